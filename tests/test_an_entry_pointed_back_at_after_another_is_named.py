"""`该条` points back at the entry the edit before named only where no other entry is named
between them: `3.3 第 1 条末尾补…；待解问题第 2 条已有答案，在该条末尾加"…"` put the second
words on 3.3's first entry (a wrong edit); now they are reported. Pointing back at an entry
named by its count (`3.3 第 1 条…；该条末尾再补一句"…"`) still reads it. Words that open with an
enumeration comma (`末尾补"、X"`) join the list the entry's sentence ends with, before its
stop (they were a sentence after it). Our own words and our own small KB."""

from __future__ import annotations

import pytest

from .conftest import kb_after
from .test_a_line_naming_only_a_place_heads_the_requests_under_it import brief

KB = """\
# GLP-1

## 3. 市场

### 3.3 中国市场

1. 已获批减重适应症：司美格鲁肽、替尔泊肽、利拉鲁肽及其仿制药。
2. 市场规模：2025 年约 95 亿元。

## 待解问题

1. 口服小分子能否替代注射剂？（提出 2026-03）
2. 月治疗费用会否降至 500 元以下？（提出 2026-04）
"""
LISTED = "1. 已获批减重适应症：司美格鲁肽、替尔泊肽、利拉鲁肽及其仿制药、九源基因仿制药。"


def test_words_for_an_entry_named_between_are_reported() -> None:
    asked = (
        '3.3 第 1 条末尾补"、九源基因仿制药"；待解问题第 2 条已有答案，'
        '在该条末尾加"（已解决 2026-12）"。'
    )
    lines, rows = kb_after(KB, brief(asked))
    assert LISTED in lines, rows
    assert not any("已解决" in line for line in lines), rows
    assert [status for status, _ in rows] == ["proposed", "not understood"], rows


@pytest.mark.parametrize("pointer", ["该条末尾再补一句", "并在该条末尾补一句"])
def test_words_for_the_entry_named_by_its_count_go_on_it(pointer: str) -> None:
    lines, rows = kb_after(
        KB, brief(f'3.3 第 1 条末尾补"、九源基因仿制药"；{pointer}"另有两家在审。"')
    )
    assert LISTED[:-1] + "。另有两家在审。" in lines, rows


@pytest.mark.parametrize(
    "asked", ['3.3 第 1 条末尾补"、九源基因仿制药"。', '§3.3 第 1 条末尾加上"、九源基因仿制药"']
)
def test_words_opening_with_an_enumeration_comma_join_the_list(asked: str) -> None:
    lines, rows = kb_after(KB, brief(asked))
    assert [status for status, _ in rows] == ["proposed"], rows
    assert LISTED in lines, rows
