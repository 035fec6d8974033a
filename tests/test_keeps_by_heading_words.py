"""A keep that names its section or chapter by the heading's words (`「分层存储」一节不动`,
`编排那一章不动`, `Leave the 分层存储 section as is`) keeps that section and everything under
it, as a keep by number does; a keep by number keeps an edit whose place is named by words.
A keep whose words name no heading of the document is reported, never dropped. Each phrasing
is our own, in the E1 format."""

from __future__ import annotations

from pathlib import Path

import pytest

from kbpatch.api import propose
from kbpatch.kb import Kb
from kbpatch.models import ActionKind, Proposal, Status

from .conftest import KB_PATH, git, make_repo

KB = """\
# serving 活文档

## 一、缓存与存储

### 1.1 前缀缓存

- **RadixCache**：按前缀树共享 KV。

### 1.2 分层存储

- **TierKV**：热温冷三档。

## 二、编排

### 2.1 批处理

- **ChunkFlow**：分块预填充与解码混排。

## 三、开放问题

1. 冷档落盘的延迟能否被预取掩盖？
"""


def brief(first: str, closing: str) -> str:
    """Two items, ColdSkip (its suggestion `first`) and BatchLens (§2.1), and a closing list."""
    return (
        "# serving · E1 预消化（2026-12-09）\n\n## 一、条目\n\n"
        "### 条目 1：ColdSkip 冷档跳读\n\n"
        "- 来源：organized/repo_cards/4001-coldskip.md\n"
        "- 要点：冷档只读被命中的块。\n"
        f"- 建议归入：{first}\n\n"
        "### 条目 2：BatchLens 批次观测\n\n"
        "- 来源：organized/repo_cards/4002-batchlens.md\n"
        "- 要点：逐批记录填充率。\n"
        "- 建议归入：§2.1 新增一条 BatchLens。\n\n"
        f"## 二、建议动作\n\n1. 照条目建议落笔。\n2. {closing}\n"
    )


def outcome_of(proposal: Proposal, item: str) -> Status:
    (entry,) = [
        o
        for o in proposal.outcomes
        if o.action.kind is ActionKind.ADD_ENTRY and o.action.item_key == item
    ]
    return entry.status


def applies(proposal: Proposal, tmp_path: Path) -> None:
    repo = make_repo(tmp_path / "kb", KB.encode())
    for patch in proposal.patches:
        git(repo.root, "apply", "--check", "-", input=patch.diff.encode())


@pytest.mark.parametrize(
    ("first", "closing"),
    [
        ("§1.2 新增一条 ColdSkip。", "「分层存储」一节不动。"),
        ("§1.2 新增一条 ColdSkip。", "分层存储那一节本轮不动。"),
        ("§1.2 新增一条 ColdSkip。", "Leave the 分层存储 section as is."),
        ("§1.2 新增一条 ColdSkip。", "「缓存与存储」一章不动。"),
        ("§1.2 新增一条 ColdSkip。", "缓存与存储那一章先不碰。"),
        ("§1.2 新增一条 ColdSkip。", "缓存与存储一章保持原样。"),
        ("「分层存储」一节新增一条 ColdSkip。", "第一章不动。"),
        ("「分层存储」一节新增一条 ColdSkip。", "§1 不动。"),
        ("§1.2 新增一条 ColdSkip。", "「缓存与存储」整体不动。"),
        ("§1.2 新增一条 ColdSkip。", "「分层存储」本轮不动。"),
        ("§1.2 新增一条 ColdSkip。", "存储（第一章）整体不动。"),
        ("「分层存储」一节新增一条 ColdSkip。", "缓存（§1）保持原样。"),
        # The heading's words, then 部分.
        ("§1.2 新增一条 ColdSkip。", "分层存储部分不动。"),
        ("§1.2 新增一条 ColdSkip。", "分层存储部分整体不动。"),
        ("§1.2 新增一条 ColdSkip。", "缓存与存储部分保持原样。"),
        ("「分层存储」一节新增一条 ColdSkip。", "分层存储那部分本轮不动。"),
        ("§1.2 新增一条 ColdSkip。", "缓存与存储这一部分先不动。"),
        # A negated verb ending the clause keeps the name before it too.
        ("§1.2 新增一条 ColdSkip。", "分层存储这部分不要动。"),
        ("§1.2 新增一条 ColdSkip。", "「分层存储」别碰。"),
        ("§1.2 新增一条 ColdSkip。", "缓存与存储部分本轮不要改。"),
    ],
)
def test_a_keep_by_heading_words_keeps_the_section_and_what_it_holds(
    first: str, closing: str, tmp_path: Path
) -> None:
    proposal = propose(brief(first, closing), Kb(KB, path=KB_PATH))
    assert outcome_of(proposal, "条目 1") is Status.FORBIDDEN
    assert outcome_of(proposal, "条目 2") is Status.PROPOSED
    (patch,) = proposal.patches
    assert "+- **BatchLens**" in patch.diff and "ColdSkip" not in patch.diff
    applies(proposal, tmp_path)


@pytest.mark.parametrize(
    "closing",
    [
        "「前缀缓存」一节不动。",
        "前缀缓存那一节不动。",
        "「编排」一章不动。",
        "第二章不动。",
        "编排部分不动。",
        "其余部分不动。",
    ],
)
def test_a_keep_by_heading_words_leaves_other_sections_editable(closing: str) -> None:
    proposal = propose(brief("「分层存储」一节新增一条 ColdSkip。", closing), Kb(KB, path=KB_PATH))
    assert outcome_of(proposal, "条目 1") is Status.PROPOSED


@pytest.mark.parametrize(
    "closing",
    [
        "「冷存储」一节不动。",
        "冷存储那一节不动。",
        "「冷存储」先不动。",
        "冷存储部分不动。",
        "冷存储这部分整体不动。",
    ],
)
def test_a_keep_naming_no_heading_is_reported_not_dropped(closing: str) -> None:
    proposal = propose(brief("§1.2 新增一条 ColdSkip。", closing), Kb(KB, path=KB_PATH))
    (kept,) = [o for o in proposal.outcomes if "冷存储" in o.action.reason]
    assert kept.status is Status.NOT_UNDERSTOOD
    assert "no heading named 「冷存储」" in kept.reason and "check by hand" in kept.reason


QUESTIONS_KB = """\
# retrieval 活文档

## 1. 重排

- **CrossRank**：交叉编码器重排。

## 2. 开放问题

- [ ] Q1: 稠密检索能否替代 BM25？
- [x] Q2: 重排成本能否降到一半？（已回答：否）
"""


@pytest.mark.parametrize(
    "keep",
    ["Q2 不要改勾选状态", "Q2 保持原样", "Q2 的勾选不动", "Q2 不动"],
)
def test_a_keep_of_one_question_lets_a_new_question_of_the_same_item_in(
    keep: str, tmp_path: Path
) -> None:
    text = brief("§1 新增一条 ColdSkip。", "照建议落笔。").replace(
        "§1 新增一条 ColdSkip。",
        f'§1 新增一条 ColdSkip；{keep}，另在开放问题新增一问："冷档跳读能否用于重排？"',
    )
    proposal = propose(text, Kb(QUESTIONS_KB, path=KB_PATH))
    (asked,) = [o for o in proposal.outcomes if o.action.kind is ActionKind.ADD_QUESTION]
    assert asked.status is Status.PROPOSED, asked.reason
    diffs = "".join(p.diff for p in proposal.patches)
    assert "+- [ ] Q3: 冷档跳读能否用于重排？" in diffs
    assert "-- [x] Q2" not in diffs
    repo = make_repo(tmp_path / "kb", QUESTIONS_KB.encode())
    for patch in proposal.patches:
        git(repo.root, "apply", "--check", "-", input=patch.diff.encode())


def test_a_keep_of_one_question_still_forbids_an_edit_of_that_question() -> None:
    text = brief("§1 新增一条 ColdSkip。", "照建议落笔。").replace(
        "§1 新增一条 ColdSkip。", 'Q2 末尾补一句"（另见 ColdSkip）"；Q2 不动。'
    )
    proposal = propose(text, Kb(QUESTIONS_KB, path=KB_PATH))
    (appended,) = [o for o in proposal.outcomes if o.action.kind is ActionKind.APPEND]
    assert appended.status is Status.FORBIDDEN
