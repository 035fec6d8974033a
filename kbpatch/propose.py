"""`kbpatch propose`: read briefs and the KB at HEAD, build and check patches, write them.

A run over many briefs opens each repository and reads each KB once (`Workspace`); every
brief still gets its own `Proposal`, output folder and manifest."""

from __future__ import annotations

import os
from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from pathlib import Path, PurePosixPath
from types import TracebackType

from .errors import BadInput, KbpatchError, SelfCheckFailed
from .gitrepo import KbRepo
from .locate import outline
from .manifest import MANIFEST_NAME, Manifest, build_manifest, manifest_json
from .models import Action, Brief, BriefError, Proposal, Status
from .output import check_output_folder, output_folder, write_series
from .parse import decode_brief, parse_brief
from .patches import Base, build_series, split_keep
from .plan import plan
from .render import render
from .verify import PatchCheck, verify_patches

# A folder given to `propose` stands for the briefs in it, named as the README says:
# `inbox/<name>/<date>-<topic>-e1prep.md`.
BRIEF_PATTERN = "*e1prep.md"


@dataclass(frozen=True)
class ProposeResult:
    proposal: Proposal
    output: Path
    written: bool
    manifest: Manifest


@dataclass(frozen=True)
class KbAtHead:
    """The KB as committed at HEAD, read once per run."""

    path: str  # repository-relative
    text: str
    blob: str
    mode: str
    worktree_differs: bool


@dataclass(frozen=True)
class Planned:
    """A brief read, planned and rendered against the KB at HEAD; nothing checked or written."""

    brief: Brief
    kb: KbAtHead
    proposal: Proposal
    repo: KbRepo  # open only inside the Workspace that planned it


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


def read_brief_bytes(brief_file: Path) -> bytes:
    """The brief's bytes, or a one-line reason why they cannot be a brief."""
    if not brief_file.exists():
        raise BadInput(f"{brief_file}: no such file")
    if brief_file.is_dir():
        raise BadInput(f"{brief_file} is a folder; give the brief's .md file")
    try:
        size = brief_file.stat().st_size
        if size > MAX_BRIEF_BYTES:
            raise BadInput(
                f"{brief_file} is {size / 1024 / 1024:.1f} MB; E1 briefs are a few KB "
                f"(limit {MAX_BRIEF_BYTES // 1024 // 1024} MB): is this the right file?"
            )
        return brief_file.read_bytes()
    except OSError as err:
        raise BadInput(f"{brief_file}: cannot read it ({err.strerror})") from None


def read_brief(brief_file: Path) -> Brief:
    return parse_brief(decode_brief(read_brief_bytes(brief_file)))


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

    def repo_for(self, brief_file: Path) -> KbRepo:
        """The repository holding `brief_file`, reusing one already open."""
        folder = brief_file.parent.resolve()
        for root, repo in self._repos.items():
            if folder.is_relative_to(root) and not _nested_repository(folder, root):
                return repo
        repo = KbRepo.open(brief_file.parent)
        self._repos[repo.root] = repo
        return repo

    def kb(self, repo: KbRepo, kb_path: str) -> KbAtHead:
        """The KB at HEAD, decoded; read from git the first time only."""
        key = (repo.root, kb_path)
        if key not in self._kbs:
            data, blob = repo.head_blob(kb_path)
            self._kbs[key] = KbAtHead(
                path=kb_path,
                text=decode_kb(data, kb_path),
                blob=blob,
                mode=repo.head_mode(kb_path),
                worktree_differs=repo.worktree_differs(kb_path, data),
            )
        return self._kbs[key]

    def close(self) -> None:
        for repo in self._repos.values():
            repo.close()
        self._repos.clear()

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


def plan_against_head(
    brief_file: Path, brief: Brief, *, kb: str | None, workspace: Workspace
) -> Planned:
    """Plan a parsed brief and render its patches against the KB at HEAD; check nothing."""
    repo = workspace.repo_for(brief_file)
    brief_path = repo.relpath(brief_file)
    kb_at_head = workspace.kb(repo, kb_relpath(repo, kb, brief.topic))
    base = Base(
        kb_path=kb_at_head.path,
        kb_text=kb_at_head.text,
        kb_blob=kb_at_head.blob,
        object_format=repo.object_format,
        base_commit=repo.head_commit,
        brief_path=brief_path,
        topic=brief.topic or PurePosixPath(kb_at_head.path).stem,
        date=brief.date,
        kb_mode=kb_at_head.mode,
    )
    series = build_series(plan(brief), base)
    proposal = Proposal(
        brief_path=brief_path,
        kb_path=kb_at_head.path,
        base_commit=repo.head_commit,
        kb_blob=kb_at_head.blob,
        worktree_differs=kb_at_head.worktree_differs,
        patches=series.patches,
        outcomes=series.outcomes,
        combined_text=series.combined_text,
    )
    return Planned(brief, kb_at_head, proposal, repo)


def propose_one(
    brief_file: Path, *, kb: str | None, dry_run: bool, force: bool, workspace: Workspace
) -> ProposeResult:
    """Build, check and (unless a dry run) write the patches and manifest of one brief."""
    brief_file = brief_file.absolute()
    brief = read_brief(brief_file)
    output = output_folder(brief_file)
    if not dry_run:
        check_output_folder(output, force=force)
    planned = plan_against_head(brief_file, brief, kb=kb, workspace=workspace)
    proposal = planned.proposal
    check_stable(
        proposal.combined_text,
        [o.action for o in proposal.outcomes if o.status is Status.PROPOSED],
        brief.date,
    )
    if proposal.patches:
        verify_patches(
            planned.repo,
            proposal.kb_path,
            [PatchCheck(p.name, p.text, p.new_text.encode("utf-8")) for p in proposal.patches],
            PatchCheck("combined", "", proposal.combined_text.encode("utf-8")),
        )
    manifest = build_manifest(proposal)
    written = False
    if not dry_run and proposal.patches:
        write_series(
            output, proposal.patches, force=force, extra=((MANIFEST_NAME, manifest_json(manifest)),)
        )
        written = True
    return ProposeResult(proposal=proposal, output=output, written=written, manifest=manifest)


def propose(brief_file: Path, *, kb: str | None, dry_run: bool, force: bool) -> ProposeResult:
    """Build, check and (unless a dry run) write the patches one brief asks for."""
    with Workspace() as workspace:
        return propose_one(brief_file, kb=kb, dry_run=dry_run, force=force, workspace=workspace)


def find_briefs(paths: Sequence[Path]) -> tuple[list[Path], list[BriefError]]:
    """The brief files named, a folder standing for its `*e1prep.md` files; duplicates once."""
    found: list[Path] = []
    errors: list[BriefError] = []
    seen: set[Path] = set()
    for path in paths:
        if path.is_dir():
            inside = sorted(
                p
                for p in path.rglob(BRIEF_PATTERN)
                if p.is_file() and not _hidden_or_output(p.relative_to(path))
            )
            if not inside:
                errors.append(
                    BriefError(
                        brief=str(path),
                        error=f"{path} holds no briefs (files named {BRIEF_PATTERN})",
                        exit_code=BadInput.exit_code,
                    )
                )
        else:
            inside = [path]
        for brief in inside:
            key = brief.absolute().resolve()
            if key not in seen:
                seen.add(key)
                found.append(brief)
    return found, errors


def _hidden_or_output(relative: Path) -> bool:
    return any(part.startswith(".") or part.endswith(".patches") for part in relative.parts[:-1])


def propose_each(
    briefs: Sequence[Path], *, kb: str | None, dry_run: bool, force: bool
) -> Iterator[BriefRun]:
    """Propose for each brief in turn; one brief's bad input does not stop the others."""
    with Workspace() as workspace:
        for brief in briefs:
            try:
                result = propose_one(
                    brief, kb=kb, dry_run=dry_run, force=force, workspace=workspace
                )
            except KbpatchError as err:
                error = BriefError(brief=str(brief), error=str(err), exit_code=err.exit_code)
                yield BriefRun(brief, error)
                continue
            yield BriefRun(brief, result)


def check_stable(combined: str, proposed: list[Action], date: str) -> None:
    """Planning again on the patched text must propose nothing (black's stability check)."""
    lines = split_keep(combined)
    headings = outline(lines)
    for action in proposed:
        again = render(lines, action, date=date, headings=headings)
        if again.status is Status.PROPOSED:
            raise SelfCheckFailed(
                f"{action.id} would be proposed again after its own patch; "
                "this is a kbpatch bug, please report it with the brief"
            )


def plan_brief(brief_file: Path, *, kb: str | None) -> Planned:
    """Read and plan one brief against the KB at HEAD, for a look only: nothing is written."""
    brief_file = brief_file.absolute()
    brief = read_brief(brief_file)
    with Workspace() as workspace:
        return plan_against_head(brief_file, brief, kb=kb, workspace=workspace)
