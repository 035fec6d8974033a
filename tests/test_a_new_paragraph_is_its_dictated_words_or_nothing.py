"""A new paragraph asked with its words dictated (`补一段：「…」`, `新增一段话「…」`, `末尾加一段
「…」`) is those words, whole, never the item's summary in their place; one whose words are
left to someone else (`文字请维护人组织`, `请 E2 自行组织措辞`, `本简报不代拟`) writes nothing
and is reported. Our own words, on a KB of our own."""

from __future__ import annotations

import pytest

from .conftest import kb_after

KB = """\
# 储热 活文档

## 4 价格

### 4.2 熔盐储热电价

熔盐储热电站的容量电价目前只在青海、甘肃两省试行，标准为每千瓦每年 330 元。

## 5 政策
"""
WORDS = "西班牙对熔盐电站采用容量费加电量费的两部制。"


def brief(suggestion: str) -> str:
    return f"""\
# heat · E1 预消化简报（2026-12-12）

## 一、今日重要增量

### 条目 1：西班牙两部制

- **来源**：西班牙能源部年报（2026-11）
- **要点**：西班牙电站按容量和电量两部分结算。
- **建议归入**：{suggestion}

## 四、本轮结论与建议动作

- 见条目 1。
"""


@pytest.mark.parametrize(
    "suggestion",
    [f"4.2 补一段：「{WORDS}」", f"§4.2 新增一段话「{WORDS}」", f"4.2 末尾加一段：「{WORDS}」"],
)
def test_the_paragraph_is_the_dictated_words(suggestion: str) -> None:
    lines, rows = kb_after(KB, brief(suggestion))
    assert rows[0][0] == "proposed", rows
    at = KB.splitlines().index("## 5 政策")
    written = [f"{WORDS}（E1 2026-12-12 · 条目 1）", ""]
    assert lines == [*KB.splitlines()[:at], *written, *KB.splitlines()[at:]], lines


@pytest.mark.parametrize(
    "suggestion",
    [
        "建议在 4.2 补一段，介绍西班牙两部制的做法，文字请维护人组织。",
        "4.2 新增一段，请 E2 按本节体例自行组织措辞。",
        "4.2 补一段讲西班牙的做法，本简报不代拟。",
        "4.2 补一段，措辞由主编定。",
    ],
)
def test_words_left_to_someone_else_write_nothing(suggestion: str) -> None:
    lines, rows = kb_after(KB, brief(suggestion))
    assert lines == KB.splitlines(), rows
    assert rows[0][0] == "not understood", rows
