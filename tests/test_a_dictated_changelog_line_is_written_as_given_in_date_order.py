"""A dated line the brief dictates for the document's changelog (`「修订记录」一节顶部加一行：
2026-12-21：…`, `修订记录新增一行：…`, a quoted or backticked line, in 建议归入 or the closing
list) is written as given where the list's date order puts it: on top of a newest-first list,
between the dates around it, at the end of an oldest-first one; never an entry built from the
item's 要点, and a place its own words name (`第三章表格`) is no place of the request. A
changelog in no date order, or a closing line with no item to carry it, is reported with the
line's words. Our own words and KB."""

from __future__ import annotations

from pathlib import Path

import pytest

from .conftest import proposed_and_applied, report_rows

BRIEF_PATH = "inbox/oda/2026-12-21-tea-e1prep.md"
KB_PATH = "organized/knowledge/tea.md"

NEWEST_FIRST = """\
# 茶叶笔记

## 一、绿茶

1. **龙井**（杭州, 2024）：炒青，豆香明显。

## 三、冲泡参数

| 茶类 | 水温 | 时间 |
| --- | --- | --- |
| 绿茶 | 80 度 | 2 分钟 |

## 修订记录

- 2026-11-30：第三章表格新增绿茶行（Uma）。
- 2026-10-02：龙井补充产地（Uma）。
- 2026-08-15：初版（Uma）。
"""

OLDEST_FIRST = NEWEST_FIRST.replace(
    """- 2026-11-30：第三章表格新增绿茶行（Uma）。
- 2026-10-02：龙井补充产地（Uma）。
- 2026-08-15：初版（Uma）。
""",
    """- 2026-08-15：初版（Uma）。
- 2026-10-02：龙井补充产地（Uma）。
- 2026-11-30：第三章表格新增绿茶行（Uma）。
""",
)

UNORDERED = NEWEST_FIRST.replace(
    "- 2026-10-02：龙井补充产地（Uma）。\n- 2026-08-15：初版（Uma）。\n",
    "- 2026-08-15：初版（Uma）。\n- 2026-10-02：龙井补充产地（Uma）。\n",
)

SUMMARY = "碧螺春在 75 度水温下苦味最低。"
MARK = "（E1 2026-12-21 · 条目 1）"


def brief(suggestion: str, closing: str = "") -> str:
    tail = f"\n## 三、本轮结论与建议动作\n\n- {closing}\n" if closing else ""
    return f"""\
# tea · E1 预消化简报（2026-12-21）

## 一、条目

### 条目 1：碧螺春 —— 水温实验（arXiv 2612.05555）

- 来源：inbox/oda/2026-12-20-notes.md
- 要点：{SUMMARY}
- **建议归入**：{suggestion}
{tail}"""


def run(tmp_path: Path, kb: str, suggestion: str, closing: str = "") -> tuple[int, str, str]:
    return proposed_and_applied(tmp_path, KB_PATH, kb, brief(suggestion, closing), BRIEF_PATH)


def written(after: str, before: str) -> list[str]:
    return [line for line in after.splitlines() if line not in before.splitlines()]


@pytest.mark.parametrize(
    ("suggestion", "line"),
    [
        (
            "「修订记录」一节顶部加一行：2026-12-21：核对碧螺春水温（Oda）。",
            "2026-12-21：核对碧螺春水温（Oda）。",
        ),
        ("修订记录新增一行：2026-12-21：新增碧螺春（Oda）。", "2026-12-21：新增碧螺春（Oda）。"),
        (
            "在「修订记录」一节最上面加一行：- 2026-12-21：第三章表格核对完毕（Oda）。",
            "2026-12-21：第三章表格核对完毕（Oda）。",
        ),
        (
            "修订记录顶部新增一行「2026-12-21：第三章表格复核，无改动（Oda）」。",
            "2026-12-21：第三章表格复核，无改动（Oda）。",
        ),
        ("在 修订记录 一节追加 `- 2026-12-21：水温复核（Oda）。`", "2026-12-21：水温复核（Oda）。"),
        # A comma or semicolon inside the unquoted line cuts nothing: it runs to its full stop.
        (
            "修订记录新增一行：2026-12-21：新增碧螺春，修正龙井产地（Oda）。",
            "2026-12-21：新增碧螺春，修正龙井产地（Oda）。",
        ),
        (
            "修订记录新增：2026-12-21：新增碧螺春；冲泡表核对；龙井产地修正（Oda）。",
            "2026-12-21：新增碧螺春；冲泡表核对；龙井产地修正（Oda）。",
        ),
        # The change a record verb asks recorded names the changelog (`记变更：…`).
        (
            "记变更：2026-12-21：第三章表格新增碧螺春行（Oda）。",
            "2026-12-21：第三章表格新增碧螺春行（Oda）。",
        ),
        ("登记变更：2026-12-21：新增碧螺春（Oda）。", "2026-12-21：新增碧螺春（Oda）。"),
        # A colon after the changelog's name, then the verb and the quoted line.
        (
            "修订记录：新增一行「2026-12-21：第一章补碧螺春；第三章表格核对（Oda）。」",
            "2026-12-21：第一章补碧螺春；第三章表格核对（Oda）。",
        ),
    ],
)
def test_a_dictated_line_goes_on_top_of_a_newest_first_changelog(
    tmp_path: Path, suggestion: str, line: str
) -> None:
    code, report, after = run(tmp_path, NEWEST_FIRST, suggestion)
    assert code == 0, report
    (new,) = written(after, NEWEST_FIRST)
    # As given, with the provenance mark every new line carries (a re-run finds it by).
    assert new == f"- {line}{MARK}", new
    assert SUMMARY not in after and "碧螺春 —" not in after, report
    lines = after.splitlines()
    assert lines[lines.index("## 修订记录") + 2] == new, after
    # Nothing else changed: not the table that the line's words name.
    assert after.replace(new + "\n", "") == NEWEST_FIRST


def test_an_older_date_goes_between_the_dates_around_it(tmp_path: Path) -> None:
    code, report, after = run(
        tmp_path, NEWEST_FIRST, "修订记录新增一行：2026-09-01：补水温（Oda）。"
    )
    assert code == 0, report
    lines = after.splitlines()
    at = lines.index("- 2026-10-02：龙井补充产地（Uma）。")
    assert lines[at + 1].startswith("- 2026-09-01：补水温（Oda）。"), after
    assert lines[at + 2] == "- 2026-08-15：初版（Uma）。", after


def test_an_oldest_first_changelog_takes_the_line_at_its_end(tmp_path: Path) -> None:
    code, report, after = run(
        tmp_path, OLDEST_FIRST, "修订记录新增一行：2026-12-21：新增碧螺春（Oda）。"
    )
    assert code == 0, report
    lines = after.splitlines()
    at = lines.index("- 2026-11-30：第三章表格新增绿茶行（Uma）。")
    assert lines[at + 1].startswith("- 2026-12-21：新增碧螺春（Oda）。"), after
    assert lines[at + 2 :] == [], after


@pytest.mark.parametrize(
    "closing",
    [
        "修订记录新增一行：2026-12-21：新增碧螺春（Oda）。",
        "修订记录加一行：2026-12-21：新增碧螺春（Oda）（条目 1）。",
        "修订记录：新增一行「2026-12-21：新增碧螺春（Oda）。」",
        "记变更：2026-12-21：新增碧螺春（Oda）。（条目 1）",
    ],
)
def test_a_closing_line_beside_the_item_s_add_is_written_too(tmp_path: Path, closing: str) -> None:
    code, report, after = run(
        tmp_path, NEWEST_FIRST, "§一 新增一条 碧螺春（苏州, 2025）。", closing
    )
    assert code == 0, report
    new = written(after, NEWEST_FIRST)
    assert any(line.startswith("2. **碧螺春**") for line in new), report
    lines = after.splitlines()
    top = lines[lines.index("## 修订记录") + 2]
    assert top == f"- 2026-12-21：新增碧螺春（Oda）。{MARK}", after
    assert len(new) == 2, report


@pytest.mark.parametrize(
    ("kb", "suggestion"),
    [
        (UNORDERED, "修订记录新增一行：2026-12-21：新增碧螺春（Oda）。"),
        # Not in the list's form: the date followed by a dash, not by `：`.
        (NEWEST_FIRST, "修订记录新增一行：2026-12-21 — 新增碧螺春（Oda）。"),
    ],
)
def test_a_line_the_list_cannot_take_in_order_is_reported(
    tmp_path: Path, kb: str, suggestion: str
) -> None:
    code, report, after = run(tmp_path, kb, suggestion)
    assert after == kb and code == 1, report
    (row,) = report_rows(report)
    assert "新增碧螺春（Oda）" in row and "no dated list in date order" in row, report


def test_a_row_of_cells_for_the_changelog_is_not_written_as_a_line(tmp_path: Path) -> None:
    code, report, after = run(
        tmp_path, NEWEST_FIRST, "修订记录新增一行：2026-12-21 | 新增碧螺春 | Oda。"
    )
    assert after == NEWEST_FIRST and code == 1, report


def test_a_closing_line_naming_no_item_is_the_brief_s(tmp_path: Path) -> None:
    """The round's own line, which speaks of two items: written as given, on top of the
    newest-first list, marked as the brief's, not as either item's."""
    second = (
        "\n### 条目 2：白毫银针 —— 存放实验\n\n- 来源：inbox/oda/2026-12-20-more.md\n"
        "- 要点：存放三年后滋味更醇。\n- **建议归入**：§一 新增一条 白毫银针（福鼎, 2025）。\n"
        "\n## 三、本轮结论与建议动作\n\n- 修订记录新增：2026-12-21：新增两种茶（Oda）。\n"
    )
    two = brief("§一 新增一条 碧螺春（苏州, 2025）。") + second
    code, report, after = proposed_and_applied(tmp_path, KB_PATH, NEWEST_FIRST, two, BRIEF_PATH)
    rows = [r for r in report_rows(report) if "修订记录" in r]
    assert len(rows) == 1 and " proposed " in rows[0] and code == 0, report
    lines = after.splitlines()
    top = lines[lines.index("## 修订记录") + 2]
    assert top == "- 2026-12-21：新增两种茶（Oda）。（E1 2026-12-21 · 简报）", after


NUMBERED_CHANGELOG = NEWEST_FIRST.replace("## 修订记录", "## 八、变更记录")


@pytest.mark.parametrize(
    "closing",
    [
        "变更记录：新增一行「2026-12-21：新增碧螺春；第三章表格核对（Oda）。」",
        "§八 变更记录：新增一行「2026-12-21：新增碧螺春；第三章表格核对（Oda）。」",
    ],
)
def test_a_closing_line_with_the_verb_after_the_changelog_s_colon_is_written(
    tmp_path: Path, closing: str
) -> None:
    code, report, after = run(
        tmp_path, NUMBERED_CHANGELOG, "§一 新增一条 碧螺春（苏州, 2025）。", closing
    )
    assert code == 0, report
    lines = after.splitlines()
    top = lines[lines.index("## 八、变更记录") + 2]
    assert top == f"- 2026-12-21：新增碧螺春；第三章表格核对（Oda）。{MARK}", after
