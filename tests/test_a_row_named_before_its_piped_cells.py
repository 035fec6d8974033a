"""A new table row asked with its name in the words that ask for it and its other cells after
a colon, apart by pipes (`加一行 X：a | b | c`, `新增 X 一行：a | b | c`), is that name and
those cells in the columns' order, as a row written whole in pipes is: never the first value
moved into the name column, nor a row rebuilt from the item's 要点 with known values as "—".
Name and cells that are not as many as the table's columns are reported, never filled. The
cells need no 要点 beside them. Our own words, on a small KB of our own."""

from __future__ import annotations

import pytest

from kbpatch.models import Status

from .conftest import new_lines_of, render_brief

KB = """\
# 存储引擎活文档

## 1 评测

### 1.1 吞吐对比表

| 引擎 | 写吞吐 (kops) | 读延迟 p99 (ms) | 许可 | 来源 |
| --- | --- | --- | --- | --- |
| RocksDB | 410 | 1.8 | Apache-2.0 | 官方基准 |
| LevelDB | 120 | 3.1 | BSD-3 | 自测 |

表注：吞吐为单节点 NVMe 数字。

## 2 参考文献

- [Lee 2020] Lee. LSM survey.
"""
LINES = KB.splitlines(keepends=True)
DATE = "2026-12-21"
MARK = "（E1 2026-12-21 · 条目 1）"
SUMMARY = "- **要点**：写吞吐 520 kops，读延迟 p99 1.2 ms，MIT 许可。\n"


def brief(suggestion: str, summary: str = SUMMARY) -> str:
    return (
        "# inference · E1 预消化简报（2026-12-21）\n\n## 一、今日条目\n\n"
        "### 条目 1：新引擎的对比数据\n\n"
        "- **来源**：organized/repo_cards/7002-engine.md\n"
        f"{summary}"
        f"- **建议归入**：{suggestion}\n"
    )


@pytest.mark.parametrize(
    ("suggestion", "row"),
    [
        (
            "§1.1 吞吐对比表加一行 TitanKV：520 | 1.2 | MIT | 作者自测。",
            f"| TitanKV | 520 | 1.2 | MIT | 作者自测{MARK} |",
        ),
        (
            "§1.1 表新增 TitanKV 一行：520 | 1.2 | MIT | 作者自测",
            f"| TitanKV | 520 | 1.2 | MIT | 作者自测{MARK} |",
        ),
        (
            "在 §1.1 的表格里增加一行 Titan KV 2.0：480 | — | MIT | 作者自测；其余不动。",
            f"| Titan KV 2.0 | 480 | — | MIT | 作者自测{MARK} |",
        ),
        (
            "§1.1 吞吐对比表补 Pebble 1.1 一行：300|2.4|BSD-3|官方基准。",
            f"| Pebble 1.1 | 300 | 2.4 | BSD-3 | 官方基准{MARK} |",
        ),
    ],
)
def test_the_named_row_holds_the_dictated_cells(suggestion: str, row: str) -> None:
    found = render_brief(brief(suggestion), LINES, DATE)
    assert [r.status for _, r in found if r.status is not Status.SKIPPED] == [Status.PROPOSED]
    assert new_lines_of(found, LINES) == [row]


@pytest.mark.parametrize(
    "suggestion",
    [
        "§1.1 吞吐对比表加一行 TitanKV：520 | 1.2 | MIT | 作者自测。",
        "§1.1 表新增 TitanKV 一行：520 | 1.2 | MIT | 作者自测",
    ],
)
def test_dictated_cells_need_no_summary(suggestion: str) -> None:
    found = render_brief(brief(suggestion, summary=""), LINES, DATE)
    assert [r.status for _, r in found] == [Status.PROPOSED]
    assert new_lines_of(found, LINES) == [f"| TitanKV | 520 | 1.2 | MIT | 作者自测{MARK} |"]


@pytest.mark.parametrize(
    ("suggestion", "count"),
    [
        ("§1.1 吞吐对比表加一行 TitanKV：520 | 1.2 | MIT。", 4),
        ("§1.1 表新增 TitanKV 一行：520 | 1.2 | MIT | 作者自测 | 2026", 6),
    ],
)
def test_a_name_and_cells_that_miscount_the_columns_are_reported(
    suggestion: str, count: int
) -> None:
    found = render_brief(brief(suggestion), LINES, DATE)
    assert new_lines_of(found, LINES) == []
    [(_, rendered)] = found
    assert rendered.status is Status.UNRESOLVED
    assert f"a row of {count} cells for a table of 5 columns" in rendered.reason
