"""A report row quotes the brief's own words: an item tag written in Chinese numerals, circled
or full width (`条目二不落笔`, `增量②`, `条目 #２`) is read as its digits, but quoted as written,
never as the reader's `条目 2不落笔`. kbpatch's own words name the item by its key."""

from __future__ import annotations

import pytest

from kbpatch.models import ActionKind

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


def brief(closing: str, word: str = "条目") -> str:
    return (
        "# serving · E1 预消化简报（2026-12-09）\n\n> 作者：lin\n\n## 一、增量\n\n"
        f"### {word} 1：TierLoad（arXiv:2612.07701）\n\n"
        "- **要点**：TierLoad 按访问频率分三层放置 KV，命中率提高 9 点（单机自测）。\n"
        "- **建议归入**：§1.2 新增一条 TierLoad\n\n"
        f"### {word} 2：SpillGate（arXiv:2612.07702）\n\n"
        "- **要点**：SpillGate 在换出前预估重算代价，尾延迟降 6%（作者自测）。\n"
        "- **建议归入**：§1.1 新增一条 SpillGate\n\n"
        "## 二、可引用的 arXiv 号\n\n- arXiv:2612.07701 — TierLoad\n"
        "- arXiv:2612.07702 — SpillGate\n\n"
        f"## 三、结论与建议动作\n\n- {closing}\n"
    )


@pytest.mark.parametrize(
    ("closing", "word", "quoted"),
    [
        ("条目二不落笔。", "条目", "条目二不落笔"),
        ("增量②本轮暂缓。", "增量", "增量②本轮暂缓"),
        ("条目 #２ 暂缓。", "条目", "条目 #２ 暂缓"),
        ("只落条目一。", "条目", "只落条目一"),
        ("增量二：不入档。", "增量", "增量二：不入档"),
    ],
)
def test_a_withdrawn_item_is_reported_in_the_briefs_words(
    closing: str, word: str, quoted: str
) -> None:
    results = render_brief(brief(closing, word), LINES, DATE)
    [withheld] = [a for a, _ in results if a.kind.edits_document and a.forbidden_by]
    assert withheld.item_key == f"{word} 2"  # kbpatch's own name for the item: its digits
    assert f"「{quoted}」" in withheld.forbidden_by
    said = [a for a, _ in results if a.kind is ActionKind.CONSTRAINT]
    assert said and all(quoted in a.reason for a in said)
    assert all(" 2" not in a.reason and " 1" not in a.reason for a in said)


def test_the_row_of_a_moved_item_quotes_the_line_as_written() -> None:
    results = render_brief(brief("条目二改放 §1.2 末尾，理由见条目二。"), LINES, DATE)
    [moved] = [a for a, _ in results if a.kind is ActionKind.NO_OP and "closing list" in a.reason]
    assert "「条目二改放 §1.2 末尾" in moved.reason
    assert "条目 2" not in moved.reason


def test_digits_the_brief_writes_are_quoted_as_digits() -> None:
    results = render_brief(brief("条目 2 不落笔。"), LINES, DATE)
    [withheld] = [a for a, _ in results if a.kind.edits_document and a.forbidden_by]
    assert "「条目 2 不落笔」" in withheld.forbidden_by
