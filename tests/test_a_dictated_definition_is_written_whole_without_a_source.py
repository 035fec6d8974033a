"""A new term whose definition the brief dictates (`添一条"X"，释义为：…`, `定义为…`, `解释为：…`,
with or without a comma after the quote) is written as given, in the glossary's own form (a
definition list `X` / `: …`, or bold names `- **X**：…`), with the provenance mark and nothing
else: never a `来源：…` sentence, never the item's 来源 (`同条目 4` points at another item), and
the quoted term is its name, not a note's label beside the item's title. Our own words."""

from __future__ import annotations

from pathlib import Path

import pytest

from .conftest import proposed_and_applied

BRIEF_PATH = "inbox/lu/2026-12-21-compilers-e1prep.md"
KB_PATH = "organized/knowledge/compilers.md"

DEFINITION_LIST = """\
# compilers 活文档

## 1 概览

### 1.1 词汇

寄存器分配
: 把虚拟寄存器映射到物理寄存器的过程。

内联
: 把被调函数体展开到调用点。

### 1.2 判断

本节只有文字。
"""

BOLD_NAMES = """\
# compilers 活文档

## 1 概览

### 1.1 词汇

- **寄存器分配**：把虚拟寄存器映射到物理寄存器的过程。
- **内联**：把被调函数体展开到调用点。

### 1.2 判断

本节只有文字。
"""

DEFINITION = "函数的最后一步是调用另一个函数，调用方的栈帧可以复用"


def brief(source: str, lead: str) -> str:
    return f"""\
# compilers · E1 预消化简报（2026-12-21）

## 一、今日条目

### 条目 1：术语补充：尾调用

- **来源**：{source}
- **建议归入**：1.1 词汇 添一条"尾调用"{lead}{DEFINITION}。
"""


LEADS = ["，释义为：", "释义为：", "，定义为", "定义为：", "，解释为：", "解释为"]
SOURCES = ["同条目 4", "organized/guides/0412-tail-calls.md"]
MARK = "（E1 2026-12-21 · 条目 1）"


def written(tmp_path: Path, kb: str, source: str, lead: str) -> str:
    code, report, after = proposed_and_applied(
        tmp_path, KB_PATH, kb, brief(source, lead), BRIEF_PATH
    )
    assert code == 0, report
    assert "来源" not in after and "同条目" not in after, after
    return after


LAST_TERM = "内联\n: 把被调函数体展开到调用点。\n"
LAST_NAME = "- **内联**：把被调函数体展开到调用点。\n"


@pytest.mark.parametrize("source", SOURCES)
@pytest.mark.parametrize("lead", LEADS)
def test_a_definition_list_term_takes_the_dictated_definition_alone(
    tmp_path: Path, lead: str, source: str
) -> None:
    after = written(tmp_path, DEFINITION_LIST, source, lead)
    new = f"{LAST_TERM}\n尾调用\n: {DEFINITION}。{MARK}\n"
    assert after == DEFINITION_LIST.replace(LAST_TERM, new), after


@pytest.mark.parametrize("source", SOURCES)
@pytest.mark.parametrize("lead", LEADS)
def test_a_bold_glossary_term_takes_the_dictated_definition_alone(
    tmp_path: Path, lead: str, source: str
) -> None:
    after = written(tmp_path, BOLD_NAMES, source, lead)
    new = f"{LAST_NAME}- **尾调用**：{DEFINITION}。{MARK}\n"
    assert after == BOLD_NAMES.replace(LAST_NAME, new), after
