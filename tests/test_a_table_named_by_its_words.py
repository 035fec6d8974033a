"""A table a brief names by its words alone (`在「调度器对比」表中新增一行：…`), under a heading of
those words or after a bold caption of them (`**调度器对比**`), takes the new row in its columns'
order from the cells the request lists after `一行：` (the row's name first; the source column,
when it is the one left out, from the item's source). Cells that do not fill the columns, and a
column of one-word attributes the brief says nothing of, are reported, never filled with the
item's summary. Every KB and request here is our own."""

from __future__ import annotations

from pathlib import Path

import pytest

from .conftest import proposed_and_applied

BRIEF_PATH = "inbox/qi/2026-12-22-serving-e1prep.md"
KB_PATH = "organized/knowledge/serving.md"
MARK = "（E1 2026-12-22 · 条目 1）"

TABLE = """\
| 调度器 | 语言 | 尾延迟 | 来源 |
| --- | --- | --- | --- |
| Orca | Python | 1.0× | arXiv:2201.00101 |
| FastGen | Rust | 0.8× | arXiv:2401.00202 |
"""

UNDER_HEADING = f"""\
# serving 活文档

## 2 调度

调度器的横向比较如下。

### 调度器对比

{TABLE}
## 3 开放问题

- 调度能否统一？
"""

UNDER_CAPTION = f"""\
# serving 活文档

## 2 调度

调度器的横向比较如下。

**调度器对比**

{TABLE}
## 3 开放问题

- 调度能否统一？
"""

CAPTION_AGAINST_TABLE = UNDER_CAPTION.replace("**调度器对比**\n\n", "**表 1：调度器对比**\n")


def brief(suggestion: str) -> str:
    return f"""\
# serving · E1 预消化简报（2026-12-22）

## 一、条目

### 条目 1：SliceSched

- 来源：arXiv:2612.06666
- 要点：按请求长度分片调度，尾延迟降到 0.6×。
- 建议归入：{suggestion}
"""


def run(tmp_path: Path, kb: str, suggestion: str) -> tuple[int, str, str]:
    return proposed_and_applied(tmp_path, KB_PATH, kb, brief(suggestion), BRIEF_PATH)


KBS = [UNDER_HEADING, UNDER_CAPTION, CAPTION_AGAINST_TABLE]


@pytest.mark.parametrize("kb", KBS)
@pytest.mark.parametrize(
    "suggestion",
    [
        "在「调度器对比」表中新增一行：SliceSched，Go，0.6×。",
        "「调度器对比」表新增一行：SliceSched、Go、0.6×",
        "在「调度器对比」表里补一行：SliceSched，Go，0.6×，arXiv:2612.06666。",
    ],
)
def test_the_listed_cells_fill_the_named_table_in_column_order(
    tmp_path: Path, kb: str, suggestion: str
) -> None:
    code, report, after = run(tmp_path, kb, suggestion)
    assert code == 0, report
    assert (
        "| FastGen | Rust | 0.8× | arXiv:2401.00202 |\n"
        f"| SliceSched | Go | 0.6× | arXiv:2612.06666{MARK} |\n"
    ) in after, after


@pytest.mark.parametrize("kb", KBS)
@pytest.mark.parametrize(
    "suggestion",
    [
        "在「调度器对比」表中新增一行：SliceSched，Go。",
        "「调度器对比」表新增一行：SliceSched，Go，0.6×，开源，arXiv:2612.06666。",
    ],
)
def test_cells_that_do_not_fill_the_columns_are_reported(
    tmp_path: Path, kb: str, suggestion: str
) -> None:
    code, report, after = run(tmp_path, kb, suggestion)
    assert after == kb and code == 1, report
    assert "cells for a table of 4 columns" in report, report


@pytest.mark.parametrize("kb", KBS)
@pytest.mark.parametrize(
    "suggestion",
    ["「调度器对比」表新增 SliceSched 一行。", "在「调度器对比」表中补录 SliceSched。"],
)
def test_a_row_built_from_the_item_leaves_no_attribute_to_its_summary(
    tmp_path: Path, kb: str, suggestion: str
) -> None:
    code, report, after = run(tmp_path, kb, suggestion)
    assert after == kb and code == 1, report
    assert "no value for the new row's 「语言」" in report, report
