"""`§2 的 2.1 表`, `病害防治 一章的 2.1`, `第 2 章里 2.1`: a section's bare number after its
chapter (named by number or words) and `的`/`里`, or a space, names that section, not the
chapter. Our own words and KB."""

from __future__ import annotations

from pathlib import Path

import pytest

from .conftest import proposed_and_applied
from .orchard_kb import BRIEF_PATH, KB, KB_PATH, LAST, brief


@pytest.mark.parametrize(
    "place",
    ["§2 的 2.1", "病害防治 一章的 2.1", "第 2 章里 2.1", "病害防治 一章 2.1"],
)
def test_the_section_takes_the_new_entry(tmp_path: Path, place: str) -> None:
    request = brief(f"{place} 新增一条 RotSense（农大，2025）：近红外光谱识别树皮下病斑。")
    code, report, after = proposed_and_applied(tmp_path, KB_PATH, KB, request, BRIEF_PATH)
    assert code == 0, report
    lines = after.splitlines()
    added = [line for line in lines if line not in KB.splitlines()]
    assert len(added) == 1 and added[0].startswith("3. **RotSense**"), added
    assert lines.index(added[0]) == lines.index(LAST) + 1


def test_a_number_after_its_chapter_that_counts_stays_a_number(tmp_path: Path) -> None:
    request = brief("§2 的 2.1 倍提速不写进条目；§2.1 新增一条 RotSense（农大，2025）。")
    _, report, after = proposed_and_applied(tmp_path, KB_PATH, KB, request, BRIEF_PATH)
    added = [line for line in after.splitlines() if line not in KB.splitlines()]
    assert len(added) == 1 and added[0].startswith("3. **RotSense**"), (added, report)
