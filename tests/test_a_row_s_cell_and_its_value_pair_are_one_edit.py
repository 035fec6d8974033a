"""`§1.2 表 Gaia 一行完备度改为中，星表规模由 18 亿颗改为 19 亿颗`: a cell named by its column
with no old value, and a value given old and new after it, are both edits of the row named,
written together; neither is dropped for the other, and a pair standing on another row is
never written there. Our own words, on a KB of our own."""

from __future__ import annotations

from pathlib import Path

import pytest

from .telescope_fixture import GAIA, SUBARU, changed, run


@pytest.mark.parametrize(
    ("suggestion", "old", "new"),
    [
        (
            "§1.2 表 Gaia 一行完备度改为中，星表规模由 18 亿颗改为 19 亿颗。",
            GAIA,
            "| Gaia | 19 亿颗 | 中 | 第三期数据 |",
        ),
        (
            '巡天排名表中 Gaia 一行备注改为"第四期数据"，星表规模由 18 亿颗改为 19 亿颗。',
            GAIA,
            "| Gaia | 19 亿颗 | 高 | 第四期数据 |",
        ),
        (
            "§1.1 表 Subaru 一行状态改为检修，口径由 8.2 m 改为 8.4 m。",
            SUBARU,
            "| Subaru | 夏威夷 | 8.4 m | 检修 | 主焦点大视场 |",
        ),
    ],
)
def test_the_named_cell_and_the_pair_are_written_in_one_row(
    tmp_path: Path, suggestion: str, old: str, new: str
) -> None:
    code, report, after = run(tmp_path, suggestion)
    assert code == 0, report
    assert changed(after) == [(old, new)], report


def test_a_pair_standing_on_another_row_writes_nothing(tmp_path: Path) -> None:
    code, report, after = run(
        tmp_path, "§1.2 表 Gaia 一行完备度改为中，星表规模由 5 亿颗改为 6 亿颗。"
    )
    assert code == 1, report
    assert changed(after) == [], report
    assert "5 亿颗" in report, report
