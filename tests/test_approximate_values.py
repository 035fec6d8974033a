"""Unquoted values said with a word of approximation apart from the number (`约 3.3 KB 改为
约 3.4 KB`) are a replace: the number swaps and the KB's own `约` stays; a `约` said on one
side only is part of that value."""

from __future__ import annotations

import pytest

from kbpatch.models import ActionKind, Status

from .conftest import KB_PATH, render_brief

DATE = "2026-12-13"

KB = """\
# inference 活文档

## 一、容量

### 1.1 内存

- **HNSW**：每条向量约3.3 KB（含图结构）；int8 量化后约 1.1 KB。
- **IVF**：每条向量 2.9 KB。
"""
LINES = KB.splitlines(keepends=True)


def brief(suggestion: str) -> str:
    return (
        "# inference · E1 预消化简报（2026-12-13）\n\n"
        f"对照：{KB_PATH}\n\n## 一、增量\n\n"
        "### 条目 1：内存口径修正\n\n"
        "- **来源**：inbox/jay/2026-12-12-memory.md\n"
        "- **要点**：重算图结构开销。\n"
        f"- **建议归入**：{suggestion}\n"
    )


@pytest.mark.parametrize(
    "suggestion",
    [
        "§1.1 HNSW 那条：约 3.3 KB 改为 约 3.4 KB，约 1.1 KB 改为 约 1.2 KB。",
        "1.1 节 HNSW 条目，约 3.3 KB 更正为 约 3.4 KB；约 1.1 KB 更正为 约 1.2 KB。",
        "§1.1 HNSW 那条，约 3.3 KB 调整为 约 3.4 KB，约 1.1 KB 调整为 约 1.2 KB。",
        "§1.1 HNSW 一行：大约 3.3 KB 改成 大约 3.4 KB，大约 1.1 KB 改成 大约 1.2 KB。",
    ],
)
def test_a_word_of_approximation_on_both_sides_stays_and_the_numbers_swap(
    suggestion: str,
) -> None:
    results = render_brief(brief(suggestion), LINES, DATE)
    [(replace, result)] = [(a, r) for a, r in results if a.kind.edits_document]
    assert replace.kind is ActionKind.REPLACE
    assert result.status is Status.PROPOSED, result.reason
    assert result.edit is not None
    assert [line for line in result.edit.lines if line not in LINES] == [
        "- **HNSW**：每条向量约3.4 KB（含图结构）；int8 量化后约 1.2 KB。\n"
    ]


def test_a_word_of_approximation_said_on_one_side_is_part_of_that_value() -> None:
    results = render_brief(brief("§1.1 IVF 那条：2.9 KB 改为 约 3.0 KB。"), LINES, DATE)
    [(replace, result)] = [(a, r) for a, r in results if a.kind.edits_document]
    assert replace.pairs == (("2.9 KB", "约 3.0 KB"),)
    assert result.edit is not None
    assert "- **IVF**：每条向量 约 3.0 KB。\n" in result.edit.lines
