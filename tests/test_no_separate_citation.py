"""A new entry asked with a refusal of a separate citation (`§2.1 新增一条 X，无需另起一条引用`,
`不必另立一条新的引用`, `不单列一条引用`, `引用不用另加`) is written; only the citation is held.
The count between the refusal and its noun (`另起一条引用`) no longer makes the refusal one of
every new entry. Our own words."""

from __future__ import annotations

import pytest

from kbpatch.models import Action, ActionKind, Status
from kbpatch.render import Rendered

from .conftest import FIXTURE_KB, render_brief

LINES = FIXTURE_KB.read_text(encoding="utf-8").splitlines(keepends=True)


def brief(suggestion: str, closing: str = "条目 1 照建议。") -> str:
    return (
        "# inference · E1 预消化简报（2026-12-13）\n\n## 一、增量\n\n"
        "### 条目 1：SlabKV（arXiv:2612.75001）—— 按块迁移 KV\n\n"
        "- **来源**：organized/paper_cards/3901-2612-75001.md\n"
        "- **要点**：SlabKV 按块把冷 KV 迁到主机内存，长对话显存峰值降 18%（作者自测）。\n"
        f"- **建议归入**：{suggestion}\n\n"
        f"## 四、本轮结论与建议动作\n\n- {closing}\n"
    )


def results(text: str) -> list[tuple[Action, Rendered]]:
    return render_brief(text, LINES, "2026-12-13")


def proposed(found: list[tuple[Action, Rendered]]) -> set[ActionKind]:
    return {a.kind for a, r in found if r.status is Status.PROPOSED}


REFUSALS = [
    "无需另起一条引用",
    "不必另立一条新的引用",
    "不单列一条引用",
    "不必单独登记引用",
    "引用不用另加",
    "无需另起一条新引用",
]


@pytest.mark.parametrize("refusal", REFUSALS)
def test_a_refused_separate_citation_leaves_the_entry(refusal: str) -> None:
    found = results(brief(f"§2.1 新增一条 SlabKV，{refusal}。"))
    assert proposed(found) == {ActionKind.ADD_ENTRY}


@pytest.mark.parametrize("refusal", REFUSALS[:3] + REFUSALS[5:])
def test_a_refused_separate_citation_holds_a_citation_asked_beside_it(refusal: str) -> None:
    found = results(brief(f"§2.1 新增一条 SlabKV；§七 登记一条引用；{refusal}。"))
    assert proposed(found) == {ActionKind.ADD_ENTRY}
    (cited,) = [a for a, _ in found if a.kind is ActionKind.ADD_CITATION]
    assert cited.forbidden_by and refusal[:4] in cited.forbidden_by


@pytest.mark.parametrize(
    "refusal",
    [
        "无需另起一条开放问题",
        "不另立一个开放问题",
        "不必另起一条新的开放问题",
        "无需单列一条开放问题",
    ],
)
def test_a_refused_separate_question_leaves_the_entry(refusal: str) -> None:
    found = results(brief(f"§2.1 新增一条 SlabKV，{refusal}。"))
    assert proposed(found) == {ActionKind.ADD_ENTRY}


@pytest.mark.parametrize(
    "refusal",
    ["无需另起一条", "不另起一条", "不必另立一条", "无需单列"],
)
def test_a_refused_new_line_with_no_noun_still_holds_the_entry(refusal: str) -> None:
    found = results(brief(f"§2.1 新增一条 SlabKV，{refusal}。"))
    assert ActionKind.ADD_ENTRY not in proposed(found)
