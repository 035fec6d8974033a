"""In a document that numbers no sections, a brief names a section by its heading's words
right before `一节`, unquoted, at the start of its clause (`重排一节新增一条 X`), under any
suggestion label (`建议：`, `**建议**：`, `处理建议：`): the edit lands in that section, as with
`「重排」一节`. Words that name no heading of the document are reported, never written
elsewhere; a position (`上一节`, `同一节`, `另起一节`) names no section."""

from __future__ import annotations

import pytest

from kbpatch.models import ActionKind, Status

from .conftest import render_brief

DATE = "2026-12-17"
KB = """\
# rag 活文档

## 检索

- **BM25+** — 稀疏检索基线。[^1]

## 重排

- **ColBERT-v3** — late-interaction 重排。[^2]
- **MonoT5-XL** — cross-encoder 重排，单查询时延 300 ms 以上。[^3]

## 缓存

- **SemCache** — 语义缓存，报告命中率 42%（客服负载）。[^4]

## 参考文献

[^1]: arXiv:2601.00001 — BM25+ Revisited（检索）
[^2]: arXiv:2606.00003 — ColBERT-v3（重排）
[^3]: arXiv:2602.00004 — MonoT5-XL（重排）
[^4]: arXiv:2609.00005 — SemCache（缓存）
"""
LINES = KB.splitlines(keepends=True)


def brief(label: str, suggestion: str) -> str:
    return (
        "# rag · E1 预消化 2026-12-17\n\n## 增量\n\n"
        "### 1. LiteRank（arXiv:2612.40001）\n"
        "- **要点**：把 cross-encoder 蒸馏进轻量结构，重排时延降到原来的 1/4。\n"
        f"- {label}{suggestion}\n"
    )


def edits(label: str, suggestion: str) -> list[tuple[ActionKind, str, Status, list[str]]]:
    found = []
    for action, result in render_brief(brief(label, suggestion), LINES, DATE):
        if not action.kind.edits_document:
            continue
        where = action.target.raw if action.target else ""
        added = [line for line in (result.edit.lines if result.edit else ()) if line not in LINES]
        found.append((action.kind, where, result.status, added))
    return found


LABELS = ("**建议**：", "建议：", "处理建议：", "**建议归入**：")
ADDS = (
    "重排一节新增一条 LiteRank。",
    "重排一节新增一条 LiteRank，紧跟 ColBERT-v3 那条。",
    "在重排一节补一条 LiteRank。",
    "重排一节加一条 LiteRank。",
)


@pytest.mark.parametrize("label", LABELS)
@pytest.mark.parametrize("suggestion", ADDS)
def test_an_add_into_a_section_named_by_its_words_lands_there(label: str, suggestion: str) -> None:
    [(kind, where, status, added)] = edits(label, suggestion)
    assert (kind, where, status) == (ActionKind.ADD_ENTRY, "重排", Status.PROPOSED)
    [line] = [line for line in added if line.strip()]
    assert "LiteRank" in line


@pytest.mark.parametrize("label", LABELS)
@pytest.mark.parametrize(
    "suggestion",
    (
        '缓存一节 SemCache 那条，"42%" 改为 "35%"。',
        '缓存一节 SemCache 条目里 "42%" 改为 "35%"。',
        '缓存一节的 SemCache 一条，命中率由 "42%" 改为 "35%"。',
        '在缓存一节把 SemCache 那条的 "42%" 改为 "35%"。',
    ),
)
def test_a_replace_in_a_section_named_by_its_words_edits_its_entry(
    label: str, suggestion: str
) -> None:
    assert edits(label, suggestion) == [
        (
            ActionKind.REPLACE,
            "缓存",
            Status.PROPOSED,
            ["- **SemCache** — 语义缓存，报告命中率 35%（客服负载）。[^4]\n"],
        )
    ]


@pytest.mark.parametrize(
    "suggestion",
    (
        "存储一节新增一条 LiteRank。",
        "评测一节新增一条 LiteRank。",
        "在索引一节补一条 LiteRank。",
        "部署一节加一条 LiteRank。",
    ),
)
def test_words_that_name_no_heading_are_never_written_elsewhere(suggestion: str) -> None:
    [(kind, _, status, _)] = edits("建议：", suggestion)
    assert kind is ActionKind.ADD_ENTRY
    assert status is not Status.PROPOSED


@pytest.mark.parametrize(
    "suggestion",
    (
        "LiteRank 放在上一节末尾即可。",
        "LiteRank 与 ColBERT-v3 归同一节。",
        "另起一节写 LiteRank。",
        "第三章第一节新增一条 LiteRank。",
    ),
)
def test_a_position_before_the_section_noun_names_no_section(suggestion: str) -> None:
    found = edits("建议：", suggestion)
    assert all(status is not Status.PROPOSED for _, _, status, _ in found)
    assert not {where for _, where, _, _ in found} & {"上", "同", "另起", "第三章第"}
