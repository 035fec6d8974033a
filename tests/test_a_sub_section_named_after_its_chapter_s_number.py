"""`第 1 部分的东方蜜蜂小节`, `§1 的东方蜜蜂一节`: a section named by its words after its chapter's
number and `的` is that chapter's section of those words (1.2), not the chapter; a chapter
that holds no such section names nothing, and the request is reported. Our own words and KB."""

from __future__ import annotations

from pathlib import Path

import pytest

from .beekeeping_kb import BRIEF_PATH, KB, KB_PATH, brief
from .conftest import proposed_and_applied

NEIGHBOUR = "- 中华蜜蜂（1950）— 抗螨，采集零星蜜源。"


@pytest.mark.parametrize(
    "request_words",
    [
        "第 1 部分的东方蜜蜂小节新增 高原黑蜂（2024）一条。",
        "第一部分的东方蜜蜂一节补 高原黑蜂（2024）一条。",
        "§1 的东方蜜蜂小节新增 高原黑蜂（2024）。",
    ],
)
def test_the_section_of_that_chapter_takes_the_entry(tmp_path: Path, request_words: str) -> None:
    code, report, after = proposed_and_applied(
        tmp_path, KB_PATH, KB, brief(request_words), BRIEF_PATH
    )
    assert code == 0, report
    lines = after.splitlines()
    added = [line for line in lines if line not in KB.splitlines()]
    assert len(added) == 1 and added[0].startswith("- 高原黑蜂（2024）— "), added
    assert lines.index(added[0]) == lines.index(NEIGHBOUR) + 1


def test_another_chapter_s_number_names_no_section(tmp_path: Path) -> None:
    request = brief("第 2 部分的东方蜜蜂小节新增 高原黑蜂（2024）一条。")
    code, report, after = proposed_and_applied(tmp_path, KB_PATH, KB, request, BRIEF_PATH)
    assert after == KB
    assert code != 0 and "东方蜜蜂" in report, report
