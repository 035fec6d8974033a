"""After an edit kbpatch reads, a second clause of the same line that it cannot read is
reported with its words, never taken for a remark on the first (the patch would look
complete): a second change of values in a form it does not read (`…，年闲置折合由约 1.2 亿元
上调到约 1.5 亿人民币`: which words of each are its unit is not told), and a checklist
line asked ticked in a word that may also mean struck out (`跟进事项"X"一项勾掉`). Our
own words, on a small KB of our own."""

from __future__ import annotations

import pytest

from .conftest import kb_after

KB = """\
# 编译器活文档

## 5.2 冷启动

按每日约 3,400 次冷启动计，编译开销每年折合约 1.2 亿元。

## 6 跟进事项

- [ ] 补 IREE 在 MI325X 上的解码数字（@顾澜）
"""


def brief(suggestion: str) -> str:
    return (
        "# compilers · E1 预消化简报（2026-12-20）\n\n## 一、今日条目\n\n"
        "### 条目 1：冷启动\n\n"
        "- **来源**：organized/paper_cards/9700-cold.md\n"
        "- **要点**：日均冷启动约 4,100 次。\n"
        f"- **建议归入**：{suggestion}\n"
    )


@pytest.mark.parametrize(
    ("suggestion", "words"),
    [
        (
            "§5.2 每日冷启动由约 3,400 次上调到约 4,100 次，"
            "年闲置折合由约 1.2 亿元上调到约 1.5 亿人民币",
            "年闲置折合由约 1.2 亿元上调到约 1.5 亿人民币",
        ),
        (
            "§5.2 每日冷启动由约 3,400 次改为约 4,100 次；"
            '跟进事项"补 IREE 在 MI325X 上的解码数字"一项勾掉',
            "一项勾掉",
        ),
    ],
)
def test_the_second_clause_is_reported_with_its_words(suggestion: str, words: str) -> None:
    lines, rows = kb_after(KB, brief(suggestion))
    assert "按每日约 4,100 次冷启动计，编译开销每年折合约 1.2 亿元。" in lines, rows
    assert any(status == "not understood" and words in reason for status, reason in rows), rows
