"""Sections a brief names by their heading's bare words with another section noun than `一节`,
with none, or with a word of place (`稀疏召回 部分`, `在重排序部分`, `放在 稠密召回 小节末尾`,
`Sparse retrieval 小节`, `趋势判断 补一条`), and sections of a document numbering its lettered
parts' sections with a hyphen (`### B-2 Metrics` named `§B-2`, `B-2`, `B 部分第 2 小节`). Only
where the words name one heading; words that name none or two, words a sentence runs on with,
and a labelled heading's words as a verb's subject name nothing: reported, never guessed.
At a line's start, a heading's whole words run on into an add verb of a new entry
(`重排序新增 X 条目`) name it. Our own words and documents."""

from __future__ import annotations

from pathlib import Path

import pytest

from kbpatch.api import Options, propose
from kbpatch.kb import Kb
from kbpatch.models import NEEDS_A_LOOK, Outcome, Status

from .conftest import KB_PATH, applied_kb

BRIEF = "inbox/wu/2026-12-20-inference-e1prep.md"

WORDS_KB = """\
# 检索活文档

## 召回方法

### 稠密召回

- **DPR**：双塔稠密召回。

### 稀疏召回

- **SPLADE**：学习型稀疏表示。

## 重排序

- **MonoT5**：逐条打分重排。

## 术语

- **MRR**：平均倒数排名。

## 趋势判断

- 检索与生成的边界正在模糊。
"""

DASHED_KB = """\
# Retrieval living document

## A. Methods

### A-1 Dense retrieval

- **DPR**: dual encoders.

### A-2 Sparse retrieval

- **SPLADE**: learned sparse weights.

## B. Evaluation

### B-1 Benchmarks

- **BEIR**: zero-shot suite.

### B-2 Metrics

- **nDCG**: graded relevance.

### B-3 Human judgement

- **Side-by-side**: raters compare two lists.

## Trends

- Retrieval and generation blur.
"""

ENTRY = "- **HopRank**"


def brief(suggestion: str) -> str:
    return (
        "# inference · E1 预消化简报（2026-12-20）\n\n## 一、增量\n\n"
        "### 增量 1：HopRank —— 多跳重排（arXiv:2612.08888）\n\n"
        "- 来源：organized/paper_cards/3101-2612-08888.md\n"
        "- 要点：HopRank 按推理链逐跳重排候选，多跳问答召回提升 6 个点。\n"
        f"- 建议归入：{suggestion}\n"
    )


def outcomes(suggestion: str, kb_text: str) -> list[Outcome]:
    kb = Kb(kb_text, kb_text.encode(), path=KB_PATH, commit="0" * 40)
    return list(propose(brief(suggestion), kb, Options(brief_path=BRIEF)).outcomes)


def section_of(kb: str, needle: str) -> str:
    """The heading right above the first line holding `needle`."""
    lines = kb.splitlines()
    at = next(i for i, line in enumerate(lines) if needle in line)
    return next(line for line in reversed(lines[:at]) if line.startswith("#"))


@pytest.mark.parametrize(
    ("kb_text", "suggestion", "heading"),
    [
        # A heading's words, then another noun of a section than 一节, quoted or bare.
        (WORDS_KB, "稀疏召回 部分新增一条 HopRank 条目。", "### 稀疏召回"),
        (WORDS_KB, "在重排序部分新增 HopRank 条目。", "## 重排序"),
        (WORDS_KB, "“重排序”部分补一条 HopRank。", "## 重排序"),
        (WORDS_KB, "「稀疏召回」部分增补 HopRank 条目。", "### 稀疏召回"),
        # A word of place after them, with a verb that puts before them.
        (WORDS_KB, "放在 稠密召回 小节末尾，登记 HopRank。", "### 稠密召回"),
        (WORDS_KB, "放到「重排序」一节，补一条 HopRank。", "## 重排序"),
        # Their chapter's words before them.
        (WORDS_KB, "召回方法的稀疏召回小节添一条 HopRank。", "### 稀疏召回"),
        # An unlabelled heading's words as the subject of a verb; at the line's start, run on
        # into an add verb of a new entry too.
        (WORDS_KB, "重排序 补录 HopRank 条目。", "## 重排序"),
        (WORDS_KB, "重排序新增 HopRank 条目。", "## 重排序"),
        (WORDS_KB, "稀疏召回增补一条 HopRank。", "### 稀疏召回"),
        (WORDS_KB, "重排序补录 **HopRank** 条目：多跳重排。", "## 重排序"),
        # A labelled heading's words without the label, before a noun of a section.
        (DASHED_KB, "放进 Sparse retrieval 小节，补录 HopRank。", "### A-2 Sparse retrieval"),
        (DASHED_KB, "Benchmarks 小节新增一条 HopRank。", "### B-1 Benchmarks"),
        (DASHED_KB, "Evaluation 部分的 Metrics 小节补一条 HopRank。", "### B-2 Metrics"),
        # A number with a hyphen after a part's letter, with § or bare.
        (DASHED_KB, "§B-2 新增 HopRank 条目。", "### B-2 Metrics"),
        (DASHED_KB, "B-3 补录一条 HopRank。", "### B-3 Human judgement"),
        (DASHED_KB, "在 §A-1 新增一条 HopRank。", "### A-1 Dense retrieval"),
        (DASHED_KB, "add an entry for HopRank to A-2.", "### A-2 Sparse retrieval"),
        # A part by its letter, then its section by count.
        (DASHED_KB, "B 部分第 3 小节新增 HopRank 条目。", "### B-3 Human judgement"),
        (DASHED_KB, "在 A 部分的第 1 小节补一条 HopRank。", "### A-1 Dense retrieval"),
        (DASHED_KB, "B 部分第二节增补 HopRank 一条。", "### B-2 Metrics"),
    ],
)
def test_a_section_named_by_bare_words_or_a_dashed_number_is_that_section(
    tmp_path: Path, kb_text: str, suggestion: str, heading: str
) -> None:
    kb = applied_kb(tmp_path / "kb", kb_text, brief(suggestion), BRIEF)
    assert section_of(kb, ENTRY) == heading
    assert kb.count(ENTRY) == 1


@pytest.mark.parametrize(
    ("kb_text", "suggestion", "heading", "said"),
    [
        (WORDS_KB, "趋势判断 补一条“重排正在并入生成”。", "## 趋势判断", "重排正在并入生成"),
        (DASHED_KB, "Trends 补一条：rerankers move into the generator.", "## Trends", "rerankers"),
    ],
)
def test_an_unlabelled_headings_words_before_a_verb_name_its_list(
    tmp_path: Path, kb_text: str, suggestion: str, heading: str, said: str
) -> None:
    kb = applied_kb(tmp_path / "kb", kb_text, brief(suggestion), BRIEF)
    assert section_of(kb, said) == heading


TWICE_KB = WORDS_KB.replace("## 术语", "### 稀疏召回\n\n- **BM25**：词频基线。\n\n## 术语")


@pytest.mark.parametrize(
    ("kb_text", "suggestion"),
    [
        # Words that name no heading, or two.
        (WORDS_KB, "稀疏 部分新增 HopRank 条目。"),
        (TWICE_KB, "稀疏召回 小节新增 HopRank 条目。"),
        # Ordinary words of a sentence, or run on into its verb.
        (WORDS_KB, "术语很重要，新增一条 HopRank 条目。"),
        (WORDS_KB, "这对重排序有帮助，新增 HopRank 条目。"),
        (WORDS_KB, "重排序新增 6 个点，HopRank 贡献最大。"),
        (WORDS_KB, "重排序新增的收益来自 HopRank。"),
        # A labelled heading's words as a verb's subject, without a noun of a section.
        (DASHED_KB, "Metrics 新增 HopRank 条目。"),
        # Numbers the document does not have.
        (DASHED_KB, "§B-7 新增 HopRank 条目。"),
        (DASHED_KB, "B 部分第 5 小节新增 HopRank 条目。"),
    ],
)
def test_words_that_name_no_one_section_are_reported(kb_text: str, suggestion: str) -> None:
    found = outcomes(suggestion, kb_text)
    assert not any(o.status is Status.PROPOSED for o in found), [
        (o.action.kind, o.heading, o.reason) for o in found
    ]
    assert any(o.status in NEEDS_A_LOOK for o in found)
