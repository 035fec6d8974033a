"""The `kbpatch-check` pre-commit hook of .pre-commit-hooks.yaml, run as pre-commit runs it:
its `entry` split like a command line, the staged (or all) files that match `files` appended,
in a real repository that keeps a patch folder in git. It passes on a fresh folder and fails
once the KB moved under a patch, or a patch in the folder was tampered with."""

from __future__ import annotations

import os
import re
import shlex
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest
import yaml

from .conftest import FIXTURES, KB_PATH, ROOT, KbRepoFixture, git, invoke

HOOKS = ROOT / ".pre-commit-hooks.yaml"
BRIEF = "inbox/tom/2026-11-04-inference-e1prep.md"
OUTPUT = "inbox/tom/2026-11-04-inference-e1prep.patches"
FIRST = "0001-s5.3-add-baichuan-m3-14b-awq-vllm-awq.patch"
# The KB line that the first demo patch inserts its entry after.
ANCHOR = "- 趋势：模型可移植性成为采购条款"
TRY_REPO = [sys.executable, "-m", "pre_commit", "try-repo"]


def brief_bytes(case: str) -> bytes:
    return (FIXTURES / case / "brief.md").read_bytes()


def hook() -> dict[str, Any]:
    hooks = yaml.safe_load(HOOKS.read_text(encoding="utf-8"))
    found = [one for one in hooks if one["id"] == "kbpatch-check"]
    assert len(found) == 1
    return dict(found[0])


def run_hook(
    repo: KbRepoFixture, files: list[str], *, always_run: bool = False
) -> subprocess.CompletedProcess[str] | None:
    """What `pre-commit run` does with these files: keep those `files:` matches, append them
    to the entry (pass_filenames), and run it at the repository root; None when it would
    skip the hook (no file matches). `always_run` is the override docs/bots.md shows."""
    spec = hook()
    assert spec["language"] == "python" and spec["pass_filenames"] is True
    if always_run:
        matching = []
    else:
        matching = [name for name in files if re.search(spec["files"], name)]
        if not matching:
            return None
    command = shlex.split(spec["entry"])
    # pre-commit's python hooks run in a virtualenv with kbpatch installed: this one.
    command = [sys.executable if part == "python" else part for part in command]
    return subprocess.run(
        [*command, *matching],
        cwd=repo.root,
        env={**os.environ, "PYTHONPATH": str(ROOT)},
        capture_output=True,
        text=True,
        check=False,
    )


def staged(repo: KbRepoFixture) -> list[str]:
    return git(repo.root, "diff", "--cached", "--name-only", "--diff-filter=ACMR").splitlines()


def tracked(repo: KbRepoFixture) -> list[str]:
    """`pre-commit run --all-files`."""
    return git(repo.root, "ls-files").splitlines()


@pytest.fixture
def folder_staged(kb_repo: KbRepoFixture) -> KbRepoFixture:
    """A brief and its freshly proposed patch folder, staged for commit."""
    brief = kb_repo.add_brief(brief_bytes("demo"), BRIEF)
    code, _, err = invoke("propose", str(brief))
    assert code == 0, err
    git(kb_repo.root, "add", "-A")
    return kb_repo


def test_a_fresh_patch_folder_passes_then_fails_once_the_kb_moved(
    folder_staged: KbRepoFixture,
) -> None:
    repo = folder_staged
    files = staged(repo)
    assert f"{OUTPUT}/manifest.json" in files and f"{OUTPUT}/{FIRST}" in files
    done = run_hook(repo, files)
    assert done is not None and done.returncode == 0, done.stdout + done.stderr
    # Three files of one folder: the folder is checked once.
    assert done.stdout.count(f"{FIRST}  applies") == 1
    repo.commit("brief and its patches")

    kb = repo.root / KB_PATH
    text = kb.read_text(encoding="utf-8")
    kb.write_text(text.replace(ANCHOR, ANCHOR.replace("采购条款", "采购合同条款")), "utf-8")
    repo.commit("reword the line the first patch inserts after")
    done = run_hook(repo, tracked(repo))
    assert done is not None and done.returncode == 1
    assert f"{FIRST}  stale" in done.stdout


def test_a_tampered_patch_fails_the_commit(folder_staged: KbRepoFixture) -> None:
    repo = folder_staged
    patch = repo.root / OUTPUT / FIRST
    text = patch.read_text(encoding="utf-8")
    context = next(line for line in text.splitlines() if line.startswith(" - "))
    patch.write_text(text.replace(context, context + " (edited by hand)", 1), encoding="utf-8")
    git(repo.root, "add", "-A")
    done = run_hook(repo, staged(repo))
    # `check` calls it stale (exit 1) or, once it compares patches with their manifest,
    # tampered (exit 2): either fails the commit.
    assert done is not None and done.returncode in (1, 2)
    assert re.search(rf"^  {re.escape(FIRST)}  (stale|tampered)", done.stdout, re.MULTILINE)


def test_given_no_files_it_checks_every_patch_folder_in_git(kb_repo: KbRepoFixture) -> None:
    # Files outside patch folders do not run the hook; with always_run and pass_filenames
    # false, it runs with no files and checks every folder git knows.
    assert run_hook(kb_repo, [KB_PATH]) is None
    done = run_hook(kb_repo, [], always_run=True)
    assert done is not None and (done.returncode, done.stdout) == (0, "")
    for name, case in ((BRIEF, "demo"), ("inbox/ann/2026-11-03-inference-e1prep.md", "flat-merge")):
        code, _, err = invoke("propose", str(kb_repo.add_brief(brief_bytes(case), name)))
        assert code == 0, err
    kb_repo.commit("two briefs and their patches")
    done = run_hook(kb_repo, [], always_run=True)
    assert done is not None and done.returncode == 0
    assert done.stdout.count("kbpatch check: inbox/") == 2


@pytest.mark.skipif(
    not os.environ.get("KBPATCH_SLOW"), reason="installs a hook environment: KBPATCH_SLOW=1"
)
def test_pre_commit_itself_installs_and_runs_the_hook(
    folder_staged: KbRepoFixture, tmp_path: Path
) -> None:
    """`pre-commit try-repo` on this checkout: it installs kbpatch into a hook environment of
    its own (with pip, from PyPI: 20 to 40 seconds) and runs the hook on the given files."""
    pytest.importorskip("pre_commit")
    env = {**os.environ, "PRE_COMMIT_HOME": str(tmp_path / "pre-commit-home")}

    def try_repo(*files: str) -> subprocess.CompletedProcess[str]:
        return subprocess.run(
            [*TRY_REPO, str(ROOT), "kbpatch-check", "--files", *files],
            cwd=folder_staged.root,
            env=env,
            capture_output=True,
            text=True,
            check=False,
        )

    manifest = f"{OUTPUT}/manifest.json"
    done = try_repo(manifest)
    assert done.returncode == 0 and "Passed" in done.stdout, done.stdout + done.stderr
    folder_staged.commit("brief and its patches")
    kb = folder_staged.root / KB_PATH
    text = kb.read_text(encoding="utf-8")
    kb.write_text(text.replace(ANCHOR, ANCHOR.replace("采购条款", "采购合同条款")), "utf-8")
    folder_staged.commit("reword the line the first patch inserts after")
    done = try_repo(manifest)
    assert done.returncode == 1 and "Failed" in done.stdout
    assert f"{FIRST}  stale" in done.stdout
