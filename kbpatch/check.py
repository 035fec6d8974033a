"""`kbpatch check`: does a written patch set still apply to HEAD? Asked of git, in scratch."""

from __future__ import annotations

import tempfile
from pathlib import Path

from unidiff.errors import UnidiffParseError
from unidiff.patch import PatchSet

from .errors import BadInput
from .gitrepo import KbRepo
from .manifest import blob_ids
from .models import CheckedPatch, PatchState, StaleCheck
from .output import output_folder
from .verify import Scratch, reason

ALTERNATIVES = "alternatives"
MISSING_BLOB = "lacks the necessary blob"


def check_patches(target: Path) -> StaleCheck:
    """Check every patch of a folder (or of a brief's folder, or one patch file) against HEAD."""
    folder, files = patch_files(target.absolute())
    with KbRepo.open(folder) as repo:
        folder_path = repo.relpath(folder)
        brief = folder.with_suffix(".md")
        brief_path = repo.relpath(brief) if brief.is_file() else ""
        with tempfile.TemporaryDirectory(prefix="kbpatch-check-") as tmp:
            scratch = Scratch(repo, Path(tmp))
            checked = tuple(
                check_one(scratch, path.relative_to(folder).as_posix(), read_patch(path))
                for path in files
            )
        return StaleCheck(
            folder=folder_path, brief=brief_path, head_commit=repo.head_commit, patches=checked
        )


def patch_files(target: Path) -> tuple[Path, list[Path]]:
    """The patch folder and its patches, in name order, alternatives last."""
    if not target.exists():
        raise BadInput(f"{target}: no such file or folder")
    if target.is_file() and target.suffix == ".patch":
        return target.parent, [target]
    if target.is_dir():
        folder = target
    else:
        folder = output_folder(target)
        if not folder.is_dir():
            raise BadInput(
                f"{target} has no patch folder ({folder.name}); run `kbpatch propose` on it first"
            )
    files = sorted(folder.glob("*.patch")) + sorted(folder.glob(f"{ALTERNATIVES}/*.patch"))
    if not files:
        raise BadInput(
            f"{folder} holds no .patch files; give a BRIEF-STEM.patches folder or its brief"
        )
    return folder, files


def read_patch(path: Path) -> str:
    try:
        # surrogateescape: the bytes go back to git exactly as they were written.
        return path.read_bytes().decode("utf-8", "surrogateescape")
    except OSError as err:
        raise BadInput(f"{path}: cannot read it ({err.strerror})") from None


def changed_path(mail: str) -> str:
    """The file a patch changes, or "" when it holds no diff kbpatch can read."""
    try:
        files = PatchSet(mail)
    except UnidiffParseError:
        return ""
    return files[0].path if len(files) else ""


def check_one(scratch: Scratch, name: str, mail: str) -> CheckedPatch:
    """Applies, already applied, applies with --3way, or stale (with git's reason)."""
    base_blob, _ = blob_ids(mail)

    def result(state: PatchState, why: str = "") -> CheckedPatch:
        return CheckedPatch(
            file=name, kb=changed_path(mail), base_blob=base_blob, state=state, reason=why
        )

    scratch.start_from_head()
    applies, stderr = scratch.try_apply(mail, "--check")
    if applies:
        return result(PatchState.APPLIES)
    if scratch.try_apply(mail, "--check", "--reverse")[0]:
        return result(PatchState.ALREADY_APPLIED)
    # --check would pass a merge with conflicts; a real merge into the scratch index tells.
    merged, merge_stderr = scratch.try_apply(mail, "--3way")
    if merged:
        return result(PatchState.APPLIES_3WAY)
    if MISSING_BLOB in merge_stderr:
        three_way = f"no --3way: blob {base_blob[:12] or '?'} it was made against is not here"
    elif "with conflicts" in merge_stderr:
        three_way = "--3way conflicts"
    else:
        three_way = f"--3way: {reason(merge_stderr)}"
    return result(PatchState.STALE, f"{reason(stderr)} ({three_way})")
