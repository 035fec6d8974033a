"""A keep of a part forbids only the edits of that part: a passage of a section (`1.1 节选型原则
不动`), a chapter's structure (`第二章结构不动`), one entry or its number (`2.1 节【图索引】那条的
15 点：本轮不动`, `§2.1 IVF 分桶那条不动`). A new row or entry elsewhere in the section is
proposed; an edit of the part kept is not. A keep of the whole section still keeps it all."""

from __future__ import annotations

import pytest

from kbpatch.models import ActionKind, Status

from .conftest import KB_PATH, render_brief

DATE = "2026-12-12"

KB = """\
# inference 活文档

## 第一章 选型

### 1.1 向量库

| 系统 | 版本 | 备注 |
|---|---|---|
| Qdrant | 1.15 | 默认 |

选型原则：千万级以下优先 Qdrant；优先托管服务。

## 第二章 索引

### 2.1 图索引

* 【图索引】过滤查询召回提升 15 点以上。
* 【IVF 分桶】按簇分桶，召回略低。
"""
LINES = KB.splitlines(keepends=True)


def brief(suggestion: str, closing: str) -> str:
    return (
        "# inference · E1 预消化简报（2026-12-12）\n\n"
        f"对照：{KB_PATH}\n\n## 一、增量\n\n"
        "### 条目 1：Vespa 与 TierGraph\n\n"
        "- **来源**：organized/repo_cards/6001-vespa.md\n"
        "- **要点**：Vespa 9.2 支持混合检索；TierGraph 把过滤谓词编进图的边。\n"
        f"- **建议归入**：{suggestion}\n\n"
        f"## 二、建议动作\n\n1. {closing}\n"
    )


def edits(suggestion: str, closing: str) -> list[tuple[ActionKind, str, Status, str]]:
    results = render_brief(brief(suggestion, closing), LINES, DATE)
    return [
        (a.kind, a.target.key if a.target else "", r.status, a.forbidden_by)
        for a, r in results
        if a.kind.edits_document
    ]


ROW = "1.1 节表新增一行：| Vespa | 9.2 | 混合检索 |。"


@pytest.mark.parametrize(
    "keep",
    [
        "1.1 节选型原则不动（条目 1）",
        "1.1 节的选型原则部分不动（条目 1）",
        "§1.1 选型规则本轮不改（条目 1）",
        "1.1 节的选型原则本轮先不动（条目 1）",
    ],
)
def test_a_keep_of_a_passage_leaves_a_new_row_of_the_section(keep: str) -> None:
    [(kind, key, status, forbidden)] = edits(ROW, keep)
    assert (kind, key, forbidden) == (ActionKind.ADD_ENTRY, "1.1", "")
    assert status is Status.PROPOSED


@pytest.mark.parametrize(
    "keep",
    [
        "第二章结构不动",
        "第二章的结构本轮不改",
        "2.1 节【图索引】那条的 15 点：本轮不动",
        "§2.1 IVF 分桶那条不动",
    ],
)
def test_a_keep_of_a_chapters_structure_or_another_entry_leaves_a_new_entry(keep: str) -> None:
    [(kind, key, status, forbidden)] = edits("§2.1 新增一条 TierGraph。", keep)
    assert (kind, key, forbidden) == (ActionKind.ADD_ENTRY, "2.1", "")
    assert status is Status.PROPOSED


@pytest.mark.parametrize(
    "keep",
    [
        "2.1 节【图索引】那条的 15 点：本轮不动",
        "§2.1 图索引那条不动",
    ],
)
def test_an_edit_of_the_entry_kept_is_forbidden(keep: str) -> None:
    [(kind, _, _, forbidden)] = edits('§2.1 图索引那条末尾补一句"（TierGraph 复测 18 点）"。', keep)
    assert kind is ActionKind.APPEND and forbidden


@pytest.mark.parametrize("keep", ["§2.1 本轮不动", "第二章不动", "§2.1 正文不改"])
def test_a_keep_of_the_whole_section_still_forbids_the_new_entry(keep: str) -> None:
    [(_, _, _, forbidden)] = edits("§2.1 新增一条 TierGraph。", keep)
    assert forbidden


@pytest.mark.parametrize(
    "closing",
    ["【图索引】15 点：本轮不动，等 E2。", "图索引那条的 15 点本轮不动。"],
)
def test_a_closing_take_back_of_a_part_leaves_the_items_own_edits(closing: str) -> None:
    """The item's title shares the words; the line keeps a value of an entry, not the item."""
    text = brief("§2.1 新增一条 TierGraph。", closing).replace(
        "Vespa 与 TierGraph", "TierGraph —— 图索引的第二个样本"
    )
    results = render_brief(text, LINES, DATE)
    [(add, result)] = [(a, r) for a, r in results if a.kind.edits_document]
    assert add.kind is ActionKind.ADD_ENTRY and not add.forbidden_by
    assert result.status is Status.PROPOSED, result.reason


def test_a_closing_take_back_of_the_item_still_withholds_it() -> None:
    text = brief("§2.1 新增一条 TierGraph。", "条目 1：本轮不动。")
    results = render_brief(text, LINES, DATE)
    assert not [r for a, r in results if r.status is Status.PROPOSED]
