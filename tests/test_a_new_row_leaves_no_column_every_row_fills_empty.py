"""A new table row asked for by the row's name alone in the closing list (`§2 表加 X 一行（条目
1）`), with no request of the item's own beside it, is built from the item only where its
words give some of the values the table's rows all give: a row of the 要点 with those cells
left empty is reported, never written, and a closing line that restates an item's unresolved
request does not make it proposed. A row whose cells the brief gives is written as before.
Our own words and KB."""

from __future__ import annotations

from pathlib import Path

import pytest

from .conftest import proposed_and_applied, report_rows

BRIEF_PATH = "inbox/kim/2026-12-18-bike-e1prep.md"
KB_PATH = "organized/knowledge/bike.md"

KB = """\
# 自行车保养笔记

## 1. 传动

1. **链条**（Shimano，2022）：每 300 公里清洁上油[^1]。

## 2. 轮胎实测

| 轮胎 | 宽度 (mm) | 滚阻 (W) | 来源 |
|---|---|---|---|
| GP5000 | 28 | 11.2 | [^1] |
| Pro One | 28 | 12.0 | [^2] |

## References

[^1]: Shimano. Chain Maintenance Guide. 2022.
[^2]: Schwalbe. Tyre Test. 2023.
"""

SUMMARY = "Corsa Pro 在 28 mm 宽度下滚阻最低，湿地抓地也更好。"


def brief(suggestion: str, closing: str) -> str:
    return f"""\
# bike · E1 预消化简报（2026-12-18）

## 一、条目

### 条目 1：Corsa Pro —— 滚阻测试

- 来源：inbox/kim/2026-12-17-tyres.md
- 要点：{SUMMARY}
- **建议归入**：{suggestion}

## 三、本轮建议动作

- {closing}
"""


def run(tmp_path: Path, suggestion: str, closing: str) -> tuple[int, str, str]:
    return proposed_and_applied(tmp_path, KB_PATH, KB, brief(suggestion, closing), BRIEF_PATH)


@pytest.mark.parametrize(
    ("suggestion", "closing"),
    [
        ("见本轮建议动作。", "§2 表加 Corsa Pro 一行（条目 1）。"),
        ("见本轮建议动作。", "2 轮胎实测表新增 Corsa Pro 一行（条目 1）。"),
        ("见本轮建议动作。", "§2 表新增一行 Corsa Pro（条目 1）。"),
        # the item's own request, unresolved (its cells given in no form kbpatch reads),
        # restated by the closing line
        ("§2 表新增 Corsa Pro 一行（28 mm、10.4 W）。", "§2 表加 Corsa Pro 一行（条目 1）。"),
        # the item's own request naming a section kbpatch cannot place it in
        (
            "§9 表新增 Corsa Pro 一行：宽度 (mm) 28，滚阻 (W) 10.4，来源 [^2]。",
            "§2 表加 Corsa Pro 一行（条目 1）。",
        ),
    ],
)
def test_a_row_of_the_item_s_words_with_measures_left_empty_is_reported(
    tmp_path: Path, suggestion: str, closing: str
) -> None:
    code, report, after = run(tmp_path, suggestion, closing)
    assert after == KB and code == 1, report
    assert SUMMARY not in after, after
    rows = [r for r in report_rows(report) if "§2" in r]
    assert rows and all(" proposed " not in r for r in rows), report
    assert any("宽度 (mm)" in r or "28 mm、10.4 W" in r for r in rows), report


def test_a_row_whose_cells_the_brief_gives_is_written(tmp_path: Path) -> None:
    code, report, after = run(
        tmp_path, "§2 表新增一行：| Corsa Pro | 28 | 10.4 | [^2] |", "条目 1 按上文建议归入处理。"
    )
    assert code == 0, report
    (new,) = [line for line in after.splitlines() if line.startswith("| Corsa Pro |")]
    assert new.startswith("| Corsa Pro | 28 | 10.4 | [^2]"), after
