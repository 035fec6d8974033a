"""A question table with a column for the answer (`| 编号 | 问题 | 提出 | 状态 | 结论 |`) whose
closed rows write `已关闭（2026-09-14）` and their answer: a close the brief gives an answer for
(`Q-1 关闭：结论写「…」`, `…，结论：…`, in the next sentence `Q-4 可以结项。状态写"…"，结论列写：
…`) sets the status (as dictated, else in the closed rows' form dated with the brief's day) and
writes the answer in its column in place of `—`; a close with no answer is reported, never
written apart from the closed rows. Our own KB and words."""

from __future__ import annotations

from pathlib import Path

import pytest

from .conftest import proposed_and_applied, report_rows

BRIEF_PATH = "inbox/li/2026-12-28-rail-e1prep.md"
KB_PATH = "organized/knowledge/rail.md"

KB = """\
# 铁路电气化 活文档

## 6 待决问题

| 编号 | 问题 | 提出 | 状态 | 结论 |
|---|---|---|---|---|
| Q-1 | 氢能机车能否在 2030 年前商用？ | 林，2025-10-24 | 开放 | — |
| Q-2 | 电池机车的续航上限是多少？ | 周，2026-01-15 | 已关闭（2026-09-14） | 约 300 公里 |
| Q-3 | 接触网改造成本能否降到一半？ | 许，2026-02-03 | 开放 | — |
"""

ANSWER = "新工法降到约 55%，未到一半"
DICTATED = "\u201c已关闭（2026-12-20）\u201d"
ROW = "| Q-3 | 接触网改造成本能否降到一半？ | 许，2026-02-03 |"


def brief(suggestion: str) -> str:
    return f"""\
# rail · E1 预消化简报（2026-12-28）

## 一、今日条目

### 条目 1：接触网成本报告

- **来源**：organized/paper_cards/2612-catenary-cost.md
- **要点**：新工法把接触网改造成本降到原来的 55%。
- **建议归入**：{suggestion}

## 二、本轮结论与建议动作

- 见条目 1。
"""


@pytest.mark.parametrize(
    ("suggestion", "status"),
    [
        ("Q-3 关闭：结论写「新工法降到约 55%，未到一半」。", "已关闭（2026-12-28）"),
        ("Q-3 关闭，结论：新工法降到约 55%，未到一半。", "已关闭（2026-12-28）"),
        (f"Q-3 关闭：状态改为{DICTATED}，结论写「{ANSWER}」。", "已关闭（2026-12-20）"),
        (f"Q-3 可以结项。状态写{DICTATED}，结论列写：{ANSWER}。", "已关闭（2026-12-20）"),
    ],
)
def test_the_answer_goes_to_its_column(tmp_path: Path, suggestion: str, status: str) -> None:
    code, report, after = proposed_and_applied(tmp_path, KB_PATH, KB, brief(suggestion), BRIEF_PATH)
    assert code == 0, report
    assert f"{ROW} {status} | 新工法降到约 55%，未到一半 |" in after.splitlines(), after


@pytest.mark.parametrize("suggestion", ["Q-3 关闭。", "Q-3 可以结项。"])
def test_a_close_without_an_answer_is_reported(tmp_path: Path, suggestion: str) -> None:
    code, report, after = proposed_and_applied(tmp_path, KB_PATH, KB, brief(suggestion), BRIEF_PATH)
    assert after == KB, after
    assert code == 1, report
    assert any("give their answer" in row for row in report_rows(report)), report
