"""A part of a section named in one clause and edited in the next: `§2.1 第 3 条，"X" 不改；
第 2 条里 "A" 换成 "B"` keeps entry 3 and replaces in entry 2 of the section the sentence before
named; `§2.2 X 那条，"A" 改为 "B"` replaces in X. The report quotes each clause's own words."""

from __future__ import annotations

from pathlib import Path

import pytest

from kbpatch.models import ActionKind, Status

from .conftest import KB_PATH, applied_kb, render_brief

DATE = "2026-12-08"
BRIEF = "inbox/jay/2026-12-08-inference-e1prep.md"

KB = """\
# inference 活文档

## 二、投机解码

### 2.1 生产配置经验

1. 先开前缀缓存，命中率低于 20% 时再关。
2. 投机解码：草稿长度降到 3–4，接受率更稳。
3. 分块 prefill 默认关闭。

### 2.2 草稿模型

- **TinyDraft**：参数 0.5B，接受长度 2.1。
- **WideDraft**：参数 1.5B，接受长度 2.6。
"""
LINES = KB.splitlines(keepends=True)
ENTRY_2 = "2. 投机解码：草稿长度降到 3，接受率更稳。\n"


def brief(closing: str) -> str:
    return (
        "# inference · E1 预消化简报(2026-12-08)\n\n"
        f"对照：{KB_PATH}\n\n本轮只有订正。\n\n"
        f"## 建议动作\n\n1. {closing}\n"
    )


@pytest.mark.parametrize(
    "closing",
    [
        '§2.1 第 3 条，"默认关闭" 不改；第 2 条里 "草稿长度降到 3–4" 换成 "草稿长度降到 3"。',
        '§2.1 第 3 条不动；第 2 条 "草稿长度降到 3–4" 改为 "草稿长度降到 3"。',
        "2.1 节第三条保持原样；第二条里「草稿长度降到 3–4」改成「草稿长度降到 3」。",
        "§2.1 配置经验第 3 条，“默认关闭”不改；第 2 条：“草稿长度降到 3–4” → “草稿长度降到 3”。",
    ],
)
def test_an_entry_named_after_a_keep_of_another_is_edited_in_the_same_section(
    closing: str,
) -> None:
    results = render_brief(brief(closing), LINES, DATE)
    assert not [a for a, _ in results if a.kind is ActionKind.NOT_UNDERSTOOD], [
        (a.kind, a.reason) for a, _ in results
    ]
    [(replace, result)] = [(a, r) for a, r in results if a.kind is ActionKind.REPLACE]
    assert replace.target is not None and replace.target.key == "2.1"
    assert not replace.forbidden_by
    assert result.status is Status.PROPOSED, result.reason
    assert result.edit is not None
    assert [line for line in result.edit.lines if line not in LINES] == [ENTRY_2]
    # The keep is reported with its own words, naming entry 3 only.
    [keep] = [a for a, _ in results if a.kind is ActionKind.CONSTRAINT]
    assert keep.anchor == "第 3 条"
    assert "第 2 条" not in keep.reason and "第二条" not in keep.reason


@pytest.mark.parametrize(
    "closing",
    [
        '§2.2 TinyDraft 那条，"2.1" 改为 "2.3"。',
        "§2.2 TinyDraft 这条，「接受长度 2.1」更正为「接受长度 2.3」。",
        "§2.2 TinyDraft 那一条，“2.1” → “2.3”。",
        "§2.2 TinyDraft 那条，接受长度 2.1 → 接受长度 2.3",
    ],
)
def test_an_entry_named_before_a_comma_is_the_row_of_the_replace(closing: str) -> None:
    results = render_brief(brief(closing), LINES, DATE)
    edits = [(a, r) for a, r in results if a.kind.edits_document]
    # Two bare numbers make an update of a number, a kind of replace.
    assert [a.kind for a, _ in edits] in (
        [ActionKind.REPLACE],
        [ActionKind.UPDATE_NUMBER],
    ), [(a.kind, a.reason) for a, _ in results]
    action, result = edits[0]
    assert action.subject == "TinyDraft"
    assert result.status is Status.PROPOSED, result.reason
    assert result.edit is not None
    assert [line for line in result.edit.lines if line not in LINES] == [
        "- **TinyDraft**：参数 0.5B，接受长度 2.3。\n"
    ]


def test_a_part_named_with_no_section_before_it_is_not_placed_by_a_guess() -> None:
    """With no section named before it in the line, `第 2 条里…` has no place: no edit."""
    results = render_brief(
        brief('第 2 条里 "草稿长度降到 3–4" 换成 "草稿长度降到 3"。'), LINES, DATE
    )
    assert not [r for a, r in results if r.status is Status.PROPOSED]


def test_the_part_edits_apply_to_the_repository(tmp_path: Path) -> None:
    text = brief(
        '§2.1 第 3 条，"默认关闭" 不改；第 2 条里 "草稿长度降到 3–4" 换成 "草稿长度降到 3"。\n'
        '2. §2.2 TinyDraft 那条，"2.1" 改为 "2.3"。'
    )
    kb = applied_kb(tmp_path / "kb", KB, text, BRIEF)
    assert ENTRY_2 in kb and "3. 分块 prefill 默认关闭。" in kb
    assert "- **TinyDraft**：参数 0.5B，接受长度 2.3。" in kb
