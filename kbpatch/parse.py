"""Read an E1 brief (proper markdown or markdown flattened to plain text) into a `Brief`."""

from __future__ import annotations

import codecs
import re
from collections.abc import Iterable
from dataclasses import dataclass, field

from .errors import BadInput
from .models import Brief, Item, ItemStatus, Segment

ITEM_HEADER = re.compile(
    r"^(?P<kind>条目|增量)\s*(?P<num>\d+)\s*(?P<note>（[^）]*）|\([^)]*\))?\s*[：:]\s*(?P<title>.*)$"
)
CHAPTER = re.compile(r"^[一二三四五六七八九十]+[、.．]\s*\S")
BLOCK_KEYWORDS = re.compile(
    r"^(?P<kw>复查项|值得警惕的|可引用的\s*arXiv|今晚建议|今夜建议|证据边界与未消费|附带观察|建议的归并动作"
    # A closing list's heading on a line of its own in a flattened brief (`归并动作`).
    r"|(?:归并|建议)动作\s*$|(?i:closing\s+actions?)\s*$)"
)
FIELD = re.compile(
    # The relation label must be followed by its separator (or end the line): a relation bullet
    # such as `与 §5.4 的编排层无直接关系。` is content, not a field name.
    r"^(?P<name>来源|要点|与[^：:\s]{0,30}(?:\s\S{1,30}){0,3}?(?:关系|脉络)"
    r"(?=(?:（[^）]*）)?\s*(?:[：:]|-\s|$))|建议归入|复核结论|判定|"
    r"动作建议|值得警惕之处|唯一仍有价值的观察)(?P<paren>（[^）]*）)?\s*(?:[：:]|-(?=\s))?\s*"
)
# A line's markdown lead-in: a heading mark, then a quote mark, then a list marker, each optional.
# One pattern, not three substitutions in turn: each part is optional, so each takes what it would
# have taken alone.
LINE_DECORATION = re.compile(r"^(?:#{1,6}\s+)?(?:>\s?)?(?:\s*(?:[-*+•·]|\d+[.)、]|[①-⑩])\s+)?")
# A list item's marker before its text (a heading's `#` is not one).
LIST_MARKER = re.compile(r"(?:>\s?)?\s*(?:[-*+•·]|\d+[.)、]|[①-⑩])\s+")
LIST_NUMBER_BEFORE_SECTION = re.compile(
    r"[一二三四五六七八九十]+[、.．]\s*(?=(?:在|把|于|给|对)?\s*(?:§|第?\s*\d+(?:\.\d+)+\s*节))"
)
# `3.3 加 X` at a closing line's start; a count with its unit (`1.4 倍`, `2.5 GB`) is none.
LEADING_SECTION = re.compile(
    r"[1-9]\d?\.\d{1,2}(?=\s*[：:]|\s+[\u4e00-\u9fffA-Za-z])"
    r"(?!\s*(?:倍|个|分|秒|点|万|亿|版|代|次|小时|天|周|月|年|[KMGT]?B\b|ms\b|s\b|x\b|tok))"
    r"(?!\s*小?节)"  # `2.4 节新增…` names its section already
)
SUB_BULLET = re.compile(r"\s+-\s+(?=\S)")
# SUB_BULLET from its dash: a pattern that starts with a literal is searched for by that literal,
# and the white space before the dash is looked behind for from there.
SPACED_DASH = re.compile(r"-(?<=\s-)\s+(?=\S)")
DATE = re.compile(r"(\d{4})-(\d{2})-(\d{2})")
NON_ITEM_BLOCKS = ("closing", "caveats", "citations")
RULE = re.compile(r"(?:[-*_=]\s*){3,}")
# Compiled once here: `re.match(r"…")` in the per-line loop costs a cache lookup per call.
FENCE = re.compile(r"^\s{0,3}(```|~~~)")
MARKDOWN_HEADING = re.compile(r"^\s{0,3}#{1,6}\s")
CHAPTER_NUMBER = re.compile(r"^[一二三四五六七八九十]+[、.．]\s*")
TITLE_STARS = re.compile(r"\s*[★⭐]+\s*$")
REVIEW_TITLE = re.compile(r"^(?P<title>[^（(：:]+)(?P<rest>.*)$")
RELATION_SUGGESTION = re.compile(r"^(建议|同时建议|同时给|并给|另建议)")
OUT_OF_SCOPE_NOTE = re.compile(r"主题外|不计入")
NOTHING_NEW_NOTE = re.compile(r"无新增|非新观点|已消化|复查|复核")
CLOSING_HEADING = re.compile(
    r"建议动作|归并动作|建议的归并|结论与建议|建议.{0,6}动作|(?i:closing\s+actions?|action\s+list)"
)
CITATION_HEADING = re.compile(r"可引用|号")
ITEMS_HEADING = re.compile(r"增量|条目")
TOPIC_BEFORE_E = re.compile(r"^(.+?)\s*[·•]\s*E\d")
TOPIC_WORD = re.compile(r"^([A-Za-z][\w-]*)\b")

FIELD_SLOTS = {
    "来源": "sources",
    "要点": "summary",
    "建议归入": "suggestions",
    "动作建议": "suggestions",
    "复核结论": "verdict",
    "判定": "verdict",
    "值得警惕之处": "caveats",
    "唯一仍有价值的观察": "relation",
}


def decode_brief(data: bytes) -> str:
    """Decode brief bytes as UTF-8 (BOM allowed), or say what is expected."""
    if not data:
        raise BadInput("the brief is empty; write the E1 brief first")
    if data.isspace():  # `not data.strip()`, without the copy
        raise BadInput("the brief holds only white space; write the E1 brief first")
    if b"\x00" in data:
        raise BadInput("the brief holds binary data (NUL bytes); expected a UTF-8 text file")
    try:
        # As "utf-8-sig" decodes (error offsets included, counted after the BOM), without
        # going through that codec's Python function.
        text = (data[3:] if data.startswith(codecs.BOM_UTF8) else data).decode("utf-8")
    except UnicodeDecodeError as err:
        raise BadInput(
            f"the brief is not UTF-8 (byte {err.start}); convert it, e.g. "
            "`iconv -f GB18030 -t UTF-8`"
        ) from None
    if not text or text.isspace():
        raise BadInput("the brief holds only white space; write the E1 brief first")
    return text


QUOTE_PAIRS = {'"': '"', "“": "”", "「": "」", "『": "』"}
# A quoted phrase: from an opener to the first of its closers after it, an opener without
# one being plain text, leftmost first; each branch starts with its own opener, so at most
# one can match at a place.
QUOTED = re.compile(
    "|".join(
        f"{re.escape(opener)}[^{re.escape(closer)}]*{re.escape(closer)}"
        for opener, closer in QUOTE_PAIRS.items()
    )
)


def quoted_spans(text: str) -> list[tuple[int, int]]:
    """Spans (start, end) of quoted phrases, quotes included: "…" “…” 「…」 『…』."""
    return [match.span() for match in QUOTED.finditer(text)]


def cut_at(text: str, matches: Iterable[re.Match[str]]) -> list[str]:
    """`text` cut at each match's span, the matched text dropped (the matches may come from
    a masked copy of `text` of the same length)."""
    pieces: list[str] = []
    last = 0
    for match in matches:
        pieces.append(text[last : match.start()])
        last = match.end()
    pieces.append(text[last:])
    return pieces


def split_outside_quotes(text: str, pattern: re.Pattern[str]) -> list[str]:
    """Split text at matches of pattern that do not fall inside a quoted phrase."""
    if pattern.search(text) is None:
        return [text]  # the common case: nothing to split at, so no quotes to look for
    spans = quoted_spans(text)
    return cut_at(text, (m for m in pattern.finditer(text) if not _inside(m.start(), spans)))


def _inside(at: int, spans: list[tuple[int, int]]) -> bool:
    return any(start < at < end for start, end in spans)


def clean_line(raw: str) -> str:
    """Strip markdown decoration a brief line may carry: headings, list markers, bold."""
    text = raw.strip().lstrip("\ufeff")
    # LINE_DECORATION matches nothing unless the line starts as a decoration does.
    if text and (text[0] in DECORATION_FIRST or text[0].isdecimal() or text[0].isspace()):
        decoration = LINE_DECORATION.match(text)
        if decoration:
            text = text[decoration.end() :]
    return text.replace("**", "").replace("__", "").strip()


def is_markdown_heading(raw: str) -> bool:
    return MARKDOWN_HEADING.match(raw) is not None


# What each pattern of the per-line loop needs a line to start with: a line that does not
# start so cannot match it, and most lines are ruled out without running the pattern.
FIELD_FIRST = frozenset("来要与建复判动值唯")
KEYWORD_FIRST = frozenset("复值可今证附建归Cc")
CHAPTER_FIRST = frozenset("一二三四五六七八九十")
RULE_FIRST = frozenset("-*_=")
ITEM_WORDS = ("条目", "增量")
# LINE_DECORATION's parts start with one of these, a digit (\d: str.isdecimal) or white space
# (\s: str.isspace).
DECORATION_FIRST = frozenset("#>-*+•·①②③④⑤⑥⑦⑧⑨⑩")
FENCE_MARKS = ("```", "~~~")


@dataclass
class _ItemDraft:
    key: str
    number: int
    title: str
    line: int
    status: ItemStatus
    status_note: str
    slots: dict[str, list[Segment]] = field(default_factory=dict)
    current: str = ""

    def add(self, slot: str, text: str, line: int) -> None:
        self.current = slot
        # A sub-bullet split point holds a "-": a text without one is one piece.
        pieces = split_outside_quotes(text, SUB_BULLET) if has_sub_bullet(text) else (text,)
        for raw_piece in pieces:
            piece = raw_piece.strip()
            if not piece:
                continue
            target = slot
            if slot == "relation" and RELATION_SUGGESTION.match(piece):
                target = "suggestions"
            segments = self.slots.get(target)
            if segments is None:
                segments = self.slots[target] = []
            segments.append(Segment(text=piece, line=line))

    def item(self) -> Item:
        slots = self.slots
        return Item(
            key=self.key,
            number=self.number,
            title=self.title,
            line=self.line,
            status=self.status,
            status_note=self.status_note,
            sources=tuple(slots.get("sources", ())),
            summary=tuple(slots.get("summary", ())),
            relation=tuple(slots.get("relation", ())),
            suggestions=tuple(slots.get("suggestions", ())),
            verdict=tuple(slots.get("verdict", ())),
            caveats=tuple(slots.get("caveats", ())),
        )


def has_sub_bullet(text: str) -> bool:
    """Whether SUB_BULLET matches in text: a dash after white space, white space after it.

    SUB_BULLET starts with white space, so its search tries every position; SPACED_DASH's
    search skips from dash to dash, and most texts hold none."""
    return "-" in text and SPACED_DASH.search(text) is not None


def status_from_note(note: str) -> ItemStatus:
    if OUT_OF_SCOPE_NOTE.search(note):
        return ItemStatus.OUT_OF_SCOPE
    if NOTHING_NEW_NOTE.search(note):
        return ItemStatus.NOTHING_NEW
    return ItemStatus.INCREMENT


def is_chapter_heading(stripped: str, text_line: str) -> bool:
    """`二、本轮结论与建议动作` starts a block; a list item that starts so (`- 二、§3.2 末尾补…`)
    or a line that names a section (`二、§3.2 …`) is a request of the block it stands in."""
    if CHAPTER.match(text_line) is None or "§" in text_line:
        return False
    return LIST_MARKER.match(stripped) is None


def without_list_number(text: str) -> str:
    """A closing-list line numbered `二、` before the section it names (`二、§3.2 末尾补…`,
    `二、在 3.2 节补…`): the number counts the list's lines, it is no chapter of the KB.
    A line that starts with a bare section number (`3.3 加 X 一条`, `2.5：加 X`) names that
    section: it is read as `§3.3 …` (only there: inside a sentence `4.6 改为 5.1` are values)."""
    match = LIST_NUMBER_BEFORE_SECTION.match(text)
    text = text[match.end() :] if match else text
    return f"§{text}" if LEADING_SECTION.match(text) else text


def block_kind(text: str) -> str:
    """Name the kind of a brief block from its heading words."""
    if text.startswith("复查项"):
        return "review"
    if "值得警惕" in text or "待核实" in text:
        return "caveats"
    if CLOSING_HEADING.search(text):
        return "closing"
    if "arXiv" in text and CITATION_HEADING.search(text):
        return "citations"
    if ITEMS_HEADING.search(text) and not text.startswith("附带观察"):
        return "items"
    return "other"


def title_without_stars(title: str) -> str:
    """TITLE_STARS.sub("", title).strip(): the pattern runs only where a star is."""
    if "★" in title or "⭐" in title:
        title = TITLE_STARS.sub("", title)
    return title.strip()


def title_topic(title: str) -> str:
    match = TOPIC_BEFORE_E.match(title)
    if match:
        return match.group(1).strip()
    match = TOPIC_WORD.match(title)
    return match.group(1) if match else ""


def parse_brief(text: str) -> Brief:
    """Parse brief text (already decoded) into items, closing actions and caveats.

    Each test of a line first looks at how the line starts (see FIELD_FIRST), and the
    Brief is validated once from plain data: a model per segment cost more than the rest."""
    raw_lines = text.splitlines()
    title = ""
    items: list[_ItemDraft] = []
    closing: list[Segment] = []
    caveats: list[Segment] = []
    citations: list[Segment] = []
    block = "preamble"
    review_count = 0
    in_fence = False
    for number, raw in enumerate(raw_lines, start=1):
        stripped = raw.strip()
        if not stripped:
            continue  # blank: neither a fence nor anything once cleaned
        if stripped.startswith(FENCE_MARKS) and FENCE.match(raw):
            in_fence = not in_fence
            continue
        if in_fence:
            continue
        text_line = clean_line(stripped)
        # A rule is checked on the raw line too: with bold stripped, `***` would read as `*`.
        if (
            not text_line
            or (text_line[0] in RULE_FIRST and RULE.fullmatch(text_line))
            or (stripped[0] in RULE_FIRST and RULE.fullmatch(stripped))
        ):
            continue
        if not title:
            title = text_line
            continue
        first = text_line[0]
        # `条目 1：…` in the closing list or the caveats refers to an item; it starts none.
        header = (
            ITEM_HEADER.match(text_line)
            if block not in NON_ITEM_BLOCKS and text_line.startswith(ITEM_WORDS)
            else None
        )
        if header:
            note = (header.group("note") or "").strip("（）()")
            status = status_from_note(note)
            items.append(
                _ItemDraft(
                    key=f"{header.group('kind')} {header.group('num')}",
                    number=int(header.group("num")),
                    title=title_without_stars(header.group("title")),
                    line=number,
                    status=status,
                    status_note=note,
                )
            )
            block = "item"
            continue
        field_match = FIELD.match(text_line) if first in FIELD_FIRST else None
        keyword = BLOCK_KEYWORDS.match(text_line) if first in KEYWORD_FIRST else None
        starts_block = (
            (first in CHAPTER_FIRST and is_chapter_heading(stripped, text_line))
            or (stripped[0] == "#" and not field_match and is_markdown_heading(raw))
            or (keyword is not None and (len(text_line) <= 40 or keyword.group("kw") == "附带观察"))
        )
        if starts_block and not (block == "item" and field_match):
            block = block_kind(CHAPTER_NUMBER.sub("", text_line))
            continue
        if block == "item":
            draft = items[-1]
            if field_match:
                name = field_match.group("name")
                slot = FIELD_SLOTS.get(name, "relation")
                body = text_line[field_match.end() :].strip()
                if body:
                    draft.add(slot, body, number)
                else:
                    draft.current = slot
            else:
                slot = draft.current or ("summary" if "summary" not in draft.slots else "relation")
                draft.add(slot, text_line, number)
        elif block == "review":
            review_count += 1
            match = REVIEW_TITLE.match(text_line)
            item_title = (match.group("title") if match else text_line).strip()
            draft = _ItemDraft(
                key=f"复查项 {review_count}",
                number=review_count,
                title=item_title,
                line=number,
                status=ItemStatus.NOTHING_NEW,
                status_note="复查项（非新观点）",
            )
            draft.add("verdict", text_line, number)
            items.append(draft)
        elif block == "closing":
            closing.append(Segment(text=without_list_number(text_line), line=number))
        elif block == "caveats":
            caveats.append(Segment(text=text_line, line=number))
        elif block == "citations":
            citations.append(Segment(text=text_line, line=number))
    if not title:
        raise BadInput("the brief has no title line")
    if not items and not closing:
        raise BadInput(
            "the brief has no items (`条目 N：…` / `增量 N：…`) and no closing list of "
            "suggested actions; is this an E1 brief?"
        )
    date_match = DATE.search(title)
    return Brief(
        title=title,
        topic=title_topic(title),
        date=date_match.group(0) if date_match else "",
        line_count=len(raw_lines),
        items=tuple(draft.item() for draft in items),
        closing=tuple(closing),
        caveats=tuple(caveats),
        citations=tuple(citations),
    )
