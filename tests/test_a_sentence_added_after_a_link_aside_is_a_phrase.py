"""A sentence added to an entry that ends with a link citing its paper in brackets
(`…窄幅织带（[手册](https://…)）`) is one more phrase of the entry after it (`；…`), never a
second bracketed aside that reads as part of the citation. Our own words, on a KB of our own."""

from __future__ import annotations

from pathlib import Path

import pytest

from .conftest import proposed_and_applied
from .test_a_dictated_entry_is_written_as_its_neighbours_end import (
    BRIEF_PATH,
    KB_PATH,
    NO_STOP,
    brief,
)

SI = "2. **Bonas Si** — 英国厂商，主打窄幅织带（[手册](https://example.org/si)）"


@pytest.mark.parametrize(
    "suggestion",
    [
        "电子提花机一节 Bonas Si 条目末尾补一句：“2026 年起停产宽幅机型。”",
        "电子提花机一节 Bonas Si 那条末尾加一句：2026 年起停产宽幅机型。",
    ],
)
def test_the_sentence_follows_the_citation_as_a_phrase(tmp_path: Path, suggestion: str) -> None:
    code, report, after = proposed_and_applied(
        tmp_path, KB_PATH, NO_STOP, brief(suggestion), BRIEF_PATH
    )
    assert code == 0, report
    changed = [
        (old, new)
        for old, new in zip(NO_STOP.splitlines(), after.splitlines(), strict=True)
        if old != new
    ]
    assert len(changed) == 1 and changed[0][0] == SI, report
    assert changed[0][1].startswith(f"{SI}；2026 年起停产宽幅机型"), report
