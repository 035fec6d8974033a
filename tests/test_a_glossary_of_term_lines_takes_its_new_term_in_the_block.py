"""A glossary written as bold terms one a line with no blank line between (`**TSR**：…`,
`**Cp**：…`) takes a new term as the next line of that block, not as a paragraph after a
blank line; the term the brief writes in bold keeps its bold once (never `****X****`). Our own
KB and words (tests/tide_kb.py)."""

from __future__ import annotations

import pytest

from .conftest import kb_after
from .tide_kb import KB, brief


@pytest.mark.parametrize(
    "suggestion",
    [
        "C 节新增：「**CfD**：差价合约。」",
        "术语部分增补：「**CfD**：差价合约。」",
        "C. 术语新增一条：CfD：差价合约。",
        "术语部分添上「**CfD**：差价合约。」",
    ],
)
def test_the_new_term_is_the_block_s_next_line(suggestion: str) -> None:
    lines, rows = kb_after(KB, brief(suggestion))
    at = lines.index("**LCOE**：平准化度电成本。")
    assert lines[at + 1 : at + 3] == ["**CfD**：差价合约。（E1 2026-12-07 · 条目 1）", ""], rows
    assert len(lines) == len(KB.splitlines()) + 1
