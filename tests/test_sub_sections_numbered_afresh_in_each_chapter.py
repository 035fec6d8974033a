"""A document whose chapters are `第N节` and whose sub-sections start again at `1）` in each
chapter is named by both numbers together: `第2节 1）`, `第2节的1）`, `第二节 1）`, each the first
sub-section of chapter 2, never the chapter alone. A sub-section the chapter lacks stays
reported."""

from __future__ import annotations

import pytest

from kbpatch.api import propose
from kbpatch.kb import Kb
from kbpatch.models import Status

from .conftest import KB_PATH, apply_edit

KB = """\
# 编译活文档

## 第1节 前端

### 1）词法

- 手写扫描器：比生成器快约 2 倍

### 2）语法

- Pratt 解析：运算符优先级用一张表表达

## 第2节 优化

### 1）内联

- 按调用频次内联：热点函数优先

### 2）循环

- 循环展开：展开因子取 4 最稳
"""


def brief(suggestion: str) -> str:
    return (
        "# compiler · E1 预消化简报（2026-12-15）\n\n"
        f"对照：{KB_PATH}\n\n## 一、增量\n\n"
        "### 条目 1：ProfInline\n\n"
        "- **来源**：organized/paper_cards/7201-pgo.md\n"
        "- **要点**：用剖析数据决定内联，代码体积只涨 3%。\n"
        f"- **建议归入**：{suggestion}\n"
    )


def outcome(suggestion: str) -> tuple[list[str], list[str]]:
    """The lines the patches add, with the line before each, and the report's reasons."""
    proposal = propose(brief(suggestion), Kb(KB, path=KB_PATH))
    before = KB.splitlines(keepends=True)
    lines = before
    for patch in proposal.patches:
        lines = apply_edit(lines, patch.change)
    added = [
        f"{lines[k - 1].rstrip()} ⇒ {line.rstrip()}"
        for k, line in enumerate(lines)
        if line not in before
    ]
    return added, [o.reason for o in proposal.outcomes if o.status is not Status.PROPOSED]


@pytest.mark.parametrize(
    "suggestion",
    [
        "第2节 1）内联 新增一条 **ProfInline**。",
        "第2节的1）补一条 ProfInline。",
        "第二节 1） 新增 **ProfInline** 条目。",
        "放进第2节 1）：新增 **ProfInline**。",
    ],
)
def test_a_chapter_and_its_sub_section_number_name_the_sub_section(suggestion: str) -> None:
    added, _ = outcome(suggestion)
    assert len(added) == 1
    assert added[0].startswith("- 按调用频次内联：热点函数优先 ⇒ - ProfInline：用剖析数据决定内联")


def test_a_sub_section_the_chapter_lacks_is_reported() -> None:
    added, reasons = outcome("第2节 3）新增一条 **ProfInline**。")
    assert added == []
    assert reasons
