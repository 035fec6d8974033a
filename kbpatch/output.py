"""Write a patch series into its output folder, whole or not at all."""

from __future__ import annotations

import os
import shutil
import tempfile
from collections.abc import Sequence
from pathlib import Path

from .errors import BadInput, OutputExists
from .models import PatchFile


def output_folder(brief_file: Path) -> Path:
    """`inbox/tom/2026-10-29-inference-e1prep.md` → `…/2026-10-29-inference-e1prep.patches`."""
    return brief_file.parent / f"{brief_file.stem}.patches"


def check_output_folder(folder: Path, *, force: bool) -> None:
    """Refuse, before any work, an output folder that cannot or may not be written."""
    if folder.is_symlink():
        raise BadInput(f"{folder} is a symbolic link; remove it, kbpatch writes a real folder")
    if folder.exists() and not folder.is_dir():
        raise BadInput(f"{folder} exists and is not a folder; move it away")
    if folder.exists() and not force:
        raise OutputExists(f"{folder} already exists; pass --force to replace it")
    if not os.access(folder.parent, os.W_OK):
        raise BadInput(f"cannot write in {folder.parent}; check its permissions")


def write_series(folder: Path, patches: Sequence[PatchFile], *, force: bool) -> None:
    """Write into a temporary folder beside the target, then swap it in with a rename."""
    check_output_folder(folder, force=force)
    staging = Path(tempfile.mkdtemp(prefix=f".{folder.name}.", suffix=".tmp", dir=folder.parent))
    try:
        for patch in patches:
            path = staging / patch.name
            path.parent.mkdir(parents=True, exist_ok=True)
            with open(path, "w", encoding="utf-8", newline="") as handle:
                handle.write(patch.text)
        staging.chmod(0o755)
        if folder.exists():
            retired = Path(
                tempfile.mkdtemp(prefix=f".{folder.name}.", suffix=".old", dir=folder.parent)
            )
            os.rename(folder, retired / folder.name)
            os.rename(staging, folder)
            shutil.rmtree(retired, ignore_errors=True)
        else:
            try:
                os.rename(staging, folder)
            except OSError:
                raise OutputExists(f"{folder} appeared while kbpatch ran; run again") from None
    finally:
        if staging.exists():
            shutil.rmtree(staging, ignore_errors=True)
