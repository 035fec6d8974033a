"""`kbpatch check`: does a written patch set still apply to HEAD? Asked of git, in scratch."""

from __future__ import annotations

import re
import tempfile
from bisect import bisect_right
from dataclasses import dataclass, replace
from functools import cache
from pathlib import Path

from unidiff.errors import UnidiffParseError
from unidiff.patch import PatchSet

from .errors import BadInput
from .files import read_bounded
from .gitrepo import KbRepo
from .mail import FIXED_HEADERS, PATCH_STARTS, SIGNATURE
from .manifest import MANIFEST_LIMIT, MANIFEST_NAME, Manifest, diff_digest, parse_manifest
from .models import CheckedPatch, PatchState, StaleCheck
from .output import output_folder
from .untrusted import one_line
from .verify import Scratch, reason

ALTERNATIVES = "alternatives"
MISSING_BLOB = "lacks the necessary blob"
# A patch holds one brief's additions with their context.
MAX_PATCH_BYTES = 64 * 1024 * 1024


def check_patches(target: Path) -> StaleCheck:
    """Check every patch of a folder (or of a brief's folder, or one patch file) against HEAD:
    first that it is the plain KB change its folder's manifest records, then with git."""
    folder, files = patch_files(target.absolute())
    with KbRepo.open(folder) as repo:
        folder_path = repo.relpath(folder)
        manifest = read_manifest(folder, repo.root)
        brief_path = find_brief(folder, manifest, repo)
        # A name that would break its report line is shown escaped (and cannot be listed).
        names = [one_line(path.relative_to(folder).as_posix()) for path in files]
        siblings = recommended_siblings(manifest) if isinstance(manifest, Manifest) else {}

        @cache
        def head(kb: str) -> HeadKb:
            """The KB at HEAD, read once ("" when HEAD has no such file: no patch is in)."""
            try:
                return HeadKb(repo.head_blob(kb)[0].decode("utf-8", "surrogateescape"))
            except BadInput:
                return HeadKb("")

        with tempfile.TemporaryDirectory(prefix="kbpatch-check-") as tmp:
            scratch = Scratch(repo, Path(tmp))

            def check_file(name: str, path: Path) -> CheckedPatch:
                mail = read_patch(path, repo.root)
                found = tampering(name, mail, manifest)
                if found is not None:
                    return found
                # tampering() found the KB change the manifest records, so both were read.
                assert isinstance(manifest, Manifest) and not isinstance(mail, Unreadable)
                base = next(p.base_blob for p in manifest.patches if p.file == name)
                kb = one_line(manifest.kb)
                return check_one(scratch, name, mail, kb=kb, base_blob=base, head=head(manifest.kb))

            checked = [check_file(name, path) for name, path in zip(names, files, strict=True)]
            # An alternative checked alone still needs to know whether its sibling is in.
            by_name = {patch.file: patch for patch in checked}
            for name in sorted({s for patch in checked for s in siblings.get(patch.file, ())}):
                if name not in by_name:
                    by_name[name] = check_file(name, folder / name)
        checked = [superseded(patch, siblings, by_name) for patch in checked]
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


def find_brief(folder: Path, manifest: Manifest | Unreadable, repo: KbRepo) -> str:
    """The brief the folder's patches came from, repository-relative; "" when it is not here.

    The manifest names it; a folder moved or copied elsewhere has it beside it, under the
    folder's name with the suffix of a markdown or a flattened brief."""
    candidates = [folder.with_suffix(suffix) for suffix in (".md", ".txt")]
    if isinstance(manifest, Manifest) and manifest.brief:
        named = repo.root / manifest.brief
        if output_folder(named) == folder:
            candidates.insert(0, named)
    for brief in candidates:
        if brief.is_file() and not brief.is_symlink():
            return one_line(repo.relpath(brief))
    return ""


def recommended_siblings(manifest: Manifest) -> dict[str, tuple[str, ...]]:
    """Each alternative's recommended siblings: the patches holding the other options of the
    same choice (same item, same brief lines, `option K of N` with the same N)."""
    patch_of = {p.file: p for p in manifest.patches}
    options = [
        (action, action.choice.split(" ")[3])
        for action in manifest.actions
        if action.patch in patch_of and re.match(r"option \d+ of \d+", action.choice)
    ]
    # Recommended patches stand right in the folder.
    recommended = [
        (action, of)
        for action, of in options
        if not patch_of[str(action.patch)].alternative
        and re.fullmatch(r"[^/\\]+\.patch", str(action.patch))
    ]
    found: dict[str, tuple[str, ...]] = {}
    for alternative in (p for p in manifest.patches if p.alternative):
        names = dict.fromkeys(
            str(other.patch)
            for action, of in options
            if action.id in alternative.actions
            for other, other_of in recommended
            if other_of == of
            and other.item == action.item
            and set(other.brief_lines) & set(action.brief_lines)
        )
        if names:
            found[alternative.file] = tuple(names)
    return found


def superseded(
    patch: CheckedPatch, siblings: dict[str, tuple[str, ...]], by_name: dict[str, CheckedPatch]
) -> CheckedPatch:
    """`superseded` for an alternative whose recommended sibling is applied; else the patch."""
    applied = [
        name
        for name in siblings.get(patch.file, ())
        if name in by_name and by_name[name].state is PatchState.ALREADY_APPLIED
    ]
    if not applied or patch.state is PatchState.TAMPERED:
        return patch
    return replace(
        patch,
        state=PatchState.SUPERSEDED,
        reason=one_line(f"its recommended sibling {', '.join(applied)} is applied"),
        missing=(),
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
        data = read_bounded(path, limit=MANIFEST_LIMIT, root=root, what="manifest")
        return parse_manifest(data)
    except BadInput as err:
        return Unreadable(str(err))


# What may stand before the diff: the mail header kbpatch writes, the `---` line and the note,
# each of whose lines starts with a space. None of them can start a diff for git apply.
_HEADER_FIELDS = ("From ", "From: ", "Date: ", "Subject: ", *(f"{k}: " for k in FIXED_HEADERS))
# Lines that git apply or git mailinfo would read as the start of a patch or a header.
_MESSAGE_BREAKERS = (*PATCH_STARTS, "From")
_OID = r"[0-9a-f]{40}(?:[0-9a-f]{24})?"  # sha1 or sha256
_INDEX = re.compile(rf"index (?P<old>{_OID})\.\.(?P<new>{_OID}) (?:100644|100755)")


def plain_header(diff: str) -> dict[str, str] | None:
    """The names (as written) and blob ids of a diff's header when it is that of a plain change
    to one regular file: no mode, rename, copy, new or deleted file lines; else None."""
    # A name is C-quoted, or plain and then maybe holding spaces: git ends its ---/+++ lines
    # with a tab then, and the `diff --git` line is told apart by them.
    first, index, old, new, rest = [*diff.split("\n", 4), "", "", "", ""][:5]
    a, b = old.removeprefix("--- ").removesuffix("\t"), new.removeprefix("+++ ").removesuffix("\t")
    blobs = _INDEX.fullmatch(index)
    if blobs is None or first != f"diff --git {a} {b}" or not rest.startswith("@@ "):
        return None
    if not (old.startswith("--- ") and new.startswith("+++ ")):
        return None
    return {"a": a, "b": b, **blobs.groupdict()}


def tampering(
    name: str, mail: str | Unreadable, manifest: Manifest | Unreadable
) -> CheckedPatch | None:
    """A `tampered` result when the patch is anything but the plain change to the KB that the
    manifest records (paths, blob ids, digest of the diff); None when it is exactly that."""
    # What the result names, as far as the patch has been read when it is found tampered.
    changes = manifest.kb if isinstance(manifest, Manifest) else ""
    base_blob = ""

    def tampered(why: str) -> CheckedPatch:
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
    header = plain_header(diff)
    try:
        files = PatchSet(diff)
    except UnidiffParseError as err:
        return tampered(f"its diff does not parse ({err})")
    changed = [unquote(f.target_file or f.source_file)[2:] for f in files]
    changes = ", ".join(changed) or changes
    if len(files) != 1:
        return tampered(f"changes {len(files)} files ({changes})")
    if header is None or not files[0].is_modified_file or files[0].is_binary_file:
        return tampered(
            "is not a plain text change of one file (a mode change, rename, copy, new, deleted, "
            "binary or symbolic-link diff)"
        )
    if unquote(header["a"]) != f"a/{changed[0]}" or unquote(header["b"]) != f"b/{changed[0]}":
        return tampered("names two different files")
    if diff.count("\n") != 4 + sum(1 + len(hunk) for hunk in files[0]):
        return tampered("holds lines outside its hunks")
    if not before_diff_is_inert(before):
        return tampered("holds diff lines before its diff (in the header or note)")
    base_blob = header["old"]
    if isinstance(manifest, Unreadable):
        return tampered(manifest)
    record = next((p for p in manifest.patches if p.file == name), None)
    if record is None:
        return tampered(f"is not listed in {MANIFEST_NAME}")
    if changed[0] != manifest.kb:
        return tampered(f"changes {changed[0]}, not the KB {manifest.kb}")
    if (header["old"], header["new"]) != (record.base_blob, record.result_blob):
        return tampered(f"its blob ids differ from {MANIFEST_NAME}'s")
    if diff_digest(diff) != record.diff_sha256:
        return tampered(f"its diff differs from the one {MANIFEST_NAME} records (an edited line?)")
    return None


def before_diff_is_inert(before: str) -> bool:
    """Whether the text before the diff is a mail header, `---` and the indented note."""
    lines = before.split("\n")
    fields = len(_HEADER_FIELDS)
    if not (
        len(lines) >= fields + 2
        and all(map(str.startswith, lines, _HEADER_FIELDS))
        and lines[fields] == ""
        and "---" in lines[fields:]
    ):
        return False
    # The commit message (kbpatch's sentence and trailers) up to `---`, then the indented note.
    dashes = lines.index("---", fields)
    if any(line.startswith(_MESSAGE_BREAKERS) for line in lines[fields + 1 : dashes]):
        return False
    return all(line == "" or line.startswith(" ") for line in lines[dashes + 1 :])


_C_ESCAPES = {"a": 7, "b": 8, "t": 9, "n": 10, "v": 11, "f": 12, "r": 13, '"': 34, "\\": 92}
# An octal escape has three digits (fewer only at the very end); any other escapes one byte.
_C_ESCAPE = re.compile(rb"\\(?:([0-7]{3}|[0-7]{1,2}\Z)|(.))", re.DOTALL)


def unquote(path: str) -> str:
    """A path as git writes it in a diff header (C-quoted when it holds special bytes)."""
    if not (len(path) >= 2 and path.startswith('"') and path.endswith('"')):
        return path

    def byte(match: re.Match[bytes]) -> bytes:
        octal, other = match.groups()
        return bytes([int(octal, 8) & 0xFF if octal else _C_ESCAPES.get(chr(other[0]), other[0])])

    raw = _C_ESCAPE.sub(byte, path[1:-1].encode("utf-8", "surrogateescape"))
    return raw.decode("utf-8", "surrogateescape")


def check_one(
    scratch: Scratch, name: str, mail: str, *, kb: str, base_blob: str, head: HeadKb
) -> CheckedPatch:
    """Already applied (its changes are in HEAD), applies, partly applied, applies with
    --3way, or stale (with git's reason), for a patch found to change `kb` alone."""

    def result(state: PatchState, why: str = "", missing: tuple[str, ...] = ()) -> CheckedPatch:
        return CheckedPatch(
            file=name, kb=kb, base_blob=base_blob, state=state, reason=why, missing=missing
        )

    # By content first: after other patches landed around it, or `git am -3` merged it, its
    # context no longer matches, yet every line it adds and removes is so in HEAD.
    changes = changes_of(mail)
    missing = tuple(change.label for change in head.missing(changes))
    if changes and not missing:
        return result(PatchState.ALREADY_APPLIED)
    scratch.start_from_head()
    applies, stderr = scratch.try_apply(mail, "--check")
    if applies:
        return result(PatchState.APPLIES)
    if scratch.try_apply(mail, "--check", "--reverse")[0]:
        return result(PatchState.ALREADY_APPLIED)
    if len(missing) < len(changes):
        held = len(changes) - len(missing)
        return result(
            PatchState.PARTLY_APPLIED,
            f"{held} of {len(changes)} changes in HEAD; missing: {'; '.join(missing)}",
            missing,
        )
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


# ---------------------------------------------------------------- by content (pure)

# The headings git's markdown diff driver names in a hunk header.
_HEADING = re.compile(r"#{1,6}[ \t]")
LABEL_WIDTH = 60


@dataclass(frozen=True)
class Change:
    """One run of added and removed lines of a patch, and the heading it stands under."""

    removed: tuple[str, ...]
    added: tuple[str, ...]
    heading: str  # the heading line (or the start of it, as a hunk header gives it), or ""

    @property
    def label(self) -> str:
        """How a report names it: where, and its first added (or removed) line."""
        first = next((line for line in self.added + self.removed if line.strip()), "")
        sign = "+" if first in self.added else "-"
        if len(first) > LABEL_WIDTH:
            first = first[: LABEL_WIDTH - 1] + "…"
        where = f"under {self.heading.strip()}: " if self.heading else ""
        return one_line(f"{where}{sign}{first}")


def changes_of(mail: str) -> list[Change]:
    """The runs of added and removed lines of a patch's diff, each with its heading; runs of
    blank lines alone are left out (they are found anywhere and tell nothing)."""
    diff = "diff --git " + mail.partition("\ndiff --git ")[2]
    found: list[Change] = []
    for patched in PatchSet(diff):
        for hunk in patched:
            heading = hunk.section_header.strip()
            removed: list[str] = []
            added: list[str] = []
            for line in [*hunk, None]:
                if line is not None and (line.is_added or line.is_removed):
                    (added if line.is_added else removed).append(bare(line.value))
                    continue
                if any(text.strip() for text in removed + added):
                    found.append(Change(tuple(removed), tuple(added), heading))
                removed, added = [], []
                if line is not None and _HEADING.match(line.value):
                    heading = bare(line.value)
    return found


def bare(line: str) -> str:
    """A line without its line ending (LF or CRLF)."""
    return line.removesuffix("\n").removesuffix("\r")


class HeadKb:
    """The KB at HEAD, indexed to find a patch's changes in it by content."""

    def __init__(self, text: str) -> None:
        # Split at LF alone, as git does (str.splitlines would split at \x0c, \u2028, …).
        self.lines = [line.removesuffix("\r") for line in text.split("\n")]
        self.at: dict[str, list[int]] = {}
        for number, line in enumerate(self.lines):
            self.at.setdefault(line, []).append(number)
        self.headings = [n for n, line in enumerate(self.lines) if _HEADING.match(line)]

    def heading_above(self, number: int) -> str:
        """The last heading line at or above line `number`, or ""."""
        k = bisect_right(self.headings, number) - 1
        return self.lines[self.headings[k]] if k >= 0 else ""

    def runs(self, lines: tuple[str, ...]) -> list[int]:
        """Where `lines` stand together, one after another, in the KB."""
        return [
            start
            for start in self.at.get(lines[0], [])
            if tuple(self.lines[start : start + len(lines)]) == lines
        ]

    def missing(self, changes: list[Change]) -> list[Change]:
        """The changes HEAD does not show, in order: each is looked for after the last one
        found, as the patch has them one after another."""
        after = 0
        left = []
        for change in changes:
            found = self.find(change, after)
            if found is None:
                left.append(change)
            else:
                after = found
        return left

    def find(self, change: Change, after: int) -> int | None:
        """Where HEAD shows the change at or after line `after` (the line after its added
        lines), or None: its added lines stand together under its heading, and its removed
        lines not beside them; a removal alone shows when its lines are not under its heading
        at all."""

        def under_heading(start: int) -> bool:
            return not change.heading or self.heading_above(start).startswith(change.heading)

        if not change.added:
            shown = not any(under_heading(start) for start in self.runs(change.removed))
            return after if shown else None
        size = len(change.removed)
        for start in self.runs(change.added):
            if start < after or not under_heading(start):
                continue
            end = start + len(change.added)
            if size and change.removed in (
                tuple(self.lines[max(0, start - size) : start]),
                tuple(self.lines[end : end + size]),
            ):
                continue
            return end
        return None
