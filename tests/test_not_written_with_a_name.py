"""`§1.1 X 不落笔`: a section, a name, then "not written" keeps that section; it never reads
落笔 as the add verb and files the item's entry there (the negation before it was lost when a
name stood between the section and the words)."""

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


def brief(suggestion: str) -> str:
    return (
        "# serving · E1 预消化简报（2026-12-09）\n\n> 作者：lin\n\n## 一、增量\n\n"
        "### 条目 1：TierLoad（arXiv:2612.07701）\n\n"
        "- **要点**：TierLoad 按访问频率分三层放置 KV，命中率提高 9 点（单机自测）。\n"
        f"- **建议归入**：{suggestion}\n"
    )


@pytest.mark.parametrize(
    "suggestion",
    [
        "§1.2 新增一条 TierLoad；§1.1 TierLoad 不落笔。",
        "§1.2 新增一条 TierLoad；§1.1 TierLoad 暂不落笔。",
        "§1.2 补一条 TierLoad，§1.1 这边 TierLoad 本轮不落笔。",
        "§1.2 新增一条 TierLoad；§1.1 的 TierLoad 先不动笔。",
    ],
)
def test_a_section_a_name_and_not_written_adds_nothing_there(suggestion: str) -> None:
    results = render_brief(brief(suggestion), LINES, DATE)
    adds = [(a.target.key if a.target else "", r) for a, r in results if a.kind.edits_document]
    assert [key for key, _ in adds] == ["1.2"]
    assert adds[0][1].status is Status.PROPOSED, adds[0][1].reason
    [kept] = [a for a, _ in results if a.kind is ActionKind.CONSTRAINT]
    assert kept.target is not None and kept.target.key == "1.1"


def test_written_as_suggested_is_still_an_add() -> None:
    results = render_brief(brief("§1.2 照建议落笔，新增一条 TierLoad。"), LINES, DATE)
    [(add, result)] = [(a, r) for a, r in results if a.kind.edits_document]
    assert add.target is not None and add.target.key == "1.2"
    assert result.status is Status.PROPOSED, result.reason
