"""In a document whose headings carry no numbers, a writer names a section by its words: after
`§` (`§硬件平台 补一条 X`, `§硬件平台 不动`) or bare at a clause's start before a keep
(`硬件平台 勿动`). Those words name that heading, so an add lands there, and a keep holds it:
an add or an append the closing list asks there, naming no item, is forbidden with the keep's
words, never proposed beside it."""

from __future__ import annotations

import pytest

from .conftest import kb_after

KB = """\
# 具身智能活文档

## 概览

本文跟踪机器人基础模型。

## 硬件平台

- **ArmOne**：低成本单臂，约 5 千美元。
- **DuoBot**：双臂遥操作平台，开源图纸。

## 趋势判断

- 仿真数据占比继续上升。
"""


def brief(suggestion: str, closing: str = "") -> str:
    listed = f"\n## 三、本轮建议的归并动作\n\n- {closing}\n" if closing else ""
    return (
        "# embodied · E1 预消化简报（2026-12-03）\n\n## 一、增量\n\n"
        "### 条目 1：TriArm 三臂平台\n\n"
        "- **来源**：organized/paper_cards/8001-triarm.md（arXiv:2612.00003）\n"
        "- **要点**：三臂协作平台，开源固件。\n"
        f"- **建议归入**：{suggestion}\n{listed}"
    )


def outcome(suggestion: str, closing: str = "") -> tuple[list[str], list[tuple[str, str]]]:
    return kb_after(KB, brief(suggestion, closing))


@pytest.mark.parametrize(
    "suggestion",
    [
        "§硬件平台 补一条 **TriArm**：三臂协作平台，开源固件。",
        "§ 硬件平台 新增一条 **TriArm**：三臂协作平台，开源固件。",
        "在 §硬件平台 登记 **TriArm**：三臂协作平台，开源固件。",
    ],
)
def test_an_add_lands_in_the_section_the_words_name(suggestion: str) -> None:
    lines, rows = outcome(suggestion)
    at = lines.index("- **DuoBot**：双臂遥操作平台，开源图纸。")
    assert lines[at + 1].startswith("- **TriArm**"), rows
    assert "三臂协作平台，开源固件。" in lines[at + 1], rows


@pytest.mark.parametrize(
    "keep", ["§硬件平台 不动。", "硬件平台 勿动。", "§硬件平台 保持原样。", "硬件平台保持原样。"]
)
@pytest.mark.parametrize(
    "closing",
    [
        "硬件平台 一节新增一条 **TriArm**：三臂协作平台。",
        '「硬件平台」一节 DuoBot 那条末尾补一句"固件 2.0 已发布。"',
    ],
)
def test_a_keep_holds_against_the_closing_list(keep: str, closing: str) -> None:
    lines, rows = outcome(keep, closing)
    assert lines == KB.splitlines(), rows
    assert any(status == "forbidden" and keep.rstrip("。") in reason for status, reason in rows), (
        rows
    )
