"""`§2.1 补 BloomBrew 一条，不要写 31%`: a new entry asked by 补 and a count or noun after the
name (`补 X 一条`, `补 X 条目`: 补 alone is no add verb), then a ban on writing a value (`不要写`,
`别写`, `勿写入`, `不写`, `31% 先不写`), is read as `…，但 31% 不写入` is: the ban limits that
entry, it names no row X. Where the item's 要点 (the entry's words) says the value, the entry
is withheld with a row naming the brief's words; where it does not, the entry is proposed.
Never a bare constraint that neither writes the entry nor says why. Our own words."""

from __future__ import annotations

from pathlib import Path

import pytest

from .brewing_fixture import KB, rows, run, section

BANS = [
    "§2.1 补 BloomBrew 一条，不要写 31%",
    "§2.1 补 BloomBrew 一条，别写 31%。",
    "§2.1 补 BloomBrew 条目，勿写入 31%",
    "§2.1 补 BloomBrew 条目，31% 先不写",
    "§2.1 补 BloomBrew 一条，不写 31%。",
    "§2.1 补 BloomBrew 一条，但 31% 不写入",
]


@pytest.mark.parametrize("suggestion", BANS)
def test_an_entry_whose_words_hold_the_banned_value_is_withheld_with_a_row(
    tmp_path: Path, suggestion: str
) -> None:
    _, report, after = run(tmp_path, suggestion)
    assert after == KB, after
    withheld = [row for row in rows(report) if "forbidden" in row and "add entry" in row]
    assert len(withheld) == 1 and "31%" in withheld[0], report


@pytest.mark.parametrize("suggestion", BANS)
def test_an_entry_whose_words_lack_the_banned_value_is_proposed(
    tmp_path: Path, suggestion: str
) -> None:
    code, report, after = run(tmp_path, suggestion, point="预浸泡 40 秒再冷萃，香气评分 8.6。")
    assert code == 0, report
    [line] = [line for line in after.splitlines() if "BloomBrew" in line]
    assert line.startswith("- **BloomBrew**") and "香气评分 8.6" in line and "31%" not in line
    assert line in section(after, "### 2.1 冷萃"), after
