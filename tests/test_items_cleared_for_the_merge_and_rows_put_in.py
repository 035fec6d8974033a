"""A closing line that clears items for the merge (`可直接合并：条目 1（…）、条目 2（…）`) merges
no items into one entry: each item's own edits stand. A later sentence that sets a condition
for a request of its own (`若…，H2 可改为已证实`) holds back that request, not the one before
it. A row written out after a verb of putting it in (`在「X」那一行之后插入 `| … |``) is the new
row; where kbpatch reads no row in the words written out, it makes none of the item's. Our own
words, on our own cold-chain KB."""

from __future__ import annotations

import pytest

from .conftest import kb_after

KB = """\
# 冷链物流 · 活文档

## 1 市场

冷链市场 2026 年规模约 6,000 亿元，同比增长约 9%。

## 2 设施

| 项目 | 地区 | 库容（万吨） | 投运 |
|---|---|---|---|
| 青岛港冷链园 | 山东青岛 | 30 | 2025-06 |
| 成都双流冷链港 | 四川成都 | 20 | 2026-03 |
| 广州南沙冷链港 | 广东广州 | 18 | 2026-03 |

- 郑州：中部冷链枢纽，2026 年新增库容约 15 万吨。

## 3 假设

| 编号 | 假设 | 状态 |
|---|---|---|
| H2 | 预冷设施缺口 2027 年前收窄 | 待验证 |
"""
ROW = "| 武汉阳逻冷链基地 | 湖北武汉 | 25 | 2026-11 |"


def brief(first: str, second: str = "§1 不动。", closing: str = "见各条目。") -> str:
    return f"""\
# cold-chain · E1 预消化简报（2027-07-01）

## 一、今日重要增量

### 条目 1：武汉阳逻基地投运

- **来源**：湖北省商务厅通报（2027-06-28）
- **要点**：武汉阳逻冷链基地投运，库容 25 万吨。
- **建议归入**：{first}

### 条目 2：市场规模更新

- **来源**：行业协会年报（2027-06-30）
- **要点**：冷链市场 2026 年规模约 6,300 亿元。
- **建议归入**：{second}

## 四、本轮结论与建议动作

- {closing}
"""


def test_items_cleared_for_the_merge_are_each_made() -> None:
    first = f"§2 表在「广州南沙冷链港」那一行之后插入 `{ROW}`。"
    second = "§1 的「约 6,000 亿元」改为「约 6,300 亿元」。"
    closing = "可直接合并：条目 1（武汉行）、条目 2（市场规模）。"
    lines, rows = kb_after(KB, brief(first, second, closing))
    assert [status for status, _ in rows] == ["proposed", "proposed"], rows
    assert lines[lines.index("| 广州南沙冷链港 | 广东广州 | 18 | 2026-03 |") + 1].startswith(
        ROW.removesuffix(" |")
    ), lines
    assert "冷链市场 2026 年规模约 6,300 亿元，同比增长约 9%。" in lines


def test_items_merged_into_one_entry_are_still_reported() -> None:
    closing = "条目 1 与条目 2 合并为一条，放 §1。"
    lines, rows = kb_after(
        KB, brief(f"§2 表末尾新增一行：`{ROW}`", "§1 末尾补一句：「规模约 6,300 亿元。」", closing)
    )
    assert lines == KB.splitlines(), rows


def test_a_condition_of_a_later_request_holds_only_that_one() -> None:
    first = (
        "§1 末尾补一句：「2026 年冷链市场规模约 6,300 亿元。」。"
        "若年报口径确认，H2 可改为已证实。H2 的假设文字不改。"
    )
    lines, rows = kb_after(KB, brief(first))
    assert (
        "冷链市场 2026 年规模约 6,000 亿元，同比增长约 9%。2026 年冷链市场规模约 6,300 亿元。"
        in [line.split("（E1")[0] for line in lines]
    ), rows
    assert "| H2 | 预冷设施缺口 2027 年前收窄 | 待验证 |" in lines


@pytest.mark.parametrize(
    "asked",
    [
        f"§2 表在「广州南沙冷链港」那一行之后插入 `{ROW}`。",
        f"§2 表末尾插入 `{ROW}`。",
        f"§2 表末尾放入这一行 `{ROW}`。",
    ],
)
def test_a_row_written_out_after_a_verb_of_putting_in_is_the_new_row(asked: str) -> None:
    lines, rows = kb_after(KB, brief(asked))
    assert "proposed" in [status for status, _ in rows], rows
    added = [line for line in lines if line not in KB.splitlines()]
    assert len(added) == 1 and added[0].startswith(ROW.removesuffix(" |")), added


def test_a_row_written_out_in_words_kbpatch_does_not_read_makes_none_of_its_own() -> None:
    lines, rows = kb_after(KB, brief(f"§2 表末尾补一条，照抄 `{ROW}`。"))
    assert lines == KB.splitlines(), rows


def test_a_second_row_s_change_is_never_taken_as_done_by_the_first_s_new_value() -> None:
    # Both rows get 2026-11: once 2025-06 → 2026-11 is written, the line holding 2026-11 says
    # nothing of 2026-03 → 2026-11.
    asked = (
        "§2 表 青岛港冷链园 一行，「2025-06」改为「2026-11」；"
        "成都双流冷链港 一行，「2026-03」改为「2026-11」。"
    )
    lines, rows = kb_after(KB, brief(asked))
    both = any(
        line.startswith("| 青岛港冷链园 | 山东青岛 | 30 | 2026-11") for line in lines
    ) and any(line.startswith("| 成都双流冷链港 | 四川成都 | 20 | 2026-11") for line in lines)
    neither = lines == KB.splitlines() and "unresolved" in [status for status, _ in rows]
    assert both or neither, (lines, rows)


@pytest.mark.parametrize("verb", ["插入", "新增一行："])
def test_a_row_put_after_a_named_row_stands_right_after_it(verb: str) -> None:
    # (The table's rows stand in date order; the brief's place is the one taken.)
    lines, rows = kb_after(KB, brief(f"§2 表在「成都双流冷链港」那一行之后{verb}`{ROW}`。"))
    assert rows[0][0] == "proposed", rows
    after = lines.index("| 成都双流冷链港 | 四川成都 | 20 | 2026-03 |") + 1
    assert lines[after].startswith(ROW.removesuffix(" |")), lines
