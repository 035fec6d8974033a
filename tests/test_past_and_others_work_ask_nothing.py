"""Past work (`§4.1 已于上轮新增 DripLine 条目`, `已在上轮补入`, `引用已在 §7 登记`) and another's
task (`由 owner 在 §4.1 新增 X 条目`, `由维护者补录`) ask nothing of this round: a stated no-op,
no patch and no row to check by hand. A request beside them is read as usual, and an entry
named by what was done to it (`上轮新增的 X 条目末尾补…`) is still an entry. Our own words."""

from __future__ import annotations

from pathlib import Path

import pytest

from .reading22_fixture import KB, TOOL, run


@pytest.mark.parametrize(
    "suggestion",
    [
        "§4.1 已于上轮新增 DripLine 条目，本轮无需再动。",
        "§4.1 已在上轮补入 DripLine 条目，本轮不再动。",
        "§4.1 已经收录 DripLine。",
        "由 owner 在 §4.1 新增 SoilPulse 条目。",
        "由维护者在 §4.1 补录 SoilPulse。",
        "不必给 §4.1 DripLine 一条补出处，已在 §5 登记。",
    ],
)
def test_done_or_others_work_asks_nothing(tmp_path: Path, suggestion: str) -> None:
    code, report, after = run(tmp_path, suggestion)
    assert after == KB and code == 0, report
    assert "check by hand" not in report, report


def test_a_request_beside_past_work_is_read(tmp_path: Path) -> None:
    code, report, after = run(tmp_path, "§4.1 新增 SoilPulse 条目；DripLine 已于上轮登记。")
    assert TOOL in after and code == 0, report


def test_a_choice_left_to_e2_stays_reported(tmp_path: Path) -> None:
    code, report, after = run(tmp_path, "§4.1 新增 SoilPulse 条目，由 E2 拍板。")
    assert after == KB and code == 1, report
