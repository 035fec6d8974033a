"""Text that came from a brief or a patch folder, made safe to print, to paste and to mail.

Anyone who opens a pull request writes the briefs: their titles, paths and bodies reach the
reviewer's terminal, the shell a command is pasted into, and git's mail parser. Each of those
readers has its own special characters; this module is the one place that knows them."""

from __future__ import annotations

import re
import shlex
from functools import cache

# C0 controls but tab and newline, DEL, C1 controls; the bidirectional embeddings, overrides
# and isolates and the marks that turn text around (a "Trojan Source" line reads one way and
# is another); the line and paragraph separators some terminals and editors break lines at;
# the lone surrogates that stand for the bytes of a file name that is not UTF-8.
_UNSAFE_BUT_CR = (
    "\x00-\x08\x0b\x0c\x0e-\x1f\x7f-\x9f\u061c\u200e\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069"
    "\ud800-\udfff"
)
_UNSAFE = _UNSAFE_BUT_CR + "\r"
_UNSAFE_CHARACTER = re.compile(f"[{_UNSAFE}]")
# A CR before LF ends a CRLF line (a CRLF KB's diff holds them); elsewhere it rewinds the line.
_UNSAFE_OR_LONE_CR = re.compile(f"[{_UNSAFE_BUT_CR}]|\r(?!\n)")


@cache
def _own_color_or_unsafe() -> re.Pattern[str]:
    """The mark of one of kbpatch's own colour codes (with colour on, exactly these become
    escape codes) or an unsafe character."""
    from .report import COLOR_MARK  # report quotes its hints with shell_path

    return re.compile(f"{re.escape(COLOR_MARK)}(?P<sgr>[0-9;]+)m|{_UNSAFE_OR_LONE_CR.pattern}")


def escaped(character: str) -> str:
    """A character as Python writes it in a string literal: `\\x1b`, `\\u202e`."""
    code = ord(character)
    return f"\\x{code:02x}" if code < 0x100 else f"\\u{code:04x}"


def printable(text: str, *, color: bool = False) -> str:
    """`text` safe for a terminal: every control character (ESC, OSC, C0, C1, DEL) and every
    bidirectional control written out as `\\x1b` or `\\u202e`; only a CR that ends a CRLF line
    stays. With `color`, kbpatch's own colour codes are kept, and only those."""
    pattern = _own_color_or_unsafe() if color else _UNSAFE_OR_LONE_CR

    def replace(match: re.Match[str]) -> str:
        found = match.group()
        # With colour on, the mark of one of kbpatch's own codes becomes that code.
        return f"\x1b[{match.group('sgr')}m" if len(found) > 1 else escaped(found)

    return pattern.sub(replace, text)


def printable_json(text: str) -> str:
    """JSON text with every unsafe character inside its strings as a `\\u` escape: the same
    data for a JSON reader, nothing a terminal acts on. (JSON already escapes C0 controls.)"""
    return _UNSAFE_CHARACTER.sub(lambda match: f"\\u{ord(match.group()):04x}", text)


# What shlex.quote would leave inside its quotes but a pasted line must not hold.
_NOT_ONE_WORD = re.compile(f"[{_UNSAFE}\n\t]")


def one_line(text: str) -> str:
    """`text` for one line of a report: as printable(), and line breaks and tabs written out."""
    return _NOT_ONE_WORD.sub(lambda match: escaped(match.group()), text)


def has_controls(text: str) -> bool:
    """Whether `text` holds a character that would break a line, a word or a terminal."""
    return _NOT_ONE_WORD.search(text) is not None


def shell_path(path: str) -> str:
    """A repository-relative path as one shell word that runs nothing when pasted, that no
    command takes for an option, and that stays on one line: a path with a control or bidi
    character is written in bash's $'…' form with those characters as `\\xHH` bytes."""
    if path.startswith("-"):
        path = f"./{path}"
    if _NOT_ONE_WORD.search(path) is None:
        return shlex.quote(path)
    words = []
    for character in path:
        if character in "\\'" or _NOT_ONE_WORD.fullmatch(character):
            raw = character.encode("utf-8", "surrogateescape")
            words.append("".join(f"\\x{byte:02x}" for byte in raw))
        else:
            words.append(character)
    return "$'" + "".join(words) + "'"


# git mailinfo decodes `=?charset?…?=` as an RFC 2047 word, and drops leading blanks, colons,
# `Re:` and `[…]` tags from a subject; a subject must reach `git am` as it was written.
_LEADING_NOISE = re.compile(r"^(?:[ \t:]|[rR][eE]:)+")
_LEADING_TAG = re.compile(r"^\[([^\]]*)\]")


def mail_subject(subject: str) -> str:
    """A subject that `git am` records as written: controls escaped, no encoded word, and no
    leading reply marker or [tag] for mailinfo to strip (`[WIP] x` becomes `(WIP) x`)."""
    subject = _UNSAFE_CHARACTER.sub(lambda match: escaped(match.group()), subject)
    subject = subject.replace("\t", " ").replace("\n", " ").replace("=?", "= ?")
    while True:
        cleaned = _LEADING_TAG.sub(r"(\1)", _LEADING_NOISE.sub("", subject))
        if cleaned == subject:
            return subject.replace("[", "(", 1) if subject.startswith("[") else subject
        subject = cleaned
