"""A section named only by its heading's words in quotes before a place word, with no section
noun (`在「稀疏召回」下面加一条 X`, `「生成式重排」里新增 X`): the heading whose words are exactly
the quote takes the edit. A quote that is no heading's very words (only part of one, or no
heading's), or the words of two headings, is reported, never guessed. Our own words."""

from __future__ import annotations

from pathlib import Path

import pytest

from .conftest import proposed_and_applied

KB_PATH = "organized/knowledge/retrieval.md"
KB = """\
# 检索增强 · 研究笔记

## 一、召回

### 稀疏召回

- **SPLADE**：在词表上学稀疏权重，可直接复用倒排索引。
- **查询扩展**：用小模型生成伪文档拼到查询后，长尾查询收益最大。

### 稀疏召回评测

- **BEIR**：十八个零样本检索数据集，按 nDCG@10 报告。

## 二、重排

### 生成式重排

- **列表式重排**：一次看多个候选，由生成模型直接输出排序。

### 备注

- **延迟预算**：线上重排不超过 80 ms。

## 三、部署

### 备注

- **索引更新**：每日增量、每周全量。
"""


def brief(suggestion: str) -> str:
    return (
        "# retrieval · E1 预消化简报（2026-12-15）\n\n## 一、增量\n\n"
        "### 条目 1：ColFlash（arXiv:2612.80123）—— 晚交互召回的压缩\n\n"
        "- **来源**：organized/paper_cards/7101-2612-80123.md\n"
        "- **要点**：把多向量压成 8 个中心，索引缩小 10 倍（作者自测）。\n"
        f"- **建议归入**：{suggestion}\n"
    )


def run(tmp_path: Path, said: str) -> tuple[int, str, str]:
    return proposed_and_applied(tmp_path, KB_PATH, KB, said, "inbox/2026-12-15-retrieval-e1prep.md")


@pytest.mark.parametrize(
    ("suggestion", "before"),
    [
        ("在「稀疏召回」下面加一条 ColFlash。", "- **查询扩展**"),
        ("「稀疏召回」里新增 ColFlash 条目。", "- **查询扩展**"),
        ("在「生成式重排」之下补一条 ColFlash。", "- **列表式重排**"),
        ("「生成式重排」末尾新增一条 ColFlash。", "- **列表式重排**"),
        ("往「稀疏召回评测」中加一条 ColFlash。", "- **BEIR**"),
    ],
)
def test_the_heading_with_those_very_words_takes_the_entry(
    tmp_path: Path, suggestion: str, before: str
) -> None:
    code, report, after = run(tmp_path, brief(suggestion))
    assert code == 0, report
    lines = after.splitlines()
    [added] = [k for k, line in enumerate(lines) if "ColFlash" in line]
    assert lines[added - 1].startswith(before), report
    assert sorted(set(lines) - set(KB.splitlines())) == [lines[added]], report


@pytest.mark.parametrize(
    ("suggestion", "reason"),
    [
        # Part of a heading's words, or of two: a phrase, not that heading.
        ("在「稀疏」下面加一条 ColFlash。", "no heading named 「稀疏」"),
        ("「生成式」里新增 ColFlash 条目。", "no heading named 「生成式」"),
        ("在「召回评测」之下补一条 ColFlash。", "no heading named 「召回评测」"),
        # The words of two headings.
        ("在「备注」下面加一条 ColFlash。", "2 headings match 「备注」"),
        ("「备注」末尾新增一条 ColFlash。", "2 headings match 「备注」"),
    ],
)
def test_a_quote_that_is_not_one_headings_words_is_reported(
    tmp_path: Path, suggestion: str, reason: str
) -> None:
    code, report, after = run(tmp_path, brief(suggestion))
    assert after == KB and code != 0 and reason in report, report
