"""Open questions that end with who asked and when (`- ❓ Q1 …？ —— @穆青 2026-10-03`): a new
question the brief dictates with those words after it keeps them as given; where the list's
questions write none, words after the question are not added. Our own KB and words."""

from __future__ import annotations

from pathlib import Path

import pytest

from .conftest import proposed_and_applied

BRIEF_PATH = "inbox/mu/2026-12-24-compilers-e1prep.md"
KB_PATH = "organized/knowledge/compilers.md"

KB = """\
# 编译器 活文档

## 2 优化

正文。

## 5 开放问题

- ❓ Q1 学习的代价模型能否跨硬件迁移？ —— @穆青 2026-10-03
- ❓ Q2 多面体方法能否处理动态形状？ —— @韩冬 2026-10-20
"""

QUESTION = "Q3 自动调度能否覆盖稀疏算子？"


def brief(suggestion: str) -> str:
    return f"""\
# compilers · E1 预消化简报（2026-12-24）

## 一、今日条目

### 条目 1：稀疏算子

- **来源**：organized/paper_cards/2612-sparse.md
- **要点**：稀疏算子仍靠手写。
- **建议归入**：{suggestion}

## 二、本轮结论与建议动作

- 见条目 1。
"""


@pytest.mark.parametrize(
    "suggestion",
    [
        f"开放问题新增 Q3：`- ❓ {QUESTION} —— @穆青 2026-12-24`",
        f"开放问题补一条：`- ❓ {QUESTION} —— @穆青 2026-12-24`",
    ],
)
def test_the_dictated_proposer_and_date_stay(tmp_path: Path, suggestion: str) -> None:
    code, report, after = proposed_and_applied(tmp_path, KB_PATH, KB, brief(suggestion), BRIEF_PATH)
    assert code == 0, report
    added = [line for line in after.splitlines() if line not in KB.splitlines()]
    assert added == [f"- ❓ {QUESTION} —— @穆青 2026-12-24（E1 2026-12-24 · 条目 1）"], report


def test_words_of_another_shape_after_the_question_are_not_added(tmp_path: Path) -> None:
    suggestion = f"开放问题新增：“{QUESTION}”，优先级中"
    _, report, after = proposed_and_applied(tmp_path, KB_PATH, KB, brief(suggestion), BRIEF_PATH)
    assert "优先级" not in after, report
