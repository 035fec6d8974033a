"""The clause reader keeps its answers for the brief it reads (ClauseReader.refs_in): asked
again, it answers as it first did, and as the plain reading does."""

from __future__ import annotations

import pytest

import kbpatch.reading.clauses as clauses
from kbpatch.reading import default_lexicon
from kbpatch.reading.clauses import ClauseReader


@pytest.mark.parametrize(
    "clause",
    [
        "§1.1 新增一条",
        "§1.2 补一条，§1.1 不动",
        "在第 2.1 节末尾补一句",
        "其余不动",
        "§1.1、§1.2 都加",
    ],
)
def test_a_reader_answers_again_as_it_first_did(clause: str) -> None:
    lexicon = default_lexicon()
    reader = ClauseReader(lexicon, "inference")
    first = reader.refs_in(clause)
    assert first == clauses.refs_in(clause, lexicon, "inference")
    # The caller's list is its own: changing it changes no later answer.
    first.clear()
    assert reader.refs_in(clause) == clauses.refs_in(clause, lexicon, "inference")
