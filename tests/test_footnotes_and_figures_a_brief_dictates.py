"""Footnotes, dictated lines and figures as a brief asks for them in a KB whose citations are
markdown footnotes (tests/footnote_kb.py): a footnote's definition dictated in quotes is the
quote's words, never the brief's words after it; a footnote whose marker the brief places by
an edit kbpatch does not make is reported, never defined with nothing pointing at it; a refusal
of figures holds only the edits that would write them; a caveat keeping one claim out of the
text holds no other edit; a quoted list line keeps the quotes inside it; a closing line saying
a cell's new value again in short joins the item's change, and one giving another value never
overwrites it."""

from __future__ import annotations

import pytest

from .conftest import kb_after
from .footnote_kb import KB, brief

MARK = "（E1 2027-02-01 · 条目 1）"


def added(lines: list[str]) -> list[str]:
    return [line for line in lines if line not in KB.splitlines()]


@pytest.mark.parametrize(
    "suggestion",
    [
        "脚注按续号新增 [^3]：「舟山船厂，《坞修年报》，2027-01。」",
        "脚注续号登记 [^3]：「舟山船厂，《坞修年报》，2027-01。」，编号不要跳。",
        "脚注新增 [^3]：舟山船厂，《坞修年报》，2027-01。另外 Q2 不动。",
    ],
)
def test_a_footnote_asked_alone_is_defined_with_the_brief_s_words_only(suggestion: str) -> None:
    lines, rows = kb_after(KB, brief(suggestion))
    assert added(lines) == [f"[^3]: 舟山船厂，《坞修年报》，2027-01{MARK}。"], rows


@pytest.mark.parametrize(
    "suggestion",
    [
        "§2.1 第一段那句句号之前补括注「（舟山实测 4.1 年）」并挂脚注 [^3]：「舟山船厂，"
        "《坞修年报》，2027-01。」，引用标记放在括注之后。",
        "§3.2 下面补一个子项：「国产涂层 4.1 年[^3]。」，脚注按续号新增 [^3]：「舟山船厂，"
        "《坞修年报》，2027-01。」",
    ],
)
def test_a_footnote_whose_marker_no_edit_writes_is_defined_and_its_use_reported(
    suggestion: str,
) -> None:
    # The definition is the brief's quoted words; where the marker goes is an edit kbpatch
    # does not make, reported with its words, never dropped.
    lines, rows = kb_after(KB, brief(suggestion))
    defined = [line for line in lines if line.startswith("[^3]")]
    assert defined in ([], [f"[^3]: 舟山船厂，《坞修年报》，2027-01{MARK}。"]), rows
    assert not any("引用标记" in line or "子项" in line for line in lines), rows
    assert any(status != "proposed" for status, _ in rows), rows


@pytest.mark.parametrize("refusal", ["冬季 71% 与满员率 63% 先不加。", "71%、63% 两个数暂不写入。"])
def test_a_refusal_of_figures_holds_only_the_edits_writing_them(refusal: str) -> None:
    lines, rows = kb_after(
        KB, brief(f"§3.2 末尾列一条「- 待核实：国产涂层寿命 4.1 年。」。{refusal}")
    )
    assert added(lines) == [f"- 待核实：国产涂层寿命 4.1 年。{MARK}"], rows
    held, _ = kb_after(KB, brief(f"§3.2 末尾列一条「- 待核实：冬季返修率 71%。」。{refusal}"))
    assert held == KB.splitlines()


def test_a_caveat_keeping_one_claim_out_of_the_text_holds_no_other_edit() -> None:
    lines, rows = kb_after(
        KB,
        brief(
            "§3.2 末尾列一条「- 待核实：国产涂层寿命 4.1 年。」",
            caveat='船厂"返修率降低一半"为厂方口径：→ 不入正文；§2.2 也不因此调整。',
        ),
    )
    assert added(lines) == [f"- 待核实：国产涂层寿命 4.1 年。{MARK}"], rows


def test_a_quoted_list_line_keeps_the_quotes_inside_it() -> None:
    lines, rows = kb_after(
        KB,
        brief('§3.2 待核实列表末尾列一条「- 待核实：舟山"约 4 年"为船厂口径，缺第三方数据。」。'),
    )
    assert added(lines) == [f'- 待核实：舟山"约 4 年"为船厂口径，缺第三方数据。{MARK}'], rows


def test_a_cell_s_new_value_said_again_in_short_joins_the_item_s_change() -> None:
    lines, rows = kb_after(
        KB,
        brief(
            "§3.1 Q1 的状态一栏由「开放」改为「部分回答：舟山 4.1 年，缺多厂数据」",
            closing="Q1 状态改为部分回答（条目 1）",
        ),
    )
    assert added(lines) == [
        "| Q1 | 国产涂层寿命能否达到进口水平？ | 部分回答：舟山 4.1 年，缺多厂数据 | Jay |"
    ], rows


def test_a_cell_given_another_value_by_the_closing_list_is_not_overwritten() -> None:
    lines, rows = kb_after(
        KB,
        brief(
            "§3.1 Q1 的状态一栏由「开放」改为「部分回答：舟山 4.1 年，缺多厂数据」",
            closing="Q1 状态改为已关闭（条目 1）",
        ),
    )
    assert not any("已关闭" in line for line in lines), rows
    assert any("undo" in reason for _, reason in rows), rows


@pytest.mark.parametrize(
    "caveat",
    [
        "⚠ 舟山返修周期 71 天：样本只有 9 次，不入正文。",
        '船厂"返修率降低一半"：厂方口径，不入正文。',
    ],
)
def test_a_claim_before_a_colon_is_what_a_keep_out_of_the_text_holds(caveat: str) -> None:
    lines, rows = kb_after(KB, brief("§3.2 末尾列一条「- 待核实：国产涂层寿命 4.1 年。」", caveat))
    assert added(lines) == [f"- 待核实：国产涂层寿命 4.1 年。{MARK}"], rows


def test_a_keep_of_the_text_after_a_time_word_still_holds_the_body() -> None:
    lines, rows = kb_after(
        KB, brief("§3.2 末尾列一条「- 待核实：国产涂层寿命 4.1 年。」", closing="今晚：正文不动。")
    )
    assert lines == KB.splitlines(), rows


@pytest.mark.parametrize(
    "suggestion",
    [
        "§3.2 末尾列一条「- 待核实：国产涂层寿命 4.1 年。」，同样挂新脚注（续号）。",
        "§3.2 末尾列一条「- 待核实：国产涂层寿命 4.1 年。」 + 新脚注",
    ],
)
def test_a_line_asked_with_a_new_footnote_is_not_written_without_it(suggestion: str) -> None:
    lines, rows = kb_after(KB, brief(suggestion))
    assert lines == KB.splitlines(), rows
    assert any("new footnote" in reason for _, reason in rows), rows


@pytest.mark.parametrize(
    "suggestion",
    [
        "§3.2 末尾列一条「- 待核实：国产涂层寿命 4.1 年。」，不另加脚注。",
        "§3.2 末尾列一条「- 待核实：国产涂层寿命 4.1 年。」. No new footnote (report not public).",
    ],
)
def test_a_line_asked_with_no_new_footnote_is_written(suggestion: str) -> None:
    lines, rows = kb_after(KB, brief(suggestion))
    assert added(lines) == [f"- 待核实：国产涂层寿命 4.1 年。{MARK}"], rows


@pytest.mark.parametrize(
    "closing",
    ["§2.2 coating 3–5 年 → 4–6 年（条目 1）", "§2.2 涂层寿命 3–5 年改 4–6 年（条目 1）"],
)
def test_a_value_change_said_again_in_other_words_keeps_the_item_s_reading(closing: str) -> None:
    # The closing line's own words for the entry (`coating`) name none of the document's: the
    # item's change, its values given, stands as the item reads it.
    lines, rows = kb_after(KB, brief("§2.2 第一段：「3–5 年」→「4–6 年」", closing=closing))
    assert added(lines) == ["防污涂层寿命约 4–6 年[^2]。"], rows


@pytest.mark.parametrize(
    "refusal", ["不要把它和坞修周期那句并成一条", "别把它与坞修周期那句合并", "勿将它并入 Q1"]
)
def test_a_refused_merge_is_no_request_of_one(refusal: str) -> None:
    # A negation before 把 and its object refuses the verb after them: no "asks to 并成一条".
    lines, rows = kb_after(
        KB, brief(f"§3.2 末尾列一条「- 待核实：国产涂层寿命 4.1 年。」，{refusal}。")
    )
    assert added(lines) == [f"- 待核实：国产涂层寿命 4.1 年。{MARK}"], rows
    assert all(status in ("proposed", "skipped") for status, _ in rows), rows


def test_a_keep_not_for_this_reason_holds_only_the_item_it_speaks_of() -> None:
    # `X 为厂商口径：→ 不入正文；§2.2 也不因此调整`: 2.2 is kept from edits for item 2's claim,
    # not from item 1's own change there.
    text = brief(
        "§2.2 的「3–5 年」改为「4–6 年」",
        caveat='纳米涂层"寿命翻倍"为厂商口径：→ 不入正文；§2.2 也不因此调整。',
    ).replace(
        "二、值得警惕",
        "条目 2：纳米涂层厂商白皮书 —— 宣称寿命翻倍\n\n"
        "  • 来源：inbox/tom/materials/nano.pdf\n  • 要点：厂商称寿命翻倍。\n"
        "  • 建议归入：§2.2 末尾补一句「纳米涂层厂商称寿命翻倍。」\n\n二、值得警惕",
    )
    lines, rows = kb_after(KB, text)
    assert "防污涂层寿命约 4–6 年[^2]。" in lines, rows
    assert not any("翻倍" in line for line in lines), rows


def test_a_table_kept_leaves_the_paragraph_after_it_to_its_edit() -> None:
    table = "| 项目 | 占比 |\n| --- | --- |\n| 涂层 | 30% |\n\n防污涂层寿命约 3–5 年[^2]。"
    kb = KB.replace("防污涂层寿命约 3–5 年[^2]。", table)
    lines, rows = kb_after(
        kb, brief("§2.2 表后一段把「3–5 年」改为「4–6 年」；§2.2 占比表本轮不碰。")
    )
    assert "防污涂层寿命约 4–6 年[^2]。" in lines and "| 涂层 | 30% |" in lines, rows


def test_a_stop_inside_a_short_aside_ends_no_sentence() -> None:
    # `…并在该段末尾（[^1]。之后）追加一句「X。」`: the aside's stop is its own, so the request is
    # reported whole, never cut into `之后）追加一句…` read alone.
    lines, rows = kb_after(
        KB, brief("§2.1 的「30 个月」改为「28 个月」，并在该段末尾（[^1]。之后）追加一句「X。」")
    )
    assert any("28 个月" in line for line in lines), rows
    assert any("并在该段末尾（[^1]。之后）追加一句" in reason for _, reason in rows), rows


@pytest.mark.parametrize("keep", ["问 3 不动。", "Q1 不动。", "问题 2 保持原样。"])
def test_a_keep_of_a_question_by_its_label_keeps_no_figure(keep: str) -> None:
    # `问 3 不动` keeps question 3, not every 3 of the document (`3–5 年` → `4–6 年` stands).
    lines, rows = kb_after(KB, brief("§2.2 的「3–5 年」改为「4–6 年」", caveat=keep))
    assert "防污涂层寿命约 4–6 年[^2]。" in lines, rows
