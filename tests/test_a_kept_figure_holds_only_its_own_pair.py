"""`§2 仪器：售价由 3.2 万美元改为 3.5 万美元；定位误差由 12 微米改为 10 微米` beside
the caveat `3.2 万美元暂不改`: the keep holds the pair of its figure and only that one; the
other pair the same request asks is still written. Our own words, on a KB of our own."""

from __future__ import annotations

from pathlib import Path

import pytest

from .conftest import report_rows
from .telescope_fixture import changed, run

CCD = "- CCD-90（2021）— 背照式探测器，单片售价 3.2 万美元；量子效率 95%。"
FIBRE = "- 光纤定位器（2019）— 4000 根光纤并行，定位误差 12 微米。"
REQUEST = "§2 仪器：售价由 3.2 万美元改为 3.5 万美元；定位误差由 12 微米改为 10 微米。"


@pytest.mark.parametrize(
    "caveat",
    [
        "3.2 万美元暂不改，定位误差可以直接更新。",
        "售价 3.2 万美元本轮不动。",
        "3.2 万美元保持不变。",
    ],
)
def test_the_other_pair_is_written_and_the_kept_one_forbidden(tmp_path: Path, caveat: str) -> None:
    code, report, after = run(tmp_path, f"{REQUEST}\n- 值得警惕：{caveat}")
    assert code == 0, report
    assert changed(after) == [(FIBRE, FIBRE.replace("12 微米", "10 微米"))], report
    rows = report_rows(report)
    assert any(" forbidden " in row for row in rows), report


def test_a_keep_of_every_figure_asked_forbids_the_whole_request(tmp_path: Path) -> None:
    caveat = "3.2 万美元和 12 微米都暂不改。"
    code, report, after = run(tmp_path, f"{REQUEST}\n- 值得警惕：{caveat}")
    assert code == 0, report
    assert changed(after) == [], report
    assert not any(" proposed " in row for row in report_rows(report)), report
