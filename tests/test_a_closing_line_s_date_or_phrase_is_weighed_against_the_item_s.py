"""A closing line that gives an item's change another new value is weighed against the item's
line for every kind of value, not numbers alone: a month (`2024-07`, `2024 年 7 月`), a version
(`v2.3`), a quoted phrase. Another value holds the change back with both values shown; the same
value, however written, is one edit citing both lines. Our own words, on a small KB of our own."""

from __future__ import annotations

from pathlib import Path

import pytest

from .conftest import assert_held_back_with_both, assert_one_edit_citing_both, proposed_and_applied

KB_PATH = "organized/knowledge/garden.md"
BRIEF_PATH = "inbox/ann/2026-12-23-garden-e1prep.md"

KB = """\
# garden 活文档

## 1 工具

### 1.1 灌溉控制

- **DripKit**：开源滴灌控制器，默认浇水间隔 6 小时，支持土壤湿度联动。
- **RainGate**：雨量阀门，断网时保持关闭。

### 1.2 版本表

| 工具 | 版本 | 发布 |
| --- | --- | --- |
| DripKit | v2.1 | 2024-05 |
| SoilSense | 0.9.3 | 2023-11 |

## 2 大事记

- 2023-11：SoilSense 首次发布。
- 2024-05：DripKit 开源。
"""


def brief(suggestion: str, closing: str) -> str:
    return f"""\
# garden · E1 预消化简报（2026-12-23）

## 一、今日条目

### 条目 1：灌溉工具订正

- **来源**：arXiv:2612.08888
- **要点**：核对发布时间、版本与默认参数。
- **建议归入**：{suggestion}

## 四、本轮结论与建议动作

- {closing}
"""


def run(tmp_path: Path, suggestion: str, closing: str) -> tuple[int, str, str]:
    return proposed_and_applied(tmp_path, KB_PATH, KB, brief(suggestion, closing), BRIEF_PATH)


TIMELINE = "§2 大事记 中 DripKit 一行的日期由 2024-05 订正为 2024-06。"
CELL_DATE = "§1.2 版本表 DripKit 行 发布 由 2024-05 改为 2024-06。"
VERSION = "§1.2 版本表 DripKit 行 版本 由 v2.1 改为 v2.2。"
PHRASE = '§1.1 中"默认浇水间隔 6 小时"改为"默认浇水间隔 6 小时，雨天自动跳过"。'


@pytest.mark.parametrize(
    ("suggestion", "closing", "theirs", "mine"),
    [
        (TIMELINE, "大事记：DripKit 日期改为 2024-07（条目 1）。", "「2024-07」", "「2024-06」"),
        (TIMELINE, "§2：DripKit 日期订正为 2024-07（条目 1）。", "「2024-07」", "「2024-06」"),
        (TIMELINE, "§2：DripKit 改为 2024 年 7 月（条目 1）。", "「2024 年 7 月」", "「2024-06」"),
        (CELL_DATE, "§1.2：DripKit 发布改为 2024-04（条目 1）。", "「2024-04」", "「2024-06」"),
        (CELL_DATE, "§1.2：DripKit 发布填 2024/04（条目 1）。", "「2024/04」", "「2024-06」"),
        (VERSION, "§1.2：DripKit 版本改为 v2.3（条目 1）。", "「v2.3」", "「v2.2」"),
        (
            PHRASE,
            '§1.1：DripKit 间隔改为"默认浇水间隔 8 小时"（条目 1）。',
            "「默认浇水间隔 8 小时」",
            "「默认浇水间隔 6 小时，雨天自动跳过」",
        ),
        (
            PHRASE,
            "§1.1：DripKit 口径改成「默认浇水间隔 6 小时，晴天加倍」（条目 1）。",
            "「默认浇水间隔 6 小时，晴天加倍」",
            "「默认浇水间隔 6 小时，雨天自动跳过」",
        ),
    ],
)
def test_another_date_version_or_phrase_holds_the_change_back_with_both_shown(
    tmp_path: Path, suggestion: str, closing: str, theirs: str, mine: str
) -> None:
    assert_held_back_with_both(run(tmp_path, suggestion, closing), KB, theirs, mine)


@pytest.mark.parametrize(
    ("suggestion", "closing", "written"),
    [
        (TIMELINE, "大事记：DripKit 日期改为 2024-06（条目 1）。", "- 2024-06：DripKit 开源。"),
        (TIMELINE, "§2：DripKit 改为 2024 年 6 月（条目 1）。", "- 2024-06：DripKit 开源。"),
        (CELL_DATE, "§1.2：DripKit 发布填 2024/6（条目 1）。", "| DripKit | v2.1 | 2024-06 |"),
        (VERSION, "§1.2：DripKit 版本改为 v2.2（条目 1）。", "| DripKit | v2.2 | 2024-05 |"),
        (
            PHRASE,
            '§1.1：DripKit 改为"默认浇水间隔 6 小时，雨天自动跳过"（条目 1）。',
            "- **DripKit**：开源滴灌控制器，默认浇水间隔 6 小时，雨天自动跳过，支持土壤湿度联动。",
        ),
    ],
)
def test_the_same_value_however_written_is_one_edit_citing_both_lines(
    tmp_path: Path, suggestion: str, closing: str, written: str
) -> None:
    assert_one_edit_citing_both(run(tmp_path, suggestion, closing), written)
