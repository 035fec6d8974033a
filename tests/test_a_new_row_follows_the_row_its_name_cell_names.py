"""A new table row the brief places after a row named by its first cell (`在 64k 行之后新增一行`,
`放在 64k 行后面`, `64k 那一行下面加一行`) goes right after that row, as a cell change finds
its row by its name cell; a name that two rows' first cells hold is reported, never guessed.
The table's first column is a bitrate, not a name. Our own words, on a small KB of our own."""

from __future__ import annotations

from pathlib import Path

import pytest

from kbpatch.models import ActionKind, Status

from .conftest import applied_kb, render_brief

BRIEF_PATH = "inbox/mo/2026-12-22-inference-e1prep.md"
MARK = "（E1 2026-12-22 · 条目 1）"

KB = """\
# 音频编码活文档

## 1 编码器

- **Opus**：低延迟，语音与音乐通吃。

## 2 支持矩阵

下表按码率档位汇总各端的支持情况，64k 档以语音为主。

| 码率档位 | 推荐编码 | 浏览器 | 安卓 | iOS | 备注 |
| --- | --- | --- | --- | --- | --- |
| 64k | Opus | 支持 | 支持 | 部分 | 语音为主 |
| 128k AAC | AAC-LC | 支持 | 支持 | 支持 | 默认档 |
| 128k Vorbis | Vorbis | 支持 | 不支持 | 不支持 | 旧格式 |
| 320k | MP3 | 支持 | 支持 | 支持 | 需转码 |

## 3 修订

- 2026-12-01：初版。
"""
LINES = KB.splitlines(keepends=True)
ROW = "96k | Opus | 支持 | 支持 | 支持 | 音乐可用"


def brief(suggestion: str) -> str:
    return (
        "# inference · E1 预消化简报（2026-12-22）\n\n## 一、今日条目\n\n"
        "### 条目 1：码率档位巡检\n\n"
        "- **来源**：organized/repo_cards/7002-opus-rates.md\n"
        "- **要点**：Opus 在 96k 档已能满足音乐播放。\n"
        f"- **建议归入**：{suggestion}\n"
    )


@pytest.mark.parametrize(
    "suggestion",
    [
        f"§2 表格在 64k 行之后新增一行：{ROW}。",
        f"§2 支持矩阵新增一行：{ROW}，放在 64k 行后面。",
        f"§2 表格 64k 那一行下面加一行：{ROW}",
        f"§2 表格在 64k 这一行下方补一行：| {ROW} |",
    ],
)
def test_the_new_row_stands_right_after_the_named_row(tmp_path: Path, suggestion: str) -> None:
    after = applied_kb(tmp_path, KB, brief(suggestion), BRIEF_PATH)
    lines = after.splitlines()
    at = lines.index("| 64k | Opus | 支持 | 支持 | 部分 | 语音为主 |")
    assert lines[at + 1] == f"| {ROW}{MARK} |", lines[at - 1 : at + 3]
    assert lines[at + 2].startswith("| 128k AAC |")
    assert len(lines) == len(KB.splitlines()) + 1


def test_a_name_two_rows_hold_is_reported() -> None:
    # `128k` opens two rows' first cells: which one is meant is not guessed.
    found = render_brief(brief(f"§2 表格在 128k 行之后新增一行：{ROW}。"), LINES, "2026-12-22")
    ((_, result),) = [(a, r) for a, r in found if a.kind is ActionKind.ADD_ENTRY]
    assert result.status is Status.UNRESOLVED and result.edit is None
    assert "「128k」" in result.reason and "not guessing" in result.reason, result.reason


def test_a_name_no_row_opens_with_is_reported() -> None:
    # `AAC-LC` stands in a row, but in its second cell: no row is named so.
    found = render_brief(brief(f"§2 表格在 AAC-LC 行之后新增一行：{ROW}。"), LINES, "2026-12-22")
    ((_, result),) = [(a, r) for a, r in found if a.kind is ActionKind.ADD_ENTRY]
    assert result.status is Status.UNRESOLVED and result.edit is None, result.reason
