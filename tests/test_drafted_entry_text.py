"""An entry text the analyst writes out in the suggestion (`条目写成："…"`, `措辞用"…"`, `内容：…`,
`条目全文如下：…`) is the entry's text: written as given, after the entry's name and id (not
twice when the drafted words open with them), never replaced by kbpatch's own from 要点.
So is the item's drafted field (`拟写条目：…`) a suggestion points at (`正文用下面的草稿`)."""

from __future__ import annotations

import pytest

from kbpatch.models import ActionKind, Status

from .conftest import added_lines, render_brief

DATE = "2026-12-08"

KB = """\
# inference 活文档

## 一、调度

### 1.1 路由

- **轮询**：按副本轮转。
"""
LINES = KB.splitlines(keepends=True)
DRAFT = "按长度分段校准打分，缓解长请求错派（作者自测）。"


def brief(suggestion: str) -> str:
    return (
        "# inference · E1 预消化简报（2026-12-08）\n\n> 作者：qiu\n\n## 一、增量\n\n"
        "### 条目 1：SliceRoute（arXiv:2612.05501）\n\n"
        "- **来源**：arXiv:2612.05501\n"
        "- **要点**：SliceRoute 按请求长度分段校准路由打分，错派率降 5 点（两个负载）。\n"
        f"- **建议归入**：{suggestion}\n\n"
        "## 二、可引用的 arXiv 号\n\n- arXiv:2612.05501 — SliceRoute\n"
    )


@pytest.mark.parametrize(
    "suggestion",
    [
        f'§1.1 新增一条 SliceRoute，条目写成："{DRAFT}"',
        f"§1.1 新增一条 SliceRoute，措辞用「{DRAFT}」",
        f"§1.1 新增一条 SliceRoute，正文用“{DRAFT}”",
        f"§1.1 新增一条 SliceRoute，内容：{DRAFT}",
        f"§1.1 新增一条，条目全文如下：{DRAFT}",
        f"§1.1 新增一条，条目全文如下：SliceRoute（arXiv:2612.05501）{DRAFT}",
        f'§1.1 新增一条："SliceRoute（arXiv:2612.05501）：{DRAFT}"',
    ],
)
def test_the_drafted_entry_text_is_written_as_given(suggestion: str) -> None:
    [result] = [
        r for a, r in render_brief(brief(suggestion), LINES, DATE) if a.kind is ActionKind.ADD_ENTRY
    ]
    assert result.status is Status.PROPOSED, result.reason
    [line] = [line for line in added_lines(result, LINES) if line.strip()]
    assert DRAFT.rstrip("。") in line
    assert "错派率降 5 点" not in line
    assert line.count("SliceRoute") == 1 and line.count("2612.05501") == 1


def with_field(text: str, field: str) -> str:
    """The brief with an item field written before its suggestion."""
    return text.replace("- **建议归入**", f"- {field}\n- **建议归入**")


@pytest.mark.parametrize(
    ("suggestion", "label"),
    [
        ("§1.1 新增一条，正文用下面的草稿。", "拟写条目"),
        ('§1.1 新增一条，按"拟写"一栏的文字落笔。', "拟写"),
        ("§1.1 新增一条 SliceRoute，照拟稿写。", "拟稿"),
        ("§1.1 新增一条 SliceRoute，正文用建议写法。", "建议写法"),
        ("§1.1 新增一条，正文用落笔稿。", "落笔稿"),
        ("§1.1 新增一条，正文照草拟条目落笔。", "草拟条目"),
    ],
)
def test_the_drafted_field_the_suggestion_points_at_is_the_entry_text(
    suggestion: str, label: str
) -> None:
    drafted = f"**{label}**：- **SliceRoute**（arXiv:2612.05501）：{DRAFT}"
    text = with_field(brief(suggestion), drafted)
    [(add, result)] = [(a, r) for a, r in render_brief(text, LINES, DATE) if a.kind.edits_document]
    assert add.kind is ActionKind.ADD_ENTRY
    assert result.status is Status.PROPOSED, result.reason
    assert added_lines(result, LINES) == [
        f"- **SliceRoute**（arXiv:2612.05501）：{DRAFT}（E1 {DATE} · 条目 1）\n"
    ]


def test_the_closing_list_may_point_at_the_drafted_field() -> None:
    text = with_field(brief("§1.1 新增一条 SliceRoute。"), f"**拟写条目**：{DRAFT}") + (
        "\n## 三、结论与建议动作\n\n- §1.1 新增一条，正文用拟写条目（条目 1）。\n"
    )
    [result] = [r for a, r in render_brief(text, LINES, DATE) if a.kind.edits_document]
    assert result.status is Status.PROPOSED, result.reason
    [line] = [line for line in added_lines(result, LINES) if line.strip()]
    assert DRAFT.rstrip("。") in line and "错派率降 5 点" not in line


def test_in_a_list_of_plain_sentences_the_drafted_words_keep_their_subject() -> None:
    plain = "# inference 活文档\n\n## 一、调度\n\n### 1.1 路由\n\n- 轮询按副本轮转，最简单。\n"
    lines = plain.splitlines(keepends=True)
    text = with_field(
        brief("§1.1 新增一条，正文用下面的草稿。"),
        f"**拟写条目**：SliceRoute（arXiv:2612.05501）：{DRAFT}",
    )
    [(_, result)] = [(a, r) for a, r in render_brief(text, lines, DATE) if a.kind.edits_document]
    assert result.status is Status.PROPOSED, result.reason
    [line] = [line for line in added_lines(result, lines) if line.strip()]
    assert line.startswith(f"- SliceRoute {DRAFT.rstrip('。')}")


@pytest.mark.parametrize(
    ("suggestion", "fields"),
    [
        ("§1.1 新增一条，正文用下面的草稿。", []),
        ("§1.1 新增一条 SliceRoute，草稿见下。", []),
        ("§1.1 新增一条，正文用下面的草稿。", [f"**拟写条目**：{DRAFT}", "**草稿**：另一种写法。"]),
        ('§1.1 新增一条，按"拟写"一栏的文字落笔。', ["**拟写**："]),
    ],
)
def test_an_entry_text_drafted_where_kbpatch_finds_none_or_two_is_reported(
    suggestion: str, fields: list[str]
) -> None:
    text = brief(suggestion)
    for field in fields:
        text = with_field(text, field)
    results = render_brief(text, LINES, DATE)
    assert not [r for _, r in results if r.edit is not None]
    [reported] = [a for a, _ in results if a.kind is ActionKind.NOT_UNDERSTOOD]
    assert "drafted elsewhere" in reported.reason


@pytest.mark.parametrize(
    "suggestion",
    ["§1.1 新增一条 SliceRoute（草稿模型路由）。", "§1.1 新增一条 SliceRoute，用草稿模型做对照。"],
)
def test_a_draft_model_named_in_the_suggestion_asks_for_no_drafted_text(suggestion: str) -> None:
    [result] = [
        r for a, r in render_brief(brief(suggestion), LINES, DATE) if a.kind is ActionKind.ADD_ENTRY
    ]
    assert result.status is Status.PROPOSED, result.reason


TREND_KB = (
    KB + "\n## 二、趋势\n\n### 2.1 趋势判断\n\n- 路由从轮询走向感知负载（arXiv:2401.00007）。\n"
)
TREND_LINES = TREND_KB.splitlines(keepends=True)


@pytest.mark.parametrize(
    ("suggestion", "written"),
    [
        ("§2.1 新增趋势一行：路由打分开始按长度分段。", "- 路由打分开始按长度分段。"),
        (
            "§2.1 补一行趋势：路由打分开始按长度分段（arXiv:2612.05501）。",
            "- 路由打分开始按长度分段（arXiv:2612.05501）。",
        ),
        (
            "§2.1 新增一条趋势：长请求错派成为路由的主要误差来源。",
            "- 长请求错派成为路由的主要误差来源。",
        ),
        (
            "§1.1 新增一条：SliceRoute 支持不停机热更新分段表。",
            "- **SliceRoute**（arXiv:2612.05501）：支持不停机热更新分段表。",
        ),
    ],
)
def test_the_words_after_the_colon_of_a_new_line_are_its_text(
    suggestion: str, written: str
) -> None:
    [result] = [
        r
        for a, r in render_brief(brief(suggestion), TREND_LINES, DATE)
        if a.kind is ActionKind.ADD_ENTRY
    ]
    assert result.status is Status.PROPOSED, result.reason
    [line] = [line for line in added_lines(result, TREND_LINES) if line.strip()]
    assert line.startswith(written.rstrip("。"))
    assert "错派率降 5 点" not in line


def test_the_words_after_a_colon_go_to_the_clause_that_holds_them_only() -> None:
    suggestion = "§1.1 新增一条 SliceRoute；§2.1 新增趋势一行：路由打分开始按长度分段。"
    results = [
        (a.target.key if a.target else "", r)
        for a, r in render_brief(brief(suggestion), TREND_LINES, DATE)
        if a.kind is ActionKind.ADD_ENTRY
    ]
    lines = {key: added_lines(r, TREND_LINES)[-1] for key, r in results}
    assert "错派率降 5 点" in lines["1.1"] and "按长度分段" not in lines["1.1"]
    assert lines["2.1"].startswith("- 路由打分开始按长度分段。")
