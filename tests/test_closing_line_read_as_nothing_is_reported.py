"""A closing-list line that asks for an edit (`以上两条（A、B）都归入"近邻检索"部分，各补一条`,
`两条都放进近邻检索部分`) but of which kbpatch reads nothing (no item it can pair, no section it
finds), where the items' own 建议归入 only point at it, is reported with its words: never a
silent run. A closing line that only refuses (`两条都暂不收录`) asks nothing. Our own words."""

from __future__ import annotations

from pathlib import Path

import pytest

from .conftest import proposed_and_applied
from .test_a_condition_after_the_request_withholds_it import BRIEF_PATH, KB, KB_PATH


def brief(closing: str) -> str:
    return f"""\
# storage · E1 预消化简报（2026-12-09）

## 一、条目

### 条目 1：GraphSlab：分块图索引

- 来源：arXiv:2612.04444
- 要点：把近邻图切成定长块存放，冷启动查询延迟降 40%（作者自测）。
- 建议归入：见下文。

### 条目 2：TileQ：分片量化

- 来源：arXiv:2612.05555
- 要点：按分片各自训练码本，召回率提高 3 个点（作者自测）。
- 建议归入：见下文。

## 二、结论与建议动作

- {closing}
"""


@pytest.mark.parametrize(
    "closing",
    [
        "以上两条（GraphSlab、TileQ）都归入“近邻检索”部分，各补一条。",
        "上述两条都放进近邻检索部分，各添一条。",
        "两条都放进近邻检索部分。",
    ],
)
def test_a_closing_line_read_as_nothing_is_reported(tmp_path: Path, closing: str) -> None:
    code, report, after = proposed_and_applied(tmp_path, KB_PATH, KB, brief(closing), BRIEF_PATH)
    assert after == KB, report
    assert code == 1
    rows = [line for line in report.splitlines() if "not understood" in line]
    assert rows, report
    assert closing[:8] in report, report


@pytest.mark.parametrize("closing", ["两条都暂不收录。", "以上两条均无需归入。"])
def test_a_closing_line_that_only_refuses_asks_nothing(tmp_path: Path, closing: str) -> None:
    _, report, after = proposed_and_applied(tmp_path, KB_PATH, KB, brief(closing), BRIEF_PATH)
    assert after == KB, report
    assert "not understood" not in report, report
