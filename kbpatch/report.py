"""Say what became of each action, and show diffs, as text for a terminal or a log (pure)."""

from __future__ import annotations

from collections import Counter

from .models import Outcome, Proposal, Status

COLORS = {
    "+": "\x1b[32m",
    "-": "\x1b[31m",
    "@": "\x1b[36m",
    "header": "\x1b[1m",
}
RESET = "\x1b[0m"


def target_label(outcome: Outcome) -> str:
    target = outcome.action.target
    if target is None:
        return "-"
    label = target.display
    if target.part:
        label += f"「{target.part}」"
    return label


def lines_label(outcome: Outcome) -> str:
    lines = outcome.action.lines
    return ("line " if len(lines) == 1 else "lines ") + ",".join(str(n) for n in lines)


def format_report(proposal: Proposal, *, output: str, dry_run: bool) -> str:
    """One line per action: status, target, what, brief lines, and the file or the reason."""
    out = [
        f"kbpatch: {proposal.brief_path} → {proposal.kb_path} at {proposal.base_commit[:12]} (HEAD)"
    ]
    if proposal.worktree_differs:
        out.append(
            f"note: the working copy of {proposal.kb_path} differs from HEAD; "
            "patches are made against HEAD"
        )
    for outcome in proposal.outcomes:
        action = outcome.action
        what = action.kind.value
        if action.item_key:
            what += f" ({action.item_key})"
        row = (
            f"  {action.id} {outcome.status.value:<15} {target_label(outcome):<14} {what}"
            f" [{lines_label(outcome)}]"
        )
        if outcome.patch:
            row += f" → {outcome.patch}"
        if outcome.reason:
            row += f": {outcome.reason}"
        out.append(row)
    recommended = sum(1 for p in proposal.patches if not p.alternative)
    alternatives = len(proposal.patches) - recommended
    tally = Counter(o.status for o in proposal.outcomes)
    others = [
        f"{tally[status]} {status.value}"
        for status in (Status.SKIPPED, Status.ALREADY_PRESENT, Status.UNRESOLVED)
        if tally[status]
    ]
    if dry_run:
        where = "nothing written (dry run)"
    elif proposal.patches:
        where = f"written to {output}"
    else:
        where = "nothing to write"
    out.append(
        f"summary: {recommended} patch(es), {alternatives} alternative(s)"
        + "".join(f", {part}" for part in others)
        + f"; {where}"
    )
    return "\n".join(out) + "\n"


def colorize_diff(text: str) -> str:
    """Colour a patch for a terminal the way `git diff --color` does."""
    out: list[str] = []
    in_diff = False
    for line in text.splitlines(keepends=True):
        body = line.rstrip("\n")
        end = line[len(body) :]
        if body.startswith("diff --git"):
            in_diff = True
        if not in_diff:
            out.append(line)
        elif body.startswith(("diff --git", "index ", "--- ", "+++ ")):
            out.append(COLORS["header"] + body + RESET + end)
        elif body[:1] in ("+", "-", "@"):
            out.append(COLORS[body[0]] + body + RESET + end)
        else:
            out.append(line)
    return "".join(out)
