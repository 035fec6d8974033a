"""Patch file names say what the patch does in ASCII words, even when the brief writes the
entry's title in Chinese only."""

from __future__ import annotations

from dataclasses import replace

import pytest

from kbpatch.models import Action, ActionKind, EntryContent, SectionRef, Status
from kbpatch.patches import section_label, slug
from kbpatch.reading.text import heading_name_key
from kbpatch.render import Rendered


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


def named_section(words: str, heading: str, action_id: str = "A04") -> tuple[Action, Rendered]:
    """An entry for a section the brief named by its words, rendered into `heading`."""
    action = replace(
        add_entry("TierKV"), id=action_id, target=SectionRef(key=heading_name_key(words), raw=words)
    )
    return action, Rendered(status=Status.PROPOSED, heading=heading)


@pytest.mark.parametrize(
    ("words", "heading", "label"),
    [
        ("KV 缓存", "2.1 KV 缓存", "s2.1"),
        ("引擎格局", "1.1 引擎格局 › 1.1.2 网关", "s1.1"),
        ("Long-context benchmarks", "Long-context Benchmarks", "slong-context-benchmarks"),
        ("Évaluation", "Évaluation humaine", "sevaluation-humaine"),
    ],
    ids=["numbered-heading", "numbered-with-part", "english-words", "accented-words"],
)
def test_a_section_named_by_its_words_is_named_readably_in_the_file_name(
    words: str, heading: str, label: str
) -> None:
    action, rendered = named_section(words, heading)
    assert section_label([action], {action.id: rendered}) == label


def test_words_that_do_not_fold_to_ascii_leave_the_section_out_not_a_checksum() -> None:
    # No number and no Latin word to show: the name is its running number and its action
    # (`0001-add-tierkv.patch`), which keeps it apart from any other in the folder.
    action, rendered = named_section("长上下文基准", "长上下文基准")
    assert section_label([action], {action.id: rendered}) == ""


@pytest.mark.parametrize(
    ("words", "ascii_words"),
    [
        ("KV 缓存", "kv"),
        ("RAG 评测口径", "rag"),
        ("MoE 与 Prefill 调度", "moe-prefill"),
        ("「Agent」工具调用", "agent"),
    ],
)
def test_the_ascii_words_of_a_mixed_heading_name_it_without_a_checksum(
    words: str, ascii_words: str
) -> None:
    action, rendered = named_section(words, words)
    assert section_label([action], {action.id: rendered}) == f"s{ascii_words}"


def test_two_actions_in_one_section_name_it_once_and_numbered_keys_stay() -> None:
    first, one = named_section("KV 缓存", "2.1 KV 缓存")
    second, two = named_section("缓存", "2.1 KV 缓存", action_id="A05")
    cited = replace(first, id="A06", target=SectionRef(key="appendix-a", raw="附录 A"))
    results = {first.id: one, second.id: two, cited.id: Rendered(status=Status.PROPOSED)}
    assert section_label([first, second, cited], results) == "s2.1+sappendix-a"
