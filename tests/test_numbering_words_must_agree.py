"""A brief's word for the unit it names (Chapter / Part / Section / 章 / 部分 / 节) must agree
with the heading's own word: `Chapter 3` where the one heading numbered 3 is `# Part III` is
unresolved with both words, never the part. A heading that writes no word (`## 3. Foo`) may be
named by any, and a bare `§3` or the heading's own word still finds it. Each phrasing is our
own, in the E1 format."""

from __future__ import annotations

import pytest

from kbpatch.api import propose
from kbpatch.kb import Kb
from kbpatch.models import ActionKind, Proposal, Status

from .conftest import KB_PATH

KB_PARTS = """\
# relay — living notes

# Part I — Basics

## Chapter 1 — Routing

- **Round robin** — spreads requests evenly.

## Chapter 2 — Limits

- **Token bucket** — caps bursts per tenant.

# Part III — Practice

- **Static pool** — fixed replica count.
"""

KB_CN_PARTS = """\
# relay 活文档

## 第一部分 基础

### 第1章 路由

- **RoundRobin**：均匀分发。

### 第2章 限流

- **TokenBucket**：按租户限制突发。

## 第三部分 实践

- **StaticPool**：固定副本数。
"""

KB_BARE = """\
# relay — living notes

## 1. Routing

- **Round robin** — spreads requests evenly.

## 2. Limits

- **Token bucket** — caps bursts per tenant.

## 3. Practice

- **Static pool** — fixed replica count.
"""


def brief(suggestion: str) -> str:
    """One item, LaneSplit, placed by `suggestion`."""
    return (
        "# relay · E1 预消化（2026-12-10）\n\n## 一、条目\n\n"
        "### 条目 1：LaneSplit 分道转发\n\n"
        "- 来源：organized/repo_cards/6101-lanesplit.md\n"
        "- 要点：长短请求分道排队。\n"
        f"- 建议归入：{suggestion}\n\n"
        "## 二、合并建议\n\n1. 照条目建议落笔。\n"
    )


def entry(proposal: Proposal) -> tuple[Status, str]:
    (found,) = [o for o in proposal.outcomes if o.action.kind is ActionKind.ADD_ENTRY]
    return found.status, found.reason


@pytest.mark.parametrize(
    ("kb", "suggestion", "heading"),
    [
        (KB_PARTS, "Chapter 3 新增一条 LaneSplit。", "Part III — Practice"),
        (KB_PARTS, "第 3 章新增一条 LaneSplit。", "Part III — Practice"),
        (KB_PARTS, "Section 3 新增一条 LaneSplit。", "Part III — Practice"),
        (KB_PARTS, "Add LaneSplit to Chapter 3.", "Part III — Practice"),
        (KB_CN_PARTS, "第三章新增一条 LaneSplit。", "第三部分 实践"),
        (KB_CN_PARTS, "Chapter 3 新增一条 LaneSplit。", "第三部分 实践"),
    ],
)
def test_a_unit_word_the_heading_does_not_write_is_unresolved(
    kb: str, suggestion: str, heading: str
) -> None:
    proposal = propose(brief(suggestion), Kb(kb, path=KB_PATH))
    status, reason = entry(proposal)
    assert status is Status.UNRESOLVED
    assert f"「{heading}」" in reason and "not guessing" in reason
    assert not proposal.patches


@pytest.mark.parametrize(
    ("kb", "suggestion", "after"),
    [
        (KB_PARTS, "Part III 新增一条 LaneSplit。", "- **Static pool** — fixed replica count."),
        (KB_PARTS, "Part 3 新增一条 LaneSplit。", "- **Static pool** — fixed replica count."),
        (KB_PARTS, "§3 新增一条 LaneSplit。", "- **Static pool** — fixed replica count."),
        (KB_CN_PARTS, "第三部分新增一条 LaneSplit。", "- **StaticPool**：固定副本数。"),
        (KB_BARE, "Section 2 新增一条 LaneSplit。", "- **Token bucket** — caps bursts per tenant."),
        (KB_BARE, "Chapter 3 新增一条 LaneSplit。", "- **Static pool** — fixed replica count."),
        (KB_BARE, "第 3 章新增一条 LaneSplit。", "- **Static pool** — fixed replica count."),
        (KB_BARE, "Part 3 新增一条 LaneSplit。", "- **Static pool** — fixed replica count."),
    ],
)
def test_a_unit_word_that_agrees_or_meets_no_word_finds_the_heading(
    kb: str, suggestion: str, after: str
) -> None:
    proposal = propose(brief(suggestion), Kb(kb, path=KB_PATH))
    status, _ = entry(proposal)
    assert status is Status.PROPOSED
    (patch,) = proposal.patches
    assert f" {after}\n+- **LaneSplit**" in patch.diff
