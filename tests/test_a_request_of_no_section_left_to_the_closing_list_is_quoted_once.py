"""An item's 建议归入 that asks for an edit kbpatch reads (a value replaced, words appended to a
row's cell) but names no section it can find, with a closing list that only hands the item back
to it (`条目 1 按上文建议归入处理`): one not-understood row quotes the request's own words and
cites its line with the closing line's; nothing is written. Our own words, on a KB of our own."""

from __future__ import annotations

from pathlib import Path

import pytest

from .conftest import report_rows
from .telescope_fixture import KB, run


@pytest.mark.parametrize(
    "suggestion",
    [
        "口径 8.2 m 改为 8.4 m（Subaru）。",
        "把 18 亿颗 调为 19 亿颗（Gaia）。",
        # (Two words are no phrase that names its line: test_a_change_quoting_words_….)
        '把"运行"改为"试运行"（LAMOST 行）。',
        '说明里加"双镜干涉"（Keck）。',
    ],
)
@pytest.mark.parametrize("closing", ["条目 1 按上文建议归入处理。", "条目 1 照建议归入执行。"])
def test_the_request_s_own_words_are_reported_with_the_closing_line(
    tmp_path: Path, suggestion: str, closing: str
) -> None:
    code, report, after = run(tmp_path, suggestion, closing=closing)
    assert code == 1 and after == KB, report
    (row,) = report_rows(report)
    assert "not understood" in row and "[lines 9,13]" in row, report
    assert f"「{suggestion}」" in row, report
