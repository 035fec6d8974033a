"""A new entry asked first in its section's list (`最上面加「- …」`, `列表最前面新增一条`,
`新增一条，放在最前面：`, `置顶新增一条`) goes before the list's first entry. Where the entries
stand in no tight bulleted list (a paragraph, a numbered list it would renumber), or every
line opens with its date in an order the new line's date breaks at the top, it is reported
with the brief's words, never written at the list's end instead. A line given whole with an
append verb right before its quote (`末尾补「- …」`) is that new line. Our own words, on our own
cold-chain KB."""

from __future__ import annotations

import pytest

from .cold_chain_kb import KB
from .conftest import kb_after
from .test_a_line_naming_only_a_place_heads_the_requests_under_it import brief

FIRST = "- 自动化立体库占新建项目的比重在上升。"
NEW = "- 嘉兴冷库 2026 年投运。（E1 2027-02-05 · 条目 1）"
OLDEST_FIRST = KB.replace("- **2026-11**：", "- **2026-08**：冷库新规征求意见。\n- **2026-11**：")
NEWEST_FIRST = KB.replace(
    "- **2026-11**：冷藏车技术条件新国标发布<sup>3</sup>。\n",
    "- **2026-11**：冷藏车技术条件新国标发布<sup>3</sup>。\n- **2026-08**：冷库新规征求意见。\n",
)


@pytest.mark.parametrize(
    "asked",
    [
        "§2.1 最上面加「- 嘉兴冷库 2026 年投运。」",
        "§2.1 列表最前面新增一条「- 嘉兴冷库 2026 年投运。」",
        "§2.1 新增一条，放在最前面：「- 嘉兴冷库 2026 年投运。」",
        "§2.1 置顶新增一条「- 嘉兴冷库 2026 年投运。」",
        "§2.1：开头补「- 嘉兴冷库 2026 年投运。」",
    ],
)
def test_a_new_entry_asked_first_goes_before_the_list_s_first(asked: str) -> None:
    lines, rows = kb_after(KB, brief(asked))
    assert [status for status, _ in rows] == ["proposed"], rows
    at = lines.index(FIRST)
    assert lines[at - 1] == NEW and lines[at - 2] == "", lines[at - 3 : at + 1]
    assert len(lines) == len(KB.splitlines()) + 1


def test_a_dated_line_asked_on_top_of_a_newest_first_timeline_goes_there() -> None:
    lines, rows = kb_after(NEWEST_FIRST, brief("§3 最上面加「- **2027-02**：年报发布。」"))
    assert [status for status, _ in rows] == ["proposed"], rows
    at = lines.index("- **2026-11**：冷藏车技术条件新国标发布<sup>3</sup>。")
    assert lines[at - 1] == "- **2027-02**：年报发布。（E1 2027-02-05 · 条目 1）", lines


@pytest.mark.parametrize(
    ("kb", "asked", "why"),
    [
        (OLDEST_FIRST, "§3 最上面加「- **2027-02**：年报发布。」", "date"),
        (KB, "§1.1 开头新增一条「- 嘉兴冷库 2026 年投运。」", "no tight bulleted list"),
    ],
)
def test_a_new_entry_asked_first_where_it_cannot_stand_is_reported(
    kb: str, asked: str, why: str
) -> None:
    lines, rows = kb_after(kb, brief(asked))
    assert lines == kb.splitlines(), rows
    assert [status for status, _ in rows] == ["unresolved"], rows
    assert why in rows[0][1], rows


@pytest.mark.parametrize(
    "asked",
    ["§3 末尾补「- **2027-02**：年报发布。」", "§3 补「- **2027-02**：年报发布。」"],
)
def test_a_whole_list_line_right_after_an_append_verb_is_a_new_line(asked: str) -> None:
    lines, rows = kb_after(KB, brief(asked))
    assert [status for status, _ in rows] == ["proposed"], rows
    at = lines.index("- **2026-11**：冷藏车技术条件新国标发布<sup>3</sup>。")
    assert lines[at + 1] == "- **2027-02**：年报发布。（E1 2027-02-05 · 条目 1）", lines
