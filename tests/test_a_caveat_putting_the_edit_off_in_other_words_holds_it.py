"""An item's caveat that puts its edit off in other words holds it: a later stage's call
(`这条留给 E2 判断`, `不确定，E2 再看`), a wait (`40% 只是快讯数字，等年报。`), a shelving this
round (`新数字未经核实，本轮搁置`), a merge put off (`暂时别合`). A wait before another deed
(`等正式版出来后再核对`) or the call on another thing (`华南那条留给 E2 判断`) holds nothing.
Our own words, on our own cold-chain KB."""

from __future__ import annotations

import pytest

from .cold_chain_kb import KB
from .conftest import kb_after
from .test_a_line_naming_only_a_place_heads_the_requests_under_it import brief

ASKED = '§2.1 "约 38%"改为"约 40%"。'
CHANGED = "全国冷库总容量约 2.1 亿立方米<sup>1</sup>，其中华东占比约 40%。"


@pytest.mark.parametrize(
    "caveat",
    [
        "这条留给 E2 判断。",
        "不确定，E2 再看。",
        "40% 只是快讯数字，等年报。",
        "新数字未经核实，本轮搁置。",
        "暂时别合。",
    ],
)
def test_the_edit_put_off_is_held(caveat: str) -> None:
    lines, rows = kb_after(KB, brief(ASKED, caveat=caveat))
    assert lines == KB.splitlines(), rows
    assert "forbidden" in [status for status, _ in rows], rows


@pytest.mark.parametrize(
    "caveat", ["华南那条留给 E2 判断。", "数字来自快讯，等正式版出来后再核对。"]
)
def test_another_thing_or_deed_put_off_holds_nothing(caveat: str) -> None:
    lines, rows = kb_after(KB, brief(ASKED, caveat=caveat))
    assert CHANGED in lines, rows
