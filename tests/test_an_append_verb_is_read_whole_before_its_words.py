"""The verb of an append is read whole before the words it adds (`句末补充：…`, `结尾补充：…`,
`句末补上：…`): no character of the verb is written as the first of the words (`充：以…`).
Our own words, on our own cold-chain KB."""

from __future__ import annotations

import pytest

from .cold_chain_kb import KB
from .conftest import added_to
from .test_a_line_naming_only_a_place_heads_the_requests_under_it import brief


@pytest.mark.parametrize(
    "asked",
    [
        "§2.2 新能源那条句末补充：以城配为主。",
        "§2.2 新能源那条句末补上：以城配为主。",
        "§2.2 新能源那条结尾补充：以城配为主。",
        "§2.2 新能源那条末尾补记：以城配为主。",
        "§2.2 新能源那条结尾补一句「以城配为主。」",
    ],
)
def test_the_words_after_the_whole_verb_are_appended(asked: str) -> None:
    added, rows = added_to(KB, brief(asked))
    assert added == ["- 新能源冷藏车渗透率约 12%。以城配为主。"], rows
