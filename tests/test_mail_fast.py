"""The shortcuts in making a mail's subject (diff.format_mail, patches.shorten) against the
plain versions they replaced: the same text, and the same refusals."""

from __future__ import annotations

import re

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from kbpatch.diff import _GIT_BLANKS, HEADER_BREAKER, am_subject, format_mail
from kbpatch.patches import shorten

DIFF = "diff --git a/x b/x\n+a\n"
DATE = "Fri, 23 Oct 2026 00:00:00 +0000"
PIECES = st.sampled_from(
    [
        "a",
        "r",
        "R",
        "e",
        "E",
        ":",
        " ",
        "  ",
        "\t",
        "\n",
        "\r",
        "[",
        "]",
        "=",
        "?",
        "中",
        "\x0b",
        "\x0c",
        "\x1c",
        "\x85",
        "\xa0",
        "\u2028",
        "\u3000",
        "\x00",
        "\x7f",
        "re:",
    ]
)
TEXT = st.lists(PIECES, max_size=12).map("".join)


def test_every_white_space_character_but_the_space_is_unprintable() -> None:
    """What the shortcuts rest on: a printable text holds no white space but spaces."""
    for code in range(0x110000):
        char = chr(code)
        if char.isspace() and char != " ":
            assert not char.isprintable(), hex(code)
    assert all(not chr(c).isprintable() for c in range(0x20)) and not "\x7f".isprintable()
    for char in "\x85\u2028\u2029":
        assert not char.isprintable()


def reference_shorten(text: str, limit: int) -> str:
    text = re.sub(r"\s+", " ", text).strip()
    return text if len(text) <= limit else text[: limit - 1].rstrip() + "…"


@settings(max_examples=2000, deadline=None)
@given(text=TEXT, limit=st.integers(1, 20))
def test_shorten_is_the_plain_version(text: str, limit: int) -> None:
    assert shorten(text, limit) == reference_shorten(text, limit)


def reference_header(subject: str, prefix: str) -> str:
    """The Subject header format_mail made, as it made it, or ValueError."""
    subject = _GIT_BLANKS.sub(" ", subject).strip(" ")
    for value in (subject, prefix):
        if HEADER_BREAKER.search(value) is not None:
            raise ValueError(value)
    if prefix:
        if "]" in prefix:
            raise ValueError(prefix)
        header = f"[{prefix}] {subject}"
    else:
        header = subject
    if "=?" in header or not subject or am_subject(header) != subject:
        raise ValueError(header)
    return header


@settings(max_examples=3000, deadline=None)
@given(subject=TEXT, prefix=st.sampled_from(["", "PATCH 1/2", "PATCH [x", "a]", "\t"]) | TEXT)
def test_format_mail_takes_and_refuses_the_subjects_it_did(subject: str, prefix: str) -> None:
    try:
        expected = reference_header(subject, prefix)
    except ValueError:
        with pytest.raises(ValueError):
            format_mail(subject=subject, prefix=prefix, note="n", diff=DIFF, date=DATE)
        return
    mail = format_mail(subject=subject, prefix=prefix, note="n", diff=DIFF, date=DATE)
    assert f"\nSubject: {expected}\n" in mail
