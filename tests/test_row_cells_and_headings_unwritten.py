"""Two requests kbpatch does not write, reported with their words and never read as a new entry
or row: a table row's cell changed by its column's name with no old value where kbpatch cannot
tell the section or the row (`X 一行，状态改为稳定` with no section: the clause `X 一行` only
names the row; a row the table holds is never added again), and a new heading (`§B.2 下新增一个
小节「X」`). A value that stands only in a table's header is no row's value (`X 行：状态 → 归档`
never renames the column). Our own words, on a small KB."""

from __future__ import annotations

from pathlib import Path

import pytest

from .conftest import proposed_and_applied

KB = "organized/knowledge/graphs.md"
BRIEF = "inbox/mei/2026-12-21-graphs-e1prep.md"

GRAPHS_KB = """\
# graphs 活文档

## B. 图算法

### B.2 方法

- **Dijkstra**：单源最短路，非负权。
- **Floyd**：全源最短路。

### B.3 项目表

| 项目 | 吞吐 | 状态 |
|---|---|---|
| 着色器 | 120 | 试验 |
| 路网 | 300 | 稳定 |
"""


ROW = "| 着色器 | 120 | 试验 |"


def brief(request: str) -> str:
    return (
        "# graphs · E1 预消化（2026-12-21）\n\n## 一、增量\n\n"
        "### 条目 1：着色器进展\n\n"
        "- **来源**：inbox/mei/2026-12-20-weekly.md\n"
        "- **要点**：着色器连续两周无回归，吞吐持平。\n"
        f"- **建议归入**：{request}\n"
    )


def run(tmp_path: Path, request: str) -> tuple[str, str]:
    code, report, after = proposed_and_applied(
        tmp_path / "kb", KB, GRAPHS_KB, brief(request), BRIEF
    )
    assert code in (0, 1), report
    return report, after


@pytest.mark.parametrize(
    "request_words",
    [
        # No section named, or no row: kbpatch cannot tell which cell (a cell change it can
        # read is proposed: tests/test_cell_change_without_old_value.py).
        '着色器那一行的状态改成"归档"。',
        "路网那行的状态改为归档。",
        "§B.3 那一行的状态改成稳定。",
        "B.3 表里这一行的吞吐改为 150。",
    ],
)
def test_a_cell_changed_by_its_column_is_reported_never_a_new_row(
    tmp_path: Path, request_words: str
) -> None:
    report, after = run(tmp_path, request_words)
    assert after == GRAPHS_KB, after
    row = next(line for line in report.splitlines() if "by its column" in line)
    assert "not understood" in row and request_words.rstrip("。") in row, report
    # The row stands under the section the brief names, where it names one.
    assert ("B.3" in request_words) == ("§B.3 " in row), row


def test_the_header_is_never_renamed_by_an_arrow(tmp_path: Path) -> None:
    # `状态` stands only in the header: the column named, its cell in the row replaced.
    for words in ["B.3 里 着色器 行：状态 → 归档。", "§B.3 着色器 一行：状态 → 归档"]:
        report, after = run(tmp_path / str(len(words)), words)
        assert after == GRAPHS_KB.replace(ROW, "| 着色器 | 120 | 归档 |"), report


@pytest.mark.parametrize(
    ("request_words", "old", "new"),
    [
        # An old value given: the row's cell is replaced, as before.
        ('B.3 表着色器一行，"试验" 改为 "稳定"。', ROW, "| 着色器 | 120 | 稳定 |"),
        ('§B.3 着色器 一行："120" → "150"', ROW, "| 着色器 | 150 | 试验 |"),
        # The header asked by name is still rewritten.
        ('B.3 表头"状态"改为"阶段"。', "| 项目 | 吞吐 | 状态 |", "| 项目 | 吞吐 | 阶段 |"),
        ('§B.3 表头的 "吞吐" 改成 "QPS"', "| 项目 | 吞吐 | 状态 |", "| 项目 | QPS | 状态 |"),
    ],
)
def test_a_cell_with_its_old_value_or_a_header_asked_is_replaced(
    tmp_path: Path, request_words: str, old: str, new: str
) -> None:
    report, after = run(tmp_path, request_words)
    assert after == GRAPHS_KB.replace(old, new), report


@pytest.mark.parametrize(
    "request_words",
    [
        "§B.2 新增小节 着色。",
        "§B.2 下新增一个小节「着色」。",
        "add a subsection Coloring under §B.2",
        "B.2 里另起一节「着色」，写入本条。",
        "§B.2 加个新的子小节：着色。",
        "Create a new heading Coloring in §B.2.",
    ],
)
def test_a_new_heading_is_reported_never_an_entry(tmp_path: Path, request_words: str) -> None:
    report, after = run(tmp_path, request_words)
    assert after == GRAPHS_KB, after
    row = next(line for line in report.splitlines() if "new heading" in line)
    assert "not understood" in row and "§B.2 " in row, report


@pytest.mark.parametrize(
    "request_words",
    [
        "§B.2 小节新增一条 着色器。",
        "「方法」小节新增一条 着色器。",
        "B.2 小节里补一条：着色器。",
        "§B.2 新增一条，不新建小节。",
    ],
)
def test_an_entry_in_a_named_subsection_is_still_added(tmp_path: Path, request_words: str) -> None:
    report, after = run(tmp_path, request_words)
    added = [line for line in after.splitlines() if line not in GRAPHS_KB.splitlines()]
    assert len(added) == 1 and added[0].startswith("- **"), report
    lines = after.splitlines()
    assert lines.index(added[0]) < lines.index("### B.3 项目表"), after


@pytest.mark.parametrize(
    "request_words",
    [
        "B.3 表补一行：| 着色器 | 150 | 稳定 |",
        "§B.3 新增一行：| 着色器 | 150 | 稳定 |",
        "B.3 项目表加一行如下 | **着色器** | 150 | 稳定 |",
        "§B.3 table: add a row | 着色器 | 150 | 稳定 |",
    ],
)
def test_a_row_the_table_holds_is_never_added_again(tmp_path: Path, request_words: str) -> None:
    report, after = run(tmp_path, request_words)
    assert after == GRAPHS_KB, after
    assert "already holds a row 「着色器」" in report, report


def test_a_written_out_row_of_a_new_name_is_still_added(tmp_path: Path) -> None:
    report, after = run(tmp_path, "B.3 表补一行：| 染色器 | 150 | 稳定 |")
    added = [line for line in after.splitlines() if line not in GRAPHS_KB.splitlines()]
    assert added == ["| 染色器 | 150 | 稳定（E1 2026-12-21 · 条目 1） |"], report


@pytest.mark.parametrize(
    "request_words",
    [
        "B.3 表中 着色器 的吞吐改为 150（原 120）。",
        "着色器那一行的吞吐改成 150（原为 120）。",
        "§B.3 着色器这一行，吞吐调整为 150（旧值 120）。",
        "B.3 表 着色器 一行，吞吐改为 150 (was 120)。",
    ],
)
def test_a_cell_change_that_gives_its_old_value_aside_is_not_said_to_lack_it(
    tmp_path: Path, request_words: str
) -> None:
    report, after = run(tmp_path, request_words)
    assert "without its old value" not in report, report
    assert after in (GRAPHS_KB, GRAPHS_KB.replace(ROW, "| 着色器 | 150 | 试验 |")), after


@pytest.mark.parametrize(
    "request_words",
    [
        "B.3 表新增一行 图着色。",
        "B.3 项目表加一行 图着色",
        "§B.3 表末尾补一行。",
        "在 B.3 的表里添一行本条。",
    ],
)
def test_a_new_row_the_item_fills_no_cell_of_is_reported_never_a_row_of_blanks(
    tmp_path: Path, request_words: str
) -> None:
    # The item says nothing of 吞吐 or 状态: a row of its name and the provenance mark alone
    # (the mark standing in 状态) is no row a reviewer keeps.
    report, after = run(tmp_path, request_words)
    assert after == GRAPHS_KB, after
    assert "none of the new row's cells" in report, report
