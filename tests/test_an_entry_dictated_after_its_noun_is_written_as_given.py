"""`§五（一）1. 新增条目：**X**（…）：…`, `新增条目 **X**（…）：…`, `新增一条：- **X**…`: the words
after the entry noun are the new entry, written as given (never the item's 要点 and its card's
path in their place); a list marker the brief copies with the line is the list's, no word of
the name. An old value the brief cuts inside a bracket (`由 120 ms（实测 P50）改为…` read
from `P50）`) is reported, never spliced into a cell. Our own words and KB."""

from __future__ import annotations

from pathlib import Path

import pytest

from .conftest import proposed_and_applied
from .ordinal_kb import BRIEF_PATH, KB, KB_PATH, brief

ENTRY = "**Hum-2**（绿源，2026-11）：湿度传感器，响应约 4 s（自报）【2】。"


@pytest.mark.parametrize(
    "request_words",
    [
        f"§五（一）1. 新增条目：{ENTRY}",
        f"§五（一）1. 新增条目 {ENTRY}",
        f"§五（一）1. 新增一条：- {ENTRY}",
        f"§五（一）1. 新增条目：- {ENTRY}",
    ],
)
def test_the_entry_is_written_as_given(tmp_path: Path, request_words: str) -> None:
    code, report, after = proposed_and_applied(
        tmp_path, KB_PATH, KB, brief(request_words), BRIEF_PATH
    )
    assert code == 0, report
    added = [line for line in after.splitlines() if line not in KB.splitlines()]
    assert len(added) == 1 and added[0].startswith(f"- {ENTRY}"), added


def test_an_old_value_cut_inside_a_bracket_is_reported(tmp_path: Path) -> None:
    kb = KB.replace("约 120 ms【3】", "约 120 ms（实测 P50）【3】")
    request_words = "§五（一）3. 控制回路由约 120 ms（实测 P50）改为约 100 ms（实测 P50）"
    _, report, after = proposed_and_applied(tmp_path, KB_PATH, kb, brief(request_words), BRIEF_PATH)
    assert after == kb, report
    assert "proposed" not in report, report
