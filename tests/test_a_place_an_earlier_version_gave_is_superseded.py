"""A note that an earlier version of the brief gave another place (`（注：上一版说放 §2.2，
以本版为准）`, `旧稿说放在 §2.2，以本版为准`) names that place as the one NOT chosen: the entry
goes to the place the line asks for, and the old place gets no patch."""

from __future__ import annotations

from pathlib import Path

import pytest

from kbpatch.propose import Options, propose

from .conftest import make_repo

BRIEF = "inbox/lin/2026-12-12-inference-e1prep.md"

KB = """\
# inference 活文档

## 2 推理引擎

### 2.1 新引擎

* Brisk — 单卡推理引擎（arXiv:2601.00002）

### 2.2 调度

* Loom — 连续批处理（arXiv:2601.00003）
"""


def brief(suggestion: str) -> str:
    return (
        "# inference · E1 预消化简报（2026-12-12）\n\n"
        "### 条目 1：Lumen\n\n"
        "- **来源**：organized/paper_cards/7001.md（arXiv:2612.07001）\n"
        "- **要点**：Lumen 用投机解码把首 token 延迟降到 40ms。\n"
        f"- **建议归入**：{suggestion}\n"
        "- **值得警惕**：厂商自测。\n"
    )


def proposed_places(tmp_path: Path, suggestion: str) -> list[str]:
    repo = make_repo(tmp_path / "kb", KB.encode("utf-8"))
    path = repo.add_brief(brief(suggestion).encode("utf-8"), BRIEF)
    proposal = propose(path, Options(dry_run=True)).proposal
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
