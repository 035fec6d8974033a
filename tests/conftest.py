"""Real temporary git repositories holding the fixture KB and a brief; snapshots to prove
that kbpatch touches nothing but its output folder."""

from __future__ import annotations

import hashlib
import os
import shutil
import subprocess
import sys
from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from pathlib import Path

import pytest
from click.testing import CliRunner

from kbpatch.api import propose
from kbpatch.cli import cli
from kbpatch.hunks import Diff, diff_header, unified_diff
from kbpatch.kb import Kb, blob_id
from kbpatch.models import Action, ActionKind, Edit, SectionRef, Status
from kbpatch.parse import parse_brief
from kbpatch.reading import plan
from kbpatch.render import Rendered, render, settle_dependencies

ROOT = Path(__file__).resolve().parent.parent
FIXTURES = ROOT / "fixtures"
FIXTURE_KB = FIXTURES / "kb" / "organized" / "knowledge" / "inference.md"
SEEDS = ROOT.parent / "shared" / "seeds"
KB_PATH = "organized/knowledge/inference.md"


def case_kb(case: str) -> Path | None:
    """The KB a golden case brings (`fixtures/<case>/kb.md`, a document of another shape), or
    names in `fixtures/<case>/kb-from`, relative to the repository root: the workplace's
    realistic KB in ../shared/dev-eval, which is not copied here (the case is skipped where it
    is absent, as tests/test_seeds.py is); None: the shared fixture KB."""
    named = FIXTURES / case / "kb-from"
    if named.exists():
        kb = ROOT / named.read_text(encoding="utf-8").strip()
        if not kb.is_file():
            pytest.skip(f"{kb.relative_to(ROOT.parent)} is not here")
        return kb
    own = FIXTURES / case / "kb.md"
    return own if own.exists() else None


GIT_ENV = {
    "GIT_AUTHOR_NAME": "KB Maintainer",
    "GIT_AUTHOR_EMAIL": "kb@example.org",
    "GIT_AUTHOR_DATE": "2026-11-01T00:00:00+00:00",
    "GIT_COMMITTER_NAME": "KB Maintainer",
    "GIT_COMMITTER_EMAIL": "kb@example.org",
    "GIT_COMMITTER_DATE": "2026-11-01T00:00:00+00:00",
    "GIT_CONFIG_GLOBAL": os.devnull,
    "GIT_CONFIG_NOSYSTEM": "1",
}


def pytest_addoption(parser: pytest.Parser) -> None:
    parser.addoption(
        "--regen-golden",
        action="store_true",
        help="overwrite fixtures/<case>/expected/ with what kbpatch produces now",
    )


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    """Skip the long runs (marked slow) unless asked: `pytest -m slow` runs only
    them, KBPATCH_SLOW=1 runs them with the rest."""
    if os.environ.get("KBPATCH_SLOW") or "slow" in str(config.getoption("markexpr") or ""):
        return
    skip = pytest.mark.skip(reason="a long run: pytest -m slow, or KBPATCH_SLOW=1")
    for item in items:
        if "slow" in item.keywords:
            item.add_marker(skip)


@pytest.fixture(autouse=True)
def isolated_git(monkeypatch: pytest.MonkeyPatch) -> None:
    """Every git process, kbpatch's included, sees the same fixed identity and no user config."""
    for key, value in GIT_ENV.items():
        monkeypatch.setenv(key, value)
    monkeypatch.delenv("GIT_DIR", raising=False)
    monkeypatch.delenv("GIT_INDEX_FILE", raising=False)
    monkeypatch.setenv("NO_COLOR", "1")


def clean_git_env() -> dict[str, str]:
    """An environment with no GIT_* state from the caller, no user or system config, and a
    fixed identity, so that git behaves the same for every test and every developer."""
    env = {k: v for k, v in os.environ.items() if not k.startswith("GIT_")}
    env.update(GIT_ENV, LC_ALL="C")
    return env


def run_git(
    cwd: Path, *args: str, stdin: bytes | None = None
) -> subprocess.CompletedProcess[bytes]:
    return subprocess.run(
        ["git", *args], cwd=cwd, input=stdin, capture_output=True, env=clean_git_env(), check=False
    )


def git_bytes(cwd: Path, *args: str, stdin: bytes | None = None) -> bytes:
    """Run git in `cwd` and return its stdout; fail the test on a non-zero exit."""
    proc = run_git(cwd, *args, stdin=stdin)
    assert proc.returncode == 0, proc.stderr.decode(errors="replace")
    return proc.stdout


def git(repo: Path, *args: str, input: bytes | None = None, check: bool = True) -> str:
    env = {**os.environ, **GIT_ENV}
    done = subprocess.run(
        ["git", *args], cwd=repo, env=env, input=input, capture_output=True, check=False
    )
    if check and done.returncode != 0:
        raise AssertionError(f"git {' '.join(args)} failed: {done.stderr.decode(errors='replace')}")
    return done.stdout.decode("utf-8", errors="replace")


@dataclass
class KbRepoFixture:
    root: Path

    def write(self, relpath: str, data: bytes) -> Path:
        path = self.root / relpath
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_bytes(data)
        return path

    def commit(self, message: str = "update") -> str:
        git(self.root, "add", "-A")
        git(self.root, "commit", "-q", "-m", message)
        return git(self.root, "rev-parse", "HEAD").strip()

    def add_brief(
        self, data: bytes, name: str = "inbox/tom/2026-11-02-inference-e1prep.md"
    ) -> Path:
        path = self.write(name, data)
        self.commit("add brief")
        return path


def make_repo(path: Path, kb: bytes | None = None, *, object_format: str = "sha1") -> KbRepoFixture:
    path.mkdir(parents=True, exist_ok=True)
    git(path, "init", "-q", "-b", "main", f"--object-format={object_format}")
    repo = KbRepoFixture(path)
    repo.write(KB_PATH, FIXTURE_KB.read_bytes() if kb is None else kb)
    repo.commit("KB")
    return repo


def applied_kb(root: Path, kb: str, brief: str, brief_path: str, *, team: str = "") -> str:
    """The KB after `kbpatch propose` on `brief` in a new repository at `root` (with `team` as
    its `.kbpatch.toml`, if given), each patch checked with `git apply --check` alone, then all
    of them applied together."""
    repo = make_repo(root, kb.encode("utf-8"))
    if team:
        repo.write(".kbpatch.toml", team.encode("utf-8"))
        repo.commit("team lexicon")
    repo.add_brief(brief.encode("utf-8"), brief_path)
    code, out, err = invoke("propose", str(repo.root / brief_path))
    assert code == 0, out + err
    patches = sorted((repo.root / brief_path).with_suffix(".patches").glob("*.patch"))
    assert patches
    for patch in patches:
        git(repo.root, "apply", "--check", str(patch))
    git(repo.root, "apply", *map(str, patches))
    return (repo.root / KB_PATH).read_text(encoding="utf-8")


def report_rows(report: str) -> list[str]:
    """The report's action rows (`A01 proposed …`), stripped."""
    return [line.strip() for line in report.splitlines() if line.strip().startswith("A0")]


def assert_held_back_with_both(
    outcome: tuple[int, str, str], kb: str, theirs: str, mine: str
) -> None:
    """An item's change the closing list gives another value for: nothing written (exit 1),
    one not-understood row citing the item's line 9 and the closing line 13, both values
    shown."""
    code, report, after = outcome
    assert after == kb and code == 1, report
    (row,) = report_rows(report)
    assert "not understood" in row and "[lines 9,13]" in row, report
    assert theirs in row and mine in row, report


def assert_one_edit_citing_both(outcome: tuple[int, str, str], written: str) -> None:
    """An item's change the closing list repeats: `written` in the KB, one proposed row
    citing the item's line 9 and the closing line 13."""
    code, report, after = outcome
    assert code == 0 and written in after.splitlines(), report
    (row,) = report_rows(report)
    assert " proposed " in row and "[lines 9,13]" in row, report


def proposed_and_applied(
    root: Path, kb_path: str, kb: str, brief: str, brief_path: str
) -> tuple[int, str, str]:
    """`kbpatch propose` on `brief` in a new repository at `root` whose KB is `kb` at
    `kb_path`: the exit code, the report, and the KB once every written patch is applied
    (each checked alone first). Unlike applied_kb, a run that writes nothing is an answer."""
    repo = make_repo(root, b"# other\n")
    repo.write(kb_path, kb.encode("utf-8"))
    repo.commit("KB")
    repo.add_brief(brief.encode("utf-8"), brief_path)
    code, out, err = invoke("propose", "--color", "never", str(repo.root / brief_path))
    patches = sorted((repo.root / brief_path).with_suffix(".patches").glob("*.patch"))
    for patch in patches:
        git(repo.root, "apply", "--check", str(patch))
    if patches:
        git(repo.root, "apply", *map(str, patches))
    return code, out + err, (repo.root / kb_path).read_text(encoding="utf-8")


@pytest.fixture
def kb_repo(tmp_path: Path) -> KbRepoFixture:
    return make_repo(tmp_path / "kb")


@dataclass(frozen=True)
class Snapshot:
    head: str
    index: bytes
    status: str
    files: dict[str, str]

    @classmethod
    def take(cls, root: Path) -> Snapshot:
        files: dict[str, str] = {}
        for path in sorted(root.rglob("*")):
            if path.is_file() and not path.is_symlink():
                rel = path.relative_to(root).as_posix()
                files[rel] = hashlib.sha256(path.read_bytes()).hexdigest()
        index = root / ".git" / "index"
        return cls(
            head=git(root, "rev-parse", "HEAD").strip(),
            index=index.read_bytes() if index.exists() else b"",
            status=git(
                root, "--no-optional-locks", "status", "--porcelain", "--untracked-files=all"
            ),
            files=files,
        )

    def assert_only_new(self, root: Path, allowed_prefix: str | None) -> None:
        after = Snapshot.take(root)
        assert after.head == self.head, "HEAD moved"
        assert after.index == self.index, "the index file changed"
        changed = {k for k in self.files if after.files.get(k) != self.files[k]}
        assert not changed, f"files changed or vanished: {sorted(changed)}"
        new = set(after.files) - set(self.files)
        if allowed_prefix is None:
            assert not new, f"unexpected new files: {sorted(new)}"
        else:
            stray = [n for n in new if not n.startswith(allowed_prefix)]
            assert not stray, f"files written outside the output folder: {stray}"


@pytest.fixture
def snapshot() -> Iterator[type[Snapshot]]:
    yield Snapshot


def copy_tree(source: Path, target: Path) -> None:
    if target.exists():
        shutil.rmtree(target)
    shutil.copytree(source, target)


def invoke(*args: str) -> tuple[int, str, str]:
    """Run a kbpatch command in-process: (exit code, stdout, stderr)."""
    result = CliRunner().invoke(cli, list(args))
    return result.exit_code, result.stdout, result.stderr


def run_kbpatch(
    *args: str | bytes, cwd: Path, env: dict[str, str] | None = None
) -> subprocess.CompletedProcess[str]:
    """The CLI as a separate process, the way users and bots run it, with a deadline: a read
    that blocks fails the test, not CI. `env` adds to (or overrides) this process's."""
    return subprocess.run(
        [sys.executable, "-m", "kbpatch", *args],
        cwd=cwd,
        capture_output=True,
        text=True,
        check=False,
        timeout=120,
        env={**os.environ, "NO_COLOR": "1", **(env or {})},
    )


def make_diff(old: str, new: str, path: str = KB_PATH, object_format: str = "sha1") -> Diff:
    """The diff kbpatch writes for changing `old` into `new`, as one change: their common
    head and tail left out."""
    kb = Kb(old, path=path, object_format=object_format)
    # Character by character, as wanted here (RUF071 suggests path components).
    start = len(os.path.commonprefix([old, new]))  # noqa: RUF071
    tail = len(os.path.commonprefix([old[start:][::-1], new[start:][::-1]]))  # noqa: RUF071
    header = diff_header(path, kb.blob, blob_id(new.encode(), object_format), kb.mode)
    return unified_diff(kb, start, len(old) - tail, new[start : len(new) - tail], header)


def apply_edit(lines: Sequence[str], edit: Edit) -> list[str]:
    """`lines` with the edit made."""
    return [*lines[: edit.start], *edit.lines, *lines[edit.end :]]


def kb_after(kb: str, brief: str) -> tuple[list[str], list[tuple[str, str]]]:
    """The KB's lines (no line ends) once every patch `propose` plans from `brief` against
    `kb` is applied, without git; and each outcome's (status, reason)."""
    found = propose(brief, Kb(kb, path=KB_PATH))
    lines = kb.splitlines(keepends=True)
    # Each patch is made against the KB as it is: the lowest first would move the others.
    for patch in sorted(found.patches, key=lambda p: p.change.start, reverse=True):
        lines = apply_edit(lines, patch.change)
    return [line.rstrip("\n") for line in lines], [
        (o.status.value, o.reason) for o in found.outcomes
    ]


def added_to(kb: str, brief: str) -> tuple[list[str], list[tuple[str, str]]]:
    """The lines the patches planned from `brief` write that `kb` does not hold (kb_after)."""
    lines, rows = kb_after(kb, brief)
    before = set(kb.splitlines())
    return [line for line in lines if line not in before], rows


def render_brief(text: str, lines: Sequence[str], date: str) -> list[tuple[Action, Rendered]]:
    """Every action planned from a brief with its rendering against `lines`, dependencies
    settled: what `kbpatch propose` would write, without git."""
    actions = plan(parse_brief(text))
    results = {a.id: render(lines, a, date=date) for a in actions}
    settle_dependencies(actions, results)
    return [(a, results[a.id]) for a in actions]


def new_lines_of(found: Sequence[tuple[Action, Rendered]], lines: Sequence[str]) -> list[str]:
    """The lines the proposed edits of render_brief's result write that `lines` did not
    hold, without their line endings."""
    return [
        line.rstrip("\n")
        for _, r in found
        if r.status is Status.PROPOSED and r.edit is not None
        for line in r.edit.lines
        if line not in lines
    ]


def added_lines(result: Rendered, lines: Sequence[str]) -> list[str]:
    """The lines a rendered edit writes that `lines` did not already hold."""
    assert result.edit is not None
    return [line for line in result.edit.lines if line not in lines]


def one_action(
    kind: ActionKind, target: SectionRef, *, item_key: str = "增量 1", **fields: object
) -> Action:
    """An action as the reader would plan it from line 10 of an item, for rendering alone."""
    return Action(
        id="A01",
        kind=kind,
        lines=(10,),
        item_key=item_key,
        target=target,
        request="（测试）",
        **fields,  # type: ignore[arg-type]
    )


def proposed_lines(rendered: Rendered) -> list[str]:
    """The lines a proposed edit writes, without their line endings."""
    assert rendered.status is Status.PROPOSED, rendered.reason
    assert isinstance(rendered.edit, Edit)
    return [line.rstrip("\r\n") for line in rendered.edit.lines]
