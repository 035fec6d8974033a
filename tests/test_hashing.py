"""Forked hashing workers: the same blob ids as hashing in place, in order, and no worker
left behind."""

from __future__ import annotations

import os
import random
import threading
from pathlib import Path

import pytest

from kbpatch import propose as propose_module
from kbpatch.diff import blob_id_of_change
from kbpatch.hashing import ForkedHashers, can_fork
from kbpatch.propose import ProposeResult, find_briefs, hash_workers, propose_each

from .conftest import FIXTURES, make_repo

pytestmark = pytest.mark.skipif(not can_fork(), reason="worker processes are forked on Linux")


def children() -> set[int]:
    found: set[int] = set()
    for task in Path(f"/proc/{os.getpid()}/task").iterdir():
        found |= {int(pid) for pid in (task / "children").read_text().split()}
    return found


@pytest.mark.parametrize("object_format", ["sha1", "sha256"])
def test_workers_answer_what_hashing_in_place_gives_in_request_order(object_format: str) -> None:
    rng = random.Random(7)
    data = bytes(rng.randrange(256) for _ in range(200_000))
    requests = []
    for _ in range(40):
        changes = []
        for _ in range(rng.randrange(0, 5)):
            start = rng.randrange(len(data) + 1)
            end = rng.randrange(start, min(len(data), start + 5000) + 1)
            changes.append(
                (start, end, bytes(rng.randrange(256) for _ in range(rng.randrange(3000))))
            )
        requests.append(changes)
    before = children()
    with ForkedHashers(data, object_format, workers=3) as hashers:
        assert len(children() - before) == 3
        answers = []
        for number, changes in enumerate(requests):
            hashers.submit(changes)
            if number % 3 == 2:  # answers are read while later requests are pending
                answers.append(hashers.results())
        while len(answers) < len(requests):
            answers.append(hashers.results())
    assert answers == [
        [blob_id_of_change(data, *change, object_format) for change in changes]
        for changes in requests
    ]
    assert children() == before  # every worker was waited for


def test_a_batch_hashes_in_threads_when_other_threads_run(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    # Forking beside another thread could copy a lock that thread holds: kbpatch hashes in
    # threads then, and the patches are the same bytes either way.
    repo = make_repo(tmp_path / "kb")
    text = (FIXTURES / "demo" / "brief.md").read_text(encoding="utf-8")
    for day in range(1, 11):
        dated = text.replace("2026-11-04", f"2026-11-{day:02d}")
        repo.write(f"inbox/p/2026-11-{day:02d}-inference-e1prep.md", dated.encode())
    repo.commit("briefs")
    briefs = find_briefs([repo.root / "inbox"]).briefs
    forked: list[int] = []

    class Counted(ForkedHashers):
        def __init__(self, data: bytes, object_format: str, workers: int = 2) -> None:
            forked.append(workers)
            super().__init__(data, object_format, workers)

    monkeypatch.setattr(propose_module, "ForkedHashers", Counted)

    def patches() -> list[str]:
        runs = list(propose_each(briefs, kb=None, dry_run=True, force=False))
        results = [run.result for run in runs if isinstance(run.result, ProposeResult)]
        assert len(results) == 10
        return [patch.text for result in results for patch in result.proposal.patches]

    alone = patches()
    assert forked == [hash_workers()]
    stop = threading.Event()
    other = threading.Thread(target=stop.wait)
    other.start()
    try:
        beside_a_thread = patches()
    finally:
        stop.set()
        other.join()
    assert forked == [hash_workers()]  # no second fork
    assert beside_a_thread == alone
    assert len(set(alone)) == len(alone) > 10
