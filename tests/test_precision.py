"""Precision first: a clause that names a section and an edit verb but asks nothing this round
(a condition, a later round, a question) proposes no edit and is reported not understood, with
its words; a report of past work proposes none either, a stated no-op. Each phrasing is our
own; a plain request in the same words still reads as its edit."""

from __future__ import annotations

import pytest

from kbpatch.models import Action, ActionKind
from kbpatch.parse import parse_brief
from kbpatch.reading import plan

from .test_phrasings import FORMS, edits


def read(suggestion: str, form: str) -> list[Action]:
    return plan(parse_brief(FORMS[form](suggestion)))


def reported(actions: list[Action], section: str) -> list[Action]:
    return [
        a
        for a in actions
        if a.kind is ActionKind.NOT_UNDERSTOOD and a.target is not None and a.target.key == section
    ]


CONDITIONALS = (
    "如果 E2 复现成功，再在 §2.2 新增一条 FlowCache 条目。",
    "待 E2 确认后再在 §2.2 新增 FlowCache 条目。",
    "下轮再考虑 §2.2 新增一条 FlowCache。",
    "假如第二篇论文也支持分层，§2.2 可补一行 FlowCache。",
    "一旦作者放出代码，§2.2 再登记 FlowCache。",
    "等复现数字出来后再把 FlowCache 列入 §2.2。",
    "§2.2 可新增一条 FlowCache（前提：E2 复现）。",
    "§2.2 新增一条 FlowCache，前提是 E2 复现通过。",
    "§2.2 新增一条 FlowCache，条件是作者放出代码。",
    "§2.2 新增一条 FlowCache（待 E2 复现）。",
    "§2.2 新增一条 FlowCache（E2 确认后）。",
    "E2 复现通过的话，§2.2 新增一条 FlowCache。",
)
PAST = (
    "已在 §2.2 新增过 FlowCache 条目。",
    "已在上轮 §2.2 新增，本轮不重复。",
    "§2.2 此前已登记 FlowCache。",
    "FlowCache 早已收录进 §2.2 了。",
    "§2.2 已有同类条目。",
)
QUESTIONS = (
    "是否需要在 §6.2 补出处？",
    "§2.2 是否新增一条 FlowCache？",
    "§2.2 要加一行 FlowCache 吗",
    "FlowCache 该不该归入 §2.2？",
    "§2.2 需要新增 FlowCache 条目吗",
)


# Past work that names an entry of the section after 的: read as that entry, reported.
PAST_NAMING_AN_ENTRY = ("上轮已补 §2.2 的 FlowCache 条目。",)


@pytest.mark.parametrize("form", sorted(FORMS))
@pytest.mark.parametrize("suggestion", CONDITIONALS + PAST_NAMING_AN_ENTRY + QUESTIONS)
def test_a_clause_that_asks_nothing_now_proposes_no_edit_and_is_reported(
    suggestion: str, form: str
) -> None:
    actions = read(suggestion, form)
    assert edits(actions) == []
    section = "6.2" if "§6.2" in suggestion else "2.2"
    (report,) = reported(actions, section)
    assert report.clause in suggestion and report.reason


@pytest.mark.parametrize("form", sorted(FORMS))
@pytest.mark.parametrize("suggestion", PAST)
def test_past_work_proposes_no_edit_and_is_a_stated_no_op(suggestion: str, form: str) -> None:
    # Done already: nothing is asked of this round, and nothing is left to check by hand.
    actions = read(suggestion, form)
    assert edits(actions) == []
    assert not [a for a in actions if a.kind is ActionKind.NOT_UNDERSTOOD], actions
    (done,) = [a for a in actions if a.kind is ActionKind.NO_OP and a.target]
    assert done.target is not None and done.target.key == "2.2" and done.clause in suggestion


@pytest.mark.parametrize("form", sorted(FORMS))
@pytest.mark.parametrize(
    "suggestion",
    (
        "§2.2 可新增一条 FlowCache 条目。",
        "在 §2.2 补一行 FlowCache。",
        "FlowCache 归入 §2.2。",
        "§2.2 再新增一条 FlowCache 条目。",
    ),
)
def test_the_same_request_said_plainly_is_still_an_edit(suggestion: str, form: str) -> None:
    (edit,) = edits(read(suggestion, form))
    assert edit.kind is ActionKind.ADD_ENTRY and edit.target is not None
    assert edit.target.key == "2.2"


@pytest.mark.parametrize("form", sorted(FORMS))
@pytest.mark.parametrize(
    "suggestion",
    (
        "§6.1 新增一条开放问题：冷档换出是否拖慢首 token？",
        "§6.1 加一条待解问题：如果会话数翻倍，三档还够吗？",
        "在 §6.1 补一条开放问题：热档阈值能否随负载调整？",
        "§6.1 新增开放问题：已有的两档方案要不要淘汰？",
    ),
)
def test_a_question_or_condition_after_the_colon_is_the_words_to_write(
    suggestion: str, form: str
) -> None:
    (edit,) = edits(read(suggestion, form))
    assert edit.kind is ActionKind.ADD_QUESTION and edit.target is not None
    assert edit.target.key == "6.1"


GUESSES = (
    "如需落地，§2.2 可新增一条 FlowCache。",
    "§2.2 或许可以新增一条 FlowCache。",
    "§2.2 可能需要补一行 FlowCache。",
    "§2.2 也许值得登记 FlowCache。",
)
OTHERS = (
    "建议 evaluation 的 owner 在其 §2.2 补一行。",
    "作者建议在 §2.2 所述方法上新增一层缓存。",
    "请维护者在 §2.2 新增 FlowCache 条目。",
    "论文提出在 §2.2 的 LRU 之上加一条热档路径。",
)


@pytest.mark.parametrize("form", sorted(FORMS))
@pytest.mark.parametrize("suggestion", GUESSES + OTHERS)
def test_a_guess_or_someone_elses_task_proposes_no_edit_and_is_reported(
    suggestion: str, form: str
) -> None:
    actions = read(suggestion, form)
    assert edits(actions) == []
    (report,) = reported(actions, "2.2")
    assert report.clause in suggestion and report.reason


@pytest.mark.parametrize("form", sorted(FORMS))
@pytest.mark.parametrize(
    "suggestion",
    (
        "§2.2、§2.3 均与此相关，但只在 §2.3 新增一条 FlowCache。",
        "§2.2、§2.3 都与此呼应，FlowCache 新增到 §2.3。",
        "§2.2 与本条相关，在 §2.3 补一条 FlowCache。",
        "§2.2、§2.3 与它类似，§2.3 末尾新增一条 FlowCache。",
    ),
)
def test_a_section_named_as_context_before_a_request_elsewhere_gets_no_edit(
    suggestion: str, form: str
) -> None:
    (edit,) = edits(read(suggestion, form))
    assert edit.kind is ActionKind.ADD_ENTRY and edit.target is not None
    assert edit.target.key == "2.3"


HANDED_OVER_OR_DOUBTED = (
    "我倾向于在 §2.2 新增一条 FlowCache，但请 E2 拍板。",
    "§2.2 补一行 FlowCache，由 E2 最后拍板。",
    "§2.2 新增 FlowCache，听 E2 决定。",
    "§2.2 登记 FlowCache 与否，E2 说了算。",
    "§2.2 新增一条 FlowCache 的必要性存疑。",
    "§2.2 加一行 FlowCache 的价值不大。",
    "§2.2 补一条 FlowCache 有待商榷。",
    "§2.2 可以考虑新增一条 FlowCache。",
    "§2.2 不妨考虑补一行 FlowCache。",
    "Add FlowCache to §2.2 — TBD.",
    "§2.2: add FlowCache (to be decided).",
    "Add FlowCache to §2.2, up to E2.",
    "Add FlowCache to §2.2 — E2's call.",
)


@pytest.mark.parametrize("form", sorted(FORMS))
@pytest.mark.parametrize("suggestion", HANDED_OVER_OR_DOUBTED)
def test_a_request_left_to_e2_or_doubted_proposes_no_edit_and_is_reported(
    suggestion: str, form: str
) -> None:
    actions = read(suggestion, form)
    assert edits(actions) == []
    (report,) = reported(actions, "2.2")
    assert "FlowCache" in report.clause and report.reason


LEANING_AGAINST = (
    "§2.2 新增一条 FlowCache——不过只测了一台机器，我倾向先不收。",
    "§2.2 新增一条 FlowCache，但我更倾向于暂缓。",
    "§2.2 补一行 FlowCache，不过我个人倾向于暂不入档。",
    "Add FlowCache to §2.2 — though I'd rather not, one machine only.",
    "Add FlowCache to §2.2, but I lean towards skipping it.",
    "I'd rather not add FlowCache to §2.2.",
    "I lean towards not adding FlowCache to §2.2.",
)


@pytest.mark.parametrize("form", sorted(FORMS))
@pytest.mark.parametrize("suggestion", LEANING_AGAINST)
def test_a_request_the_writer_leans_against_proposes_no_edit_and_is_reported(
    suggestion: str, form: str
) -> None:
    actions = read(suggestion, form)
    assert edits(actions) == []
    (report,) = reported(actions, "2.2")
    assert "FlowCache" in report.clause and report.reason


@pytest.mark.parametrize("form", sorted(FORMS))
@pytest.mark.parametrize(
    "suggestion",
    (
        "我倾向于在 §2.2 新增一条 FlowCache。",
        "§2.2 新增一条 FlowCache，我倾向于这样做。",
        "我更倾向于在 §2.2 补一行 FlowCache。",
        "I lean towards adding FlowCache to §2.2.",
        "I'd lean toward adding it under §2.2.",
        "We are inclined to adding a FlowCache entry in §2.2.",
        "§2.2: I'm leaning towards adding FlowCache.",
    ),
)
def test_a_request_the_writer_leans_towards_is_still_an_edit(suggestion: str, form: str) -> None:
    (edit,) = edits(read(suggestion, form))
    assert edit.target is not None and edit.target.key == "2.2"


CALLED_OFF_REPLACES = (
    '§2.2 "1.7×" 改为 "1.5×"（二手消息，未经核对，不改）。',
    '§2.2 "1.7×" 改为 "1.5×"（只看到截图，先不动）。',
    '§2.2 "1.7×" 改为 "1.5×"（仅当作者确认）。',
    '§2.2 "1.7×" 改为 "1.5×"，只在作者更新论文时。',
    '§2.2 "1.7×" 改为 "1.5×" 的说法来自群聊，不建议据此修改。',
    '§2.2 "1.7×" 改为 "1.5×" 这种提法只是传闻，不推荐这么改。',
    '原想把 §2.2 "1.7×" 改为 "1.5×"，但作者说那是笔误。',
    '本想 §2.2 "1.7×" 换成 "1.5×"，后来发现是我读错了表。',
    '起初打算把 §2.2 的 "1.7×" 改成 "1.5×"，核对后发现原文无误。',
    '本来准备 §2.2 "1.7×" 更正为 "1.5×"，现在看没必要。',
)


@pytest.mark.parametrize("form", sorted(FORMS))
@pytest.mark.parametrize("suggestion", CALLED_OFF_REPLACES)
def test_a_replace_called_off_in_its_own_sentence_proposes_no_edit_and_is_reported(
    suggestion: str, form: str
) -> None:
    actions = read(suggestion, form)
    assert edits(actions) == []
    (report,) = reported(actions, "2.2")
    assert report.reason


@pytest.mark.parametrize("form", sorted(FORMS))
@pytest.mark.parametrize(
    "suggestion",
    (
        '§2.2 "1.7×" 改为 "1.5×"（作者在 v2 中更正）。',
        '§2.2 "1.7×" 改为 "1.5×"，作者已在 v2 更正。',
        '§2.2 "1.7×" 改为 "1.5×"，E2 已核对。',
        "§2.2 新增一条 FlowCache，考虑到它与 LRU 互补。",
    ),
)
def test_a_replace_or_add_with_a_plain_reason_is_still_an_edit(suggestion: str, form: str) -> None:
    (edit,) = edits(read(suggestion, form))
    assert edit.target is not None and edit.target.key == "2.2"


REFUSALS = (
    "不建议为了一篇尚未复现、只有单机实验的论文就在 §2.2 新增条目。",
    "我们并不认为有必要在 §2.2 新增一条 FlowCache。",
    "没有必要在 §2.2 新增 FlowCache。",
    "§2.2 没必要加一行。",
    "不应在 §2.2 新增 FlowCache 条目。",
    "不打算在 §2.2 新增 FlowCache。",
    "§2.2 未必需要新增一条。",
    "§2.2 不一定要新增一条 FlowCache。",
    "§2.2 新增一条 FlowCache 为时尚早。",
    "§2.2 新增 FlowCache 一事暂缓。",
    "§2.2 能否新增一条 FlowCache",
    "§2.2 不用把 FlowCache 补进来。",
    "§2.2 新增一条 FlowCache 的方案已被驳回。",
    "§2.2 补一行 FlowCache 的建议被否决。",
    "§2.2 新增 FlowCache 的提议被否了。",
    "§2.2 登记 FlowCache 一事被拒。",
)


@pytest.mark.parametrize("form", sorted(FORMS))
@pytest.mark.parametrize("suggestion", REFUSALS)
def test_a_refusal_or_postponement_in_unpaired_words_proposes_no_edit_and_is_reported(
    suggestion: str, form: str
) -> None:
    actions = read(suggestion, form)
    assert edits(actions) == []
    (report,) = reported(actions, "2.2")
    assert report.clause in suggestion and report.reason


@pytest.mark.parametrize("form", sorted(FORMS))
@pytest.mark.parametrize(
    "suggestion",
    (
        "§2.2 的 LRU 条目写得很好，新增一条 FlowCache 放 §5.9。",
        "§2.2 的 LRU 条目已足够清楚，FlowCache 新增到 §5.9。",
        "§2.2 的 RadixCache 条目与此无关，在 §5.9 补一条 FlowCache。",
        "§2.2 的前缀复用条目讲的是另一回事，FlowCache 归入 §5.9。",
    ),
)
def test_an_entry_of_a_section_described_is_no_request_to_add_there(
    suggestion: str, form: str
) -> None:
    actions = read(suggestion, form)
    (edit,) = edits(actions)
    assert edit.kind is ActionKind.ADD_ENTRY and edit.target is not None
    assert edit.target.key == "5.9"
    assert [a.kind for a in actions if a.target and a.target.key == "2.2"] in (
        [ActionKind.NOT_UNDERSTOOD],
        [ActionKind.NO_OP],
    )


@pytest.mark.parametrize("form", sorted(FORMS))
@pytest.mark.parametrize(
    "suggestion",
    (
        "§2.2 新增一条 FlowCache，有疑问可回看 §3.4。",
        "§2.2 新增一条 FlowCache，细节参见 §3.4。",
        "§2.2 新增一条 FlowCache，可与 §3.4 对照。",
        "§2.2 新增一条 FlowCache，背景参阅 §3.4。",
    ),
)
def test_a_section_named_as_context_after_a_request_takes_no_edit_from_it(
    suggestion: str, form: str
) -> None:
    (edit,) = edits(read(suggestion, form))
    assert edit.target is not None and edit.target.key == "2.2"


@pytest.mark.parametrize("form", sorted(FORMS))
@pytest.mark.parametrize(
    "suggestion",
    (
        "§七 补登第 73 条引用（已核对 arXiv 号）。",
        "§七 新增一条引用（arXiv 号已核实）。",
        "§七 登记第 73 条引用（来源已查证）。",
        "§七 补一条引用（出处见卡片）。",
    ),
)
def test_a_source_mentioned_in_parentheses_does_not_turn_a_citation_into_a_source(
    suggestion: str, form: str
) -> None:
    (edit,) = edits(read(suggestion, form))
    assert edit.kind is ActionKind.ADD_CITATION


@pytest.mark.parametrize("form", sorted(FORMS))
@pytest.mark.parametrize(
    "suggestion",
    (
        "§2.2 新增一条 FlowCache（作者称提速 30%）。",
        "§2.2 新增一条 FlowCache（论文提到已在两家上线）。",
        "§2.2 新增一条 FlowCache（此前已有人复现过）。",
        "§2.2 新增一条 FlowCache（或许还有 v2）。",
    ),
)
def test_an_aside_in_parentheses_about_the_paper_keeps_the_request(
    suggestion: str, form: str
) -> None:
    (edit,) = edits(read(suggestion, form))
    assert edit.kind is ActionKind.ADD_ENTRY and edit.target is not None
    assert edit.target.key == "2.2"


@pytest.mark.parametrize("form", sorted(FORMS))
@pytest.mark.parametrize(
    ("suggestion", "target"),
    (
        # A position next to the target: the section places the other one.
        ("§2.2 之前的 §2.1 新增一条 FlowCache。", "2.1"),
        ("§2.2 后面的 §2.3 补一条 FlowCache。", "2.3"),
        ("紧跟 §2.2 之后的 §2.3 末尾加一行 FlowCache。", "2.3"),
        ("§2.2 旁边的 §2.3 登记 FlowCache。", "2.3"),
        ("在 §2.1 新增一条 FlowCache，放在 §2.2 以前。", "2.1"),
        # A model or a reference for the edit: the section is not its place.
        ("参照 §2.2 的体例在 §2.1 新增一条 FlowCache。", "2.1"),
        ("类似 §2.2，§2.1 补一条 FlowCache。", "2.1"),
        ("同 §2.2 一样，在 §2.1 加一行 FlowCache。", "2.1"),
        ("按 §2.2 的写法在 §2.3 新增 FlowCache 条目。", "2.3"),
        ("见 §2.2，FlowCache 归入 §2.1。", "2.1"),
        ("与 §2.2 类似地在 §2.3 新增一条 FlowCache。", "2.3"),
        ("仿照 §2.2、§2.3 的格式，在 §2.1 列入 FlowCache。", "2.1"),
        ("see §2.2; add to §2.1: FlowCache", "2.1"),
    ),
)
def test_a_section_named_as_the_neighbour_or_model_of_an_edit_gets_no_edit(
    suggestion: str, target: str, form: str
) -> None:
    actions = read(suggestion, form)
    (edit,) = edits(actions)
    assert edit.kind is ActionKind.ADD_ENTRY and edit.target is not None
    assert edit.target.key == target
    assert all(not a.kind.edits_document for a in actions if a.target and a.target.key == "2.2")


@pytest.mark.parametrize("form", sorted(FORMS))
@pytest.mark.parametrize(
    "suggestion",
    (
        # A reference or a comparison, no form of entries: where the entry goes is not said.
        "参照 §2.2 新增一条 FlowCache。",
        "按 §2.2 的结论新增一条 FlowCache 格式。",
        "FlowCache 放在 §2.2 之后。",
        "在 §2.2 前面插入一条 FlowCache。",
    ),
)
def test_an_edit_whose_only_section_is_its_model_or_neighbour_is_reported(
    suggestion: str, form: str
) -> None:
    actions = read(suggestion, form)
    assert edits(actions) == []
    (report,) = reported(actions, "2.2")
    assert report.clause in suggestion and report.reason


# The section's own entries are the form of the new one, and nothing else names a place:
# that section is the place.
FORM_MODEL_IS_THE_PLACE = (
    "仿照 §2.2 的体例补一条 FlowCache。",
    "按 §2.2 现有格式新增一条 FlowCache。",
    "照 §2.2 的样子添一条 FlowCache。",
    "照着 §2.2 的样式补一行 FlowCache。",
    "仿照 §2.2 已有条目格式在该节新增 FlowCache。",
    "依照 §2.2 已有两条的写法登记 FlowCache。",
    "同 §2.2 的格式补录 FlowCache。",
)


@pytest.mark.parametrize("form", sorted(FORMS))
@pytest.mark.parametrize("suggestion", FORM_MODEL_IS_THE_PLACE)
def test_a_form_model_that_is_the_only_section_is_the_place_of_the_edit(
    suggestion: str, form: str
) -> None:
    actions = read(suggestion, form)
    (edit,) = edits(actions)
    assert edit.kind is ActionKind.ADD_ENTRY and edit.target is not None
    assert edit.target.key == "2.2"
    assert not [a for a in actions if a.kind is ActionKind.NOT_UNDERSTOOD]


@pytest.mark.parametrize("form", sorted(FORMS))
@pytest.mark.parametrize(
    "suggestion",
    (
        "按 §2.2 现有格式新增一条 FlowCache，放 §2.3。",
        "照 §2.2 的样子补一条 FlowCache；FlowCache 归入 §2.3。",
        "仿照 §2.2 的体例新增 FlowCache 条目，落在 §2.3 末尾。",
        "依照 §2.2 已有两条的写法登记 FlowCache。§2.3 末尾新增一条 FlowCache。",
    ),
)
def test_a_form_model_beside_another_place_stays_untouched(suggestion: str, form: str) -> None:
    actions = read(suggestion, form)
    (edit,) = edits(actions)
    assert edit.kind is ActionKind.ADD_ENTRY and edit.target is not None
    assert edit.target.key == "2.3"
    assert all(not a.kind.edits_document for a in actions if a.target and a.target.key == "2.2")


@pytest.mark.parametrize("form", sorted(FORMS))
@pytest.mark.parametrize(
    "suggestion",
    (
        "体例同 §2.2 已有两条，在 §2.2 新增 FlowCache。",
        "格式同 §2.2 现有条目，§2.2 末尾补一条 FlowCache。",
        "写法同 §2.2 前两条；FlowCache 列入 §2.2。",
        "体例同 §2.2 那几条，§2.2 补录 FlowCache。",
    ),
)
def test_a_form_remark_on_the_place_of_the_edit_asks_nothing_more(
    suggestion: str, form: str
) -> None:
    actions = read(suggestion, form)
    (edit,) = edits(actions)
    assert edit.target is not None and edit.target.key == "2.2"
    assert not [a for a in actions if a.kind is ActionKind.NOT_UNDERSTOOD]


@pytest.mark.parametrize("form", sorted(FORMS))
@pytest.mark.parametrize(
    "suggestion",
    (
        "体例同 §2.2 已有两条，在 §2.1 新增 FlowCache。",
        "格式同 §2.2 现有几条；§2.3 末尾补一条 FlowCache。",
        "写法同 §2.2 前两条，FlowCache 列入 §2.1。",
        "体例同 §2.2。",
    ),
)
def test_a_form_remark_on_another_section_is_reported_and_edits_it_not(
    suggestion: str, form: str
) -> None:
    actions = read(suggestion, form)
    assert all(not a.kind.edits_document for a in actions if a.target and a.target.key == "2.2")
    (report,) = reported(actions, "2.2")
    assert report.clause in suggestion and "form" in report.reason


CONDITIONS_MORE = (
    "除非 E2 否定，§2.2 新增一条 FlowCache。",
    "§2.2 新增一条 FlowCache，除非 E2 复现失败。",
    "除非作者撤稿，否则在 §2.2 补一行 FlowCache。",
    "视 E2 结果而定，§2.2 新增一条 FlowCache。",
    "§2.2 登记 FlowCache，视复现情况而定。",
    "等 E2 出结果再在 §2.2 新增一条 FlowCache。",
    "作者放出代码后再在 §2.2 补一条 FlowCache。",
    "要是 E2 复现了，§2.2 加一行 FlowCache。",
    "只要 E2 复现通过，就在 §2.2 新增一条 FlowCache。",
    "只有 E2 复现成功才在 §2.2 新增 FlowCache。",
    "§2.2 是否新增 FlowCache 取决于 E2。",
    "若 E2 复现，§2.2 补一条 FlowCache。",
    "add to §2.2 unless E2 fails: FlowCache",
    "§2.2 新增一条 FlowCache，E2 之后再定。",
    "if E2 reproduces it, add to §2.2: FlowCache",
)


@pytest.mark.parametrize("form", sorted(FORMS))
@pytest.mark.parametrize("suggestion", CONDITIONS_MORE)
def test_a_request_under_an_unless_or_depending_condition_is_reported(
    suggestion: str, form: str
) -> None:
    actions = read(suggestion, form)
    assert edits(actions) == []
    (report,) = reported(actions, "2.2")
    assert report.clause in suggestion and "conditional" in report.reason


@pytest.mark.parametrize("form", sorted(FORMS))
@pytest.mark.parametrize(
    ("suggestion", "targets"),
    (
        ("§2.2 新增一条 FlowCache，然后再在 §2.3 补一行。", ["2.2", "2.3"]),
        ("先在 §2.2 补一条 FlowCache，最后再在 §2.3 加一行。", ["2.2", "2.3"]),
        ("§2.2 只要补一行 FlowCache。", ["2.2"]),
        ("只要加一行 FlowCache 到 §2.2。", ["2.2"]),
        ("§2.2 新增一条 FlowCache（如 LRU 条目那样分三档）。", ["2.2"]),
        ("§2.2 新增一条 FlowCache，其余以后再说。", ["2.2"]),
        ("§2.2 补一条 FlowCache，其他的下轮再议。", ["2.2"]),
        ("在 §2.2 下面加一条 FlowCache。", ["2.2"]),
        ("§2.2 下方新增一条 FlowCache。", ["2.2"]),
        ("E2 意见 §2.2 新增一条 FlowCache。", ["2.2"]),
        ("由此可见 §2.2 应新增一条 FlowCache。", ["2.2"]),
    ),
)
def test_sequence_only_and_under_words_are_no_condition_or_neighbour(
    suggestion: str, targets: list[str], form: str
) -> None:
    found = edits(read(suggestion, form))
    assert sorted(a.target.key for a in found if a.target) == targets


@pytest.mark.parametrize("form", sorted(FORMS))
@pytest.mark.parametrize(
    "suggestion",
    (
        "不是在 §2.1 而是在 §2.2 新增一条 FlowCache。",
        "不在 §2.1，而在 §2.2 新增一条 FlowCache。",
        "与其放 §2.1，不如在 §2.2 新增一条 FlowCache。",
        "§2.2 新增一条 FlowCache 而非 §2.1。",
        "§2.2 而不是 §2.1 新增一条 FlowCache。",
        "FlowCache 归入 §2.2，并非 §2.1。",
        "add to §2.2 rather than §2.1: FlowCache",
        "add to §2.2, not to §2.1: FlowCache",
    ),
)
def test_the_place_a_request_rejects_is_kept_not_edited(suggestion: str, form: str) -> None:
    actions = read(suggestion, form)
    (edit,) = edits(actions)
    assert edit.kind is ActionKind.ADD_ENTRY and edit.target is not None
    assert edit.target.key == "2.2"
    assert [a.kind for a in actions if a.target and a.target.key == "2.1"] == [
        ActionKind.CONSTRAINT
    ]


@pytest.mark.parametrize("form", sorted(FORMS))
@pytest.mark.parametrize(
    ("suggestion", "target"),
    (
        ("§2.3 新增一条 FlowCache，位置在 §2.2 之后。", "2.3"),
        ("§2.3 新增一条 FlowCache，紧挨 §2.2 后面。", "2.3"),
        ("§2.1 补一条 FlowCache，排在 §2.2 前面。", "2.1"),
        ("§2.3 新增一条 FlowCache，参照 §2.2。", "2.3"),
        ("§2.3 登记 FlowCache，写法仿照 §2.2。", "2.3"),
    ),
)
def test_a_neighbour_or_model_named_after_a_request_takes_no_verb_from_it(
    suggestion: str, target: str, form: str
) -> None:
    actions = read(suggestion, form)
    (edit,) = edits(actions)
    assert edit.target is not None and edit.target.key == target
    assert all(not a.kind.edits_document for a in actions if a.target and a.target.key == "2.2")


@pytest.mark.parametrize("form", sorted(FORMS))
@pytest.mark.parametrize(
    ("suggestion", "section"),
    (
        ("§6.1 要不要新增一条开放问题？", "6.1"),
        ("§2.2 该不该加一行 FlowCache？", "2.2"),
        ("§2.2 需不需要补一条 FlowCache", "2.2"),
        ("FlowCache 要不要归入 §2.2？", "2.2"),
        ("§2.2 可不可以新增 FlowCache 条目", "2.2"),
    ),
)
def test_an_a_not_a_question_is_reported_never_read_as_a_keep_or_an_edit(
    suggestion: str, section: str, form: str
) -> None:
    actions = read(suggestion, form)
    assert edits(actions) == []
    assert not [a for a in actions if a.kind is ActionKind.CONSTRAINT]
    (report,) = reported(actions, section)
    assert "question" in report.reason


@pytest.mark.parametrize("form", sorted(FORMS))
@pytest.mark.parametrize(
    "question",
    (
        "§6.1 要不要再加一条问题？",
        "要不要同步新增 §6.1 的问题待定",
        "§6.1 需不需要新增问题，请 E2 定",
        "§6.1 该不该加问题？",
    ),
)
def test_an_a_not_a_question_beside_a_request_does_not_veto_it(question: str, form: str) -> None:
    (edit,) = edits(read(f"§2.2 新增一条 FlowCache；{question}", form))
    assert edit.target is not None and edit.target.key == "2.2"


@pytest.mark.parametrize("form", sorted(FORMS))
@pytest.mark.parametrize(
    "refusal",
    (
        "§2.3 则不必",
        "但 §2.3 就算了",
        "§2.3 没必要",
        "§2.3 那边不用管",
        "不用在 §2.3 重复",
        "§2.3 可以省略",
        "§2.3 免了",
    ),
)
def test_a_section_refused_after_a_request_takes_no_verb_from_it(refusal: str, form: str) -> None:
    actions = read(f"§2.2 新增一条 FlowCache，{refusal}。", form)
    (edit,) = edits(actions)
    assert edit.target is not None and edit.target.key == "2.2"
    assert [a.kind for a in actions if a.target and a.target.key == "2.3"] == [
        ActionKind.CONSTRAINT
    ]


@pytest.mark.parametrize("form", sorted(FORMS))
@pytest.mark.parametrize(
    ("suggestion", "preferred"),
    (
        ("§2.2 和 §2.3 只挑一处新增 FlowCache，优先 §2.3。", "2.3"),
        ("§2.2、§2.3 二选一新增 FlowCache。", "2.2"),
        ("§2.2 和 §2.3 择一补一条 FlowCache，推荐 §2.3。", "2.3"),
        ("add to either §2.2 or §2.3: FlowCache", "2.2"),
        ("§2.2、§2.3 任选一处登记 FlowCache。", "2.2"),
    ),
)
def test_sections_of_a_pick_one_clause_are_options_of_one_edit(
    suggestion: str, preferred: str, form: str
) -> None:
    actions = read(suggestion, form)
    (recommended,) = [a for a in edits(actions) if a.recommended]
    assert recommended.target is not None and recommended.target.key == preferred
    assert len(edits(actions)) == 2


ENGLISH_NOT_NOW = (
    "next round: add to §2.2: FlowCache",
    "maybe add to §2.2: FlowCache",
    "should we add to §2.2: FlowCache?",
    "the author suggests to add to §2.2",
    "add to §2.2 later, after E2 checks",
    "add to §2.2 after E2 confirms: FlowCache",
    "FlowCache was already added to §2.2",
)


@pytest.mark.parametrize("form", sorted(FORMS))
@pytest.mark.parametrize("suggestion", ENGLISH_NOT_NOW)
def test_a_request_in_english_that_asks_nothing_now_is_reported(suggestion: str, form: str) -> None:
    actions = read(suggestion, form)
    assert edits(actions) == []
    (report,) = reported(actions, "2.2")
    assert report.clause in suggestion and report.reason


@pytest.mark.parametrize("form", sorted(FORMS))
@pytest.mark.parametrize(
    "suggestion",
    (
        "do not add to §2.2: FlowCache",
        "no need to add to §2.2",
        "don't touch §2.2",
        "never add to §2.2.",
    ),
)
def test_an_english_refusal_keeps_the_section(suggestion: str, form: str) -> None:
    brief = FORMS[form](suggestion, "§2.2 新增 FlowCache 条目（条目 1）。")
    actions = plan(parse_brief(brief))
    assert edits(actions) == []
    assert any(
        a.kind is ActionKind.CONSTRAINT and a.target and a.target.key == "2.2" for a in actions
    )
    assert any(a.kind is ActionKind.ADD_ENTRY and a.forbidden_by for a in actions)


@pytest.mark.parametrize("form", sorted(FORMS))
@pytest.mark.parametrize(
    "relation",
    (
        "§2.2 末尾应新增一条 FlowCache，除非 E2 否定。",
        "如果 E2 复现，§2.2 应新增一条 FlowCache。",
        "§2.2 或许应新增一条 FlowCache。",
        "视 E2 结果而定，§2.2 应补一条 FlowCache。",
    ),
)
def test_a_conditional_request_in_a_reasoning_read_as_the_suggestion_is_reported(
    relation: str, form: str
) -> None:
    actions = plan(parse_brief(FORMS[form]("同上。", "", relation)))
    assert edits(actions) == []
    (report,) = reported(actions, "2.2")
    assert report.reason


@pytest.mark.parametrize("form", sorted(FORMS))
@pytest.mark.parametrize(
    "relation",
    (
        "已在 §2.1 新增过 LRU 条目；§2.2 末尾应新增一条 FlowCache。",
        "作者建议在 §2.1 的方法上新增一层；§2.2 末尾应新增一条 FlowCache。",
        "§2.1 是否需要补充还不清楚；§2.2 末尾应新增一条 FlowCache。",
        "§2.1 已有同类条目；§2.2 末尾应新增一条 FlowCache。",
    ),
)
def test_past_work_or_others_words_in_a_reasoning_stay_context(relation: str, form: str) -> None:
    actions = plan(parse_brief(FORMS[form]("同上。", "", relation)))
    (edit,) = edits(actions)
    assert edit.target is not None and edit.target.key == "2.2"
    assert not [a for a in actions if a.kind is ActionKind.NOT_UNDERSTOOD]


@pytest.mark.parametrize("form", sorted(FORMS))
@pytest.mark.parametrize(
    "suggestion",
    (
        "§2.2 新增一条 FlowCache，与 §3.2 的换出条目互相指引。",
        "§2.2 新增一条 FlowCache，§3.2 的换出条目指向它。",
        "§2.2 新增一条 FlowCache；§3.2 的抢占条目与它互相引用。",
        "§2.2 新增一条 FlowCache，和 §3.2 的换出条目双向链接。",
        "§2.2 新增一条 FlowCache，与 §3.2 互相挂链。",
        "§2.2 新增一条 FlowCache，并和 §3.2 相互挂链。",
        "§2.2 新增一条 FlowCache，同 §3.2 互链。",
    ),
)
def test_an_existing_entry_asked_to_point_at_the_new_one_is_no_new_entry(
    suggestion: str, form: str
) -> None:
    actions = read(suggestion, form)
    (edit,) = edits(actions)
    assert edit.target is not None and edit.target.key == "2.2"
    (report,) = reported(actions, "3.2")
    assert report.clause in suggestion


@pytest.mark.parametrize("form", sorted(FORMS))
@pytest.mark.parametrize(
    "suggestion",
    (
        '§2.2 不是 LRU 条目而是 APC 那条末尾补一句"按会话加权"。',
        '§2.2 APC 那条而非 LRU 条目末尾补一句"按会话加权"。',
        '§2.2 并非 LRU 条目，而是 APC 条目末尾补一句"按会话加权"。',
        '§2.2 不在 LRU 条目而在 APC 条目末尾补一句"按会话加权"。',
    ),
)
def test_an_append_goes_to_the_entry_chosen_not_the_one_rejected(
    suggestion: str, form: str
) -> None:
    actions = read(suggestion, form)
    assert all(a.anchor != "LRU" for a in edits(actions))
    assert [a.anchor for a in edits(actions)] in (["APC"], [])


@pytest.mark.parametrize("form", sorted(FORMS))
@pytest.mark.parametrize(
    "suggestion",
    (
        "FlowCache 放 §2.3 最合适；放 §2.2 也说得通，但不推荐。",
        "§2.3 新增 FlowCache。之前有人提议放 §2.2，我不同意。",
        "§2.3 新增一条 FlowCache；§2.2 也想加一条，但证据不足。",
        "§2.3 新增 FlowCache，不推荐放 §2.2。",
        "不推荐把 FlowCache 放进 §2.2，§2.3 新增即可。",
        "§2.3 新增一条 FlowCache；§2.2 补一行也可以，不过没必要。",
    ),
)
def test_a_request_turned_down_in_its_own_sentence_is_reported(suggestion: str, form: str) -> None:
    actions = read(suggestion, form)
    (edit,) = edits(actions)
    assert edit.target is not None and edit.target.key == "2.3"
    assert not [a for a in actions if a.target and a.target.key == "2.2" and a.kind.edits_document]


@pytest.mark.parametrize("form", sorted(FORMS))
@pytest.mark.parametrize(
    "suggestion",
    (
        "§2.2 新增一条 FlowCache；这轮先不收。",
        "§2.2 补一行 FlowCache；暂且搁置。",
        "§2.2 加一条 FlowCache；还是算了吧。",
        "§2.2 add a FlowCache entry; skip it for now.",
        "§2.2 新增 FlowCache 条目；§七 登记一条引用；下轮再说。",
    ),
)
def test_a_take_back_standing_alone_after_the_request_takes_it_back(
    suggestion: str, form: str
) -> None:
    actions = read(suggestion, form)
    assert edits(actions) == []
    (report,) = reported(actions, "2.2")
    assert "refusal" in report.reason


@pytest.mark.parametrize("form", sorted(FORMS))
@pytest.mark.parametrize(
    "suggestion",
    (
        "§2.2 新增一条 FlowCache；§3.1 不动。",
        "§2.2 新增一条 FlowCache；其余条目照旧。",
        "§2.3 暂缓；§2.2 新增一条 FlowCache。",
        "§2.2 新增一条 FlowCache；E2 已复核。",
        # A quoted value kept beside the request keeps that value, not the request.
        '§2.2 新增一条 FlowCache；"LRU 驱逐" 不动。',
        "§2.2 新增一条 FlowCache；「APC」那条先不改。",
    ),
)
def test_a_keep_or_take_back_of_something_else_beside_the_request_leaves_it(
    suggestion: str, form: str
) -> None:
    (edit,) = edits(read(suggestion, form))
    assert edit.target is not None and edit.target.key == "2.2"


def read_with_closing(closing: str, form: str) -> list[Action]:
    return plan(parse_brief(FORMS[form]("§2.2 新增一条 FlowCache。", closing)))


@pytest.mark.parametrize("form", sorted(FORMS))
@pytest.mark.parametrize(
    "closing",
    (
        "§2.2 FlowCache（条目 1）暂不做，等 E2。",
        "条目 1 的 §2.2 新增，下轮再说。",
        "§2.2（条目 1）：不做了。",
        "条目 1 作废。",
        "§2.3 新增 FlowCache（条目 1），取代 §2.2 的建议。",
        "如果 E2 复现，再在 §2.2 新增 FlowCache（条目 1）。",
    ),
)
def test_the_closing_list_withholding_an_items_edit_has_the_last_word(
    closing: str, form: str
) -> None:
    assert [a for a in edits(read_with_closing(closing, form)) if a.target.key == "2.2"] == []


@pytest.mark.parametrize("form", sorted(FORMS))
@pytest.mark.parametrize(
    "closing",
    (
        "条目 1 改放 §2.3。",
        "条目 1 改归入 §2.3。",
        "FlowCache（条目 1）改列入 §2.3。",
        "§2.3 改放 FlowCache（条目 1）。",
    ),
)
def test_the_closing_list_moving_an_items_entry_elsewhere_has_the_last_word(
    closing: str, form: str
) -> None:
    (edit,) = edits(read_with_closing(closing, form))
    assert edit.target is not None and edit.target.key == "2.3"


@pytest.mark.parametrize("form", sorted(FORMS))
@pytest.mark.parametrize(
    "closing",
    (
        "§2.2 新增 FlowCache（条目 1）。",
        "§2.2 FlowCache（条目 1）。",
        "条目 1：§2.2 新增；§3.3 不动。",
        "§2.2 新增 FlowCache（条目 1），v3 已撤回部分数字，照常入档。",
    ),
)
def test_the_closing_list_repeating_an_items_edit_keeps_it(closing: str, form: str) -> None:
    (edit,) = edits(read_with_closing(closing, form))
    assert edit.target is not None and edit.target.key == "2.2"


@pytest.mark.parametrize("form", sorted(FORMS))
@pytest.mark.parametrize(
    "suggestion",
    (
        "§2.2 新增一条 FlowCache；如果 E2 复现，§2.2 再补一行基准数字。",
        "§2.2 新增一条 FlowCache，下轮再在 §2.2 补一句对比。",
        "§2.2 新增一条 FlowCache；§2.2 或许还可以补一行 LRU 对照。",
        "§2.2 新增一条 FlowCache；待 E2 确认后 §2.2 再加一行数字。",
    ),
)
def test_a_withheld_request_beside_an_edit_of_the_same_section_is_still_reported(
    suggestion: str, form: str
) -> None:
    actions = read(suggestion, form)
    (edit,) = edits(actions)
    assert edit.target is not None and edit.target.key == "2.2"
    (report,) = reported(actions, "2.2")
    assert report.reason


@pytest.mark.parametrize("form", sorted(FORMS))
@pytest.mark.parametrize(
    "closing",
    (
        "按 §2.2 现有格式新增 FlowCache（条目 1）。",
        "照 §2.2 的样子补一条 FlowCache（条目 1）。",
        "条目 1：仿照 §2.2 的体例登记 FlowCache。",
        "FlowCache（条目 1）依照 §2.2 已有两条的写法列入。",
    ),
)
def test_a_form_model_in_the_closing_list_leaves_the_items_place_alone(
    closing: str, form: str
) -> None:
    actions = plan(parse_brief(FORMS[form]("§2.3 新增一条 FlowCache。", closing)))
    (edit,) = edits(actions)
    assert edit.target is not None and edit.target.key == "2.3"
    assert all(not a.kind.edits_document for a in actions if a.target and a.target.key == "2.2")


@pytest.mark.parametrize("form", sorted(FORMS))
@pytest.mark.parametrize(
    "suggestion",
    (
        "如果 E2 复现，按 §2.2 现有格式新增一条 FlowCache。",
        "是否照 §2.2 的样子补一条 FlowCache？",
        "下轮再仿照 §2.2 的体例补一条 FlowCache。",
        "照 §2.2 的样子或许可以补一条 FlowCache。",
    ),
)
def test_a_form_model_under_a_condition_or_question_is_withheld(suggestion: str, form: str) -> None:
    actions = read(suggestion, form)
    assert edits(actions) == []
    (report,) = reported(actions, "2.2")
    assert report.clause in suggestion


@pytest.mark.parametrize("form", sorted(FORMS))
@pytest.mark.parametrize(
    "suggestion",
    (
        "§2.2 新增一条 FlowCache（写在 edge 活文档里）。",
        "§2.2 补一行 FlowCache（记到 hardware 活文档中）。",
        "§2.2 登记 FlowCache（放进 evaluation 文档）。",
        "Add FlowCache to §2.2 of the edge KB.",
        "Add FlowCache to §2.2 in the hardware living doc.",
        "§2.2: add FlowCache (into the evaluation guide).",
    ),
)
def test_a_section_of_another_document_named_after_it_is_handed_over_not_edited_here(
    suggestion: str, form: str
) -> None:
    actions = read(suggestion, form)
    assert edits(actions) == []
    (handed,) = [a for a in actions if a.kind is ActionKind.OFF_DOCUMENT]
    assert "another document" in handed.reason


@pytest.mark.parametrize("form", sorted(FORMS))
@pytest.mark.parametrize(
    "suggestion",
    (
        "§2.2 新增一条 FlowCache（写在本文档里）。",
        "§2.2 补一行 FlowCache，写入活文档。",
        "Add FlowCache to §2.2 of the serving KB.",
        "§2.2 新增一条 FlowCache（写在 serving 活文档里）。",
    ),
)
def test_this_document_named_after_a_section_keeps_the_edit_here(
    suggestion: str, form: str
) -> None:
    (edit,) = edits(read(suggestion, form))
    assert edit.kind is ActionKind.ADD_ENTRY and edit.target is not None
    assert edit.target.key == "2.2"


@pytest.mark.parametrize("form", sorted(FORMS))
@pytest.mark.parametrize(
    ("suggestion", "section"),
    (
        ("§七 第 73 条登记 arXiv:2612.00999〔§2.2〕。", "7"),
        ("§2.2 新增一条 FlowCache；§七 登记 arXiv:2612.00999。", "7"),
        ("§七 新增一条引用 arXiv:2612.00999。", "7"),
        ("§2.2 新增一条 FlowCache 并注明 arXiv:2612.00999。", "2.2"),
    ),
)
def test_an_add_asking_another_paper_than_the_item_s_is_reported_not_written_with_its_words(
    suggestion: str, section: str, form: str
) -> None:
    actions = read(suggestion, form)
    (report,) = reported(actions, section)
    assert "2612.00999" in report.reason and "2612.00101" in report.reason
    assert not [a for a in edits(actions) if a.target and a.target.key == section]


@pytest.mark.parametrize("form", sorted(FORMS))
@pytest.mark.parametrize(
    "suggestion",
    (
        "§七 登记 arXiv:2612.00101〔§2.2〕。",
        "§七 第 73 条登记 arXiv:2612.00101。",
        "§2.2 新增一条 FlowCache（对照 arXiv:2501.00001 的做法）。",
        "§2.2 新增一条 FlowCache，arXiv:2612.00101。",
    ),
)
def test_an_add_asking_the_item_s_own_paper_is_made(suggestion: str, form: str) -> None:
    (edit,) = edits(read(suggestion, form))
    assert edit.kind in (ActionKind.ADD_CITATION, ActionKind.ADD_ENTRY)
    assert "2612.00101" in edit.source_ids
