"""The words a request dictates for its new entry after a writing lead and a colon, unquoted —
`要点写：…`, `正文写：…`, `正文就写：…`, `条目写成：…` (as `内容：…` already) — are the entry's
text as written, not the item's 要点. Our own words."""

from __future__ import annotations

from pathlib import Path

import pytest

from .conftest import proposed_and_applied

BRIEF_PATH = "inbox/qin/2026-12-15-robotics-e1prep.md"
KB_PATH = "organized/knowledge/robotics.md"

KB = """\
# robotics 活文档

## 3 操作

### 3.1 抓取

- **GraspNet**（arXiv:2101.00071）：六自由度抓取位姿。
"""


def brief(suggestion: str) -> str:
    return f"""\
# robotics · E1 预消化简报（2026-12-15）

## 一、条目

### 条目 1：SoftGrip

- 来源：arXiv:2612.05555
- 要点：软体夹爪配触觉反馈，易碎物体抓取成功率从 71% 提到 93%，作者在 3 种物体上测。
- 建议归入：{suggestion}
"""


DICTATED = "软体夹爪加触觉闭环，易碎物体成功率 93%（仅 3 种物体）。"


@pytest.mark.parametrize(
    "suggestion",
    [
        f"§3.1 新增 SoftGrip 条目，要点写：{DICTATED}",
        f"§3.1 补录一条 SoftGrip。正文写：{DICTATED}",
        f"§3.1 新增 SoftGrip 条目，正文就写：{DICTATED}",
        f"新增 SoftGrip 条目（§3.1），条目写成：{DICTATED}",
    ],
)
def test_the_dictated_words_are_the_entry_s_text(tmp_path: Path, suggestion: str) -> None:
    code, report, after = proposed_and_applied(tmp_path, KB_PATH, KB, brief(suggestion), BRIEF_PATH)
    assert code == 0, report
    (line,) = [x for x in after.splitlines() if "SoftGrip" in x]
    assert line.startswith(f"- **SoftGrip**（arXiv:2612.05555）：{DICTATED}"), line
    assert "71%" not in after, after


SPLIT = "软体夹爪加触觉闭环；易碎物体成功率 93%（仅 3 种物体）。"


@pytest.mark.parametrize(
    "suggestion",
    [
        # The words' own clauses parted by `；`.
        f"§3.1 新增一条：**SoftGrip**：{SPLIT}",
        f"§3.1 新增 **SoftGrip**：{SPLIT}",
        # After 原文如下 and its colon, as after 全文如下.
        f"§3.1 新增一条，原文如下：**SoftGrip**：{SPLIT}",
        # Quoted after 正文写, in clauses of their own: the text, not a label.
        f'§3.1 新增 SoftGrip 条目，正文写"{SPLIT.rstrip("。")}"。',
    ],
)
def test_dictated_words_in_clauses_of_their_own_are_the_entry_s_text(
    tmp_path: Path, suggestion: str
) -> None:
    code, report, after = proposed_and_applied(tmp_path, KB_PATH, KB, brief(suggestion), BRIEF_PATH)
    assert code == 0, report
    (line,) = [x for x in after.splitlines() if "SoftGrip" in x]
    assert line.startswith(f"- **SoftGrip**（arXiv:2612.05555）：{SPLIT}"), line
    assert "71%" not in after, after


def test_a_request_after_the_semicolon_is_no_words_of_the_entry(tmp_path: Path) -> None:
    suggestion = f"§3.1 新增一条：**SoftGrip**：{DICTATED.rstrip('。')}；条目 2 不入档。"
    code, report, after = proposed_and_applied(tmp_path, KB_PATH, KB, brief(suggestion), BRIEF_PATH)
    assert "SoftGrip" in after and "不入档" not in after and code == 0, report


def test_words_saying_how_to_write_the_entry_are_not_its_text(tmp_path: Path) -> None:
    # After the `；`, a clause that asks (加一句): the words are instructions, not the entry.
    suggestion = (
        '§3.1 补 SoftGrip 一条：定位写"软体夹爪"，并挂接已有攻略；同时可加一句触觉反馈的来历。'
    )
    code, report, after = proposed_and_applied(tmp_path, KB_PATH, KB, brief(suggestion), BRIEF_PATH)
    assert "可加一句" not in after and "挂接" not in after and code in (0, 1), report


def test_the_words_before_a_request_after_the_semicolon_are_the_entry_s(tmp_path: Path) -> None:
    suggestion = (
        "§3.1 补录一条 **SoftGrip**（Lab，2026）：软体夹爪加触觉闭环，易碎物体成功率 93%；"
        "参考文献附一条 arXiv:2612.05555。"
    )
    _, report, after = proposed_and_applied(tmp_path, KB_PATH, KB, brief(suggestion), BRIEF_PATH)
    (line,) = [x for x in after.splitlines() if "SoftGrip" in x]
    assert "软体夹爪加触觉闭环，易碎物体成功率 93%" in line and "71%" not in line, report


@pytest.mark.parametrize("verb", ["改由", "转由", "移交"])
def test_a_hand_over_verb_inside_the_dictated_words_asks_nothing(tmp_path: Path, verb: str) -> None:
    words = f"夹爪控制{verb}触觉闭环驱动，易碎物体成功率 93%"
    suggestion = f"§3.1 补录 **SoftGrip**（Lab，2026）：{words}。"
    code, report, after = proposed_and_applied(tmp_path, KB_PATH, KB, brief(suggestion), BRIEF_PATH)
    assert code == 0, report
    (line,) = [x for x in after.splitlines() if "SoftGrip" in x]
    assert words in line, line
