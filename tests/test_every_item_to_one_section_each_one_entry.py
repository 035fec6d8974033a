"""A closing line that puts every item in one numbered section, one new entry each (`以上两条都
收入 §2.2，各补一条`, `上述两条（GraphSlab、TileQ）均归入 §2.2，各新增一条`), where the items' own
建议归入 only point at it, asks for one entry per item there, as `条目 1、2 均在 §2.2 新增条目`
does. Said without "each" (`以上两条都归入 §2.2`) it is not guessed, and taken back or put off
(`…，各补一条（待定）`) it is not written: both reported. Our own words."""

from __future__ import annotations

from pathlib import Path

import pytest

from .conftest import proposed_and_applied
from .test_a_condition_after_the_request_withholds_it import BRIEF_PATH, KB, KB_PATH
from .test_closing_line_read_as_nothing_is_reported import brief


@pytest.mark.parametrize(
    "closing",
    [
        "以上两条都收入 §2.2，各补一条。",
        "上述两条（GraphSlab、TileQ）均归入 §2.2，各新增一条。",
        "两条都归入 §2.2，各添一条。",
    ],
)
def test_every_item_to_one_section_each_one_entry(tmp_path: Path, closing: str) -> None:
    code, report, after = proposed_and_applied(tmp_path, KB_PATH, KB, brief(closing), BRIEF_PATH)
    assert code == 0, report
    section = after.split("### 2.2", 1)[1]
    assert "- **GraphSlab" in section and "- **TileQ" in section, report
    assert after.count("\n- **") == KB.count("\n- **") + 2, report


@pytest.mark.parametrize(
    "closing",
    [
        "以上两条都归入 §2.2。",
        "以上两条都收入 §2.2，各补一条（待定）。",
        "两条都归入 §2.2，各添一条，暂缓。",
        "以上两条都归入 §2.2，各新增一条，等 E3 复测后再说。",
        "以上两条都归入 §2.2，各新增一条；先不急。",
    ],
)
def test_every_item_to_one_section_unsaid_or_held_is_reported(tmp_path: Path, closing: str) -> None:
    _, report, after = proposed_and_applied(tmp_path, KB_PATH, KB, brief(closing), BRIEF_PATH)
    assert after == KB, report
    # A row names the section: not understood, or the take-back's words as a keep.
    assert "§2.2" in report, report
