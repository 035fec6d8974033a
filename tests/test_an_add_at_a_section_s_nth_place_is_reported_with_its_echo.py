"""`§2.1 第 2 条新增：…`: the ordinal after a section's number (or opening the request after
the section's words), then the add verb, is the place the new entry is asked to take, which
kbpatch does not write (it adds at a list's end). The request is reported; the closing
list's `§2.1：新增一条（条目 1）` repeats it and joins its row: no entry is built from the
要点 in place of the words the brief gave."""

from __future__ import annotations

import pytest

from .words_fixture import changed_lines, proposal, rows


@pytest.mark.parametrize(
    ("suggestion", "ordinal"),
    [
        ("§2.1 第 2 条新增：Finch 板，八核 NPU 开发板。", "第 2 条"),
        ("§2.1 第二条 新增一条：Finch 板，八核 NPU 开发板。", "第二条"),
        ("§2.1 第 1 条补一条：Finch 板，八核 NPU 开发板。", "第 1 条"),
        ("开发板 第 1 条新增：Finch 板，八核 NPU 开发板。", "第 1 条"),
    ],
)
@pytest.mark.parametrize("closing", ["", "§2.1：新增一条（条目 1）。", "§2.1 补一条（条目 1）。"])
def test_the_place_asked_is_reported_and_nothing_is_built(
    suggestion: str, ordinal: str, closing: str
) -> None:
    found = proposal(suggestion, title="Finch", closing=closing)
    assert changed_lines(found) == []
    [(status, reason)] = rows(found)
    assert status == "not understood" and f"「{ordinal}」" in reason
