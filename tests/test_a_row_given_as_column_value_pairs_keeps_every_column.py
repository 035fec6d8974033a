"""A new table row the brief gives as `列名：值` pairs (`一行：码率档位：96k；推荐编码：Opus；…`,
ASCII colons and semicolons, or in a parenthesis after `一行`) takes every cell from them,
the first column's too, matched to the table's headers: never the item's title or an entry
name in the first column. A first column given neither by its header nor as the row's name,
or a pair whose name heads no column, is reported. Our own words, on a small KB of our own
whose first column is a bitrate, not a name."""

from __future__ import annotations

from pathlib import Path

import pytest

from kbpatch.models import ActionKind, Status

from .conftest import applied_kb, render_brief

BRIEF_PATH = "inbox/mo/2026-12-22-inference-e1prep.md"
MARK = "（E1 2026-12-22 · 条目 1）"

KB = """\
# 音频编码活文档

## 2 支持矩阵

| 码率档位 | 推荐编码 | 浏览器 | 安卓 | 备注 |
| --- | --- | --- | --- | --- |
| 64k | Opus | 支持 | 支持 | 语音为主 |
| 320k | MP3 | 支持 | 支持 | 需转码 |

## 3 修订

- 2026-12-01：初版。
"""
LINES = KB.splitlines(keepends=True)


def brief(suggestion: str, title: str = "Opus 音乐档 巡检") -> str:
    return (
        "# inference · E1 预消化简报（2026-12-22）\n\n## 一、今日条目\n\n"
        f"### 条目 1：{title}\n\n"
        "- **来源**：organized/repo_cards/7003-opus-music.md\n"
        "- **要点**：Opus 在 96k 档已能满足音乐播放。\n"
        f"- **建议归入**：{suggestion}\n"
    )


def outcome(suggestion: str, title: str = "Opus 音乐档 巡检") -> tuple[Status, str]:
    found = render_brief(brief(suggestion, title), LINES, "2026-12-22")
    ((_, result),) = [(a, r) for a, r in found if a.kind is ActionKind.ADD_ENTRY]
    return result.status, result.reason


@pytest.mark.parametrize(
    ("suggestion", "title"),
    [
        (
            "§2 表格新增一行：码率档位：96k；推荐编码：Opus；浏览器：支持；安卓：支持；"
            "备注：音乐可用。",
            "Opus 音乐档 巡检",
        ),
        (
            "§2 表格加一行: 码率档位: 96k; 推荐编码: Opus; 浏览器: 支持; 安卓: 支持; "
            "备注: 音乐可用",
            "Opus",
        ),
        (
            "§2 支持矩阵新增一行（推荐编码：Opus；码率档位：96k；安卓：支持；浏览器：支持；"
            "备注：音乐可用）。",
            "码率巡检",
        ),
    ],
)
def test_every_cell_comes_from_its_column_s_pair(
    tmp_path: Path, suggestion: str, title: str
) -> None:
    after = applied_kb(tmp_path, KB, brief(suggestion, title), BRIEF_PATH)
    new = [line for line in after.splitlines() if line not in KB.splitlines()]
    assert new == [f"| 96k | Opus | 支持 | 支持 | 音乐可用{MARK} |"], new
    assert (
        after.splitlines().index(new[0])
        == KB.splitlines().index("| 320k | MP3 | 支持 | 支持 | 需转码 |") + 1
    )


@pytest.mark.parametrize(
    "suggestion",
    [
        # No 码率档位, and the name in the title stands only as another column's value.
        "§2 表格新增一行：推荐编码：Opus；浏览器：支持；安卓：支持；备注：音乐可用。",
        "§2 表格新增一行（推荐编码：Opus；浏览器：支持；安卓：支持；备注：音乐可用）",
    ],
)
def test_a_first_column_not_given_is_reported(suggestion: str) -> None:
    status, reason = outcome(suggestion, "Opus")
    assert status is Status.UNRESOLVED and "「码率档位」" in reason, reason


def test_a_pair_whose_name_heads_no_column_is_reported() -> None:
    status, reason = outcome(
        "§2 表格新增一行：码率档位：96k；推荐编码：Opus；浏览器：支持；安卓：支持；延迟：低；"
        "备注：音乐可用。"
    )
    assert status is Status.UNRESOLVED and "「延迟」" in reason and "heads no column" in reason, (
        reason
    )
