"""`§2 仪器：CCD-90 售价由 3.2 万美元改为 3.5 万美元；光纤定位器定位误差由 12 微米改为 10 微米`:
a request naming two entries, each with its pair, changes each value on its own entry's line.
A pair whose line the request does not name is never written on it. Our own words."""

from __future__ import annotations

from pathlib import Path

import pytest

from .telescope_fixture import GAIA, changed, run

CCD = "- CCD-90（2021）— 背照式探测器，单片售价 3.2 万美元；量子效率 95%。"
FIBRE = "- 光纤定位器（2019）— 4000 根光纤并行，定位误差 12 微米。"
SDSS = "| SDSS | 5 亿颗 | 中 | 光度为主 |"


@pytest.mark.parametrize(
    "suggestion",
    [
        "§2 CCD-90 售价由 3.2 万美元改为 3.5 万美元；光纤定位器定位误差由 12 微米改为 10 微米。",
        "§2：CCD-90 售价由 3.2 万美元改为 3.5 万美元，光纤定位器的定位误差由 12 微米改为 10 微米。",
        "§2 仪器：CCD-90 的售价 3.2 万美元 → 3.5 万美元；光纤定位器 12 微米 → 10 微米。",
    ],
)
def test_each_entry_named_takes_its_own_pair(tmp_path: Path, suggestion: str) -> None:
    code, report, after = run(tmp_path, suggestion)
    assert code == 0, report
    assert changed(after) == [
        (CCD, CCD.replace("3.2 万美元", "3.5 万美元")),
        (FIBRE, FIBRE.replace("12 微米", "10 微米")),
    ], report


def test_two_rows_each_named_take_their_pairs(tmp_path: Path) -> None:
    code, report, after = run(tmp_path, "§1.2 表 Gaia 行 18 亿颗 → 19 亿颗，SDSS 5 亿颗 → 6 亿颗。")
    assert code == 0, report
    assert changed(after) == [
        (GAIA, GAIA.replace("18 亿颗", "19 亿颗")),
        (SDSS, SDSS.replace("5 亿颗", "6 亿颗")),
    ], report


@pytest.mark.parametrize(
    "suggestion",
    [
        "§1.2 表 Gaia 行：18 亿颗 → 19 亿颗，5 亿颗 → 6 亿颗。",
        "§2 仪器：CCD-90 售价由 3.2 万美元改为 3.5 万美元，定位误差由 12 微米改为 10 微米。",
    ],
)
def test_a_pair_on_a_line_the_request_does_not_name_writes_nothing(
    tmp_path: Path, suggestion: str
) -> None:
    code, report, after = run(tmp_path, suggestion)
    assert code == 1, report
    assert changed(after) == [], report
