"""A terse brief's lines are each read or reported. A block headed as a review (`## 复查 (不改)`)
holds review lines: their keeps are read as keeps, never reported as lines outside every
block. A changelog line dictated bare after its colon (`变更记录顶上加: `- 2026-12-07（Lin）：表
B-1 新增 X；B.2 补 Y。``) is the brief's line as written, its `；` and sections its own words. A
ban naming a section by its words after its verb (`别写进运行表现那一节`) holds an edit there.
A line asking a change beside the item's add to the same section, on a line of its own, is
reported with its words, never folded into the add as its reasoning; a closing line naming the
new row again (`B-1 加 Nova 行`) is that add. Our own KB and words."""

from __future__ import annotations

from .conftest import kb_after
from .tide_kb import KB

LOGGED = KB.replace(
    "- 2026-11-30：初版。", "- 2026-11-30（Mo）：补 O2。\n- 2026-11-02（Mo）：初版。"
).replace(
    "### B.2 运行表现",
    "表 B-1　主要机组（截至 2026-11）\n\n| 机组 | 装机 |\n|---|---|\n| O2 | 2 MW |\n\n"
    "### B.2 运行表现",
)

TERSE = """\
tide E1 预消化 2026-12-07 · spark

## 增量

### 1) Nova 并网
来源: 厂商公告 2026-12-01
要点: Nova 1 MW 并网.
归入:
- 表 B-1 末尾加一行: `| Nova | 1 MW |`
- 表 B-1 标题里的 (截至 2026-11) 顺手改成 (截至 2026-12).
- B.2 末尾接一句『Nova 首月发电 0.3 GWh。』
警惕: 只有厂商口径, 别写进运行表现那一节.

## 复查 (不改)
- O2: 不动.
- 术语: 别碰.

## 动作
1. B-1 加 Nova 行.
2. 变更记录顶上加: `- 2026-12-07（spark）：表 B-1 新增 Nova；B.2 补运行数据。`
"""


def test_each_line_is_read_or_reported() -> None:
    lines, rows = kb_after(LOGGED, TERSE)
    assert "| Nova | 1 MW（E1 2026-12-07 · 条目 1） |" in lines, rows
    # The closing line's `B-1 加 Nova 行` is the item's row said again: no second entry.
    assert not any(line.startswith("- Nova") for line in lines), rows
    at = lines.index("## 变更记录")
    assert lines[at + 2] == (
        "- 2026-12-07（spark）：表 B-1 新增 Nova；B.2 补运行数据。（E1 2026-12-07 · 条目 1）"
    ), rows
    # The caption's change is reported with its words.
    assert any(s == "not understood" and "截至 2026-11" in why for s, why in rows), rows
    # The ban names B.2 by its heading's words: its append is held.
    assert any(s == "forbidden" and "别写进运行表现那一节" in why for s, why in rows), rows
    assert not any(line.endswith("Nova 首月发电 0.3 GWh。") for line in lines)
    # The review block's keeps are read, no line of it reported as unread.
    assert not any("outside every item" in why for _, why in rows), rows
