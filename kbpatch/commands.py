"""What each command prints, around the work it delegates (the CLI's only callees)."""

from __future__ import annotations

import contextlib
import errno
import json
import os
import sys
import tempfile
from collections.abc import Sequence
from dataclasses import asdict
from pathlib import Path

import click

from .api import Options
from .environment import brief_failure, require_git
from .errors import BadInput
from .manifest import manifest_json, manifests_json
from .models import BriefError, Proposal
from .output import remove_leftovers, shared_output_folders
from .propose import BriefRun, ProposeResult, find_briefs, plan_brief, propose, propose_each
from .report import colorize_diff, format_batch_summary, format_check, format_report
from .untrusted import one_line, printable, printable_json

# More briefs than this, on a terminal, and `propose` shows a progress bar on stderr.
PROGRESS_OVER = 3


class Screen:
    """Where a command prints: every text goes through printable() on its way (a brief's
    text reaches the terminal with no control sequence of its own), and a stdout that is
    gone (a closed pipe, a full disk) stops the printing, never the work."""

    def __init__(self) -> None:
        self.lost: OSError | None = None

    def out(self, text: str = "", *, nl: bool = True, color: bool = False) -> None:
        """Print on stdout, unless it is gone; `color` keeps kbpatch's own colour codes."""
        if self.lost is not None:
            return
        if sys.stdout is None:  # started with stdout closed (`>&-`)
            self.lost = OSError(errno.EBADF, "stdout is closed")
            return
        try:
            # color=True: click would otherwise strip the codes whenever stdout is not a tty.
            click.echo(printable(text, color=color), nl=nl, color=color)
        except OSError as err:
            self.lost = err
            # The words that did not go out stay in stdout's buffer: Python's last flush at exit
            # would fail on them again and end the run with its own code (120), not ours.
            silence_stdout()

    def json(self, text: str) -> None:
        self.out(printable_json(text), nl=False)

    def err(self, text: str) -> None:
        """One line on stderr: an `error: …` line names what the user gave, escaped too, and
        stays one line whatever a file name holds."""
        with contextlib.suppress(OSError):  # nowhere left to say anything
            click.echo(one_line(text), err=True)

    def exit_code(self, code: int) -> int:
        """The run's code: a broken pipe leaves it (the reader wanted no more, as with
        `| head`); any other lost stdout is one more error, since the report is missing."""
        if self.lost is None or self.lost.errno == errno.EPIPE:
            return code
        self.err(
            f"error: cannot write to stdout ({self.lost.strerror}); "
            "the patch folders were written, the report was not"
        )
        return max(code, BadInput.exit_code)


def silence_stdout() -> None:
    """Point stdout at /dev/null, so that Python's last flush at exit finds no broken pipe
    or full disk."""
    # Not a real file (a test's buffer): nothing will flush into a pipe at exit.
    with contextlib.suppress(OSError, ValueError, AttributeError):
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())
        os.close(devnull)


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
    require_git()
    if not dry_run:
        remove_leftovers(tempfile.gettempdir(), scratch=True)
    screen = Screen()
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
            echo_result(screen, result, dry_run=dry_run, color=color)
    else:
        files, errors, skipped = find_briefs(briefs)
        for path, why in skipped:
            screen.err(f"kbpatch: skipped {path}: {why}")
        files, clashes = apart_from_shared_folders(files)
        errors += clashes
        for error in errors:
            screen.err(f"error: {error.error}")
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
                    propose_each(files, options, on_planned=lambda brief: bar.update(1, brief))
                )
            for run in runs:
                echo_run(screen, run, text=text, dry_run=dry_run, color=color)
        else:
            for run in propose_each(files, options):
                echo_run(screen, run, text=text, dry_run=dry_run, color=color)
                runs.append(run)
    done = [run.result for run in runs if isinstance(run.result, ProposeResult)]
    if fmt == "json":
        manifests = [result.manifest for result in done]
        screen.json(manifests_json(manifests) if batch else manifest_json(manifests[0]))
    elif fmt == "markdown":
        entries: list[Proposal | BriefError] = [*errors]
        entries += [
            run.result.proposal if isinstance(run.result, ProposeResult) else run.result
            for run in runs
        ]
        from .comment import comment_body  # only --format markdown: imported when asked

        screen.out(comment_body(entries), nl=False)
    codes = [(error.brief, error.exit_code) for error in errors]
    codes += [(str(run.brief), run.exit_code(for_review=exit_code)) for run in runs]
    if batch and text:
        patches = sum(len(result.proposal.patches) for result in done)
        screen.out(format_batch_summary(codes, patches), nl=False)
    return screen.exit_code(max((code for _, code in codes), default=0))


def apart_from_shared_folders(files: list[Path]) -> tuple[list[Path], list[BriefError]]:
    """The briefs that have an output folder of their own, and an error for each of those
    that share one (before anything is written: which one won would vary between runs)."""
    shared = shared_output_folders(files)
    errors = []
    for folder, named in shared.items():
        for brief in named:
            others = ", ".join(str(other) for other in named if other is not brief)
            why = BadInput(f"{brief} and {others} would both write {folder.name}; rename one")
            errors.append(brief_failure(brief, why))
    clashing = {brief for named in shared.values() for brief in named}
    return [brief for brief in files if brief not in clashing], errors


def show_brief(brief: Path | None) -> str | None:
    """The progress bar's note: the brief last planned."""
    return printable(str(brief)) if brief else None


def echo_run(screen: Screen, run: BriefRun, *, text: bool, dry_run: bool, color: bool) -> None:
    if isinstance(run.result, BriefError):
        screen.err(f"error: {run.brief}: {run.result.error}")
    elif text:
        echo_result(screen, run.result, dry_run=dry_run, color=color)
        screen.out()


def echo_result(screen: Screen, result: ProposeResult, *, dry_run: bool, color: bool) -> None:
    """The report of one brief, after its patches for a dry run."""
    proposal = result.proposal
    if dry_run:
        for patch in proposal.patches:
            screen.out(f"# {patch.name}")
            screen.out(colorize_diff(patch.text) if color else patch.text, nl=False, color=color)
            screen.out()
    screen.out(format_report(proposal, output=str(result.output), dry_run=dry_run), nl=False)


def explain_command(brief: Path, *, kb: str | None, color: bool) -> int:
    """Print what kbpatch reads in BRIEF and how each action meets the KB; write nothing."""
    from .explain import format_explanation  # the other commands do without it

    require_git()
    screen = Screen()
    proposal = plan_brief(brief, Options(kb=kb)).proposal
    screen.out(format_explanation(proposal, color=color), nl=False, color=color)
    return screen.exit_code(0)


def check_command(target: Path, *, fmt: str, color: bool) -> int:
    """Print how each written patch fares against HEAD: 1 when any is stale or partly
    applied, 2 when any is tampered."""
    from .check import check_patches  # and unidiff with it: only `check` reads patch files

    require_git()
    screen = Screen()
    result = check_patches(target)
    if fmt == "json":
        screen.json(json.dumps(asdict(result), indent=2, ensure_ascii=False) + "\n")
    else:
        screen.out(format_check(result, color=color), nl=False, color=color)
    return screen.exit_code(result.return_code)


def schema_command() -> int:
    """Print the JSON Schema of manifest.json."""
    from .manifest import manifest_schema

    screen = Screen()
    screen.out(manifest_schema(), nl=False)
    return screen.exit_code(0)
