"""A cell change whose column word stands right before the quoted old value (`X 行备注"a"改为
"b"`, `X 行的备注「a」→「b」`) changes that cell: the column word writes no note of the old
value (never "already present" because the row holds it). A new value that holds the old one
(`a → a（…）`) changes the cell too; only a cell that already reads the whole new value is
already present. A note asked with 备注 and no new value for it stays an append. Our own words,
on a small KB of our own."""

from __future__ import annotations

import pytest

from kbpatch.models import ActionKind, Status

from .conftest import render_brief

KB = """\
# 音频编码活文档

## 2 支持矩阵

| 码率档位 | 推荐编码 | 浏览器 | 安卓 | 备注 |
| --- | --- | --- | --- | --- |
| 64k | Opus | 支持 | 部分 | 语音为主 |
| 320k | MP3 | 支持 | 支持 | 需转码（FFmpeg 6） |
"""
LINES = KB.splitlines(keepends=True)


def brief(suggestion: str) -> str:
    return (
        "# inference · E1 预消化简报（2026-12-22）\n\n## 一、今日条目\n\n"
        "### 条目 1：备注巡检\n\n"
        "- **来源**：organized/repo_cards/7005-notes.md\n"
        "- **要点**：64k 档已能用于音乐。\n"
        f"- **建议归入**：{suggestion}\n"
    )


def outcome(suggestion: str) -> tuple[ActionKind, Status, str, list[str]]:
    ((action, result),) = render_brief(brief(suggestion), LINES, "2026-12-22")
    new = [line.rstrip("\n") for line in (result.edit.lines if result.edit else ())]
    return action.kind, result.status, result.reason, new


@pytest.mark.parametrize(
    ("suggestion", "row"),
    [
        (
            '§2 表格 64k 行备注"语音为主"改为"语音与音乐"。',
            "| 64k | Opus | 支持 | 部分 | 语音与音乐 |",
        ),
        (
            "§2 表格 64k 行的备注「语音为主」→「语音与音乐」",
            "| 64k | Opus | 支持 | 部分 | 语音与音乐 |",
        ),
        (
            "§2 表格 64k 行备注“语音为主”改成“语音为主（音乐亦可）”。",
            "| 64k | Opus | 支持 | 部分 | 语音为主（音乐亦可） |",
        ),
        (
            "§2 表格 64k 行备注：语音为主 → 语音为主（48k 音乐亦可）。",
            "| 64k | Opus | 支持 | 部分 | 语音为主（48k 音乐亦可） |",
        ),
    ],
)
def test_the_cell_is_changed(suggestion: str, row: str) -> None:
    kind, status, reason, new = outcome(suggestion)
    assert (kind, status) == (ActionKind.REPLACE, Status.PROPOSED), reason
    assert new == [row]


def test_a_cell_that_reads_the_whole_new_value_is_already_present() -> None:
    kind, status, reason, new = outcome("§2 表格 320k 行备注：需转码 → 需转码（FFmpeg 6）。")
    assert (kind, status, new) == (ActionKind.REPLACE, Status.ALREADY_PRESENT, []), reason


def test_a_note_with_no_new_value_is_still_appended() -> None:
    kind, status, reason, new = outcome('§2 表格 64k 行末尾备注"音乐亦可"。')
    assert kind is ActionKind.APPEND and status is Status.PROPOSED, reason
    assert new == ["| 64k | Opus | 支持 | 部分 | 语音为主；音乐亦可 |"], new
