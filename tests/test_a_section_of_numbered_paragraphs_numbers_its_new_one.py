"""A section whose paragraphs each open with their number in the document's levels (`2.1.1
HydroFlux：…`, `2.1.2 SaltNet：…`) and close with their source tag (`〔来源：…〕`): a new entry
takes the next number and ends with its source as they do; a paragraph the brief dictates with
its number (`新增 2.1.3：2.1.3 X：…`, `末尾补一段：2.1.3 X：…`) is written as given, never led
by the item's title; `末尾补一段` on an entry still appends to that entry, which its number
does not hide (`SaltNet 条目末尾补一段`, `SaltNet 条目"A"改为"B"`). Paragraphs with no numbers
get none. Our own KB and words."""

from __future__ import annotations

from pathlib import Path

import pytest

from .conftest import proposed_and_applied

BRIEF_PATH = "inbox/lu/2026-12-21-desalination-e1prep.md"
KB_PATH = "organized/knowledge/desalination.md"

NUMBERED = """\
# 海水淡化 活文档

## 2 膜工艺

### 2.1 反渗透膜

2.1.1 HydroFlux：石墨烯复合膜，实验室通量高 40%。〔来源：MIT，2025〕

2.1.2 SaltNet：抗污染涂层，中试运行 900 小时。〔来源：KAUST，2026〕

### 2.2 正渗透

正渗透仍停留在中试阶段。
"""

PLAIN = NUMBERED.replace("2.1.1 HydroFlux", "HydroFlux").replace("2.1.2 SaltNet", "SaltNet")

CARD = "organized/paper_cards/2612-aquapore.md"


def brief(suggestion: str) -> str:
    return f"""\
# desalination · E1 预消化简报（2026-12-21）

## 一、今日条目

### 条目 1：AquaPore 仿生膜

- **来源**：{CARD}
- **要点**：仿生水通道膜，实验室脱盐率 99.6%。
- **建议归入**：{suggestion}

## 二、本轮结论与建议动作

- 见条目 1。
"""


def new_lines(before: str, after: str) -> list[str]:
    return [line for line in after.splitlines() if line not in before.splitlines()]


DICTATED = "2.1.3 AquaPore：仿生水通道膜，脱盐率 99.6%。〔来源：Aquaporin A/S，2026〕"


@pytest.mark.parametrize(
    "suggestion",
    [
        f"§2.1 新增 2.1.3：{DICTATED}",
        f"§2.1 新增 2.1.3：`{DICTATED}`",
        f"§2.1 末尾补一段：{DICTATED}",
        f"2.1 节末尾添一段：{DICTATED}",
    ],
)
def test_a_numbered_paragraph_dictated_whole_is_written_as_given(
    tmp_path: Path, suggestion: str
) -> None:
    code, report, after = proposed_and_applied(
        tmp_path, KB_PATH, NUMBERED, brief(suggestion), BRIEF_PATH
    )
    assert code == 0, report
    (new,) = new_lines(NUMBERED, after)
    assert new.startswith(DICTATED), new
    assert "\n\n" + new + "\n\n### 2.2" in after, after


def test_a_new_entry_takes_the_next_number_and_the_source_tag(tmp_path: Path) -> None:
    suggestion = "§2.1 新增一条 AquaPore：仿生水通道膜，脱盐率 99.6%。"
    code, report, after = proposed_and_applied(
        tmp_path, KB_PATH, NUMBERED, brief(suggestion), BRIEF_PATH
    )
    assert code == 0, report
    (new,) = new_lines(NUMBERED, after)
    assert new.startswith(f"2.1.3 AquaPore：仿生水通道膜，脱盐率 99.6%。〔来源：{CARD}〕"), new


def test_paragraphs_without_numbers_give_the_new_one_none(tmp_path: Path) -> None:
    suggestion = "§2.1 新增一条 AquaPore：仿生水通道膜，脱盐率 99.6%。"
    code, report, after = proposed_and_applied(
        tmp_path, KB_PATH, PLAIN, brief(suggestion), BRIEF_PATH
    )
    assert code == 0, report
    (new,) = new_lines(PLAIN, after)
    assert new.startswith("AquaPore：仿生水通道膜，脱盐率 99.6%。"), new


@pytest.mark.parametrize(
    "suggestion",
    [
        "§2.1 SaltNet 条目末尾补一段：涂层寿命约两年。",
        "§2.1 SaltNet 那条末尾补一句\u201c涂层寿命约两年。\u201d",
    ],
)
def test_an_entry_s_number_does_not_hide_its_name(tmp_path: Path, suggestion: str) -> None:
    code, report, after = proposed_and_applied(
        tmp_path, KB_PATH, NUMBERED, brief(suggestion), BRIEF_PATH
    )
    assert code == 0, report
    assert (
        "2.1.2 SaltNet：抗污染涂层，中试运行 900 小时。涂层寿命约两年。〔来源：KAUST，2026〕"
        in after.splitlines()
    ), after


def test_a_value_in_a_numbered_paragraph_named_by_its_entry(tmp_path: Path) -> None:
    suggestion = "§2.1 SaltNet 条目\u201c900 小时\u201d改为\u201c1200 小时\u201d"
    code, report, after = proposed_and_applied(
        tmp_path, KB_PATH, NUMBERED, brief(suggestion), BRIEF_PATH
    )
    assert code == 0, report
    assert "2.1.2 SaltNet：抗污染涂层，中试运行 1200 小时。〔来源：KAUST，2026〕" in after, after
