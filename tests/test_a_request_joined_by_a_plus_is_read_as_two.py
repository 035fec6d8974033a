"""A closing-list line that joins two requests with a `+` (`§1.1 新增 X + 参考文献 [3]`,
`… ＋ §3 新增一个开放问题`) reads each, as `；` would part them: the add is made, and the second
half is read or reported with its words, never dropped. A `+` inside a thing's words or a list
of sections (`§1.1 + §1.2`) joins nothing. Our own words and document."""

from __future__ import annotations

from pathlib import Path

import pytest

from .coffee_kb import KB, KB_PATH
from .conftest import proposed_and_applied, report_rows

BRIEF_PATH = "inbox/mo/2026-12-17-coffee-e1prep.md"


def brief(closing: str) -> str:
    return f"""\
coffee · E1 预消化简报（2026-12-17）

作者：mo · E1 日间轮 对照活文档：{KB_PATH}

一、今日增量

条目 1：赤焰 H3 —— 新款半热风家用烘豆机

  • 来源：organized/repo_cards/0101-chiyan-h3.md
  • 要点：半热风结构，单批 300 克。
  • 建议归入：见本轮建议动作。

二、值得警惕

  1. 数字为厂商口径。

三、本轮建议动作

  • {closing}
"""


@pytest.mark.parametrize(
    ("closing", "second_half"),
    [
        ("§1.1 新增 赤焰 H3 + 参考文献 [3]（条目 1）。", "参考文献 [3]"),
        ("§1.1 新增赤焰 H3 ＋ 参考文献 [3]（条目 1）。", "参考文献 [3]"),
        ("1.1 新增 赤焰 H3 + 参考文献补 [3]（条目 1）。", "参考文献"),
    ],
)
def test_the_half_after_a_plus_is_not_dropped(
    tmp_path: Path, closing: str, second_half: str
) -> None:
    code, report, after = proposed_and_applied(tmp_path, KB_PATH, KB, brief(closing), BRIEF_PATH)
    added = [line for line in after.splitlines() if line not in KB.splitlines()]
    assert len(added) == 1 and added[0].startswith("- 赤焰 H3"), report
    rows = report_rows(report)
    assert any(" proposed " in row and "§1.1" in row for row in rows), report
    # The citation half: reported (or left unresolved) with its words, never silent.
    (other,) = [row for row in rows if " proposed " not in row]
    assert code == 1 and second_half in other and "[line 19]" in other, report
