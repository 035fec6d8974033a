"""An item's change that leaves its figure to the closing list (`（数字以文末清单为准。）`,
`最终数值见文末清单`) is written only with a figure a closing line kbpatch reads gives: the
same (cited with it) or another (the closing line's, which has the last word). Where no line
it reads gives one, the change is reported with the words that defer it: it wrote the item's
figure, which the closing list had changed in words kbpatch does not read. Our own words."""

from __future__ import annotations

import pytest

from .cold_chain_kb import KB
from .conftest import kb_after
from .test_a_line_naming_only_a_place_heads_the_requests_under_it import brief

ASKED = "§2.2 保有量约 45 万辆 → 约 47 万辆。（数字以文末清单为准。）"


@pytest.mark.parametrize(
    ("asked", "closing"),
    [
        (ASKED, "§2.2 保有量：复核全年数据后为约 48 万辆，以此为准——约 45 万辆 → 约 48 万辆。"),
        ("§2.2 保有量约 45 万辆 → 约 47 万辆，最终数值见文末清单。", "见条目 1。"),
        # Or to other words of the brief it points at, which kbpatch does not read as a value.
        (
            "§2.2 保有量约 45 万辆 → 约 47 万辆。这个数字我后面改了主意，见警惕一节，以那里为准。",
            "见条目 1。",
        ),
        ("§2.2 保有量约 45 万辆 → 约 47 万辆（以第二部分第 3 条为准）。", "见条目 1。"),
        ("§2.2 保有量约 45 万辆 → 约 47 万辆，以警惕 2 为准。", "见条目 1。"),
        ("§2.2 保有量约 45 万辆 → 约 47 万辆——我后来改了主意，见下文。", "见条目 1。"),
    ],
)
def test_no_figure_read_in_the_closing_list_holds_the_change(asked: str, closing: str) -> None:
    lines, rows = kb_after(KB, brief(asked, closing=closing))
    assert lines == KB.splitlines(), rows
    assert any("leaves its figure to" in why for _, why in rows), rows


@pytest.mark.parametrize(("closing", "written"), [("约 48 万辆", "48"), ("约 47 万辆", "47")])
def test_the_figure_the_closing_list_gives_is_written(closing: str, written: str) -> None:
    said = f"§2.2 保有量：约 45 万辆 → {closing}（条目 1）。"
    lines, rows = kb_after(KB, brief(ASKED, closing=said))
    assert f"保有量约 {written} 万辆<sup>3</sup>。" in lines, rows


def test_a_closing_line_that_defers_in_turn_does_not_restate_the_figure() -> None:
    asked = "§2.2 保有量约 45 万辆 → 约 47 万辆。这个数字我后面改了主意，见第二部分第 2 条。"
    closing = "§2.2 保有量更新，数字以第二部分第 2 条为准（条目 1）。"
    lines, rows = kb_after(KB, brief(asked, closing=closing))
    assert lines == KB.splitlines(), rows
    assert any("leaves its figure to" in why for _, why in rows), rows
