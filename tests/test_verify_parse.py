"""The Python half of the self-check (verify._parse) against the plain version it replaced.

verify._parse reads each written mail again, as git mailsplit, mailinfo and apply would, to
catch kbpatch bugs; it was made faster (the mail is searched instead of split, a hunk's old
lines compared as one text). Here the plain version, kept as it was, and the fast one read
good mails and mails broken in many ways, and must agree on every one: both reject it, or
both read the same hunks and the same change."""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import NamedTuple, TypeVar

from hypothesis import given, settings
from hypothesis import strategies as st

from kbpatch.diff import (
    NO_NEWLINE,
    NULL_FROM_LINE,
    SIGNATURE,
    am_subject,
    blob_id,
    format_mail,
    git_diff,
    quote_path,
    split_lines,
)
from kbpatch.verify import (
    _FIXED_HEADERS,
    _HUNK,
    _PATCH_START,
    Change,
    KbBytes,
    _Mismatch,
    _parse,
)

T = TypeVar("T")
KB_PATH = "docs/知识 库.md"
DATE = "Fri, 23 Oct 2026 00:00:00 +0000"


class RefHunk(NamedTuple):
    old_start: int
    new_start: int
    old: list[bytes]
    new: list[bytes]
    body: str


class Parsed(NamedTuple):
    name: str
    hunks: list[RefHunk]
    change: Change
    pieces: list[Change]


# ---------------------------------------------------------------- the plain version, as it was


def reference_parse(name: str, mail: str, kb_path: str, kb: KbBytes) -> Parsed:
    """Read a mail's diff as `git apply` would and check each hunk stands in HEAD where its
    header says; raise _Mismatch otherwise."""
    lines = split_lines(reference_mail_diff(name, mail))
    qa, qb = quote_path("a/" + kb_path), quote_path("b/" + kb_path)
    header = re.compile(
        re.escape(f"diff --git {qa} {qb}\nindex {kb.blob}..")
        + f"[0-9a-f]+ {kb.mode}\n"
        + re.escape(
            f"--- {qa}{chr(9) if ' ' in qa else ''}\n+++ {qb}{chr(9) if ' ' in qb else ''}\n"
        )
    )
    if len(lines) < 5 or not header.fullmatch("".join(lines[:4])):
        raise _Mismatch(f"patch {name}: its diff header is not the KB's")
    hunks: list[RefHunk] = []
    at, moved, done = 4, 0, 0
    while at < len(lines):
        match = _HUNK.fullmatch(lines[at])
        if match is None:
            raise _Mismatch(f"patch {name}: diff line {at + 1} is not a hunk header")
        old_count = 1 if match.group(2) is None else int(match.group(2))
        new_count = 1 if match.group(4) is None else int(match.group(4))
        # A range of no lines is written at the line before it.
        old_start = int(match.group(1)) - (1 if old_count else 0)
        new_start = int(match.group(3)) - (1 if new_count else 0)
        at += 1
        body_from = at
        old: list[bytes] = []
        new: list[bytes] = []
        kind = ""
        while at < len(lines) and (len(old) < old_count or len(new) < new_count):
            kind, content = lines[at][:1], lines[at][1:]
            if kind not in (" ", "-", "+"):
                raise _Mismatch(f"patch {name}: diff line {at + 1} is not a hunk line")
            if at + 1 < len(lines) and lines[at + 1] == NO_NEWLINE:
                content = content[:-1]
                at += 1
            data = content.encode("utf-8", "surrogateescape")
            if kind != "+":
                old.append(data)
            if kind != "-":
                new.append(data)
            at += 1
        if len(old) != old_count or len(new) != new_count:
            raise _Mismatch(f"patch {name}: a hunk's line counts do not match its header")
        if (
            old_start < done
            or new_start != old_start + moved
            or kb.lines[old_start : old_start + len(old)] != old
            # Without context after it, git applies a hunk only at the end of the file.
            or (kind != " " and old_start + len(old) != len(kb.lines))
        ):
            raise _Mismatch(f"patch {name}: a hunk does not stand in HEAD where it says")
        hunks.append(RefHunk(old_start, new_start, old, new, "".join(lines[body_from:at])))
        moved += len(new) - len(old)
        done = old_start + len(old)
    if not hunks:
        raise _Mismatch(f"patch {name}: the diff holds no hunk")
    middle: list[bytes] = []
    line = hunks[0].old_start
    for hunk in hunks:
        middle += kb.lines[line : hunk.old_start]
        middle += hunk.new
        line = hunk.old_start + len(hunk.old)
    change = Change(kb.starts[hunks[0].old_start], kb.starts[line], b"".join(middle))
    pieces = [
        Change(kb.starts[h.old_start], kb.starts[h.old_start + len(h.old)], b"".join(h.new))
        for h in hunks
    ]
    return Parsed(name, hunks, change, pieces)


def reference_mail_diff(name: str, mail: str) -> str:
    """The diff in a mail laid out as format_mail lays mails out, which is what
    `git mailsplit --keep-cr` + `git mailinfo` extract from it; raise _Mismatch for any
    other layout."""
    lines = split_lines(mail)
    if not lines or lines[0] != NULL_FROM_LINE:
        raise _Mismatch(f"patch {name}: the mail does not start with the mbox From line")
    if any(line.startswith("From ") for line in lines[1:]):
        raise _Mismatch(f"patch {name}: git mailsplit could find more than one message")
    at = 1
    headers: dict[str, str] = {}
    while at < len(lines) and lines[at] != "\n":
        key, colon, value = lines[at].removesuffix("\n").partition(": ")
        if not colon or not re.fullmatch(r"[A-Za-z-]+", key) or key in headers:
            raise _Mismatch(f"patch {name}: mail line {at + 1} is not a one-line header")
        headers[key] = value
        at += 1
    subject = headers.get("Subject", "")
    if (
        set(headers) != {"From", "Date", "Subject", *_FIXED_HEADERS}
        or any(headers[key] != value for key, value in _FIXED_HEADERS.items())
        or "=?" in subject
        or not am_subject(subject)
        or any(ord(c) < 0x20 or c in "\x7f\x85\u2028\u2029" for c in subject)
    ):
        raise _Mismatch(f"patch {name}: the mail's headers are not the ones kbpatch writes")
    body = lines[at + 1 :]
    if not body or body[0] != "---\n" or not mail.endswith(SIGNATURE):
        raise _Mismatch(f"patch {name}: the mail's body does not run from --- to the signature")
    # mailinfo's patch starts at the `---` line: nothing before the diff may look like one.
    for index, line in enumerate(body[1:], start=1):
        if line.startswith("diff --git "):
            return "".join(body[index:]).removesuffix(SIGNATURE)
        if _PATCH_START.match(line):
            raise _Mismatch(f"patch {name}: the note has a line git reads as a patch")
    raise _Mismatch(f"patch {name}: the mail holds no diff")


# ---------------------------------------------------------------- good mails, broken


LINE = st.sampled_from(["\n", "a\n", "b\n", "- x\n", "## 标题\n", "  y\n", "c\r\n", "中文\n", "d"])
# What a broken mail may gain: line breaks git and Python split at differently, diff and mbox
# lines, hunk lines of every kind, the no-newline marker, headers.
NASTY = st.sampled_from(
    [
        "\n",
        "\r",
        "\r\n",
        "\u2028",
        "\x0b",
        "\x85",
        "\x1c",
        " ",
        "From x\n",
        "diff --git a/x b/x\n",
        "--- a/x\n",
        "+++ b/x\n",
        "@@ -1 +1 @@\n",
        "@@ -1,2 +1,3 @@\n",
        NO_NEWLINE,
        " a\n",
        "-a\n",
        "+a\n",
        "+\n",
        " \n",
        "-\n",
        "x",
        "Subject: y\n",
        "Date: z\n",
        "=?",
        "\udc80",
    ]
)


@st.composite
def kb_and_mail(draw: st.DrawFn) -> tuple[KbBytes, str]:
    """A KB and a mail of a diff to it, as kbpatch writes them; then perhaps broken."""
    lines = draw(st.lists(LINE, min_size=1, max_size=20))
    old = "".join(lines)
    new_lines = list(lines)
    for _ in range(draw(st.integers(1, 3))):
        at = draw(st.integers(0, len(new_lines)))
        if draw(st.booleans()) or at == len(new_lines):
            new_lines[at:at] = draw(st.lists(LINE, min_size=1, max_size=3))
        else:
            del new_lines[at : at + draw(st.integers(1, 2))]
    new = "".join(new_lines)
    if new == old:
        new = old + "z\n"
    data = old.encode()
    blob = blob_id(data)
    diff = git_diff(
        KB_PATH,
        old,
        new,
        old_blob=blob,
        new_blob=blob_id(new.encode()),
        context=draw(st.integers(0, 3)),
    )
    mail = format_mail(subject="kb: 改 x", note="说明\n- 一\n", diff=diff, date=DATE)
    for _ in range(draw(st.integers(0, 3))):
        at = draw(st.integers(0, len(mail)))
        if draw(st.booleans()):
            # At a line start, or anywhere.
            at = mail.rfind("\n", 0, at) + 1 if draw(st.booleans()) else at
            mail = mail[:at] + draw(NASTY) + mail[at:]
        else:
            mail = mail[:at] + mail[at + draw(st.integers(1, 3)) :]
    return KbBytes(data, blob, "100644"), mail


def outcome(parse: Callable[[str, str, str, KbBytes], T], kb: KbBytes, mail: str) -> T | None:
    """What `parse` reads in the mail, or None if it refuses it."""
    try:
        return parse("0001-x.patch", mail, KB_PATH, kb)
    except _Mismatch:
        return None


@settings(max_examples=3000, deadline=None)
@given(case=kb_and_mail())
def test_parse_agrees_with_the_plain_version(case: tuple[KbBytes, str]) -> None:
    kb, mail = case
    plain = outcome(reference_parse, kb, mail)
    fast = outcome(_parse, kb, mail)
    if plain is None:
        assert fast is None
        return
    assert fast is not None
    assert fast.change == plain.change
    assert fast.pieces == plain.pieces
    assert [
        (h.old_start, h.new_start, h.old_count, h.new_count, h.new, h.body) for h in fast.hunks
    ] == [
        (h.old_start, h.new_start, len(h.old), len(h.new), b"".join(h.new), h.body)
        for h in plain.hunks
    ]


def test_a_no_newline_marker_inside_a_hunk_is_refused() -> None:
    """The hunk's old lines, joined, are HEAD's text, but not HEAD's lines one for one."""
    old = "ab\nc\n"
    kb = KbBytes(old.encode(), blob_id(old.encode()), "100644")
    good = git_diff(KB_PATH, old, "ab\nd\n", old_blob=kb.blob, new_blob=blob_id(b"ab\nd\n"))
    mail = format_mail(subject="kb: x", note="n", diff=good, date=DATE)
    assert outcome(_parse, kb, mail) is not None
    for body in (
        " a\n" + NO_NEWLINE + " b\n-c\n+d\n",  # three old lines where HEAD has two
        "-a\n" + NO_NEWLINE + "-b\n-c\n+d\n",
    ):
        header = "@@ -1,2 +1,2 @@\n" if body.startswith(" ") else "@@ -1,2 +1 @@\n"
        broken = mail.replace(good[good.index("@@") :], header + body)
        assert outcome(reference_parse, kb, broken) is None
        assert outcome(_parse, kb, broken) is None


def test_a_window_holds_every_line_an_earlier_patch_may_move_a_hunk_by() -> None:
    """An earlier patch that adds 10 lines above a hunk and removes 10 below it has no net
    change, yet moves the hunk 10 lines from where its header puts it: the window must still
    hold HEAD's lines that far around it, and a first patch's hunks need only the slack."""
    from kbpatch.verify import _WINDOW_SLACK, _Hunk, _job, _Parsed

    lines = [f"line {n}\n" for n in range(200)]
    data = "".join(lines).encode()
    kb = KbBytes(data, blob_id(data), "100644")

    def hunk(old_start: int, old_count: int, new_count: int) -> _Hunk:
        return _Hunk(old_start, old_start, old_count, new_count, b"", "")

    def parsed(*hunks: _Hunk) -> _Parsed:
        return _Parsed("p", list(hunks), Change(0, 0, b""), [])

    first = parsed(hunk(20, 1, 11), hunk(180, 11, 1))  # +10 above line 100, -10 below it
    second = parsed(hunk(100, 1, 2))
    job = _job(0, kb, [first, second], [])
    window = job.window.decode()
    reach = 10 + 10
    for n in range(100 - reach - _WINDOW_SLACK, 101 + reach + _WINDOW_SLACK):
        assert f"line {n}\n" in window
    alone = _job(0, kb, [second], []).window.decode().splitlines()
    assert len(alone) == 1 + 2 * _WINDOW_SLACK
