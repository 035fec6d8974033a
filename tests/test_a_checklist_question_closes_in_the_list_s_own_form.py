"""An open question of a checklist (`- [ ] Q5 …`) closed by a brief is ticked; a reason the
brief gives (`Q4 关闭：…`, `Q5 可以关闭，勾上并注明"…"`) is written as the list's closed lines
write theirs (`- [x] Q3 …（已关闭：…）`), and reported where none does. The label opens the line
even when a Latin name follows it (`Q5 GNoME …`); two closing-list lines about two questions
of one section are two edits, never one."""

from __future__ import annotations

import pytest

from kbpatch.api import propose
from kbpatch.kb import Kb

from .conftest import KB_PATH

QUESTIONS = """\
# 电池活文档

## 6 开放问题

- [ ] Q2 车规低压下锂金属负极能否循环 800 次以上？
- [x] Q3 卤化物窗口能否覆盖 4.5 V？（已关闭：实测上限 4.3 V）
- [ ] Q4 无负极库伦效率能否到 99.9%？
- [ ] Q5 GNoME 类候选的实验合成成功率是多少？
"""
PLAIN = QUESTIONS.replace("（已关闭：实测上限 4.3 V）", "")


def brief(suggestion: str, closing: tuple[str, ...] = ()) -> str:
    listed = "".join(f"- {line}\n" for line in closing)
    return (
        "# battery · E1 预消化简报（2026-12-21）\n\n## 一、增量\n\n"
        "### 条目 1：问题更新\n\n"
        "- **来源**：organized/paper_cards/7003-questions.md\n"
        "- **要点**：两项问题有了新数据。\n"
        f"- **建议归入**：{suggestion}\n\n## 二、建议动作\n\n{listed}"
    )


def changed(kb: str, text: str) -> list[str]:
    found = propose(text, Kb(kb, path=KB_PATH))
    lines = kb.splitlines()
    for patch in found.patches:
        edit = patch.change
        lines[edit.start : edit.end] = [line.rstrip("\n") for line in edit.lines]
    return [line for line in lines if line not in kb.splitlines()]


@pytest.mark.parametrize(
    ("suggestion", "reason"),
    [
        ("§6 Q4 关闭：两家实验室已报道 99.92%。", "两家实验室已报道 99.92%"),
        ('§6 Q4 可以关闭，勾上并注明"已有 99.92% 的报道"。', "已有 99.92% 的报道"),
        ("§6 关闭 Q4（两家实验室已报道 99.92%）。", "两家实验室已报道 99.92%"),
    ],
)
def test_the_reason_goes_in_the_aside_the_closed_lines_write(suggestion: str, reason: str) -> None:
    assert changed(QUESTIONS, brief(suggestion)) == [
        f"- [x] Q4 无负极库伦效率能否到 99.9%？（已关闭：{reason}）"
    ]


def test_a_reason_where_no_closed_line_writes_one_is_reported() -> None:
    found = propose(brief("§6 Q4 关闭：两家实验室已报道 99.92%。"), Kb(PLAIN, path=KB_PATH))
    assert not found.patches
    assert any("has no place for the reason" in o.reason for o in found.outcomes)


def test_a_label_followed_by_a_latin_name_is_the_question_s() -> None:
    assert changed(QUESTIONS, brief("§6 Q5 关闭。")) == [
        "- [x] Q5 GNoME 类候选的实验合成成功率是多少？"
    ]


def test_two_closing_lines_about_two_questions_are_two_edits() -> None:
    text = brief("§6 不新增问题。", closing=("§6 Q5 关闭。", '§6 Q2 里的"800 次"改为"1000 次"。'))
    assert sorted(changed(QUESTIONS, text)) == [
        "- [ ] Q2 车规低压下锂金属负极能否循环 1000 次以上？",
        "- [x] Q5 GNoME 类候选的实验合成成功率是多少？",
    ]
