"""A table whose first column numbers its rows (`| 序号 | 数据集 | …`): a row is named by the
cell after the number (`DROID 一行`), and a new row the brief writes out without its number
takes the next one. An old value with its unit and a new one whose words after it are no unit
read (`350 小时改为 9.2 万条轨迹`) are no pair: reported, never half-replaced. Our own words and
KB."""

from __future__ import annotations

from pathlib import Path

import pytest

from .conftest import proposed_and_applied, report_rows

BRIEF_PATH = "inbox/ye/2026-12-23-soil-e1prep.md"
KB_PATH = "organized/knowledge/soil.md"

KB = """\
# 土壤数据活文档

## 2 数据集

| 序号 | 数据集 | 发布方 | 规模 | 来源 |
|---|---|---|---|---|
| 1 | SoilNet | 农科院 | 1.2 万个样点 | 【1】 |
| 2 | AgriSense | 农大 | 3,400 个样点 / 120 小时 | 【2】 |

## 参考资料

【1】Li. SoilNet. 2025.
【2】Wang. AgriSense. 2026.
"""


def brief(request: str) -> str:
    return f"""\
# soil · E1 预消化简报（2026-12-23）

## 一、今日增量

### 条目 1：SoilNet 扩充

- **来源**：organized/paper_cards/soilnet.md
- **要点**：SoilNet 样点扩充到 1.5 万个。
- **建议归入**：{request}

## 二、本轮结论与建议动作

- 见条目 1。
"""


@pytest.mark.parametrize(
    "request_words",
    [
        "§2 SoilNet 一行规模由 1.2 万个样点改为 1.5 万个样点",
        "§2 表中 SoilNet 的 1.2 万个样点更新为 1.5 万个样点",
    ],
)
def test_the_row_is_named_by_its_name_cell(tmp_path: Path, request_words: str) -> None:
    code, report, after = proposed_and_applied(
        tmp_path, KB_PATH, KB, brief(request_words), BRIEF_PATH
    )
    assert code == 0, report
    assert "| 1 | SoilNet | 农科院 | 1.5 万个样点 | 【1】 |" in after.splitlines(), report


def test_a_row_given_without_its_number_takes_the_next(tmp_path: Path) -> None:
    request_words = "§2 表新增一行：| TerraBase | 中科院 | 8,000 个样点 | 【3】 |"
    code, report, after = proposed_and_applied(
        tmp_path, KB_PATH, KB, brief(request_words), BRIEF_PATH
    )
    assert code == 0, report
    added = [line for line in after.splitlines() if line not in KB.splitlines()]
    assert len(added) == 1 and added[0].startswith("| 3 | TerraBase | 中科院 | 8,000 个样点 |")


def test_values_of_two_kinds_are_reported(tmp_path: Path) -> None:
    request_words = "§2 AgriSense 一行规模由 3,400 个样点 / 120 小时改为 5,000 个样点 / 180 小时"
    _, report, after = proposed_and_applied(tmp_path, KB_PATH, KB, brief(request_words), BRIEF_PATH)
    assert after == KB, report
    assert not any("proposed" in row for row in report_rows(report)), report
