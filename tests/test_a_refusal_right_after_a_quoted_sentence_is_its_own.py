"""A quote that ends its own sentence (`"…。"`) and a refusal written straight after it, with
no space or stop between (`末尾追加一句："支持 12 种语言。"不新增条目。`): the refusal is a
sentence of its own. Read as one clause, the refusal took the whole line and the append it
follows was skipped."""

from __future__ import annotations

import pytest

from .words_fixture import changed_lines, proposal, rows

APPENDED = "**Tinyear**：面向手表的小型识别模型，按帧流式输出。支持 12 种语言。[Lu 2025]"


@pytest.mark.parametrize(
    "suggestion",
    [
        '§1.1 Tinyear 条目末尾追加一句："支持 12 种语言。"不新增条目。',
        "§1.1 Tinyear 条目末尾补一句「支持 12 种语言。」无需另起一条。",
        "在 §1.1 的 Tinyear 条目后面加一句“支持 12 种语言。”不要新开条目",
    ],
)
def test_the_append_is_made_and_the_refusal_kept(suggestion: str) -> None:
    found = proposal(suggestion)
    assert changed_lines(found) == [APPENDED], rows(found)
    statuses = [status for status, _ in rows(found)]
    assert "proposed" in statuses and "not understood" not in statuses, rows(found)
