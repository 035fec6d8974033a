"""A closing line that keeps a thing of the document as it is (`…；问题表加 Q-4；捕集率区间不改`,
`…；对比表不动`), named in words that are not the item's, holds the item's changes of values
but no new line, question or sentence the item adds; the same words said of the item itself
(`捕集试点本轮先不动`, `本轮先不动`) still hold all of it. Our own KB and words."""

from __future__ import annotations

from pathlib import Path

import pytest

from .conftest import proposed_and_applied, report_rows

BRIEF_PATH = "inbox/xu/2026-12-26-capture-e1prep.md"
KB_PATH = "organized/knowledge/capture.md"

KB = """\
# 船上碳捕集 活文档

## 2 试点

1. 首批试点的捕集率区间为 30–70%。
2. 捕集后的 CO₂ 需在港口卸载。

## 3 对比表

| 路线 | 捕集率 |
|---|---|
| 胺法 | 30–70% |

## 6 待决问题

| 编号 | 问题 | 状态 |
|---|---|---|
| Q-3 | 卸载设施由谁投资？ | 开放 |
"""

QUESTION = "卸载的 CO₂ 由谁出具核证？"


def brief(closing: str) -> str:
    return f"""\
# capture · E1 预消化简报（2026-12-26）

## 一、今日条目

### 条目 1：捕集试点第二阶段

- **来源**：organized/paper_cards/2612-gcmd-phase2.md
- **要点**：第二阶段试点完成首次船到岸卸载，单船捕集率 85%。
- **建议归入**：
  - §2 第 2 条末尾补一句："2026-10 完成首次船到岸卸载。"
  - §6 问题表新增 Q-4："{QUESTION}"

## 二、本轮结论与建议动作

- {closing}
"""


@pytest.mark.parametrize(
    "closing",
    [
        "条目 1 照建议落笔；捕集率区间不改。",
        "条目 1 照建议落笔；对比表不动。",
    ],
)
def test_a_kept_thing_leaves_the_item_s_new_lines(tmp_path: Path, closing: str) -> None:
    code, report, after = proposed_and_applied(tmp_path, KB_PATH, KB, brief(closing), BRIEF_PATH)
    assert code == 0, report
    assert "2. 捕集后的 CO₂ 需在港口卸载。2026-10 完成首次船到岸卸载。" in after, after
    assert QUESTION in after, after
    assert "30–70%" in after, after


@pytest.mark.parametrize("closing", ["条目 1 本轮先不动。", "捕集试点本轮先不动。"])
def test_the_item_itself_kept_holds_every_edit(tmp_path: Path, closing: str) -> None:
    code, report, after = proposed_and_applied(tmp_path, KB_PATH, KB, brief(closing), BRIEF_PATH)
    assert code in (0, 1), report  # forbidden, or held for a person to settle
    assert after == KB, after
    assert report_rows(report), report
