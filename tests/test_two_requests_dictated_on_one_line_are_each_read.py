"""One 建议归入 line may dictate two requests back to back, the second right after the first's
closing quote (`…加一条：「- X。」术语部分增补：「**Y**：…」`, `…换成「B。」参考资料相应添上
「[R4] …」`): each is read on its own, each at the place it names (a place named by its
words too), never the second quote written into the first's place. A quote in corner
brackets holds straight quotes of its own (`「草案提到"鼓励…"，但未涉及电价。」`): the phrase
is all of it. Our own KB and words (tests/tide_kb.py)."""

from __future__ import annotations

import pytest

from .conftest import added_to, kb_after
from .tide_kb import KB, brief

ENTRY = "- Nova：1 MW 漂浮式机组，2026 年并网。（E1 2026-12-07 · 条目 1）"
TERM = "**CfD**：差价合约，按约定执行价补足市场电价差额。（E1 2026-12-07 · 条目 1）"


@pytest.mark.parametrize(
    "suggestion",
    [
        "B.1 机组清单加一条：「- Nova：1 MW 漂浮式机组，2026 年并网。」"
        "术语部分增补：「**CfD**：差价合约，按约定执行价补足市场电价差额。」",
        "B.1 加一条：「- Nova：1 MW 漂浮式机组，2026 年并网。」"
        "C 节新增：“**CfD**：差价合约，按约定执行价补足市场电价差额。”",
        "B.1 补一条：「- Nova：1 MW 漂浮式机组，2026 年并网。」"
        "术语部分添上「**CfD**：差价合约，按约定执行价补足市场电价差额。」",
    ],
)
def test_each_dictated_line_goes_to_its_own_place(suggestion: str) -> None:
    lines, rows = kb_after(KB, brief(suggestion))
    assert [status for status, _ in rows] == ["proposed", "proposed"], rows
    assert lines[lines.index("- O2：2 MW 漂浮式机组，2021 年并网 [R3]。") + 1] == ENTRY
    assert lines[lines.index("**LCOE**：平准化度电成本。") + 1] == TERM


OLD = '2025 年公开征求意见的《海洋能发展规划》草案提到"鼓励潮流能规模化"，但未涉及电价。'
NEW = '2026-12 正式发布的《海洋能发展规划》保留"鼓励潮流能规模化"表述，并规定电价另行制定 [R4]。'
REFERENCE = "- [R4] 国家能源局. 海洋能发展规划. 2026 (E1 2026-12-07 · 条目 1)."


@pytest.mark.parametrize("then", ["参考资料相应添上", "参考资料补一条：", "参考资料同步补上："])
def test_a_sentence_replaced_and_the_reference_it_cites_added(then: str) -> None:
    suggestion = f"B.2：把「{OLD}」换成「{NEW}」{then}「[R4] 国家能源局. 海洋能发展规划. 2026.」"
    lines, rows = kb_after(KB, brief(suggestion))
    assert [status for status, _ in rows] == ["proposed", "proposed"], rows
    assert f"MeyGen 1A 累计发电量已超过 60 GWh [R1]。{NEW}" in lines
    assert lines[lines.index("- [R3] Orbital Marine Power. O2 performance summary. 2025.") + 1] == (
        REFERENCE
    )


CORRECTED = (
    "MeyGen 1A 累计发电量已超过 60 GWh [R1]。"
    "2025 年公开征求意见的《海洋能发展规划》草案未涉及电价。"
)


def test_words_in_straight_quotes_inside_a_corner_quote_are_the_phrase_s() -> None:
    suggestion = 'B.2：「草案提到"鼓励潮流能规模化"，但未涉及电价」改为「草案未涉及电价」'
    new, rows = added_to(KB, brief(suggestion))
    assert new == [CORRECTED], rows
