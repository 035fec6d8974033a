"""Problems of the machine or repository, not of kbpatch: each is one line naming the cause
and the fix, exit 2; `schema` and `--help` need no git at all."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from .conftest import FIXTURES, KB_PATH, KbRepoFixture, Snapshot, git, run_kbpatch

DEMO = (FIXTURES / "demo" / "brief.md").read_bytes()
BRIEF = "inbox/tom/2026-11-04-inference-e1prep.md"


def assert_one_line(done: subprocess.CompletedProcess[str], *words: str) -> None:
    assert done.returncode == 2, (done.stdout, done.stderr)
    assert "Traceback" not in done.stderr and "kbpatch bug" not in done.stderr, done.stderr
    lines = done.stderr.splitlines()
    assert len(lines) == 1 and lines[0].startswith("error: "), done.stderr
    for word in words:
        assert word in lines[0], done.stderr


@pytest.fixture
def without_git(tmp_path: Path) -> dict[str, str]:
    """A PATH with this Python but no git on it."""
    bin_dir = tmp_path / "bin"
    bin_dir.mkdir()
    (bin_dir / "python3").symlink_to(sys.executable)
    assert shutil.which("git", path=str(bin_dir)) is None
    return {"PATH": str(bin_dir)}


def test_without_git_schema_and_help_work_and_the_rest_say_why(
    kb_repo: KbRepoFixture, without_git: dict[str, str]
) -> None:
    kb_repo.add_brief(DEMO, BRIEF)
    schema = run_kbpatch("schema", cwd=kb_repo.root, env=without_git)
    assert (schema.returncode, schema.stderr) == (0, "")
    assert '"manifest_version"' in schema.stdout
    helped = run_kbpatch("propose", "--help", cwd=kb_repo.root, env=without_git)
    assert helped.returncode == 0 and "BRIEF" in helped.stdout
    for command in ("propose", "explain", "check"):
        done = run_kbpatch(command, BRIEF, cwd=kb_repo.root, env=without_git)
        assert_one_line(done, "git is not on PATH", "install git")


def test_dubious_ownership_names_safe_directory(kb_repo: KbRepoFixture) -> None:
    kb_repo.add_brief(DEMO, BRIEF)
    before = Snapshot.take(kb_repo.root)
    # git's own switch for its tests: the repository counts as someone else's.
    done = run_kbpatch(
        "propose", BRIEF, cwd=kb_repo.root, env={"GIT_TEST_ASSUME_DIFFERENT_OWNER": "1"}
    )
    assert_one_line(done, "dubious ownership", "safe.directory")
    before.assert_only_new(kb_repo.root, None)


def test_unknown_repository_extension_names_it(kb_repo: KbRepoFixture) -> None:
    kb_repo.add_brief(DEMO, BRIEF)
    git(kb_repo.root, "config", "core.repositoryformatversion", "1")
    git(kb_repo.root, "config", "extensions.futurething", "true")
    done = run_kbpatch("propose", BRIEF, cwd=kb_repo.root)
    assert_one_line(done, "futurething", "upgrade git")
    assert not (kb_repo.root / BRIEF.replace(".md", ".patches")).exists()


def test_tmpdir_inside_the_repository(kb_repo: KbRepoFixture) -> None:
    kb_repo.add_brief(DEMO, BRIEF)
    inside = kb_repo.root / "tmp"
    inside.mkdir()
    done = run_kbpatch("propose", BRIEF, cwd=kb_repo.root, env={"TMPDIR": str(inside)})
    assert_one_line(done, "inside the repository", "TMPDIR")
    assert not (kb_repo.root / BRIEF.replace(".md", ".patches")).exists()
    assert list(inside.iterdir()) == []


def test_a_brief_name_too_long_for_its_output_folder(kb_repo: KbRepoFixture) -> None:
    name = "x" * (255 - len("-e1prep.md")) + "-e1prep.md"
    brief = kb_repo.add_brief(DEMO, f"inbox/{name}")
    done = run_kbpatch("propose", str(brief), "--kb", KB_PATH, cwd=kb_repo.root)
    assert_one_line(done, "too long", "rename the brief shorter")


def test_a_brief_name_that_is_not_utf8(kb_repo: KbRepoFixture) -> None:
    folder = kb_repo.root / "inbox"
    folder.mkdir()
    raw = os.path.join(os.fsencode(folder), b"caf\xe9-2026-11-04-inference-e1prep.md")
    with open(raw, "wb") as brief:
        brief.write(DEMO)
    done = run_kbpatch("propose", os.fsdecode(raw), cwd=kb_repo.root)
    assert_one_line(done, "not a UTF-8 file name", "rename")
    batch = run_kbpatch("propose", "inbox", cwd=kb_repo.root)
    assert batch.returncode == 2 and "not a UTF-8 file name" in batch.stderr
    assert "Traceback" not in batch.stderr
