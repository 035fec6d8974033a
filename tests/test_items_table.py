"""Briefs whose analyst lists the items as the rows of one markdown table: each row is an item
(its number from the `#` / `序号` / `条目` column, or its place in the table), its cells read
by what their headers say, every request on the row's line. A table that is not one of items
(a comparison inside an item's 要点) stays that item's text."""

from __future__ import annotations

import pytest

from kbpatch.models import Action, ActionKind, ItemStatus, Status
from kbpatch.parse import parse_brief
from kbpatch.reading import plan

from .conftest import added_lines, render_brief

DATE = "2026-12-08"

KB = """\
# serving 活文档

## 一、缓存

### 1.1 前缀缓存

- **RadixCache**：按前缀树共享 KV。
- **LRU 换出**：冷块写回主机内存，恢复约 9 s。

### 1.2 工具

| 项目 | 定位 | Stars |
| --- | --- | --- |
| acme/kvtrace | KV 追踪 | 410⭐ |

### 1.3 趋势

- 前缀共享成为引擎默认。

## 二、引用列表

1. arXiv:2401.00001 — RadixAttention〔§1.1〕
"""
LINES = KB.splitlines(keepends=True)
TITLE = "# serving · E1 预消化简报（2026-12-08）\n\n"


def line_of(text: str, words: str) -> int:
    return next(n for n, line in enumerate(text.splitlines(), start=1) if words in line)


def proposed(text: str) -> list[tuple[Action, list[str]]]:
    """The proposed actions of a brief with the lines each adds to the KB."""
    return [
        (action, added_lines(result, LINES))
        for action, result in render_brief(text, LINES, DATE)
        if result.status is Status.PROPOSED
    ]


def edits(text: str) -> list[tuple[str, str, str]]:
    """(kind, section, item) of each proposed edit."""
    return [
        (a.kind.value, a.target.key if a.target else "-", a.item_key) for a, _ in proposed(text)
    ]


# Columns in another order, other header words, a 值得警惕 column and a closing list.
CHINESE_REORDERED = (
    TITLE
    + "## 一、本轮条目\n\n"
    + "| 建议归入 | 序号 | 要点 | 材料/来源 | 值得警惕 |\n"
    + "|:---|:---:|---|---|---|\n"
    + "| §1.1 末尾新增一条 TierKV | 1 | 三档分层，冷档落盘后恢复约 4 s | TierKV（arXiv:2612.07001）"
    + " | 只在单机上测过 |\n"
    + '| §1.2 acme/kvtrace 一行："410⭐" → "530⭐"；其余列不动 | 2 | 仓库复采 | acme/kvtrace | |\n'
    + "\n## 二、建议动作\n\n- §1.1 新增 TierKV（条目 1）。\n"
)


def test_each_row_of_a_table_with_reordered_chinese_headers_is_an_item() -> None:
    text = CHINESE_REORDERED
    brief = parse_brief(text)
    assert [(i.key, i.title, i.line) for i in brief.items] == [
        ("条目 1", "TierKV（arXiv:2612.07001）", line_of(text, "| 1 |")),
        ("条目 2", "acme/kvtrace", line_of(text, "| 2 |")),
    ]
    first = brief.items[0]
    assert [s.text for s in first.summary] == ["三档分层，冷档落盘后恢复约 4 s"]
    assert [s.text for s in first.caveats] == ["只在单机上测过"]
    assert {s.line for s in (*first.summary, *first.suggestions, *first.caveats)} == {first.line}

    done = proposed(text)
    assert [(a.kind, a.target.key if a.target else "-", a.item_key) for a, _ in done] == [
        (ActionKind.ADD_ENTRY, "1.1", "条目 1"),
        (ActionKind.REPLACE, "1.2", "条目 2"),
    ]
    added, replaced = done
    # Provenance: the row's line and the closing line that repeats it.
    assert set(added[0].lines) == {first.line, line_of(text, "（条目 1）")}
    assert added[1] == [
        "- **TierKV**（arXiv:2612.07001）：三档分层，冷档落盘后恢复约 4 s。"
        "（E1 2026-12-08 · 条目 1）\n"
    ]
    assert replaced[1] == ["| acme/kvtrace | KV 追踪 | 530⭐ |\n"]


ENGLISH = (
    TITLE
    + "## Items\n\n"
    + "| No. | Material | Summary | Relation to KB | Suggested placement |\n"
    + "|---|---|---|---|---|\n"
    + "| 1 | SpillKV (arXiv:2612.07002) | 冷块按访问间隔分批写回 | §1.1 只写了 LRU 换出 |"
    + " §1.1 末尾新增一条 SpillKV |\n"
    + "| 2 | forum thread on eviction | 无数据 | — | 不入档；§1.3 不动 |\n"
)


def test_a_table_with_english_headers_is_read_by_what_its_headers_say() -> None:
    brief = parse_brief(ENGLISH)
    assert [i.key for i in brief.items] == ["条目 1", "条目 2"]
    assert [s.text for s in brief.items[0].relation] == ["§1.1 只写了 LRU 换出"]
    assert edits(ENGLISH) == [("add entry", "1.1", "条目 1")]
    actions = plan(brief)
    kept = [a for a in actions if a.kind is ActionKind.CONSTRAINT]
    assert [(a.target.key if a.target else "-", a.item_key) for a in kept] == [("1.3", "条目 2")]
    assert any(a.kind is ActionKind.NO_OP and a.item_key == "条目 2" for a in actions)


def test_a_table_without_a_number_column_numbers_its_rows_by_their_place() -> None:
    text = (
        TITLE
        + "## 一、增量\n\n"
        + "| 材料 | 要点 | 建议归入 |\n|---|---|---|\n"
        + "| DiskKV | 冷档落盘 | 见归并动作 |\n"
        + "| HotSet（arXiv:2612.07003） | 热集合常驻显存，命中率升 9% | 见归并动作 |\n"
        + "\n## 二、归并动作\n\n1) §1.3 新增 HotSet 一条（增量 2）\n"
    )
    brief = parse_brief(text)
    # The word is the one the brief names its items by: `（增量 2）` in the closing list.
    assert [i.key for i in brief.items] == ["增量 1", "增量 2"]
    done = proposed(text)
    assert [(a.kind, a.target.key if a.target else "-", a.item_key) for a, _ in done] == [
        (ActionKind.ADD_ENTRY, "1.3", "增量 2")
    ]
    # The row asks nothing itself (`见归并动作`): the closing line is the request.
    assert done[0][0].lines == (line_of(text, "1) §1.3"),)
    assert done[0][1] == [
        "- HotSet（arXiv:2612.07003）：热集合常驻显存，命中率升 9%。（E1 2026-12-08 · 增量 2）\n"
    ]


HEADED_AND_TABLE = (
    TITLE
    + "## 一、增量\n\n"
    + "### 条目 1：FlashEvict（arXiv:2612.07004）—— 按块热度换出\n\n"
    + "- **要点**：块热度低于阈值即换出，恢复约 3 s。\n"
    + "- **建议归入**：§1.1 末尾新增一条 FlashEvict。\n\n"
    + "## 二、其余增量\n\n"
    + "| 条目 | 材料 | 要点 | 建议归入 |\n|---|---|---|---|\n"
    + "| 1 | FlashEvict | 换出按块 | §1.1 末尾新增一条 FlashEvict |\n"
    + "| 2 | acme/kvtrace 复采 | 530⭐ | §1.2 acme/kvtrace 一行：410⭐ 改为 530⭐ |\n"
)


def test_rows_beside_headed_items_are_items_and_a_repeated_row_adds_only_its_requests() -> None:
    text = HEADED_AND_TABLE
    brief = parse_brief(text)
    assert [(i.key, i.title) for i in brief.items] == [
        ("条目 1", "FlashEvict（arXiv:2612.07004）—— 按块热度换出"),
        ("条目 2", "acme/kvtrace 复采"),
    ]
    headed = brief.items[0]
    # The row that repeats 条目 1 is no second item: its request joins the item's, on its line;
    # its 要点 is not the entry's words.
    assert [s.line for s in headed.suggestions] == [
        line_of(text, "- **建议归入**"),
        line_of(text, "| 1 |"),
    ]
    assert [s.text for s in headed.summary] == ["块热度低于阈值即换出，恢复约 3 s。"]
    done = proposed(text)
    assert [(a.kind, a.target.key if a.target else "-", a.item_key) for a, _ in done] == [
        (ActionKind.ADD_ENTRY, "1.1", "条目 1"),
        (ActionKind.REPLACE, "1.2", "条目 2"),
    ]
    assert done[0][1] == [
        "- **FlashEvict**（arXiv:2612.07004）：块热度低于阈值即换出，恢复约 3 s。"
        "（E1 2026-12-08 · 条目 1）\n"
    ]
    assert done[1][1] == ["| acme/kvtrace | KV 追踪 | 530⭐ |\n"]


@pytest.mark.parametrize(
    "header",
    [
        "| 方案 | p99 TTFT | 吞吐 |",  # a comparison: nothing says where an item goes
        "| 方案 | 要点 | 备注 |",  # what each thing is, but no suggestion
        "| 场景 | 建议 |",  # a suggestion, but nothing says what an item is
    ],
)
def test_a_table_inside_an_item_that_is_not_one_of_items_stays_the_items_text(
    header: str,
) -> None:
    text = (
        TITLE
        + "## 一、增量\n\n"
        + "### 条目 1：QuickSwap（arXiv:2612.07005）—— 两档换入\n\n"
        + "- **要点**：对比如下。\n\n"
        + f"{header}\n"
        + "|"
        + "---|" * header.count("|", 1)
        + "\n"
        + "| A | 1.2 s | 高 |\n"
        + "| B | 0.9 s | 中 |\n\n"
        + "- **建议归入**：§1.1 末尾新增一条 QuickSwap。\n"
    )
    brief = parse_brief(text)
    assert [i.key for i in brief.items] == ["条目 1"]
    item = brief.items[0]
    assert [s.text for s in item.summary][1:] == [
        header,
        "|" + "---|" * header.count("|", 1),
        "| A | 1.2 s | 高 |",
        "| B | 0.9 s | 中 |",
    ]
    assert edits(text) == [("add entry", "1.1", "条目 1")]


def test_a_row_whose_number_cell_holds_no_number_is_named_by_its_line_only() -> None:
    text = (
        TITLE
        + "## 一、条目\n\n"
        + "| # | 材料 | 要点 | 建议归入 |\n|---|---|---|---|\n"
        + "| 1 | ZeroCopyKV | 零拷贝换出 | §1.1 末尾新增一条 ZeroCopyKV |\n"
        + "| 待定 | PinnedKV | 固定显存池 | §1.1 末尾新增一条 PinnedKV |\n"
        + "\n## 二、建议动作\n\n- §1.3 补一句（条目 2）\n"
    )
    brief = parse_brief(text)
    row = line_of(text, "| 待定 |")
    assert [i.key for i in brief.items] == ["条目 1", f"表格第 {row} 行"]
    # `条目 2` names no row: the closing line's request is no row's.
    closing = line_of(text, "（条目 2）")
    assert [a.item_key for a in plan(brief) if closing in a.lines] == [""]
    assert ("add entry", "1.1", f"表格第 {row} 行") in edits(text)


def test_cells_split_at_br_and_keep_escaped_pipes_and_the_number_column_gives_its_word() -> None:
    text = (
        TITLE
        + "## 一、增量\n\n"
        + "| 增量 | 名称 | 要点 | 动作建议 |\n|---|---|---|---|\n"
        + "| 3 | PipeKV | 读写分离<br>吞吐 A\\|B 对比 | §1.1 末尾新增一条 PipeKV |\n"
    )
    item = parse_brief(text).items[0]
    assert (item.key, item.number) == ("增量 3", 3)
    assert [s.text for s in item.summary] == ["读写分离", "吞吐 A|B 对比"]


def test_a_table_in_a_code_fence_is_not_read() -> None:
    text = (
        TITLE
        + "## 一、增量\n\n### 条目 1：FenceKV\n\n- **要点**：示例如下。\n\n```\n"
        + "| # | 材料 | 建议归入 |\n|---|---|---|\n| 2 | X | §1.1 新增一条 X |\n```\n"
        + "- **建议归入**：§1.1 末尾新增一条 FenceKV。\n"
    )
    assert [i.key for i in parse_brief(text).items] == ["条目 1"]


def test_a_row_numbered_like_a_headed_item_but_about_another_thing_keeps_its_own_words() -> None:
    text = (
        TITLE
        + "## 一、增量\n\n"
        + "### 条目 1：FlashEvict —— 按块热度换出\n\n"
        + "- **要点**：块热度低于阈值即换出。\n"
        + "- **建议归入**：§1.1 末尾新增一条 FlashEvict。\n\n"
        + "## 二、补充材料\n\n"
        + "| 条目编号 | 名称 | 要点 | 建议归入 |\n|---|---|---|---|\n"
        + "| 1 | PinnedKV | 固定显存池 | §1.3 末尾新增一条 PinnedKV |\n"
    )
    brief = parse_brief(text)
    row = line_of(text, "| 1 |")
    assert [(i.key, i.title) for i in brief.items] == [
        ("条目 1", "FlashEvict —— 按块热度换出"),
        (f"表格第 {row} 行", "PinnedKV"),
    ]
    # The headed item is not given the row's request: PinnedKV is added with its own words.
    assert [s.line for s in brief.items[0].suggestions] == [line_of(text, "- **建议归入**")]
    done = proposed(text)
    assert [(a.item_key, a.target.key if a.target else "-") for a, _ in done] == [
        ("条目 1", "1.1"),
        (f"表格第 {row} 行", "1.3"),
    ]
    assert done[1][1] == [f"- PinnedKV：固定显存池。（E1 2026-12-08 · 表格第 {row} 行）\n"]


def test_a_note_beside_a_rows_number_says_what_the_item_is() -> None:
    text = (
        TITLE
        + "## 一、条目\n\n"
        + "| 编号 | 材料 | 建议归入 | 要点 |\n|---|---|---|---|\n"
        + "| 1 | SwapKV | §1.1 末尾新增一条 SwapKV | 换出到主机 |\n"
        + "| 2（判定主题外，不计入增量） | ci-tool | 不写入本档 | |\n"
        + "| ③ | acme/kvtrace | 状态 | | \n"
    )
    brief = parse_brief(text)
    assert [(i.key, i.status) for i in brief.items] == [
        ("条目 1", ItemStatus.INCREMENT),
        ("条目 2", ItemStatus.OUT_OF_SCOPE),
        ("条目 3", ItemStatus.INCREMENT),
    ]
    assert brief.items[1].status_note == "判定主题外，不计入增量"
    assert edits(text) == [("add entry", "1.1", "条目 1")]


@pytest.mark.parametrize("delimiter", ["|:-:|---|---|", "|-|-|-|", "| :--- | ---: | --- |"])
def test_any_delimiter_row_markdown_allows_makes_a_table(delimiter: str) -> None:
    text = (
        TITLE
        + "## 一、增量\n\n"
        + "| # | 材料 | 建议归入 |\n"
        + f"{delimiter}\n"
        + "| 1 | DashKV | §1.1 末尾新增一条 DashKV |\n"
    )
    assert [(i.key, i.title) for i in parse_brief(text).items] == [("条目 1", "DashKV")]


@pytest.mark.parametrize(
    "delimiter",
    [
        "---",  # a rule under a line with pipes: no table
        "|---|---|",  # fewer cells than the header: markdown reads no table
    ],
)
def test_no_table_without_a_delimiter_row_of_the_headers_cells(delimiter: str) -> None:
    text = (
        TITLE
        + "## 一、增量\n\n### 条目 1：RuleKV\n\n"
        + "- **要点**：如下。\n"
        + "| # | 材料 | 建议归入 |\n"
        + f"{delimiter}\n"
        + "| 2 | X | §1.1 末尾新增一条 X |\n"
    )
    assert [i.key for i in parse_brief(text).items] == ["条目 1"]


def test_a_table_in_the_closing_list_is_its_lines_and_names_items_by_their_tags() -> None:
    text = (
        TITLE
        + "## 一、增量\n\n"
        + "### 条目 1：AlphaKV —— 一\n\n- **要点**：甲。\n- **建议归入**：见建议动作。\n\n"
        + "### 条目 2：BetaKV —— 二\n\n- **要点**：乙。\n- **建议归入**：见建议动作。\n\n"
        + "## 二、建议动作\n\n"
        + "| # | 建议动作 | 来源条目 |\n|---|---|---|\n"
        + "| 1 | §1.3 末尾新增一条 BetaKV | 条目 2 |\n"
    )
    brief = parse_brief(text)
    assert [i.key for i in brief.items] == ["条目 1", "条目 2"]
    assert line_of(text, "| 1 |") in [s.line for s in brief.closing]
    done = proposed(text)
    assert [(a.item_key, a.target.key if a.target else "-") for a, _ in done] == [("条目 2", "1.3")]
    assert done[0][1] == ["- BetaKV：乙。（E1 2026-12-08 · 条目 2）\n"]


def test_an_items_table_inside_an_item_leaves_the_lines_after_it_to_that_item() -> None:
    text = (
        TITLE
        + "## 一、增量\n\n"
        + "### 条目 1：OuterKV —— 外层\n\n"
        + "- **要点**：外层要点。\n\n"
        + "| # | 材料 | 要点 | 建议归入 |\n|---|---|---|---|\n"
        + "| 2 | InnerKV | 内层要点 | §1.3 末尾新增一条 InnerKV |\n\n"
        + "- **建议归入**：§1.1 末尾新增一条 OuterKV。\n"
    )
    brief = parse_brief(text)
    assert [(i.key, [s.text for s in i.suggestions]) for i in brief.items] == [
        ("条目 1", ["§1.1 末尾新增一条 OuterKV。"]),
        ("条目 2", ["§1.3 末尾新增一条 InnerKV"]),
    ]
    assert edits(text) == [("add entry", "1.1", "条目 1"), ("add entry", "1.3", "条目 2")]


def test_the_number_columns_header_word_names_the_rows_before_the_closing_lists_word() -> None:
    text = (
        TITLE
        + "## 一、一览\n\n"
        + "| **条目编号** | 材料 | 建议归入 |\n|---|---|---|\n"
        + "| 1 | WordKV | §1.1 末尾新增一条 WordKV |\n"
        + "\n## 二、建议动作\n\n- §1.1 新增 WordKV（增量 1）\n"
    )
    assert [i.key for i in parse_brief(text).items] == ["条目 1"]
