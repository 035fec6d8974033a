"""Open questions kept in a callout of any type whose title names them (`> [!NOTE] 开放问题`,
`> [!tip] Open questions`) with `> 1. …？` or `> - …？` lines, inside a section that is about
something else: a new question asked of the open questions goes on as the callout's next line,
in its form (the next number where numbered, its quoted blank line between items where it
keeps one). Two such callouts are reported. Every KB and request here is our own."""

from __future__ import annotations

from pathlib import Path

import pytest

from kbpatch.models import ActionKind, Status

from .conftest import proposed_and_applied, render_brief

BRIEF_PATH = "inbox/ke/2026-12-19-cache-e1prep.md"
KB_PATH = "organized/knowledge/cache.md"
DATE = "2026-12-19"

NUMBERED = """\
# cache 活文档

## 1 前缀缓存

- **RadixKV**：基数树共享前缀。（arXiv:2601.00101）
- **PageShare**：跨请求共享页表。（arXiv:2602.00202）

> [!NOTE] 开放问题
> 1. 缓存命中率能否在线预测？
> 2. 多租户之间如何隔离前缀？

## 2 换出策略

- **LRU-K**：按最近 K 次访问换出。
"""

BULLETED = NUMBERED.replace("> 1. ", "> - ").replace("> 2. ", "> - ")

SPACED = """\
# cache 活文档

## 1 前缀缓存

- **RadixKV**：基数树共享前缀。（arXiv:2601.00101）

> [!info]- Open questions (draft)
> 1. 缓存命中率能否在线预测？
>
> 2. 多租户之间如何隔离前缀？

本节每周更新。
"""


def brief(suggestion: str) -> str:
    return f"""\
# cache · E1 预消化简报（{DATE}）

## 一、条目

### 条目 1：TierCache

- 来源：arXiv:2612.08888
- 要点：三级缓存分层，热前缀常驻显存。
- 建议归入：{suggestion}
"""


def run(tmp_path: Path, kb: str, suggestion: str) -> tuple[int, str, str]:
    return proposed_and_applied(tmp_path, KB_PATH, kb, brief(suggestion), BRIEF_PATH)


def question_results(kb: str, suggestion: str) -> list[tuple[Status, str]]:
    lines = kb.splitlines(keepends=True)
    return [
        (r.status, r.reason)
        for a, r in render_brief(brief(suggestion), lines, DATE)
        if a.kind is ActionKind.ADD_QUESTION
    ]


PHRASINGS = [
    "开放问题新增一问：分层边界能否自动调整？",
    "开放问题中追加一个问题：「分层边界能否自动调整？」",
    "新增开放问题：分层边界能否自动调整？",
]


@pytest.mark.parametrize("suggestion", PHRASINGS)
def test_a_numbered_callout_takes_the_next_number(tmp_path: Path, suggestion: str) -> None:
    code, report, after = run(tmp_path, NUMBERED, suggestion)
    assert code == 0, report
    assert (
        "> 2. 多租户之间如何隔离前缀？\n> 3. 分层边界能否自动调整？（E1 2026-12-19 · 条目 1）\n"
        "\n## 2 换出策略\n"
    ) in after, after
    assert after.count("分层边界") == 1


@pytest.mark.parametrize("suggestion", PHRASINGS)
def test_a_bulleted_callout_takes_a_bullet(tmp_path: Path, suggestion: str) -> None:
    code, report, after = run(tmp_path, BULLETED, suggestion)
    assert code == 0, report
    assert (
        "> - 多租户之间如何隔离前缀？\n> - 分层边界能否自动调整？（E1 2026-12-19 · 条目 1）\n\n"
    ) in after, after


@pytest.mark.parametrize("suggestion", [*PHRASINGS, "§1 新增一问：分层边界能否自动调整？"])
def test_a_callout_with_quoted_blank_lines_keeps_them(tmp_path: Path, suggestion: str) -> None:
    code, report, after = run(tmp_path, SPACED, suggestion)
    assert code == 0, report
    assert (
        "> 2. 多租户之间如何隔离前缀？\n>\n> 3. 分层边界能否自动调整？（E1 2026-12-19 · 条目 1）\n"
        "\n本节每周更新。\n"
    ) in after, after


def test_a_question_the_callout_holds_is_not_added_again() -> None:
    ((status, reason),) = question_results(NUMBERED, "开放问题新增一问：多租户之间如何隔离前缀？")
    assert status is Status.ALREADY_PRESENT, reason


def test_two_callouts_titled_as_questions_are_reported() -> None:
    kb = NUMBERED + "\n> [!tip] 开放问题\n> - 换出代价如何计量？\n"
    ((status, reason),) = question_results(kb, PHRASINGS[0])
    assert status is Status.UNRESOLVED
    assert "2 callouts are titled as open questions" in reason, reason
