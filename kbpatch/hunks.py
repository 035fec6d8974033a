"""A change to the KB as a unified diff that `git apply` and `git am` take (pure).

kbpatch knows which lines each patch replaces and with what: the hunks are built from that,
with three lines of context, `\\ No newline at end of file`, quoted paths and markdown hunk
headers. There is no diff algorithm here: `difflib` only looks inside one changed stretch for
lines it leaves as they were (a merged patch's untouched lines between its edits)."""

from __future__ import annotations

import difflib
import re
from bisect import bisect_left, bisect_right
from collections.abc import Sequence
from typing import NamedTuple, Protocol

__all__ = [
    "CONTEXT",
    "NO_NEWLINE",
    "Diff",
    "Hunk",
    "OldFile",
    "diff_header",
    "quote_path",
    "split_at_newlines",
    "unified_diff",
]

CONTEXT = 3
NO_NEWLINE = "\\ No newline at end of file\n"

# git's builtin "markdown" diff driver: a hunk header names the nearest line above the hunk
# that starts so (userdiff.c), cut to 80 bytes (xdiff's struct func_line) and right-trimmed.
_HEADING_START = r" {0,3}#{1,6}[ \t]"
_HEADING_NAME_BYTES = 80

# quote.c cq_lookup: these bytes get a letter escape, other specials an octal one.
_C_ESCAPES = {
    0x07: "\\a",
    0x08: "\\b",
    0x09: "\\t",
    0x0A: "\\n",
    0x0B: "\\v",
    0x0C: "\\f",
    0x0D: "\\r",
    0x22: '\\"',
    0x5C: "\\\\",
}
# Characters whose UTF-8 bytes quote_path escapes: controls, '"', '\\' and anything past ASCII,
# that is everything but printable ASCII (a class of all Unicode would take ms to compile).
_NEEDS_QUOTING = re.compile(r"[^ !#-\[\]-~]")


class OldFile(Protocol):
    """The file a diff changes: its text, its lines split at LF, where each starts, and the
    lines that git's markdown driver takes as headings (all as kb.Kb has them)."""

    @property
    def text(self) -> str: ...
    @property
    def git_lines(self) -> Sequence[str]: ...
    @property
    def git_starts(self) -> Sequence[int]: ...
    @property
    def heading_lines(self) -> Sequence[int]: ...


class Hunk(NamedTuple):
    """One hunk: where its old and new lines stand (0-based) and how many there are, its
    lines as written after its `@@` line, and the new lines it leaves."""

    old_start: int
    old_count: int
    new_start: int
    new_count: int
    body: str
    new: str


class Diff(NamedTuple):
    """A diff's text, how many lines it adds and removes, and its hunks."""

    text: str
    added: int
    removed: int
    hunks: tuple[Hunk, ...] = ()


def quote_path(path: str) -> str:
    """Quote a path the way git does in diff headers with core.quotePath=true."""
    if _NEEDS_QUOTING.search(path) is None:
        return path
    # surrogateescape lets undecodable file-name bytes (os.fsdecode) come back as themselves.
    out = []
    for byte in path.encode("utf-8", "surrogateescape"):
        if byte in _C_ESCAPES:
            out.append(_C_ESCAPES[byte])
        elif byte < 0x20 or byte >= 0x7F:
            out.append(f"\\{byte:03o}")
        else:
            out.append(chr(byte))
    return '"' + "".join(out) + '"'


def diff_header(path: str, old_blob: str, new_blob: str, mode: str) -> str:
    """The `diff --git`, full `index` (for `git apply --3way`), `---` and `+++` lines."""
    old, new = quote_path("a/" + path), quote_path("b/" + path)
    # git ends a name holding a space with a tab so that patch(1) finds where it stops.
    old_tab, new_tab = ("\t" if " " in old else ""), ("\t" if " " in new else "")
    return (
        f"diff --git {old} {new}\n"
        f"index {old_blob}..{new_blob} {mode}\n"
        f"--- {old}{old_tab}\n+++ {new}{new_tab}\n"
    )


def split_at_newlines(text: str) -> list[str]:
    """`text` in lines as git splits them: at LF only, each keeping its ending."""
    parts = text.split("\n")
    lines = [part + "\n" for part in parts[:-1]]
    if parts[-1]:
        lines.append(parts[-1])
    return lines


def heading_lines(text: str, starts: Sequence[int]) -> list[int]:
    """The lines (by index) that git's markdown driver would put in a hunk header."""
    found = (m.start() for m in re.finditer("(?m)^" + _HEADING_START, text))
    return [bisect_left(starts, offset) for offset in found]


def unified_diff(old: OldFile, start: int, end: int, middle: str, header: str) -> Diff:
    """`header` and the hunks that replace characters [start, end) of `old.text` by `middle`;
    an empty text when that changes nothing."""
    lines, starts, text = old.git_lines, old.git_starts, old.text
    count = len(lines)
    # Whole lines [first, last) of the old file hold the change; `piece` replaces them.
    first = bisect_right(starts, start) - 1
    if first == count and count and not lines[-1].endswith("\n"):
        first = count - 1  # text added to a last line without its newline changes that line
    last = max(bisect_left(starts, end), first)
    piece = text[starts[first] : start] + middle + text[end : starts[last]]
    while piece and not piece.endswith("\n") and last < count:
        piece += lines[last]  # the new text runs on into the next line: that line changes too
        last += 1
    removed, added = lines[first:last], split_at_newlines(piece)
    # Lines the change leaves as they were at either end are context, not change.
    head = _shared_start(removed, added)
    removed, added, first = removed[head:], added[head:], first + head
    tail = _shared_start(removed[::-1], added[::-1])
    removed, added = removed[: len(removed) - tail], added[: len(added) - tail]
    if not removed and not added:
        return Diff("", 0, 0)
    matcher = difflib.SequenceMatcher(None, removed, added, autojunk=False)
    # (old line, new line, lines removed, lines added), numbered in the whole files: the
    # lines before `first` are the same in both.
    changes = [
        (first + i1, first + j1, i2 - i1, j2 - j1)
        for tag, i1, i2, j1, j2 in matcher.get_opcodes()
        if tag != "equal"
    ]
    new_lines = _NewLines(lines, first, len(removed), added)
    hunks = _hunks(old, new_lines, changes, count, len(new_lines))
    text = header + "".join(header_line + hunk.body for header_line, hunk in hunks)
    return Diff(
        text,
        sum(c[3] for c in changes),
        sum(c[2] for c in changes),
        tuple(hunk for _, hunk in hunks),
    )


def _shared_start(one: Sequence[str], other: Sequence[str]) -> int:
    """How many lines the two share at their start."""
    count = 0
    while count < min(len(one), len(other)) and one[count] == other[count]:
        count += 1
    return count


class _NewLines:
    """The new file's lines, as the old ones with [first, first + removed) replaced."""

    def __init__(self, old: Sequence[str], first: int, removed: int, added: list[str]) -> None:
        self.old, self.first, self.removed, self.added = old, first, removed, added

    def __len__(self) -> int:
        return len(self.old) - self.removed + len(self.added)

    def run(self, low: int, high: int) -> list[str]:
        """New lines [low, high)."""
        first, size = self.first, len(self.added)
        out: list[str] = []
        if low < first:
            out += self.old[low : min(high, first)]
        if high > first and low < first + size:
            out += self.added[max(low, first) - first : min(high, first + size) - first]
        if high > first + size:
            shift = self.removed - size
            out += self.old[max(low, first + size) + shift : high + shift]
        return out


def _hunks(
    old: OldFile,
    new: _NewLines,
    changes: Sequence[tuple[int, int, int, int]],
    old_count: int,
    new_count: int,
) -> list[tuple[str, Hunk]]:
    """Hunks of CONTEXT lines around the changes, those at most 2 * CONTEXT apart in one,
    each with its `@@` line."""
    out: list[tuple[str, Hunk]] = []
    lines = old.git_lines
    at = 0
    while at < len(changes):
        last = at
        while (
            last + 1 < len(changes)
            and changes[last + 1][0] - (changes[last][0] + changes[last][2]) <= 2 * CONTEXT
        ):
            last += 1
        old_first, new_first = changes[at][0], changes[at][1]
        end_old, end_new, end_removed, end_added = changes[last]
        before = min(CONTEXT, old_first, new_first)
        after = min(CONTEXT, old_count - end_old - end_removed, new_count - end_new - end_added)
        old_low, new_low = old_first - before, new_first - before
        old_high, new_high = end_old + end_removed + after, end_new + end_added + after
        title = _heading_above(old, old_low - 1)
        ranges = (
            f"@@ -{_range(old_low, old_high - old_low)} +{_range(new_low, new_high - new_low)} @@"
        )
        body: list[str] = []
        new_at = new_low
        for old_line, new_line, removed, added in changes[at : last + 1]:
            _emit(body, " ", new.run(new_at, new_line))
            _emit(body, "-", lines[old_line : old_line + removed])
            _emit(body, "+", new.run(new_line, new_line + added))
            new_at = new_line + added
        _emit(body, " ", new.run(new_at, new_high))
        hunk = Hunk(
            old_low,
            old_high - old_low,
            new_low,
            new_high - new_low,
            "".join(body),
            "".join(new.run(new_low, new_high)),
        )
        out.append((f"{ranges} {title}\n" if title else ranges + "\n", hunk))
        at = last + 1
    return out


def _range(first: int, count: int) -> str:
    # git writes an empty range at the line before it, and leaves out a count of one.
    shown = first + 1 if count else first
    return str(shown) if count == 1 else f"{shown},{count}"


def _emit(out: list[str], sign: str, lines: Sequence[str]) -> None:
    """`lines` with `sign` before each; only a file's last line can lack its newline."""
    for line in lines:
        out.append(sign + line)
    if lines and not lines[-1].endswith("\n"):
        out.append("\n" + NO_NEWLINE)


def _heading_above(old: OldFile, line: int) -> str:
    """The hunk header's text: the nearest heading at or above `line` of the old file."""
    headings = old.heading_lines
    found = bisect_right(headings, line) - 1
    if found < 0:
        return ""
    # heading_lines found the line by _HEADING_START: all of it is the name, cut to git's limit.
    raw = old.git_lines[headings[found]].encode("utf-8", "surrogateescape")[:_HEADING_NAME_BYTES]
    # Like git: right-trim its white space (and line ending), and drop a character the byte
    # limit cut in half.
    return raw.rstrip(b" \t\n\r").decode("utf-8", "ignore")
