"""A caveat that calls a figure of the item's own words a slip (`上面"42 周"是我抄错了`, `「12.5%」
为笔误`, `42 周写错了`) keeps it out of the document: where the caveat gives one figure to write
in its stead (`落笔请写 28 周`, `应为 28 周`), the item's edit writes that one, citing the
caveat's line; where it gives none, or two, the edit is held. Our own words, on a KB of our
own."""

from __future__ import annotations

import pytest

from .conftest import kb_after

KB = """\
# 减重药

## 第一章 靶点

### 1.5 胰淀素

- petrelintide —— 长效胰淀素类似物；定位为耐受性更好的单药。
- cagrilintide —— 诺和诺德；与司美格鲁肽联用。
"""
OLD = "- petrelintide —— 长效胰淀素类似物；定位为耐受性更好的单药。"
ASK = "1.5 petrelintide 条目：把「定位为耐受性更好的单药」改为「二期 42 周最高减重 10.7%」。"


def brief(caveat: str) -> str:
    return f"""\
# 减重 · E1 预消化简报（2026-12-04）

## 一、今日重要增量

### 条目 1：petrelintide 二期

- **来源**：公司公告（2026-12-01）
- **要点**：二期最高减重 10.7%。
- **建议归入**：{ASK}
- **值得警惕**：{caveat}

## 四、本轮结论与建议动作

- 见条目 1。
"""


@pytest.mark.parametrize(
    "caveat",
    [
        '上面"42 周"是我抄错了，主要终点是 28 周，落笔请写 28 周；10.7% 无误。',
        "「42 周」为笔误，应为 28 周。",
        "42 周写错了，要写 28 周。",
    ],
)
def test_the_figure_given_instead_is_written(caveat: str) -> None:
    lines, rows = kb_after(KB, brief(caveat))
    assert "proposed" in [status for status, _ in rows], rows
    at = KB.splitlines().index(OLD)
    written = "- petrelintide —— 长效胰淀素类似物；二期 28 周最高减重 10.7%"
    assert lines[at].startswith(written), lines
    assert not any("42 周" in line for line in lines), lines


@pytest.mark.parametrize(
    "caveat",
    [
        '上面"42 周"是我抄错了，正确周数待核。',
        "「42 周」为笔误，可能是 28 周，也可能是 36 周。",
    ],
)
def test_without_one_figure_given_the_edit_is_held(caveat: str) -> None:
    lines, rows = kb_after(KB, brief(caveat))
    assert lines == KB.splitlines(), rows
