"""A new entry whose 要点 says, in every sentence, what the brief says not to write is
reported (or withheld, where the ban forbids the request), never written as a name with no
words (`* X — （arXiv:…）`); with a sentence left to write, the entry is written without the
one that says it."""

from __future__ import annotations

import pytest

from kbpatch.models import Status

from .gridpack_fixture import added_and_held, brief


def outcome(summary: str, suggestion: str) -> tuple[list[str], list[str]]:
    return added_and_held(brief(summary, suggestion), (Status.UNRESOLVED, Status.FORBIDDEN))


ONE_SENTENCE = "GridPack 按网格切分显存做装箱，吞吐提升 35%，排队时延减半。"


@pytest.mark.parametrize(
    "suggestion",
    [
        '§1.1 新增 GridPack 条目，但不写"吞吐提升 35%"。',
        '§1.1 新增 GridPack 条目，但不要写成"吞吐提升 35%"。',
        '§1.1 新增 **GridPack** 一条；不要写"吞吐提升 35%"。',
        '1.1 批调度补 GridPack 条目，不得写"吞吐提升 35%"。',
    ],
)
def test_an_entry_whose_only_sentence_is_unsaid_is_reported(suggestion: str) -> None:
    added, unresolved = outcome(ONE_SENTENCE, suggestion)
    assert added == []
    assert len(unresolved) == 1
    assert "吞吐提升 35%" in unresolved[0]


def test_another_sentence_is_written_without_the_unsaid_one() -> None:
    added, unresolved = outcome(
        "GridPack 按网格切分显存做装箱。吞吐提升 35%，排队时延减半。",
        '§1.1 新增 GridPack 条目，但不写"吞吐提升 35%"。',
    )
    assert unresolved == []
    assert len(added) == 1
    assert "按网格切分显存做装箱" in added[0]
    assert "35%" not in added[0]
