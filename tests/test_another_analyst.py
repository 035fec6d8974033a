"""Requests as another analyst writes them (terse closing lines, English mixed in, sections
written `第一章第一节` or `一.1`, counts in words), each said at least four ways in our own words,
in a markdown brief and in the same brief flattened to plain text, read and rendered against a
small KB: the reader knows kinds of request, not one team's sentences."""

from __future__ import annotations

import pytest

from kbpatch.models import Action, ActionKind, Status
from kbpatch.parse import parse_brief, without_list_number
from kbpatch.reading import plan
from kbpatch.reading.text import SECTION_REF
from kbpatch.render import Rendered

from .conftest import added_lines, render_brief

DATE = "2026-12-07"

KB = """\
# serving 活文档

## 一、缓存

### 1.1 前缀缓存

- **RadixCache**：按前缀树共享 KV。
- **LRU 换出**：冷块写回主机内存，恢复约 9 s。

### 1.2 趋势

- 前缀共享成为引擎默认。

## 二、引用列表

1. arXiv:2401.00001 — RadixAttention〔§1.1〕
2. arXiv:2401.00002 — HotCold KV〔§1.1〕
"""
LINES = KB.splitlines(keepends=True)
SHAPES = ("markdown", "flat")


def brief(
    shape: str, suggestion: str, closing: str = "", relation: str = "", heading: str = ""
) -> str:
    """One item in the markdown form or flattened to plain text; `closing` under `heading`."""
    if shape == "markdown":
        text = (
            "# serving · E1 预消化简报（2026-12-07）\n\n## 一、增量\n\n"
            "### 增量 1：TierServe —— 三档 KV 分层\n\n"
            "- **来源**：organized/repo_cards/3001-tierserve.md\n"
            "- **要点**：热档常驻显存，温档放主机内存，冷档落盘。\n"
            + (f"- **与活文档关系**：{relation}\n" if relation else "")
            + f"- **建议归入**：{suggestion}\n"
        )
        if closing:
            text += f"\n## 二、{heading or '归并动作'}\n\n1) {closing}\n"
        return text
    text = (
        "serving · E1 预消化简报(2026-12-07)\n\n增量 1：TierServe —— 三档 KV 分层\n\n"
        "来源 - organized/repo_cards/3001-tierserve.md\n\n"
        "要点 - 热档常驻显存，温档放主机内存，冷档落盘。\n\n"
        + (f"与活文档关系 - {relation}\n\n" if relation else "")
        + f"建议归入 - {suggestion}\n"
    )
    if closing:
        text += f"\n{heading or '归并动作'}\n\n① {closing}\n"
    return text


def rendered(text: str) -> list[tuple[Action, Rendered]]:
    return render_brief(text, LINES, DATE)


def changed_lines(result: Rendered) -> list[str]:
    return added_lines(result, LINES)


def edits(actions: list[Action]) -> list[tuple[str, str]]:
    return [
        (a.kind.value, a.target.key if a.target else "-")
        for a in actions
        if a.kind.edits_document and not a.forbidden_by
    ]


@pytest.mark.parametrize("shape", SHAPES)
@pytest.mark.parametrize(
    "phrasing",
    [
        "第一章第一节 末尾新增一条 TierServe。",
        "1.1 小节 添一条 TierServe。",
        "一.1 末尾新增一条 TierServe。",
        "第一章 第一节 补录一条 TierServe",
    ],
)
def test_a_section_written_as_chapter_and_section_is_that_section(
    phrasing: str, shape: str
) -> None:
    actions = plan(parse_brief(brief(shape, phrasing)))
    assert edits(actions) == [("add entry", "1.1")]
    added = next(a for a in actions if a.kind is ActionKind.ADD_ENTRY)
    assert added.target is not None and added.target.display == "§1.1"


@pytest.mark.parametrize("shape", SHAPES)
@pytest.mark.parametrize(
    "closing",
    [
        "1.1 加 TierServe 一条。",
        "1.1：加 TierServe。",
        "1.1 新增 TierServe（增量 1）",
        "1.1 录入 TierServe",
    ],
)
def test_a_bare_section_number_at_a_closing_lines_start_names_the_section(
    closing: str, shape: str
) -> None:
    text = brief(shape, "见归并动作。", closing)
    lines = text.splitlines()
    asked = next(n for n, line in enumerate(lines, start=1) if line.endswith(closing))
    actions = plan(parse_brief(text))
    adds = [a for a in actions if a.kind is ActionKind.ADD_ENTRY]
    assert [(a.target.key if a.target else "-", asked in a.lines) for a in adds] == [("1.1", True)]


@pytest.mark.parametrize("text", ["1.4 倍的吞吐", "2.5 GB 的显存", "1.5 版之后", "2.0 tok/s 上限"])
def test_a_count_at_a_closing_lines_start_is_no_section(text: str) -> None:
    assert SECTION_REF.search(without_list_number(text)) is None


@pytest.mark.parametrize("shape", SHAPES)
@pytest.mark.parametrize(
    "phrasing",
    [
        '§二 第二条〔〕内加注"v2 已改定义"。',
        "二、引用列表 第二条〔〕里补「v2 已改定义」。",
        "§二 第二条 标注『v2 已改定义』。",
        "§二 第2条〔〕中加注“v2 已改定义”，正文不动。",
    ],
)
def test_words_written_into_a_numbered_citations_brackets_mark_it(
    phrasing: str, shape: str
) -> None:
    results = rendered(brief(shape, phrasing))
    notes = [(a, r) for a, r in results if a.kind is ActionKind.ANNOTATE_CITATION]
    assert [a.kind for a, _ in results if a.kind.edits_document] == [ActionKind.ANNOTATE_CITATION]
    _, result = notes[0]
    assert result.status is Status.PROPOSED, result
    assert changed_lines(result) == ["2. arXiv:2401.00002 — HotCold KV〔§1.1；v2 已改定义〕\n"]


@pytest.mark.parametrize("shape", SHAPES)
@pytest.mark.parametrize(
    "closing",
    [
        "§二 第二条加注（增量 1）。",
        "§二 第 2 条加注（增量 1）",
        "二、引用列表 第二条补注（增量 1）",
        "§二 第二条 附注（增量 1）",
    ],
)
def test_a_closing_lines_short_repeat_of_an_annotation_adds_no_words_of_its_own(
    closing: str, shape: str
) -> None:
    results = rendered(brief(shape, '§二 第二条〔〕内加注"v2 已改定义"。', closing))
    proposed = [r for a, r in results if a.kind.edits_document and r.status is Status.PROPOSED]
    assert len(proposed) == 1
    assert changed_lines(proposed[0]) == ["2. arXiv:2401.00002 — HotCold KV〔§1.1；v2 已改定义〕\n"]


@pytest.mark.parametrize("shape", SHAPES)
@pytest.mark.parametrize(
    "phrasing",
    [
        "§1.1 新增一条 TierServe。§1.2 第一条保持原样。",
        "§1.1 新增一条 TierServe；§1.2 第一条不动。",
        "§1.1 新增一条 TierServe，§1.2 第一条原样保留。",
        "§1.1 新增一条 TierServe。§1.2 第一条维持原样。",
    ],
)
def test_a_keep_of_an_entry_counted_in_words_keeps_that_entry_only(
    phrasing: str, shape: str
) -> None:
    actions = plan(parse_brief(brief(shape, phrasing)))
    keep = next(a for a in actions if a.kind is ActionKind.CONSTRAINT and a.target)
    assert keep.anchor == "第 1 条" or keep.anchor.strip("第条 ") == "1"
    assert edits(actions) == [("add entry", "1.1")]


@pytest.mark.parametrize("shape", SHAPES)
@pytest.mark.parametrize(
    "phrasing",
    [
        "§1.1 新增一条 TierServe；leave §1.2 as is.",
        "§1.1 新增一条 TierServe；§1.2 no change.",
        "§1.1 新增一条 TierServe；§1.2 untouched.",
        "§1.1 新增一条 TierServe。Leave §1.2 unchanged.",
    ],
)
def test_an_english_keep_keeps_its_section(phrasing: str, shape: str) -> None:
    actions = plan(parse_brief(brief(shape, phrasing)))
    keeps = [a for a in actions if a.kind is ActionKind.CONSTRAINT and a.target]
    assert [a.target.key for a in keeps if a.target] == ["1.2"]
    assert not [a for a in actions if a.kind is ActionKind.NOT_UNDERSTOOD]
    assert edits(actions) == [("add entry", "1.1")]


APPEND_TO_1_2 = '§1.1 新增一条 TierServe；§1.2 前缀共享那条末尾补一句"（三档分层也在跟进）"。'


@pytest.mark.parametrize("shape", SHAPES)
@pytest.mark.parametrize(
    "closing",
    [
        # A verb of keeping and the state kept, a section that stays, none of its edits.
        "keep §1.2 intact.",
        "Keep section 1.2 frozen this round.",
        "§1.2 stays.",
        "Sec. 1.2 remains as it is.",
        "§1.2 is off-limits.",
        "no edits to §1.2.",
        "no further changes in §1.2.",
        "nothing new in §1.2.",
        # A bare number right after an English keep verb is the section it keeps.
        "Leave 1.2 as is.",
        "keep 1.2 intact.",
        "Leave 1.2 untouched.",
        # Read before, still kept.
        "leave §1.2 as is.",
        "§1.2 unchanged.",
        "don't edit §1.2.",
    ],
)
def test_an_english_keep_in_the_closing_list_withholds_an_item_s_edit_there(
    closing: str, shape: str
) -> None:
    actions = plan(parse_brief(brief(shape, APPEND_TO_1_2, closing)))
    assert edits(actions) == [("add entry", "1.1")], closing
    (vetoed,) = [a for a in actions if a.forbidden_by]
    assert vetoed.target is not None and vetoed.target.key == "1.2"
    assert closing.rstrip(".")[:12] in vetoed.forbidden_by
    assert not [a for a in actions if a.kind is ActionKind.NOT_UNDERSTOOD]
    results = rendered(brief(shape, APPEND_TO_1_2, closing))
    changed = [line for _, result in results if result.edit for line in changed_lines(result)]
    assert any("TierServe" in line for line in changed)
    assert not any("三档分层也在跟进" in line for line in changed)


@pytest.mark.parametrize("shape", SHAPES)
@pytest.mark.parametrize(
    "closing",
    [
        # A value after keep, an entry that stays where it stands, a keep of the wording:
        # no section kept, the append is made.
        "keep 1.4× as the speedup in §1.1.",
        "TierServe stays in §1.1, after RadixCache.",
        "keep the wording short.",
        "nothing else to add.",
    ],
)
def test_english_words_of_keeping_that_name_no_section_keep_none(closing: str, shape: str) -> None:
    actions = plan(parse_brief(brief(shape, APPEND_TO_1_2, closing)))
    assert ("append to entry", "1.2") in edits(actions), closing


@pytest.mark.parametrize("shape", SHAPES)
@pytest.mark.parametrize(
    "phrasing",
    [
        'update §1.1 LRU 换出 line: "约 9 s" → "约 6 s". no new row.',
        '§1.1 LRU 换出 一行："约 9 s" → "约 6 s"，no new entry，other columns untouched。',
        "§1.1 LRU 换出那条：「约 9 s」应为「约 6 s」，不新增条目。",
        '1.1 小节 LRU 换出 一条 "约 9 s" 应为 "约 6 s"。no new line, the rest unchanged.',
    ],
)
def test_a_replace_with_english_limits_is_made_and_adds_nothing(phrasing: str, shape: str) -> None:
    results = rendered(brief(shape, phrasing))
    made = [(a, r) for a, r in results if a.kind.edits_document]
    assert [(a.kind, a.forbidden_by, r.status) for a, r in made] == [
        (ActionKind.REPLACE, "", Status.PROPOSED)
    ]
    assert changed_lines(made[0][1]) == ["- **LRU 换出**：冷块写回主机内存，恢复约 6 s。\n"]
    forbidding = [a for a, _ in results if a.kind is ActionKind.CONSTRAINT and a.forbids]
    assert forbidding and ActionKind.ADD_ENTRY in forbidding[0].forbids


@pytest.mark.parametrize("shape", SHAPES)
@pytest.mark.parametrize(
    "phrasing",
    [
        '§1.1 "LRU 换出" 那条末尾接一句"恢复可并行"。',
        '第一章第一节 "LRU 换出" 那条末尾接上一句「恢复可并行」。',
        "1.1 小节 LRU 条目末尾续一句『恢复可并行』",
        '一.1 "LRU 换出" 一条末尾续半句“恢复可并行”。',
    ],
)
def test_a_sentence_joined_to_an_entry_is_appended(phrasing: str, shape: str) -> None:
    results = rendered(brief(shape, phrasing))
    made = [(a, r) for a, r in results if a.kind.edits_document]
    assert [(a.kind, r.status) for a, r in made] == [(ActionKind.APPEND, Status.PROPOSED)]
    assert changed_lines(made[0][1]) == [
        "- **LRU 换出**：冷块写回主机内存，恢复约 9 s。恢复可并行。\n"
    ]


@pytest.mark.parametrize("shape", SHAPES)
@pytest.mark.parametrize(
    "phrasing",
    [
        "hand over to evaluation 活文档 §2.1；leave §1.2 as is.",
        "handed over to the evaluation 活文档 §2.1。§1.2 no change。",
        "Hand over to evaluation 活文档 §2.1, §1.2 untouched.",
        "hand over：evaluation 活文档 §2.1；本档 §1.2 不动。",
    ],
)
def test_an_english_hand_over_edits_nothing_here(phrasing: str, shape: str) -> None:
    actions = plan(parse_brief(brief(shape, phrasing)))
    assert edits(actions) == []
    assert [a.kind for a in actions if a.kind is ActionKind.OFF_DOCUMENT]
    assert not [a for a in actions if a.kind is ActionKind.NOT_UNDERSTOOD]


@pytest.mark.parametrize("shape", SHAPES)
@pytest.mark.parametrize(
    ("relation", "suggestion"),
    [
        ("1.1 小节 RadixCache 一条只讲了共享。add to §1.1: 新条目 TierServe。", "同上。"),
        ("§1.1 末尾应新增一条 TierServe，务必注明“作者自测”。", "同上；§1.2 不动。"),
        ("RadixCache 那条没有分层。§1.1 新增一条 TierServe。", "见上。"),
        ("第一章第一节 缺分层的材料；应在第一章第一节末尾补录一条 TierServe。", "同上"),
    ],
)
def test_a_suggestion_that_points_back_takes_the_reasonings_requests(
    relation: str, suggestion: str, shape: str
) -> None:
    actions = plan(parse_brief(brief(shape, suggestion, relation=relation)))
    assert edits(actions) == [("add entry", "1.1")]
    # The reasoning's other sentences say what the document lacks: context, not requests.
    assert not [a for a in actions if a.kind is ActionKind.NOT_UNDERSTOOD]


@pytest.mark.parametrize("shape", SHAPES)
def test_a_reasoning_is_not_read_as_requests_when_the_suggestion_says_its_own(shape: str) -> None:
    text = brief(
        shape, "§1.2 加一行『分层成为默认』。", relation="§1.1 新增一条 TierServe 也可以。"
    )
    assert edits(plan(parse_brief(text))) == [("add entry", "1.2")]


@pytest.mark.parametrize("shape", SHAPES)
@pytest.mark.parametrize("heading", ["归并动作", "closing actions", "Closing actions", "建议动作"])
def test_a_closing_list_under_another_heading_is_read(heading: str, shape: str) -> None:
    text = brief(shape, "见下。", "§1.1 新增一条 TierServe。", heading=heading)
    closing = parse_brief(text).closing
    assert [s.text for s in closing] == ["§1.1 新增一条 TierServe。"]
    assert edits(plan(parse_brief(text))) == [("add entry", "1.1")]


@pytest.mark.parametrize("shape", SHAPES)
@pytest.mark.parametrize(
    "relation",
    [
        "§1.1 的 RadixCache 条目已经提到共享。",
        "§1.1 已有一条 RadixCache，讲共享。",
        "§1.2 的趋势里已有前缀共享一行。",
        "1.1 小节 RadixCache 一行缺分层数字，§1.2 也未提。",
    ],
)
def test_a_reasoning_that_only_describes_the_document_asks_for_nothing(
    relation: str, shape: str
) -> None:
    actions = plan(parse_brief(brief(shape, "同上。", relation=relation)))
    assert edits(actions) == []
    assert not [a for a in actions if a.kind is ActionKind.NOT_UNDERSTOOD]
