"""A table captioned in bold with a chapter's number and an aside after (`**表 4-1 重点项目跟踪表**
（规模取能量口径）`) is the place `表 4-1` names: it was reported as no heading. A new row citing
a footnote the document does not define (`| … | [^27] |`), which the brief asks for in words
kbpatch does not read (`新脚注 [^27]：「…」`), is reported unless another proposed edit defines
it: no patch would add what the row points at. Our own words and our own small KB."""

from __future__ import annotations

from .conftest import kb_after
from .test_a_line_naming_only_a_place_heads_the_requests_under_it import brief

KB = """\
# 储能

## 4 重点项目

**表 4-1 重点项目跟踪表**（规模取能量口径）

| 项目 | 规模(MWh) | 投运 | 来源 |
|---|---|---|---|
| 大连二期 | 400 | 2026-03 | [^16] |

## 参考

[^16]: 大连融科，公告，2026-03-28。
"""
NEW_ROW = "表 4-1 表尾追加一行：「| 张掖混合储能 | 600 | 2026-11 | [^27] |」"


def test_a_cell_of_the_captioned_table_is_changed() -> None:
    lines, rows = kb_after(KB, brief("表 4-1 大连二期那行：投运由 2026-03 改为 2026-05。"))
    assert [status for status, _ in rows] == ["proposed"], rows
    assert "| 大连二期 | 400 | 2026-05 | [^16] |" in lines, rows


def test_a_row_citing_a_footnote_the_brief_asks_but_no_patch_adds_is_reported() -> None:
    said = f"{NEW_ROW}，新脚注 [^27]：「甘肃电投，新闻稿，2026-11-18。」"
    lines, rows = kb_after(KB, brief(said))
    assert lines == KB.splitlines(), rows
    assert "unresolved" in [status for status, _ in rows], rows


def test_a_row_citing_the_footnote_the_brief_defines_is_written() -> None:
    said = f"{NEW_ROW}；参考末尾新增脚注：「[^27]: 甘肃电投，新闻稿，2026-11-18。」"
    lines, rows = kb_after(KB, brief(said))
    assert "proposed" in [status for status, _ in rows], rows
    assert any(line.startswith("| 张掖混合储能 | 600 | 2026-11 | [^27]") for line in lines), rows
    assert any(line.startswith("[^27]: 甘肃电投") for line in lines), rows


def test_a_caption_with_its_long_aside_inside_the_bold_names_the_table() -> None:
    inside = KB.replace(
        "**表 4-1 重点项目跟踪表**（规模取能量口径）",
        "**表 4-1 ≥100 MWh 重点储能项目跟踪（截至 2026-11-20，规模取满充能量口径）**",
    )
    for request in (
        "表 4-1 大连二期那行：投运由 2026-03 改为 2026-05。",
        "「≥100 MWh 重点储能项目跟踪」表里大连二期一行的投运由 2026-03 改为 2026-05。",
    ):
        lines, rows = kb_after(inside, brief(request))
        assert [status for status, _ in rows] == ["proposed"], (request, rows)
        assert "| 大连二期 | 400 | 2026-05 | [^16] |" in lines, rows
