"""Group edits into patches and write each as a `git format-patch`-style mail (pure)."""

from __future__ import annotations

import itertools
import re
from dataclasses import dataclass
from datetime import datetime, timezone
from pathlib import PurePosixPath

from .diff import blob_id, format_mail, git_diff
from .locate import outline
from .models import Action, ActionKind, Outcome, PatchFile, Status
from .plan import split_title
from .render import Rendered, apply_edit, render, render_template

CONTEXT = 3


@dataclass(frozen=True)
class Base:
    """What the patches are made against, and how they are labelled."""

    kb_path: str
    kb_text: str
    kb_blob: str
    object_format: str
    base_commit: str
    brief_path: str
    topic: str
    date: str
    kb_mode: str = "100644"


@dataclass(frozen=True)
class Series:
    outcomes: tuple[Outcome, ...]
    patches: tuple[PatchFile, ...]
    combined_text: str


def split_keep(text: str) -> list[str]:
    return text.splitlines(keepends=True) if text else []


def mail_date(date: str) -> str:
    """The brief's own date as an RFC 2822 date: deterministic, never the clock."""
    try:
        day = datetime.strptime(date, "%Y-%m-%d").replace(tzinfo=timezone.utc)
    except ValueError:
        day = datetime(1970, 1, 1, tzinfo=timezone.utc)
    return day.strftime("%a, %d %b %Y %H:%M:%S +0000")


def output_folder_path(brief_path: str) -> str:
    """Where the patches of a brief go, relative to the repository root."""
    brief = PurePosixPath(brief_path)
    return str(brief.parent / f"{brief.stem}.patches")


def describe(action: Action) -> str:
    """A short imperative phrase for a subject line."""
    if action.kind is ActionKind.ADD_ENTRY and action.entry is not None:
        head = action.entry.title
        where = f" to 「{action.target.part}」" if action.target and action.target.part else ""
        return f"add {shorten(head, 48)}{where}"
    if action.kind is ActionKind.UPDATE_NUMBER:
        what = f"{action.subject} " if action.subject else ""
        return f"update {what}count {action.old_value}→{action.new_value}"
    if action.kind is ActionKind.ADD_SOURCE:
        ids = ", ".join(f"arXiv:{i}" for i in action.source_ids)
        return f"cite {ids} on 「{shorten(action.phrase, 24)}」"
    if action.kind is ActionKind.ADD_QUESTION:
        return f"add open question 「{shorten(action.phrase, 32)}」"
    if action.kind is ActionKind.ANNOTATE_CITATION:
        ids = ", ".join(f"arXiv:{i}" for i in action.source_ids)
        return f"mark {ids} 「{action.phrase}」"
    return str(action.kind.value)


def shorten(text: str, limit: int) -> str:
    text = re.sub(r"\s+", " ", text).strip()
    return text if len(text) <= limit else text[: limit - 1].rstrip() + "…"


def slug(actions: list[Action]) -> str:
    first = actions[0]
    words = {
        ActionKind.ADD_ENTRY: "add",
        ActionKind.UPDATE_NUMBER: "update-count",
        ActionKind.ADD_SOURCE: "cite",
        ActionKind.ADD_QUESTION: "add-question",
        ActionKind.ANNOTATE_CITATION: "mark-citation",
    }
    name = words.get(first.kind, "edit")
    extra = ""
    if first.kind is ActionKind.ADD_ENTRY and first.entry is not None:
        extra = split_title(first.entry.title)[0]
    elif first.kind is ActionKind.UPDATE_NUMBER:
        extra = first.subject
    elif first.source_ids:
        extra = first.source_ids[0]
    ascii_words = re.findall(r"[A-Za-z0-9]+(?:\.[0-9]+)*", extra.lower())
    tail = "-".join(ascii_words)[:40].strip("-")
    if len(actions) > 1:
        name += f"-and-{len(actions) - 1}-more"
    return f"{name}-{tail}" if tail else name


def section_label(actions: list[Action]) -> str:
    keys: list[str] = []
    for action in actions:
        key = action.target.key if action.target else "x"
        if key not in keys:
            keys.append(key)
    return "+".join(f"s{k}" for k in keys)


def changed_region(old: list[str], new: list[str]) -> tuple[int, int]:
    """Lines [lo, hi) of `old` that differ from `new` (common prefix and suffix removed)."""
    lo = 0
    while lo < len(old) and lo < len(new) and old[lo] == new[lo]:
        lo += 1
    hi_old, hi_new = len(old), len(new)
    while hi_old > lo and hi_new > lo and old[hi_old - 1] == new[hi_new - 1]:
        hi_old -= 1
        hi_new -= 1
    return lo, hi_old


def touching(first: tuple[int, int], second: tuple[int, int]) -> bool:
    """Whether two changed regions would share or abut a hunk with 3 lines of context."""
    (_, earlier_end), (later_start, _) = sorted([first, second])
    return later_start - earlier_end <= 2 * CONTEXT


def apply_in_turn(
    lines: list[str], actions: list[Action], date: str
) -> tuple[list[str], dict[str, Rendered]]:
    """Apply actions one after another, each located afresh on the text before it."""
    results: dict[str, Rendered] = {}
    current = list(lines)
    for action in actions:
        result = render(current, action, date=date)
        results[action.id] = result
        if result.edit is not None:
            current = apply_edit(current, result.edit)
    return current, results


ORDERED_ITEM = re.compile(r"^\s*\d+[.)]\s")


def combine(
    head: list[str], group: list[Action], first_pass: dict[str, Rendered]
) -> tuple[list[str], dict[str, Rendered]] | None:
    """Apply a group's edits, all made against HEAD, at once; None when they would clash.

    Re-rendering each action on the text before it is exact but quadratic; this is linear
    and gives the same text whenever the edits neither overlap nor number list items."""
    edits = [first_pass[a.id].edit for a in group]
    ordered = sorted(
        ((edit, index) for index, edit in enumerate(edits) if edit is not None),
        key=lambda pair: (pair[0].start, pair[0].end, pair[1]),
    )
    for (first, _), (second, _) in itertools.pairwise(ordered):
        if first.end > second.start:
            return None
        same_point = first.start == first.end == second.start
        if same_point and any(ORDERED_ITEM.match(line) for line in (*first.lines, *second.lines)):
            return None
    result = list(head)
    for edit, _ in reversed(ordered):
        result[edit.start : edit.end] = edit.lines
    return result, {a.id: first_pass[a.id] for a in group}


def build_series(actions: list[Action], base: Base) -> Series:
    """Render every action, group edits whose hunks would touch, and make one mail a group."""
    head = split_keep(base.kb_text)
    headings = outline(head)
    first_pass = {a.id: render(head, a, date=base.date, headings=headings) for a in actions}
    position = {a.id: index for index, a in enumerate(actions)}

    recommended = [
        a for a in actions if a.recommended and first_pass[a.id].status is Status.PROPOSED
    ]
    groups: list[list[Action]] = []
    regions: list[tuple[int, int]] = []
    for action in recommended:
        edit = first_pass[action.id].edit
        assert edit is not None
        region = (edit.start, edit.end)
        home = [k for k, r in enumerate(regions) if touching(r, region)]
        if not home:
            groups.append([action])
            regions.append(region)
            continue
        keep = home[0]
        for other in reversed(home[1:]):
            groups[keep] += groups.pop(other)
            r = regions.pop(other)
            regions[keep] = (min(regions[keep][0], r[0]), max(regions[keep][1], r[1]))
        groups[keep].append(action)
        regions[keep] = (min(regions[keep][0], region[0]), max(regions[keep][1], region[1]))
    groups = [sorted(g, key=lambda a: position[a.id]) for g in groups]
    groups.sort(key=lambda g: position[g[0].id])

    alternatives: dict[tuple[str, str], list[Action]] = {}
    for action in actions:
        if not action.recommended and first_pass[action.id].status is Status.PROPOSED:
            alternatives.setdefault((action.choice.split(" (")[0], action.item_key), []).append(
                action
            )

    outcome_of: dict[str, Outcome] = {}
    patches: list[PatchFile] = []
    replacements: list[tuple[int, int, list[str]]] = []
    total = len(groups)
    for number, group in enumerate(groups, start=1):
        new_lines, results = combine(head, group, first_pass) or apply_in_turn(
            head, group, base.date
        )
        done = [a for a in group if results[a.id].status is Status.PROPOSED]
        for action in group:
            if results[action.id].status is not Status.PROPOSED:
                outcome_of[action.id] = outcome(action, results[action.id])
        if not done:
            continue
        name = f"{number:04d}-{section_label(done)}-{slug(done)}.patch"
        patch = make_patch(base, done, results, new_lines, name, f"PATCH {number}/{total}")
        patches.append(patch)
        for action in done:
            outcome_of[action.id] = outcome(action, results[action.id], patch=name)
        lo, hi = changed_region(head, new_lines)
        replacements.append((lo, hi, new_lines[lo : len(new_lines) - (len(head) - hi)]))

    for number, group in enumerate(alternatives.values(), start=1):
        new_lines, results = apply_in_turn(head, group, base.date)
        done = [a for a in group if results[a.id].status is Status.PROPOSED]
        name = (
            f"alternatives/{number:04d}-{section_label(done or group)}-{slug(done or group)}.patch"
        )
        if done:
            patches.append(
                make_patch(
                    base,
                    done,
                    results,
                    new_lines,
                    name,
                    f"PATCH alt {number}/{len(alternatives)}",
                    alternative=True,
                )
            )
        for action in group:
            made = results[action.id].status is Status.PROPOSED
            outcome_of[action.id] = outcome(
                action,
                results[action.id],
                patch=name if made else "",
                status=Status.ALTERNATIVE if made else results[action.id].status,
            )

    for action in actions:
        if action.id not in outcome_of:
            outcome_of[action.id] = outcome(action, first_pass[action.id])

    combined = list(head)
    for lo, hi, lines in sorted(replacements, reverse=True):
        combined[lo:hi] = lines
    return Series(
        outcomes=tuple(outcome_of[a.id] for a in actions),
        patches=tuple(patches),
        combined_text="".join(combined),
    )


def outcome(
    action: Action, result: Rendered, *, patch: str = "", status: Status | None = None
) -> Outcome:
    chosen = status or result.status
    reason = result.reason
    if chosen is Status.PROPOSED and not action.recommended:
        chosen = Status.ALTERNATIVE
    if action.kind is ActionKind.OFF_DOCUMENT:
        reason = f"{action.choice}: {action.reason}" if action.choice else action.reason
    return Outcome(action=action, status=chosen, reason=reason, heading=result.heading, patch=patch)


def make_patch(
    base: Base,
    actions: list[Action],
    results: dict[str, Rendered],
    new_lines: list[str],
    name: str,
    prefix: str,
    *,
    alternative: bool = False,
) -> PatchFile:
    new_text = "".join(new_lines)
    encoding_text = new_text.encode("utf-8")
    new_blob = blob_id(encoding_text, base.object_format)
    diff = git_diff(
        base.kb_path,
        base.kb_text,
        new_text,
        old_blob=base.kb_blob,
        new_blob=new_blob,
        mode=base.kb_mode,
    )
    sections = " ".join(dict.fromkeys(a.target.display for a in actions if a.target is not None))
    more = f" (+{len(actions) - 1} more)" if len(actions) > 1 else ""
    subject = f"{base.topic} {sections}: {describe(actions[0])}{more}"
    outcomes = [outcome(a, results[a.id], patch=name) for a in actions]
    note = render_template(
        "note.txt.j2",
        outcomes=outcomes,
        brief_path=base.brief_path,
        kb_path=base.kb_path,
        base_commit=base.base_commit,
        patch_path=f"{output_folder_path(base.brief_path)}/{name}",
        crlf="\r\n" in diff,
    )
    mail = format_mail(
        subject=shorten(subject, 120),
        prefix=prefix,
        note=note,
        diff=diff,
        date=mail_date(base.date),
    )
    return PatchFile(
        name=name,
        text=mail,
        diff=diff,
        new_text=new_text,
        action_ids=tuple(a.id for a in actions),
        alternative=alternative,
    )
