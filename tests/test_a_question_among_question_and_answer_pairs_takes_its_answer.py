"""Where each question stands over its answer (`**问 1：** …？` / `**答：** …`), a new question
the brief gives an answer (`答：待定。`, `答案写「…」`, or both lines dictated, `「**问 3：** …？」
「**答：** …」`) is written with its answer line, labelled as the pairs are; placed after a
question named by its label (`问 2 之后`, `在问题 2 后面`) when that one is the last. A label
that is not the next, a question that is not the last, or an answer with no answer lines to
write it on is reported, never written otherwise. Our own words, on our own cold-chain KB."""

from __future__ import annotations

import pytest

from .cold_chain_kb import KB, record_brief
from .conftest import kb_after
from .test_a_line_naming_only_a_place_heads_the_requests_under_it import brief

QUESTION = "冷链碳排放核算会不会纳入强制披露？"
ANSWER = "待定。目前仅上海试点。"
NEW = [
    "",
    f"**问 3：** {QUESTION}（E1 2027-02-05 · 条目 1）",
    "**答：** 待定。目前仅上海试点。",
]


def questions(lines: list[str]) -> list[str]:
    return lines[lines.index("四、问答") + 2 : lines.index("参考文献") - 1]


@pytest.mark.parametrize(
    "request_",
    [
        f"§4 新增问 3：「{QUESTION}」答：待定。目前仅上海试点。",
        f"§4 问 2 之后新增一问「{QUESTION}」，答案写「待定。目前仅上海试点。」",
        f"§4 新增问 3，格式与前面各问一致：「**问 3：** {QUESTION}」「**答：** {ANSWER}」",
        f"「问答」一节在问题 2 后面补一问：「{QUESTION}」答：待定。目前仅上海试点。",
    ],
)
def test_the_new_question_goes_last_with_its_answer(request_: str) -> None:
    lines, rows = kb_after(KB, brief(request_))
    assert [status for status, _ in rows] == ["proposed"], rows
    assert questions(lines)[-3:] == NEW, questions(lines)


def test_a_record_s_dictated_question_and_answer_lines_are_written() -> None:
    fields = "\n".join(
        [
            "title: 碳披露讨论",
            "where: 问答",
            "edit:",
            "  - 问 2 之后新增问 3，格式与前面各问一致：",
            f"      **问 3：** {QUESTION}",
            "      **答：** 待定。目前仅上海试点。",
        ]
    )
    lines, rows = kb_after(KB, record_brief(fields, merge="(1) 问答：新增问 3。"))
    assert [status for status, _ in rows if status != "skipped"] == ["proposed"], rows
    assert questions(lines)[-3:] == NEW, questions(lines)


def test_a_question_placed_after_one_that_is_not_the_last_is_reported() -> None:
    lines, rows = kb_after(KB, brief(f"§4 问 1 之后新增一问「{QUESTION}」答：待定。"))
    assert lines == KB.splitlines(), rows
    assert any("not this section's last" in reason for _, reason in rows), rows


def test_a_label_that_is_not_the_next_one_is_reported() -> None:
    lines, rows = kb_after(KB, brief(f"§4 新增问 5：「**问 5：** {QUESTION}」「**答：** 待定。」"))
    assert lines == KB.splitlines(), rows
    assert any("「问 5」" in reason and "「问 3」" in reason for _, reason in rows), rows


def test_an_answer_with_no_answer_lines_to_write_it_on_is_reported() -> None:
    kb = "# 冷链问题单\n\n## 开放问题\n\n- Q1：冷库自动化率能否过半？\n- Q2：冷藏车瓶颈在哪？\n"
    lines, rows = kb_after(kb, brief(f"开放问题新增一问：「{QUESTION}」答：待定。"))
    assert lines == kb.splitlines(), rows
    assert any("writes no answer lines" in reason for _, reason in rows), rows


def test_a_question_with_no_answer_given_is_written_alone() -> None:
    lines, _ = kb_after(KB, brief(f"§4 新增一问「{QUESTION}」"))
    assert questions(lines)[-2:] == ["", f"**问 3：** {QUESTION}（E1 2027-02-05 · 条目 1）"]


def test_filling_in_an_answer_asks_for_no_new_question() -> None:
    lines, rows = kb_after(KB, brief("§4 补问 2 的答：已核实。"))
    assert lines == KB.splitlines(), rows
