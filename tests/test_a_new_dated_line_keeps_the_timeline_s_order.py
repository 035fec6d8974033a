"""A new line of a timeline (every line opening with its month, in date order) keeps the
order: a place said with the order it keeps (`按时间顺序放在 X 之后`) is the place after X, and
with no place said the line goes after the last line dated no later than it. A list whose lines
are not all dated in one form, or not in order, takes a new line at its end as before. A line
dictated after a colon is written as given, never led by the paper's name and id that no line
of the timeline carries. Our own words, on a small KB of our own."""

from __future__ import annotations

from pathlib import Path

import pytest

from .conftest import proposed_and_applied, report_rows

KB_PATH = "organized/knowledge/orchard.md"
BRIEF_PATH = "inbox/ann/2026-12-24-orchard-e1prep.md"

TIMELINE = [
    "- 2021-03：首批嫁接苗入园。",
    "- 2022-06：滴灌系统上线。",
    "- 2023-09：引入病虫害识别模型。",
    "- 2024-05：果园气象站接入。",
]


def kb(timeline: list[str]) -> str:
    lines = "\n".join(timeline)
    return f"""\
# orchard 活文档

## 1 概览

苹果园管理笔记，记录设备与模型的引入。

## 2 大事记

{lines}

## 3 备注

本文档按季度更新。
"""


def brief(suggestion: str) -> str:
    return f"""\
# orchard · E1 预消化简报（2026-12-24）

## 一、今日条目

### 条目 1：PestNet 开源

- **来源**：arXiv:2612.09999
- **要点**：病虫害识别模型 PestNet 开源，支持离线推理。
- **建议归入**：{suggestion}

## 四、本轮结论与建议动作

- 大事记：补记 PestNet（条目 1）。
"""


def timeline_after(tmp_path: Path, suggestion: str, timeline: list[str] = TIMELINE) -> list[str]:
    code, report, after = proposed_and_applied(
        tmp_path, KB_PATH, kb(timeline), brief(suggestion), BRIEF_PATH
    )
    assert code == 0, report
    assert any(" proposed " in row for row in report_rows(report)), report
    lines = after.splitlines()
    start = lines.index("## 2 大事记") + 2
    return lines[start : lines.index("", start)]


MARK = "（E1 2026-12-24 · 条目 1）"


@pytest.mark.parametrize(
    "suggestion",
    [
        '§2 补记一条"2022-06：PestNet 开源，支持离线推理"，按时间顺序放在滴灌系统上线之后。',
        '§2 补记一条"2022-06：PestNet 开源，支持离线推理"，按日期放在滴灌系统上线那条之后。',
        '§2 大事记 补一条"2022-06：PestNet 开源，支持离线推理"，依时间先后排在滴灌系统上线后。',
    ],
)
def test_a_place_said_with_its_order_is_the_place_after_the_named_line(
    tmp_path: Path, suggestion: str
) -> None:
    lines = timeline_after(tmp_path, suggestion)
    assert lines == [*TIMELINE[:2], f"- 2022-06：PestNet 开源，支持离线推理。{MARK}", *TIMELINE[2:]]


@pytest.mark.parametrize(
    ("suggestion", "at"),
    [
        ('§2 补记一条"2023-01：PestNet 开源，支持离线推理"。', 2),
        ("§2 大事记 记一条：2023-01：PestNet 开源，支持离线推理。", 2),
        ('§2 大事记 新增一条"2020-11：PestNet 开源，支持离线推理"。', 0),
        ("§2 登记一条：2023-09：PestNet 开源，支持离线推理。", 3),
    ],
)
def test_with_no_place_said_an_earlier_line_goes_where_its_date_falls(
    tmp_path: Path, suggestion: str, at: int
) -> None:
    lines = timeline_after(tmp_path, suggestion)
    assert len(lines) == len(TIMELINE) + 1, lines
    assert lines[:at] + lines[at + 1 :] == TIMELINE, lines
    assert lines[at].startswith("- 20") and "PestNet 开源，支持离线推理。" in lines[at], lines


@pytest.mark.parametrize(
    "timeline",
    [
        [TIMELINE[1], TIMELINE[0], *TIMELINE[2:]],  # not in order
        [*TIMELINE[:2], "- 2023 年 9 月：引入病虫害识别模型。", TIMELINE[3]],  # two forms
        [*TIMELINE[:2], "- 引入病虫害识别模型（2023-09）。", TIMELINE[3]],  # one line undated
    ],
)
def test_a_list_not_dated_in_one_form_and_order_takes_the_line_at_its_end(
    tmp_path: Path, timeline: list[str]
) -> None:
    lines = timeline_after(tmp_path, '§2 补记一条"2023-01：PestNet 开源，支持离线推理"。', timeline)
    assert lines[:-1] == timeline and "PestNet" in lines[-1], lines


@pytest.mark.parametrize(
    "suggestion",
    [
        "在大事记末尾登记一条：2025-02：PestNet 开源，支持离线推理。",
        "§2 大事记 记一条：2025-02：PestNet 开源，支持离线推理。",
        "§2 补一条：2025-02：PestNet 开源，支持离线推理",
    ],
)
def test_a_dictated_dated_line_is_written_as_given_without_a_name_lead(
    tmp_path: Path, suggestion: str
) -> None:
    lines = timeline_after(tmp_path, suggestion)
    assert lines == [*TIMELINE, f"- 2025-02：PestNet 开源，支持离线推理。{MARK}"]


@pytest.mark.parametrize(
    "suggestion",
    [
        "§2 大事记末尾登记一条：2020-11：PestNet 开源，支持离线推理。",
        '§2 补记一条"2020-11：PestNet 开源，支持离线推理"，放在最后。',
    ],
)
def test_an_end_said_is_kept_whatever_the_line_s_date(tmp_path: Path, suggestion: str) -> None:
    lines = timeline_after(tmp_path, suggestion)
    assert lines == [*TIMELINE, f"- 2020-11：PestNet 开源，支持离线推理。{MARK}"]
