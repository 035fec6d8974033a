"""A figure an item's request writes (`2026Q2 列 76.3 → 76.0`) that a caveat of the item, or
of the brief's list naming the item, then corrects in words (`76.0 是我看错了行`) is never
written: the first figure was proposed. Where the correction gives one figure as right
(`原文是 75.8`, `应为 75.8`, `按 75.8 写`, `是 75.8，不是 76.0`), that one is written in its
stead; else the change is held. Our own words, on a KB of our own."""

from __future__ import annotations

import pytest

from .conftest import kb_after

ROW = "| 甲市场 | 84.6 | 76.3 | 元/吨 |"
KB = f"""\
# 碳市场 活文档

## 五、价格

### （一）价格表

| 市场 | 2026Q1 | 2026Q2 | 单位 |
|---|---|---|---|
{ROW}
| 乙市场 | 70.1 | 71.2 | 欧元/吨 |
"""


def brief(suggestion: str, caveat: str) -> str:
    return f"""\
# carbon · E1 预消化简报（2026-12-18）

## 一、今日重要增量

### 条目 1：甲市场二季度均价下修

- **来源**：交易所简报修订版（2026-12-05）
- **要点**：二季度均价下修。
- **建议归入**：§5.1 价格表「甲市场」行，2026Q2 列 {suggestion}。
- **值得警惕**：{caveat}

## 四、本轮结论与建议动作

- 见条目 1。
"""


@pytest.mark.parametrize(
    "caveat",
    ["上面的 76.0 抄错了，请以原文为准。", "76.0 看错了行，原文是 75.8 或 75.6，待核对。"],
)
def test_the_corrected_figure_is_not_written(caveat: str) -> None:
    """The correction gives no one figure to write in its stead: the change is held."""
    lines, rows = kb_after(KB, brief("`76.3` → `76.0`", caveat))
    assert lines == KB.splitlines(), rows
    assert rows[0][0] == "forbidden" and "76.0" in rows[0][1], rows


@pytest.mark.parametrize(
    "caveat",
    [
        "更正——上一行写的 76.0 是我誊写时看错了行，原文是 75.8，以 75.8 为准。",
        "76.0 抄错了，按 75.8 写。",
    ],
)
def test_the_one_figure_a_correction_gives_is_written_in_its_stead(caveat: str) -> None:
    """`原文是 75.8`, `按 75.8 写`: the figure to write, as mechanically as the change's own."""
    lines, rows = kb_after(KB, brief("`76.3` → `76.0`", caveat))
    assert rows[0] == ("proposed", ""), rows
    assert lines == [ROW.replace("76.3", "75.8") if x == ROW else x for x in KB.splitlines()]


def test_the_figure_a_correction_gives_is_written() -> None:
    caveat = "更正：初稿的 76.0 有误，应为 75.8，上面已按 75.8 写。"
    lines, rows = kb_after(KB, brief("`76.3` → `75.8`", caveat))
    assert rows[0] == ("proposed", ""), rows
    assert lines == [ROW.replace("76.3", "75.8") if x == ROW else x for x in KB.splitlines()]


def brief_with_caveat_list(correction: str) -> str:
    return f"""\
# carbon · E1 预消化简报（2026-12-18）

## 一、今日重要增量

### 条目 1：甲市场二季度均价下修

- **来源**：交易所简报修订版（2026-12-05）
- **要点**：二季度均价下修。
- **建议归入**：§5.1 价格表「甲市场」行，2026Q2 列 `76.3` → `76.0`。

## 二、值得警惕的矛盾与待核实说法

1. {correction}

## 四、本轮结论与建议动作

- 见条目 1。
"""


def test_a_correction_in_the_brief_s_caveat_list_holds_the_item_s_figure() -> None:
    lines, rows = kb_after(
        KB, brief_with_caveat_list("更正条目 1：76.0 是我抄错的，附表另有说明。")
    )
    assert lines == KB.splitlines(), rows
    assert rows[0][0] == "forbidden" and "76.0" in rows[0][1], rows


@pytest.mark.parametrize(
    "correction",
    ["条目 1 的 76.0 记错了，应为 75.8。", "更正条目 1：附表是 75.8，不是 76.0。"],
)
def test_a_correction_in_the_brief_s_caveat_list_gives_the_figure(correction: str) -> None:
    lines, rows = kb_after(KB, brief_with_caveat_list(correction))
    assert rows[0] == ("proposed", ""), rows
    assert lines == [ROW.replace("76.3", "75.8") if x == ROW else x for x in KB.splitlines()]


def test_quoted_words_the_caveat_corrects_are_written_as_it_says() -> None:
    """`把「欧元/吨」改成「英镑/吨」` then `更正条目 1：写「英镑/吨」不对，应改为「美元/吨」`:
    the quoted words the correction names give way to the ones it gives."""
    text = brief_with_caveat_list("更正条目 1：写「英镑/吨」不对，应改为「美元/吨」。").replace(
        "§5.1 价格表「甲市场」行，2026Q2 列 `76.3` → `76.0`。",
        "§5.1 价格表「乙市场」行，把「欧元/吨」改成「英镑/吨」。",
    )
    lines, rows = kb_after(KB, text)
    assert rows[0] == ("proposed", ""), rows
    assert "| 乙市场 | 70.1 | 71.2 | 美元/吨 |" in lines, lines
