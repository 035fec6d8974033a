"""`趋势观察 加一条：…`: at the line's start, the words of a labelled heading (`## 第 3 部分
趋势观察`), set apart by a space from an add verb of a new entry (`一条`, `条目`), name that
section. Followed by any other words (`东方蜜蜂 加入 X 后…`) they stay the sentence's own.
Our own words and KB."""

from __future__ import annotations

from pathlib import Path

import pytest

from .beekeeping_kb import BRIEF_PATH, KB, KB_PATH, brief
from .conftest import proposed_and_applied

TREND = "高原地区开始推广地方蜂种"


@pytest.mark.parametrize(
    "request_words",
    [
        f"趋势观察 加一条：{TREND}。",
        f'趋势观察 新增一条"{TREND}"。',
        f"趋势观察  补一条：{TREND}",
    ],
)
def test_the_chapter_named_by_its_words_takes_the_line(tmp_path: Path, request_words: str) -> None:
    code, report, after = proposed_and_applied(
        tmp_path, KB_PATH, KB, brief(request_words), BRIEF_PATH
    )
    assert code == 0, report
    added = [line for line in after.splitlines() if line not in KB.splitlines()]
    assert len(added) == 1 and added[0].startswith(f"- {TREND}。"), added
    lines = after.splitlines()
    assert lines.index(added[0]) == lines.index("- 城市屋顶养蜂在增加。") + 1


def test_a_sub_section_named_by_its_words_takes_the_new_entry(tmp_path: Path) -> None:
    code, report, after = proposed_and_applied(
        tmp_path, KB_PATH, KB, brief("东方蜜蜂 新增 高原黑蜂（2024）条目。"), BRIEF_PATH
    )
    assert code == 0, report
    lines = after.splitlines()
    added = [line for line in lines if line not in KB.splitlines()]
    assert len(added) == 1 and added[0].startswith("- 高原黑蜂（2024）— "), added
    assert lines.index(added[0]) == lines.index("- 中华蜜蜂（1950）— 抗螨，采集零星蜜源。") + 1


def test_the_words_before_another_verb_name_no_section(tmp_path: Path) -> None:
    code, report, after = proposed_and_applied(
        tmp_path, KB_PATH, KB, brief("东方蜜蜂 加入 高原黑蜂 后越冬更稳。"), BRIEF_PATH
    )
    assert after == KB
    assert code != 0 and "not understood" in report, report
