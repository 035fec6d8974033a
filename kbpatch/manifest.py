"""The machine-readable record of one proposal: `manifest.json` and `--format json` (pure)."""

from __future__ import annotations

import hashlib
import json
import re
from collections import Counter
from collections.abc import Sequence
from typing import Any

from pydantic import Field, TypeAdapter

from . import __version__
from .models import ActionKind, Frozen, Outcome, PatchFile, Proposal, Status
from .patches import output_folder_path

MANIFEST_VERSION = 1
MANIFEST_NAME = "manifest.json"
SCHEMA_DIALECT = "https://json-schema.org/draft/2020-12/schema"

INDEX_LINE = re.compile(r"^index ([0-9a-f]+)\.\.([0-9a-f]+)(?: [0-7]+)?$", re.MULTILINE)


class ManifestTarget(Frozen):
    """The KB section an action aims at."""

    number: str = Field(description='Section number as the KB numbers it: "5.3"; "7" for §七.')
    written: str = Field(description='The reference as the brief wrote it: "§5.3", "§七".')
    part: str = Field(description="A named part inside the section, or empty.")
    heading: str = Field(
        description="The heading text the reference resolved to in the KB "
        '("5.3 部署框架与模型卡片", with " › part" for a part); empty when unresolved.'
    )


class ManifestAction(Frozen):
    """One action the brief asks for, and what became of it."""

    id: str = Field(description='Action id, "A01", …, in brief order.')
    kind: ActionKind
    item: str = Field(description='The brief item it came from ("条目 1"), or empty.')
    item_title: str = Field(description="That item's title, or empty.")
    target: ManifestTarget | None = Field(description="The section, or null when none is named.")
    brief_lines: tuple[int, ...] = Field(description="1-based lines of the brief it came from.")
    request: str = Field(description="The brief's wording of the request.")
    choice: str = Field(description='For one option of an "A 或 B" choice, which one; else empty.')
    status: Status
    reason: str = Field(
        description="Why it is skipped, already present, unresolved, forbidden or not "
        "understood; or empty."
    )
    forbidden_by: str = Field(
        description="The brief's constraint that vetoes it (`brief line 39: 「不新增条目」`); "
        "or empty."
    )
    depends_on: tuple[str, ...] = Field(
        description="Ids of the actions it refers to (a citation numbered for a new entry)."
    )
    patch: str | None = Field(
        description="The patch file holding it, relative to the output folder; null when none."
    )
    lines_added: int = Field(description="Lines added by that patch (0 when none).")
    lines_removed: int = Field(description="Lines removed by that patch (0 when none).")


class ManifestPatch(Frozen):
    """One patch file in the output folder."""

    file: str = Field(description="Path relative to the output folder.")
    alternative: bool = Field(description="True for alternatives/…: apply instead of a sibling.")
    actions: tuple[str, ...] = Field(description="Ids of the actions it carries.")
    lines_added: int
    lines_removed: int
    base_blob: str = Field(description="Blob id of the KB it applies to (the `index` line).")
    result_blob: str = Field(description="Blob id of the KB after applying it alone.")
    diff_sha256: str = Field(
        description="SHA-256 (hex) of the patch's diff, from `diff --git` to its last hunk "
        "line, as UTF-8: `kbpatch check` compares it with the patch file."
    )


class ManifestSummary(Frozen):
    """Counts, for a bot that only wants the headline."""

    patches: int = Field(description="Recommended patch files.")
    alternatives: int = Field(description="Alternative patch files.")
    proposed: int
    alternative: int
    skipped: int
    already_present: int
    unresolved: int
    forbidden: int = Field(description="Actions a constraint of the brief vetoes.")
    not_understood: int = Field(
        description="Clauses naming a section that kbpatch could not read (exit code 1)."
    )
    exit_code: int = Field(description="The exit code of `kbpatch propose` for this brief alone.")


class Manifest(Frozen):
    """What `kbpatch propose` proposed for one brief: written as manifest.json."""

    manifest_version: int = Field(
        default=MANIFEST_VERSION, description="Bumped when a key changes meaning or disappears."
    )
    kbpatch_version: str
    brief: str = Field(description="The brief, relative to the repository root.")
    kb: str = Field(description="The KB, relative to the repository root.")
    base_commit: str = Field(description="The HEAD commit the patches are made against.")
    kb_blob: str = Field(description="Blob id of the KB at that commit.")
    output: str = Field(description="The patch folder, relative to the repository root.")
    worktree_differs: bool = Field(description="The KB's working copy differs from HEAD.")
    summary: ManifestSummary
    actions: tuple[ManifestAction, ...]
    patches: tuple[ManifestPatch, ...]


def blob_ids(diff: str) -> tuple[str, str]:
    """The pre- and post-image blob ids of a diff's `index` line."""
    match = INDEX_LINE.search(diff)
    return (match.group(1), match.group(2)) if match else ("", "")


def _target_data(outcome: Outcome) -> dict[str, str] | None:
    target = outcome.action.target
    if target is None:
        return None
    return {
        "number": target.key,
        "written": target.display,
        "part": target.part,
        "heading": outcome.heading,
    }


def build_manifest(proposal: Proposal) -> Manifest:
    """The manifest of a proposal: everything a bot needs, nothing that varies between runs.

    The models are validated at once, from plain data: one call instead of one per model."""
    stats = {p.name: (p.lines_added, p.lines_removed) for p in proposal.patches}
    actions = []
    for outcome in proposal.outcomes:
        action = outcome.action
        added, removed = stats.get(outcome.patch, (0, 0))
        actions.append(
            {
                "id": action.id,
                "kind": action.kind,
                "item": action.item_key,
                "item_title": action.item_title,
                "target": _target_data(outcome),
                "brief_lines": action.lines,
                "request": action.request,
                "choice": action.choice,
                "status": outcome.status,
                "reason": outcome.reason,
                "forbidden_by": action.forbidden_by,
                "depends_on": action.depends_on,
                "patch": outcome.patch or None,
                "lines_added": added,
                "lines_removed": removed,
            }
        )
    patches = [_patch_data(patch, stats[patch.name]) for patch in proposal.patches]
    tally = Counter(o.status for o in proposal.outcomes)
    alternatives = sum(1 for p in proposal.patches if p.alternative)
    summary = {
        "patches": len(proposal.patches) - alternatives,
        "alternatives": alternatives,
        "proposed": tally[Status.PROPOSED],
        "alternative": tally[Status.ALTERNATIVE],
        "skipped": tally[Status.SKIPPED],
        "already_present": tally[Status.ALREADY_PRESENT],
        "unresolved": tally[Status.UNRESOLVED],
        "forbidden": tally[Status.FORBIDDEN],
        "not_understood": tally[Status.NOT_UNDERSTOOD],
        "exit_code": proposal.return_code,
    }
    return Manifest.model_validate(
        {
            "kbpatch_version": __version__,
            "brief": proposal.brief_path,
            "kb": proposal.kb_path,
            "base_commit": proposal.base_commit,
            "kb_blob": proposal.kb_blob,
            "output": output_folder_path(proposal.brief_path),
            "worktree_differs": proposal.worktree_differs,
            "summary": summary,
            "actions": actions,
            "patches": patches,
        }
    )


def _patch_data(patch: PatchFile, stat: tuple[int, int]) -> dict[str, object]:
    return {
        "file": patch.name,
        "alternative": patch.alternative,
        "actions": patch.action_ids,
        "lines_added": stat[0],
        "lines_removed": stat[1],
        "base_blob": patch.old_blob,
        "result_blob": patch.new_blob,
        "diff_sha256": diff_digest(patch.diff),
    }


def diff_digest(diff: str) -> str:
    """The SHA-256 of a diff as the manifest records it (`diff_sha256`)."""
    return hashlib.sha256(diff.encode("utf-8", "surrogateescape")).hexdigest()


def manifest_json(manifest: Manifest) -> str:
    """The manifest as written: keys in model order, two-space indent, LF, final newline."""
    return manifest.model_dump_json(indent=2) + "\n"


def manifests_json(manifests: Sequence[Manifest]) -> str:
    """Several manifests as one JSON array, each formatted as `manifest_json` would."""
    data = TypeAdapter(tuple[Manifest, ...]).dump_json(tuple(manifests), indent=2)
    return data.decode("utf-8") + "\n"


def manifest_schema() -> str:
    """The JSON Schema of manifest.json, as `kbpatch schema` prints it."""
    schema: dict[str, Any] = {"$schema": SCHEMA_DIALECT, **Manifest.model_json_schema()}
    return json.dumps(schema, indent=2, ensure_ascii=False) + "\n"
