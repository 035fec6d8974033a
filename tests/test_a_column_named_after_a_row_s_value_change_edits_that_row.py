"""`§1.2 表 Gaia 的星表规模 18 亿颗 更为 19 亿颗，备注改为"第四期数据"`: a clause (or sentence)
that opens with a column's name right after a replace of a row named by its name and 的 (not
`X 行`) replaces or adds to that row's cell, never a header; a row whose name is no Latin word
(`ζ-Sky`) too. The closing list saying the value change again merges with it. Our own words."""

from __future__ import annotations

from pathlib import Path

import pytest

from .conftest import report_rows
from .telescope_fixture import changed, run

GAIA = "| Gaia | 18 亿颗 | 高 | 第三期数据 |"
ZETA = "| ζ-Sky | 2 亿颗 | 低 | 试运行 |"
SUBARU = "| Subaru | 夏威夷 | 8.2 m | 运行 | 主焦点大视场 |"
LAMOST = "| LAMOST | 兴隆 | 4 m | 运行 | 光谱巡天 |"


@pytest.mark.parametrize(
    ("suggestion", "old", "new"),
    [
        (
            '§1.2 表 Gaia 的星表规模 18 亿颗 更为 19 亿颗，备注改为"第四期数据"。',
            GAIA,
            "| Gaia | 19 亿颗 | 高 | 第四期数据 |",
        ),
        (
            '§1.2 表 ζ-Sky 的完备度 低 → 中，备注改为"正式运行"。',
            ZETA,
            "| ζ-Sky | 2 亿颗 | 中 | 正式运行 |",
        ),
        (
            '§1.1 表 Subaru 的口径 8.2 m → 8.4 m。说明 补"加装自适应光学"。',
            SUBARU,
            "| Subaru | 夏威夷 | 8.4 m | 运行 | 主焦点大视场；加装自适应光学 |",
        ),
        (
            '§1.1 表 LAMOST 的状态 由 运行 改为 检修，其说明换成"光谱巡天暂停"。',
            LAMOST,
            "| LAMOST | 兴隆 | 4 m | 检修 | 光谱巡天暂停 |",
        ),
    ],
)
def test_the_column_s_cell_of_the_row_just_named_is_edited(
    tmp_path: Path, suggestion: str, old: str, new: str
) -> None:
    code, report, after = run(tmp_path, suggestion)
    assert code == 0, report
    assert changed(after) == [(old, new)], report


def test_the_closing_list_s_repeat_of_the_value_joins_the_item_s_edit(tmp_path: Path) -> None:
    code, report, after = run(
        tmp_path,
        '§1.2 表 ζ-Sky 的完备度 低 → 中，备注改为"正式运行"。',
        closing="§1.2 表 ζ-Sky 低 → 中。",
    )
    assert code == 0, report
    assert changed(after) == [(ZETA, "| ζ-Sky | 2 亿颗 | 中 | 正式运行 |")], report
    rows = report_rows(report)
    assert len(rows) == 2 and all(" proposed " in row for row in rows), report
    assert any("[lines 9,13]" in row for row in rows), report
