"""A timeline whose lines open with their month and a colon (`- 2025-02：…`): a dated line the
brief gives right after its count (`补一条 2024-11：…`) is that line, placed by its date; one
whose date is followed by a comma (`加一条：2025-03，…`) takes the timeline's colon. Never an
entry of the item. Our own KB and words."""

from __future__ import annotations

from pathlib import Path

import pytest

from .conftest import proposed_and_applied

BRIEF_PATH = "inbox/mu/2026-12-24-compilers-e1prep.md"
KB_PATH = "organized/knowledge/compilers.md"

KB = """\
# 编译器 活文档

## 3 大事记

- 2023-06：Halide-X 开源。
- 2024-12：TVM-Ansor 并入主线。
- 2025-05：多面体调度器发布。

## 4 其他

正文。
"""


def brief(suggestion: str) -> str:
    return f"""\
# compilers · E1 预消化简报（2026-12-24）

## 一、今日条目

### 条目 1：大事记

- **来源**：organized/paper_cards/2612-events.md
- **要点**：补两件旧事。
- **建议归入**：{suggestion}

## 二、本轮结论与建议动作

- 见条目 1。
"""


@pytest.mark.parametrize(
    ("suggestion", "line", "before"),
    [
        (
            "§3 大事记补一条 2024-11：稀疏编译器原型发布。",
            "- 2024-11：稀疏编译器原型发布。（E1 2026-12-24 · 条目 1）",
            "- 2024-12：TVM-Ansor 并入主线。",
        ),
        (
            "§3 加一条：2025-03，自动调度进入生产。",
            "- 2025-03：自动调度进入生产。（E1 2026-12-24 · 条目 1）",
            "- 2025-05：多面体调度器发布。",
        ),
    ],
)
def test_the_dated_line_goes_in_by_its_date(
    tmp_path: Path, suggestion: str, line: str, before: str
) -> None:
    code, report, after = proposed_and_applied(tmp_path, KB_PATH, KB, brief(suggestion), BRIEF_PATH)
    assert code == 0, report
    lines = after.splitlines()
    assert line in lines and lines.index(line) + 1 == lines.index(before), report
