"""A closing-list add that "only" limits to one section (`仅补 §七`, `§七 仅补引用`, `条目 1 只补
§7`): nothing outside that section is written, for the item it names or, naming none, for the
round; the add itself is made where it can be read, else reported with its words. Our own
words."""

from __future__ import annotations

from pathlib import Path

import pytest

from kbpatch.models import Action, ActionKind
from kbpatch.parse import parse_brief
from kbpatch.reading import plan

from .conftest import FIXTURE_KB, applied_kb


def brief(closing: str) -> str:
    return (
        "# inference · E1 预消化简报（2026-12-09）\n\n## 一、增量\n\n"
        "### 条目 1：HeapTrim（arXiv:2612.71001）—— 按热度裁剪 KV\n\n"
        "- **来源**：organized/paper_cards/3401-2612-71001.md\n"
        "- **要点**：HeapTrim 按访问热度裁剪 KV 块，显存占用降 22%（作者自测）。\n"
        "- **建议归入**：§2.1 新增一条 HeapTrim；§七 登记一条引用。\n\n"
        "### 条目 2：QueueLens（arXiv:2612.71002）—— 路由排队观测\n\n"
        "- **来源**：organized/paper_cards/3402-2612-71002.md\n"
        "- **要点**：QueueLens 把排队时延拆到每个副本，定位慢副本的时间缩短一半（作者自测）。\n"
        "- **建议归入**：§3.1 新增一条 QueueLens。\n\n"
        f"## 四、本轮结论与建议动作\n\n- {closing}\n"
    )


def proposed(actions: list[Action]) -> list[tuple[ActionKind, str]]:
    return sorted(
        (a.kind, a.item_key)
        for a in actions
        if a.kind.edits_document and not a.forbidden_by and a.target is not None
    )


@pytest.mark.parametrize(
    "closing",
    [
        "仅补 §七。",
        "只补 §7。",
        "本轮仅登 §七。",
        "§七 仅补引用。",
        "正文一概不动，仅补 §七。",
        # The rest kept, as the limit says: no request of its own.
        "§七 仅补引用，其余不动。",
        "§七 仅登记引用，其他都不动。",
        "仅补 §七，其余一律不动。",
    ],
)
def test_an_add_limited_to_one_section_writes_nothing_outside_it(closing: str) -> None:
    actions = plan(parse_brief(brief(closing)))
    # Item 1's own citation is in §七; neither entry is written.
    assert proposed(actions) == [(ActionKind.ADD_CITATION, "条目 1")], [
        (a.kind, a.target, a.reason) for a in actions
    ]
    forbidden = {a.target.key for a in actions if a.forbidden_by and a.target}
    assert forbidden == {"2.1", "3.1"}


@pytest.mark.parametrize(
    "closing",
    ["条目 1 只补 §七。", "条目 1：仅补 §7。", "条目 1 只登 §七。", "条目 1：§七 仅补引用。"],
)
def test_an_add_limited_to_one_section_for_one_item_keeps_the_others_as_suggested(
    closing: str,
) -> None:
    actions = plan(parse_brief(brief(closing)))
    assert sorted(proposed(actions)) == sorted(
        [(ActionKind.ADD_ENTRY, "条目 2"), (ActionKind.ADD_CITATION, "条目 1")]
    )
    (kept,) = [a for a in actions if a.forbidden_by]
    assert kept.kind is ActionKind.ADD_ENTRY and kept.item_key == "条目 1"


def test_a_citation_only_for_one_item_is_written_beside_the_other_item_s_entry(
    tmp_path: Path,
) -> None:
    kb = FIXTURE_KB.read_text(encoding="utf-8")
    after = applied_kb(
        tmp_path, kb, brief("条目 1：§七 仅补引用。"), "inbox/2026-12-09-inference-e1prep.md"
    )
    added = sorted(set(after.splitlines()) - set(kb.splitlines()))
    assert len(added) == 2, added
    assert any(line.startswith("- arXiv:2612.71001") for line in added)
    assert any("QueueLens" in line for line in added)
    assert not any("HeapTrim" in line and "arXiv:2612.71001 —" not in line for line in added)


@pytest.mark.parametrize(
    "closing",
    [
        # "Only" said of two places, or no "only": both entries are written.
        "条目 1、2 照建议落笔。",
        "条目 1 照建议，只补 §2.1 与 §七 两处。",
        "仅补 §2.1 与 §3.1。",
    ],
)
def test_only_said_of_two_places_keeps_both_entries(closing: str) -> None:
    actions = plan(parse_brief(brief(closing)))
    assert {(ActionKind.ADD_ENTRY, "条目 1"), (ActionKind.ADD_ENTRY, "条目 2")} <= set(
        proposed(actions)
    ), closing


def no_citation_asked(closing: str) -> str:
    """The brief with neither item asking a citation of its own."""
    return brief(closing).replace(
        "§2.1 新增一条 HeapTrim；§七 登记一条引用。", "§2.1 新增一条 HeapTrim。"
    )


@pytest.mark.parametrize(
    "closing",
    ["§七 仅补引用。", "七、引用列表 仅补引用。", "§7 只登引用。", "§七 只补一条引用。"],
)
def test_a_citation_only_line_naming_no_item_is_the_citation_of_each_item_it_keeps_out(
    closing: str,
) -> None:
    actions = plan(parse_brief(no_citation_asked(closing)))
    assert proposed(actions) == [
        (ActionKind.ADD_CITATION, "条目 1"),
        (ActionKind.ADD_CITATION, "条目 2"),
    ], [(a.kind, a.item_key, a.reason) for a in actions]
    ids = {a.item_key: a.source_ids for a in actions if a.kind is ActionKind.ADD_CITATION}
    assert ids == {"条目 1": ("2612.71001",), "条目 2": ("2612.71002",)}


def test_a_citation_only_line_of_a_one_paper_brief_writes_that_paper_s_citation_alone(
    tmp_path: Path,
) -> None:
    one_item = no_citation_asked("§七 仅补引用。").split("### 条目 2")[0] + (
        "## 四、本轮结论与建议动作\n\n- §七 仅补引用。\n"
    )
    kb = FIXTURE_KB.read_text(encoding="utf-8")
    after = applied_kb(tmp_path, kb, one_item, "inbox/2026-12-09-inference-e1prep.md")
    (added,) = set(after.splitlines()) - set(kb.splitlines())
    assert added.startswith("- arXiv:2612.71001 — HeapTrim"), added
