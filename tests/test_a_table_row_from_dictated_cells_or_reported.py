"""A new table row whose cells the brief gives by column name (`新增 X 一行（类型：…；规模：…）`)
is built from them in the table's column order, whatever order the brief says them in; a
column it leaves out stays as its neighbours leave theirs (`—`, empty) only where some of them
do. Where a row cannot be filled with confidence (a column every row fills that the brief
does not give, the item's sentence in a column of short labels, a card path among
`(Author, Year)` citations), it is reported, never written with misassigned cells. Our own
words, on a small KB of our own."""

from __future__ import annotations

import pytest

from kbpatch.models import ActionKind, Status

from .conftest import new_lines_of, render_brief

KB = """\
# 评测活文档

## 1 基准

| 名称 | 类型 | 规模 | 现状 | 出处 |
| --- | --- | --- | --- | --- |
| AlphaQA | 单选问答 | 1,200 题 | 已饱和 | (Ito et al., 2023) |
| BetaCode | 函数补全 | 300 题 | 污染严重 | (Ng et al., 2024) |

## 2 工具

| 名称 | 类型 | 备注 | 出处 |
| --- | --- | --- | --- |
| harnessX | 框架 | — | (Lee et al., 2022) |
| evalY | 平台 |  | (Ma et al., 2023) |

## 3 修订

- 2026-12-01：初版。
"""
LINES = KB.splitlines(keepends=True)
MARK = "（E1 2026-12-15 · 条目 1）"


def brief(suggestion: str) -> str:
    return (
        "# eval · E1 预消化简报（2026-12-15）\n\n## 一、增量\n\n"
        "### 条目 1：GammaLong 长文基准\n\n"
        "- **来源**：organized/paper_cards/61-2505-05678.md（arXiv:2505.05678）\n"
        "- **要点**：九百道长文问答，头部模型仍有区分度。\n"
        f"- **建议归入**：{suggestion}\n"
    )


def outcome(suggestion: str) -> tuple[list[str], list[str]]:
    found = render_brief(brief(suggestion), LINES, "2026-12-15")
    rows = [r for a, r in found if a.kind is ActionKind.ADD_ENTRY]
    assert rows, [(a.kind, r.reason) for a, r in found]
    return new_lines_of(found, LINES), [r.reason for r in rows if r.status is not Status.PROPOSED]


ROW = f"| GammaLong | 长文问答 | 900 题 | 仍有区分度{MARK} | (Roy et al., 2025) |"


@pytest.mark.parametrize(
    "suggestion",
    [
        "§1 表新增 **GammaLong** 一行（类型：长文问答；规模：900 题；现状：仍有区分度；"
        "出处：(Roy et al., 2025)）。",
        "§1 基准表新增 GammaLong 一行，类型：长文问答；规模：900 题；现状：仍有区分度；"
        "出处：(Roy et al., 2025)。",
        # Said in another order: written in the table's.
        "§1 表格加一行 GammaLong（出处：(Roy et al., 2025)；现状：仍有区分度；规模：900 题；"
        "类型：长文问答）。",
    ],
)
def test_a_row_is_built_from_the_cells_the_brief_names(suggestion: str) -> None:
    new, reasons = outcome(suggestion)
    assert new == [ROW], reasons


def test_a_column_the_neighbours_leave_empty_may_be_left_out() -> None:
    new, reasons = outcome("§2 表新增 GammaLong 一行（类型：基准；出处：(Roy et al., 2025)）。")
    assert new == [f"| GammaLong | 基准{MARK} | — | (Roy et al., 2025) |"], reasons


@pytest.mark.parametrize(
    ("suggestion", "said"),
    [
        # Only some cells given: the rest every row fills are not made up from the item.
        ("§1 表新增 GammaLong 一行，出处 (Roy et al., 2025)。", "「类型」、「规模」、「现状」"),
        ("§1 表新增 GammaLong 一行（类型：长文问答；规模：900 题）。", "「现状」、「出处」"),
        # No cell given: the item's sentence is no 类型, its card path no (Author, Year).
        ("§1 表新增 GammaLong 一行。", "「类型」 holds short labels"),
        ("在 §1 的基准表里补一行 GammaLong。", "cites by author and year"),
    ],
)
def test_a_row_not_filled_with_confidence_is_reported(suggestion: str, said: str) -> None:
    new, reasons = outcome(suggestion)
    assert new == []
    (reason,) = reasons
    assert said in reason, reason
