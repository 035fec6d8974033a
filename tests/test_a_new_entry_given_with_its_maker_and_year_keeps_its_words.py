"""`加一条 X（机构，年份）：…`, `增一条 X（年份）— …`, `加一条"**X**（机构，年份）：…"`: the words
the brief gives after a new entry's name and its maker and year are the entry's, and a whole
line given so is written in the list's own form (bold name, maker and year), named by the
line, not by the item's title. Beside entries that cite by footnote, no card path is written
as a source. Our own words and KB."""

from __future__ import annotations

from pathlib import Path

import pytest

from .conftest import proposed_and_applied
from .orchard_kb import BRIEF_PATH, KB, KB_PATH, LAST, brief

WORDS = "近红外光谱识别树皮下病斑"


@pytest.mark.parametrize(
    "request_words",
    [
        f"§2.1 加一条 RotSense（农大，2025）：{WORDS}。",
        f"§2.1 新增一条 RotSense（农大，2025）— {WORDS}。",
        f"§2.1 补一条 **RotSense**（农大，2025）：{WORDS}。",
        f'§2.1 加一条"**RotSense**（农大，2025）：{WORDS}。"',
        f'§2.1 加一条："**RotSense**（农大，2025）：{WORDS}。"',
    ],
)
def test_the_entry_is_the_line_the_brief_gives(tmp_path: Path, request_words: str) -> None:
    code, report, after = proposed_and_applied(
        tmp_path, KB_PATH, KB, brief(request_words), BRIEF_PATH
    )
    assert code == 0, report
    lines = after.splitlines()
    added = [line for line in lines if line not in KB.splitlines()]
    assert len(added) == 1, added
    assert added[0].startswith(f"3. **RotSense**（农大，2025）：{WORDS}。"), added
    assert lines.index(added[0]) == lines.index(LAST) + 1


def test_a_line_given_whole_is_named_by_its_own_bold_name(tmp_path: Path) -> None:
    request = brief(f'§2.1 加一条："**RotSense**（农大，2025）：{WORDS}。"', title="果园病害新方法")
    code, report, after = proposed_and_applied(tmp_path, KB_PATH, KB, request, BRIEF_PATH)
    assert code == 0, report
    added = [line for line in after.splitlines() if line not in KB.splitlines()]
    assert len(added) == 1 and added[0].startswith("3. **RotSense**（农大，2025）："), added


def test_no_card_path_beside_entries_that_cite_by_footnote(tmp_path: Path) -> None:
    code, report, after = proposed_and_applied(
        tmp_path, KB_PATH, KB, brief("§2.1 新增一条 RotSense（农大，2025）。"), BRIEF_PATH
    )
    assert code == 0, report
    added = [line for line in after.splitlines() if line not in KB.splitlines()]
    assert len(added) == 1 and added[0].startswith("3. **RotSense**（农大，2025）："), added
    assert "paper_cards" not in added[0] and "来源" not in added[0], added


# Paragraph entries, only one of which gives its maker and year: the brief's line keeps its own.
MIXED_KB = """\
# 果园管理

## 3. 虫害

### 3.1 监测

**TrapCam**（华农，2023）：诱捕器相机按小时计数蛀果蛾。

**虫情的局限**：夜间计数误差仍大。

## 4. 其他

正文。
"""


@pytest.mark.parametrize(
    "request_words",
    [
        f"§3.1 新增：**RotSense**（农大，2025）：{WORDS}。",
        f"监测一节新增：**RotSense**（农大，2025）：{WORDS}。",
        f"3.1 节补一条 RotSense（农大，2025）：{WORDS}。",
    ],
)
def test_a_dictated_maker_and_year_stay_beside_a_neighbour_without_them(
    tmp_path: Path, request_words: str
) -> None:
    code, report, after = proposed_and_applied(
        tmp_path, KB_PATH, MIXED_KB, brief(request_words), BRIEF_PATH
    )
    assert code == 0, report
    added = [line for line in after.splitlines() if line and line not in MIXED_KB.splitlines()]
    assert len(added) == 1, added
    assert added[0].startswith(f"**RotSense**（农大，2025）：{WORDS}。"), added


@pytest.mark.parametrize(
    ("request_words", "name"),
    [
        (f"§2.1 补一条 腐烂快检（农大，2025）：{WORDS}。", "腐烂快检"),
        (f"§2.1 添一条 腐烂快检（农大，2025）— {WORDS}。", "腐烂快检"),
        (f"§2.1 加一行：RotSense（农大，2025）：{WORDS}。", "RotSense"),
        (f"苹果一节添一则：**RotSense**（农大，2025）：{WORDS}。", "RotSense"),
    ],
)
def test_words_after_a_count_and_a_name_are_the_entry_s_not_its_item_s(
    tmp_path: Path, request_words: str, name: str
) -> None:
    code, report, after = proposed_and_applied(
        tmp_path, KB_PATH, KB, brief(request_words), BRIEF_PATH
    )
    assert code == 0, report
    added = [line for line in after.splitlines() if line not in KB.splitlines()]
    assert added == [f"3. **{name}**（农大，2025）：{WORDS}。（E1 2026-12-29 · 条目 1）"], added
