"""Readings → actions: merge repeats, apply the brief's vetoes, rank options by the brief's
preference, tie dependent actions to what they depend on, and number the result."""

from __future__ import annotations

import difflib
import re
from collections.abc import Callable, Iterable
from dataclasses import dataclass, replace
from functools import cached_property
from itertools import takewhile
from typing import NamedTuple

from ..chars import AFTER_MARKER, AUTHOR_YEAR_OPENING, HAN_RANGE, VERSION_BEFORE_DATE, is_han
from ..models import (
    ENTRY_NAMED,
    KEPT_TABLE,
    VERSION_LINE,
    WORDS_HELD,
    Action,
    ActionKind,
    Brief,
    EntryContent,
    Item,
    ItemStatus,
    SectionRef,
    Segment,
)
from ..parse import (
    CLOSING_TAG,
    CODE_SPAN,
    DICTATED_LINE,
    FIELD,
    FIELD_SLOTS,
    QUOTE_PAIRS,
    TABLE_DELIMITER,
    linear,
    quoted_spans,
    split_outside_quotes,
    table_cells,
    whole_run,
)
from .clauses import (
    ADDING,
    ADVISORY,
    ARROW,
    ASIDE_AT_END,
    BARE_KEEP,
    CITATION_LIST,
    CITATION_MARKER,
    CONDITIONAL_REASONS,
    DATE_THEN_WORDS,
    DATED_HEADING_AND_LINE,
    DICTATED_DATED_LINE,
    HANDED_OVER,
    ITEM_LIST,
    ITEM_NAMED,
    ITEM_RANGE,
    KEEP_LEAD,
    KEPT_VALUE,
    LABEL_IN_WORDS,
    LIST_AFTER_LABEL,
    LISTED_NAMED_FIRST,
    LISTED_ONLY,
    MOVE_BETWEEN,
    NAME_TOKEN,
    NAMED,
    NEW_FIRST,
    NUMBERED,
    OPTION,
    PARAGRAPH_OPENS_WITH,
    QUESTION_BY_LABEL,
    QUOTE_AFTER_NOUN,
    QUOTED_ENTRY_LINE,
    QUOTED_ROW,
    QUOTED_ROW_NOUN,
    REFUSED_FIGURE,
    ROW_OPENING,
    SPLIT_CHANGE,
    SUBJECT_BEFORE_OF,
    TAKE_BACK_CUT,
    TRAILING_ITEM_TAG,
    UNCHANGED,
    UNNAMED_LISTS,
    VALUE_EDITS,
    VALUE_NUMBER,
    Caveat,
    ClauseReader,
    Draft,
    Ref,
    answer_given,
    arrow_to_section,
    begins_a_name,
    changelog_lines,
    changelog_words_given,
    dictated_todo,
    ending_with,
    entry_named_ref,
    entry_ordinal,
    heading_names,
    lead_words,
    lines_named_with,
    listed_keys,
    named_preference,
    names_brackets,
    opening_words,
    options_of,
    preference_of,
    preferred_options,
    preferred_sections,
    quoted_new_values,
    refused_with_ba,
    said_apart,
    spelt_out_range,
    unasked,
    unquoted,
    untagged,
    value_lists,
    value_pairs,
    words_of_a_thing,
)
from .items import (
    BODY_LABEL_LEAD,
    CAVEAT_MARKER,
    COMMON_TOKENS,
    DRAFTED_TEXT,
    ID_ASIDE,
    ITEM_MENTION,
    ITEMS_NAMED,
    LINK,
    ONLY_TEXT_LEAD,
    ForbiddenWord,
    ItemIndex,
    annotation_in,
    caveats_in,
    citable_titles,
    cut_explanation,
    entry_content,
    forbidden_words,
    ids_listed_for,
    in_brief_words,
    item_ids,
    item_pointer,
    marked_sections,
    name_trigrams,
    reading_segments,
    with_plain_tags,
    with_written_bold,
    without_word,
)
from .lexicon import VERB_ORDER, Lexicon, closing_line_number, counted, default_lexicon
from .text import (
    ARXIV,
    BRIEF_CACHES,
    CITATION_LIST_NAME,
    EDIT_ROOTS,
    ELLIPSIS_END,
    ENTRY_AFTER_COLON,
    GUIDE_PATH,
    HEADING_NAME_REF,
    LATIN_NAME,
    PATH,
    PLACING,
    QUOTE,
    QUOTED_CELL,
    SECTION_NUMBER,
    SECTION_REF,
    SENTENCE_SPLIT,
    STANDARD,
    STANDARD_YEAR,
    WORD_CHARACTER,
    blank_spans,
    blanked,
    enclosing_keys,
    first_quote,
    heading_name_key,
    heading_text_key,
    masked_all,
    masked_quotes,
    number_value,
    numbered_questions,
    numbering_kind,
    paren_spans,
    quote_after,
    quotes_as_marks,
    quotes_in,
    said_at,
    section_key,
    sentence_around,
    shortened,
    split_clauses,
    split_title,
    title_given,
    written_row_spans,
)

# The topic a topic field names first (`evaluation（非 inference）`): a slug, as a brief's is.
TOPIC_WORD = re.compile(r"\s*[A-Za-z][\w-]*(?=\s*(?:$|[（(，,；;。]))")
# Where a verdict's first clause ends (`不入档；理由…`, `暂缓，待 E2`).
VERDICT_CLAUSE = re.compile(r"[，,；;。]")
# `则撤回`, `那就作罢`: the word that opens what follows a condition.
CONSEQUENCE = re.compile(r"^\s*(?:那么?就?|则|就|便)\s*")
# The marks between a pointer to the place before and the words that ask (`同上，新增…`).
POINTER_TAIL = re.compile(r"[\s，,：:；;、]*")
# The quoted words a correction of a section's part names (`不对，应为"新 entrants"`).
QUOTED_PART = re.compile(r"\s*[\"“「『]([^\"“”「」『』]{1,40})[\"”」』]")
# Where a correction's own sentence opens: a stop, a bracket, a dash (`…一行——更正：…`).
SENTENCE_OPENING = re.compile(r"[；;。（(]|——")
# `~~…~~`: words struck through (a request withdrawn, kept visible).
STRUCK = re.compile(r"~~(?!~)(.+?)~~")
# Where a closing-list sentence may part into pieces, each about the items it names first.
PIECE_CUT = re.compile(r"[，,]\s*")
# Words before an item's tag that open a piece (`关于 TideKV：…`).
# (A warning sign leading a caveat line, `⚠ X 先别入档`, `⚠️ 关于 X：…`, is no word of it.)
ITEM_LEAD = re.compile(r"^\s*(?:[⚠❗❕]\ufe0f?\s*)*(?:关于|对于|至于|其中)?\s*")
# `只落条目 1 和条目 3`, `仅条目 1 入档`, `除条目 2 外均按建议落笔`: a limit on which items.
# A run of item tags: `条目 1 和条目 3`, `第 2 条目、增量 4`.
ITEM_RUN = r"(?P<items>(?:(?:第\s*)?(?:条目|增量)\s*[\d一二三四五六七八九十]+[\s、和与及,，/／]*)+)"
ONLY_ITEMS = re.compile(
    r"^\s*(?:只有|仅仅|只|仅)\s*(?:落笔?|做|写|保留|采纳|处理|收录?|留|入档)?\s*" + ITEM_RUN
)
EXCEPT_ITEMS = re.compile(r"^\s*除(?:了|去|开)?\s*" + ITEM_RUN + r"\s*(?:以|之)?外\s*[，,]?")
# The adds that write an item's paper (its id, its title): an id asked that is not the item's
# is reported, never written with the item's words.
ADDS_A_PAPER = frozenset({ActionKind.ADD_ENTRY, ActionKind.ADD_CITATION})
# A registering verb right before a standard's number (`补登 GB/T 35273`, `登记一条 GB/T …`).
REGISTERED_BEFORE = re.compile(r"登[记录入]?\s*(?:一条\s*)?$")
# A standard's title quoted right after its number: `GB/T 45654—2025《…》`, `「…」`.
STANDARD_TITLE = re.compile(r"\s*[《「“\"]([^》」”\"]{2,60})[》」”\"]")
# `全部不落笔`, `一律暂缓`: every item at once, said without a noun (scope.all_items has those).
ALL_AT_ONCE = re.compile(r"\s*(?:(?:本轮|这轮|本次|这次|今晚)\s*)?(?:全部|全都|一律|统统|通通|都)")
# Words between "every item" and its take-back: `都`, `均`, `一律`, a time (`本轮都不落笔`).
ALL_FILLER = re.compile(r"(?:\s|[都均全]|一律|本轮|这轮|本次|这次|本批|这批)*")
# Where a scope sentence (`只落 §3.1 与 §2.2 两处，其余不动`) parts into clauses; and the marks
# and joiners left between its names once they and its words are read.
SCOPE_CUT = re.compile(r"[，,；;。！!]")
# Words before a keep of the body that name all the items or say "all" (`三条都不写正文`).
BODY_LEAD = re.compile(
    r"^\s*(?:[一二两三四五六七八九十\d]+\s*条|各条|每条|所有条目)?\s*(?:一概|一律|都|均|全部)?"
)
# The edits of the document's body, which `正文不动` forbids (citations and questions are lists).
BODY_EDITS = frozenset(
    {
        ActionKind.ADD_ENTRY,
        ActionKind.APPEND,
        ActionKind.REPLACE,
        ActionKind.ADD_SOURCE,
        ActionKind.UPDATE_NUMBER,
    }
)
# The noun of a thing of the document's words, after an item's name: `SOEC 成本行`, `NEOM 句`.
THING_OF_A_LINE = re.compile(r"(?:行|句|段|列|栏|格|表|数字|数值|字样|说法|表述|措辞|日期)$")
# An id written with letters and digits together (`2027Q1`, `H-07`, `S27`, `B1067`).
ID_TOKEN = re.compile(
    r"(?<![A-Za-z0-9.\-])(?=[A-Za-z0-9.\-]{0,15}[A-Za-z])(?=[A-Za-z0-9.\-]{0,15}\d)"
    r"[A-Za-z0-9][A-Za-z0-9.\-]{0,15}(?![A-Za-z0-9.\-])"
)
# A section's number right before its quoted heading words or its noun (`1.2「复用次数」`).
SECTION_BEFORE_WORDS = re.compile(r"(?<![\d.])\d{1,2}(?:\.\d{1,2})+(?=\s*(?:[「“\"]|小?节))")
# The noun an item is named with (`Rubin 条目撤回`, `X 那条不动`).
ITEM_NOUN_LEAD = re.compile(r"^\s*(?:的\s*)?(?:条目|(?:那|这|该)?一?条)")
# A short label before a colon that opens a scope sentence (`落笔原则：`, `说明：`).
SCOPE_LABEL = re.compile(r"^\s*([^：:，,、；;§]{1,6})[：:]")
# A name right before its section's number in brackets: `端侧（第五章）`.
NAME_BEFORE_REF = re.compile(
    r"[^\s，,、；;：:（()）§]{1,8}[（(]\s*(?P<ref>[^（()）]{1,16}?)\s*[）)]"
)
SCOPE_JOINERS = re.compile(r"[\s、，,和与及：:/／&()（）.。—–\-]+|(?i:\band\b)")


# An entry a clause names by a word for it (`"X"那条`, `X 条目`, `该行`).
# A citation's label in brackets, as documents cite inline: `[^6]`, `[Kumar 2026]`, `[Chen et
# al. 2021]`, `[R7]`. A clause after an edit that names one and asks nothing kbpatch reads
# (`行内引用 [Kumar 2026]`) asks that edit to cite it: reported, never dropped.
CITED_LABEL = re.compile(
    # `[11]`: a reference-style link's label (`引用用参考式链接 [11]`), not a Markdown link.
    r"(?<![\w\]])\[\d{1,3}\](?![(\[])"
    r"|\[(?:\^\w{1,8}|[A-Z]{1,3}-?\d+"
    r"|[A-Z][A-Za-z'-]+(?:\s+et\s+al\.?|\s+(?:and|&)\s+[A-Z][A-Za-z'-]+)?,?\s*(?:19|20)\d\d[a-z]?)\]"
)
# Where a marker asked beside a change goes: before the stop, at the end of the sentence.
BEFORE_ITS_STOP = re.compile(
    r"(?:句号|句末|句尾|末尾|结尾)(?:[ \t]?的?句号)?(?:[ \t]?(?:之前|以前|前面|前|处|上))?"
)
# What may follow the marker a clause asks for: stops, or an aside (`（新参考见第三部分）`).
MARKER_ENDS_CLAUSE = re.compile(r"[\s。.；;，,]*(?:[（(][^（）()]{0,40}[）)][\s。.；;，,]*)?")
# `并在这句句末补 ^[32]`, `该句末尾加注 [12]`: the sentence of the change just asked.
THIS_SENTENCE = re.compile(r"(?:这|该|此|同)一?句")
# `并在句号前加上标 <sup>21</sup>`: a superscript number, as a document cites by them, given
# bare (not inside words the brief dictates).
CITED_SUPERSCRIPT = re.compile(r"<sup>\s*\d{1,3}(?:\s*[,，、–-]\s*\d{1,3})*\s*</sup>")
# An author-year key in brackets (`[Zeng 2024]`), and the words that say an entry cites by it
# (`引用写作 [Zeng 2024]`, `引用记为 […]`, `cite as […]`).
AUTHOR_YEAR_KEY = re.compile(
    r"\[(?P<key>[A-Z][A-Za-z'-]+(?:\s+et\s+al\.?)?,?\s*(?:19|20)\d\d[a-z]?)\]"
)
CITE_AS = re.compile(
    r"(?:引用|出处|引文)\s*(?:写作|写成|写为|记作|记为|标作|标为|作)|(?i:\bcite(?:d)?\s+as\b)"
)
# An aside that ends a clause (`…（脚注 [^3]）。`), and a footnote's label (`[^3]`).
# After a question verb, a colon and the question's words up to its question mark
# (`新增开放问题：X，Y？`, `开放问题补一条：X？`, `新增一问：Q: X，Y？` with a question's label):
# what to write, in one clause.
DICTATED_QUESTION = re.compile(
    r"[^：:，,；;。]{0,12}[：:]\s*(?:(?:Q|问|问题|Question)\s*[：:])?[^：:？?]+[？?]", re.I
)
# The colon right after an append verb (`末尾追加：`), before the words it dictates.
# A clause that opens by saying what a thing is not (`，不是推理加速`, `，并非端到端`).
COPULA_NOT = re.compile(
    r"^\s*(?:而?不是|并不是|并非|而非)(?!\s*(?:放|归|写|加|补|改|本轮|这轮|此轮|本次))"
)
DICTATING_COLON = re.compile(r"\s*[：:]\s*")
# The colon after a changelog's name and its add verb, and a date opening the words after it.
CHANGELOG_COLON = re.compile(r"[：:]")
# A dated line or row after its colon: `2026-…`, `"2026-…`, `**2026-…`, `| 2026-… |`, `「- 2026-…`,
# `` `5. 2026-… ``.
# Each optional mark takes the white space after it: two runs side by side would trade it.
DATED_START = re.compile(
    r"\s*(?:\|\s*)?(?:[「“\"『`]\s*)?(?:(?:[-+*]|\d{1,3}[.、)）])\s+)?(?:\*+\s*)?"
    rf"(?:{VERSION_BEFORE_DATE})?\d{{4}}\s*[-/.年]\s*\d{{1,2}}"
)
# A line's date ending the words before its colon, or its date and its author's aside
# (`加一条 2026-12-03（Lin）：…`).
DATE_ENDS = re.compile(
    r"\d{4}\s*[-/.年]\s*\d{1,2}(?:\s*[-/.月]\s*\d{1,2}\s*日?)?(?:\s?[（(][^（）()]{1,20}[）)])?\s*$"
)
ENDING_ASIDE = re.compile(r"[（(](?P<inner>[^（）()]*)[）)]\s*[。.]?\s*$")
FOOTNOTE_LABEL = re.compile(r"\[\^\w{1,8}\]")
ENTRY_NAMED_BY = re.compile(r"(?:那|这|该|此|原)\s*一?\s*(?:条目|条|行|句|段|项)|条目")
# A section named with its mark (`§3.2`, `3.2 节`, `「X」一节`, `第 3 章`).
SECTION_MARKED = re.compile(r"§|节|章")
# Words joining a clause to the one before (`，并补出处…`, `，同时补上来源…`), read past.
JOINING_WORD = re.compile(r"^\s*(?:并且?|同时|而且|且|再|另外?|也|还)\s*")
# `该条`, `此条`, `同一条`, `本条`: the entry the clause before named, pointed back at.
SAME_ENTRY = re.compile(
    r"^\s*(?:再在|再|并|并在|在|并把|把|将)?\s*(?:该|此|这|同一|本)\s*(?:条目|条|行)(?:的|里)?"
)
# `X 一条移除`, `与 X 合并`: the entry named in the words of the removal itself.
ENTRY_NOUN = re.compile(r"一条|一行|条目|那条|这条|那行|这行|与")
# Bare words after a removal verb, naming what it removes (`撤下多模型路由`, an id `并入 [PT-04]`,
# `并入【B-2】`); not `了`/`过`.
BARE_OBJECT = linear(rf"\s*(?:原来的|原有的|旧的|原)?\s*(?![了过的])[\w{HAN_RANGE}\[【]")
# `条目 2 的条目里`, `增量一的新条目`: an item's own entry, named by its tag.
ENTRY_OF_ITEM = re.compile(r"((?:条目|增量)\s*(?:\d+|[一二三四五六七八九十]+))\s*的\s*新?条目")
# What names a part of an entry or section rather than an item: a number (`15 点`), a
# bracketed name (`【过滤感知图】`), an entry or row noun.
PART_NAMED = re.compile(r"\d|【[^】]+】|那条|这条|条目|一行|那行|这行")
# How many earlier readings of one item about one section a new reading is compared with.
MERGE_WINDOW = 64
SECTION = (
    rf"(?:§\s*(?:{SECTION_NUMBER})|(?:第\s*)?\d+(?:\.\d+)+\s*节"
    r"|\b(?:[Ss]ections?|[Ss]ecs?\.?|[Ss]ects?\.?)\s*\d+(?:\.\d+)*"  # `section 1.6`, `Sec. 2`
    r"|\b(?:Part|Chapter)\s+(?:\d+|[IVXLC]+)(?:\.\d+)*\b"  # `Part III`, `Part III.2`
    r"|第\s*(?:\d+|[一二三四五六七八九十]+)\s*[章节])"  # `第四章 4.2 节、§5.6 不动`
)
BARE_REF = re.compile(rf"\s*(?:{SECTION}[\s/／+＋和与及]*)+")
# `「分页与复用」一节、「压缩与量化」一节 均不动`: a section named by its heading's words (as
# reading.clauses.headings_named writes a heading's text, `（一）分页与复用、（二）…`).
NAMED_SECTION = re.compile(r"\s*「[^「」]{1,40}」\s*(?:一节|小节|一章)\s*")
# `In §1.1, add …`, `在 §1.1，新增…`: a section with only the word that places what follows in
# it, cut from its request at the comma.
PLACING_REF = re.compile(
    rf"\s*(?:(?i:in|under|within|for|to|into)\s+|(?:在|于|往|向)\s*)(?:{SECTION}[\s/／+＋和与及]*)+"
)
# `§1.1 决策树`: a section and a short name of a part of it.
NAMED_REF = re.compile(rf"\s*{SECTION}(?![\d.])\s*[^\s\d.，,；;。§、][^\s，,；;。§、]{{0,7}}\s*")
# `§3 解码加速`: a section by its number and words after it (TITLED_REF's words are the
# section's own heading words only where the document has them: Planner.titled_ref).
TITLED_REF = re.compile(
    rf"\s*§\s*(?P<num>{SECTION_NUMBER})\s*(?P<words>[^\s，,；;。§、][^，,；;。§、]{{1,39}}?)\s*"
)
# What follows a section in a clause that only names one of its entries or paragraphs as the
# place inside which an edit goes (`§1-3-1 Palisades 那条里`, `「手机直连」里"监管框架上……"那段`),
# before the clause asking it.
ENTRY_PLACE_TAIL = re.compile(
    # (Quotes as marks: a paragraph named by its quoted opening is `「\x1f…」那段`. The name starts
    # and ends with no white space, so no run of it is split two ways between the gaps.)
    r"[ \t]?(?:的|里|中)?[ \t]?"
    r"(?P<name>[^，,；;。：:§\s](?:[^，,；;。：:§\n]{0,38}[^，,；;。：:§\s])?)?[ \t]?"
    r"(?:那|这)?一?(?:(?:条目|条|行|项)[ \t]?(?:里面|里|之中|中|内)|段(?:落|话)?"
    # `§4.1 表「邦普（宜昌）」行`: a table's row by its quoted first cell, its noun alone.
    r"|(?<=」)[ \t]?(?:那|这)?一?行)[ \t]?"
)
# What a move's own clause may be followed by in clauses of their own: where the entry goes
# (`放在 Z 条之后`), and that it moves unchanged (`文字一字不改`).
MOVE_AFTERWORD = re.compile(
    r"[ \t]?(?:(?:按续号)?[ \t]?(?:放在|排在|接在|置于)[ \t]?[^，,；;。]{1,40}?[ \t]?"
    r"(?:之后|后面|后)"
    rf"|(?:原文|文字|条目文字)?[ \t]?{UNCHANGED})[ \t]?[。.]?[ \t]?"
)
# The row noun after a row's quoted name, and nothing more (`「X」一行`, `「X」那行`).
ROW_NOUN_ONLY = re.compile(r"\s*(?:这|那|该)?一?行\s*")
# A clause that ends with a section reference (`不再改动 §1.3`).
ENDS_WITH_REF = re.compile(rf"(?:§\s*(?:{SECTION_NUMBER})|\d+(?:\.\d+)+\s*节)\s*$")
# The marks that part a sentence's clauses.
CLAUSE_CUT = re.compile(r"[，,；;]")
# The arrow a caveat's line leads its advice with (`数字是自测。→ 不要把 X 写进活文档`).
CAVEAT_ARROW = re.compile(r"\s*(?:→|⇒|->)\s*")
# A table row dictated whole whose first cell is its date (`「| 2027-02-01 | Tom | … |」`).
# (Each optional part takes the white space after it: two gaps side by side would trade a run.)
DATED_ROW_START = re.compile(
    r"\s*(?:[^\s「“\"`『|：:][^「“\"`『|：:]{0,23}(?=[「“\"`『]))?(?:[「“\"`『]\s*)?"
    r"\|\s*\d{4}\s*[-/.年]\s*\d{1,2}"
)
# Where a withdrawal's first clause ends and its reason starts (Planner.withdrawn_with_reason).
HEAD_CUT = re.compile(r"\s*[：:，,；;—–]+\s*")
# Where a reason's clause ends (Planner.reasons_blanked).
CLAUSE_END = re.compile(r"[，,；;。.!！?？]")
# Where the words leading a sentence in end: `照旧——`, `照旧：`, `照旧，` (Planner.after_lead).
LEAD_END = re.compile(r"\s*(?:——|[：:，,])\s*")
# A clause that ends naming a row, line or entry (`§1.6 表中 X 那一行`, `§5.3 X 条目`):
# what to do with it is said by the next clause.
ROW_END = re.compile(
    r"(?:一行|这一?行|那一?行|条目|一条|这一?条|那一?条|词条|第\s*(?:\d+|[一二三四五六七八九十百]+)\s*[条项]"
    r"|(?<=[A-Za-z0-9)）])\s*行)"  # `EAGLE-4 行`: a row by its name
    # `08-14 那一行的处置列`: a column of the row named.
    r"(?:\s*的\s*[^\s，,；;。]{1,8}?(?:列|栏))?\s*$"
)
# `SGLang 一行的备注`: a row's column named without 列, in the words as written (no quote).
ROW_CELL_END = re.compile(
    r"(?:一行|这一?行|那一?行|(?<=[A-Za-z0-9)）])\s*行)\s*的\s*(?P<column>[^\s，,；;。“”\"「」『』]{1,8})\s*$"
)
# What the clause after such a naming may ask of the named row or entry.
ROW_EDITS = frozenset(
    {ActionKind.REPLACE, ActionKind.APPEND, ActionKind.ADD_SOURCE, ActionKind.ANNOTATE_CITATION}
)


# An add verb's colon and the words after it: the new entry as the brief writes it.
def lexicon_asks(lexicon: Lexicon) -> tuple[re.Pattern[str], ...]:
    """What makes words a request, not words to write: any verb of the lexicon, a negation."""
    return (*lexicon.verbs.values(), lexicon.negation)


def joined_cells(clauses: list[str], changes: Callable[[str], bool]) -> list[str]:
    """`加一行：基准「A」，题量「B」，备注「C，D」` was cut at its commas: a clause that is only a
    column's name and its quoted value, after the clause that asks for a row and gives such a
    cell, is a cell of that row (render.named_cells reads them all from the request), no
    request of its own (`备注「C」` is no note to append). Not after a change of a row that
    stands (`X 一行：月价格更新为"A"，渠道改为"B"`, where `changes`): each is a change."""
    kept: list[str] = []
    row_with_cells = False
    for clause in clauses:
        cell = QUOTED_CELL.fullmatch(clause.strip(" 。.\t")) is not None
        if not (row_with_cells and cell):
            kept.append(clause)
            # (`表「X」一行`, its row named by a quoted first cell: a row that stands, no new one.)
            row_with_cells = (
                "一行" in masked_quotes(clause)
                and bool(QUOTED_CELL.search(clause))
                and QUOTED_ROW_NOUN.search(clause.rstrip(" ：:")) is None
                and not changes(clause)
            )
    return kept


# Words dictated as a name, its aside and a dash before what it is (`补丁回放（Patch Replay）——
# 把补丁…`): the whole line, in the form of a list of defined names; its name is the brief's.
# So are a name and its English name after a slash (`扩散模型 / Diffusion Model：…`).
DASHED_LINE = re.compile(
    r"^\s*(?:\*\*)?[^，,。；;：:—（(*/\s][^，,。；;：:—（(*/]{0,19}?(?:\*\*)?\s*"
    r"(?:(?:[（(][^（）()]{1,40}[）)]\s*)?(?:——|\s—\s)|/\s*[A-Za-z][^：:/，,。；;]{0,59}[：:])\s*\S"
)
# A heading tagged as an item's is, with a word of its own and a number (`核对 3：零散项`), or
# numbered alone before its words (`1 临江周报`, `2. 报价`).
ITEM_LIKE_HEADING = re.compile(
    r"^(?:[^\s\d：:]{1,8}?\s*[#＃]?\s*\d{1,3}\s*[：:｜|.、)）]|\d{1,3}[.、)）]?\s+(?=\D))"
)
HAN_RUN = re.compile(f"[{HAN_RANGE}]+")
# A row's cell given by its column's name and a space or colon: `来源 [^21]`, `出处：[3]`.
CELL_OF_ROW = re.compile(r"[^\s，,；;：:]{1,8}\s*[：:]?\s*\[\^?[\w-]{1,20}\]")
# Words dictated as a numbered paragraph, its number in the document's levels, then its name
# and a colon (`1.1.4 KSTAR：…`): the whole line, as given.
NUMBERED_LINE = re.compile(
    r"^\s*\d{1,3}(?:\.\d{1,3}){1,3}\s+[^\s：:，,。；;][^：:，,。；;]{0,30}[：:]\s*\S"
)
# A line dictated after an add verb that opens with its name as a link, then its aside and a
# dash or colon (`补一条 [Tempo](https://…)（IonQ，2025）— …`): the whole line, as given.
LINKED_LINE = linear(
    r"(?:[添加补增录登列记收](?:一\s*[条行项])?|新增|增加|添加|增补|补充|插入)[\s：:]*"
    r"(?:第\s*\d{1,3}\s*[条行项][\s：:]*)?(?:[-*+]\s+)?"
    r"(?P<line>(?P<text>\[[^\]\n]{1,60}\]\([^()\s]{1,300}\)\s*"
    r"(?:[（(][^（）()\n]{1,40}[）)]\s*)?(?:——|—|–|[：:])\s*[^\s。；;][^。；;\n]+[。.]?))"
)
# Words whose last sentence is stopped before the source tag that closes them: `。〔来源：…〕`.
STOPPED_BEFORE_TAG = re.compile(rf"[。！？]{CLOSING_TAG}$")
# A count and its noun may stand before the colon: `登记两个新词：…`, `补三条：…`.
DICTATED_AFTER_VERB = re.compile(
    # (No two runs of white space side by side around a word that may be missing.)
    r"\s*(?:[一两二三四五六七八九十\d]{1,3}\s*[条项个](?:\s*新的?)?(?:\s*\w{1,3}?)?\s*)?[：:]\s*\S[^。；;]{3,}"
)


@dataclass(frozen=True)
class SegmentWords:
    """What a request line says for every action it asks for: the caveats an entry keeps,
    the paths and guides it names, its `只写"…"` / `正文写"…"` texts, the sections it prefers."""

    caveats: list[Caveat]
    extra_sources: list[str]
    guides: list[str]
    only_text: str
    label: str
    title: str  # the title the line gives the new entry (`标题用"…"`)
    preferred: list[str]
    second: list[str]
    options: dict[str, int]  # the options the line ranks by label: `推荐 (a)`
    drafted: str  # words pointing at the entry's text drafted elsewhere (`用下面的草稿`)
    unquoted: str  # the entry's words after `内容：`, `新增一条：`, `趋势一行：`, unquoted
    statement: bool  # those words are a whole line of their own (`趋势一行：…`)
    one_place: bool  # the line names one place before them
    # A glossary term the line dictates (`新增术语「X」：…`): the term, and its definition or "".
    term: tuple[str, str] | None

    @classmethod
    def of(cls, text: str, lexicon: Lexicon) -> SegmentWords:
        only = quote_after(ONLY_TEXT_LEAD, text)
        # Unquoted, to the line's or sentence's end: only the clause that holds them takes them.
        unquoted = (
            # `新增一条待办：把 §4.2 的数字换成实测值`: the checklist line's words, whole.
            dictated_todo(lexicon.place["todo"]).search(text)
            or LINKED_LINE.search(text)
            or DRAFTED_TEXT.search(text)
            # `添一条"X"，释义为：…`: a new term's definition, its entry's words.
            or lexicon.definition_text.search(text)
            or ENTRY_AFTER_COLON.search(text)
            or entry_words_before_a_ban(text, lexicon)
        )
        if unquoted is not None and ITEM_NAMED.search(unquoted.group("text")):
            unquoted = None  # `补一条：X（条目 1）`: a name and its item, not the entry's words
        asking = lexicon_asks(lexicon)
        parts = re.split(r"([；;])", unquoted.group("text")) if unquoted is not None else []
        if unquoted is not None and any(
            pattern.search(masked_quotes(part)) for part in parts[2::2] for pattern in asking
        ):
            # `补 X 一条：定位写"…"；同时可加一句…`, `…；"快 5 倍"不要写进条目`, `：A [19]；参考文献
            # 附一条 …`: a clause after a `；` that asks (a verb) or refuses is no sentence of the
            # entry. The words before it are, when they ask nothing themselves (`定位写"…"，
            # 并挂接…` says how to write it) or come before a ban.
            cut = unquoted.start("text") + len(parts[0])
            ahead = ENTRY_AFTER_COLON.search(text, 0, cut)
            unquoted = (
                ahead
                if ahead is not None
                and not any(p.search(masked_quotes(ahead.group("text"))) for p in asking)
                and not CAVEAT_MARKER.search(ahead.group("text"))
                else entry_words_before_a_ban(text, lexicon)
            )
        before = masked_all(text[: unquoted.start("text")]) if unquoted else ""
        named = quote_after(BODY_LABEL_LEAD, text)
        if named is not None and not only and BODY_SENTENCE.search(named.group(1)):
            # `正文写"106B MoE，原生多模态预训练，128K 上下文"`: words in clauses of their own are
            # the entry's text, as `正文写成"…"` gives it; a short phrase (`正文写"冷热分层缓存
            # （待核）"`) labels the entry.
            only, named = named, None
        titled = quote_after(lexicon.title_lead, text)
        preferred, second = preferred_sections(text, lexicon)
        return cls(
            caveats=caveats_in(text, lexicon.negation),
            extra_sources=PATH.findall(text),
            guides=GUIDE_PATH.findall(masked_quotes(text)),
            only_text=only.group(1) if only else "",
            unquoted=unquoted.group("text").strip() if unquoted else "",
            statement=bool(unquoted and "line" in unquoted.re.groupindex and unquoted["line"]),
            # The words are the entry's whose clause holds them, or the one entry of a line
            # naming one place before them (`§3.1 新增一条，条目全文如下：…`).
            # The citation list named by its words (`参考文献补登一条：…`) is a place too: the
            # words after its colon are a citation's, not the entry's of the place before.
            # A section named by its heading's words (`「操作基准」一节 添 X 一条；参考文献 补一条：
            # …`) is a place as well.
            # Places offered as options (`§2.3 或 §2.4 新增一条 X：…`) are one place, either.
            one_place=unquoted is not None
            and sum(
                1
                for ref in SECTION_REF.finditer(before)
                if not OR_BEFORE.search(before, 0, ref.start())
            )
            + len(CITATION_LIST_NAME.findall(before))
            + sum(1 for _ in HEADING_NAME_REF.finditer(text, 0, unquoted.start("text")))
            <= 1,
            label=named.group(1) if named else "",
            title=titled.group(1).strip() if titled else "",
            preferred=preferred,
            second=second,
            options=preferred_options(text, lexicon),
            drafted=drafted.group(0) if (drafted := lexicon.drafted_elsewhere.search(text)) else "",
            term=dictated_term_of(text, lexicon),
        )

    def decorate(self, draft: Draft, *, choice: str, option: str, lexicon: Lexicon) -> None:
        """Give a reading of this line what the line says for it."""
        if draft.from_closing and draft.kind is ActionKind.CONSTRAINT:
            # A keep in the closing list holds for the whole brief; a withdrawal of an item
            # (`条目 1 作废`, no section) holds for that item; a section's refusal of a kind
            # (`§2.2 甭加`, no item) holds for every item's edits of that kind there.
            draft.brief_wide = (draft.target is not None and not draft.item) or (
                not draft.forbids and (draft.target is not None or not draft.item)
            )
        if draft.kind is ActionKind.ADD_ENTRY and self.term and self.term[0] in draft.clause:
            # `新增术语「X」：…`: the term the brief writes is the entry's name, whatever the
            # item's title; its definition the words after the term's colon, never 要点
            # (render reports a term given none).
            term, definition = self.term
            draft.given_title, draft.term = term, True
            if definition:
                draft.only_text = definition.rstrip("。") + "。"
        if (
            draft.kind is ActionKind.ADD_ENTRY
            and self.unquoted
            and not (draft.only_text or draft.statement or self.only_text)
            and (self.one_place or self.unquoted[:6] in draft.clause)
        ):
            if (
                self.statement
                or DASHED_LINE.match(self.unquoted)
                or NUMBERED_LINE.match(self.unquoted)
            ):
                draft.statement = self.unquoted
            else:
                said = self.unquoted
                # (`…。〔来源：…〕`: stopped before the source tag that closes it.)
                draft.only_text = (
                    said if STOPPED_BEFORE_TAG.search(said) else said.rstrip("。") + "。"
                )
        if draft.kind is ActionKind.ADD_ENTRY and self.drafted and not self.only_text:
            # `正文用下面的草稿`: the text of the item's one drafted field (`拟写条目：…`), as if
            # quoted here (`条目写成："…"`); none or several: never kbpatch's own from 要点.
            fields = [
                s.text[m.end() :].strip()
                for s in ((*draft.item.summary, *draft.item.relation) if draft.item else ())
                if (m := lexicon.drafted_field.match(s.text))
            ]
            if len(fields) == 1 and fields[0]:
                draft.only_text = fields[0].rstrip("。") + "。"
            else:
                draft.kind = ActionKind.NOT_UNDERSTOOD
                draft.reason = (
                    f"asks for the entry text drafted elsewhere (「{self.drafted}」), which "
                    "kbpatch does not find in the item; the entry is not written from 要点 "
                    "instead; check by hand"
                )
        if draft.kind is ActionKind.ADD_ENTRY:
            draft.caveats = [*self.caveats, *(Caveat("攻略", g) for g in self.guides)]
            draft.only_text = draft.only_text or self.only_text
            draft.label = draft.label or self.label
            if draft.label and draft.label.strip(" 。") == draft.only_text.strip(" 。"):
                # `加一条 X，描述写成"…"`: the words quoted are the entry's text, no label of it.
                draft.label = ""
            draft.given_title = draft.given_title or self.title
            draft.extra_sources = list(self.extra_sources)
        if draft.target_key in self.preferred:
            draft.preference = 1
        elif draft.target_key in self.second:
            draft.preference = -1
        if choice:
            draft.preference = (
                draft.preference or self.options.get(choice, 0) or preference_of(option, lexicon)
            )


# Where a request line's sentences end: after their full stop.
SENTENCE_END_SPLIT = re.compile(r"(?<=[。！？!?])")
# An option's word right before a place: `或 §2.4`, `或者 2.4`, `or §2.4`.
OR_BEFORE = re.compile(r"(?:或者?|(?<![A-Za-z])or)\s*$")


def dictated_term_of(text: str, lexicon: Lexicon) -> tuple[str, str] | None:
    """The glossary term a request line dictates after an add verb and a term noun
    (`新增术语「色值」：…`, `补一个术语：回温（Rebound）——…`, `新增术语 RoR。`), bare of its quotes
    or bold, and its definition ("" where the line gives none); None: no such term."""
    # `§5 新增术语 X（增量 4）`: the item's tag names the item, no part of the term.
    said = lexicon.dictated_term.search(untagged(text, lexicon, cut=True))
    if said is None:
        return None
    term = next(t for t in said.group("quoted", "bold", "bare") if t is not None).strip(" *")
    # `释义为"…"`: the definition quoted whole is its words, without the quotes.
    return (term, unquoted((said.group("text") or "").strip())) if term else None


def entry_words_before_a_ban(text: str, lexicon: Lexicon) -> re.Match[str] | None:
    """`新增 X 条目：开源音频模型，支持对话；不写售价。`: the entry's words after the colon run to
    the clause that keeps words out of it, a ban and no words of the entry."""
    cut = re.search(r"[；;]", masked_quotes(text))
    if cut is None or not lexicon.kept_out["verb"].search(masked_quotes(text[cut.end() :])):
        return None
    return ENTRY_AFTER_COLON.search(text, 0, cut.start())


# A quote's words that are sentences of an entry, not a label: clauses parted by a mark.
BODY_SENTENCE = re.compile(r"[，,；;]")


# A field given a date after its label: `关闭：2026-12-14`, `关闭日期 2026.12.14`.
DATED_FIELD = re.compile(
    rf"[{HAN_RANGE}]{{1,6}}\s*[：:]?\s*\d{{4}}\s*[-./年]\s*\d{{1,2}}(?:\s*[-./月]\s*\d{{1,2}}\s*日?)?"
)
# A root of adding, a name, then words dictated after a colon: `在术语补 X（…）：…`.
ROOT_THEN_DICTATED = re.compile(
    r"[添加补增录登列记][^：:，,。；;]{1,40}[：:]\s*[^\s：:][^：:]{7,}$"
)
# A clause that only gives the words of the edit before it (`照录：「…」`, `按下面原文落笔：`).
DICTATION_LEAD = re.compile(
    # (One space at most between its words: no run of white space is read two ways.)
    r"[ \t]?(?:即|就是)?[ \t]?(?:按|照)?(?:下面|以下|如下)?的?"
    r"(?:原文(?:如下|照录)?|全文|照录|照抄|落笔|写成|写作|文字|内容|如下)[^：:，,]{0,6}[：:]"
)
# Words quoted whole after a clause's colon (`另起一行：`[注3] 来源丙, 2026.``), more than a
# label.
QUOTED_AFTER_COLON = re.compile(r"[：:]\s*[`「“\"『][^`「」“”\"『』\n]{8,}[`」”\"』]\s*$")
# Words dictated after a clause's colon (`补一条 2026.12：阿里巴巴报告…上线`), more than a label.
OWN_WORDS_AFTER_COLON = re.compile(r"[：:]\s*[^\s：:][^：:]{7,}$")
# What an item's caveat refusing to add holds (`术语本轮不加`).
ADDED_KINDS = frozenset(
    {ActionKind.ADD_ENTRY, ActionKind.ADD_CITATION, ActionKind.ADD_QUESTION, ActionKind.APPEND}
)
# The kinds of edit that write a line of their own, changing none that stands.
NEW_LINES = ADDED_KINDS - {ActionKind.APPEND}
# Every kind of edit of the document (`这一改动搁置` holds them all).
EDIT_KINDS = frozenset(kind for kind in ActionKind if kind.edits_document)
# What an item's caveat may refuse the item alone (`引用先不加`, `出处先不挂`): one listed kind,
# or its changes of values (`此数字免改`).
CAVEAT_REFUSALS = (*LISTED_ONLY, frozenset({ActionKind.ADD_SOURCE}), VALUE_EDITS)

# The readings of a caveat reported besides its keeps: an edit asked for under a condition or
# as a question is the brief's request, withheld, never dropped unseen. A caveat's other words
# (past work, someone else's view) describe the paper, not a request.
# The reasons of ClauseReader.not_a_request for a clause that asks for nothing at all.
ASKS_NOTHING = ("a refusal ", "a past ", "a others ")
# The roots editorial verbs compose from (增补添加…, 改更调修…, 删移撤并挪…): words holding one
# speak of an edit, never only of a value.
EDITING_ROOT = re.compile(r"[增补添加列录登记附改更调修订换替删移撤并挪写填标注]")
# Words that send the reader elsewhere for a value: `见文末清单`, `以警惕 2 为准`, `参照 X`.
POINTING_ELSEWHERE = re.compile(r"见|为准|参照|参考|依据|\d")
WITHHELD_IN_CAVEATS = ("a conditional ", "a condition_after ", "a question ")


# A column's name, an arrow and its new value alone: `来源 -> `Kusaka 等, 2026``.
COLUMN_ARROW = re.compile(
    r"\s*(?P<column>[^\s，,；;。：:\"“”「」|的\d`]{1,12})\s*(?:->|→|⇒)\s*"
    r"(?P<value>`[^`\n]+`|「[^「」\n]+」|“[^“”\n]+”|\S[^，,；;。]*)"
)
# A citation's label alone, with a verb of adding before it if any: `登记 [R13]`, `补 [12]`.
LABEL_ALONE = re.compile(
    r"(?:(?:登记|补登|补录|补充|新增|增补|补|加|添|登)\s*)?(?P<label>\[[^\[\]\s]{1,12}\])"
)
# `在 Rogers 条目之后`, `X 那条后面`: a place right after an entry named by its noun.
ENTRY_PLACED_AFTER = re.compile(r"(?:条目|那一?条|这一?条)\s*(?:之后|以后|后面|后)")
# The words that place a new line at a list's end: `放在最上面`, `加在最后`, `置顶`.
LIST_END_WORDS = re.compile(
    r"(?:放|加|写|排|列|置)?(?:在|到|于)?\s*(?:最上面|最前面|最上方|最顶上|顶部|开头|最下面|最后面?|底部|末尾)|置顶"
)
# What a caveat's take-back may wait for before it (`E2 复现之前先不要落笔`): a time, cut off.
WAITED_FOR = re.compile(r"^[^，,；;]*?(?:之前|以前|之后|以后|[前后])\s*")
ASIDE_WORDS = re.compile(r"[（(][^（）()]*[）)]")


def holds_word(text: str, word: str) -> bool:
    """Whether text says a word; a figure (`1`, `0.05`) only whole, never inside another
    (`12`, `2026-12-04`, `0.055`)."""
    if not word[:1].isdigit():
        return word in text
    return re.search(rf"(?<![\d.,]){re.escape(word)}(?![\d]|[.,]\d)", text) is not None


def corrected_values(text: str, lexicon: Lexicon) -> list[str]:
    """The old values a caveat corrects (`上面的 2.3× 应为 2.1×`, `"A"应为"B"`): value pairs
    (around a replace verb or an arrow) in a sentence that negates none (`不必把 A 改为 B`)."""
    found: list[str] = []
    for sentence in split_outside_quotes(text, SENTENCE_SPLIT):
        # An aside's arrow (`（像素扩散 → LLM 预算）`) speaks of the paper: no correction.
        said = ASIDE_WORDS.sub("", sentence)
        plain = masked_quotes(said)
        # A change as the subject of 是 (`被引 4 → 7 是元数据变化`) says what it is: attributive.
        if not lexicon.negated.search(plain) and not lexicon.attributive.search(plain):
            found += [old for old, _ in value_pairs(said, lexicon) if old]
        # `「约 310」是我推算的，不准`: a quoted value the caveat calls wrong.
        found += [m["value"].strip() for m in lexicon.called_wrong.finditer(said)]
    return found


def says_nothing(entry: EntryContent) -> bool:
    """Whether a new entry would hold its name alone: no 要点, caveat or other words of the
    brief's (a title's words after its dash are not written into the entry either)."""
    # Punctuation alone (`、`, `。`) says nothing either.
    written = WORD_CHARACTER.search(entry.summary) is not None
    said = entry.statement or entry.caveats or entry.cross_refs or entry.label or entry.row
    return not (written or said)


CIRCLED_MARK = re.compile(r"[①-⑳]")
# A word right after a quote (no space, stop, aside or clause mark before it): words of their
# own, not an aside to the quote (`：「…。」（待核）`).
PLACED_AFTER_QUOTE = re.compile(r"\s*" + PLACING)
WORD_AFTER_QUOTE = re.compile(r"[^\s，,；;。.、：:（(）)\[【「『“\"」』”]")
# A plus between two requests of one line (`§3.1 新增 X + 参考文献 [25]`): spaced (joined_by_plus).
PLUS_JOIN = re.compile(r"\s+[+＋]\s+")
# The object of an add verb that names a thing: `「X」`, `"X"`, `GateKV`.
NAMED_OBJECT = re.compile(r"[「\"“『](?P<quoted>[^」\"”』]+)[」\"”』]|(?P<latin>[A-Za-z][\w.+\-]*)")


@dataclass(frozen=True, slots=True)
class ClosingVoid:
    """An item's words that void a line of the closing list: by its place (`第 2 行`: nth),
    by the sections it names, or (neither) the item's own line."""

    item: Item
    segment: Segment
    words: str
    nth: int
    sections: frozenset[str]


def swapped_values(draft: Draft) -> set[tuple[str, str]]:
    pairs = set(draft.pairs)
    if draft.old_value and draft.new_value:
        pairs.add((draft.old_value, draft.new_value))
    return pairs


def restates_values(draft: Draft, other: Draft) -> bool:
    """Whether a value change says again, in fewer words, one the other makes: each of its new
    values stands inside one of the other's (`65536 → 131072` beside `"--max-model-len 65536"
    改为 "--max-model-len 131072"`; `p99 TTFT 更新为 760 ms`, the row named where its old value
    would stand, beside `由"820 ms"更新为"760 ms"`)."""
    if not (draft.kind.changes_values and other.kind.changes_values):
        return False
    mine, theirs = swapped_values(draft), swapped_values(other)
    return bool(mine) and all(any(stands_in(new, now) for _, now in theirs) for _, new in mine)


def stands_in(value: str, text: str) -> bool:
    """Whether `value` stands in `text` whole: a number never inside a longer one (`0.2` is
    no part of `0.25`, nor `12` of `120`), so two new values that differ are never one."""
    start = text.find(value)
    while start >= 0:
        before, after = text[:start], text[start + len(value) :]
        cut_before = bool(value[:1].isdigit() and re.search(r"\d[.,]?$", before))
        cut_after = bool(value[-1:].isdigit() and re.match(r"[.,]?\d", after))
        if not (cut_before or cut_after):
            return True
        start = text.find(value, start + 1)
    return False


def name_stands_in(name: str, text: str) -> bool:
    """Whether an entry's name stands in `text` as a name of its own, in any case: not the
    head of a longer one (`OpenVLA` in `OpenVLA-OFT`)."""
    edge = r"[A-Za-z0-9_\-]"
    return re.search(rf"(?<!{edge}){re.escape(name)}(?!{edge}|\.\d)", text, re.I) is not None


# What may stand between a verb of replacing and the value it gives: `为 "约 0.25`; the
# approximation is the value's own (`约 7 Hz`).
VALUE_LEAD = re.compile(r"\s*[\"“「『]?\s*(?P<about>(?:约|大约|~)\s*)?")
# A value's unit after its number, as the brief writes it (`%`, `k`, ` Hz`, `k FPS`, ` 转`),
# up to a quote, a bracket or a stop: a Chinese unit is one or two characters, never the
# words that go on after the value (`12 并补出处`).
UNIT = (
    r"(?:[^\s\d\u4e00-\u9fff，,；;。、：:（()）\"”」』]+"
    r"|[\u4e00-\u9fff]{1,2}(?![\u4e00-\u9fff]))"
)
VALUE_UNIT = re.compile(rf"{UNIT}?(?:\s+{UNIT})?")


# The value a closing line gives after its verb, whole: a date (`2024 年 3 月`, `2024-03`), a
# version (`v0.5.1`), a number (`1,240`); never a part of one (`2024` of `2024-03`).
GIVEN_VALUE = re.compile(
    r"\d{4}\s*年\s*\d{1,2}\s*月(?:\s*\d{1,2}\s*日)?|(?<![A-Za-z])[vV]?\d+(?:[.,\-/]\d+)*"
)
# `改为"常数 k 通常取 20"`: a quoted phrase right after the verb.
QUOTED_GIVEN = re.compile(r"\s*[\"“「『]([^\"”」』]+)[\"”」』]")
# A month said either way (`2024-03`, `2024/3`, `2024 年 3 月`): one month, however written.
MONTH = re.compile(r"(?<!\d)(\d{4})\s*(?:[-/]|年\s*)(\d{1,2})(?!\d)")


def same_value(given: str, new: str) -> bool:
    """Whether a closing line's value says the item's new value again: a date names the same
    month (`2024 年 3 月` and `2024-03`); any other value stands in the new one whole."""
    month = MONTH.fullmatch(re.sub(r"\s*月(?:\s*\d{1,2}\s*日)?$", "", given.strip()))
    if month is not None:
        said = (month.group(1), int(month.group(2)))
        return said in {(m.group(1), int(m.group(2))) for m in MONTH.finditer(new)}
    return stands_in(given, new)


def other_new_value(draft: Draft, last: Draft) -> tuple[str, str, str] | None:
    """The old value two value changes share and the two new values they give it, when they
    differ (`0.3 → 0.2`, `0.3 → 0.25`); None when they change other values or agree."""
    for old, mine in swapped_values(draft):
        for their_old, theirs in swapped_values(last):
            if stands_in(mine, theirs) or stands_in(theirs, mine):
                continue
            if old and (stands_in(old, their_old) or stands_in(their_old, old)):
                return old, mine, theirs
    return None


def named_again(key: str, raw: str) -> str:
    """A section as a clause names it again for a reading of its own: one named by its
    heading's words is named so (`「X」一节`), any other as the brief wrote it."""
    return f"「{raw}」一节" if key.startswith("name-") and "「" not in raw else raw


# The number a new reference is asked to take: `续号 19`, `续编号 20`.
NUMBER_CONTINUED = re.compile(r"续(?:号|编号?)\s*(?P<number>\d{1,3})(?![\d.])")


def reference_asked(draft: Draft) -> str:
    """The number of the reference a citation's clause writes out (`「19. …」`) or asks for
    by number (`续号 19`), else ""."""
    written = WRITTEN_ORDERED_REFERENCE.search(draft.clause) or WRITTEN_LISTED_REFERENCE.search(
        draft.request
    )
    if written is not None:
        return str(int(written["label"]))
    asked = NUMBER_CONTINUED.search(draft.clause)
    return str(int(asked["number"])) if asked else ""


# `参考文献 19`, `参考文献增 [19]`: the citation list and a reference's number, no more.
LIST_AND_NUMBER = re.compile(
    r"\s*(?:参考文献|参考资料|引用列表|References)\s*(?:续号|新增|增|补)?\s*\[?(?P<number>\d{1,3})\]?[\s。.；;]*"
)


# `余热回收：60 → 90 万 m²`, `快接头 40% → 45%`: a figure, then the figure it becomes.
RESTATED_FIGURES = re.compile(
    r"(?<![\d.])(?P<old>\d+(?:\.\d+)?)[ \t]?[%％]?[ \t]?(?:→|->|⇒|改为|改成|调为|调到|变为)[ \t]?"
    r"(?P<new>\d+(?:\.\d+)?)(?![\d.])"
)


def values_restated(draft: Draft, drafts: list[Draft]) -> Draft | None:
    """`余热回收：60 → 90 万 m²` in the closing list beside an item's `"约 60 万 m²"改为"约 90 万
    m²"` in that section: its change said again by its figures (read as nothing, or as a change
    of other words), which the line joins; None where no one change of the section has them."""
    if not draft.from_closing or draft.target is None:
        return None
    if draft.kind is not ActionKind.NOT_UNDERSTOOD and draft.kind not in VALUE_EDITS:
        return None
    said = RESTATED_FIGURES.search(masked_quotes(draft.clause))
    if said is None:
        return None
    homes = [
        other
        for other in drafts
        if other.kind in VALUE_EDITS
        and not other.from_closing
        and other.target_key == draft.target_key
        and any(
            figure_in(said["old"], old) and figure_in(said["new"], new) for old, new in other.pairs
        )
    ]
    return homes[0] if len(homes) == 1 else None


def reference_restated(draft: Draft, drafts: list[Draft]) -> Draft | None:
    """`参考文献 19` in the closing list beside an item's `参考文献 19：X. 标题. 2027.`: the new
    reference asked again by its number: the item's add, which its line joins; None else."""
    if not draft.from_closing or draft.kind is not ActionKind.NOT_UNDERSTOOD:
        return None
    said = LIST_AND_NUMBER.fullmatch(draft.clause)
    if said is None or draft.target_key != CITATION_LIST.key:
        return None
    number = str(int(said["number"]))
    return next(
        (
            other
            for other in drafts
            if other.kind is ActionKind.ADD_CITATION
            and not other.from_closing
            and reference_asked(other) == number
        ),
        None,
    )


def asks_otherwise(draft: Draft, other: Draft) -> bool:
    """Whether two lines of the closing list ask different things of one section — two
    replaces of other values (`v0.13.2 → v0.13.3`, `v0.12.4 → v0.12.5`), two appends or
    questions of other words, two quoted new lines: two actions, never one. A repeat may say
    less (no words of its own, or some of the pairs). A closing line that repeats an item's
    suggestion merges as before: it often says the values in other words."""
    if draft.kind is not other.kind:
        return False
    if draft.kind is ActionKind.ADD_CITATION:
        # `续号登记为「3. …」；续号登记为「4. …」`: references of other numbers, written out or
        # asked by number, are two citations.
        asked, theirs_asked = reference_asked(draft), reference_asked(other)
        if asked and theirs_asked and asked != theirs_asked:
            return True
    if draft.kind is ActionKind.REPLACE and draft.segment_line == other.segment_line:
        # One line that names the section again for other values (`§1.6 A 行 "x" 改为 "y"；
        # §1.6 B 行 "u" 改为 "v"`) asks a second edit: folded into the first, it would vanish.
        if draft.column and draft.column != other.column:
            # `X 行 状态 由「A」改为「B」，备注 改为"C"`: a cell of another column by its name
            # is another edit, whatever values the first one names.
            return True
        mine, theirs = swapped_values(draft), swapped_values(other)
        return bool(mine and theirs) and not (mine <= theirs or theirs <= mine)
    same_line = draft.segment_line == other.segment_line
    if same_line and draft.kind is ActionKind.ADD_ENTRY:
        # `§2.1 新增一条"- A。"，再新增一条"- B。"`: two lines dictated whole, two entries.
        # (`§2.1 新增一条，再新增一条"- B。"`: the item's entry, and one more line.)
        mine_words, their_words = draft.statement.strip(), other.statement.strip()
        again = default_lexicon().place["add_again"].match(masked_quotes(draft.clause)) is not None
        return bool(mine_words or their_words) and mine_words != their_words and again
    if same_line and draft.kind in (ActionKind.APPEND, ActionKind.ADD_QUESTION):
        # `§3.1 A 一条补注"x"；§3.1 B 一条补注"x"`, two quoted questions for §6.1 said one
        # after the other on one line: two edits, never one.
        return words_differ(draft, other)
    if draft.kind.changes_values and draft.from_closing != other.from_closing:
        # A closing line whose values stand in none of the item's (`+9 ms → +7 ms` beside
        # `"412⭐" 改为 "530⭐"`) asks a second change: folded in, its values would vanish.
        mine, theirs = swapped_values(draft), swapped_values(other)
        return bool(mine and theirs) and not (
            restates_values(draft, other) or restates_values(other, draft)
        )
    # Two lines of the closing list, or two suggestion lines of one item (`建议归入：§6.1
    # 新增开放问题"A"` and again for "B"), ask two things; a closing line that repeats an
    # item's suggestion merges as before.
    if draft.from_closing != other.from_closing or same_line:
        return False
    if draft.kind is ActionKind.REPLACE and (
        draft.closes_question != other.closes_question
        or (draft.subject and other.subject and draft.subject != other.subject)
    ):
        # `第6章 Q5 关闭。` and `第6章 Q2 里的"800 次"改为"1000 次"。`: a question closed and
        # another's words changed, two edits of one section, never one.
        return True
    if draft.kind is ActionKind.REPLACE:
        mine, theirs = swapped_values(draft), swapped_values(other)
        return bool(mine and theirs) and not (mine <= theirs or theirs <= mine)
    if draft.kind in (ActionKind.APPEND, ActionKind.ADD_QUESTION):
        return words_differ(draft, other)
    elif draft.kind is ActionKind.ADD_ENTRY:
        mine_words, their_words = draft.statement.strip(), other.statement.strip()
    else:
        return False
    return bool(mine_words and their_words) and not (
        mine_words in their_words or their_words in mine_words
    )


SOURCING = frozenset({ActionKind.ADD_SOURCE, ActionKind.ANNOTATE_CITATION})


def sourcing(draft: Draft) -> tuple[str, str]:
    """An edit's kind and section, a source added to a line and a note on it read as one kind:
    a brief asks one in the words of the other (`补上出处` / `补 arXiv 标注`)."""
    kind = ActionKind.ADD_SOURCE if draft.kind in SOURCING else draft.kind
    return kind.value, draft.target_key


def words_differ(draft: Draft, other: Draft) -> bool:
    """Whether two appends or questions ask other words, or the same words of other entries
    (`A 一条补注"x"`, `B 一条补注"x"`); a repeat may say less (no words, no entry)."""
    mine, theirs = draft.phrase.strip(), other.phrase.strip()
    if not (mine and theirs):
        return False
    if mine == theirs and draft.kind is ActionKind.APPEND:
        return bool(draft.anchor and other.anchor) and draft.anchor != other.anchor
    return not (mine in theirs or theirs in mine)


def names_another_entry(draft: Draft, other: Draft) -> bool:
    """Whether a closing line (`§2.2 新增一条 GhostKV`, `C.2：补 TierCache（条目 1）`) names a
    new entry that `other`, an item's entry for the same section, is not about: then it is
    no repeat to fold away, and stays its own action (reported, as an entry no item gives
    words for). The item's add that names its entry is about that name only: its title may
    speak of a neighbour too."""
    # A bare word a closing line gives after its section is a name when it spells one in
    # Latin letters (`C.2：补 TierCache`); a Chinese one says as often what is done or what
    # about (`§8.1 新建`, `§2.2 缓存`), and is no second entry to report.
    restated = draft.restated if LATIN_NAME.search(draft.restated) else ""
    name = (draft.entry_name or restated).strip().lower()
    if draft.kind not in (ActionKind.ADD_ENTRY, ActionKind.NOT_UNDERSTOOD) or not name:
        return False
    # A row the brief writes out is named by its first cell (`新增一行：X-Flash | …`).
    named = [n for n in (other.entry_name, other.row[0] if other.row else "") if n]
    # A line the brief dictates whole names its entry in its own words (`「- 紫光展锐 V8821：…」`).
    named += [words for words in (other.statement, other.only_text) if words and not named]
    # (The item's paper by its own short name, `EvictBench`, is the item's entry too.)
    about = named or [
        other.subject,
        other.item.title if other.item else "",
        paper_short_name(other.item) if other.item else "",
    ]
    # One name inside the other (`Nemotron` and `Nemotron-3.5`) is the same entry said fuller.
    return not any(name in w or w in name for w in (words.lower() for words in about if words))


# What opens a given list line before its words: its marker or number (`- `, `1. `, `1、`,
# never a figure's `1.3×`), a checklist's box (`[ ] `), a list's label (`P3：`).
GIVEN_LINE_LEAD = re.compile(
    r"^\s*(?:[-*+•]\s+|\d{1,3}(?:[.)]\s+|、\s*))?(?:\[[ xX]\]\s+)?(?:[A-Z]{1,3}-?\d{1,3}[：:]\s*)?"
)


# Words pointing at the item's own request before a caveat's shelving (`这条留给 E2 判断`,
# `这一改动搁置`, `该条先不落笔`).
POINTED_AT_OWN = re.compile(
    r"^\s*(?:这|该|此|本)\s*(?:一\s*)?(?:条|项|处|个|次)?\s*(?:改动|修改|变更|更新|请求|建议)?\s*"
)


# Words between an add and the whole line it dictates that only say where the line goes,
# before a colon (`，放在「全丰航空」后面：`).
PLACED_BEFORE_LINE = re.compile(
    r"[ \t]?[，,][ \t]?(?:放在|排在|接在|置于|插在|列在)[ \t]?[^，,；;。：:]{1,40}?[ \t]?"
    r"(?:之后|后面|后边|后|之前|前面|前)[ \t]?[：:][ \t]?[「“\"『]?"
)


# The readings of an item's request that may dictate a new line whole (`加一行：`- [X](…)``).
DICTATING_KINDS = frozenset(
    {
        ActionKind.ADD_ENTRY,
        ActionKind.ADD_CITATION,
        ActionKind.ADD_QUESTION,
        ActionKind.NOT_UNDERSTOOD,
    }
)
# The figure a correction says is right: `应为 28%`, `原文是 75.8`, `实为 3.1`, `以 75.8 为准`.
# A figure standing alone, not part of a label or a word: `0.05`, `718`, not the 3 of `H3`.
FIGURE = re.compile(r"(?<![A-Za-z0-9_.\-])\d+(?:[.,]\d+)*(?![A-Za-z0-9_])")
# The figure a correction says to write: `按 0.06 写`, `请用「约 44 例」`, `是 0.06 GWh，不是`.
WRITE_AS = re.compile(
    r"(?:按|用|请用|改用|以)[ \t]?[「“]?(?P<figure>\d+(?:[.,]\d+)*)[」”]?[ \t]?"
    r"(?:GWh|MWh|例|万|亿)?[ \t]?(?:写|落笔|为准)"
    r"|(?:是|为)[ \t]?(?P<said>\d+(?:[.,]\d+)*)(?=[^，,。；;]{0,8}[，,][ \t]?不是)"
    # `落笔请写 28 周`, `要写 28 周`: a verb of writing, then the figure.
    r"|(?:请|应|要|须|需|只)[ \t]?(?:写|填)(?:成|作|为)?[ \t]?[「“]?(?P<written>\d+(?:[.,]\d+)*)"
    # `以正文为准，写「约 100 t/年」`: after a clause mark, the verb and the figure it quotes.
    r"|(?<=[，,；;—])[ \t]?(?:写|填)(?:成|作|为)?[ \t]?[「“](?:约|近|超)?[ \t]?"
    r"(?P<quoted>\d+(?:[.,]\d+)*)"
)
RIGHT_FIGURE = re.compile(
    r"(?:应(?:该|当)?(?:改)?(?:为|是|成)|原文(?:是|为)|实(?:为|是)|以)[ \t]?"
    # (`应改为「三分之一」`: the right words quoted.)
    r"(?:(?P<figure>\d+(?:[.,]\d+)*)|[「“\"『](?P<words>[^「」“”\"『』\n]{1,40})[」”\"』])"
)
# An entry of no words: any whole line a request dictates shares none with it.
NO_WORDS = EntryContent(title="")


def between(request: str, clause: str, words: str) -> str:
    """The request's words after `clause` and before `words` (a line it dictates)."""
    start = request.find(clause) + len(clause) if clause and clause in request else 0
    end = request.find(words, start)
    return request[start:end] if end >= start else ""


def unused_dictated_line(request: str, clause: str, entry: EntryContent) -> str:
    """The quoted whole list line (`「- X：…」`) that the add's clause, or a clause after it in
    its sentence, gives and the entry built for it shares no words with, else ""."""
    tail = request[max(request.find(clause) if clause else 0, 0) :]
    end = ADD_SENTENCE_END.search(masked_quotes(tail))
    sentence = tail[: end.start()] if end else tail
    # Nor past one more add of its own: `…"- A。"，再新增一条"- B。"` (placed_in_section_before).
    again = next(
        (
            m
            for m in re.finditer(r"[，,]", masked_quotes(sentence))
            if default_lexicon().place["add_again"].match(sentence, m.end())
        ),
        None,
    )
    sentence = sentence[: again.start()] if again else sentence
    # Nor past the next place named: `…「- X」§2.2 补一条：「- Y」` is another request.
    other = SECTION_REF.search(masked_quotes(sentence), len(clause))
    sentence = sentence[: other.start()] if other else sentence
    written = " ".join((entry.title, entry.summary, entry.statement, entry.label))
    given = [quote.group(1) for quote in QUOTE.finditer(sentence)]
    given += [line.group(1) for line in LINE_AFTER_COLON.finditer(masked_quotes(sentence))]
    counted = [
        m.group("words")
        for m in COUNTED_WORDS.finditer(sentence)
        # `表格新增一行：…`: a table's row, which render builds or reports.
        if not ("行" in m.group(0)[:3] and TABLE_WORD.search(sentence, 0, m.start()))
    ]
    for words in (w.strip() for w in counted):
        # `新增一行：X 让…`: the line's words after its count and colon, unquoted (a tag of
        # the item after them, `（条目 1）`, no word of the line).
        body = TRAILING_ITEM_TAG.sub("", GIVEN_LINE_LEAD.sub("", words))
        shared = difflib.SequenceMatcher(None, body, written, autojunk=False).find_longest_match()
        if shared.size < min(8, len(body)):
            return words
    for words in (w.strip() for w in given):
        body = GIVEN_LINE_LEAD.sub("", words)
        shared = difflib.SequenceMatcher(None, body, written, autojunk=False).find_longest_match()
        # A quoted whole line of a list, by what opens it; one whose words the entry does not
        # write for the most part (its name and a figure are not its words) is not used.
        if body != words and shared.size < max(min(8, len(body)), len(body) * 6 // 10):
            return words
    return ""


# Words written out unquoted after a count of one line and its colon: `一行：X 让…`, `一条：…`.
COUNTED_WORDS = re.compile(
    # (Not a row written out cell by cell: `一行：X | Y | Z`, `一行：X，520，1.2`.)
    r"一\s*(?:[条项则]|行(?![^；;。]*[，,、|]))\s*[：:]\s*(?![^；;。]*\|)"
    r"(?P<words>[^：:\s「」『』“”\"`][^；;。「」『』“”\"`]{5,})"
)
TABLE_WORD = re.compile(r"表|(?i:\btable\b)")
# A whole list line written out unquoted after a colon: `：- X：…`; not a list of the entry's
# fields (`：- 状态：预售 - 厂商：…`), which it writes as its sub-items.
LINE_AFTER_COLON = re.compile(r"[：:]\s*([-*+•]\s(?![^：:\s]{1,8}[：:][^-]*\s[-*+•]\s)\S.*)")
# The end of a sentence in a request line: the clauses after an add up to it are its own.
ADD_SENTENCE_END = re.compile(r"[。；;]")


def names_the_new_entry(draft: Draft, other: Draft) -> bool:
    """`术语表加"构网型"（条目 4）` beside the item's `术语表新增一行：| 构网型 | … |`: words read
    as appended to no entry that are the name of the new entry the item adds there (its
    row's first cell, its name, the opening of its dictated line)."""
    if draft.kind is not ActionKind.APPEND or other.kind is not ActionKind.ADD_ENTRY:
        return False
    said = draft.phrase.strip(' 。.，,「」“”"')
    if draft.anchor or not said:
        return False
    names = [other.row[0] if other.row else "", other.entry_name, other.given_title]
    lines = [words for words in (other.statement, other.only_text) if words]
    return any(said == name.strip(" *`") for name in names if name) or any(
        GIVEN_LINE_LEAD.sub("", line).lstrip("*").startswith(said) for line in lines
    )


def same_sibling(draft: Draft, merged: list[Draft]) -> Draft | None:
    """`C.3 在「全丰航空」后加丰疆智能一条（条目 3）` beside 条目 3's own `「厂商」下的「其他厂商」
    加一条，放在「全丰航空」后面：…`: a closing line's new entry of an item that names, quoted,
    the entry the item's own new entry goes right after is that entry, its section named
    otherwise (written again, the item's 要点 stood beside the line it dictates). None for
    anything else."""
    if not (draft.from_closing and draft.item is not None and draft.kind is ActionKind.ADD_ENTRY):
        return None
    said = draft.clause or draft.request
    return next(
        (
            other
            for other in reversed(merged[-MERGE_WINDOW:])
            if other.item_key == draft.item_key
            and not other.from_closing
            and other.kind is ActionKind.ADD_ENTRY
            and other.placement == "after"
            and other.siblings
            and any(f"{o}{other.siblings[0].strip()}{c}" in said for o, c in QUOTE_PAIRS.items())
        ),
        None,
    )


def second_entry(draft: Draft, readings: list[Draft]) -> None:
    """`C.2：补 TierCache（条目 1）` beside 条目 1's own `C.2 新增 SpillCache 条目`: the closing
    line names another new entry of the item in that section. Folded into the first it would
    vanish; written, it would be a second entry of the same words (kbpatch does not split an
    item's words between two names). Reported with its words, apart from the first. (A line
    withheld or asking what kbpatch never proposes is reported apart already, with its reason.)"""
    if draft.withheld or draft.unproposed:
        return
    first = next(
        (o for o in readings if o.kind is ActionKind.ADD_ENTRY and names_another_entry(draft, o)),
        None,
    )
    if first is None:
        return
    name = draft.entry_name or draft.restated
    theirs = f"「{first.entry_name}」, which" if first.entry_name else "the one"
    draft.kind, draft.unproposed = ActionKind.NOT_UNDERSTOOD, True
    draft.reason = (
        f"names 「{name}」, another new entry than {theirs} {first.item_key} adds to "
        f"{first.target.raw if first.target else ''}; kbpatch writes one entry of an item's "
        f"words: 「{shortened(draft.clause.strip(), 60)}」; check by hand"
    )


# A citation's label in brackets, as a request gives the label of a new one (`新增 [R10]`).
BRACKETED_LABEL = re.compile(r"\[([A-Z]{1,3}-?\d+)\]")
# A new reference written out in the list's way: its label, its authors and year, the rest
# (`[R10] Chen et al. (2026). Title. arXiv:… —— 2.3`).
WRITTEN_REFERENCE = re.compile(
    r"\[[A-Z]{1,3}-?\d+\]\s*[：:]?\s*"
    rf"(?P<authors>[A-Z{HAN_RANGE}][^\[\]。；;()（）]{{1,60}}?"
    r"(?:\s*[（(]\s*(?:19|20)\d{2}\s*[）)]|[,，]\s*(?:19|20)\d{2}))(?P<rest>[^\[\n。；;]*)"
)


# What may stand beside a section on a line that names only a place: its heading's words,
# an aside (`§2.5（余热回收）`, `（要点列表）`), a word of placing (`归入 §2.5`, `§2.5 末尾`).
PLACE_WORDS = linear(
    rf"[\s：:—–\-→]*(?:[{HAN_RANGE}A-Za-z0-9][{HAN_RANGE}A-Za-z0-9 ·&/+.\-]{{0,23}})?"
    r"(?:[（(][^（()）]{1,20}[）)])?[\s。.]*"
)


# A paper's title in its source line, its short name before the colon: `《EvictBench: …》`,
# `"EvictBench: …"`.
PAPER_NAME_IN_SOURCE = re.compile(r"[《「“\"]\s*([A-Za-z][A-Za-z0-9.+-]{2,30})\s*[:：]\s")


def paper_short_name(item: Item) -> str:
    """The short name of the one paper an item's 来源 gives by its title, else ""."""
    names = {
        found.group(1)
        for segment in item.sources
        for found in PAPER_NAME_IN_SOURCE.finditer(segment.text)
    }
    return names.pop() if len(names) == 1 else ""


class PlaceLine(NamedTuple):
    """A line of an item that names only a place, for the request lines under it: the line,
    its section, and its own report (a place with no request), dropped once a line is read
    there."""

    segment: Segment
    ref: SectionRef
    report: Draft | None = None


class WrittenReference(NamedTuple):
    """A new reference the brief writes out in the list's way: its authors and year, its
    title and the sections it supports (`1.1, 2.3`), each "" where the line gives none."""

    authors: str
    title: str
    where: str


# In a written-out reference, after its authors and year: its title up to its id, and the
# sections after the id (`. Title. arXiv:… —— 2.3`).
WRITTEN_TITLE = linear(r"^\s*[.,]?\s*(?P<title>.+?)[.,]?\s*(?:arXiv|DOI)\s*[:：]")
WRITTEN_WHERE = re.compile(
    r"(?:——|—|--)\s*(?P<where>\d+(?:\.\d+)*(?:\s*[,，、]\s*\d+(?:\.\d+)*)*)\s*[。.]?\s*$"
)


def written_reference(request: str, elsewhere: list[str], paper: str) -> WrittenReference | None:
    """The new reference the brief writes out for `paper` (`[R10] Chen et al. (2026). Title.
    arXiv:… —— 2.3`): in the request (naming no other paper), else in another line of the
    brief that names the paper. The brief gives its authors and year there, for a list that
    cites so."""
    for text in (request, *elsewhere):
        for written in WRITTEN_REFERENCE.finditer(text):
            rest = written.group("rest")
            ids = ARXIV.findall(rest)
            if paper in ids or (not ids and text is request):
                title = WRITTEN_TITLE.match(rest)
                where = WRITTEN_WHERE.search(rest)
                return WrittenReference(
                    written.group("authors").strip(),
                    title.group("title").strip() if title else "",
                    where.group("where") if where else "",
                )
    return None


# A new citation the brief writes out whole: after a colon (`补一条脚注：Name 技术报告，arXiv:id，
# 2025。`; not the colon of `arXiv:id` or `https:`) or in quotes (`add "Yu, Title, 2025.
# arXiv:id"`).
DICTATED = re.compile(
    r"[：:](?![\d/])\s*(?P<after>[^：；;\n]+)|[「“\"](?P<quoted>[^「」“”\"\n]+)[」”\"]"
)

# The paper's id as a citation writes it, to see what words stand beside it.
PAPER_ID = re.compile(r"(?i:arXiv\s*[:：]?\s*|https?://\S+)?\d{4}\.\d{4,5}(?:v\d+)?")

TAG_ASIDE_END = re.compile(r"\s*[（(][^（）()]*(?:条目|增量|Item)\s*#?\d+[^（）()]*[）)]\s*$", re.I)
# After the citation's paper id, a comma and the words that join a request of its own (`…
# arXiv:2108.04468，并在 §2 ETA 条目末尾加 [^15]`): the citation ends at that comma.
JOINED_AFTER_ID = re.compile(
    r"(?<=\d)\s*(?:v\d+)?\s*[，,；;]\s*(?:并且?|同时|然后|另外?|再|且)\s*(?:在|于|把|将|给|对)?"
)
QUOTED_WHOLE = re.compile(r"^[「“\"](?P<inside>[^「」“”\"\n]+)[」”\"]")


# Words that speak of a table's cells: `其余各列`, `任务一栏`, `表头`.
CELL_WORDS = re.compile(r"[列栏格]|表头")
# A reference line quoted or in backticks that opens with its number in brackets, as a list of
# `〔12〕 …` or `【12】 …` lines writes it.
BRACKETED_GIVEN = re.compile(
    r"[「“\"『`][ \t]*(?P<line>[【〔]\d{1,3}[】〕][^」”\"』`\n]+)[」”\"』`]"
)


def dictated_citation(request: str, paper: str) -> str:
    """The new citation of `paper` as the request writes it out, whole (its one paper's id and
    some words beside it), else "": a line kbpatch writes as it is where its list's items do
    not open with the id, so that no author, title or year is made up."""
    # `补录 - Lee, J.-H. et al. (2026). Title: subtitle. arXiv:….`: a list's line given whole,
    # its own colons inside it.
    listed = [m.group("line")[1:].strip() for m in DICTATED_LINE.finditer(request)]
    for found in [*listed, *DICTATED.finditer(request)]:
        if isinstance(found, str):
            text = found
        else:
            text = (found.group("after") or found.group("quoted")).strip()
        text = TAG_ASIDE_END.sub("", text)  # `…（条目 1）` of a closing line: no words of it
        quoted = QUOTED_WHOLE.match(text)
        text = quoted.group("inside") if quoted else text  # `：「…」`: the words in the quotes
        text = text.split("。", 1)[0] + "。" if "。" in text else text  # `2025。另…`: its end
        paper_at = PAPER_ID.search(text)
        joined = JOINED_AFTER_ID.search(text, paper_at.end()) if paper_at else None
        text = text[: joined.start()].rstrip() if joined else text
        ids = ARXIV.findall(text)
        if ids == [paper] and re.search(r"[^\W\d_]", PAPER_ID.sub("", text)):
            return text
    return ""


# A footnote's definition the brief writes out: `[^21]: IMO. *Title*, 2026.` (or `[^21]：…`).
# Quoted, the quote's words only (the brief's words after it ask something else: `[^22]：「…」，
# 引用标记放在…`); unquoted, to its sentence's end.
FOOTNOTE_DEFINITION = re.compile(
    r"(?P<label>\[\^[\w-]{1,20}\]\s*[：:])\s*"
    r"(?:[「“\"『](?P<quoted>[^「」“”\"『』`\n]{2,400})[」”\"』]|[^\s`「“\"『][^`\n；;。]{2,400}。?)"
)
# A numbered reference the brief writes out whole, no paper's id in it: `[19] 宁德时代. 新闻稿：
# …, 2026-11-18.`, quoted or in backticks; a reference is dated (a year in its words).
WRITTEN_NUMBERED_REFERENCE = re.compile(
    # (`[注23] …`: a numbered note's label, a Chinese word before its number.)
    # (`【来源 23】 …`: a label in full-width brackets, and no space needed after them.)
    r"(?:(?<![\w\]])\[(?:[A-Za-z]{1,4}-?|[\u4e00-\u9fff]{1,2}\s?)?\d{1,3}\][ \t]+"
    # (`〔30〕 …`: or in tortoise-shell brackets.)
    r"|(?<![\w】〕])[【〔](?:[\u4e00-\u9fff]{1,2}\s?)?\d{1,3}[】〕][ \t]*)"
    # (Never a table row's cell, `| [33] |；…`, nor words past a `；` that starts another clause.)
    r"[^\s`「」『』“”\"\[；;，,。|｜]"
    r"[^`\n「」『』“”\"|｜；]{1,400}?(?:19|20)\d\d[^`\n「」『』“”\"|｜；]*"
)
# A numbered reference the brief writes out whole in quotes, no paper's id in it, as an
# ordered list numbers them: `「19. 赛迪顾问. 中国液冷数据中心市场年度报告（2026）. 2027.」`
# (render.written_as_given checks the list's form and number).
WRITTEN_ORDERED_REFERENCE = re.compile(
    r"(?<=[「“\"『])[ \t]*(?P<label>\d{1,3})[.．][ \t]*"
    r"(?P<quoted>[^\s「」『』“”\"][^\n「」『』“”\"]{0,400}?(?:19|20)\d\d[^\n「」『』“”\"]*)"
    r"(?=[」”\"』])"
)
# `参考文献新增：19. 张家口市发改委. 通报. 2027.`: the same, unquoted after a colon, to the end of
# the line or its `；`.
WRITTEN_ORDERED_AFTER_COLON = re.compile(
    r"(?<=[：:])[ \t]*(?P<label>\d{1,3})[.．][ \t]+"
    r"(?P<quoted>[^\s「」『』“”\"][^\n「」『』“”\"；;]{0,400}?(?:19|20)\d\d[^\n「」『』“”\"；;]*)"
)
# A link reference definition the brief writes out whole, as a list of them reads
# (`[r21]: https://… "AgWeb，…，2026-12"`): its label, target and title as given.
WRITTEN_LINK_DEFINITION = re.compile(
    r"(?<![\w\]])\[(?!\^)[\w-]{1,20}\]:[ \t]?<?https?://[^\s`<>「」\"]{1,300}>?"
    r"(?:[ \t]{1,4}(?:\"[^\"\n`]{1,300}\"|'[^'\n`]{1,300}'|\([^()\n`]{1,300}\)))?"
)
# A line of a list of links the brief writes out whole, quoted or in backticks
# (`` `- [Riverlane 季度报告](https://…)（季度）` ``): its marker, link and aside as given.
WRITTEN_LINK_LINE = re.compile(
    # (The request keeps no backticks: the line runs from a colon to its end, or its stop.)
    r"(?:(?<=[`「“\"])|(?<=[：:])[ \t]?)[-*+][ \t]+\[[^\[\]\n`]{1,200}\]"
    r"\(https?://[^\s()<>`]{1,300}\)[^\n`「」“”\"。；;]{0,200}(?=[`」”\"。；;]|[ \t]*$)"
)
# `参考文献 19：张家口市发改委. 通报. 2027.`: a new reference written out after the list's name,
# the number it takes and a colon (a year among its words).
WRITTEN_LISTED_REFERENCE = re.compile(
    r"(?:参考文献|参考资料|引用列表|References)\s*(?P<label>\d{1,3})\s*[：:]\s*"
    r"(?P<quoted>[^\s：:][^\n「」『』“”\"]{0,400}?(?:19|20)\d\d[^\n「」『』“”\"]*)"
)
# A line of the brief's list of sources that gives a new reference its number in the
# document's list: `赛迪顾问. 中国液冷…（2026）. 2027. → 参考文献新增 19（用途见条目 1）`,
# `ECHA. Updated … (PFASs). 2027. —— 新增，续号 19`: the reference's words (a year among them)
# before the arrow or dash, the number after a verb of adding (Planner.numbered_sources).
SOURCE_NUMBERED = re.compile(
    r"^[\s\-*•·]*(?P<reference>[^\s→—\-][^→—\n]{4,300}?(?:19|20)\d\d[^→—\n]{0,40}?)\s*"
    r"(?:→|->|——|—|--)\s*(?:参考文献|文献|引用列表)?\s*(?:新增|增补|续号|登记为?|补登)"
    r"[，,、\s]*(?:续号\s*)?(?:第\s*)?(?P<number>\d{1,3})(?![\d.．])"
)
# A reference the brief writes out whole in author-year form, no paper's id in it, after a
# colon or a quote mark: `Kim, S., Park, J., Lee, D. (2026). Title. Journal, 281, 123456.` —
# authors as `Surname, I.`, the year in brackets, then its words to the quote's close or the
# sentence's end.
WRITTEN_AUTHOR_YEAR_REFERENCE = re.compile(
    r"(?<=[：:`「“\"])\s?(?:[-*+]\s)?"
    rf"(?P<reference>{AUTHOR_YEAR_OPENING}[.．]\s?[^`\n「」“”\"。；;]{{5,400}})"
)
# A reference written out by its key, a name and a year (`- Lilly 2026c. Title. Source.`), as
# a list cited by such keys holds them (render.written_by_key).
WRITTEN_KEYED_REFERENCE = re.compile(
    rf"(?<=[：:`「“\"])\s?(?:[-*+]\s)?(?P<reference>[A-Z{HAN_RANGE}][^\n.。,，(（`「」]{{0,40}}?"
    r"\s(?:19|20)\d\d[a-z]?\.\s[^`\n「」“”\"]{5,400})"
)
# `该条下`, `这一条下面`, `其下`: the entry the clause before named, pointed back at as a place.
POINTED_BACK_UNDER = re.compile(
    r"(?:[该此这那本]\s*一?\s*(?:条|项|条目)|其)\s*(?:的\s*)?(?:下面|下方|之下|下)"
)
# A verb of writing right before the words a caveat keeps out: `写"…"`, `写成「…」`, `出现"…"`.
WRITING_VERB_END = re.compile(r"(?:写|写成|写作|写为|写进|写入|出现|提|称)\s*$")
# A clause that only names where the next one asks: a section, its heading's words, and a
# word of "in" (`B.1 主要厂商里`, `在 §2 中`).
LEAD_IN = re.compile(
    r"\s*(?:在\s*)?(?:(?:§\s*)?[A-Z\d一二三四五六七八九十]{1,3}(?:[.．（(][A-Z\d一二三四五六七八九十]{1,3}[）)]?){0,3}"
    rf"(?:节|章)?(?:\s?[{HAN_RANGE}A-Za-z][{HAN_RANGE}A-Za-z]{{0,15}}?)?\s?(?:里|中|内|当中|之中)"
    # `「成本口径」那一节`: a section by its quoted words and its noun, `里` or not.
    r"|[「“\"『][^「」“”\"『』]{1,30}[」”\"』]\s?(?:那一?节|这一?节|一节|小节|部分)(?:里|中|内)?"
    # `第 6 章「中国 · 广东」下`: a section, then its entry named in quotes, and under it.
    r"|(?:§\s*|第\s*)?[A-Z\d一二三四五六七八九十]{1,3}(?:[.．][A-Z\d]{1,3}){0,3}\s?(?:节|章)?\s?"
    r"[「“\"『][^「」“”\"『』]{1,30}[」”\"』]\s?(?:条目|那一?条|这一?条)?\s?(?:下面|下方|之下|下|里|中))\s*"
)

# A line's noun or a mark's (`句`, `条`, `下划线`): words holding one after a section name a line.
LINE_NOUNS = re.compile(r"[句段条行划标]")
# Words that keep what they follow as it is (`保持原样`, `照旧`): a clause saying them is no place.
KEPT_WORDS = re.compile(r"保持|维持|照旧|原样|不变|不动")
# A clause that ends placing what the next one gives after a row or entry: `接在 X 那一行下面`,
# `紧跟 Boltz-2 那一行之后`.
PLACED_AFTER = re.compile(
    r"(?:^|(?<=[，,；;]))\s*(?:接|排|紧跟|紧接|放)(?:在|到)?\s*[^，,；;。]{1,40}?(?:那|这)?一?"
    r"(?:行|条目|条)?\s*(?:下面|下方|之后|后面)\s*$"
)
# A clause that is a section alone, by its number (with `§` or a heading's `#` marks, or bare),
# maybe its heading's words and its table: `5.1 表`, `# 6 开放问题`, `§2.4 出货表`; the next
# clause's verb asks there.
SECTION_ONLY = re.compile(
    r"\s*(?:在\s*)?(?:(?:#{1,6}\s*|§\s*)[A-Z\d一二三四五六七八九十]{1,3}(?:[.．][A-Z\d]{1,3}){0,3}"
    r"|\d{1,2}(?:[.．]\d{1,2}){1,3})"
    rf"\s?(?:节|章)?(?:\s?[{HAN_RANGE}A-Za-z][{HAN_RANGE}A-Za-z]{{0,11}}?)?\s?"
    r"(?P<part>(?:的\s?)?(?:条目)?(?:表格?|列表|清单)|一节|小节)?\s*"
)
# A clause that ends naming a place in a paragraph, asking nothing of it yet: `在 §1.3 第一段
# 末尾`, `以「X」开头的那段`; the next clause's verb asks there.
PLACE_END_LEAD = re.compile(
    r"(?:(?:末尾|结尾|段末|句末|段尾|句尾)处?|(?:[那这该]\s?)?一?段(?:落)?"
    # `§1.1 首段第二句`: a sentence of it, by its place.
    r"|(?:第\s?(?:\d{1,2}|[一二三四五六七八九十])\s?|首|末|最后一)句)\s*$"
)
# A pointer at a paragraph or a row the item's relation line names: `这段`, `该行`, `同段` (not
# `这段时间`, `该行业`: the words after it say a place or start a request).
POINTER_TO_PLACE = re.compile(
    r"(?P<word>(?:这|该|此|同)[ \t]?一?(?P<noun>段|行|格|小节|节(?!点)))"
    r"(?=[ \t]?(?:末尾|结尾|最后|开头|里|中|的|[，,：:]|把|将|\d|[「“]|第|首段|末段))"
)
# A change asked as an entry moves: `挪的时候`, `移过去时`, `搬过去后`.
WHILE_MOVING = re.compile(r"(?:挪|移|搬)(?:动|过去|过来)?的?(?:时候|时|之时|后|之后)")
# A paragraph a relation line names by its count after its section (`「美国」小节的第一段`).
PARAGRAPH_COUNTED = re.compile(r"第[一二三四五六七八九十\d]{1,2}段|首段|末段|最后一段")
# A section as a relation line names it: by `§` and its number or words, or by its heading's
# quoted words, under its parent's (`「监管」下「美国」`).
RELATION_PLACE = re.compile(
    r"(?:§[ \t]?[^\s，,；;。「」（(]{1,16}|「[^「」\n]{1,40}」)"
    r"(?:[ \t]?(?:下的?|里的?|中的?)[ \t]?「[^「」\n]{1,40}」)*"
)
# The noun that ends a section's words in a relation line (`「X」下的「良率」小节`).
SECTION_NOUN_END = re.compile(r"[ \t]?(?:(?:小节|一节|部分)[ \t]?)?的?")
# A table's row as a relation line names it: `「月度价格表」里「三元 523」一行`, `§4.1 表「X」行`.
ROW_IN_RELATION = re.compile(
    r"(?:§[ \t]?[\d.]+[ \t]?表?|「[^「」\n]{1,40}」)[ \t]?(?:里|中|内)?的?[ \t]?"
    r"「[^「」\n]{1,40}」[ \t]?(?:那|这)?一?行"
)
# A table's cell as a relation line names it: `§2.1 路线对比表囚禁离子行的"双比特门保真度"`.
CELL_IN_RELATION = re.compile(
    r"§[ \t]?[\d.]+[^，,。；;：:\n]{0,30}?行的?[ \t]?[「“\"][^「」“”\"\n]{1,30}[」”\"]"
)
# A table row a suggestion names by its first cell and a pointer, then one of its cells:
# `2026-11 那一行的碳酸锂一格`, `X 那行的"阶段"格`.
ROW_NAMED_IN_SUGGESTION = re.compile(
    r"(?P<name>[^\s，,；;。：:]{1,24})[ \t]?(?:那|这)[ \t]?一?行[ \t]?的?[ \t]?"
    r"[^，,；;。]{0,16}?(?:一格|一栏|格|栏|列)"
)
# A clause that ends pointing at a row: `2026-11-20 那一行`, `X 这行`.
ROW_POINTED_END = re.compile(r"(?:[那这该][ \t]?一?)行[ \t]*$")
# A clause that ends naming a row's column: `ISOS-L-2 这一行的"条件"列`, `X 行的状态一栏`.
ROW_COLUMN_END = re.compile(r"(?:一行|[这那]一?行|\s行)[^，,；;。]{0,24}?(?:一?列|一?栏)\s*$")


def leads_in(clause: str) -> bool:
    """Whether a clause only names where the next one asks (LEAD_IN), its quotes read as
    written (`「成本口径」那一节`) or blanked (`B.1 主要厂商里`)."""
    return bool(LEAD_IN.fullmatch(masked_all(clause)) or LEAD_IN.fullmatch(clause))


# A reference the brief writes out whole with its label first: `[Peng 2023] Title. arXiv:id`,
# `[9] Prasad et al. Title. arXiv:id`, `[R4] Chen et al. (2026). Title. arXiv:id` — the label
# (a number, a letter series, authors and a year), its authors' or title's words, the id.
LABELLED_REFERENCE = re.compile(
    r"\[(?:\d{1,3}|[A-Z]{1,3}-?\d+|[A-Z][^\[\]\d。，,]{0,40}?\s(?:19|20)\d{2}[a-z]?)\]"
    r"\s*[A-Z][^\[\]。；;\n]{1,300}?(?:arXiv|ArXiv)\s*[:：]\s*(?P<id>\d{4}\.\d{4,5})(?:v\d+)?"
    # `…arXiv:2612.03318, 2026.`: the year after the id is the reference's own, as its list's
    # items write it (the list's form is checked on the whole line).
    r"(?:[,，]\s?(?:19|20)\d{2}[a-z]?(?![\d.]*\d))?"
)


# A footnote's definition written out under its name: `[^sc1]: Pathak, J. et al. Title.
# arXiv:2408.10958 (2024).`, with a full-width colon too; to its sentence's end or its quote's.
NAMED_FOOTNOTE_WRITTEN = re.compile(
    r"\[\^(?P<name>[A-Za-z][\w-]{0,20})\]\s*[:：]\s*"
    r"(?P<body>[^\n`「」“”]{1,300}?(?:arXiv|ArXiv)\s*[:：]\s*(?P<id>\d{4}\.\d{4,5})(?:v\d+)?"
    r"[^\n`「」“”。；;]{0,40})"
)


def labelled_reference(request: str, paper: str) -> str:
    """The reference of `paper` as the request writes it out whole, label first (`[Peng 2023]
    Title. arXiv:id`), else "": the brief's own label, authors and title, which no form
    kbpatch learns may replace."""
    found = [m for m in LABELLED_REFERENCE.finditer(request) if m.group("id") == paper]
    if len(found) == 1:
        return found[0].group(0).strip()
    # `参考补 [^sc1]: Pathak, J. et al. …arXiv:id (2024).`: a footnote defined under its name.
    named = [m for m in NAMED_FOOTNOTE_WRITTEN.finditer(request) if m.group("id") == paper]
    return f"[^{named[0]['name']}]: {named[0]['body'].strip()}" if len(named) == 1 else ""


def cites_a_new_label(drafts: list[Draft]) -> list[tuple[Draft, Draft]]:
    """Each edit whose words cite a label (`[R10]`) that a new citation of the same brief
    takes (`第六章参考文献新增 [R10]`), with that citation."""
    new: dict[str, Draft] = {}
    for draft in drafts:
        said = draft.clause or draft.request
        labels = BRACKETED_LABEL.findall(said) if draft.kind is ActionKind.ADD_CITATION else []
        for label in labels:
            new.setdefault(label, draft)
    found: list[tuple[Draft, Draft]] = []
    for draft in drafts if new else ():
        if not draft.kind.edits_document or draft in new.values():
            continue
        written = " ".join(
            [draft.phrase, draft.statement, draft.only_text, *(n for _, n in draft.pairs)]
        )
        found += [
            (draft, citation)
            for label, citation in new.items()
            if re.search(rf"(?<![A-Za-z0-9]){re.escape(label)}(?!\d)", written)
        ]
    return found


def own_lines(item: Item) -> set[int]:
    """The brief lines of an item's own block: its heading and its fields."""
    fields = (*item.sources, *item.summary, *item.relation, *item.suggestions, *item.verdict)
    return {item.line, *(s.line for s in (*fields, *item.caveats))}


def speaks_of(item: Item, name: str) -> bool:
    """Whether a brief item's own words (title, sources, 要点, relation) name `name`; a
    request that gives no name (``) is about its item."""
    words = " ".join(
        [item.title, *(s.text for s in (*item.sources, *item.summary, *item.relation))]
    )
    return not name.strip() or name.strip().lower() in words.lower()


SUMMARY_SENTENCE = re.compile(r"[^。！？!?；;]+[。！？!?；;]?")


def word_left_out(summary: str, word: str) -> bool:
    """Whether leaving out the sentences (or their parts apart by `；`) that hold a claim the
    brief said not to write (`不要写"…"`, as forms.without_unsaid does) still leaves the entry
    some words."""
    return any(word not in s for s in SUMMARY_SENTENCE.findall(summary) if s.strip())


def summary_without(summary: str, word: str) -> str:
    """The 要点 without its sentences, or their parts apart by `；`, that hold a word the brief
    keeps out of the entry (`不写售价`: `…已适配；社区称售价约 3500 美元。` → `…已适配。`); ""
    when none or all of them hold it, or too few words are left to make an entry."""
    parts = [p for p in SUMMARY_SENTENCE.findall(summary) if p.strip()]
    kept: list[str] = []
    for part in parts:
        if word not in part:
            kept.append(part)
        elif kept and part.rstrip()[-1:] not in "；;" and kept[-1].rstrip()[-1:] in "；;":
            kept[-1] = kept[-1].rstrip()[:-1] + "。"  # the sentence ends where its part did
    if not kept or len(kept) == len(parts):
        return ""
    text = "".join(kept).strip()
    text = text[:-1] + "。" if text[-1:] in "；;" else text
    return text if len(re.findall(r"\w", text)) >= 4 else ""


# `新增：X（§3.1）、Y（§2.2）`: a short verb and its colon, then the list.
VERB_THEN_LIST = re.compile(
    r"\s*(?P<verb>[^：:，,；;。（()）§\s][^：:，,；;。（()）§]{0,9})[：:]\s*(?P<rest>.+)"
)
# One name of such a list with its place aside (`TideKV（§2.2）`, `TideKV（§2.2，条目 2）`).
NAME_AT_PLACE = linear(
    # No gap of its own before the bracket: the name may end in white space (stripped where it
    # is used), so that a long run is not given to the name and the gap in turn.
    r"(?P<name>[^、，,；;（()）§]+?)[（(]\s*(?P<ref>§\s*[^\s，,、；;（()）]+)\s*"
    r"(?P<extra>[，,][^（()）]*)?[）)]"
)
LIST_JOINER = re.compile(r"[、，,；;]|和|及|与|以及")
# New entries listed by name (`ShardCal、DrainKV`, `ShardCal（条目 1）与 DrainKV（条目 2）`: each
# name with its own aside) or by tag (`条目 1、2`, `条目 1–3`).
# A dot only inside a name (`v1.2`): one that ends it ends the sentence (`X and Y.`).
LISTED_NAME = re.compile(r"[A-Za-z][\w+\-]*(?:\.[\w+\-]+)*(?:\s*[（(][^（()）§]*[）)])?")
# What parts the names of such a list: Chinese marks and words, and in English a comma, `and`
# or `&` (`A, B and C`, `A & B`).
LIST_SEPARATOR = re.compile(r"\s*(?:、|和|与|及|以及|&|,(?:\s*and\b)?)\s*|\s+and\s+")
ENTRIES_LISTED = re.compile(
    rf"{LISTED_NAME.pattern}(?:(?:{LIST_SEPARATOR.pattern}){LISTED_NAME.pattern})+"
    rf"|{ITEM_RANGE.pattern}|{ITEM_LIST.pattern}"
)
# A name right after a count of one new entry (`补一条 **A**`, `新增一条：A`); not an id.
NAME_AFTER_COUNT = linear(
    r"\s*[：:]?\s*(?:\*\*|__)?(?P<name>(?!arXiv\b)[A-Za-z][\w+\-]*(?:\.[\w+\-]+)*)"
)
# Names listed with their joiners (`A 和 B`, `**A**、**B**`), as a line counts them after.
NAMES_LISTED = re.compile(
    r"(?:\*\*)?[A-Za-z][\w+\-]*(?:\.[\w+\-]+)*(?:\*\*)?"
    rf"(?:(?:{LIST_SEPARATOR.pattern})(?:\*\*)?[A-Za-z][\w+\-]*(?:\.[\w+\-]+)*(?:\*\*)?)+"
)
# One new entry for each name listed before, said later in the sentence (`A 和 B 收入 §5.6，各一
# 条`, `add A and B to §5.6, one entry each`).
ONE_EACH = re.compile(
    r"各(?:[写记补增加录登收列])?\s*(?:一|1)\s*[条项个则]"
    r"|(?i:\b(?:one|an?)\s+(?:entry|item|bullet|line)\s+(?:for\s+)?each\b|\beach\s+(?:its|their)\s+own\b)"
)
# Where a sentence ends, for what a list's count may be said in.
SENTENCE_END = re.compile(r"[。；;]|\.(?:\s|$)")
# Between a list of names and its count: a space or an aside's opening (`A、B（各一条）`).
COUNT_LEAD = linear(r"\s*[（(]?\s*")
# A count of more than one thing (`两个`, `2 条`, `三项`), whatever the things' noun.
MANY = re.compile(r"(?:[两二三四五六七八九十]|[2-9])\s*[个条项种款家部]")
# What may stand beside a list of new entries before their place and its verb (`ShardCal、
# DrainKV 各在 §3.1 …`, `条目 1、2 都进 §3.1（新增）`).
LIST_FILLER = re.compile(r"[\s都均皆在进入放到于（()）。；;]|分别|归入|收入|落[在到入]")
# What follows a count of new entries (`两条：`, `两条。`, `两条 X、Y`, `两个条目（…）`), not words
# that make it a count of something else (`两条引用`, `与已有两条并列`, `三条都改放`).
COUNT_ENDS = re.compile(r"\s*(?:$|[：:，,；;。（(）)、\"“「『A-Za-z])")
# What may stand between a place and its add verb (`§3.1 中新增`).
PLACE_TO_VERB = re.compile(r"[\s在中里内下的]*")
# What may stand between an add verb and its place after it (`two new entries under §3.1`).
VERB_TO_PLACE = re.compile(r"\s*(?:(?i:under|in|into|to|for)\s*)?")
# A clause of quoted words alone, in a list (`"B？"`, `「B？」、「C？」`): more of what came before.
QUOTES_ONLY = re.compile(r"[\s、，,；;。和与及以]*")
# An aside and a sentence's end: all that may follow a list of new entries and their count.
LIST_END = linear(r"\s*[）)]?\s*(?:[（(][^（()）]*[）)])?\s*[。；;.]?\s*")
# `（均新增一条）` closing a sentence of several places: the verb each of them is asked.
SHARED_ASIDE = re.compile(
    r"[（(]\s*(?:均|都|各|皆|一律|全部|统一)\s*(?P<verb>[^（()）]{1,12}?)\s*[）)]\s*[。；;]?\s*$"
)


# A "value" that is a section (`由 §2.2 改为 §2.1`): a change of place, no words to swap.
PLACE_VALUE = re.compile(r"\s*§\s*(?:\d+(?:\.\d+)*|[一二三四五六七八九十]+)\s*")
# `§2.2 → §2.1`: an arrow from one section to another.
SECTION_ARROW = re.compile(
    r"(§\s*(?:\d+(?:\.\d+)*|[一二三四五六七八九十]+))\s*(?:→|->|⟶|➜|➔|=>|⇒)\s*"
    r"(§\s*(?:\d+(?:\.\d+)*|[一二三四五六七八九十]+))"
)


def place_key(value: str) -> str:
    """`§ 2.2` → `2.2`: a section's key, as its target names it."""
    return value.strip().lstrip("§").strip()


# `冷启动那条`, `X 条目`, `那一行`: an entry already in the document, named by its words.
# A link to a page other than a paper's arXiv page (`https://github.com/…`).
OTHER_LINK = re.compile(r"https?://(?!(?:www\.)?arxiv\.org/abs/)[^\s，,；;。）)\"”」`]+")
# A closing line's lead before its colon (`§3：…`), read for one section.
LINE_LEAD = re.compile(r"([^：:，,；;。]*)[：:]")
EXISTING_ENTRY = re.compile(r"[那这]一?(?:条|行)|(?<!新)条目|一行")


class Planner:
    """Collect readings from an item's requests and the closing list, then settle them."""

    def __init__(self, brief: Brief, lexicon: Lexicon, citation_list: str = "") -> None:
        self.brief = brief
        self.lexicon = lexicon
        self.reader = ClauseReader(lexicon, brief.topic, citation_list)
        self.drafts: list[Draft] = []
        self.ids_by_item: dict[int, list[str]] = {}
        self.item_by_text: dict[str, Item | None] = {}
        self.places_by_item: dict[str, set[str]] = {}
        self.heads_index: ItemIndex | None = None  # the items by their titles' names alone
        self.item_index = ItemIndex(brief.items, lexicon)
        self.titles = citable_titles(brief.citations)
        self.forbidden_words: dict[str, list[ForbiddenWord]] | None = None
        # The items the closing list has named so far: "the rest" (`其余条目不落笔`) is the others.
        self.closing_named: list[Item] = []
        # `正文不动`, `不写正文`: closing-list words that keep the document's body, with their
        # line and the items they speak of (`条目 2 只登引用，正文不写`; none: every item).
        self.body_kept: list[tuple[int, str, list[Item]]] = []
        # `下方归并动作第 2 行删去`: lines of the closing list an item's own words void.
        self.closing_voids: list[ClosingVoid] = []
        # `仅补 §七`: the lines of closing-list adds that "only" limits to a section, with the
        # section each allows (its key).
        self.only_adding: dict[int, set[str]] = {}
        # Each line the brief reads requests from, as written (plan: `plain` marks bare numbers).
        self.written: dict[int, str] = {}
        # The document's section names (Kb.section_names): a section named by its words is
        # told from another by its number (numbered_key).
        self.sections: frozenset[str] = frozenset()
        # Whether a change naming no section may be placed by the words it replaces: not for
        # an item whose own place field kbpatch cannot read (`看上文，放哪都行，你们定`).
        self.placed_by_words = True
        # `…"7 起"改为"9 起"，并在该段末尾追加…`: an edit of the paragraph a change writes in,
        # named by the words that change replaces, with that change: it goes first, while the
        # paragraph still holds those words (pointed_back).
        self.made_first: list[tuple[Draft, Draft]] = []

    def plan(self) -> list[Action]:
        for item in self.brief.items:
            self.read_item(item)
        ticked = any(self.lexicon.box_ticked.match(s.text) for s in self.brief.closing)
        for segment, unpaired in closing_rows(self.brief.closing):
            if unpaired:
                # One report with the row's words, not a reading of its cells run together.
                tagged = self.item_named_in(segment.text.partition("：")[0])
                said = f"{unpaired}: 「{segment.text}」; check by hand"
                self.report_unplaced(segment, tagged, segment.text, said)
                continue
            reading_from = len(self.drafts)
            self.read_segment(segment, None, from_closing=True)
            if len(self.drafts) == reading_from and not self.report_withheld_unread(segment, None):
                self.report_unheard_closing(segment)
            self.withhold_unapproved(segment, reading_from, ticked=ticked)
        self.report_outside_lines()
        self.report_shared_keys()
        for item in self.brief.items:
            self.report_relation_requests(item)
        for segment in self.brief.caveats:
            reading_from = len(self.drafts)
            if self.caveat_holds_items(segment):
                # Its wait or ban is read, with its item: not reported once more unread.
                self.read_constraint_clauses(segment, None)
            else:
                self.read_constraints(segment, None)
                self.keeps_of_one_item(segment, self.drafts[reading_from:])
            self.kept_because_of(segment, self.drafts[reading_from:])
        self.carry_caveats(self.brief.caveats)
        self.report_list_requests()
        self.report_unread_suggestions()
        return self.finish()

    def report_unread_closing(self, merged: list[Draft]) -> None:
        """A closing-list line that asks by its words (a verb, a quote dictated after one) and of
        which nothing was read (no action cites its line: `版本行改 v1.4（…）`, `时间线最上面加
        「…」`) is reported with its words, never dropped; a line that only refuses, keeps or
        says what was done asks nothing."""
        drafts = [*self.drafts, *merged]
        cited = {line for draft in drafts for line in draft.lines}
        cited |= {draft.segment_line for draft in drafts}
        for segment in self.brief.closing:
            text = STRUCK.sub(blanked, segment.text).strip()
            if segment.line in cited or not text or not self.asks_by_its_words(text):
                continue
            if self.declines(text) or self.reader.not_a_request(text):
                continue
            # Words dictated in quotes or backticks after a verb of editing, or a value given
            # (`版本行改 v1.4（2027-03-02）`): a line that says what the round did (`本轮仅写入
            # 本文件`) dictates none.
            given = self.value_given(text)
            if not (quoted_spans(text) or CODE_SPAN.search(text) or given):
                continue
            if self.reader.kind_in(text, None) is None and not given:
                continue
            self.report_unplaced(
                segment,
                None,
                text,
                f"asks for something kbpatch cannot read: 「{shortened(text, 60)}」; check by hand",
            )

    def kept_because_of(self, segment: Segment, read: list[Draft]) -> None:
        """`自提升吊机"节省约 60%"为厂商口径：→ 不入正文；§5.1 的成本构成也不因此调整`: a keep in
        the brief's caveats that says "not because of this" (lexicon because_of_this) after a
        sentence opening with what one item speaks of holds that item's edits only; another
        item's edit of the place is not made for that reason, and stands."""
        for draft in read:
            if draft.kind is not ActionKind.CONSTRAINT or draft.item is not None:
                continue
            if not self.lexicon.because_of_this.search(masked_all(draft.clause)):
                continue
            at = segment.text.find(draft.clause.strip())
            item = self.item_index.resolve(masked_all(segment.text[:at])) if at > 0 else None
            if item is not None:
                draft.item, draft.brief_wide = item, False

    def keeps_of_one_item(self, segment: Segment, read: list[Draft]) -> None:
        """`SDI 推迟属传闻，§5 与 §4-1 都不改（见条目 4）`: the keeps of sections a caveat of the
        brief's list says about the one item it names are that item's, not every item's (条目 5
        may still add its row to §5)."""
        item = self.item_named_in(segment.text)
        if item is None:
            return
        for draft in read:
            if draft.kind is ActionKind.CONSTRAINT and draft.item is None and draft.target:
                draft.item, draft.brief_wide = item, False

    # ---------------------------------------------------------------- reading

    def item_named_in(self, text: str) -> Item | None:
        if text not in self.item_by_text:
            # A written-out row's cells are the row's, not a name of an item (`| Judge … |`).
            found = self.item_index.resolve(blank_spans(text, written_row_spans(text)))
            asked = set(ARXIV.findall(text))
            if found is None and asked:
                # `§七 引用列表补一条 arXiv:…`: the one item whose paper the id is.
                owners = [i for i in self.brief.items if asked & set(self.ids_of(i))]
                found = owners[0] if len(owners) == 1 else None
            if found is None:
                # `§2.2 新增 EvictBench 条目` where one item's 来源 is the paper 《EvictBench: …》:
                # the paper's own short name names that item.
                owners = [
                    i
                    for i in self.brief.items
                    if (short := paper_short_name(i))
                    and re.search(rf"(?<![\w.-]){re.escape(short)}(?![\w-])", text)
                ]
                found = owners[0] if len(owners) == 1 else None
            self.item_by_text[text] = found
        return self.item_by_text[text]

    def closing_item(self, clause: str, line: str) -> Item | None:
        """The item a closing-list clause speaks of. A tag names it, and so does the name an
        item's title gives before its dash (`rec —— …`); a word of the title after the dash
        does only where the clause's section is one that item asks for, or no item asks for:
        `第 6 部分 加 GPU 并行仿真趋势` is item 2's (its 建议归入 names 第 6 部分), though `GPU`
        is a word of item 1's title (`ManiSkill3 —— GPU 并行的操作仿真`), not of item 2's.
        A line that tags its item anywhere (`§5.7 新增 X（增量 4）；并给 §6.2 …`), or a clause
        that asks no edit (`转交 … 第二章 的跳读讨论本轮不处理`), keeps the item it names."""
        named = self.item_named_in(clause)
        if (
            named is None
            or not named.suggestions
            or ITEM_MENTION.search(line)
            or self.item_index.tagged(line)
            or not self.asks_an_edit(clause)
        ):
            return named
        if self.heads_index is None:
            heads = tuple(replace(i, title=split_title(i.title)[0]) for i in self.brief.items)
            self.heads_index = ItemIndex(heads, self.lexicon)
        if self.heads_index.resolve(clause) is not None:
            return named
        places = {found.ref.key for found in self.reader.refs_in(clause)}
        if not places or places & self.suggested_places(named):
            return named
        askers = [i for i in self.brief.items if places & self.suggested_places(i)]
        return askers[0] if len(askers) == 1 else named

    def suggested_places(self, item: Item) -> set[str]:
        """The sections an item's own 建议归入 lines name."""
        if item.key not in self.places_by_item:
            self.places_by_item[item.key] = {
                found.ref.key for s in item.suggestions for found in self.reader.refs_in(s.text)
            }
        return self.places_by_item[item.key]

    def pointed_at_relation(self, segment: Segment, item: Item) -> Segment:
        """`在这段末尾接一句：「…」`, `该行 2026-11 那一格 0.476 → 0.474`, `把该格 A 改为 B` in a
        suggestion naming no section, where the item's 与活文档的关系 line names one paragraph
        by its opening (`以「X」开头的那段`), one table row (`「T」里「R」一行`) or one cell
        (`§2.1 X 表 R 行的"C"`): the pointer read as that place, its words in the pointer's
        stead. Otherwise the segment as it is."""
        text = segment.text
        plain = masked_quotes(text)
        # (Not inside a quote: `「这段话…」` is words to write.)
        pointers = [
            m for m in POINTER_TO_PLACE.finditer(text) if plain[m.start()] == text[m.start()]
        ]
        if not pointers or self.reader.refs_in(text[: pointers[0].start()]):
            return segment
        relation = " ".join(s.text for s in item.relation)
        openings = {opening_words(m.group(0)) for m in PARAGRAPH_OPENS_WITH.finditer(relation)}
        rows = {m.group(0).strip() for m in ROW_IN_RELATION.finditer(relation)}
        cells = {m.group(0).strip() for m in CELL_IN_RELATION.finditer(relation)}
        section = self.section_in_relation(relation)
        named = f"{relation[section[0] : section[1]]} " if section else ""
        counted = list(PARAGRAPH_COUNTED.finditer(relation))
        paragraph = (
            f"以「{next(iter(openings))}」开头的那段"
            if len(openings) == 1
            # `「美国」小节的第一段只写到…` then `在该段末尾补…`: that section's paragraph.
            else f"{named}{counted[0].group(0)}"
            if section and len(counted) == 1 and 0 <= counted[0].start() - section[2] <= 2
            else ""
        )
        places = {
            "段": paragraph,
            "行": next(iter(rows)) if len(rows) == 1 else "",
            "格": next(iter(cells)) if len(cells) == 1 else "",
            # `「X」下的「良率」小节…缺少…` then `在该小节…`: the one section the line names.
            "小节": named,
        }
        places["节"] = places["小节"]
        # (Each pointer the relation line can place, the last first: the offsets hold.)
        for pointer in reversed(pointers):
            if pointer["word"].startswith("同") and "节" in pointer["noun"]:
                continue  # `同小节`: the section of the clause before (read elsewhere)
            place = places[pointer["noun"]]
            if place:
                text = text[: pointer.start("word")] + place + text[pointer.end("word") :]
        return segment if text == segment.text else Segment(text=text, line=segment.line)

    def row_placed_by_relation(self, segment: Segment, item: Item) -> Segment:
        """`把 2026-11 那一行的碳酸锂一格由「9.8」改为「10.4」` in a suggestion that names no
        section, where the item's 与活文档的关系 line names one (`4.2「价格与成本」月度表的
        2026-11 行…`): the row's edit is read in that section, named before the suggestion's
        words (render finds the row there, or reports it). Otherwise the segment as it is."""
        text = segment.text
        plain = masked_quotes(text)
        row = ROW_NAMED_IN_SUGGESTION.search(plain)
        if row is None:
            return segment
        # The sentence that names the row, from its start: it must name no section itself.
        start = max(plain.rfind(mark, 0, row.start()) for mark in "；;。") + 1
        said = text[start:]
        end = min(
            (at for mark in "；;。" if (at := plain.find(mark, row.end())) >= 0), default=len(text)
        )
        # (Its own clause asks the edit: `，其余各格不变` after it keeps the rest.)
        asked = min(
            (at for mark in "，,；;。" if (at := plain.find(mark, row.end())) >= 0), default=end
        )
        if self.reader.refs_in(text[start:end]) or not self.asks_an_edit(text[start:asked]):
            return segment
        relation = " ".join(s.text for s in item.relation)
        section = self.section_in_relation(relation, row["name"].strip())
        if section is None:
            return segment
        named = relation[section[0] : section[1]]
        # (A heading's quoted words name it with their noun: `「价格与成本」一节`.)
        named = f"{named}一节" if named.endswith("」") else named
        return Segment(text=f"{text[:start]}{named} {said.lstrip()}", line=segment.line)

    def section_in_relation(self, relation: str, near: str = "") -> tuple[int, int, int] | None:
        """Where an item's relation line names one section: the start and end of its words
        (`§2.2`, `「监管」下「美国」`: each quote a heading's words), and the end of the noun after
        them (`小节`, `的`); None where it names none or several. With `near`, of several the
        one whose words up to the next say `near` (`§II.2 在研管线表里 X 一行…；§IV.3 …`)."""
        names = heading_names(self.sections)
        found = []
        for place in RELATION_PLACE.finditer(relation):
            quotes = quotes_in(place.group(0))
            numbered = place.group(0).startswith("§") and self.reader.refs_in(place.group(0))
            headed = names is not None and all(
                names.by_words.get(key := heading_text_key(q)) or names.by_text.get(key)
                for q in quotes
            )
            if (numbered or quotes) and headed:
                found.append(place)
        if near and len(found) > 1:
            ends = [place.start() for place in found[1:]] + [len(relation)]
            found = [
                place
                for place, end in zip(found, ends, strict=True)
                if near in re.split(r"[；;。]", relation[place.end() : end])[0]
            ]
        if len(found) != 1:
            return None
        noun = SECTION_NOUN_END.match(relation, found[0].end())
        return found[0].start(), found[0].end(), noun.end() if noun else found[0].end()

    def changed_while_moved(self, reading_from: int) -> None:
        """`把「X」条目挪到 B 末尾；挪的时候把「A」改为「B」`: a change asked as the entry moves is
        made in the moved entry (render.move_entry), not in the line it leaves."""
        read = self.drafts[reading_from:]
        moves = [d for d in read if d.kind is ActionKind.MOVE and not d.pairs]
        if len(moves) != 1:
            return
        for draft in read:
            if (
                draft.kind is ActionKind.REPLACE
                and draft.pairs
                and not draft.column
                and WHILE_MOVING.search(masked_all(draft.clause))
            ):
                moves[0].pairs = list(draft.pairs)
                moves[0].lines |= draft.lines
                self.drafts.remove(draft)
                return

    def read_item(self, item: Item) -> None:
        before = len(self.drafts)
        above = self.options_above(item)
        for segment in above:
            self.read_segment(segment, item, from_closing=False)
        if not above:
            for segment in self.requests_above(item):
                reading_from = len(self.drafts)
                self.read_segment(segment, item, from_closing=False)
                self.drafts[reading_from:] = [
                    d for d in self.drafts[reading_from:] if self.asked_in_reasoning(d)
                ]
        heading = self.item_place(item)
        self.placed_by_words = heading is not None or not item.places
        for segment in item.suggestions:
            segment = self.pointed_at_relation(self.without_closing_voids(segment, item), item)
            segment = self.row_placed_by_relation(segment, item)
            self.superseded(segment, item)
            reading_from = len(self.drafts)
            self.read_segment(segment, item, from_closing=False)
            if before == reading_from:
                self.placed_as_before(segment, item, reading_from)
            heading = self.place_line(segment, reading_from) or heading
            if heading is not None and heading.segment is not segment:
                self.placed_under(segment, item, reading_from, heading)
        self.changed_while_moved(before)
        for segment in () if item.suggestions else item.verdict:
            # `复核结论：§1.1 X 一行 "38%" 改为 "45%"` with no 建议归入: a value change the
            # item's own verdict asks, with both values written out, is its request, and so is
            # the removal of an entry named by its words; one to move an entry, or remove one
            # kbpatch does not find so (`§1.2.2 中 X 条目删去`), is reported, never dropped with
            # the item's no-op. Anything else there says what the document holds (`§1.6 已收
            # 录`), and its keeps are read below.
            reading_from = len(self.drafts)
            self.read_segment(self.without_closing_voids(segment, item), item, from_closing=False)
            self.drafts[reading_from:] = [
                d
                for d in self.drafts[reading_from:]
                if (d.kind.changes_values and (d.pairs or d.new_value) and not d.withheld)
                or d.unproposed
                or d.kind in (ActionKind.REMOVE, ActionKind.MOVE)
            ]
        for segment in item.caveats:
            reading_from = len(self.drafts)
            self.read_constraints(segment, item)
            if not any(d.kind is ActionKind.CONSTRAINT for d in self.drafts[reading_from:]):
                # `值得警惕：等 Jay 复现后再入档`, `值得警惕：先别入档`: the item's own caveat
                # that holds it back or keeps it out of the document forbids its edits, as
                # `E2 复现之前先不要落笔` there does.
                self.caveat_holds_items(segment, item)
            self.report_caveat_request(segment, item)
        self.placed_by_words = True
        for segment in item.verdict:
            self.read_constraints(self.without_closing_voids(segment, item), item)
        # `值得警惕：务必注明"未经第三方复现"`: a quoted caveat of the item is written into the
        # item's new entries, as the same words in its suggestion are.
        kept = [c for s in item.caveats for c in caveats_in(s.text, self.lexicon.negation)]
        for draft in self.drafts[before:] if kept else ():
            if draft.kind is ActionKind.ADD_ENTRY and not draft.from_closing:
                draft.caveats += [c for c in kept if c not in draft.caveats]
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

    def superseded(self, segment: Segment, item: Item) -> None:
        """A later item's field that withdraws an earlier item (`条目 1 撤回。`, `条目 1 作废，
        以本条为准：…`) withdraws it, as the closing list's `条目 1 撤回` does. One that says an
        earlier item was wrong (lexicon place.item_corrected: `订正条目 1：应为 "B" 而非 "A"`,
        `条目 1 的 "A" 有误，改为 "B"`) corrects the one new value of that item that holds
        the quoted A, when exactly one does, and else holds the item's edits back with its
        words: the value it corrects is never proposed unremarked."""
        plain = masked_quotes(segment.text)
        head = HEAD_CUT.split(plain, maxsplit=1)[0]
        if self.withdrawn_with_reason(segment, segment.text[: len(head)], read_rest=False) == "":
            return
        index = self.brief.items.index(item)
        # The word that says it was wrong stands in the clause of the tag (not `…（与条目 1
        # 不同）, 名称应为 "X"`: another clause's words of this item's own request).
        earlier = [
            named
            for clause in HEAD_CUT.split(plain)
            if self.lexicon.place["item_corrected"].search(clause)
            for tag in ITEMS_NAMED.finditer(clause)
            for named in self.item_index.names_and_rest(tag.group(0))[0]
            if named in self.brief.items[:index]
        ]
        if not earlier:
            return
        edits = [d for d in self.drafts if d.item in earlier and d.kind.edits_document]
        quoted = [q.group(1).strip() for q in QUOTE.finditer(segment.text)]
        fixes = [
            (draft, at, wrong, right)
            for draft in edits
            for at, (_, new) in enumerate(draft.pairs)
            for wrong, right in ((quoted, quoted[::-1]) if len(quoted) == 2 else ())
            if new.count(wrong) == 1 and right not in new
        ]
        if len(fixes) == 1:
            draft, at, wrong, right = fixes[0]
            old, new = draft.pairs[at]
            draft.pairs[at] = (old, new.replace(wrong, right))
            draft.new_value = draft.new_value.replace(wrong, right)
            draft.lines.add(segment.line)
            return
        for draft in edits:
            draft.kind, draft.unread_kind = ActionKind.NOT_UNDERSTOOD, draft.kind
            draft.lines.add(segment.line)
            draft.reason = (
                f"{item.key} says it was wrong (brief line {segment.line}: "
                f"「{shortened(segment.text.strip(), 50)}」); check by hand"
            )

    def item_place(self, item: Item) -> PlaceLine | None:
        """The place an item's own field names for all its requests (`where: 技术路线 › 余热回收`,
        `位置：§2.5`): its section, as a line that names only a place heads the lines under it
        (place_line). A place kbpatch cannot read is reported with its words."""
        for segment in item.places:
            words = segment.text.strip()
            found = self.reader.refs_in(words)
            if len(found) == 1 and self.only_a_place(words, found[0]):
                return PlaceLine(segment, found[0].ref)
            path = self.reader.heading_path(words) if not found else None
            if path is not None:
                return PlaceLine(segment, self.numbered_heading(path) or path)
            self.report_unplaced(
                segment,
                item,
                words,
                f"names the item's place in words kbpatch cannot read: 「{shortened(words, 60)}」; "
                "check by hand",
            )
        return None

    def numbered_heading(self, path: SectionRef) -> SectionRef | None:
        """The section a heading path's last words name by its number, where the document
        numbers it (`技术路线 → 余热回收` → §2.5, as `余热回收 小节` reads): one key for the
        place, as the closing list's `余热回收：…` names it; None where they name no one
        numbered heading."""
        last = path.raw.split(" → ")[-1]
        found = self.reader.refs_in(marked_sections(f"{last} 小节", self.sections, self.lexicon))
        if len(found) == 1 and not found[0].ref.key.startswith("name-"):
            return found[0].ref
        return None

    def place_line(self, segment: Segment, reading_from: int) -> PlaceLine | None:
        """`建议归入：§2.5`, then a line under it for each edit: a line that names only a section
        (reported alone, `names §2.5 but no request`) is the place of the request lines after
        it that name none; None for any other line."""
        read = self.drafts[reading_from:]
        if len(read) != 1 or read[0].kind is not ActionKind.NOT_UNDERSTOOD:
            return None
        target = read[0].target
        found = self.reader.refs_in(segment.text)
        if target is None or len(found) != 1 or found[0].ref.key != target.key:
            return None
        if not self.only_a_place(segment.text, found[0]):
            return None
        return PlaceLine(segment, target, read[0])

    def only_a_place(self, words: str, ref: Ref) -> bool:
        """Whether words are a section and at most its heading's words (`§2.5`, `二（五）余热
        回收`, `§3（要点列表）`): no verb, no quote, no sentence of their own."""
        beside = words[: ref.start] + words[ref.end :]
        rest = masked_quotes(beside)
        if rest != beside:
            return False  # quoted words: something to write, or to find
        if self.asks_an_edit(rest) or self.lexicon.negation.search(rest):
            return False
        return PLACE_WORDS.fullmatch(rest) is not None

    def placed_under(
        self, segment: Segment, item: Item, reading_from: int, heading: PlaceLine
    ) -> None:
        """A request line under a line that names only a place (place_line, item_place) that
        asks for edits but names no section of its own is read again in that place: the
        heading line is cited with it, and its own report (a place with no request) goes."""
        read = self.drafts[reading_from:]
        # (An entry named by its words alone, `代表项目那条末尾补…`, names no section, nor do the
        # words a change replaces; nor does a new question or citation sent to the document's
        # list of them, named by no words.)
        unplaced = [
            d
            for d in read
            if d.target is None
            or d.target.key in (ENTRY_NAMED, WORDS_HELD)
            or d.target in UNNAMED_LISTS.values()
        ]
        if not read or len(unplaced) < len(read):
            return  # it names its own place
        if all(d.kind in (ActionKind.NO_OP, ActionKind.CONSTRAINT) for d in read):
            # `§2.1` then `无需改动。`: the place's one word is a keep, read as it is (as the
            # brief's, never narrowed to the place); the place asked nothing else.
            if heading.report is not None:
                self.drafts = [d for d in self.drafts if d is not heading.report]
            return
        if any(
            not d.unread_kind
            and d.target is None
            and d.kind not in (ActionKind.NO_OP, ActionKind.CONSTRAINT)
            for d in read
        ):
            return  # it says something else kbpatch reads (a keep beside the request is read too)
        prefix = f"{named_again(heading.ref.key, heading.ref.raw)} "
        del self.drafts[reading_from:]
        placed = Segment(text=f"{prefix}{segment.text}", line=segment.line)
        self.read_segment(placed, item, from_closing=False)
        for draft in self.drafts[reading_from:]:
            draft.request = draft.request.replace(prefix, "", 1)
            draft.clause = draft.clause.replace(prefix, "", 1)
            draft.lines |= {heading.segment.line}
        if heading.report is not None:
            self.drafts = [d for d in self.drafts if d is not heading.report]

    def placed_as_before(self, segment: Segment, item: Item, reading_from: int) -> None:
        """`建议归入：同上，新增一条 X`, `位置同前，补一条 X`: a suggestion that asks for an edit
        but names no place, only that it is the place of the item before, is read again with
        that item's section where the words point, when all that item asks goes to one section.
        Said alone (`同上。`), it names no edit of its own: which edit before it repeats for
        this item is a guess, so it is reported, never dropped."""
        pointer = self.lexicon.same_place.search(masked_all(segment.text))
        if pointer is None:
            return
        read = self.drafts[reading_from:]
        if any(d.target is not None or not d.unread_kind for d in read):
            return  # it names its own place, or says something else kbpatch reads
        index = self.brief.items.index(item)
        before = self.brief.items[index - 1] if index else None
        edits = [
            d
            for d in self.drafts[:reading_from]
            if before and d.item is before and d.kind.edits_document and not d.from_closing
        ]
        targets = {(d.target.key, d.target.raw) for d in edits if d.target and not d.target.part}
        if not edits or len(targets) != 1 or any(d.choice for d in edits):
            return
        if not read:
            self.report_unplaced(
                segment,
                item,
                segment.text.strip(),
                f"points at the item before ({said_at(segment.text, pointer)}) but names no "
                "edit of its own: "
                f"「{shortened(segment.text.strip(), 60)}」; check by hand",
            )
            return
        ((key, raw),) = targets
        raw = named_again(key, raw)
        del self.drafts[reading_from:]
        # `同上，新增…` reads as `§1-1 新增…`: the place heads the clause that asks.
        after = POINTER_TAIL.match(segment.text, pointer.end())
        end = after.end() if after else pointer.end()
        text, said = segment.text, segment.text[pointer.start() : end]
        placed = f"{text[: pointer.start()]}{raw} {text[end:]}"
        self.read_segment(Segment(text=placed, line=segment.line), item, from_closing=False)
        cited = {s.line for s in before.suggestions} if before else set()
        for draft in self.drafts[reading_from:]:
            # Its words as the brief writes them; the place comes from the line before, which
            # the row cites too.
            draft.request = draft.request.replace(f"{raw} ", said, 1)
            draft.clause = draft.clause.replace(f"{raw} ", said, 1)
            draft.lines |= {line for d in edits for line in d.lines} & cited

    def without_closing_voids(self, segment: Segment, item: Item) -> Segment:
        """The segment with the words that void a line of the closing list blanked (`主题外；
        下方归并动作第 2 行删去`): they are kept in closing_voids, to be settled once every line
        is read, and ask nothing of the document themselves."""
        plain = masked_quotes(segment.text)
        voids = list(self.lexicon.closing_line_void.finditer(plain))
        if not voids:
            return segment
        text = segment.text
        for void in voids:
            words = segment.text[void.start() : void.end()]
            sections = {ref.ref.key for ref in self.reader.refs_in(words)}
            self.closing_voids.append(
                ClosingVoid(item, segment, words, closing_line_number(void), frozenset(sections))
            )
            text = text[: void.start()] + blanked(void) + text[void.end() :]
        return Segment(text=text, line=segment.line)

    def withhold_unapproved(self, segment: Segment, reading_from: int, *, ticked: bool) -> None:
        """`- [ ] §2.2 新增 X` beside `- [x]` lines: an unticked box is not (yet) approved, and a
        box that marks its line dropped (`[-]`) never is: the line's edits (read from
        `reading_from` on) are reported, never proposed; its keeps stand. With no box ticked
        anywhere the boxes are a to-do list's, and its lines are requests."""
        dropped = self.lexicon.box_dropped.match(segment.text)
        unticked = self.lexicon.box_unticked.match(segment.text) if ticked else None
        box = dropped or unticked
        if box is None:
            return
        why = (
            "marks it dropped" if dropped else "is unticked beside ticked ones: not approved (yet)"
        )
        for draft in self.drafts[reading_from:]:
            if draft.kind.edits_document:
                draft.kind, draft.withheld = ActionKind.NOT_UNDERSTOOD, True
                draft.reason = f"the closing line's box {box.group('said')} {why}; check by hand"

    def report_relation_requests(self, item: Item) -> None:
        """`关系：应在 §3.1 新增一条 X` beside a 建议归入 that does not defer to it (`主题相关`)
        and an item that nothing else of the brief reads anything for: an edit asked only in
        the reasoning is reported with its words, never dropped, and never proposed (the
        reasoning also weighs options and remarks on what the document lacks)."""
        if not item.relation or self.options_above(item) or self.requests_above(item):
            return
        asked = {(d.kind, d.target_key) for d in self.drafts if d.item is item}
        reading_from = len(self.drafts)
        for segment in item.relation:
            self.read_segment(segment, item, from_closing=False)
        read = self.drafts[reading_from:]
        del self.drafts[reading_from:]
        for draft in read:
            if not draft.kind.edits_document or draft.withheld:
                continue
            if (draft.kind, draft.target_key) in asked:
                # `关系：应在 1.1 列表末尾加一条「- X。」` beside the closing list's `1.1 增加 X
                # 纳入标准（增量 6）`: the words the reasoning dictates are that add's.
                self.words_for_the_same_add(draft)
                continue
            if not self.asked_in_reasoning(draft):
                continue
            if draft.choice or draft.group or draft.preference < 0:
                continue  # an option the reasoning weighs, not a request of its own
            plain = self.lexicon.nouns.sub(blanked, masked_quotes(draft.clause or draft.request))
            if not any(self.lexicon.verbs[m].search(plain) for m in VERB_ORDER if m != "question"):
                continue  # `§6.1 开放问题第 30 条`: the list's name, no verb asking
            said = shortened(draft.clause or draft.request, 60)
            self.drafts.append(
                Draft(
                    kind=ActionKind.NOT_UNDERSTOOD,
                    lines=set(draft.lines),
                    item=item,
                    target=draft.target,
                    request=draft.request,
                    clause=draft.clause,
                    reason=(
                        f"asks for an edit ({draft.kind.value}) only in the 关系 line, which "
                        f"建议归入 does not defer to: 「{said}」; check by hand"
                    ),
                    segment_line=draft.segment_line,
                    reported_kind=draft.kind,
                )
            )

    def words_for_the_same_add(self, said: Draft) -> None:
        """The item's add asked elsewhere (the closing list) with no words of its own takes
        the words the item's reasoning dictates for the same section (`said`)."""
        if said.kind is not ActionKind.ADD_ENTRY or not (said.only_text or said.statement):
            return
        for draft in self.drafts:
            if (
                draft.item is said.item
                and draft.kind is ActionKind.ADD_ENTRY
                and draft.target_key == said.target_key
                and not (draft.only_text or draft.statement or draft.row)
            ):
                draft.only_text, draft.statement = said.only_text, said.statement
                draft.lines |= said.lines
                return

    def report_outside_lines(self) -> None:
        """A line no block reads (under a heading of no known kind, an arXiv list's line that
        cites nothing, the items' section before any item, the lines before any heading) that
        asks for something — an edit, a keep, a withdrawal, a `建议归入` of no item — is
        reported with its words and where it stands: never dropped unseen, never guessed
        into an edit. An items' section that holds lines but no item is reported too."""
        reported_items_section = False
        unread_items_section = ""
        sources = self.numbered_sources
        asked = {self.asked_number(d) for d in self.drafts if d.kind is ActionKind.ADD_CITATION}
        used = {sources[n].line for n in asked if n in sources}
        for line in self.brief.outside:
            segment = Segment(text=line.text, line=line.line)
            if line.line in used:
                continue  # a reference a citation asked by its number takes (numbered_sources)
            if line.block == "items" and not self.brief.items:
                unread_items_section = unread_items_section or line.heading or "增量"
            if line.block == "preamble" and self.scope_in_preamble(segment):
                continue
            # `## 备注` / `条目 1 的建议作废：重复发表。`: a withdrawal, wherever it stands, holds
            # the item's edits back (with its words), never beside its patch; unread where it
            # stands, it is still reported below.
            self.withdrawn_with_reason(segment, line.text.strip(" -*。."), read_rest=False)
            # Under a heading tagged as an item is, with a word kbpatch does not know (`### 核对
            # 3：零散项`), a line said with a verb of a request asks, whether or not kbpatch
            # reads where (`「甲醇」第 2 条…替换成…`).
            asks_by_verb = bool(ITEM_LIKE_HEADING.match(line.heading)) and (
                self.asks_by_verb(line.text)
                or bool(self.lexicon.loose_requests.search(masked_quotes(line.text)))
            )
            if not (self.asks_anything(segment) or asks_by_verb):
                continue
            reported_items_section = reported_items_section or line.block == "items"
            where = f"under 「{line.heading}」" if line.heading else "before any heading"
            self.report_unplaced(
                segment,
                None,
                line.text,
                (
                    f"stands {where}, outside every item and the closing list, so kbpatch "
                    f"did not read it: 「{shortened(line.text, 60)}」; put it in its item or "
                    "under the closing list's heading (建议动作), or check by hand"
                ),
            )
        if unread_items_section and not reported_items_section:
            first = next(line for line in self.brief.outside if line.block == "items")
            self.report_unplaced(
                Segment(text=first.text, line=first.line),
                None,
                first.text,
                (
                    f"the items' section 「{unread_items_section}」 holds lines but no item "
                    "heading kbpatch reads (`条目 N：名称`, `增量 N：名称`), so none of it was "
                    "read; check by hand"
                ),
            )

    def report_list_requests(self) -> None:
        """A line of the brief's caveats list or arXiv list that reads as an edit (`§6.2 …一行
        缺出处，归并时补 arXiv:…`, `→ 用途：§3.1 正文新增`) is reported with its words: those
        lists are read for what entries must say, for keeps and for ids, never for edits."""
        lists = (("caveats list", self.brief.caveats), ("arXiv list", self.brief.citations))
        withheld = {d.segment_line for d in self.drafts if d.withheld}
        # Caveat lines that withdraw an item (caveat_holds_items): read, with their words.
        withheld |= {
            d.segment_line
            for d in self.drafts
            if d.kind is ActionKind.CONSTRAINT and d.item is not None and d.from_closing
        }
        for name, segments in lists:
            for segment in segments:
                if name == "caveats list" and caveats_in(segment.text, self.lexicon.negation):
                    continue  # words an entry must say: carried, or reported, above
                if segment.line in withheld:
                    continue  # reported withheld (report_withheld_unread), with its words
                named = self.item_index.named_in(masked_quotes(segment.text))
                asks = name == "caveats list" and self.asks_the_merger(segment.text)
                # `"X"那一条已有答案 → 请勾选`: a question's box asked ticked, reported.
                ticks = self.asks_a_tick(segment.text)
                read = self.read_aside(segment)
                arrow = CAVEAT_ARROW.search(segment.text) if name == "caveats list" else None
                if arrow and not any(d.kind.edits_document for d in read):
                    # `X 已发布 → 在 4.2 补一条 X`, `X 已到 21.4k → 4.1 表 X 行…改为…`: the
                    # advice after a caveat's arrow is a line of its own, a bare section number
                    # at its start included; the fact before it (`已发布`) is no edit done.
                    advice_text = segment.text[arrow.end() :]
                    kept_before = len(self.body_kept)
                    advice = self.read_aside(
                        replace(
                            segment,
                            text=marked_sections(advice_text, self.sections, self.lexicon),
                        )
                    )
                    if self.said_of_a_thing(segment.text, advice_text):
                        # `X 为厂商口径：→ 不入正文`: the advice keeps X out, not the body.
                        del self.body_kept[kept_before:]
                    if any(d.kind.edits_document for d in advice) or self.unread_ask(
                        segment, advice
                    ):
                        read = advice
                own = {d.target_key for d in self.drafts if d.item in named}
                elsewhere = any(
                    (d.kind.edits_document or d.unproposed) and d.target_key not in own
                    for d in read
                )
                if not (asks or ticks or elsewhere) and any(item.suggestions for item in named):
                    # About an item that says its own edits (`X 的归位悬置：…今晚需二选一`):
                    # those are read where it says them. An edit the line asks of the one
                    # who merges (`→ 请在「X」一节末尾新增一条 Y`, `→ 请勾选…`), or in a
                    # section the item's edits leave alone (`⚠ X … → 更新日志需补一行`), is
                    # its own.
                    continue
                # A section the items or the closing list edit already: the line repeats them
                # (a caveat asking the sources a closing line adds), in other words maybe.
                asked = {sourcing(d) for d in self.drafts if d.kind.edits_document}
                # A removal or move asked there (`建议删去 §2.3 中 X 一条`) is a request too,
                # one kbpatch does not propose: reported, never left unseen.
                edits = [d for d in read if d.kind.edits_document or d.unproposed]
                if edits and all(sourcing(d) in asked for d in edits):
                    continue
                # `问题 1 的状态改为"部分回答"`: a value dictated there asks for an edit too.
                dictates = name == "caveats list" and bool(self.dictated_change(segment.text))
                if not edits and not (
                    name == "caveats list"
                    and (asks or ticks or dictates or self.unread_ask(segment, read))
                ):
                    continue
                self.report_unplaced(
                    segment,
                    None,
                    segment.text.strip(),
                    f"stands in the brief's {name}, which kbpatch does not read for edits: "
                    f"「{shortened(segment.text.strip(), 60)}」; put it in its item's 建议归入 "
                    "or in the closing list, or check by hand",
                )

    def read_aside(self, segment: Segment) -> list[Draft]:
        """What a list line reads as, read as a closing line and set aside: never made."""
        reading_from = len(self.drafts)
        self.read_segment(segment, None, from_closing=True)
        read = self.drafts[reading_from:]
        del self.drafts[reading_from:]
        return read

    def asks_a_tick(self, text: str) -> bool:
        """`"X"那一条已有答案 → 请勾选`: a box asked ticked, in any words (lexicon tick); not
        one forbidden in its own clause (`不要借它把第 30 条标成已解决`)."""
        plain = masked_quotes(text)
        for match in self.lexicon.tick_asked.finditer(plain):
            clause = max(plain.rfind(mark, 0, match.start()) for mark in "，,；;。") + 1
            if not self.lexicon.negation.search(plain, clause, match.start()):
                return True
        return False

    def asks_the_merger(self, text: str) -> bool:
        """`→ 请勾选，并在行末补…`: a caveat line that asks the one who merges for an edit
        (lexicon caveat_request), whatever kbpatch reads of it; not `请注意…`, which asks only
        to read."""
        return bool(self.lexicon.caveat_request.search(masked_quotes(text)))

    def report_caveat_request(self, segment: Segment, item: Item) -> None:
        """`值得警惕：§2.2 X 条目里的"A"应为"B"，需回原文核对`, `值得警惕：上面的 2.3× 应为
        2.1×`: an item's own caveat that reads as an edit is reported with its words, as the
        same line in the brief's caveats list is (report_list_requests): never made, never
        dropped unseen. (A corrected value the item's entry would write holds that entry back:
        forbidden_by_item.) What the caveat keeps or carries into the entry is read above."""
        if caveats_in(segment.text, self.lexicon.negation) or any(
            segment.line in d.lines for d in self.drafts if d.kind is not ActionKind.ADD_ENTRY
        ):
            return
        held = self.holds_the_item(segment.text)
        if held:
            # `值得警惕：E2 复现之前先不要落笔`: the item's edits wait, held back with its words.
            self.drafts.append(replace(self.withdrawal(segment, item, held), from_closing=False))
            return
        reading_from, body_kept = len(self.drafts), len(self.body_kept)
        # An aside (`（像素扩散 → LLM 预算）`) speaks of the paper, not of an edit.
        self.read_segment(
            replace(segment, text=ASIDE_WORDS.sub("", segment.text)), item, from_closing=False
        )
        read = self.drafts[reading_from:]
        del self.drafts[reading_from:], self.body_kept[body_kept:]
        # (A section named with a verb around it is no request here: `§6.1 的问题依然成立，不应
        # 写成…` speaks of what the entry says.)
        if (
            not any(d.kind.edits_document for d in read)
            and not corrected_values(segment.text, self.lexicon)
            and not self.asks_a_tick(segment.text)
        ):
            return
        self.report_unplaced(
            segment,
            item,
            segment.text.strip(),
            f"stands in {item.key}'s caveats (值得警惕), which kbpatch does not read for edits: "
            f"「{shortened(segment.text.strip(), 60)}」; put it in the item's 建议归入 or in the "
            "closing list, or check by hand",
        )

    def holds_the_item(self, text: str) -> str:
        """The sentence of an item's caveat that holds the item back, naming no section (a
        keep of one is read as a constraint): a take-back after the time it waits for
        (`E2 复现之前先不要落笔`, `复现前先别入档`), or a write asked under a condition
        (`待作者放出代码后再写入`); "" for any other."""
        for sentence in split_outside_quotes(text, SENTENCE_SPLIT):
            plain = masked_quotes(sentence).strip(" 。.；;")
            if not plain or plain != sentence.strip(" 。.；;"):
                continue  # quoted words: what the entry must (not) say, read above
            if self.reader.refs_in(sentence):
                continue
            last = split_clauses(plain)[-1]
            waited = WAITED_FOR.match(last)
            tail = last[waited.end() :].strip(" ，,") if waited else ""
            conditional = self.reader.not_a_request(sentence).startswith(CONDITIONAL_REASONS)
            if (tail and self.lexicon.take_back.fullmatch(tail)) or (
                conditional and self.lexicon.place["written_into"].search(plain)
            ):
                return sentence.strip(" 。.；;")
        return ""

    def unread_ask(self, segment: Segment, read: list[Draft]) -> bool:
        """`§6.2 "X"一行缺出处，归并时补 arXiv:…`, `§3.1 X 条目里的"31%"与原文不符，归并时顺手
        改掉`: a list line naming a section kbpatch cannot read a request of, which still asks
        with a verb or speaks to the one who merges, asks for something; a remark that names
        a section (`与 §3.1 的基线不可比`) does not."""
        if not any(
            d.kind is ActionKind.NOT_UNDERSTOOD and d.target and not d.withheld for d in read
        ):
            return False
        plain = masked_quotes(segment.text)
        verbs = self.lexicon.nouns.sub(blanked, plain)
        return bool(self.lexicon.at_merge.search(plain)) or any(
            self.lexicon.verbs[m].search(verbs) for m in VERB_ORDER
        )

    def scope_in_preamble(self, segment: Segment) -> bool:
        """`本轮 3 条增量，建议只落笔条目 1、2。`, `> 落笔范围：§3.1、§2.2。`, `落笔原则：本轮只改
        第三章与第二章，端侧（第五章）不动。`, `其中条目 3 仅供参考、不建议入档`: the brief's
        opening lines may say the round's scope, read as the closing list's lines are, when all they
        ask is that: limits, keeps and withdrawals, no edit and nothing unread. Returns
        whether the line was read so (else it is reported as before)."""
        reading_from = len(self.drafts)
        named = len(self.closing_named)
        self.read_segment(segment, None, from_closing=True)
        read = self.drafts[reading_from:]
        if any(d.kind is ActionKind.CONSTRAINT for d in read) and all(
            d.kind in (ActionKind.CONSTRAINT, ActionKind.NO_OP) for d in read
        ):
            return True
        del self.drafts[reading_from:]
        del self.closing_named[named:]
        return False

    def asks_anything(self, segment: Segment) -> bool:
        """Whether a line read as a closing-list line asks for something: an edit, a keep or
        a withdrawal (read aside, and dropped: only whether it asks is wanted)."""
        label = FIELD.match(segment.text)
        if label is not None and FIELD_SLOTS.get(label.group("name")) == "suggestions":
            return True
        reading_from = len(self.drafts)
        self.read_segment(segment, None, from_closing=True)
        read = self.drafts[reading_from:]
        del self.drafts[reading_from:]
        if any(draft.kind.edits_document or draft.kind is ActionKind.CONSTRAINT for draft in read):
            return True
        # `§5.9 "X" 一条…，建议从 §5.9 删去`: a request kbpatch does not read (a deletion, a
        # move) still asks, when it names a section and says it with a verb.
        return any(
            draft.kind is ActionKind.NOT_UNDERSTOOD and draft.target is not None for draft in read
        ) and self.asks_by_verb(segment.text)

    def place_only(self, clause: str) -> bool:
        """Whether the clause names a place and asks nothing: in a paragraph (PLACE_END_LEAD,
        `在 §1.3 第一段末尾`, `以「X」开头的那段`), a section or its table alone (SECTION_ONLY:
        `5.1 表`, `# 6 开放问题`), or after a row or entry (PLACED_AFTER: `接在 X 那一行下面`)."""
        plain = masked_quotes(clause).strip().rstrip("。.")
        named = (
            PLACE_END_LEAD.search(plain) is not None
            # (`§1.1 推论那句加下划线`: words holding a verb's root or a line's noun are no
            # heading's, whatever the lexicon reads in them.)
            or (
                (section := SECTION_ONLY.fullmatch(plain)) is not None
                # (`2.1 正极材料条目列表`: the entries' list, a part of the section, neither a
                # line nor a verb.)
                and not EDIT_ROOTS.search(
                    heading := plain[: section.start("part") % (len(plain) + 1)]
                )
                and not LINE_NOUNS.search(heading)
            )
            or PLACED_AFTER.search(plain)
        )
        # (`§2 保持原样`, `§2 不动`: a keep of the section, no place of the next request.)
        kept = self.lexicon.negation.search(plain) or KEPT_WORDS.search(plain)
        return bool(named) and not kept and not self.asks_by_verb(clause)

    def asks_by_verb(self, text: str) -> bool:
        """Whether the words hold a verb of any request, read or not (an edit verb, a deletion,
        move or merge, words to the one who merges)."""
        plain = masked_quotes(text)
        verbs = self.lexicon.nouns.sub(blanked, plain)
        unread = (
            self.lexicon.unsupported,
            self.lexicon.item_merge,
            self.lexicon.at_merge,
            self.lexicon.new_column,
            self.lexicon.new_heading,
        )
        # `勾掉"X"`: a tick asked of a quoted line, read with its quote.
        return (
            bool(self.lexicon.tick_asked.search(text))
            or any(words.search(plain) for words in unread)
            or any(self.lexicon.verbs[m].search(verbs) for m in VERB_ORDER)
        )

    def asks_or_puts(self, text: str) -> bool:
        """A verb of any request or a word that puts (`归入`, `放进`, `写入`); not a root alone
        (`见各条目`: a pointer; `加速比`)."""
        words = masked_quotes(text)
        return self.asks_by_verb(text) or any(
            self.lexicon.place[key].search(words) for key in ("put", "arrows")
        )

    def writes_into(self, text: str) -> bool:
        """asks_or_puts, or words that write something into a place (`写入 Trends`)."""
        return self.asks_or_puts(text) or bool(
            self.lexicon.place["written_into"].search(masked_quotes(text))
        )

    def report_unread_suggestions(self) -> None:
        """An increment whose 建议归入 asks for something (a verb, a word or arrow that puts
        something somewhere) but reads as nothing (`Engines ← FlexPage`: no place kbpatch
        knows), and that nothing else of the brief reads anything for, is reported with the
        suggestion's words: an item is never dropped unseen. A pointer (`见归并动作`) asks
        nothing of its own. So is an item with no 建议归入 kbpatch knows whose other lines ask
        (`«建议归入» §3.1 新增…`: a label written in a way kbpatch does not read)."""
        heard = {d.item_key for d in self.drafts}
        # A suggestion that withdrew or corrected another item was read for that item. (What
        # this loop reports stands on its own item's lines, never on another item's.)
        read = {line for d in self.drafts for line in d.lines}
        for item in self.brief.items:
            if item.status is ItemStatus.INCREMENT and item.key in heard:
                self.report_unread_lines(item, read)
            if item.status is not ItemStatus.INCREMENT or item.key in heard:
                continue
            said = [
                s
                for s in item.suggestions or self.unlabelled_lines(item)
                if self.asks_by_its_words(s.text)
                and not self.declines(s.text)
                and s.line not in read
            ]
            if not said:
                continue
            words = shortened(" ".join(s.text.strip() for s in said), 60)
            self.report_unplaced(
                said[0],
                item,
                said[0].text,
                (
                    f"{item.key}'s 建议归入 「{words}」 asks for nothing kbpatch reads (no edit "
                    "and no place it knows), and no other line of the brief does; check by hand"
                    if item.suggestions
                    else f"{item.key} has no 建议归入 field kbpatch reads, and its words "
                    f"「{words}」 ask for an edit; check by hand"
                ),
            )

    def report_unread_lines(self, item: Item, read: set[int]) -> None:
        """`表下"X"一句，艘数改为 5` as one line of a 建议归入 whose other lines kbpatch read: a
        line of it that asks by its words, of which nothing is read, is reported with them. An
        item with no 建议归入 kbpatch knows, heard through the closing list only, has its own
        lines that ask so reported too (`- §1.1 X 调整为 Y` under `### 条目 4　编辑性修订`)."""
        for segment in item.suggestions or self.unlabelled_lines(item):
            if segment.line in read:
                self.report_unread_beside_holds(item, segment)
                continue
            if (
                not self.asks_by_its_words(segment.text)
                or self.declines(segment.text)
                or self.lexicon.points_to_brief.search(segment.text)
            ):
                continue
            self.report_unplaced(
                segment,
                item,
                segment.text,
                f"{item.key}'s {'建议归入 ' if item.suggestions else ''}line "
                f"「{shortened(segment.text.strip(), 60)}」 asks for something kbpatch does not "
                "read (no edit and no place it knows); check by hand",
            )
            read.add(segment.line)

    def report_unread_beside_holds(self, item: Item, segment: Segment) -> None:
        """`术语里「X」的释义替换为：「…」C.3 第一条先别动`: a line of which only holds were read
        (a keep, a stated no-op), while a sentence of it asks by its words and is no part of
        them, reports that sentence: the hold beside it never hides it."""
        own = [d for d in self.drafts if segment.line in d.lines and d.item_key == item.key]
        if not own or any(d.kind not in (ActionKind.CONSTRAINT, ActionKind.NO_OP) for d in own):
            return
        said = [d.clause or d.request for d in own]
        for sentence in self.sentences_of(segment.text):
            words = sentence.strip(" 。.；;")
            if (
                not words
                or any(s.strip(" 。.；;") and s.strip(" 。.；;") in words for s in said)
                or any(words in s for s in said)
                or not self.asks_by_its_words(words)
                or self.declines(words)
                or self.lexicon.points_to_brief.search(words)
                # (A void of a closing line is settled once all is read; a hand-over to
                # another document asks nothing of this one.)
                or self.lexicon.closing_line_void.search(masked_quotes(words))
                or self.lexicon.verbs["hand_over"].search(masked_quotes(words))
            ):
                continue
            self.report_unplaced(
                segment,
                item,
                words,
                f"{item.key}'s 建议归入 line asks 「{shortened(words, 60)}」, which kbpatch does "
                "not read (no edit and no place it knows), beside what it holds back; check by "
                "hand",
            )

    @staticmethod
    def unlabelled_lines(item: Item) -> tuple[Segment, ...]:
        """An item's lines when kbpatch read none of its labels (`«来源» …`, `«建议归入» …`: all
        its lines stand as its 要点); else none: a 要点 speaks of the paper, not of an edit."""
        labelled = (item.sources, item.relation, item.verdict, item.caveats)
        return () if any(labelled) else item.summary

    def report_unheard_closing(self, segment: Segment) -> None:
        """`以上两条（A、B）都归入"X"部分，各新增一条` where no item names X: a closing-list line
        that speaks of the items (every one, or some by tag or name) and asks by its words, but
        of which nothing is read, is reported with its words, never dropped (unless it only
        refuses or takes back: `两条都暂不归入`), when nothing else of those items was read. A
        line of no item (`本轮仅写入本文件`) says what the round did."""
        plain = masked_all(segment.text)
        scope = self.lexicon.scope
        every = scope["all_items"].search(plain) if scope else None
        named = self.item_named_in(segment.text)
        # Only items of which nothing else was read: a line restating an item's own request
        # (`更新 X 数字（条目一）`) or one beside its row adds nothing to check.
        unheard = all(map(self.unheard, self.brief.items)) if every else self.unheard(named)
        # `大事记补一行：…（条目 1）` where item 1 asked only a change of values: no restatement
        # of what the item asked, but an edit of another kind, which is no less asked.
        besides = not unheard and self.asks_another_kind(segment.text, named)
        unheard = unheard or besides
        # A line of no item that dictates a new entry's words (`术语表新增：X：…`) asks for
        # that entry all the same: reported, never dropped.
        # So does one that gives a line or value to change something to (`版本行更新为：…`).
        dictated = (
            named is None
            and not every
            and (self.dictates_entry(segment.text) or self.dictates_new_words(segment.text))
        )
        if (
            not (unheard or dictated)
            or not self.asks_or_puts(segment.text)
            or self.declines(segment.text)
            or self.lexicon.negated.search(plain)
            or any(self.lexicon.take_back.fullmatch(c) for c in CLAUSE_CUT.split(plain))
        ):
            return
        self.report_unplaced(
            segment,
            None,
            segment.text,
            f"the closing line 「{shortened(segment.text.strip(), 60)}」 asks for an edit, but "
            f"kbpatch reads {'no section' if besides else 'no item and no section'} it knows "
            "in it; check by hand",
        )

    def asks_another_kind(self, text: str, item: Item | None) -> bool:
        """Whether a closing line about `item` gives words of its own to write (a quote, or
        the words after an add verb's colon) for an edit of a kind the item's own words were
        read as asking for none of (nor reported as unread). A line that only points back at
        the item (`条目 1 按上文建议归入`) restates it."""
        if item is None or not (first_quote(text) or self.dictates_entry(text)):
            return False
        kind = self.reader.kind_in(text, None)
        own = [d for d in self.drafts if d.item is item]
        return (
            kind is not None
            and kind.edits_document
            and bool(own)
            and not any(kind in (d.kind, d.unread_kind) for d in own)
        )

    def dictates_entry(self, text: str) -> bool:
        """Whether an add verb is followed by a colon and the new entry's own words
        (`术语表新增：X：…`, `补一条：X：…`)."""
        plain = masked_quotes(text)
        return any(
            DICTATED_AFTER_VERB.match(plain, verb.end()) or ROW_AFTER_VERB.match(text, verb.end())
            for verb in self.lexicon.verbs["add"].finditer(plain)
        )

    def dictates_new_words(self, text: str) -> bool:
        """Whether a verb of changing values is followed by the words to write (`版本行更新为：
        最后更新：2026-12-22 ｜ …`, `文首日期改为 2026-12-23`)."""
        plain = masked_quotes(text)
        return any(
            len(plain[verb.end() :].strip(" \t：:。.`")) >= 4
            for verb in self.lexicon.value_forms.verb.finditer(plain)
        )

    def declines(self, text: str) -> bool:
        """Whether every clause of `text` that asks by its words asks for nothing: refused
        (`暂不归入`, `无需归入`), kept (`保持不变`, `免更新`), done before (`已在上轮补录进 C-1`)
        or someone else's words (`作者建议在 C-2 新增…`), beside words that ask nothing
        (`仅供参考`, `本轮无动作`)."""
        clauses = CLAUSE_CUT.split(text.replace("。", "；"))
        asking = [c for c in clauses if self.asks_by_its_words(c)]
        return bool(asking) and all(
            self.reader.not_a_request(c).startswith(ASKS_NOTHING)
            # `§1.3 X 条目保持不变`, `§2.2 免更新`, `无需再动`: a keep or a negated verb.
            or self.lexicon.no_op.search(masked_quotes(c))
            or self.lexicon.negated.search(masked_quotes(c))
            for c in asking
        )

    def asks_by_its_words(self, text: str) -> bool:
        """Whether a line holds words that ask for something: a verb, a word or an arrow that
        puts one thing into another (`归入`, `←`), or a root of a verb kbpatch reads in no
        phrase of it (`"X"一节补 Y`), unless the line only points back at the reasoning."""
        plain = masked_quotes(text)
        place = self.lexicon.place
        return (
            any(self.lexicon.verbs[m].search(plain) for m in VERB_ORDER)
            or any(place[key].search(plain) for key in ("put", "arrows"))
            # `删去 §③-2 中 "X" 一条` where the section is not read: a deletion, split or move.
            or self.lexicon.unsupported.search(plain) is not None
            or (
                # Not the roots in a name of a block of the brief (`见归并动作`: a pointer).
                self.lexicon.roots.search(
                    self.lexicon.closing_heading.sub(
                        blanked, self.lexicon.suggestion_label.sub(blanked, plain)
                    )
                )
                is not None
                and not self.defers(masked_all(text))
            )
        )

    def report_shared_keys(self) -> None:
        """Two items headed with one number (`条目 1` twice): what the rest of the brief says
        of `条目 1` may mean either; said once, with both headings' lines."""
        lines_by_key: dict[str, list[int]] = {}
        for item in self.brief.items:
            lines_by_key.setdefault(item.key, []).append(item.line)
        for key, lines in lines_by_key.items():
            if len(lines) < 2:
                continue
            where = "、".join(str(line) for line in lines)
            self.drafts.append(
                Draft(
                    kind=ActionKind.NOT_UNDERSTOOD,
                    lines=set(lines),
                    item=None,
                    target=None,
                    request=key,
                    reason=(
                        f"{len(lines)} items are headed {key} (brief lines {where}): a line "
                        f"that names {key} may mean either; check by hand"
                    ),
                    segment_line=lines[1],
                )
            )

    def options_above(self, item: Item) -> list[Segment]:
        """`建议归入：见上，二选一`: a suggestion that points back and lists no options of its
        own reads the options the reasoning lists (`(a) §4.1 …；(b) §5.5 …`) as its own."""
        if any(len(OPTION.findall(masked_quotes(s.text))) >= 2 for s in item.suggestions):
            return []  # the suggestion lists the options itself
        return [
            s for s in self.requests_above(item) if len(OPTION.findall(masked_quotes(s.text))) >= 2
        ]

    def requests_above(self, item: Item) -> list[Segment]:
        """`建议归入：同上` after a reasoning that asks for the edits itself (`§3.2节 末尾应新增
        一条 X`, `add to §2.5: …`) and lists no options: the reasoning is the suggestion."""
        if not any(self.defers(masked_all(s.text)) for s in item.suggestions):
            return []
        return list(item.relation)

    def defers(self, text: str) -> bool:
        """Whether a suggestion points back at the reasoning (`见上`, `按关系一栏处理`); not
        when it says not to (`不按关系栏办`, `别照上面做`)."""
        for pointer in self.lexicon.see_above.finditer(text):
            before = text[max(0, pointer.start() - 3) : pointer.start()]
            if not self.lexicon.negation.search(before):
                return True
        return False

    def asked_in_reasoning(self, draft: Draft) -> bool:
        """Whether a reading of the reasoning is a request. The reasoning also says what the
        document holds or lacks (`§1.1 的 X 条目已提到…`, `2.5 小节 "X" 一条只说了…`): an
        edit is read only with a verb (a noun such as `条目` alone is none), and a sentence
        that asks for nothing is context, not a request left unread. A keep stays a keep, and
        an edit asked for under a condition (`…应新增一条 X，除非 E2 否定`) is still reported."""
        if draft.kind is ActionKind.NOT_UNDERSTOOD and draft.conditional:
            return True
        if draft.kind in (ActionKind.NOT_UNDERSTOOD, ActionKind.NO_OP):
            return False
        if not draft.kind.edits_document:
            return True
        plain = masked_quotes(draft.clause or draft.request)
        verbs = self.lexicon.nouns.sub(blanked, plain)
        return any(pattern.search(verbs) for pattern in self.lexicon.verbs.values())

    def read_constraints(self, segment: Segment, item: Item | None) -> None:
        """A caveat's constraints (`不得写进 §1.1`): kept, and so is an edit it asks for under a
        condition or as a question (`如果 E2 确认…，§6.1 新增…`, `§3.3 要不要补一句…？`),
        reported with its words; every other reading of it dropped."""
        reading_from = len(self.drafts)
        self.read_constraint_clauses(segment, item)
        read = [d for d in self.drafts[reading_from:] if d.kind is ActionKind.CONSTRAINT]
        if item is not None and not any(d.forbids or d.target is not None for d in read):
            # A keep of an entry by name (`Protenix 暂不入档`: no row to keep yet) or of figures
            # holds only edits of them; the clause's refusal of a kind still holds the item's,
            # but for its changes of values, which a keep of a row (`X 的平均步数先别改`) or of
            # figures (`2.5% 不要改`) holds where they are its.
            kept = any(d.kept_row or d.kept_figures for d in read)
            self.caveat_refusal(segment, item, values=not kept)
        if item is None and len(self.drafts) == reading_from:
            # The brief's own caveats list; an item's caveats say how to make its edits
            # (`若要动，只更新数字即可`).
            self.report_withheld_unread(segment, None)

    def caveat_refusal(self, segment: Segment, item: Item, *, values: bool = True) -> None:
        """`延迟数字暂缓更新`, `术语本轮不加`, `Yelp 一行暂不入表`, `…，勿写入活文档`: an item's
        caveat whose clause ends by refusing an edit, of a thing kbpatch reads no place or entry in,
        holds the item's own edits of the kind it refuses (values, new lines, or any writing):
        the item's caveat speaks of the item's request."""
        # A refusal to write (`…，勿写入活文档`) holds a change of values, which writes only
        # that figure; beside a new entry it keeps the words it names out of it (kept_out).
        refusals: tuple[tuple[str, frozenset[ActionKind]], ...] = (
            ("caveat_writes", VALUE_EDITS),
            ("caveat_values", VALUE_EDITS),
            ("caveat_adds", ADDED_KINDS),
            ("caveat_shelved", EDIT_KINDS),
            ("caveat_put_off", EDIT_KINDS),
            ("caveat_left_as_is", EDIT_KINDS),
        )
        # `暂缓：等作者确认`: the words before a colon are a clause of their own, as a sentence is.
        clauses = re.split(r"[，,；;：:。]", masked_quotes(segment.text))
        if not values:
            # (Nor a shelving of all: `Willow 条目本轮不动` keeps Willow, not the item's edit.)
            refusals = tuple((key, kinds) for key, kinds in refusals if kinds is ADDED_KINDS)
        if self.names_other_places(segment, item):
            # `D-2 表里 X 那一行等下一轮统一改，本轮先不动`, `表 2-1 北京行的来源…，这次不改`: the
            # shelving is of the place named, not of the item's own edit elsewhere.
            refusals = tuple((key, kinds) for key, kinds in refusals if kinds is ADDED_KINDS)
        if self.speaks_of_another_thing(segment, item):
            # `重庆的同类公报还没拿到，等到了再补一行，今晚不加` beside the item's 成都 row: the
            # refusal is of that other thing's line.
            return
        for index, clause in enumerate(clauses):
            said = clause.strip(" \t。.！!")
            copied = self.lexicon.constraints["caveat_figure_copied"].search(said)
            if copied is not None:
                # `不要照搬上面那行的 1200`, `别照抄 1200 这个数`: that figure is not written; the
                # item's edit that writes it is held (held_values), another stands.
                refusal = self.add_refusal(segment, item, said, EDIT_KINDS)
                refusal.held_values = [copied["figure"].strip()]
                if self.figure_swapped(segment, item, clause, copied["figure"].strip()):
                    # (The edit writes the figure given instead: the refusal is obeyed.)
                    refusal.forbids, refusal.held_values = frozenset(), []
                continue
            put_off = self.kind_put_off(segment, said) if said else None
            if put_off is not None:
                # `若…再考虑在 G 表新增一个待解问题；今晚不加`: "not now" of the kind of edit put
                # off just before (a question), not of the item's other edits.
                self.add_refusal(segment, item, said, frozenset({put_off}))
                return
            for key, kinds in refusals:
                pattern = self.lexicon.constraints[key]
                # The refusal ends the clause: some phrase of it, from where one starts, runs to
                # the end (`先别加到排行榜`, not only its `先别加`).
                found = next(
                    (
                        whole
                        for start in pattern.finditer(said)
                        if (whole := pattern.fullmatch(said, start.start()))
                    ),
                    None,
                )
                if found is not None and not (
                    (
                        key in ("caveat_left_as_is", "caveat_put_off")
                        and self.names_another_thing(said[: found.start()], item)
                    )
                    or (
                        key == "caveat_adds"
                        and self.names_another_question(said[: found.start()], item)
                    )
                    or self.points_at_other_things(segment.text, clause, item)
                ):
                    refusal = self.add_refusal(segment, item, said, kinds)
                    if key == "caveat_writes":
                        refusal.held_values = self.quoted_before(segment.text, clause)
                    else:
                        self.hold_what_is_named(refusal, segment.text, clauses, index, found)
                    return
            first = self.refusal_before_own_words(said, item) if values else None
            if first is not None:
                self.add_refusal(segment, item, said, first)
                return

    def hold_what_is_named(
        self,
        refusal: Draft,
        text: str,
        clauses: list[str],
        index: int,
        found: re.Match[str],
    ) -> None:
        """A caveat's keep that names lines by their labels before its words (`Q-09（…）不要
        关`, `H-02 不动`) holds edits of those lines only; a bare keep (`…「约 410」本轮没有复
        核，别改`) holds what the clause before it names: its labelled lines, its quoted words
        and figures. A keep naming a section or an item is left as it is."""
        head = clauses[index][: clauses[index].find(found.group(0))]
        if not head.strip() and index > 0:
            # (The clauses are cut from the text with its quotes blanked, mark by mark.)
            start = sum(len(c) + 1 for c in clauses[: index - 1])
            prior = text[start : start + len(clauses[index - 1])]
            plain = masked_all(prior)
            # `180 这个数先保留，等有第二个来源再说`: a wait after a keep of a figure is of it.
            kept = self.lexicon.no_op.search(plain) or self.lexicon.negated.search(plain)
            if BARE_KEEP.fullmatch(found.group(0).strip()) or (kept and FIGURE.search(plain)):
                head = prior
                named = self.reader.values_named(prior)
                if named is not None:
                    refusal.held_values = [
                        *named,
                        *(m.group(0) for m in FIGURE.finditer(plain) if kept),
                    ]
        # (A label may read as a list's place too: `Q-09` names the question list.)
        refusal.held_labels = LABEL_IN_WORDS.findall(masked_all(head))

    def points_at_other_things(self, text: str, clause: str, item: Item) -> bool:
        """Whether a caveat's keep points back at several things (`这两处`, `这些`, `两者`) its
        sentence quotes before it, none of them words of the item's own request (`摘要里"…12
        个"…，表题里的"截至 2026-11-20"也该跟着改…，本轮这两处都先不碰`): the keep is of those
        things, not of the item's edit."""
        plain = masked_quotes(text)
        at = plain.find(clause)
        plural = PLURAL_POINTER.search(clause)
        # `表格下方"表格说明"那段已经…，那段不要改`: one thing pointed back at, as several are.
        single = None if plural else SINGLE_POINTER.match(clause.strip())
        if at <= 0 or not (plural or single):
            return False
        sentence = SENTENCE_SPLIT.split(text[:at])[-1]
        quoted = [q.group(1).strip() for q in QUOTE.finditer(sentence) if q.group(1).strip()]
        asked = " ".join(s.text for s in item.suggestions)
        return len(quoted) >= (2 if plural else 1) and not any(words in asked for words in quoted)

    def figure_swapped(self, segment: Segment, item: Item, clause: str, refused: str) -> bool:
        """`「规模 MW」一格应填 1380，不填 1400`: a caveat refusing a figure of the item's own
        words, in the clause after one that gives the figure to write instead, swaps it in the
        item's one edit that writes the refused figure once (cited with the caveat's line);
        the refusal then holds nothing. Any doubt (no such clause, several edits or places
        writing it, figures of other units) leaves the edit held. Whether it was swapped."""
        plain = masked_quotes(segment.text)
        at = plain.find(clause)
        before = CLAUSE_CUT.split(plain[:at].rstrip(" ，,"))[-1] if at > 0 else ""
        used = FIGURE_USED.search(before)
        if used is None or self.lexicon.negation.search(before[: used.start()]):
            return False
        figure = used["figure"].strip()
        if figure == refused or unit_of(figure) != unit_of(refused):
            return False
        writing = [
            d
            for d in self.drafts
            if d.item is item and d.kind.edits_document and writes_any([refused], d)
        ]
        if len(writing) != 1 or not swapped_figure(writing[0], refused, figure):
            return False
        writing[0].lines |= {segment.line}
        return True

    @staticmethod
    def quoted_before(text: str, clause: str) -> list[str]:
        """The words a caveat quotes in the clauses before its refusal to write, with none of
        its own (`新闻稿里"2027 年投入商业运营"只是公司口径，不要写进正文`): what it keeps out
        of the document, so an edit of the item that writes none of them stands."""
        at = masked_quotes(text).find(clause)
        if at <= 0 or QUOTE.search(text[at : at + len(clause)]):
            return []
        quoted = [q.group(1).strip() for q in QUOTE.finditer(text[:at]) if q.group(1).strip()]
        return list(dict.fromkeys(quoted))

    def kind_put_off(self, segment: Segment, said: str) -> ActionKind | None:
        """The kind of new thing other than an entry (a question, a citation) that the sentence
        before the caveat clause `said` puts off on a condition (`若…，再考虑在 G 表新增一个待解
        问题`), which a bare refusal after it (`今晚不加`) says "not now" of; else None."""
        at = segment.text.find(said)
        if at <= 0:
            return None
        sentences = split_outside_quotes(segment.text[:at], SENTENCE_SPLIT)
        before = next((s for s in reversed(sentences) if s.strip(" ，,")), "")
        if not self.reader.not_a_request(before).startswith(CONDITIONAL_REASONS):
            return None
        kind = self.reader.ordered_kind(masked_all(before), before, None)
        return kind if kind in (ActionKind.ADD_QUESTION, ActionKind.ADD_CITATION) else None

    def names_another_question(self, words: str, item: Item) -> bool:
        """Whether the words before a caveat's refusal to add name a question by its number
        (`第 8 问的进展行先不加`) that none of the item's own requests names: the refusal is of
        a line under that question, not of the item's entry elsewhere."""
        asked = " ".join(s.text for s in item.suggestions)
        named = [m.group(0) for m in QUESTION_BY_NUMBER.finditer(masked_quotes(words))]
        return bool(named) and not any(
            re.sub(r"\s", "", label) in re.sub(r"\s", "", asked) for label in named
        )

    def names_another_thing(self, words: str, item: Item) -> bool:
        """Whether the words before a caveat's refusal name a thing the item's own request does
        not (`WEST 条目保持原样` beside a change of the 表注): the refusal is of that thing."""
        # (`这条`, `这一改动`, `该条`: the item's own request pointed at, no other thing.)
        named = words_of_a_thing(POINTED_AT_OWN.sub("", words), self.lexicon)
        asked = " ".join(s.text for s in item.suggestions)
        if not named:
            return False
        # (`表注措辞` names the 表注 the request changes: a Chinese run by its first word.)
        head = named[0][:2] if is_han(named[0][:1]) else named[0]
        return head not in asked

    def speaks_of_another_thing(self, segment: Segment, item: Item) -> bool:
        """Whether a caveat that puts a line off until a condition (`等到了再补一行`) opens by
        naming its subject (`重庆的同类公报还没拿到`) in words none of the item's own requests,
        title or 要点 use: the caveat then speaks of that thing, not of the item's edits."""
        text = segment.text
        first = split_clauses(text)[0] if text.strip() else ""
        subject = SUBJECT_BEFORE_OF.match(first)
        if subject is None or not self.reader.not_a_request(text).startswith(CONDITIONAL_REASONS):
            return False
        said = " ".join(
            [item.title, *(s.text for s in (*item.suggestions, *item.summary, *item.relation))]
        )
        return subject.group("subject") not in said

    def names_other_places(self, segment: Segment, item: Item) -> bool:
        """Whether a caveat names a section none of its item's edits is in (nor holds)."""
        own = {
            key
            for d in self.drafts
            if d.item is item and d.kind.edits_document and d.target is not None
            for key in enclosing_keys(d.target_key)
        }
        named = [ref.ref.key for ref in self.reader.refs_in(segment.text)]
        return any(key and key not in own for key in named)

    def add_refusal(
        self, segment: Segment, item: Item, said: str, kinds: frozenset[ActionKind]
    ) -> Draft:
        """A caveat's refusal of `kinds` of its item's edits, shown once: a keep the same
        words were read as already (`Protenix 暂不入档`, a keep of the entry so named) holds
        what the refusal holds. The constraint that holds them, returned."""
        refusal = Draft(
            kind=ActionKind.CONSTRAINT,
            lines={segment.line},
            item=item,
            target=None,
            request=said,
            reason=f"the brief says {shortened(said, 40)}",
            segment_line=segment.line,
        )
        refusal.forbids, refusal.refusal = kinds, True
        same = next(
            (
                d
                for d in self.drafts
                if d.kind is ActionKind.CONSTRAINT
                and d.segment_line == refusal.segment_line
                and d.reason == refusal.reason
            ),
            None,
        )
        if same is None:
            self.drafts.append(refusal)
            return refusal
        same.forbids, same.refusal = refusal.forbids, True
        return same

    def refusal_before_own_words(self, said: str, item: Item) -> frozenset[ActionKind] | None:
        """`勿改 AlphaFold 3 的 CASP16 数字`, `先不动 2.1`: a refusal that opens a caveat's clause,
        then the thing the item's own request names (its entry's name, its section): the item's
        changes of values (all its edits, for `动`) are held; None for anything else."""
        lead = self.lexicon.constraints["caveat_refusal_first"].match(said)
        if lead is None:
            return None
        asked = " ".join(s.text for s in item.suggestions)
        words = words_of_a_thing(said[lead.end() :], self.lexicon)
        # The thing named first (`AlphaFold 3`, `2.1`) must be the item's; the words after it
        # (`CASP16 数字`) say which of its figures, which the request may not repeat.
        if not words or words[0] not in asked:
            return None
        verb = lead.group(0).rstrip()
        touched = verb.endswith("动") and not verb.endswith("改动")  # `先不动`: any edit
        return EDIT_KINDS if touched else VALUE_EDITS

    def read_constraint_clauses(self, segment: Segment, item: Item | None) -> None:
        text = segment.text
        if (
            not self.lexicon.negation.search(text)
            and not self.lexicon.no_op.search(masked_quotes(text))
            and not self.lexicon.not_a_request["refusal"].search(masked_quotes(text))
            and not self.asks_not_now(text)
        ):
            # No keep without a negation, a keep's words (`维持原样`, `leave as is`) or a
            # refusal (`没必要把 A 改成 B`).
            return
        reading_from = len(self.drafts)
        for sentence in split_outside_quotes(text, SENTENCE_SPLIT):
            # (`不动：§2.3 第二段、§2.2 第二段`: the keep said first keeps each place listed.)
            for clause in self.keep_led(split_clauses(sentence)):
                read = self.reader.read(
                    clause,
                    segment=segment,
                    item=item,
                    from_closing=False,
                )
                for draft in read:
                    # A caveat keeps a section from claims, not from every edit: only a keep
                    # of the whole section (`不得写进 §1.1`) is taken from it, and a refusal to
                    # add to the citation list (`参考文献先不加`), which holds only citations.
                    if (
                        draft.kind is ActionKind.CONSTRAINT
                        and draft.target
                        and (
                            not draft.forbids
                            or draft.target.key == CITATION_LIST.key
                            # `§4.2 那条新增作废`: the addition there withdrawn.
                            or self.lexicon.constraints["caveat_adds"].search(masked_all(clause))
                        )
                    ):
                        draft.brief_wide = item is None
                        if not draft.forbids and not draft.narrow:
                            self.ban_of_figures(draft, sentence, clause)
                            self.ban_of_words(draft, clause)
                        self.drafts.append(draft)
                    elif (
                        item is not None
                        and draft.kind is ActionKind.CONSTRAINT
                        and draft.target is None
                        and draft.forbids in CAVEAT_REFUSALS
                    ):
                        # `值得警惕：作者自测，引用先不加`: the item's own refusal of one listed
                        # kind holds that kind back for the item, as in its suggestion.
                        self.drafts.append(draft)
                    elif (
                        item is not None
                        and draft.kind is ActionKind.CONSTRAINT
                        and draft.target is None
                        and draft.kept_row
                    ):
                        # `值得警惕：Step-Audio-3 条目本轮不动`: the item's own caveat keeps the
                        # entry it names from the item's edits, as in its suggestion (once,
                        # however many readings of the clause name it).
                        if not any(
                            d.kept_row == draft.kept_row and d.lines == draft.lines
                            for d in self.drafts[reading_from:]
                        ):
                            self.drafts.append(draft)
                    elif draft.withheld and draft.reason.startswith(WITHHELD_IN_CAVEATS):
                        self.drafts.append(draft)
                    elif kept := self.refused_values(draft, clause):
                        # `判定：不用把 §1.6 的 388⭐ 更新为 391⭐`: a refusal to change values of
                        # the document keeps them, shown as a keep is (`§1.6 免改`).
                        self.drafts.append(kept)
                # In the brief's own caveats list (no item), the figures are kept from every
                # item's edits: `11 个省市保持不变` holds whichever edit changes 11 个省市.
                if figures := self.figures_kept(segment, clause, item):
                    # `"Whisper 系占 11 个"保持不变`: the quote is the figures kept, not a heading.
                    self.drafts[reading_from:] = [
                        d
                        for d in self.drafts[reading_from:]
                        if not (d.target is not None and d.target.raw in figures.kept_figures)
                    ]
                    self.drafts.append(figures)

    def ban_of_figures(self, draft: Draft, sentence: str, clause: str) -> None:
        """`临江月报的 9.6% 是单月口径 → 不进 §三（一）`: a caveat keeping a section whole whose
        sentence names figures before the keep's clause, and none in it, keeps those figures
        out of the section: it holds the section's new entries (whose words may carry them)
        and its changes of values that write one, not a change the brief asks there of other
        values (`"312 个"更新为"327 个"`)."""
        at = sentence.find(clause)
        if at <= 0 or KEPT_FIGURE.search(masked_all(clause)):
            return
        figures = [m.group(0).strip() for m in figures_in(masked_all(sentence[:at]))]
        if figures:
            draft.kept_figures = list(dict.fromkeys(figures))
            draft.forbids = ADDING

    def ban_of_words(self, draft: Draft, clause: str) -> None:
        """`不要在 §3.5 写"SnO₂ 已解决紫外问题"之类的结论`: a caveat keeping words it quotes after
        a verb of writing out of a section holds the section's new entries (whose words may
        carry them) and the changes that write those words, not the brief's own change of
        other words there (`「2–3 倍」改为「3–4 倍」`)."""
        plain = masked_quotes(clause)
        written = [
            quote.group(1).strip()
            for quote in QUOTE.finditer(clause)
            if WRITING_VERB_END.search(plain[: quote.start()])
        ]
        if written and not draft.kept_figures:
            draft.kept_figures = written
            draft.forbids = ADDING

    def figures_kept(self, segment: Segment, clause: str, item: Item | None) -> Draft | None:
        """`值得警惕：官方自报的 2.41% 保持不变`, `2.41% 不要改`, `不要用 10 个覆盖 11 个`: a caveat
        clause that keeps the figures it names (lexicon values.kept), with no section (a keep of
        a section's values is read with it), holds every replace of the item that changes or
        writes one of them. The figures: numbers outside quotes, and quoted words with a digit
        (`"Whisper 系占 11 个"保持不变`)."""
        plain = masked_quotes(clause)
        if self.lexicon.value_keep.search(plain) is None or self.reader.refs_in(clause):
            return None
        # An aside is a remark on the keep (`保持不变（等 12 月统一重算）`), no figure kept; nor
        # is a question's label (`问 3 不动`, `Q3 不动`).
        labels_out = QUESTION_BY_LABEL.sub(blanked, ITEM_TAG_WORDS.sub(blanked, plain))
        bare = blank_spans(labels_out, paren_spans(plain))
        asked = " ".join(s.text for s in item.suggestions) if item is not None else ""
        figures = [
            m.group(0).strip()
            for m in figures_in(bare)
            # `先不动 2.1`: the item's section, no figure.
            if not re.search(rf"§\s*{re.escape(m.group(0).strip())}(?![\d.])", asked)
        ]
        figures += [
            quote.group(1).strip()
            for quote in QUOTE.finditer(clause)
            if any(c.isdigit() for c in quote.group(1))
        ]
        if not figures:
            return None
        said = shortened(clause.strip(" 。.；;，,"), 40)
        kept = Draft(
            kind=ActionKind.CONSTRAINT,
            lines={segment.line},
            item=item,
            target=None,
            request=segment.text,
            clause=clause,
            reason=f"the brief says {said}",
            segment_line=segment.line,
        )
        kept.kept_figures = list(dict.fromkeys(figures))
        return kept

    def report_withheld_unread(self, segment: Segment, item: Item | None) -> bool:
        """`若 E2 复现，则再写入 Trends` in the caveats or the closing list, where nothing of the
        line was read (a place kbpatch does not find): a request under a condition or asked as
        a question is the brief's, withheld, and reported with its words, never dropped. A
        caveat an entry must say (`若写进 X，须注明…`) and a verb only quoted ask nothing."""
        text = segment.text
        # `如报价属实再改 X 售价`: the edit a condition waits for, a root of editing after 再.
        waited = re.compile(rf"(?:再|才|然后)\s*{self.lexicon.roots.pattern}")
        if caveats_in(text, self.lexicon.negation) or not (
            self.writes_into(text) or waited.search(masked_quotes(text))
        ):
            return False
        for sentence in split_outside_quotes(text, SENTENCE_SPLIT):
            not_now = self.reader.not_a_request(sentence)
            plain = masked_quotes(sentence)
            # A question asks an edit only by words that write into a place (`要不要写进 X？`),
            # not by any verb (`能否迁移到自建语料`: of the paper's claim); under a condition, a
            # negated verb (`不能写成"…"`) and a rule for where it would go (`若要入档，只能进
            # X`) ask none.
            asks = (
                self.lexicon.place["written_into"].search(plain)
                if not_now.startswith("a question ")
                else (self.writes_into(sentence) or waited.search(plain) is not None)
                # (`要不要写入…？` holds no negation: its 不 is the question's.)
                and not self.lexicon.negation.search(
                    self.lexicon.not_a_request["question"].sub(blanked, plain)
                )
                and not self.lexicon.place["put_if"].search(plain)
            )
            if not_now.startswith(WITHHELD_IN_CAVEATS) and asks:
                said = f"{not_now}: 「{shortened(sentence.strip(), 60)}」 asks no edit this round"
                self.report_unplaced(segment, item, text.strip(), f"{said}; check by hand")
                self.drafts[-1].withheld = True
                self.drafts[-1].conditional = not_now.startswith(CONDITIONAL_REASONS)
                return True
        return False

    def refused_values(self, draft: Draft, clause: str) -> Draft | None:
        """A caveat's or verdict's refusal of a value change in a section (`不用把 §1.6 的
        388⭐ 更新为 391⭐`), as the keep of its old values; None for anything else (a refusal
        to add describes the paper there, and stays silent)."""
        unread = draft.unread_kind
        if not (
            draft.withheld
            and draft.target is not None
            and draft.reason.startswith("a refusal (")
            and unread is not None
            and unread.changes_values
        ):
            return None
        olds = [old for old, _ in value_pairs(clause, self.lexicon) if old]
        if not olds:
            return None
        said = shortened(clause.strip(" 。.；;"), 40)
        kept = replace(draft, kind=ActionKind.CONSTRAINT, reason=f"the brief says {said}")
        kept.withheld, kept.conditional, kept.unread_kind = False, False, None
        kept.kept_values, kept.narrow = olds, "、".join(olds)
        return kept

    def asks_not_now(self, text: str) -> bool:
        """Whether a caveat holds words that withhold an edit (a condition, a question, a
        citation or question put off: `引用另议`)."""
        plain = masked_quotes(text)
        return any(
            self.lexicon.not_a_request[meaning].search(plain)
            for meaning in ("conditional", "condition_after", "question")
        ) or any(
            self.lexicon.take_back.match(plain, named.end())
            for named in LISTED_NAMED_FIRST.finditer(plain)
        )

    def carry_caveats(self, segments: tuple[Segment, ...]) -> None:
        """Lines of the brief's own 值得警惕 list that say what an entry must say
        (`条目 1 …，条目里要写明"…"`, `PlanCritic …。→ 条目里要写明"…"`): the words go into the
        new entries of the one item each names (by its tag or its title), as the item's own
        caveat does. One it cannot tie to one item's new entry is reported with its words."""
        said = [(s, kept) for s in segments if (kept := caveats_in(s.text, self.lexicon.negation))]
        if not said:
            return
        entries: dict[int, list[Draft]] = {}
        for draft in self.drafts:
            if draft.kind is ActionKind.ADD_ENTRY and draft.item is not None:
                entries.setdefault(id(draft.item), []).append(draft)
        for segment, kept in said:
            named = self.item_index.named_in(masked_quotes(segment.text))
            # `PlanCritic 的提升只在 WebArena 上`: of the items the line names, the words are
            # for the one that asks for a new entry; with none or several, they are reported.
            adding = [item for item in named if id(item) in entries]
            if len(adding) > 1:
                # `条目 1 和条目 2 都…。→ 条目 2 的条目里要写明"…"`: the entry the line names.
                owners = [
                    self.item_named_in(found.group(1))
                    for found in ENTRY_OF_ITEM.finditer(masked_quotes(segment.text))
                ]
                adding = [item for item in adding if item in owners] or adding
            if len(adding) == 1:
                drafts = entries[id(adding[0])]
                # Words the entry keeps already (`必须注明"仅 7B、作者自测"`) are not said twice.
                known = " ".join(c.text for d in drafts for c in d.caveats)
                for draft in drafts:
                    draft.caveats += [c for c in kept if c.text not in known]
                continue
            item = named[0] if len(named) == 1 else None
            words = "、".join(f"「{c.text}」" for c in kept)
            why = (
                "names several items with a new entry"
                if adding
                else f"{'、'.join(i.key for i in named)} asks for no new entry"
                if named
                else "names no one item of the brief kbpatch can tie it to"
            )
            self.report_unplaced(
                segment,
                item,
                segment.text.strip(),
                f"asks an entry to say {words}, but {why}: nothing carries the words; "
                "check by hand",
            )

    def report_unplaced(
        self,
        segment: Segment,
        item: Item | None,
        request: str,
        reason: str,
        clause: str = "",
        unread_kind: ActionKind | None = None,
        target: SectionRef | None = None,
    ) -> None:
        """Report a clause of `segment` that asks for something kbpatch cannot act on: never
        dropped, quoted with its words (under `target`, the section it names, if given)."""
        self.drafts.append(
            Draft(
                kind=ActionKind.NOT_UNDERSTOOD,
                lines={segment.line},
                item=item,
                target=target,
                request=request,
                clause=clause,
                reason=reason,
                segment_line=segment.line,
                unread_kind=unread_kind,
            )
        )

    def undated_changelog_line(self, text: str) -> str:
        """The words of a line a closing line dictates for the document's changelog after a
        colon (`修订记录：v0.10（…）：…`, `附录丙 修订记录 新增一条：**v0.10**…`) that does not open
        with its date (a dated one is read as a changelog line is); "" for any other line."""
        named = self.lexicon.place["changelog"].search(text)
        colon = CHANGELOG_COLON.search(text, named.end()) if named else None
        if named is None or colon is None:
            return ""
        between = text[named.end() : colon.start()]
        if between.strip() and not self.lexicon.verbs["add"].search(between):
            return ""
        if self.lexicon.negation.search(masked_all(between)):
            return ""
        if DATED_START.match(text, colon.end()) or DATE_ENDS.search(between):
            # `加一条 2026-11-26：…`: the line's own date before its colon opens it too.
            return ""
        if DATE_THEN_WORDS.search(text, named.end()):
            # `变更记一行，日期 2026-12-04，内容为：…`: its date given apart (changelog_line).
            return ""
        if DATED_HEADING_AND_LINE.search(text):
            # `变更记录加「### 2026-12-14」，写：「- …」`: a dated heading and its line.
            return ""
        if DICTATED_DATED_LINE.search(text, colon.end()):
            # `变更记录：新增一行「2026-12-11：…」`: the verb after the colon, then the dated line.
            return ""
        if DATED_ROW_START.match(text, colon.end()):
            # `变更记录在表头下第一行插入：「| 2027-02-01 | Tom | … |」`: a dated table row.
            return ""
        return text[named.start() :].strip()

    def read_segment(self, segment: Segment, item: Item | None, *, from_closing: bool) -> None:
        """Every clause of one request line: an item's suggestion or a closing-list line."""
        if STRUCK.search(segment.text):
            # `~~§2.2 新增 X（条目 2）~~`: words struck through are withdrawn, not asked; not
            # those of a line the brief dictates (`整行替换为：「- ~~H3：…~~ 已证实」`), which
            # are the words to write.
            unquoted = masked_quotes(segment.text)
            struck_spans = [
                found
                for found in STRUCK.finditer(segment.text)
                # (Its marks outside quotes: quoted words may stand struck inside it.)
                if unquoted[found.start()] == "~" and unquoted[found.end() - 1] == "~"
            ]
            for struck in struck_spans:
                self.struck_out(segment, struck.group(1), item, from_closing=from_closing)
            text = segment.text
            for struck in reversed(struck_spans):
                text = text[: struck.start()] + blanked(struck) + text[struck.end() :]
            segment = Segment(text=text, line=segment.line)
            if not segment.text.strip():
                return
        said = SegmentWords.of(segment.text, self.lexicon)
        context_item = item or (self.row_tag(segment.text) if from_closing else None)
        changelog_line = self.undated_changelog_line(segment.text) if from_closing else ""
        if changelog_line:
            # `修订记录：v0.10（…）：D.1 新增 X；OQ-6 登记。`: the whole line is the changelog's new
            # line, its sections its words; its parts are no requests of their own.
            self.report_unplaced(
                segment,
                context_item,
                segment.text.strip(),
                f"asks for a line in the document's changelog "
                f"(「{shortened(changelog_line, 60)}」), which kbpatch writes only when it opens "
                "with its date; check by hand",
            )
            return
        editing: set[str] = set()
        unedited: list[tuple[int, Draft]] = []
        # `- [x] 条目 3 撤回`: a closing line's box is read from the line (withhold_unapproved);
        # its words are read past it, as the same line without a box is.
        box = self.box_of(segment.text) if from_closing else None
        words = f"{' ' * box.end()}{segment.text[box.end() :]}" if box else segment.text
        line_from = len(self.drafts)
        for choice, option_text in options_of(words, self.lexicon):
            group = f"opt{segment.line}" if choice else ""
            # `方案一：§5.8 X 那条末尾补一句…；方案二：把该条的"A"改为"B"`: the entry the option
            # before named, for words of this one that point back at it. Only this line's
            # drafts: a scan of them all would make a long closing list quadratic.
            named_before = next(
                (d for d in reversed(self.drafts[line_from:]) if d.choice and d.group == group),
                None,
            )
            context_item, edits = self.read_option(
                segment,
                option_text,
                said,
                context_item,
                choice,
                group,
                from_closing,
                named_before if choice else None,
            )
            if edits:
                editing.add(choice)
            elif choice:
                off = Draft(
                    kind=ActionKind.OFF_DOCUMENT,
                    lines={segment.line},
                    item=context_item,
                    target=None,
                    request=f"{choice} {option_text.strip(' ；;。')}",
                    choice=choice,
                    group=group,
                    reason="this option asks for no edit of this document",
                    preference=said.options.get(choice, 0)
                    or preference_of(option_text, self.lexicon),
                    segment_line=segment.line,
                )
                unedited.append((len(self.drafts), off))
        plain = masked_all(segment.text)
        if (
            len(self.drafts) == line_from
            and self.lexicon.place["one_of"].search(plain)
            and not self.lexicon.negated.search(plain)
            and not self.defers(plain)  # `见上，二选一`: the options stand above (options_above)
        ):
            # `可放 A 或 B，二选一待定` where kbpatch reads neither place: the choice left open
            # is a request on the document all the same, so it is reported, never dropped.
            self.report_unplaced(
                segment,
                context_item,
                segment.text.strip(),
                f"leaves its place undecided between places kbpatch cannot read: "
                f"「{segment.text.strip()}」; check by hand",
            )
        # `(b) 在 §六 增列一问…。倾向 (b)，…`: an option named again is the same option; it asks
        # no edit only when none of its words do. Each stands where it was read.
        for at, off in reversed(unedited):
            if off.choice not in editing:
                self.drafts.insert(at, off)
        self.corrected_place(segment, line_from)
        self.put_first(line_from)
        self.quoted_line_beside_the_entry(line_from)
        self.caveats_of_other_requests(segment.text, line_from)

    def caveats_of_other_requests(self, text: str, line_from: int) -> None:
        """`§5.3 加一条 **X**：…。Q5 可以关闭，勾上并注明"…"。`: words to mark (`注明"…"`) in a
        sentence that asks an edit of its own are that edit's, no caveat of the new entry a
        sentence before asked for."""
        sentences = [s for s in SENTENCE_END_SPLIT.split(text) if s.strip()]
        drafts = self.drafts[line_from:]
        if len(sentences) < 2 or len(drafts) < 2:
            return

        def sentence_of(clause: str) -> int | None:
            said = clause.strip()[:12]
            return next((k for k, s in enumerate(sentences) if said and said in s), None)

        for draft in drafts:
            own = sentence_of(draft.clause)
            if draft.kind is not ActionKind.ADD_ENTRY or not draft.caveats or own is None:
                continue
            others = {sentence_of(o.clause) for o in drafts if o is not draft} - {own, None}
            draft.caveats = [
                c
                for c in draft.caveats
                if c.text in sentences[own]
                or not any(c.text in sentences[k] for k in others if k is not None)
            ]

    def quoted_line_beside_the_entry(self, line_from: int) -> None:
        """`§2.1 新增 X，§5 补一条"Y"`: the line's other add writes the item's entry; a quote
        another section takes by `一条"Y"` is then a line of its own there (as in a list of
        lines without names), not the same entry again under the label Y."""
        # Not options of one action (`新增 X，或在 §4.2 单列一条"Y"`): only one of them is asked.
        made = [
            d
            for d in self.drafts[line_from:]
            if d.kind is ActionKind.ADD_ENTRY and d.target and not (d.group or d.choice)
        ]
        entries = [d for d in made if not (d.label or d.statement or d.only_text or d.row)]
        for draft in made:
            if draft.label_alone and any(
                entry.item is draft.item and entry.target_key != draft.target_key
                for entry in entries
            ):
                draft.statement, draft.label, draft.label_alone = draft.label, "", False
                draft.titled = False

    def corrected_place(self, segment: Segment, line_from: int) -> None:
        """`§3.1 新增 X——更正：不放 3.1，改放 1.1`, `§3.1 新增 X（注：实际应放 §1.1）`: a line
        that corrects its own place (lexicon place.corrected) withdraws the sections named
        before the correction (and those it refuses after it, `不放 3.1`). With one other
        section after it, the line's edits there go to that section, as `条目 1 改放 §2.3`
        moves an item's edit (revise); with none, several, or a condition, none of them is
        proposed and the line is reported with both places."""
        text = masked_quotes(segment.text)
        said = self.lexicon.place["corrected"].search(text)
        made = [d for d in self.drafts[line_from:] if d.kind.edits_document and d.target]
        part_said = self.lexicon.place["corrected_part"].search(segment.text)
        named = QUOTED_PART.match(segment.text, part_said.end()) if part_said else None
        if named and said is None:
            # `§1.1 的"甲"小节补一条 X。不对，应为"乙"`: the part the writer meant, same section.
            for draft in made:
                if draft.target and draft.target.part and draft.target.part != named.group(1):
                    draft.target = replace(draft.target, part=named.group(1).strip())
            return
        if said is None or not made:
            return
        # The references read in the line as written: refs_in leaves quoted words aside itself,
        # but for a section named by its quoted heading (`不放「（一）通用引擎」一节`).
        written = segment.text
        withdrawn = {r.ref.key for r in self.reader.refs_in(written[: said.start()])}
        after = text[said.end() :]
        places: dict[str, SectionRef] = {}
        refused: set[str] = set()
        for ref in self.reader.refs_in(written[said.end() :]):
            if ending_with(self.lexicon.place["not_here"], masked_all(after[: ref.start]).rstrip()):
                refused.add(ref.ref.key)  # `更正：不放 3.1，…`
            else:
                places.setdefault(ref.ref.key, ref.ref)
        # `（更正：确认放 §2.1）`: a place named again after the correction stands.
        withdrawn = (withdrawn - places.keys()) | refused
        places = {key: ref for key, ref in places.items() if key not in refused}
        if not places and not withdrawn & {d.target_key for d in made if d.target_key}:
            return
        # `；如 E2 同意，应改放 §1.1`, `（若复现失败则实际应放 §1.1）`: the correction's own
        # sentence, from its last stop or bracket, may hold it under a condition.
        own = SENTENCE_OPENING.split(text[: said.start()])[-1] + after
        unsure = len(places) != 1 or bool(
            self.lexicon.not_a_request["conditional"].search(masked_all(own.strip()))
        )
        for draft in made:
            if draft.target_key not in withdrawn and not (unsure and draft.target_key in places):
                continue
            place = next(iter(places.values()), None)
            if unsure or place is None:
                draft.unread_kind, draft.kind, draft.withheld = (
                    draft.kind,
                    ActionKind.NOT_UNDERSTOOD,
                    True,
                )
                correction = shortened(segment.text[said.start() :].strip(), 40)
                draft.reason = (
                    f"corrects its own place (「{correction}」"
                    f" after {draft.target.raw if draft.target else ''}) but kbpatch cannot tell "
                    "the one place meant; check by hand"
                )
            elif any(d.target_key == place.key and d.kind is draft.kind for d in made):
                draft.kind = ActionKind.NO_OP  # the corrected place already has the edit
                draft.reason = f"the brief corrects its place to {place.raw}, where it is proposed"
            else:
                draft.target = place

    def names_no_other_item(self, segment: Segment, clause: str, item: Item | None) -> bool:
        """Whether a closing clause names no item but the one its line is tagged with (`条目 2：
        同上，新增 CacheFlow`, CacheFlow being item 2's): items named in the clause otherwise
        are paired with places later in the line."""
        named = self.item_named_in(clause)
        if named is None:
            return True
        tags = {id(self.item_named_in(m.group(0))) for m in ITEM_MENTION.finditer(segment.text)}
        return named is item and tags == {id(item)}

    def row_tag(self, text: str) -> Item | None:
        """`| 1 | §1.2 …；§6.1 … | 增量一 |`: a closing table's row whose cell is an item's tag
        alone names that item for each of its requests, not only the one beside the tag."""
        if not text.lstrip().startswith("|"):
            return None
        cells = [cell.strip() for cell in text.strip().strip("|").split("|")]
        tags = [
            cell
            for cell in cells
            if ITEM_MENTION.fullmatch(cell) or self.lexicon.item_tag.fullmatch(cell)
        ]
        named = {id(found): found for tag in tags if (found := self.item_named_in(tag))}
        return next(iter(named.values())) if len(named) == 1 else None

    def derived_after(self, clause: str, previous: Draft) -> bool:
        """`…由 718 改为 712，环比按新值重算`: a change whose clause after it asks for a value
        worked out from the new one (lexicon recompute), which kbpatch does not compute. The
        change alone would leave that value stale: it is held and reported, with both words.
        False for any other clause."""
        plain = masked_all(clause)
        if (
            previous.kind not in VALUE_EDITS
            or not self.lexicon.recompute.search(plain)
            or VALUE_NUMBER.search(plain)
            or quotes_in(clause)
            or self.lexicon.negation.search(plain)
        ):
            return False
        previous.kind, previous.unread_kind = ActionKind.NOT_UNDERSTOOD, previous.kind
        previous.reason = (
            f"asks for a value worked out from the change (「{clause.strip()}」), which kbpatch "
            "does not compute; the change alone would leave that value stale: check by hand"
        )
        return True

    def unplaced_request(
        self,
        segment: Segment,
        clause: str,
        item: Item | None,
        previous: Draft | None = None,
        *,
        from_closing: bool = False,
        choice: str = "",
        group: str = "",
    ) -> None:
        """A clause of an item's request that asks for an edit but yields no reading (it names
        its place in words kbpatch does not know: `排行榜信号表中`) is reported, never dropped.
        After an action (`previous`), only a clause asking with a verb (not a noun such as
        `条目`) for another kind of edit: more of the same edit is a remark on it."""
        home = self.citation_said_again(item, clause)
        if home is not None:
            # `登记 [R13]（条目 1）` after the item's `参考资料登记「[R13] …」`: said again.
            home.lines |= {segment.line}
            return
        if previous is None:
            kind = self.reader.kind_in(clause, None)
        elif (
            # (`在句末的 ^[1] 后面补 ^[32]`: the label asked is the last, the one added.)
            label := next(reversed(list(CITED_LABEL.finditer(clause))), None)
            # (`另补〔31〕`: a marker as documents cite by it, after a verb of adding.)
            or (
                next(reversed(list(CITATION_MARKER.finditer(clause))), None)
                if self.lexicon.insert_verbs.search(masked_all(clause))
                else None
            )
            or (
                # (`引用仍用 <sup>4</sup>`, `连同 <sup>8</sup> 保留`: kept as is, nothing asked.)
                CITED_SUPERSCRIPT.search(masked_quotes(clause))
                if self.asks_an_edit(clause) or self.lexicon.insert_verbs.search(masked_all(clause))
                else None
            )
        ) and not self.lexicon.negated.search(masked_all(clause)):
            key = AUTHOR_YEAR_KEY.fullmatch(label.group(0))
            if clause[label.end() :].lstrip()[:1] in (":", "：") and self.lexicon.verbs[
                "citation"
            ].search(masked_all(segment.text)):
                # `脚注 `[^21]: X, *T*, 2026.` 接在参考文献最后`: the definition a citation of
                # the line adds (cut at a comma of its words), no marker to cite.
                return
            if key and previous.kind is ActionKind.ADD_ENTRY and CITE_AS.search(clause):
                # `…新增 X 条目，引用写作 [Zeng 2024]`: the key the new entry cites by.
                previous.cited_as = key.group("key")
                return
            if previous.kind is ActionKind.ADD_ENTRY:
                dictated = SegmentWords.of(segment.text, self.lexicon)
                if label.group(0) in f"{dictated.unquoted} {dictated.only_text}":
                    # `新增 **X**（…）：…，1024 维 [19]`: the marker is in the entry's dictated
                    # words, so the new entry cites it as written.
                    return
                if "一行" in previous.request and CELL_OF_ROW.fullmatch(clause.strip(" 。.")):
                    # `登记一行：日期 …，来源 [^21]`: the row's source cell, given by its column.
                    return
            entry = previous.subject or previous.anchor
            if (
                label.re is CITED_SUPERSCRIPT
                and previous.kind in VALUE_EDITS
                and entry
                and BEFORE_ITS_STOP.search(masked_quotes(clause))
            ):
                # `快接头那条："约 40%"→"约 45%"，并在句号前加上标 <sup>21</sup>`: the marker ends
                # that entry's words, before its stop (render.append_to_entry), made before
                # the change in the same patch.
                marker = replace(previous.another(label.group(0)), kind=ActionKind.APPEND)
                marker.pairs, marker.anchor, marker.subject = [], entry, ""
                marker.clause, marker.old_value, marker.new_value = clause.strip(), "", ""
                self.drafts.append(marker)
                self.made_first.append((marker, previous))
                return
            cited = label.groupdict().get("marker") or label.group(0)
            said = f"asks the {previous.kind.value} before it to cite {cited}"
            self.report_unplaced(
                segment,
                item,
                clause.strip(),
                f"{said}, which kbpatch does not write: 「{clause.strip()}」; check by hand",
            )
            return
        else:
            said = clause.strip(" 。.；;")
            if previous.closes_question and said and said in previous.new_value:
                return  # `Q-04 结项。状态写"…"，结论列写：…`: the close's own fields
            verbs = self.lexicon.nouns.sub(blanked, clause)
            kind = self.reader.kind_in(verbs, None)
            if (
                kind is None
                and previous.kind.changes_values
                and DATED_FIELD.fullmatch(clause.strip(" 。.；;"))
            ):
                # `Q-05 由（开放）改为（已关闭），关闭：2026-12-14`: a dated field beside the
                # change, which kbpatch does not write; reported, never dropped unseen.
                self.report_unplaced(
                    segment,
                    item,
                    clause.strip(),
                    f"gives 「{clause.strip(' 。.；;')}」 beside the {previous.kind.value} before "
                    "it, which kbpatch does not write into the line; check by hand",
                )
                return
            arrowed = COLUMN_ARROW.fullmatch(clause.strip(" 。.；;"))
            if arrowed is not None and previous.kind.changes_values:
                # `数据年份 2022 -> 2024, 来源 -> `Kusaka 等, 2026``: another cell's new value,
                # which kbpatch does not write beside the change before: reported, not dropped.
                self.report_unplaced(
                    segment,
                    item,
                    clause.strip(),
                    f"asks to change 「{arrowed.group('column')}」 to 「{arrowed.group('value')}」 "
                    "beside the change before it, in words kbpatch cannot read; check by hand",
                    unread_kind=ActionKind.REPLACE,
                )
                return
            if kind is None and ROOT_THEN_DICTATED.search(masked_quotes(clause)):
                # `，并在术语补 **X**（…）：…`: a root of adding, a name and its dictated words.
                kind = ActionKind.ADD_ENTRY
            if kind is None and QUOTED_AFTER_COLON.search(clause):
                # `注释在 [注2] 之后另起一行：`[注3] …``: the verb's noun (`一行`) blanked
                # above, the line quoted after its colon is still a line asked.
                kind = self.reader.kind_in(clause, None)
            # `…末尾补一句"…"，附录补 Lund, E. et al. (2026) 一条`: a count of the entries it
            # adds asks for one, which is no remark on an edit of another kind.
            counted_add = kind is None and bool(self.counted(clause, "entries"))
            if counted_add:
                kind = ActionKind.ADD_ENTRY
            if kind is ActionKind.ADD_ENTRY and (
                placed := self.placed_in_section_before(clause, previous, segment, item)
            ):
                self.drafts.extend(placed)
                return
            another = kind is ActionKind.ADD_ENTRY and (
                (counted_add and previous.kind is not kind)
                or self.names_another_entry(clause, previous)
                # `…。时间线补一条 2026.12：X 上线`: words of its own dictated after its colon, in
                # a sentence apart from the add before: another line asked, not its remark.
                or (
                    (
                        OWN_WORDS_AFTER_COLON.search(masked_quotes(clause)) is not None
                        # `注释在 [注2] 之后另起一行：`[注3] …``: a whole line quoted after it
                        # (not `照录：「…」`, the words of the add before).
                        or (
                            QUOTED_AFTER_COLON.search(clause) is not None
                            and not DICTATION_LEAD.match(masked_quotes(clause))
                        )
                    )
                    and clause.strip() not in (previous.clause or previous.request)
                    and not previous.clause.endswith(clause.strip())
                )
                # `…参考文献续号 19。时间线最上方加一条 X 事件`: an add of another kind, in a
                # sentence of its own, is no remark on the edit before.
                or (
                    previous.kind is not kind
                    and said_apart(segment.text, previous.clause, clause)
                    and self.asks_an_edit(clause)
                )
            )
            if previous.kind in (
                ActionKind.REPLACE,
                ActionKind.UPDATE_NUMBER,
            ) and self.values_unread(clause, previous):
                # `…由约 3,400 次上调到约 4,100 次，年闲置折合由约 1.2 亿元上调到约 1.5 亿元`:
                # a second change whose values kbpatch cannot read is no remark on the first;
                # dropped, the patch would look complete.
                self.report_unplaced(
                    segment,
                    item,
                    clause.strip(),
                    f"asks to change more values, in words kbpatch cannot read: "
                    f"「{shortened(clause.strip(), 60)}」; check by hand",
                    unread_kind=ActionKind.REPLACE,
                )
                return
            own_words = (
                bool(QUOTED_AFTER_COLON.search(clause))
                and clause.strip() not in (previous.clause or previous.request)
                # (`新增一条，照录：「- X：…」`: the words of the add before, dictated.)
                and not DICTATION_LEAD.match(masked_quotes(clause))
            )
            if (
                not another
                and (kind is previous.kind or kind is ActionKind.ADD_ENTRY)
                # (`…；附注那里另开一行：「[注3] …」`: words of its own, quoted whole, are no
                # remark on the edit before, whatever verb is read in them.)
                and not own_words
            ):
                return
            if kind is ActionKind.ADD_QUESTION and not self.lexicon.verbs["add"].search(
                masked_quotes(verbs)
            ):
                return  # `这仍是一个开放问题`: a remark, no question asked for
        if (
            kind is None
            # `…一项勾掉（条目 1）`: the item's tag after the words is none of them.
            and self.lexicon.tick_asked.search(masked_quotes(untagged(clause, self.lexicon)))
            and not self.lexicon.negated.search(masked_all(clause))
        ):
            # `跟进事项"X"一项勾掉`: ticked, or struck out? Reported with its words, never
            # dropped (nor passed over as a remark on the edit before it).
            self.report_unplaced(
                segment,
                item,
                clause.strip(),
                "asks to tick or strike out a checklist line in words kbpatch does not read as "
                f"either: 「{shortened(clause.strip(), 60)}」; check by hand",
            )
            return
        if kind is None and previous is None and self.quote_put(clause):
            # `大事记加入"2026-11 ｜ …"`: words to write, given after a verb of putting in, with
            # no place kbpatch reads: reported with them, never dropped.
            self.report_unplaced(
                segment,
                item,
                clause.strip(),
                "asks to write the quoted words but names no section kbpatch can find: "
                f"「{shortened(clause.strip(), 60)}」; check by hand",
            )
            return
        if (
            kind is None
            or not kind.edits_document
            or self.lexicon.negated.search(masked_all(clause))
            # `暂不归入`, `已在上轮补录进 C-1`, `作者建议在 C-2 新增…`: refused, done before or
            # someone else's words, it asks for nothing (a condition still asks, later).
            or self.reader.not_a_request(clause).startswith(ASKS_NOTHING)
            or self.answered_no(segment.text, clause)
        ):
            return
        if kind in (ActionKind.REPLACE, ActionKind.UPDATE_NUMBER) and self.placed_by_words:
            made = self.reader.read(
                clause,
                segment=segment,
                item=item,
                choice=choice,
                group=group,
                from_closing=from_closing,
                words_held=True,
            )
            if any(d.target is not None and d.target.key == WORDS_HELD for d in made):
                # `把「其中 9 个适用推定拒绝政策」改为「其中 10 个…」`: placed by its own words.
                self.drafts.extend(made)
                return
        self.report_unplaced(
            segment,
            item,
            clause.strip(),
            (
                f"asks for an edit ({kind.value}) but names no section kbpatch can find "
                "(a § number, 「heading words」一节 or A → B 小节): "
                f"「{shortened(clause.strip(), 60)}」; check by hand"
            ),
            unread_kind=kind,
        )

    def placed_in_section_before(
        self, clause: str, previous: Draft, segment: Segment, item: Item | None
    ) -> list[Draft]:
        """`E 节 Rogers 条目里「A」替换为「B」；并在 Rogers 条目之后插入一条：「- **X**…」`: a
        line dictated whole, placed right after an entry named in the section the edit before
        named, is a new entry of that section, read as if the clause named it; [] for any
        other clause (a remark on the edit before)."""
        # `§2.1 新增一条"- A。"，再新增一条"- B。"`: one more line of the same section.
        again = previous.kind is ActionKind.ADD_ENTRY and self.lexicon.place["add_again"].match(
            masked_quotes(clause)
        )
        if (
            previous.target is None
            or not previous.kind.edits_document
            or QUOTED_ENTRY_LINE.search(clause) is None
            or (ENTRY_PLACED_AFTER.search(masked_quotes(clause)) is None and not again)
        ):
            return []
        made = self.reread(f"{previous.target.raw} {clause.strip()}", previous, segment, item, "")
        if [d.kind for d in made] != [ActionKind.ADD_ENTRY] or not (made[0].siblings or again):
            return []
        made[0].clause = clause.strip()
        return made

    def answered_no(self, text: str, clause: str) -> bool:
        """`SiO2、Al2O3 是否单列，暂不加`: a clause that asks whether to make an edit, answered
        in its own sentence by a refusal (read as one, Draft.held_names): nothing is asked."""
        if not self.reader.not_a_request(clause).startswith("a question "):
            return False
        at = text.find(clause.strip())
        sentence = sentence_around(text, at) if at >= 0 else ""
        after = sentence[sentence.find(clause.strip()) + len(clause.strip()) :]
        return any(self.reader.constraint_in(masked_all(later)) for later in split_clauses(after))

    def nested_under_named(
        self, segment: Segment, clause: str, previous: Draft, nested: re.Match[str]
    ) -> Draft | None:
        """`…X 条目的"A"更新为"B"；并在该条下加一个子项：「…」`: a nested item pointed back at
        the entry the edit before names (its subject or anchor), its words quoted after the
        noun, in that edit's section (render.add_sub_item); None for any other words."""
        named = previous.subject or previous.anchor
        words = QUOTE_AFTER_NOUN.match(clause, nested.end())
        pointed = POINTED_BACK_UNDER.search(masked_all(clause[: nested.start()]))
        if not named or words is None or pointed is None or previous.target is None:
            return None
        if self.lexicon.negation.search(masked_all(clause)):
            return None
        draft = Draft(
            kind=ActionKind.ADD_ENTRY,
            lines={segment.line},
            item=previous.item,
            target=previous.target,
            request=segment.text,
            clause=clause.strip(),
            segment_line=segment.line,
        )
        draft.only_text = words.group("words").strip()
        draft.siblings, draft.placement = [named], "under"
        return draft

    def quote_put(self, clause: str) -> bool:
        """Whether a clause gives quoted words right after a verb root of putting in or changing
        (`加入"…"`, `补"…"`, `添上「…」`) and asks them this round (not refused, not done)."""
        plain = quotes_as_marks(untagged(clause, self.lexicon))
        return (
            re.search(rf"(?:{self.lexicon.roots.pattern}){{1,2}}[上入进到]?\s*[\"“「『]", plain)
            is not None
            and not self.lexicon.negated.search(masked_all(clause))
            and not self.reader.not_a_request(clause).startswith(ASKS_NOTHING)
        )

    def values_unread(self, clause: str, previous: Draft) -> bool:
        """Whether a clause after a replace links two figures with a verb of changing values
        (`由约 1.2 亿元上调到约 1.5 亿元`) that the replace before it does not change."""
        said = " ".join(
            [previous.old_value, previous.new_value, *(o + n for o, n in previous.pairs)]
        )
        plain = masked_quotes(clause)
        figures = VALUE_NUMBER.findall(plain)
        verb = self.lexicon.value_forms.verb.search(plain)
        if verb is None:
            return False
        # `保持者改为 IonQ Tempo` after `"36"改为"64"`: another cell's new words, which the
        # change before does not write.
        given = clause[verb.end() :].strip(" \t。.，,；;").strip('"“”「」『』')
        said += " " + " ".join(value for pair in previous.pairs for value in pair)
        return (len(figures) >= 2 and any(figure not in said for figure in figures)) or (
            bool(given) and given not in said and not (said and said in given)
        )

    def unread_other_place(
        self, segment: Segment, clause: str, item: Item | None, previous: Draft
    ) -> bool:
        """`…补一条 X，同时写进决策树第 3 条`, `…；并同步到趋势判断`: after an add, a clause that
        asks for the same thing in one more place (an `also` word or a verb of syncing, with a
        verb of writing in or adding) and in which kbpatch reads no section is reported with its
        words, never taken for a remark on the add. Returns whether it was reported."""
        plain = masked_all(clause)
        if (
            previous.kind not in ADDING
            or self.lexicon.negated.search(plain)
            or self.reader.not_a_request(clause).startswith(ASKS_NOTHING)
        ):
            return False
        synced = self.lexicon.place["synced"].search(plain)
        also = synced or self.lexicon.place["once_more"].search(plain)
        into = (
            synced
            or self.lexicon.place["written_into"].search(plain)
            or self.lexicon.place["put_in_bare"].search(plain)
            or self.reader.kind_in(self.lexicon.nouns.sub(blanked, clause), None)
            is ActionKind.ADD_ENTRY
        )
        if not (also and into):
            return False
        words = clause.strip()
        self.report_unplaced(
            segment,
            item,
            words,
            f"asks for the {previous.kind.value} before it in one more place too "
            f"(「{shortened(words, 60)}」), which kbpatch cannot locate; check by hand",
            clause=words,
        )
        return True

    def unplaced_only(self, item: Item | None) -> list[Draft]:
        """The reports of an item's requests that name no section kbpatch can find
        (unplaced_request), when they are all that was read of the item; else []."""
        own = [draft for draft in self.drafts if item is not None and draft.item is item]
        unplaced = [
            draft
            for draft in own
            if draft.kind is ActionKind.NOT_UNDERSTOOD
            and draft.target is None
            and draft.unread_kind is not None
        ]
        return unplaced if unplaced and len(unplaced) == len(own) else []

    def unheard(self, item: Item | None) -> bool:
        """Whether `item` is named and no reading (nor report) of its words came before."""
        return item is not None and not any(draft.item is item for draft in self.drafts)

    def unread_suggestions_reported(self, segment: Segment, clause: str, item: Item | None) -> bool:
        """`条目 1 按上文建议归入处理` for an item whose 建议归入 kbpatch read nothing of
        (`Genesis 条目补充：…`, `可在活文档里提一下 X`): the closing line hands the request back
        to those words, so they are what is reported, quoted and cited with the closing line;
        not a suggestion that itself points elsewhere (`见本轮建议动作`) or asks nothing, nor
        a closing line that refuses. Returns whether any was reported."""
        if item is None or self.lexicon.negated.search(masked_all(clause)):
            return False
        own_words = [
            s
            for s in item.suggestions
            if s.text.strip()
            and not self.lexicon.points_elsewhere.search(s.text)
            and not self.lexicon.negated.search(masked_all(s.text))
            and not self.declines(s.text)
        ]
        for suggestion in own_words:
            words = suggestion.text.strip()
            self.report_unplaced(
                suggestion,
                item,
                words,
                f"asks for something kbpatch cannot read: 「{shortened(words, 60)}」 (the "
                f"closing line 「{shortened(clause.strip(), 30)}」 leaves it to these words); "
                "check by hand",
            )
            self.drafts[-1].lines.add(segment.line)
        return bool(own_words)

    def pointed_nowhere(self, segment: Segment, clause: str, item: Item | None) -> None:
        """`条目 2 → 3.9 TierKV 0.61 → 0.66` where the document has no 3.9: a closing line that
        points an item somewhere and asks an edit there (a verb, or values to swap) names no
        place kbpatch can find. Reported with its words, never dropped."""
        lead = len(clause) - len(clause.lstrip(" -*"))
        pointer = item_pointer(self.lexicon).match(masked_quotes(clause), lead)
        if pointer is None:
            return
        rest = clause[pointer.end() :]
        kind = self.reader.kind_in(rest, None)
        if self.lexicon.negated.search(masked_all(rest)) or not (
            (kind is not None and kind.edits_document) or value_pairs(rest, self.lexicon)
        ):
            return
        self.report_unplaced(
            segment,
            item,
            clause.strip(),
            f"points {item.key if item else 'an item'} at words that name no section kbpatch "
            f"can find, and asks an edit there: 「{shortened(clause.strip(), 60)}」; check by hand",
        )

    def unread_follow_up(
        self, segment: Segment, clause: str, item: Item | None, before: Draft
    ) -> None:
        """`§3.1 X 那条加粗显示，并把"A"改为"B"`: an edit asked right after a request kbpatch
        cannot read names its entry only there, so it is reported with its words, never made
        elsewhere nor dropped. After an edit (`…新增一条 X，并把它加粗显示`), a clause that
        does something to a thing (`把` / `将`) and that no kind reads is reported the same
        way: it adds to that edit what kbpatch cannot write."""
        plain = masked_all(clause)
        if self.lexicon.negated.search(unasked(plain)):
            return
        kind = self.reader.kind_in(clause, None)
        disposal = (
            self.lexicon.disposal.match(plain) or self.lexicon.formatting.match(plain)
        ) is not None
        if before.kind is ActionKind.NOT_UNDERSTOOD:
            if not (disposal or (kind is not None and kind.edits_document)):
                return
            said = f"follows 「{before.clause or before.request}」, which kbpatch cannot read"
        elif disposal and kind is None:
            said = f"asks more of the {before.kind.value} before it than kbpatch can read"
        else:
            return
        self.report_unplaced(
            segment, item, clause.strip(), f"{said}: 「{clause.strip()}」; check by hand"
        )

    def unsupported_unplaced(self, segment: Segment, clause: str, item: Item | None) -> bool:
        """`…；"X"那条去掉即可`: a clause naming no section that asks to delete, move or rewrite
        an entry it names is reported with its words, as it is when it names its section;
        never dropped. A remark (`作者删去了旧基线`: no entry named) or a keep (`条目不删除`)
        asks nothing."""
        plain = masked_all(clause)
        unsupported = self.lexicon.unsupported.search(plain)
        if unsupported is None or self.lexicon.negated.search(unasked(plain)):
            return False
        if refused_with_ba(plain, unsupported.start(), self.lexicon):
            return False  # `不要把它和 X 并成一条`
        if NEW_FIRST.search(clause):
            return False  # `用"稳定"取代"观察"`: one value for another, no entry retired
        dictated = SegmentWords.of(segment.text, self.lexicon).unquoted
        if dictated and clause.strip(" ，,。") in dictated:
            return False  # `新增：**MDR**（…）：…，取代原 MDD 指令`: words of the new entry
        if begins_a_name(plain, unsupported, self.lexicon):
            return False  # `污染检测：改写重测追加一句`: 改写重测 is the entry appended to
        if not (
            ENTRY_NAMED_BY.search(masked_quotes(clause))
            or QUOTE.search(clause)
            or ENTRY_NOUN.search(unsupported.group(0))
            # `撤下多模型路由`, `删去级联与升级`: the entry by its bare words after the verb
            # (not `删去了…`: what was done).
            or BARE_OBJECT.match(plain, unsupported.end())
        ):
            return False
        self.report_unplaced(
            segment,
            item,
            segment.text,
            (
                f"asks to {said_at(clause, unsupported)} (remove, move or rewrite) an entry but "
                f"names no section, so kbpatch proposes no edit: 「{clause.strip()}」; "
                "check by hand"
            ),
            clause=clause.strip(),
            # (Under a line naming only its place, read again there: placed_under.)
            unread_kind=ActionKind.REMOVE,
        )
        return True

    def pointer_to_existing(
        self, segment: Segment, clause: str, item: Item | None, previous: Draft
    ) -> None:
        """`加一问「…」，与 5.1 冷启动那条互相指引`: the other end of the pointers is an entry
        already in the document (`X 那条`, no item named), which kbpatch does not edit: the
        new question is proposed, this part is reported with its words, never dropped."""
        if previous.kind is not ActionKind.ADD_QUESTION or not previous.pointers:
            return
        plain = masked_all(clause)
        if (
            not self.lexicon.pointers.search(plain)
            or ITEM_NAMED.search(plain)
            or self.lexicon.refers_to_new.search(plain)
            or not EXISTING_ENTRY.search(plain)
            # A section named (`与 §5.1 X 那条…`) is reported where it is read (ClauseReader).
            or self.reader.refs_in(clause[max(map(clause.rfind, '」』”"')) + 1 :])
        ):
            return
        self.report_unplaced(
            segment,
            item,
            clause.strip(),
            (
                f"「{clause.strip(' ，,。；;')}」 asks an entry already in the document to "
                "point at the new question, which kbpatch does not propose; check by hand"
            ),
        )

    def names_the_entry_before(self, clause: str, previous: Draft) -> bool:
        """`归入 2.1，新增 X 一条`, `放 §2.1；补一条 **X**`: the add before placed the item's
        new entry and gave it no name; a clause that says only an add verb and a name its item
        speaks of names that entry (one entry, the brief's name), no second one. Not `另补一条
        Y`, nor a name the item never mentions: those stay requests of their own."""
        if (
            previous.kind is not ActionKind.ADD_ENTRY
            or previous.item is None
            or previous.withheld
            or previous.entry_name
            or previous.label
            or previous.statement
            or previous.only_text
            or previous.row
        ):
            return False
        plain = masked_quotes(clause.replace("**", ""))
        given = self.lexicon.new_entry_name.search(plain)
        if given is None:
            return False
        name = next(
            (n for n in given.group("name", "long", "plain", "han", "counted") if n), ""
        ).strip()
        rest = plain[: given.start()] + plain[given.end() :]
        left = self.lexicon.nouns.sub("", rest).strip(" \t，,。.；;")
        if not name or left or not speaks_of(previous.item, name):
            return False
        previous.entry_name = name
        return True

    def names_another_entry(self, clause: str, previous: Draft) -> bool:
        """`…新增一条 X；另补一条 Y`: an add verb whose object is a name (Latin, or quoted) other
        than the entry just asked for asks for a second entry, with no place: a request, not
        a remark on the first (`新增条目注明单一来源` names nothing after its verb)."""
        verb = self.lexicon.verbs["add"].search(masked_quotes(clause))
        if verb is None:
            return False
        rest = clause[verb.end() :].lstrip()
        noun = self.lexicon.nouns.match(rest)
        rest = rest[noun.end() :].lstrip() if noun else rest
        named = NAMED_OBJECT.match(rest)
        if named is None:
            return False
        name = (named.group("quoted") or named.group("latin")).lower()
        own = " ".join(
            (previous.item.title if previous.item else "", previous.entry_name, previous.statement)
        )
        return name not in own.lower()

    def value_runs_on(self, segment: Segment, clause: str, previous: Draft) -> bool:
        """`H3 依据栏 二期未投产 → 二期已投产，成本未披露。`: a new value given bare, then words
        after a comma that ask nothing (no verb, place, keep or quote): they may be more of
        the value, or a remark. The change is reported with its words, never made with half
        its value."""
        new = previous.pairs[-1][1] if previous.pairs else previous.new_value
        plain = masked_all(clause)
        words = clause.strip(" \t。.；;")
        if (
            not previous.kind.changes_values
            or not new
            or new in quotes_in(segment.text)
            or not words
            or len(words) > 20
            or not is_han(words[0])
            or not segment.text.replace(" ", "").count(f"{new}，{words}".replace(" ", ""))
            or any(verb.search(plain) for verb in self.lexicon.verbs.values())
            # (`，只改这个数字`: words on the change, by a root of an editorial verb; `，以警惕 2
            # 为准`, `，最终数值见文末清单`: words pointing elsewhere for it.)
            or EDITING_ROOT.search(plain)
            or POINTING_ELSEWHERE.search(plain)
            or self.lexicon.negation.search(plain)
            or self.lexicon.no_op.search(plain)
            or SECTION_REF.search(clause)
        ):
            return False
        previous.kind = ActionKind.NOT_UNDERSTOOD
        previous.reason = (
            f"gives the new value 「{new}」 unquoted, then 「，{words}」: whether those words "
            "are more of the value is not said; quote it (「…」); check by hand"
        )
        return True

    def unpaired_value(
        self, segment: Segment, clause: str, item: Item | None, previous: Draft
    ) -> None:
        """`…1.8–2.4 s 应为 2.0–2.6 s，括号里的 "1.8–2.4s" 也一起换`: after a replace, a value to
        be swapped too with no new value of its own is reported with its words; its new form
        (`2.0–2.6s`?) is not guessed, and the clause is never dropped."""
        plain = masked_quotes(clause)
        if (
            not previous.kind.changes_values
            or not self.lexicon.replace_too.search(plain)
            or self.lexicon.negation.search(plain)
        ):
            return
        self.report_unplaced(
            segment,
            item,
            segment.text.strip(),
            (
                f"「{clause.strip()}」 asks to replace another value too, but gives no new "
                "value for it; check by hand"
            ),
            clause=clause.strip(),
        )

    def read_option(
        self,
        segment: Segment,
        text: str,
        said: SegmentWords,
        context_item: Item | None,
        choice: str,
        group: str,
        from_closing: bool,
        named_before: Draft | None = None,
    ) -> tuple[Item | None, bool]:
        """The clauses of one option of a line (the whole line when it offers none); returns
        the item the closing list speaks of by then, and whether the option asks anything of
        this document (an edit, or a request on a section of it that is reported).
        `named_before`: the last edit of the option before, for `该条` in this one."""
        previous: Draft | None = None
        edits = False
        option_from = len(self.drafts)
        read_any = False  # a clause after a reading of another kind may be its remark
        named: SectionRef | None = None  # the one section the clauses so far named
        named_of: Item | None = None  # the item of the clause that named it
        held = False  # the clause before said its section already holds the item
        values_kept = False  # the clause before kept values of its section
        # The clause before refused kinds of edit of its section that leave a replace free
        # (`§3-2 不新增条目`): a replace asked next is of that section, as after a keep of values.
        others_refused = False
        kept_place = False  # the clause before kept a place (`§1 keep as is`)
        stated_no_op = False  # the clause before was a stated no-op (`X 暂不删除`)
        unread: Draft | None = None  # the request just before, which kbpatch cannot read
        # A part of a closing line with its own item's tag after another item's edit, and
        # whether the line leads with the section it is read in (`named`).
        own_part = led = False
        unread_counted: list[str] = []  # sentences that count new entries, of which none is read
        sentences = [s for s in split_outside_quotes(text, SENTENCE_SPLIT) if s.strip(" 。.")]
        if (
            from_closing
            and len(sentences) > 1
            and self.reader.refs_in(text)
            and self.withdrawn_with_reason(segment, self.reasons_blanked(text), read_rest=False)
            is not None
        ):
            # `收回条目 1 的建议；§1.1 X 已经覆盖。`: the sentences after a withdrawal are its
            # reason, as its clauses are, and the sections they name are context (took_back
            # reads a withdrawal said in one sentence; sentences naming none it reads alone).
            return context_item, False
        for sentence in self.places_joined(
            # `① … ② … ④ 暂不碰 §6.2`: circled numbers on one line part its requests as full
            # stops do: a keep in ④ holds for what ④ names, not for ③'s section.
            part
            for whole in self.sentences_of(text)
            for part in (
                [whole]
                if self.asks_numbered_questions(whole)
                else split_outside_quotes(whole, CIRCLED_MARK)
            )
        ):
            if not sentence.strip():
                continue
            request = self.after_lead(sentence)
            targeting = self.reasons_blanked(cut_explanation(request))
            sentence_from = len(self.drafts)
            if from_closing:
                tagged = self.item_named_in(sentence)
                if previous is not None and tagged is not None and tagged is not previous.item:
                    # `§3：A 1 → 2（条目 1）；B x → y（条目 2）`: a part with another item's tag
                    # is that item's request, not more of the edit before it; read in the
                    # section the line leads with, if it leads with one, else reported.
                    previous, named, named_of = None, self.line_lead(text), tagged
                    led = own_part = True
                context_item = tagged or context_item
                status = self.lexicon.verdict_field.match(masked_all(sentence).strip())
                if status and context_item and self.lexicon.take_back.fullmatch(status["words"]):
                    # `Item 2: §5.8 X. Status: parked.`: the verdict of the line's item.
                    self.drafts.append(self.withdrawal(segment, context_item, sentence))
                    continue
                if len(targeting) < len(sentence) and self.lexicon.take_back.fullmatch(
                    masked_all(sentence[len(targeting) :]).lstrip("—–- ")
                ):
                    targeting = sentence  # `条目 2 —— 否`: the words after the dash are its verdict
                if not self.said_of_a_thing(segment.text, targeting):
                    self.body_kept += [
                        (segment.line, *kept) for kept in self.keeps_of_body(targeting)
                    ]
                if self.limited_scope(segment, targeting) or self.item_part_only(
                    segment, targeting
                ):
                    continue
                named_here = self.item_index.names_and_rest(masked_quotes(targeting))[0]
                self.closing_named += [i for i in named_here if i not in self.closing_named]
                if self.withdrew_listed_items(segment, targeting):
                    continue
                targeting = self.took_back(segment, targeting)
                if not targeting.strip(" ，,。；;"):
                    continue
            sentence_kind: ActionKind | None = None
            # `新增：X（§3.1）、Y（§2.2）`: one verb for a list of names, each with its place.
            listed = self.places_listed(targeting) if from_closing else []
            # `§3.1 新增 X、Y 两条`: one clause per item, each quoting the sentence it is from.
            entries = [] if listed or not from_closing else self.entries_listed(targeting)
            listed = listed or entries
            # `条目 1 → §3.1，条目 2 → §2.2（均新增一条）`: the closing aside speaks for each.
            shared = SHARED_ASIDE.search(masked_quotes(targeting)) if from_closing else None
            refused = (
                shared is not None and self.lexicon.negation.search(shared.group(0)) is not None
            )
            if shared and not self.asks_an_edit(shared.group("verb")):
                shared = None  # `（均不落笔）`, `（均为一行一条）`: read where it stands
            own = targeting[: shared.start()] if shared else targeting
            # `"A"、"B" 分别改为 "C"、"D"`: one clause per pair, never the nearest quotes.
            paired = value_lists(own, self.lexicon, self.brief.topic)
            if paired is not None and paired.unpaired:
                self.report_unplaced(
                    segment, context_item, own.strip(), f"{paired.unpaired}; check by hand"
                )
                continue
            clauses = (
                listed
                or (paired.clauses if paired else [])
                or self.joined_row_clauses(
                    joined_cells(
                        joined_sibling_lists(
                            self.joined_after_lead(
                                self.own_asides(self.placed_after(self.joined_uncut(own), segment))
                            ),
                            self.lexicon.context,
                            # A `与` inside a heading's words before a request (`（一）分页与复用
                            # 新增 X，并在 …`) opens no list: joined, the request after it was lost.
                            lambda words: self.keeps_values(words) or self.asks_an_edit(words),
                        ),
                        lambda words: bool(
                            self.lexicon.verbs["replace"].search(masked_quotes(words))
                        ),
                    )
                )
            )
            clauses = self.keep_led(clauses)
            if shared and not listed:
                verb = targeting[shared.start("verb") : shared.end("verb")].strip()
                clauses = [f"{c.rstrip()} {verb}" if self.reader.refs_in(c) else c for c in clauses]
            header = ""  # the rest of a sentence a change of the document's header takes in
            for index, clause in enumerate(clauses):
                if header and clause.strip() in header:
                    # `页眉：「版本：v2.3」改为「版本：v2.4」，「更新日期：A」改为「更新日期：B」`:
                    # the header's, reported whole with it (ClauseReader.header_change).
                    continue
                if previous is not None and self.place_said_again(previous, clause):
                    continue
                if (
                    previous is not None
                    and previous.kind is ActionKind.ADD_ENTRY
                    and previous.item is not None
                    and names_brackets(clause, self.lexicon, only_brackets=True)
                    and self.reader.kind_in(clause, None) is None
                ):
                    # `§七 补一条，〔〕内写 §2.4`: only a citation has brackets to write in; as
                    # an entry, they were dropped. (In a section of entries it is reported.)
                    previous.kind = ActionKind.ADD_CITATION
                if (
                    previous is not None
                    and previous.kind is ActionKind.ADD_CITATION
                    and names_brackets(clause, self.lexicon)
                    and self.reader.kind_in(clause, None) is None
                ):
                    # `〔〕内写 §5.2`: the section the new citation names, not an edit of §5.2.
                    self.reader.modifier(clause, previous)
                    continue
                if from_closing:
                    # Each listed name is its own item (or none): never the one before it.
                    named_item = self.closing_item(clause, segment.text)
                    context_item = named_item if listed else named_item or context_item
                unwritten = self.unwritten_request(clause)
                if unwritten:
                    # Under the section the clause names, when it names one: the row a reviewer
                    # reads says where the change was asked.
                    refs = self.reader.refs_in(clause)
                    self.report_unplaced(
                        segment,
                        context_item,
                        clause.strip(),
                        f"{unwritten}: 「{shortened(clause.strip(), 60)}」; check by hand",
                        target=refs[0].ref if len(refs) == 1 else None,
                    )
                    continue
                if previous is not None and (marker := self.marker_ending_change(previous, clause)):
                    self.add_marker(marker, previous, context_item)
                    continue
                made = self.reader.read(
                    clause,
                    segment=segment,
                    item=context_item,
                    choice=choice,
                    group=group,
                    inherited=sentence_kind,
                    from_closing=from_closing,
                )
                header = next(
                    (
                        d.clause
                        for d in made
                        if (d.target is None or d.target.key == VERSION_LINE)
                        and d.clause.startswith(clause.strip())
                        and len(d.clause) > len(clause.strip())
                    ),
                    header,
                )
                aside = ENDING_ASIDE.search(clause)
                for draft in made if aside else []:
                    # `§2.1 新增 X 条目（位置见 §2.2）`: the aside's place, as after a comma.
                    self.place_said_again(draft, aside.group("inner") if aside else "", True)
                # `§6.1 加问题："A？"与"B？"`: each quoted question its own.
                made += [
                    more
                    for draft in list(made)
                    if draft.kind is ActionKind.ADD_QUESTION
                    for more in self.more_questions(clause, draft)
                ]
                # `"A" 与 "B" 两行都补 arXiv:…`, `"A" 和 "B" 两条末尾各补一句"…"`: each quoted
                # line its own source, or its own words.
                made += [
                    draft.another(words)
                    for draft in list(made)
                    if draft.kind is ActionKind.ADD_SOURCE
                    for words in lines_named_with(clause, draft.phrase)
                ] + [
                    replace(draft.another(draft.phrase), anchor=words)
                    for draft in list(made)
                    if draft.kind is ActionKind.APPEND and draft.anchor
                    for words in lines_named_with(clause, draft.anchor)
                ]
                questions_only = self.lexicon.question_only.search(masked_quotes(clause))
                if questions_only and context_item is not None:
                    # `条目 1 改为只进开放问题："…"`: the question only, no other edit of the item.
                    words = questions_only.group(0)
                    self.drafts.append(
                        self.questions_only(segment, context_item, words, from_closing)
                    )
                    if not any(d.kind is ActionKind.ADD_QUESTION for d in made):
                        self.report_unplaced(
                            segment,
                            context_item,
                            segment.text,
                            f"sends {context_item.key} only to the open questions ({words}), but "
                            "kbpatch reads no question's words in it (quoted, or after a colon "
                            "up to ？); check by hand",
                            clause.strip(),
                        )
                if (
                    not made
                    and previous is None
                    and named is not None
                    # `条目 1：§3.2 新增 X；条目 2：Y 行 "A" 改为 "B"`: another item's clause
                    # does not take the section the one before named.
                    and (not from_closing or self.item_named_in(clause) in (None, named_of))
                ):
                    # `§4.1 …第 3 条，"X" 不改；第 2 条里 "A" 换成 "B"`: a part of the section
                    # named before, with no edit asked of it yet.
                    carried = self.reader.read_in_named(
                        clause,
                        named,
                        segment=segment,
                        item=context_item,
                        choice=choice,
                        group=group,
                        from_closing=from_closing,
                        held=held or (led and named is not None),
                        values_kept=values_kept or others_refused,
                    )
                    made = [carried] if carried else []
                if not made and self.unsupported_unplaced(segment, clause, context_item):
                    continue
                # `§1 X 已收录，只把 "A" 改为 "B"`: already there; the edit asked next is of §1.
                held = bool(made) and all(d.reason.startswith("a past ") for d in made)
                # `§2 的 X 0.3 不变；只把 Y 的 4.20 调成 3.85`: values kept, then a replace
                # asked next, of the same section.
                kept_before, values_kept = (
                    values_kept,
                    bool(made) and all(d.kept_values for d in made),
                )
                others_refused = bool(made) and all(
                    d.kind is ActionKind.CONSTRAINT
                    and d.target is not None
                    and d.forbids not in (frozenset(), ADVISORY)  # `其余不动` refuses none
                    and ActionKind.REPLACE not in d.forbids
                    for d in made
                )
                after_keep, kept_place = (
                    kept_place,
                    bool(made)
                    and all(d.kind is ActionKind.CONSTRAINT and d.target is not None for d in made),
                )
                # `§2 的 X 暂不删除，只在 §3 表中把 "A" 改为 "B"`: a section's refused edit is a
                # stated no-op, and what the clause after it asks stands on its own. (Not `不写入
                # 活文档；标签改为 X`: what follows a no-op of the whole document is elsewhere.)
                no_op_before, stated_no_op = (
                    stated_no_op,
                    bool(made) and all(d.kind is ActionKind.NO_OP and d.target for d in made),
                )
                targets = {d.target.key: d.target for d in made if d.target is not None}
                if targets:
                    named = next(iter(targets.values())) if len(targets) == 1 else None
                    named_of = context_item
                # Inside a listed option (`(b) 次选是…`) the word is a preference, not a fallback.
                fallback = not choice and (
                    self.lexicon.fallback.match(masked_quotes(clause))
                    or self.ranked_second(clause, made)
                )
                # `…新增一条 X，次选 §5.7`: a fallback may follow its edit inside the sentence.
                if made and (not index or previous is not None) and fallback:
                    self.fallback_of(previous, made[0], segment)
                if previous is not None and [d.unread_kind for d in made if not d.target] == [
                    ActionKind.ADD_SOURCE
                ]:
                    # `§2 X 条目的"A"改为"B"，并补出处 arXiv:…`: the source of the entry the
                    # edit before named, not a request naming no section.
                    made = (
                        self.on_same_entry(clause, previous, segment, context_item, choice) or made
                    )
                if not made and previous is not None:
                    made = (
                        self.on_same_entry(clause, previous, segment, context_item, choice)
                        or self.other_line_replaced(clause, previous, segment, context_item, choice)
                        or self.pointed_back(clause, previous, segment, context_item, choice)
                        # `3.1 节 X 之后列入一条 Y；X 条目后面补链接 URL`: another entry of the
                        # section the edit before named, edited there.
                        or self.in_section_before(
                            clause, previous, segment, context_item, choice, group, from_closing
                        )
                    )
                elif not made and named_before is not None and SAME_ENTRY.match(clause):
                    made = self.on_same_entry(clause, named_before, segment, context_item, choice)
                if (
                    not made
                    and previous is not None
                    and SAME_ENTRY.match(clause)
                    and quotes_in(clause)
                ):
                    # `…；待解问题第 5 条已有答案，在该条末尾加"…"`: words for an entry pointed
                    # back at that kbpatch does not read as the one edited before: reported.
                    self.report_unplaced(
                        segment,
                        context_item,
                        clause.strip(),
                        f"points back at an entry (「{shortened(clause.strip(), 40)}」) that "
                        "kbpatch does not read as the one the edit before named; check by hand",
                    )
                if (
                    not made
                    and previous is not None
                    and previous.kind is ActionKind.ADD_QUESTION
                    and (
                        QUOTES_ONLY.fullmatch(masked_quotes(clause))
                        or not numbered_questions(clause, self.lexicon.counts["marks"])[0]
                    )
                ):
                    # `新增两问："A？"；"B？"`, `① A？；② B？`: the next quoted or numbered
                    # question, after its list mark.
                    made = self.more_questions(clause, previous)
                if previous is None and not made and (value := self.dictated_elsewhere(clause)):
                    # `问题 3 的状态改为"已关闭"` beside another request: a value dictated for a
                    # place kbpatch does not read is reported, never left for the other's line.
                    self.report_dictated_change(segment, clause, context_item, value)
                elif previous is None and not made and not from_closing and not read_any:
                    self.unplaced_request(
                        segment,
                        clause,
                        context_item,
                        from_closing=from_closing,
                        choice=choice,
                        group=group,
                    )
                elif previous is None and not made and (kept_before or no_op_before or own_part):
                    # `§2 的 0.3 不变；新增一行 X`: a request after a keep of values, not read
                    # in that section, is reported, never taken for a remark on the keep; so
                    # is one after a stated no-op (`§2 的 X 暂不删除，只在 Y 表中…改为…`).
                    reported = len(self.drafts)
                    self.unplaced_request(
                        segment,
                        clause,
                        context_item,
                        from_closing=from_closing,
                        choice=choice,
                        group=group,
                    )
                    said_again = self.citation_said_again(context_item, clause) is not None
                    if (
                        len(self.drafts) == reported
                        and self.asks_an_edit(clause)
                        and not said_again
                    ):
                        words = clause.strip()
                        before_it = (
                            "a keep of values"
                            if kept_before
                            else "a stated no-op"
                            if no_op_before
                            else "another item's edit on its line"
                        )
                        self.report_unplaced(
                            segment,
                            context_item,
                            words,
                            f"follows {before_it} and asks for an edit kbpatch cannot "
                            f"read: 「{words}」; check by hand",
                        )
                elif (
                    previous is None
                    and not made
                    and after_keep
                    and not from_closing
                    and self.asks_an_edit(clause)
                ):
                    # `§1 keep A100 as is; change H100's 2.10 to 1.95`: a request after a keep,
                    # naming no place kbpatch reads, is reported, never taken for the keep's remark.
                    reported = len(self.drafts)
                    self.unplaced_request(
                        segment,
                        clause,
                        context_item,
                        from_closing=from_closing,
                        choice=choice,
                        group=group,
                    )
                    if len(self.drafts) == reported:
                        words = clause.strip()
                        self.report_unplaced(
                            segment,
                            context_item,
                            words,
                            f"follows a keep and asks for an edit kbpatch cannot read: "
                            f"「{words}」; check by hand",
                        )
                elif previous is None and not made and from_closing and not self.brief.items:
                    # A closing list with no item read for it to restate (a brief whose items
                    # kbpatch does not know): each of its requests is one of its own, reported
                    # with its words where it names no place kbpatch reads, never dropped.
                    reported = len(self.drafts)
                    self.unplaced_request(
                        segment,
                        clause,
                        context_item,
                        from_closing=from_closing,
                        choice=choice,
                        group=group,
                    )
                    if len(self.drafts) == reported and self.asks_or_puts(clause):
                        # `删广东条`, `问题 5 正文替换`: a request by its verb alone.
                        self.report_unplaced(
                            segment,
                            context_item,
                            clause.strip(),
                            f"asks for something kbpatch cannot read: "
                            f"「{shortened(clause.strip(), 60)}」; check by hand",
                        )
                elif previous is None and not made and from_closing:
                    reported = len(self.drafts)
                    self.pointed_nowhere(segment, clause, context_item)
                    handed_back = (
                        len(self.drafts) == reported
                        and not listed
                        and self.names_no_other_item(segment, clause, context_item)
                    )
                    unplaced = self.unplaced_only(context_item) if handed_back else []
                    if unplaced and self.unread_suggestions_reported(segment, clause, context_item):
                        # `AgiBot World 行的规模 A 改为 B` (no section) and `条目 1 按上文建议归入
                        # 处理`: the item's words reported once, quoted, with the closing line.
                        self.drafts = [d for d in self.drafts if not any(d is u for u in unplaced)]
                    elif (
                        handed_back
                        and self.unheard(context_item)
                        and not self.unread_suggestions_reported(segment, clause, context_item)
                    ):
                        # `建议归入：见文末` leaves the closing line the item's only request:
                        # no restatement of a reading, so reported as the item's words are.
                        self.unplaced_request(
                            segment,
                            clause,
                            context_item,
                            from_closing=from_closing,
                            choice=choice,
                            group=group,
                        )
                if not made and unread is not None:
                    self.unread_follow_up(segment, clause, context_item, unread)
                    continue
                if previous is not None:
                    if not made and self.derived_after(clause, previous):
                        continue
                    if not made:
                        # `…新增一条 X；另在末尾补一句"…"`: a clause that asks for an edit of
                        # its own, naming no place, is reported when it adds nothing to the
                        # action before it: never dropped.
                        modified = self.reader.modifier(clause, previous)
                        nested = self.lexicon.sub_item.search(masked_all(clause))
                        under = (
                            self.nested_under_named(segment, clause, previous, nested)
                            if not modified and nested and previous.kind not in ADDING
                            else None
                        )
                        if under is not None:
                            # `§4.2 X 条目的"A"更新为"B"；并在该条下加一个子项：「…」`: under
                            # the entry the edit before named.
                            self.drafts.append(under)
                        elif (
                            not modified
                            and nested
                            and not self.lexicon.negation.search(masked_all(clause))
                        ):
                            # `…补一条 X，带一条子要点"…"`: an item nested under the new one,
                            # which kbpatch does not write: reported with its words, never
                            # dropped. (`…，作为 Y 下的子项` places the entry: a modifier.)
                            self.report_unplaced(
                                segment,
                                context_item,
                                clause.strip(),
                                f"asks for a {said_at(clause, nested)} under the "
                                f"{previous.kind.value} before it (an item nested under an "
                                f"entry), which kbpatch does not write: 「{clause.strip()}」; "
                                "check by hand",
                            )
                        elif not modified and nested:
                            pass  # `…，不必加子项`: a nested item refused, nothing asked
                        elif not modified:
                            if value := self.dictated_elsewhere(clause):
                                # `…末尾补一句"…"；问题 3 的状态改为"已关闭"`: a value for
                                # another place, never a remark on the edit before.
                                self.report_dictated_change(segment, clause, context_item, value)
                                continue
                            if self.unread_other_place(segment, clause, context_item, previous):
                                continue
                            if self.names_the_entry_before(clause, previous):
                                continue
                            if self.value_runs_on(segment, clause, previous):
                                continue
                            if not from_closing:
                                self.unplaced_request(
                                    segment,
                                    clause,
                                    context_item,
                                    previous,
                                    from_closing=from_closing,
                                    choice=choice,
                                    group=group,
                                )
                            self.unpaired_value(segment, clause, context_item, previous)
                            self.unread_follow_up(segment, clause, context_item, previous)
                        else:
                            self.pointer_to_existing(segment, clause, context_item, previous)
                        continue
                    if clause.lstrip().startswith("或"):
                        # `X，或 Y`: Y is the other option of X.
                        previous.group = previous.group or f"or{segment.line}:{len(self.drafts)}"
                        made[0].group = previous.group
                read_any = read_any or bool(made)
                if made:
                    last = made[-1]
                    unread = (
                        last
                        if last.kind is ActionKind.NOT_UNDERSTOOD
                        and last.target is not None
                        and not last.withheld
                        else None
                    )
                # Words an append writes (`追加：需校准集，且仅限 GPU`) say nothing of the item's
                # edits: an "only" in them limits none.
                asked = masked_all(clause)
                for draft in made:
                    if draft.kind is ActionKind.APPEND and draft.phrase:
                        asked = asked.replace(draft.phrase, " " * len(draft.phrase))
                only = self.lexicon.only.search(asked) is not None
                for draft in made:
                    said.decorate(draft, choice=choice, option=text, lexicon=self.lexicon)
                    self.drafts.append(draft)
                    # An option naming a section of this document that kbpatch cannot read
                    # (reported) is no hand-over to another document.
                    if draft.kind is ActionKind.NOT_UNDERSTOOD and draft.target is not None:
                        edits = True
                    if draft.kind.edits_document:
                        edits = True
                        sentence_kind = draft.kind
                        previous = draft
                        # `B. §6.1 只加一问`: an option's "only" is that option's, not the item's.
                        if only and draft.kind not in ADDING and not choice:
                            self.drafts.append(self.only_constraint(draft, segment))
                if made and previous is not None:
                    # A modifier in the same clause (`…，挂 X 作线索`) belongs to it.
                    self.reader.modifier(clause, previous, alone=False)
                    self.pointer_to_existing(segment, clause, context_item, previous)
            if len(self.drafts) == sentence_from and self.counts_new(targeting):
                unread_counted.append(targeting)
            made_here = self.drafts[sentence_from:]
            kept = [d for d in made_here if d.kind is ActionKind.CONSTRAINT and d.target]
            explained = request[len(targeting) :]
            if (
                kept
                and not any(d.kind.edits_document for d in made_here)
                and (self.asks_an_edit(explained))
            ):
                # `§3.1 照旧——新增一条 X`: a keep, then an edit asked after its dash; whether
                # the section stays or takes the edit is not guessed.
                self.drafts.append(
                    replace(
                        kept[0],
                        kind=ActionKind.NOT_UNDERSTOOD,
                        forbids=frozenset(),
                        reason=f"keeps {kept[0].target.raw if kept[0].target else ''} and asks "
                        f"「{shortened(explained.strip(' —-'), 40)}」 after it: which one is meant "
                        "is not guessed; check by hand",
                    )
                )
            elif previous is not None and len(targeting) < len(request):
                # What the explanation after `——` adds to the action (`挂 X 作线索`).
                self.reader.modifier(explained, previous)
            if refused:
                # `条目 1 → §3.1，条目 3 → §5.6（均不落笔）`: no edit of the sentence is proposed.
                for draft in self.drafts[sentence_from:]:
                    if draft.kind.edits_document:
                        draft.kind, draft.withheld = ActionKind.NOT_UNDERSTOOD, True
                        draft.reason = (
                            f"the sentence's closing aside refuses what it names for each place: "
                            f"「{shortened(targeting.strip(), 60)}」; check by hand"
                        )
            merged = self.items_merged(targeting, None if from_closing else context_item)
            if merged:
                self.withhold_merged(segment, targeting, merged, sentence_from)
            self.described_further(targeting, sentence_from)
            if from_closing:
                self.moved_all_items(segment, targeting, sentence_from)
                if not self.limited_to_kind(segment, targeting, sentence_from):
                    self.only_adding_here(segment, targeting, sentence_from)
                for draft in self.drafts[sentence_from:]:
                    if draft.clause and draft.clause in entries:
                        draft.clause = targeting.strip(" ，,。；;")
                self.pair_listed_items(targeting, self.drafts[sentence_from:])
                self.read_place_changes(targeting, sentence_from)
        if from_closing:
            self.agreed_then_taken_back(segment, text, option_from)
        if self.drafts[option_from:]:
            # `§5 X 条目末尾补一句"…"；附录补 Lund, E. et al. (2026) 一条`: a sentence of which
            # nothing is read, beside one that is, is no remark on that edit when it counts
            # new entries or questions: reported with its words, as on a line of its own
            # (count_kept, which reads the line as a whole), never dropped.
            for words in unread_counted:
                asked = words.strip(" ，,。；;")
                home = self.add_said_again(context_item, asked)
                if home is not None:
                    home.lines |= {segment.line}  # its line joins the item's, nothing to check
                    continue
                self.report_unplaced(
                    segment,
                    context_item,
                    asked,
                    f"counts new entries or questions (「{shortened(asked, 60)}」), and kbpatch "
                    "reads none; check by hand",
                )
        for draft in self.drafts[option_from:] if choice else ():
            if (
                draft.choice == choice
                and draft.target is not None
                and draft.target.key == WORDS_HELD
            ):
                # A change of this option placed by its own words (unplaced_request) is its
                # edit: ranked as the option is.
                said.decorate(draft, choice=choice, option=text, lexicon=self.lexicon)
                edits = True
        self.count_kept(segment, context_item, text, self.drafts[option_from:])
        return context_item, edits

    def counts_new(self, words: str) -> bool:
        """Whether words count new entries or questions (`附录补 X 一条`, `加两问`) and ask for
        them (no negation)."""
        return not self.lexicon.negated.search(masked_all(words)) and bool(
            self.counted(words, "entries") or self.counted(words, "questions")
        )

    def line_lead(self, text: str) -> SectionRef | None:
        """The one section a closing line opens with before a colon (`§3：…`), which the
        line's parts all speak of; None when the line opens otherwise."""
        lead = LINE_LEAD.match(text)
        words = masked_quotes(lead.group(1)) if lead else ""
        if lead is None or not (BARE_REF.fullmatch(words) or NAMED_REF.fullmatch(words)):
            return None
        refs = self.reader.refs_in(lead.group(1))
        return refs[0].ref if len(refs) == 1 else None

    def agreed_then_taken_back(self, segment: Segment, text: str, option_from: int) -> None:
        """`条目 1 照建议；skip it for now`, `条目 1 as suggested. Park it.`, `条目 1 同意，暂缓`: a
        closing line that agrees with the items it names (their tags and scope filler alone:
        scope_clause "named"), then takes back in a clause of its own that names nothing
        (take_back, whole). The take-back is said of those items, as a later sentence is of
        the requests before it (ClauseReader.condition_of): a stated no-op of each item, which
        `contradicted` meets with the item's edits, so they are reported, never written. Not
        when the reader already read the take-back so (`；先不收`: its own no-op)."""
        agreed: list[Item] = []
        taken_back = ""
        for sentence in split_outside_quotes(text, SENTENCE_SPLIT):
            for clause in CLAUSE_CUT.split(masked_quotes(sentence)):
                words = clause.strip(" 。.!！")
                if not words:
                    continue
                named = self.item_index.names_and_rest(words)[0]
                if named:
                    read = self.scope_clause(words)
                    if read is not None and read[0] == "named" and read[1] and not read[2]:
                        agreed += [i for i in read[1] if i not in agreed]
                    continue
                if (
                    agreed
                    and self.lexicon.take_back.fullmatch(words)
                    and not self.reader.refs_in(words)
                ):
                    taken_back = taken_back or words
        if not agreed or not taken_back:
            return
        said = {
            d.item_key
            for d in self.drafts[option_from:]
            if d.kind is ActionKind.NO_OP and d.target is None
        }
        for item in agreed:
            if item.key in said:
                continue
            self.drafts.append(
                Draft(
                    kind=ActionKind.NO_OP,
                    lines={segment.line},
                    item=item,
                    target=None,
                    request=segment.text,
                    clause=taken_back,
                    reason=f"the brief says {taken_back}",
                    from_closing=True,
                    segment_line=segment.line,
                )
            )

    def asks_numbered_questions(self, sentence: str) -> bool:
        """`§6.1 新增两问：① A？② B？` (or `…① A？；② B？`): a sentence asking for questions it
        numbers, one whole request (its marks number the questions, they do not part the
        line's requests)."""
        lead, asked = numbered_questions(sentence, self.lexicon.counts["marks"])
        return bool(asked) and (
            not lead or bool(self.lexicon.verbs["question"].search(masked_all(lead)))
        )

    def more_questions(self, clause: str, question: Draft) -> list[Draft]:
        """The quoted or numbered questions of a clause other than the one a question was read
        with (and the one it is placed after), each a new question of its own in the same
        list: `§6.1 加问题："A？"与"B？"`, `"B？"` after `新增两问："A？"`, `② B？` after
        `新增两问：① A？`. Quotes that ask nothing (a lead, `线索 "X"`) are none."""
        numbered = numbered_questions(clause, self.lexicon.counts["marks"])[1]
        asked = [
            words
            for words in dict.fromkeys([*quotes_in(clause), *numbered])
            if words.endswith(("？", "?"))
            and words != question.phrase
            and words not in question.siblings
        ]
        return [question.another(words) for words in asked]

    @staticmethod
    def entry_named_between(text: str, before: str, clause: str) -> bool:
        """Whether the words of a line between an edit's clause and a later one name another
        entry by its count (`待解问题第 5 条已有答案`)."""
        start = text.find(before) + len(before) if before and before in text else -1
        end = text.find(clause, max(start, 0)) if clause else -1
        if start < 0 or end < start:
            return False
        return NUMBERED.search(masked_all(text[start:end])) is not None

    def on_same_entry(
        self, clause: str, previous: Draft, segment: Segment, item: Item | None, choice: str
    ) -> list[Draft]:
        """`§2 KIVI 那条，"2.6 倍" 改为 "2.4 倍"；末尾补一句"…"`: an append that names no section
        and no entry, right after an edit of a named entry, is an append to that entry (read
        as if it named it). [] for anything else: another kind of edit, a clause naming an
        entry or place of its own, an edit before that names no entry."""
        # `该条末尾`, `同一条末尾`: words pointing back at the entry just named are that entry
        # (an append's entry too: `"X"那条末尾补一句…；把该条的"A"改为"B"`).
        # `"X"那条末尾补一句"…"，并把"A"改为"B"`: an append's entry is the place of the edit
        # after it, as words pointing back at it say.
        pointed = bool(SAME_ENTRY.match(clause)) or previous.kind is ActionKind.APPEND
        entry = previous.subject or (previous.anchor if pointed else "")
        if previous.target is None or not entry:
            return []
        if self.entry_named_between(segment.text, previous.clause, clause):
            # `3.3 第 1 条末尾补…；待解问题第 5 条已有答案，在该条末尾加…`: the words point at
            # the entry named between, not at the one edited before.
            return []
        # `X 行：版本 0.9.0 → 0.9.1；备注列末尾补"…"`: a number's update is a replace too.
        if previous.kind not in (ActionKind.REPLACE, ActionKind.UPDATE_NUMBER, ActionKind.APPEND):
            return []
        cell = self.cell_of_row_before(clause, previous, segment, item, choice)
        if cell is not None:
            return cell
        clause = SAME_ENTRY.sub("", clause, count=1)
        plain = masked_quotes(clause)
        if ENTRY_NAMED_BY.search(plain) or self.lexicon.negation.search(plain):
            return []
        kind = self.reader.kind_in(self.lexicon.nouns.sub(blanked, clause), None)
        if pointed and kind is ActionKind.REPLACE:
            # `…末尾补一句"…"；把该条的"A"改为"B"`: a replace in the entry the words point at.
            replaced = self.reread(
                f"{previous.target.raw} {entry} 那条{clause.strip()}",
                previous,
                segment,
                item,
                choice,
            )
            if [d.kind for d in replaced] != [ActionKind.REPLACE]:
                return []
            replaced[0].clause = clause.strip()
            return replaced
        if previous.subject and kind is ActionKind.ADD_SOURCE:
            # `X 条目的"A"改为"B"，并补出处 arXiv:…`: the source goes on the entry just edited.
            asked = JOINING_WORD.sub("", clause)  # `并补`: no merge (并) of the entry
            cited = self.reread(
                f"{previous.target.raw} {entry} 条目{asked}", previous, segment, item, choice
            )
            if [d.kind for d in cited] != [ActionKind.ADD_SOURCE]:
                return []
            cited[0].clause = clause.strip()
            return cited
        if kind is not ActionKind.APPEND:
            return []
        made: list[Draft] = []
        # `…；备注列 "X" 末尾补"…"`: the clause may name the words it goes after itself; else
        # it goes on the entry the edit before named.
        # (An entry named by its count, `第 1 条末尾补…`, is named so again.)
        again = f"第 {entry} 条" if entry.isdigit() else f'"{entry}"那条'
        for named in (
            f"{previous.target.raw} {clause.strip()}",
            f"{previous.target.raw} {again}{SAME_ENTRY.sub('', clause, count=1).strip()}",
        ):
            made = self.reread(named, previous, segment, item, choice)
            if [d.kind for d in made] == [ActionKind.APPEND] and made[0].anchor:
                break
        if [d.kind for d in made] != [ActionKind.APPEND]:
            return []
        made[0].clause = clause.strip()
        return made

    def cell_of_row_before(
        self, clause: str, previous: Draft, segment: Segment, item: Item | None, choice: str
    ) -> list[Draft] | None:
        """`X 行 状态 改为「A」，备注补"…"` (`，备注 改为"…"`, `。其备注补`, `；备注列补`): a clause
        that opens with a column's name alone, right after an edit of a table row the clause
        before named (`X 行`, `X 的 <column>`), adds to or replaces that row's cell of the
        column, read as if it named the row (`X 行 备注 补"…"`); the column goes with it, for
        render to find among the row's table's headers (a name that heads none is reported,
        never taken for an entry or the header row that holds it). None for any other
        clause."""
        row = (previous.subject or previous.anchor).strip()
        if previous.target is None or not row or not previous.kind.edits_document:
            return None
        # `X 行 …`, or `X 的 成功率 A 更为 B` (a row named by its name and 的, its column after).
        if not re.search(
            re.escape(row) + r"\s*(?:(?:这|那)?一?\s*行|的)", masked_quotes(previous.clause)
        ):
            return None
        # (`更新日期调成"…"`: a column's name may open with a verb's words; the verb is the
        # first after which the value is quoted, the words before it the column's.)
        verb, lead = 0, None
        for at in self.edit_verbs_at(clause):
            lead = self.lexicon.column_lead.match(clause[:at]) if at else None
            if lead is not None and quotes_in(clause[at:]):
                verb = at
                break
        if lead is None or not verb:
            # `X 一行：388⭐ 换成 410⭐、experimental 换成 beta`: unquoted words before a verb
            # are as often an old value as a column; the values are read as before.
            return None
        column = lead.group("column")
        made = self.reread(
            f"{previous.target.raw} 表 {row} 行 {column} {clause[verb:].strip()}",
            previous,
            segment,
            item,
            choice,
        )
        if not made and any(paired == column for paired, _ in previous.pairs):
            return []  # read again, the cell joined the row's edit before as a pair of its own
        if len(made) != 1 or made[0].kind not in (ActionKind.APPEND, ActionKind.REPLACE):
            # The row's cell asked in words kbpatch does not read: reported, never dropped.
            words = clause.strip()
            self.report_unplaced(
                segment,
                item,
                words,
                f"asks to change the 「{column}」 cell of the 「{row}」 row the clause before "
                f"names, in words kbpatch cannot read: 「{words}」; check by hand",
                words,
            )
            return []
        cell = made[0]
        if cell.kind is ActionKind.REPLACE and previous.column and cell.new_value:
            # `X 一行，状态改为稳定，作者 调为"Y"`: cells changed by their columns are one edit
            # of the row (render.cell_replaced), each column and its new value a pair, all
            # written or none.
            if (column, cell.new_value) not in previous.pairs:
                previous.pairs.append((column, cell.new_value))
            return []
        cell.clause = clause.strip()
        cell.column = column
        return made

    def edit_verbs_at(self, clause: str) -> list[int]:
        """Where each verb of adding words or replacing a value starts in a clause (its
        quotes' words aside), in order."""
        plain = masked_quotes(clause)
        marked = quotes_as_marks(clause)
        found = {
            m.start()
            for pattern, text in (
                (self.lexicon.verbs["append"], plain),
                (self.lexicon.append_before_quote, marked),
                (self.lexicon.verbs["replace"], plain),
            )
            for start in range(len(text))
            if (m := pattern.match(text, start)) is not None
        }
        return sorted(found)

    def edit_verb_at(self, clause: str) -> int:
        """Where the first verb of adding words or replacing a value stands in a clause (its
        quotes' words aside); 0 for none."""
        plain = masked_quotes(clause)
        found = [
            m.start()
            for m in (
                self.lexicon.verbs["append"].search(plain),
                self.lexicon.append_before_quote.search(quotes_as_marks(clause)),
                self.lexicon.verbs["replace"].search(plain),
            )
            if m is not None
        ]
        return min(found, default=0)

    def reread(
        self, text: str, previous: Draft, segment: Segment, item: Item | None, choice: str
    ) -> list[Draft]:
        """A clause read again as if it named what the edit before it named (its place, its
        entry), in that edit's option and list."""
        return self.reader.read(
            text,
            segment=segment,
            item=item,
            choice=choice,
            group=previous.group,
            from_closing=previous.from_closing,
        )

    def other_line_replaced(
        self, clause: str, previous: Draft, segment: Segment, item: Item | None, choice: str
    ) -> list[Draft]:
        """`§5.3 X 条目 "A" 改为 "B"；命令块里 vllm 那行 "C" 改为 "D"`: a replace that names no
        section but names a line of its own (`vllm 那行`, `Y 条目`), right after a replace in a
        named section, replaces in that line of the same section (read as if it named the
        section); its pairs are not more values of the line before. [] for anything else."""
        if previous.target is None or not previous.kind.changes_values:
            return []
        # `，Isaac-GR00T 的 Stars 4.1k → 5.0k`: a row named by its name and 的 alone.
        named = NAMED.search(masked_all(clause))
        opening = None if named else ROW_OPENING.match(masked_all(clause))
        found = named or opening
        if found is None or found.group("name").strip() == previous.subject:
            return []
        made = self.reread(
            f"{previous.target.raw} {clause.strip()}", previous, segment, item, choice
        )
        if len(made) != 1 or not made[0].kind.changes_values:
            return []
        if opening is not None:
            if made[0].subject not in ("", opening["name"]):
                return []
            made[0].subject = opening["name"]  # `π0 的…`: a name the reading may not know
        if not made[0].subject:
            return []
        made[0].clause = clause.strip()
        return made

    def keep_led(self, clauses: list[str]) -> list[str]:
        """`保持原样：Q2、成本表欧美列、II.5「国内进展」条目`: a keep said before its colon
        keeps each thing the sentence lists after it; a listed thing that asks nothing of its
        own is read with the keep before it, never as a bare place to add the item to."""
        led: list[str] = []
        keep = ""  # the keep said first in the clauses so far (`另外，不动：A、B`: after `另外`)
        for clause in clauses:
            lead = KEEP_LEAD.match(masked_quotes(clause))
            if lead is not None and self.reader.keeps(lead["keep"]):
                keep = clause[: lead.end()]
                led.append(clause)
            elif (
                not keep
                or self.asks_an_edit(clause)
                or self.lexicon.no_op.search(masked_all(clause))
                or self.lexicon.negation.search(masked_all(clause))
            ):
                led.append(clause)
            else:
                led.append(f"{keep}{clause.lstrip()}")
        return led

    def names_a_thing_of(self, said: str, bare_nth: bool) -> bool:
        """Whether words naming an item by a name of it name a thing of the document instead,
        the name run on by that thing's noun in its clause (`不动：SOEC 成本行`: the SOEC row of
        the cost table, not the item about SOEC); `条目 1：不动`, `条目 1 撤回` and `不入档：X
        主题外` name the item."""
        for part in re.split(r"[，,；;：:]", ITEM_LEAD.sub("", masked_all(said))):
            named, rest = self.item_index.names_and_rest(part, bare_nth=bare_nth)
            # (`Rubin 条目撤回`, `Rubin 那条不动`: the item named with its noun.)
            words = ITEM_NOUN_LEAD.sub("", rest.strip(" —–-。.（）()")).strip()
            if named and THING_OF_A_LINE.search(words):
                return True
        return False

    def after_lead(self, sentence: str) -> str:
        """`两步走——在 §3.4 末尾新增…`, `同条目 1 的做法——…`: words before a dash that name no
        section and ask no edit only lead in; the request is what follows the dash (a lead
        that refuses something, `不另起条目——…`, is a clause of its own before it). After a
        request the dash starts its explanation (cut_explanation)."""
        plain = masked_quotes(sentence)
        said = LEAD_END.search(plain)
        if said and self.lexicon.no_op.fullmatch(plain[: said.start()].strip()):
            # `照旧，§3.1 新增…`, `照旧：…`: a no-op word alone before a request says "as
            # before", no keep of what follows (a refusal, `不改，…`, stays its own clause).
            rest = plain[said.end() :]
            lead = plain[: said.start()]
            if (
                self.reader.refs_in(rest)
                and not self.lexicon.negation.search(masked_all(lead))
                # (`保持原样：II.5「国内进展」条目`: the things kept, listed after the keep, ask
                # nothing; the keep is theirs.)
                and self.asks_an_edit(next(iter(split_clauses(rest)), ""))
            ):
                return sentence[said.end() :]
        dash = plain.find("——")
        if dash == -1:
            return sentence
        lead, rest = plain[:dash], plain[dash + 2 :]
        if OPTION.match(rest.lstrip()) or not self.reader.refs_in(rest):
            return sentence
        if self.reader.refs_in(lead):
            return sentence
        if self.reader.keeps(lead):
            # `保持原样——II.5「X」条目、§II.1`: a keep alone before the things it keeps, as
            # before a colon (keep_led).
            return f"{sentence[:dash]}：{sentence[dash + 2 :]}"
        if self.lexicon.negation.search(masked_all(lead)):
            return f"{sentence[:dash]}，{sentence[dash + 2 :]}"
        return sentence if self.reader.asks_with_a_verb(lead) else sentence[dash + 2 :]

    def keeps_values(self, words: str) -> bool:
        """Whether words keep values (`0.3 与 70B 的 2.6 均不变`): a keep right after a value
        (section numbers are no values)."""
        plain = SECTION_REF.sub(blanked, masked_all(words))
        keep = self.lexicon.no_op.search(plain) or self.lexicon.negated.search(plain)
        return keep is not None and KEPT_VALUE.search(plain[: keep.start()]) is not None

    def dictated_change(self, words: str) -> str:
        """`问题 3 的状态改为"已关闭"`, `X 的阶段更新为「II 期」`: the quoted value a change verb
        dictates (quoted_new_values), when it is asked (no negation before it in its clause, no
        old value quoted there, nothing done before); "" for any other words."""
        if self.reader.not_a_request(words).startswith(ASKS_NOTHING):
            return ""
        plain = masked_quotes(words)
        quotes = [start for start, _ in quoted_spans(words)]
        for verb, _, value in quoted_new_values(words, self.lexicon):
            clause = max(plain.rfind(mark, 0, verb.start()) for mark in "，,；;。") + 1
            # `"A" 改为 "B"` names its old value: a replace (read, or reported, as one).
            old = any(clause <= start < verb.start() for start in quotes)
            if not old and not self.lexicon.negation.search(plain, clause, verb.start()):
                return value
        return ""

    def dictated_elsewhere(self, clause: str) -> str:
        """A value dictated (dictated_change) that no edit read before writes, else "": a
        closing line restating an item's change in other words (`X 主轴转速上调为"约 50 转"`)
        is that edit."""
        value = self.dictated_change(clause)
        written = any(
            value in (d.new_value, d.phrase, d.closed_as, *(new for _, new in d.pairs))
            for d in self.drafts
            if d.kind.edits_document
        )
        return "" if written else value

    def report_dictated_change(
        self, segment: Segment, clause: str, item: Item | None, value: str
    ) -> None:
        words = clause.strip()
        self.report_unplaced(
            segment,
            item,
            words,
            f"dictates the value 「{shortened(value, 40)}」 for a place "
            f"kbpatch does not find: 「{shortened(words, 60)}」; check by hand",
        )

    def pointed_back(
        self, clause: str, previous: Draft, segment: Segment, item: Item | None, choice: str
    ) -> list[Draft]:
        """`二（五）…改为…；在该节末尾再列一条「…」`, `五（一）"7 起"改为"9 起"，并在该段末尾
        追加一句「…」`: a clause naming no section, pointing back at the one the edit before
        named (place.section_pointed_back) or at the paragraph its change writes in (place.
        paragraph_pointed_back: the paragraph holding the words it replaces), read as if it
        named it.
        [] for any other clause, or where the reading lands elsewhere."""
        target = previous.target
        if target is None or not previous.kind.edits_document or not QUOTE.search(clause):
            # (Words only placing the edit before, `放在该节最前面`, are its modifier.)
            return []
        plain = masked_quotes(clause)
        section = self.lexicon.place["section_pointed_back"].search(plain)
        paragraph = self.lexicon.place["paragraph_pointed_back"].search(plain)
        raw = named_again(target.key, target.raw)
        if paragraph is not None and previous.kind.changes_values and previous.pairs:
            pointer, named = paragraph, f" {raw} 「{previous.pairs[-1][0]}」那段"
        elif section is not None and not target.part:
            pointer, named = section, f" {raw} "
        else:
            return []
        text = f"{clause[: pointer.start()]}{named}{clause[pointer.end() :]}"
        made = self.reread(text, previous, segment, item, choice)
        if not made or any(
            not d.kind.edits_document or d.target is None or d.target.key != target.key
            for d in made
        ):
            return []
        said = clause[pointer.start() : pointer.end()]
        for draft in made:
            # Its words as the brief writes them (its clause as read: render names the
            # paragraph by it).
            draft.request = draft.request.replace(named, said, 1)
            if pointer is paragraph:
                self.made_first.append((draft, previous))
        return made

    def put_first(self, line_from: int) -> None:
        """Each edit of a paragraph named by the words a change before it replaces is moved
        right before that change (made_first): in one patch, the edits are made in order."""
        for draft, change in self.made_first:
            drafts = self.drafts[line_from:]
            if any(d is draft for d in drafts) and any(d is change for d in drafts):
                self.drafts.remove(draft)
                at = next(k for k, d in enumerate(self.drafts) if d is change)
                self.drafts.insert(at, draft)
        self.made_first.clear()

    def in_section_before(
        self,
        clause: str,
        previous: Draft,
        segment: Segment,
        item: Item | None,
        choice: str,
        group: str,
        from_closing: bool,
    ) -> list[Draft]:
        """A clause naming an entry, no section (`X 条目后面补链接 URL`), after an edit asked
        in a section: that entry's edit, read in that section (reader.read_in_named)."""
        if previous.target is None or not previous.kind.edits_document:
            return []
        carried = self.reader.read_in_named(
            clause,
            previous.target,
            segment=segment,
            item=item,
            choice=choice,
            group=group,
            from_closing=from_closing,
        )
        return [carried] if carried else []

    def asks_an_edit(self, words: str) -> bool:
        """Whether words hold an edit verb (not a noun such as `一条` alone) and no negation."""
        plain = masked_all(words)
        if self.lexicon.negation.search(plain):
            return False
        verbs = self.lexicon.nouns.sub(blanked, plain)
        return any(pattern.search(verbs) for pattern in self.lexicon.verbs.values())

    def places_listed(self, sentence: str) -> list[str]:
        """`新增：QuietRoute（§3.1）、TideKV（§2.2）、EdgeSpec（§5.6）`: a verb, a colon, and a
        list of names each with its place in an aside, read as one clause per name (`§3.1 新增
        QuietRoute`); [] for any other sentence."""
        lead = VERB_THEN_LIST.match(masked_quotes(sentence))
        if lead is None:
            return []
        verb = sentence[lead.start("verb") : lead.end("verb")].strip()
        if not any(pattern.search(verb) for pattern in self.lexicon.verbs.values()):
            return []
        rest = sentence[lead.start("rest") : lead.end("rest")]
        pairs = list(NAME_AT_PLACE.finditer(rest))
        if not pairs or LIST_JOINER.sub("", NAME_AT_PLACE.sub("", rest)).strip(" 。；;"):
            return []  # more than names with places: read as it is
        return [
            f"{m.group('ref')} {verb} {m.group('name').strip()}"
            + (f"（{m.group('extra').strip(' ，,')}）" if m.group("extra") else "")
            for m in pairs
        ]

    def entries_listed(self, sentence: str) -> list[str]:
        """`§3.1 新增 ShardCal、DrainKV 两条`, `§3.1 新增两条：X（条目 1）、Y（条目 2）`, `条目 1、2
        都进 §3.1（新增）`: new entries of a list of items, by name or tag, at one place, read
        as one clause per name (`§3.1 新增 ShardCal`, `§3.1 新增（条目 2）`): each its own item's
        entry, a name of no item's reported. A name list naming no item (`新增 vLLM、SGLang
        对比`) is not one, unless the line counts as many entries; [] for any other sentence."""
        plain = masked_quotes(sentence)
        refs = self.reader.refs_in(plain)
        verb = self.lexicon.verbs["add"].search(self.lexicon.nouns.sub(blanked, plain))
        if len(refs) != 1 or verb is None:
            return []
        if self.reader.kind_in(plain, None) is not ActionKind.ADD_ENTRY:
            return []
        place, counts = refs[0], self.lexicon.counts
        found = None
        for listed in ENTRIES_LISTED.finditer(plain):
            if listed.start() < place.start:
                # `ShardCal、DrainKV 各在 §3.1 新增一条`, `条目 1、2 均新增于 §3.1`: the list
                # first, then only its place, its verb and their little words.
                rest = self.lexicon.verbs["add"].sub(
                    "", plain[listed.end() : place.start] + plain[place.end :]
                )
                fits = not plain[: listed.start()].strip() and not LIST_FILLER.sub(
                    "", counts["entries"].sub("", counts["each"].sub("", rest))
                )
            elif verb.end() <= place.start:
                # `two new entries under §3.1: ShardCal and DrainKV`: the verb, its place,
                # then the list.
                fits = (
                    not plain[: verb.start()].strip()
                    and VERB_TO_PLACE.fullmatch(plain[verb.end() : place.start]) is not None
                    and re.fullmatch(r"\s*[：:]?\s*", plain[place.end : listed.start()]) is not None
                    and LIST_END.fullmatch(plain[listed.end() :]) is not None
                )
            else:
                # `§3.1 新增两条：ShardCal、DrainKV`: the place, its verb, then the list.
                between = counts["entries"].sub("", plain[verb.end() : listed.start()])
                fits = (
                    PLACE_TO_VERB.fullmatch(plain[: place.start] + plain[place.end : verb.start()])
                    is not None
                    and re.fullmatch(r"\s*[：:（(]?\s*", between) is not None
                    and LIST_END.fullmatch(
                        counts["entries"].sub("", counts["each"].sub("", plain[listed.end() :]))
                    )
                    is not None
                )
            if fits:
                found = listed
                break
        if found is None:
            return []
        words = found.group(0)
        if ITEM_LIST.fullmatch(words) or ITEM_RANGE.fullmatch(words):
            names = [f"（{key}）" for key in listed_keys(words)]
        else:
            # Split at the separators (`A and B`: `and` is no name).
            parts = (LISTED_NAME.match(part) for part in LIST_SEPARATOR.split(words))
            names = [part.group(0) for part in parts if part]
            named = [n for n in names if self.item_named_in(n) is not None]
            if not named and len(names) not in self.counted(plain, "entries"):
                return []
        # The brief's verb, up to the list it may run into (`补 X 与 Y 各一条`), with its own
        # count left out: each clause adds one entry.
        for verb in self.lexicon.verbs["add"].finditer(self.lexicon.nouns.sub(blanked, plain)):
            if found.start() <= verb.start() < found.end():
                continue  # `条目` of `条目 1、3`: the list's own word
            cut = found.start() if found.start() > verb.start() else verb.end()
            said = counts["entries"].sub("", plain[verb.start() : min(verb.end(), cut)]).strip()
            # An English verb (`add two new entries: X and Y`, or the count alone: `two new
            # entries: X and Y`) reads no name of a new entry: each name is read as the
            # lexicon's own name verb would give it (`新增一条 X`), so that a name of no
            # item is reported as one, never taken for the item named before it.
            english = not said or said.isascii()
            forms = ("新增一条 {}",) if english else (f"{said} {{}}", f"{said}一条 {{}}")
            for form in forms:
                clauses = [f"{place.ref.raw} {form.format(name)}" for name in names]
                if self.reader.kind_in(clauses[0], None) is ActionKind.ADD_ENTRY:
                    return clauses
        return []

    def counted(self, sentence: str, kind: str) -> list[int]:
        """The counts a sentence gives for new entries or questions (`新增两条`, `X、Y 两条`,
        `两问`), each where a list or its verb follows or the clause ends; a count after `各`
        (`各一条`) is one per name, not counted."""
        plain = masked_quotes(sentence)
        found = []
        for count in self.lexicon.counts[kind].finditer(plain):
            if self.lexicon.counts["each"].search(plain[: count.start()]):
                continue
            before = plain[: count.start()].rstrip()
            said_of = (before[-1:].isascii() and before[-1:].isalnum()) or before[-1:] in "）)"
            after = self.lexicon.counts["after"].finditer(before, max(0, len(before) - 4))
            if (said_of or any(m.end() == len(before) for m in after)) and COUNT_ENDS.match(
                plain, count.end()
            ):
                found.append(counted(count.group(0)))
        return found

    def count_kept(self, segment: Segment, item: Item | None, text: str, made: list[Draft]) -> None:
        """A line that counts its new entries or questions (`§3.1 新增 X、Y 两条`, `新增两问：
        "A？"；"B？"`) gets as many, or none: when kbpatch reads another number of them, each is
        reported with the count, never fewer written than asked; a line of which nothing at
        all is read is reported with its words. A line with a part already reported (not
        understood) has its row: its count is not read again."""
        self.several_named_of_one_item(text, made)
        if any(d.kind is ActionKind.NOT_UNDERSTOOD for d in made):
            return
        if (
            not made
            and (self.counted(text, "entries") or self.counted(text, "questions"))
            and not self.declines(text)
        ):
            home = self.add_said_again(item, text)
            if home is not None:
                home.lines |= {segment.line}  # its line joins the item's, nothing to check
                return
            reason = (
                f"counts new entries or questions (「{shortened(text.strip(), 60)}」), and "
                "kbpatch reads none; check by hand"
            )
            self.report_unplaced(segment, item, text.strip(), reason)
            return
        for kind, words, nouns in (
            (ActionKind.ADD_ENTRY, "entries", ("new entry", "new entries")),
            (ActionKind.ADD_QUESTION, "questions", ("new question", "new questions")),
        ):
            counts = self.counted(text, words)
            asked = sum(counts)
            read = [d for d in made if d.kind is kind and not d.withheld]
            # Readings of one entry (its place named twice) or one question are one.
            distinct = {
                (d.target_key, d.phrase if kind is ActionKind.ADD_QUESTION else id(d.item))
                for d in read
            }
            if not asked or not read or len(distinct) == asked or any(d.group for d in read):
                continue
            if asked == 1 and len({d.target_key for d in read}) == len(distinct):
                continue  # `补一条：X（§3.1），Y（§2.2）`: one in each place
            if set(counts) == {1} and len(distinct) < asked:
                continue  # `新增一条 X，补一条 X 的说明`: `一条` alone promises no more
            reason = (
                f"the line counts {asked} {nouns[asked > 1]}, kbpatch reads {len(distinct)}: "
                f"「{shortened(text.strip(), 60)}」; which ones are meant is not guessed; "
                "check by hand"
            )
            for draft in read:
                draft.kind, draft.withheld, draft.reason = ActionKind.NOT_UNDERSTOOD, True, reason

    def several_named_of_one_item(self, text: str, made: list[Draft]) -> None:
        """A line that asks for new entries by several names its item speaks of together (`§5.6
        登记 A 和 B 两个引擎（各一条）`, `补一条 A，再补一条 B`, `新增一条 A；§5.6 新增一条 B`):
        kbpatch writes one entry of an item's words, and which of them go to A and which to B
        is not guessed. The item's new entries of the line, in one section, are reported with
        the names, never one entry of both (nor a second one folded into the first)."""
        names = self.names_added(text)
        for item in {id(d.item): d.item for d in made if d.item is not None}.values():
            adds = [
                d
                for d in made
                if d.item is item and d.kind is ActionKind.ADD_ENTRY and not d.withheld
            ]
            own = [n for n in names if speaks_of(item, n)]
            if len(own) < 2 or not adds or len({d.target_key for d in adds}) != 1:
                continue
            reason = (
                f"the line asks for {len(own)} new entries ("
                + "、".join(f"「{n}」" for n in own)
                + f") of {item.key}, whose words speak of them together; kbpatch writes one "
                "entry of an item's words and does not split them between the names; "
                "check by hand"
            )
            for draft in adds:
                draft.kind, draft.withheld, draft.reason = ActionKind.NOT_UNDERSTOOD, True, reason

    def names_added(self, text: str) -> list[str]:
        """The names of the new entries a line adds one by one (`补一条 A，再补一条 B`) or as a
        list counted after it (`A 和 B 两个引擎`, `A、B（各一条）`), distinct, in order."""
        plain = masked_quotes(text)
        found = [
            named.group("name")
            for count in self.lexicon.counts["entries"].finditer(plain)
            if counted(count.group(0)) == 1
            and (named := NAME_AFTER_COUNT.match(plain, count.end())) is not None
        ]
        for listed in NAMES_LISTED.finditer(plain):
            rest = plain[listed.end() :]
            lead = COUNT_LEAD.match(rest)
            assert lead is not None  # it matches the empty string too
            after = rest[lead.end() :]
            sentence = SENTENCE_END.split(after, maxsplit=1)[0]
            if (
                MANY.match(after)
                or self.lexicon.counts["each"].match(after)
                or ONE_EACH.search(sentence)
            ):
                parts = (LISTED_NAME.match(p) for p in LIST_SEPARATOR.split(listed.group(0)))
                found += [p.group(0) for p in parts if p]
        distinct: list[str] = []
        for name in found:
            key = name.strip("* ").lower()
            if key and not any(key in n.lower() or n.lower() in key for n in distinct):
                distinct.append(name.strip("* "))
        return distinct

    def citation_said_again(self, item: Item | None, clause: str) -> Draft | None:
        """The item's own new citation that a clause names again by its label alone, with a
        verb of adding if any (`登记 [R13]（条目 1）`); None otherwise."""
        said = LABEL_ALONE.fullmatch(untagged(clause, self.lexicon).strip(" 。.；;"))
        if item is None or said is None:
            return None
        return next(
            (
                d
                for d in self.drafts
                if d.item is item
                and d.kind is ActionKind.ADD_CITATION
                and not d.from_closing
                and said.group("label") in d.request
            ),
            None,
        )

    def add_said_again(self, item: Item | None, text: str) -> Draft | None:
        """`评测口径新增一条（条目 3）`: one new entry of the item, in the section its own line
        names by the same words (`评测口径一节新增一条：…`), said again by bare words before
        the add verb: the item's own add, else None. Likewise one question with no words of
        its own (`开放问题加一问（条目 4）`): the item's one new question, said again."""
        # The item's tag before the words too (`条目 3：评测口径加一条`), in either language.
        plain = self.lexicon.item_tag.sub(blanked, ITEM_NAMED.sub(blanked, masked_all(text)))
        if item is not None and self.counted(text, "questions") == [1] and not QUOTE.search(text):
            own = [
                d
                for d in self.drafts
                if d.item is item and d.kind is ActionKind.ADD_QUESTION and not d.from_closing
            ]
            return own[0] if len(own) == 1 else None
        verb = self.lexicon.verbs["add"].search(plain)
        if item is None or verb is None or self.counted(text, "entries") != [1]:
            return None
        key = heading_name_key(plain[: verb.start()].strip(" -*：:，,"))
        return next(
            (
                d
                for d in self.drafts
                if d.item is item
                and d.kind is ActionKind.ADD_ENTRY
                and not d.from_closing
                and d.target_key == key
            ),
            None,
        )

    def pair_listed_items(self, sentence: str, made: list[Draft]) -> None:
        """`条目 1、3 分别新增于 §3.1、§5.6`, `§3.1 / §5.6 依次新增条目 1 / 3`, `条目 1–3 分别归入
        §3.1、§2.2、§5.6`: a closing sentence that lists several items and as many places
        pairs them in order, each item's edit in its own place. With counts that differ
        (`条目 2 与条目 3 合并为一条，放 §2.2`), or places that are options of one edit, which
        item goes where is not guessed: its edits are reported, never one item's entry
        everywhere. An edit of an item the list does not hold (`…，条目 3 放 §5.6`) is its own."""
        spelt = ITEM_RANGE.sub(spelt_out_range, masked_quotes(sentence))
        lists = [m for m in ITEM_LIST.finditer(spelt) if m.group(3)]
        if len(lists) > 1:
            return
        # `§3.1、§2.2 分别新增 ShardCal、DrainKV`: items named by a list of their names pair
        # as tags do; a name list with one place is left to that place's reading.
        names = [] if lists else self.item_index.name_list(spelt)
        items = self.item_index.listed(lists[0].group(0)) if lists else [i for i, _ in names]
        # A range (`条目 1–3`) names no one item: its clauses' edits have none yet. A changelog's
        # row or line (`变更记录加一行：… | …（增量 1、4、6）`) records the items' changes and
        # places none of them: it pairs with no item.
        editing = [
            d
            for d in made
            if d.kind.edits_document and not d.changelog and (d.item is None or d.item in items)
        ]
        if len(items) < 2 or not editing:
            return
        clause = sentence
        places = list(dict.fromkeys(draft.target_key for draft in editing))
        if sorted(id(d.item) for d in editing) == sorted(id(item) for item in items):
            return  # `§3.1 新增（条目 1）`, `§3.1 新增（条目 2）` (entries_listed): each its own
        if not lists and len(places) < 2:
            return
        if len(places) == len(items) and not any(draft.group for draft in editing):
            listed_names = {name for _, name in names}
            for draft in editing:
                draft.item = items[places.index(draft.target_key)]
                if draft.entry_name in listed_names:
                    # The clause took the list's first name for every place's entry.
                    draft.entry_name = names[places.index(draft.target_key)][1]
            return
        keys = "、".join(item.key for item in items)
        named = "、".join(dict.fromkeys(d.target.raw for d in editing if d.target is not None))
        reason = (
            f"names {len(items)} items ({keys}) for {len(places)} place(s) ({named}): "
            f"which item's edit goes where is not guessed: "
            f"「{shortened(clause.strip(), 60)}」; check by hand"
        )
        # One report per listed item (its place is in the words), and each item's own
        # suggestion is not proposed either: the closing list asks something else of it.
        first = editing[0]
        self.drafts[:] = [d for d in self.drafts if all(d is not e for e in editing)]
        for item in items:
            self.drafts.append(
                Draft(
                    kind=ActionKind.NOT_UNDERSTOOD,
                    lines=set(first.lines),
                    item=item,
                    target=None,
                    request=first.request,
                    clause=clause.strip(),
                    reason=reason,
                    from_closing=True,
                    withheld=True,
                    withholds_item=True,
                    segment_line=first.segment_line,
                )
            )

    def entry_described(self, request: str) -> re.Match[str] | None:
        """Words of a request outside its quotes that tell how a new entry is to be worded
        (lexicon `entry_described`), read where quotes stand (`写明"…"` gives the words)."""
        masked = masked_quotes(request)
        return next(
            (
                found
                for found in self.lexicon.place["entry_described"].finditer(request)
                if masked[found.start()] == request[found.start()]
            ),
            None,
        )

    def described_further(self, sentence: str, sentence_from: int) -> None:
        """`5-1 表末尾追加一行，项目名写"X"，其余各列照要点填：容量写 1000`: a new row kbpatch
        would build from the item, whose sentence goes on to say what its cells should hold
        in words it does not read, is not built without them: reported with the sentence's
        words, as those words are."""
        made = self.drafts[sentence_from:]
        for at, draft in enumerate(made):
            if draft.kind is not ActionKind.ADD_ENTRY or draft.target is None or not draft.clause:
                continue
            if draft.gives_words or draft.whole_line or draft.new_value:
                continue  # the brief's own words, given whole
            # (Reports made after it of this sentence, for its item, of the new row's cells:
            # words it goes on with. Another thing asked beside it is reported beside it.)
            unread = [
                later
                for later in made[at + 1 :]
                if later.kind is ActionKind.NOT_UNDERSTOOD
                and later.item == draft.item
                and CELL_WORDS.search(later.clause or later.reason)
            ]
            if unread:
                draft.kind, draft.withheld = ActionKind.NOT_UNDERSTOOD, True
                draft.reason = (
                    "asks for a new entry and goes on to say what it should hold in words "
                    "kbpatch does not read; it is not built without them: "
                    f"「{shortened(sentence.strip(' ，,。；;'), 60)}」; check by hand"
                )

    def items_merged(self, sentence: str, own: Item | None) -> list[Item]:
        """The items a sentence merges into one entry (`条目 2 与条目 3 合并为一条`, in an
        item's own words `与条目 3 合并为一条`): two or more, else none."""
        plain = masked_all(sentence)
        merge = self.lexicon.item_merge.search(plain)
        # `不要合并`, `无需合为一条`: a negation right before the word refuses the merge.
        if merge is None or self.lexicon.negation.search(
            plain[max(0, merge.start() - 4) : merge.start()]
        ):
            return []
        dictated = DICTATED_DATED_LINE.search(sentence)
        if dictated is not None and merge.start() >= dictated.start("line"):
            # `变更末尾追加一行：`* 2026-12-02 · 合并 12-02 批：…``: the dated line's own words.
            return []
        given = changelog_words_given(plain, self.lexicon)
        if any(m.start("words") <= merge.start() for _, m in given):
            return []  # `变更记一行，日期 2026-12-04，内容为：合并…`: so are the words given apart.
        words = masked_quotes(sentence)
        named = self.item_index.listed(words)
        # `Part 5 时间线与附：变更 建议合并为一处`: where sections are named, an item is merged
        # only by its tag or name (`§3.2 把 GridRoute 和 PalmDraft 并成一条`), never as a title
        # sharing a word of their headings (`术语与时间线`).
        by_words = not self.reader.refs_in(sentence)
        named += [
            item for item in self.item_index.named_in(words, by_words=by_words) if item not in named
        ]
        if own is not None and named and own not in named:
            named = [own, *named]
        return named if len(named) > 1 else []

    def withhold_merged(
        self, segment: Segment, sentence: str, items: list[Item], sentence_from: int
    ) -> None:
        """Items merged into one entry: kbpatch builds none. The sentence's edits of those
        items (or of none) give way to one report per item, which withholds the item's own
        edits too (revise): neither a merged entry guessed nor each item written apart."""
        keys = "、".join(item.key for item in items)
        said = shortened(sentence.strip(" ，,。；;"), 60)
        self.drafts[sentence_from:] = [
            d
            for d in self.drafts[sentence_from:]
            if d.kind is ActionKind.CONSTRAINT or (d.item is not None and d.item not in items)
        ]
        for item in items:
            others = "、".join(other.key for other in items if other is not item)
            self.drafts.append(
                Draft(
                    kind=ActionKind.NOT_UNDERSTOOD,
                    lines={segment.line},
                    item=item,
                    target=None,
                    request=segment.text,
                    clause=said,
                    reason=(
                        f"merges {keys} into one entry, which kbpatch does not build "
                        f"(neither one merged entry nor each apart): 「{said}」; check by hand"
                    ),
                    from_closing=True,
                    withheld=True,
                    withholds_item=True,
                    withholds_why=f"merges it with {others} into one entry",
                    segment_line=segment.line,
                )
            )

    def read_place_changes(self, sentence: str, sentence_from: int) -> None:
        """`条目 2 的去处由 §2.2 改为 §2.1`, `条目 2：§2.2 → §2.1`: a closing sentence whose
        "values" are two sections changes where the item goes; it swaps no words of the
        document. Read as `条目 2 改放 §2.1` is: the item's edit in §2.1, never the old place
        (its edits there are not proposed). With no item named, it is reported."""
        made = self.drafts[sentence_from:]
        changes = [
            (old, new)
            for draft in made
            if draft.kind is ActionKind.REPLACE
            for old, new in swapped_values(draft)
            if PLACE_VALUE.fullmatch(old) and PLACE_VALUE.fullmatch(new)
        ]
        changes += SECTION_ARROW.findall(masked_quotes(sentence))
        changes = list(dict.fromkeys((place_key(old), place_key(new)) for old, new in changes))
        if len(changes) != 1:
            return
        old, new = changes[0]
        at_new = [d for d in made if d.target_key == new]
        item = next((d.item for d in at_new if d.item is not None), None)
        if not at_new or old == new:
            return
        first = at_new[0]
        # The old place's readings (a repeat of the item's edit there) and any second reading
        # of the new one go: the sentence asks one thing, the move.
        self.drafts[sentence_from:] = [
            d for d in made if d is first or d.target_key not in (old, new)
        ]
        if item is None:
            first.kind, first.withheld = ActionKind.NOT_UNDERSTOOD, True
            first.reason = (
                f"moves something from §{old} to §{new} but names no item of the brief: "
                f"「{shortened(sentence.strip(), 60)}」; check by hand"
            )
            return
        first.kind, first.moves, first.reason = ActionKind.ADD_ENTRY, True, ""
        first.old_value, first.new_value, first.pairs = "", "", []

    def limited_scope(self, segment: Segment, sentence: str) -> bool:
        """`今晚只做两处：§3.1（X）、§2.2（Y）`, `落笔范围：条目 1–2`, `只有 X 和 Y 入档`,
        `条目 1、2 照建议落笔，其余本轮不落`, `其余条目不落笔`, `除 §5.6 外均照建议落笔`: a
        closing-list sentence that says only which items or sections this round holds (the
        scope words of lexicon [scope], names, filler, nothing else). The items it leaves out
        (or excepts) are withdrawn, the sections it leaves out (or excepts) are kept: every edit
        of them is vetoed. Returns whether the sentence was read so."""
        read = [self.scope_clause(c) for c in SCOPE_CUT.split(masked_quotes(sentence))]
        clauses = [c for c in read if c is not None and c[0] != "plain"]
        if None in read or not clauses:
            return False
        kinds = {kind for kind, _, _ in clauses}
        if not kinds & {"only", "except", "rest"} or {"only", "except"} <= kinds:
            return False
        if "keep" in kinds and "except" not in kinds:
            return False
        items = [i for kind, named, _ in clauses if kind != "rest" for i in named]
        keys = {r.key: r for kind, _, refs in clauses if kind not in ("rest", "kept") for r in refs}
        if kinds == {"rest"}:
            # `其余条目不落笔` on its own: the rest of what the closing list named before.
            items = [*self.closing_named]
            items += [d.item for d in self.drafts if d.from_closing and d.item]
        if not items and not keys:
            return False
        # `除 §5.6 外，其余不动`: what is excepted from a keep of the rest is all the round holds.
        excepted = "except" in kinds and not kinds & {"keep", "rest"}
        said = sentence.strip(" ，,。；;")
        if items:
            for item in self.brief.items:
                if (item in items) is excepted:
                    self.drafts.append(self.withdrawal(segment, item, said))
        edited = {d.target.key: d.target for d in self.drafts if d.target and d.kind.edits_document}
        for key, target in (keys if excepted or not keys else edited).items():
            if keys.keys().isdisjoint(enclosing_keys(key)) is not excepted:
                self.drafts.append(self.withdrawal(segment, None, said, target))
        return True

    def item_part_only(self, segment: Segment, sentence: str) -> bool:
        """`条目 1 只做 §6.1 那一半`, `条目 1 只取后半`: a closing-list sentence that keeps part of
        one item's suggestion. Named by its sections, the item's edits elsewhere are kept out
        (forbidden); named otherwise (`后半`, `第二个动作`), none of its edits is proposed, and
        the line is reported: which part is meant is not guessed."""
        plain = masked_quotes(sentence).strip(" ，,。；;")
        opening = ITEMS_NAMED.match(ITEM_LEAD.sub("", plain))
        items = self.item_index.names_and_rest(opening.group(0))[0] if opening else []
        if len(items) != 1 or opening is None:
            return False
        words = ITEM_LEAD.sub("", plain)[opening.end() :]
        scope = self.lexicon.scope
        only = scope["only"].match(words.lstrip()) if scope else None
        if only is None:
            return False
        words = words.lstrip()[only.end() :]
        refs = self.reader.refs_in(words)
        for ref in refs:
            words = words[: ref.start] + " " * (ref.end - ref.start) + words[ref.end :]
        part = scope["part"].search(words)
        left = SCOPE_JOINERS.sub("", scope["filler"].sub(" ", scope["part"].sub(" ", words)))
        if left or not (refs or part) or any(ref.elsewhere for ref in refs):
            return False
        (item,) = items
        said = shortened(sentence.strip(" ，,。；;"), 40)
        keys = {ref.ref.key for ref in refs}
        for draft in self.drafts:
            if draft.item is not item or not draft.kind.edits_document or draft.target is None:
                continue
            if refs and keys.isdisjoint(enclosing_keys(draft.target_key)):
                keep = self.withdrawal(segment, item, said)
                keep.target = draft.target
                self.drafts.append(keep)
            elif not refs:
                draft.kind, draft.withheld = ActionKind.NOT_UNDERSTOOD, True
                draft.reason = (
                    f"the closing list keeps only part of {item.key}'s suggestion (brief line "
                    f"{segment.line}: 「{said}」): which part is not guessed; check by hand"
                )
        return True

    def round_kinds(self, sentence: str) -> frozenset[ActionKind]:
        """The kinds of edit a closing-list sentence limits the round to (`本轮仅登记引用`,
        `这次只补引用，其余不动`, `只做引用登记，别的不动`, `only citations this round`, `只补引用和
        开放问题`): an `only` word, the kinds' nouns (scope.citations / scope.questions), their
        verbs and scope filler, in a sentence that names no item and no section; its other
        clauses keep the rest (`其余不动`, `nothing else`). Empty for any other words."""
        scope = self.lexicon.scope
        none: frozenset[ActionKind] = frozenset()
        if not scope or "citations" not in scope or "questions" not in scope:
            return none
        plain = masked_all(sentence)
        if self.reader.refs_in(plain):
            return none
        if self.item_index.names_and_rest(plain)[0]:
            return none
        nouns = {
            ActionKind.ADD_CITATION: scope["citations"],
            ActionKind.ADD_QUESTION: scope["questions"],
        }
        kinds: set[ActionKind] = set()
        for clause in SCOPE_CUT.split(plain):
            if not clause.strip():
                continue
            read = self.scope_clause(clause)
            if read is not None and read[0] in ("rest", "keep"):
                continue  # `其余不动`, `nothing else`: what the limit says of the rest
            only = scope["only"].search(clause)
            said = {kind for kind, noun in nouns.items() if noun.search(clause)}
            if only is None or not said or kinds:
                return none
            kinds = said
            left = clause[: only.start()] + " " + clause[only.end() :]
            for noun in nouns.values():
                left = noun.sub(" ", left)
            left = scope["filler"].sub(" ", scope["kind_verbs"].sub(" ", left))
            if SCOPE_JOINERS.sub("", left):
                return none
        return frozenset(kinds)

    def limited_to_kind(self, segment: Segment, sentence: str, sentence_from: int) -> bool:
        """`本轮仅登记引用，别的不动`: a round limited to kinds of edit (round_kinds). Each edit
        of another kind asked before it (the items' own, other closing lines') is kept out
        with the sentence's words; the items' edits of those kinds are asked by this line too
        (so a citation stands on its own, beside an entry kept out), and an item asking no
        citation takes the line's own. The line's readings give way to that. Returns whether
        the sentence was read so."""
        kinds = self.round_kinds(sentence)
        if not kinds:
            return False
        made = self.drafts[sentence_from:]
        if any(d.item is not None or (d.kind.edits_document and d.kind not in kinds) for d in made):
            return False
        said = sentence.strip(" ，,。；;")
        self.drafts[sentence_from:] = []
        kept: set[tuple[str, str, ActionKind]] = set()
        items: list[Item] = []  # the items asking any edit
        own: set[ActionKind] = set()  # the kinds some item asks for itself
        for draft in self.drafts[:sentence_from]:
            if not draft.kind.edits_document or draft.target is None:
                continue
            if draft.item is not None and draft.item not in items:
                items.append(draft.item)
            if draft.kind in kinds:
                draft.lines = {*draft.lines, segment.line}
                own |= {draft.kind} if draft.item else set()
                continue
            key = (draft.item_key, draft.target_key, draft.kind)
            if key in kept:
                continue
            kept.add(key)
            keep = self.withdrawal(segment, draft.item, said, draft.target)
            keep.forbids = frozenset({draft.kind})
            self.drafts.append(keep)
        for asked in made:
            if asked.kind is ActionKind.ADD_CITATION and items:
                # An item asking no citation of its own takes the line's (spread_line_citation);
                # when every item has its own, the line's is theirs.
                self.drafts.append(asked)
                spread_line_citation(self.drafts, segment.line, items)
                if self.drafts[-1] is asked:
                    self.drafts.pop()
            elif asked.kind in kinds and asked.kind not in own:
                self.drafts.append(asked)  # `只补开放问题` with none asked anywhere: reported
        return True

    def only_adding_here(self, segment: Segment, sentence: str, sentence_from: int) -> None:
        """`仅补 §七`, `§七 仅补引用`, `条目 1 只补 §7`: a closing-list add that "only" limits to
        the one section it names. The edits elsewhere (of the item it names, else of every
        item) are kept out, as `本轮只做 §七` keeps them; the add itself is read as said (made,
        or reported with its words)."""
        NOT_READ = ActionKind.NOT_UNDERSTOOD
        if not self.lexicon.constraints["only_adding"].search(masked_all(sentence)):
            return
        # `§七 仅登记引用，其余不动`: the rest kept, as the limit says, is no request of its own.
        rest = self.lexicon.scope["rest"] if self.lexicon.scope else None
        made = [
            d
            for d in self.drafts[sentence_from:]
            if not (d.forbids == ADVISORY and rest and rest.match(d.clause.strip()))
        ]
        places = {d.target_key for d in made if d.kind in ADDING or d.kind is NOT_READ}
        items = {d.item for d in made}
        if len(places) != 1 or len(items) != 1 or any(d.choice or not d.target for d in made):
            return
        (item,) = items
        self.only_adding[segment.line] = {key for key in places if key}
        elsewhere = {
            d.target.key: d.target
            for d in self.drafts[:sentence_from]
            if d.kind.edits_document and d.target and (item is None or d.item is item)
        }
        kept_out: list[Item] = []
        for key, target in elsewhere.items():
            if places.isdisjoint(enclosing_keys(key)):
                self.drafts.append(self.withdrawal(segment, item, sentence, target))
                kept_out += [
                    d.item for d in self.drafts[:sentence_from] if d.target == target and d.item
                ]
        cited = any(d.kind is ActionKind.ADD_CITATION and d.item for d in self.drafts)
        cited_here = [
            d
            for d in self.drafts[:sentence_from]
            if d.kind is ActionKind.ADD_CITATION and d.item and d.target_key in places
        ]
        if item is None and cited_here and all(d.kind is NOT_READ for d in made):
            # `仅补 §七` beside items that ask their own citation there: what the line adds is
            # those citations; its line joins theirs, nothing of it is left to check.
            for draft in cited_here:
                draft.lines |= {segment.line}
            self.drafts = [d for d in self.drafts if not any(d is m for m in made)]
            return
        if item is None and not cited:
            # `§七 仅补引用` for no item, where no item asks a citation of its own (its own
            # would take the line's): the citation of each item the line keeps to that.
            spread_line_citation(self.drafts, segment.line, list(dict.fromkeys(kept_out)))

    def moved_all_items(self, segment: Segment, sentence: str, sentence_from: int) -> None:
        """`三条都改放 §5.7`, `以上各条统一归入 §5.7，不按条目内的建议`: every item's entry is moved
        to one place. Where the words name every item of the brief (`三条` of three, `以上各条`)
        and each has an entry to move, each item's entry goes there, as `条目 1–3 都改放 §5.7`
        moves them (its entries elsewhere reported). Otherwise one entry per item is not
        guessed: each item's entries elsewhere are reported, not proposed."""
        scope = self.lexicon.scope
        plain = masked_all(sentence)
        every = scope["all_items"].search(plain) if scope else None
        if every is None:
            return
        made = self.drafts[sentence_from:]
        moves = self.lexicon.place["moved"].search(plain) or self.lexicon.place["put"].search(plain)
        refs = self.reader.refs_in(sentence)
        if moves is None or len(refs) != 1 or refs[0].elsewhere:
            return
        named = self.item_index.names_and_rest(plain)[0]
        if any(d.item for d in made) or (named and len(named) < len(self.brief.items)):
            return
        target = refs[0].ref
        counted_items = re.match(r"[一二两三四五六七八九十\d]+", every.group(0))
        named_all = (
            counted(counted_items.group(0)) == len(self.brief.items)
            if counted_items
            else bool(re.search(r"条|增量|(?i:items|entries)", every.group(0)))
        )
        moving = {
            id(d.item)
            for d in self.drafts
            if d.kind is ActionKind.ADD_ENTRY and not d.from_closing and d.item is not None
        }
        each = named_all and all(id(item) in moving for item in self.brief.items)
        # `以上两条都归入 §3.2，各新增一条`, where no item asks an edit of its own (each points
        # here): one entry per item, as `条目 1、2 均在 §3.2 新增条目` asks.
        # The verb is the one after "each" (`各补一条`), not the verb of putting (`收入`).
        apiece = self.lexicon.counts["each"].search(plain)
        added = self.lexicon.verbs["add"].search(plain, apiece.end()) if apiece else None
        pointed = (
            named_all
            and added is not None
            and not any(d.item is not None and d.kind.edits_document for d in self.drafts)
            # Only the sentence's own unpaired entry is read there: nothing withheld, refused
            # or unread (`…，各新增一条，暂缓`), no take-back or condition in any of its
            # clauses or asides (`…，各新增一条（待定）`).
            and all(
                d.kind in (ActionKind.ADD_ENTRY, ActionKind.NO_CONTENT) and not d.withheld
                for d in made
            )
            and not self.reader.not_a_request(sentence)
            and not any(
                self.lexicon.take_back.search(c)
                for c in re.split(r"[，,；;（()）]", masked_quotes(sentence))
            )
        )
        verb = added.group(0) if pointed and added else moves.group(0)
        if each or pointed:
            # The sentence's own entry names no item: one entry per item stands for it.
            self.drafts[sentence_from:] = [
                d
                for d in made
                if d.kind not in (ActionKind.ADD_ENTRY, ActionKind.NO_CONTENT) or d.item is not None
            ]
            for item in self.brief.items:
                moved = self.reader.read(
                    f"{target.raw} {verb} （{item.key}）",
                    segment=segment,
                    item=item,
                    from_closing=True,
                )
                for draft in moved:
                    draft.clause = sentence.strip(" ，,。；;")
                self.drafts += moved
        said = shortened(sentence.strip(" ，,。；;"), 40)
        for draft in self.drafts:
            if draft.kind is not ActionKind.ADD_ENTRY or draft.from_closing or not draft.item:
                continue
            if draft.target_key == target.key:
                continue
            if each:
                # The move is made there: the first place is left, as for a move of one item.
                draft.kind = ActionKind.NO_OP
                draft.reason = (
                    f"the closing list moves every item's entry to {target.raw} (「{said}」), "
                    "where it is proposed instead"
                )
                continue
            draft.kind, draft.withheld = ActionKind.NOT_UNDERSTOOD, True
            draft.reason = (
                f"the closing list moves every item's entry to {target.raw} (「{said}」): "
                "one entry per item there is not guessed; check by hand"
            )

    def said_of_a_thing(self, line: str, words: str) -> bool:
        """Whether `words` follow the thing a caveat speaks of, before its arrow or its first
        colon (`自提升吊机"节省约 60%"为厂商口径：→ 不入正文`, `⚠ 国内海缆修复 35 天：9 次完整
        记录，不入正文`): words naming no item nor section and asking no edit. Such a keep is of
        that thing, not of the body."""
        at = line.find(words.strip())
        if at < 0:
            return False
        body = self.lexicon.constraints["body_only"].search(line, at)
        end = body.start() if body else at
        arrows = list(CAVEAT_ARROW.finditer(line, 0, end))
        colon = CHANGELOG_COLON.search(line, 0, end)
        lead = arrows[-1].start() if arrows else colon.start() if colon else -1
        if lead < 0:
            return False
        before = masked_all(line[:lead]).strip(" ：:，,⚠!！*-")
        # A claim: a figure or quoted words (`今晚：正文不动` says when, and keeps the body).
        claim = re.search(r"\d|[「“\"『]", line[:lead])
        return bool(
            claim
            and before
            and not self.item_index.names_and_rest(before)[0]
            and not self.reader.refs_in(before)
            and self.reader.kind_in(before, None) is None
        )

    def keeps_of_body(self, sentence: str) -> list[tuple[str, list[Item]]]:
        """`正文不动`, `不写正文`, `正文一概不动`: clauses of a closing-list sentence that keep the
        document's body (constraints.body_only) as a whole, naming no section; with the items
        the sentence names (`条目 2 只登引用，正文不写`: item 2's body only), else every item."""
        kept: list[tuple[str, list[Item]]] = []
        named = self.item_index.names_and_rest(masked_all(sentence))[0]
        for clause in SCOPE_CUT.split(masked_all(sentence)):
            body = self.lexicon.constraints["body_only"].search(clause)
            if body is None or self.reader.refs_in(clause):
                continue
            rest = BODY_LEAD.sub("", clause[: body.start()] + clause[body.end() :]).strip()
            # `条目 1 不入正文`: the items the clause names are named by the sentence too.
            rest = self.item_index.names_and_rest(rest)[1].strip(" ：:，,")
            if self.lexicon.take_back.fullmatch(rest) or self.lexicon.negated.fullmatch(rest):
                kept.append((clause.strip(), named))
        return kept

    def keep_body(self, drafts: list[Draft]) -> None:
        """Under `正文不动` in the closing list no edit of the body is proposed (of the items it
        names, or of any): new entries, appends, replaces and sources are forbidden; citations
        and questions are not body. A citation its own line asks for no item (`只做 §七 引用
        登记，正文不动`) is each such item's citation: the one edit left of it."""
        for line, words, items in self.body_kept:
            kept: list[Item] = []
            for draft in drafts:
                if items and draft.item not in items:
                    continue
                # What the keep's own line asks (`只做 §七 引用登记，正文不动`) is read as is.
                if draft.kind in BODY_EDITS and not draft.forbidden and line not in draft.lines:
                    draft.forbidden = f"brief line {line}: 「{words}」"
                    draft.forbidden_line = line
                    if draft.item is not None and draft.item not in kept:
                        kept.append(draft.item)
            spread_line_citation(drafts, line, kept)

    def scope_clause(self, clause: str) -> tuple[str, list[Item], list[SectionRef]] | None:
        """What one clause of a scope sentence is: "only" (`只落条目 1、2`, `落笔范围：§3.1`),
        "except" (`除 §5.6 外`, `条目 3 以外`), "rest" (`其余不动`), "named" (`条目 1、2 照办`) or
        "plain" (`照建议落笔`), with the items and sections it names; None for any other words."""
        scope = self.lexicon.scope
        if not clause.strip() or not scope:
            return ("plain", [], []) if not clause.strip() else None
        rest = scope["rest"].search(clause)
        if rest:
            # `其余条目一律不落笔`: "the rest", its nouns, a take-back, and no name (the `条目一`
            # of `条目一律` names no item).
            after = clause[rest.end() :]
            while (noun := scope["rest_nouns"].match(after.lstrip())) and noun.group(0):
                after = after.lstrip()[noun.end() :]
            lead = SCOPE_JOINERS.sub("", scope["filler"].sub(" ", clause[: rest.start()]))
            if lead or not (self.lexicon.take_back.fullmatch(after) or self.keeps_all(after)):
                return None
            return "rest", [], []
        label = SCOPE_LABEL.match(clause)
        lead = label.group(1) if label else ""
        if lead and not (
            scope["only"].search(lead) or scope["range"].search(lead) or ITEMS_NAMED.search(lead)
        ):
            clause = clause[label.end() :] if label else clause  # `落笔原则：本轮只改…`, `说明：…`
        # `端侧（第五章）`: a section's name with its number in brackets names it once.
        clause = NAME_BEFORE_REF.sub(
            lambda m: m.group("ref") if self.only_a_ref(m.group("ref")) else m.group(0), clause
        )
        items, words = self.item_index.names_and_rest(clause)
        if ITEMS_NAMED.search(clause) and not items:
            return None  # a tag that names no item of the brief
        words = ITEMS_NAMED.sub(blanked, clause) if items else clause
        for token in NAME_TOKEN.findall(words):
            if len(token) >= 3 and token.lower() not in COMMON_TOKENS:
                hits = self.item_index.token_hits(token)
                if len(hits) == 1:
                    items += [hits[0]] if hits[0] not in items else []
                    name = re.compile(rf"(?<![A-Za-z0-9]){re.escape(token)}(?![A-Za-z0-9])")
                    words = name.sub(blanked, words)
        for tags in self.lexicon.item_tag_list.finditer(words):
            listed = self.item_index.listed(tags.group(0))
            if not listed:
                return None
            items += [i for i in listed if i not in items]
            words = words[: tags.start()] + " " * len(tags.group(0)) + words[tags.end() :]
        refs = self.reader.refs_in(words)
        if any(ref.elsewhere for ref in refs):
            return None
        for ref in refs:
            words = words[: ref.start] + " " * (ref.end - ref.start) + words[ref.end :]
        named = [ref.ref for ref in refs]
        # `除 §2.2、§4.1 外`: the names between the exception's words are one list (blanked
        # one for one, so that the references keep their places).
        spaced = SCOPE_JOINERS.sub(lambda joiner: " " * len(joiner.group(0)), words)
        excepted = scope["except"].search(spaced)
        kept = self.lexicon.take_back.fullmatch(SCOPE_JOINERS.sub("", words))
        if named and not items and kept and not excepted:
            return "kept", [], named  # `端侧（第五章）不动` beside the limit: outside it anyway
        marker = scope["only"].search(words) or scope["range"].search(words)
        # `除 §5.6 外不动`, `Everything except §5.6 stays as is`, `Nothing outside §5.6`: a
        # keep of all but the exception limits the round to it.
        # `§一 除了 §1.1 以外均不改` keeps §一 but its exception: no limit of the round.
        whole = (
            excepted
            and any(r.end <= excepted.start() for r in refs)
            and any(r.start >= excepted.start() for r in refs)
        )
        if not marker and not whole and self.keeps_all(scope["except"].sub(" ", spaced)):
            if excepted:
                return "only", items, named
            if not items and not named:
                return "keep", [], []  # `除 §5.6 外，保持原样`: the keep of its exception's clause
        left = scope["filler"].sub(" ", scope["except"].sub(" ", spaced))
        left = scope["filler"].sub(" ", scope["range"].sub(" ", scope["only"].sub(" ", left)))
        if SCOPE_JOINERS.sub("", left):
            return None
        if not items and not named:
            return None if marker or excepted else ("plain", [], [])
        if excepted:
            return None if marker else ("except", items, named)
        if marker:
            # `条目 1 只做 §6.1`: a name before the limit limits that item, not the round.
            before = words[: marker.start()] == clause[: marker.start()]
            return ("only", items, named) if before else None
        return "named", items, named

    def keeps_all(self, words: str) -> bool:
        """Whether words are a keep (`一律不动`, `stays as is`, `nothing`) and scope filler only."""
        scope = self.lexicon.scope
        for keep in (self.lexicon.take_back, scope["keep"]):
            if found := keep.search(words):
                rest = f"{words[: found.start()]} {words[found.end() :]}"
                return not SCOPE_JOINERS.sub("", scope["filler"].sub(" ", rest))
        return False

    def only_a_ref(self, words: str) -> bool:
        """Whether words are one section reference and nothing else (`第五章`, `§5`)."""
        refs = self.reader.refs_in(words)
        return len(refs) == 1 and not (words[: refs[0].start] + words[refs[0].end :]).strip()

    def withdrew_listed_items(self, segment: Segment, sentence: str) -> bool:
        """`条目 2、条目 3：本轮都不落笔`: a closing-list sentence that withdraws several items
        at once, naming no section, withdraws each of them, as `条目 2 作废` does one."""
        items = self.item_index.listed(sentence)
        if len(items) < 2 or self.reader.refs_in(sentence):
            return False
        withdraw = self.lexicon.constraints["withdraw"]
        if not withdraw.search(unasked(masked_all(sentence))):
            return False
        for part in CLAUSE_CUT.split(masked_all(sentence)):
            named, rest = self.item_index.names_and_rest(part)
            if named and rest.strip(" ：:、和与及") and not withdraw.search(unasked(part)):
                # `条目 1 照建议，条目 2 不落笔`: a part that says something else of its items
                # withdraws none of them; each part is read for its own (took_back).
                return False
        for item in items:
            for draft in self.reader.read(
                sentence,
                segment=segment,
                item=item,
                from_closing=True,
            ):
                self.drafts.append(draft)
        return True

    def struck_out(
        self, segment: Segment, words: str, item: Item | None, *, from_closing: bool
    ) -> None:
        """An edit struck through (`~~§2.2 新增 X~~`) is withdrawn: the item's edit of that
        kind in that section is vetoed, and the struck words are reported."""
        item = (self.item_named_in(words) if from_closing else None) or item
        said = shortened(words.strip(), 40)
        vetoed = False
        for clause in split_clauses(masked_quotes(words)) or [words]:
            for draft in self.reader.read(
                clause,
                segment=segment,
                item=item,
                from_closing=from_closing,
            ):
                if draft.kind.edits_document:
                    draft.forbids = frozenset({draft.kind})
                elif (
                    draft.kind is ActionKind.NOT_UNDERSTOOD
                    and draft.target is not None
                    and from_closing
                ):
                    # `~~§2.1 改数字（条目 1）~~`: the item's edit of that section (any item's,
                    # with none named), said in words kbpatch does not read whole, is struck
                    # through all the same.
                    draft.forbids = frozenset()
                    draft.item, draft.brief_wide = item, item is None
                else:
                    continue
                draft.kind, draft.unread_kind = ActionKind.CONSTRAINT, None
                draft.reason = f"the brief says ~~{said}~~ (struck through)"
                self.drafts.append(draft)
                vetoed = True
        kind = self.reader.kind_in(words, None)
        if vetoed or kind is None or not kind.edits_document:
            return
        # `~~检索一节新增 X（条目 4）~~`: an edit struck through whose place kbpatch cannot read
        # is still withdrawn: every edit of that kind the item asks for, or, with no item
        # named, reported with its words.
        if item is None:
            self.report_unplaced(
                segment,
                None,
                words.strip(),
                f"strikes through ~~{said}~~ but names no section kbpatch can find; check by hand",
            )
            return
        self.drafts.append(
            Draft(
                kind=ActionKind.CONSTRAINT,
                lines={segment.line},
                item=item,
                target=None,
                request=segment.text,
                clause=said,
                reason=f"the brief says ~~{said}~~ (struck through)",
                forbids=frozenset({kind}),
                from_closing=from_closing,
                segment_line=segment.line,
                # `~~三星行 2027Q1（E）同步下调为 160~~`: the edits that name its id (the
                # 2027Q1 cell), where it names one; not the item's other changes.
                held_names=ID_TOKEN.findall(masked_quotes(words)),
            )
        )

    def takes_back_every_item(self, plain: str) -> bool:
        """`全部不落笔`, `以上各条均暂缓`, `所有条目本轮都不写`, `两条一律不落笔`: a sentence that
        opens with every item (by words, or a count: a count that is not the brief's still
        speaks of all it has) and takes them back, with nothing else in it."""
        scope = self.lexicon.scope
        every = (scope["all_items"].match(plain.lstrip()) if scope else None) or (
            ALL_AT_ONCE.match(plain.lstrip())
        )
        if every is None:
            return False
        rest = plain.lstrip()[every.end() :]
        rest = rest[ALL_FILLER.match(rest).end() :].strip(" ，,。；;")  # type: ignore[union-attr]
        # `两处都先不动，等 E2 周一看过再落`: the take-back may say what it waits for, or
        # keep the document as it is (`本轮所有条目均暂缓，不改活文档`).
        first, *waits = TAKE_BACK_CUT.split(rest)
        waiting = self.lexicon.not_a_request["conditional"]
        return bool(self.lexicon.take_back.fullmatch(first.strip())) and all(
            waiting.search(wait) or self.lexicon.no_op.search(wait) for wait in waits
        )

    def took_back(self, segment: Segment, sentence: str) -> str:
        """`条目 2 撤回`, `TideKV（条目 2）今晚不写`, `条目 1–2 暂缓，条目 3 照办`, `除条目 2 外均按
        建议落笔`, `仅条目 1 入档`: a closing-list sentence, or a part of it that names items and
        no section, that only takes them back withdraws each of them (every edit of the item
        is vetoed, as `条目 2 不做` is). Returns the words left to read as requests."""
        left = self.withdrawn_with_reason(segment, sentence)
        if left is not None:
            return left
        banned = self.document_ban(segment, sentence)
        if banned:
            for item in banned:
                self.drafts.append(self.figures_withdrawn(segment, item, sentence))
            return ""
        if self.reader.refs_in(sentence):
            return sentence
        plain = masked_all(sentence)
        if self.takes_back_every_item(plain):
            for item in self.brief.items:
                self.drafts.append(self.withdrawal(segment, item, sentence))
            return ""
        limited = ONLY_ITEMS.match(plain) or EXCEPT_ITEMS.search(plain)
        if limited:
            named, rest = self.item_index.names_and_rest(limited.group("items"))
            if named and not rest.strip(" ，,、和与及"):
                after = plain[limited.end() :].strip(" ，,。；;")
                refused = bool(self.lexicon.take_back.fullmatch(after))
                others = [item for item in self.brief.items if item not in named]
                if limited.re is ONLY_ITEMS:
                    withdrawn = named if refused else others
                else:
                    withdrawn = others if refused else named
                if not refused:
                    # `只条目 1 不…`, `只有条目 1、2 有作者代码`: words other than a scope's
                    # (limited_scope reads those): not read as a limit.
                    return sentence
                for item in withdrawn:
                    self.drafts.append(self.withdrawal(segment, item, sentence))
                return ""
        # `第 2 条不落笔` names item 2 only in a line that names no section.
        bare_nth = not self.reader.refs_in(segment.text)
        cuts = [0]
        cuts += [m.end() for m in PIECE_CUT.finditer(plain) if self.names_item_at(plain, m.end())]
        kept: list[str] = []
        for start, end in zip(cuts, [*cuts[1:], len(sentence)], strict=True):
            piece = sentence[start:end]
            # `条目 3 先不写（等作者代码）`: a reason in brackets after the take-back is read
            # away, not blanked (white space after 不写 is a quote it refuses).
            aside = ASIDE_AT_END.search(piece)
            said = piece[: aside.start()] if aside and not self.item_named_in(aside[0]) else piece
            named, rest = self.item_index.names_and_rest(
                ITEM_LEAD.sub("", masked_all(said)), bare_nth=bare_nth
            )
            parts = [p for p in re.split(r"[，,；;：:]", rest) if p.strip(" —–-。.")]
            # `条目 2 撤回，样本太少`: a take-back, then its reason (words asking no edit).
            # `若复现失败，条目 2 作罢`: a condition said before this piece holds for it.
            before = [re.sub(r"^\s*[，,]", "", plain[:start])] if start else []
            if (
                named
                and parts
                and self.lexicon.take_back.fullmatch(parts[0])
                and all(
                    self.reader.kind_in(p, None) is None or self.lexicon.take_back.fullmatch(p)
                    for p in parts[1:]
                )
                and not self.withdrawn_if([*before, *parts])
                and not self.names_a_thing_of(said, bare_nth)
            ):
                for item in named:
                    self.drafts.append(self.withdrawal(segment, item, piece))
            elif named and self.withdrawn_if([*before, *parts]):
                # `如 E2 不同意，则撤回条目 1`: a withdrawal under a condition is no withdrawal
                # now; the item's edits stand, and the line is reported for a person to weigh.
                said = shortened(piece.strip(" ，,。；;"), 50)
                for item in named:
                    self.report_unplaced(
                        segment,
                        item,
                        segment.text,
                        f"withdraws {item.key} only under a condition: 「{said}」; check by hand",
                        piece.strip(),
                    )
            elif (
                named
                and (
                    held := self.opening_items(piece, by_name=False) or self.sole_filed(named, rest)
                )
                and self.only_a_condition(piece)
            ):
                # `条目 2 等 E2 复现后再落`, `条目 2 视条目 1 的结果再定`, `条目 2 以条目 1 被接受
                # 为前提`: the item waits on something not settled now. Its edits are held back
                # and the line reported for a person to weigh.
                for item in held:
                    self.drafts.append(self.held_back(segment, item, piece))
            else:
                kept.append(piece)
        return "".join(kept)

    def withdrawn_with_reason(
        self, segment: Segment, sentence: str, *, read_rest: bool = True
    ) -> str | None:
        """`撤回条目 1 的建议：与 §2.2 的 X 一条做法重复`, `撤回「X 多跳融合」的建议，理由见 §2.2`,
        `条目 1 的建议作废：…`, `Withdraw Item 1's suggestion: …`: a first clause that names
        items (by tag, name or quoted title) and only takes them back withdraws them, whatever
        its reason says after it. The sections the reason names are context, never a request.
        Returns the words left to read: "" (a reason); the reason when it asks to delete, move
        or merge (`…：与 §2.2 重复，建议合并`: reported as such, with `read_rest`); None, and
        nothing withdrawn, when the first clause is no withdrawal or the words after it ask an
        edit (`撤回…，改在 §2.3 新增`) or name another item (`…；条目 2 照办`): read as before."""
        plain = masked_all(sentence)
        cut = HEAD_CUT.search(plain)
        head, rest = sentence[: cut.start()] if cut else sentence, plain[cut.end() :] if cut else ""
        if self.reader.refs_in(head):
            return None  # `条目 1 的 §2.2 新增，下轮再说`: that edit only (read as a request)
        titled: list[Item] = []
        for quote in QUOTE.finditer(head):
            # `撤回「X 多跳融合」的建议`: a quote that is one item's title names that item.
            found = self.item_index.resolve(quote.group(1))
            if found is None:
                return None
            titled.append(found)
        bare = masked_all(head)
        # `Item 1 is withdrawn`, `Withdraw Item 1's suggestion`: an English tag names its item.
        tagged = self.item_index.tagged(bare)
        named, left = self.item_index.names_and_rest(
            ITEM_LEAD.sub("", self.lexicon.item_tag.sub(blanked, bare))
        )
        named += [item for item in [*tagged, *titled] if item not in named]
        if not named or not self.lexicon.take_back.fullmatch(left):
            return None
        # `…，因为 §2.2 已新增过同类条目`: a clause the reason word opens is the reason too.
        parts = [
            p
            for p in CLAUSE_CUT.split(rest)
            if p.strip(" ：:—–-。.") and not self.lexicon.reason.match(p.strip(" ：:—–-"))
        ]
        if self.withdrawn_if([head, *parts]) or any(
            # `条目 2 照办`: another item's words (its own name is the reason's subject).
            any(other not in named for other in self.item_index.names_and_rest(p)[0])
            # `条目 4 不入档，§5.7 也不因此改动`: a keep of its own, read as before.
            or self.lexicon.negated.search(p)
            or self.lexicon.no_op.search(p)
            or (
                self.reader.kind_in(p, None) is not None and not self.lexicon.take_back.fullmatch(p)
            )
            for p in parts
        ):
            return None
        unsupported = any(self.lexicon.unsupported.search(p) for p in parts)
        if unsupported and not read_rest:
            return None
        for item in named:
            self.drafts.append(self.withdrawal(segment, item, sentence))
        return " " * cut.end() + sentence[cut.end() :] if cut and unsupported else ""

    def reasons_blanked(self, sentence: str) -> str:
        """`§3.2 新增 X，由于 Y 条目后续可能要删掉`, `…，因为 Muon 条目已删除了旧说明`: a reason
        (lexicon take_back.reason) says why; the verbs in it ask nothing. Its words up to the
        end of its clause are blanked when they hold an editorial verb and name no section;
        the reason word stays (`不推荐，因为…` is still a refusal given with its reason)."""
        plain = masked_quotes(sentence)
        spans: list[tuple[int, int]] = []
        for found in self.lexicon.reason.finditer(plain):
            end = CLAUSE_END.search(plain, found.end())
            stop = end.start() if end else len(plain)
            words = plain[found.end() : stop]
            if spans and found.start() < spans[-1][1]:
                continue
            if self.reader.refs_in(words):
                continue  # `因为 §2.3 也要补一行`: a section asked of is read (a row if unsure)
            if self.reader.kind_in(words, None) is not None or self.lexicon.unsupported.search(
                words
            ):
                spans.append((found.end(), stop))
        return blank_spans(sentence, spans)

    @staticmethod
    def held_back(segment: Segment, item: Item, words: str) -> Draft:
        """A line of the closing list or the caveats list that holds `item` until something
        happens (`条目 2 等 E2 复现后再落`): its edits are held back, reported with the words."""
        said = shortened(words.strip(" ，,。；;→"), 50)
        return Draft(
            kind=ActionKind.NOT_UNDERSTOOD,
            lines={segment.line},
            item=item,
            target=None,
            request=segment.text,
            clause=said,
            reason=f"holds {item.key} back until a condition is met: 「{said}」; check by hand",
            from_closing=True,
            withheld=True,
            conditional=True,
            segment_line=segment.line,
        )

    def opening_items(self, piece: str, *, by_name: bool = True) -> list[Item]:
        """The items whose tags open a part of a closing-list sentence (`条目 2 等…`), or
        (`by_name`) the one item whose name opens it (`SlimGPT 先别入档`)."""
        plain = ITEM_LEAD.sub("", masked_all(piece))
        opening = ITEMS_NAMED.match(plain)
        if opening:
            return self.item_index.names_and_rest(opening.group(0))[0]
        token = NAME_TOKEN.match(plain) if by_name else None
        if token is None or token.group(0).lower() in COMMON_TOKENS:
            return []
        hits = self.item_index.token_hits(token.group(0))
        return hits if len(hits) == 1 else []

    def sole_filed(self, named: list[Item], rest: str) -> list[Item]:
        """`SlimGPT：等 Jay 复现后再入档`, `待 E2 复现后再把 X 写进活文档`: the one item a wait
        names, when the wait ends in filing it into the document or nowhere named (not `再把 X
        写进展望`: a request of its own there; not `若入档，须注明…`: how to word it)."""
        filed = self.lexicon.document_ban["filed_last"]
        return named if len(named) == 1 and filed.search(rest) else []

    def document_ban(self, segment: Segment, sentence: str, own: Item | None = None) -> list[Item]:
        """`不要把 X 写进活文档`, `在独立复现之前，别把它放进知识库`, `无需收录 X`: a sentence that
        keeps a thing out of the document as a whole (lexicon document_ban), its other clauses
        asking no edit (a wait or a reason before it). The items it keeps out: named by tag or
        name, `它` for the one item the line names, or a name only the item's own edit writes
        (`W4A8 行`: a row's first cell); `表格` holds only an item whose edit writes a row.
        In an item's own field (`own`), `它` or no thing is that item. [] when it is no such
        ban or kbpatch cannot tie it to one item's edits."""
        plain = masked_quotes(sentence).strip()
        bans = self.lexicon.document_ban
        found = bans["ban"].search(plain)
        after = found is None
        found = found or bans["ban_after"].search(plain)
        if found is None:
            return []
        if any(
            self.reader.refs_in(part) or self.reader.kind_in(part, None) is not None
            for part in CLAUSE_CUT.split(CAVEAT_ARROW.sub(" ", plain[: found.start()]))
        ):
            return []  # `§3.2 新增 X，但不要把 Y 写进活文档`: read as the line's requests
        thing = bans["thing_ends"].sub("", found.group("thing")).strip()
        if after or not thing or not bans["pronouns"].fullmatch(thing):
            named, rest = self.item_index.names_and_rest(thing)
            items = named if named and not rest.strip(" 、和与及的") else []
            if not items and not after and NAME_TOKEN.fullmatch(thing):
                # A name only the item's edit writes (`QServe` in the row `W4A8 | QServe | …`).
                word = re.compile(rf"(?<![A-Za-z0-9]){re.escape(thing)}(?![A-Za-z0-9])")
                owners = [
                    i for i in self.brief.items if any(word.search(s.text) for s in i.suggestions)
                ]
                items = owners if len(owners) == 1 else []
            said_of = plain[: found.start()].strip(" ，,")
            if (
                not items
                and after
                and own is not None
                and (not said_of or bans["pronouns"].match(said_of))
            ):
                # `这条问题暂不加入待解问题` in an item's own caveat: the item's thing, kept out
                # of the place named.
                items = [own]
        else:
            # `X 只在 7B 上测过，不要把它写进活文档`: the one item the line names.
            named = self.item_index.names_and_rest(masked_quotes(segment.text))[0]
            items = named if len(named) == 1 else []
            if own is not None and not named:
                items = [own]
        if found.groupdict().get("place") and bans["tables"].fullmatch(found.group("place")):
            # `不要把 X 写进表格`: only an edit that writes a row is kept out of the table.
            rows = {id(d.item) for d in self.drafts if d.kind.edits_document and d.row}
            items = [item for item in items if id(item) in rows]
        return items

    def caveat_holds_items(self, segment: Segment, own: Item | None = None) -> bool:
        """A line of the brief's own 值得警惕 list that keeps an item out of the document (`→ 不要
        把 X 写进活文档`, `→ X 先别入档`) withdraws it, and one that holds it until something
        happens (`→ X 等 Jay 复现后再入档`) holds it back, as the same words in the closing list
        do: the brief's own lists have the last word on its items. Only a take-back or a wait
        of filing it (lexicon document_ban.speaks_of_filing): a caveat that describes a risk
        (`X 存疑`, `X 未复现`) holds nothing. In an item's own caveat field (`own`), words
        that name no item are of that item. Whether the line held an item."""
        held = False
        filing = self.lexicon.document_ban["filing"]
        for sentence in split_outside_quotes(segment.text, SENTENCE_SPLIT):
            for part in CAVEAT_ARROW.split(sentence):
                if not part.strip(" 。.；;"):
                    continue
                banned = self.document_ban(segment, part, own)
                for item in banned:
                    self.drafts.append(self.figures_withdrawn(segment, item, part))
                named, rest = self.item_index.names_and_rest(ITEM_LEAD.sub("", masked_all(part)))
                opening = [] if banned else self.opening_items(part)
                if not opening and not banned and not self.reader.refs_in(part):
                    # `待…后再把 X 写进活文档`; in an item's own field, `等…后再入档`.
                    opening = self.sole_filed(named or ([own] if own else []), rest)
                    if own is not None and not named and not opening:
                        opening = [own]
                if len(opening) != 1:
                    held = held or bool(banned)
                    continue
                words = [p for p in re.split(r"[，,；;：:]", rest) if p.strip(" —–-。.")]
                # `条目 5 的修改（含版本号）暂缓`: a take-back said of the item's edit itself
                # speaks of filing it, as `先别入档` does.
                edit = self.lexicon.document_ban["edit_nouns"].match(words[0]) if words else None
                if edit is not None:
                    words[0] = words[0][edit.end() :]
                # `X 先别入档`, `本条只作记录，不入档`: take-backs, one of them of the filing,
                # then words that ask for nothing.
                taken = list(takewhile(self.lexicon.take_back.fullmatch, words))
                if (
                    taken
                    and (edit is not None or any(filing.search(p) for p in taken))
                    and all(self.reader.kind_in(p, None) is None for p in words[len(taken) :])
                ):
                    self.drafts.append(self.withdrawal(segment, opening[0], part))
                elif (
                    own is not None
                    and not named
                    and self.lexicon.document_ban["unconfirmed"].fullmatch(part.strip())
                ):
                    # `需确认。` alone in the item's own caveat: its edits wait for the check.
                    self.drafts.append(self.withdrawal(segment, own, part))
                elif self.only_a_condition(part) and self.sole_filed(opening, rest):
                    # The item's own wait forbids its edits, with its words (read_constraints).
                    held_so = self.withdrawal if own else self.held_back
                    self.drafts.append(held_so(segment, opening[0], part))
                else:
                    continue
                held = True
        return held

    def only_a_condition(self, piece: str) -> bool:
        """Whether a part of a closing-list sentence that names no section says only what its
        item waits on: a condition (`等 E2 复现后再落`, `以条目 1 被接受为前提`), no take-back."""
        plain = masked_quotes(piece).strip(" ，,。；;")
        condition = self.lexicon.not_a_request["conditional"].search(plain)
        if condition is None:
            return False
        # `待下周组会讨论后再加`: a time word inside a wait for an event (`待…后`) is what it
        # waits for, no take-back; `引用以后再补` is a take-back of its own.
        waited = WAIT_FOR_EVENT.fullmatch(condition.group(0))
        rest = blank_spans(plain, [condition.span()]) if waited else plain
        return not self.lexicon.take_back.search(rest)

    def withdrawn_if(self, parts: list[str]) -> bool:
        """Whether the parts of a refusal are a condition, then a take-back (`则撤回`)."""
        if len(parts) < 2:
            return False
        condition = self.lexicon.not_a_request["conditional"]
        last = CONSEQUENCE.sub("", parts[-1])
        return bool(self.lexicon.take_back.fullmatch(last)) and any(
            condition.search(p.strip(" ，,")) for p in parts[:-1]
        )

    def names_item_at(self, plain: str, at: int) -> bool:
        """Whether a part of a sentence starting at `at` opens with an item's tag or name."""
        head = ITEM_LEAD.sub("", plain[at : at + 40])
        if ITEMS_NAMED.match(head):
            return True
        token = NAME_TOKEN.match(head)
        return token is not None and len(self.item_index.token_hits(token.group(0))) == 1

    @staticmethod
    def withdrawal(
        segment: Segment, item: Item | None, words: str, target: SectionRef | None = None
    ) -> Draft:
        """A constraint of the closing list, in the brief's words: with `item`, it withdraws
        every edit of that item; with `target` alone (a section a scope sentence leaves out),
        it keeps that section for every edit of the brief."""
        said = shortened(words.strip(" ，,。；;"), 40)
        return Draft(
            kind=ActionKind.CONSTRAINT,
            lines={segment.line},
            item=item,
            target=target,
            request=segment.text,
            clause=said,
            reason=f"the brief says {said}",
            from_closing=True,
            brief_wide=item is None,
            segment_line=segment.line,
        )

    def figures_withdrawn(self, segment: Segment, item: Item, words: str) -> Draft:
        """The withdrawal a ban of the document makes of `item` (document_ban); a ban said of
        figures (`71%、63% 两个数暂不写入`) holds only the item's edits that would write them."""
        withdrawn = self.withdrawal(segment, item, words)
        withdrawn.held_values = REFUSED_FIGURE.findall(masked_quotes(untagged(words, self.lexicon)))
        return withdrawn

    def ranked_second(self, clause: str, made: list[Draft]) -> bool:
        """`…新增一条 X，§1.4 可选`, `§1.4 备选`: a clause that is one place and a word ranking it
        second, the other option of the edit before it (never an edit of its own)."""
        if len(made) != 1 or made[0].target is None:
            return False
        rest = masked_quotes(clause).replace(made[0].target.raw, "", 1)
        return bool(self.lexicon.second.fullmatch(rest.strip(" ，,。.；;（）()：:")))

    def fallback_of(self, previous: Draft | None, other: Draft, segment: Segment) -> None:
        """`…；退而求其次放 §4.1 末尾`: the other place of the edit just asked for, an option of
        it. With no such edit before it, it is not read: never an edit of its own."""
        if not other.kind.edits_document:
            return
        if previous is not None and previous.kind is other.kind and not previous.choice:
            previous.group = previous.group or f"or{segment.line}:{len(self.drafts)}"
            other.group = previous.group
            other.preference = other.preference or -1
            return
        other.kind = ActionKind.NOT_UNDERSTOOD
        other.reason = (
            f"「{other.clause}」 offers another place for an edit the brief does not ask for "
            "just before it; check by hand"
        )

    def sentences_of(self, text: str) -> list[str]:
        """The sentences of a request line, cut at full stops and semicolons outside quotes; a
        changelog's dated line (`变更记录新增：2026-12-05：新增 X；Y 更新（Lin）。`) joins its
        changes with `；`, all of it one line to write: no cut inside it."""
        # A table row dictated whole (`| 2026-12-05 | 林岚 | A；B |`) is one cell's words too.
        spans = [m.span("line") for m in changelog_lines(text, self.lexicon)]
        spans += [m.span("words") for _, m in changelog_words_given(text, self.lexicon)]
        spans += [m.span() for m in DICTATED_ROW.finditer(text)]
        if not spans:
            return [
                part
                for whole in split_outside_quotes(text, SENTENCE_SPLIT)
                for sentence in self.after_quoted_sentence(whole)
                for part in self.joined_by_plus(sentence)
            ]
        chars = list(text)
        for span in spans:
            for at in range(*span):
                chars[at] = {"；": "，", ";": ","}.get(chars[at], chars[at])
        masked = "".join(chars)
        sentences, at = [], 0
        for piece in split_outside_quotes(masked, SENTENCE_SPLIT):
            start = masked.find(piece, at)
            sentences.append(text[start : start + len(piece)])
            at = start + len(piece)
        return sentences

    def after_quoted_sentence(self, sentence: str) -> list[str]:
        """`末尾追加一句："…发布 v2。"不新增条目`: a quote that ends its own sentence, then a
        negation right after it (no space, no stop): the refusal is a sentence of its own, not
        of the append (SENTENCE_SPLIT cuts there only with a space between). So are any words
        after such a quote dictated after its colon (`补充第 4 条：「4. …。」脚注 … 接在参考文献
        最后`): the colon's words end with the quote."""
        cuts = [
            end
            for start, end in quoted_spans(sentence)
            if sentence[end - 2 : end - 1] in ("。", "！", "？")
            and (
                self.lexicon.negated.match(sentence, end)
                or (
                    sentence[:start].rstrip().endswith(("：", ":"))
                    and WORD_AFTER_QUOTE.match(sentence, end) is not None
                    # (`…：「…。」放在 [11] 之后`: where the quoted words go is the same request.)
                    and PLACED_AFTER_QUOTE.match(sentence, end) is None
                )
            )
        ]
        return [sentence[a:b] for a, b in zip([0, *cuts], [*cuts, len(sentence)], strict=True)]

    def joined_by_plus(self, sentence: str) -> list[str]:
        """`§3.1 新增 X + 参考文献 [25]`: a `+` between a section's request (its section, then
        a verb) and words naming a section of their own joins two requests, read one by one as
        `；` parts them; a `+` inside a thing's words (`并行解码 + 动作分块`, `100 万+`) or in a
        list of sections (`§1.1 + §5.6（X）`) leaves the sentence whole."""
        parts, at = [], 0
        for plus in PLUS_JOIN.finditer(masked_all(sentence)):
            before = sentence[at : plus.start()]
            placed = self.reader.refs_in(before)
            after = self.reader.refs_in(sentence[plus.end() :])
            if (
                placed
                and after
                and after[0].start == 0
                # `§一 新增 X + §二 第 2 条〔§一〕`: a numbered section after the plus is read with
                # the request before it, as the line writes them together.
                and not after[0].ref.key[:1].isdigit()
                and self.asks_by_verb(before[placed[-1].end :])
            ):
                parts.append(before)
                at = plus.end()
        last = sentence[at:]
        # `§3.1 新增 X + 参考文献 [25]（条目 1）`: the item tag closing the line is each part's.
        aside = ENDING_ASIDE.search(last)
        tag = aside.group(0).rstrip(" 。.") if aside and ITEM_MENTION.search(aside.group(0)) else ""
        return [*(f"{part.rstrip()}{tag}" for part in parts), last]

    def joined_uncut(self, text: str) -> list[str]:
        """The clauses of the text, with the commas that cut one request's words undone: a
        value called stale joined to the clause that gives it anew (`97⭐ 已过时，现为 160⭐`,
        values.restated), one replace; and a question written after its verb's colon
        (`新增开放问题：若 X 从 100 降到 50，Y 是否仍成立？`), whose words are what to write, as a
        quote's are: cut, their first part read as a request of its own (a number change)."""
        clauses = split_clauses(text)
        plain = masked_all(text)
        links = [m.span() for m in self.lexicon.restated.finditer(plain)]
        question = self.lexicon.verbs["question"].search(plain)
        written = DICTATED_QUESTION.match(plain, question.end()) if question else None
        links += [written.span()] if written else []
        # `变更记录新增一行：2026-12-09：新增 X，修正 Y（Lin）。`: a changelog's dated line runs to
        # its sentence's end, commas and all.
        links += [m.span("line") for m in changelog_lines(plain, self.lexicon)]
        # `变更记一行，日期 2026-12-04，内容为：…`: so does one given as its date and words.
        links += [(named, m.end()) for named, m in changelog_words_given(plain, self.lexicon)]
        # `参考文献添上：Wang, Z., Liu, Y. (2026). Title. …`: a reference written out whole runs
        # to its sentence's end, its commas none of a clause's.
        links += [m.span("reference") for m in WRITTEN_AUTHOR_YEAR_REFERENCE.finditer(text)]
        # `新增「### 2026-12-11」小节，写入：「- …」`: a dated heading and the line under it.
        links += [m.span() for m in DATED_HEADING_AND_LINE.finditer(text)]
        leads = [
            leads_in(clause)
            or ROW_COLUMN_END.search(masked_quotes(clause)) is not None
            or ROW_POINTED_END.search(masked_quotes(clause)) is not None
            or self.place_only(clause)
            for clause in clauses
        ]
        if not links and not any(leads) and not any(map(self.dictates_words, clauses)):
            return clauses
        joined: list[str] = []
        at = end = 0
        for clause in clauses:
            start = text.find(clause, at)
            if start < 0:
                return clauses
            if joined and (
                any(s < end and start < e for s, e in links)
                or (self.dictates_words(joined[-1]) and self.only_words(clause))
                # `B.1 主要厂商里，在"X"那条之后列入：…`: the place the next clause asks in.
                or (
                    leads_in(joined[-1])
                    and self.asks_by_verb(clause)
                    and not SECTION_REF.search(masked_all(clause))
                )
                # `在「X」一节以「Y」开头的那段末尾，加一句：「…」`: the place, then the verb.
                or (
                    self.place_only(joined[-1])
                    and (self.asks_or_puts(clause) or self.place_only(clause))
                    and not SECTION_REF.search(masked_all(clause))
                )
                # `「周度运价表」中 2026-11-20 那一行，美西一格 A → B`: the row, then its cell's
                # change.
                or (
                    ROW_POINTED_END.search(masked_quotes(joined[-1])) is not None
                    and bool(value_pairs(clause, self.lexicon))
                    and not SECTION_REF.search(masked_all(clause))
                )
                # `ISOS-L-2 这一行的"条件"列，更正为「…」`: a row's column, then its new value.
                or (
                    ROW_COLUMN_END.search(masked_quotes(joined[-1])) is not None
                    and self.lexicon.value_forms.verb.match(clause.lstrip()) is not None
                )
            ):
                joined[-1] = text[end - len(joined[-1]) : start + len(clause)]
            else:
                joined.append(clause)
            at = end = start + len(clause)
        return joined

    def dictates_words(self, clause: str) -> bool:
        """Whether a clause ends with words an append verb dictates after its colon, unquoted
        (`X 条目末尾追加：A`, `补一句：A`, `追加说明：A`): the words run to the sentence's end,
        so a comma in them cuts no clause (joined_uncut)."""
        plain = masked_quotes(clause)
        verb = self.lexicon.verbs["append"].search(plain)
        if verb is None or self.reader.kind_in(clause, None) is not ActionKind.APPEND:
            return False
        lead = self.lexicon.append_lead.match(plain, verb.end()) or DICTATING_COLON.match(
            plain, verb.end()
        )
        # Quoted words are whole as quoted: the clauses after them are their own.
        words = clause[lead.end() :] if lead else ""
        return bool(words.strip()) and not quotes_in(words)

    def only_words(self, clause: str) -> bool:
        """Whether a clause is only words, more of a dictated sentence: it names no section,
        asks nothing, negates nothing and says no condition, later round or reason of the
        request (`…追加：需校准集，且仅限 GPU`; not `…，待复现后再定`, `…，理由是…`)."""
        plain = masked_all(clause)
        return (
            bool(plain.strip())
            and not self.reader.refs_in(clause)
            and self.reader.kind_in(clause, None) is None
            # `…补一句：300 倍指剪枝耗时，不是推理加速`: a clause that opens by saying what a thing
            # is not denies no request; it is more of the sentence.
            and self.lexicon.negation.search(COPULA_NOT.sub("", plain, count=1)) is None
            and self.lexicon.no_op.search(plain) is None
            and self.lexicon.take_back.search(plain) is None
            and self.lexicon.reason.search(plain) is None
            and not self.reader.not_a_request(clause)
            and not self.defers(plain)
        )

    def placed_after(self, clauses: list[str], segment: Segment) -> list[str]:
        """`新增 X 条目，位置见 §3.2`, `补录 X；位置：§3.2`, `新增 X 条目（§3.2）`: a new entry
        asked with no section, then its place said alone (a clause that is a place word and
        one section, or an aside that is one section): the entry's section, read as the
        request `§3.2 新增 X 条目` is. Anything more in the place's words (`见 §3.2 的 Y`, a
        second section) leaves both as written."""
        said_at = self.lexicon.place["said_at"]
        placed: list[str] = []
        for clause in clauses:
            section = self.place_alone(clause, said_at) or self.put_place(clause) if placed else ""
            if section and self.adds_unplaced(placed[-1]):
                placed[-1] = f"{section} {placed[-1].strip()}"
                continue
            aside = ENDING_ASIDE.search(clause)
            inner = aside.group("inner") if aside else ""
            # A bare number in the aside (`新增一条 X（C.1）`) may be the paper's own; only one
            # the brief marks as a section (`§`, `节`), or after a place word, is the entry's.
            written = self.written.get(segment.line, segment.text)
            marked = SECTION_MARKED.search(inner) and inner.strip() in written
            section = inner and (
                (marked and self.place_alone(inner, None)) or self.place_alone(inner, said_at)
            )
            if aside and section and self.adds_unplaced(clause[: aside.start()]):
                clause = f"{section} {clause[: aside.start()].strip()}"
            placed.append(clause)
        return placed

    def places_joined(self, sentences: Iterable[str]) -> list[str]:
        """The sentences, each that only says a place (`；位置：§3.2`) joined to the one before,
        whose new entry it places (placed_after)."""
        joined: list[str] = []
        for sentence in sentences:
            if (
                joined
                and (
                    self.place_alone(sentence, self.lexicon.place["said_at"])
                    or self.put_place(sentence)
                )
                and self.adds_unplaced(split_clauses(joined[-1])[-1])
            ):
                joined[-1] = f"{joined[-1]}，{sentence}"
            else:
                joined.append(sentence)
        return joined

    def put_place(self, clause: str) -> str:
        """`放仿真平台`, `放到 §2.2`, `归入 2.2`: the one section a clause that is only a put word
        (lexicon place.put_after) and a place names, as words refs_in reads (a heading's bare
        words, which need a section noun elsewhere, as `「仿真平台」一节`); else ""."""
        words = clause.strip()
        lead = self.lexicon.place["put_after"].match(masked_quotes(words))
        if lead is None:
            return ""
        rest = words[lead.end() :].strip(" 。.；;")
        section = self.place_alone(rest, None) if rest else ""
        if section or not rest:
            return section
        names = heading_names(self.sections)
        found = names.by_words.get(heading_text_key(rest), []) if names else []
        return f"「{rest}」一节" if len(found) == 1 else ""

    def place_said_again(self, draft: Draft, words: str, aside: bool = False) -> bool:
        """`§2.1 新增 X 条目，位置：§2.2`, `…，放在 §2.2`, `…（位置见 §2.2）`: a place said alone
        (a place word or a put word and one section; in an aside, a section the brief marks)
        after a new entry that names its own section. The same section, or one holding it,
        says the place again; a section inside it (`§2 新增 X，位置：§2.2`) is the entry's
        place; another section is a second place for one entry, which kbpatch does not pick:
        the entry is reported with both, never written twice. Words adding a place (`也`,
        `同时`: place.also) are not such a place. Returns whether the words were one."""
        plain = masked_quotes(words)
        if (
            draft.kind is not ActionKind.ADD_ENTRY
            or draft.target is None
            or self.lexicon.place["also"].search(plain)
        ):
            return False
        place = self.lexicon.place
        section = self.place_alone(words, place["said_at"]) or self.place_alone(words, place["put"])
        if not section and aside and SECTION_MARKED.search(plain):
            section = self.place_alone(words, None)
        refs = self.reader.refs_in(section) if section else []
        if not refs:
            return False
        said, own = refs[0].ref, draft.target
        said_key, own_key = self.numbered_key(said), self.numbered_key(own)
        if said_key == own_key or own_key.startswith(f"{said_key}."):
            return True
        if said_key.startswith(f"{own_key}."):
            draft.target = said
            return True
        draft.kind = ActionKind.NOT_UNDERSTOOD
        draft.unread_kind = ActionKind.ADD_ENTRY
        draft.reason = (
            f"asks for the new entry in {own.display} and says its place is {said.display} "
            f"(「{shortened(words.strip(' ，,。；;（）()'), 40)}」): two places for one entry; "
            "kbpatch does not pick one; check by hand"
        )
        return True

    def numbered_key(self, ref: SectionRef) -> str:
        """The number of the one heading a section named by its words has (`「向量索引」一节`:
        2.2), so that two names of one section are told apart from two sections; else its key."""
        names = heading_names(self.sections)
        found = names.by_words.get(heading_text_key(ref.raw), []) if names else []
        return found[0].key if len(found) == 1 and found[0].key else ref.key

    def place_alone(self, words: str, lead: re.Pattern[str] | None) -> str:
        """The one section `words` name, when they are only that section, after `lead` if
        given (`位置见 §3.2`, `位置：§3.2 末尾`); else ""."""
        plain = masked_quotes(words)
        said = lead.match(plain.strip()) if lead else None
        if lead and said is None:
            return ""
        # A section named by its heading's quoted words (`「向量索引」一节`) is one too.
        refs = self.reader.refs_in(words)
        if len(refs) != 1 or refs[0].elsewhere:
            return ""
        at = len(plain) - len(plain.lstrip()) + (said.end() if said else 0)
        rest = plain[refs[0].end :].strip(" 。.；;")
        place = self.lexicon.place
        end = rest and (place["end"].fullmatch(rest) or place["inside"].fullmatch(rest))
        if plain[at : refs[0].start].strip() or (rest and not end):
            return ""
        return words[refs[0].start :].strip(" 。.；;")

    def adds_unplaced(self, clause: str) -> bool:
        """Whether a clause asks for a new entry and names no section (nor a numbered slot,
        `新增第 73 条（§2.4）`: a citation and the section it supports)."""
        return (
            self.reader.kind_in(clause, None) is ActionKind.ADD_ENTRY
            and not self.reader.refs_in(clause)
            and NUMBERED.search(masked_all(clause)) is None
            and self.lexicon.negated.search(masked_all(clause)) is None
        )

    def own_asides(self, clauses: list[str]) -> list[str]:
        """The clauses with an aside that ends one and asks for the paper's footnote by its
        label (`§3.2 新增一条 X（脚注 [^3]）`, `add X (footnote [^3])`) cut off as a clause of
        its own, as `，脚注 [^3]` is: asides are read only for conditions, so it was dropped."""
        cut: list[str] = []
        for clause in clauses:
            aside = ENDING_ASIDE.search(clause)
            inner = aside.group("inner") if aside else ""
            if aside is not None and self.other_place_offered(inner, clause[: aside.start()]):
                # `§1.1 新增 X（§1.4 亦可）`: the other place of the request, as `，§1.4 亦可`
                # offers it (an alternative, read by fallback_of); asides are read only for
                # conditions, so it was dropped.
                cut += [clause[: aside.start()], inner]
                continue
            if (
                aside is None
                or not FOOTNOTE_LABEL.search(inner)
                or self.reader.kind_in(inner, None) is not ActionKind.ADD_CITATION
                or self.reader.kind_in(clause[: aside.start()], None) is None
            ):
                cut.append(clause)
                continue
            cut += [clause[: aside.start()], inner]
        return cut

    def other_place_offered(self, inner: str, before: str) -> bool:
        """Whether an aside after a request (`before`) offers one other section for it as a
        second choice (`§1.4 亦可`, `或 §1.4`, `备选 §1.4`) and says nothing else of it."""
        plain = masked_quotes(inner)
        return (
            len(self.reader.refs_in(inner)) == 1
            and bool(
                self.lexicon.second.search(plain)
                or self.lexicon.fallback.match(plain)
                or plain.lstrip().startswith("或")
            )
            and not self.lexicon.negation.search(plain)
            and self.reader.kind_in(before, None) is not None
        )

    def joined_after_lead(self, clauses: list[str]) -> list[str]:
        """The clauses with section lists joined (joined_named_refs, joined_bare_refs), the
        first read past what leads its line: a task box (`[x] §4.2、§5.6 不动`) or the cells
        before a table row's words (`| 6 | §1.3、§5.4 不动 | — |`), which would hide that its
        first clause is a section of the list. The lead is left out: the line's box and row
        are read from the line itself (withhold_unapproved, row_tag)."""
        first = clauses[0] if clauses else ""
        box = self.box_of(first)
        at = box.end() if box else first.rfind("|") + 1 if first.lstrip().startswith("|") else 0
        rest = masked_quotes(first[at:])
        if not at or not (BARE_REF.fullmatch(rest) or NAMED_REF.fullmatch(rest)):
            return joined_bare_refs(self.joined_titled_refs(self.joined_named_refs(clauses)))
        unled = [first[at:], *clauses[1:]]
        return joined_bare_refs(self.joined_titled_refs(self.joined_named_refs(unled)))

    def joined_titled_refs(self, clauses: list[str]) -> list[str]:
        """`§3 解码加速，新增 X` (`③ 解码加速，…` where the document numbers its chapters so) was
        cut at its comma: a clause that is one section and its own heading's words (or one of
        its entries to edit inside, entry_place), and asks nothing, places the request after
        it when that one names no section of its own, as `在 §3，新增 X` does."""
        joined: list[str] = []
        for clause in clauses:
            if (
                joined
                and (self.titled_ref(joined[-1]) or self.entry_place(joined[-1]))
                and not self.reader.refs_in(clause)
                and self.reader.kind_in(clause, None) is not None
            ) or (
                # `把 X 挪到「Y」，放在 Z 条之后，文字一字不改`: where in Y, and that it moves
                # unchanged, said after the move in clauses of their own.
                joined
                and MOVE_BETWEEN.search(quotes_as_marks(joined[-1]))
                and MOVE_AFTERWORD.fullmatch(quotes_as_marks(clause))
            ):
                joined[-1] = f"{joined[-1]}，{clause}"
            else:
                joined.append(clause)
        return joined

    def entry_place(self, clause: str) -> bool:
        """Whether a clause is only a section and one of its entries or paragraphs to edit
        inside (`§1-3-1 Palisades 那条里`, `「手机直连」里"监管框架上……"那段`): it places the
        request after it, as its heading's words do (`…那条里，把"A"替换成"B"` was cut at its
        comma)."""
        # (`「手机直连」里`: a heading's quoted words before a place word, read so only where a
        # clause names no section otherwise.)
        refs = self.reader.refs_in(clause) or entry_named_ref(
            clause, self.lexicon, self.brief.topic, plain=True
        )
        plain = masked_quotes(clause)
        if not refs:
            # `国产加速器表「昇腾 950PR」一行`: a table row by its quoted first cell, after words
            # that name its table, no verb among them.
            row = QUOTED_ROW.search(quotes_as_marks(clause))
            return (
                row is not None
                and ROW_NOUN_ONLY.fullmatch(plain, row.end()) is not None
                and not self.asks_an_edit(plain[: row.start()])
                and self.lexicon.negation.search(plain[: row.start()]) is None
            )
        if len(refs) != 1 or plain[: refs[0].start].strip(" 在"):
            return False
        tail = ENTRY_PLACE_TAIL.fullmatch(quotes_as_marks(clause), refs[0].end)
        name = masked_quotes(clause)[tail.start("name") : tail.end("name")] if tail else ""
        return (
            tail is not None
            and not self.asks_an_edit(name)
            and self.lexicon.negation.search(name) is None
        )

    def titled_ref(self, clause: str) -> bool:
        """Whether a clause is only a section and that section's own heading words."""
        titled = TITLED_REF.fullmatch(masked_quotes(clause))
        return titled is not None and (
            f"{section_key(titled['num'])} {titled['words'].strip()}" in self.sections
        )

    def box_of(self, text: str) -> re.Match[str] | None:
        """The task box a closing line opens with (`[x]`, `[ ]`, `[-]`, `☑`), if any."""
        boxes = (self.lexicon.box_ticked, self.lexicon.box_unticked, self.lexicon.box_dropped)
        return next((found for pattern in boxes if (found := pattern.match(text))), None)

    def joined_named_refs(self, clauses: list[str]) -> list[str]:
        """`§1.1 决策树、§1.6 不动` was cut at its `、`: a clause that is a section and a short
        name of a part of it, with no request, joins the next when that one starts with a
        section of its own (a list whose last words speak for all)."""
        joined: list[str] = []
        for clause in clauses:
            if (
                joined
                and NAMED_REF.fullmatch(masked_quotes(joined[-1]))
                and BARE_REF.match(masked_quotes(clause))  # it starts with a section
                and self.reader.kind_in(joined[-1], None) is None
                and self.lexicon.negation.search(joined[-1]) is None
                # `§3.1 照旧，§2.2 新增…`: a keep said without a negation is no part's name.
                and self.lexicon.no_op.search(masked_quotes(joined[-1])) is None
                # `§2.3 与它类似`: a section named as context, no name of a part of it.
                and self.lexicon.context.search(masked_quotes(joined[-1])) is None
            ):
                joined[-1] = f"{joined[-1]}、{clause}"
            else:
                joined.append(clause)
        return joined

    def joined_row_clauses(self, clauses: list[str]) -> list[str]:
        """`§2.2 X 一行，"A" 改为 "B"` was cut at its comma: a clause that only names a
        section's row or entry joins the next clause when that one asks for an edit of it,
        or keeps it (`§4.1 第 3 条，"X" 不改`), and names no section of its own."""
        joined: list[str] = []
        for clause in clauses:
            if (
                joined
                and self.names_row_only(joined[-1])
                and not self.reader.refs_in(clause)
                and (
                    self.reader.kind_in(clause, None) in ROW_EDITS
                    # `X 一行，状态改为稳定`: the row's cell by its column (unwritten_request).
                    or self.lexicon.cell_change_tail.search(masked_quotes(clause)) is not None
                    or (
                        self.reader.kind_in(clause, None) is None
                        and self.lexicon.negated.search(masked_all(clause)) is not None
                    )
                )
            ):
                joined[-1] = f"{joined[-1]}，{clause}"
            else:
                joined.append(clause)
        return joined

    def unwritten_request(self, clause: str) -> str:
        """Why kbpatch writes nothing for a clause that asks what it never proposes, read
        before any verb of it ("" when it asks no such thing): a new heading (`§2.1 下新增一个
        小节「X」` is no entry in §2.1), or a row's cell changed by its column's name with no
        old value whose section, row, column or new value it cannot read (`X 一行，状态改为稳定`
        with no section is no new row named X)."""
        plain = masked_quotes(clause)
        heading = self.lexicon.new_heading.search(plain)
        if heading:
            return (
                f"asks for a new heading ({said_at(clause, heading)}), which kbpatch does not "
                "propose"
            )
        if not any(form.search(plain) for form in self.lexicon.cell_change):
            return ""
        refs = self.reader.refs_in(clause)
        # The words after the one section named: the row, its column and the new value, read
        # as a replace of that one cell (ClauseReader.read_ref); else reported.
        cell = self.reader.cell_change(clause[refs[0].end :] if len(refs) == 1 else clause)
        if cell is None or (len(refs) == 1 and all(cell)):
            return ""
        # `X 一行 Stars 改为 2,480⭐` with no section of its own: a value the reader takes as a
        # replace's new one (its old one may come from the item's own line), read as before.
        if len(refs) != 1 and self.reader.kind_in(clause, None) is ActionKind.REPLACE:
            return ""
        return (
            "asks to change a table row's cell by its column's name without its old value, "
            "whose section, row, column or new value kbpatch cannot read"
        )

    def names_row_only(self, clause: str) -> bool:
        plain = masked_quotes(clause).rstrip(" ：:")
        row = ROW_END.search(plain)
        if row is None:
            cell = ROW_CELL_END.search(clause.rstrip(" ：:"))
            # A verb is no column (`APC 一行的 "A" 改为`): only the words that name one.
            row = cell if cell and not self.lexicon.roots.search(cell["column"]) else None
        if row is None or not self.reader.refs_in(clause):
            return False
        # `建议归入：§2.2 X 那条`: the label's 归入 names the field, it asks for no new entry.
        head = self.lexicon.suggestion_label.sub(blanked, clause[: row.start()], count=1)
        whole = self.lexicon.suggestion_label.sub(blanked, clause, count=1)
        return (
            self.reader.kind_in(head, None) is None
            # `§3.1 补 X 一条`, `§3.1 补 X 条目`: a name verb before the name, the clause asks
            # for a new entry X (the clause after it limits that entry, it edits no row X).
            and not (
                self.lexicon.new_entry_name.search(masked_quotes(whole))
                and self.reader.kind_in(whole, None) is ActionKind.ADD_ENTRY
            )
            and self.lexicon.negation.search(masked_all(head)) is None
        )

    @staticmethod
    def questions_only(segment: Segment, item: Item, words: str, from_closing: bool) -> Draft:
        """`只进开放问题`: every edit of the item but its open question is forbidden."""
        return Draft(
            kind=ActionKind.CONSTRAINT,
            lines={segment.line},
            item=item,
            target=None,
            request=segment.text,
            clause=words,
            reason=f"the brief says {words}",
            forbids=frozenset(
                kind
                for kind in ActionKind
                if kind.edits_document and kind is not ActionKind.ADD_QUESTION
            ),
            from_closing=from_closing,
            segment_line=segment.line,
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
        placed_by_model(self.drafts)
        merged = self.pointed_again(self.merge(self.drafts))
        self.revise(merged)
        self.values_overruled(merged)
        self.values_in_unread_lines(merged)
        self.values_left_to_closing(merged)
        self.contradicted(merged)
        self.void_closing_lines(merged)
        # (After the lines the item's edits cite are known: a closing line that restates one
        # is cited by it.)
        reading_from = len(self.drafts)
        self.report_unread_closing(merged)
        merged += self.drafts[reading_from:]
        self.against_own_verdict(merged)
        self.rank(merged)
        self.keep_body(merged)
        self.conditional_again(merged)
        # `不入档` of an item that asks nothing of the kinds it refuses: its verdict, no keep.
        merged = [
            d
            for d in merged
            if not d.refusal
            or any(o.item is d.item and o.kind in d.forbids for o in merged if o is not d)
        ]
        self.veto(merged)
        return self.number(merged)

    def conditional_again(self, drafts: list[Draft]) -> None:
        """`若勘误确认，再把 X 的 296 改为 294（条目 1）` in the closing list, after 条目 1's own
        `X 由 296 订正为 294`: the brief's last word makes the item's edit wait on a condition;
        the edit is withheld with the closing line's words, never written beside it."""
        closing = {segment.line for segment in self.brief.closing}
        waiting = [d for d in drafts if d.conditional and d.withheld and d.lines <= closing]
        for condition in waiting:
            said = condition.clause or condition.request
            item = condition.item or self.item_named_in(said)
            if item is None:
                continue
            for draft in drafts:
                # A change of values only: a new entry the condition names may be asked of
                # another place (`如果复测成立，再把 X 写进展望`), its own add unconditional.
                if (
                    draft is condition
                    or draft.lines <= closing
                    or draft.item is not item
                    or not draft.kind.changes_values
                ):
                    continue
                named = [
                    draft.new_value,
                    draft.old_value,
                    draft.subject,
                    *(value for pair in draft.pairs for value in pair),
                ]
                if not any(len(words) >= 2 and words in said for words in named):
                    continue
                draft.kind, draft.unread_kind = ActionKind.NOT_UNDERSTOOD, draft.kind
                draft.withheld = True
                draft.reason = (
                    f"the closing list asks it only on a condition (brief line "
                    f"{min(condition.lines)}: 「{shortened(said.strip(), 60)}」); check by hand"
                )

    def pointed_again(self, drafts: list[Draft]) -> list[Draft]:
        """`Items 3 and 4 → Chapter 3.`: a closing line that only points items at a section
        their own lines already edit (or report) there, it or one of its sub-sections, says
        again where they go: its line joins theirs, and there is nothing more to check. An
        arrow naming a question (`Item 3 → Part 3 new question`) places the item's question
        that names no section of its own: there, as if its line named it."""
        kept: list[Draft] = []
        for draft in drafts:
            if draft.from_closing and draft.kind is ActionKind.ADD_ENTRY and draft.target:
                # `B-1 加 Nova 行` beside the item's `表 B-1 末尾加一行：| Nova | … |`: a new
                # entry named again, which its own add may hold in another place's words.
                bare = (draft.clause or draft.request).replace(draft.target.raw, " ", 1)
                draft.restated = (
                    draft.restated
                    or self.reader.restated_name(bare)
                    or self.row_named_again(draft, drafts)
                )
            home = self.restated_add(draft, drafts) if draft.restated else None
            home = home or reference_restated(draft, drafts) or values_restated(draft, drafts)
            if home is not None:
                # `B.2：补 HiFloat8（条目 1）` after 条目 1's own `「浮点低比特」一节（B.2）补一条
                # HiFloat8`: the same request said again; its line joins the item's add.
                home.lines |= draft.lines
                continue
            if draft.points and draft.from_closing:
                named = [draft.item] if draft.item else self.item_index.listed(draft.request)
            else:
                named = []
            if not named:
                kept.append(draft)
                continue
            inside = f"{draft.target_key}."
            rest = draft.clause[arrow_to_section(masked_all(draft.clause)) :]
            asks_question = self.reader.arrow_names_question(rest)
            homes = [
                next(
                    (
                        other
                        for other in drafts
                        if other.item is item
                        and not other.from_closing
                        and other.target_key
                        and (
                            f"{other.target_key}.".startswith(inside)
                            or (
                                asks_question
                                and other.target == UNNAMED_LISTS[ActionKind.ADD_QUESTION]
                            )
                        )
                    ),
                    None,
                )
                for item in named
            ]
            if None in homes:
                kept.append(draft)
                self.pointed_elsewhere(draft, named, drafts)
                continue
            for home in homes:
                if home is not None:
                    home.lines |= draft.lines
                    if not f"{home.target_key}.".startswith(inside):
                        home.target = draft.target
        return kept

    @staticmethod
    def same_change(draft: Draft, own: list[Draft]) -> Draft | None:
        """The item's own change (of `own`, its changes of values) whose every value pair the
        closing line's change says again (the same old and new figures), in whatever words it
        names the section; or None."""
        said = swapped_values(draft)
        if draft.item is not None and not said and draft.new_value and draft.subject:
            # `Q1 状态改为部分回答` after the item's `Q1 的状态由「开放」改为「部分回答：…」`: the
            # row's new value said again in short, the old one unsaid.
            return next(
                (
                    other
                    for other in own
                    if other.subject == draft.subject
                    and any(stands_in(draft.new_value, new) for _, new in swapped_values(other))
                ),
                None,
            )
        if draft.item is None or not said:
            return None
        return next(
            (
                other
                for other in own
                if all(
                    any(
                        same_value(old, mine_old) and same_value(new, mine_new)
                        for mine_old, mine_new in swapped_values(other)
                    )
                    for old, new in said
                )
            ),
            None,
        )

    @staticmethod
    def row_named_again(draft: Draft, drafts: list[Draft]) -> str:
        """The first cell of a row the item's own line writes out (`| Iridium NTN Direct |
        Iridium | …|`) that a closing line names by its first word (`B-1 加 Iridium 行 + 改标题
        日期`): that row, said again; "" for none."""
        said = draft.clause or draft.request
        for other in drafts:
            if other.item is draft.item and other.row and not other.from_closing:
                first = other.row[0].strip(" *`")
                head = first.split()[0] if first.split() else ""
                if head and re.search(rf"(?<![\w]){re.escape(head)}\s*(?:这|那)?一?行", said):
                    return first
        return ""

    def restated_add(self, draft: Draft, drafts: list[Draft]) -> Draft | None:
        """The item's own add of the entry a closing line names again (draft.restated) in the
        same section: the section it names, or one its line names too (`「浮点低比特」一节
        （B.2）`); None when the item adds no entry so named there. An add the item's line
        hands to another or keeps its hands off (`请 Mia 在 §1.2 补 X`, `…，本轮先记下不落笔`)
        is its own too: the closing line's `§1.2：X（条目 1）` says it again, and asks nothing."""
        # `C.4 加展锐；术语补 CPM（条目 4）`: a part with no tag of its own is the item's the
        # line's one tag names.
        listed = self.item_index.listed(draft.request) if draft.item is None else []
        item = draft.item or (listed[0] if len(listed) == 1 else None)
        if item is None or draft.target is None:
            return None
        raw = draft.target.raw.lstrip("§")
        # (A section named by its words, `术语表`, runs on into the next word: `术语表末尾`.)
        bounded = rf"(?<![0-9A-Za-z_.]){re.escape(raw)}(?![0-9A-Za-z_.])"
        said_there = re.compile(bounded) if raw else None
        for other in drafts:
            if (
                other.item is item
                and not other.from_closing
                and (
                    other.kind is ActionKind.ADD_ENTRY
                    or (other.kind is ActionKind.NO_OP and other.reason.startswith(HANDED_OVER))
                )
                and draft.restated.lower() in f"{other.entry_name} {other.clause}".lower()
                and (
                    other.target_key == draft.target_key
                    or (
                        said_there is not None
                        # (As read, `术语表末尾…` may name its section by number: `§6 末尾…`.)
                        and any(
                            said_there.search(words)
                            for words in (
                                other.request,
                                *(self.written.get(line, "") for line in other.lines),
                            )
                        )
                    )
                )
            ):
                return other
        return None

    @staticmethod
    def pointed_elsewhere(pointer: Draft, named: list[Item], drafts: list[Draft]) -> None:
        """`条目 1 → §3.3` where the item's own line adds its entry to §3.2: the closing list
        says the entry goes elsewhere, in words kbpatch does not read as a move. The entry is
        not proposed where the item put it; both are left for a person to settle."""
        inside = f"{pointer.target_key}."
        # `条目 2 落点 §1.2 → §1.1`: a move read in the same line says where it goes.
        moved = {id(d.item) for d in drafts if d.from_closing and d.moves and d.item is not None}
        for draft in drafts:
            if (
                draft.item in named
                and id(draft.item) not in moved
                and draft.kind is ActionKind.ADD_ENTRY
                and not draft.from_closing
                and draft.target_key
                and not f"{draft.target_key}.".startswith(inside)
            ):
                draft.kind, draft.unread_kind = ActionKind.NOT_UNDERSTOOD, ActionKind.ADD_ENTRY
                draft.reason = (
                    f"the closing list points {draft.item_key} at "
                    f"{pointer.target.raw if pointer.target else ''} (brief line "
                    f"{pointer.segment_line}: 「{shortened(pointer.clause.strip(), 40)}」), not "
                    "where its own line puts the entry; check by hand"
                )

    def revise(self, drafts: list[Draft]) -> None:
        """The closing list has the last word on an item's edits: when it withholds the
        item's edit of a section (`条目 1 的 §2.2 新增，下轮再说`) or moves it elsewhere
        (`条目 1 改放 §2.3`), the item's suggestion for that place is not proposed either.
        So has the brief's caveats list when it holds an item back (caveat_holds_items)."""
        said = [d for d in drafts if d.from_closing and d.item and (d.withheld or d.moves)]
        caveat_lines = {s.line for s in self.brief.caveats}
        for closing in said:
            source = "caveats" if closing.segment_line in caveat_lines else "closing"
            own = [d for d in drafts if d.item is closing.item and not d.from_closing]
            if (
                closing.moves
                and closing.kind is ActionKind.ADD_ENTRY
                and not closing.withheld
                and any(d.kind.edits_document for d in own)
                and not any(
                    ActionKind.ADD_ENTRY in (d.kind, d.unread_kind, d.reported_kind) for d in own
                )
            ):
                # `条目 1 改放 §2.2` where 条目 1 changes values in §2.1 and adds nothing: there
                # is no entry of the item to put there; none is made of its words.
                asked = "、".join(sorted({d.kind.value for d in own if d.kind.edits_document}))
                closing.kind, closing.unread_kind = ActionKind.NOT_UNDERSTOOD, None
                closing.reason = (
                    f"puts {closing.item_key} in {closing.target.raw if closing.target else ''}, "
                    f"but {closing.item_key} adds no entry (it asks: {asked}); kbpatch writes "
                    "no entry of its words there: check by hand"
                )
                continue
            for draft in drafts:
                if draft.from_closing or draft.item_key != closing.item_key:
                    continue
                if not draft.kind.edits_document:
                    continue
                if closing.conditional and closing.target is None:
                    why = "holds it back until a condition is met"
                elif closing.withholds_item:
                    why = closing.withholds_why or "names it with other items for fewer places"
                elif closing.withheld and draft.target_key == closing.target_key:
                    why = "withholds it"
                elif (
                    closing.moves
                    and draft.kind is closing.kind
                    and draft.target_key not in ("", closing.target_key)
                ):
                    why = f"moves it to {closing.target.raw if closing.target else ''}"
                    # The entry moves with what the item says it must state (`条目里要写明"…"`).
                    closing.caveats += [c for c in draft.caveats if c not in closing.caveats]
                    if draft.entry_name and not closing.entry_name:
                        # and with the name the item's line gives it (`新增 **X-server** 条目`):
                        # the same entry, only placed elsewhere; that line is its support too.
                        closing.entry_name, closing.given_title = (
                            draft.entry_name,
                            closing.given_title or draft.given_title,
                        )
                        if not closing.label:
                            closing.label, closing.titled = draft.label, draft.titled
                            closing.label_alone = draft.label_alone
                        closing.lines |= draft.lines
                    if not closing.withheld:
                        # The move is made there: the first place is left, nothing to check.
                        draft.kind = ActionKind.NO_OP
                        draft.reason = (
                            f"the {source} list {why} (brief line {closing.segment_line}: "
                            f"「{closing.clause}」), where it is proposed instead"
                        )
                        continue
                else:
                    continue
                # What depends on the edit held back (its entry's citation) is held with it.
                draft.unread_kind = draft.kind
                draft.kind = ActionKind.NOT_UNDERSTOOD
                draft.reason = (
                    f"the {source} list {why} (brief line {closing.segment_line}: "
                    f"「{closing.clause}」); check by hand"
                )

    @staticmethod
    def values_overruled(drafts: list[Draft]) -> None:
        """The closing list has the last word on an item's values too: where its line changes
        a value the item's own line changes to another (`由 0.3 改为 0.2` beside `0.3 → 0.25`),
        the closing line's value is the one proposed, and the item's line is reported with
        both values; it is never cited as support for a value it contradicts."""
        closing = [
            d
            for d in drafts
            if d.from_closing and d.item is not None and d.kind.changes_values and d.target_key
        ]
        for last in closing:
            for draft in drafts:
                if (
                    draft.from_closing
                    or draft.item_key != last.item_key
                    or draft.target_key != last.target_key
                    or not draft.kind.changes_values
                ):
                    continue
                clash = other_new_value(draft, last)
                if clash is None:
                    continue
                old, mine, theirs = clash
                draft.kind = ActionKind.NO_OP
                draft.reason = (
                    f"the closing list changes 「{old}」 to 「{theirs}」, not to 「{mine}」 as "
                    f"this line asks (brief line {last.segment_line}: 「{last.clause}」), "
                    "and has the last word"
                )

    def values_left_to_closing(self, drafts: list[Draft]) -> None:
        """`§1.2：0.41 → 0.38（数字以文末归并清单为准。）`: an item's change that leaves its
        figure to the closing list stands only where a closing line kbpatch reads restates it
        (values_overruled proposes another value the list gives); else it is reported with
        the words that defer it, never written with a figure the list may have changed."""
        closing = {segment.line: segment.text for segment in self.brief.closing}
        for draft in drafts:
            if draft.from_closing or not draft.kind.changes_values:
                continue
            # A closing line merged into the change restates it, unless it defers in turn
            # (`载客架次更新，数字以第二部分第 2 条为准`).
            restated = [closing[line] for line in sorted(draft.lines & closing.keys())]
            deferred = next(
                (
                    found
                    for text in (restated or [draft.request])
                    if (found := self.lexicon.closing_defers.search(masked_quotes(text)))
                ),
                None,
            )
            if deferred is None:
                continue
            draft.unread_kind, draft.kind = draft.kind, ActionKind.NOT_UNDERSTOOD
            where = (
                "the closing list"
                if re.search("清单|动作|列表", deferred.group(0))
                else "other words of it"
            )
            draft.reason = (
                f"the brief leaves its figure to {where} (「{deferred.group(0)}」), "
                "where kbpatch reads no line that gives it; check by hand"
            )

    def contradicted(self, drafts: list[Draft]) -> None:
        """`条目 2 不入档，理由见上`: a closing line that says an item is not to be written, in
        words kbpatch does not read as a withdrawal, never stands beside a patch of that item
        unremarked: the item's edits are reported for a person to settle, not proposed."""
        said = [
            d
            for d in drafts
            if d.kind is ActionKind.NO_OP
            and d.from_closing
            and d.item is not None
            and d.target is None
            and self.lexicon.take_back.fullmatch(d.reason.removeprefix("the brief says "))
        ]
        for no_op in said:
            words = no_op.reason.removeprefix("the brief says ")
            taken = {
                d.target_key
                for d in drafts
                if d is not no_op and d.withheld and d.segment_line == no_op.segment_line
            }
            own = {
                d.target_key
                for d in drafts
                if d.item_key == no_op.item_key and d.kind.edits_document and d not in said
            }
            if (
                self.keeps_a_part(no_op.clause, words)
                or (taken and not taken & own)
                # `不动：Hyport Duqm 行`, `不动：印度段`: a row or paragraph of the document,
                # kept; no verdict on the item.
                or self.names_a_thing_of(no_op.clause, bare_nth=False)
                or self.thing_kept_after_lead(no_op.clause)
            ):
                # `下轮可考虑在 §2-2 补一张对比表，本轮不做（条目 1）`: the request said before it
                # on its line, of another place than the item's edits, is what it takes back.
                continue
            # `捕集率区间不改`, `对比表不动`: a thing of the document kept as it is, named in words
            # that are not the item's, holds no new line or sentence the item adds.
            kept_only = self.keeps_a_thing(no_op)
            for draft in drafts:
                if draft.item_key != no_op.item_key or not draft.kind.edits_document:
                    continue
                if kept_only and draft.kind in ADDED_KINDS:
                    continue
                draft.kind = ActionKind.NOT_UNDERSTOOD
                draft.reason = (
                    f"the closing list also says 「{words}」 of {no_op.item_key} (brief line "
                    f"{no_op.segment_line}: 「{shortened(no_op.request.strip(), 40)}」); "
                    "check by hand"
                )

    def keeps_a_thing(self, no_op: Draft) -> bool:
        """Whether the words before a closing line's take-back name a thing (`捕集率区间`,
        `对比表`) in words the item's title does not share: a keep of that thing, not of the
        item (`挪威渡轮不动` beside `挪威电池渡轮数量` keeps the item)."""
        words = no_op.reason.removeprefix("the brief says ")
        at = no_op.clause.rfind(words)
        _, rest = self.item_index.names_and_rest(no_op.clause[: max(at, 0)])
        if no_op.item is None or self.lexicon.take_back.fullmatch(f"{rest.strip()}{words}"):
            return False  # (`本轮先不动`: when, not what)
        last = masked_quotes(re.split(r"[，,；;。]", rest)[-1])
        if not any(len(run) >= 2 for run in HAN_RUN.findall(last)):
            return False
        # (Three characters in common name the item, as ItemIndex.resolve reads a name.)
        return name_trigrams(last).isdisjoint(name_trigrams(no_op.item.title))

    def thing_kept_after_lead(self, clause: str) -> bool:
        """Whether a keep said before its colon keeps a thing of the document named by its
        noun after it (`不动：Hyport Duqm 行`, `保持原样：印度段`)."""
        lead = KEEP_LEAD.match(masked_quotes(clause))
        if lead is None or not self.reader.keeps(lead["keep"]):
            return False
        thing = masked_all(clause[lead.end() :]).strip(" 。.；;")
        return len(thing) > 1 and THING_OF_A_LINE.search(thing) is not None

    def keeps_a_part(self, clause: str, words: str) -> bool:
        """`【过滤感知图】15 点：本轮不动`: a take-back said of a part (a value, quoted words, an
        entry) keeps that part, not the item whose name the line shares: the words before it,
        without the item's tag, hold a number, a quote, a bracketed name or an entry noun."""
        at = clause.rfind(words)
        _, rest = self.item_index.names_and_rest(clause[: max(at, 0)])
        return (
            PART_NAMED.search(masked_quotes(rest)) is not None
            # `下轮可考虑在 §2-2 补一张对比表，本轮不做`: the request said before it is taken back.
            or self.asks_an_edit(rest)
            or rest != masked_quotes(rest)
            or self.lexicon.constraints["body_only"].search(rest) is not None  # `正文不写`
        )

    def void_closing_lines(self, drafts: list[Draft]) -> None:
        """`主题外；下方归并动作第 2 行删去`, `清单中本条的 §2.2 动作作废`: a line of the closing
        list the item's own words void asks nothing: its edits for the item are not proposed
        (forbidden, with those words). The line is found by its place, its section or the
        item, and must speak of the item; a line not found so exactly is never guessed at: the
        item's closing-list edits are reported for a person to settle."""
        closing = self.brief.closing
        for void in self.closing_voids:
            item = void.item
            own = [s for s in closing if item in self.item_index.named_in(s.text)]
            why = ""
            if void.nth:
                found = closing[void.nth - 1 : void.nth] if void.nth <= len(closing) else []
                if not found:
                    why = f"the closing list has {len(closing)} line(s)"
                elif found[0] not in own:
                    why = f"brief line {found[0].line} does not speak of {item.key}"
            elif void.sections:
                found = [
                    s
                    for s in own
                    if void.sections & {r.ref.key for r in self.reader.refs_in(s.text)}
                ]
                if not found:
                    why = f"no line of it names {'、'.join(sorted(void.sections))} for {item.key}"
            else:
                found = own
                if not found:
                    why = f"no line of it speaks of {item.key}"
            said = f"{item.key}'s own words 「{shortened(void.words.strip(), 40)}」"
            lines = {s.line for s in found}
            if why:
                lines = {s.line for s in (*own, *found)}
            affected = [d for d in drafts if d.kind.edits_document and d.lines & lines]
            for draft in affected:
                if not why and draft.item is item and draft.lines <= lines:
                    draft.forbidden = f"brief line {void.segment.line}: 「{void.words.strip()}」"
                    draft.forbidden_line = void.segment.line
                    continue
                draft.kind = ActionKind.NOT_UNDERSTOOD
                draft.reason = (
                    f"{said} (brief line {void.segment.line}) void a line of the closing list"
                    + (f", but {why}" if why else f" that also asks this of {draft.item_key}")
                    + "; check by hand"
                )
            if why and not affected:
                drafts.append(
                    Draft(
                        kind=ActionKind.NOT_UNDERSTOOD,
                        lines={void.segment.line},
                        item=item,
                        target=None,
                        request=void.segment.text,
                        clause=void.words.strip(),
                        reason=f"{said} void a line of the closing list, but {why}; check by hand",
                        segment_line=void.segment.line,
                    )
                )

    def against_own_verdict(self, drafts: list[Draft]) -> None:
        """`判定：不入档（证据不足）`, `状态：暂缓`, `【状态：已撤回】`, `Status: withdrawn`: an
        item whose own verdict takes it back, while a suggestion asks for its edit, contradicts
        itself. Its edits are reported with the verdict's words, never proposed."""
        for item in self.brief.items:
            verdict = self.own_verdict(item)
            only_closing = False
            if verdict is None:
                # `建议归入：不入档（清单中的 §2.2 动作作废）` beside a closing line that adds it:
                # the item refuses what the closing list asks of it.
                verdict = self.own_refusal(item)
                only_closing = True
            if verdict is None:
                continue
            words, line = verdict
            own = [d for d in drafts if d.item is item and not d.from_closing]
            if only_closing and any(d.kind.edits_document for d in own):
                continue  # the item asks for an edit itself: its 不入档 is about something else
            said = "建议归入" if only_closing else "verdict"
            asked = "the closing list" if only_closing else "its suggestion"
            for draft in drafts:
                if draft.item is not item or not draft.kind.edits_document or draft.forbidden:
                    continue
                draft.kind = ActionKind.NOT_UNDERSTOOD
                draft.reason = (
                    f"{item.key}'s own {said} says 「{words}」 (brief line {line}), against the "
                    f"edit {asked} asks for; check by hand"
                )

    def own_refusal(self, item: Item) -> tuple[str, int] | None:
        """The words of an item's suggestion that take it back (`不入档`), and their line."""
        for segment in item.suggestions:
            for clause in re.split(r"[，,；;。：:]", masked_quotes(segment.text)):
                if clause.strip() and self.lexicon.take_back.fullmatch(clause):
                    return re.split(r"[（(]", clause)[0].strip(), segment.line
        return None

    def own_verdict(self, item: Item) -> tuple[str, int] | None:
        """The words of an item's verdict or status field that take it back, and their line."""
        for segment in item.verdict:
            first = VERDICT_CLAUSE.split(segment.text.strip(), maxsplit=1)[0]
            if self.lexicon.take_back.fullmatch(first):
                return first.strip(), segment.line
        # Its note (`| 2 | … | parked |` in an items table's status column, `条目 2（暂缓）：`).
        noted = VERDICT_CLAUSE.split(item.status_note.strip(), maxsplit=1)[0]
        if noted and self.lexicon.take_back.fullmatch(noted):
            return noted.strip(), item.line
        # A field the brief's labels do not give a slot of its own (`Status:`, `状态：`) is
        # read as part of the field above it, whichever that is.
        for segment in (*item.relation, *item.summary, *item.caveats, *item.suggestions):
            for field in self.lexicon.verdict_field.finditer(segment.text):
                said = VERDICT_CLAUSE.split(field.group("words").strip(), maxsplit=1)[0]
                if self.lexicon.take_back.fullmatch(said):
                    return field.group(0).strip("【】 "), segment.line
            # `归属主题：evaluation（非 inference）`: the item files itself under another topic.
            for field in self.lexicon.topic_field.finditer(segment.text):
                topic = TOPIC_WORD.match(field.group("words"))
                named = topic.group(0).strip().lower() if topic else ""
                if self.brief.topic and named and named != self.brief.topic.lower():
                    return field.group(0).strip("【】 "), segment.line
        return None

    def unread_change_of(self, draft: Draft, merged: list[Draft]) -> Draft | None:
        """The item's own request to change values that was not read, which a closing line
        tagged with that item (`draft`) repeats in short: None where the item has none."""
        if draft.item is None:
            return None
        return next(
            (
                other
                for other in reversed(merged)
                if other.item_key == draft.item_key
                and not other.from_closing
                and other.kind is ActionKind.NOT_UNDERSTOOD
                and other.unread_kind is not None
                and other.unread_kind.changes_values
            ),
            None,
        )

    def merge(self, drafts: list[Draft]) -> list[Draft]:
        """Fold each repeat of an action into its first reading. Drafts are indexed by item
        and section, so that a closing list of thousands of lines merges in linear time."""
        merged: list[Draft] = []
        by_place: dict[tuple[str, str], list[Draft]] = {}
        editing_by_target: dict[str, list[Draft]] = {}
        first_no_op: dict[str, Draft] = {}
        listed: Listed = {}
        # An item's row written out cell by cell, by its cells: `2.3：表 2-1 加一行「| X | … |」`
        # is read for 2.3 and for 表 2-1, the one row either way.
        rows: dict[tuple[str, tuple[str, ...]], Draft] = {}
        changes: dict[str, list[Draft]] = {}  # each item's own changes of values
        for draft in drafts:
            if draft.from_closing and draft.item is not None:
                second_entry(draft, by_place.get((draft.item_key, draft.target_key), []))
            home = self.find_home(draft, by_place, editing_by_target, first_no_op)
            home = home or same_listed(draft, listed) or same_sibling(draft, merged)
            if draft.kind is ActionKind.ADD_ENTRY and draft.row and draft.item is not None:
                home = home or rows.get((draft.item_key, draft.row))
                rows.setdefault((draft.item_key, draft.row), home or draft)
            if home is None and draft.from_closing and draft.kind.changes_values:
                # `E 节 T-Mobile 附加费 10 → 15 美元（条目 2）` after the item's change of that
                # figure in 「商业模式…」一节: the same change, the section named otherwise.
                own = changes.get(draft.item_key, [])[-MERGE_WINDOW:]
                home = self.same_change(draft, own) or held_words_change(draft, own)
            elif draft.kind.changes_values and not draft.from_closing:
                changes.setdefault(draft.item_key, []).append(draft)
            if draft.closes_question and draft.item is not None and draft.subject:
                # `Q5 关闭（增量 3）` after the item's `第七章 Q5 关闭，答案写「…」`: the same
                # close, whichever list each names it in.
                closed = (draft.item_key, ("close", draft.subject))
                home = home or (rows.get(closed) if draft.from_closing else None)
                rows.setdefault(closed, home or draft)
            unread = None if home else unread_said_again(draft, by_place)
            if unread is not None:
                unread.lines |= draft.lines
                continue
            unread_change = (
                self.unread_change_of(draft, merged)
                if home is None and draft.from_closing and draft.kind.changes_values
                else None
            )
            if unread_change is not None:
                # `B2 节第一段：3 万 → 2.8 万（条目 1）` where 条目 1's own words for the change
                # (`该段中「仍在 3 万元以上」替换为「已降至约 2.8 万元」`) were not read: the
                # short form is no stand-in for the words the item dictates.
                draft.unread_kind, draft.kind = draft.kind, ActionKind.NOT_UNDERSTOOD
                draft.reason = (
                    f"shortens a change {draft.item_key} asks in words kbpatch could not read "
                    f"(brief line {unread_change.segment_line}: "
                    f"「{shortened(unread_change.clause or unread_change.request, 60)}」); the "
                    "short form is not written in their stead; check by hand"
                )
            if home is not None:
                if draft.from_closing and not draft.group and home.group:
                    home.votes += 1  # the closing list names this option as the one to do
                if draft.kind is home.kind and list_naming(draft) > list_naming(home):
                    # The list the repeat names (`§七`) is where the item's new citation goes.
                    home.target, home.list_unnamed = draft.target, False
                if self.places_differ(home, draft):
                    home.torn_place = home.torn_place or draft
                other_value = self.another_new_value(draft, home)
                if other_value:
                    # `由 0.3 改为 0.2` and, in the closing list, `更新为 0.25` with no old value:
                    # which value the item's edit takes is not guessed; both are shown.
                    home.lines |= draft.lines
                    home.unread_kind, home.kind = home.kind, ActionKind.NOT_UNDERSTOOD
                    home.reason = (
                        f"the closing list gives 「{other_value}」 where this line gives "
                        f"「{home.new_value or home.pairs[0][1]}」 (brief line "
                        f"{draft.segment_line}: 「{draft.clause}」); check by hand"
                    )
                    continue
                home.absorb(draft)
                continue
            merged.append(draft)
            if draft.kind in UNNAMED_LISTS and draft.item is not None:
                listed.setdefault((draft.item_key, draft.kind, draft.choice), []).append(draft)
            by_place.setdefault((draft.item_key, draft.target_key), []).append(draft)
            if draft.kind.edits_document and draft.item is not None:
                editing_by_target.setdefault(draft.target_key, []).append(draft)
            if draft.kind is ActionKind.NO_OP and draft.item is not None:
                first_no_op.setdefault(draft.item_key, draft)
        return merged

    def marker_ending_change(self, previous: Draft, clause: str) -> Draft | None:
        """`把 A 改成 B，并在这句句末的 ^[1] 后面补 ^[32]`, `该句末尾加注〔31〕`: after a change of
        one value, a marker asked at the end of its sentence, which ends the sentence holding A
        (render.marker_ending_sentence); made before the change in the same patch, while the
        line still says A. None when the clause asks no such thing."""
        changed = (
            [old for old, _ in previous.pairs] or [previous.old_value]
            if previous.kind in VALUE_EDITS and not previous.column
            else []
        )
        masked = masked_quotes(clause)
        marked = list(CITATION_MARKER.finditer(clause))
        if not (
            len(changed) == 1
            and changed[0]
            and marked
            # (The marker is the last thing asked, not one a place names: `该段末尾（[^1]。之后）
            # 追加一句「X。」`.)
            and MARKER_ENDS_CLAUSE.fullmatch(clause[marked[-1].end() :])
            # (`句末的 ^[1] 后面`, `该句末尾`, `〔1〕后`: the sentence's end, or its last marker.)
            and (
                BEFORE_ITS_STOP.search(masked)
                or THIS_SENTENCE.search(masked)
                or AFTER_MARKER.search(clause)
            )
            and self.lexicon.insert_verbs.search(masked_all(clause))
            and not self.lexicon.negated.search(masked_all(clause))
        ):
            return None
        marker = replace(previous.another(marked[-1].group("marker")), kind=ActionKind.APPEND)
        marker.pairs, marker.anchor, marker.subject = [], changed[0], ""
        marker.clause, marker.old_value, marker.new_value = clause.strip(), "", ""
        marker.sentence, marker.inserted = True, False
        return marker

    def add_marker(self, marker: Draft, change: Draft, item: Item | None) -> None:
        """A marker asked at the end of a changed sentence (marker_ending_change), made right
        before that change; one the closing list says again adds its line to the item's."""
        said = next(
            (
                d
                for d in self.drafts
                if d.sentence
                and d.phrase == marker.phrase
                and (d.target_key == marker.target_key or d.item is item)
            ),
            None,
        )
        if said is not None:
            said.lines |= marker.lines
            return
        marker.item = item or marker.item
        self.drafts.append(marker)
        self.made_first.append((marker, change))

    def another_new_value(self, repeat: Draft, home: Draft) -> str:
        """The number a closing line changes a value to, when it gives no old value and the
        item's change it repeats gives another new value (`更新为 0.25` beside `由 0.3 改为
        0.2`); "" when it says the same value, or none."""
        # A closing line whose old value is not read is reported and folded into the item's
        # change: its new value is still compared.
        changes = repeat.kind.changes_values or repeat.kind is ActionKind.NOT_UNDERSTOOD
        if not (repeat.from_closing and changes and home.kind.changes_values):
            return ""
        news = [new for _, new in swapped_values(home)]
        if swapped_values(repeat) or not news or home.from_closing:
            return ""
        said = self.value_given(repeat.clause or repeat.request)
        if said is None or any(same_value(said[0], new) for new in news):
            return ""
        return said[1]

    def value_given(self, clause: str) -> tuple[str, str] | None:
        """The value a closing line gives right after its last verb of replacing or of giving a
        value (`改为约 7 Hz`, `填 15.8`, `改 2.5`): its number, and the value with its
        approximation and unit as written (`约 7 Hz`); None when no value follows the verb."""
        split = SPLIT_CHANGE.search(clause)
        if split is not None:
            # `改 38 s 为 31 s`: the verb split around the old value; the new one after 为.
            new = unquoted(split["new"])
            return new, new
        masked = masked_all(clause)
        verbs = [
            *self.lexicon.verbs["replace"].finditer(masked),
            *self.lexicon.value_given.finditer(masked),
        ]
        if not verbs:
            return None
        verb = max(verbs, key=lambda m: (m.start(), m.end()))
        said = GIVEN_VALUE.search(clause, verb.end())
        lead = VALUE_LEAD.fullmatch(clause, verb.end(), said.start()) if said else None
        if said is None or lead is None:
            # `改为"常数 k 通常取 20"`: a quoted phrase is the value as a whole.
            phrase = QUOTED_GIVEN.match(clause, verb.end())
            if phrase is None:
                return None  # `更新（条目 1）`: no value right after the verb
            return phrase.group(1).strip(), phrase.group(1).strip()
        unit = VALUE_UNIT.match(clause, said.end())
        value = f"{lead.group('about') or ''}{said.group()}{unit.group() if unit else ''}"
        return said.group(), self.lexicon.closing_particle.sub("", value) or said.group()

    def values_in_unread_lines(self, drafts: list[Draft]) -> None:
        """`VLA：OpenVLA 推理频率改为约 7 Hz（条目 1）`: a closing line kbpatch reads no section
        in (so no request either) still gives a value to an item's change when it names the
        item and the change's entry or old value: another value than the item's holds the
        change back with both shown, never written silently; the same value is cited with it."""
        cited = {line for draft in drafts for line in draft.lines}
        for segment in self.brief.closing:
            text = STRUCK.sub(blanked, segment.text)  # words struck through are withdrawn
            item = None if segment.line in cited else self.item_named_in(text)
            said = self.value_given(text) if item is not None else None
            if said is None:
                continue
            for draft in drafts:
                values = swapped_values(draft)
                if draft.item is not item or draft.from_closing or not values:
                    continue
                if not draft.kind.changes_values or not (
                    (draft.subject and name_stands_in(draft.subject, text))
                    or any(old and stands_in(old, text) for old, _ in values)
                ):
                    continue
                draft.lines.add(segment.line)
                news = [new for _, new in values]
                if any(same_value(said[0], new) for new in news):
                    continue
                draft.unread_kind, draft.kind = draft.kind, ActionKind.NOT_UNDERSTOOD
                draft.reason = (
                    f"the closing list gives 「{said[1]}」 where this line gives "
                    f"「{'、'.join(news)}」 (brief line {segment.line}: "
                    f"「{segment.text.strip()}」); check by hand"
                )

    def places_differ(self, draft: Draft, repeat: Draft) -> bool:
        """Whether two lines asking one item's new entry in one section say different places
        in it: right after two other entries, or right after one and at the end."""
        if not (draft.kind is repeat.kind is ActionKind.ADD_ENTRY):
            return False

        def place(one: Draft) -> str:
            if one.placement == "after" and one.siblings:
                return one.siblings[0].strip().lower()
            return "end" if self.end_is_said(one) else ""

        mine, theirs = place(draft), place(repeat)
        return bool(mine and theirs) and not (mine in theirs or theirs in mine)

    def end_is_said(self, draft: Draft) -> bool:
        """Whether the brief's words put a new entry at its section's end (`末尾登记一条`,
        `，放在最后`), a place of its own: not only where kbpatch adds when none is said."""
        if draft.end_said:
            return True
        words = masked_all(draft.clause or draft.request)
        # `§3.4 末尾 或 §3.2 新增`: an end said beside another section may be that one's.
        sections = {r.ref.key for r in self.reader.refs_in(words)}
        return len(sections) <= 1 and self.lexicon.place["end"].search(words) is not None

    @staticmethod
    def find_home(
        draft: Draft,
        by_place: dict[tuple[str, str], list[Draft]],
        editing_by_target: dict[str, list[Draft]],
        first_no_op: dict[str, Draft],
    ) -> Draft | None:
        if draft.item is None and draft.from_closing and draft.kind.edits_document:
            # A closing list often repeats targets without naming items: `§5.3、§4.3`.
            # Only a repeat: the same kind, or the closing list's coarse `挂载` / `新增`.
            same = [
                o
                for o in editing_by_target.get(draft.target_key, [])[-MERGE_WINDOW:]
                if (
                    o.kind is draft.kind
                    or draft.kind in (ActionKind.ADD_ENTRY, ActionKind.ANNOTATE_CITATION)
                )
                and not asks_otherwise(draft, o)
                and not names_another_entry(draft, o)
            ]
            if len(same) > 1 and draft.kind is ActionKind.REPLACE:
                # `3.2 表 π0 94.2% → 96.8%` beside the items' two replaces of §3.2 (a value, a
                # note): the one whose very values it says again.
                said = swapped_values(draft)
                same = [o for o in same if swapped_values(o) & said] or same
            if len(same) == 1:
                return same[0]
        if draft.kind is ActionKind.NO_OP and not draft.target_key and draft.item_key:
            return first_no_op.get(draft.item_key)
        # The few readings of one item about one section; a hostile brief's thousands of
        # repeats are looked at through their last few, to stay linear.
        candidates = by_place.get((draft.item_key, draft.target_key), [])[-MERGE_WINDOW:]
        if draft.kind is ActionKind.REPLACE:
            # A repeat of one of several replaces of a section joins the one whose values it says.
            said = swapped_values(draft)
            candidates = sorted(candidates, key=lambda other: not swapped_values(other) & said)
        for other in candidates:
            if draft.kind in (ActionKind.NOT_UNDERSTOOD, ActionKind.NO_OP):
                if (
                    draft.target_key
                    and other.kind.edits_document
                    and not (draft.withheld or draft.unproposed)
                    and not asks_another_change(draft, other)
                ):
                    # The item already edits that section: the words are its reasoning. Not
                    # an edit withheld (`如果…，§2.2 再补…`) nor one kbpatch does not propose
                    # (`§2.2 X 一条删除`): those are reported apart.
                    return other
                if draft.kind is other.kind and (
                    draft.target_key
                    or draft.kind is ActionKind.NO_OP
                    or draft.reason == other.reason
                ):
                    # Two reports of one item naming no section merge only when they say the
                    # same: another report's words are never folded away unseen.
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
                if asks_otherwise(draft, other):
                    continue
                return other
            # The closing list's short repeat (`§七 第十三条加注（条目 3）`, no words of its
            # own) of an edit the item asks for in full.
            repeat = (
                draft.kind in (ActionKind.ADD_ENTRY, ActionKind.ANNOTATE_CITATION)
                or (draft.kind is ActionKind.APPEND and not draft.phrase)
                or restates_values(draft, other)
                or names_the_new_entry(draft, other)
            )
            if (
                draft.from_closing
                and repeat
                and other.kind.edits_document
                and draft.item is not None
            ):
                return other
        return None

    def options_put_off(self, members: list[Draft], drafts: list[Draft]) -> None:
        """`(a) …；(b) …。二选一交林舟拍板，本轮不落笔。`: options left open whose line says
        "not this round" ask no edit, as a request so refused does; each is reported."""
        lines = {m.segment_line for m in members}
        refusals = [
            words
            for d in drafts
            if d.kind is ActionKind.NO_OP
            and d.segment_line in lines
            and d.item_key == members[0].item_key
            and self.lexicon.take_back.fullmatch(words := d.reason.removeprefix("the brief says "))
        ]
        if not refusals:
            return
        for draft in members:
            if draft.kind.edits_document:
                draft.unread_kind, draft.kind = draft.kind, ActionKind.NOT_UNDERSTOOD
                draft.reason = (
                    f"a refusal ({refusals[0]}): the options the brief leaves open ask no edit "
                    "this round; check by hand"
                )

    def rank(self, drafts: list[Draft]) -> None:
        """Within each group of options, the one the brief prefers is first; else the first."""
        groups: dict[str, list[Draft]] = {}
        for draft in drafts:
            if draft.group:
                groups.setdefault(draft.group, []).append(draft)
        for members in groups.values():
            # `§1.2 或 通用策略 小节 新增 RDT-1B 一条`: the options add one entry, named once.
            names = {
                d.entry_name for d in members if d.kind is ActionKind.ADD_ENTRY and d.entry_name
            }
            if len(names) == 1 and len({d.item_key for d in members}) == 1:
                for draft in members:
                    if draft.kind is ActionKind.ADD_ENTRY and not draft.entry_name:
                        draft.entry_name = next(iter(names))
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
            if any(self.lexicon.undecided.search(masked_quotes(d.request)) for d in members):
                best = ""  # `二选一请林舟定`: the brief chooses none; each is an alternative
                self.options_put_off(members, drafts)
            editing_options = any(d.kind.edits_document for d in members)
            edited_keys = {d.choice or str(id(d)) for d in members if d.kind.edits_document}
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
                    # Only an option that edits nothing here hands the item over.
                    and key not in edited_keys
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
                refs = {r.ref.key for r in self.reader.refs_in(tail)}
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

    @cached_property
    def numbered_sources(self) -> dict[str, Segment]:
        """The references the brief's lines outside its items give with their new number in
        the document's list (SOURCE_NUMBERED), by that number: the words of `参考文献续号 19`
        where the item gives none. A number given twice is no one's."""
        found: dict[str, list[Segment]] = {}
        # (A list of sources under a plain line of its own, in a brief without headings,
        # stands among the caveats' lines.)
        lines = [(line.text, line.line) for line in self.brief.outside] + [
            (segment.text, segment.line) for segment in (*self.brief.caveats, *self.brief.citations)
        ]
        for text, number in lines:
            said = SOURCE_NUMBERED.match(text)
            if said is not None and not self.lexicon.negation.search(masked_all(text)):
                found.setdefault(str(int(said["number"])), []).append(
                    Segment(text=said["reference"].strip(), line=number)
                )
        return {number: lines[0] for number, lines in found.items() if len(lines) == 1}

    def asked_number(self, draft: Draft) -> str:
        """The number the brief asks a new citation to take (`§七 登记第 75 条〔§5.6〕`), else "":
        render writes the list's next one, and the report says when the two differ."""
        asked = self.lexicon.citation_number.search(draft.clause)
        digits = re.search(r"\d+", asked.group(0)) if asked else None
        return str(int(digits.group(0))) if digits else ""

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
        """Every action a constraint of the brief forbids is marked with that constraint (a
        refusal of removals only, `§3.2 已有条目勿删`, is a no-op that forbids them)."""
        constraints = [
            d
            for d in drafts
            if d.kind is ActionKind.CONSTRAINT or (d.kind is ActionKind.NO_OP and d.forbids)
        ]
        if not constraints:
            return
        for constraint in constraints:
            if not (constraint.narrow or constraint.forbids or constraint.kept_text):
                # `不动：§4.1 表下第一段、§6.2 第二段`: each keep holds the part named right
                # after its section, however its clause was read.
                constraint.narrow = part_after_section(constraint)
        by_item: dict[str, list[Draft]] = {}
        brief_wide: dict[str, list[Draft]] = {}
        # The lines that ask an edit: a closing-list refusal naming no item reaches its own
        # line's requests (`§3.2 新增 X；不新增引用`); on a line that asks nothing else
        # (`§七 不新增。`, `引用先不加。`) it holds for the whole brief.
        asking = {line for d in drafts if d.kind.edits_document for line in d.lines}
        alone: list[Draft] = []
        for constraint in constraints:
            scope = self.scope_of(constraint)
            if scope == "none":
                continue  # words about content (不改其余列): nothing to veto
            if constraint.item is None and constraint.kept_figures and not constraint.target_key:
                alone.append(constraint)  # `11 个省市保持不变` in the brief's list: any edit of it
                continue
            if scope == "line" and constraint.segment_line not in asking:
                if constraint.target_key:
                    brief_wide.setdefault(constraint.target_key, []).append(constraint)
                else:
                    alone.append(constraint)  # `引用先不加。`: the kinds it names, anywhere
                continue
            # A keep of a part said for no item (`§2.1 X 那条不动` in the closing list) holds
            # for every item's edits of that part, as a keep of the whole section does; so
            # does a row the closing list keeps by its name (`§4.2：X 保持不变（条目 1）`),
            # which another item's edit of that row would break.
            row_kept = bool(constraint.kept_row) and constraint.brief_wide
            if scope == "brief" or (scope == "part" and (constraint.item is None or row_kept)):
                brief_wide.setdefault(constraint.target_key, []).append(constraint)
            else:
                by_item.setdefault(constraint.item_key, []).append(constraint)
        self.withheld_items(constraints, drafts)
        self.only_places_excepted(constraints, drafts)
        self.rest_excepted(constraints, drafts)
        held_apart: dict[int, Draft] = {}
        for draft in drafts:
            if not draft.kind.edits_document:
                continue
            # A keep of a chapter (`§5 全章免改`) keeps its sections too.
            keys = enclosing_keys(draft.target_key)
            if draft.source is not None:
                # A move edits the section it takes the entry from as well.
                keys = [*keys, *enclosing_keys(draft.source.key)]
            if "〔" in draft.clause or draft.kind is ActionKind.ADD_CITATION:
                # `§七 第 67 条〔〕由…改为…` edits a line of the citation list, which a keep
                # naming that list by its mark holds too (`第 67 条〔〕下轮再改`); a new
                # citation goes into that list, whatever section number the brief gave it,
                # so a refusal naming the list by its name holds it (`参考文献本轮不补`).
                keys = [*keys, CITATION_LIST.key]
            # A closing line naming no item is the brief's own, under every item's keep of
            # the place it edits (`§X 不动` in 条目 1, `§X 的 Y 那条末尾补…` in the closing list:
            # the brief says both; the keep holds and the edit is reported with it).
            items = [draft.item_key] if draft.item is not None else list(by_item)
            found = [
                *(c for key in keys for c in brief_wide.get(key, [])),
                *(
                    c
                    for item in items
                    for c in by_item.get(item, [])
                    # A keep naming no place holds another's edit only when it names an entry.
                    if (
                        c.target_key in ("", *keys)
                        and (item == draft.item_key or c.target_key or c.kept_row)
                    )
                    or self.may_hold_inside(c, draft)
                ),
                *alone,
            ]
            for constraint in found:
                if any(key in constraint.excepted for key in keys):
                    continue  # `第一部分除 §1.1 外不动`: this section is the exception
                # A closing-list `不新增条目` without an item: its own line's actions only.
                if (
                    constraint.item is None
                    and not constraint.brief_wide
                    and constraint.forbids
                    and constraint.segment_line in asking
                    and constraint.segment_line not in draft.lines
                ):
                    continue
                if other_numbering(constraint.target, draft.target):
                    continue  # `Chapter 3 不动` keeps no edit of `Part III`, numbered alike
                if draft.kind is not ActionKind.CONSTRAINT and table_kept(constraint):
                    # `§2.1 对比表不要动`: the table's rows, wherever the edit lands (render); the
                    # section's list and text stand.
                    words = constraint.reason.removeprefix("the brief says ")
                    said = f"brief line {min(constraint.lines)}: 「{words}」"
                    draft.kept_lines.append((KEPT_TABLE, said))
                    continue
                if kept_where_found(constraint, draft):
                    words = constraint.reason.removeprefix("the brief says ")
                    said = f"brief line {min(constraint.lines)}: 「{words}」"
                    draft.kept_lines.append((constraint.kept_row, said))
                    continue
                if row_of_numbered_table(constraint, draft):
                    # `表 B-1 S4 一行别碰` beside `A.1 Joby S4：「…」换成「…」`: the keep holds
                    # that table's row, which render tells by its first cell; the entry of
                    # another section that names S4 stands.
                    words = constraint.reason.removeprefix("the brief says ")
                    said = f"brief line {min(constraint.lines)}: 「{words}」"
                    draft.kept_lines.append((f"| {constraint.anchor or constraint.narrow} |", said))
                    continue
                if constraint.kept_text and draft.kind is not ActionKind.CONSTRAINT:
                    # `§2.1 华东占比本轮不动`: the render tells what the words are in the section.
                    words = constraint.reason.removeprefix("the brief says ")
                    said = f"brief line {min(constraint.lines)}: 「{words}」"
                    draft.kept_texts.append((constraint.kept_text, said))
                    continue
                if forbids(constraint, draft):
                    line = min(constraint.lines)
                    words = constraint.reason.removeprefix("the brief says ")
                    kept = [
                        p for p in draft.pairs if forbids(constraint, replace(draft, pairs=[p]))
                    ]
                    keeps_values = constraint.kept_figures or constraint.kept_values
                    # (Not the pairs of one named row or entry, `X 行：252 → 270，截至 A → B`:
                    # the line half changed would say 252 as of B; it is held whole.)
                    if keeps_values and 0 < len(kept) < len(draft.pairs) and not draft.subject:
                        # `A 由 29% 改为 28%；B 由 46 万改为 46.3 万` beside `29% 暂不改`: the
                        # keep holds the pair of its figure; the other pairs stay asked.
                        held = replace(draft, pairs=kept, lines=set(draft.lines))
                        held.forbidden = f"brief line {line}: 「{words}」"
                        held.forbidden_line = line
                        held_apart[id(draft)] = held
                        draft.pairs = [p for p in draft.pairs if p not in kept]
                        continue
                    draft.forbidden = f"brief line {line}: 「{words}」"
                    draft.forbidden_line = line
                    break
        if held_apart:
            drafts[:] = [
                d for draft in drafts for d in (draft, held_apart.get(id(draft))) if d is not None
            ]
        overruled_reports(constraints, drafts)

    @staticmethod
    def may_hold_inside(keep: Draft, draft: Draft) -> bool:
        """`LIGER 不必改` (a heading named by its words, `#### LIGER`) beside its own item's
        `§2.1 中"约 3 倍"改为"约 2.6 倍"`: a value changed where it stands, naming no entry,
        row or column, may stand inside the kept heading's part of the section; held."""
        if keep.target is None or not keep.target_key.startswith("name-"):
            return False  # not a heading named by its words
        named = (draft.subject or draft.anchor).strip()
        if named and draft.kind.edits_document and keep.target_key == heading_name_key(named):
            # `§2.1 LIGER 关键结果中 A 改为 B`: the edit names the entry the heading is.
            return True
        return (
            own_unplaced_value_change(keep, draft)
            # (A value in another heading the edit names, `Vega 一节中…`, is not under it.)
            and not draft.target_key.startswith("name-")
        )

    def only_places_excepted(self, constraints: list[Draft], drafts: list[Draft]) -> None:
        """`§3 整章不动，只在 §3.2 新增 X`, `Part II 不动，仅在 Chapter 3 加一条`: an edit asked on
        the keep's own line, at the place its "only" names, is the one exception the keep's
        sentence makes, as `除 §3.2 外` is (an edit that restates the item's own, too)."""
        scope = self.lexicon.scope
        if not scope:
            return
        for constraint in constraints:
            if constraint.target is None or constraint.forbids:
                continue
            said = masked_all(constraint.request)
            # As written (`只在「蒸馏」一节新增`: a place named by its heading's quoted words), the
            # quote marks left out; masked_all keeps offsets.
            places = [
                ONLY_PLACE_LEAD.sub("", constraint.request[m.end() :]).lstrip('「『“"')
                for m in scope["only"].finditer(said)
            ]
            for draft in drafts:
                if not (
                    draft.kind.edits_document
                    and draft.target is not None
                    and constraint.segment_line in (draft.segment_line, *draft.lines)
                    and any(place.startswith(draft.target.raw) for place in places)
                ):
                    continue
                if draft.target_key != constraint.target_key:
                    constraint.excepted.append(draft.target_key)
                    continue
                # `第三部分不动，只在第三部分 · 四新增`: the exception names a place kbpatch reads
                # only as the kept section itself; it stands, so it is reported, not forbidden.
                draft.kind, draft.unread_kind = ActionKind.NOT_UNDERSTOOD, draft.kind
                draft.reason = (
                    f"「{shortened(constraint.request.strip(), 60)}」 excepts a place inside "
                    f"{draft.target.raw} that kbpatch cannot tell apart from it; check by hand"
                )

    def rest_excepted(self, constraints: list[Draft], drafts: list[Draft]) -> None:
        """`第3章其余各节均不动`, `第二章其他小节保持原样`: a keep of the rest of a chapter keeps
        the sections the brief does not edit; every place the brief's own edits name is
        excepted from it (`§3.1 不动` beside it still keeps §3.1)."""
        rest = self.lexicon.scope.get("rest")
        if rest is None:
            return
        places = [d.target_key for d in drafts if d.kind.edits_document and d.target_key]
        for constraint in constraints:
            if constraint.target is None or constraint.forbids:
                continue
            # Found as written (a heading's words stand in quotes), read with quotes masked.
            said = masked_quotes(constraint.clause)
            at = constraint.clause.find(constraint.target.raw)
            after = REST_LEAD.sub("", said[at + len(constraint.target.raw) :]) if at >= 0 else ""
            before = constraint.clause[:at]
            rest_of = self.lexicon.scope["rest_of"].search(before)
            if rest_of:
                before = before[: rest_of.start()]  # `the rest of §3 stays as is`
            elif at < 0 or not (rest.match(after) or self.lexicon.scope["otherwise"].match(after)):
                continue
            # Before it, only places read as keeps of their own (`§1.2、第四章其余各节`): words
            # kbpatch does not read as a place (`「流水线」一节与…`) may name a kept section.
            kept = {c.target_key for c in constraints if c.clause == constraint.clause}
            for ref in self.reader.refs_in(before):
                if ref.ref.key in kept:
                    before = before[: ref.start] + " " * (ref.end - ref.start) + before[ref.end :]
            if SCOPE_JOINERS.sub("", before).strip('「『"“'):
                continue
            held = enclosing_keys(constraint.target_key)
            constraint.excepted += [k for k in places if k not in held]

    def withheld_items(self, constraints: list[Draft], drafts: list[Draft]) -> None:
        """`Item 4 — not this round`, `条目 5 不做`: what kbpatch cannot read of an item the brief
        withholds as a whole is not asked either; it is skipped with the withholding's words
        (nothing is edited either way), not reported as a request to check by hand."""
        withholding = {
            c.item_key: c
            for c in constraints
            if c.item is not None
            and c.target is None
            and not c.forbids
            and not c.narrow
            # `不要用 0.72 替换`: a keep of figures holds their changes, not the whole item.
            and not c.kept_figures
            and self.scope_of(c) == "item"
        }
        for draft in drafts:
            held = withholding.get(draft.item_key) if draft.item is not None else None
            if held is None or draft.kind is not ActionKind.NOT_UNDERSTOOD:
                continue
            words = held.reason.removeprefix("the brief says ")
            draft.kind = ActionKind.NO_OP
            draft.reason = (
                f"{draft.item_key} is withheld (brief line {min(held.lines)}: 「{words}」): "
                f"「{shortened(draft.clause or draft.request.strip(), 40)}」 is not asked"
            )

    def number(self, drafts: list[Draft]) -> list[Action]:
        ids = {id(d): f"A{index:02d}" for index, d in enumerate(drafts, start=1)}
        supports = self.dependencies(drafts, ids)
        # Where each item's recommended new entries land (`§3.4`): its other new entries (in a
        # citation list) name those places in their brackets.
        landing: dict[str, list[str]] = {}
        for draft in drafts:
            new_entry = draft.kind is ActionKind.ADD_ENTRY and draft.item is not None
            if new_entry and draft.recommended and draft.target:
                landing.setdefault(draft.item_key, []).append(draft.target.display)
        # The items whose own lines dictate a new entry's whole line (read or not): a closing
        # line's entry of the item is not built from its 要点 in the line's stead.
        given_below = {segment.line: segment.text for segment in self.brief.lines_below}
        dictating = {
            d.item_key: d
            for d in drafts
            if d.item is not None
            and not d.from_closing
            and d.kind in DICTATING_KINDS
            and (
                unused_dictated_line(d.request, d.clause, NO_WORDS) or d.segment_line in given_below
            )
        }
        actions: list[Action] = []
        for draft in drafts:
            kind = draft.kind
            reason = draft.reason
            # `§9 参考新增一行：`[r22]: https://… "…"``: a definition written out whole, in a
            # section named by its number, is a reference line, written as given where the
            # section lists its kind (render.written_as_given), never an entry of the item.
            defined = kind is ActionKind.ADD_ENTRY and bool(
                WRITTEN_LINK_DEFINITION.search(draft.clause or draft.request)
                or FOOTNOTE_DEFINITION.search(draft.clause or draft.request)
            )
            if defined:
                kind = ActionKind.ADD_CITATION
            if kind is ActionKind.ANNOTATE_CITATION and not draft.phrase and draft.item:
                draft.phrase = annotation_in(draft.item)
            # `§2.2 表新增一行：| a | b |`: the brief writes the row out, no item's words needed;
            # so does a changelog line or row dictated whole (`更新日志追加一行："2026-…：…"`).
            # So does a checklist's new line (`待办加一项："…"`): its words are all of it.
            todo_line = bool(draft.only_text) and bool(
                self.lexicon.place["todo"].search(masked_quotes(draft.clause))
            )
            given_whole = bool(draft.row) or draft.changelog or todo_line
            if kind is ActionKind.ADD_ENTRY and draft.item is None and not given_whole:
                kind = ActionKind.NO_CONTENT
                name = draft.entry_name
                named = f"the new entry 「{name}」" if name else "this entry"
                reason = (
                    f"cannot tell which item {named} is about; name it as （条目 N）: "
                    f"「{shortened(draft.clause.strip(), 60)}」"
                )
            source_ids = draft.source_ids or (
                self.ids_of(draft.item) if draft.item and not draft.source_urls else []
            )
            source_ids = [] if defined else source_ids
            # `参考链接补 [11]，指向 https://arxiv.org/abs/…`: the paper a clause after it names,
            # when it is the item's or the item names none (`来源：同条目 1`).
            pointed = set(ARXIV.findall(masked_quotes(sentence_with(draft.request, draft.clause))))
            own = set(self.ids_of(draft.item)) if draft.item else set()
            if (
                kind is ActionKind.ADD_CITATION
                and not draft.source_ids
                and len(pointed) == 1
                and (not own or pointed <= own)
            ):
                source_ids = sorted(pointed)
            elif (
                kind is ActionKind.ADD_CITATION
                and not draft.source_ids
                and len(written_ids := set(ARXIV.findall(draft.request))) == 1
                and (
                    dictated_citation(draft.request, *written_ids)
                    or labelled_reference(draft.request, *written_ids)
                )
            ):
                # `补脚注 [^15]：Park et al., 2026. Title. arXiv:…` (its sentence cut at `. `):
                # the line the brief writes out whole, for its item's paper or an item of none;
                # another paper than the item's is reported, which one is meant not guessed.
                source_ids = sorted(written_ids)
                if own and not written_ids <= own:
                    kind = ActionKind.NOT_UNDERSTOOD
                    reason = (
                        f"the brief writes out a citation of arXiv:{source_ids[0]}, but "
                        f"{draft.item_key}'s paper is arXiv:{'、'.join(sorted(own))}; which "
                        "paper is meant is not guessed; check by hand"
                    )
            elif kind is ActionKind.ADD_CITATION and not draft.source_ids and draft.item:
                source_ids = self.ids_of(draft.item)[:1]
            standard = self.standard_cited(draft) if kind in ADDS_A_PAPER else ""
            if standard:
                # `参考资料补登 GB/T 45654`: the standard is the work cited, by its number.
                kind, source_ids = ActionKind.ADD_CITATION, [standard]
            other = self.other_paper(draft) if kind in ADDS_A_PAPER and not standard else ""
            if other:
                kind, reason = ActionKind.NOT_UNDERSTOOD, other
            depends, where, pointer = supports.get(id(draft), ((), "", ""))
            phrase = draft.phrase
            if kind is ActionKind.ADD_QUESTION and draft.leads and draft.leads not in phrase:
                phrase = f"{phrase}（线索：{self.leads_of(draft.leads)}）"
            if pointer:
                phrase = f"{phrase}（见 {pointer}）" if kind is ActionKind.ADD_QUESTION else phrase
            entry = None
            written = (
                written_reference(draft.request, self.brief_lines(), source_ids[0])
                if kind is ActionKind.ADD_CITATION and source_ids and not standard
                else None
            )
            dictated = (
                dictated_citation(draft.request, source_ids[0])
                if kind in ADDS_A_PAPER and source_ids and not standard
                else ""
            )
            if kind is ActionKind.ADD_CITATION and source_ids and not standard:
                # `[Peng 2023] Title. arXiv:id`: the brief's whole reference, label and all.
                dictated = labelled_reference(draft.request, source_ids[0]) or dictated
                # `新增 `〔31〕 作者, 标题, arXiv:…, 2026.``: one quoted in the list's brackets.
                bracketed = BRACKETED_GIVEN.search(draft.request)
                if bracketed is not None and source_ids[0] in bracketed["line"]:
                    dictated = bracketed["line"].strip()
            if kind is ActionKind.ADD_CITATION and not source_ids:
                # `参考文献末尾附上 [^21]: IMO. *…*, 2026.`: a footnote written out whole, no
                # paper's id in it; written as given (render.written_as_given).
                footnote = (
                    FOOTNOTE_DEFINITION.search(draft.request)
                    or WRITTEN_LINK_DEFINITION.search(draft.request)
                    or WRITTEN_LINK_LINE.search(draft.request)
                    or WRITTEN_NUMBERED_REFERENCE.search(draft.request)
                    # `参考文献续号登记为「19. 赛迪顾问. …. 2027.」`: the clause's own quote.
                    or WRITTEN_ORDERED_REFERENCE.search(draft.clause or draft.request)
                    or WRITTEN_LISTED_REFERENCE.search(draft.request)
                    or WRITTEN_ORDERED_AFTER_COLON.search(draft.request)
                )
                dictated = footnote.group(0).strip().rstrip("`") if footnote else ""
                opening = draft.request[footnote.start() - 1 : footnote.start()] if footnote else ""
                if opening in QUOTE_PAIRS and QUOTE_PAIRS[opening] in dictated:
                    # `追加定义：「[^x]: …」`: the definition is the quote's words, whole.
                    dictated = dictated[: dictated.rindex(QUOTE_PAIRS[opening])].strip()
                written_out = (
                    WRITTEN_ORDERED_REFERENCE,
                    WRITTEN_LISTED_REFERENCE,
                    WRITTEN_ORDERED_AFTER_COLON,
                )
                if footnote and footnote.re in written_out:
                    dictated = f"{footnote['label']}. {footnote['quoted'].strip()}"
                elif footnote and "quoted" in footnote.re.groupindex and footnote["quoted"]:
                    dictated = f"{footnote['label']} {footnote['quoted'].strip()}"
                number = self.asked_number(draft)
                source = self.numbered_sources.get(number)
                if not dictated and source is not None:
                    # `参考文献续号 19（条目见文末来源列表）`: the reference numbered so in the
                    # brief's list of sources, its line cited with the request's.
                    dictated = f"{number}. {source.text}"
                    draft.lines.add(source.line)
                by_author = WRITTEN_AUTHOR_YEAR_REFERENCE.search(
                    draft.request
                ) or WRITTEN_KEYED_REFERENCE.search(draft.request)
                if not dictated and by_author:
                    # `参考文献补一条，照录：`Kim, S., … (2026). Title. …``: written as given, in
                    # its list's order (render.written_by_author).
                    dictated = by_author.group("reference").strip()
            if written is not None:
                # The reference as the brief writes it out: its authors, title and sections.
                draft.extra_sources.append(written.authors)
                where = where or (f"§{written.where}" if written.where else "")
            if kind is ActionKind.ADD_ENTRY or (kind is ActionKind.ADD_CITATION and draft.item):
                # A new citation carries its item's words too: forms take its title there.
                here = draft.target.display if draft.target else ""
                elsewhere = [d for d in landing.get(draft.item_key, []) if here and d != here]
                entry = (
                    self.entry_for(draft, pointer, tuple(elsewhere))
                    if draft.item
                    else EntryContent(title=draft.row[0], row=draft.row)
                    if draft.row
                    else EntryContent(title="", statement=draft.only_text, dictated=True)
                    if todo_line
                    # The round's own changelog line, dictated whole: its words, no item's.
                    else EntryContent(
                        title="",
                        statement=draft.statement,
                        changelog=True,
                        dictated=True,
                        heading=draft.heading,
                    )
                )
                written_ref = (
                    WRITTEN_AUTHOR_YEAR_REFERENCE.search(draft.clause or draft.request)
                    if kind is ActionKind.ADD_ENTRY and entry and not entry.dictated
                    else None
                )
                if entry is not None and written_ref is not None and not entry.statement:
                    # `附录B 增补: `Zhao, K. 等 (2026). …``: the reference as given is the new
                    # line (render writes it where its first author puts it).
                    entry = replace(
                        entry, summary=written_ref.group("reference").strip(), dictated=True
                    )
                if draft.cited_as and kind is ActionKind.ADD_ENTRY:
                    entry = replace(entry, cited_as=draft.cited_as)
            if kind is ActionKind.ADD_CITATION:
                phrase = (
                    self.standard_title(draft, standard)
                    if standard
                    else self.citation_text(draft, source_ids)
                )
            if written is not None and written.title:
                phrase = written.title
                entry = replace(entry, paper_title=written.title) if entry else entry
            if kind.edits_document and draft.item is not None and not draft.forbidden:
                entry, draft.forbidden = self.without_forbidden_words(draft, entry, phrase)
                limit = self.kind_limit_broken(draft, entry) if not draft.forbidden else ""
                if limit:
                    # `不写数字` asks for the entry all the same, worded otherwise: kbpatch
                    # does not reword the brief's 要点, so a person does it.
                    kind = ActionKind.NOT_UNDERSTOOD
                    reason = (
                        f"the brief asks for the entry without {limit}, which its 要点 holds; "
                        "kbpatch does not reword it: check by hand"
                    )
            unused = (
                unused_dictated_line(draft.request, draft.clause, entry)
                if kind is ActionKind.ADD_ENTRY
                and entry
                and not entry.dictated
                # (A line written whole under a question is the one given: `Q1 下添一条跟进：…`.)
                and not draft.whole_line
                else ""
            )
            said_between = masked_quotes(between(draft.request, draft.clause, unused))
            as_given = bool(unused) and (
                self.lexicon.place["dictation_pointer"].search(said_between) is not None
                # `加一条，放在「X」后面：「- Y：…」`: only where it goes, then the line.
                or PLACED_BEFORE_LINE.fullmatch(said_between) is not None
            )
            if as_given and entry is not None and not draft.forbidden:
                # `§2.1 新增一条，按下面原文落笔：「- X：…」`: the line dictated after words that
                # say the entry is written as given is the entry, whole (its marker the list's).
                line = re.sub(r"^\s*[-*+•]\s+", "", unused)
                entry = EntryContent(title="", statement=line, dictated=True)
                unused = ""
            # A closing line's new entry kbpatch would build from its item's 要点.
            composed_in_closing = (
                kind is ActionKind.ADD_ENTRY
                and draft.from_closing
                and entry is not None
                and not entry.dictated
                and not draft.forbidden
            )
            dictated_by_item = dictating.get(draft.item_key)
            if (
                composed_in_closing
                and dictated_by_item is not None
                and dictated_by_item is not draft
                # (A line with words of its own, a changelog's dated line, is its own.)
                and not draft.gives_words
            ):
                # `「其他厂商」一节补丙厂一条（条目 1）` where 条目 1 dictates the line itself
                # (`C.2 列表第 2 条的位置插入一条：`- 丙厂 — …``): not the item's 要点 instead.
                kind = ActionKind.NOT_UNDERSTOOD
                reason = (
                    f"asks a new entry of {draft.item_key}, whose own words dictate its line "
                    f"(brief line {dictated_by_item.segment_line}): kbpatch writes no entry of "
                    "the item's 要点 in the line's stead; check by hand"
                )
            if composed_in_closing and self.lexicon.place["dictated_in_item"].search(
                masked_quotes(draft.request)
            ):
                # `§2.1：TrajJudge 后插入 JudgeDrift（原文见条目 2）`: the entry's words are the
                # ones the item dictates, which kbpatch did not read; not its 要点 in their stead.
                kind = ActionKind.NOT_UNDERSTOOD
                reason = (
                    f"points at words {draft.item_key} dictates for the new entry, which "
                    "kbpatch does not read there; it writes no entry of the item's 要点 instead; "
                    "check by hand"
                )
            # (A closing line's entry is worded as its item's own request says, too.)
            said_of_entry = [draft.request] + (
                [s.text for s in draft.item.suggestions]
                if composed_in_closing and draft.item is not None
                else []
            )
            described = (
                next(filter(None, map(self.entry_described, said_of_entry)), None)
                if kind is ActionKind.ADD_ENTRY
                and entry is not None
                and not (entry.dictated or entry.statement or entry.changelog)
                and not draft.forbidden
                else None
            )
            if described is not None:
                # `三（二）加一条，体例同现有条目（名称后括注缩写 AC，说明写清提出方与年份）`: the
                # brief says how the entry is to be worded, not its words; the item's 要点 as
                # they stand would be another entry.
                kind = ActionKind.NOT_UNDERSTOOD
                reason = (
                    f"says how the new entry is to be worded (「{described.group(0)}」) rather "
                    "than giving its words; kbpatch does not compose it from the item's 要点; "
                    "check by hand"
                )
            fields = {
                found["label"]
                for found in FIELD_WORDS_GIVEN.finditer(draft.request)
                if not found["label"].endswith(("正文", "条目"))
            }
            if (
                kind is ActionKind.ADD_ENTRY
                and len(fields) > 1
                and draft.only_text
                and not draft.forbidden
            ):
                # `说明写"A"，证据写"B"`: the words of several fields of the new entry, one of
                # which was read as its whole text; that field's words alone, or the item's
                # words in the others, would be half of it. (Fields the entry's form names,
                # `可迁移点写"…"，证据等级写"…"`, are written each in its place.)
                kind = ActionKind.NOT_UNDERSTOOD
                reason = (
                    f"gives the words of the new entry's fields {'、'.join(sorted(fields))} one "
                    "by one, which kbpatch does not write field by field; check by hand"
                )
            # (A field named to be written as given, `名称写「X」`; not words an entry must
            # state, `同条写明"…"`, which the entry's caveats carry.)
            named_fields = {
                found["label"]
                for found in FIELD_WORDS_GIVEN.finditer(draft.request)
                if ENTRY_FIELD_NAMED.fullmatch(found["label"])
                and not re.search(r"写[清明]", found.group(0))
            }
            if (
                kind is ActionKind.ADD_ENTRY
                and named_fields
                and entry is not None
                and not (entry.dictated or entry.statement or entry.changelog or draft.only_text)
                and not draft.forbidden
            ):
                # `名称写「外周动脉疾病（PAD）」，说明照抄上面要点那一句`: a field's words given,
                # the entry otherwise left to the item's 要点, whose words would stand in them.
                kind = ActionKind.NOT_UNDERSTOOD
                named = "、".join(sorted(named_fields))
                reason = (
                    f"gives the words of the new entry's field {named} and "
                    "leaves the rest to be worded; kbpatch writes no entry from the item's 要点 "
                    "beside them; check by hand"
                )
            below = given_below.get(draft.segment_line, "")
            if below and kind in DICTATING_KINDS and not draft.forbidden and not draft.whole_line:
                # `A.1 新增一条，三行照抄：` then the lines in a fenced block or in quotes: words
                # kbpatch does not read as the entry's; neither they nor the item's stand in.
                kind = ActionKind.NOT_UNDERSTOOD
                given = [line.strip() for line in below.splitlines() if line.strip()]
                reason = (
                    f"gives {len(given)} lines below its own (from 「{shortened(given[0], 30)}」), "
                    "which kbpatch does not read as the new words, and writes none of its own "
                    "instead; check by hand"
                )
            if unused and not draft.forbidden:
                # `新增一条，即「- X：…」`: a whole line given after words kbpatch does not read as
                # giving the entry's words; an entry built from the item instead is not asked.
                kind = ActionKind.NOT_UNDERSTOOD
                reason = (
                    f"gives the line 「{shortened(unused, 40)}」 after words kbpatch does not read "
                    "as giving the new entry's words, and writes no entry of its own instead; "
                    "check by hand"
                )
            if (
                kind is ActionKind.ADD_ENTRY
                and entry
                and not draft.forbidden
                and says_nothing(entry)
            ):
                kind = ActionKind.NOT_UNDERSTOOD
                reason = (
                    f"{draft.item_key} gives no 要点 to write (nor does a row of an items table "
                    "for it): an entry with no words is not proposed; check by hand"
                )
            placed = {
                ActionKind.ADD_ENTRY: "entry",
                ActionKind.ADD_QUESTION: "question",
                ActionKind.ADD_CITATION: "citation",
            }
            # `变更记录补一条，放在最上面：「- 2026-12-22…」`: a changelog's dated line goes where
            # the list's date order puts it, at its newest end; an end said for it says no more.
            at_an_end = draft.changelog and LIST_END_WORDS.fullmatch(draft.position.strip())
            if kind is ActionKind.ADD_ENTRY and self.lexicon.place["list_start"].fullmatch(
                " ".join(draft.position.split())
            ):
                # `时间线最上面加「- …」`: first in the section's list (render.add_entry writes
                # it there, or reports why not).
                draft.placement, draft.position = "start", ""
            # (An answer dictated under its question is placed there, in its own indent.)
            under_question = draft.whole_line and kind is ActionKind.ADD_ENTRY
            if (
                kind in placed
                and draft.position
                and not draft.forbidden
                and not at_an_end
                and not under_question
            ):
                # A place kbpatch does not write: never the section's end in its stead.
                noun = placed[kind]
                writes = (
                    "it adds a citation at its list's end, numbered next"
                    if kind is ActionKind.ADD_CITATION
                    else f"it adds at a section's end or right after one named {noun}"
                )
                reason = (
                    f"asks for the new {noun} in a place kbpatch does not write "
                    f"(「{draft.position}」); {writes}; not placed elsewhere; check by hand"
                )
                kind = ActionKind.NOT_UNDERSTOOD
            other_link = OTHER_LINK.search(sentence_with(draft.request, draft.clause))
            if (
                kind is ActionKind.ADD_CITATION
                and other_link
                and not draft.forbidden
                # (`参考资料新增："[R19] 百度. 公告. 2026. https://…"`: the link is the written
                # reference's own, written with it.)
                and other_link.group(0) not in dictated
            ):
                # `参考链接补 [11]，指向 https://github.com/…`: a citation links its paper's arXiv
                # page; a link to another page is not written in its stead, nor dropped.
                reason = (
                    f"asks the new citation to link to {other_link.group(0)}, but kbpatch links "
                    "the paper's arXiv page; check by hand"
                )
                kind = ActionKind.NOT_UNDERSTOOD
            torn = draft.torn_place
            if kind is ActionKind.ADD_ENTRY and torn is not None and not draft.forbidden:
                said = [
                    f"line {one.segment_line}: 「{shortened(one.request.strip(), 60)}」"
                    for one in (draft, torn)
                ]
                reason = (
                    f"the lines ask for the new entry in different places of its section "
                    f"({'; '.join(said)}); kbpatch does not choose one; check by hand"
                )
                kind = ActionKind.NOT_UNDERSTOOD
            if (
                kind is ActionKind.ADD_ENTRY
                and entry
                and not draft.forbidden
                and self.names_a_request(entry.title)
            ):
                # `### 条目 6：§1.6 表加一行`: a heading that asks, not a name for the entry.
                kind = ActionKind.NOT_UNDERSTOOD
                reason = (
                    f"the new entry would be named 「{entry.title}」 ({draft.item_key}'s heading), "
                    "which is a request, not a name; the entry's name is not guessed; "
                    "check by hand"
                )
            if (
                kind is ActionKind.ADD_ENTRY
                and entry
                and draft.item is not None
                and not draft.forbidden
                and not draft.lines & own_lines(draft.item)
                and not speaks_of(draft.item, draft.entry_name)
            ):
                # `§1.4 新增一条 GhostKV（条目 1）` in the closing list, where 条目 1 is TierServe:
                # one item's words under another entry's name would be a wrong entry. (In the
                # item's own lines, the name it gives is the name of the item's entry.)
                kind = ActionKind.NOT_UNDERSTOOD
                reason = (
                    f"names the new entry 「{draft.entry_name}」, which {draft.item_key} "
                    f"(「{draft.item.title}」) does not speak of; its words are not written "
                    "under another name; check by hand"
                )
            # `References 在 [MIIT2026] 之后加 `- [MIIT2026b] …``: a list's line put right after
            # the one its label names (render: add_entry's place after a sibling).
            labelled_after = (
                LIST_AFTER_LABEL.search(draft.clause or draft.request)
                if kind is ActionKind.ADD_ENTRY and draft.placement == "end" and not draft.siblings
                else None
            )
            actions.append(
                Action(
                    id=ids[id(draft)],
                    kind=kind,
                    lines=tuple(sorted(draft.lines)),
                    item_key=draft.item_key,
                    item_title=draft.item.title if draft.item else "",
                    target=draft.target,
                    source=draft.source,
                    request=draft.request,
                    clause=draft.clause,
                    placement=(
                        "said_end"
                        if draft.placement == "end"
                        and kind is ActionKind.ADD_ENTRY
                        and self.end_is_said(draft)
                        else "after"
                        if labelled_after
                        else draft.placement
                    ),
                    # `在"代表项目：阿里云仁和……"那条之后`: the words before an ellipsis open
                    # the line, the rest left out.
                    siblings=tuple(ELLIPSIS_END.sub("", s) or s for s in draft.siblings)
                    or ((f"[{labelled_after['label']}]",) if labelled_after else ())
                    # `注释在 [注22] 之后增加一行：「[注23] …」`: the line it follows, by label.
                    or (
                        (after_label["label"],)
                        if kind is ActionKind.ADD_CITATION
                        and (after_label := LIST_AFTER_LABEL.search(draft.clause or draft.request))
                        else ()
                    ),
                    also=kind is ActionKind.ADD_ENTRY and self.asks_also(draft),
                    entry=entry,
                    phrase=phrase,
                    source_ids=tuple(source_ids),
                    source_urls=tuple(draft.source_urls),
                    old_value=draft.old_value,
                    new_value=draft.new_value,
                    pairs=tuple(draft.pairs),
                    subject=draft.subject,
                    column=draft.column,
                    closes_question=draft.closes_question,
                    closed_as=draft.closed_as,
                    # `新增问 6：「X？」答：待定。`: the answer the line gives the new question.
                    answer=(
                        answer_given(draft.request, phrase)
                        if kind is ActionKind.ADD_QUESTION
                        else draft.answer
                    ),
                    anchor=(
                        draft.narrow
                        if kind is ActionKind.CONSTRAINT
                        else ELLIPSIS_END.sub("", draft.anchor) or draft.anchor
                    ),
                    paragraph=draft.paragraph,
                    supports=where,
                    supports_given=bool(draft.named_support) and where == draft.named_support,
                    number=(
                        self.asked_number(draft)
                        if kind is ActionKind.ADD_CITATION
                        # `第 6 条（ds4）撤下`: render checks the entry named stands there.
                        else entry_ordinal(draft.clause)
                        if kind is ActionKind.REMOVE
                        else ""
                    ),
                    written=dictated,
                    choice=draft.choice_label or draft.choice,
                    recommended=draft.recommended,
                    reason=reason,
                    forbidden_by=draft.forbidden,
                    kept_lines=tuple(draft.kept_lines),
                    kept_text=tuple(draft.kept_texts),
                    whole_line=draft.whole_line,
                    inserted=draft.inserted,
                    sentence=draft.sentence,
                    sentence_at=draft.sentence_at,
                    before_sibling=draft.before_sibling,
                    depends_on=depends,
                    forbids=tuple(
                        sorted(k for k in draft.forbids if k is not ActionKind.CONSTRAINT)
                    )
                    if kind is ActionKind.CONSTRAINT
                    else (),
                    scope=self.scope_of(draft) if kind is ActionKind.CONSTRAINT else "",
                    excepted=tuple(draft.excepted) if kind is ActionKind.CONSTRAINT else (),
                    held_names=tuple(draft.held_names) if kind is ActionKind.CONSTRAINT else (),
                )
            )
        return actions

    def asks_also(self, draft: Draft) -> bool:
        """Whether the words of a request ask for its edit in one more place besides another
        (`§5.5 也收一条`, `同时列入 §3.1 与 §5.5`, `两处都加`, `also under §5.5`)."""
        said = masked_quotes(f"{draft.request} {draft.clause}")
        return bool(self.lexicon.place["also"].search(said))

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
        # An item's new entry held back: not understood, withheld by the closing list, or
        # forbidden (`~~§5.8 新增 X~~`, `§5.8 X 本轮不落笔`); not under a keep of the body
        # (`条目 2 只登引用，正文不写`), beside which its citation is asked on its own.
        body_kept = [items for _, _, items in self.body_kept]
        unread_entries = {
            d.item_key: d
            for d in reversed(drafts)
            if (d.unread_kind is ActionKind.ADD_ENTRY and d.kind is ActionKind.NOT_UNDERSTOOD)
            or (
                d.kind is ActionKind.ADD_ENTRY
                and d.forbidden
                and not any(not items or d.item in items for items in body_kept)
            )
        }
        for key, members in by_item.items():
            entries = [
                d
                for d in members
                if d.kind is ActionKind.ADD_ENTRY and d.recommended and not d.forbidden
            ]
            unread = unread_entries.get(key)
            # Where the item's words land: its new entry, else the words it adds to one
            # (`§5.8 那条末尾补一句"（X，arXiv:…）"`), else the line it gives the paper as a
            # source (`§6.2 趋势行补 arXiv:…`).
            landing = entries or [
                d
                for kind in (ActionKind.APPEND, ActionKind.ADD_SOURCE)
                for d in members
                if d.kind is kind and d.recommended and not d.forbidden
            ]
            for draft in members:
                if draft.kind is ActionKind.ADD_CITATION and landing and landing[0].target:
                    # The section it supports goes in the citation's brackets when the list's
                    # citations carry one (forms.citation_entry); the one the brief names for
                    # them (`〔〕内写 §6.1`) first.
                    where = draft.named_support or landing[0].target.display
                    found[id(draft)] = (tuple(ids[id(e)] for e in entries[:1]), where, "")
                elif (
                    draft.kind is ActionKind.ADD_CITATION
                    and not entries
                    and unread
                    # `条目 1：§七 仅补引用`: a citation asked in the very line whose keep
                    # forbids the entry is asked on its own; a keep of the entry's place
                    # said elsewhere (`第三章不动`) holds its citation back with it.
                    and unread.forbidden_line not in draft.lines
                    # `仅补 §七`: a limit to the citation's own list keeps the entry out and
                    # asks for what that list takes, the item's citation with it.
                    and draft.target_key not in self.only_adding.get(unread.forbidden_line, ())
                ):
                    # The item's new entry is asked for but not understood: its citation would
                    # support nothing the document holds.
                    found[id(draft)] = ((ids[id(unread)],), "", "")
                elif draft.kind is ActionKind.ADD_CITATION and draft.named_support:
                    # No new entry of the item: the section the brief names for the brackets.
                    found[id(draft)] = ((), draft.named_support, "")
            for draft in members:
                # `§5.3 加一行指向它`: the line needs the new entry it points at.
                made_before = [e for e in entries if e is not draft and e.target != draft.target]
                if draft.refers_to_new and made_before and id(draft) not in found:
                    # A question shows where the entry it points at stands (`（见 §2.1）`).
                    target = made_before[0].target
                    pointer = (
                        target.display
                        if draft.kind is ActionKind.ADD_QUESTION and target is not None
                        else ""
                    )
                    found[id(draft)] = ((ids[id(made_before[0])],), "", pointer)
            wants_pointers = any(d.pointers for d in members)
            questions = [d for d in members if d.kind is ActionKind.ADD_QUESTION]
            if wants_pointers and entries and questions:
                found.update(pointing_at_each_other(entries[0], questions[0], ids))
        for draft, citation in cites_a_new_label(drafts):
            # `…约 1.4 点 [R10]` beside `参考文献新增 [R10]`: without that citation the label
            # the text writes points nowhere.
            depends, where, pointer = found.get(id(draft), ((), "", ""))
            if ids[id(citation)] not in depends:
                found[id(draft)] = ((*depends, ids[id(citation)]), where, pointer)
        for question in drafts:
            # `§6.1 新增一条问题，与条目 1 的新条目互相指引`: the partner is another item's entry.
            if not (question.partner and question.kind is ActionKind.ADD_QUESTION):
                continue
            partners = [
                d
                for d in by_item.get(question.partner, [])
                if d.kind is ActionKind.ADD_ENTRY and d.recommended and not d.forbidden
            ]
            if partners and id(question) not in found and id(partners[0]) not in found:
                found.update(pointing_at_each_other(partners[0], question, ids))
        return found

    def forbidden_by_item(self) -> dict[str, list[ForbiddenWord]]:
        """The words each item's new text must not contain (`条目正文不得出现"已验证"`), from its
        own lines, and from the brief's caveats and closing list: for the item a sentence
        names, or for every item when it names none (key "")."""
        if self.forbidden_words is not None:
            return self.forbidden_words
        found: dict[str, list[ForbiddenWord]] = {}
        for item in self.brief.items:
            for segment in (*item.suggestions, *item.caveats, *item.verdict):
                for _, word in forbidden_words(segment, self.lexicon):
                    found.setdefault(item.key, []).append(word)
            for segment in item.caveats:
                # `值得警惕：上面的 2.3× 应为 2.1×`: a value the item's own caveat corrects is
                # never written as it stood (the caveat is reported: report_caveat_request).
                # A correction naming a section is of the document's words, not the item's;
                # a sentence of the caveat naming one leaves the others the item's
                # (`上面"42 周"是我抄错了…。1.5 里…前半句保留。`).
                text = "。".join(
                    sentence
                    for sentence in split_outside_quotes(segment.text, SENTENCE_SPLIT)
                    if not self.reader.refs_in(sentence)
                )
                if not text.strip(" 。；;"):
                    continue
                said = segment.text.strip(" 。；;")
                # `更正——上一行写的 76.0 是我看错了行，原文是 75.8`: a figure the item's own
                # requests write, said again in a caveat's correction, is in doubt.
                figures = [
                    self.corrected_word(figure, segment, said)
                    for figure in self.corrected_figures(text, item)
                ]
                # (`"42 周"是我抄错了…写 28 周`: a value whose figure is written corrected is
                # no value held back.)
                righted = [word.word for word in figures if word.corrects]
                found.setdefault(item.key, []).extend(
                    ForbiddenWord(old, "", segment.line, said)
                    for old in corrected_values(text, self.lexicon)
                    if not any(figure in old for figure in righted)
                )
                found[item.key].extend(figures)
        for segment in (*self.brief.caveats, *self.brief.closing):
            for sentence, word in forbidden_words(segment, self.lexicon):
                named = self.item_named_in(sentence)
                found.setdefault(named.key if named else "", []).append(word)
        for segment in self.brief.caveats:
            # `更正条目 3：奇瑞当月配套量我抄错了，是 0.06 不是 0.05`: a correction the brief's
            # list of caveats makes of an item it names holds that item's figure too.
            named = self.item_named_in(segment.text)
            if named is None:
                continue
            said = segment.text.strip(" 。；;")
            found.setdefault(named.key, []).extend(
                self.corrected_word(figure, segment, said)
                for figure in self.corrected_figures(segment.text, named)
            )
        self.forbidden_words = found
        return found

    def corrected_figures(self, text: str, item: Item) -> list[str]:
        """The figures of the item's own requests (`76.3` → `76.0`) that a sentence of its
        caveat correcting the item names (`更正——上一行写的 76.0 是我看错了行`)."""
        # (Figures standing alone: not the 3 of `H3`, nor an item's number, `更正条目 3`.)
        asked = {m.group(0) for segment in item.suggestions for m in FIGURE.finditer(segment.text)}
        # (`把「四成」改成「三成」` then `写「三成」偏低，应改为「三分之一」`: words quoted alike.)
        quoted = {words for segment in item.suggestions for words in quotes_in(segment.text)}
        found: list[str] = []
        for sentence in split_outside_quotes(text, SENTENCE_SPLIT):
            plain = masked_quotes(sentence)
            trigger = self.lexicon.place["item_corrected"].search(plain)
            if trigger is None:
                continue
            if trigger.group(0) in ("而非", "不是"):
                # `Q3 一格是 3 而不是 1`: the wrong figure is the one after it, not the 3.
                sentence = sentence[trigger.end() :]
            # (`应为 28%`, `原文是 75.8`, `以 75.8 为准`: the figure the correction gives.)
            right = {m["figure"] or m["words"] for m in RIGHT_FIGURE.finditer(sentence)}
            untagged_sentence = self.lexicon.item_tag.sub(
                blanked, ITEM_MENTION.sub(blanked, sentence)
            )
            found += [
                m.group(0)
                for m in FIGURE.finditer(untagged_sentence)
                if m.group(0) in asked and m.group(0) not in right
            ]
            found += [w for w in quotes_in(sentence) if w in quoted and w not in right]
        return found

    def corrected_word(self, figure: str, segment: Segment, said: str) -> ForbiddenWord:
        """A figure a correction names as wrong: never written; written as the right one
        where the correction gives exactly one (right_figure)."""
        right = self.right_figure(segment.text, figure)
        return ForbiddenWord(figure, right, segment.line, said, corrects=bool(right))

    def right_figure(self, text: str, wrong: str) -> str:
        """The one figure a correction gives as right for `wrong` (`是 0.06 不是 0.05`, `应为
        「三分之一」`, `按 0.06 写`), in the sentence that names `wrong`; "" for none or several."""
        for sentence in split_outside_quotes(text, SENTENCE_SPLIT):
            if wrong not in sentence:
                continue
            right = {m["figure"] or m["words"] for m in RIGHT_FIGURE.finditer(sentence)}
            right |= {
                m["figure"] or m["said"] or m["written"] or m["quoted"]
                for m in WRITE_AS.finditer(sentence)
            }
            right.discard(wrong)
            if not right:
                # (`统计页的"第 34 次"是…尝试。…应写 33 次，以 33 为准`: a sentence that only
                # says why; the right one may follow.)
                continue
            if len(right) > 1:
                return ""
            said = next(iter(right))
            # (`原文是 75.8 或 75.6`: another figure, or other quoted words, leave it open.)
            plain = self.lexicon.item_tag.sub(blanked, ITEM_MENTION.sub(blanked, sentence))
            # (`按 1.2「复用次数」的口径`: a section named by its number and words, no figure.)
            plain = SECTION_BEFORE_WORDS.sub(blanked, plain)
            others = (
                {m.group(0) for m in FIGURE.finditer(masked_quotes(plain))}
                if FIGURE.fullmatch(said)
                else set(quotes_in(sentence))
            )
            return said if others <= {said, wrong} else ""
        return ""

    def without_forbidden_words(
        self, draft: Draft, entry: EntryContent | None, phrase: str
    ) -> tuple[EntryContent | None, str]:
        """The entry with each word the brief forbids in it replaced by what the brief says
        to write instead (`只写"…"`), when that is plain; else the caveat that forbids the
        edit (`brief line N: 「…」`): a forbidden word is never written."""
        words = self.forbidden_by_item()
        for forbidden in (*words.get(draft.item_key, ()), *words.get("", ())):
            if forbidden.kind == "forbid_links" and entry is not None:
                # `不要附链接`: the links of the item's sources are left out of its entry (the
                # paths stand); a link in its 要点 is the brief's words: kind_limit_broken.
                entry = replace(entry, sources=LINK.sub("", entry.sources).strip(" ；;"))
            if forbidden.holds:
                continue  # a kind of words (`不写数字`): kind_limit_broken
            word = forbidden.word
            # A pair that keeps its old words and adds to them (`在「X」之后接上「Y」`: X → XY)
            # writes only what it adds.
            other_texts = [
                phrase,
                draft.new_value,
                *(
                    new.replace(old, "", 1) if old and old in new else new
                    for old, new in draft.pairs
                ),
            ]
            summary = ""
            if entry is not None and draft.kind is ActionKind.ADD_CITATION:
                # A citation writes its paper's id and title, none of the item's 要点.
                other_texts.append(entry.paper_title)
            elif entry is not None and entry.statement:
                other_texts.append(entry.statement)  # the line dictated whole, all it writes
            elif entry is not None and entry.row:
                other_texts += list(entry.row)  # a row dictated whole: its cells, all it writes
            elif entry is not None:
                other_texts += [
                    entry.title,
                    draft.item.title if draft.item else "",
                    entry.cross_refs,
                    entry.sources,
                    entry.label,
                    # (Not the caveat that forbids the word: it says the word to ban it.)
                    *(c for c in entry.caveats if forbidden.said not in c),
                ]
                # A line dictated whole (its statement) is all the entry writes.
                summary = "" if entry.statement else entry.summary
                if word in entry.unsaid and word_left_out(summary, word):
                    summary = ""  # the sentences that say it are left out, others remain
            if not any(holds_word(text, word) for text in (summary, *other_texts)):
                continue
            left = (
                summary_without(summary, word)
                if forbidden.leaves_entry
                and entry is not None
                and not any(word in text for text in other_texts)
                else ""
            )
            if left and entry is not None:
                entry = replace(entry, summary=left)
                continue
            rewritten = (
                without_word(summary, word, forbidden.instead)
                if forbidden.instead
                and entry is not None
                and not any(word in text for text in other_texts)
                else None
            )
            if rewritten is not None and entry is not None:
                entry = replace(entry, summary=rewritten)
                continue
            fixed = (
                corrected_in(draft, entry, word, forbidden.instead)
                if forbidden.corrects and forbidden.instead and word not in phrase
                else None
            )
            if fixed is not None:
                entry = fixed[0]
                continue
            return entry, f"brief line {forbidden.line}: 「{forbidden.said}」"
        return entry, ""

    def kind_limit_broken(self, draft: Draft, entry: EntryContent | None) -> str:
        """The words of a limit on a kind of words (`不写数字`, `不要写 P99 的具体数字`) that the
        new entry kbpatch would write from the item's 要点 breaks, in the brief's words; "" when
        it breaks none. Only text kbpatch composes is held to it: a value, a line or a text
        the brief writes out itself is what the brief asks to write."""
        if draft.kind is not ActionKind.ADD_ENTRY or entry is None or entry.dictated:
            return ""
        if entry.statement:
            return ""  # `加一条：「- X：…」`: the whole line, as the brief writes it
        words = self.forbidden_by_item()
        for forbidden in (*words.get(draft.item_key, ()), *words.get("", ())):
            said = [entry.summary, entry.statement, entry.label, *entry.caveats]
            if forbidden.holds and any(forbidden.held_in(text) for text in said if text):
                return f"{forbidden.word} (brief line {forbidden.line}: 「{forbidden.said}」)"
        return ""

    def names_a_request(self, title: str) -> bool:
        """Whether an entry's title is a request (`§1.6 表加一行`): a section and a verb."""
        plain = masked_all(title)
        return re.search(SECTION, plain) is not None and any(
            verb.search(plain) for verb in self.lexicon.verbs.values()
        )

    def citation_text(self, draft: Draft, source_ids: list[str]) -> str:
        """The title a new citation gets: from the brief's list of citable ids, else the item's."""
        for source_id in source_ids:
            if source_id in self.titles:
                return self.titles[source_id]
        if draft.item is None:
            # `§九：补脚注 arXiv:… DenseCap-Video: Million-Scale …`: the title the line gives.
            return title_given(source_ids, draft.clause or draft.request, after_id_only=True)
        if draft.entry_name and not LATIN_NAME.search(split_title(draft.item.title)[0]):
            return draft.entry_name
        # The item's name without the id it carries: `SlackGate（arXiv:2611.08802）` → SlackGate.
        return ID_ASIDE.sub("", split_title(draft.item.title)[0]).strip()

    def brief_lines(self) -> list[str]:
        """Every line of the brief kbpatch read, in its blocks or outside them."""
        fields = [
            s.text
            for item in self.brief.items
            for s in (*item.sources, *item.summary, *item.relation, *item.suggestions)
        ]
        fields += [s.text for item in self.brief.items for s in (*item.caveats, *item.verdict)]
        fields += [s.text for s in (*self.brief.caveats, *self.brief.closing)]
        return fields + [line.text for line in self.brief.outside]

    def leads_of(self, leads: str) -> str:
        """A question's leads in the KB's words: an item the brief names as their source
        (`挂条目 1 的 X 作线索`, `挂 X（条目 1）作线索`) lends its one arXiv id, never its tag."""
        words = lead_words(leads)
        named = ITEM_NAMED.search(leads)
        key = f"{named[1]} {named[2]}" if named else ""
        item = next((i for i in self.brief.items if i.key == key), None)
        ids = self.ids_of(item) if item else []
        if len(ids) == 1 and ids[0] not in words:
            words = f"{words}，arXiv:{ids[0]}"
        return words

    def standard_cited(self, draft: Draft) -> str:
        """The standard a new citation cites by its number (`参考资料补登 GB/T 45654`, `§七 补登
        GB/T 35273`: a registering verb before it), as the brief writes it; "" when the clause
        names an arXiv id or no standard, or adds an entry that is not a registration."""
        clause = masked_all(draft.clause or "")
        found = STANDARD.search(clause)
        if found is None or ARXIV.search(clause):
            return ""
        # `§七 补登 GB/T 35273`, `§七 登记 GB/T 35273`: registered, as a citation is.
        registered = draft.kind is ActionKind.ADD_ENTRY and bool(
            REGISTERED_BEFORE.search(clause[: found.start()])
        )
        if draft.kind is not ActionKind.ADD_CITATION and not registered:
            return ""
        # Only the item's own work: an item about a paper (its arXiv id) would have its entry
        # cite the standard's new label in the paper's stead (reported by other_paper).
        about = STANDARD.search(draft.item.title) if draft.item else None
        own = about is not None and STANDARD_YEAR.sub("", about.group(0)) == STANDARD_YEAR.sub(
            "", found.group(0)
        )
        if draft.item is not None and self.ids_of(draft.item) and not own:
            return ""
        return found.group(0)

    def standard_title(self, draft: Draft, standard: str) -> str:
        """A cited standard's title: the words the brief quotes right after its number
        (`GB/T 45654—2025《生成式人工智能服务安全基本要求》`), else those its item's title gives
        beside the same number (`### 条目 1：GB/T 45654—2025（…）`); "" when neither does."""
        clause = draft.clause or ""
        at = clause.find(standard)
        quoted = STANDARD_TITLE.match(clause, at + len(standard)) if at >= 0 else None
        if quoted:
            return quoted.group(1).strip()
        title = draft.item.title if draft.item else ""
        number = STANDARD_YEAR.sub("", standard)
        found = STANDARD.search(title)
        if found is None or STANDARD_YEAR.sub("", found.group(0)) != number:
            return ""
        rest = (title[: found.start()] + title[found.end() :]).strip(" ：:—-")
        return rest.strip("（()） ").strip()

    def adds_named(self, clause: str, named: re.Match[str]) -> bool:
        """Whether an add verb stands right before what `named` matched (`新增 GB/T 35273`):
        the thing the clause adds."""
        return any(
            m.end() <= named.start() and not clause[m.end() : named.start()].strip()
            for m in self.lexicon.verbs["add"].finditer(clause)
        )

    def other_paper(self, draft: Draft) -> str:
        """`§七 第 73 条登记 arXiv:2611.09999`, the item being about arXiv:2611.01234: the two
        ids disagree, and neither is guessed right; why, with the words, or ""."""
        own = self.ids_of(draft.item) if draft.item else []
        # Outside quotes and asides: `（对照 arXiv:…）` names another paper, not the one to add.
        asked = ARXIV.findall(masked_all(draft.clause or ""))
        clause = masked_all(draft.clause or "")
        standard = STANDARD.search(clause)
        if (
            standard
            and not asked
            and (
                draft.kind is ActionKind.ADD_CITATION
                # An entry named after the standard is its own item's (`条目 1：GB/T 45654`);
                # an item about a paper would file the paper's words under it.
                or (bool(own) and self.adds_named(clause, standard))
            )
        ):
            # `参考资料补登 GB/T 45654` for an item about a paper, or `§1.1 新增 GB/T 35273`: the
            # work is a standard, not the item's paper; its arXiv citation (or an entry named
            # after the standard, or the entry citing the standard's label) cites another work.
            said = shortened((draft.clause or draft.request).strip(), 60)
            if own:
                return (
                    f"asks to cite the standard {standard.group(0)}, but {draft.item_key} is "
                    f"about arXiv:{own[0]}; which work it cites is not guessed: 「{said}」; "
                    "check by hand"
                )
            return (
                f"asks to cite the standard {standard.group(0)}, which has no arXiv id; "
                f"kbpatch writes citations by arXiv id: 「{said}」; check by hand"
            )
        if not own or not asked or set(asked) & set(own):
            return ""
        said = shortened((draft.clause or draft.request).strip(), 60)
        return (
            f"asks for arXiv:{asked[0]}, but {draft.item_key} is about arXiv:{own[0]}: "
            f"「{said}」; check by hand"
        )

    def ids_of(self, item: Item) -> list[str]:
        if id(item) not in self.ids_by_item:
            self.ids_by_item[id(item)] = item_ids(item) or ids_listed_for(item, self.titles)
        return self.ids_by_item[id(item)]

    def entry_for(self, draft: Draft, pointer: str, cited_at: tuple[str, ...]) -> EntryContent:
        """The EntryContent of an entry or of a new citation's item."""
        assert draft.item is not None
        return entry_content(
            draft,
            self.ids_of(draft.item),
            pointer,
            citations=self.brief.citations,
            closing=self.brief.closing,
            cited_at=cited_at,
        )


Listed = dict[tuple[str, ActionKind, str], list[Draft]]


# How a new citation or question names its list: not at all (`另补一条引用`), by what it is
# (`参考资料新增一条`), or by its number or heading (`§七`).
LIST_UNNAMED, LIST_BY_KIND, LIST_NUMBERED = 0, 1, 2


# A closing-list table's column of item numbers, by its header: `条目`, `增量`, `Item #`. Not
# `#`, `序号`: a row's own number (`| 1 | §1.3 新增 X（条目 2）|`).
ITEM_COLUMN = re.compile(r"(?P<word>条目|增量)(?:编号|号)?|(?i:item)(?:\s*#)?")


# Actions joined in one cell (`新增 X + 补引用`: a plus with spaces around, not `+22`) and the
# places joined in another (`3.2.1 / Bibliography`).
JOINED_ACTIONS = re.compile(r"\s+\+\s+|\s*＋\s*")
JOINED_PLACES = re.compile(r"\s*[/／]\s*")


def paired_cells(cells: list[str]) -> tuple[str, str]:
    """A row's cells read as one line, and why it cannot be when it cannot ("" when it can).
    One cell of actions joined by `+` beside one of places joined by `/` asks each action in
    its place, in order (`3.2.1 新增 X；Bibliography 补 [Y]`), when there are as many of each;
    otherwise which place each action is asked in is not read."""
    split = [
        (JOINED_ACTIONS.split(cell.strip()), JOINED_PLACES.split(cell.strip())) for cell in cells
    ]
    actions = [i for i, (parts, _) in enumerate(split) if len(parts) > 1 and all(parts)]
    places = [i for i, (_, parts) in enumerate(split) if len(parts) > 1 and all(parts)]
    places = [i for i in places if i not in actions]
    said = "，".join(c for c in cells if c.strip())
    if len(actions) != 1 or len(places) != 1:
        return said, ""
    asked, where = split[actions[0]][0], split[places[0]][1]
    if len(asked) != len(where):
        return said, (
            f"joins {len(asked)} actions with + but {len(where)} places with /, so which "
            "place each action is asked in is not read"
        )
    pairs = [a if p in a else f"{p} {a}" for a, p in zip(asked, where, strict=True)]
    rest = [c for i, c in enumerate(cells) if i not in (actions[0], places[0]) and c.strip()]
    return "；".join(pairs) + "".join(f"，{c}" for c in rest), ""


def sentence_with(text: str, clause: str) -> str:
    """The sentence of `text` that holds `clause` (its clauses after it say more of it:
    `参考链接补 [11]，指向 https://…`), or the clause itself."""
    words = clause.strip(" ，,；;。")
    return next(
        (s for s in split_outside_quotes(text, SENTENCE_SPLIT) if words and words in s), clause
    )


def closing_rows(segments: tuple[Segment, ...]) -> list[tuple[Segment, str]]:
    """`| 条目 | 处理 |` … `| 2 | 不落笔 |`: a closing-list table whose column of item numbers
    is named by its header. Each row of it is read as `条目 2：不落笔` would be (its actions
    joined by `+` each in its place joined by `/`, paired_cells), with why it cannot be read
    so ("" when it can); other rows and lines as they stand."""
    rows: list[tuple[Segment, str]] = []
    column: int | None = None
    word = "条目"
    header = False
    for segment in segments:
        if not segment.text.lstrip().startswith("|"):
            header, column = False, None
            rows.append((segment, ""))
            continue
        cells = table_cells(segment.text)
        if not header:
            header = True
            found = [i for i, cell in enumerate(cells) if ITEM_COLUMN.fullmatch(cell.strip("* "))]
            column = found[0] if len(found) == 1 else None
            named = ITEM_COLUMN.fullmatch(cells[column].strip("* ")) if column is not None else None
            word = (named.group("word") if named else None) or "条目"
        elif column is not None and not TABLE_DELIMITER.fullmatch(segment.text.strip()):
            number = cells[column].strip("* #") if column < len(cells) else ""
            if number.isdigit():
                said, unpaired = paired_cells([c for i, c in enumerate(cells) if i != column])
                rows.append((Segment(text=f"{word} {number}：{said}", line=segment.line), unpaired))
                continue
        rows.append((segment, ""))
    return rows


def list_naming(draft: Draft) -> int:
    if draft.list_unnamed:
        return LIST_UNNAMED
    if draft.target_key in {ref.key for ref in UNNAMED_LISTS.values()}:
        return LIST_BY_KIND
    return LIST_NUMBERED


def asks_another_change(draft: Draft, other: Draft) -> bool:
    """Whether a line kbpatch cannot read asks a change of its own beside the item's edit of
    the same section on another line (`- 表 B-1 标题里的 (截至 2026-11) 改成 (截至 2026-12)`
    under `- 表 B-1 末尾加一行：…`): reported apart, never that edit's reasoning."""
    replace_verbs = default_lexicon().verbs["replace"]
    # (A closing line saying the item's change again is that change: folded, as before.)
    return (
        not draft.from_closing
        and draft.segment_line not in other.lines
        and bool(replace_verbs.search(masked_quotes(draft.clause)))
    )


def held_words_change(draft: Draft, own: list[Draft]) -> Draft | None:
    """The item's own change placed by the words it replaces (WORDS_HELD) whose new words hold
    every new value a closing line's change (`draft`) gives in short (`B2 节第一段：3 万 → 2.8
    万`): the same change, never one that stands in for it where those words are not found."""
    news = [new for _, new in swapped_values(draft)] or [draft.new_value]
    if draft.item is None or not all(news):
        return None
    return next(
        (
            other
            for other in reversed(own)
            if other.target is not None
            and other.target.key == WORDS_HELD
            and all(any(new in mine for _, mine in swapped_values(other)) for new in news)
        ),
        None,
    )


def unread_said_again(draft: Draft, by_place: dict[tuple[str, str], list[Draft]]) -> Draft | None:
    """The item's own line in the same section, not understood, that a closing line asking an
    edit there repeats (`§5 第 5 条新增：…` reported, then `§5：新增一条（条目 1）`): the item's
    line said more than its echo, which joins its row and is never proposed on its own."""
    if not (draft.from_closing and draft.item is not None and draft.kind.edits_document):
        return None
    return next(
        (
            d
            for d in by_place.get((draft.item_key, draft.target_key), [])
            if d.kind is ActionKind.NOT_UNDERSTOOD and not d.from_closing
        ),
        None,
    )


def same_listed(draft: Draft, listed: Listed) -> Draft | None:
    """The item's one new citation (or question) that a reading naming no list (`另补一条
    引用`) or naming it by what it is (`参考资料新增一条`) repeats, or that names the list such a
    reading did not: `§七 登记一条引用` and `新增一条引用（条目 2）` ask for one citation (a
    KB has one citation list). Not when their ids or words differ."""
    if draft.kind not in UNNAMED_LISTS or draft.item is None:
        return None
    others = listed.get((draft.item_key, draft.kind, draft.choice), [])
    same = [
        other
        for other in others[-MERGE_WINDOW:]
        if min(list_naming(other), list_naming(draft)) < LIST_NUMBERED
        and not (other.source_ids and draft.source_ids and other.source_ids != draft.source_ids)
        and not (other.phrase and draft.phrase and other.phrase != draft.phrase)
        and not (draft.kind is ActionKind.ADD_CITATION and asks_otherwise(draft, other))
    ]
    return same[0] if len(same) == 1 else None


def pointing_at_each_other(
    entry: Draft, question: Draft, ids: dict[int, str]
) -> dict[int, tuple[tuple[str, ...], str, str]]:
    """A new entry and a new question that point at each other: each depends on the other and
    carries the other's place."""
    assert entry.target is not None and question.target is not None
    return {
        id(question): ((ids[id(entry)],), "", entry.target.display),
        id(entry): ((ids[id(question)],), "", question.target.display),
    }


def placed_by_model(drafts: list[Draft]) -> None:
    """A section named as the form of an edit (`按 §2.2 现有格式新增一条 X`) is its place only
    when nothing else the item (or, outside an item, the line) says names one: with an edit of
    the same kind elsewhere (`…，放 §2.3`) it is the model, and stays untouched. A remark on the
    form (`体例同 §1.2 已有两条`) asks nothing when the edit it describes is in that section."""
    places: dict[str, set[tuple[ActionKind, str]]] = {}
    for draft in drafts:
        if draft.kind.edits_document and not draft.form_model:
            places.setdefault(scope_key(draft), set()).add((draft.kind, draft.target_key))
    for draft in drafts:
        if not draft.form_model or draft.target is None:
            continue
        placed = places.get(scope_key(draft), set())
        if draft.form_model == "remark" and any(t == draft.target_key for _, t in placed):
            draft.kind = ActionKind.NO_OP
            draft.reason = (
                f"names {draft.target.raw} as the form of the edit made there "
                f"(「{draft.clause}」): the new entry takes its neighbours' form"
            )
        elif draft.form_model == "edit" and any(
            kind is draft.kind and target != draft.target_key for kind, target in placed
        ):
            draft.kind = ActionKind.NO_OP
            draft.reason = (
                f"names {draft.target.raw} as the model of an edit placed elsewhere "
                f"(「{draft.clause}」), asks no edit of it"
            )


def scope_key(draft: Draft) -> str:
    """What one request speaks for: its item, or its brief line when it names none."""
    return f"item:{draft.item_key}" if draft.item else f"line:{draft.segment_line}"


def spread_line_citation(drafts: list[Draft], line: int, items: list[Item]) -> None:
    """A citation a closing line asks for no item (`只做 §七 引用登记，正文不动`, `§七 仅补引用`)
    is the citation of each item whose other edits the line keeps out: the one edit left of
    it. An item asking its own citation keeps that one (the line's may merge into it)."""
    cited = {d.item_key for d in drafts if d.kind is ActionKind.ADD_CITATION and d.item}
    items = [item for item in items if item.key not in cited]
    asked = [
        i
        for i, d in enumerate(drafts)
        if d.kind is ActionKind.ADD_CITATION and line in d.lines and not d.forbidden
    ]
    if items and asked:
        index = asked[0]
        draft = drafts[index]
        spread = [replace(draft, item=item, lines={line}) for item in items]
        drafts[index : index + 1] = [draft, *spread] if draft.item else spread


def other_numbering(kept: SectionRef | None, edited: SectionRef | None) -> bool:
    """Whether a keep and an edit name their sections' numbers with words of two kinds
    (`Chapter 3` and `Part III`, `第 3 章` and `第三部分`): two headings a document may number
    alike, so the same key is not the same section. A number without such a word (`§3`) may
    be either, and a keep of it holds."""
    if kept is None or edited is None:
        return False
    kinds = (numbering_kind(kept.raw, last=True), numbering_kind(edited.raw, last=True))
    return all(kinds) and kinds[0] != kinds[1]


# A table row a line dictates whole, its cells apart by pipes: `| 2026-12-05 | 林岚 | A；B |`.
DICTATED_ROW = re.compile(r"\|[^|\n]+(?:\|[^|\n]*){2,}\|")
# `新增一行：| 2026-12-05 | 林岚 | … |`: a row dictated after an add verb's colon (its pipes
# are read as quote marks elsewhere).
ROW_AFTER_VERB = re.compile(r"[^：:|]{0,8}[：:]\s*" + DICTATED_ROW.pattern)
# A wait for an event, as a condition reads it: `待下周组会讨论后`, `等 E2 复现之后`.
# Not a list's name that opens with 待 (`待解问题以后再补`: the list, put off).
WAIT_FOR_EVENT = re.compile(r"(?:待(?![解办定决])|等)[^，,；;。]+?(?:后|之后|以后)")
# A figure a caveat keeps (`2.41%`, `11 个`): a number, with its percent sign.
# Not a digit of a name (`Step-Audio-3`, `v2`, `A/B-2`).
# Nor a date or a time (`12 月`, `2026 年`, `3 周`).
KEPT_FIGURE = re.compile(
    r"(?<![A-Za-z0-9_.\-/])\d+(?:\.\d+)?(?:\s?[%‰])?(?![A-Za-z0-9_.\-])(?!\s?[年月日号周天])"
)
# A Latin word right before a number, the two a name (`AlphaFold 3`, `GPT 4`).
NAME_BEFORE_NUMBER = re.compile(r"[A-Za-z][A-Za-z0-9.+-]*\s$")


def figures_in(text: str) -> list[re.Match[str]]:
    """The figures a caveat's words name (KEPT_FIGURE), not the number of a name
    (`AlphaFold 3 的数字不改`)."""
    return [
        m for m in KEPT_FIGURE.finditer(text) if not NAME_BEFORE_NUMBER.search(text, 0, m.start())
    ]


# An item's tag (`条目 2`), whose number is no figure.
ITEM_TAG_WORDS = re.compile(r"(?:条目|增量)\s*\d+")


def figure_in(figure: str, value: str) -> bool:
    """Whether a replace's value changes or writes a kept figure: the number itself, not as
    part of a longer one (`2.41` is not in `12.41`); words with a number (`Whisper 系占 11 个`)
    where the value is them, holds them, or is a part of them with a digit (`11 个`)."""
    number = re.fullmatch(r"(\d+(?:\.\d+)?)\s?([%‰]?)", figure)
    if number is not None:
        found = re.search(rf"(?<![\d.]){re.escape(number.group(1))}(?!\.?\d)", value)
        return found is not None
    return figure in value or (value in figure and any(c.isdigit() for c in value))


# The edits of a section's own lines, no new line of it.
TEXT_EDITS = frozenset(
    {
        ActionKind.APPEND,
        ActionKind.REPLACE,
        ActionKind.UPDATE_NUMBER,
        ActionKind.ADD_SOURCE,
        ActionKind.ANNOTATE_CITATION,
    }
)


def overruled_reports(constraints: list[Draft], drafts: list[Draft]) -> None:
    """`§6.2 趋势行可挂出处` in an item's 关系 line (reported: 建议归入 does not ask it) beside
    the same item's `§6.2 本轮不挂`: the keep answers it, so it is skipped with the keep's
    words, not reported as a request to check by hand."""
    for draft in drafts:
        kind = draft.unread_kind or draft.reported_kind
        if (
            draft.kind is not ActionKind.NOT_UNDERSTOOD
            or kind is None
            or not kind.edits_document
            or draft.target is None
            or draft.item is None
            or draft.withheld
        ):
            continue
        asked = replace(draft, kind=kind)
        keys = enclosing_keys(draft.target_key)
        for constraint in constraints:
            # (A keep of words of the section holds only what the document shows says them.)
            if constraint.item is not draft.item or constraint.narrow or constraint.kept_text:
                continue
            if constraint.target_key not in keys or not forbids(constraint, asked):
                continue
            words = constraint.reason.removeprefix("the brief says ")
            draft.kind = ActionKind.NO_OP
            draft.reason = (
                f"the brief says {words} (brief line {min(constraint.lines)}): "
                f"「{shortened((draft.clause or draft.request).strip(), 40)}」 is not asked"
            )
            break


def part_after_section(keep: Draft) -> str:
    """The part of its section a keep names right after the section, alone up to the next
    mark (`§6.2 第二段、` → 第二段, a part word of the lexicon's `place.parts`); ""."""
    parts = default_lexicon().place.get("parts")
    if keep.target is None or not keep.target.raw or parts is None:
        return ""
    plain = masked_all(keep.clause)
    at = plain.find(keep.target.raw)
    if at < 0:
        return ""
    words = re.split(r"[、，,；;。（(]", plain[at + len(keep.target.raw) :], maxsplit=1)[0]
    words = words.strip().removeprefix("的").strip()
    return words if parts.fullmatch(words) else ""


def forbids(constraint: Draft, draft: Draft) -> bool:
    """Whether a constraint forbids an action: by kind, and for a keep of part of a section,
    only the actions that name that part."""
    place = default_lexicon().place
    parts, listed = place.get("parts"), place.get("listed_entries")
    if constraint.held_in and constraint.held_in not in enclosing_keys(draft.target_key):
        return False  # `2.2 …，不新增条目`: new entries of 2.2 only
    if constraint.held_names and not names_any(constraint.held_names, draft):
        # `CARL / UARL 要不要单列词条…，本轮先不加` beside the item's `- **PBC**…`: another thing.
        return False
    if constraint.held_labels and not labels_named(constraint.held_labels, draft):
        # `Q-09 不要关` beside the item's `Q-01 改为已解答`: another line.
        return False
    if labels_apart(constraint, draft):
        # `~~OQ-7 关闭…~~` struck beside `OQ-8 按 OQ-5 格式关闭`: each names its own line.
        return False
    if constraint.held_values and not writes_any(constraint.held_values, draft):
        # `冬季 71% 与满员率 63% 先不加` beside the item's `补一个子项：「…88%…」`: other figures.
        return False
    edited = parts.search(masked_all(draft.clause or draft.request)) if parts else None
    kept_part = parts.search(masked_all(constraint.clause)) if parts else None
    if (
        kept_part is not None
        and CAPTION_PART.fullmatch(kept_part[0])
        and (draft.subject or draft.row or ROW_NAMED.search(masked_all(draft.clause)))
    ):
        # `表 A-1 表题"截至 2026-11"保持原样` beside `表 A-1 峰飞一行的…由 A 改为 B`, or a new
        # row: the row is no part of the caption kept.
        return False
    if edited is not None and kept_part is not None and parts_apart(edited[0], kept_part[0]):
        # `表 2 表题的"2026-09"不改` beside `首段"截至 2026-09…"更新为…`, `D.2 第二段勿动` beside
        # `D.2 第一段…替换为…`: each names its part of the section, another one.
        return False
    if constraint.forbids and (draft.kind in constraint.forbids or not constraint.kept_figures):
        # (A ban of figures from a section holds its other kinds by the figures: ban_of_figures.)
        return draft.kind in constraint.forbids
    if constraint.kept_figures:
        # (`在「约消耗 55 千克氚」之后加注 [^19]` beside `「55」保持原样`: the words it adds.)
        said = inserted_words(draft) or [value for pair in draft.pairs for value in pair]
        said += [draft.old_value, draft.new_value]
        return any(
            figure_in(figure, value)
            for figure in constraint.kept_figures
            for value in said
            if value
        )
    if constraint.kept_values:
        # A keep of values holds them: a replace of one of them, nothing else; a value the keep
        # names by its row (`A100 的 2.10 不变`) only where the edit names no other row.
        olds = [old for old, _ in draft.pairs] + [draft.old_value]
        return any(
            value in old and not other_row(constraint.kept_rows.get(value, ""), draft)
            for value in constraint.kept_values
            for old in olds
            if old
        )
    if constraint.kept_row:
        return kept_row_edited(constraint, draft)
    if constraint.kept_quoted:
        # `B.3 的"主要风险是发射节奏"判断维持`: those words, which a change of values breaks
        # where it changes words of them (or they of it), or names them; a change of another
        # phrase of B.3 stands. Any other edit of B.3 may speak to the judgement: held.
        if draft.kind is ActionKind.MOVE:
            # `1.4 段首的「以下条目按影响排序」保留不改` beside a move of one of 1.4's entries:
            # the entry moves word for word, saying nothing of the kept words.
            return draft.anchor in constraint.narrow
        if draft.kind not in VALUE_EDITS:
            return True
        kept = constraint.narrow
        olds = [old for old, _ in draft.pairs] + [draft.old_value, draft.anchor]
        return any(old and (old in kept or kept in old) for old in olds) or kept in draft.clause
    if constraint.narrow:
        named = " ".join(
            [draft.anchor, draft.subject, draft.phrase, draft.target.part if draft.target else ""]
        )
        # A source for a quoted line names that line by its words.
        names_line = bool(draft.anchor or draft.subject) or (
            draft.kind is ActionKind.ADD_SOURCE and bool(draft.phrase)
        )
        if listed is not None and listed.fullmatch(constraint.narrow):
            # `D.1 下面三条不需要改`: the lines listed, not a part the edit names (`D.1 导语"A"
            # 改为"B"`) nor a new entry.
            return edited is None and draft.kind in TEXT_EDITS
        if parts is not None and parts.fullmatch(constraint.narrow) and not names_line:
            # `§3.2 末段暂不改`: a part of the section's own text, which an edit of its text
            # naming no line may be (`末段补一句`, a value wherever it stands); a new line of
            # the section's list is not.
            return draft.kind in TEXT_EDITS or constraint.narrow in (draft.clause or draft.request)
        kept = constraint.narrow.strip("第条 ")
        if draft.kind in NEW_LINES and any(kept in sibling for sibling in draft.siblings):
            # `§C2 原有的 Willow 2024-12 条目保持原样` beside `§C2 在 Google Willow 2024-12
            # 那条之后收录：…`: the kept line is where the new one goes, unchanged.
            return False
        if not names_line and len(kept) >= 2 and not kept.isdigit():
            # `"阈值"的释义"A"改为"B"` beside `"阈值"的释义先不动`: the edit names the kept
            # thing in its words, if not as its line's name.
            return kept in (draft.clause or draft.request)
        return names_line and kept in named
    return True


def names_any(names: list[str], draft: Draft) -> bool:
    """Whether an edit's words name one of the things (the request, what it writes)."""
    said = " ".join(
        [
            draft.request,
            draft.clause,
            draft.only_text,
            draft.statement,
            draft.new_value,
            draft.entry_name,
            draft.given_title,
            *draft.row,
            *(v for p in draft.pairs for v in p),
        ]
    ).casefold()
    return any(name.casefold() in said for name in names)


# A question named by its number: `第 8 问`, `第 3 个问题`, `问题 4`, `Q5`.
QUESTION_BY_NUMBER = re.compile(
    r"第[ \t]?\d{1,3}[ \t]?(?:问|个问题)|问题[ \t]?\d{1,3}|(?<![A-Za-z])Q[ \t]?\d{1,3}(?!\d)"
)
# Words pointing back at one thing said before, opening a clause: `那段`, `这句`, `该条`.
SINGLE_POINTER = re.compile(r"(?:那|这|该|此)一?(?:段|句|行|条|格|处|项)")
# Words pointing back at several things said before: `这两处`, `这几处`, `这些`, `二者`, `两者`.
PLURAL_POINTER = re.compile(r"(?:这|那)(?:两|几|些)(?:处|点|项|个|条)?|[二两]者")
# The fields of a list entry by their names (`名称写「X」`): a row's columns are no such field.
ENTRY_FIELD_NAMED = re.compile(r"名称|名字|标题|说明|描述|简介")
# A field of a new entry given its words: `说明写"…"`, `证据写成「…」`, `备注写明"…"`.
FIELD_WORDS_GIVEN = re.compile(
    rf"(?P<label>[{HAN_RANGE}]{{2,4}})[ \t]?写(?:清|明|成|为|作)?[ \t]?[\"“「『]"
)
# A figure given to write (`应填 1380`, `只能用 1.6 万`, `按 5 万写`, `改为 199`).
FIGURE_USED = re.compile(
    r"(?:应|要|只能|须|需)?\s?(?:填|写|用|取|按|改为|改成|写成|填成)\s?"
    r"(?P<figure>(?<![\w.])\d[\d,.]*(?:\s?(?:%|％|万|亿|[A-Za-z]{1,4}))?)"
)


def unit_of(figure: str) -> str:
    """The unit a figure is written with (`1.6 万` → 万, `1380` → "")."""
    return re.sub(r"[\d,.\s]", "", figure)


def swapped_figure(draft: Draft, old: str, new: str) -> bool:
    """The draft with the one figure `old` its own words write swapped for `new`, where `old`
    stands exactly once among them (no other digit run around it); whether it was."""
    pattern = re.compile(rf"(?<![\d.,]){re.escape(old)}(?![\d])")
    fields = [draft.only_text, draft.statement, draft.new_value, *draft.row]
    fields += [value for _, value in draft.pairs]
    if sum(len(pattern.findall(field)) for field in fields) != 1:
        return False
    draft.only_text = pattern.sub(new, draft.only_text)
    draft.statement = pattern.sub(new, draft.statement)
    draft.new_value = pattern.sub(new, draft.new_value)
    draft.row = tuple(pattern.sub(new, cell) for cell in draft.row)
    draft.pairs = [(before, pattern.sub(new, after)) for before, after in draft.pairs]
    return True


def corrected_in(
    draft: Draft, entry: EntryContent | None, word: str, right: str
) -> tuple[EntryContent | None] | None:
    """The edit with the figure the brief corrects (`word`) written as the right one, in the
    new words it dictates (a pair's new value, a new value, a dictated line or row), each holding it
    once; None where any holds it more than once, or none does (the edit is then held)."""
    texts = [new for _, new in draft.pairs] + [draft.new_value]
    texts += [entry.statement, *entry.row] if entry is not None else []
    holding = [text for text in texts if word in text]
    if not holding or any(text.count(word) != 1 for text in holding):
        return None
    draft.pairs = [(old, new.replace(word, right)) for old, new in draft.pairs]
    draft.new_value = draft.new_value.replace(word, right)
    if entry is not None and entry.statement:
        entry = replace(entry, statement=entry.statement.replace(word, right))
    if entry is not None and entry.row:
        # `| … | 约 120 t/年 | … |` with 120 corrected: the cell that holds it, written right.
        entry = replace(entry, row=tuple(cell.replace(word, right) for cell in entry.row))
        draft.row = entry.row
    return (entry,)


def labels_apart(constraint: Draft, draft: Draft) -> bool:
    """Whether a keep and an edit each name lines by their labels, and no label of the one
    is the other's: they speak of different lines."""
    kept = set(LABEL_IN_WORDS.findall(masked_all(constraint.clause or constraint.request)))
    asked = set(LABEL_IN_WORDS.findall(masked_all(draft.clause or draft.request)))
    return bool(kept) and bool(asked) and not kept & asked


def labels_named(labels: list[str], draft: Draft) -> bool:
    """Whether an edit names one of the labelled lines, outside the words it writes."""
    said = f"{masked_quotes(draft.clause or draft.request)} {draft.subject}"
    return any(re.search(rf"(?<![\w-]){re.escape(label)}(?![\w.])", said) for label in labels)


def inserted_words(draft: Draft) -> list[str]:
    """The words an edit that inserts words beside standing ones adds (`在「X」之后加注 Y`: Y),
    the words it is placed by standing as they are; [] for any other edit."""
    return [new.replace(old, "", 1) for old, new in draft.pairs] if draft.inserted else []


def writes_any(values: list[str], draft: Draft) -> bool:
    """Whether an edit would write one of the figures: in the words it is given, or in its
    item's 要点 where it writes an entry of the item's own words."""
    given = [draft.only_text, draft.statement, draft.new_value, *draft.row]
    # (`在「约消耗 55 千克氚」之后加注 [^19]`: only what it adds is written; 55 stands.)
    said = inserted_words(draft) or [*given, draft.clause, *(v for p in draft.pairs for v in p)]
    if draft.kind is ActionKind.ADD_ENTRY and draft.item is not None and not any(given):
        said += [s.text for s in draft.item.summary]
    written = " ".join(said)
    # (Spaces aside, `42 周` as `42周`; never the run `ZUPREME-142周` the spaces' loss would make.)
    figures = [SPACE_OR_NONE.join(map(re.escape, value.replace(" ", ""))) for value in values]
    return any(re.search(rf"(?<![\d.]){figure}", written) for figure in figures)


# Between the characters of a figure matched in words: a space or none (`42 周`, `42周`).
SPACE_OR_NONE = r"\s?"


# A paragraph named by its count: `第二段`, `第 2 自然段`.
NTH_PARAGRAPH = re.compile(
    r"第\s*(?P<nth>\d{1,2}|[一二三四五六七八九十]{1,3})\s*(?:自然)?段(?:落)?"
)


def part_key(words: str) -> tuple[str, int | str]:
    """A part of a section as words naming it, said any way: a paragraph by its place (`第二段`,
    `第 2 段`, `首段` and `导语` are the first; `末段`, `最后一段`, `小结` the last), else its
    words (`表题`, `结构`)."""
    lexicon = default_lexicon()
    nth = NTH_PARAGRAPH.fullmatch(words)
    if nth is not None:
        return "paragraph", number_value(nth.group("nth")) or 0
    paragraph = lexicon.append_paragraph.fullmatch(words)
    place = lexicon.place
    if (paragraph is not None and paragraph.group("first")) or place["lead_paragraph"].fullmatch(
        words
    ):
        return "paragraph", 1
    if (paragraph is not None and paragraph.group("last")) or place["closing_paragraph"].fullmatch(
        words
    ):
        return "paragraph", "last"
    if VAGUE_PART.search(words):
        # `价格那句`, `段末那句`, `光源功率路线段`: a sentence or a passage by its words, which
        # may be any of the section's (read apart from none: parts_apart).
        return "vague", re.sub(r"\s+", "", words)
    return "other", re.sub(r"\s+", "", words)


# A keep's part that is the section's table (`表`, `表格`, a lone table named by its words).
KEPT_TABLE_PART = re.compile(r"^(?:表格?|[^\s，,；;。]{0,8}表)$")
# What may stand between a table and the keep of all of it: an aside, a word of time.
TABLE_KEEP_AFTER = (
    r"\s*(?:[（(][^（）()\n]{1,30}[）)])?\s*(?:本轮|这轮|此轮|也|都|均|先|暂时?|仍)?\s*"
    r"(?:不|勿|别|免|保持|维持|无需)"
)


def table_kept(keep: Draft) -> bool:
    """Whether a keep holds the section's table whole (`对比表（NFPP 那行的数值）不要动`), not a
    row, column or cell of it (`表格里 2026Q4E 这一列先不改`)."""
    return bool(
        KEPT_TABLE_PART.fullmatch(keep.narrow)
        and re.search(re.escape(keep.narrow) + TABLE_KEEP_AFTER, masked_all(keep.clause))
    )


# A part named by a sentence's or a passage's noun at its end (`那句`, `首句`, `路线段`).
VAGUE_PART = re.compile(r"(?:句话?|段落?)$")


# The parts of a section that are a table's caption (`表题`, `题注`, `表格标题`).
CAPTION_PART = re.compile(r"表题|题注|表格标题")
# An edit naming the row it changes: `峰飞一行`, `那行`, `X 行的…`.
ROW_NAMED = re.compile(r"(?:一|那|这|该)\s*行(?!业|为|动|程|政)|(?<=\S)\s行(?=的|[：:，,])")


def parts_apart(one: str, other: str) -> bool:
    """Whether two parts of a section are told apart by their words: two paragraphs by their
    numbers, a paragraph and a part of another kind (`表题`), two such parts by their words.
    The last paragraph is told from no paragraph by number: it may be that one."""
    (kind, place), (other_kind, other_place) = part_key(one), part_key(other)
    if "vague" in (kind, other_kind):
        return False  # `价格那句` may stand in `第三段`, or be `末句`
    if kind == other_kind == "paragraph":
        return isinstance(place, int) and isinstance(other_place, int) and place != other_place
    return kind != other_kind or place != other_place


# After a row's name, the field of it an edit changes: `的射程由…`, ` 状态改为…`, `的指标 "…" →`.
FIELD_AFTER_ROW = (
    rf"\s*的?\s*(?P<field>[{HAN_RANGE}]{{2,6}}?)\s*(?:由|从|改|调|更|订|修|换|{ARROW}|[\"“「])"
)
# The nouns that point at a whole entry or row, no field of it (`X 条目"A"改为"B"`).
ENTRY_NOUNS = frozenset({"条目", "一条", "那条", "这条", "该条", "一行", "那行", "这行"})
# The columns an edit names (`许可一栏`, `LibriSpeech clean 列`): the word before the noun.
COLUMN_NAMED = re.compile(r"(?P<column>[^\s，,；;：:的行]{1,16})\s*(?:一栏|栏|一列|列)")


def own_unplaced_value_change(keep: Draft, draft: Draft) -> bool:
    """Whether an edit is its keep's own item's change of a value that names no entry, row or
    column: where the value stands is not read, so it may stand in what the keep names."""
    return (
        keep.item is not None
        and keep.item_key == draft.item_key
        and draft.kind.changes_values
        and not (draft.subject or draft.anchor or draft.column)
    )


# A table named by its caption's number (`表 B-1`, `表 3`, `Table 2`).
TABLE_NUMBERED = re.compile(r"(?:表|(?i:table))\s*(?:[A-Z][-–]?)?\d{1,3}(?:[-–]\d{1,2})?")
# A keep's words that call what it keeps a row (`S4 一行别碰`, `那行不动`).
ROW_KEPT = re.compile(r"(?:一|那|这|该)\s*行(?!业|为|动|程|政)")


def row_of_numbered_table(keep: Draft, draft: Draft) -> bool:
    """Whether a keep holds only a row of a table named by its number (`表 B-1 S4 一行别碰`),
    where the edit names another place than that table: the row is the line kept."""
    return (
        keep.target is not None
        and keep.target_key.startswith("name-")
        and TABLE_NUMBERED.fullmatch(keep.target.raw.strip()) is not None
        and bool(keep.anchor or keep.narrow)
        and not keep.forbids
        and draft.target_key != keep.target_key
        and ROW_KEPT.search(masked_quotes(keep.clause)) is not None
    )


def kept_where_found(keep: Draft, draft: Draft) -> bool:
    """Whether a keep of an entry named by its words (`"建议 ELL…两种结果"那条不动`) holds a change
    of values naming no entry, row or column (`"可达 −8%"改为…`) only if the value stands on
    that entry's line, which the document tells where the value is found (render)."""
    said = " ".join([draft.subject, draft.anchor, draft.phrase, draft.clause, draft.old_value])
    said += " ".join(old for old, _ in draft.pairs)
    return (
        bool(keep.kept_row)
        and not keep.kept_cells
        and not keep.forbids
        and not draft.changelog
        and draft.kind.changes_values
        and not (draft.subject or draft.anchor or draft.column)
        and keep.kept_row.lower() not in said.lower()
    )


def kept_row_edited(keep: Draft, draft: Draft) -> bool:
    """Whether an edit touches the row a keep names alone (`Canary-1B 保持不变`): its words
    name that row, and, where the keep names cells of it (`DROID 规模保持不变`), the edit
    names no column or one of those; an edit of another row or another cell stands."""
    if draft.changelog:
        return False  # `* 日期 · 人 · 排行榜更新 X`: a changelog's line names X, edits none of it
    if draft.inserted and VALUE_NUMBER.fullmatch(keep.kept_row):
        # `数字「55」保持原样` beside `在「约消耗 55 千克氚」之后加注 [^19]`: the figure stands.
        return False
    if draft.kind is ActionKind.ADD_ENTRY and draft.row:
        # A new row given cell by cell is another row than the kept one, unless named as it
        # (`| 2026-12-02 | Zoox | … |` beside `Zoox 那一行本轮不改`: a new event of Zoox).
        return draft.row[0].strip(" *`").lower() == keep.kept_row.lower()
    said = " ".join([draft.subject, draft.anchor, draft.phrase, draft.clause, draft.old_value])
    said += " ".join(old for old, _ in draft.pairs)
    for sibling in draft.siblings if draft.kind in ADDING else ():
        # `在"X"那条之后另起一条「…」` beside `X 那条保持原样`: the new line stands beside the
        # kept one, whose words only say where.
        said = said.replace(sibling, " ")
    if keep.kept_row.lower() not in said.lower():
        # `LIGER 条目本轮不动` beside its own item's `§2.1 中"约 3 倍"改为"约 2.6 倍"`: a value
        # changed where it stands, in no entry the edit names, may stand in the kept one.
        return own_unplaced_value_change(keep, draft)
    columns = [draft.column] if draft.column else []
    columns += [m.group("column") for m in COLUMN_NAMED.finditer(draft.clause)]
    # `Orion-3 的射程由 A 改为 B`: the field named right after the row, before its values.
    field_named = re.compile(re.escape(keep.kept_row) + FIELD_AFTER_ROW, re.I)
    columns += [
        m.group("field")
        for m in field_named.finditer(draft.clause)
        # `X 条目"A"改为"B"`, `X 条目里的"A"…` name no field.
        if re.sub(r"[里中内]?的?$", "", m.group("field")) not in ENTRY_NOUNS
    ]
    return (
        not keep.kept_cells
        or not columns
        or any(cell in column for cell in keep.kept_cells for column in columns)
    )


# Between "only" and the place it names: `只在 §3.2`, `仅于 Chapter 3`, `only in §3.2`.
ONLY_PLACE_LEAD = re.compile(r"^\s*(?:在|于|往|向|(?i:in|to|under)\s)?\s*")


# Between a place and "the rest" of it: `第3章的其余各节`, `第二章中其他小节`, `「编排」一章其余`.
# Each run of white space is taken whole (whole_run): three runs side by side that may trade
# characters cost the cube of a long run's length to fail.
REST_LEAD = re.compile(
    "^"
    + whole_run(r"\s」』\"”")
    + "(?:这|那)?一?(?:章|节|小节|部分)?"
    + whole_run()
    + "(?:的|中|内|里|之)?"
    + whole_run()
)


def other_row(kept: str, draft: Draft) -> bool:
    """Whether an edit names its row (`H100 的 2.10 调成 1.95`) and it is not `kept`, the row a
    keep names its value by; an edit that names no row may be the kept one."""
    named = (draft.subject or draft.anchor).strip().lower()
    return bool(kept and named) and kept.lower() not in named and named not in kept.lower()


def joined_sibling_lists(
    clauses: list[str],
    context: re.Pattern[str],
    kept: Callable[[str], bool] | None = None,
) -> list[str]:
    """`与 ds4、Kapitsa 并列` was cut at its `、`: a clause with `与` and no `并列` joins the
    clauses after it up to the one that says `并列`. A `与` phrase that already ends in a
    context word (`均与此相关`) or keeps values (`kept`: `0.3 与 2.6 都不动`) is complete: the
    request after it is a clause of its own."""
    joined: list[str] = []
    open_list = False
    for clause in clauses:
        if open_list:
            joined[-1] = f"{joined[-1]}、{clause}"
        else:
            joined.append(clause)
        plain = masked_quotes(joined[-1])
        start = plain.rfind("与")
        open_list = (
            start != -1
            and "并列" not in plain[start:]
            and len(plain) - start <= 24
            and not context.search(plain[start:])
            and not (kept is not None and kept(plain[start:]))
        )
    return joined


# How a veto names the line of the keep behind it (`brief line 12: 「…」`).
def joined_bare_refs(clauses: list[str]) -> list[str]:
    """`§1.1、§2.4、§3.3 均不动` was cut at its commas: a clause that is only a section
    reference joins the next, so that the words after the list speak for every reference."""
    joined: list[str] = []
    waiting = ""
    for clause in clauses:
        if BARE_REF.fullmatch(masked_quotes(clause)) or NAMED_SECTION.fullmatch(clause):
            waiting += clause + "、"
            continue
        if not waiting and PLACING_REF.fullmatch(masked_quotes(clause)):
            waiting = clause + " "  # `In §1.1, add …`: the place of the request after it
            continue
        joined.append(waiting + clause)
        waiting = ""
    if waiting.endswith(" "):
        joined.append(waiting.strip())  # a place said last stays its own clause, as before
    elif waiting:
        if joined and ENDS_WITH_REF.search(masked_quotes(joined[-1])):
            # `不再改动 §1.3、§1.5`: the list goes on the clause before it.
            joined[-1] = f"{joined[-1]}、{waiting.rstrip('、')}"
        else:
            joined.append(waiting.rstrip("、"))
    return joined


def plan(
    brief: Brief,
    lexicon: Lexicon | None = None,
    sections: frozenset[str] = frozenset(),
    citation_list: str = "",
) -> list[Action]:
    """Every action the brief asks for, merged across items and the closing list. `sections`:
    the document's section keys, so that a bare `B.2 新增…` names its section B.2, and each
    chapter's `N words` (`6 待确认`), so that `6. 待确认 补一问` names chapter 6.
    `citation_list`: the number of the document's citation list (Kb.citation_list), so that
    `§7 补 arXiv:…` there registers a new citation."""
    for cache in BRIEF_CACHES:
        cache.cache_clear()
    lexicon = lexicon or default_lexicon()
    plain = with_plain_tags(brief, lexicon, sections)
    planner = Planner(plain, lexicon, citation_list)
    # The lines as written, for a mark the reader's own reading added (`§` before a bare `C.1`).
    planner.written = {s.line: s.text for s in reading_segments(brief)}
    planner.sections = sections
    return with_written_bold(in_brief_words(planner.plan(), brief, plain), brief)
