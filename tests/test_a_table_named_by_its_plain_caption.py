"""A table named by a plain caption line right above it, by its number (`表 2　重点 DMA`,
named `表 2`) or by a quoted name (`「路线对比」表（2026 口径）：`), is the place a brief names
so: a row's cell changed by its column, a quoted column's name (`"处置状态"一栏`) read without
its marks; a row dictated with pipes; a number no caption has is reported."""

from __future__ import annotations

import pytest

from .conftest import kb_after

KB = """\
# 管网活文档

## 二、方法

声学方法仍是主力。

表 1　声学检漏手段对比

| 手段 | 成熟度 |
|---|---|
| 相关仪 | 成熟 |
| 光纤 DAS | 试点 |

## 三、案例

临江已建成 DMA 312 个。

表 2　临江重点 DMA（2026-09）

| DMA 编号 | 户数 | 处置状态 |
|---|---|---|
| LJ-047 | 1680 | 检漏中 |

「路线对比」表（2026 口径）：

| 路线 | 能量密度 |
|---|---|
| 层状氧化物 | 140 |
"""


def brief(request: str) -> str:
    return (
        "# pipes · E1 预消化简报（2026-12-01）\n\n## 一、增量\n\n"
        "### 条目 1：临江月报\n\n"
        "- **来源**：inbox/jay/monthly.md\n"
        "- **要点**：LJ-047 已修复。\n"
        f"- **建议归入**：{request}\n\n"
        "## 三、本轮建议的归并动作\n\n- 见条目 1。\n"
    )


@pytest.mark.parametrize(
    ("request_words", "before", "after"),
    [
        (
            '表 2 的 LJ-047 一行，"处置状态"一栏由"检漏中"改为"已修复"。',
            "| LJ-047 | 1680 | 检漏中 |",
            "| LJ-047 | 1680 | 已修复 |",
        ),
        ('表 1 光纤 DAS 一行的成熟度改为"示范"', "| 光纤 DAS | 试点 |", "| 光纤 DAS | 示范 |"),
        (
            "「路线对比」表中层状氧化物一行的能量密度由 140 改为 145",
            "| 层状氧化物 | 140 |",
            "| 层状氧化物 | 145 |",
        ),
    ],
)
def test_a_cell_of_the_captioned_table_is_changed(
    request_words: str, before: str, after: str
) -> None:
    lines, _ = kb_after(KB, brief(request_words))
    assert after in lines
    assert before not in lines


def test_a_row_dictated_with_pipes_joins_the_captioned_table() -> None:
    lines, _ = kb_after(KB, brief("表 2 末尾加一行：LJ-058 | 2410 | 检漏中"))
    at = lines.index("| LJ-047 | 1680 | 检漏中 |")
    assert lines[at + 1] == "| LJ-058 | 2410 | 检漏中（E1 2026-12-01 · 条目 1） |"


def test_a_number_no_caption_has_is_reported() -> None:
    lines, outcomes = kb_after(KB, brief('表 5 的 LJ-047 一行，"处置状态"一栏改为"已修复"'))
    assert lines == KB.splitlines()
    assert any("表 5" in reason for _, reason in outcomes)


def test_a_keep_of_the_captioned_table_holds_its_edits_and_is_no_unread_place() -> None:
    request = '表 1 光纤 DAS 一行的成熟度改为"示范"；表 1 成熟度维持"试点"'
    lines, outcomes = kb_after(KB, brief(request))
    assert lines == KB.splitlines()
    assert ("forbidden" in {status for status, _ in outcomes}) and not any(
        status == "not understood" for status, _ in outcomes
    )


def test_a_row_given_by_column_names_and_values_apart_by_commas() -> None:
    request = '表 2 补 LJ-058 一行：户数 2410，处置状态"检漏中"。'
    lines, _ = kb_after(KB, brief(request))
    at = lines.index("| LJ-047 | 1680 | 检漏中 |")
    assert lines[at + 1] == "| LJ-058 | 2410 | 检漏中（E1 2026-12-01 · 条目 1） |"


def test_a_paper_s_table_the_words_speak_of_is_no_place() -> None:
    request = "§二 末尾补一句：「TierKV v3 撤回 Table 2 H200 数值。」；据作者撤回 Table 2 H200 数值"
    _, outcomes = kb_after(KB, brief(request))
    assert not any("Table 2" in reason for _, reason in outcomes)
