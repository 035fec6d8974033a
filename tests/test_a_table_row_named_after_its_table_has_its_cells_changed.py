"""A table row named right after its table's number, quoted or not (`表 2-1 北京行：`,
`表 2-1「北京」行的…`), has its cells changed as the request gives them: a value old and new
under the column the request names (a Latin column's name was taken for the row), cells
named by their column with their new value (quoted values whole), and both together, on the
one row. A value that does not stand under the column named, or a row pointed at rather than
named (`末行`), is reported, never written elsewhere. Our own KB and words (tests/quiet_kb.py)."""

from __future__ import annotations

import pytest

from .conftest import kb_after
from .quiet_kb import KB, brief

BEIJING = "| 北京 | 68 | 2022 | Li 等, 2023 |"
LONDON = "| 伦敦 | 66 | 2021 | Defra, 2022 |"


def rows_of(lines: list[str]) -> list[str]:
    return [line for line in lines if line.startswith("| ") and "城市" not in line]


@pytest.mark.parametrize(
    "suggestion",
    [
        "表 2-1 北京行：Lden 由 68 调整为 69",
        "表 2-1 北京那行：Lden 68 → 69",
        "表 2-1「北京」行的 Lden 由 68 改为 69",
        "表 2-1 北京行的 Lden 从 68 上调为 69。",
        # `一行` names the row whatever follows it; the table's number is no part of its name.
        "2.1：表 2-1 北京一行 Lden 一栏由 68 改为 69",
    ],
)
def test_a_value_under_a_latin_column_of_the_row_named(suggestion: str) -> None:
    lines, rows = kb_after(KB, brief(suggestion))
    assert rows_of(lines) == ["| 北京 | 69 | 2022 | Li 等, 2023 |", LONDON], rows


def test_a_value_that_stands_under_another_column_is_reported() -> None:
    lines, rows = kb_after(KB, brief("表 2-1 北京行：Lden 由 2022 调整为 2024"))
    assert rows_of(lines) == [BEIJING, LONDON], rows
    assert any("does not stand under 「Lden」" in reason for _, reason in rows), rows


@pytest.mark.parametrize(
    "suggestion",
    [
        "表 2-1「北京」行：Lden 由 68 调整为 69，年份改为 2025，来源改为「Li 等, 2026」",
        "表 2-1 北京行：Lden 由 68 调整为 69，年份改为 2025，来源更新为「Li 等, 2026」。",
    ],
)
def test_values_and_cells_by_column_are_changed_together_on_the_row(suggestion: str) -> None:
    lines, rows = kb_after(KB, brief(suggestion))
    assert rows_of(lines) == ["| 北京 | 69 | 2025 | Li 等, 2026 |", LONDON], rows


@pytest.mark.parametrize(
    "suggestion",
    [
        "表 2-1 伦敦行：年份改为 2024，来源更新为「Defra, 2025」。",
        "表 2-1「伦敦」行：年份改为 2024，来源改为「Defra, 2025」",
        "表 2-1 伦敦行的年份改为 2024，来源换成「Defra, 2025」",
    ],
)
def test_cells_named_by_their_column_of_an_unquoted_row(suggestion: str) -> None:
    lines, rows = kb_after(KB, brief(suggestion))
    assert rows_of(lines) == [BEIJING, "| 伦敦 | 66 | 2024 | Defra, 2025 |"], rows


def test_a_column_the_table_lacks_leaves_the_whole_row_unchanged() -> None:
    lines, rows = kb_after(
        KB, brief("表 2-1「北京」行：Lden 由 68 调整为 69，出处改为「Li 等, 2026」")
    )
    assert rows_of(lines) == [BEIJING, LONDON], rows
    assert rows and all(status != "proposed" for status, _ in rows), rows


def test_a_row_pointed_at_by_its_place_is_not_a_row_named() -> None:
    lines, rows = kb_after(KB, brief("表 2-1 末行：年份改为 2025"))
    assert rows_of(lines) == [BEIJING, LONDON], rows


@pytest.mark.parametrize(
    "suggestion",
    ["表 2-1：年份改为 2025", "表 2-1 末行：年份改为 2025", "§2.1：年份更新为 2025。"],
)
def test_a_change_after_a_run_in_label_is_never_an_entry_of_the_item(suggestion: str) -> None:
    # `建议归入 X` alone asks for the item's entry in X; a change asked there, which names no
    # row, is reported instead (it was a row of the item's title and empty cells).
    lines, rows = kb_after(KB, brief(suggestion))
    assert lines == KB.splitlines(), rows
    assert rows and all(status == "not understood" for status, _ in rows), rows
