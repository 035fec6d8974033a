"""A glossary written as a definition list (`DMTA` then `: 设计-合成-…`), closed by a rule
before the next part, takes a new term the brief names by a quote after its verb
(`术语表新增"X"：…`, `收录“X”——…`, `新增术语「X」：…`): the term on its line, the brief's
definition under it, no paper id beside it (the glossary cites none), after the last term
and before the rule."""

from __future__ import annotations

import pytest

from kbpatch.api import propose
from kbpatch.kb import Kb

from .conftest import KB_PATH

KB = """\
# 药物发现活文档

## 1 方法

### 1.1 对接

- **DiffDock**：扩散模型做盲对接。

## 术语表

DMTA
: 设计-合成-测试-分析循环，药物化学迭代的基本单位。

盲对接
: 不预先指定结合口袋的对接方式。

---

## 更新日志

- 2026-11-20：新建术语表。
"""
LINES = KB.splitlines(keepends=True)
DATE = "2026-12-21"
MARK = "（E1 2026-12-21 · 条目 1）"


def brief(suggestion: str) -> str:
    return (
        "# drugs · E1 预消化简报（2026-12-21）\n\n## 一、今日条目\n\n"
        "### 条目 1：等变网络综述\n\n"
        "- **来源**：organized/paper_cards/7006-equivariance.md（arXiv:2611.99999）\n"
        "- **要点**：综述等变网络在分子建模中的用法。\n"
        f"- **建议归入**：{suggestion}\n"
    )


@pytest.mark.parametrize(
    "suggestion",
    [
        '术语表新增"等变性"：模型输出随输入旋转平移按相同方式变换的性质。',
        "术语表收录“等变性”——模型输出随输入旋转平移按相同方式变换的性质。",
        "术语表新增术语「等变性」：模型输出随输入旋转平移按相同方式变换的性质。",
        '在术语表加一个术语"等变性"，释义为"模型输出随输入旋转平移按相同方式变换的性质"。',
    ],
)
def test_the_term_and_its_definition_go_after_the_last_term(suggestion: str) -> None:
    found = propose(brief(suggestion), Kb(KB, path=KB_PATH))
    assert [o.status.value for o in found.outcomes] == ["proposed"], [
        o.reason for o in found.outcomes
    ]
    [patch] = found.patches
    assert patch.change.start == LINES.index(": 不预先指定结合口袋的对接方式。\n") + 1
    assert [line for line in patch.change.lines if line.strip()] == [
        "等变性\n",
        f": 模型输出随输入旋转平移按相同方式变换的性质。{MARK}\n",
    ]


@pytest.mark.parametrize(
    "suggestion",
    [
        '术语表中"盲对接"的释义订正为"不指定口袋、在整个蛋白表面搜索的对接"。',
        "术语表里「盲对接」的定义改为「不指定口袋的对接」。",
    ],
)
def test_a_term_s_definition_changed_never_overwrites_the_term(suggestion: str) -> None:
    # The quote names the term whose definition changes: it is no old value to swap.
    found = propose(brief(suggestion), Kb(KB, path=KB_PATH))
    for patch in found.patches:
        assert "盲对接\n" not in KB.splitlines(keepends=True)[patch.change.start : patch.change.end]
    assert not found.patches or all(
        line.startswith(": ") for p in found.patches for line in p.change.lines if line.strip()
    )
