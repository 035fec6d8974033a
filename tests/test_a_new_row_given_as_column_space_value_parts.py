"""`§1.1 表添 VLT 一行：台址 帕拉纳尔，口径 8.2 m，状态 运行，说明 四镜阵列`: a new row whose
cells the brief gives part by part, each part opening with a column's name, a space and its
value in any script (also after `新增一行 VLT：`, the row's name before the colon), is built in
the table's column order with the row's name in its first cell. A column the brief leaves out,
or a part with no space after its column's name, is reported, never filled from the item.
Our own words, on a KB of our own."""

from __future__ import annotations

from pathlib import Path

import pytest

from .conftest import report_rows
from .telescope_fixture import KB, added, run

MARK = "（E1 2026-12-11 · 条目 1）"
VLT = f"| VLT | 帕拉纳尔 | 8.2 m | 运行 | 四镜阵列{MARK} |"
DESI = f"| DESI | 4 千万颗 | 中 | 光谱红移{MARK} |"


@pytest.mark.parametrize(
    ("suggestion", "row"),
    [
        ("§1.1 表添 VLT 一行：台址 帕拉纳尔，口径 8.2 m，状态 运行，说明 四镜阵列。", VLT),
        ("§1.1 表新增一行 VLT：台址 帕拉纳尔，口径 8.2 m，状态 运行，说明 四镜阵列。", VLT),
        ("§1.1 表加一行 VLT：说明 四镜阵列，状态 运行，台址 帕拉纳尔，口径 8.2 m。", VLT),
        ("§1.2 表加一行 DESI，星表规模 4 千万颗，完备度 中，备注 光谱红移。", DESI),
        ("§1.2 表新增一行 DESI：完备度 中，星表规模 4 千万颗，备注 光谱红移。", DESI),
    ],
)
def test_the_row_is_built_from_its_parts(tmp_path: Path, suggestion: str, row: str) -> None:
    code, report, after = run(tmp_path, suggestion)
    assert code == 0, report
    assert added(after) == [row], report


@pytest.mark.parametrize(
    ("suggestion", "why"),
    [
        ("§1.1 表新增一行 VLT：台址 帕拉纳尔，口径 8.2 m，状态 运行。", "but not 「说明」"),
        ("§1.2 表添 DESI 一行：星表规模 4 千万颗，备注 光谱红移。", "but not 「完备度」"),
        # No space after the column's name: which words are the value is not guessed.
        ("§1.1 表新增一行 VLT：台址帕拉纳尔，口径 8.2 m，状态 运行，说明 四镜阵列。", "「台址」"),
    ],
)
def test_a_column_not_given_as_a_part_is_reported(
    tmp_path: Path, suggestion: str, why: str
) -> None:
    code, report, after = run(tmp_path, suggestion)
    assert after == KB and code == 1, report
    (row,) = report_rows(report)
    assert "unresolved" in row and why in row, report
