"""`kbpatch check`: does a written patch set still apply to HEAD? Asked of git, in scratch."""

from __future__ import annotations

import re
import tempfile
from pathlib import Path

from pydantic import ValidationError
from unidiff.errors import UnidiffParseError
from unidiff.patch import PatchSet

from .errors import BadInput
from .files import read_bounded
from .gitrepo import KbRepo
from .manifest import MANIFEST_NAME, Manifest, blob_ids, diff_digest
from .models import CheckedPatch, PatchState, StaleCheck
from .output import output_folder
from .untrusted import one_line
from .verify import Scratch, reason

ALTERNATIVES = "alternatives"
MISSING_BLOB = "lacks the necessary blob"
# A patch holds one brief's additions with their context; a manifest, a few lines per action.
MAX_PATCH_BYTES = 64 * 1024 * 1024
MAX_MANIFEST_BYTES = 16 * 1024 * 1024


def check_patches(target: Path) -> StaleCheck:
    """Check every patch of a folder (or of a brief's folder, or one patch file) against HEAD:
    first that it is the plain KB change its folder's manifest records, then with git."""
    folder, files = patch_files(target.absolute())
    with KbRepo.open(folder) as repo:
        folder_path = repo.relpath(folder)
        brief = folder.with_suffix(".md")
        brief_path = repo.relpath(brief) if brief.is_file() else ""
        manifest = read_manifest(folder, repo.root)
        # A name that would break its report line is shown escaped (and cannot be listed).
        names = [one_line(path.relative_to(folder).as_posix()) for path in files]
        checked: list[CheckedPatch] = []
        with tempfile.TemporaryDirectory(prefix="kbpatch-check-") as tmp:
            scratch = Scratch(repo, Path(tmp))
            for name, path in zip(names, files, strict=True):
                mail = read_patch(path, repo.root)
                found = tampering(name, mail, manifest)
                if found is None:
                    # tampering() found the KB change the manifest records, so both were read.
                    assert isinstance(manifest, Manifest)
                    found = check_one(scratch, name, str(mail), kb=one_line(manifest.kb))
                checked.append(found)
        one_patch = target.suffix == ".patch" and not target.is_dir()
        if isinstance(manifest, Manifest) and not one_patch:
            checked += [
                CheckedPatch(
                    file=one_line(p.file),
                    kb=one_line(manifest.kb),
                    base_blob=p.base_blob,
                    state=PatchState.TAMPERED,
                    reason="listed in manifest.json, but the file is missing",
                )
                for p in manifest.patches
                if p.file not in names
            ]
        return StaleCheck(
            folder=folder_path,
            brief=brief_path,
            head_commit=repo.head_commit,
            patches=tuple(checked),
        )


def patch_files(target: Path) -> tuple[Path, list[Path]]:
    """The patch folder and its patches, in name order, alternatives last."""
    if not target.exists() and not target.is_symlink():
        raise BadInput(f"{target}: no such file or folder")
    if target.suffix == ".patch" and not target.is_dir():
        folder = target.parent
        if folder.name == ALTERNATIVES and (folder.parent / MANIFEST_NAME).exists():
            folder = folder.parent
        return folder, [target]
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


class Unreadable(str):
    """Why a file of the patch folder could not be read: the patch is then tampered."""


def read_patch(path: Path, root: Path) -> str | Unreadable:
    """The patch's text, or why it is not a patch kbpatch wrote (a link, a FIFO, too large)."""
    if path.is_symlink():
        return Unreadable("a symbolic link, not a file kbpatch wrote")
    try:
        data = read_bounded(path, limit=MAX_PATCH_BYTES, root=root, what="patch")
    except BadInput as err:
        return Unreadable(str(err))
    # surrogateescape: the bytes go back to git exactly as they were written.
    return data.decode("utf-8", "surrogateescape")


def read_manifest(folder: Path, root: Path) -> Manifest | Unreadable:
    """The folder's manifest.json, or why there is none to check the patches against."""
    path = folder / MANIFEST_NAME
    if path.is_symlink() or not path.exists():
        return Unreadable(f"{MANIFEST_NAME} is missing (or a link); propose again to write it")
    try:
        data = read_bounded(path, limit=MAX_MANIFEST_BYTES, root=root, what="manifest")
        return Manifest.model_validate_json(data)
    except BadInput as err:
        return Unreadable(str(err))
    except ValidationError:
        return Unreadable(f"{MANIFEST_NAME} is not a manifest kbpatch wrote")


# What may stand before the diff: the mail header kbpatch writes, the `---` line and the note,
# each of whose lines starts with a space. None of them can start a diff for git apply.
_HEADER_FIELDS = (
    "From ",
    "From: ",
    "Date: ",
    "Subject: ",
    "MIME-Version: ",
    "Content-Type: ",
    "Content-Transfer-Encoding: ",
)
SIGNATURE = "-- \nkbpatch\n"
# A plain change to one regular file: no mode, rename, copy, new or deleted file lines.
_DIFF_HEADER = re.compile(
    r"diff --git (?P<a>\S+|\"(?:[^\"\\]|\\.)*\") (?P<b>\S+|\"(?:[^\"\\]|\\.)*\")\n"
    r"index (?P<old>[0-9a-f]{40}|[0-9a-f]{64})\.\.(?P<new>[0-9a-f]{40}|[0-9a-f]{64}) "
    r"(?:100644|100755)\n--- (?P=a)\n\+\+\+ (?P=b)\n(?=@@ )"
)


def tampering(
    name: str, mail: str | Unreadable, manifest: Manifest | Unreadable
) -> CheckedPatch | None:
    """A `tampered` result when the patch is anything but the plain change to the KB that the
    manifest records (paths, blob ids, digest of the diff); None when it is exactly that."""
    kb = manifest.kb if isinstance(manifest, Manifest) else ""

    def tampered(why: str, *, changes: str = kb, base_blob: str = "") -> CheckedPatch:
        # What it says comes from a file name or a diff header: keep it to its report line.
        return CheckedPatch(
            file=name,
            kb=one_line(changes),
            base_blob=base_blob,
            state=PatchState.TAMPERED,
            reason=one_line(why),
        )

    if isinstance(mail, Unreadable):
        return tampered(mail)
    before, found, rest = mail.partition("\ndiff --git ")
    if not found:
        return tampered("holds no diff")
    diff = "diff --git " + rest
    if not diff.endswith(SIGNATURE):
        return tampered("has text after its diff")
    diff = diff[: -len(SIGNATURE)]
    header = _DIFF_HEADER.match(diff)
    try:
        files = PatchSet(diff)
    except UnidiffParseError as err:
        return tampered(f"its diff does not parse ({err})")
    changed = [unquote(f.target_file or f.source_file)[2:] for f in files]
    changes = ", ".join(changed) or kb
    if len(files) != 1:
        return tampered(f"changes {len(files)} files ({changes})", changes=changes)
    if header is None or not files[0].is_modified_file or files[0].is_binary_file:
        return tampered(
            "is not a plain text change of one file (a mode change, rename, copy, new, deleted, "
            "binary or symbolic-link diff)",
            changes=changes,
        )
    if unquote(header["a"]) != f"a/{changed[0]}" or unquote(header["b"]) != f"b/{changed[0]}":
        return tampered("names two different files", changes=changes)
    lines = 4 + sum(1 + len(hunk) for hunk in files[0])
    if diff.count("\n") != lines:
        return tampered("holds lines outside its hunks", changes=changes)
    if not before_diff_is_inert(before):
        return tampered("holds diff lines before its diff (in the header or note)", changes=changes)
    base_blob = header["old"]
    if isinstance(manifest, Unreadable):
        return tampered(manifest, changes=changes, base_blob=base_blob)
    record = next((p for p in manifest.patches if p.file == name), None)
    if record is None:
        return tampered(f"is not listed in {MANIFEST_NAME}", changes=changes, base_blob=base_blob)
    if changed[0] != manifest.kb:
        return tampered(
            f"changes {changed[0]}, not the KB {manifest.kb}", changes=changes, base_blob=base_blob
        )
    if (header["old"], header["new"]) != (record.base_blob, record.result_blob):
        return tampered(
            f"its blob ids differ from {MANIFEST_NAME}'s", changes=changes, base_blob=base_blob
        )
    if diff_digest(diff) != record.diff_sha256:
        return tampered(
            f"its diff differs from the one {MANIFEST_NAME} records (an edited line?)",
            changes=changes,
            base_blob=base_blob,
        )
    return None


def before_diff_is_inert(before: str) -> bool:
    """Whether the text before the diff is a mail header, `---` and the indented note."""
    lines = before.split("\n")
    header_lines = len(_HEADER_FIELDS)
    if len(lines) < header_lines + 2:
        return False
    for line, field in zip(lines, _HEADER_FIELDS, strict=False):
        if not line.startswith(field):
            return False
    if lines[header_lines : header_lines + 2] != ["", "---"]:
        return False
    return all(line == "" or line.startswith(" ") for line in lines[header_lines + 2 :])


_C_ESCAPES = {"a": 7, "b": 8, "t": 9, "n": 10, "v": 11, "f": 12, "r": 13, '"': 34, "\\": 92}


def unquote(path: str) -> str:
    """A path as git writes it in a diff header (C-quoted when it holds special bytes)."""
    if not (len(path) >= 2 and path.startswith('"') and path.endswith('"')):
        return path
    raw = bytearray()
    body = path[1:-1].encode("utf-8", "surrogateescape")
    at = 0
    while at < len(body):
        byte = body[at]
        if byte != 0x5C or at + 1 == len(body):
            raw.append(byte)
            at += 1
        elif body[at + 1 : at + 4].isdigit():
            raw.append(int(body[at + 1 : at + 4], 8) & 0xFF)
            at += 4
        else:
            raw.append(_C_ESCAPES.get(chr(body[at + 1]), body[at + 1]))
            at += 2
    return raw.decode("utf-8", "surrogateescape")


def check_one(scratch: Scratch, name: str, mail: str, *, kb: str) -> CheckedPatch:
    """Applies, already applied, applies with --3way, or stale (with git's reason), for a
    patch found to change `kb` alone."""
    base_blob, _ = blob_ids(mail)

    def result(state: PatchState, why: str = "") -> CheckedPatch:
        return CheckedPatch(file=name, kb=kb, base_blob=base_blob, state=state, reason=why)

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
