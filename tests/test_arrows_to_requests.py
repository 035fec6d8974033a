"""An arrow is a replace only when both its sides are values. An arrow that walks a heading
path down to the section a request is made in (`三、检索 → 3.1：新增一条 X`), or whose right
side is the request itself (`§3.1：向量库 → 新增 X`), swaps nothing: the request is read in
its place, and no line of the document changes but the one it asks for. An old value is only
ever found whole: a Latin word is never cut out of a longer one (`Index` in `VecIndex`)."""

from __future__ import annotations

from pathlib import Path

import pytest

from kbpatch.models import ActionKind, Status

from .conftest import proposed_and_applied, render_brief

DATE = "2026-12-16"
BRIEF = "inbox/lin/2026-12-16-retrieval-e1prep.md"
KB_FILE = "organized/knowledge/retrieval.md"

KB = """\
# 检索活文档

## 三、检索增强

### 3.1 向量索引

- **VecIndex**（arXiv:2601.00011）：分层图索引，召回 0.92。
- **SparseMix**（arXiv:2601.00012）：稀疏与稠密混合，提供磁盘分层。

### 3.2 重排

- **ReRankLite**（arXiv:2601.00013）：蒸馏的交叉编码器，版本 v1.2。
"""
LINES = KB.splitlines(keepends=True)
NEW_ENTRY = "- **HopIndex**（arXiv:2612.08888）"


def brief(suggestion: str) -> str:
    return (
        "# retrieval · E1 预消化简报（2026-12-16）\n\n## 一、增量\n\n"
        "### 条目 1：HopIndex —— 按跳数剪枝的图索引（arXiv:2612.08888）\n\n"
        "- 来源：organized/paper_cards/2612-08888.md\n"
        "- 要点：HopIndex 按查询跳数剪枝，召回持平而延迟降 30%。\n"
        f"- 建议归入：{suggestion}\n\n"
        "## 三、可引用的 arXiv 号\n\n- arXiv:2612.08888 — HopIndex: Hop-Pruned Graph Index\n"
    )


@pytest.mark.parametrize(
    "suggestion",
    [
        "三、检索增强 → 3.1：新增一条 HopIndex。",
        "三、检索增强 → 3.1 向量索引：补一条 HopIndex",
        "§三 → §3.1：补录 HopIndex。",
        "三、检索增强 ⇒ 3.1：登记 HopIndex 一条。",
        "§3.1：磁盘分层 → 新增 HopIndex。",
        "§3.1：分层图索引 -> 补一条 HopIndex",
        "§3.1 召回 0.92 → 新增一条 HopIndex。",
    ],
)
def test_an_arrow_to_a_request_adds_the_entry_and_changes_no_other_line(
    suggestion: str, tmp_path: Path
) -> None:
    code, report, after = proposed_and_applied(tmp_path, KB_FILE, KB, brief(suggestion), BRIEF)
    assert code == 0, report
    new = [line for line in after.splitlines() if line not in KB.splitlines()]
    assert len(new) == 1 and new[0].startswith(NEW_ENTRY), new
    # Every line of the document stands as it was, in its order: only the entry is new.
    assert [line for line in after.splitlines() if line not in new] == KB.splitlines()
    assert after.index("HopIndex") > after.index("SparseMix") and after.index(
        "HopIndex"
    ) < after.index("### 3.2")


@pytest.mark.parametrize(
    ("suggestion", "changed"),
    [
        ("§3.2 ReRankLite 那条：v1.2 → v1.3。", "版本 v1.3。"),
        ("§3.2 ReRankLite 一行，版本 v1.2 ⇒ v1.3", "版本 v1.3。"),
        ("§3.1 VecIndex 那条：召回 0.92 → 召回 0.94。", "召回 0.94。"),
        ('§3.1 SparseMix 那条："磁盘分层" → "SSD 分层"。', "提供SSD 分层。"),
    ],
)
def test_an_arrow_between_two_values_still_replaces_the_value(
    suggestion: str, changed: str
) -> None:
    (result,) = [
        r for a, r in render_brief(brief(suggestion), LINES, DATE) if a.kind is ActionKind.REPLACE
    ]
    assert result.status is Status.PROPOSED, result.reason
    assert result.edit is not None
    (line,) = [line for line in result.edit.lines if line not in LINES]
    assert line.rstrip().endswith(changed)


@pytest.mark.parametrize(
    "suggestion",
    [
        "§3.1：Index → Store。",
        "§3.1 把 Index 改为 Store。",
        '§3.1 "Index" → "Store"',
        "§3.1：Mix ⇒ Blend",
    ],
)
def test_an_old_value_is_never_cut_out_of_a_longer_word(suggestion: str) -> None:
    results = [
        r for a, r in render_brief(brief(suggestion), LINES, DATE) if a.kind is ActionKind.REPLACE
    ]
    assert results and all(r.status is not Status.PROPOSED for r in results)
    assert all(r.edit is None for r in results)
