"""A reason (`因为`, `由于`, `鉴于`, `理由是`) says why: an editorial verb inside it (删除, 改为,
补录) asks nothing, and the request before or after it is read as usual. A refusal whose verb
comes after what it is done for (`不必给 §1.2 X 补出处`, `无需为 §1.2 的 X 补引用`, `别给…加注`)
is a keep, as `§1.2 不必补出处` is: no row asks a person to look, and nothing is written.
Our own KB and briefs; real report rows and patches."""

from __future__ import annotations

from pathlib import Path

import pytest

from .conftest import proposed_and_applied

KB_PATH = "organized/knowledge/retrieval.md"
KB = """\
# retrieval 活文档

## 一、召回

### 1.1 稠密召回

- **DenseHop**：两跳稠密召回，召回率提升 4%。

### 1.2 稀疏召回

- **SpladeLite**：轻量稀疏编码器，词表 30k。
"""
BRIEF_PATH = "inbox/ana/2026-12-03-retrieval-e1prep.md"


def brief(suggestion: str) -> str:
    return (
        "# retrieval · E1 预消化简报（2026-12-03）\n\n## 一、今日条目\n\n"
        "### 条目 1：HopFuse 多跳融合（arXiv:2612.11111）\n\n"
        "- **来源**：organized/paper_cards/7001-hopfuse.md\n"
        "- **要点**：HopFuse 融合两跳召回的得分，nDCG@10 提升 2.3 点（作者自测）。\n"
        f"- **建议归入**：{suggestion}\n"
    )


ADDS_WITH_A_REASON = (
    "§1.1 新增 HopFuse 条目，因为 DenseHop 条目已删除了融合部分的说明。",
    "§1.1 新增一条 HopFuse，由于 SpladeLite 条目以后可能要删掉，先不与其合并。",
    "§1.1 新增 HopFuse 条目，鉴于作者已把词表改为 50k，数字以 v2 为准。",
    "§1.1 新增一条 HopFuse；理由是上轮已经补录了同类条目，需要一个对照。",
)


@pytest.mark.parametrize("suggestion", ADDS_WITH_A_REASON)
def test_a_reason_with_an_editorial_verb_asks_nothing(tmp_path: Path, suggestion: str) -> None:
    code, report, kb = proposed_and_applied(tmp_path, KB_PATH, KB, brief(suggestion), BRIEF_PATH)
    assert code == 0, report
    assert "- **HopFuse**" in kb.split("### 1.2")[0]
    assert "not understood" not in report and "check by hand" not in report
    assert "词表 30k" in kb  # no value changed


KEEPS_WITH_A_REASON = (
    "§1.2 不新增条目，因为下一轮会统一补录稀疏方法。",
    "§1.2 维持现状，由于作者已把词表改为 50k，等 v3 再看。",
    "§1.2 保持不变，理由是 SpladeLite 条目已删去了旧数字。",
)


@pytest.mark.parametrize("suggestion", KEEPS_WITH_A_REASON)
def test_a_keep_with_a_reason_is_a_keep(tmp_path: Path, suggestion: str) -> None:
    code, report, kb = proposed_and_applied(tmp_path, KB_PATH, KB, brief(suggestion), BRIEF_PATH)
    assert code == 0, report
    assert kb == KB
    assert "constraint (条目 1)" in report
    assert "not understood" not in report and "check by hand" not in report


REFUSALS_WITH_A_CO_VERB = (
    "不必给 §1.2 SpladeLite 一条补出处，已在别处登记过。",
    "别给 §1.2 SpladeLite 一条补出处。",
    "无需为 §1.2 的 SpladeLite 补引用。",
    "不用给 §1.1 DenseHop 加注。",
    "§1.2 无需为此新增条目。",
    "无需在「稀疏召回」小节新增条目。",
)


@pytest.mark.parametrize("suggestion", REFUSALS_WITH_A_CO_VERB)
def test_a_refusal_with_a_co_verb_is_a_keep(tmp_path: Path, suggestion: str) -> None:
    code, report, kb = proposed_and_applied(tmp_path, KB_PATH, KB, brief(suggestion), BRIEF_PATH)
    assert code == 0, report
    assert kb == KB
    assert "constraint (条目 1)" in report, report
    assert "check by hand" not in report
