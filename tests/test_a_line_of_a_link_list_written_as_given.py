"""A section that lists its sources as links (`- [名称](https://…)（频率）`) takes a line of
that form the brief writes out whole, as given: after the last link, or right after the one
link it names. The same page is not listed twice; a link named by no line, or by two, is
reported. Before, the line was reported as a citation linking elsewhere than arXiv,
or written with a full stop and provenance after a stop of its own, twice over for a page
already listed. Our own words, on a KB of our own."""

from __future__ import annotations

import pytest

from .conftest import kb_after

FIRST = "- [甲所观察周报](https://example.org/jia/weekly)（每周）"
SECOND = "- [乙会数据库](https://example.org/yi/db)（持续）"
LAST = "- [丙台新闻稿](https://example.org/bing/news)（不定期）"
KB = f"""\
# 储能 活文档

## 1 格局

- **甲厂**：产能最大。
- **乙厂**：成本最低。

## 7 常用来源

{FIRST}
{SECOND}
{LAST}

## 8 修订记录

- 2026-11-30：初稿。
"""
NEW = "- [丁院季度报告](https://example.org/ding/quarterly)（季度）"
MARK = "（E1 2026-12-18 · 条目 1）"


def brief(suggestion: str) -> str:
    return f"""\
# storage · E1 预消化简报（2026-12-18）

## 一、今日重要增量

### 条目 1：丁院报告

- **来源**：https://example.org/ding/quarterly
- **要点**：丁院季度报告给出装机数据。
- **建议归入**：{suggestion}

## 四、本轮结论与建议动作

- 见条目 1。
"""


@pytest.mark.parametrize(
    "suggestion",
    [
        f"在常用来源列表最后加一行：`{NEW}`",
        f"§7 末尾添一行：`{NEW}`",
        f"「常用来源」一节补上「{NEW}」",
        f"§7 在 丙台新闻稿 之后加一行：`{NEW}`",
    ],
)
def test_the_line_follows_the_last_link(suggestion: str) -> None:
    lines, rows = kb_after(KB, brief(suggestion))
    assert rows[0] == ("proposed", ""), rows
    assert lines == [x for k in KB.splitlines() for x in ([k, NEW + MARK] if k == LAST else [k])]


@pytest.mark.parametrize(
    "suggestion", [f"§7 在乙会数据库之后加一行：`{NEW}`", f"§7 在「乙会数据库」之后补一行：`{NEW}`"]
)
def test_the_line_follows_the_link_it_names(suggestion: str) -> None:
    lines, rows = kb_after(KB, brief(suggestion))
    assert rows[0] == ("proposed", ""), rows
    expected = [x for k in KB.splitlines() for x in ([k, NEW + MARK] if k == SECOND else [k])]
    assert lines == expected, lines


@pytest.mark.parametrize(
    "suggestion",
    [
        # The page is listed already.
        "§7 末尾添一行：`- [甲所周报](https://example.org/jia/weekly)（每周）`",
        # No link of the section is so named.
        f"§7 在 戊所 之后加一行：`{NEW}`",
        # Not after a bare 在 words that do not say which link: never at the list's end instead.
        f"§7 在 example 之后加一行：`{NEW}`",
    ],
)
def test_a_line_with_no_place_or_listed_already_changes_nothing(suggestion: str) -> None:
    lines, rows = kb_after(KB, brief(suggestion))
    assert lines == KB.splitlines(), rows
    assert rows[0][0] in ("already present", "unresolved", "not understood"), rows
