"""kbpatch.gitrepo on real repositories: opening, HEAD blobs, paths, sha256, no leaked processes."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from kbpatch.errors import BadInput
from kbpatch.gitrepo import KbRepo
from kbpatch.kb import blob_id

from .conftest import git_bytes

KB = "\ufeff# 知识库\r\n\r\n## 1 概览\r\n正文 \r\n最后一行".encode()


def git(cwd: Path, *args: str, stdin: bytes | None = None) -> str:
    return git_bytes(cwd, *args, stdin=stdin).decode()


def make_repo(path: Path, object_format: str = "sha1") -> Path:
    """Create a repository with a committed KB in a subfolder, a folder and a symlink."""
    path.mkdir(parents=True)
    git(path, "init", "-q", f"--object-format={object_format}", ".")
    (path / "docs").mkdir()
    (path / "docs" / "kb.md").write_bytes(KB)
    (path / "docs" / "run.sh").write_text("#!/bin/sh\n")
    (path / "docs" / "run.sh").chmod(0o755)
    (path / "link.md").symlink_to("docs/kb.md")
    git(path, "add", ".")
    git(path, "commit", "-q", "-m", "kb")
    return path


@pytest.fixture
def repo(tmp_path: Path) -> Path:
    return make_repo(tmp_path / "repo")


def children() -> set[int]:
    """Return the ids of this process's child processes, from /proc."""
    pids: set[int] = set()
    for task in Path(f"/proc/{os.getpid()}/task").iterdir():
        text = (task / "children").read_text()
        pids.update(int(pid) for pid in text.split())
    return pids


def cmdline(pid: int) -> str:
    try:
        return Path(f"/proc/{pid}/cmdline").read_bytes().replace(b"\0", b" ").decode()
    except FileNotFoundError:
        return ""


def cat_file_children() -> set[int]:
    return {pid for pid in children() if "cat-file" in cmdline(pid)}


def test_open_from_a_subfolder(repo: Path) -> None:
    with KbRepo.open(repo / "docs") as kb:
        assert kb.root == repo.resolve()
        assert kb.head_commit == git(repo, "rev-parse", "HEAD").strip()
        assert kb.object_format == "sha1"
        assert kb.objects_dir == (repo / ".git" / "objects").resolve()


def test_open_from_a_file(repo: Path) -> None:
    with KbRepo.open(repo / "docs" / "kb.md") as kb:
        assert kb.root == repo.resolve()


def test_not_a_repository(tmp_path: Path) -> None:
    outside = tmp_path / "plain"
    outside.mkdir()
    with pytest.raises(BadInput, match="not inside a git repository") as info:
        KbRepo.open(outside)
    assert "\n" not in str(info.value)


def test_missing_start(tmp_path: Path) -> None:
    with pytest.raises(BadInput, match="does not exist"):
        KbRepo.open(tmp_path / "nowhere")


def test_no_commits_yet(tmp_path: Path) -> None:
    git(tmp_path, "init", "-q", "empty")
    with pytest.raises(BadInput, match="no commits yet; commit the KB file first") as info:
        KbRepo.open(tmp_path / "empty")
    assert "\n" not in str(info.value)


def test_bare_repository(tmp_path: Path, repo: Path) -> None:
    git(tmp_path, "clone", "-q", "--bare", str(repo), "bare.git")
    with pytest.raises(BadInput, match="bare repository"):
        KbRepo.open(tmp_path / "bare.git")


def test_head_blob_of_a_committed_file(repo: Path) -> None:
    with KbRepo.open(repo) as kb:
        data, oid = kb.head_blob("docs/kb.md")
        assert data == KB
        assert oid == git(repo, "rev-parse", "HEAD:docs/kb.md").strip()
        assert oid == blob_id(KB)
        assert kb.head_mode("docs/kb.md") == "100644"
        assert kb.head_mode("docs/run.sh") == "100755"
        assert kb.head_blob("./docs//kb.md") == (data, oid)


def test_head_blob_is_pinned_to_the_commit_at_open(repo: Path) -> None:
    with KbRepo.open(repo) as kb:
        (repo / "docs" / "kb.md").write_bytes(b"changed\n")
        git(repo, "commit", "-q", "-am", "change")
        assert kb.head_blob("docs/kb.md")[0] == KB


def test_head_blob_of_a_worktree_only_file(repo: Path) -> None:
    (repo / "docs" / "new.md").write_text("new\n")
    with KbRepo.open(repo) as kb, pytest.raises(BadInput) as info:
        kb.head_blob("docs/new.md")
    assert str(info.value) == "docs/new.md is not committed at HEAD; commit it first"


def test_head_blob_of_a_missing_file(repo: Path) -> None:
    with KbRepo.open(repo) as kb, pytest.raises(BadInput, match="does not exist"):
        kb.head_blob("docs/missing.md")


@pytest.mark.parametrize(
    ("relpath", "message"),
    [
        ("docs", "is a directory at HEAD"),
        ("link.md", "is a symlink at HEAD"),
        ("../x.md", "not a path relative"),
        ("/etc/passwd", "not a path relative"),
        ("", "not a path relative"),
        ("--output=x", "does not exist"),
    ],
)
def test_head_blob_rejects(repo: Path, relpath: str, message: str) -> None:
    with KbRepo.open(repo) as kb, pytest.raises(BadInput, match=message):
        kb.head_blob(relpath)


def test_worktree_differs(repo: Path) -> None:
    with KbRepo.open(repo) as kb:
        data, _ = kb.head_blob("docs/kb.md")
        assert not kb.worktree_differs("docs/kb.md", data)
        (repo / "docs" / "kb.md").write_bytes(data + b"\n")
        assert kb.worktree_differs("docs/kb.md", data)
        (repo / "docs" / "kb.md").unlink()
        assert kb.worktree_differs("docs/kb.md", data)


def test_worktree_differs_sees_through_autocrlf(tmp_path: Path) -> None:
    repo = tmp_path / "crlf"
    repo.mkdir()
    git(repo, "init", "-q", ".")
    (repo / "kb.md").write_bytes(b"a\nb\n")
    git(repo, "add", "kb.md")
    git(repo, "commit", "-q", "-m", "kb")
    git(repo, "config", "core.autocrlf", "true")
    (repo / "kb.md").write_bytes(b"a\r\nb\r\n")
    with KbRepo.open(repo) as kb:
        data, _ = kb.head_blob("kb.md")
        assert not kb.worktree_differs("kb.md", data)
        (repo / "kb.md").write_bytes(b"a\r\nc\r\n")
        assert kb.worktree_differs("kb.md", data)


def test_relpath(repo: Path, tmp_path: Path) -> None:
    with KbRepo.open(repo) as kb:
        assert kb.relpath(repo / "docs" / "kb.md") == "docs/kb.md"
        assert kb.relpath(repo / "docs" / ".." / "docs" / "kb.md") == "docs/kb.md"
        # Symlinks are resolved to the file they point at.
        assert kb.relpath(repo / "link.md") == "docs/kb.md"
        with pytest.raises(BadInput, match="outside the repository"):
            kb.relpath(tmp_path / "elsewhere.md")
        with pytest.raises(BadInput, match="repository root"):
            kb.relpath(repo)
        with pytest.raises(BadInput, match=r"inside \.git"):
            kb.relpath(repo / ".git" / "config")


def test_relpath_of_a_relative_path(repo: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(repo / "docs")
    with KbRepo.open(Path()) as kb:
        assert kb.relpath(Path("kb.md")) == "docs/kb.md"


def test_sha256_repository(tmp_path: Path) -> None:
    repo = make_repo(tmp_path / "r256", "sha256")
    with KbRepo.open(repo / "docs") as kb:
        assert kb.object_format == "sha256"
        assert kb.head_commit == git(repo, "rev-parse", "HEAD").strip()
        assert len(kb.head_commit) == 64
        data, oid = kb.head_blob("docs/kb.md")
        assert data == KB
        assert oid == git(repo, "rev-parse", "HEAD:docs/kb.md").strip()
        assert oid == blob_id(KB, "sha256")
        assert kb.head_mode("docs/run.sh") == "100755"
        assert not kb.worktree_differs("docs/kb.md", data)
        for bad in ("docs", "link.md", "docs/missing.md", "--output=x"):
            with pytest.raises(BadInput):
                kb.head_blob(bad)


def test_close_leaves_no_cat_file_process(repo: Path) -> None:
    before = cat_file_children()
    kb = KbRepo.open(repo)
    kb.head_blob("docs/kb.md")
    started = cat_file_children() - before
    # GitPython keeps `git cat-file --batch` and `--batch-check` running between reads.
    assert started
    kb.close()
    assert not (cat_file_children() - before)
    assert not (set(started) & children())


def test_context_manager_closes_on_error(repo: Path) -> None:
    before = cat_file_children()
    with pytest.raises(BadInput), KbRepo.open(repo) as kb:
        kb.head_blob("docs/kb.md")
        kb.head_blob("docs/missing.md")
    assert not (cat_file_children() - before)
