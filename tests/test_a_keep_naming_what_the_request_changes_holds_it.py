"""A caveat that keeps a thing by the words the item's own request changes it with
(`单片售价保持不变` beside `单片售价由 3.2 万美元改为 3.5 万美元`) holds that change, whatever
keep it says; words the request does not change that way keep nothing, and `X 不变` of
anything else only describes it. Our own words, on a KB of our own."""

from __future__ import annotations

from pathlib import Path

import pytest

from .conftest import report_rows
from .telescope_fixture import changed, run

REQUEST = "§2 仪器：CCD-90 单片售价由 3.2 万美元改为 3.5 万美元。"
CCD = "- CCD-90（2021）— 背照式探测器，单片售价 3.2 万美元；量子效率 95%。"


@pytest.mark.parametrize(
    "caveat",
    [
        "单片售价保持不变，厂商报价未确认。",
        "单片售价本轮不动。",
        "单片售价暂不改。",
        "单片售价先不要动，等厂商回函。",
        "单片售价不变。",
        "单片售价勿改。",
    ],
)
def test_the_change_of_the_thing_kept_is_forbidden(tmp_path: Path, caveat: str) -> None:
    code, report, after = run(tmp_path, f"{REQUEST}\n- 值得警惕：{caveat}")
    assert code == 0, report
    assert changed(after) == [], report
    rows = report_rows(report)
    assert any(" forbidden " in row for row in rows), report
    assert not any(" proposed " in row for row in rows), report


@pytest.mark.parametrize("caveat", ["量子效率保持不变。", "精度不变。", "其余保持不变。"])
def test_a_keep_of_something_else_leaves_the_change_asked(tmp_path: Path, caveat: str) -> None:
    code, report, after = run(tmp_path, f"{REQUEST}\n- 值得警惕：{caveat}")
    assert code == 0, report
    assert changed(after) == [(CCD, CCD.replace("3.2 万美元", "3.5 万美元"))], report
