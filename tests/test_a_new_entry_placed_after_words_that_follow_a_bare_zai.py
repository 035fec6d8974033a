"""`在 X 之后加一条` with no verb of placing before 在 and X a name that mixes Latin and Chinese
(`在 Alpha 实验室之后`) or is Chinese alone: the new entry goes right after X's entry. Before,
the place went unread and the entry was written at the section's end; words that name no
entry there are reported, never taken for the end. Our own words, on a KB of our own."""

from __future__ import annotations

import pytest

from .conftest import kb_after

ALPHA = "- **Alpha 实验室**：样品阶段。"
KB = f"""\
# 储能 活文档

## 1 格局

{ALPHA}
- **乙厂**：成本最低。
- **丙厂**：刚投产。

## 2 修订记录

- 2026-11-30：初稿。
"""
NEW = "- **丁厂**：新进入者。"


def brief(suggestion: str) -> str:
    return f"""\
# storage · E1 预消化简报（2026-12-18）

## 一、今日重要增量

### 条目 1：丁厂进入

- **来源**：某日报（2026-12-05）
- **要点**：丁厂进入。
- **建议归入**：{suggestion}

## 四、本轮结论与建议动作

- 见条目 1。
"""


@pytest.mark.parametrize(
    "suggestion",
    [
        f"§1 在 Alpha 实验室之后加一条：「{NEW}」",
        f"§1 在Alpha 实验室后面补一条：「{NEW}」",
    ],
)
def test_the_entry_follows_the_one_named(suggestion: str) -> None:
    lines, rows = kb_after(KB, brief(suggestion))
    assert rows[0][0] == "proposed", rows
    added = f"{NEW}（E1 2026-12-18 · 条目 1）"
    assert lines == [x for k in KB.splitlines() for x in ([k, added] if k == ALPHA else [k])]


def test_words_naming_no_entry_are_reported() -> None:
    lines, rows = kb_after(KB, brief(f"§1 在 Beta 工厂之后加一条：「{NEW}」"))
    assert lines == KB.splitlines(), rows


TABLE_KB = """\
# 卫星 活文档

## 2 星座

| 星座 | 在轨数 | 备注 |
|---|---|---|
| IRIS² | 0 | 欧盟项目 |
| 乙星座 | 10 | 试验 |
"""


@pytest.mark.parametrize(
    "suggestion",
    [
        "§2 表在 IRIS² 行之后加一行：`| 丙星座 | 0 | 规划 |`",
        "星座表在 IRIS² 行之后追加一行：`| 丙星座 | 0 | 规划 |`",
    ],
)
def test_a_row_follows_the_row_named_after_the_table_s_noun(suggestion: str) -> None:
    lines, rows = kb_after(TABLE_KB, brief(suggestion))
    assert rows[0][0] == "proposed", rows
    added = "| 丙星座 | 0 | 规划（E1 2026-12-18 · 条目 1） |"
    old = TABLE_KB.splitlines()
    assert lines == [x for k in old for x in ([k, added] if k.startswith("| IRIS²") else [k])]
