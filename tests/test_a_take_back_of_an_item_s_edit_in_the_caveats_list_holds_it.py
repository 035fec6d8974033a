"""A line of the brief's own caveats list that takes back an item's edit by naming it (`→ 条目 1
的修改（含版本号）暂缓，待确认…`, `条目 1 的改动先搁置`) holds that item's edits, as one that
takes back filing it does (the change was written). A keep naming a thing and a citation's
label (`§2.1 冷库容量与 [^7]：本轮不写入`) holds the section's change: the label's number is no
value it keeps (it held only changes of a value `7`). Our own words, on our own cold-chain KB."""

from __future__ import annotations

import pytest

from .cold_chain_kb import KB
from .conftest import kb_after

CHANGED = "全国冷库总容量约 2.3 亿立方米<sup>1</sup>，其中华东占比约 38%。"
TRUCKS = "保有量约 48 万辆<sup>3</sup>。"


def brief(caveat: str, closing: str = "无。") -> str:
    return f"""\
cold-chain · E1 预消化简报(2027-02-05)

一、今日增量

条目 1：冷库容量

  • 来源：中物联冷链委《2027 冷链年报》
  • 要点：全国冷库总容量约 2.3 亿立方米。
  • 建议归入：§2.1 冷库容量由约 2.1 亿立方米改为约 2.3 亿立方米。

条目 2：冷藏车

  • 来源：交通运输部《冷藏车统计公报》
  • 要点：保有量约 48 万辆。
  • 建议归入：§2.2 保有量约 45 万辆 → 约 48 万辆。

二、值得警惕

  1. {caveat}

三、本轮建议动作

  1. §2.2 保有量 45 → 48 万辆（条目 2）。
  2. {closing}
"""


@pytest.mark.parametrize(
    "caveat",
    [
        '年报改了口径。→ 条目 1 的修改（含版本号）暂缓，待确认是否有"仅建成"子口径。',
        "年报改了口径。→ 条目 1 的改动先搁置。",
        "条目 1 的更新暂缓。",
    ],
)
def test_the_item_s_edit_is_held_and_the_other_item_s_made(caveat: str) -> None:
    lines, rows = kb_after(KB, brief(caveat))
    assert CHANGED not in lines and TRUCKS in lines, rows
    assert "forbidden" in [status for status, _ in rows], rows


def test_a_caveat_that_only_describes_a_risk_holds_nothing() -> None:
    lines, rows = kb_after(KB, brief("年报口径变了，条目 1 的数字偏高。"))
    assert CHANGED in lines and TRUCKS in lines, rows


@pytest.mark.parametrize(
    "closing", ["§2.1 冷库容量与 [^7]：本轮不写入（警惕 1）。", "§2.1 冷库容量和 [7] 均不写入。"]
)
def test_a_keep_of_a_thing_and_a_citation_label_holds_the_section_s_change(closing: str) -> None:
    lines, rows = kb_after(KB, brief("年报改了口径。", closing))
    assert CHANGED not in lines and TRUCKS in lines, rows
