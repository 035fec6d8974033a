"""The words a brief dictates for a new entry after its colon (`补一条：汉堡：上半年甲醇加注
0.2 万吨`) are the entry's, whatever verbs they hold (`加注` is bunkering here, not a note to
add; `改由` no change): the words before the colon ask for the entry. Our own KB and words."""

from __future__ import annotations

from pathlib import Path

import pytest

from .conftest import proposed_and_applied

BRIEF_PATH = "inbox/fa/2026-12-31-bunker-e1prep.md"
KB_PATH = "organized/knowledge/bunker.md"

KB = """\
# 加注 活文档

## 4 加注量

- **新加坡**：2026 年上半年甲醇加注 1.2 万吨。
- **鹿特丹**：2026 年上半年甲醇加注 0.8 万吨。
"""

NEW = "- **汉堡**：上半年甲醇加注 0.2 万吨，补给船改由港方调度。"


def brief(suggestion: str) -> str:
    return f"""\
# bunker · E1 预消化简报（2026-12-31）

## 一、今日条目

### 条目 1：汉堡港加注

- **来源**：organized/paper_cards/2612-hamburg.md
- **要点**：汉堡港开始甲醇加注。
- **建议归入**：{suggestion}

## 二、本轮结论与建议动作

- 见条目 1。
"""


@pytest.mark.parametrize(
    "suggestion",
    [
        "§4 补一条：汉堡：上半年甲醇加注 0.2 万吨，补给船改由港方调度。",
        "§4 添一条：汉堡：上半年甲醇加注 0.2 万吨，补给船改由港方调度。",
        "§4 加一行：汉堡：上半年甲醇加注 0.2 万吨，补给船改由港方调度。",
    ],
)
def test_the_dictated_entry_is_added_whole(tmp_path: Path, suggestion: str) -> None:
    code, report, after = proposed_and_applied(tmp_path, KB_PATH, KB, brief(suggestion), BRIEF_PATH)
    assert code == 0, report
    (new,) = [line for line in after.splitlines() if line not in KB.splitlines()]
    assert new.startswith(NEW.removesuffix("。")), new
