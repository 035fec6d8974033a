"""A request that gives the new entry's name and then its words after a colon or a dash
(`加一条 **X**：…`, `补一条「X」——…`, `新增一条 X：…`) names the entry by that name, not by
the item's title, and writes those words; a maker and year in brackets between the two
(`**X**（Lu，2026）：…`) leave the name, the maker and year and the words as given."""

from __future__ import annotations

import pytest

from .words_fixture import changed_lines, proposal

MARK = "（E1 2026-12-21 · 条目 1）"
TITLE = "双语小模型（新论文）"


@pytest.mark.parametrize(
    ("suggestion", "name"),
    [
        ("§1.1 加一条 **Tinyear-2**：二代模型扩到六种语言，词错率持平。", "Tinyear-2"),
        ("1.1 补一条「小耳朵」：二代模型扩到六种语言，词错率持平。", "小耳朵"),
        ("§1.1 添一条 **小耳朵** —— 二代模型扩到六种语言，词错率持平。", "小耳朵"),
        ("§1.1 新增一条 Tinyear-2：二代模型扩到六种语言，词错率持平。", "Tinyear-2"),
        (
            "§1.1 登记一条 **Tinyear-2**（Lu，2026）：二代模型扩到六种语言，词错率持平。",
            "Tinyear-2",
        ),
        ("§1.1 加一条「Tinyear-2」（Lu，2026）——二代模型扩到六种语言，词错率持平。", "Tinyear-2"),
    ],
)
def test_the_name_before_the_colon_names_the_new_entry(suggestion: str, name: str) -> None:
    found = proposal(suggestion, title=TITLE)
    # The maker and year the brief writes with the name stay beside it, as given.
    aside = "（Lu，2026）" if "（Lu，2026）" in suggestion else ""
    assert changed_lines(found) == [f"**{name}**{aside}：二代模型扩到六种语言，词错率持平。{MARK}"]


def test_a_quoted_name_with_its_maker_at_the_clause_end_names_the_entry() -> None:
    found = proposal("§1.1 加一条「Tinyear-2」（Lu，2026）。", title=TITLE)
    assert [line.split("：")[0] for line in changed_lines(found)] == ["**Tinyear-2**"]


@pytest.mark.parametrize(
    ("suggestion", "title", "written"),
    [
        (
            "§1.1 加一条 **Tinyear 二代**：二代模型扩到六种语言。",
            "Tinyear",
            "**Tinyear 二代**：二代模型扩到六种语言。",
        ),
        (
            "§1.1 补一条「Wren 唤醒词」：二代模型扩到六种语言，词错率持平。另外 §2.1 Kestrel 板"
            "改名为 Kestrel 二代板。",
            "Wren",
            "**Wren 唤醒词**：二代模型扩到六种语言，词错率持平。",
        ),
        (
            "§1.1 加一条 **Tinyear-2**：二代模型扩到六种语言。§2.1 的 Wren 模组不动。",
            "Tinyear-2",
            "**Tinyear-2**：二代模型扩到六种语言。",
        ),
    ],
)
def test_the_given_name_is_written_whole_and_the_words_end_with_their_sentence(
    suggestion: str, title: str, written: str
) -> None:
    # A name of Latin and Chinese words is the brief's whole name, not its Latin part with
    # the rest in an aside; the sentence after the entry's words asks something else.
    found = proposal(suggestion, title=title)
    assert changed_lines(found) == [written + MARK]


@pytest.mark.parametrize(
    ("suggestion", "words"),
    [
        # Two places offered as options: the words are the entry's in either.
        ("§1.1 或 §2.1 新增一条 **Tinyear-2**：二代模型扩到六种语言。", "二代模型扩到六种语言。"),
        ("§1.1 或者 §2.1 补一条 **Tinyear-2**：二代模型扩到六种语言。", "二代模型扩到六种语言。"),
        # A section named inside the words' own brackets is part of them, no place.
        (
            "§1.1 加一条 **Tinyear-2**：二代模型扩到六种语言（测法见 §2.1）。",
            "二代模型扩到六种语言（测法见 §2.1）。",
        ),
    ],
)
def test_the_entry_s_words_are_kept_beside_options_and_bracketed_sections(
    suggestion: str, words: str
) -> None:
    found = proposal(suggestion, title="Tinyear-2")
    written = [p.change.lines[-1].rstrip("\n") for p in found.patches]
    assert written and all(line.endswith(f"{words}{MARK}") for line in written), written
