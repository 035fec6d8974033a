"""A new entry whose words the brief dictates is written as given: a whole line quoted
(`新增一条："**X**：…"`) takes no 来源 sentence the brief did not write (the provenance mark
says whence); the description after `新增 X 条目：` is the whole of it, to the sentence's end or
to a clause that keeps words out (`；不写售价`), never cut to the 要点's words."""

from __future__ import annotations

import pytest

from .words_fixture import changed_lines, proposal

MARK = "（E1 2026-12-21 · 条目 1）"


@pytest.mark.parametrize(
    "suggestion",
    [
        '§1.1 新增一条："**Tinyear-2**：二代模型扩到六种语言，词错率持平。"',
        "§1.1 新增一条：「**Tinyear-2**：二代模型扩到六种语言，词错率持平。」",
        '§1.1 加一条："**Tinyear-2**：二代模型扩到六种语言，词错率持平。"',
        "§1.1 补一条：“**Tinyear-2**：二代模型扩到六种语言，词错率持平。”",
    ],
)
def test_a_quoted_line_takes_no_source_sentence(suggestion: str) -> None:
    found = proposal(suggestion, title="Tinyear-2")
    assert [line for line in changed_lines(found) if line] == [
        f"**Tinyear-2**：二代模型扩到六种语言，词错率持平。{MARK}"
    ]


@pytest.mark.parametrize(
    "suggestion",
    [
        "请在 §1.1 新增 **Tinyear-2** 条目：二代模型扩到六种语言，词错率持平。",
        "§1.1 新增 **Tinyear-2** 条目：二代模型扩到六种语言，词错率持平",
        "§1.1 新增 **Tinyear-2** 条目：二代模型扩到六种语言，词错率持平；不写速度。",
        '§1.1 增补 **Tinyear-2** 条目：二代模型扩到六种语言，词错率持平；"快 5 倍"不要写进条目。',
    ],
)
def test_the_description_after_the_entry_s_colon_is_written_whole(suggestion: str) -> None:
    found = proposal(suggestion, title="Tinyear-2")
    assert [line for line in changed_lines(found) if line] == [
        f"**Tinyear-2**：二代模型扩到六种语言，词错率持平。{MARK}"
    ]
