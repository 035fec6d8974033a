"""A question table whose answered rows write their answer in the status cell (`| Q-05 | …？
| 已答（2026-11-20）：…〔14〕 | 唐宁 |`) takes a status dictated whole for an open row
(`Q-09 的「状态」格改为「已答（2026-12-08）：…」`), as given. Before, it was reported as a
cell with no place for a reason. A close with a reason in other words is reported: the form
of the answered rows is not made up. Our own words, on a KB of our own."""

from __future__ import annotations

import pytest

from .conftest import kb_after

OPEN = "| Q-09 | 乙疗法何时读出？ | 待查 | 许诺 |"
KB = f"""\
# 细胞治疗 活文档

## 8 开放问题

| 编号 | 问题 | 状态 | 负责人 |
|---|---|---|---|
| Q-05 | 甲疗法是否获优先审评？ | 已答（2026-11-20）：已获优先审评〔14〕 | 唐宁 |
{OPEN}
"""


def brief(suggestion: str) -> str:
    return f"""\
# cell · E1 预消化简报（2026-12-18）

## 一、今日重要增量

### 条目 1：乙疗法读出

- **来源**：研发日材料（2026-12-08）
- **要点**：乙疗法首个队列为狼疮。
- **建议归入**：{suggestion}

## 四、本轮结论与建议动作

- 见条目 1。
"""


@pytest.mark.parametrize(
    "suggestion",
    [
        "§8 Q-09 的「状态」格改为 `已答（2026-12-08）：首个队列为狼疮〔26〕`，负责人不变。",
        "Q-09 的状态改为「已答（2026-12-08）：首个队列为狼疮〔26〕」。",
    ],
)
def test_the_status_is_written_as_dictated(suggestion: str) -> None:
    lines, rows = kb_after(KB, brief(suggestion))
    assert rows[0][0] == "proposed", rows
    new = "| Q-09 | 乙疗法何时读出？ | 已答（2026-12-08）：首个队列为狼疮〔26〕 | 许诺 |"
    assert lines == [new if x == OPEN else x for x in KB.splitlines()], lines


def test_a_reason_in_other_words_is_reported() -> None:
    lines, rows = kb_after(KB, brief("Q-09 关闭，理由：首个队列为狼疮。"))
    assert lines == KB.splitlines(), rows
    assert rows[0][0] == "unresolved", rows
