"""A small orchestration KB and a one-item brief (the GridPack scheduler) that the tests of
words an entry must leave out share, with what its patches add and the rows that hold it."""

from __future__ import annotations

from collections.abc import Collection

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


def brief(summary: str, suggestion: str, caveat: str = "") -> str:
    return (
        "# orchestration · E1 预消化简报（2026-12-16）\n\n"
        f"对照：{KB_PATH}\n\n## 一、增量\n\n"
        "### 条目 1：GridPack 调度器\n\n"
        "- **来源**：organized/paper_cards/7301-gridpack.md（arXiv:2612.07301）\n"
        f"- **要点**：{summary}\n"
        f"- **建议归入**：{suggestion}\n" + (f"- **值得警惕**：{caveat}\n" if caveat else "")
    )


def added_and_held(text: str, held: Collection[Status]) -> tuple[list[str], list[str]]:
    """The lines the brief's patches add to KB, and the reasons of its rows of `held` status."""
    proposal = propose(text, Kb(KB, path=KB_PATH))
    before = KB.splitlines(keepends=True)
    lines = before
    for patch in proposal.patches:
        lines = apply_edit(lines, patch.change)
    added = [line.rstrip("\n") for line in lines if line not in before]
    return added, [o.reason for o in proposal.outcomes if o.status in held]
