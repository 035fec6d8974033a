"""An item's own caveat that keeps a figure (`1.8% 不要改`, `官方口径的 1.8% 保持不变`, `不要用
2.1% 覆盖`, `"循环寿命 1200 次"维持原样`) or an entry by its name (`VoltCell-2 条目本轮不动`)
holds every edit of the item that changes or writes that figure, or touches that entry: the
brief contradicts itself, and the edit is reported as forbidden, never proposed. A caveat
naming another figure, or none, holds nothing. Our own words, on a small KB of our own."""

from __future__ import annotations

import pytest

from .conftest import kb_after

KB = """\
# 电池活文档

## 第一章 电芯

### 1.1 磷酸铁锂

#### VoltCell-2
- 厂商：某电池
- 关键数字：官方口径日历老化 1.8%/年；循环寿命 1200 次
- 评述：储能场景主力。

#### NanoCell
- 厂商：另一家
- 关键数字：日历老化 2.5%/年
- 评述：成本低。
"""


def brief(suggestion: str, caveat: str) -> str:
    return (
        "# battery · E1 预消化简报（2026-12-20）\n\n## 一、今日条目\n\n"
        "### 条目 1：VoltCell-2 第三方复测\n\n"
        "- **来源**：organized/paper_cards/9200-voltcell.md\n"
        "- **要点**：第三方复测日历老化 2.1%/年，循环寿命 1100 次。\n"
        f"- **建议归入**：{suggestion}\n"
        f"- **值得警惕**：{caveat}\n"
    )


CHANGE = "§1.1 VoltCell-2 关键数字中的 1.8% 改为 2.1%"


@pytest.mark.parametrize(
    "caveat",
    [
        "1.8% 不要改。",
        "官方口径的 1.8% 保持不变，等厂商回应。",
        "不要用 2.1% 覆盖。",
        "不要用 2.1% 覆盖 1.8%。",
        "第三方数据，1.8% 本轮不动。",
        "VoltCell-2 条目本轮不动。",
    ],
)
def test_a_caveat_keeping_the_changed_figure_or_its_entry_forbids_the_change(
    caveat: str,
) -> None:
    lines, rows = kb_after(KB, brief(CHANGE, caveat))
    assert lines == KB.splitlines(), lines
    statuses = [status for status, _ in rows]
    assert "forbidden" in statuses and "proposed" not in statuses, rows


def test_a_kept_quoted_phrase_holds_a_change_inside_it() -> None:
    lines, rows = kb_after(
        KB,
        brief("§1.1 VoltCell-2 循环寿命由 1200 次改为 1100 次", '"循环寿命 1200 次"维持原样。'),
    )
    assert lines == KB.splitlines(), lines
    assert [s for s, _ in rows if s != "skipped"] == ["forbidden"], rows


@pytest.mark.parametrize(
    "caveat",
    [
        "2.5% 不要改。",  # another entry's figure
        "厂商口径与第三方口径不同，注明即可。",  # no keep
        "NanoCell 条目本轮不动。",  # another entry
        "12 月再复测。",  # a figure, but no keep
    ],
)
def test_a_caveat_keeping_something_else_holds_nothing(caveat: str) -> None:
    lines, rows = kb_after(KB, brief(CHANGE, caveat))
    assert "- 关键数字：官方口径日历老化 2.1%/年；循环寿命 1200 次" in lines, rows
    assert "forbidden" not in [status for status, _ in rows], rows


def test_a_figure_kept_withholds_nothing_else_the_item_asks() -> None:
    """The keep holds its figures' changes only: another request of the item that kbpatch
    cannot read is still reported to be done by hand, never skipped as withheld."""
    _, rows = kb_after(
        KB, brief("§1.1 VoltCell-2 条目循环寿命一格补为 1100（原为空）", "不要用 2.1% 替换。")
    )
    assert "not understood" in [status for status, _ in rows], rows
