"""manifest.json and `--format json`: what they hold, that git agrees with the counts, that the
schema `kbpatch schema` prints describes them, and that the same inputs give the same bytes."""

from __future__ import annotations

import json
from pathlib import Path

import jsonschema
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from unidiff.patch import PatchSet

from kbpatch.errors import BadInput
from kbpatch.manifest import manifest_json, manifest_schema, parse_manifest
from kbpatch.propose import Options, propose

from .conftest import (
    FIXTURE_KB,
    FIXTURES,
    KB_PATH,
    KbRepoFixture,
    git,
    invoke,
    make_diff,
    make_repo,
)

DEMO = (FIXTURES / "demo" / "brief.md").read_bytes()
MERGE = (FIXTURES / "flat-merge" / "brief.md").read_bytes()
BRIEF = "inbox/tom/2026-11-04-inference-e1prep.md"
OUTPUT = "inbox/tom/2026-11-04-inference-e1prep.patches"


def test_manifest_is_written_and_printed_byte_for_byte(kb_repo: KbRepoFixture) -> None:
    brief = kb_repo.add_brief(MERGE, BRIEF)
    code, printed, err = invoke("propose", str(brief), "--format", "json")
    assert (code, err) == (0, "")
    written = (kb_repo.root / OUTPUT / "manifest.json").read_bytes()
    assert printed.encode("utf-8") == written
    assert written.endswith(b"}\n") and b"\r" not in written
    # The same inputs, again: the same bytes (no timestamps, stable key order).
    code, again, _ = invoke("propose", str(brief), "--force", "--format", "json")
    assert again == printed
    assert (kb_repo.root / OUTPUT / "manifest.json").read_bytes() == written


def test_manifest_says_what_became_of_every_action(kb_repo: KbRepoFixture) -> None:
    brief = kb_repo.add_brief(MERGE, BRIEF)
    manifest = propose(brief, Options()).manifest
    data = json.loads(manifest_json(manifest))
    assert list(data) == [
        "manifest_version",
        "kbpatch_version",
        "brief",
        "kb",
        "base_commit",
        "kb_blob",
        "output",
        "worktree_differs",
        "summary",
        "actions",
        "patches",
    ]
    assert data["brief"] == BRIEF
    assert data["kb"] == KB_PATH
    assert data["output"] == OUTPUT
    assert data["base_commit"] == git(kb_repo.root, "rev-parse", "HEAD").strip()
    assert data["kb_blob"] == git(kb_repo.root, "rev-parse", f"HEAD:{KB_PATH}").strip()
    by_id = {a["id"]: a for a in data["actions"]}
    a01 = by_id["A01"]
    assert a01["kind"] == "add entry"
    assert a01["target"] == {
        "number": "3.1",
        "written": "§3.1",
        "part": "",
        "heading": "3.1 调度理论与路由",
    }
    assert a01["brief_lines"] == [15, 73]
    assert a01["status"] == "proposed"
    assert a01["patch"] == "0001-s3.1-add-quantrouter.patch"
    assert by_id["A02"]["status"] == "alternative"
    assert by_id["A02"]["patch"].startswith("alternatives/")
    (kept,) = [a for a in data["actions"] if a["reason"].endswith("第 30 条保留不动")]
    assert (kept["kind"], kept["status"], kept["patch"]) == ("constraint", "skipped", None)
    assert data["summary"]["patches"] == 7
    assert data["summary"]["alternatives"] == 1
    assert data["summary"]["exit_code"] == 0
    # Each patch's entry agrees with git about what it changes.
    for patch in data["patches"]:
        path = kb_repo.root / OUTPUT / patch["file"]
        numstat = git(kb_repo.root, "apply", "--numstat", str(path)).split()
        assert [int(numstat[0]), int(numstat[1])] == [patch["lines_added"], patch["lines_removed"]]
        assert patch["base_blob"] == data["kb_blob"]
        for action_id in patch["actions"]:
            assert by_id[action_id]["patch"] == patch["file"]
            assert by_id[action_id]["lines_added"] == patch["lines_added"]


def test_unresolved_actions_and_their_reasons(kb_repo: KbRepoFixture) -> None:
    brief = kb_repo.add_brief((FIXTURES / "unresolved" / "brief.md").read_bytes(), BRIEF)
    manifest = propose(brief, Options(dry_run=True)).manifest
    statuses = {a.id: a.status.value for a in manifest.actions}
    assert statuses == {
        "A01": "unresolved",
        "A02": "unresolved",
        "A03": "already present",
        "A04": "unresolved",
        "A05": "skipped",
    }
    a02 = next(a for a in manifest.actions if a.id == "A02")
    assert a02.target is not None and a02.target.heading == ""
    assert a02.reason.startswith("no section numbered 8.2")
    assert manifest.summary.exit_code == 1
    assert manifest.patches == ()


def test_schema_describes_the_manifest(kb_repo: KbRepoFixture) -> None:
    code, printed, err = invoke("schema")
    assert (code, err) == (0, "")
    assert printed == manifest_schema()
    schema = json.loads(printed)
    assert schema["$schema"] == "https://json-schema.org/draft/2020-12/schema"
    jsonschema.Draft202012Validator.check_schema(schema)
    for case in ("demo", "flat-merge", "unresolved"):
        brief = kb_repo.add_brief((FIXTURES / case / "brief.md").read_bytes(), f"inbox/{case}.md")
        manifest = propose(brief, Options(dry_run=True)).manifest
        instance = json.loads(manifest_json(manifest))
        jsonschema.validate(instance, schema)
        assert parse_manifest(manifest_json(manifest).encode()) == manifest
    status = schema["$defs"]["Status"]["enum"]
    assert status == [
        "proposed",
        "alternative",
        "skipped",
        "already present",
        "unresolved",
        "forbidden",
        "not understood",
    ]
    assert "lines_added" in schema["$defs"]["ManifestAction"]["required"]


def test_schema_describes_each_field_and_closes_each_object() -> None:
    schema = json.loads(manifest_schema())
    objects = [schema, *(d for d in schema["$defs"].values() if d.get("type") == "object")]
    assert len(objects) == 5
    assert all(o["additionalProperties"] is False for o in objects)
    patch = schema["$defs"]["ManifestPatch"]
    assert patch["description"] == "One patch file in the output folder."
    assert patch["properties"]["diff_sha256"]["description"].startswith("SHA-256 (hex)")
    assert schema["properties"]["manifest_version"]["default"] == 1
    assert "manifest_version" not in schema["required"]


def test_a_manifest_read_back_must_be_one_kbpatch_wrote(kb_repo: KbRepoFixture) -> None:
    brief = kb_repo.add_brief(MERGE, BRIEF)
    written = json.loads(manifest_json(propose(brief, Options(dry_run=True)).manifest))
    assert parse_manifest(json.dumps(written).encode()).patches[0].lines_added > 0
    unknown_key = {**written, "note": "added by hand"}
    wrong_type = {**written, "summary": {**written["summary"], "patches": "two"}}
    for data in (unknown_key, wrong_type, written["summary"]):
        with pytest.raises(BadInput, match="not a manifest kbpatch wrote"):
            parse_manifest(json.dumps(data).encode())
    with pytest.raises(BadInput):
        parse_manifest(b"{")


def test_several_briefs_print_an_array_of_manifests(kb_repo: KbRepoFixture) -> None:
    first = kb_repo.add_brief(DEMO, "inbox/tom/2026-11-04-inference-e1prep.md")
    second = kb_repo.add_brief(MERGE, "inbox/ann/2026-11-03-inference-e1prep.md")
    code, printed, err = invoke("propose", str(first), str(second), "--format", "json")
    assert (code, err) == (0, "")
    manifests = json.loads(printed)
    assert [m["brief"] for m in manifests] == [
        "inbox/tom/2026-11-04-inference-e1prep.md",
        "inbox/ann/2026-11-03-inference-e1prep.md",
    ]
    for manifest, brief in zip(manifests, (first, second), strict=True):
        written = brief.parent / f"{brief.stem}.patches" / "manifest.json"
        assert json.loads(written.read_text(encoding="utf-8")) == manifest


LINES = st.sampled_from(["a\n", "b\n", "\n", "-- x\n", "++ y\n", "--- z\n", "@@ w\n", "c"])


@settings(max_examples=200, deadline=None)
@given(st.lists(LINES, max_size=30), st.lists(LINES, max_size=30))
def test_the_counts_a_diff_carries_agree_with_unidiff(
    old_lines: list[str], new_lines: list[str]
) -> None:
    # Only the last line may lack its newline, as in a real file.
    old = "".join(line if line.endswith("\n") else line + "\n" for line in old_lines) + "end"
    new = "".join(line if line.endswith("\n") else line + "\n" for line in new_lines)
    diff = make_diff(old, new)
    files = PatchSet(diff.text) if diff.text else []
    assert (diff.added, diff.removed) == (
        sum(f.added for f in files),
        sum(f.removed for f in files),
    )


def test_crlf_kb_counts(tmp_path: Path) -> None:
    repo = make_repo(tmp_path / "crlf", FIXTURE_KB.read_bytes().replace(b"\n", b"\r\n"))
    brief = repo.add_brief(DEMO, BRIEF)
    manifest = propose(brief, Options(dry_run=True)).manifest
    assert [(p.lines_added, p.lines_removed) for p in manifest.patches] == [(1, 0), (1, 1)]
