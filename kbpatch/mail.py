"""A patch as a `git format-patch`-style mail that `git am` takes (pure)."""

from __future__ import annotations

import re
from collections.abc import Sequence
from datetime import datetime, timezone

from .models import Action, Outcome

# format-patch writes this magic line so that mailsplit sees an mbox.
NULL_FROM_LINE = "From 0000000000000000000000000000000000000000 Mon Sep 17 00:00:00 2001\n"
SIGNATURE = "-- \nkbpatch\n"
AUTHOR = "kbpatch <kbpatch@localhost>"
# The headers after From:, Date: and Subject:, with the values that never vary.
FIXED_HEADERS = {
    "MIME-Version": "1.0",
    "Content-Type": "text/plain; charset=UTF-8",
    "Content-Transfer-Encoding": "8bit",
}
# Lines that git apply or git mailinfo read as the start of a patch.
PATCH_STARTS = ("diff ", "--- ", "+++ ", "@@ ", "Index: ", "GIT binary patch", "Binary files ")
# git's sane_ctype isspace(): no \v or \f.
_GIT_SPACE = " \t\n\r"
_GIT_BLANKS = re.compile(f"[{_GIT_SPACE}]+")
# What a mail header must not hold: controls (a line break above all) and other line ends.
HEADER_BREAKER = re.compile("[\x00-\x1f\x7f\x85\u2028\u2029]")
# What mailinfo strips from the start of a subject: "Re:" with more after it, blanks, colons and
# [tags] (a "[" with no "]" after it stays).
_SUBJECT_NOISE = re.compile(r"^(?:[rR][eE]:(?=.)|[ \t:]|\[[^\]]*\])*", re.DOTALL)


def mail_date(date: str) -> str:
    """The brief's own date as an RFC 2822 date: deterministic, never the clock."""
    try:
        # The brief's date reads YYYY-MM-DD (parse.DATE); "" when it has none.
        day = datetime.fromisoformat(date).replace(tzinfo=timezone.utc)
    except ValueError:
        day = datetime(1970, 1, 1, tzinfo=timezone.utc)
    return day.strftime("%a, %d %b %Y %H:%M:%S +0000")


def am_subject(subject: str) -> str:
    """Return the subject `git am` records for a mail with this Subject header."""
    # mailinfo.c cleanup_subject(), then cleanup_space(): every run of blanks becomes one space.
    return _GIT_BLANKS.sub(" ", _SUBJECT_NOISE.sub("", subject, count=1).strip(_GIT_SPACE))


# git mailinfo's scissors marks (with mailinfo.scissors set, a line of them cuts the message).
_SCISSORS = re.compile(r"(?<=[>8%])(?=<)|(?<=>)(?=[8%])")


def commit_message(sentence: str, trailers: list[tuple[str, str]]) -> str:
    """Return the message `git am` records above the note: one sentence, then git trailers
    (`Key: value`, as `git interpret-trailers` reads them). The sentence and the keys start
    with kbpatch's own words, so no line can start a patch or an in-body header."""

    def one_line(text: str) -> str:
        text = HEADER_BREAKER.sub(" ", text)
        return _SCISSORS.sub(" ", _GIT_BLANKS.sub(" ", text).strip(" "))

    lines = [one_line(sentence), "", *(f"{key}: {one_line(value)}" for key, value in trailers)]
    return "".join(line + "\n" for line in lines)


# A version as a value: `v0.7`, `1.16.0`, or `0.4` where the brief names it a version (the
# reader then leaves it a replace, never a count's update).
VERSION = re.compile(r"[vV]?\d+(?:\.\d+)+")


def version_change(action: Action) -> str:
    """`0.3 → 0.4` when a replace changes one version to another, else ""."""
    if len(action.pairs) != 1 or not all(VERSION.fullmatch(v.strip()) for v in action.pairs[0]):
        return ""
    old, new = action.pairs[0]
    return f"{old.strip()} → {new.strip()}"


def kind_words(action: Action) -> str:
    """What an action does, in a report row: its kind, or `update version` for a replace of
    one version by another (a version is no count)."""
    return "update version" if version_change(action) else action.kind.value


def patch_note(
    outcomes: Sequence[Outcome],
    *,
    brief_path: str,
    kb_path: str,
    base_commit: str,
    patch_path: str,
    crlf: bool,
) -> str:
    """The note a reviewer reads above the diff: each action the patch carries (what, where,
    why, the brief's lines and words, sources, caveats), then how to apply it."""
    lines = []
    for outcome in outcomes:
        action, entry = outcome.action, outcome.action.entry
        where = action.target.display if action.target else ""
        head = f"{action.id} {kind_words(action)} → {where} ({outcome.heading})"
        if action.choice:
            kind = "recommended" if action.recommended else "alternative"
            head += f", {action.choice} ({kind})"
        title = f"：{action.item_title}" if action.item_title else ""
        numbers = ", ".join(str(n) for n in action.lines)
        lines += [
            head,
            f"  why:     {action.item_key}{title}",
            f"  brief:   {brief_path} line{'s' if len(action.lines) > 1 else ''} {numbers}",
            f"  asks:    {action.request}",
        ]
        if entry and entry.sources:
            lines.append(f"  sources: {entry.sources}")
        if action.source_ids:
            lines.append(f"  arXiv:   {', '.join(action.source_ids)}")
        if action.source_urls:
            lines.append(f"  link:    {', '.join(action.source_urls)}")
        if entry:
            lines += [f"  caveat:  {caveat}" for caveat in entry.caveats]
    lines += [
        f"base:    {kb_path} at {base_commit}",
        f"apply:   git apply {patch_path}",
        f"    or:  git am{' --keep-cr' if crlf else ''} {patch_path}",
    ]
    return "\n".join(lines)


def _check_header(name: str, value: str) -> None:
    if HEADER_BREAKER.search(value) is not None:
        raise ValueError(f"{name} must be one line without control characters: {value!r}")


def format_mail(
    *,
    subject: str,
    note: str,
    diff: str,
    date: str,
    prefix: str = "",
    message: str = "",
) -> str:
    """Return a `git format-patch`-style mail that carries `diff` with `note` above it and
    `message` (made by commit_message) as the commit message's body."""
    # git am turns every run of blanks into one space; doing it here keeps the header exact.
    subject = _GIT_BLANKS.sub(" ", subject).strip(" ")
    for name, value in (("subject", subject), ("date", date)):
        _check_header(name, value)
    if prefix:
        _check_header("prefix", prefix)
        if "]" in prefix:
            raise ValueError(f"prefix must not contain ']': {prefix!r}")
        header = f"[{prefix}] {subject}"
    else:
        header = subject
    if "=?" in header:
        # mailinfo would decode it as an RFC 2047 encoded word.
        raise ValueError(f"subject must not contain '=?': {header!r}")
    # The [prefix] tag holds no "]": git am strips it, and must record the subject as it is.
    if not subject or am_subject(header) != subject:
        raise ValueError(
            f"git am would record the subject {header!r} as {am_subject(header)!r}; "
            "a subject must not start with 'Re:', ':' or '[…]'"
        )
    if not diff.startswith("diff --git ") or not diff.endswith("\n"):
        raise ValueError("diff must be a non-empty git diff ending with a newline")
    # Each note line starts with a space, like a diffstat, so that no note line can pass for
    # a diff header (git apply), an mbox From line (git mailsplit) or the signature.
    note_lines = [(" " + line).rstrip() for line in note.splitlines()]
    while note_lines and not note_lines[-1]:
        note_lines.pop()
    note_block = "".join(line + "\n" for line in note_lines)
    return "".join(
        (
            NULL_FROM_LINE,
            f"From: {AUTHOR}\n",
            f"Date: {date}\n",
            f"Subject: {header}\n",
            *(f"{key}: {value}\n" for key, value in FIXED_HEADERS.items()),
            "\n",
            message,
            "---\n",
            note_block,
            "\n",
            diff,
            SIGNATURE,
        )
    )
