"""`kbpatch propose`: read briefs and the KB at HEAD, build and check patches, write them.

A run over many briefs opens each repository and reads, splits and outlines each KB once
(`Workspace`), plans every brief, checks all their patches with git at once
(verify.verify_series), then writes each brief's folder; every brief still gets its own
`Proposal`, output folder and manifest, and nothing of a brief is written unless all its
checks pass."""

from __future__ import annotations

import gc
import os
import sys
import threading
from collections import deque
from collections.abc import Callable, Iterator, Sequence
from concurrent.futures import Future, ThreadPoolExecutor
from dataclasses import dataclass
from functools import cached_property
from pathlib import Path, PurePosixPath
from types import TracebackType
from typing import NamedTuple

from .diff import blob_id_of_change
from .environment import brief_failure
from .errors import BadInput, KbpatchError, SelfCheckFailed
from .files import read_bounded
from .gitrepo import KbRepo, resolve_file
from .hashing import Answer, ForkedHashers, can_fork
from .locate import Text
from .manifest import MANIFEST_NAME, Manifest, build_manifest, manifest_json
from .models import Action, Brief, BriefError, Edit, Proposal, Status
from .output import check_output_folder, output_folder, write_series
from .parse import decode_brief, parse_brief
from .patches import Base, Head, SeriesPlan, mail_series, plan_series
from .reading import lexicon_for, plan
from .render import render
from .verify import Change, KbBytes, SeriesCheck, ToCheck, verify_series

# A folder given to `propose` stands for the briefs in it, named as the README says:
# `inbox/<name>/<date>-<topic>-e1prep.md`, or `.txt` for a brief flattened to plain text.
BRIEF_ENDINGS = ("e1prep.md", "e1prep.txt")
BRIEF_NAMES = " or ".join(f"*{ending}" for ending in BRIEF_ENDINGS)


@dataclass(frozen=True)
class ProposeResult:
    proposal: Proposal
    output: Path
    written: bool
    manifest: Manifest


@dataclass(frozen=True)
class KbAtHead:
    """The KB as committed at HEAD, read, split and outlined once per run."""

    path: str  # repository-relative
    blob: str
    mode: str
    worktree_differs: bool
    head: Head

    @property
    def text(self) -> str:
        return self.head.text

    @cached_property
    def as_bytes(self) -> KbBytes:
        """The KB as the checks read it (made when there is something to check)."""
        return KbBytes(self.head.data, self.blob, self.mode, self.head.line_byte_starts())


@dataclass(frozen=True)
class Planned:
    """A brief read, planned and rendered against the KB at HEAD; nothing checked or written."""

    brief: Brief
    kb: KbAtHead
    proposal: Proposal
    repo: KbRepo  # open only inside the Workspace that planned it
    changes: Sequence[Change]  # what each of proposal.patches does to HEAD's bytes


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


# Real briefs are tens of KB; a file this large is almost surely the wrong file.
MAX_BRIEF_BYTES = 4 * 1024 * 1024


def read_brief_bytes(brief_file: Path, repo_root: Callable[[], Path]) -> bytes:
    """The brief's bytes, or a one-line reason why they cannot be a brief."""
    if not brief_file.exists():
        raise BadInput(f"{brief_file}: no such file")
    if brief_file.is_dir():
        raise BadInput(f"{brief_file} is a folder; give the brief's .md file")
    return read_bounded(brief_file, limit=MAX_BRIEF_BYTES, root=repo_root(), what="brief")


def read_brief(brief_file: Path, workspace: Workspace) -> Brief:
    data = read_brief_bytes(brief_file, lambda: workspace.repo_for(brief_file).root)
    return parse_brief(decode_brief(data))


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


def read_kb(workspace: Workspace, repo: KbRepo, kb: str | None, topic: str) -> KbAtHead:
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
        self._kbs: dict[tuple[Path, str], KbAtHead] = {}
        # An inbox holds many briefs per folder: look each folder up once.
        self._folders: dict[Path, KbRepo] = {}

    def repo_for(self, brief_file: Path) -> KbRepo:
        """The repository holding `brief_file`, reusing one already open."""
        named = brief_file.parent.absolute()
        if named in self._folders:
            return self._folders[named]
        folder = named.resolve()
        repo = next(
            (
                open_repo
                for root, open_repo in self._repos.items()
                if folder.is_relative_to(root) and not _nested_repository(folder, root)
            ),
            None,
        )
        if repo is None:
            repo = KbRepo.open(brief_file.parent)
            self._repos[repo.root] = repo
        self._folders[named] = repo
        return repo

    def kb(self, repo: KbRepo, kb_path: str) -> KbAtHead:
        """The KB at HEAD, decoded; read from git the first time only."""
        key = (repo.root, kb_path)
        if key not in self._kbs:
            data, blob = repo.head_blob(kb_path)
            text = decode_kb(data, kb_path)
            self._kbs[key] = KbAtHead(
                path=kb_path,
                blob=blob,
                mode=repo.head_mode(kb_path),
                worktree_differs=repo.worktree_differs(kb_path, data),
                head=Head(text, data),
            )
            # The KB's objects live as long as the run: spare the cyclic collector from
            # walking them again at every full collection while briefs are planned.
            gc.freeze()
        return self._kbs[key]

    def close(self) -> None:
        for repo in self._repos.values():
            repo.close()
        self._repos.clear()
        self._folders.clear()

    def __enter__(self) -> Workspace:
        return self

    def __exit__(
        self,
        exc_type: type[BaseException] | None,
        exc: BaseException | None,
        tb: TracebackType | None,
    ) -> None:
        self.close()


def _nested_repository(folder: Path, root: Path) -> bool:
    """Whether a repository (a submodule, say) starts between `root` and `folder`."""
    while folder != root:
        if (folder / ".git").exists():
            return True
        folder = folder.parent
    return False


@dataclass(frozen=True)
class Drafted:
    """A brief planned against the KB at HEAD up to its mails, which await the blob ids."""

    brief: Brief
    kb: KbAtHead
    base: Base
    series: SeriesPlan
    repo: KbRepo
    output: Path

    def planned(self, blobs: Sequence[str]) -> Planned:
        """The brief with its mails, `blobs` being the KB's blob id after each draft."""
        series = mail_series(self.series, self.base, blobs)
        proposal = Proposal(
            brief_path=self.base.brief_path,
            kb_path=self.kb.path,
            base_commit=self.base.base_commit,
            kb_blob=self.kb.blob,
            worktree_differs=self.kb.worktree_differs,
            patches=series.patches,
            outcomes=series.outcomes,
            combined=series.combined,
            kb_text=self.kb.text,
        )
        return Planned(self.brief, self.kb, proposal, self.repo, self.byte_changes)

    @cached_property
    def byte_changes(self) -> list[Change]:
        """What each draft does to HEAD's bytes: hashed for its blob id, then checked."""
        head = self.kb.head
        return [Change(*head.byte_change(d.change)) for d in self.series.drafts]

    def blobs(self) -> list[str]:
        """The KB's blob id after each draft, hashed here and now."""
        data, object_format = self.kb.head.data, self.base.object_format
        return [blob_id_of_change(data, *c, object_format) for c in self.byte_changes]


def draft_against_head(
    brief_file: Path, brief: Brief, *, kb: str | None, workspace: Workspace, output: Path
) -> Drafted:
    """Plan a parsed brief and its patches against the KB at HEAD, short of their mails."""
    repo = workspace.repo_for(brief_file)
    brief_path = repo.relpath(brief_file)
    kb_at_head = read_kb(workspace, repo, kb, brief.topic)
    base = Base(
        kb_path=kb_at_head.path,
        head=kb_at_head.head,
        kb_blob=kb_at_head.blob,
        object_format=repo.object_format,
        base_commit=repo.head_commit,
        brief_path=brief_path,
        topic=brief.topic or PurePosixPath(kb_at_head.path).stem,
        date=brief.date,
        kb_mode=kb_at_head.mode,
    )
    series = plan_series(plan(brief, lexicon_for(repo.root)), base)
    return Drafted(brief, kb_at_head, base, series, repo, output)


def plan_against_head(
    brief_file: Path, brief: Brief, *, kb: str | None, workspace: Workspace
) -> Planned:
    """Plan a parsed brief and render its patches against the KB at HEAD; check nothing."""
    drafted = draft_against_head(
        brief_file, brief, kb=kb, workspace=workspace, output=output_folder(brief_file)
    )
    return drafted.planned(drafted.blobs())


@dataclass(frozen=True)
class Checked:
    """A brief planned and checked in Python; its patches still await git's check."""

    planned: Planned
    output: Path


def draft_one(
    brief_file: Path, *, kb: str | None, dry_run: bool, force: bool, workspace: Workspace
) -> Drafted:
    """Read and plan one brief, and check that planning again proposes nothing more."""
    brief_file = brief_file.absolute()
    brief = read_brief(brief_file, workspace)
    output = output_folder(brief_file)
    if not dry_run:
        check_output_folder(output, force=force)
    drafted = draft_against_head(brief_file, brief, kb=kb, workspace=workspace, output=output)
    check_stable(
        drafted.kb.head.kb,
        drafted.series.combined,
        [o.action for o in drafted.series.outcomes if o.status is Status.PROPOSED],
        brief.date,
    )
    return drafted


def verify_all(checked: Sequence[Checked]) -> list[SelfCheckFailed | None]:
    """Check the patches of every brief with git, at once for each repository."""
    failures: list[SelfCheckFailed | None] = [None] * len(checked)
    by_repo: dict[Path, list[int]] = {}
    for index, one in enumerate(checked):
        if one.planned.proposal.patches:
            by_repo.setdefault(one.planned.repo.root, []).append(index)
    for indexes in by_repo.values():
        repo = checked[indexes[0]].planned.repo
        try:
            found = verify_series(repo, [series_check(checked[i].planned) for i in indexes])
        except SelfCheckFailed as err:  # e.g. no scratch space outside the repository
            found = [err] * len(indexes)
        for index, failure in zip(indexes, found, strict=True):
            failures[index] = failure
    return failures


def series_check(planned: Planned) -> SeriesCheck:
    """What verify needs to know of one brief's patches."""
    proposal, kb = planned.proposal, planned.kb
    patches = zip(proposal.patches, planned.changes, strict=True)
    return SeriesCheck(
        kb_path=kb.path,
        kb=kb.as_bytes,
        patches=[ToCheck(p.name, p.text, change) for p, change in patches],
        combined=[Change(*kb.head.byte_change(c)) for c in proposal.combined],
    )


def finish(
    checked: Checked, *, dry_run: bool, force: bool, stop: threading.Event | None = None
) -> ProposeResult:
    """Write (unless a dry run) the checked patches and manifest of one brief."""
    proposal, output = checked.planned.proposal, checked.output
    manifest = build_manifest(proposal)
    written = False
    if not dry_run and proposal.patches:
        write_series(
            output,
            proposal.patches,
            force=force,
            extra=((MANIFEST_NAME, manifest_json(manifest)),),
            stop=stop,
        )
        written = True
    return ProposeResult(proposal=proposal, output=output, written=written, manifest=manifest)


def propose_one(
    brief_file: Path, *, kb: str | None, dry_run: bool, force: bool, workspace: Workspace
) -> ProposeResult:
    """Build, check and (unless a dry run) write the patches and manifest of one brief."""
    drafted = draft_one(brief_file, kb=kb, dry_run=dry_run, force=force, workspace=workspace)
    checked = Checked(drafted.planned(drafted.blobs()), drafted.output)
    failure = verify_all([checked])[0]
    if failure is not None:
        raise failure
    return finish(checked, dry_run=dry_run, force=force)


def propose(brief_file: Path, *, kb: str | None, dry_run: bool, force: bool) -> ProposeResult:
    """Build, check and (unless a dry run) write the patches one brief asks for."""
    with Workspace() as workspace:
        return propose_one(brief_file, kb=kb, dry_run=dry_run, force=force, workspace=workspace)


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
    folders: dict[Path, Path] = {}
    for path in paths:
        if path.is_dir():
            inside, near_misses = _briefs_below(path)
            skipped += near_misses
            if not inside:
                errors.append(
                    BriefError(
                        brief=str(path),
                        error=f"{path} holds no briefs (files named {BRIEF_NAMES})",
                        exit_code=BadInput.exit_code,
                    )
                )
        else:
            inside = [path]
        for brief in inside:
            key = resolve_file(brief, folders)
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
    *,
    kb: str | None,
    dry_run: bool,
    force: bool,
    on_planned: Callable[[Path], None] | None = None,
) -> Iterator[BriefRun]:
    """Propose for each brief; one brief's bad input does not stop the others.

    Briefs are planned in order (`on_planned` is told of each). Every CHECK_CHUNK planned
    briefs go to a checker thread, which checks their patches with one `git apply --check`
    and hands each brief that passed to a writer thread, while the next briefs are planned.
    Results are yielded in order once all are planned."""
    with Workspace() as workspace:
        checker = ThreadPoolExecutor(1, "kbpatch-check")
        writer = ThreadPoolExecutor(WRITE_THREADS, "kbpatch-write")
        stop = threading.Event()

        def check_and_write(chunk: list[Checked]) -> list[Future[ProposeResult] | KbpatchError]:
            failures = verify_all(chunk)
            return [
                failure or writer.submit(finish, one, dry_run=dry_run, force=force, stop=stop)
                for one, failure in zip(chunk, failures, strict=True)
            ]

        try:
            checks: list[Future[list[Future[ProposeResult] | KbpatchError]]] = []
            # Per brief: why it failed, or (its chunk's number, its place in the chunk).
            slots: list[BriefError | tuple[int, int]] = []
            chunk: list[Checked] = []
            for one in plan_each(
                briefs,
                kb=kb,
                dry_run=dry_run,
                force=force,
                workspace=workspace,
                on_planned=on_planned,
            ):
                if isinstance(one, BriefError):
                    slots.append(one)
                    continue
                slots.append((len(checks), len(chunk)))
                chunk.append(one)
                if len(chunk) == CHECK_CHUNK:
                    checks.append(checker.submit(check_and_write, chunk))
                    chunk = []
            if chunk:
                checks.append(checker.submit(check_and_write, chunk))
            for brief, slot in zip(briefs, slots, strict=True):
                if isinstance(slot, BriefError):
                    yield BriefRun(brief, slot)
                    continue
                number, place = slot
                outcome = checks[number].result()[place]
                try:
                    if isinstance(outcome, KbpatchError):
                        raise outcome
                    yield BriefRun(brief, outcome.result())
                except KbpatchError as err:
                    yield BriefRun(brief, _brief_error(brief, err))
        finally:
            # Interrupted (or the caller stopped early): checks not started are dropped;
            # folders not yet renamed in are abandoned and their staging removed.
            stop.set()
            checker.shutdown(wait=True, cancel_futures=True)
            writer.shutdown(wait=True, cancel_futures=True)


# Briefs whose patches one `git apply --check` checks while later briefs are planned: large
# enough that a git process per chunk costs little, small enough that little is left to
# check and write once the last brief is planned.
CHECK_CHUNK = 32
# Threads writing the briefs' folders: a folder is a few small files and renames, mostly
# the kernel's work, which goes on meanwhile on another core.
WRITE_THREADS = 2
# Briefs planned ahead of the one whose blob ids are awaited; threads hashing them when
# worker processes are not forked; how many briefs make forking them worth its few ms.
HASHING_AHEAD = 16
HASH_THREADS = 2
FORK_HASHERS_FROM = 8
MAX_HASH_WORKERS = 8
# While briefs are planned the cyclic collector runs only every COLLECT_EVERY briefs, on
# the young generations. Left to itself it ran about 85 times over 200 briefs, walking each
# brief's 50,000-line lists while they were alive, for 40-55 ms of CPU; it found about 500
# objects in cycles, two or three a brief. Between briefs those lists are gone.
COLLECT_EVERY = 32
# The GIL switch interval while briefs are planned (Python's default is 5 ms): a hashing
# thread needs the GIL back after each stretch of hashing, and would otherwise wait up to
# 5 ms for the planning thread each time, hashing at a fraction of its core's speed.
PLANNING_SWITCH_INTERVAL = 0.0001


def plan_each(
    briefs: Sequence[Path],
    *,
    kb: str | None,
    dry_run: bool,
    force: bool,
    workspace: Workspace,
    on_planned: Callable[[Path], None] | None = None,
) -> Iterator[Checked | BriefError]:
    """Plan each brief, or say why it cannot be; yielded in order as each is ready.

    The blob id after each patch (its `index` line's) means hashing the whole KB, about
    1.7 ms for 3 MB, the largest single cost of a batch. It is done while the next briefs
    are planned: by worker processes forked once the KB is read (hashing.ForkedHashers,
    hash_workers() of them), or, where forking is not safe (another thread running, not
    Linux) or for another KB, by two threads, which hashlib allows as it lets go of the GIL
    while it hashes."""
    # Per brief in order: why it cannot be planned, or its draft awaiting its blob ids.
    waiting: deque[BriefError | tuple[Path, Drafted, Future[list[str]] | Answer]] = deque()
    forked: ForkedHashers | None = None
    forked_for: Head | None = None  # the KB whose bytes the forked workers hold

    def settle() -> Checked | BriefError:
        first = waiting.popleft()
        if isinstance(first, BriefError):
            return first
        brief, drafted, blobs = first
        try:
            return Checked(drafted.planned(blobs.result()), drafted.output)
        except Exception as err:  # one brief's failure, even a kbpatch bug, spares the rest
            return brief_failure(brief, err)

    before = sys.getswitchinterval()
    sys.setswitchinterval(min(before, PLANNING_SWITCH_INTERVAL))
    collecting = gc.isenabled()
    gc.disable()
    try:
        with ThreadPoolExecutor(HASH_THREADS, "kbpatch-hash") as hasher:
            for number, brief in enumerate(briefs, start=1):
                if number % COLLECT_EVERY == 0:
                    gc.collect(1)
                try:
                    drafted = draft_one(
                        brief, kb=kb, dry_run=dry_run, force=force, workspace=workspace
                    )
                except Exception as err:  # one brief's failure spares the others
                    waiting.append(brief_failure(brief, err))
                else:
                    head = drafted.kb.head
                    if (
                        forked is None
                        and len(briefs) >= FORK_HASHERS_FROM
                        and can_fork()
                        and threading.active_count() == 1
                    ):
                        forked = ForkedHashers(
                            head.data, drafted.base.object_format, hash_workers()
                        )
                        forked_for = head
                    if forked is not None and head is forked_for:
                        waiting.append((brief, drafted, forked.submit(drafted.byte_changes)))
                    else:
                        # One task a brief rather than a patch: fewer hand-overs between
                        # the planning thread and the hashers.
                        waiting.append((brief, drafted, hasher.submit(drafted.blobs)))
                if on_planned is not None:
                    on_planned(brief)
                while len(waiting) > HASHING_AHEAD:
                    yield settle()
            while waiting:
                yield settle()
    finally:
        sys.setswitchinterval(before)
        if collecting:
            gc.enable()
        if forked is not None:
            forked.close()


def hash_workers() -> int:
    """How many hashing workers to fork: one more than the cores this process may use.

    The planning thread takes a core's share too, and a worker waiting for its next request
    leaves its core to the others: on two cores, three workers gave a 200-brief batch about
    4% more than two, and four no more than three."""
    if hasattr(os, "sched_getaffinity"):
        cores = len(os.sched_getaffinity(0))
    else:
        cores = os.cpu_count() or 2
    return max(2, min(cores + 1, MAX_HASH_WORKERS))


def _brief_error(brief: Path, err: KbpatchError) -> BriefError:
    return BriefError(brief=str(brief), error=str(err), exit_code=err.exit_code)


def check_stable(head: Text, combined: Sequence[Edit], proposed: list[Action], date: str) -> None:
    """Planning again on the patched text must propose nothing (black's stability check)."""
    text = head.replaced(combined, resplit=True)
    for action in proposed:
        # The patched text as a view of HEAD's lines and the new ones: no 50,000-line copy.
        again = render(text.view, action, date=date, headings=text.outline, eol=text.eol)
        if again.status is Status.PROPOSED:
            raise SelfCheckFailed(
                f"{action.id} would be proposed again after its own patch; "
                "this is a kbpatch bug, please report it with the brief"
            )


def plan_brief(brief_file: Path, *, kb: str | None) -> Planned:
    """Read and plan one brief against the KB at HEAD, for a look only: nothing is written."""
    brief_file = brief_file.absolute()
    with Workspace() as workspace:
        brief = read_brief(brief_file, workspace)
        return plan_against_head(brief_file, brief, kb=kb, workspace=workspace)
