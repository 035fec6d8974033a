"""A timeline named by what it is at a clause's start (`时间线新增「- **2027-07**：…」`, `大事记
补「- …」`) is the one heading holding that word, else the one heading that names a timeline;
a document with none, or two, reports the request. Our own words, on our own cold-chain KB."""

from __future__ import annotations

import pytest

from .cold_chain_kb import KB
from .conftest import kb_after
from .test_a_line_naming_only_a_place_heads_the_requests_under_it import brief

NEW = "- **2027-07**：冷藏车新国标实施<sup>3</sup>。（E1 2027-02-05 · 条目 1）"
OLD = "- **2026-11**：冷藏车技术条件新国标发布<sup>3</sup>。"


@pytest.mark.parametrize(
    "asked",
    [
        "时间线新增「- **2027-07**：冷藏车新国标实施<sup>3</sup>。」",
        "时间线 补「- **2027-07**：冷藏车新国标实施<sup>3</sup>。」",
        "大事记新增一条：「- **2027-07**：冷藏车新国标实施<sup>3</sup>。」",
        "在时间线末尾加「- **2027-07**：冷藏车新国标实施<sup>3</sup>。」",
    ],
)
def test_a_line_asked_into_the_timeline_by_its_name_goes_there(asked: str) -> None:
    lines, rows = kb_after(KB, brief(asked))
    assert [status for status, _ in rows] == ["proposed"], rows
    assert lines[lines.index(OLD) + 1] == NEW, rows


def test_a_document_with_no_timeline_reports_the_line() -> None:
    kb = KB.replace("三、时间线", "三、动态")
    lines, rows = kb_after(kb, brief("大事记新增「- **2027-07**：冷藏车新国标实施<sup>3</sup>。」"))
    assert lines == kb.splitlines(), rows
    assert [status for status, _ in rows] == ["unresolved"], rows
