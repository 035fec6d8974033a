"""A question closed by its label in a clause that names no section (`问题 2 的状态改为"已关闭"`,
`关闭问题 2（见 …）`, `把问题 2 标为已解决`) is the document's list of open questions' line of
that label, closed in the form its closed lines write; the quoted value's words after the
closed status are its reason. A close refused or asked under a condition writes nothing."""

from __future__ import annotations

import pytest

from .conftest import kb_after

KB = """\
# 储能活文档

## 一、电芯

**NaCell**（某厂，2026）：钠离子，低温性能好。

## 待解问题

问题 1：固态电解质能否在 2027 年量产？（状态：未决）
问题 2：钠电的能量密度上限是多少？（状态：未决）
问题 3：回收成本能否降到 1 元/Wh 以下？（状态：已关闭，见 2026-10 条）
"""
QUESTION = "问题 2：钠电的能量密度上限是多少？"


def brief(suggestion: str) -> str:
    return (
        "# storage · E1 预消化简报（2026-12-02）\n\n## 一、增量\n\n"
        "### 条目 1：钠电密度综述\n\n"
        "- **来源**：organized/paper_cards/7002-na.md（arXiv:2612.00002）\n"
        "- **要点**：综述给出钠电能量密度的理论上限。\n"
        f"- **建议归入**：{suggestion}\n"
    )


def question_line(suggestion: str) -> tuple[str, list[tuple[str, str]]]:
    lines, rows = kb_after(KB, brief(suggestion))
    return next(line for line in lines if line.startswith("问题 2：")), rows


@pytest.mark.parametrize(
    ("suggestion", "status"),
    [
        ('问题 2 的状态改为"已关闭"。', "已关闭"),
        ("把问题 2 标为已解决。", "已关闭"),
        ("关闭问题 2（见 arXiv:2612.00002）。", "已关闭，见 arXiv:2612.00002"),
        ("问题 2 的状态更新成「已关闭，见 arXiv:2612.00002」。", "已关闭，见 arXiv:2612.00002"),
    ],
)
def test_the_labelled_line_is_closed_as_the_document_closes_lines(
    suggestion: str, status: str
) -> None:
    line, rows = question_line(suggestion)
    assert line == f"{QUESTION}（状态：{status}）", rows


@pytest.mark.parametrize(
    "suggestion",
    ["问题 2 先不要关闭。", '问题 2 的状态暂不改为"已关闭"。', "若 E2 复现，再关闭问题 2。"],
)
def test_a_refused_or_conditional_close_writes_nothing(suggestion: str) -> None:
    line, rows = question_line(suggestion)
    assert line == f"{QUESTION}（状态：未决）", rows
