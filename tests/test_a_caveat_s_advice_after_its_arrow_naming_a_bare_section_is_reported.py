"""In the numbered caveats list (二、值得警惕), a caveat that states a fact and then, after its
arrow, asks for an edit in a section named by its bare number (`X 已上市 → 在 1.2 补一条 X`,
`→ 2.1 表 X 行 价格 … 改为 …`) is reported with its words, as the same line with `§1.2` is:
the advice after the arrow is read as a line of its own, and the fact before it (`已上市`) is
no edit done before. Nothing of it is written. Our own words and document."""

from __future__ import annotations

from pathlib import Path

import pytest

from .coffee_kb import KB, KB_PATH
from .conftest import proposed_and_applied, report_rows

BRIEF_PATH = "inbox/mo/2026-12-15-coffee-e1prep.md"


def brief(caveat: str) -> str:
    return f"""\
coffee · E1 预消化简报（2026-12-15）

作者：mo · E1 日间轮 对照活文档：{KB_PATH}

一、今日增量

条目 1：赤焰 H3 —— 新款半热风家用烘豆机

  • 来源：organized/repo_cards/0101-chiyan-h3.md
  • 要点：半热风结构，单批 300 克。
  • 建议归入：§1.1 新增一条：赤焰 H3（2026）— 半热风家用机，单批 300 克。

二、值得警惕

  1. {caveat}

三、本轮建议动作

  • 条目 1 按上文建议归入处理。
"""


CAVEAT_LINE = 15


@pytest.mark.parametrize(
    "caveat",
    [
        "云壶 K2 已上市 → 在 1.2 补一条 云壶 K2（2026）— 云壶 K1 的换代款，容量 1 升。",
        "铁皮卡的价格已到 210 元 → 2.1 表 铁皮卡 行 价格 180 元 改为 210 元。",
        "云壶 K2 已发布 → 1.2 新增一条 云壶 K2（2026）。",
    ],
)
def test_a_caveat_s_advice_naming_a_bare_section_number_is_reported(
    tmp_path: Path, caveat: str
) -> None:
    code, report, after = proposed_and_applied(tmp_path, KB_PATH, KB, brief(caveat), BRIEF_PATH)
    added = [line for line in after.splitlines() if line not in KB.splitlines()]
    # Only the item's own entry is written.
    assert code == 1 and len(added) == 1 and added[0].startswith("- 赤焰 H3"), report
    assert not any(line not in after.splitlines() for line in KB.splitlines()), report
    (row,) = [row for row in report_rows(report) if "not understood" in row]
    assert f"[line {CAVEAT_LINE}]" in row and "caveats list" in row, report
    assert caveat[:8] in row, report
