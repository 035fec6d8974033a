"""A closing line struck through (`~~…~~`) withdraws the edit it names even when it names its
section in words kbpatch cannot read as a place (`~~检索一节新增 X（条目 2）~~`): the item's edits
of that kind are forbidden with the struck words (the item named by its tag or its name).
Struck words that name no item are reported, never dropped; the items' edits stand."""

from __future__ import annotations

import pytest

from kbpatch.models import ActionKind
from kbpatch.parse import parse_brief
from kbpatch.reading import plan

from .test_phrasings import edits


def brief(struck: str) -> str:
    return (
        "# rag · E1 预消化简报（2026-12-13）\n\n## 增量\n\n"
        "### 条目 1：SemCache 订正\n\n"
        "- **要点**：命中率订正。\n"
        '- **建议归入**：「缓存」一节 SemCache 那条，"42%" 改为 "35%"。\n\n'
        "### 条目 2：GraphRAG-Lite\n\n"
        "- **要点**：轻量图检索，社区自测。\n"
        "- **建议归入**：「检索」一节新增一条 GraphRAG-Lite。\n\n"
        "## 建议动作\n\n"
        "- 缓存：SemCache 数字订正（条目 1）\n"
        f"- {struck}\n"
    )


@pytest.mark.parametrize(
    "struck",
    (
        "~~检索一节新增 GraphRAG-Lite（条目 2）~~ 撤回，证据不足",
        "~~在检索部分补一条 GraphRAG-Lite（条目 2）~~",
        "~~条目 2：检索下面加一条 GraphRAG-Lite~~ 不做了",
        "~~检索：新增 GraphRAG-Lite（条目 2）~~",
        "~~检索那块新增一条图检索（条目 2）~~ 先不写",
    ),
)
def test_a_struck_add_withdraws_the_items_add_wherever_it_names_it(struck: str) -> None:
    actions = plan(parse_brief(brief(struck)))
    assert [(a.kind, a.item_key) for a in edits(actions)] == [(ActionKind.REPLACE, "条目 1")]
    (added,) = [a for a in actions if a.kind is ActionKind.ADD_ENTRY]
    assert added.forbidden_by and "struck through" in added.forbidden_by


@pytest.mark.parametrize(
    "struck",
    (
        "~~检索下面加一条 HopRAG~~",
        "~~检索部分补一条图检索~~ 撤回",
        "~~检索：新增一条 HopRAG~~",
        "~~在检索那块加一条 HopRAG~~",
    ),
)
def test_a_struck_edit_of_no_item_and_no_readable_place_is_reported(struck: str) -> None:
    actions = plan(parse_brief(brief(struck)))
    (reported,) = [a for a in actions if a.kind is ActionKind.NOT_UNDERSTOOD]
    assert "struck" in reported.reason or "strikes" in reported.reason
    assert reported.request.strip("~ ") in struck
