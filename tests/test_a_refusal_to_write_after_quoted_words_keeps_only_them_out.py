"""An item's caveat that quotes words and then refuses to write, naming nothing of its own
(`新闻稿里"2027 年投入商业运营"只是公司口径，不要写进正文`), keeps those words out: an edit of
the item that writes them is held, another stands (it held every change of values the item
asked). Without quoted words the refusal still holds the item's changes. Our own words."""

from __future__ import annotations

import pytest

from tests.conftest import kb_after

KB = """\
# eVTOL

## A. 产业格局

### A.1 主机厂

- **亿航 EH216-S**：累计载客超 1.2 万架次。
"""
CHANGED = "- **亿航 EH216-S**：累计载客超 1.6 万架次。"


def brief(change: str, caveat: str) -> str:
    return f"""\
# eVTOL · E1 预消化简报（2026-12-09）

## 一、今日重要增量

### 条目 1：亿航里程碑

- **来源**：亿航新闻稿（2026-12-05）
- **要点**：累计载客超 1.6 万架次，公司称 2027 年投入商业运营。
- **建议归入**：A.1 亿航 EH216-S 条目：{change}
- **值得警惕**：{caveat}

## 四、本轮结论与建议动作

- 见条目 1。
"""


@pytest.mark.parametrize(
    "caveat",
    [
        "新闻稿里“2027 年投入商业运营”只是公司口径，不要写进正文。",
        "「2027 年投入商业运营」是公司口径，勿写入活文档。",
        '公司说的"2027 年投入商业运营"没有监管依据，先别写进去。',
    ],
)
def test_an_edit_writing_other_words_stands(caveat: str) -> None:
    lines, rows = kb_after(KB, brief("「1.2 万」改为「1.6 万」。", caveat))
    assert CHANGED in lines, rows
    assert "proposed" in [status for status, _ in rows], rows


def test_an_edit_writing_the_quoted_words_is_held() -> None:
    change = "「1.2 万架次」改为「1.6 万架次，2027 年投入商业运营」。"
    caveat = "新闻稿里“2027 年投入商业运营”只是公司口径，不要写进正文。"
    lines, rows = kb_after(KB, brief(change, caveat))
    assert lines == KB.splitlines(), rows
    assert "forbidden" in [status for status, _ in rows], rows


def test_a_refusal_with_no_quoted_words_holds_the_change() -> None:
    lines, rows = kb_after(
        KB, brief("「1.2 万」改为「1.6 万」。", "数字来自新闻稿，不要写进正文。")
    )
    assert lines == KB.splitlines(), rows
