"""A figure's change the brief writes as a quoted phrase and a bare new figure (`"错误率下降约
18%"上调为 21%`, `"占 11 个"更新为 10 个`, `"CER 5.90%"同步改为 5.72%`) changes that figure in the
phrase and keeps the rest of it; a phrase whose shape the new figure does not fit (`"…0.21 个
百分点"下修为 0.18`) is reported. A hedge the brief writes only on the old side (`约 18% 上调到
21%`) stays in the document. A section's number then a row of its table (`§2.1 VoltCell-2 的…`)
names that row even where an entry elsewhere is headed with the same name. Our own words."""

from __future__ import annotations

import pytest

from .conftest import kb_after

KB = """\
# 电池活文档

## 1.1 判断

储能侧的日历老化下降约 18%，循环寿命中位数为 1200 次；头部厂商占 11 个席位。标准差约 0.21 个百分点。

## 1.2 电芯

#### VoltCell-2
- 厂商：某电池
- 关键数字：循环寿命 1200 次；日历老化 1.8%/年

## 2.1 寿命表

| 电芯 | 循环寿命 | 老化 (%/年) |
| --- | --- | --- |
| VoltCell-2 | 1200 | 1.8 |
| NanoCell | 900 | 2.5 |
"""

PROSE = KB.splitlines()[4]


def brief(suggestion: str) -> str:
    return (
        "# battery · E1 预消化简报（2026-12-20）\n\n## 一、今日条目\n\n"
        "### 条目 1：复测\n\n"
        "- **来源**：organized/paper_cards/9400-rerun.md\n"
        "- **要点**：第三方复测。\n"
        f"- **建议归入**：{suggestion}\n"
    )


def changed(suggestion: str) -> tuple[list[str], list[tuple[str, str]]]:
    lines, rows = kb_after(KB, brief(suggestion))
    return [line for line in lines if line not in KB.splitlines()], rows


@pytest.mark.parametrize(
    ("suggestion", "old", "new"),
    [
        ('§1.1 中"日历老化下降约 18%"上调为 21%', "下降约 18%", "下降约 21%"),
        ('1.1 节"头部厂商占 11 个"更新为 10 个', "占 11 个", "占 10 个"),
        ('§1.1 里"循环寿命中位数为 1200 次"同步改为 1100 次', "为 1200 次", "为 1100 次"),
        ("§1.1 日历老化下降约 18% 上调到 21%", "下降约 18%", "下降约 21%"),
        ("§1.1 日历老化下降由约 18% 上调到约 21%", "下降约 18%", "下降约 21%"),
    ],
)
def test_the_figure_changes_inside_its_phrase(suggestion: str, old: str, new: str) -> None:
    lines, rows = changed(suggestion)
    assert lines == [PROSE.replace(old, new)], (lines, rows)


def test_a_figure_whose_unit_the_new_value_drops_is_reported() -> None:
    lines, rows = changed('§1.1 里"标准差约 0.21 个百分点"下修为 0.18')
    assert lines == [], lines
    assert "proposed" not in [status for status, _ in rows], rows


@pytest.mark.parametrize(
    "suggestion",
    ["§2.1 VoltCell-2 的循环寿命由 1200 改为 1100", "§2.1 VoltCell-2 的循环寿命 1200 更新为 1100"],
)
def test_a_row_named_after_its_section_is_that_row(suggestion: str) -> None:
    lines, rows = changed(suggestion)
    assert lines == ["| VoltCell-2 | 1100 | 1.8 |"], (lines, rows)
