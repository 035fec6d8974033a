"""An entry substituted by another inside the document (`§2.2 LRU 一条改由 FlowCache 替代`,
`由 FlowCache 顶替`) is a replace of a whole entry, which kbpatch does not write: it is
reported not understood with its words, never skipped as a hand-over to another document.
Words that only describe the new entry (`可替代 LRU`, `代替不了 E2 复现`) ask nothing."""

from __future__ import annotations

import pytest

from kbpatch.models import Action, ActionKind
from kbpatch.parse import parse_brief
from kbpatch.reading import plan

from .test_phrasings import FORMS, edits


def read(suggestion: str, form: str, closing: str = "") -> list[Action]:
    return plan(parse_brief(FORMS[form](suggestion, closing)))


@pytest.mark.parametrize("form", sorted(FORMS))
@pytest.mark.parametrize(
    "closing",
    [
        "§2.2 LRU 一条改由 FlowCache 替代。",
        "§2.2 LRU 那条由 FlowCache 代替",
        "§2.2 的 LRU 条目改由 FlowCache 顶替。",
        "§2.2 LRU 一行由条目 1 的 FlowCache 取代",
        "§2.2 中 LRU 那条改由 FlowCache 接替。",
    ],
)
def test_an_entry_substituted_by_another_is_reported_not_handed_over(
    closing: str, form: str
) -> None:
    actions = read("§2.2 新增一条 FlowCache。", form, closing)
    assert not [a for a in actions if a.kind is ActionKind.OFF_DOCUMENT]
    (report,) = [a for a in actions if a.kind is ActionKind.NOT_UNDERSTOOD]
    assert report.target is not None and report.target.key == "2.2"
    assert report.clause in closing and "FlowCache" in report.reason
    assert [(a.kind, a.target and a.target.key) for a in edits(actions)] == [
        (ActionKind.ADD_ENTRY, "2.2")
    ]


@pytest.mark.parametrize("form", sorted(FORMS))
@pytest.mark.parametrize(
    "suggestion",
    [
        "§2.2 新增一条 FlowCache，可替代 LRU 策略。",
        "§2.2 新增一条 FlowCache，但代替不了 E2 复现。",
        "§2.2 新增一条 FlowCache，理由：可替代整段预热。",
        "§2.2 新增一条 FlowCache（LRU 的替代方案）。",
    ],
)
def test_words_describing_the_new_entry_ask_for_no_substitution(suggestion: str, form: str) -> None:
    actions = read(suggestion, form)
    assert not [a for a in actions if a.kind is ActionKind.NOT_UNDERSTOOD]
    assert [(a.kind, a.target and a.target.key) for a in edits(actions)] == [
        (ActionKind.ADD_ENTRY, "2.2")
    ]


@pytest.mark.parametrize("form", sorted(FORMS))
@pytest.mark.parametrize(
    ("suggestion", "closing"),
    [
        ("§2.2 新增一条 FlowCache；§2.2 LRU 一条删除。", ""),
        ("§2.2 新增一条 FlowCache，并把 §2.2 的 LRU 条目撤下。", ""),
        ("§2.2 新增一条 FlowCache。", "条目 1 的 §2.2 LRU 那条去掉。"),
    ],
)
def test_a_removal_beside_the_items_edit_of_that_section_is_its_own_action(
    suggestion: str, closing: str, form: str
) -> None:
    actions = read(suggestion, form, closing)
    assert not [a for a in actions if a.kind is ActionKind.NOT_UNDERSTOOD]
    assert sorted((a.kind.value, a.target and a.target.key, a.anchor) for a in edits(actions)) == [
        ("add entry", "2.2", ""),
        ("remove entry", "2.2", "LRU"),
    ]


@pytest.mark.parametrize("form", sorted(FORMS))
def test_an_entry_retired_beside_the_items_edit_of_that_section_is_reported_not_folded(
    form: str,
) -> None:
    closing = "条目 1：§2.2 LRU 一条作废，FlowCache 顶上。"
    actions = read("§2.2 新增一条 FlowCache。", form, closing)
    (report,) = [a for a in actions if a.kind is ActionKind.NOT_UNDERSTOOD]
    assert report.target is not None and report.target.key == "2.2"
    assert "LRU" in report.reason
    assert [(a.kind, a.target and a.target.key) for a in edits(actions)] == [
        (ActionKind.ADD_ENTRY, "2.2")
    ]
