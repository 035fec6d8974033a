"""`压缩比 (×)`: a column named with its unit, a cross in brackets, is no mark that refuses the
request; the cell is changed as for any other column. A cross standing alone after a request
(`…一条（✗）`) still refuses it. Our own words and KB."""

from __future__ import annotations

from pathlib import Path

import pytest

from .conftest import proposed_and_applied

BRIEF_PATH = "inbox/qi/2026-12-29-codec-e1prep.md"
KB_PATH = "organized/knowledge/codec.md"

KB = """\
# 压缩算法活文档

## 1. 实测

| 算法 | 压缩比 (×) | 速度 (MB/s) |
|---|---|---|
| zstd | 2.9 | 480 |
| lz4 | 2.1 | 780 |

## 2. 说明

- **zstd**：兼顾速度与压缩比。
"""


def brief(request: str) -> str:
    return (
        "# codec · E1 预消化简报（2026-12-29）\n\n## 一、增量\n\n"
        "### 条目 1：zstd 复测\n\n"
        "- **来源**：inbox/qi/2026-12-28-notes.md\n"
        "- **要点**：新版 zstd 压缩比 3.1。\n"
        f"- **建议归入**：{request}\n"
    )


@pytest.mark.parametrize(
    "request_words",
    [
        "§1 表 zstd 行的压缩比 (×) 由 2.9 改为 3.1。",
        "§1 表 zstd 行 压缩比 (×) 2.9 → 3.1。",
        "§1 表 zstd 行压缩比 (×) 2.9 改成 3.1。",
    ],
)
def test_a_cell_under_a_cross_unit_is_changed(tmp_path: Path, request_words: str) -> None:
    code, report, after = proposed_and_applied(
        tmp_path, KB_PATH, KB, brief(request_words), BRIEF_PATH
    )
    assert code == 0, report
    changed = [line for line in after.splitlines() if line not in KB.splitlines()]
    assert changed == ["| zstd | 3.1 | 480 |"], report


def test_a_cross_after_a_request_still_refuses_it(tmp_path: Path) -> None:
    _code, report, after = proposed_and_applied(
        tmp_path, KB_PATH, KB, brief("§2 新增 brotli 一条（✗）"), BRIEF_PATH
    )
    assert after == KB, report
