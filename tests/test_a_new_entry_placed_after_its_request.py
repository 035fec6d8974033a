"""A new entry asked with no section, then its place said alone — `…，位置见 §2.2`, `…；位置：§2.2`,
`…（§2.2）`, `…（位置：2.2 节末尾）` — goes into that section, as `§2.2 新增…` does: one patch, no
row. A place with more words than the section (`（见 §2.2 的 X 条目）`, `位置见 §2.1 或 §2.2`) or
a negated request is no such place, nor is the section beside a numbered slot (`新增第 3 条
（§2.2）`: a citation's). Our own words."""

from __future__ import annotations

from pathlib import Path

import pytest

from .conftest import proposed_and_applied

BRIEF_PATH = "inbox/fang/2026-12-13-storage-e1prep.md"
KB_PATH = "organized/knowledge/storage.md"

KB = """\
# storage 活文档

## 2 索引

### 2.1 倒排索引

- **Lucene**（arXiv:2101.00051）：段合并与跳表。

### 2.2 向量索引

- **HNSW**（arXiv:1603.09320）：分层小世界图。

## 3 压缩

### 3.1 列存编码

- **ZstdCol**（arXiv:2101.00052）：按列字典压缩。
"""

ENTRY = "- **PageANN**（arXiv:2612.09999）"


def brief(suggestion: str) -> str:
    return f"""\
# storage · E1 预消化简报（2026-12-13）

## 一、条目

### 条目 1：PageANN

- 来源：arXiv:2612.09999
- 要点：按页组织近邻图，SSD 上召回 0.95 时吞吐高 2.3×。
- 建议归入：{suggestion}
"""


def run(tmp_path: Path, suggestion: str) -> tuple[int, str, str]:
    return proposed_and_applied(tmp_path, KB_PATH, KB, brief(suggestion), BRIEF_PATH)


PLACED = [
    "新增 PageANN 条目，位置见 §2.2。",
    "补录一条 PageANN；位置：§2.2。",
    "新增 PageANN 条目。位置在 2.2 节。",
    "新增 PageANN 条目（§2.2）。",
    "增补 PageANN 条目（位置：§2.2 末尾）。",
    "添一条 PageANN，位置为「向量索引」一节。",
]


@pytest.mark.parametrize("suggestion", PLACED)
def test_a_place_said_after_a_sectionless_add_is_its_section(
    tmp_path: Path, suggestion: str
) -> None:
    code, report, after = run(tmp_path, suggestion)
    assert code == 0 and "not understood" not in report, report
    vector = after.split("### 2.2 向量索引")[1].split("## 3")[0]
    assert ENTRY in vector and after.count("PageANN") == 1, after


@pytest.mark.parametrize(
    "suggestion",
    [
        "新增 PageANN 条目（见 §2.2 的 HNSW 条目）。",
        "新增 PageANN 条目，位置见 §2.1 或 §2.2。",
        "新增 PageANN 条目，对照 §2.2。",
        # A numbered slot and the section it supports (a citation), not a place.
        "新增第 3 条（§2.2）。",
        # A bare number in the aside may be the paper's own (its section 2.2).
        "新增 PageANN 条目（2.2）。",
    ],
)
def test_a_place_with_more_words_is_not_guessed(tmp_path: Path, suggestion: str) -> None:
    code, report, after = run(tmp_path, suggestion)
    assert after == KB and code == 1, report
    assert "not understood" in report, report


def test_a_refused_add_with_a_section_aside_writes_nothing(tmp_path: Path) -> None:
    code, report, after = run(tmp_path, "不新增 PageANN 条目（§2.2）。")
    assert after == KB and code == 0, report
