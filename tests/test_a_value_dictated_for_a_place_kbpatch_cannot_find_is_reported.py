"""A change that dictates its new value (`问题 3 的状态改为"已关闭"`, `X 的描述更新为「…」`)
for a place kbpatch does not find is reported with its words wherever it stands: beside
another request on the same line (which used to take the line and leave it unseen), in the
closing list, or in the brief's caveats list. A refusal of such a value asks for nothing."""

from __future__ import annotations

import pytest

from kbpatch.api import propose
from kbpatch.kb import Kb

from .conftest import KB_PATH
from .words_fixture import KB, brief, changed_lines, proposal, rows

DICTATED = [
    '待办 3 的状态改为"已关闭"',
    "Wren 的停产说明更新为「已停产，改用 Kestrel」",
    '遗留问题第 2 项的表述改成"端侧能否多语种？"',
]


def not_understood(found: object) -> list[str]:
    return [reason for status, reason in rows(found) if status == "not understood"]  # type: ignore[arg-type]


@pytest.mark.parametrize("dictated", DICTATED)
def test_beside_an_append_on_the_same_line_both_are_answered(dictated: str) -> None:
    found = proposal(f'{dictated}；同时 §1.1 Tinyear 条目末尾补一句"支持 12 种语言。"')
    assert changed_lines(found) == [
        "**Tinyear**：面向手表的小型识别模型，按帧流式输出。支持 12 种语言。[Lu 2025]"
    ] or any("支持 12 种语言。" in line for line in changed_lines(found)), rows(found)
    assert any(dictated in reason for reason in not_understood(found)), rows(found)


@pytest.mark.parametrize("dictated", DICTATED)
def test_in_the_closing_list_beside_another_request(dictated: str) -> None:
    found = proposal(
        "见文末。",
        closing=f'§1.1 Tinyear 条目末尾补一句"支持 12 种语言。"；{dictated}（条目 1）',
    )
    assert any("支持 12 种语言。" in line for line in changed_lines(found)), rows(found)
    assert any(dictated in reason for reason in not_understood(found)), rows(found)


@pytest.mark.parametrize("dictated", DICTATED)
def test_in_the_caveats_list(dictated: str) -> None:
    text = brief("§1.1 Tinyear 条目不动。") + f"\n## 二、值得警惕\n\n1. {dictated}。\n"
    found = propose(text, Kb(KB, path=KB_PATH))
    assert not found.patches
    assert any(dictated in reason for reason in not_understood(found)), rows(found)


@pytest.mark.parametrize(
    "refused",
    ['待办 3 的状态不要改为"已关闭"', '待办 3 的状态已改为"已关闭"'],
)
def test_a_refused_or_done_value_asks_for_nothing(refused: str) -> None:
    found = proposal(f'{refused}；同时 §1.1 Tinyear 条目末尾补一句"支持 12 种语言。"')
    assert any("支持 12 种语言。" in line for line in changed_lines(found)), rows(found)
    assert not not_understood(found), rows(found)
