"""A new entry asked in one section and, in the same request, given another place (`§4.1 新增
X 条目，位置：§4.2`, `…，放在 §4.2`, `…（位置见 §4.2）`, `…（§4.2）`) is one report row naming both
places, and no patch: which one the brief means is never guessed, nor is the entry written
twice. A place that is the same section, or a section inside the one asked (`§4 新增…，位置：
§4.1`), says where it goes. Our own words."""

from __future__ import annotations

from pathlib import Path

import pytest

from .reading22_fixture import KB, TOOL, run, section


@pytest.mark.parametrize(
    "suggestion",
    [
        "§4.1 新增 SoilPulse 条目，位置：§4.2。",
        "§4.1 新增一条 SoilPulse，放在 §4.2。",
        "4.1 节补录 SoilPulse（位置见 §4.2）。",
        "§4.1 新增 SoilPulse 条目（§4.2）。",
        "§4.1 新增 SoilPulse 条目，位置：5.1 节末尾。",
        "§4.1 增补 SoilPulse 一条，位置为「喷灌」一节。",
    ],
)
def test_two_places_for_one_entry_are_one_row(tmp_path: Path, suggestion: str) -> None:
    code, report, after = run(tmp_path, suggestion)
    assert after == KB and code == 1, report
    rows = [line for line in report.splitlines() if "two places for one entry" in line]
    assert len(rows) == 1, report
    assert "proposed" not in report, report


@pytest.mark.parametrize(
    ("suggestion", "heading"),
    [
        ("§4 新增 SoilPulse 条目，位置：§4.2。", "### 4.2 喷灌"),
        ("§4.2 新增 SoilPulse 条目，位置：第 4 章。", "### 4.2 喷灌"),
        ("§4.1 新增 SoilPulse 条目，位置见 §4.1 末尾。", "### 4.1 滴灌"),
        ("§4.2 新增 SoilPulse 条目，位置：「喷灌」一节。", "### 4.2 喷灌"),
        ("§4 新增 SoilPulse 条目，放到 §4.1 里。", "### 4.1 滴灌"),
    ],
)
def test_a_place_inside_or_the_same_is_the_entry_s_place(
    tmp_path: Path, suggestion: str, heading: str
) -> None:
    code, report, after = run(tmp_path, suggestion)
    assert code == 0 and "not understood" not in report, report
    assert TOOL in section(after, heading) and after.count("SoilPulse") == 1, after


def test_a_place_also_asked_adds_in_both(tmp_path: Path) -> None:
    # `也` adds a place; the two entries are asked, as before.
    _, report, after = run(tmp_path, "§4.1 新增 SoilPulse 条目，§4.2 也放一条。")
    assert after.count("SoilPulse") == 2, report
