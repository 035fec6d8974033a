"""A glossary whose lines give the term in bold and its English name after a slash
(`- **纬密** / Weft Density：…`): a line the brief dictates for it, with or without the bold
and backquotes, is written in that form (the bold on the term alone, not stretched over the
English name), and a term the glossary defines already is not defined a second time. Our own
KB and words."""

from __future__ import annotations

from pathlib import Path

import pytest

from .conftest import proposed_and_applied, report_rows

BRIEF_PATH = "inbox/ke/2026-12-26-looms-e1prep.md"
KB_PATH = "organized/knowledge/looms.md"

KB = """\
# 织机 活文档

## 1 机型

剑杆织机与喷气织机并存。

## 2 术语

- **纬密** / Weft Density：每厘米内的纬纱根数。
- **开口** / Shedding：经纱分成上下两层、形成梭口的动作。
- **引纬** / Weft Insertion：把纬纱送过梭口的动作。

## 3 变更

- 2026-11-28 初版。
"""

LINE = "综框** / Heald Frame：提起经纱、形成开口的框架。"
WRITTEN = f"- **{LINE}（E1 2026-12-26 · 条目 1）"


def brief(suggestion: str) -> str:
    return f"""\
# looms · E1 预消化简报（2026-12-26）

## 一、今日条目

### 条目 1：综框术语

- **来源**：organized/paper_cards/2612-heald.md
- **要点**：正文多处用到综框。
- **建议归入**：{suggestion}

## 二、本轮结论与建议动作

- 见条目 1。
"""


def added(after: str) -> list[str]:
    return [line for line in after.splitlines() if line not in KB.splitlines()]


@pytest.mark.parametrize(
    "suggestion",
    [
        f"§2 术语新增：`- **{LINE}`",
        f"术语一章补一条 - **{LINE}",
        "术语表补一条：综框 / Heald Frame：提起经纱、形成开口的框架。",
        f"2 术语 添一行：**{LINE}",
    ],
)
def test_a_dictated_term_keeps_its_bold_on_the_term_alone(tmp_path: Path, suggestion: str) -> None:
    code, report, after = proposed_and_applied(tmp_path, KB_PATH, KB, brief(suggestion), BRIEF_PATH)
    assert code == 0, report
    assert added(after) == [WRITTEN], report
    lines = after.splitlines()
    assert (
        lines.index(WRITTEN)
        == lines.index("- **引纬** / Weft Insertion：把纬纱送过梭口的动作。") + 1
    )


def test_a_term_the_glossary_defines_is_not_defined_again(tmp_path: Path) -> None:
    suggestion = "§2 术语新增：- **开口** / Shed：经纱分层的动作。"
    code, report, after = proposed_and_applied(tmp_path, KB_PATH, KB, brief(suggestion), BRIEF_PATH)
    assert after == KB and code == 1, report
    assert any("开口" in row and "already" in row for row in report_rows(report)), report
