"""A numbered list's new entry asked by the number it takes (`补充第 4 条：「4. …」`, `添上第 4
条：`) is the list's next entry, written at its end; a number the list has passed (`新增第 2 条`
where it runs to 3) asks for an insert with the rest renumbered, which is reported, never
written under another number. A quote dictated after its colon ends the request at its full
stop: a footnote placed after it (`脚注 `[^2]: …` 接在参考文献最后`) is a request of its own,
not words of the entry. Our own KB and words."""

from __future__ import annotations

from pathlib import Path

import pytest

from .conftest import proposed_and_applied

BRIEF_PATH = "inbox/lu/2026-12-20-glaze-e1prep.md"
KB_PATH = "organized/knowledge/glaze.md"

KB = """\
# 釉料 活文档

## 第二章 烧成工艺 · Firing

### 还原烧成 · Reduction Firing

1. 还原气氛下铜红釉呈色稳定，窑温 1280 ℃。
2. 柴窑还原周期约 36 小时[^1]。
3. 气窑可用 CO 探头控制还原强度。

### 氧化烧成 · Oxidation Firing

1. 电窑以氧化气氛为主。

## 参考文献

[^1]: 陈立. *柴窑烧成记录*, 2024.
"""

WORDS = "2026 年景德镇窑口改用氢气还原，周期缩短到 20 小时。"


def brief(suggestion: str, closing: str = "见条目 1。") -> str:
    return f"""\
# glaze · E1 预消化简报（2026-12-20）

## 一、今日条目

### 条目 1：氢气还原烧成

- **来源**：organized/paper_cards/2612-hydrogen-kiln.md
- **要点**：景德镇窑口试用氢气还原。
- **建议归入**：{suggestion}

## 二、本轮结论与建议动作

- {closing}
"""


def added(after: str) -> list[str]:
    return [line for line in after.splitlines() if line not in KB.splitlines()]


@pytest.mark.parametrize(
    "suggestion",
    [
        f"Reduction Firing 小节补充第 4 条：「4. {WORDS}」",
        f"「还原烧成 · Reduction Firing」小节添上第 4 条：「4. {WORDS}」",
        f"第二章 Reduction Firing 小节增补第 4 条：{WORDS}",
        f"第二章 Reduction Firing 小节补一条：{WORDS}",
    ],
)
def test_the_entry_asked_by_the_list_s_next_number_is_added_at_its_end(
    tmp_path: Path, suggestion: str
) -> None:
    code, report, after = proposed_and_applied(tmp_path, KB_PATH, KB, brief(suggestion), BRIEF_PATH)
    assert code == 0, report
    (new,) = added(after)
    assert new.startswith("4. " + WORDS), new
    lines = after.splitlines()
    assert lines[lines.index(new) - 1].startswith("3. 气窑"), after


@pytest.mark.parametrize(
    ("suggestion", "number"),
    [
        (f"Reduction Firing 小节新增第 2 条：「2. {WORDS}」", 2),
        (f"Reduction Firing 小节补充第 2 条：{WORDS}", 2),
        (f"「还原烧成 · Reduction Firing」小节新增一条：「6. {WORDS}」", 6),
    ],
)
def test_a_number_the_list_does_not_take_next_is_reported_not_written(
    tmp_path: Path, suggestion: str, number: int
) -> None:
    code, report, after = proposed_and_applied(tmp_path, KB_PATH, KB, brief(suggestion), BRIEF_PATH)
    assert code != 0
    assert after == KB
    assert f"the number {number}" in report and "next is 4" in report, report


@pytest.mark.parametrize(
    "placed",
    [
        "脚注 `[^2]: 王敏. *氢气还原试验*, 2026-11.` 接在参考文献最后。",
        "脚注 `[^2]: 王敏. *氢气还原试验*, 2026-11.` 放在参考文献末尾。",
    ],
)
def test_a_footnote_placed_after_the_dictated_quote_is_added_to_the_references(
    tmp_path: Path, placed: str
) -> None:
    entry = WORDS.replace("小时。", "小时[^2]。")
    suggestion = f"Reduction Firing 小节补充第 4 条：「4. {entry}」{placed}"
    code, report, after = proposed_and_applied(tmp_path, KB_PATH, KB, brief(suggestion), BRIEF_PATH)
    assert code == 0, report
    new_entry, footnote = added(after)
    assert new_entry.startswith("4. " + entry), new_entry
    assert footnote.startswith("[^2]: 王敏. *氢气还原试验*, 2026-11"), footnote
    assert "not understood" not in report, report


def test_a_quote_ending_its_sentence_after_the_colon_is_the_whole_entry(tmp_path: Path) -> None:
    suggestion = f"Reduction Firing 小节新增一条：「{WORDS}」脚注另行核对。"
    code, report, after = proposed_and_applied(tmp_path, KB_PATH, KB, brief(suggestion), BRIEF_PATH)
    assert code == 0, report
    (new,) = added(after)
    assert new.startswith("4. " + WORDS) and "脚注" not in new, new


@pytest.mark.parametrize(
    "closing",
    ["Reduction Firing 小节位置不动。", "还原烧成、氧化烧成两小节的次序：均不动。"],
)
def test_a_keep_of_a_section_s_place_holds_no_edit_of_its_words(
    tmp_path: Path, closing: str
) -> None:
    suggestion = f"Reduction Firing 小节新增一条：{WORDS}"
    code, report, after = proposed_and_applied(
        tmp_path, KB_PATH, KB, brief(suggestion, closing), BRIEF_PATH
    )
    assert code == 0, report
    (new,) = added(after)
    assert new.startswith("4. " + WORDS), new
