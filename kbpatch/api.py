"""The one entry point, as black's `format_str`: a brief's text and the KB at HEAD in, a
`Proposal` out. Pure: no files, no git. `kbpatch propose` (one brief or a batch) and
`kbpatch explain` all go through `propose`; the edges (propose.py) read, check and write."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, replace
from pathlib import PurePosixPath

from .errors import SelfCheckFailed
from .kb import Kb
from .locate import Text
from .models import Action, ActionKind, Brief, Proposal, Status
from .parse import DATE, parse_brief
from .patches import Base, Series, plan_series
from .reading import Lexicon, plan
from .render import cited_by_label, kept_by_heading, render, where_entries_land

__all__ = ["Options", "propose", "propose_brief"]


@dataclass(frozen=True)
class Options:
    """How to propose: the command line's choices, and where the brief lives."""

    kb: str | None = None  # --kb: the KB's path, when the brief's topic does not name it
    dry_run: bool = False  # --dry-run: write nothing
    force: bool = False  # --force: replace an existing patch folder
    brief_path: str = "brief.md"  # the brief, repository-relative, as the patch notes name it
    # The phrases briefs are read with: a repository's (`.kbpatch.toml`), None for the shipped.
    lexicon: Lexicon | None = None


def propose(brief_text: str, kb: Kb, options: Options = Options()) -> Proposal:
    """The patches (unchecked by git) and outcomes that `brief_text` asks of `kb`."""
    return propose_brief(parse_brief(brief_text, options.lexicon), kb, options)


def propose_brief(brief: Brief, kb: Kb, options: Options = Options()) -> Proposal:
    """`propose` for a brief already read (an edge reads it first to find its KB)."""
    named = DATE.search(PurePosixPath(options.brief_path).name)
    if not brief.date and named is not None:
        # `inference E1 prep 12-08 — Ana` has no year; `2026-12-08-inference-e1prep.md` does:
        # the provenance marks and the mail's Date take the file's date, never `E1 ?`.
        brief = replace(brief, date=named.group(0))
    base = Base(
        kb=kb,
        brief_path=options.brief_path,
        topic=brief.topic or PurePosixPath(kb.path).stem,
        date=brief.date,
    )
    # A keep naming its section by the heading's words holds once that heading is found.
    actions = kept_by_heading(
        kb.view.lines,
        plan(brief, options.lexicon, kb.section_names, kb.citation_list),
        kb.view.outline,
    )
    # A new citation names where its entry lands, as the document numbers that section; the
    # entry cites it by the label it takes, where its neighbours cite by labels.
    actions = where_entries_land(kb.view.lines, actions, date=brief.date, headings=kb.view.outline)
    actions = cited_by_label(kb.view.lines, actions, date=brief.date)
    series = plan_series(actions, base)
    unstable = unstable_actions(kb.view, series, brief.date)
    if unstable:
        # One action's edit that would be made again on its own result is a kbpatch bug, but
        # it must not cost the brief every other action: that action is held back and
        # reported as unresolved, with the words of a bug (exit code 1: a reviewer must look),
        # and the rest are planned again without it.
        series = held_back(actions, base, unstable)
        again = unstable_actions(kb.view, series, brief.date)
        if again:
            raise SelfCheckFailed(
                f"{again[0]} would be proposed again after its own patch; "
                "this is a kbpatch bug, please report it with the brief"
            )
    return Proposal(
        brief=brief,
        brief_path=options.brief_path,
        kb_path=kb.path,
        base_commit=kb.commit,
        kb_blob=kb.blob,
        worktree_differs=kb.worktree_differs,
        patches=series.patches,
        outcomes=series.outcomes,
        combined=series.combined,
        kb_text=kb.text,
    )


# Why an action whose edit fails the stability check is not proposed.
UNSTABLE = (
    "kbpatch bug: this edit would be proposed again after its own patch, so it is held back; "
    "please report it with the brief"
)


def unstable_actions(head: Text, series: Series, date: str) -> list[str]:
    """The proposed actions that planning again on the patched text would propose again
    (black's stability check): their edits do not see themselves as done."""
    text = head.replaced(series.combined, resplit=True)
    proposed = [o.action for o in series.outcomes if o.status is Status.PROPOSED]
    return [
        action.id
        for action in proposed
        if render(text.view, action, date=date, headings=text.outline, eol=text.eol).status
        is Status.PROPOSED
    ]


def held_back(actions: Sequence[Action], base: Base, unstable: Sequence[str]) -> Series:
    """The series planned again with the `unstable` actions making no edit: each reported
    unresolved (UNSTABLE), and what depends on them unresolved in turn."""
    held = [
        replace(a, kind=ActionKind.NOT_UNDERSTOOD, reason=UNSTABLE) if a.id in unstable else a
        for a in actions
    ]
    series = plan_series(held, base)
    original = {a.id: a for a in actions}
    outcomes = []
    for done in series.outcomes:
        reason = done.reason
        for name in unstable:
            reason = reason.replace(
                f"{name}, which is not understood", f"{name}, which is held back"
            )
        if done.action.id in unstable:
            done = replace(done, action=original[done.action.id], status=Status.UNRESOLVED)
        outcomes.append(replace(done, reason=reason))
    return replace(series, outcomes=tuple(outcomes))
