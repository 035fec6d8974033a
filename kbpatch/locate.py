"""Find sections, sub-parts and the last block of a section in the KB text."""

from __future__ import annotations

import functools
import re
from bisect import bisect_left, bisect_right
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass, field, replace
from itertools import accumulate, pairwise, takewhile
from typing import Any, NamedTuple, overload

from mistletoe.block_token import Document, List, Paragraph, Table

from .chars import HAN_RANGE, QUESTION_ID, in_ascii
from .models import (
    BOX_NAMED,
    CHANGELOG_KEY,
    ENTRY_NAMED,
    EXACT_NAME_KEY,
    PARAGRAPH_OPENING,
    QUESTION_LINE,
    VERSION_LINE,
    WORDS_HELD,
    Edit,
    Heading,
    SectionRef,
)
from .reading.text import (
    ARXIV,
    CIRCLED_NUMBER,
    CN_NUMBER,
    FULL_WIDTH_NUMBER,
    HYPHENATED,
    JOINERS,
    PATH,
    ROMAN_CHARACTERS,
    ROMAN_VALID,
    SUFFIXED,
    appendix_key,
    enclosing_keys,
    heading_text_key,
    numbering_kind,
    other_reading,
    part_of_path,
    roman_value,
    section_key,
    shortened,
)

ATX = re.compile(r"^ {0,3}(#{1,6})[ \t]+(.*?)[ \t]*#*[ \t]*$")
FENCE = re.compile(r"^ {0,3}(`{3,}|~{3,})")
# `1.2 …`, `3、…`, `2-1 …`, and `1) Engines` / `2）调度` (a chapter numbered with a parenthesis);
# `2.1a …`, a section inserted after 2.1, keeps its letter (it is not 2.1, nor 2).
# (`3.2｜欧盟 ETS`, `3.2：…`: a bar or a colon may stand for the space after the number.)
NUMBERED = re.compile(rf"^§?\s*({HYPHENATED}|{SUFFIXED}|\d+(?:\.\d+)*)(?:[.、．)）｜|：:]|\s|$)")
# A heading numbered by a letter or a Roman numeral: `III. 直接偏好优化`, `III.1 DPO`,
# `B. 数据配比`, `B.2 配比搜索`, `E、参考`. A full stop or a sub-number follows the letters
# (`A note`, `IV 安全` are words) and no letter or digit after it (`U.S.`, `A.I.`).
LETTERED = re.compile(
    r"^(?P<letters>[A-Z]|[IVXLC]{2,}|[\u2160-\u216b])"
    # `B-2 Pairwise judges`: a sub-number after a hyphen, as `B.2` (heading_key reads it so).
    # `II.4.a 压缩空气`: a section lettered under a numbered one keeps its letter.
    r"(?:(?P<rest>(?:[.\-]\d+)+(?:\.[a-z])?)[.．]?|[.．、])(?![A-Za-z\d.])"
)
# `七、参考文献`, `第七章 参考文献` / `第 7 章` / `第3部分`, `Part IV — References`, and
# `附录 A 参考文献` (key `appendix-a`).
CHAPTER = re.compile(
    r"^([一二三四五六七八九十]+)[、.．]|^第\s*([一二三四五六七八九十]+|\d+)\s*[章节節部]"
    r"|^(?:Part|Chapter)\s+([IVXLC]+|\d+|[\u2160-\u216b])\b"
    r"|^附录\s*([A-Z])(?![A-Za-z])"
)
# `（二）蒸馏`, `(3) 稀疏化`: a sub-section's number in brackets.
BRACKETED_NUMBER = re.compile(r"^[（(]([一二三四五六七八九十]{1,3}|\d{1,2})[）)]")
# A part's sub-part, `第二部分 · 二 损失尖峰` (§2.2): the part, a joiner, the sub-part's numeral.
PART_SECTION = re.compile(
    rf"^第\s*({CN_NUMBER}|\d+)\s*(?:部分?|章)\s*[{JOINERS}]\s*({CN_NUMBER}|\d+)(?=\s|$)"
)
# A circled chapter numeral at a heading's start (`③ 解码加速`, `③-2 投机解码`, `③－２ …`):
# read as its digits.
CIRCLED_LEAD = re.compile(r"^([\u2460-\u2473])(?:\s*[-－]\s*(?=\d))?")
# A letter glued to a sub-number (`B2 长上下文评测`): section B.2 only under `## B. …`
# (lettered_sections); elsewhere a word (`H100 实测`, `Q2 …`).
GLUED_LETTER = re.compile(r"^([A-Z])(\d{1,2})(?=\s)")
# A small letter in brackets before a sub-section's words: `(a) 产能`, `（b）良率`.
BRACKETED_LETTER = re.compile(r"^[(（]([a-z])[)）]\s*(?=\S)")
# The numbers heading_key reads at a heading's start besides HEADING_NUMBER's (CIRCLED_LEAD,
# PART_SECTION, GLUED_LETTER), which the heading's words leave out.
SPELT_NUMBER = re.compile(
    rf"^(?:[\u2460-\u2473](?:\s*[-－]\s*[0-9０-９]{{1,2}})?|[A-Z]\d{{1,2}}"
    rf"|第\s*(?:{CN_NUMBER}|\d+)\s*(?:部分?|章)\s*[{JOINERS}]\s*(?:{CN_NUMBER}|\d+))(?=\s|$)\s*"
)
# A sub-section numbered in Chinese numerals joined by dots: `一.一 批处理`, `二．三、…` (§1.1,
# §2.3). Words follow after a space or a mark, never glued on (`一.一批` is no number).
CN_DOTTED = re.compile(rf"^({CN_NUMBER}(?:[.．]{CN_NUMBER})+)(?:[.．、]?\s|[、：:]|$)")
# A checklist item's box: `[ ] `, `[x] `.
TASK_BOX = re.compile(r"^\[[ xX]\]\s+")
LIST_LINE = re.compile(r"^(?P<indent>\s*)(?P<marker>[-*+]|\d+[.)])(?P<gap>\s+)(?P<body>.*)$")
# A heading written in HTML on a line of its own: `<h2 id="sched">1 调度</h2>`.
HTML_HEADING = re.compile(r"^ {0,3}<h([1-6])(?:\s[^<>]*)?>(.*?)</h\1>\s*$", re.I)
# Inline tags inside an HTML heading's words (`<a id="x"></a>`, `<code>`): not its words.
HTML_TAG = re.compile(r"<[^<>]*>")
# Only a line that starts so can open or close a fence (FENCE) or be a heading (ATX,
# HTML_HEADING).
CANDIDATE_LINE = re.compile(r" {0,3}[#`~<]")
# A setext heading's underline (`====` level 1, `----` level 2), under one paragraph line.
SETEXT_UNDERLINE = re.compile(r" {0,3}(=+|-+)[ \t]*")
# A line that cannot be a setext heading's words: it opens a block of another kind.
# (indented code, a quote, a table, HTML, a heading, a fence, a list item, a thematic break).
NOT_PARAGRAPH = re.compile(
    r" {4}|\t| {0,3}(?:[>|<#]|`{3}|~{3}|[-*+](?:[ \t]|$)|\d+[.)](?:[ \t]|$)"
    r"|(?:[-*_][ \t]*){3,}$|=+[ \t]*$)"
)


# A line that is wholly bold and opens with a section number (`**2.2 前缀缓存**`,
# `**2.2. 前缀缓存**`, `__第三章 部署__`): a document that writes no `#` for its sections writes
# its headings so (notes exported from chat tools). Its words (`words`) are the heading's. A
# bold name (`**PagedAttention**`), a lead-in (`**名称**：正文`) or a number glued to a word
# (`**3D 并行**`, `**1.5倍**`) is none.
BOLD_HEADING = re.compile(
    r"(?P<bold>\*\*|__)(?P<words>(?:[0-9０-９]+(?:[.．][0-9０-９]+)+(?:[.．]\s*|\s+)|[0-9０-９]+(?:[.．、]\s*|\s+)"
    r"|第\s*(?:[一二三四五六七八九十]+|[0-9]+)\s*[章部]\s*|[一二三四五六七八九十]+、\s*)"
    r"(?![\s.．0-9０-９])(?:(?!(?P=bold)).)+?)(?P=bold)[ \t]*"
)


# A heading's number in a wrapper or after a label: `【1.1】批处理`, `(1.1) 批处理`, `[1.1] …`,
# `**1.1** …`, `Section 1.1: …`, `No.1.1 …`, `第1.1节 …`, `<span id="b">1.1</span> …`; and a
# dotted number written against its words, `1.1批处理`. (A plain `2024年` is no number.)
WRAPPED_NUMBER = re.compile(
    r"^(?:<[^<>]*>\s*)*(?:\*\*|__)?\s*"
    r"(?:(?P<open>[【\[(（])\s*|(?:Section|Sec\.|No\.)\s*|第\s*(?=\d+(?:[.．]\d+)+\s*[节節]))?"
    r"(?P<number>\d+(?:[.．]\d+)*)"
    r"(?(open)\s*[】\])）]|(?:\s*[节節])?)"
    r"(?:\s*(?:\*\*|__|</[^<>]*>))*[:：]?(?:\s+|(?=[^\s\d.．:：]))"
)
# A heading's id in full-width brackets, a capital and its number: `【C1】`, `【D】`.
WRAPPED_LETTER = re.compile(r"^【(?P<letter>[A-Z])(?P<digits>\d{1,2})?】[ \t]?")
PLAIN_DOTTED = re.compile(rf"^\d+(?:[.．]\d+)+(?=[{HAN_RANGE}])")


def unwrapped_number(text: str) -> str:
    """The heading's words with a wrapped number written plainly (`【1.1】批处理` →
    `1.1 批处理`), for the rules that read a number at a heading's start; else as written."""
    dotted = PLAIN_DOTTED.match(text)
    if dotted:
        return f"{dotted.group(0)} {text[dotted.end() :]}"
    lettered = WRAPPED_LETTER.match(text)
    if lettered:
        # `【C1】发酵放大` is section C.1 (`§C1` names it), `【C】工艺` chapter C.
        number = lettered["letter"] + (f".{lettered['digits']}" if lettered["digits"] else ".")
        return f"{number} {text[lettered.end() :]}"
    match = WRAPPED_NUMBER.match(text)
    if match is None or (not match.group("open") and match.group(0)[:1].isdigit()):
        return text  # `1.1 批处理`, `2) 调度`: already plain
    return f"{match.group('number')} {text[match.end() :]}"


class Unresolved(Exception):
    """A reference that names nothing in the KB, or names more than one thing."""


def body_of(line: str) -> str:
    return line.rstrip("\r\n")


# The last few whole-text scans, by the identity of the lines scanned: a batch renders every
# brief's actions against the one list of the KB's lines, which no stage changes in place.
Scan = list[tuple[int, re.Match[str]]]
_SCANS: dict[tuple[int, re.Pattern[str]], tuple[Sequence[str], Scan]] = {}


def lines_matching(lines: Sequence[str], pattern: re.Pattern[str]) -> Scan:
    """Each line whose body `pattern` matches, with its number and the match, in order."""
    key = (id(lines), pattern)
    kept = _SCANS.get(key)
    if kept is not None and kept[0] is lines:
        return kept[1]
    found = [(k, m) for k, line in enumerate(lines) if (m := pattern.match(body_of(line)))]
    if len(_SCANS) >= 16:
        _SCANS.clear()
    _SCANS[key] = (lines, found)
    return found


def eol_of(line: str) -> str:
    return line[len(body_of(line)) :]


def front_matter_end(lines: Sequence[str]) -> int:
    """Index of the first line after YAML front matter (0 when there is none)."""
    if lines and body_of(lines[0]).lstrip("\ufeff") == "---":
        for index in range(1, len(lines)):
            if body_of(lines[index]) in ("---", "..."):
                return index + 1
    return 0


def heading_key(text: str, *, roman: bool = True) -> str:
    """The section number a heading's words start with, as a brief's reference reads it
    (section_key): `2-1 …` → `2.1`, `III.1 …` → `3.1`, `B.2 …` → `appendix-b.2`. `roman`:
    whether one letter that is a Roman numeral (`I.`, `V.`, `X.`) counts as one (see
    heading_keys); `L.` and `C.` are always letters."""
    text = unwrapped_number(text.translate(FULL_WIDTH_NUMBER))  # `２．１` is 2.1, `【1.1】` too
    circled = CIRCLED_LEAD.match(text)
    if circled:
        joiner = "-" if circled.group(0)[1:] else ""
        text = CIRCLED_NUMBER[circled.group(1)] + joiner + text[circled.end() :]
    part = PART_SECTION.match(text)
    if part:
        return f"{section_key(part.group(1))}.{section_key(part.group(2))}"
    match = NUMBERED.match(text)
    if match:
        return section_key(match.group(1))
    lettered = LETTERED.match(text)
    if lettered:
        letters, rest = lettered.group("letters"), (lettered.group("rest") or "").replace("-", ".")
        if letters in ROMAN_CHARACTERS:
            return section_key(letters + rest)
        if len(letters) > 1:
            valid = ROMAN_VALID.fullmatch(letters)
            return str(roman_value(letters)) + rest if valid else ""
        if roman and letters in "IVX":
            return str(roman_value(letters)) + rest
        return appendix_key(letters) + rest
    dotted = CN_DOTTED.match(text)
    if dotted:
        return ".".join(section_key(part) for part in re.split("[.．]", dotted.group(1)))
    bracketed = BRACKETED_NUMBER.match(text)
    if bracketed:
        # `### （二）蒸馏` under `## 四、…`: a sub-section numbered in brackets, read as 4.2
        # under its chapter (restarted_numbers), as `第二节` is.
        return section_key(bracketed.group(1))
    match = CHAPTER.match(text)
    if match is None:
        return ""
    if match.group(4):
        return appendix_key(match.group(4))
    return section_key(match.group(1) or match.group(2) or match.group(3))


def written_number(text: str) -> str:
    """A heading's number as the heading writes it (`2-1`, `III.2`, `B.2`, `5.3`), or ""."""
    match = NUMBERED.match(unwrapped_number(text))
    if match:
        return match.group(1)
    lettered = LETTERED.match(text)
    if lettered:
        return lettered.group("letters") + (lettered.group("rest") or "")
    dotted = CN_DOTTED.match(text)
    return dotted.group(1) if dotted else ""


def heading_keys(texts: Sequence[str]) -> list[str]:
    """Each heading's key (heading_key), with the headings numbered by one letter read as
    the document reads them: `I.`, `V.` are Roman beside `II.`, `III.` or `Part I` (a
    lettered document never writes those), letters beside `A.`, `B.`, `D.` when no heading
    is numbered so; Roman when neither is written."""
    found = [m.group("letters") for t in texts if (m := LETTERED.match(t))]
    roman = (
        any(len(letters) > 1 or letters in ROMAN_CHARACTERS for letters in found)
        or not any(letters not in "IVXLC" for letters in found)
        or any((m := CHAPTER.match(t)) and m.group(3) and not m.group(3).isdigit() for t in texts)
    )
    return [heading_key(text, roman=roman) for text in texts]


def setext_words(lines: Sequence[str], index: int, first: int) -> str:
    """The words of the setext heading whose underline is line `index`, or "": only under a
    one-line paragraph (a `---` under a longer one, a list or a table is no sure heading)."""
    if index - 1 < first or not SETEXT_UNDERLINE.fullmatch(body_of(lines[index])):
        return ""
    words = body_of(lines[index - 1])
    if not words.strip() or NOT_PARAGRAPH.match(words):
        return ""
    if index - 2 >= first and body_of(lines[index - 2]).strip():
        return ""
    return words.strip()


def outline(lines: Sequence[str]) -> list[Heading]:
    """Every ATX, setext and HTML heading outside code fences and front matter, with its section's
    span. A setext heading starts at its words' line; its underline is the first line of its
    section's body."""
    if lines and lines[0].startswith("\ufeff"):
        # A KB saved with a byte order mark (as Windows editors do): its first line is a
        # heading all the same; line numbers are unchanged.
        lines = [lines[0][1:], *lines[1:]]
    found: list[tuple[int, int, str]] = []
    fence = ""
    comment = False  # inside `<!--` … `-->`: nothing there is a heading of the document
    first = front_matter_end(lines)
    for index in range(first, len(lines)):
        if comment:
            comment = "-->" not in lines[index]
            continue
        if not fence and "<!--" in lines[index][:8] and lines[index].lstrip().startswith("<!--"):
            comment = "-->" not in lines[index].lstrip()[4:]
            continue
        # A cheap test first: most lines can be neither a fence nor a heading.
        if not CANDIDATE_LINE.match(lines[index]):
            if not fence and lines[index][:4].lstrip()[:1] in ("=", "-"):
                words = setext_words(lines, index, first)
                if words:
                    level = 1 if body_of(lines[index]).lstrip()[0] == "=" else 2
                    found.append((index - 1, level, words))
            elif not fence and lines[index][:2] in ("**", "__"):
                words = bold_heading_words(lines, index, first, found)
                if words:
                    found.append((index, 0, words))  # its level is read below
            continue
        text_line = body_of(lines[index])
        fence_match = FENCE.match(text_line)
        if fence_match:
            marker = fence_match.group(1)
            if not fence:
                fence = marker
            elif (
                marker[0] == fence[0]
                and len(marker) >= len(fence)
                # A closing fence carries no info string: "```python" inside a block is content.
                and not text_line[fence_match.end() :].strip()
            ):
                fence = ""
            continue
        if fence:
            continue
        match = ATX.match(text_line)
        if match:
            found.append((index, len(match.group(1)), match.group(2).strip()))
        elif match := HTML_HEADING.match(text_line):
            found.append((index, int(match.group(1)), HTML_TAG.sub("", match.group(2)).strip()))
    found = bold_heading_levels(found)
    # A section ends at the next heading of the same or a higher level.
    ends = [len(lines)] * len(found)
    open_sections: list[int] = []
    for position, (start, level, _) in enumerate(found):
        while open_sections and found[open_sections[-1]][1] >= level:
            ends[open_sections.pop()] = start
        open_sections.append(position)
    levels = [level for _, level, _ in found]
    texts = [text_ for _, _, text_ in found]
    keys = lettered_sections(levels, texts, restarted_numbers(levels, heading_keys(texts)))
    return [
        Heading(key=key, level=level, text=text_, start=start, end=end)
        for (start, level, text_), end, key in zip(found, ends, keys, strict=True)
    ]


def bold_heading_words(
    lines: Sequence[str], index: int, first: int, found: Sequence[tuple[int, int, str]]
) -> str:
    """The words of the bold line `index` when it is a heading (BOLD_HEADING): a paragraph of
    its own, at the margin (an indented one may be a list item's), a blank line or a heading
    above it and a blank line below; else ""."""
    match = BOLD_HEADING.fullmatch(body_of(lines[index]))
    if match is None:
        return ""
    above = index == first or not lines[index - 1].strip()
    above = above or bool(found and found[-1][0] == index - 1)  # right under a heading
    below = index + 1 == len(lines) or not lines[index + 1].strip()
    return match.group("words").strip() if above and below else ""


def bold_heading_levels(found: Sequence[tuple[int, int, str]]) -> list[tuple[int, int, str]]:
    """The headings with a level for each bold one (level 0 when found): one below the heading
    whose number its own extends (`**2.2 前缀缓存**` under `# 第二章`, `**2.2.1 …**` under
    `**2.2 …**`), else at the level a `#` heading numbered as deep takes (`**2.1 …**` beside
    `### 2.2 …`: the same outline read from a section's lines alone, without its chapter), else
    one below the `#` heading it stands under, or its number's depth under none; never at or
    above that `#` heading's level, so a bold line never closes it."""
    depths: dict[int, int] = {}  # a numbered `#` heading's depth → its level
    for _, level, words in found:
        key = heading_key(words)
        if level and NUMBER_KEY.fullmatch(key):
            depths.setdefault(key.count(".") + 1, level)
    read: list[tuple[int, int, str]] = []
    open_headings: list[tuple[int, str, bool]] = []  # (level, key, bold)
    for start, level, words in found:
        key = heading_key(words)
        bold = level == 0
        if bold:
            above = max((lv for lv, _, was_bold in open_headings if not was_bold), default=0)
            depth = key.count(".") + 1
            parent = next(
                (
                    lv + depth - (k.count(".") + 1)
                    for lv, k, _ in reversed(open_headings)
                    if k and NUMBER_KEY.fullmatch(k) and key.startswith(k + ".")
                ),
                None,
            )
            if parent is not None:
                level = parent
            elif depths:
                near = min(depths, key=lambda d: (abs(d - depth), d))
                level = depths[near] + depth - near
            else:
                level = above + 1 if above else depth
            level = max(level, above + 1)
        while open_headings and open_headings[-1][0] >= level:
            open_headings.pop()
        open_headings.append((level, key, bold))
        read.append((start, level, words))
    return read


def restarted_numbers(levels: Sequence[int], keys: Sequence[str]) -> list[str]:
    """The keys, with sub-sections numbered afresh in each chapter read under their chapter:
    `## 第一章` / `### 第一节` / `### 第二节` (or `## 1 引擎` / `### 1 开源`) are §1, §1.1,
    §1.2, as a reader of that document says them. Only where every numbered section's
    plainly numbered sub-sections start again at 1: sub-sections numbered on across
    chapters (`### 3` under the second part) keep the number they write."""
    parents: list[int | None] = []
    open_headings: list[int] = []
    for index, level in enumerate(levels):
        while open_headings and levels[open_headings[-1]] >= level:
            open_headings.pop()
        parents.append(open_headings[-1] if open_headings else None)
        open_headings.append(index)
    first_child: dict[int, int] = {}
    for index, parent in enumerate(parents):
        if parent is not None and keys[index].isdigit() and NUMBER_KEY.fullmatch(keys[parent]):
            first_child.setdefault(parent, int(keys[index]))
    if not first_child or any(number != 1 for number in first_child.values()):
        return list(keys)
    read: list[str] = []
    for key, parent in zip(keys, parents, strict=True):
        # The parent's key as read (a third level under a restarted second reads 1.1.1).
        read.append(f"{read[parent]}.{key}" if parent in first_child and key.isdigit() else key)
    return read


def lettered_sections(levels: Sequence[int], texts: Sequence[str], keys: list[str]) -> list[str]:
    """The keys, with each heading whose letter is glued to its sub-number (`### B2 长上下文评测`)
    read as section B.2 where it stands right under its lettered chapter (`## B. Benchmarks`,
    key `appendix-b`): the document numbers its sections so. Elsewhere such a heading keeps no
    key (`### H100 实测` is words). A heading lettered in brackets under a numbered one
    (`#### (a) 产能` under `### 2.1 海力士`) is 2.1.a, as a brief writes it (`§2.1(a)`)."""
    open_headings: list[int] = []
    read = list(keys)
    for index, level in enumerate(levels):
        while open_headings and levels[open_headings[-1]] >= level:
            open_headings.pop()
        glued = GLUED_LETTER.match(texts[index])
        if glued and not keys[index] and open_headings:
            chapter = keys[open_headings[-1]]
            if chapter == appendix_key(glued.group(1)):
                read[index] = f"{chapter}.{int(glued.group(2))}"
        bracketed = BRACKETED_LETTER.match(texts[index])
        if bracketed and not keys[index] and open_headings:
            parent = read[open_headings[-1]]
            if NUMBER_KEY.fullmatch(parent):
                read[index] = f"{parent}.{bracketed.group(1)}"
        open_headings.append(index)
    return read


class Outline(Sequence[Heading]):
    """The headings of one text, in order, found by number or by position without a scan;
    `after` edits that touch no heading, it moves each when asked instead of copying them."""

    def __init__(
        self,
        headings: list[Heading],
        *,
        shift: Callable[[int], int] | None = None,
        keys: dict[str, list[int]] | None = None,
        titles: dict[str, list[int]] | None = None,
    ) -> None:
        self._headings = headings
        self._shift = shift
        if keys is None:
            keys = {}
            for index, heading in enumerate(headings):
                keys.setdefault(heading.key, []).append(index)
        self._keys = keys
        # Headings by their words, made on first use and shared with the outlines `after`
        # makes: every action of every brief asks it, and a 50k-line KB has thousands.
        self._titles: dict[str, list[int]] = {} if titles is None else titles

    def _moved(self, heading: Heading) -> Heading:
        move = self._shift
        if move is None:
            return heading
        return Heading(
            heading.key, heading.level, heading.text, move(heading.start), move(heading.end)
        )

    def __len__(self) -> int:
        return len(self._headings)

    @overload
    def __getitem__(self, index: int) -> Heading: ...
    @overload
    def __getitem__(self, index: slice) -> list[Heading]: ...
    def __getitem__(self, index: int | slice) -> Heading | list[Heading]:
        if isinstance(index, slice):
            return [self._moved(h) for h in self._headings[index]]
        return self._moved(self._headings[index])

    def __iter__(self) -> Iterator[Heading]:
        return (self._moved(h) for h in self._headings)

    def numbered(self, key: str) -> list[Heading]:
        """The headings whose section number is `key`."""
        return [self[i] for i in self._keys.get(key, ())]

    def titled(self, words: str) -> list[Heading]:
        """The headings whose words, number left out and normalised, are `words`."""
        if not self._titles:
            for index, heading in enumerate(self._headings):
                self._titles.setdefault(normalise(heading_words(heading)), []).append(index)
        return [self[i] for i in self._titles.get(words, ())]

    def inside(self, heading: Heading) -> list[Heading]:
        """The headings that start inside `heading`'s section, after its own line."""

        def start(index: int) -> int:
            return self[index].start

        every = range(len(self))
        first = bisect_right(every, heading.start, key=start)
        return self[first : bisect_left(every, heading.end, lo=first, key=start)]

    def after(self, edits: Sequence[Edit]) -> Outline:
        """The outline once `edits` (sorted, apart, touching no candidate line) are made."""
        ends = [e.end for e in edits]
        moves = [0, *accumulate(len(e.lines) - (e.end - e.start) for e in edits)]
        before = self._shift

        def shift(line: int) -> int:
            if before is not None:
                line = before(line)
            return line + moves[bisect_right(ends, line)]

        return Outline(self._headings, shift=shift, keys=self._keys, titles=self._titles)


class Text:
    """Lines as render reads them, with their outline and line ending, each worked out once
    (`replaced` moves the outline where edits leave every heading, fence and front matter
    line as it was, rather than scan the whole text again for every brief of a batch)."""

    def __init__(
        self,
        lines: list[str],
        *,
        joined: str | None = None,
        headings: Outline | None = None,
        crlf: int | None = None,
    ) -> None:
        """`joined`, "".join(lines), may be passed in to count the CRLFs in one call."""
        self.lines = self.view = lines  # `view`: the name render's callers read them by
        self.outline = Outline(outline(lines)) if headings is None else headings
        if crlf is None:
            # As render.line_ending counts (after splitlines() every "\r\n" ends a line).
            crlf = (
                joined.count("\r\n")
                if joined is not None
                else sum(1 for line in lines if line.endswith("\r\n"))
            )
        self.crlf = crlf
        self.front = front_matter_end(lines)

    @property
    def eol(self) -> str:
        """The text's usual line ending, as render.line_ending(lines) finds it."""
        return "\r\n" if self.crlf * 2 > len(self.lines) else "\n"

    def replaced(self, edits: Sequence[Edit], *, resplit: bool = False) -> Text:
        """The text with `edits` (made against it, none overlapping) applied; with `resplit`,
        split again as joined, in case an edit's line holds a break str.splitlines() knows."""
        ordered = sorted(edits, key=lambda e: (e.start, e.end))
        lines = self.lines[:]
        for edit in reversed(ordered):
            lines[edit.start : edit.end] = edit.lines
        if self._keeps_outline(ordered):
            return Text(lines, headings=self.outline.after(ordered), crlf=self._crlf_after(ordered))
        if resplit:
            joined = "".join(lines)
            return Text(joined.splitlines(keepends=True), joined=joined)
        return Text(lines)

    def _crlf_after(self, ordered: list[Edit]) -> int:
        """How many lines end with CRLF once the edits are made: counted in the edits only."""
        lines = self.lines
        removed = sum(1 for e in ordered for x in lines[e.start : e.end] if x.endswith("\r\n"))
        added = sum(1 for e in ordered for x in e.lines if x.endswith("\r\n"))
        return self.crlf - removed + added

    def _keeps_outline(self, ordered: list[Edit]) -> bool:
        """Whether the edits leave headings, fences and front matter as they were, only
        moved, and every new line a whole line of its own."""
        lines = self.lines
        first = max(self.front, 1)
        front = body_of(lines[0]).lstrip("\ufeff") == "---" if lines else False
        for edit in ordered:
            if edit.start < first:
                return False
            for index, line in enumerate(edit.lines):
                last = edit.end == len(lines) and index == len(edit.lines) - 1
                if line.splitlines(keepends=True) != [line] or (not last and not eol_of(line)):
                    return False
            for line in (*lines[edit.start : edit.end], *edit.lines):
                if CANDIDATE_LINE.match(line) or (front and body_of(line) in ("---", "...")):
                    return False
                if SETEXT_UNDERLINE.fullmatch(body_of(line)):
                    return False
            # A line put or changed right above an underline may make or unmake a heading.
            if edit.end < len(lines) and SETEXT_UNDERLINE.fullmatch(body_of(lines[edit.end])):
                return False
            # A bold line is a heading by the blank lines around it (bold_heading_words).
            near = (*lines[max(edit.start - 1, 0) : edit.end + 1], *edit.lines)
            if any(BOLD_HEADING.fullmatch(body_of(line)) for line in near):
                return False
        return True


def numbered_as(headings: Sequence[Heading], key: str) -> list[Heading]:
    """The headings whose section number is `key`."""
    if isinstance(headings, Outline):
        return headings.numbered(key)
    return [h for h in headings if h.key == key]


def resolve(headings: Sequence[Heading], ref: SectionRef) -> Heading:
    """The one heading a reference names, or Unresolved with the closest headings. A
    reference that may be read two ways (`§I.2`: lettered section I.2 or Roman 1.2) names the
    one heading either reading finds; headings for both are Unresolved, never a guess."""
    matches = numbered_as(headings, ref.key)
    other = other_reading(ref.raw, ref.key)
    if other and (also := numbered_as(headings, other)):
        if matches:
            where = ", ".join(f"line {h.start + 1} 「{h.text}」" for h in [*matches, *also])
            raise Unresolved(f"{ref.raw} may name either of {where}; not guessing")
        matches = also
    matches = by_numbering_word(headings, ref, matches)
    if len(matches) == 1:
        return matches[0]
    if len(matches) > 1:
        where = ", ".join(f"line {h.start + 1}" for h in matches)
        shown = shown_key(ref.key)
        raise Unresolved(f"{len(matches)} headings are numbered {shown} ({where}); not guessing")
    if ref.key.startswith("name-"):
        return named_heading(headings, ref.raw, exact=ref.key.startswith(EXACT_NAME_KEY))
    if LETTER_KEY.fullmatch(ref.key):
        raise Unresolved(
            f"no section lettered {shown_key(ref.key)}; closest: {closest(headings, ref.key)}"
        )
    if not NUMBER_KEY.fullmatch(ref.key):
        return named_list(headings, ref)
    raise Unresolved(f"no section numbered {ref.key}; closest: {closest(headings, ref.key)}")


# An entry's id as a brief names it without its brackets: `PT-09`, `KV03`.
ENTRY_ID_NAME = re.compile(r"[A-Z]{1,3}-?\d{1,4}")
# An entry that opens with its name (`【DPO】直接偏好优化…`, `- 【DPO】…`, `1. 【DPO】…`).
# (A name written as a link, `- [Heron r2](https://…)（…）— …`, is read inside its brackets.)
ENTRY_OPENING = re.compile(
    r"\s{0,3}(?:[-*+]\s+|\d{1,3}(?:\.\d{1,3}){1,3}\s+|\d{1,3}[.)、]\s*)?(?:\*\*)?"
    r"(?:\[(?=[^\[\]\n]+\]\())?"
)


def entry_opens_with(line: str, name: str) -> bool:
    """Whether `line` is an entry that opens with `name` (`- **HNSW**`, `- HNSW：…`), whole."""
    opening = ENTRY_OPENING.match(line)
    at = opening.end() if opening else 0
    return re.compile(rf"{re.escape(name)}(?=\*\*|__|[：:（(，,\s]|$)").match(line, at) is not None


def table_row_named(line: str, name: str) -> bool:
    """Whether `line` is a table row whose first cell is `name` (bold or not), whole."""
    cells = line.strip().split("|")
    return len(cells) > 2 and not cells[0].strip() and cells[1].strip().strip("*_").strip() == name


def names_a_row(clause: str, name: str) -> bool:
    """Whether the request calls the thing it names a row (`KuaiRand 行的备注补…`, `X 一行`):
    a table's row of that name then, before a list line that opens with the same word."""
    # (`表「X」一行`: the name's closing quote may stand before the noun.)
    return (
        bool(name)
        and re.search(rf"{re.escape(name)}[」』”\"*_]*\s*(?:这|那|该)?一?行", clause) is not None
    )


def names_a_definition(clause: str, name: str) -> bool:
    """Whether the request speaks of the name's definition (`M-FALCON 的定义末尾补…`): a term
    defined in a paragraph or list line then, not a table row that opens with the same word."""
    return (
        bool(name)
        and re.search(rf"{re.escape(name)}\s*(?:的\s*)?(?:定义|释义)", clause) is not None
    )


def names_an_entry(clause: str, name: str) -> bool:
    """Whether the request calls the thing it names an entry (`SWE-agent 条目中…`, `X 那条`):
    the one entry so named then, not a table row that opens with the same word."""
    return (
        bool(name)
        and re.search(rf"{re.escape(name)}\s*(?:这|那|该)?一?(?:条目|条(?!件))", clause) is not None
    )


def holder_of_entry(
    lines: Sequence[str], headings: Sequence[Heading], name: str, *, said: str = ""
) -> Heading:
    """The innermost section holding the one entry that opens with `name` (`【DPO】`), the
    way a brief names an entry of a document with no section (`【DPO】条目后附上"…"`); no
    such entry, or several, is Unresolved: which one is meant is not guessed. A request (`said`)
    that calls it a row (`M-FALCON 行`) means the one table row of that name, where a glossary
    paragraph or a list line also opens with it; one that speaks of its definition means the
    one entry so named that is no table row."""
    # A name in the KB's own marks (`【DPO】`) ends there; a plain name (`前缀缓存`) must end
    # where the entry's name does (`**前缀缓存**：`), not run on into other words.
    after = "" if name.startswith("【") else r"(?=\*\*|__|[：:（(，,】\]\s]|$)"
    # An id named bare (`PT-09 条目`) is also the entry whose line writes it in brackets; a
    # name is also the entry whose line writes an id before it (`**[PT-09] 名称**`).
    brackets = ENTRY_ID_NAME.fullmatch(name) is not None
    opens = re.compile(
        rf"\[?{re.escape(name)}\]?{after}"
        if brackets
        else rf"(?:\[{ENTRY_ID_NAME.pattern}\]\s*)?{re.escape(name)}{after}"
    )
    found = [
        index
        for index, line in enumerate(lines)
        if opens.match(line, ENTRY_OPENING.match(line).end())  # type: ignore[union-attr]
        # `#### 异步检查点` over one paragraph: an entry written as a heading.
        or entry_under_heading(lines, index, len(lines), name) is not None
        # `| SWE-bench Verified | …`: a table row named by its first cell, whole.
        or table_row_named(line, name)
    ]
    rows = [index for index in found if table_row_named(lines[index], name)]
    titled = [
        h.start
        for h in headings
        if h.start not in found and normalise(HEADING_ASIDE.sub("", h.text)) == normalise(name)
    ]
    if len(titled) == 1 and found == rows and not names_a_row(said, name):
        # `#### FireRedASR-2-LLM` with its fields below it, and a table row of that name
        # elsewhere: the entry (`X 条目的评述末尾…`) is the heading's, held by the section
        # above it, never the row's number cell.
        found = titled
    if not found:
        raise Unresolved(f"no entry of the document opens with {name}")
    one_not_a_row = len(found) - len(rows) == 1
    if names_a_row(said, name) and len(found) > 1 and len(rows) == 1:
        found = rows
    elif one_not_a_row and (names_a_definition(said, name) or names_an_entry(said, name)):
        found = [index for index in found if index not in rows]
    if len(found) > 1:
        where = ", ".join(f"line {index + 1}" for index in found[:6])
        raise Unresolved(f"{len(found)} entries open with {name} ({where}); not guessing")
    return innermost_holder(headings, found[0], f"the entry {name}")


# What may lead a line before the label it opens with: quote marks, a list marker, bold.
# (A checklist's box after the marker too: `- [ ] Q6：…`, `- [x] Q5：…`.)
QUESTION_LINE_LEAD = re.compile(
    r"^[ \t]*(?:>[ \t]?)*(?:#{1,6}[ \t]+|(?:[-*+]|\d{1,3}[.)])[ \t]+(?:\[[ xX]\][ \t]+)?)?"
    # (`5. 【Q-9】…`: a numbered question whose label stands in brackets.)
    r"(?:\*\*|__)?(?:【|\[(?![ xX]\]))?"
)


def lines_opening_with_label(lines: Sequence[str], among: range, label: str) -> list[int]:
    """The lines among `among` that open with `label` (`Q13（2026-11）：…`, `> **问题 3**：…`),
    after what may lead a line (QUESTION_LINE_LEAD)."""
    # (`**Q3.** …`: a stop after the label ends it; `Q3.1` is another label.)
    opens = re.compile(rf"{re.escape(label)}(?!\w|\.\w)")
    found = []
    for k in among:
        body = body_of(lines[k])
        lead = QUESTION_LINE_LEAD.match(body)
        # (`8.` for the eighth of a numbered list is the list's own marker.)
        indent = len(body) - len(body.lstrip(" \t"))
        if opens.match(body, lead.end() if lead else 0) or opens.match(body, indent):
            found.append(k)
    return found


def innermost_holder(headings: Sequence[Heading], index: int, what: str) -> Heading:
    """The deepest heading whose section holds line `index`; Unresolved (naming `what` stands
    there) when no heading does."""
    holders = [h for h in headings if h.start < index < h.end]
    if not holders:
        raise Unresolved(f"{what} (line {index + 1}) is under no heading")
    return max(holders, key=lambda heading: heading.level)


# A line of a checklist whose box is open: `- [ ] …`, `1. [ ] …`.
OPEN_BOX_LINE = re.compile(r"\s{0,3}(?:[-*+]|\d{1,3}[.)])\s+\[ \]\s")


# Emphasis marks around a label that leads a paragraph: `**（二）三星**`.
EMPHASIS_MARK = re.compile(r"\*\*|__")


def opens_with(body: str, words: str) -> bool:
    """Whether a paragraph's first line opens with `words`, after the number the document
    may give it (`3.3.1　氚供应是…` opens with `氚供应是`)."""
    number = NUMBERED_PARAGRAPH.match(body)
    text = body[number.end() :] if number else body
    # A paragraph led by a bold run-in label (`**（二）三星** 三星 HBM3E…`) opens with the
    # label's words, as a reader sees them.
    unemphasised = EMPHASIS_MARK.sub("", text).lstrip(" \t\u3000")
    return (
        text.lstrip(" \t\u3000").startswith(words)
        or body.lstrip().startswith(words)
        or unemphasised.startswith(words)
    )


def holder_of_paragraph(lines: Sequence[str], headings: Sequence[Heading], words: str) -> Heading:
    """The innermost section holding the document's one paragraph of its own text that opens
    with `words` (`以「X」开头的那一段…` names no section); none, or several, is Unresolved."""
    found = [
        heading
        for heading in headings
        for first, _ in own_paragraphs(lines, section_span(heading))
        if opens_with(body_of(lines[first]), words)
    ]
    if len(found) != 1:
        raise Unresolved(
            f"{len(found)} paragraphs of the document open with 「{words}」; wanted one"
        )
    return found[0]


def holder_of_box(lines: Sequence[str], headings: Sequence[Heading], words: str) -> Heading:
    """The innermost section holding the document's one open checkbox line with `words` right
    after its box (`- [ ] X…`), the way a brief names a line to tick without its section
    (`跟进事项"X"一项勾选完成`): a question list's or a to-do list's alike. Several such lines
    are Unresolved (which is meant is not guessed); with none, the document's question list,
    whose questions may be closed by a status rather than a box."""
    found = [
        index
        for index, line in enumerate(lines)
        if OPEN_BOX_LINE.match(line) and f"[ ] {words}" in line
    ]
    if not found:
        return resolve(headings, SectionRef(key="questions", raw="open question list"))
    if len(found) > 1:
        where = ", ".join(f"line {index + 1}" for index in found[:6])
        raise Unresolved(
            f"{len(found)} open checkbox lines hold 「{words}」 ({where}); not guessing"
        )
    return innermost_holder(headings, found[0], "the checkbox line")


# The document's line of its version: `版本：v1.3（…）｜…`, `> **Version**: 2.1`, in its opening.
VERSION_LINE_LEAD = re.compile(
    r"^\s{0,3}(?:>\s?)?(?:\*\*|__)?(?:版本号?|(?i:version))(?:\*\*|__)?[ \t]*[：:][ \t]*"
    r"(?:\*\*|__)?[ \t]*[vV]?\d"
)


def version_line(lines: Sequence[str], headings: Sequence[Heading]) -> int:
    """The index of the document's one version line, among the lines before its first section
    under the title; Unresolved where it has none there, or several."""
    starts = sorted(h.start for h in headings)
    # (The title's own heading, at the top, holds the opening; the next heading ends it.)
    opened = starts[1:] if starts and starts[0] <= 2 else starts
    end = opened[0] if opened else len(lines)
    found = [k for k in range(end) if VERSION_LINE_LEAD.match(lines[k])]
    if len(found) != 1:
        raise Unresolved(
            f"{'no' if not found else len(found)} version line"
            f"{'s' if len(found) > 1 else ''} (`版本：v…`) in the document's opening before its "
            "first section; check by hand"
        )
    return found[0]


# A question counted in a numbered list, in the chapter named before it: `第 7 章第 4 问`.
COUNTED_QUESTION = re.compile(
    r"(?:第[ \t]?(?P<chapter>\d{1,2}|[一二三四五六七八九十]{1,3})[ \t]?章(?:的)?[ \t]?)?"
    r"第[ \t]?(?P<nth>\d{1,3})[ \t]?(?:问|个问题)"
)


def holder(
    lines: Sequence[str], headings: Sequence[Heading], ref: SectionRef, said: str
) -> Heading:
    """The heading a reference lands in: the section of the one entry (ENTRY_NAMED) or open
    checkbox line (BOX_NAMED) it names, else the section it names (resolve)."""
    if ref.key == ENTRY_NAMED:
        return holder_of_entry(lines, headings, ref.raw, said=said)
    if ref.key == BOX_NAMED:
        return holder_of_box(lines, headings, ref.raw)
    if ref.key == PARAGRAPH_OPENING:
        return holder_of_paragraph(lines, headings, ref.raw)
    if ref.key == QUESTION_LINE:
        # `第 7 章第 4 问`: the line opening `4.` among the lines of that chapter.
        counted = COUNTED_QUESTION.fullmatch(ref.raw)
        label = f"{counted['nth']}." if counted else ref.raw
        number = section_key(counted["chapter"]) if counted and counted["chapter"] else ""
        chapter = [h for h in headings if h.key == number] if number else []
        if number and len(chapter) != 1:
            raise Unresolved(f"{len(chapter)} sections numbered {number}; wanted one")
        among = range(chapter[0].start, chapter[0].end) if chapter else range(len(lines))
        found = lines_opening_with_label(lines, among, label)
        if len(found) != 1:
            raise Unresolved(f"{len(found)} lines open with {ref.raw}; wanted one")
        return innermost_holder(headings, found[0], f"the line of {ref.raw}")
    if ref.key == VERSION_LINE:
        return innermost_holder(headings, version_line(lines, headings), "the version line")
    if ref.key == WORDS_HELD:
        return holder_of_words(lines, headings, ref.raw, ref.part, said)
    return resolve(headings, ref)


def holder_of_words(
    lines: Sequence[str],
    headings: Sequence[Heading],
    words: str,
    number: str = "",
    said: str = "",
) -> Heading:
    """The innermost section holding the document's one line with `words` in it, not a
    heading's (a change that quotes the words it replaces names no section); none, or
    several, is Unresolved. Of several, the one table row the request names by its first
    cell (`表中化工那一行`, in `said`) is that line. A `number` the brief names the place by
    (`4.4.2 随之调整：…`) is the line's own (`4.4.2　表中…`) or its section's, or the words
    are not placed."""
    titles = {heading.start for heading in headings}
    found = [k for k, line in enumerate(lines) if words in line and k not in titles]
    if len(found) > 1 and said:
        named = [k for k in found if row_named_in(lines[k], said)]
        found = named if len(named) == 1 else found
    if len(found) != 1:
        where = ", ".join(f"line {index + 1}" for index in found[:6])
        raise Unresolved(
            f"{len(found)} lines of the document hold 「{words}」{f' ({where})' if where else ''}"
            "; wanted one"
        )
    heading = innermost_holder(headings, found[0], f"the line holding 「{words}」")
    if number and not (
        section_key(number) in enclosing_keys(heading.key)
        or heading_key(body_of(lines[found[0]])) == section_key(number)
    ):
        raise Unresolved(
            f"the line holding 「{words}」 (line {found[0] + 1}) is not in {number}, the place "
            "the brief names"
        )
    return heading


def row_named_in(line: str, said: str) -> bool:
    """Whether `line` is a table row whose first cell the words name as a row (`化工那一行`,
    `化工行`, `「化工」一行`)."""
    if not TABLE_ROW.match(line):
        return False
    first = line.strip().strip("|").split("|")[0].strip().strip("*")
    if not first:
        return False
    return re.search(rf"{re.escape(first)}[」\"”]?[ \t]?(?:这|那)?一?[ \t]?行", said) is not None


def by_numbering_word(
    headings: Sequence[Heading], ref: SectionRef, matches: list[Heading]
) -> list[Heading]:
    """Of the headings a reference's number names, those its numbering word picks: `Chapter 3`
    / `第 3 章` the heading written `Chapter 3` / `第 3 章` and not `Part III` / `第三部分`, which
    the document may number alike; `Part II, Chapter 3` the chapter inside Part II. Where no
    heading carries the word, all of them stay (and several are Unresolved, as before)."""
    kind = numbering_kind(ref.raw, last=True)
    if not kind:
        return matches
    if kind == "section" and not any(numbering_kind(h.text) == "section" for h in matches):
        # `第二节` where sections are numbered afresh in each chapter (`## 第二章` / `### 第二节`):
        # not chapter 2, but each chapter's second section, told apart by their title (below,
        # or titled_among) or Unresolved.
        own = sections_written(headings, ref.key)
        if own:
            return own
    carried = [h for h in matches if numbering_kind(h.text) == kind]
    if carried and len(matches) > 1:
        matches = carried
    elif not carried and matches:
        # `Chapter 3` where the one heading numbered 3 writes `Part III`: the brief's word and
        # the heading's disagree, and which is wrong is not guessed. A heading that writes no
        # word (`## 3. Foo`) may be named by any.
        unworded = [h for h in matches if not numbering_kind(h.text)]
        if not unworded:
            where = ", ".join(f"line {h.start + 1} 「{h.text}」" for h in matches)
            raise Unresolved(
                f"{ref.raw}: the brief names a {kind}, but the heading numbered "
                f"{shown_key(ref.key)} is {where}; not guessing"
            )
        matches = unworded
    part = part_of_path(ref.raw)
    if part and matches:
        parts = [h for h in numbered_as(headings, part) if numbering_kind(h.text) == "part"]
        if len(parts) != 1:
            raise Unresolved(
                f"{ref.raw}: {len(parts)} parts are numbered {shown_key(part)}; not guessing"
            )
        inside = [h for h in matches if parts[0].start < h.start < parts[0].end]
        if not inside:
            raise Unresolved(
                f"{ref.raw}: no heading numbered {shown_key(ref.key)} inside "
                f"line {parts[0].start + 1} 「{parts[0].text}」; not guessing"
            )
        matches = inside
    return matches


def sections_written(headings: Sequence[Heading], number: str) -> list[Heading]:
    """The headings that write themselves section `number` of their chapter (`### 第二节 重排`,
    whose key is its chapter's `1.2`)."""
    return [
        heading
        for heading in headings
        if (match := CHAPTER.match(heading.text))
        and match.group(2)
        and numbering_kind(heading.text) == "section"
        and section_key(match.group(2)) == number
    ]


# The words a brief writes right after a section's number: its title, when it gives one
# (`§III.2 在线与迭代方法 新增…`), else the request's own words (`§2.1 新增一条`).
# The verb a section's title may run into (`双塔新增一条`).
VERB_AFTER_TITLE = re.compile(r"新增|增加|增补|补充|补录|补|加|添|登记|写入|末尾|小节|一节")
WORDS_AFTER = re.compile(
    r"\s*(?:[「『（(](?P<quoted>[^\s，,；;。：:\"“”「」『』（）()]{2,30})[」』）)]"
    r"|(?P<words>[^\s，,；;。：:\"“”「」『』（）()]{2,30}))"
)


def misnamed(
    headings: Outline, heading: Heading, request: str, raw: str, lines: Sequence[str] = ()
) -> None:
    """Unresolved when the words right after a reference (`raw` in `request`) are the title of
    another section and not of the one its number names: the number or the title is wrong,
    and which is meant is not guessed. Words that are no heading's title pass, and so do the
    title of a part of the section (`§1.1 已退出主干 X 一条`) or of a section holding it, and
    the name of a row of the section's tables (`§3.1 X 的 Y 由 A 改为 B`, X an entry's
    `#### X` elsewhere too)."""
    at = request.find(raw) if raw else -1
    found = WORDS_AFTER.match(request, at + len(raw)) if at >= 0 else None
    if found is None:
        return
    written = found.group("quoted") or found.group("words")
    if found.group("words") and not headings.titled(normalise(written)):
        # `§1.2 双塔新增一条`: the words run into the verb with no space between; only a
        # numbered section's title counts then (`开放问题新增一条` names a part, not §N).
        cut = VERB_AFTER_TITLE.split(written, maxsplit=1)[0]
        if any(h.key for h in headings.titled(normalise(cut))):
            written = cut
    words = normalise(written)
    own = normalise(heading_words(heading))
    if not words or not own or words in own or own in words:
        return
    others = [
        h
        for h in headings.titled(words)
        if not heading.start <= h.start < heading.end and not h.start <= heading.start < h.end
    ]
    named_row = any(
        table_row_named(lines[k], written.strip()) for k in range(heading.start, heading.end)
    )
    if len(others) == 1 and not named_row:
        other = others[0]
        raise Unresolved(
            f"{raw} is 「{heading.text}」 (line {heading.start + 1}), but the brief calls it "
            f"「{written}」, the title of line {other.start + 1} 「{other.text}」; "
            "which one is meant is not guessed"
        )


# The key of a section numbered by a letter (`appendix-b.2`: `## B.` … `### B.2`, `附录 B`).
LETTER_KEY = re.compile(r"appendix-[a-z](?:\.\d+)*")


# The words right after a section's reference that may name one of its parts: quoted
# (`§5.8 的「回滚检查单」`, `第一部分里「越狱检测」`: a word of place before a quoted name) or
# bare up to a space or a word of place (`§5.8 回滚检查单末尾`).
PART_AFTER = re.compile(
    r"\s*(?:的\s*|(?:里|中|内|之下|下)的?\s*(?=[「“\"『]))?(?:[「“\"『](?P<quoted>[^」”\"』]{1,40})[」”\"』]"
    r"|(?P<bare>[^\s「“\"『，,。；;：:]{1,40}?)"
    r"(?=\s|小节|一节|部分|末尾|最后|结尾|里面|里|中|下面|下|的|[，,。；;：:]|$))"
)


# The noun that says words name a sub-section (`良率小节`, `「良率」一节`).
PART_NOUN = re.compile(r"[」”\"』]?\s*(?:小节|一节|子节)")
# A chapter's own noun before its part's words (`「厂商」部分动态一节`).
PART_NOUN_LEAD = re.compile(r"^(?:部分|章|节)(?:的|里|中)?")
# Words that point at a section already named (`那一节`, `该小节`, `本节`).
POINTING = re.compile(r"[那这该此本同]")


def part_named_after(headings: Outline, heading: Heading, request: str, raw: str) -> Heading | None:
    """The one sub-heading of `heading` whose words a brief writes right after the reference
    `raw` (`§5.8 的「回滚检查单」末尾加一行`, `§5.8 回滚检查单 小节`): the part it names,
    even without `小节`; None when the words name none of its parts."""
    at = request.find(raw) if raw else -1
    if at < 0:
        return None
    at += len(raw)
    # (`「厂商」下的「其他厂商」`: past the quote the section's words close with.)
    at += len(request[at:]) - len(request[at:].lstrip('」”"』'))
    # `第一章 预训练 的 优化器 部分`: the section's own words after its number, then its part's.
    own_words = heading_words(heading)
    own = re.match(rf"\s*{re.escape(own_words)}(?=\s*的)", request[at:]) if own_words else None
    at += own.end() if own else 0
    found = PART_AFTER.match(request, at)
    if found is not None:
        words = normalise(found.group("quoted") or found.group("bare") or "")
        if not words or words == normalise(heading_words(heading)):
            return None
        named = [h for h in headings.inside(heading) if normalise(heading_words(h)) == words]
        if len(named) != 1 and PART_NOUN.match(request, found.end()):
            # `§2.1 良率小节第一段`: the words name a part by its noun; the section's own
            # paragraphs are not that part's. (`「X」那一节` points at X; `「厂商」部分动态一节`:
            # the chapter's noun, then words of its part `厂商动态`.)
            words = PART_NOUN_LEAD.sub("", words)
            if not words or POINTING.fullmatch(words) or words in normalise(heading_words(heading)):
                # (`Sparse retrieval 小节` read as `Sparse`: the section's own words go on.)
                return None
            holding = [h for h in headings.inside(heading) if words in normalise(heading_words(h))]
            if len(holding) == 1:
                return holding[0]
            raise Unresolved(
                f"the brief names the part 「{found.group('quoted') or found.group('bare')}」 of "
                f"{heading.text} (line {heading.start + 1}), but {len(named)} of its sub-headings "
                "have those words; check by hand"
            )
        if named or found.group("quoted"):
            return named[0] if len(named) == 1 else None
    # `在 §5.8 的回滚检查单加一条`, `§5.8 小结追加一条`: the part's own words, with the verb
    # right after them (no space that PART_AFTER's bare words end at).
    after = normalise(request[at:].lstrip(" 的"))
    named = [
        h
        for h in headings.inside(heading)
        if len(words := normalise(heading_words(h))) >= 2 and after.startswith(words)
    ]
    return named[0] if len(named) == 1 else None


def titled_among(headings: Outline, ref: SectionRef, request: str) -> Heading | None:
    """Of the headings that share the number a reference names (two `### §2.1`), the one
    whose words the brief writes right after the number (`§2.1 工具评测 新增…`); None when
    the words name none or several of them."""
    at = request.find(ref.raw) if ref.raw else -1
    if at < 0:
        return None
    after = normalise(request[at + len(ref.raw) :].lstrip(' 的「“"『'))
    named = [
        h
        for h in by_numbering_word(headings, ref, numbered_as(headings, ref.key))
        if (words := normalise(heading_words(h))) and after.startswith(words)
    ]
    return named[0] if len(named) == 1 else None


def shown_key(key: str) -> str:
    """A key as a reader writes the number: `appendix-b.2` → `B.2`, `3.1` stays."""
    return key[len("appendix-") :].upper() if LETTER_KEY.fullmatch(key) else key


NUMBER_KEY = re.compile(rf"{SUFFIXED}|\d+(?:\.\d+)*")
# A heading's number, which a brief naming the heading by its words leaves out: `5.3`,
# `第2章`, `七、`, `附录 A`, and letter or Roman labels with their dot (`E.`, `B.2`, `III.`,
# `III.1`, `Part III`), never a bare capital (`A 股`) nor the digits of a word (`3D 并行`,
# `4-bit 量化`, `2024年回顾`).
HEADING_NUMBER = re.compile(
    rf"^(?:§?(?:{HYPHENATED}|{SUFFIXED}|\d+(?:[.．]\d+)*)(?:[.)）、]|(?=\s|$))|第\s*\S{{1,3}}?\s*(?:部分|[章部节節])|[一二三四五六七八九十]+、"
    # `（一）VLA 模型`: a section numbered afresh in brackets under its chapter; `(a) 产能`, one
    # lettered so under its section.
    r"|[（(](?:[一二三四五六七八九十]{1,3}|[a-z])[）)]"
    r"|附录\s*[A-Z]|(?:[A-Z]|[IVX]+)(?:\.\d+)+\.?(?=\s)|(?:[A-Z]|[IVX]+)\.(?=\s)"
    r"|(?:Part|Chapter|Appendix)\s+(?:[IVX]+|\d+|[A-Z])\b\.?)\s*"
)


def heading_words(heading: Heading) -> str:
    """A heading's words without its number (`2-1 RoPE` → `RoPE`, `E. 参考` → `参考`) and
    without the attributes that end it (`批处理 {#batching}` → `批处理`)."""
    text = heading_text(heading)
    # `E. 参考`; `③-2 投机解码`, `第二部分 · 二 损失尖峰`, `B2 长上下文评测` (numbered so).
    opening = LETTERED.match(text) or (SPELT_NUMBER.match(text) if heading.key else None)
    if opening:
        words = text[opening.end() :].strip()
    else:
        words = HEADING_NUMBER.sub("", unwrapped_number(text)).strip()
    # `B-1）表面码`: the bracket closing the number is no word of the heading.
    return NUMBER_CLOSE.sub("", words)


# The bracket that closes a heading's number before its words (`B-1）`, `3.2)`).
NUMBER_CLOSE = re.compile(r"^[）)]\s*(?=\S)")


# Attributes ending a heading (Pandoc, kramdown): `{#batching}`, `{#id .class}`; and an HTML
# anchor a heading carries before or after its words (`<a id="judge"></a>`, `<span
# id="x"></span>`): no words of the heading, but the id a brief may name it by (heading_ids).
HEADING_ATTRIBUTES = re.compile(
    r"\s*\{[#.][^{}]*\}\s*$|\s*<(a|span)\s[^<>]*\b(?:id|name)\s*=[^<>]*>\s*</\1\s*>\s*"
)
HEADING_ID = re.compile(
    r"\{[^{}]*#(?P<braced>[^\s{}#.]+)[^{}]*\}\s*$"
    r"|<(?:a|span)\s[^<>]*\b(?:id|name)\s*=\s*[\"']?(?P<tagged>[^\"'\s<>]+)"
)


def heading_text(heading: Heading) -> str:
    """A heading's text without its attributes and anchors (`2.1. 评委 <a id="judge"></a>` →
    `2.1. 评委`), as a brief copies it."""
    text, attributes = HEADING_ATTRIBUTES.subn(" ", heading.text)
    return (" ".join(text.split()) if attributes else text) or heading.text


def heading_ids(heading: Heading) -> list[str]:
    """The ids a heading carries (`{#judge}`, `<a id="judge"></a>`), as a brief names the
    section by them (`#judge 一节`)."""
    return [m.group("braced") or m.group("tagged") for m in HEADING_ID.finditer(heading.text)]


# A sub-section's ordinal in brackets before its words: `（一）`, `(2)`, `（iii）`.
SUB_ORDINAL = re.compile(r"^[（(]\s*(?:[一二三四五六七八九十]+|\d+|[ivx]+)\s*[）)]\s*(?=\S)")
# A question's label before a heading's words (`#### Q5：逻辑比特何时过百？`): a label too.
QUESTION_HEADING_LABEL = re.compile(rf"^(?:{QUESTION_ID}|问题\s?\d{{1,3}})\s?[：:]\s*(?=\S)")


# The marks between the steps of a heading path as a brief writes it.
PATH_STEP = re.compile(r"\s*(?:→|->|›|»|＞)\s*")


def named_heading(headings: Sequence[Heading], path: str, *, exact: bool = False) -> Heading:
    """The one heading a brief names by its words: `长上下文基准`, or a path from the outside in,
    `基准与数据集 → 长上下文基准`. A heading whose words equal the name wins over headings that
    only contain it; two or more candidates are Unresolved with each of them, never a guess.
    `exact`: a name read as a section only because it is one heading's words (`在「X」下面加一条`)
    names the headings with those words alone."""
    # (A breadcrumb's marks part the path as the arrow does: `星座进展 › 小结`, `A » B`.)
    names = [n.strip() for n in PATH_STEP.split(path) if n.strip()]
    scope: list[Heading] = list(headings)
    found: Heading | None = None
    for name in names:
        # `「剪枝」` for `### （一）剪枝` beside `## 四、剪枝与蒸馏`: a sub-section's bracketed
        # ordinal is its label, as a chapter's `四、` is; its words are the name exactly.
        same = [
            h
            for h in scope
            if name
            in (
                SUB_ORDINAL.sub("", heading_words(h)),
                QUESTION_HEADING_LABEL.sub("", heading_words(h)),
            )
        ]
        if not same:
            # `「B. 优化器」一节`, `「三、KV 缓存 （一）分页与复用」一节`: a heading's label and
            # words as a brief copies them, its marks and spaces aside, or its chapter's before
            # them (reading.clauses.headings_named).
            same = labelled_in(scope, name)
        matches = same or ([] if exact else [h for h in scope if name in heading_words(h)])
        wanted = normalise(name)
        if not matches and wanted:
            # `「torch.compile 与算子」` for `` `torch.compile` 与算子 ``, `「open questions」` for
            # `Open questions`: the same words, but for marks, spaces and case.
            # Only the same words: a name inside another heading's words, but for case, is a
            # word of it (`Serving` in the document's title `serving notes`), not its name.
            matches = [h for h in scope if normalise(heading_words(h)) == wanted]
        if not matches and wanted:
            # `「卸載」` for `## 卸载` or the other way round: the same words in the other script.
            wanted = simplified(wanted)
            matches = [h for h in scope if simplified(normalise(heading_words(h))) == wanted]
        if not matches:
            raise Unresolved(f"no heading named 「{name}」; headings: {shown_headings(scope)}")
        if len(matches) > 1:
            shown = shown_headings(matches)
            raise Unresolved(f"{len(matches)} headings match 「{name}」 ({shown}); not guessing")
        found = matches[0]
        scope = [h for h in headings if found.start < h.start < found.end]
    if found is None:
        raise Unresolved(f"no heading named {path}")
    return found


# What a brief may write between a chapter's text and its section's (`1 | 数学与推理 的 1.1
# 基准一览`, `三、KV 缓存 / （一）分页与复用`), as heading_text_key leaves it.
CHAPTER_JOINS = "的/／→>›»＞"


def labelled_in(headings: Sequence[Heading], name: str) -> list[Heading]:
    """The headings whose label and words are `name` (heading_text_key, in simplified
    characters: `「B. 優化器」` for `B. 优化器`); else those under a heading whose text `name`
    starts with, then their own: a chapter's text, then its section's. A section's text after
    a heading it is not under names none."""
    key = text_key(name)
    found = [h for h in headings if text_key(h.text) == key]
    if found or not key:
        return found
    for chapter in headings:
        head = text_key(chapter.text)
        if head and key.startswith(head):
            rest = key[len(head) :].lstrip(CHAPTER_JOINS)
            found += [
                h
                for h in headings
                if chapter.start < h.start < chapter.end and text_key(h.text) == rest
            ]
    return found


def text_key(text: str) -> str:
    return heading_text_key(simplified(text))


def simplified(text: str) -> str:
    """Text in simplified characters, as the reader folds a brief (lexicon `script.folds`)."""
    from .reading.lexicon import default_lexicon  # the reader imports this module

    return text.translate(default_lexicon().fold)


def either_script(text: str) -> str:
    """A pattern for `text` as written in either script: each character the lexicon's
    `script.folds` pairs is a class of its simplified and traditional forms (`连续` matches
    `連續`), one character for one, so a match spans what the document writes."""
    from .reading.lexicon import default_lexicon  # the reader imports this module

    lexicon = default_lexicon()
    pattern = []
    for char in text:
        plain = lexicon.fold.get(ord(char), char)
        forms = "".join(dict.fromkeys(char + plain + lexicon.unfold.get(plain, "")))
        pattern.append(f"[{forms}]" if len(forms) > 1 else re.escape(char))
    return "".join(pattern)


def shown_headings(headings: Sequence[Heading]) -> str:
    shown = ", ".join(f"line {h.start + 1} 「{h.text}」" for h in headings[:8])
    return shown + (", …" if len(headings) > 8 else "") if shown else "(none)"


def named_list(headings: Sequence[Heading], ref: SectionRef) -> Heading:
    """The section a reference names by what it is (`参考文献`, `References`): the one heading
    with the brief's own word, else the one deepest heading that names such a list."""
    # In either script: `參考` names the heading `参考（按作者名排序）`.
    said_words = simplified(ref.raw)
    worded = [h for h in headings if ref.raw and said_words in simplified(h.text)]
    if len(worded) == 1:
        return worded[0]
    if ref.key in (CHANGELOG_KEY, "glossary", "timeline"):
        # `记变更：…`: the one heading whose words name a changelog (`修订记录`, `Changelog`);
        # `术语表末尾加…`: the one that names a glossary (`F. 术语 · Glossary`); `大事记新增…`:
        # the one that names a timeline (`三、时间线`).
        from .reading.lexicon import default_lexicon  # the reader imports this module

        kind, what = {
            CHANGELOG_KEY: ("changelog", "a changelog"),
            "glossary": ("glossary_heading", "a glossary"),
            "timeline": ("timeline_heading", "a timeline"),
        }[ref.key]
        named = default_lexicon().place[kind]
        found = [h for h in headings if named.search(heading_words(h))]
        if len(found) != 1:
            raise Unresolved(f"{len(found)} headings name {what}; wanted one")
        return found[0]
    said = ref.raw or ref.key
    kinds = [kind for kind, pattern in list_kinds().items() if pattern.search(said)]
    kinds = kinds or [k for k, pattern in list_kinds(other=True).items() if pattern.search(said)]
    # `Q5 末尾补…`: the brief names the list by a label of its items; the key says its kind.
    kinds = kinds or [ref.key] * (ref.key in list_kinds())
    if not kinds:
        raise Unresolved(f"no section named {ref.raw or ref.key}")
    return list_section(headings, kinds[0])


# A table's caption: a bold line of its own right above the table, or one blank line above
# it (`**推理引擎对比**`, `**表 2：推理引擎对比**`); the words, without a `表 2：` before them.
# (`**表 4-1 重点项目跟踪表**（规模取能量口径）`: a number of chapter and table, an aside after.)
TABLE_CAPTION = re.compile(
    r"^[ \t]*(\*\*|__)"
    r"(?:(?P<number>表\s*(?:[A-Z][-–]?)?\d{1,3}(?:[-–]\d{1,2})?)\s*(?:[：:.．、]\s*)?"
    r"|Table\s*\d{1,3}\s*[:.]\s*)?"
    # (Its aside in brackets may stand inside the bold or after it: `**表 4-1 X（截至 …）**`.)
    r"(?P<words>[^*_|\n]{1,40}?)\s*(?:[（(][^（）()\n]{0,80}[）)])?[：:]?\1[ \t]*"
    r"(?:[（(][^（）()\n]{0,80}[）)][ \t]*)?"
    r"(?:[：:][ \t]*)?$"
)
# A plain line captioning the table below it: a number first (`表 2　临江重点 DMA`, `Table 3:
# Costs`), or a quoted name and the word 表 (`「正极路线对比」表（2026 年口径）：`).
PLAIN_CAPTION = re.compile(
    r"^[ \t]*(?:(?P<number>(?:表|Table)\s*(?:[A-Z][-–]?)?\d{1,3}(?:[-–]\d{1,2})?)"
    r"(?:\s*[：:.．、]\s*|\s+)"
    r"(?P<words>[^|\n]{1,40}?)"
    r"|「(?P<quoted>[^「」|\n]{1,40})」\s*表格?[^|\n]{0,40}?)[ \t]*(?:[：:][ \t]*)?$"
)
TABLE_ROW = re.compile(r"^[ \t]{0,3}\|")
# A caption under its table, in italics or plain, its number first: `*表 2-1　典型城市…。…*`;
# its name is its words up to their first full stop.
CAPTION_BELOW = re.compile(
    r"^[ \t]*[*_]?(?P<number>(?:表|Table)\s*(?:[A-Z][-–]?)?\d{1,3}(?:[-–]\d{1,2})?)"
    r"(?:\s*[：:.．、]\s*|\s+)(?P<words>[^|。\n*_]{1,60})[^|\n]*?[*_]?[ \t]*$"
)


class Caption(NamedTuple):
    """A table named by a bold caption: the caption's line and words, the table's lines."""

    line: int
    words: str
    start: int  # the table's header row
    end: int  # one past its last row
    number: str = ""  # the caption's number as it is written (`表 2`), if it has one


def caption_below(lines: Sequence[str], index: int) -> Caption | None:
    """The table right above line `index` (one blank line between at most) that the line
    captions, number first (`*表 2-1　典型城市夏季夜间热岛强度。…*`), or None."""
    caption = CAPTION_BELOW.match(lines[index])
    above = index - 1
    if above >= 0 and not lines[above].strip():
        above -= 1
    if caption is None or above < 1 or not TABLE_ROW.match(lines[above]):
        return None
    start = above
    while start > 0 and TABLE_ROW.match(lines[start - 1]):
        start -= 1
    if start + 1 > above or not TABLE_DELIMITER.match(body_of(lines[start + 1]).strip()):
        return None
    number = re.sub(r"\s+", " ", caption.group("number"))
    return Caption(index, caption.group("words").strip(), start, above + 1, number)


def table_captions(lines: Sequence[str]) -> list[Caption]:
    """The tables of a document that a bold caption names (TABLE_CAPTION), each with its
    caption: a table a brief may name by those words (`在「推理引擎对比」表中新增一行`)."""
    found = []
    for index, line in enumerate(lines):
        opening = ("**", "__", "表", "Table", "「", "*表", "_表", "*Table")
        if not line.lstrip(" \t").startswith(opening) or "|" in line:
            continue  # most lines, told apart without a pattern
        caption = TABLE_CAPTION.match(body_of(line)) or PLAIN_CAPTION.match(body_of(line))
        if caption is None:
            if (below := caption_below(lines, index)) is not None:
                found.append(below)
            continue
        named = caption.groupdict()
        words = named.get("quoted") or caption.group("words")
        number = re.sub(r"\s+", " ", named.get("number") or "")
        start = index + 1
        if start < len(lines) and not lines[start].strip():
            start += 1
        if start + 1 >= len(lines) or not TABLE_ROW.match(lines[start]):
            continue
        if not TABLE_DELIMITER.match(body_of(lines[start + 1]).strip()):
            continue
        end = start + 2
        while end < len(lines) and TABLE_ROW.match(lines[end]):
            end += 1
        found.append(Caption(index, words.strip(), start, end, number))
    return found


# A table's delimiter row: `| --- | :-: |`, `|---|---|`.
TABLE_DELIMITER = re.compile(r"^\|?\s*:?-{1,}:?\s*(?:\|\s*:?-{1,}:?\s*)*\|?$")


def captioned_table(lines: Sequence[str], headings: Sequence[Heading], name: str) -> Span | None:
    """The lines of the one table whose bold caption is `name` (its marks, spaces, case and
    script aside), from the caption to the table's last row, where no heading has those words:
    None when no caption is so worded, Unresolved when several are."""
    wanted = normalise(name)
    if not wanted or any(normalise(heading_words(h)) == wanted for h in headings):
        return None
    found = [
        c for c in table_captions(lines) if wanted in (normalise(c.words), normalise(c.number))
    ]
    if len(found) > 1:
        where = ", ".join(f"line {c.line + 1}" for c in found)
        raise Unresolved(f"{len(found)} tables are captioned 「{name}」 ({where}); not guessing")
    if not found:
        return None
    # (From the caption above the table, or from the table's header row above its caption.)
    start = min(found[0].line + 1, found[0].start)
    return Span(start=start, end=found[0].end, title=found[0].words)


# A note of a table, on its own line right under it: `注：…`, `注 1：…`, `**数据来源**：…`.
TABLE_NOTE = re.compile(
    r"^[ \t]*[*_]{0,2}(?:注|说明|备注|来源|数据来源|资料来源|(?i:notes?|sources?))"
    r"(?:[ \t]*\d{1,2})?(?:[*_]{1,2})?[ \t]*[：:]"
)


def table_notes(lines: Sequence[str], end: int) -> range:
    """The lines of notes right under a table that ends at `end` (a blank line between at
    most): the table's own (`表 2 下方那条注…`), for a change of their words only: the end of
    the table is not the end of its last note."""
    below = end + 1 if end < len(lines) and not lines[end].strip() else end
    after = below
    while after < len(lines) and TABLE_NOTE.match(body_of(lines[after])):
        after += 1
    return range(below, after)


def list_kinds(*, other: bool = False) -> dict[str, re.Pattern[str]]:
    """The words a heading names each list of the document with (`citations`, `questions`,
    `trends`: the lexicon's `lists`), or with `other`, the other names they go by."""
    from .reading.lexicon import default_lexicon  # the reader imports this module

    lexicon = default_lexicon()
    return lexicon.other_lists if other else lexicon.lists


# A note in brackets that ends a heading (`参考（按作者名排序）`, `Notes (draft)`, an entry's
# date `DistServe（2026-02）`): no part of what the section is, nor of the entry's name.
HEADING_ASIDE = re.compile(r"\s*[（(][^（）()]*[）)]\s*$")


def list_section(headings: Sequence[Heading], kind: str) -> Heading:
    """The section that holds the document's list of `kind` ("citations", "questions",
    "trends"), found by its heading's words: the deepest heading that names it (`### 6.1 开放
    问题` rather than `## 六、开放问题与趋势`); Unresolved when none does, or several do."""
    found = headings_naming(headings, kind)
    if not found:
        raise Unresolved(f"no heading names the {kind} list")
    deepest = max(h.level for h in found)
    equals = [h for h in found if h.level == deepest]
    if len(equals) > 1:
        where = ", ".join(f"line {h.start + 1}" for h in equals)
        raise Unresolved(f"{len(equals)} headings name the {kind} list ({where}); not guessing")
    return equals[0]


def headings_naming(headings: Sequence[Heading], kind: str) -> list[Heading]:
    """The headings whose words name the document's list of `kind`: by its names, else (none
    so named) by the other names it goes by."""
    for pattern in (list_kinds()[kind], list_kinds(other=True)[kind]):
        found = [
            h
            for h in headings
            if pattern.search(h.text)
            or pattern.search(heading_words(h))
            or pattern.search(HEADING_ASIDE.sub("", heading_words(h)))
        ]
        if found:
            return found
    return []


def closest(headings: Sequence[Heading], key: str) -> str:
    numbered = [h for h in headings if h.key]

    def ordinal(number: str) -> float:
        # Component-wise, so that 5.10 comes after 5.9 (as a float it would equal 5.1) and
        # chapters 7 and 8 are 1 apart.
        return sum(int(part) / 1000.0**depth for depth, part in enumerate(number.split(".")))

    def distance(heading: Heading) -> tuple[int, float]:
        a, b = key.split("."), heading.key.split(".")
        shared = len(list(takewhile(lambda pair: pair[0] == pair[1], zip(a, b, strict=False))))
        try:
            gap = abs(ordinal(heading.key) - ordinal(key))
        except ValueError:
            gap = 99.0
        return (-shared - (len(a) == len(b)), gap)

    best = sorted(numbered, key=distance)[:3]
    shown = ", ".join(f"§{shown_key(h.key)} {h.text}" for h in best)
    return shown or "(the KB has no numbered headings)"


UNMARKED = re.compile(r"[\s*_`]+")
# What part_span reads in a section's own lines: the bullet before a label, a bold start.
LABEL_LEAD = re.compile(r"^\s*(?:[-*+]\s+)?")
BOLD_LEAD = re.compile(r"^\s*(\*\*|__)")
BOLD = re.compile(r"(\*\*|__)(.+?)\1")
LABELLED = re.compile(r"^\s*(?:[-*+]\s+)?\*\*[^*]+\*\*")


# The same KB lines are compared again for every brief of a batch.
@functools.lru_cache(maxsize=1 << 16)
def normalise(text: str) -> str:
    # `９１%` is `91%`: a line written with ASCII digits already says the brief's full-width ones.
    # `連續批處理` is `连续批处理`: a name or value in either script says the other (simplified).
    return simplified(in_ascii(UNMARKED.sub("", text)).lower())


# A paragraph that opens with its own number under a numbered section (`1.2.1　时间可利用率…`):
# a brief names it as a section (kb.numbered_paragraphs, render.numbered_paragraph).
NUMBERED_PARAGRAPH = re.compile(r"^\s*(?P<key>\d{1,3}(?:\.\d{1,3}){2,3})(?![\d.])[\s\u3000]")


@dataclass(frozen=True)
class Span:
    """Lines [start, end) that an edit may touch: a section body or one of its parts."""

    start: int
    end: int
    title: str


def section_span(heading: Heading) -> Span:
    return Span(start=heading.start + 1, end=heading.end, title=heading.text)


def own_body(lines: Sequence[str], span: Span) -> Span:
    """The part of a span before its first sub-heading when it holds any text (§5.8's new entry
    goes among its own entries, not into its last `####` part), else the whole span."""
    block = lines[span.start : span.end]
    inner = outline(block)
    if not inner:
        return span
    if any(line.strip() for line in block[: inner[0].start]):
        return Span(start=span.start, end=span.start + inner[0].start, title=span.title)
    return span


def questions_part(lines: Sequence[str], span: Span) -> Span | None:
    """The sub-part of a section that is its own list of open questions (`## 2 视频` … `###
    开放问题`), where a question asked of the section goes rather than among its entries;
    None when no sub-heading names one, Unresolved when several do."""
    inner = outline(lines[span.start : span.end])
    found = [h for h in inner if list_kinds()["questions"].search(heading_words(h))]
    if not found:
        return None
    if len(found) > 1:
        where = ", ".join(f"line {span.start + h.start + 1} 「{h.text}」" for h in found)
        raise Unresolved(f"this section holds several lists of questions ({where}); not guessing")
    part = found[0]
    return Span(start=span.start + part.start + 1, end=span.start + part.end, title=part.text)


# A heading that is a question: `### Q1 评测是否被污染？`, `### OQ2 …`, `#### 问题 3：…`.
QUESTION_HEADING = re.compile(r"^(?:Q|OQ|问题)\s*\d+(?![\d.])|[？?]\s*$")


def question_headings(lines: Sequence[str], span: Span) -> list[Heading]:
    """The sub-headings of a section when each of them (two or more) is a question (`### Q1
    …？` with its notes under it); [] otherwise."""
    inner = outline(lines[span.start : span.end])
    asked = [h for h in inner if QUESTION_HEADING.search(h.text.strip())]
    return asked if len(inner) >= 2 and len(asked) == len(inner) else []


# An Obsidian callout of questions: `> [!question] 开放问题`, `> [!faq]-`.
QUESTION_CALLOUT = re.compile(r"^\s*>\s*\[!(?:question|questions|faq|help)\][-+]?", re.I)
# A callout of any type and its title: `> [!NOTE] 开放问题`, `> [!tip]- Open questions`.
TITLED_CALLOUT = re.compile(r"^\s*>\s*\[![A-Za-z]+\][-+]?[ \t]*(?P<title>[^\n]*?)\s*$")


def is_question_callout(line: str) -> bool:
    """Whether a line opens a callout of questions: by its type (`> [!question]`), or by a
    title that names the document's questions list (`> [!NOTE] 开放问题`)."""
    if QUESTION_CALLOUT.match(line):
        return True
    titled = TITLED_CALLOUT.match(line)
    title = (
        HEADING_ASIDE.sub("", UNMARKED.sub(" ", titled.group("title"))).strip() if titled else ""
    )
    return bool(title) and bool(list_kinds()["questions"].search(title))


def questions_callout_span(lines: Sequence[str]) -> Span | None:
    """The lines of the document's one callout titled as its open questions (`> [!NOTE] 开放
    问题` and the quoted lines under it), where a question goes when no heading names the
    list; None when no callout is so titled, Unresolved when several are."""
    starts = [
        k
        for k, line in enumerate(lines)
        if TITLED_CALLOUT.match(line) and is_question_callout(line)
    ]
    if not starts:
        return None
    if len(starts) > 1:
        where = ", ".join(f"line {k + 1}" for k in starts)
        raise Unresolved(
            f"{len(starts)} callouts are titled as open questions ({where}); not guessing"
        )
    end = starts[0] + 1
    while end < len(lines) and QUOTE_MARK.match(lines[end]):
        end += 1
    title = TITLED_CALLOUT.match(lines[starts[0]])
    assert title is not None
    return Span(start=starts[0], end=end, title=title.group("title").strip())


# A footnote's definition, at its line's start (`[^kuiper-fcc]: …`, `[^3]: …`).
FOOTNOTE_DEFINITION_LINE = re.compile(r"\[\^[^\]\s]+\]:")


def footnotes_span(lines: Sequence[str]) -> Span | None:
    """The document's footnote definitions, first to last, where a new one goes when no
    heading names its citations list (definitions under a rule at the end, no heading of
    their own); None where it defines none, or defines them in more than one run (other
    lines between, but for blank ones and a definition's indented lines)."""
    defined = [k for k, line in enumerate(lines) if FOOTNOTE_DEFINITION_LINE.match(line)]
    if not defined:
        return None
    between = lines[defined[0] : defined[-1] + 1]
    if any(
        line.strip() and not line[:1].isspace() and not FOOTNOTE_DEFINITION_LINE.match(line)
        for line in between
    ):
        return None
    return Span(start=defined[0], end=defined[-1] + 1, title="footnotes")


def question_callout(lines: Sequence[str], span: Span) -> Tail | None:
    """Where a new question of a section goes when its questions stand in one callout (`>
    [!question] 开放问题` + `> - …？` lines, or `> [!NOTE] 开放问题` + `> 1. …？`): after the
    callout's last item, quoted; None when the section has no such callout, or several."""
    starts = [k for k in range(span.start, span.end) if is_question_callout(lines[k])]
    if len(starts) != 1:
        return None
    end = starts[0]
    while end + 1 < span.end and QUOTE_MARK.match(lines[end + 1]):
        end += 1
    return quote_tail(lines, end, "", kind="question")


# A callout that holds one question under its label: `> [!question] Q1.1-a`, its question on
# the quoted lines after it (`> 长度预测器能否迁移？`).
LABELLED_CALLOUT = re.compile(
    r"^(?P<head>[ \t]*>[ \t]*\[!question\][-+]?[ \t]+)(?P<label>[^\s\]]{1,24})[ \t]*$", re.I
)
# A line of a list (`- …`, `1. …`): a callout that lists questions, not one that holds one.
LISTED_LINE = re.compile(r"(?:[-*+]|\d{1,3}[.)])\s")
# A label's running part: a letter or a number at its end (`Q1.1-a`, `Q7`).
LABEL_COUNTER = re.compile(r"(?P<stem>.*?)(?P<run>[a-y]|\d+)$")


class LabelledCallout(NamedTuple):
    """One question callout: its head line's opening, its label, its last quoted line."""

    head: str
    label: str
    last: int


def quote_run_end(lines: Sequence[str], at: int, end: int) -> int:
    """The last line of the run of non-empty quoted lines (`> …`) that line `at` opens, before
    line `end`."""
    last = at
    while (
        last + 1 < end and QUOTE_MARK.match(lines[last + 1]) and lines[last + 1].strip(" >\t\r\n")
    ):
        last += 1
    return last


def labelled_callouts(lines: Sequence[str], start: int, end: int) -> list[LabelledCallout]:
    """The callouts between lines `start` and `end` that each hold one question under a label
    of their own (`> [!question] Q1.1-a` / `> …？`), in order; a list in a callout (`> - …？`)
    is no such question."""
    found = []
    for k, head in lines_matching(lines, LABELLED_CALLOUT):
        if not start <= k < end:
            continue
        last = quote_run_end(lines, k, end)
        asked = [QUOTE_MARK.sub("", lines[j]).strip() for j in range(k + 1, last + 1)]
        if asked and not LISTED_LINE.match(asked[0]) and ASKS.search(asked[-1]):
            found.append(LabelledCallout(head.group("head"), head.group("label"), last))
    return found


def next_callout(lines: Sequence[str], span: Span) -> tuple[int, str, str] | None:
    """Where a new question of a section goes when the document asks its questions in labelled
    callouts: after the section's last one, labelled next (`Q1.1-a` → `Q1.1-b`); in a section
    without one, at the end of its own lines, labelled as every callout of the document is by
    its own section's number (`Q2.2-a` in §2.2 → `Q2.3-a` in §2.3). (line to insert after,
    head, label); None when the document does not label its question callouts so."""
    own = labelled_callouts(lines, span.start, span.end)
    if own:
        counter = LABEL_COUNTER.fullmatch(own[-1].label)
        if counter is None:
            return None
        run = counter.group("run")
        following = str(int(run) + 1) if run.isdigit() else chr(ord(run) + 1)
        return own[-1].last, own[-1].head, counter.group("stem") + following
    everywhere = labelled_callouts(lines, 0, len(lines))
    if len(everywhere) < 2:
        # One callout is no rule to label by (and most documents have none: the whole
        # document's outline is not made again for them, on every question added).
        return None
    headings = outline(lines)
    key = next((h.key for h in headings if h.start + 1 == span.start), "")
    if not key or outline(lines[span.start : span.end]):
        # A section with parts has no one end of its own.
        return None
    labels = set()
    for callout in everywhere:
        home = [h for h in headings if h.start < callout.last < h.end and h.key]
        if not home:
            return None
        section = max(home, key=lambda h: h.level).key
        parts = callout.label.split(section, 1)
        counter = LABEL_COUNTER.fullmatch(parts[-1]) if len(parts) == 2 else None
        if counter is None:
            return None
        first = "1" if counter.group("run").isdigit() else "a"
        labels.add((callout.head, parts[0], counter.group("stem"), first))
    if len(labels) != 1:
        return None  # none, or labelled in several ways: not guessed
    head, before, between, first = labels.pop()
    last = span.end - 1
    while last >= span.start and not lines[last].strip():
        last -= 1
    return last, head, f"{before}{key}{between}{first}"


# A callout that asks its question on its head line, after a numbered label:
# `> [!QUESTION] Q3：…？`.
INLINE_CALLOUT = re.compile(
    r"^(?P<head>[ \t]*>[ \t]*\[!question\][-+]?[ \t]+)(?P<stem>[A-Za-z]{1,3}-?)(?P<number>\d+)"
    r"(?P<sep>[：:][ \t]*)\S",
    re.I,
)


def next_inline_callout(lines: Sequence[str], span: Span) -> tuple[int, str] | None:
    """Where a new question of a section goes, and what opens its line, when the document
    asks its questions as one-line callouts numbered through it (`> [!QUESTION] Q3：…？`, two
    or more, one series): after the section's last one, else at the end of its lines,
    numbered after the document's last (`Q4`); None otherwise."""
    found = lines_matching(lines, INLINE_CALLOUT)
    series = {(m.group("head"), m.group("stem"), m.group("sep")) for _, m in found}
    if len(found) < 2 or len(series) != 1:
        return None
    asked = [line for line in lines[span.start : span.end] if ASKS.search(line)]
    if any(not QUOTE_MARK.match(line) for line in asked):
        return None  # the section asks its questions another way: a list of its own
    head, stem, sep = series.pop()
    number = max(int(m.group("number")) for _, m in found) + 1
    own = [k for k, _ in found if span.start <= k < span.end]
    last = own[-1] if own else span.end - 1
    if own:
        # A question that runs on over quoted lines ends with them.
        last = quote_run_end(lines, last, span.end)
    while last >= span.start and not lines[last].strip():
        last -= 1
    return last, f"{head}{stem}{number}{sep}"


def parts_with_entries(lines: Sequence[str], span: Span) -> list[Heading]:
    """The sub-sections a section leaves its entries to, when it has no entries of its own
    before them (nothing, or only an introduction): its highest sub-headings (`#### 3.2.1`,
    `#### 3.2.2` under `### 3.2`) whose own lines hold text; [] when the section writes
    entries of its own (a list, a table, defined terms) or has no sub-heading."""
    block = lines[span.start : span.end]
    inner = outline(block)
    if not inner or holds_entries(block[: inner[0].start]):
        return []
    top = min(h.level for h in inner)
    parts = [h for h in inner if h.level == top]
    return [
        h._replace(start=h.start + span.start, end=h.end + span.start)
        for h in parts
        if any(line.strip() and not ATX_LINE.match(line) for line in block[h.start + 1 : h.end])
    ]


# An ATX heading's line: `### 3.2 推理`.
ATX_LINE = re.compile(r" {0,3}#{1,6}(?:\s|$)")

# A heading that is a thing's name: `vLLM`, `FlashAttention-2`, `SGLang（LMSYS）`, `τ-bench`
# (Latin- or Greek-led, short, no sentence), not a topic (`背景`, `方法与结果`).
NAME_HEADING = re.compile(r"[A-Za-z\u0391-\u03c9][\w.+\-/ ]{0,39}(?:[（(][^（）()]{1,30}[）)])?")
# The mark an entry's heading may lead its name with (`###### 🧪 SpecTree`, `#### ✅ vLLM`):
# symbols, emoji and their selectors and joiners, then a space; not a circled number (`①`),
# which numbers the heading. A letter is never one: the name `τ-bench` is whole.
HEADING_MARK = re.compile(
    r"(?P<mark>[\u2190-\u245f\u2500-\u2bff\U0001f000-\U0001faff]"
    r"[\u2190-\u245f\u2500-\u2bff\U0001f000-\U0001faff\ufe0f\u200d]*)\s+(?=\S)"
)


def heading_mark(text: str) -> tuple[str, str]:
    """A heading's leading mark and the name after it: `🧪 SpecTree` → ("🧪", "SpecTree");
    ("", text) when it leads with none."""
    stripped = text.strip()
    marked = HEADING_MARK.match(stripped)
    if marked is None:
        return "", stripped
    return marked.group("mark"), stripped[marked.end() :]


# An entry's heading as a name and its month or day (`前瞻解码 Lookahead（2026-03）`).
DATED_NAME = re.compile(
    r"[^\s（）()][^（）()]{0,39}?\s*[（(]\s*(?:19|20)\d\d-\d\d(?:-\d\d)?\s*[）)]"
)
# A short Chinese heading (`分页注意力`): a name only among Latin names (`#### vLLM`), since
# alone it reads as a topic as well (`背景`).
CHINESE_NAME = re.compile(rf"[{HAN_RANGE}][{HAN_RANGE}\w.+\-/]{{0,11}}")
# What an entry's text cites it by: an arXiv id, a link, a footnote, a card's path, or its
# authors and year in brackets (`（Xie 等, 2023）`, `(Kwon et al., 2023)`, `（张伟 等，2025）`).
CITED = re.compile(
    rf"{ARXIV.pattern}|https?://|\[\^|{PATH.pattern}"
    rf"|[（(](?:[A-Z][\w'’-]*|[{HAN_RANGE}]{{1,4}})[^\d（）()]{{0,40}}?[,，\s]\s?(?:19|20)\d\d[a-z]?[）)]"
)
# A heading that names a topic of what its section is about, not a thing of its own: a
# paper's or a method's sub-sections (`#### 方法`, `#### Results`), which a new entry never
# joins.
TOPIC_WORDS = (
    r"(?:(?:核心|主要|关键|key|main)\s*)?"
    r"(?:背景|概述|简介|引言|动机|方法|做法|思路|思想|原理|设计|实现|实验|设置|结果|结论|讨论|分析|"
    r"效果|表现|性能|要点|用法|示例|现状|进展|相关工作|小结|总结|局限|不足|展望|评测|评价|优点|缺点|"
    r"风险|备注|说明|参考|附录|"
    r"overview|background|introduction|motivation|ideas?|methods?|approach|design|"
    r"implementation|experiments?|setup|results?|findings|performance|usage|examples?|status|"
    r"related work|discussion|analysis|summary|conclusions?|limitations?|caveats?|pros|cons|"
    r"future work|evaluation|notes?|references?|appendix)"
)
# One or several of them (`实验设置`, `方法与结果`, `Setup and results`, `Key idea`).
TOPIC_HEADING = re.compile(rf"{TOPIC_WORDS}(?:\s*(?:与|和|及|、|/|&|and)?\s*{TOPIC_WORDS})*", re.I)


def heading_entries(lines: Sequence[str], parts: Sequence[Heading]) -> Tail | None:
    """Where a new entry goes when a section's entries are its sub-headings (`#### vLLM`,
    `#### SGLang`, `#### 分页注意力` among them, each with a paragraph or two under it), two
    or more, each a name (not a topic such as `方法`, `Results`), none numbered nor asked,
    none holding a list, a table or a sub-heading, and one text at least citing its source
    (an id, a link, a path, its authors and year: a document that cites some entries by
    `（作者, 年）` leaves others uncited): after the last one's text, as a heading of their
    level (`after`, `marker` its `####`, and the mark every name leads with, `###### 🧪`).
    The items, for forms.py, read `Name：first line`. None otherwise; Unresolved when the
    names lead with marks that differ (`🧪`, `✅`): which one a new entry takes is not told."""
    marked = [heading_mark(p.text) for p in parts]
    names = [name for _, name in marked]
    # `##### Mooncake（2026-05）`, `##### 前瞻解码 Lookahead（2026-03）`: sub-headings all of one
    # form, a name and its date, are entries, whatever script the names are written in.
    dated = all(DATED_NAME.fullmatch(name) for name in names)
    # `#### BGE-M3` then `- 来源：…`, `- 要点：…`, `- 局限：…`: every part's text is the same
    # labelled bullets, in one order; a name in any script (`#### 倒数排名融合（RRF）`) is then
    # an entry's, as the fields say.
    fields = common_fields([field_labels(lines[p.start + 1 : p.end]) for p in parts])
    if len(parts) < 2 or not (
        dated or fields or any(NAME_HEADING.fullmatch(name) for name in names)
    ):
        return None
    if not fields and not any(CITED.search("".join(lines[p.start + 1 : p.end])) for p in parts):
        # Names with text, but nothing says they are things cited (`Dense methods`); the same
        # fields under every name say they are records of things, however they cite.
        return None
    items: list[str] = []
    for part, name in zip(parts, names, strict=True):
        atx = ATX.match(body_of(lines[part.start]))
        body = lines[part.start + 1 : part.end]
        if (
            atx is None
            or part.key
            or QUESTION_HEADING.search(part.text)
            or TOPIC_HEADING.fullmatch(name)
            or not (dated or fields or NAME_HEADING.fullmatch(name) or CHINESE_NAME.fullmatch(name))
            or any(ATX_LINE.match(line) for line in body)
            or (holds_entries(body) and not fields)
        ):
            return None
        first = next(body_of(line).strip() for line in body if line.strip())
        items.append(f"{name}：{QUOTE_MARK.sub('', first, count=1)}")
    marks = {mark for mark, _ in marked}
    if len(marks) > 1:
        raise Unresolved(
            "this section's entries are headings leading with different marks ("
            + "、".join(f"「{part.text.strip()}」" for part in parts)
            + "); which one a new entry's heading takes is not told; not guessing"
        )
    marker = ATX.match(body_of(lines[parts[0].start]))
    assert marker is not None
    (mark,) = marks
    return Tail(
        after=last_filled(lines, parts[-1].end - 1),
        form="heading",
        marker=f"{marker.group(1)} {mark}" if mark else marker.group(1),
        items=tuple(items),
        spaced=True,
        fields=fields or (),
    )


# A bullet that opens with its label: `- 来源：…`, `- **要点**：…`, `* Limits: …`.
FIELD_BULLET = re.compile(
    r"^[-*+][ \t]+(?:\*\*|__)?(?P<label>[^\s：:，。,*_]{1,10})(?:\*\*|__)?\s*[：:]"
)


def common_fields(labels: Sequence[tuple[str, ...] | None]) -> tuple[str, ...] | None:
    """The labels entries share, in their order: those of the entry with the most, when every
    other entry's are some of them in the same order (one entry may lack its `局限`); None
    when an entry writes no labelled bullets or labels of its own, or in another order."""
    if not labels or any(own is None for own in labels):
        return None
    most = max(labels, key=lambda own: len(own or ()))
    assert most is not None

    def within(own: tuple[str, ...]) -> bool:
        rest = iter(most)
        return all(label in rest for label in own)

    return most if all(own is not None and within(own) for own in labels) else None


# A row of an entry's table of fields: `| 机构 | Meta |`, its label the first of two cells.
FIELD_ROW = re.compile(
    r"^[ \t]{0,3}\|\s*(?:\*\*|__)?(?P<label>[^\s|：:，。,*_]{1,10})(?:\*\*|__)?\s*"
    r"\|(?P<value>[^|]*)\|\s*$"
)


@dataclass(frozen=True, slots=True)
class LabelledField:
    """One field of an entry written as labelled bullets (`- 机构：Meta`) or as a table of
    fields (`| 机构 | Meta |`): its label and where its value stands in the line's body."""

    label: str
    start: int  # the value's first character (after the space the label keeps)
    end: int  # past its last (before a row's closing pipe and its padding)


def field_of(body: str) -> LabelledField | None:
    """The field a line's body writes, bullet or row; None for any other line."""
    bullet = FIELD_BULLET.match(body)
    if bullet is not None:
        value = body[bullet.end() :]
        return LabelledField(bullet.group("label"), len(body) - len(value.lstrip()), len(body))
    row = FIELD_ROW.match(body)
    if row is None:
        return None
    value = row.group("value")
    start = row.start("value") + len(value) - len(value.lstrip())
    end = row.start("value") + len(value.rstrip())
    return LabelledField(row.group("label"), start, max(start, end))


def field_lines(body: Sequence[str]) -> list[int] | None:
    """The lines of an entry's text that write its fields, when the text is that and nothing
    else: one list of labelled bullets (`- 来源：…`, `- 要点：…` under `#### BGE-M3`), or one
    table of two columns whose rows are labels and values (`| 字段 | 内容 |`, then `| 机构 |
    Meta |`, …, under `#### LIGER`), each label once; None for any other text."""
    filled = [k for k, line in enumerate(body) if line.strip()]
    if not filled or filled[-1] - filled[0] + 1 != len(filled):
        return None
    bodies = [body_of(body[k]).strip() for k in filled]
    table = len(bodies) > 2 and TABLE_DELIMITER.match(bodies[1]) is not None
    if table and (len(split_row(bodies[0])) != 2 or len(split_row(bodies[1])) != 2):
        return None
    rows = filled[2:] if table else filled
    labels = [(FIELD_ROW if table else FIELD_BULLET).match(body_of(body[k])) for k in rows]
    found = [m.group("label") for m in labels if m is not None]
    if len(found) != len(rows) or len(set(found)) != len(found):
        return None
    return rows


def field_labels(body: Sequence[str]) -> tuple[str, ...] | None:
    """The labels of an entry's text that is its fields and nothing else (field_lines), in
    their order, each once; None for any other text."""
    rows = field_lines(body)
    if rows is None:
        return None
    return tuple(f.label for k in rows if (f := field_of(body_of(body[k]))) is not None)


def heading_fields(
    lines: Sequence[str], start: int, end: int, name: str
) -> tuple[int, list[int]] | None:
    """The entry named `name` written as a heading followed by labelled bullets only (`####
    ARES`, then `- 来源：…`, `- 局限：…`), between lines `start` and `end`: its heading's line
    and its bullets' lines. None when no heading or several have that name (a mark before it
    or an aside after it aside), or its text is no such bullets."""
    wanted = normalise(simplified(name))
    found: list[tuple[int, list[int]]] = []
    for k in range(start, end):
        atx = ATX.match(body_of(lines[k]))
        if atx is None:
            continue
        said = atx.group(2)
        names = {
            normalise(simplified(bare))
            for text in (said, heading_mark(said)[1])
            for bare in (text, HEADING_ASIDE.sub("", text))
        }
        if wanted not in names:
            continue
        stop = next((j for j in range(k + 1, end) if ATX_LINE.match(lines[j])), end)
        rows = field_lines(lines[k + 1 : stop])
        if rows is None:
            return None
        found.append((k, [k + 1 + j for j in rows]))
    return found[0] if len(found) == 1 else None


def entry_under_heading(lines: Sequence[str], heading: int, end: int, name: str) -> int | None:
    """The first line of the text of an entry written as a heading (`#### vLLM` or `####
    分页注意力` on line `heading`, one paragraph under it, before `end`) when the heading is
    `name`: the brief names that entry (`vLLM 那条`, `分页注意力 条目`), so its words are its
    text. None when the part holds a list, a table, a sub-heading or several paragraphs:
    which line is meant is not said. An entry written as a fold is found so too (entry_in_fold)."""
    folded = entry_in_fold(lines, heading, end, name)
    if folded is not None:
        return folded
    atx = ATX.match(body_of(lines[heading])) if 0 <= heading < end else None
    # `##### DistServe（2026-02）`: an aside after the heading's name (a date) is no part of it,
    # nor a mark before it (`###### 🧪 SpecTree`).
    if atx is None or normalise(name) not in {
        normalise(bare)
        for said in (atx.group(2), heading_mark(atx.group(2))[1])
        for bare in (said, HEADING_ASIDE.sub("", said))
    }:
        return None
    stop = next((k for k in range(heading + 1, end) if ATX_LINE.match(lines[k])), end)
    below = ATX.match(lines[stop]) if stop < end else None
    body = lines[heading + 1 : stop]
    filled = [k for k in range(heading + 1, stop) if lines[k].strip()]
    if (
        not filled
        or filled[-1] - filled[0] + 1 != len(filled)
        or (below is not None and len(below.group(1)) > len(atx.group(1)))
        or holds_entries(body)
    ):
        return None
    return filled[0]


def entry_in_fold(lines: Sequence[str], summary: int, end: int, name: str) -> int | None:
    """The first line of the words of an entry written as a fold (`<details><summary>HLE
    </summary>`, one paragraph, `</details>`) whose summary, on line `summary`, is `name`; None
    for any other line, or a fold that holds more than one paragraph or entries of its own."""
    said = SUMMARY.search(lines[summary]) if 0 <= summary < end else None
    if said is None or normalise(HTML_TAG.sub("", said.group(2))) != normalise(name):
        return None
    close = next((k for k in range(summary + 1, end) if DETAILS_CLOSE.search(lines[k])), end)
    fold = fold_at(lines, close) if close < end else None
    if fold is None or fold[1] != summary:
        return None
    filled = [k for k in range(summary + 1, close) if lines[k].strip()]
    if (
        not filled
        or filled[-1] - filled[0] + 1 != len(filled)
        or holds_entries(lines[summary + 1 : close])
        or any(HTML_TAG_LINE.fullmatch(body_of(lines[k]).strip()) for k in filled)
    ):
        return None
    return filled[0]


def holds_entries(lines: Sequence[str]) -> bool:
    """Whether lines hold entries (a list, a table, defined terms, labelled lines), not only
    prose: several lists count, as their choice is asked about again."""
    try:
        tail = _entry_tail(tuple(lines))
    except Unresolved:
        return True
    return tail.form != "paragraph" or bool(tail.items)


# What a section's last block is, when it is not a paragraph: said in an unresolved reason.
BLOCK_NAMES = {
    "List": "a list",
    "Table": "a table",
    "CodeFence": "a code block",
    "BlockCode": "a code block",
    "Quote": "a quote",
    "HtmlBlock": "an HTML block",
    "ThematicBreak": "a rule (---)",
}


def closing_paragraph(lines: Sequence[str], span: Span) -> tuple[int, int]:
    """The first and last line of the paragraph a section's own text ends with (before any
    sub-heading), where a sentence added at the section's end goes; Unresolved when its own
    text is empty or ends in another block (a list, a table, code, a quote), or in entries
    that each define a term (locate.defined_terms)."""
    block = lines[span.start : span.end]
    inner = outline(block)
    last = last_filled(block, (inner[0].start if inner else len(block)) - 1)
    if last < 0:
        raise Unresolved("this section has no text of its own before its sub-headings")
    blocks = blocks_of(block[: last + 1])
    closing = blocks[-1] if blocks else None
    if not isinstance(closing, Paragraph):
        shape = BLOCK_NAMES.get(type(closing).__name__, "a block that is not a paragraph")
        raise Unresolved(
            f"this section ends in {shape}, not a paragraph; a sentence for its end is not "
            "placed in it"
        )
    first = span.start + line_of(closing) - 1
    if defined_terms(lines, span.start + last) is not None:
        # `**M-FALCON**：…` after other terms so defined: the section ends in its entries; a
        # sentence glued to the last would read as part of that term's definition.
        term = shortened(lines[first].strip(), 31)
        raise Unresolved(
            f"this section ends in terms it defines (「{term}」), not a "
            "paragraph of its own; a sentence for its end would read as part of that term: "
            "name the term, or ask for a new one"
        )
    return first, span.start + last


def own_paragraphs(lines: Sequence[str], span: Span) -> list[tuple[int, int]]:
    """The first and last line of each paragraph of a section's own text (before any
    sub-heading), top first: the paragraphs an append names by place (`第一段`) counts."""
    block = lines[span.start : span.end]
    inner = outline(block)
    last = last_filled(block, (inner[0].start if inner else len(block)) - 1)
    found: list[tuple[int, int]] = []
    for token in blocks_of(block[: last + 1]) if last >= 0 else []:
        if isinstance(token, Paragraph):
            first = end = line_of(token) - 1
            while end + 1 <= last and block[end + 1].strip():
                end += 1
            found.append((span.start + first, span.start + end))
    return found


def part_span(
    lines: Sequence[str], headings: Sequence[Heading], heading: Heading, part: str
) -> Span:
    """The sub-part of a section a brief names, as a deeper heading or a bold label."""
    wanted = normalise(part)
    if isinstance(headings, Outline):
        inner = headings.inside(heading)
    else:
        inner = [h for h in headings if heading.start < h.start < heading.end]
    if wanted == normalise(heading_words(heading)) and not any(
        normalise(heading_words(sub)) == wanted for sub in inner
    ):
        # `§1.1「引擎格局」小节` where 引擎格局 is 1.1's own title: the section itself, unless
        # one of its parts is called so too.
        return section_span(heading)
    for sub in inner:
        if wanted in normalise(sub.text):
            return Span(start=sub.start + 1, end=min(sub.end, heading.end), title=sub.text)
    first_sub = inner[0].start if inner else heading.end
    # The section's own lines, before its first part: own[k] is line `base + k`.
    base = heading.start + 1
    own = [body_of(line) for line in lines[base:first_sub]]
    for offset, text in enumerate(own):
        label = LABEL_LEAD.sub("", text, count=1)
        if label.startswith(("**", "__")) and normalise(label).startswith(wanted):
            # A bullet label (`- **X**：`) holds its entries as nested items: the part ends at
            # the next line indented no deeper than the label. A paragraph label (`**X**：`)
            # ends at the next paragraph label; bold list items below it are its entries.
            bullet = LIST_LINE.match(text) is not None
            depth = len(text) - len(text.lstrip())
            end = offset + 1
            while end < len(own):
                line = own[end]
                if line.strip():
                    indent = len(line) - len(line.lstrip())
                    if bullet and indent <= depth:
                        break
                    if not bullet and BOLD_LEAD.match(line):
                        break
                else:
                    following = next((x for x in own[end + 1 :] if x.strip()), "")
                    if not LIST_LINE.match(following) and not following.startswith((" ", "\t")):
                        break
                end += 1
            bold = BOLD.match(label)
            title = bold.group(2).strip(" ：:") if bold else label.strip("*_ ：:")
            # Entries go among the nested items, so the label line itself is not part of the
            # span; a bullet label with nothing nested keeps it, to add after it.
            start = offset + 1 if bullet and end > offset + 1 else offset
            return Span(start=base + start, end=base + end, title=title)
    opening = [
        (first, last)
        for first, last in own_paragraphs(lines, section_span(heading))
        if opens_with(body_of(lines[first]), part.strip())
    ]
    if len(opening) == 1:
        # `B.2「本土替代方面」段末补一句`: the one paragraph of its own text that opens with
        # the words, where no part is so called.
        return Span(start=opening[0][0], end=opening[0][1] + 1, title=part.strip())
    names = [h.text for h in inner] + [
        LABEL_LEAD.sub("", text, count=1).split("**")[1] for text in own if LABELLED.match(text)
    ]
    shown = "、".join(f"「{n}」" for n in names[:6]) or "none"
    raise Unresolved(f"§{heading.key} has no part named 「{part}」; its parts: {shown}")


@dataclass(frozen=True)
class Tail:
    """The last block of a span: where a new entry goes and what it must look like."""

    after: int  # insert after this line index (the last non-blank line of the span)
    # "bullet", "ordered", "table", "paragraph", "labelled", "lines" (one a line),
    # "definition" (a term, then `: …` under it), "heading" (a name's heading, its text under),
    # "fold" (a `<details>` block, see entry_folds)
    form: str
    indent: str = ""
    marker: str = "-"
    gap: str = " "
    next_number: int = 0
    task: str = ""  # a checklist's box for a new item (`[ ] `), when its items carry one
    columns: tuple[str, ...] = ()
    # The neighbours, to learn the entry's form from (see forms.py): each list item's first
    # line without its marker, or each table row's cells.
    items: tuple[str, ...] = field(default=(), compare=False)
    rows: tuple[tuple[str, ...], ...] = field(default=(), compare=False)
    # The label a new item takes when the items are labelled (`[12]`, `Q7`, `Ref-3`), else "".
    next_label: str = ""
    spaced: bool = False  # each item is a paragraph: a new one follows a blank line
    # The items stand in a blockquote (`> - …`, `> …`): each new line starts with this mark.
    quote: str = ""
    # Each entry is a fold of its own (`<details><summary>名</summary>` … `</details>`): the
    # last one's lines, its summary's words FOLD_NAME and its body FOLD_BODY (see entry_folds).
    fold: tuple[str, ...] = ()
    # Each entry is a heading followed by these labelled bullets, in this order (`来源`,
    # `要点`, `局限`; see heading_entries).
    fields: tuple[str, ...] = ()


def last_filled(lines: Sequence[str], index: int) -> int:
    """The last line at or above `index` that is not blank; -1 when there is none."""
    while index >= 0 and not lines[index].strip():
        index -= 1
    return index


def blocks_of(lines: Sequence[str]) -> list[Any]:
    """mistletoe's top-level blocks of `lines` (each read without its own line ending)."""
    return list(Document([body_of(line) + "\n" for line in lines]).children or [])


# A row of an HTML table, on its own line (`<tr><td>Model-A</td>…`).
HTML_ROW = re.compile(r"\s*<tr[\s>]", re.IGNORECASE)


def html_table_rows(blocks: Sequence[object], lines: Sequence[str], last: int) -> bool:
    """Whether the last block (ending on line `last`) holds HTML table rows (mistletoe reads
    HTML as a paragraph unless it renders HTML)."""
    if not blocks:
        return False
    return any(HTML_ROW.match(line) for line in lines[line_of(blocks[-1]) - 1 : last + 1])


def line_of(token: object) -> int:
    """mistletoe's 1-based line number of a block token (≥ 1.3 sets it on block tokens)."""
    number = getattr(token, "line_number", None)
    return number if isinstance(number, int) else 1


def entry_tail(
    lines: Sequence[str], span: Span, table: str = "", named: str = "", kind: str = "entry"
) -> Tail:
    """Where a new entry of a span goes and what it must look like: the last block of the
    span's own body (see own_body), read by mistletoe. `table`, the word a brief names a table
    by (`引擎` of `引擎表`), picks one of several tables; `named`, the request's words after
    its section, picks the list whose label (`**代表工作**`, `代表工作：`) they carry. `kind`
    is what the new item is: an "entry", a "row" the brief writes out (the section's one
    table), or a "question" or "citation" (their own lists)."""
    tail = _entry_tail(tuple(lines[span.start : span.end]), table, named, kind)
    return replace(tail, after=tail.after + span.start)


# Every entry a batch adds to a section asks for its last block, and the stability check
# asks again; mistletoe takes about a millisecond to answer, and the answer depends on
# nothing but the section's lines.
@functools.lru_cache(maxsize=1024)
def _entry_tail(
    lines: tuple[str, ...], table: str = "", named: str = "", kind: str = "entry"
) -> Tail:
    """entry_tail for a span that is all of `lines`: `after` counts from its first line."""
    lines = lines[: own_body(lines, Span(start=0, end=len(lines), title="")).end]
    last = last_filled(lines, len(lines) - 1)
    if last > 0 and THEMATIC_BREAK.fullmatch(lines[last]):
        # `---` closing the section before the next part: its entries stand above it, and a
        # new one goes after them, before the rule.
        last = last_filled(lines, last - 1)
    if last < 0:
        return Tail(after=-1, form="paragraph")
    blocks = blocks_of(lines[: last + 1])
    hidden = folded_blocks(blocks, lines)
    chosen = entries_block(blocks, lines, hidden, named, kind)
    if table:
        chosen = named_table(blocks, lines, table, chosen)
    if chosen is not None and chosen + 1 < len(blocks) and isinstance(blocks[chosen], List):
        items = list(blocks[chosen].children or [])
        last_item = body_of(lines[line_of(items[-1]) - 1]) if items else ""
        if last_item.rstrip().endswith(("：", ":")):
            # Its last item introduces the block after it (`命令如下：` + code): a new entry
            # must not come between them, so it goes after the section's last list.
            chosen = next(
                k
                for k in range(len(blocks) - 1, -1, -1)
                if isinstance(blocks[k], (List, Table)) and (k == chosen or k not in hidden)
            )
    if chosen is None and kind == "entry" and (folds := entry_folds(lines, last)) is not None:
        return folds
    if chosen is None and DETAILS_CLOSE.fullmatch(lines[last].strip()):
        # A fold (`<details>` … `</details>`) that ends the section holds its last lines: a new
        # paragraph goes inside it, after them, as its neighbours stand; never after the tag.
        inside = last_filled(lines, last - 1)
        if inside >= 0 and not HTML_TAG_LINE.fullmatch(lines[inside].strip()):
            last = inside
    if chosen is None and kind in ("entry", "row") and html_table_rows(blocks, lines, last):
        # Its entries are the rows of an HTML table (`<tr><td>…`): a paragraph after
        # `</table>` is no row of it, and kbpatch writes no HTML.
        raise Unresolved(
            "this section's entries are the rows of an HTML table (<table>); kbpatch does not "
            "write HTML table rows: add the row by hand"
        )
    if chosen is None and QUOTE_MARK.match(lines[last]):
        quoted = quote_tail(lines, last, table, named, kind)
        if quoted is not None:
            return quoted
        # A quote after paragraph entries (`> [!QUESTION] …` after `**X**：…` ones) is no
        # entry: a new one goes after them, before it.
        above = last
        while above >= 0 and QUOTE_MARK.match(lines[above]):
            above -= 1
        above = last_filled(lines, above)
        terms = (
            bracket_labelled(lines, above) or defined_terms(lines, above) or bold_led(lines, above)
            if above >= 0
            else None
        )
        if terms is not None and kind == "entry":
            return terms
    if chosen is None and kind == "entry" and (opened := container_opening(lines, last)) >= 0:
        # So is a container (`::: note` … `:::`) after them: the entry goes before it, as
        # its neighbours are written; never after the container, apart from them.
        # One such paragraph above is enough here: render takes the document's others as
        # its neighbours (marked_like_the_document), as it does with no container.
        above = last_filled(lines, opened - 1)
        if above >= 0 and DEFINED_TERM.match(body_of(lines[above]).strip()):
            return (
                bracket_labelled(lines, above)
                or defined_terms(lines, above)
                or Tail(after=above, form="paragraph")
            )
    if chosen is None:
        return (
            labelled_lines(lines, last)
            or bracket_labelled(lines, last)
            or defined_terms(lines, last)
            or term_lines(lines, last)
            or definition_list(lines, last)
            or bold_led(lines, last)
            or Tail(after=last, form="paragraph")
        )
    block = blocks[chosen]
    after = last
    if chosen + 1 < len(blocks):
        after = last_filled(lines, line_of(blocks[chosen + 1]) - 2)
    if isinstance(block, Table):
        first = line_of(block) - 1
        header = body_of(lines[first])
        columns = tuple(cell.strip() for cell in header.strip().strip("|").split("|"))
        rows = tuple(
            tuple(split_row(body_of(line)))
            for line in lines[first + 2 : after + 1]
            if body_of(line).lstrip().startswith("|")
        )
        if len(rows) > 1 and rows[-1] and SUMMARY_LABEL.match(rows[-1][0].strip()):
            # `| **平均** | — | 65.7 |` sums up the rows above it: a new row goes above it.
            rows = rows[:-1]
            after = last_filled(lines, after - 1)
        return Tail(
            after=after,
            form="table",
            columns=columns,
            rows=rows,
            next_label=next_label([r[0] for r in rows if r])
            or next_row_number(rows)
            or next_row_label(columns[0] if columns else "", rows),
        )
    assert isinstance(block, List)
    children = list(block.children or [])
    tasks_from = trailing_tasks(children, lines)
    if tasks_from:
        # Entries, then (after a blank line, the same marker) the tasks about them: one list
        # to Markdown, but the new entry follows the last entry, not the last task.
        after = last_filled(lines, line_of(children[tasks_from]) - 2)
        children = children[:tasks_from]
    found = [LIST_LINE.match(body_of(lines[line_of(item) - 1])) for item in children]
    if not found or found[-1] is None:
        return Tail(after=after, form="paragraph")
    if len(found) > 2 and CATCH_ALL.match(found[-1].group("body")):
        # `- 其他：TGI、LMDeploy 等` closes the list: a new entry goes before it.
        after = last_filled(lines, line_of(children[-1]) - 2)
        found = found[:-1]
    last_match = found[-1]
    if last_match is None:
        return Tail(after=after, form="paragraph")
    return list_tail(after, last_match, [m for m in found if m])


# A table's summary row's first cell: `**平均**`, `合计`, `Average`.
SUMMARY_LABEL = re.compile(
    r"^(?:\*\*|__)?(?:平均|均值|平均值|合计|总计|小计|总体|Average|Mean|Total|Overall|Avg\.?)"
    r"(?:\*\*|__)?$",
    re.IGNORECASE,
)
# A list's closing catch-all item: `其他：…`, `其余：…`, `**Others**: …`.
CATCH_ALL = re.compile(
    r"^(?:\*\*|__)?(?:其他|其它|其余|另有|Others?|Misc\.?)(?:\*\*|__)?\s*[：:]", re.I
)


def list_tail(after: int, item: re.Match[str], peers: Sequence[re.Match[str]]) -> Tail:
    """A new item after line `after` of the list whose items' first lines are `peers`, written
    as `item` is (its marker, indent and gap), numbered or labelled after them; a checklist's
    item gets an open box."""
    bodies = [m.group("body") for m in peers]
    task = "[ ] " if bodies and all(TASK_BOX.match(b) for b in bodies) else ""
    if task:
        # A checklist (`- [ ] Q3 …`): its labels follow the box.
        bodies = [unboxed(b) for b in bodies]
    marker = item.group("marker")
    ordered = marker[-1] in ".)" and marker[:-1].isdigit()
    numbers = [int(m.group("marker")[:-1]) for m in peers if m.group("marker")[:-1].isdigit()]
    label = next_label(bodies)
    found = [ITEM_LABEL.match(b.strip()) for b in bodies]
    if ordered and not all(m and (m.group("open") or m.group("lead")) for m in found):
        # A numbered list numbers itself; a label after each number (`6. Q6. …`) goes on
        # only where every item carries one.
        label = ""
    return Tail(
        after=after,
        form="ordered" if ordered else "bullet",
        indent=item.group("indent"),
        marker=marker[-1] if ordered else marker,
        gap=item.group("gap"),
        next_number=(max(numbers) + 1) if numbers else 1,
        task=task,
        next_label=label,
        items=tuple(unlabelled(bodies) if label else bodies),
    )


def trailing_tasks(items: Sequence[object], lines: Sequence[str]) -> int:
    """Where a list's trailing run of tasks (`- [ ] …`) starts after items that are no tasks,
    the run set apart by a blank line; 0 when the list is not so."""
    heads = [LIST_LINE.match(body_of(lines[line_of(item) - 1])) for item in items]
    boxed = [bool(m and TASK_BOX.match(m.group("body"))) for m in heads]
    start = len(boxed)
    while start > 0 and boxed[start - 1]:
        start -= 1
    if start == 0 or start == len(boxed) or any(boxed[:start]):
        return 0
    return start if not lines[line_of(items[start]) - 2].strip() else 0


def sub_list(
    lines: Sequence[str], span: Span, after: int, tail: Tail, start: int | None = None
) -> Tail | None:
    """The list whose item ends at line `after` (a neighbour the brief names, its first line
    `start` when known), where a new entry beside it goes, when it is not the tail's own: a
    nested one (`  - **wren/mesh**：…` under `- 分布式引擎`), or another list of the section
    (entries above a checklist)."""
    if start is None:
        start = after
        while start > span.start and not LIST_LINE.match(body_of(lines[start])):
            start -= 1
    item = LIST_LINE.match(body_of(lines[start]))
    if item is None:
        return None
    depth = len(item.group("indent"))
    own = tail.form in ("bullet", "ordered") and depth == len(tail.indent)
    if (
        own
        and start <= tail.after
        and tail.items
        and (unboxed(item.group("body")) in tail.items or item.group("body") in tail.items)
    ):
        return None
    peers: list[re.Match[str]] = []
    for index in range(start, span.start - 1, -1):
        line = body_of(lines[index])
        match = LIST_LINE.match(line)
        if match is None:
            if line.strip() and len(line) - len(line.lstrip()) <= depth:
                break
            continue
        indent = len(match.group("indent"))
        if indent < depth:
            break
        if indent == depth:
            peers.insert(0, match)
    return list_tail(after, item, peers)


def unboxed(body: str) -> str:
    """A list item's text without its checkbox (`[ ] 复现 …` → `复现 …`)."""
    box = TASK_BOX.match(body)
    return body[box.end() :] if box else body


def group_labels(lines: Sequence[str], span: Span, tail: Tail) -> list[str]:
    """The labels a list groups its entries under (`- 单机引擎` with nested `  - **X**：…`),
    when every top-level item is such a bare label and the list ends inside a group; [] for a
    list of entries (details nested under an entry are not groups)."""
    if tail.form not in ("bullet", "ordered") or len(tail.items) < 2:
        return []
    last = LIST_LINE.match(body_of(lines[tail.after]))
    if last is None or len(last.group("indent")) <= len(tail.indent):
        return []
    labels = [BOLD_LABEL.sub(r"\g<words>", item).strip() for item in tail.items]
    bare = all(
        len(item) <= 16 and not re.search(r"[：:。，,；;.]|\*\*|__", item) for item in labels
    )
    if not bare or (labels != list(tail.items) and shared_fields(lines, span, tail)):
        # `1. **Lanes**` with `   - 方法：…` / `   - 来源：…` under each: entries with their
        # fields, not groups of entries.
        return []
    return labels


def shared_fields(lines: Sequence[str], span: Span, tail: Tail) -> bool:
    """Whether the items nested under a list's top-level items open with the same field name
    under two of them (`方法：` under both `**Lanes**` and `**Ferry**`)."""
    depth = len(tail.indent)
    seen: dict[str, int] = {}
    top = -1
    for k in range(span.start, tail.after + 1):
        item = LIST_LINE.match(body_of(lines[k]))
        if item is None:
            continue
        if len(item.group("indent")) <= depth:
            top = k
            continue
        head = re.match(r"^(?:\*\*|__)?([^*_：:]{1,20}?)(?:\*\*|__)?\s*[：:]", item.group("body"))
        if head is None:
            continue
        if seen.setdefault(head.group(1).strip(), top) != top:
            return True
    return False


# A group label written bold and alone on its item (`**AMD**`, `__Apple__`).
BOLD_LABEL = re.compile(r"^(?:\*\*|__)(?P<words>[^*_]+)(?:\*\*|__)$")


def group_tail(lines: Sequence[str], span: Span, tail: Tail, label: str) -> Tail | None:
    """Where a new entry of the group `label` goes (`- **AMD**` with nested `  - **FP8 OCP**：…`):
    after the group's last nested item, written as its items are; None when no top-level item
    of the list is that label, or the group has no nested item to follow."""
    items = {
        k: m for k in range(span.start, tail.after + 1) if (m := LIST_LINE.match(body_of(lines[k])))
    }
    depth = len(tail.indent)
    tops = [k for k, m in items.items() if len(m.group("indent")) == depth]
    found = [
        k for k in tops if BOLD_LABEL.sub(r"\g<words>", items[k].group("body")).strip() == label
    ]
    if len(found) != 1:
        return None
    later = [k for k in tops if k > found[0]]
    end = last_filled(lines, later[0] - 1) if later else tail.after
    nested = {k: len(m.group("indent")) for k, m in items.items() if found[0] < k <= end}
    if not nested:
        return None
    inner = min(nested.values())
    return sub_list(lines, span, end, tail, max(k for k, d in nested.items() if d == inner))


# A blockquote line's mark: `> `, `>`, indented or not.
QUOTE_MARK = re.compile(r"^[ \t]*>[ \t]?")
# A line that ends a sentence or a bracketed remark: an item of its own, not wrapped prose.
SENTENCE_END = re.compile(r"[。．.！？!?）)」』\]]\s*$")


# What an entry written one a line starts with, and the separator after its lead.
LINE_LEAD = re.compile(r"^\s*(?P<lead>\d|\*\*|__)?")
LINE_SEPARATORS = (" · ", "·", "：", " — ", "——", ": ")


def line_shape(line: str) -> tuple[str, str]:
    """How a line of entries begins (`2026-10 · …` is a digit lead and ` · `): lines that are
    entries of one list share it; a quoted remark of two sentences does not."""
    match = LINE_LEAD.match(line)
    lead = (match.group("lead") if match else None) or ""
    separator = next((s for s in LINE_SEPARATORS if s in line[:24]), "")
    return ("digit" if lead.isdigit() else lead, separator)


# A question's and an answer's label in a Q&A pair: `问：`, `**问：**`, `**Q:**`, `答：`, `A:`,
# numbered or not (`问3：` / `答3：`, `Q2:`).
QA_QUESTION = re.compile(
    r"^(?:\*\*|__)?(?:问|问题|Q|Question)\s?\d{0,3}(?:\*\*|__)?\s*[：:]\s*(?:\*\*|__)?\s*",
    re.I,
)
QA_ANSWER = re.compile(r"^(?:\*\*|__)?(?:答|回答|A|Answer)\s?\d{0,3}(?:\*\*|__)?\s*[：:]", re.I)


def quote_tail(
    lines: Sequence[str], last: int, table: str, named: str = "", kind: str = "entry"
) -> Tail | None:
    """The tail of a section whose entries stand in a blockquote ending at line `last`: a list
    in it (`> - …`), or one entry a line (`> 2026-10 · …。`). Every new line is to carry the
    quote's mark. None when the quote holds fewer than two such items (a quoted remark)."""
    first = last
    while first > 0 and QUOTE_MARK.match(lines[first - 1]):
        first -= 1
    mark = QUOTE_MARK.match(lines[last])
    assert mark is not None
    inner = tuple(QUOTE_MARK.sub("", body_of(line), count=1) for line in lines[first : last + 1])
    tail = _entry_tail(inner, table, named, kind)
    if tail.form == "paragraph":
        start = tail.after
        while start > 0 and inner[start - 1].strip():
            start -= 1
        paragraph = inner[start : tail.after + 1]
        shapes = {line_shape(line) for line in paragraph}
        alike = len(shapes) == 1 and shapes != {("", "")}
        ended = all(SENTENCE_END.search(x) for x in paragraph)
        # A question and its answer (`> **Q:** …?`, `> **A:** TBD`): one a line, whatever
        # the answer ends with.
        paired = QA_QUESTION.match(paragraph[0].strip()) and any(
            QA_ANSWER.match(x.strip()) for x in paragraph[1:]
        )
        if len(paragraph) < 2 or not ((alike and ended) or paired):
            return None
        tail = Tail(after=tail.after, form="lines", items=paragraph)
    elif len(tail.rows if tail.form == "table" else tail.items) < 2:
        return None
    elif tail.form in ("bullet", "ordered"):
        # Items apart by a quoted blank line (`>`): a new one keeps that blank line too.
        start = tail.after
        while start > 0 and not LIST_LINE.match(inner[start]):
            start -= 1
        spaced = start > 0 and not inner[start - 1].strip()
        tail = replace(tail, spaced=spaced)
    return replace(tail, after=tail.after + first, quote=mark.group(0))


def named_table(
    blocks: Sequence[object], lines: Sequence[str], word: str, chosen: int | None
) -> int | None:
    """Of a section's several tables, the one whose header or cells carry the word a brief
    names it by (`引擎表` → the table whose rows say 引擎); with one table, `chosen`. Several
    tables and no single one that carries the word: Unresolved, not the longest by guess."""
    tables = [k for k, block in enumerate(blocks) if isinstance(block, Table)]
    if len(tables) < 2:
        return chosen
    hits = []
    for k in tables:
        first = line_of(blocks[k]) - 1
        end = line_of(blocks[k + 1]) - 1 if k + 1 < len(blocks) else len(lines)
        if any(word in line for line in lines[first:end]):
            hits.append(k)
    if len(hits) == 1:
        return hits[0]
    which = "none" if not hits else "more than one"
    raise Unresolved(
        f"this section has {len(tables)} tables and 「{word}表」 names {which} of them "
        "by its header or cells; not guessing"
    )


def entries_block(
    blocks: Sequence[object],
    lines: Sequence[str] = (),
    hidden: frozenset[int] = frozenset(),
    named: str = "",
    kind: str = "entry",
) -> int | None:
    """The index of the block that holds a section's entries: its longest list or table (the
    last of equals; a code block or remark after it stays after the entries), when it has one.
    With several, by what they are: a follow-up list (a `- [ ]` checklist, a list after
    `待跟进：`) holds none; a list whose label the request names (`§1 代表工作新增一条` and
    `**代表工作**`) is the one; else the one list whose items name their entry (`**Name**：…`,
    a table) rather than ask (`…？`), cite (`arXiv:…`, URLs) or remark. A question (`kind`)
    goes to the one list of questions. When labelled lists leave it open: Unresolved, with
    each list. Blocks folded away (`hidden`, see folded_blocks) count only when no other list
    or table stands in the section."""
    sizes = [
        (len(list(block.children or [])), k)
        for k, block in enumerate(blocks)
        if isinstance(block, (List, Table))
    ]
    shown = [(size, k) for size, k in sizes if k not in hidden]
    if shown and len(shown) < len(sizes):
        # `<details><summary>已淘汰…</summary>` + a list: what the reader sees folded is kept
        # apart (retired, archived), not the list a new entry joins.
        sizes = shown
    if not sizes:
        return None
    if kind == "row":
        # A row the brief writes out cell by cell belongs to the section's one table, even
        # where a list stands beside it; with none or several, as for any entry.
        tables = [k for _, k in sizes if isinstance(blocks[k], Table)]
        if len(tables) == 1:
            return tables[0]
        kind = "entry"
    if len(sizes) == 1 or not lines:
        return max(sizes)[1]
    follow_ups = {k for _, k in sizes if is_follow_up_list(blocks, k, lines)}
    if named:
        # `「补充说明」列表末尾添一条`: the list the request names by its label, follow-up or not.
        named_lists = [
            k for _, k in sizes if (label := list_label(blocks, k, lines)) and label in named
        ]
        if len(named_lists) == 1:
            return named_lists[0]
    others = [(size, k) for size, k in sizes if k not in follow_ups]
    if not others:
        return max(sizes)[1]
    labels = {k: list_label(blocks, k, lines) for _, k in others}
    if kind != "entry":
        # A question or citation of the section goes to its list of that kind when there is
        # exactly one; otherwise where it always went (the caller checks the kind).
        alike = [(size, k) for size, k in others if holds_kind(blocks[k], lines, kind)]
        return (alike[0] if len(alike) == 1 else max(others))[1]
    if len(others) == 1:
        return others[0][1]
    if not follow_ups and not any(labels.values()):
        # Lists with nothing to set one apart (no label, no follow-ups): the longest, as ever.
        return max(sizes)[1]
    # Lists that ask (`…？`) or cite (`arXiv:…`, URLs) are no entries when others stand.
    plain = [
        (size, k)
        for size, k in others
        if not holds_kind(blocks[k], lines, "question")
        and not holds_kind(blocks[k], lines, "citation")
    ] or others
    if len(plain) == 1:
        return plain[0][1]
    main = [(size, k) for size, k in plain if names_entries(blocks[k], lines)]
    if len(main) == 1:
        return main[0][1]
    unlabelled = [k for _, k in (main or ([] if follow_ups else plain)) if not labels[k]]
    if len(unlabelled) == 1 and unlabelled[0] == min(k for _, k in others):
        # The section's own list first, then lists set apart under labels (`已淘汰的基准：`).
        return unlabelled[0]
    shown_lists = "、".join(
        (f"under 「{labels[k]}」 " if labels[k] else "")
        + f"「{body_of(lines[line_of(blocks[k]) - 1]).strip()}」"
        for _, k in others
    )
    held = "a follow-up list and several other lists" if follow_ups else "several lists"
    hint = ": name the list after the section (「§N <label>新增一条 …」)"
    raise Unresolved(
        f"this section holds {held} ({shown_lists}); which one holds the entries is not "
        "guessed" + (hint if any(labels.values()) else "")
    )


# A one-line paragraph that labels the list right after it: `代表工作：`, `**已知局限**`,
# `__Notes:__` (short, no sentence in it).
LIST_LABEL = re.compile(
    r"^(?:(?:\*\*|__)(?P<bold>[^*_。！？!?]{1,20})(?:\*\*|__)\s*[：:]?"
    r"|(?P<plain>[^*_\s。！？!?：:][^。！？!?：:，,；;]{0,15})[：:])\s*$"
)


def list_label(blocks: Sequence[object], k: int, lines: Sequence[str]) -> str:
    """The label the list k stands under (`代表工作` of `**代表工作**` or `代表工作：`), or ""."""
    if k == 0 or not isinstance(blocks[k - 1], Paragraph):
        return ""
    intro = [
        body_of(line).strip()
        for line in lines[line_of(blocks[k - 1]) - 1 : line_of(blocks[k]) - 1]
        if line.strip()
    ]
    found = LIST_LABEL.match(intro[0]) if len(intro) == 1 else None
    if found is None:
        return ""
    return (found.group("bold") or found.group("plain")).strip(" ：:")


# An item that asks (`抢占代价如何计量？`, `- [ ] Q3 Does … help?`).
ASKS = re.compile(r"[？?]\s*(?:[）)」』*_]*\s*)?$|[？?]\s*[（(（]")


def holds_kind(block: object, lines: Sequence[str], kind: str) -> bool:
    """Whether a list's items are mostly of `kind`: questions that ask, citations that open
    with an id, a number label or a URL."""
    if not isinstance(block, List):
        return False
    bodies = [unboxed(b) for b in item_bodies(block, lines)]
    pattern = ASKS if kind == "question" else CITES
    hits = sum(bool(pattern.search(b)) for b in bodies)
    return bool(bodies) and hits * 2 > len(bodies)


def other_kind(tail: Tail, title: str) -> str:
    """What a list that was to take a new open question holds instead, when it plainly holds
    no questions: "entries" (items open with a name, none asks), "citations" (items open
    with an id or URL) or "rows" (a table whose columns name no question and whose rows ask
    nothing); "" when it may be a list of questions, or its heading names one."""
    if tail.form == "table" and tail.rows and not list_kinds()["questions"].search(title):
        asks = [cell for row in tail.rows for cell in row if re.search(r"[？?]", cell)]
        named = [c for c in tail.columns if QUESTION_COLUMN.search(c)]
        return "" if asks or named else "table rows"
    if (
        tail.form not in ("bullet", "ordered")
        or not tail.items
        or list_kinds()["questions"].search(title)
    ):
        return ""
    bodies = [unboxed(item) for item in tail.items]
    if any(re.search(r"[？?]", body) for body in bodies):
        return ""
    if sum(bool(CITES.search(body)) for body in bodies) * 2 > len(bodies):
        return "citations"
    if sum(bool(ENTRY_HEAD.match(body)) for body in bodies) * 2 > len(bodies):
        return "entries"
    return ""


# A line of a bibliography: one that opens with a citation's label (`[@key] Title…`, `〔6〕
# Author…`, `[3] …`, `[^2]: …`) or ends with the paper's id or link (`Rein et al. GPQA.
# arXiv:2311.12022`, `… doi:10.1145/…`), a bracketed note after it allowed (`〔§2.4〕`).
REFERENCE_LABEL = re.compile(
    r"^(?:\[@[^\]\s]{1,60}\]|〔\d{1,4}〕|\[\d{1,4}\]|\[\^[^\]\s]{1,12}\]:?)\s*\S"
)
REFERENCE_END = re.compile(
    r"(?:arXiv[:：]\s?\d{4}\.\d{4,5}(?:v\d+)?|doi[:：]\s?10\.[^\s（）()〔〕，。,；;]+"
    r"|https?://[^\s（）()〔〕，。,；;]+)\s*[.。]?"
    r"\s*(?:[〔（(\[][^〔〕（）()\[\]]{0,40}[〕）)\]])?\s*$",
    re.IGNORECASE,
)


def reference_list(lines: Sequence[str], span: Span, tail: Tail) -> str:
    """The last line of a section whose entries are references to papers (a bibliography:
    `* [@key] Title. arXiv:id.`, `Author. Title. arXiv:id`, `〔6〕 …`), in whatever form; ""
    when they are not. Its lines are the list's items, or the section's own lines when it
    writes them as a paragraph of lines. An entry of a body section (`**X**：… arXiv:id`)
    opens with its name: no reference, nor is one whose fold's summary names it."""
    if tail.form == "table" or tail.fold:
        return ""
    bodies = [unboxed(item).strip() for item in tail.items]
    if not bodies and tail.form in ("paragraph", "lines"):
        bodies = [
            line.strip()
            for line in lines[span.start : span.end]
            if line.strip() and not line.lstrip().startswith(("#", ">", "<!--"))
        ]
    cited = [
        body
        for body in bodies
        if REFERENCE_LABEL.match(body)
        or (REFERENCE_END.search(body) and not ENTRY_HEAD.match(body))
    ]
    return cited[-1] if len(bodies) >= 2 and len(cited) * 2 > len(bodies) else ""


def is_question_list(tail: Tail, title: str) -> bool:
    """Whether the list a new entry was to join is a list of open questions: its heading names
    one and most of its items ask. Items may be labelled paragraphs (`问题 1：…？`, a blank
    line, `问题 2：…？`) or lines of a quote as well as a list's."""
    if tail.form not in ("bullet", "ordered", "labelled", "lines") or not tail.items:
        return False
    asked = sum(bool(ASKS.search(unboxed(item))) for item in tail.items)
    if tail.task and asked == len(tail.items) > 1:
        # Every item is a box that asks (`- [ ] …？`): a list of questions by what it holds,
        # whatever its heading says.
        return True
    named = list_kinds()["questions"].search(title) or PENDING_TITLE.search(title)
    return bool(named) and asked * 2 > len(tail.items)


# A heading that names a list of things still to settle: `待确认`, `待核实`, `疑问`, `问题`.
PENDING_TITLE = re.compile(r"待(?:确认|核实|澄清|定|解)|疑[问問]|[问問][题題]|\bquestions?\b", re.I)


def paragraphs_ask(lines: Sequence[str], span: Span) -> str:
    """The last of a section's own lines when its heading names open questions and most of
    those lines ask (`能否…？` paragraphs, no list marker); else ""."""
    own = own_body(lines, span)
    bodies = [body_of(line).strip() for line in lines[own.start : own.end] if line.strip()]
    asked = [body for body in bodies if ASKS.search(body)]
    named = list_kinds()["questions"].search(span.title)
    return asked[-1] if named and bodies and len(asked) * 2 > len(bodies) else ""


# A table column that holds questions: `问题`, `疑问`, `Question`, `Q`.
QUESTION_COLUMN = re.compile(r"[问問][题題]|疑[问問]|\bquestions?\b|^\s*Q\s*$", re.I)
# An item that is a citation: it opens with an id, a bracketed label or a URL.
CITES = re.compile(r"^(?:\[[^\]]{1,12}\]:?\s|arXiv[:\s]|doi:|https?://)", re.IGNORECASE)


# An HTML block that opens or closes a folded part: `<details>` … `</details>`.
DETAILS_OPEN = re.compile(r"<details\b", re.IGNORECASE)
DETAILS_CLOSE = re.compile(r"</details\s*>", re.IGNORECASE)
# A line that is all HTML tags (`<summary>…</summary>`, `<details open>`): no paragraph's.
HTML_TAG_LINE = re.compile(r"(?:<[^<>]*>[^<>]*)*<[^<>]*>")


FOLD_NAME = "\x00"
FOLD_BODY = "\x01"
SUMMARY = re.compile(r"(<summary\b[^>]*>)(.*?)(</summary\s*>)", re.IGNORECASE)


def fold_at(lines: Sequence[str], close: int) -> tuple[int, int] | None:
    """The fold that ends on line `close` (a bare `</details>`): its opening line and the
    line its `<summary>…</summary>` ends on, when only HTML tags stand before its body."""
    if not DETAILS_CLOSE.fullmatch(lines[close].strip()):
        return None
    depth = 0
    for k in range(close, -1, -1):
        depth += len(DETAILS_CLOSE.findall(lines[k])) - len(DETAILS_OPEN.findall(lines[k]))
        if depth == 0:
            opened = lines[k].strip()
            if not DETAILS_OPEN.match(opened):
                return None
            summary = k + 1 + next((j for j, line in enumerate(lines[k + 1 :]) if line.strip()), 0)
            summary = k if SUMMARY.search(opened) else summary
            head = [line.strip() for line in lines[k : summary + 1]]
            if summary >= close or not SUMMARY.search(head[-1]):
                return None
            return (k, summary) if all(HTML_TAG_LINE.fullmatch(h) for h in head) else None
    return None


def entry_folds(lines: Sequence[str], last: int) -> Tail | None:
    """A section whose entries are folds, one each (`<details><summary>名</summary>`, the
    entry's text, `</details>`): a new entry is a fold of the same lines after the last one,
    never words inside its neighbour's fold. A fold that holds several named lines (`**X**：`,
    `Q:` / `A:`) holds entries (entry_tail writes inside it); one fold alone is not told apart
    from such a group: unresolved."""
    folds: list[tuple[int, int, int]] = []
    close = last
    while close >= 0 and (found := fold_at(lines, close)) is not None:
        folds.insert(0, (*found, close))
        close = last_filled(lines, found[0] - 1)
    bodies = [
        [body_of(line).strip() for line in lines[summary + 1 : end] if line.strip()]
        for _, summary, end in folds
    ]
    if not folds or any(sum(bool(ENTRY_HEAD.match(line)) for line in body) > 1 for body in bodies):
        return None
    start, summary, end = folds[-1]
    name = SUMMARY.search(lines[summary])
    if len(folds) < 2 or not all(bodies) or name is None:
        raise Unresolved(
            f"this section's last entry stands in a fold of its own (「{lines[start].strip()}」, "
            f"line {start + 1}); whether a new entry is a fold beside it is not known, and "
            "words inside it would read as part of that entry: add the entry by hand"
        )
    # The last fold's lines, its summary's words and its body left out: blank lines and
    # tags around the body stand as they do there.
    shape = [body_of(line) for line in lines[start : end + 1]]
    shape[summary - start] = SUMMARY.sub(rf"\g<1>{FOLD_NAME}\g<3>", shape[summary - start], 1)
    first = summary + 1 - start
    while not shape[first].strip():
        first += 1
    body_end = len(shape) - 1
    while not shape[body_end - 1].strip():
        body_end -= 1
    return Tail(
        after=end,
        form="fold",
        items=tuple(body[0] for body in bodies),
        spaced=folds[-2][2] + 1 < start,
        fold=(*shape[:first], FOLD_BODY, *shape[body_end:]),
    )


# A container's fences (`::: note`, `:::: warning` … `:::`), as markdown-it-container and
# pandoc write them.
CONTAINER_OPEN = re.compile(r"\s{0,3}(?P<fence>:{3,})\s*\{?[\w.-]")
CONTAINER_CLOSE = re.compile(r"\s{0,3}:{3,}\s*")


def container_opening(lines: Sequence[str], close: int) -> int:
    """The line that opens the container closing on line `close` (a bare `:::`), or -1."""
    if not CONTAINER_CLOSE.fullmatch(body_of(lines[close])):
        return -1
    fence = body_of(lines[close]).strip()
    for k in range(close - 1, -1, -1):
        opened = CONTAINER_OPEN.match(lines[k])
        if opened and opened.group("fence") == fence:
            return k
        if CONTAINER_CLOSE.fullmatch(body_of(lines[k])):
            return -1
    return -1


def folded_blocks(blocks: Sequence[object], lines: Sequence[str]) -> frozenset[int]:
    """The blocks that start inside a `<details>` element (folded away when rendered) or an
    HTML comment (not shown at all)."""
    hidden_at: list[bool] = []
    depth = 0
    comment = False
    for line in lines:
        body = line.lstrip()
        if not comment and body.startswith("<!--"):
            comment = True
            body = body[4:]
        hidden_at.append(bool(depth) or comment)
        if comment:
            comment = "-->" not in body
            continue
        depth += len(DETAILS_OPEN.findall(line))
        depth = max(0, depth - len(DETAILS_CLOSE.findall(line)))
    if not any(hidden_at):
        return frozenset()
    return frozenset(
        k
        for k, block in enumerate(blocks)
        if 0 < line_of(block) <= len(hidden_at) and hidden_at[line_of(block) - 1]
    )


# The words that introduce a list of follow-ups rather than entries: `待跟进：`, `TODO:`.
FOLLOW_UP_LABEL = re.compile(
    r"^(?:\*\*|__)?\s*(?:待跟进|跟进|待办|待做|后续(?:跟进|工作)?|下一步|TODO|To[- ]?dos?"
    r"|Follow[- ]?ups?|Next steps?)(?:事项|项)?\s*(?:\*\*|__)?\s*[：:]?\s*(?:\*\*|__)?$",
    re.IGNORECASE,
)
# An item that opens with its entry's name: `**Name**…`, `Name：…` (no sentence before it).
ENTRY_HEAD = re.compile(
    r"^(?:(?:\*\*|__)[^*_]+(?:\*\*|__)|[^\s：:，。,；;]{1,40}\s*(?:：|:(?![/\d])))"
)


def item_bodies(block: List, lines: Sequence[str]) -> list[str]:
    """The first lines of a list's items, without their markers."""
    found = [LIST_LINE.match(body_of(lines[line_of(item) - 1])) for item in block.children or []]
    return [m.group("body") for m in found if m]


def is_follow_up_list(blocks: Sequence[object], k: int, lines: Sequence[str]) -> bool:
    """Whether block k is a list of things to do: every item a task (`- [ ] …`), or the list
    right after a one-line paragraph that says so (`待跟进：`, `Follow-ups:`)."""
    block = blocks[k]
    if not isinstance(block, List) or not lines:
        return False
    bodies = item_bodies(block, lines)
    if bodies and all(TASK_BOX.match(b) for b in bodies):
        return True
    if k == 0 or not isinstance(blocks[k - 1], Paragraph):
        return False
    intro = [
        body_of(line).strip()
        for line in lines[line_of(blocks[k - 1]) - 1 : line_of(block) - 1]
        if line.strip()
    ]
    return len(intro) == 1 and FOLLOW_UP_LABEL.match(intro[0]) is not None


def names_entries(block: object, lines: Sequence[str]) -> bool:
    """Whether a list's items read as entries (most open with a name), or it is a table."""
    if not isinstance(block, List):
        return True
    bodies = item_bodies(block, lines)
    named = sum(bool(ENTRY_HEAD.match(b)) and not ASKS.search(b) for b in bodies)
    return bool(bodies) and named * 2 > len(bodies)


def split_row(line: str) -> list[str]:
    """A table line's cells (`\\|` inside a cell does not split it)."""
    body = line.strip()
    if body.startswith("|"):
        body = body[1:]
    if body.endswith("|") and not body.endswith("\\|"):
        body = body[:-1]
    return [cell.strip() for cell in re.split(r"(?<!\\)\|", body)]


# A label that starts an item: `[12]`, `[A12]`, `**Q7**`, `Ref-3.`, `R4：`, a question's
# `问题 4：` or `Question 4:` (not a plain number: a numbered list numbers itself), or a
# table row's first cell (`| P4 | …`). Inside
# brackets any capital letter or two may lead (`[A12]` of an appendix); outside, only the
# known ones (`H100 …` is no label), or any letters that fill a row's first cell.
ITEM_LABEL = re.compile(
    # `【3】` labels an item as `[3]` does (a reference list `【3】 Author, Title, 2024`).
    r"^(?P<cell>\|\s*)?(?P<bold>\*\*|__)?(?P<open>\[\^?|【(?=\d+】))?"
    r"(?P<lead>(?:Q|OQ|R|Ref|REF|T|TR)-?|(?:问题?|Question)\s?|(?<=\[)[A-Z]{1,2}-?"
    r"|(?<=[|\s])[A-Za-z]{1,4}-?(?=\d+\s*\|)"
    # `P3：…`, `H-2：…`: a capital letter's series, its number before a colon.
    r"|(?<![A-Za-z])[A-Z]-?(?=\d{1,3}[：:]))?"
    r"(?P<number>\d+)(?P<close>\]|(?<=【\d)】|(?<=【\d\d)】|(?<=【\d\d\d)】)?(?P=bold)?"
    # After a separator, a bracket or bold anything may follow; a bare `Q3` ends a word.
    rf"(?P<after>[.:：、)]?)(?:(?<=[.:：、)\]】*_])|(?=\s|$|[{HAN_RANGE}]))"
)


# A label's lead that is a capital letter of a series of the document's own (`P3：`), not one
# kbpatch knows by name (`Q`, `R`, `T`).
LETTER_SERIES = re.compile(r"(?![QRT]-?$)[A-Z]-?")


def next_label(bodies: Sequence[str]) -> str:
    """The label after the last of the items' labels, in their form; "" when most items carry
    none, or carry a bare number."""
    found = [ITEM_LABEL.match(b.strip()) for b in bodies if b.strip()]
    labels = [m for m in found if m and (m.group("open") or m.group("lead"))]
    if not labels or len(labels) * 2 <= len(found):
        return ""
    leads = {m.group("lead") for m in labels if m.group("lead")}
    if len(leads) > 1 and any(LETTER_SERIES.fullmatch(lead) for lead in leads):
        # `Q1:` / `A1:` lines in turn: two series (questions and answers), no one list's.
        return ""
    last = labels[-1]
    number = max(int(m.group("number")) for m in labels) + 1
    bold = last.group("bold") or ""
    # `[RC-05]` → `[RC-06]`: the number as wide as the labels write theirs.
    digits = str(number).zfill(len(last.group("number")))
    label = f"{bold}{last.group('open') or ''}{last.group('lead') or ''}{digits}"
    if bold_wraps_name(last):
        # `**[PT-08] 名称**：`: the bold holds the name too, so the label leaves it open.
        return label + (last.group("close") or "")
    return f"{label}{last.group('close') or ''}{bold}{last.group('after')}"


def bold_wraps_name(label: re.Match[str]) -> bool:
    """Whether a label's bold opens before it and closes after the item's name, not right
    after the label (`**[PT-08] 计算通信重叠**：…`, not `**[PT-08]** 计算通信重叠：…`)."""
    bold = label.group("bold")
    return bool(bold) and not label.group(0).rstrip(label.group("after")).endswith(bold)


def kb_wide_label(lines: Sequence[str], span: Span, tail: Tail) -> Tail:
    """The tail with the document's next label when its items' labels run across the whole
    document (`[E1]` `[E2]` in §1, `[E3]` `[E4]` in §2, none repeated): a new §1 entry takes
    `[E5]`, not `[E3]` again. Labels that restart in each section are left to the section."""
    label = ITEM_LABEL.match(tail.next_label) if tail.next_label else None
    if label is None or not label.group("lead") or not label.group("open"):
        return tail
    lead, number = label.group("lead"), int(label.group("number"))
    item = re.compile(
        r"^\s*(?:[-*+]|\d+[.)])\s+(?:\*\*|__)?\[" + re.escape(lead) + r"(?P<number>\d+)\]"
    )
    numbers = [int(m.group("number")) for line in lines if (m := item.match(line))]
    inside = [
        int(m.group("number")) for line in lines[span.start : span.end] if (m := item.match(line))
    ]
    if len(set(numbers)) < len(numbers) or len(numbers) == len(inside):
        return tail
    if max(numbers) < number:
        return tail
    start, end = label.span("number")
    digits = str(max(numbers) + 1).zfill(end - start)
    return replace(tail, next_label=f"{tail.next_label[:start]}{digits}{tail.next_label[end:]}")


def next_row_number(rows: Sequence[Sequence[str]]) -> str:
    """The number after the last in a table whose first column numbers its rows, else ""."""
    firsts = [r[0] for r in rows if r]
    if not firsts or not all(cell.isdigit() for cell in firsts):
        return ""
    return str(max(int(cell) for cell in firsts) + 1)


# A first cell that may label its row: letters, then a number (`P3`, `R10`, `Q-2`).
CELL_LABEL = re.compile(r"(?P<lead>[A-Za-z]{1,4}-?)(?P<number>\d{1,4})")
# A first column's header that says it labels the rows.
LABEL_HEADER = re.compile(r"^(?:编号|序号|标号|代号|id|#|no\.?|label|key)$", re.I)


def next_row_label(header: str, rows: Sequence[Sequence[str]]) -> str:
    """The label after the last in a table whose first column labels its rows by one prefix
    and a number (`P2`, `P3` → `P4`; `R9`, `R10` → `R11`), read from the cells' shape: every
    cell so, under a header that says so (`编号`, `ID`), or numbered one after another; else
    ""."""
    cells = [CELL_LABEL.fullmatch(r[0].strip()) for r in rows if r]
    found = [m for m in cells if m]
    if not found or len(found) < len(cells) or len({m.group("lead") for m in found}) != 1:
        return ""
    numbers = [int(m.group("number")) for m in found]
    in_turn = len(numbers) >= 2 and all(b == a + 1 for a, b in pairwise(numbers))
    if not (LABEL_HEADER.match(header.strip()) or in_turn):
        return ""
    # `W-06` → `W-07`: the number as wide as the labels write theirs.
    digits = str(max(numbers) + 1).zfill(len(found[-1].group("number")))
    return f"{found[-1].group('lead')}{digits}"


def labelled_lines(lines: Sequence[str], last: int) -> Tail | None:
    """The section's last lines as labelled items, one a line (`[3] …`, `Q3. …`), or None."""
    first = last
    while first > 0 and lines[first - 1].strip():
        first -= 1
    # Each item may be a paragraph of its own (`**OQ6** …`, a blank line, `**OQ7** …`).
    above = (
        single_paragraphs(lines, last_filled(lines, first - 1), is_label) if first == last else []
    )
    bodies = [*above, *(body_of(line) for line in lines[first : last + 1])]
    label = next_label(bodies)
    found = [ITEM_LABEL.match(b.strip()) for b in bodies]
    if not label or not all(found):
        return None
    # `【3】Chen, …`: words right after every label, no space between; a new item's too.
    glued = all(
        m and m.group(0).endswith("】") and b.strip()[m.end() : m.end() + 1].strip()
        for m, b in zip(found, bodies, strict=True)
    )
    return Tail(
        after=last,
        form="labelled",
        gap="" if glued else " ",
        next_label=label,
        items=tuple(unlabelled(bodies)),
        spaced=bool(above),
    )


# A line of entries lettered or numbered in brackets: `(a) AdamW：…`, `（2）…`.
BRACKET_LABEL = re.compile(
    r"^(?P<open>[（(])(?P<label>[a-z]|[A-Z]|\d{1,2})(?P<close>[）)])\s*(?P<body>\S.*)$"
)


def bracket_labelled(lines: Sequence[str], last: int) -> Tail | None:
    """The section's last paragraph as entries labelled in brackets, one a line, in order
    (`(a) AdamW：…`, `(b) Lion：…` with an indented line under it, `(c) Muon：…`), at least
    two; a new one is the next line with the next label (`(d)`). None otherwise."""
    first = last
    while first > 0 and lines[first - 1].strip():
        first -= 1
    paragraph = [body_of(line) for line in lines[first : last + 1]]
    # Each entry may be a paragraph of its own (`(1) **vLLM**：…`, a blank line, `(2) …`).
    above = (
        single_paragraphs(
            lines, last_filled(lines, first - 1), lambda body: bool(BRACKET_LABEL.match(body))
        )
        if first == last and BRACKET_LABEL.match(paragraph[0])
        else []
    )
    paragraph = [*above, *paragraph]
    heads = [BRACKET_LABEL.match(line) for line in paragraph]
    opened = [m for m in heads if m]
    if heads[0] is None or len(opened) < 2:
        return None
    if any(m is None and not line[:1].isspace() for m, line in zip(heads, paragraph, strict=True)):
        return None  # a line that is neither an entry nor indented under one
    labels = [m.group("label") for m in opened]
    if all(label.isdigit() for label in labels):
        values = [int(label) for label in labels]
        following = str(values[-1] + 1)
    elif all(len(label) == 1 and label.isalpha() for label in labels) and labels[-1] not in "zZ":
        values = [ord(label) for label in labels]
        following = chr(values[-1] + 1)
    else:
        return None
    if values != list(range(values[0], values[0] + len(values))):
        return None  # not in order: the next label is not known
    last_head = opened[-1]
    return Tail(
        after=last,
        form="labelled",
        next_label=f"{last_head.group('open')}{following}{last_head.group('close')}",
        items=tuple(m.group("body") for m in opened),
        spaced=bool(above),
    )


# A paragraph that defines a term: `**PrefixHub**：…`, `**KV-INT4**（…） — …`, or that opens
# with its name in marks and runs on (`【DPO】直接偏好优化……`).
DEFINED_TERM = re.compile(
    r"^(?:(\*\*|__)[^*_]+?\1\s*(?:[（(][^（）()]*[）)])?\s*(?:：|:|——|—|–)|【[^【】]{1,20}】\S)"
)


def defined_terms(lines: Sequence[str], last: int) -> Tail | None:
    """The section's last paragraphs as entries when each is one line that defines a bold
    term (`**PrefixHub**：…`, a blank line, `**SpanReuse**：…`) or a term in marks
    (`【DPO】…`, a blank line, `【IPO】…`), at least two of them; None
    otherwise. A new entry is such a paragraph too, after a blank line."""
    bodies = single_paragraphs(lines, last, lambda body: DEFINED_TERM.match(body) is not None)
    if len(bodies) < 2:
        return None
    return Tail(after=last, form="paragraph", items=tuple(body.strip() for body in bodies))


def term_lines(lines: Sequence[str], last: int) -> Tail | None:
    """The section's last paragraph as terms defined one a line, no blank line between
    (`**D2D**：…`, `**NTN**：…`), at least two: a new term is the next line. None otherwise."""
    first = last
    while first > 0 and lines[first - 1].strip():
        first -= 1
    bodies = [body_of(line).strip() for line in lines[first : last + 1]]
    if len(bodies) < 2 or not all(DEFINED_TERM.match(body) for body in bodies):
        return None
    return Tail(after=last, form="lines", items=tuple(bodies))


# A paragraph entry that opens with its bold name and runs on with no colon after it:
# `**KIVI**（Rice 等, 2024）对 key 按通道…。(arXiv 2402.02750)`.
BOLD_LED = re.compile(r"^(\*\*|__)[^*_]{1,60}?\1(?!\s*[：:])\S")


def bold_led(lines: Sequence[str], last: int) -> Tail | None:
    """The section's last paragraphs as entries when each is one line that opens with a
    bold name (`**KIVI**（Rice 等, 2024）对 key…`), at least two of them; None otherwise. A new
    entry is such a paragraph too, after a blank line, its form learned from them."""
    bodies = single_paragraphs(lines, last, lambda body: BOLD_LED.match(body) is not None)
    if len(bodies) < 2:
        return None
    return Tail(after=last, form="paragraph", items=tuple(body.strip() for body in bodies))


# A thematic break on a line of its own: `---`, `***`, `___` (spaces between allowed).
THEMATIC_BREAK = re.compile(r" {0,3}(?:(?:-[ \t]*){3,}|(?:\*[ \t]*){3,}|(?:_[ \t]*){3,})\n?")
# A definition list's definition line, under its term: `: 可复现的网页环境，…`.
DEFINITION = re.compile(r"^\s{0,3}:\s+\S")


def definition_list(lines: Sequence[str], last: int) -> Tail | None:
    """The section's last paragraphs as a definition list when each is a term line, then its
    definitions (`ReAct`, `: 推理与行动交替…`), at least two of them; None otherwise. The
    items, for forms.py, read `Term：definition`."""
    items: list[str] = []
    end = last
    while last >= 0:
        first = last
        while first > 0 and lines[first - 1].strip():
            first -= 1
        paragraph = [body_of(line) for line in lines[first : last + 1]]
        defined = len(paragraph) >= 2 and all(DEFINITION.match(line) for line in paragraph[1:])
        if not defined or DEFINITION.match(paragraph[0]):
            break
        items.insert(0, f"{paragraph[0].strip()}：{paragraph[1].lstrip()[1:].strip()}")
        last = last_filled(lines, first - 1)
    if len(items) < 2:
        return None
    return Tail(after=end, form="definition", items=tuple(items), spaced=True)


def single_paragraphs(lines: Sequence[str], last: int, takes: Callable[[str], bool]) -> list[str]:
    """The paragraphs of one line each, the last ending at line `last`, that `takes` (given
    the stripped line) accepts, walking up to the first that is not so; top first."""
    found: list[str] = []
    while last >= 0 and (last == 0 or not lines[last - 1].strip()):
        if not takes(body_of(lines[last]).strip()):
            break
        found.insert(0, body_of(lines[last]))
        last = last_filled(lines, last - 1)
    return found


def is_label(body: str) -> bool:
    """Whether a line opens with an item's label (`[12]`, `Q7`), not a bare number."""
    match = ITEM_LABEL.match(body)
    return match is not None and bool(match.group("open") or match.group("lead"))


def unlabelled(bodies: Sequence[str]) -> list[str]:
    """The items' texts without their labels (`[3] arXiv:…` → `arXiv:…`); a bold that holds
    the label and the name stays on the name (`**[PT-08] 名称**：…` → `**名称**：…`)."""
    return [
        (match.group("bold") if bold_wraps_name(match) else "")
        + body.strip()[match.end() :].strip()
        if (match := ITEM_LABEL.match(body.strip()))
        else body
        for body in bodies
    ]


def commented_lines(lines: Sequence[str], span: Span) -> frozenset[int]:
    """The lines of a span that stand inside an HTML comment (`<!--` … `-->`), which the
    rendered document does not show: an entry commented out there is not in the section."""
    found: set[int] = set()
    inside = False
    for index in range(span.start, span.end):
        body = body_of(lines[index])
        if not inside and body.lstrip().startswith("<!--"):
            inside = True
            body = body.lstrip()[4:]
        if inside:
            found.add(index)
            if "-->" in body:
                inside = False
    return frozenset(found)


class Block:
    """The lines of one span, read once for several searches (joined when first asked)."""

    def __init__(self, lines: Sequence[str], span: Span) -> None:
        self.start = span.start
        self.lines = lines[span.start : span.end]

    @functools.cached_property
    def text(self) -> str:
        return "".join(self.lines)

    def first_with(self, needles: Sequence[str]) -> int | None:
        """The first line (its index in the whole text) that holds any of the needles, or None."""
        found = (k for k, line in enumerate(self.lines) if any(n in line for n in needles))
        first = next(found, None)
        return None if first is None else self.start + first

    def find(self, needle: str) -> list[int]:
        """The lines (indexes in the whole text) that contain `needle`, ignoring white space
        and emphasis marks."""
        # A needle without a line break cannot match across two lines: one search of the
        # span's text tells whether any line holds it, as it mostly does not.
        if needle.splitlines() != [needle] or needle in self.text:
            exact = [self.start + k for k, line in enumerate(self.lines) if needle in line]
            if exact:
                return exact
        wanted = normalise(needle)
        if not wanted:
            return []
        return [self.start + k for k, line in enumerate(self.lines) if wanted in normalise(line)]
