"""A citation list whose items do not open with the paper's id (`[^2]: Name 技术报告，arXiv:id，
2024。`, `3. Kato, Title, 2023. arXiv:id`) takes the new citation the brief writes out whole
(after a colon or in quotes), labelled as its items are and numbered next: at the end, or in a
list sorted by its authors only where the new one sorts last (elsewhere it is reported: the
items after it would be renumbered). A brief that gives the id alone, or a line not in the
items' shape, is reported: no title, author or year is made up. Our own words, on a small KB
of our own."""

from __future__ import annotations

from pathlib import Path

import pytest

from kbpatch.locate import list_section, outline
from kbpatch.models import ActionKind, Status

from .conftest import new_lines_of, proposed_and_applied, render_brief

KB = """\
# 检索 活文档

## 一、稠密检索

（1）**LateMatch**：晚交互打分，召回率提升 3 个点[^1]。

## 二、参考脚注

[^1]: Alpha 检索 技术报告，arXiv:2101.00001，2024。
[^2]: Beta 重排 技术报告，arXiv:2102.00002，2024。
[^3]: Gamma 索引 技术报告，arXiv:2103.00003，2025。

## 三、参考（按作者排列）

1. Abe, 稠密段落检索 综述, 2021. arXiv:2201.00011
2. Brown, 稀疏表示 研究, 2022. arXiv:2202.00022
3. Kato, 向量量化 研究, 2023. arXiv:2203.00033
4. Park, 混合检索 研究, 2024. arXiv:2204.00044
"""
LINES = KB.splitlines(keepends=True)
MARK = "（E1 2026-12-20 · 条目 1）"
FOOTNOTE = "Delta 稀疏 技术报告，arXiv:2605.00055，2026"


def brief(request: str, kb: str = "retrieval") -> str:
    return (
        f"# {kb} · E1 预消化简报（2026-12-20）\n\n## 一、增量\n\n"
        "### 条目 1：Delta 稀疏检索库\n\n"
        "- **来源**：organized/paper_cards/9005-2605-00055.md\n"
        "- **要点**：Delta 用学习到的稀疏词权重检索，BEIR 平均提升 2.1 点（arXiv:2605.00055）。\n"
        f"- **建议归入**：{request}\n"
    )


def outcome(request: str, kb: str = KB) -> tuple[list[str], list[str]]:
    lines = kb.splitlines(keepends=True)
    found = render_brief(brief(request), lines, "2026-12-20")
    # `三、参考 列表补一条：…` asks for a new line of §三, read as an entry of it: the same.
    # A line for another paper than the item's is reported as not understood, by the reading.
    kinds = (ActionKind.ADD_CITATION, ActionKind.ADD_ENTRY, ActionKind.NOT_UNDERSTOOD)
    cited = [r for a, r in found if a.kind in kinds]
    assert cited, [(a.kind, r.reason) for a, r in found]
    return new_lines_of(found, lines), [r.reason for r in cited if r.status is not Status.PROPOSED]


@pytest.mark.parametrize(
    "request_",
    [
        f"二、参考脚注 增加一条脚注：{FOOTNOTE}。",
        f"§二 新增脚注：「{FOOTNOTE}。」",
        f'二、参考脚注 补一条脚注："{FOOTNOTE}"',
        f"在 二、参考脚注 加一条脚注：{FOOTNOTE}。另外正文不动。",
    ],
)
def test_a_footnote_written_out_takes_the_next_label(request_: str) -> None:
    new, reasons = outcome(request_)
    assert new == [f"[^4]: {FOOTNOTE}{MARK}。"], reasons


AUTHORED = "Wu, 学习式稀疏检索, 2026. arXiv:2605.00055"


@pytest.mark.parametrize(
    "request_",
    [
        f"三、参考 列表补一条：{AUTHORED}",
        f"§三 新增一条引用：{AUTHORED}。",
        f"参考 列表增补一条：「{AUTHORED}」",
        f"參考 列表補一條：{AUTHORED}",
    ],
)
def test_a_reference_by_its_authors_goes_last_where_it_sorts_last(request_: str) -> None:
    new, reasons = outcome(request_)
    assert new == [f"5. {AUTHORED}{MARK}"], reasons


def test_a_closing_line_writes_it_out_with_its_item_tag() -> None:
    closing = f"\n## 三、建议动作\n\n- 参考文献补一条：{AUTHORED}（条目 1）\n"
    found = render_brief(brief("§一 新增一条 Delta 条目。") + closing, LINES, "2026-12-20")
    new = new_lines_of(found, LINES)
    assert f"5. {AUTHORED}{MARK}" in new, [r.reason for _, r in found]


def test_an_english_line_names_the_reference_list_of_a_chinese_kb() -> None:
    new, reasons = outcome(f'Add the citation "{AUTHORED}" to the reference list.')
    assert new == [f"5. {AUTHORED}{MARK}"], reasons


MIDDLE = "Lee, 学习式稀疏检索, 2026. arXiv:2605.00055"


@pytest.mark.parametrize(
    "request_", [f"三、参考 列表补一条：{MIDDLE}", f"參考 列表補一條：「{MIDDLE}」"]
)
def test_a_sorted_list_reports_a_place_inside_it(request_: str) -> None:
    new, reasons = outcome(request_)
    assert new == []
    (reason,) = reasons
    assert "sorted by its leading words" in reason and "4. Park" in reason, reason


def test_an_unsorted_list_takes_it_at_its_end() -> None:
    shuffled = KB.replace("1. Abe", "1. Zorn").replace("4. Park", "4. Ames")
    new, reasons = outcome(f"三、参考 列表补一条：{MIDDLE}", shuffled)
    assert new == [f"5. {MIDDLE}{MARK}"], reasons


@pytest.mark.parametrize(
    "request_",
    [
        # The id alone: the list's items name the paper and its year, which the brief does not.
        "二、参考脚注 补一条 arXiv:2605.00055 脚注。",
        "二、参考脚注 新增一条 Delta 的脚注（arXiv:2605.00055）。",
        "二、参考脚注 增加一条脚注：arXiv:2605.00055。",
        # Written out, but not as the items are: the id first, no year.
        "二、参考脚注 增加一条脚注：arXiv:2605.00055 — Delta 稀疏检索",
        "三、参考 列表补一条：arXiv:2605.00055 Wu 学习式稀疏检索",
        # Another paper's id in the words: not this item's citation.
        "二、参考脚注 增加一条脚注：Delta 技术报告，arXiv:2605.00066，2026。",
    ],
)
def test_no_title_or_year_is_made_up(request_: str) -> None:
    new, reasons = outcome(request_)
    assert new == [] and reasons, reasons


def test_the_patch_applies(tmp_path: Path) -> None:
    code, report, kb = proposed_and_applied(
        tmp_path,
        "organized/knowledge/retrieval.md",
        KB,
        brief(f"二、参考脚注 增加一条脚注：{FOOTNOTE}。").replace(
            "## 一、增量", "- **对照活文档**：organized/knowledge/retrieval.md\n\n## 一、增量"
        ),
        "inbox/tom/2026-12-20.md",
    )
    assert code == 0, report
    assert f"[^3]: Gamma 索引 技术报告，arXiv:2103.00003，2025。\n[^4]: {FOOTNOTE}{MARK}。\n" in kb


@pytest.mark.parametrize(
    "heading",
    [
        "## 9 参考（按作者排列）",
        "## 9 參考資料（草稿）",
        "## 9 References (by author)",
        "## 9 脚注",
    ],
)
def test_the_list_named_by_what_it_is_is_found_with_an_aside(heading: str) -> None:
    # `add it to the reference list` names no heading's words: the list is the one heading
    # whose words (the lexicon's `lists.citations`, its aside in brackets aside) name it.
    kb = f"# x\n\n## 1 正文\n\n- **A**：甲。\n\n{heading}\n\n1. Abe, T, 2020. arXiv:2001.00001\n"
    headings = outline(kb.splitlines(keepends=True))
    (named,) = [h for h in headings if h.key == "9"]
    assert list_section(headings, "citations") == named
