"""A row named before its colon, then changes of its cells by column, one per clause (`定价表
Zepbound 一行：月价格更新为"A"，更新日期调成"B"`, `X 行：渠道改为"C"，月价格改成"D"`), changes
every cell asked, in one edit; never the first alone with the rest dropped (a column whose
name opens with a verb's words, `更新日期`, is a column). Our own words, on a KB of our own."""

from __future__ import annotations

import pytest

from .conftest import kb_after

KB = """\
# 减重药

## 第四章 市场

### 4.1 定价

| 产品 | 市场 | 渠道 | 月价格 | 更新日期 |
| --- | --- | --- | --- | --- |
| Zepbound | 美国 | 自费 | 299–449 美元 | 2025-12 |
| Wegovy | 美国 | 标价 | 1349 美元 | 2025-10 |
"""
ROW = "| Zepbound | 美国 | 自费 | 299–449 美元 | 2025-12 |"


def brief(suggestion: str) -> str:
    return f"""\
# 减重 · E1 预消化简报（2026-12-03）

## 一、今日重要增量

### 条目 1：降价

- **来源**：公告（2026-12-01）
- **要点**：降价。
- **建议归入**：{suggestion}

## 四、本轮结论与建议动作

- 见条目 1。
"""


@pytest.mark.parametrize(
    ("suggestion", "row"),
    [
        (
            '定价表 Zepbound 一行：月价格更新为"299–399 美元"，更新日期调成"2026-11"。',
            "| Zepbound | 美国 | 自费 | 299–399 美元 | 2026-11 |",
        ),
        (
            '4.1 表 Zepbound 一行：月价格更新为"299–399 美元"，渠道改为"直销"。',
            "| Zepbound | 美国 | 直销 | 299–399 美元 | 2025-12 |",
        ),
        (
            "4.1 表 Zepbound 行：渠道改成「直销」，更新日期改为「2026-11」。",
            "| Zepbound | 美国 | 直销 | 299–449 美元 | 2026-11 |",
        ),
    ],
)
def test_every_cell_asked_is_changed(suggestion: str, row: str) -> None:
    lines, rows = kb_after(KB, brief(suggestion))
    assert [status for status, _ in rows] == ["proposed"], rows
    at = KB.splitlines().index(ROW)
    assert lines == [*KB.splitlines()[:at], row, *KB.splitlines()[at + 1 :]], lines
