"""The KB as committed at HEAD: one type that every stage reads (pure).

Read, split and outlined once per run, however many briefs a run proposes for: render reads
its lines and outline (`view`), hunks its lines as git splits them, verify its bytes."""

from __future__ import annotations

import hashlib
from bisect import bisect_right
from collections import Counter
from collections.abc import Iterator, Sequence
from functools import cached_property
from itertools import accumulate

from .hunks import heading_lines, split_at_newlines
from .locate import (
    NUMBERED_PARAGRAPH,
    Text,
    Unresolved,
    heading_ids,
    heading_text,
    heading_words,
    list_section,
    table_captions,
)
from .models import Edit, Heading
from .reading.text import HEADING_ENTRY_PARTS, HEADING_LABEL, HEADING_RECORD, heading_entry

__all__ = ["Kb", "blob_id", "blob_id_of_change"]

# What str.splitlines() breaks at besides "\n" and "\r\n".
OTHER_BREAKS = ("\x0b", "\x0c", "\x1c", "\x1d", "\x1e", "\x85", "\u2028", "\u2029")


class Kb:
    """The KB's text and bytes, where it lives and what it is at HEAD.

    Its lines are split once, by str.splitlines() (render's `view`, and edits count in
    them); where the KB breaks lines only at LF and CRLF, as almost every KB does, git's
    lines are the same list. Otherwise git's lines (LF only) are split apart for the hunks."""

    def __init__(
        self,
        text: str,
        data: bytes | None = None,
        *,
        path: str = "",
        blob: str = "",
        mode: str = "100644",
        commit: str = "",
        object_format: str = "sha1",
        worktree_differs: bool = False,
    ) -> None:
        """`data`, when given, must be `text` encoded in UTF-8 (as read from git). `path` is
        repository-relative; `blob`, `mode` and `commit` are HEAD's."""
        self.text = text
        self.data = text.encode("utf-8") if data is None else data
        self.path = path
        self.blob = blob or blob_id(self.data, object_format)
        self.mode = mode
        self.commit = commit
        self.object_format = object_format
        self.worktree_differs = worktree_differs
        lines = text.splitlines(keepends=True)
        self.view = Text(lines, joined=text)
        self.starts = [0, *accumulate(map(len, lines))]
        same = plain_breaks(text)
        self.git_lines = lines if same else split_at_newlines(text)
        self.git_starts = self.starts if same else [0, *accumulate(map(len, self.git_lines))]

    @cached_property
    def heading_lines(self) -> list[int]:
        """The git lines that git's markdown driver puts in hunk headers."""
        return heading_lines(self.text, self.git_starts)

    @cached_property
    def byte_starts(self) -> list[int]:
        """Where each git line starts in `data` (split at LF); len(data) last."""
        parts = self.data.split(b"\n")
        if not parts[-1]:
            parts.pop()
        starts = list(accumulate((len(part) + 1 for part in parts), initial=0))
        if parts and not self.data.endswith(b"\n"):
            starts[-1] -= 1  # the last line has no newline
        return starts

    @cached_property
    def section_names(self) -> frozenset[str]:
        """The names a brief may give the KB's sections by number: each heading's key, and a
        numbered heading's key with its words (`6. 待确认 补一问`: a chapter's bare number is
        read before its heading's own words, and so is a section's, `add X to 2.2 推理数据合成`).
        Made once per KB, not per brief: a 50k-line KB has thousands of headings."""
        outline = self.view.outline
        return (
            frozenset(h.key for h in outline if h.key)
            | frozenset(
                f"{h.key} {words}"
                for h in outline
                if h.key.replace(".", "").isdigit() and (words := heading_words(h))
            )
            | labelled_headings(outline)
            | numbered_paragraphs(self.view.lines, outline)
            | heading_records(outline)
            | caption_records(self.view.lines, outline)
        )

    @cached_property
    def citation_list(self) -> str:
        """The number of the section that holds the document's citations, found as a new
        citation finds it (locate.list_section); "" when no numbered heading or several name
        it."""
        try:
            return list_section(self.view.outline, "citations").key
        except Unresolved:
            return ""

    @property
    def line_count(self) -> int:
        """How many lines git counts."""
        return len(self.git_lines)

    def byte_offset(self, offset: int) -> int:
        """Where the character at `offset` of `text` starts in `data`."""
        line = bisect_right(self.git_starts, offset) - 1
        start = self.git_starts[line]
        inside = self.text[start:offset].encode("utf-8") if offset > start else b""
        return self.byte_starts[line] + len(inside)

    def byte_change(self, edit: Edit) -> tuple[int, int, bytes]:
        """An edit of the KB's lines as a change of its bytes: (start, end, middle)."""
        middle = "".join(edit.lines).encode("utf-8")
        if self.git_starts is self.starts:
            return self.byte_starts[edit.start], self.byte_starts[edit.end], middle
        start, end = self.starts[edit.start], self.starts[edit.end]
        return self.byte_offset(start), self.byte_offset(end), middle

    def blob_after(self, edit: Edit, object_format: str) -> str:
        """The KB's blob id once `edit` is made."""
        return blob_id_of_change(self.data, *self.byte_change(edit), object_format)


def plain_breaks(text: str) -> bool:
    """Whether str.splitlines() breaks `text` only at "\n" (and "\r\n"), as git does."""
    if "\r" in text and text.count("\r") != text.count("\r\n"):
        return False
    return not any(c in text for c in OTHER_BREAKS)


def blob_id(data: bytes, object_format: str = "sha1") -> str:
    """git's blob object id for `data`."""
    return blob_id_of_change(data, 0, 0, b"", object_format)


def blob_id_of_change(
    data: bytes, start: int, end: int, middle: bytes, object_format: str = "sha1"
) -> str:
    """The blob id of `data` with bytes [start, end) replaced by `middle`, hashed where the
    pieces lie: a KB of megabytes is not copied for every patch."""
    if object_format not in ("sha1", "sha256"):
        raise ValueError(f"unknown git object format {object_format!r}")
    view = memoryview(data)
    digest = hashlib.new(object_format)
    digest.update(b"blob %d\0" % (len(data) - (end - start) + len(middle)))
    digest.update(view[:start])
    digest.update(middle)
    digest.update(view[end:])
    return digest.hexdigest()


def with_parents(headings: Sequence[Heading]) -> Iterator[tuple[Heading, Heading | None, str]]:
    """Each heading with the heading it stands under (None at the top) and its key where no
    other heading has that key ("" otherwise): what a section named by words is told by."""
    keys = Counter(h.key for h in headings)
    parents: list[Heading] = []
    for heading in headings:
        while parents and parents[-1].level >= heading.level:
            parents.pop()
        key = heading.key if heading.key and keys[heading.key] == 1 else ""
        yield heading, parents[-1] if parents else None, key
        parents.append(heading)


def labelled_headings(headings: Sequence[Heading]) -> frozenset[str]:
    """Each heading that writes a label before its words (`（一）通用引擎`, `B. 优化器`,
    `1 | 数学与推理`), as the reader names it by its whole text (reading.clauses.headings_named):
    with its key where no other heading has that key, and its parent heading's text, so that a
    chapter's text before it names it under that chapter."""
    return frozenset(
        heading_entry(key, heading_text(parent) if parent else "", heading_text(heading))
        for heading, parent, key in with_parents(headings)
        if HEADING_LABEL.match(heading.text)
    )


def numbered_paragraphs(lines: Sequence[str], headings: Sequence[Heading]) -> frozenset[str]:
    """The numbers of the paragraphs a numbered section writes (`1.2.1` under `## 1.2`), which
    no heading has: a brief names such a paragraph as it names a section (`1.2.1：96.1% →
    96.4%`), and render finds it in its section (render.numbered_paragraph)."""
    keys = {h.key for h in headings if h.key}
    found = {
        m["key"]
        for line in lines
        if (m := NUMBERED_PARAGRAPH.match(line)) and m["key"].rpartition(".")[0] in keys
    }
    return frozenset(found - keys)


def caption_records(lines: Sequence[str], headings: Sequence[Heading]) -> frozenset[str]:
    """Each bold caption of a table whose words no heading has, as a heading's record
    (heading_records) of those words alone: the reader then reads `「推理引擎对比」表` as that
    place, and render finds the table by its caption (locate.captioned_table)."""
    taken = {heading_words(h) for h in headings}
    return frozenset(
        HEADING_RECORD + HEADING_ENTRY_PARTS.join(("", "", words, words, ""))
        for caption in table_captions(lines)
        # `表 2 的 X 一行`: a numbered caption is named by its number too.
        for words in (caption.words, caption.number)
        if words and words not in taken
    )


def heading_records(headings: Sequence[Heading]) -> frozenset[str]:
    """Each heading as the reader names a section otherwise than by its number
    (reading.clauses.places_named): its key where no other heading has it, its parent's
    words, its text and words (anchors aside) and its ids (`{#judge}`)."""
    return frozenset(
        HEADING_RECORD
        + HEADING_ENTRY_PARTS.join(
            (
                key,
                heading_words(parent) if parent else "",
                heading_text(heading),
                heading_words(heading),
                " ".join(heading_ids(heading)),
            )
        )
        for heading, parent, key in with_parents(headings)
    )
