"""A question the brief names by its place (`问题 2`, `第二章问题 2`, `开放问题 2`) in a list that
numbers its questions with no label of their own (`2. **问题**：…？ — 状态：未决`) is the line
numbered 2 that asks a question: its status is set to the value the brief gives. A number that
no question line carries is reported. Our own words, on a small KB of our own."""

from __future__ import annotations

import pytest

from .conftest import kb_after

KB = """\
# 机器人活文档

# 第一章 抓取

## 1.1 触觉

#### TacGrip
- 机构：ETH

# 第二章 开放问题

1. **问题**：触觉是否必要？ — 状态：未决
2. **问题**：仿真数据够不够？ — 状态：未决
"""


def brief(suggestion: str) -> str:
    return (
        "# robotics · E1 预消化简报（2026-12-20）\n\n## 一、今日条目\n\n"
        "### 条目 1：仿真数据定论\n\n"
        "- **来源**：organized/paper_cards/9500-sim.md\n"
        "- **要点**：仿真数据可替代七成真机数据。\n"
        f"- **建议归入**：{suggestion}\n"
    )


@pytest.mark.parametrize(
    "suggestion",
    [
        '第二章问题 2 状态改为"已解决（仿真可替代七成）"',
        '开放问题 2 的状态改为"已解决（仿真可替代七成）"',
    ],
)
def test_the_numbered_question_s_status_is_set(suggestion: str) -> None:
    lines, rows = kb_after(KB, brief(suggestion))
    changed = [line for line in lines if line not in KB.splitlines()]
    assert changed == ["2. **问题**：仿真数据够不够？ — 状态：已解决（仿真可替代七成）"], (
        changed,
        rows,
    )


def test_a_number_no_question_carries_is_reported() -> None:
    lines, rows = kb_after(KB, brief('第二章问题 5 状态改为"已解决"'))
    assert lines == KB.splitlines(), lines
    assert "proposed" not in [status for status, _ in rows], rows
