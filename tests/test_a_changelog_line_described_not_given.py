"""A changelog line the brief describes rather than gives (`Changelog 顶部记一行 2026-12-08 (v2.5)，
简述上面 1–6`, `…，概括以上各条`) is reported: the description was written as the line. Our own
words and our own small KB."""

from __future__ import annotations

import pytest

from .conftest import kb_after
from .test_a_line_naming_only_a_place_heads_the_requests_under_it import brief

KB = """\
# Agents

## 1. Benchmarks

- **WebArena-Pro**：1,140 任务。

## Changelog

- 2026-11-28 (v2.4) 新增 WebArena-Pro。
"""


@pytest.mark.parametrize(
    "closing",
    [
        "合入后在 Changelog 顶部记一行 2027-02-05 (v2.5)，简述上面 1–6。",
        "Changelog 顶部记一行 2027-02-05 (v2.5)，概括以上各条。",
    ],
)
def test_a_described_line_is_reported(closing: str) -> None:
    lines, rows = kb_after(KB, brief("§1 WebArena-Pro 那条不动。", closing=closing))
    assert lines == KB.splitlines(), rows
    assert "not understood" in [status for status, _ in rows], rows
