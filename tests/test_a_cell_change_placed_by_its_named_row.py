"""A change of a cell that names no section, only its table row by the first cell (`表中化工那一
行，"状态"一格从"A"改成"B"`, `表中化工行的状态从"A"改成"B"`), where the old words stand in
several rows, changes that row's cell; where no row or several are so named, nothing is
written. Our own words, on a KB of our own."""

from __future__ import annotations

import pytest

from .conftest import kb_after

KB = """\
# 碳市场

## 4 政策

### 4.2｜扩围

| 行业 | 纳入年份 | 状态 |
|---|---|---|
| 钢铁 | 2025 | 运行中 |
| 化工 | 待定 | 方案编制中 |
| 造纸 | 待定 | 方案编制中 |
"""


def brief(suggestion: str) -> str:
    return f"""\
# 碳 · E1 预消化简报（2026-12-03）

## 一、今日重要增量

### 条目 1：化工方案征求意见

- **来源**：生态环境部（2026-12-01）
- **要点**：化工方案公开征求意见。
- **建议归入**：{suggestion}

## 四、本轮结论与建议动作

- 见条目 1。
"""


@pytest.mark.parametrize(
    "suggestion",
    [
        '表中化工那一行，"状态"一格从"方案编制中"改成"已征求意见"，其余格不动。',
        '表中化工行的状态从"方案编制中"改成"已征求意见"。',
        "表里「化工」一行状态由「方案编制中」改为「已征求意见」。",
    ],
)
def test_the_named_row_s_cell_is_changed(suggestion: str) -> None:
    lines, rows = kb_after(KB, brief(suggestion))
    assert "proposed" in [status for status, _ in rows], rows
    old = "| 化工 | 待定 | 方案编制中 |"
    assert lines == ["| 化工 | 待定 | 已征求意见 |" if x == old else x for x in KB.splitlines()]


@pytest.mark.parametrize(
    "suggestion",
    [
        '表中石化那一行，"状态"从"方案编制中"改成"已征求意见"。',
        '表中"状态"从"方案编制中"改成"已征求意见"。',
    ],
)
def test_no_row_named_writes_nothing(suggestion: str) -> None:
    lines, rows = kb_after(KB, brief(suggestion))
    assert lines == KB.splitlines(), rows
