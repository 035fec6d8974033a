"""What the brief keeps out of a new entry limits the entry's words, it does not forbid the
entry: a claim quoted before a ban (`"口感提升 30%"是店家自述，不要写进条目`), a quoted claim
after one (`不写"提升 30%"`, matched loosely: `口感比白面酸种提升 30%` says it), a word kept out
after the request (`新增 X，不写售价`) and numbers of one kind named by their noun (`售价数字都
不要写`). The entry is written from the 要点 without the sentence, or the part apart by `；`,
that holds it; where nothing is left (or the part cannot be told), it is reported, and the
kept-out words are never written. Our own KB and briefs; each patch passes `git apply --check`."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from .conftest import proposed_and_applied

KB_PATH = "organized/knowledge/bake.md"
BRIEF_PATH = "inbox/lin/2026-12-22-bake-e1prep.md"

KB = """\
# 烘焙 活文档

## 1 面团

- **老面**：以前一批面团留种，发酵慢而风味足。
- **冷藏发酵**：4℃ 过夜，组织更细。

## 2 器具

- **发酵箱**：恒温 26℃，湿度可调。
"""

TWO_PARTS = "黑麦酸种在低温下产酸更快；店家称口感比白面酸种提升 30%。"
ONE_PART = "黑麦酸种据店家称口感比白面酸种提升 30%。"
PRICED = "黑麦酸种在低温下产酸更快，48 小时后 pH 3.8；店家售价每斤 28 元。"


def brief(point: str, suggestion: str, caveat: str = "", closing: str = "") -> str:
    text = f"""\
# bake · E1 预消化简报（2026-12-22）

## 一、条目

### 条目 1：黑麦酸种

- **来源**：inbox/lin/2026-12-21-notes.md 第 1 条
- **要点**：{point}
- **建议归入**：{suggestion}
"""
    text += f"- **值得警惕**：{caveat}\n" if caveat else ""
    text += f"\n## 四、本轮结论与建议动作\n\n- {closing}\n" if closing else ""
    return text


def run(tmp_path: Path, text: str) -> tuple[list[str], list[str]]:
    """The lines the patches add and the report's rows."""
    _, report, after = proposed_and_applied(tmp_path, KB_PATH, KB, text, BRIEF_PATH)
    added = [line for line in after.splitlines() if line not in KB.splitlines() and line.strip()]
    rows = [line for line in report.splitlines() if re.match(r"\s*A\d\d ", line)]
    return added, rows


QUOTED_CLAIMS = [
    ("", '"口感提升 30%"是店家自述，不要写进条目。', ""),
    ("", "“提升 30%”为店家自测，不写入。", ""),
    ("", "「口感提升 30%」只是一家之言，别写进正文。", ""),
    ("", "", '§1：新增黑麦酸种，不写"提升 30%"（条目 1）。'),
]


@pytest.mark.parametrize(("suggestion", "caveat", "closing"), QUOTED_CLAIMS)
def test_a_banned_claim_s_part_of_the_point_is_left_out(
    tmp_path: Path, suggestion: str, caveat: str, closing: str
) -> None:
    text = brief(TWO_PARTS, suggestion or "§1 新增 **黑麦酸种** 条目。", caveat, closing)
    added, rows = run(tmp_path, text)
    [line] = added
    assert line.startswith("- **黑麦酸种**：在低温下产酸更快。"), (line, rows)
    assert "30%" not in line and "提升" not in line


@pytest.mark.parametrize(("suggestion", "caveat", "closing"), QUOTED_CLAIMS)
def test_a_point_that_is_all_the_banned_claim_is_reported(
    tmp_path: Path, suggestion: str, caveat: str, closing: str
) -> None:
    text = brief(ONE_PART, suggestion or "§1 新增 **黑麦酸种** 条目。", caveat, closing)
    added, rows = run(tmp_path, text)
    assert added == [], added
    assert any("30%" in row and "add entry" in row for row in rows), rows


KEPT_OUT = [
    ("§1 新增 **黑麦酸种** 条目，不写售价。", ""),
    ("§1 新增 **黑麦酸种** 条目，但不要写入售价。", ""),
    ("§1 新增 **黑麦酸种** 条目。", "§1：新增黑麦酸种（条目 1），不写售价。"),
]


@pytest.mark.parametrize(("suggestion", "closing"), KEPT_OUT)
def test_a_word_kept_out_after_the_add_leaves_its_part_out(
    tmp_path: Path, suggestion: str, closing: str
) -> None:
    added, rows = run(tmp_path, brief(PRICED, suggestion, closing=closing))
    [line] = added
    assert line.startswith("- **黑麦酸种**：在低温下产酸更快，48 小时后 pH 3.8。"), (
        line,
        rows,
    )
    assert "售价" not in line and "28 元" not in line
    assert not any("forbidden" in row for row in rows), rows


@pytest.mark.parametrize(("suggestion", "closing"), KEPT_OUT)
def test_a_point_whose_one_sentence_holds_the_kept_out_word_is_withheld(
    tmp_path: Path, suggestion: str, closing: str
) -> None:
    point = "黑麦酸种在低温下产酸更快，店家售价每斤 28 元。"
    added, rows = run(tmp_path, brief(point, suggestion, closing=closing))
    assert added == [], added
    assert any("forbidden" in row and "add entry" in row for row in rows), rows


@pytest.mark.parametrize(
    "caveat",
    ["任何门店的售价数字都不要写进活文档。", "店家的售价数据就不写了。"],
)
def test_numbers_of_a_kind_named_by_their_noun_limit_only_those(
    tmp_path: Path, caveat: str
) -> None:
    plain = "黑麦酸种在低温下产酸更快，48 小时后 pH 3.8。"
    added, rows = run(tmp_path, brief(plain, "§1 新增 **黑麦酸种** 条目。", caveat))
    [line] = added
    assert "pH 3.8" in line, (line, rows)
    priced = "黑麦酸种在低温下产酸更快，店家售价每斤 28 元。"
    added, rows = run(tmp_path / "priced", brief(priced, "§1 新增 **黑麦酸种** 条目。", caveat))
    assert added == [], added
    assert any("售价" in row for row in rows), rows


@pytest.mark.parametrize(
    "suggestion",
    [
        '§1 新增一条"黑麦酸种：低温下产酸更快，适合冬季"。',
        "§1 新增一条「黑麦酸种：低温下产酸更快，适合冬季」。",
        "§1 加一条“黑麦酸种：低温下产酸更快，适合冬季”，不用 要点 的说法。",
    ],
)
def test_a_line_the_brief_words_itself_is_written_beside_a_banned_claim(
    tmp_path: Path, suggestion: str
) -> None:
    """The 要点 is all the banned claim, but the brief gives the new line's own words: those
    are written, and the claim is not."""
    text = brief(ONE_PART, suggestion, '"口感提升 30%"是店家自述，不要写进条目。')
    added, rows = run(tmp_path, text)
    [line] = added
    assert "低温下产酸更快，适合冬季" in line, (line, rows)
    assert "30%" not in line
