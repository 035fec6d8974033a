"""A new entry whose paper has an id carries a `来源：<inbox path>。` sentence only where its
neighbours cite file paths too; beside entries that cite only web pages (their papers' links,
a blog's address) the id is the source, and no path sentence stands in the new entry alone.
Our own words, on small KBs of our own."""

from __future__ import annotations

import pytest

from kbpatch.models import Status

from .conftest import new_lines_of, render_brief

WEB_CITED = """\
# 调度活文档

## 1 方法

1. **FairQ**（斯坦福, 2023）：按租户加权轮转。[论文](https://arxiv.org/abs/2301.01234)
2. **SlackSched**（Google, 2024）：利用空闲时隙预取。[博客](https://example.org/slack-sched/)
3. **TokenBudget**（清华, 2024）：按 token 预算排队。[论文](https://arxiv.org/abs/2402.05678)
"""
PATH_CITED = """\
# 调度活文档

## 1 方法

1. **FairQ**（斯坦福, 2023）：按租户加权轮转。来源：notes/sched/fairq.md。
2. **SlackSched**（Google, 2024）：利用空闲时隙预取。来源：notes/sched/slack.md。
"""
DATE = "2026-12-24"


def brief(suggestion: str, source: str) -> str:
    return (
        "# sched · E1 预消化简报（2026-12-24）\n\n## 一、今日条目\n\n"
        "### 条目 1：BurstGate —— 突发流量闸门（arXiv 2407.04321）\n\n"
        f"- **来源**：{source}\n"
        "- **要点**：P99 排队时延下降 18%（作者自报）。\n"
        f"- **建议归入**：{suggestion}\n"
    )


@pytest.mark.parametrize("suggestion", ["§1 末尾新增一条 BurstGate。", "§1 新增 BurstGate 一条。"])
@pytest.mark.parametrize(
    "source", ["inbox/kai/2026-12-23-notes.md", "organized/paper_cards/burstgate.md"]
)
def test_beside_web_citations_the_path_is_not_written(suggestion: str, source: str) -> None:
    lines = WEB_CITED.splitlines(keepends=True)
    found = render_brief(brief(suggestion, source), lines, DATE)
    assert [r.status for _, r in found] == [Status.PROPOSED], [r.reason for _, r in found]
    [line] = new_lines_of(found, lines)
    assert line.startswith("4. **BurstGate**"), line
    assert "来源" not in line and source not in line, line
    assert "2407.04321" in line


def test_beside_path_citations_the_path_is_written() -> None:
    lines = PATH_CITED.splitlines(keepends=True)
    source = "inbox/kai/2026-12-23-notes.md"
    found = render_brief(brief("§1 末尾新增一条 BurstGate。", source), lines, DATE)
    [line] = new_lines_of(found, lines)
    assert line.startswith("3. **BurstGate**"), line
    assert f"来源：{source}" in line, line
