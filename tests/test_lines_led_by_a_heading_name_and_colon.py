"""A line led by a heading's whole words and a colon names that section, as `§3.2：补一条 X`
names §3.2: `重排序：补一条 HopRank`, `**稀疏召回**：新增 HopRank 条目`, in the closing list or
in an item's 建议归入. Only at the line's start, only words that name one heading, and only
before a verb: words that name none or two, a lead in the middle of a line, and a lead whose
words ask nothing are never read as a place. Our own words and documents."""

from __future__ import annotations

from pathlib import Path

import pytest

from kbpatch.api import Options, propose
from kbpatch.kb import Kb
from kbpatch.models import NEEDS_A_LOOK, Outcome, Status

from .conftest import KB_PATH, applied_kb

BRIEF = "inbox/wu/2026-12-21-inference-e1prep.md"

WORDS_KB = """\
# 检索活文档

## 召回方法

### 稠密召回

- **DPR**：双塔稠密召回。

### 稀疏召回

- **SPLADE**：学习型稀疏表示。

## 重排序

- **MonoT5**：逐条打分重排。

## 趋势判断

- 检索与生成的边界正在模糊。
"""

LABELLED_KB = """\
# Retrieval living document

## A. Methods

### A-1 Dense retrieval

- **DPR**: dual encoders.

### A-2 Sparse retrieval

- **SPLADE**: learned sparse weights.

## B. Evaluation

### B-1 Metrics

- **nDCG**: graded relevance.
"""

TWICE_KB = WORDS_KB.replace("## 趋势判断", "### 稀疏召回\n\n- **BM25**：词频基线。\n\n## 趋势判断")

ENTRY = "- **HopRank**"


def brief(suggestion: str, closing: str) -> str:
    said = f"- 建议归入：{suggestion}\n" if suggestion else ""
    return (
        "# inference · E1 预消化简报（2026-12-21）\n\n## 一、增量\n\n"
        "### 增量 1：HopRank —— 多跳重排（arXiv:2612.07777）\n\n"
        "- 来源：organized/paper_cards/3102-2612-07777.md\n"
        "- 要点：HopRank 沿推理链逐跳重排候选，多跳问答召回提升 5 个点。\n"
        f"{said}\n## 四、本轮结论与建议动作\n\n- {closing}\n"
    )


def outcomes(suggestion: str, closing: str, kb_text: str) -> list[Outcome]:
    kb = Kb(kb_text, kb_text.encode(), path=KB_PATH, commit="0" * 40)
    text = brief(suggestion, closing)
    return list(propose(text, kb, Options(brief_path=BRIEF)).outcomes)


def section_of(kb: str, needle: str) -> str:
    """The heading right above the first line holding `needle`."""
    lines = kb.splitlines()
    at = next(i for i, line in enumerate(lines) if needle in line)
    return next(line for line in reversed(lines[:at]) if line.startswith("#"))


@pytest.mark.parametrize(
    ("kb_text", "suggestion", "closing", "heading"),
    [
        # In the closing list, with the item's tag after it.
        (WORDS_KB, "", "重排序：补一条 HopRank（增量 1）。", "## 重排序"),
        (WORDS_KB, "", "稀疏召回: 新增 HopRank 条目（增量 1）", "### 稀疏召回"),
        (WORDS_KB, "", "**稠密召回**：增补一条 HopRank（增量 1）。", "### 稠密召回"),
        (WORDS_KB, "", "重排序：收录 HopRank（增量 1）。", "## 重排序"),
        # In the item's own suggestion.
        (WORDS_KB, "稀疏召回：补录 HopRank 条目。", "本轮无其他动作。", "### 稀疏召回"),
        # A labelled heading's words without their label, set apart by the colon.
        (
            LABELLED_KB,
            "",
            "Sparse retrieval：新增 HopRank 条目（增量 1）。",
            "### A-2 Sparse retrieval",
        ),
        (LABELLED_KB, "", "Metrics：补一条 HopRank（增量 1）。", "### B-1 Metrics"),
    ],
)
def test_a_line_led_by_a_headings_words_and_a_colon_adds_there(
    tmp_path: Path, kb_text: str, suggestion: str, closing: str, heading: str
) -> None:
    kb = applied_kb(tmp_path / "kb", kb_text, brief(suggestion, closing), BRIEF)
    assert section_of(kb, ENTRY) == heading
    assert kb.count(ENTRY) == 1


@pytest.mark.parametrize(
    ("kb_text", "closing"),
    [
        # Words that name no heading, or two headings.
        (WORDS_KB, "稀疏：新增 HopRank 条目（增量 1）。"),
        (TWICE_KB, "稀疏召回：新增 HopRank 条目（增量 1）。"),
        # The lead in the middle of a line: another label opens it.
        (WORDS_KB, "本轮：重排序：补一条 HopRank（增量 1）。"),
    ],
)
def test_a_colon_lead_that_names_no_one_heading_at_a_lines_start_is_reported(
    kb_text: str, closing: str
) -> None:
    found = outcomes("", closing, kb_text)
    assert not any(o.status is Status.PROPOSED for o in found), [
        (o.action.kind, o.heading, o.reason) for o in found
    ]
    assert any(o.status in NEEDS_A_LOOK for o in found)


@pytest.mark.parametrize(
    "closing",
    [
        "重排序：HopRank 暂不收录（增量 1）。",
        "重排序：HopRank 值得持续关注（增量 1）。",
        "重排序：本轮无变化。",
        "重排序：不必新增 HopRank 条目（增量 1）。",
    ],
)
def test_a_colon_lead_whose_words_ask_nothing_writes_nothing(closing: str) -> None:
    found = outcomes("", closing, WORDS_KB)
    assert not any(o.status is Status.PROPOSED for o in found), [
        (o.action.kind, o.heading, o.reason) for o in found
    ]
