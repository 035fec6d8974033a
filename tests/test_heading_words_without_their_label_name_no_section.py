"""`趋势观察 加一条：…`: a labelled heading's words (`## 第 3 部分 趋势观察`) without its label,
a space, and a request name no section: such words are as often the sentence's own nouns
(`东方蜜蜂 加入 X 后…`), so the request is reported with its words, never placed by a guess.
With a colon (`趋势观察：加一条…`) or with the label they name it. Our own words and KB."""

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
        "东方蜜蜂 新增 高原黑蜂（2024）条目。",
        "东方蜜蜂 加入 高原黑蜂 后越冬更稳。",
    ],
)
def test_heading_words_without_their_label_before_a_request_are_reported(
    tmp_path: Path, request_words: str
) -> None:
    code, report, after = proposed_and_applied(
        tmp_path, KB_PATH, KB, brief(request_words), BRIEF_PATH
    )
    assert after == KB
    assert code != 0 and "not understood" in report, report
    assert request_words.split()[0] in report, report  # the words, for a person to read


@pytest.mark.parametrize(
    "request_words",
    [f"趋势观察：加一条：{TREND}。", f"第 3 部分 趋势观察 加一条：{TREND}。"],
)
def test_heading_words_with_a_colon_or_their_label_name_the_section(
    tmp_path: Path, request_words: str
) -> None:
    code, report, after = proposed_and_applied(
        tmp_path, KB_PATH, KB, brief(request_words), BRIEF_PATH
    )
    assert code == 0, report
    added = [line for line in after.splitlines() if line not in KB.splitlines()]
    assert len(added) == 1 and TREND in added[0], added
    lines = after.splitlines()
    assert lines.index(added[0]) == lines.index("- 城市屋顶养蜂在增加。") + 1
