"""`X 条目补出处 arXiv:id` on an entry that already cites that paper through the document's
own citation — an author-year key (`[Hale 2023]`), a footnote number (`<sup>2</sup>`, `[2]`)
whose reference-list line holds the id — is `already present`, never a second citation.
The reference lines are found by what they are, in several layouts; an entry citing another
paper still gets the new one. Our own words and KBs."""

from __future__ import annotations

from pathlib import Path

import pytest

from .conftest import proposed_and_applied

BRIEF_PATH = "inbox/zed/2026-12-14-graph-e1prep.md"
KB_PATH = "organized/knowledge/graph.md"

AUTHOR_YEAR_KB = """\
# graph 活文档

## 1 图神经网络

### 1.1 消息传递

**GraphSAGE**：采样邻居聚合，归纳式学习，百万节点可训。[Hale 2023]

**GIN**：同构判别力与 WL 测试等价，求和聚合。[Orr 2021]

## 2 参考文献

- [Hale 2023] Inductive Sampling Aggregation on Large Graphs. arXiv:2301.04411
- [Orr 2021] How Expressive Are Sum Aggregators. arXiv:2105.07712
"""

SUP_KB = """\
# graph 活文档

## 消息传递

1. **GraphSAGE** — 采样邻居聚合，归纳式学习，百万节点可训<sup>1</sup>
2. **GIN** — 同构判别力与 WL 测试等价，求和聚合<sup>2</sup>

## 参考文献

[1] Hale et al. Inductive Sampling Aggregation on Large Graphs. arXiv:2301.04411
[2] Orr et al. How Expressive Are Sum Aggregators. arXiv:2105.07712
"""

BRACKET_NUMBER_KB = """\
# graph 活文档

## 1. 消息传递

- **GraphSAGE**：采样邻居聚合，归纳式学习，百万节点可训 [1]。
- **GIN**：同构判别力与 WL 测试等价，求和聚合 [2]。

## 2. 参考文献

1. [1] Hale, P. et al. (2023). Inductive Sampling Aggregation on Large Graphs. arXiv:2301.04411
2. [2] Orr, K. et al. (2021). How Expressive Are Sum Aggregators. arXiv:2105.07712
"""


def brief(suggestion: str) -> str:
    return f"""\
# graph · E1 预消化简报（2026-12-14）

## 一、条目

### 条目 1：出处核对

- 来源：organized/paper_cards/4100-sage.md
- 要点：采样聚合论文。
- 建议归入：{suggestion}
"""


def run(tmp_path: Path, kb: str, suggestion: str) -> tuple[int, str, str]:
    return proposed_and_applied(tmp_path, KB_PATH, kb, brief(suggestion), BRIEF_PATH)


@pytest.mark.parametrize(
    ("kb", "suggestion", "label"),
    [
        (AUTHOR_YEAR_KB, "§1.1 GraphSAGE 条目补出处 arXiv:2301.04411。", "[Hale 2023]"),
        (AUTHOR_YEAR_KB, "§1.1 GIN 条目补引用 arXiv:2105.07712。", "[Orr 2021]"),
        (SUP_KB, "消息传递 小节 GraphSAGE 条目补出处 arXiv:2301.04411。", "[1]"),
        (SUP_KB, "消息传递 小节 GIN 条目补出处 arXiv:2105.07712。", "[2]"),
        (BRACKET_NUMBER_KB, "§1 GIN 条目补出处 arXiv:2105.07712。", "[2]"),
    ],
)
def test_a_source_cited_through_the_reference_list_is_already_present(
    tmp_path: Path, kb: str, suggestion: str, label: str
) -> None:
    code, report, after = run(tmp_path, kb, suggestion)
    assert after == kb, report
    assert code == 0, report
    rows = [line for line in report.splitlines() if "(条目 1)" in line]
    assert any("already present" in row and label in row for row in rows), report
    assert "proposed" not in report, report


@pytest.mark.parametrize(
    ("kb", "suggestion", "entry"),
    [
        (AUTHOR_YEAR_KB, "§1.1 GIN 条目补出处 arXiv:2301.04411。", "**GIN**"),
        (SUP_KB, "消息传递 小节 GIN 条目补出处 arXiv:2301.04411。", "2. **GIN**"),
    ],
)
def test_a_source_the_entry_does_not_cite_yet_is_still_added(
    tmp_path: Path, kb: str, suggestion: str, entry: str
) -> None:
    _, report, after = run(tmp_path, kb, suggestion)
    changed = [line for line in after.splitlines() if line not in kb.splitlines()]
    assert len(changed) == 1 and changed[0].startswith(entry), report
    assert "2301.04411" in changed[0] or "[Hale 2023]" in changed[0] or "<sup>1" in changed[0]
