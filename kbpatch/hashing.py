"""Blob ids of many patched KBs, hashed by forked worker processes while briefs are planned.

Each patch's `index` line names the blob id of the whole patched KB: a SHA-1 (or SHA-256)
of some megabytes that cannot be shared between patches, as git's blob header holds the
length. A batch needs hundreds of them. Threads can hash while the planning thread works,
since hashlib lets go of the GIL for large updates, but each thread must take the GIL back
between updates, and on two cores the hand-overs leave a core idle about a sixth of the
time. Worker processes forked once the KB is read hold its bytes already and need no GIL:
they read (start, end, middle) requests from a pipe and write back the ids."""

from __future__ import annotations

import os
import signal
import struct
import sys
from collections import deque
from collections.abc import Sequence

from .diff import blob_id_of_change

# A request: start, end and the length of `middle` (then `middle` itself), per change.
_REQUEST = struct.Struct("<QQQ")
_COUNT = struct.Struct("<I")
# The length of a blob id in hex, as the workers write it back.
ID_LENGTHS = {"sha1": 40, "sha256": 64}


def can_fork() -> bool:
    """Whether worker processes can be forked here (Linux; elsewhere threads hash)."""
    return sys.platform == "linux" and hasattr(os, "fork")


class ForkedHashers:
    """Worker processes that hash patched copies of one KB, answering in request order.

    Fork them while the process has no other threads: a forked child gets only the
    forking thread, and must find no lock held by another."""

    def __init__(self, data: bytes, object_format: str, workers: int = 2) -> None:
        if object_format not in ID_LENGTHS:
            raise ValueError(f"unknown git object format {object_format!r}")
        self._id_length = ID_LENGTHS[object_format]
        self._workers: list[tuple[int, int, int]] = []  # pid, request fd, reply fd
        self._waiting: deque[tuple[int, int]] = deque()  # worker index, changes asked
        self._next = 0
        for _ in range(workers):
            request_read, request_write = os.pipe()
            reply_read, reply_write = os.pipe()
            pid = os.fork()
            if pid == 0:  # the worker
                code = 0
                try:
                    os.close(request_write)
                    os.close(reply_read)
                    for _, other_request, other_reply in self._workers:
                        os.close(other_request)
                        os.close(other_reply)
                    # Ctrl-C reaches the whole process group; the parent decides, and the
                    # worker ends when the parent closes its end of the pipe.
                    signal.signal(signal.SIGINT, signal.SIG_IGN)
                    signal.signal(signal.SIGTERM, signal.SIG_DFL)
                    _serve(request_read, reply_write, data, object_format)
                except BaseException:
                    code = 1
                finally:
                    # Not sys.exit: nothing of the parent's (GitPython's processes, atexit
                    # hooks, buffered output) may run a second time in the worker.
                    os._exit(code)
            os.close(request_read)
            os.close(reply_write)
            self._workers.append((pid, request_write, reply_read))

    def submit(self, changes: Sequence[tuple[int, int, bytes]]) -> Answer:
        """Ask for the blob ids after each change. They come back in request order: from
        `results`, or from the returned Answer when the requests before it are answered."""
        index = self._next
        self._next = (self._next + 1) % len(self._workers)
        parts = [_COUNT.pack(len(changes))]
        for start, end, middle in changes:
            parts += [_REQUEST.pack(start, end, len(middle)), middle]
        _write_all(self._workers[index][1], b"".join(parts))
        self._waiting.append((index, len(changes)))
        return Answer(self)

    def results(self) -> list[str]:
        """The blob ids of the oldest request not yet answered."""
        index, count = self._waiting.popleft()
        ids = _read_exactly(self._workers[index][2], count * self._id_length).decode("ascii")
        size = self._id_length
        return [ids[i : i + size] for i in range(0, len(ids), size)]

    def close(self) -> None:
        """End the workers and wait for them, so that none outlives the run."""
        workers, self._workers = self._workers, []
        for _, request, reply in workers:
            os.close(request)  # the worker sees end of file and exits
            os.close(reply)
        for pid, _, _ in workers:
            os.waitpid(pid, 0)

    def __enter__(self) -> ForkedHashers:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()


class Answer:
    """The blob ids of one request, read (like a Future's result) when the ones asked before
    it have been: a worker answers its requests in order."""

    def __init__(self, hashers: ForkedHashers) -> None:
        self._hashers = hashers

    def result(self) -> list[str]:
        return self._hashers.results()


def _serve(requests: int, replies: int, data: bytes, object_format: str) -> None:
    while True:
        head = _read_exactly(requests, _COUNT.size, eof_ok=True)
        if not head:
            return
        (count,) = _COUNT.unpack(head)
        ids = []
        for _ in range(count):
            start, end, length = _REQUEST.unpack(_read_exactly(requests, _REQUEST.size))
            middle = _read_exactly(requests, length)
            ids.append(blob_id_of_change(data, start, end, middle, object_format))
        _write_all(replies, "".join(ids).encode("ascii"))


def _read_exactly(fd: int, size: int, *, eof_ok: bool = False) -> bytes:
    chunks: list[bytes] = []
    left = size
    while left:
        chunk = os.read(fd, left)
        if not chunk:
            if eof_ok and left == size:
                return b""
            raise EOFError("a hashing worker ended early")
        chunks.append(chunk)
        left -= len(chunk)
    return b"".join(chunks)


def _write_all(fd: int, data: bytes) -> None:
    view = memoryview(data)
    while view:
        view = view[os.write(fd, view) :]
