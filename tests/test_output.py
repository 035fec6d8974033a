"""write_series's own paths: renames that never show a partial folder, --force, leftovers of
killed runs, and remove_tree."""

from __future__ import annotations

import os
import stat
from pathlib import Path

import pytest

from kbpatch import output
from kbpatch.errors import OutputExists
from kbpatch.output import remove_tree, swap_in, write_series

FILES = (("0001-a.patch", "甲\n"), ("alternatives/0002-b.patch", "乙\n"), ("manifest.json", "{}\n"))


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
    (folder / "deep" / "er").mkdir(parents=True)
    (folder / "deep" / "er" / "old.txt").write_text("old")
    outside = tmp_path / "outside"
    outside.mkdir()
    (outside / "keep.txt").write_text("keep")
    (folder / "link").symlink_to(outside, target_is_directory=True)
    write_series(folder, [], force=True, extra=FILES)
    assert contents(folder) == dict(FILES)
    assert (outside / "keep.txt").read_text() == "keep"
    assert sorted(p.name for p in tmp_path.iterdir()) == ["outside", "x.patches"]


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
