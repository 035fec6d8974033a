"""English placement fields written as a noun phrase: `§3.1 new entry GateCascade, right after
the "HedgeRoute" entry; register the paper in §7.` asks the entry (after the one it names) and
the citation; `new entry` before a lowercase word, or a paper registered nowhere, asks nothing."""

from __future__ import annotations

from pathlib import Path

import pytest

from kbpatch.api import Options, propose
from kbpatch.kb import Kb
from kbpatch.models import ActionKind, Status

from .conftest import KB_PATH, applied_kb

KB = """\
# 推理活文档

## 3. 调度

### 3.1 路由

- **HedgeRoute**：按置信度把难请求升到大模型（arXiv:2601.00001）。

- **LoadSplit**：按负载分流。

## 7. 引用

1. arXiv:2601.00001 — HedgeRoute: Confidence Routing〔§3.1〕
"""


def brief(placement: str) -> str:
    return f"""# inference E1 prep 2026-12-09 — Test

## Increments

### Delta 1 — GateCascade

- Source: paper_cards/2040-2612-03030.md (arXiv:2612.03030)
- Key points: tunes cascade thresholds online.
- Placement: {placement}
"""


@pytest.mark.parametrize(
    "placement",
    [
        '§3.1 new entry GateCascade, right after the "HedgeRoute" entry; register the paper in §7.',
        "§3.1 new entry GateCascade; log it under §7.",
        "§3.1: new entry GateCascade. Register this paper in §7.",
        "§3.1 new item GateCascade; record the paper in §7.",
    ],
)
def test_a_new_entry_and_a_registered_paper_are_both_read(placement: str, tmp_path: Path) -> None:
    after = applied_kb(tmp_path, KB, brief(placement), "inbox/b.md")
    assert "- **GateCascade**（arXiv:2612.03030）" in after
    assert "2. arXiv:2612.03030 — GateCascade〔§3.1〕" in after


def test_right_after_a_named_entry_places_the_new_one_there(tmp_path: Path) -> None:
    placement = '§3.1 new entry GateCascade, right after the "HedgeRoute" entry.'
    after = applied_kb(tmp_path, KB, brief(placement), "inbox/b.md")
    lines = [line for line in after.splitlines() if line.startswith("- **")]
    assert [line.split("**")[1] for line in lines] == ["HedgeRoute", "GateCascade", "LoadSplit"]


@pytest.mark.parametrize(
    "placement",
    [
        "§3.1 has no new entry yet; nothing to file.",
        "§3.1: the new entry count stays as is.",
    ],
)
def test_new_entry_words_that_ask_nothing_add_nothing(placement: str) -> None:
    kb = Kb(KB, KB.encode(), path=KB_PATH, commit="0" * 40)
    found = propose(brief(placement), kb, Options(brief_path="inbox/b.md")).outcomes
    assert not [o for o in found if o.status is Status.PROPOSED]
    assert not [o for o in found if o.action.kind is ActionKind.ADD_ENTRY]
