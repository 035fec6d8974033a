"""A new open question asked in forms other than `新增一问："…？"`: its quoted words after a dash
(`登记一个新问题——"…？"`), a number for it in a list named by its words (`在「待解问题」一节新增第
4 条："…？"`), or the list named before its section (`待解问题（第3章）添 "…？"`). Words added to
one question (`第 2 条末尾补"…"`, `Q2 末尾补"…"`) stay an append. Our own words."""

from __future__ import annotations

import pytest

from kbpatch.api import Options, propose
from kbpatch.kb import Kb
from kbpatch.models import ActionKind, Outcome, Status

from .conftest import KB_PATH

QUESTION = "冷热分层的迁移阈值能否随负载自适应？"

KB = """\
# 存储活文档

## 第1章 引擎

### 1.1 日志结构

- **PebbleKV**：分层合并，写放大约 4.1×。

## 第2章 缓存

### 2.1 开放问题

1. 压缩块的缓存粒度应按页还是按块？
2. 预取能否利用合并计划？
3. 二级缓存的一致性如何低成本保证？

## 第3章 待解问题

1. 分层合并的尾延迟能否压到 10 ms 以内？
2. 远端存储的冷启动代价如何计入？
"""


def brief(suggestion: str) -> str:
    return f"""# inference · E1 预消化（2026-12-09 · Test）

## 一、条目

### 条目 1 HeatTier

- 来源：paper_cards/5301-2612-08080.md（arXiv:2612.08080）
- 要点：按访问热度迁移数据块，迁移阈值靠人工设定。
- 建议归入：{suggestion}
"""


def outcomes(suggestion: str) -> list[Outcome]:
    kb = Kb(KB, KB.encode(), path=KB_PATH, commit="0" * 40)
    return list(propose(brief(suggestion), kb, Options(brief_path="inbox/b.md")).outcomes)


def proposal_text(suggestion: str) -> str:
    kb = Kb(KB, KB.encode(), path=KB_PATH, commit="0" * 40)
    found = propose(brief(suggestion), kb, Options(brief_path="inbox/b.md"))
    return "\n".join(p.text for p in found.patches)


@pytest.mark.parametrize(
    ("suggestion", "line"),
    [
        # The question's words after a dash.
        (f'§2.1 登记一个新问题——"{QUESTION}"', f"+4. {QUESTION}"),
        (f"§2.1 新增一问——「{QUESTION}」", f"+4. {QUESTION}"),
        (f'§2.1 补一条开放问题 —— "{QUESTION}"。', f"+4. {QUESTION}"),
        (f'§3 待解问题添一问——"{QUESTION}"', f"+3. {QUESTION}"),
        # A number for the new question, in a list named by its words.
        (f'在「开放问题」一节新增第 4 条："{QUESTION}"', f"+4. {QUESTION}"),
        (f"「开放问题」一节补第 4 条：「{QUESTION}」", f"+4. {QUESTION}"),
        (f'在「待解问题」一节新增第 3 条："{QUESTION}"', f"+3. {QUESTION}"),
        (f'「待解问题」一节添加："{QUESTION}"', f"+3. {QUESTION}"),
        # The list named before its section, in parentheses.
        (f'待解问题（第3章）添 "{QUESTION}"', f"+3. {QUESTION}"),
        (f'待解问题（第3章）补"{QUESTION}"', f"+3. {QUESTION}"),
        (f"开放问题（§2.1）追加：「{QUESTION}」", f"+4. {QUESTION}"),
        (f'开放问题（2.1 节）增补 "{QUESTION}"', f"+4. {QUESTION}"),
    ],
)
def test_the_new_question_is_written_in_its_list(suggestion: str, line: str) -> None:
    [done] = outcomes(suggestion)
    assert done.action.kind is ActionKind.ADD_QUESTION, done.reason
    assert done.status is Status.PROPOSED, done.reason
    assert done.action.phrase == QUESTION
    assert any(row.startswith(line) for row in proposal_text(suggestion).splitlines())


@pytest.mark.parametrize(
    "suggestion",
    [
        '§2.1 开放问题第 2 条末尾补"（合并计划是否公开？）"',
        '「开放问题」一节第 2 条末尾补"（合并计划是否公开？）"',
        '待解问题（第3章）第 2 条末尾补"（冷启动是否计入？）"',
        '§2.1 Q2 末尾补"（合并计划是否公开？）"',
    ],
)
def test_words_for_one_question_are_no_new_question(suggestion: str) -> None:
    found = outcomes(suggestion)
    assert not any(o.action.kind is ActionKind.ADD_QUESTION for o in found), [
        (o.action.kind, o.reason) for o in found
    ]


def test_a_quoted_question_after_a_new_entry_and_its_dash_is_no_question() -> None:
    found = outcomes(f'§1.1 新增一条 HeatTier——"{QUESTION}"')
    assert [o.action.kind for o in found] == [ActionKind.ADD_ENTRY]
    added = [
        row
        for row in proposal_text(f'§1.1 新增一条 HeatTier——"{QUESTION}"').splitlines()
        if row.startswith("+") and not row.startswith("+++")
    ]
    assert added and not any(QUESTION in row for row in added)


@pytest.mark.parametrize(
    "suggestion",
    [
        f'§1.1 登记一问——"{QUESTION}"',
        f'§1.1 加一个标注框——"{QUESTION}"',
        f'§1.1 新增一条—"{QUESTION}"',
        f'§1.1 补一问 -- "{QUESTION}"',
    ],
)
def test_a_quoted_question_after_a_dash_that_names_no_entry_is_no_entry(suggestion: str) -> None:
    found = outcomes(suggestion)
    assert found and not any(o.action.kind is ActionKind.ADD_ENTRY for o in found), [
        (o.action.kind, o.reason) for o in found
    ]
