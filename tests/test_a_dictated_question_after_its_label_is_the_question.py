"""`开放问题 加一条 Q3：X？`: the words after a new question's label and colon are the question, as
after `加一条：`; the label is the list's numbering, which the list's own form writes. Our own
words and KB."""

from __future__ import annotations

from pathlib import Path

import pytest

from .conftest import proposed_and_applied

BRIEF_PATH = "inbox/su/2026-12-26-tea-e1prep.md"
KB_PATH = "organized/knowledge/tea.md"

KB = """\
# 茶园

## 3 开放问题

- Q1：遮阴是否提高氨基酸含量？
- Q2：春茶提前采摘是否降低香气？
"""

QUESTION = "秋茶的咖啡碱是否普遍高于春茶？"


def brief(request: str) -> str:
    return f"""\
# tea · E1 预消化简报（2026-12-26）

## 一、条目

### 条目 1：秋茶检测

- 来源：inbox/su/2026-12-25-notes.md
- 要点：三个批次的秋茶咖啡碱都高于同园春茶。
- **建议归入**：{request}

## 二、本轮结论与建议动作

- 见条目 1。
"""


@pytest.mark.parametrize(
    "request_words",
    [
        f"开放问题 加一条 Q3：{QUESTION}",
        f"§3 新增一条 Q3：{QUESTION}",
        f"开放问题补一条 Q3: {QUESTION}",
        # The new label right after the verb, no noun between: still the place of the words.
        f"开放问题新增 Q3：{QUESTION}",
        f"开放问题加入 Q3：{QUESTION}（提出：苏，2026-12-26）",
        f"§3 补 Q3: {QUESTION}",
    ],
)
def test_the_question_after_its_label_is_added(tmp_path: Path, request_words: str) -> None:
    code, report, after = proposed_and_applied(
        tmp_path, KB_PATH, KB, brief(request_words), BRIEF_PATH
    )
    assert code == 0, report
    added = [line for line in after.splitlines() if line not in KB.splitlines()]
    assert len(added) == 1 and added[0].startswith(f"- Q3：{QUESTION}"), added


def test_a_closing_line_s_item_tag_is_no_word_of_the_question(tmp_path: Path) -> None:
    request = brief("见文末建议动作。").replace(
        "- 见条目 1。", f"- 开放问题新增 Q3：{QUESTION}（提出：苏，2026-12-26）（条目 1）"
    )
    code, report, after = proposed_and_applied(tmp_path, KB_PATH, KB, request, BRIEF_PATH)
    assert code == 0, report
    added = [line for line in after.splitlines() if line not in KB.splitlines()]
    assert len(added) == 1 and added[0].startswith(f"- Q3：{QUESTION}（提出：苏，2026-12-26）")
    assert "（条目 1）" not in added[0], added
