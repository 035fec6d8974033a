"""The GitHub Actions workflow of docs/bots.md, run step by step as the runner would, on a
real temporary repository with a pull request that adds two briefs (one flattened to .txt).
`uses:` steps are checked (the artifact's paths must match the patch folders) but not run;
`gh` is a stand-in that records its arguments. A change to the documented workflow that this
test cannot follow fails it."""

from __future__ import annotations

import glob
import os
import re
import shlex
import stat
import subprocess
import sys
from pathlib import Path
from typing import Any

import yaml

from kbpatch.comment import GITHUB_LIMIT, length

from .conftest import FIXTURES, ROOT, KbRepoFixture, git

DOC = ROOT / "docs" / "bots.md"
HEADING = "## The same, written out as a workflow"
BRIEFS = {
    "inbox/tom/2026-11-04-inference-e1prep.md": FIXTURES / "demo" / "brief.md",
    "inbox/ann/2026-11-03-inference-e1prep.txt": FIXTURES / "flat-merge" / "brief.md",
}
CONTEXT = {
    "github.base_ref": "main",
    "github.token": "token-for-tests",
    "github.event.pull_request.number": "7",
    "github.server_url": "https://github.example",
    "github.repository": "team/kb",
    "github.run_id": "4242",
}
EXPRESSION = re.compile(r"\$\{\{\s*(.+?)\s*\}\}")


def workflow() -> dict[Any, Any]:
    """The first ```yaml block under the workflow's heading in docs/bots.md."""
    text = DOC.read_text(encoding="utf-8")
    section = text[text.index(HEADING) :]
    match = re.search(r"^```yaml\n(.*?)^```$", section, re.MULTILINE | re.DOTALL)
    assert match, "the documented workflow has no ```yaml block"
    loaded = yaml.safe_load(match.group(1))
    assert isinstance(loaded, dict)
    return loaded


def substitute(value: str, outputs: dict[str, dict[str, str]]) -> str:
    def one(match: re.Match[str]) -> str:
        expression = match.group(1)
        step = re.fullmatch(r"steps\.([\w-]+)\.outputs\.([\w-]+)", expression)
        if step:
            return outputs.get(step.group(1), {}).get(step.group(2), "")
        assert expression in CONTEXT, f"teach the test the expression ${{{{ {expression} }}}}"
        return CONTEXT[expression]

    return EXPRESSION.sub(one, value)


def stand_ins(folder: Path) -> Path:
    """`kbpatch` running this checkout, and a `gh` that records what it was asked."""
    folder.mkdir()
    scripts = {
        "kbpatch": f'#!/bin/sh\nexec {shlex.quote(sys.executable)} -m kbpatch "$@"\n',
        "gh": (
            '#!/bin/sh\nprintf "%s\\n" "$@" > "$GH_ARGS"\n'
            'printf "%s" "$GH_TOKEN" > "$GH_ARGS.token"\n'
        ),
    }
    for name, body in scripts.items():
        path = folder / name
        path.write_text(body)
        path.chmod(path.stat().st_mode | stat.S_IXUSR)
    return folder


def pull_request(repo: KbRepoFixture) -> None:
    """main holds the KB; the pull request adds two briefs and touches another file."""
    git(repo.root, "update-ref", "refs/remotes/origin/main", "HEAD")
    git(repo.root, "checkout", "-q", "-b", "add-briefs")
    for name, source in BRIEFS.items():
        repo.write(name, source.read_bytes())
    repo.write("inbox/tom/notes.md", "不是简报。\n".encode())
    repo.commit("add two briefs")


def run_step(step: dict[str, Any], root: Path, env: dict[str, str]) -> int:
    """Run a `run:` step as GitHub's bash shell does: bash --noprofile --norc -eo pipefail."""
    script = root.parent / "step.sh"
    script.write_text(step["run"])
    done = subprocess.run(
        ["bash", "--noprofile", "--norc", "-eo", "pipefail", str(script)],
        cwd=root,
        env=env,
        capture_output=True,
        text=True,
        check=False,
    )
    return done.returncode


def test_the_documented_workflow_on_a_pull_request_with_two_briefs(
    kb_repo: KbRepoFixture, tmp_path: Path
) -> None:
    steps = workflow()["jobs"]["propose"]["steps"]
    pull_request(kb_repo)
    bin_dir = stand_ins(tmp_path / "bin")
    outputs: dict[str, dict[str, str]] = {}
    codes: dict[str, int] = {}
    uploads: list[str] = []
    for number, step in enumerate(steps):
        name = step.get("name", step.get("uses", ""))
        assert step.get("if") in (None, "always()"), f"{name}: teach the test this condition"
        if "uses" in step:
            if step["uses"].startswith("actions/upload-artifact@"):
                uploads = [line for line in step["with"]["path"].splitlines() if line.strip()]
            continue
        if name == "Install kbpatch":
            assert "pip install" in step["run"]
            continue
        github_output = tmp_path / f"output-{number}"
        github_output.write_text("")
        env = {
            **os.environ,
            **{key: substitute(str(value), outputs) for key, value in step.get("env", {}).items()},
            "PATH": f"{bin_dir}{os.pathsep}{os.environ['PATH']}",
            "GITHUB_OUTPUT": str(github_output),
            "GH_ARGS": str(tmp_path / "gh-args"),
        }
        codes[name] = run_step(step, kb_repo.root, env)
        if "id" in step:
            pairs = [line.split("=", 1) for line in github_output.read_text().splitlines()]
            outputs[step["id"]] = dict(pairs)

    assert all(code == 0 for code in codes.values()), codes
    assert outputs["propose"] == {"code": "0"}

    # Only the two briefs were proposed for, each with its folder and manifest.
    comment = (kb_repo.root / "kbpatch-comment.md").read_text(encoding="utf-8")
    assert comment.count("### kbpatch · ") == 2
    for brief in BRIEFS:
        folder = kb_repo.root / (brief.rsplit(".", 1)[0] + ".patches")
        assert (folder / "manifest.json").is_file()
        assert f"`{brief}`" in comment
    assert not (kb_repo.root / "inbox/tom/notes.patches").exists()

    # The artifact's paths take the comment and every file of the patch folders.
    matched = {
        Path(path).relative_to(kb_repo.root).as_posix()
        for pattern in uploads
        for path in glob.glob(str(kb_repo.root / pattern), recursive=True)
        if Path(path).is_file()
    }
    written = {
        path.relative_to(kb_repo.root).as_posix()
        for path in (kb_repo.root / "inbox").rglob("*")
        if path.is_file() and ".patches/" in path.as_posix()
    }
    assert written and matched == written | {"kbpatch-comment.md"}

    # gh posted the comment, plus the bot's line, to pull request 7, within GitHub's limit.
    args = (tmp_path / "gh-args").read_text().splitlines()
    assert args == ["pr", "comment", "7", "--body-file", "kbpatch-body.md"]
    assert (tmp_path / "gh-args.token").read_text() == "token-for-tests"
    body = (kb_repo.root / "kbpatch-body.md").read_text(encoding="utf-8")
    assert body.startswith(comment)
    assert "https://github.example/team/kb/actions/runs/4242" in body
    assert length(body) <= GITHUB_LIMIT

    # A reviewer who unzips the artifact at the root can run the comment's commands.
    commands = re.findall(r"^git apply (\S+)$", comment, re.MULTILINE)
    assert len(commands) == 7
    for path in commands:
        git(kb_repo.root, "apply", "--check", path)

    # The last step turns the check red on bad input or a bug, and only then.
    last = steps[-1]
    for code, expected in (("1", 0), ("2", 1), ("3", 1)):
        env = {**os.environ, "CODE": substitute(last["env"]["CODE"], {"propose": {"code": code}})}
        assert (run_step(last, kb_repo.root, env) == 0) == (expected == 0)
