"""`§3 补 arXiv:…（的引用）`, `并在 §3 补 arXiv:…` where §3 is the document's citation list (the
section a new citation goes to, locate.list_section): the paper given there by its id, no line
of the list quoted or pointed at, is a new citation of that list, written as its neighbours
are; never a source for a line the brief does not name (which was reported as "quote the line
to cite"). In a body section, or for a line of the list the brief names, it stays a source.
Our own KBs and words."""

from __future__ import annotations

from pathlib import Path

import pytest

from .dry_run import added, dry_run

KB = """# 检索增强 · 活文档

## 1. 召回

### 1.1 稠密召回

- **ColBERTv9**：多向量晚交互，召回率高于单向量约 4 个点（arXiv:2601.00011）。

### 1.2 重排

- **MonoRank**：交叉编码器重排，延迟约 30 ms（arXiv:2601.00022）。

## 2. 评测

- **RAGBench-X**：覆盖 12 个领域的问答集（arXiv:2601.00033）。

## 3. 参考文献

- arXiv:2601.00011 — ColBERTv9: Late Interaction at Scale（§1.1）
- arXiv:2601.00022 — MonoRank: Cross-Encoder Reranking（§1.2）
- arXiv:2601.00033 — RAGBench-X: A Multi-Domain QA Suite（§2）
"""

# The list headed in English, its heading carrying an HTML anchor.
ENGLISH_KB = """# Retrieval notes

## 1 Retrievers <a id="retrievers"></a>

- **ColBERTv9**: late interaction, +4 recall over single vectors (arXiv:2601.00011).

## 2 Rerankers <a id="rerankers"></a>

- **MonoRank**: cross-encoder reranking at 30 ms (arXiv:2601.00022).

## 3 References <a id="refs"></a>

- arXiv:2601.00011 — ColBERTv9: Late Interaction at Scale (§1)
- arXiv:2601.00022 — MonoRank: Cross-Encoder Reranking (§2)
"""


def brief(suggestion: str) -> str:
    return (
        "# inference · E1 预消化简报（2026-12-02）\n\n"
        "## 一、今日条目（1 条）\n\n"
        "### 条目 1：HyRank —— 混合稀疏稠密重排器（arXiv:2612.04444）\n\n"
        "- **来源**：organized/paper_cards/4444-hyrank.md\n"
        "- **要点**：稀疏与稠密打分融合后再重排，nDCG@10 提升约 2 个点（作者自测）。\n"
        f"- **建议归入**：{suggestion}\n"
    )


@pytest.mark.parametrize(
    "suggestion",
    [
        "§3 补 arXiv:2612.04444 的引用。",
        "§3 补 arXiv:2612.04444。",
        "在 §3 补上 arXiv:2612.04444。",
        "第3节 补充 arXiv:2612.04444 的引用",
    ],
)
@pytest.mark.parametrize("kb", [KB, ENGLISH_KB], ids=["chinese", "english"])
def test_an_id_given_in_the_citation_list_is_a_new_citation(
    tmp_path: Path, suggestion: str, kb: str
) -> None:
    out = dry_run(tmp_path, kb, brief(suggestion))
    assert "add citation (条目 1)" in out, out
    assert "add source" not in out and "unresolved" not in out, out
    new = added(out)
    assert len(new) == 1 and new[0].startswith("- arXiv:2612.04444 — HyRank"), new


@pytest.mark.parametrize(
    "suggestion",
    [
        "§1.2 新增 HyRank 条目，并在 §3 补 arXiv:2612.04444 的引用。",
        "§1.2 新增 HyRank 条目；§3 补 arXiv:2612.04444。",
    ],
)
def test_a_new_entry_and_its_citation_in_the_list(tmp_path: Path, suggestion: str) -> None:
    out = dry_run(tmp_path, KB, brief(suggestion))
    assert "add entry (条目 1)" in out and "add citation (条目 1)" in out, out
    assert "unresolved" not in out, out
    new = added(out)
    assert any(line.startswith("- **HyRank**：") for line in new), new
    # The new citation names the section its entry lands in, as its neighbours do.
    cited = "- arXiv:2612.04444 — HyRank：混合稀疏稠密重排器（§1.2）（E1 2026-12-02 · 条目 1）"
    assert cited in new, new


@pytest.mark.parametrize(
    "suggestion",
    [
        # A body section: a line of it takes the source, and the brief names none.
        "§1.2 补 arXiv:2612.04444。",
        "在 §2 补上 arXiv:2612.04444 的引用。",
    ],
)
def test_an_id_given_in_a_body_section_stays_a_source(tmp_path: Path, suggestion: str) -> None:
    out = dry_run(tmp_path, KB, brief(suggestion))
    assert "add source (条目 1)" in out, out
    assert "add citation" not in out and added(out) == [], out


@pytest.mark.parametrize(
    "suggestion",
    [
        # A line of the list named: that line's source, not a new citation.
        '§3 "MonoRank" 那条补 arXiv:2612.04444。',
        "§3 MonoRank 那条补 arXiv:2612.04444。",
        # A link, no id: nothing to register as a citation.
        "§3 补来源链接 https://example.org/hyrank",
    ],
)
def test_a_line_of_the_list_named_or_a_link_stays_a_source(tmp_path: Path, suggestion: str) -> None:
    out = dry_run(tmp_path, KB, brief(suggestion))
    assert "add source (条目 1)" in out, out
    assert "add citation" not in out, out


def test_two_lists_of_citations_leave_the_request_a_source(tmp_path: Path) -> None:
    # Which of two headings is the citation list is not guessed: reported as before.
    kb = KB + "\n## 4. References\n\n- arXiv:2601.00044 — Other Paper（§2）\n"
    out = dry_run(tmp_path, kb, brief("§3 补 arXiv:2612.04444。"))
    assert "add source (条目 1)" in out, out
    assert "add citation" not in out and added(out) == [], out
