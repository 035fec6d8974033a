"""An English verb inside a Chinese frame (`在 §3.2 的末尾 add 一条 **X** entry`, `在 Chapter 4
的最后 append 一条 X entry`) asks for a new entry at that section's end, as `新增一条` does; the
English noun after the name (`entry`) is no part of the name. Each phrasing is our own, in the
E1 format."""

from __future__ import annotations

import pytest

from kbpatch.api import propose
from kbpatch.kb import Kb
from kbpatch.models import ActionKind, Status

from .conftest import KB_PATH

KB_NUMBERED = """\
# relay 活文档

## 2 路由

### 2.1 轮询

- **RoundRobin**：均匀分发。

## 3 扩缩

### 3.1 副本

- **StaticPool**：固定副本数。

### 3.2 健康

- **ProbeCheck**：两次探测失败即摘除。
"""

KB_CHAPTERS = """\
# relay — living notes

# Part I — Basics

## Chapter 1 — Routing

- **Round robin** — spreads requests evenly.

# Part II — Scaling

## Chapter 3 — Replicas

- **Static pool** — fixed replica count.

## Chapter 4 — Health

- **Probe checks** — a replica failing two probes leaves the pool.
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


@pytest.mark.parametrize(
    ("kb", "suggestion", "after", "new"),
    [
        (
            KB_NUMBERED,
            "在 §3.2 的末尾 add 一条 **LaneSplit** entry。",
            "- **ProbeCheck**：两次探测失败即摘除。",
            "- **LaneSplit**：长短请求分道排队。",
        ),
        (
            KB_NUMBERED,
            "在 §3.1 的最后 add 一个 **LaneSplit** 条目。",
            "- **StaticPool**：固定副本数。",
            "- **LaneSplit**：长短请求分道排队。",
        ),
        (
            KB_NUMBERED,
            "在 §2.1 末尾 append 一个 **LaneSplit** entry。",
            "- **RoundRobin**：均匀分发。",
            "- **LaneSplit**：长短请求分道排队。",
        ),
        (
            KB_NUMBERED,
            "在 §3.2 的末尾新增一条 **LaneSplit** entry。",
            "- **ProbeCheck**：两次探测失败即摘除。",
            "- **LaneSplit**：长短请求分道排队。",
        ),
        (
            KB_NUMBERED,
            "§3.1 新增一条 LaneSplit entry。",
            "- **StaticPool**：固定副本数。",
            "- **LaneSplit**：长短请求分道排队。",
        ),
        (
            KB_CHAPTERS,
            "在 Chapter 3 的末尾 add 一条 **LaneSplit** entry。",
            "- **Static pool** — fixed replica count.",
            "- **LaneSplit** — 长短请求分道排队。",
        ),
        (
            KB_CHAPTERS,
            "在 Chapter 4 — Health 的最后 append 一条 LaneSplit entry。",
            "- **Probe checks** — a replica failing two probes leaves the pool.",
            "- **LaneSplit** — 长短请求分道排队。",
        ),
        (
            KB_CHAPTERS,
            "在 Chapter 3 — Replicas 末尾 add 一条 **LaneSplit**。",
            "- **Static pool** — fixed replica count.",
            "- **LaneSplit** — 长短请求分道排队。",
        ),
    ],
)
def test_an_english_add_verb_in_a_chinese_frame_adds_the_entry_at_the_end(
    kb: str, suggestion: str, after: str, new: str
) -> None:
    proposal = propose(brief(suggestion), Kb(kb, path=KB_PATH))
    (entry,) = [o for o in proposal.outcomes if o.action.kind is ActionKind.ADD_ENTRY]
    assert entry.status is Status.PROPOSED
    (patch,) = proposal.patches
    assert f" {after}\n+{new}" in patch.diff
    assert "**entry**" not in patch.diff and "LaneSplit entry" not in patch.diff
