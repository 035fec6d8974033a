"""Lines that describe rather than ask are context: a relation line that says what the item
maps onto (`落到推理侧就是 §3.1 …`), a caveat of how to copy a number (`照抄不加评论`). They are
neither proposed nor reported not understood; the same verbs placing an item still place it."""

from __future__ import annotations

import pytest

from kbpatch.models import ActionKind
from kbpatch.parse import parse_brief
from kbpatch.reading import plan

from .test_phrasings import FORMS, read, shape


@pytest.mark.parametrize("form", ["flattened", "markdown"])
@pytest.mark.parametrize(
    "relation",
    [
        "落到推理侧就是 §3.1 路由的预算分配变量。",
        "落在实现上就是 §3.1 的准入阈值。",
        "落到工程上，§3.1 的调度器已有同类开关。",
        "落到我们这边，对应 §3.1 的冷热分层。",
    ],
)
def test_a_relation_line_that_describes_is_no_request(relation: str, form: str) -> None:
    actions = read("§2.2 新增一条 FlowCache。", form, relation=relation)
    assert shape(actions) == {("add entry", "2.2", "")}, [(a.kind, a.reason) for a in actions]


@pytest.mark.parametrize("form", ["flattened", "markdown"])
@pytest.mark.parametrize(
    "suggestion",
    ["FlowCache 落到 §2.2。", "落在 2.2 节：FlowCache。", "§2.2 落笔 FlowCache。"],
)
def test_a_place_verb_before_its_section_still_places_the_item(suggestion: str, form: str) -> None:
    assert shape(read(suggestion, form)) == {("add entry", "2.2", "")}


@pytest.mark.parametrize("form", ["flattened", "markdown"])
@pytest.mark.parametrize(
    "caveat", ["照抄不加评论。", "数字照抄，不加评论。", "只照抄，不加任何评论。"]
)
def test_a_caveat_about_copying_forbids_no_edit(caveat: str, form: str) -> None:
    text_form = {"flattened": "  • 值得警惕：", "markdown": "- 值得警惕："}[form]
    suggestion = '§2.2 LRU 一行 "两档" 改为 "三档"。'
    text = FORMS[form](suggestion) + f"{text_form}{caveat}\n"
    actions = plan(parse_brief(text))
    edits = [a for a in actions if a.kind.edits_document]
    assert [(a.kind, a.forbidden_by) for a in edits] == [(ActionKind.REPLACE, "")]
    assert not [a for a in actions if a.kind is ActionKind.NOT_UNDERSTOOD]


def withheld_brief(suggestion: str, closing: str) -> str:
    return (
        "# inference · E1 预消化简报（2026-12-14）\n\n## 一、增量\n\n"
        "### 条目 1：FlowCache —— 冷热分层（arXiv:2612.00101）\n\n"
        "- **来源**：organized/paper_cards/2001-2612-00101.md\n"
        "- **要点**：把会话分成三档。\n"
        "- **建议归入**：§2.2 新增一条 FlowCache。\n\n"
        "### 条目 2：章节重组\n\n"
        "- **要点**：第二章太长。\n"
        f"- **建议归入**：{suggestion}\n\n"
        f"## 二、建议动作\n\n- §2.2 新增 FlowCache（条目 1）\n- {closing}\n"
    )


@pytest.mark.parametrize(
    "closing", ["条目 2 本轮不做", "条目 2：先不动", "条目 2 — not this round", "条目 2 暂不处理"]
)
def test_what_cannot_be_read_of_a_withheld_item_is_not_reported(closing: str) -> None:
    actions = plan(parse_brief(withheld_brief("把 §2.2 拆成独立的第七章「量化」。", closing)))
    assert not [a for a in actions if a.kind is ActionKind.NOT_UNDERSTOOD], [
        (a.kind, a.reason) for a in actions
    ]
    [held] = [a for a in actions if a.item_key == "条目 2" and "withheld" in a.reason]
    assert held.kind is ActionKind.NO_OP and "拆成独立的第七章" in held.reason
    assert [a.kind for a in actions if a.kind.edits_document] == [ActionKind.ADD_ENTRY]


def test_what_cannot_be_read_of_an_item_not_withheld_is_still_reported() -> None:
    actions = plan(parse_brief(withheld_brief("把 §2.2 拆成独立的第七章「量化」。", "§6.2 不动")))
    assert [a.item_key for a in actions if a.kind is ActionKind.NOT_UNDERSTOOD] == ["条目 2"]
