"""The section's end said in a clause of its own after the request (`§2.2 新增一条 X，放在最后`,
`…，排在末尾`, `…，置于本节最后`, `…, at the end of the section`) is a place: another line
placing the same entry right after another one disagrees with it, and both are reported (never
one line's place written over the other's). Our own words."""

from __future__ import annotations

import pytest

from kbpatch.models import ActionKind

from .test_phrasings import FORMS, edits, read


@pytest.mark.parametrize("form", sorted(FORMS))
@pytest.mark.parametrize(
    ("suggestion", "closing"),
    [
        ("§2.2 新增一条 FlowCache，放在最后。", "§2.2 新增 FlowCache，after LRU（条目 1）。"),
        ("§2.2 补一条 FlowCache，排在末尾。", "§2.2: add FlowCache after APC."),
        ("§2.2 新增一条 FlowCache，置于本节最后。", "§2.2 中 LRU 一行之后加一条 FlowCache。"),
        ("§2.2 加一条 FlowCache，放最后面即可。", "§2.2 新增 FlowCache，放在 APC 之后。"),
        ("§2.2 LRU 条目之后新增一条 FlowCache。", "§2.2 新增 FlowCache（条目 1），排在结尾。"),
        ("§2.2 新增一条 FlowCache，after LRU。", "§2.2 add FlowCache, at the end of the section."),
    ],
)
def test_an_end_said_apart_disagrees_with_a_place_after_an_entry(
    suggestion: str, closing: str, form: str
) -> None:
    actions = read(suggestion, form, closing=closing)
    assert not edits(actions)
    torn = [a for a in actions if "different places" in a.reason]
    assert len(torn) == 1
    assert "line 9: 「" in torn[0].reason and "line 13: 「" in torn[0].reason


@pytest.mark.parametrize("form", sorted(FORMS))
@pytest.mark.parametrize(
    ("suggestion", "closing"),
    [
        ("§2.2 新增一条 FlowCache，放在最后。", "§2.2 末尾新增 FlowCache（条目 1）。"),
        ("§2.2 补一条 FlowCache，排在末尾。", "§2.2 新增 FlowCache（条目 1）。"),
        ("§2.2 新增一条 FlowCache，置于本节最后。", ""),
        ("§2.2 新增一条 FlowCache，放最后面。", "§2.2 add FlowCache at the end."),
    ],
)
def test_an_end_said_apart_agrees_with_the_end_or_no_place(
    suggestion: str, closing: str, form: str
) -> None:
    actions = read(suggestion, form, closing=closing)
    (entry,) = edits(actions)
    assert entry.target is not None and entry.target.key == "2.2"
    assert entry.siblings == ()
    # Nothing is reported: the end is where kbpatch adds anyway.
    assert not [a for a in actions if a.kind is ActionKind.NOT_UNDERSTOOD]


@pytest.mark.parametrize("form", sorted(FORMS))
@pytest.mark.parametrize(
    "suggestion",
    [
        # Words after the end word are another request or another thing's end: no place.
        "§2.2 新增一条 FlowCache，最后再补引用。",
        "§2.2 新增一条 FlowCache，最后一句写明作者自测。",
    ],
)
def test_other_words_with_an_end_word_are_no_place(suggestion: str, form: str) -> None:
    actions = read(suggestion, form, closing="§2.2 新增 FlowCache，after LRU（条目 1）。")
    assert not any("different places" in a.reason for a in actions)
