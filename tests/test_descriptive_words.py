"""Words that describe rather than ask: a verb used as an attribute (`新增的两个案例`,
`更新后的数字`), a request's own name for a new entry, values followed by a closing particle.
Each said four ways in our own words, planned and rendered against a small KB."""

from __future__ import annotations

import pytest

from kbpatch.models import Action, ActionKind, Status
from kbpatch.render import Rendered

from .conftest import added_lines, render_brief

DATE = "2026-12-06"

KB = """\
# serving 活文档

## 一、缓存

### 1.1 前缀缓存

- **RadixCache**：按前缀树共享 KV。
- **LRU 换出**：冷块写回主机内存，命中率 35%。

### 1.2 趋势

- 前缀共享成为引擎默认。
- 冷热分层进入主流引擎，代表版本 v3.1。

## 二、开放问题

1. 冷档落盘的延迟能否被预取掩盖？

## 三、引用列表

1. arXiv:2401.00001 — RadixAttention〔§1.1〕
"""
LINES = KB.splitlines(keepends=True)


def brief(suggestion: str, caveat: str = "", title: str = "TierServe —— 三档 KV 分层") -> str:
    text = (
        "serving · E1 预消化简报(2026-12-06)\n\n一、今日 serving 主题的重要增量（1 条）\n\n"
        f"增量 1：{title}\n\n"
        "来源：organized/repo_cards/3001-tierserve.md\n\n"
        "要点：热档常驻显存，温档放主机内存，冷档落盘。\n\n"
        f"建议归入：{suggestion}\n"
    )
    if caveat:
        text += f"\n值得警惕：{caveat}\n"
    return text


def rendered(text: str) -> list[tuple[Action, Rendered]]:
    return render_brief(text, LINES, DATE)


def kinds(results: list[tuple[Action, Rendered]]) -> list[tuple[ActionKind, str]]:
    return [(a.kind, a.clause) for a, _ in results]


@pytest.mark.parametrize(
    "caveat",
    [
        "v2 新增的两个案例都来自作者的合作方，独立性有限。",
        "补充的实验只在单卡上跑过。",
        "更新后的命中率只是作者自测。",
        "被引 4 → 7 是元数据变化，不是新结论。",
        "删减后的版本去掉了冷档，结论未必成立。",
        "The newly added cases come from the authors' own partners.",
    ],
)
def test_a_verb_that_describes_a_noun_asks_for_nothing_and_is_not_reported(caveat: str) -> None:
    results = rendered(brief("§1.1 新增一条 TierServe。", caveat))
    assert [a.kind for a, _ in results] == [ActionKind.ADD_ENTRY], kinds(results)
    assert results[0][1].status is Status.PROPOSED
