"""A closing-list line that repeats an item's section but names another new entry than the one
the item adds there (`C.2：补 TierCache（条目 1）` after 条目 1's `C.2 新增 SpillCache 条目`) is
another request: never folded into the item's add, where it would vanish, nor written as a
second entry of the same words (kbpatch does not split an item's words between two names). It
is reported with its words; the item's own entry is still proposed, once. A line naming the
same entry, or none, still joins the item's add. Our own KBs and words: one lettered
(`## C. 服务` / `### C.2 缓存`), one numbered (`## 3. 服务` / `### 3.2 缓存`)."""

from __future__ import annotations

import pytest

from kbpatch.api import propose
from kbpatch.kb import Kb
from kbpatch.models import ActionKind, Outcome, Status

LETTERED = (
    "# 服务 活文档\n\n## C. 服务\n\n"
    "### C.1 调度\n\n- **FairQ**：按租户公平排队，p99 降 18%。\n\n"
    "### C.2 缓存\n\n- **TierKV**：显存、内存、SSD 三层，命中率 0.58。\n"
    "- **HotSet**：热点块常驻显存。\n\n"
    "### C.3 吞吐\n\n- **TierKV**：三层缓存下吞吐比 0.61，单机实测。\n"
    "- **BatchPlus**：连续批处理，吞吐 1.4×。\n"
)
NUMBERED = (
    LETTERED.replace("## C. 服务", "## 3. 服务")
    .replace("### C.1", "### 3.1")
    .replace("### C.2", "### 3.2")
    .replace("### C.3", "### 3.3")
)
PATH = "organized/knowledge/serving.md"
SPILL = "+- **SpillCache**（arXiv:2612.05001）：把冷块溢出到主机内存，命中率 0.63。"


def brief(closing: str, *, tag: str = "条目", section: str = "C.2", title: str = "") -> str:
    return (
        "# serving · E1 预消化简报（2026-12-02）\n\n"
        f"## {tag} 1：{title or 'SpillCache —— 冷块溢出到主机内存'}\n\n"
        "- **来源**：organized/paper_cards/5001-2612-05001.md（arXiv:2612.05001）\n"
        "- **要点**：把冷块溢出到主机内存，命中率 0.63。\n"
        f"- **建议归入**：{section} 新增 SpillCache 条目。\n\n"
        "## 结论与建议动作\n\n"
        f"- {closing}\n"
    )


def run(text: str, kb: str = LETTERED) -> tuple[list[Outcome], str]:
    proposal = propose(text, Kb(kb, path=PATH))
    return list(proposal.outcomes), "".join(p.diff for p in proposal.patches)


def closing_line(text: str) -> int:
    return len(text.splitlines())  # the closing list's one line ends the brief


def assert_reported_apart(found: list[Outcome], diff: str, text: str, words: str) -> None:
    """The item's own entry proposed once, without the closing line; that line reported."""
    rows = [(o.action.kind, o.status, o.reason) for o in found]
    (entry,) = [o for o in found if o.action.kind is ActionKind.ADD_ENTRY]
    assert entry.status is Status.PROPOSED, rows
    assert closing_line(text) not in entry.action.lines, rows
    assert diff.count(SPILL) == 1 and "**TierCache**" not in diff, diff
    (row,) = [o for o in found if o.action.kind is ActionKind.NOT_UNDERSTOOD]
    assert row.status is Status.NOT_UNDERSTOOD
    assert closing_line(text) in row.action.lines
    assert "TierCache" in row.reason and "SpillCache" in row.reason, row.reason
    assert words.replace("**", "") in row.reason, row.reason  # bold is no part of the words


@pytest.mark.parametrize(
    "closing",
    [
        "C.2：补 TierCache（条目 1）",
        "C.2：TierCache（条目 1）",
        "C.2：收 **TierCache**（条目 1）。",
        "C.2 新增一条 TierCache（条目 1）",
        "C.2 另补一条 TierCache（条目 1）。",
        "C.2：新增 TierCache 条目（条目 1）",
        "§C.2 增补 TierCache（条目 1）",
        "C.2: TierCache (item 1).",
    ],
)
def test_a_closing_line_naming_another_entry_in_the_item_s_section_is_reported(
    closing: str,
) -> None:
    text = brief(closing)
    found, diff = run(text)
    assert_reported_apart(found, diff, text, closing.rstrip("。."))


@pytest.mark.parametrize(
    "closing",
    [
        "3.2：补 TierCache（增量 1）",
        "3.2 新增一条 TierCache（增量 1）",
        "§3.2：添 TierCache（增量 1）",
        "3.2 节加一条 TierCache（增量 1）",
    ],
)
def test_another_entry_is_reported_in_a_numbered_document_too(closing: str) -> None:
    text = brief(closing, tag="增量", section="3.2")
    found, diff = run(text, NUMBERED)
    assert_reported_apart(found, diff, text, closing)


@pytest.mark.parametrize(
    "closing", ["C.2：补 TierCache（条目 1）", "C.2 新增一条 TierCache（条目 1）"]
)
def test_the_item_s_title_speaking_of_the_other_name_does_not_fold_it(closing: str) -> None:
    # The item's add names its entry (SpillCache): that is what it is about, whatever else
    # its title speaks of.
    text = brief(closing, title="SpillCache —— TierCache 的溢出变体")
    found, diff = run(text)
    assert_reported_apart(found, diff, text, closing)


@pytest.mark.parametrize(
    ("closing", "kb", "tag", "section"),
    [
        ("C.2：补 SpillCache（条目 1）", LETTERED, "条目", "C.2"),
        ("C.2：SpillCache（条目 1）", LETTERED, "条目", "C.2"),
        ("C.2 新增一条 SpillCache（条目 1）", LETTERED, "条目", "C.2"),
        ("C.2 新增一条（条目 1）", LETTERED, "条目", "C.2"),
        ("3.2：收 **SpillCache**（增量 1）", NUMBERED, "增量", "3.2"),
        ("3.2 新增一条（增量 1）", NUMBERED, "增量", "3.2"),
        # A bare Chinese word after the section says what is done or what about, no name.
        ("C.2 新建（条目 1）", LETTERED, "条目", "C.2"),
        ("C.2：缓存（条目 1）", LETTERED, "条目", "C.2"),
        ("3.2 补录（增量 1）", NUMBERED, "增量", "3.2"),
    ],
)
def test_a_closing_line_naming_the_same_entry_or_none_still_joins_the_add(
    closing: str, kb: str, tag: str, section: str
) -> None:
    text = brief(closing, tag=tag, section=section)
    found, diff = run(text, kb)
    assert [o.action.kind for o in found] == [ActionKind.ADD_ENTRY], [
        (o.action.kind, o.reason) for o in found
    ]
    assert closing_line(text) in found[0].action.lines
    assert diff.count(SPILL) == 1
