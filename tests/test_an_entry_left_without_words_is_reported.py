"""A new entry whose 要点 says, in every sentence, what the brief says not to write is
reported (or withheld, where the ban forbids the request), never written as a name with no
words (`* X — （arXiv:…）`); with a sentence left to write, the entry is written without the
one that says it."""

from __future__ import annotations

import pytest

from kbpatch.api import propose
from kbpatch.kb import Kb
from kbpatch.models import Status

from .conftest import KB_PATH, apply_edit

KB = """\
# 编排活文档

## 1. 调度器

### 1.1 批调度

- **SlotPack**：按显存槽位装箱，利用率提升约 20%。
- **LaneSched**：长短请求分道，尾延迟下降明显。
"""


def brief(summary: str, suggestion: str) -> str:
    return (
        "# orchestration · E1 预消化简报（2026-12-16）\n\n"
        f"对照：{KB_PATH}\n\n## 一、增量\n\n"
        "### 条目 1：GridPack 调度器\n\n"
        "- **来源**：organized/paper_cards/7301-gridpack.md（arXiv:2612.07301）\n"
        f"- **要点**：{summary}\n"
        f"- **建议归入**：{suggestion}\n"
    )


def outcome(summary: str, suggestion: str) -> tuple[list[str], list[str]]:
    proposal = propose(brief(summary, suggestion), Kb(KB, path=KB_PATH))
    before = KB.splitlines(keepends=True)
    lines = before
    for patch in proposal.patches:
        lines = apply_edit(lines, patch.change)
    added = [line.rstrip("\n") for line in lines if line not in before]
    held = (Status.UNRESOLVED, Status.FORBIDDEN)
    return added, [o.reason for o in proposal.outcomes if o.status in held]


ONE_SENTENCE = "GridPack 按网格切分显存做装箱，吞吐提升 35%，排队时延减半。"


@pytest.mark.parametrize(
    "suggestion",
    [
        '§1.1 新增 GridPack 条目，但不写"吞吐提升 35%"。',
        '§1.1 新增 GridPack 条目，但不要写成"吞吐提升 35%"。',
        '§1.1 新增 **GridPack** 一条；不要写"吞吐提升 35%"。',
        '1.1 批调度补 GridPack 条目，不得写"吞吐提升 35%"。',
    ],
)
def test_an_entry_whose_only_sentence_is_unsaid_is_reported(suggestion: str) -> None:
    added, unresolved = outcome(ONE_SENTENCE, suggestion)
    assert added == []
    assert len(unresolved) == 1
    assert "吞吐提升 35%" in unresolved[0]


def test_another_sentence_is_written_without_the_unsaid_one() -> None:
    added, unresolved = outcome(
        "GridPack 按网格切分显存做装箱。吞吐提升 35%，排队时延减半。",
        '§1.1 新增 GridPack 条目，但不写"吞吐提升 35%"。',
    )
    assert unresolved == []
    assert len(added) == 1
    assert "按网格切分显存做装箱" in added[0]
    assert "35%" not in added[0]
