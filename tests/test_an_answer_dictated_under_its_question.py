"""An answer line the brief dictates in backticks right under a question named by its label
(`Q13 下面补答复：`  → 答：…``, `在 Q6 下面另起一行作答，缩进两格：`…``, `问题 3 那一行的正下方
紧接着加一行答复：`> 答：…``) is written as given, its own indent and marks, right under the
one line that opens with that label, in a list or in a blockquote. A question with lines under
it already, a label no line or several lines open with, or a refused answer writes nothing.
Our own words, on KBs of our own."""

from __future__ import annotations

import pytest

from .conftest import kb_after

LISTED = """\
# 航运 活文档

## 六、待验证问题

- Q12（2026-10）：长协价差是否在扩大？
- Q13（2026-11）：港口费暂停期满后是否延续？
- Q14（2026-11）：运价中枢能否守住？
  → 答：能，见 §3.3。
"""
QUOTED = """\
# 回收 活文档

## 6. 开放问题

> **Q6**：小作坊的价格优势是否还在？

> **Q7**：正式稿是否保留罚则？
"""
ANSWER = "  → 答：已延续至 2027 年 11 月。"
QUOTED_ANSWER = "> 答：保留，2027 年 7 月起施行。"


def brief(suggestion: str) -> str:
    return f"""\
# kb · E1 预消化简报（2026-12-21）

## 一、今日重要增量

### 条目 1：答复

- **来源**：官方公告（2026-12-02）
- **要点**：问题有了答案。
- **建议归入**：{suggestion}

## 四、本轮结论与建议动作

- 见条目 1。
"""


def written(answer: str) -> str:
    return f"{answer[:-1]}（E1 2026-12-21 · 条目 1）。"


@pytest.mark.parametrize(
    ("kb", "suggestion", "under", "answer"),
    [
        (
            LISTED,
            f"Q13 下面补答复：`{ANSWER}`",
            "- Q13（2026-11）：港口费暂停期满后是否延续？",
            ANSWER,
        ),
        (
            LISTED,
            f"在 Q13 下面另起一行作答，缩进两格：`{ANSWER}`",
            "- Q13（2026-11）：港口费暂停期满后是否延续？",
            ANSWER,
        ),
        (
            QUOTED,
            f"Q7 下补一行答复：`{QUOTED_ANSWER}`",
            "> **Q7**：正式稿是否保留罚则？",
            QUOTED_ANSWER,
        ),
        (
            QUOTED,
            f"Q6 那一行的正下方紧接着加一行答复：`{QUOTED_ANSWER}`",
            "> **Q6**：小作坊的价格优势是否还在？",
            QUOTED_ANSWER,
        ),
    ],
)
def test_the_answer_goes_right_under_its_question(
    kb: str, suggestion: str, under: str, answer: str
) -> None:
    lines, rows = kb_after(kb, brief(suggestion))
    assert rows[0] == ("proposed", ""), rows
    at = kb.splitlines().index(under) + 1
    assert lines == [*kb.splitlines()[:at], written(answer), *kb.splitlines()[at:]], lines


@pytest.mark.parametrize(
    ("kb", "suggestion"),
    [
        (LISTED, f"Q14 下面补答复：`{ANSWER}`"),  # answered already
        (LISTED, f"Q15 下面补答复：`{ANSWER}`"),  # no such question
        (LISTED, f"Q13 下面先不要补答复：`{ANSWER}`"),
        (QUOTED, f"如果正式稿发布，Q7 下补一行答复：`{QUOTED_ANSWER}`"),
    ],
)
def test_no_place_or_no_ask_writes_nothing(kb: str, suggestion: str) -> None:
    lines, rows = kb_after(kb, brief(suggestion))
    assert lines == kb.splitlines(), rows
