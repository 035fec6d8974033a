"""A question named by the label the document gives it (`- **Q2** …？`) is that question:
`第三章 Q2 末尾补一句"…"`, `Q2 末尾加注"…"` with no section named (the question list, found by
its heading's words). What kbpatch cannot read of it is reported with its words, never
dropped; a quantisation format (`Q4_K_M`) or a quarter (`2026 Q4`) names no question."""

from __future__ import annotations

from pathlib import Path

import pytest

from kbpatch.models import ActionKind, Status
from kbpatch.parse import parse_brief
from kbpatch.reading import plan

from .conftest import KB_PATH, applied_kb, render_brief

DATE = "2026-12-11"
BRIEF = "inbox/sam/2026-12-11-inference-e1prep.md"

KB = """\
# retrieval 活文档

## 第一章 索引

### 1.1 量化

* 【标量量化】int8 标量量化，内存降到 1/4。
* 【Q4_K_M】4 bit 分组量化，召回损失约 1 点。

## 第三章 未决问题

- **Q1** 稀疏索引的体积能否压到 BM25 的 2 倍以内？（2026-08 提出）
- **Q2** 重排器蒸馏后延迟能否降到 20 ms 以内？（2026-09 提出）
- **Q3** 过滤图在租户数过万时构建成本是否可接受？（2026-10 提出）
"""
LINES = KB.splitlines(keepends=True)
Q2 = "- **Q2** 重排器蒸馏后延迟能否降到 20 ms 以内？（2026-09 提出）"


def brief(suggestion: str) -> str:
    return (
        "inference · E1 预消化简报(2026-12-11)\n\n"
        f"KB: {KB_PATH}\n\n"
        "条目 1：重排器蒸馏实测\n\n"
        "- 来源：inbox/jay/2026-12-10-rerank-distill.md\n"
        "- 要点：蒸馏后的 6 层重排器 P50 18 ms。\n"
        f"- 建议归入：{suggestion}\n"
    )


@pytest.mark.parametrize(
    "suggestion",
    [
        '第三章 Q2 末尾补一句"蒸馏版 P50 18 ms"。',
        'Q2 末尾加注"蒸馏版 P50 18 ms"。',
        'Q2 那条末尾补"蒸馏版 P50 18 ms"。',
        "第三章 Q2 末尾写上「蒸馏版 P50 18 ms」。",
        '第三章第 2 问末尾加注"蒸馏版 P50 18 ms"。',
    ],
)
def test_a_question_named_by_its_label_takes_the_words(suggestion: str) -> None:
    results = render_brief(brief(suggestion), LINES, DATE)
    [(append, result)] = [(a, r) for a, r in results if a.kind.edits_document]
    assert append.kind is ActionKind.APPEND
    assert result.status is Status.PROPOSED, result.reason
    assert result.edit is not None
    [line] = [line for line in result.edit.lines if line not in LINES]
    assert line.startswith(Q2.rstrip()) and "蒸馏版 P50 18 ms" in line, line


def test_a_labelled_question_the_brief_asks_more_of_is_reported_with_its_words() -> None:
    actions = plan(parse_brief(brief('Q2 标【已答】并注"蒸馏版 P50 18 ms"。')))
    [report] = actions
    assert report.kind is ActionKind.NOT_UNDERSTOOD
    assert report.target is not None and report.target.key == "questions"
    assert "Q2 标【已答】" in report.reason


@pytest.mark.parametrize(
    "suggestion",
    [
        '§1.1 Q4_K_M 那条末尾补一句"（llama.cpp 格式）"。',
        '1.1 节【Q4_K_M】那条末尾补一句"（llama.cpp 格式）"。',
    ],
)
def test_a_quantisation_format_names_no_question(suggestion: str) -> None:
    results = render_brief(brief(suggestion), LINES, DATE)
    edits = [(a, r) for a, r in results if a.kind.edits_document]
    for action, result in edits:
        assert action.target is not None and action.target.key == "1.1"
        assert result.edit is None or not any("Q2" in line for line in result.edit.lines)


def test_a_quarter_of_a_year_names_no_question() -> None:
    actions = plan(parse_brief(brief('2026 Q4 起重排器换成蒸馏版，末尾补一句"P50 18 ms"。')))
    assert not [a for a in actions if a.target is not None and a.target.key == "questions"]


def test_the_labelled_question_append_applies_to_the_repository(tmp_path: Path) -> None:
    kb = applied_kb(tmp_path / "kb", KB, brief('Q2 末尾加注"蒸馏版 P50 18 ms"。'), BRIEF)
    [line] = [line for line in kb.splitlines() if line.startswith("- **Q2**")]
    assert "蒸馏版 P50 18 ms" in line
    assert KB.count("**Q3**") == kb.count("**Q3**") == 1


@pytest.mark.parametrize(
    "suggestion",
    [
        '第三章新增一问，编号顺延："重排器蒸馏能否不掉点？"',
        "第三章新增一条开放问题，编号接着排：「重排器蒸馏能否不掉点？」",
        '第三章加一问，接在 Q3 后面："重排器蒸馏能否不掉点？"',
        "第三章追加一问，编号照排：『重排器蒸馏能否不掉点？』",
    ],
)
def test_a_new_questions_words_after_an_aside_are_its_words(suggestion: str) -> None:
    results = render_brief(brief(suggestion), LINES, DATE)
    [(question, result)] = [(a, r) for a, r in results if a.kind.edits_document]
    assert question.kind is ActionKind.ADD_QUESTION
    assert question.phrase == "重排器蒸馏能否不掉点？"
    assert result.status is Status.PROPOSED, result.reason
    assert result.edit is not None
    [line] = [line for line in result.edit.lines if line not in LINES]
    assert line.startswith("- **Q4** 重排器蒸馏能否不掉点？"), line
