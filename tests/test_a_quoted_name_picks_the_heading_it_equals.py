"""A section named by quoted words (`「烘焙」一节`) that one heading's words equal once its
bracketed ordinal is set aside (`### （一）烘焙`) is that heading, even when the chapter above
it holds the same word among others (`## 二、烘焙与冷却`); two headings whose words both equal
the name stay ambiguous and are reported, never guessed. Our own words and KB."""

from __future__ import annotations

from pathlib import Path

import pytest

from .conftest import proposed_and_applied, report_rows

BRIEF_PATH = "inbox/ina/2026-12-20-bake-e1prep.md"
KB_PATH = "organized/knowledge/bake.md"

KB = """\
# 烘焙笔记

## 一、原料

1. **高筋粉**（本地磨坊, 2024）：蛋白质约 13%。

## 二、烘焙与冷却

### （一）烘焙

1. **石板烤**（工作室, 2023）：底火足，表皮更脆。
2. **铸铁锅烤**（工作室, 2024）：保湿好，适合高水分面团。

### （二）冷却

1. **架上冷却**（工作室, 2023）：至少 1 小时再切。
"""

TWICE = (
    KB
    + """
## 三、附录

### （一）烘焙

1. **温度表**（工作室, 2025）：常用温度一览。
"""
)

ITEM_TITLE = "蒸汽烤 —— 前 15 分钟注入蒸汽（arXiv 2612.04444）"


def brief(suggestion: str) -> str:
    return f"""\
# bake · E1 预消化简报（2026-12-20）

## 一、条目

### 条目 1：{ITEM_TITLE}

- 来源：inbox/ina/2026-12-19-notes.md
- 要点：前 15 分钟注入蒸汽，体积增加约 10%。
- **建议归入**：{suggestion}
"""


@pytest.mark.parametrize(
    "suggestion",
    [
        "「烘焙」一节末尾新增一条 蒸汽烤（工作室, 2025）。",
        "「烘焙」一节列表末尾新增 蒸汽烤（工作室, 2025）。",
        "在「烘焙」小节新增一条 蒸汽烤（工作室, 2025）。",
    ],
)
def test_the_sub_section_whose_words_are_the_name_takes_the_entry(
    tmp_path: Path, suggestion: str
) -> None:
    code, report, after = proposed_and_applied(tmp_path, KB_PATH, KB, brief(suggestion), BRIEF_PATH)
    assert code == 0, report
    lines = after.splitlines()
    new = [line for line in lines if "蒸汽烤" in line]
    assert len(new) == 1, report
    # Under （一）烘焙, after its last entry, before （二）冷却.
    assert (
        lines.index(new[0])
        == lines.index("2. **铸铁锅烤**（工作室, 2024）：保湿好，适合高水分面团。") + 1
    )
    assert new[0].startswith("3. **蒸汽烤**"), new[0]


def test_a_chapter_named_by_its_whole_words_is_still_the_chapter(tmp_path: Path) -> None:
    code, report, after = proposed_and_applied(
        tmp_path,
        KB_PATH,
        KB,
        brief("「烘焙与冷却」一节：把 架上冷却 条目的“至少 1 小时”改为“至少 2 小时”。"),
        BRIEF_PATH,
    )
    assert code == 0, report
    assert after == KB.replace("至少 1 小时", "至少 2 小时"), report


def test_two_headings_with_the_same_words_stay_ambiguous(tmp_path: Path) -> None:
    code, report, after = proposed_and_applied(
        tmp_path,
        KB_PATH,
        TWICE,
        brief("「烘焙」一节末尾新增一条 蒸汽烤（工作室, 2025）。"),
        BRIEF_PATH,
    )
    assert after == TWICE and code == 1, report
    (row,) = report_rows(report)
    assert "2 headings match 「烘焙」" in row, report
