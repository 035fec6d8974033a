"""A glossary written as paragraphs (`**术语**（English, note）：释义`) takes a new term as the
brief dictates it (`登记新词：「**X**：…」`, `补一个术语：「**X**：…」`, or after the place said
for it: `登记新词，放在 Y 之后：「**X**：…」`): the term is the one the brief writes, never the
item's title, and the definition is the brief's words, never its 要点. A new term the brief
does not write out is reported, not made from the item. Our own KB and words."""

from __future__ import annotations

from pathlib import Path

import pytest

from .conftest import proposed_and_applied

BRIEF_PATH = "inbox/yu/2026-12-21-tea-e1prep.md"
KB_PATH = "organized/knowledge/tea.md"

KB = """\
# 制茶 活文档

## 一、工艺

- 摊青时间随气温调整。

## 二、术语 · Glossary

**杀青**（fixing, de-enzyming）：高温钝化鲜叶中的酶，定住叶色。

**揉捻**（rolling）：揉破叶细胞，使茶汁附着叶面。

**渥堆**：黑茶特有的湿热堆积发酵工序。

## 三、变更记录

- 2026-11-02：首次整理。
"""

TERM = "**走水**：萎凋中叶内水分向叶面迁移的过程，决定后续发酵均匀度。"


def brief(suggestion: str) -> str:
    return f"""\
# tea · E1 预消化简报（2026-12-21）

## 一、今日条目

### 条目 1：福建乌龙茶厂萎凋工艺调研

- **来源**：organized/paper_cards/2612-oolong-withering.md
- **要点**：调研显示萎凋阶段的控温决定了香气。
- **建议归入**：{suggestion}

## 二、本轮结论与建议动作

- 见条目 1。
"""


def added(after: str) -> list[str]:
    return [line for line in after.splitlines() if line not in KB.splitlines()]


@pytest.mark.parametrize(
    ("suggestion", "before"),
    [
        (f"术语一章登记新词：「{TERM}」", "**渥堆**"),
        (f"术语一章补一个术语：「{TERM}」", "**渥堆**"),
        (f"术语一章登记新词，放在揉捻之后：「{TERM}」", "**揉捻**"),
    ],
)
def test_the_new_term_is_the_one_the_brief_dictates(
    tmp_path: Path, suggestion: str, before: str
) -> None:
    code, report, after = proposed_and_applied(tmp_path, KB_PATH, KB, brief(suggestion), BRIEF_PATH)
    assert code == 0, report
    new = [line for line in added(after) if line]
    assert len(new) == 1 and new[0].startswith(TERM.removesuffix("。")), new
    lines = after.splitlines()
    assert lines[lines.index(new[0]) - 2].startswith(before), after
    assert "萎凋工艺调研" not in after and "香气" not in after


@pytest.mark.parametrize("suggestion", ["术语一章补一条。", "术语一章补充本条，放在揉捻之后。"])
def test_a_term_the_brief_does_not_write_out_is_reported_not_made_from_the_item(
    tmp_path: Path, suggestion: str
) -> None:
    code, report, after = proposed_and_applied(tmp_path, KB_PATH, KB, brief(suggestion), BRIEF_PATH)
    assert after == KB, after
    assert code != 0 and "check by hand" in report, report
