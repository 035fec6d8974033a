"""`在 §1 X 条目里补上 Y 的说明：…`, `X 条目中补充 Y：…`: words asked inside an entry that
stands are that entry's, never a new entry Y built from the item's 要点; which words of X's
line they become is not guessed, so the request is reported with its words, in an item's
建议归入 and in the closing list. A new entry asked plainly is still added. Our own words
and KB."""

from __future__ import annotations

from pathlib import Path

import pytest

from .conftest import proposed_and_applied, report_rows

BRIEF_PATH = "inbox/kim/2026-12-18-bike-e1prep.md"
KB_PATH = "organized/knowledge/bike.md"

KB = """\
# 自行车保养笔记

## 1. 传动

1. **链条**（Shimano，2022）：每 300 公里清洁上油[^1]。
2. **飞轮**（SRAM，2023）：磨损后换挡迟滞[^2]。

## References

[^1]: Shimano. Chain Maintenance Guide. 2022.
[^2]: SRAM. Cassette Wear Notes. 2023.
"""

SUMMARY = "新款飞轮改用钛合金，重量降低三成。"


def brief(suggestion: str, closing: str = "条目 1 按上文建议归入处理。") -> str:
    return f"""\
# bike · E1 预消化简报（2026-12-18）

## 一、条目

### 条目 1：飞轮 Ti —— 钛合金飞轮

- 来源：inbox/kim/2026-12-17-cassette.md
- 要点：{SUMMARY}
- **建议归入**：{suggestion}

## 三、本轮建议动作

- {closing}
"""


def run(tmp_path: Path, suggestion: str, closing: str = "") -> tuple[int, str, str]:
    text = brief(suggestion, closing) if closing else brief(suggestion)
    return proposed_and_applied(tmp_path, KB_PATH, KB, text, BRIEF_PATH)


@pytest.mark.parametrize(
    ("suggestion", "closing", "words"),
    [
        ("在 §1 飞轮 条目里补上 Ti 版（2025）的说明：重量降低三成。", "", "Ti 版（2025）"),
        ("§1 飞轮条目中补充 Ti 版的说明：钛合金。", "", "Ti 版的说明：钛合金"),
        ("在 1. 传动 的飞轮那条里加上 Ti 版：重量降低三成。", "", "Ti 版：重量降低三成"),
        (
            "见本轮建议动作。",
            "在 §1 飞轮条目内补充 Ti 版（2025）：钛合金（条目 1）。",
            "Ti 版（2025）",
        ),
    ],
)
def test_words_inside_a_standing_entry_are_reported_not_a_new_entry(
    tmp_path: Path, suggestion: str, closing: str, words: str
) -> None:
    code, report, after = run(tmp_path, suggestion, closing)
    assert after == KB and code == 1, report
    assert SUMMARY not in after and "3. **" not in after, after
    (row,) = report_rows(report)
    assert "not understood" in row and words in row, report


def test_a_new_entry_asked_plainly_is_still_added(tmp_path: Path) -> None:
    code, report, after = run(tmp_path, "§1 新增 Ti 飞轮（SRAM，2025）一条。")
    assert code == 0, report
    assert any(line.startswith("3. **") for line in after.splitlines()), after
