"""A closing-list line that dictates words after a verb of editing and names no place kbpatch
reads (`时间线最上面加「- **2027-02**：…」`) is reported with its words, never dropped; a line that
says what the round did (`本轮仅写入本文件`) asks nothing. Our own KB (tests/footnote_kb.py)."""

from __future__ import annotations

import pytest

from .conftest import kb_after
from .footnote_kb import KB, brief


@pytest.mark.parametrize(
    "closing",
    [
        "大事记最上面加「- **2027-02**：舟山二号坞投产。」",
        "坞修日志补一行「2027-02 舟山二号坞投产」",
    ],
)
def test_a_dictated_line_for_a_place_kbpatch_does_not_read_is_reported(closing: str) -> None:
    lines, rows = kb_after(KB, brief("§2.1 不动。", closing=closing))
    assert lines == KB.splitlines(), rows
    assert any("舟山二号坞投产" in reason for _, reason in rows), rows


def test_a_line_saying_what_the_round_did_asks_nothing() -> None:
    _, rows = kb_after(
        KB, brief("§2.1 不动。", closing="本轮未修改任何活文档；仅写入本文件 `inbox/a.md`。")
    )
    assert all(status == "skipped" for status, _ in rows), rows
