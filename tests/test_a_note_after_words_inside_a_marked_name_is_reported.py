"""`在"Shino"后补注"（高温）"` where the named words stand only inside an entry's bold name
(`**Shino 系**`), a link's text or code: the note right after them would split the name
(`**Shino（高温） 系**`), and where outside it the brief wants the note is not said, so it is
reported with the words and the name, never written. Words outside any markup, in the entry's
sentence or in a table cell, still take the note right after them. Our own words, on a small KB
of our own."""

from __future__ import annotations

from pathlib import Path

import pytest

from .conftest import proposed_and_applied, report_rows

KB_PATH = "organized/knowledge/glaze.md"
BRIEF_PATH = "inbox/ann/2026-12-24-glaze-e1prep.md"

KB = """\
# glaze 活文档

## 1 釉系

### 1.1 高温釉

**Shino 系**：长石为主的白釉，橘皮纹明显，常见于茶碗。

**Tenmoku**：铁系黑釉，油滴与兔毫两类，窑温 1280 度。

- [Ash Glaze](https://example.org/ash) 草木灰釉，流釉自然。
- `celadon-v2` 配方：青瓷釉，还原烧成。

### 1.2 釉料表

| 釉 | 主料 | 温度 |
| --- | --- | --- |
| 志野 | 长石 | 1250 度 |
"""


def brief(suggestion: str) -> str:
    return f"""\
# glaze · E1 预消化简报（2026-12-24）

## 一、今日条目

### 条目 1：釉系补注

- **来源**：organized/paper_cards/78-x.md
- **要点**：补注烧成口径。
- **建议归入**：{suggestion}
"""


def run(tmp_path: Path, suggestion: str) -> tuple[int, str, str]:
    return proposed_and_applied(tmp_path, KB_PATH, KB, brief(suggestion), BRIEF_PATH)


@pytest.mark.parametrize(
    ("suggestion", "name"),
    [
        ('§1.1 在"Shino"后补注"（高温）"。', "**Shino 系**"),
        ("§1.1 在“Shino”之后加注“（高温）”。", "**Shino 系**"),
        ('§1.1 在"Tenmoku"后面补充"（天目）"。', "**Tenmoku**"),
        ('§1.1 在"Ash"后补注"（自然釉）"。', "[Ash Glaze](https://example.org/ash)"),
        ('§1.1 在"celadon"后补注"（2024 版）"。', "`celadon-v2`"),
    ],
)
def test_words_inside_a_marked_name_are_reported(
    tmp_path: Path, suggestion: str, name: str
) -> None:
    code, report, after = run(tmp_path, suggestion)
    assert after == KB and code == 1, report
    (row,) = report_rows(report)
    assert "unresolved" in row and f"stands inside 「{name}」" in row, report


@pytest.mark.parametrize(
    ("suggestion", "written"),
    [
        (
            '§1.1 在"橘皮纹明显"后补注"（还原焰）"。',
            "**Shino 系**：长石为主的白釉，橘皮纹明显（还原焰），常见于茶碗。",
        ),
        ('§1.2 釉料表 志野 行在"长石"后补注"（钾长石）"。', "| 志野 | 长石（钾长石） | 1250 度 |"),
    ],
)
def test_words_outside_markup_take_the_note_right_after_them(
    tmp_path: Path, suggestion: str, written: str
) -> None:
    code, report, after = run(tmp_path, suggestion)
    assert code == 0 and written in after.splitlines(), report
