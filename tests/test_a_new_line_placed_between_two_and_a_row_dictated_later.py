"""A new line placed between two that stand (`位置在 A 与 B 两行之间`, `在「A」与「B」之间插入一条`)
goes right after the first; a row asked for at a clause's end and dictated after a word of
dictation later in its sentence (`补记一行，…，原文如下：`| … |``) is that row (both were
reported). Our own words, on a KB of our own."""

from __future__ import annotations

import pytest

from tests.conftest import kb_after

KB = """\
# 管制

## 一、框架

### （一）渠道

- 境外云租赁：国内企业租用境外算力；
- 第三国转运：经新加坡转运整机；
- 拆机翻新：从二手服务器拆出板卡。

### （二）时间线

| 日期 | 事件 | 影响 |
| --- | --- | --- |
| 2026-05-20 | 事件甲 | 影响甲 |
| 2026-07-08 | 事件乙 | 影响乙 |
| 2026-11-10 | 事件丙 | 影响丙 |
"""
ROW = "| 2026-06-17 | 事件丁 | 影响丁 |"


def brief(request: str) -> str:
    return f"""\
# 管制 · E1 预消化简报（2026-12-07）

## 一、今日重要增量

### 条目 1：补漏

- **来源**：公报（2026-06-17）
- **要点**：事件丁。
- **建议归入**：{request}

## 四、本轮结论与建议动作

- 见条目 1。
"""


@pytest.mark.parametrize(
    "request_words",
    [
        "§1.2 时间线表按日期补记一行，位置在 2026-05-20 与 2026-07-08 两行之间，"
        f"原文如下：\n  `{ROW}`",
        f"§1.2 在 2026-05-20 与 2026-07-08 两行之间补一行：「{ROW}」",
        f"§1.2 登入新的一行，原文：`{ROW}`",
    ],
)
def test_the_row_goes_after_the_first_of_the_two(request_words: str) -> None:
    lines, rows = kb_after(KB, brief(request_words))
    assert [status for status, _ in rows] == ["proposed"], rows
    at = lines.index("| 2026-05-20 | 事件甲 | 影响甲 |")
    assert lines[at + 1].startswith("| 2026-06-17 | 事件丁 | 影响丁"), lines
    assert lines[at + 2] == "| 2026-07-08 | 事件乙 | 影响乙 |"


@pytest.mark.parametrize(
    "request_words",
    [
        "§1.1 在「第三国转运」与「拆机翻新」之间插入一条：「- 样片外流：测试后未回收；」",
        "§1.1 新增一条「- 样片外流：测试后未回收；」，放在第三国转运和拆机翻新两条之间",
    ],
)
def test_the_entry_goes_after_the_first_of_the_two(request_words: str) -> None:
    lines, rows = kb_after(KB, brief(request_words))
    assert [status for status, _ in rows] == ["proposed"], rows
    at = lines.index("- 第三国转运：经新加坡转运整机；")
    assert lines[at + 1].startswith("- 样片外流：测试后未回收"), lines
    assert lines[at + 2] == "- 拆机翻新：从二手服务器拆出板卡。"


@pytest.mark.parametrize(
    "request_words",
    [
        "§1.1 在「境外云租赁」与「拆机翻新」之间插入一条：「- 样片外流：测试后未回收；」",
        f"§1.2 在 2026-05-20 与 2026-11-10 两行之间补一行：「{ROW}」",
    ],
)
def test_two_that_do_not_stand_together_are_reported(request_words: str) -> None:
    lines, rows = kb_after(KB, brief(request_words))
    assert lines == KB.splitlines(), rows
    assert [status for status, _ in rows] == ["unresolved"], rows
    assert "does not stand right after" in rows[0][1], rows
