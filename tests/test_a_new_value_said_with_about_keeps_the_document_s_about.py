"""`§2.1 BlightScan 准确率 91% 改为约 93%` where the document writes `准确率约 91%`: the new
value's word of approximation is the document's own, said once (`约 93%`, never `约 约 93%`);
where the document says none before the old value, the new one brings its own. Our own words
and KB."""

from __future__ import annotations

from pathlib import Path

import pytest

from .conftest import proposed_and_applied
from .orchard_kb import BRIEF_PATH, KB, KB_PATH, brief

BLIGHT = "1. **BlightScan**（农科院，2022）：用叶片图像识别火疫病，田间准确率约 91%[^1]。"


@pytest.mark.parametrize(
    "request_words",
    [
        "§2.1 BlightScan 准确率 91% 改为约 93%。",
        "§2.1 BlightScan 的准确率由 91% 上调到约 93%。",
        "§2.1 BlightScan 准确率约 91% 更新为约 93%。",
        "§2.1 BlightScan 约 91% 改为约 93%。",
    ],
)
def test_the_about_the_document_says_is_said_once(tmp_path: Path, request_words: str) -> None:
    code, report, after = proposed_and_applied(
        tmp_path, KB_PATH, KB, brief(request_words), BRIEF_PATH
    )
    assert code == 0, report
    assert BLIGHT.replace("91%", "93%") in after.splitlines(), report


def test_an_about_the_document_does_not_say_is_written(tmp_path: Path) -> None:
    kb = KB.replace("准确率约 91%", "准确率 91%")
    code, report, after = proposed_and_applied(
        tmp_path, KB_PATH, kb, brief("§2.1 BlightScan 准确率 91% 改为约 93%。"), BRIEF_PATH
    )
    assert code == 0, report
    assert BLIGHT.replace("约 91%", " 约 93%") in after.splitlines(), report
