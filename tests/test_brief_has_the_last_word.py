"""What a brief turns down, forbids or leaves open is never proposed, and what it asks is never
lost: a refusal after a quote and a dash, several items withdrawn in one closing line, words
an entry must not contain, a request withheld under a condition or asked as a question. Each
phrasing is our own, read (and rendered) as `kbpatch propose` would."""

from __future__ import annotations

import pytest

from kbpatch.models import Action, ActionKind, Status
from kbpatch.parse import parse_brief
from kbpatch.reading import plan
from kbpatch.render import Rendered

from .conftest import added_lines, render_brief
from .test_phrasings import edits

ITEMS = (
    ("FlowCache —— 分层前缀缓存（arXiv:2612.00101）", "把会话按访问时间分成三档，热档常驻显存。"),
    ("SpecTune —— 投机长度自调（arXiv:2612.00102）", "按温度调草稿长度，接受长度回升。"),
    ("GateKV —— 门控换出（arXiv:2612.00103）", "门控决定换出时机，尾延迟下降。"),
)


def three_items(
    suggestions: tuple[str, str, str],
    closing: tuple[str, ...] = (),
    caveats: tuple[str, ...] = (),
) -> str:
    """A markdown brief of three items, its own caveats list and closing list."""
    text = "# serving · E1 预消化简报（2026-12-07）\n\n## 一、今日条目（3 条）\n\n"
    for number, ((title, summary), suggestion) in enumerate(
        zip(ITEMS, suggestions, strict=True), 1
    ):
        text += (
            f"### 条目 {number}：{title}\n\n"
            f"- **来源**：organized/paper_cards/200{number}-2612-0010{number}.md\n"
            f"- **要点**：{summary}\n"
            f"- **建议归入**：{suggestion}\n\n"
        )
    if caveats:
        text += "## 二、值得警惕的矛盾与待核实\n\n"
        text += "".join(f"{n}. {c}\n" for n, c in enumerate(caveats, 1)) + "\n"
    if closing:
        text += "## 三、今晚建议的归并动作\n\n" + "".join(f"- {c}\n" for c in closing)
    return text


def read(
    suggestions: tuple[str, str, str],
    closing: tuple[str, ...] = (),
    caveats: tuple[str, ...] = (),
) -> list[Action]:
    return plan(parse_brief(three_items(suggestions, closing, caveats)))


PLAIN = ("§2.2 新增一条 FlowCache。", "§4.1 新增一条 SpecTune。", "§3.2 新增一条 GateKV。")


def sections_edited(actions: list[Action]) -> set[str]:
    return {a.target.key for a in edits(actions) if a.target is not None}


@pytest.mark.parametrize(
    "suggestion",
    (
        '§6.1 第 18 条末尾补注"（另见 SpecTune，待复现）"也说得通，但不推荐——单篇、零被引。',
        "§6.1 第 18 条末尾补一句「SpecTune 给出旁证」也行，但不建议——证据太薄。",
        '在 §6.1 第 18 条补注"（SpecTune 有初步证据）"说得过去，不过证据不足：只有摘要。',
        "§6.1 第 18 条后面接一句『待复现』也合理，但我不推荐（零被引）。",
        '§6.1 第 18 条补注"（见 SpecTune）"，但不推荐，因为只有一篇。',
    ),
)
def test_a_request_turned_down_after_its_quote_and_a_reason_is_reported_not_proposed(
    suggestion: str,
) -> None:
    actions = read((PLAIN[0], suggestion, PLAIN[2]))
    assert sections_edited(actions) == {"2.2", "3.2"}
    (report,) = [a for a in actions if a.kind is ActionKind.NOT_UNDERSTOOD]
    assert report.target is not None and report.target.key == "6.1"
    assert "refusal" in report.reason and report.clause in suggestion


@pytest.mark.parametrize(
    "closing",
    (
        "条目 2、条目 3：本轮都不落笔。",
        "条目 2 和 3 都先不动。",
        "条目 2、3 本轮均不做。",
        "条目 2 与条目 3 暂不处理。",
        "条目 3、条目 2：今晚一律搁置。",
    ),
)
def test_a_closing_line_withdrawing_several_items_withdraws_each_of_them(closing: str) -> None:
    actions = read(PLAIN, ("§2.2 新增 FlowCache（条目 1）。", closing))
    assert sections_edited(actions) == {"2.2"}
    withdrawn = {a.item_key for a in actions if a.kind is ActionKind.ADD_ENTRY and a.forbidden_by}
    assert withdrawn == {"条目 2", "条目 3"}
    forbidding = [a for a in actions if a.kind is ActionKind.CONSTRAINT]
    assert {a.item_key for a in forbidding} == {"条目 2", "条目 3"}
    assert all(closing.rstrip("。") in a.reason for a in forbidding)


@pytest.mark.parametrize(
    "closing",
    (
        "条目 2、条目 3 的 §4.1 和 §3.2 新增照做。",
        "条目 2 和 3 都按建议落笔。",
        "条目 2、条目 3：见上。",
        "条目 2 和 3 其余不动。",
    ),
)
def test_several_items_named_in_a_closing_line_that_withdraws_nothing_keep_their_edits(
    closing: str,
) -> None:
    actions = read(PLAIN, ("§2.2 新增 FlowCache（条目 1）。", closing))
    assert sections_edited(actions) == {"2.2", "3.2", "4.1"}


@pytest.mark.parametrize(
    "closing", ("条目 2 不动。", "条目 2：本轮不落笔。", "条目 2 先不做。", "条目 2 暂且搁置。")
)
def test_a_closing_line_withdrawing_one_item_by_its_tag_withdraws_its_edits(closing: str) -> None:
    actions = read(PLAIN, (closing,))
    assert sections_edited(actions) == {"2.2", "3.2"}
    (withdrawn,) = [a for a in actions if a.kind is ActionKind.ADD_ENTRY and a.forbidden_by]
    assert withdrawn.item_key == "条目 2"


@pytest.mark.parametrize(
    ("caveat", "section"),
    (
        (
            "如果 E2 确认 T=0 下测得，§6.1 需要新增一条开放问题「T>0 时是否仍成立？」。",
            "6.1",
        ),
        ("等 E2 复现之后，§3.3 再补一句 GateKV 与 PD 分离的关系。", "3.3"),
        ("§3.3 要不要补一句 GateKV 与 PD 分离的关系？留给 E2。", "3.3"),
        ("§6.2 是否需要加一行趋势「门控换出成为默认」？", "6.2"),
        ("§5.4 新增一条 GateKV，前提是作者放出代码。", "5.4"),
    ),
)
def test_a_request_in_the_caveats_under_a_condition_or_as_a_question_is_reported(
    caveat: str, section: str
) -> None:
    actions = read(PLAIN, caveats=("FlowCache 只测了一台机器。", caveat))
    assert sections_edited(actions) == {"2.2", "3.2", "4.1"}
    (report,) = [a for a in actions if a.kind is ActionKind.NOT_UNDERSTOOD]
    assert report.target is not None and report.target.key == section
    assert report.clause in caveat
    assert report.reason.startswith(("a conditional", "a condition_after", "a question"))


@pytest.mark.parametrize(
    "caveat",
    (
        "FlowCache 的数字只有作者自测，§2.2 条目里不要写成已复现。",
        "作者建议在 §3.3 补一句，但证据只有摘要。",
        "SpecTune 已在上轮登记过 §4.1 的类似做法。",
        "GateKV 与 §3.2 现有条目相关，尾延迟数字存疑。",
    ),
)
def test_a_caveat_that_only_describes_adds_no_report(caveat: str) -> None:
    actions = read(PLAIN, caveats=(caveat,))
    assert not [a for a in actions if a.kind is ActionKind.NOT_UNDERSTOOD]


OPT_A = "(a) §3.2 LRU 条目末尾补半句「压测更优」"
ASKED = "「门控是否该默认开启？」"
OPTIONS = (
    f"二选一——{OPT_A}；(b) 在 §6.1 开放问题里增列一问{ASKED}。倾向 (b)，压测不够进正文。",
    f"{OPT_A}；(b) §6.1 新增一条开放问题{ASKED}。推荐 (b)，理由是单一来源。",
    f"二选一：{OPT_A}；(b) §6.1 开放问题里加一问{ASKED}。我倾向 (b)。",
    f"{OPT_A}（次选）；(b) §6.1 开放问题增列一问{ASKED}（首选），推荐 (b)，正文先不动。",
)


@pytest.mark.parametrize("suggestion", OPTIONS)
def test_a_preferred_option_named_again_is_the_same_edit_not_a_hand_over(
    suggestion: str,
) -> None:
    actions = read((PLAIN[0], PLAIN[1], suggestion))
    item = [a for a in actions if a.item_key == "条目 3"]
    assert not [a for a in item if a.kind is ActionKind.OFF_DOCUMENT]
    (question,) = [a for a in item if a.kind is ActionKind.ADD_QUESTION]
    assert question.recommended and question.target is not None
    assert question.target.key == "6.1"
    assert all("another document" not in a.reason for a in actions)


@pytest.mark.parametrize(
    "suggestion",
    (
        f"{OPT_A}；(b) §6.1 画个问号{ASKED}。我倾向 (b)。",
        f"{OPT_A}；(b) §6.1 那边挂个问号{ASKED}（首选）。",
        f"{OPT_A}（备选）；(b) §6.1 记个问题{ASKED}（推荐）。",
        f"二选一：{OPT_A}；(b) §6.1 留个疑问{ASKED}，倾向 (b)。",
    ),
)
def test_a_preferred_option_on_a_section_here_that_is_not_read_is_reported_not_handed_over(
    suggestion: str,
) -> None:
    actions = read((PLAIN[0], PLAIN[1], suggestion))
    item = [a for a in actions if a.item_key == "条目 3"]
    assert not [a for a in item if a.kind is ActionKind.OFF_DOCUMENT]
    (report,) = [a for a in item if a.kind is ActionKind.NOT_UNDERSTOOD]
    assert report.target is not None and report.target.key == "6.1"
    assert all("another document" not in a.reason for a in actions)


KB = """\
# serving 活文档

## 二、缓存

### 2.2 分层

- **LRU 换出**：冷块写回主机内存。
- **版本**：生产锁定 v0.12.4，候选 v0.13.2。

## 三、调度

### 3.2 换出

- **Gate0**：按水位换出。

## 四、投机

### 4.1 草稿

- **EAGLE**：草稿头。

## 七、引用列表

1. arXiv:2401.00001 — RadixAttention〔§2.2〕
"""
LINES = KB.splitlines(keepends=True)


def first_item(
    suggestion: str = PLAIN[0], caveats: tuple[str, ...] = (), closing: tuple[str, ...] = ()
) -> tuple[Action, Rendered]:
    """Item 1's new entry in §2.2, as `kbpatch propose` would write it."""
    text = three_items((suggestion, PLAIN[1], PLAIN[2]), closing, caveats)
    (found,) = [
        (a, r)
        for a, r in render_brief(text, LINES, "2026-12-07")
        if a.item_key == "条目 1" and a.kind is ActionKind.ADD_ENTRY
    ]
    return found


@pytest.mark.parametrize(
    ("caveats", "suggestion", "written"),
    (
        (
            ('条目 1 正文不得出现"热档"二字，只写"高频会话常驻显存"。',),
            PLAIN[0],
            "高频会话常驻显存",
        ),
        (('FlowCache 条目里不得出现"三档"，只写"按访问时间分层"。',), PLAIN[0], "按访问时间分层"),
        (
            (),
            "§2.2 新增一条 FlowCache，正文不要出现「热档」，只写「高频会话常驻显存」。",
            "高频会话常驻显存",
        ),
        (("条目正文别写『三档』，而写『按访问时间分层』。",), PLAIN[0], "按访问时间分层"),
    ),
)
def test_a_forbidden_word_is_replaced_by_the_words_the_brief_gives_instead(
    caveats: tuple[str, ...], suggestion: str, written: str
) -> None:
    action, result = first_item(suggestion, caveats)
    assert result.status is Status.PROPOSED and not action.forbidden_by
    (line,) = added_lines(result, LINES)
    assert written in line
    assert "热档" not in line if "热档" in "".join(caveats) + suggestion else "三档" not in line


@pytest.mark.parametrize(
    ("caveats", "suggestion"),
    (
        (('条目 1 不要写"常驻显存"。',), PLAIN[0]),
        (("别提三档。",), PLAIN[0]),
        (('FlowCache 条目不得出现"热档"，只写"高频会话"。',), PLAIN[0]),  # 常驻显存 unsaid
        ((), '§2.2 新增一条 FlowCache，不要写"常驻显存"。'),
        (('条目正文禁止使用"FlowCache"。',), PLAIN[0]),  # the entry's own name
        (('do not write "三档"; write "tiers" instead.',), PLAIN[0]),
    ),
)
def test_an_entry_that_would_hold_a_forbidden_word_is_reported_with_the_caveat(
    caveats: tuple[str, ...], suggestion: str
) -> None:
    action, result = first_item(suggestion, caveats)
    assert action.forbidden_by and result.status is Status.FORBIDDEN
    said = (caveats[0] if caveats else suggestion).split("；")[0].split("; ")[0].rstrip("。")
    assert said.split("，")[-1] in action.forbidden_by


@pytest.mark.parametrize(
    "caveat",
    (
        '条目 2 正文不得出现"热档"。',
        '条目正文不得出现"已验证"。',
        "先别写进 §6.2 趋势。",
        '不要写成"根治尾延迟"这类结论。',
    ),
)
def test_a_forbidden_word_the_entry_does_not_hold_changes_nothing(caveat: str) -> None:
    action, result = first_item(caveats=(caveat,))
    assert result.status is Status.PROPOSED and not action.forbidden_by
    (line,) = added_lines(result, LINES)
    assert "把会话按访问时间分成三档，热档常驻显存。" in line


@pytest.mark.parametrize(
    "suggestion",
    (
        "§2.2 新增一条 FlowCache；§七 登一条新引用（第 2 条），〔〕内写 §2.2。",
        "「分层」小节 添一条 FlowCache；§七 登一条新引用，〔〕内写 §2.2。",
        "§2.2 补一条 FlowCache，§七 记一条新引用，〔〕里标 §2.2。",
        "§2.2 加 FlowCache 一条；七、引用列表 登一条新引用（第 2 条），〔〕写 §2.2。",
        "在 §2.2 登记 FlowCache；§七 补一条新引用，〔〕内写 §2.2。",
    ),
)
def test_a_section_mark_after_a_new_citation_marks_it_and_adds_no_second_entry(
    suggestion: str,
) -> None:
    text = three_items((suggestion, PLAIN[1], PLAIN[2]))
    made = [
        (a, r)
        for a, r in render_brief(text, LINES, "2026-12-07")
        if a.item_key == "条目 1" and a.kind.edits_document
    ]
    assert sorted(a.kind.value for a, _ in made) == ["add citation", "add entry"]
    assert all(r.status is Status.PROPOSED for _, r in made)
    (cited,) = [added_lines(r, LINES) for a, r in made if a.kind is ActionKind.ADD_CITATION]
    assert cited[-1].startswith("2. arXiv:2612.00101") and "〔§2.2〕" in cited[-1]


def table_and_items(header: str, row_summary: str, own_summary: str = "") -> str:
    """An overview table of the items above the items themselves, item 1 with or without
    a 要点 of its own."""
    return (
        "# serving · E1 预消化简报（2026-12-07）\n\n## 一、总览\n\n"
        f"| 编号 | 材料 | {header} | 归入 |\n|---|---|---|---|\n"
        f"| 1 | FlowCache（arXiv:2612.00101） | {row_summary} | §2.2 新增一条 FlowCache |\n\n"
        "## 二、逐条说明\n\n### 条目 1：FlowCache\n\n"
        "- **来源**：organized/paper_cards/2001-2612-00101.md\n"
        + (f"- **要点**：{own_summary}\n" if own_summary else "")
        + "- **建议归入**：同上表。\n"
    )


def item_one_entry(text: str) -> tuple[Action, Rendered]:
    (found,) = [
        (a, r) for a, r in render_brief(text, LINES, "2026-12-07") if a.item_key == "条目 1"
    ]
    return found


@pytest.mark.parametrize("header", ("要点", "摘要", "内容", "Summary"))
def test_an_item_with_no_summary_takes_the_summary_of_its_row_in_the_items_table(
    header: str,
) -> None:
    _, result = item_one_entry(table_and_items(header, "热档常驻显存，冷档落盘"))
    assert result.status is Status.PROPOSED
    (line,) = added_lines(result, LINES)
    assert "FlowCache" in line and "热档常驻显存，冷档落盘。" in line


def test_an_item_with_a_summary_of_its_own_keeps_it_beside_a_rows() -> None:
    text = table_and_items("要点", "表里的另一种说法", own_summary="把会话分三档。")
    _, result = item_one_entry(text)
    (line,) = added_lines(result, LINES)
    assert "把会话分三档。" in line and "另一种说法" not in line


@pytest.mark.parametrize(
    "text",
    (
        table_and_items("风险", "只测了一台机器"),  # a caveat column, no summary
        three_items(PLAIN).replace("- **要点**：把会话按访问时间分成三档，热档常驻显存。\n", ""),
        three_items(PLAIN)
        .replace("FlowCache —— 分层前缀缓存（arXiv:2612.00101）", "FlowCache（arXiv:2612.00101）")
        .replace("- **要点**：把会话按访问时间分成三档，热档常驻显存。\n", ""),
        table_and_items("要点", " "),
    ),
)
def test_an_entry_with_no_words_to_write_is_reported_not_proposed(text: str) -> None:
    action, result = item_one_entry(text)
    assert result.status is Status.NOT_UNDERSTOOD
    assert "no 要点" in action.reason


@pytest.mark.parametrize(
    ("first", "second", "written"),
    (
        (
            '§2.2 LRU 换出那条："主机内存" → "主机 DRAM"。',
            "第二章第二节 版本那条：生产锁定 v0.12.4 改作 v0.12.5。",
            ("主机 DRAM", "v0.12.5"),
        ),
        (
            '§2.2："冷块" 改为 "冷 block"。',
            '2.2 节："v0.13.2" 换成 "v0.13.3"。',
            ("冷 block", "v0.13.3"),
        ),
        (
            '§2.2 LRU 换出那条末尾补一句"按水位触发"。',
            '§2.2 生产锁定那条末尾补一句"11-14 复核"。',
            ("按水位触发", "11-14 复核"),
        ),
        (
            "§2.2 版本一行：v0.12.4 调为 v0.12.6。",
            '§2.2 LRU 换出一行："写回" 改成 "下沉"。',
            ("v0.12.6", "冷块下沉主机内存"),
        ),
    ),
)
def test_two_closing_lines_asking_different_things_of_one_section_are_two_edits(
    first: str, second: str, written: tuple[str, str]
) -> None:
    text = three_items(PLAIN, (first, second))
    made = [
        (a, r)
        for a, r in render_brief(text, LINES, "2026-12-07")
        if a.kind.edits_document and a.target is not None and not a.item_key
    ]
    assert len(made) == 2
    assert all(r.status is Status.PROPOSED for _, r in made)
    lines = [line for _, r in made for line in added_lines(r, LINES)]
    for words in written:
        assert any(words in line for line in lines)


@pytest.mark.parametrize(
    "repeat",
    (
        '§2.2："冷块" 改为 "冷 block"。',
        '2.2 节："冷块" → "冷 block"。',
        '第二章第二节："冷块" 换成 "冷 block"。',
        '§2.2 LRU 换出那条："冷块" 改为 "冷 block"。',
    ),
)
def test_a_closing_line_saying_the_same_replace_again_is_one_edit(repeat: str) -> None:
    text = three_items(PLAIN, ('§2.2："冷块" 改为 "冷 block"。', repeat))
    made = [
        a for a in plan(parse_brief(text)) if a.kind is ActionKind.REPLACE and not a.forbidden_by
    ]
    assert len(made) == 1 and len(made[0].lines) == 2


@pytest.mark.parametrize(
    ("suggestion", "words"),
    (
        ("§2.2 新增一条 FlowCache；另补一条 GateKV。", "另补一条 GateKV"),
        ("§2.2 新增一条 FlowCache，并新增一条「冷热分层」条目。", "并新增一条「冷热分层」条目"),
        ("§2.2 新增一条 FlowCache；再加一条 FlowCache-Lite。", "再加一条 FlowCache-Lite"),
        ("§2.2 补一条 FlowCache，同时登记 PinnedKV。", "同时登记 PinnedKV"),
        ('在 §2.2 加 FlowCache 一条；另外补一条"三档分层"。', '另外补一条"三档分层"'),
    ),
)
def test_a_second_new_entry_with_no_place_is_reported_with_its_words(
    suggestion: str, words: str
) -> None:
    actions = read((suggestion, PLAIN[1], PLAIN[2]))
    assert sections_edited(actions) == {"2.2", "3.2", "4.1"}
    (report,) = [a for a in actions if a.kind is ActionKind.NOT_UNDERSTOOD]
    assert report.request == words and report.item_key == "条目 1"


@pytest.mark.parametrize(
    "suggestion",
    (
        "§2.2 新增一条 FlowCache；新增条目注明单一来源。",
        "§2.2 新增一条 FlowCache，体例同现有条目。",
        "§2.2 新增一条 FlowCache 条目，补一条 FlowCache 的说明。",
        "§2.2 新增一条 FlowCache，只在一处落笔。",
        "§2.2 新增一条 FlowCache；新增条目写明 vLLM 版本。",
    ),
)
def test_a_remark_on_the_new_entry_is_no_second_entry(suggestion: str) -> None:
    actions = read((suggestion, PLAIN[1], PLAIN[2]))
    assert sections_edited(actions) == {"2.2", "3.2", "4.1"}
    assert not [a for a in actions if a.kind is ActionKind.NOT_UNDERSTOOD]


@pytest.mark.parametrize(
    "caveat",
    (
        "GateKV 无第三方压测，第三章 §3.3 先不登记。",
        "第三章 3.3 节 暂不动。",
        "第三章的 §3.3 本轮不改。",
        "第三章 §3.3 切勿因此改动。",
    ),
)
def test_a_keep_of_a_section_named_with_its_chapter_keeps_that_section_only(
    caveat: str,
) -> None:
    actions = read(PLAIN, caveats=(caveat,))
    assert sections_edited(actions) == {"2.2", "3.2", "4.1"}
    kept = {a.target.key for a in actions if a.kind is ActionKind.CONSTRAINT and a.target}
    assert kept == {"3.3"}


def test_a_keep_of_a_whole_chapter_still_keeps_its_sections() -> None:
    actions = read(PLAIN, caveats=("第三章 先不登记。",))
    assert sections_edited(actions) == {"2.2", "4.1"}


@pytest.mark.parametrize(
    "keep",
    ("暂不碰 §6.2、§1.1", "§6.2、§1.1 不动", "勿动 §6.2", "§1.1 先不改"),
)
def test_a_keep_after_a_circled_number_holds_for_its_own_sections_only(keep: str) -> None:
    closing = (
        "① §2.2 新增 FlowCache（条目 1） ② 条目 2 照做：§4.1 新增一条 SpecTune "
        f"③ 条目 3 按建议办：第三章 §3.2 新增 GateKV ④ {keep}"
    )
    actions = read(PLAIN, (closing,))
    assert sections_edited(actions) == {"2.2", "3.2", "4.1"}
    assert not [a for a in actions if a.forbidden_by]
    kept = {a.target.key for a in actions if a.kind is ActionKind.CONSTRAINT and a.target}
    assert kept and kept <= {"6.2", "1.1"}


@pytest.mark.parametrize(
    "suggestion",
    (
        "§2.2 新增一条 FlowCache；条目 2 不动。",
        "§2.2 新增一条 FlowCache，条目 3 先不做。",
        "§2.2 新增一条 FlowCache；条目 2、条目 3 本轮都不落笔。",
        "§2.2 新增一条 FlowCache；条目 2 作废。",
    ),
)
def test_an_items_own_line_naming_another_item_withdraws_nothing_of_its_own(
    suggestion: str,
) -> None:
    actions = read((suggestion, PLAIN[1], PLAIN[2]))
    assert "2.2" in sections_edited(actions)
    assert not [a for a in actions if a.item_key == "条目 1" and a.forbidden_by]
