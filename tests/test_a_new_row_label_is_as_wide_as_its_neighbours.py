"""A table whose rows are labelled by a prefix and a zero-padded number (`W-05`, `W-06`): a new
question row takes the next label as wide as theirs (`W-07`, never `W-7`). Our own words and
KB."""

from __future__ import annotations

from pathlib import Path

from .conftest import proposed_and_applied

BRIEF_PATH = "inbox/ye/2026-12-24-soil-e1prep.md"
KB_PATH = "organized/knowledge/soil.md"

KB = """\
# 土壤数据活文档

## 待解问题

| 编号 | 问题 | 提出 | 状态 |
|---|---|---|---|
| W-05 | 盐碱地样点能否与常规样点合并建模？ | 叶，2026-10-02 | 开放 |
| W-06 | 冬季采样是否系统性低估氮含量？ | 叶，2026-11-12 | 开放 |
"""

BRIEF = """\
# soil · E1 预消化简报（2026-12-24）

## 一、今日增量

### 条目 1：采样深度

- **来源**：organized/paper_cards/depth.md
- **要点**：不同采样深度下有机质差异很大。
- **建议归入**：§待解问题 加一条：采样深度不统一时能否直接比较有机质？

## 二、本轮结论与建议动作

- 见条目 1。
"""


def test_the_new_label_keeps_the_width(tmp_path: Path) -> None:
    code, report, after = proposed_and_applied(tmp_path, KB_PATH, KB, BRIEF, BRIEF_PATH)
    assert code == 0, report
    added = [line for line in after.splitlines() if line not in KB.splitlines()]
    assert len(added) == 1 and added[0].startswith(
        "| W-07 | 采样深度不统一时能否直接比较有机质？"
    ), added
