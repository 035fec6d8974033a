"""Words that describe rather than ask: a verb used as an attribute (`新增的两个案例`,
`更新后的数字`), a request's own name for a new entry, values followed by a closing particle.
Each said four ways in our own words, planned and rendered against a small KB."""

from __future__ import annotations

from pathlib import Path

import pytest

from kbpatch.api import propose
from kbpatch.kb import Kb
from kbpatch.models import Action, ActionKind, Status
from kbpatch.render import Rendered

from .conftest import KB_PATH, added_lines, git, make_repo, render_brief

DATE = "2026-12-06"

KB = """\
# serving 活文档

## 一、缓存

### 1.1 前缀缓存

- **RadixCache**：按前缀树共享 KV。
- **LRU 换出**：冷块写回主机内存，命中率 35%。

### 1.2 趋势

- 前缀共享成为引擎默认。
- 冷热分层进入主流引擎，代表版本 v3.1。

## 二、开放问题

1. 冷档落盘的延迟能否被预取掩盖？

## 三、引用列表

1. arXiv:2401.00001 — RadixAttention〔§1.1〕
"""
LINES = KB.splitlines(keepends=True)


def brief(
    suggestion: str,
    caveat: str = "",
    title: str = "TierServe —— 三档 KV 分层",
    summary: str = "热档常驻显存，温档放主机内存，冷档落盘。",
) -> str:
    text = (
        "serving · E1 预消化简报(2026-12-06)\n\n一、今日 serving 主题的重要增量（1 条）\n\n"
        f"增量 1：{title}\n\n"
        "来源：organized/repo_cards/3001-tierserve.md\n\n"
        f"要点：{summary}\n\n"
        f"建议归入：{suggestion}\n"
    )
    if caveat:
        text += f"\n值得警惕：{caveat}\n"
    return text


def rendered(text: str) -> list[tuple[Action, Rendered]]:
    return render_brief(text, LINES, DATE)


def kinds(results: list[tuple[Action, Rendered]]) -> list[tuple[ActionKind, str]]:
    return [(a.kind, a.clause) for a, _ in results]


@pytest.mark.parametrize(
    "caveat",
    [
        "v2 新增的两个案例都来自作者的合作方，独立性有限。",
        "补充的实验只在单卡上跑过。",
        "更新后的命中率只是作者自测。",
        "被引 4 → 7 是元数据变化，不是新结论。",
        "删减后的版本去掉了冷档，结论未必成立。",
        "The newly added cases come from the authors' own partners.",
    ],
)
def test_a_verb_that_describes_a_noun_asks_for_nothing_and_is_not_reported(caveat: str) -> None:
    results = rendered(brief("§1.1 新增一条 TierServe。", caveat))
    assert [a.kind for a, _ in results] == [ActionKind.ADD_ENTRY], kinds(results)
    assert results[0][1].status is Status.PROPOSED


@pytest.mark.parametrize(
    ("title", "suggestion"),
    [
        (
            "分层缓存的新条目 —— TierServe（arXiv:2612.00001）",
            "§1.1 新增一条 TierServe，与 RadixCache 并列。",
        ),
        ("三档分层缓存的新条目", "§1.1 新增 TierServe 条目。"),
        ("分层的新方案 —— 来自 TierServe 团队", "§1.1 增录 TierServe。"),
        ("冷热三档 —— 又一种分层", "§1.1 新增一条 TierServe 条目，放 LRU 换出之后。"),
    ],
)
def test_a_new_entry_is_named_as_the_request_names_it(title: str, suggestion: str) -> None:
    results = rendered(brief(suggestion, title=title))
    assert [a.kind for a, _ in results] == [ActionKind.ADD_ENTRY], kinds(results)
    _, result = results[0]
    assert result.status is Status.PROPOSED, result
    (line,) = added_lines(result, LINES)
    assert line.startswith("- **TierServe**"), line
    assert "分层" not in line.split("：")[0] and "新方案" not in line


def test_a_title_with_a_latin_word_before_the_requests_name_is_kept() -> None:
    # `甲厂 X200`, `Acme TierServe`: the words before the name may name its maker.
    results = rendered(brief("§1.1 新增一条 TierServe。", title="Acme TierServe —— 三档分层"))
    (line,) = added_lines(results[0][1], LINES)
    assert line.startswith("- **Acme TierServe**"), line


@pytest.mark.parametrize(
    "suggestion",
    [
        "§1.1 LRU 换出一条：35% → 40% 即可。",
        "§1.1 LRU 换出一条：命中率 35% → 40% 为宜。",
        "§1.1 LRU 换出一条 35% → 40%就行。",
        "§1.1 LRU 换出一条，35% 改为 40%就好。",
        "§1.1 LRU 换出一条，从 35% 改为 40% 即可。",
    ],
)
def test_a_particle_closing_a_replace_is_no_part_of_the_new_value(suggestion: str) -> None:
    results = rendered(brief(suggestion))
    assert [a.kind for a, _ in results] == [ActionKind.REPLACE], kinds(results)
    _, result = results[0]
    assert result.status is Status.PROPOSED, result
    assert added_lines(result, LINES) == ["- **LRU 换出**：冷块写回主机内存，命中率 40%。\n"]


@pytest.mark.parametrize(
    "suggestion",
    ["§1.2 冷热分层一条：v3.1 → v3.2 已修复。", "§1.2 冷热分层一条：v3.1 → v3.2 仍可复现。"],
)
def test_words_after_a_new_value_that_may_be_its_own_leave_the_replace_reported(
    suggestion: str,
) -> None:
    results = rendered(brief(suggestion))
    assert [a.kind for a, _ in results] == [ActionKind.NOT_UNDERSTOOD], kinds(results)
    assert "v3.1 → v3.2" in results[0][0].request


QUESTION = "2. 温档能否改用 CXL 内存？（E1 2026-12-06 · 增量 1）\n"


@pytest.mark.parametrize(
    "suggestion",
    [
        "§二 第 1 条后面加一问「温档能否改用 CXL 内存？」。",
        "§二 加一问「温档能否改用 CXL 内存？」。",
        "开放问题里再添一问「温档能否改用 CXL 内存？」。",
        "§二 再添一问：「温档能否改用 CXL 内存？」",
        "§二 增列一问「温档能否改用 CXL 内存？」，与 §1.2 冷热分层那条互相指引。",
    ],
)
def test_one_more_question_with_its_words_is_an_open_question(suggestion: str) -> None:
    results = rendered(brief(suggestion))
    questions = [(a, r) for a, r in results if a.kind is ActionKind.ADD_QUESTION]
    assert len(questions) == 1, kinds(results)
    assert added_lines(questions[0][1], LINES) == [QUESTION]
    # The entry to point back at it is not edited, and not silently dropped either.
    others = [(a, r) for a, r in results if a.kind is not ActionKind.ADD_QUESTION]
    assert all(r.edit is None for _, r in others), kinds(results)
    if "互相指引" in suggestion:
        (report,) = others
        assert report[0].kind is ActionKind.NOT_UNDERSTOOD
        assert "冷热分层那条互相指引" in report[1].reason


@pytest.mark.parametrize("suggestion", ["§二 加一问。", "§二 再添一问，下周给出措辞。"])
def test_one_more_question_without_its_words_writes_nothing(suggestion: str) -> None:
    results = rendered(brief(suggestion))
    assert all(r.edit is None for _, r in results), kinds(results)
    assert any(r.status is not Status.PROPOSED for _, r in results)


@pytest.mark.parametrize(
    ("suggestion", "line"),
    [
        (
            "§1.2 冷热分层那行补上 arXiv:2612.00001。",
            "- 冷热分层进入主流引擎，代表版本 v3.1（arXiv:2612.00001）。\n",
        ),
        (
            "§1.2 前缀共享这一行补 arXiv:2612.00001。",
            "- 前缀共享成为引擎默认（arXiv:2612.00001）。\n",
        ),
        (
            "§1.2 冷热分层 那条补出处 arXiv:2612.00001。",
            "- 冷热分层进入主流引擎，代表版本 v3.1（arXiv:2612.00001）。\n",
        ),
        (
            "§1.2 前缀共享那行补上出处（arXiv:2612.00001）。",
            "- 前缀共享成为引擎默认（arXiv:2612.00001）。\n",
        ),
    ],
)
def test_a_source_for_the_one_line_holding_the_words_named_is_added(
    suggestion: str, line: str
) -> None:
    results = rendered(brief(suggestion))
    assert [a.kind for a, _ in results] == [ActionKind.ADD_SOURCE], kinds(results)
    assert added_lines(results[0][1], LINES) == [line]


@pytest.mark.parametrize(
    "suggestion", ["§1.2 引擎那行补上 arXiv:2612.00001。", "§1.2 CXL 那行补上 arXiv:2612.00001。"]
)
def test_a_source_for_words_on_several_lines_or_none_is_reported(suggestion: str) -> None:
    results = rendered(brief(suggestion))
    assert [a.kind for a, _ in results] == [ActionKind.ADD_SOURCE], kinds(results)
    assert results[0][1].status is Status.UNRESOLVED and results[0][1].edit is None


@pytest.mark.parametrize(
    "suggestion",
    [
        "§1.1 维持现状；§1.2 新增一条 TierServe。",
        "§1.1 保持原状；§1.2 新增一条 TierServe。",
        "Hold off on §1.1; §1.2 新增一条 TierServe。",
        "Leave §1.1 alone; §1.2 新增一条 TierServe。",
        "Keep §1.1 as it is; §1.2 新增一条 TierServe。",
    ],
)
def test_a_plain_keep_keeps_its_section_and_reports_nothing(suggestion: str) -> None:
    results = rendered(brief(suggestion))
    assert [(a.kind, a.target.key if a.target else "") for a, _ in results] == [
        (ActionKind.CONSTRAINT, "1.1"),
        (ActionKind.ADD_ENTRY, "1.2"),
    ], kinds(results)
    assert results[1][1].status is Status.PROPOSED


@pytest.mark.parametrize(
    ("suggestion", "closing"),
    [
        ("§1.1 新增一条 TierServe。", "1. 「前缀缓存」小节 新增 TierServe 一条（增量 1）。"),
        ("「前缀缓存」一节 添一条 TierServe。", "1. §1.1 新增 TierServe（增量 1）。"),
        ("「前缀缓存」小节 新增一条 TierServe；§1.1 新增一条 TierServe。", ""),
        ("「缓存 → 前缀缓存」小节 新增一条 TierServe。", "1. 1.1 节 加 TierServe 一条（增量 1）。"),
    ],
)
def test_one_new_entry_asked_by_title_and_by_number_is_written_once(
    suggestion: str, closing: str, tmp_path: Path
) -> None:
    text = brief(suggestion)
    if closing:
        text += f"\n今晚建议的归并动作\n\n{closing}\n"
    proposal = propose(text, Kb(KB, path=KB_PATH))
    entries = [o for o in proposal.outcomes if o.action.kind is ActionKind.ADD_ENTRY]
    assert [o.status for o in entries] == [Status.PROPOSED, Status.SKIPPED], entries
    assert entries[1].reason.startswith(f"the same entry as {entries[0].action.id}")
    (patch,) = proposal.patches
    added = [line for line in patch.diff.splitlines() if line.startswith("+- ")]
    assert added == [
        "+- **TierServe**：热档常驻显存，温档放主机内存，冷档落盘。"
        "来源：organized/repo_cards/3001-tierserve.md。（E1 2026-12-06 · 增量 1）"
    ]
    repo = make_repo(tmp_path / "kb", KB.encode())
    git(repo.root, "apply", "--check", "-", input=patch.diff.encode())


def test_entries_of_two_items_in_one_section_are_both_written() -> None:
    second = (
        "\n增量 2：ColdSkip —— 冷档跳读\n\n来源：organized/repo_cards/3002-coldskip.md\n\n"
        "要点：冷档只读被命中的块。\n\n建议归入：「前缀缓存」小节 新增一条 ColdSkip。\n"
    )
    text = brief("§1.1 新增一条 TierServe。").replace("（1 条）", "（2 条）") + second
    proposal = propose(text, Kb(KB, path=KB_PATH))
    entries = [o for o in proposal.outcomes if o.action.kind is ActionKind.ADD_ENTRY]
    assert [o.status for o in entries] == [Status.PROPOSED, Status.PROPOSED], entries


@pytest.mark.parametrize(
    "suggestion",
    [
        '§1.1 LRU 换出 那条下补一个子项"风险：冷块回读拖慢尾延迟。"',
        "「前缀缓存」一节 RadixCache 条目下面加一个子条目「风险：树过深时查找变慢」。",
        '§1.1 在 LRU 换出一条下新增子要点："风险：冷块回读拖慢尾延迟。"',
        'Sec. 1.1: add a sub-item under LRU 换出: "风险：冷块回读拖慢尾延迟。"',
    ],
)
def test_a_sub_item_under_an_entry_is_reported_never_a_new_entry(suggestion: str) -> None:
    # (This document nests no item anywhere: the new one's form is not guessed.)
    results = rendered(brief(suggestion))
    assert all(r.edit is None for _, r in results), kinds(results)
    (report,) = [r for _, r in results if r.status in (Status.NOT_UNDERSTOOD, Status.UNRESOLVED)]
    assert "nested" in report.reason
    assert "风险" in report.reason  # the brief's own words are quoted


@pytest.mark.parametrize(
    "suggestion",
    [
        '§1.1 示例代码块末尾补一行"kvctl tier --hot 4G"。',
        "「前缀缓存」一节的命令块里加一行「kvctl tier --hot 4G」。",
        '§1.1 在代码段最后新增一行："kvctl tier --hot 4G"',
        'Sec. 1.1: append "kvctl tier --hot 4G" to the code block.',
    ],
)
def test_a_line_inside_a_code_block_is_reported_never_a_new_entry(suggestion: str) -> None:
    results = rendered(brief(suggestion))
    assert all(r.edit is None for _, r in results), kinds(results)
    (report,) = [(a, r) for a, r in results if a.kind is ActionKind.NOT_UNDERSTOOD]
    assert "inside a" in report[1].reason and "kvctl tier" in report[1].reason


@pytest.mark.parametrize(
    "closing",
    [
        "1. §二 加一问「温档能否改用 CXL 内存？」，与 LRU 换出那条互相指引（增量 1）。",
        "1. §二 新增开放问题「温档能否改用 CXL 内存？」，与 RadixCache 条目相互引用（增量 1）。",
        "1. 二、开放问题 再添一问「温档能否改用 CXL 内存？」，"
        "和 1.1 LRU 换出那一条双向链接（增量 1）。",
        "1. §二 增列一问「温档能否改用 CXL 内存？」，并与冷热分层那行互相指引（增量 1）。",
    ],
)
def test_a_pointer_from_an_existing_entry_to_a_new_question_is_reported(closing: str) -> None:
    text = brief("见归并动作。") + f"\n今晚建议的归并动作\n\n{closing}\n"
    results = rendered(text)
    questions = [(a, r) for a, r in results if a.kind is ActionKind.ADD_QUESTION]
    assert len(questions) == 1, kinds(results)
    assert added_lines(questions[0][1], LINES) == [QUESTION]
    reports = [r for a, r in results if a.kind is ActionKind.NOT_UNDERSTOOD]
    assert len(reports) == 1, kinds(results)
    assert "point at the new question" in reports[0].reason
    assert all(r.edit is None for a, r in results if a.kind is not ActionKind.ADD_QUESTION)


def test_a_pointer_in_the_questions_own_clause_is_reported_too() -> None:
    closing = "1. §二 加一问「温档能否改用 CXL 内存？」并与 LRU 换出那条互相指引（增量 1）。"
    results = rendered(brief("见归并动作。") + f"\n今晚建议的归并动作\n\n{closing}\n")
    assert [a.kind for a, _ in results] == [ActionKind.ADD_QUESTION, ActionKind.NOT_UNDERSTOOD]
    assert "LRU 换出那条互相指引" in results[1][1].reason
