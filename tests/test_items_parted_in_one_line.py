"""A closing line that says one thing of one item and another of the next (`条目 1 照建议，条目 2
不落笔`) withdraws only the item its refusal names; a line that withdraws a list of items
(`条目 1、条目 2：本轮都不落笔`) withdraws each of them."""

from __future__ import annotations

import pytest

from kbpatch.models import ActionKind, Status

from .conftest import render_brief

DATE = "2026-12-09"

KB = """\
# serving 活文档

## 一、缓存

### 1.1 前缀缓存

- **RadixCache**：按前缀树共享 KV。

### 1.2 卸载

- **LRU 换出**：冷块换到主机内存。
"""
LINES = KB.splitlines(keepends=True)


def brief(closing: str) -> str:
    return (
        "# serving · E1 预消化简报（2026-12-09）\n\n> 作者：lin\n\n## 一、增量\n\n"
        "### 条目 1：TierLoad（arXiv:2612.07701）\n\n"
        "- **要点**：TierLoad 按访问频率分三层放置 KV，命中率提高 9 点（单机自测）。\n"
        "- **建议归入**：§1.2 新增一条 TierLoad\n\n"
        "### 条目 2：SpillGate（arXiv:2612.07702）\n\n"
        "- **要点**：SpillGate 在换出前预估重算代价，尾延迟降 6%（作者自测）。\n"
        "- **建议归入**：§1.1 新增一条 SpillGate\n\n"
        f"## 二、结论与建议动作\n\n- {closing}\n"
    )


def outcomes(closing: str) -> dict[str, Status]:
    return {
        a.item_key: r.status
        for a, r in render_brief(brief(closing), LINES, DATE)
        if a.kind is ActionKind.ADD_ENTRY
    }


@pytest.mark.parametrize(
    "closing",
    [
        "条目 1 照建议，条目 2 不落笔。",
        "条目 2 不落笔，条目 1 照常。",
        "条目一照办，条目二撤回。",
        "条目 1 入档，条目 2 本轮暂缓。",
        "条目 1 按建议落笔；条目 2 先不做。",
    ],
)
def test_only_the_item_the_refusal_names_is_withdrawn(closing: str) -> None:
    assert outcomes(closing) == {"条目 1": Status.PROPOSED, "条目 2": Status.FORBIDDEN}


@pytest.mark.parametrize(
    "closing",
    [
        "条目 1、条目 2：本轮都不落笔。",
        "条目 1 和条目 2 都暂缓，理由见上。",
        "条目 2，条目 1：均不落笔。",
    ],
)
def test_a_list_of_items_withdrawn_together_withdraws_each(closing: str) -> None:
    assert outcomes(closing) == {"条目 1": Status.FORBIDDEN, "条目 2": Status.FORBIDDEN}
