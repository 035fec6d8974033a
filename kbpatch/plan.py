"""Turn a parsed brief into actions: what the brief asks of which section, and from which lines."""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from functools import lru_cache

from pydantic import TypeAdapter

from .models import Action, ActionKind, Brief, Item, ItemStatus, SectionRef, Segment
from .parse import QUOTED, cut_at, quoted_spans, split_outside_quotes

CN_DIGITS = {
    "一": 1,
    "二": 2,
    "三": 3,
    "四": 4,
    "五": 5,
    "六": 6,
    "七": 7,
    "八": 8,
    "九": 9,
    "十": 10,
}
# `(?<![\d.])\d` written as `\d(?<![\d.]\d)`: the same test, but a pattern that starts with a
# character class lets the search skip to the next digit instead of trying every position.
SECTION_REF = re.compile(
    r"§\s*(?P<num>\d+(?:\.\d+)*|[一二三四五六七八九十]+)|(?P<bare>\d(?<![\d.]\d)\d*\.\d+)\s*节"
)
# SECTION_REF for a text without 节, where only its § half can match: a search for "§" alone.
SIGN_REF = re.compile(r"§\s*(?P<num>\d+(?:\.\d+)*|[一二三四五六七八九十]+)")
PART = re.compile(
    r"^[^，,；;。§]{0,30}?的\s*[\"“「『](?P<part>[^\"”」』]+)[\"”」』]\s*(?:小节|子节|部分|段落?|栏目?|分组)"
)
# Only the number is used; the optional `arXiv:` before it holds no digit, so matching it (at
# every position of every text) found nothing more.
# `(?<![\d.])\d` is written `\d(?<![\d.]\d)` (see SECTION_REF).
ARXIV = re.compile(r"(\d(?<![\d.]\d)\d{3}\.\d{4,5})(?!\d)")
PAPER_CARD = re.compile(r"paper_cards/\d+-(\d{4})-(\d{4,5})\.md")
PATH = re.compile(r"(?<![\w/.-])(?:organized/|inbox/|guides/)[\w./-]+\.(?:md|json)")
PATH_ROOTS = ("organized/", "inbox/", "guides/")  # every PATH match holds one of these

NO_OP = re.compile(
    r"保留不动|不新增条目|不写入|主题外|不计入增量|只更新数字即可|不新建(?:活文档)?章节|"
    r"维持不纳入正文|无需改写|无需再写|不必动|无新增|不建议.{0,12}新增条目"
)
UPDATE = re.compile(
    # Room for a long subject: `更新 amitshekhariitbhu/llm-internals 的 star 数（1771→1790）`.
    r"(?:更新|改为|改成|计数|数字).{0,60}?[（(]?\s*(?P<old>\d[\d,.]*)\s*(?:→|->|=>|至)\s*"
    r"(?P<new>\d[\d,.]*)"
)
SUBJECT = re.compile(r"更新\s*(?P<subject>[^\s（(，,]+?)\s*的?\s*(?:计数|数字|数值|star|⭐)")
SOURCE = re.compile(r"补[上齐充]?.{0,24}?(?:arXiv\s*号?|出处|来源)")
ADD = re.compile(
    r"新增|补一条|加一条|补.{0,20}?一条|留一行|一行|归入|可进|直接进|挂载|单列|新建.{0,6}条目|"
    r"条目|小注|注脚|附注|跨主题注"
)
SHORT_FORM = re.compile(r"一行|小注|注脚|一句|附注|跨主题注")
CROSS_REF = re.compile(r"交叉引用|参见|对照(?!组)")  # 对照组 is a control group, not a reference
CAVEAT_MARKER = re.compile(
    r"(?:必须)?同条保留|(?:必须)?同条标注|必须写[清明]|写[清明][：:]|只写[\"“「『]|[^\s，,；;。]{0,4}写[\"“「『]|"
    r"写[清明][\"“「『]|(?:标注|注明)[\"“「『]|摘要级标注"
)
# Every CAVEAT_MARKER match holds one of these; this pattern scans fast, CAVEAT_MARKER does not.
CAVEAT_MARKER_HINT = re.compile(r'同条|写[清明"“「『]|标注|注明')
ANNOTATED_REF = re.compile(r"§\s*(?:\d+(?:\.\d+)*|[一二三四五六七八九十]+)\s*$")
OPTION = re.compile(r"[（(]\s*([a-h])\s*[）)]")
ITEM_MENTION = re.compile(r"(条目|增量)\s*(\d+)(?!\s*[–\-~～]\s*\d)(?!\s*条)")
PAREN = re.compile(r"[（()）]")  # paren_spans jumps between these
# The patterns below were inline `re.search(r"…")` calls; compiled once, they skip re's cache
# lookup, which the planner's inner loops paid tens of thousands of times per inbox.
CAVEAT_LEAD_WORD = re.compile(r"^(?:但|并|且|同时|并且)")
TITLE_DASH = re.compile(r"\s*(?:——|—|--)\s*")
BOOKKEEPING_ASIDE = re.compile(r"（[^（）]*(?:挂账|缺条目|缺失|正文|摘要级)[^（）]*）$")
BOOKKEEPING_SUBTITLE = re.compile(r"孤儿|归位|挂账|挂着|落点|缺条目|正文缺|需要一次")
NAME_TOKEN = re.compile(r"[A-Za-z][A-Za-z0-9._\-/]*[A-Za-z0-9]")
CJK_RUN = re.compile(r"[\u4e00-\u9fff]+")
ONLY_TEXT = re.compile(r"只写[\"“「『]([^\"”」』]+)[\"”」』]")
BODY_LABEL = re.compile(r"正文写[\"“「『]([^\"”」』]+)[\"”」』]")
NOTE_LABEL = re.compile(r"一条\s*[\"“「『]([^\"”」』]+)[\"”」』]")
ALONGSIDE = re.compile(r"与\s*(?P<names>[^（）()]+?)\s*并列")
SIBLING_SPLIT = re.compile(r"[/／、,，和]")
QUESTION_LEAD = re.compile(r"^.*?开放问题\s*[：:]?\s*")
CROSS_REF_LIST = re.compile(r"交叉引用\s*(?P<refs>[^。；;]+)")
CITATION_LABEL = re.compile(r"§\s*七\s*标注\s*[\"“「『]([^\"”」』]+)[\"”」』]")


# `不写"…"`, `不能写成"…"`: a claim the entry must not make.
UNSAID = re.compile(r"不(?:要|得|能|应)?写(?:成)?\s*[\"“「『]([^\"”」』]{2,60})[\"”」』]")

ACTIONS = TypeAdapter(list[Action])


def section_key(number: str) -> str:
    """Normalise a section number: `七` → `7`, `5.3` stays."""
    if number in CN_DIGITS:
        return str(CN_DIGITS[number])
    if len(number) == 2 and number[0] == "十" and number[1] in CN_DIGITS:
        return str(10 + CN_DIGITS[number[1]])
    return number


def blank_spans(text: str, spans: list[tuple[int, int]]) -> str:
    """The text with each span blanked; the spans ascending and apart, as paren_spans and
    quoted_spans give them. Slices of the text, not a list of its characters: a brief's texts
    are a few hundred characters with a span or two."""
    if not spans:
        return text
    pieces: list[str] = []
    last = 0
    for start, end in spans:
        pieces.append(text[last:start])
        pieces.append(" " * (end - start))
        last = end
    pieces.append(text[last:])
    return "".join(pieces)


def _blanked(match: re.Match[str]) -> str:
    """As many spaces as the match: QUOTED.sub blanks quotes without a list of spans."""
    return " " * (match.end() - match.start())


# Cached, one function per flavour: the planner masks the same clause several times (refs,
# kinds, the no-op reason) within a brief, and the result depends on the text alone.
@lru_cache(maxsize=4096)
def masked_all(text: str) -> str:
    """The text with quoted phrases and parentheses blanked, so that their words do not count
    as targets."""
    # Blanking is a union: the parentheses' spans (of the text itself) blanked in the text
    # with its quotes blanked.
    return blank_spans(masked_quotes(text), paren_spans(text))


@lru_cache(maxsize=4096)
def masked_quotes(text: str) -> str:
    """The text with quoted phrases blanked (parentheses kept)."""
    return QUOTED.sub(_blanked, text)


def paren_spans(text: str) -> list[tuple[int, int]]:
    spans: list[tuple[int, int]] = []
    if "(" not in text and "（" not in text:
        return spans  # a span opens at a parenthesis
    depth = 0
    start = 0
    # Jump from parenthesis to parenthesis rather than walking every character.
    for match in PAREN.finditer(text):
        index = match.start()
        if match.group() in "（(":
            if depth == 0:
                start = index
            depth += 1
        elif depth:
            depth -= 1
            if depth == 0:
                spans.append((start, index + 1))
    return spans


def first_quote(text: str) -> str:
    spans = quoted_spans(text)
    return text[spans[0][0] + 1 : spans[0][1] - 1].strip() if spans else ""


@dataclass(slots=True)
class _Caveat:
    label: str
    text: str


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


def caveats_in(text: str) -> list[_Caveat]:
    """The caveats a suggestion says must stay with the entry, in the brief's words."""
    found: list[_Caveat] = []
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
                found.append(_Caveat(label=label, text=body))
    return found


@dataclass(slots=True)
class _Draft:
    kind: ActionKind
    lines: list[int]
    item: Item | None
    target: SectionRef | None
    request: str
    placement: str = "end"
    phrase: str = ""
    source_ids: list[str] = field(default_factory=list)
    old_value: str = ""
    new_value: str = ""
    subject: str = ""
    choice: str = ""
    group: str = ""
    label: str = ""
    short: bool = False
    only_text: str = ""
    caveats: list[_Caveat] = field(default_factory=list)
    extra_sources: list[str] = field(default_factory=list)
    reason: str = ""
    from_closing: bool = False
    siblings: list[str] = field(default_factory=list)

    @property
    def item_key(self) -> str:
        return self.item.key if self.item else ""

    @property
    def target_key(self) -> str:
        return self.target.key if self.target else ""

    def absorb(self, other: _Draft) -> None:
        self.lines = sorted(set(self.lines) | set(other.lines))
        self.phrase = self.phrase or other.phrase
        self.source_ids += [i for i in other.source_ids if i not in self.source_ids]
        self.label = self.label or other.label
        self.short = self.short or other.short
        self.only_text = self.only_text or other.only_text
        self.caveats += other.caveats
        self.extra_sources += [s for s in other.extra_sources if s not in self.extra_sources]
        if other.placement != "end":
            self.placement = other.placement
        if self.target and other.target and other.target.part and not self.target.part:
            self.target = other.target
        self.old_value = self.old_value or other.old_value
        self.new_value = self.new_value or other.new_value
        self.subject = self.subject or other.subject
        self.siblings = self.siblings or other.siblings


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


def split_title(title: str) -> tuple[str, str]:
    """`rec —— 单厂商专用引擎` → ("rec", "单厂商专用引擎")."""
    parts = TITLE_DASH.split(title, maxsplit=1)
    head = parts[0].strip()
    subtitle = parts[1].strip() if len(parts) > 1 else ""
    # A trailing aside about the brief's own bookkeeping is not content for the document.
    subtitle = BOOKKEEPING_ASIDE.sub("", subtitle).strip()
    if BOOKKEEPING_SUBTITLE.search(subtitle):
        subtitle = ""
    return head, subtitle


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
                pattern = name_pattern(token)
                hits = self.hits_by_token[token] = [
                    item for item in self.items if pattern.search(item.title)
                ]
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


@lru_cache(maxsize=1024)
def name_pattern(token: str) -> re.Pattern[str]:
    """The token as a whole word, any case (cached: item names recur across clauses)."""
    return re.compile(r"(?<![A-Za-z0-9])" + re.escape(token) + r"(?![A-Za-z0-9])", re.I)


@lru_cache(maxsize=4096)
def cjk_trigrams(text: str) -> frozenset[str]:
    """Every run of three CJK characters in text (cached: item titles are asked again and again)."""
    return frozenset(
        run[start : start + 3] for run in CJK_RUN.findall(text) for start in range(len(run) - 2)
    )


def kind_of(text: str, target_raw: str) -> ActionKind | None:
    """Which kind of edit a piece of suggestion text asks for, if any."""
    return kind_in(text, masked_quotes(text), target_raw)


def kind_in(text: str, plain: str, target_raw: str) -> ActionKind | None:
    """kind_of(text, target_raw), with masked_quotes(text) already at hand as plain."""
    if NO_OP.search(plain):
        return ActionKind.NO_OP
    if UPDATE.search(text):
        return ActionKind.UPDATE_NUMBER
    # 开放问题 and 标注 are plain words: `in` finds them without a pattern call.
    if "开放问题" in plain:
        return ActionKind.ADD_QUESTION
    if SOURCE.search(plain):
        return ActionKind.ADD_SOURCE
    # An entry wins over an annotation; an annotation is of §七 alone.
    if ADD.search(plain):
        return ActionKind.ADD_ENTRY
    if "标注" in plain and section_key_of(target_raw) == "7":
        return ActionKind.ANNOTATE_CITATION
    return None


def section_key_of(raw: str) -> str:
    match = SECTION_REF.search(raw)
    if not match:
        return ""
    return section_key(match.group("num") or match.group("bare"))


@dataclass(slots=True)
class _Ref:
    ref: SectionRef
    start: int
    end: int
    joiner: str  # the words between the previous ref and this one


@lru_cache(maxsize=1024)
def section_ref(key: str, raw: str, part: str) -> SectionRef:
    """One model per distinct reference: a brief names the same few sections again and again,
    and a SectionRef is frozen, so sharing it is safe."""
    return SectionRef(key=key, raw=raw, part=part)


def refs_in(clause: str) -> list[_Ref]:
    """Section references in a clause, outside quotes and parentheses, not cross-references."""
    if "§" not in clause and "节" not in clause:
        return []  # most clauses name no section: skip masking and scanning them
    plain = masked_all(clause)
    refs: list[_Ref] = []
    cross_from = len(clause)
    cross = CROSS_REF.search(plain)
    if cross:
        cross_from = cross.start()
    previous_end = 0
    for match in (SECTION_REF if "节" in plain else SIGN_REF).finditer(plain):
        if match.start() >= cross_from:
            break
        number = match.group("num") or match.group("bare")
        # A part is named within 31 characters, by the words before a 的.
        end = match.end()
        part_match = PART.match(clause[end:]) if "的" in clause[end : end + 31] else None
        part = part_match.group("part").strip() if part_match else ""
        refs.append(
            _Ref(
                ref=section_ref(section_key(number), match.group(0).strip(), part),
                start=match.start(),
                end=match.end() + (part_match.end() if part_match else 0),
                joiner=plain[previous_end : match.start()],
            )
        )
        previous_end = match.end()
    return refs


CLAUSE_SPLIT = re.compile(r"[，,、]")
SENTENCE_SPLIT = re.compile(r"[；;。]")


def split_clauses(sentence: str) -> list[str]:
    """Split at commas that are outside quotes and parentheses."""
    pieces = cut_at(sentence, CLAUSE_SPLIT.finditer(masked_all(sentence)))
    return [p for p in pieces if p.strip()]


def options_of(text: str) -> list[tuple[str, str]]:
    """Split `二选一——(a) …；(b) …` into [("", lead), ("(a)", …), ("(b)", …)]."""
    plain = masked_quotes(text)
    if "(" not in plain and "（" not in plain:
        return [("", text)]  # no option without its parenthesis
    matches = list(OPTION.finditer(plain))
    if len(matches) < 2:
        return [("", text)]
    parts = [("", text[: matches[0].start()])]
    for index, match in enumerate(matches):
        end = matches[index + 1].start() if index + 1 < len(matches) else len(text)
        parts.append((f"({match.group(1)})", text[match.end() : end]))
    return parts


class Planner:
    """Collect drafts from an item's suggestions and the closing list, then merge them."""

    def __init__(self, brief: Brief) -> None:
        self.brief = brief
        self.drafts: list[_Draft] = []
        self.groups = 0
        self.ids_by_item: dict[int, list[str]] = {}  # item_ids per item, by id(item)
        # ItemIndex.resolve per closing-list text.
        self.item_by_text: dict[str, Item | None] = {}
        self.item_index = ItemIndex(brief.items)

    def plan(self) -> list[Action]:
        for item in self.brief.items:
            self.read_item(item)
        for segment in self.brief.closing:
            self.read_segment(segment, None, from_closing=True)
        return self.finish()

    # ---------------------------------------------------------------- reading

    def item_named_in(self, text: str) -> Item | None:
        """ItemIndex.resolve, once per text: a one-clause sentence asks twice."""
        if text not in self.item_by_text:
            self.item_by_text[text] = self.item_index.resolve(text)
        return self.item_by_text[text]

    def read_item(self, item: Item) -> None:
        before = len(self.drafts)
        for segment in item.suggestions:
            self.read_segment(segment, item, from_closing=False)
        if item.status is not ItemStatus.INCREMENT:
            reason_segment = next(
                (s for s in (*item.suggestions, *item.verdict) if NO_OP.search(masked_all(s.text))),
                item.verdict[0] if item.verdict else None,
            )
            reason = item.status_note or item.status.value
            if reason_segment is not None:
                phrase = NO_OP.search(masked_all(reason_segment.text))
                where = phrase.start() if phrase else 0
                reason = f"{reason}：{sentence_around(reason_segment.text, where)}"
            lines = [item.line] + ([reason_segment.line] if reason_segment else [])
            existing = [d for d in self.drafts[before:] if d.kind is ActionKind.NO_OP]
            if existing:
                existing[0].lines = sorted(set(existing[0].lines) | set(lines))
                existing[0].reason = reason
            else:
                self.drafts.append(
                    _Draft(
                        kind=ActionKind.NO_OP,
                        lines=lines,
                        item=item,
                        target=None,
                        request=reason_segment.text if reason_segment else item.title,
                        reason=reason,
                    )
                )

    def read_segment(self, segment: Segment, item: Item | None, *, from_closing: bool) -> None:
        text = segment.text
        options = options_of(text)  # one (choice "", the text) unless the text offers options
        # A clause makes a draft only by naming a section (§, 节) or saying a no-op word, and a
        # clause is a piece of the text (a no-op word in its mask is one in the text too); an
        # option makes one when it makes none. A text with neither and no options makes none.
        if (
            "§" not in text
            and "节" not in text
            and len(options) == 1
            and NO_OP.search(text) is None
        ):
            return
        context_item = item
        caveats = caveats_in(text)
        extra_sources = PATH.findall(text) if any(root in text for root in PATH_ROOTS) else []
        # Each pattern starts with these words: `in` rules most texts out without a search.
        only = ONLY_TEXT.search(text) if "只写" in text else None
        named = BODY_LABEL.search(text) if "正文写" in text else None
        for choice, option_text in options:
            group = ""
            if choice:
                group = f"g{self.groups}"
            previous: _Draft | None = None
            sentence_kind: ActionKind | None = None
            sentence_target: SectionRef | None = None
            for sentence in split_outside_quotes(option_text, SENTENCE_SPLIT):
                if not sentence.strip():
                    continue
                targeting = cut_explanation(sentence)
                if from_closing:
                    found = self.item_named_in(sentence)
                    context_item = found or context_item
                sentence_kind = None
                sentence_target = None
                for clause in split_clauses(targeting):
                    if from_closing:
                        found = self.item_named_in(clause)
                        context_item = found or context_item
                    made = self.read_clause(
                        clause,
                        segment=segment,
                        item=context_item,
                        choice=choice,
                        group=group,
                        inherited=sentence_kind,
                        inherited_target=sentence_target,
                        previous=previous,
                        from_closing=from_closing,
                    )
                    for draft in made:
                        draft.caveats = list(caveats) if draft.kind is ActionKind.ADD_ENTRY else []
                        draft.extra_sources = list(extra_sources)
                        if only and draft.kind is ActionKind.ADD_ENTRY:
                            draft.only_text = only.group(1)
                        if named and draft.kind is ActionKind.ADD_ENTRY and not draft.label:
                            draft.label = named.group(1)
                        self.drafts.append(draft)
                        if draft.kind is ActionKind.MENTION:
                            continue
                        sentence_kind = draft.kind
                        sentence_target = draft.target or sentence_target
                        previous = draft
            if choice and not any(d.group == group and d.kind.edits_document for d in self.drafts):
                self.drafts.append(
                    _Draft(
                        kind=ActionKind.OFF_DOCUMENT,
                        lines=[segment.line],
                        item=context_item,
                        target=None,
                        request=f"{choice} {option_text.strip(' ；;。')}",
                        choice=choice,
                        group=group,
                        reason="this option asks for no edit of this document",
                    )
                )
        if any(choice for choice, _ in options):
            self.groups += 1

    def read_clause(
        self,
        clause: str,
        *,
        segment: Segment,
        item: Item | None,
        choice: str,
        group: str,
        inherited: ActionKind | None,
        inherited_target: SectionRef | None,
        previous: _Draft | None,
        from_closing: bool,
    ) -> list[_Draft]:
        refs = refs_in(clause)
        plain_clause = masked_quotes(clause)
        # The no-op words of the clause: the reason of every draft it makes.
        no_op = NO_OP.search(plain_clause)
        if not refs:
            if no_op:
                return [
                    self.make(
                        ActionKind.NO_OP, no_op, segment, item, inherited_target, choice, group
                    )
                ]
            return []
        made: list[_Draft] = []
        # A clause without quoted phrases has none in any piece of it (an opener without a
        # closer after it in the clause has none in the piece either): each piece is its own mask.
        quote_free = plain_clause == clause
        for index, ref in enumerate(refs):
            after_end = refs[index + 1].start if index + 1 < len(refs) else len(clause)
            before_start = refs[index - 1].end if index else 0
            after = clause[ref.end : after_end]
            before = clause[before_start : ref.start]
            raw = ref.ref.raw
            kind = (
                kind_in(after, after if quote_free else masked_quotes(after), raw)
                or kind_in(before, before if quote_free else masked_quotes(before), raw)
                or kind_in(plain_clause, plain_clause, raw)  # a mask masks nothing more
            )
            if kind is None:
                later = (kind_of(clause[r.end :], r.ref.raw) for r in refs[index + 1 :])
                kind = next((k for k in later if k), None) or inherited
            if kind is None:
                # Said, not dropped: the reviewer sees that kbpatch read it and did nothing.
                mention = self.make(
                    ActionKind.MENTION, no_op, segment, item, ref.ref, choice, group
                )
                mention.reason = (
                    f"names {ref.ref.raw} but asks for no edit kbpatch recognises "
                    f"(「{clause.strip()[:40]}」); check by hand"
                )
                made.append(mention)
                continue
            draft = self.make(kind, no_op, segment, item, ref.ref, choice, group)
            draft.from_closing = from_closing
            own = before + after
            if kind is ActionKind.ADD_ENTRY:
                draft.placement = "alongside" if "并列" in own else "end"
                draft.short = (
                    SHORT_FORM.search(own if quote_free else masked_quotes(own)) is not None
                )
                label = NOTE_LABEL.search(own)
                if label:
                    draft.label = label.group(1)
                elif "跨主题注" in own:
                    draft.label = "跨主题注"
                alongside = ALONGSIDE.search(own)
                if alongside:
                    draft.siblings = [
                        n.strip() for n in SIBLING_SPLIT.split(alongside.group("names"))
                    ]
            elif kind is ActionKind.UPDATE_NUMBER:
                update = UPDATE.search(own) or UPDATE.search(clause)
                if update:
                    draft.old_value, draft.new_value = update.group("old"), update.group("new")
                subject = SUBJECT.search(own)
                draft.subject = subject.group("subject") if subject else ""
            elif kind in (ActionKind.ADD_SOURCE, ActionKind.ANNOTATE_CITATION):
                draft.phrase = first_quote(after) or first_quote(before)
                draft.source_ids = [m.group(1) for m in ARXIV.finditer(plain_clause)]
            elif kind is ActionKind.ADD_QUESTION:
                draft.phrase = first_quote(after) or QUESTION_LEAD.sub("", after).strip()
            if index and "或" in ref.joiner and made and not choice:
                made[-1].group = made[-1].group or f"g{self.groups}"
                draft.group = made[-1].group
                self.groups += 1
            elif index == 0 and clause.lstrip().startswith("或") and previous is not None:
                previous.group = previous.group or f"g{self.groups}"
                draft.group = previous.group
                self.groups += 1
            made.append(draft)
        return made

    def make(
        self,
        kind: ActionKind,
        phrase: re.Match[str] | None,
        segment: Segment,
        item: Item | None,
        target: SectionRef | None,
        choice: str,
        group: str,
    ) -> _Draft:
        """A draft from a clause whose no-op words (NO_OP in the masked clause) are `phrase`."""
        return _Draft(
            kind=kind,
            lines=[segment.line],
            item=item,
            target=target,
            request=segment.text,
            choice=choice,
            group=group,
            reason=f"the brief says {phrase.group(0)}" if phrase else "",
        )

    # ---------------------------------------------------------------- merging

    def finish(self) -> list[Action]:
        merged: list[_Draft] = []
        # Indexed so that a brief with thousands of items merges in linear time.
        by_item: dict[str, list[_Draft]] = {}
        by_target: dict[str, list[_Draft]] = {}
        for draft in self.drafts:
            home = self.find_home(draft, by_item, by_target)
            if home is None:
                merged.append(draft)
                by_item.setdefault(draft.item_key, []).append(draft)
                by_target.setdefault(draft.target_key, []).append(draft)
            else:
                home.absorb(draft)
        return self.number(merged)

    @staticmethod
    def find_home(
        draft: _Draft, by_item: dict[str, list[_Draft]], by_target: dict[str, list[_Draft]]
    ) -> _Draft | None:
        if draft.item is None and draft.from_closing and draft.kind.edits_document:
            # A closing list often repeats targets without naming items: `§5.3、§4.3`.
            same = [
                o for o in by_target.get(draft.target_key, []) if o.kind.edits_document and o.item
            ]
            if len(same) == 1:
                return same[0]
        for other in by_item.get(draft.item_key, []):
            if (
                draft.kind is ActionKind.MENTION
                and other.target_key == draft.target_key
                and other.kind.edits_document
            ):
                # The item already edits that section: the mention is part of its reasoning.
                return other
            if draft.kind is ActionKind.NO_OP and other.kind is ActionKind.NO_OP:
                if other.target_key == draft.target_key or (
                    not draft.target_key and other.item is not None
                ):
                    return other
                continue
            if other.target_key != draft.target_key or not draft.target_key:
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

    def number(self, drafts: list[_Draft]) -> list[Action]:
        recommended_group: dict[str, str] = {}
        group_choices: dict[str, list[str]] = {}
        # A grouped draft's key among its group's options, worked out once per draft.
        keys: dict[int, str] = {}
        for draft in drafts:
            if draft.group:
                key = keys[id(draft)] = draft.choice or str(id(draft))
                if draft.group not in recommended_group and draft.kind.edits_document:
                    recommended_group[draft.group] = key
                choices = group_choices.setdefault(draft.group, [])
                if key not in choices:
                    choices.append(key)
        actions: list[dict[str, object]] = []
        for index, draft in enumerate(drafts, start=1):
            recommended = True
            choice = draft.choice
            if draft.group:
                key = keys[id(draft)]
                recommended = recommended_group.get(draft.group) == key
                options = group_choices[draft.group]
                choice = f"option {options.index(key) + 1} of {len(options)}" + (
                    f" {draft.choice}" if draft.choice else ""
                )
            kind = draft.kind
            reason = draft.reason
            if kind is ActionKind.ANNOTATE_CITATION and not draft.phrase and draft.item:
                draft.phrase = annotation_in(draft.item)
            if kind is ActionKind.ADD_ENTRY and draft.item is None:
                kind = ActionKind.NO_CONTENT
                reason = "cannot tell which item this entry is about; name it as （条目 N）"
            actions.append(
                {
                    "id": f"A{index:02d}",
                    "kind": kind,
                    "lines": tuple(sorted(set(draft.lines))),
                    "item_key": draft.item_key,
                    "item_title": draft.item.title if draft.item else "",
                    "target": draft.target,
                    "request": draft.request,
                    "placement": draft.placement,
                    "siblings": tuple(draft.siblings),
                    "entry": self.entry_for(draft) if kind is ActionKind.ADD_ENTRY else None,
                    "phrase": draft.phrase,
                    "source_ids": tuple(
                        draft.source_ids or (self.ids_of(draft.item) if draft.item else [])
                    ),
                    "old_value": draft.old_value,
                    "new_value": draft.new_value,
                    "subject": draft.subject,
                    "choice": choice,
                    "recommended": recommended,
                    "reason": reason,
                }
            )
        landing: dict[str, list[str]] = {}
        for made in actions:
            if made["kind"] is ActionKind.ADD_ENTRY and made["recommended"] and made["target"]:
                target = made["target"]
                assert isinstance(target, SectionRef)
                landing.setdefault(str(made["item_key"]), []).append(target.display)
        for made in actions:
            entry = made["entry"]
            if isinstance(entry, dict) and isinstance(made["target"], SectionRef):
                here = made["target"].display
                entry["cited_at"] = tuple(
                    d for d in landing.get(str(made["item_key"]), []) if d != here
                )
        # Validated at once, every field given as Action(...) was: one call into pydantic for
        # the brief instead of one per action and one per entry.
        return ACTIONS.validate_python(actions)

    def ids_of(self, item: Item) -> list[str]:
        """item_ids(item), worked out once per item: its drafts all ask for them."""
        if id(item) not in self.ids_by_item:
            self.ids_by_item[id(item)] = item_ids(item)
        return self.ids_by_item[id(item)]

    def paper_title(self, ids: list[str]) -> str:
        """The title the brief's arXiv list gives the item's paper (`arXiv:id —— Title（…）`)."""
        for paper in ids[:1]:
            pattern = re.compile(
                re.escape(paper) + r"\s*(?:——|—|--|-|:|：)\s*(?P<title>[^（(]+?)\s*(?:[（(]|$)"
            )
            for segment in self.brief.citations:
                match = pattern.search(segment.text)
                if match:
                    return match.group("title").strip()
        return ""

    def entry_for(self, draft: _Draft) -> dict[str, object]:
        """The EntryContent of an entry, as data for ACTIONS to validate."""
        assert draft.item is not None
        item = draft.item
        head, subtitle = split_title(item.title)
        summary = draft.only_text or "".join(
            s.text if s.text.endswith(("。", "；", "！", "？")) else s.text + "。"
            for s in item.summary
        )
        if draft.short and not draft.only_text:
            # A one-line note: the item's headline, else the first sentence of its 要点.
            first = SENTENCE_SPLIT.split(summary, maxsplit=1)[0].strip()
            summary = subtitle or (first + "。" if first else "")
        by_label: dict[str, str] = {}
        for caveat in draft.caveats:
            if caveat.label not in by_label or len(caveat.text) < len(by_label[caveat.label]):
                by_label[caveat.label] = caveat.text
        sources = [s.text for s in item.sources]
        known = " ".join(sources)
        sources += [path for path in draft.extra_sources if path not in known]
        cross = ""
        for segment in item.suggestions:
            match = CROSS_REF_LIST.search(segment.text)
            if match:
                cross = match.group("refs").strip()
        unsaid = [
            match.group(1)
            for text in (
                draft.request,
                *(s.text for s in (*item.suggestions, *item.caveats, *item.relation)),
                *(s.text for s in self.brief.closing if s.line in draft.lines),
            )
            for match in UNSAID.finditer(text)
        ]
        return {
            "paper_title": self.paper_title(self.ids_of(item)),
            "unsaid": tuple(dict.fromkeys(unsaid)),
            "title": head,
            "summary": summary,
            "cross_refs": cross,
            "caveats": tuple(f"{label}：{text}" for label, text in by_label.items()),
            "sources": "；".join(sources),
            "label": draft.label,
        }


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


def sentence_around(text: str, index: int) -> str:
    starts = [m.end() for m in SENTENCE_SPLIT.finditer(text) if m.end() <= index]
    start = starts[-1] if starts else 0
    end_match = SENTENCE_SPLIT.search(text, index)
    end = end_match.start() if end_match else len(text)
    return text[start:end].strip()


# Caches keyed on a brief's own text serve the repeats within that brief. Each brief starts
# with them empty, so that in a batch no brief is planned faster for resembling another.
BRIEF_CACHES = (masked_all, masked_quotes, cjk_trigrams)


def plan(brief: Brief) -> list[Action]:
    """Every action the brief asks for, merged across items and the closing list."""
    for cache in BRIEF_CACHES:
        cache.cache_clear()
    return Planner(brief).plan()
