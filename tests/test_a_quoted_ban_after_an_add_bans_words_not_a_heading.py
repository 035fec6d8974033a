"""A quoted ban after the request for a new entry (`；"2 万美元"不写`) is read as a ban on
those words, not as a keep of a heading the quote would name (no "no heading named" row), and
the words are never written. Our own words."""

from __future__ import annotations

from pathlib import Path

import pytest

from .robo_kb_fixture import KB, run


@pytest.mark.parametrize(
    "suggestion",
    [
        '硬件平台 小节新增 **Kite One** 条目；"2 万美元"不写。',
        '硬件平台 小节新增 **Kite One** 条目。"约 2 万美元"不写。',
        '硬件平台 小节新增 **Kite One** 条目；"2 万美元"不要写。',
    ],
)
def test_a_quoted_ban_is_no_heading_and_never_written(tmp_path: Path, suggestion: str) -> None:
    after, rows = run(tmp_path, suggestion)
    assert "2 万美元" not in after.split("### 评测")[0].split("DuoBase")[1], rows
    assert not any("no heading named" in row for row in rows), rows
    assert after == KB or "**Kite One**" in after, rows
