"""The closing list may say again, with no words of its own, the one open question an item's
own line asks for (`开放问题加一问（条目 1）`): its line joins that question's action, which is
written once; no row asks to check it by hand, alone on its line or beside another request."""

from __future__ import annotations

import pytest

from kbpatch.api import Options, propose
from kbpatch.kb import Kb
from kbpatch.models import ActionKind, Status

from .conftest import KB_PATH

KB = """\
# 对齐训练活文档

## 第3节 奖励模型

- **成对排序损失**：Bradley-Terry 损失，标注一致率约七成。

## 第6节 开放问题

- [ ] 奖励模型过拟合能否在训练中途测出？
"""


def brief(closing: str) -> str:
    return f"""# alignment · E1 预消化（2026-12-14 · Test）

## 一、条目

### 条目 1：StepRM —— 步级奖励的蒸馏（arXiv:2612.03318）

- 来源：organized/paper_cards/5101-2612-03318.md
- 要点：把过程奖励蒸馏进小模型，打分速度提高四倍。
- 建议归入：第6节 开放问题新增一条："蒸馏后的奖励模型是否更易被利用？"

## 二、建议动作

- {closing}
"""


@pytest.mark.parametrize(
    "closing",
    [
        "开放问题加一问（条目 1）。",
        "开放问题加一问（条目 1）；第3节不动。",
        "第3节不动；开放问题补一问（条目 1）。",
        "条目 1：开放问题再添一个问题；第3节不动。",
    ],
)
def test_the_items_question_said_again_is_one_question(closing: str) -> None:
    kb = Kb(KB, KB.encode(), path=KB_PATH, commit="0" * 40)
    found = propose(brief(closing), kb, Options(brief_path="inbox/b.md")).outcomes
    [question] = [o for o in found if o.status is Status.PROPOSED]
    assert question.action.kind is ActionKind.ADD_QUESTION
    assert 13 in question.action.lines  # the closing line joins it
    assert not [o for o in found if o.status is Status.NOT_UNDERSTOOD], [o.reason for o in found]
