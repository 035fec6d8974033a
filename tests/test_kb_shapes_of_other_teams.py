"""KBs other teams write: definition-list entries (a term line, then `: …` definitions), read
as one entry each. Every KB and request here is our own."""

from __future__ import annotations

import pytest

from kbpatch.models import ActionKind, Status

from .conftest import added_lines, render_brief
from .test_phrasings import markdown

DATE = "2026-12-11"

GLOSSARY = """\
# 路由 活文档

## 1 路由

### 1.1 调度器

**Prism**（2024）
: 按前缀亲和路由；命中率 +21%。见 [arXiv:2410.11111](https://arxiv.org/abs/2410.11111)。

**Lattice**（2025）
: 两级队列，尾延迟减半。见 [arXiv:2502.22222](https://arxiv.org/abs/2502.22222)。

## 2 开放问题

- 路由与缓存能否合并？
"""
GLOSSARY_LINES = GLOSSARY.splitlines(keepends=True)


def sources(suggestion: str, lines: list[str]) -> list[tuple[Status, str, list[str]]]:
    """Each add-source action the suggestion gives: its status, reason, lines written."""
    found = []
    for action, result in render_brief(markdown(suggestion), lines, DATE):
        if action.kind is ActionKind.ADD_SOURCE:
            written = added_lines(result, lines) if result.edit else []
            found.append((result.status, result.reason, written))
    return found


@pytest.mark.parametrize(
    "suggestion",
    [
        "§1.1 Lattice 条目补引 arXiv:2502.22222。",
        "§1.1 Lattice 条目补引 arXiv:2502.22222v2。",
        "§1.1 Lattice 条目补充出处 arXiv:2502.22222。",
        "§1.1 中 Lattice 一条补引 arXiv:2502.22222。",
        "§1.1 Prism 条目补引 arXiv:2410.11111。",
    ],
)
def test_an_id_a_terms_definition_already_cites_is_already_present(suggestion: str) -> None:
    ((status, reason, written),) = sources(suggestion, GLOSSARY_LINES)
    assert status is Status.ALREADY_PRESENT, reason
    assert written == []
    assert "already cites" in reason


@pytest.mark.parametrize(
    ("suggestion", "line"),
    [
        (
            "§1.1 Lattice 条目补引 arXiv:2507.33333。",
            ": 两级队列，尾延迟减半。见 [arXiv:2502.22222](https://arxiv.org/abs/2502.22222)"
            "（arXiv:2507.33333）。\n",
        ),
        (
            "§1.1 Prism 条目补引 arXiv:2507.33333。",
            ": 按前缀亲和路由；命中率 +21%。见 [arXiv:2410.11111](https://arxiv.org/abs/2410.11111)"
            "（arXiv:2507.33333）。\n",
        ),
    ],
)
def test_a_new_id_for_a_term_goes_on_its_definition_line_not_the_term(
    suggestion: str, line: str
) -> None:
    ((status, reason, written),) = sources(suggestion, GLOSSARY_LINES)
    assert status is Status.PROPOSED, reason
    assert written == [line]


def test_a_term_with_two_definitions_is_not_guessed_between() -> None:
    kb = GLOSSARY.replace(
        "尾延迟减半。见 [arXiv:2502.22222](https://arxiv.org/abs/2502.22222)。\n",
        "尾延迟减半。\n: 也用于批处理。\n",
    )
    ((status, reason, written),) = sources(
        "§1.1 Lattice 条目补引 arXiv:2507.33333。", kb.splitlines(keepends=True)
    )
    assert status is Status.UNRESOLVED
    assert "2 definitions" in reason and written == []
