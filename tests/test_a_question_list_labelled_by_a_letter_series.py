"""A question list labelled by a letter's series (`- [ ] P1：…？`) takes a new question under
its next label (`P9：`), whether the brief opens it anew (`另开一问：「…？」`, `新开一个问题：`)
or gives that label itself (`「P9：…？」`, written once); a label other than the next is
reported, never written. Our own KB and words."""

from __future__ import annotations

from pathlib import Path

import pytest

from .conftest import proposed_and_applied

BRIEF_PATH = "inbox/an/2026-12-27-bamboo-e1prep.md"
KB_PATH = "organized/knowledge/bamboo.md"

KB = """\
# 竹建筑 活文档

## A. 材料

- 毛竹：抗拉强度高，需防虫处理。

## E. 开放问题

- [ ] P1：重组竹梁的长期蠕变数据何时公开？
- [x] P2：竹材防火等级能否达到 B1？——已关闭：2026-05 检测报告达到 B1。
- [ ] P3：竹结构设计规范是否单列抗震条文？
"""

ASKED = "竹钢复合节点是否需要单独的疲劳试验？"


def brief(suggestion: str) -> str:
    return f"""\
# bamboo · E1 预消化简报（2026-12-27）

## 一、今日条目

### 条目 1：竹钢复合节点试验

- **来源**：organized/paper_cards/2612-bamboo-joint.md
- **要点**：复合节点完成静力试验。
- **建议归入**：{suggestion}

## 二、本轮结论与建议动作

- 见条目 1。
"""


@pytest.mark.parametrize(
    "suggestion",
    [
        f"E 章另开一问：「{ASKED}」",
        f"E 章新开一个问题：「{ASKED}」",
        f"E 章新增一问：「P4：{ASKED}」",
    ],
)
def test_the_new_question_takes_the_list_s_next_label(tmp_path: Path, suggestion: str) -> None:
    code, report, after = proposed_and_applied(tmp_path, KB_PATH, KB, brief(suggestion), BRIEF_PATH)
    assert code == 0, report
    (new,) = [line for line in after.splitlines() if line not in KB.splitlines()]
    assert new.startswith(f"- [ ] P4：{ASKED}"), new
    assert after.rstrip().splitlines()[-1] == new


def test_a_label_other_than_the_next_is_reported(tmp_path: Path) -> None:
    suggestion = f"E 章新增一问：「P2：{ASKED}」"
    code, report, after = proposed_and_applied(tmp_path, KB_PATH, KB, brief(suggestion), BRIEF_PATH)
    assert after == KB
    assert code != 0 and "「P2」" in report and "「P4」" in report, report


@pytest.mark.parametrize(
    "suggestion",
    [
        "P3 关闭，在行末写「——已关闭（2026-12-27）：规范已单列。」另开一问。",
        f"另开一个新问题 P4，问题为「{ASKED}」，提出人周默。",
    ],
)
def test_a_sentence_quoted_for_another_request_or_a_label_is_no_question(
    tmp_path: Path, suggestion: str
) -> None:
    code, report, after = proposed_and_applied(tmp_path, KB_PATH, KB, brief(suggestion), BRIEF_PATH)
    assert "- [ ] P4：——" not in after and "P4：P4" not in after, after
    assert "已关闭（2026-12-27）" not in after.split("## E.")[1].split("P3")[0], after
    assert code != 0, report
