"""The closing list has the brief's last word on an item's edit: a line that says it again
and puts it off (`…改为 3.5 万美元，暂不执行`, `…，本轮不实施`) or makes it wait on a condition
(`若厂商确认，再把 … 改为 …`, `如报价属实再改 CCD-90 售价`) holds the item's edit, reported
with its words; a condition about something else leaves it. Our own words, on our own KB."""

from __future__ import annotations

from pathlib import Path

import pytest

from .conftest import report_rows
from .telescope_fixture import changed, run

REQUEST = "§2 仪器：CCD-90 单片售价由 3.2 万美元改为 3.5 万美元。"
CCD = "- CCD-90（2021）— 背照式探测器，单片售价 3.2 万美元；量子效率 95%。"


@pytest.mark.parametrize(
    "closing",
    [
        "§2 CCD-90 单片售价由 3.2 万美元改为 3.5 万美元，暂不执行（条目 1）",
        "§2 CCD-90 单片售价改为 3.5 万美元，本轮不实施（条目 1）",
        "若厂商确认，再把 CCD-90 的 3.2 万美元改为 3.5 万美元（条目 1）",
        "如报价属实再改 CCD-90 售价（条目 1）",
    ],
)
def test_the_item_s_edit_is_held(tmp_path: Path, closing: str) -> None:
    code, report, after = run(tmp_path, REQUEST, closing=closing)
    assert changed(after) == [], report
    assert code == 1, report
    assert not any(" proposed " in row for row in report_rows(report)), report


def test_a_condition_on_something_else_leaves_the_edit(tmp_path: Path) -> None:
    code, report, after = run(
        tmp_path, REQUEST, closing="若厂商确认，再把光纤定位器的 12 微米改为 10 微米（条目 1）"
    )
    assert changed(after) == [(CCD, CCD.replace("3.2 万美元", "3.5 万美元"))], report
    assert code == 1, report  # the condition is reported


def test_a_put_off_request_of_another_place_leaves_the_item_s_edit(tmp_path: Path) -> None:
    """`下轮可考虑在 §1.2 补一行 X，本轮不做`: the take-back is of the request said before it."""
    code, report, after = run(
        tmp_path, REQUEST, closing="下一轮可以考虑在 §1.2 补一行 Rubin 巡天，本轮不做（条目 1）"
    )
    assert changed(after) == [(CCD, CCD.replace("3.2 万美元", "3.5 万美元"))], report
    assert code == 1, report  # the request put off is reported


def test_a_put_off_restatement_of_the_item_s_own_edit_holds_it(tmp_path: Path) -> None:
    code, report, after = run(
        tmp_path, REQUEST, closing="§2 CCD-90 单片售价改为 3.5 万美元，本轮不做（条目 1）"
    )
    assert changed(after) == [], report
    assert code == 1, report
