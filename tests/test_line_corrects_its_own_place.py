"""A request line that corrects its own place (`§2.1 新增 X——更正：不放 2.1，改放 4.2`,
`§2.1 新增 X（注：实际应放 §4.2）`, `…. Correction: it actually belongs in §4.2.`) never leaves
a patch in the place it withdrew: the edit goes to the one place it corrects to; when that is
not sure (no place given, two places, a condition), nothing is proposed and the line is
reported. A remark that only names another section (`与 §4.2 对照`) moves nothing."""

from __future__ import annotations

from pathlib import Path

import pytest

from kbpatch.api import Options, propose
from kbpatch.kb import Kb
from kbpatch.models import ActionKind, Outcome, Status

from .conftest import KB_PATH, applied_kb

KB = """\
# 检索活文档

## 2 | 稠密检索

### 2.1 | 模型一览

- **ColBERT-X**：多向量晚交互，MS MARCO 上 MRR@10 41.2。

## 4 | 重排

### 4.2 | 重排器

- **MonoT5-XL**：逐点重排，BEIR 平均 nDCG 提升 3.1 点。

## 5 | 开放问题

- 问题 1：重排延迟能否减半？
"""


def brief(suggestion: str) -> str:
    return f"""# inference · E1 预消化（2026-12-09 · Test）

## 一、条目

### 条目 1 RankZephyr-Lite

- 来源：paper_cards/7001-2612-07070.md（arXiv:2612.07070）
- 要点：RankZephyr-Lite 以 7B 模型做列表式重排，BEIR 上追平 GPT-4。
- 建议归入：{suggestion}
"""


def outcomes(suggestion: str) -> list[Outcome]:
    kb = Kb(KB, KB.encode(), path=KB_PATH, commit="0" * 40)
    return list(propose(brief(suggestion), kb, Options(brief_path="inbox/b.md")).outcomes)


def proposed(found: list[Outcome]) -> list[tuple[ActionKind, str]]:
    return [
        (o.action.kind, o.action.target.key if o.action.target else "")
        for o in found
        if o.status is Status.PROPOSED
    ]


@pytest.mark.parametrize(
    "suggestion",
    [
        "2.1 新增 RankZephyr-Lite 一条——更正：不放 2.1，改放 4.2。",
        "§2.1 新增 RankZephyr-Lite 一条（注：它是重排器，实际应放 §4.2）。",
        "§2.1 新增一条 RankZephyr-Lite。订正：应为 §4.2。",
        "2.1 补一条 RankZephyr-Lite（更正：其实该放 4.2）",
        "§2.1 新增 RankZephyr-Lite 条目，应改放 §4.2。",
        "§2.1 新增一条 RankZephyr-Lite. Correction: it actually belongs in §4.2.",
        "§2.1 新增一条 RankZephyr-Lite——纠正：正确位置是 §4.2。",
        # A change of place said as of now, or opening a clause with nothing else to move.
        "原拟 §2.1 新增 RankZephyr-Lite 一条，现改放 §4.2。",
        "§2.1 新增 RankZephyr-Lite 条目，改放 §4.2。",
        "§2.1 补一条 RankZephyr-Lite；复核后改归 4.2。",
    ],
)
def test_the_edit_goes_to_the_corrected_place_only(suggestion: str) -> None:
    found = outcomes(suggestion)
    assert proposed(found) == [(ActionKind.ADD_ENTRY, "4.2")], [o.reason for o in found]
    assert not any(
        o.action.target and o.action.target.key == "2.1" and o.status is Status.PROPOSED
        for o in found
    )


def test_the_corrected_place_patch_applies_there(tmp_path: Path) -> None:
    text = brief("§2.1 新增 RankZephyr-Lite 一条（注：实际应放 §4.2）。")
    after = applied_kb(tmp_path, KB, text, "inbox/b.md")
    assert after.count("RankZephyr-Lite") == 1
    rerank = after.index("### 4.2")
    assert after.index("RankZephyr-Lite") > rerank > after.index("### 2.1")


@pytest.mark.parametrize(
    "suggestion",
    [
        # No place to go to: the withdrawn one is not written.
        "2.1 新增 RankZephyr-Lite 一条——更正：不放 2.1。",
        # Two places: which one is not guessed.
        "§2.1 新增 RankZephyr-Lite 一条——更正：改放 §4.2 或 §5。",
        # The correction holds only under a condition.
        "§2.1 新增 RankZephyr-Lite 一条；如 E2 同意，应改放 §4.2。",
        "§2.1 新增 RankZephyr-Lite 一条（若复现失败则实际应放 §4.2）。",
    ],
)
def test_an_unsure_correction_proposes_nothing_and_is_reported(suggestion: str) -> None:
    found = outcomes(suggestion)
    assert proposed(found) == []
    # Reported with the line's words, which name both places.
    reported = [o for o in found if o.status is not Status.PROPOSED]
    assert any(suggestion.rstrip("。") in o.action.request for o in reported), [
        o.action.request for o in reported
    ]


@pytest.mark.parametrize(
    "suggestion",
    [
        "§2.1 新增 RankZephyr-Lite 一条（与 §4.2 对照）。",
        "§2.1 新增 RankZephyr-Lite 一条，另见 §4.2 的 MonoT5-XL。",
        "§2.1 新增 RankZephyr-Lite 一条；§4.2 不动。",
        # An entry of its own moved: a move kbpatch reports, not this line's place changed.
        "§2.1 新增 RankZephyr-Lite 一条；§4.2 的 MonoT5-XL 条目改放 §5。",
        # A correction that confirms the place it follows moves nothing.
        "§2.1 新增 RankZephyr-Lite 一条（更正：确认放 §2.1）。",
    ],
)
def test_a_remark_naming_another_section_moves_nothing(suggestion: str) -> None:
    assert proposed(outcomes(suggestion)) == [(ActionKind.ADD_ENTRY, "2.1")]


def test_a_value_corrected_with_the_same_word_is_still_a_replace() -> None:
    found = outcomes('§4.2 MonoT5-XL 那条，"3.1 点" 更正为 "3.4 点"。')
    assert [(o.action.kind, o.status) for o in found] == [(ActionKind.REPLACE, Status.PROPOSED)]
