"""Verbs that file a new entry into a section (`把 X 收进 §1.1`, `编进`), in traditional characters
too (`增補 X 一條`, `補錄`, `收錄`), a section named by its words right before `小节` (`日志结构小节
增補…`), and the traditional roots of other edits read as their simplified ones: `併入` (a merge,
reported as `并入` is), `刪除` (reported), `糾正為`, `漲到` (a replace). Our own words."""

from __future__ import annotations

import pytest

from kbpatch.api import Options, propose
from kbpatch.kb import Kb
from kbpatch.models import ActionKind, Outcome, Status

from .conftest import KB_PATH

KB = """\
# 存储活文档

## 1. 引擎

### 1.1 日志结构

- **PebbleKV**：分层合并，写放大约 4.1×。

### 1.2 对比表

| 引擎 | 写放大 | 星数 |
|---|---|---|
| PebbleKV | 4.1× | 812⭐ |
"""


def brief(suggestion: str) -> str:
    return f"""# inference · E1 预消化（2026-12-09 · Test）

## 一、条目

### 条目 1 HeatTier

- 来源：paper_cards/5301-2612-08080.md（arXiv:2612.08080）
- 要点：HeatTier 按访问热度迁移数据块，写放大降到 3.6×。
- 建议归入：{suggestion}
"""


def outcomes(suggestion: str) -> list[Outcome]:
    kb = Kb(KB, KB.encode(), path=KB_PATH, commit="0" * 40)
    return list(propose(brief(suggestion), kb, Options(brief_path="inbox/b.md")).outcomes)


@pytest.mark.parametrize(
    "suggestion",
    [
        "把 HeatTier 收进 §1.1。",
        "HeatTier 收进 1.1 节。",
        "把 HeatTier 编进 §1.1。",
        "将 HeatTier 收进「日志结构」一节。",
        "HeatTier 收入「日志结构」一节。",
        "§1.1 增補 HeatTier 一條。",
        "§1.1 補錄 HeatTier。",
        "§1.1 收錄 HeatTier。",
        "日志结构小节增補 HeatTier 一條。",
        "在日志结构小节补一条 HeatTier。",
        "日志结构小节新增 HeatTier。",
        # `进` alone, into the section named right after it.
        "HeatTier 进 §1.1。",
        "HeatTier 只进 1.1 节。",
        "HeatTier 进入 §1.1。",
    ],
)
def test_a_filing_verb_adds_the_entry_to_its_section(suggestion: str) -> None:
    [done] = outcomes(suggestion)
    assert done.action.kind is ActionKind.ADD_ENTRY, done.reason
    assert done.status is Status.PROPOSED, done.reason
    assert done.action.target is not None


@pytest.mark.parametrize("suggestion", ["§1.1 刪除 PebbleKV 條目。", "§1.1 刪去 PebbleKV 那條。"])
def test_a_deletion_in_traditional_characters_removes_the_entry(suggestion: str) -> None:
    found = outcomes(suggestion)
    assert [(o.action.kind, o.status, o.action.anchor) for o in found] == [
        (ActionKind.REMOVE, Status.PROPOSED, "PebbleKV")
    ], [(o.action.kind, o.reason) for o in found]


@pytest.mark.parametrize(
    "suggestion",
    ["§1.1 將 HeatTier 併入 PebbleKV 條目。", "§1.1 HeatTier 與 PebbleKV 合併為一條。"],
)
def test_a_merge_in_traditional_characters_is_reported(suggestion: str) -> None:
    found = outcomes(suggestion)
    assert not any(o.status is Status.PROPOSED for o in found), [
        (o.action.kind, o.reason) for o in found
    ]
    assert any(o.action.kind is ActionKind.NOT_UNDERSTOOD for o in found)


@pytest.mark.parametrize(
    "suggestion",
    [
        '§1.2 PebbleKV 一行 "4.1×" 糾正為 "3.6×"。',
        "§1.2 PebbleKV 一行 812⭐ 漲到 840⭐。",
        '§1.2 PebbleKV 一行 "812⭐" 漲至 "840⭐"。',
        '§1.2 PebbleKV 一行，"4.1×" 勘誤為 "3.6×"。',
    ],
)
def test_a_replace_in_traditional_characters_is_read(suggestion: str) -> None:
    [done] = outcomes(suggestion)
    assert done.action.kind in (ActionKind.REPLACE, ActionKind.UPDATE_NUMBER), done.reason
    assert done.status is Status.PROPOSED, done.reason


@pytest.mark.parametrize("suggestion", ["各小节新增 HeatTier。", "§1.1 新增小节 HeatTier。"])
def test_a_position_or_a_new_section_before_its_noun_names_no_heading(suggestion: str) -> None:
    found = outcomes(suggestion)
    assert not any(
        o.action.target is not None and o.action.target.raw in ("各", "新增") for o in found
    )


@pytest.mark.parametrize(
    "suggestion",
    [
        "HeatTier 不进 §1.1。",
        "HeatTier 暂不进入 §1.1，待复核。",
        "HeatTier 引进 §1.1 的讨论。",
        "§1.2 的思路改进 §1.1 的写放大。",
    ],
)
def test_going_into_a_section_refused_or_as_part_of_another_verb_adds_nothing(
    suggestion: str,
) -> None:
    assert not [o for o in outcomes(suggestion) if o.status is Status.PROPOSED]
