"""An entry a clause asks to move from one section to another (`§2.1 代表项目那条挪到 §2.2`, `把
§2.1 的 X 那条搬到 §2.2`, `§2.1 里「X……」那条移至 §2.2 列表末尾`) leaves its list and ends the other
section's list, word for word, in one patch that applies. A place there other than its end
(`开头`, `之后`), a negated or conditional move, a numbered or spaced list and a section of two
lists are reported, and nothing moves. Our own words, on our own cold-chain KB."""

from __future__ import annotations

from pathlib import Path

import pytest

from .cold_chain_kb import KB, KB_PATH
from .conftest import kb_after, proposed_and_applied
from .test_a_line_naming_only_a_place_heads_the_requests_under_it import BRIEF_PATH, brief

PROJECT = "- 代表项目：上海临港某冷库（2024 年投运，公称容积 8 万立方米）<sup>2</sup>。"
NEW_ENERGY = "- 新能源冷藏车渗透率约 12%。"


@pytest.mark.parametrize(
    "asked",
    [
        "§2.1 代表项目那条挪到 §2.2。",
        "§2.1 代表项目那条挪到 §2.2 末尾。",
        "§2.1 里「代表项目：上海临港……」那条移至 §2.2 列表末尾。",
        "把 §2.1 的代表项目那条搬到 §2.2。",
    ],
)
def test_the_entry_ends_the_other_section_s_list(asked: str) -> None:
    lines, rows = kb_after(KB, brief(asked))
    assert [status for status, _ in rows] == ["proposed"], rows
    assert lines.index(PROJECT) == lines.index(NEW_ENERGY) + 1, rows
    assert lines.count(PROJECT) == 1 and len(lines) == len(KB.splitlines()), rows


def test_the_move_applies_with_git(tmp_path: Path) -> None:
    code, report, after = proposed_and_applied(
        tmp_path, KB_PATH, KB, brief("§2.2 新能源那条挪到 §2.1。"), BRIEF_PATH
    )
    assert code == 0, report
    assert (
        f"{PROJECT}\n{NEW_ENERGY}\n\n### （二）冷藏车\n\n保有量约 45 万辆<sup>3</sup>。\n\n三、"
        in after
    )


@pytest.mark.parametrize(
    "asked",
    [
        "§2.1 代表项目那条挪到 §2.2 开头。",
        "§2.1 代表项目那条先别挪到 §2.2。",
        "§2.1 代表项目那条挪到 §2.2，如年报确认。",
        "§2.1 冷库那条挪到 §2.2。",
    ],
)
def test_a_move_said_otherwise_is_reported(asked: str) -> None:
    lines, rows = kb_after(KB, brief(asked))
    assert lines == KB.splitlines(), rows
    assert "proposed" not in [status for status, _ in rows], rows


def test_a_list_of_numbered_entries_takes_no_moved_entry() -> None:
    numbered = KB.replace(NEW_ENERGY, "1. 新能源冷藏车渗透率约 12%。")
    lines, rows = kb_after(numbered, brief("§2.1 代表项目那条挪到 §2.2。"))
    assert lines == numbered.splitlines(), rows
    assert any("numbered" in reason for _, reason in rows), rows


@pytest.mark.parametrize(
    "keep",
    [
        "§2.1 不动。",
        "§2.2 不动。",
        "§2.1 代表项目那条不动。",
        "本轮不挪动任何条目。",
        "§2.1 已有条目勿删。",
        "不要移出 §2.1。",
        "§2.1 的条目勿挪出本节。",
    ],
)
def test_a_keep_of_either_place_or_of_the_entry_holds_the_move(keep: str) -> None:
    lines, rows = kb_after(KB, brief("§2.1 代表项目那条挪到 §2.2。", closing=keep))
    assert lines == KB.splitlines(), rows
    assert "forbidden" in [status for status, _ in rows], rows


@pytest.mark.parametrize("keep", ["不要移出 §2.1。", "§2.1 的条目勿挪出本节。"])
def test_a_refusal_to_move_out_of_a_section_holds_no_other_edit_of_it(keep: str) -> None:
    lines, rows = kb_after(KB, brief('§2.1 "约 38%"改为"约 40%"。', closing=keep))
    assert [status for status, _ in rows if status != "skipped"] == ["proposed"], rows
    assert "全国冷库总容量约 2.1 亿立方米<sup>1</sup>，其中华东占比约 40%。" in lines, rows


GROUPED = KB.replace(
    "- 自动化立体库占新建项目的比重在上升。\n",
    "- 自动化立体库占新建项目的比重在上升。\n- 冷库 A：甲。\n- 冷库 B：乙。\n",
)


@pytest.mark.parametrize(
    ("asked", "order"),
    [
        ("§2.1 代表项目那条挪到自动化立体库那条之后。", ["自动化", "代表项目", "冷库 A", "冷库 B"]),
        ("§2.1 代表项目那条挪到最前面。", ["代表项目", "自动化", "冷库 A", "冷库 B"]),
        ('§2.1 "冷库 A"那条挪到"冷库 B"后面。', ["自动化", "冷库 B", "冷库 A", "代表项目"]),
        ("§2.1 冷库 A 那条挪到末尾。", ["自动化", "冷库 B", "代表项目", "冷库 A"]),
    ],
)
def test_an_entry_moves_within_its_list(asked: str, order: list[str]) -> None:
    lines, rows = kb_after(GROUPED, brief(asked))
    assert [status for status, _ in rows] == ["proposed"], rows
    listed = [line for line in lines[18:25] if line.startswith("- ")]
    assert [next(w for w in order if w in line) for line in listed] == order, listed


def test_an_entry_moved_after_words_several_entries_hold_is_reported() -> None:
    lines, rows = kb_after(GROUPED, brief("§2.1 代表项目那条挪到冷库那条之后。"))
    assert lines == GROUPED.splitlines(), rows
