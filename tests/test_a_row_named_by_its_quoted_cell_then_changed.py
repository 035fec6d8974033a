"""A table row named by its quoted first cell and its noun (`§4.1 表「X」行，状态一栏 `A` →
`B``), then changed after a comma, is that row's cell changed. The row's name and noun alone,
cut off at the comma (`§4.1 表「X」一行，…`), ask for no new row: such a clause was read as
adding a row of the item's words. Our own words, on a KB of our own."""

from __future__ import annotations

import pytest

from .conftest import kb_after

ROW = "| 甲厂（宜昌） | 湖北宜昌 | 一期 15 | 试产 |"
KB = f"""\
# 回收 活文档

## 4. 产能

### 4.1 回收厂

| 企业 | 地点 | 产能（万吨） | 状态 |
| --- | --- | --- | --- |
{ROW}
| 乙厂（荆门） | 湖北荆门 | 10 | 运营 |
"""


def brief(suggestion: str) -> str:
    return f"""\
# recycle · E1 预消化简报（2026-12-18）

## 一、今日重要增量

### 条目 1：甲厂投产

- **来源**：公司公告（2026-12-03）
- **要点**：甲厂一期投产。
- **建议归入**：{suggestion}

## 四、本轮结论与建议动作

- 见条目 1。
"""


@pytest.mark.parametrize(
    "suggestion",
    [
        "§4.1 表「甲厂（宜昌）」行，状态一栏 `试产` → `运营`。",
        "§4.1 表「甲厂（宜昌）」一行，状态由「试产」改为「运营」。",
    ],
)
def test_the_row_s_cell_is_changed(suggestion: str) -> None:
    lines, rows = kb_after(KB, brief(suggestion))
    assert rows[0] == ("proposed", ""), rows
    assert lines == [ROW.replace("试产", "运营") if x == ROW else x for x in KB.splitlines()]


@pytest.mark.parametrize(
    "suggestion",
    ["§4.1 表「甲厂（宜昌）」一行，状态改为「运营」。", "§4.1 表「甲厂（宜昌）」一行。"],
)
def test_the_row_named_is_no_new_row(suggestion: str) -> None:
    lines, rows = kb_after(KB, brief(suggestion))
    assert len(lines) == len(KB.splitlines()), rows
    assert not any("条目 1）" in line for line in lines), lines
