"""A checklist question closed with its answer given whole (`Q2 关闭，答案写「→ 已答：…。」`,
the answer quoted with its own full stop and the list's lead) is ticked with the answer after
it in the form the list's closed questions write theirs (`→ 已答：…`), the lead once; the
quote's stop ends no sentence of the request. Our own KB and words (tests/quiet_kb.py)."""

from __future__ import annotations

import pytest

from .conftest import kb_after
from .quiet_kb import KB, brief

ASKED = KB.replace(
    "## 附录B　参考文献",
    "## 第三章　未决问题\n\n"
    "- [x] Q1：夜间测点是否需要避开树冠？→ 已答：需要，距树冠不少于 2 m（Wu 等, 2021）。\n"
    "- [ ] Q2：深圳目标采用哪种指标口径？\n\n"
    "## 附录B　参考文献",
)
TICKED = "- [x] Q2：深圳目标采用哪种指标口径？→ 已答：采用 Lden 全市均值口径。"


@pytest.mark.parametrize(
    "suggestion",
    [
        "第三章：Q2 关闭，答案写「→ 已答：采用 Lden 全市均值口径。」",
        "第三章：Q2 关闭，答案写「采用 Lden 全市均值口径。」",
        "Q2 关闭，答案：采用 Lden 全市均值口径。",
    ],
)
def test_the_question_is_ticked_with_its_answer(suggestion: str) -> None:
    lines, rows = kb_after(ASKED, brief(suggestion))
    assert TICKED in lines, rows
