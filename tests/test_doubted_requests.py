"""A request the brief doubts or judges wrong is reported, never proposed: a value it only
guesses (`似应为`, `大概应为`), an edit it calls wrong (`并不合适`, `不可取`, `没有依据`), an idea
turned down (`被 E2 否了`), a request the writer is unsure of (`但我不确定`), or one under a
condition said as `前提下` / `不成功则`. Our own words."""

from __future__ import annotations

import pytest

from kbpatch.models import Action, ActionKind
from kbpatch.parse import parse_brief
from kbpatch.reading import plan


def brief(suggestion: str, relation: str = "§3.2 已有两条批处理条目。") -> str:
    return (
        "# inference · E1 预消化简报（2026-12-07）\n\n## 一、增量\n\n"
        "### 条目 1：BatchTide（arXiv:2612.60001）—— 潮汐式批大小\n\n"
        "- **来源**：organized/paper_cards/3200-2612-60001.md\n"
        "- **要点**：BatchTide 按到达率调批大小，吞吐高 12%（作者自测）。\n"
        f"- **与活文档脉络的关系**：{relation}\n"
        f"- **建议归入**：{suggestion}\n"
    )


def read(suggestion: str, relation: str = "§3.2 已有两条批处理条目。") -> list[Action]:
    return plan(parse_brief(brief(suggestion, relation)))


def proposed(actions: list[Action]) -> list[Action]:
    return [a for a in actions if a.kind.edits_document and not a.forbidden_by]


DOUBTED = (
    '§3.2 "64" 似应为 "48"，待核。',
    '§3.2 "64" 大概应为 "48"。',
    '§3.2 里 "64" 似乎应改成 "48"。',
    '§3.2 "64" 改为 "48" 并不合适。',
    '§3.2 把 "64" 换成 "48" 的做法不可取。',
    '§3.2 "64" 改为 "48" 没有依据，不改。',
    '§3.2 "64" 改成 "48" 站不住脚。',
    "§3.2 新增一条 BatchTide 不太合适。",
)


@pytest.mark.parametrize("suggestion", DOUBTED)
def test_an_edit_the_brief_doubts_or_rejects_is_reported(suggestion: str) -> None:
    actions = read(suggestion)
    assert not proposed(actions), suggestion
    (report,) = [a for a in actions if a.kind is ActionKind.NOT_UNDERSTOOD]
    assert "asks no edit this round" in report.reason


@pytest.mark.parametrize(
    "suggestion",
    [
        '§3.2 "64" 改为 "48"。',
        '§3.2 "64" 应为 "48"。',
        '§3.2 新增一条 BatchTide，写明"小批量下并不合适"。',
    ],
)
def test_a_plain_request_beside_such_words_in_quotes_is_proposed(suggestion: str) -> None:
    assert len(proposed(read(suggestion))) == 1, suggestion


@pytest.mark.parametrize(
    ("relation", "suggestion"),
    [
        ("§3.2 新增一条 BatchTide。", "不按关系栏办：本轮不入档。"),
        ("§3.2 新增一条 BatchTide。", "别照关系一栏处理，本轮不入档。"),
        ("在 §3.2 新增 BatchTide 的想法被 E2 否了。", "见上。"),
        ("§3.2 补一条 BatchTide 的提议被组会驳回。", "同上。"),
    ],
)
def test_a_reasoning_the_suggestion_turns_down_is_not_proposed(
    relation: str, suggestion: str
) -> None:
    assert not proposed(read(suggestion, relation)), (relation, suggestion)


@pytest.mark.parametrize(
    "suggestion",
    [
        "在 E2 复现的前提下 §3.2 新增一条 BatchTide。",
        "E2 复核通过前提下，§3.2 补一条 BatchTide。",
        "要是复现成功，§3.2 补一条；不成功则 §5.9 登记一条。",
        "复现通过就在 §3.2 新增；没通过就在 §5.9 登记一条。",
    ],
)
def test_every_branch_of_a_condition_is_reported_not_proposed(suggestion: str) -> None:
    actions = read(suggestion)
    assert not proposed(actions), suggestion
    assert all("conditional" in a.reason for a in actions if a.kind is ActionKind.NOT_UNDERSTOOD)


def test_a_suggestion_that_defers_to_the_reasoning_still_reads_it() -> None:
    assert len(proposed(read("按关系一栏处理。", "§3.2 新增一条 BatchTide。"))) == 1


@pytest.mark.parametrize(
    "suggestion",
    [
        "§3.2 理应新增一条 BatchTide，但我不确定。",
        "§3.2 补一条 BatchTide，不过我们拿不准。",
        "§3.2 新增一条 BatchTide，但没把握。",
    ],
)
def test_a_request_its_writer_is_unsure_of_is_reported(suggestion: str) -> None:
    assert not proposed(read(suggestion)), suggestion


@pytest.mark.parametrize(
    "suggestion",
    [
        "§3.2 新增一条 BatchTide；倘若 v2 改了数字，§3.2 的 12% 一并更新。",
        "§3.2 新增一条 BatchTide；如果作者修订，§3.2 的旧说法也要跟着动。",
    ],
)
def test_a_conditional_clause_after_a_request_is_reported_never_folded_away(
    suggestion: str,
) -> None:
    actions = read(suggestion)
    assert len(proposed(actions)) == 1
    assert any(
        a.kind is ActionKind.NOT_UNDERSTOOD and "conditional" in a.reason for a in actions
    ), suggestion


@pytest.mark.parametrize(
    ("relation", "suggestion"),
    [
        ("理应在 §3.2 新增一条 BatchTide；但我不确定。", "参见关系栏。"),
        ("§3.2 似乎该补一条 BatchTide；不过我们拿不准。", "见上。"),
    ],
)
def test_a_request_the_next_sentence_doubts_is_reported(relation: str, suggestion: str) -> None:
    actions = read(suggestion, relation)
    assert not proposed(actions)
    assert any(a.kind is ActionKind.NOT_UNDERSTOOD for a in actions)


def test_a_contrast_that_turns_down_the_request_before_it_withholds_it() -> None:
    assert not proposed(read("§3.2 新增一条 BatchTide；不过本轮暂缓。"))


def test_a_contrast_about_another_section_leaves_the_request() -> None:
    assert len(proposed(read("§3.2 新增一条 BatchTide；但 §5.4 不动。"))) == 1
