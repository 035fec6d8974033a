"""A section named by the path of headings down to it, with any of the marks a path is written
with (`「范围 → 纳入标准」一节`, `「范围 › 纳入标准」`, `「第一章　范围 » 纳入标准」`): the heading
of those words under the one before; a path whose last heading is not under the first is
reported, never resolved elsewhere. Our own KB (tests/quiet_kb.py)."""

from __future__ import annotations

import pytest

from .conftest import kb_after
from .quiet_kb import KB, brief

LINE = "- 有年度更新的县级地图。"


@pytest.mark.parametrize("path", ["范围 → 纳入标准", "范围 › 纳入标准", "第一章　范围 » 纳入标准"])
def test_the_heading_at_the_end_of_the_path_takes_the_edit(path: str) -> None:
    lines, rows = kb_after(KB, brief(f"「{path}」一节末尾补一条「{LINE}」"))
    assert rows == [("proposed", "")], rows
    start = lines.index("### 1.1 纳入标准")
    assert lines[start + 4].startswith(LINE.rstrip("。")), lines


def test_a_path_whose_heading_stands_under_another_is_reported() -> None:
    lines, rows = kb_after(KB, brief(f"「观测 › 纳入标准」一节末尾补一条「{LINE}」"))
    assert lines == KB.splitlines(), rows
    assert rows[0][0] == "unresolved", rows
