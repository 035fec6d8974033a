"""Sections numbered with a closing bracket (`### A-1）调度`, `### A-2）调度之外的优化`): a
section named by its words (`调度一节`) is the one whose words they are, not another whose
words hold them. Our own KB and words."""

from __future__ import annotations

from pathlib import Path

import pytest

from .conftest import proposed_and_applied

BRIEF_PATH = "inbox/mu/2026-12-24-compilers-e1prep.md"
KB_PATH = "organized/knowledge/compilers.md"

KB = """\
# 编译器 活文档

## A 优化

### A-1）调度

自动调度在 CPU 上平均提速约 1.8 倍。

### A-2）调度之外的优化

算子融合平均提速约 1.3 倍。
"""


def brief(suggestion: str) -> str:
    return f"""\
# compilers · E1 预消化简报（2026-12-24）

## 一、今日条目

### 条目 1：复测

- **来源**：organized/paper_cards/2612-repro.md
- **要点**：复测数字。
- **建议归入**：{suggestion}

## 二、本轮结论与建议动作

- 见条目 1。
"""


@pytest.mark.parametrize(
    ("suggestion", "written"),
    [
        ("调度一节“约 1.8 倍”改为“约 1.9 倍”", "自动调度在 CPU 上平均提速约 1.9 倍。"),
        ("调度之外的优化一节“约 1.3 倍”改为“约 1.4 倍”", "算子融合平均提速约 1.4 倍。"),
    ],
)
def test_the_section_whose_words_they_are(tmp_path: Path, suggestion: str, written: str) -> None:
    code, report, after = proposed_and_applied(tmp_path, KB_PATH, KB, brief(suggestion), BRIEF_PATH)
    assert code == 0, report
    assert written in after.splitlines(), report
