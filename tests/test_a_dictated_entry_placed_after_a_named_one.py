"""A new entry dictated after the words that place it (`加一条，放在「乙厂」后面：`- 丙厂 — …``)
is that line, right after the entry named: it was reported. A sub-section named by a path of
quoted headings (`「厂商」下的「其他厂商」`) is that sub-section. A closing line tagged with
the item that names, quoted, the same neighbour (`C.3 在「乙厂」后加丙厂一条（条目 1）`) is the
same entry: the item's summary was written beside the dictated line; nor is one where the
item's line could not be placed. Our own words, on a KB of our own."""

from __future__ import annotations

import pytest

from .conftest import kb_after

AFTER = "- 乙厂 — 老牌厂商，主打低价。"
KB = f"""\
# 无人机 活文档

## C. 厂商

### C.1 大厂

- 甲厂 — 份额第一。

### C.2 其他厂商

{AFTER}
- 丁厂 — 美国本土厂商。

## D. 价格

价格持续下行。
"""

LINE = "- 丙厂 — 以农机导航起家，11 月推出 40 L 机型。"


def brief(suggestion: str, closing: str = "见条目 1。") -> str:
    return f"""\
# drone · E1 预消化简报（2026-12-18）

## 一、今日重要增量

### 条目 1：丙厂发布新机

- **来源**：丙厂发布会（2026-11-26）
- **要点**：丙厂推出首款植保机，定价未公布，借用农机经销网络铺货。
- **建议归入**：{suggestion}

## 四、本轮结论与建议动作

- {closing}
"""


def placed(line: str) -> list[str]:
    lines = KB.splitlines()
    at = lines.index(AFTER) + 1
    return [*lines[:at], line, *lines[at:]]


@pytest.mark.parametrize(
    "suggestion",
    [
        f"C.2 加一条，放在「乙厂」后面：`{LINE}`",
        f"「厂商」下的「其他厂商」加一条，放在「乙厂」后面：`{LINE}`",
        f"「厂商」下的「其他厂商」在「乙厂」后面加一条：`{LINE}`",
    ],
)
def test_the_dictated_line_goes_after_the_entry_named(suggestion: str) -> None:
    lines, rows = kb_after(KB, brief(suggestion))
    assert rows[0] == ("proposed", ""), rows
    assert lines == placed(f"{LINE}（E1 2026-12-18 · 条目 1）"), lines


def test_a_closing_line_naming_the_same_neighbour_adds_nothing_more() -> None:
    lines, _rows = kb_after(
        KB,
        brief(
            f"「厂商」下的「其他厂商」加一条，放在「乙厂」后面：`{LINE}`",
            "C.2 在「乙厂」后加丙厂一条（条目 1）。",
        ),
    )
    assert lines == placed(f"{LINE}（E1 2026-12-18 · 条目 1）"), lines


def test_a_neighbour_the_list_lacks_places_nothing() -> None:
    lines, rows = kb_after(KB, brief(f"C.2 加一条，放在「戊厂」后面：`{LINE}`"))
    assert lines == KB.splitlines(), rows


def test_a_path_of_quoted_headings_names_the_sub_section() -> None:
    lines, rows = kb_after(KB, brief(f"「厂商」下的「其他厂商」加一条：`{LINE}`"))
    assert rows[0] == ("proposed", ""), rows
    last = "- 丁厂 — 美国本土厂商。"
    at = KB.splitlines().index(last) + 1
    new = f"{LINE}（E1 2026-12-18 · 条目 1）"
    assert lines == [*KB.splitlines()[:at], new, *KB.splitlines()[at:]], lines


@pytest.mark.parametrize(
    "closing", ["「其他厂商」一节补丙厂一条（条目 1）。", "C.2 末尾加丙厂一条（条目 1）。"]
)
def test_a_closing_entry_is_not_the_item_s_summary_beside_its_dictated_line(closing: str) -> None:
    # The item dictates the line where kbpatch does not place it: the closing line, in
    # short, asks that same entry; an entry made of the item's 要点 is not it.
    lines, rows = kb_after(KB, brief(f"C.2 列表第 2 条的位置插入一条：`{LINE}`", closing))
    assert lines == KB.splitlines(), rows
    assert rows[-1][0] == "not understood", rows


SOURCES_KB = """\
# 量子 活文档

## 7 研判

中性原子进展快。

## 8 主要来源

- [甲公司路线图](https://example.com/roadmap)（2026-02）
- [乙实验室博客](https://example.org/blog)（持续）
"""


def test_a_closing_line_writes_no_summary_for_a_dictated_source_line() -> None:
    # The item dictates the list's line (a link kbpatch does not write as a citation); the
    # closing line asks for it in short.
    suggestion = (
        "在主要来源列表最后加一行：`- [丙公司季度报告](https://example.net/research)（季度）`"
    )
    lines, rows = kb_after(SOURCES_KB, brief(suggestion, "§8 末尾加丙公司一行（条目 1）。"))
    assert lines == SOURCES_KB.splitlines(), rows
