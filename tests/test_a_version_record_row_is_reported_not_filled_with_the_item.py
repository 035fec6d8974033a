"""A row asked for in the document's version record (`附录 B 修订记录加一行`) is a row about the
document (a date, what changed), not the item's entry: kbpatch reports it to check by hand and
never writes the item's name into the date column. An item's entry in another section is
still proposed."""

from __future__ import annotations

from pathlib import Path

import pytest

from kbpatch.propose import Options, propose

from .conftest import make_repo

BRIEF = "inbox/lin/2026-12-12-inference-e1prep.md"

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


def brief(suggestion: str) -> str:
    return (
        "# inference · E1 预消化简报（2026-12-12）\n\n"
        "### 条目 1：Lumen\n\n"
        "- **来源**：organized/paper_cards/7001.md（arXiv:2612.07001）\n"
        "- **要点**：Lumen 用投机解码把首 token 延迟降到 40ms。\n"
        f"- **建议归入**：{suggestion}\n"
        "- **值得警惕**：厂商自测。\n"
    )


@pytest.mark.parametrize(
    "suggestion",
    [
        "附录 B 修订记录加一行。",
        "§附录 B（修订记录）新增一行，记下本轮收录 Lumen。",
        "§2.1 新增 Lumen 条目；附录 B 修订记录补一行。",
    ],
)
def test_the_version_row_is_a_row_to_check(tmp_path: Path, suggestion: str) -> None:
    repo = make_repo(tmp_path / "kb", KB.encode("utf-8"))
    path = repo.add_brief(brief(suggestion).encode("utf-8"), BRIEF)
    proposal = propose(path, Options(dry_run=True)).proposal
    diff = "".join(p.diff for p in proposal.patches)
    assert "| Lumen |" not in diff, diff
    rows = [o for o in proposal.outcomes if "version record" in o.reason]
    assert rows and all(o.status.value == "not understood" for o in rows), proposal.outcomes
    if suggestion.startswith("§2.1"):
        assert "+* Lumen — " in diff, diff
