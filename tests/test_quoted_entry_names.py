"""A replace aimed at an entry named by a quote before its noun (`"LRU 换出"那条把"A"改为"B"`)
changes that entry only: never another entry of the section holding the same words. Our own
words."""

from __future__ import annotations

import pytest

from kbpatch.api import propose
from kbpatch.kb import Kb
from kbpatch.models import ActionKind, Status

from .conftest import KB_PATH

KB = """\
# serving 活文档

## 一、缓存

### 1.1 前缀缓存

- **RadixCache**：按前缀树共享 KV。
- **LRU 换出**：冷块按访问顺序换到主机内存。
- **分层放置**：热块按前缀树常驻显存。
"""


def brief(suggestion: str) -> str:
    return (
        "# serving · E1 预消化简报（2026-12-09）\n\n## 一、增量\n\n"
        "### 条目 1：换出勘误\n\n"
        "- **要点**：换出顺序按基数树。\n"
        f"- **建议归入**：{suggestion}\n"
    )


@pytest.mark.parametrize(
    "suggestion",
    [
        '§1.1 "LRU 换出"那条把"前缀树"改为"基数树"。',
        '§1.1 把"LRU 换出"那条里的"前缀树"改为"基数树"。',
        '§1.1 「LRU 换出」这条把"前缀树"换成"基数树"。',
        '§1.1 "LRU 换出"条目里"前缀树"改为"基数树"。',
        # A comma between the entry named and its replace.
        '§1.1 "LRU 换出"那条，"前缀树"改为"基数树"。',
        '§1.1 "LRU 换出"条目，把"前缀树"换成"基数树"。',
    ],
)
def test_a_replace_in_an_entry_named_by_a_quote_never_edits_another_entry(suggestion: str) -> None:
    proposal = propose(brief(suggestion), Kb(KB, path=KB_PATH))
    (replace,) = [o for o in proposal.outcomes if o.action.kind is ActionKind.REPLACE]
    # The named entry does not hold the words: nothing is changed, the reason says why.
    assert replace.status is Status.UNRESOLVED, replace.reason
    assert not proposal.patches


@pytest.mark.parametrize(
    ("suggestion", "entry"),
    [
        ('§1.1 "RadixCache"那条把"前缀树"改为"基数树"。', "RadixCache"),
        ('§1.1 "分层放置"那条把"前缀树"改为"基数树"。', "分层放置"),
        # A comma between the entry named and its replace, in straight or curly quotes.
        ('§1.1 "分层放置"那条，"前缀树"改为"基数树"。', "分层放置"),
        ('§1.1 "RadixCache"条目，把"前缀树"换成"基数树"。', "RadixCache"),
        ("§1.1 “分层放置”一条，“前缀树”改成“基数树”。", "分层放置"),
        ("§1.1 「RadixCache」这条，「前缀树」改为「基数树」。", "RadixCache"),
        ('§1.1 "分层放置"条目, "前缀树" → "基数树"。', "分层放置"),
    ],
)
def test_a_replace_in_an_entry_named_by_a_quote_edits_that_entry(
    suggestion: str, entry: str
) -> None:
    proposal = propose(brief(suggestion), Kb(KB, path=KB_PATH))
    (patch,) = proposal.patches
    added = [line for line in patch.diff.splitlines() if line.startswith("+") and "基数树" in line]
    assert len(added) == 1 and f"**{entry}**" in added[0]
