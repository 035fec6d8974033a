"""Read an E1 brief (proper markdown or markdown flattened to plain text) into a `Brief`."""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from .errors import BadInput
from .models import Brief, Item, ItemStatus, Segment

ITEM_HEADER = re.compile(
    r"^(?P<kind>条目|增量)\s*(?P<num>\d+)\s*(?P<note>（[^）]*）|\([^)]*\))?\s*[：:]\s*(?P<title>.*)$"
)
CHAPTER = re.compile(r"^[一二三四五六七八九十]+[、.．]\s*\S")
BLOCK_KEYWORDS = re.compile(
    r"^(?P<kw>复查项|值得警惕的|可引用的\s*arXiv|今晚建议|今夜建议|证据边界与未消费|附带观察|建议的归并动作)"
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
SUB_BULLET = re.compile(r"\s+-\s+(?=\S)")
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
CLOSING_HEADING = re.compile(r"建议动作|归并动作|建议的归并|结论与建议|建议.{0,6}动作")
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
    if not data.strip():
        raise BadInput("the brief holds only white space; write the E1 brief first")
    if b"\x00" in data:
        raise BadInput("the brief holds binary data (NUL bytes); expected a UTF-8 text file")
    try:
        text = data.decode("utf-8-sig")
    except UnicodeDecodeError as err:
        raise BadInput(
            f"the brief is not UTF-8 (byte {err.start}); convert it, e.g. "
            "`iconv -f GB18030 -t UTF-8`"
        ) from None
    if not text.strip():
        raise BadInput("the brief holds only white space; write the E1 brief first")
    return text


QUOTE_PAIRS = {'"': '"', "“": "”", "「": "」", "『": "』"}
QUOTE_OPENER = re.compile("[" + "".join(QUOTE_PAIRS) + "]")


def quoted_spans(text: str) -> list[tuple[int, int]]:
    """Spans (start, end) of quoted phrases, quotes included: "…" “…” 「…」 『…』."""
    spans: list[tuple[int, int]] = []
    index = 0
    # From each opening quote to its closer; an opener without one is plain text.
    while (opener := QUOTE_OPENER.search(text, index)) is not None:
        start = opener.start()
        end = text.find(QUOTE_PAIRS[text[start]], start + 1)
        if end == -1:
            index = start + 1
            continue
        spans.append((start, end + 1))
        index = end + 1
    return spans


def split_outside_quotes(text: str, pattern: re.Pattern[str]) -> list[str]:
    """Split text at matches of pattern that do not fall inside a quoted phrase."""
    if pattern.search(text) is None:
        return [text]  # the common case: nothing to split at, so no quotes to look for
    spans = quoted_spans(text)
    pieces: list[str] = []
    last = 0
    for match in pattern.finditer(text):
        if spans and any(start < match.start() < end for start, end in spans):
            continue
        pieces.append(text[last : match.start()])
        last = match.end()
    pieces.append(text[last:])
    return pieces


def clean_line(raw: str) -> str:
    """Strip markdown decoration a brief line may carry: headings, list markers, bold."""
    text = raw.strip().lstrip("\ufeff")
    decoration = LINE_DECORATION.match(text)
    if decoration:
        text = text[decoration.end() :]
    text = text.replace("**", "").replace("__", "")
    return text.strip()


def is_markdown_heading(raw: str) -> bool:
    return MARKDOWN_HEADING.match(raw) is not None


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
        pieces = [p.strip() for p in split_outside_quotes(text, SUB_BULLET)]
        for piece in pieces:
            if not piece:
                continue
            target = slot
            if slot == "relation" and RELATION_SUGGESTION.match(piece):
                target = "suggestions"
            self.slots.setdefault(target, []).append(Segment(text=piece, line=line))

    def build(self) -> Item:
        def seg(name: str) -> tuple[Segment, ...]:
            return tuple(self.slots.get(name, []))

        return Item(
            key=self.key,
            number=self.number,
            title=self.title,
            line=self.line,
            status=self.status,
            status_note=self.status_note,
            sources=seg("sources"),
            summary=seg("summary"),
            relation=seg("relation"),
            suggestions=seg("suggestions"),
            verdict=seg("verdict"),
            caveats=seg("caveats"),
        )


def status_from_note(note: str) -> ItemStatus:
    if OUT_OF_SCOPE_NOTE.search(note):
        return ItemStatus.OUT_OF_SCOPE
    if NOTHING_NEW_NOTE.search(note):
        return ItemStatus.NOTHING_NEW
    return ItemStatus.INCREMENT


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


def title_topic(title: str) -> str:
    match = TOPIC_BEFORE_E.match(title)
    if match:
        return match.group(1).strip()
    match = TOPIC_WORD.match(title)
    return match.group(1) if match else ""


def parse_brief(text: str) -> Brief:
    """Parse brief text (already decoded) into items, closing actions and caveats."""
    raw_lines = text.splitlines()
    title = ""
    items: list[_ItemDraft] = []
    closing: list[Segment] = []
    caveats: list[Segment] = []
    block = "preamble"
    review_count = 0
    in_fence = False
    for index, raw in enumerate(raw_lines):
        number = index + 1
        if FENCE.match(raw):
            in_fence = not in_fence
            continue
        if in_fence:
            continue
        text_line = clean_line(raw)
        # A rule is checked on the raw line too: with bold stripped, `***` would read as `*`.
        if not text_line or RULE.fullmatch(text_line) or RULE.fullmatch(raw.strip()):
            continue
        if not title:
            title = text_line
            continue
        # `条目 1：…` in the closing list or the caveats refers to an item; it starts none.
        header = None if block in NON_ITEM_BLOCKS else ITEM_HEADER.match(text_line)
        if header:
            note = (header.group("note") or "").strip("（）()")
            status = status_from_note(note)
            items.append(
                _ItemDraft(
                    key=f"{header.group('kind')} {header.group('num')}",
                    number=int(header.group("num")),
                    title=TITLE_STARS.sub("", header.group("title")).strip(),
                    line=number,
                    status=status,
                    status_note=note,
                )
            )
            block = "item"
            continue
        field_match = FIELD.match(text_line)
        keyword = BLOCK_KEYWORDS.match(text_line)
        starts_block = (
            CHAPTER.match(text_line) is not None
            or (is_markdown_heading(raw) and not field_match)
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
            closing.append(Segment(text=text_line, line=number))
        elif block == "caveats":
            caveats.append(Segment(text=text_line, line=number))
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
        items=tuple(draft.build() for draft in items),
        closing=tuple(closing),
        caveats=tuple(caveats),
    )
