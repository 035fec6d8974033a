"""A figure written with a thousands comma before an arrow (`：2,300 万吨 → 2,600 万吨`) is one
old value: the comma was read as a clause mark, and `300 万吨` changed another figure of the
section (`其中华东约 300 万吨` became `约 2,600 万吨`). Our own words and KB."""

from __future__ import annotations

import pytest

from .cold_chain_kb import KB
from .conftest import kb_after
from .test_a_line_naming_only_a_place_heads_the_requests_under_it import brief

BEFORE = "全国冷库总容量约 2.1 亿立方米<sup>1</sup>，其中华东占比约 38%。"
SAID = "全国冷库总容量约 2,300 万吨<sup>1</sup>，其中华东约 300 万吨。"
CHANGED = "全国冷库总容量约 2,600 万吨<sup>1</sup>，其中华东约 300 万吨。"


@pytest.mark.parametrize(
    "asked",
    [
        "§2.1 冷库容量：2,300 万吨 → 2,600 万吨。",
        "§2.1 冷库容量：2,300 万吨 → 2,600 万吨，华东不变。",
        "§2.1 冷库容量由 2,300 万吨改为 2,600 万吨。",
    ],
)
def test_the_whole_figure_is_changed(asked: str) -> None:
    kb = KB.replace(BEFORE, SAID)
    lines, rows = kb_after(kb, brief(asked))
    assert CHANGED in lines, rows
