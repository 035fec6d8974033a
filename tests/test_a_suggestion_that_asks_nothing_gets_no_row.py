"""An item whose 建议归入 asks for nothing (refused: `暂不收录`, `无需归入`; done before: `上轮已
补进 2-2`; someone else's words: `作者提议在 2-3 加一条，我们不采纳`) gets no row saying it asks
for an edit (at most one saying it asks for none), even where the place it names is no section
kbpatch can find. A request to a place kbpatch cannot find is still reported. Our own words."""

from __future__ import annotations

from pathlib import Path

import pytest

from .test_a_condition_after_the_request_withholds_it import KB, run


@pytest.mark.parametrize(
    "suggestion",
    [
        "暂不归入。",
        "仅作背景，暂不收录。",
        "无需归入，作者的看法仅供参考。",
        "GraphSlab 上轮已补进 2-2，本轮无动作。",
        "作者提议在 2-3 加一条 GraphSlab，我们不采纳。",
    ],
)
def test_a_suggestion_asking_nothing_is_read_as_nothing(tmp_path: Path, suggestion: str) -> None:
    code, report, after = run(tmp_path, suggestion)
    assert after == KB, report
    assert code == 0, report
    # Nothing, or a row saying it asks nothing; never one saying it asks for an edit.
    assert "not understood" not in report, report


@pytest.mark.parametrize(
    "suggestion",
    ["归入图索引部分。", "2-3 补一条 GraphSlab。", "若复测通过，再归入图索引部分。"],
)
def test_a_request_to_a_place_not_found_is_still_reported(tmp_path: Path, suggestion: str) -> None:
    code, report, after = run(tmp_path, suggestion)
    assert after == KB, report
    assert code == 1
    (row,) = [line for line in report.splitlines() if "(条目 1)" in line]
    assert "not understood" in row, report
