"""Words a brief asks to put right after quoted words (`「X」之后加"Y"`) are spliced into the
line that holds X; but where X is the whole name a list entry opens with (`- X：…`), the
words would go inside that name, between it and its colon. A writer who names an entry so
means a new entry after it: the edit is reported, never written into the name."""

from __future__ import annotations

import pytest

from tests.conftest import kb_after

KB = """\
# 渠道研究

## 一、渠道

### （一）清单

渠道有以下几类：

- 境外云租赁：国内企业租用境外算力；
- **第三国转运**：经新加坡转运整机；
- 拆机翻新：从二手服务器拆出板卡。

## 二、其他

正文。
"""


def brief(request: str) -> str:
    return f"""\
# 渠道 · E1 预消化简报（2026-12-08）

## 一、今日重要增量

### 条目 1：样片外流

- **来源**：某报道（2026-12-06）
- **要点**：样片外流成为新渠道。
- **建议归入**：{request}

## 四、本轮结论与建议动作

- 见条目 1。
"""


@pytest.mark.parametrize(
    "request_words",
    [
        '一（一）清单「境外云租赁」之后加"测试样片外流"',
        "§1.1 在「拆机翻新」后面添上「样片外流」",
        "一（一）「第三国转运」之后补「测试样片外流」",
    ],
)
def test_words_after_an_entry_name_are_reported_not_spliced(request_words: str) -> None:
    lines, rows = kb_after(KB, brief(request_words))
    assert lines == KB.splitlines(), rows
    assert [status for status, _ in rows] == ["unresolved"], rows
    assert "whole name" in rows[0][1] and "check by hand" in rows[0][1]


def test_words_after_words_inside_an_entry_are_still_spliced() -> None:
    lines, rows = kb_after(KB, brief("一（一）在「经新加坡」之后加「、马来西亚」"))
    assert "- **第三国转运**：经新加坡、马来西亚转运整机；" in lines, rows
    assert [status for status, _ in rows] == ["proposed"], rows
