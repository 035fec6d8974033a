"""`kbpatch propose`: read the brief and the KB at HEAD, build and check patches, write them."""

from __future__ import annotations

import os
from dataclasses import dataclass
from pathlib import Path, PurePosixPath

from .errors import BadInput, SelfCheckFailed
from .gitrepo import KbRepo
from .locate import outline
from .models import Action, Proposal, Status
from .output import check_output_folder, output_folder, write_series
from .parse import decode_brief, parse_brief
from .patches import Base, build_series, split_keep
from .plan import plan
from .render import render
from .verify import PatchCheck, verify_patches


@dataclass(frozen=True)
class ProposeResult:
    proposal: Proposal
    output: Path
    written: bool


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


def propose(brief_file: Path, *, kb: str | None, dry_run: bool, force: bool) -> ProposeResult:
    """Build, check and (unless a dry run) write the patches one brief asks for."""
    brief_file = brief_file.absolute()
    brief = parse_brief(decode_brief(read_brief_bytes(brief_file)))
    output = output_folder(brief_file)
    if not dry_run:
        check_output_folder(output, force=force)
    with KbRepo.open(brief_file.parent) as repo:
        brief_path = repo.relpath(brief_file)
        kb_path = kb_relpath(repo, kb, brief.topic)
        data, kb_blob = repo.head_blob(kb_path)
        kb_text = decode_kb(data, kb_path)
        base = Base(
            kb_path=kb_path,
            kb_text=kb_text,
            kb_blob=kb_blob,
            object_format=repo.object_format,
            base_commit=repo.head_commit,
            brief_path=brief_path,
            topic=brief.topic or PurePosixPath(kb_path).stem,
            date=brief.date,
            kb_mode=repo.head_mode(kb_path),
        )
        actions = plan(brief)
        series = build_series(actions, base)
        check_stable(
            series.combined_text,
            [o.action for o in series.outcomes if o.status is Status.PROPOSED],
            base.date,
        )
        if series.patches:
            verify_patches(
                repo,
                kb_path,
                [PatchCheck(p.name, p.text, p.new_text.encode("utf-8")) for p in series.patches],
                PatchCheck("combined", "", series.combined_text.encode("utf-8")),
            )
        proposal = Proposal(
            brief_path=brief_path,
            kb_path=kb_path,
            base_commit=repo.head_commit,
            kb_blob=kb_blob,
            worktree_differs=repo.worktree_differs(kb_path, data),
            patches=series.patches,
            outcomes=series.outcomes,
            combined_text=series.combined_text,
        )
    written = False
    if not dry_run and series.patches:
        write_series(output, series.patches, force=force)
        written = True
    return ProposeResult(proposal=proposal, output=output, written=written)


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
