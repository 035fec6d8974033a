"""A citation registered by its id and title (`§五 末尾登记 arXiv:… — Title，〔〕内写 §1.1`) is a
new line of the citation list in the list's own form, its title as given and the section its
brackets are asked to name; it is not a new entry of that list, which dropped the brackets.
Our own words, on a small KB whose list reads `N. arXiv:id — Title〔§x.y〕`."""

from __future__ import annotations

from pathlib import Path

import pytest

from .conftest import proposed_and_applied

KB = "organized/knowledge/serving.md"
BRIEF = "inbox/lin/2026-12-19-serving-e1prep.md"

LISTED_KB = """\
# serving 活文档

## 一、解码

### 1.1 投机解码

- **Tree drafts**（arXiv:2401.20001）：草稿树并行验证。
- **Lookahead**（arXiv:2401.20002）：无草稿模型的前瞻解码。

### 1.2 量化

- **FP8 KV**（arXiv:2401.20003）：KV 用 FP8 存储。

## 五、引用列表

1. arXiv:2401.20001 — Tree Drafts for Fast Decoding〔§1.1〕
2. arXiv:2401.20002 — Lookahead Decoding Without Drafts〔§1.1〕
3. arXiv:2401.20003 — FP8 Caches〔§1.2〕
"""


def brief(request: str) -> str:
    return (
        "# serving · E1 预消化（2026-12-19）\n\n## 一、增量\n\n"
        "### 条目 1：剪枝草稿树（arXiv:2612.40404）\n\n"
        "- **来源**：organized/paper_cards/9-2612-40404.md（arXiv:2612.40404）\n"
        "- **要点**：按接受率给草稿树剪枝，平均接受长度多 8%（作者自测）。\n"
        f"- **建议归入**：{request}\n"
    )


def applied(tmp_path: Path, request: str) -> tuple[str, list[str]]:
    code, report, after = proposed_and_applied(
        tmp_path / "kb", KB, LISTED_KB, brief(request), BRIEF
    )
    assert code == 0, report
    return report, after.splitlines()


TITLE = "arXiv:2612.40404 — Pruning Draft Trees by Acceptance"


@pytest.mark.parametrize(
    ("request_words", "section"),
    [
        (f"§五 末尾登记 {TITLE}，〔〕内写 §1.1。", "§1.1"),
        (f"§五 登记 {TITLE}，〔〕内注明 §1.1。", "§1.1"),
        (f"§五 末尾补登 {TITLE}，方括号里写 §1.2。", "§1.2"),
        (f"§五 录入 {TITLE}，用于 §1.1。", "§1.1"),
        (f"§五 登记 {TITLE}，标注用于 §1.2。", "§1.2"),
        (f"§五 末尾登记 {TITLE}，括号中写 §1.1。", "§1.1"),
        (f"引用列表 登记 {TITLE}（〔〕内写 §1.2）。", "§1.2"),
        # A new paper written as the list writes its lines (id, dash, title) is a citation too.
        (f"§五 新增一条 {TITLE}，用于 §1.2。", "§1.2"),
        (f"§五 新增 {TITLE}，〔〕内写 §1.1。", "§1.1"),
        (f"§五 新增一条：{TITLE}〔§1.2〕。", "§1.2"),
        (f"§五 新增一条 {TITLE}，方括号里写 §1.1。", "§1.1"),
    ],
)
def test_the_citation_line_takes_the_title_and_the_bracketed_section(
    request_words: str, section: str, tmp_path: Path
) -> None:
    report, lines = applied(tmp_path, request_words)
    (added,) = [line for line in lines if "2612.40404" in line]
    assert added.startswith(f"4. {TITLE}〔{section}〕"), added
    assert lines.index(added) == len(lines) - 1
    assert "add citation" in report and "add entry" not in report, report
    assert "not understood" not in report, report


def test_no_entry_is_written_in_the_section_the_brackets_name(tmp_path: Path) -> None:
    # `用于 §1.2` names where the paper is used, not a place for a new entry.
    _, lines = applied(tmp_path, f"§五 末尾登记 {TITLE}，用于 §1.2。")
    assert [line for line in lines if "2612.40404" in line] == [
        f"4. {TITLE}〔§1.2〕（E1 2026-12-19 · 条目 1）"
    ]


@pytest.mark.parametrize(
    "request_words",
    [f"§1.1 新增一条 {TITLE}。", f"§1.1 登记 {TITLE}。", f"§1.1 补登 {TITLE}。"],
)
def test_a_citation_line_asked_into_a_section_of_entries_is_not_written(
    request_words: str, tmp_path: Path
) -> None:
    # A body section holds entries, not citation lines: reported, never a guessed line.
    _, report, after = proposed_and_applied(
        tmp_path / "kb", KB, LISTED_KB, brief(request_words), BRIEF
    )
    assert after == LISTED_KB, after
    assert "unresolved" in report, report
