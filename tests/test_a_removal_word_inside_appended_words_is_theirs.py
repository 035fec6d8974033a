"""A verb of removing inside the words an append gives after its colon (`那条末尾补一句：原址已
删除。`, `末尾追加：旧线路已撤下。`) is a word of that sentence, not a removal asked. Our own
words, on our own cold-chain KB."""

from __future__ import annotations

import pytest

from .cold_chain_kb import KB
from .conftest import kb_after
from .test_a_line_naming_only_a_place_heads_the_requests_under_it import brief

PROJECT = "- 代表项目：上海临港某冷库（2024 年投运，公称容积 8 万立方米）<sup>2</sup>。"


@pytest.mark.parametrize(
    ("asked", "words"),
    [
        ("§2.1 代表项目那条末尾补一句：原址冷库已删除。", "原址冷库已删除。"),
        ("§2.1 代表项目那条末尾追加：旧库区已撤下。", "旧库区已撤下。"),
    ],
)
def test_a_removal_word_in_appended_words_is_written(asked: str, words: str) -> None:
    lines, rows = kb_after(KB, brief(asked))
    assert [status for status, _ in rows] == ["proposed"], rows
    assert PROJECT + words in lines, rows
