"""A changelog whose lines name their author between date and words (`* 2026-12-01 Mo：…`): a
dated line the brief gives in that form goes where the list's date order puts it, as one
written `date：words` does; it was refused as "no dated list in date order" because the first
letter of each author was taken for the mark that follows the date. Our own KB and words
(tests/quiet_kb.py)."""

from __future__ import annotations

import pytest

from .conftest import kb_after
from .quiet_kb import KB, brief

NEW = "* 2027-01-08 Lu：表 2-1 增深圳。"
MARK = "（E1 2027-01-08 · 增量 1）"
NEWEST_FIRST = KB.replace(
    "* 2026-11-02 Jay：新增表 2-1。\n* 2026-12-01 Mo：补 1.2 口径。\n",
    "* 2026-12-01 Mo：补 1.2 口径。\n* 2026-11-02 Jay：新增表 2-1。\n",
)


def changelog_of(lines: list[str]) -> list[str]:
    return [line for line in lines if line.startswith("* ")]


@pytest.mark.parametrize(
    "suggestion",
    [
        f"修订记录加一条：「{NEW}」",
        f"附录C 末尾追加一行：「{NEW}」",
        f"§附录C 补登：「{NEW}」",
        f"修订记录里添上 `{NEW}`",
    ],
)
def test_a_line_naming_its_author_goes_last_in_an_oldest_first_list(suggestion: str) -> None:
    lines, rows = kb_after(KB, brief(suggestion))
    assert changelog_of(lines) == [
        "* 2026-11-02 Jay：新增表 2-1。",
        "* 2026-12-01 Mo：补 1.2 口径。",
        NEW + MARK,
    ], rows


def test_a_line_naming_its_author_goes_first_in_a_newest_first_list() -> None:
    lines, rows = kb_after(NEWEST_FIRST, brief(f"修订记录加一条：「{NEW}」"))
    assert changelog_of(lines) == [
        NEW + MARK,
        "* 2026-12-01 Mo：补 1.2 口径。",
        "* 2026-11-02 Jay：新增表 2-1。",
    ], rows


def test_a_line_following_its_date_otherwise_than_the_list_is_reported() -> None:
    # The list names an author after each date; a line with none is not in its form.
    lines, rows = kb_after(KB, brief("修订记录加一条：「* 2027-01-08：表 2-1 增深圳。」"))
    assert changelog_of(lines) == changelog_of(KB.splitlines()), rows
    assert any("no dated list in date order" in reason for _, reason in rows), rows
