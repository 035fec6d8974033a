"""A list of references labelled in tortoise-shell brackets (`〔27〕机构，标题，日期，链接`)
takes a reference the brief writes out whole in that form, as given, after the last, its
label the one the brief gives; a label listed already is reported. Before, the section was
refused as a list of references in a form kbpatch does not write. Our own words, on a KB of
our own."""

from __future__ import annotations

import pytest

from .conftest import kb_after

LAST = "〔2〕乙机构，年度报告，2026-10-01，https://example.org/yi"
KB = f"""\
# 细胞治疗 活文档

## 1 概览

甲疗法已上市〔1〕。

## 9 文献

〔1〕甲机构，上市公告，2026-09-01，https://example.org/jia
{LAST}
"""
NEW = "〔3〕丙协会，交付调研，2026-11-25，https://example.org/bing"


def brief(suggestion: str) -> str:
    return f"""\
# cell · E1 预消化简报（2026-12-18）

## 一、今日重要增量

### 条目 1：交付调研

- **来源**：丙协会（2026-11-25）
- **要点**：交付周期缩短。
- **建议归入**：{suggestion}

## 四、本轮结论与建议动作

- 见条目 1。
"""


@pytest.mark.parametrize(
    "suggestion",
    [
        f"§9 补一条：`{NEW}`",
        f"文献一节末尾补一条：「{NEW}」",
        f"§9 新增文献一条：「{NEW}」",
        f"§9 补：`{NEW}`",
        f"§9 同步补：`{NEW}`",
        f"§9 末尾新增一行：`{NEW}`",
    ],
)
def test_the_reference_follows_the_last(suggestion: str) -> None:
    lines, rows = kb_after(KB, brief(suggestion))
    assert rows[0][0] == "proposed", rows
    added = f"{NEW} （E1 2026-12-18 · 条目 1）"
    assert lines == [x for k in KB.splitlines() for x in ([k, added] if k == LAST else [k])]


def test_a_label_listed_already_is_reported() -> None:
    lines, rows = kb_after(KB, brief("§9 补一条：`〔2〕丁机构，简报，2026-11-30`"))
    assert lines == KB.splitlines(), rows
    assert rows[0][0] == "unresolved" and "〔2〕" in rows[0][1], rows


def test_a_keep_of_a_reference_s_line_holds_no_sentence_citing_it() -> None:
    """`〔2〕那一行的日期也不改` keeps the reference line `〔2〕…`, not the sentence of §1 that
    cites it (`…已上市〔2〕。`): a change of that sentence stands; one of the line is held."""
    kb = KB.replace("甲疗法已上市〔1〕。", "甲疗法已上市，累计约 40 例〔2〕。")
    text = brief("§1 把「累计约 40 例」改为「累计约 44 例」。").replace(
        "- **要点**：交付周期缩短。",
        "- **要点**：交付周期缩短。\n- **值得警惕**：〔2〕那一行的日期也不改。",
    )
    lines, rows = kb_after(kb, text)
    assert rows[0][0] == "proposed", rows
    assert "甲疗法已上市，累计约 44 例〔2〕。" in lines, lines


def test_a_keep_of_a_reference_s_line_holds_a_change_of_it() -> None:
    text = brief("§9 把「2026-10-01」改为「2026-10-02」。").replace(
        "- **要点**：交付周期缩短。",
        "- **要点**：交付周期缩短。\n- **值得警惕**：〔2〕那一行的日期也不改。",
    )
    lines, rows = kb_after(KB, text)
    assert lines == KB.splitlines(), rows
