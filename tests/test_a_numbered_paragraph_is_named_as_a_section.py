"""A section that writes numbered paragraphs (`1.2.1　时间可用率…` under `## 1.2 指标口径`): a
brief names one by its number as it names a section (`1.2.1：96.1% → 96.4%`, `§1.2.1 末尾补一
句`, `1.2.2 别动`), and the edit or keep is of that paragraph only. A terse brief's half-width
stop before a number ends its sentence (`…改为 96.4%. 1.2.2 别动.`). They were reported as
naming no section, or the change dropped behind the keep. Our own KB and words."""

from __future__ import annotations

import pytest

from .conftest import kb_after

KB = """\
# 泵站运维

## 1. 范围

### 1.1 覆盖

城市排水泵站。

### 1.2 指标口径

1.2.1　时间可用率＝可运行小时 ÷ 统计期总小时。国内 2025 年平均约 96.1%。

1.2.2　能量可用率通常比时间口径低 1–3 个百分点。

## 2. 实践

泵站巡检每月一次。
"""
P1 = "1.2.1　时间可用率＝可运行小时 ÷ 统计期总小时。国内 2025 年平均约 96.1%。"
P2 = "1.2.2　能量可用率通常比时间口径低 1–3 个百分点。"


def brief(suggestion: str) -> str:
    return f"""\
# pump · E1 预消化简报(2027-02-01)

### 条目 1：年报全文

- **来源**：inbox/a.md
- **要点**：全文口径 96.4%。
- **建议归入**：{suggestion}

## 四、本轮结论与建议动作

- 见条目 1。
"""


@pytest.mark.parametrize(
    "suggestion",
    [
        "1.2.1：96.1% → 96.4%",
        "1.2.1: 96.1% -> 96.4%. 1.2.2 别动.",
        "1.2.2 (1–3 个百分点) 别动. 1.2.1：96.1% 改为 96.4%",
        "§1.2.1 的 96.1% 更新为 96.4%；1.2.2 不改。",
    ],
)
def test_a_value_of_the_numbered_paragraph_is_changed(suggestion: str) -> None:
    lines, rows = kb_after(KB, brief(suggestion))
    assert P1.replace("96.1%", "96.4%") in lines, rows
    assert P2 in lines, rows
    assert len(lines) == len(KB.splitlines()), rows


def test_a_keep_of_the_numbered_paragraph_holds_an_edit_of_it() -> None:
    lines, rows = kb_after(KB, brief("1.2.2：1–3 个百分点 → 2–4 个百分点。1.2.2 本轮不改。"))
    assert lines == KB.splitlines(), rows


def test_a_number_no_paragraph_opens_with_names_nothing() -> None:
    lines, rows = kb_after(KB, brief("1.2.7：96.1% → 96.4%"))
    assert lines == KB.splitlines(), rows
