"""A glossary written as a definition list whose terms carry their other name in Latin words
(`调度（scheduling）` / `: …`): a term the brief dictates with its other name (`新增：X（y）：…`,
`补一条 X（y）：…`, `补一条：术语"X（y）"，释义"…"`) keeps it, and its definition is the
brief's, never the request's own words. A keep of one term (`"调度"的释义先不动`) holds a change of
that term's definition, not a new term. Our own KB and words."""

from __future__ import annotations

from pathlib import Path

import pytest

from .conftest import proposed_and_applied

BRIEF_PATH = "inbox/mu/2026-12-24-compilers-e1prep.md"
KB_PATH = "organized/knowledge/compilers.md"

KB = """\
# 编译器 活文档

## 2 优化

正文。

## 附录 A 术语

调度（scheduling）
: 决定循环的执行顺序与并行方式。

融合（fusion）
: 把多个算子合成一个内核，省去中间结果的读写。

## 附录 B 变更

- 2026-11-28 初版。
"""

DEFINITION = "把多面体模型中的迭代域按仿射变换重新排列"


def brief(suggestion: str) -> str:
    return f"""\
# compilers · E1 预消化简报（2026-12-24）

## 一、今日条目

### 条目 1：仿射变换

- **来源**：organized/paper_cards/2612-affine.md
- **要点**：正文多处用到仿射变换。
- **建议归入**：{suggestion}

## 二、本轮结论与建议动作

- 见条目 1。
"""


@pytest.mark.parametrize(
    "suggestion",
    [
        f"附录 A 术语新增：仿射变换（affine transform）：{DEFINITION}。",
        f"附录 A 术语补一条 仿射变换（affine transform）：{DEFINITION}。",
        f"附录 A 术语补一条：术语“仿射变换（affine transform）”，释义“{DEFINITION}。”",
    ],
)
def test_the_term_keeps_its_other_name(tmp_path: Path, suggestion: str) -> None:
    code, report, after = proposed_and_applied(tmp_path, KB_PATH, KB, brief(suggestion), BRIEF_PATH)
    assert code == 0, report
    added = [line for line in after.splitlines() if line and line not in KB.splitlines()]
    assert added == [
        "仿射变换（affine transform）",
        f": {DEFINITION}。（E1 2026-12-24 · 条目 1）",
    ], report


KEEP = "附录 A 里“调度”的释义先不动。"


def with_caveat(suggestion: str) -> str:
    return brief(suggestion).replace("- **建议归入**", f"- **值得警惕**：{KEEP}\n- **建议归入**")


def test_a_keep_of_one_term_leaves_a_new_term(tmp_path: Path) -> None:
    suggestion = f"附录 A 术语新增：仿射变换（affine transform）：{DEFINITION}。"
    code, report, after = proposed_and_applied(
        tmp_path, KB_PATH, KB, with_caveat(suggestion), BRIEF_PATH
    )
    assert code == 0, report
    assert "仿射变换（affine transform）" in after.splitlines(), report


def test_a_keep_of_one_term_holds_a_change_of_its_definition(tmp_path: Path) -> None:
    suggestion = "附录 A 术语中“调度”的释义“执行顺序”改为“执行次序”"
    _, report, after = proposed_and_applied(
        tmp_path, KB_PATH, KB, with_caveat(suggestion), BRIEF_PATH
    )
    assert after == KB, report
