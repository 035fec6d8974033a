"""A table named by its caption (`表 2`) owns the notes right under it (`注：…`, `注 1：…`,
`数据来源：…`): `表 2 下方那条注的「A」改为「B」` changes A there. The paragraph after the notes
is no note: words only it holds stay reported, never changed. Our own KB and words."""

from __future__ import annotations

import pytest

from .conftest import kb_after
from .heat_pump_brief import brief

KB = """\
# 热泵 活文档

## 三、数据一览

表 2　国内热泵出货量

| 年份 | 出货量（万台） | 来源 |
| --- | --- | --- |
| 2024 | 410 | <sup>1</sup> |
| 2025 | 455 | <sup>2</sup> |

注 1：含户用与商用机组。
注 2：2025 年为 2026-01 的初步统计，待协会年报更新。

出货量的增速放缓，2025 年为近五年最低。

## 参考文献

1. 协会. 年度报告 2024. 2025.
2. 协会. 初步统计 2025. 2026.
"""


NOTE = "注 2：2025 年为 2026-01 的初步统计，待协会年报更新。"
NEW_NOTE = "注 2：2025 年为 2027-01 协会年报终值。"


OLD = "2025 年为 2026-01 的初步统计，待协会年报更新"
NEW = "2025 年为 2027-01 协会年报终值"


@pytest.mark.parametrize(
    "suggestion",
    [
        f"表 2 下方那条注的后半句「{OLD}。」改为「{NEW}。」",
        f"表 2 下面那条注里「{OLD}」改为「{NEW}」",
        f"三、表 2 的表注：把“{OLD}。”替换为“{NEW}。”",
    ],
)
def test_the_note_under_the_named_table_takes_the_change(suggestion: str) -> None:
    lines, rows = kb_after(KB, brief(suggestion))
    assert rows == [("proposed", "")], rows
    assert NEW_NOTE in lines and NOTE not in lines, lines
    assert "出货量的增速放缓，2025 年为近五年最低。" in lines, lines


def test_words_of_the_paragraph_after_the_notes_are_not_the_table_s() -> None:
    lines, rows = kb_after(KB, brief("表 2 的「近五年最低」改为「近六年最低」"))
    assert lines == KB.splitlines(), rows
    assert rows[0][0] == "unresolved" and "近五年最低" in rows[0][1], rows


@pytest.mark.parametrize(
    "suggestion", ["表 2 的 2025 行：出货量改为 458", "表 2 2025 一行，出货量改为 458"]
)
def test_a_row_named_without_its_name_cell_s_closing_aside(suggestion: str) -> None:
    # `2025 行` names the row `2025（估）`: the aside closing a name cell is no part of its name.
    kb = KB.replace("| 2025 | 455 |", "| 2025（估） | 455 |")
    lines, rows = kb_after(kb, brief(suggestion))
    assert rows == [("proposed", "")], rows
    assert "| 2025（估） | 458 | <sup>2</sup> |" in lines, lines


def test_the_end_of_the_table_is_not_the_end_of_its_last_note() -> None:
    lines, rows = kb_after(KB, brief("表 2 末尾补一句「以上为协会口径。」"))
    assert lines == KB.splitlines(), rows
    assert rows[0][0] == "unresolved", rows
