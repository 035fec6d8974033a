"""A table row's cell changed by its column's name with no old value (`X 一行，状态改为稳定`,
`X 那行的状态列更新为「…」`, `表格里把 X 的吞吐改成 …`, `X 行 备注 → …`, `set X 状态 to …`):
the one cell of the section's one table, in the one row named X, under the one column headed
so, is written anew and every other byte of the row kept. Anything less certain (no table or
two, no row or two, no such column, no new value, more asked than the value) stays a report
row with the brief's words. Our own words, on a small KB."""

from __future__ import annotations

from pathlib import Path

import pytest

from .conftest import proposed_and_applied

KB = "organized/knowledge/render.md"
BRIEF = "inbox/lin/2026-12-22-render-e1prep.md"

RENDER_KB = """\
# render 活文档

## B. 渲染

### B.2 方法

- **光线步进**：体渲染的基线。
- **着色器**：另一处提到的同名条目。

### B.3 项目表

| 名称 | 状态 | 吞吐 | 备注 |
|:-----|:----:|-----:|------|
| 着色器 | 试验 | 120 | — |
| **Road Net** |  稳定  | 300 | 见 [说明](http://x) |
| [Vega](http://v) | 试验 | 2,556 | 旧 |

### B.4 两张表

| 名称 | 状态 |
|---|---|
| 着色器 | 试验 |

| 名称 | 吞吐 |
|---|---|
| 着色器 | 120 |

### B.5 重名

| # | 名称 | 状态 |
|---|---|---|
| 1 | 着色器 | 试验 |
| 2 | 着色器 | 稳定 |
| 3 | 短行 |

### B.6 编号表

| # | 名称 | 吞吐 |
|--:|------|-----:|
| 1 | 光栅器 |   90 |

### B.7 延迟表

| 名称 | GPU 显存 | 状态 |
|---|---|---|
| 调度器 | 40 GB | 试验 |
"""

SHADER = "| 着色器 | 试验 | 120 | — |"
SCHEDULER = "| 调度器 | 40 GB | 试验 |"
ROAD = "| **Road Net** |  稳定  | 300 | 见 [说明](http://x) |"
VEGA = "| [Vega](http://v) | 试验 | 2,556 | 旧 |"


def brief(request: str) -> str:
    return (
        "# render · E1 预消化（2026-12-22）\n\n## 一、增量\n\n"
        "### 条目 1：着色器进展\n\n"
        "- **来源**：inbox/lin/2026-12-21-weekly.md\n"
        "- **要点**：着色器连续三周无回归。\n"
        f"- **建议归入**：{request}\n"
    )


def run(tmp_path: Path, request: str) -> tuple[str, str]:
    code, report, after = proposed_and_applied(
        tmp_path / "kb", KB, RENDER_KB, brief(request), BRIEF
    )
    assert code in (0, 1), report
    return report, after


@pytest.mark.parametrize(
    ("request_words", "old", "new"),
    [
        ("§B.3 表中 着色器 一行，状态改为稳定。", SHADER, "| 着色器 | 稳定 | 120 | — |"),
        ("§B.3 把着色器那一行的状态改为稳定", SHADER, "| 着色器 | 稳定 | 120 | — |"),
        # The item's tag is no part of the value.
        ("§B.3 表着色器一行，状态改为 稳定（条目 1）", SHADER, "| 着色器 | 稳定 | 120 | — |"),
        ("§B.3 着色器 那行的状态列更新为「已合并」", SHADER, "| 着色器 | 已合并 | 120 | — |"),
        ("§B.3 表格里把 Vega 的吞吐改成 2,800", VEGA, "| [Vega](http://v) | 试验 | 2,800 | 旧 |"),
        ("§B.3：着色器 行 备注 → 已弃用", SHADER, "| 着色器 | 试验 | 120 | 已弃用 |"),
        # Latin names match whatever their case; the cell's padding stays as it was.
        (
            "§B.3 set road net 状态 to 归档",
            ROAD,
            "| **Road Net** |  归档  | 300 | 见 [说明](http://x) |",
        ),
        ("B.3 项目表里 着色器 那行的状态标为已完成。", SHADER, "| 着色器 | 已完成 | 120 | — |"),
        # A table numbering its rows: the row by its name cell.
        ("§B.6 光栅器 一行，吞吐改为 95", "| 1 | 光栅器 |   90 |", "| 1 | 光栅器 |   95 |"),
        (
            "§B.3 Road Net 一行，吞吐调整为 310",
            ROAD,
            "| **Road Net** |  稳定  | 310 | 见 [说明](http://x) |",
        ),
        # A verb of direction (上调, 下调, 调高, 下修) and a column named with 列 before it: the
        # column is the header's word alone.
        ("§B.3 表里 Vega 的吞吐上调为 2,800", VEGA, "| [Vega](http://v) | 试验 | 2,800 | 旧 |"),
        ("§B.3 Road Net 一行的吞吐 下调为 280", ROAD, ROAD.replace("300", "280")),
        ("§B.3 Road Net 一行的吞吐列调整为 310", ROAD, ROAD.replace("300", "310")),
        ("§B.3 Road Net 一行的 吞吐 列调高为 320", ROAD, ROAD.replace("300", "320")),
        ("§B.3 表中 Vega 一行，吞吐下修为 2,400", VEGA, VEGA.replace("2,556", "2,400")),
        # A row named in quotes: its name, never an old value of a pair with the new one.
        ("§B.3「着色器」一行备注改为「已弃用」", SHADER, "| 着色器 | 试验 | 120 | 已弃用 |"),
        ("§B.3「Road Net」一行，吞吐改为 310", ROAD, ROAD.replace("300", "310")),
        ("§B.3 “着色器”那一行的状态改成“稳定”。", SHADER, "| 着色器 | 稳定 | 120 | — |"),
        # A verb of correcting (修订为, 订为).
        ("§B.3 Vega 一行，吞吐修订为 2,800", VEGA, "| [Vega](http://v) | 试验 | 2,800 | 旧 |"),
        ("§B.3 Road Net 一行的吞吐订为 305。", ROAD, ROAD.replace("300", "305")),
    ],
)
def test_the_named_rows_cell_under_the_named_column_is_replaced(
    tmp_path: Path, request_words: str, old: str, new: str
) -> None:
    report, after = run(tmp_path, request_words)
    assert after == RENDER_KB.replace(old, new), report
    # One patch, citing the brief's line.
    assert "proposed" in report and "[line 9]" in report, report


@pytest.mark.parametrize(
    ("request_words", "why"),
    [
        ("§B.2 光线步进 一行，状态改为稳定", "0 tables"),  # no table, a list
        ("§B.4 着色器 一行，状态改为稳定", "2 tables"),
        ("§B.3 光栅器 一行，状态改为稳定", "0 rows"),
        ("§B.5 着色器 一行，状态改为归档", "2 rows"),
        ("§B.3 着色器 一行，许可证改为 MIT", "0 columns"),
        ("§B.5 短行 一行，状态改为稳定", "no cell under"),  # a row shorter than its header
        ("§B.3 着色器 一行，状态改为。", "by its column"),  # no new value
        ("§B.3 着色器 一行，状态改为稳定并补 arXiv:2612.00001", "by its column"),
        ("§B.3 着色器 一行，状态改为稳定（待 v2 确认）", "by its column"),  # an aside: whose?
        ("§B.3 着色器 一行，状态无需改为稳定", "by its column"),  # refused
        ('着色器那一行的状态改成"归档"。', "by its column"),  # no section named
        ("§B.3 那一行的状态改成稳定", "by its column"),  # no row named
    ],
)
def test_a_cell_change_kbpatch_cannot_place_stays_a_report_row(
    tmp_path: Path, request_words: str, why: str
) -> None:
    report, after = run(tmp_path, request_words)
    assert after == RENDER_KB, after
    row = next(line for line in report.splitlines() if why in line)
    assert request_words.rstrip("。")[:12] in report, report
    assert "not understood" in row or "unresolved" in row, row


@pytest.mark.parametrize(
    "request_words",
    [
        "§B.3 表中 着色器 的吞吐改为 150（原 120）。",
        '§B.3 着色器 一行："试验" 改为 "稳定"',
        "§B.3 着色器 一行 吞吐 120 改为 150",
    ],
)
def test_a_cell_change_with_its_old_value_is_read_as_before(
    tmp_path: Path, request_words: str
) -> None:
    report, after = run(tmp_path, request_words)
    assert "by its column" not in report, report
    assert after != RENDER_KB or "（原 120）" in request_words, report


@pytest.mark.parametrize(
    ("request_words", "old", "new"),
    [
        # A header of two words (`GPU 显存`), as the brief writes it.
        ("§B.7 调度器 一行，GPU 显存改为 35 GB", SCHEDULER, "| 调度器 | 35 GB | 试验 |"),
        ("§B.7 表中 调度器 的 GPU 显存调整为 35 GB。", SCHEDULER, "| 调度器 | 35 GB | 试验 |"),
        # Two cells of one row in one request: both, in one line.
        (
            "§B.7 表中 调度器 的 GPU 显存改成 35 GB，状态改为稳定。",
            SCHEDULER,
            "| 调度器 | 35 GB | 稳定 |",
        ),
        ("§B.3 着色器 一行：状态改为稳定，吞吐改为 150。", SHADER, "| 着色器 | 稳定 | 150 | — |"),
        (
            "§B.3 表里把 Vega 的吞吐改成 2,800，备注更新为 新",
            VEGA,
            "| [Vega](http://v) | 试验 | 2,800 | 新 |",
        ),
    ],
)
def test_every_cell_a_request_names_by_its_column_is_replaced(
    tmp_path: Path, request_words: str, old: str, new: str
) -> None:
    report, after = run(tmp_path, request_words)
    assert after == RENDER_KB.replace(old, new), report


def test_a_second_cell_under_no_column_of_the_table_leaves_the_row_unchanged(
    tmp_path: Path,
) -> None:
    report, after = run(tmp_path, "§B.3 着色器 一行，状态改为稳定，许可证改为 MIT")
    assert after == RENDER_KB, after
    assert "unresolved" in report or "not understood" in report, report
