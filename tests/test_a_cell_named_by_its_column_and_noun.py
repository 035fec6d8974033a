"""A cell named by its column's words and the cell's noun (`在轨数量一格`, `状态一栏`, `备注整格`)
is that column's cell of the row named; a table named by its caption (`表 1-1 里 X 那一行`) is
that table, never section 1.1; a header whose own words end in 格 (`月价格`) keeps them. Our own
words."""

from __future__ import annotations

import pytest

from .conftest import kb_after

KB = """\
# 星座 活文档

## 1 概览

### 1.1 背景

低轨星座在 2019 年后快速扩张。

### 1.2 参数

表 1-1 主要星座：

| 星座 | 在轨数量 | 状态 | 月价格 |
|---|---|---|---|
| Alpha | 约 230 | 组网中 | 99 美元 |
| Beta | 108 | 试运行 | 未公布 |
"""


def brief(suggestion: str) -> str:
    return f"""\
# 星座 · E1 预消化简报（2026-12-06）

## 一、今日条目

### 条目 1：Alpha 新一批发射

- **来源**：公告（2026-11-28）
- **要点**：Alpha 完成新一批发射。
- **建议归入**：{suggestion}
"""


@pytest.mark.parametrize(
    ("suggestion", "row"),
    [
        (
            "表 1-1 里 Alpha 那一行，在轨数量一格改成「约 310」。",
            "| Alpha | 约 310 | 组网中 | 99 美元 |",
        ),
        ("1.2 表 Beta 行，状态一栏改为「商用」。", "| Beta | 108 | 商用 | 未公布 |"),
        ("1.2 表 Beta 行的状态整格更新为「商用」。", "| Beta | 108 | 商用 | 未公布 |"),
        ("1.2 表 Alpha 行的月价格改为「109 美元」。", "| Alpha | 约 230 | 组网中 | 109 美元 |"),
    ],
)
def test_the_cell_of_the_column_named_changes(suggestion: str, row: str) -> None:
    lines, rows = kb_after(KB, brief(suggestion))
    assert any(line.startswith(row.rstrip(" |")) for line in lines), rows
    assert len(lines) == len(KB.splitlines()), rows
