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
