"""A withdrawal of an item's suggestion withdraws it whatever reason follows: the sections the
reason names (by number or by heading words) are context, never a second request, and the
withdrawal line is never a source of the add. The item may be named by its tag, its name, its
quoted title or an English tag, and the withdrawal may stand under an aside heading (`## 备注`).
Our own KB and briefs: the report shows the item's edit forbidden with the line's words, and
no patch is written for it (the other item's patch applies)."""

from __future__ import annotations

from pathlib import Path

import pytest

from .conftest import proposed_and_applied

KB_PATH = "organized/knowledge/retrieval.md"
KB = """\
# retrieval 活文档

## 一、召回

### 1.1 稠密召回

- **DenseHop**：两跳稠密召回，召回率提升 4%。

### 1.2 稀疏召回

- **SpladeLite**：轻量稀疏编码器。

## 二、重排

### 2.1 交叉编码器

- **CrossMini**：小型交叉编码器重排。
"""
BRIEF_PATH = "inbox/ana/2026-12-03-retrieval-e1prep.md"


def brief(closing: str, *, heading: str = "## 三、本轮结论与建议动作") -> str:
    return (
        "# retrieval · E1 预消化简报（2026-12-03）\n\n## 一、今日条目\n\n"
        "### 条目 1：HopFuse 多跳融合（arXiv:2612.11111）\n\n"
        "- **来源**：organized/paper_cards/7001-hopfuse.md\n"
        "- **要点**：HopFuse 融合两跳召回的得分，nDCG@10 提升 2.3 点（作者自测）。\n"
        "- **建议归入**：§1.1 新增一条 HopFuse 条目。\n\n"
        "### 条目 2：RankDistill 蒸馏重排（arXiv:2612.22222）\n\n"
        "- **来源**：organized/paper_cards/7002-rankdistill.md\n"
        "- **要点**：大重排模型蒸馏进 300M 模型，延迟降 60%。\n"
        "- **建议归入**：§2.1 新增一条 RankDistill 条目。\n\n"
        f"{heading}\n\n- {closing}\n"
    )


def english_brief(closing: str) -> str:
    return (
        "# retrieval · E1 pre-digest brief (2026-12-03)\n\n## Items (2)\n\n"
        "### Item 1: HopFuse (arXiv:2612.11111)\n\n"
        "- **Source**: organized/paper_cards/7001-hopfuse.md\n"
        "- **Key points**: HopFuse 融合两跳召回的得分，nDCG@10 提升 2.3 点。\n"
        "- **Suggested placement**: add a HopFuse entry to §1.1.\n\n"
        "### Item 2: RankDistill (arXiv:2612.22222)\n\n"
        "- **Source**: organized/paper_cards/7002-rankdistill.md\n"
        "- **Key points**: 大重排模型蒸馏进 300M 模型，延迟降 60%。\n"
        "- **Suggested placement**: add a RankDistill entry to §2.1.\n\n"
        "## Next steps\n\n"
        "- §1.1: add HopFuse (Item 1).\n"
        f"- {closing}\n"
    )


WITHDRAWALS = (
    # A reason naming another section by its number.
    "撤回条目 1 的建议：复核后发现 HopFuse 与 §1.2 的 SpladeLite 一条做法重复。",
    "撤回条目一的建议：与 §1.2 SpladeLite 的思路雷同。",
    "收回条目 1 的建议；§1.1 DenseHop 已经覆盖。",
    "撤回条目 1 的建议，理由见 §1.2 的讨论。",
    # A reason that holds an editorial verb, or asks a merge kbpatch never makes.
    "撤回条目 1 的建议，因为 §1.2 已经新增过同类条目。",
    "撤回条目 1 的建议：与 §1.2 的 SpladeLite 重复，建议合并。",
    # A reason naming a section by its heading words.
    "撤回条目 1 的建议：与「稀疏召回」一节的做法重复。",
    # The item by its quoted title, or named first.
    "撤回「HopFuse 多跳融合」的建议：重复发表。",
    "撤回「HopFuse 多跳融合」的建议：和 §1.1 的 DenseHop 是一回事。",
    "条目 1 的建议作废：与 §1.2 重复。",
    "HopFuse 一条撤回：§1.1 已有同类做法。",
)


@pytest.mark.parametrize("closing", WITHDRAWALS)
def test_a_withdrawal_holds_back_the_item_whatever_its_reason_names(
    tmp_path: Path, closing: str
) -> None:
    code, report, kb = proposed_and_applied(tmp_path, KB_PATH, KB, brief(closing), BRIEF_PATH)
    assert code == 0, report
    assert "HopFuse" not in kb
    assert "RankDistill" in kb  # the other item's patch is written and applies
    lines = report.splitlines()
    assert any("forbidden" in line and "(条目 1)" in line for line in lines), report
    said = closing[:8]
    assert any("constraint (条目 1)" in line and said in line for line in lines), report
    assert "not understood" not in report and "check by hand" not in report
    # The withdrawal line is no source of the add: no row cites it beside the item's line.
    assert not any("[lines 9," in line for line in lines), report


ENGLISH = (
    "Withdraw Item 1's suggestion: it duplicates the DenseHop entry in §1.1.",
    "Withdraw Item 1's suggestion: duplicate publication.",
    "Item 1 is withdrawn: §1.2 already covers it.",
)


@pytest.mark.parametrize("closing", ENGLISH)
def test_an_english_withdrawal_holds_back_the_item(tmp_path: Path, closing: str) -> None:
    code, report, kb = proposed_and_applied(
        tmp_path, KB_PATH, KB, english_brief(closing), BRIEF_PATH
    )
    assert code == 0, report
    assert "HopFuse" not in kb
    assert "RankDistill" in kb
    assert "constraint (Item 1)" in report or "constraint (条目 1)" in report, report
    assert "check by hand" not in report


@pytest.mark.parametrize(
    "line", ["条目 1 的建议作废：重复发表。", "撤回条目 1 的建议：与 §1.2 的做法重复。"]
)
def test_a_withdrawal_under_an_aside_heading_holds_back_the_item(tmp_path: Path, line: str) -> None:
    text = brief("§2.1 新增 RankDistill（条目 2）。").replace(
        "## 三、本轮结论与建议动作", f"## 备注\n\n{line}\n\n## 三、本轮结论与建议动作"
    )
    code, report, kb = proposed_and_applied(tmp_path, KB_PATH, KB, text, BRIEF_PATH)
    assert "HopFuse" not in kb
    assert "RankDistill" in kb
    # The item's edit is held back with the line's words, and the line, unread where it
    # stands, is still reported (docs/reading.md: lines under a heading of no known kind).
    assert "forbidden" in report and line[:8] in report
    assert code == 1 and "备注" in report


@pytest.mark.parametrize(
    "closing",
    [
        # Words after the withdrawal that speak of another item are that item's: read as usual.
        "撤回条目 1 的建议：重复发表；条目 2 照办。",
        "撤回条目 1 的建议，条目 2 照建议落笔。",
    ],
)
def test_another_items_words_after_a_withdrawal_are_read_for_that_item(
    tmp_path: Path, closing: str
) -> None:
    _, report, kb = proposed_and_applied(tmp_path, KB_PATH, KB, brief(closing), BRIEF_PATH)
    assert "HopFuse" not in kb
    assert "RankDistill" in kb, report


def test_a_request_after_a_withdrawal_is_never_dropped(tmp_path: Path) -> None:
    """`撤回…，改在 §1.2 新增` asks an edit after the withdrawal: not swallowed as its reason;
    kbpatch does not guess which line wins, so nothing of item 1 is written and a row says so."""
    closing = "撤回条目 1 的建议，改在 §1.2 新增 HopFuse。"
    code, report, kb = proposed_and_applied(tmp_path, KB_PATH, KB, brief(closing), BRIEF_PATH)
    assert code == 1
    assert "HopFuse" not in kb
    assert "§1.2" in report and "check by hand" in report
