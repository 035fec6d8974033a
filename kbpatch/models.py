"""Data that flows between the stages: brief → actions → sections → edits → patches."""

from __future__ import annotations

import re
from dataclasses import dataclass
from enum import Enum
from typing import NamedTuple

# The types that cross stages are frozen dataclasses: kbpatch makes every one of them itself,
# so there is nothing to validate, and keyword-only construction still rejects an unknown
# field. pydantic stays at the boundary: reading a manifest back and printing its schema.


# ---------------------------------------------------------------- the brief


@dataclass(frozen=True, kw_only=True, slots=True)
class Segment:
    """A piece of brief text with the 1-based line it stands on."""

    text: str
    line: int


@dataclass(frozen=True, kw_only=True, slots=True)
class OutsideLine:
    """A brief line that stands outside every item, the closing list, the caveats and the
    arXiv list (under a heading of another kind, or before any), with that heading."""

    text: str
    line: int
    heading: str  # "" before any heading
    block: str  # what the heading makes the block: "items", "citations", "other", "preamble"


class ItemStatus(str, Enum):
    INCREMENT = "increment"
    NOTHING_NEW = "nothing new"
    OUT_OF_SCOPE = "out of scope"


@dataclass(frozen=True, kw_only=True, slots=True)
class Item:
    """One `条目 N` / `增量 N` / 复查项 entry of a brief."""

    key: str  # "条目 1", "增量 3", "复查项 2"
    number: int
    title: str
    line: int
    status: ItemStatus
    status_note: str = ""
    sources: tuple[Segment, ...] = ()
    summary: tuple[Segment, ...] = ()
    relation: tuple[Segment, ...] = ()
    suggestions: tuple[Segment, ...] = ()
    verdict: tuple[Segment, ...] = ()
    caveats: tuple[Segment, ...] = ()
    # Where all its requests go, as a record's own field says (`where: 技术路线 › 余热回收`).
    places: tuple[Segment, ...] = ()

    @property
    def label(self) -> str:
        return f"{self.key}：{self.title}"


@dataclass(frozen=True, kw_only=True, slots=True)
class Brief:
    """What kbpatch read from a brief."""

    title: str
    topic: str
    date: str  # YYYY-MM-DD, or "" when the title carries none
    line_count: int
    items: tuple[Item, ...]
    closing: tuple[Segment, ...]  # the closing list of suggested merge actions
    caveats: tuple[Segment, ...]  # 值得警惕 … entries outside items
    citations: tuple[Segment, ...] = ()  # the lines of the brief's 可引用的 arXiv 号 list
    # Lines no block reads (under a heading of no known kind, or no citation in the arXiv
    # list): a request among them is reported, never dropped unseen.
    outside: tuple[OutsideLine, ...] = ()
    # Names written in bold right after the count of a new thing (`新增一条 **X**`, `add a **X**
    # entry`), each with its line: bold is stripped from the text, but such a name is the new
    # entry's own, as a quoted one is.
    bold_names: tuple[Segment, ...] = ()
    # The lines that write bold, as written: a line the brief dictates keeps the bold its
    # text lost when read (reading.items.with_written_bold).
    bold_lines: tuple[Segment, ...] = ()
    # Requests that end with their colon and give two or more whole lines below them (a fenced
    # block, or a line apiece in quotes): each with its line and the lines it gives.
    lines_below: tuple[Segment, ...] = ()


# ---------------------------------------------------------------- actions


class ActionKind(str, Enum):
    ADD_ENTRY = "add entry"
    UPDATE_NUMBER = "update number"
    ADD_SOURCE = "add source"
    ADD_QUESTION = "add open question"
    ANNOTATE_CITATION = "annotate citation"
    APPEND = "append to entry"
    REPLACE = "replace values"
    ADD_CITATION = "add citation"
    REMOVE = "remove entry"
    MOVE = "move entry"
    NO_OP = "stated no-op"
    CONSTRAINT = "constraint"
    OFF_DOCUMENT = "outside the document"
    NO_CONTENT = "no content"
    NOT_UNDERSTOOD = "not understood"

    @property
    def edits_document(self) -> bool:
        return self not in _NOT_EDITING

    @property
    def changes_values(self) -> bool:
        """Whether the edit changes values where they stand (a replace, a number update)."""
        return self in (ActionKind.REPLACE, ActionKind.UPDATE_NUMBER)


# The kinds that ask for no edit of the document (a set: render asks for every action).
_NOT_EDITING = frozenset(
    {
        ActionKind.NO_OP,
        ActionKind.CONSTRAINT,
        ActionKind.OFF_DOCUMENT,
        ActionKind.NO_CONTENT,
        ActionKind.NOT_UNDERSTOOD,
    }
)


# The subject of a removal that takes away a note to the document's editors, not an entry:
# an HTML comment on a line of its own (`<!-- TODO: … -->`) or a `>` note.
COMMENT = "comment"
# The words of a kept line that stand for every row of the section's table (`对比表不要动`): an
# edit that changes, writes or adds right under one of its rows is held (render).
KEPT_TABLE = "|"
# The subject of a removal that names a sentence (`那句"X"删掉`): its line goes only where the
# sentence is the whole of it.
SENTENCE = "sentence"
# The subject of a removal that names a line by its quoted words (`"X"那一行删掉`): a paragraph of
# one line may go so, never by words unquoted (`比重那条`, an entry's name).
LINE = "line"
# The key of a reference that names no section, only an entry by its bracketed name
# (`【DPO】条目后附上"…"`): the section is the one that holds the document's one entry so named.
ENTRY_NAMED = "entry-named"
# The key of a reference that names no section, only an open checkbox line by its words
# (`跟进事项"X"一项勾选完成`): the section is the one that holds the document's one open box so
# worded, whichever list it stands in.
BOX_NAMED = "box-named"
# The key of a reference that names no section, only a paragraph by the words it opens with
# (`以「X」开头的那一段整段替换为：「…」`): the section is the one holding the document's one
# paragraph of its own text that opens so.
PARAGRAPH_OPENING = "paragraph-opening"
# The key of a reference that names no section, only a question by the label its line opens
# with (`Q13 下面补答复：…`): the section is the one holding the document's one such line.
QUESTION_LINE = "question-line"
# The key of a reference that names no section, only the words a change quotes as the ones
# it replaces (`表上方计数句里的「其中 9 个…」改为「其中 10 个…」`): the section is the one
# holding the document's one line with those words.
WORDS_HELD = "words-held"
# The key prefix of a section named only by a quote that must be one heading's very words
# (`在「X」下面加一条`: a quote with a place word, no section noun), a `name-` key still.
EXACT_NAME_KEY = "name-exact-"
# The key of the document's changelog named by what it is (`记变更：…`), not by its words.
CHANGELOG_KEY = "changelog"
# The key of the document's own line of its version (`版本：v1.3（…）｜…｜上一版：v1.2（…）`), named
# by what it is (`版本行改为 v1.4（…）`): the section is the one that holds that line.
VERSION_LINE = "version-line"


@dataclass(frozen=True, kw_only=True, slots=True)
class SectionRef:
    """A section as a brief names it: `§1.1 的「新 entrants」小节`."""

    key: str  # "5.3", "7" (for §七), "1"
    raw: str  # as written: "§七", "5.3 节"
    part: str = ""  # a named sub-part of the section, if any

    @property
    def display(self) -> str:
        """`§5.3`, or `§七` when the brief wrote the chapter in Chinese numerals."""
        if self.key in (ENTRY_NAMED, VERSION_LINE):
            return self.raw  # `【DPO】`: an entry, no section; the version line
        if self.key in (BOX_NAMED, WORDS_HELD):
            return f"「{self.raw[:8]}…」" if len(self.raw) > 9 else f"「{self.raw}」"
        if not self.key[:1].isdigit():
            # A list named by what it is, `§参考文献`; a lettered section as written, `§B.2`.
            return self.raw if self.raw.startswith("§") else f"§{self.raw}"
        # A section of a chapter (`第五章第八节`, `五.8`) shows its number: `§5.8`, not `§五`.
        chinese = None if "." in self.key else re.search(r"[一二三四五六七八九十]+", self.raw)
        return f"§{chinese.group(0)}" if chinese else f"§{self.key}"


@dataclass(frozen=True, kw_only=True, slots=True)
class EntryContent:
    """The brief's own words that make up a new entry."""

    title: str
    # The brief names the entry itself (`标题用"X"`, `加一条 **X 正极**：…`): the title is its
    # name whole, never cut to the Latin name that opens it.
    named: bool = False
    summary: str = ""
    cross_refs: str = ""
    caveats: tuple[str, ...] = ()
    sources: str = ""
    label: str = ""  # e.g. "agent 行为评测方法论" from `加一条"…"小注`
    # The label stands alone (`补一条"X"`, no `小注` after it): in a list of lines without names
    # it is the new line itself.
    label_alone: bool = False
    # Where the same item's entry lands (`§3.4`): a new citation's 〔…〕 names it.
    cited_at: tuple[str, ...] = ()
    # Claims the brief says not to write (`不写"…"这类结论`): no sentence of the entry says them.
    unsaid: tuple[str, ...] = ()
    paper_title: str = ""  # the paper's title as the brief's arXiv list gives it
    # The brief gives the entry's very words (`新增一条："…"`, `只写"…"`): the summary is them.
    dictated: bool = False
    # The brief's quoted words that are the whole new line (`加一行趋势"…"`): no name is added.
    statement: str = ""
    # That line is a dated line of the document's changelog: placed by the list's date order
    # (newest first or last, as the list keeps it), or reported where the list keeps none.
    changelog: bool = False
    # The dated heading a changelog kept under dated headings takes for that line (`### 2026-12-11`
    # and `- …` under it): the heading as the brief writes it; "" for a dated line of a list.
    heading: str = ""
    # Asked by a closing-list line alone (`4.2 表加 X 一行（条目 2）`), no request of the item's
    # own beside it: a table row of it takes the values its rows all give from the brief only.
    from_closing: bool = False
    # A table row the brief gives cell by cell (`一行：| X | 库 | … |`): the new row's cells.
    row: tuple[str, ...] = ()
    # The label the citation the same brief adds for this paper takes (`R12`), for an entry
    # whose neighbours cite by such labels (`…。（R8）`): set by render.cited_by_label.
    reference: str = ""
    # The citation the brief says the entry takes (`引用写作 [Zeng 2024]`): its key, as given.
    cited_as: str = ""
    # A glossary term the request names by its noun (`新增术语 X：…`): the title is the term, the
    # summary its definition when `dictated`; never 要点 written as one.
    term: bool = False
    # The number the brief gives the new entry (`补充第 4 条：「4. …」`): a numbered list takes
    # it only as its next one, at its end; 0 when none is given.
    number: int = 0


@dataclass(frozen=True, kw_only=True, slots=True)
class Action:
    """One thing the brief asks of the document, with the lines it came from."""

    id: str
    kind: ActionKind
    lines: tuple[int, ...]
    item_key: str = ""
    item_title: str = ""
    target: SectionRef | None = None
    # move entry: the section the entry stands in now (`target` is where it goes).
    source: SectionRef | None = None
    request: str  # the brief's wording of the suggestion
    clause: str = ""  # the clause of the request it was read from
    # "end" (none said), "said_end" (the brief says the section's end), "alongside" (beside a
    # named neighbour), "after" (right after it), "under" (a nested item under it) or
    # "under_after" (a nested item right after it, itself nested): render.add_sub_item;
    # "start" (first in its list, render.add_entry)
    placement: str = "end"
    siblings: tuple[str, ...] = ()  # `与 ds4 / Kapitsa 并列`: the entries to stand beside
    # Placed between two (`位置在 A 与 B 两行之间`, siblings A): B, which must stand right after
    # A for the new entry to go between them (render.add_entry reports it otherwise).
    before_sibling: str = ""
    # The brief's words ask for this edit in one more place besides another of it (`§5.5 也收
    # 一条`, `两处都加`): one item's entry asked into two sections so is no disagreement.
    also: bool = False
    entry: EntryContent | None = None
    phrase: str = ""  # quoted phrase to find (add source) or add (annotate, question)
    source_ids: tuple[str, ...] = ()  # arXiv ids for add source / annotate
    source_urls: tuple[str, ...] = ()  # links for add source (`补来源链接 https://…`)
    old_value: str = ""
    new_value: str = ""
    subject: str = ""  # what the number counts, e.g. "rec"
    choice: str = ""  # "二选一#1:(b)" for an option among alternatives
    recommended: bool = True
    reason: str = ""  # for no-ops: why nothing is proposed
    # Replace the `subject` row's cell under this column (its header's word) by `new_value`:
    # `X 一行，状态改为稳定` gives no old value.
    column: str = ""
    # Replace: the open question `subject` names (its label `Q2`, or its words) closed in the
    # document's own form, `new_value` the brief's reason (`关闭 Q2：…`); `closed_as`, the
    # closed value the brief says (`已关闭`), written where the document shows none of its own.
    closes_question: bool = False
    closed_as: str = ""
    # The answer the brief gives a new question, written on the answer line a section of
    # question-and-answer pairs keeps under each (render.add_question).
    answer: str = ""
    # Replace values: (old, new) pairs, each old text to occur exactly once in the target line.
    pairs: tuple[tuple[str, str], ...] = ()
    # Append: the existing entry, line or citation to add to (`44` for 第 44 条, or a name).
    anchor: str = ""
    # Append: the section's paragraph named by its place (`第一段`): 1 the first, -1 the last.
    paragraph: int = 0
    supports: str = ""  # add citation: the section the new citation supports, e.g. "§3.4"
    # Add citation: that section is the brief's own word for the brackets (`〔〕内写 §6.1`),
    # not the one its item's new entry lands in.
    supports_given: bool = False
    # add citation: the number the brief asks it to take (`登记第 75 条`); remove: the place in
    # its list the brief gives the entry (`第 6 条（ds4）撤下`)
    number: str = ""
    # Add citation: the new item as the brief writes it out whole (`补一条：Liu, Title, 2025.
    # arXiv:id`), for a list whose items do not open with the paper's id.
    written: str = ""
    # Add source: the label the same brief's new reference of the paper takes (`9` of `参考文献
    # 补 [9] …`, `Park 2020`), for a document whose entries cite by such labels.
    cited_by: str = ""
    forbidden_by: str = ""  # the constraint of the brief that vetoes this action, if any
    # Lines the brief keeps that the action's edit may stand on, not told before the document
    # is read (`"A"改为"B"` beside `"X…Y"那条不动`): (the kept line's words, the keep as the
    # brief says it); the edit of a line holding those words is forbidden where it is found.
    kept_lines: tuple[tuple[str, str], ...] = ()
    # Keeps of a section's thing named by a few Chinese words (`§5.8 盈亏点本轮不动`): (the
    # words, the keep as the brief says it). Where the section's text holds the words, the
    # edit may not change the clause they stand in; where it does not (`其余`, a heading's
    # words), the keep holds the whole section, as a keep of it does.
    kept_text: tuple[tuple[str, str], ...] = ()
    # A replace of the one entry `subject` names by the whole line `new_value` the brief
    # dictates (`X 那条整行替换为：「…」`): the line must still name it (render.entry_rewritten).
    whole_line: bool = False
    # A replace of X by XY (YX) read from words put right after (before) X (`在「X」之后加
    # 「Y」`): X must not be the whole name an entry opens with (`- X：…`), where words after it
    # would go inside the name (the brief more likely means a new entry after that one).
    inserted: bool = False
    # Append of a marker: it ends the sentence holding `anchor` (words of a line, not the
    # entry's name), before that sentence's stop (`把 A 改成 B，并在这句句末补 ^[32]`). A
    # paragraph written anew (whole_line): the paragraph is one sentence (`第二段整句替换为`).
    sentence: bool = False
    # With `sentence`: the paragraph's sentence by its place (1 the first, -1 the last, n the
    # nth: `第一段末句整句替换为「…」`), which alone is written anew; 0 for the whole paragraph.
    sentence_at: int = 0
    depends_on: tuple[str, ...] = ()  # ids of the actions this one refers to
    # A constraint: the kinds it forbids (empty: every edit of its section), and how far it
    # reaches: "item" (its item's actions), "brief" (every action), "line" (its own line's),
    # "part" (only actions naming `anchor` in its section), "none" (limits content only).
    forbids: tuple[ActionKind, ...] = ()
    scope: str = ""
    # A keep said of things it names (`遮阳构筑物的造价…，但不要写进第五章…`): it holds only an
    # edit whose words name one of them.
    held_names: tuple[str, ...] = ()
    # A keep's exceptions (`Part II 不动，只在 §3 加…`, `除 §1.1 外不动`): the section keys it
    # does not hold, whatever the document nests under it.
    excepted: tuple[str, ...] = ()


# ---------------------------------------------------------------- the KB


class Heading(NamedTuple):
    """A heading of the KB with the span of its section (0-based line indexes).

    A NamedTuple, not a model: thousands are made per KB and none crosses a boundary."""

    key: str  # "5.3", "7"; "" for an unnumbered heading
    level: int
    text: str
    start: int  # the heading line
    end: int  # one past the last line of the section


class Edit(NamedTuple):
    """Replace lines [start, end) of a text with `lines` (each with its line ending).

    A NamedTuple: kbpatch makes every edit itself, none is read from outside."""

    start: int
    end: int
    lines: tuple[str, ...]


# ---------------------------------------------------------------- outcomes


class Status(str, Enum):
    PROPOSED = "proposed"
    ALTERNATIVE = "alternative"
    SKIPPED = "skipped"
    ALREADY_PRESENT = "already present"
    UNRESOLVED = "unresolved"
    FORBIDDEN = "forbidden"
    NOT_UNDERSTOOD = "not understood"


# The statuses that make a brief's exit code 1: a reviewer must look at them.
NEEDS_A_LOOK = frozenset({Status.UNRESOLVED, Status.NOT_UNDERSTOOD})


@dataclass(frozen=True, kw_only=True, slots=True)
class Outcome:
    """What became of one action."""

    action: Action
    status: Status
    reason: str = ""
    heading: str = ""  # the heading text the target resolved to
    patch: str = ""  # file name, relative to the output folder


@dataclass(frozen=True, kw_only=True, slots=True)
class PatchFile:
    """One patch as written: name (relative to the output folder) and text, with what the
    views of it need to know (subject, blob ids, counts) carried, never read back."""

    name: str
    text: str
    diff: str
    subject: str  # as in the mail's Subject, without its [PATCH n/m] tag
    note: str  # the reviewer's note, as given to format_mail (which indents it)
    old_blob: str  # the KB's blob id at HEAD (the `index` line's first)
    new_blob: str  # the KB's blob id once the patch is applied alone
    lines_added: int
    lines_removed: int
    change: Edit  # what applying it alone does to HEAD's KB: lines [start, end) become `lines`
    action_ids: tuple[str, ...]
    alternative: bool = False


@dataclass(frozen=True, kw_only=True, slots=True)
class Proposal:
    """Everything one brief produced."""

    brief: Brief  # what kbpatch read in it
    brief_path: str  # repository-relative
    kb_path: str  # repository-relative
    base_commit: str
    kb_blob: str
    worktree_differs: bool
    patches: tuple[PatchFile, ...]
    outcomes: tuple[Outcome, ...]
    combined: tuple[Edit, ...]  # the recommended patches' changes to HEAD's KB, in line order
    kb_text: str = ""  # the KB at HEAD, for views that show a change in its place (comment.py)

    @property
    def return_code(self) -> int:
        return 1 if any(o.status in NEEDS_A_LOOK for o in self.outcomes) else 0

    @property
    def review_code(self) -> int:
        """`--exit-code`: 1 when there is a patch to review or an unresolved action, else 0."""
        return 1 if self.patches or self.return_code else 0


@dataclass(frozen=True, kw_only=True, slots=True)
class BriefError:
    """A brief of a batch that could not be proposed for, and why."""

    brief: str  # as the user named it
    error: str
    exit_code: int


# ---------------------------------------------------------------- stale check


class PatchState(str, Enum):
    APPLIES = "applies"
    ALREADY_APPLIED = "already applied"  # every line it adds and removes is so in HEAD
    SUPERSEDED = "superseded"  # an alternative whose recommended sibling is applied
    APPLIES_3WAY = "applies with --3way"
    PARTLY_APPLIED = "partly applied"  # some of its changes are in HEAD, the others are not
    STALE = "stale"
    TAMPERED = "tampered"  # not the plain KB change its manifest records: never applicable


@dataclass(frozen=True, kw_only=True, slots=True)
class CheckedPatch:
    """How one written patch fares against the current HEAD."""

    file: str  # relative to the patch folder
    kb: str  # the file the patch changes, repository-relative ("" when it cannot be read)
    base_blob: str  # the blob it was made against (its `index` line)
    state: PatchState
    # git's reason, for a stale patch; what is wrong, for a tampered one; the applied sibling,
    # for a superseded one; how much is in, for a partly applied one.
    reason: str = ""
    missing: tuple[str, ...] = ()  # for a partly applied patch: each change not in HEAD


@dataclass(frozen=True, kw_only=True, slots=True)
class StaleCheck:
    """`kbpatch check`: every patch of a folder against HEAD."""

    folder: str  # repository-relative
    brief: str  # repository-relative, or "" when the folder has no brief beside it
    head_commit: str
    patches: tuple[CheckedPatch, ...]

    @property
    def return_code(self) -> int:
        states = {p.state for p in self.patches}
        if PatchState.TAMPERED in states:
            return 2
        return 1 if states & {PatchState.STALE, PatchState.PARTLY_APPLIED} else 0
