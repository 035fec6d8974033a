"""A table row named by its words (an aside with them) right before `行：` (`§1.2 组件（TOPCon）
行：价格 A → B，日期 C → D`, `多晶硅行：…`) is the row whose values change: a value that other
rows hold too is changed in that row alone, and a row so named that the table does not hold is
reported. A closing line quoting the new row's name (`术语表加"构网型"（条目 1）`) is the item's
add said again, not words to append. Our own words, on a small KB of our own."""

from __future__ import annotations

import pytest

from .conftest import kb_after

KB = """\
# 光伏 知识库

## Part 1 市场

### 1.2 价格

| 品类 | 价格 | 日期 | 来源 |
|---|---|---|---|
| 组件（TOPCon） | 0.68 元/W | 2026-10 | [2] |
| 多晶硅 | 41 元/kg | 2026-10 | [2] |
| 储能电芯（280Ah） | 0.30 元/Wh | 2026-09 | [3] |

## 术语

| 术语 | 释义 |
|---|---|
| BC | 背接触电池 |
"""


def brief(request: str, closing: str = "见条目 1。") -> str:
    return (
        "# solar · E1 预消化简报（2026-11-20）\n\n## 一、增量\n\n"
        "### 条目 1：价格周报\n\n"
        "- **来源**：价格周报（2026-11-19）\n"
        "- **要点**：组件价格下行。\n"
        f"- **建议归入**：{request}\n\n"
        "## 二、本轮结论与建议动作\n\n"
        f"1. {closing}\n"
    )


@pytest.mark.parametrize(
    ("asked", "row"),
    [
        (
            "§1.2 组件（TOPCon）行：价格 0.68 元/W → 0.66 元/W，日期 2026-10 → 2026-11。",
            "| 组件（TOPCon） | 0.66 元/W | 2026-11 | [2] |",
        ),
        (
            "§1.2 组件行：价格 0.68 元/W → 0.66 元/W，日期 2026-10 → 2026-11。",
            "| 组件（TOPCon） | 0.66 元/W | 2026-11 | [2] |",
        ),
        ("§1.2 多晶硅行：日期 2026-10 → 2026-11。", "| 多晶硅 | 41 元/kg | 2026-11 | [2] |"),
    ],
)
def test_the_row_named_before_row_and_colon_is_the_one_changed(asked: str, row: str) -> None:
    lines, rows = kb_after(KB, brief(asked))
    assert [status for status, _ in rows] == ["proposed"], rows
    assert row in lines, rows
    assert len([line for line in lines if "2026-10" in line]) == 1, lines


def test_a_row_so_named_that_the_table_does_not_hold_is_reported() -> None:
    lines, rows = kb_after(KB, brief("§1.2 硅片行：日期 2026-10 → 2026-11。"))
    assert lines == KB.splitlines(), rows
    assert [status for status, _ in rows] == ["unresolved"], rows


def test_a_closing_line_quoting_the_new_row_s_name_is_its_add() -> None:
    lines, rows = kb_after(
        KB,
        brief(
            "术语表新增一行：| 构网型 | 可主动建立电压与频率的储能控制方式 |",
            closing='术语表加"构网型"（条目 1）。',
        ),
    )
    assert [status for status, _ in rows] == ["proposed"], rows
    assert any(line.startswith("| 构网型 | 可主动建立电压与频率的储能控制方式") for line in lines)


def test_a_row_named_in_the_next_sentence_does_not_unname_the_changed_one() -> None:
    asked = (
        "§1.2 组件（TOPCon）行：价格 0.68 元/W → 0.66 元/W，日期 2026-10 → 2026-11；多晶硅行不动。"
    )
    lines, rows = kb_after(KB, brief(asked))
    assert "| 组件（TOPCon） | 0.66 元/W | 2026-11 | [2] |" in lines, rows
    assert "| 多晶硅 | 41 元/kg | 2026-10 | [2] |" in lines, rows
