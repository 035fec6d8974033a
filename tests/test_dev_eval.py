"""The example briefs of ../shared/dev-eval (when that folder exists), scored by its own scorer.

The briefs and their post-conditions are not copied into the project: the scorer runs this
checkout's kbpatch on each brief in a fresh repository and checks what a careful maintainer's
merge satisfies. Every condition must hold, and every recommended patch must apply."""

from __future__ import annotations

import os
import re
import subprocess
import sys

import pytest

from .conftest import ROOT

DEV_EVAL = ROOT.parent / "shared" / "dev-eval"

pytestmark = pytest.mark.skipif(
    not (DEV_EVAL / "score.py").is_file(), reason="../shared/dev-eval is not here"
)

BRIEF_LINE = re.compile(
    r"^(?P<name>\S+): patches (?P<patches>\d+) \(apply alone (?P<alone>\d+)/\d+, together "
    r"(?P<together>yes|no)\), conditions (?P<passed>\d+)/(?P<total>\d+), "
    r"untouched (?P<untouched>yes|no)"
)


def test_every_condition_of_the_example_briefs_holds() -> None:
    # This checkout's kbpatch, whatever `kbpatch` on PATH is.
    env = {**os.environ, "KBPATCH": f"{sys.executable} -m kbpatch"}
    done = subprocess.run(
        [sys.executable, str(DEV_EVAL / "score.py"), "-v"],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        timeout=600,
        check=False,
    )
    rows = [m for m in map(BRIEF_LINE.match, done.stdout.splitlines()) if m]
    assert rows, done.stdout + done.stderr
    for row in rows:
        assert row["untouched"] == "yes", done.stdout
        assert row["alone"] == row["patches"] and row["together"] == "yes", done.stdout
        assert row["passed"] == row["total"], done.stdout
    assert "TOTAL conditions 93/93" in done.stdout, done.stdout
