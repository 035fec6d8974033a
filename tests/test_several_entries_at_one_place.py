"""One closing line that adds the entries of several items to one section (`§1.1 新增 X、Y
两条`, `新增两条：X（条目 1）、Y（条目 2）`, `条目 1、2 都进 §1.1`): each item gets its own entry
there, written from its own 要点. A name no item has is reported, and a line whose count
disagrees with the names it lists is reported: never only the first entry written."""

from __future__ import annotations

from pathlib import Path

import pytest

from kbpatch.models import ActionKind
from kbpatch.parse import parse_brief
from kbpatch.reading import plan

from .conftest import applied_kb
from .test_brief_structure import BRIEF, ITEMS, KB, SUGGESTIONS, brief, edits, shape

CLOSING = "四、本轮结论与建议动作"


@pytest.mark.parametrize(
    ("line", "expected"),
    [
        ("§1.1 新增 SparseHop、GlueRank 两条。", [("1.1", "条目 1"), ("1.1", "条目 2")]),
        ("§1.2 收录 TileServe 与 SparseHop 各一条。", [("1.2", "条目 3"), ("1.2", "条目 1")]),
        (
            "§2.1 加两条：GlueRank（条目 2）、TileServe（条目 3）。",
            [("2.1", "条目 2"), ("2.1", "条目 3")],
        ),
        ("条目 1、3 都放进 §1.1（新增）。", [("1.1", "条目 1"), ("1.1", "条目 3")]),
        ("条目 2、条目 3 均新增于 §2.1。", [("2.1", "条目 2"), ("2.1", "条目 3")]),
        ("§1.1 新增两个条目（条目 1、2）。", [("1.1", "条目 1"), ("1.1", "条目 2")]),
        (
            "§1.2 补三条：SparseHop、GlueRank、TileServe。",
            [("1.2", "条目 1"), ("1.2", "条目 2"), ("1.2", "条目 3")],
        ),
        ("GlueRank、SparseHop 各在 §2.1 新增一条。", [("2.1", "条目 2"), ("2.1", "条目 1")]),
        ("§1.1 新增 TileServe 和 GlueRank。", [("1.1", "条目 3"), ("1.1", "条目 2")]),
    ],
)
def test_each_item_listed_for_one_section_gets_its_own_entry_there(
    line: str, expected: list[tuple[str, str]]
) -> None:
    actions = plan(parse_brief(brief(CLOSING, (line,))))
    assert edits(actions) == expected, shape(actions)
    assert not [a for a in actions if a.kind is ActionKind.NOT_UNDERSTOOD], shape(actions)


@pytest.mark.parametrize(
    ("line", "known", "unknown"),
    [
        ("§1.1 新增 SparseHop、FlashTurn 两条。", "条目 1", "FlashTurn"),  # no item's name
        ("§2.1 补两条：GlueRank（条目 2）、QuickMesh。", "条目 2", "QuickMesh"),
    ],
)
def test_a_listed_name_no_item_has_is_reported_beside_the_others(
    line: str, known: str, unknown: str
) -> None:
    actions = plan(parse_brief(brief(CLOSING, (line,))))
    assert [a.item_key for a in actions if a.kind is ActionKind.ADD_ENTRY] == [known]
    (reported,) = [a for a in actions if a.kind is ActionKind.NO_CONTENT]
    assert f"「{unknown}」" in reported.reason, reported.reason


@pytest.mark.parametrize(
    "line",
    [
        "§1.1 新增一条：SparseHop、GlueRank。",
        "§2.1 加三条：GlueRank、TileServe。",
        "§1.2 新增 SparseHop、GlueRank、TileServe 两条。",
        "条目 1、2 都进 §1.1（新增三条）。",
    ],
)
def test_a_count_that_disagrees_with_the_listed_names_is_reported(line: str) -> None:
    actions = plan(parse_brief(brief(CLOSING, (line,))))
    assert not edits(actions), shape(actions)
    reported = [a for a in actions if "the line counts" in a.reason]
    assert len(reported) >= 2, shape(actions)
    assert all(line.rstrip("。") in a.reason for a in reported), reported[0].reason


@pytest.mark.parametrize(
    "line",
    [
        "§1.1 新增一条 SparseHop，与已有两条并列。",
        "§1.1 新增 SparseHop（条目 1）；§七 第 2 条不动。",
        "§2.1 补一条 TileServe，参照条目 1、2 的写法。",
    ],
)
def test_a_count_or_list_of_other_things_leaves_the_one_entry_as_it_is(line: str) -> None:
    actions = plan(parse_brief(brief(CLOSING, (line,))))
    added = [
        (a.target.key if a.target else "-", a.item_key)
        for a in actions
        if a.kind is ActionKind.ADD_ENTRY
    ]
    assert len(added) == 1, shape(actions)
    assert not [a for a in actions if "the line counts" in a.reason], shape(actions)


def test_two_entries_at_one_place_patch_the_repository_from_their_own_summaries(
    tmp_path: Path,
) -> None:
    text = brief(CLOSING, ("§1.2 新增两条：SparseHop（条目 1）、TileServe（条目 3）。",))
    kb = applied_kb(tmp_path / "kb", KB, text, BRIEF)
    section = kb.split("### 1.2")[1].split("## 二")[0]
    for name, _, summary in (ITEMS[0], ITEMS[2]):
        (line,) = [line for line in section.splitlines() if f"**{name}**" in line]
        assert summary.rstrip("。") in line
    assert "GlueRank" not in kb


# Items 1 and 2 suggest §1.1, item 3 §1.2: a move to §2.1 is a move for each of them.
OWN_PLACES = ("§1.1 新增一条 SparseHop。", "§1.1 新增一条 GlueRank。", "§1.2 新增一条 TileServe。")


@pytest.mark.parametrize(
    "line",
    [
        "三条都改放 §2.1。",
        "以上各条统一改归 §2.1。",
        "条目 1–3 都改放 §2.1。",
        "3 条均改列 §2.1。",
        "三条一律改放 §2.1。",  # `条一…` after a count is no tag of item 1
    ],
)
def test_every_item_moved_to_one_section_gets_its_own_entry_there_only(line: str) -> None:
    actions = plan(parse_brief(brief(CLOSING, (line,), suggestions=OWN_PLACES)))
    assert sorted(edits(actions)) == [("2.1", "条目 1"), ("2.1", "条目 2"), ("2.1", "条目 3")]
    # Each item's own place is left, with the line that moves it, never also written.
    old = [a for a in actions if a.kind is ActionKind.NO_OP and "moves" in a.reason]
    assert sorted(a.item_key for a in old) == ["条目 1", "条目 2", "条目 3"], shape(actions)
    assert all(line.rstrip("。") in a.reason for a in old), old[0].reason


@pytest.mark.parametrize("line", ["两条都改放 §2.1。", "四条都改归 §2.1。", "四条一律改放 §2.1。"])
def test_a_move_of_all_items_whose_count_is_not_the_briefs_names_each_item(line: str) -> None:
    actions = plan(parse_brief(brief(CLOSING, (line,), suggestions=OWN_PLACES)))
    assert not edits(actions), shape(actions)
    reported = {a.item_key for a in actions if a.kind is ActionKind.NOT_UNDERSTOOD}
    assert reported == {"条目 1", "条目 2", "条目 3"}, shape(actions)


@pytest.mark.parametrize(
    "line",
    [
        "§1.2 也收一条 SparseHop。",
        "SparseHop 另在 §1.2 也收一条。",
        "§1.2 也收一条（条目 1）。",
        "§1.2 同时也收一条 SparseHop 条目。",
    ],
)
def test_an_entry_also_filed_in_a_second_section_is_written_in_both(
    tmp_path: Path, line: str
) -> None:
    text = brief(CLOSING, (line,), suggestions=SUGGESTIONS)
    kb = applied_kb(tmp_path / "kb", KB, text, BRIEF)
    first, second = kb.split("### 1.2")
    assert "**SparseHop**" in first and "SparseHop" in second.split("## 二")[0], kb
