"""A list's line quoted whole after the place said for it (`排在 A 那条之后、B 那条之前：
「- X（Y）Z：…」`, `放在 A 那条之后：「- …」`) is the new line as given, whatever its name holds
(brackets, spaces): it was written under the item's own title (`- 标题：X（Y）Z：…`). Our own
words, on our own small KB."""

from __future__ import annotations

import pytest

from .conftest import kb_after

KB = """\
# 数据中心电力活文档

## 1 接入

### 1-1 周期

接入周期是硬约束（来源：某 2025）。

#### 1-1-1 大负荷规则

各地规则正在收紧：

- AEP Ohio 数据中心费率：最低需量电费按合同容量的 85% 计收（来源：AEP Ohio 2025）。
- 得州 SB 6：大负荷须接受远程断开。
"""


def brief(request: str) -> str:
    return f"""\
# 数据中心电力 · E1 预消化简报（2026-12-09）

## 一、今日重要增量

### 条目 1：Dominion GS-5

- **来源**：州监管文件（2026-12-06）
- **要点**：新费率类别获批。
- **建议归入**：{request}

## 四、本轮结论与建议动作

- 见条目 1。
"""


AEP = "- AEP Ohio 数据中心费率：最低需量电费按合同容量的 85% 计收（来源：AEP Ohio 2025）。"
LINE = "- Dominion（弗吉尼亚）GS-5 费率类别：合同期 14 年。"


@pytest.mark.parametrize(
    "place",
    [
        "排在 AEP Ohio 那条之后、得州 SB 6 那条之前",
        "排在 AEP Ohio 那条之后",
        "放在 AEP Ohio 那条后面",
    ],
)
def test_the_quoted_line_is_written_after_its_neighbour(place: str) -> None:
    lines, rows = kb_after(KB, brief(f"1-1-1 列表里添一条，{place}：「{LINE}」"))
    at = lines.index(AEP)
    assert lines[at + 1] == f"{LINE}（E1 2026-12-09 · 条目 1）", rows
    assert lines[at + 2] == "- 得州 SB 6：大负荷须接受远程断开。", rows
