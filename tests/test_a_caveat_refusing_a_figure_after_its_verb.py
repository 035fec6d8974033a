"""An item's caveat that refuses a figure named after its verb of copying or writing (`不要照搬
上面那行的 1200`, `别照抄 1200 这个数`, `规模栏不要再写 1200`) holds the item's edit that writes
it, as a figure named before the refusal does (`1200 不要写进表里`): the row was written with
the figure refused. An edit that writes none of it stands. Our own words and our own KB."""

from __future__ import annotations

import pytest

from .conftest import kb_after
from .test_a_line_naming_only_a_place_heads_the_requests_under_it import brief

KB = """\
# 储能

## 4 重点项目

| 项目 | 规模(MWh) | 投运 |
|---|---|---|
| 大连二期 | 400 | 2026-03 |
"""
ROW = "§4 表尾追加一行：「| 张掖混合储能 | 1200 | 2026-11 |」"


@pytest.mark.parametrize(
    "caveat",
    [
        "1200 是规划总规模，规模栏应写 600，不要照搬上面那行的 1200。",
        "别照抄 1200 这个数。",
        "规模栏不要再写 1200。",
        "1200 不要写进表里。",
    ],
)
def test_the_edit_writing_the_figure_is_held(caveat: str) -> None:
    lines, rows = kb_after(KB, brief(ROW, caveat=caveat))
    assert lines == KB.splitlines(), rows
    assert rows[0][0] == "forbidden", rows


def test_an_edit_writing_another_figure_stands() -> None:
    lines, rows = kb_after(KB, brief(ROW, caveat="不要照搬上面那行的 400。"))
    assert "| 张掖混合储能 | 1200 | 2026-11（E1 2027-02-05 · 条目 1） |" in lines, rows
