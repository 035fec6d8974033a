"""One GitHub pull-request comment for a run: tables, then each patch folded away (pure).

The body stays under GitHub's comment limit by cutting diffs, never a table, and says so."""

from __future__ import annotations

import html
import re
from collections.abc import Sequence
from dataclasses import dataclass

from . import __version__
from .hunks import split_at_newlines
from .models import BriefError, Outcome, PatchFile, Proposal, Status
from .patches import describe, output_folder_path
from .report import counts, target_label
from .untrusted import shell_path

# GitHub refuses a comment body over 65,536 characters. kbpatch stays 1,536 below it, so that
# a bot may add a line of its own (a link to the run, say) and still post.
GITHUB_LIMIT = 65_536
BUDGET = 64_000
MARKER = "<!-- kbpatch -->"

# `|` is left to `cell`: outside a table it is plain text.
_MARKDOWN_SPECIALS = re.compile(r"([\\`*_\[\]<>~&])")


def length(text: str) -> int:
    """Characters as GitHub counts them at most: UTF-16 code units (an emoji may be two)."""
    return len(text.encode("utf-16-le")) // 2


def inline(text: str) -> str:
    """Plain text that markdown shows as written: one line, punctuation escaped."""
    return _MARKDOWN_SPECIALS.sub(r"\\\1", re.sub(r"\s*[\r\n]+\s*", " ", text).strip())


def code(text: str) -> str:
    """An inline code span that holds `text` whatever backticks it contains."""
    text = re.sub(r"[\r\n]+", " ", text)
    ticks = "`" * (max((len(run) for run in re.findall(r"`+", text)), default=0) + 1)
    pad = " " if text.startswith("`") or text.endswith("`") else ""
    return f"{ticks}{pad}{text}{pad}{ticks}"


def cell(text: str) -> str:
    """Table cell content: a `|` ends a cell even inside a code span unless escaped."""
    return text.replace("|", "\\|")


def fenced(text: str, info: str) -> str:
    """A fenced code block longer than any backtick run inside it; CRs dropped for display."""
    body = text.replace("\r", "")
    if not body.endswith("\n"):
        body += "\n"
    longest = max((len(run) for run in re.findall(r"`{3,}", body)), default=2)
    fence = "`" * (longest + 1)
    return f"{fence}{info}\n{body}{fence}\n"


def summary_html(text: str) -> str:
    """Text for inside <summary>: HTML-escaped, with nothing markdown would take as emphasis."""
    escaped = html.escape(text.replace("\r", ""), quote=False)
    return escaped.replace("*", "&#42;").replace("_", "&#95;").replace("`", "&#96;")


@dataclass(frozen=True)
class _Cut:
    """How much of each patch to show: its first `lines` of diff (all when None), its note,
    and whether to show patches at all."""

    lines: int | None = None
    notes: bool = True  # and the previews
    details: bool = True

    def notice(self) -> str:
        if not self.details:
            return "the patches are left out"
        if not self.notes:
            return "the diffs, the notes and the previews are left out"
        if self.lines:
            return f"each diff shows at most its first {self.lines} lines"
        return "the diffs are left out"


def comment_body(briefs: Sequence[Proposal | BriefError], *, budget: int = BUDGET) -> str:
    """The markdown a bot posts as one comment: whole tables, diffs cut to fit `budget`."""

    def fitting(cut: _Cut) -> str | None:
        body = _body(briefs, cut)
        return body if length(body) <= budget else None

    whole = fitting(_Cut())
    if whole is not None:
        return whole
    if fitting(_Cut(lines=0)) is not None:
        # The most diff lines each patch may show: largest `low` that fits, below `high`.
        diffs = [p.diff for b in briefs if isinstance(b, Proposal) for p in b.patches]
        low, high = 0, max((len(split_at_newlines(diff)) for diff in diffs), default=0)
        while high - low > 1:
            middle = (low + high) // 2
            if fitting(_Cut(lines=middle)) is not None:
                low = middle
            else:
                high = middle
        return _body(briefs, _Cut(lines=low))
    return (
        fitting(_Cut(lines=0, notes=False))
        # The tables alone may still be over: they stay whole all the same.
        or _body(briefs, _Cut(lines=0, notes=False, details=False))
    )


def _body(briefs: Sequence[Proposal | BriefError], cut: _Cut) -> str:
    out = [MARKER + "\n"]
    if cut.lines is not None:
        out.append(
            f"> [!NOTE]\n> **Truncated** to stay under GitHub's {GITHUB_LIMIT:,}-character "
            f"comment limit: {cut.notice()}. The tables are complete; the patch files hold "
            "every diff whole.\n"
        )
    for brief in briefs:
        if isinstance(brief, BriefError):
            out.append(
                f"### kbpatch · {code(brief.brief)}\n\n"
                f"**error** (exit {brief.exit_code}): {inline(brief.error)}\n"
            )
        else:
            out.append(_brief_section(brief, cut))
    out.append(f"<sub>kbpatch {__version__} · patches are proposals: nothing was applied.</sub>\n")
    return "\n".join(out)


def _brief_section(proposal: Proposal, cut: _Cut) -> str:
    shown = (Status.SKIPPED, Status.ALREADY_PRESENT, Status.UNRESOLVED)
    tally = " · ".join(counts(proposal, shown, _label))
    out = [
        f"### kbpatch · {code(proposal.brief_path)} → {code(proposal.kb_path)}\n",
        f"Made against {code(proposal.base_commit[:12])} (HEAD) · {tally}\n",
    ]
    if proposal.worktree_differs:
        out.append(
            f"> [!WARNING]\n> The working copy of {code(proposal.kb_path)} differs from HEAD; "
            "the patches are made against HEAD.\n"
        )
    out.append(_table(proposal))
    if cut.details:
        folder = output_folder_path(proposal.brief_path)
        kb_lines = proposal.kb_text.split("\n") if proposal.kb_text else []
        for patch in proposal.patches:
            if cut.notes and (block := preview(patch, kb_lines)):
                out.append(block)
            out.append(_details(patch, folder, cut))
    return "\n".join(out)


def _table(proposal: Proposal) -> str:
    if not proposal.outcomes:
        return "The brief asks for no change to the document.\n"
    stats = {p.name: (p.lines_added, p.lines_removed) for p in proposal.patches}
    rows = ["| | Section | What | Status |", "| --- | --- | --- | --- |"]
    for outcome in proposal.outcomes:
        action = outcome.action
        what = inline(describe(action) if action.kind.edits_document else action.kind.value)
        if action.item_key:
            what += f" · {inline(action.item_key)}"
        lines = ", ".join(str(n) for n in action.lines)
        what += f" · brief line{'s' if len(action.lines) > 1 else ''} {lines}"
        parts = (action.id, _section(outcome), what, _status(outcome, stats))
        rows.append("| " + " | ".join(map(cell, parts)) + " |")
    return "\n".join(rows) + "\n"


def _section(outcome: Outcome) -> str:
    if outcome.heading:
        return inline(f"§{outcome.heading}")
    return inline(target_label(outcome)) if outcome.action.target else "—"


def _label(status: Status) -> str:
    return "**unresolved**" if status is Status.UNRESOLVED else status.value


def _status(outcome: Outcome, stats: dict[str, tuple[int, int]]) -> str:
    label = _label(outcome.status)
    if outcome.patch:
        added, removed = stats.get(outcome.patch, (0, 0))
        label += f" → {code(outcome.patch)} (+{added} −{removed})"
    if outcome.reason:
        label += f": {inline(outcome.reason)}"
    return label


def _details(patch: PatchFile, folder: str, cut: _Cut) -> str:
    kind = "alternative: apply instead of its recommended sibling · " if patch.alternative else ""
    out = [
        "<details>",
        f"<summary><code>{summary_html(patch.name)}</code> · {kind}{summary_html(patch.subject)} "
        f"(+{patch.lines_added} −{patch.lines_removed})</summary>",
        "",
    ]
    if cut.notes:
        # As the mail shows it, without its indent: no trailing blanks, no blank first or last line.
        note = "\n".join(line.rstrip() for line in patch.note.splitlines()).strip("\n")
        out.append(fenced(note + "\n", "text"))
    diff_lines = split_at_newlines(patch.diff)
    if cut.lines is None or cut.lines >= len(diff_lines):
        out.append(fenced(patch.diff, "diff"))
    else:
        if cut.lines:
            out.append(fenced("".join(diff_lines[: cut.lines]), "diff"))
        hidden = len(diff_lines) - cut.lines
        out.append(
            f"*… truncated: {hidden} more diff line(s) not shown (comment limit); "
            "the patch file holds the whole diff.*\n"
        )
    path = shell_path(f"{folder}/{patch.name}")
    keep_cr = " --keep-cr" if "\r\n" in patch.diff else ""
    out += [
        "Apply from the repository root:",
        "",
        fenced(f"git apply {path}\n# or, as a commit:\ngit am{keep_cr} {path}\n", "sh"),
        "</details>",
        "",
    ]
    return "\n".join(out)


# ---------------------------------------------------------------- previews
# What a reviewer would rather look at than read: the rows a patch puts in a table, under the
# table's header, and the list entries it adds, as GitHub renders them, above the diff.

_HUNK = re.compile(r"^@@ -(\d+)(?:,(\d+))? \+\d+(?:,\d+)? @@")
_TABLE_ROW = re.compile(r"^\s{0,3}\|")
_TABLE_RULE = re.compile(r"^\s{0,3}\|?(?:\s*:?-+:?\s*\|)+\s*(?::?-+:?\s*)?$")
_LIST_ITEM = re.compile(r"^\s{0,3}(?:[-*+]|\d{1,9}[.)])\s")
# Lines that could swallow or close the comment's own structure when rendered as markdown.
_UNSAFE = re.compile(r"```|~~~|<!--|</?(?:details|summary)\b", re.IGNORECASE)


@dataclass(frozen=True)
class Added:
    """A line a diff adds: before which line of HEAD's KB (0-based) it goes, and whether it
    stands where the diff removed lines (a changed line rather than a new one)."""

    at: int
    text: str
    replaces: bool


def added_lines(diff: str) -> list[Added]:
    """The `+` lines of a unified diff, placed in the old text."""
    added: list[Added] = []
    old = 0
    in_hunk = after_removal = False
    for line in split_at_newlines(diff):
        hunk = _HUNK.match(line)
        if hunk:
            start, count = int(hunk.group(1)), hunk.group(2)
            old = start if count == "0" else start - 1
            in_hunk, after_removal = True, False
        elif not in_hunk or not line:
            continue
        elif line[0] == "+":
            added.append(Added(old, line[1:].rstrip("\r\n"), after_removal))
        elif line[0] in " -":
            old += 1
            after_removal = line[0] == "-"
        elif line[0] != "\\":
            in_hunk = False  # the next file's header
    return added


def table_top(kb_lines: Sequence[str], at: int) -> int | None:
    """The header line of the table that a row put before line `at` belongs to, if the KB
    has one there (a header row followed by a `| --- |` rule)."""
    row = at - 1 if at > 0 and _TABLE_ROW.match(kb_lines[at - 1]) else at
    if row >= len(kb_lines) or not _TABLE_ROW.match(kb_lines[row]):
        return None
    while row > 0 and _TABLE_ROW.match(kb_lines[row - 1]):
        row -= 1
    rule = kb_lines[row + 1] if row + 1 < len(kb_lines) else ""
    return row if _TABLE_RULE.match(rule) else None


def preview_blocks(diff: str, kb_lines: Sequence[str]) -> list[list[str]]:
    """Each table a diff adds rows to or changes rows of (header, rule, those rows), then each
    list entry it adds (its lines); none with a line that could break the comment."""
    blocks: list[list[str]] = []
    tables: dict[int, list[str]] = {}
    runs: list[list[Added]] = []
    for line in added_lines(diff):
        top = table_top(kb_lines, line.at) if _TABLE_ROW.match(line.text) else None
        if top is not None:
            if top not in tables:
                tables[top] = [kb_lines[top].rstrip("\r"), kb_lines[top + 1].rstrip("\r")]
                blocks.append(tables[top])
            tables[top].append(line.text)
        elif not line.replaces:
            if runs and runs[-1][-1].at == line.at:
                runs[-1].append(line)
            else:
                runs.append([line])
    for run in runs:
        if _LIST_ITEM.match(run[0].text):
            blocks.append([line.text for line in run])
    return [block for block in blocks if not any(_UNSAFE.search(line) for line in block)]


def preview(patch: PatchFile, kb_lines: Sequence[str]) -> str:
    """The patch's new table rows and list entries as GitHub renders them, or ""."""
    if not kb_lines:
        return ""
    blocks = preview_blocks(patch.diff, kb_lines)
    if not blocks:
        return ""
    quoted = [
        "\n".join(f"> {line}" if line.strip() else ">" for line in block) + "\n" for block in blocks
    ]
    return f"{code(patch.name)}, as the KB will show it:\n\n" + "\n".join(quoted)
