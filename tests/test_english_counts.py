"""A count of new questions or entries said in English (`add two questions: "…?" and "…?"`,
`add 2 open questions`, `two new entries under §2.1: A and B`) is read as the Chinese one
(`新增两问`, `新增两条：A、B`) is: one question per quote, one entry per item named, and the
line reported when the count and what it lists disagree. Our own words."""

from __future__ import annotations

from pathlib import Path

import pytest

from kbpatch.models import Action, ActionKind
from kbpatch.parse import parse_brief
from kbpatch.reading import plan

from .conftest import FIXTURE_KB, applied_kb

Q1, Q2 = "HaloKV 的预取窗口能否随负载自适应？", "预取失败时的回退代价是否可控？"


def brief(suggestion: str, closing: str = "条目 1、2 照建议。") -> str:
    return (
        "# inference · E1 预消化简报（2026-12-12）\n\n## 一、增量\n\n"
        "### 条目 1：HaloKV（arXiv:2612.80031）—— 邻域 KV 预取\n\n"
        "- **来源**：organized/paper_cards/4201-2612-80031.md\n"
        "- **要点**：HaloKV 按注意力邻域预取 KV 块，卸载场景下 TTFT 降 18%（作者自测）。\n"
        f"- **建议归入**：{suggestion}\n\n"
        "### 条目 2：TidePage（arXiv:2612.80032）—— 潮汐式分页\n\n"
        "- **来源**：organized/paper_cards/4202-2612-80032.md\n"
        "- **要点**：TidePage 按昼夜负载调整页大小，显存碎片降 25%（作者自测）。\n"
        "- **建议归入**：见下方动作。\n\n"
        f"## 四、本轮结论与建议动作\n\n- {closing}\n"
    )


def edits(actions: list[Action]) -> list[tuple[ActionKind, str, str]]:
    return sorted(
        (a.kind, a.item_key, a.phrase or "")
        for a in actions
        if a.kind.edits_document and a.target is not None and not a.forbidden_by
    )


@pytest.mark.parametrize(
    "suggestion",
    [
        f'§6.1 add two questions: "{Q1}" and "{Q2}"',
        f'§6.1 add 2 open questions: "{Q1}"; "{Q2}"',
        f"§6.1 add two new questions — 「{Q1}」「{Q2}」",
        f'§6.1 log two more open questions: "{Q1}", "{Q2}"',
        f'§6.1 add Two Questions: "{Q1}" and "{Q2}"',
    ],
)
def test_an_english_count_of_questions_writes_each_quoted_one(
    tmp_path: Path, suggestion: str
) -> None:
    kb = FIXTURE_KB.read_text(encoding="utf-8")
    said = brief(suggestion, "条目 1 照建议。")
    assert edits(plan(parse_brief(said))) == [
        (ActionKind.ADD_QUESTION, "条目 1", Q1),
        (ActionKind.ADD_QUESTION, "条目 1", Q2),
    ]
    after = applied_kb(tmp_path, kb, said, "inbox/2026-12-12-inference-e1prep.md")
    added = sorted(set(after.splitlines()) - set(kb.splitlines()))
    assert [line.split(" ", 1)[1].split("（E1")[0] for line in added] == [Q1, Q2], added


@pytest.mark.parametrize(
    "suggestion",
    [
        f'§6.1 add three questions: "{Q1}" and "{Q2}"',
        f'§6.1 add 3 open questions: "{Q1}"; "{Q2}"',
        f"§6.1 add four new questions: 「{Q1}」「{Q2}」",
        f'§6.1 log three more questions: "{Q1}", "{Q2}"',
    ],
)
def test_an_english_count_that_disagrees_with_the_quotes_is_reported(suggestion: str) -> None:
    actions = plan(parse_brief(brief(suggestion, "条目 1 照建议。")))
    assert not edits(actions)
    assert any(
        a.kind is ActionKind.NOT_UNDERSTOOD and "counts" in (a.reason or "") for a in actions
    ), [(a.kind, a.reason) for a in actions]


@pytest.mark.parametrize(
    "closing",
    [
        "§2.1 two new entries: HaloKV (Item 1) and TidePage (Item 2)",
        "two new entries under §2.1: HaloKV and TidePage",
        "§2.1 add two new entries: HaloKV, TidePage.",
        "§2.1 add 2 entries: HaloKV & TidePage",
        "Two new entries in §2.1: HaloKV and TidePage.",
        # The Chinese count, as before.
        "§2.1 新增两条：HaloKV、TidePage。",
    ],
)
def test_an_english_count_of_entries_writes_one_per_item_named(
    tmp_path: Path, closing: str
) -> None:
    kb = FIXTURE_KB.read_text(encoding="utf-8")
    said = brief("见下方动作。", closing)
    assert [(k, i) for k, i, _ in edits(plan(parse_brief(said)))] == [
        (ActionKind.ADD_ENTRY, "条目 1"),
        (ActionKind.ADD_ENTRY, "条目 2"),
    ]
    after = applied_kb(tmp_path, kb, said, "inbox/2026-12-12-inference-e1prep.md")
    added = sorted(set(after.splitlines()) - set(kb.splitlines()))
    assert len(added) == 2 and any("HaloKV" in a for a in added), added
    assert any("TidePage" in a for a in added), added


@pytest.mark.parametrize(
    "closing",
    [
        # A name of no item is reported, never taken for the item named before it.
        "§2.1 add two new entries: HaloKV and FernCache",
        "two new entries under §2.1: HaloKV and FernCache",
        "§2.1 three new entries: HaloKV, TidePage and FernCache",
        "§2.1 add 2 new entries: HaloKV, FernCache",
    ],
)
def test_an_english_list_naming_no_item_reports_that_name(closing: str) -> None:
    actions = plan(parse_brief(brief("见下方动作。", closing)))
    assert any("FernCache" in (a.reason or "") for a in actions), [
        (a.kind, a.reason) for a in actions
    ]
    assert not any(
        a.kind is ActionKind.ADD_ENTRY and "FernCache" in (a.phrase or "") for a in actions
    )
