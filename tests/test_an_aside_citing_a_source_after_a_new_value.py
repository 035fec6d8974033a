"""An aside right after an arrow pair's new value that cites a source the document's way
(`11% → 11–13%（2026 Q4 为 13.1%，见 [27]）`) is words of the value: it was dropped, leaving the
new reference cited by nothing. An aside that speaks to the one who merges (`（见警惕 2）`) is
still no word of it. Our own words, on our own cold-chain KB."""

from __future__ import annotations

import pytest

from .cold_chain_kb import KB
from .conftest import kb_after
from .test_a_line_naming_only_a_place_heads_the_requests_under_it import brief


@pytest.mark.parametrize(
    ("asked", "line"),
    [
        (
            "§2.2 保有量：约 45 万辆 → 约 48 万辆（2026 年末，见 [4]）。",
            "保有量约 48 万辆（2026 年末，见 [4]）<sup>3</sup>。",
        ),
        ("§2.2 保有量：约 45 万辆 → 约 48 万辆（见警惕 2）。", "保有量约 48 万辆<sup>3</sup>。"),
    ],
)
def test_the_citing_aside_is_written_with_the_value(asked: str, line: str) -> None:
    lines, rows = kb_after(KB, brief(asked))
    assert [status for status, _ in rows] == ["proposed"], rows
    assert line in lines, rows
