"""Golden cases: fixtures/<case>/brief.md against the fixture KB → fixtures/<case>/expected/.

Regenerate with `pytest tests/test_golden.py --regen-golden` and review the diff of expected/."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest
from click.testing import CliRunner

from kbpatch.cli import cli

from .conftest import FIXTURES, KB_PATH, KbRepoFixture, Snapshot, case_kb, git

CASES = sorted(p.parent.name for p in FIXTURES.glob("*/brief.md"))
BRIEF_NAME = "inbox/tom/2026-11-02-inference-e1prep.md"
OUTPUT = "inbox/tom/2026-11-02-inference-e1prep.patches"


def run_propose(repo: KbRepoFixture, *args: str) -> tuple[int, str, str]:
    runner = CliRunner()
    result = runner.invoke(cli, ["propose", str(repo.root / BRIEF_NAME), *args])
    return result.exit_code, result.stdout, result.stderr


def patch_files(folder: Path) -> dict[str, bytes]:
    if not folder.exists():
        return {}
    return {
        p.relative_to(folder).as_posix(): p.read_bytes()
        for p in sorted(folder.rglob("*"))
        if p.is_file()
    }


def check_applies(repo: Path, patches: list[Path]) -> None:
    """Each patch alone, then all of them in name order, with git apply on a clean checkout."""
    for patch in patches:
        git(repo, "apply", "--check", str(patch))
    if patches:
        git(repo, "apply", "--check", *[str(p) for p in patches])


def use_case_kb(repo: KbRepoFixture, case: str) -> None:
    """A case with a KB of its own (see conftest.case_kb) runs against it instead of the
    shared fixture KB."""
    own = case_kb(case)
    if own is not None:
        repo.write(KB_PATH, own.read_bytes())
        repo.commit("KB of another shape")


@pytest.mark.parametrize("case", CASES)
def test_golden(case: str, kb_repo: KbRepoFixture, request: pytest.FixtureRequest) -> None:
    use_case_kb(kb_repo, case)
    brief = (FIXTURES / case / "brief.md").read_bytes()
    kb_repo.add_brief(brief, BRIEF_NAME)
    before = Snapshot.take(kb_repo.root)

    code, out, err = run_propose(kb_repo)

    before.assert_only_new(kb_repo.root, OUTPUT + "/")
    assert err == "", err
    written = patch_files(kb_repo.root / OUTPUT)
    report = out.replace(str(kb_repo.root / OUTPUT), "<output>")
    # The pull-request comment, and the JSON that must be manifest.json byte for byte.
    md_code, comment, md_err = run_propose(kb_repo, "--dry-run", "--format", "markdown")
    json_code, manifest, json_err = run_propose(kb_repo, "--dry-run", "--format", "json")
    assert (md_code, md_err, json_code, json_err) == (code, "", code, "")
    if "manifest.json" in written:
        assert manifest.encode("utf-8") == written["manifest.json"]
    actual = {
        **written,
        "report.txt": report.encode("utf-8"),
        "exit-code": f"{code}\n".encode(),
        "comment.md": comment.encode("utf-8"),
    }
    if "manifest.json" not in written:
        # Nothing written: the golden manifest is what --format json prints.
        actual["manifest.json"] = manifest.encode("utf-8")
    expected_dir = FIXTURES / case / "expected"
    if request.config.getoption("--regen-golden"):
        shutil.rmtree(expected_dir, ignore_errors=True)
        for name, data in actual.items():
            (expected_dir / name).parent.mkdir(parents=True, exist_ok=True)
            (expected_dir / name).write_bytes(data)
    expected = patch_files(expected_dir)
    hint = f"golden output differs; if the change is intended: pytest {__file__} --regen-golden"
    assert sorted(actual) == sorted(expected), hint
    for name in expected:
        assert actual[name].decode() == expected[name].decode(), f"{name}: {hint}"

    folder = kb_repo.root / OUTPUT
    recommended = sorted(folder.glob("*.patch"))
    check_applies(kb_repo.root, recommended)
    for alternative in sorted(folder.glob("alternatives/*.patch")):
        git(kb_repo.root, "apply", "--check", str(alternative))


def exits_clean(case: str) -> bool:
    """Whether a case's brief is read in full (exit 0): only then does git am take its
    series; a case that reports something unresolved or not understood exits 1."""
    code = FIXTURES / case / "expected" / "exit-code"
    return not code.exists() or code.read_text(encoding="utf-8").strip() == "0"


@pytest.mark.parametrize("case", [c for c in CASES if exits_clean(c)])
def test_git_am_applies_the_series(case: str, kb_repo: KbRepoFixture, tmp_path: Path) -> None:
    use_case_kb(kb_repo, case)
    kb_repo.add_brief((FIXTURES / case / "brief.md").read_bytes(), BRIEF_NAME)
    code, _, err = run_propose(kb_repo)
    assert code == 0, err
    folder = kb_repo.root / OUTPUT
    recommended = sorted(folder.glob("*.patch"))
    assert recommended
    clone = tmp_path / "clone"
    git(tmp_path, "clone", "-q", str(kb_repo.root), str(clone))
    # A CRLF document's patches need --keep-cr, as the pull-request comment tells the reader.
    keep_cr = ["--keep-cr"] if any(b"\r\n" in p.read_bytes() for p in recommended) else []
    git(clone, "am", "-q", *keep_cr, *[str(p) for p in recommended])
    log = git(clone, "log", "--format=%s", f"-{len(recommended)}").splitlines()
    assert all(line.startswith("inference §") for line in log), log
    # What git am built equals what git apply builds from the same patches.
    git(kb_repo.root, "apply", *[str(p) for p in recommended])
    assert (clone / KB_PATH).read_bytes() == (kb_repo.root / KB_PATH).read_bytes()
