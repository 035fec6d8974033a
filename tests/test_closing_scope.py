"""A closing list that says which items or sections this round holds ("only these", "the rest
not", "all but this one"), or puts an item off to a later round, is obeyed: what it leaves out
is never proposed, and what it names still is. Each phrasing is our own, in the E1 format."""

from __future__ import annotations

import pytest

from kbpatch.models import Action, ActionKind
from kbpatch.parse import parse_brief
from kbpatch.reading import plan

from .test_brief_has_the_last_word import PLAIN, read, sections_edited, three_items

# Item 1 → §2.2 (FlowCache), item 2 → §4.1 (SpecTune), item 3 → §3.2 (GateKV).
ALL = {"2.2", "4.1", "3.2"}


@pytest.mark.parametrize(
    "closing",
    (
        ("本轮只落两处：§2.2（FlowCache）、§4.1（SpecTune）。",),
        ("今天动笔的仅有条目 1 和条目 2。",),
        ("落笔范围：条目 1-2。",),
        ("仅条目 1、2 入档。",),
        ("只做条目一、二。",),
        ("只有 FlowCache 与 SpecTune 两条收录。",),
        ("本轮挂载点仅限 §2.2、§4.1。",),
        ("这轮只改 §2.2 和 §4.1，其余不动。",),
        ("条目 1、2 照建议落笔；剩余条目本轮不落。",),
        ("§2.2 新增 FlowCache（条目 1）。", "§4.1 新增 SpecTune（条目 2）。", "其余一律不落笔。"),
        ("条目 1、2 照建议落笔。", "其余条目一律不落笔。"),
        ("照原建议处理条目 1 与条目 2，其他的留到下一轮。",),
        ("Only items 1 and 2 this round.",),
    ),
)
def test_a_closing_line_limiting_the_round_leaves_the_rest_unproposed(
    closing: tuple[str, ...],
) -> None:
    actions = read(PLAIN, closing)
    assert sections_edited(actions) == {"2.2", "4.1"}
    (left_out,) = [a for a in actions if a.kind is ActionKind.ADD_ENTRY and a.forbidden_by]
    assert left_out.item_key == "条目 3" and left_out.target and left_out.target.key == "3.2"


@pytest.mark.parametrize(
    "closing",
    (
        "除 §3.2 外均照建议落笔。",
        "条目 3 以外都照建议落笔。",
        "除了条目 3 以外，照建议落笔。",
        "照建议落笔，GateKV 除外。",
        "其余照办，条目 3 除外。",
    ),
)
def test_a_closing_line_excepting_an_item_or_section_withholds_only_that_one(closing: str) -> None:
    assert sections_edited(read(PLAIN, (closing,))) == {"2.2", "4.1"}


@pytest.mark.parametrize(
    "closing",
    (
        "除 §2.2、§4.1 外一律不动。",
        "§2.2、§4.1 以外都不改。",
        "只改 §2.2 和 §4.1，其余一概不碰。",
        "除了 §2.2 与 §4.1 之外，保持原样。",
        "Everything except §2.2 and §4.1 stays as it is.",
        "Nothing outside §2.2 and §4.1 this round.",
        "Only touch §2.2 and §4.1 tonight.",
        "条目 1、2 以外本轮不落笔。",
    ),
)
def test_a_closing_line_keeping_all_but_its_exception_limits_the_round_to_the_exception(
    closing: str,
) -> None:
    actions = read(PLAIN, (closing,))
    assert sections_edited(actions) == {"2.2", "4.1"}
    (kept,) = [a for a in actions if a.kind is ActionKind.ADD_ENTRY and a.forbidden_by]
    assert kept.target and kept.target.key == "3.2"


@pytest.mark.parametrize(
    "closing",
    (
        # A limit after an item's tag limits that item, not the round.
        "条目 1 只做 §2.2。",
        # Names and words kbpatch does not read as a scope: the sentence is read as before.
        "只有条目 1、2 有作者代码。",
        "其余条目的证据都来自作者自测。",
        "仅 §2.2 一处需要多看一眼。",
    ),
)
def test_a_closing_line_with_other_words_is_not_read_as_the_round_s_scope(closing: str) -> None:
    assert sections_edited(read(PLAIN, (closing,))) == ALL


def test_the_rest_with_nothing_named_before_limits_nothing() -> None:
    # `其余不动` with no item or section named before it: there is no "rest" to tell apart.
    assert sections_edited(read(PLAIN, ("其余条目不落笔。",))) == ALL


@pytest.mark.parametrize(
    "words",
    (
        "留待下轮",
        "下轮再说",
        "挂起",
        "推迟到 12-14 那批",
        "延后",
        "押后",
        "缓一缓",
        "待定",
        "下次再落",
        "放到下一批",
        "先不急",
        "往后放",
        "另议",
        "本轮不落",
        "—— 否",
        "：✗",
        "next round",
        "on hold",
        "— postponed",
    ),
)
def test_an_item_put_off_to_a_later_round_by_its_tag_is_withdrawn(words: str) -> None:
    actions = read(PLAIN, ("照建议落笔。", f"条目 3 {words}。"))
    assert sections_edited(actions) == {"2.2", "4.1"}


@pytest.mark.parametrize(
    "closing",
    (
        "条目 3 等 E2 复现后再落。",
        "条目 3 视条目 1 的上线效果再定。",
        "条目 3 的落笔以条目 2 被采纳为前提。",
        "条目 3 待作者放出代码后再补。",
        "先落条目 1、2；条目 3 取决于 E2 的复核。",
    ),
)
def test_an_item_the_closing_list_holds_back_until_a_condition_is_reported_not_proposed(
    closing: str,
) -> None:
    actions = read(PLAIN, (closing,))
    assert sections_edited(actions) == {"2.2", "4.1"}
    held = [a for a in actions if a.item_key == "条目 3" and a.kind is ActionKind.NOT_UNDERSTOOD]
    assert any(a.target and a.target.key == "3.2" for a in held)
    assert any("condition" in a.reason for a in held)


@pytest.mark.parametrize(
    "suggestion",
    (
        "（如落笔）§3.2 新增一条 GateKV。",
        "§3.2 新增一条 GateKV（视 E2 意见）。",
        "（若本轮收录）§3.2 新增一条 GateKV。",
        "§3.2 新增一条 GateKV（要是复现得出来）。",
        "§3.2 新增一条 GateKV（取决于 E2 的复核）。",
    ),
)
def test_a_suggestion_under_a_condition_in_an_aside_is_reported_not_proposed(
    suggestion: str,
) -> None:
    actions = read((PLAIN[0], PLAIN[1], suggestion))
    assert sections_edited(actions) == {"2.2", "4.1"}
    (report,) = [a for a in actions if a.kind is ActionKind.NOT_UNDERSTOOD]
    assert report.target is not None and report.target.key == "3.2"


@pytest.mark.parametrize(
    "suggestion",
    (
        "§3.2 新增一条 GateKV（如 §3.1 的写法）。",
        "§3.2 新增一条 GateKV（如下）。",
        "§3.2 新增一条 GateKV（视作 KV 换出的一种）。",
    ),
)
def test_an_aside_that_only_compares_or_points_holds_no_condition(suggestion: str) -> None:
    assert sections_edited(read((PLAIN[0], PLAIN[1], suggestion))) == ALL


@pytest.mark.parametrize(
    "closing",
    (
        "这轮只登引用，正文不动。",
        "正文一律不动。",
        "三条都不写正文，引用另议。",
        "正文本轮不改。",
        "本轮正文都不落笔。",
    ),
)
def test_a_closing_line_keeping_the_body_forbids_every_entry_of_the_items(closing: str) -> None:
    actions = read(PLAIN, (closing,))
    assert not sections_edited(actions) & ALL
    kept = [a for a in actions if a.kind is ActionKind.ADD_ENTRY and a.forbidden_by]
    assert {a.item_key for a in kept} == {"条目 1", "条目 2", "条目 3"}


def citations_of(actions: list[Action]) -> dict[str, tuple[str, ...]]:
    return {
        a.item_key: a.source_ids
        for a in actions
        if a.kind is ActionKind.ADD_CITATION and not a.forbidden_by
    }


@pytest.mark.parametrize(
    "closing",
    (
        "这轮只在 §七 登记引用，正文不动。",
        "三条都只补登引用，不写正文。",
        "本轮仅做引用登记，正文一概不动。",
        "只登引用，正文本轮不改。",
        "引用列表照常补登引用，正文都不落笔。",
    ),
)
def test_the_citation_a_body_keep_s_own_line_asks_is_each_kept_item_s(closing: str) -> None:
    # The line names no item: every item whose entry it keeps out gets its citation instead.
    actions = read(PLAIN, (closing,))
    assert not sections_edited(actions) & ALL
    assert citations_of(actions) == {
        "条目 1": ("2612.00101",),
        "条目 2": ("2612.00102",),
        "条目 3": ("2612.00103",),
    }
    assert not [a for a in actions if a.kind in (ActionKind.NOT_UNDERSTOOD, ActionKind.NO_CONTENT)]


@pytest.mark.parametrize(
    "closing",
    (
        "条目 2 只登引用，正文不写。",
        "条目 2：只在 §七 登记引用，不进正文。",
        "SpecTune（条目 2）只补登引用，正文不动。",
        "条目 2 仅补记引用，正文本轮不落笔。",
    ),
)
def test_an_item_sent_only_to_the_citations_keeps_its_entry_out_and_gets_its_citation(
    closing: str,
) -> None:
    actions = read(PLAIN, (closing,))
    assert sections_edited(actions) & ALL == {"2.2", "3.2"}
    (kept,) = [a for a in actions if a.kind is ActionKind.ADD_ENTRY and a.forbidden_by]
    assert kept.item_key == "条目 2"
    assert citations_of(actions) == {"条目 2": ("2612.00102",)}
    assert not [a for a in actions if a.kind is ActionKind.NOT_UNDERSTOOD]


def test_an_item_s_own_citation_stands_beside_the_ones_a_body_keep_spreads() -> None:
    own = "§4.1 新增一条 SpecTune；§七 补登一条引用。"
    actions = read((PLAIN[0], own, PLAIN[2]), ("本轮只做 §七 引用登记，正文不动。",))
    assert not sections_edited(actions) & ALL
    assert set(citations_of(actions)) == {"条目 1", "条目 2", "条目 3"}
    assert len([a for a in actions if a.kind is ActionKind.ADD_CITATION]) == 3


@pytest.mark.parametrize(
    "closing",
    (
        "§2.2 正文不动，只在末尾补一句。",  # a section named: its own keep, read as before
        "条目 3 的正文不动。",  # an item named: not the whole body
        "正文写法同 §2.2 已有条目。",
    ),
)
def test_body_words_with_a_section_an_item_or_no_keep_do_not_keep_the_whole_body(
    closing: str,
) -> None:
    assert sections_edited(read(PLAIN, (closing,))) & {"4.1"} == {"4.1"}


TWO_EDITS = '§2.2 新增一条 FlowCache；§6.1 第 3 问补一句"（线索：FlowCache）"。'


@pytest.mark.parametrize(
    "closing",
    (
        "条目 1 只做 §6.1 那一半。",
        "条目 1 仅落 §6.1。",
        "条目 1 只保留 §6.1 那一处。",
        "条目 1 只动 §6.1。",
    ),
)
def test_a_closing_line_keeping_one_section_of_an_item_s_suggestion_keeps_out_the_other(
    closing: str,
) -> None:
    actions = read((TWO_EDITS, PLAIN[1], PLAIN[2]), (closing,))
    assert sections_edited(actions) == {"6.1", "4.1", "3.2"}


@pytest.mark.parametrize(
    "closing",
    ("条目 1 只取后半。", "条目 1 只做前半部分。", "条目 1 只做第二个动作。", "条目 1 仅取一半。"),
)
def test_a_closing_line_keeping_an_unnamed_part_of_an_item_s_suggestion_withholds_it(
    closing: str,
) -> None:
    actions = read((TWO_EDITS, PLAIN[1], PLAIN[2]), (closing,))
    assert sections_edited(actions) == {"4.1", "3.2"}
    held = [a for a in actions if a.item_key == "条目 1" and a.kind is ActionKind.NOT_UNDERSTOOD]
    assert {a.target.key for a in held if a.target} == {"2.2", "6.1"}


@pytest.mark.parametrize(
    "closing",
    (
        "三条都改放 §5.7。",
        "以上各条统一归入 §5.7，不按条目内的建议。",
        "所有条目改列 §5.7。",
        "全部条目都改挂到 §5.7。",
    ),
)
def test_a_closing_line_moving_every_item_to_one_place_proposes_none_at_the_old_places(
    closing: str,
) -> None:
    actions = read(PLAIN, (closing,))
    assert not sections_edited(actions) & ALL
    # Each item's old place is named in a row: left for the move, where the move is made.
    held = [a for a in actions if a.kind is ActionKind.NO_OP and "moves every" in a.reason]
    assert {a.target.key for a in held if a.target} == ALL


@pytest.mark.parametrize(
    "closing",
    (
        "GateKV 证据太薄，改记入 §5.9。",
        "条目 3 降级为 §5.9 待核查线索。",
        "条目 3 改记到 §5.9。",
        "条目 3 降为 §5.9 一行。",
    ),
)
def test_an_item_demoted_to_another_section_is_not_also_proposed_at_its_own(closing: str) -> None:
    actions = read(PLAIN, (closing,))
    assert "3.2" not in sections_edited(actions)
    assert "5.9" in sections_edited(actions)


def with_intro(intro: str) -> str:
    text = three_items(PLAIN)
    head, rest = text.split("\n\n", 1)
    return f"{head}\n\n{intro}\n\n{rest}"


@pytest.mark.parametrize(
    "intro",
    (
        "本轮 3 条增量，建议只落笔条目 1、2。",
        "> 落笔范围：§2.2、§4.1。",
        "今晚只落条目 1 和条目 2。",
        "除条目 3 外均照建议落笔。",
    ),
)
def test_the_round_s_scope_said_in_the_brief_s_opening_lines_is_obeyed(intro: str) -> None:
    actions = plan(parse_brief(with_intro(intro)))
    assert sections_edited(actions) == {"2.2", "4.1"}
    assert not [a for a in actions if a.kind is ActionKind.NOT_UNDERSTOOD]


@pytest.mark.parametrize(
    "intro",
    (
        "落笔安排：本轮只改第二章与第四章，缓存（第三章）不动。",
        "本轮 3 条，其中条目 3 只作背景、不推荐收录。",
        "今晚 3 条增量；条目 3 仅供参考，不落笔。",
        "§3.2 本轮冻结。",
        "> 说明：这轮只动 §2.2 与 §4.1，门控（§3.2）先搁着。",
    ),
)
def test_opening_lines_that_keep_or_withdraw_are_read_as_the_closing_list_s(intro: str) -> None:
    actions = plan(parse_brief(with_intro(intro)))
    assert sections_edited(actions) == {"2.2", "4.1"}
    assert not [a for a in actions if a.kind is ActionKind.NOT_UNDERSTOOD]


@pytest.mark.parametrize(
    "intro",
    ("本轮另需在 §2.2 补一句「见附录」。", "条目 3 只作背景，另在 §6.1 加一问「能否默认？」。"),
)
def test_an_opening_line_asking_an_edit_is_still_reported_not_proposed(intro: str) -> None:
    actions = plan(parse_brief(with_intro(intro)))
    assert sections_edited(actions) == ALL
    (report,) = [a for a in actions if a.kind is ActionKind.NOT_UNDERSTOOD]
    assert "before any heading" in report.reason


@pytest.mark.parametrize(
    "closing",
    (
        "这轮只改第二章和第四章，缓存（第三章）不动。",
        "只动 §2.2 与 §4.1，门控（§3.2）本轮不落笔。",
        "本轮仅限第二章、第四章，缓存（第三章）先搁着。",
        "落笔原则：只改第二章与第四章。",
    ),
)
def test_a_limit_beside_a_keep_of_a_named_section_keeps_only_what_is_left_out(
    closing: str,
) -> None:
    # The limit's own sections stay edited: never kept as the keep after them is.
    actions = read(PLAIN, (closing,))
    assert sections_edited(actions) == {"2.2", "4.1"}
    (kept,) = [a for a in actions if a.kind is ActionKind.ADD_ENTRY and a.forbidden_by]
    assert kept.item_key == "条目 3"


@pytest.mark.parametrize(
    "closing",
    (
        "条目 3 仅供参考、不建议入档。",
        "条目 3 只作背景，不落笔。",
        "GateKV（条目 3）不推荐收录。",
        "条目 3 仅作了解、暂缓。",
    ),
)
def test_an_item_kept_as_background_or_advised_against_is_withdrawn(closing: str) -> None:
    actions = read(PLAIN, (closing,))
    assert sections_edited(actions) == {"2.2", "4.1"}
    assert not [a for a in actions if a.kind is ActionKind.NOT_UNDERSTOOD]


@pytest.mark.parametrize("intro", ("本轮 3 条增量。", "本轮只有 3 条增量，均来自 arXiv。"))
def test_opening_lines_that_only_count_the_items_limit_nothing(intro: str) -> None:
    assert sections_edited(plan(parse_brief(with_intro(intro)))) == ALL


def with_table(rows: tuple[str, ...], header: str = "| 条目 | 处理 |") -> str:
    return three_items(PLAIN, (header, "|---|---|", *rows)).replace("- |", "|")


@pytest.mark.parametrize(
    "rows",
    (
        ("| 1 | 落笔 |", "| 2 | 落笔 |", "| 3 | 不落笔 |"),
        ("| 1 | 照办 |", "| 2 | 照办 |", "| 3 | 暂缓 |"),
        ("| 3 | 下轮再说 |",),
        ("| 3 | ✗ |", "| 1 | ✓ |"),
    ),
)
def test_a_closing_table_row_naming_an_item_by_its_number_column_is_read_as_its_tag(
    rows: tuple[str, ...],
) -> None:
    actions = plan(parse_brief(with_table(rows)))
    assert sections_edited(actions) == {"2.2", "4.1"}


def test_a_closing_table_numbered_by_its_rows_names_no_item_by_that_number() -> None:
    rows = ("| 3 | 条目 1 照建议落笔 |",)
    actions = plan(parse_brief(with_table(rows, "| 序号 | 动作 |")))
    assert sections_edited(actions) == ALL


@pytest.mark.parametrize(
    "closing",
    ("条目 3 撤回：只是综述，不进正文。", "GateKV 暂缓，正文不动。", "条目 2 只登引用，正文不写。"),
)
def test_body_words_in_a_sentence_about_one_item_do_not_keep_the_whole_body(closing: str) -> None:
    assert "2.2" in sections_edited(read(PLAIN, (closing,)))
