"""A new line of a changelog (a list whose every line opens with its date, whatever its
heading) is only ever the dated line the brief gives, in the list's form: never an entry built
from the item's 要点 and 来源. A request to add to the changelog that gives no words, words
with no date, or a date with no words is reported with its words (kbpatch makes up no date and
no sentence), in an item's 建议归入, as the second half of an add, and in the closing list,
with or without a space after the section's name. A dated line given right after `加一行`
without a colon is that line, and the brief's own words are written as given (no `§` the
reader put before a number). Our own words and KB."""

from __future__ import annotations

from pathlib import Path

import pytest

from .conftest import proposed_and_applied, report_rows

BRIEF_PATH = "inbox/mei/2026-12-15-coffee-e1prep.md"
KB_PATH = "organized/knowledge/coffee.md"

KB = """\
# 咖啡烘焙笔记

## 1 产区

### 1.1 非洲

- 耶加雪菲（2019）— 花香明显，柑橘酸质 [1]。

## 2 烘焙曲线

- 浅烘：一爆后 60 秒出豆 [2]。

## 变更记录

- 2026-11-20：1.1 补耶加雪菲。
- 2026-10-05：第 2 部分补浅烘曲线。
- 2026-09-01：新建本文件。

## 参考

[1] Lee. Ethiopian Coffee Notes. 2019.
[2] Park. Roast Curves. 2021.
"""

SUMMARY = "双重发酵带来黑醋栗风味。"
MARK = "（E1 2026-12-15 · 条目 1）"


def brief(suggestion: str, closing: str = "条目 1 按上文建议归入处理。") -> str:
    return f"""\
# coffee · E1 预消化简报（2026-12-15）

## 一、条目

### 条目 1：肯尼亚 AA —— 双重发酵处理

- 来源：inbox/mei/2026-12-14-cupping.md
- 要点：{SUMMARY}
- **建议归入**：{suggestion}

## 三、本轮结论与建议动作

- {closing}
"""


def run(
    tmp_path: Path, suggestion: str, closing: str = "条目 1 按上文建议归入处理。"
) -> tuple[int, str, str]:
    return proposed_and_applied(tmp_path, KB_PATH, KB, brief(suggestion, closing), BRIEF_PATH)


def changelog_of(text: str) -> list[str]:
    lines = text.splitlines()
    start = lines.index("## 变更记录") + 2
    return lines[start : lines.index("", start)]


@pytest.mark.parametrize(
    "suggestion",
    [
        "变更记录 加一行。",  # no words
        "在「变更记录」补一条。",
        "变更记录加一行。",  # no space after the section's name
        "变更记录 加一行：1.1 补肯尼亚 AA。",  # words with no date
        '变更记录 补一行"1.1 补肯尼亚 AA"。',
        "变更记录 加一行，写明本轮补了肯尼亚 AA。",
        "变更记录加 2026-12-15 一行。",  # a date with no words
        "在变更记录记一笔本轮改动。",
    ],
)
def test_a_changelog_add_with_no_dated_line_is_reported_with_its_words(
    tmp_path: Path, suggestion: str
) -> None:
    code, report, after = run(tmp_path, suggestion)
    assert after == KB and code == 1, report
    assert SUMMARY not in report.split("summary")[-1] and "肯尼亚 AA：" not in after, report
    (row,) = report_rows(report)
    said = suggestion.rstrip("。").split("，")[0]
    assert "[line 9]" in row and said in row, report


@pytest.mark.parametrize(
    "suggestion",
    [
        # the dated line right after the count, no colon between
        "变更记录 加一行 2026-12-15：1.1 补肯尼亚 AA。",
        "变更记录新增一条 2026-12-15：1.1 补肯尼亚 AA。",
        # the reader marks `1.1` as a section; the brief's words keep it as written
        "§变更记录 新增：2026-12-15：1.1 补肯尼亚 AA。",
    ],
)
def test_the_dated_line_the_brief_gives_is_written_as_given_on_top(
    tmp_path: Path, suggestion: str
) -> None:
    code, report, after = run(tmp_path, suggestion)
    assert code == 0, report
    lines = changelog_of(after)
    assert lines == [f"- 2026-12-15：1.1 补肯尼亚 AA。{MARK}", *changelog_of(KB)], after
    assert after.replace(lines[0] + "\n", "") == KB, after


@pytest.mark.parametrize(
    "suggestion",
    [
        "§1.1 新增 肯尼亚 AA（2024）一条，并在变更记录记一行。",
        "§1.1 新增 肯尼亚 AA（2024）一条；变更记录也补一行。",
    ],
)
def test_the_changelog_half_of_an_add_is_reported_beside_the_entry(
    tmp_path: Path, suggestion: str
) -> None:
    code, report, after = run(tmp_path, suggestion)
    assert changelog_of(after) == changelog_of(KB), after
    assert "肯尼亚 AA" in after.split("## 2 烘焙曲线")[0], report
    rows = report_rows(report)
    assert any(" proposed " in row and "§1.1" in row for row in rows), report
    (asked,) = [row for row in rows if "变更记录" in row and " proposed " not in row]
    assert "[line 9]" in asked and code == 1, report


@pytest.mark.parametrize(
    "closing",
    [
        "变更记录加一行。",
        "变更记录 加一行。",
        "变更记录补一行。",
        "在变更记录记一笔本轮改动。",
        "变更记录加 2026-12-15 一行。",
        "变更记录 加一行（条目 1）。",
    ],
)
def test_a_closing_changelog_line_with_no_dated_line_gets_a_row(
    tmp_path: Path, closing: str
) -> None:
    code, report, after = run(tmp_path, "§1.1 新增 肯尼亚 AA（2024）一条。", closing)
    assert changelog_of(after) == changelog_of(KB), after
    assert "肯尼亚 AA" in after.split("## 2 烘焙曲线")[0], report
    rows = [row for row in report_rows(report) if "[line 13]" in row]
    assert len(rows) == 1 and " proposed " not in rows[0], report
    assert closing.rstrip("。").replace("（条目 1）", "") in rows[0] and code == 1, report


TIMELINE_KB = KB.replace("## 变更记录", "## 3 大事记")


@pytest.mark.parametrize(
    "suggestion",
    [
        "§3 加一行。",
        "§3 新增 肯尼亚 AA 一条。",
        "「大事记」一节补一条：本轮补肯尼亚 AA。",
    ],
)
def test_a_dated_list_under_any_name_takes_no_entry_of_the_item(
    tmp_path: Path, suggestion: str
) -> None:
    code, report, after = proposed_and_applied(
        tmp_path, KB_PATH, TIMELINE_KB, brief(suggestion), BRIEF_PATH
    )
    assert after == TIMELINE_KB and code == 1, report
    (row,) = report_rows(report)
    assert "date" in row, report
    # A dated line the brief gives is still written there
    # (tests/test_a_new_dated_line_keeps_the_timeline_s_order.py).


def test_a_dated_line_given_after_yi_hang_is_written_where_its_date_falls(
    tmp_path: Path,
) -> None:
    # A section the dated line's own words name (`1.1`) is no place of the request.
    code, report, after = proposed_and_applied(
        tmp_path,
        KB_PATH,
        TIMELINE_KB,
        brief("§3 加一行：2026-12-15：1.1 补肯尼亚 AA。"),
        BRIEF_PATH,
    )
    assert code == 0, report
    added = [line for line in after.splitlines() if line not in TIMELINE_KB.splitlines()]
    assert len(added) == 1 and added[0].startswith("- 2026-12-15：1.1 补肯尼亚 AA。"), added
    lines = after.splitlines()
    assert lines.index(added[0]) == lines.index("- 2026-11-20：1.1 补耶加雪菲。") - 1
