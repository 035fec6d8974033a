"""`补入 X 条目`, `补入 X 一条`, `宜补入 X 条目`, `增补 X 一条`: a new entry named X, as
`新增 X 条目` is, never an append to an entry that names neither the entry nor the words.
`补进 X 条目里` and `加到 X 条目末尾` still add words to the entry X. A hedge (`可考虑在 §4.1
补入…`) stays reported, as docs/reading.md says of `可以考虑新增…`. Our own words."""

from __future__ import annotations

from pathlib import Path

import pytest

from .reading22_fixture import KB, TOOL, run, section


@pytest.mark.parametrize(
    "suggestion",
    [
        "§4.1 补入 SoilPulse 条目。",
        "§4.1 补入 SoilPulse 一条。",
        "§4.1 宜补入 SoilPulse 条目。",
        "4.1 节增补 SoilPulse 一条。",
        "§4.1 应补入 SoilPulse。",
    ],
)
def test_a_filing_verb_before_a_name_adds_that_entry(tmp_path: Path, suggestion: str) -> None:
    code, report, after = run(tmp_path, suggestion)
    assert code == 0 and "not understood" not in report, report
    assert TOOL in section(after, "### 4.1 滴灌") and after.count("SoilPulse") == 1, after


def test_a_hedged_filing_is_reported(tmp_path: Path) -> None:
    code, report, after = run(tmp_path, "可考虑在 §4.1 补入 SoilPulse 条目。")
    assert after == KB and code == 1 and "可考虑" in report, report


@pytest.mark.parametrize(
    "suggestion",
    [
        '§4.1 补进 DripLine 条目里："另有 SoilPulse 对照"。',
        '§4.1 加到 DripLine 条目末尾："另有 SoilPulse 对照"。',
    ],
)
def test_words_put_into_an_entry_stay_an_append(tmp_path: Path, suggestion: str) -> None:
    _, report, after = run(tmp_path, suggestion)
    assert "- **SoilPulse**" not in after, report
