"""A closing line that keeps things of the document listed after its keep (`不动：东区水厂行、
概况段`) keeps that row and that paragraph; it is no verdict on the item whose name the row
shares, whose own edit elsewhere is made. Our own words, on our own water-plant KB."""

from __future__ import annotations

import pytest

from .conftest import kb_after
from .test_a_change_quoting_words_the_document_holds_once_needs_no_section import KB

NEW = "- 东区水厂膜处理改造于 2027-02 完工。"


def brief(closing: str) -> str:
    return f"""\
# water-plants · E1 预消化简报（2027-03-04）

## 一、今日重要增量

### 条目 1：东区水厂改造完工

- **来源**：市水务局通报（2027-03-01）
- **要点**：东区水厂膜处理改造完工。
- **建议归入**：§三 末尾补一条：「{NEW}」

## 四、本轮结论与建议动作

- 条目 1 照建议归入。
- {closing}
"""


@pytest.mark.parametrize(
    "closing",
    ["不动：东区水厂行、概况段。", "保持原样：东区水厂行。", "不动：概况段、东区水厂行。"],
)
def test_the_item_s_edit_is_made_and_the_things_kept(closing: str) -> None:
    lines, rows = kb_after(KB, brief(closing))
    assert "proposed" in [status for status, _ in rows], rows
    assert any(line.startswith(NEW) for line in lines), rows
    assert "| 东区水厂 | 40 | 常规处理 | 2026-05-01 |" in lines


@pytest.mark.parametrize("closing", ["不动：条目 1。", "条目 1：不动。"])
def test_the_item_kept_by_its_tag_is_not_written(closing: str) -> None:
    lines, rows = kb_after(KB, brief(closing))
    assert lines == KB.splitlines(), rows
