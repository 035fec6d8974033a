"""One item's new entry asked into two sections by two lines that disagree (its 建议归入 names
one section, a closing line another) is never written twice: both are withheld and one row
names both places and both lines. Asked into both on purpose (one line naming both, or words
that add a place: 也, 同时, 另在, as well), both are written. Our own phrasings, planned and
checked against a small KB in a real repository."""

from __future__ import annotations

from pathlib import Path

import pytest

from kbpatch.api import propose
from kbpatch.kb import Kb
from kbpatch.models import ActionKind, Proposal, Status

from .conftest import KB_PATH, git, make_repo

KB = """\
# serving 活文档

## 一、缓存

### 1.1 前缀缓存

- **RadixCache**：按前缀树共享 KV。
- **LRU 换出**：冷块写回主机内存，命中率 35%。

## 二、调度

### 2.1 路由

- **RoundRobin**：轮询派发。
"""
NEW_ENTRY = (
    "+- **TierServe**：热档常驻显存，温档放主机内存，冷档落盘。"
    "来源：organized/repo_cards/3001-tierserve.md。（E1 2026-12-06 · 增量 1）"
)
SUGGESTION_LINE = 11
CLOSING_LINE = 15


def brief(suggestion: str, closing: str = "") -> str:
    text = (
        "serving · E1 预消化简报(2026-12-06)\n\n一、今日 serving 主题的重要增量（1 条）\n\n"
        "增量 1：TierServe —— 三档 KV 分层\n\n"
        "来源：organized/repo_cards/3001-tierserve.md\n\n"
        "要点：热档常驻显存，温档放主机内存，冷档落盘。\n\n"
        f"建议归入：{suggestion}\n"
    )
    if closing:
        text += f"\n二、今晚建议的归并动作\n\n1. {closing}\n"
    return text


def proposed(text: str) -> Proposal:
    return propose(text, Kb(KB, path=KB_PATH))


def written(proposal: Proposal) -> list[str]:
    return [
        line
        for patch in proposal.patches
        for line in patch.diff.splitlines()
        if line.startswith("+- ")
    ]


@pytest.mark.parametrize(
    ("suggestion", "closing"),
    [
        ("§1.1 新增一条 TierServe。", "§2.1 新增 TierServe（增量 1）。"),
        ("§1.1 新增一条 TierServe。", "增量 1 的 TierServe 收入 §2.1。"),
        ("§1.1 末尾补一条 TierServe。", "TierServe 归入 §2.1（增量 1）。"),
        ("§1.1 新增一条 TierServe。", "2.1 节登记 TierServe 一条（增量 1）。"),
        # The item names its section by its words: located, it is still another section.
        ("「前缀缓存」小节 新增一条 TierServe。", "§2.1 新增 TierServe（增量 1）。"),
        ("§1.1 新增一条 TierServe。", "Add TierServe to §2.1 (Item 1)."),
    ],
)
def test_an_entry_the_item_and_the_closing_list_place_apart_is_withheld_with_both_places(
    suggestion: str, closing: str
) -> None:
    proposal = proposed(brief(suggestion, closing))
    entries = [o for o in proposal.outcomes if o.action.kind is ActionKind.ADD_ENTRY]
    assert [o.status for o in entries] == [Status.UNRESOLVED, Status.SKIPPED], entries
    first, second = entries
    assert proposal.patches == () and proposal.return_code == 1
    # One row names both places, both headings and both lines with their words.
    for words in ("1.1 前缀缓存", "2.1 路由", f"line {SUGGESTION_LINE}", f"line {CLOSING_LINE}"):
        assert words in first.reason, first.reason
    assert suggestion[:12] in first.reason and closing[:12] in first.reason
    assert "does not pick one" in first.reason
    assert second.reason.startswith(f"withheld with {first.action.id}")


@pytest.mark.parametrize(
    ("suggestion", "closing"),
    [
        ("§1.1 新增一条 TierServe。", "§2.1 也新增一条 TierServe（增量 1）。"),
        ("§1.1 新增一条 TierServe。", "TierServe 同时列入 §2.1（增量 1）。"),
        ("§1.1 新增一条 TierServe。", "另在 §2.1 新增 TierServe（增量 1）。"),
        ("§1.1 新增一条 TierServe。", "§2.1 亦新增 TierServe 一条（增量 1）。"),
        ("§1.1 新增一条 TierServe。", "§1.1、§2.1 都新增 TierServe（增量 1）。"),
        ("§1.1 新增一条 TierServe。", "Add TierServe to §2.1 as well (Item 1)."),
        ("§1.1 与 §2.1 各加一条 TierServe。", ""),
        ("§1.1 新增一条 TierServe，§2.1 也补一条。", ""),
        ("§1.1 新增一条 TierServe，并在 §2.1 新增一条 TierServe。", ""),
    ],
)
def test_an_entry_asked_into_two_sections_on_purpose_is_written_in_both(
    suggestion: str, closing: str, tmp_path: Path
) -> None:
    proposal = proposed(brief(suggestion, closing))
    entries = [o for o in proposal.outcomes if o.action.kind is ActionKind.ADD_ENTRY]
    assert [o.status for o in entries] == [Status.PROPOSED, Status.PROPOSED], entries
    assert [o.action.target.key for o in entries if o.action.target] == ["1.1", "2.1"]
    assert written(proposal) == [NEW_ENTRY, NEW_ENTRY]
    repo = make_repo(tmp_path / "kb", KB.encode())
    for patch in proposal.patches:
        git(repo.root, "apply", "--check", "-", input=patch.diff.encode())


@pytest.mark.parametrize(
    "closing",
    ["§1.1 新增 TierServe（增量 1）。", "「前缀缓存」小节 添 TierServe 一条（增量 1）。"],
)
def test_an_entry_asked_twice_into_one_section_is_one_edit(closing: str) -> None:
    proposal = proposed(brief("§1.1 新增一条 TierServe。", closing))
    assert written(proposal) == [NEW_ENTRY]
    assert proposal.return_code == 0
