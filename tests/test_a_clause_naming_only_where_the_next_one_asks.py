"""A clause that only names the section the next one asks in (`B.1 主要厂商里，在"X"那条之后
列入：「…」`, `在 §2 中，…`, `「主要厂商」那一节，…`) gives that request its place, as the same
words in one clause do; a next clause naming its own section keeps it."""

from __future__ import annotations

import pytest

from .conftest import added_to

KB = """\
# 钠电活文档

## B. 产业

### B.1 主要厂商

- **宁德时代**：层状氧化物路线。
- **众钠能源**：聚阴离子路线。
- **中科海钠**：层状氧化物路线。

### B.2 时间线

- 2026-03：首条 GWh 产线投产。
"""


def brief(request: str) -> str:
    return (
        "# sodium · E1 预消化简报（2026-12-24）\n\n## 一、增量\n\n"
        "### 条目 1：鹏辉出货\n\n"
        "- **来源**：厂商 2026-12-15 投资者关系记录\n"
        "- **要点**：储能钠电芯单月出货超过 0.5 GWh。\n"
        f"- **建议归入**：{request}\n\n"
        "## 三、本轮建议的归并动作\n\n- 见条目 1。\n"
    )


NEW = "- **鹏辉能源**：双路线，单月出货超过 0.5 GWh。"


@pytest.mark.parametrize(
    "request_words",
    [
        f'B.1 主要厂商里，在"众钠能源"那条之后列入：「{NEW}」',
        f'在 B.1 中，"众钠能源"那条之后补一条：「{NEW}」',
        f'「主要厂商」那一节，"众钠能源"那条之后补一条：「{NEW}」',
    ],
)
def test_the_request_is_made_in_the_section_named_before(request_words: str) -> None:
    added, _ = added_to(KB, brief(request_words))
    assert added == [f"{NEW}（E1 2026-12-24 · 条目 1）"]
