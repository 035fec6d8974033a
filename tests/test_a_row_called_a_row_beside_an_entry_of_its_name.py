"""A request that calls what it names a row (`表「X」一行`, `X 那一行`) edits the table's row
of that name, also where an entry of the same section opens with the same name and holds the
same old value: the entry was edited instead. An entry called an entry (`甲厂条目中`) is the
entry, its section named or not, also as `甲厂条：` (a Chinese name with no section was not
read). A row named so, then a column's new value after the comma (`表「X」一行，状态改为「Y」`),
changes that one cell: the clause after the comma was taken for a cell of a new row and lost.
Our own words, on a KB of our own."""

from __future__ import annotations

import pytest

from .conftest import kb_after

ROW = "| 甲厂 | 湖北宜昌 | 一期 15 | 试产 |"
ENTRY = "- **甲厂**：一期 15 万吨，目前试产，二期待批。"
KB = f"""\
# 回收 活文档

## 产能

本节收录国内主要回收厂。

| 企业 | 地点 | 产能（万吨） | 状态 |
| --- | --- | --- | --- |
{ROW}
| 乙厂 | 湖北荆门 | 10 | 运营 |

### 厂商

{ENTRY}
- **乙厂**：10 万吨，已运营。

## 价格

碳酸锂回收价随现货波动。
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


def changed(lines: list[str]) -> list[tuple[str, str]]:
    return [(a, b) for a, b in zip(KB.splitlines(), lines, strict=True) if a != b]


@pytest.mark.parametrize(
    "suggestion",
    [
        "「产能」表「甲厂」一行，状态由「试产」改为「运营」。",
        "「产能」表「甲厂」那一行，状态由「试产」改成「运营」。",
        "「产能」表「甲厂」一行，状态改为「运营」。",
        "「产能」表「甲厂」这一行，状态改成「运营」。",
    ],
)
def test_the_table_row_is_changed_not_the_entry(suggestion: str) -> None:
    lines, rows = kb_after(KB, brief(suggestion))
    assert rows[0] == ("proposed", ""), rows
    assert changed(lines) == [(ROW, ROW.replace("试产", "运营"))]


@pytest.mark.parametrize(
    "suggestion",
    [
        "「厂商」一节甲厂条目中「目前试产」改为「已投产」。",
        "「厂商」一节，甲厂条目中「目前试产」改为「已投产」。",
        # No section named: the one entry of the document so named, not the row.
        "甲厂条目中「目前试产」改为「已投产」。",
        "甲厂条：「目前试产」改为「已投产」。",
    ],
)
def test_an_entry_named_so_is_still_the_entry(suggestion: str) -> None:
    lines, rows = kb_after(KB, brief(suggestion))
    assert rows[0] == ("proposed", ""), rows
    assert changed(lines) == [(ENTRY, ENTRY.replace("目前试产", "已投产"))]


@pytest.mark.parametrize(
    "suggestion", ["补一条：把「试产」改为「量产」会更准吗？", "新增条：把「试产」改为「量产」。"]
)
def test_a_count_before_the_noun_names_no_entry(suggestion: str) -> None:
    # `补一条：`, `新增条：` ask for a new entry; no entry is named `「厂商」补一` or `新增`.
    _lines, rows = kb_after(KB, brief(suggestion))
    assert not any("no entry of the document opens with" in why for _, why in rows), rows
