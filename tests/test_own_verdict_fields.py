"""An item's own verdict, under whatever label says it decides the filing (`是否收录`, `处理
结论`, `E2 裁定`, `归属主题`), stops the edit its suggestion asks for: the edit is reported with
the verdict's words, never proposed. A verdict for the filing proposes as before."""

from __future__ import annotations

import pytest

from kbpatch.models import ActionKind, Status
from kbpatch.parse import parse_brief
from kbpatch.reading import plan

from .conftest import render_brief
from .test_phrasings import edits
from .test_requests_read_or_reported import DATE, LINES


def one_item(field: str) -> str:
    return (
        "# serving · E1 预消化简报（2026-12-07）\n\n## 一、今日条目（1 条）\n\n"
        "### 条目 1：FlowCache —— 分层前缀缓存（arXiv:2612.00101）\n\n"
        "- **来源**：organized/paper_cards/2001-2612-00101.md\n"
        "- **要点**：把会话按访问时间分成三档，热档常驻显存。\n"
        "- **与活文档脉络的关系**：§2.2 的分层存储缺冷热分档的做法。\n"
        f"- {field}\n"
        "- **建议归入**：§2.2 新增一条 FlowCache。\n"
    )


@pytest.mark.parametrize(
    "field",
    (
        "**是否收录**：否（材料过薄）",
        "**收录**：这轮不入",
        "**处理结论**：押后，本轮不落笔。",
        "**增量定性**：非新进展（只是换了数据集）",
        "**E2 裁定**：驳回",
        "**采纳与否**：不采纳",
        "**归属主题**：training（不属于 serving）",
        "**Decision**: on hold",
    ),
)
def test_an_item_s_own_verdict_under_another_label_stops_its_suggestion(field: str) -> None:
    actions = plan(parse_brief(one_item(field)))
    assert not edits(actions)
    (report,) = [a for a in actions if a.kind is ActionKind.NOT_UNDERSTOOD]
    assert "own verdict" in report.reason
    assert report.target is not None and report.target.key == "2.2"


@pytest.mark.parametrize(
    "field",
    (
        "**是否收录**：是",
        "**处理结论**：照建议落笔。",
        "**E2 意见**：同意，按建议归入。",
        "**归属主题**：serving",
        "**归属主题**：serving（与 §2.2 同源）",
        "**证据等级**：作者自测",
    ),
)
def test_a_field_for_the_filing_or_about_the_paper_leaves_the_suggestion_proposed(
    field: str,
) -> None:
    actions = plan(parse_brief(one_item(field)))
    assert [(a.kind, a.target.key if a.target else "") for a in edits(actions)] == [
        (ActionKind.ADD_ENTRY, "2.2")
    ]


def review_item(verdict: str, suggestion: str = "") -> str:
    return (
        "# inference · E1 预消化简报（2026-12-09）\n\n## 一、复查项（1 条）\n\n"
        "### 条目 1：kvpress 计数刷新（复核无新增）\n\n"
        "- **来源**：organized/repo_cards/3301-kvpress.md\n"
        f"- {verdict}\n"
        + (f"- **建议归入**：{suggestion}\n" if suggestion else "")
        + "\n## 四、本轮结论与建议动作\n\n- 无新增条目。\n"
    )


@pytest.mark.parametrize(
    "verdict",
    (
        '**复核结论**：星数已涨。§1.3 kvpress 一行 "88⭐" 改为 "95⭐"。',
        '**判定**：§1.3 kvpress 那一行把"88⭐"更新为"95⭐"即可，不新增行。',
        "**复核结论**：无新观点，仅 §1.3 kvpress 一行 「88⭐」→「95⭐」。",
        "**Verdict**: 只刷新计数，§1.3 kvpress 一行 88⭐ 调整为 95⭐。",
    ),
)
def test_a_value_change_asked_only_in_an_item_s_verdict_is_made(verdict: str) -> None:
    results = render_brief(review_item(verdict), LINES, DATE)
    (replace,) = [(a, r) for a, r in results if a.kind.edits_document]
    action, result = replace
    assert result.status is Status.PROPOSED, result
    assert action.target is not None and action.target.key == "1.3"
    assert result.edit is not None
    assert "| kvpress | 压缩库 | KV 量化 | 95⭐ |\n" in result.edit.lines


@pytest.mark.parametrize(
    "verdict",
    (
        "**复核结论**：§1.3 已收录 kvpress，星数变化不大，维持现状。",
        "**判定**：§1.3 kvpress 一行只需改数字。",
        '**复核结论**：§1.3 kvpress 一行的"88⭐"似应为"95⭐"，待 E2 复采确认。',
        "**判定**：§二 已注明 kvpress 的引用，无需再动。",
    ),
)
def test_a_verdict_that_describes_or_gives_no_new_value_asks_no_edit(verdict: str) -> None:
    results = render_brief(review_item(verdict), LINES, DATE)
    assert [r for a, r in results if r.status is Status.PROPOSED] == []


def test_beside_a_suggestion_the_verdict_s_value_change_is_not_read_again() -> None:
    verdict = '**复核结论**：§1.3 kvpress 一行 "88⭐" 改为 "95⭐"。'
    text = review_item(verdict, suggestion='§1.3 kvpress 一行 "88⭐" 改为 "96⭐"。')
    actions = plan(parse_brief(text))
    assert [a.pairs for a in edits(actions)] == [(("88⭐", "96⭐"),)]
