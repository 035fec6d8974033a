"""An English request that places a new entry right after another (`after 路由器蒸馏 (Item 1)`,
`right after the "SkipKV" entry (Item 1)`) puts it there, whatever aside follows the name and
whether the name is Latin or Chinese; a place after an entry kbpatch cannot tell by its name
is reported, never turned into the section's end. Each phrasing is our own, in the E1 format."""

from __future__ import annotations

from pathlib import Path

import pytest

from kbpatch.api import propose
from kbpatch.kb import Kb
from kbpatch.models import ActionKind, Status

from .conftest import KB_PATH, git, make_repo

KB = """\
# serving notes

## 1. Routing

- **SkipKV**: skips cold KV blocks.

- **Prefix aware routing**: sends a request where its prefix is cached.

- **路由器蒸馏**: a small router distilled from a large one.

- **LoadAware**: scores replicas by KV hit rate.

## 2. Citations

1. arXiv:2601.00001 — SkipKV
"""


def brief(closing: str) -> str:
    return (
        "# serving · E1 prep (2026-12-09)\n\n## Items\n\n"
        "### Item 1 — TierRoute\n\n"
        "- Source: organized/paper_cards/5001-2612-00501.md (arXiv:2612.00501)\n"
        "- Summary: routes by cache tier.\n\n"
        f"## Next steps\n\n1) {closing}\n"
    )


@pytest.mark.parametrize(
    ("closing", "after"),
    [
        ("§1: add TierRoute after 路由器蒸馏 (Item 1)", "路由器蒸馏"),
        ("§1: add TierRoute right after the 路由器蒸馏 entry (Item 1)", "路由器蒸馏"),
        ('add TierRoute to §1 after "路由器蒸馏" （Item 1）', "路由器蒸馏"),
        ("§1: add TierRoute after SkipKV (Item 1)", "SkipKV"),
        ("add TierRoute to §1, just after SkipKV [Item 1]", "SkipKV"),
        ("§1: add TierRoute after 路由器蒸馏; Item 1", "路由器蒸馏"),
        (
            "§1: add TierRoute right after the prefix aware routing entry (Item 1)",
            "Prefix aware routing",
        ),
        ("add TierRoute to §1 after the Prefix aware routing line", "Prefix aware routing"),
    ],
)
def test_an_entry_asked_right_after_a_named_one_stands_right_after_it(
    closing: str, after: str, tmp_path: Path
) -> None:
    proposal = propose(brief(closing), Kb(KB, path=KB_PATH))
    (entry,) = [o for o in proposal.outcomes if o.action.kind is ActionKind.ADD_ENTRY]
    assert entry.status is Status.PROPOSED, entry.reason
    (patch,) = proposal.patches
    repo = make_repo(tmp_path / "kb", KB.encode())
    git(repo.root, "apply", "-", input=patch.diff.encode())
    lines = (repo.root / KB_PATH).read_text(encoding="utf-8").splitlines()
    new = next(i for i, line in enumerate(lines) if line.startswith("- **TierRoute**"))
    before = [line for line in lines[:new] if line.startswith("- **")]
    assert before[-1].startswith(f"- **{after}**")


@pytest.mark.parametrize(
    "closing",
    [
        "§1: add TierRoute after the one on distillation (Item 1)",
        "§1: add TierRoute after 路由 与 蒸馏 (Item 1)",
    ],
)
def test_an_entry_asked_after_one_not_told_by_its_name_is_reported(closing: str) -> None:
    proposal = propose(brief(closing), Kb(KB, path=KB_PATH))
    (entry,) = proposal.outcomes
    assert entry.status is Status.NOT_UNDERSTOOD
    assert "a place kbpatch does not write" in entry.reason
    assert not proposal.patches


@pytest.mark.parametrize(
    "closing",
    [
        "§1: add TierRoute right after the distilled router entry (Item 1)",
        "§1: add TierRoute after the cache tier scoring line (Item 1)",
    ],
)
def test_an_entry_asked_after_words_no_entry_holds_is_not_written(closing: str) -> None:
    proposal = propose(brief(closing), Kb(KB, path=KB_PATH))
    (entry,) = proposal.outcomes
    assert entry.status in (Status.UNRESOLVED, Status.NOT_UNDERSTOOD), entry.reason
    assert not proposal.patches
