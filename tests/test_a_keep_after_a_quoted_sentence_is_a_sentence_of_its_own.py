"""A request whose quoted words end their own sentence (`…补一句："… 2.1 倍。" 正文的"1.7 倍"
不改`), then a space and a keep: the keep is a sentence of its own. It holds what it names and
never turns the request before it into a keep skipped with exit 0. Our own words and KB."""

from __future__ import annotations

from pathlib import Path

import pytest

from .conftest import proposed_and_applied

BRIEF_PATH = "inbox/qi/2026-12-31-codec-e1prep.md"
KB_PATH = "organized/knowledge/codec.md"

KB = """\
# 压缩算法活文档

## 1. 算法

- **zstd**：兼顾速度与压缩比，比 gzip 快约 1.7 倍。
- **lz4**：速度优先。
"""


def brief(request: str) -> str:
    return (
        "# codec · E1 预消化简报（2026-12-31）\n\n## 一、增量\n\n"
        "### 条目 1：zstd 新版\n\n"
        "- **来源**：inbox/qi/2026-12-30-notes.md\n"
        "- **要点**：新版字典模式提速明显。\n"
        f"- **建议归入**：{request}\n"
    )


@pytest.mark.parametrize(
    "request_words",
    [
        '§1 zstd 条目末尾补一句："新版字典模式再快 20%。" 正文的"1.7 倍"不改。',
        '§1 zstd 那条末尾加一句"新版字典模式再快 20%。" lz4 条目不动。',
    ],
)
def test_the_request_before_the_keep_is_made(tmp_path: Path, request_words: str) -> None:
    code, report, after = proposed_and_applied(
        tmp_path, KB_PATH, KB, brief(request_words), BRIEF_PATH
    )
    assert code == 0, report
    changed = [line for line in after.splitlines() if line not in KB.splitlines()]
    assert changed == ["- **zstd**：兼顾速度与压缩比，比 gzip 快约 1.7 倍。新版字典模式再快 20%。"]
