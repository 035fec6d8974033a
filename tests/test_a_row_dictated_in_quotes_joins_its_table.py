"""A table row the brief writes out inside quotes (`表末加一行：「| A | B | … |」`) is read as
the same row unquoted, its cells as many as written; a table whose first column repeats a name
takes a row of that name too, and a row it holds already, cell for cell, is not added again."""

from __future__ import annotations

import pytest

from .conftest import added_to

KB = """\
# 叠层活文档

## 2 效率

### 2.1 认证效率

| 器件类型 | 机构 | 效率 |
|---|---|---|
| 2T 组件 | Oxford PV | 26.9% |
| 2T 组件 | 极电光能 | 25.1% |
| 4T 组件 | 协鑫光电 | 24.0% |
"""


def brief(request: str) -> str:
    return (
        "# tandem · E1 预消化简报（2026-12-14）\n\n## 一、增量\n\n"
        "### 条目 1：协鑫光电叠层认证\n\n"
        "- **来源**：协鑫光电公告 2026-12-12\n"
        "- **要点**：叠层组件获认证 27.3%。\n"
        f"- **建议归入**：{request}\n\n"
        "## 三、本轮建议的归并动作\n\n- 见条目 1。\n"
    )


@pytest.mark.parametrize(
    "request_words",
    [
        "§2.1 表末加一行：「| 2T 组件 | 协鑫光电 | 27.3% |」",
        "§2.1 表末加一行：`| 2T 组件 | 协鑫光电 | 27.3% |`",
    ],
)
def test_the_quoted_row_is_added(request_words: str) -> None:
    added, _ = added_to(KB, brief(request_words))
    assert added == ["| 2T 组件 | 协鑫光电 | 27.3%（E1 2026-12-14 · 条目 1） |"]


def test_a_row_held_already_is_not_added() -> None:
    added, outcomes = added_to(KB, brief("§2.1 表末加一行：「| 2T 组件 | 极电光能 | 25.1% |」"))
    assert added == []
    assert [status for status, _ in outcomes] == ["already present"]
