"""A table cell changed with unquoted values (`X 行 Y 列：a → b（…）`, `由 a 改为 b（…）`,
`把 X 行的 Y 从 a 改成 b（…）`, ASCII arrows and brackets) takes the whole new value, the
parenthesis that closes it included, as cells write one (`支持（仅 Android 14 起）`); the old
value's aside (`（原为 a）`) stays out. Outside a table, such a parenthesis stays the brief's
aside, as before. Our own words, on a small KB of our own."""

from __future__ import annotations

from pathlib import Path

import pytest

from kbpatch.models import ActionKind, Status

from .conftest import applied_kb, render_brief

BRIEF_PATH = "inbox/mo/2026-12-22-inference-e1prep.md"

KB = """\
# 音频编码活文档

## 1 编码器

- **Opus**：低延迟，v1.3 仍有爆音。

## 2 支持矩阵

| 码率档位 | 推荐编码 | 浏览器 | 安卓 | 备注 |
| --- | --- | --- | --- | --- |
| 64k | Opus | 支持 | 部分 | 语音为主 |
| 320k | MP3 | 支持 | 支持 | 需转码 |
"""
LINES = KB.splitlines(keepends=True)


def brief(suggestion: str) -> str:
    return (
        "# inference · E1 预消化简报（2026-12-22）\n\n## 一、今日条目\n\n"
        "### 条目 1：安卓端巡检\n\n"
        "- **来源**：organized/repo_cards/7004-android-audio.md\n"
        "- **要点**：安卓 14 起系统解码器完整支持 Opus。\n"
        f"- **建议归入**：{suggestion}\n"
    )


@pytest.mark.parametrize(
    ("suggestion", "row"),
    [
        (
            "§2 表格 64k 行 安卓 列：部分 → 支持（Android 14 起）。",
            "| 64k | Opus | 支持 | 支持（Android 14 起） | 语音为主 |",
        ),
        (
            "§2 表格 64k 行安卓列: 部分 -> 支持 (Android 14 起)",
            "| 64k | Opus | 支持 | 支持 (Android 14 起) | 语音为主 |",
        ),
        (
            "§2 表格 64k 行安卓列由部分改为支持（Android 14 起）。",
            "| 64k | Opus | 支持 | 支持（Android 14 起） | 语音为主 |",
        ),
        (
            "把 §2 表格 64k 行的安卓从 部分 改成 支持（Android 14 起）。",
            "| 64k | Opus | 支持 | 支持（Android 14 起） | 语音为主 |",
        ),
        (
            "§2 表格 64k 行备注：语音为主 → 语音与音乐（需 libopus 1.4）。",
            "| 64k | Opus | 支持 | 部分 | 语音与音乐（需 libopus 1.4） |",
        ),
        (
            "§2 表格 64k 行 安卓 列：部分 → 支持（原为 部分）。",
            "| 64k | Opus | 支持 | 支持 | 语音为主 |",
        ),
    ],
)
def test_the_cell_takes_the_whole_new_value(tmp_path: Path, suggestion: str, row: str) -> None:
    after = applied_kb(tmp_path, KB, brief(suggestion), BRIEF_PATH)
    assert [line for line in after.splitlines() if line not in KB.splitlines()] == [row]
    assert "| 64k | Opus | 支持 | 部分 | 语音为主 |" not in after.splitlines()


def test_an_aside_after_a_value_outside_a_table_stays_out() -> None:
    found = render_brief(
        brief("§1 Opus 那条：v1.3 仍有爆音 → v1.4 已修复（上游 PR 已合）。"), LINES, "2026-12-22"
    )
    ((action, result),) = [(a, r) for a, r in found if a.kind is ActionKind.REPLACE]
    assert action.pairs == (("v1.3 仍有爆音", "v1.4 已修复"),)
    assert result.status is Status.PROPOSED and result.edit is not None
    assert result.edit.lines == ("- **Opus**：低延迟，v1.4 已修复。\n",)
