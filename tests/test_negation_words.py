"""Words that forbid an edit forbid it wherever they stand (`别往 §x 加`, `严禁在 §x 新增`,
`§x 禁止新增`, `切莫放 §y`); a negation negated (`不可不补`, `没有理由不在 §x 补`) forbids
nothing. Our own words."""

from __future__ import annotations

import pytest

from kbpatch.models import Action, ActionKind
from kbpatch.parse import parse_brief
from kbpatch.reading import plan


def brief(suggestion: str) -> str:
    return (
        "# inference · E1 预消化简报（2026-12-06）\n\n## 一、增量\n\n"
        "### 条目 1：LaneRoute（arXiv:2612.50001）—— 车道式请求路由\n\n"
        "- **来源**：organized/paper_cards/3100-2612-50001.md\n"
        "- **要点**：LaneRoute 把请求按长度分车道，p99 延迟降 18%（作者自测）。\n"
        f"- **建议归入**：{suggestion}\n"
    )


def edits_in(actions: list[Action]) -> set[str]:
    return {
        a.target.key
        for a in actions
        if a.kind.edits_document and not a.forbidden_by and a.target is not None
    }


FORBIDDEN_IN_3_2 = (
    "别往 §3.2 加条目。",
    "别在 §3.2 添 LaneRoute。",
    "严禁在 §3.2 新增。",
    "§3.2 禁止新增条目。",
    "§3.2 不可新增 LaneRoute。",
    "§3.2 拒绝新增 LaneRoute。",
    "§3.2 谢绝再加条目。",
    "§3.2 杜绝新增。",
    "§3.2 停止新增条目。",
    "§3.2 暂停新增。",
    "§3.2 甭加 LaneRoute。",
    "§3.2 莫加 LaneRoute。",
    "§3.2 不能加 LaneRoute。",
    "§3.2 不许加 LaneRoute。",
    "§3.2 不添 LaneRoute。",
)


@pytest.mark.parametrize("suggestion", FORBIDDEN_IN_3_2)
def test_a_forbidding_word_anywhere_keeps_the_section(suggestion: str) -> None:
    actions = plan(parse_brief(brief(suggestion)))
    assert not edits_in(actions), suggestion
    assert any(a.kind is ActionKind.CONSTRAINT for a in actions)


@pytest.mark.parametrize(
    "suggestion",
    [
        "§3.2 新增一条 LaneRoute，切莫放 §5.4。",
        "§3.2 新增一条 LaneRoute，严禁写进 §5.4。",
        "§3.2 新增一条 LaneRoute，禁止在 §5.4 重复。",
    ],
)
def test_a_forbidden_second_place_is_kept_and_the_first_is_added(suggestion: str) -> None:
    assert edits_in(plan(parse_brief(brief(suggestion)))) == {"3.2"}, suggestion


@pytest.mark.parametrize(
    "suggestion",
    [
        "没有理由不在 §3.2 补一条 LaneRoute。",
        "§3.2 新增一条 LaneRoute，不可或缺。",
        "§3.2 新增一条 LaneRoute，约莫半页。",
        "§3.2 新增一条 LaneRoute（作者称吞吐不停止增长）。",
    ],
)
def test_a_negation_negated_or_inside_a_word_forbids_nothing(suggestion: str) -> None:
    assert edits_in(plan(parse_brief(brief(suggestion)))) == {"3.2"}, suggestion


def test_a_double_negation_is_never_reported_as_a_veto() -> None:
    actions = plan(parse_brief(brief("§3.2 不可不补 LaneRoute。")))
    assert not any(a.kind is ActionKind.CONSTRAINT for a in actions)
