"""A request to write a whole entry anew (`O2 那一条整条替换为「- O2：…」`, closing `B.1 O2 条目
整条替换（条目 1）`) is never read as a new entry beside the old one (two O2 entries, the item's
title in front): where the new line would drop the citation the entry carries (`[R3]`), or no
line is given, it is reported with its words; a new line that keeps it replaces the entry.
Our own KB and words (tests/tide_kb.py)."""

from __future__ import annotations

import pytest

from .conftest import kb_after
from .tide_kb import KB, brief

LINE = "「- O2：2 MW 漂浮式机组，2021 年并网，2026 年扩容至 2.4 MW。」"


@pytest.mark.parametrize(
    ("suggestion", "closing"),
    [
        (f"B.1：O2 那一条整条替换为{LINE}", "见条目 1。"),
        (f"B.1 的 O2 条目整行换成{LINE}", "见条目 1。"),
        ("见下。", "B.1 O2 条目整条替换（条目 1）。"),
    ],
)
def test_the_rewrite_is_reported_and_nothing_written(suggestion: str, closing: str) -> None:
    lines, rows = kb_after(KB, brief(suggestion, closing))
    assert lines == KB.splitlines(), rows
    assert any(s in ("not understood", "unresolved") for s, _ in rows), rows
    assert all(status != "proposed" for status, _ in rows), rows


def test_a_new_line_keeping_the_citation_replaces_the_entry() -> None:
    line = "「- O2：2 MW 漂浮式机组，2021 年并网，2026 年扩容至 2.4 MW [R3]。」"
    lines, rows = kb_after(KB, brief(f"B.1：O2 那一条整条替换为{line}", "见条目 1。"))
    assert [status for status, _ in rows] == ["proposed"], rows
    assert "- O2：2 MW 漂浮式机组，2021 年并网，2026 年扩容至 2.4 MW [R3]。" in lines, rows
    assert sum(line.startswith("- O2：") for line in lines) == 1, rows
