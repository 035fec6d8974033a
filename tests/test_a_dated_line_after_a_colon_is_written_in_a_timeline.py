"""`大事记末尾加一行：2026-11 ｜ X`: a line the brief gives after `加一行` and its colon that opens
with its date is the timeline's new line, written as given (never refused as "no dated line",
nor replaced by the item's words). Our own words and KB."""

from __future__ import annotations

from pathlib import Path

import pytest

from .conftest import proposed_and_applied
from .loom_kb import BRIEF_PATH, KB, KB_PATH, brief


@pytest.mark.parametrize(
    "request_words",
    [
        "§大事记 末尾加一行：2026-11 ｜ 苏州厂换纸时间降到 38 分钟",
        "大事记一节加一行：- 2026-11 ｜ 苏州厂换纸时间降到 38 分钟",
    ],
)
def test_the_dated_line_is_added(tmp_path: Path, request_words: str) -> None:
    code, report, after = proposed_and_applied(
        tmp_path, KB_PATH, KB, brief(request_words), BRIEF_PATH
    )
    assert code == 0, report
    lines = after.splitlines()
    added = [line for line in lines if line not in KB.splitlines()]
    assert len(added) == 1 and added[0].startswith("- 2026-11 ｜ 苏州厂换纸时间降到 38 分钟"), added
    assert lines.index(added[0]) == lines.index("- 2025-03 ｜ 苏州厂引入电子提花") + 1
