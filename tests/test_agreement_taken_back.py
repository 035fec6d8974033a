"""A closing line that agrees with an item (`条目 1 照建议`, `Item 1 as suggested`, `条目 1 同意`)
and then takes it back in a clause of its own (`；skip it for now`, `，暂缓`, `. Park it.`) never
writes the item: its edits are reported with the line's words, as `条目 1 照建议；先不收` already
was. A request followed by an English take-back sentence (`§2.2 add X. Skip it for now.`) is
taken back as `；skip it for now` is. Our own words."""

from __future__ import annotations

import pytest

from kbpatch.models import Action, ActionKind, Status
from kbpatch.render import Rendered

from .conftest import FIXTURE_KB, render_brief

LINES = FIXTURE_KB.read_text(encoding="utf-8").splitlines(keepends=True)


def brief(closing: str) -> str:
    return (
        "# inference · E1 预消化简报（2026-12-11）\n\n## 一、增量\n\n"
        "### 条目 1：SlabKV（arXiv:2612.73001）—— 按块迁移 KV\n\n"
        "- **来源**：organized/paper_cards/3701-2612-73001.md\n"
        "- **要点**：SlabKV 按块把冷 KV 迁到主机内存，长对话显存峰值降 18%（作者自测）。\n"
        "- **建议归入**：§2.1 新增一条 SlabKV；§七 登记一条引用。\n\n"
        "### 条目 2：RouteTrace（arXiv:2612.73002）—— 路由决策回放\n\n"
        "- **来源**：organized/paper_cards/3702-2612-73002.md\n"
        "- **要点**：RouteTrace 回放每次路由决策，错派排查时间减半（作者自测）。\n"
        "- **建议归入**：§3.1 新增一条 RouteTrace。\n\n"
        f"## 四、本轮结论与建议动作\n\n{closing}\n- 条目 2 照建议。\n"
    )


def results(closing: str) -> list[tuple[Action, Rendered]]:
    return render_brief(brief(closing), LINES, "2026-12-11")


def proposed(found: list[tuple[Action, Rendered]]) -> set[tuple[str, ActionKind]]:
    return {(a.item_key, a.kind) for a, r in found if r.status is Status.PROPOSED}


@pytest.mark.parametrize(
    "closing",
    [
        "- 条目 1 照建议；skip it for now",
        "- 条目 1 照建议，暂缓",
        "- 条目 1 按建议落笔；not this round",
        "- 条目 1 as suggested. Park it.",
        "- Item 1 as suggested, but hold it for now",
        "- 条目 1 同意；先放一放",
        "- 条目 1 认可。On second thought, drop it.",
        # What was read before, unchanged.
        "- 条目 1 照建议；先不收",
    ],
)
def test_an_agreement_taken_back_writes_nothing_of_the_item(closing: str) -> None:
    found = results(closing)
    assert proposed(found) == {("条目 2", ActionKind.ADD_ENTRY)}
    # Item 1's entry and citation are reported, each quoting the closing line.
    said = closing.removeprefix("- ")
    reported = {
        a.target.key
        for a, _ in found
        if a.item_key == "条目 1" and a.kind is ActionKind.NOT_UNDERSTOOD and a.target
    }
    assert reported == {"2.1", "7"}
    assert all(
        said[:20] in a.reason
        for a, _ in found
        if a.item_key == "条目 1" and a.kind is ActionKind.NOT_UNDERSTOOD
    )


@pytest.mark.parametrize(
    "closing",
    [
        "- 条目 1 照建议。",
        "- 条目 1 照建议；条目 2 照建议。",
        "- Item 1 as suggested.",
        # A take-back of another item, or of one kind, is not said of item 1.
        "- 条目 1 照建议；条目 3 暂缓",
        "- 条目 1 照建议；引用先不加。",
    ],
)
def test_an_agreement_not_taken_back_writes_the_item(closing: str) -> None:
    made = proposed(results(closing))
    assert ("条目 1", ActionKind.ADD_ENTRY) in made


@pytest.mark.parametrize(
    "closing",
    [
        "- §2.1 add SlabKV (条目 1). Skip it for now.",
        "- §2.1 新增一条 SlabKV（条目 1）. Not this round.",
        "- Add SlabKV to §2.1 (条目 1). Park it.",
        "- §2.1 add SlabKV (条目 1). On hold.",
    ],
)
def test_a_request_then_an_english_take_back_sentence_is_not_written(closing: str) -> None:
    found = results(closing)
    assert ("条目 1", ActionKind.ADD_ENTRY) not in proposed(found)
    assert any(
        a.item_key == "条目 1"
        and a.kind is ActionKind.NOT_UNDERSTOOD
        and a.target
        and a.target.key == "2.1"
        for a, _ in found
    )


@pytest.mark.parametrize(
    "closing",
    [
        "- §2.1 add SlabKV (条目 1). Register the paper in §七.",
        "- §2.1 add SlabKV (条目 1). Keep it short.",
        "- §2.1 新增一条 SlabKV（条目 1）. See §2.2 for context.",
    ],
)
def test_a_request_then_another_english_sentence_stands(closing: str) -> None:
    assert ("条目 1", ActionKind.ADD_ENTRY) in proposed(results(closing))
