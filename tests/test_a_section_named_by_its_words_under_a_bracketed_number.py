"""`IoT 平台一节`, `“IoT 平台”一节`, `IoT 平台里 FarmLink 一条`: a section numbered `### （三）IoT
平台` is named by its words without the bracketed number, whole (not by its last word), quoted
in any marks or not. Our own words and KB."""

from __future__ import annotations

from pathlib import Path

import pytest

from .conftest import proposed_and_applied
from .ordinal_kb import BRIEF_PATH, KB, KB_PATH, brief

FARMLINK = "- **FarmLink**（农联，2025-08）：温室物联网平台，接入约 2,000 座温室。"


@pytest.mark.parametrize(
    "request_words",
    [
        "IoT 平台一节：FarmLink 接入温室由约 2,000 座改为约 2,600 座",
        "“IoT 平台”一节：FarmLink 接入温室由约 2,000 座改为约 2,600 座",
        "在「IoT 平台」一节把 FarmLink 的约 2,000 座改为约 2,600 座",
    ],
)
def test_the_section_takes_the_change(tmp_path: Path, request_words: str) -> None:
    code, report, after = proposed_and_applied(
        tmp_path, KB_PATH, KB, brief(request_words), BRIEF_PATH
    )
    assert code == 0, report
    assert FARMLINK.replace("2,000", "2,600") in after.splitlines(), report


def test_an_entry_named_inside_the_section_takes_the_words(tmp_path: Path) -> None:
    request_words = "IoT 平台里 FarmLink 一条末尾补上“2026-10 起支持 LoRa 网关。”"
    code, report, after = proposed_and_applied(
        tmp_path, KB_PATH, KB, brief(request_words), BRIEF_PATH
    )
    assert code == 0, report
    assert any(
        line.startswith(FARMLINK) and "2026-10 起支持 LoRa 网关。" in line
        for line in after.splitlines()
    ), report
