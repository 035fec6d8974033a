"""A document whose headings open with an id in full-width brackets (`### 【C1】发酵放大`,
`## 【C】工艺`) is named by those ids (`§C1`, `C1 节`). An unquoted new value ends before the
request's own noun (`3 万 → 2.8 万的替换`). A closing line that repeats an item's change in
short form, where the item's own words for it were not read (or not found), is never written
in their stead. Our own words, on a KB of our own."""

from __future__ import annotations

import pytest

from .conftest import kb_after

LINE = "PHA 价格仍在 3 万元/吨以上，约为 PLA 的 1.5 倍〔20〕。"
KB = f"""\
# 合成生物 活文档

## 【B】产品管线

### 【B1】大宗化学品

乳酸产能继续扩张。

### 【B2】可降解材料

{LINE}

## 【C】工艺

### 【C1】发酵放大

| 企业 | 产品 | 产能（吨） |
| --- | --- | --- |
| 甲公司 | PHA | 3,000 |
"""


def brief(suggestion: str, closing: str = "见条目 1。") -> str:
    return f"""\
# synbio · E1 预消化简报（2026-12-20）

## 一、今日重要增量

### 条目 1：PHA 降价

- **来源**：公司价格函（2026-11-15）
- **要点**：PHA 报价约 2.8 万元/吨。
- **建议归入**：{suggestion}

## 四、本轮结论与建议动作

- {closing}
"""


@pytest.mark.parametrize(
    "suggestion",
    [
        "§B2 把「价格仍在 3 万元/吨以上」替换为「价格已降至约 2.8 万元/吨」。",
        "B2 节把「价格仍在 3 万元/吨以上」替换为「价格已降至约 2.8 万元/吨」。",
    ],
)
def test_a_section_named_by_its_bracketed_id(suggestion: str) -> None:
    lines, rows = kb_after(KB, brief(suggestion))
    assert rows[0] == ("proposed", ""), rows
    new = LINE.replace("价格仍在 3 万元/吨以上", "价格已降至约 2.8 万元/吨")
    assert lines == [new if line == LINE else line for line in KB.splitlines()], lines


def test_an_unquoted_value_ends_before_the_request_s_noun() -> None:
    lines, rows = kb_after(KB, brief("B2 节第一段：3 万 → 2.8 万的替换。"))
    assert rows[0] == ("proposed", ""), rows
    new = LINE.replace("3 万", "2.8 万")
    assert lines == [new if line == LINE else line for line in KB.splitlines()], lines


def test_a_short_closing_change_does_not_stand_in_for_unread_words() -> None:
    # (`该段` names no place kbpatch reads, and the words quoted are none of the document's.)
    suggestion = "该段中「价格仍在三万元每吨以上」替换为「价格已降至约 2.8 万元/吨」。"
    lines, rows = kb_after(KB, brief(suggestion, "B2 节第一段：3 万 → 2.8 万（条目 1）。"))
    assert lines == KB.splitlines(), rows
    assert "proposed" not in [status for status, _ in rows], rows


def test_the_item_s_own_words_found_in_the_document_are_written_not_the_short_form() -> None:
    suggestion = "该段中「价格仍在 3 万元/吨以上」替换为「价格已降至约 2.8 万元/吨」。"
    lines, rows = kb_after(KB, brief(suggestion, "B2 节第一段：3 万 → 2.8 万（条目 1）。"))
    assert [status for status, _ in rows] == ["proposed"], rows
    assert LINE.replace("价格仍在 3 万元/吨以上", "价格已降至约 2.8 万元/吨") in lines, rows
