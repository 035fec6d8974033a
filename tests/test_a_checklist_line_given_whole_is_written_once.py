"""A checklist line given whole (`新增待办「- [ ] P3：…」`) is written as the list's next line with
its box and label once, never `- [ ] P3：[ ] P3：…`; one labelled other than the list's next
label is reported (kbpatch does not renumber), and one given without its marker after words
kbpatch does not read as the line's (`「P3：…」`, `「[ ] P3：…」`) is reported, never replaced by an
entry composed from the item. Our own words, on our own cold-chain KB with a checklist."""

from __future__ import annotations

import pytest

from .cold_chain_kb import KB
from .conftest import added_to
from .test_a_line_naming_only_a_place_heads_the_requests_under_it import brief

CHECKLIST = KB.replace(
    "参考文献\n--------\n",
    "五、待办\n--------\n\n- [ ] P1：冷库自动化率统计口径是否统一？\n"
    "- [ ] P2：补齐华南冷库数据。\n\n参考文献\n--------\n",
)


@pytest.mark.parametrize(
    "asked", ["§五 新增待办「- [ ] P3：跟踪冷库新国标。」", "§五 加一条待办：跟踪冷库新国标"]
)
def test_the_line_takes_the_box_and_label_once(asked: str) -> None:
    added, rows = added_to(CHECKLIST, brief(asked))
    assert [line.split("（E1")[0] for line in added] == ["- [ ] P3：跟踪冷库新国标。"], rows


@pytest.mark.parametrize(
    "asked",
    [
        "§五 新增待办「- [ ] P4：跟踪冷库新国标。」",
        "§五 新增待办「P3：跟踪冷库新国标。」",
        "§五 新增待办「[ ] P3：跟踪冷库新国标。」",
    ],
)
def test_a_line_given_otherwise_is_reported(asked: str) -> None:
    added, rows = added_to(CHECKLIST, brief(asked))
    assert added == [], rows
    assert "P" in rows[0][1] and rows[0][0] in ("unresolved", "not understood"), rows
