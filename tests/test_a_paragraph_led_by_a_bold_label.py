"""A paragraph led by a bold run-in label (`**（二）乙公司** 乙公司…`) is named by the label's
words (`在「（二）乙公司」这一段的末尾补一句：「…」`): such a paragraph was not found, its
opening `**` read as its first words. So is one written anew (`§3.2（二）乙公司整段替换为：`…``),
its new words quoted, or in backticks on a line of their own. Our own words, on a KB of
our own."""

from __future__ import annotations

import pytest

from .conftest import kb_after

PARAGRAPH = (
    "**（二）乙公司** 乙公司的二代产品在 2026 年二季度送样，良率仍低（来源：某周报，2026-06）。"
)
KB = f"""\
# 封装 活文档

## 第三章 存储

### 第一节 代际

二代产品 2026 年起量。

### 第二节 厂商

**（一）甲公司** 甲公司份额领先，扩产节奏稳定（来源：某周报，2026-05）。

{PARAGRAPH}

**（三）丙公司** 丙公司仍在验证阶段。
"""


def brief(suggestion: str) -> str:
    return f"""\
# pack · E1 预消化简报（2026-12-18）

## 一、今日重要增量

### 条目 1：乙公司通过认证

- **来源**：某日报（2026-12-05）
- **要点**：乙公司二代产品通过认证。
- **建议归入**：{suggestion}

## 四、本轮结论与建议动作

- 见条目 1。
"""


SENTENCE = "乙公司二代产品已于 11 月通过认证（来源：某日报，2026-12）。"


@pytest.mark.parametrize(
    "suggestion",
    [
        f"在「（二）乙公司」这一段的末尾补一句：「{SENTENCE}」",
        f"「（二）乙公司」那段末尾补一句：「{SENTENCE}」",
        f"第三章第二节以「（二）乙公司」开头的那段，末尾加一句「{SENTENCE}」",
    ],
)
def test_the_sentence_ends_the_labelled_paragraph(suggestion: str) -> None:
    lines, rows = kb_after(KB, brief(suggestion))
    assert rows[0] == ("proposed", ""), rows
    changed = [(a, b) for a, b in zip(KB.splitlines(), lines, strict=True) if a != b]
    assert len(changed) == 1 and changed[0][0] == PARAGRAPH, changed
    assert changed[0][1].startswith(PARAGRAPH + SENTENCE), changed


def test_a_label_no_paragraph_opens_with_is_reported() -> None:
    lines, rows = kb_after(KB, brief(f"在「（四）丁公司」这一段的末尾补一句：「{SENTENCE}」"))
    assert lines == KB.splitlines()
    assert rows[0][0] in ("unresolved", "not understood"), rows


REWRITTEN = (
    "**（二）乙公司** 乙公司二代产品已通过认证。三代产品 2027 年送样（来源：某日报，2026-12）。"
)


@pytest.mark.parametrize(
    "suggestion",
    [
        f"§3.2（二）乙公司整段替换为：「{REWRITTEN}」",
        f"§3.2 以「（二）乙公司」开头的那段整段改写为：「{REWRITTEN}」",
        # The new words in backticks on a line of their own, under the request.
        f"§3.2（二）乙公司整段替换为：\n  `{REWRITTEN}`",
    ],
)
def test_the_labelled_paragraph_is_written_anew(suggestion: str) -> None:
    lines, rows = kb_after(KB, brief(suggestion))
    assert rows[0] == ("proposed", ""), rows
    assert lines == [REWRITTEN if x == PARAGRAPH else x for x in KB.splitlines()]


def test_a_label_of_no_paragraph_rewrites_nothing() -> None:
    lines, rows = kb_after(KB, brief(f"§3.2（四）丁公司整段替换为：「{REWRITTEN}」"))
    assert lines == KB.splitlines(), rows


@pytest.mark.parametrize(
    "suggestion",
    [
        "「厂商」（二）乙公司段：把「良率仍低」改为「良率回升」。",
        "「厂商」的（二）乙公司段：「良率仍低」改为「良率回升」。",
    ],
)
def test_a_heading_named_before_a_labelled_paragraph_is_the_section(suggestion: str) -> None:
    # No noun after the heading's quoted words: the labelled paragraph's words follow them.
    lines, rows = kb_after(KB, brief(suggestion))
    assert rows[0] == ("proposed", ""), rows
    new = PARAGRAPH.replace("良率仍低", "良率回升")
    assert lines == [new if x == PARAGRAPH else x for x in KB.splitlines()], lines
