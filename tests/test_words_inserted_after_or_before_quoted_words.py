"""Words asked in right after (or before) words the section holds, quoted (`在「X」之后接上「Y」`,
`在「X」后面补上「Y」`, `在「X」前面加「Y」`): written there, as the replace of X by XY (YX); X must
stand once in the section, else it is reported. A refusal asks nothing. They were read as
no request, or as an append to an entry the brief does not name. Our own KB
(tests/footnote_kb.py)."""

from __future__ import annotations

import pytest

from .conftest import kb_after
from .footnote_kb import KB, brief

LINE = "近海船的坞修间隔多为 30 个月[^1]。东海海域的附着生物更多，但公开的清洗记录很少。"


def changed(lines: list[str]) -> list[str]:
    return [line for line in lines if line not in KB.splitlines()]


@pytest.mark.parametrize(
    "suggestion",
    [
        "§2.1：在「坞修间隔多为 30 个月[^1]」之后接上「（舟山实测 28 个月）」",
        "2.1 在「多为 30 个月[^1]」后面补上「（舟山实测 28 个月）」。",
        "「坞修周期」一节在「坞修间隔多为 30 个月[^1]」后插入「（舟山实测 28 个月）」",
        '§2.1: "多为 30 个月[^1]" 后接 "（舟山实测 28 个月）", 脚注免挂.',
    ],
)
def test_words_go_right_after_the_words_quoted(suggestion: str) -> None:
    lines, rows = kb_after(KB, brief(suggestion))
    assert changed(lines) == [LINE.replace("30 个月[^1]", "30 个月[^1]（舟山实测 28 个月）")], rows


def test_words_go_right_before_the_words_quoted() -> None:
    lines, rows = kb_after(KB, brief("§2.1 在「东海海域」前面加「另外，」"))
    assert changed(lines) == [LINE.replace("东海海域", "另外，东海海域")], rows


def test_words_quoted_twice_in_the_section_are_reported() -> None:
    lines, rows = kb_after(KB, brief("§2.1 在「的」之后加上「X」"))
    assert lines == KB.splitlines(), rows
    assert rows and all(status != "proposed" for status, _ in rows), rows


def test_a_refused_insertion_asks_nothing() -> None:
    lines, rows = kb_after(KB, brief("§2.1 不要在「多为 30 个月[^1]」后面补「（待核）」"))
    assert lines == KB.splitlines(), rows


def test_words_kept_out_of_the_text_are_checked_in_what_is_added_only() -> None:
    # `不要写进正文去"点名"厂商`-like bans keep words out of what the edit adds; the words it
    # inserts after may hold them already (`…多为 30 个月[^1]`).
    lines, rows = kb_after(
        KB,
        brief(
            "§2.1 在「坞修间隔多为 30 个月[^1]」之后接上「（舟山实测 28 个月）」",
            caveat="不要写「坞修间隔」这样的话。",
        ),
    )
    assert changed(lines) == [LINE.replace("30 个月[^1]", "30 个月[^1]（舟山实测 28 个月）")], rows


def test_an_insertion_asked_with_a_new_footnote_is_reported_without_one() -> None:
    # The marker the words after hold (`[^1]`) is no new footnote's.
    lines, rows = kb_after(
        KB,
        brief(
            "§2.1 在「坞修间隔多为 30 个月[^1]」之后接上「（舟山实测 28 个月）」"
            "并附上新脚注（续号）"
        ),
    )
    assert lines == KB.splitlines(), rows
    assert any("new footnote" in reason for _, reason in rows), rows
