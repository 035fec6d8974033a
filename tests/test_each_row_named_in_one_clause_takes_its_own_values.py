"""`§1.1 表 Keck 的口径 10 m → 11 m，GTC 的口径 10 m → 10.4 m`: one clause that names a row
before each pair of values (`<row> 的 <column> old → new`, `由 old 改为 new`) changes each
row's cell with its own pair, never looks for the second row's value in the first row. A row
the table lacks, or an old value the row does not hold, is reported for that row alone.
Our own words, on a small KB of our own."""

from __future__ import annotations

from pathlib import Path

import pytest

from .conftest import report_rows
from .telescope_fixture import changed, run

KECK = "| Keck | 夏威夷 | 10 m | 运行 | 双镜并列 |"
SUBARU = "| Subaru | 夏威夷 | 8.2 m | 运行 | 主焦点大视场 |"
LAMOST = "| LAMOST | 兴隆 | 4 m | 运行 | 光谱巡天 |"
GAIA = "| Gaia | 18 亿颗 | 高 | 第三期数据 |"
SDSS = "| SDSS | 5 亿颗 | 中 | 光度为主 |"


@pytest.mark.parametrize(
    ("suggestion", "expected"),
    [
        (
            "§1.1 表更新 Subaru 的口径 8.2 m → 8.4 m，LAMOST 的口径 4 m → 4.5 m。",
            [
                (SUBARU, SUBARU.replace("8.2 m", "8.4 m")),
                (LAMOST, LAMOST.replace("4 m", "4.5 m")),
            ],
        ),
        (
            "§1.1 表 Subaru 的状态 由 运行 改为 检修，LAMOST 的状态 由 运行 改为 停机。",
            [
                (SUBARU, SUBARU.replace("运行", "检修")),
                (LAMOST, LAMOST.replace("运行", "停机")),
            ],
        ),
        (
            "§1.1 表：Keck 的说明 双镜并列 → 双镜干涉，"
            "Subaru 的说明 主焦点大视场 → 主焦点超大视场，LAMOST 的口径 4 m → 4.5 m。",
            [
                (KECK, KECK.replace("双镜并列", "双镜干涉")),
                (SUBARU, SUBARU.replace("主焦点大视场", "主焦点超大视场")),
                (LAMOST, LAMOST.replace("4 m", "4.5 m")),
            ],
        ),
        (
            # Another table, values with CJK units, and cells of two different columns.
            "§1.2 表 Gaia 的星表规模 18 亿颗 → 19 亿颗，SDSS 的完备度 中 → 高。",
            [(GAIA, GAIA.replace("18 亿颗", "19 亿颗")), (SDSS, SDSS.replace("中", "高"))],
        ),
    ],
)
def test_each_row_takes_its_own_pair(
    tmp_path: Path, suggestion: str, expected: list[tuple[str, str]]
) -> None:
    code, report, after = run(tmp_path, suggestion)
    assert code == 0, report
    assert changed(after) == expected, report


def test_two_pairs_of_one_named_row_stay_on_that_row(tmp_path: Path) -> None:
    code, report, after = run(tmp_path, "§1.1 表 Subaru 行 口径 8.2 m → 8.4 m，运行 → 检修。")
    assert code == 0, report
    assert changed(after) == [(SUBARU, "| Subaru | 夏威夷 | 8.4 m | 检修 | 主焦点大视场 |")]


@pytest.mark.parametrize(
    ("suggestion", "why"),
    [
        ("§1.1 表 Subaru 的口径 8.2 m → 8.4 m，LAMOST 的口径 5 m → 4.5 m。", "「5 m」"),
        ("§1.1 表 Subaru 的口径 8.2 m → 8.4 m，VLT 的口径 8.2 m → 8.3 m。", "「VLT」"),
    ],
)
def test_a_second_row_that_does_not_hold_its_value_is_reported_alone(
    tmp_path: Path, suggestion: str, why: str
) -> None:
    code, report, after = run(tmp_path, suggestion)
    assert code == 1, report
    assert changed(after) == [(SUBARU, SUBARU.replace("8.2 m", "8.4 m"))], report
    unresolved = [row for row in report_rows(report) if "unresolved" in row]
    assert len(unresolved) == 1 and why in unresolved[0], report
