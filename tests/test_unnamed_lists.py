"""A request clause after `；` that names no list (`另补一条引用`, `并在开放问题里加一问"…"`) is
never dropped: a new citation goes to the KB's citation list and a quoted question to its
open-question list, each found by what it is (as `§参考文献` is); `参考资料` / `参考链接` / `引用`
named as a list name the citation list like `参考文献`; any other edit that names no place is
reported. Each said at least four ways (our own words), in a flattened and a markdown brief,
rendered against KBs whose lists are numbered (`七、引用列表`) or named by words (`参考资料` of
link references, `参考文献` of footnotes, 「待解问题」 of `问：` lines)."""

from __future__ import annotations

from pathlib import Path

import pytest

from kbpatch.models import Action, ActionKind, Status
from kbpatch.parse import parse_brief
from kbpatch.reading import plan
from kbpatch.render import Rendered

from .conftest import added_lines, render_brief
from .test_phrasings import FORMS, read

DATE = "2026-12-03"
FIXTURES = Path(__file__).resolve().parent.parent / "fixtures"
# Each KB with the clause that places the item's new entry, and the line its new citation gets
# (from the item's arXiv:2612.00101), in that list's own form.
KBS = {
    "numbered": (
        FIXTURES / "kb" / "organized" / "knowledge" / "inference.md",
        "§2.2 新增一条 FlowCache",
        "- arXiv:2612.00101 — FlowCache",
    ),
    "link-references": (
        FIXTURES / "shape6-toc-linkrefs" / "kb.md",
        "「抢占」一节新增一条 FlowCache",
        "[5]: https://arxiv.org/abs/2612.00101 ",
    ),
    "footnotes": (
        FIXTURES / "shape-footnotes" / "kb.md",
        "§1.1 新增一条 FlowCache",
        "[^4]: arXiv:2612.00101 — FlowCache",
    ),
}
QUESTION = "热档能否跨会话共享？"
# What each KB's open-question list gets for the question, in its own form.
QUESTION_LINES = {
    "numbered": f"32. {QUESTION}",
    "link-references": f"问：{QUESTION}",
    "footnotes": f"| 13 | {QUESTION}",
}


def rendered(kb: str, second: str, form: str) -> list[tuple[Action, Rendered]]:
    path, first, _ = KBS[kb]
    lines = path.read_text(encoding="utf-8").splitlines(keepends=True)
    return render_brief(FORMS[form](f"{first}；{second}"), lines, DATE)


def written(kb: str, results: list[tuple[Action, Rendered]], kind: ActionKind) -> list[str]:
    """The lines each proposed edit of `kind` adds to the KB."""
    lines = KBS[kb][0].read_text(encoding="utf-8").splitlines(keepends=True)
    return [
        line
        for action, result in results
        if action.kind is kind and result.status is Status.PROPOSED
        for line in added_lines(result, lines)
    ]


def assert_nothing_dropped(results: list[tuple[Action, Rendered]]) -> None:
    """Both clauses of the suggestion end as an action: the new entry and one more."""
    kinds = [a.kind for a, _ in results]
    assert kinds.count(ActionKind.ADD_ENTRY) == 1, kinds
    assert len(kinds) == 2, kinds


@pytest.mark.parametrize("form", sorted(FORMS))
@pytest.mark.parametrize("kb", sorted(KBS))
@pytest.mark.parametrize(
    "second",
    (
        "另新增一条引用。",
        "并补一条引用。",
        "再登记一条引用。",
        "同时补登一条引用。",
        "另补一条引用，〔〕内写落笔节号。",
    ),
)
def test_a_citation_naming_no_list_goes_to_the_citation_list(
    second: str, kb: str, form: str
) -> None:
    results = rendered(kb, second, form)
    assert_nothing_dropped(results)
    (line,) = written(kb, results, ActionKind.ADD_CITATION)
    assert line.startswith(KBS[kb][2])


@pytest.mark.parametrize("form", sorted(FORMS))
@pytest.mark.parametrize("kb", sorted(KBS))
@pytest.mark.parametrize(
    "second",
    (
        "参考资料新增一条引用。",
        "参考资料一节新增一条引用。",
        "「参考资料」新增一条引用。",
        "在参考资料末尾补登一条引用。",
        "参考链接里再加一条引用。",
        "引用一节新增一条。",
        "「参考资料」一节新增一条。",
    ),
)
def test_reference_words_named_as_a_list_name_the_citation_list(
    second: str, kb: str, form: str
) -> None:
    results = rendered(kb, second, form)
    assert_nothing_dropped(results)
    (line,) = written(kb, results, ActionKind.ADD_CITATION)
    assert line.startswith(KBS[kb][2])


@pytest.mark.parametrize("form", sorted(FORMS))
@pytest.mark.parametrize("kb", sorted(KBS))
@pytest.mark.parametrize(
    "second",
    (
        f'并在开放问题里加一问"{QUESTION}"',
        f"另新增开放问题：「{QUESTION}」",
        f"同时补一条开放问题：“{QUESTION}”",
        f'再加一条待解问题"{QUESTION}"',
    ),
)
def test_a_quoted_question_naming_no_list_goes_to_the_question_list(
    second: str, kb: str, form: str
) -> None:
    results = rendered(kb, second, form)
    assert_nothing_dropped(results)
    (line,) = written(kb, results, ActionKind.ADD_QUESTION)
    assert line.startswith(QUESTION_LINES[kb])


@pytest.mark.parametrize("form", sorted(FORMS))
@pytest.mark.parametrize(
    "second",
    (
        '另在末尾补一句"只测过 A100"。',
        '并把"三档"改为"四档"。',
        "再给它补上 arXiv:2612.00999 出处。",
        '再把"三档"换成"四档"。',
    ),
)
def test_another_edit_naming_no_place_is_reported_not_dropped(second: str, form: str) -> None:
    actions = read(f"§2.2 新增一条 FlowCache；{second}", form)
    assert [a.kind for a in actions] == [ActionKind.ADD_ENTRY, ActionKind.NOT_UNDERSTOOD]
    assert "names no section" in actions[1].reason
    assert actions[1].request == second.rstrip("。")


@pytest.mark.parametrize("form", sorted(FORMS))
@pytest.mark.parametrize(
    "suggestion",
    ("§2.2 新增一条 FlowCache；另补一条引用。", "§2.2 新增一条 FlowCache；§七 新增一条引用。"),
)
@pytest.mark.parametrize(
    "closing",
    (
        "§2.2 新增 FlowCache，新增一条引用（条目 1）。",
        "§2.2 新增 FlowCache，另补一条引用（条目 1）。",
        "§2.2 新增 FlowCache，§七 登记一条引用（条目 1）。",
        "§2.2 新增 FlowCache，参考资料新增一条（条目 1）。",
    ),
)
def test_a_closing_repeat_of_the_citation_is_one_citation(
    closing: str, suggestion: str, form: str
) -> None:
    # Whether the item or the closing list names the list, the two ask for one citation,
    # in the list the more precise of them names.
    actions = plan(parse_brief(FORMS[form](suggestion, closing)))
    citations = [a for a in actions if a.kind is ActionKind.ADD_CITATION]
    assert len(citations) == 1, [(a.kind, a.target) for a in actions]
    assert len(citations[0].lines) == 2  # the item's line and the closing line
    assert [a.kind for a in actions].count(ActionKind.ADD_ENTRY) == 1
    assert citations[0].target is not None
    assert citations[0].target.key == ("7" if "§七" in suggestion + closing else "references")
    if "参考资料" in closing and "§七" not in suggestion:
        assert citations[0].target.raw == "参考资料"


@pytest.mark.parametrize("form", sorted(FORMS))
@pytest.mark.parametrize(
    "suggestion",
    (
        "§2.2 新增一条 FlowCache；参考资料见卡片。",
        "§2.2 新增一条 FlowCache，参考资料较少，证据薄弱。",
        "§2.2 新增一条 FlowCache（参考资料：卡片与作者博客）。",
        "§2.2 新增一条 FlowCache；参考资料补充了实验细节。",
        "§2.2 新增一条 FlowCache，与参考链接里的博客一致。",
        "§2.2 新增一条 FlowCache；这仍是一个开放问题。",
        "§2.2 新增一条 FlowCache，并与另一条新增的条目相互引用。",
    ),
)
def test_reference_material_in_a_sentence_is_no_edit_target(suggestion: str, form: str) -> None:
    actions = read(suggestion, form)
    assert [(a.kind, a.target and a.target.key) for a in actions] == [(ActionKind.ADD_ENTRY, "2.2")]


@pytest.mark.parametrize("form", sorted(FORMS))
def test_reference_words_in_the_sources_line_are_no_request(form: str) -> None:
    text = FORMS[form]("§2.2 新增一条 FlowCache。").replace(
        "organized/paper_cards/2001-2612-00101.md",
        "参考资料新增一条：organized/paper_cards/2001-2612-00101.md（参考资料一节另见卡片）",
    )
    actions = plan(parse_brief(text))
    assert [(a.kind, a.target and a.target.key) for a in actions] == [(ActionKind.ADD_ENTRY, "2.2")]


@pytest.mark.parametrize("form", sorted(FORMS))
@pytest.mark.parametrize(
    "second",
    ("不新增引用。", "无需另补引用。", "引用暂不补。", "如果 E2 复现，再补一条引用。"),
)
def test_a_negated_or_conditional_citation_naming_no_list_adds_nothing(
    second: str, form: str
) -> None:
    actions = read(f"§2.2 新增一条 FlowCache；{second}", form)
    assert not [a for a in actions if a.kind is ActionKind.ADD_CITATION and not a.forbidden_by]


@pytest.mark.parametrize(
    "second",
    (
        "另新增一条引用。",
        "并补一条引用。",
        "参考资料新增一条引用。",
        "参考资料一节新增一条引用。",
        "「参考资料」新增一条引用。",
    ),
)
@pytest.mark.parametrize(
    "closing", ("新增一条引用（增量 2）", "参考文献新增一条（增量 2）", "另补一条引用（增量 2）")
)
def test_each_clause_of_an_item_and_its_closing_line_is_one_action(
    second: str, closing: str
) -> None:
    # The shape's brief, its second clause and closing line said in other words: the item's
    # entry and its citation, each citing the item's line and the closing line.
    text = (FIXTURES / "shape6-toc-linkrefs" / "brief.md").read_text(encoding="utf-8")
    text = text.replace("参考文献新增一条引用。", second).replace(
        "参考文献新增一条（增量 2）", closing
    )
    assert second in text and closing in text
    actions = [a for a in plan(parse_brief(text)) if a.item_key == "增量 2"]
    assert [(a.kind, a.lines) for a in actions] == [
        (ActionKind.ADD_ENTRY, (21, 37)),
        (ActionKind.ADD_CITATION, (21, 37)),
    ]
    assert actions[1].source_ids == ("2612.20202",)
