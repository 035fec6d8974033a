"""Group edits into patches and write each as a `git format-patch`-style mail (pure)."""

from __future__ import annotations

import difflib
import itertools
import re
import unicodedata
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, replace
from pathlib import PurePosixPath

from .hunks import CONTEXT, diff_header, unified_diff
from .kb import Kb
from .locate import ITEM_LABEL, NUMBER_KEY, Text
from .mail import commit_message, format_mail, mail_date, patch_note, version_change
from .models import (
    BOX_NAMED,
    COMMENT,
    ENTRY_NAMED,
    PARAGRAPH_OPENING,
    QUESTION_LINE,
    WORDS_HELD,
    Action,
    ActionKind,
    Edit,
    Heading,
    Outcome,
    PatchFile,
    Status,
)
from .reading.text import STANDARD, section_key, split_title
from .render import (
    Rendered,
    label_number,
    render,
    settle_asked_footnotes,
    settle_cited_labels,
    settle_dependencies,
    settle_footnotes,
)
from .untrusted import mail_subject, shell_path


@dataclass(frozen=True)
class Base:
    """What the patches are made against (the KB at HEAD, its commit and object format
    included), and how they are labelled."""

    kb: Kb
    brief_path: str
    topic: str
    date: str


@dataclass(frozen=True)
class Series:
    outcomes: tuple[Outcome, ...]
    patches: tuple[PatchFile, ...]
    combined: tuple[Edit, ...]  # the recommended patches' changes to HEAD, in line order


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
        ids = ", ".join([*(f"arXiv:{i}" for i in action.source_ids), *action.source_urls])
        return f"cite {ids} on 「{shorten(action.phrase, 24)}」"
    if action.kind is ActionKind.ADD_QUESTION:
        return f"add open question 「{shorten(action.phrase, 32)}」"
    if action.kind is ActionKind.ANNOTATE_CITATION:
        # `第 3 条标注"…"` marks citation 3, whatever paper the brief's item is about.
        ids = f"#{action.anchor}" if action.anchor.isdigit() else ""
        ids = ids or ", ".join(f"arXiv:{i}" for i in action.source_ids)
        return f"mark {ids} 「{action.phrase}」"
    if action.kind is ActionKind.REPLACE and (version := version_change(action)):
        what = f"{action.subject}: " if action.subject else ""
        return f"update {what}version {version}"
    if action.kind is ActionKind.REPLACE and action.closes_question and not action.pairs:
        # `Q5 关闭，答案写「…」`: a close with no value swapped (its line is ticked or marked).
        return f"close {action.subject}"
    if action.kind is ActionKind.REPLACE:
        what = f"{action.subject}: " if action.subject else ""
        pairs = "; ".join(f"{shorten(old, 20)} → {shorten(new, 20)}" for old, new in action.pairs)
        return f"replace {what}{pairs}"
    if action.kind is ActionKind.APPEND:
        anchor = f"#{action.anchor}" if action.anchor.isdigit() else action.anchor
        words = f" 「{shorten(action.phrase, 24)}」" if action.phrase else ""
        # No anchor: the words go at the section's end (render.append_to_section).
        return f"append to {anchor}{words}" if anchor else f"append{words}"
    if action.kind is ActionKind.ADD_CITATION:
        # A standard is cited by its own number (`GB/T 45654`), a paper by its arXiv id.
        ids = ", ".join(i if STANDARD.fullmatch(i) else f"arXiv:{i}" for i in action.source_ids)
        return f"cite {ids} in the citation list"
    if action.kind is ActionKind.REMOVE and action.subject == COMMENT:
        # A note to editors (an HTML comment), maybe named by none of its words.
        words = f" 「{shorten(action.anchor, 32)}」" if action.anchor else ""
        return f"remove the note{words}"
    if action.kind is ActionKind.REMOVE:
        return f"remove 「{shorten(action.anchor, 32)}」"
    if action.kind is ActionKind.MOVE:
        where = action.source.raw if action.source else ""
        if action.source == action.target:
            place = f"after 「{shorten(action.siblings[0], 24)}」" if action.siblings else "up"
            return f"move 「{shorten(action.anchor, 32)}」 {place}"
        return f"move 「{shorten(action.anchor, 32)}」 from {where}"
    return str(action.kind.value)


_WHITE_SPACE = re.compile(r"\s+")


def shorten(text: str, limit: int) -> str:
    text = _WHITE_SPACE.sub(" ", text).strip()
    return text if len(text) <= limit else text[: limit - 1].rstrip() + "…"


def slug(actions: list[Action]) -> str:
    """A file name's words for what the first action does, in ASCII: its entry's title or
    label, what a count counts, its arXiv id; else its item's number (`item-3`)."""
    first = actions[0]
    words = {
        ActionKind.ADD_ENTRY: "add",
        ActionKind.UPDATE_NUMBER: "update-count",
        ActionKind.ADD_SOURCE: "cite",
        ActionKind.ADD_QUESTION: "add-question",
        ActionKind.ANNOTATE_CITATION: "mark-citation",
        ActionKind.REPLACE: "replace",
        ActionKind.APPEND: "append",
        ActionKind.ADD_CITATION: "add-citation",
        ActionKind.REMOVE: "remove",
        ActionKind.MOVE: "move",
    }
    name = "update-version" if version_change(first) else words.get(first.kind, "edit")
    # The first of these with ASCII words names the file: an all-CJK title still gets a name.
    candidates: list[str] = []
    if first.kind is ActionKind.ADD_ENTRY and first.entry is not None:
        candidates += [split_title(first.entry.title)[0], first.entry.label]
    elif first.kind.changes_values:
        candidates.append(first.subject)
    elif first.kind in (ActionKind.REMOVE, ActionKind.MOVE):
        candidates.append(first.anchor)
    candidates += first.source_ids
    item_number = re.search(r"\d+", first.item_key)
    if item_number:
        candidates.append(f"item {item_number.group(0)}")
    tail = ""
    for extra in candidates:
        ascii_words = re.findall(r"[A-Za-z0-9]+(?:\.[0-9]+)*", extra.lower())
        tail = "-".join(ascii_words)[:40].strip("-")
        if tail:
            break
    if len(actions) > 1:
        name += f"-and-{len(actions) - 1}-more"
    return f"{name}-{tail}" if tail else name


def section_label(
    actions: list[Action], results: Mapping[str, Rendered], headings: Sequence[Heading] = ()
) -> str:
    """A file name's sections: `s3.2`, `s3.2+s7`, each as section_slug shows it; "" when
    none has a number or Latin words to show (the name is then its number and action)."""
    keys: list[str] = []
    for action in actions:
        key = action.target.key if action.target else "x"
        rendered = results.get(action.id)
        key = section_slug(key, rendered.heading if rendered else "", headings)
        if key not in keys:
            keys.append(key)
    return "+".join(f"s{k}" for k in keys if k)


# A heading's leading number: `2.1` of `2.1 KV 缓存`.
HEADING_NUMBER = re.compile(r"^\s*(\d+(?:\.\d+)*)\.?\s")


def section_slug(key: str, heading: str, headings: Sequence[Heading] = ()) -> str:
    """A section as a file name shows it: its key (`3.2`, `appendix-a`); for a section the
    brief named by its words (key `name-<checksum>`), the number of the heading it landed
    in (`2.1`), else that heading's words when they fold to ASCII whole (`Long-context
    Benchmarks` → `long-context-benchmarks`, `Évaluation` → `evaluation`). A heading in other
    script (`（二）指标基线`, `忠实度`, `KV 缓存`) shows the number the document gives it, its own
    after its chapter's (`2.2` for `（二）` under `第2节`) or its chapter's alone (`2`), then
    its Latin words (`2-kv`); "" when it has neither. The file's running number keeps two
    such names apart. An entry named with no section (`【DPO】…`) shows the heading it was
    found under, as a section named by its words does."""
    if key in (ENTRY_NAMED, BOX_NAMED, PARAGRAPH_OPENING, QUESTION_LINE, WORDS_HELD):
        if not heading:
            return ""
        key = "name-"
    if not key.startswith("name-") or not heading:
        return key
    title = heading.split(" › ")[0].strip()
    number = HEADING_NUMBER.match(title + " ")
    if number:
        return number.group(1)
    folded = unicodedata.normalize("NFKD", title)
    words = "-".join(re.findall(r"[a-z0-9]+", folded.encode("ascii", "ignore").decode().lower()))
    if not any(ord(c) > 127 and unicodedata.category(c)[0] not in "MPZ" for c in folded):
        return words[:32].strip("-") or key
    place = numbered_place(title, headings)
    return "-".join(part for part in (place, words[:24].strip("-")) if part)


# A heading's own number in Chinese or in brackets: `（二）`, `(3)`, `二、`, `第三节`.
OWN_NUMBER = re.compile(
    r"^\s*(?:[（(](?P<bracketed>[一二三四五六七八九十]+|\d+)[）)]"
    r"|(?P<listed>[一二三四五六七八九十]+)[、.．]"
    r"|第\s*(?P<ordinal>[一二三四五六七八九十]+|\d+)\s*[节章部篇])"
)


def numbered_place(title: str, headings: Sequence[Heading]) -> str:
    """The number of the one heading written `title`: its own key, else its own number
    after its nearest numbered ancestor's key (`2.2`), else that ancestor's key; ""."""
    found = [h for h in headings if h.text.strip() == title]
    if len(found) != 1:
        return ""
    heading = found[0]
    if heading.key and NUMBER_KEY.fullmatch(heading.key):
        return heading.key
    above = [
        h for h in headings if h.level < heading.level and h.start < heading.start < h.end and h.key
    ]
    parent = max(above, key=lambda h: h.level).key if above else ""
    if not NUMBER_KEY.fullmatch(parent):
        return ""
    own = OWN_NUMBER.match(title)
    if own is not None:
        value = section_key(own.group("bracketed") or own.group("listed") or own.group("ordinal"))
        if value.isdigit():
            return f"{parent}.{value}"
    return parent


def touching(first: tuple[int, int], second: tuple[int, int]) -> bool:
    """Whether two changed regions are too close for two patches: one's CONTEXT lines would
    hold lines the other changes, or text the other inserts, so the second of them would not
    apply after the first. Farther apart, each is its own patch, which a reviewer can take
    without the other."""
    (_, earlier_end), (later_start, _) = sorted([first, second])
    return later_start - earlier_end < CONTEXT


def apply_in_turn(
    head: Text, actions: list[Action], date: str, above: Sequence[Edit] = ()
) -> tuple[Edit | None, dict[str, Rendered]]:
    """Apply actions one after another, each located afresh on the text before it.

    `above`: edits of other patches, all above these, made first so that a new line takes
    the label after theirs (labels_in_turn); they only move these by the lines they add.
    Returns what they do to `head` together, as one change (None if nothing)."""
    results: dict[str, Rendered] = {}
    current = head.replaced(above) if above else head
    shift = sum(len(edit.lines) - (edit.end - edit.start) for edit in above)
    # Lines [lo, hi) of head have become current.lines[lo : lo + size].
    lo = hi = size = -1
    written: list[tuple[str, str]] = []  # the words each edit before wrote, with its action
    for action in actions:
        result = render(current.view, action, date=date, headings=current.outline, eol=current.eol)
        edit = result.edit
        if edit is not None:
            before = "".join(current.view[edit.start : edit.end])
            after = "".join(edit.lines)
            undone = [
                (words, by)
                for words, by in written
                if action.kind.changes_values and words in before and words not in after
            ]
            if undone:
                # `Q1 状态改为已关闭` after `Q1 的状态由「开放」改为「部分回答：…」`: one cell
                # given two values; the second never silently takes the first's place.
                words, by = undone[0]
                result = Rendered(
                    status=Status.UNRESOLVED,
                    reason=f"it would undo what {by} writes on the same line (「{words}」); "
                    "which the brief means is not guessed: check by hand",
                    heading=result.heading,
                )
                edit = None
            else:
                written += [(words, action.id) for words in inserted(before, after)]
        results[action.id] = result
        if edit is None:
            continue
        current = current.replaced([edit])
        added = len(edit.lines) - (edit.end - edit.start)
        if lo < 0:
            lo, hi, size = edit.start, edit.end, len(edit.lines)
            continue
        first, last = min(edit.start, lo), max(edit.end, lo + size)
        # Past the changed lines, current lines are head's moved by size - (hi - lo).
        lo, hi = first, last - (size - (hi - lo))
        size = last - first + added
    if lo < 0:
        return None, results
    return Edit(lo - shift, hi - shift, tuple(current.view[lo : lo + size])), results


def inserted(before: str, after: str) -> list[str]:
    """The runs of words `after` writes that `before` does not hold (two characters or more)."""
    opcodes = difflib.SequenceMatcher(None, before, after, autojunk=False).get_opcodes()
    runs = [after[j1:j2].strip() for tag, _, _, j1, j2 in opcodes if tag in ("insert", "replace")]
    return [run for run in runs if len(run) >= 2]


ORDERED_ITEM = re.compile(r"^\s*\d+[.)]\s")
# What stands before an item's label: a quote's `>` and a list marker.
LABEL_PREFIX = re.compile(r"^(?:\s*>)*\s*(?:[-*+]\s+)?")
# A table row whose first cell numbers it: `| 5 | …`.
NUMBERED_ROW = re.compile(r"^(?:\s*>)*\s*\|\s*\d+\s*\|")


def numbered(line: str) -> bool:
    """Whether a line carries a number its list counts on: `3. …`, `[5]: …`, `- [^4]: …`,
    `- [A3] …`, `**Q4**：…`, `| 5 | …`. Two such lines made at one point from the same HEAD
    would both take the same next number."""
    return bool(ORDERED_ITEM.match(line) or NUMBERED_ROW.match(line) or line_label(line))


def line_label(line: str) -> str:
    """The label a line opens with, after a quote's `>` and a list marker (`[E5]`, `**Q4**`),
    else ""."""
    label = ITEM_LABEL.match(LABEL_PREFIX.sub("", line, count=1))
    return label.group(0) if label and (label.group("open") or label.group("lead")) else ""


def combine(
    group: list[Action], first_pass: dict[str, Rendered]
) -> tuple[list[Edit], dict[str, Rendered]] | None:
    """Apply a group's edits, all made against HEAD, at once; None when they would clash.

    Re-rendering each action on the text before it is exact but quadratic; this is linear
    and gives the same text whenever the edits neither overlap nor number list items.
    Returns the edits in the order they stand in `head`."""
    edits = [first_pass[a.id].edit for a in group]
    ordered = sorted(
        ((edit, index) for index, edit in enumerate(edits) if edit is not None),
        key=lambda pair: (pair[0].start, pair[0].end, pair[1]),
    )
    for (first, _), (second, _) in itertools.pairwise(ordered):
        if first.end > second.start:
            return None
        same_point = first.start == first.end == second.start
        # Numbered lines at one point are rendered in turn (apply_in_turn), so that each
        # takes the number after the ones before it: `[5]`, then `[6]`.
        if same_point and any(numbered(line) for line in (*first.lines, *second.lines)):
            return None
    if not ordered:
        return None
    return [edit for edit, _ in ordered], {a.id: first_pass[a.id] for a in group}


def merged(head: list[str], edits: list[Edit]) -> Edit:
    """Edits (against `head`, in order, apart) as one change from the first to the last."""
    middle: list[str] = []
    done = edits[0].start
    for edit in edits:
        middle += head[done : edit.start]
        middle += edit.lines
        done = edit.end
    return Edit(start=edits[0].start, end=done, lines=tuple(middle))


def new_label(head: Sequence[str], edit: Edit) -> str:
    """The label the first new line of an edit opens with (`[E5]`, `Q12`), else "". A line
    rewritten in place keeps its label (a replace in `[E3] …`): that label is not new."""
    new = [line for line in edit.lines if line not in head[edit.start : edit.end]]
    label = line_label(new[0]) if new else ""
    return "" if label in {line_label(line) for line in head[edit.start : edit.end]} else label


def labels_in_turn(
    actions: Sequence[Action], results: Mapping[str, Rendered], kb: Text, date: str
) -> dict[str, Rendered]:
    """New lines in places apart that would each take the same next label (`[E5]` in §1.1
    and `[E5]` in §2.1, where the labels run across the whole document): each is rendered
    again on the text with the ones above it made, so that the lower takes `[E6]`, as the
    document reads. Its edit is then moved back to HEAD's line numbers: the edits above it
    only add lines before it. Labels that restart in each section render as before. A line
    that cannot be rendered again at its place would keep a label an edit above it takes: it
    is withheld and reported, never proposed with that label twice."""
    head = kb.lines
    labelled = sorted(
        (
            (edit, action)
            for action in actions
            if action.recommended
            and results[action.id].status is Status.PROPOSED
            and (edit := results[action.id].edit) is not None
            and new_label(head, edit)
        ),
        key=lambda pair: (pair[0].start, pair[0].end),
    )
    labels = [new_label(head, edit) for edit, _ in labelled]
    if len(set(labels)) == len(labels):
        return {}
    redone: dict[str, Rendered] = {}
    current, added = kb, 0
    above: Edit | None = labelled[0][0]  # made on `current` next; None once it is
    last = labelled[0][0]  # the lowest edit made so far, in HEAD's line numbers
    taken = {labels[0]: labelled[0][1].id}
    for (edit, action), label in zip(labelled[1:], labels[1:], strict=True):
        moved = None
        if last.end <= edit.start:
            if above is not None:
                current = current.replaced(
                    [Edit(above.start + added, above.end + added, above.lines)]
                )
                added += len(above.lines) - (above.end - above.start)
                above = None
            again = render(
                current.view, action, date=date, headings=current.outline, eol=current.eol
            )
            moved = again.edit
        if moved is None or (moved.start - added, moved.end - added) != (edit.start, edit.end):
            if label in taken:
                redone[action.id] = Rendered(
                    status=Status.UNRESOLVED,
                    reason=f"its new line would take {label}, the label {taken[label]} takes, "
                    "and once the lines above it are made it is not rendered at the same "
                    "place; kbpatch does not guess its label; check by hand",
                    heading=results[action.id].heading,
                )
            continue
        taken.setdefault(new_label(current.lines, moved), action.id)
        above = last = Edit(edit.start, edit.end, moved.lines)
        redone[action.id] = replace(again, edit=above)
    return redone


def numbers_not_used(
    actions: Sequence[Action], results: Mapping[str, Rendered], head: Sequence[str]
) -> dict[str, str]:
    """A note for each new citation the brief asks to take a number (`登记第 75 条`) that the
    list, its numbers settled (labels_in_turn), gives another: the list's next number is
    written, as numbers run on, and the report says the brief's was not used."""
    notes: dict[str, str] = {}
    for action in actions:
        made = results[action.id]
        if not action.number or made.status is not Status.PROPOSED or made.edit is None:
            continue
        edit = made.edit
        new = [line for line in edit.lines if line not in head[edit.start : edit.end]]
        written = label_number(new[0]) if new else None
        if written is not None and str(written) != action.number:
            notes[action.id] = (
                f"written as {written}, the list's next number; the brief asks for "
                f"{action.number}, which kbpatch does not use"
            )
    return notes


def entries_asked_twice(
    actions: Sequence[Action], results: Mapping[str, Rendered]
) -> dict[str, Rendered]:
    """One item's new entry asked for twice in one section, named once by 「title」 and once by
    number (`「前缀缓存」小节 添一条 X`, `§1.1 新增 X`): the reader cannot tell they are one
    section, the rendered text can. The later one is skipped, naming the first: the same
    lines under the same heading are one entry, never two. An action another one depends on
    is left as it is."""
    needed = {dep for action in actions for dep in action.depends_on}
    first_of: dict[tuple[str, str, str, tuple[str, ...]], Action] = {}
    named_first: dict[tuple[str, str, str, tuple[str, ...]], Action] = {}
    skipped: dict[str, Rendered] = {}
    for action in actions:
        result = results[action.id]
        if (
            action.kind is not ActionKind.ADD_ENTRY
            or not action.recommended
            or result.status is not Status.PROPOSED
            or result.edit is None
        ):
            continue
        written = tuple(line.strip() for line in result.edit.lines if line.strip())
        key = (action.item_key, result.heading, action.choice, written)
        first = first_of.setdefault(key, action)
        # The same name, written once with the year the item's line gives and once without
        # (`添 X（2024）一条`, a closing `新增 X`): one entry still.
        # (A line dictated whole is its own words, whatever the item's name: `新增一条"- A。"，
        # 再新增一条"- B。"` asks two.)
        name = (
            action.entry.title.strip().lower()
            if action.entry and not action.entry.statement
            else ""
        )
        if name:
            first = named_first.setdefault((*key[:3], (name,)), first)
        if first is not action and action.id not in needed:
            named = action.target.raw if action.target else ""
            skipped[action.id] = Rendered(
                status=Status.SKIPPED,
                reason=f"the same entry as {first.id}: {named} is the section {first.id} adds "
                f"it to ({result.heading})",
                heading=result.heading,
            )
    return skipped


def entries_asked_in_two_places(
    actions: Sequence[Action], results: Mapping[str, Rendered]
) -> dict[str, Rendered]:
    """One item's new entry asked into two sections by lines of the brief that do not say it
    goes in both (the item's 建议归入 `§3.1 新增一条 X`, a closing line `§5.5 新增 X（条目 1）`):
    the lines disagree, and which one the brief means is never guessed. Each is withheld, the
    first reporting every place and line. Only the located sections tell two names of a
    section (`§3.1`, its title, its sub-part) from two sections, so this is decided here, not
    by the reader. One line naming both places (`§3.1 与 §5.5 各加一条`) or words that add a
    place (`也`, `同时`, `两处都加`: the action's `also`) ask for both: proposed."""
    by_entry: dict[tuple[object, ...], list[Action]] = {}
    unplaced: dict[str, list[Action]] = {}
    for action in actions:
        result = results[action.id]
        if (
            action.kind is ActionKind.ADD_ENTRY
            and action.item_key
            and action.recommended
            and result.status is Status.UNRESOLVED
        ):
            unplaced.setdefault(action.item_key, []).append(action)
        if (
            action.kind is not ActionKind.ADD_ENTRY
            or action.entry is None
            or not action.item_key
            or not action.recommended
            or result.status is not Status.PROPOSED
        ):
            continue
        entry = action.entry
        # The same entry: the same name and the same words the brief gives for it (a line
        # dictated `新增一条："…"` beside the item's entry is another entry).
        given = (entry.statement, entry.label, entry.row, entry.summary if entry.dictated else "")
        key = (action.item_key, action.choice, entry.title, *given)
        by_entry.setdefault(key, []).append(action)
    withheld: dict[str, Rendered] = {}
    for same in by_entry.values():
        torn = [
            action
            for action in same
            if any(
                results[other.id].heading != results[action.id].heading
                and not set(other.lines) & set(action.lines)
                and not (other.also or action.also)
                for other in same
            )
        ]
        if not torn:
            continue
        first = torn[0]
        places = "; ".join(
            f"{a.target.display if a.target else '?'} ({results[a.id].heading}) by brief line"
            f"{'s' if len(a.lines) > 1 else ''} {','.join(map(str, a.lines))}: "
            f"「{shorten(a.request, 48)}」"
            for a in torn
        )
        withheld[first.id] = Rendered(
            status=Status.UNRESOLVED,
            reason=f"{first.item_key}'s entry is asked into {len(torn)} sections, and no line "
            f"says it goes in each: {places}; kbpatch does not pick one; check by hand",
            heading=results[first.id].heading,
        )
        for action in torn[1:]:
            withheld[action.id] = Rendered(
                status=Status.SKIPPED,
                reason=f"withheld with {first.id}, which names the places asked for "
                f"{first.item_key}'s entry",
                heading=results[action.id].heading,
            )
    withheld.update(unplaced_in_two_places(unplaced, results))
    return withheld


def unplaced_in_two_places(
    unplaced: Mapping[str, list[Action]], results: Mapping[str, Rendered]
) -> dict[str, Rendered]:
    """One item's new entry asked into two sections by lines that do not say it goes in both,
    where kbpatch finds neither place (the item's `§3 X 列表末尾新增…`, a closing line `X 归入
    第四章…（条目 1）`): each stays unresolved with its own reason, and each reason names the
    other place and line, so the reviewer sees that the lines disagree."""
    withheld: dict[str, Rendered] = {}
    for same in unplaced.values():
        for action in same:
            others = [
                other
                for other in same
                if (other.target.key if other.target else "")
                != (action.target.key if action.target else "")
                and not set(other.lines) & set(action.lines)
                and not (other.also or action.also)
            ]
            if not others:
                continue
            said = "; ".join(
                f"{o.target.display if o.target else '?'} by brief line"
                f"{'s' if len(o.lines) > 1 else ''} {','.join(map(str, o.lines))}: "
                f"「{shorten(o.request, 48)}」"
                for o in others
            )
            result = results[action.id]
            withheld[action.id] = replace(
                result,
                reason=f"{result.reason}; the brief also asks {action.item_key}'s entry into "
                f"{said}, and no line says it goes in each",
            )
    return withheld


def plan_series(actions: list[Action], base: Base) -> Series:
    """Render every action and group edits whose hunks would touch: one patch a group."""
    kb = base.kb.view
    head = kb.lines
    first_pass = {
        a.id: render(head, a, date=base.date, headings=kb.outline, eol=kb.eol) for a in actions
    }
    first_pass.update(entries_asked_twice(actions, first_pass))
    first_pass.update(entries_asked_in_two_places(actions, first_pass))
    first_pass.update(labels_in_turn(actions, first_pass, kb, base.date))
    notes = numbers_not_used(actions, first_pass, head)
    settle_cited_labels(actions, first_pass, head)
    settle_asked_footnotes(actions, first_pass, head)
    settle_footnotes(actions, first_pass, head)
    settle_dependencies(actions, first_pass)
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
    combined: list[Edit] = []
    total = len(groups)
    for number, group in enumerate(groups, start=1):
        together = combine(group, first_pass)
        if together is None:
            top = min(e.start for a in group if (e := first_pass[a.id].edit) is not None)
            above = [
                edit
                for a in recommended
                if a not in group
                and (edit := first_pass[a.id].edit) is not None
                and edit.end <= top
                and new_label(head, edit)
            ]
            change, results = apply_in_turn(kb, group, base.date, above)
            edits = [] if change is None else [change]
        else:
            edits, results = together
            change = merged(head, edits)
        done = [a for a in group if results[a.id].status is Status.PROPOSED]
        for action in group:
            if results[action.id].status is not Status.PROPOSED:
                outcome_of[action.id] = outcome(action, results[action.id])
        if not done or change is None:
            continue
        label = section_label(done, results, kb.outline)
        name = "-".join(p for p in (f"{number:04d}", label, slug(done)) if p) + ".patch"
        for action in done:
            outcome_of[action.id] = outcome(action, results[action.id], patch=name)
        mine = tuple(outcome_of[a.id] for a in done)
        patches.append(make_patch(base, done, mine, change, name, f"PATCH {number}/{total}"))
        # The edits one by one, not merged: an unchanged heading between two of them then
        # does not look changed to Text.replaced.
        combined += edits

    for number, group in enumerate(alternatives.values(), start=1):
        change, results = apply_in_turn(kb, group, base.date)
        done = [a for a in group if results[a.id].status is Status.PROPOSED]
        label = section_label(done or group, results, kb.outline)
        parts = (f"{number:04d}", label, slug(done or group))
        name = "alternatives/" + "-".join(p for p in parts if p) + ".patch"
        for action in group:
            # outcome() calls a proposed alternative `alternative`.
            made = results[action.id].status is Status.PROPOSED
            outcome_of[action.id] = outcome(action, results[action.id], patch=name if made else "")
        if done and change is not None:
            mine = tuple(outcome_of[a.id] for a in done)
            prefix = f"PATCH alt {number}/{len(alternatives)}"
            patches.append(make_patch(base, done, mine, change, name, prefix, alternative=True))

    for action in actions:
        if action.id not in outcome_of:
            outcome_of[action.id] = outcome(action, first_pass[action.id])

    for id_, note in notes.items():
        if outcome_of[id_].status is Status.PROPOSED:
            outcome_of[id_] = replace(outcome_of[id_], reason=note)
    return Series(
        outcomes=tuple(outcome_of[a.id] for a in actions),
        patches=tuple(patches),
        combined=tuple(sorted(combined, key=lambda c: (c.start, c.end))),
    )


def outcome(action: Action, result: Rendered, *, patch: str = "") -> Outcome:
    chosen = result.status
    reason = result.reason
    if chosen is Status.PROPOSED and not action.recommended:
        chosen = Status.ALTERNATIVE
    if action.kind is ActionKind.OFF_DOCUMENT:
        reason = f"{action.choice}: {action.reason}" if action.choice else action.reason
    return Outcome(action=action, status=chosen, reason=reason, heading=result.heading, patch=patch)


def provenance_message(base: Base, actions: Sequence[Action]) -> str:
    """The commit message body `git am` keeps: what and why in a sentence, then trailers that
    `git log --grep` / `--format=%(trailers)` find every change of a brief by."""
    first = actions[0]
    what = describe(first)
    where = f" in {first.target.display}" if first.target is not None else ""
    more = f" (and {len(actions) - 1} more)" if len(actions) > 1 else ""
    brief = f"the {base.date} brief" if base.date else "the brief"
    items = list(dict.fromkeys(a.item_key for a in actions if a.item_key))
    if items:
        why = f"{' and '.join(items)} of {brief} ask{'s' if len(items) == 1 else ''}"
    else:
        why = f"{brief} asks"
    sentence = f"{what[:1].upper()}{what[1:]}{where}{more}, as {why}."
    lines = sorted({line for action in actions for line in action.lines})
    trailers = [("Brief", base.brief_path), ("Brief-Lines", ", ".join(map(str, lines)))]
    trailers += [("Item", key) for key in items]
    trailers += [("Action", action.id) for action in actions]
    return commit_message(sentence, trailers)


def make_patch(
    base: Base,
    actions: list[Action],
    outcomes: Sequence[Outcome],
    change: Edit,
    name: str,
    prefix: str,
    *,
    alternative: bool = False,
) -> PatchFile:
    """The mail for `change` to HEAD's KB; the new text is never made whole."""
    kb = base.kb
    new_blob = kb.blob_after(change, kb.object_format)
    header = diff_header(kb.path, kb.blob, new_blob, kb.mode)
    start, end = kb.starts[change.start], kb.starts[change.end]
    diff = unified_diff(kb, start, end, "".join(change.lines), header)
    sections = " ".join(dict.fromkeys(a.target.display for a in actions if a.target is not None))
    more = f" (+{len(actions) - 1} more)" if len(actions) > 1 else ""
    subject = mail_subject(shorten(f"{base.topic} {sections}: {describe(actions[0])}{more}", 120))
    note = patch_note(
        outcomes,
        brief_path=base.brief_path,
        kb_path=kb.path,
        base_commit=kb.commit,
        patch_path=shell_path(f"{output_folder_path(base.brief_path)}/{name}"),
        crlf="\r\n" in diff.text,
    )
    mail = format_mail(
        subject=subject,
        prefix=prefix,
        note=note,
        diff=diff.text,
        date=mail_date(base.date),
        message=provenance_message(base, actions),
    )
    return PatchFile(
        name=name,
        text=mail,
        diff=diff.text,
        subject=subject,
        note=note,
        old_blob=kb.blob,
        new_blob=new_blob,
        lines_added=diff.added,
        lines_removed=diff.removed,
        change=change,
        action_ids=tuple(a.id for a in actions),
        alternative=alternative,
    )
