"""A closing-list line tagged with its item that names that item's entry but no place of its own
(`- 条目 2：同上，新增 Beacon`, both items' 建议归入 saying 见文末): the item's only request. The
entry's name is the line's own item, not another item to pair with a place later in the line:
the line is reported with its words, never dropped."""

from __future__ import annotations

from pathlib import Path

import pytest

from .conftest import proposed_and_applied

BRIEF_PATH = "inbox/jo/2026-12-03-agents-e1prep.md"
KB_PATH = "organized/knowledge/agents.md"

KB = """\
# agents 活文档

## 1 规划

### 1.1 任务分解

- **ReAct**（arXiv:2210.03629）：推理与行动交替。

### 1.2 反思

- **Reflexion**（arXiv:2303.11366）：用语言反馈自我修正。
"""


def brief(second: str) -> str:
    return f"""\
# agents · E1 预消化简报（2026-12-03）

## 一、条目

### 条目 1：Lattice：分层子目标规划

- 来源：arXiv:2612.01111
- 要点：先产出子目标树再逐层执行，WebArena 成功率提升 6 个点。
- 建议归入：见文末。

### 条目 2：Beacon：工具调用缓存

- 来源：arXiv:2612.02222
- 要点：缓存相同参数的工具调用结果，步数减少三成。
- 建议归入：见文末。

## 二、建议动作

- 条目 1：§1.1 新增 Lattice
- {second}
"""


@pytest.mark.parametrize(
    "second",
    [
        "条目 2：同上，新增 Beacon",
        "条目 2：位置同前，补一条 Beacon",
        "条目 2：同前，添 Beacon 一条",
    ],
)
def test_a_closing_line_naming_its_own_items_entry_and_no_place_is_reported(
    tmp_path: Path, second: str
) -> None:
    code, report, after = proposed_and_applied(tmp_path, KB_PATH, KB, brief(second), BRIEF_PATH)
    assert any(line.startswith("- **Lattice") for line in after.splitlines()), report
    assert "Beacon" not in after
    assert code == 1
    rows = [line for line in report.splitlines() if "(条目 2)" in line]
    assert rows and all("not understood" in row or "unresolved" in row for row in rows), report
