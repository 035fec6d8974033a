"""A row asked for in the document's version record (`附录 B 修订记录加一行`) is a row about the
document (a date, what changed), not the item's entry: kbpatch reports it to check by hand and
never writes the item's name into the date column. An item's entry in another section is
still proposed."""

from __future__ import annotations

from pathlib import Path

import pytest

from .lumen_fixture import proposal_of

KB = """\
# inference 活文档

## 2 推理引擎

### 2.1 新引擎

* Brisk — 单卡推理引擎（arXiv:2601.00002）

## 附录 B 修订记录

| 日期 | 变更 |
|---|---|
| 2026-11-30 | 建档 |
"""


@pytest.mark.parametrize(
    "suggestion",
    [
        "附录 B 修订记录加一行。",
        "§附录 B（修订记录）新增一行，记下本轮收录 Lumen。",
        "§2.1 新增 Lumen 条目；附录 B 修订记录补一行。",
    ],
)
def test_the_version_row_is_a_row_to_check(tmp_path: Path, suggestion: str) -> None:
    proposal = proposal_of(tmp_path, KB, suggestion)
    diff = "".join(p.diff for p in proposal.patches)
    assert "| Lumen |" not in diff, diff
    rows = [o for o in proposal.outcomes if "version record" in o.reason]
    assert rows and all(o.status.value == "not understood" for o in rows), proposal.outcomes
    if suggestion.startswith("§2.1"):
        assert "+* Lumen — " in diff, diff
