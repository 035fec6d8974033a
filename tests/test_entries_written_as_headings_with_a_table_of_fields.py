"""A section whose entries are sub-headings each followed by a table of two columns, labels and
values (`#### Name`, then `| 字段 | 内容 |`, `|---|---|`, `| 地点 | … |`, …), is read as
entries with fields, as labelled bullets are: a value changed in a named entry changes the row
that holds it (a field named by its row, `特点一栏`, must be the one that holds the old value);
words added to a named field join its cell; a new entry whose fields the brief gives is one more
heading with the same table, the rows in the neighbours' labels and order. What cannot be told
(no field named for the words, no fields given, a `|` in a value) is reported. Fixtures and
briefs in our own words."""

from __future__ import annotations

from pathlib import Path

import pytest

from .conftest import proposed_and_applied, report_rows

BRIEF_PATH = "inbox/lan/2026-12-21-bridges-e1prep.md"
KB_PATH = "organized/knowledge/bridges.md"

KB = """\
# 桥梁活文档

## 一、悬索桥

### 1.1 近代悬索桥

#### Severn

| 字段 | 内容 |
|---|---|
| 地点 | 美国旧金山 |
| 建成 | 1937 年 [1] |
| 主跨 | 约 1280 米 |
| 特点 | 装饰艺术风格桥塔 |

#### Humber

| 字段 | 内容 |
|---|---|
| 地点 | 英国赫尔 |
| 建成 | 1981 年 [2] |
| 主跨 | 约 1410 米 |
| 特点 | 混凝土桥塔，主跨保持世界第一 17 年 |

### 1.2 当代悬索桥

近十年的新桥多用碳纤维主缆做试验段。

## 参考

[1] Strauss J. The Golden Gate Bridge, 1938.
[2] Humber Bridge Board. Annual report, 1982.
"""


def brief(suggestion: str, caveat: str = "") -> str:
    caveat_line = f"- **值得警惕**：{caveat}\n" if caveat else ""
    return f"""\
# bridges · E1 预消化简报（2026-12-21）

## 一、今日条目

### 条目 1：悬索桥资料核对

- **来源**：organized/paper_cards/2612-bridge-survey.md
- **要点**：新版桥梁年鉴订正了几座悬索桥的数据。
- **建议归入**：{suggestion}
{caveat_line}
## 二、本轮结论与建议动作

- 见条目 1。
"""


def run(tmp_path: Path, suggestion: str, caveat: str = "") -> tuple[int, str, str]:
    return proposed_and_applied(tmp_path, KB_PATH, KB, brief(suggestion, caveat), BRIEF_PATH)


def changed(after: str) -> list[str]:
    before = KB.splitlines()
    return [line for line in after.splitlines() if line not in before]


@pytest.mark.parametrize(
    "suggestion",
    [
        "§1.1 Humber条目“约 1410 米”改为“约 1410.8 米”",
        "1.1 节 Humber 条目中“1410 米”订正为“1410.8 米”",
        "近代悬索桥一节Humber的主跨由“约 1410 米”更正为“约 1410.8 米”",
        "§1.1 Humber条目的主跨一栏由“约 1410 米”改成“约 1410.8 米”",
    ],
)
def test_a_value_of_a_named_entry_changes_in_its_row(tmp_path: Path, suggestion: str) -> None:
    code, report, after = run(tmp_path, suggestion)
    assert code == 0, report
    assert changed(after) == ["| 主跨 | 约 1410.8 米 |"], report
    assert "| 主跨 | 约 1280 米 |" in after, report


def test_a_field_named_that_does_not_hold_the_old_value_is_reported(tmp_path: Path) -> None:
    code, report, after = run(tmp_path, "§1.1 Humber条目的特点一栏由“约 1410 米”改为“约 1411 米”")
    assert after == KB and code == 1, report
    (row,) = [r for r in report_rows(report) if "Humber" in r]
    assert "特点" in row and "主跨" in row, report


def test_words_for_a_named_field_join_its_cell(tmp_path: Path) -> None:
    code, report, after = run(tmp_path, "§1.1 Severn条目的特点末尾补一句：“1989 年地震后加固。”")
    assert code == 0, report
    # A value that is a phrase takes more words after `；`, as a table's cell does.
    assert changed(after) == ["| 特点 | 装饰艺术风格桥塔；1989 年地震后加固 |"], report


def test_words_for_no_named_field_are_reported(tmp_path: Path) -> None:
    code, report, after = run(tmp_path, "§1.1 Severn条目末尾补一句：“1989 年地震后加固。”")
    assert after == KB and code == 1, report
    assert any("table of fields" in r for r in report_rows(report)), report


@pytest.mark.parametrize(
    "suggestion",
    [
        "§1.1 末尾新增 Akashi 条目，字段：地点：日本神户；建成：1998 年；"
        "主跨：约 1991 米；特点：抗震设计",
        "1.1 节补一条 **Akashi**（地点：日本神户；建成：1998 年；主跨：约 1991 米；"
        "特点：抗震设计）",
        "§1.1 新增 Akashi 条目：地点 日本神户，建成 1998 年，主跨 约 1991 米，特点 抗震设计",
    ],
)
def test_a_new_entry_with_its_fields_given_is_a_heading_and_a_table(
    tmp_path: Path, suggestion: str
) -> None:
    code, report, after = run(tmp_path, suggestion)
    assert code == 0, report
    new = after.split("#### Akashi\n", 1)[1].split("\n### 1.2", 1)[0]
    assert new.splitlines() == [
        "",
        "| 字段 | 内容 |",
        "|---|---|",
        "| 地点 | 日本神户 |",
        "| 建成 | 1998 年 |",
        "| 主跨 | 约 1991 米 |",
        "| 特点 | 抗震设计（E1 2026-12-21 · 条目 1） |",
    ], report
    assert after.index("#### Humber") < after.index("#### Akashi"), report


def test_a_new_entry_with_no_fields_given_is_reported(tmp_path: Path) -> None:
    code, report, after = run(tmp_path, "§1.1 新增 Akashi 条目。")
    assert after == KB and code == 1, report


def test_a_field_the_neighbours_lack_is_reported_not_written_in_part(tmp_path: Path) -> None:
    code, report, after = run(
        tmp_path, "§1.1 新增 Akashi 条目，字段：地点：日本神户；造价：约 5000 亿日元"
    )
    assert after == KB and code == 1, report
    assert any("造价" in r for r in report_rows(report)), report


def test_a_value_holding_a_pipe_is_reported(tmp_path: Path) -> None:
    code, report, after = run(tmp_path, "§1.1 Severn条目的特点末尾补一句：“桥塔 | 主缆 均已更换。”")
    assert after == KB and code == 1, report


@pytest.mark.parametrize(
    "caveat", ["Humber 不必改。", "Humber 的数字维持原值。", "Humber 条目本轮不动。"]
)
def test_a_keep_of_the_entry_holds_the_change_of_its_field(tmp_path: Path, caveat: str) -> None:
    code, report, after = run(tmp_path, "§1.1 Humber 条目“约 1410 米”改为“约 1410.8 米”", caveat)
    assert after == KB, report
    assert any("forbid" in r for r in report_rows(report)), report
    assert code == 0, report


@pytest.mark.parametrize("caveat", ["Severn 不必改。", "Humber 特点一栏本轮不动。"])
def test_a_keep_of_another_entry_or_field_leaves_the_change(tmp_path: Path, caveat: str) -> None:
    code, report, after = run(
        tmp_path, "§1.1 Humber 条目的主跨由“约 1410 米”改为“约 1410.8 米”", caveat
    )
    assert changed(after) == ["| 主跨 | 约 1410.8 米 |"], report
    assert code == 0, report
