"""A new reference written out after the list's name, a verb and a colon, unquoted and numbered
(`参考文献新增：4. 国家发改委. 冷链规划. 2027.`), is the list's new line as given; one numbered past
the list's next number is reported. Our own words, on our own cold-chain KB."""

from __future__ import annotations

import pytest

from .cold_chain_kb import KB
from .conftest import added_to
from .test_a_line_naming_only_a_place_heads_the_requests_under_it import brief


@pytest.mark.parametrize(
    "asked",
    [
        "参考文献新增：4. 国家发改委. 冷链规划. 2027.",
        "参考文献续号登记：4. 国家发改委. 冷链规划. 2027.",
    ],
)
def test_the_reference_as_given_is_the_list_s_next_line(asked: str) -> None:
    added, rows = added_to(KB, brief(asked))
    assert [line.split(" (E1")[0] for line in added] == ["4. 国家发改委. 冷链规划. 2027"], rows


def test_a_reference_numbered_past_the_next_is_reported() -> None:
    added, rows = added_to(KB, brief("参考文献新增：5. 国家发改委. 冷链规划. 2027."))
    assert added == [] and "skip" in rows[0][1], rows
