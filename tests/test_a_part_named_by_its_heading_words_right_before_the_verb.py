"""A section's part named by its sub-heading's words right before the verb, no space between
(`§5.3 小结追加一条：「- …」`, `§5.3 风险补一条`), is that part: the new line goes at its end,
in its list, never into the section's own text above it. A section of a document numbered
`### V-3` is named so (`§V-3`) as well as `§5.3`. Our own words, on KBs of our own."""

from __future__ import annotations

import pytest

from .conftest import kb_after

NUMBERED = """\
# 养老机器人 活文档

## 5 应用

### 5.3 家庭

家庭场景仍在内测阶段，复杂任务依赖遥操作。

#### 小结

- 家庭场景的瓶颈是安全与责任。
- 机构养老是切入点。

#### 风险

- 远程遥操作涉及隐私。

## 6 政策

补贴政策尚未出台。
"""
ROMAN = NUMBERED.replace("## 5 应用", "## V. 应用").replace("### 5.3 家庭", "### V-3 家庭")
ROMAN = ROMAN.replace("## 6 政策", "## VI. 政策")
NEW = "首批家用机型交付推迟到 2027 年。"


def brief(suggestion: str) -> str:
    return f"""\
# eldercare · E1 预消化简报（2026-12-13）

## 一、今日重要增量

### 条目 1：交付推迟

- **来源**：厂商邮件（2026-12-08）
- **要点**：首批交付推迟。
- **建议归入**：{suggestion}

## 四、本轮结论与建议动作

- 见条目 1。
"""


@pytest.mark.parametrize(
    ("kb", "suggestion", "after"),
    [
        (NUMBERED, f"§5.3 小结追加一条：「- {NEW}」", "- 机构养老是切入点。"),
        (NUMBERED, f"§5.3 风险补一条：「- {NEW}」", "- 远程遥操作涉及隐私。"),
        (ROMAN, f"§V-3 小结追加一条：「- {NEW}」", "- 机构养老是切入点。"),
    ],
)
def test_the_line_goes_at_the_end_of_the_part(kb: str, suggestion: str, after: str) -> None:
    lines, rows = kb_after(kb, brief(suggestion))
    assert rows[0][0] == "proposed", rows
    at = kb.splitlines().index(after) + 1
    written = f"- {NEW[:-1]}。（E1 2026-12-13 · 条目 1）"
    assert lines == [*kb.splitlines()[:at], written, *kb.splitlines()[at:]], lines
