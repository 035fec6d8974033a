"""A new entry placed after another named in the KB's own marks (`放在【X】之后`, `紧跟【X】那条`)
or by a Latin name of several words (`放在 Bradley-Terry RM 那条之后`) goes right after that
entry, in a KB whose entries are paragraphs opening with `【名称】`; a name no entry holds is
reported, never turned into the section's end. Each phrasing is our own, in the E1 format."""

from __future__ import annotations

from pathlib import Path

import pytest

from .conftest import proposed_and_applied

KB_PATH = "organized/knowledge/ranking.md"
KB = """\
# 排序活文档

## 一、召回

### （一）稀疏召回

【BM25 基线】仍是冷启动默认，长查询上召回率偏低 [1]。

【Query Expansion LLM】用小模型改写查询，召回率提升约 6 点 [2]。

【倒排剪枝】按词频剪枝倒排表，延迟降 30% [3]。

### （二）稠密召回

【双塔】离线建库，在线只算查询向量 [4]。
"""
QUERY = "Query Expansion LLM"
BRIEF_PATH = "inbox/lin/2026-12-20-ranking-e1prep.md"


def brief(suggestion: str) -> str:
    return (
        "# ranking · E1 预消化简报（2026-12-20）\n\n## 一、增量\n\n"
        "**增量一：SpladeLite —— 轻量稀疏扩展（arXiv:2612.04444）**\n\n"
        "- 来源：organized/paper_cards/2612-04444.md\n"
        "- 要点：SpladeLite 只扩展高权重词，索引体积为 SPLADE 的 40%。\n"
        f"- 建议归入：{suggestion}\n\n"
        "## 三、可引用的 arXiv 号\n\n- arXiv:2612.04444 — SpladeLite\n"
    )


@pytest.mark.parametrize(
    ("suggestion", "after"),
    [
        ("「稀疏召回」一节新增一条 SpladeLite，放在【Query Expansion LLM】之后。", QUERY),
        ("「稀疏召回」一节补一条 SpladeLite，紧跟【Query Expansion LLM】那条。", QUERY),
        ("「稀疏召回」一节添一条 SpladeLite，排在【BM25 基线】后面。", "BM25 基线"),
        ("「稀疏召回」一节新增 SpladeLite，放在 Query Expansion LLM 那条之后。", QUERY),
        ("「稀疏召回」一节新增 SpladeLite，排在【BM25 基线】条目之后。", "BM25 基线"),
    ],
)
def test_a_new_entry_goes_right_after_the_entry_its_marks_or_words_name(
    suggestion: str, after: str, tmp_path: Path
) -> None:
    code, report, kb = proposed_and_applied(tmp_path, KB_PATH, KB, brief(suggestion), BRIEF_PATH)
    assert code == 0, report
    lines = kb.splitlines()
    named = next(k for k, line in enumerate(lines) if line.startswith(f"【{after}】"))
    new = next(k for k, line in enumerate(lines) if "SpladeLite" in line)
    # Right after the named paragraph: only the blank line between them.
    assert new == named + 2 and not lines[named + 1].strip(), kb
    assert kb.replace(lines[new] + "\n\n", "", 1) == KB


@pytest.mark.parametrize(
    "suggestion",
    [
        "「稀疏召回」一节新增一条 SpladeLite，放在【Learned Sparse】之后。",
        "「稀疏召回」一节新增 SpladeLite，放在 Learned Sparse Retrieval 那条之后。",
    ],
)
def test_a_place_after_an_entry_no_paragraph_holds_is_reported(
    suggestion: str, tmp_path: Path
) -> None:
    code, report, kb = proposed_and_applied(tmp_path, KB_PATH, KB, brief(suggestion), BRIEF_PATH)
    assert code == 1 and "no entry of this section holds" in report, report
    assert kb == KB
