"""Several briefs, or a folder of them, in one run: the KB read once, each brief's patches
beside it, one brief's bad input not stopping the others, the worst exit code, a progress
bar only on a terminal, and --exit-code for bots."""

from __future__ import annotations

import os
import pty
import subprocess
import sys
from pathlib import Path

import pytest

from kbpatch.gitrepo import KbRepo
from kbpatch.propose import Options, ProposeResult, find_briefs, propose_each

from .conftest import FIXTURES, KB_PATH, KbRepoFixture, Snapshot, git, invoke

DEMO = (FIXTURES / "demo" / "brief.md").read_bytes()
MERGE = (FIXTURES / "flat-merge" / "brief.md").read_bytes()
UNRESOLVED = (FIXTURES / "unresolved" / "brief.md").read_bytes()
FLAT = (FIXTURES / "flat-daily" / "brief.md").read_bytes()
TOM = "inbox/tom/2026-11-04-inference-e1prep.md"
ANN = "inbox/ann/2026-11-03-inference-e1prep.md"
BAD = "inbox/bob/2026-11-05-inference-e1prep.md"


def folder_of(repo: KbRepoFixture, brief: str) -> Path:
    return repo.root / brief.replace(".md", ".patches")


def test_a_folder_stands_for_its_briefs(kb_repo: KbRepoFixture) -> None:
    kb_repo.write(TOM, DEMO)
    kb_repo.write(ANN, MERGE)
    kb_repo.write("inbox/ann/README.md", b"# notes, not a brief\n")
    kb_repo.write("inbox/.drafts/x-e1prep.md", b"hidden drafts are not briefs")
    kb_repo.commit("briefs")
    before = Snapshot.take(kb_repo.root)
    code, out, err = invoke("propose", str(kb_repo.root / "inbox"))
    assert (code, err) == (0, "")
    assert out.count("kbpatch: ") == 2
    assert f"kbpatch: {ANN} →" in out and f"kbpatch: {TOM} →" in out
    assert out.splitlines()[-1] == (
        "batch: 2 brief(s), 10 patch file(s) in all, 0 with unresolved actions, 0 failed; exit 0"
    )
    before.assert_only_new(kb_repo.root, "inbox/")
    for brief in (TOM, ANN):
        assert (folder_of(kb_repo, brief) / "manifest.json").is_file()
    new = set(Snapshot.take(kb_repo.root).files) - set(before.files)
    assert all(".patches/" in name for name in new)
    # A second run finds the folders and leaves the briefs inside them alone.
    code, _, err = invoke("propose", str(kb_repo.root / "inbox"), "--force")
    assert (code, err) == (0, "")


def test_a_folder_takes_flattened_txt_briefs_and_names_the_near_misses_it_skips(
    kb_repo: KbRepoFixture,
) -> None:
    flat = "inbox/ann/2026-11-02-inference-e1prep.txt"
    kb_repo.write(TOM, DEMO)
    kb_repo.write(flat, FLAT)
    kb_repo.write("inbox/ann/2026-11-01-inference-e1prep.md.bak", DEMO)
    kb_repo.write("inbox/ann/2026-10-30-inference-E1PREP.docx", b"PK")
    # A .txt beside the .md of the same name would write the same patch folder.
    kb_repo.write(TOM.replace(".md", ".txt"), FLAT)
    kb_repo.write("inbox/ann/notes.md", b"# not a brief, and not named like one\n")
    kb_repo.commit("briefs")
    code, out, err = invoke("propose", str(kb_repo.root / "inbox"), "--dry-run")
    assert code == 0
    assert f"kbpatch: {flat} →" in out and f"kbpatch: {TOM} →" in out
    assert out.count("kbpatch: ") == 2
    inbox = kb_repo.root / "inbox"
    assert err.splitlines() == [
        f"kbpatch: skipped {inbox}/ann/2026-10-30-inference-E1PREP.docx: "
        "named like a brief, but not *e1prep.md or *e1prep.txt",
        f"kbpatch: skipped {inbox}/ann/2026-11-01-inference-e1prep.md.bak: "
        "named like a brief, but not *e1prep.md or *e1prep.txt",
        f"kbpatch: skipped {kb_repo.root / TOM.replace('.md', '.txt')}: "
        "2026-11-04-inference-e1prep.md beside it is taken instead",
    ]


def test_a_folder_without_briefs_says_no_briefs_found_and_exits_2(
    kb_repo: KbRepoFixture,
) -> None:
    kb_repo.write("inbox/tom/2026-11-04-inference-e1prep.md~", DEMO)
    kb_repo.write("inbox/tom/notes.md", b"# notes\n")
    kb_repo.commit("no briefs")
    inbox = kb_repo.root / "inbox"
    code, out, err = invoke("propose", str(inbox))
    assert (code, out) == (2, "")
    assert err == (
        f"error: no briefs found in {inbox} (files named *e1prep.md or *e1prep.txt); "
        f"skipped {inbox}/tom/2026-11-04-inference-e1prep.md~: "
        "named like a brief, but not *e1prep.md or *e1prep.txt\n"
    )


def test_bad_input_does_not_stop_the_others_and_the_worst_code_wins(
    kb_repo: KbRepoFixture,
) -> None:
    kb_repo.write(TOM, DEMO)
    kb_repo.write(ANN, UNRESOLVED)
    kb_repo.write(BAD, b"")
    kb_repo.commit("briefs")
    empty = kb_repo.root / "empty"
    empty.mkdir()
    args = [str(kb_repo.root / p) for p in (BAD, ANN, TOM)]
    code, out, err = invoke("propose", *args, str(empty), str(kb_repo.root / TOM))
    assert code == 2
    errors = err.splitlines()
    assert errors[0] == f"error: {empty} holds no briefs (files named *e1prep.md or *e1prep.txt)"
    assert errors[1].startswith(f"error: {kb_repo.root / BAD}: the brief is empty")
    assert len(errors) == 2
    assert "3 unresolved" in out
    assert (folder_of(kb_repo, TOM) / "manifest.json").is_file()  # after the bad one
    assert not folder_of(kb_repo, BAD).exists()
    assert out.count(f"kbpatch: {TOM}") == 1  # named twice, proposed once
    assert out.splitlines()[-1].endswith("1 with unresolved actions, 2 failed; exit 2")
    # Without the bad input, unresolved is the worst: 1.
    code, _, _ = invoke("propose", str(kb_repo.root / ANN), str(kb_repo.root / TOM), "--force")
    assert code == 1


def test_the_kb_is_read_once(kb_repo: KbRepoFixture, monkeypatch: pytest.MonkeyPatch) -> None:
    for n, brief in enumerate((DEMO, MERGE, UNRESOLVED)):
        kb_repo.write(f"inbox/p{n}/2026-11-0{n + 1}-inference-e1prep.md", brief)
    kb_repo.commit("briefs")
    reads: list[str] = []
    original = KbRepo.head_blob

    def counting(self: KbRepo, relpath: str) -> tuple[bytes, str]:
        reads.append(relpath)
        return original(self, relpath)

    monkeypatch.setattr(KbRepo, "head_blob", counting)
    briefs, errors, _ = find_briefs([kb_repo.root / "inbox"])
    assert errors == []
    runs = list(propose_each(briefs, Options(dry_run=True)))
    assert reads == [KB_PATH]
    assert [run.exit_code() for run in runs] == [0, 0, 1]
    assert [run.exit_code(for_review=True) for run in runs] == [1, 1, 1]
    results = [run.result for run in runs if isinstance(run.result, ProposeResult)]
    assert len({result.proposal.brief_path for result in results}) == 3


def run_on_a_terminal(args: list[str], cwd: Path) -> tuple[int, str, str]:
    """Run kbpatch with stderr on a pseudo-terminal and stdout on a pipe, as `… | less` does."""
    leader, follower = pty.openpty()
    env = {**os.environ, "NO_COLOR": "1", "TERM": "xterm"}
    with subprocess.Popen(
        [sys.executable, "-m", "kbpatch", *args],
        cwd=cwd,
        stdout=subprocess.PIPE,
        stderr=follower,
        env=env,
    ) as process:
        os.close(follower)
        chunks = []
        while True:
            try:
                chunk = os.read(leader, 4096)
            except OSError:  # EIO: the child closed the terminal
                break
            if not chunk:
                break
            chunks.append(chunk)
        assert process.stdout is not None
        out = process.stdout.read().decode("utf-8")
        code = process.wait()
    os.close(leader)
    return code, out, b"".join(chunks).decode("utf-8", "replace")


def test_progress_bar_on_a_terminal_only_and_never_in_piped_output(
    kb_repo: KbRepoFixture,
) -> None:
    names = [f"inbox/p{n}/2026-11-0{n + 1}-inference-e1prep.md" for n in range(4)]
    for name in names:
        kb_repo.write(name, DEMO)
    kb_repo.commit("briefs")
    code, out, terminal = run_on_a_terminal(["propose", "inbox", "--dry-run"], kb_repo.root)
    assert code == 0, terminal
    assert "kbpatch propose" in terminal and "100%" in terminal
    assert "\r" not in out and "kbpatch propose" not in out
    assert out.count("kbpatch: inbox/") == 4
    # Three briefs are not "more than a few": no bar.
    code, _, terminal = run_on_a_terminal(["propose", *names[:3], "--dry-run"], kb_repo.root)
    assert (code, terminal) == (0, "")
    # Not a terminal: no bar either.
    done = subprocess.run(
        [sys.executable, "-m", "kbpatch", "propose", "inbox", "--dry-run"],
        cwd=kb_repo.root,
        capture_output=True,
        text=True,
        check=False,
    )
    assert (done.returncode, done.stderr) == (0, "")


def test_exit_code_for_bots(kb_repo: KbRepoFixture) -> None:
    brief = str(kb_repo.add_brief(DEMO, TOM))
    assert invoke("propose", brief, "--dry-run", "--exit-code")[0] == 1
    assert invoke("propose", brief, "--dry-run")[0] == 0
    # Once both patches are in, there is nothing to propose: 0.
    assert invoke("propose", brief)[0] == 0
    folder = folder_of(kb_repo, TOM)
    git(kb_repo.root, "am", "-q", *sorted(str(p) for p in folder.glob("*.patch")))
    code, out, _ = invoke("propose", brief, "--dry-run", "--exit-code", "--format", "json")
    assert code == 0
    assert '"already_present": 2' in out
    # Unresolved still needs a human: 1; bad input stays 2.
    unresolved = str(kb_repo.add_brief(UNRESOLVED, ANN))
    assert invoke("propose", unresolved, "--dry-run", "--exit-code")[0] == 1
    assert invoke("propose", brief, unresolved, "nowhere.md", "--dry-run", "--exit-code")[0] == 2


def test_two_briefs_for_one_output_folder_are_refused_before_anything_is_written(
    kb_repo: KbRepoFixture,
) -> None:
    md = kb_repo.write("inbox/tom/2026-11-04-inference-e1prep.md", DEMO)
    txt = kb_repo.write("inbox/tom/2026-11-04-inference-e1prep.txt", MERGE)
    other = kb_repo.write(ANN, MERGE)
    kb_repo.commit("briefs")
    before = Snapshot.take(kb_repo.root)
    code, _, err = invoke("propose", "--force", str(md), str(txt), str(other))
    assert code == 2
    lines = err.splitlines()
    assert len(lines) == 2, err
    for line, brief in zip(lines, (md, txt), strict=True):
        assert line.startswith(f"error: {brief} and ")
        assert "would both write 2026-11-04-inference-e1prep.patches" in line
    assert not (md.parent / "2026-11-04-inference-e1prep.patches").exists()
    before.assert_only_new(kb_repo.root, "inbox/ann/")
    assert (folder_of(kb_repo, ANN) / "manifest.json").is_file()
