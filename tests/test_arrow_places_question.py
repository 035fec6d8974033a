"""A closing line that points an item at a part by an arrow and says a question goes there
(`条目 2 → 第二部分 新增问题`, `Item 2 → Part 2 new question (Q3)`), where the item's own line
asks its question naming no place: the arrow says where that question goes, read as if the
item's line named the part. No second question, no "not understood" for a repeat. A part
that holds no list of questions (a table of other rows, a list of entries) is reported."""

from __future__ import annotations

from pathlib import Path

import pytest

from kbpatch.models import ActionKind, Status

from .conftest import applied_kb, render_brief

DATE = "2026-12-08"
BRIEF = "inbox/mei/2026-12-08-inference-e1prep.md"
QUESTION = "切块长度该随文档类型变吗？"

KB = """\
# 检索活文档

## 1. 方法

### 1.1 稀疏检索

- **BM25X**：词项加权的改进版。[1]

### 1.2 评测约定

| 项 | 必填 | 起始 |
|---|---|---|
| 种子 | 是 | 2026-08 |

## 2. 开放问题

- Q1：重排能否替代混合检索？
- Q2：长文档切块该多大？

## 3. 参考文献

- [1] arXiv:2601.00001 — BM25X (§1.1)
"""


def brief(arrow: str) -> str:
    return (
        "# inference · E1 预消化简报(2026-12-08)\n\n## 一、增量\n\n"
        "### 条目 1：ColBERT-Lite —— 轻量多向量\n\n"
        "- **来源**：paper_cards/1.md\n- **要点**：多向量压到 16 维。\n"
        "- **建议归入**：§1.1 新增一条 ColBERT-Lite。\n\n"
        "### 条目 2：切块长度之争\n\n- **来源**：inbox/notes.md\n"
        "- **要点**：两篇博客结论相反。\n"
        f'- **建议归入**：仅作为开放问题："{QUESTION}"\n\n'
        f"## 二、本轮结论与建议动作\n\n1. 条目 1 → §1.1。\n2. {arrow}\n"
    )


@pytest.mark.parametrize(
    "arrow",
    [
        "条目 2 → 第二部分 新增问题",
        "条目 2 → 第 2 部分（新增一问）",
        "条目 2 → §2 新增一问。",
        "Item 2 → Part 2 new question (Q3).",
        "Item 2 → §2 open question.",
    ],
)
def test_an_arrow_naming_a_question_places_the_item_s_question_there(
    tmp_path: Path, arrow: str
) -> None:
    results = render_brief(brief(arrow), KB.splitlines(keepends=True), DATE)
    assert not [a for a, _ in results if a.kind is ActionKind.NOT_UNDERSTOOD], results
    asked = [(a, r) for a, r in results if a.kind is ActionKind.ADD_QUESTION]
    assert len(asked) == 1 and asked[0][1].status is Status.PROPOSED, results
    assert 20 in asked[0][0].lines, asked  # the arrow's line is the question's too
    kb = applied_kb(tmp_path / "kb", KB, brief(arrow), BRIEF)
    assert f"- Q2：长文档切块该多大？\n- Q3：{QUESTION}" in kb, kb
    assert kb.count(QUESTION) == 1, kb


@pytest.mark.parametrize(
    "arrow",
    [
        "条目 2 → §1.2 新增问题",
        "条目 2 → 第一部分 新增一问",
        "Item 2 → Part 1 new question.",
        "Item 2 → §1.1 new question.",
    ],
)
def test_an_arrow_naming_a_question_at_a_part_without_questions_is_reported(arrow: str) -> None:
    results = render_brief(brief(arrow), KB.splitlines(keepends=True), DATE)
    asked = [r for a, r in results if a.kind is ActionKind.ADD_QUESTION]
    assert [r.status for r in asked] == [Status.UNRESOLVED], results
    assert "holds no list of open questions" in asked[0].reason, asked


@pytest.mark.parametrize("arrow", ["条目 2 → §2", "条目 2 → §1.2 新增一条", "Item 2 → Part 2."])
def test_an_arrow_that_names_no_question_is_still_reported(arrow: str) -> None:
    results = render_brief(brief(arrow), KB.splitlines(keepends=True), DATE)
    # Reported (or vetoed by the item's "only a question"), never taken as the question's place.
    assert [r.status for a, r in results if a.lines == (20,)] in (
        [Status.NOT_UNDERSTOOD],
        [Status.FORBIDDEN],
    ), results
    asked = [a for a, _ in results if a.kind is ActionKind.ADD_QUESTION]
    assert [(a.target.key if a.target else "", a.lines) for a in asked] == [("questions", (15,))]


@pytest.mark.parametrize(
    "asked",
    [
        f'§1.2 新增一问："{QUESTION}"',
        f"§1 加一问「{QUESTION}」",
        '§1.2 add a question: "Should chunk length follow the document type?"',
        f'§1 新增一条开放问题："{QUESTION}"',
    ],
)
def test_a_question_asked_of_a_part_whose_table_holds_other_rows_is_reported(asked: str) -> None:
    text = brief("条目 2 照建议。").replace(f'仅作为开放问题："{QUESTION}"', asked)
    results = render_brief(text, KB.splitlines(keepends=True), DATE)
    rendered = [r for a, r in results if a.kind is ActionKind.ADD_QUESTION]
    assert [r.status for r in rendered] == [Status.UNRESOLVED], results
    assert "table rows (「种子 | 是 | 2026-08」)" in rendered[0].reason, rendered
