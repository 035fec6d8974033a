"""Write a patch series into its output folder, whole or not at all."""

from __future__ import annotations

import contextlib
import errno
import itertools
import os
import posixpath
import re
import shutil
import signal
import stat
import time
from collections.abc import Iterator, Sequence
from pathlib import Path

from .errors import BadInput, OutputExists
from .files import read_bounded
from .manifest import MANIFEST_LIMIT, MANIFEST_NAME, parse_manifest
from .models import PatchFile

# Tests set this to pause between files, so that they can interrupt a run mid-write.
PAUSE_VARIABLE = "KBPATCH_TEST_PAUSE_BETWEEN_FILES"


def output_folder(brief_file: Path) -> Path:
    """`inbox/tom/2026-10-29-inference-e1prep.md` → `…/2026-10-29-inference-e1prep.patches`."""
    return brief_file.parent / f"{brief_file.stem}.patches"


def shared_output_folders(briefs: Sequence[Path]) -> dict[Path, list[Path]]:
    """The briefs that would write one output folder (`X.md` and `X.txt`), by folder: each
    would replace the other's patches, so neither may be proposed for."""
    by_folder: dict[Path, list[Path]] = {}
    for brief in briefs:
        folder = output_folder(Path(os.path.realpath(brief.parent)) / brief.name)
        by_folder.setdefault(folder, []).append(brief)
    return {folder: named for folder, named in by_folder.items() if len(named) > 1}


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
    refuse_unless_kbpatch_wrote(os.fspath(folder))
    return True


def refuse_unless_kbpatch_wrote(folder: str) -> None:
    """Refuse to replace a folder that holds anything kbpatch did not write: --force may only
    remove a folder of patches kbpatch wrote, never a user's files."""
    why = not_kbpatch_written(folder)
    if why is not None:
        raise OutputExists(
            f"{folder} is not a folder kbpatch wrote ({why}); --force replaces only those, "
            "nothing was changed: move it away and run again"
        )


def not_kbpatch_written(folder: str) -> str | None:
    """Why `folder` is not a folder kbpatch wrote, or None when it is (or is empty: nothing
    in it could be lost). kbpatch's own folder holds its manifest.json, which parses as a
    manifest, and nothing but the patch files that manifest lists and their folders."""
    try:
        if not os.listdir(folder):
            return None
        manifest_path = os.path.join(folder, MANIFEST_NAME)
        if not stat.S_ISREG(os.lstat(manifest_path).st_mode):
            return f"its {MANIFEST_NAME} is not a regular file"
    except FileNotFoundError:
        return f"it has no {MANIFEST_NAME}"
    except OSError as err:
        return f"it cannot be read: {err.strerror}"
    try:
        data = read_bounded(
            Path(manifest_path), limit=MANIFEST_LIMIT, root=Path(folder), what="manifest"
        )
        manifest = parse_manifest(data)
    except BadInput:
        return f"its {MANIFEST_NAME} is not a manifest kbpatch wrote"
    listed = {MANIFEST_NAME, *(patch.file for patch in manifest.patches)}
    return _unlisted_entry(folder, "", listed, _folders_holding(listed))


def _folders_holding(files: set[str]) -> set[str]:
    """Every folder on the way to one of `files` (relative names): `a/b/c.patch` → a, a/b."""
    folders = set()
    for name in files:
        parent = posixpath.dirname(name)
        while parent and parent not in folders:
            folders.add(parent)
            parent = posixpath.dirname(parent)
    return folders


def _unlisted_entry(folder: str, under: str, files: set[str], folders: set[str]) -> str | None:
    """Why an entry under `folder`/`under` is neither one of `files` nor one of the `folders`
    holding them, or None; walked by hand, never through a symbolic link."""
    try:
        entries = sorted(os.scandir(os.path.join(folder, under)), key=lambda e: e.name)
    except OSError as err:
        return f"{under or '.'} cannot be read: {err.strerror}"
    for entry in entries:
        name = posixpath.join(under, entry.name)
        if entry.is_dir(follow_symlinks=False):
            if name not in folders:
                return f"it holds {name}/, which its {MANIFEST_NAME} does not list"
            why = _unlisted_entry(folder, name, files, folders)
            if why is not None:
                return why
        elif name not in files:
            return f"it holds {name}, which its {MANIFEST_NAME} does not list"
    return None


@contextlib.contextmanager
def signals_held() -> Iterator[None]:
    """Hold SIGINT/SIGTERM while the old folder is swapped for the new one."""
    held = {signal.SIGINT, signal.SIGTERM}
    previous = signal.pthread_sigmask(signal.SIG_BLOCK, held)
    try:
        yield
    finally:
        signal.pthread_sigmask(signal.SIG_SETMASK, previous)


def write_series(
    folder: Path,
    patches: Sequence[PatchFile],
    *,
    force: bool,
    extra: Sequence[tuple[str, str]] = (),
) -> None:
    """Write patches and `extra` (name, text) files beside the target, then rename them in."""
    # The run checked the parent's permissions before its work (check_output_folder);
    # if they changed since, making the staging folder fails with as clear an error.
    exists = _check_existing(folder, force=force)
    pause = float(os.environ.get(PAUSE_VARIABLE, "0") or 0)
    target = os.fspath(folder)
    parent = os.path.dirname(target) or "."
    remove_leftovers(parent)
    try:
        staging = _make_staging(parent)
    except OSError as err:
        raise BadInput(f"cannot write in {folder.parent} ({err.strerror})") from None
    remove = True  # the staging folder, unless it is renamed in
    try:
        files = [*((p.name, p.text) for p in patches), *extra]
        handle = os.open(staging, _DIRECTORY_FLAGS)
        try:
            for subfolder in sorted({posixpath.dirname(name) for name, _ in files} - {""}):
                parts = subfolder.split("/")
                for depth in range(1, len(parts) + 1):
                    with contextlib.suppress(FileExistsError):
                        os.mkdir("/".join(parts[:depth]), 0o777, dir_fd=handle)
            for name, text in files:
                _write_file(handle, name, text.encode("utf-8"))
                if pause:
                    time.sleep(pause)
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
# `.kbpatch-<pid>-<n>.tmp` stages a new folder, `.kbpatch-<pid>-<n>.old` holds one being
# removed: short names, so that any output folder name the file system takes can be staged.
_OWN_NAME = re.compile(r"\.kbpatch-([0-9]+)-[0-9]+\.(?:tmp|old)")
# The scratch folders of verify and check (tempfile.mkdtemp names) in the temporary folder.
_SCRATCH_NAME = re.compile(r"kbpatch-(?:verify|check)-[a-z0-9_]{8}")
# A leftover of a run killed this long ago (a run takes seconds) is surely no live run's.
STALE_AFTER = 24 * 3600
_cleaned: set[str] = set()


def remove_leftovers(parent: str, *, scratch: bool = False) -> list[str]:
    """Remove what a killed run left in `parent`: staging and retired folders (or, with
    `scratch`, verify/check scratch folders) that are provably kbpatch's and old: named as
    kbpatch names them, real folders of this user with mkdtemp's mode 0o700, unchanged for
    STALE_AFTER, and (for staging) made by a process that is gone. Once per folder a run."""
    if parent in _cleaned:
        return []
    _cleaned.add(parent)
    pattern = _SCRATCH_NAME if scratch else _OWN_NAME
    removed = []
    try:
        entries = list(os.scandir(parent))
    except OSError:
        return []
    for entry in entries:
        found = pattern.fullmatch(entry.name)
        if found is None:
            continue
        try:
            info = entry.stat(follow_symlinks=False)
        except OSError:
            continue
        if (
            stat.S_ISDIR(info.st_mode)
            and info.st_uid == os.getuid()
            and stat.S_IMODE(info.st_mode) == 0o700
            and time.time() - info.st_mtime > STALE_AFTER
            and (scratch or not _running(int(found.group(1))))
        ):
            remove_tree(entry.path)
            removed.append(entry.path)
    return removed


def _running(pid: int) -> bool:
    if pid == os.getpid():
        return True
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except OSError:
        return True  # someone else's process
    return True


def _make_staging(parent: str, kind: str = "tmp") -> str:
    """A new, private folder `.kbpatch-<pid>-<n>.<kind>` in `parent`, as tempfile.mkdtemp
    would make it (mode 0o700), without its random names: the pid keeps runs apart, the
    counter a run's folders, and a name left behind by an earlier process with the same pid
    is skipped."""
    pid = os.getpid()
    for _ in range(10000):
        staging = os.path.join(parent, f".kbpatch-{pid}-{next(_staging_names)}.{kind}")
        try:
            os.mkdir(staging, 0o700)
        except FileExistsError:
            continue
        return staging
    raise FileExistsError(errno.EEXIST, "no usable name for a staging folder")


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
    """Rename `staging` to `folder`; with `force`, in place of the folder already there,
    which is then removed. `exists`: whether `folder` was there when the run checked it (a
    hint: the renames themselves notice a folder that came or went since).

    A reader sees the old folder whole, then for a moment none, then the new one whole:
    never a part of either."""
    if not exists:
        try:
            _rename_in_steps(staging, folder)
            return
        except OutputExists:
            if not force:
                raise
            # With --force, a folder made meanwhile is replaced as one found at the start.
    if not force:
        raise OutputExists(f"{folder} appeared while kbpatch ran; run again")
    try:
        found = os.lstat(folder)
    except (FileNotFoundError, NotADirectoryError):
        _rename_in_steps(staging, folder)  # gone meanwhile: nothing to replace
        return
    if stat.S_ISLNK(found.st_mode) or not stat.S_ISDIR(found.st_mode):
        raise OutputExists(f"{folder} appeared while kbpatch ran; run again")
    # Looked at again just before it moves: it may have appeared, or been filled, meanwhile.
    refuse_unless_kbpatch_wrote(folder)
    _swap_in_steps(staging, folder)


def _swap_in_steps(staging: str, folder: str) -> None:
    """Replace an existing folder: move it aside into a private folder, rename the new one
    in, remove the old one. One that could not be removed whole is refused first, and left
    as it was."""
    stuck = unremovable(folder)
    if stuck is not None:
        raise BadInput(
            f"cannot replace {folder}: {stuck} cannot be removed (check its permissions or "
            "attributes); nothing was changed"
        )
    retired = _make_staging(os.path.dirname(folder) or ".", "old")
    old = os.path.join(retired, "old")
    try:
        os.rename(folder, old)
    except OSError:
        os.rmdir(retired)
        raise
    try:
        os.rename(staging, folder)
    except OSError:
        os.rename(old, folder)  # put back as it was
        os.rmdir(retired)
        raise
    try:
        shutil.rmtree(retired)  # never follows a symbolic link; stops at the first error
    except OSError as err:
        raise BadInput(
            f"{folder} was replaced, but the old one could not be removed "
            f"({err.strerror}: {err.filename}); it is left at {retired}: remove it"
        ) from None


def unremovable(folder: str) -> str | None:
    """The first folder inside `folder` (or itself) whose entries this process may not
    remove, or None. os.access says no for a read-only or immutable folder, even to root."""
    for top, _folders, _files in os.walk(folder, onerror=_raise):
        if not os.access(top, os.W_OK | os.X_OK):
            return top
    return None


def _raise(err: OSError) -> None:
    raise err


def _rename_in_steps(staging: str, folder: str) -> None:
    """Rename a new folder in, never over a folder or file already there.

    rename(2) fails on a folder with entries or a file, but would replace an empty folder;
    without renameat2's RENAME_NOREPLACE (not in Python), the name is looked at just before.
    An empty folder made in the instant between could still be replaced: nothing is lost."""
    if os.path.lexists(folder):
        raise OutputExists(f"{folder} appeared while kbpatch ran; run again")
    try:
        os.rename(staging, folder)
    except OSError:
        raise OutputExists(f"{folder} was written to while kbpatch ran; run again") from None


def remove_tree(path: str) -> None:
    """Remove a folder kbpatch made or retired, best effort, never following a symbolic link:
    one standing in its place is removed itself (shutil.rmtree follows none inside)."""
    if os.path.islink(path):
        with contextlib.suppress(OSError):
            os.unlink(path)
        return
    shutil.rmtree(path, ignore_errors=True)
