"""An append that names its entry only by its plain name, quoted (`给「X」那条追加一句"…"`) or
before an entry noun (`在 X 条目末尾补一句"…"`), no section: the document's one entry that opens
with that name takes the words, a list entry or an entry written as a heading alike; a name
no entry opens with, or two entries open with, is reported, never guessed. Our own words."""

from __future__ import annotations

from pathlib import Path

import pytest

from .conftest import proposed_and_applied

KB_PATH = "organized/knowledge/retrieval.md"
KB = """\
# 检索增强 · 研究笔记

## 一、召回

### 第1节 稠密召回

#### 双塔编码器

查询与文档分别编码，点积打分，离线建好向量索引。

#### 难负例挖掘

用 BM25 前 100 名中的非正例作负例，召回率提升约 3 个点。

### 第2节 稀疏召回

1. **SPLADE**：在词表上学稀疏权重，可直接复用倒排索引。
2. **查询扩展**：用小模型生成伪文档拼到查询后，长尾查询收益最大。
3. **多路改写**：把查询改写成多个子查询分别召回。

## 二、重排

### 第3节 交叉编码器

- **单塔重排**：查询与文档拼接后打分，精度最高但延迟大。
- **蒸馏重排**：用大模型打分蒸馏小模型，延迟降一半。
- **前置过滤**：按元数据先过滤再重排，候选数减少一半。

### 第4节 生成式重排

- **蒸馏重排**：让生成模型直接输出排序，再蒸馏到小模型。
"""
WORDS = "候选集超过 200 时收益转负。"


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
    ("suggestion", "entry"),
    [
        (f"给「单塔重排」那条追加一句“{WORDS}”", "- **单塔重排**"),
        (f"在单塔重排条目末尾补一句“{WORDS}”", "- **单塔重排**"),
        (f"「SPLADE」条目末尾补一句“{WORDS}”", "1. **SPLADE**"),
        (f"在查询扩展那条末尾补一句“{WORDS}”", "2. **查询扩展**"),
        (f"给「难负例挖掘」这条追加一句“{WORDS}”", "用 BM25"),
        (f"双塔编码器条目末尾补一句“{WORDS}”", "查询与文档分别编码"),
        (f"在前置过滤条目末尾补一句“{WORDS}”", "- **前置过滤**"),
    ],
)
def test_the_one_entry_of_that_name_takes_the_words(
    tmp_path: Path, suggestion: str, entry: str
) -> None:
    code, report, after = run(tmp_path, brief(suggestion))
    assert code == 0, report
    changed = sorted(set(after.splitlines()) - set(KB.splitlines()))
    [line] = changed
    assert line.startswith(entry) and line.endswith(WORDS), report


@pytest.mark.parametrize(
    ("suggestion", "reason"),
    [
        # No entry opens with the name: a word inside others' (`查询`), or no entry at all.
        (f"给「查询」那条追加一句“{WORDS}”", "no entry of the document opens with 查询"),
        (f"在列表重排条目末尾补一句“{WORDS}”", "no entry of the document opens with 列表重排"),
        # A section's heading is no entry.
        (f"给「稀疏召回」那条追加一句“{WORDS}”", "no entry of the document opens with 稀疏召回"),
        # Two entries open with it, in two sections.
        (f"给「蒸馏重排」那条追加一句“{WORDS}”", "2 entries open with 蒸馏重排"),
        (f"在蒸馏重排条目末尾补一句“{WORDS}”", "2 entries open with 蒸馏重排"),
    ],
)
def test_no_such_entry_or_several_are_reported(
    tmp_path: Path, suggestion: str, reason: str
) -> None:
    code, report, after = run(tmp_path, brief(suggestion))
    assert after == KB and code != 0 and reason in report, report


@pytest.mark.parametrize(
    "suggestion",
    [
        # Two names, a pointer, or no append: not one entry named for words appended.
        f"给「SPLADE」与「单塔重排」那条追加一句“{WORDS}”",
        f"在该条目末尾补一句“{WORDS}”",
        f"在这条末尾补一句“{WORDS}”",
        f"在上一条末尾补一句“{WORDS}”",
    ],
)
def test_no_one_named_entry_names_no_section(tmp_path: Path, suggestion: str) -> None:
    code, report, after = run(tmp_path, brief(suggestion))
    assert after == KB and code != 0 and "names no section" in report, report
