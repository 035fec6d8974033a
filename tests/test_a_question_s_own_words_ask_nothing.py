"""A question written out after its verb's colon (`新增开放问题：若 X 从 100 降到 50，Y 是否…？`)
is the words to write, as a quoted one is: a verb among them (`降到`, `改为`, `更换为`, `增加到`,
`移除`, `删掉`, `挪到`)
or a section they mention (`1.1 节的阈值`) asks nothing of the document. Before, the question
was cut at its comma and its first half read as a number change of another section. A
request after the question mark is still read."""

from __future__ import annotations

from pathlib import Path

import pytest

from .conftest import proposed_and_applied

KB_PATH = "organized/knowledge/retrieval.md"
BRIEF_PATH = "inbox/lin/2026-12-09-retrieval-e1prep.md"

KB = """\
# 检索活文档

## 1. 方法

### 1.1 召回

- **双塔召回**：批大小 100，阈值 0.5，召回率 90%。

### 1.2 重排

- **交叉编码重排**：候选数 100，延迟 80 ms。

## 2. 开放问题

- Q1：重排能否替代混合检索？
"""


def brief(suggested: str) -> str:
    return (
        "# retrieval · E1 预消化简报(2026-12-09)\n\n## 一、增量\n\n"
        "### 条目 1：HardNeg —— 难负例挖掘\n\n"
        "- **来源**：paper_cards/7.md\n"
        "- **要点**：用难负例训练双塔，召回率提升 3 个点。\n"
        f"- **建议归入**：{suggested}\n"
    )


@pytest.mark.parametrize(
    ("suggested", "question"),
    [
        (
            "§2 新增开放问题：若批大小从 100 降到 50，召回率是否仍在 90% 以上？",
            "若批大小从 100 降到 50，召回率是否仍在 90% 以上？",
        ),
        (
            "开放问题补一条：把 1.1 节的阈值 0.5 改为 0.3，误召回会不会变少？",
            "把 1.1 节的阈值 0.5 改为 0.3，误召回会不会变少？",
        ),
        (
            "在 §2 加一问：候选数增加到 200 时，延迟能否仍低于 80 ms？",
            "候选数增加到 200 时，延迟能否仍低于 80 ms？",
        ),
        (
            "§2 登记一个开放问题：重排模型是否该更换为 HardNeg 训练的版本？",
            "重排模型是否该更换为 HardNeg 训练的版本？",
        ),
        # Words that remove, move or rewrite, inside the question, retire nothing.
        (
            "开放问题 加一条：难负例全部移除后召回率还能保持吗？",
            "难负例全部移除后召回率还能保持吗？",
        ),
        (
            "§2 新增一条开放问题：把 1.2 的重排删掉后延迟能否降到 40 ms？",
            "把 1.2 的重排删掉后延迟能否降到 40 ms？",
        ),
        (
            "在 §2 补一个：双塔召回挪到重排之后是否更省？",
            "双塔召回挪到重排之后是否更省？",
        ),
        (
            "在 §2 加一问：重排模块撤掉以后召回率会跌多少？",
            "重排模块撤掉以后召回率会跌多少？",
        ),
    ],
)
def test_verbs_and_sections_inside_a_written_question_ask_nothing(
    tmp_path: Path, suggested: str, question: str
) -> None:
    code, report, kb = proposed_and_applied(tmp_path, KB_PATH, KB, brief(suggested), BRIEF_PATH)
    assert code == 0, report
    assert "not understood" not in report and "unresolved" not in report, report
    assert report.count("proposed") == 1 and "add open question" in report, report
    assert f"- Q2：{question}" in kb, kb
    # Nothing else of the document changed: the numbers the question speaks of stand.
    assert kb.replace(kb[kb.index("- Q2：") : kb.index("\n", kb.index("- Q2："))] + "\n", "") == KB


@pytest.mark.parametrize(
    "suggested",
    [
        "§2 新增开放问题：难负例的收益能否复现？另外 §1.1 的召回率 90% 改为 93%。",
        "在 §2 加一问：难负例会不会伤害长尾查询？§1.1 召回率由 90% 更新为 93%。",
    ],
)
def test_a_request_after_the_question_mark_is_still_read(tmp_path: Path, suggested: str) -> None:
    code, report, kb = proposed_and_applied(tmp_path, KB_PATH, KB, brief(suggested), BRIEF_PATH)
    assert code == 0, report
    assert "add open question" in report, report
    assert "召回率 93%" in kb and "召回率 90%" not in kb, kb
    assert "- Q2：" in kb, kb
