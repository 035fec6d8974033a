"""A keep of a thing a section's text names, by its Chinese words alone after the section
(`§2.1 华东占比本轮不动`, `2.1 节华东占比先别动`), holds the clause of the text that says it:
a change there is forbidden, a change of another clause of the same line and a new entry of
the section stand (the whole section was held). Words the section's text does not say as a
clause of its own (`其余`, a structure's kind `决策树`, a label, no words of it) hold the whole
section, as before. Our own words, on our own cold-chain KB."""

from __future__ import annotations

import pytest

from .cold_chain_kb import CHANGED, KB
from .conftest import kb_after
from .test_a_line_naming_only_a_place_heads_the_requests_under_it import CHANGE, brief

SHARE = '正文"约 38%"改为"约 40%"。'
NEW_PROJECT = '新增一条"- 代表项目：嘉兴某冷库（2026 年投运）。"'
KEEPS = [
    "§2.1 华东占比本轮不动",
    "2.1 节华东占比先别动",
    "§2.1 的华东占比暂不改",
    "二（一）华东占比保持不变",
    "§2.1 里华东占比这轮不用动",
    # The figures of a thing: the thing's clause (`良率数字不动`).
    "§2.1 的华东占比数字一律不动",
]


@pytest.mark.parametrize("keep", KEEPS)
def test_a_change_of_another_clause_of_the_line_stands(keep: str) -> None:
    lines, rows = kb_after(KB, brief("§2.1", CHANGE, closing=f"{keep}；见条目 1。"))
    assert [status for status, _ in rows] == ["proposed", "skipped"], rows
    assert CHANGED in lines, rows


@pytest.mark.parametrize("keep", KEEPS)
def test_a_change_of_the_kept_clause_is_forbidden(keep: str) -> None:
    lines, rows = kb_after(KB, brief("§2.1", SHARE, closing=f"{keep}；见条目 1。"))
    assert lines == KB.splitlines(), rows
    assert [status for status, _ in rows] == ["forbidden", "skipped"], rows


def test_a_new_entry_of_the_section_stands() -> None:
    lines, rows = kb_after(KB, brief(f"§2.1 {NEW_PROJECT}；§2.1 华东占比本轮不动。"))
    assert [status for status, _ in rows] == ["proposed", "skipped"], rows
    assert any(line.startswith("- 代表项目：嘉兴某冷库") for line in lines), rows


def test_a_removal_of_the_line_the_words_stand_on_is_forbidden() -> None:
    closing = "§2.1 自动化立体库先不动；见条目 1。"
    lines, rows = kb_after(KB, brief('§2.1 删除"自动化立体库"那条。', closing=closing))
    assert lines == KB.splitlines(), rows
    assert [status for status, _ in rows] == ["forbidden", "skipped"], rows


@pytest.mark.parametrize(
    "keep",
    ["§2.1 其余本轮不动", "§2.1 冷库容量本轮不动", "§2.1 整体本轮不动", "§2.1 代表项目清单不动"],
)
def test_words_that_are_no_clause_of_the_text_hold_the_section(keep: str) -> None:
    lines, rows = kb_after(KB, brief("§2.1", CHANGE, closing=f"{keep}；见条目 1。"))
    assert lines == KB.splitlines(), rows
    assert [status for status, _ in rows] == ["forbidden", "skipped"], rows


def test_a_label_s_words_hold_the_section() -> None:
    labelled = KB.replace(
        "- 自动化立体库占新建项目的比重在上升。", "- **自动化立体库**：比重在上升。"
    )
    closing = "§2.1 自动化立体库先不动；见条目 1。"
    lines, rows = kb_after(labelled, brief("§2.1", CHANGE, closing=closing))
    assert lines == labelled.splitlines(), rows
    assert [status for status, _ in rows] == ["forbidden", "skipped"], rows


def test_a_new_line_speaking_of_the_kept_thing_is_held() -> None:
    said = '§2.1 新增一条"- 自动化立体库新增 3 座。"；§2.1 自动化立体库不动。'
    lines, rows = kb_after(KB, brief(said))
    assert lines == KB.splitlines(), rows
    assert [status for status, _ in rows] == ["forbidden", "skipped"], rows
