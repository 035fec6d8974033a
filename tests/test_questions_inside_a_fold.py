"""A section whose last lines stand folded in `<details>` … `</details>` (questions and their
answers, labelled paragraphs) takes a new question or entry inside the fold, after its last
lines, as its neighbours stand: never after the closing tag, where a reader of the rendered page
would see it alone outside the fold. Our own KB and words."""

from __future__ import annotations

from pathlib import Path

import pytest

from .conftest import proposed_and_applied

KB = (
    "# Retrieval notes\n\n"
    "## 1 Indexes\n\n"
    "<details>\n<summary>Index notes (2)</summary>\n\n"
    "**HNSW-lite**: a flat graph index with one layer (arXiv:2601.00011).\n\n"
    "**PQ-fast**: product quantisation with 4-bit codes (arXiv:2602.00012).\n\n"
    "</details>\n\n"
    "## 2 Open questions\n\n"
    "<details>\n<summary>Open questions (2)</summary>\n\n"
    "Q: Does re-ranking still help above 100 candidates?\n"
    "A: Open.\n\n"
    "Q: Are learned sparse indexes worth their memory?\n"
    "A: Partly; see the 2025 ablation.\n\n"
    "</details>\n\n"
    "## 3 Empty fold\n\n"
    "<details>\n<summary>Nothing yet</summary>\n</details>\n"
)
PATH = "organized/knowledge/retrieval.md"


def brief(request: str) -> str:
    return (
        "# retrieval · E1 预消化简报（2026-12-04）\n\n"
        "- **对照活文档**：organized/knowledge/retrieval.md\n\n"
        "## 今日条目\n\n"
        "### 条目 1：GraphPrune —— 图索引剪枝（arXiv:2612.02001）\n\n"
        "- **来源**：organized/paper_cards/601-graphprune.md\n"
        "- **要点**：Prunes graph edges by query logs and halves memory at equal recall.\n"
        f"- **建议归入**：{request}\n"
    )


def applied(request: str, tmp_path: Path) -> str:
    """The KB once every patch proposed for `request` is applied (each checked alone first)."""
    code, report, kb = proposed_and_applied(
        tmp_path, PATH, KB, brief(request), "inbox/ana/2026-12-04-retrieval-e1prep.md"
    )
    assert code == 0, report
    return kb


@pytest.mark.parametrize(
    "request_",
    [
        '§2 新增一问："Does pruning hurt recall on rare queries?"',
        '§2 开放问题补一条："Does pruning hurt recall on rare queries?"',
        'add to the open questions of §2: "Does pruning hurt recall on rare queries?"',
    ],
)
def test_a_new_question_goes_inside_the_fold_after_the_last_answer(
    request_: str, tmp_path: Path
) -> None:
    kb = applied(request_, tmp_path)
    assert (
        "A: Partly; see the 2025 ablation.\n\n"
        "Q: Does pruning hurt recall on rare queries? (E1 2026-12-04 · 条目 1)\n\n"
        "</details>\n\n## 3 Empty fold"
    ) in kb


@pytest.mark.parametrize("request_", ["§1 新增一条 GraphPrune 条目。", "§1 补录 GraphPrune。"])
def test_a_new_entry_goes_inside_the_fold_of_its_neighbours(request_: str, tmp_path: Path) -> None:
    kb = applied(request_, tmp_path)
    entry = kb.index("**GraphPrune**")
    assert kb.index("**PQ-fast**") < entry < kb.index("</details>\n\n## 2 Open questions")


def test_a_fold_that_holds_only_its_summary_is_not_entered(tmp_path: Path) -> None:
    _, _, kb = proposed_and_applied(
        tmp_path, PATH, KB, brief("§3 新增一条 GraphPrune 条目。"), "inbox/a/2026-12-04-x.md"
    )
    assert "<summary>Nothing yet</summary>\n</details>" in kb
