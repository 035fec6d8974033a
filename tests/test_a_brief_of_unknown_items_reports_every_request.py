"""A brief whose items kbpatch does not know (numbered headings `## 1 周报`, no `条目 N`) is
not read, but nothing it asks is dropped: each line under such a heading that asks for an
edit or a deletion, or keeps a section, and each line of its closing list that asks for one,
is reported with its line and words."""

from __future__ import annotations

from kbpatch.api import propose
from kbpatch.kb import Kb

KB = """\
# 管网活文档

## 一、指标

### （一）漏损率

临江 2025 年综合漏损率 10.4%。

| 手段 | 单价 | 来源 |
| --- | --- | --- |
| 相关仪 | 9.5 万 | 报价 |
| 听漏棒 | 0.3 万 | 报价 |

## 变更记录

1. 2026-11-20：初版。
"""

BRIEF = """\
# pipes e1prep 2026-12-04（陈）

对照：knowledge/pipes.md

## 1 周报

来源：inbox/chen/weekly.md

- §一（一）"10.4%"→ 10.1%。
- 相关仪那行撤下（停产）。
- §一（一）听漏棒单价暂不动。

## 2 杂项

- 一（一）表格插一行：测漏车 | 60 万 | 报价
- 漏损率口径那句删掉。

## 动作

1. 漏损率 10.4 → 10.1（§一（一））
2. 删相关仪行
3. 表格加测漏车一行
4. 口径句替换
5. 变更记录 +1：12-04，指标更新
"""

ASKING_LINES = {9, 10, 11, 15, 16, 20, 21, 22, 23, 24}


def test_every_line_asking_something_is_reported_by_its_line() -> None:
    found = propose(BRIEF, Kb(KB, path="organized/knowledge/pipes.md"))
    cited = {line for outcome in found.outcomes for line in outcome.action.lines}
    assert cited >= ASKING_LINES
    assert not found.patches
