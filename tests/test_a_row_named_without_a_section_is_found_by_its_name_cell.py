"""`Subaru 行的口径 8.2 m 改为 8.4 m`, `Keck 一行说明里加"双镜干涉"`: a request that names no
section but a table row by its name (`X 行`, `X 一行`) and replaces a value in it (quoted or
not) or adds words to one of its cells is made in the one row of the document whose name cell
is X. A name two tables' rows hold, or a row that does not hold the old value, is reported,
never guessed. Our own words, on a KB of our own."""

from __future__ import annotations

from pathlib import Path

import pytest

from .conftest import report_rows
from .telescope_fixture import GAIA, KB, KECK, SUBARU, changed, run


@pytest.mark.parametrize(
    ("suggestion", "old", "new"),
    [
        ("Subaru 行的口径 8.2 m 改为 8.4 m。", SUBARU, SUBARU.replace("8.2 m", "8.4 m")),
        ("Subaru 一行的状态 由 运行 改为 检修。", SUBARU, SUBARU.replace("运行", "检修")),
        ("把 Gaia 行的星表规模 18 亿颗 调为 19 亿颗。", GAIA, GAIA.replace("18", "19")),
        ('Gaia 那一行的备注"第三期数据"改为"第四期数据"。', GAIA, GAIA.replace("三", "四")),
        ('Keck 一行说明里加"双镜干涉"。', KECK, KECK.replace("双镜并列", "双镜并列；双镜干涉")),
        ('Keck 行的状态补"（夜间）"。', KECK, KECK.replace("运行", "运行（夜间）")),
    ],
)
def test_the_one_row_of_that_name_is_edited(
    tmp_path: Path, suggestion: str, old: str, new: str
) -> None:
    code, report, after = run(tmp_path, suggestion)
    assert code == 0, report
    assert changed(after) == [(old, new)], report


@pytest.mark.parametrize(
    ("suggestion", "why"),
    [
        # Two tables have a LAMOST row: which is meant is not guessed.
        ("LAMOST 行的口径 4 m 改为 4.5 m。", "2 entries open with LAMOST"),
        ('LAMOST 一行备注里加"暂停"。', "2 entries open with LAMOST"),
        ("Subaru 行的口径 9 m 改为 8.4 m。", "「9 m」"),
    ],
)
def test_a_row_not_found_once_or_a_value_it_lacks_is_reported(
    tmp_path: Path, suggestion: str, why: str
) -> None:
    code, report, after = run(tmp_path, suggestion)
    assert after == KB and code == 1, report
    assert any(why in row for row in report_rows(report)), report
