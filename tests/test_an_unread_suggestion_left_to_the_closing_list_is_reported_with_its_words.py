"""An item's 建议归入 that asks for something kbpatch cannot read (values changed without quotes
and without a section, `X 条目补充：…`, `可在活文档里提一下 X`) and a closing list that only says
`条目 1 按上文建议归入处理`: the one not-understood row cites and quotes the 建议归入 line, its
own words, beside the closing line; never only the closing list's generic words. Nothing is
written. Our own words and document."""

from __future__ import annotations

from pathlib import Path

import pytest

from .coffee_kb import KB, KB_PATH
from .conftest import proposed_and_applied, report_rows

BRIEF_PATH = "inbox/mo/2026-12-16-coffee-e1prep.md"


def brief(suggestion: str, closing: str) -> str:
    return f"""\
coffee · E1 预消化简报（2026-12-16）

作者：mo · E1 日间轮 对照活文档：{KB_PATH}

一、今日增量

条目 1：火山 R1 复测

  • 来源：organized/paper_cards/0202-r1-retest.md
  • 要点：第三方复测火山 R1 的温控精度为 ±3℃。
  • 建议归入：{suggestion}

二、值得警惕

  1. 复测只用了一台样机。

三、本轮建议动作

  • {closing}
"""


SUGGESTION_LINE, CLOSING_LINE = 11, 19


@pytest.mark.parametrize(
    "suggestion",
    [
        "把 单批 120 克 改为 单批 150 克（火山 R1）。",
        "把 120 克 改成 150 克（火山 R1）。",
        "火山 R1 条目补充：第三方复测精度约 ±3℃。",
        "可在活文档里提一下火山 R1 的复测结果。",
        "火山 R1 那条最好顺带说一句复测结果。",
    ],
)
@pytest.mark.parametrize("closing", ["条目 1 按上文建议归入处理。", "条目 1 照建议归入执行。"])
def test_an_unread_suggestion_is_reported_with_its_own_words_and_line(
    tmp_path: Path, suggestion: str, closing: str
) -> None:
    text = brief(suggestion, closing)
    code, report, after = proposed_and_applied(tmp_path, KB_PATH, KB, text, BRIEF_PATH)
    assert code == 1 and after == KB, report
    (row,) = report_rows(report)
    assert "not understood" in row, report
    assert f"[lines {SUGGESTION_LINE},{CLOSING_LINE}]" in row, report
    assert suggestion.rstrip("。")[:14] in row, report
