"""A new open question in a table of questions puts its leads (`线索挂 arXiv:…`, `挂 X 作线索`,
`线索：X`) in the table's leads column (`线索`, `Leads`), and the brief's month in a column of
months (`提出`: `2026-10`); without a leads column the leads stay after the question, as in a
list. The leads are never dropped."""

from __future__ import annotations

import pytest

from kbpatch.models import ActionKind, Status

from .conftest import render_brief

DATE = "2026-12-16"


def kb(header: str, rows: str) -> list[str]:
    return (
        "# agents 活文档\n\n## 第1部分 工具\n\n- 名称：AutoFlow（来源：repo）\n\n"
        f"## 第2部分 开放问题\n\n{header}\n|---|---|---|---|\n{rows}\n"
        "## 第3部分 参考文献\n\n1. arXiv:2609.10001 — Hallucinated Arguments\n"
    ).splitlines(keepends=True)


CHINESE = kb(
    "| # | 问题 | 线索 | 提出 |",
    "| 1 | 参数幻觉能否靠约束解码消除？ | arXiv:2609.10001 | 2026-09 |\n"
    "| 2 | 多 agent 协作时权限如何继承？ | — | 2026-10 |",
)
ENGLISH = kb(
    "| # | Question | Leads | Raised |",
    "| 1 | Can constrained decoding end argument errors? | arXiv:2609.10001 | 2026-09 |\n"
    "| 2 | How do permissions pass between agents? | — | 2026-10 |",
)
NO_LEADS = kb(
    "| # | 问题 | 状态 | 提出 |",
    "| 1 | 参数幻觉能否靠约束解码消除？ | 开放 | 2026-09 |\n"
    "| 2 | 多 agent 协作时权限如何继承？ | 开放 | 2026-10 |",
)


def brief(suggestion: str) -> str:
    return (
        "# agents · E1 预消化简报（2026-12-16）\n\n## 增量\n\n"
        "### 条目 1：沙箱越权\n\n"
        "- **要点**：工具返回内容可诱导沙箱内越权。\n"
        f"- **建议归入**：{suggestion}\n"
    )


def new_row(suggestion: str, lines: list[str]) -> str:
    [(action, result)] = [
        (a, r) for a, r in render_brief(brief(suggestion), lines, DATE) if a.kind.edits_document
    ]
    assert action.kind is ActionKind.ADD_QUESTION
    assert result.status is Status.PROPOSED, result.reason
    assert result.edit is not None
    [row] = [line for line in result.edit.lines if line not in lines]
    return row


QUESTION = "工具返回内容能否诱导越权？"
LEADS = (
    f'开放问题表新增一问："{QUESTION}"，线索挂 arXiv:2612.30555。',
    f'开放问题新增一条："{QUESTION}"——挂 arXiv:2612.30555 作线索。',
    f'「开放问题」一节新增一问："{QUESTION}"，线索：arXiv:2612.30555。',
    f'开放问题新增一问："{QUESTION}"，补上线索 arXiv:2612.30555。',
    f'开放问题新增一问："{QUESTION}"，线索为 arXiv:2612.30555。',
)


@pytest.mark.parametrize("suggestion", LEADS)
def test_the_leads_go_in_the_tables_leads_column(suggestion: str) -> None:
    row = new_row(suggestion, CHINESE)
    assert row.startswith(f"| 3 | {QUESTION}")
    assert row.rstrip().endswith("| arXiv:2612.30555 | 2026-12 |")
    assert "线索" not in row


@pytest.mark.parametrize("suggestion", LEADS[:2])
def test_an_english_leads_column_takes_them_too(suggestion: str) -> None:
    row = new_row(suggestion, ENGLISH)
    assert row.rstrip().endswith("| arXiv:2612.30555 | 2026-12 |")


@pytest.mark.parametrize("suggestion", LEADS[:2])
def test_a_table_with_no_leads_column_keeps_them_after_the_question(suggestion: str) -> None:
    row = new_row(suggestion, NO_LEADS)
    assert f"{QUESTION}（线索：arXiv:2612.30555）" in row
