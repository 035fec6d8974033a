"""An English keep of the rest of a chapter (`the rest of §1 stays as is`, `§1 otherwise
stays as is`, `all other sections of Chapter 1 stay untouched`, `Chapter 1's other sections
remain unchanged`) keeps what the brief does not edit, as `第1章其余各节均不动` does: the
brief's own edit of §1.1 is made. A keep of the whole chapter still forbids it. A keep with
a time after it (`§1.2 stays as is this round`) is a keep, not a request left unread."""

from __future__ import annotations

from pathlib import Path

import pytest

from .conftest import proposed_and_applied

KB_PATH = "organized/knowledge/retrieval.md"
BRIEF_PATH = "inbox/lin/2026-12-11-retrieval-e1prep.md"

KB = """\
# 检索活文档

## 1. 方法

### 1.1 召回

- **双塔召回**：批大小 100，召回率 90%。

### 1.2 重排

- **交叉编码重排**：候选数 100，延迟 80 ms。

## 2. 开放问题

- Q1：重排能否替代混合检索？
"""


def brief(suggested: str) -> str:
    return (
        "# retrieval · E1 预消化简报(2026-12-11)\n\n## 一、增量\n\n"
        "### 条目 1：HardNeg —— 难负例挖掘（arXiv:2612.00777）\n\n"
        "- **来源**：paper_cards/7.md\n"
        "- **要点**：用难负例训练双塔，召回率提升 3 个点。\n"
        f"- **建议归入**：{suggested}\n"
    )


@pytest.mark.parametrize(
    "keep",
    [
        "§1 otherwise stays as is.",
        "Chapter 1 otherwise stays as is.",
        "the rest of §1 stays as is.",
        "all other sections of Chapter 1 stay untouched.",
        "Chapter 1's other sections remain unchanged.",
    ],
)
def test_a_keep_of_the_rest_lets_the_brief_s_own_edit_through(tmp_path: Path, keep: str) -> None:
    suggested = f"§1.1 新增 HardNeg 条目；{keep}"
    code, report, kb = proposed_and_applied(tmp_path, KB_PATH, KB, brief(suggested), BRIEF_PATH)
    assert code == 0, report
    assert "forbidden" not in report, report
    section = kb[kb.index("### 1.1") : kb.index("### 1.2")]
    assert "HardNeg" in section, kb
    assert kb.count("HardNeg") == 1, kb


@pytest.mark.parametrize("keep", ["§1 stays as is.", "Chapter 1 remains unchanged."])
def test_a_keep_of_the_whole_chapter_still_forbids_the_edit(tmp_path: Path, keep: str) -> None:
    suggested = f"§1.1 新增 HardNeg 条目；{keep}"
    _, report, kb = proposed_and_applied(tmp_path, KB_PATH, KB, brief(suggested), BRIEF_PATH)
    assert kb == KB, kb
    assert "forbidden" in report, report


@pytest.mark.parametrize(
    "keep",
    ["§1.2 stays as is this round.", "§1.2 remains intact for now.", "§1.2 stays for this round."],
)
def test_a_keep_with_a_time_after_it_is_a_keep(tmp_path: Path, keep: str) -> None:
    suggested = f"§1.1 新增 HardNeg 条目；{keep}"
    code, report, kb = proposed_and_applied(tmp_path, KB_PATH, KB, brief(suggested), BRIEF_PATH)
    assert code == 0, report
    assert "not understood" not in report and "constraint" in report, report
    assert "HardNeg" in kb[kb.index("### 1.1") : kb.index("### 1.2")], kb
