"""An item that asks to merge two sections of the document (`Part 2 时间线与附：变更 建议
合并为一处`) merges no items: another item whose title shares a word with them (`术语与时间
线`) keeps its own edits, and the merge is reported as an edit kbpatch does not propose.
Items merged by their tags (`与条目 1 合并为一条`) are still reported as merged. Our own KB
and words."""

from __future__ import annotations

from pathlib import Path

from .conftest import proposed_and_applied, report_rows

BRIEF_PATH = "inbox/ke/2026-12-28-looms-e1prep.md"
KB_PATH = "organized/knowledge/looms.md"

KB = """\
# 织机 活文档

## Part 1 · 机型

**Jacquard-9**（Lyon，2019）：提花控制，每分钟约 600 纬（见 [[2019-jacquard-9]]）。

## Part 2 · 时间线

* 2026/11 · 剑杆织机 R-7 发布，车速约 700 纬。

## Part 3 · 术语

- 纬密（Weft Density）—— 每厘米内的纬纱根数。
- 开口（Shedding）—— 经纱分成上下两层、形成梭口的动作。

## 附：变更

* 2026/10/02 · 柯宁 · 初版。
"""


def brief(second: str) -> str:
    return f"""\
# looms · E1 预消化简报（2026-12-28）

## 一、今日条目

### 条目 1：术语与时间线

- **来源**：organized/paper_cards/2612-r7.md
- **要点**：纬密的定义应注明以厘米计。
- **建议归入**：Part 3 纬密一条中“每厘米内的纬纱根数”改为“每厘米长度内的纬纱根数”。

### 条目 2：结构整理

- **来源**：本轮整理
- **要点**：时间线与变更记录内容重复。
- **建议归入**：{second}

## 二、本轮结论与建议动作

- 见各条目。
"""


def test_a_merge_of_sections_leaves_another_item_s_edit(tmp_path: Path) -> None:
    code, report, after = proposed_and_applied(
        tmp_path, KB_PATH, KB, brief("Part 2 时间线与附：变更 建议合并为一处。"), BRIEF_PATH
    )
    assert "每厘米长度内的纬纱根数" in after, report
    rows = report_rows(report)
    assert not any("merges" in r and "条目 1" in r for r in rows), report
    assert any("合并" in r and "条目 2" in r for r in rows), report
    assert code == 1, report


def test_items_merged_by_their_tags_are_still_reported(tmp_path: Path) -> None:
    code, report, after = proposed_and_applied(
        tmp_path, KB_PATH, KB, brief("与条目 1 合并为一条。"), BRIEF_PATH
    )
    assert after == KB, report
    assert any("merges" in r for r in report_rows(report)), report
    assert code == 1, report
