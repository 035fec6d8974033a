"""A line of the brief's own 值得警惕 list (outside every item) that says what an entry must say
is carried into the new entry of the one item it names, by its tag or its title, as the item's
own caveat is. A line kbpatch cannot tie to one item's new entry is reported with its words:
the evidence boundary is never dropped in silence."""

from __future__ import annotations

from pathlib import Path

import pytest

from kbpatch.models import ActionKind, Status

from .conftest import KB_PATH, applied_kb, render_brief

DATE = "2026-12-07"
BRIEF = "inbox/lin/2026-12-07-inference-e1prep.md"

KB = """\
# inference 活文档

## 一、缓存

### 1.1 分层存储

- **HotCold**：冷块写回主机内存。

### 1.2 调度

- **FairQueue**：按租户轮转。
- 首 token 延迟 0.9 s。

## 二、引用列表

1. arXiv:2401.00001 — HotCold KV〔§1.1〕
"""
LINES = KB.splitlines(keepends=True)


def brief(caveat: str, *, second: str = "§1.2 首 token 延迟 0.9 s 改为 0.8 s。") -> str:
    return (
        "# inference · E1 预消化简报(2026-12-07)\n\n"
        f"对照活文档：{KB_PATH}\n\n"
        "## 一、增量\n\n"
        "### 条目 1：TierStore（arXiv:2612.10001）\n\n"
        "- **来源**：organized/paper_cards/9001-2612-10001.md\n"
        "- **要点**：三档 KV 分层，温档放 CXL 内存，命中率提高 18%。\n"
        "- **建议归入**：§1.1 新增一条 TierStore。\n\n"
        "### 条目 2：延迟复测\n\n"
        "- **来源**：organized/paper_cards/9002-2612-10002.md\n"
        "- **要点**：复测后首 token 延迟为 0.8 s。\n"
        f"- **建议归入**：{second}\n\n"
        "## 二、值得警惕\n\n"
        f"{caveat}\n"
        "- 条目 2 的复测只有一台机器。\n"
    )


def new_entry_lines(text: str) -> list[str]:
    results = render_brief(text, LINES, DATE)
    added = [r for a, r in results if a.kind is ActionKind.ADD_ENTRY]
    assert [r.status for r in added] == [Status.PROPOSED], [r.reason for r in added]
    assert added[0].edit is not None
    return [line for line in added[0].edit.lines if line not in LINES]


@pytest.mark.parametrize(
    "caveat",
    [
        '- 条目 1 的命中率只在单机测过，条目里要写明"仅单机实测"。',
        '1. TierStore 的提升只在单机上。→ 条目里要写明"仅单机实测"。',
        "- TierStore 只测了单机，条目里必须写明「仅单机实测」。",
        '- TierStore was measured on one node only; the entry must say "仅单机实测".',
        "- 条目 1：单机数据，写明『仅单机实测』。",
    ],
)
def test_a_caveat_of_the_brief_naming_an_item_is_written_into_its_new_entry(
    caveat: str,
) -> None:
    [line] = new_entry_lines(brief(caveat))
    assert line.startswith("- **TierStore**（arXiv:2612.10001）：三档 KV 分层")
    assert "仅单机实测" in line


@pytest.mark.parametrize(
    "caveat",
    [
        # It names the other item too (`延迟`), which asks for no new entry.
        '1. TierStore 的首 token 延迟没有复测。→ 条目里要写明"延迟未复测"。',
        '- TierStore 与条目 2 的复测都只有一台机器，条目里要写明"延迟未复测"。',
    ],
)
def test_a_caveat_naming_one_item_with_a_new_entry_goes_to_that_entry(caveat: str) -> None:
    [line] = new_entry_lines(brief(caveat))
    assert "延迟未复测" in line


@pytest.mark.parametrize(
    ("caveat", "second", "why"),
    [
        # No item named.
        ('- 这类结果普遍只在单机上，条目里要写明"仅单机实测"。', None, "names no one item"),
        ("- 都只在单机上测过，必须写明「仅单机实测」。", None, "names no one item"),
        # The item it names asks for no new entry.
        (
            '- 条目 2 的复测只在单机上，条目里要写明"仅单机实测"。',
            None,
            "条目 2 asks for no new entry",
        ),
        # Both items it names add an entry.
        (
            '- TierStore 与条目 2 都只在单机测过，条目里要写明"仅单机实测"。',
            "§1.2 新增一条 延迟复测。",
            "names several items",
        ),
    ],
)
def test_a_caveat_tied_to_no_one_new_entry_is_reported_with_its_words(
    caveat: str, second: str | None, why: str
) -> None:
    text = brief(caveat) if second is None else brief(caveat, second=second)
    results = render_brief(text, LINES, DATE)
    written = "".join(
        "".join(r.edit.lines) for a, r in results if r.edit is not None and a.kind.edits_document
    )
    assert "仅单机实测" not in written
    [reported] = [a for a, _ in results if a.kind is ActionKind.NOT_UNDERSTOOD]
    assert "「仅单机实测」" in reported.reason and why in reported.reason, reported.reason
    assert reported.request == caveat.lstrip("- ")


def test_a_negated_caveat_of_the_brief_is_not_written() -> None:
    [line] = new_entry_lines(brief('- 条目 1 不要注明"仅单机实测"，作者已补多机数据。'))
    assert "仅单机实测" not in line


def test_the_carried_caveat_patch_applies_to_the_repository(tmp_path: Path) -> None:
    text = brief('1. TierStore 的提升只在单机上。→ 条目里要写明"仅单机实测"。')
    kb = applied_kb(tmp_path / "kb", KB, text, BRIEF)
    assert "仅单机实测" in kb.split("### 1.2")[0]


def test_words_the_entry_keeps_already_are_not_written_twice() -> None:
    text = brief('- 条目 1 只测了单机，条目里要写明"单机实测"。').replace(
        "§1.1 新增一条 TierStore。", '§1.1 新增一条 TierStore，必须注明"仅单机实测、作者自报"。'
    )
    [line] = new_entry_lines(text)
    assert line.count("单机实测") == 1, line


@pytest.mark.parametrize(
    "heading", ["## 二、风险", "## 二、注意事项", "## 二、Caveats", "## Risks", "## 二、局限与存疑"]
)
def test_a_caveats_list_headed_by_its_kind_in_other_words_is_carried_too(heading: str) -> None:
    text = brief('- 条目 1 的命中率只在单机测过，条目里要写明"仅单机实测"。')
    [line] = new_entry_lines(text.replace("## 二、值得警惕", heading))
    assert "仅单机实测" in line, line


@pytest.mark.parametrize("heading", ["## 二、风险与建议动作", "## 二、待办（风险另列）"])
def test_a_heading_that_also_names_the_closing_list_stays_the_closing_list(heading: str) -> None:
    text = brief("- §1.2 不动。").replace("## 二、值得警惕", heading)
    results = render_brief(text, LINES, DATE)
    assert all(
        a.target is None or a.target.key != "1.2" or not a.kind.edits_document or r.edit is None
        for a, r in results
    ), [(a.kind, a.target, r.status) for a, r in results]


def item_caveat_brief(field: str) -> str:
    """The brief with a caveats field of item 1 under a label of its own, no brief-wide list."""
    text = brief("- 条目 2 的复测只有一台机器。").split("## 二、值得警惕")[0]
    return text.replace(
        "- **建议归入**：§1.1 新增一条 TierStore。\n",
        f"- **建议归入**：§1.1 新增一条 TierStore。\n{field}\n",
    )


@pytest.mark.parametrize(
    "field",
    [
        '- **值得警惕**：命中率只在单机测过；条目里要写明"仅单机实测"。',
        '- 值得警惕：条目里要写明"仅单机实测"。别写"全面领先"这种话。',
        '- **风险**：单机数据，条目里要写明"仅单机实测"。',
        "- 存疑：只有一台机器，条目里必须写明「仅单机实测」。",
        '- 注意事项（作者自述）：条目里要写明"仅单机实测"。',
        '  • 值得警惕：条目里要写明"仅单机实测"。',
    ],
)
def test_an_item_field_labelled_as_caveats_in_other_words_is_carried(field: str) -> None:
    [line] = new_entry_lines(item_caveat_brief(field))
    assert line.startswith("- **TierStore**（arXiv:2612.10001）：三档 KV 分层")
    assert "仅单机实测" in line, line


def test_a_claim_an_item_caveats_field_forbids_is_never_written() -> None:
    text = item_caveat_brief('- 风险：条目正文不得出现"命中率提高 18%"。')
    results = render_brief(text, LINES, DATE)
    [result] = [r for a, r in results if a.kind is ActionKind.ADD_ENTRY]
    assert result.edit is None and result.status is Status.FORBIDDEN, result.reason
    assert "命中率提高 18%" in result.reason


@pytest.mark.parametrize(
    "field", ['- 备注：条目里要写明"仅单机实测"。', '- 附注：写明"仅单机实测"。']
)
def test_a_field_of_another_kind_is_not_a_caveat(field: str) -> None:
    """A label that names no caveat stays the item's text, read as before."""
    [line] = new_entry_lines(item_caveat_brief(field))
    assert line.startswith("- **TierStore**")


@pytest.mark.parametrize(
    "caveat",
    [
        '- 条目 1 和条目 2 都只在单机测过。→ 条目 2 的条目里要写明"仅单机实测"。',
        "- TierStore 与条目 2 都只有单机数据，条目 2 的新条目必须写明「仅单机实测」。",
        '1. 条目 1、条目 2 同一台机器测的；条目 2 的条目中要写明"仅单机实测"。',
    ],
)
def test_a_caveat_naming_several_items_goes_to_the_entry_it_says(caveat: str) -> None:
    text = brief(caveat, second="§1.2 新增一条 延迟复测。")
    results = render_brief(text, LINES, DATE)
    added = {
        a.item_key: [line for line in r.edit.lines if line not in LINES]
        for a, r in results
        if a.kind is ActionKind.ADD_ENTRY and r.edit is not None
    }
    assert set(added) == {"条目 1", "条目 2"}, [(a.kind, a.reason) for a, _ in results]
    assert "仅单机实测" not in "".join(added["条目 1"])
    assert "仅单机实测" in "".join(added["条目 2"])
    assert not [a for a, _ in results if a.kind is ActionKind.NOT_UNDERSTOOD]
