"""A suggestion that names a table row and its cell but no section (`把 2026-11 那一行的碳酸锂一格
由「9.8」改为「10.4」`) is read in the one section the item's 与活文档的关系 line names (`§4.1
「价格」月度表的 2026-11 行…`); where that line names several, in the one whose words name the
row. Where it names none that says the row, or the row is not in that section, nothing is
written. Our own words, on our own KB."""

from __future__ import annotations

import pytest

from .conftest import kb_after

KB = """\
# 钠电 · 活文档

## 4. 市场

### 4.1 价格

| 月份 | 碳酸锂（万元/吨） | 钠电芯（元/Wh） |
|---|---|---|
| 2026-10 | 10.1 | 0.46 |
| 2026-11 | 9.8 | 0.45 |

### 4.2 出货

| 厂商 | 2026 出货（GWh） | 备注 |
|---|---|---|
| 中科海钠 | 3.1 | 自供为主 |
| 宁德时代 | 5.0 | 含 AB 电池包 |
"""

CHANGED = "| 2026-11 | 10.4 | 0.45 |"


def brief(relation: str, suggestion: str) -> str:
    return f"""\
# 钠电 · E1 预消化简报（2026-12-06）

## 一、今日重要增量

### 条目 1：11 月碳酸锂终值

- **来源**：价格周报（2026-12-01）
- **要点**：11 月碳酸锂终值 10.4。
- **与活文档的关系**：{relation}
- **建议归入**：{suggestion}

## 二、今晚建议的归并动作

1. 见条目 1。
"""


ASKED = "把 2026-11 那一行的碳酸锂一格由「9.8」改为「10.4」，其余各格不变。"


@pytest.mark.parametrize(
    "relation",
    [
        "§4.1「价格」月度表的 2026-11 行是初值。",
        "「价格」一节的月度表里 2026-11 行是初值。",
        "§4.1 表里 2026-11 一行是初值；§4.2 的宁德时代出货另案处理。",
    ],
)
def test_the_row_is_changed_in_the_section_the_relation_line_names(relation: str) -> None:
    lines, rows = kb_after(KB, brief(relation, ASKED))
    assert rows[0][0] == "proposed", rows
    assert [line for line in lines if line not in KB.splitlines()] == [CHANGED], rows


@pytest.mark.parametrize(
    "relation",
    [
        # Two sections, neither named beside the row.
        "§4.1 是初值；§4.2 另案处理。",
        # No section at all.
        "月度表的 2026-11 行是初值。",
        # A section that holds no such row.
        "§4.2 的出货表要跟着看。",
    ],
)
def test_no_row_is_changed_where_the_relation_line_does_not_place_it(relation: str) -> None:
    lines, rows = kb_after(KB, brief(relation, ASKED))
    assert lines == KB.splitlines(), rows
