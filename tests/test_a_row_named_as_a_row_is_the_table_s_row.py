"""`2.1 表 Buckfast 行的备注补"…"`: a request that calls what it names a row (`X 行`, `X 一行`) adds
to that table row, not to a list line of the section's sub-section that opens with the same
word. With no row of that name, the list line it names is still found. Our own words and KB."""

from __future__ import annotations

from pathlib import Path

import pytest

from .conftest import proposed_and_applied

BRIEF_PATH = "inbox/lu/2026-12-28-hives-e1prep.md"
KB_PATH = "organized/knowledge/hives.md"

ROW = "| Buckfast | 平原 | 35 | 产蜜量高 |"
NOTE = "- Buckfast 在高海拔蜂场越冬损失偏大，需补饲。"
KB = f"""\
# 蜂场记录

## 2. 蜂群

### 2.1 蜂种对比

| 蜂种 | 适宜地形 | 年产蜜 (kg) | 备注 |
| --- | --- | --- | --- |
{ROW}
| Carnica | 山区 | 28 | 越冬强 |

#### 2.1.1 使用注意

{NOTE}
- Carnica 春繁慢，早春需保温。
"""


def brief(request: str) -> str:
    return f"""\
# hives · E1 预消化简报（2026-12-28）

## 一、条目

### 条目 1：Buckfast越冬复盘

- 来源：inbox/lu/2026-12-27-notes.md
- 要点：三个蜂场的Buckfast越冬群势都下降。
- **建议归入**：{request}

## 二、本轮结论与建议动作

- 见条目 1。
"""


@pytest.mark.parametrize(
    "request_words",
    [
        '2.1 表 Buckfast 行的备注补"高海拔越冬损失大"。',
        '2.1 蜂种对比 Buckfast 一行的备注加上"高海拔越冬损失大"。',
        '§2.1 表中 Buckfast 这一行 备注 追加"高海拔越冬损失大"。',
    ],
)
def test_the_words_go_to_the_table_row(tmp_path: Path, request_words: str) -> None:
    code, report, after = proposed_and_applied(
        tmp_path, KB_PATH, KB, brief(request_words), BRIEF_PATH
    )
    assert code == 0, report
    assert "| Buckfast | 平原 | 35 | 产蜜量高；高海拔越冬损失大 |" in after.splitlines(), after
    assert NOTE in after.splitlines()


def test_an_entry_named_without_row_is_the_list_line(tmp_path: Path) -> None:
    request = brief('§2.1.1 Buckfast 那条末尾补一句"冬前需合并弱群"。')
    code, report, after = proposed_and_applied(tmp_path, KB_PATH, KB, request, BRIEF_PATH)
    assert code == 0, report
    assert f"{NOTE}冬前需合并弱群。" in after.splitlines(), after
    assert ROW in after.splitlines()
