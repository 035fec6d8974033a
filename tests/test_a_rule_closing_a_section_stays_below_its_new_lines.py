"""A thematic break (`---`) that closes a section before the next part is no line of the
section's content: a new open question, paragraph entry or line goes after the section's
last line above it, in their form (`问题 4：…？（状态：未决）` numbered next, with the status the
others carry), never after the rule."""

from __future__ import annotations

import pytest

from .conftest import kb_after

KB = """\
# 储能活文档

## 一、电芯

**LFP-X**（某厂，2025）：磷酸铁锂，循环 6000 次。

**NaCell**（某厂，2026）：钠离子，低温性能好。

---

## 待解问题

问题 1：固态电解质能否在 2027 年量产？（状态：未决）
问题 2：钠电的能量密度上限是多少？（状态：未决）
问题 3：回收成本能否降到 1 元/Wh 以下？（状态：已关闭，见 2026-10 条）

---

## 更新记录

- 2026-11-01：初版。
"""


def brief(suggestion: str) -> str:
    return (
        "# storage · E1 预消化简报（2026-12-02）\n\n## 一、增量\n\n"
        "### 条目 1：硅碳负极\n\n"
        "- **来源**：organized/paper_cards/7001-sic.md（arXiv:2612.00001）\n"
        "- **要点**：硅碳负极循环寿命提升。\n"
        f"- **建议归入**：{suggestion}\n"
    )


def after(suggestion: str) -> list[str]:
    lines, rows = kb_after(KB, brief(suggestion))
    assert lines != KB.splitlines(), rows
    return lines


@pytest.mark.parametrize(
    "suggestion",
    [
        '待解问题新增一条："硅碳负极的膨胀能否控制在 10% 以内？"',
        "在「待解问题」一节加一问：硅碳负极的膨胀能否控制在 10% 以内？",
        '待解问题里补录问题 4："硅碳负极的膨胀能否控制在 10% 以内？"',
    ],
)
def test_a_new_question_is_numbered_next_above_the_rule(suggestion: str) -> None:
    lines = after(suggestion)
    at = lines.index("问题 3：回收成本能否降到 1 元/Wh 以下？（状态：已关闭，见 2026-10 条）")
    assert lines[at + 1].startswith("问题 4：硅碳负极的膨胀能否控制在 10% 以内？（状态：未决）")
    assert lines[at + 2 : at + 4] == ["", "---"]


def test_a_new_paragraph_entry_stands_above_the_rule() -> None:
    lines = after("§一 新增一条 **SiC-Anode**（某校，2026）：硅碳负极，循环 1500 次。")
    at = lines.index("**NaCell**（某厂，2026）：钠离子，低温性能好。")
    assert lines[at + 1] == ""
    new = lines[at + 2]
    assert new.startswith("**SiC-Anode**（") and "硅碳负极，循环 1500 次。" in new
    assert lines[at + 3 : at + 5] == ["", "---"]
