"""A change whose old side is a figure with the words naming it (`保有量约 45 万辆→约 48 万辆`)
and whose new side is the figure alone changes the figure and keeps the words; a change that
names only the figure's label and its new value (`把华东占比更新为约 39%`) is reported, never the
label swapped for the figure. A spelled quantity (`约三分之一 → 约 38%`) is an old value as any.
Our own words, on our own cold-chain KB."""

from __future__ import annotations

import pytest

from .cold_chain_kb import KB
from .conftest import kb_after
from .test_a_line_naming_only_a_place_heads_the_requests_under_it import brief


@pytest.mark.parametrize(
    "asked",
    [
        "§2.2 保有量约 45 万辆→约 48 万辆。",
        '§2.2 "保有量约 45 万辆"→"约 48 万辆"',
        "§2.2 保有量约 45 万辆改为约 48 万辆",
    ],
)
def test_the_label_before_the_old_figure_stays_written(asked: str) -> None:
    lines, rows = kb_after(KB, brief(asked))
    assert "保有量约 48 万辆<sup>3</sup>。" in lines, rows


@pytest.mark.parametrize(
    "asked", ["§2.1：把华东占比更新为约 39%", "§2.1 华东占比改为 39%", "§2.1 华东占比 → 约 39%"]
)
def test_a_label_and_a_new_figure_are_reported(asked: str) -> None:
    lines, rows = kb_after(KB, brief(asked))
    assert lines == KB.splitlines(), rows
    assert any("华东占比" in reason for _, reason in rows), rows


def test_a_spelled_quantity_is_an_old_value() -> None:
    spelled = KB.replace("华东占比约 38%", "华东占比约三成")
    lines, rows = kb_after(spelled, brief('§2.1 "约三成"改为"约 39%"'))
    assert "全国冷库总容量约 2.1 亿立方米<sup>1</sup>，其中华东占比约 39%。" in lines, rows


def test_a_later_change_of_the_same_request_keeps_its_label_too() -> None:
    lines, rows = kb_after(KB, brief("§2.2 保有量约 45 万辆 → 约 48 万辆；渗透率约 12% → 约 15%。"))
    assert "保有量约 48 万辆<sup>3</sup>。" in lines, rows
    assert "- 新能源冷藏车渗透率约 15%。" in lines, rows


def test_a_later_change_naming_only_a_label_is_reported_apart() -> None:
    lines, rows = kb_after(
        KB, brief("§2.1 总容量约 2.1 亿立方米 → 约 2.3 亿立方米，华东占比 → 约 39%。")
    )
    assert "全国冷库总容量约 2.3 亿立方米<sup>1</sup>，其中华东占比约 38%。" in lines, rows
    assert any("华东占比" in reason for _, reason in rows), rows
