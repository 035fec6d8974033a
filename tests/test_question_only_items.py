"""An item the brief sends only into the open questions (`条目 2 改为只进开放问题："…？"`,
`仅作为开放问题`, `改成只列入待解问题`): its question is proposed, its entry (and every other
edit of it) is not. Our own words."""

from __future__ import annotations

from pathlib import Path

import pytest

from kbpatch.models import Action, ActionKind
from kbpatch.parse import parse_brief
from kbpatch.reading import plan

from .conftest import FIXTURE_KB, applied_kb

TITLES = (
    "LoomCache（arXiv:2612.54001）—— 分页缓存复用",
    "GridRoute（arXiv:2612.54002）—— 网格路由",
)


def brief(closing: str, second_suggests: str = "§3.2 新增一条 GridRoute。") -> str:
    text = "# inference · E1 预消化简报（2026-12-09）\n\n## 一、增量\n\n"
    suggestions = ("§2.2 新增一条 LoomCache。", second_suggests)
    for number, (title, said) in enumerate(zip(TITLES, suggestions, strict=True), start=1):
        text += (
            f"### 条目 {number}：{title}\n\n"
            f"- **来源**：organized/paper_cards/54{number}0-2612-5400{number}.md\n"
            f"- **要点**：第 {number} 篇的实测，尾延迟下降 2{number}%（作者自测）。\n"
            f"- **建议归入**：{said}\n\n"
        )
    return text + f"## 四、本轮结论与建议动作\n\n- {closing}\n"


def read(text: str) -> list[Action]:
    return plan(parse_brief(text))


def proposed_kinds(actions: list[Action], item: str) -> set[ActionKind]:
    return {
        a.kind
        for a in actions
        if a.item_key == item and a.kind.edits_document and not a.forbidden_by
    }


QUESTION_ONLY = (
    '条目 2 改为只进开放问题："网格路由在突发流量下是否稳定？"',
    "条目 2 仅作为开放问题：网格路由能否跨机房复用？",
    "条目 2 改成只列入待解问题「网格路由的收益是否依赖拓扑？」",
    "条目 2 改为只保留为开放问题：网格路由是否需要在线重训？",
    'GridRoute（条目 2）仅进开放问题："网格路由是否放大尾延迟？"',
)


@pytest.mark.parametrize("closing", QUESTION_ONLY)
def test_an_item_sent_only_to_the_open_questions_gets_its_question_and_no_entry(
    closing: str,
) -> None:
    actions = read(brief(closing))
    assert proposed_kinds(actions, "条目 2") == {ActionKind.ADD_QUESTION}, closing
    entry = [a for a in actions if a.item_key == "条目 2" and a.kind is ActionKind.ADD_ENTRY]
    assert entry and all(a.forbidden_by for a in entry)
    assert proposed_kinds(actions, "条目 1") == {ActionKind.ADD_ENTRY}


@pytest.mark.parametrize(
    "closing",
    ["条目 2 仅作为开放问题。", '条目 2 只以开放问题的形式记下："网格路由是否需要在线重训？"'],
)
def test_a_question_only_item_whose_question_is_not_read_is_reported(closing: str) -> None:
    actions = read(brief(closing))
    assert not proposed_kinds(actions, "条目 2"), closing
    (report,) = [a for a in actions if a.kind is ActionKind.NOT_UNDERSTOOD]
    assert report.item_key == "条目 2" and "only to the open questions" in report.reason


def test_the_items_own_suggestion_may_send_it_only_to_the_questions() -> None:
    said = '只作开放问题："网格路由是否需要独立评测？"；§3.2 新增一条 GridRoute。'
    actions = read(brief("§2.2 新增 LoomCache（条目 1）。", second_suggests=said))
    assert proposed_kinds(actions, "条目 2") == {ActionKind.ADD_QUESTION}


def test_the_kb_gets_the_question_and_not_the_entry(tmp_path: Path) -> None:
    kb = FIXTURE_KB.read_text(encoding="utf-8")
    after = applied_kb(
        tmp_path, kb, brief(QUESTION_ONLY[0]), "inbox/a/2026-12-09-inference-e1prep.md"
    )
    assert "网格路由在突发流量下是否稳定？" in after
    assert "**GridRoute**" not in after and "- GridRoute" not in after
    assert "LoomCache" in after


@pytest.mark.parametrize(
    "closing",
    [
        '条目 2 另补开放问题："网格路由是否稳定？"',  # a question besides the entry
        "§3.2 新增 GridRoute（条目 2），只写作者自测的数字。",
    ],
)
def test_a_question_asked_besides_the_entry_leaves_the_entry(closing: str) -> None:
    assert ActionKind.ADD_ENTRY in proposed_kinds(read(brief(closing)), "条目 2"), closing
