"""A paper hung on the citation list by its id alone (`§七 挂 arXiv:…`, `§七 挂上 arXiv:…`, in the
closing list too) is a new citation of that list, numbered next, not an unread line nor a
second entry of the item; hung on an entry (`X 那条挂上 arXiv:…`) it is that line's source.
Our own words, on a small KB of our own."""

from __future__ import annotations

import pytest

from .conftest import kb_after

KB = """\
# 调度 活文档

## 三、调度

### 3.2 队列

- **FairQ**：按租户公平排队，尾延迟下降 20%（arXiv:2401.00011）。

## 七、引用列表

1. arXiv:2401.00011 — FairQ: Fair Queueing for LLM Serving〔§3.2〕
"""
TITLE = "QDepth: Queue-Depth Aware Scheduling"


def brief(closing: str) -> str:
    return (
        "# 调度 · E1 预消化简报（2026-12-06）\n\n## 一、增量\n\n"
        "### 条目 1：QDepth 论文（arXiv:2612.40404）\n\n"
        f"- **来源**：paper card，arXiv:2612.40404《{TITLE}》\n"
        "- **要点**：按队列深度动态调整批大小，P99 TTFT 下降 31%。\n"
        "- **建议归入**：§3.2 新增一条。\n\n"
        "## 二、本轮结论\n\n"
        f"1. {closing}\n"
    )


@pytest.mark.parametrize(
    "closing", ["§七 挂 arXiv:2612.40404（条目 1）。", "§七 挂上 arXiv:2612.40404。"]
)
def test_a_paper_hung_on_the_list_by_its_id_is_a_new_citation(closing: str) -> None:
    lines, rows = kb_after(KB, brief(closing))
    assert [status for status, _ in rows] == ["proposed", "proposed"], rows
    assert f"2. arXiv:2612.40404 — {TITLE}〔§3.2〕（E1 2026-12-06 · 条目 1）" in lines, rows


def test_a_paper_hung_on_an_entry_is_its_source() -> None:
    lines, rows = kb_after(KB, brief("§3.2 FairQ 那条 挂上 arXiv:2612.40404。"))
    assert any(line.startswith("- **FairQ**") and "2612.40404" in line for line in lines), rows
