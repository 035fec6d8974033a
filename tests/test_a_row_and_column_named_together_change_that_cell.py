"""`X 行 Y 列由 A 改为 B`: a request that names a table's row and column changes A in that
cell only; a row no first cell names (`MuJoCo 行` where MuJoCo is another row's engine), a
column the table lacks, or a cell that does not hold A is reported, never A changed where
another row or column holds it."""

from __future__ import annotations

from pathlib import Path

import pytest

from .conftest import proposed_and_applied

KB_PATH = "organized/knowledge/robots.md"
BRIEF_PATH = "inbox/ann/2026-12-16-robots-e1prep.md"
KB = """\
# robots 活文档

## 2 仿真

| 平台 | 引擎 | GPU 并行 | 备注 |
|---|---|---|---|
| Isaac Lab | PhysX | 是 | 大规模并行 |
| RoboDesk | MuJoCo | 否 | 桌面任务 |
| MuJoCo | MuJoCo | 否 | 经典引擎 |
"""


def brief(suggestion: str) -> str:
    return (
        "# robots · E1 预消化简报（2026-12-16）\n\n## 一、条目\n\n"
        "### 条目 1：仿真平台复查\n\n"
        "- **来源**：inbox/ann/2026-12-15-notes.md\n"
        "- **要点**：新版支持 GPU 批量仿真。\n"
        f"- **建议归入**：{suggestion}\n"
    )


def changed(after: str) -> list[str]:
    return [line for line in after.splitlines() if line not in KB.splitlines()]


@pytest.mark.parametrize(
    "suggestion",
    [
        '§2 MuJoCo 行 GPU 并行 列由"否"改为"是"。',
        "§2 表 MuJoCo 一行的 GPU 并行 一列由 否 改为 是。",
        "§2 MuJoCo 行 GPU 并行 栏由「否」改成「是」。",
    ],
)
def test_the_named_cell_is_changed(tmp_path: Path, suggestion: str) -> None:
    _, report, after = proposed_and_applied(tmp_path, KB_PATH, KB, brief(suggestion), BRIEF_PATH)
    assert changed(after) == ["| MuJoCo | MuJoCo | 是 | 经典引擎 |"], report


@pytest.mark.parametrize(
    ("suggestion", "reason"),
    [
        ('§2 PhysX 行 GPU 并行 列由"是"改为"否"。', "no row"),
        ("§2 RoboDesk 行 速度 列由 否 改为 是。", "「速度」"),
        ("§2 Isaac Lab 行 备注 列由 否 改为 是。", "备注"),
    ],
)
def test_a_row_column_or_cell_that_is_not_there_is_reported(
    tmp_path: Path, suggestion: str, reason: str
) -> None:
    _, report, after = proposed_and_applied(tmp_path, KB_PATH, KB, brief(suggestion), BRIEF_PATH)
    assert after == KB
    assert reason in report and "unresolved" in report
