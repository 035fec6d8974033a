"""A column named with a slash in its words as its header writes them (`确定订单/预购列由…调为…`,
header `确定订单/预购`) is that column, however the spaces round the slash fall: it was
reported as a column the table does not have. Our own words, on a KB of our own."""

from __future__ import annotations

import pytest

from tests.conftest import kb_after

KB = """\
# 订单

## A. 格局

### A.3 订单

| 厂商 | 确定订单/预购 | 意向订单 |
| --- | --- | --- |
| 峰飞 | 约 700 架 | 约 1,500 架 |
| 沃飞 | 约 200 架 | 约 700 架 |
"""


def brief(request: str) -> str:
    return f"""\
# 订单 · E1 预消化简报（2026-12-08）

## 一、今日重要增量

### 增量 3：新订单

- **来源**：新闻稿（2026-12-02）
- **要点**：新增确定订单 100 架。
- **建议归入**：{request}

## 四、本轮结论与建议动作

- 见增量 3。
"""


@pytest.mark.parametrize(
    "request_words",
    [
        "A.3 峰飞一行，确定订单/预购列由「约 700 架」调为「约 800 架」。",
        "A.3 峰飞一行，确定订单 / 预购一栏由「约 700 架」改为「约 800 架」。",
        "A.3 峰飞一行的「约 700 架」改为「约 800 架」，写在预购列。",
    ],
)
def test_the_value_under_the_slashed_column_is_changed(request_words: str) -> None:
    lines, rows = kb_after(KB, brief(request_words))
    assert "| 峰飞 | 约 800 架 | 约 1,500 架 |" in lines, rows
    assert "| 沃飞 | 约 200 架 | 约 700 架 |" in lines
