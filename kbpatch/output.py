"""Write a patch series into its output folder, whole or not at all."""

from __future__ import annotations

import contextlib
import ctypes
import errno
import itertools
import os
import posixpath
import shutil
import signal
import stat
import sys
import tempfile
import threading
import time
from collections.abc import Callable, Iterator, Sequence
from pathlib import Path

from .errors import BadInput, OutputExists
from .models import PatchFile

# Tests set this to pause between files, so that they can interrupt a run mid-write.
PAUSE_VARIABLE = "KBPATCH_TEST_PAUSE_BETWEEN_FILES"


def output_folder(brief_file: Path) -> Path:
    """`inbox/tom/2026-10-29-inference-e1prep.md` → `…/2026-10-29-inference-e1prep.patches`."""
    return brief_file.parent / f"{brief_file.stem}.patches"


def check_output_folder(folder: Path, *, force: bool) -> None:
    """Refuse, before any work, an output folder that cannot or may not be written."""
    _check_existing(folder, force=force)
    if not os.access(folder.parent, os.W_OK | os.X_OK):
        raise BadInput(f"cannot write in {folder.parent}; check its permissions")


def _check_existing(folder: Path, *, force: bool) -> bool:
    """check_output_folder but for the parent's permissions, which making the staging folder
    tries anyway; say whether the folder exists (and may be replaced)."""
    try:
        found = os.lstat(folder)
    except (FileNotFoundError, NotADirectoryError):
        return False
    except OSError as err:
        if err.errno != errno.ENAMETOOLONG:
            raise
        raise BadInput(
            f"the output folder's name {folder.name} ({len(os.fsencode(folder.name))} bytes) "
            "is too long for the file system; rename the brief shorter"
        ) from None
    if stat.S_ISLNK(found.st_mode):
        raise BadInput(f"{folder} is a symbolic link; remove it, kbpatch writes a real folder")
    if not stat.S_ISDIR(found.st_mode):
        raise BadInput(f"{folder} exists and is not a folder; move it away")
    if not force:
        raise OutputExists(f"{folder} already exists; pass --force to replace it")
    return True


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
    # The run checked the parent's permissions before its work (check_output_folder);
    # if they changed since, making the staging folder fails with as clear an error.
    exists = _check_existing(folder, force=force)
    pause = float(os.environ.get(PAUSE_VARIABLE, "0") or 0)
    target = os.fspath(folder)
    parent = os.path.dirname(target) or "."
    try:
        staging = _make_staging(parent, folder.name)
    except OSError as err:
        raise BadInput(f"cannot write in {folder.parent} ({err.strerror})") from None
    remove = True  # the staging folder, unless it is renamed in
    try:
        files = [*((p.name, p.text) for p in patches), *extra]
        handle = os.open(staging, _DIRECTORY_FLAGS)
        try:
            made: set[str] = set()
            for name, _ in files:
                subfolder = posixpath.dirname(name)
                if subfolder and subfolder not in made:
                    _make_subfolders(handle, subfolder, made)
            for name, text in files:
                if stop is not None and stop.is_set():
                    raise Cancelled(folder)
                _write_file(handle, name, text.encode("utf-8"))
                if pause:
                    time.sleep(pause)
            if stop is not None and stop.is_set():
                raise Cancelled(folder)
            os.fchmod(handle, 0o755)
        finally:
            os.close(handle)
        with signals_held():
            swap_in(staging, target, force=force, exists=exists)
            remove = False
    except OSError as err:
        raise BadInput(f"cannot write {folder} ({err.strerror}); nothing was written") from None
    finally:
        if remove:
            remove_tree(staging)


# Open a folder to create entries in it by name, never through a symbolic link.
_DIRECTORY_FLAGS = os.O_RDONLY | os.O_DIRECTORY | os.O_NOFOLLOW | os.O_CLOEXEC
# Create a file that must not exist yet: the staging folder is ours alone.
_NEW_FILE_FLAGS = os.O_WRONLY | os.O_CREAT | os.O_EXCL | os.O_NOFOLLOW | os.O_CLOEXEC
_staging_names = itertools.count()


def _make_staging(parent: str, name: str) -> str:
    """A new, private folder `.<name>.<pid>.<n>.tmp` in `parent`, as tempfile.mkdtemp would
    make it (mode 0o700), without its random names: the pid keeps runs apart, the counter
    threads, and a name left behind by an earlier process with the same pid is skipped."""
    pid = os.getpid()
    for _ in range(10000):
        staging = os.path.join(parent, f".{name}.{pid}.{next(_staging_names)}.tmp")
        try:
            os.mkdir(staging, 0o700)
        except FileExistsError:
            continue
        return staging
    raise FileExistsError(errno.EEXIST, "no usable name for a staging folder")


def _make_subfolders(handle: int, subfolder: str, made: set[str]) -> None:
    """Make `subfolder` (and the folders above it) in the staging folder open as `handle`."""
    parts = subfolder.split("/")
    for depth in range(1, len(parts) + 1):
        path = "/".join(parts[:depth])
        if path not in made:
            with contextlib.suppress(FileExistsError):
                os.mkdir(path, 0o777, dir_fd=handle)
            made.add(path)


def _write_file(handle: int, name: str, data: bytes) -> None:
    """Write a new file `name` (relative to the folder open as `handle`), mode 0o666 less the
    umask, as open(…, "wb") would."""
    fd = os.open(name, _NEW_FILE_FLAGS, 0o666, dir_fd=handle)
    try:
        view = memoryview(data)
        while view:
            view = view[os.write(fd, view) :]
    finally:
        os.close(fd)


def swap_in(staging: str, folder: str, *, force: bool, exists: bool = True) -> None:
    """Rename `staging` to `folder`; with `force`, in exchange for the folder already there,
    which is then removed. `exists`: whether `folder` was there when the run checked it (a
    hint: the renames themselves notice a folder that came or went since).

    Linux renames without replacing (or by exchanging) in one call; elsewhere, or on a file
    system that cannot, the old way below does the same in steps."""
    if not exists:
        try:
            if not _rename2(staging, folder, _RENAME_NOREPLACE):
                _rename_in_steps(staging, folder)
            return
        except OutputExists:
            if not force:
                raise
            # With --force, a folder made meanwhile is replaced as one found at the start.
    if not force:
        raise OutputExists(f"{folder} appeared while kbpatch ran; run again")
    if _rename2(staging, folder, _RENAME_EXCHANGE):
        # The old folder is now at `staging`, swapped out whole. If it was no real folder
        # (as it may have become since the check: opening it as one, without following a
        # symbolic link, fails), it is put back untouched.
        try:
            os.close(os.open(staging, _DIRECTORY_FLAGS))
        except FileNotFoundError:
            return
        except OSError:
            _rename2(staging, folder, _RENAME_EXCHANGE)
            raise OutputExists(f"{folder} appeared while kbpatch ran; run again") from None
        remove_tree(staging)
        return
    try:
        found = os.lstat(folder)
    except (FileNotFoundError, NotADirectoryError):
        # Gone before it could be exchanged (or no renameat2): rename without replacing.
        if not _rename2(staging, folder, _RENAME_NOREPLACE):
            _rename_in_steps(staging, folder)
        return
    if stat.S_ISLNK(found.st_mode) or not stat.S_ISDIR(found.st_mode):
        raise OutputExists(f"{folder} appeared while kbpatch ran; run again")
    _swap_in_steps(staging, folder)


def _swap_in_steps(staging: str, folder: str) -> None:
    """Replace an existing folder without renameat2: move it aside into a wrapper folder,
    rename the new one in, remove the old one."""
    parent, name = os.path.split(folder)
    retired = tempfile.mkdtemp(prefix=f".{name}.", suffix=".old", dir=parent or ".")
    os.rename(folder, os.path.join(retired, name))
    os.rename(staging, folder)
    remove_tree(retired)


def _rename_in_steps(staging: str, folder: str) -> None:
    """Rename a new folder in without renameat2, never replacing a folder made meanwhile."""
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


# renameat2(2) flags (linux/fs.h).
_RENAME_NOREPLACE = 1
_RENAME_EXCHANGE = 2
_AT_FDCWD = -100


def _load_renameat2() -> Callable[[int, bytes, int, bytes, int], int] | None:
    if sys.platform != "linux":
        return None
    try:
        libc = ctypes.CDLL(None, use_errno=True)
        function = libc.renameat2
    except (OSError, AttributeError):  # no libc to load, or one older than glibc 2.28
        return None
    function.argtypes = (
        ctypes.c_int,
        ctypes.c_char_p,
        ctypes.c_int,
        ctypes.c_char_p,
        ctypes.c_uint,
    )
    function.restype = ctypes.c_int
    return function


_renameat2 = _load_renameat2()
# errnos that say renameat2 or its flag is not there, so the steps must do it.
_UNSUPPORTED = {errno.ENOSYS, errno.EINVAL, errno.ENOTSUP, errno.EOPNOTSUPP, errno.EPERM}


def _rename2(source: str, target: str, flags: int) -> bool:
    """renameat2(source, target, flags): True once done, False when the system or the file
    system cannot (the caller then does it in steps); OSError for any other failure, with
    EEXIST for RENAME_NOREPLACE worded as OutputExists."""
    global _renameat2
    if _renameat2 is None:
        return False
    if _renameat2(_AT_FDCWD, os.fsencode(source), _AT_FDCWD, os.fsencode(target), flags) == 0:
        return True
    code = ctypes.get_errno()
    if code in _UNSUPPORTED:
        if code == errno.ENOSYS:
            _renameat2 = None
        return False
    if code == errno.ENOENT and flags == _RENAME_EXCHANGE:
        return False  # the old folder went meanwhile: the caller renames without it
    if code in (errno.EEXIST, errno.ENOTEMPTY) and flags == _RENAME_NOREPLACE:
        raise OutputExists(f"{target} appeared while kbpatch ran; run again")
    raise OSError(code, os.strerror(code), target)


def remove_tree(path: str) -> None:
    """Remove a folder kbpatch made or retired, best effort, never following a symbolic link:
    one standing in its place is removed itself (shutil.rmtree follows none inside)."""
    if os.path.islink(path):
        with contextlib.suppress(OSError):
            os.unlink(path)
        return
    shutil.rmtree(path, ignore_errors=True)
