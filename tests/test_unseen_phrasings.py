"""Requests first met in briefs nobody had tuned the reader on, each said four ways in our own
words, read and rendered against a small KB: the reader knows kinds of request, not sentences."""

from __future__ import annotations

import pytest

from kbpatch.models import Action, ActionKind, Status
from kbpatch.parse import parse_brief
from kbpatch.reading import plan
from kbpatch.render import Rendered, render

from .conftest import added_lines, render_brief

DATE = "2026-12-05"

KB = """\
# serving 活文档

## 一、缓存

### 1.1 前缀缓存

- **RadixCache**：按前缀树共享 KV。
- **LRU 换出**：冷块写回主机内存。

### 1.2 趋势

- 前缀共享成为引擎默认。
- 冷热分层进入主流引擎。

## 二、引用列表

1. arXiv:2401.00001 — RadixAttention〔§1.1〕
2. arXiv:2401.00002 — HotCold KV〔§1.1〕
"""
LINES = KB.splitlines(keepends=True)


def brief(suggestion: str, closing: str = "") -> str:
    text = (
        "serving · E1 预消化简报(2026-12-05)\n\n一、今日 serving 主题的重要增量（1 条）\n\n"
        "增量 1：TierServe —— 三档 KV 分层\n\n"
        "来源：organized/repo_cards/3001-tierserve.md\n\n"
        "要点：热档常驻显存，温档放主机内存，冷档落盘。\n\n"
        f"建议归入：{suggestion}\n"
    )
    if closing:
        text += f"\n今晚建议的归并动作\n\n{closing}\n"
    return text


def rendered(suggestion: str, closing: str = "") -> list[tuple[Action, Rendered]]:
    return render_brief(brief(suggestion, closing), LINES, DATE)


def changed_lines(result: Rendered) -> list[str]:
    return added_lines(result, LINES)


@pytest.mark.parametrize(
    "phrasing",
    [
        '§二 第 2 条标注"v2 已改定义"。',
        "二、引用列表 第 2 条标记「v2 已改定义」。",
        "§二 第2条 标注『v2 已改定义』，正文不动。",
        "在 §二 第 2 条后标注“v2 已改定义”。",
    ],
)
def test_a_citation_named_by_its_number_is_annotated_without_its_arxiv_id(phrasing: str) -> None:
    results = rendered(phrasing)
    notes = [(a, r) for a, r in results if a.kind is ActionKind.ANNOTATE_CITATION]
    assert len(notes) == 1, [(a.kind, a.clause) for a, _ in results]
    _, result = notes[0]
    assert result.status is Status.PROPOSED, result
    assert changed_lines(result) == ["2. arXiv:2401.00002 — HotCold KV〔§1.1；v2 已改定义〕\n"]


@pytest.mark.parametrize(
    "closing",
    [
        "- 二、§1.1 末尾新增一条 TierServe。",
        "  • 二、在 §1.1 补一条 TierServe（增量 1）",
        "二、§1.1 加一条 TierServe。",
        "* 三、1.1 节录入 TierServe",
    ],
)
def test_a_closing_line_numbered_like_a_chapter_is_a_request_not_a_heading(closing: str) -> None:
    text = brief("详见归并动作。", closing)
    lines = text.splitlines()
    asked = next(n for n, line in enumerate(lines, start=1) if "1.1" in line and "Tier" in line)
    adds = [a for a in plan(parse_brief(text)) if a.kind is ActionKind.ADD_ENTRY]
    assert [(a.target.key if a.target else "-", asked in a.lines) for a in adds] == [("1.1", True)]


@pytest.mark.parametrize(
    "phrasing",
    [
        '§1.2 加一行趋势"分层缓存开始按档计价"。',
        "§1.2 补一行：「分层缓存开始按档计价」",
        "在 1.2 节新增一行『分层缓存开始按档计价』。",
        "§1.2 添一条趋势“分层缓存开始按档计价”。",
    ],
)
def test_a_quoted_new_line_is_the_whole_line_not_the_items_title(phrasing: str) -> None:
    adds = [(a, r) for a, r in rendered(phrasing) if a.kind is ActionKind.ADD_ENTRY]
    assert len(adds) == 1
    _, result = adds[0]
    assert result.status is Status.PROPOSED, result
    assert changed_lines(result) == ["- 分层缓存开始按档计价。（E1 2026-12-05 · 增量 1）\n"]


def two_items(question: str) -> str:
    return (
        "serving · E1 预消化简报(2026-12-05)\n\n一、今日 serving 主题的重要增量（2 条）\n\n"
        "增量 1：TierServe —— 三档 KV 分层\n\n"
        "要点：热档常驻显存，温档放主机内存，冷档落盘。\n\n"
        "建议归入：§1.1 新增一条 TierServe。\n\n"
        "增量 2：分层的开放问题\n\n"
        f"建议归入：{question}\n"
    )


@pytest.mark.parametrize(
    "question",
    [
        "§1.2 增列一条开放问题「温档能否省掉？」，与增量 1 的新条目互相指引。",
        "在 §1.2 新增开放问题『温档能否省掉？』，并与增量 1 新增的条目相互引用。",
        '§1.2 补一条待解问题："温档能否省掉？"，和增量 1 那条双向链接。',
        "§1.2 新增一条开放问题：“温档能否省掉？”；与增量1 的条目互相指向。",
    ],
)
def test_a_question_and_another_items_new_entry_point_at_each_other(question: str) -> None:
    actions = plan(parse_brief(two_items(question)))
    entry = next(a for a in actions if a.kind is ActionKind.ADD_ENTRY)
    asked = next(a for a in actions if a.kind is ActionKind.ADD_QUESTION)
    assert asked.item_key == "增量 2"
    assert asked.depends_on == (entry.id,)
    assert entry.depends_on == (asked.id,)
    assert entry.entry is not None and "§1.2" in entry.entry.cross_refs


@pytest.mark.parametrize(
    "closing",
    [
        "第一部分除 §1.1 外不动。",
        "§一 除了 §1.1 以外均不改。",
        "- 一、缓存 除 1.1 节外一律免改。",
        "第一部分除开 §1.1 外都不动。",
    ],
)
def test_a_section_excepted_from_a_chapter_keep_is_still_edited(closing: str) -> None:
    actions = plan(parse_brief(brief("§1.1 新增一条 TierServe。", closing)))
    adds = [a for a in actions if a.kind is ActionKind.ADD_ENTRY]
    assert [(a.target.key if a.target else "-", a.forbidden_by) for a in adds] == [("1.1", "")]
    keeps = [a for a in actions if a.kind is ActionKind.CONSTRAINT and a.target]
    assert [a.target.key for a in keeps if a.target] == ["1"]


@pytest.mark.parametrize(
    "phrasing",
    [
        "§二 登录第 3 条引用。",
        "二、引用列表 登录第 3 条，〔〕里标 §1.1。",
        "在 §二 登记第3条。",
        "另于 § 二 登录第 3 条（挂账）。",
    ],
)
def test_registering_a_numbered_citation_is_a_new_citation(phrasing: str) -> None:
    text = brief(phrasing).replace("TierServe —— 三档 KV 分层", "TierServe（arXiv:2612.00303）")
    actions = plan(parse_brief(text))
    cites = [a for a in actions if a.kind is ActionKind.ADD_CITATION]
    assert [(a.target.key if a.target else "-", a.source_ids) for a in cites] == [
        ("2", ("2612.00303",))
    ]
    assert not [a for a in actions if a.kind is ActionKind.NOT_UNDERSTOOD]


def with_reasoning(relation: str, suggestion: str) -> str:
    return (
        "serving · E1 预消化简报(2026-12-05)\n\n一、今日 serving 主题的重要增量（1 条）\n\n"
        "增量 1：TierServe（arXiv:2612.00303）—— 三档 KV 分层\n\n"
        "要点：热档常驻显存，温档放主机内存，冷档落盘。\n\n"
        f"与活文档脉络的关系 - 补上冷档的空白。 - {relation}\n\n"
        f"建议归入：{suggestion}\n"
    )


@pytest.mark.parametrize(
    ("relation", "suggestion"),
    [
        ("放法有二：(a) §1.1 末尾新增一条（首选）；(b) §1.2 补一条（备选）。", "见上，二选一。"),
        ("(a) 在 §1.1 添一条 TierServe（推荐）；(b) §1.2 加一条（次选）", "同上，择一。"),
        ("可选：（a）1.1 节录入一条，首选；（b）§1.2 新增一条，备选。", "如上，两者只取其一。"),
        ("两处均可：(a) §1.1 补录 TierServe（优先）；(b) §1.2 添一条（备选）。", "见上文。"),
    ],
)
def test_options_in_the_reasoning_are_read_when_the_suggestion_points_back(
    relation: str, suggestion: str
) -> None:
    adds = [
        a
        for a in plan(parse_brief(with_reasoning(relation, suggestion)))
        if a.kind is ActionKind.ADD_ENTRY
    ]
    assert sorted((a.target.key if a.target else "-", a.recommended) for a in adds) == [
        ("1.1", True),
        ("1.2", False),
    ]


@pytest.mark.parametrize(
    "phrasing",
    [
        "§1.1 LRU 换出那条把「主机内存」换作「CXL 内存」。",
        '§1.1 LRU 换出一条中"主机内存"改作"CXL 内存"，余下各条免动。',
        "将 §1.1 LRU 换出条目的『主机内存』调作『CXL 内存』，剩下的条目不再改。",
        "§1.1 LRU 换出：“主机内存”更替为“CXL 内存”，余下文字勿动。",
    ],
)
def test_a_replace_said_with_other_verbs_and_a_limit_on_the_rest_is_made(phrasing: str) -> None:
    results = rendered(phrasing)
    edits = [(a, r) for a, r in results if a.kind.edits_document]
    assert [a.kind for a, _ in edits] == [ActionKind.REPLACE], [
        (a.kind, a.reason) for a, _ in results
    ]
    action, result = edits[0]
    assert not action.forbidden_by and result.status is Status.PROPOSED
    assert changed_lines(result) == ["- **LRU 换出**：冷块写回CXL 内存。\n"]


@pytest.mark.parametrize(
    "phrasing",
    [
        "§1.1 RadixCache 一条改由 storage 活文档 §2 承接；本档不做改动。",
        "加速卡一条转由 hardware 活文档 §3 收录，§1.1 不动。",
        "§1.1 的加速卡一条交由 hardware 活文档 §3.2 处理。",
        "§1.1 的增益一条改由 tuning 活文档 §1 接手。",
    ],
)
def test_a_hand_over_by_other_words_edits_nothing_here(phrasing: str) -> None:
    assert [a for a in plan(parse_brief(brief(phrasing))) if a.kind.edits_document] == []


@pytest.mark.parametrize(
    "phrasing",
    [
        "§1.1 RadixCache 一条末尾添一句“按租户隔离”，勿在 §1.2 重复写。",
        "§1.1 RadixCache 一条末尾添一句“按租户隔离”；不必在 §1.2 再写。",
        "§1.1 RadixCache 一条末尾添一句“按租户隔离”，别在 §1.2 补。",
        "§1.1 RadixCache 一条末尾添一句“按租户隔离”，不得于 §1.2 新增。",
    ],
)
def test_a_negation_before_a_section_keeps_it(phrasing: str) -> None:
    actions = plan(parse_brief(brief(phrasing)))
    edits = [a for a in actions if a.kind.edits_document and not a.forbidden_by]
    assert [(a.kind, a.target.key if a.target else "-") for a in edits] == [
        (ActionKind.APPEND, "1.1")
    ]


def test_a_new_item_of_a_loose_list_keeps_the_blank_line_between_items() -> None:
    loose = KB.replace(
        "- **RadixCache**：按前缀树共享 KV。\n", "- **RadixCache**：按前缀树共享 KV。\n\n"
    )
    actions = plan(parse_brief(brief("§1.1 末尾新增一条 TierServe。")))
    add = next(a for a in actions if a.kind is ActionKind.ADD_ENTRY)
    for text, gap in ((loose, ["\n"]), (KB, [])):
        result = render(text.splitlines(keepends=True), add, date=DATE)
        assert result.edit is not None
        new = list(result.edit.lines)
        assert new[: len(gap)] == gap and new[len(gap)].startswith("- **TierServe**"), new


@pytest.mark.parametrize(
    ("relation", "suggestion"),
    [
        (
            "二选一——(a) 最合理的是转交 eval 活文档；(b) 次选是在 §1.2 末尾挂一条。",
            "见上，二选一；无论哪种，§二 都补登第 3 条引用。",
        ),
        (
            "(a) 首选交由 eval 活文档处理；(b) 备选：§1.2 新增一条。",
            "同上；另在 §二 登记第 3 条引用。",
        ),
        (
            "两条路：(a) 转交 eval 活文档（推荐）；(b) §1.2 补一条（次选）。",
            "如上择一，§二 补一条引用（第 3 条）。",
        ),
        (
            "（a）移交 eval 活文档，首选；（b）1.2 节添一条，备选。",
            "见上。不论哪种，§二 新增一条引用。",
        ),
    ],
)
def test_a_preferred_hand_over_in_the_reasoning_leaves_the_edit_as_an_alternative(
    relation: str, suggestion: str
) -> None:
    actions = plan(parse_brief(with_reasoning(relation, suggestion)))
    edits = [a for a in actions if a.kind.edits_document and not a.forbidden_by]
    assert sorted(
        (a.kind.value, a.target.key if a.target else "-", a.recommended) for a in edits
    ) == [
        ("add citation", "2", True),
        ("add entry", "1.2", False),
    ]
