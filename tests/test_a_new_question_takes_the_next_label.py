"""A new open question follows the label its section's questions open with, where that label
holds a number rising question by question: `TODO(Q3)：…` lines go on with `TODO(Q4)：`, a
numbered list whose every item opens `Qn.` goes on with `4. Q4. …`. Where the labels do not
rise, or not every item carries one, no label is made up."""

from __future__ import annotations

import pytest

from kbpatch.api import propose
from kbpatch.kb import Kb

from .conftest import KB_PATH, apply_edit

LINES_KB = """\
# 存储活文档

## 1. 索引

- **LSM-Tree**：写放大约 10 倍。

## 4. 待解问题

TODO(Q1)：压缩策略在冷数据上是否该换成分层合并？现有测量只覆盖热数据。
TODO(Q2)：布隆过滤器的误判率与内存占用如何折中？
TODO(Q3)：远端对象存储的尾延迟是否决定读放大上限。

## 5. 变更记录

- 2026-11 初版。
"""

LIST_KB = """\
# 存储活文档

## 1. 索引

- **LSM-Tree**：写放大约 10 倍。

## 4. 待解问题

1. Q1. 压缩策略在冷数据上是否该换成分层合并？
2. Q2. 布隆过滤器的误判率与内存占用如何折中？
3. Q3. 远端对象存储的尾延迟是否决定读放大上限？

## 5. 变更记录

- 2026-11 初版。
"""


def brief(suggestion: str) -> str:
    return (
        "# storage · E1 预消化简报（2026-12-12）\n\n"
        f"对照：{KB_PATH}\n\n## 一、增量\n\n"
        "### 条目 1：分层缓存实测\n\n"
        "- **来源**：organized/paper_cards/7002-tier.md\n"
        "- **要点**：SSD 作二级缓存后读放大下降。\n"
        f"- **建议归入**：{suggestion}\n"
    )


def after(kb: str, suggestion: str) -> list[str]:
    """The KB's lines once every proposed patch is made."""
    proposal = propose(brief(suggestion), Kb(kb, path=KB_PATH))
    lines = kb.splitlines(keepends=True)
    for patch in proposal.patches:
        lines = apply_edit(lines, patch.change)
    return lines


def written(kb: str, suggestion: str) -> list[str]:
    return [line for line in after(kb, suggestion) if line not in kb.splitlines(keepends=True)]


PHRASINGS = [
    "§4 待解问题新增一问：SSD 二级缓存能否替代内存块缓存？",
    "第 4 节补一个问题：SSD 二级缓存能否替代内存块缓存？",
    "待解问题加一问「SSD 二级缓存能否替代内存块缓存？」",
]


@pytest.mark.parametrize("suggestion", PHRASINGS)
def test_a_question_line_takes_the_next_todo_label(suggestion: str) -> None:
    new = written(LINES_KB, suggestion)
    assert len(new) == 1 and new[0].startswith("TODO(Q4)：SSD 二级缓存能否替代内存块缓存？"), new
    # It goes on in the run of question lines, with no blank line before it.
    assert "".join(after(LINES_KB, suggestion)) == LINES_KB.replace("上限。\n", "上限。\n" + new[0])


@pytest.mark.parametrize("suggestion", PHRASINGS)
def test_a_numbered_question_takes_the_next_q_label(suggestion: str) -> None:
    new = written(LIST_KB, suggestion)
    assert len(new) == 1 and new[0].startswith("4. Q4. SSD 二级缓存能否替代内存块缓存？"), new


def test_labels_that_do_not_rise_make_no_label() -> None:
    kb = LINES_KB.replace("TODO(Q3)", "TODO(Q1)")
    new = written(kb, PHRASINGS[0])
    assert new and not any("TODO(Q" in line for line in new), new


def test_a_list_where_not_every_item_is_labelled_makes_no_label() -> None:
    kb = LIST_KB.replace("2. Q2. ", "2. ")
    new = written(kb, PHRASINGS[0])
    assert len(new) == 1 and new[0].startswith("4. SSD 二级缓存能否替代内存块缓存？"), new
