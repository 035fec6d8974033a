"""The composite action (action.yml), its steps run as GitHub's runner runs them: `${{ … }}`
filled in from the inputs (with their defaults), the event and earlier steps' outputs; `run:`
steps by `bash -e` on a real temporary repository with a pull request; GITHUB_OUTPUT and
GITHUB_PATH honoured. `uses:` steps are checked, not run; `gh` and the `python3` that would
make a virtualenv are stand-ins that record what they were asked."""

from __future__ import annotations

import json
import os
import re
import shutil
import sys
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import pytest
import yaml

from kbpatch.comment import GITHUB_LIMIT, MARKER, length

from .conftest import FIXTURES, KB_PATH, ROOT, KbRepoFixture, git
from .github_runner import (
    PULL_REQUEST_CONTEXT,
    executable,
    gh_calls,
    read_outputs,
    run_bash,
    stand_ins,
)
from .github_runner import substitute as fill

ACTION = ROOT / "action.yml"
TOM = "inbox/tom/2026-11-04-inference-e1prep.md"
ANN = "inbox/ann/2026-11-02-inference-e1prep.txt"

# `python3 -m venv DIR` makes DIR/bin/python, which records what it is asked to install.
FAKE_PYTHON3 = """\
import os, sys
venv = sys.argv[sys.argv.index("venv") + 1]
os.makedirs(os.path.join(venv, "bin"))
python = os.path.join(venv, "bin", "python")
with open(python, "w") as f:
    f.write('#!/bin/sh\\nprintf "%s\\\\n" "$@" > "$PIP_LOG"\\n')
os.chmod(python, 0o755)
"""


@dataclass
class Run:
    """One job that uses the action: what each step did."""

    repo: Path
    temp: Path
    codes: dict[str, int] = field(default_factory=dict)
    outputs: dict[str, dict[str, str]] = field(default_factory=dict)
    uploads: list[dict[str, str]] = field(default_factory=list)
    stderr: dict[str, str] = field(default_factory=dict)

    def gh_calls(self) -> list[dict[str, Any]]:
        return gh_calls(self.temp / "gh-log")


def run_action(
    repo: KbRepoFixture, tmp_path: Path, inputs: dict[str, str], comments: list[Any]
) -> Run:
    action = yaml.safe_load(ACTION.read_text(encoding="utf-8"))
    assert action["runs"]["using"] == "composite"
    given = {name: spec.get("default", "") for name, spec in action["inputs"].items()}
    assert set(inputs) <= set(given), "an input the action does not declare"
    given.update(inputs)
    context = {
        "github.action_path": str(ROOT),
        **PULL_REQUEST_CONTEXT,
        **{f"inputs.{name}": value for name, value in given.items()},
    }
    temp = tmp_path / "runner-temp"
    temp.mkdir()
    bin_dir = stand_ins(tmp_path / "bin")
    executable(bin_dir, "python3", f"#!{sys.executable}\n{FAKE_PYTHON3}")
    (tmp_path / "comments.json").write_text(json.dumps(comments), encoding="utf-8")
    github_path = tmp_path / "github-path"
    github_path.write_text("")
    run = Run(repo.root, temp)

    def substitute(value: str) -> str:
        return fill(value, context, run.outputs)

    for number, step in enumerate(action["runs"]["steps"]):
        name = step["name"]
        assert step.get("if") in (None, "always()"), f"{name}: teach the test this condition"
        if "uses" in step:
            assert step["uses"].startswith("actions/upload-artifact@"), step["uses"]
            run.uploads.append({k: substitute(str(v)) for k, v in step["with"].items()})
            continue
        assert step["shell"] == "bash"
        github_output = tmp_path / f"output-{number}"
        github_output.write_text("")
        added = [line for line in github_path.read_text().splitlines() if line]
        env = {
            **os.environ,
            **{key: substitute(str(value)) for key, value in step.get("env", {}).items()},
            "PATH": os.pathsep.join([*reversed(added), str(bin_dir), os.environ["PATH"]]),
            "GITHUB_OUTPUT": str(github_output),
            "GITHUB_PATH": str(github_path),
            "RUNNER_TEMP": str(temp),
            "GH_LOG": str(temp / "gh-log"),
            "GH_COMMENTS": str(tmp_path / "comments.json"),
            "PIP_LOG": str(tmp_path / "pip-log"),
        }
        done = run_bash(substitute(step["run"]), repo.root, env)
        run.codes[name] = done.returncode
        run.stderr[name] = done.stderr
        if "id" in step:
            run.outputs[step["id"]] = read_outputs(github_output)
    # The installer installed kbpatch from the action's own checkout.
    assert (tmp_path / "pip-log").read_text().splitlines()[-1] == str(ROOT)
    return run


def pull_request(repo: KbRepoFixture, briefs: dict[str, str]) -> None:
    """main holds the KB; the pull request adds these briefs (fixture cases) and a note."""
    git(repo.root, "update-ref", "refs/remotes/origin/main", "HEAD")
    git(repo.root, "checkout", "-q", "-b", "add-briefs")
    for name, case in briefs.items():
        repo.write(name, (FIXTURES / case / "brief.md").read_bytes())
    repo.write("inbox/tom/notes.md", "不是简报。\n".encode())
    repo.commit("add briefs")


def artifact_files(run: Run) -> set[str]:
    (upload,) = run.uploads
    assert upload["name"] == "kbpatch-patches"
    root = Path(upload["path"])
    return {p.relative_to(root).as_posix() for p in root.rglob("*") if p.is_file()}


def folder_files(repo: Path, brief: str) -> set[str]:
    folder = repo / brief.rsplit(".", 1)[0]
    folder = folder.with_name(folder.name + ".patches")
    return {p.relative_to(repo).as_posix() for p in folder.rglob("*") if p.is_file()}


jq_needed = pytest.mark.skipif(shutil.which("jq") is None, reason="the gh stand-in needs jq")


@jq_needed
def test_a_pull_request_gets_its_briefs_proposed_an_artifact_and_one_new_comment(
    kb_repo: KbRepoFixture, tmp_path: Path
) -> None:
    pull_request(kb_repo, {TOM: "demo", ANN: "flat-daily"})
    others = [{"id": 11, "body": "LGTM"}, {"id": 12, "body": "see <!-- kbpatch --> above"}]
    run = run_action(kb_repo, tmp_path, {}, others)
    assert set(run.codes.values()) == {0}, run.stderr
    assert run.outputs["propose"]["code"] == "0"

    # Both briefs, the .txt one too; not the note; each folder written beside its brief.
    comment_file = Path(run.outputs["propose"]["comment"])
    comment = comment_file.read_text(encoding="utf-8")
    assert comment.count("### kbpatch · ") == 2
    assert f"`{TOM}`" in comment and f"`{ANN}`" in comment
    assert not (kb_repo.root / "inbox/tom/notes.patches").exists()

    # The artifact: the comment and both folders at their repository paths.
    written = folder_files(kb_repo.root, TOM) | folder_files(kb_repo.root, ANN)
    assert written and artifact_files(run) == written | {"kbpatch-comment.md"}

    # No comment of kbpatch's yet (a comment merely quoting the marker is not one): one is
    # created, with the link to the run, within GitHub's limit.
    listing, post = run.gh_calls()
    assert listing["args"][:3] == ["api", "--paginate", "repos/team/kb/issues/7/comments"]
    assert post["args"][:4] == ["api", "--method", "POST", "repos/team/kb/issues/7/comments"]
    assert post["token"] == "token-for-tests"
    assert post["body"].startswith(comment) and post["body"].startswith(MARKER)
    assert "https://github.example/team/kb/actions/runs/4242" in post["body"]
    assert length(post["body"]) <= GITHUB_LIMIT

    # A reviewer who unzips the artifact at the root can run the comment's commands.
    commands = re.findall(r"^git apply (\S+)$", comment, re.MULTILINE)
    assert len(commands) == len([f for f in written if f.endswith(".patch")])
    for path in commands:
        git(kb_repo.root, "apply", "--check", path)


@jq_needed
def test_a_later_push_edits_the_comment_kbpatch_posted_before(
    kb_repo: KbRepoFixture, tmp_path: Path
) -> None:
    pull_request(kb_repo, {TOM: "demo"})
    comments = [{"id": 11, "body": "LGTM"}, {"id": 31, "body": f"{MARKER}\nthe old one"}]
    run = run_action(kb_repo, tmp_path, {}, comments)
    assert set(run.codes.values()) == {0}, run.stderr
    _, edit = run.gh_calls()
    assert edit["args"][:4] == ["api", "--method", "PATCH", "repos/team/kb/issues/comments/31"]
    assert f"`{TOM}`" in edit["body"]


def test_a_glob_a_kb_and_no_comment(kb_repo: KbRepoFixture, tmp_path: Path) -> None:
    pull_request(kb_repo, {TOM: "demo", ANN: "flat-daily"})
    inputs = {"briefs": "inbox/tom/**/*e1prep.md", "kb": KB_PATH, "comment": "false"}
    run = run_action(kb_repo, tmp_path, inputs, [])
    assert set(run.codes.values()) == {0}, run.stderr
    assert run.gh_calls() == []
    assert artifact_files(run) == folder_files(kb_repo.root, TOM) | {"kbpatch-comment.md"}
    assert not folder_files(kb_repo.root, ANN)


@pytest.mark.parametrize(("strict", "fails"), [("false", False), ("true", True)])
def test_unresolved_actions_fail_the_job_only_when_asked(
    kb_repo: KbRepoFixture, tmp_path: Path, strict: str, fails: bool
) -> None:
    pull_request(kb_repo, {TOM: "unresolved"})
    run = run_action(kb_repo, tmp_path, {"fail-on-unresolved": strict, "comment": "false"}, [])
    assert run.outputs["propose"]["code"] == "1"
    last = list(run.codes)[-1]
    assert (run.codes[last] != 0) is fails
    assert all(code == 0 for name, code in run.codes.items() if name != last)


def test_bad_input_fails_the_job(kb_repo: KbRepoFixture, tmp_path: Path) -> None:
    pull_request(kb_repo, {"inbox/bob/2026-11-05-inference-e1prep.md": "demo"})
    (kb_repo.root / "inbox/bob/2026-11-05-inference-e1prep.md").write_bytes(b"")
    kb_repo.commit("an empty brief")
    run = run_action(kb_repo, tmp_path, {"comment": "false"}, [])
    assert run.outputs["propose"]["code"] == "2"
    assert list(run.codes.values())[-1] == 1
