"""Read-only access to the git repository that holds the KB, through GitPython."""

from __future__ import annotations

import contextlib
import os
from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path, PurePosixPath

import git
from git.exc import GitCommandError, InvalidGitRepositoryError, NoSuchPathError

from kbpatch.errors import BadInput

__all__ = ["KbRepo", "git_environment"]

# Configuration every git process kbpatch starts runs with, its children included (git hands
# GIT_CONFIG_COUNT entries on to the processes it starts, as it does `-c`):
# - no hooks: kbpatch writes only scratch indexes, and no repository hook may run for that
#   (a post-index-change hook would fire on every read-tree or apply --cached);
# - no transport at all: in a partial clone git fetches a missing object from the promisor
#   remote on its own; kbpatch never reaches the network, so a missing KB blob is an error.
#   GIT_NO_LAZY_FETCH says the same to git 2.45 and later; older git honours only this;
# - a split index would write its shared part into the real .git; fsmonitor may start a daemon.
SAFE_CONFIG = (
    ("core.hooksPath", os.devnull),
    ("protocol.allow", "never"),
    ("core.splitIndex", "false"),
    ("core.fsmonitor", "false"),
)


def git_environment(environ: Mapping[str, str]) -> dict[str, str]:
    """The variables to set over `environ` for a git process: SAFE_CONFIG and no lazy fetch.

    Configuration the caller already passes through GIT_CONFIG_COUNT is kept; ours comes
    after it, and so wins. git reads GIT_CONFIG_PARAMETERS (what `git -c` hands its children)
    after GIT_CONFIG_COUNT, so when the caller passes that too, ours is added at its end."""
    try:
        count = max(0, int(environ.get("GIT_CONFIG_COUNT", "0")))
    except ValueError:
        count = 0
    added = {"GIT_NO_LAZY_FETCH": "1", "GIT_CONFIG_COUNT": str(count + len(SAFE_CONFIG))}
    for number, (key, value) in enumerate(SAFE_CONFIG, start=count):
        added[f"GIT_CONFIG_KEY_{number}"] = key
        added[f"GIT_CONFIG_VALUE_{number}"] = value
    parameters = environ.get("GIT_CONFIG_PARAMETERS", "").strip()
    if parameters:
        # git's own quoting of `-c` pairs; SAFE_CONFIG holds no quote to escape.
        ours = " ".join(f"'{key}'='{value}'" for key, value in SAFE_CONFIG)
        added["GIT_CONFIG_PARAMETERS"] = f"{parameters} {ours}"
    return added


_REGULAR_MODES = {0o100644: "100644", 0o100755: "100755"}
_KIND_BY_MODE = {0o040000: "a directory", 0o120000: "a symlink", 0o160000: "a submodule"}


@dataclass(frozen=True)
class KbRepo:
    """The repository holding the KB: its root, HEAD commit and HEAD blobs; never written to."""

    _repo: git.Repo
    root: Path
    head_commit: str
    object_format: str
    objects_dir: Path  # shared by linked work trees; verify layers its scratch objects over it

    @classmethod
    def open(cls, start: Path) -> KbRepo:
        """Open the repository that holds `start`, searching parent directories."""
        start = Path(start).absolute()
        if not start.exists():
            raise BadInput(f"{start} does not exist")
        try:
            repo = git.Repo(start, search_parent_directories=True)
        except (InvalidGitRepositoryError, NoSuchPathError):
            raise BadInput(
                f"{start} is not inside a git repository; run kbpatch on a KB inside a git "
                "work tree (or `git init` one and commit the KB)"
            ) from None
        try:
            # Every git process GitPython starts for us (its cat-file readers included).
            repo.git.update_environment(**git_environment(os.environ))
            if repo.working_tree_dir is None:
                raise BadInput(f"{repo.git_dir} is a bare repository; run kbpatch in a work tree")
            root = Path(repo.working_tree_dir).resolve()
            # One git process for the three answers: object format, objects folder, HEAD.
            asked = ("--show-object-format", "--git-path", "objects", "--verify", "--quiet")
            status, out, err = repo.git.rev_parse(
                *asked, "HEAD^{commit}", with_extended_output=True, with_exceptions=False
            )
            object_format, objects, head = [*str(out).splitlines(), "", "", ""][:3]
            if status and not objects:
                # Not a missing HEAD (that still prints the other two): git refused the
                # repository itself; say why as GitPython would.
                raise GitCommandError(["git", "rev-parse", *asked], status, str(err))
            if object_format not in ("sha1", "sha256"):
                raise BadInput(
                    f"{root} uses object format {object_format!r}; kbpatch reads sha1/sha256"
                )
            if not head:
                raise BadInput(
                    f"the repository at {root} has no commits yet; commit the KB file first"
                )
        except BaseException:
            repo.close()
            raise
        # rev-parse answers relative to the directory git ran in, which GitPython sets to root.
        return cls(repo, root, head, object_format, (root / objects).resolve())

    def close(self) -> None:
        """Stop GitPython's persistent `git cat-file` processes."""
        self._repo.close()

    def __enter__(self) -> KbRepo:
        return self

    def __exit__(self, *exc_info: object) -> None:
        self.close()

    def head_blob(self, relpath: str) -> tuple[bytes, str]:
        """Return the bytes and blob id of `relpath` in HEAD's tree."""
        path = _checked_relpath(relpath)
        _, oid = self._head_entry(path)
        try:
            if self.object_format == "sha1":
                blob = self._repo.commit(self.head_commit).tree / path
                return blob.data_stream.read(), blob.hexsha
            # GitPython's object database only knows 20-byte ids; sha256 goes through git.
            data = self._repo.git.cat_file(
                "blob", oid, stdout_as_string=False, strip_newline_in_stdout=False
            )
        except (ValueError, GitCommandError):
            # GitPython's reader says ValueError for an object git does not have.
            raise BadInput(
                f"{path} at HEAD (blob {oid}) is not in this clone's objects, as in a partial "
                "clone; kbpatch never fetches: get it first (e.g. `git checkout HEAD -- "
                f"{path}` or `git fetch`)"
            ) from None
        assert isinstance(data, bytes)  # stdout_as_string=False
        return data, oid

    def head_mode(self, relpath: str) -> str:
        """Return the file mode of `relpath` at HEAD: "100644" or "100755"."""
        mode, _ = self._head_entry(_checked_relpath(relpath))
        return _REGULAR_MODES[mode]

    def _head_entry(self, path: str) -> tuple[int, str]:
        """Return the mode and object id of a regular file `path` at HEAD, or raise BadInput."""
        entry: tuple[int, str] | None = None
        if self.object_format == "sha1":
            with contextlib.suppress(KeyError):
                obj = self._repo.commit(self.head_commit).tree / path
                entry = (int(obj.mode), obj.hexsha)
        else:
            # ls-tree takes its paths literally (no globbing); --full-tree roots them at the top.
            out = str(self._repo.git.ls_tree("-z", "--full-tree", self.head_commit, "--", path))
            for record in out.split("\0"):
                meta, _, name = record.partition("\t")
                if name == path:
                    octal, _kind, found = meta.split(" ")
                    entry = (int(octal, 8), found)
        if entry is None:
            if (self.root / path).exists() or (self.root / path).is_symlink():
                raise BadInput(f"{path} is not committed at HEAD; commit it first")
            raise BadInput(f"{path} does not exist at HEAD or in the work tree")
        mode, oid = entry
        if mode not in _REGULAR_MODES:
            kind = _KIND_BY_MODE.get(mode & 0o170000, f"of mode {mode:o}")
            raise BadInput(f"{path} is {kind} at HEAD, not a regular file")
        return mode, oid

    def worktree_differs(self, relpath: str, head_bytes: bytes) -> bool:
        """Tell whether the work-tree file differs from `head_bytes` as git sees it."""
        target = self.root / _checked_relpath(relpath)
        if target.is_symlink() or not target.is_file():
            return True
        worktree = target.read_bytes()
        # A checkout with core.autocrlf (or eol=crlf) holds the blob's lines with CRLF, which
        # `git add` would store back as HEAD's. git is not asked: hashing the file would run
        # the clean or process filter .gitattributes names (git-lfs, or any command someone
        # configured), and kbpatch runs no driver. Bytes another filter changes are reported
        # as differing: a note in the report, not an error.
        return worktree != head_bytes and worktree.replace(b"\r\n", b"\n") != head_bytes

    def relpath(self, path: Path) -> str:
        """Return the repository-relative POSIX path of `path`, a file in the work tree."""
        resolved = Path(path).absolute().resolve()
        try:
            rel = resolved.relative_to(self.root)
        except ValueError:
            raise BadInput(f"{path} is outside the repository at {self.root}") from None
        if not rel.parts:
            raise BadInput(f"{path} is the repository root, not a file in it")
        if rel.parts[0] == ".git":
            raise BadInput(f"{path} is inside .git, not in the work tree")
        return rel.as_posix()


def _checked_relpath(relpath: str) -> str:
    """Return `relpath` normalised, or raise BadInput if it leaves the work tree."""
    pure = PurePosixPath(relpath)
    if not relpath or pure.is_absolute() or ".." in pure.parts or not pure.parts:
        raise BadInput(f"{relpath!r} is not a path relative to the repository root")
    return pure.as_posix()
