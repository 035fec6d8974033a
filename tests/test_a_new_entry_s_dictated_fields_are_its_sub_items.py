"""A new entry whose fields the brief gives by label (`**Lyra**（厂商：…；状态：…）`, `：厂商 …，
状态 …`, `：- 厂商：… - 状态：…`), beside entries that write their facts as labelled sub-items
under a bold name, is written so: its name, then the given fields in the neighbours' labels and
order, never the item's 要点 in their stead. A field the neighbours do not write, or fields
given where the entries write none, are reported and nothing is written. Our own words."""

from __future__ import annotations

from pathlib import Path

import pytest

from .conftest import proposed_and_applied
from .test_a_dictated_entry_is_written_as_its_neighbours_end import NO_STOP
from .test_a_dictated_entry_is_written_as_its_neighbours_end import brief as loom_brief
from .test_a_keep_of_a_field_a_figure_or_a_close_holds_the_edit import BRIEF_PATH, KB, KB_PATH

MARK = "（E1 2026-12-21 · 条目 1）"
SUMMARY = "新一轮试飞重测了高度。"


def brief(suggestion: str) -> str:
    return f"""\
# kites · E1 预消化简报（2026-12-21）

## 一、条目

### 条目 1：Lyra

- 来源：organized/paper_cards/6102-lyra.md
- 要点：{SUMMARY}
- 建议归入：{suggestion}
"""


def added(tmp_path: Path, suggestion: str) -> tuple[int, str, list[str]]:
    code, report, after = proposed_and_applied(tmp_path, KB_PATH, KB, brief(suggestion), BRIEF_PATH)
    return code, report, [line for line in after.splitlines() if line not in KB.splitlines()]


@pytest.mark.parametrize(
    ("suggestion", "fields"),
    [
        (
            "运动风筝一节补录一条：**Lyra**"
            "（厂商：南湖工坊；射程：线长 50 m 时可达 40 m 高；状态：在售）",
            ["  - 厂商：南湖工坊", "  - 射程：线长 50 m 时可达 40 m 高", f"  - 状态：在售{MARK}"],
        ),
        (
            "1-1 节增列 Lyra 条目：厂商 南湖工坊，状态 在售。",
            ["  - 厂商：南湖工坊", f"  - 状态：在售{MARK}"],
        ),
        (
            "§1-1 登记新条目 **Lyra**：- 状态：预售 - 厂商：南湖工坊",
            ["  - 厂商：南湖工坊", f"  - 状态：预售{MARK}"],
        ),
        (
            '运动风筝一节新增 **Lyra**：厂商"南湖工坊"，状态"在售"',
            ["  - 厂商：南湖工坊", f"  - 状态：在售{MARK}"],
        ),
    ],
)
def test_the_given_fields_are_written_as_the_neighbours_sub_items(
    tmp_path: Path, suggestion: str, fields: list[str]
) -> None:
    code, report, new = added(tmp_path, suggestion)
    assert code == 0, report
    assert new == ["- **Lyra**", *fields], report


def test_a_field_the_neighbours_do_not_write_is_reported(tmp_path: Path) -> None:
    code, report, new = added(
        tmp_path, "运动风筝一节补录一条：**Lyra**（厂商：南湖工坊；售价：300 元）"
    )
    assert code == 1 and new == [], report
    assert "售价" in report, report


def test_fields_given_where_entries_write_none_are_reported(tmp_path: Path) -> None:
    from .test_a_dictated_entry_is_written_as_its_neighbours_end import (
        BRIEF_PATH as LOOM_BRIEF,
    )
    from .test_a_dictated_entry_is_written_as_its_neighbours_end import (
        KB_PATH as LOOM_KB,
    )

    suggestion = "电子提花机一节新增一条 **天鹅 TJ-9**（厂商：天鹅；针数：1.6 万）"
    code, report, after = proposed_and_applied(
        tmp_path, LOOM_KB, NO_STOP, loom_brief(suggestion), LOOM_BRIEF
    )
    assert code == 1 and after == NO_STOP, report
    assert "针数" in report, report


VEGA_LAST = "  - 状态：停产"


@pytest.mark.parametrize(
    "suggestion",
    ["运动风筝一节 Vega 条目补一行：厂商：潍坊二厂。", "Vega 条目下面加一项：状态：复产。"],
)
def test_a_field_the_entry_already_has_is_reported(tmp_path: Path, suggestion: str) -> None:
    code, report, after = proposed_and_applied(tmp_path, KB_PATH, KB, brief(suggestion), BRIEF_PATH)
    assert code == 1 and after == KB, report


@pytest.mark.parametrize(
    "suggestion",
    ["运动风筝一节 Vega 条目补一行：射程：线长 40 m 时可达 32 m 高。"],
)
def test_a_field_given_for_a_standing_entry_is_one_more_sub_item(
    tmp_path: Path, suggestion: str
) -> None:
    kb = KB.replace("  - 射程：线长 40 m 时可达 30 m 高\n", "")
    code, report, after = proposed_and_applied(tmp_path, KB_PATH, kb, brief(suggestion), BRIEF_PATH)
    assert code == 0, report
    assert after == kb.replace(
        VEGA_LAST, f"{VEGA_LAST}\n  - 射程：线长 40 m 时可达 32 m 高{MARK}"
    ), report


def test_a_field_no_entry_writes_adds_no_second_entry(tmp_path: Path) -> None:
    code, report, after = proposed_and_applied(
        tmp_path, KB_PATH, KB, brief("运动风筝一节 Vega 条目补一行：售价：300 元。"), BRIEF_PATH
    )
    assert after.count("**Vega**") == 1, report
    assert code == 1, report  # the field no entry writes is reported
