"""A section that holds its entries and, beside them, a list of follow-ups (a `- [ ]` checklist,
or a list after `待跟进：` / `Follow-ups:`) gets a new entry after the last entry, not in the
follow-ups, even when the follow-ups are longer. When several lists could hold the entries and
their items do not tell, the entry is unresolved, not guessed. (Our own KBs and briefs.)"""

from __future__ import annotations

from pathlib import Path

import pytest

from kbpatch.models import ActionKind, Status

from .conftest import apply_edit, render_brief

DATE = "2026-12-14"


def kb(section: str) -> list[str]:
    text = f"# serving 活文档\n\n## 1 调度\n\n### 准入\n\n{section}\n### 抢占\n\n- 换出优先。\n"
    return text.splitlines(keepends=True)


def brief(request: str) -> str:
    return (
        "# serving · E1 预消化简报（2026-12-14）\n\n"
        "- **作者**：Lin · E1 预消化（serving）\n"
        "- **时间**：2026-12-14 20:00\n"
        "- **对照活文档**：organized/knowledge/serving.md\n\n"
        "## 一、增量\n\n"
        "### 增量 1：QuotaGate repo 首采\n\n"
        "- **来源**：organized/repo_cards/7-quotagate.md\n"
        "- **要点**：QuotaGate 按租户配额准入，超额请求排队。\n"
        f"- **建议归入**：{request}\n"
    )


# Each section: its text, and the line the new entry must directly follow.
SHAPES = {
    "sentences, then 待跟进： and a longer checklist": (
        "- PoolGate 按剩余显存准入。[1]\n"
        "- LenQueue 按预计输出长度分档。\n\n"
        "待跟进：\n\n"
        "- [ ] 复现 PoolGate 的拒绝率\n"
        "- [ ] 找 LenQueue 的实现\n"
        "- [x] 读 LenQueue 的论文\n",
        "- LenQueue 按预计输出长度分档。\n",
    ),
    "bold names, then Follow-ups: and a longer plain list": (
        "- **PoolGate**：按剩余显存准入。\n"
        "- **LenQueue**：按预计输出长度分档。\n\n"
        "Follow-ups:\n\n"
        "- rerun PoolGate on H100\n"
        "- ask LenQueue authors for code\n"
        "- compare both under mixed load\n",
        "- **LenQueue**：按预计输出长度分档。\n",
    ),
    # Another marker makes it a list of its own (the same one would continue the list).
    "名称： items, then an unlabelled longer checklist": (
        "- PoolGate：按剩余显存准入。\n"
        "- LenQueue：按预计输出长度分档。\n\n"
        "* [ ] 复现 PoolGate\n"
        "* [ ] 复现 LenQueue\n"
        "* [ ] 混跑对比\n",
        "- LenQueue：按预计输出长度分档。\n",
    ),
    # The same marker after a blank line continues the list: the tasks are its last items.
    "bold names, then a blank line and tasks in the same list": (
        "- **PoolGate**：按剩余显存准入。\n"
        "- **LenQueue**：按预计输出长度分档。\n\n"
        "- [ ] 复现 PoolGate\n"
        "- [ ] 复现 LenQueue\n"
        "- [ ] 混跑对比\n",
        "- **LenQueue**：按预计输出长度分档。\n",
    ),
    "bold entries, a note list, then TODO：": (
        "- **PoolGate**：按剩余显存准入。\n"
        "- **LenQueue**：按预计输出长度分档。\n\n"
        "说明：\n\n"
        "- 两者都只测过 A100\n"
        "- 数字来自作者\n"
        "- 混跑未测\n\n"
        "TODO：\n\n"
        "- 补 H100 数据\n",
        "- **LenQueue**：按预计输出长度分档。\n",
    ),
}


def proposed(section: str, request: str) -> tuple[list[str], list[str]]:
    lines = kb(section)
    results = render_brief(brief(request), lines, DATE)
    entries = [r for a, r in results if a.kind is ActionKind.ADD_ENTRY]
    assert len(entries) == 1
    assert entries[0].status is Status.PROPOSED, entries[0].reason
    assert entries[0].edit is not None
    return lines, apply_edit(lines, entries[0].edit)


@pytest.mark.parametrize("shape", sorted(SHAPES))
def test_new_entry_follows_the_entries_not_the_follow_ups(shape: str) -> None:
    section, last_entry = SHAPES[shape]
    lines, after = proposed(section, "「准入」一节新增一条 QuotaGate。")
    new = [line for line in after if line not in lines]
    assert len(new) == 1 and "QuotaGate" in new[0], new
    assert after[after.index(new[0]) - 1] == last_entry
    assert not new[0].startswith("- [ ]")


AMBIGUOUS = (
    "- PoolGate 按剩余显存准入。\n"
    "- LenQueue 按预计输出长度分档。\n\n"
    "另见：\n\n"
    "- 两者都只测过 A100\n"
    "- 数字来自作者\n\n"
    "待跟进：\n\n"
    "- [ ] 复现 PoolGate\n"
)


def test_entries_that_cannot_be_told_from_other_lists_are_not_guessed() -> None:
    results = render_brief(brief("「准入」一节新增一条 QuotaGate。"), kb(AMBIGUOUS), DATE)
    [entry] = [r for a, r in results if a.kind is ActionKind.ADD_ENTRY]
    assert entry.status is Status.UNRESOLVED
    assert "follow-up list" in entry.reason
    assert "「- PoolGate 按剩余显存准入。」" in entry.reason


def test_a_named_neighbour_still_places_the_entry_when_the_lists_cannot_be_told() -> None:
    lines, after = proposed(AMBIGUOUS, "「准入」一节新增一条 QuotaGate，与 LenQueue 并列。")
    new = [line for line in after if line not in lines]
    assert len(new) == 1 and "QuotaGate" in new[0], new
    assert after[after.index(new[0]) - 1] == "- LenQueue 按预计输出长度分档。\n"


def test_a_section_of_only_a_checklist_still_takes_a_new_item_in_it() -> None:
    section = "- [ ] 复现 PoolGate\n- [ ] 复现 LenQueue\n"
    lines, after = proposed(section, "「准入」一节新增一条 QuotaGate。")
    new = [line for line in after if line not in lines]
    assert len(new) == 1 and new[0].startswith("- [ ] "), new
    assert after[after.index(new[0]) - 1] == "- [ ] 复现 LenQueue\n"


def test_the_link_reference_kb_takes_a_new_admission_entry_after_its_entries() -> None:
    path = Path(__file__).resolve().parent.parent / "fixtures" / "shape6-toc-linkrefs" / "kb.md"
    lines = path.read_text(encoding="utf-8").splitlines(keepends=True)
    results = render_brief(brief("「准入」一节新增一条 QuotaGate。"), lines, DATE)
    [entry] = [r for a, r in results if a.kind is ActionKind.ADD_ENTRY]
    assert entry.edit is not None, entry.reason
    after = apply_edit(lines, entry.edit)
    new = [line for line in after if line not in lines]
    assert after[after.index(new[0]) - 1] == "- TierQueue 按预计输出长度分档排队。\n"
