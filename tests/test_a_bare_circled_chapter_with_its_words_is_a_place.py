"""`② 烘焙，新增 X` in a document whose chapters are numbered by circled numerals (`## ② 烘焙`,
`### ③-1 冷萃`): a bare circled numeral followed by its chapter's own heading words, without
`§`, is that chapter, a place for the request after it (after a comma, a colon or a space),
as `§②` is. A numeral alone (`② 新增 X`: circled numerals also number a line's requests) or
followed by another chapter's words names no place: reported. Our own words."""

from __future__ import annotations

from pathlib import Path

import pytest

from .brewing_fixture import CIRCLED_KB, rows, run, section


@pytest.mark.parametrize(
    ("suggestion", "placed"),
    [
        ("② 烘焙，新增 BloomBrew", True),
        ("② 烘焙：新增 BloomBrew 条目", True),
        ("② 烘焙 补一条 BloomBrew", True),
        ("在 ② 烘焙 新增 BloomBrew", True),
        ("②烘焙，补 BloomBrew 一条", True),
        ("② 新增 BloomBrew", False),
        ("② 萃取，新增 BloomBrew", False),
        ("③ 烘焙：新增 BloomBrew", False),
    ],
)
def test_only_a_numeral_with_its_own_chapter_s_words_places_the_entry(
    tmp_path: Path, suggestion: str, placed: bool
) -> None:
    code, report, after = run(tmp_path, suggestion, kb=CIRCLED_KB)
    if not placed:
        assert after == CIRCLED_KB and code == 1, report
        assert any("not understood" in row and "names no section" in row for row in rows(report))
        return
    assert code == 0, report
    roast = section(after, "## ② 烘焙")
    assert "- **BloomBrew**（arXiv:2612.04321）：" in roast, after
    assert after.count("BloomBrew") == 1


def test_a_chapter_whose_entries_stand_in_its_parts_is_named_and_not_guessed(
    tmp_path: Path,
) -> None:
    code, report, after = run(tmp_path, "③ 萃取，新增 BloomBrew", kb=CIRCLED_KB)
    assert after == CIRCLED_KB and code == 1, report
    [row] = rows(report)
    assert "unresolved" in row and "§3" in row and "sub-sections" in row, report
