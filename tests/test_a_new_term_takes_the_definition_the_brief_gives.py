"""A new term of a definition list (a `term` line, then `: definition`) takes the definition
the brief writes after `释义为：`, `定义为：`, `释义：` or `解释为` as its definition, whether or
not the item has a 要点; a term the brief gives no definition for (no 要点, no such words) is
reported, never written with its 来源 as its definition. Our own words, on a small KB of
our own."""

from __future__ import annotations

import pytest

from kbpatch.models import Status

from .conftest import new_lines_of, render_brief

KB = """\
# 检索活文档

## 1 总览

### 1.1 术语

倒排索引（inverted index）
: 从词项到包含它的文档列表的映射。

向量召回（dense recall）
: 以向量相似度取回候选文档。

### 1.2 基本判断

1. 检索质量决定答案质量。
"""
LINES = KB.splitlines(keepends=True)
DATE = "2026-12-22"
MARK = "（E1 2026-12-22 · 条目 1）"
DEFINITION = "被重排后仍留在前 k 名的相关文档所占比例"


def brief(suggestion: str, summary: str = "") -> str:
    return (
        "# retrieval · E1 预消化简报（2026-12-22）\n\n## 一、今日条目\n\n"
        "### 条目 1：术语补充：重排保留率\n\n"
        "- **来源**：同条目 4\n"
        + (f"- **要点**：{summary}\n" if summary else "")
        + f"- **建议归入**：{suggestion}\n"
    )


@pytest.mark.parametrize(
    "suggestion",
    [
        f'§1.1 术语 添一条"重排保留率（rerank retention）"，释义为：{DEFINITION}。',
        f'§1.1 术语新增一条"重排保留率（rerank retention）"，定义为：{DEFINITION}。',
        f'§1.1 术语补一条"重排保留率（rerank retention）"，释义：{DEFINITION}',
        f'在 §1.1 术语里加一条"重排保留率（rerank retention）"，解释为{DEFINITION}。',
    ],
)
@pytest.mark.parametrize("summary", ["", "重排模型在中文集上提升 3 个点。"])
def test_the_term_s_definition_is_the_dictated_one(suggestion: str, summary: str) -> None:
    found = render_brief(brief(suggestion, summary), LINES, DATE)
    assert [r.status for _, r in found] == [Status.PROPOSED]
    added = new_lines_of(found, LINES)
    assert added[0] == "重排保留率（rerank retention）"
    assert added[1].startswith(f": {DEFINITION}。")
    assert "提升 3 个点" not in added[1]
    assert not added[1].startswith(": 来源")


@pytest.mark.parametrize(
    "suggestion",
    [
        '§1.1 术语 添一条"重排保留率（rerank retention）"。',
        '§1.1 术语新增一条"重排保留率（rerank retention）"',
    ],
)
def test_a_term_without_a_definition_is_reported(suggestion: str) -> None:
    found = render_brief(brief(suggestion), LINES, DATE)
    assert new_lines_of(found, LINES) == []
    [(_, rendered)] = found
    assert rendered.status is Status.UNRESOLVED
    assert "no definition" in rendered.reason
