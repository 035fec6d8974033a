"""A refusal of one part of a request refuses that part only: `不另登引用` / `引用先不加` keep
the citation out and the entry in; `别写 14% 这个数` keeps the number out of the entry (the
entry is forbidden when it would hold it). Our own words."""

from __future__ import annotations

from pathlib import Path

import pytest

from kbpatch.models import Action, ActionKind
from kbpatch.parse import parse_brief
from kbpatch.reading import plan

from .conftest import FIXTURE_KB, applied_kb


def brief(suggestion: str, closing: str = "") -> str:
    text = (
        "# inference · E1 预消化简报（2026-12-08）\n\n## 一、增量\n\n"
        "### 条目 1：SpillGuard（arXiv:2612.70001）—— 显存溢出预警\n\n"
        "- **来源**：organized/paper_cards/3300-2612-70001.md\n"
        "- **要点**：SpillGuard 提前 3 步预测 KV 溢出，OOM 次数从 12 次降到 2 次（作者自测）。\n"
        f"- **建议归入**：{suggestion}\n"
    )
    if closing:
        text += f"\n## 四、本轮结论与建议动作\n\n- {closing}\n"
    return text


def proposed(actions: list[Action]) -> set[ActionKind]:
    return {a.kind for a in actions if a.kind.edits_document and not a.forbidden_by}


@pytest.mark.parametrize(
    "suggestion",
    [
        "§2.1 新增一条 SpillGuard，不另登引用。",
        "§2.1 新增一条 SpillGuard；引用先不加。",
        "§2.1 新增一条 SpillGuard，引用本轮不补。",
        "§2.1 新增一条 SpillGuard，无需再补登引用。",
    ],
)
def test_a_citation_refused_beside_an_entry_keeps_only_the_citation_out(
    suggestion: str,
) -> None:
    for closing in ("", "§七 登记一条引用（条目 1）。"):
        actions = plan(parse_brief(brief(suggestion, closing)))
        assert proposed(actions) == {ActionKind.ADD_ENTRY}, (suggestion, closing)


def test_a_citation_asked_for_beside_an_entry_is_still_proposed() -> None:
    actions = plan(parse_brief(brief("§2.1 新增一条 SpillGuard；§七 登记一条引用。")))
    assert proposed(actions) == {ActionKind.ADD_ENTRY, ActionKind.ADD_CITATION}


@pytest.mark.parametrize(
    "suggestion",
    [
        "§2.1 新增一条 SpillGuard，别写 12 次这个数。",
        "§2.1 新增一条 SpillGuard，不要写 12 次这个数字。",
        "§2.1 新增一条 SpillGuard，别提作者自测这个说法。",
        "§2.1 新增一条 SpillGuard，不要出现 OOM 这个词。",
    ],
)
def test_an_entry_never_holds_a_word_its_request_names_as_not_to_write(suggestion: str) -> None:
    actions = plan(parse_brief(brief(suggestion)))
    (entry,) = [a for a in actions if a.kind is ActionKind.ADD_ENTRY]
    word = suggestion.split("，")[1][2:].split("这")[0].strip()
    written = entry.entry.summary if entry.entry and not entry.forbidden_by else ""
    assert word not in written, suggestion


ENTRY_AND_CITATION = "§2.1 新增一条 SpillGuard；§七 登记一条引用。"


@pytest.mark.parametrize(
    "closing",
    [
        # An English refusal with the citation's noun after it: the citation alone is out.
        "Item 1: as suggested, but no citation this round.",
        "Item 1: file the entry, skip the reference.",
        "Item 1: as suggested (without a new reference).",
        "Item 1: entry yes; hold off on the citation.",
        "Item 1: as suggested, but do not add a reference.",
        "Item 1: leave out the citation.",
        # The same refusal in Chinese, in an aside of the line.
        "条目 1 照建议落笔（引用先不加）。",
    ],
)
def test_a_citation_refused_in_english_keeps_only_the_citation_out(
    tmp_path: Path, closing: str
) -> None:
    actions = plan(parse_brief(brief(ENTRY_AND_CITATION, closing)))
    assert proposed(actions) == {ActionKind.ADD_ENTRY}, closing
    (vetoed,) = [a for a in actions if a.forbidden_by]
    assert vetoed.kind is ActionKind.ADD_CITATION
    kb = FIXTURE_KB.read_text(encoding="utf-8")
    text = brief(ENTRY_AND_CITATION, closing)
    after = applied_kb(tmp_path, kb, text, "inbox/2026-12-08-inference-e1prep.md")
    added = set(after.splitlines()) - set(kb.splitlines())
    assert [line for line in added if "SpillGuard" in line] == [
        line for line in added if line.startswith("- ")
    ]
    assert not any("2612.70001" in line and "〔" in line for line in added), added


@pytest.mark.parametrize(
    "closing",
    [
        "Item 1: do not add a question.",
        "Item 1: as suggested, no open question.",
        "Item 1: as suggested (skip the question).",
        "Item 1: no new questions this round.",
    ],
)
def test_an_open_question_refused_in_english_keeps_only_the_question_out(closing: str) -> None:
    suggestion = (
        '§2.1 新增一条 SpillGuard；§七 登记一条引用；§6.1 新增一问："溢出预测能否跨模型迁移？"'
    )
    actions = plan(parse_brief(brief(suggestion, closing)))
    assert proposed(actions) == {ActionKind.ADD_ENTRY, ActionKind.ADD_CITATION}, closing


@pytest.mark.parametrize(
    "closing",
    [
        # Words about a reference that refuse nothing, or refuse another thing.
        "Item 1: as suggested; the reference is in the arXiv list.",
        "Item 1: as suggested, no new section.",
        "Item 1: as suggested (citation number 73).",
        "Item 1: as suggested, cite it by its arXiv number.",
    ],
)
def test_words_about_a_citation_that_refuse_none_leave_it_proposed(closing: str) -> None:
    actions = plan(parse_brief(brief(ENTRY_AND_CITATION, closing)))
    assert ActionKind.ADD_CITATION in proposed(actions), closing


@pytest.mark.parametrize(
    "closing",
    [
        "条目 1：§2.1 新增（引用先不加）。",
        "条目 1：§2.1 照建议落笔（暂不加引用）。",
        "条目 1：§2.1 新增一条（参考文献本轮不补）。",
        "Item 1: §2.1 as suggested (skip the reference).",
    ],
)
def test_a_citation_refused_in_an_aside_of_a_line_naming_the_place_is_no_request(
    closing: str,
) -> None:
    # The aside's `加` / `补` asks nothing: the line names the entry's place, and its aside
    # keeps the citation out.
    actions = plan(parse_brief(brief(ENTRY_AND_CITATION, closing)))
    assert proposed(actions) == {ActionKind.ADD_ENTRY}, [(a.kind, a.reason) for a in actions]
    assert not [a for a in actions if a.kind is ActionKind.ADD_CITATION and not a.forbidden_by]


@pytest.mark.parametrize(
    "closing",
    [
        # A citation named, then any word of putting it off or turning it down.
        "条目 1：§2.1 新增（引用另议）。",
        "条目 1：§2.1 新增（参考文献回头再说）。",
        "条目 1 照建议落笔（引用以后再补）。",
        "条目 1：§2.1 新增（引用待议）。",
        "条目 1：§2.1 新增，引用下轮再说。",
        "条目 1：§2.1 照建议，引用不要了。",
        "Item 1: §2.1 as suggested (citation later).",
        "Item 1: as suggested (the reference: on hold).",
    ],
)
def test_a_citation_put_off_in_an_aside_keeps_it_out_and_the_entry_in(
    tmp_path: Path, closing: str
) -> None:
    actions = plan(parse_brief(brief(ENTRY_AND_CITATION, closing)))
    assert proposed(actions) == {ActionKind.ADD_ENTRY}, [(a.kind, a.reason) for a in actions]
    (vetoed,) = [a for a in actions if a.forbidden_by]
    assert vetoed.kind is ActionKind.ADD_CITATION
    kb = FIXTURE_KB.read_text(encoding="utf-8")
    after = applied_kb(
        tmp_path, kb, brief(ENTRY_AND_CITATION, closing), "inbox/2026-12-08-inference-e1prep.md"
    )
    added = set(after.splitlines()) - set(kb.splitlines())
    # The entry in §2.1, where the line names it; no citation anywhere.
    (entry,) = added
    assert "SpillGuard" in entry and after.index(entry) < after.index("### 2.2")
    assert not any(line.startswith("- arXiv:2612.70001") for line in added)


@pytest.mark.parametrize(
    "closing",
    [
        "条目 1：照建议（开放问题另议）。",
        "条目 1 照建议落笔，开放问题回头再说。",
        "Item 1: as suggested (open question deferred).",
        "条目 1：照建议（待解问题以后再补）。",
    ],
)
def test_an_open_question_put_off_keeps_only_the_question_out(closing: str) -> None:
    suggestion = (
        '§2.1 新增一条 SpillGuard；§七 登记一条引用；§6.1 新增一问："溢出预测能否跨模型迁移？"'
    )
    actions = plan(parse_brief(brief(suggestion, closing)))
    assert proposed(actions) == {ActionKind.ADD_ENTRY, ActionKind.ADD_CITATION}, closing
    assert [a.kind for a in actions if a.forbidden_by] == [ActionKind.ADD_QUESTION]


@pytest.mark.parametrize(
    "closing",
    [
        # An aside about the citation that puts nothing off; a deferral of the whole line.
        "条目 1：§2.1 新增（引用号见 arXiv 列表）。",
        "Item 1: as suggested (reference number 73).",
        "条目 1：照建议（引用照常登记）。",
    ],
)
def test_an_aside_naming_a_citation_without_putting_it_off_leaves_it_proposed(
    closing: str,
) -> None:
    actions = plan(parse_brief(brief(ENTRY_AND_CITATION, closing)))
    assert ActionKind.ADD_CITATION in proposed(actions), closing


@pytest.mark.parametrize(
    "caveat",
    [
        "OOM 次数为作者自测，引用先不加。",
        "单机数据；引用暂不登记。",
        "未见第三方复现，引用另议。",
        "OOM 次數為作者自測，引用先不加。",
        "引用本轮不补，等 E2 复现。",
        # The citation list by its name, whatever number the suggestion gives it (§七).
        "单机数据，参考文献本轮不补。",
        "作者自测；参考文献先不加。",
        "参考文献暂不登记，等复现。",
        "引用列表这轮不登。",
        "References: skip for now.",
    ],
)
def test_a_citation_refused_in_the_items_caveat_keeps_only_the_citation_out(
    tmp_path: Path, caveat: str
) -> None:
    text = brief(ENTRY_AND_CITATION) + f"- **值得警惕**：{caveat}\n"
    actions = plan(parse_brief(text))
    assert proposed(actions) == {ActionKind.ADD_ENTRY}, [(a.kind, a.reason) for a in actions]
    (vetoed,) = [a for a in actions if a.forbidden_by]
    assert vetoed.kind is ActionKind.ADD_CITATION
    kb = FIXTURE_KB.read_text(encoding="utf-8")
    after = applied_kb(tmp_path, kb, text, "inbox/2026-12-08-inference-e1prep.md")
    (entry,) = set(after.splitlines()) - set(kb.splitlines())
    assert "SpillGuard" in entry


@pytest.mark.parametrize(
    "caveat",
    [
        "OOM 次数为作者自测，不得写进 §1.1 作为结论。",
        "单机数据，引用时注明作者自测。",
        "未见第三方复现。",
        "原文参考文献格式不统一。",
    ],
)
def test_an_items_caveat_that_refuses_no_citation_leaves_it_proposed(caveat: str) -> None:
    actions = plan(parse_brief(brief(ENTRY_AND_CITATION) + f"- **值得警惕**：{caveat}\n"))
    assert proposed(actions) == {ActionKind.ADD_ENTRY, ActionKind.ADD_CITATION}, caveat


def test_an_open_question_refused_in_the_items_caveat_keeps_only_the_question_out() -> None:
    suggestion = (
        '§2.1 新增一条 SpillGuard；§七 登记一条引用；§6.1 新增一问："溢出预测能否跨模型迁移？"'
    )
    text = brief(suggestion) + "- **值得警惕**：作者自测；开放问题另议。\n"
    actions = plan(parse_brief(text))
    assert proposed(actions) == {ActionKind.ADD_ENTRY, ActionKind.ADD_CITATION}
