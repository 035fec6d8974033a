"""A closing line that names no item by its tag (`第 3 部分 加 HBX 品系趋势`) is the item's whose
建议归入 names that section, though a word of it (`HBX`) is a word of another item's title:
that item's entry is not asked into two sections. A tag still names its item. Our own words
and KB."""

from __future__ import annotations

from pathlib import Path

from .beekeeping_kb import BRIEF_PATH, KB, KB_PATH, brief, second_item
from .conftest import proposed_and_applied

FIRST = "1.2 东方蜜蜂 新增 高原黑蜂（2024）一条。"
TITLE = "高原黑蜂 —— 耐寒的 HBX 品系"
SECOND = second_item('第 3 部分 趋势观察 列一条"耐寒地方蜂种开始规模化"。', title="趋势")


def test_each_item_keeps_its_own_section(tmp_path: Path) -> None:
    closing = ("1.2 东方蜜蜂 录入 高原黑蜂。", "第 3 部分 加 HBX 品系趋势。")
    code, report, after = proposed_and_applied(
        tmp_path, KB_PATH, KB, brief(FIRST, closing, SECOND, TITLE), BRIEF_PATH
    )
    assert code == 0, report
    lines = after.splitlines()
    added = [line for line in lines if line not in KB.splitlines()]
    assert len(added) == 2, added
    assert added[0].startswith("- 高原黑蜂（2024）— "), added
    assert added[1].startswith("- 耐寒地方蜂种开始规模化。"), added
    assert lines.index(added[1]) == lines.index("- 城市屋顶养蜂在增加。") + 1


def test_a_tag_names_its_item_whatever_the_section(tmp_path: Path) -> None:
    closing = ("1.2 东方蜜蜂 录入 高原黑蜂。", "第 3 部分 加 HBX 品系趋势（条目 1）。")
    _, report, _ = proposed_and_applied(
        tmp_path, KB_PATH, KB, brief(FIRST, closing, SECOND, TITLE), BRIEF_PATH
    )
    assert "条目 1" in report and "2 sections" in report, report
