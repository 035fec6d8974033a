"""Words a brief takes out of a line (`「苏州有轨电车 2014 年开通首条线」去掉「首条」二字`, `把末尾
分句「，…」删去`) are a change of that line: the words around them stay as they are. A quote
named as an entry (`删去「常州」那条`) is still an entry's removal, and words kbpatch cannot
tell from an entry's name (`删去「首条」`) change nothing. Our own words, on our own tram KB."""

from __future__ import annotations

from pathlib import Path

import pytest

from .conftest import kb_after, proposed_and_applied
from .test_a_keep_holds_only_the_thing_it_names import brief
from .test_a_keep_of_a_sentence_by_its_place_holds_only_that_sentence import FIRST, KB, SECOND

KB_PATH = "organized/knowledge/tram.md"
BRIEF_PATH = "inbox/lin/2027-03-09-tram-e1prep.md"


@pytest.mark.parametrize(
    ("asked", "line"),
    [
        ("§1.5 第一段「2014 年开通首条线」去掉「首条」二字。", "苏州有轨电车 2014 年开通线。"),
        ("§1.5「开通首条线」删掉「首条」字样，其余不变。", "苏州有轨电车 2014 年开通线。"),
    ],
)
def test_the_words_are_cut_from_their_line(asked: str, line: str) -> None:
    lines, rows = kb_after(KB, brief(("苏州线名", asked)))
    assert [status for status, _ in rows if status != "skipped"] == ["proposed"], rows
    assert f"{line}{SECOND}" in lines, rows


def test_a_clause_opening_with_its_mark_is_cut_whole() -> None:
    kb = KB.replace(FIRST, "苏州有轨电车 2014 年开通首条线，至今运营良好。")
    lines, rows = kb_after(
        kb, brief(("苏州", "§1.5 第一段，把分句「，至今运营良好」撤掉，句号保留。"))
    )
    assert [status for status, _ in rows] == ["proposed"], rows
    assert f"苏州有轨电车 2014 年开通首条线。{SECOND}" in lines, rows


@pytest.mark.parametrize("asked", ["§1.5 删去「常州」那条。", "§1.5 删去「首条」。"])
def test_a_quote_that_names_no_words_is_no_cut(asked: str) -> None:
    lines, rows = kb_after(KB, brief(("苏州", asked)))
    assert f"{FIRST}{SECOND}" in lines, rows


def test_the_cut_applies_with_git(tmp_path: Path) -> None:
    text = brief(("苏州线名", "§1.5 第一段「2014 年开通首条线」去掉「首条」二字。"))
    code, report, after = proposed_and_applied(tmp_path, KB_PATH, KB, text, BRIEF_PATH)
    assert code == 0, report
    assert "苏州有轨电车 2014 年开通线。淮安" in after, after
