"""A source asked for an entry that stands, named by its words (`X 条目补引 arXiv:…`, `X 那条补上
出处 …`): the id goes on that entry's line, also when its name is of several Latin words
(`Speculative Decoding 条目补引`) and when it is a table's row named after its table (`§1.2 表
vLLM 那行补引 …`, `引擎表中 SGLang 那一行`: the table's name is no part of the row's) or by
`一行`, `行` after its name (`vLLM 一行补上 …`)."""

from __future__ import annotations

import pytest

from kbpatch.models import ActionKind, Status

from .conftest import added_lines, render_brief

DATE = "2026-12-09"
ID = "arXiv:2601.01234"

KB = """\
# inference 活文档

## 1. 解码

### 1.1 加速方法

- **Speculative Decoding**：小模型起草，大模型并行验证。
- **Medusa Heads**：多头并行预测后续 token。
- **Lookahead**：雅可比迭代并行猜测。

### 1.2 引擎

| 引擎 | 版本 | 备注 |
|---|---|---|
| vLLM | 0.9.1 | PagedAttention |
| SGLang | 0.4.0 | RadixAttention |
"""
LINES = KB.splitlines(keepends=True)


def brief(suggestion: str) -> str:
    return (
        "# inference · E1 预消化简报(2026-12-09)\n\n## 一、增量\n\n"
        "### 条目 1：EAGLE-5 —— 起草头\n\n"
        "- **来源**：paper_cards/5.md\n- **要点**：起草头再提速。\n"
        f"- **建议归入**：{suggestion}\n"
    )


def one_source(suggestion: str) -> list[str]:
    results = render_brief(brief(suggestion), LINES, DATE)
    ((action, result),) = results
    assert action.kind is ActionKind.ADD_SOURCE, results
    assert result.status is Status.PROPOSED, result.reason
    return added_lines(result, LINES)


@pytest.mark.parametrize(
    "suggestion",
    [
        f"§1.1 Speculative Decoding 条目补引 {ID}。",
        f"§1.1 Speculative Decoding 那条补上出处 {ID}。",
        f"§1.1 中 Speculative Decoding 一条补引 {ID}。",
        f"§1.1 Speculative Decoding 这条挂上 {ID}。",
    ],
)
def test_a_source_for_an_entry_named_by_two_words_goes_on_its_line(suggestion: str) -> None:
    assert one_source(suggestion) == [
        f"- **Speculative Decoding**：小模型起草，大模型并行验证（{ID}）。\n"
    ]


@pytest.mark.parametrize(
    "suggestion",
    [
        f"§1.2 表 vLLM 那行补引 {ID}。",
        f"§1.2 引擎表中 vLLM 那一行补引 {ID}。",
        f"§1.2 表格 vLLM 那行补上出处 {ID}。",
        f"§1.2 表里 vLLM 这行挂上 {ID}。",
        f"§1.2 vLLM 一行补上 {ID}。",
        f"给 §1.2 vLLM 行补 {ID}。",
        f"§1.2 给 vLLM 一行补 {ID}。",
    ],
)
def test_a_source_for_a_table_row_named_after_its_table_goes_on_that_row(suggestion: str) -> None:
    assert one_source(suggestion) == [f"| vLLM | 0.9.1 | PagedAttention（{ID}） |\n"]


@pytest.mark.parametrize(
    ("suggestion", "line"),
    [
        (f"§1.1 Lookahead 条目补引 {ID}。", f"- **Lookahead**：雅可比迭代并行猜测（{ID}）。\n"),
        (f"§1.2 SGLang 那行补引 {ID}。", f"| SGLang | 0.4.0 | RadixAttention（{ID}） |\n"),
    ],
)
def test_a_source_for_an_entry_named_by_one_word_still_goes_on_its_line(
    suggestion: str, line: str
) -> None:
    assert one_source(suggestion) == [line]


@pytest.mark.parametrize(
    "suggestion", [f"§1.1 Tree Attention 条目补引 {ID}。", f"§1.2 新增一行补引 {ID}。"]
)
def test_a_line_named_by_words_no_line_holds_or_by_none_is_reported(suggestion: str) -> None:
    results = render_brief(brief(suggestion), LINES, DATE)
    assert [r.status for _, r in results] == [Status.UNRESOLVED], results
