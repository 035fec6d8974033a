"""A keep binds only what it names: `§3.1：Kestrel-7B 保持不变` keeps the Kestrel-7B row, not
another row of the same table another item asks to change; `§3.1：Osprey 延迟保持不变，价格改
…` keeps one cell of a row, not the row's other cells. In the same brief, an edit of exactly
what is kept (the row, the cell, or the row with no column named) is still forbidden and
reported; a keep naming nothing narrower than its section (`§3.1 本轮不动`) keeps it all, as
before. Our own words."""

from __future__ import annotations

from pathlib import Path

import pytest

from .conftest import proposed_and_applied, report_rows

BRIEF_PATH = "inbox/mo/2026-12-20-serving-e1prep.md"
KB_PATH = "organized/knowledge/serving.md"

KB = """\
# serving 活文档

## 3 推理引擎

### 3.1 吞吐表

| 引擎 | 延迟 | 价格 | 许可 |
| --- | --- | --- | --- |
| Kestrel-7B | 41 ms | 0.8 | MIT |
| Osprey | 55 ms | 1.2 | Apache-2.0 |
| Heron-XL | 63 ms | 0.5 | BSD |

### 3.2 备注

- 数字来自各家自报。
"""


def brief(freed: str, kept: str, closing: list[str]) -> str:
    """Item 1 only reviews, item 2 asks the edit the keep leaves free, item 3 an edit of
    what it keeps."""
    lines = "\n".join(f"- {line}" for line in closing)
    return f"""\
# serving · E1 预消化简报（2026-12-20）

## 一、今日条目

### 条目 1：复测

- **来源**：organized/paper_cards/recheck.md
- **要点**：复测与 §3.1 原表一致。

### 条目 2：Osprey 新版

- **来源**：organized/paper_cards/osprey.md
- **要点**：新版本更快也更便宜。
- **建议归入**：{freed}

### 条目 3：另一份测量

- **来源**：organized/paper_cards/other.md
- **要点**：另一份测量给出不同数字。
- **建议归入**：{kept}

## 四、本轮结论与建议动作

{lines}
"""


def run(tmp_path: Path, freed: str, kept: str, closing: list[str]) -> tuple[str, list[str]]:
    _, report, after = proposed_and_applied(
        tmp_path, KB_PATH, KB, brief(freed, kept, closing), BRIEF_PATH
    )
    return after, report_rows(report)


def forbidden_items(rows: list[str]) -> set[str]:
    return {
        item for row in rows if "forbidden" in row for item in ("条目 2", "条目 3") if item in row
    }


OSPREY_LATENCY = "§3.1 Osprey 行延迟列由 55 ms 改为 48 ms。"
KESTREL_PRICE = "§3.1 Kestrel-7B 行价格一栏由 0.8 改为 0.7。"


@pytest.mark.parametrize(
    "closing",
    [
        # One closing line, the keep before the other item's change.
        ["§3.1：Kestrel-7B 保持不变（条目 1）；Osprey 延迟改 48 ms（条目 2）。"],
        # Two closing lines of the same section.
        ["§3.1：Kestrel-7B 保持不变（条目 1）。", "§3.1：Osprey 延迟改 48 ms（条目 2）。"],
        # Other words of keeping, with words of time before them.
        ["§3.1：Kestrel-7B 本轮不动（条目 1）；Osprey 延迟改 48 ms（条目 2）。"],
        ["§3.1：Kestrel-7B 仍然保持不变（条目 1）。", "§3.1：Osprey 改 48 ms（条目 2）。"],
    ],
)
def test_a_keep_of_one_row_leaves_another_row_s_change(tmp_path: Path, closing: list[str]) -> None:
    after, rows = run(tmp_path, OSPREY_LATENCY, KESTREL_PRICE, closing)
    assert "| Osprey | 48 ms | 1.2 | Apache-2.0 |" in after, rows
    # The kept row's own change, asked by another item, is a conflict: reported.
    assert "| Kestrel-7B | 41 ms | 0.8 | MIT |" in after, rows
    assert forbidden_items(rows) == {"条目 3"}, rows


@pytest.mark.parametrize(
    ("kept", "closing"),
    [
        (OSPREY_LATENCY, ["§3.1：Osprey 延迟保持不变（条目 1）；价格改 1.0（条目 2）。"]),
        (
            OSPREY_LATENCY,
            ["§3.1：Osprey 延迟列本轮不动（条目 1）。", "§3.1：Osprey 价格改 1.0（条目 2）。"],
        ),
        (OSPREY_LATENCY, ["§3.1：Osprey 延迟与许可均保持不变（条目 1）。"]),
        # A change of the row that names no column may be the kept cell's.
        ("§3.1 Osprey 行由 55 ms 改为 48 ms。", ["§3.1：Osprey 延迟保持不变（条目 1）。"]),
    ],
)
def test_a_keep_of_one_cell_leaves_another_cell_of_the_row(
    tmp_path: Path, kept: str, closing: list[str]
) -> None:
    after, rows = run(tmp_path, "§3.1 Osprey 行价格一栏由 1.2 改为 1.0。", kept, closing)
    assert "| Osprey | 55 ms | 1.0 | Apache-2.0 |" in after, rows
    assert forbidden_items(rows) == {"条目 3"}, rows


@pytest.mark.parametrize(
    "closing",
    [
        ["§3.1 本轮不动（条目 1）。"],
        ["§3.1：均保持不变（条目 1）。"],
        # Chinese words alone name no row: the keep holds the section.
        ["§3.1：数据保持不变（条目 1）。"],
    ],
)
def test_a_keep_naming_nothing_narrower_still_keeps_the_section(
    tmp_path: Path, closing: list[str]
) -> None:
    # A guard for the precision the tests above rest on: it passes on the base commit too.
    after, rows = run(tmp_path, OSPREY_LATENCY, KESTREL_PRICE, closing)
    assert after == KB, rows
    assert forbidden_items(rows) == {"条目 2", "条目 3"}, rows
