"""A change that quotes a phrase as the words it replaces (`把「其中 6 座采用膜处理」改为 「其中
7 座…」`) names the one line of the document holding that phrase, though it names no section;
a phrase several lines hold, or a figure alone (`「6 座」`), names none and writes nothing.
Things a keep counts after listing them (`出水浊度、供水规模两格不动`) are kept, none of them
read as a request of its own (`列入日期` is no request to list). Our own words, on our own
water-plant KB."""

from __future__ import annotations

from pathlib import Path

import pytest

from .conftest import kb_after, proposed_and_applied

KB_PATH = "organized/knowledge/water-plants.md"
BRIEF_PATH = "inbox/lin/2027-03-03-water-plants-e1prep.md"
COUNT = "全市 12 座水厂中，其中 6 座采用膜处理工艺，其余为常规处理。"
KB = f"""\
# 水厂工艺 · 活文档

## 一、概况

{COUNT}

## 二、水厂表

| 水厂 | 规模（万吨/日） | 工艺 | 列入日期 |
|---|---|---|---|
| 东区水厂 | 40 | 常规处理 | 2026-05-01 |
| 西区水厂 | 30 | 膜处理 | 2026-05-01 |

## 三、备注

- 常规处理水厂计划于 2028 年前完成深度处理改造。
- 常规处理的出水浊度均低于 0.5 NTU。
"""
CHANGED = "全市 12 座水厂中，其中 7 座采用膜处理工艺，其余为常规处理。"


def brief(asked: str) -> str:
    return f"""\
# water-plants · E1 预消化简报（2027-03-03）

## 一、今日重要增量

### 条目 1：东区水厂改造完成

- **来源**：市水务局通报（2027-02-28）
- **要点**：东区水厂膜处理改造完成。
- **建议归入**：
  - {asked}

## 四、本轮结论与建议动作

- 见条目 1。
"""


@pytest.mark.parametrize(
    "asked",
    [
        "概况那句里的「其中 6 座采用膜处理工艺」改为「其中 7 座采用膜处理工艺」。",
        "把「其中 6 座采用膜处理工艺」更正为「其中 7 座采用膜处理工艺」。",
        "「其中 6 座采用膜处理工艺」→「其中 7 座采用膜处理工艺」。",
        # (A paragraph by its count beside heading words kbpatch reads no section in.)
        "总览 第一段里「其中 6 座采用膜处理工艺」替为「其中 7 座采用膜处理工艺」。",
    ],
)
def test_the_one_line_holding_the_phrase_is_changed(asked: str) -> None:
    lines, rows = kb_after(KB, brief(asked))
    assert [status for status, _ in rows] == ["proposed"], rows
    assert CHANGED in lines and COUNT not in lines, rows
    assert len(lines) == len(KB.splitlines())


def test_the_change_applies_with_git(tmp_path: Path) -> None:
    code, report, after = proposed_and_applied(
        tmp_path,
        KB_PATH,
        KB,
        brief("把「其中 6 座采用膜处理工艺」改为「其中 7 座采用膜处理工艺」。"),
        BRIEF_PATH,
    )
    assert code == 0, report
    assert after == KB.replace(COUNT, CHANGED)


@pytest.mark.parametrize(
    "asked",
    [
        # Two lines hold the phrase: which is meant is not guessed.
        "把「常规处理」改为「常规处理（含深度处理）」。",
        # A figure alone may stand anywhere.
        "把「6 座」改为「7 座」。",
        # A phrase the document does not hold.
        "把「其中 5 座采用膜处理工艺」改为「其中 7 座采用膜处理工艺」。",
    ],
)
def test_words_that_name_no_one_line_change_nothing(asked: str) -> None:
    lines, rows = kb_after(KB, brief(asked))
    assert lines == KB.splitlines(), rows
    assert "proposed" not in [status for status, _ in rows], rows


@pytest.mark.parametrize(
    "keep",
    [
        "规模、列入日期两格不动。",
        "规模、工艺、列入日期三格都不动。",
        "规模、列入日期两列保持原样。",
    ],
)
def test_things_a_keep_counts_are_kept_not_asked(keep: str) -> None:
    asked = f"§二 水厂表「东区水厂」那一行，工艺一格 `常规处理` → `膜处理`；{keep}"
    lines, rows = kb_after(KB, brief(asked))
    assert [status for status, _ in rows if status != "skipped"] == ["proposed"], rows
    assert "| 东区水厂 | 40 | 膜处理 | 2026-05-01 |" in lines, rows


HEADED = KB.replace(
    "# 水厂工艺 · 活文档\n", "# 水厂工艺 · 活文档\n\n版本：v1.4\n更新日期：2027-02-01\n"
)


def test_a_header_change_is_reported_whole_not_in_part() -> None:
    asked = (
        "页眉：「版本：v1.4」改为「版本：v1.5」，"
        "「更新日期：2027-02-01」改为「更新日期：2027-03-03」。"
    )
    lines, rows = kb_after(HEADED, brief(asked))
    assert lines == HEADED.splitlines(), rows
    assert [status for status, _ in rows] == ["not understood"], rows
    assert "更新日期：2027-03-03" in rows[0][1], rows


@pytest.mark.parametrize(
    "weighed",
    [
        "我想过把「其中 6 座采用膜处理工艺」改成「其中 7 座采用膜处理工艺」，"
        "但没有新事实支撑，原文留着。",
        "曾考虑把「其中 6 座采用膜处理工艺」改为「其中 7 座采用膜处理工艺」，最后没改。",
    ],
)
def test_a_change_only_weighed_writes_nothing(weighed: str) -> None:
    lines, rows = kb_after(KB, brief(weighed))
    assert lines == KB.splitlines(), rows
