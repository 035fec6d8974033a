"""Find sections, sub-parts and the last block of a section in the KB text."""

from __future__ import annotations

import re
from dataclasses import dataclass

from mistletoe.block_token import Document, List, Table

from .models import Heading, SectionRef
from .plan import section_key

ATX = re.compile(r"^ {0,3}(#{1,6})[ \t]+(.*?)[ \t]*#*[ \t]*$")
FENCE = re.compile(r"^ {0,3}(`{3,}|~{3,})")
NUMBERED = re.compile(r"^§?\s*(\d+(?:\.\d+)*)(?:[.、．]|\s|$)")
CHAPTER = re.compile(r"^([一二三四五六七八九十]+)[、.．]")
LIST_LINE = re.compile(r"^(?P<indent>\s*)(?P<marker>[-*+]|\d+[.)])(?P<gap>\s+)(?P<body>.*)$")


class Unresolved(Exception):
    """A reference that names nothing in the KB, or names more than one thing."""


def body_of(line: str) -> str:
    return line.rstrip("\r\n")


def eol_of(line: str) -> str:
    return line[len(body_of(line)) :]


def front_matter_end(lines: list[str]) -> int:
    """Index of the first line after YAML front matter (0 when there is none)."""
    if lines and body_of(lines[0]).lstrip("\ufeff") == "---":
        for index in range(1, len(lines)):
            if body_of(lines[index]) in ("---", "..."):
                return index + 1
    return 0


def heading_key(text: str) -> str:
    match = NUMBERED.match(text)
    if match:
        return match.group(1)
    match = CHAPTER.match(text)
    return section_key(match.group(1)) if match else ""


def outline(lines: list[str]) -> list[Heading]:
    """Every ATX heading outside code fences and front matter, with its section's span."""
    found: list[tuple[int, int, str]] = []
    fence = ""
    for index in range(front_matter_end(lines), len(lines)):
        text = body_of(lines[index])
        fence_match = FENCE.match(text)
        if fence_match:
            marker = fence_match.group(1)
            if not fence:
                fence = marker
            elif (
                marker[0] == fence[0]
                and len(marker) >= len(fence)
                # A closing fence carries no info string: "```python" inside a block is content.
                and not text[fence_match.end() :].strip()
            ):
                fence = ""
            continue
        if fence:
            continue
        match = ATX.match(text)
        if match:
            found.append((index, len(match.group(1)), match.group(2).strip()))
    headings: list[Heading] = []
    for position, (start, level, text) in enumerate(found):
        end = len(lines)
        for later_start, later_level, _ in found[position + 1 :]:
            if later_level <= level:
                end = later_start
                break
        headings.append(
            Heading(key=heading_key(text), level=level, text=text, start=start, end=end)
        )
    return headings


def resolve(headings: list[Heading], ref: SectionRef) -> Heading:
    """The one heading a reference names, or Unresolved with the closest headings."""
    matches = [h for h in headings if h.key == ref.key]
    if len(matches) == 1:
        return matches[0]
    if len(matches) > 1:
        where = ", ".join(f"line {h.start + 1}" for h in matches)
        raise Unresolved(f"{len(matches)} headings are numbered {ref.key} ({where}); not guessing")
    raise Unresolved(f"no section numbered {ref.key}; closest: {closest(headings, ref.key)}")


def closest(headings: list[Heading], key: str) -> str:
    numbered = [h for h in headings if h.key]

    def ordinal(number: str) -> float:
        # Component-wise, so that 5.10 comes after 5.9 (as a float it would equal 5.1) and
        # chapters 7 and 8 are 1 apart.
        return sum(int(part) / 1000.0**depth for depth, part in enumerate(number.split(".")))

    def distance(heading: Heading) -> tuple[int, float]:
        a, b = key.split("."), heading.key.split(".")
        shared = 0
        for x, y in zip(a, b, strict=False):
            if x != y:
                break
            shared += 1
        try:
            gap = abs(ordinal(heading.key) - ordinal(key))
        except ValueError:
            gap = 99.0
        return (-shared - (len(a) == len(b)), gap)

    best = sorted(numbered, key=distance)[:3]
    return ", ".join(f"§{h.key} {h.text}" for h in best) or "(the KB has no numbered headings)"


def normalise(text: str) -> str:
    return re.sub(r"[\s*_`]+", "", text).lower()


@dataclass(frozen=True)
class Span:
    """Lines [start, end) that an edit may touch: a section body or one of its parts."""

    start: int
    end: int
    title: str


def section_span(heading: Heading) -> Span:
    return Span(start=heading.start + 1, end=heading.end, title=heading.text)


def own_body(lines: list[str], span: Span) -> Span:
    """The part of a span before its first sub-heading, when that part holds any text.

    A new entry for §5.8 belongs among §5.8's own entries, not at the end of its last
    `####` part; a section that is nothing but parts keeps its whole span."""
    inner = outline(lines[span.start : span.end])
    if not inner:
        return span
    first = span.start + inner[0].start
    if any(lines[index].strip() for index in range(span.start, first)):
        return Span(start=span.start, end=first, title=span.title)
    return span


def part_span(lines: list[str], headings: list[Heading], heading: Heading, part: str) -> Span:
    """The sub-part of a section a brief names, as a deeper heading or a bold label."""
    wanted = normalise(part)
    inner = [h for h in headings if heading.start < h.start < heading.end]
    for sub in inner:
        if wanted in normalise(sub.text):
            return Span(start=sub.start + 1, end=min(sub.end, heading.end), title=sub.text)
    first_sub = inner[0].start if inner else heading.end
    for index in range(heading.start + 1, first_sub):
        text = body_of(lines[index])
        label = re.sub(r"^\s*(?:[-*+]\s+)?", "", text)
        if label.startswith(("**", "__")) and normalise(label).startswith(wanted):
            # A bullet label (`- **X**：`) holds its entries as nested items: the part ends at
            # the next line indented no deeper than the label. A paragraph label (`**X**：`)
            # ends at the next paragraph label; bold list items below it are its entries.
            bullet = LIST_LINE.match(text) is not None
            depth = len(text) - len(text.lstrip())
            end = index + 1
            while end < first_sub:
                line = body_of(lines[end])
                if line.strip():
                    indent = len(line) - len(line.lstrip())
                    if bullet and indent <= depth:
                        break
                    if not bullet and re.match(r"^\s*(\*\*|__)", line):
                        break
                else:
                    following = next(
                        (body_of(lines[k]) for k in range(end + 1, first_sub) if lines[k].strip()),
                        "",
                    )
                    if not LIST_LINE.match(following) and not following.startswith((" ", "\t")):
                        break
                end += 1
            bold = re.match(r"(\*\*|__)(.+?)\1", label)
            title = bold.group(2).strip(" ：:") if bold else label.strip("*_ ：:")
            # Entries go among the nested items, so the label line itself is not part of the
            # span; a bullet label with nothing nested keeps it, to add after it.
            start = index + 1 if bullet and end > index + 1 else index
            return Span(start=start, end=end, title=title)
    names = [h.text for h in inner] + [
        re.sub(r"^\s*(?:[-*+]\s+)?", "", body_of(lines[i])).split("**")[1]
        for i in range(heading.start + 1, first_sub)
        if re.match(r"^\s*(?:[-*+]\s+)?\*\*[^*]+\*\*", body_of(lines[i]))
    ]
    shown = "、".join(f"「{n}」" for n in names[:6]) or "none"
    raise Unresolved(f"§{heading.key} has no part named 「{part}」; its parts: {shown}")


@dataclass(frozen=True)
class Tail:
    """The last block of a span: where a new entry goes and what it must look like."""

    after: int  # insert after this line index (the last non-blank line of the span)
    form: str  # "bullet", "ordered", "table", "paragraph"
    indent: str = ""
    marker: str = "-"
    gap: str = " "
    next_number: int = 0
    bold: bool = False
    columns: tuple[str, ...] = ()


def line_of(token: object) -> int:
    """mistletoe's 1-based line number of a block token (≥ 1.3 sets it on block tokens)."""
    number = getattr(token, "line_number", None)
    return number if isinstance(number, int) else 1


def tail_of(lines: list[str], span: Span) -> Tail:
    """Describe the last block of a span, using mistletoe on that span alone."""
    last = span.end - 1
    while last >= span.start and not lines[last].strip():
        last -= 1
    if last < span.start:
        return Tail(after=span.start - 1, form="paragraph")
    region = [body_of(line) + "\n" for line in lines[span.start : last + 1]]
    blocks = list(Document(region).children or [])
    # Entries live in the section's last list or table; a closing remark after it stays last.
    chosen = next(
        (k for k in range(len(blocks) - 1, -1, -1) if isinstance(blocks[k], (List, Table))), None
    )
    if chosen is None:
        return Tail(after=last, form="paragraph")
    block = blocks[chosen]
    after = last
    if chosen + 1 < len(blocks):
        after = span.start + line_of(blocks[chosen + 1]) - 2
        while after > span.start and not lines[after].strip():
            after -= 1
    if isinstance(block, Table):
        header = body_of(lines[span.start + line_of(block) - 1])
        columns = tuple(cell.strip() for cell in header.strip().strip("|").split("|"))
        return Tail(after=after, form="table", columns=columns)
    assert isinstance(block, List)
    numbers: list[int] = []
    last_item_line = ""
    bold = False
    for list_item in block.children or []:
        raw = body_of(lines[span.start + line_of(list_item) - 1])
        last_item_line = raw
        match = LIST_LINE.match(raw)
        if match and match.group("marker")[:-1].isdigit():
            numbers.append(int(match.group("marker")[:-1]))
        # A list that names any entry in bold (`- **ds4**：…`) gets a bold name for a new one,
        # even when its last item is a plain remark (`- 趋势：…`).
        bold = bold or bool(match and match.group("body").startswith(("**", "__")))
    match = LIST_LINE.match(last_item_line)
    if match is None:
        return Tail(after=after, form="paragraph")
    marker = match.group("marker")
    ordered = marker[-1] in ".)" and marker[:-1].isdigit()
    return Tail(
        after=after,
        form="ordered" if ordered else "bullet",
        indent=match.group("indent"),
        marker=marker[-1] if ordered else marker,
        gap=match.group("gap"),
        next_number=(max(numbers) + 1) if numbers else 1,
        bold=bold,
    )


def find_lines(lines: list[str], span: Span, needle: str) -> list[int]:
    """Lines of a span that contain needle, ignoring white space differences."""
    exact = [i for i in range(span.start, span.end) if needle in lines[i]]
    if exact:
        return exact
    wanted = normalise(needle)
    return [i for i in range(span.start, span.end) if wanted and wanted in normalise(lines[i])]
