"""Places offered as options of one edit in a suggestion line: ranked in asides (`§1.1（首选）/
§2.1（备选）`), offered after the edit (`次选 §2.1`, `另一方案是放 §2.1`, `也可放 §2.1`), labelled
(`方案一：…；方案二：…`, `A. …；B. …`) and chosen by label (`推荐 B`). One place is proposed, the
others are alternatives: never two entries of one item. A choice left to a later stage
(`…由 E2 定`) is no request for either place: both are reported with the words."""

from __future__ import annotations

import pytest

from kbpatch.models import ActionKind

from .conftest import render_brief

DATE = "2026-12-08"

KB = """\
# inference 活文档

## 一、调度

### 1.1 路由

- **轮询**：按副本轮转。

### 1.2 开放问题

1. 路由能否感知长度？

## 二、部署

### 2.1 端侧

- **PocketLM**：手机上跑 3B 模型。
"""
LINES = KB.splitlines(keepends=True)


def brief(suggestion: str) -> str:
    return (
        "# inference · E1 预消化简报（2026-12-08）\n\n> 作者：qiu\n\n## 一、增量\n\n"
        "### 条目 1：SliceRoute（arXiv:2612.05501）\n\n"
        "- **来源**：arXiv:2612.05501\n"
        "- **要点**：SliceRoute 按请求长度分段校准路由打分，错派率降 5 点（作者自测）。\n"
        f"- **建议归入**：{suggestion}\n\n"
        "## 二、可引用的 arXiv 号\n\n- arXiv:2612.05501 — SliceRoute\n"
    )


def outcome(suggestion: str) -> tuple[list[str], list[str], list[str]]:
    """The places of the recommended edits, of the alternatives, and of the reported ones."""
    actions = [a for a, _ in render_brief(brief(suggestion), LINES, DATE)]

    def key(action: object) -> str:
        target = getattr(action, "target", None)
        return target.key if target is not None else "-"

    edits = [a for a in actions if a.kind.edits_document]
    return (
        [key(a) for a in edits if a.recommended],
        [key(a) for a in edits if not a.recommended],
        [key(a) for a in actions if a.kind is ActionKind.NOT_UNDERSTOOD],
    )


@pytest.mark.parametrize(
    ("suggestion", "chosen", "other"),
    [
        ("§1.1（首选）/ §2.1（备选）新增一条 SliceRoute。", "1.1", "2.1"),
        ("§2.1（次选）、§1.1（推荐）补一条 SliceRoute。", "1.1", "2.1"),
        ("§1.1 新增一条 SliceRoute，次选 §2.1。", "1.1", "2.1"),
        ("§1.1 新增一条 SliceRoute；另一方案是放 §2.1。", "1.1", "2.1"),
        ("可放 §1.1，也可放 §2.1，新增一条 SliceRoute。", "1.1", "2.1"),
        ("§2.1 补一条 SliceRoute，亦可放 §1.1。", "2.1", "1.1"),
        ("§1.1 还是 §2.1 新增一条 SliceRoute，两处都说得通。", "1.1", "2.1"),
    ],
)
def test_places_offered_as_options_make_one_entry_and_one_alternative(
    suggestion: str, chosen: str, other: str
) -> None:
    assert outcome(suggestion) == ([chosen], [other], [])


@pytest.mark.parametrize(
    ("suggestion", "chosen", "other"),
    [
        ("方案一：§1.1 新增一条；方案二：§2.1 新增一条。", "1.1", "2.1"),
        ("方案一：§1.1 新增一条；方案二：§2.1 新增一条。倾向方案二。", "2.1", "1.1"),
        ("A. §1.1 新增一条；B. §2.1 新增一条；推荐 B。", "2.1", "1.1"),
        ("两个去处：(a) §1.1 新增一条；(b) §2.1 新增一条。推荐 (a)。", "1.1", "2.1"),
        ("两个去处：(a) §2.1 新增一条；(b) §1.1 新增一条。倾向 (b)。", "1.1", "2.1"),
        ('A. §1.1 新增一条；B. §1.2 只加一问"长度分段能否推广？"。推荐 A。', "1.1", "1.2"),
    ],
)
def test_labelled_options_follow_the_option_the_line_names_as_preferred(
    suggestion: str, chosen: str, other: str
) -> None:
    assert outcome(suggestion) == ([chosen], [other], [])


@pytest.mark.parametrize(
    ("suggestion", "chosen", "other"),
    [
        (
            "方案一：§1.1 新增一条；方案二：§2.1 新增一条。推荐方案一。"
            '§1.2 加一问"长度分段能否推广？"。',
            ["1.1", "1.2"],
            ["2.1"],
        ),
        (
            'A. §1.1 新增一条；B. §2.1 新增一条；推荐 A。§1.2 补一个问题："长度分段能否推广？"',
            ["1.1", "1.2"],
            ["2.1"],
        ),
        (
            '(a) §1.1 新增一条；(b) §2.1 新增一条。倾向 (a)。§1.2 新增一问"长度分段能否推广？"。',
            ["1.1", "1.2"],
            ["2.1"],
        ),
        (
            "方案一：§1.1 新增一条；方案二：§2.1 新增一条。建议采用方案一；"
            '§1.2 增列一问"长度分段能否推广？"。',
            ["1.1", "1.2"],
            ["2.1"],
        ),
        (
            'A. §2.1 新增一条；B. §1.1 新增一条；推荐 B。§1.2 补一个问题："长度分段能否推广？"',
            ["1.1", "1.2"],
            ["2.1"],
        ),
        # No ranking between: what follows the last option is that option's.
        (
            '方案一：§1.1 新增一条；方案二：§2.1 新增一条，§1.2 加一问"长度分段能否推广？"。',
            ["1.1"],
            ["1.2", "2.1"],
        ),
    ],
)
def test_a_request_after_the_sentence_that_ranks_the_options_holds_for_the_choice(
    suggestion: str, chosen: list[str], other: list[str]
) -> None:
    recommended, alternatives, reported = outcome(suggestion)
    assert (sorted(recommended), sorted(alternatives), reported) == (chosen, other, [])


@pytest.mark.parametrize(
    "suggestion",
    [
        "新增一条 SliceRoute，放 §1.1 还是 §2.1 由 E2 定。",
        "新增一条 SliceRoute；§1.1 还是 §2.1，交给 E2 决定。",
        "新增一条 SliceRoute，§1.1 或 §2.1 由 E2 来选。",
    ],
)
def test_a_choice_of_place_left_to_a_later_stage_proposes_neither(suggestion: str) -> None:
    chosen, others, reported = outcome(suggestion)
    assert not chosen and not others
    assert {"1.1", "2.1"} <= set(reported)


@pytest.mark.parametrize(
    "suggestion",
    [
        "§1.1 和 §2.1 都新增一条 SliceRoute。",
        "§1.1 新增一条 SliceRoute，§2.1 也补一条 SliceRoute。",
    ],
)
def test_two_places_asked_together_are_both_edited(suggestion: str) -> None:
    assert outcome(suggestion) == (["1.1", "2.1"], [], [])


@pytest.mark.parametrize(
    ("suggestion", "chosen"),
    [
        # The second option points back at the entry the first one named (该条 / 这条 / 此条).
        (
            '方案一：§2.1 "PocketLM"那条末尾补一句"（SliceRoute 也测过）"；'
            '方案二：把该条的"3B"改为"3–4B"。推荐方案一。',
            "a",
        ),
        (
            '方案一：§2.1 PocketLM 那条末尾补一句"（另见 SliceRoute）"；'
            '方案二：这条"3B"改为"3–4B"。推荐方案二。',
            "b",
        ),
        (
            'A. §2.1 "PocketLM"那条末尾补一句"（SliceRoute）"；B. 将此条的"3B"改为"3–4B"。推荐 A。',
            "a",
        ),
        (
            '方案一：§2.1 "PocketLM"那条末尾补一句"（SliceRoute）"；'
            '方案二：把该条里"手机"改为"手机与平板"。推荐方案一。',
            "a",
        ),
    ],
)
def test_an_option_pointing_back_at_the_entry_the_other_named_edits_that_entry(
    suggestion: str, chosen: str
) -> None:
    actions = render_brief(brief(suggestion), LINES, DATE)
    edits = {a.choice[-3:]: (a, r) for a, r in actions if a.kind.edits_document}
    assert sorted(edits) == ["(a)", "(b)"], [(a.kind, a.reason) for a, _ in actions]
    assert not [a for a, _ in actions if a.kind is ActionKind.NOT_UNDERSTOOD]
    replace, result = edits["(b)"]
    assert replace.kind is ActionKind.REPLACE and result.edit is not None
    (written,) = [line for line in result.edit.lines if line not in LINES]
    assert written.startswith("- **PocketLM**：") and "SliceRoute" not in written
    recommended = [a.choice[-3:] for a, _ in actions if a.recommended and a.kind.edits_document]
    assert recommended == [f"({chosen})"]
