"""Patch file names say what the patch does in ASCII words, even when the brief writes the
entry's title in Chinese only."""

from __future__ import annotations

from dataclasses import replace

import pytest

from kbpatch.models import Action, ActionKind, EntryContent, SectionRef
from kbpatch.patches import slug


def add_entry(title: str, *, label: str = "", item: str = "条目 3", **more: object) -> Action:
    return Action(
        id="A04",
        kind=ActionKind.ADD_ENTRY,
        lines=(26,),
        item_key=item,
        target=SectionRef(key="4.3", raw="§4.3"),
        request="末尾加一条小注",
        entry=EntryContent(title=title, label=label),
        **more,  # type: ignore[arg-type]
    )


@pytest.mark.parametrize(
    ("action", "name"),
    [
        (add_entry("TierKV —— 分层缓存"), "add-tierkv"),
        (add_entry("多代理协作的可回放实验", label="agent 评测方法论"), "add-agent"),
        (add_entry("多代理协作的可回放实验", source_ids=("2610.02076",)), "add-2610.02076"),
        (add_entry("多代理协作的可回放实验"), "add-item-3"),
        (add_entry("多代理协作的可回放实验", item=""), "add"),
    ],
    ids=["ascii-title", "label", "arxiv-id", "item-number", "nothing-ascii-at-all"],
)
def test_an_entry_is_named_by_the_first_ascii_words_it_has(action: Action, name: str) -> None:
    assert slug([action]) == name


def test_a_shared_patch_counts_the_other_actions() -> None:
    first = add_entry("多代理协作的可回放实验")
    assert slug([first, replace(first, id="A05")]) == "add-and-1-more-item-3"
