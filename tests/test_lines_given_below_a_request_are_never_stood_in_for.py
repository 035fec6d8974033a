"""A request that gives two or more whole lines below its colon (a fenced block, or a quoted
line apiece: `A.1 新增一条，三行照抄：`, `加一条，三行如下：`) asks for those lines; kbpatch does
not read them as an entry's words, so it writes no entry built from the item's 要点 in their
stead, there or where the closing list repeats the request, and reports the request with its
lines. Our own words, on a KB of our own."""

from __future__ import annotations

import pytest

from .conftest import kb_after

KB = """\
# 封装 知识库

## A. 技术路线

### A.1 CoWoS

- **CoWoS-S**
  - 说明：硅中介层。
  - 证据：量产多年。【来源 1】

- **CoWoS-L**
  - 说明：局部硅桥。
  - 证据：2025 年量产。【来源 2】
"""
FENCED = """A.1 新增一条，放在 CoWoS-L 之后，三行照抄：

```
- **CoWoP**
  - 说明：去掉封装基板，直接贴到 PCB 上。
  - 证据：供应链传闻。【来源 3】
```
"""
QUOTED = """A.1 末尾加一条，三行如下：
  "- **CoWoP**"
  "  - 说明：去掉封装基板，直接贴到 PCB 上。"
  "  - 证据：供应链传闻。【来源 3】"
"""
BACKTICKED = """A.1 最后补一条：
`- **CoWoP**`
`  - 说明：去掉封装基板，直接贴到 PCB 上。`
"""


def brief(suggestion: str) -> str:
    return f"""\
# 封装 · E1 预消化简报（2026-12-02）

## 一、今日重要增量

### 条目 1：CoWoP

- **来源**：供应链传闻（2026-12-01）
- **要点**：CoWoP 去掉封装基板，把模块直接贴到 PCB 上，用来绕开基板瓶颈。
- **建议归入**：{suggestion}
- **值得警惕**：传闻级。

## 四、本轮结论与建议动作

1. A.1 末尾加 CoWoP 一条（条目 1）。
"""


@pytest.mark.parametrize("suggestion", [FENCED, QUOTED, BACKTICKED])
def test_no_entry_of_the_item_s_words_is_written(suggestion: str) -> None:
    lines, rows = kb_after(KB, brief(suggestion))
    assert lines == KB.splitlines(), rows
    assert any("lines below" in reason for _, reason in rows), rows
