"""`X 行 Y 列由 A 改为 B`: the change lands in the row whose name cell (its first cell, or one
under a name column) holds X, in the cell under the header Y, or it is reported. A row that
says X only in another cell (`| Kestrel | … | 与 Vireo 同源 |`) is never the X row; a column the
table lacks is never stood in for by another; an old value the named cell does not hold is
reported, whatever other cells of the row or other rows hold it. Our own words, on a small
document of cameras with a section of two tables."""

from __future__ import annotations

from pathlib import Path

import pytest

from .conftest import proposed_and_applied
from .conftest import report_rows as rows

BRIEF_PATH = "inbox/kai/2026-12-14-sensors-e1prep.md"
KB_PATH = "organized/knowledge/sensors.md"

KB = """\
# sensors 活文档

## 1 相机

### 1.1 整机

| 型号 | 模组 | 像素（MP） | 功耗（W） | 全局快门 | 备注 |
| --- | --- | --- | --- | --- | --- |
| Lumo / Pro | Lumo | 5.0 | 3.1 | 是（可选） | 工业款 |
| Orbix | Sable | 2.0 | 2.0 | 否 | — |
| Kestrel | Lumo | 8.0 | 4.5 | 否 | 与 Vireo 同源 |

### 1.2 选型

| 型号 | 接口 | 备注 |
| --- | --- | --- |
| Orbix | MIPI | 待测 |
| Wren | USB3 | 车规 |

| 镜头 | 适配 | 备注 |
| --- | --- | --- |
| L-35 | Orbix | 待测 |
| L-50 | Wren | 已测 |

## 2 修订

- 2026-12-01：初版。
"""

ORBIX = "| Orbix | Sable | 2.0 | 2.0 | 否 | — |"


def brief(suggestion: str) -> str:
    return f"""\
# sensors · E1 预消化简报（2026-12-14）

## 一、条目

### 条目 1：相机复测

- 来源：arXiv:2612.08888
- 要点：复测一批相机。
- 建议归入：{suggestion}
"""


def run(tmp_path: Path, suggestion: str) -> tuple[int, str, str]:
    return proposed_and_applied(tmp_path, KB_PATH, KB, brief(suggestion), BRIEF_PATH)


@pytest.mark.parametrize(
    "suggestion",
    [
        '§1.1 Vireo 行 全局快门 列由"否"改为"是"。',
        "§1.1 表 Vireo 那一行，全局快门一栏由 否 改为 是。",
        "§1.1 Vireo 条目 全局快门 由 否 改为 是。",
        "§1.1 表中 Vireo 行的功耗列由 4.5 改为 4.2。",
    ],
)
def test_a_row_named_only_in_another_row_s_cell_is_reported(
    tmp_path: Path, suggestion: str
) -> None:
    """Vireo names no row: the Kestrel row only mentions it in its 备注 cell."""
    code, report, after = run(tmp_path, suggestion)
    assert after == KB and code == 1, report
    [row] = rows(report)
    assert row.startswith("A01 unresolved"), report
    assert "no row of the table is named 「Vireo」" in row, report
    assert "the row 「Kestrel」" in row, report


@pytest.mark.parametrize(
    "suggestion",
    [
        '§1.1 Lumo 行 全局快门 列由"否"改为"是"。',
        "§1.1 表 Lumo 那一行，全局快门一栏由 否 改为 是。",
    ],
)
def test_the_named_row_not_holding_the_old_value_is_reported_not_another_row(
    tmp_path: Path, suggestion: str
) -> None:
    """The Lumo row (its name cell `Lumo / Pro`) reads 是（可选） under 全局快门; the Kestrel
    row, whose 模组 cell says Lumo, holds the 否, and is not the row named."""
    code, report, after = run(tmp_path, suggestion)
    assert after == KB and code == 1, report
    [row] = rows(report)
    assert row.startswith("A01 unresolved"), report
    assert "「否」 does not occur in line 9 under 「全局快门」" in row, report


@pytest.mark.parametrize(
    ("suggestion", "column"),
    [
        ('§1.1 Orbix 行 帧率 列由"—"改为 60。', "帧率"),
        ('§1.1 表 Orbix 一行 帧率 一栏由"否"改为"是"。', "帧率"),
        ("§1.1 Kestrel 行 帧率 列由 4.5 改为 4.2。", "帧率"),
        ("§1.1 表中 Kestrel 行的 TTFT 列由 8.0 改为 7.5。", "TTFT"),
        # No old value: the column's header is asked for by its words, and there is none.
        ("§1.1 Orbix 一行，帧率列改为 60。", "帧率"),
    ],
)
def test_a_column_the_table_lacks_is_reported_not_another_column_written(
    tmp_path: Path, suggestion: str, column: str
) -> None:
    """The report names the column the brief said and lists the table's own, so that the
    maintainer sees no value went under 功耗 or 像素 in its place."""
    code, report, after = run(tmp_path, suggestion)
    assert after == KB and code == 1, report
    [row] = rows(report)
    assert row.startswith("A01 unresolved"), report
    assert f"「{column}」" in row and "(its columns: 「型号」、「模组」" in row, report


@pytest.mark.parametrize(
    ("suggestion", "old", "new"),
    [
        # The row holds 2.0 under 像素 and under 功耗: the column said picks the cell.
        ("§1.1 Orbix 行 功耗 列由 2.0 改为 1.8。", ORBIX, "| Orbix | Sable | 2.0 | 1.8 | 否 | — |"),
        (
            "§1.1 表 Orbix 那一行，功耗一栏由 2.0 改为 1.8。",
            ORBIX,
            "| Orbix | Sable | 2.0 | 1.8 | 否 | — |",
        ),
        ("§1.1 Orbix 行 像素 列由 2.0 改为 2.3。", ORBIX, "| Orbix | Sable | 2.3 | 2.0 | 否 | — |"),
        # 否 stands in two rows: the row named is the one changed.
        (
            '§1.1 Orbix 行 全局快门 列由"否"改为"是"。',
            ORBIX,
            "| Orbix | Sable | 2.0 | 2.0 | 是 | — |",
        ),
        (
            '§1.1 Orbix 行 备注 列由"—"改为"车规"。',
            ORBIX,
            "| Orbix | Sable | 2.0 | 2.0 | 否 | 车规 |",
        ),
        # The 列 of 系列 names no column.
        (
            "§1.1 Kestrel 行 功耗 列由 4.5 改为 4.2，Lumo 系列的功耗下降。",
            "| Kestrel | Lumo | 8.0 | 4.5 |",
            "| Kestrel | Lumo | 8.0 | 4.2 |",
        ),
        # Lumo is the name cell's first word in one row and the 模组 cell of another.
        (
            "§1.1 Lumo 行 模组 列由 Lumo 改为 Lumo 2。",
            "| Lumo / Pro | Lumo | 5.0 |",
            "| Lumo / Pro | Lumo 2 | 5.0 |",
        ),
    ],
)
def test_a_change_lands_in_the_named_row_under_the_named_column(
    tmp_path: Path, suggestion: str, old: str, new: str
) -> None:
    code, report, after = run(tmp_path, suggestion)
    assert code == 0, report
    assert after == KB.replace(old, new, 1), report
    [row] = rows(report)
    assert row.startswith("A01 proposed"), report


@pytest.mark.parametrize(
    "suggestion",
    [
        '§1.2 Orbix 行 备注 列由"待测"改为"已测"。',
        "§1.2 表中 Orbix 那一行，备注一栏由 待测 改为 已测。",
    ],
)
def test_of_two_tables_the_one_whose_row_is_named_takes_the_change(
    tmp_path: Path, suggestion: str
) -> None:
    """§1.2's lens table says Orbix in the 适配 cell of L-35, with the same 待测: that row is
    another's, the camera table's Orbix row is the one named."""
    code, report, after = run(tmp_path, suggestion)
    assert code == 0, report
    assert after == KB.replace("| Orbix | MIPI | 待测 |", "| Orbix | MIPI | 已测 |"), report
    assert "| L-35 | Orbix | 待测 |" in after
    [row] = rows(report)
    assert row.startswith("A01 proposed"), report
