"""`§2.1 冷萃，新增 X`: a clause that is only a section and that section's own heading words
places the request after its comma, as `在 §2.1，新增 X` does. Words that are not the
section's (`§2.1 热萃`: another section's) place nothing: the request is reported (the words
told apart from the section's), never filed by a guess. Our own words."""

from __future__ import annotations

from pathlib import Path

import pytest

from .brewing_fixture import KB, rows, run, section


@pytest.mark.parametrize(
    ("suggestion", "heading"),
    [
        ("§2.1 冷萃，新增 BloomBrew", "### 2.1 冷萃"),
        ("2.1 冷萃，补 BloomBrew 一条", "### 2.1 冷萃"),
        ("§2.2 热萃，新增 BloomBrew 条目", "### 2.2 热萃"),
        ("§3 器具，收录 BloomBrew", "## 3 器具"),
        ("§2.1 热萃，新增 BloomBrew", ""),
        ("§3 萃取，新增 BloomBrew", ""),
    ],
)
def test_the_section_said_with_its_own_words_takes_the_entry(
    tmp_path: Path, suggestion: str, heading: str
) -> None:
    code, report, after = run(tmp_path, suggestion)
    if not heading:
        assert after == KB and code == 1, report
        assert any(
            "not understood" in row or "which one is meant is not guessed" in row
            for row in rows(report)
        ), report
        return
    assert code == 0, report
    assert "- **BloomBrew**（arXiv:2612.04321）：" in section(after, heading), after
    assert after.count("BloomBrew") == 1
