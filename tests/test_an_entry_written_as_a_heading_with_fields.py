"""An entry written as a heading with its facts as `- 字段：值` lines under it (`#### VoltCell-2`)
is the entry a request names (`VoltCell-2 条目评述末尾添上"…"`), even where a table row elsewhere
opens with the same name: the words join the field the request names, never a number cell of
the row. The field may be named before any add verb (`添上`, `附上`, `补`) or in quotes as a
line (`"关键数字"一行末尾补"…"`). A quoted field name (`"厂商"字段更新为"…"`) is the field, never
an old value to swap for the new words. Our own words, on a small KB of our own."""

from __future__ import annotations

import pytest

from .conftest import kb_after

KB = """\
# 电池活文档

## 第一章 电芯

### 1.1 磷酸铁锂

#### VoltCell-2
- 厂商：某电池
- 关键数字：日历老化 1.8%/年；循环寿命 1200 次
- 评述：储能场景主力。

#### NanoCell
- 厂商：另一家
- 关键数字：日历老化 2.5%/年
- 评述：成本低。

## 第二章 对比

### 2.1 寿命表

| 电芯 | 循环寿命 | 老化 (%/年) |
| --- | --- | --- |
| VoltCell-2 | 1200 | 1.8 |
| NanoCell | 900 | 2.5 |
"""

SENTENCE = "2026-11 起提供 280Ah 版本。"


def brief(suggestion: str) -> str:
    return (
        "# battery · E1 预消化简报（2026-12-20）\n\n## 一、今日条目\n\n"
        "### 条目 1：VoltCell-2 新版本\n\n"
        "- **来源**：organized/paper_cards/9201-voltcell.md\n"
        "- **要点**：推出 280Ah 版本。\n"
        f"- **建议归入**：{suggestion}\n"
    )


@pytest.mark.parametrize(
    "suggestion",
    [
        f'VoltCell-2 条目的评述末尾添上"{SENTENCE}"',
        f'VoltCell-2 条目评述末尾补一句"{SENTENCE}"',
        f'VoltCell-2 条目评述末尾附上"{SENTENCE}"',
        f'§1.1 VoltCell-2 条目评述末尾添上"{SENTENCE}"',
    ],
)
def test_words_for_a_heading_entry_join_its_named_field_not_a_table_row(
    suggestion: str,
) -> None:
    lines, rows = kb_after(KB, brief(suggestion))
    assert f"- 评述：储能场景主力。{SENTENCE}" in lines, (lines, rows)
    assert "| VoltCell-2 | 1200 | 1.8 |" in lines, lines


def test_a_field_named_in_quotes_as_a_line_takes_the_words_at_its_end() -> None:
    lines, rows = kb_after(
        KB, brief('§1.1 VoltCell-2 条目"关键数字"一行末尾补"；第三方复测循环寿命 1100 次"')
    )
    wanted = "- 关键数字：日历老化 1.8%/年；循环寿命 1200 次；第三方复测循环寿命 1100 次"
    assert wanted in lines, rows


@pytest.mark.parametrize(
    ("suggestion", "field"),
    [
        (
            '§1.1 VoltCell-2 条目"厂商"字段更新为"某电池（2026 年更名为某能源）"',
            "- 厂商：某电池（2026 年更名为某能源）",
        ),
        ('§1.1 VoltCell-2 条目"评述"一栏改为"储能与两轮车并重。"', "- 评述：储能与两轮车并重。"),
        ("磷酸铁锂一节 VoltCell-2 条目的厂商更新为某能源", "- 厂商：某能源"),
        ("§1.1 NanoCell 条目「厂商」栏订正为「另一家（已被收购）」", "- 厂商：另一家（已被收购）"),
    ],
)
def test_a_field_named_with_its_entry_takes_the_new_value_whole(
    suggestion: str, field: str
) -> None:
    lines, rows = kb_after(KB, brief(suggestion))
    assert field in lines, (lines, rows)
    changed = [line for line in lines if line not in KB.splitlines()]
    assert changed == [field], changed


@pytest.mark.parametrize(
    "suggestion",
    [
        '§1.1 VoltCell-2 条目"价格"字段更新为"0.4 元/Wh"',  # no such field
        '§1.1 VoltCell-2 条目"厂商"字段更新为"某电池"',  # as it reads already
    ],
)
def test_a_field_that_is_not_there_or_reads_so_already_is_reported(suggestion: str) -> None:
    lines, rows = kb_after(KB, brief(suggestion))
    assert lines == KB.splitlines(), lines
    assert [status for status, _ in rows] == ["unresolved"], rows
