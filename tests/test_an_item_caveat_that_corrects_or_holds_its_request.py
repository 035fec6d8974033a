"""An item's own 值得警惕 that corrects a value (`上面的 27% 应为 25%`) or holds the item back
until something happens (`E2 复现之前先不要落笔`, `待作者放出代码后再写入`) changes the item's
edit or is reported with its words: never a silent drop. A corrected value the new entry
would write holds the entry back; a correction of the document's own words (`§4.2 RainBird
条目里的"12 m"应为"15 m"`) is reported beside the item's edit. A plain remark stays silent.
Our own words."""

from __future__ import annotations

from pathlib import Path

import pytest

from .reading22_fixture import KB, TOOL, run

ADD = "§4.1 新增 SoilPulse 条目。"


@pytest.mark.parametrize(
    "caveat",
    [
        "上面的 27% 应为 25%，需回原文核对。",
        '要点里 "4.5%" 应为 "5.4%"。',
        "E2 复现之前先不要落笔。",
        "待作者放出代码后再写入。",
        "复现前先别入档。",
    ],
)
def test_a_caveat_that_corrects_or_holds_the_entry_withholds_it(
    tmp_path: Path, caveat: str
) -> None:
    _, report, after = run(tmp_path, ADD, caveat)
    assert after == KB, report
    said = caveat.rstrip("。")[:8]
    assert "forbidden" in report and said in report, report


@pytest.mark.parametrize(
    "caveat",
    ['§4.2 RainBird 条目里的"12 m"应为"15 m"，需回原文核对。', "§5.1 Compost9 条目：九周 → 八周。"],
)
def test_a_correction_of_the_document_is_reported_beside_the_edit(
    tmp_path: Path, caveat: str
) -> None:
    code, report, after = run(tmp_path, ADD, caveat)
    assert TOOL in after and code == 1, report
    assert "caveats (值得警惕)" in report and caveat[:6] in report, report


@pytest.mark.parametrize("caveat", ["单机实测，未复现。", "与 §4.2 的基线不可比。"])
def test_a_remark_stays_silent(tmp_path: Path, caveat: str) -> None:
    code, report, after = run(tmp_path, ADD, caveat)
    assert TOOL in after and code == 0, report
