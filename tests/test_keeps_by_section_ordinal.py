"""A keep that names its sections by ordinal (`第 2 节不动`, `第二节保持原样`, `第 2.2 节、第
3.1 节不动`, `第 2、3 节均不动`) keeps each of them: an edit the brief asks inside one is
vetoed, never proposed beside a stated no-op. A paper's own section (`论文第 2 节`) and nodes
(`第 2 节点`) are no section of the document."""

from __future__ import annotations

import pytest

from kbpatch.models import Action, ActionKind
from kbpatch.parse import parse_brief
from kbpatch.reading import plan

from .test_phrasings import FORMS, edits

SUGGESTION = "§2.2 新增一条 FlowCache。"


def read(closing: str, form: str, suggestion: str = SUGGESTION) -> list[Action]:
    return plan(parse_brief(FORMS[form](suggestion, closing)))


def kept(actions: list[Action]) -> set[str]:
    return {
        a.target.key
        for a in actions
        if a.kind is ActionKind.CONSTRAINT and a.target is not None and not a.forbids
    }


@pytest.mark.parametrize("form", sorted(FORMS))
@pytest.mark.parametrize(
    ("closing", "sections"),
    [
        ("第 2 节不动。", {"2"}),
        ("第二节保持原样", {"2"}),
        ("第 2.2 节、第 3.1 节不动", {"2.2", "3.1"}),
        ("第2.2节、第3.1节均不动。", {"2.2", "3.1"}),
        ("第 2.2 节和第 3.1 节都别动", {"2.2", "3.1"}),
        ("第 2、3 节均不动", {"2", "3"}),
        ("第二、三节一律不改。", {"2", "3"}),
    ],
)
def test_a_keep_by_ordinal_keeps_every_section_it_names(
    closing: str, sections: set[str], form: str
) -> None:
    actions = read(closing, form)
    assert kept(actions) == sections
    assert edits(actions) == []
    (add,) = [a for a in actions if a.kind is ActionKind.ADD_ENTRY]
    assert add.forbidden_by
    assert not [a for a in actions if a.kind is ActionKind.NOT_UNDERSTOOD]


@pytest.mark.parametrize("form", sorted(FORMS))
@pytest.mark.parametrize(
    "closing",
    [
        "第 3 节不动。",
        "第 3、4 节均不动",
        "第三节保持原样",
    ],
)
def test_a_keep_of_other_sections_leaves_the_edit(closing: str, form: str) -> None:
    actions = read(closing, form)
    assert [(a.kind, a.target and a.target.key) for a in edits(actions)] == [
        (ActionKind.ADD_ENTRY, "2.2")
    ]


@pytest.mark.parametrize("form", sorted(FORMS))
@pytest.mark.parametrize(
    "suggestion",
    [
        "§2.2 新增一条 FlowCache，数据见论文第 2 节。",
        "§2.2 新增一条 FlowCache；原文第 3 节只测了 7B。",
        "§2.2 新增一条 FlowCache，在第 2 节点上复现。",
    ],
)
def test_a_papers_section_or_a_node_names_no_section(suggestion: str, form: str) -> None:
    actions = read("", form, suggestion)
    assert [(a.kind, a.target and a.target.key) for a in actions] == [(ActionKind.ADD_ENTRY, "2.2")]
