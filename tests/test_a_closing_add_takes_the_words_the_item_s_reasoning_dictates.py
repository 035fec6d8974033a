"""An item with no 建议归入 whose reasoning dictates a new line for a section (`关系 - 应在 1.1 列表
末尾加一条「- X。」`) and a closing line asking that add in words of its own (`1.1 增加 X 纳入标准
（增量 1）`): the new line is the dictated one, never an entry made of the item's title and
要点. Our own KB and words (tests/quiet_kb.py)."""

from __future__ import annotations

from .conftest import kb_after
from .quiet_kb import KB

BRIEF = """\
# quiet · E1 预消化简报（2027-01-08）

增量 1：移动测点的纳入口径 ★

来源 - inbox/jay/2027-01-05-notes.md（车载测点方法说明）

要点移动测点换了路线和仪器，两年数据不可直接比。

与 quiet.md 现有脉络的关系 - 1.1 对区级地图要求有公开测点，对移动测点没有；\
应在 1.1 列表末尾加一条「- 移动测点须注明时段、路线数与仪器。」

今晚建议的归并动作

1.1 增加移动测点纳入标准（增量 1）
"""


def test_the_dictated_line_is_the_new_entry() -> None:
    lines, rows = kb_after(KB, BRIEF)
    added = [line for line in lines if line not in KB.splitlines()]
    assert added == ["- 移动测点须注明时段、路线数与仪器。（E1 2027-01-08 · 增量 1）"], rows
