"""A keep word alone before a request (`照旧，§1.2 新增…`, `照旧：…`, `维持原样，…`) says "as
before": the request is read, with no stated no-op row beside it and no keep swallowing it.
After a section (`§1.1 照旧，§1.2 新增…`) it keeps that section only. A keep followed by an
edit after its dash (`§1.2 照旧——新增一条 X`) is reported: which one is meant is not guessed."""

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
        "照旧，§1.2 新增一条 TierLoad。",
        "照旧：§1.2 新增一条 TierLoad。",
        "维持原样，1.2 节补一条 TierLoad。",
        "照旧——§1.2 新增 TierLoad 条目。",
        "保留原样：§1.2 收录 TierLoad。",
    ],
)
def test_a_keep_word_leading_a_request_is_no_row_of_its_own(suggestion: str) -> None:
    results = render_brief(brief(suggestion), LINES, DATE)
    assert [(a.kind, a.target.key if a.target else "") for a, _ in results] == [
        (ActionKind.ADD_ENTRY, "1.2")
    ]
    [(_, result)] = results
    assert result.status is Status.PROPOSED, result.reason


@pytest.mark.parametrize(
    "suggestion",
    [
        "§1.1 照旧，§1.2 新增一条 TierLoad。",
        "§1.1 维持原样，§1.2 新增一条 TierLoad。",
        "§1.1 原样保留，§1.2 补一条 TierLoad。",
        "§1.1 不动，§1.2 新增一条 TierLoad。",
    ],
)
def test_a_keep_of_one_section_leaves_the_request_for_the_next(suggestion: str) -> None:
    results = render_brief(brief(suggestion), LINES, DATE)
    kinds = {(a.kind, a.target.key if a.target else "") for a, _ in results}
    assert kinds == {(ActionKind.CONSTRAINT, "1.1"), (ActionKind.ADD_ENTRY, "1.2")}
    [result] = [r for a, r in results if a.kind is ActionKind.ADD_ENTRY]
    assert result.status is Status.PROPOSED, result.reason


@pytest.mark.parametrize(
    "suggestion",
    [
        "§1.2 照旧——新增一条 TierLoad。",
        "§1.2 维持原样——补一条 TierLoad。",
        "§1.2 不动——新增 TierLoad 条目。",
    ],
)
def test_a_keep_then_an_edit_after_its_dash_is_reported(suggestion: str) -> None:
    results = render_brief(brief(suggestion), LINES, DATE)
    assert not [r for _, r in results if r.edit is not None]
    [reported] = [a for a, _ in results if a.kind is ActionKind.NOT_UNDERSTOOD]
    assert reported.target is not None and reported.target.key == "1.2"
    assert "TierLoad" in reported.reason and "not guessed" in reported.reason
