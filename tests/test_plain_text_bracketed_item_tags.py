"""A plain-text brief (no Markdown headings or bullets) opens its items with a tag in 【】,
numbered in Chinese numerals, circled or in digits (`【条目一】X`, `【增量二】Y`, `【条目 ③】Z`),
and writes each field on an unbulleted line of its own (`来源：`, `要点：`, `建议归入：`): those
lines are the item's, read as its requests, not lines outside every item. Our own words."""

from __future__ import annotations

import pytest

from kbpatch.models import ActionKind, Status

from .conftest import new_lines_of, render_brief

KB = """\
# 检索 活文档

## 3 稀疏检索

- **BM25+**：长文档打分加长度惩罚（arXiv:2301.00001）。

## 5 开放问题

1. 学习式稀疏检索能否替代 BM25？
"""
LINES = KB.splitlines(keepends=True)


def brief(first: str, second: str) -> str:
    return (
        "retrieval · E1 预消化简报（2026-12-21）\n\n"
        "对照活文档：organized/knowledge/retrieval.md\n\n"
        "一、今日条目（2 条）\n\n"
        f"{first}SpladeLite 稀疏检索\n"
        "来源：organized/paper_cards/9101-2606-00101.md\n"
        "要点：SpladeLite 把词表剪到 8K，检索延迟降 40%，arXiv:2606.00101。\n"
        "建议归入：§3 新增一条 SpladeLite 条目。\n\n"
        f"{second}稀疏检索的长尾词\n"
        "来源：organized/paper_cards/9102-x.md\n"
        "要点：有报告称稀疏检索在长尾词上召回偏低，未复现。\n"
        "建议归入：§5 新增问题：稀疏检索在长尾词上的召回是否偏低？\n"
    )


@pytest.mark.parametrize(
    ("first", "second", "keys"),
    [
        ("【条目一】", "【条目二】", ("条目 1", "条目 2")),
        ("【增量一】", "【增量二】", ("增量 1", "增量 2")),
        ("【条目 ①】", "【条目 ②】", ("条目 1", "条目 2")),
        ("【 条目十一 】", "【条目十二】", ("条目 11", "条目 12")),
        ("【条目 1】", "【条目 2】", ("条目 1", "条目 2")),
    ],
)
def test_bracketed_tags_open_items_whose_plain_lines_are_read(
    first: str, second: str, keys: tuple[str, str]
) -> None:
    found = render_brief(brief(first, second), LINES, "2026-12-21")
    kinds = {(a.kind, a.item_key): r.status for a, r in found}
    assert kinds == {
        (ActionKind.ADD_ENTRY, keys[0]): Status.PROPOSED,
        (ActionKind.ADD_QUESTION, keys[1]): Status.PROPOSED,
    }, [(a.kind, a.item_key, r.reason) for a, r in found]
    new = new_lines_of(found, LINES)
    assert any(line.startswith("- **SpladeLite") and "40%" in line for line in new), new
    assert any(line.startswith("2. 稀疏检索在长尾词上的召回是否偏低？") for line in new), new


@pytest.mark.parametrize("first", ["【条目一律】", "【注意】", "【条目】"])
def test_other_bracketed_words_open_no_item(first: str) -> None:
    found = render_brief(brief(first, "【条目二】"), LINES, "2026-12-21")
    # The first block's request stands outside every item: reported with its words, not read
    # as item 1's.
    assert [a.item_key for a, _ in found if a.kind is ActionKind.ADD_ENTRY] == []
    assert any("outside every item" in r.reason for _, r in found), [r.reason for _, r in found]
