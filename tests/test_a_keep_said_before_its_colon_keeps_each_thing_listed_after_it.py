"""A keep said first, before its colon (`保持原样：A、B、C`, `不动：§1 总览与 §II.5「X」条目`),
keeps each thing listed after it: a listed place that asks nothing of its own is no bare place to
add the item to. A request after the list (`不动：§I，§II.5 新增一条「…」`) is still its own, and
a lead meaning "as before" (`照旧，§II.5 新增…`) still asks the request after it. Our own words,
on our own small KB with Roman chapter numbers."""

from __future__ import annotations

import pytest

from .conftest import kb_after

KB = """\
# 储氢活文档

## I. 总览

全球储氢项目在 2026 年新增约 40 个（某协会, 2026-10）。

## II. 技术路线

### II.1 高压气态

- **IV 型瓶**：碳纤维缠绕，70 MPa。

### II.5 固态储氢

- **国内进展**：尚无百吨级项目公开。
- **镁基材料**：循环寿命约 500 次。
"""


def brief(request: str) -> str:
    return f"""\
# 储氢 · E1 预消化简报（2026-12-09）

## 一、今日重要增量

### 条目 1：固态储氢示范

- **来源**：某公司公告（2026-12-06）
- **要点**：某公司固态储氢示范线投运。
- **建议归入**：{request}

## 四、本轮结论与建议动作

- 见条目 1。
"""


@pytest.mark.parametrize(
    "request_words",
    [
        "保持原样：I. 总览第一段的引文与项目数、II.5「国内进展」条目。",
        "维持原样：§I 总览、§II.5「国内进展」条目。",
        "原样保留：II.5「国内进展」条目。",
        "不动：§I 总览与 §II.5「国内进展」条目。",
        "保持原样——II.5「国内进展」条目、§II.1。",
        "不动——§II.1、§II.5。",
    ],
)
def test_the_places_listed_after_a_keep_are_kept(request_words: str) -> None:
    lines, rows = kb_after(KB, brief(request_words))
    assert lines == KB.splitlines(), rows
    assert rows and all(status == "skipped" for status, _ in rows), rows


def test_a_request_after_the_list_of_a_keep_is_its_own() -> None:
    lines, rows = kb_after(KB, brief("不动：§I 总览，§II.5 新增一条「- **示范线**：已投运。」"))
    assert "- **示范线**：已投运。（E1 2026-12-09 · 条目 1）" in lines, rows
    assert "全球储氢项目在 2026 年新增约 40 个（某协会, 2026-10）。" in lines, rows


@pytest.mark.parametrize("lead", ["照旧，", "照旧："])
def test_a_lead_meaning_as_before_still_asks_the_request_after_it(lead: str) -> None:
    lines, rows = kb_after(KB, brief(f"{lead}§II.5 新增一条「- **示范线**：已投运。」"))
    assert "- **示范线**：已投运。（E1 2026-12-09 · 条目 1）" in lines, rows


TABLE_KB = """\
# 储氢活文档

## II. 技术路线

### II.4 高温路线

SOEC 在 700 °C 下运行，目前仍处于示范阶段。

### II.5 中东

中东方面，NEOM 项目进入建设后期（NEOM, 2026-09）。阿曼完成三轮拍卖。

## III. 成本

| 路线 | 中国 | 欧美 |
| --- | --- | --- |
| SOEC | 6,000 | 9,000 |
"""


def two_items(first: str, second: str, closing: str) -> str:
    return f"""\
# 储氢 · E1 预消化简报（2026-12-09）

## 一、今日重要增量

### 条目 1：SOEC 商业订单

- **来源**：某公司（2026-12-06）
- **要点**：SOEC 首个商业订单。
- **建议归入**：{first}

### 条目 2：NEOM 进展

- **来源**：某公司（2026-12-06）
- **要点**：NEOM 完成调试。
- **建议归入**：{second}

## 四、本轮结论与建议动作

- {closing}
"""


@pytest.mark.parametrize("keep", ["SOEC 成本行不动。", "不动：SOEC 成本行。"])
def test_a_row_kept_with_its_table_s_noun_holds_that_row_only(keep: str) -> None:
    text = two_items(
        "§II.4「目前仍处于示范阶段」改为「目前处于示范向商业化过渡的阶段」。",
        "见上。",
        keep,
    )
    lines, rows = kb_after(TABLE_KB, text)
    assert "SOEC 在 700 °C 下运行，目前处于示范向商业化过渡的阶段。" in lines, rows
    assert "| SOEC | 6,000 | 9,000 |" in lines, rows


def test_a_sentence_kept_by_a_name_holds_that_sentence_only() -> None:
    text = two_items(
        "见上。",
        "§II.5 以「中东方面」开头的那段末尾补一句：「阿曼新增两个区块。」",
        "II.5 NEOM 句不动。",
    )
    lines, rows = kb_after(TABLE_KB, text)
    said = "中东方面，NEOM 项目进入建设后期（NEOM, 2026-09）。阿曼完成三轮拍卖。阿曼新增两个区块。"
    assert any(line.startswith(said) for line in lines), rows
