"""A line the document opens with a bold label (`**摘要**：…`) is named by that label alone
(`同时把摘要末尾的「已答 2 个」改为「已答 3 个」`): the words change there, where they stand
once; a label no line opens with, or words the line does not hold, are reported. Our own
words, on a KB of our own."""

from __future__ import annotations

import pytest

from tests.conftest import kb_after

KB = """\
# 园区

**摘要**：登记园区 12 个。待解问题 6 个，已答 2 个。

## 第一部分 供电

正文，已答 2 个问题之外另有说明。
"""


def brief(request: str) -> str:
    return f"""\
# 园区 · E1 预消化简报（2026-12-07）

## 一、今日重要增量

### 条目 3：问题 3 有答案

- **来源**：新闻稿（2026-11-30）
- **要点**：问题 3 可以作答。
- **建议归入**：问题 3 已答。{request}

## 四、本轮结论与建议动作

- 见条目 3。
"""


@pytest.mark.parametrize(
    "request_words",
    [
        "同时把摘要末尾的「已答 2 个」相应改为「已答 3 个」。",
        "把摘要里「已答 2 个」改成「已答 3 个」。",
    ],
)
def test_the_labelled_line_takes_the_change(request_words: str) -> None:
    lines, rows = kb_after(KB, brief(request_words))
    assert "**摘要**：登记园区 12 个。待解问题 6 个，已答 3 个。" in lines, rows
    assert "正文，已答 2 个问题之外另有说明。" in lines


@pytest.mark.parametrize(
    "request_words",
    ["把导读里的「已答 2 个」改为「已答 3 个」。", "把摘要里的「共 9 个」改为「共 10 个」。"],
)
def test_a_label_or_words_not_there_are_reported(request_words: str) -> None:
    lines, rows = kb_after(KB, brief(request_words))
    assert lines == KB.splitlines(), rows
    assert "proposed" not in [status for status, _ in rows], rows
