"""A row the brief dictates for the document's changelog table (named by its words), its
cells apart by pipes in the columns' order or each after its column's name, is written as
given where the table's date order puts it: at the end of an oldest-first table, on top of a
newest-first one, between the dates around it. In an item's 建议归入 and in the closing list,
with or without a section number, with the item's tag (one item or several) after it. A row
that does not give every column, or gives cells with no column, is reported with its words,
never filled from the item or dropped. Our own words and KB."""

from __future__ import annotations

from pathlib import Path

import pytest

from .conftest import proposed_and_applied, report_rows

BRIEF_PATH = "inbox/kim/2026-12-18-bike-e1prep.md"
KB_PATH = "organized/knowledge/bike.md"

OLDEST_FIRST = """\
# 自行车保养笔记

## 1. 传动

1. **链条**（Shimano，2022）：每 300 公里清洁上油[^1]。
2. **飞轮**（SRAM，2023）：磨损后换挡迟滞[^2]。

## 2. 修订记录

| 日期 | 内容 | 记录人 |
|---|---|---|
| 2026-08-01 | 建立文档 | kim |
| 2026-10-10 | 补飞轮条目 | lee |
| 2026-11-20 | 1 节补链条保养周期 | kim |

## References

[^1]: Shimano. Chain Maintenance Guide. 2022.
[^2]: SRAM. Cassette Wear Notes. 2023.
"""

ROWS = """\
| 2026-08-01 | 建立文档 | kim |
| 2026-10-10 | 补飞轮条目 | lee |
| 2026-11-20 | 1 节补链条保养周期 | kim |
"""

NEWEST_FIRST = OLDEST_FIRST.replace(ROWS, "".join(reversed(ROWS.splitlines(True))))

SUMMARY = "陶瓷轴承在雨天寿命下降一半。"
MARK = "（E1 2026-12-18 · 条目 1）"


def brief(suggestion: str, closing: str = "") -> str:
    closing = closing or "条目 1 按上文建议归入处理。"
    return f"""\
# bike · E1 预消化简报（2026-12-18）

## 一、条目

### 条目 1：陶瓷轴承 —— 雨天寿命

- 来源：inbox/kim/2026-12-17-bearing.md
- 要点：{SUMMARY}
- **建议归入**：{suggestion}

### 条目 2：碟刹片 —— 树脂与金属

- 来源：inbox/kim/2026-12-17-brake.md
- 要点：金属刹片在长下坡更稳定。
- **建议归入**：见本轮建议动作。

## 三、本轮建议动作

- {closing}
"""


def run(tmp_path: Path, kb: str, suggestion: str, closing: str = "") -> tuple[int, str, str]:
    return proposed_and_applied(tmp_path, KB_PATH, kb, brief(suggestion, closing), BRIEF_PATH)


def table_of(text: str) -> list[str]:
    """The changelog's rows, each new one with the provenance mark (which goes in whatever
    cell the table's rows take it in) taken out again."""
    lines = text.splitlines()
    start = lines.index("| 日期 | 内容 | 记录人 |") + 2
    rows = lines[start : lines.index("", start)]
    assert sum(MARK in row for row in rows) <= 1, rows
    return [row.replace(MARK, "") for row in rows]


NEW_ROW = "| 2026-12-18 | 1 节补陶瓷轴承；刹片对比 | kim |"
ASIDE = "本轮只观察，不改正文。"


@pytest.mark.parametrize(
    ("suggestion", "closing"),
    [
        # pipes in the columns' order, bare or with the outer pipes, a section named or not
        ("修订记录加一行：2026-12-18 | 1 节补陶瓷轴承；刹片对比 | kim", ""),
        ("§2 修订记录 追加一行：| 2026-12-18 | 1 节补陶瓷轴承；刹片对比 | kim |", ""),
        (ASIDE, "修订记录补一行：2026-12-18 | 1 节补陶瓷轴承；刹片对比 | kim（条目 1）。"),
        (ASIDE, "修订记录表追加：| 2026-12-18 | 1 节补陶瓷轴承；刹片对比 | kim |（条目 1）"),
        # the item's tag naming several items: the row records them, it places none
        (ASIDE, "修订记录加一行：2026-12-18 | 1 节补陶瓷轴承；刹片对比 | kim（条目 1、2）。"),
        # each cell after its column's name
        (
            ASIDE,
            '修订记录表追加：日期 2026-12-18，内容"1 节补陶瓷轴承；刹片对比"，'
            "记录人 kim（条目 1）。",
        ),
        ('修订记录新增一行：日期：2026-12-18；内容："1 节补陶瓷轴承；刹片对比"；记录人：kim。', ""),
        (
            "在修订记录表末尾加一行：日期 2026-12-18，内容「1 节补陶瓷轴承；刹片对比」，"
            "记录人一栏写 kim。",
            "",
        ),
    ],
)
def test_a_dictated_row_goes_at_the_end_of_an_oldest_first_changelog(
    tmp_path: Path, suggestion: str, closing: str
) -> None:
    code, report, after = run(tmp_path, OLDEST_FIRST, suggestion, closing)
    assert code == 0, report
    assert table_of(after) == [*table_of(OLDEST_FIRST), NEW_ROW], after
    (written,) = [line for line in after.splitlines() if MARK in line]
    assert after.replace(written + "\n", "") == OLDEST_FIRST, after
    assert SUMMARY not in after, after


def test_a_dictated_row_goes_on_top_of_a_newest_first_changelog(tmp_path: Path) -> None:
    code, report, after = run(
        tmp_path, NEWEST_FIRST, "修订记录加一行：2026-12-18 | 1 节补陶瓷轴承；刹片对比 | kim"
    )
    assert code == 0, report
    assert table_of(after) == [NEW_ROW, *table_of(NEWEST_FIRST)], after


@pytest.mark.parametrize("kb", [OLDEST_FIRST, NEWEST_FIRST])
def test_an_older_date_goes_between_the_dates_around_it(tmp_path: Path, kb: str) -> None:
    code, report, after = run(tmp_path, kb, "修订记录加一行：2026-11-01 | 补刹片 | lee")
    assert code == 0, report
    rows = table_of(after)
    at = rows.index("| 2026-11-01 | 补刹片 | lee |")
    around = {rows[at - 1].split("|")[1].strip(), rows[at + 1].split("|")[1].strip()}
    assert around == {"2026-10-10", "2026-11-20"}, after


@pytest.mark.parametrize(
    ("suggestion", "closing", "words"),
    [
        # a column not given
        ("修订记录加一行：2026-12-18 | 1 节补陶瓷轴承", "", "2026-12-18 | 1 节补陶瓷轴承"),
        (ASIDE, "修订记录表追加：日期 2026-12-18，内容「补轴承」（条目 1）。", "日期 2026-12-18"),
        # cells with no column named for them
        ("修订记录加一行：2026-12-18，补轴承，记录人 kim。", "", "2026-12-18，补轴承，记录人 kim"),
        # a value's semicolon outside quotes: its words after it are no column's
        (
            "修订记录新增一行：日期：2026-12-18；内容：补轴承；刹片对比；记录人：kim。",
            "",
            "刹片对比",
        ),
        # an empty cell
        ("修订记录加一行：2026-12-18 |  | kim", "", "2026-12-18 |  | kim"),
    ],
)
def test_a_row_that_does_not_give_every_column_is_reported_with_its_words(
    tmp_path: Path, suggestion: str, closing: str, words: str
) -> None:
    code, report, after = run(tmp_path, OLDEST_FIRST, suggestion, closing)
    assert after == OLDEST_FIRST and code == 1, report
    (row,) = [r for r in report_rows(report) if "修订记录" in r]
    assert words in row and " proposed " not in row, report


def test_a_closing_row_naming_no_item_is_the_brief_s(tmp_path: Path) -> None:
    """The round's own row, no item's: written as given, marked as the brief's."""
    code, report, after = run(
        tmp_path, OLDEST_FIRST, ASIDE, "修订记录加一行：2026-12-18 | 补轴承 | kim。"
    )
    assert code == 0, report
    new = [line for line in after.splitlines() if line not in OLDEST_FIRST.splitlines()]
    assert new == ["| 2026-12-18 | 补轴承（E1 2026-12-18 · 简报） | kim |"], report


def test_a_row_already_in_the_changelog_is_not_added_again(tmp_path: Path) -> None:
    code, report, after = run(
        tmp_path, OLDEST_FIRST, "修订记录加一行：2026-10-10 | 补飞轮条目 | lee"
    )
    assert after == OLDEST_FIRST and code == 1, report
    (row,) = report_rows(report)
    assert "already holds" in row, report
