"""A refusal of one part of a request refuses that part only: `不另登引用` / `引用先不加` keep
the citation out and the entry in; `别写 14% 这个数` keeps the number out of the entry (the
entry is forbidden when it would hold it). Our own words."""

from __future__ import annotations

import pytest

from kbpatch.models import Action, ActionKind
from kbpatch.parse import parse_brief
from kbpatch.reading import plan


def brief(suggestion: str, closing: str = "") -> str:
    text = (
        "# inference · E1 预消化简报（2026-12-08）\n\n## 一、增量\n\n"
        "### 条目 1：SpillGuard（arXiv:2612.70001）—— 显存溢出预警\n\n"
        "- **来源**：organized/paper_cards/3300-2612-70001.md\n"
        "- **要点**：SpillGuard 提前 3 步预测 KV 溢出，OOM 次数从 12 次降到 2 次（作者自测）。\n"
        f"- **建议归入**：{suggestion}\n"
    )
    if closing:
        text += f"\n## 四、本轮结论与建议动作\n\n- {closing}\n"
    return text


def proposed(actions: list[Action]) -> set[ActionKind]:
    return {a.kind for a in actions if a.kind.edits_document and not a.forbidden_by}


@pytest.mark.parametrize(
    "suggestion",
    [
        "§2.1 新增一条 SpillGuard，不另登引用。",
        "§2.1 新增一条 SpillGuard；引用先不加。",
        "§2.1 新增一条 SpillGuard，引用本轮不补。",
        "§2.1 新增一条 SpillGuard，无需再补登引用。",
    ],
)
def test_a_citation_refused_beside_an_entry_keeps_only_the_citation_out(
    suggestion: str,
) -> None:
    for closing in ("", "§七 登记一条引用（条目 1）。"):
        actions = plan(parse_brief(brief(suggestion, closing)))
        assert proposed(actions) == {ActionKind.ADD_ENTRY}, (suggestion, closing)


def test_a_citation_asked_for_beside_an_entry_is_still_proposed() -> None:
    actions = plan(parse_brief(brief("§2.1 新增一条 SpillGuard；§七 登记一条引用。")))
    assert proposed(actions) == {ActionKind.ADD_ENTRY, ActionKind.ADD_CITATION}


@pytest.mark.parametrize(
    "suggestion",
    [
        "§2.1 新增一条 SpillGuard，别写 12 次这个数。",
        "§2.1 新增一条 SpillGuard，不要写 12 次这个数字。",
        "§2.1 新增一条 SpillGuard，别提作者自测这个说法。",
        "§2.1 新增一条 SpillGuard，不要出现 OOM 这个词。",
    ],
)
def test_an_entry_never_holds_a_word_its_request_names_as_not_to_write(suggestion: str) -> None:
    actions = plan(parse_brief(brief(suggestion)))
    (entry,) = [a for a in actions if a.kind is ActionKind.ADD_ENTRY]
    word = suggestion.split("，")[1][2:].split("这")[0].strip()
    written = entry.entry.summary if entry.entry and not entry.forbidden_by else ""
    assert word not in written, suggestion
