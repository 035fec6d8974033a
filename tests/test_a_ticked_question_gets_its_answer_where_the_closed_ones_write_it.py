"""A checklist of questions whose ticked lines give their answer after the question
(`- [x] Q1 …？ → 已解决：答案。（2026-09-14）`): a question the brief closes with its answer
(`Q3 可以关掉了，答案：…`, `关闭 Q3，答案：…`, `Q3 标为已解决：A，B。`) is ticked and answered
in that form, dated with the brief's date; an answer followed by a request of its own keeps
only its words; a caveat leaving the question open (`Q3 先不关`) holds the close; a close with no
answer is reported, not ticked bare among answered ones. Our own KB and words."""

from __future__ import annotations

from pathlib import Path

import pytest

from .conftest import proposed_and_applied, report_rows

BRIEF_PATH = "inbox/mu/2026-12-24-compilers-e1prep.md"
KB_PATH = "organized/knowledge/compilers.md"

KB = """\
# 编译器 活文档

## 2 优化

正文。

## 5 待解问题

- [x] Q1 自动调度能否超过手写内核？ → 已解决：能，在多数算子上持平或更快。（2026-09-14）
- [ ] Q2 学习的代价模型能否跨硬件迁移？（提出：穆青，2026-10-03）
- [ ] Q3 多面体方法能否处理动态形状？（提出：穆青，2026-10-20）
"""

ANSWER = "能，第二版引入了形状参数化"
CLOSED = (
    "- [x] Q3 多面体方法能否处理动态形状？（提出：穆青，2026-10-20） → 已解决："
    f"{ANSWER}。（2026-12-24）"
)


def brief(suggestion: str) -> str:
    return f"""\
# compilers · E1 预消化简报（2026-12-24）

## 一、今日条目

### 条目 1：动态形状

- **来源**：organized/paper_cards/2612-poly-dyn.md
- **要点**：第二版支持动态形状。
- **建议归入**：{suggestion}

## 二、本轮结论与建议动作

- 见条目 1。
"""


@pytest.mark.parametrize(
    "suggestion",
    [
        f"Q3 可以关掉了，答案：{ANSWER}。",
        f"关闭 Q3，答案：{ANSWER}。",
        f"待解问题 Q3 标为已解决：{ANSWER}。",
    ],
)
def test_the_question_is_ticked_and_answered_as_the_closed_ones_are(
    tmp_path: Path, suggestion: str
) -> None:
    code, report, after = proposed_and_applied(tmp_path, KB_PATH, KB, brief(suggestion), BRIEF_PATH)
    assert code == 0, report
    added = [line for line in after.splitlines() if line not in KB.splitlines()]
    assert added == [CLOSED], report


def test_an_answer_before_a_request_of_its_own_keeps_only_its_words(tmp_path: Path) -> None:
    suggestion = "待解问题 Q3 标为已解决：能，并在 §2 末尾补一句“第二版支持动态形状。”"
    _, report, after = proposed_and_applied(tmp_path, KB_PATH, KB, brief(suggestion), BRIEF_PATH)
    closed = [line for line in after.splitlines() if line.startswith("- [x] Q3")]
    assert closed and closed[0].endswith("→ 已解决：能。（2026-12-24）"), report


@pytest.mark.parametrize("caveat", ["Q3 先不关，等论文正式发表。", "暂不关闭，等复现。"])
def test_a_caveat_leaving_the_question_open_holds_the_close(tmp_path: Path, caveat: str) -> None:
    text = brief(f"Q3 可以关掉了，答案：{ANSWER}。").replace(
        "- **建议归入**", f"- **值得警惕**：{caveat}\n- **建议归入**"
    )
    _, report, after = proposed_and_applied(tmp_path, KB_PATH, KB, text, BRIEF_PATH)
    assert after == KB, report
    assert any("forbid" in row for row in report_rows(report)), report


@pytest.mark.parametrize("suggestion", ["关闭 Q3。", "Q3 可以勾掉了。"])
def test_a_close_with_no_answer_is_reported(tmp_path: Path, suggestion: str) -> None:
    code, report, after = proposed_and_applied(tmp_path, KB_PATH, KB, brief(suggestion), BRIEF_PATH)
    assert after == KB and code == 1, report
    assert any("Q3" in row and "answer" in row for row in report_rows(report)), report
