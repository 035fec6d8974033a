"""An answer named by its question's number (`问 1 的答"待定"改为"…"`, `问题 1 的答案由"A"改为
"B"`, `问 1 的答案末尾补一句…`) is that question's answer line: the change is made there, and
words appended to it never go on another question's answer (they went on the section's last
answer). The question's own words (`问 1 中"A"改为"B"`) stay the question's. Our own words."""

from __future__ import annotations

import pytest

from .cold_chain_kb import KB
from .conftest import kb_after
from .test_a_line_naming_only_a_place_heads_the_requests_under_it import brief
from .test_an_answer_named_by_its_question_s_ordinal_takes_the_words import FAQ

FIRST_ANSWER = "**答：** 待定。"


@pytest.mark.parametrize(
    "asked",
    [
        '§4 问 1 的答"待定"改为"2029 年前后过半"。',
        '§4 问 1 的答案由"待定"改为"2029 年前后过半"。',
        '§4 问题 1 的回答"待定"更新为"2029 年前后过半"。',
        '§4 第 1 问的答复由"待定"改成"2029 年前后过半"。',
    ],
)
def test_the_answer_of_the_question_numbered_takes_the_new_words(asked: str) -> None:
    lines, rows = kb_after(KB, brief(asked))
    assert [status for status, _ in rows] == ["proposed"], rows
    assert "**答：** 2029 年前后过半。" in lines and FIRST_ANSWER not in lines, rows


def test_words_in_the_answer_of_the_question_numbered_are_changed_there() -> None:
    lines, rows = kb_after(KB, brief('§4 问 2 的回答中"补能网络"改为"补能网络与车价"。'))
    assert [status for status, _ in rows] == ["proposed"], rows
    assert "**答：** 初步判断是补能网络与车价，待年报核实。" in lines, rows


@pytest.mark.parametrize(
    "asked",
    ['§4 问 1 的答案末尾补一句"2027 年复核。"', "§4 问题 1 的回答末尾补一句：2027 年复核。"],
)
def test_words_appended_to_the_numbered_answer_go_on_its_line(asked: str) -> None:
    lines, rows = kb_after(KB, brief(asked))
    assert [status for status, _ in rows] == ["proposed"], rows
    assert "**答：** 待定。2027 年复核。" in lines, rows
    assert "**答：** 初步判断是补能网络，待年报核实。" in lines, rows


def test_the_question_s_own_words_stay_on_the_question() -> None:
    lines, rows = kb_after(KB, brief('§4 问 1 中"2030 年"改为"2032 年"。'))
    assert [status for status, _ in rows] == ["proposed"], rows
    assert "**问 1：** 冷库自动化率能否在 2032 年过半？" in lines and FIRST_ANSWER in lines, rows


def test_an_answer_of_unnumbered_pairs_is_counted() -> None:
    lines, rows = kb_after(FAQ, brief('Part 3 FAQ 问 2 的答案由"待观察"改为"2027 年仍将下行"。'))
    assert [status for status, _ in rows] == ["proposed"], rows
    assert "A: 2027 年仍将下行。" in lines, rows


def test_a_question_the_section_does_not_number_is_reported() -> None:
    lines, rows = kb_after(KB, brief('§4 问 3 的答案由"待定"改为"2029 年前后"。'))
    assert lines == KB.splitlines(), rows
    assert [status for status, _ in rows] == ["unresolved"], rows
