"""`§2.1 新增 X，§3 补一条"Y"`: when the same request line adds the item's entry in one section,
a quote another section takes by `一条"Y"` is a line of its own there, the quoted words as
its text, joined to the first add by `，` or `；` alike. It is never a second copy of the item's
entry with Y tucked in beside its citation. Our own phrasings, applied in a real repository."""

from __future__ import annotations

from pathlib import Path

import pytest

from kbpatch.api import propose
from kbpatch.kb import Kb
from kbpatch.models import Status

from .conftest import KB_PATH, git, make_repo

KB = """\
# 训练活文档

## 1 数据

### 1.1 清洗

- **DedupLite**：近重复文档按 MinHash 去除（arXiv:2601.00001）。

## 2 调度

### 2.1 流水线

- **PipeZero**：气泡率压到 8%（arXiv:2601.00002）。

## 3 趋势

- 检查点异步化 — 落盘不再阻塞训练步。
- 混合精度下探 — FP8 训练进入主流框架。
"""
MARK = "（E1 2026-12-10 · 条目 1）"


def brief(suggestion: str) -> str:
    return (
        "# 训练 · E1 预消化（2026-12-10）\n\n## 一、条目\n\n"
        "### 条目 1：StageMix：分段流水线\n\n"
        "- 来源：organized/paper_cards/5101-2612-04321.md（arXiv:2612.04321）\n"
        "- 要点：把微批切成两段交错执行，气泡率降到 3%。\n"
        f"- 建议归入：{suggestion}\n"
    )


@pytest.mark.parametrize(
    "suggestion",
    [
        '§2.1 新增 StageMix，§3 趋势 补一条"流水线切分走向细粒度"。',
        '§2.1 新增 StageMix，§3 补一条"流水线切分走向细粒度"。',
        '§2.1 新增 StageMix；§3 趋势 补一条"流水线切分走向细粒度"。',
        "§2.1 新增一条 StageMix，第3章再加一条「流水线切分走向细粒度」。",
        '在 §2.1 加 StageMix 一条，并在 §3 添一条"流水线切分走向细粒度"。',
    ],
)
def test_a_quoted_line_beside_the_items_entry_is_a_line_of_its_own(
    suggestion: str, tmp_path: Path
) -> None:
    proposal = propose(brief(suggestion), Kb(KB, path=KB_PATH))
    assert [o.status for o in proposal.outcomes] == [Status.PROPOSED, Status.PROPOSED]
    entry, trend = proposal.patches
    assert "+- **StageMix" in entry.diff and "流水线切分" not in entry.diff
    assert f"+- 流水线切分走向细粒度。{MARK}" in trend.diff
    assert "StageMix" not in trend.diff.split("@@", 1)[1]
    repo = make_repo(tmp_path / "kb", KB.encode())
    for patch in proposal.patches:
        git(repo.root, "apply", "--check", "-", input=patch.diff.encode())
