"""A reference the brief writes out whole, label first (`§5 参考文献新增 [Hale 2023] Title.
arXiv:…`, `参考文献补 [3] Orr et al. Title. arXiv:…`, `§5 登记 [Hale 2023] …`), goes into the
list exactly as given — its label, authors and title — never with a label kbpatch makes up
(`[Hale et al. 2023]`) or the item's heading as its title; a numbered list takes the brief's
number where it is the next one. The title's words (`… to Graph Transformers`) name no
section. Our own words and KBs."""

from __future__ import annotations

from pathlib import Path

import pytest

from .conftest import proposed_and_applied

BRIEF_PATH = "inbox/zed/2026-12-16-graph-e1prep.md"
KB_PATH = "organized/knowledge/graph.md"

AUTHOR_YEAR_KB = """\
# graph 活文档

## 1 图神经网络

**GIN**：同构判别力与 WL 测试等价，求和聚合。[Orr 2021]

## 2 图 Transformer

**Graphormer**：以最短路径编码注入结构，分子任务领先。[Ying 2021]

## 5 参考文献

- [Orr 2021] How Expressive Are Sum Aggregators. arXiv:2105.07712
- [Ying 2021] Do Transformers Really Perform Bad for Graph Representation. arXiv:2106.05234
"""

NUMBERED_KB = """\
# graph 活文档

## 消息传递

1. **GIN** — 同构判别力与 WL 测试等价，求和聚合<sup>1</sup>
2. **Graphormer** — 以最短路径编码注入结构<sup>2</sup>

## 参考文献

[1] Orr et al. How Expressive Are Sum Aggregators. arXiv:2105.07712
[2] Ying et al. Do Transformers Really Perform Bad for Graph Representation. arXiv:2106.05234
"""

TITLE = "Inductive Sampling Aggregation on Large Graphs"
LONG_TITLE = "Scaling Message Passing: From Sampling to Graph Transformers"


def brief(suggestion: str, source: str = "organized/paper_cards/4100-2301-04411.md") -> str:
    return f"""\
# graph · E1 预消化简报（2026-12-16）

## 一、条目

### 条目 1：SAGE 出处

- 来源：{source}（Hale et al., 2023，arXiv:2301.04411）
- 要点：采样聚合论文。
- 建议归入：{suggestion}
"""


def run(tmp_path: Path, kb: str, suggestion: str) -> tuple[int, str, str]:
    return proposed_and_applied(tmp_path, KB_PATH, kb, brief(suggestion), BRIEF_PATH)


def added_lines(before: str, after: str) -> list[str]:
    return [line for line in after.splitlines() if line not in before.splitlines()]


@pytest.mark.parametrize(
    "suggestion",
    [
        f"§5 参考文献新增 [Hale 2023] {TITLE}. arXiv:2301.04411。",
        f"§5 参考文献补 [Hale 2023] {TITLE}. arXiv:2301.04411。",
        f"§5 登记 [Hale 2023] {TITLE}. arXiv:2301.04411。",
    ],
)
def test_an_author_year_reference_keeps_the_brief_s_label_and_title(
    tmp_path: Path, suggestion: str
) -> None:
    code, report, after = run(tmp_path, AUTHOR_YEAR_KB, suggestion)
    added = added_lines(AUTHOR_YEAR_KB, after)
    assert len(added) == 1, report
    assert added[0].startswith(f"- [Hale 2023] {TITLE}. arXiv:2301.04411"), report
    assert "et al" not in added[0] and "SAGE 出处" not in added[0], report
    assert code == 0, report


@pytest.mark.parametrize(
    "suggestion",
    [
        f"参考文献补 [3] Hale et al. {TITLE}. arXiv:2301.04411。",
        f"参考文献新增 [3] Hale et al. {TITLE}. arXiv:2301.04411。",
    ],
)
def test_a_numbered_reference_keeps_the_brief_s_authors_and_title(
    tmp_path: Path, suggestion: str
) -> None:
    _, report, after = run(tmp_path, NUMBERED_KB, suggestion)
    added = added_lines(NUMBERED_KB, after)
    assert len(added) == 1, report
    assert added[0].startswith(f"[3] Hale et al. {TITLE}. arXiv:2301.04411"), report
    assert "no authors or year" not in report, report


@pytest.mark.parametrize(
    "suggestion",
    [
        f"§5 参考文献补 [Hale 2023] {LONG_TITLE}. arXiv:2301.04411。",
        f"§5 参考文献新增 [Hale 2023] {LONG_TITLE}. arXiv:2301.04411。",
    ],
)
def test_a_reference_title_names_no_section(tmp_path: Path, suggestion: str) -> None:
    _, report, after = run(tmp_path, AUTHOR_YEAR_KB, suggestion)
    added = added_lines(AUTHOR_YEAR_KB, after)
    assert added and added[0].startswith(f"- [Hale 2023] {LONG_TITLE}."), report
    assert "Graph Transformers" not in "".join(
        row for row in report.splitlines() if "§Graph" in row or "heading named" in row
    ), report
    assert "§Graph" not in report, report


@pytest.mark.parametrize(
    "suggestion",
    [
        "§1 新增 **SAGE** 条目，引用写作 [Hale 2023]。",
        "§1 新增 **SAGE** 条目，引用记为 [Hale 2023]；§5 登记该论文。",
    ],
)
def test_a_new_entry_cites_by_the_key_the_brief_gives(tmp_path: Path, suggestion: str) -> None:
    _, report, after = run(tmp_path, AUTHOR_YEAR_KB, suggestion)
    entry = [line for line in added_lines(AUTHOR_YEAR_KB, after) if "SAGE" in line]
    assert len(entry) == 1 and "[Hale 2023]" in entry[0], report
    # No reference with a made-up label or the item's heading as its title either: the brief
    # gives the paper no title, so a reference it asks for is reported.
    assert not any("et al" in line for line in added_lines(AUTHOR_YEAR_KB, after)), report
    assert "not understood" not in report, report


def test_a_key_the_section_does_not_cite_by_is_reported(tmp_path: Path) -> None:
    _, report, after = run(
        tmp_path, NUMBERED_KB, "消息传递 小节新增 **SAGE** 条目，引用写作 [Hale 2023]。"
    )
    assert after == NUMBERED_KB, report
    assert "[Hale 2023]" in report and "proposed" not in report, report
