"""Paragraph entries with a rule (`---`) between every two of them: a new entry after the last
one gets the rule before it too, also where a container (`::: tip`) closes the section. Where
a gap has no rule, no rule is added; an id comment the entries end with is never made up."""

from __future__ import annotations

import pytest

from kbpatch.api import propose
from kbpatch.kb import Kb

from .conftest import KB_PATH, apply_edit

KB = """\
# 网关活文档

## 2 流量

### 2.1 限流

**令牌桶**：每秒补充固定令牌，突发上限等于桶容量。<!-- id: rl-01 -->

---

**漏桶**：恒定速率放行，突发全部排队。<!-- id: rl-02 -->

---

**滑动窗口**：按最近 60 秒计数，边界抖动小。<!-- id: rl-03 -->

### 2.2 熔断

**半开探测**：熔断后每 10 秒放一个请求试探。<!-- id: cb-01 -->
"""

TIP = "\n::: tip\n限流阈值按峰值的 80% 设。\n:::\n"


def brief(suggestion: str) -> str:
    return (
        "# gateway · E1 预消化简报（2026-12-15）\n\n"
        f"对照：{KB_PATH}\n\n## 一、增量\n\n"
        "### 条目 1：AdaptiveLimit\n\n"
        "- **来源**：organized/repo_cards/7006-adaptive.md\n"
        "- **要点**：按 p99 延迟自动调节并发上限。\n"
        f"- **建议归入**：{suggestion}\n"
    )


def after(kb: str, suggestion: str) -> str:
    proposal = propose(brief(suggestion), Kb(kb, path=KB_PATH))
    lines = kb.splitlines(keepends=True)
    for patch in proposal.patches:
        lines = apply_edit(lines, patch.change)
    return "".join(lines)


PHRASINGS = [
    "§2.1 新增一条 AdaptiveLimit 条目。",
    "2.1 节补录 AdaptiveLimit。",
    "「限流」一节加一条 AdaptiveLimit。",
]


@pytest.mark.parametrize("suggestion", PHRASINGS)
@pytest.mark.parametrize("tip", ["", TIP])
def test_the_rule_goes_before_the_new_entry(suggestion: str, tip: str) -> None:
    kb = KB.replace("边界抖动小。<!-- id: rl-03 -->\n", "边界抖动小。<!-- id: rl-03 -->\n" + tip)
    written = after(kb, suggestion)
    assert (
        "<!-- id: rl-03 -->\n\n---\n\n**AdaptiveLimit**：按 p99 延迟自动调节并发上限。" in written
    )
    assert written.count("<!-- id:") == kb.count("<!-- id:")


def test_no_rule_where_a_gap_has_none() -> None:
    kb = KB.replace("<!-- id: rl-01 -->\n\n---\n\n", "<!-- id: rl-01 -->\n\n")
    written = after(kb, PHRASINGS[0])
    assert "<!-- id: rl-03 -->\n\n**AdaptiveLimit**：" in written
    assert written.count("---") == kb.count("---")
