"""An item's line and the closing list that change one value to two different new values
(`由 0.8 改为 0.6` beside `0.8 → 0.65`) are never merged into one edit citing both lines: the
closing list has the last word, its value is proposed citing its own line and the item's line is
reported with both values; where the closing line gives no old value the item's change is
reported, not proposed. The same new value said twice stays one edit citing both lines. A new
value that only begins like the other (0.6 / 0.65) is another value. Our own words."""

from __future__ import annotations

from pathlib import Path

import pytest

from .kiln_fixture import KB, changed, rows, run

OLD = "- **EcoKiln**（arXiv:2403.00011）：升温曲线可编程，能耗 0.8 度每公斤。"
CLOSING_VALUE = "- **EcoKiln**（arXiv:2403.00011）：升温曲线可编程，能耗 0.65 度每公斤。"


@pytest.mark.parametrize(
    ("suggestion", "closing"),
    [
        (
            "§2.1 EcoKiln 的能耗由 0.8 改为 0.6。",
            "§2.1：EcoKiln 能耗 0.8 → 0.65（条目 1，以复测为准）。",
        ),
        ("§2.1 EcoKiln 能耗 0.8 → 0.6。", "§2.1：EcoKiln 能耗由 0.8 更新为 0.65（条目 1）。"),
        ("§2.1 EcoKiln 的能耗由 0.8 更新为 0.6。", "§2.1：EcoKiln 能耗 0.8 改为 0.65（条目 1）。"),
        (
            '§2.1 "能耗 0.8 度" 改为 "能耗 0.6 度"。',
            '§2.1：EcoKiln "能耗 0.8 度" 改为 "能耗 0.65 度"（条目 1）。',
        ),
    ],
)
def test_the_closing_list_s_value_is_proposed_and_the_item_s_reported(
    tmp_path: Path, suggestion: str, closing: str
) -> None:
    code, report, after = run(tmp_path, suggestion, closing)
    assert code == 0 and changed(after) == [CLOSING_VALUE], report
    found = rows(report)
    proposed = [row for row in found if " proposed " in row]
    assert len(proposed) == 1 and "[line 13]" in proposed[0], report
    skipped = [row for row in found if "[line 9]" in row]
    assert len(skipped) == 1, report
    assert "0.65 度」" in skipped[0] or "0.65」" in skipped[0], report
    assert "0.6 度」" in skipped[0] or "0.6」" in skipped[0], report
    assert "last word" in skipped[0], report


@pytest.mark.parametrize(
    "closing",
    ["§2.1：EcoKiln 能耗更新为 0.65（条目 1）。", "§2.1：EcoKiln 能耗改为约 0.65（条目 1）。"],
)
def test_another_new_value_without_its_old_one_holds_the_item_s_change(
    tmp_path: Path, closing: str
) -> None:
    code, report, after = run(tmp_path, "§2.1 EcoKiln 的能耗由 0.8 改为 0.6。", closing)
    assert after == KB and code == 1, report
    held = [row for row in rows(report) if "not understood" in row]
    # The closing value as written: its approximation is its own (`约 0.65`).
    said = "「约 0.65」" if "约" in closing else "「0.65」"
    assert len(held) == 1 and said in held[0] and "「0.6」" in held[0], report


@pytest.mark.parametrize(
    ("suggestion", "closing"),
    [
        ("§2.1 EcoKiln 的能耗由 0.8 改为 0.65。", "§2.1：EcoKiln 能耗 0.8 → 0.65（条目 1）。"),
        ("§2.1 EcoKiln 能耗 0.8 → 0.65。", "§2.1：EcoKiln 能耗由 0.8 更新为 0.65（条目 1）。"),
        ("§2.1 EcoKiln 的能耗由 0.8 更新为 0.65。", "§2.1：EcoKiln 能耗更新为 0.65（条目 1）。"),
    ],
)
def test_the_same_value_said_twice_is_one_edit_citing_both_lines(
    tmp_path: Path, suggestion: str, closing: str
) -> None:
    code, report, after = run(tmp_path, suggestion, closing)
    assert code == 0 and changed(after) == [CLOSING_VALUE], report
    (row,) = rows(report)
    assert " proposed " in row and "[lines 9,13]" in row, report
    assert OLD not in after
