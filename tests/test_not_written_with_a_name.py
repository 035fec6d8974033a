"""`§1.1 X 不落笔`: a section, a name, then "not written" keeps that section; it never reads
落笔 as the add verb and files the item's entry there (the negation before it was lost when a
name stood between the section and the words)."""

from __future__ import annotations

import pytest

from kbpatch.models import ActionKind, Status

from .conftest import render_brief
from .test_keep_words_as_leads import DATE, LINES, brief


@pytest.mark.parametrize(
    "suggestion",
    [
        "§1.2 新增一条 TierLoad；§1.1 TierLoad 不落笔。",
        "§1.2 新增一条 TierLoad；§1.1 TierLoad 暂不落笔。",
        "§1.2 补一条 TierLoad，§1.1 这边 TierLoad 本轮不落笔。",
        "§1.2 新增一条 TierLoad；§1.1 的 TierLoad 先不动笔。",
    ],
)
def test_a_section_a_name_and_not_written_adds_nothing_there(suggestion: str) -> None:
    results = render_brief(brief(suggestion), LINES, DATE)
    adds = [(a.target.key if a.target else "", r) for a, r in results if a.kind.edits_document]
    assert [key for key, _ in adds] == ["1.2"]
    assert adds[0][1].status is Status.PROPOSED, adds[0][1].reason
    [kept] = [a for a, _ in results if a.kind is ActionKind.CONSTRAINT]
    assert kept.target is not None and kept.target.key == "1.1"


def test_written_as_suggested_is_still_an_add() -> None:
    results = render_brief(brief("§1.2 照建议落笔，新增一条 TierLoad。"), LINES, DATE)
    [(add, result)] = [(a, r) for a, r in results if a.kind.edits_document]
    assert add.target is not None and add.target.key == "1.2"
    assert result.status is Status.PROPOSED, result.reason
