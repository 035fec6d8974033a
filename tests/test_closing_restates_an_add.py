"""A closing line that says again, by the bare words of its section and a count, the one new
entry an item's own line asks there (`评测口径新增一条（条目 1）` after `评测口径一节新增一条：…`)
is that same add: its line joins the item's, nothing is left to check. One more entry, another
section or another count is still reported. Our own words, on a KB whose headings carry no
numbers."""

from __future__ import annotations

import pytest

from kbpatch.api import propose
from kbpatch.kb import Kb
from kbpatch.models import ActionKind, Status

KB_PATH = "notes/search.md"
KB = """\
# search 活文档

## 召回

- **BM25+** — 稀疏召回基线。

## 评测口径

- 召回评测至少报告 Recall@k。
"""


def brief(closing: str) -> str:
    return (
        "# search · E1 预消化 2026-12-04（Lu）\n\n## 增量\n\n"
        "### 1. 评测口径补充\n"
        "- **要点**：多份报告只给 Recall@k，不给排序质量。\n"
        '- **建议**：评测口径一节新增一条："召回评测须同时报告 nDCG@k。"\n\n'
        "### 2. TinyDense\n"
        "- **要点**：小模型稠密召回。\n"
        "- **建议**：召回一节新增一条 TinyDense。\n\n"
        f"## TODO\n\n- {closing}\n"
    )


@pytest.mark.parametrize(
    "closing",
    [
        "评测口径新增一条（条目 1）",
        "评测口径：补一条（条目 1）",
        "条目 1：评测口径加一条",
        "Item 1: 评测口径新增一条",
    ],
)
def test_a_closing_line_saying_the_items_add_again_by_bare_words_is_that_add(
    closing: str,
) -> None:
    proposal = propose(brief(closing), Kb(KB, path=KB_PATH))
    assert proposal.return_code == 0, [(o.action.kind, o.reason) for o in proposal.outcomes]
    (entry,) = [
        o
        for o in proposal.outcomes
        if o.action.kind is ActionKind.ADD_ENTRY and o.action.item_key == "条目 1"
    ]
    assert entry.status is Status.PROPOSED
    assert set(entry.action.lines) == {7, 15}
    assert "召回评测须同时报告 nDCG@k。" in proposal.patches[0].diff


@pytest.mark.parametrize(
    "closing",
    [
        "评测口径再补一条（条目 1）",  # one more, not the same one
        "召回新增一条（条目 1）",  # another section
        "评测口径新增两条（条目 1）",  # another count
        "评测口径新增一条（条目 2）",  # not where that item adds its entry
    ],
)
def test_a_closing_line_counting_other_entries_than_the_items_add_is_still_reported(
    closing: str,
) -> None:
    proposal = propose(brief(closing), Kb(KB, path=KB_PATH))
    assert proposal.return_code == 1
    assert any(
        o.action.kind is ActionKind.NOT_UNDERSTOOD and "counts new entries" in o.reason
        for o in proposal.outcomes
    ), [(o.action.kind, o.reason) for o in proposal.outcomes]
