"""The pure entry point: a brief's text and a KB in memory give the golden patches, no git."""

from __future__ import annotations

import json

import pytest

from kbpatch.api import Options, propose
from kbpatch.errors import BadInput
from kbpatch.kb import Kb
from kbpatch.manifest import build_manifest, manifest_json

from .conftest import FIXTURE_KB, FIXTURES, KB_PATH, case_kb

CASES = sorted(p.parent.name for p in FIXTURES.glob("*/brief.md"))


@pytest.mark.parametrize("case", CASES)
def test_propose_gives_the_golden_patches_and_manifest_without_git(case: str) -> None:
    expected = FIXTURES / case / "expected"
    manifest = json.loads((expected / "manifest.json").read_text(encoding="utf-8"))
    own = case_kb(case)  # a case may bring a KB of another shape
    data = own.read_bytes() if own is not None else FIXTURE_KB.read_bytes()
    kb = Kb(data.decode(), data, path=KB_PATH, commit=manifest["base_commit"])
    assert kb.blob == manifest["kb_blob"]  # the blob id git gave the committed KB

    proposal = propose(
        (FIXTURES / case / "brief.md").read_text(encoding="utf-8"),
        kb,
        Options(brief_path=manifest["brief"]),
    )

    written = {p.name: p.text.encode() for p in proposal.patches}
    golden = {
        p.relative_to(expected).as_posix(): p.read_bytes()
        for p in sorted(expected.rglob("*.patch"))
    }
    assert written == golden
    assert manifest_json(build_manifest(proposal)) == (expected / "manifest.json").read_text(
        encoding="utf-8"
    )


def test_the_same_inputs_give_the_same_proposal() -> None:
    brief = (FIXTURES / "flat-merge" / "brief.md").read_text(encoding="utf-8")
    kb = Kb(FIXTURE_KB.read_text(encoding="utf-8"), path=KB_PATH)
    assert propose(brief, kb) == propose(brief, kb)


def test_a_text_that_is_no_brief_is_one_error() -> None:
    kb = Kb(FIXTURE_KB.read_text(encoding="utf-8"), path=KB_PATH)
    with pytest.raises(BadInput, match="title line"):
        propose("\n\n", kb)
