"""A KB whose entries are each a fold of their own (`<details><summary>名</summary>`, the text,
`</details>`): a new entry is a new fold of the same lines after the last one, never words
inside its neighbour's fold, where a reader would see it as part of that entry. A section with
one such fold does not tell a fold per entry from a fold of several: unresolved. Our own KB and
words."""

from __future__ import annotations

from pathlib import Path

import pytest

from .conftest import proposed_and_applied

KB = (
    "# 检索笔记\n\n"
    "## 1 稠密检索\n\n"
    "### 1.1 双塔模型\n\n"
    "<details><summary>DPR</summary>\n\n"
    "问答检索的双塔基线，用 BM25 难负例训练。arXiv:2004.04906\n\n"
    "</details>\n\n"
    "<details><summary>Contriever</summary>\n\n"
    "无监督对比学习的检索器，裁剪片段当正例。arXiv:2112.09118\n\n"
    "</details>\n\n"
    "### 1.2 多向量\n\n"
    "<details><summary>ColBERT</summary>\n\n"
    "逐词向量，后期交互打分。arXiv:2004.12832\n\n"
    "</details>\n\n"
    "### 1.3 重排\n\n"
    "<details>\n<summary>monoT5</summary>\n"
    "把相关性判断写成生成 true/false 的序列到序列任务。\n"
    "</details>\n"
    "<details>\n<summary>RankGPT</summary>\n"
    "让大模型对候选列表整体排序，滑动窗口处理长列表。\n"
    "</details>\n\n"
    "## 2 未解问题\n\n"
    "- 长文档切块的最佳粒度是多少？\n"
)
PATH = "organized/knowledge/retrieval.md"


def brief(request: str) -> str:
    return (
        "# retrieval · E1 预消化简报（2026-12-05）\n\n"
        "- **对照活文档**：organized/knowledge/retrieval.md\n\n"
        "## 今日条目\n\n"
        "### 条目 1：GTR 大规模双塔检索（arXiv:2112.07899）\n\n"
        "- **来源**：organized/paper_cards/711-gtr.md\n"
        "- **要点**：把 T5 编码器放大到 4.8B 做双塔，零样本平均提升约 3 点。\n"
        f"- **建议归入**：{request}\n"
    )


def run(request: str, tmp_path: Path) -> tuple[int, str, str]:
    return proposed_and_applied(
        tmp_path, PATH, KB, brief(request), "inbox/li/2026-12-05-retrieval-e1prep.md"
    )


NEW_FOLD = (
    "无监督对比学习的检索器，裁剪片段当正例。arXiv:2112.09118\n\n"
    "</details>\n\n"
    "<details><summary>GTR</summary>\n\n"
    "GTR（arXiv:2112.07899）：把 T5 编码器放大到 4.8B 做双塔，零样本平均提升约 3 点。"
    "（E1 2026-12-05 · 条目 1）\n\n"
    "</details>\n\n"
    "### 1.2 多向量"
)


@pytest.mark.parametrize(
    "request_",
    ["§1.1 新增 GTR 条目。", "「双塔模型」小节补录 GTR。", "1.1 节加一条 GTR", "放进 §1.1：GTR。"],
)
def test_a_new_entry_is_a_fold_of_its_own_after_the_last_fold(
    request_: str, tmp_path: Path
) -> None:
    code, report, kb = run(request_, tmp_path)
    assert code == 0, report
    assert NEW_FOLD in kb
    # The neighbour's fold is left as it was: nothing written inside it.
    assert "arXiv:2112.09118\n\n</details>" in kb


@pytest.mark.parametrize("request_", ["§1.3 新增 GTR 条目。", "「重排」小节补一条 GTR。"])
def test_the_new_fold_takes_the_lines_of_its_neighbours(request_: str, tmp_path: Path) -> None:
    # `<details>` and `<summary>` on lines of their own, no blank lines inside the folds.
    code, report, kb = run(request_, tmp_path)
    assert code == 0, report
    assert (
        "滑动窗口处理长列表。\n</details>\n"
        "<details>\n<summary>GTR</summary>\n"
        "GTR（arXiv:2112.07899）：把 T5 编码器放大到 4.8B 做双塔，零样本平均提升约 3 点。"
        "（E1 2026-12-05 · 条目 1）\n</details>\n\n## 2 未解问题"
    ) in kb


@pytest.mark.parametrize("request_", ["§1.2 新增 GTR 条目。", "「多向量」小节补录 GTR。"])
def test_one_fold_alone_is_reported_never_entered(request_: str, tmp_path: Path) -> None:
    code, report, kb = run(request_, tmp_path)
    assert code == 1
    assert "unresolved" in report and "fold of its own" in report
    assert "<summary>ColBERT</summary>" in report
    assert kb == KB
