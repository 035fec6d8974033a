"""Both real seed briefs from ../shared/seeds (when that folder exists) against the fixture KB.

The seeds are not copied into the project; this test asserts what a careful merger would do
with each, action by action, and that every patch applies alone and together."""

from __future__ import annotations

from pathlib import Path

import pytest
from click.testing import CliRunner

from kbpatch.cli import cli
from kbpatch.propose import Options, propose

from .conftest import SEEDS, KbRepoFixture, Snapshot, git

pytestmark = pytest.mark.skipif(not SEEDS.is_dir(), reason="../shared/seeds is not here")

# (status, section, kind) for every action a careful human merger would take or report.
EXPECTED = {
    "000": {
        ("proposed", "5.3", "add entry"),
        ("proposed", "1.1", "add entry"),
        ("proposed", "5.6", "add entry"),
        ("proposed", "4.3", "add entry"),
        # 条目 4: the brief calls (a) hand-over 最合理 and the §3.1 note 次选; the §七 mark
        # is asked by both.
        ("alternative", "3.1", "add entry"),
        ("proposed", "7", "annotate citation"),
        ("skipped", "-", "outside the document"),
        ("skipped", "-", "stated no-op"),
        # The E2 follow-up names §1.2 without asking for an edit: reported, not dropped.
        ("skipped", "1.2", "stated no-op"),
    },
    "002": {
        ("proposed", "3.1", "add entry"),
        ("alternative", "4.2", "add entry"),
        ("proposed", "1.6", "add entry"),
        ("proposed", "1.6", "update number"),
        ("proposed", "5.7", "add entry"),
        ("proposed", "6.2", "add source"),
        ("proposed", "6.1", "add open question"),
        # `§6.1 第 30 条保留不动` keeps one item; `不新增条目` and `只…` forbid adding.
        ("skipped", "6.1", "constraint"),
        ("skipped", "-", "constraint"),
        ("skipped", "-", "stated no-op"),
        # "与 §4.1 … 形成对照" explains the §5.7 entry; it asks for nothing there.
        ("skipped", "4.1", "stated no-op"),
    },
}


def seed(prefix: str) -> Path:
    return next(SEEDS.glob(f"{prefix}_*.txt"))


@pytest.mark.parametrize("prefix", sorted(EXPECTED))
def test_seed_brief(prefix: str, kb_repo: KbRepoFixture) -> None:
    brief = kb_repo.add_brief(seed(prefix).read_bytes(), "inbox/tom/seed-inference-e1prep.md")
    before = Snapshot.take(kb_repo.root)
    result = CliRunner().invoke(cli, ["propose", str(brief)])
    before.assert_only_new(kb_repo.root, "inbox/tom/seed-inference-e1prep.patches/")
    assert result.exit_code == 0, result.output
    proposal = propose(brief, Options(dry_run=True)).proposal
    seen = {
        (
            o.status.value,
            o.action.target.key if o.action.target else "-",
            o.action.kind.value,
        )
        for o in proposal.outcomes
    }
    assert seen == EXPECTED[prefix], result.stdout
    for outcome in proposal.outcomes:
        assert outcome.action.lines, outcome
        if outcome.status.value in ("proposed", "alternative"):
            assert outcome.patch, outcome
    folder = brief.parent / "seed-inference-e1prep.patches"
    patches = sorted(folder.glob("*.patch"))
    for patch in patches:
        git(kb_repo.root, "apply", "--check", str(patch))
    git(kb_repo.root, "apply", "--check", *map(str, patches))
    for patch in sorted(folder.glob("alternatives/*.patch")):
        git(kb_repo.root, "apply", "--check", str(patch))
    # git am builds, one commit per patch, exactly what git apply builds.
    clone = kb_repo.root.parent / "am-clone"
    git(kb_repo.root.parent, "clone", "-q", str(kb_repo.root), str(clone))
    git(clone, "am", "-q", *map(str, patches))
    subjects = git(clone, "log", "--format=%s", f"-{len(patches)}").splitlines()
    assert all(s.startswith("inference §") for s in subjects), subjects
    git(kb_repo.root, "apply", *map(str, patches))
    kb = "organized/knowledge/inference.md"
    assert (clone / kb).read_bytes() == (kb_repo.root / kb).read_bytes()
