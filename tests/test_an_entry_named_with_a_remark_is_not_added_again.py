"""`§1.1 双塔召回 条目：作者已放出 70B 结果。`: an entry noun with no add verb names its entry by
the words before it. When that is not the item's own name, the words are a remark on an
entry of the document, which kbpatch does not turn into an edit: a row names it, never a
new entry made of the item (before, the item's entry was added under its own name). The
item's own name before the noun still adds its entry."""

from __future__ import annotations

from pathlib import Path

import pytest

from .conftest import proposed_and_applied

KB_PATH = "organized/knowledge/retrieval.md"
BRIEF_PATH = "inbox/lin/2026-12-13-retrieval-e1prep.md"

KB = """\
# 检索活文档

## 1. 方法

### 1.1 召回

- **双塔召回**：批大小 100，召回率 90%。
- **BM25X**：词项加权的改进版。

### 1.2 重排

- **交叉编码重排**：候选数 100，延迟 80 ms。
"""


def brief(suggested: str) -> str:
    return (
        "# retrieval · E1 预消化简报(2026-12-13)\n\n## 一、增量\n\n"
        "### 条目 1：HardNeg —— 难负例挖掘（arXiv:2612.00999）\n\n"
        "- **来源**：paper_cards/9.md\n"
        "- **要点**：用难负例训练双塔，召回率提升 3 个点。\n"
        f"- **建议归入**：{suggested}\n"
    )


@pytest.mark.parametrize(
    "suggested",
    [
        "§1.1 双塔召回 条目：作者已放出 70B 结果。",
        "关于 §1.1 BM25X 条目：作者自测数据偏乐观，暂无独立复现。",
        "§1.1 BM25X 条目（作者自测偏乐观）。",
        "1.1 节 双塔召回 条目。",
    ],
)
def test_a_remark_on_a_standing_entry_adds_nothing(tmp_path: Path, suggested: str) -> None:
    _, report, kb = proposed_and_applied(tmp_path, KB_PATH, KB, brief(suggested), BRIEF_PATH)
    assert kb == KB, kb
    assert "not understood" in report and "names the entry 「" in report, report


@pytest.mark.parametrize("suggested", ["§1.1 HardNeg 条目。", "§1.1 HardNeg 条目：难负例挖掘。"])
def test_the_item_s_own_name_before_the_noun_adds_its_entry(tmp_path: Path, suggested: str) -> None:
    code, report, kb = proposed_and_applied(tmp_path, KB_PATH, KB, brief(suggested), BRIEF_PATH)
    assert code == 0, report
    assert "HardNeg" in kb[kb.index("### 1.1") : kb.index("### 1.2")], kb


@pytest.mark.parametrize("title", ["BM25X 2", "BM25X v2 复测", "BM25X-Large"])
def test_a_shorter_name_than_the_item_s_is_another_entry(tmp_path: Path, title: str) -> None:
    text = brief("§1.1 BM25X 条目：作者已放出第二版结果。").replace("HardNeg —— 难负例挖掘", title)
    _, report, kb = proposed_and_applied(tmp_path, KB_PATH, KB, text, BRIEF_PATH)
    assert kb == KB, kb
    assert "names the entry 「BM25X」" in report, report
