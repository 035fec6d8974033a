"""A glossary term's definition named by its quoted term after the glossary's word (`术语
「X」释义末尾补一句：「…」`, `术语里「X」的释义…`) is that term's entry, in the item or in the
closing list alone; and a request of a line that reads as nothing beside a hold read on the
same line (`术语里「X」的释义替换为：「…」一工艺第一条先别动`) is reported with its words, never
hidden by the hold. Our own KB and words."""

from __future__ import annotations

from pathlib import Path

import pytest

from .conftest import proposed_and_applied

BRIEF_PATH = "inbox/yu/2026-12-21-tea-e1prep.md"
KB_PATH = "organized/knowledge/tea.md"

KB = """\
# 制茶 活文档

## 一、工艺

- 摊青时间随气温调整。
- 揉捻后及时解块。

## 二、术语 · Glossary

**杀青**（fixing）：高温钝化鲜叶中的酶，定住叶色。

**渥堆**：黑茶特有的湿热堆积发酵工序。
"""

SENTENCE = "温度控制在 55 ℃ 上下。"


def brief(suggestion: str, closing: str = "见条目 1。") -> str:
    return f"""\
# tea · E1 预消化简报（2026-12-21）

## 一、今日条目

### 条目 1：安化黑茶渥堆温控

- **来源**：organized/paper_cards/2612-anhua.md
- **要点**：安化茶厂公布渥堆温度曲线。
- **建议归入**：{suggestion}

## 二、本轮结论与建议动作

- {closing}
"""


@pytest.mark.parametrize(
    ("suggestion", "closing"),
    [
        (f"术语「渥堆」释义末尾补一句：「{SENTENCE}」", "见条目 1。"),
        (f"术语里「渥堆」的释义末尾补一句：「{SENTENCE}」", "见条目 1。"),
        ("见下方动作。", f"术语「渥堆」释义末尾补一句：「{SENTENCE}」"),
    ],
)
def test_the_sentence_is_added_to_the_term_s_definition(
    tmp_path: Path, suggestion: str, closing: str
) -> None:
    code, report, after = proposed_and_applied(
        tmp_path, KB_PATH, KB, brief(suggestion, closing), BRIEF_PATH
    )
    assert code == 0, report
    assert "**渥堆**：黑茶特有的湿热堆积发酵工序。" + SENTENCE in after, after


def test_a_request_beside_a_hold_on_its_line_is_reported(tmp_path: Path) -> None:
    suggestion = (
        "术语里「渥堆」的释义替换为：「湿热条件下微生物参与的堆积发酵。」一工艺第一条先别动。"
    )
    code, report, after = proposed_and_applied(tmp_path, KB_PATH, KB, brief(suggestion), BRIEF_PATH)
    assert after == KB
    assert code != 0
    assert "not understood" in report and "释义替换为" in report, report
