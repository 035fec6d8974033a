"""A sentence appended to the paragraph a brief names by the words it opens with
(`以「X」开头的那段末尾补一句：「…」`, `1.3 中以「X」开头的那段，在段末【来源 7】之后接一句：「…」`)
goes at the end of that paragraph, also named by those words quoted as if a part of its section
(`§1.3「X」段末补一句`), where no part is so called; a label said right after `段末` is the
marker that ends it, no entry's name. Of lines that each open with a bracketed label
(`【来源 7】…` one a line, no blank line between), the one named is an entry alone: a sentence
for it never lands on the last of them. Our own words, on a KB of our own."""

from __future__ import annotations

import pytest

from .conftest import kb_after

OPENING = "运河通行量在二季度后有所恢复，大型船舶尚未整体回归【来源 2】。"
SOURCE = "【来源 2】运河管理局，通行统计，2026-09-30。"
LAST = "【来源 3】研究组纪要，2026-11-24。"
NEW = "11 月通行艘次回升约 12%【来源 4】。"
KB = f"""\
# 航运 活文档

## 一、航线

### 1.3 运河

{OPENING}

绕行好望角仍是基准情景。

## 来源清单

【来源 1】船东协会，年报，2026-03-01。
{SOURCE}
{LAST}
"""


def brief(suggestion: str) -> str:
    return f"""\
# shipping · E1 预消化简报（2026-12-15）

## 一、今日重要增量

### 条目 1：运河通行回升

- **来源**：运河管理局（2026-12-02）
- **要点**：11 月通行回升。
- **建议归入**：{suggestion}

## 四、本轮结论与建议动作

- 见条目 1。
"""


@pytest.mark.parametrize(
    "suggestion",
    [
        f"1.3 以「运河通行量」开头的那段末尾补一句：「{NEW}」",
        f"1.3 中以「运河通行量」开头的那段，在段末【来源 2】之后接一句：「{NEW}」",
        f"以「运河通行量」开头的那一段段末补一句：「{NEW}」",
        # The words quoted right after the section, as if a part: no part is so called.
        f"§1.3「运河通行量」段末补一句：「{NEW}」",
        f"1.3 的「运河通行量」段末补一句：「{NEW}」",
    ],
)
def test_the_sentence_ends_the_paragraph_named(suggestion: str) -> None:
    lines, rows = kb_after(KB, brief(suggestion))
    assert rows[0][0] == "proposed", rows
    assert lines == [OPENING + NEW if line == OPENING else line for line in KB.splitlines()]


def test_words_inside_a_paragraph_name_no_paragraph() -> None:
    lines, rows = kb_after(KB, brief(f"1.3 以「大型船舶尚未」开头的那段末尾补一句：「{NEW}」"))
    assert lines == KB.splitlines(), rows


def test_a_line_of_labelled_lines_is_an_entry_alone() -> None:
    lines, rows = kb_after(KB, brief("【来源 2】那条末尾补一句：「另见 10 月统计。」"))
    assert rows[0][0] == "proposed", rows
    assert lines == [
        SOURCE + "另见 10 月统计。" if line == SOURCE else line for line in KB.splitlines()
    ], lines
