"""A line may ask for two things of two kinds in two places: an append to an entry, then a new
entry in a list kbpatch cannot place (an appendix named in words, sorted by surname). The
second request is never folded into the first as a remark on it: the first is proposed, the
second is reported with its words, whichever comes first, whether `；`, `。` or a comma parts
them, and however the author is spelt (`Okafor, T. et al. (2026)`: neither the comma nor the
stop after an initial ends the clause)."""

from __future__ import annotations

import pytest

from kbpatch.api import Options, propose
from kbpatch.kb import Kb
from kbpatch.models import ActionKind, Outcome, Status

from .conftest import KB_PATH

KB = """\
# 对齐训练活文档

## 甲、偏好数据

### 第3节 奖励模型

#### 成对排序损失

以 Bradley-Terry 损失训练奖励模型，标注一致率约七成（Stiennon 等, 2020）。

#### 过程奖励

逐步打分，数学题上优于结果奖励（Lightman 等, 2023）。

### 第4节 直接偏好优化

#### DPO

省去奖励模型，直接以偏好对优化策略（Rafailov 等, 2023）。

## 附录 文献（按第一作者姓氏排序）

- Lightman, H. et al. (2023). Let's Verify Step by Step. arXiv:2305.20050
- Rafailov, R. et al. (2023). Direct Preference Optimization. arXiv:2305.18290
- Stiennon, N. et al. (2020). Learning to Summarize from Human Feedback. arXiv:2009.01325
"""


def brief(suggestion: str) -> str:
    return f"""# alignment · E1 预消化（2026-12-14 · Test）

## 一、条目

### 条目 1：StepRM —— 步级奖励的蒸馏（arXiv:2612.03318）

- 来源：organized/paper_cards/5101-2612-03318.md
- 要点：把过程奖励蒸馏进小模型，打分速度提高四倍。
- 建议归入：{suggestion}
"""


def outcomes(suggestion: str) -> list[Outcome]:
    kb = Kb(KB, KB.encode(), path=KB_PATH, commit="0" * 40)
    return list(propose(brief(suggestion), kb, Options(brief_path="inbox/b.md")).outcomes)


APPEND = '第3节 过程奖励 条目末尾补一句"蒸馏后仍保留八成增益"'
APPENDIX = "附录补 Okafor, T. et al. (2026) 一条，按姓氏排序放入"

TWO_REQUESTS = (
    f"{APPEND}；{APPENDIX}。",
    f"{APPEND}。{APPENDIX}。",
    f"{APPEND}，{APPENDIX}。",
    f"{APPENDIX}；{APPEND}。",
    f"{APPEND}；附录另加一条：Okafor, T. M. et al. (2026)。",
    f"{APPEND}；附录新增 Okafor (2026) 一条。",
    '第3节 过程奖励 条目的"逐步打分"改为"逐步打分并汇总"；附录补 Okafor, T. et al. (2026) 一条。',
    "第4节 新增一条 StepRM；附录补 Okafor, T. et al. (2026) 一条，按姓氏排序放入。",
)


@pytest.mark.parametrize("suggestion", TWO_REQUESTS)
def test_an_appendix_entry_after_an_edit_is_reported_not_absorbed(suggestion: str) -> None:
    found = outcomes(suggestion)
    proposed = [o for o in found if o.status is Status.PROPOSED]
    assert len(proposed) == 1, [(o.status, o.reason) for o in found]
    reported = [o for o in found if o.status is Status.NOT_UNDERSTOOD]
    assert len(reported) == 1, [(o.status, o.reason) for o in found]
    [row] = reported
    # The row quotes the appendix request, the author's name whole.
    assert "Okafor" in row.action.request + row.reason
    assert "附录" in row.action.request + row.reason


@pytest.mark.parametrize(
    "suggestion",
    [
        # Remarks on the edit after it ask nothing of their own: no row.
        f"{APPEND}；这一句来自原文第 4 节。",
        f"{APPEND}，Okafor, T. et al. (2026) 的实验。",
        f"{APPEND}；附录不必补。",
        f"{APPEND}；附录无需新增条目。",
    ],
)
def test_a_remark_after_an_edit_stays_a_remark(suggestion: str) -> None:
    found = outcomes(suggestion)
    assert [o.action.kind for o in found if o.status is Status.PROPOSED] == [ActionKind.APPEND]
    assert not [o for o in found if o.status is Status.NOT_UNDERSTOOD], [o.reason for o in found]
