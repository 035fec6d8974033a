"""A keep of one column of a table (`§1.2 表 2027Q2E 列：本轮不动`, `状态一栏不动`) holds the
cells under that header, not the section: an edit of another column of a row was forbidden
by it. An edit of a cell under the kept column is still forbidden, with the row and column
said where the keep is read as the column's. Our own words, on a KB of our own."""

from __future__ import annotations

import pytest

from .conftest import kb_after

ROW = "| 乙厂 | 3 | 4 | 5 | 在建 |"
KB = f"""\
# 封装 活文档

## 1. 产业

### 1.1 判断

产能仍偏紧。

### 1.2 产能

| 厂商 | 2026Q3 | 2026Q4E | 2027Q2E | 状态 |
|---|---|---|---|---|
| 甲厂 | 86 | 93 | 110 | 量产 |
{ROW}
"""


def brief(suggestion: str, closing: str) -> str:
    return f"""\
# pack · E1 预消化简报（2026-12-18）

## 一、今日重要增量

### 条目 1：乙厂下修

- **来源**：某修订稿（2026-12-03）
- **要点**：乙厂三季度实际值下修。
- **建议归入**：{suggestion}

## 四、本轮结论与建议动作

- 见条目 1。
- {closing}
"""


@pytest.mark.parametrize(
    "closing",
    [
        "§1.2 表 2027Q2E 列：本轮不动。",
        "§1.2 表的 2027Q2E 一列不动。",
        "§1.2 状态一栏不动。",
        "§1.2 表格里 2026Q4E 这一列先不改。",
    ],
)
def test_another_column_of_the_row_is_changed(closing: str) -> None:
    lines, rows = kb_after(KB, brief("§1.2 表乙厂一行，2026Q3 由 3 改为 2。", closing))
    assert rows[0] == ("proposed", ""), rows
    assert lines == [ROW.replace("| 3 |", "| 2 |") if x == ROW else x for x in KB.splitlines()]


@pytest.mark.parametrize("closing", ["§1.2 表 2026Q3 列：本轮不动。", "§1.2 2026Q3 一栏别改。"])
def test_a_cell_under_the_kept_column_is_not_changed(closing: str) -> None:
    lines, rows = kb_after(KB, brief("§1.2 表乙厂一行，2026Q3 由 3 改为 2。", closing))
    assert lines == KB.splitlines(), rows
    assert rows[0][0] == "forbidden", rows


def test_the_kept_column_and_row_are_said() -> None:
    _lines, rows = kb_after(
        KB, brief("§1.2 表乙厂一行，2026Q3 由 3 改为 2。", "§1.2 表 2026Q3 列：本轮不动。")
    )
    assert "it changes the row 「乙厂」 under 「2026Q3」" in rows[0][1], rows
