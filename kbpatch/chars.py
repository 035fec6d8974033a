"""Classes of characters every stage reads by, each spelled once: the brief's reader, the
locator and the writer import them from here (below them all, so no stage leans on another)."""

from __future__ import annotations

import re

# The Han characters Chinese is written in: the CJK Unified Ideographs, U+4E00–U+9FFF. As the
# body of a class, to write inside others (`[{HAN_RANGE}A-Za-z]`).
HAN_RANGE = r"\u4e00-\u9fff"
HAN = re.compile(f"[{HAN_RANGE}]")
# An open question's label as documents write it: `Q7`, `OQ-3`, with a topic code `Q-SPEC-2`.
QUESTION_ID = r"(?:OQ|Q)(?:-[A-Z]{2,8})?-?\d{1,3}"
# A question labelled by a word for it and its number: `问题 3`, `待解 5`, `疑问 2`.
QUESTION_WORD_ID = r"(?:待研究问题|开放问题|问题|待解|疑问)[ \t]?\d{1,3}(?!\d)"
# A changelog line's version before its date in brackets (`v1.9（2026-12-09）：…`): the line is
# dated as one that opens with its date is (reading and render alike).
VERSION_BEFORE_DATE = r"(?:\*\*)?v\d{1,3}(?:\.\d{1,3}){1,3}(?:\*\*)?\s*[（(]\s*"


def is_han(char: str) -> bool:
    """A Han character (HAN_RANGE). A comparison, not a character class: a class of that range
    costs about a millisecond to compile, on every run."""
    return "\u4e00" <= char <= "\u9fff"


# A marker a sentence cites its source by, as documents write them: `^[1]`, `[^3]`, `[12]`,
# `〔21〕`, `【7】`, `<sup>4</sup>`. As a pattern, to write inside others.
CITING_MARKER = r"\^?\[[\^@]?[\w-]{1,20}\]|〔\d{1,3}〕|【[^【】\s]{1,8}】|<sup>[^<>]{1,20}</sup>"
# A reference's opening in author-year form, as reference lists write it: its first author's
# surname and initials, other authors after them (`Kim, S., Lee, D. (2026)`, `Keith, D.（2018）`),
# or a body's or a short author's name (`METI（2026）`, `Mission Zero (2025)`, `Sabatino 等
# (2021)`), then the year in brackets of either width.
AUTHOR_YEAR_OPENING = (
    r"(?:[A-ZÀ-ÖØ-Þ](?:[^\W\d_]|['’\-]){1,30},\s?[A-Z]\.[^\n(（]*?"
    r"|[A-ZÀ-ÖØ-Þ][A-Za-z&'’\-]{1,30}(?: [A-Z][A-Za-z&'’\-]{1,30}){0,3}(?:\s?等|\s?et al\.)?)"
    r"\s?[(（](?:19|20)\d\d[a-z]?[)）]"
)
# The marker a new one goes right after, as a request names it: `句末的 ^[1] 后面`.
AFTER_MARKER = re.compile(rf"`?(?P<marker>{CITING_MARKER})`?\s*(?:的\s*)?(?:后面|之后|以后|后)")


# Full-width digits, letters and percent sign (`９１％`, `Ｈ１００`), as some input methods type
# them, and their ASCII forms: a document that writes none gets the ASCII ones.
FULL_WIDTH = re.compile("[\uff10-\uff19\uff21-\uff3a\uff41-\uff5a\uff05]")
TO_ASCII = str.maketrans(
    {
        c: c - 0xFEE0
        for c in (*range(0xFF10, 0xFF1A), *range(0xFF21, 0xFF3B), *range(0xFF41, 0xFF5B))
    }
    | {0xFF05: ord("%")}
)
# A full-width full stop between digits is their decimal point: `１．３` is `1.3`.
DECIMAL_STOP = re.compile("(?<=[0-9\uff10-\uff19])\uff0e(?=[0-9\uff10-\uff19])")


def in_ascii(text: str) -> str:
    """`text` with its full-width digits, letters, percent signs and decimal points in ASCII."""
    return DECIMAL_STOP.sub(".", text).translate(TO_ASCII)
