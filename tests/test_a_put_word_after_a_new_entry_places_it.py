"""`新增 X 一条，放东方蜜蜂`, `…，归入 1.2`: a new entry asked with no section, then a clause
that is only a put word (`放`, `放到`, `归入`…) and a place, is that entry's section, as
`§1.2 新增 X 一条` is. Anything else after the put word stays words, and the request is
reported. Our own words and KB."""

from __future__ import annotations

from pathlib import Path

import pytest

from .beekeeping_kb import BRIEF_PATH, KB, KB_PATH, brief
from .conftest import proposed_and_applied


@pytest.mark.parametrize(
    "request_words",
    [
        "新增 高原黑蜂（2024）一条，放东方蜜蜂。",
        "补录 高原黑蜂（2024）一条，放到东方蜜蜂。",
        "新增 高原黑蜂（2024）一条，归入 1.2。",
        "新增 高原黑蜂（2024）一条，放 §1.2",
        "新增 高原黑蜂（2024）一条。放在 1.2。",
    ],
)
def test_the_new_entry_goes_where_the_put_word_places_it(
    tmp_path: Path, request_words: str
) -> None:
    code, report, after = proposed_and_applied(
        tmp_path, KB_PATH, KB, brief(request_words), BRIEF_PATH
    )
    assert code == 0, report
    added = [line for line in after.splitlines() if line not in KB.splitlines()]
    assert len(added) == 1 and added[0].startswith("- 高原黑蜂（2024）— "), added
    lines = after.splitlines()
    assert lines.index(added[0]) == lines.index("- 中华蜜蜂（1950）— 抗螨，采集零星蜜源。") + 1


@pytest.mark.parametrize(
    "request_words",
    [
        "新增 高原黑蜂（2024）一条，放宽口径。",
        "新增 高原黑蜂（2024）一条，放东方蜜蜂或西方蜜蜂。",
    ],
)
def test_a_put_word_before_anything_but_one_place_places_nothing(
    tmp_path: Path, request_words: str
) -> None:
    code, report, after = proposed_and_applied(
        tmp_path, KB_PATH, KB, brief(request_words), BRIEF_PATH
    )
    assert after == KB
    assert code != 0 and "not understood" in report and "高原黑蜂" in report, report
