"""Git-compatible diffs and `git format-patch`-style mails, computed without git."""

from __future__ import annotations

import hashlib
import re
from bisect import bisect_left, bisect_right
from collections import Counter
from collections.abc import Callable, Sequence
from functools import lru_cache
from itertools import accumulate
from typing import AnyStr, NamedTuple

__all__ = [
    "HEADER_BREAKER",
    "NO_NEWLINE",
    "NULL_FROM_LINE",
    "SIGNATURE",
    "Preimage",
    "am_subject",
    "blob_id",
    "blob_id_of_change",
    "common_prefix",
    "common_suffix",
    "format_mail",
    "git_diff",
    "git_diff_change",
    "header_lines",
    "line_starts",
    "quote_path",
    "split_lines",
]

# format-patch writes this magic line so that mailsplit sees an mbox.
NULL_FROM_LINE = "From 0000000000000000000000000000000000000000 Mon Sep 17 00:00:00 2001\n"
SIGNATURE = "-- \nkbpatch\n"
NO_NEWLINE = "\\ No newline at end of file\n"

# git's userdiff.c pattern for the builtin "markdown" driver: a line starting so, whole.
_MARKDOWN_FUNCNAME_START = r" {0,3}#{1,6}[ \t]"
_MARKDOWN_FUNCNAME = re.compile(_MARKDOWN_FUNCNAME_START + ".*")
# xdiff keeps at most this many bytes of a funcname (struct func_line.buf).
_FUNCNAME_MAX_BYTES = 80
# git's sane_ctype isspace(): no \v or \f.
_GIT_SPACE = " \t\n\r"
_GIT_BLANKS = re.compile(f"[{_GIT_SPACE}]+")
# What a mail header must not hold: controls (a line break above all) and other line ends.
HEADER_BREAKER = re.compile("[\x00-\x1f\x7f\x85\u2028\u2029]")

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

# xprepare.c and xdiffi.c tuning constants, copied as they are.
_KPDIS_RUN = 4
_MAX_EQLIMIT = 1024
_SIMSCAN_WINDOW = 100
_MAX_COST_MIN = 256
_HEUR_MIN_COST = 256
_LINE_MAX = (1 << 63) - 1
_SNAKE_CNT = 20
_K_HEUR = 4
_MAX_INDENT = 200
_MAX_BLANKS = 20
_START_OF_FILE_PENALTY = 1
_END_OF_FILE_PENALTY = 21
_TOTAL_BLANK_WEIGHT = -30
_POST_BLANK_WEIGHT = 6
_RELATIVE_INDENT_PENALTY = -4
_RELATIVE_INDENT_WITH_BLANK_PENALTY = 10
_RELATIVE_OUTDENT_PENALTY = 24
_RELATIVE_OUTDENT_WITH_BLANK_PENALTY = 17
_RELATIVE_DEDENT_PENALTY = 23
_RELATIVE_DEDENT_WITH_BLANK_PENALTY = 17
_INDENT_WEIGHT = 60
_INDENT_HEURISTIC_MAX_SLIDING = 100

# Lines of unchanged text kept on each side of a change, beyond the context, when diffing a
# window of a large file (see git_diff_change). The window is widened whenever a change group
# slides to within reach of its ends, so this only sets how often that happens.
_WINDOW_MARGIN = 40


# ---------------------------------------------------------------- ids and paths


def blob_id(data: bytes, object_format: str = "sha1") -> str:
    """Return git's blob object id for `data`."""
    if object_format not in ("sha1", "sha256"):
        raise ValueError(f"unknown git object format {object_format!r}")
    h = hashlib.new(object_format)
    h.update(b"blob %d\0" % len(data))
    h.update(data)
    return h.hexdigest()


def blob_id_of_change(
    data: bytes, start: int, end: int, middle: bytes, object_format: str = "sha1"
) -> str:
    """Return the blob id of `data` with bytes [start, end) replaced by `middle`, hashing the
    pieces where they lie instead of joining them."""
    if object_format not in ("sha1", "sha256"):
        raise ValueError(f"unknown git object format {object_format!r}")
    view = memoryview(data)
    h = hashlib.new(object_format)
    h.update(b"blob %d\0" % (len(data) - (end - start) + len(middle)))
    h.update(view[:start])
    h.update(middle)
    h.update(view[end:])
    return h.hexdigest()


# The characters whose UTF-8 bytes quote_path escapes: controls, '"', '\\' and anything past
# ASCII (which encodes to bytes >= 0x80; surrogateescape'd bytes too).
_NEEDS_QUOTING = re.compile('[\x00-\x1f"\\\\\x7f-\U0010ffff]')


def quote_path(path: str) -> str:
    """Quote a path the way git does in diff headers with core.quotePath=true."""
    # surrogateescape lets undecodable file-name bytes (os.fsdecode) come back as themselves.
    if _NEEDS_QUOTING.search(path) is None:
        return path
    raw = path.encode("utf-8", "surrogateescape")
    out = []
    for b in raw:
        if b in _C_ESCAPES:
            out.append(_C_ESCAPES[b])
        elif b < 0x20 or b >= 0x7F:
            out.append(f"\\{b:03o}")
        else:
            out.append(chr(b))
    return '"' + "".join(out) + '"'


# ---------------------------------------------------------------- the diff


def split_lines(text: str) -> list[str]:
    """Split `text` into lines the way git does: at LF only, each keeping its ending."""
    # str.splitlines() also breaks at \r, \v, \x1c, \u2028 …, which git treats as ordinary bytes.
    parts = text.split("\n")
    lines = [part + "\n" for part in parts[:-1]]
    if parts[-1]:
        lines.append(parts[-1])
    return lines


def line_starts(data: bytes) -> list[int]:
    """Where each line of `data`, split as split_lines splits its text, starts; len(data) last."""
    parts = data.split(b"\n")
    if not parts[-1]:
        parts.pop()
    # Line i starts after the pieces before it and their newlines.
    starts = list(accumulate((len(part) + 1 for part in parts), initial=0))
    if parts and not data.endswith(b"\n"):
        starts[-1] -= 1  # the last line has no newline
    return starts


def _bogosqrt(n: int) -> int:
    """Return xdiff's rough square root: the power of two near sqrt(n)."""
    i = 1
    while n > 0:
        i <<= 1
        n >>= 2
    return i


def _clean_mmatch(dis: list[int], i: int, s: int, e: int) -> bool:
    """Tell whether the many-times-matched line i sits in a run of unmatched lines."""
    s = max(s, i - _SIMSCAN_WINDOW)
    e = min(e, i + _SIMSCAN_WINDOW)
    rdis0, rpdis0 = 0, 1
    r = 1
    while i - r >= s:
        if dis[i - r] == 0:
            rdis0 += 1
        elif dis[i - r] == 2:
            rpdis0 += 1
        else:
            break
        r += 1
    if rdis0 == 0:
        return False
    rdis1, rpdis1 = 0, 1
    r = 1
    while i + r <= e:
        if dis[i + r] == 0:
            rdis1 += 1
        elif dis[i + r] == 2:
            rpdis1 += 1
        else:
            break
        r += 1
    if rdis1 == 0:
        return False
    rdis1 += rdis0
    rpdis1 += rpdis0
    return rpdis1 * _KPDIS_RUN < rpdis1 + rdis1


class _Split(NamedTuple):
    i1: int
    i2: int
    min_lo: bool
    min_hi: bool


class _Myers:
    """xdiff's Myers diff (xdiffi.c): a middle-snake split with its cost heuristics."""

    def __init__(self, h1: list[int], h2: list[int]) -> None:
        self.h1 = h1
        self.h2 = h2
        self.changed1 = [False] * len(h1)
        self.changed2 = [False] * len(h2)
        self.kvdf: dict[int, int] = {}
        self.kvdb: dict[int, int] = {}
        self.mxcost = max(_bogosqrt(len(h1) + len(h2) + 3), _MAX_COST_MIN)

    def run(self) -> None:
        stack = [(0, len(self.h1), 0, len(self.h2), False)]
        h1, h2 = self.h1, self.h2
        while stack:
            off1, lim1, off2, lim2, need_min = stack.pop()
            while off1 < lim1 and off2 < lim2 and h1[off1] == h2[off2]:
                off1 += 1
                off2 += 1
            while off1 < lim1 and off2 < lim2 and h1[lim1 - 1] == h2[lim2 - 1]:
                lim1 -= 1
                lim2 -= 1
            if off1 == lim1:
                for i in range(off2, lim2):
                    self.changed2[i] = True
            elif off2 == lim2:
                for i in range(off1, lim1):
                    self.changed1[i] = True
            else:
                spl = self.split(off1, lim1, off2, lim2, need_min)
                stack.append((spl.i1, lim1, spl.i2, lim2, spl.min_hi))
                stack.append((off1, spl.i1, off2, spl.i2, spl.min_lo))

    def split(self, off1: int, lim1: int, off2: int, lim2: int, need_min: bool) -> _Split:
        """Find where the box splits: xdl_split()."""
        h1, h2, kvdf, kvdb = self.h1, self.h2, self.kvdf, self.kvdb
        dmin, dmax = off1 - lim2, lim1 - off2
        fmid, bmid = off1 - off2, lim1 - lim2
        odd = (fmid - bmid) & 1
        fmin = fmax = fmid
        bmin = bmax = bmid
        kvdf[fmid] = off1
        kvdb[bmid] = lim1
        ec = 0
        while True:
            ec += 1
            got_snake = False
            if fmin > dmin:
                fmin -= 1
                kvdf[fmin - 1] = -1
            else:
                fmin += 1
            if fmax < dmax:
                fmax += 1
                kvdf[fmax + 1] = -1
            else:
                fmax -= 1
            for d in range(fmax, fmin - 1, -2):
                i1 = kvdf[d - 1] + 1 if kvdf[d - 1] >= kvdf[d + 1] else kvdf[d + 1]
                prev1 = i1
                i2 = i1 - d
                while i1 < lim1 and i2 < lim2 and h1[i1] == h2[i2]:
                    i1 += 1
                    i2 += 1
                if i1 - prev1 > _SNAKE_CNT:
                    got_snake = True
                kvdf[d] = i1
                if odd and bmin <= d <= bmax and kvdb[d] <= i1:
                    return _Split(i1, i2, True, True)

            if bmin > dmin:
                bmin -= 1
                kvdb[bmin - 1] = _LINE_MAX
            else:
                bmin += 1
            if bmax < dmax:
                bmax += 1
                kvdb[bmax + 1] = _LINE_MAX
            else:
                bmax -= 1
            for d in range(bmax, bmin - 1, -2):
                i1 = kvdb[d - 1] if kvdb[d - 1] < kvdb[d + 1] else kvdb[d + 1] - 1
                prev1 = i1
                i2 = i1 - d
                while i1 > off1 and i2 > off2 and h1[i1 - 1] == h2[i2 - 1]:
                    i1 -= 1
                    i2 -= 1
                if prev1 - i1 > _SNAKE_CNT:
                    got_snake = True
                kvdb[d] = i1
                if not odd and fmin <= d <= fmax and i1 <= kvdf[d]:
                    return _Split(i1, i2, True, True)

            if need_min:
                continue

            if got_snake and ec > _HEUR_MIN_COST:
                found = self._good_forward_snake(ec, off1, lim1, off2, lim2, fmin, fmax, fmid)
                if found is not None:
                    return _Split(found[0], found[1], True, False)
                found = self._good_backward_snake(ec, off1, lim1, off2, lim2, bmin, bmax, bmid)
                if found is not None:
                    return _Split(found[0], found[1], False, True)

            if ec >= self.mxcost:
                fbest = fbest1 = -1
                for d in range(fmax, fmin - 1, -2):
                    i1 = min(kvdf[d], lim1)
                    i2 = i1 - d
                    if lim2 < i2:
                        i1, i2 = lim2 + d, lim2
                    if fbest < i1 + i2:
                        fbest, fbest1 = i1 + i2, i1
                bbest = bbest1 = _LINE_MAX
                for d in range(bmax, bmin - 1, -2):
                    i1 = max(off1, kvdb[d])
                    i2 = i1 - d
                    if i2 < off2:
                        i1, i2 = off2 + d, off2
                    if i1 + i2 < bbest:
                        bbest, bbest1 = i1 + i2, i1
                if (lim1 + lim2) - bbest < fbest - (off1 + off2):
                    return _Split(fbest1, fbest - fbest1, True, False)
                return _Split(bbest1, bbest - bbest1, False, True)

    def _good_forward_snake(
        self, ec: int, off1: int, lim1: int, off2: int, lim2: int, fmin: int, fmax: int, fmid: int
    ) -> tuple[int, int] | None:
        h1, h2 = self.h1, self.h2
        best, found = 0, None
        for d in range(fmax, fmin - 1, -2):
            dd = abs(d - fmid)
            i1 = self.kvdf[d]
            i2 = i1 - d
            v = (i1 - off1) + (i2 - off2) - dd
            if (
                v > _K_HEUR * ec
                and v > best
                and off1 + _SNAKE_CNT <= i1 < lim1
                and off2 + _SNAKE_CNT <= i2 < lim2
            ):
                k = 1
                while h1[i1 - k] == h2[i2 - k]:
                    if k == _SNAKE_CNT:
                        best, found = v, (i1, i2)
                        break
                    k += 1
        return found

    def _good_backward_snake(
        self, ec: int, off1: int, lim1: int, off2: int, lim2: int, bmin: int, bmax: int, bmid: int
    ) -> tuple[int, int] | None:
        h1, h2 = self.h1, self.h2
        best, found = 0, None
        for d in range(bmax, bmin - 1, -2):
            dd = abs(d - bmid)
            i1 = self.kvdb[d]
            i2 = i1 - d
            v = (lim1 - i1) + (lim2 - i2) - dd
            if (
                v > _K_HEUR * ec
                and v > best
                and off1 < i1 <= lim1 - _SNAKE_CNT
                and off2 < i2 <= lim2 - _SNAKE_CNT
            ):
                k = 0
                while h1[i1 + k] == h2[i2 + k]:
                    if k == _SNAKE_CNT - 1:
                        best, found = v, (i1, i2)
                        break
                    k += 1
        return found


def _discard_flags(
    mine: list[int], in_other: list[int], nrec: int, start: int, end: int
) -> list[int]:
    """Classify lines start..end: 0 no match in the other file, 1 some, 2 very many.

    `in_other[c]` is how often a line of class c occurs in the whole other file, and `nrec`
    the number of lines of the whole of this one, as xdl_cleanup_records() counts them."""
    mlim = min(_bogosqrt(nrec), _MAX_EQLIMIT)
    dis = [0] * (len(mine) + 1)
    for i in range(start, end + 1):
        nm = min(in_other[mine[i]], mlim)
        dis[i] = 0 if nm == 0 else 2 if nm >= mlim else 1
    return dis


def _xdiff_changes(
    a: Sequence[str],
    b: Sequence[str],
    nrec: tuple[int, int],
    count: tuple[Callable[[str], int], Callable[[str], int]],
) -> tuple[list[bool], list[bool]]:
    """Mark the lines of `a` and `b` that git's default (Myers) diff deletes or inserts.

    `a` and `b` are windows of two larger files that differ only inside the windows: `nrec`
    gives the files' line counts and `count` how often a line occurs in each file, as xdiff
    classifies lines by whole-file counts, and so must a window."""
    n1, n2 = len(a), len(b)
    nrec1, nrec2 = nrec
    changed1 = [False] * n1
    changed2 = [False] * n2

    # xdl_trim_ends(): the common head and tail never reach the Myers pass. (xdiff compares
    # line classes; equal lines and only they share a class.)
    lim = min(n1, n2)
    start = 0
    while start < lim and a[start] == b[start]:
        start += 1
    tail = 0
    while tail < lim - start and a[n1 - 1 - tail] == b[n2 - 1 - tail]:
        tail += 1
    end1, end2 = n1 - tail - 1, n2 - tail - 1

    # Only the lines left between need a class and their counts in the other file.
    classes: dict[str, int] = {}
    h1 = [-1] * n1
    for i in range(start, end1 + 1):
        h1[i] = classes.setdefault(a[i], len(classes))
    h2 = [-1] * n2
    for i in range(start, end2 + 1):
        h2[i] = classes.setdefault(b[i], len(classes))
    in1 = [count[0](line) for line in classes]
    in2 = [count[1](line) for line in classes]

    # xdl_cleanup_records(): lines without a partner are changed outright; the rest get diffed.
    dis1 = _discard_flags(h1, in2, nrec1, start, end1)
    dis2 = _discard_flags(h2, in1, nrec2, start, end2)
    kept: list[list[int]] = [[], []]
    for side, (dis, end, changed) in enumerate(((dis1, end1, changed1), (dis2, end2, changed2))):
        for i in range(start, end + 1):
            if dis[i] == 1 or (dis[i] == 2 and not _clean_mmatch(dis, i, start, end)):
                kept[side].append(i)
            else:
                changed[i] = True

    myers = _Myers([h1[i] for i in kept[0]], [h2[i] for i in kept[1]])
    myers.run()
    for k, i in enumerate(kept[0]):
        if myers.changed1[k]:
            changed1[i] = True
    for k, i in enumerate(kept[1]):
        if myers.changed2[k]:
            changed2[i] = True
    return changed1, changed2


def _trim_common_tail(old: str, new: str) -> tuple[str, str]:
    """Drop whole common 1 KiB blocks at the end, as git does before a zero-context diff."""
    a = old.encode("utf-8", "surrogateescape")
    b = new.encode("utf-8", "surrogateescape")
    blk = 1024
    smaller = min(len(a), len(b))
    trimmed = 0
    while (
        blk + trimmed <= smaller
        and a[len(a) - trimmed - blk : len(a) - trimmed]
        == b[len(b) - trimmed - blk : len(b) - trimmed]
    ):
        trimmed += blk
    base = len(a) - trimmed
    recovered = 0
    while recovered < trimmed:
        recovered += 1
        if a[base + recovered - 1] == 0x0A:
            break
    cut = trimmed - recovered
    return (
        a[: len(a) - cut].decode("utf-8", "surrogateescape"),
        b[: len(b) - cut].decode("utf-8", "surrogateescape"),
    )


class _Side:
    """One file of the pair with its change flags, as xdiff's xdfile_t."""

    def __init__(self, lines: Sequence[str], changed: list[bool]) -> None:
        self.lines = lines
        self.n = len(lines)
        # Sentinels at -1 and n spare every loop a bounds check, as in xdiff.
        self._rchg = [False, *changed, False]

    def chg(self, i: int) -> bool:
        return self._rchg[i + 1]

    def set_chg(self, i: int, value: bool) -> None:
        self._rchg[i + 1] = value

    def indent(self, i: int) -> int:
        """Return line i's indent (tab = to the next multiple of 8), or -1 if it is blank."""
        ret = 0
        for c in self.lines[i]:
            if c not in _GIT_SPACE:
                return ret
            if c == " ":
                ret += 1
            elif c == "\t":
                ret += 8 - ret % 8
            if ret >= _MAX_INDENT:
                return _MAX_INDENT
        return -1


class _Group:
    """A run of changed lines [start, end) of one side; may be empty.

    Runs are found with list.index on the side's flags (its sentinels guarantee a False past
    the last line), not line by line."""

    def __init__(self, side: _Side) -> None:
        self.side = side
        self.rchg = side._rchg  # rchg[i + 1] is line i's flag
        self.start = 0
        self.end = self.rchg.index(False, 1) - 1

    def next(self) -> bool:
        if self.end == self.side.n:
            return False
        self.start = self.end + 1
        self.end = self.rchg.index(False, self.start + 1) - 1
        return True

    def skip(self, steps: int) -> None:
        """Do `steps` calls of next(), each known to succeed, leaping over unchanged lines."""
        rchg, n = self.rchg, self.side.n
        while steps:
            # The first changed line after `end` (line `end` itself is unchanged), or n.
            try:
                changed = rchg.index(True, self.end + 2) - 1
            except ValueError:
                changed = n
            # next() lands on empty groups at end + 1, end + 2, … until it reaches `changed`.
            free = changed - self.end
            if steps < free:
                self.start = self.end = self.end + steps
                return
            steps -= free
            self.start = changed
            self.end = rchg.index(False, changed + 1) - 1

    def changed_after(self) -> int:
        """The first changed line at or after `end`, or -1 if there is none."""
        try:
            return self.rchg.index(True, self.end + 1) - 1
        except ValueError:
            return -1

    def previous(self) -> bool:
        s = self.side
        if self.start == 0:
            return False
        self.end = self.start - 1
        self.start = self.end
        while s.chg(self.start - 1):
            self.start -= 1
        return True

    def slide_down(self) -> bool:
        s = self.side
        if self.end < s.n and s.lines[self.start] == s.lines[self.end]:
            s.set_chg(self.start, False)
            s.set_chg(self.end, True)
            self.start += 1
            self.end = self.rchg.index(False, self.end + 2) - 1
            return True
        return False

    def slide_up(self) -> bool:
        s = self.side
        if self.start > 0 and s.lines[self.start - 1] == s.lines[self.end - 1]:
            self.start -= 1
            self.end -= 1
            s.set_chg(self.start, True)
            s.set_chg(self.end, False)
            while s.chg(self.start - 1):
                self.start -= 1
            return True
        return False


def _split_score(side: _Side, split: int) -> tuple[int, int]:
    """Return (effective indent, penalty) of splitting `side` above line `split`."""
    if split >= side.n:
        end_of_file, indent = True, -1
    else:
        end_of_file, indent = False, side.indent(split)
    pre_blank, pre_indent = 0, -1
    for i in range(split - 1, -1, -1):
        pre_indent = side.indent(i)
        if pre_indent != -1:
            break
        pre_blank += 1
        if pre_blank == _MAX_BLANKS:
            pre_indent = 0
            break
    post_blank, post_indent = 0, -1
    for i in range(split + 1, side.n):
        post_indent = side.indent(i)
        if post_indent != -1:
            break
        post_blank += 1
        if post_blank == _MAX_BLANKS:
            post_indent = 0
            break

    penalty = 0
    if pre_indent == -1 and pre_blank == 0:
        penalty += _START_OF_FILE_PENALTY
    if end_of_file:
        penalty += _END_OF_FILE_PENALTY
    blank_after = 1 + post_blank if indent == -1 else 0
    total_blank = pre_blank + blank_after
    penalty += _TOTAL_BLANK_WEIGHT * total_blank
    penalty += _POST_BLANK_WEIGHT * blank_after
    effective = indent if indent != -1 else post_indent
    any_blanks = total_blank != 0
    if effective == -1 or pre_indent == -1:
        pass
    elif effective > pre_indent:
        penalty += _RELATIVE_INDENT_WITH_BLANK_PENALTY if any_blanks else _RELATIVE_INDENT_PENALTY
    elif effective < pre_indent:
        if post_indent != -1 and post_indent > effective:
            penalty += (
                _RELATIVE_OUTDENT_WITH_BLANK_PENALTY if any_blanks else _RELATIVE_OUTDENT_PENALTY
            )
        else:
            penalty += (
                _RELATIVE_DEDENT_WITH_BLANK_PENALTY if any_blanks else _RELATIVE_DEDENT_PENALTY
            )
    return effective, penalty


def _score_cmp(s1: tuple[int, int], s2: tuple[int, int]) -> int:
    cmp_indents = (s1[0] > s2[0]) - (s1[0] < s2[0])
    return _INDENT_WEIGHT * cmp_indents + (s1[1] - s2[1])


def _change_compact(side: _Side, other: _Side, reach: tuple[int, int]) -> bool:
    """Slide change groups like xdiff's xdl_change_compact with the indent heuristic.

    When the sides are windows of larger files, `reach` says how close (in lines) a group may
    come to the start and to the end of the window; return False, leaving the flags half
    done, as soon as one comes closer: beyond lie lines the whole file has and the window
    lacks, which could have changed where the group ends up."""
    g = _Group(side)
    go = _Group(other)
    while True:
        if g.end == g.start:
            # An empty group cannot slide: step both sides over the unchanged lines up to the
            # next changed line at once (xdiff visits them one next() at a time).
            changed = g.changed_after()
            if changed == -1:
                break  # the loop would only call next() until it failed
            steps = changed - g.end
            g.skip(steps)
            go.skip(steps)
        if g.end != g.start:
            while True:
                groupsize = g.end - g.start
                end_matching_other = -1
                while g.slide_up():
                    go.previous()
                if g.start < reach[0]:
                    return False
                earliest_end = g.end
                if go.end > go.start:
                    end_matching_other = g.end
                while g.slide_down():
                    go.next()
                    if go.end > go.start:
                        end_matching_other = g.end
                if g.end > side.n - reach[1]:
                    return False
                if groupsize == g.end - g.start:
                    break

            if g.end == earliest_end:
                pass
            elif end_matching_other != -1:
                while go.end == go.start:
                    g.slide_up()
                    go.previous()
            else:
                shift = max(
                    earliest_end, g.end - groupsize - 1, g.end - _INDENT_HEURISTIC_MAX_SLIDING
                )
                best_shift = -1
                best_score = (0, 0)
                while shift <= g.end:
                    a = _split_score(side, shift)
                    b = _split_score(side, shift - groupsize)
                    score = (a[0] + b[0], a[1] + b[1])
                    if best_shift == -1 or _score_cmp(score, best_score) <= 0:
                        best_score = score
                        best_shift = shift
                    shift += 1
                while g.end > best_shift:
                    g.slide_up()
                    go.previous()
        if not g.next():
            break
        go.next()
    return True


def _funcname(line: str) -> str:
    """Return the hunk-header text git's markdown driver takes from `line`, or ""."""
    body = line[:-1] if line.endswith("\n") else line
    if body.endswith("\r") and line.endswith("\n"):
        body = body[:-1]
    match = _MARKDOWN_FUNCNAME.match(body)
    if match is None:
        return ""
    raw = match.group(0).encode("utf-8", "surrogateescape")[:_FUNCNAME_MAX_BYTES]
    raw = raw.rstrip(_GIT_SPACE.encode())
    # Like git, drop a character the byte limit cut in half, and do not trim blanks again.
    return raw.decode("utf-8", "ignore")


def _num(start: int, count: int) -> str:
    # xdiff prints a zero-length range at the line before it, and omits a count of one.
    first = start + 1 if count else start
    return str(first) if count == 1 else f"{first},{count}"


def _emit(out: list[str], prefix: str, lines: Sequence[str]) -> None:
    """Write `lines` (a run of the diff's lines) with `prefix`; only the last line of a
    file can lack its newline, and so only the last of a run."""
    if not lines:
        return
    out.append(prefix)
    out.append(prefix.join(lines))
    if not lines[-1].endswith("\n"):
        out.append("\n" + NO_NEWLINE)


class Preimage:
    """The old side of any number of diffs: a file's lines as git splits them, with the
    whole-file facts a diff of a window of it needs, each computed once."""

    def __init__(self, text: str, lines: list[str] | None = None) -> None:
        """`lines` may pass in `split_lines(text)` when the caller already has it."""
        self.text = text
        self.lines = split_lines(text) if lines is None else lines
        # starts[i] is where line i begins in `text`; starts[-1] == len(text).
        self.starts = [0, *accumulate(map(len, self.lines))]
        self._counts: Counter[str] | None = None
        self._headings: list[int] | None = None
        self._names: dict[int, str] = {}  # funcnames already worked out, by line

    @property
    def counts(self) -> Counter[str]:
        """How often each line occurs in the file."""
        if self._counts is None:
            self._counts = Counter(self.lines)
        return self._counts

    def funcname(self, line: int, after: int) -> str | None:
        """The funcname of the last line in (after, line] that has one, or None."""
        if self._headings is None:
            # Exactly the lines _funcname() gives a name for, found without visiting each line.
            found = [m.start() + 1 for m in _FUNCNAME_LINE.finditer(self.text)]
            if _MARKDOWN_FUNCNAME_AT_START.match(self.text):
                found.insert(0, 0)
            self._headings = [bisect_left(self.starts, offset) for offset in found]
        k = bisect_right(self._headings, line) - 1
        if k < 0 or self._headings[k] <= after:
            return None
        heading = self._headings[k]
        name = self._names.get(heading)
        if name is None:
            name = self._names[heading] = _funcname(self.lines[heading])
        return name


# The newline before each line that _MARKDOWN_FUNCNAME matches; a leading "\n" searches fast.
_FUNCNAME_LINE = re.compile("\n" + _MARKDOWN_FUNCNAME_START)
_MARKDOWN_FUNCNAME_AT_START = re.compile(_MARKDOWN_FUNCNAME_START)


def common_prefix(a: AnyStr, b: AnyStr) -> int:
    """Length of the longest common prefix of a and b, compared a block at a time."""
    limit = min(len(a), len(b))
    lo, step = 0, 1024
    while lo < limit:
        hi = min(limit, lo + step)
        if a[lo:hi] != b[lo:hi]:
            while hi - lo > 1:
                mid = (lo + hi) // 2
                if a[lo:mid] == b[lo:mid]:
                    lo = mid
                else:
                    hi = mid
            return lo
        lo, step = hi, step * 2
    return limit


def common_suffix(a: AnyStr, b: AnyStr, limit: int) -> int:
    """Length of the longest common suffix of a and b, at most `limit`."""
    la, lb = len(a), len(b)
    lo, step = 0, 1024
    while lo < limit:
        hi = min(limit, lo + step)
        if a[la - hi : la - lo] != b[lb - hi : lb - lo]:
            while hi - lo > 1:
                mid = (lo + hi) // 2
                if a[la - mid : la - lo] == b[lb - mid : lb - lo]:
                    lo = mid
                else:
                    hi = mid
            return lo
        lo, step = hi, step * 2
    return limit


def git_diff(
    path: str,
    old: str,
    new: str,
    *,
    old_blob: str,
    new_blob: str,
    mode: str = "100644",
    context: int = 3,
) -> str:
    """Return the text `git diff --full-index` prints for changing `path` from `old` to `new`."""
    if context < 0:
        raise ValueError(f"context must not be negative: {context}")
    if old == new:
        return ""
    if context == 0:
        old, new = _trim_common_tail(old, new)
    start = common_prefix(old, new)
    tail = common_suffix(old, new, min(len(old), len(new)) - start)
    return git_diff_change(
        Preimage(old),
        start,
        len(old) - tail,
        new[start : len(new) - tail],
        path=path,
        old_blob=old_blob,
        new_blob=new_blob,
        mode=mode,
        context=context,
    )


def git_diff_change(
    old: Preimage,
    start: int,
    end: int,
    middle: str,
    *,
    path: str,
    old_blob: str,
    new_blob: str,
    mode: str = "100644",
    context: int = 3,
) -> str:
    """Return `git diff --full-index` for `old.text` with characters [start, end) replaced by
    `middle` (context 0: after git's own common-tail trim, which `git_diff` does).

    Only a window of lines around the change is diffed, so the cost does not grow with the
    file. git trims the common head and tail itself, and within the window this is xdiff
    step for step, given the whole files' line counts; the one thing a window could change is
    how far a change group slides, so the window widens until no group comes near its ends.
    Most changes need no diff at all (`_is_plain_change`)."""
    if context < 0:
        raise ValueError(f"context must not be negative: {context}")
    lines, starts = old.lines, old.starts
    n = len(lines)
    # Lines [first, last) of the old file hold the change; `piece` is what replaces them.
    first = bisect_right(starts, start) - 1
    if first == n and n and not lines[-1].endswith("\n"):
        first = n - 1  # text added to a last line that has no newline changes that line
    last = max(bisect_left(starts, end), first)
    text = old.text
    piece = text[starts[first] : start] + middle + text[end : starts[last]]
    while piece and not piece.endswith("\n") and last < n:
        piece += lines[last]  # the new text runs on into the next line: it changes too
        last += 1
    if piece == text[starts[first] : starts[last]]:
        return ""
    added = split_lines(piece)
    nrec = (n, n - (last - first) + len(added))
    header = dict(path=path, old_blob=old_blob, new_blob=new_blob, mode=mode)

    def window(margin: int) -> tuple[int, int, list[str], list[str]]:
        """The lines `margin` around the change, before and after it: low, high, a, b."""
        low, high = max(0, first - margin), min(n, last + margin)
        return low, high, lines[low:high], [*lines[low:first], *added, *lines[last:high]]

    if _is_plain_change(lines, first, last, added):
        # git marks exactly these lines, and nothing slides: format them as they stand.
        low, high, a, b = window(context)
        changes = [(first - low, first - low, last - first, len(added))]
        return _format_diff(old, low, a, b, changes, context=context, nrec=nrec, **header)

    removed_counts, added_counts = Counter(lines[first:last]), Counter(added)
    counts = old.counts

    def in_new(line: str) -> int:
        return counts[line] - removed_counts[line] + added_counts[line]

    # Far enough for git's indent heuristic (it looks up to _MAX_BLANKS lines around a split).
    reach = max(context, _MAX_BLANKS + 2) + 2
    margin = context + _WINDOW_MARGIN
    while True:
        low, high, a, b = window(margin)
        changed_a, changed_b = _xdiff_changes(a, b, nrec, (counts.__getitem__, in_new))
        side_a = _Side(a, changed_a)
        side_b = _Side(b, changed_b)
        bounds = (reach if low > 0 else 0, reach if high < n else 0)
        if _change_compact(side_a, side_b, bounds) and _change_compact(side_b, side_a, bounds):
            break
        margin *= 4
    changes = _change_list(side_a, side_b)
    return _format_diff(old, low, a, b, changes, context=context, nrec=nrec, **header)


def _is_plain_change(lines: Sequence[str], first: int, last: int, added: Sequence[str]) -> bool:
    """Whether git's diff of replacing lines [first, last) of `lines` by `added` (not both
    empty, and not equal) marks exactly those removed and added lines, with no sliding: then
    neither the Myers pass nor the compaction need run.

    That holds when no removed line equals an added one, the line before the change
    (if any) equals neither the last removed nor the last added line, and the line after it
    (if any) neither the first removed nor the first added line. Proof, with A the old lines
    (n of them), B the new ones, m = last - first removed and k = len(added) added lines:

    - xdl_trim_ends: the common head stops at `first`. Lines before it agree; at `first`,
      A's and B's lines are the first removed and first added (they differ: no removed
      line equals an added one), or, for m = 0, the first added line and the line after
      (they differ), or, for k = 0, the first removed line and the line after (they differ);
      or one file ends there. The common tail, capped at min(n, n - m + k) - first lines,
      covers the n - last lines after the change, which agree, and stops there: the cap is
      reached when m = 0 or k = 0, else it compares the last removed and last added lines,
      which differ. So xdiff looks only at A[first:last] and B[first:first + k].
    - xdl_cleanup_records marks some of those lines changed outright and gives the rest to
      the Myers pass, which leaves a line unchanged only where it follows a run of equal
      lines (a snake) or trims a common head or tail; no line of one range equals a line of
      the other, so every line of both ranges ends up changed.
    - xdl_change_compact: A has at most one group, [first, last), and B at most one,
      [first, first + k). A group slides up only if the line before it equals its last line
      (the line before the change vs the last removed or last added line) and down only if
      the line after it equals its first line (the line after the change vs the first
      removed or first added line): none of these are equal, so neither group moves, and
      the indent heuristic, which only chooses among the places a group can slide to, has
      nothing to choose. No group can merge with another either: there are no others.

    A pure insertion (m = 0) whose first line differs from the line after it and whose last
    line differs from the line before it, and a one-line replacement whose old and new lines
    each differ from both neighbours, are the changes kbpatch mostly makes."""
    removed = lines[first:last]
    if first > 0:
        before = lines[first - 1]
        if (removed and removed[-1] == before) or (added and added[-1] == before):
            return False
    if last < len(lines):
        after = lines[last]
        if (removed and removed[0] == after) or (added and added[0] == after):
            return False
    return not removed or not added or set(removed).isdisjoint(added)


def _change_list(side_a: _Side, side_b: _Side) -> list[tuple[int, int, int, int]]:
    """The changes of two sides as (line in a, line in b, lines removed, lines added): the
    unchanged lines of a and b pair off in order between them."""
    ra, rb = side_a._rchg, side_b._rchg  # rchg[i + 1] is line i's flag
    na, nb = side_a.n, side_b.n
    changes: list[tuple[int, int, int, int]] = []
    i = j = 0
    while True:
        # Step both over their unchanged lines to the first change on either side.
        try:
            next_i = ra.index(True, i + 1) - 1
        except ValueError:
            next_i = na
        try:
            next_j = rb.index(True, j + 1) - 1
        except ValueError:
            next_j = nb
        step = min(next_i - i, next_j - j)
        i += step
        j += step
        if i >= na and j >= nb:
            return changes
        si, sj = i, j
        i = ra.index(False, i + 1) - 1
        j = rb.index(False, j + 1) - 1
        changes.append((si, sj, i - si, j - sj))


@lru_cache(maxsize=64)
def header_lines(path: str) -> tuple[str, str]:
    """The `diff --git` line of a diff of `path`, and its `---` and `+++` lines."""
    qa = quote_path("a/" + path)
    qb = quote_path("b/" + path)
    # git ends a name holding a space with a tab so that patch(1) finds where it stops.
    return (
        f"diff --git {qa} {qb}\n",
        f"--- {qa}{chr(9) if ' ' in qa else ''}\n+++ {qb}{chr(9) if ' ' in qb else ''}\n",
    )


def _format_diff(
    old: Preimage,
    offset: int,
    a: Sequence[str],
    b: Sequence[str],
    changes: Sequence[tuple[int, int, int, int]],
    *,
    path: str,
    old_blob: str,
    new_blob: str,
    mode: str,
    context: int,
    nrec: tuple[int, int],
) -> str:
    """The diff's header and hunks. `a` and `b` are windows of the old and new files starting
    at line `offset`, and `changes` their changes as _change_list gives them."""
    diff_line, names = header_lines(path)
    out = [diff_line, f"index {old_blob}..{new_blob} {mode}\n", names]
    max_common = 2 * context
    funcname = ""
    searched_to = -1
    k = 0
    while k < len(changes):
        last = k
        while (
            last + 1 < len(changes)
            and changes[last + 1][0] - (changes[last][0] + changes[last][2]) <= max_common
        ):
            last += 1
        i1, i2, _, _ = changes[k]
        e_i1, e_i2, e_c1, e_c2 = changes[last]
        s1 = max(i1 - context, 0)
        s2 = max(i2 - context, 0)
        # The window may end before the files do: count what follows in the whole files.
        post = min(context, nrec[0] - (offset + e_i1 + e_c1), nrec[1] - (offset + e_i2 + e_c2))
        e1 = e_i1 + e_c1 + post
        e2 = e_i2 + e_c2 + post
        # The nearest heading above the hunk in the old file; an earlier hunk's still holds.
        found = old.funcname(offset + s1 - 1, searched_to)
        if found is not None:
            funcname = found
        searched_to = max(searched_to, offset + s1 - 1)
        header = f"@@ -{_num(offset + s1, e1 - s1)} +{_num(offset + s2, e2 - s2)} @@"
        out.append(f"{header} {funcname}\n" if funcname else header + "\n")
        pos2 = s2
        for c in range(k, last + 1):
            c_i1, c_i2, c_c1, c_c2 = changes[c]
            _emit(out, " ", b[pos2:c_i2])
            _emit(out, "-", a[c_i1 : c_i1 + c_c1])
            _emit(out, "+", b[c_i2 : c_i2 + c_c2])
            pos2 = c_i2 + c_c2
        _emit(out, " ", b[pos2:e2])
        k = last + 1
    return "".join(out)


# ---------------------------------------------------------------- the mail


def am_subject(subject: str) -> str:
    """Return the subject `git am` records for a mail with this Subject header."""
    # mailinfo.c cleanup_subject(): strip leading "Re:", blanks, colons and [tags].
    s = subject
    at = 0
    while at < len(s):
        c = s[at]
        if c in "rR":
            if len(s) <= at + 3:
                break
            if s[at + 1] in "eE" and s[at + 2] == ":":
                s = s[:at] + s[at + 3 :]
                continue
            break
        if c in " \t:":
            s = s[:at] + s[at + 1 :]
            continue
        if c == "[":
            close = s.find("]", at)
            if close == -1:
                break
            s = s[:at] + s[close + 1 :]
            continue
        break
    s = s.strip(_GIT_SPACE)
    # cleanup_space(): every run of blanks becomes one space.
    return _GIT_BLANKS.sub(" ", s)


def _one_space(text: str) -> str:
    """`text` with each run of _GIT_BLANKS made one space.

    Every white-space character but the space is unprintable, so a printable text without
    two spaces in a row is left as it is, and need not be searched."""
    if text.isprintable() and "  " not in text:
        return text
    return _GIT_BLANKS.sub(" ", text)


def _check_header(name: str, value: str) -> None:
    # Every character HEADER_BREAKER matches is unprintable: a printable value is fine as is.
    if not value.isprintable() and HEADER_BREAKER.search(value) is not None:
        raise ValueError(f"{name} must be one line without control characters: {value!r}")


def format_mail(
    *,
    subject: str,
    note: str,
    diff: str,
    author: str = "kbpatch <kbpatch@localhost>",
    date: str,
    prefix: str = "",
) -> str:
    """Return a `git format-patch`-style mail that carries `diff` with `note` above it."""
    # git am turns every run of blanks into one space; doing it here keeps the header exact.
    subject = _one_space(subject).strip(" ")
    for name, value in (("subject", subject), ("author", author), ("date", date)):
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
    # am_subject strips the [prefix] tag (the prefix holds no "]") and the space after it, then
    # stops at a first character none of "rR \t:[" (a subject with one space between words,
    # none at its ends, it does not change): only other first characters need the whole work.
    if not subject or (subject[0] in "rR \t:[" and am_subject(header) != subject):
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
    # One string built at once: the mail holds the whole diff, so no copies of it piecemeal.
    return "".join(
        (
            NULL_FROM_LINE,
            f"From: {author}\n",
            f"Date: {date}\n",
            f"Subject: {header}\n",
            "MIME-Version: 1.0\n",
            "Content-Type: text/plain; charset=UTF-8\n",
            "Content-Transfer-Encoding: 8bit\n",
            "\n",
            "---\n",
            note_block,
            "\n",
            diff,
            SIGNATURE,
        )
    )
