"""A closing-list refusal that names no item reaches its own line's requests (`§3.2 新增 X；
不新增引用`); said on a line of its own, which asks nothing else (`§七 不新增。`, `引用先不加。`),
it holds for the whole brief: the kinds or the section it names take no edit from any item.
Each phrasing is our own, in the E1 format, flattened and in markdown."""

from __future__ import annotations

import pytest

from kbpatch.models import Action, ActionKind

from .test_phrasings import FORMS, read

SUGGESTION = "§3.2 新增一条 FlowCache；§七 补一条引用。"


def proposed(actions: list[Action]) -> set[str]:
    return {a.kind.value for a in actions if a.kind.edits_document and not a.forbidden_by}


@pytest.mark.parametrize("form", sorted(FORMS))
@pytest.mark.parametrize(
    "closing",
    ["§七 不新增。", "引用先不加。", "§七 本轮不新增。", "参考文献这轮不补。", "引用暂不登记。"],
)
def test_a_refusal_of_citations_on_its_own_line_holds_for_every_item(
    closing: str, form: str
) -> None:
    actions = read(SUGGESTION, form, closing=closing)
    assert proposed(actions) == {ActionKind.ADD_ENTRY.value}
    (citation,) = [a for a in actions if a.kind is ActionKind.ADD_CITATION]
    assert citation.forbidden_by


@pytest.mark.parametrize("form", sorted(FORMS))
@pytest.mark.parametrize(
    "closing",
    [
        "§3.2 新增 FlowCache（条目 1）；不新增引用。",
        "条目 1 照建议；引用先不加。",
    ],
)
def test_a_refusal_beside_a_request_reaches_that_line(closing: str, form: str) -> None:
    actions = read(SUGGESTION, form, closing=closing)
    assert proposed(actions) == {ActionKind.ADD_ENTRY.value}


@pytest.mark.parametrize("form", sorted(FORMS))
@pytest.mark.parametrize("closing", ["开放问题先不加。", "§6.1 不新增。", "§1.6 本轮不动。"])
def test_a_refusal_of_another_kind_or_section_leaves_the_item_s_edits(
    closing: str, form: str
) -> None:
    actions = read(SUGGESTION, form, closing=closing)
    assert proposed(actions) == {ActionKind.ADD_ENTRY.value, ActionKind.ADD_CITATION.value}
