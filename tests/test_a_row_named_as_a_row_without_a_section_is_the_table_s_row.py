"""A request with no section that calls what it names a row (`Paraformer 行 …`, `Paraformer
一行的…`) means the one table row of that name, where a glossary paragraph or a list line also
opens with the name. Without the row word, or with two such rows, which one is meant is not
guessed: reported. A request that speaks of the name's definition (`X 的定义末尾补…`) means the
term's entry, not the row. Our own words and KB."""

from __future__ import annotations

from pathlib import Path

import pytest

from .conftest import proposed_and_applied

BRIEF_PATH = "inbox/yu/2026-12-30-speech-e1prep.md"
KB_PATH = "organized/knowledge/speech.md"

KB = """\
# 语音识别活文档

## 1. 评测

| 模型 | 数据集 | 准确率 (%) | 延迟（ms） |
|---|---|---|---|
| Whisper | LibriClean | 97.1 | 120 |
| Paraformer | AISHELL | 95.4 | 60 |

## 2. 术语

**Paraformer**：非自回归的中文识别模型，一次并行输出整句。

**CTC**：连接时序分类，一种不需对齐标注的训练目标。
"""

ROW = "| Paraformer | AISHELL | 95.4 | 55 |"


def brief(request: str) -> str:
    return (
        "# speech · E1 预消化简报（2026-12-30）\n\n## 一、增量\n\n"
        "### 条目 1：Paraformer 复测\n\n"
        "- **来源**：inbox/yu/2026-12-29-notes.md\n"
        "- **要点**：新版推理延迟降到 55 ms。\n"
        f"- **建议归入**：{request}\n"
    )


@pytest.mark.parametrize(
    "request_words",
    [
        "Paraformer 行 延迟（ms） 60 改为 55。",
        "Paraformer 一行的延迟由 60 改为 55。",
        "把 Paraformer 这一行的延迟 60 更新为 55。",
    ],
)
def test_the_row_word_picks_the_table_row(tmp_path: Path, request_words: str) -> None:
    code, report, after = proposed_and_applied(
        tmp_path, KB_PATH, KB, brief(request_words), BRIEF_PATH
    )
    assert code == 0, report
    changed = [line for line in after.splitlines() if line not in KB.splitlines()]
    assert changed == [ROW], report


TWO_ROWS = KB + "\n## 3. 线上\n\n| 模型 | 延迟（ms） |\n|---|---|\n| Paraformer | 60 |\n"


@pytest.mark.parametrize(
    ("kb", "request_words"),
    [
        (KB, "Paraformer 的延迟 60 改为 55。"),
        (TWO_ROWS, "Paraformer 行 延迟（ms） 60 改为 55。"),
    ],
)
def test_without_the_row_word_or_with_two_rows_nothing_is_guessed(
    tmp_path: Path, kb: str, request_words: str
) -> None:
    code, report, after = proposed_and_applied(
        tmp_path, KB_PATH, kb, brief(request_words), BRIEF_PATH
    )
    assert after == kb
    assert code != 0, report


@pytest.mark.parametrize(
    "request_words",
    [
        "Paraformer 的定义末尾补一句：由达摩院开源。",
        "给 Paraformer 的定义补一句：由达摩院开源。",
        "在 Paraformer 释义后面加上：由达摩院开源。",
    ],
)
def test_a_definition_named_without_a_section_is_the_term_not_the_row(
    tmp_path: Path, request_words: str
) -> None:
    code, report, after = proposed_and_applied(
        tmp_path, KB_PATH, KB, brief(request_words), BRIEF_PATH
    )
    assert code == 0, report
    changed = [line for line in after.splitlines() if line not in KB.splitlines()]
    assert changed == [
        "**Paraformer**：非自回归的中文识别模型，一次并行输出整句。由达摩院开源。"
    ], report
