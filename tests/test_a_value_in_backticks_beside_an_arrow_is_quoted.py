"""A value written as inline code beside an arrow (`` `约 38%` -> `约 39%` ``, `"约 38%" →
`约 39%``) is a quoted value, as 「」 make one: the change is made with the words inside the
backticks, never with the marks. Code elsewhere in a request stays code. Our own words, on our
own cold-chain KB."""

from __future__ import annotations

import pytest

from .cold_chain_kb import KB
from .conftest import kb_after
from .test_a_line_naming_only_a_place_heads_the_requests_under_it import brief

CHANGED = "全国冷库总容量约 2.1 亿立方米<sup>1</sup>，其中华东占比约 39%。"


@pytest.mark.parametrize(
    "request_",
    [
        "§2.1：`约 38%` -> `约 39%`",
        "§2.1：`华东占比约 38%` → `华东占比约 39%`。",
        '§2.1："约 38%" -> `约 39%`',
        "§2.1：`约 38%` ⇒ 「约 39%」",
        "2.1 节 `约 38%`->`约 39%`",
    ],
)
def test_a_value_in_backticks_beside_an_arrow_is_changed_without_its_marks(
    request_: str,
) -> None:
    lines, rows = kb_after(KB, brief(request_))
    assert [status for status, _ in rows] == ["proposed"], rows
    assert CHANGED in lines and not any("`" in line for line in lines), rows


def test_a_value_in_backticks_the_section_does_not_hold_is_reported_without_marks() -> None:
    lines, rows = kb_after(KB, brief("§2.1：`约 48%` -> `约 49%`"))
    assert lines == KB.splitlines(), rows
    assert [status for status, _ in rows] == ["unresolved"], rows
    assert "「约 48%」" in rows[0][1] and "`" not in rows[0][1], rows


@pytest.mark.parametrize("request_", ["§2.1：`2.1` -> `2.3`", "§2.1：「2.1」 → `2.3`"])
def test_a_decimal_figure_in_backticks_is_a_value_not_a_list_number(request_: str) -> None:
    # `2.3` opens like an ordered list's `2. …`; it is a figure, written without its marks.
    lines, rows = kb_after(KB, brief(request_))
    assert [status for status, _ in rows] == ["proposed"], rows
    assert "全国冷库总容量约 2.3 亿立方米<sup>1</sup>，其中华东占比约 38%。" in lines, lines
    assert not any("`" in line for line in lines), lines
