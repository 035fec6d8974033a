"""A new row the brief gives cell by cell by the columns' names, from the first column on
(`登记一行：日期 2026-10-22，船东 长荣海运，船型 24,000 TEU 集装箱船，…，来源 [^21]`), is
written in the table's column order: a comma inside a figure (`24,000`) parts no cells, the
cells end with their sentence, and the source cell's footnote is a cell, not a request to
cite. Our own KB and words."""

from __future__ import annotations

from pathlib import Path

import pytest

from .conftest import proposed_and_applied

BRIEF_PATH = "inbox/mo/2026-12-30-orders-e1prep.md"
KB_PATH = "organized/knowledge/orders.md"

KB = """\
# 订单 活文档

## 3 订单登记

| 日期 | 船东 | 船型 | 数量 | 船厂 | 来源 |
|---|---|---|---|---|---|
| 2025-09-18 | 中远海运 | 14,000 TEU 集装箱船 | 12 | 江南造船 | [^1] |
| 2026-03-14 | 马士基 | 16,000 TEU 集装箱船 | 8 | 现代重工 | [^2] |

[^1]: 中远海运公告，2025。
[^2]: 马士基公告，2026。
"""

ROW = "| 2026-10-22 | 长荣海运 | 24,000 TEU 集装箱船 | 11 | 沪东中华 | [^3]"


def brief(suggestion: str) -> str:
    return f"""\
# orders · E1 预消化简报（2026-12-30）

## 一、今日条目

### 条目 1：长荣甲醇船订单

- **来源**：organized/paper_cards/2612-evergreen.md
- **要点**：长荣海运签约 11 艘 24,000 TEU 甲醇双燃料船。
- **建议归入**：{suggestion}

## 二、本轮结论与建议动作

- 见条目 1。
"""


@pytest.mark.parametrize(
    "suggestion",
    [
        "§3 登记一行：日期 2026-10-22，船东 长荣海运，船型 24,000 TEU 集装箱船，数量 11，"
        "船厂 沪东中华，来源 [^3]。",
        "§3 表末尾新增一行：日期 2026-10-22，船东 长荣海运，船型 24,000 TEU 集装箱船，"
        "数量 11，船厂 沪东中华，来源 [^3]",
        "§3 登记一行：日期 2026-10-22，船东 长荣海运，船型 24,000 TEU 集装箱船，数量 11，"
        "船厂 沪东中华，来源 [^3]。脚注另行补在文末，全文见卡片。",
    ],
)
def test_the_row_is_written_in_column_order(tmp_path: Path, suggestion: str) -> None:
    code, report, after = proposed_and_applied(tmp_path, KB_PATH, KB, brief(suggestion), BRIEF_PATH)
    assert code == 0, report
    (row,) = [line for line in after.splitlines() if line.startswith("| 2026-10-22")]
    assert row.startswith(ROW), row
