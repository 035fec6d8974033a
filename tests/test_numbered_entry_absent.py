"""`第 N 条` names a numbered (or labelled) entry where the section numbers its entries, else
the Nth bullet of a section that is one list; a number the section lacks is reported."""

from __future__ import annotations

import pytest

from kbpatch.models import ActionKind, Status

from .conftest import added_lines, render_brief

DATE = "2026-12-09"

KB = """\
# serving 活文档

## 一、缓存

### 1.1 前缀缓存

- **RadixCache**：按前缀树共享 KV。
- **LRU 换出**：冷块换到主机内存。
- **分层卸载**：热块留显存，温块放主机内存。

### 1.2 待解问题

1. 前缀共享在多租户下是否泄露信息？
2. 卸载的带宽上限由什么决定？
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
    ("suggestion", "line"),
    [
        (
            '§1.1 第 1 条末尾补"（另见 TierLoad）"。',
            "- **RadixCache**：按前缀树共享 KV（另见 TierLoad）。",
        ),
        (
            '§1.1 第二条末尾加一句"按频率分层见 TierLoad"。',
            "- **LRU 换出**：冷块换到主机内存。按频率分层见 TierLoad。",
        ),
        (
            '§1.1 第 3 条（分层卸载）末尾补"（对照：TierLoad）"。',
            "- **分层卸载**：热块留显存，温块放主机内存（对照：TierLoad）。",
        ),
    ],
)
def test_an_entry_by_its_number_in_a_bullet_list_is_its_nth_bullet(
    suggestion: str, line: str
) -> None:
    results = render_brief(brief(suggestion), LINES, DATE)
    [(append, result)] = [(a, r) for a, r in results if a.kind.edits_document]
    assert append.kind is ActionKind.APPEND
    assert result.status is Status.PROPOSED, result.reason
    assert result.edit is not None
    assert any(new.startswith(line) for new in added_lines(result, LINES)), added_lines(
        result, LINES
    )


def test_an_ordinal_whose_aside_names_another_bullet_is_not_written() -> None:
    results = render_brief(
        brief('§1.1 第 2 条（分层卸载）末尾补"（对照：TierLoad）"。'), LINES, DATE
    )
    [(_, result)] = [(a, r) for a, r in results if a.kind.edits_document]
    assert result.status is not Status.PROPOSED
    assert result.edit is None


def test_a_number_a_numbered_list_lacks_is_said_so() -> None:
    [(_, result)] = [
        (a, r)
        for a, r in render_brief(brief('§1.2 第 5 条末尾补"（线索：TierLoad）"。'), LINES, DATE)
        if a.kind.edits_document
    ]
    assert result.status is Status.UNRESOLVED
    assert result.reason == "this section has no item 5"


def test_a_numbered_entry_is_still_found() -> None:
    [(_, result)] = [
        (a, r)
        for a, r in render_brief(brief('§1.2 第 2 条末尾补"（线索：TierLoad）"。'), LINES, DATE)
        if a.kind.edits_document
    ]
    assert result.status is Status.PROPOSED, result.reason
    assert added_lines(result, LINES) == ["2. 卸载的带宽上限由什么决定？（线索：TierLoad）\n"]
