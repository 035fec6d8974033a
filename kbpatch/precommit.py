"""The `kbpatch-check` pre-commit hook: `kbpatch check` on every patch folder it is given.

pre-commit passes the staged files of patch folders (`….patches/0001-….patch`,
`….patches/manifest.json`); each stands for its folder, checked once. Given no files, it checks
every patch folder committed in the repository. The exit code is the worst of the checks."""

from __future__ import annotations

import subprocess
import sys
from collections.abc import Sequence
from pathlib import Path

PATCH_FOLDER_SUFFIX = ".patches"


def folders_of(paths: Sequence[str]) -> list[Path]:
    """The patch folders that still exist among or around `paths`, each once, in order."""
    folders: list[Path] = []
    for name in paths:
        around = (Path(name), *Path(name).parents)
        folder = next((p for p in around if p.name.endswith(PATCH_FOLDER_SUFFIX)), None)
        if folder is not None and folder.is_dir() and folder not in folders:
            folders.append(folder)
    return folders


def committed_folders() -> list[Path]:
    """Every patch folder with a committed manifest.json, from the current folder down."""
    listed = subprocess.run(
        ["git", "ls-files", "-z", "--", f"*{PATCH_FOLDER_SUFFIX}/manifest.json"],
        capture_output=True,
        check=True,
    ).stdout.decode("utf-8", "surrogateescape")
    return folders_of([name for name in listed.split("\0") if name])


def main(argv: Sequence[str] | None = None) -> int:
    """Check the folders of the given files (or every committed folder); the worst exit code."""
    paths = sys.argv[1:] if argv is None else list(argv)
    folders = folders_of(paths) if paths else committed_folders()
    worst = 0
    for folder in folders:
        done = subprocess.run([sys.executable, "-m", "kbpatch", "check", "--", str(folder)])
        worst = max(worst, done.returncode)
    return worst


if __name__ == "__main__":
    sys.exit(main())
