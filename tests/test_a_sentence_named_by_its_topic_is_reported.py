"""`§五（二）补一句 滴灌带更换比例`: bare words that end in what a sentence should tell (比例, 原因,
出处…), with no quote, no colon and no mark of a sentence, name the sentence, they are not
it: reported with them, never appended as the entry's words. The sentence given after a colon
or quoted is appended. Our own words and KB."""

from __future__ import annotations

from pathlib import Path

import pytest

from .conftest import proposed_and_applied, report_rows
from .ordinal_kb import BRIEF_PATH, KB, KB_PATH, brief

DRIP = "滴灌带的寿命约 3 年，更换成本约 1.2 万元。"


@pytest.mark.parametrize(
    "request_words",
    [
        "§五（二）补一句 滴灌带更换比例",
        "§五（二）末尾加一句 寿命缩短的原因",
        "§五（二）末尾补一句 两种滴灌带的对比",
    ],
)
def test_the_topic_is_reported(tmp_path: Path, request_words: str) -> None:
    _, report, after = proposed_and_applied(tmp_path, KB_PATH, KB, brief(request_words), BRIEF_PATH)
    assert after == KB, report
    assert any("should tell" in row for row in report_rows(report)), report


@pytest.mark.parametrize(
    "request_words",
    ["§五（二）末尾补一句：盐碱地上寿命约 2 年。", "§五（二）末尾加一句“盐碱地上寿命约 2 年。”"],
)
def test_the_sentence_given_is_appended(tmp_path: Path, request_words: str) -> None:
    code, report, after = proposed_and_applied(
        tmp_path, KB_PATH, KB, brief(request_words), BRIEF_PATH
    )
    assert code == 0, report
    assert any(
        line.startswith(DRIP) and "盐碱地上寿命约 2 年。" in line for line in after.splitlines()
    )
