"""A table row the brief writes out whole is that row wherever the request sets it apart: in
inline-code backticks (`` 新增一行 `| a | b |` ``), straight after an add verb with no `一行`
(`表新增 | a | b |`, `登记 | a | b |`), in a question table whose cells hold a question's
words (`是否…？` is the row's text, not a question the request asks), and in a changelog's table
asked from the closing list (the row is given cell by cell, not made from an item)."""

from __future__ import annotations

import pytest

from .conftest import added_to

KB = """\
# 芯片活文档

## 第一部分 训练芯片

### 1.1 规格表

| 芯片 | 厂商 | 显存 (GB) | BF16 (TFLOPS) | 状态 |
| --- | --- | --- | --- | --- |
| H300 | NVIDIA | 192 | 2400 | 在用 |
| MI450 | AMD | 288 | 2300 | 观察 |

## 第二部分 待议

### 2.1 问题表

| 编号 | 问题 | 提出人 | 状态 |
| --- | --- | --- | --- |
| P1 | 国产卡的互联带宽能否支撑万卡训练？ | 吴桐 | 未决 |
| P2 | HBM4 的供货何时放量？ | 郑岚 | 未决 |

## 变更记录

| 日期 | 变更 | 作者 |
| --- | --- | --- |
| 2026-11-02 | 1.1 新增 MI450 | 吴桐 |
| 2026-11-20 | 2.1 新增 P2 | 郑岚 |
"""

MARK = "（E1 2026-12-20 · 条目 1）"
ROW = "| TPU-v8 | Google | 256 | 2600 | 观察 |"


def brief(suggestion: str, closing: str = "见条目 1。") -> str:
    return (
        "# chips · E1 预消化简报（2026-12-20）\n\n## 一、今日条目\n\n"
        "### 条目 1：TPU-v8 发布\n\n"
        "- **来源**：organized/paper_cards/9100-tpu.md\n"
        "- **要点**：第八代 TPU，256 GB HBM，BF16 2600 TFLOPS。\n"
        f"- **建议归入**：{suggestion}\n\n"
        f"## 二、本轮结论与建议动作\n\n- {closing}\n"
    )


@pytest.mark.parametrize(
    "suggestion",
    [
        f"§1.1 规格表新增一行 `{ROW}`",
        f"1.1 表新增 `{ROW}`",
        f"1.1 规格表新增 {ROW}",
        f"§1.1 登记 {ROW}",
        f"在 1.1 表列入 ` {ROW} `",
    ],
)
def test_a_row_given_in_backticks_or_after_the_verb_is_the_new_row(suggestion: str) -> None:
    added, rows = added_to(KB, brief(suggestion))
    assert added == [f"| TPU-v8 | Google | 256 | 2600 | 观察{MARK} |"], (added, rows)


@pytest.mark.parametrize(
    "suggestion",
    [
        "§2.1 新增 `| P3 | 光互联是否会在 2027 年进入训练集群？ | 吴桐 | 未决 |`",
        "2.1 问题表新增一行 | P3 | 光互联是否会在 2027 年进入训练集群？ | 吴桐 | 未决 |",
    ],
)
def test_a_question_row_given_whole_is_added_not_read_as_a_question(suggestion: str) -> None:
    added, rows = added_to(KB, brief(suggestion))
    assert added == [f"| P3 | 光互联是否会在 2027 年进入训练集群？ | 吴桐 | 未决{MARK} |"], (
        added,
        rows,
    )


@pytest.mark.parametrize(
    "closing",
    [
        "变更记录：加一行 `| 2026-12-20 | 1.1 新增 TPU-v8 | 郑岚 |`（条目 1）",
        "变更记录加一行：`| 2026-12-20 | 1.1 新增 TPU-v8 | 郑岚 |`（条目 1）",
    ],
)
def test_a_changelog_row_given_whole_in_the_closing_list_is_added(closing: str) -> None:
    added, rows = added_to(KB, brief("见文末建议动作。", closing))
    assert added == [f"| 2026-12-20 | 1.1 新增 TPU-v8 | 郑岚{MARK} |"], (added, rows)
