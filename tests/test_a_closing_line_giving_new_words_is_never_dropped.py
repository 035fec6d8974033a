"""A closing-list line of no item and no section kbpatch reads, that gives the words to change
something to (`版本行更新为：…`, `状态行改为 …`), is reported with its words, never dropped
while the brief's other lines get their patches. Our own KB and words."""

from __future__ import annotations

from pathlib import Path

import pytest

from .conftest import proposed_and_applied, report_rows

BRIEF_PATH = "inbox/mu/2026-12-24-compilers-e1prep.md"
KB_PATH = "organized/knowledge/compilers.md"

KB = """\
# 编译器 活文档

维护：穆青 ｜ 版次：v1.2 ｜ 更新：2026-11-28

## 2 优化

### 2.1 调度器

- Halide-X（MIT，2024）— 自动调度，平均提速约 1.8 倍。
"""


def brief(closing: str) -> str:
    return f"""\
# compilers · E1 预消化简报（2026-12-24）

## 一、今日条目

### 条目 1：Halide-X 复测

- **来源**：organized/paper_cards/2612-halide-x-v2.md
- **要点**：第二版论文订正为约 1.9 倍。
- **建议归入**：§2.1 Halide-X 条目“约 1.8 倍”改为“约 1.9 倍”

## 二、本轮结论与建议动作

- {closing}
"""


@pytest.mark.parametrize(
    "closing",
    [
        "版次行更新为：`维护：穆青 ｜ 版次：v1.3 ｜ 更新：2026-12-24`",
        "状态行改为 维护：穆青 ｜ 版次：v1.3",
        "版次号调整为 v1.3",
    ],
)
def test_the_line_is_reported_beside_the_item_s_patch(tmp_path: Path, closing: str) -> None:
    code, report, after = proposed_and_applied(tmp_path, KB_PATH, KB, brief(closing), BRIEF_PATH)
    assert "平均提速约 1.9 倍" in after, report
    assert "v1.2" in after, report
    assert any("v1.3" in row and "not understood" in row for row in report_rows(report)), report
    assert code == 1, report
