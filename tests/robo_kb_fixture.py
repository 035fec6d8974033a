"""A small robotics KB with unnumbered headings, and a one-item brief around a suggestion, for
the tests of words banned from a new entry."""

from __future__ import annotations

from pathlib import Path

from .conftest import proposed_and_applied, report_rows

BRIEF_PATH = "inbox/ro/2026-12-22-robo-e1prep.md"
KB_PATH = "organized/knowledge/robo.md"

KB = """\
# robo 活文档

## 1 平台

### 硬件平台

1. **ArmLite** — 桌面六轴臂，开源固件
2. **DuoBase** — 双臂移动底盘，整套约 4 万美元

### 评测

- 抓取成功率只报 20 次试验。

## 2 开放问题

- [ ] 低成本臂能否稳定复现双臂任务？
"""

POINTS = "轻量双臂平台，支持遥操作；售价约 2 万美元。"


def brief(suggestion: str, points: str = POINTS) -> str:
    return f"""\
# robo · E1 预消化简报（2026-12-22）

## 一、今日条目

### 条目 1：Kite One

- **来源**：organized/paper_cards/kite.md
- **要点**：{points}
- **建议归入**：{suggestion}
"""


def run(tmp_path: Path, suggestion: str, points: str = POINTS) -> tuple[str, list[str]]:
    """The KB once the proposed patches are applied, and the report's rows."""
    _, report, after = proposed_and_applied(
        tmp_path, KB_PATH, KB, brief(suggestion, points), BRIEF_PATH
    )
    return after, report_rows(report)
