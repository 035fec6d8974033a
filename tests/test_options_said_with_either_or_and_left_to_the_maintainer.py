"""Options said without labels, each opened by 要么 (`要么把 A 改为 B，要么在段末加一句`), are
options; handed to someone to pick (`请维护人二选一`, `留给主编择一`) none is recommended: each
edit kbpatch can make is an alternative, none a proposed patch. One 要么 is no options. Our
own words, on a KB of our own."""

from __future__ import annotations

import pytest

from tests.conftest import kb_after

KB = """\
# 地热 活文档

## 2 发电

### 2.1 干热岩

增强型地热系统的单井产能目前约为 3–5 MW，商业化示范项目集中在美国犹他州。

## 3 开放问题

- 干热岩钻井成本何时降到每米 1 万元以下？
"""
OPTION_A = "把 §2.1 的「约为 3–5 MW」改为「约为 3–8 MW」"
OPTION_B = "在 §3 加一问「单井 8 MW 能否在别的场地复现？」"


def brief(suggestion: str) -> str:
    return f"""\
# 地热 · E1 预消化简报（2026-12-10）

## 一、今日重要增量

### 条目 1：犹他州新井

- **来源**：项目方公告（2026-12-02）
- **要点**：新井测得单井 8 MW。
- **建议归入**：{suggestion}

## 四、本轮结论与建议动作

- 见条目 1。
"""


@pytest.mark.parametrize(
    ("suggestion", "alternatives"),
    [
        (f"两种处理都行：要么{OPTION_A}，要么{OPTION_B}。请维护人二选一。", True),
        (f"要么{OPTION_A}；要么{OPTION_B}，留给主编择一。", True),
        # An option that keeps the text (`正文不动`) puts the whole choice off.
        (f"两种做法：要么{OPTION_A}，要么正文不动、{OPTION_B}。交给 Lin 二选一。", False),
    ],
)
def test_either_or_left_to_someone_proposes_none(suggestion: str, alternatives: bool) -> None:
    lines, rows = kb_after(KB, brief(suggestion))
    statuses = [status for status, _ in rows]
    assert "proposed" not in statuses, rows
    assert ("alternative" in statuses) is alternatives, rows
    if not alternatives:
        assert lines == KB.splitlines(), rows


def test_one_yaome_is_no_option() -> None:
    _, rows = kb_after(KB, brief(f"{OPTION_A}，要么就干脆不写新数。"))
    assert rows, rows
    assert "alternative" not in [status for status, _ in rows], rows
