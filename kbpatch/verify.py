"""Check every patch with git itself before anything is written, in a scratch index."""

from __future__ import annotations

import os
import re
import shutil
import subprocess
import tempfile
from collections.abc import Sequence
from pathlib import Path
from typing import NamedTuple

from kbpatch.diff import SIGNATURE, am_subject, blob_id, quote_path
from kbpatch.errors import SelfCheckFailed
from kbpatch.gitrepo import KbRepo

__all__ = ["PatchCheck", "Scratch", "reason", "verify_patches"]

ALTERNATIVES = "alternatives/"

# Variables that would point git at another repository, index or object store than ours.
_LOCATION_VARS = (
    "GIT_DIR",
    "GIT_WORK_TREE",
    "GIT_COMMON_DIR",
    "GIT_INDEX_FILE",
    "GIT_OBJECT_DIRECTORY",
    "GIT_ALTERNATE_OBJECT_DIRECTORIES",
    "GIT_NAMESPACE",
)
# A split index would write its shared part into the real .git; fsmonitor may start a daemon.
_SAFE_CONFIG = ("-c", "core.splitIndex=false", "-c", "core.fsmonitor=false")
# Lines that git apply would take as the start of a patch.
_PATCH_START = re.compile(r"^(diff |--- |\+\+\+ |@@ |Index: |GIT binary patch|Binary files )")


class PatchCheck(NamedTuple):
    """One patch to check: its name, the whole mail, and the KB bytes it must produce."""

    name: str
    mail: str
    expected: bytes


def verify_patches(
    repo: KbRepo, kb_path: str, checks: Sequence[PatchCheck], combined: PatchCheck | None
) -> None:
    """Raise SelfCheckFailed unless every patch applies, alone and together, as `git am` would."""
    with tempfile.TemporaryDirectory(prefix="kbpatch-verify-") as tmp:
        scratch = Scratch(repo, Path(tmp))
        for check in checks:
            scratch.start_from_head()
            scratch.apply(check.name, check.mail)
            scratch.expect(check.name, kb_path, check.expected)
            scratch.check_mail(check)
        if combined is not None:
            scratch.start_from_head()
            applied: list[str] = []
            for check in checks:
                if check.name.startswith(ALTERNATIVES):
                    continue
                scratch.apply(check.name, check.mail, after=applied)
                applied.append(check.name)
            scratch.expect(combined.name, kb_path, combined.expected, together=applied)


class Scratch:
    """A throw-away index and object directory layered over the real repository."""

    def __init__(self, repo: KbRepo, tmp: Path) -> None:
        tmp = tmp.resolve()
        if tmp.is_relative_to(repo.root):
            raise SelfCheckFailed(
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
            GIT_INDEX_FILE=str(self.head_index),
            GIT_OBJECT_DIRECTORY=str(objects),
            GIT_ALTERNATE_OBJECT_DIRECTORIES=_alternate_entry(repo.objects_dir),
            GIT_LITERAL_PATHSPECS="1",
            GIT_OPTIONAL_LOCKS="0",
        )
        self.env = env
        self._git("read-tree", repo.head_commit, what="HEAD")
        self.env["GIT_INDEX_FILE"] = str(self.index)

    def _git(
        self, *args: str, stdin: bytes | None = None, what: str = ""
    ) -> subprocess.CompletedProcess[bytes]:
        done = subprocess.run(
            ["git", *_SAFE_CONFIG, *args],
            cwd=self.repo.root,
            env=self.env,
            input=stdin,
            capture_output=True,
            check=False,
        )
        if what and done.returncode != 0:
            raise SelfCheckFailed(f"patch {what}: git {args[0]}: {reason(_decode(done.stderr))}")
        return done

    def start_from_head(self) -> None:
        """Reset the scratch index to HEAD's tree."""
        shutil.copyfile(self.head_index, self.index)

    def try_apply(self, mail: str, *options: str) -> tuple[bool, str]:
        """Apply the mail to the scratch index (`git apply --cached OPTIONS`); say how it went."""
        done = self._git(
            "apply", "--cached", "--whitespace=nowarn", *options, "-", stdin=_encode(mail)
        )
        return done.returncode == 0, _decode(done.stderr)

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
        subject = ""
        for line in info.splitlines():
            if line.startswith("Subject: "):
                subject = line[len("Subject: ") :]
        if not subject:
            raise SelfCheckFailed(f"patch {name}: git mailinfo finds no subject")
        header = _header(check.mail, "Subject")
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
        for line in before.splitlines():
            if _PATCH_START.match(line):
                raise SelfCheckFailed(f"patch {name}: the note has a line git reads as a patch")


def _diff_part(text: str) -> str:
    """Return the diff in a mail or extracted patch: from `diff --git` up to the signature."""
    match = re.search(r"^diff --git ", text, re.MULTILINE)
    if match is None:
        return ""
    diff = text[match.start() :]
    return diff.removesuffix(SIGNATURE)


def _header(mail: str, name: str) -> str:
    """Return the value of header `name` in the mail's header block, or ""."""
    head = mail.split("\n\n", 1)[0]
    for line in head.split("\n"):
        if line.lower().startswith(name.lower() + ":"):
            return line[len(name) + 1 :].strip()
    return ""


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
