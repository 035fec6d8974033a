"""The GitHub Actions workflow of docs/bots.md, run step by step as the runner would, on a
real temporary repository with a pull request that adds two briefs (one flattened to .txt).
`uses:` steps are checked (the artifact's paths must match the patch folders) but not run;
`gh` is a stand-in that records its calls. A change to the documented workflow that this
test cannot follow fails it."""

from __future__ import annotations

import glob
import json
import os
import re
import shutil
from pathlib import Path
from typing import Any

import pytest
import yaml

from kbpatch.comment import GITHUB_LIMIT, MARKER, length

from .conftest import FIXTURES, ROOT, KbRepoFixture, git
from .github_runner import (
    PULL_REQUEST_CONTEXT,
    gh_calls,
    read_outputs,
    run_bash,
    stand_ins,
    substitute,
)

DOC = ROOT / "docs" / "bots.md"
HEADING = "## The same, written out as a workflow"
BRIEFS = {
    "inbox/tom/2026-11-04-inference-e1prep.md": FIXTURES / "demo" / "brief.md",
    "inbox/ann/2026-11-03-inference-e1prep.txt": FIXTURES / "flat-merge" / "brief.md",
}
COMMENT_STEP = "Post the comment, or edit the one posted before"


def workflow() -> dict[Any, Any]:
    """The first ```yaml block under the workflow's heading in docs/bots.md."""
    text = DOC.read_text(encoding="utf-8")
    section = text[text.index(HEADING) :]
    match = re.search(r"^```yaml\n(.*?)^```$", section, re.MULTILINE | re.DOTALL)
    assert match, "the documented workflow has no ```yaml block"
    loaded = yaml.safe_load(match.group(1))
    assert isinstance(loaded, dict)
    return loaded


def pull_request(repo: KbRepoFixture) -> None:
    """main holds the KB; the pull request adds two briefs and touches another file."""
    git(repo.root, "update-ref", "refs/remotes/origin/main", "HEAD")
    git(repo.root, "checkout", "-q", "-b", "add-briefs")
    for name, source in BRIEFS.items():
        repo.write(name, source.read_bytes())
    repo.write("inbox/tom/notes.md", "不是简报。\n".encode())
    repo.commit("add two briefs")


@pytest.mark.skipif(shutil.which("jq") is None, reason="the gh stand-in needs jq")
def test_the_documented_workflow_on_a_pull_request_with_two_briefs(
    kb_repo: KbRepoFixture, tmp_path: Path
) -> None:
    steps = workflow()["jobs"]["propose"]["steps"]
    pull_request(kb_repo)
    bin_dir = stand_ins(tmp_path / "bin")
    comments = tmp_path / "comments.json"
    comments.write_text(json.dumps([{"id": 11, "body": "LGTM"}]), encoding="utf-8")
    outputs: dict[str, dict[str, str]] = {}
    codes: dict[str, int] = {}
    uploads: list[str] = []

    def env_for(step: dict[str, Any], github_output: Path) -> dict[str, str]:
        return {
            **os.environ,
            **{
                k: substitute(str(v), PULL_REQUEST_CONTEXT, outputs)
                for k, v in step.get("env", {}).items()
            },
            "PATH": f"{bin_dir}{os.pathsep}{os.environ['PATH']}",
            "GITHUB_OUTPUT": str(github_output),
            "GH_LOG": str(tmp_path / "gh-log"),
            "GH_COMMENTS": str(comments),
        }

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
        done = run_bash(step["run"], kb_repo.root, env_for(step, github_output))
        codes[name] = done.returncode
        if "id" in step:
            outputs[step["id"]] = read_outputs(github_output)

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

    # No comment of kbpatch's yet: gh posted one, plus the bot's line, to pull request 7,
    # within GitHub's limit.
    listing, post = gh_calls(tmp_path / "gh-log")
    assert listing["args"][:3] == ["api", "--paginate", "repos/team/kb/issues/7/comments"]
    assert post["args"] == ["pr", "comment", "7", "--body-file", "kbpatch-body.md"]
    assert post["token"] == "token-for-tests"
    body = (kb_repo.root / "kbpatch-body.md").read_text(encoding="utf-8")
    assert body.startswith(comment)
    assert "https://github.example/team/kb/actions/runs/4242" in body
    assert length(body) <= GITHUB_LIMIT

    # The next push: the comment kbpatch posted is edited, not a second one posted.
    comments.write_text(json.dumps([{"id": 11, "body": "LGTM"}, {"id": 31, "body": MARKER}]))
    (tmp_path / "gh-log").unlink()
    step = next(step for step in steps if step.get("name") == COMMENT_STEP)
    done = run_bash(step["run"], kb_repo.root, env_for(step, tmp_path / "output-again"))
    assert done.returncode == 0, done.stderr
    _, edit = gh_calls(tmp_path / "gh-log")
    assert edit["args"][:4] == ["api", "--method", "PATCH", "repos/team/kb/issues/comments/31"]
    assert edit["body"] == body

    # A reviewer who unzips the artifact at the root can run the comment's commands.
    commands = re.findall(r"^git apply (\S+)$", comment, re.MULTILINE)
    assert len(commands) == 10
    for path in commands:
        git(kb_repo.root, "apply", "--check", path)

    # The last step turns the check red on bad input or a bug, and only then.
    last = steps[-1]
    for code, expected in (("1", 0), ("2", 1), ("3", 1)):
        exited = {"propose": {"code": code}}
        env = {**os.environ, "CODE": substitute(last["env"]["CODE"], {}, exited)}
        assert (run_bash(last["run"], kb_repo.root, env).returncode == 0) == (expected == 0)
