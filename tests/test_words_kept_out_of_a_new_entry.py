"""A request that adds an entry and keeps some of its item's words out of it (`但 87% 不写入`,
`只写做法，不写命中率`, `数字先不要写进去`): kbpatch writes a new entry from the item's 要点 as
given, so where the 要点 says those words the entry is forbidden with the brief's words, as it
is for a quoted word (`不要写"87%"`), never proposed with them. Words the 要点 does not hold,
and a section kept out (`不写入 §2`), leave the entry as asked. Our own words and document."""

from __future__ import annotations

from pathlib import Path

import pytest

from kbpatch.api import Options, propose
from kbpatch.kb import Kb
from kbpatch.models import Outcome

from .conftest import KB_PATH, applied_kb

BRIEF = "inbox/lin/2026-12-21-inference-e1prep.md"

KB = """\
# 缓存活文档

## 1 缓存策略

- **LRU**：最近最少使用淘汰。

## 2 预取

- **Stride**：按步长预取。
"""


def brief(suggestion: str) -> str:
    return (
        "# inference · E1 预消化简报（2026-12-21）\n\n## 一、增量\n\n"
        "### 增量 1：HintCache —— 提示驱动的缓存（arXiv:2612.07777）\n\n"
        "- 来源：organized/paper_cards/3301-2612-07777.md\n"
        "- 要点：HintCache 让调用方附带访问提示决定淘汰顺序，作者自测命中率 87%。\n"
        f"- 建议归入：{suggestion}\n"
    )


def outcomes(suggestion: str) -> list[Outcome]:
    kb = Kb(KB, KB.encode(), path=KB_PATH, commit="0" * 40)
    return list(propose(brief(suggestion), kb, Options(brief_path=BRIEF)).outcomes)


@pytest.mark.parametrize(
    ("suggestion", "kept"),
    [
        ("§1 新增 HintCache 条目，但 87% 不写入。", "87%"),
        ("§1 新增 HintCache 条目（87% 暂不写入，待复现）。", "87%"),
        ("§1 新增 HintCache 条目；作者自测的 87% 先不要写进去。", "87%"),
        ("§1 新增 HintCache 条目，只写做法，不写命中率。", "命中率"),
        ("§1 新增 HintCache 条目，作者自测的命中率别写入正文。", "命中率"),
        ("§1 补一条 HintCache，数字暂不写。", "数字"),
        ("§1 新增 HintCache 条目，87% 这轮不放进正文。", "87%"),
        ("第 1 节增补 HintCache 条目，具体数值勿提及。", "数值"),
    ],
)
def test_an_entry_whose_point_says_words_kept_out_of_it_is_withheld(
    suggestion: str, kept: str
) -> None:
    found = outcomes(suggestion)
    assert not any(o.patch for o in found)
    # Words kept out forbid the entry; a kind of words (`数字`) leaves it to be reworded.
    rows = [o.action.forbidden_by or o.action.reason for o in found]
    assert any(kept in row and ("forbids" in row or "brief line" in row) for row in rows), rows


@pytest.mark.parametrize(
    "suggestion",
    [
        "§1 新增 HintCache 条目，作者名不写。",
        "§1 新增 HintCache 条目，不写入 §2。",
        "§1 新增 HintCache 条目，不写入活文档以外的地方。",
    ],
)
def test_words_the_point_does_not_say_leave_the_entry_as_asked(
    tmp_path: Path, suggestion: str
) -> None:
    kb = applied_kb(tmp_path / "kb", KB, brief(suggestion), BRIEF)
    section_one = kb.split("## 2 预取")[0]
    assert "HintCache" in section_one
    assert "HintCache" not in kb.split("## 2 预取")[1]
