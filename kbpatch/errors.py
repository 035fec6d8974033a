"""The one error family kbpatch raises, and the exit codes it maps to."""

from __future__ import annotations

EXIT_BAD_INPUT = 2
EXIT_BUG = 3


class KbpatchError(Exception):
    """A problem the user can fix; the CLI prints it as one `error: …` line."""

    exit_code = EXIT_BAD_INPUT


class BadInput(KbpatchError):
    """A brief, KB or repository that kbpatch cannot work from."""


class OutputExists(KbpatchError):
    """The output folder is already there and --force was not given."""


class SelfCheckFailed(KbpatchError):
    """A patch kbpatch built failed its own check; nothing was written."""

    exit_code = EXIT_BUG


class EnvironmentProblem(KbpatchError):
    """The machine or repository kbpatch runs in is in the way: git missing or refusing the
    repository, a temporary folder inside it, a file name the file system refuses."""
