"""Every clause of a request is obeyed or reported with its words, also when the place it
names is one kbpatch cannot find: a sub-section label that repeats in every chapter
(`（一）…`), a part's letter label (`B. …`), or a choice left open between such places. Before,
such a clause vanished: joined to the next one by the `与` of its heading's words, cut at the
full stop of a `B.` label, or read nowhere because it asked no edit verb, or because a closing
line was the item's only request. Our own words, on small KBs. A label with its heading's
words (`（一）检索与排序`, `B. 稠密检索`) now names its section
(tests/test_sections_named_by_heading_text.py): each clause is then read there, and a choice
left open between two of them is still reported, as one between two § numbers is."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from .conftest import proposed_and_applied

KB = "organized/knowledge/retrieval.md"
BRIEF = "inbox/lin/2026-12-22-retrieval-e1prep.md"

# Chapters whose sub-sections all start again at （一）: the label alone names none of them.
CHAPTERS_KB = """\
# 检索活文档

## 一、召回

### （一）检索与排序

(1) **BM25 基线**：稀疏检索的老基线[^1]。

### （二）稠密向量

(1) **双塔模型**：查询与文档各自编码。

## 二、重排

### （一）交叉编码

(1) **单塔重排**：查询与文档拼接后打分。

### （二）列表与蒸馏

(1) **列表重排**：一次排一组候选。

## 三、参考脚注

[^1]: arXiv:2101.00001 BM25 再评估，2021。

## 四、变更记录

- 2026-11-01 建档。
"""

# Roman chapters and lettered parts, the letters again in every chapter.
PARTS_KB = """\
# 检索活文档

## I. 召回

### A. 稀疏检索

- BM25：稀疏检索的老基线。

### B. 稠密检索

- 双塔：查询与文档各自编码。

## II. 重排

### A. 交叉编码

- 单塔：查询与文档拼接后打分。

### B. 蒸馏

- 列表蒸馏：从大模型蒸馏排序。
"""


def brief(request: str, closing: str = "") -> str:
    text = (
        "# retrieval · E1 预消化（2026-12-22）\n\n## 一、增量\n\n"
        "### 条目 1：ColBERT v3 晚交互检索\n\n"
        "- **来源**：inbox/lin/2026-12-21-weekly.md\n"
        "- **要点**：ColBERT v3 的索引体积比 v2 小 40%，见 arXiv:2612.00011。\n"
        f"- **建议归入**：{request}\n"
    )
    if closing:
        text += f"\n## 二、建议动作\n\n- {closing}\n"
    return text


def run(tmp_path: Path, kb: str, request: str, closing: str = "") -> tuple[int, str, str]:
    return proposed_and_applied(tmp_path / "kb", KB, kb, brief(request, closing), BRIEF)


def rows(report: str) -> list[str]:
    return [line for line in report.splitlines() if line.startswith("  A")]


@pytest.mark.parametrize(
    "request_words",
    [
        "（一）检索与排序 新增 ColBERT v3 条目，并在 三、参考脚注 补一条 arXiv:2612.00011 脚注。",
        "（二）列表与蒸馏 增补一条 ColBERT v3，同时在 §三 加 arXiv:2612.00011 脚注。",
        "在（一）检索与排序下新增 ColBERT v3 条目，"
        "另在 三、参考脚注 再添一条 arXiv:2612.00011 的脚注",
    ],
)
def test_a_clause_naming_an_unfound_sub_section_is_reported_beside_the_next(
    tmp_path: Path, request_words: str
) -> None:
    code, report, after = run(tmp_path, CHAPTERS_KB, request_words)
    found = rows(report)
    # The entry's clause is its own row: the sub-section its heading's text names
    # (tests/test_sections_named_by_heading_text.py), or a row saying it names none ...
    entry = next(row for row in found if "条目 1" in row and "§三" not in row)
    assert "add entry" in entry or "names no section" in entry, report
    # ... and the footnote clause is read as a citation in §三, never as an entry there
    # (the item's whole summary written as a footnote).
    assert any("§三" in row and "add citation" in row for row in found), report
    assert not any("add entry" in row and "§三" in row for row in found), report
    assert "ColBERT v3 的索引体积" not in after.split("## 三、参考脚注")[1], report
    assert code == 1


@pytest.mark.parametrize(
    "request_words",
    [
        "可放 （一）检索与排序 或 （二）稠密向量，二选一待 E2 定。",
        "（一）检索与排序 还是 （二）列表与蒸馏，请 E2 择一。",
        "放（一）交叉编码、（二）稠密向量其中一处，待定。",
    ],
)
def test_a_choice_left_open_between_unfound_places_is_reported(
    tmp_path: Path, request_words: str
) -> None:
    code, report, after = run(tmp_path, CHAPTERS_KB, request_words)
    found = rows(report)
    assert after == CHAPTERS_KB, report
    assert found and all("not understood" in row for row in found), report
    # The rows quote the brief's words, each place with them.
    for place in re.findall(r"（[一二]）[^\s、，,还或其]+", request_words):
        assert any(place in row.split(":", 1)[-1] for row in found), report
    assert code == 1


@pytest.mark.parametrize(
    ("request_words", "closing"),
    [
        ("见文末建议动作。", "条目 1 同前所述，归入 B. 稠密检索，新增 ColBERT v3 条目。"),
        ("详见文末。", "条目 1：放进 A. 交叉编码 一节，增补 ColBERT v3 一条。"),
        ("见下文建议动作", "条目 1 → C. 混合检索，新增一条 ColBERT v3"),
    ],
)
def test_a_closing_line_that_is_the_items_only_request_is_read_or_reported(
    tmp_path: Path, request_words: str, closing: str
) -> None:
    code, report, after = run(tmp_path, PARTS_KB, request_words, closing)
    found = rows(report)
    assert found, report
    if after == PARTS_KB:
        # Reported: a row of item 1 that names the closing line's request.
        assert any("条目 1" in row and "not understood" in row for row in found), report
        assert code == 1
    else:
        # Read: the entry in the one part the line names, nowhere else.
        added = [line for line in after.splitlines() if "ColBERT v3" in line]
        assert len(added) == 1, report
