"""A line that asks several open questions at once (`§2 新增两问："A？"；"B？"`, `加问题："A？"
和"B？"`, `补两个问题：「A？」、「B？」`, `新增两问：① A？② B？`, `(1) A？(2) B？`): each quoted or
numbered question is written, numbered after the last, never only the first. A count that
disagrees with the quotes is reported, none written."""

from __future__ import annotations

from pathlib import Path

import pytest

from kbpatch.models import ActionKind, Status

from .conftest import applied_kb, render_brief

DATE = "2026-12-07"
BRIEF = "inbox/lin/2026-12-07-inference-e1prep.md"

ORDERED = """\
# inference 活文档

## 一、缓存

- **RadixCache**：按前缀树共享 KV。

## 二、开放问题

1. 冷档落盘的延迟能否被预取掩盖？
2. 预取命中率该如何评测？
"""

LABELLED = """\
# inference 活文档

## 一、缓存

- **RadixCache**：按前缀树共享 KV。

## 二、待解问题

- Q1 冷档落盘的延迟能否被预取掩盖？
- Q2 预取命中率该如何评测？
"""

FIRST, SECOND = "分层之后尾延迟还稳吗？", "温档该不该压缩？"


def brief(suggestion: str, closing: str = "") -> str:
    text = (
        "# inference · E1 预消化简报(2026-12-07)\n\n## 一、增量\n\n"
        "### 条目 1：TierServe —— 三档 KV 分层\n\n"
        "- **来源**：organized/repo_cards/3001-tierserve.md\n"
        "- **要点**：热档常驻显存，温档放主机内存，冷档落盘。\n"
        f"- **建议归入**：{suggestion}\n"
    )
    return text + (f"\n## 二、本轮结论与建议动作\n\n- {closing}\n" if closing else "")


@pytest.mark.parametrize(
    "line",
    [
        f'§2 新增两问："{FIRST}"；"{SECOND}"',
        f'§2 加问题："{FIRST}"和"{SECOND}"',
        f'§2 新增开放问题 2 条："{FIRST}"、"{SECOND}"',
        f"补两个问题：「{FIRST}」、「{SECOND}」",
        f"开放问题里增列两问：『{FIRST}』『{SECOND}』",
    ],
)
@pytest.mark.parametrize("where", ["suggestion", "closing"])
def test_each_quoted_question_of_one_line_is_written_in_turn(
    tmp_path: Path, line: str, where: str
) -> None:
    text = brief(line) if where == "suggestion" else brief("见结论。", line)
    kb = applied_kb(tmp_path / "kb", ORDERED, text, BRIEF)
    assert f"3. {FIRST}" in kb and f"4. {SECOND}" in kb, kb


EN_FIRST, EN_SECOND = "Does tail latency hold after tiering?", "Should the warm tier be compressed?"


@pytest.mark.parametrize(
    ("line", "first", "second"),
    [
        (f"§2 增列两个开放问题：① {FIRST}② {SECOND}", FIRST, SECOND),
        (f"§2 新增两问：(1) {FIRST}(2) {SECOND}", FIRST, SECOND),
        (f"补两个问题：（1）{FIRST}；（2）{SECOND}", FIRST, SECOND),
        (f"开放问题里新增两问：1）{FIRST} 2）{SECOND}", FIRST, SECOND),
        (f"§2 add a question: 1) {EN_FIRST} 2) {EN_SECOND}", EN_FIRST, EN_SECOND),
    ],
)
@pytest.mark.parametrize("where", ["suggestion", "closing"])
def test_each_numbered_question_of_one_line_is_written_in_turn(
    tmp_path: Path, line: str, first: str, second: str, where: str
) -> None:
    text = brief(line) if where == "suggestion" else brief("见结论。", line)
    kb = applied_kb(tmp_path / "kb", ORDERED, text, BRIEF)
    assert f"3. {first}" in kb and f"4. {second}" in kb, kb
    assert not [mark for mark in ("①", "②", "(2)", "（2）", "2）", "2)") if mark in kb], kb


def test_circled_numbers_still_part_a_line_of_requests_of_other_kinds() -> None:
    line = f"① §2 新增一问：{FIRST}② §1 不动"
    results = render_brief(brief(line), ORDERED.splitlines(keepends=True), DATE)
    asked = [a.phrase for a, r in results if a.kind is ActionKind.ADD_QUESTION]
    assert asked == [FIRST], results
    assert [a for a, _ in results if a.kind is ActionKind.CONSTRAINT], results


def test_questions_of_one_line_take_the_list_labels_in_turn(tmp_path: Path) -> None:
    text = brief(f'§2 新增两问："{FIRST}"；"{SECOND}"')
    kb = applied_kb(tmp_path / "kb", LABELLED, text, BRIEF)
    assert f"- Q3 {FIRST}" in kb and f"- Q4 {SECOND}" in kb, kb


@pytest.mark.parametrize(
    "line",
    [
        f'§2 新增三问："{FIRST}"、"{SECOND}"',
        f"§2 补两个问题：{FIRST}{SECOND}",  # unquoted: one run of words, two asked
        f"§2 新增三问：① {FIRST}② {SECOND}",
    ],
)
def test_a_line_whose_count_of_questions_is_not_read_is_reported(line: str) -> None:
    results = render_brief(brief(line), ORDERED.splitlines(keepends=True), DATE)
    assert not [a for a, r in results if r.status is Status.PROPOSED], results
    assert [a for a, _ in results if a.kind is ActionKind.NOT_UNDERSTOOD], results


@pytest.mark.parametrize(
    "line",
    [
        f'§2 新增一问"{FIRST}"，挂 "TierServe" 作线索',
        f'§2 加一问："{FIRST}"',
    ],
)
def test_one_question_with_other_quotes_stays_one(line: str) -> None:
    results = render_brief(brief(line), ORDERED.splitlines(keepends=True), DATE)
    asked = [r for a, r in results if a.kind is ActionKind.ADD_QUESTION]
    assert [r.status for r in asked] == [Status.PROPOSED], results
