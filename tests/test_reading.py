"""reading: a parsed brief → actions, each with its kind, target, lines and the brief's words."""

from __future__ import annotations

import re
from dataclasses import asdict

import pytest
from hypothesis import example, given, settings
from hypothesis import strategies as st

from kbpatch.models import Action, ActionKind
from kbpatch.parse import parse_brief
from kbpatch.reading import plan
from kbpatch.reading.clauses import PAIR_CUT, PAIR_GAP, quoted_pair, unasked
from kbpatch.reading.items import CAVEAT_MARKER, CAVEAT_MARKER_HINTS, CAVEAT_PATTERNS
from kbpatch.reading.text import (
    ARXIV,
    QUOTE,
    SECTION_REF,
    cjk_trigrams,
    masked_quotes,
    quote_after,
    quote_before,
    section_key,
)

HEAD = "serving · E1 预消化简报(2026-12-03)\n\n一、今日 serving 主题的重要增量（1 条）\n\n"
SUGGESTION_LINE = 10


def one_item(
    suggestion: str,
    *,
    title: str = "FlowCache —— 按会话冷热分层的前缀缓存（arXiv:2612.00101）",
    relation: str = "§2.2 只写了 LRU 驱逐，没有分层做法。",
    closing: tuple[str, ...] = (),
) -> str:
    """A flattened brief with one item (its suggestion on line 10) and an optional closing list."""
    text = HEAD + (
        f"条目 1：{title}\n\n"
        "  • 来源：organized/paper_cards/2001-2612-00101.md\n"
        "  • 要点：把会话按访问时间分成三档，热档常驻显存。冷档换出到主机内存。\n"
        f"  • 与活文档脉络的关系：{relation}\n"
        f"  • 建议归入：{suggestion}\n"
    )
    if closing:
        text += "\n四、本轮结论与建议动作\n\n" + "".join(f"  • {c}\n" for c in closing)
    return text


def actions_for(suggestion: str, **kw: object) -> list[Action]:
    """The actions of a one-item brief, its constraints left out (they are tested apart)."""
    actions = plan(parse_brief(one_item(suggestion, **kw)))  # type: ignore[arg-type]
    return [a for a in actions if a.kind is not ActionKind.CONSTRAINT]


def editing(actions: list[Action]) -> list[Action]:
    return [a for a in actions if a.kind.edits_document]


def targets(actions: list[Action]) -> list[tuple[str, str, str]]:
    return [(a.target.key, a.target.raw, a.target.part) for a in actions if a.target]


# ---------------------------------------------------------------- section references


@pytest.mark.parametrize(
    ("suggestion", "expected"),
    [
        ("§5.3 新增一条 FlowCache 条目。", [("5.3", "§5.3")]),
        ("§ 5.3 新增一条 FlowCache 条目。", [("5.3", "§ 5.3")]),
        ("5.3 节 新增一条 FlowCache 条目。", [("5.3", "5.3 节")]),
        ("在 5.3节新增一条 FlowCache 条目。", [("5.3", "5.3节")]),
        ('§七 标注"跨主题引用"。', [("7", "§七")]),
        ("§十二 新增一条。", [("12", "§十二")]),
        ("§1.1 + §5.6 各新增一条。", [("1.1", "§1.1"), ("5.6", "§5.6")]),
        ("§七/§3.1 各补一条。", [("7", "§七"), ("3.1", "§3.1")]),
        ("§1.1/§5.6 各补一条。", [("1.1", "§1.1"), ("5.6", "§5.6")]),
    ],
)
def test_section_reference_spellings(suggestion: str, expected: list[tuple[str, str]]) -> None:
    found = [(key, raw) for key, raw, _ in targets(editing(actions_for(suggestion)))]
    assert found == expected


def test_section_key_normalises_chinese_chapters() -> None:
    assert [section_key(n) for n in ("七", "十", "十一", "5.3", "1")] == [
        "7",
        "10",
        "11",
        "5.3",
        "1",
    ]


@pytest.mark.parametrize("quotes", ['""', "“”", "「」", "『』"])
def test_part_name_in_any_quotes(quotes: str) -> None:
    open_, close = quotes[0], quotes[1]
    suggestion = f"§1.1 六引擎格局 的{open_}新 entrants{close}小节补一条（与 ds4 / Kapitsa 并列）。"
    (action,) = editing(actions_for(suggestion))
    assert (action.kind, targets([action])) == (
        ActionKind.ADD_ENTRY,
        [("1.1", "§1.1", "新 entrants")],
    )
    assert action.placement == "alongside"
    assert action.siblings == ("ds4", "Kapitsa")


def test_cross_references_are_not_targets() -> None:
    (action,) = actions_for(
        "§2.2 新增一条 FlowCache 条目，并在条目内交叉引用 §4.2（量化）与 §1.1。"
    )
    assert targets([action]) == [("2.2", "§2.2", "")]
    assert action.entry is not None
    assert action.entry.cross_refs == "§4.2（量化）与 §1.1"


def test_explanation_after_dash_is_not_a_target() -> None:
    actions = actions_for("§2.2 新增一条 FlowCache 条目——§3.1 已经有类似的分层判断，可以对照。")
    assert targets(actions) == [("2.2", "§2.2", "")]


def test_control_group_is_not_a_cross_reference() -> None:
    (action,) = actions_for("用对照组验证之后在 §4.3 末尾加一条。")
    assert (action.kind, targets([action])) == (ActionKind.ADD_ENTRY, [("4.3", "§4.3", "")])


def test_references_inside_parentheses_are_not_targets() -> None:
    actions = actions_for("§2.2 新增一条 FlowCache 条目（与 §5.4 编排层无关）。")
    assert targets(actions) == [("2.2", "§2.2", "")]


# ---------------------------------------------------------------- alternatives


@pytest.mark.parametrize(
    "suggestion",
    [
        "§3.1 或 §4.2 新增 FlowCache 条目。",
        '§3.1 末尾新增 FlowCache 条目，或在 §4.2 单列一条"缓存分层"。',
    ],
)
def test_or_makes_the_first_option_recommended(suggestion: str) -> None:
    first, second = actions_for(suggestion)
    assert [(a.kind, a.target.key if a.target else "") for a in (first, second)] == [
        (ActionKind.ADD_ENTRY, "3.1"),
        (ActionKind.ADD_ENTRY, "4.2"),
    ]
    assert (first.choice, first.recommended) == ("option 1 of 2", True)
    assert (second.choice, second.recommended) == ("option 2 of 2", False)


def test_or_option_keeps_its_own_label() -> None:
    first, second = actions_for('§3.1 末尾新增 FlowCache 条目，或在 §4.2 单列一条"缓存分层"。')
    assert first.entry is not None and first.entry.label == ""
    assert second.entry is not None and second.entry.label == "缓存分层"


def test_two_options_without_a_preference_recommend_the_first_even_off_the_document() -> None:
    actions = actions_for(
        "不新建章节；二选一——(a) 移出 serving 主题并转交；(b) §3.1 末尾一行跨主题注 + §七 标注。"
    )
    summary = [
        (a.kind, a.target.key if a.target else "-", a.choice, a.recommended) for a in actions
    ]
    assert summary == [
        (ActionKind.NO_OP, "-", "", True),
        (ActionKind.OFF_DOCUMENT, "-", "option 1 of 2 (a)", True),
        (ActionKind.ADD_ENTRY, "3.1", "option 2 of 2 (b)", False),
        (ActionKind.ANNOTATE_CITATION, "7", "option 2 of 2 (b)", False),
    ]
    assert actions[0].reason == "the brief says 不新建章节"
    assert actions[1].reason == "this option asks for no edit of this document"
    assert actions[1].request == "(a) 移出 serving 主题并转交"


@pytest.mark.parametrize(
    "suggestion",
    [
        "二选一——(a) §3.1 新增 FlowCache 条目（次选）；(b) §4.2 新增 FlowCache 条目（最合理）。",
        "二选一——(a) §3.1 末尾新增 FlowCache 条目，备选；(b) §4.2 新增 FlowCache 条目，推荐。",
        "§3.1 末尾 或 §4.2 新增 FlowCache 条目（二选一，推荐 §4.2）。",
        "§3.1 末尾 或 §4.2 新增 FlowCache 条目（二者择一，首选 §4.2）。",
    ],
)
def test_the_option_the_brief_prefers_is_recommended(suggestion: str) -> None:
    actions = actions_for(suggestion)
    recommended = [a.target.key for a in actions if a.target and a.recommended]
    assert recommended == ["4.2"]


def test_two_editing_options_recommend_a() -> None:
    actions = actions_for(
        "二选一——(a) §3.1 末尾新增 FlowCache 条目；(b) §4.2 新增 FlowCache 条目。"
    )
    assert [(a.target.key if a.target else "", a.choice, a.recommended) for a in actions] == [
        ("3.1", "option 1 of 2 (a)", True),
        ("4.2", "option 2 of 2 (b)", False),
    ]


# ---------------------------------------------------------------- update number


@pytest.mark.parametrize(
    ("suggestion", "old", "new", "subject"),
    [
        ("§1.6 只更新 oldcache 计数（290→300）。", "290", "300", "oldcache"),
        ("§1.6 只更新 oldcache 计数（290->300）。", "290", "300", "oldcache"),
        ("§1.6 只更新 oldcache 计数（290 → 300）。", "290", "300", "oldcache"),
        ("§1.6 只更新 oldcache 计数（1,290→1,300）。", "1,290", "1,300", "oldcache"),
        ("§1.6 只更新 flow-lab/flowcache 的 star 数（88→95）。", "88", "95", "flow-lab/flowcache"),
        ("§1.6 把数字改为 300（290→300）。", "290", "300", ""),
    ],
)
def test_update_number_values_and_subject(
    suggestion: str, old: str, new: str, subject: str
) -> None:
    (action,) = actions_for(suggestion)
    assert action.kind is ActionKind.UPDATE_NUMBER
    assert (action.target.key if action.target else "") == "1.6"
    assert (action.old_value, action.new_value, action.subject) == (old, new, subject)
    assert action.request == suggestion


def test_update_number_with_no_new_entry_is_an_update_and_a_constraint() -> None:
    actions = plan(parse_brief(one_item("§1.6 只更新 oldcache 计数（290→300），不新增条目。")))
    kinds = [a.kind for a in actions]
    assert kinds == [ActionKind.UPDATE_NUMBER, ActionKind.CONSTRAINT]
    assert actions[1].reason == "the brief says 不新增条目"


# ---------------------------------------------------------------- add source, question, annotate


@pytest.mark.parametrize(
    "suggestion",
    [
        '给 §6.2 "分层缓存"补 arXiv 号。',
        "给 §6.2 “分层缓存”补 arXiv 号。",
        "给 §6.2 「分层缓存」补上 arXiv 出处。",
        "给 §6.2 『分层缓存』那一行补来源。",
    ],
)
def test_add_source_with_quoted_phrase(suggestion: str) -> None:
    (action,) = actions_for(suggestion)
    assert action.kind is ActionKind.ADD_SOURCE
    assert (action.target.key if action.target else "", action.phrase) == ("6.2", "分层缓存")
    assert action.source_ids == ("2612.00101",)


def test_add_source_takes_the_ids_the_clause_names() -> None:
    (action,) = actions_for('给 §6.2 "分层缓存"补 arXiv:2612.00999。')
    assert action.source_ids == ("2612.00999",)


@pytest.mark.parametrize(
    "suggestion",
    [
        '§6.1 加一条开放问题："热档阈值能否随负载自适应？"',
        "§6.1 加一条开放问题：热档阈值能否随负载自适应？",
        "§6.1 加一条开放问题：「热档阈值能否随负载自适应？」",
    ],
)
def test_open_question_text(suggestion: str) -> None:
    (action,) = actions_for(suggestion)
    assert action.kind is ActionKind.ADD_QUESTION
    assert (action.target.key if action.target else "", action.phrase) == (
        "6.1",
        "热档阈值能否随负载自适应？",
    )


def test_annotate_takes_its_phrase_from_the_relation_text() -> None:
    actions = actions_for(
        "§3.1 末尾一行跨主题注 + §七 标注。",
        title="FlowCache（arXiv:2612.00101）—— 引用列表里挂着、正文没有落点",
        relation='主题偏 agent 评测，最干净的处置是转交，并在本档 §七 标注"跨主题引用"。',
    )
    entry, annotate = actions
    assert (entry.kind, annotate.kind) == (ActionKind.ADD_ENTRY, ActionKind.ANNOTATE_CITATION)
    assert annotate.target is not None and annotate.target.display == "§七"
    assert (annotate.phrase, annotate.source_ids) == ("跨主题引用", ("2612.00101",))
    # A one-line note: the bookkeeping subtitle is not content, so the first 要点 sentence is.
    assert entry.entry is not None
    assert (entry.entry.title, entry.entry.label, entry.entry.summary) == (
        "FlowCache（arXiv:2612.00101）",
        "跨主题注",
        "把会话按访问时间分成三档，热档常驻显存。",
    )


# ---------------------------------------------------------------- stated no-ops


@pytest.mark.parametrize(
    ("suggestion", "phrase", "target"),
    [
        ("不写入 serving 活文档。", "不写入", ""),
        ("本条属于主题外，转交 evaluation。", "主题外", ""),
        ("不计入增量。", "不计入增量", ""),
        ("若要动，只更新数字即可。", "只更新数字即可", ""),
    ],
)
def test_stated_no_ops(suggestion: str, phrase: str, target: str) -> None:
    (action,) = actions_for(suggestion)
    assert action.kind is ActionKind.NO_OP
    assert not action.kind.edits_document
    assert (action.target.key if action.target else "") == target
    assert action.reason == f"the brief says {phrase}"
    assert action.lines == (SUGGESTION_LINE,)


def test_no_op_phrase_inside_quotes_is_not_a_no_op() -> None:
    (action,) = actions_for('§2.2 新增一条 FlowCache 条目，标注"冷档保留不动"。')
    assert action.kind is ActionKind.ADD_ENTRY


STATUS_BRIEF = HEAD + (
    "条目 1（复核无新增观点）：OldPaper（arXiv:2601.00001）\n\n"
    "  • 来源：organized/paper_cards/1000-2601-00001.md\n"
    "  • 复核结论：已在 §3.5 收录，只有被引变化，今晚不必动。\n\n"
    "条目 2（判定主题外，不计入增量）：stat/ci-tool\n\n"
    "  • 来源：organized/repo_cards/5002-ci-tool.md\n"
    "  • 判定：统计推断库，与 LLM 推理无关。\n"
    "  • 动作建议：不写入 serving 活文档；标签改为 statistics。\n\n"
    "四、本轮结论与建议动作\n\n"
    "  • 条目 1 无新增，条目 2 主题外。\n"
)


def test_items_with_a_status_note_become_one_no_op_each() -> None:
    first, second = plan(parse_brief(STATUS_BRIEF))
    assert (first.kind, first.item_key, first.target) == (ActionKind.NO_OP, "条目 1", None)
    assert first.reason == "复核无新增观点：已在 §3.5 收录，只有被引变化，今晚不必动"
    assert first.lines == (5, 8, 18)
    assert (second.kind, second.item_key) == (ActionKind.NO_OP, "条目 2")
    assert second.reason == "判定主题外，不计入增量：不写入 serving 活文档"
    assert second.lines == (10, 14, 18)


# ---------------------------------------------------------------- the closing list

TWO_ITEMS = HEAD + (
    "增量 1：FlowCache —— 按会话冷热分层的前缀缓存（arXiv:2612.00101）★\n\n"
    "来源 - 卡片：organized/paper_cards/2001-2612-00101.md\n\n"
    "要点把会话分成三档，热档常驻显存。\n\n"
    "与 knowledge/serving.md 现有脉络的关系 - §2.2 只写了 LRU。"
    " - 建议归入 §2.2 末尾新增 FlowCache 条目。\n\n"
    "增量 2：GateMux —— 请求级多模型网关（1200⭐）★★\n\n"
    "来源 - 卡片：organized/repo_cards/5001-gatemux.md\n\n"
    "要点把多个引擎包装成一个端点。\n\n"
    "与 knowledge/serving.md 现有脉络的关系 - 建议归入 §1.6，定位写清：它是网关，不是引擎。\n\n"
    "今晚建议的归并动作（按优先级）\n\n"
)
FLOWCACHE_LINE, GATEMUX_LINE, CLOSING_LINE = 11, 19, 23


@pytest.mark.parametrize(
    "closing",
    [
        "§2.2 新增 FlowCache 条目（增量 1）。",
        "§2.2 新增条目（增量 1）。",
        "§2.2 新增 FlowCache 条目。",
        "§2.2 新增 flowcache 条目。",
        "§2.2 新增按会话冷热分层的条目。",
    ],
    ids=["mention-and-name", "mention", "name", "name-any-case", "cjk-name"],
)
def test_closing_repeat_merges_with_the_item_suggestion(closing: str) -> None:
    actions = plan(parse_brief(TWO_ITEMS + closing + "\n"))
    assert [(a.kind, a.target.key if a.target else "", a.item_key, a.lines) for a in actions] == [
        (ActionKind.ADD_ENTRY, "2.2", "增量 1", (FLOWCACHE_LINE, CLOSING_LINE)),
        (ActionKind.ADD_ENTRY, "1.6", "增量 2", (GATEMUX_LINE,)),
    ]


def test_closing_attribution_by_item_number_mention() -> None:
    actions = plan(parse_brief(TWO_ITEMS + "§5.5 新增一条计费条目（增量 2）。\n"))
    third = actions[-1]
    assert (third.kind, third.target.key if third.target else "", third.item_key) == (
        ActionKind.ADD_ENTRY,
        "5.5",
        "增量 2",
    )
    assert third.lines == (CLOSING_LINE,)
    assert third.entry is not None and third.entry.title == "GateMux"


def test_closing_attribution_by_entry_key() -> None:
    text = one_item("§2.2 末尾新增一条 FlowCache 条目。", closing=("条目 1：§5.5 新增一条。",))
    actions = plan(parse_brief(text))
    assert [(a.target.key if a.target else "", a.item_key, a.lines) for a in actions] == [
        ("2.2", "条目 1", (SUGGESTION_LINE,)),
        ("5.5", "条目 1", (14,)),
    ]


def test_unattributable_closing_entry_has_no_content() -> None:
    actions = plan(parse_brief(TWO_ITEMS + "§5.5 新增一条多租户计费条目。\n"))
    last = actions[-1]
    assert (last.kind, last.target.key if last.target else "", last.item_key) == (
        ActionKind.NO_CONTENT,
        "5.5",
        "",
    )
    assert last.entry is None
    assert last.reason == (
        "cannot tell which item this entry is about; name it as （条目 N）: "
        "「§5.5 新增一条多租户计费条目」"
    )
    assert not last.kind.edits_document


def test_closing_update_without_item_keeps_its_values() -> None:
    text = one_item(
        "§2.2 末尾新增一条 FlowCache 条目。",
        closing=("§1.6 只更新 oldcache 计数（10→12），不新增条目。",),
    )
    actions = plan(parse_brief(text))
    update = next(a for a in actions if a.kind is ActionKind.UPDATE_NUMBER)
    assert (update.old_value, update.new_value, update.subject, update.lines) == (
        "10",
        "12",
        "oldcache",
        (14,),
    )


def test_action_ids_are_sequential() -> None:
    actions = plan(parse_brief(TWO_ITEMS + "§1.6 只更新 gatemux 计数（1100→1200）。\n"))
    assert [a.id for a in actions] == ["A01", "A02", "A03", "A04"]


# ---------------------------------------------------------------- entry content and caveats


def test_entry_is_made_of_the_brief_words() -> None:
    (action,) = actions_for("§2.2 末尾新增一条 FlowCache 条目。")
    assert action.entry is not None
    assert asdict(action.entry) == {
        "title": "FlowCache",
        "named": False,
        "summary": "把会话按访问时间分成三档，热档常驻显存。冷档换出到主机内存。",
        "cross_refs": "",
        "caveats": (),
        "sources": "organized/paper_cards/2001-2612-00101.md",
        "label": "",
        "label_alone": False,
        "statement": "",
        "changelog": False,
        "heading": "",
        "from_closing": False,
        "row": (),
        "cited_at": (),
        "unsaid": (),
        "paper_title": "",
        "dictated": False,
        "reference": "",
        "cited_as": "",
        "term": False,
        "number": 0,
    }
    assert action.source_ids == ("2612.00101",)


@pytest.mark.parametrize(
    ("suggestion", "caveats"),
    [
        (
            "§2.2 新增一条 FlowCache 条目。证据边界必须同条保留：单次测量、8 并发；未做对照。",
            ("证据边界：单次测量、8 并发；未做对照",),
        ),
        (
            "§2.2 新增一条 FlowCache 条目。证据边界同条保留：单次测量、未做对照。",
            ("证据边界：单次测量、未做对照",),
        ),
        (
            "§2.2 新增一条 FlowCache 条目。必须同条标注的口径：作者自测、仅 H100、无独立复现。",
            ("口径：作者自测、仅 H100、无独立复现",),
        ),
        ('§1.6 补 FlowCache 一条：定位写"缓存分层工具，非引擎"。', ("定位：缓存分层工具，非引擎",)),
        ("§1.6 补 FlowCache 一条：定位写清「缓存分层工具」。", ("定位：缓存分层工具",)),
        ('§2.2 新增 FlowCache 条目，标注"只在一种负载上测过"。', ("标注：只在一种负载上测过",)),
        ("§2.2 新增 FlowCache 条目，注明「作者自测」。", ("标注：作者自测",)),
        (
            "§2.2 新增 FlowCache 条目，写清「只在单机上测过」，不写成普适结论。",
            ("说明：只在单机上测过",),
        ),
        (
            "§2.2 新增 FlowCache 条目，写明「与 LRU 结论冲突，待复现」。",
            ("说明：与 LRU 结论冲突，待复现",),
        ),
        ("§2.2 新增 FlowCache 条目，写清：只在单机上测过。", ("说明：只在单机上测过",)),
        ("§2.2 新增 FlowCache 条目，必须写明：只在单机上测过。", ("说明：只在单机上测过",)),
        ("§1.6 补 FlowCache 一条，定位必须写清：它是工具。", ("定位：它是工具",)),
        (
            '§5.7 新增 FlowCache 条目：摘要级标注，可迁移点写"冷热分层"。',
            ("可迁移点：冷热分层", "证据等级：摘要级"),
        ),
        ('§2.2 新增 FlowCache 条目，不写"缓存一定更快"这类结论。', ()),
    ],
)
def test_caveats_that_must_stay_with_the_entry(suggestion: str, caveats: tuple[str, ...]) -> None:
    (action,) = actions_for(suggestion)
    assert action.kind is ActionKind.ADD_ENTRY
    assert action.entry is not None
    assert action.entry.caveats == caveats


def test_citation_mark_is_not_an_entry_caveat() -> None:
    entry, annotate = actions_for('§3.1 末尾留一行，并在 §七 标注"跨主题引用"。')
    assert entry.entry is not None and entry.entry.caveats == ()
    assert (annotate.kind, annotate.phrase) == (ActionKind.ANNOTATE_CITATION, "跨主题引用")


def test_caveat_text_is_not_read_for_targets() -> None:
    actions = actions_for(
        "§2.2 新增一条 FlowCache 条目。证据边界同条保留：与 §3.4 的冻结问题未合测。"
    )
    assert targets(actions) == [("2.2", "§2.2", "")]


def test_only_write_overrides_the_summary() -> None:
    (action,) = actions_for(
        '§5.7 新增 FlowCache 条目：只写"三档分层 + 热档常驻"这一结论，标注"数值不可复现"。'
    )
    assert action.entry is not None
    assert action.entry.summary == "三档分层 + 热档常驻"
    assert action.entry.caveats == ("标注：数值不可复现",)


def test_body_written_as_names_the_entry() -> None:
    (action,) = actions_for('§2.2 新增 FlowCache 条目，正文写"冷热分层缓存（待核）"。')
    assert action.entry is not None
    assert action.entry.label == "冷热分层缓存（待核）"
    assert action.entry.caveats == ()


@pytest.mark.parametrize(
    ("suggestion", "summary"),
    [
        ("§2.2 末尾留一行。", "按会话冷热分层的前缀缓存（arXiv:2612.00101）"),
        ('§4.3 末尾加一条"缓存分层方法论"小注。', "按会话冷热分层的前缀缓存（arXiv:2612.00101）"),
    ],
)
def test_one_line_note_uses_the_headline(suggestion: str, summary: str) -> None:
    (action,) = actions_for(suggestion)
    assert action.entry is not None
    assert action.entry.summary == summary


def test_merged_closing_adds_its_caveats_and_paths() -> None:
    text = one_item(
        "§2.2 末尾新增一条 FlowCache 条目。",
        closing=(
            "§2.2 新增 FlowCache 条目（条目 1）：标注「仅单机」，挂接攻略 guides/flowcache.md。",
        ),
    )
    (action,) = plan(parse_brief(text))
    assert action.lines == (SUGGESTION_LINE, 14)
    assert action.entry is not None
    assert action.entry.caveats == ("标注：仅单机", "攻略：guides/flowcache.md")
    assert action.entry.sources == "organized/paper_cards/2001-2612-00101.md；guides/flowcache.md"


def test_a_section_named_without_a_request_it_can_read_is_not_understood() -> None:
    actions = actions_for("§5.3 请 FlashRoute 的作者看看")
    unread = [a for a in actions if a.kind is ActionKind.NOT_UNDERSTOOD]
    assert [a.target.key for a in unread if a.target] == ["5.3"]
    assert "no request kbpatch can read" in unread[0].reason
    assert not editing(actions)


def test_a_mention_of_a_section_the_item_already_edits_is_folded_into_that_action() -> None:
    actions = actions_for("§1.6 新增一条条目，§1.6 现有四项都是引擎本体")
    assert [a.kind for a in actions if a.target] == [ActionKind.ADD_ENTRY]


def _longest_common_cjk(a: str, b: str) -> int:
    """The longest run of CJK characters of a that occurs in b, by brute force."""
    a_cjk = "".join(char if "\u4e00" <= char <= "\u9fff" else "\0" for char in a)
    return max(
        (
            end - start
            for start in range(len(a_cjk))
            for end in range(start + 1, len(a_cjk) + 1)
            if "\0" not in a_cjk[start:end] and a_cjk[start:end] in b
        ),
        default=0,
    )


@settings(max_examples=300, deadline=None)
@given(
    a=st.text(alphabet="新增条目缓存前分层 a(（", max_size=14),
    b=st.text(alphabet="新增条目缓存前分层 b)）", max_size=14),
)
def test_shared_cjk_trigram_is_a_common_cjk_run_of_three(a: str, b: str) -> None:
    # ItemIndex names an item by a shared CJK run of three or more characters.
    assert (not cjk_trigrams(a).isdisjoint(cjk_trigrams(b))) == (_longest_common_cjk(a, b) >= 3)


@settings(max_examples=1000, deadline=None)
@given(text=st.text(alphabet="不要需加a 新增", max_size=16))
@example(text="不不不不")
@example(text="要不要不要新增")
def test_a_not_a_questions_are_blanked_as_the_pattern_finds_them(text: str) -> None:
    # `要不要新增` asks, it negates nothing: each 不 between two equal CJK characters is blanked
    # with them, left to right, never overlapping, exactly what `([一-鿿])不\1` finds.
    spec = re.sub(r"([\u4e00-\u9fff])不\1", lambda m: " " * len(m.group(0)), text)
    assert unasked(text) == spec


QUOTE_PIECES = [*'"“”「」『』', *"a 那这一条目行：:\n", "一条", "只写"]
quote_texts = st.lists(st.sampled_from(QUOTE_PIECES), max_size=14).map("".join)


@settings(max_examples=2000, deadline=None)
@given(text=quote_texts)
@example(text='"a"b"行')
@example(text="一条“a「b”：“c”")
def test_a_quote_beside_words_is_found_as_one_pattern_finds_it(text: str) -> None:
    # The reader matches the words beside a quote apart from the quote; the result is the
    # first match of the quote and the words in one pattern.
    for words in (r"\s*(?:那|这)?一?(?:条目|条|行)", r"\s*(?:那|这)?一?(?:条目|条|行)?\s*$"):
        one = re.search(QUOTE.pattern + words, text)
        found = quote_before(text, re.compile(words))
        assert (one and (one.start(), one.group(1))) == (found and (found.start(), found[1]))
    for words in (r"(?:一条|一项|一行)\s*[：:]\s*", "只写"):
        one = re.search(words + QUOTE.pattern, text)
        found = quote_after(re.compile(words), text)
        assert (one and (one.end(), one.group(1))) == (found and (found.end(), found[1]))


PAIR_PIECES = [*QUOTE_PIECES, "改为", "，", "xyzw"]


@settings(max_examples=2000, deadline=None)
@given(text=st.lists(st.sampled_from(PAIR_PIECES), max_size=14).map("".join))
@example(text='"a" 改为 "b"c"')
@example(text='"“"“”："“"')  # a colon between quotes is no clause mark that ends a pair
@example(text='"“"，""“"')  # `"，"` opens at the first quote's closing mark: no quote
@example(text='「『"』「"」')  # the first quote found holds the pair: found inside it
def test_a_quoted_pair_is_found_as_one_pattern_finds_it(text: str) -> None:
    pair = re.compile(QUOTE.pattern + PAIR_GAP.pattern + QUOTE.pattern)
    one = pair.search(text)
    found = quoted_pair(text)
    if found:
        # Always a pair as the one pattern reads one, never before its first.
        assert pair.fullmatch(text, found[0].start(), found[1].end())
        assert one and one.start() <= found[0].start()
    # The one pattern also opens a quote at the closing mark of the quote before it; where a
    # clause mark stands between the two (`"X"条目，"A"改为"B"`), quoted_pair does not
    # (`"条目，"` is no value), so the first pair may differ only when a clause mark is quoted.
    if one is None or not PAIR_CUT.search(one.group(0)):
        assert (one and one.span()) == (found and (found[0].start(), found[1].end()))


# Pieces of caveat wording, so that generated texts come near to (and into) every pattern.
CAVEAT_PIECES = [
    *'必须同条保留标注的写清明只不文：:，。；"“”「」『』§七 x',
    *("必须", "同条保留", "同条标注的", "写清", "写明", "只写", "定位", "口径", "结论", "说明"),
    *("摘要级", "标注", "注明", "可迁移点", "推理侧", "证据边界", "§七 ", "但"),
    *("写清：", "写清:", "写明：", "写明:", "必须写明：", "摘要级标注"),
    *('写"', "写“", "写「", "写『", '标注"', "注明「", "同条保留：", "同条标注的口径："),
]
caveat_texts = st.lists(st.sampled_from(CAVEAT_PIECES), max_size=12).map("".join)


@settings(max_examples=2000, deadline=None)
@given(text=caveat_texts)
@example(text="定位写清“单厂商”")
@example(text="写明『摘要级』")
@example(text="口径写“x”")
def test_caveat_patterns_never_match_without_their_key_words(text: str) -> None:
    # caveats_in and cut_explanation skip a pattern when the text lacks what it starts from.
    for pattern, _, needs in CAVEAT_PATTERNS:
        if pattern.search(text):
            assert any(word in text for word in needs), (pattern.pattern, text)
    if CAVEAT_MARKER.search(text):
        assert any(word in text for word in CAVEAT_MARKER_HINTS), text


OLD_SECTION_REF = re.compile(
    # A lettered section (`§2.1a`, inserted after 2.1; `§4.b`, lettered under 4) keeps its
    # letter.
    r"§\s*(?P<num>\d+(?:\.\d+)*(?:\.\d+[a-z]|\.[a-z])(?![A-Za-z\d])|\d+(?:\.\d+)*"
    r"|[一二三四五六七八九十]+)"
    # `3.2.1 节`: a bare section of any depth before its noun.
    r"|(?<![\d.])(?P<bare>\d+(?:\.\d+)+)\s*节"
)
OLD_ARXIV = re.compile(r"(?<![\d.])(\d{4}\.\d{4,5})(?![\d])")
digit_texts = st.text(alphabet="0123456789.§节 七ab：", max_size=30)


@settings(max_examples=3000, deadline=None)
@given(text=digit_texts)
@example(text="§5.3 与 2611.02218 与 4.3 节")
@example(text="1.2611.02218 x2611.022189 2611.02218")
def test_section_and_arxiv_patterns_match_as_their_lookbehind_forms(text: str) -> None:
    def found(
        pattern: re.Pattern[str], text: str
    ) -> list[tuple[tuple[int, int], tuple[str | None, ...]]]:
        return [(m.span(), m.groups()) for m in pattern.finditer(text)]

    # The alternatives added since (`七.5`, `第五章第八节`, `三（二）`) are left out here.
    assert [
        (m.span(), (m.group("num"), m.group("bare")))
        for m in SECTION_REF.finditer(text)
        if m.group("num") or m.group("bare")
    ] == found(OLD_SECTION_REF, text)
    assert found(ARXIV, text) == found(OLD_ARXIV, text)


@settings(max_examples=1000, deadline=None)
@given(text=st.text(alphabet='"“”「」『』（）()标注开放问题新增§七 x', max_size=16))
def test_a_quote_mask_masks_nothing_more(text: str) -> None:
    once = masked_quotes(text)
    assert masked_quotes(once) == once


@pytest.mark.parametrize(
    "suggestion",
    [
        '§2.2 末尾新增一条 FlowCache 条目，不写"冷热分层总能省一半显存"这类结论。',
        "§2.2 末尾新增 FlowCache 条目；正文不要写“冷热分层总能省一半显存”。",
        "§2.2 末尾新增 FlowCache 条目，不能写成「冷热分层总能省一半显存」。",
        "§2.2 末尾新增 FlowCache 条目（不得写『冷热分层总能省一半显存』）。",
    ],
)
def test_an_entry_carries_the_claims_the_brief_says_not_to_write(suggestion: str) -> None:
    (action,) = actions_for(suggestion)
    assert action.entry is not None
    assert action.entry.unsaid == ("冷热分层总能省一半显存",)


@pytest.mark.parametrize(
    "listed",
    [
        "arXiv:2612.00101 —— FlowCache: Tiered Prefix Caching by Session Heat（新，§七 末尾新增）",
        "arXiv:2612.00101 — FlowCache: Tiered Prefix Caching by Session Heat",
        "- arXiv:2612.00101: FlowCache: Tiered Prefix Caching by Session Heat (new)",
    ],
)
def test_an_entry_carries_the_papers_title_from_the_briefs_arxiv_list(listed: str) -> None:
    text = one_item("§2.2 末尾新增一条 FlowCache 条目。") + f"\n可引用的 arXiv 号列表\n\n{listed}\n"
    (action,) = [a for a in plan(parse_brief(text)) if a.entry]
    assert action.entry is not None
    assert action.entry.paper_title == "FlowCache: Tiered Prefix Caching by Session Heat"


@pytest.mark.parametrize(
    ("text", "left"),
    [
        ("要不要把甲条原文不动地移到乙节", "   把甲条" + " " * 5 + "移到乙节"),
        ("把甲条原文不动地移到乙节，不改", "把甲条" + " " * 5 + "移到乙节，不改"),
        ("甲条原文不动", "甲条原文不动"),
    ],
)
def test_words_of_a_move_unchanged_negate_nothing(text: str, left: str) -> None:
    """`原文不动地移到`: how an entry moves, no negation; an A-not-A question before it is
    blanked as well, a keep after it stands (`，不改`), and `原文不动` alone is a keep."""
    assert unasked(text) == left
