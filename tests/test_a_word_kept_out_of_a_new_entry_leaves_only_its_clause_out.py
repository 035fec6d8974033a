"""A ban on words inside the request for a new entry (`新增 X 条目，售价不写`, `；不写售价`,
`，售价先不写`) bans only those words: where the 要点's one sentence says them in a clause
apart by commas, the entry is written without that clause, never with the words. A quoted
ban (`"2 万美元"不写`) is read as a ban on words, not as a keep of a heading named by the
quote; where the words cannot be left out by a whole clause of their own, the entry is
reported, not written. Our own words."""

from __future__ import annotations

from pathlib import Path

import pytest

from .robo_kb_fixture import KB, run


@pytest.mark.parametrize(
    "suggestion",
    [
        "硬件平台 小节新增 **Kite One** 条目，售价不写。",
        "硬件平台 小节新增 **Kite One** 条目；不写售价。",
        "硬件平台 小节新增 **Kite One** 条目，写明双臂与遥操作，售价先不写。",
    ],
)
def test_the_entry_is_written_without_the_clause_holding_the_banned_word(
    tmp_path: Path, suggestion: str
) -> None:
    after, rows = run(tmp_path, suggestion)
    assert "3. **Kite One** — 轻量双臂平台，支持遥操作。" in after, rows
    assert "售价" not in after and "2 万" not in after, rows
    assert not any("forbidden" in row for row in rows), rows


@pytest.mark.parametrize(
    "suggestion",
    [
        '硬件平台 小节新增 **Kite One** 条目；"2 万美元"不写。',
        '硬件平台 小节新增 **Kite One** 条目。"约 2 万美元"不写。',
    ],
)
def test_a_quoted_ban_is_no_heading_and_never_written(tmp_path: Path, suggestion: str) -> None:
    after, rows = run(tmp_path, suggestion)
    assert "2 万美元" not in after.split("### 评测")[0].split("DuoBase")[1], rows
    assert not any("no heading named" in row for row in rows), rows
    assert after == KB or "**Kite One**" in after, rows
