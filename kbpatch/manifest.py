"""The machine-readable record of one proposal: `manifest.json` and `--format json` (pure)."""

from __future__ import annotations

import hashlib
import json
from collections import Counter
from collections.abc import Sequence
from dataclasses import asdict, dataclass, field
from typing import Any

from . import __version__
from .errors import BadInput
from .models import ActionKind, Outcome, Proposal, Status
from .patches import output_folder_path

MANIFEST_VERSION = 1
MANIFEST_NAME = "manifest.json"
# The most of a manifest.json kbpatch reads back (a real one is kilobytes).
MANIFEST_LIMIT = 16 * 1024 * 1024
SCHEMA_DIALECT = "https://json-schema.org/draft/2020-12/schema"

# The manifest's types are plain frozen dataclasses: `propose` writes them with `json`, and
# only `kbpatch check` (reading a manifest back) and `kbpatch schema` hand them to pydantic,
# which reads each field's description from its metadata and `extra` from
# __pydantic_config__ (unknown keys are refused; the schema says additionalProperties: false).
FORBID_EXTRA = {"extra": "forbid"}


def described(text: str) -> dict[str, str]:
    """A field's metadata: its description in the JSON Schema."""
    return {"description": text}


@dataclass(frozen=True, kw_only=True, slots=True)
class ManifestTarget:
    """The KB section an action aims at."""

    __pydantic_config__ = FORBID_EXTRA

    number: str = field(
        metadata=described('Section number as the KB numbers it: "5.3"; "7" for §七.')
    )
    written: str = field(metadata=described('The reference as the brief wrote it: "§5.3", "§七".'))
    part: str = field(metadata=described("A named part inside the section, or empty."))
    heading: str = field(
        metadata=described(
            "The heading text the reference resolved to in the KB "
            '("5.3 部署框架与模型卡片", with " › part" for a part); empty when unresolved.'
        )
    )


@dataclass(frozen=True, kw_only=True, slots=True)
class ManifestAction:
    """One action the brief asks for, and what became of it."""

    __pydantic_config__ = FORBID_EXTRA

    id: str = field(metadata=described('Action id, "A01", …, in brief order.'))
    kind: ActionKind
    item: str = field(metadata=described('The brief item it came from ("条目 1"), or empty.'))
    item_title: str = field(metadata=described("That item's title, or empty."))
    target: ManifestTarget | None = field(
        metadata=described("The section, or null when none is named.")
    )
    brief_lines: tuple[int, ...] = field(
        metadata=described("1-based lines of the brief it came from.")
    )
    request: str = field(metadata=described("The brief's wording of the request."))
    choice: str = field(
        metadata=described('For one option of an "A 或 B" choice, which one; else empty.')
    )
    status: Status
    reason: str = field(
        metadata=described(
            "Why it is skipped, already present, unresolved, forbidden or not understood; or empty."
        )
    )
    forbidden_by: str = field(
        metadata=described(
            "The brief's constraint that vetoes it (`brief line 39: 「不新增条目」`); or empty."
        )
    )
    depends_on: tuple[str, ...] = field(
        metadata=described("Ids of the actions it refers to (a citation numbered for a new entry).")
    )
    patch: str | None = field(
        metadata=described(
            "The patch file holding it, relative to the output folder; null when none."
        )
    )
    lines_added: int = field(metadata=described("Lines added by that patch (0 when none)."))
    lines_removed: int = field(metadata=described("Lines removed by that patch (0 when none)."))


@dataclass(frozen=True, kw_only=True, slots=True)
class ManifestPatch:
    """One patch file in the output folder."""

    __pydantic_config__ = FORBID_EXTRA

    file: str = field(metadata=described("Path relative to the output folder."))
    alternative: bool = field(
        metadata=described("True for alternatives/…: apply instead of a sibling.")
    )
    actions: tuple[str, ...] = field(metadata=described("Ids of the actions it carries."))
    lines_added: int
    lines_removed: int
    base_blob: str = field(
        metadata=described("Blob id of the KB it applies to (the `index` line).")
    )
    result_blob: str = field(metadata=described("Blob id of the KB after applying it alone."))
    diff_sha256: str = field(
        metadata=described(
            "SHA-256 (hex) of the patch's diff, from `diff --git` to its last hunk "
            "line, as UTF-8: `kbpatch check` compares it with the patch file."
        )
    )


@dataclass(frozen=True, kw_only=True, slots=True)
class ManifestSummary:
    """Counts, for a bot that only wants the headline."""

    __pydantic_config__ = FORBID_EXTRA

    patches: int = field(metadata=described("Recommended patch files."))
    alternatives: int = field(metadata=described("Alternative patch files."))
    proposed: int
    alternative: int
    skipped: int
    already_present: int
    unresolved: int
    forbidden: int = field(metadata=described("Actions a constraint of the brief vetoes."))
    not_understood: int = field(
        metadata=described("Clauses naming a section that kbpatch could not read (exit code 1).")
    )
    exit_code: int = field(
        metadata=described("The exit code of `kbpatch propose` for this brief alone.")
    )


@dataclass(frozen=True, kw_only=True, slots=True)
class Manifest:
    """What `kbpatch propose` proposed for one brief: written as manifest.json."""

    __pydantic_config__ = FORBID_EXTRA

    manifest_version: int = field(
        default=MANIFEST_VERSION,
        metadata=described("Bumped when a key changes meaning or disappears."),
    )
    kbpatch_version: str
    brief: str = field(metadata=described("The brief, relative to the repository root."))
    kb: str = field(metadata=described("The KB, relative to the repository root."))
    base_commit: str = field(metadata=described("The HEAD commit the patches are made against."))
    kb_blob: str = field(metadata=described("Blob id of the KB at that commit."))
    output: str = field(metadata=described("The patch folder, relative to the repository root."))
    worktree_differs: bool = field(metadata=described("The KB's working copy differs from HEAD."))
    summary: ManifestSummary
    actions: tuple[ManifestAction, ...]
    patches: tuple[ManifestPatch, ...]


def _target(outcome: Outcome) -> ManifestTarget | None:
    target = outcome.action.target
    if target is None:
        return None
    return ManifestTarget(
        number=target.key, written=target.display, part=target.part, heading=outcome.heading
    )


def build_manifest(proposal: Proposal) -> Manifest:
    """The manifest of a proposal: everything a bot needs, nothing that varies between runs."""
    stats = {p.name: (p.lines_added, p.lines_removed) for p in proposal.patches}
    actions = []
    for outcome in proposal.outcomes:
        action = outcome.action
        added, removed = stats.get(outcome.patch, (0, 0))
        actions.append(
            ManifestAction(
                id=action.id,
                kind=action.kind,
                item=action.item_key,
                item_title=action.item_title,
                target=_target(outcome),
                brief_lines=action.lines,
                request=action.request,
                choice=action.choice,
                status=outcome.status,
                reason=outcome.reason,
                forbidden_by=action.forbidden_by,
                depends_on=action.depends_on,
                patch=outcome.patch or None,
                lines_added=added,
                lines_removed=removed,
            )
        )
    patches = tuple(
        ManifestPatch(
            file=patch.name,
            alternative=patch.alternative,
            actions=patch.action_ids,
            lines_added=patch.lines_added,
            lines_removed=patch.lines_removed,
            base_blob=patch.old_blob,
            result_blob=patch.new_blob,
            diff_sha256=diff_digest(patch.diff),
        )
        for patch in proposal.patches
    )
    tally = Counter(o.status for o in proposal.outcomes)
    alternatives = sum(1 for p in proposal.patches if p.alternative)
    summary = ManifestSummary(
        patches=len(proposal.patches) - alternatives,
        alternatives=alternatives,
        proposed=tally[Status.PROPOSED],
        alternative=tally[Status.ALTERNATIVE],
        skipped=tally[Status.SKIPPED],
        already_present=tally[Status.ALREADY_PRESENT],
        unresolved=tally[Status.UNRESOLVED],
        forbidden=tally[Status.FORBIDDEN],
        not_understood=tally[Status.NOT_UNDERSTOOD],
        exit_code=proposal.return_code,
    )
    return Manifest(
        kbpatch_version=__version__,
        brief=proposal.brief_path,
        kb=proposal.kb_path,
        base_commit=proposal.base_commit,
        kb_blob=proposal.kb_blob,
        output=output_folder_path(proposal.brief_path),
        worktree_differs=proposal.worktree_differs,
        summary=summary,
        actions=tuple(actions),
        patches=patches,
    )


def diff_digest(diff: str) -> str:
    """The SHA-256 of a diff as the manifest records it (`diff_sha256`)."""
    return hashlib.sha256(diff.encode("utf-8", "surrogateescape")).hexdigest()


def manifest_json(manifest: Manifest) -> str:
    """The manifest as written: keys in field order, two-space indent, LF, final newline."""
    return _json(asdict(manifest))


def manifests_json(manifests: Sequence[Manifest]) -> str:
    """Several manifests as one JSON array, each formatted as `manifest_json` would."""
    return _json([asdict(manifest) for manifest in manifests])


def _json(data: object) -> str:
    # Enums are str subclasses: json writes their values. UTF-8 as it is, as pydantic wrote it.
    return json.dumps(data, indent=2, ensure_ascii=False) + "\n"


def parse_manifest(data: bytes) -> Manifest:
    """The manifest that `data` (a manifest.json) holds; BadInput when it is not one.

    pydantic checks it: a manifest read back is untrusted input. Imported here, where a
    manifest is read, so that `propose` never loads pydantic's validators."""
    from pydantic import TypeAdapter, ValidationError

    try:
        return TypeAdapter(Manifest).validate_json(data)
    except ValidationError as err:
        raise BadInput(f"{MANIFEST_NAME} is not a manifest kbpatch wrote") from err


def manifest_schema() -> str:
    """The JSON Schema of manifest.json, as `kbpatch schema` prints it."""
    from pydantic import TypeAdapter  # only `kbpatch schema` needs it (see parse_manifest)

    schema: dict[str, Any] = {"$schema": SCHEMA_DIALECT, **TypeAdapter(Manifest).json_schema()}
    return json.dumps(schema, indent=2, ensure_ascii=False) + "\n"
