"""Read a file someone else controls: a regular file inside the repository, and not too much of
it. A brief (or a patch given to `check`) may be a symbolic link to /dev/zero, a FIFO that
never ends, or a device; none is read, nor more than the limit plus one byte of any file."""

from __future__ import annotations

import errno
import os
import stat
from pathlib import Path

from .errors import BadInput
from .untrusted import has_controls

# Open without waiting (a FIFO with no writer would block the open itself) and never through
# a symbolic link as the last part: the path is resolved first, so a link is refused only
# when it changed in between.
_READ_FLAGS = os.O_RDONLY | os.O_NONBLOCK | os.O_NOFOLLOW | os.O_CLOEXEC | os.O_NOCTTY


def read_bounded(path: Path, *, limit: int, root: Path, what: str = "file") -> bytes:
    """The bytes of `path`, a regular file inside `root` (after symbolic links), at most
    `limit` of them; anything else is refused before a byte is read."""
    try:
        os.fsencode(path.name).decode("utf-8")
    except UnicodeDecodeError:
        raise BadInput(
            f"{os.fsencode(path.name)!r} is not a UTF-8 file name; rename the file "
            "(kbpatch writes its path into UTF-8 patches and manifest.json)"
        ) from None
    try:
        real = path.resolve(strict=True)
    except FileNotFoundError:
        raise BadInput(f"{path}: no such file") from None
    except OSError as err:
        raise BadInput(f"{path}: cannot read it ({err.strerror})") from None
    if not real.is_relative_to(root.resolve()):
        raise BadInput(f"{path} leads outside the repository at {root}; give a file inside it")
    if has_controls(path.name) or has_controls(real.relative_to(root.resolve()).as_posix()):
        # Its path goes into reports, notes and commands, one line each.
        raise BadInput(
            f"{path}: its path holds a control character, a tab, a line break or a "
            "bidirectional mark; rename it"
        )
    try:
        fd = os.open(real, _READ_FLAGS)
    except OSError as err:
        if err.errno == errno.ELOOP:
            raise BadInput(f"{path} changed while kbpatch read it; run again") from None
        raise BadInput(f"{path}: cannot read it ({err.strerror})") from None
    try:
        found = os.fstat(fd)
        if stat.S_ISDIR(found.st_mode):
            raise BadInput(f"{path} is a folder; give the {what}")
        if not stat.S_ISREG(found.st_mode):
            raise BadInput(f"{path} is not a regular file (a device, FIFO or socket); refused")
        if found.st_size > limit:
            raise too_large(path, found.st_size, limit, what)
        chunks: list[bytes] = []
        left = limit + 1
        while left > 0:
            chunk = os.read(fd, min(left, 1 << 20))
            if not chunk:
                break
            chunks.append(chunk)
            left -= len(chunk)
    except OSError as err:
        raise BadInput(f"{path}: cannot read it ({err.strerror})") from None
    finally:
        os.close(fd)
    data = b"".join(chunks)
    if len(data) > limit:  # it grew while being read
        raise too_large(path, len(data), limit, what)
    return data


def too_large(path: Path, size: int, limit: int, what: str) -> BadInput:
    return BadInput(
        f"{path} is over {limit // 1024 // 1024} MB ({size / 1024 / 1024:.1f} MB); "
        f"is this the right {what}?"
    )
