"""A paragraph named by its place and replaced as a whole sentence (`第二段整句替换为「…」`,
`最后一段整句换成"…"`) is written anew as the words given, where the paragraph is that one
sentence; a paragraph of several sentences is left as it is (which one is meant is not
guessed). Our own words, on a KB of our own."""

from __future__ import annotations

import pytest

from .conftest import kb_after

KB = """\
# 钠电

## 3 技术

### 3.3 聚阴离子

聚阴离子路线循环寿命长。

热失控起始温度约 180 ℃，仍需大模组验证。

### 3.4 硬碳

硬碳是主流负极。生物质前驱体成本低，沥青基首效高。
"""
NEW = "热失控起始温度提高到 210 ℃，大模组验证已完成。"


def brief(suggestion: str) -> str:
    return f"""\
# 钠电 · E1 预消化简报（2026-12-03）

## 一、今日重要增量

### 条目 1：新数据

- **来源**：公告（2026-12-01）
- **要点**：新数据。
- **建议归入**：{suggestion}

## 四、本轮结论与建议动作

- 见条目 1。
"""


@pytest.mark.parametrize(
    "suggestion",
    [
        f"把第 3.3 节第二段整句替换为「{NEW}」",
        f"3.3 最后一段整句替换为：「{NEW}」",
        f'§3.3 第 2 段整句换成"{NEW}"',
    ],
)
def test_the_one_sentence_is_written_anew(suggestion: str) -> None:
    lines, rows = kb_after(KB, brief(suggestion))
    assert [status for status, _ in rows] == ["proposed"], rows
    old = "热失控起始温度约 180 ℃，仍需大模组验证。"
    assert lines == [NEW if line == old else line for line in KB.splitlines()], lines


def test_a_paragraph_of_several_sentences_is_left() -> None:
    lines, rows = kb_after(KB, brief(f"3.4 第一段整句替换为「{NEW}」"))
    assert lines == KB.splitlines(), rows
    assert rows[0][0] == "unresolved", rows
