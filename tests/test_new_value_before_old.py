"""A replace said with the new value first (`以 Y 替换 X`, `用"Y"取代"X"`, `拿 Y 来代替 X`):
the value after the verb is the old one. Each value quoted or one word holding a digit; an
entry retired for another (`新增 Y 取代 X`, `以 Y 取代 X 条目`) stays reported. Our own words."""

from __future__ import annotations

from pathlib import Path

import pytest

from kbpatch.api import Options, propose
from kbpatch.kb import Kb
from kbpatch.models import ActionKind, Outcome, Status

from .conftest import KB_PATH, applied_kb

KB = """\
# 存储活文档

## 1. 引擎

### 1.1 对比表

| 引擎 | 写放大 | 星数 | 状态 |
|---|---|---|---|
| PebbleKV | 4.1× | 812⭐ | 观察 |
| LeafDB | 2.7× | 305⭐ | 稳定 |

### 1.2 要点

- **PebbleKV**：分层合并，写放大约 4.1×，适合写多读少。
"""


def brief(suggestion: str) -> str:
    return f"""# inference · E1 预消化（2026-12-09 · Test）

## 一、条目

### 条目 1 PebbleKV 复测

- 来源：paper_cards/5201-2612-07070.md（arXiv:2612.07070）
- 要点：第三方复测 PebbleKV 写放大为 3.6×。
- 建议归入：{suggestion}
"""


def outcomes(suggestion: str) -> list[Outcome]:
    kb = Kb(KB, KB.encode(), path=KB_PATH, commit="0" * 40)
    return list(propose(brief(suggestion), kb, Options(brief_path="inbox/b.md")).outcomes)


@pytest.mark.parametrize(
    ("suggestion", "row"),
    [
        ("§1.1 PebbleKV 一行以 3.6× 替换 4.1×。", "| PebbleKV | 3.6× | 812⭐ | 观察 |"),
        ("§1.1 PebbleKV 一行：用 3.6× 替换 4.1×。", "| PebbleKV | 3.6× | 812⭐ | 观察 |"),
        ('§1.1 PebbleKV 一行，以"稳定"取代"观察"。', "| PebbleKV | 4.1× | 812⭐ | 稳定 |"),
        ('§1.1 PebbleKV 一行，用"稳定"代替"观察"。', "| PebbleKV | 4.1× | 812⭐ | 稳定 |"),
        ("§1.1 PebbleKV 一行拿 3.6× 来替换 4.1×。", "| PebbleKV | 3.6× | 812⭐ | 观察 |"),
        # Two pairs, the second in a clause of its own.
        (
            "§1.1 PebbleKV 一行以 3.6× 替换 4.1×，以 840⭐ 替换 812⭐。",
            "| PebbleKV | 3.6× | 840⭐ | 观察 |",
        ),
        (
            '§1.1 PebbleKV 一行用 3.6× 替换 4.1×，用"稳定"取代"观察"，其余不动。',
            "| PebbleKV | 3.6× | 812⭐ | 稳定 |",
        ),
        # A count with its thousands apart by a comma is one value.
        (
            "§1.1 PebbleKV 一行以 1,012⭐ 替换 812⭐，以 3.6× 替换 4.1×。",
            "| PebbleKV | 3.6× | 1,012⭐ | 观察 |",
        ),
        # The old order still reads as it did.
        ("§1.1 PebbleKV 一行 4.1× 替换为 3.6×。", "| PebbleKV | 3.6× | 812⭐ | 观察 |"),
    ],
)
def test_the_value_after_the_verb_is_the_old_one(tmp_path: Path, suggestion: str, row: str) -> None:
    after = applied_kb(tmp_path, KB, brief(suggestion), "inbox/b.md")
    assert row in after
    # Only that row changed.
    assert "| LeafDB | 2.7× | 305⭐ | 稳定 |" in after
    assert "写放大约 4.1×" in after


@pytest.mark.parametrize(
    "suggestion",
    [
        "§1.2 新增一条 LeafDB 取代 PebbleKV 条目。",
        '§1.2 新增 LeafDB 取代"PebbleKV"。',
        "§1.2 以 LeafDB 取代 PebbleKV 条目。",
        "§1.2 用 LeafDB 代替 PebbleKV 那条。",
    ],
)
def test_an_entry_retired_for_another_stays_reported(suggestion: str) -> None:
    found = outcomes(suggestion)
    assert not any(o.status is Status.PROPOSED for o in found), [
        (o.action.kind, o.reason) for o in found
    ]
    assert any(o.action.kind is ActionKind.NOT_UNDERSTOOD for o in found)


@pytest.mark.parametrize(
    "suggestion",
    [
        "§1.1 PebbleKV 一行以 1,012⭐（复采）替换 812⭐，以 3.6× 替换 4.1×。",
        "§1.1 PebbleKV 一行用 1,012⭐ 复采数替换 812⭐，用 3.6× 替换 4.1×。",
        '§1.1 PebbleKV 一行以"稳定"状态取代"观察"，以 3.6× 替换 4.1×。',
        "§1.1 PebbleKV 一行拿 1,012⭐（复采）来替换 812⭐；以 3.6× 替换 4.1×。",
    ],
)
def test_a_pair_it_cannot_read_keeps_the_next_pairs_out(suggestion: str) -> None:
    # Writing only the later pair would drop the first one unseen: the line is reported.
    found = outcomes(suggestion)
    assert not any(o.status is Status.PROPOSED for o in found), [
        (o.action.kind, o.action.pairs, o.reason) for o in found
    ]
    assert any(o.status is not Status.SKIPPED for o in found)
