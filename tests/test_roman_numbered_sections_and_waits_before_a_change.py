"""A document that numbers its parts with Roman numerals (`## Ⅴ 成本`, `### Ⅴ.3 含义`) is named
by those numbers without `§` too (`Ⅴ.3 第一段…`, `II.3 …`), as it is with `§`; a keep naming it
so (`Ⅴ.3 本轮不动`, `V.3 本轮不动`) holds its edits. An item's caveat that waits on a check
before a change (`需确认复盘归档后再改`, `待核实后再改`) holds the item's change, and a request
that opens with such a wait (`需确认…后，再把 §Ⅴ.3 …改为…`) is reported, never made. Our own
words and KB."""

from __future__ import annotations

import pytest

from .conftest import kb_after

KB = """\
# 编译器活文档

## Ⅱ 前端

### Ⅱ.3 图捕获

图捕获失败率约 12%，主要来自动态形状。

## Ⅴ 成本

### Ⅴ.3 含义

我们建议把内核成熟度折扣默认取 0.75。
"""


def brief(suggestion: str, caveat: str = "") -> str:
    return (
        "# compilers · E1 预消化简报（2026-12-20）\n\n## 一、今日条目\n\n"
        "### 条目 1：复盘\n\n"
        "- **来源**：organized/paper_cards/9600-review.md\n"
        "- **要点**：折扣建议取 0.8，图捕获失败率降到 9%。\n"
        f"- **建议归入**：{suggestion}\n" + (f"- **值得警惕**：{caveat}\n" if caveat else "")
    )


@pytest.mark.parametrize(
    ("suggestion", "line"),
    [
        ("Ⅴ.3 折扣默认值由 0.75 改为 0.8", "我们建议把内核成熟度折扣默认取 0.8。"),
        ("II.3 图捕获失败率由约 12% 改为约 9%", "图捕获失败率约 9%，主要来自动态形状。"),
        ("Ⅱ.3 第一段失败率由约 12% 改为约 9%", "图捕获失败率约 9%，主要来自动态形状。"),
    ],
)
def test_a_roman_section_number_without_a_mark_names_the_section(
    suggestion: str, line: str
) -> None:
    lines, rows = kb_after(KB, brief(suggestion))
    assert [x for x in lines if x not in KB.splitlines()] == [line], rows


@pytest.mark.parametrize(
    "caveat",
    [
        "Ⅴ.3 本轮不动。",
        # The lone letter V of a Roman numeral written in ASCII: the section numbered Ⅴ.3.
        "V.3 本轮不动。",
        "需确认复盘归档后再改。",
        "待核实后再改。",
        "须复核后再改。",
    ],
)
def test_a_keep_or_a_wait_in_the_caveat_holds_the_change(caveat: str) -> None:
    lines, rows = kb_after(KB, brief("§Ⅴ.3 折扣默认值由 0.75 改为 0.8", caveat))
    assert lines == KB.splitlines(), rows
    assert "forbidden" in [status for status, _ in rows], rows


def test_a_request_that_opens_with_a_wait_is_reported() -> None:
    lines, rows = kb_after(KB, brief("需确认复盘归档后，再把 §Ⅴ.3 折扣默认值由 0.75 改为 0.8"))
    assert lines == KB.splitlines(), rows
    assert "proposed" not in [status for status, _ in rows], rows
