"""A new reference the brief writes out whole, in the form its list already uses, is written
as given: an author-year line whose year stands in brackets of either width, its author a
person (`Li, W.（2024）.`) or a body (`NEA（2026）.`), goes in the list's order by author; a
tagged line (`- [T9] …`) goes to a list headed 来源, named bare before its verb, without the
brief's stop after it. Our own words."""

from __future__ import annotations

import pytest

from .conftest import kb_after

KB_AUTHOR_YEAR = """\
**地热供暖 活文档**

# 1 概览

- 中深层地热 —— 井深 2–3 km，取热不取水（Li 2024）。

# 2 参考文献

- Bauer, K.（2022）. Borehole heat exchangers at depth. Geothermics.
- Li, W.（2024）. Deep coaxial wells in northern China. Energy.
- Zhao, Q. 等（2025）. Heat pump coupling for district heating. Applied Energy.
"""

KB_TAGGED = """\
# 地热供暖 活文档

## 市场

- 北方清洁取暖补贴延续到 2027 年 [T3]。

## 来源

- [T3] 财政部：清洁取暖补贴通知（2025/06/01）
- [T4] 能源局：地热开发规划（2025/09/12）

## 修订记录

- 2026/11/30 · 初版
"""


def brief(suggestion: str) -> str:
    return f"""\
# 地热供暖 · E1 预消化简报（2026-12-06）

## 一、今日条目

### 条目 1：地热规划中期评估

- **来源**：能源局公告（2026-12-01）
- **要点**：中期评估公布了新增供暖面积。
- **建议归入**：{suggestion}
"""


@pytest.mark.parametrize(
    ("suggestion", "after"),
    [
        (
            "参考文献按字母序加：`- NEA（2026）. 地热开发中期评估. 国家能源局公告.`",
            "- Li, W.（2024）. Deep coaxial wells in northern China. Energy.",
        ),
        (
            "参考文献补一条：`- Chen, H. 等（2026）. Reinjection rates in sandstone reservoirs. "
            "Renewable Energy.`",
            "- Bauer, K.（2022）. Borehole heat exchangers at depth. Geothermics.",
        ),
    ],
)
def test_an_author_year_reference_goes_in_its_lists_order(suggestion: str, after: str) -> None:
    lines, rows = kb_after(KB_AUTHOR_YEAR, brief(suggestion))
    at = lines.index(after)
    given = suggestion.split("`")[1].removeprefix("- ")
    assert lines[at + 1].startswith("- " + given.rstrip(".")), (lines, rows)
    assert len(lines) == len(KB_AUTHOR_YEAR.splitlines()) + 1, rows


@pytest.mark.parametrize(
    "suggestion",
    [
        "来源末尾加：`- [T5] 能源局：地热规划中期评估（2026/12/01）`",
        "来源接着补 `- [T5] 能源局：地热规划中期评估（2026/12/01）`",
        "来源补 `- [T5] 能源局：地热规划中期评估（2026/12/01）`",
        # The brief's own stop after the quoted line ends none of the list's lines.
        "来源补 `- [T5] 能源局：地热规划中期评估（2026/12/01）`。",
    ],
)
def test_a_tagged_source_goes_to_the_list_headed_sources(suggestion: str) -> None:
    lines, rows = kb_after(KB_TAGGED, brief(suggestion))
    at = lines.index("- [T4] 能源局：地热开发规划（2025/09/12）")
    assert lines[at + 1].startswith("- [T5] 能源局：地热规划中期评估（2026/12/01）"), rows
    assert not lines[at + 1].endswith("。"), rows
    assert len(lines) == len(KB_TAGGED.splitlines()) + 1, rows
