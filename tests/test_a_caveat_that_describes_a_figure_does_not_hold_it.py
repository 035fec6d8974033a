"""A caveat that says what a figure is (`1 A/cm² 是额定值而非长期运行点`) and bans a word
(`不能写成"已验证"`) holds no edit for its figure: only `而非` before the wrong figure or quote
(`是 0.06 而非 0.05`) corrects one. A line the brief dictates whole is held by a banned word
only where that line says it. Our own words, on our own small KB."""

from __future__ import annotations

import pytest

from kbpatch.reading.actions import holds_word

from .conftest import kb_after

KB = """\
# 电解槽活文档

## II. 技术路线

### II.5 AEM

- **国内进展**：尚无兆瓦级商业订单公开。
"""


def brief(entry: str, caveat: str) -> str:
    return f"""\
# 电解槽 · E1 预消化简报（2026-12-09）

## 一、今日重要增量

### 条目 1：AEM 样机

- **来源**：某公司公告（2026-12-06）
- **要点**：某公司发布 1 MW 级 AEM 样机。
- **建议归入**：§II.5 列表末尾新增一条：「- **某公司**：{entry}」
- **值得警惕**：{caveat}

## 四、本轮结论与建议动作

- 见条目 1。
"""


ENTRY = "2026-11 发布 1 MW 级 AEM 样机，额定电流密度 1 A/cm²。"


@pytest.mark.parametrize(
    "caveat",
    [
        '1 A/cm² 是额定值而非长期运行点，不能写成"已验证"。',
        "1 A/cm² 是额定值而非寿命测试结果。",
    ],
)
def test_a_caveat_describing_the_figure_holds_no_edit(caveat: str) -> None:
    lines, rows = kb_after(KB, brief(ENTRY, caveat))
    assert f"- **某公司**：{ENTRY}（E1 2026-12-09 · 条目 1）" in lines, rows


def test_a_banned_word_in_the_dictated_line_holds_it() -> None:
    lines, rows = kb_after(KB, brief("1 MW 样机已验证。", '不能写成"已验证"。'))
    assert lines == KB.splitlines(), rows
    assert any(status == "forbidden" for status, _ in rows), rows


def test_a_figure_after_rather_than_is_corrected() -> None:
    lines, rows = kb_after(KB, brief(ENTRY, "电流密度是 0.8 A/cm² 而非 1 A/cm²。"))
    assert not any("1 A/cm²" in line for line in lines), rows


def test_the_figure_before_rather_than_is_the_right_one() -> None:
    entry = "2026-12-04 发布 3 台样机。"
    lines, rows = kb_after(KB, brief(entry, "纪要支持单独计数，所以是 3 而不是 1。"))
    assert f"- **某公司**：{entry}（E1 2026-12-09 · 条目 1）" in lines, rows


@pytest.mark.parametrize(
    ("text", "figure", "held"),
    [
        ("共 1 台改造机", "1", True),
        ("2026-12-04 发布 12 台", "1", False),
        ("占比 0.055", "0.05", False),
        ("占比 0.05。", "0.05", True),
        ("1,050 万", "1,050", True),
    ],
)
def test_a_wrong_figure_is_found_whole_not_inside_another(
    text: str, figure: str, held: bool
) -> None:
    assert holds_word(text, figure) is held
