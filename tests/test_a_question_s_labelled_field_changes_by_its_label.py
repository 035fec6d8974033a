"""`Q2 状态改为"已关闭，…"`, `Q2 的状态改为已关闭`: a question named by its label whose line
writes a field under a label (`（状态：未决）`, `状态：未决；`) has that field's value written
anew, in its brackets or to its clause's end, as a table row's cell changes by its column. A
label the line does not write, or a question the list does not hold, is reported, never
guessed. Our own words and KB."""

from __future__ import annotations

from pathlib import Path

import pytest

from .conftest import proposed_and_applied, report_rows

BRIEF_PATH = "inbox/su/2026-12-25-tea-e1prep.md"
KB_PATH = "organized/knowledge/tea.md"

KB = """\
# 茶园

## 3 开放问题

- Q1：遮阴是否提高氨基酸含量？（状态：未决）
- Q2：春茶提前采摘是否降低香气？（状态：未决）
- Q3：有机肥替代化肥能否保持产量？状态：未决；负责人：阿明。
"""


def brief(request: str) -> str:
    return f"""\
# tea · E1 预消化简报（2026-12-25）

## 一、条目

### 条目 1：采摘期对照

- 来源：inbox/su/2026-12-24-notes.md
- 要点：两季对照显示提前一周采摘香气评分下降 8%。
- **建议归入**：{request}

## 二、本轮结论与建议动作

- 见条目 1。
"""


@pytest.mark.parametrize(
    ("request_words", "new"),
    [
        ('Q2 状态改为"已关闭，2026-12-25：香气评分降 8%"。', "已关闭，2026-12-25：香气评分降 8%"),
        ("Q2 的状态改为已关闭。", "已关闭"),
        ("§3 Q2 的状态更新为「已关闭」。", "已关闭"),
    ],
)
def test_the_field_in_brackets_takes_the_new_value(
    tmp_path: Path, request_words: str, new: str
) -> None:
    code, report, after = proposed_and_applied(
        tmp_path, KB_PATH, KB, brief(request_words), BRIEF_PATH
    )
    assert code == 0, report
    assert after == KB.replace("降低香气？（状态：未决）", f"降低香气？（状态：{new}）"), report


def test_a_field_outside_brackets_runs_to_its_clause_s_end(tmp_path: Path) -> None:
    code, report, after = proposed_and_applied(
        tmp_path, KB_PATH, KB, brief("Q3 状态改为“进行中”。"), BRIEF_PATH
    )
    assert code == 0, report
    assert after == KB.replace("状态：未决；负责人", "状态：进行中；负责人"), report


@pytest.mark.parametrize("request_words", ["Q2 的进度改为已关闭。", "Q7 状态改为已关闭。"])
def test_a_field_or_question_the_list_does_not_hold_is_reported(
    tmp_path: Path, request_words: str
) -> None:
    code, report, after = proposed_and_applied(
        tmp_path, KB_PATH, KB, brief(request_words), BRIEF_PATH
    )
    assert after == KB and code == 1, report
    assert report_rows(report), report
