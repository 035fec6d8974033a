"""Write a patch series into its output folder, whole or not at all."""

from __future__ import annotations

import contextlib
import os
import shutil
import signal
import stat
import tempfile
import threading
import time
from collections.abc import Iterator, Sequence
from pathlib import Path, PurePosixPath

from .errors import BadInput, OutputExists
from .models import PatchFile

# Tests set this to pause between files, so that they can interrupt a run mid-write.
PAUSE_VARIABLE = "KBPATCH_TEST_PAUSE_BETWEEN_FILES"


def output_folder(brief_file: Path) -> Path:
    """`inbox/tom/2026-10-29-inference-e1prep.md` → `…/2026-10-29-inference-e1prep.patches`."""
    return brief_file.parent / f"{brief_file.stem}.patches"


def check_output_folder(folder: Path, *, force: bool) -> None:
    """Refuse, before any work, an output folder that cannot or may not be written."""
    try:
        found = os.lstat(folder)
    except (FileNotFoundError, NotADirectoryError):
        found = None
    if found is not None:
        if stat.S_ISLNK(found.st_mode):
            raise BadInput(f"{folder} is a symbolic link; remove it, kbpatch writes a real folder")
        if not stat.S_ISDIR(found.st_mode):
            raise BadInput(f"{folder} exists and is not a folder; move it away")
        if not force:
            raise OutputExists(f"{folder} already exists; pass --force to replace it")
    if not os.access(folder.parent, os.W_OK | os.X_OK):
        raise BadInput(f"cannot write in {folder.parent}; check its permissions")


@contextlib.contextmanager
def signals_held() -> Iterator[None]:
    """Hold SIGINT/SIGTERM while the old folder is swapped for the new one."""
    held = {signal.SIGINT, signal.SIGTERM}
    previous = signal.pthread_sigmask(signal.SIG_BLOCK, held)
    try:
        yield
    finally:
        signal.pthread_sigmask(signal.SIG_SETMASK, previous)


class Cancelled(Exception):
    """The run was interrupted while another thread wrote this folder; it is not written."""


def write_series(
    folder: Path,
    patches: Sequence[PatchFile],
    *,
    force: bool,
    extra: Sequence[tuple[str, str]] = (),
    stop: threading.Event | None = None,
) -> None:
    """Write patches and `extra` (name, text) files beside the target, then rename them in.

    A writer thread is given `stop`: once it is set, the folder is abandoned before it is
    renamed in, as the main thread abandons one when interrupted."""
    check_output_folder(folder, force=force)
    pause = float(os.environ.get(PAUSE_VARIABLE, "0") or 0)
    try:
        staging = Path(
            tempfile.mkdtemp(prefix=f".{folder.name}.", suffix=".tmp", dir=folder.parent)
        )
    except OSError as err:
        raise BadInput(f"cannot write in {folder.parent} ({err.strerror})") from None
    try:
        files = [*((p.name, p.text) for p in patches), *extra]
        for subfolder in sorted({PurePosixPath(name).parent for name, _ in files}):
            if subfolder.parts:
                (staging / subfolder).mkdir(parents=True, exist_ok=True)
        for name, text in files:
            if stop is not None and stop.is_set():
                raise Cancelled(folder)
            with open(staging / name, "wb") as handle:
                handle.write(text.encode("utf-8"))
            if pause:
                time.sleep(pause)
        if stop is not None and stop.is_set():
            raise Cancelled(folder)
        staging.chmod(0o755)
        with signals_held():
            swap_in(staging, folder, force=force)
    except OSError as err:
        raise BadInput(f"cannot write {folder} ({err.strerror}); nothing was written") from None
    finally:
        if staging.exists():
            shutil.rmtree(staging, ignore_errors=True)


def swap_in(staging: Path, folder: Path, *, force: bool) -> None:
    if folder.exists() or folder.is_symlink():
        if not force or folder.is_symlink() or not folder.is_dir():
            raise OutputExists(f"{folder} appeared while kbpatch ran; run again")
        retired = Path(
            tempfile.mkdtemp(prefix=f".{folder.name}.", suffix=".old", dir=folder.parent)
        )
        os.rename(folder, retired / folder.name)
        os.rename(staging, folder)
        shutil.rmtree(retired, ignore_errors=True)
        return
    try:
        # rename(2) would replace an empty folder made meanwhile; mkdir first to notice it.
        os.mkdir(folder)
    except FileExistsError:
        raise OutputExists(f"{folder} appeared while kbpatch ran; run again") from None
    try:
        os.rename(staging, folder)
    except OSError:
        with contextlib.suppress(OSError):
            os.rmdir(folder)
        raise OutputExists(f"{folder} was written to while kbpatch ran; run again") from None
