"""Readings → actions: merge repeats, apply the brief's vetoes, rank options by the brief's
preference, tie dependent actions to what they depend on, and number the result."""

from __future__ import annotations

import re

from pydantic import TypeAdapter

from ..models import Action, ActionKind, Brief, Item, ItemStatus, Segment
from ..parse import split_outside_quotes
from .clauses import (
    ADDING,
    ADVISORY,
    Caveat,
    ClauseReader,
    Draft,
    guide_links,
    named_preference,
    options_of,
    preference_of,
    preferred_sections,
    refs_in,
)
from .lexicon import Lexicon, default_lexicon
from .text import (
    ARXIV,
    BRIEF_CACHES,
    PAPER_CARD,
    PATH,
    SENTENCE_SPLIT,
    cjk_trigrams,
    masked_all,
    masked_quotes,
    name_pattern,
    sentence_around,
    split_clauses,
    split_title,
)

ACTIONS = TypeAdapter(list[Action])
# How many earlier readings of one item about one section a new reading is compared with.
MERGE_WINDOW = 64
BARE_REF = re.compile(
    r"\s*(?:(?:§\s*(?:\d+(?:\.\d+)*|[一二三四五六七八九十]+)|\d+(?:\.\d+)+\s*节)[\s/／+＋和与及]*)+"
)
PATH_ROOTS = ("organized/", "inbox/", "guides/")
CAVEAT_MARKER = re.compile(
    r"(?:必须)?同条保留|(?:必须)?同条标注|必须写[清明]|写[清明][：:]|只写[\"“「『]|[^\s，,；;。]{0,4}写[\"“「『]|"
    r"写[清明][\"“「『]|(?:标注|注明)[\"“「『]|摘要级标注"
)
CAVEAT_MARKER_HINT = re.compile(r'同条|写[清明"“「『]|标注|注明')
ANNOTATED_REF = re.compile(r"§\s*(?:\d+(?:\.\d+)*|[一二三四五六七八九十]+)\s*$")
OPTION = re.compile(r"[（(]\s*([a-h])\s*[）)]")
ITEM_MENTION = re.compile(r"(条目|增量)\s*(\d+)(?!\s*[–\-~～]\s*\d)(?!\s*条)")
CAVEAT_LEAD_WORD = re.compile(r"^(?:但|并|且|同时|并且)")
NAME_TOKEN = re.compile(r"[A-Za-z][A-Za-z0-9._\-/]*[A-Za-z0-9]")
ONLY_TEXT = re.compile(r"只写[\"“「『]([^\"”」』]+)[\"”」』]")
BODY_LABEL = re.compile(r"正文写[\"“「『]([^\"”」』]+)[\"”」』]")
CROSS_REF_LIST = re.compile(r"交叉引用\s*(?P<refs>[^。；;]+)")
CITATION_LABEL = re.compile(
    r"§\s*(?:\d+(?:\.\d+)*|[一二三四五六七八九十]+)\s*标注\s*[\"“「『]([^\"”」』]+)[\"”」』]"
)
ID_ASIDE = re.compile(r"[（(]\s*arXiv:?\s*\d{4}\.\d{4,5}[^（()）]*[）)]")
# A line of the brief's list of citable ids: `arXiv:2611.01473 —— Title（note）`.
CITABLE = re.compile(r"arXiv:\s*(?P<id>\d{4}\.\d{4,5})\s*(?:——|—|--|-|：|:)\s*(?P<title>[^（(]+)")


# `必须` is often left out (`证据边界同条保留：…`); `写清` and `写明` are the same request, and
# may quote the text instead of using a colon (`写清「…」`); a bare `写清：` gets 说明.
# Each pattern comes with the words it cannot match without, to skip it cheaply, and how many
# characters at most a match holds before the first of them: no match starts further than that
# before the first of the words in the text, so the search starts there.
CAVEAT_PATTERNS: tuple[tuple[re.Pattern[str], str, tuple[str, ...], int], ...] = (
    (
        re.compile(r"(?P<label>[^，,；;。：:\s]{0,10}?)(?:必须)?同条保留[：:](?P<text>[^。]+)"),
        "证据边界",
        ("同条保留",),
        12,
    ),
    (
        re.compile(r"(?:必须)?同条标注的(?P<label>[^：:]{0,8})[：:](?P<text>[^。]+)"),
        "口径",
        ("同条标注的",),
        2,
    ),
    (
        re.compile(r"(?P<label>[^，,；;。：:\s]{0,10}?)必须写[清明][：:](?P<text>[^。]+)"),
        "说明",
        ("必须写",),
        10,
    ),
    (
        re.compile(
            r"(?P<label>[^，,；;。：:\s\"“「]{0,10}?)(?<!必须)写[清明][：:](?P<text>[^。]+)"
        ),
        "说明",
        ("写清：", "写清:", "写明：", "写明:"),
        10,
    ),
    (
        re.compile(
            r"(?:(?P<label>定位|口径|推理侧可迁移点|可迁移点|结论|说明)写[清明]?|(?<![不只文])写[清明])"
            r"[\"“「『](?P<text>[^\"”」』]+)[\"”」』]"
        ),
        "说明",
        ("写清", "写明", '写"', "写“", "写「", "写『"),
        7,
    ),
    (
        re.compile(r"(?P<label>)(?:标注|注明)[\"“「『](?P<text>[^\"”」』]+)[\"”」』]"),
        "标注",
        ("标注", "注明"),
        0,
    ),
    (re.compile(r"(?P<label>摘要级)标注(?P<text>)"), "证据等级", ("摘要级标注",), 0),
)


# Each pattern's key words as one pattern, which finds the first of them in one search; and
# all of them, as most suggestions hold none.
CAVEAT_NEEDS = tuple(
    re.compile("|".join(map(re.escape, needs))) for _, _, needs, _ in CAVEAT_PATTERNS
)
CAVEAT_ANY = re.compile("|".join(re.escape(w) for _, _, needs, _ in CAVEAT_PATTERNS for w in needs))


def caveats_in(text: str) -> list[Caveat]:
    """The caveats a suggestion says must stay with the entry, in the brief's words."""
    found: list[Caveat] = []
    if CAVEAT_ANY.search(text) is None:
        return found
    for (pattern, default_label, _, lead), needs in zip(CAVEAT_PATTERNS, CAVEAT_NEEDS, strict=True):
        # The lazy label prefix makes a full scan costly: start `lead` before the first key word.
        first = needs.search(text)
        if first is None:
            continue
        for match in pattern.finditer(text, max(first.start() - lead, 0)):
            if default_label == "标注" and ANNOTATED_REF.search(text, 0, match.start()):
                continue  # `§七 标注"…"` is what the citation gets marked with, not the entry
            label = CAVEAT_LEAD_WORD.sub("", (match.group("label") or "").strip())
            label = label or default_label
            body = match.group("text").strip().rstrip("，,；;")
            if label == "摘要级":
                label, body = "证据等级", "摘要级"
            if body:
                found.append(Caveat(label=label, text=body))
    return found


def item_ids(item: Item) -> list[str]:
    """arXiv ids the item is about: from its title first, then its sources."""
    ids: list[str] = []
    # An id holds a ".", a paper card's path "paper_cards/": a text without one is not scanned.
    for text in [item.title, *(s.text for s in item.sources)]:
        if "." not in text:
            continue
        for match in ARXIV.finditer(text):
            if match.group(1) not in ids:
                ids.append(match.group(1))
        if ids:
            break
    for segment in item.sources:
        if "paper_cards/" not in segment.text:
            continue
        for match in PAPER_CARD.finditer(segment.text):
            found = f"{match.group(1)}.{match.group(2)}"
            if found not in ids:
                ids.append(found)
    return ids


ALNUM_RUN = re.compile(r"[a-z0-9]+")
# Tokens too common to name an item by.
COMMON_TOKENS = frozenset({"arxiv", "llm", "kv", "e1", "e2", "rag", "vs"})


class ItemIndex:
    """Which of one brief's items a closing-list clause speaks of: `（增量 3）`, `条目 2`, or
    its name. What it asks of the items is worked out once per brief (an item per key, the
    items a name token finds, each title's CJK trigrams), not once per clause."""

    def __init__(self, items: tuple[Item, ...]) -> None:
        self.items = items
        self.by_key: dict[str, Item] = {}
        for item in items:
            self.by_key.setdefault(item.key, item)  # the first item of a key, as a scan finds
        self.hits_by_token: dict[str, list[Item]] = {}
        self.title_trigrams: list[tuple[Item, frozenset[str]]] | None = None
        # Each alphanumeric run of a title, lower-cased, to its items: a token's first run
        # finds the few titles worth a closer look without a pattern per token.
        self.items_by_run: dict[str, list[Item]] = {}
        for item in items:
            for run in set(ALNUM_RUN.findall(item.title.lower())):
                self.items_by_run.setdefault(run, []).append(item)

    def resolve(self, text: str) -> Item | None:
        mention = ITEM_MENTION.search(text)
        if mention:
            found = self.by_key.get(f"{mention.group(1)} {mention.group(2)}")
            if found is not None:
                return found
        candidates: list[Item] = []
        for token in NAME_TOKEN.findall(text):
            if len(token) < 3 or token.lower() in COMMON_TOKENS:
                continue
            hits = self.hits_by_token.get(token)
            if hits is None:
                first_run = ALNUM_RUN.search(token.lower())
                near = self.items_by_run.get(first_run.group(0), []) if first_run else []
                hits = [item for item in near if name_pattern(token).search(item.title)]
                self.hits_by_token[token] = hits
            if len(hits) == 1 and hits[0] not in candidates:
                candidates.append(hits[0])
        if len(candidates) == 1:
            return candidates[0]
        # Sharing a CJK run of 3 or more characters is sharing a CJK trigram: two set lookups
        # instead of a longest-common-substring search per item.
        if self.title_trigrams is None:
            self.title_trigrams = [(item, cjk_trigrams(item.title)) for item in self.items]
        text_trigrams = cjk_trigrams(text)
        cjk_hits = [
            item for item, title in self.title_trigrams if not text_trigrams.isdisjoint(title)
        ]
        if len(cjk_hits) == 1:
            return cjk_hits[0]
        return None


def annotation_in(item: Item) -> str:
    """The label an item asks §七 to carry: `§七 标注"跨主题引用"`."""
    for segment in (*item.suggestions, *item.relation):
        match = CITATION_LABEL.search(segment.text)
        if match:
            return match.group(1)
    return ""


def cut_explanation(sentence: str) -> str:
    """Drop the reasoning after `——` (but not options) and the caveat text a sentence carries."""
    plain = masked_quotes(sentence)
    dash = plain.find("——")
    if dash != -1 and not OPTION.match(plain[dash + 2 :].lstrip()):
        sentence, plain = sentence[:dash], plain[:dash]
    # No CAVEAT_MARKER match starts more than 4 characters before the first hint in the text.
    hint = CAVEAT_MARKER_HINT.search(plain)
    marker = CAVEAT_MARKER.search(plain, max(hint.start() - 4, 0)) if hint else None
    if marker:
        sentence = sentence[: marker.start()]
    return sentence


class Planner:
    """Collect readings from an item's requests and the closing list, then settle them."""

    def __init__(self, brief: Brief, lexicon: Lexicon) -> None:
        self.brief = brief
        self.lexicon = lexicon
        self.reader = ClauseReader(lexicon, brief.topic)
        self.drafts: list[Draft] = []
        self.ids_by_item: dict[int, list[str]] = {}
        self.item_by_text: dict[str, Item | None] = {}
        self.item_index = ItemIndex(brief.items)
        self.titles = citable_titles(brief.citations)

    def plan(self) -> list[Action]:
        for item in self.brief.items:
            self.read_item(item)
        for segment in self.brief.closing:
            self.read_segment(segment, None, from_closing=True)
        for segment in self.brief.caveats:
            self.read_constraints(segment, None)
        return self.finish()

    # ---------------------------------------------------------------- reading

    def item_named_in(self, text: str) -> Item | None:
        if text not in self.item_by_text:
            self.item_by_text[text] = self.item_index.resolve(text)
        return self.item_by_text[text]

    def read_item(self, item: Item) -> None:
        before = len(self.drafts)
        for segment in item.suggestions:
            self.read_segment(segment, item, from_closing=False)
        for segment in (*item.caveats, *item.verdict):
            self.read_constraints(segment, item)
        if item.status is not ItemStatus.INCREMENT:
            no_op = self.lexicon.no_op
            reason_segment = next(
                (s for s in (*item.suggestions, *item.verdict) if no_op.search(masked_all(s.text))),
                item.verdict[0] if item.verdict else None,
            )
            reason = item.status_note or item.status.value
            if reason_segment is not None:
                phrase = no_op.search(masked_all(reason_segment.text))
                where = phrase.start() if phrase else 0
                reason = f"{reason}：{sentence_around(reason_segment.text, where)}"
            lines = {item.line} | ({reason_segment.line} if reason_segment else set())
            existing = [
                d for d in self.drafts[before:] if d.kind is ActionKind.NO_OP and d.target is None
            ]
            if existing:
                existing[0].lines |= lines
                existing[0].reason = reason
            else:
                self.drafts.append(
                    Draft(
                        kind=ActionKind.NO_OP,
                        lines=lines,
                        item=item,
                        target=None,
                        request=reason_segment.text if reason_segment else item.title,
                        reason=reason,
                    )
                )

    def read_constraints(self, segment: Segment, item: Item | None) -> None:
        """A caveat's constraints (`不得写进 §1.1`): kept, every other reading of it dropped."""
        text = segment.text
        if not self.lexicon.negation.search(text):
            return
        for sentence in split_outside_quotes(text, SENTENCE_SPLIT):
            for clause in split_clauses(sentence):
                read = self.reader.read(
                    clause,
                    segment=segment,
                    item=item,
                    choice="",
                    group="",
                    inherited=None,
                    from_closing=False,
                )
                for draft in read:
                    # A caveat keeps a section from claims, not from every edit: only a keep
                    # of the whole section (`不得写进 §1.1`) is taken from it.
                    if draft.kind is ActionKind.CONSTRAINT and draft.target and not draft.forbids:
                        draft.brief_wide = item is None
                        self.drafts.append(draft)

    def read_segment(self, segment: Segment, item: Item | None, *, from_closing: bool) -> None:
        text = segment.text
        options = options_of(text)
        context_item = item
        caveats = caveats_in(text)
        extra_sources = PATH.findall(text) if any(root in text for root in PATH_ROOTS) else []
        guides = guide_links(masked_quotes(text))
        only = ONLY_TEXT.search(text) if "只写" in text else None
        named = BODY_LABEL.search(text) if "正文写" in text else None
        preferred, second = preferred_sections(text, self.lexicon)
        for choice, option_text in options:
            group = f"opt{segment.line}" if choice else ""
            previous: Draft | None = None
            for sentence in split_outside_quotes(option_text, SENTENCE_SPLIT):
                if not sentence.strip():
                    continue
                targeting = cut_explanation(sentence)
                if from_closing:
                    context_item = self.item_named_in(sentence) or context_item
                sentence_kind: ActionKind | None = None
                for clause in joined_bare_refs(split_clauses(targeting)):
                    if from_closing:
                        context_item = self.item_named_in(clause) or context_item
                    made = self.reader.read(
                        clause,
                        segment=segment,
                        item=context_item,
                        choice=choice,
                        group=group,
                        inherited=sentence_kind,
                        from_closing=from_closing,
                    )
                    if not made and previous is not None:
                        self.reader.modifier(clause, previous)
                        continue
                    if made and previous is not None and clause.lstrip().startswith("或"):
                        # `X，或 Y`: Y is the other option of X.
                        previous.group = previous.group or f"or{segment.line}:{len(self.drafts)}"
                        made[0].group = previous.group
                    only_kind = self.lexicon.only.search(masked_all(clause)) is not None
                    for draft in made:
                        if from_closing and draft.kind is ActionKind.CONSTRAINT:
                            # A keep in the closing list holds for the whole brief.
                            draft.brief_wide = not draft.forbids
                        if draft.kind is ActionKind.ADD_ENTRY:
                            draft.caveats = list(caveats)
                            if only:
                                draft.only_text = only.group(1)
                            if named and not draft.label:
                                draft.label = named.group(1)
                            draft.extra_sources = list(extra_sources)
                            for guide in guides:
                                draft.caveats.append(Caveat("攻略", guide))
                        if draft.target_key in preferred:
                            draft.preference = 1
                        elif draft.target_key in second:
                            draft.preference = -1
                        if choice:
                            draft.preference = draft.preference or preference_of(
                                option_text, self.lexicon
                            )
                        self.drafts.append(draft)
                        if draft.kind.edits_document:
                            sentence_kind = draft.kind
                            previous = draft
                            if only_kind and draft.kind not in ADDING:
                                self.drafts.append(self.only_constraint(draft, segment))
                        # A modifier in the same clause (`…，挂 X 作线索`) belongs to it.
                    if made and previous is not None:
                        self.reader.modifier(clause, previous, alone=False)
                if previous is not None and len(targeting) < len(sentence):
                    # What the explanation after `——` adds to the action (`挂 X 作线索`).
                    self.reader.modifier(sentence[len(targeting) :], previous)
            if choice and not any(
                d.group == group and d.choice == choice and d.kind.edits_document
                for d in self.drafts
            ):
                self.drafts.append(
                    Draft(
                        kind=ActionKind.OFF_DOCUMENT,
                        lines={segment.line},
                        item=context_item,
                        target=None,
                        request=f"{choice} {option_text.strip(' ；;。')}",
                        choice=choice,
                        group=group,
                        reason="this option asks for no edit of this document",
                        preference=preference_of(option_text, self.lexicon),
                        segment_line=segment.line,
                    )
                )

    @staticmethod
    def only_constraint(draft: Draft, segment: Segment) -> Draft:
        """`只…` on an item's edit: nothing new is added for that item."""
        return Draft(
            kind=ActionKind.CONSTRAINT,
            lines={segment.line},
            item=draft.item,
            target=None,
            request=segment.text,
            reason=f"the brief asks only to {draft.kind.value}",
            forbids=ADDING,
            from_closing=draft.from_closing,
            segment_line=segment.line,
        )

    # ---------------------------------------------------------------- settling

    def finish(self) -> list[Action]:
        merged = self.merge(self.drafts)
        self.rank(merged)
        self.veto(merged)
        return self.number(merged)

    def merge(self, drafts: list[Draft]) -> list[Draft]:
        """Fold each repeat of an action into its first reading. Drafts are indexed by item
        and section, so that a closing list of thousands of lines merges in linear time."""
        merged: list[Draft] = []
        by_place: dict[tuple[str, str], list[Draft]] = {}
        editing_by_target: dict[str, list[Draft]] = {}
        first_no_op: dict[str, Draft] = {}
        for draft in drafts:
            home = self.find_home(draft, by_place, editing_by_target, first_no_op)
            if home is not None:
                if draft.from_closing and not draft.group and home.group:
                    home.votes += 1  # the closing list names this option as the one to do
                home.absorb(draft)
                continue
            merged.append(draft)
            by_place.setdefault((draft.item_key, draft.target_key), []).append(draft)
            if draft.kind.edits_document and draft.item is not None:
                editing_by_target.setdefault(draft.target_key, []).append(draft)
            if draft.kind is ActionKind.NO_OP and draft.item is not None:
                first_no_op.setdefault(draft.item_key, draft)
        return merged

    @staticmethod
    def find_home(
        draft: Draft,
        by_place: dict[tuple[str, str], list[Draft]],
        editing_by_target: dict[str, list[Draft]],
        first_no_op: dict[str, Draft],
    ) -> Draft | None:
        if draft.item is None and draft.from_closing and draft.kind.edits_document:
            # A closing list often repeats targets without naming items: `§5.3、§4.3`.
            same = editing_by_target.get(draft.target_key, [])
            if len(same) == 1:
                return same[0]
        if draft.kind is ActionKind.NO_OP and not draft.target_key and draft.item_key:
            return first_no_op.get(draft.item_key)
        # The few readings of one item about one section; a hostile brief's thousands of
        # repeats are looked at through their last few, to stay linear.
        candidates = by_place.get((draft.item_key, draft.target_key), [])[-MERGE_WINDOW:]
        for other in candidates:
            if draft.kind in (ActionKind.NOT_UNDERSTOOD, ActionKind.NO_OP):
                if draft.target_key and other.kind.edits_document:
                    # The item already edits that section: the words are its reasoning.
                    return other
                if draft.kind is other.kind:
                    return other
                continue
            if draft.kind is ActionKind.CONSTRAINT or other.kind is ActionKind.CONSTRAINT:
                if (
                    draft.kind is other.kind
                    and other.forbids == draft.forbids
                    and other.narrow == draft.narrow
                    and other.brief_wide == draft.brief_wide
                ):
                    return other
                continue
            if not draft.target_key:
                continue
            if other.kind is draft.kind:
                if draft.kind in (ActionKind.ADD_SOURCE, ActionKind.ANNOTATE_CITATION) and (
                    other.phrase and draft.phrase and other.phrase != draft.phrase
                ):
                    continue
                return other
            if (
                draft.from_closing
                and draft.kind in (ActionKind.ADD_ENTRY, ActionKind.ANNOTATE_CITATION)
                and other.kind.edits_document
                and draft.item is not None
            ):
                return other
        return None

    def rank(self, drafts: list[Draft]) -> None:
        """Within each group of options, the one the brief prefers is first; else the first."""
        groups: dict[str, list[Draft]] = {}
        for draft in drafts:
            if draft.group:
                groups.setdefault(draft.group, []).append(draft)
        for members in groups.values():
            keys: list[str] = []
            score: dict[str, int] = {}
            for draft in members:
                key = draft.choice or str(id(draft))
                if key not in keys:
                    keys.append(key)
                score[key] = score.get(key, 0) + 10 * draft.preference + draft.votes
            for key, said in self.reasoned_preferences(members).items():
                score[key] = score.get(key, 0) + 10 * said
            members = [d for d in members if d.group]  # common edits left the group
            keys = [k for k in keys if any((d.choice or str(id(d))) == k for d in members)]
            if not keys:
                continue
            best = max(keys, key=lambda k: (score[k], -keys.index(k)))
            editing_options = any(d.kind.edits_document for d in members)
            for draft in members:
                key = draft.choice or str(id(draft))
                draft.recommended = key == best
                draft.choice_label = f"option {keys.index(key) + 1} of {len(keys)}" + (
                    f" {draft.choice}" if draft.choice else ""
                )
                if (
                    draft.recommended
                    and draft.kind is ActionKind.OFF_DOCUMENT
                    and editing_options
                    and score[key] > 0
                ):
                    draft.reason = (
                        "the brief prefers this option, which hands the item to another "
                        "document: nothing is proposed here, the editing option is in "
                        "alternatives/"
                    )

    def reasoned_preferences(self, members: list[Draft]) -> dict[str, int]:
        """What the item's own reasoning says of its options: `最合理的处置是…转交…` prefers the
        option that hands it over, `次选：…归入 §3.1` puts the §3.1 option second. An edit the
        preferred hand-over names as well (`并在本档 §七 标注…`) is common to the options: it
        leaves the group and is done whichever is chosen."""
        item = members[0].item
        if item is None:
            return {}
        options: dict[str, list[Draft]] = {}
        for draft in members:
            options.setdefault(draft.choice or str(id(draft)), []).append(draft)
        said: dict[str, int] = {}
        for segment in (*item.relation, *item.suggestions):
            for sentence in split_outside_quotes(segment.text, SENTENCE_SPLIT):
                plain = masked_all(sentence)
                found = self.lexicon.second.search(plain)
                sign = -1
                if found is None:
                    found = self.lexicon.preferred.search(plain)
                    sign = 1
                if found is None or named_preference(plain, self.lexicon.preferred):
                    continue
                tail = sentence[found.start() :]
                refs = {r.ref.key for r in refs_in(tail, self.lexicon, self.brief.topic)}
                hands_over = self.lexicon.verbs["hand_over"].search(masked_all(tail))
                for key, drafts in options.items():
                    off = any(d.kind is ActionKind.OFF_DOCUMENT for d in drafts)
                    if (hands_over and off) or (
                        not hands_over and refs & {d.target_key for d in drafts}
                    ):
                        said[key] = said.get(key, 0) + sign
                if sign > 0 and hands_over:
                    for draft in members:
                        if draft.target_key in refs and draft.kind is ActionKind.ANNOTATE_CITATION:
                            draft.group = ""
                            draft.choice = ""
        return said

    @staticmethod
    def scope_of(constraint: Draft) -> str:
        """How far a constraint reaches (see Action.scope)."""
        if constraint.forbids == ADVISORY:
            return "none"
        if constraint.narrow and not constraint.forbids:
            return "part"
        if constraint.brief_wide or (
            constraint.from_closing and constraint.item is None and not constraint.forbids
        ):
            return "brief"
        if constraint.item is None and constraint.forbids:
            return "line"
        return "item"

    def veto(self, drafts: list[Draft]) -> None:
        """Every action a constraint of the brief forbids is marked with that constraint."""
        constraints = [d for d in drafts if d.kind is ActionKind.CONSTRAINT]
        if not constraints:
            return
        by_item: dict[str, list[Draft]] = {}
        brief_wide: dict[str, list[Draft]] = {}
        for constraint in constraints:
            scope = self.scope_of(constraint)
            if scope == "none":
                continue  # words about content (不改其余列): nothing to veto
            if scope == "brief":
                brief_wide.setdefault(constraint.target_key, []).append(constraint)
            else:
                by_item.setdefault(constraint.item_key, []).append(constraint)
        for draft in drafts:
            if not draft.kind.edits_document:
                continue
            found = [
                *brief_wide.get(draft.target_key, []),
                *(
                    c
                    for c in by_item.get(draft.item_key, [])
                    if c.target_key in ("", draft.target_key)
                ),
            ]
            for constraint in found:
                # A closing-list `不新增条目` without an item: its own line's actions only.
                if (
                    constraint.item is None
                    and not constraint.brief_wide
                    and constraint.forbids
                    and constraint.segment_line not in draft.lines
                ):
                    continue
                if forbids(constraint, draft):
                    line = min(constraint.lines)
                    words = constraint.reason.removeprefix("the brief says ")
                    draft.forbidden = f"brief line {line}: 「{words}」"
                    break

    def number(self, drafts: list[Draft]) -> list[Action]:
        ids = {id(d): f"A{index:02d}" for index, d in enumerate(drafts, start=1)}
        supports = self.dependencies(drafts, ids)
        actions: list[dict[str, object]] = []
        for draft in drafts:
            kind = draft.kind
            reason = draft.reason
            if kind is ActionKind.ANNOTATE_CITATION and not draft.phrase and draft.item:
                draft.phrase = annotation_in(draft.item)
            if kind is ActionKind.ADD_ENTRY and draft.item is None:
                kind = ActionKind.NO_CONTENT
                reason = "cannot tell which item this entry is about; name it as （条目 N）"
            source_ids = draft.source_ids or (self.ids_of(draft.item) if draft.item else [])
            if kind is ActionKind.ADD_CITATION and not draft.source_ids and draft.item:
                source_ids = self.ids_of(draft.item)[:1]
            depends, where, pointer = supports.get(id(draft), ((), "", ""))
            phrase = draft.phrase
            if kind is ActionKind.ADD_QUESTION and draft.leads and draft.leads not in phrase:
                phrase = f"{phrase}（线索：{draft.leads}）"
            if pointer:
                phrase = f"{phrase}（见 {pointer}）" if kind is ActionKind.ADD_QUESTION else phrase
            actions.append(
                {
                    "id": ids[id(draft)],
                    "kind": kind,
                    "lines": tuple(sorted(draft.lines)),
                    "item_key": draft.item_key,
                    "item_title": draft.item.title if draft.item else "",
                    "target": draft.target,
                    "request": draft.request,
                    "clause": draft.clause,
                    "placement": draft.placement,
                    "siblings": tuple(draft.siblings),
                    "entry": self.entry_for(draft, pointer)
                    if kind is ActionKind.ADD_ENTRY
                    else None,
                    "phrase": self.citation_text(draft, source_ids)
                    if kind is ActionKind.ADD_CITATION
                    else phrase,
                    "source_ids": tuple(source_ids),
                    "old_value": draft.old_value,
                    "new_value": draft.new_value,
                    "pairs": tuple(draft.pairs),
                    "subject": draft.subject,
                    "anchor": draft.narrow if kind is ActionKind.CONSTRAINT else draft.anchor,
                    "supports": where,
                    "choice": draft.choice_label or draft.choice,
                    "recommended": draft.recommended,
                    "reason": reason,
                    "forbidden_by": draft.forbidden,
                    "depends_on": depends,
                    "forbids": tuple(
                        sorted(k for k in draft.forbids if k is not ActionKind.CONSTRAINT)
                    )
                    if kind is ActionKind.CONSTRAINT
                    else (),
                    "scope": self.scope_of(draft) if kind is ActionKind.CONSTRAINT else "",
                }
            )
        return ACTIONS.validate_python(actions)

    def dependencies(
        self, drafts: list[Draft], ids: dict[int, str]
    ) -> dict[int, tuple[tuple[str, ...], str, str]]:
        """For each action that refers to another new thing: the ids it depends on, the
        section it supports (a new citation) and the pointer it carries (`§6.1 第 N 条`)."""
        found: dict[int, tuple[tuple[str, ...], str, str]] = {}
        by_item: dict[str, list[Draft]] = {}
        for draft in drafts:
            if draft.item_key and draft.kind.edits_document:
                by_item.setdefault(draft.item_key, []).append(draft)
        for members in by_item.values():
            entries = [d for d in members if d.kind is ActionKind.ADD_ENTRY and d.recommended]
            for draft in members:
                if draft.kind is ActionKind.ADD_CITATION and entries:
                    where = (
                        entries[0].target.display
                        if draft.with_section and entries[0].target
                        else ""
                    )
                    found[id(draft)] = (tuple(ids[id(e)] for e in entries[:1]), where, "")
            wants_pointers = any(d.pointers for d in members)
            questions = [d for d in members if d.kind is ActionKind.ADD_QUESTION]
            if wants_pointers and entries and questions:
                entry, question = entries[0], questions[0]
                assert entry.target is not None and question.target is not None
                found[id(question)] = ((ids[id(entry)],), "", entry.target.display)
                found[id(entry)] = ((ids[id(question)],), "", question.target.display)
        return found

    def citation_text(self, draft: Draft, source_ids: list[str]) -> str:
        """The title a new citation gets: from the brief's list of citable ids, else the item's."""
        for source_id in source_ids:
            if source_id in self.titles:
                return self.titles[source_id]
        if draft.item is None:
            return ""
        # The item's name without the id it carries: `SlackGate（arXiv:2611.08802）` → SlackGate.
        return ID_ASIDE.sub("", split_title(draft.item.title)[0]).strip()

    def ids_of(self, item: Item) -> list[str]:
        if id(item) not in self.ids_by_item:
            self.ids_by_item[id(item)] = item_ids(item)
        return self.ids_by_item[id(item)]

    def entry_for(self, draft: Draft, pointer: str = "") -> dict[str, object]:
        """The EntryContent of an entry, as data for ACTIONS to validate."""
        assert draft.item is not None
        item = draft.item
        head, subtitle = split_title(item.title)
        summary = draft.only_text or "".join(
            s.text if s.text.endswith(("。", "；", "！", "？")) else s.text + "。"
            for s in item.summary
        )
        if draft.short and not draft.only_text:
            first = SENTENCE_SPLIT.split(summary, maxsplit=1)[0].strip()
            summary = subtitle or (first + "。" if first else "")
        by_label: dict[str, str] = {}
        for caveat in draft.caveats:
            if caveat.label not in by_label or len(caveat.text) < len(by_label[caveat.label]):
                by_label[caveat.label] = caveat.text
        sources = [s.text for s in item.sources]
        known = " ".join(sources)
        sources += [path for path in draft.extra_sources if path not in known]
        # The entry names the paper by its id, even when the brief only gives its card's path.
        named = " ".join([item.title, *sources])
        missing = [i for i in self.ids_of(item) if i not in named]
        if missing:
            sources.insert(0, "；".join(f"arXiv:{i}" for i in missing))
        cross = ""
        for segment in item.suggestions:
            match = CROSS_REF_LIST.search(segment.text)
            if match:
                cross = match.group("refs").strip()
        if pointer:
            cross = f"{cross}；{pointer}" if cross else f"见 {pointer}"
        return {
            "title": head,
            "summary": summary,
            "cross_refs": cross,
            "caveats": tuple(f"{label}：{text}" for label, text in by_label.items()),
            "sources": "；".join(sources),
            "label": draft.label,
        }


def forbids(constraint: Draft, draft: Draft) -> bool:
    """Whether a constraint forbids an action: by kind, and for a keep of part of a section,
    only the actions that name that part."""
    if constraint.forbids:
        return draft.kind in constraint.forbids
    if constraint.narrow:
        named = " ".join(
            [draft.anchor, draft.subject, draft.phrase, draft.target.part if draft.target else ""]
        )
        return bool(draft.anchor or draft.subject) and constraint.narrow.strip("第条 ") in named
    return True


def joined_bare_refs(clauses: list[str]) -> list[str]:
    """`§1.1、§2.4、§3.3 均不动` was cut at its commas: a clause that is only a section
    reference joins the next, so that the words after the list speak for every reference."""
    joined: list[str] = []
    waiting = ""
    for clause in clauses:
        if BARE_REF.fullmatch(masked_quotes(clause)):
            waiting += clause + "、"
            continue
        joined.append(waiting + clause)
        waiting = ""
    if waiting:
        joined.append(waiting.rstrip("、"))
    return joined


def citable_titles(segments: tuple[Segment, ...]) -> dict[str, str]:
    """The titles of the brief's list of citable ids, by id."""
    titles: dict[str, str] = {}
    for segment in segments:
        for match in CITABLE.finditer(segment.text):
            titles.setdefault(match.group("id"), match.group("title").strip())
    return titles


def plan(brief: Brief, lexicon: Lexicon | None = None) -> list[Action]:
    """Every action the brief asks for, merged across items and the closing list."""
    for cache in BRIEF_CACHES:
        cache.cache_clear()
    return Planner(brief, lexicon or default_lexicon()).plan()
