"""What each command prints, around the work it delegates (the CLI's only callees)."""

from __future__ import annotations

import sys
from collections.abc import Sequence
from pathlib import Path

import click

from .check import check_patches
from .comment import comment_body
from .explain import format_explanation
from .manifest import manifest_json, manifest_schema, manifests_json
from .models import BriefError, Proposal
from .propose import (
    BriefRun,
    Options,
    ProposeResult,
    find_briefs,
    plan_brief,
    propose,
    propose_each,
)
from .report import colorize_diff, format_batch_summary, format_check, format_report

# More briefs than this, on a terminal, and `propose` shows a progress bar on stderr.
PROGRESS_OVER = 3


def propose_command(
    briefs: Sequence[Path],
    *,
    kb: str | None,
    dry_run: bool,
    force: bool,
    fmt: str,
    exit_code: bool,
    color: bool,
    progress: bool,
) -> int:
    """Propose for one brief, several, or the briefs in folders; print; return the exit code."""
    text = fmt == "text"
    batch = len(briefs) > 1 or any(brief.is_dir() for brief in briefs)
    options = Options(kb=kb, dry_run=dry_run, force=force)
    errors: list[BriefError] = []
    runs: list[BriefRun] = []
    if not batch:
        # One brief: its bad input is the run's one `error: …` line, as before batches.
        result = propose(briefs[0], options)
        runs.append(BriefRun(briefs[0], result))
        if text:
            echo_result(result, dry_run=dry_run, color=color)
    else:
        files, errors, skipped = find_briefs(briefs)
        for path, why in skipped:
            click.echo(f"kbpatch: skipped {path}: {why}", err=True)
        for error in errors:
            click.echo(f"error: {error.error}", err=True)
        if progress and len(files) > PROGRESS_OVER:
            # The bar owns the terminal meanwhile: reports follow once it is done. It moves
            # as briefs are planned, which is most of the work; checks and writes follow.
            with click.progressbar(
                length=len(files),
                label="kbpatch propose",
                file=sys.stderr,
                item_show_func=show_brief,
            ) as bar:
                runs = list(
                    propose_each(
                        files, options, on_planned=lambda brief: bar.update(1, brief)
                    )
                )
            for run in runs:
                echo_run(run, text=text, dry_run=dry_run, color=color)
        else:
            for run in propose_each(files, options):
                echo_run(run, text=text, dry_run=dry_run, color=color)
                runs.append(run)
    done = [run.result for run in runs if isinstance(run.result, ProposeResult)]
    if fmt == "json":
        manifests = [result.manifest for result in done]
        click.echo(manifests_json(manifests) if batch else manifest_json(manifests[0]), nl=False)
    elif fmt == "markdown":
        entries: list[Proposal | BriefError] = [*errors]
        entries += [
            run.result.proposal if isinstance(run.result, ProposeResult) else run.result
            for run in runs
        ]
        click.echo(comment_body(entries), nl=False)
    codes = [(error.brief, error.exit_code) for error in errors]
    codes += [(str(run.brief), run.exit_code(for_review=exit_code)) for run in runs]
    if batch and text:
        patches = sum(len(result.proposal.patches) for result in done)
        click.echo(format_batch_summary(codes, patches), nl=False)
    return max((code for _, code in codes), default=0)


def show_brief(brief: Path | None) -> str | None:
    """The progress bar's note: the brief last planned."""
    return str(brief) if brief else None


def echo_run(run: BriefRun, *, text: bool, dry_run: bool, color: bool) -> None:
    if isinstance(run.result, BriefError):
        click.echo(f"error: {run.brief}: {run.result.error}", err=True)
    elif text:
        echo_result(run.result, dry_run=dry_run, color=color)
        click.echo()


def echo_result(result: ProposeResult, *, dry_run: bool, color: bool) -> None:
    """The report of one brief, after its patches for a dry run."""
    proposal = result.proposal
    if dry_run:
        for patch in proposal.patches:
            click.echo(f"# {patch.name}")
            # color=True: click would otherwise strip the codes whenever stdout is not a tty.
            click.echo(colorize_diff(patch.text) if color else patch.text, nl=False, color=color)
            click.echo()
    click.echo(format_report(proposal, output=str(result.output), dry_run=dry_run), nl=False)


def explain_command(brief: Path, *, kb: str | None, color: bool) -> int:
    """Print what kbpatch reads in BRIEF and how each action meets the KB; write nothing."""
    planned = plan_brief(brief, Options(kb=kb))
    proposal = planned.proposal
    explanation = format_explanation(proposal.brief, proposal, planned.kb.text, color=color)
    click.echo(explanation, nl=False, color=color)
    return 0


def check_command(target: Path, *, fmt: str, color: bool) -> int:
    """Print how each written patch fares against HEAD; 1 when any is stale."""
    result = check_patches(target)
    if fmt == "json":
        click.echo(result.model_dump_json(indent=2))
    else:
        click.echo(format_check(result, color=color), nl=False, color=color)
    return result.return_code


def schema_command() -> int:
    """Print the JSON Schema of manifest.json."""
    click.echo(manifest_schema(), nl=False)
    return 0
