"""A keep of "the rest" of a chapter (`第2章其余各节均不动`, `第二章其他小节保持原样`, `「调度」一章
其余各节不动`) keeps the sections the brief does not edit: the brief's own edits in that chapter
are proposed, never marked as forbidden by the brief that asks them. A keep that names a section
itself (`§2.1 不动`, beside the rest or alone) still forbids an edit there. Each phrasing is our
own, in the E1 format."""

from __future__ import annotations

from pathlib import Path

import pytest

from kbpatch.api import propose
from kbpatch.kb import Kb
from kbpatch.models import ActionKind, Proposal, Status

from .conftest import KB_PATH, git, make_repo

KB = """\
# 训练活文档

## 1 数据

### 1.1 清洗

- **DedupLite**：近重复文档按 MinHash 去除。

### 1.2 配比

- **MixTune**：按验证损失调整领域配比。

## 2 调度

### 2.1 流水线

- **PipeZero**：气泡率压到 8%。

### 2.2 检查点

- **SnapSave**：异步落盘，每次约 40 秒。

### 2.3 容错

- **ReviveRun**：掉卡后自动重排。
"""


def brief(first: str, closing: str) -> str:
    """Two items: StageMix (its suggestion `first`) and TokenSieve (§1.1), and a closing list."""
    return (
        "# 训练 · E1 预消化（2026-12-10）\n\n## 一、条目\n\n"
        "### 条目 1：StageMix 分段流水线\n\n"
        "- 来源：organized/repo_cards/5101-stagemix.md\n"
        "- 要点：把微批切成两段交错执行。\n"
        f"- 建议归入：{first}\n\n"
        "### 条目 2：TokenSieve 词元筛\n\n"
        "- 来源：organized/repo_cards/5102-tokensieve.md\n"
        "- 要点：按困惑度筛掉低质词元。\n"
        "- 建议归入：§1.1 新增一条 TokenSieve。\n\n"
        f"## 二、建议动作\n\n1. 照条目建议落笔。\n2. {closing}\n"
    )


def statuses(proposal: Proposal, item: str) -> list[Status]:
    return [
        o.status
        for o in proposal.outcomes
        if o.action.kind.edits_document and o.action.item_key == item
    ]


def applies(proposal: Proposal, tmp_path: Path) -> None:
    repo = make_repo(tmp_path / "kb", KB.encode())
    for patch in proposal.patches:
        git(repo.root, "apply", "--check", "-", input=patch.diff.encode())


ADD = "§2.1 新增一条 StageMix。"
CHANGE = '§2.2 SnapSave 一条"约 40 秒"改为"约 25 秒"。'


@pytest.mark.parametrize(
    ("first", "closing", "written"),
    [
        (ADD, "第2章其余各节均不动。", "+- **StageMix**"),
        (ADD, "第二章其他小节保持原样。", "+- **StageMix**"),
        (ADD, "第2章的其余部分不改。", "+- **StageMix**"),
        (ADD, "第2章 剩下的小节 先不动。", "+- **StageMix**"),
        (ADD, "「调度」一章其余各节不动。", "+- **StageMix**"),
        ("「流水线」一节新增一条 StageMix。", "第2章其余各节均不动。", "+- **StageMix**"),
        ("「流水线」一节新增一条 StageMix。", "「调度」一章其余各节不动。", "+- **StageMix**"),
        (ADD, "§1.2 与第2章其余各节均不动。", "+- **StageMix**"),
        (CHANGE, "第2章其余各节均不动。", "+- **SnapSave**：异步落盘，每次约 25 秒。"),
        (CHANGE, "第二章其他小节维持原样。", "+- **SnapSave**：异步落盘，每次约 25 秒。"),
    ],
)
def test_a_keep_of_the_rest_of_a_chapter_leaves_the_briefs_own_edit(
    first: str, closing: str, written: str, tmp_path: Path
) -> None:
    proposal = propose(brief(first, closing), Kb(KB, path=KB_PATH))
    assert statuses(proposal, "条目 1") == [Status.PROPOSED]
    assert statuses(proposal, "条目 2") == [Status.PROPOSED]
    assert not any(o.action.forbidden_by for o in proposal.outcomes)
    assert any(written in patch.diff for patch in proposal.patches)
    assert any(o.action.kind is ActionKind.CONSTRAINT for o in proposal.outcomes)
    applies(proposal, tmp_path)


@pytest.mark.parametrize(
    "closing",
    [
        "§2.1 不动。",
        "§2.1 不动，第2章其余各节也不动。",
        "第2章其余各节均不动；§2.1 也不动。",
        "§2.1、第2章其余各节均不动。",
        "「流水线」一节与第2章其余各节均保持原样。",
    ],
)
def test_a_keep_naming_the_section_itself_still_forbids_its_edit(closing: str) -> None:
    proposal = propose(brief(ADD, closing), Kb(KB, path=KB_PATH))
    assert statuses(proposal, "条目 1") == [Status.FORBIDDEN]
    assert statuses(proposal, "条目 2") == [Status.PROPOSED]
    (patch,) = proposal.patches
    assert "StageMix" not in patch.diff and "+- **TokenSieve**" in patch.diff
