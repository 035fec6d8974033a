"""A keep of a larger unit holds every unit the document nests under it, whatever their
numbers: `Part II 不动` keeps `## Chapter 3` under `# Part II`, though 3 is no sub-number of 2,
and so does `第二部分保持不动` beside `## 第3章` under `# 第二部分`. An exception the same
keep names (`Part II 除 Chapter 3 外不动`) stays editable; a chapter of another part stays
editable. Each phrasing is our own, in the E1 format."""

from __future__ import annotations

import pytest

from kbpatch.api import propose
from kbpatch.kb import Kb
from kbpatch.models import ActionKind, Proposal, Status

from .conftest import KB_PATH

KB_EN = """\
# relay — living notes on request routing

Kept by the edge team. Each entry is one bullet: bold name, an em dash, the claim.

# Part I — Basics

## Chapter 1 — Routing

- **Round robin** — spreads requests evenly; ignores load.

## Chapter 2 — Limits

- **Token bucket** — caps bursts per tenant.

# Part II — Scaling

## Chapter 3 — Replicas

- **Static pool** — fixed replica count; cheap but slow to react.

## Chapter 4 — Health

- **Probe checks** — a replica failing two probes leaves the pool.

# Part III — Open questions

1. Can routing stay fair when prompts differ 100× in length?
"""

KB_CN = (
    KB_EN.replace("# Part I — Basics", "# 第一部分 基础")
    .replace("# Part II — Scaling", "# 第二部分 扩展")
    .replace("# Part III — Open questions", "# 第三部分 开放问题")
    .replace("## Chapter 1 — ", "## 第1章 ")
    .replace("## Chapter 2 — ", "## 第2章 ")
    .replace("## Chapter 3 — ", "## 第3章 ")
    .replace("## Chapter 4 — ", "## 第4章 ")
)


KB_NUM = """\
# relay 活文档

## 3 扩缩

### 3.1 副本

- **StaticPool** — 固定副本数。

### 3.2 健康

- **ProbeCheck** — 两次探测失败即摘除。
"""


def brief(suggestion: str, closing: str) -> str:
    """One item, LaneSplit, placed by `suggestion`, and a closing list ending in `closing`."""
    return (
        "# relay · E1 预消化（2026-12-10）\n\n## 一、条目\n\n"
        "### 条目 1：LaneSplit 分道转发\n\n"
        "- 来源：organized/repo_cards/6101-lanesplit.md\n"
        "- 要点：长短请求分道排队。\n"
        f"- 建议归入：{suggestion}\n\n"
        f"## 二、合并建议\n\n1. 照条目建议落笔。\n2. {closing}\n"
    )


def entry_status(proposal: Proposal) -> Status:
    (entry,) = [o for o in proposal.outcomes if o.action.kind is ActionKind.ADD_ENTRY]
    return entry.status


@pytest.mark.parametrize(
    ("kb", "suggestion", "closing"),
    [
        (KB_EN, "Chapter 3 新增一条 LaneSplit。", "Part II 不动。"),
        (KB_EN, "Chapter 4 新增一条 LaneSplit。", "leave Part II alone."),
        (KB_EN, "Chapter 3 新增一条 LaneSplit。", "第二部分保持不动。"),
        (KB_EN, "Chapter 4 新增一条 LaneSplit。", "Part II 本轮整体不动。"),
        (KB_EN, "「Replicas」一章新增一条 LaneSplit。", "Part II 先不碰。"),
        (KB_CN, "第3章新增一条 LaneSplit。", "第二部分本轮不动。"),
        (KB_CN, "第4章新增一条 LaneSplit。", "第二部分整体保持原样。"),
        (KB_CN, "第 3 章新增一条 LaneSplit。", "Part II 不动。"),
        (KB_EN, "Chapter 4 新增一条 LaneSplit。", "Part II 不动，只在 Chapter 3 加一句说明。"),
    ],
)
def test_a_keep_of_a_part_forbids_an_edit_of_a_chapter_inside_it(
    kb: str, suggestion: str, closing: str
) -> None:
    proposal = propose(brief(suggestion, closing), Kb(kb, path=KB_PATH))
    assert entry_status(proposal) is Status.FORBIDDEN
    assert not proposal.patches


@pytest.mark.parametrize(
    ("kb", "suggestion", "closing"),
    [
        (KB_EN, "Chapter 1 新增一条 LaneSplit。", "Part II 不动。"),
        (KB_EN, "Chapter 2 新增一条 LaneSplit。", "leave Part II alone."),
        (KB_CN, "第1章新增一条 LaneSplit。", "第二部分保持不动。"),
        (KB_EN, "Chapter 3 新增一条 LaneSplit。", "Part I 不动。"),
        (KB_EN, "Chapter 3 新增一条 LaneSplit。", "Part II 除 Chapter 3 外不动。"),
        (KB_CN, "第3章新增一条 LaneSplit。", "第二部分除第3章外不动。"),
        # The place the keep's own line names after "only" is its exception.
        (KB_EN, "Chapter 3 新增一条 LaneSplit。", "Part II 不动，只在 Chapter 3 新增 LaneSplit。"),
        (
            KB_EN,
            "Chapter 3 新增一条 LaneSplit。",
            "Part II 整体不动，仅在 Chapter 3 补 LaneSplit。",
        ),
        (KB_CN, "第3章新增一条 LaneSplit。", "第二部分保持不动，只在第3章新增 LaneSplit。"),
        (KB_NUM, "§3.2 新增一条 LaneSplit。", "§3 整章不动，只在 §3.2 新增 LaneSplit。"),
        (KB_NUM, "§3.2 新增一条 LaneSplit。", "§3 不动，但只在 §3.2 加 LaneSplit。"),
    ],
)
def test_a_chapter_outside_the_kept_part_or_excepted_stays_editable(
    kb: str, suggestion: str, closing: str
) -> None:
    proposal = propose(brief(suggestion, closing), Kb(kb, path=KB_PATH))
    assert entry_status(proposal) is Status.PROPOSED
    (patch,) = proposal.patches
    assert "+- **LaneSplit** — 长短请求分道排队。" in patch.diff


@pytest.mark.parametrize(
    ("kb", "suggestion", "closing", "kept", "excepted"),
    [
        (
            KB_NUM,
            "§3.1 新增一条 LaneSplit。",
            "§3 整章不动，只在 §3.2 新增 LaneSplit。",
            "3.1",
            "3.2",
        ),
        (
            KB_EN,
            "Chapter 4 新增一条 LaneSplit。",
            "Part II 不动，只在 Chapter 3 新增 LaneSplit。",
            "4",
            "3",
        ),
    ],
)
def test_only_the_place_the_keep_excepts_is_edited(
    kb: str, suggestion: str, closing: str, kept: str, excepted: str
) -> None:
    proposal = propose(brief(suggestion, closing), Kb(kb, path=KB_PATH))
    status = {
        o.action.target.key: o.status
        for o in proposal.outcomes
        if o.action.kind is ActionKind.ADD_ENTRY and o.action.target
    }
    assert status == {kept: Status.FORBIDDEN, excepted: Status.PROPOSED}
