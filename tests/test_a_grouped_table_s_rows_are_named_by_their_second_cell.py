"""A table whose first column only groups its rows (`| 华东 | 舟山一号坞 |`, `|  | 舟山二号坞 |`):
a row is named by its second cell too, so a new row asked right after `舟山二号坞` goes there
(it was refused: "no entry holds"). Our own KB and words."""

from __future__ import annotations

import pytest

from .conftest import kb_after

KB = """\
# 船坞

## 1. 船坞一览

| 区域 | 船坞 | 长度 | 投产 |
| --- | --- | --- | --- |
| 华东 | 舟山一号坞 | 300 m | 2019 |
|  | 舟山二号坞 | 360 m | 2023 |
| 华南 | 湛江坞 | 280 m | 2021 |

区域一格留空的行沿用上一行。
"""


def brief(suggestion: str) -> str:
    return f"""\
# dock · E1 预消化简报(2027-02-01)

### 条目 1：宁波坞

- **来源**：inbox/a.md
- **要点**：宁波坞 2026 年投产。
- **建议归入**：{suggestion}

## 四、本轮结论与建议动作

- 见条目 1。
"""


@pytest.mark.parametrize(
    "suggestion",
    [
        '§1 表: 在 "舟山二号坞" 行下面加一行 `|  | 宁波坞 | 320 m | 2026 |`',
        "§1 在「舟山二号坞」那行之后新增一行：|  | 宁波坞 | 320 m | 2026 |",
    ],
)
def test_a_row_goes_after_the_row_named_by_its_second_cell(suggestion: str) -> None:
    lines, rows = kb_after(KB, brief(suggestion))
    at = lines.index("|  | 舟山二号坞 | 360 m | 2023 |")
    assert lines[at + 1].startswith("|  | 宁波坞 | 320 m | 2026"), rows
    assert len(lines) == len(KB.splitlines()) + 1, rows


def test_a_dictated_row_keeps_its_last_cell_s_placeholder() -> None:
    # `| … | — |`: "not yet" in a column that is no source; the provenance mark follows it.
    lines, rows = kb_after(KB, brief("§1 表末尾加一行「| 西南 | 重庆坞 | 280 m | — |」"))
    assert "| 西南 | 重庆坞 | 280 m | —（E1 2027-02-01 · 条目 1） |" in lines, rows
