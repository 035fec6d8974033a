"""The item's own paper registered in a numbered citation list by a word for it
(`登记该论文为第 N 条`, `把这篇论文登记进引用列表`, `register the paper as citation N`) is a new
citation in the list's form: never an entry of that list (which dropped its 〔§x〕 and, for
`用于 §x`, added a second entry in §x). Its title is the one the brief gives (after the id, in
brackets after it, after 标题/题为/titled, or on the item's 来源 line), never the item's heading
when a title is given. Our own words, on a small KB whose list reads `N. arXiv:id — Title〔§x〕`."""

from __future__ import annotations

from pathlib import Path

import pytest

from .conftest import proposed_and_applied

KB = "organized/knowledge/retrieval.md"
BRIEF = "inbox/ana/2027-01-08-retrieval-e1prep.md"

LISTED_KB = """\
# retrieval 活文档

## 1. 召回

### 1.1 稠密检索

- **ColBERT-X**（arXiv:2501.30001）：多向量晚交互，召回高但索引大。
- **SparseMix**（arXiv:2501.30002）：稀疏与稠密混合打分。

### 1.2 重排

- **RankLite**（arXiv:2501.30003）：小模型列表式重排。

## 8. 引用列表

1. arXiv:2501.30001 — ColBERT-X: Late Interaction at Scale〔§1.1〕
2. arXiv:2501.30002 — Mixing Sparse and Dense Scores〔§1.1〕
3. arXiv:2501.30003 — Lightweight Listwise Reranking〔§1.2〕
"""

PAPER = "2701.06060"
GIVEN = "Query-Aware Index Compression for Late Interaction"
MARK = "（E1 2027-01-08 · 条目 1）"


def brief(request: str, source_extra: str = "") -> str:
    return (
        "# retrieval · E1 预消化（2027-01-08）\n\n## 一、增量\n\n"
        "### 条目 1：晚交互索引压缩\n\n"
        f"- **来源**：organized/paper_cards/12-2701-06060.md（arXiv:{PAPER}{source_extra}）\n"
        "- **要点**：按查询分布压缩多向量索引，体积降到 1/4，召回只掉 0.6 点（作者自测）。\n"
        f"- **建议归入**：{request}\n"
    )


def applied(tmp_path: Path, text: str) -> tuple[str, list[str]]:
    code, report, after = proposed_and_applied(tmp_path / "kb", KB, LISTED_KB, text, BRIEF)
    assert code == 0, report
    return report, after.splitlines()


def new_lines(after: list[str]) -> list[str]:
    return [line for line in after if line not in LISTED_KB.splitlines()]


@pytest.mark.parametrize(
    ("request_words", "section"),
    [
        ("在 §8 引用列表末尾登记该论文为第 4 条，〔〕内写 §1.1。", "§1.1"),
        ("§8 登记该文为第 4 条，用于 §1.2。", "§1.2"),
        ("把这篇论文登记进引用列表，括号里写 §1.1。", "§1.1"),
        ("引用列表补登本条论文，用于 §1.1。", "§1.1"),
        ("§8 引用列表补登这篇论文为第 4 条，使用位置 §1.2。", "§1.2"),
        ("§8 录入此文，〔〕内写 §1.1。", "§1.1"),
        ("register the paper as citation 4, 〔§1.2〕.", "§1.2"),
        ("register the paper as citation 4 in §8, used in §1.1.", "§1.1"),
        ("§8 登记第 4 条，〔§1.2〕。", "§1.2"),
    ],
)
def test_the_items_paper_is_a_citation_with_the_title_its_source_gives(
    request_words: str, section: str, tmp_path: Path
) -> None:
    report, after = applied(tmp_path, brief(request_words, f"，标题 {GIVEN}"))
    # One new line, in the list, with the title the 来源 line gives and the section asked;
    # no entry in the section the brackets name.
    assert new_lines(after) == [f"4. arXiv:{PAPER} — {GIVEN}〔{section}〕{MARK}"], report
    assert "add entry" not in report, report


@pytest.mark.parametrize(
    "source_extra",
    [
        f"，标题 {GIVEN}",
        f"，标题：{GIVEN}",
        f"，title: {GIVEN}",
        f"，题为 {GIVEN}",
        f"，《{GIVEN}》",
    ],
)
def test_the_title_on_the_source_line_is_the_whole_title(source_extra: str, tmp_path: Path) -> None:
    # The aside closing the 来源 line (`）`) is no part of the title.
    report, after = applied(
        tmp_path, brief("§8 登记该论文为第 4 条，〔〕内写 §1.1。", source_extra)
    )
    assert new_lines(after) == [f"4. arXiv:{PAPER} — {GIVEN}〔§1.1〕{MARK}"], report


@pytest.mark.parametrize(
    "request_words",
    [
        f"§8 登记 arXiv:{PAPER}（{GIVEN}）为第 4 条，〔〕内写 §1.1。",
        f"§8 登记 arXiv:{PAPER} ({GIVEN})，〔〕内写 §1.1。",
        f"引用列表新增第四条 arXiv:{PAPER}，标题 {GIVEN}，使用位置 §1.1。",
        f"§8 登记该论文为第 4 条，题为 {GIVEN}，用于 §1.1。",
        f"register the paper as citation 4, titled {GIVEN}, 〔§1.1〕.",
        f"§8 登记 arXiv:{PAPER} - {GIVEN}，〔〕内写 §1.1。",
        f"§8 补登 arXiv:{PAPER} — {GIVEN}，括号里写 §1.1。",
    ],
)
def test_the_title_the_request_gives_wins_over_the_source_and_the_heading(
    request_words: str, tmp_path: Path
) -> None:
    report, after = applied(tmp_path, brief(request_words, "，标题 Some Older Working Title"))
    assert new_lines(after) == [f"4. arXiv:{PAPER} — {GIVEN}〔§1.1〕{MARK}"], report


@pytest.mark.parametrize(
    "request_words",
    [
        "§8 登记该论文为第 4 条，〔〕内写 §1.1。",
        f"§8 登记 arXiv:{PAPER} (ICLR 2027)，〔〕内写 §1.1。",
        "register the paper as citation 4, 〔§1.1〕.",
        "引用列表补登本条论文，用于 §1.1。",
    ],
)
def test_without_a_title_the_citation_is_named_as_before(
    request_words: str, tmp_path: Path
) -> None:
    # No title anywhere in the brief: the item's name, as kbpatch always wrote it (a bracket
    # after the id that is no title, `(ICLR 2027)`, is not taken for one).
    report, after = applied(tmp_path, brief(request_words))
    assert new_lines(after) == [f"4. arXiv:{PAPER} — 晚交互索引压缩〔§1.1〕{MARK}"], report


@pytest.mark.parametrize(
    "request_words",
    [
        "§1.1 登记该论文。",
        "§1.2 补登这篇论文，用于 §1.2。",
        "§1.1 录入此文。",
        "§1.1 登记本篇论文。",
    ],
)
def test_the_paper_registered_in_a_section_of_entries_is_not_written(
    request_words: str, tmp_path: Path
) -> None:
    # A body section holds entries, not citation lines: reported, never a guessed line.
    _, report, after = proposed_and_applied(
        tmp_path / "kb", KB, LISTED_KB, brief(request_words), BRIEF
    )
    assert after == LISTED_KB, after
    assert "unresolved" in report or "not understood" in report, report


@pytest.mark.parametrize(
    "request_words",
    [
        "§8 补一条，〔〕内写 §1.1。",
        "§8 新增一条索引压缩，括号里写 §1.1。",
        "引用列表末尾加一条，〔〕中写 §1.1。",
        "§8 添一条；〔〕里填 §1.1。",
    ],
)
def test_an_add_with_brackets_to_fill_is_a_citation(request_words: str, tmp_path: Path) -> None:
    # Only a citation has brackets to write in: the add is the item's citation, brackets kept.
    report, after = applied(tmp_path, brief(request_words, f"，标题 {GIVEN}"))
    assert new_lines(after) == [f"4. arXiv:{PAPER} — {GIVEN}〔§1.1〕{MARK}"], report
