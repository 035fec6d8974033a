"""A request whose aside or next clause says the entry leaves the numbers out (`条目中略去`,
`正文里先省去`) is held to that: an entry kbpatch would write with a number is not written,
the row says why; without such words the entry is written."""

from __future__ import annotations

import pytest

from kbpatch.api import propose
from kbpatch.kb import Kb
from kbpatch.models import Status

from .conftest import KB_PATH

KB = """\
# 编排活文档

## 1. 调度器

### 1.1 批调度

- **SlotPack**：按显存槽位装箱，利用率提升约 20%。
"""


def outcomes(suggestion: str) -> list[tuple[Status, str]]:
    text = (
        "# orchestration · E1 预消化简报（2026-12-19）\n\n"
        f"对照：{KB_PATH}\n\n## 一、增量\n\n"
        "### 条目 1：GridPack 调度器\n\n"
        "- **来源**：organized/paper_cards/7301-gridpack.md（arXiv:2612.07301）\n"
        "- **要点**：GridPack 按网格切分显存做装箱，吞吐提升 35%。\n"
        f"- **建议归入**：{suggestion}\n"
    )
    return [(o.status, o.reason) for o in propose(text, Kb(KB, path=KB_PATH)).outcomes]


@pytest.mark.parametrize(
    "suggestion",
    [
        "§1.1 新增 GridPack 条目（吞吐数字未复现，条目中略去）。",
        "§1.1 新增 GridPack 条目，具体数字正文里先省去。",
        "§1.1 新增 GridPack 条目；数据在条目中省略。",
    ],
)
def test_an_entry_with_numbers_is_not_written(suggestion: str) -> None:
    found = outcomes(suggestion)
    assert Status.PROPOSED not in [status for status, _ in found]
    assert any("数" in reason for _, reason in found)


def test_without_such_words_the_entry_is_written() -> None:
    assert [s for s, _ in outcomes("§1.1 新增 GridPack 条目。")] == [Status.PROPOSED]
