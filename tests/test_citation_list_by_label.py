"""A citation list named by a noun other than 引用 (`参考资料`, `参考文献`) with a compound add
verb and the new reference's label (`参考资料补登 [9]`, `参考文献增列 [9]`) asks for that
citation: it is written in the list, never dropped while the item's entry is made alone."""

from __future__ import annotations

from pathlib import Path

import pytest

from .conftest import proposed_and_applied
from .test_arrows_to_requests import brief

BRIEF = "inbox/lu/2026-12-16-retrieval-e1prep.md"
KB_FILE = "organized/knowledge/retrieval.md"

KB = """\
# 检索活文档

## 1. 索引

### 1.1 图索引

- **VecIndex**：分层图索引，召回 0.92 [1]。

## 2. 参考资料

- [1] arXiv:2601.00011 — VecIndex: Layered Graph Index（1.1）
"""


@pytest.mark.parametrize(
    "suggestion",
    [
        "§1.1 新增一条 HopIndex；参考资料补登 [2]。",
        "§1.1 新增一条 HopIndex，参考资料增列 [2]",
        "§1.1 新增一条 HopIndex；参考资料里补录 [2]。",
        "§1.1 新增一条 HopIndex；参考文献增补 [2]。",
        "§1.1 新增一条 HopIndex；参考资料补记 [2]",
        # Still read: a count of one, a verb with no label.
        "§1.1 新增一条 HopIndex；参考资料补一条 [2]。",
        "§1.1 新增一条 HopIndex；参考资料新增一条。",
    ],
)
def test_a_citation_list_noun_with_a_compound_verb_and_a_label_adds_the_citation(
    suggestion: str, tmp_path: Path
) -> None:
    code, report, after = proposed_and_applied(tmp_path, KB_FILE, KB, brief(suggestion), BRIEF)
    assert code == 0, report
    references = after[after.index("## 2. 参考资料") :]
    assert "- [2] arXiv:2612.08888 — HopIndex: Hop-Pruned Graph Index" in references
    body = after[: after.index("## 2. 参考资料")]
    assert body.count("HopIndex") == 1 and "- **HopIndex**" in body
