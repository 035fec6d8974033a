"""The closing list's last word on an item that changes values: `条目 1 改放 §2.2` puts no entry
of the item's words there (the item adds none; reported, its change kept where it asks it);
its change struck through in words kbpatch does not read whole (`~~§2.1 改数字（条目 1）~~`,
`~~§2.1 更新华东占比~~`) is withdrawn; one struck for another section leaves it. Our own
words, on our own cold-chain KB."""

from __future__ import annotations

import pytest

from .cold_chain_kb import KB
from .conftest import kb_after
from .test_a_line_naming_only_a_place_heads_the_requests_under_it import brief

ASKED = '"约 38%"改为"约 40%"。'
CHANGED = "全国冷库总容量约 2.1 亿立方米<sup>1</sup>，其中华东占比约 40%。"


def test_a_move_of_an_item_that_adds_nothing_writes_no_entry() -> None:
    lines, rows = kb_after(KB, brief("§2.1", ASKED, closing="条目 1 改放 §2.2。"))
    assert [line for line in lines if line not in KB.splitlines()] == [CHANGED], rows
    assert any("adds no entry" in reason for _, reason in rows), rows


@pytest.mark.parametrize(
    "closing", ["~~§2.1 改数字（条目 1）~~", "~~§2.1 更新华东占比（条目 1）~~", "~~§2.1 改数字~~"]
)
def test_the_change_struck_through_in_other_words_is_withdrawn(closing: str) -> None:
    lines, rows = kb_after(KB, brief("§2.1", ASKED, closing=closing))
    assert lines == KB.splitlines(), rows
    assert "forbidden" in [status for status, _ in rows], rows


def test_a_change_struck_for_another_section_leaves_it() -> None:
    lines, rows = kb_after(KB, brief("§2.1", ASKED, closing="~~§2.2 改数字（条目 1）~~"))
    assert CHANGED in lines, rows
