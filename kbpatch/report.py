"""Say what became of each action, and show diffs, as text for a terminal or a log (pure)."""

from __future__ import annotations

import secrets
from collections import Counter
from collections.abc import Callable, Sequence
from operator import attrgetter

from .locate import simplified
from .mail import kind_words
from .models import Outcome, PatchState, Proposal, StaleCheck, Status
from .untrusted import shell_path

# kbpatch's own colour codes travel to the printer as marks no brief can write (a NUL and this
# run's random token before the code's parameters); printable(color=True) turns exactly these
# into escape codes and writes out every other control, a brief's own `\x1b[31m` included.
COLOR_MARK = f"\x00{secrets.token_hex(8)}"


def _sgr(parameters: str) -> str:
    return f"{COLOR_MARK}{parameters}m"


COLORS = {"+": _sgr("32"), "-": _sgr("31"), "@": _sgr("36"), "header": _sgr("1")}
RESET = _sgr("0")
STATE_COLORS = {
    Status.PROPOSED.value: _sgr("32"),
    Status.ALTERNATIVE.value: _sgr("36"),
    Status.SKIPPED.value: _sgr("2"),
    Status.ALREADY_PRESENT.value: _sgr("34"),
    Status.UNRESOLVED.value: _sgr("1;31"),
    Status.FORBIDDEN.value: _sgr("33"),
    Status.NOT_UNDERSTOOD.value: _sgr("1;35"),
    PatchState.APPLIES.value: _sgr("32"),
    PatchState.ALREADY_APPLIED.value: _sgr("34"),
    PatchState.SUPERSEDED.value: _sgr("2"),
    PatchState.APPLIES_3WAY.value: _sgr("33"),
    PatchState.PARTLY_APPLIED.value: _sgr("1;33"),
    PatchState.STALE.value: _sgr("1;31"),
    PatchState.TAMPERED.value: _sgr("1;31"),
}


def paint(state: str, *, color: bool) -> str:
    """A status or patch state in its colour, when colour is on."""
    return f"{STATE_COLORS[state]}{state}{RESET}" if color else state


def target_label(outcome: Outcome) -> str:
    target = outcome.action.target
    if target is None:
        return "-"
    label = target.display
    written = outcome.heading[-len(target.raw) :] if target.raw else ""
    named = target.key.startswith("name-") and written != target.raw
    if named and simplified(written) == simplified(target.raw):
        # `「卸載」` of a brief in the other script than the KB's `## 卸载`: the KB's name.
        label = f"§{written}"
    if target.part:
        label += f"「{target.part}」"
    return label


# The statuses a report's summary counts, in its order.
_REPORTED = (
    Status.SKIPPED,
    Status.ALREADY_PRESENT,
    Status.FORBIDDEN,
    Status.UNRESOLVED,
    Status.NOT_UNDERSTOOD,
)


def counts(
    proposal: Proposal,
    statuses: Sequence[Status] = (),
    label: Callable[[Status], str] = attrgetter("value"),
) -> list[str]:
    """`N patch(es)`, `N alternative(s)`, then `N <label>` for each of `statuses` that occurs."""
    alternatives = sum(1 for p in proposal.patches if p.alternative)
    tally = Counter(o.status for o in proposal.outcomes)
    return [
        f"{len(proposal.patches) - alternatives} patch(es)",
        f"{alternatives} alternative(s)",
        *(f"{tally[status]} {label(status)}" for status in statuses if tally[status]),
    ]


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
        what = kind_words(action) + (f" ({action.item_key})" if action.item_key else "")
        lines = ("line " if len(action.lines) == 1 else "lines ") + ",".join(map(str, action.lines))
        row = (
            f"  {action.id} {outcome.status.value:<15} {target_label(outcome):<14} {what} [{lines}]"
        )
        if outcome.patch:
            row += f" → {outcome.patch}"
        if outcome.reason:
            row += f": {outcome.reason}"
        out.append(row)
    if dry_run:
        where = "nothing written (dry run)"
    elif proposal.patches:
        where = f"written to {output}"
    else:
        where = "nothing to write"
    out.append(f"summary: {', '.join(counts(proposal, _REPORTED))}; {where}")
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


def format_batch_summary(codes: list[tuple[str, int]], patches: int) -> str:
    """The last line of a run over several briefs: how many, and the worst exit code."""
    failed = sum(1 for _, code in codes if code >= 2)
    unresolved = sum(1 for _, code in codes if code == 1)
    worst = max((code for _, code in codes), default=0)
    return (
        f"batch: {len(codes)} brief(s), {patches} patch file(s) in all, "
        f"{unresolved} with unresolved actions, {failed} failed; exit {worst}\n"
    )


def format_check(check: StaleCheck, *, color: bool) -> str:
    """One line per patch: applies, already applied, superseded, applies with --3way, partly
    applied (and what is missing), stale (and why), or tampered (and what is wrong)."""
    out = [f"kbpatch check: {check.folder} against {check.head_commit[:12]} (HEAD)"]
    changed = dict.fromkeys(p.kb for p in check.patches if p.kb)
    out.append(f"changes: {', '.join(changed) or 'nothing kbpatch can read'}")
    width = max(len(p.file) for p in check.patches)
    for patch in check.patches:
        state = paint(patch.state.value, color=color)
        row = f"  {patch.file:<{width}}  {state}"
        if patch.reason:
            row += f": {patch.reason}"
        out.append(row)
    tally = Counter(p.state for p in check.patches)
    out.append("summary: " + ", ".join(f"{tally[s]} {s.value}" for s in PatchState if tally[s]))
    out += check_hints(check)
    return "\n".join(out) + "\n"


def check_hints(check: StaleCheck) -> list[str]:
    """What to do next, as commands that each change something: never one for a patch whose
    change is already in HEAD."""
    states = {p.state for p in check.patches}
    hints = []
    if PatchState.TAMPERED in states:
        hints.append(
            "hint: a tampered patch is not what kbpatch wrote for the KB: do not apply it; "
            "propose afresh from the brief"
        )
    three_way = [p.file for p in check.patches if p.state is PatchState.APPLIES_3WAY]
    if three_way:
        paths = " ".join(shell_path(f"{check.folder}/{name}") for name in three_way)
        hints.append(
            f"hint: to apply the --3way ones, run from the repository root: git am -3 {paths}"
        )
    if states & {PatchState.STALE, PatchState.PARTLY_APPLIED}:
        kbs = sorted({p.kb for p in check.patches if p.kb})
        kb = f" --kb {shell_path(kbs[0])}" if len(kbs) == 1 else ""
        if check.brief:
            where = (
                "run from the repository root: "
                f"kbpatch propose {shell_path(check.brief)}{kb} --force"
            )
        else:
            where = f"run `kbpatch propose BRIEF{kb} --force` on the brief they came from"
        partly = PatchState.PARTLY_APPLIED in states
        hints.append(
            "hint: to propose afresh against HEAD"
            + (" (what is already in is reported `already present`)" if partly else "")
            + f", {where}"
        )
    return hints
