"""A new row given part by part where the brief names a column with its unit, as the header
writes it (`准确率 (%) 91.2`, `延迟（ms） 35`), takes the value after the unit: the unit is the
column's, never a word of the cell. Said by the column's key alone (`准确率 91.2`), the same
row. Our own words and KB."""

from __future__ import annotations

from pathlib import Path

import pytest

from .conftest import proposed_and_applied

BRIEF_PATH = "inbox/yu/2026-12-29-speech-e1prep.md"
KB_PATH = "organized/knowledge/speech.md"

KB = """\
# 语音识别活文档

## 1. 评测

### 1.1 离线结果

| 模型 | 数据集 | 准确率 (%) | 延迟（ms） |
|---|---|---|---|
| Whisper | LibriClean | 97.1 | 120 |
| Paraformer | AISHELL | 95.4 | 60 |

## 2. 修订

- 2026-12-01：初版。
"""

ROW = "| FunASR | AISHELL | 96.0 | 45（E1 2026-12-29 · 条目 1） |"


def brief(request: str) -> str:
    return (
        "# speech · E1 预消化简报（2026-12-29）\n\n## 一、增量\n\n"
        "### 条目 1：FunASR —— 工业级中文识别\n\n"
        "- **来源**：inbox/yu/2026-12-28-notes.md\n"
        "- **要点**：AISHELL 上准确率 96.0%，延迟 45 ms。\n"
        f"- **建议归入**：{request}\n"
    )


@pytest.mark.parametrize(
    "request_words",
    [
        "§1.1 表新增 FunASR 一行：数据集 AISHELL，准确率 (%) 96.0，延迟（ms） 45。",
        "§1.1 表新增一行 FunASR：延迟（ms） 45，准确率 (%) 96.0，数据集 AISHELL。",
        "§1.1 表新增 FunASR 一行：数据集 AISHELL，准确率 96.0，延迟 45。",
    ],
)
def test_the_value_after_a_column_s_unit_fills_that_column(
    tmp_path: Path, request_words: str
) -> None:
    code, report, after = proposed_and_applied(
        tmp_path, KB_PATH, KB, brief(request_words), BRIEF_PATH
    )
    assert code == 0, report
    new = [line for line in after.splitlines() if line not in KB.splitlines()]
    assert new == [ROW], report
