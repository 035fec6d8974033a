"""A table whose first column repeats (`| 甲厂 | X1 |`, `| 甲厂 | X2 |`) names each row by its
second cell: `X2 那行的 2026 产量更新为 …` changes that row's cell under a header a year opens
(`2026 产量`), and no row that only says X2 in a note; the repeated first cell names no one
row. Our own words, on a small document of our own."""

from __future__ import annotations

import pytest

from .conftest import kb_after

KB = """\
# 风机 知识库

## 2 供应链

### 2.1 叶片产能

| 厂商 | 型号 | 2025 产量 | 2026 产量 | 备注 |
|---|---|---|---|---|
| 北辰 | BX-90 | 120 套 | 150 套 | 部分产线转 BX-110 |
| 北辰 | BX-110 | 60 套 | 90 套 | 主力 |
| 南岭 | NL-8 | 40 套 | 45 套 | 扩产暂缓 |

## 9 修订

- 2026-11-20：建档。
"""
BX110 = "| 北辰 | BX-110 | 60 套 | 90 套 | 主力 |"


def brief(suggestion: str) -> str:
    return f"""\
# 风机 · E1 预消化简报（2026-12-04）

## 一、今日重要增量

### 条目 1：产能更新

- **来源**：公告（2026-12-01）
- **要点**：BX-110 产能上调。
- **建议归入**：{suggestion}
"""


@pytest.mark.parametrize(
    ("suggestion", "row"),
    [
        (
            "§2.1 表中 BX-110 那行的 2026 产量更新为 110 套。",
            "| 北辰 | BX-110 | 60 套 | 110 套 | 主力 |",
        ),
        ("2.1 BX-110 行的 2025 产量改为 65 套。", "| 北辰 | BX-110 | 65 套 | 90 套 | 主力 |"),
        (
            "§2.1 BX-110 那行 2026 产量 90 套 → 110 套。",
            "| 北辰 | BX-110 | 60 套 | 110 套 | 主力 |",
        ),
    ],
)
def test_the_row_named_by_its_second_cell_is_changed(suggestion: str, row: str) -> None:
    lines, rows = kb_after(KB, brief(suggestion))
    assert [status for status, _ in rows] == ["proposed"], rows
    changed = [line for line in lines if line not in KB.splitlines()]
    assert changed == [row], lines
    assert BX110 not in lines


def test_the_repeated_first_cell_names_no_one_row() -> None:
    lines, rows = kb_after(KB, brief("§2.1 表中北辰那行的 2026 产量更新为 110 套。"))
    assert lines == KB.splitlines(), lines
    assert [status for status, _ in rows] == ["unresolved"], rows
