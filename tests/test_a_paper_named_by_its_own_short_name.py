"""An item about a paper whose heading describes it (`队列深度调度论文`) while its 来源 gives the
paper's title with its own short name (`《QDepth: …》`): the new entry is named by that short
name, not by a Latin word of the description (`GPU`), and a closing line naming the paper so
(`§3.2 新增 QDepth 条目`) is that item's. A citation's bracket naming several sections
(`〔§3.2 / §4.1〕`) writes them all. Our own words, on a small KB of our own."""

from __future__ import annotations

from .conftest import kb_after

KB = """\
# 调度 活文档

## 三、调度

### 3.2 队列

- **FairQ**：按租户公平排队，尾延迟下降 20%（arXiv:2401.00011）。

## 四、观测

### 4.1 指标

- 队列深度是 TTFT 的先行指标（arXiv:2401.00011）。

## 七、引用列表

1. arXiv:2401.00011 — FairQ: Fair Queueing for LLM Serving〔§3.2 / §4.1〕
"""
TITLE = "QDepth: Queue-Depth Aware GPU Scheduling"


def brief(heading: str, closing: str) -> str:
    return (
        "# 调度 · E1 预消化简报（2026-12-06）\n\n## 一、增量\n\n"
        f"### 条目 1：{heading}\n\n"
        f"- **来源**：paper card，arXiv:2612.40404《{TITLE}》\n"
        "- **要点**：按队列深度动态调整批大小，P99 TTFT 下降 31%。\n"
        "- **建议归入**：§3.2 新增一条；§七 新增第 2 条引用。\n\n"
        "## 二、本轮结论\n\n"
        f"1. {closing}\n"
    )


def new_lines(text: str) -> tuple[list[str], list[tuple[str, str]]]:
    lines, rows = kb_after(KB, text)
    return [line for line in lines if line not in KB.splitlines()], rows


def test_a_paper_item_s_entry_takes_the_paper_s_own_short_name() -> None:
    added, rows = new_lines(brief("GPU 队列深度调度论文（arXiv:2612.40404）", "见条目 1。"))
    assert all(status == "proposed" for status, _ in rows), rows
    assert any(line.startswith("- **QDepth**：按队列深度") for line in added), added


def test_a_closing_line_naming_the_paper_by_its_short_name_joins_its_item() -> None:
    added, rows = new_lines(
        brief(
            "GPU 队列深度调度论文（arXiv:2612.40404）",
            "§3.2 新增 QDepth 条目；§七 新增第 2 条引用〔§3.2 / §4.1〕（条目 1）。",
        )
    )
    assert [status for status, _ in rows] == ["proposed", "proposed"], rows
    assert len(added) == 2, added
    assert added[1] == (
        f"2. arXiv:2612.40404 — {TITLE}〔§3.2 / §4.1〕（E1 2026-12-06 · 条目 1）"
    ), added


def test_a_paper_item_named_by_the_paper_s_own_name_keeps_it() -> None:
    added, rows = new_lines(brief("QDepth 论文（arXiv:2612.40404）", "见条目 1。"))
    assert any(line.startswith("- **QDepth**：") for line in added), (added, rows)
