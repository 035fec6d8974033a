"""The command line: parse options, call one function per command, map errors to exit codes."""

from __future__ import annotations

import os
import signal
import sys
from collections.abc import Callable
from pathlib import Path
from typing import TypeVar

import click

from . import __version__
from .errors import EXIT_BAD_INPUT, EXIT_BUG, KbpatchError

T = TypeVar("T")


def run_guarded(job: Callable[[], T]) -> T:
    """The one place errors become `error: …` on stderr and an exit code."""
    try:
        return job()
    except KbpatchError as err:
        click.echo(f"error: {err}", err=True)
        sys.exit(err.exit_code)
    except KeyboardInterrupt:
        click.echo("error: interrupted; no partial output was left behind", err=True)
        sys.exit(130)
    except Exception as err:
        click.echo(
            f"error: internal error ({type(err).__name__}: {err}); this is a kbpatch bug, "
            "please report it with the brief and `kbpatch --version`",
            err=True,
        )
        sys.exit(EXIT_BUG)


def use_color(choice: str, stream_isatty: bool) -> bool:
    """`--color auto` colours a terminal unless NO_COLOR is set or TERM is dumb."""
    if choice != "auto":
        return choice == "always"
    return stream_isatty and not os.environ.get("NO_COLOR") and os.environ.get("TERM") != "dumb"


@click.group(context_settings={"help_option_names": ["-h", "--help"]})
@click.version_option(__version__, prog_name="kbpatch")
def cli() -> None:
    """Propose reviewable patches to a knowledge document from an E1 brief."""


def interrupt(signum: int, frame: object) -> None:
    """SIGTERM unwinds like Ctrl-C, so temporary output is removed on the way out."""
    raise KeyboardInterrupt


def main(argv: list[str] | None = None) -> None:
    """Run the CLI; a usage mistake is one `error: …` line and exit 2, like any bad input."""
    signal.signal(signal.SIGTERM, interrupt)
    try:
        code = cli.main(args=argv, prog_name="kbpatch", standalone_mode=False)
    except click.ClickException as err:
        ctx: click.Context | None = getattr(err, "ctx", None)
        if type(err).__name__.startswith("NoArgsIsHelp") and ctx is not None:
            # `kbpatch` alone: the help is the useful answer, but it is still not a run.
            click.echo(ctx.get_help(), err=True)
        else:
            hint = f" (see `{ctx.command_path} --help`)" if ctx is not None else ""
            click.echo(f"error: {err.format_message()}{hint}", err=True)
        sys.exit(EXIT_BAD_INPUT)
    except click.exceptions.Abort:
        click.echo("error: aborted; nothing was written", err=True)
        sys.exit(130)
    sys.exit(code if isinstance(code, int) else 0)


@cli.command()
@click.argument("brief", type=click.Path(path_type=Path))
@click.option(
    "--kb", metavar="PATH", help="KB file (from the repository root or the current folder)."
)
@click.option("--dry-run", is_flag=True, help="Print the diffs and the report; write nothing.")
@click.option("--force", is_flag=True, help="Replace an existing output folder.")
@click.option(
    "--color",
    type=click.Choice(["auto", "always", "never"]),
    default="auto",
    show_default=True,
    help="Colour the dry run's diffs (auto: on a terminal, unless NO_COLOR is set).",
)
def propose(brief: Path, kb: str | None, dry_run: bool, force: bool, color: str) -> None:
    """Write patches for BRIEF beside it, in BRIEF-STEM.patches/."""
    from .commands import propose_command

    code = run_guarded(
        lambda: propose_command(
            brief, kb=kb, dry_run=dry_run, force=force, color=use_color(color, sys.stdout.isatty())
        )
    )
    sys.exit(code)  # SystemExit carries the code through cli.main(standalone_mode=False)
