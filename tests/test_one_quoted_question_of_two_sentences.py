"""A question quoted whole is one question, however many `？` sentences it holds
(`添一问："A 是否够用？若不够，B 还是 C？"`), also when a quoted name of the list stands before
the verb (`「待解问题」添一问：…`) or after it (`添一问到「待解问题」：…`): the list's name is no
question. Each phrasing is our own, in the E1 format."""

from __future__ import annotations

import pytest

from kbpatch.api import propose
from kbpatch.kb import Kb
from kbpatch.models import ActionKind, Status

from .conftest import KB_PATH

KB = """\
# relay 活文档

## 1 路由

### 1.1 轮询

- **RoundRobin**：均匀分发。

## 2 评测

### 2.1 口径

- **P99**：按尾延迟计。

### 2.2 待解问题

1. 长短请求混排时公平性如何度量？
"""

QUESTION = "分片是否足够均衡？若不均衡，迁移还是重建？"


def brief(suggestion: str) -> str:
    """One item whose suggestion is `suggestion`."""
    return (
        "# relay · E1 预消化（2026-12-10）\n\n## 一、条目\n\n"
        "### 条目 1：ShardLens 分片观测\n\n"
        "- 来源：organized/repo_cards/6103-shardlens.md\n"
        "- 要点：逐租户统计分片负载。\n"
        f"- 建议归入：{suggestion}\n\n"
        "## 二、合并建议\n\n1. 照条目建议落笔。\n"
    )


@pytest.mark.parametrize(
    "suggestion",
    [
        f'§2.2「待解问题」添一问："{QUESTION}"',
        f'第二章「待解问题」一节补一个问题："{QUESTION}"',
        f"「待解问题」新增一问：「{QUESTION}」",
        f"在「待解问题」里加一问「{QUESTION}」",
        f'新增开放问题："{QUESTION}"',
        f'待解问题添一问到「待解问题」："{QUESTION}"',
    ],
)
def test_a_question_quoted_whole_is_one_question(suggestion: str) -> None:
    proposal = propose(brief(suggestion), Kb(KB, path=KB_PATH))
    questions = [o for o in proposal.outcomes if o.action.kind is ActionKind.ADD_QUESTION]
    assert [o.status for o in questions] == [Status.PROPOSED]
    assert not [o for o in proposal.outcomes if o.status is Status.NOT_UNDERSTOOD]
    (patch,) = proposal.patches
    added = [line for line in patch.diff.splitlines() if line.startswith("+2.")]
    assert added == [f"+2. {QUESTION}（E1 2026-12-10 · 条目 1）"]
    assert "待解问题（E1" not in patch.diff


def test_two_quoted_questions_stay_two() -> None:
    proposal = propose(
        brief('§2.2 添两问："分片是否足够均衡？"与"迁移还是重建？"'), Kb(KB, path=KB_PATH)
    )
    (patch,) = proposal.patches
    assert "+2. 分片是否足够均衡？（E1" in patch.diff and "+3. 迁移还是重建？（E1" in patch.diff
