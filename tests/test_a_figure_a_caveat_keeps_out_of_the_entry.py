"""A figure with a decimal point that a caveat keeps out of the entry (`66.0 为官方自报，不得写进
条目正文`, `F1 +3.2 只在自建集上测得，不写入条目`) is never written: the 要点's sentences that
hold it are left out, and where every sentence holds it the entry is reported forbidden. A new
citation of the same item writes no 要点, so the figure does not hold it back. Our own words."""

from __future__ import annotations

from pathlib import Path

from .conftest import proposed_and_applied, report_rows

KB_PATH = "organized/knowledge/rag.md"
BRIEF_PATH = "inbox/lin/2026-12-28-rag-e1prep.md"

KB = """\
# rag 活文档

## A. 检索器

### A.1 稠密检索

1. **BGE-M3**（BAAI，2024）：多语言多粒度。[1]

## 附录 B 参考文献

- [1] arXiv:2402.03216 — BGE M3-Embedding
"""


def brief(summary: str, request: str, caveat: str) -> str:
    return (
        "# rag · E1 预消化简报（2026-12-28）\n\n## 一、增量\n\n"
        "### 条目 1：Voyage-4（arXiv:2612.03318）\n\n"
        "- **来源**：organized/paper_cards/3318-voyage-4.md\n"
        f"- **要点**：{summary}\n"
        f"- **建议归入**：{request}\n"
        f"- **值得警惕**：{caveat}\n"
    )


def run(tmp_path: Path, text: str) -> tuple[int, str, str]:
    return proposed_and_applied(tmp_path, KB_PATH, KB, text, BRIEF_PATH)


def test_the_sentence_holding_the_figure_is_left_out(tmp_path: Path) -> None:
    text = brief(
        "闭源 API，1024 维。官方报告 MTEB 检索均分 66.0。",
        "§A.1 新增一条 Voyage-4。",
        "66.0 为官方自报，不得写进条目正文。",
    )
    code, report, after = run(tmp_path, text)
    assert code == 0, report
    (line,) = [x for x in after.splitlines() if "Voyage-4" in x]
    assert "闭源 API，1024 维" in line and "66.0" not in line, line


def test_an_entry_every_sentence_of_which_holds_the_figure_is_forbidden(tmp_path: Path) -> None:
    text = brief(
        "用小模型预测切分点，长文档问答 F1 比语义分块高 3.2。",
        "§A.1 新增一条 Voyage-4。",
        "F1 +3.2 只在作者自建数据集上测得，不写入条目。",
    )
    _, report, after = run(tmp_path, text)
    assert after == KB, report
    assert any("forbid" in row and "add entry" in row for row in report_rows(report)), report


def test_a_citation_of_the_item_is_not_held_back_by_its_summary_s_figure(tmp_path: Path) -> None:
    text = brief(
        "用小模型预测切分点，长文档问答 F1 比语义分块高 3.2。",
        "§A.1 新增一条 Voyage-4：用小模型预测切分点；附录 B 参考文献补一条 arXiv:2612.03318。",
        "F1 +3.2 只在作者自建数据集上测得，不写入条目。",
    )
    code, report, after = run(tmp_path, text)
    assert code == 0 and "3.2" not in after.replace("2612.03318", ""), report
    assert any(x.startswith("- [2] arXiv:2612.03318") for x in after.splitlines()), after
