"""A document whose chapters are `## 二、…` and whose sub-sections are numbered in brackets
(`### （一）…`, `### (二) …`) is addressed as its readers say it: `§2.2`, `二（二）`,
`§二（二）`, `第二章（二）`, `§2(2)` all name the second sub-section of chapter 2. A number in
brackets that follows no chapter numeral (`条目 1（二）`, `降低三（二）成`) names nothing. Our own
words and KB."""

from __future__ import annotations

from pathlib import Path

import pytest

from .conftest import proposed_and_applied, report_rows

BRIEF_PATH = "inbox/kai/2026-12-21-tea-e1prep.md"
KB_PATH = "organized/knowledge/tea.md"

KB = """\
# 制茶工艺

## 一、总览

本文记录小作坊制茶的做法。

## 二、发酵

### （一）红茶

1. **金骏眉**（桐木关, 2005）：全芽头，发酵足。

### （二）乌龙

1. **大红袍**（武夷山, 1980）：岩韵重，焙火高。

## 三、变更记录

- 2026-11-01：初稿（Kai）。
"""


def brief(where: str) -> str:
    return f"""\
# tea · E1 预消化简报（2026-12-21）

## 一、条目

### 条目 1：东方美人

- 来源：inbox/kai/2026-12-20-notes.md
- 要点：小绿叶蝉叮咬后带蜜香，发酵程度接近红茶。
- **建议归入**：{where}新增一条 东方美人（新竹, 1990）。

## 二、本轮结论与建议动作

- 见条目 1。
"""


@pytest.mark.parametrize(
    "where", ["§2.2 末尾", "二（二）乌龙列表末尾", "§二（二）", "第二章（二）", "§2(2) "]
)
def test_the_entry_goes_into_the_bracketed_sub_section(tmp_path: Path, where: str) -> None:
    code, report, after = proposed_and_applied(tmp_path, KB_PATH, KB, brief(where), BRIEF_PATH)
    assert code == 0, report
    added = [line for line in after.splitlines() if line not in KB.splitlines()]
    assert len(added) == 1 and added[0].startswith("2. **东方美人**（新竹, 1990）："), added
    assert after.index(added[0]) > after.index("### （二）乌龙") > after.index("### （一）红茶")


@pytest.mark.parametrize("where", ["条目 1（二）提到的", "发酵降低三（二）成的"])
def test_a_bracketed_number_after_no_chapter_names_no_section(tmp_path: Path, where: str) -> None:
    code, report, after = proposed_and_applied(tmp_path, KB_PATH, KB, brief(where), BRIEF_PATH)
    assert after == KB and code == 1, report
    assert any("not understood" in row for row in report_rows(report)), report
