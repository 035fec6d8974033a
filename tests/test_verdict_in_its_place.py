"""An item's verdict is written where the brief keeps verdicts: the status cell of a closing
table's row, a task box, an aside beside the request. A take-back there (`暂缓`, `parked
until the code is out`, `下轮再说`) holds the item's edit back, and the new entry's citation,
which supports that entry, is held back with it: never proposed alone. Our own words."""

from __future__ import annotations

import pytest

from kbpatch.models import Action, ActionKind, Status
from kbpatch.render import Rendered

from .conftest import render_brief
from .test_brief_has_the_last_word import LINES, three_items

SUGGESTIONS = (
    "§2.2 新增一条 FlowCache。",
    "§4.1 新增一条 SpecTune；§七 登记一条引用。",
    "§3.2 新增一条 GateKV。",
)


def with_closing(lines: tuple[str, ...]) -> str:
    """The three items, then a closing section holding `lines` as written (a table, a list)."""
    text = three_items(SUGGESTIONS)
    return text + "## 三、今晚建议的归并动作\n\n" + "".join(f"{line}\n" for line in lines)


def rendered(lines: tuple[str, ...]) -> list[tuple[Action, Rendered]]:
    return render_brief(with_closing(lines), LINES, "2026-12-07")


def proposed_items(results: list[tuple[Action, Rendered]]) -> set[tuple[str, ActionKind]]:
    return {(a.item_key, a.kind) for a, r in results if r.status is Status.PROPOSED and a.item_key}


def table(status_of_item_2: str, header: str = "| 条目 | 动作 | 状态 |") -> tuple[str, ...]:
    return (
        header,
        "|---|---|---|",
        "| 1 | §2.2 FlowCache | 照办 |",
        f"| 2 | §4.1 SpecTune + 引用 | {status_of_item_2} |",
        "| 3 | §3.2 GateKV | 照办 |",
    )


def item_2_held_back(results: list[tuple[Action, Rendered]]) -> None:
    made = proposed_items(results)
    assert ("条目 1", ActionKind.ADD_ENTRY) in made and ("条目 3", ActionKind.ADD_ENTRY) in made
    assert not [key for key, _ in made if key == "条目 2"]
    # Nothing of item 2 is lost either: its entry and its citation are reported.
    held = {a.target.key for a, _ in results if a.item_key == "条目 2" and a.target}
    assert held >= {"4.1", "7"}


@pytest.mark.parametrize(
    "status",
    ["暂缓", "下轮再说", "先不落", "parked until the code is out", "on hold", "not this round"],
)
def test_a_take_back_in_a_closing_tables_status_cell_holds_the_item_back(status: str) -> None:
    item_2_held_back(rendered(table(status)))


def test_an_english_closing_table_is_read_alike() -> None:
    lines = table("postponed", header="| Item | Action | Status |")
    item_2_held_back(rendered(lines))


@pytest.mark.parametrize("status", ["照办", "go", "done", ""])
def test_a_status_cell_that_takes_nothing_back_leaves_the_request_standing(status: str) -> None:
    made = proposed_items(rendered(table(status)))
    assert ("条目 2", ActionKind.ADD_ENTRY) in made and ("条目 2", ActionKind.ADD_CITATION) in made


@pytest.mark.parametrize(
    "line",
    [
        "- 暂缓：§4.1 新增 SpecTune（条目 2）",
        "- ~~§4.1 新增 SpecTune（条目 2）~~",
        "- §4.1 SpecTune（条目 2）：本轮不落笔",
        "- §4.1 新增 SpecTune，下轮再说（条目 2）",
        "- §4.1 SpecTune（条目 2）先搁着",
    ],
)
def test_the_citation_of_an_entry_held_back_is_held_back_with_it(line: str) -> None:
    results = rendered(("- §2.2 新增 FlowCache（条目 1）", line))
    (citation,) = [
        (a, r) for a, r in results if a.item_key == "条目 2" and a.kind is ActionKind.ADD_CITATION
    ]
    assert citation[1].status is not Status.PROPOSED
    assert not [a for a, r in results if a.item_key == "条目 2" and r.status is Status.PROPOSED]


@pytest.mark.parametrize(
    "line",
    [
        "- §4.1 新增 SpecTune（条目 2，暂缓）",
        "- §4.1 SpecTune（条目 2）：暂缓",
        "- §4.1 SpecTune 先搁着",
        "- Item 2: add SpecTune to §4.1 — parked until the code is out",
        "- Item 2: §4.1 SpecTune, on hold",
        "- §4.1 add SpecTune (one device only, skip for now).",
    ],
)
def test_a_take_back_after_the_request_or_in_its_aside_holds_the_item_back(line: str) -> None:
    results = rendered(("- §2.2 新增 FlowCache（条目 1）", line))
    item_2_held_back(results)
    (said,) = [a for a, _ in results if a.item_key == "条目 2" and a.lines == (26,)]
    assert "refusal" in said.reason and said.kind is ActionKind.NOT_UNDERSTOOD


@pytest.mark.parametrize(
    "suggestion",
    [
        "§4.1 新增一条 SpecTune（单设备数据，先不收）；§七 登记一条引用。",
        "§4.1 新增一条 SpecTune（作者自测，暂不入档）；§七 登记一条引用。",
        "§4.1 add SpecTune (single vendor, skip for now)；§七 登记一条引用。",
        "§4.1 新增一条 SpecTune——下轮再说；§七 登记一条引用。",
    ],
)
def test_an_items_request_taken_back_in_its_own_aside_is_not_proposed(suggestion: str) -> None:
    text = three_items((SUGGESTIONS[0], suggestion, SUGGESTIONS[2]))
    item_2_held_back(render_brief(text, LINES, "2026-12-07"))


@pytest.mark.parametrize(
    "suggestion",
    [
        "§4.1 新增一条 SpecTune（作者自测，单设备）；§七 登记一条引用。",
        "§4.1 add SpecTune (single vendor, author-run)；§七 登记一条引用。",
    ],
)
def test_an_aside_giving_only_a_caveat_leaves_the_request_standing(suggestion: str) -> None:
    text = three_items((SUGGESTIONS[0], suggestion, SUGGESTIONS[2]))
    made = proposed_items(render_brief(text, LINES, "2026-12-07"))
    assert ("条目 2", ActionKind.ADD_ENTRY) in made and ("条目 2", ActionKind.ADD_CITATION) in made


def items_table(status_header: str, statuses: tuple[str, str]) -> str:
    """Two items as the rows of an items table with a status column; no closing list."""
    return (
        "# serving · E1 预消化简报（2026-12-07）\n\n## 一、今日条目\n\n"
        f"| # | 材料 | 来源 | 要点 | 建议归入 | {status_header} |\n"
        "|---|---|---|---|---|---|\n"
        "| 1 | FlowCache | arXiv:2612.00101 | 三档分层前缀缓存 | §2.2 新增一条 FlowCache | "
        f"{statuses[0]} |\n"
        "| 2 | SpecTune | arXiv:2612.00102 | 按温度调草稿长度 | "
        f"§4.1 新增一条 SpecTune；§七 登记一条引用 | {statuses[1]} |\n"
    )


@pytest.mark.parametrize(
    ("header", "status"),
    [("状态", "暂缓"), ("状态", "撤回"), ("Status", "parked"), ("Status", "withdrawn")],
)
def test_a_take_back_in_an_items_tables_status_column_holds_that_row_back(
    header: str, status: str
) -> None:
    results = render_brief(items_table(header, ("", status)), LINES, "2026-12-07")
    made = proposed_items(results)
    assert ("条目 1", ActionKind.ADD_ENTRY) in made
    assert not [key for key, _ in made if key == "条目 2"]
    held = [a for a, _ in results if a.item_key == "条目 2" and a.kind is ActionKind.NOT_UNDERSTOOD]
    assert held and all(status in a.reason for a in held)


def test_a_status_column_that_takes_nothing_back_leaves_the_rows_requests() -> None:
    made = proposed_items(render_brief(items_table("状态", ("新增", "照办")), LINES, "2026-12-07"))
    assert {key for key, _ in made} == {"条目 1", "条目 2"}


@pytest.mark.parametrize(
    "line",
    [
        "- Item 2: §4.1 add SpecTune. Status: parked.",
        "- 条目 2：§4.1 新增 SpecTune。状态：暂缓。",
        "- Item 2 (parked): §4.1 add SpecTune",
        "- 条目 2（先搁着）：§4.1 新增 SpecTune",
        "- 条目 2 先不写（等作者放出代码）",
        "- [x] 条目 2 不落笔（单设备数据）",
    ],
)
def test_a_closing_lines_status_field_or_lead_aside_takes_its_item_back(line: str) -> None:
    item_2_held_back(rendered(("- §2.2 新增 FlowCache（条目 1）", line)))


@pytest.mark.parametrize("note", ["（暂缓）", "（本轮撤回）", "（parked）"])
def test_a_take_back_in_an_items_heading_note_holds_the_item_back(note: str) -> None:
    text = three_items(SUGGESTIONS).replace("### 条目 2：", f"### 条目 2{note}：")
    item_2_held_back(render_brief(text, LINES, "2026-12-07"))
