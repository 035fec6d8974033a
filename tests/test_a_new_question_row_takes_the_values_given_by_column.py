"""A new question in a table of questions takes the values the brief gives its columns by
their names (`，提出人 周宁，2026-11-09，状态 开放`, `，提出：周宁，2026-11-30，状态：开放`, after a
comma with no gap: `，状态开放`; after a verb of writing: `，状态写"开放"`), each up to the next
column's name, its commas kept; columns the brief says nothing of keep the table's own marks;
a cell described rather than given (`照 Q-2 的写法`) holds the question back. Our own KB and
words."""

from __future__ import annotations

from pathlib import Path

import pytest

from .conftest import proposed_and_applied

BRIEF_PATH = "inbox/li/2026-12-29-rail-e1prep.md"
KB_PATH = "organized/knowledge/rail.md"

KB = """\
# 铁路电气化 活文档

## 6 待决问题

| 编号 | 问题 | 提出 | 状态 | 结论 |
|---|---|---|---|---|
| Q-1 | 氢能机车能否在 2030 年前商用？ | 林，2025-10-24 | 开放 | — |
| Q-2 | 电池机车的续航上限是多少？ | 周，2026-01-15 | 已关闭（2026-09-14） | 约 300 公里 |
"""

QUESTION = "接触网改造能否不停运施工？"


def brief(suggestion: str) -> str:
    return f"""\
# rail · E1 预消化简报（2026-12-29）

## 一、今日条目

### 条目 1：不停运施工试点

- **来源**：organized/paper_cards/2612-night-works.md
- **要点**：夜间天窗施工试点。
- **建议归入**：{suggestion}

## 二、本轮结论与建议动作

- 见条目 1。
"""


@pytest.mark.parametrize(
    "suggestion",
    [
        f"问题表新增 Q-3：「{QUESTION}」，提出人 许，2026-12-29，状态 开放，结论 —。",
        f"§6 问题表增加 Q-3：「{QUESTION}」，提出：许，2026-12-29，状态：开放",
        f"§6 问题表增加 Q-3：「{QUESTION}」，提出：许，2026-12-29，状态开放",
        # A verb of writing before the value, its quotes marking it only.
        f'§6 问题表增加 Q-3：「{QUESTION}」，提出写"许，2026-12-29"，状态写"开放"，结论 —',
    ],
)
def test_the_given_values_fill_their_columns(tmp_path: Path, suggestion: str) -> None:
    code, report, after = proposed_and_applied(tmp_path, KB_PATH, KB, brief(suggestion), BRIEF_PATH)
    assert code == 0, report
    (row,) = [line for line in after.splitlines() if QUESTION in line]
    cells = [c.strip() for c in row.strip("|").split("|")]
    assert cells[0] == "Q-3" and cells[2:] == ["许，2026-12-29", "开放", "—"], row


def test_columns_not_named_keep_the_table_s_marks(tmp_path: Path) -> None:
    code, report, after = proposed_and_applied(
        tmp_path, KB_PATH, KB, brief(f"§6 问题表增加 Q-3：「{QUESTION}」"), BRIEF_PATH
    )
    assert code == 0, report
    (row,) = [line for line in after.splitlines() if QUESTION in line]
    cells = [c.strip() for c in row.strip("|").split("|")]
    assert cells[2:] == ["—", "开放", "—"], row


def test_a_cell_described_by_another_row_holds_the_question_back(tmp_path: Path) -> None:
    suggestion = f'§6 问题表增加 Q-3：「{QUESTION}」，状态写"开放"，结论照 Q-2 的写法。'
    _code, report, after = proposed_and_applied(
        tmp_path, KB_PATH, KB, brief(suggestion), BRIEF_PATH
    )
    assert after == KB, report
    assert "describes the 「结论」 cell" in report, report
