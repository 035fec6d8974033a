"""A terse brief whose items are numbered headings (`## 1) 深圳更新`) over their fields
(`src: …`, `- 归入: …`) and whose closing list is headed `## 收尾` is read item by item, not
refused as having no items. A table captioned under it (`*表 2-1　…。…*`) is named by that
number; a reference written out in author-year form for a references appendix
(`## 附录B　参考文献`) is added as given where its first author puts it, never as an entry
named by the item's title. Our own KB and words (tests/quiet_kb.py)."""

from __future__ import annotations

from .conftest import kb_after
from .quiet_kb import KB

TERSE = """\
# quiet E1 prep 2027-01-09

by spark | 材料 3 份

## 1) 深圳噪声地图
src: 深圳市生态环境局公告 2026-12
- 2025 年全市 Lden 均值 67 dB.
- 归入: 表 2-1 末尾加一行 `| 深圳 | 67 | 2025 | 深圳市生态环境局, 2026 |`

## 2) 睡眠研究
src: paper_cards/2301-zhao-2026.md
- 归入: 附录B 增补: `Zhao, K. 等 (2026). Night noise and sleep. *Sleep Health*, 12, 55–63.`

## 收尾
- 上面 1)-2) 就是全部.
"""


def test_each_numbered_item_is_read() -> None:
    lines, rows = kb_after(KB, TERSE)
    assert [status for status, _ in rows].count("proposed") == 2, rows
    at = lines.index("| 伦敦 | 66 | 2021 | Defra, 2022 |")
    row = "| 深圳 | 67 | 2025 | 深圳市生态环境局, 2026（E1 2027-01-09 · 条目 1） |"
    assert lines[at + 1] == row, rows
    at = next(k for k, line in enumerate(lines) if line.startswith("- Wu, T. 等 (2021)."))
    assert lines[at + 1] == (
        "- Zhao, K. 等 (2026). Night noise and sleep. *Sleep Health*, 12, 55–63"
        " (E1 2027-01-09 · 条目 2)."
    ), rows
