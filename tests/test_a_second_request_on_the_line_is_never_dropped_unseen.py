"""A second request on an item's line, after an edit of its own, that dictates its words
after a colon (`，并在术语补 暗电流：…`, `。时间线补一条 2027.01：…`) is another request: written
where kbpatch reads its place, else reported with its words; never taken for a remark on the
edit before it and dropped unseen. Our own words, on our own KB."""

from __future__ import annotations

from pathlib import Path

import pytest

from .conftest import report_rows
from .telescope_fixture import changed, run

CCD = "- CCD-90（2021）— 背照式探测器，单片售价 3.2 万美元；量子效率 95%。"
VALUE = "§2 仪器：CCD-90 单片售价由 3.2 万美元改为 3.5 万美元"


@pytest.mark.parametrize(
    ("second", "words"),
    [
        ("，并在术语补 暗电流：传感器无光照时输出的电流。", "暗电流"),
        ("。时间线补一条 2027.01：Rubin 天文台首光。", "2027.01"),
    ],
)
def test_the_second_request_is_reported_beside_the_first(
    tmp_path: Path, second: str, words: str
) -> None:
    code, report, after = run(tmp_path, VALUE + second)
    assert changed(after) == [(CCD, CCD.replace("3.2 万美元", "3.5 万美元"))], report
    assert code == 1, report
    rows = report_rows(report)
    assert any(words in row and " proposed " not in row for row in rows), report
