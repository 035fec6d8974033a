"""A checklist line named by its count in its section (`八、待办第一条勾选为已完成`,
`§8 第 2 项打勾`) has its box ticked, its words unchanged; a count past the list's end, a line
ticked already, or a tick with words to write after it (`，并在行末注明"…"`) is reported. A
refusal after the tick (`，文字不用改`) is no such words. Our own KB and words."""

from __future__ import annotations

import pytest

from .conftest import kb_after
from .heat_pump_brief import brief

KB = """\
# 热泵 活文档

## 七、现状

国内 2025 年出货约 455 万台。

## 八、待办

- [ ] 补齐 2025 年出货量终值（等协会年报）。
- [ ] 核实商用机组口径。
- [x] 统一能效口径为 APF（已完成）。
- [ ] 跟踪欧盟 F-gas 修订。
"""


FIRST = "补齐 2025 年出货量终值（等协会年报）。"


@pytest.mark.parametrize(
    ("suggestion", "ticked"),
    [
        (
            "八、待办第一条勾选为已完成，文字不用改。",
            "- [x] 补齐 2025 年出货量终值（等协会年报）。",
        ),
        ("八、待办第二条勾选完成", "- [x] 核实商用机组口径。"),
        ("§8 第 4 项打勾", "- [x] 跟踪欧盟 F-gas 修订。"),
        ("八、待办第四条标记为已完成", "- [x] 跟踪欧盟 F-gas 修订。"),
    ],
)
def test_the_counted_line_s_box_is_ticked(suggestion: str, ticked: str) -> None:
    lines, rows = kb_after(KB, brief(suggestion))
    assert rows[0] == ("proposed", ""), rows
    changed = [line for line in lines if line not in KB.splitlines()]
    assert changed == [ticked], changed


@pytest.mark.parametrize(
    "suggestion",
    [
        "八、待办第五条勾选为已完成",
        '八、待办第二条勾选完成，并在行末注明"已核实"',
        "八、待办第一条勾选为已完成，答：协会年报已出",
    ],
)
def test_a_tick_kbpatch_cannot_make_whole_is_reported(suggestion: str) -> None:
    lines, rows = kb_after(KB, brief(suggestion))
    assert lines == KB.splitlines(), rows
    assert rows[0][0] in ("unresolved", "not understood"), rows


def test_a_line_ticked_already_is_left_as_it_is() -> None:
    lines, rows = kb_after(KB, brief("八、待办第三条勾选为已完成"))
    assert lines == KB.splitlines(), rows
    assert rows[0][0] == "already present", rows
