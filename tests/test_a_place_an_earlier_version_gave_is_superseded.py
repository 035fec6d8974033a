"""A note that an earlier version of the brief gave another place (`（注：上一版说放 §2.2，
以本版为准）`, `旧稿说放在 §2.2，以本版为准`) names that place as the one NOT chosen: the entry
goes to the place the line asks for, and the old place gets no patch."""

from __future__ import annotations

from pathlib import Path

import pytest

from .lumen_fixture import proposal_of

KB = """\
# inference 活文档

## 2 推理引擎

### 2.1 新引擎

* Brisk — 单卡推理引擎（arXiv:2601.00002）

### 2.2 调度

* Loom — 连续批处理（arXiv:2601.00003）
"""


def proposed_places(tmp_path: Path, suggestion: str) -> list[str]:
    proposal = proposal_of(tmp_path, KB, suggestion)
    return [
        o.action.target.key
        for o in proposal.outcomes
        if o.status.value in ("proposed", "alternative") and o.action.target
    ]


@pytest.mark.parametrize(
    "suggestion",
    [
        "§2.1 新增 Lumen 条目。（注：上一版简报说放 §2.2，以本版为准。）",
        "§2.1 新增 Lumen 条目；旧稿说放在 §2.2，以本版为准。",
        # Guards, read before: the old place in an aside, or given as "was".
        "§2.1 新增 Lumen 条目（前一版建议放 §2.2，现以本版为准）。",
        "§2.1 新增 Lumen 条目；前一稿写的是 §2.2，以此为准。",
    ],
)
def test_the_old_place_gets_no_patch(tmp_path: Path, suggestion: str) -> None:
    assert proposed_places(tmp_path, suggestion) == ["2.1"]
