"""One brief proposed against one small KB of the test's own shape: what `kbpatch propose
--dry-run` prints (every patch, then the report), for tests that check the form of new lines."""

from __future__ import annotations

from pathlib import Path

from .conftest import invoke, make_repo

BRIEF_PATH = "inbox/tom/2026-12-02-inference-e1prep.md"


def dry_run(root: Path, kb: str, brief: str) -> str:
    """The patches and the report `kbpatch propose --dry-run` prints for `brief` on `kb`."""
    repo = make_repo(root, kb.encode("utf-8"))
    repo.add_brief(brief.encode("utf-8"), BRIEF_PATH)
    code, out, err = invoke("propose", "--dry-run", "--color", "never", str(repo.root / BRIEF_PATH))
    assert code in (0, 1, 2), out + err
    return out + err


def added(output: str) -> list[str]:
    """The lines the printed patches add (without their `+`), in order."""
    return [
        line[1:]
        for line in output.splitlines()
        if line.startswith("+") and not line.startswith("+++")
    ]
