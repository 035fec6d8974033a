"""A brief, or a patch given to `check`, is read only when it is a regular file inside the
repository, and never beyond the size limit plus one byte: no /dev/zero, FIFO or device."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from kbpatch.errors import BadInput
from kbpatch.files import read_bounded

from .conftest import FIXTURES, KbRepoFixture, Snapshot, run_kbpatch

DEMO = (FIXTURES / "demo" / "brief.md").read_bytes()
BRIEF = "inbox/tom/2026-11-04-inference-e1prep.md"


@pytest.mark.parametrize(
    ("kind", "words"),
    [
        ("dev-zero", "leads outside the repository"),
        ("fifo", "not a regular file"),
        ("outside", "leads outside the repository"),
        ("too-large", "over 4 MB"),
    ],
)
def test_a_brief_that_is_no_regular_file_inside_is_refused_unread(
    kind: str, words: str, kb_repo: KbRepoFixture
) -> None:
    brief = kb_repo.root / BRIEF
    brief.parent.mkdir(parents=True)
    if kind == "dev-zero":
        brief.symlink_to("/dev/zero")
    elif kind == "fifo":
        os.mkfifo(brief)
    elif kind == "outside":
        secret = kb_repo.root.parent / "secret.md"
        secret.write_bytes(DEMO)
        brief.symlink_to(secret)
    else:
        with brief.open("wb") as sparse:
            sparse.truncate(4 * 1024 * 1024 + 1)
    before = Snapshot.take(kb_repo.root)
    done = run_kbpatch("propose", BRIEF, cwd=kb_repo.root)
    assert done.returncode == 2, done.stderr
    assert len(done.stderr.splitlines()) == 1 and words in done.stderr, done.stderr
    before.assert_only_new(kb_repo.root, None)
    explained = run_kbpatch("explain", BRIEF, cwd=kb_repo.root)
    assert explained.returncode == 2 and words in explained.stderr


def test_no_more_than_the_limit_and_one_byte_is_read(tmp_path: Path) -> None:
    grown = tmp_path / "grown.md"
    grown.write_bytes(b"x" * 100)
    assert read_bounded(grown, limit=100, root=tmp_path) == b"x" * 100
    with pytest.raises(BadInput, match="is over"):
        read_bounded(grown, limit=99, root=tmp_path)
    with pytest.raises(BadInput, match="is a folder"):
        read_bounded(tmp_path, limit=99, root=tmp_path.parent)
