"""`不归入 §X`: the verb a 建议归入 line is named for, negated, refuses the place; before, the
negation was not read (归 was no object of one) and the item's entry was added to §X, the
exact opposite of the request. So with `未归入`, `不归档到`, `本条不归入`, `§X 不归入`. An edit
asked elsewhere on the line is still made."""

from __future__ import annotations

from pathlib import Path

import pytest

from .conftest import proposed_and_applied

KB_PATH = "organized/knowledge/retrieval.md"
BRIEF_PATH = "inbox/lin/2026-12-12-retrieval-e1prep.md"

KB = """\
# 检索活文档

## 1. 方法

### 1.1 召回

- **双塔召回**：批大小 100，召回率 90%。

### 1.2 重排

- **交叉编码重排**：候选数 100，延迟 80 ms。
"""


def brief(suggested: str) -> str:
    return (
        "# retrieval · E1 预消化简报(2026-12-12)\n\n## 一、增量\n\n"
        "### 条目 1：HardNeg —— 难负例挖掘（arXiv:2612.00888）\n\n"
        "- **来源**：paper_cards/8.md\n"
        "- **要点**：用难负例训练双塔，召回率提升 3 个点。\n"
        f"- **建议归入**：{suggested}\n"
    )


@pytest.mark.parametrize(
    "suggested",
    [
        "不归入 §1.1。",
        "本条不归入 1.1 节。",
        "§1.1 不归入。",
        "未归入 §1.1。",
        "不归档到 §1.1",
        "与 §1.1 的双塔召回条目同类，但本条不归入 §1.1。",
    ],
)
def test_a_refused_place_gets_no_entry(tmp_path: Path, suggested: str) -> None:
    _, report, kb = proposed_and_applied(tmp_path, KB_PATH, KB, brief(suggested), BRIEF_PATH)
    assert kb == KB, report
    assert "proposed" not in report, report


@pytest.mark.parametrize(
    "suggested", ["§1.1 新增 HardNeg 条目；不归入 §1.2。", "§1.1 新增 HardNeg 条目，未归入 §1.2。"]
)
def test_the_place_asked_beside_a_refused_one_is_written(tmp_path: Path, suggested: str) -> None:
    code, report, kb = proposed_and_applied(tmp_path, KB_PATH, KB, brief(suggested), BRIEF_PATH)
    assert code == 0, report
    assert "HardNeg" in kb[kb.index("### 1.1") : kb.index("### 1.2")], kb
    assert "HardNeg" not in kb[kb.index("### 1.2") :], kb
