"""`需确认。`, `有待核实。` alone in an item's own 值得警惕: a check still to make, so the item's
edits wait for it and are reported forbidden, as `需确认…后再改` holds them. A caveat that
names what to check beside other words (`自报数字，需确认。`) describes a risk and holds
nothing. Our own words and KB."""

from __future__ import annotations

from pathlib import Path

import pytest

from .conftest import proposed_and_applied, report_rows
from .ordinal_kb import BRIEF_PATH, GATEWAY, KB, KB_PATH, brief

REQUEST = "§五（一）3. 控制回路由约 120 ms 改为约 100 ms"


@pytest.mark.parametrize("caveat", ["需确认。", "有待核实。", "尚需进一步验证"])
def test_the_edit_waits(tmp_path: Path, caveat: str) -> None:
    _, report, after = proposed_and_applied(
        tmp_path, KB_PATH, KB, brief(REQUEST, caveat), BRIEF_PATH
    )
    assert after == KB, report
    assert any("forbidden" in row for row in report_rows(report)), report


@pytest.mark.parametrize("caveat", ["自报数字，需确认。", "样本只有 3 台网关。"])
def test_a_described_risk_holds_nothing(tmp_path: Path, caveat: str) -> None:
    code, report, after = proposed_and_applied(
        tmp_path, KB_PATH, KB, brief(REQUEST, caveat), BRIEF_PATH
    )
    assert code == 0, report
    assert GATEWAY.replace("120", "100") in after.splitlines(), report
