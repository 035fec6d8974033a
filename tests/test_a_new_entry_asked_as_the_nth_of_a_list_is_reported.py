"""A new entry asked as the Nth of a list (`选型路径第 2 条`, `「调度」一节第 1 条`) is
reported with its words: kbpatch adds entries at a list's end, so it never writes one at
another place, nor claims the position was kept."""

from __future__ import annotations

from pathlib import Path

import pytest

from .silent_fixture import new_lines, outcomes, proposal


@pytest.mark.parametrize(
    "suggestion",
    [
        "§2.1 新增一条 Lumen，同时写进选型路径第 2 条。",
        "§2.1 新增一条 Lumen，另外也加进选型路径第 1 条。",
        "「调度」一节第 1 条新增 Lumen。",
        "在「调度」一节第二条加一条 Lumen。",
    ],
)
def test_a_new_entry_at_a_list_position_is_reported(tmp_path: Path, suggestion: str) -> None:
    found = proposal(tmp_path, suggestion)
    assert not any(line.startswith(("1. ", "2. ", "3. ")) for line in new_lines(found))
    assert not any(line.startswith("- **Lumen") for line in new_lines(found))
    rows = [(status, reason) for _, status, reason in outcomes(found)]
    assert any(status == "not understood" and "第" in reason for status, reason in rows), rows


def test_a_new_entry_after_a_named_one_is_still_placed(tmp_path: Path) -> None:
    found = proposal(tmp_path, "§2.2 新增一条 Lumen。")
    assert [line for line in new_lines(found) if "Lumen" in line]


def test_a_closing_line_repeating_the_reported_add_writes_nothing(tmp_path: Path) -> None:
    """The closing list's `§2.2：新增一条（条目 1）` repeats the add the item's own line asked at a
    position kbpatch does not write: it joins that row, and no entry is built without it."""
    closing = "\n\n## 建议动作\n\n- §2.2：新增一条（条目 1）。"
    found = proposal(tmp_path, "§2.2 调度 第 1 条新增 Lumen。" + closing)
    assert new_lines(found) == []
    [(_, status, reason)] = outcomes(found)
    assert status == "not understood" and "第 1 条" in reason
