"""A row change followed, in the same sentence, by a change of another cell of that row
(`"吞吐"一行：最好成绩改为 1500，保持者改为 Halide Next`): the
second change is made or reported with its words, never dropped while the first one's patch
looks complete. A clause that restates the first change asks nothing more. Our own KB and
words."""

from __future__ import annotations

from pathlib import Path

import pytest

from .conftest import proposed_and_applied, report_rows

BRIEF_PATH = "inbox/mu/2026-12-24-compilers-e1prep.md"
KB_PATH = "organized/knowledge/compilers.md"

KB = """\
# 编译器 活文档

## 2 优化

### 2.2 指标

| 指标 | 说明 | 最好成绩 | 保持者 |
|---|---|---|---|
| 吞吐 | 每秒完成的编译任务数 | 1200 | Halide-X |
| 延迟 | 单个内核的平均调度时间 | 约 3 秒 | TVM-Ansor |
"""


def brief(suggestion: str) -> str:
    return f"""\
# compilers · E1 预消化简报（2026-12-24）

## 一、今日条目

### 条目 1：Halide-X 复测

- **来源**：organized/paper_cards/2612-halide-x-v2.md
- **要点**：吞吐的新纪录是 1500。
- **建议归入**：{suggestion}

## 二、本轮结论与建议动作

- 见条目 1。
"""


@pytest.mark.parametrize(
    "suggestion",
    [
        "§2.2 指标表“吞吐”一行：最好成绩改为 1500，保持者改为 Halide Next",
        "2.2 表中“吞吐”一行最好成绩更新为 1500，保持者调整为 Halide Next。",
    ],
)
def test_the_second_cell_change_is_made_or_reported_with_its_words(
    tmp_path: Path, suggestion: str
) -> None:
    code, report, after = proposed_and_applied(tmp_path, KB_PATH, KB, brief(suggestion), BRIEF_PATH)
    made = "| 吞吐 | 每秒完成的编译任务数 | 1500 | Halide Next |" in after
    reported = any("Halide Next" in row and "not understood" in row for row in report_rows(report))
    assert made or (reported and code == 1), report


def test_a_clause_restating_the_change_asks_nothing_more(tmp_path: Path) -> None:
    suggestion = "§2.2 表“吞吐”一行“1200”改为“1500”，即改为 1500"
    code, report, after = proposed_and_applied(tmp_path, KB_PATH, KB, brief(suggestion), BRIEF_PATH)
    assert "| 吞吐 | 每秒完成的编译任务数 | 1500 | Halide-X |" in after, report
    assert code == 0, report
