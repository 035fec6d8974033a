"""A new entry the brief puts after a neighbour it names, by the chapter's number only, where
the neighbour is a bold-lead paragraph of the chapter's second part and the first part is a
numbered list: the new entry stands in the neighbour's part, after a blank line, never as an
item numbered on from the other part's list (which, glued under the paragraph, would render
inside it). A neighbour that is an item of the list still gets the next number. Our own
words, on a small KB of our own."""

from __future__ import annotations

import re

import pytest

from kbpatch.models import Status

from .conftest import render_brief

KB = """\
# 编译器活文档

## 一、总览

编译器优化的总体判断。

## 二、中端优化

### （一）循环优化

1. **LoopFuse**（北大, 2021）：合并相邻循环以减少访存。[论文](https://arxiv.org/abs/2101.00001)
2. **TileNet**（浙大, 2022）：自动选择分块大小。[论文](https://arxiv.org/abs/2202.00002)

### （二）向量化

**SLPX**（ETH, 2020）在基本块内打包同构指令，比 LLVM 默认快 8%。(arXiv 2003.00003)

**VecGen**（MIT, 2023）用搜索生成向量化代码，覆盖率提高到 91%。(arXiv 2304.00004)

## 三、后端

- 寄存器分配仍是瓶颈。
"""
LINES = KB.splitlines(keepends=True)
DATE = "2026-12-20"


def brief(suggestion: str) -> str:
    return (
        "# compiler · E1 预消化简报（2026-12-20）\n\n## 一、今日条目\n\n"
        "### 条目 1：PackOpt —— 打包优化（arXiv 2405.00005）\n\n"
        "- **来源**：inbox/lee/2026-12-19-notes.md\n"
        "- **要点**：在 SPEC 上平均提速 6%（作者自报）。\n"
        f"- **建议归入**：{suggestion}\n"
    )


@pytest.mark.parametrize(
    "suggestion",
    [
        "§二 SLPX 之后新增一段 PackOpt（清华, 2024）。",
        "§二 VecGen 之后新增一段 PackOpt（清华, 2024）。",
        "第二章 SLPX 之后新增一条 PackOpt（清华, 2024）。",
        "§二 在 VecGen 后面新增一段 PackOpt。",
    ],
)
def test_the_entry_is_a_paragraph_of_the_neighbour_s_part(suggestion: str) -> None:
    [(_, rendered)] = render_brief(brief(suggestion), LINES, DATE)
    assert rendered.status is Status.PROPOSED, rendered.reason
    assert rendered.edit is not None
    after = [*LINES[: rendered.edit.start], *rendered.edit.lines, *LINES[rendered.edit.end :]]
    (at,) = [k for k, line in enumerate(after) if "PackOpt" in line]
    assert not re.match(r"\s*(?:\d+[.)]|[-*+])\s", after[at]), after[at]
    assert after[at - 1].strip() == "", after[at - 1]
    part = "".join(after).index("### （二）向量化")
    assert "".join(after).index("PackOpt") > part


def test_beside_an_item_of_the_first_part_the_next_number_stands() -> None:
    [(_, rendered)] = render_brief(
        brief("§二 TileNet 之后新增一条 PackOpt（清华, 2024）。"), LINES, DATE
    )
    assert rendered.status is Status.PROPOSED, rendered.reason
    assert rendered.edit is not None
    new = [line for line in rendered.edit.lines if "PackOpt" in line]
    assert len(new) == 1 and new[0].startswith("3. **PackOpt**"), new
