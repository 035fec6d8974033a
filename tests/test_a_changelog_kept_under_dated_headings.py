"""A changelog kept under dated headings (`### 2026-12-08` and its lines) takes the heading and
the line the brief dictates (`§9 新增「### 2026-12-11」小节，写入：「- …」`) where the headings'
date order puts them, the line in the list's marker and marked as the brief's; a date the
changelog has a heading for already is reported, never a second heading."""

from __future__ import annotations

import pytest

from .conftest import kb_after

KB = """\
# 叠层活文档

## 2 效率

LONGi 2T 电池效率 34.6%。

## 9 变更记录

### 2026-12-08

- 新增 §4.2 格尔木条目。

### 2026-11-30

- 新增 §3.4 封装表。
"""


def brief(closing: str) -> str:
    return (
        "# tandem · E1 预消化简报（2026-12-11）\n\n## 一、增量\n\n"
        "### 条目 1：LONGi 新纪录\n\n"
        "- **来源**：NREL 图表 2026-12\n"
        "- **要点**：2T 电池效率 35.1%。\n"
        '- **建议归入**：§2 "34.6%"改为"35.1%"\n\n'
        f"## 三、本轮建议的归并动作\n\n- 见条目 1。\n- {closing}\n"
    )


@pytest.mark.parametrize(
    "closing",
    [
        "§9 新增「### 2026-12-11」小节，写入：「- §2 更新电池效率。」",
        "变更记录加「### 2026-12-11」，写：「- §2 更新电池效率。」",
        "新建「### 2026-12-11」小节，条目为「- §2 更新电池效率。」",
    ],
)
def test_the_heading_and_its_line_go_on_top(closing: str) -> None:
    lines, _ = kb_after(KB, brief(closing))
    at = lines.index("## 9 变更记录")
    assert lines[at + 2 : at + 7] == [
        "### 2026-12-11",
        "",
        "- §2 更新电池效率。（E1 2026-12-11 · 简报）",
        "",
        "### 2026-12-08",
    ]


def test_a_date_with_a_heading_already_is_reported() -> None:
    lines, outcomes = kb_after(
        KB, brief("§9 新增「### 2026-12-08」小节，写入：「- §2 更新电池效率。」")
    )
    assert (
        lines[lines.index("## 9 变更记录") :]
        == KB.splitlines()[KB.splitlines().index("## 9 变更记录") :]
    )
    assert any(status == "unresolved" and "2026-12-08" in reason for status, reason in outcomes)
