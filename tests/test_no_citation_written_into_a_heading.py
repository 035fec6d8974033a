"""A source asked for an entry that is a heading of its own (`###### 🧪 Name` with its
paragraph below) is reported, never written into the heading: an id there would rename the
heading and its anchor, as appended words would. Our own words and document."""

from __future__ import annotations

import pytest

from kbpatch.api import Options, propose
from kbpatch.kb import Kb
from kbpatch.models import Status

from .conftest import KB_PATH

BRIEF = "inbox/lin/2026-12-23-eval-e1prep.md"

KB = """\
# 评测活文档

## A. Benchmarks

### A1 代码评测

###### 🧪 CodeArena

真实仓库任务，按单测通过率计分 (arXiv 2501.00011)。

<h6>RepoBench-X</h6>

跨文件补全，平均上下文 40K (arXiv 2502.00022)。
"""


def brief(placed: str) -> str:
    return (
        "# eval · E1 预消化简报（2026-12-23）\n\n## 一、条目\n\n### 条目 1：补充出处\n\n"
        "- **来源**：organized/paper_cards/4401.md\n- **要点**：补充材料。\n"
        f"- **建议归入**：{placed}\n"
    )


@pytest.mark.parametrize(
    ("placed", "name"),
    [
        ("「代码评测」一节 CodeArena 一条补出处 arXiv:2612.09001。", "CodeArena"),
        ('「代码评测」一节 "CodeArena" 条目补引用 arXiv:2612.09001。', "CodeArena"),
        ('「代码评测」一节给 "RepoBench-X" 补上出处 arXiv:2612.09002。', "RepoBench-X"),
    ],
)
def test_a_source_for_a_heading_entry_is_reported_not_written_into_it(
    placed: str, name: str
) -> None:
    kb = Kb(KB, KB.encode(), path=KB_PATH, commit="0" * 40)
    proposal = propose(brief(placed), kb, Options(brief_path=BRIEF))
    assert not proposal.patches
    rows = [o.reason for o in proposal.outcomes if o.status is not Status.PROPOSED]
    assert any(name in row and "heading" in row for row in rows), rows
