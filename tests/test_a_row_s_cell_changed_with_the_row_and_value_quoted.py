"""`表「X」行的备注改为「Y」`: the row named in quotes, its column, and the new value quoted or
in backticks, with no old value: the cell under that column takes Y. Before, the row's name
was read as the old value, and the row's first cell was written over with Y; and backticks
around a new value after a verb of change were written into the cell. Our own words, on a KB
of our own."""

from __future__ import annotations

import pytest

from .conftest import kb_after

ROW = "| 甲星座 | 约 120 | 3,000 | 进度滞后，已申请延期 |"
KB = f"""\
# 卫星 活文档

## 2 星座

| 星座 | 在轨数 | 计划数 | 备注 |
|---|---|---|---|
{ROW}
| 乙星座 | 0 | 198 | 首发 2027 年 |
"""


def brief(suggestion: str) -> str:
    return f"""\
# sat · E1 预消化简报（2026-12-18）

## 一、今日重要增量

### 条目 1：甲星座延期获批

- **来源**：监管文件（2026-12-05）
- **要点**：延期获批。
- **建议归入**：{suggestion}

## 四、本轮结论与建议动作

- 见条目 1。
"""


@pytest.mark.parametrize(
    "suggestion",
    [
        "§2 表「甲星座」行的备注改为「延期已获批准」。",
        "§2 表「甲星座」行的备注改为 `延期已获批准`。",
        "§2 表「甲星座」一行，备注更新为“延期已获批准”。",
    ],
)
def test_the_cell_under_the_column_takes_the_value(suggestion: str) -> None:
    lines, rows = kb_after(KB, brief(suggestion))
    assert rows[0] == ("proposed", ""), rows
    new = "| 甲星座 | 约 120 | 3,000 | 延期已获批准 |"
    assert lines == [new if x == ROW else x for x in KB.splitlines()], lines


def test_cells_given_old_and_new_in_backticks_change() -> None:
    """`「X」一行：「备注」格由 `A` 改为 `B`，「在轨数」格由 `约 120` 改为 `约 130``: each cell
    in backticks, old and new, as quotes give them."""
    suggestion = (
        "§2 表「甲星座」一行：「备注」格由 `进度滞后，已申请延期` 改为 `延期已获批准`，"
        "「在轨数」格由 `约 120` 改为 `约 130`。"
    )
    lines, rows = kb_after(KB, brief(suggestion))
    assert rows[0] == ("proposed", ""), rows
    new = "| 甲星座 | 约 130 | 3,000 | 延期已获批准 |"
    assert lines == [new if x == ROW else x for x in KB.splitlines()], lines


MONTH_KB = """\
# 电池 活文档

## 4 价格

| 品类 | 2026-10 | 2026-11 |
|---|---|---|
| 甲电芯 | 0.471 | 0.476 |
"""


def test_a_row_named_before_a_dated_column_is_no_new_line() -> None:
    """`「甲电芯」一行 2026-11 那一格 0.476 → 0.474，10 月那一格不动`: the month after the row's
    noun is a column, not a dated line the count (`一行`) adds; the keep after it is its own.
    Before, the clauses were joined as one dictated line, and the whole read as a keep."""
    suggestion = "§4 表里「甲电芯」一行 2026-11 那一格 0.476 → 0.474，10 月那一格不动。"
    lines, rows = kb_after(MONTH_KB, brief(suggestion))
    assert rows[0][0] == "proposed", rows
    assert "| 甲电芯 | 0.471 | 0.474 |" in lines, lines


PRICE_KB = """\
# 稀土 活文档

## 3 价格

| 品种 | 单位 | 2026-10 | 2026-11 | 环比 |
|---|---|---|---|---|
| 氧化铽 | 万元/吨 | 702 | 718 | +2.3% |
"""


@pytest.mark.parametrize(
    "suggestion",
    [
        "§3 表氧化铽行 2026-11 一格由 718 改为 712，环比按新值重算。",
        "§3 表氧化铽行 2026-11 一格由 718 改为 712，环比相应调整。",
    ],
)
def test_a_change_asking_a_value_worked_out_from_it_is_held(suggestion: str) -> None:
    """The change alone would leave the month-on-month cell stale; kbpatch computes nothing,
    so the change is reported with the words that ask for the rest. It was written alone."""
    lines, rows = kb_after(PRICE_KB, brief(suggestion))
    assert lines == PRICE_KB.splitlines(), rows
    assert rows[0][0] == "not understood" and "环比" in rows[0][1], rows


def test_a_change_with_the_worked_out_value_given_is_made() -> None:
    suggestion = "§3 表氧化铽行 2026-11 一格由 718 改为 712，环比由 +2.3% 改为 +1.4%。"
    lines, rows = kb_after(PRICE_KB, brief(suggestion))
    assert "| 氧化铽 | 万元/吨 | 702 | 712 | +1.4% |" in lines, rows


@pytest.mark.parametrize(
    "suggestion",
    [
        "「星座」中甲星座那一行，在轨数一格 `约 120` → `约 130`，其余格不动。",
        "「星座」表里甲星座这行，在轨数由「约 120」改为「约 130」。",
    ],
)
def test_a_row_pointed_at_before_its_cell_s_change(suggestion: str) -> None:
    """`X 那一行，Y 一格 A → B`: the row in a clause of its own, then the change of its cell.
    Before, the row was read as an entry's name asking nothing and the change as unplaced."""
    lines, rows = kb_after(KB, brief(suggestion))
    assert rows[0] == ("proposed", ""), rows
    new = "| 甲星座 | 约 130 | 3,000 | 进度滞后，已申请延期 |"
    assert lines == [new if x == ROW else x for x in KB.splitlines()], lines
