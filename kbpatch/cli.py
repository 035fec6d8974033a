"""The command line: parse options, call one function per command, map errors to exit codes."""

from __future__ import annotations

import contextlib
import os
import signal
import sys
from collections.abc import Callable
from pathlib import Path
from typing import TextIO

import click

from . import __version__
from .errors import EXIT_BAD_INPUT, EXIT_BUG, KbpatchError

# GitPython looks for git when it is imported and raises ImportError if there is none; told to
# stay quiet, it waits for the first call, which commands that need git precede with
# environment.require_git(). `schema` and `--help` never ask for git.
os.environ.setdefault("GIT_PYTHON_REFRESH", "quiet")


def say_error(message: str) -> None:
    """One `error: …` line on stderr, a brief's text in it escaped (it may name a hostile
    file, line breaks and all)."""
    from .untrusted import one_line

    with contextlib.suppress(OSError):  # a stderr that is gone leaves only the exit code
        click.echo(f"error: {one_line(message)}", err=True)


def on_terminal(stream: TextIO | None) -> bool:
    """Whether `stream` is a terminal; a closed one (None: started without it) is not."""
    return stream is not None and stream.isatty()


def use_color(choice: str) -> bool:
    """`--color auto` colours stdout on a terminal unless NO_COLOR is set or TERM is dumb."""
    if choice != "auto":
        return choice == "always"
    terminal = on_terminal(sys.stdout)
    return terminal and not os.environ.get("NO_COLOR") and os.environ.get("TERM") != "dumb"


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
            say_error(f"{err.format_message()}{hint}")
        sys.exit(EXIT_BAD_INPUT)
    except click.exceptions.Abort:
        click.echo("error: aborted; nothing was written", err=True)
        sys.exit(130)
    sys.exit(code if isinstance(code, int) else 0)


class GivenPath(click.Path):
    """A path argument that must say something: an empty one (a script's variable left empty,
    `kbpatch propose "$BRIEF"`) would otherwise stand for the current folder, every brief in it."""

    def convert(
        self,
        value: str | os.PathLike[str],
        param: click.Parameter | None,
        ctx: click.Context | None,
    ) -> str | bytes | os.PathLike[str]:
        if value == "":
            self.fail("an empty path; give a file or a folder", param, ctx)
        return super().convert(value, param, ctx)


PATH_ARGUMENT = GivenPath(path_type=Path)

COLOR_OPTION = click.option(
    "--color",
    type=click.Choice(["auto", "always", "never"]),
    default="auto",
    show_default=True,
    help="Colour the output (auto: on a terminal, unless NO_COLOR is set).",
)
KB_OPTION = click.option(
    "--kb", metavar="PATH", help="KB file (from the repository root or the current folder)."
)


def finish(job: Callable[[], int]) -> None:
    """Run a command's one function and exit with its code: the one place errors become
    `error: …` on stderr and an exit code."""
    try:
        code = job()
    except KbpatchError as err:
        say_error(str(err))
        code = err.exit_code
    except KeyboardInterrupt:
        say_error("interrupted; no partial output was left behind")
        code = 130
    except Exception as err:
        from .environment import bug_message, environment_error

        known = environment_error(err)
        say_error(str(known) if known else bug_message(err))
        code = known.exit_code if known else EXIT_BUG
    # SystemExit carries the code through cli.main(standalone_mode=False).
    sys.exit(code)


@cli.command()
@click.argument("briefs", nargs=-1, required=True, metavar="BRIEF...", type=PATH_ARGUMENT)
@KB_OPTION
@click.option("--dry-run", is_flag=True, help="Print the diffs and the report; write nothing.")
@click.option("--force", is_flag=True, help="Replace an existing output folder.")
@click.option(
    "--format",
    "fmt",
    type=click.Choice(["text", "json", "markdown"]),
    default="text",
    show_default=True,
    help="What to print: the report, the manifest (JSON), or a pull-request comment.",
)
@click.option(
    "--exit-code",
    is_flag=True,
    help="Exit 1 when a patch was proposed (or an action is unresolved), 0 when nothing was.",
)
@COLOR_OPTION
def propose(
    briefs: tuple[Path, ...],
    kb: str | None,
    dry_run: bool,
    force: bool,
    fmt: str,
    exit_code: bool,
    color: str,
) -> None:
    """Write patches for each BRIEF beside it, in BRIEF-STEM.patches/.

    BRIEF may be a folder: it stands for the *e1prep.md briefs inside it."""
    from .commands import propose_command

    finish(
        lambda: propose_command(
            briefs,
            kb=kb,
            dry_run=dry_run,
            force=force,
            fmt=fmt,
            exit_code=exit_code,
            color=fmt == "text" and use_color(color),
            progress=on_terminal(sys.stderr),
        )
    )


@cli.command()
@click.argument("brief", type=PATH_ARGUMENT)
@KB_OPTION
@COLOR_OPTION
def explain(brief: Path, kb: str | None, color: str) -> None:
    """Show what kbpatch reads in BRIEF; write nothing.

    The items with their status, then each action: kind, target, the brief lines it came
    from, and how it resolves against the KB."""
    from .commands import explain_command

    finish(lambda: explain_command(brief, kb=kb, color=use_color(color)))


@cli.command()
@click.argument("target", metavar="PATCHES_DIR_OR_BRIEF", type=PATH_ARGUMENT)
@click.option(
    "--format",
    "fmt",
    type=click.Choice(["text", "json"]),
    default="text",
    show_default=True,
    help="What to print: one line per patch, or JSON.",
)
@COLOR_OPTION
def check(target: Path, fmt: str, color: str) -> None:
    """Tell which written patches still apply to HEAD.

    Each patch: applies, already applied (its change is in HEAD), superseded (an alternative
    whose recommended sibling is in), applies with --3way, partly applied or stale (exit 1),
    or tampered: not the plain change to the KB that manifest.json records (exit 2; never
    applicable)."""
    from .commands import check_command

    finish(lambda: check_command(target, fmt=fmt, color=fmt == "text" and use_color(color)))


@cli.command()
def schema() -> None:
    """Print the JSON Schema of manifest.json (and `propose --format json`)."""
    from .commands import schema_command

    finish(schema_command)
