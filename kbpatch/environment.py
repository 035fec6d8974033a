"""Problems of the machine or repository kbpatch runs in, told as such: one line naming the
cause and the fix, exit 2, instead of a traceback that looks like a kbpatch bug."""

from __future__ import annotations

import errno
import os
import re
import shutil

from .errors import EXIT_BUG, EnvironmentProblem, KbpatchError
from .models import BriefError
from .untrusted import shell_path

NO_GIT = (
    "git is not on PATH; install git (or add its folder to PATH): kbpatch reads the "
    "repository through it"
)
_EXTENSION = re.compile(r"unknown repository extensions? found:\s*([\w.-]+)")
_DUBIOUS = re.compile(r"detected dubious ownership in repository at '([^']*)'")


def require_git() -> None:
    """Stop, with the fix, when there is no git to run."""
    if shutil.which("git") is None:
        raise EnvironmentProblem(NO_GIT)


def environment_error(err: BaseException) -> EnvironmentProblem | None:
    """What `err` says about the environment, as a one-line EnvironmentProblem; None when it
    says nothing kbpatch knows of (then it is a kbpatch bug)."""
    stderr = str(getattr(err, "stderr", "") or "")
    if type(err).__name__ == "GitCommandNotFound":
        return EnvironmentProblem(NO_GIT)
    if isinstance(err, FileNotFoundError) and err.filename == "git":
        return EnvironmentProblem(NO_GIT)
    found = _DUBIOUS.search(stderr)
    if found:
        return EnvironmentProblem(
            f"git refuses the repository at {found.group(1)}: it belongs to another user "
            f'("dubious ownership"); run `git config --global --add safe.directory '
            f"{shell_path(found.group(1))}` if you trust it, or run kbpatch as its owner"
        )
    found = _EXTENSION.search(stderr)
    if found:
        return EnvironmentProblem(
            f"this git does not know the repository extension {found.group(1)!r} the "
            "repository uses; upgrade git (or run kbpatch where the repository was made)"
        )
    if isinstance(err, OSError) and err.errno == errno.ENAMETOOLONG:
        name = os.fsdecode(err.filename or "a file name")
        return EnvironmentProblem(
            f"{name}: a file name is too long for the file system; rename the brief shorter"
        )
    return None


def bug_message(err: BaseException) -> str:
    return (
        f"internal error ({type(err).__name__}: {err}); this is a kbpatch bug, "
        "please report it with the brief and `kbpatch --version`"
    )


def brief_failure(brief: object, err: Exception) -> BriefError:
    """One brief of a batch that failed, for whatever reason: the others go on."""
    known = err if isinstance(err, KbpatchError) else environment_error(err)
    if known is None:
        return BriefError(brief=str(brief), error=bug_message(err), exit_code=EXIT_BUG)
    return BriefError(brief=str(brief), error=str(known), exit_code=known.exit_code)
