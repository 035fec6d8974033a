"""`基础模型一节新增第 3 条：3. **X** — …（[论文](url)）`, `补录一条：3. **X** — …`,
`新增条目：**X** — …`: the entry the brief writes out is written as given, with its link
and under its own name (never the item's title or 要点 and card path in their place), its
number the list's next. Our own words and KB."""

from __future__ import annotations

from pathlib import Path

import pytest

from .conftest import proposed_and_applied
from .numbered_kb import BRIEF_PATH, KB, KB_PATH, brief

WORDS = "Meta 开放权重的 3D 分割模型（[GitHub](https://github.com/example/medsam3)）"


@pytest.mark.parametrize(
    "request_words",
    [
        f"基础模型一节新增第 3 条：3. **MedSAM-3** — {WORDS}",
        f"基础模型一节补录一条：3. **MedSAM-3** — {WORDS}",
        f"基础模型一节新增条目：**MedSAM-3** — {WORDS}",
    ],
)
def test_the_entry_is_written_under_its_own_name(tmp_path: Path, request_words: str) -> None:
    code, report, after = proposed_and_applied(
        tmp_path, KB_PATH, KB, brief(request_words), BRIEF_PATH
    )
    assert code == 0, report
    added = [line for line in after.splitlines() if line not in KB.splitlines()]
    assert len(added) == 1 and added[0].startswith(f"3. **MedSAM-3** — {WORDS}"), added
