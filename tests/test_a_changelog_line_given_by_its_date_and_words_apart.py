"""A changelog line the brief gives by its date and words apart (`变更记一行，日期 2026-12-04，
内容为：…`, `修订记录追加一行，日期记 2026-12-04，内容写：…`), or whole with a colon after its date
where the list writes another mark (`* 2026-11-30 · …`), is written in the list's own form,
its words as the brief writes them (a section number in them asks nothing). Our own words, on
KBs of our own."""

from __future__ import annotations

import pytest

from .conftest import kb_after

DOTTED = """\
# 封装 知识库

## B. 产能

### B.1 月产能

- 台积电：CoWoS 月产能 7 万片。

## 变更

* 2026-11-21 · B.1 建立。
* 2026-11-30 · 合并 11-28 批。
"""
COLON = """\
# 钠电 知识库

## 1 产业

- 宁德时代：钠电量产。

## 修订记录

- 2026-11-20：建档。
- 2026-11-28：1 章补宁德时代。
"""


def brief(suggestion: str) -> str:
    return f"""\
# 知识库 · E1 预消化简报（2026-12-04）

## 一、今日重要增量

### 条目 1：新进展

- **来源**：公告（2026-12-01）
- **要点**：新数据。
- **建议归入**：{suggestion}

## 四、本轮结论与建议动作

- 见条目 1。
"""


@pytest.mark.parametrize(
    ("kb", "suggestion", "line"),
    [
        (
            DOTTED,
            "变更记一行，日期 2026-12-04，内容为：合并 12-04 批：B.1 补通富微电。",
            "* 2026-12-04 · 合并 12-04 批：B.1 补通富微电。",
        ),
        (DOTTED, "变更末尾记一行：`2026-12-04：合并 12-04 批。`", "* 2026-12-04 · 合并 12-04 批。"),
        (
            COLON,
            "修订记录追加一行，日期记 2026-12-04，内容写：合并 12-04 批，1 章补中科海钠。",
            "- 2026-12-04：合并 12-04 批，1 章补中科海钠。",
        ),
    ],
)
def test_the_line_is_written_in_the_list_s_form(kb: str, suggestion: str, line: str) -> None:
    lines, rows = kb_after(kb, brief(suggestion))
    assert [status for status, _ in rows] == ["proposed"], rows
    assert lines[:-1] == kb.splitlines(), lines
    assert lines[-1].startswith(line[:-1]), lines


def closing(line: str) -> str:
    """A brief whose one item asks nothing, and whose closing list asks for `line`."""
    return f"""\
# 知识库 · E1 预消化简报（2026-12-04）

## 一、今日重要增量

### 条目 1：新进展

- **来源**：公告（2026-12-01）
- **要点**：新数据。
- **建议归入**：仅观察。

## 四、本轮结论与建议动作

1. {line}
"""


@pytest.mark.parametrize(
    ("kb", "request_line", "line"),
    [
        (
            DOTTED,
            "变更记一行，日期 2026-12-04，内容为：合并 12-04 批：B.1 删除台积电条目；"
            "B.2 与 B.3 合并。",
            "* 2026-12-04 · 合并 12-04 批：B.1 删除台积电条目；B.2 与 B.3 合并。",
        ),
        (
            COLON,
            "修订记录追加一行，日期 2026-12-04，内容写：1 章新增中科海钠；"
            "条目 1 与条目 2 合并为一条。",
            "- 2026-12-04：1 章新增中科海钠；条目 1 与条目 2 合并为一条。",
        ),
        (
            COLON,
            "修订记录照例记一笔，原文：「- 2026-12-04：1 章更新宁德时代，删除旧条目。」",
            "- 2026-12-04：1 章更新宁德时代，删除旧条目。",
        ),
        (
            COLON,
            "修订记录登一条，照抄如下：「2026-12-04：1 章补中科海钠。」",
            "- 2026-12-04：1 章补中科海钠。",
        ),
    ],
)
def test_the_closing_list_s_line_is_written_and_its_words_ask_nothing(
    kb: str, request_line: str, line: str
) -> None:
    """The line a closing line gives (its date and words apart, or quoted after words saying
    it is the line word for word) is written, and the changes its words name (a deletion, a
    merge) are none the brief asks: nothing else is reported of them."""
    lines, rows = kb_after(kb, closing(request_line))
    assert [status for status, _ in rows if status != "skipped"] == ["proposed"], rows
    assert lines[:-1] == kb.splitlines(), lines
    assert lines[-1].startswith(line[:-1]), lines
    assert lines[-1].endswith("）"), lines
