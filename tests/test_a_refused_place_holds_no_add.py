"""A refusal of a place (`开头不要加`, `最前面不要加`) says where a new line must not go, not
that nothing is added: the add the brief asks in its own place stands, and so does
the reference it asks in the same line. A refusal of the add itself (`不要加`) still holds it.
Our own KB and words."""

from __future__ import annotations

from pathlib import Path

import pytest

from .conftest import proposed_and_applied

BRIEF_PATH = "inbox/wu/2026-12-24-dye-e1prep.md"
KB_PATH = "organized/knowledge/dye.md"

KB = """\
# 植物染 活文档

## B. 年表

| 时间 | 事件 | 来源 |
|---|---|---|
| 2024-03 | 蓝靛发酵缸温控标准发布 | [1] |
| 2025-06 | 苏木染色耐光等级测试 | [2] |

## R. 参考文献

[1] 染织协会. 蓝靛发酵缸温控规范, 2024-03.
[2] 李青. 苏木染色耐光性测试报告, 2025-06.
"""

ROW = "2026-11 | 茜草红定色新工艺量产 | [3]"
REFERENCE = "[3] 茜草工坊. 定色工艺量产公告, 2026-11-20."


def brief(suggestion: str) -> str:
    return f"""\
# dye · E1 预消化简报（2026-12-24）

## 一、今日条目

### 条目 1：茜草红定色工艺量产

- **来源**：organized/paper_cards/2612-madder.md
- **要点**：茜草红新定色工艺进入量产。
- **建议归入**：{suggestion}

## 二、本轮结论与建议动作

- 见条目 1。
"""


@pytest.mark.parametrize("refusal", ["开头不要加", "表格开头处不要加", "最前面不要加"])
def test_the_add_in_its_own_place_and_its_reference_stand(tmp_path: Path, refusal: str) -> None:
    suggestion = f"B 章年表末尾追加一行：{ROW}。{refusal}。参考文献附上 `{REFERENCE}`"
    code, report, after = proposed_and_applied(tmp_path, KB_PATH, KB, brief(suggestion), BRIEF_PATH)
    assert code == 0, report
    assert "| 2026-11 | 茜草红定色新工艺量产 | [3]" in after, after
    assert REFERENCE.removesuffix(".") in after, after
    assert "forbid" not in report, report


def test_a_refusal_of_the_add_itself_still_holds_it(tmp_path: Path) -> None:
    suggestion = f"B 章年表末尾追加一行：{ROW}。本轮先不要加，等复核。"
    _, report, after = proposed_and_applied(tmp_path, KB_PATH, KB, brief(suggestion), BRIEF_PATH)
    assert "茜草" not in after, report
