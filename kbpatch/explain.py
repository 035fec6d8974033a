"""`kbpatch explain`: what kbpatch read in a brief and how each action meets the KB (pure)."""

from __future__ import annotations

from .locate import Unresolved, holder, outline
from .models import Action, ActionKind, Heading, Item, Outcome, Proposal
from .report import counts, paint, target_label

INDENT = "      "


def format_explanation(proposal: Proposal, *, color: bool) -> str:
    """The brief's items, then every action: kind, target, brief lines, and how it resolved."""
    brief = proposal.brief
    kb_lines = proposal.kb_text.splitlines(keepends=True)
    headings = outline(kb_lines)
    numbered = sum(1 for h in headings if h.key)
    out = [
        f"brief:   {proposal.brief_path} ({brief.line_count} lines)",
        f"title:   {brief.title or '(none)'}",
        f"         topic {brief.topic or '(none)'} · date {brief.date or '(none)'}",
        f"KB:      {proposal.kb_path} at {proposal.base_commit[:12]} (HEAD): "
        f"{len(kb_lines)} lines, {numbered} numbered headings",
    ]
    if proposal.worktree_differs:
        out.append("         note: the working copy differs from HEAD; kbpatch reads HEAD")
    out += ["", f"items ({len(brief.items)}):"]
    for item in brief.items:
        out += _item(item, proposal.outcomes)
    if brief.closing:
        out.append(f"closing list: {_lines([s.line for s in brief.closing])}")
    if brief.caveats:
        out.append(f"caveats outside items: {_lines([s.line for s in brief.caveats])}")
    out += ["", f"actions ({len(proposal.outcomes)}):"]
    stats = {p.name: (p.lines_added, p.lines_removed) for p in proposal.patches}
    for outcome in proposal.outcomes:
        out += _action(outcome, kb_lines, headings, stats, color=color)
    out += [
        "",
        f"summary: {', '.join(counts(proposal))} would be written; "
        "nothing was (`kbpatch propose` writes them)",
    ]
    return "\n".join(out) + "\n"


def _lines(numbers: list[int]) -> str:
    """`line 7`, `lines 3, 9`, `lines 33–36` for a consecutive run."""
    numbers = sorted(set(numbers))
    if len(numbers) == 1:
        return f"line {numbers[0]}"
    if numbers == list(range(numbers[0], numbers[-1] + 1)):
        return f"lines {numbers[0]}–{numbers[-1]}"
    return "lines " + ", ".join(str(n) for n in numbers)


def _item(item: Item, outcomes: tuple[Outcome, ...]) -> list[str]:
    status = item.status.value + (f" ({item.status_note})" if item.status_note else "")
    row = [f"  {item.key}  line {item.line}  {status}: {item.title}"]
    facts = []
    if item.suggestions:
        facts.append(f"suggests on {_lines([s.line for s in item.suggestions])}")
    facts += [
        f"{len(part)} {name}"
        for part, name in ((item.sources, "source(s)"), (item.caveats, "caveat(s)"))
        if part
    ]
    ids = [o.action.id for o in outcomes if o.action.item_key == item.key]
    facts.append("→ " + (", ".join(ids) if ids else "no action"))
    row.append(INDENT + " · ".join(facts))
    return row


def _action(
    outcome: Outcome,
    kb_lines: list[str],
    headings: list[Heading],
    stats: dict[str, tuple[int, int]],
    *,
    color: bool,
) -> list[str]:
    action = outcome.action
    source = f"{action.item_key}, " if action.item_key else ""
    rows = [
        f"  {action.id} {action.kind.value} → {target_label(outcome)}"
        f"   ({source}brief {_lines(list(action.lines))})",
        f"{INDENT}asks:      {action.request}",
    ]
    if action.clause and action.clause != action.request:
        rows.append(f"{INDENT}clause:    {action.clause}")
    rows += [f"{INDENT}{label:<10} {text}" for label, text in _what(action)]
    rows.append(f"{INDENT}resolves:  {_resolution(outcome, kb_lines, headings)}")
    state = paint(outcome.status.value, color=color)
    result = f"{INDENT}outcome:   {state}"
    if outcome.patch:
        added, removed = stats.get(outcome.patch, (0, 0))
        result += f" → {outcome.patch} (+{added} −{removed})"
    if outcome.reason:
        result += f": {outcome.reason}"
    rows.append(result)
    return rows


def _what(action: Action) -> list[tuple[str, str]]:
    """The parts of an action its kind uses, labelled."""
    entry, subject = action.entry, f"{action.subject}: " if action.subject else ""
    forbids = ", ".join(k.value for k in action.forbids) or "every edit"
    if action.scope == "none":
        forbids = "no action (it limits what an edit says)"
    elif action.scope == "part":
        forbids += f" naming 「{action.anchor}」"
    anchor = f"第 {action.anchor} 条" if action.anchor.isdigit() else action.anchor
    count = f"{action.subject or 'the count'} {action.old_value} → {action.new_value}"
    role = "recommended" if action.recommended else "alternative"
    # In this order; a part the action has not is None.
    what: list[tuple[str, str | None]] = [
        ("entry:", entry.title if entry else None),
        *(("caveat:", caveat) for caveat in (entry.caveats if entry else ())),
        ("beside:", " / ".join(action.siblings) if action.siblings else None),
        ("change:", count if action.kind is ActionKind.UPDATE_NUMBER else None),
        *(("replace:", f"{subject}{old} → {new}") for old, new in action.pairs),
        ("entry:", anchor or None),
        ("phrase:", action.phrase or None),
        ("supports:", action.supports or None),
        ("needs:", ", ".join(action.depends_on) if action.depends_on else None),
        ("vetoed:", action.forbidden_by or None),
        (
            "forbids:",
            f"{forbids}; reach: {action.scope}" if action.kind is ActionKind.CONSTRAINT else None,
        ),
        ("arXiv:", ", ".join(action.source_ids) if action.source_ids else None),
        ("choice:", f"{action.choice} ({role})" if action.choice else None),
    ]
    return [(label, text) for label, text in what if text is not None]


def _resolution(outcome: Outcome, kb_lines: list[str], headings: list[Heading]) -> str:
    """Where the target is in the KB, or why it is nowhere."""
    action = outcome.action
    if not action.kind.edits_document:
        return "nothing to resolve (the brief asks for no edit)"
    if action.target is None:
        return "no section is named"
    try:
        heading = holder(kb_lines, headings, action.target, action.clause or action.request)
    except Unresolved as err:
        return f"no: {err}"
    where = f"KB line {heading.start + 1}: {kb_lines[heading.start].rstrip()}"
    if action.target.part:
        where += f" › part 「{action.target.part}」"
    return f"{action.target.display} → {where}"
