"""An item's 值得警惕 that names a measure (`55%`, `3 倍`, `2.6×`) and then, in a clause of its
own, says not to write it into the entry keeps that measure out: the new entry is withheld
with the caveat's words where its text holds the measure, written where it does not."""

from __future__ import annotations

import pytest

from kbpatch.models import Status

from .gridpack_fixture import added_and_held, brief


def outcome(summary: str, caveat: str) -> tuple[list[str], list[str]]:
    text = brief(summary, "§1.1 新增 GridPack 条目。", caveat)
    return added_and_held(text, (Status.FORBIDDEN,))


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
