"""A side mention asked for in another section (`§2.2 也提一句`, `同时在 §2.2 交叉引用一句`,
`§2.2 加一句交叉引用指向 §2.1`) is a pointer to the item there, not its entry: the main entry is
proposed, the mention is a row to check by hand, and no words of that clause (`一句`, a pointer
back to the entry's own section) are written into the main entry. A cross-reference the main
request itself names (`…，交叉引用 §2.2`) is still written into the entry."""

from __future__ import annotations

from pathlib import Path

import pytest

from .lumen_fixture import proposal_of

KB = """\
# inference 活文档

## 2 推理引擎

### 2.1 新引擎

* Brisk — 单卡推理引擎（arXiv:2601.00002）

### 2.2 调度

* Loom — 连续批处理（arXiv:2601.00003）
"""


def run(tmp_path: Path, suggestion: str) -> tuple[dict[str, set[str]], list[str], str]:
    """Each section's outcome statuses, the report reasons, the patches' added lines."""
    proposal = proposal_of(tmp_path, KB, suggestion)
    seen: dict[str, set[str]] = {}
    for o in proposal.outcomes:
        seen.setdefault(o.action.target.key if o.action.target else "-", set()).add(o.status.value)
    reasons = [o.reason for o in proposal.outcomes]
    added = "".join(
        line
        for p in proposal.patches
        for line in p.diff.splitlines(True)
        if line.startswith("+") and not line.startswith("+++")
    )
    return seen, reasons, added


@pytest.mark.parametrize(
    "suggestion",
    [
        "§2.1 新增 Lumen 条目，§2.2 也提一句。",
        "§2.1 新增 Lumen 条目，同时在 §2.2 交叉引用一句。",
        "§2.1 新增 Lumen 条目；§2.2 加一句交叉引用指向 §2.1。",
        "§2.1 新增 Lumen 条目；§2.2 里顺带一提。",
        "§2.1 新增 Lumen 条目，§2.2 放个指针。",
    ],
)
def test_the_mention_is_reported_and_the_main_entry_stays_clean(
    tmp_path: Path, suggestion: str
) -> None:
    seen, reasons, added = run(tmp_path, suggestion)
    assert seen["2.1"] == {"proposed"}, seen
    assert seen["2.2"] == {"not understood"}, seen
    assert any("mention" in r and "check by hand" in r for r in reasons), reasons
    assert added.count("+* Lumen — ") == 1, added
    assert "交叉引用" not in added and "一句" not in added, added


@pytest.mark.parametrize(
    "suggestion",
    ["§2.1 新增 Lumen 条目，交叉引用 §2.2。", "§2.1 新增 Lumen 条目并交叉引用 §2.2。"],
)
def test_the_entrys_own_cross_reference_is_kept(tmp_path: Path, suggestion: str) -> None:
    seen, _, added = run(tmp_path, suggestion)
    assert seen["2.1"] == {"proposed"}, seen
    assert "交叉引用：§2.2" in added, added
