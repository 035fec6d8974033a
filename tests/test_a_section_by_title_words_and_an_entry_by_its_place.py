"""In a KB whose headings carry no numbers, `展望 第 3 条中 A 改为 B` names the section by its title
words and its entry by place: A is replaced in the third item of that section's one list, and
only there. When A is not in that item, or the section has fewer items, or is not one list,
it is reported. Before, the ordinal after the title words left the request with "no section
kbpatch can find", and with `「展望」一节` the ordinal was ignored (A replaced wherever it was)."""

from __future__ import annotations

from pathlib import Path

import pytest

from .conftest import proposed_and_applied

KB_PATH = "organized/knowledge/grasp.md"
BRIEF_PATH = "inbox/ada/2026-12-18-grasp-e1prep.md"

KB = """\
# grasp 活文档

## 夹爪

### 平行夹爪

- **二指夹爪**：行程 80 mm，夹持力 40 N。

### 吸盘

- **真空吸盘**：适合平面件，负压 60 kPa。

## 展望

- 触觉传感开始进入量产夹爪，单价降到 200 美元以内。
- 抓取成功率在杂乱场景中仍低于 90%。
- 端到端抓取策略的推理频率多在 5 Hz 左右。
- 双臂协作抓取的数据集规模仍小。
"""


def brief(suggested: str) -> str:
    return (
        "# grasp · E1 预消化简报（2026-12-18）\n\n## 一、今日条目\n\n"
        "### 条目 1：抓取复测\n\n"
        "- **来源**：inbox/ada/notes.md\n"
        "- **要点**：复测了推理频率。\n"
        f"- **建议归入**：{suggested}\n"
    )


@pytest.mark.parametrize(
    "suggested",
    [
        "展望 第 3 条中 5 Hz 改为 8 Hz。",
        '展望第 3 条中"多在 5 Hz 左右"的 5 Hz 改为 8 Hz。',
        "展望 第三条：5 Hz 改为 8 Hz。",
        "「展望」一节第 3 条中 5 Hz 改为 8 Hz。",
    ],
)
def test_the_value_is_replaced_in_the_entry_at_that_place(tmp_path: Path, suggested: str) -> None:
    code, report, kb = proposed_and_applied(tmp_path, KB_PATH, KB, brief(suggested), BRIEF_PATH)
    assert code == 0, report
    assert kb == KB.replace("多在 5 Hz 左右", "多在 8 Hz 左右"), kb


@pytest.mark.parametrize(
    ("suggested", "reason"),
    [
        # The value stands in the third item, not the first: which one is meant is not guessed.
        ("展望 第 1 条中 5 Hz 改为 8 Hz。", "does not occur in line"),
        ("「展望」一节第 1 条中 5 Hz 改为 8 Hz。", "does not occur in line"),
        ("展望 第 6 条中 5 Hz 改为 8 Hz。", "lists 4 entries, not 6"),
        # 夹爪 holds sub-sections, each its own list: its entries are not counted.
        ("夹爪 第 2 条中 40 N 改为 45 N。", "counts entries only in a section that is one list"),
    ],
)
def test_an_entry_place_that_does_not_hold_the_value_is_reported(
    tmp_path: Path, suggested: str, reason: str
) -> None:
    _code, report, kb = proposed_and_applied(tmp_path, KB_PATH, KB, brief(suggested), BRIEF_PATH)
    assert kb == KB
    assert "unresolved" in report and reason in report, report
