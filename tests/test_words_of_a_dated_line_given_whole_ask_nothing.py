"""A changelog line the closing list gives whole (`「变更」末尾追加一行：`* 2026-12-02 · 合并
12-02 批：A.1 补 X；B.3 补 Y。``) is written as given; its own words (`合并`, the items'
names, their places) ask nothing: no merge of the items it names, whose own edits stand. Our
own words, on a KB of our own."""

from __future__ import annotations

import pytest

from .conftest import kb_after

KB = """\
# 封装 知识库

## A. 技术路线

### A.1 CoWoS

- **CoWoS-S**：硅中介层。

### A.2 SoIC

- **SoIC**：混合键合。

## 变更

* 2026-11-20 · 建档。
* 2026-11-30 · A.2 补 SoIC。
"""


def brief(line: str) -> str:
    return f"""\
# 封装 · E1 预消化简报（2026-12-02）

## 一、今日重要增量

### 条目 1：CoWoP

- **来源**：公告（2026-12-01）
- **要点**：CoWoP 去掉封装基板。
- **建议归入**：A.1 新增一条：`- **CoWoP**：去掉封装基板。`

### 条目 2：SoW-X

- **来源**：公告（2026-12-01）
- **要点**：SoW 扩产。
- **建议归入**：A.2 新增一条：`- **SoW-X**：扩产版本。`

## 四、本轮结论与建议动作

1. 「变更」末尾追加一行：`{line}`
"""


@pytest.mark.parametrize(
    "line",
    [
        "* 2026-12-02 · 合并 12-02 批：A.1 补 CoWoP；A.2 补 SoW-X。",
        "* 2026-12-02 · 合并本批两条（CoWoP、SoW-X）。",
    ],
)
def test_the_line_and_each_item_s_entry_are_written(line: str) -> None:
    lines, rows = kb_after(KB, brief(line))
    assert [status for status, _ in rows].count("proposed") == 3, rows
    assert lines[-1].startswith(line[:-1]), lines
    assert any(line.startswith("- **CoWoP**：去掉封装基板。") for line in lines), lines
    assert any(line.startswith("- **SoW-X**：扩产版本。") for line in lines), lines
