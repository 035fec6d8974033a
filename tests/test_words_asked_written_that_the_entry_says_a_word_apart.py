"""Words a request asks written into a new entry (`写明"需重新备案温控设备"`) that the item's
要点 already says a word apart (`需要重新备案温控设备`) are not written a second time as a note;
words it does not say (`备案费用由车主承担`) are. Our own words, on our own cold-chain KB."""

from __future__ import annotations

from .cold_chain_kb import KB
from .conftest import kb_after

BRIEF = """\
# cold-chain · E1 预消化简报（2027-02-05）

## 一、今日重要增量

### 条目 1：冷藏车备案新规

- **来源**：交通运输部公告（2027-02-01）
- **要点**：新规实施后，存量冷藏车需要重新备案温控设备。
- **建议归入**：§2.2 新增一条（写明"{words}"）。
"""
ENTRY = "- 冷藏车备案新规：新规实施后，存量冷藏车需要重新备案温控设备。"
SOURCE = "来源：交通运输部公告（2027-02-01）。（E1 2027-02-05 · 条目 1）"


def new_lines(words: str) -> list[str]:
    lines, rows = kb_after(KB, BRIEF.format(words=words))
    assert [status for status, _ in rows] == ["proposed"], rows
    return [line for line in lines if line not in KB.splitlines()]


def test_words_the_summary_says_a_word_apart_are_written_once() -> None:
    assert new_lines("需重新备案温控设备") == [ENTRY + SOURCE]


def test_words_the_summary_does_not_say_are_written_as_a_note() -> None:
    assert new_lines("备案费用由车主承担") == [ENTRY + "说明：备案费用由车主承担。" + SOURCE]
