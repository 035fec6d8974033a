"""One more line asked after an add on the same line (`§2.1 新增一条"- A。"，再新增一条"- B。"`,
`…；另加一条：「- B。」`) is a new line of the same section, written after the first, in one
patch with it: the first add was reported for a line it did not write, and the second for
naming no section. The same words asked twice are one line. Our own words, on our own
cold-chain KB."""

from __future__ import annotations

from pathlib import Path

import pytest

from .cold_chain_kb import KB, KB_PATH
from .conftest import kb_after, proposed_and_applied
from .test_a_line_naming_only_a_place_heads_the_requests_under_it import BRIEF_PATH, brief

PROJECT = "- 代表项目：上海临港某冷库（2024 年投运，公称容积 8 万立方米）<sup>2</sup>。"
A = "- 冷库 A。（E1 2027-02-05 · 条目 1）"
B = "- 冷库 B。（E1 2027-02-05 · 条目 1）"


@pytest.mark.parametrize(
    "asked",
    [
        '§2.1 新增一条"- 冷库 A。"，再新增一条"- 冷库 B。"',
        '§2.1 新增一条"- 冷库 A。"，再加一条：「- 冷库 B。」',
        '§2.1 新增一条"- 冷库 A。"；另加一条"- 冷库 B。"',
    ],
)
def test_each_line_is_written_in_order(asked: str) -> None:
    lines, rows = kb_after(KB, brief(asked))
    assert [status for status, _ in rows] == ["proposed", "proposed"], rows
    at = lines.index(PROJECT)
    assert lines[at + 1 : at + 3] == [A, B], lines


def test_the_item_s_entry_and_one_more_line_are_both_written() -> None:
    lines, rows = kb_after(KB, brief('§2.1 新增一条，再新增一条"- 冷库 B。"'))
    assert [status for status, _ in rows] == ["proposed", "proposed"], rows
    at = lines.index(PROJECT)
    assert lines[at + 1].startswith("- 冷链年报：") and lines[at + 2] == B, lines


def test_the_same_line_asked_twice_is_written_once() -> None:
    lines, rows = kb_after(KB, brief('§2.1 新增一条"- 冷库 A。"，另加一条"- 冷库 A。"'))
    assert [line for line in lines if line not in KB.splitlines()] == [A], rows


def test_both_lines_apply_as_one_patch(tmp_path: Path) -> None:
    code, report, after = proposed_and_applied(
        tmp_path,
        KB_PATH,
        KB,
        brief('§2.1 新增一条"- 冷库 A。"，再新增一条"- 冷库 B。"'),
        BRIEF_PATH,
    )
    assert code == 0, report
    assert f"{PROJECT}\n{A}\n{B}\n" in after, report
