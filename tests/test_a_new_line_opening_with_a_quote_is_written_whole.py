"""A new line dictated after `新增一条：` / `新增一条趋势：` whose words open with a quoted phrase
(`新增一条："X"正在成为…`) is that whole sentence, quote and all: never cut to the quote, never
the quote taken as a title with the item's 要点 written after it. A quote that is the whole of
the words (`新增一条："…。"`) is still the line. Our own KB and briefs."""

from __future__ import annotations

from pathlib import Path

import pytest

from .conftest import proposed_and_applied

KB_PATH = "organized/knowledge/bake.md"
BRIEF_PATH = "inbox/lin/2026-12-21-bake-e1prep.md"

KB = """\
# 烘焙 活文档

## 1 面团

- **老面**：以前一批面团留种，发酵慢而风味足。

## 2 趋势

- 家庭烘焙者越来越多地自养酵种。
- 小型面包房开始公开配方比例。
"""


def brief(suggestion: str) -> str:
    return f"""\
# bake · E1 预消化简报（2026-12-21）

## 一、条目

### 条目 1：低温长发

- **来源**：inbox/lin/2026-12-20-notes.md 第 3 条
- **要点**：三家面包房的新品都改用 48 小时冷藏发酵。
- **建议归入**：{suggestion}
"""


def added(tmp_path: Path, suggestion: str) -> list[str]:
    """The lines the patches add (each patch checked by `git apply --check` first)."""
    _, report, after = proposed_and_applied(tmp_path, KB_PATH, KB, brief(suggestion), BRIEF_PATH)
    lines = [line for line in after.splitlines() if line not in KB.splitlines()]
    assert lines, report
    return lines


@pytest.mark.parametrize(
    ("suggestion", "sentence"),
    [
        (
            '§2 新增一条："低温长发"正在成为小型面包房的默认做法。',
            '"低温长发"正在成为小型面包房的默认做法',
        ),
        (
            "§2 新增一条趋势：“低温长发”正在成为小型面包房的默认做法。",
            "“低温长发”正在成为小型面包房的默认做法",
        ),
        (
            "§2 趋势 新增一条：「冷藏 48 小时」开始写进面包房的新品说明。",
            "「冷藏 48 小时」开始写进面包房的新品说明",
        ),
        ("§2 补一条：『低温长发』与手工感一起被当作卖点。", "『低温长发』与手工感一起被当作卖点"),
    ],
)
def test_the_sentence_after_the_colon_is_the_line(
    tmp_path: Path, suggestion: str, sentence: str
) -> None:
    [line] = added(tmp_path, suggestion)
    assert line.startswith(f"- {sentence}。"), line
    assert "三家面包房" not in line, line  # not the 要点


def test_a_quote_that_is_all_the_words_is_still_the_line(tmp_path: Path) -> None:
    [line] = added(tmp_path, '§2 新增一条："低温长发正在成为小型面包房的默认做法。"')
    assert line.startswith("- 低温长发正在成为小型面包房的默认做法。"), line
