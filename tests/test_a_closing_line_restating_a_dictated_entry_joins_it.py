"""A closing line that names again the entry an item dictates whole (`B.1 加 Nova；术语补 CfD
（条目 1）`: a word of the dictated line, a section named by its words, one tag for the line's
parts) is the same request: it joins the item's edit, nothing is reported beside it. A word the
dictated line does not hold is another entry, reported. A caveat's limit on words
(`不要写进 A 节纳入标准`) holds no line the brief dictates whole. Our own KB and words."""

from __future__ import annotations

import pytest

from .conftest import kb_after
from .tide_kb import KB, brief

SUGGESTION = (
    "B.1 机组清单加一条：「- Nova：1 MW 漂浮式机组，2026 年并网。」"
    "术语部分增补：「**CfD**：差价合约。」"
)


@pytest.mark.parametrize(
    "closing",
    [
        "B.1 加 Nova；术语补 CfD（条目 1）",
        "B.1：Nova（条目 1）；术语部分补 CfD（条目 1）",
        "机组清单加 Nova；术语补 CfD（条目 1）",
    ],
)
def test_the_closing_line_joins_the_item_s_edits(closing: str) -> None:
    _, rows = kb_after(KB, brief(SUGGESTION, closing))
    assert rows == [("proposed", ""), ("proposed", "")], rows


def test_another_name_is_reported() -> None:
    _, rows = kb_after(KB, brief(SUGGESTION, "B.1 加 Vega；术语补 CfD（条目 1）"))
    assert [s for s, _ in rows].count("proposed") == 2, rows
    assert any("Vega" in why for s, why in rows if s != "proposed"), rows


def test_a_limit_on_words_holds_no_dictated_line() -> None:
    lines, rows = kb_after(
        KB, brief(SUGGESTION, caveat="Nova 只有发布会口径，不要写进 A 节纳入标准。")
    )
    assert [s for s, _ in rows].count("proposed") == 2, rows
    assert "- Nova：1 MW 漂浮式机组，2026 年并网。（E1 2026-12-07 · 条目 1）" in lines
