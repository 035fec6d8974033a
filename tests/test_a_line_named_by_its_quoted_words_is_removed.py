"""A line the brief names by its quoted words with a noun of a line or a sentence (`那句"X"删掉`,
`"X"那一行删去`, `以"X"开头的那一条`) is removed whole, as an entry named so is: a paragraph of
one line (blank lines around it) that opens with the words, or a list entry. A sentence goes
only where it is all of its line; a paragraph's line only where the brief quotes it, never by
an entry's name that opens it by chance. Anything else is reported and nothing is removed.
Our own words, on our own cold-chain KB."""

from __future__ import annotations

import pytest

from .cold_chain_kb import KB
from .conftest import kb_after
from .test_a_line_naming_only_a_place_heads_the_requests_under_it import brief

PENDING = "待补：华南冷库的公称容积数据发布后在此补一行。"
NOTED = KB.replace("- 自动化立体库", f"{PENDING}\n\n- 自动化立体库")
PROJECT = "- 代表项目：上海临港某冷库（2024 年投运，公称容积 8 万立方米）<sup>2</sup>。"


def without(kb: str, *removed: str) -> list[str]:
    lines = kb.splitlines()
    for line in removed:
        at = lines.index(line)
        # A paragraph alone between blank lines takes the blank line after it.
        del lines[at : at + (2 if not lines[at + 1].strip() and not lines[at - 1].strip() else 1)]
    return lines


@pytest.mark.parametrize(
    "asked",
    [
        '§2.1 那句"待补：华南冷库…"就删掉。',
        '§2.1 列表上面"待补：华南冷库的公称容积数据发布后在此补一行。"那句删去。',
        '§2.1 中以"待补"开头的那一行删去。',
        "冷库一节「待补：华南…」这一行拿掉，数据已到。",
        '删掉 §2.1 中以"待补：华南"打头的那行。',
    ],
)
def test_a_paragraph_of_one_line_named_by_its_quote_is_removed(asked: str) -> None:
    lines, rows = kb_after(NOTED, brief(asked))
    assert [status for status, _ in rows] == ["proposed"], rows
    assert lines == without(NOTED, PENDING), rows


@pytest.mark.parametrize(
    "asked",
    ['§2.1 中以"代表项目"开头的那一条删掉。', '§2.1 那句"代表项目：上海临港…"删掉。'],
)
def test_an_entry_named_by_its_opening_quote_is_removed(asked: str) -> None:
    lines, rows = kb_after(NOTED, brief(asked))
    assert [status for status, _ in rows] == ["proposed"], rows
    assert lines == without(NOTED, PROJECT), rows


@pytest.mark.parametrize(
    ("kb", "asked", "reason"),
    [
        # Unquoted words name an entry; a paragraph they open is not one.
        (NOTED, "§2.1 待补那条删掉。", "no list entry"),
        # A sentence that is not all of its line.
        (
            NOTED.replace(PENDING, PENDING + "年报预计三月发布。"),
            '§2.1 那句"待补：华南冷库…"删掉。',
            "more than one sentence",
        ),
        (
            NOTED.replace("<sup>2</sup>。", "<sup>2</sup>。项目已转让。"),
            '§2.1 那句"代表项目：上海临港…"删掉。',
            "more than one sentence",
        ),
        # A line of a paragraph that goes on.
        (
            NOTED.replace(PENDING, PENDING + "\n年报预计三月发布。"),
            '§2.1 "待补：华南冷库…"那一行删掉。',
            "no list entry",
        ),
    ],
)
def test_a_line_that_is_more_than_the_quote_names_is_reported(
    kb: str, asked: str, reason: str
) -> None:
    lines, rows = kb_after(kb, brief(asked))
    assert lines == kb.splitlines(), rows
    assert [status for status, _ in rows] == ["unresolved"], rows
    assert reason in rows[0][1], rows
