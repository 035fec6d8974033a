"""A new entry asked for before a named entry (`在 X 条目前插入一条 Y`, `X 那条前补一条 Y`) is
a place kbpatch does not write: it is reported with the words, never added at the section's
end in its stead, as `排在 X 前面` is. `该条目前…` ("that entry, currently…") names no place.
Our own words, on a small KB of our own."""

from __future__ import annotations

from pathlib import Path

import pytest

from .conftest import proposed_and_applied, report_rows

KB_PATH = "organized/knowledge/kiln.md"
BRIEF_PATH = "inbox/ann/2026-12-26-kiln-e1prep.md"

KB = """\
# kiln 活文档

## 1 窑型

### 1.1 柴窑

**穴窑**：依山而建的斜坡窑，升温慢，落灰多。

**龙窑**：长条形连续窑室，产量大，温差明显。

**登窑**：分室阶梯窑，热利用率高于龙窑。
"""


def brief(suggestion: str) -> str:
    return f"""\
# kiln · E1 预消化简报（2026-12-26）

## 一、今日条目

### 条目 1：蛇窑

- **来源**：organized/paper_cards/81-x.md
- **要点**：台湾常见的细长柴窑，窑身较龙窑窄。
- **建议归入**：{suggestion}
"""


def run(tmp_path: Path, suggestion: str) -> tuple[int, str, str]:
    return proposed_and_applied(tmp_path, KB_PATH, KB, brief(suggestion), BRIEF_PATH)


@pytest.mark.parametrize(
    "suggestion",
    [
        "在 §1.1 的龙窑条目前插入一条蛇窑。",
        "§1.1 龙窑那条前补一条蛇窑。",
        "§1.1 新增蛇窑条目，排在龙窑前面。",
        "§1.1 新增蛇窑条目，放在登窑这条前。",
    ],
)
def test_a_new_entry_before_a_named_one_is_reported_not_added_at_the_end(
    tmp_path: Path, suggestion: str
) -> None:
    code, report, after = run(tmp_path, suggestion)
    assert after == KB and code == 1, report
    (row,) = report_rows(report)
    assert "a place kbpatch does not write" in row, report


def test_that_entry_currently_names_no_place(tmp_path: Path) -> None:
    code, report, after = run(tmp_path, "§1.1 新增蛇窑条目；该条目前半句照要点写。")
    assert code == 0, report
    assert "**蛇窑**" in after.splitlines()[-1], after
