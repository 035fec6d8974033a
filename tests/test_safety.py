"""Atomic output under interruption and concurrency, and git hygiene (no leaked processes)."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from kbpatch.output import PAUSE_VARIABLE
from kbpatch.propose import Options, propose

from .conftest import FIXTURES, KbRepoFixture, Snapshot

DEMO = (FIXTURES / "demo" / "brief.md").read_bytes()
MERGE = (FIXTURES / "flat-merge" / "brief.md").read_bytes()
BRIEF = "inbox/tom/2026-11-04-inference-e1prep.md"
OUTPUT = "inbox/tom/2026-11-04-inference-e1prep.patches"


def start(repo: KbRepoFixture, *args: str, pause: float) -> subprocess.Popen[str]:
    return subprocess.Popen(
        [sys.executable, "-m", "kbpatch", "propose", BRIEF, *args],
        cwd=repo.root,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        env={**os.environ, PAUSE_VARIABLE: str(pause)},
        preexec_fn=as_in_a_terminal,
    )


def as_in_a_terminal() -> None:
    """Ctrl-C reaches the run as it does from a terminal. A process inherits an ignored or
    blocked SIGINT from the one that starts it (a test worker may have one), and Python then
    leaves it ignored: the run would finish instead of being interrupted."""
    signal.signal(signal.SIGINT, signal.SIG_DFL)
    signal.pthread_sigmask(signal.SIG_UNBLOCK, {signal.SIGINT, signal.SIGTERM})


def wait_for_staging(folder: Path, timeout: float = 20.0) -> None:
    """Until a staging folder beside the output holds at least one written patch."""
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        for staging in folder.glob(".*.tmp"):
            if any(staging.rglob("*.patch")):
                return
        time.sleep(0.02)
    raise AssertionError("kbpatch never started writing")


def entries(folder: Path) -> list[str]:
    return sorted(p.name for p in folder.iterdir())


@pytest.mark.parametrize("sig", [signal.SIGTERM, signal.SIGINT])
def test_interrupted_write_leaves_no_partial_folder(sig: int, kb_repo: KbRepoFixture) -> None:
    brief = kb_repo.add_brief(MERGE, BRIEF)
    before = Snapshot.take(kb_repo.root)
    process = start(kb_repo, pause=0.5)
    wait_for_staging(brief.parent)
    process.send_signal(sig)
    _, err = process.communicate(timeout=30)
    assert process.returncode == 130, err
    assert err.count("\n") == 1 and err.startswith("error: interrupted"), err
    assert entries(brief.parent) == [brief.name]
    before.assert_only_new(kb_repo.root, None)


def test_interrupted_batch_leaves_whole_folders_or_none(kb_repo: KbRepoFixture) -> None:
    # A batch writes several folders one after another: an interrupt must still leave each
    # folder whole or absent, and no staging behind.
    names = [f"inbox/tom/2026-11-0{day}-inference-e1prep.md" for day in (4, 5, 6, 7)]
    for name in names:
        kb_repo.add_brief(MERGE, name)
    inbox = kb_repo.root / "inbox" / "tom"
    process = subprocess.Popen(
        [sys.executable, "-m", "kbpatch", "propose", "inbox"],
        cwd=kb_repo.root,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        env={**os.environ, PAUSE_VARIABLE: "0.3"},
    )
    wait_for_staging(inbox)
    process.send_signal(signal.SIGTERM)
    _, err = process.communicate(timeout=60)
    assert process.returncode == 130, err
    assert err.strip().splitlines()[-1].startswith("error: interrupted"), err
    leftovers = [p.name for p in inbox.iterdir() if p.name.startswith(".")]
    assert leftovers == []
    folders = [p for p in inbox.iterdir() if p.name.endswith(".patches")]
    assert len(folders) < len(names), "the interrupt came too late to test anything"
    for folder in folders:
        manifest = json.loads((folder / "manifest.json").read_text(encoding="utf-8"))
        listed = sorted(patch["file"] for patch in manifest["patches"])
        assert listed == sorted(p.relative_to(folder).as_posix() for p in folder.rglob("*.patch"))


def test_force_keeps_the_old_folder_until_the_new_one_is_complete(
    kb_repo: KbRepoFixture,
) -> None:
    brief = kb_repo.add_brief(MERGE, BRIEF)
    first = start(kb_repo, pause=0)
    assert first.communicate(timeout=60) and first.returncode == 0
    output = kb_repo.root / OUTPUT
    old = {p.name: p.read_bytes() for p in output.rglob("*") if p.is_file()}
    process = start(kb_repo, "--force", pause=0.5)
    wait_for_staging(brief.parent)
    # Mid-write, the old set is still whole where reviewers look for it.
    assert {p.name: p.read_bytes() for p in output.rglob("*") if p.is_file()} == old
    process.send_signal(signal.SIGTERM)
    process.communicate(timeout=30)
    assert {p.name: p.read_bytes() for p in output.rglob("*") if p.is_file()} == old
    assert entries(brief.parent) == sorted([brief.name, output.name])


def test_two_runs_at_once_do_not_corrupt_each_other(kb_repo: KbRepoFixture) -> None:
    brief = kb_repo.add_brief(MERGE, BRIEF)
    runs = [start(kb_repo, pause=0.05) for _ in range(2)]
    results: list[tuple[int, str]] = []
    for process in runs:
        _, err = process.communicate(timeout=60)
        results.append((process.returncode, err))
    codes = sorted(code for code, _ in results)
    assert codes == [0, 2], results
    loser = next(err for code, err in results if code == 2)
    assert loser.count("\n") == 1 and loser.startswith("error: "), loser
    assert entries(brief.parent) == sorted([brief.name, Path(OUTPUT).name])
    folder = kb_repo.root / OUTPUT
    written = sorted(p.relative_to(folder).as_posix() for p in folder.rglob("*.patch"))
    assert len(written) == 8, written


def children_of(pid: int) -> list[int]:
    found: list[int] = []
    for task in Path(f"/proc/{pid}/task").iterdir():
        text = (task / "children").read_text().split()
        found += [int(child) for child in text]
    return found


def test_no_git_process_outlives_a_run(kb_repo: KbRepoFixture) -> None:
    brief = kb_repo.add_brief(DEMO, BRIEF)
    propose(brief, Options(dry_run=True))
    leftovers = [
        pid
        for pid in children_of(os.getpid())
        if Path(f"/proc/{pid}/cmdline").exists()
        and b"git" in Path(f"/proc/{pid}/cmdline").read_bytes()
    ]
    assert leftovers == []


def test_brief_text_never_becomes_a_git_option(kb_repo: KbRepoFixture) -> None:
    # A KB path and a quoted phrase that look like options must be taken as data.
    kb_repo.write("--output=x.md", (FIXTURES / "kb/organized/knowledge/inference.md").read_bytes())
    tricky = DEMO.replace(b"2026-11-04", b"2026-11-04 --exec=touch pwned")
    brief = kb_repo.add_brief(tricky, BRIEF)
    done = subprocess.run(
        [sys.executable, "-m", "kbpatch", "propose", BRIEF, "--kb", "--output=x.md"],
        cwd=kb_repo.root,
        capture_output=True,
        text=True,
        check=False,
    )
    assert done.returncode == 0, done.stderr
    assert not (kb_repo.root / "pwned").exists()
    assert not (kb_repo.root / "x.md").exists()
    assert any((brief.parent / Path(OUTPUT).name).glob("*.patch"))
