"""An item whose suggestion takes its place from the item before it (`建议归入：同上，新增一条 X`,
`位置同前，补一条 X`) asks for that place: its entry goes where the item before puts its own,
and its row cites both lines. Only when all the item before asks goes to one section; else, and
when the pointer is all the suggestion says (`同上。`: which edit repeats is a guess), the
suggestion is reported with its words, never dropped. Our own KB (dash-numbered sections, an
ordered list of entries) and words."""

from __future__ import annotations

import pytest

from kbpatch.api import propose
from kbpatch.kb import Kb
from kbpatch.models import ActionKind, Outcome, Status

KB = (
    "# 检索增强 活文档\n\n"
    "## 1 检索\n\n"
    "### 1-1 稠密检索\n\n"
    "1. **ColBERTv2**：晚交互检索，索引压缩到 1/6。\n"
    "2. **Contriever**：无监督对比预训练的稠密检索器。\n\n"
    "### 1-2 重排序\n\n"
    "1. **MonoT5**：逐条打分的重排序模型。\n\n"
    "## 2 生成\n\n"
    "### 2-1 引用生成\n\n"
    "1. **ALCE**：带引用生成的评测集。\n"
)
PATH = "organized/knowledge/rag.md"


def brief(first: str, second: str) -> str:
    return (
        "# rag · E1 预消化简报（2026-12-03）\n\n"
        "- **对照活文档**：organized/knowledge/rag.md\n\n"
        "## 今日条目\n\n"
        "### 条目 1：SparseLift —— 稀疏稠密混合检索（arXiv:2612.01001）\n\n"
        "- **来源**：organized/paper_cards/501-sparselift.md\n"
        "- **要点**：稀疏与稠密分数线性混合，召回提升 4 个点。\n"
        f"- **建议归入**：{first}\n\n"
        "### 条目 2：LateMix —— 晚交互蒸馏（arXiv:2612.01002）\n\n"
        "- **来源**：organized/paper_cards/502-latemix.md\n"
        "- **要点**：把 ColBERT 蒸馏进单向量模型，延迟降一半。\n"
        f"- **建议归入**：{second}\n"
    )


def outcomes(text: str) -> tuple[list[Outcome], str]:
    proposal = propose(text, Kb(KB, path=PATH))
    return list(proposal.outcomes), "".join(p.diff for p in proposal.patches)


def of_item(found: list[Outcome], key: str) -> list[Outcome]:
    return [o for o in found if o.action.item_key == key]


@pytest.mark.parametrize(
    "second",
    ["同上，新增一条 LateMix 条目。", "同前，再补一条 LateMix。", "位置同上，补 LateMix 一条。"],
)
@pytest.mark.parametrize(
    "first", ["「稠密检索」一节新增一条 SparseLift。", "稠密检索小节补录 SparseLift 条目。"]
)
def test_the_place_of_the_item_before_named_by_its_words_is_taken_too(
    first: str, second: str
) -> None:
    found, diff = outcomes(brief(first, second))
    (added,) = of_item(found, "条目 2")
    assert added.status is Status.PROPOSED and added.action.kind is ActionKind.ADD_ENTRY
    assert "+3. **SparseLift**" in diff and "+4. **LateMix**" in diff


@pytest.mark.parametrize(
    "second",
    [
        "同上，新增一条 LateMix 条目。",
        "位置同前，补一条 LateMix。",
        "同上：再添一条 LateMix。",
        "同一位置，增补 LateMix 一条。",
        "same section as above, add an entry LateMix.",
        # The section said as "the same one" (`同一节`, `同节`).
        "同一节新增 LateMix 条目。",
        "同一节，补录 LateMix。",
        "同节，增补 LateMix 一条。",
    ],
)
@pytest.mark.parametrize("first", ["§1-1 新增一条 SparseLift 条目。", "1-1 节补录 SparseLift。"])
def test_an_add_placed_as_the_item_before_goes_to_its_section(first: str, second: str) -> None:
    found, diff = outcomes(brief(first, second))
    (added,) = of_item(found, "条目 2")
    assert added.status is Status.PROPOSED and added.action.kind is ActionKind.ADD_ENTRY
    assert added.action.target is not None and added.action.target.key == "1.1"
    # Its row cites the line its place comes from, and quotes its own words.
    assert added.action.lines == (11, 17)
    assert added.action.request.strip("。. ") in second
    assert "+3. **SparseLift**" in diff and "+4. **LateMix**" in diff


@pytest.mark.parametrize(
    "first",
    [
        # The item before edits two sections: which is the place is a guess.
        "§1-1 新增一条 SparseLift 条目；§2-1 补一句引用说明。",
        # It asks nothing of this document.
        "不入档，主题外。",
    ],
)
def test_a_place_as_before_that_is_not_one_section_is_reported(first: str) -> None:
    found, diff = outcomes(brief(first, "同上，新增一条 LateMix 条目。"))
    (reported,) = of_item(found, "条目 2")
    assert reported.action.kind is ActionKind.NOT_UNDERSTOOD
    assert "LateMix" in reported.action.request
    assert "LateMix" not in diff


@pytest.mark.parametrize("second", ["同上。", "位置同前。", "同上"])
def test_a_pointer_alone_after_an_items_edit_is_reported_not_dropped(second: str) -> None:
    found, diff = outcomes(brief("§1-1 新增一条 SparseLift 条目。", second))
    (reported,) = of_item(found, "条目 2")
    assert reported.action.kind is ActionKind.NOT_UNDERSTOOD
    assert f"「{second}」" in reported.reason and "item before" in reported.reason
    assert "LateMix" not in diff and "+3. **SparseLift**" in diff


def test_a_suggestion_naming_its_own_place_keeps_it() -> None:
    found, _ = outcomes(brief("§1-1 新增一条 SparseLift 条目。", "同上类，§1-2 新增一条 LateMix。"))
    (added,) = of_item(found, "条目 2")
    assert added.action.target is not None and added.action.target.key == "1.2"
