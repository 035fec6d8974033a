"""What the GitHub Actions runner does with a `run:` step, for tests that run a workflow's or
an action's steps on a real temporary repository: `${{ … }}` filled in, `bash -eo pipefail`,
and stand-ins for `gh` (recording each call, answering the comment listing through jq)."""

from __future__ import annotations

import json
import re
import stat
import subprocess
import sys
from pathlib import Path
from typing import Any

EXPRESSION = re.compile(r"\$\{\{\s*(.+?)\s*\}\}")
# The `github.*` context of a pull request's run, as the tests' runs see it.
PULL_REQUEST_CONTEXT = {
    "github.base_ref": "main",
    "github.token": "token-for-tests",
    "github.event.pull_request.number": "7",
    "github.server_url": "https://github.example",
    "github.repository": "team/kb",
    "github.run_id": "4242",
}

# `gh`: appends each call (its arguments, its token, and the body file's text) to $GH_LOG as one
# JSON line; `gh api --paginate …/comments --jq F` answers from $GH_COMMENTS through jq, as gh
# does with its own jq.
FAKE_GH = """\
import json, os, subprocess, sys
args = sys.argv[1:]
call = {"args": args, "token": os.environ.get("GH_TOKEN", "")}
for arg in args:
    if arg.startswith("body=@"):
        call["body"] = open(arg[len("body=@"):], encoding="utf-8").read()
with open(os.environ["GH_LOG"], "a", encoding="utf-8") as log:
    log.write(json.dumps(call) + "\\n")
if "--paginate" in args:
    jq = args[args.index("--jq") + 1]
    page = open(os.environ["GH_COMMENTS"], "rb").read()
    sys.stdout.write(subprocess.run(["jq", "-r", jq], input=page, capture_output=True,
                                    check=True).stdout.decode())
"""


def executable(folder: Path, name: str, body: str) -> Path:
    path = folder / name
    path.write_text(body)
    path.chmod(path.stat().st_mode | stat.S_IXUSR)
    return path


def stand_ins(folder: Path) -> Path:
    """A folder for PATH with `kbpatch` running this checkout and the `gh` stand-in."""
    folder.mkdir()
    executable(folder, "kbpatch", f'#!/bin/sh\nexec {sys.executable} -m kbpatch "$@"\n')
    executable(folder, "gh", f"#!{sys.executable}\n{FAKE_GH}")
    return folder


def gh_calls(log: Path) -> list[dict[str, Any]]:
    lines = log.read_text(encoding="utf-8").splitlines() if log.exists() else []
    return [json.loads(line) for line in lines]


def substitute(value: str, context: dict[str, str], outputs: dict[str, dict[str, str]]) -> str:
    """`${{ name }}` from `context`, `${{ steps.ID.outputs.NAME }}` from `outputs`."""

    def one(match: re.Match[str]) -> str:
        expression = match.group(1)
        step = re.fullmatch(r"steps\.([\w-]+)\.outputs\.([\w-]+)", expression)
        if step:
            return outputs.get(step.group(1), {}).get(step.group(2), "")
        assert expression in context, f"teach the test ${{{{ {expression} }}}}"
        return context[expression]

    return EXPRESSION.sub(one, value)


def run_bash(script: str, cwd: Path, env: dict[str, str]) -> subprocess.CompletedProcess[str]:
    """Run a step's script as `shell: bash` does: bash --noprofile --norc -eo pipefail FILE."""
    path = cwd.parent / "step.sh"
    path.write_text(script)
    return subprocess.run(
        ["bash", "--noprofile", "--norc", "-eo", "pipefail", str(path)],
        cwd=cwd,
        env=env,
        capture_output=True,
        text=True,
        check=False,
    )


def read_outputs(github_output: Path) -> dict[str, str]:
    return dict(line.split("=", 1) for line in github_output.read_text().splitlines())
