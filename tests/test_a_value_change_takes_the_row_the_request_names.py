"""A value change in a table (`丰田 行 规模量产 2028 改为 2029`) takes the row the request
names, where the old value stands in other rows too; once made, it is not proposed again in
another row still holding the old value. A row named by Chinese and Latin words (`三星 SDI`)
and a chemical formula (`Li₆PS₅Cl`) are names whole."""

from __future__ import annotations

import pytest

from kbpatch.models import Status

from .conftest import new_lines_of, render_brief

KB = """\
# 电池活文档

## 1 产业

### 1.3 时间表

| 厂商 | 路线 | 小批量 | 规模量产 | 口径来源 |
|---|---|---|---|---|
| 丰田 | 硫化物 | 2027 | 2028 | 发布会 |
| 三星 SDI | 硫化物 | 2027 | 未公布 | 年报 |
| 赣锋 | 氧化物 | 2026 | 2028 | 年报 |

### 1.4 材料

| 材料 | 电导率 (mS/cm) | 空气稳定性 |
|---|---|---|
| Li₆PS₅Cl | 3.2 | 中 |
| Li₃PS₄ | 0.16 | 差 |
"""
LINES = KB.splitlines(keepends=True)
DATE = "2026-12-21"


def brief(suggestion: str) -> str:
    return (
        "# battery · E1 预消化简报（2026-12-21）\n\n## 一、今日条目\n\n"
        "### 条目 1：时间表更新\n\n"
        "- **来源**：organized/paper_cards/7004-timeline.md\n"
        "- **要点**：厂商更新量产时间。\n"
        f"- **建议归入**：{suggestion}\n"
    )


@pytest.mark.parametrize(
    ("suggestion", "written"),
    [
        ("§1.3 丰田 行 规模量产 2028 改为 2029。", "| 丰田 | 硫化物 | 2027 | 2029 | 发布会 |"),
        ("§1.3 表里丰田那行的 2028 更新为 2029。", "| 丰田 | 硫化物 | 2027 | 2029 | 发布会 |"),
        ("§1.3 赣锋 的小批量年份 2026 调成 2025。", "| 赣锋 | 氧化物 | 2025 | 2028 | 年报 |"),
        ("§1.4 表中 Li₆PS₅Cl 一行的 3.2 订正为 4.1。", "| Li₆PS₅Cl | 4.1 | 中 |"),
    ],
)
def test_the_named_row_takes_the_change(suggestion: str, written: str) -> None:
    found = render_brief(brief(suggestion), LINES, DATE)
    assert {r.status for _, r in found} == {Status.PROPOSED}, [r.reason for _, r in found]
    assert new_lines_of(found, LINES) == [written]


def test_the_change_made_is_not_proposed_again_in_another_row() -> None:
    done = [line.replace("| 2027 | 2028 | 发布会", "| 2027 | 2029 | 发布会") for line in LINES]
    [(_, rendered)] = render_brief(brief("§1.3 丰田 行 规模量产 2028 改为 2029。"), done, DATE)
    assert rendered.status is Status.ALREADY_PRESENT, rendered.reason


def test_a_row_named_in_chinese_and_latin_takes_both_of_its_changes() -> None:
    suggestion = '§1.3 三星 SDI 行"规模量产"由"未公布"更新为"2029"，口径来源列改为"投资者日"。'
    found = render_brief(brief(suggestion), LINES, DATE)
    assert {r.status for _, r in found} == {Status.PROPOSED}, [r.reason for _, r in found]
    assert sorted(new_lines_of(found, LINES)) == [
        "| 三星 SDI | 硫化物 | 2027 | 2029 | 年报 |",
        "| 三星 SDI | 硫化物 | 2027 | 未公布 | 投资者日 |",
    ]
