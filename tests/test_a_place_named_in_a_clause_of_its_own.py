"""A section (or its table) named in a clause of its own, then where in it, then the line given
(`5.1 表，紧跟 X 那一行下面插入：`…``, `3.1 表，接在 X 那一行下面，照抄：`…``): one request,
the row written right after the one named; a request whose verb comes first keeps its words
(`…之后加一行，原文照抄：`…``). Our own words."""

from __future__ import annotations

import pytest

from .conftest import kb_after

KB = """\
# 泵 活文档

## 5 厂商

### 5.1 主要型号

| 型号 | 功率 | 发布 | 备注 |
|---|---|---|---|
| P-100 | 5 kW | 2024-03 | 入门 |
| P-200 | 11 kW | 2025-01 | 主力 |
| P-300 | 22 kW | 2025-09 | 旗舰 |

### 5.2 供应商

- 甲厂：电机自产。
- 乙厂：电机外购。
"""

ROW = "| P-250 | 15 kW | 2026-11 | 新品 |"


def brief(suggestion: str) -> str:
    return f"""\
# 泵 · E1 预消化简报（2026-12-06）

## 一、今日条目

### 条目 1：P-250 发布

- **来源**：厂商公告（2026-11-28）
- **要点**：新型号 P-250 发布。
- **建议归入**：{suggestion}
"""


@pytest.mark.parametrize(
    "suggestion",
    [
        f"5.1 表，紧跟 P-200 那一行下面插入：`{ROW}`",
        f"5.1 表，接在 P-200 那一行下面，照抄：`{ROW}`",
        f"§5.1 表格，在 P-200 行下补一行：`{ROW}`",
    ],
)
def test_the_row_goes_after_the_one_named(suggestion: str) -> None:
    lines, rows = kb_after(KB, brief(suggestion))
    at = lines.index("| P-200 | 11 kW | 2025-01 | 主力 |")
    assert lines[at + 1].startswith("| P-250 | 15 kW | 2026-11 | 新品"), rows
    assert len(lines) == len(KB.splitlines()) + 1, rows


def test_words_copied_after_a_verb_before_them_are_one_request() -> None:
    suggestion = "5.2 在乙厂那条之后加一条，原文照抄：`- 丙厂：电机自产，2026 年投产。`"
    lines, rows = kb_after(KB, brief(suggestion))
    at = lines.index("- 乙厂：电机外购。")
    assert lines[at + 1].startswith("- 丙厂：电机自产，2026 年投产"), rows
    assert [status for status, _ in rows].count("not understood") == 0, rows
