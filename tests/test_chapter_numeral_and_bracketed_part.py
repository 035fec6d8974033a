"""A KB that numbers chapters `## 一、…` and their sub-sections `### (1) …`, counting again in
every chapter: a brief names a sub-section as the KB writes it (`§一(2)`, `一、(2) 代码`,
`一、（２）`), and kbpatch reads it as that sub-section (the document's §1.2), not as the
chapter alone (whose entries stand in its sub-sections) nor as no section at all. A numeral
that ends a word (`统一(2)`) names nothing. Our own KB and words."""

from __future__ import annotations

from pathlib import Path

import pytest

from .conftest import proposed_and_applied

KB = (
    "# 评测笔记\n\n"
    "## 一、基准 Benchmarks\n\n"
    "### (1) 知识 Knowledge\n\n"
    "- **MMLU-Pro**：十选一的多学科题集。\n"
    "- **GPQA**：研究生级科学题。\n\n"
    "### (2) 代码 Code\n\n"
    "- **HumanEval**：164 道函数补全题。\n"
    "- **MBPP**：入门级 Python 题。\n\n"
    "## 二、方法 Methodology\n\n"
    "### (1) 采样 Sampling\n\n"
    "- **多次采样**：16 次取均值。\n\n"
    "### (2) 裁判 Judges\n\n"
    "- **位置偏差**：交换顺序各跑一次。\n"
)
PATH = "organized/knowledge/eval.md"


def run(request: str, tmp_path: Path) -> tuple[int, str, str]:
    brief = (
        "# eval · E1 预消化简报（2026-12-07）\n\n"
        "- **对照活文档**：organized/knowledge/eval.md\n\n"
        "## 今日条目\n\n"
        "### 条目 1：CRUXEval 代码推理基准（arXiv:2401.03065）\n\n"
        "- **来源**：organized/paper_cards/7101-crux.md\n"
        "- **要点**：800 个短 Python 函数，预测输入或输出。\n"
        f"- **建议归入**：{request}\n"
    )
    return proposed_and_applied(tmp_path, PATH, KB, brief, "inbox/li/2026-12-07-eval-e1prep.md")


@pytest.mark.parametrize(
    "request_",
    [
        "§一(2) 新增 CRUXEval 条目。",
        "§一（2） 补录 CRUXEval。",
        "一、(2) 代码 新增 CRUXEval 条目。",
        "一、（２）代码新增 CRUXEval 条目。",
        "放进 一(2) 小节，加一条 CRUXEval。",
    ],
)
def test_the_sub_section_is_named_as_the_kb_writes_it(request_: str, tmp_path: Path) -> None:
    code, report, kb = run(request_, tmp_path)
    assert code == 0, report
    assert (
        "- **MBPP**：入门级 Python 题。\n"
        "- **CRUXEval**（arXiv:2401.03065）：800 个短 Python 函数，预测输入或输出。"
        "（E1 2026-12-07 · 条目 1）\n\n## 二、方法"
    ) in kb


def test_the_same_part_number_in_another_chapter_is_that_chapters(tmp_path: Path) -> None:
    code, report, kb = run("§二(2) 新增 CRUXEval 条目。", tmp_path)
    assert code == 0, report
    assert kb.endswith(
        "- **位置偏差**：交换顺序各跑一次。\n"
        "- **CRUXEval**（arXiv:2401.03065）：800 个短 Python 函数，预测输入或输出。"
        "（E1 2026-12-07 · 条目 1）\n"
    )


@pytest.mark.parametrize(
    "request_", ["统一(2) 新增 CRUXEval 条目。", "§三(1) 新增 CRUXEval 条目。"]
)
def test_a_numeral_that_is_no_chapter_of_the_kb_is_reported(request_: str, tmp_path: Path) -> None:
    code, report, kb = run(request_, tmp_path)
    assert code == 1
    assert "proposed" not in report
    assert kb == KB
