"""A question closed with the brief's answer (`问题 4 标为已答：「…」`, `关闭问题 4：…`) in a
list whose answered questions carry their answer after the question, dated (`- 问题 3：…？
（跟进人：甲）——已答：…（2026-11-12）。`), and no status field, takes the answer the same way,
dated with the brief's date: it was reported as a line with no status field. An answer with
words beside its quote is not guessed at; a question answered already is left. Our own words,
on a KB of our own."""

from __future__ import annotations

import pytest

from .conftest import kb_after

ANSWERED = "- 问题 3：乙厂是否沿用旧工艺？（跟进人：甲）——已答：乙厂确认沿用旧工艺（2026-11-12）。"
OPEN = "- 问题 4：丙厂是否已通过认证？（跟进人：乙）"
KB = f"""\
# 封装 活文档

## 第一章 格局

产能偏紧。

## 待解问题

{ANSWERED}
{OPEN}
- 问题 5：丁厂何时量产？（跟进人：丙）
"""


def brief(suggestion: str) -> str:
    return f"""\
# pack · E1 预消化简报（2026-12-18）

## 一、今日重要增量

### 条目 1：丙厂通过认证

- **来源**：某日报（2026-12-05）
- **要点**：丙厂通过认证。
- **建议归入**：{suggestion}

## 四、本轮结论与建议动作

- 见条目 1。
"""


@pytest.mark.parametrize(
    "suggestion",
    [
        "问题 4 标为已答：「丙厂已于 11 月下旬通过认证」。",
        "关闭问题 4：丙厂已于 11 月下旬通过认证。",
    ],
)
def test_the_answer_follows_the_question_as_its_neighbours_do(suggestion: str) -> None:
    lines, rows = kb_after(KB, brief(suggestion))
    assert rows[0] == ("proposed", ""), rows
    closed = f"{OPEN}——已答：丙厂已于 11 月下旬通过认证（2026-12-18）。"
    assert lines == [closed if x == OPEN else x for x in KB.splitlines()], lines


@pytest.mark.parametrize(
    "suggestion",
    [
        "问题 4 标为已答：「丙厂已通过认证」，日期记 2026-12-05。",
        "问题 4 按问题 3 的格式关闭，答案为「丙厂已通过认证」，回答日期为 2026-12-05。",
        "问题 4 照问题 3 的写法标成已答，已答内容用「丙厂已通过认证」，日期记 2026-12-05。",
        "问题 4 标成已答，答复内容为「丙厂已通过认证」（2026-12-05）。",
    ],
)
def test_an_answer_dated_in_the_request_takes_that_date(suggestion: str) -> None:
    """The date given after the quoted answer is the one the form writes; the words that say
    whose form to follow (`照问题 3 的写法`) name no second question."""
    lines, rows = kb_after(KB, brief(suggestion))
    assert rows[0] == ("proposed", ""), rows
    closed = f"{OPEN}——已答：丙厂已通过认证（2026-12-05）。"
    assert lines == [closed if x == OPEN else x for x in KB.splitlines()], lines


@pytest.mark.parametrize(
    "suggestion",
    [
        "问题 4 标为已答：「丙厂已通过认证」，另见问题 5。",
        "问题 4 标为已答：「丙厂已通过认证」，日期记 2026-12-05 或 2026-12-06。",
        "问题 3 标为已答：「乙厂沿用旧工艺」。",
    ],
)
def test_an_unclear_or_given_answer_changes_nothing(suggestion: str) -> None:
    lines, rows = kb_after(KB, brief(suggestion))
    assert lines == KB.splitlines(), rows
