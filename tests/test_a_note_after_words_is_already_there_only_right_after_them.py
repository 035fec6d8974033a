"""`在"X"后补注"（Y）"`: the note is already in the document only where it stands right after X.
The same words elsewhere in the line (`灰` in another phrase, `还原` earlier in the sentence)
are no note after X: the note is written after X. Written once, asking again is a no-op that
says where the note stands. Our own words, on a small KB of our own."""

from __future__ import annotations

from pathlib import Path

import pytest

from .conftest import proposed_and_applied, report_rows

KB_PATH = "organized/knowledge/glaze.md"
BRIEF_PATH = "inbox/ann/2026-12-25-glaze-e1prep.md"

KB = """\
# glaze 活文档

## 1 釉系

### 1.1 高温釉

**Shino 系**：还原焰烧成的长石白釉，橘皮纹明显，常见于茶碗，釉面偏灰。

- **Ash**：草木灰釉，流釉自然，窑温 1280 度，灰白到青绿。
"""


def brief(suggestion: str) -> str:
    return f"""\
# glaze · E1 预消化简报（2026-12-25）

## 一、今日条目

### 条目 1：釉系补注

- **来源**：organized/paper_cards/79-x.md
- **要点**：补注烧成口径。
- **建议归入**：{suggestion}
"""


def run(tmp_path: Path, suggestion: str) -> tuple[int, str, str]:
    return proposed_and_applied(tmp_path, KB_PATH, KB, brief(suggestion), BRIEF_PATH)


@pytest.mark.parametrize(
    ("suggestion", "written"),
    [
        (
            '§1.1 在"橘皮纹明显"后补注"（还原焰）"。',
            "**Shino 系**：还原焰烧成的长石白釉，橘皮纹明显（还原焰），常见于茶碗，釉面偏灰。",
        ),
        (
            "§1.1 Ash 条目中“流釉自然”之后加注“（灰）”。",
            "- **Ash**：草木灰釉，流釉自然（灰），窑温 1280 度，灰白到青绿。",
        ),
        (
            '§1.1 在"1280 度"后面补充"（灰白）"。',
            "- **Ash**：草木灰釉，流釉自然，窑温 1280 度（灰白），灰白到青绿。",
        ),
    ],
)
def test_a_note_whose_words_stand_elsewhere_in_the_line_is_written_after_the_named_words(
    tmp_path: Path, suggestion: str, written: str
) -> None:
    code, report, after = run(tmp_path, suggestion)
    assert code == 0 and written in after.splitlines(), report


@pytest.mark.parametrize(
    "suggestion",
    [
        '§1.1 在"长石白釉"后补注"，橘皮纹明显"。',
        "§1.1 Ash 条目中“草木灰釉”之后加注“，流釉自然”。",
    ],
)
def test_a_note_that_already_follows_the_named_words_is_a_no_op(
    tmp_path: Path, suggestion: str
) -> None:
    _code, report, after = run(tmp_path, suggestion)
    assert after == KB, report
    (row,) = report_rows(report)
    assert "already" in row and "after 「" in row, report
