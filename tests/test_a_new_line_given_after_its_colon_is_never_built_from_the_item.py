"""A new line whose words the brief gives after the words asking for it and a colon
(`补录一行：X，2026 年投运。`, `新增：X，…`, `加一行：X、Y、Z`) into a list: when the entry kbpatch
would build from the item does not say every one of those words, it is reported with them,
never written from the item's title and 要点 in their stead. Words the entry says
(`新增一行：冷链年报，全国冷库…`, the item's own), or a tag of the item after them (`（条目 1）`),
let it be written. Our own words, on our own cold-chain KB."""

from __future__ import annotations

import pytest

from .cold_chain_kb import KB
from .conftest import kb_after
from .test_a_line_naming_only_a_place_heads_the_requests_under_it import brief


@pytest.mark.parametrize(
    "asked",
    [
        "§2.1 新增一行：嘉兴冷库，2026 年投运，公称容积 5 万立方米。",
        "§2.1 补录一行：嘉兴冷库，2026 年投运。",
        "§2.1 加一行：嘉兴冷库、2026 年投运、公称容积 5 万立方米。",
        "§2.1 列表新增一行：嘉兴冷库（2026 年投运，公称容积 5 万立方米）。",
        "§2.1 新增：嘉兴冷库，2026 年投运，公称容积 5 万立方米。",
    ],
)
def test_a_line_s_given_words_the_item_does_not_say_are_reported(asked: str) -> None:
    lines, rows = kb_after(KB, brief(asked))
    assert lines == KB.splitlines(), rows
    assert [status for status, _ in rows] == ["unresolved"], rows
    assert "嘉兴冷库" in rows[0][1], rows


@pytest.mark.parametrize(
    "asked",
    [
        "§2.1 新增一行：冷链年报，全国冷库总容量约 2.3 亿立方米。",
        "§2.1 新增一行：冷链年报（条目 1）。",
    ],
)
def test_a_line_s_given_words_the_item_says_are_written(asked: str) -> None:
    lines, rows = kb_after(KB, brief(asked))
    assert [status for status, _ in rows] == ["proposed"], rows
    new = [line for line in lines if line not in KB.splitlines()]
    assert len(new) == 1 and new[0].startswith("- 冷链年报：全国冷库总容量约 2.3 亿立方米。"), new


@pytest.mark.parametrize(
    "asked",
    ["§2.1 新增一条 嘉兴冷库。", "§2.1 新增一行 嘉兴冷库，2026 年投运。", "§2.1 补一条嘉兴冷库。"],
)
def test_a_new_entry_named_in_words_the_item_does_not_say_is_reported(asked: str) -> None:
    lines, rows = kb_after(KB, brief(asked))
    assert lines == KB.splitlines(), rows
    assert [status for status, _ in rows] == ["unresolved"], rows
    assert "嘉兴冷库" in rows[0][1], rows


@pytest.mark.parametrize("asked", ["§2.1 新增一条冷链年报。", "§2.1 新增一条说明。"])
def test_a_new_entry_named_by_the_item_s_words_or_its_kind_is_written(asked: str) -> None:
    lines, rows = kb_after(KB, brief(asked))
    assert [status for status, _ in rows] == ["proposed"], rows
    assert "- 冷链年报：全国冷库总容量约 2.3 亿立方米。" in " ".join(lines), rows
