"""Options a brief leaves open (`(a) …；(b) …。二选一交林舟拍板`, `我拿不准`, `我倾向不定`,
`本轮我不替他选`) are each an alternative: none is proposed (the first was, as a preference
would make it; `倾向不定` read as one). Left open and refused this round (`…，本轮不落笔`),
none is written at all. A preference said (`我倾向 (a)`) still chooses. Our own words."""

from __future__ import annotations

import pytest

from .cold_chain_kb import KB
from .conftest import kb_after
from .test_a_line_naming_only_a_place_heads_the_requests_under_it import brief

OPTIONS = '两个方案：(a) 在 §2.1 新增一条"多源预警"；(b) 在 §2.2 末尾补一句"多源预警"。'


@pytest.mark.parametrize(
    "open_",
    ["二选一交林舟拍板。", "二选一请林舟定，本轮我不替他选。", "我拿不准。", "我倾向不定。"],
)
def test_no_option_is_proposed(open_: str) -> None:
    _, rows = kb_after(KB, brief(OPTIONS + open_))
    statuses = [status for status, _ in rows]
    assert "proposed" not in statuses and "alternative" in statuses, rows


def test_options_left_open_and_refused_this_round_are_reported() -> None:
    _, rows = kb_after(KB, brief(OPTIONS + "我倾向不定，二选一交林舟拍板，本轮不落笔。"))
    statuses = [status for status, _ in rows]
    assert "alternative" not in statuses and "proposed" not in statuses, rows
    assert statuses.count("not understood") == 2, rows


def test_a_preference_still_chooses() -> None:
    lines, rows = kb_after(KB, brief(OPTIONS + "我倾向 (a)。"))
    assert "proposed" in [status for status, _ in rows], rows
    assert "- 多源预警。（E1 2027-02-05 · 条目 1）" in lines, rows
