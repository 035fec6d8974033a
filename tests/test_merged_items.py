"""Items the brief merges into one entry (`条目 2 与条目 3 合并为一条，放 §3.2`): kbpatch does
not build merged entries, so none of those items' edits is proposed (neither one merged entry
guessed nor each item written apart); the line is reported. Our own words."""

from __future__ import annotations

import pytest

from kbpatch.models import Action, ActionKind
from kbpatch.parse import parse_brief
from kbpatch.reading import plan

TITLES = (
    "LoomCache（arXiv:2612.55001）—— 分页缓存复用",
    "GridRoute（arXiv:2612.55002）—— 网格路由",
    "PalmDraft（arXiv:2612.55003）—— 掌上草稿模型",
)
OWN = ("§2.2 新增一条 LoomCache。", "§3.2 新增一条 GridRoute。", "§5.6 新增一条 PalmDraft。")


def brief(closing: str, suggestions: tuple[str, str, str] = OWN) -> str:
    text = "# inference · E1 预消化简报（2026-12-10）\n\n## 一、增量\n\n"
    for number, (title, said) in enumerate(zip(TITLES, suggestions, strict=True), start=1):
        text += (
            f"### 条目 {number}：{title}\n\n"
            f"- **来源**：organized/paper_cards/55{number}0-2612-5500{number}.md\n"
            f"- **要点**：第 {number} 篇的实测，吞吐提升 4{number}%（作者自测）。\n"
        )
        text += f"- **建议归入**：{said}\n\n" if said else "\n"
    return text + f"## 四、本轮结论与建议动作\n\n- {closing}\n"


def read(text: str) -> list[Action]:
    return plan(parse_brief(text))


def proposed(actions: list[Action]) -> set[str]:
    return {
        a.item_key for a in actions if a.kind.edits_document and not a.forbidden_by and a.item_key
    }


MERGES_2_AND_3 = (
    "条目 2 与条目 3 合并为一条，放 §3.2。",
    "条目 2、3 合成一条写进 §3.2。",
    "§3.2 把 GridRoute 和 PalmDraft 并成一条。",
    "条目 3 并入条目 2，统一放 §3.2。",
    "Merge items 2 and 3 into one entry under §3.2.",
)


@pytest.mark.parametrize("closing", MERGES_2_AND_3)
def test_items_merged_into_one_entry_are_reported_and_none_proposed(closing: str) -> None:
    actions = read(brief(closing))
    assert proposed(actions) == {"条目 1"}, closing
    reported = {a.item_key for a in actions if a.kind is ActionKind.NOT_UNDERSTOOD}
    assert reported == {"条目 2", "条目 3"}, closing
    assert any("one entry" in a.reason for a in actions if a.item_key == "条目 2")


@pytest.mark.parametrize("closing", MERGES_2_AND_3[:3])
def test_a_merge_of_items_with_no_suggestions_of_their_own_proposes_nothing(
    closing: str,
) -> None:
    actions = read(brief(closing, (OWN[0], "", "")))
    assert proposed(actions) == {"条目 1"}, closing


def test_an_items_own_words_may_merge_it_with_another() -> None:
    own = (OWN[0], "与条目 3 合并为一条，放 §3.2。", OWN[2])
    actions = read(brief("§2.2 新增 LoomCache（条目 1）。", own))
    assert proposed(actions) == {"条目 1"}


@pytest.mark.parametrize(
    "closing",
    [
        "条目 2 与条目 3 不要合并，各自落笔。",  # a merge refused: each item as it asks
        "§3.2 新增 GridRoute（条目 2）；§5.6 新增 PalmDraft（条目 3）。",
    ],
)
def test_items_not_merged_keep_their_edits(closing: str) -> None:
    assert proposed(read(brief(closing))) == {"条目 1", "条目 2", "条目 3"}, closing
