"""`11 个省保持不变` in the brief's own caveats list, or as the 值得警惕 of a block of no item
(`### 复查 1：…`), keeps that figure from every item's edit (a closing line's too): the change
is reported forbidden with the caveat's line. A figure no edit changes holds nothing. Our own
words and KB."""

from __future__ import annotations

from pathlib import Path

import pytest

from .conftest import proposed_and_applied, report_rows
from .ordinal_kb import BRIEF_PATH, KB, KB_PATH, POLICY

HEAD = """\
# greenhouse · E1 预消化简报（2026-12-21）

## 一、今日增量

### 条目 1：补贴政策

- **来源**：organized/reports/policy.md
- **要点**：出台补贴政策的省增至 14 个。
- **建议归入**：见文末。

"""
CLOSING = """
## 二、本轮结论与建议动作

- §六（三）11 个省改为 14 个省（条目 1）
"""


def run(tmp_path: Path, middle: str) -> tuple[int, str, str]:
    return proposed_and_applied(tmp_path, KB_PATH, KB, HEAD + middle + CLOSING, BRIEF_PATH)


@pytest.mark.parametrize(
    "middle",
    [
        "## 值得警惕的矛盾\n\n- 11 个省保持不变，待口径统一后再议。\n",
        "## 复查项\n\n### 复查 1：政策口径\n\n- **要点**：14 个含计划单列市。\n"
        "- **值得警惕**：11 个省保持不变，待口径统一后再议。\n",
    ],
)
def test_the_change_is_forbidden(tmp_path: Path, middle: str) -> None:
    _, report, after = run(tmp_path, middle)
    assert after == KB, report
    assert any("forbidden" in row and "11 个省保持不变" in row for row in report_rows(report))


def test_a_figure_no_edit_changes_holds_nothing(tmp_path: Path) -> None:
    code, report, after = run(tmp_path, "## 值得警惕的矛盾\n\n- 30 亿元保持不变。\n")
    assert code == 0, report
    assert POLICY.replace("11", "14") in after.splitlines(), report
