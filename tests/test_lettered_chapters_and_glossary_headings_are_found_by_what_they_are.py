"""A KB lettered `## A. …` / `### A.1 …` is addressed as its writers do: a lettered chapter by
its noun (`F 章新增一条`), the glossary by what it is (`术语表` for `## F. 术语 · Glossary`), a
section by its quoted words with a pointer (`「实验室前沿」那一节`); and a list's line dictated
whole with its marker after `补上：` is written as given, never led by the item's title. Our
own KB and words."""

from __future__ import annotations

from pathlib import Path

import pytest

from .conftest import proposed_and_applied

BRIEF_PATH = "inbox/qi/2026-12-23-kelp-e1prep.md"
KB_PATH = "organized/knowledge/kelp.md"

KB = """\
# 海带养殖 活文档

## A. 养殖技术 · Farming

### A.1 苗种

- 夏苗：低温育苗，成本高。
- 秋苗：自然海区育苗。

### A.2 实验室前沿

- 基因组选育：已筛出耐高温品系。

## F. 术语 · Glossary

**筏架**（raft）：浮球与缆绳组成的养殖架。

**夹苗**：把幼苗夹入苗绳的工序。
"""

TERM = "**分苗**：把密集幼苗疏开、重新夹绳的工序。"
LINE = "- 单倍体育种：育种周期缩短到两年。"


def brief(suggestion: str) -> str:
    return f"""\
# kelp · E1 预消化简报（2026-12-23）

## 一、今日条目

### 条目 1：荣成海带育种进展

- **来源**：organized/paper_cards/2612-rongcheng.md
- **要点**：荣成育种场发布新品系。
- **建议归入**：{suggestion}

## 二、本轮结论与建议动作

- 见条目 1。
"""


def added(after: str) -> list[str]:
    return [line for line in after.splitlines() if line and line not in KB.splitlines()]


@pytest.mark.parametrize(
    "suggestion",
    [f"F 章新增一条：「{TERM}」", f"术语表末尾加一条：「{TERM}」", f"术语表末尾加一条：{TERM}"],
)
def test_the_new_term_lands_in_the_glossary(tmp_path: Path, suggestion: str) -> None:
    code, report, after = proposed_and_applied(tmp_path, KB_PATH, KB, brief(suggestion), BRIEF_PATH)
    assert code == 0, report
    (new,) = added(after)
    assert new.startswith(TERM.removesuffix("。")), new
    assert after.rstrip().splitlines()[-1] == new, after


@pytest.mark.parametrize(
    "suggestion",
    [
        f"「实验室前沿」那一节列表末尾补上：「{LINE}」",
        f"「实验室前沿」一节列表末尾补上：「{LINE}」",
    ],
)
def test_a_list_line_dictated_whole_is_written_as_given(tmp_path: Path, suggestion: str) -> None:
    code, report, after = proposed_and_applied(tmp_path, KB_PATH, KB, brief(suggestion), BRIEF_PATH)
    assert code == 0, report
    (new,) = added(after)
    assert new.startswith(LINE.removesuffix("。")), new
    lines = after.splitlines()
    assert lines[lines.index(new) - 1].startswith("- 基因组选育"), after
