"""Asides and quotes are blanked while a request is read (their words ask nothing), but what
kbpatch writes comes from the brief's own words: a new question with an aside in it
(`X（如 Y）能否…？`) is written whole in a `- [ ]` list, a `> **问题**：` list or a numbered
one, and a report row that shows the words of a request shows its quotes and asides, never a
run of blanks where the brief has words. Our own KBs and briefs."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from .conftest import proposed_and_applied

KB_PATH = "organized/knowledge/bake.md"
BRIEF_PATH = "inbox/lin/2026-12-20-bake-e1prep.md"

CHECKBOX_KB = """\
# 烘焙 活文档

## 1 面团

- **老面**：以前一批面团留种，发酵慢而风味足。
- **冷藏发酵**：4℃ 过夜，组织更细。

## 2 待解问题

- [ ] 全麦比例超过一半时，冷藏发酵是否仍有优势？
- [ ] 高海拔地区的烤温要降多少？
"""

CALLOUT_KB = """\
# 烘焙 活文档

## 面团

1. **老面** — 以前一批面团留种，发酵慢而风味足
2. **冷藏发酵** — 4℃ 过夜，组织更细

## 开放问题

> **问题**：全麦比例超过一半时，冷藏发酵是否仍有优势？

> **问题**：高海拔地区的烤温要降多少？
"""

NUMBERED_KB = """\
# 烘焙 活文档

## 1. 面团

- **老面**：以前一批面团留种，发酵慢而风味足。
- **冷藏发酵**：4℃ 过夜，组织更细。

## 2. 开放问题

1. 全麦比例超过一半时，冷藏发酵是否仍有优势？
2. 高海拔地区的烤温要降多少？
"""

# A run of blanks between words: what a mask leaves where it blanked a quote or an aside.
BLANK_RUN = re.compile(r"(?<=\S) {3,}(?=\S)")


def brief(suggestion: str) -> str:
    return f"""\
# bake · E1 预消化简报（2026-12-20）

## 一、条目

### 条目 1：黑麦酸种

- **来源**：inbox/lin/2026-12-19-notes.md 第 2 条
- **要点**：黑麦酸种在低温下产酸更快。
- **建议归入**：{suggestion}
"""


def run(tmp_path: Path, kb: str, suggestion: str) -> tuple[list[str], str]:
    """The lines the patches add to the KB (each patch checked by `git apply --check`) and
    the report."""
    _, report, after = proposed_and_applied(tmp_path, KB_PATH, kb, brief(suggestion), BRIEF_PATH)
    before = kb.splitlines()
    return [line for line in after.splitlines() if line not in before], report


QUESTIONS = [
    ("待解问题 新增一条：", "黑麦酸种（尤其是高水合度的）在冷藏时是否会过酸？"),
    ("开放问题补一问：", "黑麦比例（按粉重计）与冷藏时长有无交互？"),
    ("新增开放问题：", "黑麦酸种的起种温度（24℃ 还是 28℃）是否影响成败？"),
]


@pytest.mark.parametrize(
    ("kb", "lead"),
    [(CHECKBOX_KB, "- [ ] "), (CALLOUT_KB, "> **问题**："), (NUMBERED_KB, "3. ")],
    ids=["box", "callout", "1."],
)
@pytest.mark.parametrize(("asked", "question"), QUESTIONS)
def test_a_new_question_keeps_the_words_of_its_aside(
    tmp_path: Path, kb: str, lead: str, asked: str, question: str
) -> None:
    """Written whole, in the list's own form (a callout's bold label too)."""
    added, report = run(tmp_path, kb, asked + question)
    [line] = [line for line in added if line.strip()]
    assert line.startswith(lead + question), (line, report)
    assert not BLANK_RUN.search(line), line


def test_numbered_new_questions_keep_the_words_of_their_asides(tmp_path: Path) -> None:
    added, report = run(
        tmp_path,
        CHECKBOX_KB,
        "待解问题新增两问：① 黑麦（粗磨）是否更易过酸？② 冷藏（4℃）能否延缓？",
    )
    assert [line for line in added if line.strip()] == [
        "- [ ] 黑麦（粗磨）是否更易过酸？（E1 2026-12-20 · 条目 1）",
        "- [ ] 冷藏（4℃）能否延缓？（E1 2026-12-20 · 条目 1）",
    ], report


@pytest.mark.parametrize(
    ("suggestion", "shown"),
    [
        ('§1 的"老面"与"冷藏发酵"两条合并为一条。', '与"冷藏发酵"两条合并'),
        (
            "§1 新增 **黑麦酸种** 条目（低温产酸快），但要等“复测结果”出来之后。",
            "但要等“复测结果”出来之后",
        ),
        ("§1 新增 **黑麦酸种** 条目，不过「周末试烤」之后再说。", "「周末试烤」之后再说"),
    ],
)
def test_a_report_row_shows_the_quoted_words_of_the_request(
    tmp_path: Path, suggestion: str, shown: str
) -> None:
    added, report = run(tmp_path, CHECKBOX_KB, suggestion)
    assert added == [], added
    rows = [line for line in report.splitlines() if re.match(r"\s*A\d\d ", line)]
    assert any(shown in row for row in rows), report
    assert not any(BLANK_RUN.search(row.split("」")[0].split("]:", 1)[-1]) for row in rows), rows


@pytest.mark.parametrize(
    ("label", "written"),
    [("> **问题**：", "> **问题**："), ("> **Q:** ", "> **Q:** "), ("- **问：**", "- **问：**")],
)
def test_a_new_question_takes_the_bold_label_its_siblings_share(
    tmp_path: Path, label: str, written: str
) -> None:
    kb = CALLOUT_KB.replace("> **问题**：", label)
    added, report = run(tmp_path, kb, "开放问题 新增一条：黑麦酸种冷藏时是否会过酸？")
    [line] = [line for line in added if line.strip()]
    assert line.startswith(written + "黑麦酸种冷藏时是否会过酸？"), (line, report)
