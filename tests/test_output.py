"""write_series's own paths: renames that never show a partial folder, --force, leftovers of
killed runs, and remove_tree."""

from __future__ import annotations

import os
import stat
import subprocess
import sys
import time
from pathlib import Path

import pytest

from kbpatch import output
from kbpatch.errors import BadInput, OutputExists
from kbpatch.manifest import Manifest, ManifestPatch, ManifestSummary, manifest_json
from kbpatch.output import not_kbpatch_written, remove_tree, swap_in, write_series


def kbpatch_files(*patches: tuple[str, str]) -> tuple[tuple[str, str], ...]:
    """The files of a folder kbpatch writes: `patches` (name, text) and a manifest.json that
    lists them, as --force needs to find before it replaces a folder."""
    listed = tuple(
        ManifestPatch(
            file=name,
            alternative=name.startswith("alternatives/"),
            actions=(),
            lines_added=0,
            lines_removed=0,
            base_blob="0" * 40,
            result_blob="0" * 40,
            diff_sha256="0" * 64,
        )
        for name, _ in patches
    )
    counts = dict.fromkeys(ManifestSummary.__dataclass_fields__, 0)
    manifest = Manifest(
        kbpatch_version="0",
        brief="x.md",
        kb="kb.md",
        base_commit="0" * 40,
        kb_blob="0" * 40,
        output="x.patches",
        worktree_differs=False,
        summary=ManifestSummary(**counts),
        actions=(),
        patches=listed,
    )
    return (*patches, ("manifest.json", manifest_json(manifest)))


FILES = kbpatch_files(("0001-a.patch", "甲\n"), ("alternatives/0002-b.patch", "乙\n"))


def contents(folder: Path) -> dict[str, str]:
    return {
        str(p.relative_to(folder)): p.read_text("utf-8") for p in folder.rglob("*") if p.is_file()
    }


def test_writes_a_whole_folder_with_normal_permissions(tmp_path: Path) -> None:
    folder = tmp_path / "x.patches"
    write_series(folder, [], force=False, extra=FILES)
    assert contents(folder) == dict(FILES)
    assert stat.S_IMODE(folder.stat().st_mode) == 0o755
    umask = os.umask(0)
    os.umask(umask)
    assert stat.S_IMODE((folder / "0001-a.patch").stat().st_mode) == 0o666 & ~umask
    assert sorted(p.name for p in tmp_path.iterdir()) == ["x.patches"]


def test_force_replaces_the_old_folder_and_leaves_nothing_beside(tmp_path: Path) -> None:
    folder = tmp_path / "x.patches"
    write_series(folder, [], force=False, extra=kbpatch_files(("old/er/0001-old.patch", "旧\n")))
    outside = tmp_path / "outside"
    outside.mkdir()
    (outside / "keep.txt").write_text("keep")
    # A listed patch someone replaced by a link: removed itself, never followed.
    (folder / "old" / "er" / "0001-old.patch").unlink()
    (folder / "old" / "er" / "0001-old.patch").symlink_to(outside, target_is_directory=True)
    write_series(folder, [], force=True, extra=FILES)
    assert contents(folder) == dict(FILES)
    assert (outside / "keep.txt").read_text() == "keep"
    assert sorted(p.name for p in tmp_path.iterdir()) == ["outside", "x.patches"]


def test_only_a_folder_of_kbpatch_s_own_files_or_an_empty_one_counts_as_kbpatch_s(
    tmp_path: Path,
) -> None:
    folder = tmp_path / "x.patches"
    write_series(folder, [], force=False, extra=FILES)
    assert not_kbpatch_written(str(folder)) is None
    (folder / "alternatives" / "mine.txt").write_text("mine")
    assert not_kbpatch_written(str(folder)) == (
        "it holds alternatives/mine.txt, which its manifest.json does not list"
    )
    (folder / "alternatives" / "mine.txt").unlink()
    (folder / "drafts").mkdir()
    assert not_kbpatch_written(str(folder)) == (
        "it holds drafts/, which its manifest.json does not list"
    )
    (folder / "drafts").rmdir()
    (folder / "0001-a.patch").unlink()
    (folder / "0001-a.patch").mkdir()  # a listed name, but a folder of somebody's
    (folder / "0001-a.patch" / "x").write_text("x")
    assert not_kbpatch_written(str(folder)) == (
        "it holds 0001-a.patch/, which its manifest.json does not list"
    )
    empty = tmp_path / "empty.patches"
    empty.mkdir()
    assert not_kbpatch_written(str(empty)) is None
    bare = tmp_path / "bare.patches"
    bare.mkdir()
    (bare / "0001-a.patch").write_text("甲\n")
    assert not_kbpatch_written(str(bare)) == "it has no manifest.json"
    (bare / "manifest.json").write_text('{"name": "my-package", "version": "1.0.0"}\n')
    assert not_kbpatch_written(str(bare)) == "its manifest.json is not a manifest kbpatch wrote"
    (bare / "manifest.json").unlink()
    (bare / "manifest.json").symlink_to(folder / "manifest.json")
    assert not_kbpatch_written(str(bare)) == "its manifest.json is not a regular file"


def test_with_force_a_folder_filled_by_someone_meanwhile_is_kept(tmp_path: Path) -> None:
    """The folder was kbpatch's when the run looked first; a file put in it since is found
    again just before the swap, and the folder stays as it is."""
    folder = tmp_path / "x.patches"
    write_series(folder, [], force=False, extra=FILES)
    (folder / "notes.md").write_text("mine")
    staging = tmp_path / ".kbpatch-1-1.tmp"
    staging.mkdir()
    with pytest.raises(OutputExists, match="is not a folder kbpatch wrote"):
        swap_in(str(staging), str(folder), force=True, exists=True)
    assert contents(folder) == {**dict(FILES), "notes.md": "mine"}
    assert staging.is_dir()


def test_without_force_a_folder_made_meanwhile_is_kept(tmp_path: Path) -> None:
    staging = tmp_path / ".x.patches.1.tmp"
    staging.mkdir()
    (staging / "new").write_text("new")
    folder = tmp_path / "x.patches"
    folder.mkdir()
    with pytest.raises(OutputExists, match="appeared while kbpatch ran"):
        swap_in(str(staging), str(folder), force=False, exists=False)
    assert list(folder.iterdir()) == []
    assert (staging / "new").read_text() == "new"


def test_a_folder_filled_after_the_last_look_is_kept(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A folder with files made between the last look at the name and the rename (here: the
    look is made to miss it) makes the rename fail; the folder keeps its files."""
    staging = tmp_path / ".x.patches.1.tmp"
    staging.mkdir()
    (staging / "new").write_text("new")
    folder = tmp_path / "x.patches"
    folder.mkdir()
    (folder / "theirs").write_text("theirs")
    monkeypatch.setattr(output.os.path, "lexists", lambda path: False)
    with pytest.raises(OutputExists, match="was written to while kbpatch ran"):
        swap_in(str(staging), str(folder), force=False, exists=False)
    assert contents(folder) == {"theirs": "theirs"}
    assert (staging / "new").read_text() == "new"


def test_with_force_a_file_put_there_meanwhile_is_kept(tmp_path: Path) -> None:
    staging = tmp_path / ".x.patches.1.tmp"
    staging.mkdir()
    folder = tmp_path / "x.patches"
    folder.write_text("user data")
    with pytest.raises(OutputExists, match="appeared while kbpatch ran"):
        swap_in(str(staging), str(folder), force=True, exists=True)
    assert folder.read_text() == "user data"
    assert staging.is_dir()


def test_with_force_a_folder_gone_meanwhile_is_not_needed(tmp_path: Path) -> None:
    staging = tmp_path / ".x.patches.1.tmp"
    staging.mkdir()
    (staging / "new").write_text("new")
    folder = tmp_path / "x.patches"
    swap_in(str(staging), str(folder), force=True, exists=True)
    assert (folder / "new").read_text() == "new"
    assert not staging.exists()


def test_remove_tree_never_follows_a_symbolic_link(tmp_path: Path) -> None:
    outside = tmp_path / "outside"
    (outside / "sub").mkdir(parents=True)
    (outside / "sub" / "keep.txt").write_text("keep")
    doomed = tmp_path / "doomed"
    (doomed / "a" / "b").mkdir(parents=True)
    (doomed / "a" / "b" / "f").write_text("f")
    (doomed / "a" / "link").symlink_to(outside / "sub", target_is_directory=True)
    (doomed / "file-link").symlink_to(outside / "sub" / "keep.txt")
    remove_tree(str(doomed))
    assert not doomed.exists()
    assert (outside / "sub" / "keep.txt").read_text() == "keep"
    top_link = tmp_path / "top-link"
    top_link.symlink_to(outside, target_is_directory=True)
    remove_tree(str(top_link))
    assert not top_link.is_symlink()
    assert (outside / "sub" / "keep.txt").read_text() == "keep"


def test_staging_names_skip_a_leftover(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(output, "_staging_names", iter([7, 7, 8]))
    first = output._make_staging(str(tmp_path))
    second = output._make_staging(str(tmp_path))
    assert first.endswith(f"/.kbpatch-{os.getpid()}-7.tmp")
    assert second.endswith(f"/.kbpatch-{os.getpid()}-8.tmp")
    assert stat.S_IMODE(os.stat(second).st_mode) == 0o700


def test_a_longest_legal_output_folder_name_is_staged(tmp_path: Path) -> None:
    folder = tmp_path / ("x" * (245 - len(".patches")) + ".patches")
    assert len(folder.name.encode()) == 245
    write_series(folder, [], force=False, extra=FILES)
    write_series(folder, [], force=True, extra=FILES)
    assert contents(folder) == dict(FILES)
    assert sorted(p.name for p in tmp_path.iterdir()) == [folder.name]


def make_unremovable(folder: Path) -> None:
    """Make `folder`'s entries impossible to remove: read-only, or immutable for root."""
    if os.geteuid() == 0:
        done = subprocess.run(["chattr", "+i", str(folder)], capture_output=True, check=False)
        if done.returncode != 0:
            pytest.skip("root without chattr +i: nothing here is unremovable")
    else:
        folder.chmod(0o555)


def make_removable(folder: Path) -> None:
    if os.geteuid() == 0:
        subprocess.run(["chattr", "-i", str(folder)], check=True)
    else:
        folder.chmod(0o755)


def test_force_that_cannot_remove_the_old_folder_changes_nothing(tmp_path: Path) -> None:
    folder = tmp_path / "x.patches"
    write_series(folder, [], force=False, extra=kbpatch_files(("alternatives/old.patch", "旧\n")))
    before = contents(folder)
    make_unremovable(folder / "alternatives")
    try:
        with pytest.raises(BadInput, match="cannot be removed") as raised:
            write_series(folder, [], force=True, extra=FILES)
        assert raised.value.exit_code == 2
        assert contents(folder) == before
        assert sorted(p.name for p in tmp_path.iterdir()) == ["x.patches"]
    finally:
        make_removable(folder / "alternatives")


def dead_pid() -> int:
    """The pid of a process that has ended."""
    done = subprocess.Popen([sys.executable, "-c", ""])
    done.wait()
    return done.pid


def leftover(parent: Path, name: str, *, age: float = 2 * output.STALE_AFTER) -> Path:
    path = parent / name
    path.mkdir(mode=0o700)
    (path / "0001-a.patch").write_text("half written")
    path.chmod(0o700)
    then = time.time() - age
    os.utime(path, (then, then))
    return path


def test_leftovers_of_a_killed_run_are_removed_when_provably_its_and_old(
    tmp_path: Path,
) -> None:
    inbox = tmp_path / "inbox"
    inbox.mkdir()
    pid = dead_pid()
    stale = [leftover(inbox, f".kbpatch-{pid}-0.tmp"), leftover(inbox, f".kbpatch-{pid}-1.old")]
    kept = [
        leftover(inbox, f".kbpatch-{pid}-2.tmp", age=60),  # too recent
        leftover(inbox, f".kbpatch-{os.getppid()}-3.tmp"),  # its process still runs
        leftover(inbox, f".x.patches.{pid}.4.tmp"),  # not a name kbpatch gives
    ]
    odd_mode = leftover(inbox, f".kbpatch-{pid}-5.tmp")
    odd_mode.chmod(0o755)
    kept.append(odd_mode)
    (inbox / f".kbpatch-{pid}-6.tmp").symlink_to(tmp_path)
    write_series(inbox / "x.patches", [], force=False, extra=FILES)
    assert not any(path.exists() for path in stale)
    assert all(path.is_dir() for path in kept)
    assert (inbox / f".kbpatch-{pid}-6.tmp").is_symlink()


def test_stale_scratch_folders_in_the_temporary_folder_are_removed(tmp_path: Path) -> None:
    old = leftover(tmp_path, "kbpatch-verify-ab3d_fgh")
    check = leftover(tmp_path, "kbpatch-check-0123abcd")
    fresh = leftover(tmp_path, "kbpatch-verify-zzzzzzzz", age=60)
    other = leftover(tmp_path, "kbpatch-verify-not-ours-at-all")
    assert sorted(output.remove_leftovers(str(tmp_path), scratch=True)) == [str(check), str(old)]
    assert fresh.is_dir() and other.is_dir()
