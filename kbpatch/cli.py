"""The command line: parse options, call one function per command, map errors to exit codes."""

from __future__ import annotations

import os
import sys
from collections.abc import Callable
from pathlib import Path
from typing import TypeVar

import click

from . import __version__
from .errors import EXIT_BUG, KbpatchError

T = TypeVar("T")


def run_guarded(job: Callable[[], T]) -> T:
    """The one place errors become `error: …` on stderr and an exit code."""
    try:
        return job()
    except KbpatchError as err:
        click.echo(f"error: {err}", err=True)
        sys.exit(err.exit_code)
    except KeyboardInterrupt:
        click.echo("error: interrupted; nothing was written", err=True)
        sys.exit(130)
    except Exception as err:
        click.echo(
            f"error: internal error ({type(err).__name__}: {err}); this is a kbpatch bug, "
            "please report it with the brief and `kbpatch --version`",
            err=True,
        )
        sys.exit(EXIT_BUG)


def use_color(stream_isatty: bool) -> bool:
    return stream_isatty and not os.environ.get("NO_COLOR") and os.environ.get("TERM") != "dumb"


@click.group(context_settings={"help_option_names": ["-h", "--help"]})
@click.version_option(__version__, prog_name="kbpatch")
def main() -> None:
    """Propose reviewable patches to a knowledge document from an E1 brief."""


@main.command()
@click.argument("brief", type=click.Path(path_type=Path))
@click.option(
    "--kb", metavar="PATH", help="KB file (from the repository root or the current folder)."
)
@click.option("--dry-run", is_flag=True, help="Print the diffs and the report; write nothing.")
@click.option("--force", is_flag=True, help="Replace an existing output folder.")
def propose(brief: Path, kb: str | None, dry_run: bool, force: bool) -> None:
    """Write patches for BRIEF beside it, in BRIEF-STEM.patches/."""
    from .commands import propose_command

    code = run_guarded(
        lambda: propose_command(
            brief, kb=kb, dry_run=dry_run, force=force, color=use_color(sys.stdout.isatty())
        )
    )
    sys.exit(code)
