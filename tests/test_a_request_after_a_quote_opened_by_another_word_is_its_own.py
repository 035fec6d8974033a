"""A request that follows the quote the one before it ends with, opened by `另` (`…写「…」另开一个
新问题`), is a clause of its own: each is read, made or reported with its words; the first is
never lost inside the second. A quote inside another quote ends no clause. Our own words, on
our own cold-chain KB with a checklist."""

from __future__ import annotations

import pytest

from kbpatch.reading.text import split_clauses

from .cold_chain_kb import KB
from .conftest import kb_after
from .test_a_line_naming_only_a_place_heads_the_requests_under_it import brief

CHECKLIST = KB.replace(
    "参考文献\n--------\n",
    "五、待办\n--------\n\n- [ ] P1：冷库自动化率统计口径是否统一？\n\n参考文献\n--------\n",
)


@pytest.mark.parametrize(
    "asked",
    [
        "P1 关闭，勾选并在行末写「——已关闭：口径已统一。」另开一个新问题 P2，问题为「X？」",
        "P1 关闭，勾选并在行末写「——已关闭：口径已统一。」另起一问：「X？」",
    ],
)
def test_a_tick_before_another_request_is_reported_with_its_words(asked: str) -> None:
    lines, rows = kb_after(CHECKLIST, brief(asked))
    assert lines == CHECKLIST.splitlines(), rows
    assert any("勾选" in reason and "已关闭" in reason for _, reason in rows), rows


def test_a_quote_inside_a_quote_ends_no_clause() -> None:
    line = "修订记录末尾追加一行：「* 2027-02-05：术语增「冷岛」另订正定义。」"
    assert split_clauses(line) == [line]
    assert split_clauses("写「A」另开一问") == ["写「A」", "另开一问"]
