"""A negation whose place stands between it and its verb (`不必在 §4.1 里补条目`, `无需在滴灌小节
新增条目`, `别往 §4.1 中加条目`, `§4.1 不用再加条目`) refuses that edit: nothing is asked, no
patch, and no row to check by hand (a section the document does not have included: the
refusal asks nothing there either). Our own words."""

from __future__ import annotations

from pathlib import Path

import pytest

from .reading22_fixture import KB, run

REFUSED = [
    "不必在 §4.1 里补条目。",
    "无需在滴灌小节新增条目。",
    "无需在育苗小节新增条目。",
    "别往 §4.1 中加条目。",
    "勿于 4.1 节内增补条目。",
    "免在「滴灌」一节里添条目。",
    "不用在 §4.1 里新增 SoilPulse。",
    "§4.1 不用再加条目。",
    "不要在 §4.1 下面补录条目。",
]


@pytest.mark.parametrize("suggestion", REFUSED)
def test_a_refusal_with_its_place_between_asks_nothing(tmp_path: Path, suggestion: str) -> None:
    code, report, after = run(tmp_path, suggestion)
    assert after == KB and code == 0, report
    assert "not understood" not in report and "check by hand" not in report, report


def test_a_place_refused_and_another_chosen_is_still_read(tmp_path: Path) -> None:
    code, report, after = run(tmp_path, "不在 §4.1 而在 §4.2 新增 SoilPulse 条目。")
    assert code == 0 and after.count("SoilPulse") == 1, report
    assert "SoilPulse" in after.split("### 4.2 喷灌")[1], after
