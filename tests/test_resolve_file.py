"""resolve_file caches folders but must answer exactly as Path.absolute().resolve() does."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from kbpatch.gitrepo import resolve_file

CASES = [
    "a/x.md",
    "l/x.md",
    "a/ln.md",
    "l/ln.md",
    "a/../a/x.md",
    "a/..",
    "a/./x.md",
    "missing/y.md",
    "l/../a/x.md",
    "a/x.md/..",
    "dangling.md",
]


@pytest.fixture
def tree(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    (tmp_path / "a").mkdir()
    (tmp_path / "a" / "x.md").write_text("x", encoding="utf-8")
    (tmp_path / "l").symlink_to(tmp_path / "a")
    (tmp_path / "a" / "ln.md").symlink_to(tmp_path / "a" / "x.md")
    (tmp_path / "dangling.md").symlink_to(tmp_path / "nowhere.md")
    monkeypatch.chdir(tmp_path)
    return tmp_path


def test_answers_as_resolve_with_one_cache_for_all(tree: Path) -> None:
    folders: dict[Path, Path] = {}
    for _ in range(2):  # the second time every folder comes from the cache
        for case in CASES:
            assert resolve_file(Path(case), folders) == Path(case).absolute().resolve(), case


def test_a_folder_resolved_once(tree: Path) -> None:
    folders: dict[Path, Path] = {}
    resolve_file(Path("l/x.md"), folders)
    assert folders == {tree / "l": tree / "a"}
    # A file that is itself a link is resolved whole, not through the cache.
    assert resolve_file(Path("a/ln.md"), folders) == tree / "a" / "x.md"
    assert os.path.islink(tree / "a" / "ln.md")
