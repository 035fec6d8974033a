"""A small speech KB (paragraph entries with their keys, a numbered list of phrases with no
full stop) and a one-item brief whose source is a card path only (no arXiv id), for the
tests of the words a request gives: what is written, and what is reported."""

from __future__ import annotations

from kbpatch.api import Proposal, propose
from kbpatch.kb import Kb

from .conftest import KB_PATH, apply_edit

KB = """\
# 语音活文档

## 1 模型

### 1.1 端侧模型

**Tinyear**：面向手表的小型识别模型，按帧流式输出。[Lu 2025]

**Pocketasr**：手机端离线识别，词表 5k。[Ho 2024]

## 2 硬件

### 2.1 开发板

1. **Kestrel 板** — 四核 NPU 的语音开发板
2. **Wren 模组** — 低功耗唤醒模组，待机 2 mW
"""


def brief(suggestion: str, title: str = "Tinyear", closing: str = "") -> str:
    """The brief, with a closing list of one line when `closing` is given."""
    listed = f"\n## 四、建议动作\n\n- {closing}\n" if closing else ""
    return (
        "# speech · E1 预消化简报（2026-12-21）\n\n"
        f"对照：{KB_PATH}\n\n## 一、增量\n\n"
        f"### 条目 1：{title}\n\n"
        "- **来源**：organized/paper_cards/5150-tinyear.md\n"
        "- **要点**：小模型扩到多语种。号称比同类快 5 倍。\n"
        f"- **建议归入**：{suggestion}\n"
        f"{listed}"
    )


def proposal(suggestion: str, title: str = "Tinyear", closing: str = "") -> Proposal:
    return propose(brief(suggestion, title, closing), Kb(KB, path=KB_PATH))


def changed_lines(found: Proposal) -> list[str]:
    """The KB's lines that the proposed patches add or change, once all are applied."""
    before = KB.splitlines(keepends=True)
    lines = before
    for patch in found.patches:
        lines = apply_edit(lines, patch.change)
    return [line.rstrip("\n") for line in lines if line not in before]


def rows(found: Proposal) -> list[tuple[str, str]]:
    """(status, reason) of each outcome."""
    return [(o.status.value, o.action.reason) for o in found.outcomes]
