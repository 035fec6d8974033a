"""Where a brief asks a new open question to stand: right after the last question is the
end, where kbpatch writes it; right after any other, before one, or at the top would renumber
the questions that follow, so it is reported with the brief's words, never written at the end
in its stead. Each said several ways in our own words, against lists, labels and tables."""

from __future__ import annotations

import pytest

from kbpatch.models import Action, ActionKind, Status
from kbpatch.render import Rendered

from .conftest import added_lines, render_brief

DATE = "2026-12-07"

ORDERED = """\
# serving 活文档

## 一、缓存

- **RadixCache**：按前缀树共享 KV。

## 二、开放问题

1. 冷档落盘的延迟能否被预取掩盖？
2. 预取命中率该如何评测？
3. 温档容量该按什么定？
"""

LABELLED = """\
# serving 活文档

## 一、缓存

- **RadixCache**：按前缀树共享 KV。

## 二、待解问题

- Q1 冷档落盘的延迟能否被预取掩盖？
- Q2 预取命中率该如何评测？
- Q3 温档容量该按什么定？
"""

TABLE = """\
# serving 活文档

## 一、缓存

- **RadixCache**：按前缀树共享 KV。

## 二、开放问题

| # | 问题 | 提出 |
| --- | --- | --- |
| 1 | 冷档落盘的延迟能否被预取掩盖？ | 2026-11-01 |
| 2 | 温档容量该按什么定？ | 2026-11-20 |
"""

NEW = "「分层之后尾延迟还稳吗？」"


def brief(suggestion: str) -> str:
    return (
        "serving · E1 预消化简报(2026-12-07)\n\n一、今日 serving 主题的重要增量（1 条）\n\n"
        "增量 1：TierServe —— 三档 KV 分层\n\n"
        "来源：organized/repo_cards/3001-tierserve.md\n\n"
        "要点：热档常驻显存，温档放主机内存，冷档落盘。\n\n"
        f"建议归入：{suggestion}\n"
    )


def questions(kb: str, suggestion: str) -> list[tuple[Action, Rendered]]:
    results = render_brief(brief(suggestion), kb.splitlines(keepends=True), DATE)
    asked = (ActionKind.ADD_QUESTION, ActionKind.NOT_UNDERSTOOD)
    return [(a, r) for a, r in results if a.kind in asked]


@pytest.mark.parametrize(
    ("kb", "suggestion", "line"),
    [
        (ORDERED, f"§二 第 3 条后面加一问{NEW}。", "4. 分层之后尾延迟还稳吗？"),
        (ORDERED, f"§二 在第三问之后补一问{NEW}。", "4. 分层之后尾延迟还稳吗？"),
        (ORDERED, f"§二 加一问{NEW}，放在温档容量那个问题后面。", "4. 分层之后尾延迟还稳吗？"),
        (ORDERED, f"§二 在「温档容量」那问之后添一问{NEW}。", "4. 分层之后尾延迟还稳吗？"),
        (LABELLED, f"§二 Q3 后面追加一问{NEW}。", "- Q4 分层之后尾延迟还稳吗？"),
        (TABLE, f"§二 第 2 条之后增列一问{NEW}。", "| 3 | 分层之后尾延迟还稳吗？"),
    ],
)
def test_a_question_asked_after_the_last_one_is_added_at_the_end(
    kb: str, suggestion: str, line: str
) -> None:
    (found,) = questions(kb, suggestion)
    action, result = found
    assert action.kind is ActionKind.ADD_QUESTION, result.reason
    assert result.status is Status.PROPOSED, result.reason
    (added,) = added_lines(result, kb.splitlines(keepends=True))
    assert added.startswith(line), added
    assert "「" not in added.split("（E1")[0], added  # the quote naming a neighbour is not it


@pytest.mark.parametrize(
    ("kb", "suggestion", "words"),
    [
        (ORDERED, f"§二 第 1 条后面加一问{NEW}。", "第 1 条"),
        (ORDERED, f"§二 在第 2 问之后补一问{NEW}。", "第 2 问"),
        (ORDERED, f"§二 加一问{NEW}，放在预取命中率那问后面。", "预取命中率那问"),
        (ORDERED, f"§二 在「冷档落盘的延迟」那问之后补一问{NEW}。", "「冷档落盘的延迟」"),
        (LABELLED, f"§二 Q1 后面追加一问{NEW}。", "Q1"),
        (TABLE, f"§二 第一条之后增列一问{NEW}。", "第一条"),
    ],
)
def test_a_question_asked_after_an_earlier_one_is_reported_not_added_at_the_end(
    kb: str, suggestion: str, words: str
) -> None:
    (found,) = questions(kb, suggestion)
    _, result = found
    assert result.edit is None
    assert result.status is Status.UNRESOLVED, result.reason
    assert f"right after {words}, which is not this section's last question" in result.reason


@pytest.mark.parametrize(
    ("suggestion", "words"),
    [
        (f"§二 第 1 问前面加一问{NEW}。", "第 1 问前面"),
        (f"§二 加一问{NEW}，置顶。", "置顶"),
        (f"§二 加一问{NEW}，排在预取命中率那个问题前面。", "排在预取命中率那个问题前面"),
        (f"§二 最前面补一问{NEW}。", "最前面"),
    ],
)
def test_a_question_asked_before_others_is_reported_with_the_brief_words(
    suggestion: str, words: str
) -> None:
    (found,) = questions(ORDERED, suggestion)
    action, result = found
    assert action.kind is ActionKind.NOT_UNDERSTOOD
    assert result.edit is None
    assert "a place kbpatch does not write" in action.reason
    assert f"「{words}」" in action.reason


@pytest.mark.parametrize(
    "suggestion",
    [f"§二 加一问{NEW}，放在 GPU 利用率那问后面。", f"§二 在「吞吐上限」那个问题之后添一问{NEW}。"],
)
def test_a_question_to_follow_that_no_question_holds_is_reported(suggestion: str) -> None:
    (found,) = questions(ORDERED, suggestion)
    _, result = found
    assert result.edit is None
    assert "no question of this section holds" in result.reason, result.reason


@pytest.mark.parametrize(
    ("kb", "suggestion"),
    [(LABELLED, f"§二 Q7 后面加一问{NEW}。"), (ORDERED, f"§二 第 9 条后面加一问{NEW}。")],
)
def test_a_question_to_follow_that_the_section_does_not_have_is_reported(
    kb: str, suggestion: str
) -> None:
    (found,) = questions(kb, suggestion)
    _, result = found
    assert result.edit is None
    assert "this section has no question" in result.reason, result.reason
