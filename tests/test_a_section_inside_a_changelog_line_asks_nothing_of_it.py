"""A line asked for the document's changelog and dictated after a colon (`修订记录 新增一条：
**v2.1**（2026-12-20，qi）：§1 新增 brotli。`) holds sections as its own words: §1 is what the
line says was changed, no request of its own. Where kbpatch cannot write that line (it opens
with a version, not a date), it is reported with its words, never a `v2.1` entry in §1 nor a
row of §1's table. Our own words and KB."""

from __future__ import annotations

from pathlib import Path

import pytest

from .conftest import proposed_and_applied, report_rows

BRIEF_PATH = "inbox/qi/2026-12-30-codec-e1prep.md"
KB_PATH = "organized/knowledge/codec.md"

KB = """\
# 压缩算法活文档

## 1. 算法

- **zstd**：兼顾速度与压缩比。

## 2. 实测

| 算法 | 压缩比 | 速度 (MB/s) |
|---|---|---|
| zstd | 2.9 | 480 |

## 3. 修订记录

- **v2.0**（2026-12-01，qi）：初版。
"""


def brief(request: str) -> str:
    return (
        "# codec · E1 预消化简报（2026-12-30）\n\n## 一、增量\n\n"
        "### 条目 1：brotli —— 面向网页的压缩\n\n"
        "- **来源**：inbox/qi/2026-12-29-notes.md\n"
        "- **要点**：brotli 在静态网页上压缩比最高。\n"
        f"- **建议归入**：{request}\n"
    )


@pytest.mark.parametrize(
    "request_words",
    [
        "修订记录 新增一条：**v2.1**（2026-12-20，qi）：§1 新增 brotli。",
        "「3. 修订记录」一节 加一条：**v2.1**（2026-12-20，qi）：2 表新增 brotli 一行。",
        "修订记录补一条：v2.1（2026-12-20，qi）：§2 表 zstd 压缩比更新。",
    ],
)
def test_the_changelog_line_is_reported_not_read_as_an_edit_of_its_sections(
    tmp_path: Path, request_words: str
) -> None:
    code, report, after = proposed_and_applied(
        tmp_path, KB_PATH, KB, brief(request_words), BRIEF_PATH
    )
    assert after == KB, report
    assert code != 0 and "changelog" in report, report


@pytest.mark.parametrize(
    "closing",
    [
        "修订记录：v2.1（2026-12-20，qi）：§1 新增 brotli；§2 表 zstd 压缩比更新。",
        "修订记录 新增一条：**v2.1**（2026-12-20，qi）：§1 新增 brotli（条目 1）。",
    ],
)
def test_a_closing_changelog_line_is_reported_whole(tmp_path: Path, closing: str) -> None:
    text = brief("§1 新增 brotli 一条。") + f"\n## 二、本轮建议动作\n\n- {closing}\n"
    _code, report, after = proposed_and_applied(tmp_path, KB_PATH, KB, text, BRIEF_PATH)
    assert "- brotli" in after or "**brotli**" in after, report  # the item's own entry
    rows = [row for row in report_rows(report) if "changelog" in row]
    assert len(rows) == 1 and "v2.1" in rows[0], report
    added = [line for line in after.splitlines() if line not in KB.splitlines()]
    assert len(added) == 1 and added[0].startswith("- **brotli**："), added
