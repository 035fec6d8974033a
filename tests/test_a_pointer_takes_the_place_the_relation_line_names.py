"""`在这段末尾接一句：「…」`, `该行 2026-11 那一格 0.476 → 0.474`: a suggestion that names no
section but points at `这段` / `该行`, where the item's 与活文档的关系 line names one paragraph
by its opening (`以「X」开头的那段`) or one table row (`「T」里「R」一行`), asks there. Before,
it was reported as naming no section. A relation naming two paragraphs, or words that only
look like a pointer (`这段时间`), place nothing. Our own words, on a KB of our own."""

from __future__ import annotations

import pytest

from .conftest import kb_after

FIRST = "甲材料在 2026 年连续上涨，11 月均价 8.36 万元/吨。"
SECOND = "乙材料价格平稳。"
ROW = "| 甲电芯 | 0.471 | 0.476 |"
KB = f"""\
# 电池 活文档

## 3 材料

{FIRST}

{SECOND}

## 4 价格

### 4.1 月度价格表

| 品类 | 2026-10 | 2026-11 |
|---|---|---|
{ROW}
"""
NEW = "团队预计一季度进口量下滑。"


def brief(relation: str, suggestion: str) -> str:
    return f"""\
# battery · E1 预消化简报（2026-12-18）

## 一、今日重要增量

### 条目 1：材料与价格

- **来源**：周会纪要（2026-12-08）
- **要点**：进口量将下滑；价格录入有误。
- **与活文档的关系**：{relation}
- **建议归入**：{suggestion}

## 四、本轮结论与建议动作

- 见条目 1。
"""


def test_a_sentence_goes_at_the_end_of_the_paragraph_the_relation_names() -> None:
    relation = "以「甲材料在 2026 年连续上涨」开头的那段（§3 首段）没写进口量。"
    lines, rows = kb_after(KB, brief(relation, f"在这段末尾接一句：「{NEW}」"))
    assert rows[0][0] == "proposed", rows
    assert lines == [FIRST + NEW if x == FIRST else x for x in KB.splitlines()], lines


def test_a_cell_changes_in_the_row_the_relation_names() -> None:
    relation = "「月度价格表」里「甲电芯」一行。"
    lines, rows = kb_after(KB, brief(relation, "该行 2026-11 那一格 0.476 → 0.474。"))
    assert rows[0][0] == "proposed", rows
    new = "| 甲电芯 | 0.471 | 0.474 |"
    assert lines == [new if x == ROW else x for x in KB.splitlines()], lines


@pytest.mark.parametrize(
    ("relation", "suggestion"),
    [
        (
            "以「甲材料在 2026 年连续上涨」开头的那段和以「乙材料价格平稳」开头的那段。",
            f"在这段末尾接一句：「{NEW}」",
        ),
        ("以「甲材料在 2026 年连续上涨」开头的那段。", f"这段时间补一句：「{NEW}」"),
    ],
)
def test_a_pointer_with_no_one_place_places_nothing(relation: str, suggestion: str) -> None:
    lines, rows = kb_after(KB, brief(relation, suggestion))
    assert lines == KB.splitlines(), rows


ROUTES_ROW = "| 囚禁离子 | 98 | 99.92% |"
CELL_RELATION = '§2.1 路线对比表囚禁离子行的"保真度"目前写的是 99.92%。'
ROUTES_KB = f"""\
# 量子 活文档

## 2 路线

### 2.1 路线对比

| 路线 | 比特数 | 保真度 |
|---|---|---|
| 超导 | 156 | 99.70% |
{ROUTES_ROW}
"""


@pytest.mark.parametrize("closing", ["§2.1 超导行不动。", "§2.1 表超导一行不动。", "无。"])
def test_a_cell_the_relation_names_changes_beside_a_keep_of_another_row(closing: str) -> None:
    """`把该格 `99.92%` 改为 `99.94%``, the relation naming `§2.1 路线对比表囚禁离子行的
    "保真度"`; a keep of another row named in Chinese (`超导行不动`) holds that row only. It
    held the whole table before."""
    text = brief(CELL_RELATION, "把该格 `99.92%` 改为 `99.94%`。")
    text = text.replace("- 见条目 1。", f"- 见条目 1。\n- {closing}")
    lines, rows = kb_after(ROUTES_KB, text)
    assert rows[0][0] == "proposed", rows
    new = "| 囚禁离子 | 98 | 99.94% |"
    assert lines == [new if x == ROUTES_ROW else x for x in ROUTES_KB.splitlines()], lines


def test_a_keep_of_the_row_named_in_chinese_holds_it() -> None:
    text = brief(CELL_RELATION, "把该格 `99.92%` 改为 `99.94%`。")
    text = text.replace("- 见条目 1。", "- 见条目 1。\n- §2.1 囚禁离子行不动。")
    lines, rows = kb_after(ROUTES_KB, text)
    assert lines == ROUTES_KB.splitlines(), rows
