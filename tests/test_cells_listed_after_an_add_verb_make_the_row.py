"""Cells a request lists after an add verb's colon for a table (`变更 新增：v1.3，2026-12-24，
穆青，…`), as after `一行：`, make the new row in the columns' order, where the table's dates put
it (a newest-first changelog: on top); never a row of the item's words with empty cells. Words
after the colon that are no cells are reported. Our own KB and words."""

from __future__ import annotations

from pathlib import Path

import pytest

from .conftest import proposed_and_applied, report_rows

BRIEF_PATH = "inbox/mu/2026-12-24-compilers-e1prep.md"
KB_PATH = "organized/knowledge/compilers.md"

KB = """\
# 编译器 活文档

## 2 优化

正文。

## 变更

| 版本 | 日期 | 修改人 | 内容 |
|---|---|---|---|
| v1.2 | 2026-11-28 | 穆青 | 补 Halide-X。 |
| v1.1 | 2026-10-02 | 穆青 | 初版。 |
"""


def brief(suggestion: str) -> str:
    return f"""\
# compilers · E1 预消化简报（2026-12-24）

## 一、今日条目

### 条目 1：变更记录

- **来源**：organized/paper_cards/2612-changes.md
- **要点**：本轮订正 Halide-X。
- **建议归入**：{suggestion}

## 二、本轮结论与建议动作

- 见条目 1。
"""


@pytest.mark.parametrize(
    "suggestion",
    [
        "变更 新增：v1.3，2026-12-24，穆青，订正 Halide-X",
        "变更 新增：v1.3、2026-12-24、穆青、订正 Halide-X",
    ],
)
def test_the_listed_cells_make_the_row_on_top(tmp_path: Path, suggestion: str) -> None:
    code, report, after = proposed_and_applied(tmp_path, KB_PATH, KB, brief(suggestion), BRIEF_PATH)
    assert code == 0, report
    lines = after.splitlines()
    new = lines[lines.index("|---|---|---|---|") + 1]
    assert new.startswith("| v1.3 | 2026-12-24 | 穆青 | 订正 Halide-X"), report
    assert len(lines) == len(KB.splitlines()) + 1, report


def test_words_that_are_no_cells_are_reported(tmp_path: Path) -> None:
    suggestion = "变更 新增：v1.3 本轮订正了 Halide-X 的提速数字"
    code, report, after = proposed_and_applied(tmp_path, KB_PATH, KB, brief(suggestion), BRIEF_PATH)
    assert after == KB and code == 1, report
    assert any("Halide-X" in row for row in report_rows(report)), report
