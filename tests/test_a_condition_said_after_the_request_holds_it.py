"""A condition said after a request, in a clause of "if" (`…，如年报确认`, `…，若 E2 同意`) or an
aside that waits for a check (`…（待确认）`, `（尚待核实）`), holds the request: reported with its
words, never made. A comparison (`…，如 §2.2 所示`) and `如下` are no condition. Our own words,
on our own cold-chain KB."""

from __future__ import annotations

import pytest

from .cold_chain_kb import KB
from .conftest import kb_after
from .test_a_line_naming_only_a_place_heads_the_requests_under_it import brief

CHANGE = '§2.1 "约 38%"改为"约 39%"'


@pytest.mark.parametrize(
    "condition",
    ["，如年报确认", "，若 E2 同意", "，如果年报口径不变", "（待确认）", "（尚待核实）"],
)
def test_a_request_with_a_condition_after_it_is_held(condition: str) -> None:
    lines, rows = kb_after(KB, brief(CHANGE + condition))
    assert lines == KB.splitlines(), rows
    assert any("conditional" in reason for _, reason in rows), rows


@pytest.mark.parametrize("after", ["，如下", "。"])
def test_words_of_如_that_set_no_condition_leave_the_request(after: str) -> None:
    lines, rows = kb_after(KB, brief(CHANGE + after))
    assert "全国冷库总容量约 2.1 亿立方米<sup>1</sup>，其中华东占比约 39%。" in lines, rows
