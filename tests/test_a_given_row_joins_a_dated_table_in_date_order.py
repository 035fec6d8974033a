"""A row the brief writes out cell by cell (`新增一行：| … | 2026/07 |`) joins a table whose rows
stand in date order (newest first or oldest first, by a column that dates every row) where its
date puts it, as a changelog's row does; a table in no date order takes it after its last row.
Our own KB and words."""

from __future__ import annotations

from pathlib import Path

import pytest

from .conftest import proposed_and_applied

BRIEF_PATH = "inbox/fu/2026-12-30-kilns-e1prep.md"
KB_PATH = "organized/knowledge/kilns.md"

ROWS = [
    "| K-9 | 电窑 | 1300 | 2026/09 |",
    "| K-5 | 气窑 | 1280 | 2026/03 |",
    "| K-2 | 柴窑 | 1250 | 2025/01 |",
]


def kb(rows: list[str]) -> str:
    return "# 窑炉 活文档\n\n## 1 记录\n\n| 型号 | 类型 | 温度 | 日期 |\n|---|---|---|---|\n" + (
        "\n".join(rows) + "\n"
    )


def brief() -> str:
    return """\
# kilns · E1 预消化简报（2026-12-30）

## 一、今日条目

### 条目 1：K-7 实测

- **来源**：organized/paper_cards/2612-k7.md
- **要点**：K-7 气窑实测 1290 度。
- **建议归入**：§1 新增一行：`| K-7 | 气窑 | 1290 | 2026/06 |`

## 二、本轮结论与建议动作

- 见条目 1。
"""


NEW = "| K-7 | 气窑 | 1290 | 2026/06（E1 2026-12-30 · 条目 1） |"


@pytest.mark.parametrize(
    ("rows", "before"),
    [
        (ROWS, "| K-5 | 气窑 | 1280 | 2026/03 |"),  # newest first: before the older row
        (ROWS[::-1], "| K-9 | 电窑 | 1300 | 2026/09 |"),  # oldest first: before the newer row
        ([ROWS[1], ROWS[0], ROWS[2]], None),  # in no date order: after the last row
    ],
)
def test_the_row_stands_where_its_date_puts_it(
    tmp_path: Path, rows: list[str], before: str | None
) -> None:
    code, report, after = proposed_and_applied(tmp_path, KB_PATH, kb(rows), brief(), BRIEF_PATH)
    assert code == 0, report
    lines = after.splitlines()
    at = lines.index(NEW)
    assert (lines[at + 1] if at + 1 < len(lines) else None) == before, report
