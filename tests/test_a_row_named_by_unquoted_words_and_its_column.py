"""A table's row named by its words with no quote (`产能表甲厂这行`, `§1.2 甲厂一行`), then a
column's value changed (`2026Q3 由 86 改成 88`), is that row's cell: a Latin word of the
column (`Q3`) was taken for the row's name and nothing was proposed. A column named by its
header's very words right before `由` holds the old value, or nothing is written: the old
value standing under another column of the row was changed there. Our own words, on a KB of
our own."""

from __future__ import annotations

import pytest

from .conftest import kb_after

ROW = "| 甲厂 | 75 | 80 | 86 | 93 |"
KB = f"""\
# 封装 活文档

## 第一章 产业

### 第一节 判断

产能仍偏紧。

### 第二节 产能

下表为月产能估算，单位千片/月。

| 厂商 | 2026Q1 | 2026Q2 | 2026Q3 | 2026Q4E |
|---|---|---|---|---|
{ROW}
| 乙厂 | 12 | 14 | 17 | 20 |
"""


def brief(suggestion: str) -> str:
    return f"""\
# pack · E1 预消化简报（2026-12-18）

## 一、今日重要增量

### 条目 1：甲厂三季度上修

- **来源**：某季度追踪（2026-11）
- **要点**：甲厂三季度产能上修。
- **建议归入**：{suggestion}

## 四、本轮结论与建议动作

- 见条目 1。
"""


@pytest.mark.parametrize(
    "suggestion",
    [
        "第一章第二节产能表甲厂这行，2026Q3 由「86」改成「88」。",
        "§1.2 甲厂一行，2026Q3 由 86 改成 88。",
        "§1.2 产能表甲厂那行的 2026Q3 由 86 调整为 88。",
        "§1.2 甲厂那一行：2026Q3 由 86 改为 88。",
    ],
)
def test_the_row_s_cell_is_changed(suggestion: str) -> None:
    lines, rows = kb_after(KB, brief(suggestion))
    assert rows[0] == ("proposed", ""), rows
    assert lines == [ROW.replace("86", "88") if x == ROW else x for x in KB.splitlines()]


@pytest.mark.parametrize(
    "suggestion",
    [
        "§1.2 甲厂一行，2026Q2 由 86 改成 88。",
        "§1.2 表「甲厂」一行，2026Q2 由「86」改成「88」。",
    ],
)
def test_an_old_value_under_another_column_is_not_changed(suggestion: str) -> None:
    lines, rows = kb_after(KB, brief(suggestion))
    assert lines == KB.splitlines(), rows
    assert rows[0][0] == "unresolved" and "2026Q2" in rows[0][1], rows
