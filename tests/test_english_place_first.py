"""An English request that names its place first and its verb after (`§2.2: add X`,
`In §2.2, add the X entry`, `Section 2.2 — append a line on X`) is read as the Chinese
`§2.2：新增一条 X` is: a new entry there. Words for an existing entry (`append "…" to the X
entry`) stay an append."""

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

### 1.2 卸载

- **LRU 换出**：冷块换到主机内存。
"""
LINES = KB.splitlines(keepends=True)


def brief(suggestion: str, closing: str = "- 见各条目。") -> str:
    return (
        "# serving · E1 预消化简报（2026-12-09）\n\n> 作者：lin\n\n## 一、增量\n\n"
        "### 条目 1：TierLoad（arXiv:2612.07701）\n\n"
        "- **来源**：arXiv:2612.07701\n"
        "- **要点**：TierLoad 按访问频率分三层放置 KV，命中率提高 9 点（单机自测）。\n"
        f"- **建议归入**：{suggestion}\n\n"
        "## 二、可引用的 arXiv 号\n\n- arXiv:2612.07701 — TierLoad\n\n"
        f"## 三、结论与建议动作\n\n{closing}\n"
    )


@pytest.mark.parametrize(
    "suggestion",
    [
        "§1.2: add TierLoad",
        "§1.2: add the TierLoad entry",
        "In §1.2, add TierLoad.",
        "Section 1.2 — append a line on TierLoad",
        "§1.2 — insert an entry for TierLoad",
        "Under §1.2: new entry for TierLoad",
        "In section 1.2, add **TierLoad**",
    ],
)
def test_a_place_then_an_english_add_verb_asks_for_a_new_entry_there(suggestion: str) -> None:
    results = render_brief(brief(suggestion), LINES, DATE)
    [(add, result)] = [(a, r) for a, r in results if a.kind.edits_document]
    assert add.kind is ActionKind.ADD_ENTRY and add.target is not None
    assert add.target.key == "1.2"
    assert result.status is Status.PROPOSED, result.reason
    [line] = [line for line in added_lines(result, LINES) if line.strip()]
    assert line.startswith("- **TierLoad**（arXiv:2612.07701）：") and "命中率提高 9 点" in line
    assert not [a for a, _ in results if a.kind is ActionKind.NOT_UNDERSTOOD]


def test_the_closing_list_says_it_so_too() -> None:
    results = render_brief(
        brief("§1.2 新增一条 TierLoad", closing="- §1.2: add TierLoad (Item 1)."), LINES, DATE
    )
    [(add, result)] = [(a, r) for a, r in results if a.kind.edits_document]
    assert add.target is not None and add.target.key == "1.2"
    assert result.status is Status.PROPOSED, result.reason
    assert len(add.lines) == 2  # the suggestion and the closing line that repeats it


@pytest.mark.parametrize(
    "suggestion",
    [
        'Sec. 1.1: append "也可分三层" to the RadixCache entry',
        '§1.1, RadixCache row: append "也可分三层"',
    ],
)
def test_words_appended_to_an_entry_stay_an_append(suggestion: str) -> None:
    results = render_brief(brief(suggestion), LINES, DATE)
    [(append, result)] = [(a, r) for a, r in results if a.kind.edits_document]
    assert append.kind is ActionKind.APPEND
    assert result.status is Status.PROPOSED, result.reason
    assert added_lines(result, LINES) == ["- **RadixCache**：按前缀树共享 KV。也可分三层。\n"]
