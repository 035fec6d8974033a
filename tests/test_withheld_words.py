"""Words that put an item off, keep it in the archive only, refuse a section an edit or keep a
table, said in roots the lexicon composes (暂 + a verb of setting down, 从缓, 只留档, 不作增补,
无须修订): the edit they take back is never proposed, and a request the brief doubts in the
same breath is reported with its words. Each kind four ways, in both brief forms."""

from __future__ import annotations

import pytest

from kbpatch.models import Action, ActionKind
from tests.test_phrasings import FORMS, edits, read


def forbidden(actions: list[Action]) -> list[tuple[ActionKind, str]]:
    return [(a.kind, a.target.key if a.target else "") for a in actions if a.forbidden_by]


def not_understood(actions: list[Action]) -> list[Action]:
    return [a for a in actions if a.kind is ActionKind.NOT_UNDERSTOOD]


@pytest.mark.parametrize("form", sorted(FORMS))
@pytest.mark.parametrize(
    "closing",
    [
        "条目 1 暂放。",
        "条目 1 这轮从缓处理。",
        "条目 1 只留档，不写入正文。",
        "条目 1 备档即可。",
        "条目 1 先不落地。",
        "条目 1 本轮不进正文。",
    ],
)
def test_an_item_put_off_or_archived_only_gets_no_edit(closing: str, form: str) -> None:
    actions = read("§2.4 末尾新增一条 FlowCache 条目。", form, closing=closing)
    assert not edits(actions)
    assert forbidden(actions) == [(ActionKind.ADD_ENTRY, "2.4")]
    assert not not_understood(actions)


@pytest.mark.parametrize("form", sorted(FORMS))
@pytest.mark.parametrize(
    "closing", ["§2.4 不宜增补。", "§2.4 没有必要新加。", "§2.4 甭新增。", "§2.4 不做增列。"]
)
def test_a_section_refusing_additions_in_the_closing_list_holds_for_every_item(
    closing: str, form: str
) -> None:
    actions = read("§2.4 末尾新增一条 FlowCache 条目。", form, closing=closing)
    assert not edits(actions)
    assert forbidden(actions) == [(ActionKind.ADD_ENTRY, "2.4")]


@pytest.mark.parametrize("form", sorted(FORMS))
@pytest.mark.parametrize("closing", ["§3.3 不宜增补。", "§3.3 甭新增。"])
def test_a_refusal_of_another_section_leaves_the_item_s_entry(closing: str, form: str) -> None:
    actions = read("§2.4 末尾新增一条 FlowCache 条目。", form, closing=closing)
    assert [(a.kind, a.target.key if a.target else "") for a in edits(actions)] == [
        (ActionKind.ADD_ENTRY, "2.4")
    ]


@pytest.mark.parametrize("form", sorted(FORMS))
@pytest.mark.parametrize(
    "suggestion",
    [
        "§2.4 先别急着补 FlowCache。",
        "§2.4 新增一条 FlowCache；只是样本太少，别急。",
        "原则上能进 §2.4，这轮免。",
        "§2.4 新增一条 FlowCache；不过还没复现，不必。",
    ],
)
def test_a_request_doubted_in_the_same_breath_is_reported_not_written(
    suggestion: str, form: str
) -> None:
    actions = read(suggestion, form)
    assert not edits(actions)
    assert not_understood(actions)


@pytest.mark.parametrize("form", sorted(FORMS))
def test_a_contrast_that_keeps_another_section_leaves_the_request(form: str) -> None:
    actions = read("§2.4 新增一条 FlowCache；不过 §3.3 不动。", form)
    assert [(a.kind, a.target.key if a.target else "") for a in edits(actions)] == [
        (ActionKind.ADD_ENTRY, "2.4")
    ]


@pytest.mark.parametrize("form", sorted(FORMS))
@pytest.mark.parametrize(
    "closing", ["§1.6 无须修订。", "§1.6 不做修订。", "§1.6 维持。", "§1.6 保持即可。"]
)
def test_a_kept_table_gets_no_replace(closing: str, form: str) -> None:
    actions = read('§1.6 Rapid-MLX 那行，"857⭐" 更新为 "902⭐"。', form, closing=closing)
    assert not edits(actions)
    assert forbidden(actions) == [(ActionKind.REPLACE, "1.6")]
