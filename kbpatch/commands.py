"""What each command prints, around the work it delegates (the CLI's only callee)."""

from __future__ import annotations

from pathlib import Path

import click

from .propose import propose
from .report import colorize_diff, format_report


def propose_command(brief: Path, *, kb: str | None, dry_run: bool, force: bool, color: bool) -> int:
    """Run propose and print the report (and, for a dry run, the patches); return the exit code."""
    result = propose(brief, kb=kb, dry_run=dry_run, force=force)
    proposal = result.proposal
    if dry_run:
        for patch in proposal.patches:
            click.echo(f"# {patch.name}")
            # color=True: click would otherwise strip the codes whenever stdout is not a tty.
            click.echo(colorize_diff(patch.text) if color else patch.text, nl=False, color=color)
            click.echo()
    report = format_report(proposal, output=str(result.output), dry_run=dry_run)
    click.echo(report, nl=False)
    return proposal.return_code
