"""An answer the brief gives as words and a date (`在问题 2 下方补答，日期记 2027-03-08，答复文字
为：「…」`) is written under that question in the form the document's answers take (`> **答**
（date）：…`); where the document answers in no one form, or the date is missing, it is reported.
Our own words, on our own tram KB."""

from __future__ import annotations

from pathlib import Path

import pytest

from .conftest import kb_after, proposed_and_applied
from .test_a_keep_holds_only_the_thing_it_names import brief
from .test_words_given_in_backticks_or_whole_lines_are_written_as_given import KB as TRAM

KB_PATH = "organized/knowledge/tram.md"
BRIEF_PATH = "inbox/lin/2027-03-08-tram-e1prep.md"
QUESTIONS = """\
## 3 开放问题

> **问题 1**：苏州会不会延伸到相城？
> **答**（2027-01-10）：会，2028 年开工。

> **问题 2**：淮安是否加密发车？

> **问题 3**：无锡何时开工？
"""
KB = f"{TRAM}\n{QUESTIONS}"
WORDS = "会。2027 年起高峰间隔缩至 6 分钟<sup>[S2]</sup>。"


@pytest.mark.parametrize(
    "asked",
    [
        f"在问题 2 下方补答，日期记 2027-03-08，答复文字为：「{WORDS}」",
        f"问题 2 下面补答复（2027-03-08）：「{WORDS}」",
    ],
)
def test_the_answer_takes_the_document_s_form(asked: str) -> None:
    lines, rows = kb_after(KB, brief(("淮安加密", asked)))
    assert [status for status, _ in rows] == ["proposed"], rows
    at = lines.index("> **问题 2**：淮安是否加密发车？")
    assert lines[at + 1].startswith("> **答**（2027-03-08）：会。2027 年起高峰间隔缩至 6 分钟"), (
        lines
    )


def test_an_answer_with_no_date_beside_dated_answers_is_reported() -> None:
    lines, rows = kb_after(KB, brief(("淮安加密", f"在问题 2 下方补答，答复文字为：「{WORDS}」")))
    assert lines == KB.splitlines(), rows
    assert any("date" in reason for _, reason in rows), rows


def test_the_answer_applies_with_git(tmp_path: Path) -> None:
    text = brief(("淮安加密", f"在问题 2 下方补答，日期记 2027-03-08，答复文字为：「{WORDS}」"))
    code, report, after = proposed_and_applied(tmp_path, KB_PATH, KB, text, BRIEF_PATH)
    assert code == 0, report
    assert "> **问题 2**：淮安是否加密发车？\n> **答**（2027-03-08）：会。" in after, after


def test_an_answer_s_whole_line_given_is_written_as_given() -> None:
    asked = f"在问题 2 下方补答：「> **答**（2027-03-08）：{WORDS}」"
    lines, rows = kb_after(KB, brief(("淮安加密", asked)))
    at = lines.index("> **问题 2**：淮安是否加密发车？")
    assert lines[at + 1].startswith("> **答**（2027-03-08）：会。"), rows
    assert lines[at + 1].count("答") == 1, lines


@pytest.mark.parametrize(
    "caveat", ["问题 2 保持原样，不补答。", "复核后撤回上面这条建议，问题 2 保持原样。"]
)
def test_an_answer_the_item_takes_back_is_not_written(caveat: str) -> None:
    asked = f"在问题 2 下方补答，日期记 2027-03-08，答复文字为：「{WORDS}」"
    text = brief(("淮安加密", asked)).replace(
        f"- **建议归入**：{asked}", f"- **建议归入**：{asked}\n- **值得警惕**：{caveat}"
    )
    lines, rows = kb_after(KB, text)
    assert lines == KB.splitlines(), rows
