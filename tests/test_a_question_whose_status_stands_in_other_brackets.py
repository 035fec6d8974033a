"""Questions whose status stands in other brackets (`**问题 3**：…？〔状态：待定〕`): a close writes
the closed word the closed ones use inside that bracket, with the answer the brief gives, and
keeps the bracket's close (it was cut off with the rest of the line). Our own KB and words."""

from __future__ import annotations

from pathlib import Path

import pytest

from .conftest import proposed_and_applied

BRIEF_PATH = "inbox/mu/2026-12-24-compilers-e1prep.md"
KB_PATH = "organized/knowledge/compilers.md"

KB = """\
# 编译器 活文档

## 5 待解问题

**问题 1**：自动调度能否超过手写内核？〔状态：已答复，在多数算子上持平或更快〕

**问题 2**：学习的代价模型能否跨硬件迁移？〔状态：待定〕

## 6 其他

正文。
"""

QUESTION = "**问题 2**：学习的代价模型能否跨硬件迁移？"


def brief(suggestion: str) -> str:
    return f"""\
# compilers · E1 预消化简报（2026-12-24）

## 一、今日条目

### 条目 1：迁移

- **来源**：organized/paper_cards/2612-transfer.md
- **要点**：跨硬件迁移已有实证。
- **建议归入**：{suggestion}

## 二、本轮结论与建议动作

- 见条目 1。
"""


@pytest.mark.parametrize(
    "suggestion",
    [
        "关闭问题 2，答复：能，微调 5% 数据即可迁移。",
        "问题 2 可以关闭了，答案：能，微调 5% 数据即可迁移。",
    ],
)
def test_the_close_stays_inside_the_bracket(tmp_path: Path, suggestion: str) -> None:
    code, report, after = proposed_and_applied(tmp_path, KB_PATH, KB, brief(suggestion), BRIEF_PATH)
    assert code == 0, report
    assert f"{QUESTION}〔状态：已答复，能，微调 5% 数据即可迁移〕" in after.splitlines(), report


def test_a_close_with_no_answer_keeps_the_bracket(tmp_path: Path) -> None:
    code, report, after = proposed_and_applied(
        tmp_path, KB_PATH, KB, brief("关闭问题 2。"), BRIEF_PATH
    )
    assert code == 0, report
    assert f"{QUESTION}〔状态：已答复〕" in after.splitlines(), report
