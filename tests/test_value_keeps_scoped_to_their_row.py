"""A keep of a value that names its row (`A100 的 2.10 保持不变`) keeps that row's value only:
a replace of the same value in another row (`H100 的 2.10 调成 1.95`) is proposed; a replace
of the kept row's value, or one that names no row, is still forbidden. An unquoted new value
stops before the aside the brief opens after it (`改为 1.95（…）` writes `1.95`). Each
phrasing is our own, in the E1 format."""

from __future__ import annotations

import pytest

from kbpatch.api import propose
from kbpatch.kb import Kb
from kbpatch.models import Proposal, Status

from .conftest import KB_PATH

KB = """\
# gpu 活文档

## 1 成本

| GPU | 单价（USD/h） | 备注 |
|---|---|---|
| A100 | 2.10 | 按需 |
| H100 | 2.10 | 预留 |
"""


def brief(suggestion: str) -> str:
    """One item whose suggestion is `suggestion`."""
    return (
        "# gpu · E1 预消化（2026-12-10）\n\n## 一、条目\n\n"
        "### 条目 1：H100 预留价下调\n\n"
        "- 来源：organized/repo_cards/6102-h100.md\n"
        "- 要点：H100 预留价下调。\n"
        f"- 建议归入：{suggestion}\n\n"
        "## 二、合并建议\n\n1. 照条目建议落笔。\n"
    )


def value_edits(proposal: Proposal) -> list[Status]:
    return [o.status for o in proposal.outcomes if o.action.kind.changes_values]


@pytest.mark.parametrize(
    "suggestion",
    [
        "§1 A100 的 2.10 保持不变；只把 H100 的 2.10 调成 1.95。",
        "§1 A100 那行的 2.10 不动，H100 那行的 2.10 改为 1.95。",
        "§1 A100 的 2.10 维持原样，H100 的 2.10 更新为 1.95。",
        "§1：A100 的 2.10 别动；H100 的 2.10 → 1.95。",
        "§1 H100 的 2.10 改为 1.95，A100 的 2.10 不变。",
        "§1 H100 的单价 2.10 下调为 1.95（A100 的 2.10 无需改动）。",
    ],
)
def test_a_value_kept_in_one_row_leaves_the_same_value_of_another_row_editable(
    suggestion: str,
) -> None:
    proposal = propose(brief(suggestion), Kb(KB, path=KB_PATH))
    assert value_edits(proposal) == [Status.PROPOSED]
    (patch,) = proposal.patches
    assert "-| H100 | 2.10 | 预留 |\n+| H100 | 1.95 | 预留 |" in patch.diff
    assert "A100 | 1.95" not in patch.diff


@pytest.mark.parametrize(
    "suggestion",
    [
        "§1 A100 的 2.10 保持不变；只把 A100 的 2.10 调成 1.95。",
        "§1 A100 的 2.10 保持不变；把 2.10 调成 1.95。",
        "§1 2.10 保持不变；H100 的 2.10 调成 1.95。",
        "§1 A100 的 2.10 不动，A100 那行的 2.10 改为 1.95。",
    ],
)
def test_a_value_kept_in_its_row_or_everywhere_is_still_forbidden(suggestion: str) -> None:
    proposal = propose(brief(suggestion), Kb(KB, path=KB_PATH))
    assert Status.FORBIDDEN in value_edits(proposal)
    assert Status.PROPOSED not in value_edits(proposal)
    assert not proposal.patches


@pytest.mark.parametrize(
    "suggestion",
    [
        "§1 H100 的 2.10 改为 1.95（见报价单）。",
        "§1 H100 的 2.10 调成 1.95(list price)。",
        "§1 H100 的单价 2.10 下调为 1.95（预留价）。",
        "§1 H100 那行 2.10 更新为 1.95（2026-12 起）。",
    ],
)
def test_an_unquoted_new_value_stops_before_its_aside(suggestion: str) -> None:
    proposal = propose(brief(suggestion), Kb(KB, path=KB_PATH))
    (patch,) = proposal.patches
    assert "+| H100 | 1.95 | 预留 |" in patch.diff
