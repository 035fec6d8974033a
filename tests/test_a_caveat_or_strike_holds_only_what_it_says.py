"""What a brief takes back holds only what it names. A caveat that voids a figure and gives
another (`…应写 33 次，以 33 为准，上面的 34 作废`) has the item's change written with the right
figure, past a sentence that only says why; a change struck through whose place kbpatch does not
read but that names an id (`~~苏州行 2027Q1（E）同步下调为 6~~`) holds the edits naming that id, not
the item's others; words left to the merger to write (`请合并人据原文组织文字`, `由合并人另写`)
are never made up from the item's. A change placed by quoting its line's words (`「苏州 2026 年
累计开通 4 条」中的「4 条」更新为「5 条」`) lands in that line. Our own words, on our tram KB."""

from __future__ import annotations

import pytest

from .conftest import kb_after
from .test_words_given_in_backticks_or_whole_lines_are_written_as_given import KB

COUNT = "截至 2026 年底苏州累计开通 4 条线路，淮安 1 条<sup>[S1]</sup>。"
PARAGRAPHED = KB.replace("## 2 来源清单", f"## 1.5 小结\n\n{COUNT}\n\n## 2 来源清单")


def brief(asked: str, caveat: str = "") -> str:
    caveats = f"- **值得警惕**：{caveat}\n" if caveat else ""
    return f"""\
# tram · E1 预消化简报（2027-03-06）

## 一、今日重要增量

### 条目 1：苏州线网

- **来源**：苏州市交通局（2027-03-01）
- **要点**：苏州 2026 年开通第 5 条线。
- **建议归入**：
  - {asked}
{caveats}
## 四、本轮结论与建议动作

- 见条目 1。
"""


@pytest.mark.parametrize(
    "caveat",
    [
        "统计页的「5 条」含一条试运营线。按 1.5「小结」的口径应写 4 条，以 4 为准，上面的 5 作废。",
        "上面的 5 作废，以 4 为准。",
    ],
)
def test_a_voided_figure_is_written_as_the_one_to_go_by(caveat: str) -> None:
    asked = "§1 表「苏州」行 2026 一格由「4」改为「5」。"
    lines, rows = kb_after(
        KB, brief(asked.replace("「4」", "「3」").replace("2026", "2025"), caveat)
    )
    assert "| 苏州 | 4 | 4 | 高新区 |" in lines, rows
    assert "| 苏州 | 5 | 4 | 高新区 |" not in lines, rows


def test_a_strike_naming_an_id_holds_only_the_edits_naming_it() -> None:
    asked = (
        "§1 苏州条目中的「2014 年」更新为「2015 年」；\n"
        "  - ~~苏州行 2027Q1（E）同步下调为 6~~（撤回：延期只影响年内爬坡，2027Q1 仍按 5）"
    )
    lines, rows = kb_after(KB, brief(asked))
    assert "- **苏州**：高新区 1 号线 2015 年开通<sup>[S1]</sup>。" in lines, rows


@pytest.mark.parametrize(
    "asked",
    [
        "建议在 §1 苏州条目之后补一段，讲清线网调整的背景（请合并人据原文组织文字）。",
        "§1 补一段线网调整的背景，由合并人据原文另写。",
        "§1 补一段线网调整的背景，交 Lin 执笔。",
    ],
)
def test_words_left_to_the_merger_are_not_made_up(asked: str) -> None:
    lines, rows = kb_after(KB, brief(asked))
    assert lines == KB.splitlines(), rows


@pytest.mark.parametrize(
    "asked",
    [
        "「截至 2026 年底苏州累计开通 4 条线路」中的「4 条」更新为「5 条」。",
        "小结那句「截至 2026 年底苏州累计开通 4 条线路」里「4 条」改为「5 条」。",
    ],
)
def test_a_change_placed_by_its_line_s_quoted_words_lands_there(asked: str) -> None:
    lines, rows = kb_after(PARAGRAPHED, brief(asked))
    assert [status for status, _ in rows] == ["proposed"], rows
    assert COUNT.replace("4 条", "5 条") in lines, rows
