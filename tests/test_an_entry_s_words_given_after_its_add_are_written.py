"""The words of a new entry given in the clause after its add (`新增一条，内容为「…」`, `内容是「…」`,
`原文为「…」`, `写作「…」`) are the entry's words: written as given, never an entry composed from
the item's title and 要点 instead. Our own words, on our own cold-chain KB."""

from __future__ import annotations

import pytest

from .cold_chain_kb import KB
from .conftest import added_to
from .test_a_line_naming_only_a_place_heads_the_requests_under_it import brief

LINE = "- 冷库租金：华东均价约 1.2 元/吨·天。"


@pytest.mark.parametrize(
    "asked",
    [
        f"§2.1 新增一条，内容为「{LINE}」",
        f"§2.1 新增一条，内容是「{LINE}」",
        f"§2.1 末尾补一条，原文为「{LINE}」",
        f"§2.1 新增一条，写作「{LINE}」",
        f"§2.1 新增一条，内容：「{LINE}」",
    ],
)
def test_the_words_given_after_the_add_are_the_entry(asked: str) -> None:
    added, rows = added_to(KB, brief(asked))
    assert [status for status, _ in rows] == ["proposed"], rows
    assert len(added) == 1 and added[0].startswith(LINE.rstrip("。")), added
