"""An entry a clause asks to take away (`代表项目那条删掉`, `「…」这一条删去`, `删去「X」一行`,
`第 2 条（代表项目）撤下`) is removed: its one line, the lines nested under it, and a blank line
where it stood alone between two. Only where the clause asks nothing else and names one entry
by its words: a negated, conditional or hedged removal, words taken out of a line, two entries
at once, a reference (cited by its number), an entry of a numbered list that numbers more
after it and one that does not stand where the brief's ordinal says are reported, with the
brief's words, and nothing is removed. A keep of the entry,
the section or of every entry holds the removal. Our own words, on our own cold-chain KB."""

from __future__ import annotations

from pathlib import Path

import pytest

from .cold_chain_kb import KB, KB_PATH
from .conftest import kb_after, proposed_and_applied
from .test_a_line_naming_only_a_place_heads_the_requests_under_it import BRIEF_PATH, brief

PROJECT = "- 代表项目：上海临港某冷库（2024 年投运，公称容积 8 万立方米）<sup>2</sup>。"
SHARE = "- 自动化立体库占新建项目的比重在上升。"


def without(*removed: str) -> list[str]:
    return [line for line in KB.splitlines() if line not in removed]


@pytest.mark.parametrize(
    "asked",
    [
        "§2.1 代表项目那条删掉。",
        "§2.1：「代表项目：上海临港某冷库……」这一条删去。",
        '二（一）冷库："代表项目" 一条整条撤下',
        "§2.1 第 2 条（代表项目）移除。",
        "「冷库」一节 代表项目那条拿掉，项目已转让。",
        "§2.1 代表项目那条删掉即可（项目已转让）。",
    ],
)
def test_an_entry_named_by_its_words_is_removed(asked: str) -> None:
    lines, rows = kb_after(KB, brief(asked))
    assert [status for status, _ in rows] == ["proposed"], rows
    assert lines == without(PROJECT), rows


def test_an_entry_named_after_the_verb_is_removed() -> None:
    lines, rows = kb_after(KB, brief("§2.1 删去「自动化立体库」一行。"))
    assert lines == without(SHARE), rows


def test_an_entry_alone_between_blank_lines_takes_one_with_it(tmp_path: Path) -> None:
    code, report, after = proposed_and_applied(
        tmp_path, KB_PATH, KB, brief("§2.2 新能源那条删掉。"), BRIEF_PATH
    )
    assert code == 0, report
    assert "保有量约 45 万辆<sup>3</sup>。\n\n三、时间线\n" in after, report
    assert "remove" in report and "新能源冷藏车" not in after, report


@pytest.mark.parametrize(
    "asked",
    [
        "§2.1 代表项目那条先别删。",
        "如果年报确认停运，§2.1 代表项目那条再删掉。",
        "§2.1 代表项目那条可考虑删去。",
        "§2.1 代表项目那条是否删掉待定。",
        "§2.1 代表项目那条删掉，如年报确认停运。",
        "§2.1 代表项目那条删掉（待确认）。",
        '§2.1 去掉"约"。',
        '§2.1 "自动化立体库" 与 "代表项目" 两条删掉。',
        "§2.1 代表项目那条删掉，改为「- 代表项目：嘉兴某冷库。」",
        "参考文献 第 2 条（临港冷链项目通报）删掉。",
        # Something inside the entry taken out, not the entry.
        "§2.1 代表项目那条去掉上标。",
        "§2.1 代表项目那条删掉括号里的投运年份。",
        '§2.1 代表项目那条删去"某"字。',
    ],
)
def test_a_removal_asked_with_more_or_less_than_one_entry_is_reported(asked: str) -> None:
    lines, rows = kb_after(KB, brief(asked))
    assert lines == KB.splitlines(), rows
    assert "proposed" not in [status for status, _ in rows], rows


def test_an_entry_of_a_numbered_list_with_more_after_it_is_reported() -> None:
    numbered = KB.replace("- 自动化立体库", "1. 自动化立体库").replace("- 代表项目", "2. 代表项目")
    lines, rows = kb_after(numbered, brief("§2.1 自动化立体库那条删掉。"))
    assert lines == numbered.splitlines(), rows
    assert any("renumber" in reason for _, reason in rows), rows


@pytest.mark.parametrize(
    "keep",
    ["§2.1 代表项目那条不动。", "§2.1 已有条目勿删。", "本轮不删任何条目。", "§2.1 不动。"],
)
def test_a_keep_holds_the_removal(keep: str) -> None:
    lines, rows = kb_after(KB, brief("§2.1 代表项目那条删掉。", closing=keep))
    assert lines == KB.splitlines(), rows
    assert "forbidden" in [status for status, _ in rows], rows


def test_an_entry_whose_place_in_its_list_is_not_the_one_said_is_reported() -> None:
    lines, rows = kb_after(KB, brief("§2.1 第 1 条（代表项目）删掉。"))
    assert lines == KB.splitlines(), rows
    assert [status for status, _ in rows] == ["unresolved"], rows
    assert "not entry 1" in rows[0][1], rows


NOTED = KB.replace(
    "### （一）冷库\n\n", "### （一）冷库\n\n<!-- TODO: 华南冷库数据待补 -->\n\n"
).replace(
    "### （二）冷藏车\n\n", "### （二）冷藏车\n\n<!-- 待核：保有量口径 -->\n\n> 注：含改装车。\n\n"
)


@pytest.mark.parametrize(
    "asked",
    [
        "§2.1 开头那条 TODO 注释删掉。",
        "§2.1 注释删掉。",
        "§2.1 删掉注释。",
        "§2.1 的华南注释删去。",
    ],
)
def test_a_note_to_editors_asked_away_is_removed_with_its_blank_line(asked: str) -> None:
    lines, rows = kb_after(NOTED, brief(asked))
    assert [status for status, _ in rows] == ["proposed"], rows
    assert lines == [
        line
        for index, line in enumerate(NOTED.splitlines())
        if index
        not in (NOTED.splitlines().index("<!-- TODO: 华南冷库数据待补 -->") + k for k in (0, 1))
    ], rows


@pytest.mark.parametrize("asked", ["§2.2 注释删掉。", "§2.2 末尾那条注释删掉。"])
def test_a_note_among_several_named_by_none_of_its_words_is_reported(asked: str) -> None:
    lines, rows = kb_after(NOTED, brief(asked))
    assert lines == NOTED.splitlines(), rows
    assert "several lines" in rows[0][1], rows


def test_words_that_several_lines_hold_and_none_opens_name_no_entry_to_remove() -> None:
    lines, rows = kb_after(KB, brief("§2.1 冷库那条删掉。"))
    assert lines == KB.splitlines(), rows
    assert "several lines" in rows[0][1], rows


def test_words_that_open_a_paragraph_and_stand_inside_an_entry_remove_neither() -> None:
    # The paragraph is what the words name; the entry only mentions them.
    kb = KB.replace("- 自动化立体库", "比重数据取自年报。\n\n- 自动化立体库")
    lines, rows = kb_after(kb, brief("§2.1 比重那条删掉。"))
    assert lines == kb.splitlines(), rows
    assert [status for status, _ in rows] == ["unresolved"], rows
    assert "no list entry" in rows[0][1], rows
