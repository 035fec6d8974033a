"""`kbpatch propose` and `kbpatch explain` at the edges: read briefs and the KB at HEAD,
check the patches with git, write them. The work between is `api.propose`.

A run over many briefs is a plain loop: each repository is opened and each KB read, split
and outlined once (`Workspace`); every brief still gets its own `Proposal`, output folder
and manifest, and nothing of a brief is written unless all its checks pass."""

from __future__ import annotations

import os
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass, replace
from pathlib import Path, PurePosixPath
from typing import NamedTuple

from . import api
from .api import Options
from .environment import brief_failure
from .errors import BadInput, SelfCheckFailed
from .files import read_bounded
from .gitrepo import KbRepo
from .kb import Kb
from .manifest import MANIFEST_NAME, Manifest, build_manifest, manifest_json
from .models import BriefError, Proposal
from .output import check_output_folder, output_folder, write_series
from .parse import decode_brief, parse_brief
from .reading import Lexicon, lexicon_for
from .reading.lexicon import TEAM_FILE
from .verify import SeriesCheck, verify_series

# A folder given to `propose` stands for the briefs in it, named as the README says:
# `inbox/<name>/<date>-<topic>-e1prep.md`, or `.txt` for a brief flattened to plain text.
BRIEF_ENDINGS = ("e1prep.md", "e1prep.txt")
BRIEF_NAMES = " or ".join(f"*{ending}" for ending in BRIEF_ENDINGS)
# Briefs whose patches one `git apply --check` checks: a git process per brief would cost
# more than planning the brief.
CHECK_CHUNK = 32


@dataclass(frozen=True)
class ProposeResult:
    proposal: Proposal
    output: Path
    written: bool
    manifest: Manifest


@dataclass(frozen=True)
class BriefRun:
    """One brief of a batch: its result, or why there is none."""

    brief: Path  # as the user named it
    result: ProposeResult | BriefError

    def exit_code(self, *, for_review: bool = False) -> int:
        """The brief's exit code; `for_review` is `--exit-code`."""
        if isinstance(self.result, BriefError):
            return self.result.exit_code
        proposal = self.result.proposal
        return proposal.review_code if for_review else proposal.return_code


@dataclass(frozen=True)
class Planned:
    """A brief proposed for against the KB at HEAD; not yet checked by git or written."""

    proposal: Proposal
    kb: Kb
    repo: KbRepo  # open only inside the Workspace that planned it
    output: Path


# Real briefs are tens of KB; a file this large is almost surely the wrong file.
MAX_BRIEF_BYTES = 4 * 1024 * 1024


def read_brief_bytes(brief_file: Path, repo_root: Callable[[], Path]) -> bytes:
    """The brief's bytes, or a one-line reason why they cannot be a brief."""
    if not brief_file.exists():
        raise BadInput(f"{brief_file}: no such file")
    if brief_file.is_dir():
        raise BadInput(f"{brief_file} is a folder; give the brief's .md file")
    return read_bounded(brief_file, limit=MAX_BRIEF_BYTES, root=repo_root(), what="brief")


def kb_relpath(repo: KbRepo, kb: str | None, topic: str) -> str:
    """The KB's repository-relative path: --kb from the current folder or the repository root."""
    if kb is None:
        if not topic:
            raise BadInput(
                "cannot read the topic from the brief's title line "
                "(`inference · E1 …`); pass --kb PATH"
            )
        return f"organized/knowledge/{topic}.md"
    candidate = Path(kb)
    if candidate.is_absolute() or (Path.cwd() / candidate).exists():
        return repo.relpath(Path.cwd() / candidate)
    posix = PurePosixPath(kb.replace(os.sep, "/"))
    if ".." in posix.parts:
        raise BadInput(f"--kb {kb} leads outside the repository; give a path inside it")
    return str(posix)


def read_kb(workspace: Workspace, repo: KbRepo, kb: str | None, topic: str) -> Kb:
    """The KB at HEAD; when it is missing, say where its path came from and how to name it."""
    path = kb_relpath(repo, kb, topic)
    try:
        return workspace.kb(repo, path)
    except BadInput as err:
        if kb is not None or (repo.root / path).exists():
            raise
        raise BadInput(
            f"{err}; that path comes from the topic {topic!r} in the brief's title line "
            f"(`{topic} · E1 …`): pass --kb PATH to name the KB"
        ) from None


def decode_kb(data: bytes, path: str) -> str:
    if b"\x00" in data:
        raise BadInput(f"{path} at HEAD is binary; expected a UTF-8 markdown file")
    try:
        # Plain utf-8 (not utf-8-sig) so that a BOM survives into the patched text.
        return data.decode("utf-8")
    except UnicodeDecodeError as err:
        raise BadInput(
            f"{path} at HEAD is not UTF-8 (byte {err.start}); convert it first"
        ) from None


class Workspace:
    """The repositories and KBs a run reads: each repository opened once, each KB read once."""

    def __init__(self) -> None:
        self._repos: dict[Path, KbRepo] = {}
        self._kbs: dict[tuple[Path, str], Kb] = {}
        self._lexicons: dict[Path, Lexicon] = {}

    def repo_for(self, brief_file: Path) -> KbRepo:
        """The repository holding `brief_file`, reusing one already open."""
        folder = brief_file.parent.absolute().resolve()
        for root, repo in self._repos.items():
            if folder.is_relative_to(root) and not _nested_repository(folder, root):
                return repo
        repo = KbRepo.open(brief_file.parent)
        self._repos[repo.root] = repo
        return repo

    def kb(self, repo: KbRepo, kb_path: str) -> Kb:
        """The KB at HEAD, decoded, split and outlined; read from git the first time only."""
        key = (repo.root, kb_path)
        if key not in self._kbs:
            data, blob = repo.head_blob(kb_path)
            self._kbs[key] = Kb(
                decode_kb(data, kb_path),
                data,
                path=kb_path,
                blob=blob,
                mode=repo.head_mode(kb_path),
                commit=repo.head_commit,
                object_format=repo.object_format,
                worktree_differs=repo.worktree_differs(kb_path, data),
            )
        return self._kbs[key]

    def lexicon(self, repo: KbRepo) -> Lexicon:
        """The phrases briefs in `repo` are read with (its `.kbpatch.toml` added); read once."""
        if repo.root not in self._lexicons:
            try:
                self._lexicons[repo.root] = lexicon_for(repo.root)
            except RecursionError:
                # tomllib reads nested arrays and tables by recursion: a file nested a few
                # thousand levels deep (in a pull request) is bad input, not a kbpatch bug.
                raise BadInput(
                    f"{repo.root / TEAM_FILE}: not valid TOML (nested too deeply); "
                    "see docs/reading.md for its tables"
                ) from None
        return self._lexicons[repo.root]

    def close(self) -> None:
        for repo in self._repos.values():
            repo.close()
        self._repos.clear()

    def __enter__(self) -> Workspace:
        return self

    def __exit__(self, *exc_info: object) -> None:
        self.close()


def _nested_repository(folder: Path, root: Path) -> bool:
    """Whether a repository (a submodule, say) starts between `root` and `folder`."""
    while folder != root:
        if (folder / ".git").exists():
            return True
        folder = folder.parent
    return False


def plan_one(brief_file: Path, options: Options, workspace: Workspace) -> Planned:
    """Read one brief and the KB at HEAD, and propose; check nothing with git yet."""
    brief_file = brief_file.absolute()
    data = read_brief_bytes(brief_file, lambda: workspace.repo_for(brief_file).root)
    text = decode_brief(data)
    repo = workspace.repo_for(brief_file)
    lexicon = workspace.lexicon(repo)
    # The repository's phrases name the brief's blocks too (a team's closing-list heading).
    brief = parse_brief(text, lexicon)
    output = output_folder(brief_file)
    if not options.dry_run:
        check_output_folder(output, force=options.force)
    options = replace(options, brief_path=repo.relpath(brief_file), lexicon=lexicon)
    kb = read_kb(workspace, repo, options.kb, brief.topic)
    return Planned(api.propose_brief(brief, kb, options), kb, repo, output)


def verify_all(planned: Sequence[Planned]) -> list[SelfCheckFailed | None]:
    """Check the patches of every brief with git, at once for each repository."""
    failures: list[SelfCheckFailed | None] = [None] * len(planned)
    by_repo: dict[Path, list[int]] = {}
    for index, one in enumerate(planned):
        if one.proposal.patches:
            by_repo.setdefault(one.repo.root, []).append(index)
    for indexes in by_repo.values():
        series = [
            SeriesCheck(planned[i].kb, planned[i].proposal.patches, planned[i].proposal.combined)
            for i in indexes
        ]
        try:
            found = verify_series(planned[indexes[0]].repo, series)
        except SelfCheckFailed as err:  # e.g. no scratch space outside the repository
            found = [err] * len(indexes)
        for index, failure in zip(indexes, found, strict=True):
            failures[index] = failure
    return failures


def finish(planned: Planned, options: Options) -> ProposeResult:
    """Write (unless a dry run) the checked patches and manifest of one brief."""
    proposal, output = planned.proposal, planned.output
    manifest = build_manifest(proposal)
    written = False
    if not options.dry_run and proposal.patches:
        extra = ((MANIFEST_NAME, manifest_json(manifest)),)
        write_series(output, proposal.patches, force=options.force, extra=extra)
        written = True
    return ProposeResult(proposal=proposal, output=output, written=written, manifest=manifest)


def propose(brief_file: Path, options: Options) -> ProposeResult:
    """Build, check and (unless a dry run) write the patches one brief asks for."""
    with Workspace() as workspace:
        planned = plan_one(brief_file, options, workspace)
        failure = verify_all([planned])[0]
        if failure is not None:
            raise failure
        return finish(planned, options)


def plan_brief(brief_file: Path, options: Options) -> Planned:
    """Read and plan one brief against the KB at HEAD, for a look only: nothing is written."""
    with Workspace() as workspace:
        return plan_one(brief_file, replace(options, dry_run=True), workspace)


class FoundBriefs(NamedTuple):
    """What the paths given to `propose` stand for."""

    briefs: list[Path]
    errors: list[BriefError]  # a folder without briefs, beside other paths that have some
    skipped: list[tuple[Path, str]]  # files named almost like a brief, and why they are not one


def find_briefs(paths: Sequence[Path]) -> FoundBriefs:
    """The brief files named, a folder standing for its briefs (`BRIEF_NAMES`); each once.

    Raises BadInput when none of the paths holds a brief."""
    found: list[Path] = []
    errors: list[BriefError] = []
    skipped: list[tuple[Path, str]] = []
    seen: set[Path] = set()
    for path in paths:
        if path.is_dir():
            inside, near_misses = _briefs_below(path)
            skipped += near_misses
            if not inside:
                empty = BadInput(f"{path} holds no briefs (files named {BRIEF_NAMES})")
                errors.append(brief_failure(path, empty))
        else:
            inside = [path]
        for brief in inside:
            key = brief.absolute().resolve()
            if key not in seen:
                seen.add(key)
                found.append(brief)
    if not found:
        where = ", ".join(str(path) for path in paths)
        why = "".join(f"; skipped {path}: {reason}" for path, reason in skipped)
        raise BadInput(f"no briefs found in {where} (files named {BRIEF_NAMES}){why}")
    return FoundBriefs(found, errors, skipped)


def _briefs_below(folder: Path) -> tuple[list[Path], list[tuple[Path, str]]]:
    """The briefs in and below `folder` (hidden folders and patch folders left out), sorted,
    and the files whose names come close to a brief's, with why each is not taken."""
    briefs: list[Path] = []
    skipped: list[tuple[Path, str]] = []
    for root, dirs, files in os.walk(folder):
        dirs[:] = [d for d in dirs if not (d.startswith(".") or d.endswith(".patches"))]
        for name in files:
            path = Path(root, name)
            if name.endswith(BRIEF_ENDINGS):
                if path.is_file():
                    briefs.append(path)
                else:
                    skipped.append((path, "not a regular file (a broken link?)"))
            elif "e1prep" in name.casefold():
                skipped.append((path, f"named like a brief, but not {BRIEF_NAMES}"))
    # `x-e1prep.md` and `x-e1prep.txt` would write the same patch folder: the .md is taken.
    taken = {brief.with_suffix("") for brief in briefs if brief.suffix == ".md"}
    twins = [brief for brief in briefs if brief.suffix == ".txt" and brief.with_suffix("") in taken]
    for twin in twins:
        briefs.remove(twin)
        skipped.append((twin, f"{twin.with_suffix('.md').name} beside it is taken instead"))
    return sorted(briefs), sorted(skipped)


def propose_each(
    briefs: Sequence[Path],
    options: Options,
    *,
    on_planned: Callable[[Path], None] | None = None,
) -> Iterator[BriefRun]:
    """Propose for each brief; one brief's bad input does not stop the others.

    Briefs are planned in order (`on_planned` is told of each); every CHECK_CHUNK of them
    are checked with git at once, then written; results come in order."""
    with Workspace() as workspace:
        chunk: list[tuple[Path, Planned | BriefError]] = []
        for number, brief in enumerate(briefs, start=1):
            try:
                chunk.append((brief, plan_one(brief, options, workspace)))
            except Exception as err:  # one brief's failure, even a kbpatch bug, spares the rest
                chunk.append((brief, brief_failure(brief, err)))
            if on_planned is not None:
                on_planned(brief)
            if len(chunk) == CHECK_CHUNK or number == len(briefs):
                yield from _check_and_write(chunk, options)
                chunk = []


def _check_and_write(
    chunk: list[tuple[Path, Planned | BriefError]], options: Options
) -> Iterator[BriefRun]:
    planned = [one for _, one in chunk if isinstance(one, Planned)]
    failures = iter(verify_all(planned))
    for brief, one in chunk:
        if isinstance(one, BriefError):
            yield BriefRun(brief, one)
            continue
        try:
            failure = next(failures)
            if failure is not None:
                raise failure
            yield BriefRun(brief, finish(one, options))
        except Exception as err:  # one brief's failure, even a kbpatch bug, spares the rest
            yield BriefRun(brief, brief_failure(brief, err))
