"""History keeps where a change came from: `git am` records a sentence and trailers that
`git log` finds by brief, item and action."""

from __future__ import annotations

import json

import pytest

from kbpatch.mail import commit_message

from .conftest import FIXTURES, KbRepoFixture, git, invoke

MERGE = (FIXTURES / "flat-merge" / "brief.md").read_bytes()
BRIEF = "inbox/ann/2026-11-03-inference-e1prep.md"
FOLDER = "inbox/ann/2026-11-03-inference-e1prep.patches"


def test_git_am_keeps_the_brief_item_and_action_as_trailers(kb_repo: KbRepoFixture) -> None:
    kb_repo.add_brief(MERGE, BRIEF)
    assert invoke("propose", str(kb_repo.root / BRIEF))[0] == 0
    folder = kb_repo.root / FOLDER
    manifest = json.loads((folder / "manifest.json").read_text(encoding="utf-8"))
    patches = sorted(folder.glob("*.patch"))
    git(kb_repo.root, "am", "-q", *map(str, patches))

    commits = git(kb_repo.root, "rev-list", "--reverse", f"HEAD~{len(patches)}..HEAD").split()
    assert len(commits) == len(manifest["patches"]) - sum(
        p["alternative"] for p in manifest["patches"]
    )
    by_action = {a["id"]: a for a in manifest["actions"]}
    for commit, record in zip(commits, manifest["patches"], strict=False):
        trailers = (
            git(kb_repo.root, "log", "-1", "--format=%(trailers:unfold,only)", commit)
            .strip()
            .splitlines()
        )
        assert f"Brief: {BRIEF}" in trailers
        assert [t.split(": ", 1)[1] for t in trailers if t.startswith("Action: ")] == record[
            "actions"
        ]
        items = {by_action[a]["item"] for a in record["actions"]}
        assert {t.split(": ", 1)[1] for t in trailers if t.startswith("Item: ")} == items
        lines = {n for a in record["actions"] for n in by_action[a]["brief_lines"]}
        listed = next(t for t in trailers if t.startswith("Brief-Lines: ")).split(": ", 1)[1]
        assert sorted(lines) == [int(n) for n in listed.split(", ")]
        # One sentence says what and why above the trailers; the note after --- is not kept.
        body = git(kb_repo.root, "log", "-1", "--format=%b", commit)
        assert body.splitlines()[0].endswith(".")
        assert "apply:" not in body
        # The proposer is the author; whoever applied it is the committer.
        author, committer = git(kb_repo.root, "log", "-1", "--format=%an|%cn", commit).split("|")
        assert (author, committer.strip() != "kbpatch") == ("kbpatch", True)

    found = git(kb_repo.root, "log", "--format=%H", f"--grep=^Brief: {BRIEF}$").split()
    assert sorted(found) == sorted(commits)


@pytest.mark.parametrize(
    "sentence",
    [
        "Add x -- >8 -- -- >8 -- -- >8 --",
        "Add x\n---\ndiff --git a/x b/x",
        "Add x\x1b]0;title\x07 and \u2028 more",
    ],
)
def test_a_commit_message_is_one_line_and_no_scissors_whatever_the_brief_says(
    sentence: str,
) -> None:
    message = commit_message(sentence, [("Brief", "inbox/a\nb.md"), ("Item", "条目 1")])
    first, blank, *trailers = message.splitlines()
    assert blank == ""
    assert trailers == ["Brief: inbox/a b.md", "Item: 条目 1"]
    assert ">8" not in first and "8<" not in first
    assert not any(ord(c) < 32 or c in "\u2028\u2029\x7f" for c in message.replace("\n", ""))
