"""Words the brief dictates as a new line, beside lines that each end with their paper's
authors and year (`… (Zheng et al., 2023)`), end with the item's paper cited the same way
when the brief gives its authors and year; beside lines that cite nothing, none is added."""

from __future__ import annotations

import pytest

from kbpatch.api import propose
from kbpatch.kb import Kb

from .conftest import KB_PATH, apply_edit

CITING_KB = """\
# 评测活文档

## 2. 评测方法

### 2.1 评审偏差

- 位置偏差：先出现的回答胜率偏高，需交换顺序各评一次 (Zheng et al., 2023)
- 冗长偏差：更长回答得分系统性偏高 (Dubois et al., 2024)
- 自我偏好：评审模型偏好同族模型输出 (Panickssery et al., 2024)
"""

PLAIN_KB = """\
# 评测活文档

## 2. 评测方法

### 2.1 评审偏差

- 位置偏差：先出现的回答胜率偏高，需交换顺序各评一次
- 冗长偏差：更长回答得分系统性偏高
- 自我偏好：评审模型偏好同族模型输出
"""

PHRASINGS = [
    '§2.1 新增一条"格式偏差：带标题与列表的回答得分更高"。',
    "§2.1 补一条：「格式偏差：带标题与列表的回答得分更高」。",
    '2.1 评审偏差 加一行"格式偏差：带标题与列表的回答得分更高"，出处写 (Tanaka et al., 2026)。',
]


def brief(suggestion: str) -> str:
    return (
        "# evaluation · E1 预消化简报（2026-12-18）\n\n"
        f"对照：{KB_PATH}\n\n## 一、增量\n\n"
        "### 条目 1：评审的格式偏差\n\n"
        "- **来源**：organized/paper_cards/7401-format.md"
        "（arXiv:2612.07401，Tanaka et al., 2026）\n"
        "- **要点**：带 markdown 标题与列表的回答在评审中胜率更高。\n"
        f"- **建议归入**：{suggestion}\n"
    )


def added(kb: str, suggestion: str) -> list[str]:
    proposal = propose(brief(suggestion), Kb(kb, path=KB_PATH))
    before = kb.splitlines(keepends=True)
    lines = before
    for patch in proposal.patches:
        lines = apply_edit(lines, patch.change)
    return [line.rstrip("\n") for line in lines if line not in before]


@pytest.mark.parametrize("suggestion", PHRASINGS)
def test_dictated_words_end_with_the_authors_and_year(suggestion: str) -> None:
    assert added(CITING_KB, suggestion) == [
        "- 格式偏差：带标题与列表的回答得分更高 (Tanaka et al., 2026)（E1 2026-12-18 · 条目 1）"
    ]


@pytest.mark.parametrize("suggestion", PHRASINGS[:2])
def test_beside_lines_that_cite_nothing_no_authors_are_added(suggestion: str) -> None:
    (line,) = added(PLAIN_KB, suggestion)
    assert "带标题与列表的回答得分更高" in line
    assert "Tanaka" not in line
