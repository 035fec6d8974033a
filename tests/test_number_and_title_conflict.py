"""A section number and heading words that name two different sections (`§1.2「双塔」` where
双塔 is §1.1's title) are reported with both headings, however the words are set off (a space,
「」, （）) and whether the headings end with attributes (`{#dual}`). (Our own KB and briefs.)"""

from __future__ import annotations

import pytest

from kbpatch.models import ActionKind, Status

from .conftest import render_brief

KB = """\
# 检索 活文档

## 1 稠密检索{attrs1}

### 1.1 双塔{attrs2}

- **DPR**：双塔编码器。

### 1.2 晚交互{attrs3}

- **ColBERT**：逐词晚交互。
"""


def brief(request: str) -> str:
    return (
        "# 检索 · E1 预消化简报（2026-12-22）\n\n"
        "- **对照活文档**：organized/knowledge/retrieval.md\n\n"
        "## 一、增量\n\n"
        "### 增量 1：Contriever-2 论文首采\n\n"
        "- **来源**：organized/paper_cards/31-contriever2.md\n"
        "- **要点**：Contriever-2 用无监督对比学习训练检索器。\n"
        f"- **建议归入**：{request}\n"
    )


ATTRIBUTES = {"none": ("", "", ""), "ids": (" {#dense}", " {#dual}", " {#late}")}


@pytest.mark.parametrize("attrs", sorted(ATTRIBUTES))
@pytest.mark.parametrize(
    "request_words",
    (
        "§1.2 双塔 小节新增一条 Contriever-2。",
        "§1.2「双塔」新增一条 Contriever-2。",
        "§1.2（双塔）新增一条 Contriever-2。",
        "§1.2 双塔新增一条 Contriever-2。",
    ),
)
def test_a_number_and_another_sections_title_are_reported(attrs: str, request_words: str) -> None:
    one, two, three = ATTRIBUTES[attrs]
    lines = KB.format(attrs1=one, attrs2=two, attrs3=three).splitlines(keepends=True)
    [entry] = [
        r
        for a, r in render_brief(brief(request_words), lines, "2026-12-22")
        if a.kind is ActionKind.ADD_ENTRY
    ]
    assert entry.status is Status.UNRESOLVED
    assert "「双塔」" in entry.reason and "1.1 双塔" in entry.reason


@pytest.mark.parametrize("attrs", sorted(ATTRIBUTES))
@pytest.mark.parametrize(
    "request_words",
    (
        "§1.2 晚交互 小节新增一条 Contriever-2。",
        "§1.2「晚交互」新增一条 Contriever-2。",
        "「晚交互」一节新增一条 Contriever-2。",
    ),
)
def test_a_number_and_its_own_title_agree(attrs: str, request_words: str) -> None:
    one, two, three = ATTRIBUTES[attrs]
    lines = KB.format(attrs1=one, attrs2=two, attrs3=three).splitlines(keepends=True)
    [entry] = [
        r
        for a, r in render_brief(brief(request_words), lines, "2026-12-22")
        if a.kind is ActionKind.ADD_ENTRY
    ]
    assert entry.status is Status.PROPOSED, entry.reason
    assert entry.edit is not None and lines[entry.edit.start - 1] == "- **ColBERT**：逐词晚交互。\n"
