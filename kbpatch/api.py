"""The one entry point, as black's `format_str`: a brief's text and the KB at HEAD in, a
`Proposal` out. Pure: no files, no git. `kbpatch propose` (one brief or a batch) and
`kbpatch explain` all go through `propose`; the edges (propose.py) read, check and write."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import PurePosixPath

from .errors import SelfCheckFailed
from .kb import Kb
from .locate import Text
from .models import Action, Brief, Edit, Proposal, Status
from .parse import parse_brief
from .patches import Base, plan_series
from .reading import Lexicon, plan
from .render import render

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
    return propose_brief(parse_brief(brief_text), kb, options)


def propose_brief(brief: Brief, kb: Kb, options: Options = Options()) -> Proposal:
    """`propose` for a brief already read (an edge reads it first to find its KB)."""
    base = Base(
        kb=kb,
        brief_path=options.brief_path,
        topic=brief.topic or PurePosixPath(kb.path).stem,
        date=brief.date,
    )
    series = plan_series(plan(brief, options.lexicon), base)
    proposal = Proposal(
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
    proposed = [o.action for o in series.outcomes if o.status is Status.PROPOSED]
    check_stable(kb.view, series.combined, proposed, brief.date)
    return proposal


def check_stable(head: Text, combined: Sequence[Edit], proposed: list[Action], date: str) -> None:
    """Planning again on the patched text must propose nothing (black's stability check)."""
    text = head.replaced(combined, resplit=True)
    for action in proposed:
        again = render(text.view, action, date=date, headings=text.outline, eol=text.eol)
        if again.status is Status.PROPOSED:
            raise SelfCheckFailed(
                f"{action.id} would be proposed again after its own patch; "
                "this is a kbpatch bug, please report it with the brief"
            )
