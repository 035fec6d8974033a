"""A line named by its quoted words, then a verb giving it a source right after the quote
(`§2 "X" 加上 arXiv:…`, `「X」附 arXiv:…`, `"X" 挂上链接 https://…`), with no `这行` / `那条`
between: the source goes to the one line of the section holding the quote, or the request is
reported (no line holds it, or several do). It is never a new entry named after the item.
Each phrasing is our own."""

from __future__ import annotations

import pytest

from kbpatch.models import ActionKind, Status

from .conftest import render_brief

DATE = "2026-12-02"

KB = """\
# retrieval 活文档

## 1. 检索器

- 稠密检索：双塔编码器，召回稳定。

## 2. 趋势

- 重排从交叉编码器走向 listwise 大模型，延迟成为主要代价。
- 检索与生成的边界变模糊：长上下文模型开始吞下整篇语料。
- 评测口径收紧：检索基准要求报告延迟与显存。

## 3. 引用列表

1. arXiv:2401.00001 — Dense Retrieval〔§1〕
"""
LINES = KB.splitlines(keepends=True)
TREND = "- 重排从交叉编码器走向 listwise 大模型，延迟成为主要代价"


def brief(suggestion: str) -> str:
    return (
        "# retrieval · E1 预消化简报（2026-12-02）\n\n"
        "## 一、今日条目\n\n"
        "### 条目 1：排序模型的蒸馏\n\n"
        "- **来源**：organized/paper_cards/2001-2610-27719.md\n"
        "- **要点**：把 listwise 重排蒸馏到小模型，延迟降到三分之一。\n"
        f"- **建议归入**：{suggestion}\n\n"
        "## 二、本轮合并建议\n\n- 见条目 1。\n"
    )


def edits(suggestion: str) -> list[tuple[ActionKind, Status, list[str], str]]:
    return [
        (
            a.kind,
            r.status,
            [line for line in r.edit.lines if line not in LINES] if r.edit else [],
            r.reason,
        )
        for a, r in render_brief(brief(suggestion), LINES, DATE)
        if a.kind.edits_document
    ]


@pytest.mark.parametrize(
    "suggestion",
    [
        '§2 "重排从交叉编码器走向 listwise 大模型" 加上 arXiv:2610.27719。',
        "「趋势」一节「重排从交叉编码器走向 listwise」添上 arXiv:2610.27719",
        '§2 "listwise 大模型" 附 arXiv:2610.27719，其余不动。',
        "§2『延迟成为主要代价』挂上（arXiv:2610.27719）。",
        '§2 "重排从交叉编码器" 末尾加 arXiv:2610.27719',
        '§2 "listwise 大模型" 添加 arXiv:2610.27719。',
        "§2「延迟成为主要代价」末尾追加（arXiv:2610.27719）",
        '§2 "重排从交叉编码器走向" 增加 arXiv:2610.27719',
    ],
)
def test_a_source_after_a_quoted_line_goes_to_that_line(suggestion: str) -> None:
    assert edits(suggestion) == [
        (ActionKind.ADD_SOURCE, Status.PROPOSED, [f"{TREND}（arXiv:2610.27719）。\n"], "")
    ]


@pytest.mark.parametrize(
    "suggestion",
    [
        '§2 "重排从交叉编码器走向 listwise 大模型" 加上链接 https://example.org/rr',
        "§2「listwise 大模型」补上 URL https://example.org/rr",
        '§2 "延迟成为主要代价" 附上 https://example.org/rr。',
        "§2『重排从交叉编码器』添 https://example.org/rr",
    ],
)
def test_a_link_after_a_quoted_line_goes_to_that_line(suggestion: str) -> None:
    assert edits(suggestion) == [
        (ActionKind.ADD_SOURCE, Status.PROPOSED, [f"{TREND}（https://example.org/rr）。\n"], "")
    ]


@pytest.mark.parametrize(
    ("suggestion", "why"),
    [
        ('§2 "延迟" 加上 arXiv:2610.27719。', "several lines"),
        ("§2「检索」添上 arXiv:2610.27719", "several lines"),
        ('§2 "向量数据库成为标配" 附 arXiv:2610.27719。', "no line"),
        ("§2『稀疏检索回潮』挂上 arXiv:2610.27719", "no line"),
    ],
)
def test_a_quote_no_line_or_several_lines_hold_is_reported(suggestion: str, why: str) -> None:
    [(kind, status, written, reason)] = edits(suggestion)
    assert kind is ActionKind.ADD_SOURCE
    assert status is Status.UNRESOLVED
    assert not written
    assert why in reason.replace("stands on several lines", "several lines").replace(
        "no line of this section", "no line"
    )
