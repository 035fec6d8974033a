"""A caveat's hold is of the place or thing its sentence names, not of the item's other edits:
`表 2-1 北京行的来源…，这次不改` holds no change of §1.2; `深圳的同类公报还没拿到全文，等到了再补
一行，今晚不加` (another thing put off) holds no new row of the item's; `不要写进表 2-1` keeps
a place, not the words of the item's sentence; a closing `1.2 第二段只把 A 更新为 B，不新增条目`
holds new entries of §1.2 only; `同句「…」不改` holds the words it quotes, not the sentence's
other words. A paragraph named by its count before `增补一句` is that paragraph (it was the
last). Our own KB and words (tests/quiet_kb.py)."""

from __future__ import annotations

import pytest

from .conftest import kb_after
from .quiet_kb import KB, brief

ROW = "2.1：表 2-1 在伦敦行之后加一行「| 深圳 | 67 | 2025 | 深圳市生态环境局, 2026 |」"
NEW_ROW = "| 深圳 | 67 | 2025 | 深圳市生态环境局, 2026（E1 2027-01-08 · 增量 1） |"
REPLACE = "1.2：把「测点离地 4 m」替换为「测点离地 4 m（城区取 4.5 m）」"
REPLACED = "夜间指标取 Lnight，昼间取 Lday。测点离地 4 m（城区取 4.5 m）。"


@pytest.mark.parametrize(
    ("suggestion", "caveat", "written"),
    [
        (REPLACE, '表 2-1 北京行的来源写的是"Li 等, 2023"，这次不改。', REPLACED),
        (ROW, "广州的同类公报还没拿到全文，等到了再补一行，今晚不加。", NEW_ROW),
        (
            "1.2：第一段末尾增补一句：「测点高度与欧盟一致。」",
            "1.2 第二段不改。这个高度是测点，不是声源，不要写进表 2-1。",
            "夜间指标取 Lnight，昼间取 Lday。测点离地 4 m。测点高度与欧盟一致。",
        ),
        (REPLACE + "；同句「夜间指标取 Lnight」不改。", "", REPLACED),
    ],
)
def test_the_item_s_edit_stands(suggestion: str, caveat: str, written: str) -> None:
    lines, rows = kb_after(KB, brief(suggestion, caveat))
    assert written in lines, rows
    assert not any(status == "forbidden" for status, _ in rows), rows


def test_a_closing_refusal_is_of_the_section_its_line_names() -> None:
    closing = "1.2 第二段只把 1 m 更新为 1.5 m，不新增条目\n1.1 加一条纳入标准（增量 1）"
    suggestion = "1.1：末尾加一条：「- 区级地图须注明测点数量。」"
    lines, rows = kb_after(KB, brief(suggestion, closing=closing))
    assert "- 区级地图须注明测点数量。（E1 2027-01-08 · 增量 1）" in lines, rows


def test_the_same_row_named_by_section_and_table_is_one_edit() -> None:
    lines, rows = kb_after(KB, brief(ROW))
    assert lines.count(NEW_ROW) == 1 and rows == [("proposed", "")], rows


BAN = "降噪屏的造价来自单个项目，表 2-1 先按此登记，但不要写进第一章的指标口径。"


def test_a_ban_of_writing_a_thing_into_a_chapter_holds_only_that_thing() -> None:
    lines, rows = kb_after(KB, brief(REPLACE, BAN))
    assert REPLACED in lines, rows
    lines, rows = kb_after(KB, brief("1.2：第一段末尾补一句：「降噪屏造价约 2 万元/米。」", BAN))
    assert rows[0][0] == "forbidden", rows
