"""An item that asks two edits of one kind in one section gets both, or a report: two notes
on two entries of one line, two questions or two replaces on one line or on two suggestion
lines. A closing line that only repeats the item's suggestion still merges with it."""

from __future__ import annotations

from pathlib import Path

import pytest

from .conftest import KB_PATH, applied_kb

BRIEF = "inbox/ru/2026-12-10-inference-e1prep.md"

KB = """\
# inference 活文档

## 一、路由

### 1.1 路由器

- **HopRoute**：按问题难度分派到大小模型，错派率 21%。
- **CostGate**：把调用成本写进打分，平均节省约 30%。

## 二、开放问题

1. 路由器能否在线自我校准？
"""


def brief(*suggestions: str, closing: str = "") -> str:
    text = (
        "# inference · E1 预消化简报（2026-12-10）\n\n"
        f"对照：{KB_PATH}\n\n## 一、增量\n\n"
        "### 条目 1：SliceCal —— 按长度分片的路由校准（arXiv:2612.00733）\n\n"
        "- **来源**：organized/paper_cards/3101-2612-00733.md\n"
        "- **要点**：按请求长度分片校准打分器，长请求错派率从 21% 降到 13%。\n"
    )
    text += "".join(f"- **建议归入**：{s}\n" for s in suggestions)
    if closing:
        text += f"\n## 三、建议动作\n\n1. {closing}\n"
    return text


def kb_after(tmp_path: Path, text: str) -> str:
    return applied_kb(tmp_path, KB, text, BRIEF)


@pytest.mark.parametrize(
    "suggestion",
    [
        '§1.1 HopRoute 一条补注"（另见 SliceCal）"；§1.1 CostGate 一条补注"（另见 SliceCal）"。',
        '§1.1 HopRoute 一条补注"（见 SliceCal）"。§1.1 CostGate 一条补注"（见 SliceCal）"。',
        "§1.1 HopRoute 那条补一句「（另见 SliceCal）」。"
        "§1.1 CostGate 那条补一句「（另见 SliceCal）」。",
        '§1.1 HopRoute 一条补注"（分片校准见 SliceCal）"；§1.1 CostGate 一条补注"（成本另计）"。',
    ],
)
def test_two_notes_on_two_entries_of_one_line_are_both_written(
    suggestion: str, tmp_path: Path
) -> None:
    lines = kb_after(tmp_path, brief(suggestion)).splitlines()
    hop = next(line for line in lines if "**HopRoute**" in line)
    cost = next(line for line in lines if "**CostGate**" in line)
    assert "（" in hop.split("21%")[1] and "（" in cost.split("30%")[1], (hop, cost)


QUESTION_A = "分片校准能否推广到多维特征？"
QUESTION_B = "分片边界能否自适应？"


@pytest.mark.parametrize(
    "suggestions",
    [
        (f'§二 新增开放问题："{QUESTION_A}"；§二 新增开放问题："{QUESTION_B}"',),
        (f"§二 加一问「{QUESTION_A}」。§二 再加一问「{QUESTION_B}」。",),
        (f'§二 新增开放问题："{QUESTION_A}"', f'§二 新增开放问题："{QUESTION_B}"'),
        (f"开放问题（§二）补一问「{QUESTION_A}」", f"开放问题（§二）补一问「{QUESTION_B}」"),
    ],
)
def test_two_questions_of_one_item_are_both_asked(
    suggestions: tuple[str, ...], tmp_path: Path
) -> None:
    lines = kb_after(tmp_path, brief(*suggestions)).splitlines()
    assert lines[-2].startswith(f"2. {QUESTION_A}"), lines[-3:]
    assert lines[-1].startswith(f"3. {QUESTION_B}"), lines[-3:]


@pytest.mark.parametrize(
    "suggestions",
    [
        ('§1.1 "21%" 改为 "19%"。', '§1.1 "约 30%" 改为 "约 28%"。'),
        ('§1.1 HopRoute 一行 "21%" → "19%"', '§1.1 CostGate 一行 "约 30%" → "约 28%"'),
        ("§1.1 的「21%」更新为「19%」", "§1.1 的「约 30%」更新为「约 28%」"),
        ('§1.1 "21%" 改成 "19%"', '另：§1.1 "约 30%" 改成 "约 28%"'),
    ],
)
def test_two_replaces_on_two_suggestion_lines_are_both_made(
    suggestions: tuple[str, ...], tmp_path: Path
) -> None:
    text = kb_after(tmp_path, brief(*suggestions))
    assert "错派率 19%" in text and "约 28%" in text, text


def test_a_closing_line_repeating_the_item_s_question_asks_it_once(tmp_path: Path) -> None:
    text = brief(
        f'§二 新增开放问题："{QUESTION_A}"', closing=f"§二 新增开放问题「{QUESTION_A}」（条目 1）。"
    )
    lines = kb_after(tmp_path, text).splitlines()
    assert [line for line in lines if QUESTION_A in line] == [lines[-1]]
    assert lines[-1].startswith(f"2. {QUESTION_A}")
