"""An item's 值得警惕 that names a measure (`55%`, `3 倍`, `2.6×`) and then, in a clause of its
own, says not to write it into the entry keeps that measure out: the new entry is withheld
with the caveat's words where its text holds the measure, written where it does not."""

from __future__ import annotations

import pytest

from kbpatch.api import propose
from kbpatch.kb import Kb
from kbpatch.models import Status

from .conftest import KB_PATH, apply_edit

KB = """\
# 编排活文档

## 1. 调度器

### 1.1 批调度

- **SlotPack**：按显存槽位装箱，利用率提升约 20%。
- **LaneSched**：长短请求分道，尾延迟下降明显。
"""


def brief(summary: str, caveat: str) -> str:
    return (
        "# orchestration · E1 预消化简报（2026-12-17）\n\n"
        f"对照：{KB_PATH}\n\n## 一、增量\n\n"
        "### 条目 1：GridPack 调度器\n\n"
        "- **来源**：organized/paper_cards/7301-gridpack.md（arXiv:2612.07301）\n"
        f"- **要点**：{summary}\n"
        "- **建议归入**：§1.1 新增 GridPack 条目。\n"
        f"- **值得警惕**：{caveat}\n"
    )


def outcome(summary: str, caveat: str) -> tuple[list[str], list[str]]:
    proposal = propose(brief(summary, caveat), Kb(KB, path=KB_PATH))
    before = KB.splitlines(keepends=True)
    lines = before
    for patch in proposal.patches:
        lines = apply_edit(lines, patch.change)
    added = [line.rstrip("\n") for line in lines if line not in before]
    return added, [o.reason for o in proposal.outcomes if o.status is Status.FORBIDDEN]


CAVEATS = [
    "35% 未复现，别写进条目。",
    "吞吐提升 35% 是作者自测，不要写入活文档。",
    "35% 只在单卡上测过，先不写进去。",
]


@pytest.mark.parametrize("caveat", CAVEATS)
def test_an_entry_holding_the_measure_is_withheld(caveat: str) -> None:
    added, forbidden = outcome("GridPack 按网格切分显存做装箱，吞吐提升 35%。", caveat)
    assert added == []
    assert len(forbidden) == 1
    assert caveat.rstrip("。") in forbidden[0]


@pytest.mark.parametrize("caveat", CAVEATS)
def test_an_entry_without_the_measure_is_written(caveat: str) -> None:
    added, forbidden = outcome("GridPack 按网格切分显存做装箱。", caveat)
    assert forbidden == []
    assert len(added) == 1
    assert "按网格切分显存做装箱" in added[0]


def test_a_caveat_naming_no_measure_keeps_nothing_out() -> None:
    added, forbidden = outcome(
        "GridPack 按网格切分显存做装箱，吞吐提升 35%。", "作者自测，样本小。"
    )
    assert forbidden == []
    assert len(added) == 1
