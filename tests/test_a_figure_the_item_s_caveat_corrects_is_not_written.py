"""A figure an item's request writes (`2026Q2 列 76.3 → 76.0`) that its own caveat then
corrects in words (`更正——上一行写的 76.0 是我看错了行，原文是 75.8`) is not written: the
first figure was proposed. The figure a correction gives as right (`应为 75.8`, `以 75.8 为
准`) stays writable where the request itself writes it. Our own words, on a KB of our own."""

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
    [
        "更正——上一行写的 76.0 是我誊写时看错了行，原文是 75.8，以 75.8 为准。",
        "上面的 76.0 抄错了，请以原文为准。",
    ],
)
def test_the_corrected_figure_is_not_written(caveat: str) -> None:
    lines, rows = kb_after(KB, brief("`76.3` → `76.0`", caveat))
    assert lines == KB.splitlines(), rows
    assert rows[0][0] == "forbidden" and "76.0" in rows[0][1], rows


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


@pytest.mark.parametrize(
    "correction",
    [
        "更正条目 1：76.0 是我抄错的，交易所附表是 75.8。",
        "条目 1 的 76.0 记错了，应为 75.8。",
    ],
)
def test_a_correction_in_the_brief_s_caveat_list_holds_the_item_s_figure(
    correction: str,
) -> None:
    lines, rows = kb_after(KB, brief_with_caveat_list(correction))
    assert lines == KB.splitlines(), rows
    assert rows[0][0] == "forbidden" and "76.0" in rows[0][1], rows


def test_quoted_words_the_caveat_corrects_are_not_written() -> None:
    """`把「欧元/吨」改成「英镑/吨」` then `更正条目 1：写「英镑/吨」不对，应改为「美元/吨」`:
    the quoted words the correction names are held as a figure is."""
    text = brief_with_caveat_list("更正条目 1：写「英镑/吨」不对，应改为「美元/吨」。").replace(
        "§5.1 价格表「甲市场」行，2026Q2 列 `76.3` → `76.0`。",
        "§5.1 价格表「乙市场」行，把「欧元/吨」改成「英镑/吨」。",
    )
    lines, rows = kb_after(KB, text)
    assert lines == KB.splitlines(), rows
    assert rows[0][0] == "forbidden", rows
