"""A footnote's definition the brief writes out after an add verb (`注释末尾附上脚注 [^4]：…`,
`注释一节新增一条：[^4]: …`, `注释列表补一条 [^4]：…`) is a new footnote of the list, its label and
words as given (with or without a paper's id), never words glued onto the list's last footnote
nor an entry built around them. A value's scheme is kept on both sides of a change
(`arXiv:2601.11111 改为 arXiv:2601.11112` never writes `arXiv:arXiv:`), and a verb inside the
bracket of a changed value (`由未决改为已解决（决定归入 2.1）`) asks nothing of its own. Our own
words, on a small KB of our own."""

from __future__ import annotations

import pytest

from .conftest import kb_after

KB = """\
# 机器人活文档

# 第一章 抓取

## 1.1 触觉

#### TacGrip
- 机构：ETH
- 评述：触觉闭环抓取[^1]。

## 1.2 待议

1. **问题**：触觉是否必要？ — 状态：未决
2. **问题**：仿真数据够不够？ — 状态：未决

# 注释

[^1]: Aalto K. et al. TacGrip: Closing the Loop with Touch. arXiv:2601.11111, 2026.
[^2]: Brun L. et al. SoftHand: Underactuated Grasping. arXiv:2602.22222, 2026.
[^3]: 吴桐，《夹爪选型笔记》，organized/guides/gripper.md。
"""

DEFINITION = "Cole M. et al. PinchNet: Two Finger Pinches. arXiv:2611.33333, 2026."


def brief(suggestion: str) -> str:
    return (
        "# robotics · E1 预消化简报（2026-12-20）\n\n## 一、今日条目\n\n"
        "### 条目 1：PinchNet\n\n"
        "- **来源**：organized/paper_cards/9300-pinch.md\n"
        "- **要点**：两指捏取。\n"
        f"- **建议归入**：{suggestion}\n"
    )


@pytest.mark.parametrize(
    "suggestion",
    [
        f"注释末尾附上脚注 [^4]：{DEFINITION}",
        f"注释一节新增一条：[^4]: {DEFINITION}",
        f"注释列表补一条 [^4]：{DEFINITION}",
        f"注释里添上 [^4]：{DEFINITION}",
    ],
)
def test_a_written_out_definition_is_added_as_the_next_footnote(suggestion: str) -> None:
    lines, rows = kb_after(KB, brief(suggestion))
    added = [line for line in lines if line not in KB.splitlines()]
    assert len(added) == 1, (added, rows)
    assert added[0].startswith(
        "[^4]: Cole M. et al. PinchNet: Two Finger Pinches. arXiv:2611.33333"
    )
    assert lines[lines.index(added[0]) - 1].startswith("[^3]: 吴桐"), lines


def test_a_definition_without_a_paper_id_is_added_as_given_not_glued_on() -> None:
    lines, rows = kb_after(KB, brief("注释末尾附上脚注 [^4]：SpeechColab. Leaderboard, 2026-11."))
    added = [line for line in lines if line not in KB.splitlines()]
    assert len(added) == 1 and added[0].startswith("[^4]: SpeechColab. Leaderboard, 2026-11"), rows
    assert lines[lines.index(added[0]) - 1].startswith("[^3]: 吴桐"), lines


def test_a_changed_id_keeps_its_scheme_once() -> None:
    lines, rows = kb_after(KB, brief("§注释 [^1] 中 arXiv:2601.11111 改为 arXiv:2601.11112"))
    changed = [line for line in lines if line not in KB.splitlines()]
    assert changed == [
        "[^1]: Aalto K. et al. TacGrip: Closing the Loop with Touch. arXiv:2601.11112, 2026."
    ], (changed, rows)


def test_a_verb_inside_the_new_value_s_bracket_adds_no_entry() -> None:
    lines, rows = kb_after(KB, brief("§1.2 第 2 问状态由未决改为已解决（决定归入 1.1 节）"))
    assert not any("PinchNet" in line for line in lines), lines
    assert lines == KB.splitlines(), rows
