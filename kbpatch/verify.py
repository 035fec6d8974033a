"""Check every patch with git itself before anything is written, in a scratch index.

`git apply` reads and splits the whole KB for every patch (about 8 ms a patch on a 3 MB KB),
so a run is checked in two halves that together show what applying the patches to HEAD does:

- In Python (`_read`): each mail is laid out exactly as format_mail lays mails out (one
  message for `git mailsplit`, a subject and a diff for `git mailinfo`), and its diff is the
  KB's header and exactly the hunks the patch's edit makes from HEAD's lines: each hunk stands
  where its header says, where `git apply` tries it first, so the patch applies alone there.
- By git, in ONE `git apply --check --cached` for the whole run (`_run_jobs`), on windows of
  the KB: each check's own file holds HEAD's lines around the hunks (`_job` says why that is
  every line git would look at); the patches, moved onto the window, are applied to it (a
  brief's recommended ones in name order, each alternative alone), and a last patch deletes
  it, removing the expected bytes, which git applies only if the result is exactly those.

Whatever does not pass that way is checked again on HEAD's whole KB (`_slow_check`: each
patch by its own `git apply`, each mail through `git mailsplit` and `git mailinfo`), which
decides and words the failure. git only ever runs with a temporary index and object
directory: the repository's index, objects and refs are never touched."""

from __future__ import annotations

import os
import re
import shutil
import subprocess
import tempfile
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import NamedTuple

from kbpatch.errors import EnvironmentProblem, SelfCheckFailed
from kbpatch.gitrepo import KbRepo, git_environment
from kbpatch.hunks import NO_NEWLINE, Hunk, diff_header, quote_path, unified_diff
from kbpatch.kb import Kb, blob_id
from kbpatch.mail import (
    FIXED_HEADERS,
    HEADER_BREAKER,
    NULL_FROM_LINE,
    PATCH_STARTS,
    SIGNATURE,
    am_subject,
)
from kbpatch.models import Edit, PatchFile

__all__ = ["Scratch", "SeriesCheck", "reason", "verify_series"]

ALTERNATIVES = "alternatives/"

# Variables that would point git at another repository, index or object store than ours.
_LOCATION_VARS: tuple[str, ...] = ("GIT_DIR", "GIT_WORK_TREE", "GIT_COMMON_DIR", "GIT_INDEX_FILE")
_LOCATION_VARS += ("GIT_OBJECT_DIRECTORY", "GIT_ALTERNATE_OBJECT_DIRECTORIES", "GIT_NAMESPACE")
_HEADER_KEY = re.compile(r"[A-Za-z-]+")
_SUBJECT = re.compile(r"^subject:(.*)", re.MULTILINE | re.IGNORECASE | re.ASCII)
# Lines of HEAD kept around each hunk in a window beyond the farthest git's search may look.
_WINDOW_SLACK = 8
# The files of the batch check, in the scratch index only.
_CHECK_PATH = re.compile(r"kbpatch-check/(\d+)")


class PatchCheck(NamedTuple):
    """One patch to check: its name, the whole mail, and the KB bytes it must produce."""

    name: str
    mail: str
    expected: bytes


class _Span(NamedTuple):
    """A change of the KB's bytes: [start, end) becomes `middle`."""

    start: int
    end: int
    middle: bytes

    def apply(self, data: bytes) -> bytes:
        return data[: self.start] + self.middle + data[self.end :]


class SeriesCheck(NamedTuple):
    """One brief's patches against the KB at HEAD. Alternatives are named `alternatives/…`;
    `combined` is what the others, applied in name order, must do (None: not checked)."""

    kb: Kb
    patches: Sequence[PatchFile]
    combined: Sequence[Edit] | None

    def span(self, edit: Edit) -> _Span:
        return _Span(*self.kb.byte_change(edit))


def verify_series(repo: KbRepo, series: Sequence[SeriesCheck]) -> list[SelfCheckFailed | None]:
    """Check each series as the module's docstring says: None for a series that passes, else
    why not, in the words of the per-patch check on the whole KB."""
    failed: set[int] = set()
    jobs: list[_Job] = []
    for index, one in enumerate(series):
        try:
            jobs += _prepare(index, one)
        except _Mismatch:
            failed.add(index)
    with tempfile.TemporaryDirectory(prefix="kbpatch-verify-") as tmp:
        scratch = Scratch(repo, Path(tmp))
        pending = [job for job in jobs if job.series not in failed]
        while pending:
            bad = _run_jobs(scratch, pending)
            failed |= bad
            # Each round drops at least one series, so this ends.
            pending = [job for job in pending if job.series not in failed] if bad else []
        return [_slow_check(scratch, one) if i in failed else None for i, one in enumerate(series)]


class _Mismatch(Exception):
    """The fast path cannot vouch for a series: the slow one decides and says why."""


class _Parsed(NamedTuple):
    name: str
    hunks: Sequence[Hunk]
    pieces: list[_Span]  # what each hunk, applied where it says, does to HEAD


@dataclass
class _Job:
    """One file for git: a window of HEAD, the patches to apply to it in order, and the
    bytes they must give."""

    series: int
    window: bytes
    expected: bytes
    patches: list[str]


def _prepare(index: int, one: SeriesCheck) -> list[_Job]:
    """Check one series in Python and make its jobs for git, or raise _Mismatch."""
    parsed = [_read(p, one.kb) for p in one.patches]
    # git applies the recommended patches together, in name order, and each alternative
    # alone (an alternative is only ever applied alone).
    recommended = [p for p in parsed if not p.name.startswith(ALTERNATIVES)]
    alone = [p for p in parsed if one.combined is None or p.name.startswith(ALTERNATIVES)]
    # Alone, a patch must give what its hunks give where they stand (checked above).
    jobs = [_job(index, one.kb, [p], p.pieces) for p in alone]
    if one.combined is not None and recommended:
        jobs.append(_job(index, one.kb, recommended, [one.span(e) for e in one.combined]))
    return jobs


def _read(patch: PatchFile, kb: Kb) -> _Parsed:
    """The patch's hunks, made again from its edit, once its mail is shown to carry exactly
    them, under the KB's diff header, laid out as git reads kbpatch's mails; raise _Mismatch
    otherwise."""
    edit = patch.change
    header = diff_header(kb.path, kb.blob, patch.new_blob, kb.mode)
    made = unified_diff(kb, kb.starts[edit.start], kb.starts[edit.end], "".join(edit.lines), header)
    if not made.hunks or _mail_diff(patch.text) != made.text:
        raise _Mismatch
    starts = kb.byte_starts
    pieces = [
        _Span(starts[h.old_start], starts[h.old_start + h.old_count], _encode(h.new))
        for h in made.hunks
    ]
    return _Parsed(patch.name, made.hunks, pieces)


def _mail_diff(mail: str) -> str:
    """The diff in a mail laid out as format_mail lays mails out, which is what
    `git mailsplit --keep-cr` + `git mailinfo` extract from it; raise _Mismatch for any
    other layout."""
    # One mbox message (every line after the first starts after a newline), whose header
    # lines run from the second line to the first empty line.
    first = len(NULL_FROM_LINE)
    blank = mail.find("\n\n", first - 1)
    if not mail.startswith(NULL_FROM_LINE) or "\nFrom " in mail or blank == -1:
        raise _Mismatch
    # Split at LF only, as git does: a header holding any other line break is one header.
    headers: dict[str, str] = {}
    for line in mail[first:blank].split("\n"):
        key, colon, value = line.partition(": ")
        if not colon or _HEADER_KEY.fullmatch(key) is None or key in headers:
            raise _Mismatch
        headers[key] = value
    subject = headers.get("Subject", "")
    if (
        set(headers) != {"From", "Date", "Subject", *FIXED_HEADERS}
        or any(headers[key] != value for key, value in FIXED_HEADERS.items())
        or "=?" in subject
        or not am_subject(subject)
        or HEADER_BREAKER.search(subject) is not None
    ):
        raise _Mismatch
    # The commit message (a sentence and trailers) runs up to the first `---` line, the note
    # from there to the diff; mailinfo's patch starts at the `---` line, so no line of either
    # may look like the start of a patch.
    dashes = mail.find("\n---\n", blank) + 1
    diff = mail.find("\ndiff --git ", dashes + 3) + 1 if dashes else 0
    if not diff or not mail.endswith(SIGNATURE):
        raise _Mismatch
    if any(line.startswith(PATCH_STARTS) for line in mail[blank + 2 : diff].split("\n")):
        raise _Mismatch
    return mail[diff:].removesuffix(SIGNATURE)


def _job(series: int, kb: Kb, patches: Sequence[_Parsed], expected: Sequence[_Span]) -> _Job:
    """A window of HEAD around the patches' hunks, the patches moved onto it, and the same
    window of the bytes they must give.

    git looks for a hunk first at its header's new line number (apply.c: `pos =
    frag->newpos - 1`) and searches outward from there. Applied after the patches before it,
    the hunk stands at most `reach` lines from there: the lines the hunks of those patches add
    or remove, each hunk's counted apart (one patch may add above a hunk and remove below it).
    A window of `reach` + slack lines of HEAD around each hunk thus shows git every line it
    would look at in the whole KB, so it applies each hunk where it would there."""
    total = kb.line_count
    spans: list[tuple[int, int]] = []
    reach = 0  # what the hunks of the patches so far add or remove, each counted apart
    for patch in patches:
        margin = reach + _WINDOW_SLACK
        spans += [
            (max(0, h.old_start - margin), min(total, h.old_start + h.old_count + margin))
            for h in patch.hunks
        ]
        reach += sum(abs(h.new_count - h.old_count) for h in patch.hunks)
    parts: list[list[int]] = []
    for low, high in sorted(spans):
        if parts and low <= parts[-1][1]:
            parts[-1][1] = max(parts[-1][1], high)
        else:
            parts.append([low, high])
    # The window and the expected bytes, part by part: each expected change must lie in one.
    changes = sorted(expected, key=lambda c: c.start)
    window: list[bytes] = []
    pieces: list[bytes] = []
    left_out: list[int] = []  # lines of HEAD before each part that the window leaves out
    size = placed = 0  # lines in the window so far; expected changes placed
    for low, high in parts:
        left_out.append(low - size)
        size += high - low
        at, end = kb.byte_starts[low], kb.byte_starts[high]
        window.append(kb.data[at:end])
        for change in changes:
            if at <= change.start and change.end <= end:
                pieces += [kb.data[at : change.start], change.middle]
                at = change.end
                placed += 1
        pieces.append(kb.data[at:end])
    if placed != len(changes):
        raise _Mismatch  # an expected change lies outside the patches' hunks

    moved: list[str] = []
    for patch in patches:
        text: list[str] = []
        for hunk in patch.hunks:
            end = hunk.old_start + hunk.old_count
            part = next(
                k for k, (low, high) in enumerate(parts) if low <= hunk.old_start <= end <= high
            )
            shift = left_out[part]
            old_first = hunk.old_start - shift + (1 if hunk.old_count else 0)
            new_first = hunk.new_start - shift + (1 if hunk.new_count else 0)
            text.append(f"@@ -{old_first},{hunk.old_count} +{new_first},{hunk.new_count} @@\n")
            text.append(hunk.body)
        moved.append("".join(text))
    return _Job(series, b"".join(window), b"".join(pieces), moved)


def _run_jobs(scratch: Scratch, jobs: list[_Job]) -> set[int]:
    """Run every job in one `git apply --check --cached` on an empty scratch index; return
    the series with a job that failed.

    A job's file is created with the window's lines, changed by the job's patches, and
    deleted by a patch whose removed lines are the expected bytes: git applies that only to a
    file holding exactly those bytes, so with --check nothing need be written to compare."""
    mbox: list[bytes] = []
    for number, job in enumerate(jobs):
        path = b"kbpatch-check/%d" % number
        head = b"diff --git a/%s b/%s\n" % (path, path)
        mbox += [head, b"new file mode 100644\n"]
        if job.window:
            mbox += [b"--- /dev/null\n+++ b/%s\n" % path, *_hunk(b"+", job.window)]
        for patch in job.patches:
            mbox += [head, b"--- a/%s\n+++ b/%s\n" % (path, path), _encode(patch)]
        mbox += [head, b"deleted file mode 100644\n"]
        if job.expected:
            mbox += [b"--- a/%s\n+++ /dev/null\n" % path, *_hunk(b"-", job.expected)]
    applied, stderr = scratch.check_batch(b"".join(mbox))
    if applied:
        return set()
    named = {int(n) for n in _CHECK_PATH.findall(stderr) if int(n) < len(jobs)}
    return {jobs[n].series for n in (named or range(len(jobs)))}


def _hunk(sign: bytes, data: bytes) -> list[bytes]:
    """A hunk that adds (b"+") or removes (b"-") all of `data`."""
    cut = data.rfind(b"\n")  # the end of its last whole line; after it, a line without one
    last = data[cut + 1 :]
    count = data.count(b"\n") + (1 if last else 0)
    header = b"@@ -0,0 +1,%d @@\n" if sign == b"+" else b"@@ -1,%d +0,0 @@\n"
    out = [header % count]
    if cut >= 0:
        out.append(sign + data[:cut].replace(b"\n", b"\n" + sign) + b"\n")
    if last:
        out += [sign + last + b"\n", NO_NEWLINE.encode()]
    return out


def _slow_check(scratch: Scratch, one: SeriesCheck) -> SelfCheckFailed | None:
    """Check a series the old way, on HEAD's whole KB: each patch by its own `git apply`,
    each mail through `git mailsplit` + `git mailinfo`; None if it passes after all."""
    data = one.kb.data
    checks = [PatchCheck(p.name, p.text, one.span(p.change).apply(data)) for p in one.patches]
    try:
        for check in checks:
            scratch.start_from_head()
            scratch.apply(check.name, check.mail)
            scratch.expect(check.name, one.kb.path, check.expected)
            scratch.check_mail(check)
        if one.combined is not None:
            for change in sorted(map(one.span, one.combined), key=lambda c: c.start, reverse=True):
                data = change.apply(data)
            scratch.start_from_head()
            applied: list[str] = []
            for check in checks:
                if not check.name.startswith(ALTERNATIVES):
                    scratch.apply(check.name, check.mail, after=applied)
                    applied.append(check.name)
            scratch.expect("combined", one.kb.path, data, together=applied)
    except SelfCheckFailed as err:
        return err
    return None


class Scratch:
    """A throw-away index and object directory layered over the real repository."""

    def __init__(self, repo: KbRepo, tmp: Path) -> None:
        tmp = tmp.resolve()
        if tmp.is_relative_to(repo.root):
            raise EnvironmentProblem(
                f"the temporary folder {tmp} is inside the repository; set TMPDIR outside it"
            )
        self.repo = repo
        self.tmp = tmp
        self.index = tmp / "index"
        self.head_index = tmp / "head-index"
        objects = tmp / "objects"
        objects.mkdir()
        env = {k: v for k, v in os.environ.items() if k not in _LOCATION_VARS}
        env.update(
            GIT_INDEX_FILE=str(self.index),
            GIT_OBJECT_DIRECTORY=str(objects),
            GIT_ALTERNATE_OBJECT_DIRECTORIES=_alternate_entry(repo.objects_dir),
            GIT_LITERAL_PATHSPECS="1",
            GIT_OPTIONAL_LOCKS="0",
        )
        env.update(git_environment(env))
        self.env = env

    def _git(
        self, *args: str, stdin: bytes | None = None, what: str = "", index: Path | None = None
    ) -> subprocess.CompletedProcess[bytes]:
        env = self.env if index is None else {**self.env, "GIT_INDEX_FILE": str(index)}
        done = subprocess.run(
            ["git", *args], cwd=self.repo.root, env=env, input=stdin, capture_output=True
        )
        if what and done.returncode != 0:
            raise SelfCheckFailed(f"patch {what}: git {args[0]}: {reason(_decode(done.stderr))}")
        return done

    def start_from_head(self) -> None:
        """Reset the scratch index to HEAD's tree (read from git the first time)."""
        if not self.head_index.exists():
            self._git("read-tree", self.repo.head_commit, what="HEAD", index=self.head_index)
        shutil.copyfile(self.head_index, self.index)

    def try_apply(
        self, mail: str | bytes, *options: str, index: Path | None = None
    ) -> tuple[bool, str]:
        """Apply the mail to the scratch index (`git apply --cached OPTIONS`); say how it went."""
        patch = mail if isinstance(mail, bytes) else _encode(mail)
        done = self._git(
            "apply", "--cached", "--whitespace=nowarn", *options, "-", stdin=patch, index=index
        )
        return done.returncode == 0, _decode(done.stderr)

    def check_batch(self, patches: bytes) -> tuple[bool, str]:
        """`git apply --check` patches that create, change and delete files of their own
        (`kbpatch-check/N`) in an index of their own, which starts empty. Nothing is written."""
        return self.try_apply(patches, "--check", index=self.tmp / "batch-index")

    def apply(self, name: str, mail: str, *, after: Sequence[str] = ()) -> None:
        """Apply the mail to the scratch index as `git apply --cached` would, or raise."""
        applied, stderr = self.try_apply(mail)
        if not applied:
            tail = f" (applied after {', '.join(after)})" if after else ""
            raise SelfCheckFailed(f"patch {name}: {reason(stderr)}{tail}")

    def expect(
        self, name: str, kb_path: str, expected: bytes, *, together: Sequence[str] = ()
    ) -> None:
        """Raise unless the scratch index holds `expected` at `kb_path` and nothing else changed."""
        what = f"{', '.join(together)} applied together" if together else "applied to HEAD"
        want = blob_id(expected, self.repo.object_format)
        listing = self._git("ls-files", "-s", "-z", "--", kb_path, what=name).stdout
        got = ""
        for record in _decode(listing).split("\0"):
            meta, _, path = record.partition("\t")
            if path == kb_path:
                got = meta.split(" ")[1]
        if got != want:
            found = f"blob {got}" if got else "no file"
            raise SelfCheckFailed(
                f"patch {name}: {what} gives {found} at {kb_path}, expected blob {want}"
            )
        changed = self._git(
            "diff-index", "--cached", "--name-only", "-z", self.repo.head_commit, "--", what=name
        ).stdout
        others = sorted(p for p in _decode(changed).split("\0") if p and p != kb_path)
        if others:
            raise SelfCheckFailed(f"patch {name}: also changes {', '.join(others)}")

    def check_mail(self, check: PatchCheck) -> None:
        """Raise unless `git mailsplit` + `git mailinfo` give back the subject and the diff."""
        name = check.name
        box = self.tmp / "mail"
        split_dir = self.tmp / "split"
        shutil.rmtree(split_dir, ignore_errors=True)
        split_dir.mkdir()
        box.write_bytes(_encode(check.mail))
        # --keep-cr, or a CRLF KB's diff loses its CRs: such patches need `git am --keep-cr`.
        count = self._git(
            "mailsplit", "--keep-cr", f"-o{split_dir}", "--", str(box), what=name
        ).stdout.strip()
        if count != b"1":
            raise SelfCheckFailed(f"patch {name}: git mailsplit finds {_decode(count)} messages")
        message = (split_dir / "0001").read_bytes()
        msg_file, patch_file = self.tmp / "msg", self.tmp / "patch"
        info = _decode(
            self._git("mailinfo", str(msg_file), str(patch_file), stdin=message, what=name).stdout
        )
        subjects = [line for line in info.splitlines() if line.startswith("Subject: ")]
        subject = subjects[-1].removeprefix("Subject: ") if subjects else ""
        if not subject:
            raise SelfCheckFailed(f"patch {name}: git mailinfo finds no subject")
        header = _subject(check.mail)
        if subject != am_subject(header):
            raise SelfCheckFailed(
                f"patch {name}: git mailinfo reads the subject as {subject!r}, "
                f"not {am_subject(header)!r}"
            )
        extracted = _decode(patch_file.read_bytes())
        sent = _diff_part(check.mail)
        if not sent:
            raise SelfCheckFailed(f"patch {name}: the mail holds no diff")
        if _diff_part(extracted) != sent:
            raise SelfCheckFailed(f"patch {name}: git mailinfo extracts a different patch")
        before = extracted[: extracted.index(sent)]
        if any(line.startswith(PATCH_STARTS) for line in before.splitlines()):
            raise SelfCheckFailed(f"patch {name}: the note has a line git reads as a patch")


def _diff_part(text: str) -> str:
    """Return the diff in a mail or extracted patch: from `diff --git` up to the signature."""
    match = re.search(r"^diff --git ", text, re.MULTILINE)
    return text[match.start() :].removesuffix(SIGNATURE) if match else ""


def _subject(mail: str) -> str:
    """Return the value of the Subject header in the mail's header block, or ""."""
    found = _SUBJECT.search(mail.split("\n\n", 1)[0])
    return found.group(1).strip() if found else ""


def _alternate_entry(path: Path) -> str:
    """Return `path` as one entry of GIT_ALTERNATE_OBJECT_DIRECTORIES."""
    text = str(path)
    if os.pathsep in text or text.startswith('"'):
        # git unquotes an entry that begins with a double quote, C-style.
        quoted = quote_path(text)
        return quoted if quoted.startswith('"') else f'"{quoted}"'
    return text


def _encode(text: str) -> bytes:
    # surrogateescape gives back the original bytes of a file name git could not decode.
    return text.encode("utf-8", "surrogateescape")


def _decode(data: bytes) -> str:
    return data.decode("utf-8", "surrogateescape")


def reason(stderr: str) -> str:
    """Return git's complaint as one line."""
    lines = [line.strip() for line in stderr.splitlines() if line.strip()]
    errors = [line.split(": ", 1)[1] for line in lines if line.startswith(("error: ", "fatal: "))]
    return "; ".join(errors or lines[-1:]) or "git failed without saying why"
