"""What a brief says about its items: which item a closing-list clause names, the arXiv ids
an item is about, the caveats a suggestion keeps with its entry, and a new entry's words."""

from __future__ import annotations

import functools
import re
import unicodedata
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, replace
from difflib import SequenceMatcher

from ..chars import HAN_RANGE, is_han
from ..models import Action, ActionKind, Brief, EntryContent, Item, SectionRef, Segment
from ..parse import DICTATED_LINE, NUMBER_CHARACTERS, quoted_spans, split_outside_quotes
from .clauses import (
    ARROW,
    ARROWS,
    ITEM_NAMED,
    LISTED_LINE_IN_TEXT,
    NAME_TOKEN,
    OPTION,
    Caveat,
    Draft,
    changelog_words_given,
    heading_names,
    headings_named,
    listed_keys,
    places_named,
    tagged_numbers,
)
from .lexicon import Lexicon
from .text import (
    ARXIV,
    BARE_CHAPTER,
    BARE_SECTION,
    CHAPTER_AND_PART,
    CHAPTER_THEN_BARE,
    CIRCLED_NUMBER,
    LATIN_NAME,
    LETTERED_SECTION,
    MOVED_TO_BARE_SECTION,
    PAPER_CARD,
    PART_LETTER,
    PLACED_BARE_SECTION,
    QUOTE,
    ROMAN_VALID,
    SECTION_HOLDING,
    SECTION_REF,
    SENTENCE_SPLIT,
    SPELT_SECTION,
    TITLED_SECTION,
    TRAILING_DOT_SECTION,
    appendix_key,
    ascii_numbers,
    cjk_trigrams,
    heading_text_key,
    masked_quotes,
    name_pattern,
    number_value,
    other_reading,
    quote_after,
    ref_number,
    roman_value,
    row_words_spans,
    section_key,
    split_title,
    title_given,
)

CAVEAT_MARKER = re.compile(
    r"(?:必须)?同条保留|(?:必须)?同条标注|必须写[清明]|写[清明][：:]|只写[\"“「『]|[^\s，,；;。]{0,4}写[\"“「『]|"
    r"写[清明][\"“「『]|(?:标注|注明)[\"“「『]|摘要级标注"
)
# The words no CAVEAT_MARKER match is without: a text without them is not searched.
CAVEAT_MARKER_HINTS = ("同条", "写清", "写明", '写"', "写“", "写「", "写『", "标注", "注明")
ANNOTATED_REF = re.compile(r"§\s*(?:\d+(?:\.\d+)*|[一二三四五六七八九十]+)\s*$")
# `条目 2`, `增量一` (a Chinese numeral, as a heading `### 增量一：…` numbers it; not `条目一样`).
ITEM_MENTION = re.compile(
    r"(条目|增量)\s*(\d+|[一二三四五六七八九十]+(?![样些致般直定起同并概律切旦向道个条项]))"
    r"(?!\s*[–\-~～]\s*\d)(?!\s*条)"
)
CLAUSE_MARKS = ("，", ",", "；", ";", "。")
CAVEAT_LEAD_WORD = re.compile(r"^(?:但|并|且|同时|并且)")
# The words before a quote that dictates an entry's text (`只写"…"`) or labels it in the body.
# The entry's very words, quoted after these: `只写"…"`, `条目写成："…"`, `措辞用"…"`,
# `正文用「…」`, `内容："…"`.
# (`内容为「…」`: after 为 or 是 the colon may be left out; `写作「…」` after the add says the
# entry's words too, not `改写成` a rewrite. A noun of words (`措辞`, `表述`, `原话`, `写法`) or a
# verb of copying (`照录`, `照抄`) before the quote says so as well; not `条目为「X」`, a name.)
ONLY_TEXT_LEAD = re.compile(
    r"(?:只写|(?:条目|正文)\s*(?:写成|写作|写为|用|就写)|(?<![改重誊缩])写(?:成|作|为)"
    r"|(?<![改重誊缩])写\s*[：:]|用这句|如下\s*[：:]|(?:照录|照抄|照搬|原样照录|原样)\s*[：:]?"
    r"|(?:条目|正文)?\s*(?:措辞|表述|文本|原话|写法|建议写法|全文|内容|文字|原文)"
    r"\s*(?:(?:如下)?\s*[：:]|(?:为|是|用)\s*[：:]?|如下))\s*[：:]?\s*"
)
# After the entry's name at the start of its drafted words: its id aside and a colon.
DRAFT_HEAD_REST = r"\s*(?:[（(][^（）()]*[）)])?\s*[：:，,]?\s*"
# The same, written out unquoted to the line's end after a lead and its colon: `条目全文如下：
# X（arXiv:…）按长度分片校准打分器。`, `内容：按长度分片校准打分器…`, `要点写：…`, `正文就写：…`.
DRAFTED_TEXT = re.compile(
    r"(?:(?:条目|正文)?\s*(?:全文|原文|内容|文字)\s*(?:如下|为|是)?|(?:条目|正文|要点)\s*(?:就|只)?"
    r"写(?:成|作|为)?)\s*[：:]\s*(?P<text>[^\s\"“「『].*?)\s*$"
)
BODY_LABEL_LEAD = re.compile(r"(?:正文|说明|说明部分|描述|简介|释义)\s*写(?:清|明|成|为|作)?")
# The refs end with their clause, or with the parenthesis the request itself stands in
# (`（交叉引用 §2.1）`): a bracket of their own (`§4.2（量化路线）`) is part of them.
CROSS_REF_LIST = re.compile(r"交叉引用\s*(?P<refs>(?:[^。；;（）()]|[（(][^（）()]*[）)])+)")
# `§七 标注"…"`: the words before the label a citation is to carry.
CITATION_LABEL_LEAD = re.compile(r"§\s*(?:\d+(?:\.\d+)*|[一二三四五六七八九十]+)\s*标注\s*")
ID_ASIDE = re.compile(r"[（(\[]\s*arXiv:?\s*\d{4}\.\d{4,5}[^（()）\[\]]*[）)\]](?!\()")
# A line of the brief's list of citable ids: `arXiv:2611.01473 —— Title（note）`.
CITABLE = re.compile(r"arXiv:\s*(?P<id>\d{4}\.\d{4,5})\s*(?:——|—|--|-|：|:)\s*(?P<title>[^（(]+)")


# A clause's break: the words a cross-reference belongs to start after the last one before it.
CLAUSE_BREAK = re.compile(r"[，,；;。]")
LEAD_PLACE = re.compile(r"§\s*[\w.]*\w")


def entry_cross_refs(text: str, match: re.Match[str], target: SectionRef | None) -> bool:
    """Whether `交叉引用 …` gives the new entry's cross-references: they name a section, other
    than the entry's own, and the clause holding them names no place of its own before them
    (`§1.4 加一句交叉引用指向 §1.1` asks for a pointer in §1.4, no words of the §1.1 entry;
    `§1.4 交叉引用一句` names no section to refer to)."""
    refs = match.group("refs")
    if "§" not in refs:
        return False
    own = target.raw.strip() if target is not None else ""
    lead = CLAUSE_BREAK.split(text[: match.start()])[-1]
    if any(place != own for place in LEAD_PLACE.findall(lead)):
        return False
    return not (own.startswith("§") and re.search(re.escape(own) + r"(?![\d.])", refs))


# The verbs that keep quoted words with a new entry, what may link those words to the noun
# after them, and the nouns that call them a caveat (`保留"X"的边界说明`, `带上「X」这一提示`).
KEEP_VERB = "(?:保留|带上|附上|保持)"
CAVEAT_LINK = "(?:的|这一?|这个|这条|那条)?"
CAVEAT_NOUN = (
    r"[\u4e00-\u9fff]{0,4}?(?:边界说明|口径说明|说明|提示|警示|提醒|边界|口径|限定|注记|标注)"
)
# `必须` is often left out (`证据边界同条保留：…`); `写清` and `写明` are the same request, and
# may quote the text instead of using a colon (`写清「…」`); a bare `写清：` gets 说明.
# Each pattern comes with its default label and the words it cannot match without: a text
# without them is not searched (a full search of the lazy label prefix costs 5x more).
CAVEAT_PATTERNS: tuple[tuple[re.Pattern[str], str, tuple[str, ...]], ...] = (
    (
        re.compile(r"(?P<label>[^，,；;。：:\s]{0,10}?)(?:必须)?同条保留[：:](?P<text>[^。]+)"),
        "证据边界",
        ("同条保留",),
    ),
    (
        re.compile(r"(?:必须)?同条标注的(?P<label>[^：:]{0,8})[：:](?P<text>[^。]+)"),
        "口径",
        ("同条标注的",),
    ),
    (
        re.compile(r"(?P<label>[^，,；;。：:\s]{0,10}?)必须写[清明][：:](?P<text>[^。]+)"),
        "说明",
        ("必须写",),
    ),
    (
        re.compile(
            r"(?P<label>[^，,；;。：:\s\"“「]{0,10}?)(?<!必须)写[清明][：:](?P<text>[^。]+)"
        ),
        "说明",
        ("写清：", "写清:", "写明：", "写明:"),
    ),
    (
        re.compile(
            r"(?:(?P<label>定位|口径|推理侧可迁移点|可迁移点|证据等级|结论|说明)写[清明]?|(?<![不只文])写[清明])"
            r"\s{0,2}[\"“「『](?P<text>[^\"”」』]+)[\"”」』]"
        ),
        "说明",
        ("写清", "写明", '写"', "写“", "写「", "写『"),
    ),
    (
        re.compile(r"(?P<label>)(?:标注|注明)\s{0,2}[\"“「『](?P<text>[^\"”」』]+)[\"”」』]"),
        "标注",
        ("标注", "注明"),
    ),
    (re.compile(r"(?P<label>摘要级)标注(?P<text>)"), "证据等级", ("摘要级标注",)),
    # `同条保留"单一来源"的边界说明`, `条目里带上「作者自测」`: quoted words the new entry is to
    # keep (the entry named before the verb), labelled by the caveat noun after them if any.
    (
        re.compile(
            rf"(?:同条|条目[里中内]?|该条|本条)\s{{0,2}}(?:也|要|须|需|需要|必须)?\s{{0,2}}{KEEP_VERB}"
            rf"\s{{0,2}}[\"“「『](?P<text>[^\"”」』]+)[\"”」』](?:\s{{0,2}}{CAVEAT_LINK}\s{{0,2}}"
            rf"(?P<label>{CAVEAT_NOUN}))?"
        ),
        "证据边界",
        ("同条", "条目", "该条", "本条"),
    ),
    # `保留"单一来源"的边界说明`, `附上「销售材料」这一提示`: the same with a caveat noun after the
    # quote saying what the words are, and no entry named before the verb.
    (
        re.compile(
            rf"{KEEP_VERB}\s{{0,2}}[\"“「『](?P<text>[^\"”」』]+)[\"”」』]\s{{0,2}}{CAVEAT_LINK}"
            rf"\s{{0,2}}(?P<label>{CAVEAT_NOUN})"
        ),
        "证据边界",
        ("保留", "带上", "附上", "保持"),
    ),
    (
        # `the entry must say "…"`, `must state: "…"`: the English of `条目里要写明"…"`.
        re.compile(
            r"(?P<label>)(?i:\bmust\s+(?:say|state|mention|note|read))\s*[：:]?\s*"
            r"[\"“「『](?P<text>[^\"”」』]+)[\"”」』]"
        ),
        "说明",
        ("must", "Must", "MUST"),
    ),
)


def caveats_in(text: str, negation: re.Pattern[str] | None = None) -> list[Caveat]:
    """The caveats a suggestion says must stay with the entry, in the brief's words. With
    `negation`, a marker right after a negation (`不要注明"…"`) asks for nothing."""
    found: list[Caveat] = []
    for pattern, default_label, needs in CAVEAT_PATTERNS:
        if not any(word in text for word in needs):
            continue
        for match in pattern.finditer(text):
            if default_label == "标注" and ANNOTATED_REF.search(text, 0, match.start()):
                continue  # `§七 标注"…"` is what the citation gets marked with, not the entry
            # The negation right before the marker in its own clause (`不要注明"…"`), not a
            # keep that ends the clause before (`其余不动；注明"…"`).
            mark = max(text.rfind(m, 0, match.start()) for m in CLAUSE_MARKS)
            near = (max(match.start() - 4, mark + 1, 0), match.start() + 2)
            if negation is not None and negation.search(text, *near):
                continue
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
    for text in [item.title, *(s.text for s in item.sources)]:
        for match in ARXIV.finditer(text):
            if match.group(1) not in ids:
                ids.append(match.group(1))
        if ids:
            break
    for segment in item.sources:
        for match in PAPER_CARD.finditer(segment.text):
            found = f"{match.group(1)}.{match.group(2)}"
            if found not in ids:
                ids.append(found)
    return ids


# An item named in a closing-list refusal: `条目 2`, `条目二`, `第 2 条增量`, `Item 2`, a range
# `条目 1–2` or a list `条目 1、3` / `条目 1 和条目 3`.
_NUMBER = r"(?:\d+|[一二三四五六七八九十]+|[①-⑳])"
# A bare 条 after a count or a pointer is a noun (`两条一律改放`, `这条`), not a tag's word.
_WORD = r"条目|增量|(?i:item|no\.?)|#|(?<![一二两三四五六七八九十\d这那该每])条"
_MORE_TAG = rf"(?:(?:{_WORD})\s*)?{_NUMBER}"
ITEMS_NAMED = re.compile(
    rf"(?:第\s*)?(?P<word>{_WORD})\s*#?(?P<first>{_NUMBER})"
    rf"(?:\s*[–\-~～至到]\s*(?:(?:{_WORD})\s*)?(?P<last>{_NUMBER}))?"
    rf"(?P<more>(?:\s*(?:、|和|与|及|以及|,|，|/|／)\s*{_MORE_TAG}(?![\d.]))*)"
    # `第 2 条增量`; a bare `第 2 条` only in a line that names no section (else it is an entry).
    rf"|第\s*(?P<nth>{_NUMBER})\s*条(?!目)\s*(?P<nth_word>增量|条目)?"
)


def item_number(number: str) -> int:
    """`2`, `二`, `②`, `❷`, `２` → 2; 0 (no item's) for characters that are no number."""
    if number in NUMBER_CHARACTERS:
        return NUMBER_CHARACTERS[number]
    return number_value(number) or 0  # `一一` is no number: no item is numbered 0


def plain_tags(text: str, lexicon: Lexicon) -> str:
    """The text with its item tags' numbers in digits (`增量 ②` → `增量 2`, `条目二、三` →
    `条目 2、3`, `条目 #２` → `条目 2`), outside quotes; other text as it is. Every reader of
    tags reads digits, and a circled number elsewhere parts a line's requests."""
    if not lexicon.item_tag_run.search(text):
        return text
    spans = quoted_spans(text)
    runs = [
        run
        for run in lexicon.item_tag_run.finditer(text)
        if not any(start <= run.start() < end for start, end in spans)
    ]
    # A circled number is no tag's where circled numbers part the line (`① §4.1 不新增条目
    # ② 暂不碰 §6.2`: ② starts its second request), nor after 条目 an add verb takes as its
    # noun (`不新增条目 ②`).
    covered = {at for run in runs for at in range(run.start(), run.end())}
    marks = any(c in NUMBER_CHARACTERS and at not in covered for at, c in enumerate(text))
    pieces: list[str] = []
    at = 0
    for run in runs:
        noun = text.startswith("条目", run.start()) and not lexicon.nouns.match(text, run.start())
        spelt = spelt_number if not (marks or noun) else spelt_unless_circled
        pieces.append(text[at : run.start()])
        pieces.append(lexicon.item_tag_number_in.sub(spelt, run.group(0)))
        at = run.end()
    return "".join(pieces) + text[at:] if pieces else text


def spelt_unless_circled(match: re.Match[str]) -> str:
    """As spelt_number, but a circled number stays: it marks a part of the line."""
    if match.group("number") in NUMBER_CHARACTERS:
        return match.group(0)
    return spelt_number(match)


def spelt_number(match: re.Match[str]) -> str:
    """A tag's number (after its `#`, if any) in ASCII digits; right after a word (`条目二`),
    after a space."""
    number = match.group("number")
    if number.isascii() and match.group(0) == number:
        return number
    before = match.string[match.start() - 1] if match.start() else " "
    return f"{' ' if before.isalpha() else ''}{item_number(number)}"


# A section's number quoted with its mark or noun (`「§2.1」`, `「第二部分」`, `「第 3 章」`): a
# quoted bare number (`「2.1」`) may as well be a value.
QUOTED_SECTION = re.compile(r"「(?P<ref>§[^「」\n]{1,12}|第[^「」\n]{1,8})」")


def marked_sections(text: str, sections: frozenset[str], lexicon: Lexicon | None = None) -> str:
    """The text with each bare section number at a clause's start that names one of the
    document's `sections` marked as a reference (`B.2 新增…` → `§B.2 新增…`, and a chapter's
    `6. 待确认 …` → `§6 待确认 …` before its heading's words); a number that is no section of
    this document stays a number. A trailing dot after one of them
    (`2.1. 节`, `§2.2.`) is read away first: the document numbers its headings so."""
    if not sections:
        return text
    if rows := row_words_spans(text):
        # `新增一行：X | 1.2 | 2.5 | 出处`, `一行：X，1.2，2.5`: the row's cells are values, no
        # places; the words before and after it are read as any others.
        start, end = rows[0]
        return (
            marked_sections(text[:start], sections, lexicon)
            + text[start:end]
            + marked_sections(text[end:], sections, lexicon)
        )
    # `「第二部分」首段的…`: a section quoted by its number and noun is named as said bare.
    # (Its quote marks read as blanks: the words keep their places, for the brief's own.)
    text = QUOTED_SECTION.sub(
        lambda m: f" {m['ref']} " if SECTION_REF.fullmatch(m["ref"]) else m.group(0), text
    )
    text = outside_quotes(text, SPELT_SECTION, lambda m: spelt_section(m, sections))
    text = outside_quotes(text, PART_LETTER, lambda m: part_letter(m, sections))
    text = TRAILING_DOT_SECTION.sub(
        lambda m: m.group("num") if section_key(m.group("num")) in sections else m.group(0),
        text,
    )
    for bare in (BARE_SECTION, PLACED_BARE_SECTION, MOVED_TO_BARE_SECTION):
        text = bare.sub(
            lambda m: (
                f"{m.group('lead')}§{m.group('num')}"
                if section_key(m.group("num")) in sections
                else m.group(0)
            ),
            text,
        )
    text = outside_quotes(
        text,
        SECTION_HOLDING,
        lambda m: f"§{m.group('num')}" if section_key(m.group("num")) in sections else None,
    )
    text = outside_quotes(
        text,
        CHAPTER_THEN_BARE,
        lambda m: (
            m.group(0)[: m.start("num") - m.start()] + "§" + m.group("num")
            if section_key(m.group("num")) in sections
            else None
        ),
    )
    text = outside_quotes(
        text,
        LETTERED_SECTION,
        # `V.3` where the document numbers `Ⅴ.3`: a lone letter that is also a Roman numeral
        # names the section either reading finds (locate.resolve tells them apart).
        lambda m: (
            f"§{m.group('num')}"
            if {key := section_key(m.group("num")), other_reading(m.group("num"), key)} & sections
            else None
        ),
    )
    text = outside_quotes(text, TITLED_SECTION, lambda m: section_titled(m, sections))
    text = BARE_CHAPTER.sub(lambda m: chapter_named(m, text, sections), text)
    text = outside_quotes(text, CHAPTER_AND_PART, lambda m: chapter_part(m, sections))
    if lexicon is not None:
        # Sections named by a number after its noun, an anchor, quoted heading words or an
        # unlabelled heading's words (`节 2.3.1`, `#judge`, `放在"2.3.1 X"下`, `术语表 新增`).
        text = places_named(text, sections, lexicon)
    # Last, a heading named by its label and words (`（一）通用引擎`, `B. 优化器`) where no
    # number above read it.
    text = headings_named(text, sections)
    return changelog_titled(text, sections, lexicon) if lexicon is not None else text


@functools.lru_cache(maxsize=4)
def changelog_titles(sections: frozenset[str], changelog: re.Pattern[str]) -> dict[str, str]:
    """The numbered headings that are the document's changelog by their words, each with the
    changelog's name in them (`9` → `变更记录`): found once per document, not per line read."""
    names = heading_names(sections)
    return {
        h.key: found.group(0)
        for headings in (names.by_words.values() if names else ())
        for h in headings
        if h.key and (found := changelog.search(h.words))
    }


def changelog_titled(text: str, sections: frozenset[str], lexicon: Lexicon) -> str:
    """`§9 登记一行变更：2026-12-18，§1.4 新增 X`, where §9 is the document's changelog (its
    heading's words say so: `9 · 变更记录`): the reference with those words after it, so that
    the line after the colon is read as the changelog's dated line, whose sections are its
    words, not requests (as `§9 变更记录 登记…` is)."""
    if "§" not in text:
        return text
    changelog = lexicon.place["changelog"]
    titles = changelog_titles(sections, changelog)
    if not titles:
        return text
    pieces: list[str] = []
    done = 0
    for ref in SECTION_REF.finditer(text):
        title = titles.get(section_key(ref_number(ref)))
        if title is None or changelog.match(text[ref.end() :].lstrip()):
            continue
        pieces += [text[done : ref.end()], f" {title}"]
        done = ref.end()
    return "".join(pieces) + text[done:] if pieces else text


# Where a bare `B2` names a place, not a label or a tag (`（E1 2026-12-07 · 条目 1）`, `Q2 状态`):
# at a clause's start or after a word that says where (`在 B2`, `放进 B2`), or before the noun
# a section takes (`B2 小节`, `B2 表`) or a colon.
PLACE_BEFORE = re.compile(r"(?:^|[|：:，,；;。、]|在|于|到|入|进|往|至)\s*$")
PLACE_AFTER = re.compile(r"\s*(?:小?节|一节|表|[：:])")


def spelt_section(match: re.Match[str], sections: frozenset[str]) -> str | None:
    """A SPELT_SECTION match as the reference it is (`§③-2` → `§3.2`), or None (kept as
    written). With `§`, always: a number the document lacks is then reported as missing. Bare,
    only where the document has that section, or its chapter for a circled one (`③-9` in a
    document with ③ and no ③-9 is section 3.9, reported missing); a bare circled numeral
    alone parts a line's requests (`① … ② …`), no reference; a part's `第二部分第二节` only
    names a section the document has (else read as before: the part)."""
    groups = match.groupdict()
    marked = bool(groups["mark"])
    if groups["circled"]:
        chapter = CIRCLED_NUMBER[groups["circled"]]
        if not groups["circled_sub"]:
            titled = marked or circled_chapter_titled(match, chapter, sections)
            return f"§{chapter}" if titled else None
        key = f"{chapter}.{int(ascii_numbers(groups['circled_sub']))}"
        known = marked or key in sections or chapter in sections
    elif groups["circled_chapter"]:
        return f"§{CIRCLED_NUMBER[groups['circled_chapter']]}"
    elif groups["letter"]:
        letter = unicodedata.normalize("NFKC", groups["letter"])  # `Ｂ３` is B3
        number = f"{letter}.{int(ascii_numbers(groups['letter_sub']))}"
        # The words just before it, not the whole text before each of many such numbers.
        window = match.string[max(0, match.start() - 16) : match.start()]
        before = PLACE_BEFORE.search(window) if window.strip() or match.start() <= 16 else None
        placed = before or PLACE_AFTER.match(match.string, match.end())
        known = marked or (section_key(number) in sections and placed is not None)
        return f"§{number}" if known else None
    elif groups["part"]:
        sub = groups["part_sub"] or groups["part_section"]
        key = f"{section_key(groups['part'])}.{section_key(sub)}"
        known = bool(groups["part_sub"]) or key in sections
    else:
        key = f"{section_key(groups['cn'])}.{section_key(groups['cn_sub'])}"
        known = marked or key in sections
    return f"§{key}" if known else None


def circled_chapter_titled(match: re.Match[str], chapter: str, sections: frozenset[str]) -> bool:
    """Whether a bare circled numeral names its chapter (`③ 解码加速，新增…`): followed by that
    chapter's own heading words, in a document that numbers the chapter so (`## ③ 解码加速`).
    Alone, or where the document numbers its chapters otherwise, a circled numeral parts a
    line's requests (`① … ② …`)."""
    names = heading_names(sections)
    after = match.string[match.end() :].lstrip()
    circled = match.group("circled")
    return names is not None and any(
        heading.key == chapter and heading.text.startswith(circled)
        for words in words_after_number(sections).get(chapter, ())
        if len(words) >= 2 and after.startswith(words)
        for heading in names.by_words.get(heading_text_key(words), ())
    )


def part_letter(match: re.Match[str], sections: frozenset[str]) -> str | None:
    """`Part C` → `§C` where the document letters a chapter C and numbers none 100 in Roman
    (`Part C` is chapter 100 only there); `Part B` likewise. Else None (read as before)."""
    letter = match.group("letter")
    roman = str(roman_value(letter)) if ROMAN_VALID.fullmatch(letter) else ""
    if appendix_key(letter) in sections and roman not in sections:
        return f"§{letter}"
    return None


def item_pointer(lexicon: Lexicon) -> re.Pattern[str]:
    """An item's tag and an arrow that points it somewhere (`条目 2 →`, `Item 2 ⇒`)."""
    return _item_pointer(lexicon.item_tag.pattern)


@functools.lru_cache(maxsize=8)
def _item_pointer(item_tag: str) -> re.Pattern[str]:
    return re.compile(rf"(?:{ITEM_NAMED.pattern}|{item_tag})\s*{ARROW}\s*")


@functools.lru_cache(maxsize=8)
def _pointed_section(item_tag: str) -> re.Pattern[str]:
    """item_pointer, then a bare section number (`条目 2 → C.3`, `增量 2 ⇒ 3.2`)."""
    return re.compile(
        rf"(?P<lead>{_item_pointer(item_tag).pattern})"
        r"(?P<num>\d{1,2}(?:\.\d{1,2}){1,3}|[A-Z](?:\.\d{1,2}){1,3})(?![\d.]*\d|[A-Za-z_/\-])"
    )


def pointed_sections(text: str, lexicon: Lexicon, sections: frozenset[str]) -> str:
    """The text with a bare section number right after an item's tag and an arrow marked as a
    reference (`条目 2 → C.3 TierKV …` → `条目 2 → §C.3 TierKV …`, `增量 2 ⇒ 3.2 …`) when it is a
    section of the document: the arrow says where the item goes. Elsewhere a number after an
    arrow is a new value (`0.61 → 0.66`), so marked_sections leaves it."""
    if not sections or not any(arrow in text for arrow in ARROWS):
        return text
    return outside_quotes(
        text,
        _pointed_section(lexicon.item_tag.pattern),
        lambda m: (
            f"{m.group('lead')}§{m.group('num')}"
            if section_key(m.group("num")) in sections
            else None
        ),
    )


def outside_quotes(
    text: str, pattern: re.Pattern[str], marked: Callable[[re.Match[str]], str | None]
) -> str:
    """`text` with each match of `pattern` outside its quotes replaced by what `marked` makes of
    it (None: kept as written): a quoted `B.2` is words to write, no reference."""
    spans = quoted_spans(text)
    pieces: list[str] = []
    at = 0
    for match in pattern.finditer(text):
        if any(start <= match.start() < end for start, end in spans):
            continue
        mark = marked(match)
        if mark is not None:
            pieces += [text[at : match.start()], mark]
            at = match.end()
    return "".join(pieces) + text[at:] if pieces else text


def section_titled(number: re.Match[str], sections: frozenset[str]) -> str | None:
    """`2.2 推理数据合成` → `§2.2 推理数据合成` where `sections` holds section 2.2 with those
    words (its entry `2.2 推理数据合成`); else None."""
    after = number.string[number.end() :]
    for words in words_after_number(sections).get(section_key(number.group("num")), ()):
        if len(words) >= 2 and after.startswith(words):
            return f"§{number.group('num')}{number.group('gap') or ' '}"
    return None


@functools.lru_cache(maxsize=8)
def words_after_number(sections: frozenset[str]) -> dict[str, list[str]]:
    """Each entry `N words` of `sections` as N → its words: made once per KB, whose thousands
    of sections every bare number of every brief would otherwise be compared with."""
    found: dict[str, list[str]] = {}
    for entry in sections:
        number, space, words = entry.partition(" ")
        if space:
            found.setdefault(number, []).append(words)
    return found


def chapter_named(number: re.Match[str], text: str, sections: frozenset[str]) -> str:
    """`6. 待确认` → `§6 待确认` where `sections` holds chapter 6 titled `待确认` (its entry
    `6 待确认`): the number and the heading's own words after it; else the text as it was."""
    after = text[number.end() :]
    for words in words_after_number(sections).get(number.group("num"), ()):
        if len(words) >= 2 and after.startswith(words):
            return f"{number.group('lead')}§{number.group('num')}{number.group('gap') or ' '}"
    return number.group(0)


def chapter_part(match: re.Match[str], sections: frozenset[str]) -> str | None:
    """`§一(2)`, `一、(2)` → `§1.2 ` where the document has that section (its `(2)` under
    `一、`); else None. Bare `一(2)` at a word's end was left out by CHAPTER_AND_PART."""
    key = f"{section_key(match.group('chapter'))}.{section_key(match.group('part'))}"
    return f"§{key}{match.group('gap') or ' '}" if key in sections else None


# A dated line's head after its list marker: `- 2026-12-24`, `* 2026/12/24`.
DATED_LINE_HEAD = re.compile(r"[-*+][ \t]\d{4}[-/.年]")


def with_plain_tags(
    brief: Brief, lexicon: Lexicon, sections: frozenset[str] = frozenset()
) -> Brief:
    """The brief with its tags' numbers in digits (plain_tags), in simplified characters, in
    every line the reader reads for requests: items' suggestions, reasoning, verdicts and
    caveats, the closing list, the caveats and lines outside every block; its bare numbers of
    the document's `sections` marked as references (marked_sections). An item's 要点 and
    sources are its words: kept as written."""

    bold: dict[int, list[str]] = {}
    for name in brief.bold_names:
        bold.setdefault(name.line, []).append(name.text)

    def plain(segments: tuple[Segment, ...]) -> tuple[Segment, ...]:
        return tuple(replace(s, text=read_as(s.text, s.line)) for s in segments)

    def read_as(text: str, line: int = 0) -> str:
        dated = DICTATED_LINE.search(text)
        if dated and DATED_LINE_HEAD.match(dated.group("line")):
            # `变更记录顶上加：- 2026-12-24：表 B-1 新增 X；B.2 补 Y`: a dated line dictated
            # bare is the brief's words as written; its sections are none of the request's.
            return read_as(text[: dated.start("line")], line) + text[dated.start("line") :]
        if given := changelog_words_given(text, lexicon):
            # `变更记一行，日期 2026-12-04，内容为：…`: so are its words given apart.
            words_at = given[0][1].start("words")
            return read_as(text[:words_at], line) + text[words_at:]
        # In simplified characters (`條目二` → `条目 2`): the lexicon's words (script.folds).
        text = quoted_bold_names(text, bold.get(line, ()))
        text = plain_tags(text.translate(lexicon.fold), lexicon)
        return marked_sections(pointed_sections(text, lexicon, sections), sections, lexicon)

    items = tuple(
        replace(
            item,
            suggestions=plain(item.suggestions),
            relation=plain(item.relation),
            verdict=plain(item.verdict),
            caveats=plain(item.caveats),
        )
        for item in brief.items
    )
    outside = tuple(replace(o, text=read_as(o.text, o.line)) for o in brief.outside)
    return replace(
        brief,
        items=items,
        closing=plain(brief.closing),
        caveats=plain(brief.caveats),
        outside=outside,
    )


def quoted_bold_names(text: str, names: Sequence[str]) -> str:
    """`text` with each of `names` (written in bold after the count of a new thing, `新增一条
    **X**`: Brief.bold_names) in quotes where it follows that count: read as the name the
    request gives its new entry, as `新增一条「X」` is."""
    for name in names:
        # `补一条：X：…` reads as `补一条「X」：…`: the colon after the count only leads to it.
        text = re.sub(
            rf"((?:(?:一|第\s*\d{{1,3}}\s*)[条项]|(?<=新增|增加|添加|新建|增补|补充|加入|收录|补录)"
            rf"(?:条目|词条))\s*|(?i:\b(?:a|an|one|new)\s+)"
            rf"|(?<=新增|增加|添加|新建|增补|补充|加入|收录|补录)\s*)(?:[：:]\s*)?(?:[-*+•]\s+|\d{{1,3}}[.)、]\s*)?"
            rf"({re.escape(name)})(?![\w\-])",
            lambda m: f"{m.group(1)}「{m.group(2)}」",
            text,
            count=1,
        )
    return text


def reading_segments(brief: Brief) -> list[Segment]:
    """The segments with_plain_tags rewrites, in one order for a brief and its plain form."""
    items = (
        s
        for item in brief.items
        for s in (*item.suggestions, *item.relation, *item.verdict, *item.caveats)
    )
    outside = (Segment(text=o.text, line=o.line) for o in brief.outside)
    return [*items, *brief.closing, *brief.caveats, *outside]


def own_span(read: str, written: str) -> Callable[[int, int], str]:
    """The words of `written` that stand where [start, end) of `read` (its reading: plain tags,
    simplified characters) stands."""
    codes = [c for c in SequenceMatcher(None, read, written, autojunk=False).get_opcodes()]

    def at(position: int, *, end: bool) -> int:
        for _, i1, i2, j1, j2 in codes:
            if (i1 < position <= i2) if end else (i1 <= position < i2):
                if i2 - i1 == j2 - j1:  # one for one: the same place in it
                    return j1 + position - i1
                return j2 if end else j1
        return len(written) if end else 0

    return lambda start, end: written[at(start, end=False) : at(end, end=True)]


# A changelog line's date and colon, before its words: `2026-12-04：`.
DATE_HEAD = re.compile(r"\d{4}-\d{2}-\d{2}[：:]")
# Where a reason quotes the brief: in 「…」, or all after `the brief says `.
# A quote may hold a quote of its own (`「「緩存」一節不動」`): the outer one is the brief's words.
QUOTED_WORDS = re.compile(r"(?<=「)(?:[^「」]|「[^「」]*」)+(?=」)|(?<=^the brief says ).+")


def in_brief_words(actions: list[Action], brief: Brief, plain: Brief) -> list[Action]:
    """The actions with the brief's words they carry (request, clause, values, quotes in a
    reason or veto) as the brief writes them (`條目二不落筆`), not as read (`条目 2不落笔`:
    with_plain_tags). Words the reader composed itself stay as they are."""
    spans: dict[int, list[tuple[str, Callable[[int, int], str]]]] = {}
    for mine, read in zip(reading_segments(brief), reading_segments(plain), strict=True):
        if mine.text != read.text:
            spans.setdefault(read.line, []).append((read.text, own_span(read.text, mine.text)))
    if not spans:
        return actions

    def said(words: str, lines: Iterable[int]) -> str:
        """Words read from one of `lines`, as that line writes them; else as they are."""
        core = words.removesuffix("…")
        for read, span in (s for line in lines for s in spans.get(line, ())):
            at = read.find(core) if core else -1
            if at != -1:
                return span(at, at + len(core)) + words[len(core) :]
        return words

    def said_dated(words: str, lines: Iterable[int]) -> str:
        """A changelog line as the brief writes it; one the reader composed of a date and
        words given apart (`日期 2026-12-04，内容为：…`), its words so."""
        whole = said(words, lines)
        head = DATE_HEAD.match(words)
        if whole != words or head is None:
            return whole
        return words[: head.end()] + said(words[head.end() :], lines)

    def quoting(text: str, lines: Iterable[int]) -> str:
        # A veto quotes its own line: `brief line 28: 「…」`.
        named = [int(n) for n in VETO_LINE.findall(text)] or list(lines)
        return QUOTED_WORDS.sub(lambda m: said(m.group(0), named), text)

    def in_words(action: Action) -> Action:
        lines = action.lines
        entry = action.entry
        if entry is not None and entry.caveats:
            # Words an entry must carry come from any line of the item (its 值得警惕 field):
            # `说明：僅單機實測`, the label kbpatch's own.
            caveats = []
            for caveat in entry.caveats:
                label, colon, words = caveat.rpartition("：")
                caveats.append(label + colon + said(words, spans))
            entry = replace(entry, caveats=tuple(caveats))
        if entry is not None and entry.changelog:
            # A changelog's dated line is the brief's words: `2.2 补 X`, not the reader's
            # `§2.2 补 X` (with_plain_tags marks a bare section number).
            entry = replace(
                entry,
                statement=said_dated(entry.statement, lines),
                row=tuple(said(cell, lines) for cell in entry.row),
            )
        target = action.target
        if target is not None and not target.key[:1].isdigit():
            # A section named by its words (`「卸載」一節`): shown as the brief writes it;
            # found whichever script the KB writes it in (locate.named_heading).
            target = replace(target, raw=said(target.raw, lines))
        return replace(
            action,
            target=target,
            entry=entry,
            request=said(action.request, lines),
            clause=said(action.clause, lines),
            reason=quoting(action.reason, lines),
            forbidden_by=quoting(action.forbidden_by, lines),
            kept_lines=tuple(
                (said(words, lines), quoting(keep, lines)) for words, keep in action.kept_lines
            ),
            kept_text=tuple(
                (said(words, lines), quoting(keep, lines)) for words, keep in action.kept_text
            ),
            phrase=said(action.phrase, lines),
            old_value=said(action.old_value, lines),
            new_value=said(action.new_value, lines),
            pairs=tuple((said(old, lines), said(new, lines)) for old, new in action.pairs),
            anchor=said(action.anchor, lines),
            subject=said(action.subject, lines),
        )

    return [in_words(action) for action in actions]


VETO_LINE = re.compile(r"brief line (\d+)")


def with_written_bold(actions: list[Action], brief: Brief) -> list[Action]:
    """The actions with each line the brief dictates in the bold it writes (`` `- **PBC**（…）——
    …` `` read as `- PBC（…）—— …`: Brief.bold_lines); other words stay as read."""
    bold = {segment.line: segment.text for segment in brief.bold_lines}
    if not bold:
        return actions

    def written(words: str, lines: Iterable[int]) -> str:
        for line in sorted(lines):
            if line in bold:
                found = bold_span(words, bold[line])
                if found:
                    return found
        return words

    def new_words(new: str, lines: Iterable[int]) -> str:
        """A replace's new words with the bold inside them, never one that wraps them whole:
        the old words may stand in the document's own bold (`**28.7%**` → `****30.2%****`)."""
        bolded = written(new, lines)
        return new if bolded == f"**{new}**" else bolded

    found: list[Action] = []
    for action in actions:
        entry = action.entry
        if entry is not None and (entry.dictated or entry.statement) and action.lines:
            entry = replace(
                entry,
                summary=written(entry.summary, action.lines) if entry.dictated else entry.summary,
                statement=written(entry.statement, action.lines),
            )
            action = replace(action, entry=entry)
        if action.kind is ActionKind.ADD_ENTRY and action.whole_line and action.lines:
            # `Q2 下追加一行：`**进展（…）**：…``: the line as written, its bold too.
            action = replace(action, new_value=written(action.new_value, action.lines))
        if action.kind is ActionKind.REPLACE and action.lines:
            # `替换为「TRIUMPH-1 80 周减重 **30.2%**（12 mg）」`: the figure's bold, as written.
            action = replace(
                action,
                pairs=tuple((old, new_words(new, action.lines)) for old, new in action.pairs),
                new_value=(
                    written(action.new_value, action.lines)
                    if action.whole_line
                    else action.new_value
                ),
            )
        found.append(action)
    return found


def bold_span(words: str, raw: str) -> str:
    """`words` as `raw` writes them with their bold (`PBC（…）` in `` `- **PBC**（…）` `` →
    `**PBC**（…）`), or "" where raw has no such words or their bold would not close."""
    kept = [at for at in range(len(raw)) if not in_bold_mark(raw, at)]
    plain = "".join(raw[at] for at in kept)
    at = plain.find(words) if words and "**" not in words else -1
    if at < 0 or plain.find(words, at + 1) >= 0:
        return ""
    start, end = kept[at], kept[at + len(words) - 1] + 1
    while start >= 2 and raw[start - 2 : start] == "**":
        start -= 2
    while raw[end : end + 2] == "**":
        end += 2
    piece = raw[start:end]
    if piece.count("**") % 2 and piece.startswith("**"):
        piece = piece[2:]
    if piece.count("**") % 2 and piece.endswith("**"):
        piece = piece[:-2]
    return piece if piece.count("**") % 2 == 0 and "**" in piece else ""


def in_bold_mark(raw: str, at: int) -> bool:
    """Whether the character at `at` is one of a `**` pair's stars."""
    return raw[at] == "*" and (raw[at : at + 2] == "**" or raw[at - 1 : at + 1] == "**")


# The words around an item's name that name it and nothing more: `关于 X：`, `X 一条`, `（）`.
ITEM_NAME_FRAME = re.compile(
    r"^\s*(?:关于|对于|至于)|[（(]\s*[）)]|(?:这|那|该|本|此)?一?条(?:的建议|的增量)?|的(?:建议|增量|新增)"
)


ALNUM_RUN = re.compile(r"[a-z0-9]+")
# Tokens too common to name an item by.
COMMON_TOKENS = frozenset({"arxiv", "llm", "kv", "e1", "e2", "rag", "vs"})
# What joins the names of a list of items (`ShardCal、DrainKV 与 PocketDraft`).
NAME_JOIN = re.compile(r"\s*(?:、|和|与|及|以及|/|／|,|，|(?i:\band\b))\s*")


class ItemIndex:
    """Which of one brief's items a closing-list clause speaks of: `（增量 3）`, `条目 2`, or
    its name. What it asks of the items is worked out once per brief (an item per key, the
    items a name token finds, each title's CJK trigrams), not once per clause."""

    def __init__(self, items: tuple[Item, ...], lexicon: Lexicon | None = None) -> None:
        self.items = items
        self.lexicon = lexicon
        self.by_key: dict[str, Item] = {}
        # An English tag (`Item 2`) names the item numbered so, whatever its word: each
        # number's items, first come first.
        self.by_number: dict[int, list[Item]] = {}
        for item in items:
            self.by_key.setdefault(item.key, item)  # the first item of a key, as a scan finds
            self.by_number.setdefault(item.number, []).append(item)
        self.hits_by_token: dict[str, list[Item]] = {}
        self.title_trigrams: list[tuple[Item, frozenset[str]]] | None = None
        # Each alphanumeric run of a title, lower-cased, to its items: a token's first run
        # finds the few titles worth a closer look without a pattern per token.
        self.items_by_run: dict[str, list[Item]] = {}
        for item in items:
            for run in set(ALNUM_RUN.findall(item.title.lower())):
                self.items_by_run.setdefault(run, []).append(item)

    def listed(self, text: str) -> list[Item]:
        """The items a list of tags names (`条目 2、条目 3`, `条目 2 和 3`), in its order."""
        found = (self.by_key.get(key) for key in listed_keys(text))
        listed = [item for item in found if item is not None]
        if self.lexicon is not None:
            # `Item 2 and 3`, `Items 2, 4`: the items numbered so, as `条目 2、条目 3` names them.
            tagged = self.numbered(tagged_numbers(text, self.lexicon))
            listed += [item for item in tagged if item not in listed]
        return listed

    def tagged(self, text: str) -> list[Item]:
        """The items a text's English tags name (`Item 2`, `Delta 3`), in order: for each
        tag, the one item of its number (none when several items share it)."""
        if self.lexicon is None:
            return []
        numbers = (int(tag.group("number")) for tag in self.lexicon.item_tag.finditer(text))
        return self.numbered(numbers)

    def numbered(self, numbers: Iterable[int]) -> list[Item]:
        """For each number, the one item numbered so (none when several are), in order."""
        found: list[Item] = []
        for number in numbers:
            numbered = self.by_number.get(number, [])
            if len(numbered) == 1 and numbered[0] not in found:
                found.append(numbered[0])
        return found

    def resolve(self, text: str) -> Item | None:
        mention = ITEM_MENTION.search(text)
        if mention:
            found = self.by_key.get(f"{mention.group(1)} {item_number(mention.group(2))}")
            if found is not None:
                return found
        tagged = self.tagged(text)
        if tagged:
            return tagged[0]
        candidates: list[Item] = []
        for token in NAME_TOKEN.findall(text):
            if len(token) < 3 or token.lower() in COMMON_TOKENS:
                continue
            hits = self.token_hits(token)
            if len(hits) == 1 and hits[0] not in candidates:
                candidates.append(hits[0])
        if len(candidates) == 1:
            return candidates[0]
        # Sharing a CJK run of 3 or more characters is sharing a CJK trigram: two set lookups
        # instead of a longest-common-substring search per item.
        if self.title_trigrams is None:
            self.title_trigrams = [(item, name_trigrams(item.title)) for item in self.items]
        text_trigrams = name_trigrams(text)
        cjk_hits = [
            item for item, title in self.title_trigrams if not text_trigrams.isdisjoint(title)
        ]
        if len(cjk_hits) == 1:
            return cjk_hits[0]
        return None

    def name_list(self, text: str) -> list[tuple[Item, str]]:
        """The items a list of their names names (`ShardCal、DrainKV 与 PocketDraft`), in its
        order: each name a word of one item's title only, the names joined by list words
        alone. [] unless the text holds exactly one such list, of two items or more."""
        named = [
            (found.start(), found.end(), hits[0])
            for found in NAME_TOKEN.finditer(text)
            if len(found.group(0)) >= 3
            and found.group(0).lower() not in COMMON_TOKENS
            and len(hits := self.token_hits(found.group(0))) == 1
        ]
        lists: list[list[tuple[int, int, Item]]] = []
        for name in named:
            last = lists[-1][-1] if lists else None
            if last is not None and NAME_JOIN.fullmatch(text, last[1], name[0]):
                if name[2] is not last[2]:
                    lists[-1].append(name)
            else:
                lists.append([name])
        long = [names for names in lists if len({id(item) for _, _, item in names}) >= 2]
        return [(item, text[start:end]) for start, end, item in long[0]] if len(long) == 1 else []

    def token_hits(self, token: str) -> list[Item]:
        """The items whose title holds a name token as a word (cached per token)."""
        hits = self.hits_by_token.get(token)
        if hits is None:
            first_run = ALNUM_RUN.search(token.lower())
            near = self.items_by_run.get(first_run.group(0), []) if first_run else []
            hits = [item for item in near if name_pattern(token).search(item.title)]
            self.hits_by_token[token] = hits
        return hits

    def names_and_rest(self, text: str, *, bare_nth: bool = False) -> tuple[list[Item], str]:
        """The items a refusal names by tag or by name (`条目 1–2`, `条目二`, `第 2 条增量`,
        `TideKV（条目 2）`), and the text with those names blanked; ([], text) when a tag
        names no item of the brief (a number kbpatch cannot tie to an item is no one's)."""
        named: list[Item] = []
        rest = text
        for mention in ITEMS_NAMED.finditer(text):
            if mention.group("nth") and not mention.group("nth_word") and not bare_nth:
                return [], text  # `第 2 条` in a line that names a section: an entry of it
            word = mention.group("word") or mention.group("nth_word") or "条目"
            word = word if word in ("条目", "增量") else "条目"
            first = mention.group("first") or mention.group("nth")
            numbers = [item_number(first)]
            if mention.group("last"):
                numbers = list(range(numbers[0], item_number(mention.group("last")) + 1))
            more = re.findall(_NUMBER, mention.group("more") or "")
            numbers += [item_number(n) for n in more]
            for number in numbers:
                numbered = self.numbered([number])
                item = self.by_key.get(f"{word} {number}") or (numbered[0] if numbered else None)
                if item is None:
                    return [], text
                named += [item] if item not in named else []
            rest = rest[: mention.start()] + " " * len(mention.group(0)) + rest[mention.end() :]
        for token in NAME_TOKEN.findall(masked_quotes(rest)):
            if len(token) < 3 or token.lower() in COMMON_TOKENS:
                continue
            hits = self.token_hits(token)
            if len(hits) != 1:
                continue  # no one item's name: it stays among the words to read
            named += [hits[0]] if hits[0] not in named else []
            name = re.compile(rf"(?<![A-Za-z0-9]){re.escape(token)}(?![A-Za-z0-9])")
            rest = name.sub(" " * len(token), rest)
        return named, ITEM_NAME_FRAME.sub(" ", rest)

    def named_in(self, text: str, *, by_words: bool = True) -> list[Item]:
        """Every item a line names: by its tag (`条目 1`) or as the one title that holds a
        name of the line (`PlanCritic`); with neither (and `by_words`), each sharing a CJK run
        of three."""
        named: list[Item] = []
        for mention in ITEM_MENTION.finditer(text):
            item = self.by_key.get(f"{mention.group(1)} {item_number(mention.group(2))}")
            named += [item] if item is not None and item not in named else []
        named += [item for item in self.tagged(text) if item not in named]
        for token in NAME_TOKEN.findall(text):
            if len(token) >= 3 and token.lower() not in COMMON_TOKENS:
                hits = self.token_hits(token)
                named += [hits[0]] if len(hits) == 1 and hits[0] not in named else []
        if named or not by_words:
            return named
        if self.title_trigrams is None:
            self.title_trigrams = [(item, name_trigrams(item.title)) for item in self.items]
        trigrams = name_trigrams(text)
        return [item for item, title in self.title_trigrams if not trigrams.isdisjoint(title)]


# Characters that join words and name nothing: a run of three holding one (`模型的`, `与评测`)
# is no shared name (`共折叠模型的…` names no item titled `化学语言模型的立体化学问题`).
PARTICLES = frozenset("的之了和与及或是在对")


# A count of new lines (`补一条`, `加一行`): words of a request, in a title too (`纳入标准补一条`).
COUNT_OF_LINES = re.compile(r"一[条行项句段则]")


def name_trigrams(text: str) -> frozenset[str]:
    """The runs of three CJK characters of a text that may be part of a name."""
    return frozenset(
        t for t in cjk_trigrams(text) if PARTICLES.isdisjoint(t) and not COUNT_OF_LINES.search(t)
    )


def annotation_in(item: Item) -> str:
    """The label an item asks §七 to carry: `§七 标注"跨主题引用"`."""
    for segment in (*item.suggestions, *item.relation):
        match = quote_after(CITATION_LABEL_LEAD, segment.text)
        if match:
            return match.group(1)
    return ""


# `§6.1 登记一个新问题——"…？"`: a quoted question after the dash, ending the sentence, is the
# question asked, as after a colon; no reasoning.
DASHED_QUESTION = re.compile(r"——\s*[\"“「『][^\"”」』]+[？?]\s*[\"”」』]\s*[。.]?\s*$")


# `D.2 第一段整句更新——"2026-10"替换为"2026-11"，…`: quoted words changed right after the
# dash (a root of changing after the quote) are the request the lead-in announces.
DASHED_CHANGE = re.compile(
    r"——\s*[\"“「『][^\"”」』\n]+[\"”」』]\s*(?:由|从)?\s*(?:[改更调修订换替]|→)"
)


# The dash that opens a request's explanation.
EXPLANATION_DASH = re.compile(r"——|(?<=\s)--(?=\s)")


def cut_explanation(sentence: str) -> str:
    """Drop the reasoning after `——` (but not options) and the caveat text a sentence carries."""
    plain = masked_quotes(sentence)
    # (`-- ` with a space each side is the ASCII writer's dash: `删掉 -- Jay 说…不做了`.)
    found = EXPLANATION_DASH.search(plain)
    dash = found.start() if found else -1
    if (
        dash != -1
        and not OPTION.match(plain[found.end() if found else 0 :].lstrip())
        and not DASHED_QUESTION.match(sentence, dash)
        and not DASHED_CHANGE.match(sentence, dash)
        # `术语补一条：- X（Y）—— 释义`: a dash inside the line the brief dictates is its own.
        and not LISTED_LINE_IN_TEXT.search(plain[:dash])
    ):
        sentence, plain = sentence[:dash], plain[:dash]
    hinted = any(word in plain for word in CAVEAT_MARKER_HINTS)
    marker = CAVEAT_MARKER.search(plain) if hinted else None
    if marker:
        sentence = sentence[: marker.start()]
    return sentence


# `不写"…"`, `不能写成"…"`: a claim the entry must not make.
UNSAID = re.compile(r"不(?:要|得|能|应)?写(?:成)?\s*[\"“「『]([^\"”」』]{2,60})[\"”」』]")
# `"错误率低 60%"是作者自测的结论，不要写进条目`, `"快 10 倍"为自报，不写进表格`: a claim quoted
# first, then, in its sentence, a ban on writing that names no other words (only a place).
UNSAID_BEFORE = re.compile(
    r"[\"“「『](?P<claim>[^\"“”「」『』]{2,60})[\"”」』][^\"“”「」『』。；;]{0,40}?"
    r"(?:不|勿|别|切勿)(?:要|得|能|应|可)?\s*(?:写|列|放|纳|录|提)(?:入|进|上)?(?:去|来)?\s*"
    r"(?:条目|正文|活文档|文档|表格?|本条|该条|这条|其中|里面)?\s*(?:[。；;，,!！]|$)"
)


# The name an item's heading opens with (`Llumnix 迁移调度` → Llumnix), and a list title's
# (`Llumnix: Dynamic Scheduling…`).
LEADING_NAME = re.compile(
    r"\s*(?:\*\*)?(?P<name>[A-Za-z][A-Za-z0-9_.+-]*[A-Za-z0-9+])(?![A-Za-z0-9])"
)


def ids_listed_for(item: Item, titles: dict[str, str]) -> list[str]:
    """The arXiv id the brief's list of citable ids gives the item's paper, when the item names
    no id itself: the one line whose title opens with the name the item's heading opens with
    (`条目 1：Llumnix 迁移调度` and `arXiv:2406.03243 — Llumnix: Dynamic …`). None when no line
    or several lines open so."""
    head = LEADING_NAME.match(split_title(item.title)[0])
    if head is None or head.group("name").lower() == "arxiv":
        return []
    name = head.group("name")
    found = [
        paper
        for paper, title in titles.items()
        if (opened := LEADING_NAME.match(title)) and opened.group("name") == name
    ]
    return found if len(found) == 1 else []


def paper_title(ids: list[str], citations: tuple[Segment, ...]) -> str:
    """The title the brief's arXiv list gives the item's paper (`arXiv:id —— Title（…）`)."""
    for paper in ids[:1]:
        pattern = re.compile(
            re.escape(paper) + r"\s*(?:——|—|--|-|:|：)\s*(?P<title>[^（(]+?)\s*(?:[（(]|$)"
        )
        for segment in citations:
            match = pattern.search(segment.text)
            if match:
                return match.group("title").strip()
    return ""


def request_title(ids: list[str], request: str) -> str:
    """The title a request line gives after a word for it, in a clause of its own
    (`…第七十三条 arXiv:…，标题 Title，使用位置 §2.4`), when the line names no other paper."""
    if any(paper not in ids for paper in ARXIV.findall(request)):
        return ""
    return title_given(ids, request, after_id_only=True)


def unsaid_claims(draft: Draft, closing: tuple[Segment, ...]) -> tuple[str, ...]:
    """The claims the brief says the entry must not make, from its request, its item's
    suggestions, caveats and reasoning, and its closing-list lines."""
    assert draft.item is not None
    item = draft.item
    texts = (
        draft.request,
        *(s.text for s in (*item.suggestions, *item.caveats, *item.relation)),
        *(s.text for s in closing if s.line in draft.lines),
    )
    claims = [m.group(1) for text in texts for m in UNSAID.finditer(text)]
    claims += [m.group("claim") for text in texts for m in UNSAID_BEFORE.finditer(text)]
    return tuple(dict.fromkeys(claims))


# A mark before a title's name (`★ X`): the document's own legend sets those, not a brief.
HEAD_MARK = re.compile(r"^\s*[★☆⭐]+\s*")
# A Chinese attributive before a Latin name that is the whole rest of the head (`同一作者组的
# X（arXiv:…）`): it describes the thing, it is no part of its name.
ATTRIBUTIVE = re.compile(
    rf"^[{HAN_RANGE}\s，、]+的\s*"
    r"(?=[A-Za-z][\w./:+\-]*(?:\s+[A-Za-z0-9][\w./:+\-]*)*\s*(?:[（(][^（）()]*[）)])?\s*$)"
)


def bare_head(head: str) -> str:
    """A title's head without the words around its name that are no part of it: a mark
    (`★ DecodeGuard`), a Chinese attributive (`同一作者组的 PrefillGuard`)."""
    return ATTRIBUTIVE.sub("", HEAD_MARK.sub("", head)).strip() or head


# A quoted name in Latin script (`Forecast spare pools`, `KV-Lite 2`): words of a name, not a
# Chinese topic (`层级策略`) that labels an entry named otherwise.
LATIN_QUOTED_NAME = re.compile(
    r"[A-Za-z][A-Za-z0-9_.+/\-]*(?:\s[A-Za-z0-9][A-Za-z0-9_.+/\-]*){0,5}"
)


def named_head(head: str, subtitle: str, name: str, *, quoted: bool = False) -> tuple[str, str]:
    """The new entry's name and subtitle when the request names it (`新增一条 ExpertFlow`) and
    the title's head does not (`专家缓存的新条目 —— ExpertFlow（…）`, `长对话记忆基准`, the
    analyst's remark `挂账论文 arXiv:… 终于有了落点`, another thing's name `AutoSim 的后续`):
    the name with the title's id. A head that holds the name keeps it: whether the words
    before a name describe (`幻觉基准 AMBER`) or name a maker (`甲厂 X200`) is not guessed. A
    name the request quotes (`新增一条「冷热分层」`, `quoted`) is the entry's only when the
    head holds no Latin name: beside one (`QuantRouter`) it is the entry's label, unless it is
    a Latin name itself (`add 一条 **Forecast pools** entry` under `Anticipatory pools`): the
    request names the entry then, and its name wins over the heading's."""
    head = bare_head(head)
    latin = LATIN_NAME.search(head)
    named_in_latin = quoted and LATIN_QUOTED_NAME.fullmatch(name.strip()) is not None
    if not name or (latin and ((quoted and not named_in_latin) or name.lower() in head.lower())):
        return head, subtitle
    # The title's id stays with the name: the entry names the paper by it. A subtitle that
    # holds the name (`—— ExpertFlow（…）`) is the name, no summary.
    aside = ID_ASIDE.search(f"{head} {subtitle}")
    return name + (aside.group(0) if aside else ""), "" if name in subtitle else subtitle


def titled_with_name(draft: Draft, title: str) -> str:
    """The title a request gives its new entry by a quote or bold right after the add verb
    (`新增一条 **延迟流建模（Kyutai STT）** 条目`) when it closes with an aside that holds the
    heading's Latin name (`Kyutai STT —— …`, `因果 Conformer`): it names that entity whole,
    as `标题用"X（Y）"` does, not a topic label beside it; else ""."""
    latin = LATIN_NAME.search(bare_head(split_title(title)[0]))
    for name in (draft.entry_name.strip(), draft.label.strip() if draft.titled else ""):
        # Latin words alone in the aside: `（与 GateKV 并列）` places the entry, names nothing.
        aside = LATIN_ASIDE_END.search(name)
        if (
            aside
            and latin
            and aside.start()
            and latin.group(0).strip().lower() in aside.group("words").lower()
        ):
            return name
    return ""


# An aside of Latin words closing a title: `（Kyutai STT）`, `（Causal Conformer）`.
LATIN_ASIDE_END = re.compile(r"[（(](?P<words>[A-Za-z0-9][A-Za-z0-9 .+/_-]*)[）)]$")


# A list marker opening dictated words (`6. `, `- `): the list's, never a word of the entry.
COPIED_MARKER = re.compile(r"^(?:[-*+•]|(?P<number>\d{1,3})[.)、])\s+(?=\S)")
# The number a new entry is asked to take, right before the colon its words follow
# (`补充第 4 条：…`).
NUMBER_BEFORE_COLON = re.compile(r"第\s*(?P<number>\d{1,3})\s*[条项]\s*[：:]")


def entry_content(
    draft: Draft,
    ids: list[str],
    pointer: str = "",
    *,
    citations: tuple[Segment, ...] = (),
    closing: tuple[Segment, ...] = (),
    cited_at: tuple[str, ...] = (),
) -> EntryContent:
    """The EntryContent of a new entry in the brief's own words; `ids` are the arXiv ids of its
    item, `pointer` the place of a new thing it must point at, `citations` and `closing` the
    brief's arXiv list and closing list, `cited_at` where the item's other new entries land."""
    assert draft.item is not None
    item = draft.item
    head, subtitle = named_head(
        *split_title(item.title),
        draft.entry_name or (draft.label if draft.titled else ""),
        # A Chinese name the request gives unquoted (`新增 冷热分层 一条`) is read as a quoted
        # one: beside a Latin name in the heading it is a topic, the heading names the entry.
        quoted=not draft.entry_name or is_han(draft.entry_name[0]),
    )
    given_title = draft.given_title or titled_with_name(draft, item.title)
    if given_title:
        # `标题用"在线校准路由"`: the entry is named as the brief says, the paper's id kept.
        aside = ID_ASIDE.search(item.title)
        head = given_title + (aside.group(0) if aside else "")
    # `新增第 6 条："6. **X** — …"`: a list marker copied inside the quote is the list's.
    copied = COPIED_MARKER.match(draft.only_text)
    numbered = NUMBER_BEFORE_COLON.search(draft.clause or draft.request)
    number = (copied and copied.group("number")) or (numbered and numbered.group("number"))
    summary = COPIED_MARKER.sub("", draft.only_text) or "".join(
        s.text if s.text.endswith(("。", "；", "！", "？")) else s.text + "。" for s in item.summary
    )
    if draft.only_text and head:
        # `条目全文如下：X（arXiv:…）按长度…`: the drafted words open with the entry's own name
        # and id, which the entry writes before them already: the name stays as their subject
        # (a list of plain sentences writes no name before them; after a name, the form
        # drops it again), its id aside and colon go.
        opening = re.match(re.escape(head) + DRAFT_HEAD_REST, summary)
        if opening and summary[opening.end() :].strip():
            name = ID_ASIDE.sub("", head).strip()
            rest = summary[opening.end() :]
            summary = f"{name}{' ' if name[-1:].isascii() else ''}{rest}"
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
    missing = [i for i in ids if i not in named]
    if missing:
        sources.insert(0, "；".join(f"arXiv:{i}" for i in missing))
    cross = ""
    for segment in item.suggestions:
        match = CROSS_REF_LIST.search(segment.text)
        if match and entry_cross_refs(segment.text, match, draft.target):
            cross = match.group("refs").strip()
    if pointer:
        cross = f"{cross}；{pointer}" if cross else f"见 {pointer}"
    cited = list(dict.fromkeys([*ids, *draft.source_ids]))
    return EntryContent(
        # The brief's arXiv list, else the title the request writes after the id (`§七 登记
        # arXiv:… — Title`).
        # The ids the request itself names count too (`参考文献补脚注 arXiv:… GLM-5V Technical
        # Report`, for an item whose sources give only a card).
        paper_title=paper_title(cited, citations)
        or title_given(cited, draft.clause or draft.request, after_id_only=True)
        or request_title(cited, draft.request),
        dictated=bool(draft.only_text),
        unsaid=unsaid_claims(draft, closing),
        title=head,
        named=bool(draft.given_title),
        summary=summary,
        cross_refs=cross,
        caveats=tuple(f"{label}：{text}" for label, text in by_label.items()),
        sources="；".join(sources),
        label=draft.label,
        label_alone=draft.label_alone,
        statement=draft.statement,
        changelog=draft.changelog,
        heading=draft.heading,
        from_closing=draft.from_closing,
        row=draft.row,
        cited_at=cited_at,
        term=draft.term,
        number=int(number or 0),
    )


def citable_titles(segments: tuple[Segment, ...]) -> dict[str, str]:
    """The titles of the brief's list of citable ids, by id."""
    titles: dict[str, str] = {}
    for segment in segments:
        for match in CITABLE.finditer(segment.text):
            titles.setdefault(match.group("id"), match.group("title").strip())
    return titles


# The clauses of an entry's text: one of them is what a `只写"…"` stands in for.
TEXT_CLAUSE = re.compile(r"[^，,；;。：:！？]+")
# An unquoted word after `别提`: up to a punctuation mark, a space before CJK or a section.
# `14% 这个数`, `v2 这个说法`, `27% 这个外域指标`: an unquoted word, then a noun saying it is a
# word or number (after a few words saying which).
WORD_NAMED_AS = re.compile(
    r"\s*([^\s，,；;。：:、\"“「『][^，,；;。：:、\"“「『]{0,15}?)\s*(?:这|那)(?:个|一)?\s*"
    rf"[{HAN_RANGE}]{{0,4}}?(?:数字?|数值|词|说法|提法|字眼|字样|表述|指标)"
)
UNQUOTED_WORD = re.compile(r"\s*([A-Za-z0-9][\w.+\-]*|[^\s，,；;。：:、（()）\"“「『§\d]{2,8})")
# How much of a clause's other words its replacement must say again to be a rewording of
# it (`页面标注已验证可部署` → `平台标注可部署`), not words for only part of it.
REWORDED = 0.6


@dataclass(frozen=True)
class ForbiddenWord:
    """A word the brief says a new entry must not contain (`条目正文不得出现"已验证"`), what to
    write in its place when the brief says so (`只写"平台标注可部署"`), and where it says it."""

    word: str
    instead: str
    line: int
    said: str
    # A kind of words rather than one (`不写数字`): what such a word holds (a pattern), the
    # words it is said of (`P99`) and the ones the brief keeps (`数字只保留 11%`).
    holds: str = ""
    of: tuple[str, ...] = ()
    kept: tuple[str, ...] = ()
    kind: str = ""  # the lexicon's name of the kind (`forbid_links`)
    # A word kept out of the new entry (`新增 X，不写售价`): the entry is asked all the same,
    # so the 要点's sentences (or parts apart by `；`) that hold it may be left out.
    leaves_entry: bool = False
    # A figure the brief corrects (`…0.05 抄错了，是 0.06`): `instead` is written in its place,
    # in the words the brief dictates too, where it stands there once.
    corrects: bool = False

    def held_in(self, text: str) -> bool:
        """Whether text holds a word of the forbidden kind (after each kept word is taken out)."""
        for word in self.kept:
            text = text.replace(word, " ")
        if not self.of:
            return re.search(self.holds, text) is not None
        return any(
            re.search(re.escape(of) + rf"[^，,；;。]*?(?:{self.holds})", text) for of in self.of
        )


def forbidden_words(segment: Segment, lexicon: Lexicon) -> list[tuple[str, ForbiddenWord]]:
    """Each word a line forbids, with the sentence that forbids it (which may name its item)."""
    leads = lexicon.constraints["forbid_words"]
    unquoted_leads = lexicon.constraints["forbid_words_unquoted"]
    found: list[tuple[str, ForbiddenWord]] = []
    for sentence in split_outside_quotes(segment.text, SENTENCE_SPLIT):
        masked = masked_quotes(sentence)
        said = sentence.strip(" 。；;")
        for lead in leads.finditer(masked):
            quote = QUOTE.match(sentence, len(sentence) - len(sentence[lead.end() :].lstrip()))
            unquoted = None if quote else unquoted_leads.fullmatch(lead.group(0))
            word = quote.group(1).strip() if quote else ""
            end = quote.end() if quote else lead.end()
            # `别写 14% 这个数`, `不要提单一负载这个说法`: the word, named by what it is.
            named = None if quote else WORD_NAMED_AS.match(sentence, lead.end())
            if named is not None:
                word, end = named.group(1).strip(), named.end()
            elif unquoted is not None:
                bare = UNQUOTED_WORD.match(sentence, lead.end())
                word, end = (bare.group(1).strip(), bare.end()) if bare else ("", end)
            if not word:
                continue
            instead = quote_after(lexicon.constraints["write_instead"], sentence[end:])
            found.append(
                (
                    sentence,
                    ForbiddenWord(word, instead.group(1) if instead else "", segment.line, said),
                )
            )
        found += [(sentence, kind) for kind in forbidden_kinds(sentence, segment.line, lexicon)]
        found += [(sentence, word) for word in kept_out_words(sentence, segment.line, lexicon)]
    return found


# A number with its unit (`87%`, `2.6×`, `3 倍`) and a section a clause names (`§2`, `2.1 节`,
# `「投机解码」一节`): what kept_out_words reads as words, and as a place.
KEPT_NUMBER = re.compile(r"\d+(?:\.\d+)?\s*[%％×倍]?")
# A number with its unit, a measure said of a result (`55%`, `2.6×`, `3 倍`).
MEASURE = re.compile(r"(?<![A-Za-z0-9.])\d+(?:\.\d+)?\s*[%％×倍]")
# A number with a decimal point, no id's or version's part (`66.0`, `3.2`; not `v0.13`,
# `arXiv:2612.0001`, `§3.2`).
DECIMAL = re.compile(r"(?<![A-Za-z0-9.:§\-])\d+\.\d+(?![\d.])")
NAMED_SECTION = re.compile(
    r"§|第\s*\S{1,4}\s*[节章部]|\d+(?:\.\d+)*\s*(?:节|小节|章)|[」』]\s*一?(?:节|小节|章|部分)"
    # A table by its caption's number (`不要写进表 3-1`): a place too.
    r"|(?:表|Table)\s?(?:[A-Z][-–]?)?\d{1,3}(?:[-–]\d{1,2})?"
    # A question by its label (`28 元/GJ 不要写进问 3`): a place of the document too.
    r"|(?<![A-Za-z])(?:问题?|Q)\s?-?\d{1,3}(?!\d)"
)
KEPT_WORD = re.compile(r"[\w.+\-]{2,}")


def kept_out_words(sentence: str, line: int, lexicon: Lexicon) -> list[ForbiddenWord]:
    """Words a clause keeps out of the new entry by naming them before a negated verb of
    writing (`但 87% 不写入`, `作者自测的命中率先不要写进去`) or after it (`不写命中率`): the
    numbers it names, else the last word of each phrase (`作者自测的命中率` → `命中率`). A clause
    that names a section (`不写入 §2`) keeps a place, not words; the document's own words
    (`正文`, `活文档`) are none of the entry's. Only a word the entry would hold forbids it."""
    table = lexicon.kept_out
    said = sentence.strip(" 。；;")
    found: list[ForbiddenWord] = []
    before = ""  # the clause before, in the same sentence
    for clause in re.split(r"[，,；;（()）]", sentence):
        said_before, before = before, clause
        # Quoted words are forbid_words' (`不要写"X"`); `写成` / `写为` says how, not what.
        plain = masked_quotes(clause)
        verb = table["verb"].search(plain)
        if verb is None or plain[verb.end() : verb.end() + 1] in ("成", "为"):
            continue
        if NAMED_SECTION.search(clause) or any(
            lexicon.constraints[kind].search(plain) for kind in KIND_HOLDS
        ):
            continue  # a place kept (`不写入 §2`), or a kind of words (`不要写 TTFT 的数字`)
        named = table["places"].sub(" ", f"{plain[: verb.start()]} {plain[verb.end() :]}")
        words = named_words(named, table["fillers"].pattern)
        if not words and not NAMED_SECTION.search(said_before):
            # `55% 未复现，别写进条目`: a clause that names nothing but the entry keeps out the
            # measures the clause before it names (a bare whole number there may be an item's
            # tag; one with a decimal point, `66.0 为官方自报`, `F1 +3.2 …`, is a figure).
            plain_before = masked_quotes(said_before)
            words = [m.group(0).strip() for m in MEASURE.finditer(plain_before)] or [
                m.group(0) for m in DECIMAL.finditer(plain_before)
            ]
        found += [ForbiddenWord(word, "", line, said, leaves_entry=True) for word in words]
    return found


def named_words(text: str, fillers: str) -> list[str]:
    """What a clause of kept_out_words names: its numbers, else the last word of each phrase
    (`作者自测的命中率` → `命中率`), without the fillers around it."""
    numbers = [n.group(0).strip() for n in KEPT_NUMBER.finditer(text)]
    around = rf"^(?:{fillers})+|(?:{fillers})+$"
    return numbers or [
        head
        for run in KEPT_WORD.findall(text)
        if len(head := re.sub(around, "", str(run)).rsplit("的", 1)[-1]) >= 2
    ]


# A link as an entry's words or sources write it (`https://…`, `www.…`), with the arrow that
# leads to it in a brief's 来源 (`inbox/x.md → https://…`).
LINK = re.compile(r"(?:\s*(?:→|->)\s*)?(?:https?://|\bwww\.)[^\s，,；;（）()「」“”\"]+")
# What a word of each kind the brief may forbid holds; `(?<![\w.:-])` and `(?![\w.])` keep
# ids and versions (`arXiv:2612.40001`, `v0.13`) from counting as numbers said.
KIND_HOLDS = {
    "forbid_numbers": r"(?<![A-Za-z0-9.:\-])\d",
    "forbid_percentages": r"\d\s*%|百分之",
    "forbid_links": LINK.pattern,
}
# A word a kind is said of (`P99 的具体数字`): an acronym or a word with a digit.
SAID_OF = re.compile(r"(?<![A-Za-z0-9])(?:[A-Z][A-Z0-9]+|[A-Za-z]+\d+)(?![A-Za-z0-9])")
NUMBER_WORD = re.compile(r"[\"“「『]([^\"”」』]+)[\"”」』]|([\d.,]+\s*%?)")


# The noun a kind is named with right before it (`推理延迟数字都不要写`): its last Chinese word,
# in the same clause, after any attributive `的`.
KIND_NOUN_BEFORE = re.compile(rf"(?:^|的|\s)[{HAN_RANGE}]*(?P<head>[{HAN_RANGE}]{{2}})\s*的?\s*$")


# A limit that names its kind first (`数字都不要写`, `数据就不写了`), so the noun before it is
# what the numbers are of; and words before a kind that say how many, not of what (`这些数字`).
KIND_FIRST = re.compile(r"(?:具体|精确|确切)?(?:数字|数值|数据)")
NOT_A_NOUN = re.compile(
    r"这些|那些|所有|任何|全部|一切|相关|其他|其它|各项|上述|以上|以下|其中|具体"
)


def kind_said_of(before: str) -> tuple[str, ...]:
    """What a kind of words named right after a noun is said of (`任何 LLM 版的推理延迟数字都
    不要写` → `延迟`, the noun's head): the entry may hold other numbers. () when no Chinese noun
    stands right before the kind in its clause."""
    clause = re.split(r"[，,；;。：:（()）]", before)[-1]
    found = KIND_NOUN_BEFORE.search(clause)
    if found is None or NOT_A_NOUN.fullmatch(found.group("head")):
        return ()
    return (found.group("head"),)


def forbidden_kinds(sentence: str, line: int, lexicon: Lexicon) -> list[ForbiddenWord]:
    """The kinds of words a sentence says the entry must not hold (`不写数字`, `不带百分比`,
    `不要写 P99 的具体数字`, `数字只保留 11%`)."""
    masked = masked_quotes(sentence)
    said = sentence.strip(" 。；;")
    found: list[ForbiddenWord] = []
    for key, holds in KIND_HOLDS.items():
        for match in lexicon.constraints[key].finditer(masked):
            of = tuple(SAID_OF.findall(match.group(0)))
            if not of and KIND_FIRST.match(match.group(0)):
                of = kind_said_of(masked[: match.start()])
            word = match.group(0).strip()
            found.append(ForbiddenWord(word, "", line, said, holds, of, kind=key))
    for match in lexicon.constraints["numbers_only"].finditer(masked):
        kept = NUMBER_WORD.match(sentence, len(sentence) - len(sentence[match.end() :].lstrip()))
        if kept is not None:
            word = (kept.group(1) or kept.group(2)).strip()
            holds = KIND_HOLDS["forbid_numbers"]
            found.append(ForbiddenWord(match.group(0), "", line, said, holds, (), (word,)))
    return found


def without_word(text: str, word: str, instead: str) -> str | None:
    """`text` with the one clause that holds `word` replaced by what the brief says to write
    instead, when that rewords the clause; None when the word stands in several places or
    `instead` leaves most of its clause's other words unsaid (which words it stands for is
    then a guess)."""
    if text.count(word) != 1:
        return None
    clause = next(c for c in TEXT_CLAUSE.finditer(text) if word in c.group(0))
    written = instead.strip().rstrip("。；;，,")
    if not written or word in written:
        return None
    own = clause.group(0).strip()
    rest = [c for c in own.replace(word, "", 1) if not c.isspace()]
    if rest and sum(c in written for c in rest) < REWORDED * len(rest):
        return None
    start = clause.start() + clause.group(0).index(own)
    return text[:start] + written + text[start + len(own) :]
