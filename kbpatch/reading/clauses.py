"""A request sentence → clauses → exactly one reading each: an action, a constraint, a stated
no-op, or not understood. The words come from the lexicon; nothing here knows the KB."""

from __future__ import annotations

import re
from bisect import bisect_right
from collections import Counter
from dataclasses import dataclass, field, fields, replace
from functools import cache, lru_cache

from ..chars import HAN, HAN_RANGE, QUESTION_ID, QUESTION_WORD_ID, VERSION_BEFORE_DATE, is_han
from ..models import (
    BOX_NAMED,
    CHANGELOG_KEY,
    COMMENT,
    ENTRY_NAMED,
    LINE,
    PARAGRAPH_OPENING,
    QUESTION_LINE,
    SENTENCE,
    VERSION_LINE,
    WORDS_HELD,
    ActionKind,
    Item,
    SectionRef,
    Segment,
)
from ..parse import (
    CODE_SPAN,
    chinese_number,
    given_spans,
    linear,
    quoted_spans,
    split_outside_quotes,
)
from .lexicon import VERB_ORDER, Lexicon
from .text import (
    ARXIV,
    AUTHOR_YEAR,
    CITATION_LIST_NAME,
    CLAUSE_SPLIT,
    CN_NUMBER,
    CODE_LINE_END,
    EDIT_ROOTS,
    ELLIPSIS_END,
    ENTRY_AFTER_COLON,
    GLOSSED_SECTION,
    HEADING_ENTRY,
    HEADING_ENTRY_PARTS,
    HEADING_LABEL,
    HEADING_NAME_REF,
    HEADING_PATH_SPLIT,
    HEADING_RECORD,
    LINE_OF_ITS_OWN,
    LIST_NOUN,
    LITERAL_ROW,
    LOOSE_LIST,
    NAMED_LIST,
    ORDINAL_ASIDE,
    POINTED_AFTER_WORDS,
    QUOTE,
    QUOTE_FILLER,
    QUOTED_LIST,
    ROW_LEAD,
    SECTION_REF,
    SENTENCE_SPLIT,
    SENTENCE_STOP_MARK,
    WAS_GAP,
    WORD_CHARACTER,
    ValueForms,
    ascii_numbers,
    bare_row_cells,
    bare_row_span,
    blank_spans,
    blanked,
    first_quote,
    heading_name_key,
    heading_text_key,
    masked_all,
    masked_quotes,
    numbered_questions,
    outermost_quote,
    paren_spans,
    quote_after,
    quote_before,
    quotes_as_marks,
    quotes_in,
    ref_number,
    restored,
    said_at,
    section_key,
    sentence_end,
    shortened,
    source_note,
    split_clauses,
    split_title,
    text_positions,
)

# What each verb of the lexicon asks for.
VERB_KINDS = {
    "hand_over": ActionKind.OFF_DOCUMENT,
    "append": ActionKind.APPEND,
    "replace": ActionKind.REPLACE,
    "source": ActionKind.ADD_SOURCE,
    "question": ActionKind.ADD_QUESTION,
    "citation": ActionKind.ADD_CITATION,
    "annotate": ActionKind.ANNOTATE_CITATION,
    "add": ActionKind.ADD_ENTRY,
}
# The kinds that add something new (what 不新增 / 只… forbid).
ADDING = frozenset({ActionKind.ADD_ENTRY, ActionKind.ADD_CITATION})
# The list a new citation or question goes to when its clause names none: the one the
# document has of that kind (locate.besides_list finds it by its heading's words).
CITATION_LIST = SectionRef(key="references", raw="citation list", part="")
UNNAMED_LISTS = {
    ActionKind.ADD_CITATION: CITATION_LIST,
    ActionKind.ADD_QUESTION: SectionRef(key="questions", raw="open question list", part=""),
}
# A clause that opens with a citation's label in brackets (`[R7] 的章节号…`, `[R7] 那条末尾…`)
# names that citation: edits of it go to the citation list when no section is named.
LABELLED_CITATION = re.compile(
    r"^\s*(?:把|将|给|在)?\s*\[[A-Z]{1,3}-?\d+\]\s*(?:的|那条|这条|条目|一条|那行|\s)"
)
# A clause that opens with a numbered line and a citation's brackets (`第 67 条〔〕下轮再改`,
# `第 12 条〔§3.1〕…`): the brackets are the citation list's mark, so the clause names a line
# of that list, as `§七 第 67 条` does.
CITED_LINE = re.compile(r"^\s*第\s*\d+\s*条\s*〔[^〔〕]*〕")
EDITS_OF_AN_ENTRY = frozenset(
    {ActionKind.REPLACE, ActionKind.APPEND, ActionKind.ANNOTATE_CITATION, ActionKind.UPDATE_NUMBER}
)
# What a constraint on content forbids: no action (the words limit what an edit says).
ADVISORY = frozenset({ActionKind.CONSTRAINT})
# The edits of lines a section already holds: what a keep of its existing entries (`勿改动 §4.1
# 既有条目`) forbids, leaving a new entry free.
EXISTING_EDITS = frozenset(
    {ActionKind.REPLACE, ActionKind.UPDATE_NUMBER, ActionKind.APPEND, ActionKind.ADD_SOURCE}
)
# Joiners between section references: a reference with only these around it shares the
# words of its neighbour (`§1.1、§2.4 均不动`).
JOINERS = re.compile(r"[\s、，,/／+＋和与及或以及]*")

# `§1.1 的「新 entrants」小节`, `第五章第八节「回滚检查单」小节`: a quoted part of a section.
PART = re.compile(
    r"^(?:[^，,；;。§]{0,30}?的)?\s*(?:[\"“「『](?P<part>[^\"”」』]+)[\"”」』]\s*(?:小节|子节|一节|部分|段落?|栏目?|分组)"
    # `第五章 Air Lubrication 小节`: Latin heading words set apart by spaces need no quote.
    r"|(?<=\s)(?P<latin>[A-Za-z][A-Za-z0-9&'-]*(?: [A-Za-z0-9&'-]+){0,4})\s+(?:小节|子节|一节))"
)
# `第 14 条`, `第十四条`: an entry by its number, in digits or in words.
# `〔〕内加注`, `〔〕里补`, `〔〕中写`: words to be written into a citation's brackets.
BRACKET_NOTE = re.compile(r"〔〕\s*[内中里]?\s*(?:[加补写添标附]|注明)")
# `第 2 问`: an open question by its number, as `第 2 条` is (not `第 2 问题`).
NUMBERED = re.compile(r"第\s*(\d+|[一二三四五六七八九十百]+)\s*(?:[条项个]|问(?!题))")
# A line of a list by its count, no question (`待办第一条`, `第 4 项`; not `第一个开放问题`, which
# a close reads).
COUNTED_LINE = re.compile(r"第\s*(?:\d+|[一二三四五六七八九十百]+)\s*[条项](?!\s*(?:开放)?问)")
# A section number (`§七 `, `§2.2`, `3.1 `) right before an ordinal: a numbered citation or
# an entry of that section, not a list named by its words.
SECTION_BEFORE = re.compile(r"§\s*\S{1,8}$|\d+(?:\.\d+)*$")
# A question named by the label a document gives its questions (`**Q5**`, `OQ-3`), not a
# quarter of a year (`Q4 2026`, `2026 Q4`).
# A name in the KB's own marks: it may hold spaces and run to 30 characters
# (`【Bradley-Terry RM】`).
MARKED = r"【[^【】\n]{1,30}】"
# An entry named only by its bracketed name (`【DPO】条目后附上"…"`, `在【RLHF】那条末尾补一句`),
# in a document whose entries open so: the document's one entry of that name, wherever it is.
# Not a label said right after the end of a paragraph or sentence (`在段末【来源 7】之后接一句`):
# there it is the marker that ends it, no entry's name.
BRACKETED_ENTRY = re.compile(
    r"(?<![段句]末)(?<![段句]尾)(?<!末尾)(?<!结尾)(?<![段句]末 )(?<![段句]尾 )(?<!末尾 )" + MARKED
)
# `给「异步检查点」那条追加…`, `在前缀缓存条目末尾补…`: an entry named by its quoted name, or its
# bare name after the clause's start or a place verb, before an entry noun (read on the
# clause with quoted words as marks, `\x1f`). Not a pointer (`该条目`, `上一条`), nor `一条` after
# a bare name (`加一条`): there it counts, not names. A term's definition (`X 的定义`) is its
# entry too.
ENTRY_NOUN = r"\s?(?:的\s?)?(?:条目|词条|[那这]一?条|定义|释义)"
# `Cite arXiv:… on PT-08`: an entry named in English by its id alone, after a preposition.
ID_AFTER_PREPOSITION = re.compile(
    r"\b(?i:on|to|for)\s+(?i:the\s+)?(?P<name>\[?[A-Z]{1,3}-?\d{1,4}\]?)(?![\w-])"
)
# Words that carry a Latin name on (`Muon` in `Muon 70B`): a longer name, another entry's.
NAME_GOES_ON = re.compile(r"[\s\-_.+]?[A-Za-z0-9]")
# `的来源`, `的出处`: what a line lacks, named after the line and before the verb giving it.
SOURCE_NOUN_TAIL = re.compile(r"\s*的\s*(?:来源|出处|引用|参考文献)\s*$")
# `[PT-09] 那条`: an entry named by its bracketed id before an entry noun.
BRACKETED_ID = re.compile(rf"(?P<name>\[[A-Z]{{1,3}}-?\d{{1,4}}\])(?={ENTRY_NOUN})")
# What may follow a place word before its negation: `末尾处`, `开头的位置`.
PLACE_NOUN_END = re.compile(r"\s*(?:的\s*)?(?:位置|地方|处)$")
# A question's label alone, no words of it: `P9`, `Q-10`.
LABEL_ALONE = re.compile(r"(?:[A-Z]{1,2}-?|(?:编号|序号|问题|No\.?|#)\s?)\s?\d{1,3}[。.]?")
# A question given by its column in a row the request writes cell by cell (`新增一行：编号 8，问题
# 「X？」，提出日期 2026-12-07`): its words in the quote after the column's name.
QUESTION_CELL = re.compile(
    r"问题\s?[：:]?\s?[「“\"『](?P<question>[^「」“”\"『』\n]{2,200}[？?])[」”\"』]"
)
# A joiner of a list of names, right before the next one: `A 与`, `A、`.
LIST_JOINER_END = re.compile(r"(?:[与和及跟同、,，/／]|以及)\s*$")
QUOTED_ENTRY = re.compile(r"「\x1f{1,30}」" + ENTRY_NOUN[:-1] + r"|一条)")
BARE_ENTRY = re.compile(
    # One space at most in the gaps: a run of white space (quotes blanked) is read once.
    r"(?:^|(?<=[\s，,；;：:。]))(?:在|给|于|往|对)?\s?"
    r"(?P<name>(?![该此本这那原每各其新在给于往对]|[上下前后同][一述面文])"
    rf"[{HAN_RANGE}A-Za-z][{HAN_RANGE}\w .+-]{{0,20}}?)" + ENTRY_NOUN
)
# `在「预训练数据配比」下面加一条`: a quote before a place word and no section noun; a section
# only when it is one heading's very words (locate.named_heading, exact), else a phrase.
PLACED_HEADING = re.compile(
    r"「\x1f{1,40}」\s*(?:的)?\s*(?:标题)?(?:下面|下方|之下|下|里面|里|之中|中|末尾)"
)
QUESTION_LABEL = re.compile(
    r"(?<![A-Za-z0-9.\-])(?<!\d{4}\s)" + QUESTION_ID + r"(?![\w.])(?!\s*\d{4})"
)
# A question named by the label the document writes before it: `Q2`, `OQ-3`, `问题 3`, `#3`
# (after a verb too: `关闭问题 3`).
QUESTION_BY_LABEL = re.compile(
    rf"{QUESTION_LABEL.pattern}|(?<![A-Za-z0-9_#])(?:问题\s*|#)\d{{1,3}}(?![\d.])"
    # (`问 3` of a list of `**问 3：**` questions, not the `问` of `访问 3 次`.)
    rf"|(?<![A-Za-z0-9_#{HAN_RANGE}])问\s*\d{{1,3}}(?![\d.])"
)
# A citation named by its label, as the list writes it: `Ref-3`, `R4`, `[A2]`, `A2`.
CITATION_LABEL_REF = re.compile(
    r"(?<![A-Za-z0-9.\-])\[?(?:Ref-?|REF-?|[A-Z]{1,2})(\d+)\]?(?![\d.A-Za-z])"
)
# `X 条目末尾`, `X 一行`, `X 这一行`: the name of an existing entry or line, before its noun.
NAMED = re.compile(
    # A name may open with a Greek letter (`τ-bench`): whole, never cut to `bench`.
    # A chemical formula keeps its sub- and superscript digits (`Li₆PS₅Cl`), never cut to `Cl`.
    r"(?<![§\d.A-Za-zΑ-ω₀-₉⁰-⁹])(?P<name>[A-Za-z0-9Α-ω][A-Za-z0-9Α-ω²³₀-₉⁰-⁹_.+/-]*"
    # Up to five words (`Claude Opus 4.5 条目`, `Gemini 3 Pro Deep Think 条目`), never cut
    # to the last two.
    r"(?:\s[A-Za-z0-9Α-ω][A-Za-z0-9Α-ω²³₀-₉⁰-⁹_.+/-]*){0,4})\s*(?:的)?\s*"
    # `X 那条末尾`: the entry X, as `X 条目` is.
    r"(?:条目|一行|这一?行|那一?行|行|词条|一条|这一?条|那一?条)"
)
# `V.4 NEOM 句不动`, `X 那句别改`: the sentence a name names, all the words before the keep.
SENTENCE_NAMED = re.compile(
    r"(?<![§\d.A-Za-zΑ-ω])(?P<name>[A-Za-z0-9Α-ω][A-Za-z0-9Α-ω²³_.+/-]*"
    r"(?:\s[A-Za-z0-9Α-ω][A-Za-z0-9Α-ω²³_.+/-]*){0,4})\s*(?:的)?\s*(?:那|这|一)?句(?:话)?\s*$"
)
# `，Isaac-GR00T 的 Stars 4.1k → 5.0k`: a clause that opens with a row's name and 的 (its
# column after), after a replace of another row: the row whose values it changes.
ROW_NAME_OWNING = (
    r"(?P<name>[A-Za-z0-9Α-ω][A-Za-z0-9Α-ω²³_.+/-]*(?:\s[A-Za-z0-9Α-ω][A-Za-z0-9Α-ω²³_.+/-]*)?)"
    r"\s*的"
)
ROW_OPENING = re.compile(rf"^\s*(?:(?:并且?|同时|另外?|再)\s*)?(?:(?:把|将)\s*)?{ROW_NAME_OWNING}")
# `π0 的成功率 94.2% 更为 96.8%`: the one name before 的 ahead of a replace's values, Greek
# letters too (`π0`, `ζ-Sky`), which NAME_TOKEN (Latin names) leaves out or cuts.
OWNER_BEFORE_VALUES = re.compile(rf"(?<![A-Za-z0-9Α-ω²³_.+/-]){ROW_NAME_OWNING}")
# `SWE-Lite 一行`: a row named before its noun (not `新增一行`, `加一行`).
ROW_NAMED = re.compile(r"[A-Za-z0-9_.+/-]\s*(?:这|那)?一行")
# `HNSW 的"内存"子项`, `HNSW 内存子项`: a field (a nested item opening with its words) of the entry
# named by its Latin name right before it.
SUB_ITEM_NAMED = re.compile(
    r"(?<![A-Za-z0-9_.+/-])"
    r"(?P<entry>[A-Za-z][A-Za-z0-9_.+/-]*(?: [A-Za-z0-9][A-Za-z0-9_.+/-]*){0,2})\s?(?:的\s?)?"
    r"(?:[\"“「『](?P<quoted>\x1f{1,20})[\"”」』]"
    rf"|(?P<field>[{HAN_RANGE}A-Za-z0-9@]{{1,8}}))\s?(?:子项|子条目|子要点)"
)
# A name led by a Latin word, a few words long (`SWE-bench Verified`, `AlphaFold 3`, `ESM-2`).
LATIN_NAME = r"[A-Za-z][A-Za-z0-9_.+/-]*(?: [A-Za-z0-9][A-Za-z0-9_.+/-]*){0,3}"
# `SWE-bench Verified 一行的…`: a table row named by its Latin name (a few words) at a clause's
# start or after 把/将/给, before 一行.
ROW_BY_NAME = re.compile(
    r"(?:^|(?<=[，,；;：:。]))\s?(?:把|将|给)?\s?"
    rf"(?P<name>{LATIN_NAME})\s?"
    # `X 一行`, `X 那行`; `X 行的规模`, `X 行 Stars` (行 alone before 的 or a space).
    r"(?:(?:这|那)?一行|(?:这|那)?行(?=的|\s))"
)
# `SWE-agent 条目中…`, `Kestrel 那条…`: an entry named by its Latin name and its noun (not
# `条目数`, a count of entries).
# So is one named by a few Chinese words at a clause's start (`把甲厂条目中…`).
ENTRY_BY_NAME = re.compile(
    rf"(?:^|(?<=[\s，,；;：:。]))(?:(?P<name>{LATIN_NAME})\s?"
    # (`韩美半导体条：…`: the bare noun, before a colon; not an ordinal, `第三条：`.)
    # (Not a word that points back, `把该条目里的…`: no name.)
    r"|(?:把|将|给)?(?!第|把|将|给|[该此这那本其](?:条目|一?条))(?P<han>[\u4e00-\u9fff]{2,8}?))"
    # (`补一条：`, `新增条：` count or ask for a new one: no name before them.)
    r"(?:条目|[那这]一?条|(?<![一二两几每各首末新增补添加录登记附列])条(?=[ \t]?[：:]))"
    r"(?![数量目件])"
)
# The series label a dictated line opens with, past its list mark and emphasis:
# `- ~~H3：…`, `- **P5**：…`, `3. H7：…`.
DICTATED_LINE_LABEL = re.compile(
    r"[ \t]*(?:[-*+][ \t]+|\d{1,3}[.)][ \t]*)?(?:~~|\*\*|__)?(?P<label>[A-Z]{1,2}-?\d{1,3})"
    r"(?:~~|\*\*|__)?[：:]"
)
# A short Chinese label at a clause's start, after a verb of disposal, right before the quoted
# words it holds (`把摘要末尾的「已答 2 个」…`, `导读里「三个」…`): the line that label opens.
LABEL_BEFORE_VALUE = re.compile(
    r"(?:^|(?<=[，,；;：:。]))[ \t]?(?:同时|并|再|另|也)?(?:把|将)[ \t]?"
    r"(?P<name>[\u4e00-\u9fff]{2,4}?)(?:末尾|开头|结尾|里|中)?的?[ \t]?(?=「)"
)
# An entry's series label as the only words before a verb (`H3`, `P-12`).
SERIES_LABEL = re.compile(
    r"\s*(?:的\s?)?(?P<label>[A-Z]{1,2}-?\d{1,3})\s*(?:那条|这条|一条|条目)?\s*"
)
# An entry named by the label of its series at a clause's start (`H5 结案：…`, `P3 的…`), not a
# question's (`Q3`: the question list's) nor a quarter's (`Q4 2026`).
LABEL_LEADS = re.compile(
    r"(?:^|(?<=[，,；;：:。]))\s?(?P<name>(?![Q]\d)[A-Z]{1,2}\d{1,3})(?=\s?(?:的|[：:]|\s)|$)"
)
# A whole entry written anew, its new line quoted right after (`整行替换为：`, `整条改写成`,
# `改写为`, `重写为`); read on the clause with its quotes as marks.
WHOLE_REWRITE = re.compile(
    r"(?:整[条行]\s?(?:替换|换|改写|重写|更换|改)|改写|重写)"
    # (Or the line bare after the colon, as a line in backticks reads: `整行改为：- [x] H3：…`.)
    r"(?:为|成)\s?[：:]?\s?(?=[「“\"『]|(?<=[：:])\s?(?:[-*+]|\d{1,3}[.、])[ \t])"
)
# A line that opens with a list's marker: `- [x] H3：…`, `3. X：…`.
LIST_MARKED = re.compile(r"(?:[-*+]|\d{1,3}[.、])[ \t]\S")
# The verb that writes a whole paragraph anew, its new words quoted right after it:
# `整段替换为：「…」`, `全段改写成「…」`, `这段整体重写为「…」`.
PARAGRAPH_REWRITE = re.compile(
    r"(?:整段|全段|段落?\s?整体|一段\s?整体|(?P<sentence>整句))\s?(?:替换|换|改写|重写|更换|改)(?:为|成)"
    r"\s?[：:]?\s?(?=[「“\"『])"
)
# A sentence of a paragraph named by its place, after the paragraph: `首句`, `末句`, `第二句`.
SENTENCE_AT = re.compile(
    r"(?:(?P<first>首|第一)|(?P<last>末|最后一)"
    r"|第[ \t]?(?P<nth>\d{1,2}|[二三四五六七八九十]{1,3}))[ \t]?句(?!号)"
)
# The words a paragraph is named by, as the ones it opens with: `以「X」开头的那一段`,
# `「X……」开头的段落`, `"X……"那段`.
PARAGRAPH_OPENS_WITH = re.compile(
    r"(?:以\s?)?[「“\"『](?P<words>[^「」“”\"『』\n]{2,60}?)[」”\"』]\s?"
    # (A bare `「X」段末` may quote words of the paragraph, not its opening; `「X」那段末尾`,
    # `以「X」开头的段末` name the paragraph.)
    r"(?:(?:(?:开头|起头|打头|起首)的?\s?(?:那|这)?|(?:那|这))\s?一?\s?(?:段落?|自然段)"
    r"|(?:段落?|自然段)(?![末尾首中]))"
)
# A footnote named by its label, for words of its definition: `脚注 [^17] 里的…`, `[^1] 定义…`.
FOOTNOTE_NAMED = re.compile(
    r"(?P<name>\[\^[\w-]{1,20}\])(?=\s*(?:的|里|中|内|定义|释义|条目|那条|这条|一条)|\s*[：:])"
)
# A source given as a link (`补来源链接 https://forum.example.org/t/1`): up to a space, a
# Chinese mark or a closing bracket.
# A card given as a source by its kind and path: `repo card organized/repo_cards/x.md`.
SOURCE_CARD = re.compile(r"(?:repo\s*card|paper\s*card|卡片)\s*organized/[\w./-]+\.md")
SOURCE_URL = re.compile(r"https?://[^\s，。；;、（）()「」“”\"<>]+")
# A value a keep names (`0.3`, `2,310K`, `72%`, `1,180⭐`): digits not inside a name (`70B`,
# `Qwen3`) nor a citation's label (`[^24]`, `[3]`), with the unit written right after them.
KEPT_VALUE = re.compile(r"(?<![\w.,^\[])\d+(?:[.,]\d+)*(?:%|⭐|[KMG](?![A-Za-z]))?(?![\w.\]])")
# An append verb that adds a lead to a question (`补线索`, `挂上线索`).
LEAD_VERB = re.compile(r"线索")
# `…加一问「…」，补上线索 X`: the leads of the question just asked for, after their verb.
LEADS_AFTER_VERB = re.compile(
    r"^\s*(?:并|再|另)?\s*(?:(?:[补添加附挂]|增补|补充)上?线索|线索\s*(?:[挂附写列用]上?|为|是)?)"
    r"\s*[：:]?\s*(?P<leads>[^，,；;。]+?)\s*[。.]?\s*$"
)
# `条目 1 的 HydraKV`: the brief's reference to its own item, no words for the KB.
ITEM_REFERENCE = re.compile(r"(?:条目|增量)\s*\d+\s*(?:里|中)?的\s*")
# An id in an aside inside a lead (`VidPrune（arXiv:…）`): the lead is an aside already.
LEAD_ID_ASIDE = re.compile(r"\s*[（(]\s*((?:arXiv\s*[:：]\s*)?\d{4}\.\d{4,5}(?:v\d+)?)\s*[）)]")
# The open-question list's own name, which the question verbs hold: alone it asks nothing.
QUESTION_LIST_NAME = re.compile(r"(?i:开放问题|待解问题|open\s+questions?)")
# `开放问题："…？"`, `open question "…"`: the question's words right after the list's name.
QUESTION_WORDS_AFTER = re.compile(r"\s*(?:[：:]|[\"“「『])")
# Around the words after an arrow's section: punctuation, brackets, a question's label (`(Q4)`).
ARROW_ASIDE = re.compile(r"(?:[\s（()）。.；;，,]|(?<![A-Za-z])Q\d+)+")
# `开放问题：X 能否…？`: a question's words unquoted, after a colon, up to its question mark.
UNQUOTED_QUESTION = re.compile(r"[：:]\s*[^：:\s][^：:]*[？?]\s*[。.]?\s*$")
# What may follow an entry noun that alone asks for a new entry (`§3.1 FlowCache 条目。`): the
# clause's end, or a colon before the entry's words (`一行："…"`).
# A row named by its quoted first cell, then its noun alone: `「X」一行`, `「X」那行`.
QUOTED_ROW_NOUN = re.compile(r"[」”\"』][ \t]?(?:那|这)?一?行$")
NOUN_ENDS = re.compile(r"[\s。.；;，,、！!]*(?:$|[：:])")
# Around the words naming an entry moved elsewhere: quote marks, its noun, `把`/`将`.
MOVED_NOISE = re.compile(r"[\"“”「」『』]")
MOVED_ENTRY_NOUN = linear(r"\s*的?\s*(?:那|这)?一?(?:条目|条|行)$")
MOVED_LEAD = re.compile(r"^(?:把|将|请|再|并)\s*")
SECTION_OF = re.compile(r"\s*的\s*[^\s，,；;。]")
# `X → Y`: either side a run of text without spaces or commas; a sign or unit stays with it.
# A value may carry a parenthesised part after its first character (`AgentX（41.3%）`); a
# parenthesis that opens the pair encloses it (`（1,200 → 1,350）`). An ASCII full stop is part
# of a value only before a word character (`3.25`, `v0.13.3`): the one that ends an English
# sentence (`… 40% → 45%.`) is no part of the new value.
# A value's own stop after an abbreviation (`Acme Inc.`) stays with it.
VALUE_ABBREVIATIONS = ("etc", "Inc", "Ltd", "Corp", "Co", "approx", "vs", "al")
ABBREVIATION_STOP = "|".join(f"(?<=\\b{word})\\." for word in VALUE_ABBREVIATIONS)
ARROW_VALUE = (
    rf"(?:\d,\d|\.(?=\w)|[^\s，,；;（）()：:→⇒⟶➜➔.])"
    rf"(?:\d,\d|\.(?=\w)|{ABBREVIATION_STOP}|（[^（）\s→⇒⟶➜➔]*）|\([^()\s→⇒⟶➜➔]*\)"
    r"|[^\s，,；;（）()：:→⇒⟶➜➔.])*"
)
# The ASCII full stop that ends the sentence after an unquoted value running to its clause's
# end (`改为 周增 +56.`), not one after an abbreviation.
VALUE_STOP = re.compile(
    r"(?<!\.)" + "".join(rf"(?<!\b{word})" for word in VALUE_ABBREVIATIONS) + r"\.$"
)
# `→`, and the other arrows briefs type: `⇒`, `⟶`, `➜`, `➔`, `->`, `=>`.
ARROW = r"(?:→|⇒|⟶|➜|➔|->|=>)"
ARROW_PAIR = re.compile(rf"(?P<old>{ARROW_VALUE})\s*{ARROW}\s*(?P<new>{ARROW_VALUE})")
ARROWS = ("→", "⇒", "⟶", "➜", "➔", "->", "=>")
# `把『A』改为『B』`: two quotes with a replace verb between them; what may stand between two
# quotes of a pair (quoted_pair).
PAIR_GAP = re.compile(r"\s*[^\"“「『，,；;。]{0,12}\s*")  # `"A" should read "B"`
# A clause mark between two quotes: the first is whole (`"X"条目，"A"改为"B"`), and the
# next pair opens at the second, never at the first one's closing mark.
PAIR_CUT = re.compile(r"[，,；;。]")
# What stands between the two quotes of a pair: a replace verb's ending or an arrow, so that
# `"盈亏点" 一行："35%" → "40%"` pairs the values, not the row's name with the first value.
PAIR_LINK = re.compile(
    rf"(?:[为成到至作]|{ARROW}|(?i:\b(?:to|with|into|is\s+now|should\s+(?:read|be))))\s*$"
)
# After a quote, the field of the thing it names: `"命中率"的释义…`, `"X" 的定义…`.
# `"命中率"的释义…`, `「闭源最强 MMMU」一行口径改为…`: a quote that names what a field or a
# row's cell is of, no old value.
# A footnote's definition written out in a request: its label and a colon (`[^19]：…`).
FOOTNOTE_DEFINITION_SAID = re.compile(r"\[\^[\w-]{1,8}\]\s*[：:]")
# The noun of an entry's field (`"发布"字段`, `「评述」一栏`).
FIELD_NOUN = r"(?:字段|一栏|栏目?|一?列(?!表))"
# A field of an entry named in quotes before its noun.
QUOTED_FIELD = re.compile(
    rf"[\"“「『](?P<name>[^\"“”「」『』\n]{{1,12}})[\"”」』](?=\s*{FIELD_NOUN})"
)
# `「AB 电池」的释义替换为…`: a quote that names a term before its definition.
QUOTED_TERM = re.compile(
    r"[「“\"『](?P<name>[^「」“”\"『』\n]{1,24})[」”\"』](?=\s*(?:的\s*)?(?:释义|定义))"
)
# `"发布"字段更新为"…"`: a quote that names a field (字段, 栏) is the field, no old value.
FIELD_OF_QUOTE = re.compile(rf"\s?的|\s*(?:一|那一?|这一?)行|\s*{FIELD_NOUN}")
# Where a one-word new value must end: its clause's end.
WORD_END = re.compile(r"\s*(?:$|[，,；;。、])")
# `"decode 优先"那条`: an existing entry named by a quote of its words (after the quote).
ENTRY_AFTER_QUOTE = re.compile(r"\s*(?:那|这)?一?(?:条目|条|行)")
# `"父子切块"一段末尾补一句`: a prose paragraph named by its quoted opening words.
PARAGRAPH_AFTER_QUOTE = re.compile(r"\s*(?:所在的?\s*)?(?:那|这)?一?段(?!时间|时期|距离)")
# `备注列 "X" 末尾补"…"`: quoted words right before the end the new words go after.
QUOTE_THEN_END = linear(r"\s*的?\s*(?:末尾|结尾|句末|后面|之后|后)\s*$")
# `"阈值"的释义先不动`: a glossary's term, by its definition.
DEFINITION_AFTER_QUOTE = linear(r"\s*的?\s*(?:释义|定义|解释|词条)")
# `"盈亏点" 一行`: a quoted row or line name (after the quote).
ROW_AFTER_QUOTE = re.compile(r"\s*(?:这|那)?一?行")
# `B.3 的"主要风险是发射节奏"判断维持`, `"X"这句不改`: the words of the section a keep quotes,
# right before it (its noun, if any, names them as a judgement or a sentence).
WORDS_AFTER_QUOTE = re.compile(
    r"[ \t]?(?:的[ \t]?)?(?:(?:(?:这|那)?一?句话?|判断|说法|表述|结论|提法|措辞|原话|原句)[ \t]?)?"
    # (`「以下条目按影响排序」保留不改`: the keep's own first word.)
    r"(?:(?:也|都|均)?[ \t]?(?:保留|保持|维持)[ \t]?)?$"
)
# `以 547⭐ 替换 512⭐`, `用"稳定"取代"观察"`: the new value first, after 以/用/拿, and the old one
# after the verb (not `替换为`: the value after it is the new one). Each value quoted, or one
# word holding a digit (its thousands apart by commas: `1,236⭐`); each short, so that a long
# run of words is not tried from each of its characters.
NEW_FIRST_VALUE = (
    r"(?:[\"“「『][^\"”」』]{1,60}[\"”」』]"
    r"|[^\s\d\"“「『，,；;。（()）]{0,12}\d(?:,(?=\d{3})|[^\s，,；;。（()）]){0,30})"
)
NEW_FIRST = re.compile(
    rf"(?:以|用|拿)\s*(?P<new>{NEW_FIRST_VALUE})\s*(?:来\s*)?(?:替换|取代|替代|代替|顶替)(?![为成掉])"
    rf"\s*(?P<old>{NEW_FIRST_VALUE})(?=[\s，,；;。、]|$)"
)
# `改 38 s 为 31 s`, `B.3 改 7 颗为 12 颗`: the verb split around the old value, each value a
# figure with its unit (or quoted).
SPLIT_VALUE = (
    rf"{NEW_FIRST_VALUE}(?:[ \t]?(?:[A-Za-z%‰°]{{1,5}}|颗|个|项|次|倍|元|美元|万|亿|天|年|月))?"
)
SPLIT_CHANGE = re.compile(
    rf"(?<![\u4e00-\u9fff])(?:修改|更改|改)[ \t]*(?P<old>{SPLIT_VALUE})[ \t]*为[ \t]*"
    rf"(?P<new>{SPLIT_VALUE})(?=[\s，,；;。、（(]|$)"
)
# The same order said with values NEW_FIRST cannot read whole (`以 1,236⭐（复采）替换 …`).
NEW_FIRST_SAID = re.compile(
    r"(?:以|用|拿)[^，；;。]{1,60}?(?:替换|取代|替代|代替|顶替)(?![为成掉])"
)
# Where a clause ends, before the verb: the label and the old value stand after it.
# (`1,180` holds a comma that ends nothing.)
CLAUSE_END_BEFORE = re.compile(r"[，；;。]|(?<!\d),|,(?!\d)")
NUMBER = re.compile(r"\d")
# A figure alone: `10`, `1,240`, `2.5`.
BARE_FIGURE = re.compile(r"\d+(?:[.,]\d+)*")
SUBJECT = re.compile(
    r"(?:更新|刷新)\s*(?P<subject>[^\s（(，,]+?)\s*的?\s*(?:计数|数字|数值|star|⭐)"
)
NAME_TOKEN = re.compile(r"[A-Za-z][A-Za-z0-9₀-₉._\-/]*[A-Za-z0-9₀-₉]")
# The opening of an aside inside a value.
ASIDE_OPEN = re.compile(r"[（(]")
# An aside giving a value's old value after its new one: `改为 2,612（原 2,556）`, `(was 410)`.
OLD_VALUE_ASIDE = re.compile(r"[（(]\s*(?:原(?:为|是|值)?|旧值|(?i:was|from)\b)")
# `新增一条："…"`: the entry's very words, after a colon (without one, `一条"…"` is a label);
# the words before the quote.
# `新增第 5 条趋势："…"`: the new entry's own number in its list, its words after the colon.
ENTRY_WORDS_LEAD = re.compile(
    r"(?:(?:一条|一项|一行|第\s*\d{1,3}\s*[条项](?:趋势|判断|观察|说法)?"
    # `列表末尾添上："…"`, `§2 新增：「…」`: words set down, never a name alone.
    r"|(?<=[增补添加附记])上|新增|增加|添加|追加|补充|增补|补录|登记|列入|加入"
    # `登记新词：「…」`, `补一个术语：「…」`: a new term's entry, set down as it is written.
    r"|(?<=[增补添加录登列记附收])\s*(?:一个|一则|新)?\s*(?:词|术语|名词|词条))\s*[：:]"
    # `术语部分添上「…」`: after 上 no name comes, the quote is the words even with no colon.
    r"|(?<=[增补添加附记])上)\s*"
)
# A list's line quoted whole, its marker first: `「- **Y**（机构，2026）：…」`, `「4. …」`.
QUOTED_LIST_ENTRY = re.compile(
    r"[「“\"『`](?P<line>(?:[-*+]|\d{1,3}[.、)）])[ \t]+[^「」“”\"『』`\n]+?)[」”\"』`]"
)
# A list's marker opening quoted words: `- `, `4. `.
LIST_MARKER_LEAD = re.compile(r"(?:[-*+]|\d{1,3}[.、)）])[ \t]+\S")


def quoted_list_line(text: str) -> str:
    """A list's line quoted whole (QUOTED_LIST_ENTRY), the quotes inside it its own
    (`「- 待核实：X"约 2 年"为目视口径。」`); "" for none."""
    for start, end in quoted_spans(text):
        if LIST_MARKER_LEAD.match(text, start + 1):
            return text[start + 1 : end - 1]
    found = QUOTED_LIST_ENTRY.search(text)
    return found.group("line") if found else ""


# `登记新词，放在 X 之后：「…」`: the new entry's words after the place said for it, in a
# clause of the same sentence after the add's own.
PLACED_WORDS_LEAD = re.compile(
    r"(?:之后|之前|以后|后面|前面|末尾|最后|下方|下面|最上面|最前面|最上方|顶部|开头|最下面|底部)\s*[：:]\s*"
)


def placed_words(request: str, own: str) -> re.Match[str] | None:
    """The quote dictated after a place's colon later in the sentence of the add clause `own`
    (`术语一章登记新词，放在 NFPP 之后：「**NFS**：…」`), if `own` quotes nothing itself."""
    return quote_after(PLACED_WORDS_LEAD, sentence_after(request, own), STATEMENT_END)


# The next clause's words before a colon, and the colon: `，原文：`, `，照抄如下：`.
POINTER_LEAD = re.compile(r"\s*[，,]\s*(?P<said>[^，,；;。：:「」“”\"『』`]{1,12})[：:]\s*")


def pointed_words(request: str, own: str, pointer: re.Pattern[str]) -> re.Match[str] | None:
    """The quote the next clause of the sentence of the add clause `own` gives after words
    `pointer` finds, that say the quote is the line word for word (`修订历史记一笔，原文：「…」`),
    if `own` quotes nothing itself."""
    rest = sentence_after(request, own)
    lead = POINTER_LEAD.match(rest)
    if lead is None or pointer.search(lead["said"]) is None:
        return None
    return QUOTE.match(rest, lead.end())


def sentence_after(request: str, own: str) -> str:
    """The words of the sentence of clause `own` after it; "" where `own` quotes words itself
    (a quote after it is none of its words) or is not in the request."""
    at = request.find(own) if own and not QUOTE.search(own) else -1
    if at < 0:
        return ""
    stop = SENTENCE_SPLIT.search(masked_quotes(request), at + len(own))
    return request[at + len(own) : stop.start() if stop else len(request)]


# `与条目 1 的新条目互相指引`: another item of the brief, by its key.
ITEM_NAMED = re.compile(r"(条目|增量)\s*(\d+)")
# What is left of `条目 1 落 §3.3` without the item and the section: a verb of placing alone.
# An entry's name alone (`HiFloat8`, `**MCP-Bench**`, `「X」`): one run of words, no clause.
# (`加 Nova 行`: the row or entry noun after the name is none of it.)
RESTATED_NAME = re.compile(
    r"\s*(?P<name>[^\s，,；;。：:、（()）→]{1,40}?)(?:\s*(?:这|那)?一?(?:行|条))?\s*"
)
PLACE_ONLY = linear(
    r"[\s：:，,。；;—–-]*(?:落|入|进|归|放|落[到在入]|放[到在入进]|进入|归入)?\s*(?:节|章)?[\s。；;.]*"
)
# `加一行趋势"X"`, `补一行：「X」`: the quoted words are the whole new line, not its label
# (the words before the quote, and what may follow it).
STATEMENT_LEAD = re.compile(
    r"(?:一行|一条(?=趋势|判断|观察|说法))(?:趋势|判断|观察|说法)?\s*[：:]?\s*"
    # `补一段：「…」`, `新增一段话「…」`: a paragraph's words, whole, no entry's name before them.
    r"|一\s*段(?:话|文字)?\s*[：:]?\s*"
    # `加一条未勾选项「X」`, `补一个待办事项：「X」`: a checklist's line, its words whole.
    r"|一\s*[条个项]\s*(?:未勾选|未勾|未完成|待办|待做|新的?)的?\s*(?:待办|待做)?\s*"
    r"(?:勾?选?项|事项)?\s*[：:]?\s*"
)
STATEMENT_END = re.compile(r"\s*(?:$|[，,；;。（(])")
# A count and a short noun of the brief's own before a quote (`加一条风险提示「…。」`): a
# sentence quoted there is the new line's words, whatever the noun (not an entry's name).
# An entry's noun right before the quote: `一条新条目「X」`, `一个词条：「X」`.
ENTRY_NOUN_BEFORE = re.compile(r"(?:条目|词条|术语|名词)\s*[：:]?\s*$")
COUNTED_NOUN_LEAD = re.compile(r"一\s*[条个项则]\s*[\u4e00-\u9fff]{1,6}\s*[：:]?\s*(?=[「『“\"])")
# A bullet the brief copies before a line it dictates whole.
COPIED_BULLET = re.compile(r"^[-*+•][ \t]+(?=\S)")
# A root of adding, its count, colon and quote, then a list marker: a list's line dictated.
LIST_LINE_LEAD = (
    r"[增补添加录登列记附](?:[上入充])?(?:\s*一\s*[行条项])?(?:\s*[：:])?(?:\s*[`\"“「『])?"
    r"\s*[-*+]\s"
)
# `补录：`- [[card]] Zhang L. et al., …``, `新增 - [[card]] …`, `补一条："* …"`: a list's line
# the brief dictates whole, to the clause's end; its marker and quotes aside (the list's own
# marker is written).
DICTATED_LIST_LINE = linear(
    LIST_LINE_LEAD + r"(?P<words>[^`\"“”「」『』\n]*?[^\s`\"“”「」『』\n])(?:\s*[`\"”」』])?\s*$"
)
# `一条"…"`, `一项"…"`, `第 6 条「X」`: the label of a note, or a new entry's name.
NOTE_LABEL_LEAD = re.compile(r"(?:一|第\s*\d{1,3}\s*)[条项]\s*")


def words_follow(quote: re.Match[str], own: str, request: str) -> bool:
    """Whether the entry's words follow a quoted name of the clause `own` after a colon or a
    dash, in the clause or in its request line (where the clause ends at the dash)."""
    if DICTATED_AFTER_NAME.match(own, quote.end()):
        return True
    at = request.find(quote.group(0))
    return at >= 0 and DICTATED_AFTER_NAME.match(request, at + len(quote.group(0))) is not None


# An add verb right before the quoted name of what it adds (`新增"X"：…`, `收录「X」——…`), or
# with the entry noun between (`新增条目「X」：…`).
NAME_VERB_LEAD = re.compile(
    r"(?:新增|增加|添加|增补|补充|加入|收录|补录|登记|增列|补上|加上)\s*(?:(?:条目|词条)\s*)?"
)
# After a quoted label, the end of its clause (or `条目` and then the end): the quote names
# the new entry (`新增一条「X」，放在…`, `新增"X"条目`), no noun of its own follows it.
# `一条「X」（清华，2025）` at its clause's end: the name's maker and year may follow it.
QUOTED_NAME_END = linear(
    r"\s*(?:[（(][^（）()\n§]{1,40}[）)])?\s*(?:条目|词条)?\s*(?:$|[，,；;。])"
)
# After a quoted name, its entry's words after a colon or a dash (`一条「X」：按分区调度…`).
DICTATED_AFTER_NAME = linear(
    r"\s*(?:[（(][^（）()\n§]{1,40}[）)])?\s*(?:[：:]|——|[—–](?=\s))\s*[^\s：:]"
)
# `新增：[R10] …`, `补登 [R10]`, `补登 [9]`: a citation's label right after the add verb: a new
# reference.
ADDED_LABEL = re.compile(
    # (`参考文献附上 `[20] X, 2026.``: its line set apart in backticks.)
    # (`来源清单添入：`- [S27] …``: or its whole line, with the list's marker.)
    r"(?:新增|增补|补登|登记|增列|补|增|加|添|附)(?:上|入)?(?:一条)?\s*[：:]?\s*`?(?:[-*+]\s+)?"
    r"\[[A-Z]{0,3}-?\d+\]"
)
# `§七 第 74 条〔§3.4〕`: a numbered slot with the section it supports in brackets, right
# after the list's section: a citation.
CITED_SLOT = re.compile(r"^\s*第\s*\d+\s*条\s*[〔\[【（(]\s*§")
# `一条"…？"`, `一条：「…？」`: a quoted question right after the count of a new thing.
QUOTED_QUESTION = re.compile(r"一\s*[条项个]\s*[：:]?\s*[\"“「『][^\"”」』]+[？?][\"”」』]")
# A dated heading quoted (`「### 2026-12-11」`, or a version and its date, `「### v1.4
# （2027-03-01）」`), then after words asking for it the line quoted for under it (`小节，写入：
# 「- …」`): a changelog kept under dated headings. Unquoted, a version and its date before a
# section noun (`加 v1.4（2027-03-04）小节，写一条：「- …」`): the heading's words, its marks the
# changelog's own.
DATED_HEADING_AND_LINE = re.compile(
    r"(?:[「“\"『`](?P<heading>#{2,6}[ \t]+(?:[vV]?\d{1,3}(?:\.\d{1,3}){0,3}[ \t]?[（(])?"
    r"\d{4}-\d{1,2}-\d{1,2}[）)]?)[ \t]*[」”\"』`]"
    r"|(?<![\w.])(?P<version>[vV]\d{1,3}(?:\.\d{1,3}){1,3}[ \t]?[（(]\d{4}-\d{1,2}-\d{1,2}[）)])"
    r"[ \t]?(?:小节|一节|节))"
    r"[^「」“”\"『』`\n]{0,30}?[「“\"『`][ \t]*[-*+][ \t]+"
    r"(?P<line>[^「」“”\"『』`\n]+?)[ \t]*[」”\"』`]"
)
# A version with its date, as a version line writes it: `v1.4（2027-03-04）`, `v2.0`.
VERSION_WITH_DATE = (
    r"[vV]?\d{1,3}\.\d{1,3}(?:\.\d{1,3})?(?:[ \t]?[（(]\d{4}-\d{1,2}-\d{1,2}[）)])?(?![\d.])"
)
# The version line dictated whole (`版本: `版本：v1.4（…）｜维护：…｜上一版：v1.3（…）``).
VERSION_LINE_GIVEN = re.compile(
    r"[`「“\"](?P<line>[ \t]*版本号?[ \t]*[：:][ \t]*[vV]?\d[^`「」“”\"\n]*)[`」”\"]"
)
# The previous version the line names (`上一版相应改为 v1.3（…）`, `上一版 v1.3（…）`).
PREVIOUS_VERSION = re.compile(
    r"上一?版本?[ \t]?(?:相应|也|则)?[ \t]?(?:改为|改成|写为|写成|更新为|写|为|改|[：:]|→|->)?"
    rf"[ \t]?(?P<value>{VERSION_WITH_DATE})"
)
# What a request for the version line may say besides its values: its name, a verb of setting,
# a keep of the rest (`维护人不变`); anything else is a field kbpatch does not read there.
VERSION_WORDS = re.compile(
    r"(?:顶部|文首|文档|本文|活文档)?的?版本(?:行|号|信息)?|上一?版本?|维护人?|其余|"
    r"相应|不变|照旧|保持|改为|改成|写为|写成|更新为|升为|升至|改|写|为|也|则|[：:，,。；;→>\-\s]"
)


def version_fields(words: str) -> list[tuple[str, str]] | None:
    """The values a request sets on the document's version line, as (field, value): ("版本",
    `v1.4（2027-03-04）`) and ("上一版", …), or ("", the whole line) when the brief dictates it;
    None when it says more than kbpatch reads there (another field's value, a condition)."""
    given = VERSION_LINE_GIVEN.search(words)
    if given is not None:
        return [("", given.group("line").strip())]
    previous = PREVIOUS_VERSION.search(words)
    rest = words[: previous.start()] + " " + words[previous.end() :] if previous else words
    current = re.search(VERSION_WITH_DATE, rest)
    if current is None:
        return None
    left = (rest[: current.start()] + rest[current.end() :]).replace("（", "").replace("）", "")
    if VERSION_WORDS.sub("", left).strip():
        return None
    fields = [("版本", current.group(0))]
    return [*fields, ("上一版", previous.group("value"))] if previous else fields


# A version as a version line writes it: `v1.4`, `V2.0.1`, `1.4（2027-03-04）`.
VERSION_VALUE = re.compile(r"(?<![\w.])[vV]?\d{1,3}\.\d{1,3}(?:\.\d{1,3})?(?![\d.])")
# A further line quoted right after the first (`内容两条：「- A」「- B」`).
NEXT_QUOTED_LINE = re.compile(
    r"[ \t、，,]?[「“\"『`][ \t]*[-*+][ \t]+(?P<line>[^「」“”\"『』`\n]+?)[ \t]*[」”\"』`]"
)
# A dated line dictated after a colon, a quote or a backtick (`加一行：2026-12-09：…`,
# `新增一行「- 2026-12-09：…」`, `` 追加 `- 2026-12-09：…` ``), or after a space right after the
# count of a new line (`加一行 2026-12-09：…`), its list marker aside, to the clause's end: a
# changelog's line as the brief gives it (ClauseReader.changelog_line). Its author may stand in
# an aside between its date and its colon (`「- 2026-12-03（Lin）：…」`).
DICTATED_DATED_LINE = re.compile(
    r"(?:[：:]|[「“\"`『]|(?<=一[行条项笔])(?=\s)|(?<=[增补添加录登列记附上入])(?=\s+[-*]\s))\s*"
    r"(?:(?:[-*]|\d{1,3}[.、)）])\s+)?"
    rf"(?P<line>(?:{VERSION_BEFORE_DATE}(?=\d{{4}}[^）)]{{0,12}}[）)]))?"
    r"\d{4}\s*[-/.年]\s*\d{1,2}(?:\s*[-/.月]\s*\d{1,2}\s*日?)?\s*[）)]?"
    # (Quoted words inside the line are its own: `删去 2.5「快舟一号甲」条目`.)
    r"(?:\s?[（(][^（）()：:]{1,20}[）)])?\s*[：:，,\s](?:[^`「」“”\"『』]|「[^「」\n]{1,40}」)+?)"
    r"[\s。.]*[`」”\"』]?[\s。.]*$"
)
# An aside in brackets right after a closing quote, ending its clause (`…」（X 先不动。）`).
ASIDE_AFTER_QUOTE = re.compile(r"(?<=[`」”\"』])\s*[（(](?P<words>[^（）()]{1,80})[）)][\s。.]*$")
# The longest quote read as a heading's name (`「变更记录」`), not words dictated for a line.
HEADING_QUOTE_MOST = 20
# The same line in a request's whole text, to its full stop or the text's end: a changelog's
# line may join its changes with `；` (`新增 X；Y 更新（Lin）`), all of them its words.
# A changelog table's row runs so too: its cells after a pipe (`：| 2026-12-09 | A；B | Lin |`)
# or each after its column's name (`：日期 2026-12-09，变更"A；B"，维护人 Lin`).
DATED_LINE_IN_TEXT = re.compile(
    r"(?:[：:]|(?<=一[行条项笔])(?=\s))\s*(?:[`「“\"『]\s*)?"
    r"(?:[-*]\s+|\d{1,3}[.、)）]\s+|\|\s*|[^\s\d|：:，,；;。\"“”「」`]{1,6}\s*[：:]?\s*)?"
    rf"(?P<line>(?:{VERSION_BEFORE_DATE})?\d{{4}}\s*[-/.年]\s*\d{{1,2}}[^。\n]*)"
)


def changelog_lines(plain: str, lexicon: Lexicon) -> list[re.Match[str]]:
    """The dated lines a text dictates after a colon for the changelog its words name before
    them (`变更记录新增一行：2026-12-09：新增 X，修正 Y；Z（Lin）`), or for any list right after
    the verb adding the line (`附：变更 加一行：* 2026/12/23 · Lin · A；B`): each runs to its
    full stop, so a comma or semicolon in it cuts no clause (actions.joined_uncut)."""
    dated = [
        m
        for m in DATED_LINE_IN_TEXT.finditer(plain)
        if lexicon.place["changelog"].search(plain[: m.start()])
        or (
            adds_right_before(plain, m.start(), lexicon)
            # Right after the verb's colon (a list marker aside) and a year: not the
            # digits of an id (`新增一条 arXiv:2612.40404`).
            and DATE_AFTER_VERB.match(plain, m.start()) is not None
        )
    ]
    return dated or list(LISTED_LINE_IN_TEXT.finditer(plain))


def changelog_words_given(text: str, lexicon: Lexicon) -> list[tuple[int, re.Match[str]]]:
    """A changelog line's date and words given apart after a request naming the changelog
    (`变更记一行，日期 2026-12-04，内容为：合并：B.1 补 X；D.1 补 Y。`), with where the changelog's
    name starts: its words, `；` and all, are the line's, no request's."""
    given = []
    for m in DATE_THEN_WORDS.finditer(text):
        named = lexicon.place["changelog"].search(masked_all(text[: m.start()]))
        if named is not None:
            given.append((named.start(), m))
    return given


def adds_right_before(plain: str, at: int, lexicon: Lexicon) -> bool:
    """Whether a verb adding a line stands right before `at`: a count alone (`一行`) only
    after a root of adding (`加一行`), not after a name (`「X」一行 2026-11 那一格`: a row)."""
    start = max(0, at - ADDING_REACH)
    verb = lexicon.verbs["add"].search(plain[start:at])
    if verb is None:
        return False
    if COUNT_NOUN.fullmatch(verb.group(0).strip()):
        return ADD_ROOT_END.search(plain[: start + verb.start()]) is not None
    return True


# A count and a noun of a line, no verb: `一行`, `一条`.
COUNT_NOUN = re.compile(r"一\s*[行条项笔]")
# A root of adding right before a count: `加`, `新增`.
ADD_ROOT_END = re.compile(r"[增补添加录登列记附]\s*$")
# A line's own date right after the colon of the verb adding it: `：* 2026/12/23`, `：2026-12`.
DATE_AFTER_VERB = re.compile(r"(?:[：:]\s*|\s+)(?:[-*]\s+)?(?:19|20)\d\d\s*[-/.年]\s*\d")


# A list's line dictated right after the verb adding it, marker and all (`补录：`- [[card]] A,
# B.``, `新增 - X；Y`): its words, from the verb on, run to the sentence's end, commas and
# semicolons too; quoted, to its closing quote (`加一条：「- X」；引用补「[31] …」`: the request
# after it is another).
LISTED_LINE_IN_TEXT = linear(
    r"(?P<line>[增补添加录登列记附](?:[上入充])?(?:\s*一\s*[行条项])?(?:\s*[：:])?"
    r"(?:\s*[`\"“「『]\s*[-*+]\s[^。\n`\"”」』]+|\s*[-*+]\s[^。\n]+))"
)
# The same line quoted after its colon, or right after the verb (`末尾追加：「4. X：…」`,
# `末尾补「- X：…」`), read where quotes are kept.
QUOTED_LIST_LINE = re.compile(
    r"[增补添加录登列记附](?:[上入充])?(?:\s*[：:])?\s*[`\"“「『]\s*(?:[-*+]|\d{1,3}[.、)）])\s"
)
# How far before a dictated line's colon the verb adding it stands (`新增一行：`, `补录一条：`).
ADDING_REACH = 6


# `勾掉 X 那一条`: a line asked ticked by unquoted words of the brief's own.
UNQUOTED_TICK = re.compile(
    r"(?:勾掉|勾选|打勾|打钩)\s*(?P<words>[^\s，,；;。\"“”「」『』][^，,；;。\"“”「」『』]{1,40}?)\s*(?:那|这)\s*一?\s*[条项问]"
)
# After a ticked line's quote: the noun that names it a line (`「X」那一条`, `"X"一项`).
TICKED_LINE_NOUN = re.compile(r"^\s*(?:(?:那|这)\s*)?(?:一\s*)?[条项问]")
TRAILING_ITEM_TAG = re.compile(r"\s*[（(]\s*(?:条目|增量)\s*\d+\s*[）)][\s。.]*$")
# The same naming several items (`（增量 1、4、6）`): whose line it is, no word of it.
TRAILING_ITEMS_TAG = re.compile(
    r"\s*[（(]\s*(?:条目|增量)\s*\d+(?:\s*[、,，和及]\s*(?:(?:条目|增量)\s*)?\d+)*\s*[）)][\s。.]*$"
)
# A changelog table's new row dictated after the colon that ends the words asking for it: its
# cells apart by pipes (`加一行：2026-12-09 | 改 X | Lin`, `：| 2026-12-09 | … |`), or each
# after its column's name, the date's first (`追加：日期 2026-12-09，变更"…"，维护人 Lin`); not
# a dated line (`加一行：2026-12-09：改 X（Lin）`, ClauseReader.changelog_line).
# Words placing a dictated row before its quote (`new top row 「`, `最上面一行：「`).
ROW_PLACE_LEAD = re.compile(
    r"[^\s「“\"`『|：:][^「“\"`『|：:]{0,23}(?:[：:]\s*)?(?=[「“\"`『]\s*\|)"
)
# A row whose first cell is a date (`| 2027-02-03 | spark | … |`).
DATED_CELL_FIRST = re.compile(r"\|?\s*\d{4}\s*[-/.年]\s*\d{1,2}")
CHANGELOG_ROW_WORDS = re.compile(
    r"[：:]\s*(?P<words>(?:[^：:]*\||[^-*\s\d|：:，,；;。\"“”「」`]{1,6}\s*[：:]?\s*"
    r"\d{4}\s*[-/.年]\s*\d{1,2}).*)$"
)
# `§6 新增一条：X 还是 Y？`: the words dictated after a new entry's colon, unquoted, are one
# question and end the clause: what is added is that question, as a quoted one is.
# `开放问题 加一条 Q5：X？`: the question's label before the colon is the list's numbering, no word
# of the question. Also `加一问：X？`, `新增一条开放问题：X？`.
DICTATED_QUESTION = re.compile(
    r"一\s*[条项个问]\s*(?:[^：:，,。；;\s]{0,4}问题\s*)?(?:Q\d{1,3}\s*)?[：:]\s*(?P<question>[^\"“”「」『』：:。；;！!？?\n]+[？?])"
    # Who asked and when, after it (`？ —— @许棠 2026-12-22`, `？（提出：许棠，2026-12-22）`).
    r"(?:\s*(?:——|—)\s*@?[^\s，,；;。]{1,20}(?:\s+\d{4}[-/.]\d{1,2}[-/.]\d{1,2})?"
    r"|\s*[（(][^（）()\n]{1,40}[）)])?[\s。.]*$"
)


def inside_dictated_question(clause: str, at: int) -> bool:
    """Whether position `at` of a clause is inside a question dictated after a colon."""
    found = DICTATED_QUESTION.search(clause)
    return found is not None and at >= found.start("question")


# A verb adding words to a line, then the colon before them: `末尾补一句：`, `补充：`, `追加：`.
APPENDED_AFTER_COLON = re.compile(
    r"(?:补充|追加|追记|[补加添附续缀接])上?\s*(?:(?:一句话?|半句|一段)\s*)?[：:]"
)


def inside_appended_words(clause: str, at: int) -> bool:
    """Whether position `at` of a clause is inside words appended after their verb's colon."""
    found = APPENDED_AFTER_COLON.search(masked_all(clause))
    return found is not None and at >= found.end()


def inside_dictated_entry(clause: str, at: int) -> bool:
    """Whether position `at` of a clause is inside a new entry's words dictated after its
    colon (`新增：**MDR**（…）：欧盟法规，取代原 MDD 指令`)."""
    found = ENTRY_AFTER_COLON.search(clause)
    return found is not None and at >= found.start("text")


# Between an add verb and a quote, what makes the quote no object of the verb: a clause mark,
# an aside's bracket (`新增一条 X（"…？"待核）`), another verb that says something of the new
# entry (`注明`, `标注`, `写明`, `noting`), a dash after the new entry's Latin name (`新增一条
# HeatTier——"…？"`: words said of it; not `登记一问——"…？"`, `加一个标注框——"…？"`).
QUOTED_AFTER_A_BREAK = re.compile(
    r"[，,；;。（(]|\.\s|[注标写说备]明|注记|备注|(?i:\bnot(?:e|ing)\b)|[A-Za-z0-9*\]]\s*(?:——|—|--)"
)
# A quote's words that ask: they end with a question mark (trailing spaces and marks aside).
ASKED_WORDS = re.compile(r"[？?][\s*_」”\"』）)]*$")
# `在问题列表末尾追加："…？"`: a quoted question right after a verb that adds words.
ADDED_QUESTION = linear(
    r"(?:追加|追记|补充|添加|增补|[补添加增附]上?)\s*(?:第\s*\d+\s*[条问个]\s*)?[：:]?\s*"
    r"[\"“「『][^\"”」』]+[？?]\s*[\"”」』]"
)
# `第 3 条`, `第 3 问`: one question of a list, by its number.
ONE_OF_THEM = re.compile(r"第\s*\d+\s*[条问个]")
QUOTED_ENTRY_NOUN = re.compile(r"\s*(?:条目|词条)\s*(?:$|[，,；;。])")
# `add a "X" entry`, `add 一条 **X** entry`: the English noun after a quote names the new
# entry by it, whatever follows (`… entry at the end of Chapter 3`).
ENGLISH_ENTRY_LEAD = re.compile(r"(?i:\b(?:a|an|one|new)\s+|一[条项]\s*)")
ENGLISH_ENTRY_NOUN = re.compile(r"(?i:\s*(?:entry|bullet|item)\b)")
# Quoted words that read as a sentence, not a name: a clause mark inside, or a sentence's end.
# A name and its words after a dash (`RDT-1B（2024）— 1.2B 参数…`, `X —— …`) are a line too.
SENTENCE_WORDS = re.compile(r"[：:，,；;。！？!?]|(?<=[A-Za-z0-9)])\.\s*$|——|[）)]\s*—|\s—\s")
# `在 "X" 那条之后`, `X 条目后面`: the entry a new one follows (after a quote: QUOTE_ENDS).
QUOTE_ENDS = linear(r"\s*(?:那|这)?一?(?:条目|条|行)?\s*$")
# A Latin name may be of several words (`Bradley-Terry RM 那条之后`): the run of them that ends
# the words before the place.
AFTER_NAMED = linear(
    # A name may open with figures before its letters (`64k`, `2-bit` rows), never be the
    # letters after them alone (`k` of `64k`), nor figures only (`第 3 条`).
    r"(?<![A-Za-z0-9_.+/-])"
    r"(?P<name>(?:[A-Za-z]|\d[\d.]*[A-Za-z_+/-])[A-Za-z0-9_.+/-]*"
    r"(?: [A-Za-z0-9][A-Za-z0-9_.+/-]*){0,3})"
    r"\s*(?:那|这)?一?(?:条目|条|行)?\s*$"
)
# The entry English names after `after` / `before`: `vLLM`, `the "SGLang" entry`, `X's line`.
NAME_AFTER_WORD = linear(
    r"\s+(?:the\s+)?(?:[\"“「『](?P<quoted>[^\"”」』]+)[\"”」』]"
    rf"|(?P<name>[A-Za-z{HAN_RANGE}](?:[A-Za-z0-9_+/{HAN_RANGE}-]|\.(?=[A-Za-z0-9]))*)"
    r"|(?P<label>\[[A-Za-z]{0,4}-?\d{1,4}\])"  # `after [P3]`: an entry by its label
    # `after the multi-turn escalation entry`: several words, told by the noun after them.
    r"|(?P<words>[A-Za-z][A-Za-z0-9_+/-]*(?:\s+[A-Za-z0-9][A-Za-z0-9_+/-]*){1,4}(?=\s+(?:entry|line|item|row|paragraph)\b)))"
    r"(?:'s)?(?:\s+(?:entry|one|line|item|row|paragraph))?"
    # An aside in brackets (`after SGLang (Delta 1)`) ends the name as a stop does.
    r"\s*(?=$|[.,;:，。；：)）(（\[【]|\s*(?:in|under|within|of)\s)",
    re.I,
)
ALONGSIDE = re.compile(r"与\s*(?P<names>[^（）()]+?)\s*并列")
SIBLING_SPLIT = re.compile(r"[/／、,，和]")
# `二次检索那行`, `X 这一条`, `X 条目`: a line pointed at by its words, at a clause part's end.
# A row named by a Latin name may say `一行` or `行` alone (`vLLM 一行`, `OSWorld 行`).
POINTED_LINE = re.compile(
    r"(?:[那这]一?(?:行|条)|条目|(?<![增补添加新])一条"
    r"|(?:(?<=[A-Za-z\d])|(?<=[A-Za-z\d]\s))一?行)\s*$"
)
# `一条`, `一个新的`: a count alone, no words of the thing counted.
# (Each optional word takes the white space after it: gaps side by side would trade a long run.)
COUNT_ALONE = re.compile(r"\s*(?:一\s*[个道条项则]\s*(?:新的?\s*)?)?(?:[。.]\s*)?")
# `加一问`, `再添一问`: a question asked for without its words (they come quoted).
ONE_MORE_QUESTION = re.compile(r"一[个道]?问(?!题)")
# `一条`, `32` before an unquoted question's words: how many, or its number.
QUESTION_NUMBER_LEAD = linear(r"^\s*(?:一[个道条项]|\d+)?\s*[：:]?\s*")
# `（条目 3）`, `（增量 2，推荐 2.4 节）`: which item a closing-list line speaks of.
ITEM_TAG = re.compile(r"[（(][^（）()]*?(?:条目|增量)\s*\d+[^（）()]*[）)]")
# `§七 以外`, `§3.3 之外`: a section named as the exception to what the clause says.
EXCEPT = re.compile(r"\s*(?:以外|之外|除外)")
# `除 §1.1 外`, `除了 §1.1 以外`: the section between them is the exception.
EXCEPT_BEFORE = re.compile(r"除(?:了|去|开)?\s*$")
EXCEPT_AFTER = re.compile(r"\s*(?:以外|之外|外)")


# The row or entry named right before a kept value: `A100 的 2.10`, `H100 一行的 2.10`,
# `「ChunkFlow」那条的 0.3` (the name last, then its noun and `的`).
ROW_BEFORE_VALUE = re.compile(
    rf"(?P<row>[A-Za-z0-9][\w.+/-]*|[{HAN_RANGE}]{{2,12}})[」』\"”]?"
    r"(?:\s?(?:一行|那行|这行|行|一条|那条|这条|条目|row|entry))?\s?(?:里|中)?的?\s?$"
)


def values_rows(after: str, values: list[str]) -> dict[str, str]:
    """The row or entry each kept value is named by in `after` (`A100 的 2.10 保持不变`), for
    the values named once with a Latin name before them; a value named twice, or after Chinese
    words only, is kept wherever it stands."""
    text = masked_all(after)
    rows: dict[str, str] = {}
    for value in dict.fromkeys(values):
        places = [m.start() for m in re.finditer(re.escape(value), text)]
        if len(places) != 1:
            continue
        # The few words right before the value: a name is short, and the pattern, anchored at
        # the end, is tried from each start of what it is given.
        found = ROW_BEFORE_VALUE.search(text[max(0, places[0] - 40) : places[0]])
        if found and re.search(r"[A-Za-z]", found.group("row")):
            rows[value] = found.group("row")
    return rows


def is_exception(before: str, after: str) -> bool:
    """Whether the words around a section name it as the exception to what the clause says."""
    if EXCEPT.match(masked_all(after)):
        return True
    # Quotes masked only: `（除 §1.1 之外）` stands in parentheses.
    return EXCEPT_BEFORE.search(masked_quotes(before)) is not None and bool(
        EXCEPT_AFTER.match(masked_quotes(after))
    )


SENTENCE_STOP = re.compile(r"[；;。]")
CODE_LINE_STOP = re.compile(CODE_LINE_END)
# A section's heading kept, right after the section's number (`II.4.b 的小节标题别改`).
HEADING_KEPT = re.compile(r"[ \t]?的?[ \t]?(?:小节|章节?|节|本节)?(?:标题|题目|节名|章名)(?:行)?")
# Words between a refusal to add and the noun of what it refuses (`无需另起一条引用`, `不另立
# 单独的开放问题`): a count of one, "apart", "new".
LISTED_LEAD = linear(r"^(?:(?:[一1]\s*[条个项笔则]|单独|另外|另|新|再|的)\s*)+")
# `引用先不加`, `开放问题暂不新增`: a citation or a question named right before a negation.
# What a refusal in an aside may forbid: a citation or an open question alone.
LISTED_ONLY = (frozenset({ActionKind.ADD_CITATION}), frozenset({ActionKind.ADD_QUESTION}))
NAMED_BEFORE_NEGATION = re.compile(
    r"(?P<what>引用|参考文献|脚注|开放问题|待解问题|出处|来源)\s*(?:先|暂|暂且|本轮|这轮|今晚|也|就|都)?\s*$"
)
# After a new entry's name, its aside if any, then a colon or dash before its words.
# (An aside that is the paper's id, `（arXiv:…）`, or the item's tag is no maker.)
NAME_THEN_WORDS = re.compile(
    r"[ \t]*(?:[（(](?![^（）()\n]*(?:arXiv|条目|增量))[^（）()\n]{1,40}[）)][ \t]*)?"
    r"(?:[：:]|——|[—–][ \t])[ \t]*\S"
)
# `补句先不加`, `这句话暂不补`: a sentence to append, named before the negation.
SENTENCE_BEFORE_NEGATION = re.compile(
    r"(?:补句|补充句|补的那?句话?|这句话?|那句话?|该句|一句话?|新句子?)\s*"
    r"(?:先|暂|暂且|本轮|这轮|今晚|也|就|都)?\s*$"
)
# `子要点先不加`, `链接就不加了`: words between a detail named first and the negation.
UP_TO_NEGATION = re.compile(r"\s*(?:先|暂|暂且|本轮|这轮|今晚|也|就|都)?\s*")
# `蒸馏部署那条先不挂出处`: the source of an entry, named right after its negated verb.
SOURCE_AFTER_NEGATION = linear(r"\s*(?:上|上去)?\s*(?:出处|来源)")


def listed_kind(what: str) -> ActionKind:
    """The one kind a noun before a refusal names: a question, a source, or a citation."""
    if "问题" in what:
        return ActionKind.ADD_QUESTION
    return ActionKind.ADD_SOURCE if what in ("出处", "来源") else ActionKind.ADD_CITATION


# `（引用另议）`, `引用回头再说`, `(citation later)`: a citation or a question named first in its
# clause or aside, a take-back of the lexicon said of it after.
LISTED_NAMED_FIRST = re.compile(
    r"\s*(?P<what>引用|参考文献|开放问题|待解问题"
    r"|(?i:(?:the\s+)?(?:citations?|references?|(?:open\s+)?questions?)))(?:的事|这块|部分)?"
)
# Where the last clause of a sentence starts, for a take-back said after a request.
TAKE_BACK_CUT = re.compile(r"[，,]|——|—|--")
# A clause that says what a take-back waits for: `等复核`, `待作者确认后再说`.
WAITING = re.compile(r"\s*(?:等到|等待|待到|留待|等|待)(?!定)")


def without_section(words: str, keys: set[str]) -> str:
    """`words` without a mention of one of the sections `keys` (`2.3`, `§2.3`, `2.3 节`), as a
    clause naming its own section again writes it."""
    for key in keys:
        if key[:1].isdigit():
            mention = rf"(?<![\d.])§?\s*{re.escape(key)}\s*(?:小?节)?(?![\d.])"
            words = re.sub(mention, "", words)
    return words


# A sentence that opens with a contrast (`但我不确定`), which may turn down the one before it.
CONTRAST = re.compile(r"(?:但是?|不过|只是|然而|可是)")
# Where a take-back may start in a request's own clause: an aside, or `这一步` / `这个动作`;
# or the words after what the clause names (`§2.2 X（条目 1）暂缓`, `§2.2 X parked`) and after
# an aside's reason (`（单设备数据，先不收）`, `（条目 1，暂缓）`, `(one device, skip for now)`).
TAKE_BACK_TAIL = re.compile(
    r"[（(【\[]|这一?步|这个?动作|该动作|此动作|这项|此项|该项|(?<=[\s）)】\]，,：:])(?=\S)"
)
# An aside in brackets, its words in group 1.
ASIDE_ANYWHERE = re.compile(r"[（(【]([^（()）【】]*)[）)】]")
# How many characters at an aside's end a take-back is looked for in (`先不改`, `暂缓落笔`).
TAKE_BACK_REACH = 24
# Figures or quotes (blanked to runs of spaces) named (`北京 1.15、广东 1.3`), and "all of them"
# before the words of keeping (`都别动`): what a keep in an aside holds (not a reason: `仅 2 家
# 数据先不改` takes the request back).
NAMED_FIGURES = re.compile(r"\d|\s{3,}|<sup>")
ALL_OF_THEM = re.compile(r"(?:都|均|也|亦|全都|全部|一律)")


def keeps_what_it_names(before: str, take_back: str) -> bool:
    """Whether words of keeping in an aside keep the figures named before them."""
    return bool(NAMED_FIGURES.search(before)) and ALL_OF_THEM.match(take_back.lstrip()) is not None


# A colon: what a clause names before it (`条目 2：…`), or before quoted words (`编号顺延："…？"`).
COLON = re.compile(r"[：:]")
# The meanings of the lexicon's `not_a_request` that hold even when said in parentheses: a
# condition (`（待 E2 复现）`), a done mark or an owner named (`（已于 12-10 合入）`,
# `（owner：Lin）`).
CONDITIONS = frozenset({"conditional", "condition_after", "done_mark"})
# How a reason starts when an edit is asked for under a condition or as a guess (not when it
# reports past work, others' words or a question): such a request is never dropped unread.
# What a refusal to take entries away (`本轮不删任何条目`, `已有条目保留`) forbids.
SPARED_KINDS = frozenset({ActionKind.REMOVE, ActionKind.MOVE})
CONDITIONAL_REASONS = ("a conditional ", "a condition_after ", "a tentative ")
# What was done already, is another's to do or the writer's to leave alone: a stated no-op,
# no request withheld.
STATED_DONE = ("a past ", "a done_mark ", "a done_by_others ", "a hands_off ")
# Another's task, or the writer's hands kept off it.
HANDED_OVER = ("a done_by_others ", "a hands_off ")
# Said done, after the request or in an aside: `…——已完成`, `（已于 12-10 合入）`.
DONE_MARK = ("a done_mark ",)
# (Not a sub-section's letter after its section's number: `§2.1(a)`, `2.3 (b)`.)
OPTION = re.compile(r"(?<![\d.])(?<!\d[ \t])[（(]\s*([a-h])\s*[）)]")
# Options labelled otherwise, read as (a), (b)…: `方案一：…；方案二：…`, `A. …；B. …`, `选项 2：…`.
# A bare capital only after the line's start, a clause mark or a dash (`拿不准——A：…`), and
# before `.`/`、`/`：`.
OPTION_LABEL = re.compile(
    r"(?:^|(?<=[：:；;。，,\s—]))(?:(?:方案|选项)\s*(?P<named>[一二三四五六七八]|[A-Ha-h1-8])"
    r"\s*[：:.．、]|(?P<bare>[A-H])\s*[.．、：:](?!\d))"
)
# The word that opens each of two or more options said without labels (`要么 …，要么 …`).
EITHER_OR = re.compile(r"(?:^|(?<=[：:；;。，,\s—]))要么")
# Options counted in words (`一是…；二是…`, `其一…其二…`, `第一种…第二种…`): options only after
# words that offer them as such (OFFERED); else the count lists edits asked together
# (`两处要改：一是…；二是…`).
COUNTED_OPTION = re.compile(
    r"(?:^|(?<=[：:；;。，,\s—]))(?:[一二三四]是|其[一二三四](?:是)?|第[一二三四]种(?:是|做法|放法|写法)?)[，,：:]?"
)
OFFERED = re.compile(
    r"[两二三]种[^，,；;。：:]{0,6}(?:都|均|皆)(?:行|可)|[两二三]选一|[两二三]种(?:方案|选择)|择一"
)
LABEL_LETTERS = {
    **{c: "abcdefgh"[i] for i, c in enumerate("一二三四五六七八")},
    **{c: "abcdefgh"[i] for i, c in enumerate("12345678")},
    **{c: c.lower() for c in "ABCDEFGHabcdefgh"},
}
# An option named right after a preference word: `推荐 (a)`, `倾向方案二`, `推荐 A`.
NAMED_OPTION = linear(
    r"\s*(?:于|用|选)?\s*(?:方案|选项)?\s*(?:[（(]\s*(?P<paren>[a-hA-H])\s*[）)]"
    r"|(?P<label>[A-H一二三四五六七八](?![A-Za-z0-9]))|(?<=方案)(?P<digit>[1-8])"
    # `倾向第二种`: an option counted (COUNTED_OPTION).
    r"|第(?P<nth>[一二三四])种)"
)


# `条目 2、条目 3`, `条目 2 和 3`, `增量 1、4`: several items named at once.
ITEM_LIST = re.compile(
    r"(条目|增量)\s*(\d+)((?:\s*(?:、|和|与|及|,|，|/|／)\s*(?:(?:条目|增量)\s*)?\d+)*)"
)
# `条目 1–3`, `条目 2 至 4`: every item from the first to the last (a short run only).
ITEM_RANGE = re.compile(r"(条目|增量)\s*(\d+)\s*(?:[–—\-~～]|至|到)\s*(?:(?:条目|增量)\s*)?(\d+)")
LONGEST_RANGE = 20


def spelt_out_range(match: re.Match[str]) -> str:
    first, last = int(match.group(2)), int(match.group(3))
    if not first < last <= first + LONGEST_RANGE:
        return match.group(0)
    return f"{match.group(1)} " + "、".join(str(n) for n in range(first, last + 1))


def untagged(text: str, lexicon: Lexicon, *, cut: bool = False) -> str:
    """The text with its item tags in parentheses (`（条目 3）`, `(Item 2)`) blanked, or cut
    out: they name the item, they are no words of the request (nor its `条目` a verb)."""
    if "(" not in text and "（" not in text:
        return text
    drop = "" if cut else blanked
    if "条目" in text or "增量" in text:
        text = ITEM_TAG.sub(drop, text)
    return lexicon.item_tag_aside.sub(drop, text)


def lead_words(text: str) -> str:
    """A question's leads as the KB writes them, inside its own `（线索：…）`: without the
    brief's references to its items (`条目 1 的 HydraKV` → HydraKV), quotes or a full stop,
    an id aside after a comma (`VidPrune（arXiv:…）` → `VidPrune，arXiv:…`), and never a
    bracket opened or closed outside them."""
    words = ITEM_REFERENCE.sub("", ITEM_TAG.sub("", text))
    words = words.strip().strip('"“”「」『』：:。. ').strip()
    while re.fullmatch(r"[（(][^（）()]*[）)]", words):
        words = words[1:-1].strip()
    words = LEAD_ID_ASIDE.sub(r"，\1", words)
    if words.count("（") + words.count("(") != words.count("）") + words.count(")"):
        words = words.strip("（）() ")
    return words


def tagged_numbers(text: str, lexicon: Lexicon) -> list[int]:
    """The item numbers a text's English tags name (`Item 2 and 3`, `Items 2, 4`), in order."""
    numbers: list[int] = []
    for tags in lexicon.item_tag_list.finditer(text):
        for number in map(int, re.findall(r"\d+", tags.group(0))):
            numbers += [] if number in numbers else [number]
    return numbers


def listed_keys(text: str) -> list[str]:
    """The item keys a text's tags name (`条目 2、条目 3` → 条目 2, 条目 3; `条目 1–3` → 条目 1,
    条目 2, 条目 3; `条目 1 / 2 / 3`), in order."""
    keys: list[str] = []
    text = ITEM_RANGE.sub(spelt_out_range, text) if "条目" in text or "增量" in text else text
    for mention in ITEM_LIST.finditer(text):
        for number in re.findall(r"\d+", mention.group(2) + mention.group(3)):
            key = f"{mention.group(1)} {number}"
            if key not in keys:
                keys.append(key)
    return keys


@dataclass(slots=True)
class Caveat:
    label: str
    text: str


@dataclass(slots=True)
class Draft:
    """One reading of one clause (or several clauses merged into one action)."""

    kind: ActionKind
    lines: set[int]
    item: Item | None
    target: SectionRef | None
    request: str
    source: SectionRef | None = None  # a move's section of the entry (target: where it goes)
    clause: str = ""
    placement: str = "end"
    phrase: str = ""
    source_ids: list[str] = field(default_factory=list)
    source_urls: list[str] = field(default_factory=list)  # a source given as a link
    old_value: str = ""
    new_value: str = ""
    pairs: list[tuple[str, str]] = field(default_factory=list)
    subject: str = ""
    column: str = ""  # a replace of the subject row's cell under this column (`状态改为稳定`)
    # `关闭 Q2：…`: the question `subject` names closed, new_value its reason (Action).
    closes_question: bool = False
    closed_as: str = ""
    anchor: str = ""
    # An append to the section's paragraph by its place (`第一段末尾`): 1 the first, 2 the
    # second…, -1 the last; 0: none named so.
    paragraph: int = 0
    choice: str = ""
    group: str = ""
    label: str = ""
    # `补一条"X"` with no noun after the quote (`小注`, `条目`): X is the line itself where the
    # neighbours are lines without names, else the entry's label.
    label_alone: bool = False
    given_title: str = ""  # the title the brief gives the new entry (`标题用"…"`)
    # The new entry is a glossary term the request names by its noun (`新增术语 X：…`): the
    # given title is the term, the words dictated its definition.
    term: bool = False
    short: bool = False
    only_text: str = ""
    statement: str = ""  # the quoted words that are the whole new line (`加一行趋势"…"`)
    changelog: bool = False  # that line is a dated line of the document's changelog
    row: tuple[str, ...] = ()  # a table row given cell by cell (`一行：| X | … |`)
    entry_name: str = ""  # the name the clause gives the new entry (`新增一条 MemoryHop 条目`)
    titled: bool = False  # its label is the name it quotes (`新增一条「X」`, not `一条"X"小注`)
    caveats: list[Caveat] = field(default_factory=list)
    extra_sources: list[str] = field(default_factory=list)
    # The author-year key the brief says a new entry cites by (`引用写作 [Zeng 2024]`).
    cited_as: str = ""
    reason: str = ""
    from_closing: bool = False
    siblings: list[str] = field(default_factory=list)
    # A new entry's place in words kbpatch does not write (`排在 X 那条前面`, `放在最前`):
    # reported with them, never placed elsewhere.
    position: str = ""
    # Another line's reading of this entry that says another place in the same section
    # (`after B` beside `after A`): the two are reported, never settled by a guess.
    torn_place: Draft | None = None
    # Constraints: the kinds they forbid (empty: every edit), and how far they reach.
    forbids: frozenset[ActionKind] = frozenset()
    brief_wide: bool = False
    narrow: str = ""  # a keep of one part of a section (`第 30 条`, `Kapitsa 条目`)
    # A keep of a row or entry named by its name alone (`Canary-1B 保持不变`), and the cells of
    # it the keep names (`DROID 规模保持不变` → 规模): an edit of another row or cell stands.
    kept_row: str = ""
    kept_cells: tuple[str, ...] = ()
    # A refusal said of things it names first (`CARL / UARL 要不要单列词条…，本轮先不加`): it
    # holds only an edit whose words name one of them.
    held_names: list[str] = field(default_factory=list)
    # A refusal said of figures it names before its negation (`冬季 71% 与满员率 63% 先不加`):
    # it holds only an edit that would write one of them.
    held_values: list[str] = field(default_factory=list)
    # A keep said of lines it names by their labels (`Q-09 不要关`, `H-02 不动`): it holds only
    # an edit that names one of them outside the words it writes.
    held_labels: list[str] = field(default_factory=list)
    # A refusal of new entries on a closing line naming one section (`2.2 第二段只把…，不新增条目`):
    # it holds new entries of that section (and those nested in it) only.
    held_in: str = ""
    # The keep's `narrow` is the section's words it quotes (`B.3 的"X"判断维持`): it holds an
    # edit of those words only.
    kept_quoted: bool = False
    # A changelog's dated heading the brief dictates with the line under it (`「### 2026-12-11」`).
    heading: str = ""
    # Kept lines this edit may stand on, for the render to tell (Action.kept_lines).
    kept_lines: list[tuple[str, str]] = field(default_factory=list)
    # A keep of a section's thing named by a few Chinese words alone (`§5.8 盈亏点本轮不动`),
    # and on an edit, the keeps of that kind it may break: the render tells (Action.kept_text).
    kept_text: str = ""
    kept_texts: list[tuple[str, str]] = field(default_factory=list)
    # A replace of the one entry `subject` names by the whole line `new_value` (`X 那条整行替换
    # 为：「…」`).
    whole_line: bool = False
    # An answer's words, written under its question in the document's form (answer_words_under).
    answer: str = ""
    # A new entry placed between two (`位置在 A 与 B 之间`): B, which must follow A (render).
    before_sibling: str = ""
    # A replace read from words put right after (before) quoted words (`在「X」之后加「Y」`):
    # X must stand as words of a line, not as an entry's whole name (render.replace_values).
    inserted: bool = False
    # A marker asked at the end of the sentence holding `anchor` (Action.sentence).
    sentence: bool = False
    sentence_at: int = 0  # the paragraph's sentence a rewrite names by place (Action.sentence_at)
    # A keep of values (`§2 的 0.3 与 2.6 均不变`): the values, which no replace may change.
    kept_values: list[str] = field(default_factory=list)
    # A caveat's keep of figures it names with no section (`2.41% 不要改`, `"占 11 个"保持不变`):
    # no replace of the item may change or write one of them.
    kept_figures: list[str] = field(default_factory=list)
    # The row or entry a kept value is named by (`A100 的 2.10 不变` → {"2.10": "A100"}): the
    # keep holds the value there only, not the same value in another row.
    kept_rows: dict[str, str] = field(default_factory=dict)
    preference: int = 0  # +1 preferred, -1 second choice, as the brief says
    pointers: bool = False  # the brief asks this and its partner to point at each other
    excepted: list[str] = field(default_factory=list)  # a keep's exceptions (`除 §1.1 外`)
    partner: str = ""  # `与条目 1 的新条目互相指引`: the other item whose new entry is the partner
    leads: str = ""
    with_section: bool = False  # a new citation names the section it supports
    named_support: str = ""  # that section as the brief names it (`〔〕内写 §6.1` → `§6.1`)
    segment_line: int = 0
    recommended: bool = True
    choice_label: str = ""  # `option 1 of 2 (a)`
    forbidden: str = ""  # the constraint that vetoes this action, in the brief's words
    forbidden_line: int = 0  # the brief line of that constraint
    votes: int = 0  # how often the closing list repeats this option without a choice
    refers_to_new: bool = False  # it points at a new entry its item makes (`指向它`)
    conditional: bool = False  # an edit asked for under a condition or as a guess: withheld
    withheld: bool = False  # an edit asked for, not this round (any not-a-request reason)
    # A keep an item's caveat refusal makes (`术语本轮不加`), shown only where its item asks an
    # edit of the kinds it refuses (Planner.caveat_refusal).
    refusal: bool = False
    # An edit kbpatch never proposes (remove, substitute, rewrite an entry): reported apart,
    # never folded into the item's edit of the same section as its reasoning.
    unproposed: bool = False
    moves: bool = False  # `条目 1 改放 §2.3`: the item's edit goes here instead
    points: bool = False  # `Items 3 and 4 → Chapter 3`: only an arrow to the section, no edit
    # `B.2：补 HiFloat8（条目 1）`: a closing line naming an entry alone, with a word of adding
    # if any: the name of the item's new entry said again (reading.actions.pointed_again).
    restated: str = ""
    # `条目 2 与条目 3 合并为一条，放 §2.2`: the closing list asks something else of the item
    # than its own suggestion says, and what is not read: none of its edits is proposed.
    withholds_item: bool = False
    withholds_why: str = ""  # what the closing list asks of the item instead, in words
    # `…新增一条 X，放在最后`: the section's end said in a clause of its own (places_differ).
    end_said: bool = False
    # `按 §2.2 现有格式新增`: "edit", an edit of its model section unless the item places it
    # elsewhere; `体例同 §1.2 已有两条`: "remark", the form of an edit, read with the plan.
    form_model: str = ""
    # A new citation or question whose clause names no list (`另补一条引用`): it goes to the
    # document's list of that kind, and merges with the item's edit that names the list.
    list_unnamed: bool = False
    # A request not understood: the edit it asks for (`X 那块新增一条 Y`: add entry), so that
    # what depends on that edit (the new entry's citation) is held back with it.
    unread_kind: ActionKind | None = None
    # A request reported for where it is asked (the 关系 line): the edit it asks, which a keep
    # of the same item may answer (actions.overruled_reports); nothing depends on it.
    reported_kind: ActionKind | None = None

    @property
    def item_key(self) -> str:
        return self.item.key if self.item else ""

    @property
    def target_key(self) -> str:
        return self.target.key if self.target else ""

    @property
    def gives_words(self) -> bool:
        """Whether the brief gives the new line's words itself (a quoted statement, the only
        text, a row cell by cell, a changelog's dated line), not the item's 要点."""
        return bool(self.statement or self.only_text or self.row or self.changelog)

    def another(self, phrase: str) -> Draft:
        """This reading once more for another thing the same words ask (the second of two
        quoted questions), with lists and sets of its own."""
        copy = replace(self, phrase=phrase)
        for each in fields(self):
            value = getattr(self, each.name)
            if isinstance(value, (list, set)):
                setattr(copy, each.name, type(value)(value))
        return copy

    def absorb(self, other: Draft) -> None:
        """Take in a repeat of this action (the closing list often says it again)."""
        self.lines |= other.lines
        if (
            self.kind is ActionKind.CONSTRAINT
            and self.reason.startswith("the brief asks only")
            and other.reason.startswith("the brief says")
        ):
            self.reason, self.clause = other.reason, other.clause  # the brief's own words
        self.phrase = self.phrase or other.phrase
        self.source_ids += [i for i in other.source_ids if i not in self.source_ids]
        self.source_urls += [u for u in other.source_urls if u not in self.source_urls]
        self.titled = self.titled if self.label else other.titled
        self.label_alone = self.label_alone if self.label else other.label_alone
        self.label = self.label or other.label
        self.given_title = self.given_title or other.given_title
        self.term = self.term or other.term
        self.short = self.short or other.short
        self.only_text = self.only_text or other.only_text
        self.statement = self.statement or other.statement
        self.changelog = self.changelog or other.changelog
        self.row = self.row or other.row
        self.entry_name = self.entry_name or other.entry_name
        self.caveats += other.caveats
        self.extra_sources += [s for s in other.extra_sources if s not in self.extra_sources]
        if other.placement != "end":
            self.placement = other.placement
        if self.target and other.target and other.target.part and not self.target.part:
            self.target = other.target
        if not (self.pairs or (self.old_value and self.new_value)):
            # A change whose values are given keeps them: a repeat in short (`Q1 状态改为部分
            # 回答` beside `由「开放」改为「部分回答：…」`) adds no cell to write, and no subject
            # in its own words (`§2.3 helicopter 2–3 倍 → 3–4 倍` beside `§2.3 第一段：…`).
            self.old_value = self.old_value or other.old_value
            self.new_value = self.new_value or other.new_value
            self.pairs = self.pairs or other.pairs
            self.column = self.column or other.column
            self.subject = self.subject or other.subject
        elif other.subject and other.subject.casefold() in self.request.casefold():
            # `section 1.6, Rapid-MLX row: "857⭐" → "912⭐"` said again as `Rapid-MLX 一行…`: the
            # row the item's own words name, read from the repeat.
            self.subject = self.subject or other.subject
        self.anchor = self.anchor or other.anchor
        self.paragraph = self.paragraph or other.paragraph
        self.siblings = self.siblings or other.siblings
        self.position = self.position or other.position
        self.preference = self.preference or other.preference
        self.pointers = self.pointers or other.pointers
        self.partner = self.partner or other.partner
        self.leads = self.leads or other.leads
        self.with_section = self.with_section or other.with_section
        self.named_support = self.named_support or other.named_support
        self.refers_to_new = self.refers_to_new or other.refers_to_new


def own_sentence(text: str, clause: str) -> str:
    """The sentence of `text`, to its full stop, that holds `clause` (all of `text` where it
    holds no such words). Parts apart by `；` are one sentence here: `1.1 节 X 那行，…；定位一栏
    「Y」末尾加…` names its section once for both."""
    words = clause.strip()
    return next((s for s in split_outside_quotes(text, FULL_STOP) if words in s), text)


# An entry's whole line quoted: its list marker first (`「- X：…」`), or its term in Latin
# letters and its colon (`「**CfD**：…」`, read with its bold away).
QUOTED_ENTRY_LINE = re.compile(
    r"[「“\"『`][ \t]*(?:[-*+][ \t]+\S|(?:\*\*)?[A-Za-z][\w.+/-]{0,30}(?:\*\*)?[：:])"
)
# A reference's whole line quoted, its label first: `「[R13] …」`, `` `- [19] …` ``, `「[^4]: …」`.
QUOTED_REFERENCE_LINE = re.compile(
    r"[「“\"『`][ \t]*(?:[-*+][ \t]+)?(?:\[(?:\^[\w-]{1,20}|(?:[A-Za-z]{1,4}-?)?\d{1,3})\]"
    # Or in author-year form, its first author's surname and initial first: `「Ren, G. 等 (2026)…`.
    r"|[A-Z][A-Za-z'’\-]{1,30},[ \t]?[A-Z]\.)"
)
# A full stop, or a quote that ends its sentence with one (`…加一条：「- X。」术语部分增补…`).
FULL_STOP = re.compile(r"。|(?<=[。！？][”\"」』])(?=[^\s，,；;。、：:）)])")
# A ban of writing into a place: `不要写进`, `勿写入`, `别放进`.
WRITE_INTO = re.compile(r"(?:写|放|加|列)(?:进|入|到)")
# A sentence's subject before its `的` (`遮阳构筑物的造价…`): a name of two to eight characters.
SUBJECT_BEFORE_OF = re.compile(r"\s*(?P<subject>[^\s的，,；;。：:「」“”\"]{2,8})的")
# What points back rather than names: `这个系数`, `该数字`, `其结论`.
POINTER_WORD = re.compile(r"[这那该此本其它]")
# A list's number or mark before a line's words: `2. `, `- `, `① `.
LIST_MARK_LEAD = re.compile(r"^\s*(?:\d{1,2}[.、)）]|[-*+•]|[①-⑩])\s*")
# A row named right after its table (`表 2-1 北京行`, `表 2-1 的 北京 一行`).
ROW_AFTER_PLACE = re.compile(
    r"\s*(?:的\s*)?(?P<row>[^\s，,；;。的「」“”\"]{1,20}?)\s*(?:这|那)?一?行"
)
# Things named side by side (`CARL / UARL`, `A、B`, `A 与 B`): each its own name.
NAMES_APART = re.compile(r"\s*[/／、]\s*|\s+(?:和|与|及|或)\s+")
# A thing's name as a brief writes it: Latin letters or digits (`CARL`, `IEC 61215`), or quoted.
NAMED_THING = re.compile(
    r"(?P<name>[A-Za-z][\w.+-]*(?: [\w.+-]+){0,3})"
    r"|[「“\"『](?P<quoted>[^「」“”\"『』]{1,20})[」”\"』]"
)


@dataclass(frozen=True, slots=True)
class Place:
    """Where a clause stands: its words, its line of the brief, the item and option it
    belongs to."""

    clause: str
    segment: Segment
    item: Item | None
    choice: str
    group: str
    from_closing: bool

    def make(self, kind: ActionKind, target: SectionRef | None, reason: str = "") -> Draft:
        return Draft(
            kind=kind,
            lines={self.segment.line},
            item=self.item,
            target=target,
            request=self.segment.text,
            clause=self.clause.strip(),
            choice=self.choice,
            group=self.group,
            reason=reason,
            from_closing=self.from_closing,
            segment_line=self.segment.line,
        )

    def withheld(
        self, target: SectionRef | None, not_now: str, kind: ActionKind, said: str = ""
    ) -> Draft:
        """A request of `kind` put off or held (`not_now` says why): reported with its words
        (`said`, else the clause's), and what depends on it (its citation) held with it."""
        words = shortened((said or self.clause).strip(), 60)
        draft = self.make(
            ActionKind.NOT_UNDERSTOOD,
            target,
            f"{not_now}: 「{words}」 asks no edit this round; check by hand",
        )
        draft.conditional = not_now.startswith(CONDITIONAL_REASONS)
        draft.withheld = True
        draft.unread_kind = kind
        return draft

    def check_by_hand(self, target: SectionRef | None, why: str) -> Draft:
        """Not understood: why, with the clause's words, for a person to read."""
        said = shortened(self.clause.strip(), 60)
        return self.make(ActionKind.NOT_UNDERSTOOD, target, f"{why}: 「{said}」; check by hand")


@dataclass(slots=True)
class Ref:
    ref: SectionRef
    start: int
    end: int
    joiner: str  # the words between the previous ref and this one
    elsewhere: bool  # the clause names another document for it: a hand-over

    @classmethod
    def at(
        cls, ref: SectionRef, start: int, end: int, joiner: str, lexicon: Lexicon, topic: str
    ) -> Ref:
        """A reference after `joiner`: a document word there makes it another document's."""
        return cls(ref, start, end, joiner, other_document(joiner, lexicon, topic))


def part_ref(
    clause: str,
    key: str,
    raw: str,
    match: re.Match[str],
    joiner: str,
    lexicon: Lexicon,
    topic: str,
    start: int | None = None,
) -> Ref:
    """The reference a match names (from `start`, if given), with the quoted part named
    right after it, if any."""
    part = part_of(clause, match.end(), lexicon)
    ref = section_ref(key, raw, (part.group("part") or part.group("latin")).strip() if part else "")
    end = match.end() + (part.end() if part else 0)
    return Ref.at(ref, match.start() if start is None else start, end, joiner, lexicon, topic)


def part_of(clause: str, end: int, lexicon: Lexicon) -> re.Match[str] | None:
    """The quoted part a section reference names right after it, if any. Not after an add
    verb: `新增 §8.1 "推理安全" 小节` names a new section and its title."""
    after = clause[end:]
    if "的" not in clause[end : end + 31] and (
        (after.lstrip()[:1] not in '"“「『' and not after[1:2].isascii())
        or lexicon.verbs["add"].search(masked_all(clause)[:end])
    ):
        return None
    return PART.match(after)


@lru_cache(maxsize=1024)
def section_ref(key: str, raw: str, part: str) -> SectionRef:
    """One model per distinct reference: a brief names the same few sections again and again,
    and a SectionRef is frozen, so sharing it is safe."""
    return SectionRef(key=key, raw=raw, part=part)


# The ends of a verb of writing that say into what (`写入`, `写进去`): a place, not words.
WRITTEN_INTO = ("入", "进", "进去", "到")
# What a keep may name with no section number before it: a quoted name, or a name with its
# section in brackets (`输出侧（第二部分）`), then at most a word for "as a whole" or a time.
KEPT_NAME = linear(
    r"\s*(?:[「『“\"](?P<quoted>[^「」『』“”\"]{1,40})[」』”\"]"
    r"|[^\s，,；;：:（()）「」]{1,12}\s*[（(](?P<ref>[^（()）]{1,16})[）)]"
    # A heading's words, then 部分 (`端侧部分`, `KV cache 卸载这部分`): not the rest of the
    # document (`其余部分`), nor a part pointed at (`这部分`, `前半部分`).
    r"|(?P<bare>(?!其余|其他|其它|剩余|余下|全部|所有|整个|整体|[这那前后上下大小一另该本此某其各每])"
    rf"[{HAN_RANGE}A-Za-z][{HAN_RANGE}A-Za-z0-9 .+-]{{1,19}}?)\s*(?:[这那]一?)?部分)"
    r"\s*(?:整体|全部|一律|整个|本轮|这轮|今晚)?\s*(?:先|暂|暂时|就)?\s*"
)
# `第 57 条〔〕…`: a numbered citation's brackets, named right after its number.
BRACKETS_AFTER = re.compile(r"\s*〔")
# `〔§5.2〕`: a citation's brackets, as the citation list writes them.
CITATION_MARK = re.compile(r"〔[^〔〕]*〕")
# A reference written out with its label first (`[9] Prasad et al. Title. arXiv:…`, `[Peng 2023]
# Title…`): the Latin words after the label, up to the first Chinese character or stop.
WRITTEN_OUT_WORDS = re.compile(
    r"\[(?:\d{1,3}|[A-Z]{1,3}-?\d+|[A-Z][^\[\]\d。，,]{0,40}?\s(?:19|20)\d{2}[a-z]?)\]\s*"
    rf"(?P<words>[A-Z][^{HAN_RANGE}\[\]。；;，\n]*)"
)
# A numbered line of a section said before what is said of it: `第 67 条〔〕`, `第 3 项`.
NUMBERED_LINE = re.compile(r"\s*" + NUMBERED.pattern + r"\s*(?:〔[^〔〕]*〕)?\s*")
# `〔〕内加注`: the whole verb before the words a citation's brackets get.
NOTE_VERB = re.compile(BRACKET_NOTE.pattern + r"[注明上入记]?")
# `〔〕内加注 §4.2`, `〔〕写 §5.7 / §6.2`: sections alone as the words a citation's brackets get.
NOTED_SECTIONS = re.compile(
    r"\s*(?:§\s*(?:\d+(?:\.\d+)*|[一二三四五六七八九十]+)(?:\s*(?:/|／|、|和|与)\s*)?)+[\s。；;]*"
)


def without_dictated_question(plain: str, lexicon: Lexicon) -> str:
    """`新增开放问题：上限从 100 降到 50 后是否仍成立？`: the words after a question verb's colon,
    up to the question mark, are the question to write, as a quote's are: a verb or a section
    among them (`降到`, `把 1.6 节的 91% 改为 95%`) asks nothing of the document: blanked. So
    are a new checklist line's (`新增一条待办：把 §4.2 的数字换成实测值`, dictated_todo)."""
    todo = dictated_todo(lexicon.place["todo"]).search(plain)
    if todo is not None:
        return plain[: todo.start("text")] + " " * (len(plain) - todo.start("text"))
    verb = lexicon.verbs["question"].search(plain)
    written = UNQUOTED_QUESTION.search(plain, verb.end()) if verb else None
    if written is None:
        return plain
    return plain[: written.start() + 1] + blanked(written)[1:]


# A verb of adding a line, as a checklist's new line is asked with it.
LINE_ADDING = r"(?:新增|增加|添加|追加|增补|补充|[增补添加列记])"


@lru_cache(maxsize=4)
def dictated_todo(nouns: re.Pattern[str]) -> re.Pattern[str]:
    """A checklist's new line asked with an add verb and its noun (lexicon place.todo), its
    words after the colon (`新增一条待办：…`, `待办加一项：…`), to the clause's end (`text`)."""
    noun = nouns.pattern
    # No two runs of white space side by side around a word that may be missing: a long run
    # would be split between them in as many ways as it is long.
    return re.compile(
        rf"(?:{LINE_ADDING}\s*(?:一\s*[条项个]\s*)?(?:新的?\s*)?(?:{noun})"
        rf"|(?:{noun})\s*(?:[里中]\s*)?{LINE_ADDING}(?:\s*一\s*[条项个])?)"
        r"\s*[：:]\s*(?P<text>[^\s\"“「『].*?)[。.]?\s*$"
    )


# `表 2`, `Table 3`: a table named by its caption's number (text.HEADING_NAME_REF).
TABLE_NUMBER = re.compile(r"(?:表|Table)\s?(?:[A-Z][-–]?)?\d")


def refs_in(clause: str, lexicon: Lexicon, topic: str) -> list[Ref]:
    """Section references in a clause, outside quotes and parentheses, not cross-references."""
    # `部分`: `「量化部署」部分` names a section as `「量化部署」一节` does.
    # `）`: `三（二）`, a chapter and its sub-section numbered in brackets.
    marks = (
        "§",
        "节",
        "第",
        "Part",
        "Chapter",
        "、",
        "附录",
        ".",
        "．",
        "章",
        "ec",
        "部分",
        "）",
        ")",
        "」表",  # `「推理框架」表`: the table of the section so named
        "」列表",  # `「组网发射记录」列表`: the section by the list it is
        "」清单",
    )
    if not any(mark in clause for mark in marks) and not TABLE_NUMBER.search(clause):
        return besides_list_ref(clause, lexicon, topic)
    plain = without_dictated_question(glosses_shown(clause, masked_all(clause), lexicon), lexicon)
    if "〔" in plain:
        # `补登第 73 条〔§5.2〕`: a section in a citation's brackets is the one it supports;
        # `第 67 条〔〕内加注 §4.2`: the sections after the note verb are its words.
        note = NOTE_VERB.search(plain)
        if note and NOTED_SECTIONS.fullmatch(ascii_numbers(plain), note.end()):
            plain = plain[: note.end()] + " " * (len(plain) - note.end())
        plain = CITATION_MARK.sub(blanked, plain)
    for written in WRITTEN_OUT_WORDS.finditer(clause):
        # `[Li 2025] Survey: From CTC to LLM Integration. arXiv:…`: a reference the brief
        # writes out; its title's words (`to LLM Integration`) name no section.
        start, end = written.span("words")
        plain = plain[:start] + " " * (end - start) + plain[end:]
    refs: list[Ref] = []
    cross = lexicon.cross_reference.search(plain)
    cross_from = cross.start() if cross else len(clause)
    previous_end = 0
    # Numbers read in ASCII (`§３．２` is §3.2), shown as the brief writes them.
    for match in numbered_refs(ascii_numbers(plain)):
        if match.start() >= cross_from:
            break
        key = section_key(ref_number(match))
        joiner = plain[previous_end : match.start()]
        raw = plain[match.start() : match.end()].strip()
        refs.append(part_ref(clause, key, raw, match, joiner, lexicon, topic))
        previous_end = match.end()
    refs = with_chapters_joined(refs)
    # A quoted part of a numbered section (`§1.1 的「X」小节`) is that section's part, not a
    # section named by its words.
    taken = [(ref.start, ref.end) for ref in refs]
    refs.extend(
        ref
        for ref in heading_name_refs(clause, plain, cross_from, lexicon, topic)
        if not any(start <= ref.start < end for start, end in taken)
        # `§1.1 引擎格局 小节`: the words after a number are that section's title.
        and not any(clause[end : ref.start].strip() == "" for _, end in taken)
    )
    refs.sort(key=lambda ref: ref.start)
    refs = refs or besides_list_ref(clause, lexicon, topic)
    placed = lexicon.document_placed.search(masked_quotes(clause), refs[0].end) if refs else None
    if placed and not (topic and topic.lower() in placed.group(0).lower()):
        # `§5.6 新增 X（写在 edge 活文档里）`: the sections are another document's.
        refs = [replace(ref, elsewhere=True) for ref in refs]
    return refs


def glosses_shown(clause: str, plain: str, lexicon: Lexicon) -> str:
    """`plain` (the clause masked) with each section that glosses the words before it in
    parentheses shown again (`Agent 类（§A.3）增补…`, `待解问题（第5章）添…`): the place the clause
    names, no aside. Not after a verb (`新增第 73 条（§2.4）并…`)."""
    for gloss in GLOSSED_SECTION.finditer(masked_quotes(clause)):
        ref = gloss.group("ref")
        # A list's name or a noun (`待解问题（第5章）`, `条目`) is no verb.
        head = QUESTION_LIST_NAME.sub(blanked, lexicon.nouns.sub(blanked, gloss.group("head")))
        if SECTION_REF.fullmatch(ref.strip()) and not any(
            verb.search(head) for verb in lexicon.verbs.values()
        ):
            plain = plain[: gloss.start("ref")] + ref + plain[gloss.end("ref") :]
    return plain


# Between a chapter and its section in a heading path: the chapter's title words, an arrow.
HEADING_PATH_STEP = re.compile(rf"[^，,；;。]*{ARROW}\s*")


def with_chapters_joined(refs: list[Ref]) -> list[Ref]:
    """`第五章 §5.9`, `第六章的 6.2 节`, `第 2 章里 2.1`: a chapter said right before one of its own
    sections names where that section is, not a second place; the two are one reference. So does a
    heading path from a chapter to its section (`二、服务化 → 2.2`)."""
    joined: list[Ref] = []
    for ref in refs:
        chapter = joined[-1] if joined else None
        if (
            chapter is not None
            and not chapter.ref.part
            and (
                ref.joiner.strip() in ("", "的", "里", "中")
                or HEADING_PATH_STEP.fullmatch(ref.joiner)
            )
            and ref.ref.key.startswith(chapter.ref.key + ".")
        ):
            joined[-1] = Ref(ref.ref, chapter.start, ref.end, chapter.joiner, chapter.elsewhere)
            continue
        joined.append(ref)
    return joined


@dataclass(frozen=True, slots=True)
class LabelledHeading:
    """A heading of the document that writes a label before its words (kb.labelled_headings):
    its key where no other heading has it (else ""), its parent's text, its own."""

    key: str
    parent: str
    text: str


@lru_cache(maxsize=4)
def labelled_headings(sections: frozenset[str]) -> dict[str, list[LabelledHeading]]:
    """The document's labelled headings by their first two compared characters
    (heading_text_key): where a brief's text may start one, looked up once per place."""
    found: dict[str, list[LabelledHeading]] = {}
    for entry in sections:
        if entry.startswith(HEADING_ENTRY):
            heading = LabelledHeading(*entry[1:].split(HEADING_ENTRY_PARTS))
            found.setdefault(heading_text_key(heading.text)[:2], []).append(heading)
    return found


# What may stand before a heading's text that a brief writes: a word of place (`在（一）…`,
# `归入B. 优化器`), else no letter, digit or mark of a number (`§`, `第`: a reference already).
HEADING_TEXT_LEAD = frozenset("在于往给把入进到至归放的与和及或自从")
# Between a chapter's text and its section's: spaces, `的`, a slash or an arrow.
HEADING_TEXT_JOINS = " \t\u3000的/／→>›"
HEADING_TEXT_JOIN = re.compile(f"[{HEADING_TEXT_JOINS}]*")
TITLE_MARKS = re.compile(r"《[^《》]*》")


@dataclass(slots=True)
class HeadingText:
    start: int
    end: int
    key: str  # heading_text_key of the words
    headings: list[LabelledHeading]


def heading_texts(text: str, sections: frozenset[str]) -> list[HeadingText]:
    """The places where `text` writes a labelled heading's whole text (its label and words,
    marks and spaces aside: `B.优化器`, `1 数学与推理`), the longest at each place, outside
    quotes, titles (`《…》`) and asides."""
    index = labelled_headings(sections)
    if not index:
        return []
    chars = text_positions(text)
    compared = "".join(char for char, _ in chars)
    aside = [*quoted_spans(text), *(m.span() for m in TITLE_MARKS.finditer(text))]
    parens = paren_spans(text)
    found: list[HeadingText] = []
    at = 0
    while at < len(compared) - 1:
        candidates = [
            (key, h)
            for h in index.get(compared[at : at + 2], ())
            if compared.startswith(key := heading_text_key(h.text), at)
        ]
        longest = max((len(key) for key, _ in candidates), default=0)
        start = chars[at][1]
        end = chars[at + longest - 1][1] + 1
        if (
            not longest
            # A character the text writes as several (`Ⅲ`) is matched whole or not at all.
            or (at + longest < len(chars) and chars[at + longest][1] == end - 1)
            or not stands_apart(text, start, end, found[-1].end if found else -1)
            or any(a <= start < b for a, b in aside)
            or any(a < start and end <= b for a, b in parens)
        ):
            at += 1
            continue
        key = compared[at : at + longest]
        found.append(HeadingText(start, end, key, [h for k, h in candidates if k == key]))
        at += longest
    return found


def stands_apart(text: str, start: int, end: int, previous_end: int) -> bool:
    """Whether text[start:end] is no part of a word or number: after a space, a mark, a word
    of place (HEADING_TEXT_LEAD) or a heading's text right before (`四、量化部署（一）权重量化`),
    not after `§`, `第` or a letter; not running on into a Latin word or number."""
    before = text[start - 1] if start else " "
    after = text[end] if end < len(text) else " "
    glued = (before.isalnum() or before in "§.．") and before not in HEADING_TEXT_LEAD
    if glued and start != previous_end:
        return False
    last = text[end - 1]
    return not (last.isascii() and last.isalnum() and after.isascii() and after.isalnum())


def headings_named(text: str, sections: frozenset[str]) -> str:
    """The text with each labelled heading's whole text it writes (`（一）通用引擎`, `B. 优化器`,
    `1 | 数学与推理`), or a chapter's text right before its section's (`三、KV 缓存 （一）分页与
    复用`, `1 | 数学与推理 的 1.1 基准一览`), written as a reference: `§1.1 基准一览` where the
    key is that heading's alone, else the brief's words as a heading's, `「三、KV 缓存 （一）分页与
    复用」一节`, which locate.named_heading finds (two headings of those words: unresolved, never
    a guess). Words without their label (`优化器`) name nothing here; a heading a reference
    already names (`§1.1 基准一览`, `七、引用列表`, `§三 （一）分页与复用`: its part) is left as
    written."""
    found = heading_texts(text, sections)
    pieces: list[str] = []
    done = 0
    index = 0
    while index < len(found):
        first = found[index]
        last, headings = first, first.headings
        if index + 1 < len(found) and HEADING_TEXT_JOIN.fullmatch(
            text, first.end, found[index + 1].start
        ):
            # The next heading's text right after: its section under this one, or one that
            # is not under it (`三、KV 缓存 （一）通用引擎`, `（一）` being under 一、), which the
            # path names as written, to be found nowhere; only its sibling (`一、… 二、…`) is
            # a reference of its own.
            child = found[index + 1]
            parents = {heading_text_key(h.parent) for h in first.headings}
            if not any(heading_text_key(h.parent) in parents for h in child.headings):
                last = child
                headings = [h for h in child.headings if heading_text_key(h.parent) == first.key]
        index += 2 if last is not first else 1
        read = SECTION_REF.match(ascii_numbers(text), last.start)
        if (
            read is not None
            and len(headings) == 1
            and section_key(ref_number(read)) == headings[0].key
        ) or (last is first and reference_before(text[: first.start])):
            continue
        # A sub-section numbered in brackets (`（一）检索与排序`) keeps the brief's words: its
        # number is only its place under its chapter (locate.restarted_numbers).
        if len(headings) == 1 and headings[0].key and not BRACKETED_LABEL.match(headings[0].text):
            label = HEADING_LABEL.match(headings[0].text)
            words = headings[0].text[label.end() :] if label else headings[0].text
            shown = headings[0].key.removeprefix("appendix-").upper()
            written = f"§{shown} {words}"
        else:
            # The brief's own words, as the report shows them (items.in_brief_words): the
            # chapter's and the section's text, found together by locate.named_heading.
            named = " ".join(
                text[h.start : h.end].strip()
                for h in {first.start: first, last.start: last}.values()
            )
            # HEADING_NAME_REF reads a quoted name of 40 characters at most.
            if len(named) > 40 or any(mark in named for mark in "「」→"):
                continue
            written = f"「{named}」一节"
        pieces += [text[done : first.start], written]
        done = last.end
    return "".join(pieces) + text[done:] if pieces else text


BRACKETED_LABEL = re.compile(r"\s*[（(]")


def reference_before(text: str) -> bool:
    """Whether `text` ends with a section reference, past the words that join a chapter to
    its section (`§三 `, `第三章的 `): the heading after it is that section's part."""
    tail = ascii_numbers(text.rstrip(HEADING_TEXT_JOINS)[-24:])
    return any(m.end() == len(tail) for m in SECTION_REF.finditer(tail))


@dataclass(frozen=True, slots=True)
class NamedHeading:
    """A heading as kb.heading_records carries it to the reader: its key where no other
    heading has it (else ""), its parent's words, its text and words (anchors aside), its ids."""

    key: str
    parent: str
    text: str
    words: str
    ids: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class HeadingNames:
    """The document's headings as places_named looks them up (made once per document): by
    their words, by their label and words (labelled ones), by their ids (heading_text_key as
    the key of words), and the names an unlabelled heading written `附：X` goes by (all its
    words, X) where no other heading has those words."""

    by_words: dict[str, list[NamedHeading]]
    by_text: dict[str, list[NamedHeading]]
    by_id: dict[str, list[NamedHeading]]
    colon_names: tuple[tuple[str, NamedHeading], ...]
    # The keys of by_words by their first two characters: where a brief's bare words may
    # start a heading's (bare_titles), looked up once per place.
    by_start: dict[str, list[str]]


@lru_cache(maxsize=4)
def heading_names(sections: frozenset[str]) -> HeadingNames | None:
    found = []
    for entry in sections:
        if entry.startswith(HEADING_RECORD):
            key, parent, text, words, ids = entry[1:].split(HEADING_ENTRY_PARTS)
            found.append(NamedHeading(key, parent, text, words, tuple(ids.split())))
    if not found:
        return None
    names = HeadingNames({}, {}, {}, (), {})
    colon_names = []
    for heading in sorted(found, key=lambda h: (h.text, h.parent, h.key)):
        names.by_words.setdefault(heading_text_key(heading.words), []).append(heading)
        if HEADING_LABEL.match(heading.text):
            names.by_text.setdefault(heading_text_key(heading.text), []).append(heading)
        elif COLON.search(heading.words):
            after = COLON.split(heading.words, maxsplit=1)[1].strip()
            colon_names += [(name, heading) for name in dict.fromkeys((heading.words, after))]
        for name in heading.ids:
            names.by_id.setdefault(name, []).append(heading)
    # A name two headings go by (`附：术语表`, `附录：术语表`) names neither.
    said = Counter(heading_text_key(name) for name, _ in colon_names)
    unique = tuple(
        (name, heading)
        for name, heading in colon_names
        if len(key := heading_text_key(name)) >= 2
        and said[key] == 1
        and all(h is heading for h in names.by_words.get(key, []))
    )
    for key in names.by_words:
        if len(key) >= 2:
            names.by_start.setdefault(key[:2], []).append(key)
    return replace(names, colon_names=unique)


def reference_to(heading: NamedHeading, names: HeadingNames) -> str | None:
    """How the reader writes `heading` as a reference: `§2.3.1` by its own key, else its words
    in 「」 before `一节` when no other heading has those words; else None (not named)."""
    if heading.key:
        return f"§{heading.key.removeprefix('appendix-').upper()} "
    same = names.by_words.get(heading_text_key(heading.words), [])
    if len(same) == 1 and heading.words and len(heading.words) <= 40 and "「" not in heading.words:
        return f"「{heading.words}」一节"
    return None


# Where a place named by words may start: a clause's start, a mark, or a word of place; or
# after a quote that ends its sentence (`…加一条：「- X。」术语部分增补：…`, text.SENTENCE_SPLIT).
PLACE_START = (
    r"(?:^|(?<=[\s，,；;：:。、（(【\[|>])|(?<=[在于往给把入进到至归放])|(?<=[。！？][」』”\"]))"
)
# What a number is a count or a measure of, not a section's (`节 3 个`, `under 2.5 ms`).
COUNTED = (
    r"[条个项倍%％×]|行|页|次|[KMGT]?B\b|ms\b|s\b|x\b|分钟|小时|天|周|月|年"
    r"|(?i:sec|seconds?|hours?|h\b|mins?|minutes?|days?|weeks?|months?|years?|tokens?|tok\b"
    r"|points?|pts?\b|pp\b|times\b)"
)
ANY_QUOTE = re.compile(r"(?P<open>[\"“「『])(?P<inner>[^\"“”「」『』\n]{1,60})[\"”」』]")
ANCHOR_REF = re.compile(
    r"(?<![A-Za-z0-9_/#&)\]\(])#(?P<id>[A-Za-z0-9_][A-Za-z0-9_\-]*)(?![A-Za-z0-9_\-])"
)
CHAPTER_JOIN = re.compile(r"\s*的\s*$")
# How far before a quote its place or chapter words are looked for (a chapter's words are at
# most 40 characters, as HEADING_NAME_REF reads a name).
NEAR = 48
COLON_GAP = re.compile(r"\s*(?:[：:]\s*)?")


@dataclass(frozen=True, slots=True)
class PlaceWords:
    """The lexicon's words of places (`place.number_nouns`, `into`, `section_nouns`,
    `inside`, `put`) as the patterns places_named reads with."""

    numbered: re.Pattern[str]  # `节 2.3.1`, `章 3`
    counted: re.Pattern[str]  # `B 部分第 3 小节`
    into_number: re.Pattern[str]  # `under 2.3.1`
    noun: re.Pattern[str]  # `一节`, `小节`, `section` right after a name
    inside: re.Pattern[str]  # `下`, `里`, `表` right after a name
    placed: re.Pattern[str]  # a verb or word that puts into what follows: `放在`, `under`


@lru_cache(maxsize=8)
def place_words(
    nouns: str, into: str, section_nouns: str, inside: str, put: str, parts: str
) -> PlaceWords:
    number = rf"\d{{1,2}}(?:\.\d{{1,2}}){{0,3}}|{CN_NUMBER}"
    return PlaceWords(
        numbered=re.compile(
            rf"{PLACE_START}(?:{nouns})\s*(?P<num>{number})(?![\d.]*\d)(?!\s*(?:{COUNTED}))"
        ),
        counted=re.compile(
            rf"{PLACE_START}(?P<part>[A-Z]|\d{{1,2}}|{CN_NUMBER})\s*(?:{parts})\s*的?\s*"
            rf"第\s*(?P<num>\d{{1,2}}|{CN_NUMBER})\s*(?:{nouns})(?!点)"
        ),
        into_number=re.compile(
            rf"(?:{into})\s+(?P<num>\d{{1,2}}(?:\.\d{{1,2}}){{1,3}})(?![\d.]*\d)"
            rf"(?!\s*(?:{COUNTED}|→|->|=>|⇒))"
        ),
        noun=re.compile(rf"\s*(?:{section_nouns})", re.I),
        inside=re.compile(rf"\s*(?:{inside})"),
        placed=re.compile(rf"(?:{put}|在|于|(?:{into})\s)\s*$", re.I),
    )


def places_named(text: str, sections: frozenset[str], lexicon: Lexicon) -> str:
    """The text with each section it names otherwise than by `§` and its number written as a
    reference the reader reads (`§2.3.1`, `「附：术语表」一节`), where the words name exactly one
    of the document's headings: a number after its noun (`节 2.3.1`, `章 3`) or an English word
    of placing (`under 2.3.1`); a heading's anchor (`#judge`); a heading's label and words
    quoted (`放在"2.3.1 通信重叠"下`, `under "Communication overlap"`), or its words quoted
    after its chapter's (`数学与推理的「基准一览」表`); an unlabelled heading's words after its
    colon (`## 附：术语表`) at a clause's start, before a section noun, a word of place or a
    verb (`术语表 新增一行…`). Anything else, or words that name several headings, stays as
    written (a quote of one heading's words in other marks is read as 「」: `"X"一节`)."""
    names = heading_names(sections)
    if names is None:
        return text
    place = lexicon.place
    words = place_words(
        *(
            place[k].pattern
            for k in ("number_nouns", "into", "section_nouns", "inside", "put", "part_nouns")
        )
    )
    # (Words dictated otherwise than quoted are given as they are: `补一条：- X：运营里程…`
    # names no heading 运营.)
    quoted = given_spans(text)
    numbers = ascii_numbers(text)
    edits: list[tuple[int, int, str]] = []
    for pattern in (words.numbered, words.into_number):
        for match in pattern.finditer(numbers):
            if section_key(match.group("num")) in sections and not in_spans(match.start(), quoted):
                # `节 2.3.1` → `§2.3.1`; `under 2.3.1` → `under §2.3.1`.
                lead = match.start() if pattern is words.numbered else match.start("num")
                edits.append((lead, match.start("num"), "§"))
    for match in words.counted.finditer(numbers):
        # `B 部分第 3 小节` → `§B.3`: the part's third section, as the document numbers it.
        key = section_key(f"{match.group('part')}.{section_key(match.group('num'))}")
        if key in sections and not in_spans(match.start(), quoted):
            shown = key.removeprefix("appendix-").upper()
            edits.append((match.start("part"), match.end(), f"§{shown} "))
    for match in ANCHOR_REF.finditer(text):
        found = names.by_id.get(match.group("id"), [])
        written = reference_to(found[0], names) if len(found) == 1 else None
        if written and not in_spans(match.start(), quoted):
            noun = words.noun.match(text, match.end())
            edits.append((match.start(), noun.end() if noun else match.end(), written))
    edits += quoted_places(text, names, words)
    edits += marked_titles(text, names, lexicon, quoted)
    edits += colon_titles(text, names, words, lexicon, quoted)
    edits += bare_titles(text, names, words, lexicon, quoted)
    pieces: list[str] = []
    done = 0
    for start, end, written in sorted(edits):
        if start >= done:
            pieces += [text[done:start], written]
            done = end
    return "".join(pieces) + text[done:] if pieces else text


def in_spans(at: int, spans: list[tuple[int, int]]) -> bool:
    return any(start <= at < end for start, end in spans)


def quoted_places(text: str, names: HeadingNames, words: PlaceWords) -> list[tuple[int, int, str]]:
    """The edits that write as references the quotes naming a heading in a place (places_named):
    a quote followed by a section noun or a word of place, or after a verb that puts."""
    edits = []
    for quote in ANY_QUOTE.finditer(text):
        noun = words.noun.match(text, quote.end())
        inside = words.inside.match(text, quote.end())
        # Only the words right before a quote may place it or name its chapter: a window,
        # so that a long line of quotes is read in linear time.
        near = max(0, quote.start() - NEAR)
        placed = words.placed.search(text, near, quote.start())
        if not (noun or inside or placed):
            continue
        key = heading_text_key(quote.group("inner"))
        labelled = names.by_text.get(key, [])
        named = labelled or names.by_words.get(key, [])
        joined = CHAPTER_JOIN.search(text, near, quote.start())
        chapters = [
            (h, at)
            for h in named
            if joined and (at := chapter_start(text, near, joined.start(), h.parent)) is not None
        ]
        start = quote.start()
        if len(chapters) == 1:
            heading, start = chapters[0]
        elif quote.group("open") == "「" and (
            noun or (inside and inside.group(0).strip() == "表" and not labelled)
        ):
            # `「一、数据」部分`, `「X」一节`, `「关键数字」表`: read as a heading's name (or a
            # table's caption) already.
            continue
        elif len(named) == 1 and (
            # Words alone before a section noun or a word of place are read in 「」 as before;
            # with their number, after a verb that puts (`放在「X」下，新增…`: the place of the
            # request after it), or before `表`, they name it here.
            labelled
            or placed
            or not (noun or inside)
            or (inside and inside.group(0).strip() == "表")
        ):
            heading = named[0]
        else:
            if named and quote.group("open") != "「" and (noun or inside):
                # `"LLM 作为评委"一节`: a heading's words in other quote marks read as in 「」.
                edits.append((quote.start(), quote.end(), f"「{quote.group('inner')}」"))
            continue
        written = reference_to(heading, names)
        if written:
            edits.append((start, noun.end() if noun else quote.end(), written))
    return edits


# `§` before a heading's words rather than its number (`§硬件与平台 不动`).
SECTION_MARK = re.compile(r"§")


def marked_titles(
    text: str, names: HeadingNames, lexicon: Lexicon, quoted: list[tuple[int, int]]
) -> list[tuple[int, int, str]]:
    """The edits that write as references a heading's whole words right after `§`
    (`§硬件与平台 不动`, `§动作表示 补一条 X`): where the headings carry no number, a writer
    marks one so; the mark says the words are a place, whatever follows them. A numbered
    reference (`§2.1 抢占`: its title after it) is read as one already; words of several
    headings, or of a list named by what it is (`§参考文献`), name nothing here."""
    edits: list[tuple[int, int, str]] = []
    numbers = ascii_numbers(text)
    for mark in SECTION_MARK.finditer(text):
        if in_spans(mark.start(), quoted) or SECTION_REF.match(numbers, mark.start()):
            continue
        window = text[mark.end() : mark.end() + NEAR]
        chars = text_positions(window)
        compared = "".join(char for char, _ in chars)
        found = [k for k in names.by_start.get(compared[:2], ()) if compared.startswith(k)]
        if not found:
            continue
        key = max(found, key=len)
        end = mark.end() + chars[len(key) - 1][1] + 1
        named = names.by_words.get(key, [])
        written = reference_to(named[0], names) if len(named) == 1 else None
        if (
            written is None
            # Not running on into a Latin word or number (`§Data2` is no heading `Data`).
            or (
                text[end - 1 : end].isascii()
                and text[end : end + 1].isascii()
                and text[end - 1 : end].isalnum()
                and text[end : end + 1].isalnum()
            )
            # A character the text writes as several (`Ⅲ`) is matched whole or not at all.
            or (len(key) < len(chars) and chars[len(key)][1] == chars[len(key) - 1][1])
            or any(lexicon.lists[kind].search(text[mark.end() : end]) for kind in LISTS_BY_WHAT)
        ):
            continue
        edits.append((mark.start(), end, written.rstrip()))
    return edits


def chapter_start(text: str, start: int, end: int, chapter: str) -> int | None:
    """Where text[start:end] ends with the words `chapter` (marks and spaces aside), set apart
    from the words before them; None when it does not."""
    wanted = heading_text_key(chapter)
    positions = text_positions(text[start:end])
    compared = "".join(char for char, _ in positions)
    if not wanted or not compared.endswith(wanted):
        return None
    at = start + positions[len(compared) - len(wanted)][1]
    lead = text[at - 1] if at else " "
    return at if not lead.isalnum() or lead in HEADING_TEXT_LEAD else None


def colon_titles(
    text: str,
    names: HeadingNames,
    words: PlaceWords,
    lexicon: Lexicon,
    quoted: list[tuple[int, int]],
) -> list[tuple[int, int, str]]:
    """The edits that write as references an unlabelled heading's words after its colon
    (`## 附：术语表` named `术语表`), or its whole words, at a clause's start before a section
    noun, a word of place or a verb (HeadingNames.colon_names: no other heading has those
    words), unless they name a list the reader knows by its words (`参考文献`)."""
    edits = []
    for name, heading in names.colon_names:
        if name not in text or any(pattern.search(name) for pattern in lexicon.lists.values()):
            continue
        for match in re.finditer(PLACE_START + re.escape(name), text):
            noun = words.noun.match(text, match.end())
            gap = COLON_GAP.match(text, match.end())
            after = gap.end() if gap else match.end()
            if in_spans(match.start(), quoted) or not (
                noun
                or words.inside.match(text, match.end())
                or any(verb.match(text, after) for verb in lexicon.verbs.values())
            ):
                continue
            written = reference_to(heading, names)
            if written:
                edits.append((match.start(), noun.end() if noun else match.end(), written))
    return edits


# Before a heading's bare words its chapter's may stand, joined by `的` (`后训练部分的偏好优化
# 小节`): they say which of two headings of those words is meant, and where the words start.
CHAPTER_OF = re.compile(r"\s*(?:(?:部分|一章|章|一节)\s*)?的\s*$")
# Or the chapter's number (`第 2 部分的`, `第二章的`, `§2 的`), set apart before it.
CHAPTER_NUMBER_BEFORE = re.compile(
    rf"(?:(?<![\w.])第\s*|§\s*)(?P<number>\d{{1,2}}|{CN_NUMBER})\s*$"
)
PLACE_AT = re.compile(PLACE_START)
LEAD_COLON = re.compile(r"\s*[：:]\s*")
PATH_STEPS = ("→", "->", ">", "›", "/", "／")
# The lists the reader names by what they are (besides_list_ref: `参考文献`, `开放问题`), never
# as a heading's words.
LISTS_BY_WHAT = ("citations", "questions")


def bare_titles(
    text: str,
    names: HeadingNames,
    words: PlaceWords,
    lexicon: Lexicon,
    quoted: list[tuple[int, int]],
) -> list[tuple[int, int, str]]:
    """The edits that write as references a heading's words written bare (`PD 拆分 小节末尾`,
    `在量化部分`, `Long context 小节`, `Trends 补一条`): set apart before them (a clause's
    start, a mark, a word of place, or their chapter's words and `的`) and followed by a place
    (bare_place_after). Only where the words name one heading (or one under the chapter
    named), the longest at each place, outside quotes and asides, and not a list the reader
    names by what it is (`参考文献`, `开放问题`)."""
    chars = text_positions(text)
    compared = "".join(char for char, _ in chars)
    aside = quoted + paren_spans(text)
    edits: list[tuple[int, int, str]] = []
    at = 0
    while at < len(compared) - 1:
        found = [
            k for k in names.by_start.get(compared[at : at + 2], ()) if compared.startswith(k, at)
        ]
        if not found:
            # No heading's words start here (most places): nothing to look for before them.
            at += 1
            continue
        key = max(found, key=len)
        start = chars[at][1]
        end = chars[at + len(key) - 1][1] + 1
        near = max(0, start - NEAR)
        joined = CHAPTER_OF.search(text, near, start)
        named = names.by_words.get(key, [])
        chapter_number = joined and CHAPTER_NUMBER_BEFORE.search(text, near, joined.start())
        written = None
        if joined and chapter_number:
            # `第 2 部分的仿真平台小节`: the chapter by its number, the heading's key under it.
            # Under a chapter that has no such section, the words name a section the document
            # lacks (reported as such), never the chapter.
            number = chinese_number(chapter_number.group("number"))
            under = [h for h in named if h.key.startswith(f"{number}.")]
            if named and not under:
                said = text[chapter_number.start() : end]
                written = f"「{said}」一节"
            named = under or named[:1]
        elif joined:
            named = [
                h for h in named if chapter_start(text, near, joined.start(), h.parent) is not None
            ]
        written = written or (reference_to(named[0], names) if len(named) == 1 else None)
        own = f"{' ' * start}{text[start:]}" if chapter_number else text
        if (
            not written
            # A character the text writes as several (`Ⅲ`) is matched whole or not at all.
            or (at + len(key) < len(chars) and chars[at + len(key)][1] == end - 1)
            or in_spans(start, aside)
            or not (joined or PLACE_AT.match(text, start))
            or not stands_apart(text, start, end, -1)
            or any(lexicon.lists[kind].search(text[start:end]) for kind in LISTS_BY_WHAT)
            # After its chapter's number and `的` the words are no section's title after its
            # reference (`§2.1 抢占`): the chapter's number is read away.
            or (place_end := bare_place_after(own, start, end, named[0], words, lexicon)) < 0
        ):
            at += 1
            continue
        lead = (
            chapter_number.start()
            if chapter_number
            else chapter_start(text, near, joined.start(), named[0].parent)
            if joined
            else None
        )
        if lead is not None:
            # `Evaluation 部分的 Metrics 小节`: the chapter's words are this reference's.
            edits = [edit for edit in edits if edit[0] < lead]
        edits.append((start if lead is None else lead, place_end, written))
        at += len(key)
    return edits


def bare_place_after(
    text: str, start: int, end: int, heading: NamedHeading, words: PlaceWords, lexicon: Lexicon
) -> int:
    """Where the reference to `heading`, whose words text[start:end] are, ends (after its
    section noun, if any), when they name a place: before a section noun, a word of place in
    it, or (an unlabelled heading's) a verb set apart by a space; else -1. Not a section's
    title after its reference (`§2.1 抢占`), nor a step of a heading path (`X → Y 小节`)."""
    after = end + len(text[end:]) - len(text[end:].lstrip())
    if reference_before(text[:start]) or text[:start].rstrip().endswith(PATH_STEPS):
        return -1
    # `新增 TileFuse 条目`: words right after an add verb are the new entry's name, no place.
    before = text[:start].rstrip()
    if any(m.end() == len(before) for m in lexicon.verbs["add"].finditer(before)):
        return -1
    if text.startswith(PATH_STEPS, after):
        return -1
    noun = words.noun.match(text, end)
    if noun:
        return noun.end()
    inside = words.inside.match(text, end)
    # `代码表 X 一行…`, `知识与推理表新增一行`: the table of the one section those words name
    # (bare_titles reads only words that name one heading); not a version table (`版本记录表
    # 追加一行 v0.4`), whose rows are about the document, no item's entry.
    table = inside is not None and inside.group(0).strip() == "表"
    if inside and not (table and lexicon.place["changelog"].search(heading.words)):
        return end
    # A labelled heading's words without their label (`B.1 优化器`) are no verb's subject; words
    # run on into a verb (`召回新增…`) may be the sentence's own, and a closing list's
    # `**X**：新增…` restates an item's request.
    # `模仿学习：补一条 X`, a closing list's line led by a heading's whole words and a colon,
    # as `§3.2：补一条 X` is led by its number: the colon sets any heading's words apart.
    lead = LEAD_COLON.match(text, end)
    led_by_words = lead is not None and not text[:start].strip(" -*•·\t")
    if lead is not None and led_by_words:
        after = lead.end()
    subject = heading.text == heading.words or led_by_words
    # Not an entry noun alone (`X 条目` names an entry, not a section).
    verbs = [m for v in lexicon.verbs.values() if (m := v.match(text, after))]
    if subject and after > end and any(not lexicon.nouns.fullmatch(m[0].strip()) for m in verbs):
        return end
    # `术语：WUE 那条末尾补「…」`: the line led by the heading's words and a colon asks, further
    # on, an edit in that section.
    if led_by_words:
        plain = masked_all(text)
        clause_end = OBJECT_END.search(plain, after)
        asked = lexicon.nouns.sub(
            blanked, plain[after : clause_end.start() if clause_end else None]
        )
        # An entry of it named, then a root of editing (`末尾补「…」` holds no whole verb until
        # its quote); a line restating an item's edit (`X：A 由 1 改为 2`) stays the item's.
        entry = ENTRY_THEN_EDIT.search(asked)
        if entry is not None and lexicon.roots.search(asked, entry.end()):
            return end
    # `硬件与平台 勿动`, `概览保持原样`: a keep of the section, its words the clause's subject;
    # a labelled heading's words too where they open the clause (`端侧推理本轮不动` of `#### 3.
    # 端侧推理`): a keep read too wide holds an edit back, it never makes one.
    opens = not CLAUSE_OPEN_BEFORE.sub("", text[:start])
    # (`时间线本轮不加条目`: a word of when before the keep.)
    when = KEEP_TIME.match(text, after)
    kept_at = when.end() if when else after
    if (subject or opens) and (
        lexicon.no_op.match(text, kept_at) or lexicon.negated.match(text, kept_at)
    ):
        return end
    # `硬件平台新增 **X** 条目`: at the line's start, the words run on into an add verb whose
    # object is a new entry (`条目`, `一条`) in its clause, as a space would set them apart.
    # Run on into any other verb (`召回新增 3 个点`) they stay the sentence's own.
    # The entry must be named: `召回新增一条（条目 1）` counts entries, it names none.
    add = lexicon.verbs["add"].match(text, end) if subject and after == end else None
    if add and lexicon.nouns.fullmatch(add[0].strip()):
        add = None  # `X条目末尾补一句`: the entry X, no section
    if add and not text[:start].strip(" -*•·\t"):
        added = OBJECT_END.split(masked_all(text[end:]))[0]  # to the clause's end, no asides
        if NEW_ENTRY_NOUN.search(added):
            named = NEW_ENTRY_NOUN.sub("", added[add.end() - end :])
            if WORD_CHARACTER.search(named):
                return end
    return -1


# An entry named by its noun (`WUE 那条`, `X 条目`), after which a clause asks its edit.
ENTRY_THEN_EDIT = re.compile(r"(?:那|这)一?(?:条|行|项)|条目")
# Words of when before a keep (`本轮不动`, `这次先不改`).
KEEP_TIME = re.compile(
    r"(?:本轮|这轮|本次|这次|此轮|今晚|今天|本批)?(?:[ \t]?(?:先|暂|暂时|就))?[ \t]?"
)
# What may stand before the words that open a clause: marks, spaces, a bullet.
CLAUSE_OPEN_BEFORE = re.compile(r"^.*[，,；;。：:]|[\s\-*•·]+", re.S)


# The noun of a new entry an add verb puts in (`新增 X 条目`, `补一条 X`), or a count of them.
NEW_ENTRY_NOUN = re.compile(r"条目|词条|(?:[一二两三四五六七八九十]|\d+)\s*[条项行]")
OBJECT_END = re.compile(r"[，,；;。：:]")


# `sections 2.2 and 4.1`: the numbers joined after an English plural are sections too.
ENGLISH_PLURAL = re.compile(r"(?i)(?:sections|secs|sects)\b")
JOINED_NUMBER = re.compile(r"\s*(?:,|，|、|&|/|\band\b|\bor\b)\s*(?=\d)")
JOINED_SECTION = re.compile(r"(?P<english>\d+(?:\.\d+)*)(?![\d.]*\d)")


# `第 2、4 节`, `第二、三章`: the numbers of several sections under one `第 … 节`, each a
# reference of its own (the first with its `第`, the last with its noun).
LISTED_NUMBER = rf"(?:\d+(?:\.\d+)*|{CN_NUMBER})"
LISTED_NOUN = r"(?:小?节(?!点)|章|部分)"
LISTED_SECTIONS = linear(
    rf"第\s*{LISTED_NUMBER}(?:\s*[、,，和与及]\s*{LISTED_NUMBER})+\s*{LISTED_NOUN}"
)
ONE_LISTED = re.compile(rf"(?:第\s*)?(?P<num>{LISTED_NUMBER})(?:\s*{LISTED_NOUN})?")


def numbered_refs(plain: str) -> list[re.Match[str]]:
    """The numbered section references of a text, with the numbers an English plural joins
    (`sections 2.2 and 4.1`) or one `第 … 节` lists (`第 2、4 节`) as references of their own."""
    listed = [m.span() for m in LISTED_SECTIONS.finditer(plain)]
    found: list[re.Match[str]] = [
        number for start, end in listed for number in ONE_LISTED.finditer(plain, start, end)
    ]
    for match in SECTION_REF.finditer(plain):
        if any(start <= match.start() < end for start, end in listed):
            continue
        found.append(match)
        if match.group("english") and ENGLISH_PLURAL.match(match.group(0)):
            at = match.end()
            while (joined := JOINED_NUMBER.match(plain, at)) is not None:
                number = JOINED_SECTION.match(plain, joined.end())
                if number is None:
                    break
                found.append(number)
                at = number.end()
    return sorted(found, key=lambda match: match.start()) if listed else found


# The words of place a bare heading name may follow (HEADING_NAME_REF's bare_start): `在代码小节`.
BARE_NAME_PLACES = ("在", "于", "往")


def heading_name_refs(
    clause: str, plain: str, cross_from: int, lexicon: Lexicon, topic: str
) -> list[Ref]:
    """Sections named by their heading's words (`「长上下文基准」一节`, `基准与数据集 → 长上下文
    基准 小节`): the way a brief names the sections of a document that numbers none. A quoted
    name counts only with the section noun after it; a quote alone is a phrase, not a place."""
    refs: list[Ref] = []
    parens = paren_spans(clause)
    for match in HEADING_NAME_REF.finditer(clause):
        if match.start() >= cross_from or any(a <= match.start() < b for a, b in parens):
            continue
        name = next(
            found
            for found in match.group(
                "quoted",
                "quoted_path",
                "path",
                "bare",
                "bare_start",
                "bare_latin",
                "pointed",
                "english",
                "english_quoted",
                "english_end",
                "table_number",
                "table_first",
            )
            if found
        )
        if (
            match.group("table_number")
            or match.group("table_first")
            or match.group("path")
            or match.group("bare_start")
            or match.group("bare_latin")
            or match.group("pointed")
            or match.group("english_end")
        ) and plain[match.start() : match.end()] != clause[match.start() : match.end()]:
            # A path or name inside a quoted phrase is the phrase's words; a name ending a
            # written-out reference's title (`… to LLM Integration`), the title's.
            continue
        start = match.start()
        refused = lexicon.negation.match(name) if match.group("bare_start") else None
        if refused and name[refused.end() :].startswith(BARE_NAME_PLACES):
            # `无需在代码小节新增条目`: the negation and its place word are no part of the
            # name; the place word is the reference's, as in `在代码小节…`.
            start = match.start("bare_start") + refused.end()
            name = name[refused.end() + 1 :]
            if len(name) < 2:
                continue
        names = [n.strip() for n in HEADING_PATH_SPLIT.split(name.strip()) if n.strip()]
        if not names:
            continue
        raw = " → ".join(names)
        # `「参考资料」一节`: the citation list named by what it is, as `参考文献` names it.
        key = "references" if CITATION_LIST_NAME.fullmatch(raw) else heading_name_key(raw)
        refs.append(part_ref(clause, key, raw, match, plain[:start], lexicon, topic, start))
    return refs


# A heading's words as a place field writes them: a short run of words, no stop, no quote.
HEADING_WORDS = re.compile(rf"[{HAN_RANGE}A-Za-z0-9][{HAN_RANGE}A-Za-z0-9 ·&/+.\-]{{0,29}}")
# An aside closing a place field's words (`技术路线 › 单相浸没（要点列表）`).
TRAILING_ASIDE = re.compile(r"\s*[（(][^（()）]{1,20}[）)]$")

# Before a place at a clause's start: `在术语表…`, `给术语表…`.
CLAUSE_LEAD = re.compile(r"\s*(?:(?:在|给|往|向)\s*)?")
# After a checklist's name, a word of place: `待办里`, `TODO 清单中`.
TODO_PLACE_END = re.compile(r"\s*(?:(?:清单|列表|一节)\s*)?(?:里|中|内)")
# A quoted name opening a clause: `「术语表」添…`.
QUOTED_NAME_START = re.compile(r"\s*(?:(?:在|给|往|向)\s*)?「(?P<name>[^「」\n]{1,12})」")


def besides_list_ref(clause: str, lexicon: Lexicon, topic: str) -> list[Ref]:
    """A clause with no numbered reference may name the citation list by what it is
    (`参考文献末尾新增一条引用`), when the document does not number that chapter; the KB
    finds it by its heading's words (locate.list_section)."""
    plain = masked_all(clause)
    match = NAMED_LIST.search(plain)
    if match is not None:
        # An ASCII key, as a number would be: patch names and the manifest carry it.
        key = "questions" if match.group("questions") else "references"
        ref = section_ref(key, match.group(0), "")
        return [Ref.at(ref, match.start(), match.end(), plain[: match.start()], lexicon, topic)]
    # `术语表补一个术语：…`: the glossary named by what it is, at the clause's start.
    lead = CLAUSE_LEAD.match(plain)
    glossary = lexicon.place["glossary"].match(plain, lead.end() if lead else 0)
    quoted = QUOTED_NAME_START.match(clause)
    if glossary is None and quoted and lexicon.place["glossary"].fullmatch(quoted["name"].strip()):
        # `「术语表」添 X：…`: the glossary named by its quoted words, as `「参考资料」` names the
        # citation list.
        glossary = quoted
    if glossary is None and len(SECTION_REF.findall(plain)) == 0:
        # `时间线新增「- **2027-07**：…」`, `在时间线末尾加「…」`: a timeline, named so right
        # before its add verb (a line of it changed, `大事记：X 日期改为…`, is read as before).
        # (Only with the whole line quoted: a line kbpatch reads no place for is reported with
        # its words, `时间线补一条 2027.01：…` in a document with no timeline.)
        timeline = lexicon.place["timeline"].match(plain, lead.end() if lead else 0)
        added = timeline is not None and lexicon.place["timeline_add"].match(plain, timeline.end())
        if added and QUOTED_LIST_ENTRY.search(clause):
            glossary = timeline
    if glossary is not None:
        word = glossary.group("name") if glossary.re is QUOTED_NAME_START else glossary.group(0)
        kind = "timeline" if lexicon.place["timeline"].fullmatch(word) else "glossary"
        ref = section_ref(kind, word, "")
        at = glossary.start()
        return [Ref.at(ref, at, glossary.end(), plain[:at], lexicon, topic)]
    # `待办里「X」一项打勾`: the checklist named by what it is, before a word of place; the
    # heading that holds those words is the place.
    todo = lexicon.place["todo"].match(plain, lead.end() if lead else 0)
    if todo is not None and TODO_PLACE_END.match(plain, todo.end()):
        ref = section_ref(heading_name_key(todo.group(0)), todo.group(0), "")
        return [Ref.at(ref, todo.start(), todo.end(), plain[: todo.start()], lexicon, topic)]
    # `「参考资料」新增一条引用`, `参考资料里补登一条`: a word that names the list only as a list.
    for found in (*QUOTED_LIST.finditer(clause), *LOOSE_LIST.finditer(plain)):
        if found.re is LOOSE_LIST and plain[found.start()] != clause[found.start()]:
            continue
        if names_a_list(plain[found.end() :], lexicon):
            word = found.group("word") if found.re is QUOTED_LIST else found.group(0)
            ref = section_ref("references", word, "")
            return [Ref.at(ref, found.start(), found.end(), plain[: found.start()], lexicon, topic)]
    # `Q5 末尾补一句"…"`: a question named by its label alone is one of the question list; the
    # reference takes no words, so that the label stays the entry the clause names.
    labels = list(QUESTION_LABEL.finditer(plain))
    if len(labels) == 1:
        at = labels[0].start()
        ref = section_ref("questions", labels[0].group(0), "")
        return [Ref.at(ref, at, at, plain[:at], lexicon, topic)]
    # `【DPO】条目后附上"…"`: an entry named by its bracketed name alone, no section, asked for
    # words appended. The KB is searched for it (render.target_span); the reference takes no
    # words either, so that the name stays the entry the clause names. Two bracketed names:
    # which is meant is not said. Not a name that only places a new entry (`排在【X】之后`).
    return entry_named_ref(clause, lexicon, topic, plain=False)


def entry_named_ref(clause: str, lexicon: Lexicon, topic: str, *, plain: bool) -> list[Ref]:
    """The one entry an append names with no section (ENTRY_NAMED): by its bracketed name;
    with `plain`, also by its plain name, quoted or before an entry noun (`给「异步检查点」那条
    追加`, `在前缀缓存条目末尾补`), or a section by one quoted heading's words before a place
    word (`在「X」下面加一条`). Plain words are read so only where the whole request names no
    section (ClauseReader.read): elsewhere they name a part of the section named."""
    masked = masked_all(clause)
    quoteless = masked_quotes(clause)  # an id keeps its brackets: `for the [PT-09] entry`
    marked = quotes_as_marks(clause)
    placed = list(PLACED_HEADING.finditer(marked)) if plain else []
    if len(placed) == 1:
        # `在「预训练数据配比」下面加一条`: one quote before a place word names the heading with
        # those very words (resolved exactly: a quote that is no heading's words is reported).
        at = placed[0].start()
        name = clause[at + 1 : marked.index("」", at)]
        ref = section_ref(heading_name_key(name, exact=True), name, "")
        return [Ref.at(ref, at, placed[0].end(), masked[:at], lexicon, topic)]
    names = [(m.start(), m.group(0)) for m in BRACKETED_ENTRY.finditer(masked)]
    if plain:
        quoted = list(QUOTED_ENTRY.finditer(marked))
        names += [
            (m.start() + 1, clause[m.start() + 1 : marked.index("」", m.start())]) for m in quoted
        ]
        # (`术语「X」释义`: the words before a quoted name, its quote blanked, are no name.)
        names += [
            (m.start("name"), m.group("name").strip())
            for m in BARE_ENTRY.finditer(masked)
            if not any(
                q.start() < m.end()
                and m.start() < q.end()
                # (`给「A」与「B」那条`: a joiner before the quote lists two names: kept.)
                and not LIST_JOINER_END.search(masked, 0, max(q.start(), m.start("name")))
                for q in quoted
            )
        ]
        ids = [*ID_AFTER_PREPOSITION.finditer(quoteless), *BRACKETED_ID.finditer(quoteless)]
        names += [(m.start("name"), m.group("name")) for m in ids]
        english = english_entry(clause)  # `to the FlashComm entry`
        names += [(masked.find(english), english)] if english else []
    row_replaced = False
    if plain and value_pairs(clause, lexicon) and lexicon.verbs["replace"].search(masked):
        # `SWE-bench Verified 一行的现状列"A"改为"B"`: a table row named by its Latin name
        # alone, a quoted value of it replaced (render: the one row of the document so named).
        rows = [(m.start("name"), m.group("name")) for m in ROW_BY_NAME.finditer(masked)]
        # `国产加速器表「昇腾 950PR」一行，状态栏由…改为…`: a row by its quoted first cell.
        rows += [
            (m.start() + 1, clause[m.start() + 1 : marked.index("」", m.start())])
            for m in QUOTED_ROW.finditer(marked)
        ]
        names += [row for row in rows if row not in names]
        # `SWE-agent 条目中"A"改为"B"`: the one entry of the document so named, its value;
        # `脚注 [^17] 里的"A"换成"B"`: the footnote's definition, by its label.
        entries = [
            (m.start(group), m.group(group))
            for m in ENTRY_BY_NAME.finditer(masked)
            for group in ("name", "han")
            if m.group(group)
        ]
        entries += [(m.start("name"), m.group("name")) for m in FOOTNOTE_NAMED.finditer(quoteless)]
        # `H5 结案：状态由"跟踪中"改成"已证实"`: the one entry the label opens (`- **H5**：…`).
        entries += [(m.start("name"), m.group("name")) for m in LABEL_LEADS.finditer(quoteless)]
        if not entries and not names:
            # `同时把摘要末尾的「已答 2 个」改为「已答 3 个」`: the one line the document opens
            # with that label (`**摘要**：…`); render reports a label no line opens with.
            entries += [
                (m.start("name"), m.group("name")) for m in LABEL_BEFORE_VALUE.finditer(marked)
            ]
        names += [named for named in entries if named not in names]
        row_replaced = bool(rows or entries)
    appends = row_replaced or bool(
        lexicon.verbs["append"].search(masked)
        or lexicon.append_before_quote.search(marked)
        # A source refused (`X 那条先不挂出处`) speaks of the item's own source, wherever it is.
        or (lexicon.verbs["source"].search(masked) and not lexicon.negated.search(masked))
    )
    if plain and not names and (rewrite := WHOLE_REWRITE.search(marked)):
        # `即整行替换为：「- ~~H3：…~~ 已证实」`: no name before the verb; the line dictated
        # opens with the series label of the one entry it replaces.
        spans = [span for span in quoted_spans(clause) if span[0] >= rewrite.end()]
        opens = DICTATED_LINE_LABEL.match(clause, spans[0][0] + 1) if len(spans) == 1 else None
        if opens is not None:
            return [Ref.at(section_ref(ENTRY_NAMED, opens["label"], ""), 0, 0, "", lexicon, topic)]
    if plain and appends and not names:
        # `LeRobot 一行备注里加"…"`: words added to a cell of the one row so named.
        names += [(m.start("name"), m.group("name")) for m in ROW_BY_NAME.finditer(masked)]
    # `在渠道清单「第三国转运」一条之后列进一条：「- …」`: a new entry placed right after the
    # document's one entry of that name, its section the one holding it.
    after_named = bool(plain and names and NEW_ENTRY_AFTER_NAMED.search(marked))
    if len({name for _, name in names}) == 1 and (appends or after_named):
        at, name = names[0]
        if after_named and not appends and clause[at - 1 : at] == "「":
            # (The words after the reference place the new entry: its quote is one of them.)
            at -= 1
        ref = section_ref(ENTRY_NAMED, name, "")
        return [Ref.at(ref, at, at, masked[:at], lexicon, topic)]
    return []


# A sentence to append given alone in backticks, after its noun (`一句 `…。``): Chinese
# words that end with their stop.
CODE_SENTENCE = re.compile(
    r"[ \t]?(?:一句话?|一段|如下)?[ \t]?[：:]?[ \t]?"
    rf"`(?P<words>[^`\n]*[{HAN_RANGE}][^`\n]*[。！？!?])`[ \t]?[。.；;]?[ \t]?"
)
# Words a change quotes as the ones it replaces that name a line by themselves: a phrase of
# four Han characters or more, or of eight characters (a figure alone may stand anywhere).
PHRASE_HELD = re.compile(rf"(?:[^{HAN_RANGE}]*[{HAN_RANGE}]){{4}}|.{{8}}", re.S)


def words_replaced(clause: str, lexicon: Lexicon) -> tuple[str, str] | None:
    """The words one change of the clause quotes as the ones it replaces, where they are a
    phrase (PHRASE_HELD) and the clause asks that change alone, with the number it names their
    place by, if any (`4.4.2 随之调整：「A」改为「B」`: the line numbered 4.4.2); None where
    there are none, or the place is named otherwise (`第 2 条里`, `「X」一节`)."""
    if not lexicon.verbs["replace"].search(masked_all(clause)):
        return None
    pairs = value_pairs(clause, lexicon)
    if len(pairs) != 1 or not pairs[0][0] or not pairs[0][1]:
        return None
    old = pairs[0][0]
    quoted = [clause[start + 1 : end - 1].strip() for start, end in quoted_spans(clause)]
    if old not in quoted or not PHRASE_HELD.match(old):
        return None
    before = masked_quotes(clause[: clause.find(old)])
    if PLACE_NAMED.search(before):
        return None
    numbers = PLACE_NUMBER.findall(before)
    if len(numbers) > 1:
        return None
    # (`3-2 里把「A」改为「B」`: the number is checked against the line found, locate.holder.)
    return old, numbers[0] if numbers else ""


# A section or part named by its noun (`第三章`, `「X」一节`, `第 2 条里`), which the words a
# change replaces do not stand for: not `同小节` (the section of the line before).
PLACE_NAMED = re.compile(
    r"§|(?:\d|[一二三四五六七八九十]|」)\s*(?:一|小)?(?:节(?!点)|章|部分)"
    # (`第 2 条里`: an entry by its count, which the words do not stand for; a paragraph by
    # its count, `监管与许可 第一段里「A」替为「B」`, is the line the words are found on.)
    r"|第\s*(?:\d+|[一二三四五六七八九十]+)\s*[条项行]"
)
# The noun of a cell after its column's words: `一格`, `整格`, `这一栏` (or its 一 alone, where the
# form took the noun); never a 格 of the header's own words (`月价格`).
CELL_NOUN_END = re.compile(r"\s*(?:(?:这|那)?一[格栏]?|整[格栏])$")
# A place named by its number (`3-2 里`, `4.4.2 随之调整`, `4.a 表上方`).
PLACE_NUMBER = re.compile(
    r"(?<![\d.A-Za-z])\d+(?:[.\-]\d+)+(?:\.[a-z])?(?![\d.A-Za-z])|\d+\.[a-z](?![a-z])"
)


# A new entry placed right after one named in quotes: `「X」一条之后列进一条`,
# `「X」那条后面加一条`.
NEW_ENTRY_AFTER_NAMED = re.compile(
    r"「\x1f{1,30}」(?:这|那|该)?一?[条项行](?:之后|后面|以后|后)[^，,；;。]{0,4}?"
    r"(?:[增补添加列录登记附插]|新增|补充)[^，,；;。]{0,3}?一[条项行]"
)


def names_a_list(rest: str, lexicon: Lexicon) -> bool:
    """Whether the words after a list word make it the name of a list: a list noun
    (`参考资料一节`) or an add verb right after it, past a place word (`参考资料里补登一条`)."""
    if LIST_NOUN.match(rest):
        return True
    # (`注释在 [注22] 之后增加一行`: after the list's line it names by its label.)
    after_label = LIST_AFTER_LABEL.match(rest)
    if after_label is not None:
        rest = rest[after_label.end() :]
    head = rest[:12]
    lead = LIST_LEAD.match(head)
    reach = len(lead.group(0)) if lead else 0
    for pattern in (lexicon.verbs["citation"], lexicon.verbs["add"]):
        verb = pattern.search(head)
        # (`增加一行` is read from its second root: the first is no word of place.)
        if verb is not None and (
            verb.start() <= reach or ADD_ROOTS.fullmatch(head[reach : verb.start()])
        ):
            return True
    # `参考资料补 "[R15] …"`: a root of adding, then the quoted line (blanked here) alone.
    return ROOT_BEFORE_QUOTE.match(rest, reach) is not None


# Roots of adding that may open a compound verb (`增加`, `添补`).
ADD_ROOTS = re.compile(r"[增补添加列录登记附]{1,2}")
# Where in a list a line goes, by the label of the line before it: `在 [注22] 之后`.
LIST_AFTER_LABEL = re.compile(
    r"[ \t]?在[ \t]?\[(?P<label>[^\[\]\n]{1,12})\][ \t]?(?:之后|后面|以后|后)"
)
# A root of adding and its end, then nothing but a quote's blanks: `补 "…"`, `新增："…"`.
ROOT_BEFORE_QUOTE = re.compile(
    r"(?:新增|新加|增补|补充|追加|补录|补登|[补加添增登录记附])[上入]?[：:]? ?(?=  )"
)


# What may stand between a list's name and the verb adding to it: `里`, `末尾`, `中再`, `相应`,
# a colon (`参考链接：+ [11] …`).
LIST_LEAD = linear(
    r"\s*(?:在|的)?\s*(?:末尾|最后|结尾|里|中|内|处|下)?\s*"
    r"(?:再|也|另|相应地?|一并|同步|同时|顺带|顺手)?\s*[：:]?\s*"
)


def ref_pieces(clause: str, refs: list[Ref]) -> list[tuple[Ref, str, str]]:
    """Each reference with the words before it (from the previous one) and after it (to the
    next one). A bare reference in a list shares the words of the next one that has any:
    `§1.1、§2.4、§3.3 均不动`."""
    pieces = []
    for index, ref in enumerate(refs):
        after_end = refs[index + 1].start if index + 1 < len(refs) else len(clause)
        before_start = refs[index - 1].end if index else 0
        pieces.append((clause[before_start : ref.start], clause[ref.end : after_end]))
    found = []
    for index, ref in enumerate(refs):
        before, after = pieces[index]
        if JOINERS.fullmatch(masked_all(after)) and JOINERS.fullmatch(masked_all(before)):
            later = [p for p in pieces[index + 1 :] if not JOINERS.fullmatch(masked_all(p[1]))]
            earlier = [p for p in pieces[:index] if not JOINERS.fullmatch(masked_all(p[0]))]
            if later:
                after = later[0][1]
            elif earlier:
                # `不再改动 §1.3、§1.5`: the words before the list speak for its last reference.
                before = earlier[-1][0]
        found.append((ref, before, after))
    return found


def other_document(before: str, lexicon: Lexicon, topic: str) -> bool:
    """Whether the words just before a § reference name a document other than this one:
    `转交 evaluation 活文档 §2.4`, `见攻略 §3`. The brief's own topic or 本档 name this one."""
    named_before = lexicon.document_named.search(before.rstrip()[-48:])
    if named_before and not (
        lexicon.this_document.search(named_before.group(0))
        or (topic and topic.lower() in named_before.group(0).lower())
    ):
        return True  # `paper card 9001 的 §1.1`, `organized/guides/x.md 的 §1.1`, `本简报 §1.1`
    near = before.rstrip()[-16:]
    found = next((m for m in lexicon.documents.finditer(near) if m.end() == len(near)), None)
    if found is None:
        return False  # a document word only owns the reference right after it
    named = near[: found.start()].strip()
    if lexicon.this_document.search(near):
        return False
    return not (topic and named.lower().endswith(topic.lower()))


# A date written in words and digits, spaced or not: `2026 年 10 月`, `2026年9月下旬`, `11 月 3 日`.
SPACED_DATE = (
    r"(?:\d{4}\s*年(?:\s*\d{1,2}\s*月(?:\s*\d{1,2}\s*[日号])?)?|\d{1,2}\s*月(?:\s*\d{1,2}\s*[日号])?)"
    r"(?:\s*(?:初|底|末|中|上旬|中旬|下旬))?"
)


def spaced_dates(clause: str, verb: re.Pattern[str]) -> list[tuple[str, str]]:
    """`发布时间由 2026 年 10 月订正为 2026 年 9 月`: dates said in words, whose spaces would cut
    them into pieces as other unquoted values are cut; each whole, as written."""
    form = re.compile(
        rf"(?<![\d.])(?P<old>{SPACED_DATE})\s*(?:{verb.pattern})\s*(?P<new>{SPACED_DATE})(?![\d.])"
    )
    return [(m["old"], m["new"]) for m in form.finditer(clause)]


def value_pairs(
    clause: str, lexicon: Lexicon, *, starts_clause: bool = True
) -> list[tuple[str, str]]:
    """The (old, new) values a replace clause gives: quoted pairs, `X → Y` pairs, `从 X 改为 Y`.
    An item tag (`1,240⭐（条目 2）`) names the item, it is no part of a value. `starts_clause`:
    the text starts where a clause does (not right after a section, before a row's name).
    The lexicon's closing particles (`即可`, a team's own) end an unquoted new value."""
    clause = untagged(clause, lexicon)
    new_first = [(unquoted(m["old"]), unquoted(m["new"])) for m in NEW_FIRST.finditer(clause)]
    if new_first:
        return new_first
    quoted: list[tuple[str, str]] = []
    at = 0
    while (pair := quoted_pair(clause, at)) is not None:
        old, new = pair
        if WAS_GAP.fullmatch(clause, old.end(), new.start()) and PAIR_LINK.search(
            clause[: old.start()]
        ):
            # `Stars 列调为"B"（原为"A"）`: the new value first, the old one in its aside.
            quoted.append((new.group(1).strip(), old.group(1).strip()))
            at = new.end()
        elif FIELD_OF_QUOTE.match(clause, old.end()):
            # `"命中率"的释义订正为"…"`: the first quote names what the field is of, it is no
            # old value; the field's words are not swapped for the new ones.
            at = new.start(1) - 1
        elif PAIR_LINK.search(clause[old.end(1) + 1 : new.start(1) - 1]):
            was = old.group(1).strip()
            quoted.append((was, with_old_head(was, new.group(1).strip())))
            at = new.end()
        else:
            at = new.start(1) - 1  # the second quote may open the next pair
    if quoted:
        return quoted
    split = [(unquoted(m["old"]), unquoted(m["new"])) for m in SPLIT_CHANGE.finditer(clause)]
    if split:
        return split
    # `"端到端错误率下降约 18%"上调为 21%`: a quoted phrase, then its figure's new value bare; the
    # phrase with that figure changed, where the new value is the phrase's tail in shape.
    for said in quoted_then_bare(lexicon.value_forms.verb).finditer(clause):
        changed = with_old_head(said["old"].strip(), said["new"].strip())
        if changed != said["new"].strip():
            quoted.append((said["old"].strip(), changed))
    if quoted:
        return quoted
    ticked = ticked_item(clause, lexicon)
    if ticked:
        # `"X"一项勾选为已完成`: the open box of the item that opens with X, ticked.
        return [(f"[ ] {ticked}", f"[x] {ticked}")]
    plain = masked_quotes(clause)
    if lexicon.tick.search(plain) and COUNTED_LINE.search(plain) and not quoted_spans(clause):
        # `八、待办第一条勾选为已完成`: the box of that entry of the section, by its count
        # (the reader's anchor; render finds the entry and its open box).
        return [("[ ] ", "[x] ")]
    # `FlowCache → §2.2`, `§1.6 → §5.6`: an arrow to or from a section says where something
    # goes (or moves), it swaps no values; only quoted values may be sections.
    refs = [ref.span() for ref in SECTION_REF.finditer(clause)] if arrow_in(clause) else []
    # (An arrow inside a quote is the quote's words: `答案写「→ 已答：…」`.)
    quoted_at = quoted_spans(clause) if arrow_in(clause) else []
    arrowed = [
        m
        for m in ARROW_PAIR.finditer(clause)
        if not any(start < m.end("old") < end for start, end in quoted_at)
        and not any(
            start < m.end(value) and m.start(value) < end
            for start, end in refs
            for value in ("old", "new")
        )
        and not arrow_to_request(clause, m, lexicon)
    ]
    if arrowed:
        bounds = [m.end() for m in VALUE_BOUND.finditer(clause)]
        closing = lexicon.closing_particle
        cell = CELL_NAMED.search(masked_quotes(clause)) is not None
        whole = [arrow_values(clause, m, bounds, starts_clause, closing, cell) for m in arrowed]
        # A pair kbpatch cannot cut into whole values leaves the clause without any: it is
        # reported with its words, never made from a guess.
        return [] if None in whole else [p for p in whole if p is not None]
    restated = [(m["old"], m["new"]) for m in lexicon.restated.finditer(clause)]
    if restated:
        # `97⭐ 已过时，现为 160⭐`: one value said anew, when both are of one kind (`⭐`).
        return restated if all(map(same_kind, *zip(*restated, strict=True))) else []
    closing = lexicon.closing_particle
    dates = spaced_dates(clause, lexicon.value_forms.verb)
    if dates:
        return dates
    spelled = spelled_pairs(clause, closing, lexicon.value_forms)
    if spelled is not None:
        return bracketed_whole(clause, spelled, lexicon)
    # `改为 40%就好`: an unquoted new value ends before a closing particle (quotes are exact).
    pairs = unquoted_pairs(clause, lexicon.value_forms)
    return bracketed_whole(
        clause, [(old, closing.sub("", new) or new) for old, new in pairs], lexicon
    )


def bracketed_whole(
    clause: str, pairs: list[tuple[str, str]], lexicon: Lexicon
) -> list[tuple[str, str]]:
    """Unquoted pairs with their brackets whole: a new value cut inside its own bracket
    (`由（未决）改为（部分回答，2026-12）` read up to the comma) runs to the bracket's close. An
    aside after a new value whose old one has none that asks more (`由 81.2 改为 82.6（口径、日期
    同改）`: a verb) is no part of the value: no pair, and the clause is reported with its
    words. No pair either where a bracket never closes."""
    whole: list[tuple[str, str]] = []
    for said_old, said_new in pairs:
        # `"长文档召回提升 6.3%"更新为 7.1%`: an unquoted value ends before a quote mark, which
        # closes the brief's quote of the words around it.
        old, new = said_old.strip(QUOTE_MARKS), said_new.strip(QUOTE_MARKS)
        if not old or not new:
            return []
        if old.count("）") + old.count(")") > old.count("（") + old.count("("):
            # `由 72.4%（GR00T N1.6）改为…` read from `N1.6）`: a value cut inside a bracket that
            # opened before it, at a space; the whole old value is not told.
            return []
        if new.count("（") + new.count("(") > new.count("）") + new.count(")"):
            at = clause.find(new, clause.find(old) + len(old) if old in clause else 0)
            closed = BRACKETED_REST.match(clause, at + len(new)) if at >= 0 else None
            if closed is None:
                return []
            new += closed.group(0)
        opened = ASIDE_OPENING.search(new)
        if (
            opened is not None
            and opened.start()
            and not ASIDE_OPENING.search(old)
            and lexicon.roots.search(new[opened.start() :])
        ):
            return []
        whole.append((old, new))
    return whole


# The marks of a quote, which no unquoted value begins or ends with.
QUOTE_MARKS = '"“”「」『』'
# The rest of a value's bracket, up to its close, within the sentence: `，2026-12）`.
BRACKETED_REST = re.compile(r"[^（()）。；;\n]*[）)]")


def said_apart(request: str, first: str, later: str) -> bool:
    """Whether a stop ends the sentence of clause `first` before clause `later` of the same
    request line (`…续号 19。时间线最上方加一条 X`): a place said there is not the first's."""
    start = request.find(first.strip()) if first.strip() else -1
    end = request.find(later.strip(), start + 1) if start >= 0 else -1
    return end > start >= 0 and SENTENCE_STOP.search(masked_quotes(request)[start:end]) is not None


def ticked_with_more(where: Place, draft: Draft, lexicon: Lexicon) -> str:
    """The words the sentence of a tick (draft.pairs `[ ] X` → `[x] X`) says after its clause
    (`，并在问题后注明"…"`, `，答：…`), shown with the clause; "" when it says nothing more, or
    only a refusal (`，文字不用改`: the line's words stay)."""
    if draft.kind is not ActionKind.REPLACE or not any(
        old.startswith("[ ] ") for old, _ in draft.pairs
    ):
        return ""
    text = where.segment.text
    clause = where.clause.strip()
    at = text.find(clause)
    if at < 0:
        return ""
    rest = SENTENCE_STOP.split(masked_quotes(text[at + len(clause) :]))[0]
    bare = ASIDE_AT_END.sub("", ITEM_NAMED.sub("", rest)).strip(" \t，,、。；;.")
    if not bare or lexicon.negated.search(masked_all(bare)):
        return ""
    return shortened(text[at : at + len(clause) + len(rest)].strip(), 80)


# The list a line stands in, said between a tick and the line's quote: `跟进事项中的`.
OF_A_LIST = re.compile(r"\s*[^\s，,；;。、\"“”「」『』]{1,12}?\s*(?:中|里|内|当中)的\s*")


def ticked_item(clause: str, lexicon: Lexicon) -> str:
    """The checkbox item a clause asks ticked (`"X"一项勾选为已完成`, `mark "X" as done`): the
    words of its one quote, before the tick, inside it or right after it; "" for none, or for
    several quotes (which item is meant is not guessed)."""
    tick = lexicon.tick.search(masked_quotes(clause))
    spans = quoted_spans(clause)
    if tick is None or len(spans) != 1:
        return ""
    between = clause[tick.end() : spans[0][0]]
    if spans[0][1] > tick.end() and between.strip() and not OF_A_LIST.fullmatch(between):
        # `勾掉「X」那一条`: the quote right after the tick is its item too, or after the list
        # it stands in (`勾选跟进事项中的「X」`); not one further on.
        return ""
    name = clause[spans[0][0] + 1 : spans[0][1] - 1].strip()
    return name


# A row's name in quotes right before its noun: `「闭源最强 MMMU」一行`.
QUOTED_ROW = re.compile(
    r"[「『“\"](?P<name>[^「」『』“”\"\n]{1,24})[」』”\"]"
    r"(?=\s*(?:一行|那一?行|这一?行|行(?=[\s，,：:的里中]|$)))"
)
# Words right after the section or table named, that `行` and a colon follow: the row so
# named (`表 2-1 上海行：数据年份改为…`).
ROW_NAMED_FIRST = re.compile(
    r"^\s*(?P<name>[\u4e00-\u9fffA-Za-z0-9·.+-]{1,12}?)(?=(?:这|那)?一?行\s*[：:，,的])"
)
# A number of a value, as a replace changes it: `85`, `1,240`, `3.2`.
VALUE_NUMBER = re.compile(r"\d+(?:[.,]\d+)*")


@lru_cache(maxsize=4)
def quoted_then_bare(verb: re.Pattern[str]) -> re.Pattern[str]:
    """A quoted old phrase, a replace verb (lexicon value links, `同步` or `一并` before it) and
    a bare new figure with its unit, to the clause's end (value_pairs)."""
    return re.compile(
        r"[\"“「『](?P<old>[^\"“”「」『』\n]{1,60})[\"”」』]\s?(?:同步|一并|也|均)?\s?"
        rf"(?:{verb.pattern})\s?"
        r"(?P<new>(?:约|大约|~)?\s?\d[\d.,]*\s?[^\s\d，,；;。\"“”「」『』（(]{0,6})"
        r"(?=\s*(?:[，,；;。（(]|$))"
    )


def with_old_head(old: str, new: str) -> str:
    """The new value of a quoted pair whose new quote is the old quote's tail with its numbers
    changed (`"中文召回率约 85%"改为"约 88%"`): the old quote's head kept before it (`中文召回率约
    88%`): the brief quotes only what changes, the line's subject is not asked to go. A new
    quote whose words are not the old tail's (`"X 约 85%"改为"Y 约 88%"`) is the new text as
    written."""
    if len(new) >= len(old) or not VALUE_NUMBER.search(new):
        return new
    gap = r"\s*"
    pieces: list[str] = []
    at = 0
    for number in VALUE_NUMBER.finditer(new):
        pieces += [*words_of(new[at : number.start()]), gap, r"(?<![\d.,])\d+(?:[.,]\d+)*", gap]
        at = number.end()
    pieces += words_of(new[at:])
    # White space may differ around a number (`约88%` for `约 88%`); a run of it is one gap,
    # never two in a row, and none leads (the old head keeps its own space).
    joined = [p for k, p in enumerate(pieces) if p != gap or (k and pieces[k - 1] != gap)]
    tail = re.compile("".join(joined[1:] if joined[0] == gap else joined) + r"\Z")
    found = tail.search(old)
    if found is None or found.start() == 0 or RANGE_HEAD.search(old, 0, found.start()):
        # (`"2–3 倍"改为"2 倍"`: the tail of a range is no phrase's tail; the range goes.)
        return new
    return old[: found.start()] + new


# A number and a range's dash or word ending a value's head: `2–` of `2–3 倍`, `10 至`.
RANGE_HEAD = re.compile(r"\d\s*[-–—~～至到/]?\s*$")


def words_of(text: str) -> list[str]:
    """A value's words as pattern pieces: each run of white space one gap (`\\s*`)."""
    return [
        r"\s*" if part.isspace() else re.escape(part) for part in re.split(r"(\s+)", text) if part
    ]


def spelled_pairs(
    clause: str, closing: re.Pattern[str], forms: ValueForms
) -> list[tuple[str, str]] | None:
    """Unquoted pairs said with a label on both sides (labelled_pairs) or after 从/由/把/将
    (forms.from_to), each new value whole to its clause's end; None when the clause says none.
    A new value kbpatch cannot tell from the words after it is never cut at a space (`改成
    CC`): [] then, and the clause is reported with its words."""
    cell = CELL_NAMED.search(masked_quotes(clause)) is not None
    labelled = labelled_pairs(clause, forms)
    if labelled:
        whole = [whole_new_value(old, said, closing, cell) for old, said in labelled]
        return [] if None in whole else [p for p in whole if p is not None]
    for pattern in (forms.from_to_words, forms.from_to):
        found = [(m["old"], m["new"] + m["rest"]) for m in pattern.finditer(clause)]
        if found:
            whole = [whole_new_value(old, said, closing, cell) for old, said in found]
            return [] if None in whole else [p for p in whole if p is not None]
    return None


def labelled_pairs(clause: str, forms: ValueForms) -> list[tuple[str, str]]:
    """The (old, said new) values of each replace whose label stands on both sides of its
    verb (forms.label_after_verb): the old value is what follows the label's last word before the
    verb, in the verb's own clause. Each verb is looked at once, its clause searched back once:
    no pattern tries every start of a long run."""
    found = []
    for verb in forms.label_after_verb.finditer(clause):
        label = verb["label"]
        marks = list(CLAUSE_END_BEFORE.finditer(clause, 0, verb.start()))
        begin = marks[-1].end() if marks else 0
        before = clause[begin : verb.start()]
        said = re.compile(rf"(?:^|(?<=[\s：:（(])){re.escape(label)}\s+")
        at = [m.end() for m in said.finditer(before)]
        old = before[at[-1] :].strip() if at else ""
        if old:
            found.append((old, verb["new"] + verb["rest"]))
    return found


def whole_new_value(
    old: str, said: str, closing: re.Pattern[str], cell: bool = False
) -> tuple[str, str] | None:
    """The (old, new) values of an unquoted pair whose new value runs to the clause's end:
    `由 MIT 改成 CC BY 4.0` → `CC BY 4.0`. A closing particle (`即可`) ends it; words after a
    space that hold Chinese (`改为 B 并注明…`) may be the sentence's: None, never half a value.
    In a table's `cell`, the spaces of a parenthesis closing the value are its own (`改为
    支持（v0.8.3 起）`, as cells write `支持（Q4_K 等）`)."""
    old = old.strip()
    particle = closing.search(said)
    if particle:
        said = said[: particle.start()]
    new = VALUE_STOP.sub("", said.strip())
    if not new or not old:
        return None
    head = CLOSING_PARENTHESIS.sub("", new) if cell else new
    if " " in head and HAN.search(head.split(None, 1)[1]):
        return None
    return old, new


# A parenthesis that closes a value, a space before it or none (`支持 (v0.8.3 起)`).
CLOSING_PARENTHESIS = re.compile(r"(?<=\S)\s?(?:（[^（）]*）|\([^()]*\))$")


# Two lists of quoted values around a replace verb, paired in order: `"A"、"B" 分别改为 "C"、
# "D"`, `"A" / "B" → "C" / "D"`, `change "A" and "B" to "C" and "D" respectively`. Not `，`
# between quotes: `"A" 改为 "B"，"C" 改为 "D"` gives its pairs one by one.
QUOTED_VALUE = r"[\"“「『][^\"”」』]+[\"”」』]"
VALUE_JOIN = r"\s*(?:、|/|／|和|与|及|以及|(?i:\band\b))\s*"
VALUE_LISTS = re.compile(
    rf"(?P<olds>{QUOTED_VALUE}(?:{VALUE_JOIN}{QUOTED_VALUE})*)"
    r"(?P<verb>[^\"“「『”」』，,；;。]{1,16}?)"
    rf"(?P<news>{QUOTED_VALUE}(?:{VALUE_JOIN}{QUOTED_VALUE})*)"
)
# What may stand beside the sections a paired replace names (`§3.1 与 §3.4 的`): joiners only.
REF_JOINERS = re.compile(r"[\s、/／和与及的中里内,，]*")


@dataclass(frozen=True)
class ValueLists:
    """A replace that gives its old and new values as two lists: the clauses that pair them
    in order, one per pair (`§1.6 "A" → "C"`, `"B" → "D"`), or why they cannot be paired."""

    clauses: list[str]
    unpaired: str = ""


def value_lists(sentence: str, lexicon: Lexicon, topic: str) -> ValueLists | None:
    """A sentence whose replace pairs lists of values (VALUE_LISTS): one clause per pair, in
    order, each section of a list of as many (`§3.1 与 §3.4 的 "A"、"B" 分别改为 …`) with its
    pair. Counts that differ (`"A" 和 "B" 都改为 "C"`), or sections that are not as many as
    the pairs, are not paired by guess: `unpaired` says why. None for any other sentence: the
    quote nearest the verb must never take another value's new one."""
    for found in VALUE_LISTS.finditer(sentence):
        olds = QUOTE.findall(found.group("olds"))
        news = QUOTE.findall(found.group("news"))
        lead, verb = sentence[: found.start()], found.group("verb")
        if len(olds) < 2 or PAIR_LINK.search(lead):
            continue  # one value, or the list's first quote is a new value (`改为 "B"、…`)
        if lexicon.negation.search(masked_quotes(lead + verb)):
            continue
        if not lexicon.verbs["replace"].search(verb):
            # `change "A" and "B" to …`: the verb before the lists, `to` between them; each
            # pair's arrow is its verb now.
            before = lexicon.verbs["replace"].search(masked_quotes(lead))
            if before is None or not PAIR_LINK.search(verb):
                continue
            lead = lead[: before.start()] + lead[before.end() :]
        words = sentence.strip(" 。；;")
        if len(news) != len(olds):
            return ValueLists(
                [],
                f"gives {len(olds)} old values and {len(news)} new one(s): which new value "
                f"replaces which is not guessed: 「{words}」",
            )
        pairs = [f'"{old}" → "{new}"' for old, new in zip(olds, news, strict=True)]
        refs = refs_in(lead, lexicon, topic)
        tail = [c for c in split_clauses(sentence[found.end() :]) if c.strip(" 。；;.")]
        if len(refs) < 2:
            return ValueLists([lead + pairs[0], *pairs[1:], *tail])
        bounds = [0, *(at for ref in refs for at in (ref.start, ref.end)), len(lead)]
        rest = "".join(lead[a:b] for a, b in zip(bounds[::2], bounds[1::2], strict=True))
        if len(refs) != len(pairs) or not REF_JOINERS.fullmatch(rest):
            return ValueLists(
                [],
                f"names {len(refs)} sections for {len(pairs)} value pairs: which pair goes "
                f"where is not guessed: 「{words}」",
            )
        placed = [f"{lead[r.start : r.end]} {pair}" for r, pair in zip(refs, pairs, strict=True)]
        return ValueLists([*placed, *tail])
    return None


def same_kind(old: str, new: str) -> bool:
    """Whether two values differ in their numbers only (`97⭐`, `160⭐`; `450 ms`, `500 ms`)."""
    return re.sub(r"[\d.,]", "", old) == re.sub(r"[\d.,]", "", new)


# Words right after a new value, before any mark: a unit of words the value forms do not read.
UNREAD_UNIT = re.compile(r"\s*[^\s\d，,；;。、：:（()）\"“”「」『』]")


def unquoted_pairs(clause: str, forms: ValueForms) -> list[tuple[str, str]]:
    """`210 tok/s 换成 195 tok/s`: unquoted values with a digit around a replace verb, each
    whole with its unit. The new value's unit is read only when the old one has one: the
    word after a bare number is the sentence's (`改为 40 and …`), not the value's."""
    if not forms.verb.search(clause):
        return []  # no verb to look for values around, in time linear in the clause's length
    was = [(m["old"], m["new"]) for m in forms.value_was.finditer(clause)]
    if was:
        return was
    pairs = [
        (
            about(m, "old") + m["old"] + (m["old_unit"] or ""),
            about(m, "new")
            + without_aside(m["new"], m["old"])
            + ((m["old_unit"] and m["new_unit"]) or ""),
        )
        for m in forms.value_to.finditer(clause)
        # `57〔〕改为 §5.7`: a section is a place, never an unquoted value.
        if not SECTION_REF.search(m.group(0))
        # `350 小时改为 9.2 万条轨迹`, `120 小时改为 5,000 个样点`: an old value with its unit
        # and a new one that runs on into words no unit reads, or has another measure word,
        # are two kinds of value, no pair.
        and not (
            m["old_unit"]
            and (
                UNREAD_UNIT.match(clause, m.end())
                or (
                    m["new_unit"]
                    and HAN.search(m["old_unit"] + m["new_unit"])
                    and m["old_unit"].strip() != m["new_unit"].strip()
                )
            )
        )
    ]
    # `9.9 万元 换成 8.5 万元`: a unit of words said after both numbers is part of each value.
    return pairs or [
        (about(m, "old") + m["old"] + m["words"], about(m, "new") + m["new"] + m["words"])
        for m in forms.value_same_words.finditer(clause)
        if not SECTION_REF.search(m.group(0))
    ]


# An aside opened right after an unquoted value: `1.95（A100 不变）`, `1.95(list price)`.
ASIDE_OPENING = re.compile(r"[（(]")


def without_aside(new: str, old: str) -> str:
    """An unquoted new value without the aside the brief opens right after it (`改为 1.95（见
    报价单）` → `1.95`): the aside is the brief's words about the change, not the value,
    unless the old value holds one too (`4（2 卡）` → `8（4 卡）`)."""
    opened = ASIDE_OPENING.search(new)
    if opened is None or ASIDE_OPENING.search(old) or not opened.start():
        return new
    return new[: opened.start()]


def about(pair: re.Match[str], value: str) -> str:
    """The word of approximation a value is said with (`约 `), as written; "" when both
    values say the same one (`约 3.3 KB 改为 约 3.4 KB` swaps the numbers, the 约 stays)."""
    said = pair[f"{value}_about"]
    if not said or said == pair["old_about" if value == "new" else "new_about"]:
        return ""
    return pair.group(0)[
        pair.start(f"{value}_about") - pair.start() : pair.start(value) - pair.start()
    ]


# Where an unquoted value around an arrow ends: a clause mark, a parenthesis, a colon, an arrow.
# (Not the comma of a figure's thousands: `2,300 万 → 2,600 万` is no `300 万`.)
VALUE_BOUND = re.compile(r"[，；;。、（）()：:→⇒⟶➜➔]|(?<!\d),|,(?!\d{3}(?!\d))|->|=>|\.(?!\w)")
# After an arrow's right side, a colon that opens what is asked there (`→ 2.2：新增…`).
COLON_AFTER = re.compile(r"\s*[：:]")


def arrow_to_request(clause: str, pair: re.Match[str], lexicon: Lexicon) -> bool:
    """Whether an arrow points at a request rather than at a new value: its right side is
    a verb (`§2.2：SSD 分层 → 新增 X`), or a place the request after a colon is made in
    (`二、服务化 → 2.2：新增一条 X`, a heading path). Its sides are then no values to swap."""
    plain = masked_quotes(clause)
    colon = COLON_AFTER.match(plain, pair.end("new"))
    asked = plain[colon.end() :] if colon else ""
    return any(
        verb.match(plain, pair.start("new")) or verb.search(asked)
        for verb in lexicon.verbs.values()
    )


def arrow_values(
    clause: str,
    pair: re.Match[str],
    bounds: list[int],
    starts_clause: bool,
    closing: re.Pattern[str],
    cell: bool = False,
) -> tuple[str, str] | None:
    """The whole values an `X → Y` pair swaps. A new value of several words (`v0.13.3 仍可复现`,
    `15–30 s`) takes as many words before the arrow: all the words since the clause mark
    before it (or since the clause's start) when there are just as many (`：v0.13.2 仍可复现 →
    …`; right after a section they may hold a row's name), else the last ones when
    the two share a word in the same place (the part that stays: a unit, a tail). Any other
    cut is a guess: None. In a table's `cell` (the clause names its row or column), a
    parenthesis closing the clause right after the new value is the value's own."""
    old, new = pair.group("old"), unclosed(pair.group("new"))
    bound = VALUE_BOUND.search(clause, pair.end("new"))
    said_new = clause[pair.start("new") : bound.start() if bound else len(clause)]
    # `35% → 40% 即可`: the particle closes the request, it is no part of the new value.
    particle = closing.search(said_new)
    if particle:
        said_new = said_new[: particle.start()]
        new = new[: len(said_new)].rstrip() if len(new) > len(said_new) else new
    said_end = pair.start("new") + len(said_new.rstrip())
    bracket = value_bracket(clause, said_end) if bound and not particle else ""
    if not cell and not CITING_ASIDE.search(bracket):
        # `11% → 11–13%（2026 Q4 为 13.1%，见 [27]）`: an aside citing the document's source is
        # words of the value; another (`（见警惕 2）`) speaks to the one who merges.
        bracket = ""
    new_words = said_new.split()
    if len(new_words) < 2:
        return old, new + bracket
    if (
        len(new_words) == 2
        and BARE_FIGURE.fullmatch(old)
        and BARE_FIGURE.fullmatch(new_words[0])
        and not NUMBER.search(new_words[1])
    ):
        # `附加费 10 → 15 美元`: the unit said once, after the new figure, is the old one's too.
        return f"{old} {new_words[1]}", " ".join(new_words) + bracket
    # Where the clause mark before the old value ends (`bounds`: each mark's end, in order).
    before = bisect_right(bounds, pair.start("old"))
    starts = bounds[:before][-1:]
    said = clause[starts[-1] if starts else 0 : pair.end("old")].split()
    old_words = said[-len(new_words) :]
    if len(said) < len(new_words) or (
        (len(said) > len(new_words) or not (starts or starts_clause))
        and not any(a == b for a, b in zip(old_words, new_words, strict=True))
    ):
        return None
    return " ".join(old_words), " ".join(new_words) + bracket


# A table's row or column named in a clause (`W4A4 行`, `2-bit 这一行`, `vLLM 列`, `备注栏`):
# a Latin name or digit before 行 (not `进行`, `执行`), any name before 列 or 栏.
CELL_NAMED = re.compile(
    r"[A-Za-z0-9_.+#/-]\s?(?:这|那)?一?行|(?:这|那)?一?(?:列|栏)(?![出举为入表])"
)
# A parenthesis of words right after an unquoted value that ends its clause (`→ 支持（v0.8.3
# 起）。`): in a table cell the value's own, as cells write it (`支持（Q4_K 等）`); elsewhere an
# aside about the change (`→ v2 已修复（上游已合）`). One of no space inside is read with the
# value already (ARROW_VALUE).
VALUE_BRACKET = re.compile(r"\s?(?:（[^（）→⇒⟶➜➔]*）|\([^()→⇒⟶➜➔]*\))")
CLAUSE_END = re.compile(r"\s*(?:$|[，,；;。、]|\.(?!\w))")


# An aside citing a source the way the document does: `[27]`, `[^4]`, `<sup>7</sup>`, `[R3]`.
CITING_ASIDE = re.compile(r"\[(?:\^[\w-]{1,20}|(?:[A-Z]{1,3}-?)?\d{1,4})\]|<sup>")


def value_bracket(clause: str, at: int) -> str:
    """The parenthesis that stands right after an unquoted value ending at `at` and closes its
    clause, as a part of the value; "" when there is none, or it says the old value (`（原为
    A）`), which is no part of the new one."""
    found = VALUE_BRACKET.match(clause, at)
    if (
        found is None
        or CLAUSE_END.match(clause, found.end()) is None
        or WAS_GAP.match(clause, at) is not None
    ):
        return ""
    return found.group(0)


def unquoted(value: str) -> str:
    """A value without the quote marks around it (`"稳定"` → `稳定`)."""
    found = QUOTE.fullmatch(value)
    return found.group(1).strip() if found else value


def quoted_pair(text: str, at: int = 0) -> tuple[re.Match[str], re.Match[str]] | None:
    """The first two quotes from `at` with only a few words between them (PAIR_GAP). A gap
    holds no quote mark, so the second quote is the first one after the first."""
    while (old := QUOTE.search(text, at)) is not None:
        new = QUOTE.search(text, old.end())
        if new is None:
            # `「『"』「"」`: a quote whose closing mark comes last may hold the pair, as one
            # pattern for the two finds it there.
            at = old.start() + 1
            continue
        if PAIR_GAP.fullmatch(text, old.end(), new.start()):
            return old, new
        # `"` closes a quote and may open the next one, unless a clause mark came between.
        whole = PAIR_CUT.search(text, old.end(), new.start())
        at = new.start() if whole else old.start() + 1
    return None


def unclosed(value: str) -> str:
    """A value without the closing parenthesis of an aside around the pair (`（… → 1,350）`);
    its own balanced part stays (`AgentY（47.0%）`)."""
    while value[-1:] in ("）", ")") and value.count(value[-1]) > value.count(
        "（" if value[-1] == "）" else "("
    ):
        value = value[:-1]
    return value


# A value's scheme before its colon (`arXiv:`, `doi:`), which an unquoted old value is cut after.
VALUE_PREFIX = re.compile(r"[A-Za-z]{2,8}\s?[:：]")


# A word that hedges a figure (`约 18%`, `大约 3 倍`, `~20 ms`).
HEDGE = re.compile(r"(?:约|大约|近|逾|~|～)\s?(?=\d)")


def without_lone_hedge(old: str, new: str) -> str:
    """`约 18% 上调到 21%`: the old value without the hedge the new one does not repeat, so that
    the document's `约` stays before the new figure rather than going with the old one."""
    hedge = HEDGE.match(old)
    if hedge is None or HEDGE.match(new) or not new[:1].isdigit():
        return old
    return old[hedge.end() :]


# A figure as a value opens: its hedge and first digit (`约 45`, `~3`, `12`).
FIGURE_START = re.compile(r"(?:约|大约|近|逾|~|～)?\s?\d")
# A figure alone: hedge, number, a short unit (`约 48 万辆`, `39%`, `1.2 元/吨`).
FIGURE_ALONE = re.compile(r"(?:约|大约|近|逾|~|～)?\s?\d[\d.,]*\s?(?:%|[^\s\d，,。；;]{1,4})?")
# Words that say a quantity without digits (`三分之一`, `过半`, `两成`).
SPELLED_QUANTITY = re.compile(r"[一二两三四五六七八九十百千万亿半成倍]")


def without_label(old: str, new: str) -> str:
    """`保有量约 45 万辆→约 48 万辆`: the old value from its figure on, where both are figures of
    one unit and only the old one has words before it, which name it (and stay written)."""
    figure = FIGURE_START.search(old)
    if not FIGURE_ALONE.fullmatch(new) or figure is None or figure.start() == 0:
        return old
    label, rest = old[: figure.start()].strip(), old[figure.start() :].strip()
    if not FIGURE_ALONE.fullmatch(rest) or any(c.isdigit() for c in label):
        return old
    unit = FIGURE_ALONE.fullmatch(new)
    same_unit = re.sub(r"[\d.,\s]", "", rest).lstrip("约大近逾~～") == re.sub(
        r"[\d.,\s]", "", new
    ).lstrip("约大近逾~～")
    return rest if unit and same_unit and label[-1:] not in "-+/:：" else old


def label_for_figure(old: str, new: str, clause: str) -> bool:
    """Whether a pair's old side only names a figure (`华东占比`) whose new value it gives
    (`约 39%`): a few words, unquoted, no quantity nor placeholder in them (`—`, `未公布`),
    before a figure alone."""
    return (
        bool(FIGURE_ALONE.fullmatch(new))
        and 2 <= len(old) <= 8
        and not any(c.isdigit() for c in old)
        and not SPELLED_QUANTITY.search(old)
        and not PLACEHOLDER.search(old)
        and not any(quote.group(1).strip() == old for quote in QUOTE.finditer(clause))
    )


# Words that call a new value's label new (`新增的 [R19]`, `新的 [^27]`): no words of it.
NEW_LABEL_LEAD = re.compile(r"^(?:新增|新加|新补|新登|新)的?\s?(?=\[)")
# A line's label (`Q7`, `H5`, `OQ-3`, `R12`) and words with no Latin letter or digit (`已答`).
LINE_LABEL = re.compile(r"[A-Z]{1,3}-?\d{1,3}")
NO_LATIN = re.compile(r"[^A-Za-z0-9]+")


def status_for_label(old: str, new: str) -> bool:
    """Whether a pair gives a line's label words of status in its stead (`Q7 → 已答`)."""
    return bool(LINE_LABEL.fullmatch(old.strip()) and NO_LATIN.fullmatch(new.strip()))


# Words that hold a figure's place until it is known: `未公布`, `待定`, `暂无`, `N/A`.
PLACEHOLDER = re.compile(r"未|待|暂无|不详|缺|空|(?i:n/?a|tbd|tba|unknown)|[—–-]")


def with_new_prefix(old: str, new: str, clause: str) -> str:
    """`arXiv:2608.03317 改为 arXiv:2608.03371`: the old value with the scheme the new one
    opens with, where the clause writes it so (its colon cut it off); else as read."""
    prefix = VALUE_PREFIX.match(new)
    if prefix is None or old.startswith(prefix.group(0)) or f"{prefix.group(0)}{old}" not in clause:
        return old
    return f"{prefix.group(0)}{old}"


def replace_subject(clause: str, pairs: list[tuple[str, str]]) -> str:
    """The row or line a replace names: `flare 一行`, `更新 rec 计数`, else a lone name."""
    plain = masked_all(clause)
    cells = CELLS_NAMED_ROW.search(plain)
    if cells:
        # `Waymo｜凤凰城 一行`: the row by several of its cells (render finds the one holding all).
        return cells["name"].strip()
    row = TABLE_ROW_NAMED.search(plain)
    after_table = row["name"] if row and is_row_name(row["name"]) else ""
    named = NAMED.search(plain) or MARKED_NAME.search(plain)
    if named:
        name = named.group("name").strip()
        # `表 1 WUE 一行`: the table's number is no part of the row's name (not `A2A`, a name
        # that only ends with the words after `表 A2`).
        lead = name[: len(name) - len(after_table)] if after_table else ""
        apart = bool(lead) and name.endswith(after_table) and lead[-1:] in (" ", "的")
        return after_table if apart else name
    # `"LRU 换出"那条把"A"改为"B"`: the entry or row named by a quote before its noun.
    quoted_row = quote_before(clause, ROW_AFTER_QUOTE) or quote_before(clause, ENTRY_AFTER_QUOTE)
    if quoted_row:
        return quoted_row.group(1).strip()
    if after_table:
        return after_table  # `表 2-1 上海行：…`: the row the table's name is followed by
    subject = SUBJECT.search(plain)
    if subject:
        # `；分割基准表 MedSAM-2 一行…`: the row's name, not the space before it.
        return subject.group("subject").strip()
    first = QUOTE.search(clause)
    # `交叉编码器 那条 "A" 改为 "B"`: the entry named by plain words before the values; so
    # before an unquoted one (`X 行 备注 → 已弃用`).
    cut = first.start() if first else plain.find(pairs[0][0]) if pairs else -1
    pointed = words_naming_entry(plain[:cut].strip(" ，,：:")) if cut > 0 else ""
    if pointed:
        return pointed
    numbered = NUMBERED.search(plain)
    if numbered and BRACKETS_AFTER.match(plain, numbered.end()):
        # `§七 第 57 条〔〕由"A"改为"B"`: the words in citation 57's brackets, not every line
        # of the list holding A.
        return section_key(numbered.group(1))
    values = " ".join(f"{old} {new}" for old, new in pairs)
    names = [
        t
        for t in NAME_TOKEN.findall(plain)
        if t not in values and t.lower() not in ("arxiv", "star", "stars")
    ]
    before = plain[:cut] if cut > 0 and len(names) < 2 else ""
    owners = [m["name"] for m in OWNER_BEFORE_VALUES.finditer(before)]
    if len(owners) == 1 and all(name in owners[0] for name in names):
        return owners[0]  # `π0 的…`, `ζ-Sky 的…` (whose Latin tail alone is no name)
    first_row = ROW_NAMED_FIRST.match(plain)
    if (
        len(names) == 1
        and first_row
        and names[0] not in first_row["name"]
        and is_row_name(first_row["name"])
    ):
        # `§1.2 台积电一行，2026Q3 由 86 改成 88`: the row is named first, by its words before
        # 行; a lone Latin word after them (`Q3` of a column) is no row's name.
        return first_row["name"]
    return names[0] if len(names) == 1 else ""


@cache
def cjk_named_entry() -> re.Pattern[str]:
    """`…一节的模型裁判条目`: an entry named in Chinese, between `的` and `条目` (both required: a
    Chinese run alone is too easily a verb phrase, `新增一条`). Compiled when first asked
    for: few briefs name an entry so, and a class of the CJK range takes a millisecond."""
    return re.compile(rf"的\s*(?P<name>[{HAN_RANGE}]{{2,12}}?)\s*条目")


# The sentence a clause stands in: to its stop, or the line's end.
SENTENCE_OF = re.compile(r"[^。；;！!？?]+")
ASIDE_ENTRY_NOUN = re.compile(r"\s*(?:那|这)一?条")
# The noun of a line right before a quote of its words (`那句"X"`, `这一行「X」`), or a quote of
# its opening words (`以"X"开头的那一条`).
LINE_BEFORE_QUOTE = re.compile(r"(?:那|这)一?(?:条目|条|行|句话?)[ \t]*$")
OPENING_QUOTED_BEFORE = re.compile(r"以[ \t]*$")
LINE_OPENED_BY_QUOTE = re.compile(
    r"[ \t]*(?:开头|打头|起头|开始)的?[ \t]*(?:那|这)?一?(?:条目|条|行|句话?)"
)
# `"X"那句`, `那句"X"`, `"X"那一行`: a sentence or a line named by its quoted words (a
# paragraph of one line may be removed so, never by words unquoted: `比重那条`).
SENTENCE_NOUN_AFTER_QUOTE = re.compile(r"[ \t]*(?:那|这)?一?句")
SENTENCE_NOUN_BEFORE_QUOTE = re.compile(r"(?:那|这)一?句话?[ \t]*$")
LINE_NOUN_AFTER_QUOTE = re.compile(r"[ \t]*(?:(?:开头|打头|起头|开始)的?[ \t]*)?(?:那|这)?一?行")
LINE_NOUN_BEFORE_QUOTE = re.compile(r"(?:那|这)一?行[ \t]*$")


def quote_names_line(text: str, quote: re.Match[str]) -> bool:
    """Whether `quote` (in `text`) names one line by its words: its noun right after it
    (`"X"那条`, `「X」一行`, `"X"那句`), right before it (`那句"X"`), or the quote its opening
    (`以"X"开头的那一条`)."""
    before = text[: quote.start()]
    return bool(
        ENTRY_AFTER_QUOTE.match(text, quote.end())
        or SENTENCE_NOUN_AFTER_QUOTE.match(text, quote.end())
        or LINE_BEFORE_QUOTE.search(before)
        or (OPENING_QUOTED_BEFORE.search(before) and LINE_OPENED_BY_QUOTE.match(text, quote.end()))
    )


def quoted_line_kind(text: str) -> str:
    """What the one quote of `text` names by its words: a sentence (SENTENCE: `"X"那句`,
    `那句"X"`), a line (LINE: `"X"那一行`, `以"X"开头的那行`), or "" (an entry, `"X"那条`)."""
    quote = QUOTE.search(text)
    if quote is None:
        return ""
    before = text[: quote.start()]
    if SENTENCE_NOUN_AFTER_QUOTE.match(text, quote.end()) or SENTENCE_NOUN_BEFORE_QUOTE.search(
        before
    ):
        return SENTENCE
    if LINE_NOUN_AFTER_QUOTE.match(text, quote.end()) or LINE_NOUN_BEFORE_QUOTE.search(before):
        return LINE
    return ""


# Words between an entry's noun and the verb that takes it away: `X 一条整条删去`, `也删掉`.
# (A hedge or a time there, `可考虑`, `再`, is read by not_a_request once the entry is found.)
REMOVAL_LEAD = re.compile(
    r"(?:整条|整行|整项|整个|全部|直接|可以|可考虑|考虑|建议|或许|或可|最好|也|都|就|请|应该?|"
    r"应当|需|要|先|再|一并)+\s*$"
)


def removed_entry(clause: str, verb: tuple[int, int], after: str) -> str:
    """The words of the one entry a removal names (its verb at `verb`, a span of `clause`),
    after the section (`after`, the end of `clause`): a lone quote before its noun (`"X"那条`,
    `删去「X」一行`), the words in brackets after its ordinal (`第 4 条（X）`), or the words
    right before its noun (` X 那条`); "" for anything else (words inside a line,
    `去掉"（估）"`, name no entry)."""
    quotes = list(QUOTE.finditer(after))
    if quotes:
        if len(quotes) == 1 and quote_names_line(after, quotes[0]):
            return ELLIPSIS_END.sub("", quotes[0].group(1)).strip()
        return ""
    aside = ORDINAL_ASIDE.search(clause, 0, verb[0])
    if aside:
        # `第一条 (96.1% 那条待核实)`: the words before the aside's own entry noun.
        return ASIDE_ENTRY_NOUN.split(aside["name"], maxsplit=1)[0].strip()
    if not clause.endswith(after):
        return ""
    at = verb[0] - (len(clause) - len(after))
    if at < 0:
        # `删除 §B.1 Northvolt 条`: the verb before the section, the entry after it.
        return entry_after_removal(after)
    # `X 那条删掉`; `撤下水系一条` (the entry after the verb).
    past = after[at + verb[1] - verb[0] :]
    rest = " ".join(TRAILING_ITEM_TAG.sub("", past).split())
    if after[:at].strip() and not NOTHING_MORE.fullmatch(rest):
        # `X 那条去掉 arXiv 号`, `X 那条删掉"（估）"`: something inside the entry, not all of it.
        return ""
    name = words_naming_entry(REMOVAL_LEAD.sub("", after[:at])) or (
        entry_after_removal(past) if not after[:at].strip() else ""
    )
    # `§3.2 的旧条目`: 的 and a word of age name no entry.
    name = name.lstrip("的 ")
    return "" if len(name) < 2 or name in AGE_WORDS else name


def removed_words(clause: str, verb: tuple[int, int]) -> tuple[str, str] | None:
    """The words a removal takes out of a line, as a change (old, new): the quote right before
    or after its verb that names words, not an entry: a count of characters or `字样` after it
    (`去掉「长期」二字`), a word for a clause before it (`末尾分句「，…」`), or words that open
    with a mark (`「，但其…」`). Another quote before it that holds them once is the line's
    words they are cut from (`「但利用率长期偏低」去掉「长期」`: 但利用率偏低); else they go
    (old, ""). None for anything else."""
    quotes = list(QUOTE.finditer(clause))
    before = [q for q in quotes if q.end() <= verb[0] and not clause[q.end() : verb[0]].strip()]
    after = [q for q in quotes if q.start() >= verb[1] and not clause[verb[1] : q.start()].strip()]
    # (`把末尾分句「…」撤掉`: the quote and its noun before the verb, words between.)
    noun_led = [q for q in quotes if q.end() <= verb[0]][-1:]

    def names_words(quote: re.Match[str]) -> bool:
        words = quote.group(1)
        return bool(
            words.strip()
            and not ENTRY_AFTER_QUOTE.match(clause, quote.end())
            and (
                WORDS_COUNTED.match(clause, quote.end())
                or WORDS_NOUN_BEFORE.search(clause, 0, quote.start())
                or words[:1] in "，,、；;"
            )
        )

    quote = next((q for q in [*after[:1], *before[-1:], *noun_led] if names_words(q)), None)
    if quote is None:
        return None
    words = quote.group(1)
    context = [
        q.group(1) for q in quotes if q.end() <= quote.start() and q.group(1).count(words) == 1
    ]
    if context:
        return context[-1], context[-1].replace(words, "", 1)
    return words, ""


# A count of characters, or `字样`, after quoted words (`「长期」二字`, `「（估）」字样`).
WORDS_COUNTED = re.compile(
    r"[ \t]?(?:这|那)?[ \t]?(?:[一二两三四五六七八九十\d]{1,2}[ \t]?个?[ \t]?字|字样)"
)
# A word for a clause or words right before quoted words (`末尾分句「…」`, `「…」这半句`).
WORDS_NOUN_BEFORE = re.compile(r"(?:分句|半句|子句|字样|说法|表述|措辞|提法)[ \t]?(?:的)?[ \t]?$")


# What may follow a removal's verb and ask nothing more: a stop, a particle, a word of ease
# (`删掉即可`, `删了吧`), an aside (`（已转让）`).
# (Read on words whose white space is one space each: each gap is one space or none.)
NOTHING_MORE = re.compile(
    r"(?:(?:了|吧|掉|即可|就行|就好|便是) ?)?(?:[（(][^（()）]*[）)] ?)?(?:[。.；;，,！!] ?)?"
)
# Words that say how old an entry is, not which: `旧条目`, `原来那条`.
AGE_WORDS = ("旧", "原", "老", "新", "原来", "原先", "以前", "之前", "旧的", "原有")


# A removal's object that is a note to the document's editors (an HTML comment, a `>` note):
# `开头那条 TODO 注释`, `末尾那条 html 注释 (等 Jay 整理)`, ` 注释`. Its words; a place said
# (`开头`) picks none among several (render.remove_note).
# (Read on words whose white space is one space each: each gap is one space or none, so no two
# gaps share a run.)
REMOVED_COMMENT = re.compile(
    r"(?:[的中里内] ?)?(?:开头|开首|最前|顶部|末尾|结尾|最后|底部)? ?的? ?(?:那|这)?一?[条个处]? ?"
    r"(?P<words>[^\s，,；;。（()）][^，,；;。（()）]{0,19}?)?? ?(?:html|HTML)? ?"
    r"(?:注释|批注|comment) ?(?:[（(](?P<aside>[^（()）]{1,20})[）)])?"
)


def removed_comment(clause: str, verb: re.Match[str], after: str) -> str | None:
    """The words ("" for none) of the one note to editors a removal names after the section
    (`after`), before its verb or, with nothing before it, after it; None for no note."""
    at = after.find(verb.group(0))
    if not clause.endswith(after):
        return None
    if at < 0:
        named = after if clause.find(verb.group(0)) < len(clause) - len(after) else ""
    else:
        named = after[:at] if after[:at].strip() else after[at + len(verb.group(0)) :]
    found = REMOVED_COMMENT.fullmatch(" ".join(REMOVAL_LEAD.sub("", named).split()))
    if found is None:
        return None
    return " ".join(w.strip() for w in (found["words"], found["aside"]) if w and w.strip())


# A clause that only gives, by a label, the words of the question or sentence asked just before
# it (`问题为「…？」`, `内容是「…」`, `写作「…」`).
WORDS_GIVEN = re.compile(
    r"\s*(?:(?:其|该)?(?:内容|文字|原文|措辞|句子|问题|题目|问法)\s*(?:如下\s*[：:]|(?:为|是)\s*[：:]?|[：:])"
    r"|(?<![改重])写(?:成|作|为)\s*[：:]?)\s*[「“\"](?P<words>[^」”\"]+)[」”\"]\s*[。.]?\s*"
)
GIVEN_WORDS_KINDS = frozenset({ActionKind.ADD_QUESTION, ActionKind.APPEND})


# Quoted words a request's words go after, ending the words of its place: `「A。」后面`,
# `"……A。"那句之后`.
QUOTE_POINTED_AFTER = re.compile(
    r"[，,]?[ \t]?(?:「[^「」\n]+」|“[^“”\n]+”|\"[^\"\n]+\")"
    rf"{POINTED_AFTER_WORDS}[，,]?[ \t]*$"
)
# A verb that moves an entry that stands to another place, right before that place: `挪到`,
# `移至`, `搬到`, `改放到`.
MOVE_VERB = re.compile(r"(?:挪|移|搬|改放)(?:到|至|去|入|往)\s*$")
LATIN_NAME_ALONE = re.compile(r"\s*([A-Za-z][A-Za-z0-9.+_-]{0,30})\s*")
# A verb that moves an entry within its section, before the place it goes to.
MOVE_VERB_WITHIN = re.compile(r"(?:挪|移|搬|调)(?:到|至|去|往)")
# An answer or a line of progress asked right under a question named by its label: `Q13 下面补答
# 复`, `在 Q6 下面另起一行作答`, `Q7 下补一行答复`, `问题 3 那一行的正下方紧接着加一行答复`,
# `Q2 下追加一行：`…``.
ANSWER_UNDER = re.compile(
    # (`第 7 章第 4 问`: a question counted in a numbered list, in the chapter named before it.)
    rf"(?P<in_chapter>第[ \t]?(?P<chapter>\d{{1,2}}|[一二三四五六七八九十]{{1,3}})[ \t]?章"
    r"(?:的)?[ \t]?)?"
    rf"(?P<label>(?<![A-Za-z0-9_-]){QUESTION_ID}(?![\w.])|{QUESTION_WORD_ID}"
    r"|第[ \t]?(?P<nth>\d{1,3})[ \t]?(?:问|个问题))"
    # (`【Q-5】下面`: the label in the brackets the document writes it in.)
    r"[】\]]?[ \t]?(?:那一?行)?(?:的)?[ \t]?"
    # (`Q1 现有那条答复下面`: under the line the question already has, its last; `问题 3 的
    # 2026-11-20 进展下面`: under the one so dated, which must be its last.)
    r"(?P<held>(?:现有|已有|原有|(?P<dated>\d{4}[-/]\d{1,2}[-/]\d{1,2}))(?:的)?[ \t]?"
    r"(?:那|这)?[ \t]?(?:一?[条行段]|段落)?[ \t]?(?:答复|回答|答案|进展|跟进|更新)?(?:的)?[ \t]?)?"
    # (After the line it has, `Q5 现有答复之后`; not after the question, `Q5 之后`: a new one.)
    # (No place at all where a line of progress is named after the verb: `Q-9 记一条进展`.)
    r"(?:正下方|下面|下方|之下|下|(?(held)(?:之后|以后|后面)|(?!))"
    r"|(?=[ \t]?(?:再|另|又)?[ \t]?[补加添记挂接录登附增追][^，,；;：:\s]{0,5}?"
    r"(?:进展|更新|跟进|近况|动态)))[ \t]?(?:紧接着)?[ \t]?"
    r"(?:再|另|又)?[ \t]?"
    # (Verbs of adding a line, from their roots: `追加`, `补记`, `记`, `挂`, `接`; `另起一行`, its
    # count the line's.)
    r"(?:另起(?=[ \t]?一行)"
    r"|(?:追加|新增|增加|添加|增补|补充|追记|补记|补录|登记|记录|补|加|添|记|录|登|附|挂|接)(?:上|入)?)"
    r"[ \t]?"
    r"(?P<count>一行|一条|一段|第一条)?[ \t]?"
    # (`补一行 12-03 进展`: the date of the line named before its noun.)
    r"(?:(?:\d{4}[-/])?\d{1,2}[-/]\d{1,2}[ \t]?(?:的)?[ \t]?(?=进展|更新|跟进|近况|动态))?"
    # (`下方补答`: the verb's own 答.) A dated line of the question's record (`Q2 下追加一条进展`,
    # `问题 4 下面补一行：`…``): a line the brief gives, not a new question; so is the line a
    # count names before the words that give it (`再接一条，原文照录：`…``).
    r"(?:作答|答复|回答|(?<=[补加添])答|(?P<progress>进展|更新|跟进|近况|动态)(?:记录|行|一行|一条)?"
    r"|(?<=一行|一条)(?(held)|(?=[ \t]?[：:，,]))"
    # (`Q2 下加：- 答（…）：…`: the verb right before the colon of the line it gives.)
    r"|(?P<bare>(?<=[补加添记挂接录登附增])(?=[ \t]?[：:])))"
)
# A changelog line's date and words given apart after its request: `，日期 2026-12-04，内容为：…`,
# `，日期记 2026-12-03，内容写：…` (to the end of the brief's line).
DATE_THEN_WORDS = re.compile(
    r"[ \t]?[，,][ \t]?日期[ \t]?(?:记为|记|为|是|写|用)?[ \t]?[：:]?[ \t]?"
    r"(?P<date>\d{4}-\d{2}-\d{2})"
    r"[ \t]?[，,][ \t]?(?:内容|文字|正文)[ \t]?(?:写成|写作|写|为|是|如下)?[ \t]?[：:][ \t]?"
    r"(?P<words>\S[^\n]*)$"
)


def question_named(asked: re.Match[str]) -> tuple[str, SectionRef]:
    """The label the line of a question asked for under it opens with (`Q13`, `问题 3`; `4.`
    for `第 4 问`, a question counted in a numbered list) and the reference that finds it: in
    the chapter the brief names before it (`第 7 章第 4 问`), else in the whole document."""
    label = f"{asked['nth']}." if asked["nth"] else asked["label"].strip()
    start = asked.start("in_chapter") if asked["chapter"] else asked.start("label")
    # (The reference keeps the brief's words, `第 7 章第 4 问`: locate.holder reads them.)
    named = asked.string[start : asked.end("label")].strip() if asked["nth"] else label
    return label, section_ref(QUESTION_LINE, named, "")


# What stands between a request for a line under a question and the line: its colon, and the
# line it is to follow, if named (`，放在 11-12 那条后面：`).
LINE_GIVEN_LEAD = re.compile(
    r"[ \t]?(?:[，,][ \t]?(?:放在|排在|接在|加在|挂在)[ \t]?(?P<after>[^，,：:；;。]{1,24}?)[ \t]?"
    r"(?:那条|那行|这条|一条)?[ \t]?(?:之后|以后|后面|后)"
    # (`，原文照录：`: words that say the line after them is given word for word.)
    r"|[，,][ \t]?(?:原文|原样|照录|照抄|逐字|如下){1,3})?[ \t]?[：:][ \t]?"
)
# A dated line's words, opening with its date and colon: `2026-11-24：…`.
DATED_WORDS = re.compile(r"\d{4}-\d{2}-\d{2}[ \t]?[：:]")
# An answer's whole line given (`> 答（2026-12-07）：…`, `- **A**：…`), not only its words.
ANSWER_LINE_GIVEN = re.compile(
    r"[ \t]?(?:>[ \t]?)*(?:[-*+][ \t])?(?:\*\*|__)?(?:答|答复|回答|A)(?:\*\*|__)?[ \t]?"
    r"(?:[（(](?P<date>\d{4}-\d{2}-\d{2})[）)][ \t]?)?[：:][ \t]?(?P<words>\S.*)?"
    r"|[ \t]?(?:>[ \t]?)+"
)
# The date an answer is given for (`日期记 2026-12-09`).
ANSWER_DATE = re.compile(r"(?<!\d)\d{4}-\d{2}-\d{2}(?!\d)")
# A verb that moves an entry into another section, then the section (`整条挪到 §4.1`).
MOVE_BETWEEN = re.compile(r"(?:挪|移|搬)(?:到|至|入)\s*")
# Words that lead a move's entry (`把 X 挪到…`, `将 X 移至…`).
LEAD_BA = re.compile(r"[ \t]?(?:请[ \t]?)?(?:把|将)[ \t]?")
# A section named as where an entry stands (`从 §2.2 移到`): the word before the section.
FROM_SECTION = re.compile(r"从\s*(?=\S)")
# The words of a move that say it is whole or unchanged, no part of the entry's name.
MOVE_MODIFIERS = re.compile(r"(?:那|这)?一?(?:整条|整体|原样|原封不动地?|原文(?:不动地?)?)+\s*$")
# An entry named by its quoted words (`「X」那一条`, `「X」条目`, `以「X」开头的那一条`), or an
# entry said bare before its noun (`HRS9531 条`, `FuelEU Maritime 那条`).
QUOTED_ENTRY_WORDS = re.compile(
    # (In 「」 a name may hold quotes of its own: `「"照付不议"条款」`.)
    r"(?:以\s?)?(?:「(?:\*\*)?(?P<name>[^「」*\n]{1,40})(?:\*\*)?」"
    r"|[“\"『](?:\*\*)?(?P<other>[^「」“”\"『』*\n]{1,40})(?:\*\*)?[”\"』])\s*"
    r"(?:(?:开头|打头)的?\s*)?(?:(?:那|这)?一?(?:条目|条|项))?"
    r"|(?P<bare>[A-Za-z][\w.+\- ]{0,30}?|[\u4e00-\u9fff]{2,12}?)\s*(?:那|这)?一?(?:条目|条)"
)
# An entry named by its words alone where a moved entry goes after it (`放在华海诚科之后`).
BARE_SIBLING = re.compile(r"[A-Za-z][\w.+\- ]{0,30}|[\u4e00-\u9fff][\u4e00-\u9fffA-Za-z0-9]{1,11}")
# A section's heading named by its quoted words where a move puts an entry (`「国内管线」一节`).
QUOTED_HEADING_AT = re.compile(
    r"「(?P<name>[^「」\n]{1,40})」\s*(?:(?:那|这)?一?节|小节|部分|一章)?"
)
# An item's tag opening a closing line, and its colon: `条目 1：`, `增量 3:`.
ITEM_TAG_LEAD = re.compile(r"^\s*(?:条目|增量)\s?\d{1,3}\s?[：:]\s*")
# The noun after an entry's name where a move puts another after it: `LiFSI 那条`, `X 条目`.
SIBLING_NOUN_END = re.compile(r"(?<=\S)[ \t]?(?:那|这)?一?(?:条目|条|行)$")
# The words that an entry moves unchanged (`一字不改`, `一个字都不改`, `原样保留`).
UNCHANGED = (
    r"(?:一字不改|一个字[都也]不改|只字不改|一字不动|原样保留|不改"
    # (`文字原样搬过去`: moved over as it is.)
    r"|原样(?:搬|挪|移)过去|照搬)"
)
# Words that only say an entry moves unchanged, an aside after them: `原文不改（X 不动）`.
UNCHANGED_ONLY = re.compile(
    rf"(?:原文|文字|条目文字)?[ \t]?{UNCHANGED}(?:[ \t]?[（(][^（）()]{{1,40}}[）)])?"
)
# A heading named by its quoted words under a section named before it: `第3部分下的「价格驱动」`.
HEADING_UNDER = re.compile(r"[ \t]?下的?[ \t]?「(?P<name>[^「」\n]{1,40})」")
# The word of place after the section an entry is moved from (`「X」里的`, `§2.2 中的`).
WITHIN_WORDS = re.compile(r"[ \t]?(?:里面|里|中|下|内)[ \t]?(?:的[ \t]?)?")
# What may follow a move's section: its list's end (`列表的末尾`), and the entry it goes
# after, said in an aside (`（「X」之后）`) or a clause (`，放在 Y 条之后`); then the words that
# it moves unchanged (`，原文一字不改`).
# A heading's marks a brief copies before its number: `## 5.3 政策与采购`.
HEADING_MARKS = re.compile(r"#{1,6}[ \t]*(?=[\dA-Z一二三四五六七八九十§])")
MOVED_TAIL = re.compile(
    # (One optional blank between parts: runs that may each take some of a blank run would
    # cost time to the power of their number on a hostile line.)
    # (`挪到 §5.3 政策与采购，…`: the heading's own words after its number, checked to ask
    # nothing: entry_moved_between.)
    # (Never the words of a list or an end, which the parts below read: `3.c 列表末尾`.)
    r"(?:[ \t](?P<title>(?:(?!列表|清单|末尾|最后|最末)[^\s\d，,；;。（()）「」])"
    r"(?:(?!列表|清单|末尾|最后|最末)[^，,；;。（()）「」]){0,15}?)"
    r"(?=[ \t]?[，,；;。]))?"
    # (`§6.2 设备与材料列表的末尾`: the section's own words may name its list.)
    # (`§4.c「许可例外与豁免」列表末尾`: or its heading's quoted words.)
    r"[ \t]?(?:的[ \t]?)?"
    r"(?:[^\s，,；;。（()）「」]{1,12}?(?=列表|清单)|「[^「」]{1,40}」(?=列表|清单))?"
    r"(?:列表|清单)?(?:的[ \t]?)?"
    r"(?:末尾|最后|最末)?[ \t]?"
    # (`（接在「X」之后）`: the aside may say its verb of placing.)
    r"(?:[（(][ \t]?(?:(?:放在|排在|接在|置于|跟在)[ \t]?)?(?P<aside>[^（）()]{1,40}?)[ \t]?"
    r"(?:之后|后面|后)[ \t]?[）)])?"
    r"(?:[，,][ \t]?(?:按续号)?[ \t]?(?:放在|排在|接在|置于)[ \t]?(?P<after>[^，,；;。]{1,40}?)"
    r"[ \t]?(?:之后|后面|后))?"
    rf"(?:[，,][ \t]?(?:原文|文字|条目文字)?[ \t]?{UNCHANGED}){{0,2}}"
    # (`，原文不改（180 万元/吨不动）`: an aside on what stays.)
    r"(?:[ \t]?[（(][^（）()]{1,40}[）)])?[ \t]?[。.；;]?[ \t]?"
)
# Where an entry moves within its section: after another named entry (`MNF 之后`, `"X"那条
# 后面`), to its list's start (`最前面`, `列表开头`) or end (`末尾`).
# (Read on words whose white space is one space each, as REMOVED_COMMENT.)
MOVED_WITHIN_PLACE = re.compile(
    r"(?:列表|清单)? ?(?:(?P<start>最前面?|开头|最上面|首位|第一条)|(?P<end>末尾|最后|最下面)"
    r"|(?P<after>[^，,；;。\s][^，,；;。]{0,23}?|[\"“「][^\"”」]{1,40}[\"”」]) ?(?:那|这)?一?"
    r"(?:条目|条|行)? ?(?:之后|后面|下面|后))"
)
# The words after a move's place that say its end, or nothing, maybe naming its list (`户外实证
# 列表末尾`): the entry goes last in the section's one list (render.move_entry).
MOVED_TO_END = re.compile(
    r"(?:的\s*)?(?:[^\s，,；;。]{0,12}?(?:列表|清单))?\s*(?:的\s*)?(?:末尾|最后|最末|末)?"
)


def entry_named_before(words: str) -> str:
    """The one entry `words` name right before a verb that moves it: read as a removal's
    (removed_entry), its verb where the words end."""
    return removed_entry(words, (len(words), len(words)), words)


def entry_ordinal(clause: str) -> str:
    """The place in its list a clause gives the entry it names (`第 6 条（ds4）` → "6"), else ""."""
    found = NUMBERED.search(masked_all(clause))
    return str(chinese_number(found.group(1))) if found else ""


# The entry a removal names after its verb, all the words there: `水系一条`, ` Northvolt 条`,
# ` 中 X 一条`.
ENTRY_AFTER_REMOVAL = re.compile(
    r"\s*(?:[的中里内]\s+|的)?"
    r"(?P<name>[^\s，,；;。]{2,16}?|[A-Za-z\d][\w.+/\-]*(?: [A-Za-z\d][\w.+/\-]*){1,3}"
    # `删去 Orion-X2.5-Turbo 安装手册一条`: a long Latin name, then the words of its kind.
    r"|[A-Za-z\d][\w.+/\-]{0,40} (?![一那这该此本其])\w{1,8}?)"
    r"\s?(?:这|那)?一?(?:条目|条|行|项)\s*"
)


def entry_after_removal(text: str) -> str:
    # `删中兴一条（条目 5）`: an aside after the noun tags the request, names no entry.
    text = TRAILING_ASIDE.sub("", text)
    found = ENTRY_AFTER_REMOVAL.fullmatch(text)
    if found is None or NOT_A_NAME.search(found["name"]) or text != masked_all(text):
        return ""
    return found["name"]


def anchor_of(text: str) -> str:
    """The existing entry an append names: `第 44 条` → "44", `X 条目末尾` → "X"."""
    plain = masked_all(text)
    numbered = NUMBERED.search(plain)
    if numbered:
        return section_key(numbered.group(1))
    named = (
        NAMED.search(plain)
        or MARKED_NAME.search(plain)
        or LABEL_NAMED.search(plain)
        or cjk_named_entry().search(plain)
    )
    if named:
        return named.group("name").strip()
    entry = (
        quote_before(text, ENTRY_AFTER_QUOTE)
        or quote_before(text, PARAGRAPH_AFTER_QUOTE)
        or quote_before(text, QUOTE_THEN_END)
    )
    if entry:
        return entry.group(1).strip()
    quoted = quotes_in(text)
    return quoted[0] if len(quoted) > 1 else ""


def question_label(text: str) -> str:
    """`第五章 Q5 末尾补一句`: the one question named by the label the document gives it."""
    labels = QUESTION_LABEL.findall(masked_all(text))
    return labels[0] if len(labels) == 1 else ""


# `问题 2 末尾`: a question named by the number the document writes after its noun, as all
# the words before an append's verb (the section's title may stand before it).
# `问 1 的答案末尾`: the answer of a question so numbered (render finds the answer's line).
QUESTION_NUMBERED = re.compile(
    r"(?<!\w)问题?\s?(?P<number>\d{1,3})\s?(?:的\s?(?:答案|回答|答复))?"
    r"\s?的?\s?(?:末尾|结尾|句末)?\s*$"
)
# `问 1 的答"待定"改为…`: words of the answer of the question numbered so.
ANSWER_OF_NUMBERED = re.compile(
    r"(?<!\w)问题?\s?(?P<number>\d{1,3})\s?的\s?(?:答案|回答|答复|答(?!\w))"
)


def question_number(text: str) -> str:
    """`开放问题 问题 2 末尾补一句`: "2", the question numbered so (render counts labels)."""
    found = QUESTION_NUMBERED.search(masked_all(text))
    return found["number"] if found else ""


# A paragraph named by its place: `第一段`, `第 2 自然段`, `首段`, `末段`, `最后一段`.
PARAGRAPH_BY_PLACE = re.compile(
    r"第\s*(?:\d{1,2}|[一二三四五六七八九十]{1,3})\s*(?:自然)?段|首段|末段|最后一段"
)


def paragraph_place(text: str, lexicon: Lexicon) -> int:
    """`第一段末尾补一句`: 1, the section's first paragraph; `最后一段` -1, `第 3 段` 3; 0: the
    words name no paragraph by its place."""
    found = lexicon.append_paragraph.search(masked_all(text))
    if found is None:
        return 0
    if found["number"]:
        return chinese_number(found["number"])
    return 1 if found["first"] else -1


# An aside quoting the words a paragraph named by its place opens with: `（"设备侧，…"那段）`.
PARAGRAPH_OPENING_ASIDE = re.compile(
    r"[（(][ \t]?[\"“「『](?P<words>[^\"“”「」『』\n]{2,40}?)(?:…+|\.{3,}|⋯+)?[\"”」』]"
    r"[ \t]?(?:这|那)?一?段(?:落|话)?[ \t]?[）)]"
)


def paragraph_opening(text: str) -> str:
    """The words a paragraph named by its place opens with, as an aside quotes them (`第二段
    （"设备侧，…"那段）`): render checks the paragraph so counted opens with them; "" for none."""
    found = PARAGRAPH_OPENING_ASIDE.search(text)
    return found["words"].strip() if found else ""


# The words after a section that point at its paragraph, no more: `的那段`, `下面那段`,
# `标题下的那段`.
POINTED_PARAGRAPH = re.compile(
    r"[ \t]?(?:一节|小节|标题)?[ \t]?(?:的|下的|下面的?|下方的?)?[ \t]?"
    r"(?:那|这|该)一?段(?:落|话)?[ \t]?"
)
# A bracketed label a paragraph opens with, named bare after its section: `（二）时间表`.
LABEL_NAMED_BARE = re.compile(
    r"[ \t]?(?:的[ \t]?)?"
    r"(?P<words>[（(【][^（）()【】\s]{1,4}[）)】][ \t]?[^\s，,；;。：:「」“”\"『』段]{1,16}?)"
    r"[ \t]?(?:这|那)?一?(?:段落?)?[ \t]?"
)


def opening_words(text: str) -> str:
    """The words a paragraph is named by as its opening (`以「X」开头的那段` → X); "" for none."""
    found = PARAGRAPH_OPENS_WITH.search(text)
    return ELLIPSIS_END.sub("", found["words"]).strip() if found else ""


def defined_term(text: str, lexicon: Lexicon) -> str:
    """`回温 定义末尾补一句`: the glossary term (`回温`) whose definition the words go after."""
    found = lexicon.append_defined_term.match(QUOTE_AND_BOLD_MARKS.sub("", text))
    return found["name"].strip() if found else ""


# The marks a term may be named in (`「回温」的定义`, `**RoR** 定义`): no part of its name.
QUOTE_AND_BOLD_MARKS = re.compile(r"[「」『』“”\"*]")


def line_label(text: str, lexicon: Lexicon) -> str:
    """`表注末尾补一句`: the label (`表注`) the one line the words go on opens with."""
    found = lexicon.append_line_label.match(masked_all(text))
    return found["name"] if found else ""


# `§5.5 投机可观测性那条`, `agent 轨迹 条目`: an entry named by plain words right before its noun
# (after the section and an optional 的/中/里), Latin and Chinese mixed. The render finds the one
# line of the section that holds the words as written; none or several stay unresolved.
WORDS_BEFORE_ENTRY = linear(
    # `\w` takes in the CJK ideographs without the cost of compiling their range.
    # A name in the KB's own marks (`【过滤】那条`) is that name, marks and all.
    # A table named before its row (`表 vLLM 那行`, `引擎表中 vLLM 那一行`) is no part of the name
    # (`代表项目那条`: 代表 is no table);
    # a Latin name may be of several words (`Speculative Decoding 条目`).
    # `只把X条目的"A"改为"B"`: the object marker (and an "only" before it) is no part of X.
    # (`§2.2：新能源那条末尾补…`: the section's colon before it is none of it either.)
    r"^\s*(?:[的中里内在给：:]\s*|(?:只|仅)?\s*[把将]\s*)?(?:\w{0,6}(?<![代发外])表(?![面达示现明述征])格?[中里内的]?\s*)?"
    rf"(?P<name>{MARKED}|"
    r"[A-Za-z\d][\w.+/\-]*(?: [A-Za-z\d][\w.+/\-]*){1,3}"
    # `MiniMax-M3.1-Flash 部署教程那条`: a long Latin name, then the Chinese words of its kind.
    r"|[A-Za-z\d][\w.+/\-]{0,40} (?![一那这该此本其])\w{1,8}?"
    r"|\w[\w.+/\- ]{1,15}?)"
    # `X 那条，末尾补…`: the comma before the place in the entry cuts nothing off.
    # `父子切块一段末尾`: a prose paragraph named by the words it opens with.
    r"\s*的?\s*(?:所在的?\s*)?(?:那|这)?一?(?:条目|条|行|段落|段)(?:的)?\s*[，,]?\s*(?:末尾|结尾|句末|后面|之后|后|旁|里|中|上)?"
    r"(?:\s*[（(]?\s*句号(?:之)?前\s*[）)]?)?"
    # `X 条目中的"A"…`: the place's 的 after it.
    r"(?:(?<=[里中上])的)?\s*$"
)
# `[R7] 那条`: a citation named by its label, before its noun; or, as all the words before an
# append's verb, before a place word alone (`[PT-08] 后补一句`, `[R7] 末尾补`).
LABEL_NAMED = re.compile(
    r"\[(?P<name>[A-Z]{1,3}-?\d+)\]\s*(?:的)?\s*"
    r"(?:(?:那|这)?一?(?:条目|条|行)|(?:末尾|结尾|句末|之后|后面|后)?\s*$)"
)
# `【交叉编码器】那条`: an entry named in the KB's own marks, before its noun.
MARKED_NAME = re.compile(rf"(?P<name>{MARKED})\s*(?:那|这)?一?(?:条目|条|行)")
# A row named by several of its cells joined by bars (`Waymo｜凤凰城 一行`, `萝卜快跑 | 武汉 那行`):
# where its first cell alone names several rows.
CELLS_NAMED_ROW = re.compile(
    r"(?<![^\s，,；;：:。」])(?P<name>[^\s|｜，,；;：:。「」]{1,16}"
    r"(?:[ \t]?[|｜][ \t]?[^\s|｜，,；;：:。「」]{1,16})+)[ \t]?(?:这|那)?一?行(?![业为动程政])"
)
# A row named right after its table's number (`表 2-1 上海行：`, `Table 3 东京那行的…`).
# (`产能表台积电这行`: a table named by its words, no number.)
TABLE_ROW_NAMED = re.compile(
    r"(?:表|Table)\s?(?:(?:[A-Z][-–]?)?\d{1,3}(?:[-–]\d{1,2})?)?\s*(?:(?:的|中|里)\s*)?"
    r"(?P<name>[\u4e00-\u9fffA-Za-z0-9·.+-]{1,12}?)\s*"
    # `表 1 WUE 一行冷板式一栏…`: 一行 names the row whatever follows; 行 alone before a mark.
    r"(?:(?:这|那)?一行|(?:这|那)?行(?=\s*(?:[：:，,的里中]|$)))"
)
# The last character of words before `行` that ask for a row (`新增一行`, `补一行`), or point
# at one (`末行`, `各行`): no row's name.
ROOTS_BEFORE_A_ROW = frozenset("增补添加录登记附列末首各每整同该此本这那")


def is_row_name(words: str) -> bool:
    """Whether the words before `行` name a row (`上海`, `台积电`), not a position or a verb of
    adding one (`第 3`, `新增一`, `末`)."""
    return not NOT_A_NAME.match(words) and words[-1] not in ROOTS_BEFORE_A_ROW


# Words that say which entry by its position or by pointing, not by its name: not an anchor.
NOT_A_NAME = re.compile(
    # `第` of an ordinal (`第 3 条`), not of `第三方` (third-party: `X 第三方压测 一条`).
    # `首` of `首个`/`首条` (first), not of a name (`首字延迟`, `首包时间`).
    r"末尾|结尾|开头|最后|最前|首(?=[个位项条行段]|\s*$)|第(?!三方)"
    # `新` of a new one (`新增的那条`), not of a place's name (`新加坡那条`, `新西兰`).
    # (Nor of a word that begins with it: `新能源那条`, `新闻稿那条`, `新媒体`.)
    r"|上一|下一|前一|后一|该|此|本|这|那|上面|下面|新(?!加坡|西兰|疆|竹|德里|泽西|墨西哥|能源|闻|媒体)"
    r"|其中|另|每|表头|表格"
    # `格式同 §2.2 现有条目`: the entries there, all or some, not one by its name.
    r"|现有|已有|原有|既有|所有|全部|其他|其它|同类"
)


# `the LRU entry`, `RadixCache row`, `vLLM line`: an entry named in English, by a Latin name
# (one or two words) before its noun; `new entry`, `the last row` name none.
ENGLISH_ENTRY = re.compile(
    r"(?i:(?<![\w.])(?P<name>[A-Za-z0-9][\w.+/-]*(?:\s[A-Za-z0-9][\w.+/-]*)?)\s+"
    r"(?:entry|row|line|item)\b)"
)
NOT_AN_ENGLISH_NAME = re.compile(
    r"(?i:^(?:.*\s)?(?:the|a|an|one|new|this|that|each|every|its|last|first|next|same|other|"
    r"previous|existing|an?other)$)"
)


def english_entry(clause: str) -> str:
    """The Latin name of an existing entry a clause written in English names, if exactly one:
    `append "…" to the LRU entry` → "LRU"; "" for none or several."""
    names = []
    plain = SECTION_REF.sub(blanked, masked_quotes(clause))  # `Sec. 2.2 X line`: not "2.2 X"
    for found in ENGLISH_ENTRY.finditer(plain):
        name = found.group("name")
        words = name.split()
        if len(words) == 2 and words[0].lower() in ("and", "or"):
            return ""  # `the LRU and APC entry`: two entries, not one
        if len(words) == 2 and NOT_AN_ENGLISH_NAME.match(words[0]):
            name = words[1]  # `the LRU entry`
        if not NOT_AN_ENGLISH_NAME.match(name) and name not in names:
            names.append(name)
    return names[0] if len(names) == 1 else ""


# `在 X 后面加上："…"`, `§3.1 给 X 后面补一句：…`, `在 §3.1 X 之后追加：…`: an entry named bare
# before the end its words go after, after a word of place or alone after its section: a Latin
# name of up to four words, or up to three runs of Chinese (`慢滴 萃取`; checked by is_han: a
# class of the CJK range compiles slowly). The end is these words or the start of the append
# verb (verbs.append).
NAME_BEFORE_END = re.compile(
    r"(?:^|在|给)\s*(?P<name>[A-Za-z][A-Za-z0-9_.+/-]*(?:\s[A-Za-z0-9][A-Za-z0-9_.+/-]*){0,3}"
    r"|(?![在给])[^\sA-Za-z0-9，,；;。：:、（）()「」『』\"“”§]{1,12}"
    r"(?:\s[^\sA-Za-z0-9，,；;。：:、（）()「」『』\"“”§]{1,12}){0,2})"
    r"\s*(?:的\s*)?(?:(?P<end>后面|之后)\s*)?$"
)
ENDS_AFTER = ("后面", "之后")


def name_before_end(named_by: str, verb: str) -> str:
    """The entry an append names bare before the end it writes after (`在 X 后面加上：…`); ""
    when no such end is said, or the words name a position or a place (`在本节后面`)."""
    found = NAME_BEFORE_END.search(masked_all(named_by))
    if found is None or not (found.group("end") or verb.startswith(ENDS_AFTER)):
        return ""
    name = found.group("name").strip()
    if NOT_A_NAME.search(name) or len(name) < 2:
        return ""
    return name if name[0].isascii() or all(map(is_han, name.replace(" ", ""))) else ""


# `首字延迟（FTD）条目`: an aside right after an entry's name, before its noun, is part of
# the name as the document writes it (`**首字延迟（FTD）**：…`).
ASIDE_OF_NAME = re.compile(
    r"(?<=\w)[（(][^（）()「」『』“”\"\n]{1,30}[）)](?=\s*的?\s*(?:那|这)?一?(?:条目|条|行|段落|段))"
)


def words_naming_entry(text: str) -> str:
    """The plain words that name an existing entry after its section (` 投机可观测性那条末尾`
    in `§5.5 投机可观测性那条末尾补一句…`, ` LRU 换出 条目末尾`): the words before the entry
    noun, with the aside they carry (`首字延迟（FTD）`); "" when they say a position (`末尾那条`,
    `最后一条`) or hold quotes or digits alone."""
    aside = ASIDE_OF_NAME.search(text)
    if aside is not None:
        # (A space where it stood: `Project Jupiter（新墨西哥）那一行` ends its Latin words.)
        bare = words_naming_entry(text[: aside.start()] + " " + text[aside.end() :])
        # The aside closes the name: the words found must end right where it stood.
        named = bare and text[: aside.start()].rstrip().endswith(bare)
        return bare + aside.group() if named else ""
    if text != masked_all(text):
        return ""
    found = WORDS_BEFORE_ENTRY.match(text)
    if found is None:
        return ""
    name = found.group("name").strip()
    if NOT_A_NAME.search(name) or name.replace(" ", "").isdigit() or "  " in name:
        return ""
    return name


# The noun of a sentence an append names its line by, with the end it is added at, if any:
# `移码一句`, `X 那句句末`.
SENTENCE_NOUN = re.compile(
    r"(?:那|这)?一?句(?=\s*(?:句末|末尾|结尾)?(?:\s*[（(]?\s*句号(?:之)?前\s*[）)]?)?\s*$)"
)


def words_naming_sentence(text: str) -> str:
    """`移码一句` before an append's verb (`1.1 移码一句挂 [@key]`): the words that name the
    line by the sentence it says, read as words naming an entry are (words_naming_entry). Only
    for an append: in a change, `概况那句里的「A」` names where A stands, not an entry."""
    found = SENTENCE_NOUN.search(text)
    if found is None:
        return ""
    return words_naming_entry(text[: found.start()] + "那条" + text[found.end() :])


def options_of(text: str, lexicon: Lexicon | None = None) -> list[tuple[str, str]]:
    """Split `二选一——(a) …；(b) …` into [("", lead), ("(a)", …), ("(b)", …)]. What follows
    the last option once a sentence starts with a word of `lexicon.common` (`另在 §6.1 …`,
    `同时…`), or once a sentence has ranked the options (`…。推荐方案一。§七 新增一条引用`),
    holds for every option: it comes back as a last ("", …) part."""
    plain = masked_quotes(text)
    matches = list(OPTION.finditer(plain)) if "(" in plain or "（" in plain else []
    labels = [m.group(1) for m in matches]
    if len(matches) < 2:
        # `方案一：…；方案二：…`, `A. …；B. …`: labels in order from the first, else no options.
        matches = list(OPTION_LABEL.finditer(plain))
        labels = [LABEL_LETTERS[m.group("named") or m.group("bare")] for m in matches]
        if len(matches) < 2 or labels != list("abcdefgh"[: len(labels)]):
            # `要么把 A 改为 B，要么在段末加一句`: options unlabelled, in the order said; `两种
            # 放法都行。一是…；二是…`: counted, after words that offer them as alternatives.
            matches = list(EITHER_OR.finditer(plain))
            counted = list(COUNTED_OPTION.finditer(plain))
            if len(matches) < 2 and counted and OFFERED.search(plain, 0, counted[0].start()):
                matches = counted
            labels = list("abcdefgh"[: len(matches)])
            if not 2 <= len(matches) <= len(LABEL_LETTERS):
                return [("", text)]
    parts = [("", text[: matches[0].start()])]
    for index, match in enumerate(matches):
        end = matches[index + 1].start() if index + 1 < len(matches) else len(text)
        parts.append((f"({labels[index]})", text[match.end() : end]))
    if lexicon is not None:
        last_start = sentence = matches[-1].end()
        for stop in SENTENCE_STOP.finditer(plain, last_start):
            ranked = preferred_options(plain[sentence : stop.start()], lexicon)
            if lexicon.common.match(plain, stop.end()) or (ranked and plain[stop.end() :].strip()):
                choice, option = parts[-1]
                parts[-1] = (choice, option[: stop.end() - last_start])
                parts.append(("", text[stop.end() :]))
                break
            sentence = stop.end()
    return parts


def preference_of(text: str, lexicon: Lexicon) -> int:
    """+1 when a text calls its option preferred (最合理, 推荐), -1 for 次选 / 备选, else 0.
    A preference word that names a section (`推荐 §3.4`) speaks of that section's option,
    not of the text it stands in: see preferred_sections."""
    plain = masked_quotes(text)
    second = [m for m in lexicon.second.finditer(plain) if not NAMED_OPTION.match(plain, m.end())]
    if second and not named_preference(plain, lexicon.second):
        return -1
    preferred = [
        m for m in lexicon.preferred.finditer(plain) if not NAMED_OPTION.match(plain, m.end())
    ]
    if preferred and not named_preference(plain, lexicon.preferred):
        return 1
    return 0


def preferred_options(text: str, lexicon: Lexicon) -> dict[str, int]:
    """The options a line ranks by their labels (`推荐 (a)`, `倾向方案二`, `次选 B`): +1 or -1 by
    choice (`(a)`); a word so naming an option says nothing of the option it stands in."""
    plain = masked_quotes(text)
    ranked: dict[str, int] = {}
    for words, sign in ((lexicon.second, -1), (lexicon.preferred, 1)):
        for found in words.finditer(plain):
            named = NAMED_OPTION.match(plain, found.end())
            if named:
                label = (
                    named.group("paren")
                    or named.group("label")
                    or named.group("digit")
                    or named.group("nth")
                )
                ranked[f"({LABEL_LETTERS[label]})"] = sign
    return ranked


def named_preference(plain: str, words: re.Pattern[str]) -> list[str]:
    """The section keys a preference word names right after it (`推荐 §3.4` → ["3.4"]), or
    in an aside right after the section (`§3.4（首选）`)."""
    keys: list[str] = []
    numbers = ascii_numbers(plain)  # `推荐 §３．４` prefers §3.4, as refs_in reads it
    for found in words.finditer(plain):
        rest = plain[found.end() :]
        ref = SECTION_REF.match(numbers, found.end() + len(rest) - len(rest.lstrip("：: 为是")))
        if ref:
            keys.append(section_key(ref_number(ref)))
    for ref in SECTION_REF.finditer(numbers):
        aside = RANK_ASIDE.match(plain, ref.end())
        if aside and words.fullmatch(aside.group(1).strip()):
            keys.append(section_key(ref_number(ref)))
    return keys


# An aside right after a section that ranks it: `§3.1（首选）`, `§5.7 (备选)`.
RANK_ASIDE = re.compile(r"\s*[（(]([^（）()]{1,6})[）)]")


def preferred_sections(text: str, lexicon: Lexicon) -> tuple[list[str], list[str]]:
    """The sections a text prefers and calls second choice by name."""
    plain = masked_quotes(text)
    return named_preference(plain, lexicon.preferred), named_preference(plain, lexicon.second)


# The most sections one clause is read for (a keep list of a whole chapter's sections fits).
MOST_SECTIONS_IN_A_CLAUSE = 64


def rest_of_sentence(where: Place) -> str:
    """The words of the clause's sentence after it (`，理由：X`, `，状态改成"已关闭"`), up to
    the sentence's stop; "" where the clause does not stand in its line as written."""
    text = where.segment.text
    at = text.find(where.clause.strip())
    if at < 0:
        return ""
    # (A stop inside a quote is the quote's: `答案写「…1.8 ℃。」` runs to its closing mark.)
    return split_outside_quotes(text[at + len(where.clause.strip()) :], SENTENCE_STOP)[0]


class ClauseReader:
    """Reads one clause at a time with one lexicon; knows the brief's topic, nothing else."""

    def __init__(self, lexicon: Lexicon, topic: str, citation_list: str = "") -> None:
        self.lexicon = lexicon
        self.topic = topic
        # The number of the document's citation list (Kb.citation_list), "" when it has none.
        self.citation_list = citation_list
        # The noun a section named by its words may keep after them (`引擎一览表`, `X 一节`).
        place = lexicon.place
        self.place_noun = re.compile(
            rf"\s*(?:{place['section_nouns'].pattern}|{place['inside'].pattern})", re.I
        )
        # kind_in's answers: a clause naming many sections asks again of the same words for
        # each (its whole text, the text after each later section), which would cost a line
        # of N references N squared searches of the line.
        self.kinds: dict[tuple[str, SectionRef | None], ActionKind | None] = {}
        # later_kind's answers, by clause and where the first later reference starts.
        self.later_kinds: dict[tuple[str, int], ActionKind | None] = {}
        # under_condition's answers, by clause and its sentence: asked once per section the
        # clause names, and each answer scans the clause's asides and tails.
        self.conditions: dict[tuple[str, str], str] = {}
        # refs_in's answers, by clause: the steps of reading one brief ask for the sections of
        # the same words about twelve times each, and every answer scans the clause again.
        self.refs: dict[str, tuple[Ref, ...]] = {}

    def heading_path(self, words: str) -> SectionRef | None:
        """A place field's words as a heading, or a path of headings from the outside in
        (`技术路线 › 余热回收`, `问答（未决问题）`, `Engines > vLLM`): a field that only says
        where names no section number, so its words are the heading's. An aside at the end
        (`（要点列表）`) says what part of it; None for words that are no heading's (a sentence,
        a quote, a verb of editing)."""
        bare = TRAILING_ASIDE.sub("", words.strip().rstrip("。.；;"))
        names = [n.strip() for n in HEADING_PATH_SPLIT.split(bare)]
        if not names or not all(HEADING_WORDS.fullmatch(n) for n in names):
            return None
        if any(self.lexicon.negation.search(n) for n in names):
            return None
        raw = " → ".join(names)
        key = "references" if CITATION_LIST_NAME.fullmatch(raw) else heading_name_key(raw)
        return section_ref(key, raw, "")

    def refs_in(self, clause: str) -> list[Ref]:
        """refs_in(clause) with this reader's lexicon and topic, read once per clause."""
        if clause not in self.refs:
            self.refs[clause] = tuple(refs_in(clause, self.lexicon, self.topic))
        return list(self.refs[clause])

    def place_ordinal(self, plain: str) -> re.Match[str] | None:
        """An ordinal (`第 3 条`) right after words that name a place (`决策树第 3 条`,
        `「调度」一节第 1 条`), or after a section number or opening the clause when the add
        verb follows it (`§5 第 5 条新增：…`: the place the new one takes): not after a verb
        (`新增第 3 条`) or a section number alone (`§七 第 73 条`, a numbered citation)."""
        ordinal = NUMBERED.search(plain)
        if ordinal is None:
            return None
        before = plain[: ordinal.start()].rstrip()
        if not before or SECTION_BEFORE.search(before):
            if ARXIV.search(plain):
                return None  # `§七 第 73 条登记 arXiv:…`: a numbered citation names its paper
            gap = len(plain) - len(plain[ordinal.end() :].lstrip())
            added = self.lexicon.verbs["add"].match(plain, gap)
            return ordinal if added is not None and added.group(0).strip() else None
        if not is_han(before[-1]):
            return None
        verbs = self.lexicon.verbs.values()
        # (Read on the whole words too: `补充第 4 条：` is a verb only before its number's colon.)
        if any(
            m.end() == len(before) for v in verbs for t in (before, plain) for m in v.finditer(t)
        ):
            return None
        return ordinal

    def cell_change(self, text: str) -> tuple[str, str, str] | None:
        """`X 一行，状态改为稳定`, `表格里把 X 的吞吐改成 2,800`, `set X 状态 to 稳定`: a row's
        cell changed by its column's name with no old value given. Its row's name, its
        column's word and its new value, each "" where the words give none kbpatch can read
        (no name: `那一行的状态改成…`; a value that asks more: `改为稳定并补 arXiv:…`); None when
        the words ask no such change (`规模改为 2,612（原 2,556）` gives its old value)."""
        # `「闭源最强 MMMU」一行口径改为…`: a row named in quotes is read as a bare name (its
        # quote marks blanked, so that every offset holds).
        text = QUOTED_ROW.sub(lambda m: f" {m['name']} ", text)
        opening = ROW_NAMED_FIRST.match(text)
        if opening and is_row_name(opening["name"]):
            text = f"{text[: opening.end()]} {text[opening.end() :]}"  # `上海行` as `上海 行`
        # `X 条目"发布"字段更新为…`: a field named in quotes is read bare too; so is a term named
        # in quotes before its definition (`「AB 电池」的释义替换为…`).
        text = QUOTED_FIELD.sub(lambda m: f" {m['name']} ", text)
        text = QUOTED_TERM.sub(lambda m: f" {m['name']} ", text)
        plain = masked_quotes(text)
        # `列由 A 改为 B`: the old value is given too (not `把 X 行的状态改为…`: 把 names the row).
        from_old = self.lexicon.value_forms.from_to.finditer(plain)
        if OLD_VALUE_ASIDE.search(plain) or any(m.group(0)[0] in "从由" for m in from_old):
            return None
        found = min(
            (m for form in self.lexicon.cell_change if (m := form.search(plain))),
            key=lambda m: m.start(),
            default=None,
        )
        if found is None:
            return None
        row = self.lexicon.cell_row_lead.sub("", (found.group("row") or "").strip())
        row = "" if NOT_A_NAME.search(row) else row  # `那一行`: pointed at, not named
        rest = untagged(text[found.end() :], self.lexicon, cut=True).strip(" 。.！!")
        rest = rest.lstrip("：: ")  # `替换成：「…」`: the colon before the value is none of it
        said = self.lexicon.closing_particle.sub("", rest).strip()
        new = unquoted(said)
        if (
            self.kind_in(new, None) is not None
            # `改为稳定（待 v2 确认）`: an aside is the brief's remark or the value's, unsure;
            # inside the value's quotes (`改为"2026-07（修订版）"`) it is the value's own.
            or ASIDE_OPEN.search(masked_quotes(said))
            or self.lexicon.formatting.search(new)
            or self.lexicon.negation.search(masked_all(text[: found.end()]))
        ):
            new = ""  # words besides the value ask more, or the change is refused
        # (`在轨数量一格改成`, `备注整格更新为`: the cell's noun after the column's words.)
        column = CELL_NOUN_END.sub("", found.group("column")) or found.group("column")
        return row.strip("*` "), column, new

    def kind_in(self, text: str, target: SectionRef | None) -> ActionKind | None:
        """Which kind of edit a piece of request text asks for, if any (negations aside).
        An item tag (`（条目 3）`) is no request: its `条目` is not the add verb; nor is a verb
        that describes a noun (`v2 新增的两个案例`, lexicon table `attributive`)."""
        if (text, target) in self.kinds:
            return self.kinds[text, target]
        plain = without_dictated_question(untagged(masked_quotes(text), self.lexicon), self.lexicon)
        kind = self.ordered_kind(self.lexicon.attributive.sub(blanked, plain), text, target)
        # (Only a hand-over or an append can be a verb of the words: an id or a question
        # after the colon is what the request adds.)
        dictated = (
            ENTRY_AFTER_COLON.search(plain)
            if kind in (ActionKind.OFF_DOCUMENT, ActionKind.APPEND)
            else None
        )
        if dictated is not None:
            # `补录 X（清华，2026）：融合权重改由检索器自身输出`, `补一条：汉堡：甲醇加注 0.2 万
            # 吨`: a verb inside the new entry's words, after its colon (改由, 加注), asks
            # nothing; the words before it ask.
            bare = plain[: dictated.start("text")] + " " * (len(plain) - dictated.start("text"))
            before = self.ordered_kind(self.lexicon.attributive.sub(blanked, bare), text, target)
            kind = before if before is ActionKind.ADD_ENTRY else kind
        if kind in (None, ActionKind.APPEND) and (
            LISTED_LINE_IN_TEXT.search(plain)
            or QUOTED_LIST_LINE.search(untagged(text, self.lexicon))
        ):
            # `术语补：`- X（Y）—— …``, `参考列表补 `- [[card]] …``, `末尾追加：「4. X：…」`: a
            # list's line dictated right after a root of adding asks for that line, no words
            # on the end of the section's last paragraph.
            kind = ActionKind.ADD_ENTRY
        self.kinds[text, target] = kind
        return kind

    def cites_a_sub_item(self, clause: str, target: SectionRef | None) -> str:
        """`HNSW 的"内存"子项补 arXiv:…`: the field a source is asked for, nested under the
        entry named right before it (SUB_ITEM_NAMED); "" for any other request of a 子项."""
        named = SUB_ITEM_NAMED.search(quotes_as_marks(clause))
        if named is None or self.kind_in(clause, target) is not ActionKind.ADD_SOURCE:
            return ""
        return named["entry"]

    def arrow_names_question(self, rest: str) -> bool:
        """`Item 3 → Part 3 new question (Q4)`, `条目 3 → 第三部分 新增问题`: the words after an
        arrow's section say only that a question goes there, none of its words."""
        words = ARROW_ASIDE.sub(" ", masked_quotes(rest)).strip()
        return bool(self.lexicon.place["arrow_question"].fullmatch(words))

    def later_kind(self, clause: str, later: list[Ref]) -> ActionKind | None:
        """The kind asked by the words after the first of the later references joined to the
        one before that asks any: `§3.4 或 §3.2 新增…` adds in §3.4 too."""
        # A reference's answer is the next one's unless its own words ask: remembered by
        # place, so that a clause of N references reads the words after each once, not N times.
        walked: list[tuple[str, int]] = []
        kind = None
        for ref in later:
            if (clause, ref.start) in self.later_kinds:
                kind = self.later_kinds[clause, ref.start]
                break
            walked.append((clause, ref.start))
            kind = self.kind_in(clause[ref.end :], ref.ref) if ref.joiner else None
            if kind:
                break
        self.later_kinds.update(dict.fromkeys(walked, kind))
        return kind

    def ordered_kind(self, plain: str, text: str, target: SectionRef | None) -> ActionKind | None:
        """The first verb meaning (the lexicon's order) the text holds."""
        verbs = self.lexicon.verbs
        added = ADDED_QUESTION.search(text) if target is not None else None
        if target is not None and added and target.key == "questions":
            # `Q: 列表末尾追加："…？"`: words added to the question list, not to one question
            # of it (`Q3 末尾补"…"`), that are a question of their own, with no quote before.
            if not QUESTION_LABEL.match(target.raw) and not first_quote(text[: added.start()]):
                return ActionKind.ADD_QUESTION
        elif (
            target is not None and added and self.names_question_list(text[: added.start()], target)
        ):
            # `在「开放问题」一节新增第 32 条："…？"`, `待解问题（第5章）添 "…？"`: the same, the
            # list named by its words beside the section.
            return ActionKind.ADD_QUESTION
        if (
            "〔〕" in plain
            and NUMBERED.search(plain)
            and (BRACKET_NOTE.search(plain) or verbs["annotate"].search(plain))
            and not verbs["citation"].search(plain)
        ):
            # `第十三条〔〕内加注"…"`: words written into a numbered citation's brackets mark
            # that citation, as `第 13 条标注"…"` does; they are not a sentence after it.
            return ActionKind.ANNOTATE_CITATION
        list_named = False
        for meaning in VERB_ORDER[: VERB_ORDER.index("annotate")]:
            if meaning == "add" and self.names_a_row(plain, text):
                continue
            if meaning == "append" and FOOTNOTE_DEFINITION_SAID.search(plain):
                # `末尾附上脚注 [^19]：…`: the words are a footnote of their own, not a sentence
                # of the list's last line (verbs.citation reads them).
                continue
            appends = meaning == "append" and bool(
                self.lexicon.verbs["append"].search(plain)
                or self.lexicon.append_before_quote.search(quotes_as_marks(text))
            )
            if appends and QUOTED_REFERENCE_LINE.search(text):
                # `附录B 补「Ren, G. 等 (2026). …」`, `参考资料相应添上「[R13] …」`: a reference's
                # whole line, a new one of the list (placed by render as the list keeps them).
                listed = target is not None and target.key == "references"
                return ActionKind.ADD_CITATION if listed else ActionKind.ADD_ENTRY
            if (
                meaning == "append"
                and QUOTED_ENTRY_LINE.search(text)
                and self.lexicon.verbs["add"].search(plain)
            ):
                # `参考资料相应添上「[R13] …」`, `术语部分添上「**X**：…」`: a line of its own,
                # labelled, bulleted or defining its bold term as a list's lines are, after a
                # verb that adds as well as appends: not words for the section's last line.
                continue
            if (
                self.lexicon.verbs[meaning].search(plain)
                or (
                    meaning == "append"
                    and self.lexicon.append_before_quote.search(quotes_as_marks(text))
                )
                or (meaning == "source" and self.sources_quoted_line(plain, text))
            ):
                if meaning == "question" and not self.asks_a_question(plain, text):
                    list_named = True
                    continue
                kind = VERB_KINDS[meaning]
                if kind is ActionKind.ADD_SOURCE and self.cites_in_list(plain, text, target):
                    return ActionKind.ADD_CITATION
                if kind is ActionKind.REPLACE and not value_pairs(text, self.lexicon):
                    if ROW_NAMED.search(plain):
                        # `X 一行：…改为…` with values kbpatch cannot read: still a replace
                        # (unresolved for its values), never a new row named like X.
                        return kind
                    # `第 5 问状态由未决改为已解决（…决定归入专用 ASR）`: a verb in a bracket
                    # after the change is the new value's words or a remark on it, never a
                    # request of its own (a new entry of the item, read from `归入`).
                    verb = self.lexicon.verbs["replace"].search(plain)
                    after = [s for s in paren_spans(plain) if verb and s[0] > verb.start()]
                    plain = blank_spans(plain, after)
                    continue
                return kind
        # `§x 标注"…"` marks a citation (or a line) of §x; with an entry being added, the
        # words are a caveat of that entry instead.
        if (
            target is not None
            and not list_named  # `第一个开放问题标记为已解决`: a question, not a citation
            and self.lexicon.verbs["annotate"].search(plain)
            and not self.asks_to_add(plain.replace("标注", "  "))
        ):
            return ActionKind.ANNOTATE_CITATION
        if self.asks_to_add(plain) and not self.names_a_row(plain, text):
            # What is added to the open-question list (`开放问题清单新增一条`) is a question.
            if target is not None and target.key == "questions":
                return ActionKind.ADD_QUESTION
            # …and to the citation list (`参考文献新增一条`), a citation.
            if target is not None and target.key == "references":
                return ActionKind.ADD_CITATION
            return ActionKind.ADD_ENTRY
        return None

    def cites_in_list(self, plain: str, text: str, target: SectionRef | None) -> bool:
        """`§7 补 arXiv:…（的引用）`, `在 §6 补 arXiv:…` where §7 / §6 is the document's
        citation list: a paper given there by its id, no line of it quoted or pointed at
        (`§7 "X" 那条补 arXiv:…` gives that line its source), is a new citation of the list."""
        if target is None or not self.citation_list or target.key != self.citation_list:
            return False
        verb = self.lexicon.verbs["source"].search(plain)
        named_by = plain[: verb.start()] if verb else ""
        return bool(
            ARXIV.search(plain) and not first_quote(text) and not POINTED_LINE.search(named_by)
        )

    @staticmethod
    def names_question_list(before: str, target: SectionRef) -> bool:
        """Whether the words before a question added name the question list (`「开放问题」一节`,
        `待解问题（第5章）`) and no question of it (`Q3`, `第 3 条`, a quote that is no
        section's name)."""
        named = QUESTION_LIST_NAME.search(target.raw) or QUESTION_LIST_NAME.search(before)
        return bool(
            named
            and not QUESTION_LABEL.search(before)
            and not ONE_OF_THEM.search(before)
            and all(LIST_NOUN.match(before, end) for _, end in quoted_spans(before))
        )

    def sources_quoted_line(self, plain: str, text: str) -> bool:
        """`§6.2 "X" 加上 arXiv:…`, `「X」后附链接 https://…`: a source verb right after a quote,
        with the id or link right after the verb (verbs.source.after_quote). The quote names
        the line that takes the source (its words are blanked in `plain`, so no verb of
        `verbs.source` sees it). Not a quote after an add or question verb
        (`新增一条"X"加上 arXiv:…`): that quote names the new entry."""
        found = self.lexicon.source_after_quote.search(quotes_as_marks(text))
        if found is None:
            return False
        before = plain[: found.start()]
        return not any(
            self.lexicon.verbs[meaning].search(before)
            for meaning in ("add", "question", "citation")
        )

    def asks_a_question(self, plain: str, text: str) -> bool:
        """Whether the text asks for a new open question: `加一问`, or the list's name
        (`开放问题`, `open question`) with an add verb (`新增一条开放问题`, `开放问题补记一条`) or
        with the question's words right after it (`开放问题："…？"`). The list's name alone
        only says which list (`第一个开放问题标记为已解决`, `开放问题不变`): no new question."""
        question = self.lexicon.verbs["question"]
        named = [m for m in question.finditer(plain) if QUESTION_LIST_NAME.fullmatch(m.group(0))]
        if len(named) < len(question.findall(plain)):
            return True  # `加一问「…」`: a verb of its own
        if any(QUESTION_WORDS_AFTER.match(text, m.end()) for m in named):
            return True
        return self.asks_to_add(question.sub(blanked, plain))

    def names_a_row(self, plain: str, text: str) -> bool:
        """Whether the words of adding in a text (`plain`, its quotes masked, as `text` is
        written) are only a row's noun after the row's quoted first cell (`§4.1 表「邦普（宜昌）」
        一行，状态改为…`), no verb before: the row named, no new one (cut at its comma, such a
        clause was read as adding a row of the item)."""
        found = list(self.lexicon.verbs["add"].finditer(plain))
        return (
            len(plain) == len(text)
            and bool(found)
            and all(
                self.lexicon.nouns.fullmatch(m.group(0).strip()) is not None
                and QUOTED_ROW_NOUN.search(text, 0, m.end())
                and not self.lexicon.roots.search(plain, 0, m.start())
                for m in found
            )
        )

    def asks_to_add(self, plain: str) -> bool:
        """Whether the text asks for a new entry: with an add verb (`新增`, `补一条`), or with a
        noun alone that ends the request (`§3.1 FlowCache 条目。`, `§2.5 一行小注：…`). A noun
        that words go on after says something of an entry that stands (`X 条目可作对照`, `X 一行
        作废`, `X 条目的数字仍然成立`, `X 条目注明"…"`): no new entry."""
        found = [m.group(0).strip() for m in self.lexicon.verbs["add"].finditer(plain)]
        if not found:
            return False
        if any(self.lexicon.nouns.fullmatch(words) is None for words in found):
            return True  # a verb (`新增`, `补一条`, `新开一条`), not a noun alone
        nouns = list(self.lexicon.nouns.finditer(plain))
        rest = masked_all(plain[nouns[-1].end() :]) if nouns else plain
        return NOUN_ENDS.match(rest) is not None

    def detail_named(self, plain: str, found: re.Match[str]) -> str:
        """The words of a negated add (`found`) that name a detail of an entry, not an entry
        (`子要点`, `benchmark 数字`, `链接`: constraints.details, sub_item): after it when no entry
        noun follows (`别加子要点`; `不新增带链接的条目` refuses the entry), or right before it
        (`子要点不用加`, `链接就不加了`); "" when they name none."""
        details = (self.lexicon.constraints["details"], self.lexicon.sub_item)
        rest = plain[found.end() :]
        for pattern in details:
            after = pattern.search(rest)
            if after and not self.lexicon.nouns.search(rest, after.end()):
                return plain[found.start() : found.end() + after.end()].strip()
            before = list(pattern.finditer(plain, 0, found.start()))
            if before and UP_TO_NEGATION.fullmatch(plain, before[-1].end(), found.start()):
                return plain[before[-1].start() : found.end()].strip()
        return ""

    def constraint_in(self, plain: str) -> tuple[frozenset[ActionKind], str] | None:
        """The kinds a clause forbids, with its words: `不新增条目` forbids adding; a limit on
        content (`不改其余列`, `不写…结论`) forbids no action: ADVISORY."""
        members = self.lexicon.constraints["members_kept"].search(plain)
        if members:
            # `起降场列表本轮不增不减`: no entry in or out; its words may change.
            return SPARED_KINDS | {ActionKind.ADD_ENTRY}, members.group(0)
        spared = self.lexicon.constraints["spare_only"].search(plain)
        if spared:
            # `本轮不删任何条目`, `已有条目保留`: no entry is removed (nor moved away); nothing
            # else is refused.
            return SPARED_KINDS, spared.group(0)
        listed = self.lexicon.constraints["forbid_listed"].search(plain)
        if listed:
            # `no citation this round`, `do not add a question`: that kind alone is refused.
            question = "question" in listed.group(0).lower()
            kind = ActionKind.ADD_QUESTION if question else ActionKind.ADD_CITATION
            return frozenset({kind}), listed.group(0)
        found = self.lexicon.constraints["forbid_add"].search(plain)
        detail = self.detail_named(plain, found) if found else ""
        if detail:
            # `…，别加子要点`, `不加 benchmark 数字`: the negation refuses the detail it names, not
            # the entry (the kinds of words an entry holds are limited by forbid_numbers…).
            return ADVISORY, detail
        if found:
            # `无需新增开放问题`, `不新增引用`: what is not to be added, when the words say so.
            rest = plain[found.end() : found.end() + 16].lstrip()
            # `无需另起一条引用`, `不另立单独的开放问题`: a count or "apart" before the noun
            # (shown with the words, as the brief says them).
            head = found.group(0)
            lead = LISTED_LEAD.match(rest)
            if lead:
                head = plain[found.start() : plain.index(rest, found.end()) + lead.end()]
                rest = rest[lead.end() :]
            if self.lexicon.verbs["question"].match(rest):
                return frozenset({ActionKind.ADD_QUESTION}), head + "开放问题"
            # `不加脚注`: a footnote is a citation; `不加 ref`, `不另立参考资料编号` too.
            cited = self.lexicon.constraints["refused_citation"].match(rest)
            if cited:
                words = plain[found.start() : plain.index(rest, found.end()) + cited.end()]
                return frozenset({ActionKind.ADD_CITATION}), words
            if SENTENCE_BEFORE_NEGATION.search(plain[: found.start()]):
                # `X 的补句先不加`, `这句暂不补`: the sentence an item appends to an entry.
                return frozenset({ActionKind.APPEND}), plain[: found.end()].strip()
            # `引用先不加`, `开放问题暂不新增`: what is not to be added, said before it.
            named = NAMED_BEFORE_NEGATION.search(plain[: found.start()])
            if named:
                kind = listed_kind(named.group("what"))
                return frozenset({kind}), named.group(0) + found.group(0)
            if self.lexicon.constraints["body_only"].search(plain[max(0, found.start() - 8) :]):
                # `正文各节均不新增`: no new entry in the body; the citation list is not body.
                return frozenset({ActionKind.ADD_ENTRY}), found.group(0)
            place = PLACE_NOUN_END.sub("", plain[: found.start()].rstrip())
            refused = [
                m
                for key in ("end", "start")
                for m in self.lexicon.place[key].finditer(place)
                if m.end() == len(place)
            ]
            if refused:
                # `表末尾不要加`, `开头不要加`: a place refused beside the one the request
                # names, not the add: the request's own place word settles where it goes
                return ADVISORY, plain[refused[0].start() : found.end()].strip()
            return ADDING, found.group(0)
        negated = self.lexicon.negated.search(plain)
        named = NAMED_BEFORE_NEGATION.search(plain[: negated.start()]) if negated else None
        if negated and named:
            # `引用本轮不补`, `开放问题先不登`: only that kind is not to be added.
            kind = listed_kind(named.group("what"))
            return frozenset({kind}), named.group(0) + negated.group(0)
        source = SOURCE_AFTER_NEGATION.match(plain, negated.end()) if negated else None
        if negated and source:
            # `先不挂出处`, `不补来源`: the item's source is not added; its other edits stand.
            return frozenset({ActionKind.ADD_SOURCE}), negated.group(0) + source.group(0)
        named = LISTED_NAMED_FIRST.match(plain)
        said = named and self.lexicon.take_back.match(plain, named.end())
        if named and said and not plain[said.end() :].strip(" 。.；;"):
            # `引用另议`, `citation later`: the citation is put off, the rest of the line stands.
            what = named.group("what").lower()
            question = "问题" in what or "question" in what
            kind = ActionKind.ADD_QUESTION if question else ActionKind.ADD_CITATION
            return frozenset({kind}), plain[: said.end()].strip()
        withdrawn = self.lexicon.constraints["withdraw"].search(plain)
        if withdrawn:
            return frozenset(), withdrawn.group(0)  # every edit of the item
        for name in ("keep_others", "no_cross_reference", "no_conclusion"):
            found = self.lexicon.constraints[name].search(plain)
            if found:
                return ADVISORY, found.group(0)
        return None

    def read(
        self,
        clause: str,
        *,
        segment: Segment,
        item: Item | None,
        from_closing: bool,
        choice: str = "",
        group: str = "",
        inherited: ActionKind | None = None,
        words_held: bool = False,
    ) -> list[Draft]:
        """The readings of one clause: one per section it names, or one for the clause. With
        `words_held`, a change naming no section is placed by the words it replaces
        (words_replaced), where nothing else places it (Planner.unplaced_request)."""
        where = Place(clause, segment, item, choice, group, from_closing)
        changelog = (
            self.changelog_heading(where)
            or self.changelog_row(where)
            or self.changelog_line(where)
            or self.changelog_undated(where)
        )
        if changelog is not None:
            return [changelog]
        if self.in_changelog_words(where):
            return []  # `…，内容为：合并…：B.1 补 X`: the words of the line changelog_line writes
        header = self.header_change(where)
        if header is not None:
            return [header]
        moved = self.entry_moved_between(where) or self.answer_under_question(where)
        if moved is not None:
            return [moved]
        refs = self.refs_in(clause)
        dictated = DICTATED_DATED_LINE.search(clause)
        if dictated and refs:
            # `§3 补一条：2026-12-15：1.1 补 X。`: a section named in the dated line's own words
            # is no place of the request (as in changelog_line), nor the only place named
            # (`附：变更 顶部加一行：`* 2026/12/25 · Lin · 3.1.1 补 X`` names none by number).
            refs = [ref for ref in refs if ref.start < dictated.start("line")]
        tick = None if refs else self.tick_unplaced(where)
        if tick is not None:
            return [tick]
        if not refs and not self.refs_in(own_sentence(segment.text, clause)):
            # (A section named by number in another sentence of the line, `C.4 加一条：「…。」`,
            # is no place of this one: `术语部分增补：「…」`.)
            refs = entry_named_ref(clause, self.lexicon, self.topic, plain=True)
        if not refs:
            refs = self.paragraph_by_opening(clause)
        if not refs and words_held and (held := words_replaced(clause, self.lexicon)):
            # `表上方计数句里的「其中 9 个适用推定拒绝政策」改为「其中 10 个…」`: the words quoted
            # as the ones replaced name the one line of the document that holds them (its part:
            # the number the clause names that line's place by).
            words, number = held
            at = clause.find(words)
            plain = masked_all(clause)[:at]
            held_at = section_ref(WORDS_HELD, words, number)
            refs = [Ref.at(held_at, at, at, plain, self.lexicon, self.topic)]
        if not refs:
            alone = (
                self.question_closed_unplaced(where)
                or self.footnote_defined(where)
                or self.paragraph_rewritten(where, None, clause)
                or self.read_alone(where)
                or self.read_unbesides_list(where)
            )
            return [alone] if alone else []
        if len(refs) > MOST_SECTIONS_IN_A_CLAUSE:
            # No brief names so many sections in one clause; each is read against the whole
            # clause, so a hostile line of thousands would take minutes. Reported, unread.
            return [
                where.check_by_hand(
                    None, f"names {len(refs)} sections in one clause, more than kbpatch reads"
                )
            ]
        refused = self.listed_refused_aside(clause, unasked(masked_all(clause)))
        if refused is not None:
            # `§3.2 新增（引用先不加）`: the aside limits the edit, it asks none (its `加` is no
            # add of a citation). The clause is read without it; the limit stands beside.
            (start, end), (kinds, words) = refused
            bare = clause[:start] + " " * (end - start) + clause[end:]
            limit = where.make(ActionKind.CONSTRAINT, None, f"the brief says {words}")
            limit.forbids = kinds
            return [
                *self.read(
                    bare,
                    segment=segment,
                    item=item,
                    from_closing=from_closing,
                    choice=choice,
                    group=group,
                    inherited=inherited,
                ),
                limit,
            ]
        made: list[Draft] = []
        pieces = ref_pieces(clause, refs)
        moved = self.entry_moved(where, pieces) if len(pieces) == 2 else None
        if moved is not None:
            return [moved]
        shared = self.negation_shared(pieces)
        # `第一部分除 §1.1 外不动`: the keep holds for all but the sections named as exceptions.
        excepted = [ref.ref.key for ref, before, after in pieces if is_exception(before, after)]
        for index, (ref, before, after) in enumerate(pieces):
            if self.lexicon.side_mention.match(masked_all(after).lstrip()):
                # `§1.4 也提一句`: a pointer to the item there, which kbpatch does not write.
                made.append(
                    where.check_by_hand(
                        ref.ref,
                        f"asks for a mention of the item in {ref.ref.raw}, not an entry of it "
                        "there; kbpatch writes no such pointer",
                    )
                )
                break
            draft = self.read_ref(
                where, ref, before, after, refs[index + 1 :], inherited, sole=len(refs) == 1
            )
            line_of_changelog = self.changelog_line_around(where, ref.start)
            if draft.kind.edits_document and line_of_changelog:
                # `修订记录 新增一条：**v0.10**（…）：A.1 新增 X。`: the section is named inside the
                # words of the changelog's new line, no request of its own.
                draft = where.check_by_hand(
                    ref.ref,
                    f"stands in the words of a line asked for the document's changelog "
                    f"(「{line_of_changelog}」), not a request of its own; kbpatch writes a "
                    "changelog line only when it opens with its date",
                )
            elif (
                draft.kind is ActionKind.ADD_ENTRY
                and not draft.row
                and self.lexicon.place["changelog"].search(masked_quotes(clause))
            ):
                # `附录 A 版本记录加一行`: a row about the document, whose columns (date, change)
                # no item's entry fills: reported, never the item's entry in the date column.
                # (A row the brief writes out cell by cell is the row, not the item's entry.)
                draft = where.check_by_hand(
                    ref.ref,
                    "asks for a row in the document's version record, which kbpatch does not "
                    "write from an item",
                )
            inside = self.lexicon.place["inside_entry"].search(masked_quotes(clause))
            if draft.kind is ActionKind.ADD_ENTRY and inside:
                # `在 2.1.2 X 条目里补上 Y 的说明：…`: words for the entry X that stands, never a
                # new entry Y of the item's 要点; which words of X's line they become is not
                # guessed.
                draft = where.check_by_hand(
                    ref.ref,
                    f"asks for words inside an entry that stands (「{inside.group(0)}」), not a "
                    "new entry; kbpatch does not write them there",
                )
            lead = shared[index][1]
            if draft.kind.edits_document and lead != before:
                # `不在 §1.3 和 §1.4 重复登记`: the later place is refused with the first.
                draft = self.read_ref(
                    where, ref, lead, after, refs[index + 1 :], inherited, sole=len(refs) == 1
                )
            if draft.kind is ActionKind.CONSTRAINT:
                draft.excepted = [k for k in excepted if k != ref.ref.key]
            # `§3.1（首选）/ §5.7（备选）`: a preference said of a place beside the next one.
            ranked = index and self.ranks(clause[pieces[index - 1][0].end : ref.start])
            one_of = (
                "或" in ref.joiner
                or ranked
                or self.lexicon.place["one_of"].search(masked_all(clause))
            )
            if draft.kind.edits_document and index and one_of and made and not choice:
                # `§3.4 末尾 或 §3.2 新增…`: two options of one action.
                made[-1].group = made[-1].group or f"or{segment.line}:{ref.start}"
                draft.group = made[-1].group
            made.append(draft)
        return made

    def negation_shared(self, pieces: list[tuple[Ref, str, str]]) -> list[tuple[Ref, str, str]]:
        """`不在 §1.3 和 §1.4 重复登记`: a negation (or a place not chosen) before a list of
        places speaks for each of them, not for the first alone (the later ones would read as
        places to add to). So does a keep said first, before its colon (`保持原样：§1 总览的
        引文与 §II.5「国内进展」条目`), for each place after it that asks nothing of its own."""
        shared = list(pieces)
        said_first = KEEP_LEAD.fullmatch(masked_all(pieces[0][1])) if pieces else None
        if said_first is not None and self.keeps(said_first["keep"]):
            return shared[:1] + [
                (ref, before, after)
                if self.asks_with_a_verb(before + after)
                else (ref, pieces[0][1] + before, after)
                for ref, before, after in shared[1:]
            ]
        for index in range(1, len(shared)):
            ref, before, after = shared[index]
            _, lead, between = shared[index - 1]
            if (
                JOINERS.fullmatch(masked_all(before))
                and JOINERS.fullmatch(masked_all(between))
                and (
                    self.lexicon.negated.search(masked_all(lead))
                    or ending_with(self.lexicon.place["not_here"], masked_all(lead).rstrip())
                )
            ):
                shared[index] = (ref, lead, after)
        return shared

    def keeps(self, words: str) -> bool:
        """Whether words are a keep of what stands alone (`保持原样`, `不动`, `原样保留`; not
        `不入档`, a refusal to write something in)."""
        return bool(self.lexicon.value_keep.fullmatch(masked_all(words).strip()))

    def asks_with_a_verb(self, words: str) -> bool:
        """Whether words hold a verb of editing, nouns (`条目`, `一行`) aside."""
        verbs = self.lexicon.nouns.sub(blanked, masked_all(words))
        return any(verb.search(verbs) for verb in self.lexicon.verbs.values())

    def ranks(self, words: str) -> bool:
        """Whether words between two places rank them (`（首选）/`, `（备选）`): options."""
        return bool(self.lexicon.preferred.search(words) or self.lexicon.second.search(words))

    def read_in_named(
        self,
        clause: str,
        target: SectionRef,
        *,
        segment: Segment,
        item: Item | None,
        choice: str,
        group: str,
        from_closing: bool,
        held: bool = False,
        values_kept: bool = False,
    ) -> Draft | None:
        """`§4.1 …第 3 条，"X" 不改；第 2 条里 "A" 换成 "B"`: a sentence that names no section
        but a part of one (`第 2 条`, `X 一行`) and asks for an edit of it, read in the section
        the sentence before named. None when it names no part or asks no row edit. `held`: the
        clause before said the section holds the item already (`§1 X 已收录，只把 "A" 改为
        "B"`): the edit asked next is of that section, whether or not it names a part;
        `values_kept`: the clause before kept values of it (`§2 的 0.3 不变；只把 4.20 调成
        3.85`): a replace asked next is of that section."""
        plain = masked_all(clause)
        named = NUMBERED.search(plain) or ROW_NAMED.search(plain) or NAMED.search(plain)
        if not (named or held or values_kept):
            return None
        kind = self.kind_in(clause, target)
        # `X 条目后面补链接 URL`: a source of the entry named, as a change or an append of it.
        edits = (ActionKind.REPLACE, ActionKind.APPEND, ActionKind.ADD_SOURCE)
        if kind not in edits or (kind is ActionKind.ADD_SOURCE and not NAMED.search(plain)):
            return None
        if values_kept and not (named or held) and kind is not ActionKind.REPLACE:
            # After a keep of values only a replace is read in its section: its old value
            # finds the line; an append would need the line named.
            return None
        where = Place(clause, segment, item, choice, group, from_closing)
        ref = Ref(ref=target, start=0, end=0, joiner="", elsewhere=False)
        return self.read_ref(where, ref, "", clause, [], None)

    def header_change(self, where: Place) -> Draft | None:
        """`文档头 front matter 的 updated 改为 2026-12-04`, `YAML 头部 updated: A → B`: a change
        of the document's header of fields, which is no section and no entry kbpatch writes:
        reported with its words, in the closing list too (where a line naming no item is
        otherwise passed over once the items were read)."""
        plain = masked_quotes(where.clause)
        # `版本行：v1.4（2027-03-04），上一版 v1.3`: the version line named, and its new version.
        version = self.lexicon.place["version_line"].search(where.clause)
        versioned = (
            version is not None
            and VERSION_VALUE.search(where.clause, version.end()) is not None
            # (`§3.1 vLLM 版本号 v0.13.2 改为 v0.13.3`: an entry's version, in its section.)
            and not self.refs_in(where.clause)
        )
        named = versioned or self.lexicon.place["front_matter"].search(plain)
        if not named or self.lexicon.negated.search(masked_all(where.clause)):
            return None
        verbs = self.lexicon.verbs
        if not (versioned or any(verbs[m].search(plain) for m in VERB_ORDER) or arrow_in(plain)):
            return None
        # The rest of its sentence is the header's too (`文首元数据表：版本由 A 改为 B，最后更新
        # 由 C 改为 D`): quoted whole, no clause of it left unsaid.
        text = where.segment.text
        at = text.find(where.clause.strip())
        rest = re.split(r"[。；;]", text[at:])[0] if at >= 0 else where.clause
        said = shortened(TRAILING_ITEMS_TAG.sub("", rest).strip(), 80)
        fields = version_fields(rest) if versioned else None
        if fields:
            # `版本行改为 v1.4（2027-03-04），上一版写 v1.3（2027-02-24）`: each value on the
            # version line (render.version_line_set), the rest of the line as it is.
            draft = where.make(ActionKind.REPLACE, section_ref(VERSION_LINE, "版本行", ""))
            draft.pairs = fields
            draft.clause = rest.strip()
            return draft
        what = "version line" if versioned else "front matter (its header of fields)"
        report = where.make(
            ActionKind.NOT_UNDERSTOOD,
            None,
            f"asks for a change of the document's {what}, which kbpatch does not edit: "
            f"「{said}」; check by hand",
        )
        report.clause = rest.strip()  # (the clauses after it are the header's: Planner.read_option)
        return report

    def tick_unplaced(self, where: Place) -> Draft | None:
        """`开放问题：勾掉「X」那一条`, `把"X"打勾` in a clause naming no section: the open box of
        the document's question list whose line opens with X, ticked, as `「开放问题」一节中"X"
        一条勾选为已解决` does. A tick said with more words (`，行末补"…"`: an answer to write
        after it) is reported with them, never made as a bare tick that loses them."""
        name = ticked_item(where.clause, self.lexicon)
        if self.lexicon.negated.search(masked_all(where.clause)):
            return None
        unquoted = UNQUOTED_TICK.search(where.clause) if not name else None
        if unquoted:
            # `勾掉 2:4 + 4-bit 叠加那一条`: the line named in words of the brief's own, not
            # quoted from it: which line is meant is not guessed.
            return where.check_by_hand(
                UNNAMED_LISTS[ActionKind.ADD_QUESTION],
                f"asks to tick the line 「{unquoted['words']}」, named without quoting its words; "
                "which line is meant is not guessed",
            )
        if not name:
            return None
        # The one open box so worded, in whichever list it stands (questions, a to-do list).
        draft = where.make(ActionKind.REPLACE, SectionRef(key=BOX_NAMED, raw=name))
        draft.pairs = [(f"[ ] {name}", f"[x] {name}")]
        text = where.segment.text
        at = text.find(name)
        rest = SENTENCE_STOP.split(masked_quotes(text[at + len(name) + 1 :]))[0] if at >= 0 else ""
        rest = self.lexicon.tick.sub("", TICKED_LINE_NOUN.sub("", rest, count=1))
        more = ASIDE_AT_END.sub("", ITEM_NAMED.sub("", rest)).strip(" \t，,、。；;.：:→")
        if more and not self.lexicon.negated.search(masked_all(more)):
            said = shortened(text.strip(), 80)
            draft.kind, draft.unread_kind = ActionKind.NOT_UNDERSTOOD, ActionKind.REPLACE
            draft.reason = (
                f"ticks 「{name}」 with more words kbpatch does not write: 「{said}」; "
                "check by hand"
            )
        return draft

    def changelog_heading(self, where: Place) -> Draft | None:
        """`§9 新增「### 2026-12-11」小节，写入：「- …」`: a dated heading the brief dictates for a
        changelog kept under dated headings, and the line it dictates under it, placed where
        the headings' date order puts them (render.dated_heading_entry). None for any other
        words, or where the request refuses it."""
        found = DATED_HEADING_AND_LINE.search(where.clause)
        if found is None or self.lexicon.negation.search(masked_all(where.clause)):
            return None
        refs = self.refs_in(where.clause[: found.start()])
        named = self.lexicon.place["changelog"].search(masked_all(where.clause))
        if refs:
            target = refs[0].ref
        elif named is not None:
            target = self.changelog_place(where.clause[: named.start()], named.group(0))
        else:
            # `新建「### 2026-12-12」小节，条目为「- …」`: a dated heading names the changelog by
            # what it is (locate.named_list).
            target = section_ref(
                CHANGELOG_KEY, found.group("heading") or found.group("version"), ""
            )
        lines = [found.group("line").strip()]
        # (The clause may end at a mark between the quotes: its sentence goes on.)
        text = where.segment.text
        start = text.find(where.clause)
        text, at = (text, start + found.end()) if start >= 0 else (where.clause, found.end())
        while more := NEXT_QUOTED_LINE.match(text, at):
            lines.append(more.group("line").strip())
            at = more.end()
        # (Several lines under the heading, one to a line: render writes each in the list's marker.)
        draft = changelog_draft(where, target, "\n".join(lines))
        draft.heading = (found.group("heading") or found.group("version")).strip()
        if where.from_closing and not self.lexicon.item_tag_run.search(where.clause):
            # The round's own record of its changes, whatever items its words name by their
            # places (`表 1 冷板式…；二（一）GB300 改 142 kW`): the brief's, no item's.
            draft.item = None
        return draft

    def changelog_line(self, where: Place) -> Draft | None:
        """`变更记录新增一行：2026-12-09：核对 X（Lin）。`, `「变更记录」一节顶部加一行：- …`:
        a dated line the brief dictates for the document's changelog, named by its words
        before the line. The line is written as given, where the list's date order puts it
        (render.in_date_order), never an entry of the item's 要点; a place the line's own
        words name (`第五章表格核对完毕`) is no place of the request. Without an item to
        carry it (a closing line of its own) it is reported with its words."""
        # `…："2026-11-28：X。"（条目 1）`: the item's tag after a quoted line is no word of it.
        clause = self.without_idle_aside(TRAILING_ITEMS_TAG.sub("", where.clause))
        dictated = DICTATED_DATED_LINE.search(clause)
        own = where.clause.strip()
        if dictated is None and (
            placed := placed_words(where.segment.text, own)
            or pointed_words(where.segment.text, own, self.lexicon.place["dictation_pointer"])
        ):
            # `变更记录补一条，放在最上面：「- 2026-12-22（Tom）：…」`, `修订历史记一笔，原文：
            # 「…」`: the line dictated after the place said for it, or after words that say
            # it is given word for word, in the next clause of the sentence.
            clause = f"{clause.rstrip()}：{placed.group(0)}"
            dictated = DICTATED_DATED_LINE.search(clause)
        text = where.segment.text
        at = text.find(where.clause)
        given = DATE_THEN_WORDS.search(clause) or (
            DATE_THEN_WORDS.match(text, at + len(where.clause)) if at >= 0 else None
        )
        if dictated is None and given is not None:
            # `变更记一行，日期 2026-12-04，内容为：…`: the date and the words given apart (in
            # the clause or right after it), the line they make written in the list's form
            # (render.with_date_mark).
            own = clause[: given.start()] if given.string is clause else clause
            clause = f"{own.rstrip()}：{given['date']}：{given['words'].strip()}"
            dictated = DICTATED_DATED_LINE.search(clause)
        if dictated is None or "|" in dictated.group("line"):
            return None  # `2026-12-09 | … | Lin`: a table's row, read as one (literal_row)
        before = clause[: dictated.start()]
        named = self.lexicon.place["changelog"].search(before)
        if named is None or self.lexicon.negation.search(masked_all(before)):
            return None
        quoted = re.search(r"「([^「」]*" + re.escape(named.group(0)) + r"[^「」]*)」", before)
        name = quoted.group(1).strip() if quoted else named.group(0)
        target = self.changelog_place(before, name)
        # `…（Lin）（条目 1）`: the item's tag after the line says whose it is, no word of it.
        line = TRAILING_ITEM_TAG.sub("", dictated.group("line")).strip()
        described = self.lexicon.place["changelog_described"].search(masked_quotes(line))
        if described is not None:
            # `记一行 2026-12-08 (v2.5)，简述上面 1–6`: what the line should say, not its words.
            return where.check_by_hand(
                target,
                f"asks for a changelog line it describes (「{described.group(0)}」) rather than "
                "gives; kbpatch writes a changelog line only as dictated",
            )
        return changelog_draft(where, target, line)

    def without_idle_aside(self, clause: str) -> str:
        """`clause` without an aside in brackets after its closing quote that asks nothing of
        the document now (`…」（文件头那行先不动，发版时再统一改。）`): each of its clauses
        holds no verb, negates it, or puts it off. Any other aside stays, and so does the
        clause as it was."""
        aside = ASIDE_AFTER_QUOTE.search(clause)
        if aside is None:
            return clause
        for part in split_outside_quotes(aside["words"], CLAUSE_SPLIT):
            plain = masked_all(part)
            if not part.strip(" 。.") or not self.verb_besides_nouns(plain):
                continue
            if self.lexicon.negation.search(plain) or self.not_a_request(part):
                continue
            return clause
        return clause[: aside.start()]

    def in_changelog_words(self, where: Place) -> bool:
        """Whether the clause stands in the date or words a changelog request gives apart
        after it (`变更记一行，日期 2026-12-04，内容为：…`), which changelog_line writes."""
        text = where.segment.text
        given = DATE_THEN_WORDS.search(text)
        at = text.find(where.clause.strip())
        return (
            given is not None
            and at > given.start()
            and self.lexicon.place["changelog"].search(masked_all(text[: given.start()]))
            is not None
        )

    def changelog_line_around(self, where: Place, ref_at: int) -> str:
        """The words before a section named at `ref_at` of a clause, in its sentence, that ask
        the document's changelog for a new line and dictate it after a colon (`修订记录 新增
        一条：**v0.10**（…）：A.1 …`): the section is then words of that line; "" otherwise."""
        text = where.segment.text
        at = text.find(where.clause.strip())
        if at < 0:
            return ""
        at += len(where.clause) - len(where.clause.lstrip()) + ref_at
        # Quotes kept: the changelog is often named by its quoted heading (`「附录丙 · 修订记录」`).
        sentence = re.split(r"[。；;]", text[:at])[-1]
        named = self.lexicon.place["changelog"].search(sentence)
        if named is None or not COLON.search(sentence, named.end()):
            return ""
        if not (
            self.lexicon.verbs["add"].search(sentence, named.end())
            or self.lexicon.place["changelog_asks"].search(sentence)
        ):
            return ""
        start = at - len(sentence)
        return shortened(text[start:].strip(), 60)

    def changelog_row(self, where: Place) -> Draft | None:
        """`变更记录加一行：2026-12-09 | 改 X | Lin`, `§7 变更记录 追加一行：| … |`,
        `变更记录表追加：日期 2026-12-09，变更"…"，维护人 Lin`: a row the brief dictates for the
        document's changelog (named by its words before the row), its cells apart by pipes in
        the columns' order or each after its column's name. Written as given where the table's
        date order puts it, only when every column is given (render.changelog_row), never an
        entry of the item's 要点; with no item to carry it, reported with its words."""
        clause = where.clause
        dictated = CHANGELOG_ROW_WORDS.search(clause)
        if dictated is None:
            return None
        before = clause[: dictated.start()]
        named = self.names_changelog(before)
        plain = masked_all(before)
        # `修改记录末尾加：| … |`: a verb right before the colon of the row (kept for it).
        said = masked_all(clause[: dictated.start() + 1])
        asked = self.lexicon.verbs["add"].search(said) or self.lexicon.place[
            "changelog_asks"
        ].search(said)
        words = TRAILING_ITEMS_TAG.sub("", clause[dictated.start("words") :]).strip(" 。.")
        if "|" in words:
            # `…插入：「| 2027-02-01 | Tom | … |」`, `变更记录: new top row 「| … |」`: the row, its
            # quote marks and the words placing it no cells; a dated row dictated after the
            # changelog's name and a colon asks to be added, verb or not.
            lead = ROW_PLACE_LEAD.match(words)
            words = words[lead.end() :] if lead else words
            words = words.strip(' 。.「」“”"『』`')
            asked = asked or DATED_CELL_FIRST.match(words)
        if not named or not asked or self.lexicon.negation.search(plain):
            return None
        target = self.changelog_place(before, named)
        draft = changelog_draft(where, target, words)
        if draft.kind is ActionKind.ADD_ENTRY and "|" in words:
            draft.row = tuple(cell.strip() for cell in ROW_CELL_SPLIT.split(words.strip("| ")))
        return draft

    def changelog_undated(self, where: Place) -> Draft | None:
        """`更新日志 加一行。`, `更新日志 加一行：2.2 补 X。`, `更新日志加 2026-12-09 一行`, `并在
        更新日志记一行`: a line asked of the document's changelog (named by its words, bare or
        as a quoted heading, and no other section) that gives no whole dated line for it. A
        changelog's line is the line the brief gives, never an entry of the item's 要点; its
        date and words are not made up: reported with the request's words, in the closing list
        too, with or without an item to carry it."""
        clause = where.clause
        plain = masked_all(clause)
        named = self.names_changelog(clause)
        if not named or "|" in clause or self.lexicon.negation.search(plain):
            return None  # `| 2026-12-09 | … |`: a table's row, read as one (literal_row)
        if not (
            self.lexicon.verbs["add"].search(plain)
            or self.lexicon.place["changelog_asks"].search(plain)
        ):
            return None
        changelog = self.lexicon.place["changelog"]
        if any(not changelog.search(ref.ref.raw) for ref in self.refs_in(clause)):
            return None  # `附录 B 修订记录加一行`, `§2.2 新增 X 并记入更新日志`: read as they are
        return where.check_by_hand(
            section_ref(heading_name_key(named), named, ""),
            "asks for a line in the changelog but gives no dated line for it (its date and "
            "words, as 「date：text」); kbpatch makes up neither and writes no entry of the item "
            "there",
        )

    def changelog_place(self, before: str, name: str) -> SectionRef:
        """The changelog a request names before its dated line: by its number where it gives
        one (`§9 变更记录 登记…`, whose heading may say more: `9 · 变更记录 Changelog`), else by
        its name, which the document's one heading of those words holds."""
        refs = self.refs_in(before)
        if len(refs) == 1:
            return refs[0].ref
        if not self.lexicon.place["changelog"].fullmatch(name):
            # `记变更：…`: the changelog named by what it is, not by its heading's words; the
            # document's one heading that names a changelog (locate.named_list).
            return section_ref(CHANGELOG_KEY, name, "")
        return section_ref(heading_name_key(name), name, "")

    def names_changelog(self, clause: str) -> str:
        """The changelog's name as the clause gives it (`更新日志`, `「变更记录」一节`): its words
        outside quotes, or a short quote of them (a heading's name, no dictated words); ""."""
        changelog = self.lexicon.place["changelog"]
        bare = changelog.search(masked_quotes(clause))
        if bare:
            return bare.group(0)
        for quote in ANY_QUOTE.finditer(clause):
            inner = quote.group("inner").strip()
            if len(inner) <= HEADING_QUOTE_MOST and changelog.search(inner):
                return inner
        return ""

    def entry_kept_alone(self, clause: str, keep_words: str) -> tuple[str, tuple[str, ...]]:
        """The entry a keep naming no section names (`Unitree G1 那条不改`, `【X】那条不动`,
        `"X" 一行保持原样`, `Orca-VL-13B 不动`: a name with a capital or digit alone), and the
        fields of it the keep names (`Pangu-Weather 的指标先别动` → 指标); ("", ()) for any
        other keep (a numbered line, `第 3 条`, is no name without its section)."""
        part = narrow_part(clause, keep_words)
        if part and not NUMBERED.match(part):
            return part, ()
        named, cells = kept_name(
            clause,
            keep_words,
            self.lexicon.place.get("not_cells"),
            self.lexicon.place.get("all_cells"),
        )
        if not named and not cells and (at := clause.find(keep_words)) >= 0:
            # `勿改 Aidoc 条目`: the keep before the entry it names, with its noun.
            after = ENTRY_AFTER_KEEP.match(clause, at + len(keep_words))
            if after:
                return after.group("name"), ()
            # `勿改 SWE-agent 的解决率`: before the row it names alone, and cells of it.
            rest = masked_all(clause)[at + len(keep_words) :].rstrip(" 。.；;")
            row = ROW_KEPT_ALONE.fullmatch(rest)
            if row is None or not row.group("cells"):
                return "", ()
            kept = tuple(CELLS_APART.split(row.group("cells")))
            if row_noun_only(kept):
                return row.group("name"), ()  # `不动：SOEC 成本行`: the row, its noun no cell
            every = self.lexicon.place.get("all_cells")
            if every is not None and all(every.fullmatch(cell) for cell in kept):
                kept = ()  # `勿改 X 的数字`: every figure of the entry, as `X 的数字不改` keeps
            return row.group("name"), kept
        return named, cells

    def points_at_the_figure(self, words: str) -> bool:
        """Whether the words before a keep point at the figure of the item's own change
        (`此数字`, `这个数`, `该数值`) rather than naming a thing."""
        words = without_time_words(words, self.lexicon.place.get("not_cells"))
        return POINTED_FIGURE.fullmatch(words.strip()) is not None

    def thing_the_item_changes(self, words: str, item: Item | None) -> str:
        """The words before a keep (`折扣默认值` in `折扣默认值保持不变`) when the item's own
        request changes a value named by them (`§Ⅴ.3 折扣默认值由 0.75 改为 0.8`): a run of
        words, right before its values there; "" for anything else."""
        thing = without_time_words(words, self.lexicon.place.get("not_cells")).strip()
        if item is None or not KEPT_THING.fullmatch(thing):
            return ""
        changed = re.compile(re.escape(thing) + CHANGED_AFTER_THING)
        asked = [s.text for s in item.suggestions]
        return thing if any(changed.search(masked_quotes(text)) for text in asked) else ""

    def name_the_item_changes(self, words: str, item: Item | None) -> str:
        """The Latin name before a keep (`AlphaFold 3 数字可不改`, its figure words and time
        words aside) when the item's own request changes values of the thing so named (`§2.1
        AlphaFold 3 条目中"A"改为"B"`); "" for anything else."""
        if item is None:
            return ""
        bare = KEEP_SOFTENER.sub("", without_time_words(words, self.lexicon.place.get("not_cells")))
        name = " ".join(words_of_a_thing(bare, self.lexicon))
        if not re.fullmatch(LATIN_NAME, name):
            return ""
        replace = self.lexicon.verbs["replace"]
        asked = [masked_quotes(s.text) for s in item.suggestions]
        return name if any(name in text and replace.search(text) for text in asked) else ""

    def values_named(self, words: str) -> list[str] | None:
        """The values words name for a keep after them to hold (`在轨数「约 410」` → 约 410):
        their quoted words and figures; None where they name a section or an item (the keep
        is then of that)."""
        if self.refs_in(words) or tagged_numbers(words, self.lexicon):
            return None
        return [*quotes_in(words), *REFUSED_FIGURE.findall(masked_all(words))]

    def clause_before(self, where: Place) -> str:
        """The clause right before this one in its sentence, "" for none."""
        sentence = self.sentence_of(where)
        at = sentence.find(where.clause.strip())
        head = sentence[:at].rstrip(" ，,")
        return CLAUSE_MARK.split(head)[-1] if at > 0 and head else ""

    @staticmethod
    def sentence_of(where: Place) -> str:
        """The sentence of the clause's line that holds it, its quotes' stops none of its ends;
        "" where the line does not hold the clause as written."""
        clause = where.clause.strip()
        pieces = split_outside_quotes(where.segment.text, SENTENCE_SPLIT)
        return next((s for s in pieces if clause and clause in s), "")

    def subject_of_sentence(self, where: Place) -> list[str]:
        """The thing a sentence opens with before its `的` (`遮阳构筑物的造价来自…`), not a
        pointer back (`这个系数`) nor a section; [] for none."""
        sentence = self.sentence_of(where)
        first = split_clauses(sentence)[0] if sentence.strip() else ""
        subject = SUBJECT_BEFORE_OF.match(LIST_MARK_LEAD.sub("", first))
        if subject is None or POINTER_WORD.match(subject.group("subject")):
            return []
        if self.refs_in(subject.group(0)) or tagged_numbers(subject.group(0), self.lexicon):
            return []
        return [subject.group("subject")]

    def place_of_refusal(self, where: Place) -> tuple[SectionRef, str] | None:
        """The one place a refusal naming none is said of, with the row it names there if any:
        the one its sentence names before it (`表 2-1 北京行的来源…，这次不改` → 表 2-1, 北京)
        where that sentence asks no edit of its own. None otherwise."""
        clause = where.clause.strip()
        if where.segment.text.find(clause) <= 0:
            return None
        sentence = self.sentence_of(where)
        before = sentence[: max(sentence.find(clause), 0)]
        # (A sentence that asks its own edit first, `§1.1 X 由 A 改为 B，只改这一格，不新增行`,
        # limits that edit, as its item's words.)
        asks = any(verb.search(masked_all(before)) for verb in self.lexicon.verbs.values())
        refs = [] if asks else self.refs_in(before)
        if len(refs) != 1 or tagged_numbers(before, self.lexicon):
            return None
        row = ROW_AFTER_PLACE.match(before, refs[0].end)
        return refs[0].ref, row.group("row") if row else ""

    def names_asked_about(self, where: Place) -> list[str]:
        """`CARL / UARL 要不要单列词条，我拿不准，本轮先不加`: a refusal whose sentence opens by
        asking about things it names (a question word after them) is said of those things;
        their names, or [] where the sentence names none so (or names an item or section)."""
        clause = where.clause.strip()
        sentence = self.sentence_of(where)
        before = sentence[: max(sentence.find(clause), 0)]
        asked = self.lexicon.not_a_request["question"].search(masked_all(before))
        if asked is None or self.refs_in(before) or tagged_numbers(before, self.lexicon):
            return []
        subject = re.split(r"[，,：:；;（(]", before[: asked.start()])[-1]
        # Names only, as a brief writes them (`CARL`, `「漏损率」`): never `这条` or `是否`'s
        # own words, which point back at the item the refusal then holds whole.
        names = [NAMED_THING.fullmatch(name.strip()) for name in NAMES_APART.split(subject)]
        return [n.group("name") or n.group("quoted") for n in names if n] if all(names) else []

    def question_closed_unplaced(self, where: Place) -> Draft | None:
        """`问题 3 的状态改为"已关闭"`, `关闭开放问题中的问题 3（见 …）`, `Q2 标为已解决` in a
        clause naming no section: a question named by its label is one of the document's list
        of open questions (found by what it is, as a new question's list is), closed there."""
        if len(self.question_labels(where.clause)) != 1:
            return None
        ref = Ref(
            ref=UNNAMED_LISTS[ActionKind.ADD_QUESTION], start=0, end=0, joiner="", elsewhere=False
        )
        closing = self.question_closing(where, ref)
        if closing is None or self.not_a_request(where.clause) or self.under_condition(where):
            return None
        return closing

    def paragraph_of_values(self, words: str, old: str) -> tuple[int, str]:
        """The paragraph the words before a value name (`第一段`, `以「X」开头的那段`, `「X」那
        段`): its place (1, -1, …) and the words it opens with; (0, "") for none."""
        at = words.find(old)
        head = words[: max(at - 1, 0)]
        said = PARAGRAPH_BY_PLACE.search(masked_all(head))
        place = paragraph_place(head[: said.end()], self.lexicon) if said else 0
        opening = opening_words(head)
        if opening and head.rstrip().endswith(opening):
            opening = ""  # `把「A」改成…`: a value's quote, not a paragraph's opening
        return place, opening

    def paragraph_by_opening(self, clause: str) -> list[Ref]:
        """`以「X」开头的那段末尾补一句：「…」`, `以「X」开头的那段，把「A」改成「B」` in a clause
        naming no section: the section holding the document's one paragraph that opens with X
        (render finds it), for an append or a replace of its words."""
        marked = quotes_as_marks(clause)
        opens = PARAGRAPH_OPENS_WITH.search(clause)
        if opens is None or not (
            self.lexicon.verbs["append"].search(masked_all(clause))
            or self.lexicon.append_before_quote.search(marked)
            or value_pairs(clause[opens.end() :], self.lexicon)
        ):
            return []
        words = ELLIPSIS_END.sub("", opens["words"]).strip()
        ref = section_ref(PARAGRAPH_OPENING, words, "")
        return [Ref.at(ref, opens.start(), opens.start(), "", self.lexicon, self.topic)]

    def footnote_defined(self, where: Place) -> Draft | None:
        """`脚注定义：`[^x]: …``, `定义记入文末：「[^x]: …」` in a clause naming no section: a
        footnote's whole definition, dictated after a verb of adding or the noun 定义, has one
        place, with the document's other definitions (found by what they are where no heading
        names them, render.target_span). None for any other words, or a negated ask."""
        found = DICTATED_FOOTNOTE.search(where.clause)
        if found is None:
            return None
        lead = unasked(masked_all(where.clause[: found.start()]))
        asked = DEFINITION_NOUN.search(lead) or any(
            self.lexicon.verbs[meaning].search(lead) for meaning in ("add", "append", "citation")
        )
        if not asked or self.lexicon.negation.search(lead) or self.under_condition(where):
            return None
        # (The definition's words are read as any written-out footnote's: actions.dictated.)
        return where.make(ActionKind.ADD_CITATION, CITATION_LIST)

    def read_alone(self, where: Place) -> Draft | None:
        """A clause that names no section: a constraint (`不新增条目`), a stated no-op, or
        nothing (reasoning; a modifier of the action before it is read by `modifier`)."""
        clause = where.clause
        if UNCHANGED_ONLY.fullmatch(clause.strip(" 。.；;")) and MOVE_BETWEEN.search(
            self.clause_before(where)
        ):
            # `…移到 §3.3 列表末尾，原文不改（180 不动）`: how the entry moves, no keep.
            return None
        masked = unasked(masked_all(clause))
        refused = self.listed_refused_aside(clause, masked)
        constraint = self.constraint_in(masked) or (refused[1] if refused else None)
        if constraint and not constraint[0] and where.item is not None:
            # `条目 2 不动` in 条目 1's own lines withdraws 条目 2, which is not 条目 1's to do
            # (`Item 2: hold off` neither).
            named = listed_keys(masked)
            numbers = tagged_numbers(masked, self.lexicon)
            if (named or numbers) and not (
                where.item.key in named or (where.item.number in numbers and not named)
            ):
                constraint = None
        if constraint:
            words = words_at(clause, masked, constraint[1])
            draft = where.make(ActionKind.CONSTRAINT, None, f"the brief says {words}")
            draft.forbids = constraint[0]
            draft.held_names = self.names_asked_about(where)
            before = masked[: max(masked.find(constraint[1]), 0)]
            bare = BARE_KEEP.fullmatch(masked.strip(" 。.；;！!"))
            prior = self.clause_before(where) if bare and not before.strip() else ""
            prior_values = self.values_named(prior) if prior else None
            if prior_values is not None:
                # `Kuiper 在轨数「约 410」本轮没有复核，别改`: a bare keep is of what the clause
                # before it names: its quoted words and figures, its labelled lines.
                draft.held_values = prior_values
                before = masked_all(prior)
            if not (
                draft.held_names
                or draft.held_values
                or self.refs_in(before)
                or tagged_numbers(before, self.lexicon)
            ):
                # `数字「55」保持原样`: a figure quoted before the keep is held as one said bare.
                cut = len(before)
                quoted = [q for q in quotes_in(clause[:cut]) if VALUE_NUMBER.fullmatch(q.strip())]
                draft.held_values = REFUSED_FIGURE.findall(before) or quoted
            if not draft.held_names:
                # `Q-09（单次实际载星数）不要关`: of that question, not of every one.
                draft.held_labels = LABEL_IN_WORDS.findall(before)
            place = None if draft.held_names or draft.held_values else self.place_of_refusal(where)
            led = KEEP_LEAD.match(masked)
            entry, cells = (
                self.entry_kept_alone(clause, led["keep"])
                if place is None and led is not None and self.keeps(led["keep"])
                else ("", ())
            )
            if place is not None:
                # `表 2-1 北京行的来源…，这次不改`: the refusal is of the place its sentence
                # names, no other.
                draft.target, draft.kept_row = place
                draft.narrow = draft.kept_row
            elif entry:
                # `不动：SOEC 成本行`: the keep first, the row or entry it keeps after its colon.
                draft.kept_row = draft.narrow = entry
                draft.kept_cells = cells
            elif where.from_closing and draft.forbids == ADDING:
                # Closing `2.2 第二段只把 A 更新为 B，不新增条目`: new entries of the one section
                # its line names (shown as before, naming none).
                line_refs = self.refs_in(where.segment.text)
                if len(line_refs) == 1:
                    draft.held_in = line_refs[0].ref.key
            return draft
        no_op = self.lexicon.no_op.search(masked)
        if no_op:
            kept = self.kept_by_name(clause[: no_op.start()])
            if kept is not None:
                # `「调度与系统」不动`, `输出侧（第二部分）整体不动`: a keep of what the name is;
                # the document tells whether a heading holds those words, else it is reported.
                said = shortened(clause.strip(), 40)
                return where.make(ActionKind.CONSTRAINT, kept, f"the brief says {said}")
            entry, cells = self.entry_kept_alone(clause, no_op.group(0))
            if entry:
                # `Unitree G1 那条不改`: a keep of the entry so named, wherever it stands; an
                # edit of it the brief asks elsewhere is held (forbids), never made beside it.
                said = shortened(clause.strip(), 40)
                draft = where.make(ActionKind.CONSTRAINT, None, f"the brief says {said}")
                draft.kept_row = draft.narrow = entry
                draft.kept_cells = cells
                return draft
            if where.item is not None and self.points_at_the_figure(clause[: no_op.start()]):
                # `此数字免改`, `这个数先别动`: the figure the item's own request changes.
                said = shortened(clause.strip(), 40)
                draft = where.make(ActionKind.CONSTRAINT, None, f"the brief says {said}")
                draft.forbids = VALUE_EDITS
                return draft
            thing = self.thing_the_item_changes(
                clause[: no_op.start()], where.item
            ) or self.name_the_item_changes(clause[: no_op.start()], where.item)
            if thing:
                # `折扣默认值保持不变` beside the item's `折扣默认值由 0.75 改为 0.8`: the keep
                # names the thing by the very words the item's request changes it with.
                said = shortened(clause.strip(), 40)
                draft = where.make(ActionKind.CONSTRAINT, None, f"the brief says {said}")
                draft.kept_row = draft.narrow = thing
                return draft
            said = no_op.group(0).strip()
            return where.make(ActionKind.NO_OP, None, f"the brief says {said}")
        unchanged = UNCHANGED_END.search(masked)
        thing = (
            self.thing_the_item_changes(clause[: unchanged.start()], where.item)
            if unchanged
            else ""
        )
        if thing:
            # `折扣默认值不变` (which of a paper's result, `精度不变`, only describes it): a keep
            # when the item's own request changes the thing so named.
            draft = where.make(
                ActionKind.CONSTRAINT, None, f"the brief says {shortened(clause.strip(), 40)}"
            )
            draft.kept_row = draft.narrow = thing
            return draft
        negation = self.lexicon.negated.search(masked)
        if negation:
            # The negation with the words it governs, up to the end of the clause.
            words = shortened(clause[negation.start() :].strip(" 。；;，,"), 24)
            kept = self.kept_by_name(clause[: negation.start()])
            banned = self.without_quoted_bans(clause, masked) != masked
            if (
                kept is not None
                and not banned
                and not masked[negation.end() :].strip(" 。；;，,.!")
            ):
                # `端侧这部分不要动`, `「端侧」别碰`: a name, then a negated verb and nothing
                # else, keeps what the name is, as `端侧部分不动` does.
                said = shortened(clause.strip(), 40)
                return where.make(ActionKind.CONSTRAINT, kept, f"the brief says {said}")
            return where.make(ActionKind.NO_OP, None, f"the brief says {words}")
        return None

    def without_quoted_bans(self, text: str, masked: str) -> str:
        """`masked` (text with its quotes blanked) with each negated verb of writing words
        down right after a quote blanked too: `"快 10 倍"不写`, `其中"X"不要写` ban those words
        from the entry (items.unsaid_claims), they keep no place the quote would name. Not a
        verb of writing into (`「端侧」不写入`), which may keep a place."""
        for quote in ANY_QUOTE.finditer(text):
            verb = self.lexicon.kept_out["verb"].match(masked, quote.end())
            if verb is not None and not verb.group(0).endswith(WRITTEN_INTO):
                masked = masked[: verb.start()] + " " * len(verb.group(0)) + masked[verb.end() :]
        return masked

    def kept_by_name(self, words: str) -> SectionRef | None:
        """The section the words before a keep name, when they are only a quoted name
        (`「调度与系统」`), a name with its section in brackets (`输出侧（第二部分）`), or a
        name then 部分 (`端侧部分`): the document tells whether a heading holds it."""
        named = KEPT_NAME.fullmatch(words)
        if named is None:
            return None
        if named.group("quoted") or named.group("bare"):
            name = (named.group("quoted") or named.group("bare")).strip()
            return section_ref(heading_name_key(name), name, "")
        refs = self.refs_in(named.group("ref"))
        return refs[0].ref if len(refs) == 1 else None

    def listed_refused_aside(
        self, clause: str, masked: str
    ) -> tuple[tuple[int, int], tuple[frozenset[ActionKind], str]] | None:
        """A citation or open question refused in an aside of a clause that says nothing else
        of them (`照建议落笔（引用先不加）`, `as placed (skip the reference)`): an aside's words are
        no request, but a limit on what is added there is obeyed. The aside's span and the
        limit."""
        for start, end in paren_spans(clause):
            inside = unasked(masked_quotes(clause))[start + 1 : end - 1]
            # `（引用另议）`: the aside read alone too, for a refusal that is all of it.
            constraint = self.constraint_in(
                masked[: start + 1] + inside + masked[end - 1 :]
            ) or self.constraint_in(inside)
            if constraint and constraint[0] in LISTED_ONLY:
                return (start, end), constraint
        return None

    def read_unbesides_list(self, where: Place) -> Draft | None:
        """`…；另补一条引用`, `并在开放问题里加一问"…"`: a new citation or question that names no
        list goes to the document's list of that kind, found by what it is (locate.besides_list),
        as `参考文献新增一条引用` does. Read as a clause naming that list, so that a condition or
        a negation holds for it as for any other; a question only with its words, quoted or
        after a colon up to a question mark (`新增开放问题：X 能否…？`)."""
        kind = self.kind_in(where.clause, None)
        labelled = kind in EDITS_OF_AN_ENTRY and LABELLED_CITATION.match(
            masked_quotes(where.clause)
        )
        if labelled or CITED_LINE.match(where.clause):
            # `[R7] 的章节号由"A"改为"B"`: a citation named by its label is in the citation
            # list, as a new one naming no list goes there; `第 67 条〔〕下轮再改`: so is a
            # numbered line with a citation's brackets, whatever is said of it.
            if labelled and self.lexicon.negated.search(masked_all(where.clause)):
                return None
            ref = Ref(ref=CITATION_LIST, start=0, end=0, joiner="", elsewhere=False)
            return self.read_ref(where, ref, "", where.clause, [], None)
        if kind not in UNNAMED_LISTS or self.lexicon.negated.search(masked_all(where.clause)):
            return None
        plain = masked_quotes(where.clause)
        if self.lexicon.pointers.search(plain) or self.lexicon.refers_to_new.search(plain):
            # `并与增量 1 新增的条目相互引用`: entries to point at each other, no new citation.
            return None
        if kind is ActionKind.ADD_QUESTION and not (
            first_quote(where.clause) or UNQUOTED_QUESTION.search(where.clause)
        ):
            return None
        ref = Ref(ref=UNNAMED_LISTS[kind], start=0, end=0, joiner="", elsewhere=False)
        draft = self.read_ref(where, ref, "", where.clause, [], None)
        draft.list_unnamed = draft.kind is kind
        return draft

    def read_ref(
        self,
        where: Place,
        ref: Ref,
        before: str,
        after: str,
        later: list[Ref],
        inherited: ActionKind | None,
        *,
        sole: bool = True,
    ) -> Draft:
        """The reading of one section a clause names, from the words around it."""
        clause = where.clause
        if ref.elsewhere:
            return where.make(
                ActionKind.OFF_DOCUMENT,
                None,
                f"{ref.ref.raw} is a section of another document: "
                f"「{shortened(clause.strip(), 60)}」 is a hand-over, not an edit here",
            )
        own = before + after
        if is_exception(before, after):
            # `第七章 以外不新建章节`: the words speak of everything but this section.
            return where.make(
                ActionKind.NO_OP,
                ref.ref,
                f"names {ref.ref.raw} as an exception (「{shortened(clause.strip(), 40)}」), "
                "asks no edit of it",
            )
        kept = self.keep_of(where, ref, own, after)
        if kept is not None:
            return kept
        rejected = ending_with(self.lexicon.place["not_here"], masked_all(before).rstrip())
        if rejected:
            # `不是在 §2.1 而是在 §2.2 新增`: the place not chosen is kept, as `不进 §2.1` is.
            return where.make(
                ActionKind.CONSTRAINT, ref.ref, f"the brief says {rejected} {ref.ref.raw}"
            )
        aside = self.neighbour_words(clause, ref, before, later)
        if aside and not sole:
            return where.make(
                ActionKind.NO_OP,
                ref.ref,
                f"names {ref.ref.raw} as the model or neighbour of an edit ({aside}), "
                "asks no edit of it",
            )
        form = self.form_model(before, after) if aside and sole else ""
        if form and self.kind_in(clause, ref.ref) is None:
            # `体例同 §1.2 已有两条`: the form of an edit, no edit; the plan keeps it reported
            # unless the item's own edit is in §1.2 (then the form is its neighbours').
            remark = where.check_by_hand(
                ref.ref,
                f"names {ref.ref.raw} as the form of an edit ({form}) but asks no edit of it",
            )
            remark.form_model = "remark"
            return remark
        if aside and not form and (inserted := self.inserted_at_quote(where, ref, after)):
            # `§4.1 "X"之后加上 <sup>21</sup>`: the place word follows a quote of the section's
            # words, not the section.
            return inserted
        if aside and not form and self.kind_in(clause, ref.ref) is not None:
            return where.check_by_hand(
                ref.ref,
                f"names {ref.ref.raw} only as the model or neighbour of the edit ({aside}), "
                "not as its place",
            )
        if aside and not form:
            # `§2.3 新增…，位置在 §2.2 之后`: a neighbour takes no verb from the clause before.
            inherited = None
        column = self.lexicon.new_column.search(masked_quotes(clause))
        if column:
            # Never a row named like the column: kbpatch adds rows, not columns.
            return where.check_by_hand(
                ref.ref,
                f"asks for a new table column ({said_at(clause, column)}), which kbpatch does not "
                "propose",
            )
        rewritten = self.paragraph_rewritten(where, ref, after) or self.rewritten(where, ref, after)
        if rewritten is not None:
            return rewritten
        unsupported = self.lexicon.unsupported.search(masked_all(clause))
        if (
            unsupported
            and not refused_with_ba(masked_all(clause), unsupported.start(), self.lexicon)
            and not (
                # `条目 1 挪到 §3.3`: the item's own edit moved there, as `改放` moves it.
                self.lexicon.place["moved"].fullmatch(unsupported.group(0))
                and ITEM_NAMED.search(clause[: unsupported.start()])
            )
            # `以"稳定"取代"观察"`: one value for another, no entry retired.
            and not NEW_FIRST.search(clause)
            # `§2.2：改写重测追加一句`: 改写重测 names the entry appended to.
            and not begins_a_name(masked_all(clause), unsupported, self.lexicon)
            # `开放问题 加一条：X 全部移除后还成立吗？`: a verb inside the question dictated
            # after the add's colon is a word of that question, not a request.
            and not inside_dictated_question(clause, unsupported.start())
            and not inside_dictated_entry(clause, unsupported.start())
            # `X 那条末尾补一句：原文已删除`: a word of the sentence appended.
            and not inside_appended_words(clause, unsupported.start())
        ):
            removed = self.removal(where, ref, after) or self.moved_within(where, ref, after)
            if removed is not None:
                return removed
            refused = where.check_by_hand(
                ref.ref,
                # (kbpatch removes or moves one entry a clause names by its words, and asks
                # nothing more: the rest is reported so.)
                f"asks to {said_at(clause, unsupported)} (remove, move or rewrite) in words "
                "kbpatch proposes no edit for (it removes or moves only one entry named by its "
                "words, with nothing more asked)",
            )
            refused.unproposed = True
            return refused
        moved = self.moved_entry(where)
        if moved:
            return where.check_by_hand(
                ref.ref,
                f"asks to move the entry 「{moved}」 that stands, which kbpatch does not propose",
            )
        nested = self.lexicon.sub_item.search(masked_all(clause))
        if nested and not self.cites_a_sub_item(clause, ref.ref):
            sub_item = self.sub_item_asked(where, ref.ref, clause, nested)
            if sub_item is not None:
                return sub_item
            # `长期记忆 那条下补一个子项"…"`: never a new top-level entry instead.
            return where.check_by_hand(
                ref.ref,
                f"asks for a {said_at(clause, nested)} (an item nested under an entry), which "
                "kbpatch does not propose",
            )
        fenced = self.lexicon.code_block.search(masked_all(clause))
        asked = self.kind_in(clause, ref.ref) if fenced else None
        if fenced and asked is not None and not asked.changes_values:
            # `命令示例代码块末尾补一行"vllm serve …"`: never a bullet holding a command. A
            # value changed in the block (`命令块："--ctx 32768" 改为 …`) is a replace as any.
            return where.check_by_hand(
                ref.ref,
                f"asks for a line inside a {said_at(clause, fenced)}, which kbpatch does not write",
            )
        pointed = arrow_to_section(masked_all(clause))
        if pointed and (
            self.kind_in(clause[pointed:], ref.ref) is None
            or self.arrow_names_question(clause[pointed:])
        ):
            # `FlowCache → §2.2`, `§2.2 LRU 条目 → §2.3`: the arrow says where something goes
            # (a new entry? a move?), not which edit; `条目 1 → §3.2 末尾新增…` says it after.
            draft = where.check_by_hand(
                ref.ref, "an arrow to a section says where something goes, not which edit"
            )
            draft.points = True
            return draft
        inserted = self.inserted_at_quote(where, ref, after)
        if inserted is not None:
            return inserted
        cell = self.cell_change(after)
        closing = None if cell and all(cell) else self.question_closing(where, ref)
        if closing is not None and not (self.not_a_request(clause) or self.under_condition(where)):
            # `Q2 标记为已解决`: a question closed, never a citation marked or a line ticked.
            # Asked under a condition (`if it does, mark Q3 as answered`), it is read on below
            # and withheld as any request so asked is.
            return closing
        # `建议归入 表 2-1：年份改为 2025` written run-in: the label says where the item goes, and
        # alone asks for its entry there; a change asked after the place is what is asked, read
        # or not (never an entry instead).
        placed_only = self.lexicon.suggestion_word.fullmatch(before) is not None
        # (`建议归入 §2.1：表 2-1 北京一行…改为…`: the change may name a place of its own after
        # this one, past the words `after` holds.)
        rest = clause[clause.find(after) :] if placed_only and after and after in clause else after
        changed_after = cell is not None or self.lexicon.verbs["replace"].search(
            masked_quotes(rest)
        )
        kind = (
            # `X 一行，状态改为稳定`, `set X 状态 to 稳定`: a replace of one cell, never a new row.
            (ActionKind.REPLACE if cell and all(cell) else None)
            or self.kind_in(after, ref.ref)
            or (None if placed_only and changed_after else self.kind_in(before, ref.ref))
            or (None if placed_only and changed_after else self.kind_in(clause, ref.ref))
        )
        if (
            kind is ActionKind.APPEND
            and QUESTION_LIST_NAME.search(before)
            and self.kind_in(clause, ref.ref) is ActionKind.ADD_QUESTION
        ):
            # `待解问题（第5章）添 "…？"`: the list named before its section takes the question.
            kind = ActionKind.ADD_QUESTION
        masked = unasked(masked_all(clause))
        said = self.lexicon.no_op.search(masked) or self.lexicon.negated.search(masked)
        if kind is None and said and not inherited:
            return where.make(
                ActionKind.CONSTRAINT, ref.ref, f"the brief says {said_at(clause, said)}"
            )
        if kind is None and inherited and (said or self.lexicon.negation.search(masked)):
            # `§2.2 加 X，§2.3 则不必`: a negation whose verb is the one before keeps §2.3.
            return where.make(
                ActionKind.CONSTRAINT, ref.ref, f"the brief says {shortened(clause.strip(), 40)}"
            )
        if kind is None and (inserted := self.inserted_at_quote(where, ref, after)) is not None:
            # `"约为 35%"后补上标 <sup>21</sup>`: a marker inserted, no verb kbpatch reads alone.
            return inserted
        if kind is None:
            kind = self.later_kind(clause, later)
            if kind is None and self.lexicon.context.search(masked_all(clause)):
                # `…，有疑问可回看 §3.4`: a section named as context takes no verb from before.
                return self.unread(where, ref)
            plain = masked_all(clause)
            if kind is None and (
                self.lexicon.pointers.search(plain) or self.lexicon.refers_to_new.search(plain)
            ):
                # `加一问「…」，与 §5.1 冷启动那条互相指引`: §5.1's entry is to point at the new
                # one; it takes no verb from before (no new question in §5.1).
                return where.check_by_hand(
                    ref.ref,
                    f"asks an entry of {ref.ref.raw} to point at the new one, which kbpatch "
                    "does not propose",
                )
            kind = kind or inherited
        if kind is None:
            return self.unread(where, ref)
        if kind is ActionKind.OFF_DOCUMENT:
            return where.make(kind, None, f"「{shortened(clause.strip(), 60)}」 hands this over")
        if (
            kind is ActionKind.ADD_ENTRY
            and after.lstrip().startswith("的")
            and not self.verb_besides_nouns(masked_quotes(clause))
        ):
            # `§2.2 的 LRU 条目写得很好`: a noun names what the section holds; no verb asks.
            plain = self.lexicon.nouns.sub(blanked, masked_quotes(clause))
            if self.lexicon.pointers.search(plain) or self.lexicon.refers_to_new.search(plain):
                # `…，与 §3.2 的换出条目互相指引`: a pointer from an existing entry to the
                # new one, not a new entry in §3.2; kbpatch does not propose it.
                return where.check_by_hand(
                    ref.ref,
                    f"asks an entry of {ref.ref.raw} to point at the new one, which kbpatch "
                    "does not propose",
                )
            return self.unread(where, ref)
        # Read last: a keep, a no-op or context is safe as it is; only an edit is withheld.
        not_now = self.not_a_request(clause) or self.under_condition(where)
        if not_now.startswith("a refusal (") and where.from_closing and where.item is None:
            # `§2.2 没必要新增` in the closing list: the section refuses that kind of edit for
            # every item, as `§2.2 不新增` does.
            refused = where.make(ActionKind.CONSTRAINT, ref.ref, f"the brief says {clause.strip()}")
            refused.forbids = frozenset({kind})
            return refused
        if not_now.startswith(STATED_DONE):
            # `§2.2 已于上轮新增 X 条目`, `由 owner 在 §2.2 新增 X`: done, or another's to do;
            # nothing is asked of this round.
            done = shortened(clause.strip(), 60)
            stated = where.make(ActionKind.NO_OP, ref.ref, f"{not_now}: 「{done}」 asks no edit")
            # `§1.1 新增 X（条目 1），交给 Lin` in the closing list: the item's own edit there is
            # another's or done, and is held back with it (Planner.revise).
            stated.withheld = where.from_closing and not_now.startswith(HANDED_OVER + DONE_MARK)
            return stated
        if not_now:
            return where.withheld(ref.ref, not_now, kind)
        draft = where.make(kind, ref.ref)
        self.fill(draft, clause, before, after, own)
        said_with = ticked_with_more(where, draft, self.lexicon)
        if said_with:
            # `"X？"一项勾选为已解决，并在问题后注明"…"`, `…，答：…`: the box is ticked with words
            # kbpatch does not write (an answer, a note); never the tick alone.
            draft.kind, draft.unread_kind = ActionKind.NOT_UNDERSTOOD, kind
            draft.reason = (
                f"ticks 「{draft.pairs[0][0].removeprefix('[ ] ') or f'第 {draft.anchor} 条'}」 "
                f"with more words kbpatch does not write: 「{said_with}」; check by hand"
            )
            return draft
        # The whole clause: `move item 1 to §3.3` says its verb of moving with the section.
        draft.moves = bool(self.lexicon.place["moved"].search(masked_all(clause)))
        if form:
            # `按 §2.2 现有格式新增一条 X`: the model is the place unless the item names another.
            draft.form_model = "edit"
        return draft

    def paragraph_rewritten(self, where: Place, ref: Ref | None, after: str) -> Draft | None:
        """`4.3 第二段整段替换为：「…」`, `以「X」开头的那一段整段改写为：「…」`: one paragraph of
        the section's own text, named by its place or by the words it opens with (with no
        section named, the document's one paragraph opening so), written anew as the one quote
        dictated after the verb (render.paragraph_rewritten). None for any other clause."""
        marked = quotes_as_marks(after)
        verb = PARAGRAPH_REWRITE.search(marked)
        if verb is None or self.lexicon.negation.search(masked_all(after[: verb.start()])):
            return None
        spans = [s for s in quoted_spans(after) if s[0] >= verb.end()]
        if not spans or spans[0][0] != verb.end():
            return None  # the new words quoted right after the verb
        text = after[spans[0][0] + 1 : spans[0][1] - 1].strip()
        words = after[: verb.start()]
        opening = opening_words(words) or paragraph_opening(words)
        if not opening and ref is not None and (label := LABEL_NAMED_BARE.fullmatch(words)):
            # `§5.3（二）时间表整段替换为`: a paragraph named by the words it opens with, bare
            # after its section (render checks it opens so: `**（二）时间表** …`).
            opening = label["words"]
        # (`第一段末句整句替换为`: the paragraph's place, its sentence's read apart below.)
        at = SENTENCE_AT.search(masked_all(words)) if verb["sentence"] is not None else None
        paragraph_words = words[: at.start()] + words[at.end() :] if at is not None else words
        place = paragraph_place(self.chosen(masked_all(paragraph_words)), self.lexicon)
        # `「X」下面那段整段替换为`: the one paragraph of the section's own text, pointed at
        # (render: where it has several, none is rewritten).
        pointed = ref is not None and POINTED_PARAGRAPH.fullmatch(masked_all(words)) is not None
        if not text or "\n" in text or not (opening or place or pointed):
            return None
        if ref is None and not opening:
            return None
        not_now = self.not_a_request(where.clause) or self.under_condition(where)
        target = ref.ref if ref is not None else section_ref(PARAGRAPH_OPENING, opening, "")
        if not_now:
            return where.withheld(target, not_now, ActionKind.REPLACE)
        draft = where.make(ActionKind.REPLACE, target)
        draft.new_value, draft.whole_line = text, True
        draft.paragraph, draft.anchor = place, opening
        # `第二段整句替换为「…」`: the paragraph is that one sentence (render checks it is);
        # `第一段末句整句替换为「…」`: that sentence of it, alone.
        draft.sentence = verb["sentence"] is not None
        if at is not None:
            draft.sentence_at = (
                1 if at["first"] else -1 if at["last"] else chinese_number(at["nth"])
            )
        return draft

    def rewritten(self, where: Place, ref: Ref, after: str) -> Draft | None:
        """`"X"那条整行替换为：「- X：…」`, `Q7 整行替换为：「- [x] Q7：…」`, `X 一条改写为："…"`:
        the one entry named before the verb written anew as the one line dictated after it
        (render checks that line still names it); None for any other clause."""
        clause = after
        marked = quotes_as_marks(clause)
        verb = WHOLE_REWRITE.search(marked)
        if verb is None or self.lexicon.negation.search(masked_all(clause[: verb.start()])):
            return None
        spans = [s for s in quoted_spans(clause) if s[0] >= verb.end()]
        bare = clause[verb.end() :].strip().rstrip("。；;").strip()
        if not spans and LIST_MARKED.match(bare):
            line = bare  # `整行改为：- [x] H3：…`: the dictated line, to the clause's end
        elif len(spans) != 1 or clause[spans[0][1] :].strip(" 。.；;"):
            return None  # one quoted line, the clause's last words
        else:
            line = clause[spans[0][0] + 1 : spans[0][1] - 1].strip()
        words = marked[: verb.start()]
        quoted = quote_before(clause[: verb.start()], ENTRY_AFTER_QUOTE)
        label = QUESTION_LABEL.search(masked_all(words))
        name = (
            quoted.group(1).strip()
            if quoted
            else entry_named_before(masked_all(words).rstrip())
            or (label.group(0) if label and not masked_all(words)[label.end() :].strip() else "")
            # `二（二）H3 整行替换为：「- ~~H3：…~~ 已证实」`: an entry by its series label alone.
            or (series["label"] if (series := SERIES_LABEL.fullmatch(masked_all(words))) else "")
            # (The label the dictated line opens with, as the reference names it: no words.)
            or (
                ref.ref.raw
                if ref.ref.key == ENTRY_NAMED
                and (opens := DICTATED_LINE_LABEL.match(line))
                and opens["label"] == ref.ref.raw
                else ""
            )
        )
        if not name or not line or "\n" in line:
            return None
        not_now = self.not_a_request(where.clause) or self.under_condition(where)
        if not_now:
            return where.withheld(ref.ref, not_now, ActionKind.REPLACE)
        draft = where.make(ActionKind.REPLACE, ref.ref)
        draft.subject, draft.new_value, draft.whole_line = name, line, True
        return draft

    def removal(self, where: Place, ref: Ref, after: str) -> Draft | None:
        """The one entry of the section a clause asks to take away whole (`"X"那条删掉`, `X 一条
        整条删去`, `第 4 条（X）撤下`, `删去「X」一行`), named by its words; None (the clause is
        reported) when it asks anything besides, negates or withholds the removal, or names no
        entry by words."""
        clause = where.clause
        plain = masked_all(clause)
        verbs = list(self.lexicon.removal.finditer(plain))
        others = [
            m
            for m in self.lexicon.unsupported.finditer(plain)
            if not any(v.start() < m.end() and m.start() < v.end() for v in verbs)
        ]
        if len(verbs) != 1 or others:
            return None
        verb = verbs[0]
        if self.lexicon.negation.search(plain, max(0, verb.start() - 4), verb.start()):
            return None  # `不删`, `无需删除`: a keep
        rest = plain[: verb.start()] + " " * len(verb.group(0)) + plain[verb.end() :]
        if self.verb_besides_nouns(rest) or self.lexicon.no_op.search(rest):
            return None  # more than a removal
        sentence = SENTENCE_OF.search(where.segment.text, max(0, where.segment.text.find(clause)))
        if sentence is not None and clause.strip() in sentence.group(0):
            # `X 那条删掉，改为 Y`: a clause after it that rewrites the entry makes one request
            # of the two; one put off (`，待有出处再补`) asks nothing now.
            beside = split_outside_quotes(
                sentence.group(0).replace(clause.strip(), " "), CLAUSE_SPLIT
            )
            if any(
                self.verb_besides_nouns(masked_all(other)) and not self.not_a_request(other)
                for other in beside
            ):
                return None
        name = removed_entry(clause, verb.span(), after)
        comment = None if name else removed_comment(clause, verb, after)
        cut = None if name or comment is not None else removed_words(clause, verb.span())
        if cut is not None:
            # `「但利用率长期偏低」去掉「长期」二字`, `把末尾分句「，但其…被引用」撤掉`: words taken
            # out of a line, a change of it (the words around them as they are).
            not_now = self.not_a_request(clause) or self.under_condition(where)
            if not_now:
                return where.withheld(ref.ref, not_now, ActionKind.REPLACE)
            draft = where.make(ActionKind.REPLACE, ref.ref)
            draft.pairs = [cut]
            return draft
        if not name and comment is None:
            return None
        not_now = self.not_a_request(clause) or self.under_condition(where)
        if not_now:
            # `X 那条删掉，如年报确认停运`: held, as any request so said.
            return where.withheld(ref.ref, not_now, ActionKind.REMOVE)
        draft = where.make(ActionKind.REMOVE, ref.ref)
        draft.anchor = name
        if name:
            # `那句"X"删掉`: a line goes only where the sentence is all of it; a paragraph's
            # line only where its quoted words name it (`"X"那一行`).
            draft.subject = quoted_line_kind(after)
        if comment is not None:
            # `§3.4 开头那条 TODO 注释删掉`: a note to the document's editors, by its words
            # (maybe none: the one note there).
            draft.subject, draft.anchor = COMMENT, comment
        return draft

    def entry_moved(self, where: Place, pieces: list[tuple[Ref, str, str]]) -> Draft | None:
        """`§5.2 里「X」那条挪到 §4.2 列表末尾`, `F 节 X 条目移至 B.4`: the one entry of the first
        section, named by its words, moved to the end of the second's list; None (the clause is
        read and reported as before) for anything else said around it."""
        (source, before, _), (goal, _, after) = pieces
        clause = where.clause
        words = clause[source.end : goal.start]
        verb = MOVE_VERB.search(masked_all(words))
        if before.strip(" 把将") or verb is None or words[verb.end() :].strip():
            return None
        if not MOVED_TO_END.fullmatch(masked_all(after).strip(" 。.")):
            return None  # `挪到 §4.2 开头`, `…之后`: a place kbpatch does not write
        if self.lexicon.negation.search(masked_all(words), max(0, verb.start() - 4), verb.start()):
            return None
        # The entry's words, read as a removal's are (`X 那条`, `「X」这一条`, `第 4 条（X）`).
        name = entry_named_before(words[: verb.start()])
        if not name or source.ref.key == goal.ref.key:
            return None
        not_now = self.not_a_request(clause) or self.under_condition(where)
        if not_now:
            return where.withheld(goal.ref, not_now, ActionKind.MOVE)
        draft = where.make(ActionKind.MOVE, goal.ref)
        draft.source, draft.anchor = source.ref, name
        return draft

    def entry_moved_between(self, where: Place) -> Draft | None:
        """`把「口服小分子」里的 X 条整条挪到「国内管线」，放在 Y 条之后`, `把 X 条目从 §2.2 移到
        §2.3`, `把「X」那一整条原样移到 §4.1`: one entry, named by its words, moved from the
        section named before it (or, none named, the one holding the document's one entry so
        named) to the end of another's list, or right after an entry named there. None (the
        clause is read as before) for anything else said in it."""
        clause = where.clause
        marked = quotes_as_marks(clause)
        verb = MOVE_BETWEEN.search(marked)
        if verb is None:
            return None
        goal = self.section_named_at(clause, verb.end())
        # (`原文不动地移到`: the entry moves unchanged; no negation of the move: unasked.)
        refused = self.lexicon.negation.search(unasked(masked_all(clause))[: verb.start()])
        if goal is not None and refused is not None:
            # `先不要把 X 条目从 §2.2 移到 §2.3`: no move, and no entry of the item there either
            # (read as `move item 1 to §2.3`, it was added to both sections).
            return where.make(
                ActionKind.NO_OP, goal[0], f"the brief says {shortened(clause.strip(), 60)}"
            )
        tail = MOVED_TAIL.fullmatch(marked, goal[1]) if goal else None
        if goal is None or tail is None:
            return None
        title = tail["title"] or ""
        if title and (
            any(self.lexicon.verbs[m].search(title) for m in VERB_ORDER)
            or self.lexicon.negation.search(title)
            or EDIT_ROOTS.search(title)
            or not all(map(is_han, title.replace(" ", "")))
        ):
            # (`挪到 §5.3 并改写`: words after the section that may ask more are no heading's;
            # a heading that holds such a root is then reported, never guessed.)
            return None
        lead = LEAD_BA.match(clause)
        start = lead.end() if lead else 0
        source = self.section_named_at(clause, start, within=True)
        said = clause[source[1] if source else start : verb.start()]
        moved_from = FROM_SECTION.search(quotes_as_marks(said))
        if source is None and moved_from is not None:
            source = self.section_named_at(said, moved_from.end())
            if source is None or said[source[1] :].strip():
                return None
            said = said[: moved_from.start()]
        said = MOVE_MODIFIERS.sub("", said).strip()
        # (`条目 1：「X」从 §2.1 移到 §3.3`: the item a closing line speaks for, no entry's words.)
        said = ITEM_TAG_LEAD.sub("", said)
        quoted = QUOTED_ENTRY_WORDS.fullmatch(said)
        name = (
            (quoted["name"] or quoted["other"] or quoted["bare"]).strip()
            if quoted
            else entry_named_before(said)
        )
        if not name:
            return None
        origin = source[0] if source else section_ref(ENTRY_NAMED, name, "")
        if origin.key == goal[0].key:
            return None
        not_now = self.not_a_request(clause) or self.under_condition(where)
        if not_now:
            return where.withheld(goal[0], not_now, ActionKind.MOVE)
        draft = where.make(ActionKind.MOVE, goal[0])
        draft.source, draft.anchor = origin, name
        at = tail.start("after") if tail["after"] else tail.start("aside") if tail["aside"] else -1
        if at >= 0:
            said_after = clause[at : tail.end("after") if tail["after"] else tail.end("aside")]
            # (`LiFSI 那条之后`: the entry's noun after its name is none of it.)
            said_after = SIBLING_NOUN_END.sub("", said_after.strip())
            sibling = QUOTED_ENTRY_WORDS.fullmatch(said_after.strip())
            # `（华海诚科之后）`: a name alone, no noun (render finds it in the list, or reports).
            bare = BARE_SIBLING.fullmatch(said_after.strip())
            if sibling is None and bare is None:
                return None
            draft.placement = "after"
            draft.siblings = [
                (sibling["name"] or sibling["other"] or sibling["bare"]).strip()
                if sibling
                else said_after.strip()
            ]
        return draft

    def answer_under_question(self, where: Place) -> Draft | None:
        """`Q13 下面补答复：`  → 答：…``, `在 Q6 下面另起一行作答：`…``: the answer line the brief
        dictates in backticks, written as given right under the one line of the document that
        opens with that question's label (render.answer_under). None for any other clause, or
        an answer refused, put off or left undictated."""
        clause = where.clause
        marked = quotes_as_marks(clause)
        asked = ANSWER_UNDER.search(marked)
        if asked is None:
            return None
        lines = [m for m in CODE_SPAN.finditer(clause) if m.start() >= asked.end()]
        if not lines:
            # `在 Q6 下面另起一行作答，缩进两格：`  → 答：…``: the line in the clause after, in
            # the same sentence.
            text = where.segment.text
            at = text.find(clause)
            rest = text[at + len(clause) :] if at >= 0 else ""
            first = CODE_SPAN.search(rest)
            if first is None or SENTENCE_STOP.search(masked_all(rest[: first.start()])):
                bare = self.line_given_bare(clause + rest, asked)
                if bare is None:
                    return self.answer_words_under(where, asked, clause + rest)
                line, after = bare
                return self.line_under_question(where, asked, line, after or asked["dated"] or "")
            lines = [first]
        if len(lines) != 1 or "\n" in lines[0].group(0):
            return None
        return self.line_under_question(where, asked, lines[0].group(0)[1:-1], asked["dated"] or "")

    @staticmethod
    def line_given_bare(said: str, asked: re.Match[str]) -> tuple[str, str] | None:
        """`Q2 下追加一行：**进展（…）**：…`: the line given after the request's colon, to the
        end of the brief's line (a line dictated in backticks there is read so, its backticks
        dropped), where the request counts it (`一行`, `一条`) or names it a line of progress,
        with the words of the line it is to follow where the request names one (`放在 11-12 那条
        后面`); None for anything else."""
        if not (asked["count"] or asked["progress"] or asked["bare"] is not None):
            return None
        colon = LINE_GIVEN_LEAD.match(said, asked.end())
        line = said[colon.end() :].strip() if colon else ""
        # (A line opening with a quote gives the answer's words: answer_words_under.)
        if colon is None or not line or line[0] in '「“"『' or "`" in line:
            return None
        return line, (colon["after"] or "").strip()

    def line_under_question(
        self, where: Place, asked: re.Match[str], line: str, after: str = ""
    ) -> Draft | None:
        """The draft that writes `line`, as given, under the question `asked` names, after the
        line holding `after` where the request names one (render checks it is the last there);
        None where the request is refused before it: `Q13 下面先不要补答复`."""
        clause = where.clause
        if self.lexicon.negation.search(masked_all(clause[: asked.end()])):
            return None
        label, target = question_named(asked)
        not_now = self.not_a_request(clause) or self.under_condition(where)
        if not_now:
            return where.withheld(target, not_now, ActionKind.ADD_ENTRY)
        draft = where.make(ActionKind.ADD_ENTRY, target)
        draft.anchor, draft.new_value, draft.whole_line = label, line, True
        draft.siblings = [after] if after else []
        return draft

    def answer_words_under(self, where: Place, asked: re.Match[str], said: str) -> Draft | None:
        """`在问题 4 下方补答，日期记 2026-12-09，答复文字为：「不会。…」`: the answer's words
        (one quote) and date (one, if any), to be written in the form of the document's own
        answers under the question (render.answer_in_form). None for anything else."""
        stop = SENTENCE_STOP.search(masked_all(said), asked.end())
        sentence = said[: stop.start()] if stop else said
        # (Only words quoted after the request: `Canon 备注改为"…"、Q4 下补答` quotes another's.)
        quoted = [
            sentence[start + 1 : end - 1].strip()
            for start, end in quoted_spans(sentence)
            if start >= asked.end()
        ]
        quoted = [words for words in quoted if words]
        dates = ANSWER_DATE.findall(masked_quotes(sentence[asked.end() :]))
        if len(quoted) != 1 or len(dates) > 1 or "\n" in quoted[0]:
            return None
        if self.lexicon.negation.search(masked_all(sentence[: asked.end()])):
            return None
        label, target = question_named(asked)
        not_now = self.not_a_request(where.clause) or self.under_condition(where)
        if not_now:
            return where.withheld(target, not_now, ActionKind.ADD_ENTRY)
        draft = where.make(ActionKind.ADD_ENTRY, target)
        draft.anchor, draft.clause = label, sentence.strip()
        given = ANSWER_LINE_GIVEN.match(quoted[0])
        if given is not None and given["words"]:
            # `在 Q2 下补一条答复：「> 答（2026-12-07）：…」`: the answer's whole line, its date
            # and words written in the document's own form (its bold the brief's reading drops).
            draft.answer, draft.new_value = given["words"].strip(), given["date"] or ""
        elif given is not None or DATED_WORDS.match(quoted[0]):
            # (`Q6 下记一行进展：「2026-11-24：…」`: a dated line's words, led as the dated
            # lines under the questions are: render.with_dated_lead.)
            draft.new_value, draft.whole_line = quoted[0], True
        else:
            draft.answer, draft.new_value = quoted[0], "".join(dates)
        return draft

    def section_named_at(
        self, text: str, at: int, *, within: bool = False
    ) -> tuple[SectionRef, int] | None:
        """The section named right at `at` (after white space), and where its words end: by
        number (`§4.1`, `2.3`) or by its heading's quoted words (`「国内管线」一节`); with
        `within`, only one followed by a word of place (`「口服小分子」里的`, `§2.2 中的`),
        which the end takes in. None where no section is named there."""
        gap = len(text[at:]) - len(text[at:].lstrip())
        # (`挪到 ## 5.3 政策与采购`: the heading's own marks before its number.)
        marks = HEADING_MARKS.match(text, at + gap)
        gap += len(marks.group(0)) if marks else 0
        found: tuple[SectionRef, int] | None = None
        refs = [r for r in self.refs_in(text) if r.start == at + gap]
        if refs:
            found = refs[0].ref, refs[0].end
        elif quoted := QUOTED_HEADING_AT.match(quotes_as_marks(text), at + gap):
            name = text[quoted.start() + 1 : quoted.end("name")].strip()
            found = section_ref(heading_name_key(name, exact=True), name, ""), quoted.end()
        if found is None or not within:
            return found
        under = HEADING_UNDER.match(text, found[1])
        inside = WITHIN_WORDS.match(text, under.end()) if under is not None else None
        if under is not None and inside is not None:
            # `第3部分下的「价格驱动」里`: the heading so named under the section, its words (not
            # `「X」下的「Y」整条`: Y is then the entry of X).
            name = under["name"].strip()
            return section_ref(heading_name_key(name, exact=True), name, ""), inside.end()
        place = WITHIN_WORDS.match(text, found[1])
        return (found[0], place.end()) if place else None

    def moved_within(self, where: Place, ref: Ref, after: str) -> Draft | None:
        """`术语表 LNU 挪到 MNF 之后`, `§2.1 列表里"X"那条挪到最前面`: an entry of the section named
        by its words, moved after another named so, or to its list's start or end; None (the
        clause is reported) for any other place or words around it."""
        clause = where.clause
        verb = MOVE_VERB_WITHIN.search(masked_all(after))
        if verb is None:
            return None
        if self.lexicon.negation.search(masked_all(after), max(0, verb.start() - 4), verb.start()):
            return None
        name = entry_named_before(after[: verb.start()])
        # `术语表 LNU 挪到 MNF 之后`: a Latin name alone names its entry (a term, an id).
        bare = LATIN_NAME_ALONE.fullmatch(after[: verb.start()])
        name = name or (bare.group(1) if bare else "")
        place = MOVED_WITHIN_PLACE.fullmatch(" ".join(after[verb.end() :].strip(" 。.").split()))
        if not name or place is None:
            return None
        sibling = ""
        if place["after"]:
            quoted = QUOTE.fullmatch(place["after"].strip())
            sibling = quoted.group(1).strip() if quoted else place["after"].strip()
            if not sibling or sibling == name or NOT_A_NAME.search(sibling):
                return None
        # (Read without its place: `挪到 MNF 之后` puts nothing off, as `挪到下周之后` would.)
        place_at = len(clause) - len(after) + verb.end() if clause.endswith(after) else -1
        if place_at > 0:
            unplaced = clause[:place_at]
            text = where.segment.text.replace(clause, unplaced, 1)
            where = replace(where, clause=unplaced, segment=replace(where.segment, text=text))
        not_now = self.not_a_request(where.clause) or self.under_condition(where)
        if not_now:
            # (Said with its place, as the brief says it.)
            return where.withheld(ref.ref, not_now, ActionKind.MOVE, said=clause)
        draft = where.make(ActionKind.MOVE, ref.ref)
        draft.source, draft.anchor = ref.ref, name
        draft.placement = "after" if sibling else "start" if place["start"] else "end"
        draft.siblings = [sibling] if sibling else []
        return draft

    def verb_besides_nouns(self, text: str) -> bool:
        """Whether `text` holds a verb that is not one of the nouns naming an entry (`§2.2 的
        LRU 条目写得很好` holds none). A verb may look at the noun after it: `add 一条 X` is
        the English verb with a Chinese count, as `新增一条` is."""
        nouns = [m.span() for m in self.lexicon.nouns.finditer(text)]
        return any(
            not any(start < match.end() and match.start() < end for start, end in nouns)
            for verb in self.lexicon.verbs.values()
            for match in verb.finditer(text)
            if match.group(0).strip()
        )

    def moved_entry(self, where: Place) -> str:
        """The entry that stands which a clause asks to put into another section (`§3.1 X 一条
        改放 §5.4`, `把 §3.1 的推论改放到 §1.3`, `"X"那条放到 §5.8 更合适`), by the words before
        the verb; "" when they name the item (its tag, its title's or 要点's words), point at it
        (`本条`, `该条`) or name nothing: then the verb places the item's own edit."""
        clause = where.clause
        plain = masked_all(clause)
        found = next(
            (
                m
                for verb in (self.lexicon.place["moved"], self.lexicon.place["put"])
                for m in verb.finditer(plain)
                if SECTION_REF.match(
                    plain, m.end() + len(plain[m.end() :]) - len(plain[m.end() :].lstrip())
                )
            ),
            None,
        )
        if found is None:
            return ""
        head = clause[: found.start()]
        if ITEM_NAMED.search(head):
            return ""  # `条目 1 改放 §2.1`: the item's edit goes there
        parens = paren_spans(head)
        words = SECTION_REF.sub(" ", blank_spans(head, parens))
        words = MOVED_NOISE.sub(" ", words).strip()
        # An entry, said as one: with its noun (`X 一条`, `"X"那条`), quoted, as a section's
        # (`§3.1 的推论`) or with its section aside (`X（现 §3.1）`); not `建议归入 §3.1`.
        marked = (
            MOVED_ENTRY_NOUN.search(words)
            or QUOTE.search(head)
            or any(SECTION_OF.match(head, m.end()) for m in SECTION_REF.finditer(head))
            or any(SECTION_REF.search(head, a, b) for a, b in parens)
        )
        words = MOVED_ENTRY_NOUN.sub("", words).strip()
        words = MOVED_LEAD.sub("", words).strip(" 的，,")
        if not marked or not words or NOT_A_NAME.search(words):
            return ""
        if any(verb.search(words) for verb in self.lexicon.verbs.values()):
            return ""  # `§3.1 新增一条 X 放到 …`: a request before the verb, not an entry
        if where.item is not None:
            own = " ".join([where.item.title, *(s.text for s in where.item.summary)]).lower()
            if words.lower() in own:
                return ""
        return words

    def form_model(self, before: str, after: str) -> str:
        """`按 §2.2 现有格式…`, `照 §3.1 的样子…`, `体例同 §1.2…`: the words that take a section's
        entries as the form of an edit (so the section may be its place); "" for any other
        model or neighbour (`参照 §2.2 新增`, `见 §2.2`, `放在 §2.2 之后`)."""
        head = masked_all(before).rstrip()
        same = ending_with(self.lexicon.place["same_form"], head)
        if same:
            return same
        model = ending_with(self.lexicon.place["form_model"], head)
        if not model:
            return ""
        tail = masked_all(after)
        # The form word must speak of the section, right after it and before the verb:
        # `按 §2.2 的格式新增`, `仿照 §2.2 已有条目格式` (its `条目` is no verb here), not
        # `按 §2.2 的结论新增一条 X 格式…`.
        noun = self.lexicon.place["form"].search(tail[:16])
        if noun is None or self.lexicon.place["before"].search(tail[: noun.start()]):
            return ""
        head_of_tail = tail[: noun.start()]
        if any(verb.search(head_of_tail) for verb in self.lexicon.verbs.values()):
            return ""
        return f"{model} {said_at(after, noun)}"

    def neighbour_words(self, clause: str, ref: Ref, before: str, later: list[Ref]) -> str:
        """The words that name a section only as the model or the neighbour of an edit, not
        as its place: `参照 §2.2 的体例…`, `§2.2 之前的 §2.1 新增…`, `放在 §2.2 之后`,
        `与 §2.2 类似地在 §2.1 新增`; "" when the section may be the edit's place."""
        head = masked_all(before).rstrip()
        model = ending_with(self.lexicon.place["model"], head)
        if model:
            return model
        tail = masked_all(clause[ref.end : later[0].start] if later else clause[ref.end :])
        position = self.lexicon.place["before"].match(tail.lstrip()) or self.lexicon.place[
            "after"
        ].match(tail.lstrip())
        if position:
            return position.group(0)
        if not later or any(verb.search(tail) for verb in self.lexicon.verbs.values()):
            return ""
        # `§2.2 之前的 §2.1`, `与 §2.2 相关的 §2.3`: the section describes the next one.
        if tail.rstrip().endswith("的"):
            return tail.strip()
        context = self.lexicon.context.search(tail)
        return context.group(0) if context else ""

    def not_a_request(self, clause: str) -> str:
        """Why a clause that names a section asks nothing of it now (a condition, a later
        round, a report of past work, a question), in its own words; "" for a request."""
        # (A new question's answer, `…？」答：待定。`, is words to write, no refusal.)
        plain = ANSWER_GIVEN.sub(blanked, masked_quotes(clause)).rstrip(" 。.；;，,")
        # `加一条开放问题：X 能否…？`: the words after a verb and its colon are what to write.
        # Not a colon inside an aside (`（owner：Lin）`): the aside's own label.
        # Not after the suggestion's label alone (`建议归入 1.1：复现后再补一条「…」`): the words
        # after its colon are the request, and a condition in them holds it.
        colon = COLON.search(masked_all(plain))
        head = plain[: colon.start()] if colon else plain
        asking = self.lexicon.suggestion_word.sub(blanked, head, count=1)
        if head != plain and any(verb.search(asking) for verb in self.lexicon.verbs.values()):
            plain = head
        # `新增开放问题：X 能否…？`: words after the question noun are the question to write;
        # `要不要新增一条开放问题？` before it asks the brief's reader.
        question_verb = self.lexicon.verbs["question"].search(plain)
        written_from = question_verb.start() if question_verb else len(plain) + 1
        # An aside in parentheses (`（作者称提速 30%）`) speaks of the paper, not of the edit;
        # only a condition there (`（待 E2 复现）`) holds for it.
        no_aside = ANSWER_GIVEN.sub(blanked, masked_all(clause))[: len(plain)]
        for meaning, pattern in self.lexicon.not_a_request.items():
            text = plain if meaning in CONDITIONS else no_aside
            found = pattern.search(text if meaning == "question" else unasked(text))
            if found and meaning == "question" and found.start() >= written_from:
                continue
            if found:
                # Shown as the brief says it: the mask blanked its quotes.
                return f"a {meaning} ({clause[found.start() : found.end()].strip()})"
        return ""

    def under_condition(self, where: Place) -> str:
        key = (where.clause, where.segment.text)
        if key not in self.conditions:
            self.conditions[key] = self.condition_of(where)
        return self.conditions[key]

    def condition_of(self, where: Place) -> str:
        """`如果 E2 复现，再在 §2.2 新增`, `§2.2 新增…，前提是 E2 复现`: a condition in another
        clause of the same sentence holds for this one too."""
        text = where.segment.text
        clause = where.clause.strip()
        at = text.find(clause)
        if at < 0:
            return ""
        # Words in a code span are dictated words (`Kim, S., Park, J.`), none a condition; so
        # is a new question's answer (`…？」答：待定。`).
        plain = ANSWER_GIVEN.sub(blanked, CODE_SPAN.sub(blanked, masked_quotes(text)))
        for end in CODE_LINE_STOP.finditer(text):
            # A line in backticks that ends with its stop ends its sentence (`` `[28] X.` 原句中的
            # 「Y」别改 ``): the blank after its closing backtick read as a stop.
            plain = f"{plain[: end.start()]}。{plain[end.start() + 1 :]}"
        before = SENTENCE_STOP.split(plain[:at])[-1]
        after = SENTENCE_STOP.split(plain[at + len(clause) :])[0]
        # Shown from the brief's words: the masks keep offsets, so `before` starts where its
        # length before the clause says and `after` right after the clause.
        before_at, after_at = at - len(before), at + len(clause)
        found = self.lexicon.not_a_request["conditional"].search(before.rstrip(" ，,"))
        if found:
            # `，但要等…之后`: shown without the mark that opens the clause.
            return f"a conditional ({said_at(text, found, before_at).strip(' ，,—–')})"
        found = self.lexicon.not_a_request["condition_after"].search(after)
        if found:
            return f"a conditional ({said_at(text, found, after_at).strip(' ，,—–')})"
        # `放 §2.3 也说得通，但不推荐`, `有人提议放 §2.3，我不同意`: turned down after it.
        turned_down = self.lexicon.not_a_request["refusal_after"].search(after.rstrip(" 。.；;"))
        if turned_down:
            return f"a refusal ({said_at(text, turned_down, after_at).strip(' ，,')})"
        # `…，可以吗？`: the request asked of the reader; `…——已完成`: said done.
        for meaning, kind in (("question_after", "question"), ("done_mark", "done_mark")):
            stated = self.lexicon.not_a_request[meaning].search(after.rstrip(" 。.；;！!"))
            if stated:
                return f"a {kind} ({said_at(text, stated, after_at).strip(' ，,—–-')})"
        handed_over = self.handed_over_after(after)
        if handed_over:
            return f"a done_by_others ({handed_over})"
        # `…，我不碰`, `…，我这边不改`: the writer keeps his hands off what he said before.
        last_said = TAKE_BACK_CUT.split(after.rstrip(" 。.；;！!"))[-1]

        # What a row shows of `after` is the brief's words: `shown` undoes the mask.
        def shown(piece: str) -> str:
            return restored(piece, after, text[after_at : after_at + len(after)])

        if self.lexicon.not_a_request["hands_off"].search(last_said):
            return f"a hands_off ({shown(last_said).strip(' ，,')})"
        # `…，但这轮先不做`, `…——本轮暂缓`, `原拟…，现撤回`: the sentence's last clause takes
        # back what it asked; `（本轮不落笔）`, `…这个动作取消`: so does the clause's own tail.
        pieces = TAKE_BACK_CUT.split(after)
        # `§2.3 X 可改为 Y，但 2.3 本轮先不动`: the section the clause names, named again (with
        # or without its mark), is no other place the take-back speaks of.
        own_keys = {ref.ref.key for ref in self.refs_in(clause)}
        bare = [without_section(p, own_keys) for p in pieces]
        last = pieces[-1]
        if bare[-1].strip(" 。.") and self.lexicon.take_back.fullmatch(bare[-1]):
            return f"a refusal ({shown(last).strip(' ，,。.—–-')})"
        # `…——不，先不录，等有功耗数据再说`: a take-back, then its reason or what it waits for
        # (clauses that name no section and ask for nothing).
        taken = next(
            (
                p
                for p, b in zip(pieces, bare, strict=True)
                if b.strip(" 。.") and self.lexicon.take_back.fullmatch(b)
            ),
            None,
        )
        if taken is not None and all(ref.ref.key in own_keys for ref in self.refs_in(after)):
            # What it waits for (`等复核`, `待作者确认`) asks nothing, whatever verb it holds.
            others = [p for p in pieces if p is not taken and not WAITING.match(p)]
            if not any(v.search(p) for p in others for v in self.lexicon.verbs.values()):
                return f"a refusal ({shown(taken).strip(' ，,。.—–-')})"
        # `…新增一条 X；但我不确定`, `…；不过本轮暂缓`: the next sentence, opening with a
        # contrast, turns the request down as a whole.
        following = SENTENCE_STOP.split(rest_masked := masked_quotes(text[after_at:]))
        nxt = following[1].strip() if len(following) > 1 else ""
        nxt_said = restored(nxt, rest_masked, text[after_at:])
        if CONTRAST.match(nxt) and self.lexicon.not_a_request["tentative"].search(nxt):
            return f"a tentative ({nxt_said})"  # a guess: reported even from the reasoning
        if CONTRAST.match(nxt) and (
            self.lexicon.take_back.fullmatch(nxt)
            or self.lexicon.not_a_request["refusal_after"].search(nxt)
            or self.reasoned_take_back(nxt)
        ):
            return f"a refusal ({nxt_said})"
        # `…新增一条 X；先不收。`, `…；§七 登记引用；暂缓。`, `…; skip it for now.`: a later
        # sentence of the line that is a take-back and nothing else (it names no item or
        # section of its own) takes back what the line asked before it.
        # Not `；"HNSW since 0.5" 不动`: a sentence holding a quote keeps what the quote names.
        # English sentences end at a full stop too (`§2.2 add X. Skip it for now.`): the
        # sentences are cut as the line's requests are (SENTENCE_SPLIT), on offsets that the
        # masked and the marked text share.
        rest_masked = masked_quotes(text[at + len(clause) :])
        rest_marked = quotes_as_marks(text[at + len(clause) :])
        cuts = [0, *(m.end() for m in SENTENCE_SPLIT.finditer(rest_masked))]
        spans = list(zip(cuts, [*cuts[1:], len(rest_masked)], strict=True))[1:]
        for later, marked in ((rest_masked[a:b], rest_marked[a:b]) for a, b in spans):
            later = SENTENCE_SPLIT.sub("", later)
            if QUOTE_FILLER in marked:
                continue
            said_later = restored(later, rest_masked, text[after_at:])
            if later.strip(" .") and self.lexicon.take_back.fullmatch(later):
                return f"a refusal ({said_later.strip(' ，,.')})"
            # `…改为 B；等复采确认后再改`: a sentence that only waits, as the clause after a
            # comma does (condition_after, read as if the comma opened it), holds it back too.
            waits = self.lexicon.not_a_request["condition_after"].search(f"，{later.strip()}")
            # (Not `若最终文本…，H6 可改为部分证实`: a condition of a change of its own.)
            asks = self.lexicon.verbs["replace"].search(later) is not None
            if waits and waits.start() == 0 and not self.refs_in(later) and not asks:
                return f"a conditional ({said_later.strip(' ，,.')})"
            if self.lexicon.not_a_request["hands_off"].search(later.rstrip(" .！!")):
                return f"a hands_off ({said_later.strip(' ，,.')})"
        own = ANSWER_GIVEN.sub(blanked, masked_quotes(clause))
        for aside in ASIDE_ANYWHERE.finditer(own):
            # `Item 2 (parked): §5.8 add X`: an aside whose last part takes back, wherever it
            # stands in the clause (its tail is read below).
            said = re.split(r"[，,]", aside.group(1))[-1]
            if said.strip() == "×":
                continue  # `写放大 (×)`: a column's unit in brackets, not a cross that refuses
            if said.strip() and self.lexicon.take_back.fullmatch(said):
                return f"a refusal ({restored(said.strip(), own, clause)})"
        asides = [m.span() for m in ASIDE_ANYWHERE.finditer(own)]
        for a, b in asides:
            # `（仅 2 家数据先不改）`: an aside that ends in a take-back, its reason before it
            # with no comma between.
            words = re.split(r"[，,]", own[a + 1 : b - 1])[-1]
            # (A take-back is a few words at the aside's end: a long aside is not read whole
            # from each of its characters.)
            tail_from = max(1, len(words) - TAKE_BACK_REACH)
            suffix = next(
                (
                    k
                    for k in range(tail_from, len(words))
                    if self.lexicon.take_back.fullmatch(words[k:])
                ),
                None,
            )
            if (
                suffix is not None
                # (`（L40S 上 1.35×）`: a sign after a figure is no word taking anything back.)
                and re.search(r"[\u4e00-\u9fffA-Za-z]", words[suffix:]) is not None
                and not keeps_what_it_names(words[:suffix], words[suffix:])
                and not self.refs_in(words)
            ):
                said = restored(words[suffix:].strip(), own, clause)
                return f"a refusal ({said.strip(' ，,。.—–-：:')})"
        for start in (m.start() for m in TAKE_BACK_TAIL.finditer(own)):
            inside = next((a for a, b in asides if a < start < b), None)
            if inside is not None and keeps_what_it_names(
                re.split(r"[，,]", own[inside + 1 : start])[-1], own[start:]
            ):
                # `"A"改为"B"（北京 1.15、广东 1.3 都别动）`: the aside keeps the figures it
                # names (a keep of its own), it takes back nothing.
                continue
            tail = own[start:].rstrip(" 。.；;").strip("（()）【】[]")
            # `（Jay 转述，未核实，不改）`: an aside may give its reason before the take-back.
            last = TAKE_BACK_CUT.split(tail)[-1] if own[start] in "（(【[" else tail
            # `条目 2 挪到 §3.3`: words that name a place move the request, not take it back.
            if (
                self.lexicon.take_back.fullmatch(tail)
                or (last.strip() and self.lexicon.take_back.fullmatch(last))
            ) and not self.refs_in(tail):
                return f"a refusal ({restored(tail, own, clause).strip(' ，,。.—–-：:')})"
        # `不建议为了…、…就在 §2.2 新增`: a refusal cut from its verb at a `、`.
        # Only a refusal that reaches into this clause: `不推荐放进 §2.3，§2.2 新增即可` refuses
        # §2.3, not the request after it.
        words = before + masked_quotes(clause)
        for refused in self.lexicon.not_a_request["refusal"].finditer(words):
            if refused.start() < len(before) < refused.end():
                return f"a refusal ({shortened(refused.group(0).strip(), 24)})"
        return ""

    def handed_over_after(self, after: str) -> str:
        """`…，由老李负责修改`, `…，此事请周来改`: a later clause of the sentence that hands
        the request before it to another person (its verb ends the clause, so it has no object
        of its own) and names no section; its words, or ""."""
        handed = self.lexicon.not_a_request["done_by_others"]
        for piece in TAKE_BACK_CUT.split(after):
            found = handed.search(piece.rstrip(" 。.；;！!"))
            lead = piece[: found.start()] if found else ""
            if (
                found
                and len(lead.strip()) <= 6
                and not self.refs_in(piece)
                and not any(v.search(lead) for v in self.lexicon.verbs.values())
            ):
                return found.group(0).strip()
        return ""

    def reasoned_take_back(self, sentence: str) -> bool:
        """`不过证据太薄，甭急`: a sentence whose last clause takes back, after its reasons
        (clauses that name no section and ask for nothing)."""
        *reasons, last = TAKE_BACK_CUT.split(CONTRAST.sub("", sentence, count=1))
        return bool(
            reasons
            and last.strip()
            and self.lexicon.take_back.fullmatch(last)
            and not self.refs_in(sentence)
            and not any(v.search(r) for r in reasons for v in self.lexicon.verbs.values())
        )

    def keep_of(self, where: Place, ref: Ref, own: str, after: str) -> Draft | None:
        """The constraint the words around a section say of it (`§3.3 不动`, `不进 §4.1`,
        `§七 第 46 条不新增`), if any."""
        masked = unasked(masked_all(own))
        titled = HEADING_KEPT.match(masked_all(after))
        if titled and (self.lexicon.negated.search(masked) or self.lexicon.no_op.search(masked)):
            # `II.4.b 的小节标题别改`: the heading's words stay, which kbpatch never edits; an
            # entry moved or added under it is no edit of them.
            words = shortened(where.clause.strip(), 40)
            return where.make(ActionKind.NO_OP, ref.ref, f"the brief says {words}")
        spared = self.lexicon.constraints["spare_only"].search(masked)
        if spared:
            # `§3.2 已有条目勿删`: only a deletion is refused; read what else the words say.
            masked = masked[: spared.start()] + " " * len(spared.group(0)) + masked[spared.end() :]
        constraint = self.constraint_in(masked)
        # `勿改动 §4.1 既有条目`, `§4.1 现有条目不动`: a keep of the entries already there.
        existing = self.lexicon.place["existing_entries"].search(masked)
        if constraint:
            words = words_around(where.clause, own, len(own) - len(after), masked, constraint[1])
            draft = where.make(ActionKind.CONSTRAINT, ref.ref, f"the brief says {words}")
            draft.forbids = (constraint[0] & EXISTING_EDITS) if existing else constraint[0]
            if WRITE_INTO.search(constraint[1]):
                # `遮阳构筑物的造价…，但不要写进第五章的洛杉矶条目`: a ban of writing the thing
                # the sentence opens with there, not of every edit there.
                draft.held_names = self.subject_of_sentence(where)
            return draft
        keep = self.lexicon.no_op.search(masked) or self.lexicon.negated.search(masked)
        if keep is not None and self.describes_values(masked[: keep.start()]):
            # `§2 新增一行 X：能耗 0.3 不变`: what the edit writes, not a keep of the section.
            keep = None
        if keep is None and spared:
            # A no-op that forbids removals only (Planner.veto): the section is no keep's, so
            # a clause after it naming no section takes none from it.
            # (Its words: `forbidden (brief line 9: 「…」)` shows them.)
            spare = where.make(
                ActionKind.NO_OP,
                ref.ref,
                f"the brief says {shortened(where.clause.strip(), 40)}",
            )
            spare.forbids = SPARED_KINDS
            return spare
        asked = masked_all(own[: len(own) - len(after)])
        # `§七 第 67 条〔〕下轮再改`: a numbered line of the section, then the take-back.
        later = masked_all(after)
        line = NUMBERED_LINE.match(later)
        # `引擎一览表：交 Mia`: a section named by its words keeps the noun after them (表,
        # 一节); the words after that noun are what is said of the section.
        noun = self.place_noun.match(later)
        if (
            keep is None
            and (
                self.lexicon.take_back.fullmatch(later[line.end() :] if line else later)
                or (noun is not None and self.lexicon.take_back.fullmatch(later[noun.end() :]))
            )
            # `add to Sec. 3.3 next week`: an edit asked for later, reported as such.
            and not any(verb.search(asked) for verb in self.lexicon.verbs.values())
        ):
            # `§2.2 不落笔`, `§2.2 本轮封版`, `§2.2 先搁着`, `§2.2 留待 E2`: the section is
            # taken back as a whole, as `§2.2 不动` keeps it; `§七 第 67 条 下轮再改`, that line.
            said = shortened(where.clause.strip(), 40)
            draft = where.make(ActionKind.CONSTRAINT, ref.ref, f"the brief says {said}")
            draft.narrow = narrow_part(after, later[line.end() :]) if line else ""
            return draft
        if keep is None:
            return None
        # Shown with its clause: `不得写进 §1.1 作为默认做法`, `§6.1 第 30 条保留不动`.
        said = shortened(where.clause.strip(), 40)
        draft = where.make(ActionKind.CONSTRAINT, ref.ref, f"the brief says {said}")
        if WRITE_INTO.search(masked[keep.start() :]):
            # `遮阳构筑物的造价…，但不要写进第五章的洛杉矶条目`: a ban of writing the thing the
            # sentence opens with there, not of every edit there.
            draft.held_names = self.subject_of_sentence(where)
        place = self.lexicon.place
        draft.narrow = narrow_part(
            after, keep.group(0), place.get("listed_entries")
        ) or narrow_part(after, keep.group(0), place.get("parts"))
        cut = masked_all(after).find(keep.group(0))
        draft.kept_quoted = bool(draft.narrow) and draft.narrow == kept_words(after[:cut])
        if not draft.narrow:
            # `§4.2：Canary-1B 保持不变`, `数据集表：DROID 规模保持不变`: one row, or cells of it
            # (`Kestrel-2 不变` names a row, not the value 2).
            not_cells = self.lexicon.place.get("not_cells")
            named = after[noun.end() :] if noun is not None else after
            draft.kept_row, draft.kept_cells = kept_name(
                named, keep.group(0), not_cells, self.lexicon.place.get("all_cells")
            )
            draft.narrow = draft.kept_row
        if not draft.narrow:
            # `§2 的 X 0.3 与 Y 2.6 均不变`: a keep of the values it names, not of the section;
            # named before the section too (`the Europe 10%–15% in §5.3 also stays`).
            ahead = own[: len(own) - len(after)]
            elsewhere = bool(self.refs_in(ahead) or tagged_numbers(ahead, self.lexicon))
            draft.kept_values = self.values_kept(after, keep.group(0)) or (
                [] if elsewhere else self.values_kept(ahead, keep.group(0))
            )
            draft.kept_rows = values_rows(after, draft.kept_values)
            draft.narrow = "、".join(draft.kept_values)
        # `Q3 不要改勾选状态`: a question named by its label keeps that question, not the list.
        labelled = ref.ref.key == "questions" and QUESTION_LABEL.fullmatch(ref.ref.raw)
        if labelled and not draft.narrow:
            draft.narrow = ref.ref.raw
        if existing and not draft.narrow:
            draft.forbids = EXISTING_EDITS
        if not draft.narrow and not draft.forbids:
            # `§2.1 华东占比本轮不动`: words of the section's text, or no words of it (`其余`,
            # a sub-section's heading); the document tells which (Action.kept_text).
            draft.kept_text = kept_text_words(after, keep.group(0), self.lexicon)
        return draft

    def inserted_at_quote(self, where: Place, ref: Ref, after: str) -> Draft | None:
        """`2.3：在「X」之后接上「Y」`, `在「X」前面加「Y」`: words inserted right after (or before)
        words the section holds, read as the replace of X by XY (YX): X must stand once there.
        None for any other words, or a negated ask."""
        found = INSERT_AT_QUOTE.search(after)
        if found is None or self.lexicon.negation.search(masked_all(after[: found.start()])):
            return None
        rest = after[found.end() :]
        # `"约为 35%"之后、句号之前补上标 <sup>21</sup>`: right before the stop that ends the
        # words, which must then follow them.
        stop = BEFORE_THE_STOP.match(rest.lstrip())
        rest = rest.lstrip()[stop.end() :] if stop else rest
        verb = self.lexicon.insert_verbs.match(masked_all(rest.lstrip()))
        lead = len(rest) - len(rest.lstrip())
        words = QUOTE_AFTER_NOUN.match(rest, lead + verb.end()) if verb else None
        # `…之后补上标 <sup>21</sup>`, `…后加脚注 [^21]`: a citation's marker, unquoted.
        marker = (
            CITATION_MARKER.match(rest, len(rest) - len(rest[lead + verb.end() :].lstrip()))
            if verb and not words
            else None
        )
        if words is None and marker is None:
            return None
        before = found.group("side") in ("之前", "前面", "前")
        if marker is not None and before:
            # A marker cites the words before it: one asked before words is no citation.
            return None
        anchor = found.group("anchor")
        added = words.group("words") if words else marker.group("marker") if marker else ""
        if words is not None and LINE_OF_ITS_OWN.match(added.lstrip()):
            # `在"注 4"之后补「注 5：…」`: a line of its own (a list mark, or a label and its
            # colon), never words spliced into the line after X.
            return None
        draft = where.make(ActionKind.REPLACE, ref.ref)
        draft.inserted = True
        if found.group("side").strip().startswith(("句末", "句尾")):
            # The sentence quoted with its stop: the marker right before that stop.
            draft.pairs = [(anchor, f"{anchor[:-1]}{added}{anchor[-1]}")]
        elif stop is not None and not before:
            draft.pairs = [(f"{anchor}。", f"{anchor}{added}。")]
        else:
            draft.pairs = [(anchor, added + anchor if before else anchor + added)]
        return draft

    def sub_item_asked(
        self, where: Place, target: SectionRef, clause: str, nested: re.Match[str]
    ) -> Draft | None:
        """`「常见失效模式」下补一条子项：「…」`, `在「X」后面增补一条子项：「…」`: an item nested
        under the entry the words before the noun name (placement "under"), or right after
        the nested item they name ("under_after"), its words quoted after the noun, written
        where the document's nesting puts it (render.add_sub_item). None for any other words:
        no entry named, or no words given."""
        # `在 X 那一子项之后补一个子项：「…」`: the noun the quoted words follow is the one asked.
        nested = next(
            (
                found
                for found in self.lexicon.sub_item.finditer(masked_all(clause))
                if QUOTE_AFTER_NOUN.match(clause, found.end())
            ),
            nested,
        )
        before = clause[: nested.start()]
        # (`§二（一）常见失效模式那条下`: the section named first is no word of the entry's name.)
        after_section = max((m.end() for m in SECTION_REF.finditer(before)), default=0)
        named = NESTED_PLACE.search(before, after_section)
        words = QUOTE_AFTER_NOUN.match(clause, nested.end())
        if named is None or words is None or self.lexicon.negation.search(masked_all(clause)):
            return None
        draft = where.make(ActionKind.ADD_ENTRY, target)
        draft.only_text = words.group("words").strip()
        draft.siblings = [(named["quoted"] or named["bare"] or named["spaced"]).strip()]
        draft.placement = "under" if named.group("place") in UNDER_WORDS else "under_after"
        return draft

    def restated_name(self, clause: str) -> str:
        """The entry name a closing clause gives alone after its section (`§B.2：补 HiFloat8
        （条目 1）` → HiFloat8), with a word of adding if any; "" when it says more."""
        bare = SECTION_REF.sub("", untagged(clause, self.lexicon, cut=True))
        # `引擎一览表：X（条目 1）`: the noun after a section named by its words is no name.
        noun = self.place_noun.match(bare)
        if noun is not None and (COLON.match(bare, noun.end()) or not bare[noun.end() :].strip()):
            bare = bare[noun.end() :]
        bare = bare.strip(" \t：:。；;.")
        verb = self.lexicon.place["restated_add"].match(bare)
        name = RESTATED_NAME.fullmatch(bare[verb.end() :] if verb else bare)
        return name.group("name").strip('*「」『』"“”') if name else ""

    def describes_values(self, head: str) -> bool:
        """Whether the words before a keep ask an edit and end with a value (`新增一行 X：能耗
        0.3` before `不变`): the keep then says what the edit writes or leaves, in its clause."""
        last = list(KEPT_VALUE.finditer(head.rstrip()))
        if not last or last[-1].end() != len(head.rstrip()):
            return False
        return any(verb.search(head) for verb in self.lexicon.verbs.values())

    def values_kept(self, after: str, keep_words: str) -> list[str]:
        """The values a keep names before its words (`X 的 0.3 与 Y 的 2.6 均不变` → 0.3, 2.6),
        when it names values and asks no edit; [] otherwise."""
        text = masked_all(after)
        cut = text.find(keep_words)
        before_keep = text[: cut if cut != -1 else len(text)]
        if any(verb.search(before_keep) for verb in self.lexicon.verbs.values()):
            return []
        return [m.group(0) for m in KEPT_VALUE.finditer(before_keep)]

    def question_closing(self, where: Place, ref: Ref) -> Draft | None:
        """`关闭 Q2：理由`, `Q3 标为已关闭（日期：理由）`, `Q2 可以勾掉了`, `2.3 那条"问题：X"的状态
        改为已关闭`: the open question named by its label, or by the one quote before the
        verb (lexicon close_question), closed; the words after a colon or in brackets right
        after the verb (or the label after it) its reason, as given. None when the clause
        names no question or says no such verb; negated (`Q2 先不要关闭`), it asks nothing.
        Words after the verb kbpatch does not write are reported with the clause."""
        clause = where.clause
        plain = untagged(masked_quotes(clause), self.lexicon)
        verb = self.lexicon.question_close.search(plain)
        quoted = None if verb else self.closed_in_quotes(clause)
        if (verb is None and quoted is None) or ticked_item(clause, self.lexicon):
            # `"X"一项勾选为已完成`: a quoted line ticked is read as a tick (value_pairs); the
            # document's form decides there too (render.replace_values).
            return None
        if any(
            old and not self.lexicon.status_label.search(old)
            for old, _ in value_pairs(clause, self.lexicon)
        ):
            # `Q4 由「未决」改为「已关闭」`, `Q4 状态由（未决）改为（已关闭，2026-12）`: the old
            # value and the new one are given, to be swapped as written (a value replace).
            return None
        labels = self.question_labels(clause)
        if quoted is not None:
            # `问题 3 的状态改为"已关闭，见 arXiv:…"`: closed by its label, in the quote's words.
            start, closed_as, reason = quoted
            if len(labels) != 1 or self.lexicon.negation.search(masked_all(clause)[:start]):
                return None
            draft = where.make(ActionKind.REPLACE, ref.ref)
            draft.subject, draft.new_value, draft.closes_question = labels[0].group(0), reason, True
            draft.closed_as = closed_as
            return draft
        assert verb is not None
        quotes = [span for span in quoted_spans(clause) if span[1] <= verb.start()]
        if len(labels) > 1:
            return None
        if labels:
            subject, named_end = labels[0].group(0), labels[0].end()
        elif len(quotes) == 1 and len(quoted_spans(clause)) == 1:
            start, end = quotes[0]
            subject, named_end = clause[start + 1 : end - 1].strip(), end
        else:
            return None
        refused = self.lexicon.negation.search(masked_all(clause)[: verb.start()])
        if refused:
            return where.make(
                ActionKind.NO_OP, ref.ref, f"the brief says {clause.strip()}: asks no edit"
            )
        rest = untagged(clause[max(verb.end(), named_end) :], self.lexicon, cut=True)
        rest = rest.strip().removeprefix("了").strip().rstrip("。.；;！! ")
        reason = ""
        if rest.startswith(("：", ":")):
            reason = rest[1:].strip()
            # `Q3 标为已解决：能，低串扰耦合器已演示。`: the reason runs on past the clause's
            # comma to the sentence's end, unless what follows asks something of its own.
            more = untagged(rest_of_sentence(where), self.lexicon, cut=True).rstrip("。.；;！! ")
            asks = any(v.search(masked_all(more)) for v in self.lexicon.verbs.values())
            if reason and more.strip() and not asks and not self.refs_in(more):
                reason += more
        elif bracketed := re.fullmatch(r"[（(](?P<words>[^（）()]+)[）)]", rest):
            reason = bracketed["words"].strip()
        elif rest:
            return where.check_by_hand(
                ref.ref, f"closes {subject} with words kbpatch does not write (「{rest}」)"
            )
        else:
            reason = self.close_reason_after(where) or self.close_fields_next(where)
        draft = where.make(ActionKind.REPLACE, ref.ref)
        draft.subject, draft.new_value, draft.closes_question = subject, reason, True
        said = self.lexicon.closed_status.search(verb.group(0))
        draft.closed_as = self.closed_value_after(where) or (said.group(0) if said else "")
        return draft

    def question_labels(self, clause: str) -> list[re.Match[str]]:
        """The questions the clause names by label, not those it names as the form to follow
        (`问题 4 照问题 3 的写法标成已答`: 问题 4 alone; lexicon manner)."""
        named = self.lexicon.manner.sub(blanked, masked_all(clause))
        return list(QUESTION_BY_LABEL.finditer(named))

    def closed_value_after(self, where: Place) -> str:
        """`Q5 关闭，状态改成"已关闭"`: the closed status the next clause of the sentence
        dictates for the question the clause closes, whole (`"已关闭（定 150 ms）"`); ""."""
        tail = rest_of_sentence(where)
        # (`Q4 可以关闭——状态改为「已回答」`: after a dash as after a comma.)
        if not re.match(r"\s*(?:[，,]|——|—)", tail) or QUESTION_BY_LABEL.search(masked_all(tail)):
            return ""
        quoted = self.closed_in_quotes(tail)
        if quoted is None:
            return ""
        # `状态改为"已关闭（定 150 ms）"`: the whole value dictated, its words after the status
        # too (render writes it as given where a table's cell holds the status).
        values = quoted_new_values(tail, self.lexicon)
        return values[0][2].strip() if quoted[2] and values else quoted[1]

    def closed_in_quotes(self, clause: str) -> tuple[int, str, str] | None:
        """`状态改为"已关闭"`, `改成「已解决：X」`: a change whose quoted new value
        (quoted_new_values) opens with a closed status (lexicon close_question.closed): where
        the verb stands, that status and the words after it (its reason); None otherwise."""
        for verb, _, value in quoted_new_values(clause, self.lexicon)[:1]:
            closed = self.lexicon.closed_status.match(value)
            if closed is None:
                return None
            reason = value[closed.end() :].strip().lstrip("，,：:；; ").strip()
            return verb.start(), closed.group(0), reason
        return None

    def close_fields_next(self, where: Place) -> str:
        """`Q-04 可以结项。状态写"已关闭（…）"，结论列写：…。`: a close that ends its sentence,
        then a sentence that gives its status or its reason by their names: that sentence."""
        text = where.segment.text
        at = text.find(where.clause.strip())
        if at < 0:
            return ""
        rest, *after = SENTENCE_STOP.split(text[at + len(where.clause.strip()) :], maxsplit=1)
        if rest.strip() or not after:
            return ""
        following = after[0]
        sentence = following[: sentence_end(following)].strip()
        opens = re.match(r"(?:状态|(?i:status))", sentence) or self.lexicon.close_reason_lead.match(
            sentence
        )
        return sentence if opens else ""

    def close_reason_after(self, where: Place) -> str:
        """`Q2 关闭，理由：X。`: X, the reason the clause after a close gives it, in the same
        sentence after a lead word (lexicon close_question.reason_leads); "" for none."""
        tail = rest_of_sentence(where)
        lead = re.match(r"\s*[，,]\s*", tail)
        said = self.lexicon.close_reason_lead.match(tail, lead.end()) if lead else None
        if said is None:
            return ""
        # (`答案写「…」`, `理由为：…`: the verb that gives it is none of its words.)
        words = re.sub(r"^\s*(?:写成|写为|写作|写|是|为|用)?\s*[：:]?", "", tail[said.end() :])
        # `注明"X"`: the words quoted whole are the reason, without their quotes.
        return unquoted(untagged(words, self.lexicon, cut=True).strip())

    def unread(self, where: Place, ref: Ref) -> Draft:
        """A section named with no request: context (`与 §4.1 形成对照`) or not understood."""
        context = self.lexicon.context.search(masked_all(where.clause))
        if context:
            return where.make(
                ActionKind.NO_OP,
                ref.ref,
                f"names {ref.ref.raw} for context ({said_at(where.clause, context)}), asks no edit "
                "of it",
            )
        handed = self.not_a_request(where.clause)
        if handed.startswith(HANDED_OVER):
            # `§1.1 X 的 +2.3 由周负责核对原文，本轮不动`: what is said of the section is
            # another's task; nothing is asked of this round.
            done = shortened(where.clause.strip(), 60)
            return where.make(ActionKind.NO_OP, ref.ref, f"{handed}: 「{done}」 asks no edit")
        draft = where.check_by_hand(ref.ref, f"names {ref.ref.raw} but no request kbpatch can read")
        # `条目 1 落 §3.3`, `条目 1 入 3.3 节`: an item and a section with only a verb of
        # placing between: it says where the item goes, as an arrow does; so with the
        # section's end after it (`条目 1 落 §3.3 末尾`), where an entry is added anyway.
        bare = SECTION_REF.sub("", ITEM_NAMED.sub("", masked_all(where.clause)))
        bare = self.lexicon.place["end"].sub("", bare)
        draft.points = where.from_closing and bool(PLACE_ONLY.fullmatch(bare))
        # (With no item of its own, the line's tag may name it: Planner.restated_add.)
        if where.from_closing and not draft.points:
            # (Without the section's own words: `术语表补 X（条目 4）` names 术语表 by them.)
            clause = where.clause
            draft.restated = self.restated_name(clause[: ref.start] + clause[ref.end :])
        not_now = self.under_condition(where)
        if not_now:
            # `倘若 v2 改了数字，§3.1 的 9% 一并更新`: a conditional request kbpatch cannot read is
            # still the brief's request, withheld; never folded into the item's edit of §3.1.
            # `| 2 | §5.8 X | parked |`: a section taken back (its row's status) is withheld too.
            draft.reason = f"{not_now}: 「{shortened(where.clause.strip(), 60)}」; check by hand"
            draft.conditional = not_now.startswith(CONDITIONAL_REASONS)
            draft.withheld = True
        return draft

    @staticmethod
    def name_before_words(own: str, request: str) -> re.Match[str] | None:
        """`术语表新增"X"：…`, `收录“X”——…`: the quote right after the add verb, when the
        entry's words follow it after a colon or a dash (in the request line, where the
        clause ends at the dash); None otherwise."""
        for lead in NAME_VERB_LEAD.finditer(own):
            quote = QUOTE.match(own, lead.end())
            if quote is not None and words_follow(quote, own, request):
                return quote
        return None

    def fill(self, draft: Draft, clause: str, before: str, after: str, own: str) -> None:
        """The payload of an action, from the words of its clause."""
        kind = draft.kind
        quote_free = masked_quotes(own)
        if kind is ActionKind.ADD_ENTRY and (
            QUOTED_QUESTION.search(own)
            or self.adds_quoted_question(clause)
            or DICTATED_QUESTION.search(own)
        ):
            # `新增一条"…？"`, `加一条：「…？」`, `登记一问："…？"`, `新增一条：…？`: what is added
            # is that question.
            draft.kind = kind = ActionKind.ADD_QUESTION
        if kind is ActionKind.ADD_ENTRY and (
            ADDED_LABEL.search(quote_free)
            or CITED_SLOT.match(after)
            # `「注」末尾新增 `[^19]: …``: a footnote's whole definition, dictated.
            or DICTATED_FOOTNOTE.search(own)
        ):
            # `参考文献新增：[R10] …`, `新增 [R10]`, `+ §七 第 74 条〔§3.4〕`: what is added is
            # the reference labelled or numbered so (with the section it supports).
            draft.kind = kind = ActionKind.ADD_CITATION
        pending = (
            self.lexicon.words_pending.search(masked_quotes(draft.request or own))
            if kind is ActionKind.ADD_ENTRY
            else None
        )
        if pending:
            # `术语中加入 X 一条（释义待补）`, `新增 X，释义待定`: no words to write yet; the
            # item's are not them.
            draft.kind = kind = ActionKind.NOT_UNDERSTOOD
            draft.reason = (
                f"says the new entry's words are still to come (「{pending.group(0)}」); kbpatch "
                "writes none of its own in their place; check by hand"
            )
        if kind is ActionKind.ADD_ENTRY:
            draft.placement = "alongside" if self.lexicon.place["alongside"].search(own) else "end"
            draft.short = self.lexicon.short_forms.search(quote_free) is not None
            statement = quote_after(STATEMENT_LEAD, own, STATEMENT_END)
            # `一条："…"` is the line's words when the quote ends its clause; a quote that more
            # words follow (`一条："X"正在成为…`) opens the line (SegmentWords.unquoted).
            dictated = quote_after(ENTRY_WORDS_LEAD, own, STATEMENT_END) or placed_words(
                draft.request, own
            )
            # `术语表新增"X"：…`: a quote right after the add verb, then the entry's words
            # after a colon or a dash, names the new entry as `一条"X"：…` does.
            label = quote_after(NOTE_LABEL_LEAD, own) or self.name_before_words(own, draft.request)
            entry_quote = quote_before(own, QUOTED_ENTRY_NOUN)
            if entry_quote and not any(
                verb.end() == len(own[: entry_quote.start()].rstrip())
                for verb in self.lexicon.verbs["add"].finditer(own[: entry_quote.start()])
            ):
                entry_quote = None  # `"X"条目` right after an add verb names the new entry
            english = quote_after(ENGLISH_ENTRY_LEAD, own, ENGLISH_ENTRY_NOUN)
            entry_quote = entry_quote or english
            listed = DICTATED_LIST_LINE.search(own)
            if statement:
                # `末尾加一行：「* 2027-01-08 X：…」`: a list marker copied with the line is the
                # list's, as after `一条`.
                draft.statement = COPIED_BULLET.sub("", statement.group(1).strip())
            elif listed:
                draft.statement = listed.group("words").strip()
            elif dictated and COPIED_BULLET.match(dictated.group(1).strip()):
                # `排在 A 那条之后、B 那条之前：「- X（Y）Z：…」`: a list's line quoted whole is
                # the line, as after `一条：`, never words under the item's name.
                draft.statement = COPIED_BULLET.sub("", dictated.group(1).strip())
            elif dictated:
                draft.only_text = dictated.group(1).strip()
            elif quoted_line := quoted_list_line(own):
                # `在 X 条目之后插入：「- **Y**：…」`: a list's line quoted whole is the new
                # entry's words, whatever verb asks for it; never an entry made of the item's.
                draft.only_text = quoted_line.strip()
            elif not (label or entry_quote) and (
                counted := quote_after(COUNTED_NOUN_LEAD, own, STATEMENT_END)
            ):
                words = COPIED_BULLET.sub("", counted.group(1).strip())
                if SENTENCE_WORDS.search(words):
                    # `加一条风险提示「跟踪 X 的细则。」`: the sentence is the line, never an
                    # entry made of the item's words beside it.
                    draft.statement = words
                elif ENTRY_NOUN_BEFORE.search(own[: counted.start()]):
                    # `加一条新条目「FooBar」`: the new entry's name.
                    draft.label, draft.label_alone, draft.titled = words.strip("* "), True, True
                else:
                    # `加一条风险提示「供应集中」`: a line, or a name? Not guessed.
                    draft.kind, draft.unread_kind = ActionKind.NOT_UNDERSTOOD, kind
                    lead = own[: counted.start()].rstrip(" ：:")
                    noun = lead[lead.rfind("一") :]
                    draft.reason = (
                        f"quotes 「{words}」 after 「{noun}」: whether the quote is the new line "
                        "or its name is not guessed; check by hand"
                    )
            elif label or entry_quote:
                quote = label or entry_quote
                assert quote is not None
                words = quote.group(1)
                alone = STATEMENT_END.match(own, quote.end()) is not None
                if alone and SENTENCE_WORDS.search(words.strip()):
                    # `新增一条"实测 2：H100 上…。"`: the quote is a whole line, not a name.
                    draft.statement = words.strip()
                else:
                    draft.label, draft.label_alone = words.strip("* "), alone
                    # `新增一条「X」，…`, `新增"**X**"条目`: the quote is the entry's own name;
                    # one before a noun of its own (`一条"X"小注`) is the label of a note.
                    # `添一条"X"释义为：…` with no comma: the definition after the quote
                    # says what X is; X is the new term's name, never a note's label.
                    # `加一条「X」：…`, `补一条 **X** —— …`: the entry as the brief writes it,
                    # its name, then its words: X is the name whole, whatever the item's title.
                    dictated_after = words_follow(quote, own, draft.request)
                    draft.titled = (
                        QUOTED_NAME_END.match(own, quote.end()) is not None
                        or dictated_after
                        or ENGLISH_ENTRY_NOUN.match(own, quote.end()) is not None
                        or self.lexicon.definition_text.match(own, quote.end()) is not None
                    )
                    if dictated_after:
                        draft.given_title, draft.label = draft.label, ""
            elif "跨主题注" in own:
                draft.label = "跨主题注"
            alongside = sibling_names(own)
            # The words after the section only: those before it may place another section's.
            following = [] if alongside else after_entry(after, self.lexicon)
            draft.siblings = alongside or following
            if following:
                draft.placement = "after"  # right after that one entry, or reported
                between = between_entries(after, self.lexicon)
                draft.before_sibling = between[1] if between and not alongside else ""
            draft.row = literal_row(draft.request, clause) or slashed_row(draft.request, clause)
            draft.position = "" if draft.siblings else self.position_words(after)
            ordinal = self.place_ordinal(masked_all(clause))
            if ordinal and not draft.siblings and not draft.position:
                # `同时写进决策树第 3 条`: the new entry asked as the Nth of a list named by its
                # words, which kbpatch does not insert at (it adds at a list's end, in the
                # list's form). Not `新增第 3 条 X`, `登记第 5 条` (the new entry's own
                # number, after the verb), nor `§七 第 73 条` (a numbered citation).
                draft.kind = ActionKind.NOT_UNDERSTOOD
                draft.reason = (
                    f"asks for the new entry as 「{ordinal.group(0)}」 of its list "
                    f"(「{shortened(clause.strip(), 60)}」); kbpatch adds entries at a list's "
                    "end, in its form: check by hand"
                )
                return
            given = self.lexicon.new_entry_name.search(quote_free)
            draft.entry_name = (
                next(n for n in given.group("name", "long", "plain", "han", "counted") if n).strip()
                if given
                else ""
            )
            named_end = (
                max(given.end(g) for g in ("name", "long", "plain", "han", "counted") if given[g])
                if given and draft.entry_name
                else -1
            )
            if named_end >= 0 and NAME_THEN_WORDS.match(quote_free, named_end):
                # `补一条 腐烂快检（农大，2025）：…`, `补一条 Ankaa-3（Rigetti，2024）：…`: the name
                # of the line the brief dictates, whatever its item's heading.
                draft.given_title = draft.entry_name
            verbs = list(self.lexicon.verbs["add"].finditer(masked_quotes(after)))
            if (
                not draft.entry_name
                and verbs
                and all(self.lexicon.nouns.fullmatch(v.group(0).strip()) for v in verbs)
            ):
                # `§1.1 SGLang 条目：作者已放出 70B 结果`: a noun with no add verb names its entry
                # by the words before it. Another name than the item's: the words are a
                # remark on that entry (or one of that name stands there already: render
                # reports it), never a new entry made of the item.
                named = words_naming_entry(after[: verbs[0].end()])
                # `补趋势一行`: a verb's root before the noun asks for the line, names nothing.
                draft.entry_name = "" if self.lexicon.roots.match(named) else named
                title = draft.item.title.lower() if draft.item else ""
                at = title.find(draft.entry_name.lower())
                # `Muon 条目` beside an item titled `Muon 70B`: a longer name is another's.
                goes_on = NAME_GOES_ON.match(title, at + len(draft.entry_name)) if at >= 0 else None
                if draft.entry_name and (at < 0 or goes_on):
                    draft.kind = ActionKind.NOT_UNDERSTOOD
                    draft.reason = (
                        f"names the entry 「{draft.entry_name}」, not {draft.item_key}'s own, "
                        f"and asks no edit kbpatch reads: 「{shortened(clause.strip(), 60)}」; "
                        "check by hand"
                    )
                    return
        elif kind is ActionKind.REPLACE:
            # `条目 2 → §C.3 TierKV 0.61 → 0.66`: the arrow before the section points the item
            # there; its values are the words after the section, never `条目 2`.
            pointer = ARROW_END.search(before) is not None
            words = after if pointer else own
            # Right after its section, a clause's words may name the row before the values.
            pairs = value_pairs(
                words, self.lexicon, starts_clause=bool(before.strip())
            ) or value_pairs(after if pointer else clause, self.lexicon)
            # `94% 更换为 ９１%`: a new value in full-width digits is written as the old one is.
            pairs = [(o, n if ascii_numbers(o) != o else ascii_numbers(n)) for o, n in pairs]
            pairs = [(without_lone_hedge(with_new_prefix(o, n, words), n), n) for o, n in pairs]
            pairs = [(without_label(o, n), n) for o, n in pairs]
            # `来源由 [R3] 换成新增的 [R19]`: the label is the new value, not what it is called.
            pairs = [(o, NEW_LABEL_LEAD.sub("", n)) for o, n in pairs]
            named_only = next((o for o, n in pairs if label_for_figure(o, n, own)), "")
            relabelled = next((o for o, n in pairs if status_for_label(o, n)), "")
            if relabelled:
                # `Q7 → 已答`, `H5 → 已证实`: a status said of the line the label names, not
                # words to write in the label's stead.
                draft.kind, draft.unread_kind = ActionKind.NOT_UNDERSTOOD, draft.kind
                draft.reason = (
                    f"gives 「{relabelled}」, the label of a line, a status in its stead: kbpatch "
                    f"does not write a status for a label: 「{shortened(clause.strip(), 60)}」; "
                    "check by hand"
                )
            elif named_only:
                # `把华东占比更新为约 39%`: the words naming the figure, not the figure: swapped
                # for it they would leave the old figure beside the new one.
                draft.kind, draft.unread_kind = ActionKind.NOT_UNDERSTOOD, draft.kind
                draft.reason = (
                    f"names 「{named_only}」 and its new figure but not the old one: kbpatch "
                    "changes a figure it is given (「A」 改为 「B」); check by hand"
                )
            draft.pairs = pairs
            draft.subject = replace_subject(words, pairs)
            if not draft.subject and draft.target is not None and draft.target.key == ENTRY_NAMED:
                # `[^1] 中"A"改为"B"`: A in the one entry named, never in a line beside it.
                draft.subject = draft.target.raw
            ordinal = NUMBERED.search(masked_all(own))
            answered = ANSWER_OF_NUMBERED.search(masked_all(own))
            if ordinal and pairs and not draft.subject:
                # `趋势与判断 第 3 条中 A 改为 B`: the values of that entry of the section.
                draft.anchor = section_key(ordinal.group(1))
            elif answered and pairs:
                # `问 1 的答"待定"改为…`: in that question's answer, not a row named `1` (nor
                # `FAQ`, the section's own word before it).
                draft.subject, draft.anchor = "", answered["number"]
            elif pairs and not draft.subject:
                # `§1.3 第一段，把「A」改成「B」`, `以「X」开头的那段里 A → B`: A in that
                # paragraph (render), never in another of the section.
                draft.paragraph, draft.anchor = self.paragraph_of_values(own, pairs[0][0])
            cell = self.cell_change(after)
            if (
                cell
                and all(cell)
                # `把 X 那一行的状态改为稳定`: a pair's old words that are the row and column;
                # `表「X」行的备注改为「Y」`: the row's quoted name, no old value of the cell.
                and (
                    not pairs
                    or (pairs == [(pairs[0][0], cell[2])] and pairs[0][0].endswith(cell[1]))
                    or pairs == [(cell[0], cell[2])]
                )
            ):
                # No old value: the row's cell under the column named takes the new one.
                draft.subject, draft.column, draft.new_value = cell
                draft.pairs = pairs = []
            if (
                len(pairs) == 1
                and all(NUMBER.search(v) for v in pairs[0])
                and not self.lexicon.version.search(clause)
            ):
                old, new = pairs[0]
                # `1.15.2` → `1.16.0` is a version, not a number (a count has one point at most).
                if all(
                    v.replace(",", "").replace(".", "").isdigit() and v.count(".") <= 1
                    for v in (old, new)
                ):
                    draft.kind = ActionKind.UPDATE_NUMBER
                    draft.old_value, draft.new_value = old, new
                    draft.pairs = []
        elif kind in (ActionKind.ADD_SOURCE, ActionKind.ANNOTATE_CITATION):
            draft.phrase = first_quote(after) or first_quote(before)
            note = NOTE_VERB.search(clause)
            if not draft.phrase and note and NOTED_SECTIONS.fullmatch(clause, note.end()):
                # `第 67 条〔〕内加注 §4.2`: the sections are the words, unquoted.
                draft.phrase = clause[note.end() :].strip(" 。；;")
            if not draft.phrase and kind is ActionKind.ADD_SOURCE:
                # `§6.2 二次检索那行补上 arXiv:…`: the line named by its words (render takes
                # it only when exactly one line of the section holds them).
                # Only words pointed at (`X 那行`, `X 这条`): `§2.2 趋势行` is the section's
                # own trend line, named by the section title, not by words of a line.
                verb = self.lexicon.verbs["source"].search(masked_quotes(after))
                # `X 条目的来源补上 arXiv:…`: the source the line lacks, said before the verb.
                named_by = SOURCE_NOUN_TAIL.sub("", after[: verb.start()] if verb else "")
                if POINTED_LINE.search(named_by):
                    draft.phrase = words_naming_entry(named_by)
            field_of = SUB_ITEM_NAMED.search(quotes_as_marks(clause))
            if field_of and kind is ActionKind.ADD_SOURCE:
                # `HNSW 的"内存"子项补 arXiv:…`: the field's line among the entry's nested ones.
                draft.anchor = field_of["entry"]
                words = "quoted" if field_of["quoted"] else "field"
                draft.phrase = clause[field_of.start(words) : field_of.end(words)]
            if not draft.phrase and draft.target is not None and draft.target.key == ENTRY_NAMED:
                draft.phrase = draft.target.raw  # `给「X」那条补引 arXiv:…`: entry X's line
            # `Cite arXiv:… on the X entry in §2.3`: the line of the entry named in English.
            draft.phrase = draft.phrase or english_entry(clause)
            draft.source_ids = ARXIV.findall(masked_quotes(clause))
            if kind is ActionKind.ADD_SOURCE and not draft.source_ids:
                # `补来源链接 https://…`: a source given as a link, as written.
                draft.source_urls = [
                    u.rstrip(".") for u in SOURCE_URL.findall(masked_quotes(clause))
                ] or [
                    # `X 条目的来源补上 repo card organized/…`: a card, as the brief writes it.
                    m.group(0)
                    for m in SOURCE_CARD.finditer(masked_quotes(clause))
                ]
            if kind is ActionKind.ANNOTATE_CITATION:
                plain = masked_all(own)
                labelled = CITATION_LABEL_REF.search(plain)
                author_year = AUTHOR_YEAR.search(plain)
                draft.anchor = (
                    anchor_of(own)
                    if NUMBERED.search(plain)
                    else labelled.group(1)
                    if labelled
                    else author_year.group(0)
                    if author_year
                    else ""
                )
        elif kind is ActionKind.ADD_QUESTION:
            # Unquoted, the question is the words after its noun: without a question word in
            # this section's own words (`§5.1 ColdPool、§6.1 开放问题`), it has none here.
            plain_after = masked_all(after)
            asked_here = self.lexicon.verbs["question"].search(plain_after)
            if asked_here is None and draft.target is not None:
                # `待解问题新增 Q7：X？`: the new question's own label is the place read, the
                # question is the words after it.
                asked_here = new_label(plain_after, draft.target.raw)
            unquoted = question_words(after, plain_after, asked_here.end()) if asked_here else ""
            # `…？（提出：…）（条目 1）` in the closing list: the item's tag is no word of it.
            unquoted = TRAILING_ITEM_TAG.sub("", unquoted)
            numbered = numbered_questions(after, self.lexicon.counts["marks"])[1]
            if asked_here and numbered:
                # `新增两问：① A？② B？`: the first here, the rest in more_questions.
                unquoted = numbered[0]
            if (
                ONE_MORE_QUESTION.search(unquoted)
                or LABEL_ALONE.fullmatch(unquoted)
                or COUNT_ALONE.fullmatch(self.lexicon.verbs["add"].sub("", unquoted))
                # `开放问题末尾新增一条，原文：「…」`: the words asking, no question of them.
                or (
                    self.lexicon.verbs["add"].search(unquoted)
                    and not unquoted.rstrip().endswith(("？", "?"))
                )
            ):
                # `加一问` with no quote, `另开一个新问题 P9`, `开放问题新增一条`: the question's
                # words are not given (a label, a verb or a count is none of them).
                unquoted = ""
            self.place_question(draft, after)
            # `在「A」那问之后加一问「B」`: the quote naming the question to follow is not B.
            named = draft.siblings[0] if draft.siblings else ""
            asked = after.replace(named, " " * len(named), 1) if first_quote(named) else after
            # `「待解问题」添一问："A？B？"`: a quote before the verb that asks nothing names
            # the list; a quote of the list's own name (`添一问到「待解问题」`) is no question
            # either. The question is the first other quote, whole.
            verb_at = asked_here.start() if asked_here else len(asked)
            said = [(end, asked[start + 1 : end - 1].strip()) for start, end in quoted_spans(asked)]
            besides_list = [
                words
                for end, words in said
                if not QUESTION_LIST_NAME.fullmatch(words)
                # (`在行末写「…已关闭。」另开一问`: a sentence quoted before the verb is
                # another request's words, no question.)
                and (end > verb_at or not words.endswith(("。", "！", "!")))
            ]
            questions = [
                words
                for end, words in said
                if words in besides_list and (end > verb_at or words.endswith(("？", "?")))
            ]
            dictated = DICTATED_QUESTION.search(own)
            asked_cell = QUESTION_CELL.search(draft.request) if not said else None
            draft.phrase = (
                next(iter(questions or besides_list), "")
                or unquoted
                or (dictated.group("question") if dictated else "")
                or (asked_cell.group("question") if asked_cell else "")
            )
            draft.phrase = draft.phrase.strip("：:，,。、；; ")
        elif kind is ActionKind.APPEND:
            verb = self.lexicon.verbs["append"].search(masked_quotes(after))
            quoted = self.lexicon.append_before_quote.search(quotes_as_marks(after))
            if quoted and (verb is None or quoted.start() < verb.start()):
                verb = quoted  # `"X"那条末尾补"…"`: the verb right before the words it adds
            verb_end = 0
            if verb is not None:
                verb_end = verb.end("verb") if verb is quoted else verb.end()
            rest = after[verb_end:] if verb else after
            # An item tag (`（条目 3）`) after the verb names the item, not words to add.
            outer = outermost_quote(rest)
            quoted_words = (
                outer
                or first_quote(rest)
                or (
                    ""
                    if verb
                    and (
                        names_a_line(after[: verb.start()])
                        or defined_term(after[: verb.start()], self.lexicon)
                        # `第三段末尾（"……A。"之后）接一句：B。`: B, given after the colon; the
                        # quote before the verb only points at the place.
                        or (COLON_AFTER.match(rest) and rest.strip(" ：:。.，,"))
                    )
                    else first_quote(after)
                )
            )
            if not quoted_words and (sentence := CODE_SENTENCE.fullmatch(rest)):
                # `丰田条目末尾追加一句 `首发车型已确认为…SUV[^20]。``: a sentence given in
                # backticks, which only mark its words (a token in them, `(judge)`, is code).
                quoted_words = sentence["words"]
            draft.phrase = quoted_words or untagged(rest, self.lexicon, cut=True).strip(
                "：: ，,。."
            )
            if outer == "":
                # `补一句"A "B" C`: quotes inside quotes that pair no whole sentence; a sentence
                # cut at an inner quote is never written.
                draft.kind = ActionKind.NOT_UNDERSTOOD
                draft.reason = (
                    "quotes inside the quoted words do not pair up, so where they end is not "
                    f"told: 「{shortened(clause.strip(), 60)}」; check by hand"
                )
            # `补半句"；…"`: the entry's own end stops the sentence before the words added.
            # `末尾补"、X"`: an enumeration comma goes on the list the entry's sentence ends with
            # (render.append_sentence writes it before the stop).
            enumerated = draft.phrase.lstrip(" ").startswith("、")
            draft.phrase = appended_source(draft.phrase.lstrip("；;，,、 "))
            draft.phrase = f"、{draft.phrase}" if enumerated and draft.phrase else draft.phrase
            label = self.lexicon.append_lead.match(draft.phrase)
            if label and draft.phrase[label.end() :].strip():
                # `追加说明：…`: the words after the label's colon are what is appended.
                draft.phrase = draft.phrase[label.end() :]
            elif not quoted_words and (
                described := self.lexicon.append_described.match(draft.phrase)
            ):
                # `末尾补一句写明多语种扩展`: the words say what the sentence should tell, they
                # are not it; written, the instruction would stand in the entry.
                draft.kind = ActionKind.NOT_UNDERSTOOD
                draft.reason = (
                    "describes the sentence to append "
                    f"(「{draft.phrase[described.start('verb') :]}」) without giving its "
                    'words; quote them as "…" or after a colon; check by hand'
                )
            elif (
                not quoted_words
                and not COLON_AFTER.match(rest)
                and not SENTENCE_MARK.search(draft.phrase)
                and self.lexicon.append_topic.search(draft.phrase)
            ):
                # `补一句 flow matching 采用比例`: what the sentence should tell, bare; written,
                # the topic would stand in the entry as a sentence.
                draft.kind = ActionKind.NOT_UNDERSTOOD
                draft.reason = (
                    f"names what the sentence to append should tell (「{draft.phrase}」) "
                    'without giving its words; quote them as "…" or after a colon; check by hand'
                )
            if verb and LEAD_VERB.search(after[verb.start() : verb_end]) and draft.phrase:
                # `第 1 问补上线索 Gorilla`: a lead for that question, as a new one's leads are
                # written (`（线索：…）`), never a sentence of its own.
                draft.phrase = f"（线索：{lead_words(draft.phrase)}）"
            named_by = after[: verb.start()] if verb else ""
            # `第二段末尾「A。」后面补一句`: the quote the words go after is checked where they are
            # written (render.words_pointed_after); the paragraph is named before it.
            draft.paragraph = paragraph_place(
                self.chosen(QUOTE_POINTED_AFTER.sub("", named_by)), self.lexicon
            )
            said_paragraph = PARAGRAPH_BY_PLACE.search(masked_all(named_by))
            if not draft.paragraph and said_paragraph and draft.kind is ActionKind.APPEND:
                # A paragraph named by its place in words kbpatch did not read as one: never
                # the section's last paragraph in its stead (a keep of it would not hold).
                draft.kind = ActionKind.NOT_UNDERSTOOD
                draft.reason = (
                    f"names a paragraph (「{said_paragraph.group(0)}」) in words kbpatch does not "
                    f"read as its place: 「{shortened(clause.strip(), 60)}」; check by hand"
                )
            draft.anchor = (
                # `第二段（"设备侧，…"那段）`: the words the paragraph opens with, checked.
                paragraph_opening(named_by)
                if draft.paragraph
                else (
                    defined_term(self.chosen(named_by), self.lexicon)
                    # `以「X」开头的那段末尾补一句`: the paragraph that opens with X.
                    or opening_words(self.chosen(before + named_by))
                    or anchor_of(self.chosen(before + named_by))
                    or words_naming_entry(self.chosen(named_by))
                    or words_naming_sentence(self.chosen(named_by))
                    or english_entry(clause)
                    or question_label(self.chosen(named_by))
                    or question_number(self.chosen(named_by))
                    or line_label(self.chosen(named_by), self.lexicon)
                    or name_before_end(self.chosen(named_by), verb.group(0) if verb else "")
                )
            )
            said_before = self.lexicon.verbs["append"].search(masked_quotes(before))
            if not draft.phrase and said_before:
                # `append "…" to the X row in Sec. 2.2`: the words stand before the section.
                draft.phrase = first_quote(before[said_before.end() :])
            draft.source_ids = ARXIV.findall(masked_quotes(clause))
        elif kind is ActionKind.ADD_CITATION:
            draft.source_ids = ARXIV.findall(masked_quotes(clause))
            draft.with_section = self.lexicon.section_mark.search(clause) is not None
            draft.named_support = support_named(own, self.lexicon)
            # `在 2610.44109 之前登记`: a new citation goes at its list's end, nowhere else.
            draft.position = self.position_words(own)
        draft.preference = preference_of(own, self.lexicon)
        draft.refers_to_new = self.lexicon.refers_to_new.search(masked_quotes(own)) is not None

    def adds_quoted_question(self, clause: str) -> bool:
        """Whether the first quote after the clause's add verb, in the same clause and not in
        an aside, is a question (ends with its question mark): `加一个标注框："…？"`, `登记一问：
        "…？"`, `add a question callout to §2.3: "…?"`. What is added is that question, never
        an entry made of the item's words (`新增一条 X，注明"…？"` quotes a caveat of X)."""
        plain = masked_quotes(clause)
        verb = self.lexicon.verbs["add"].search(plain)
        if verb is None:
            return False
        quote = next((q for q in quoted_spans(clause) if q[0] >= verb.end()), None)
        if quote is None or QUOTED_AFTER_A_BREAK.search(clause, verb.end(), quote[0]):
            return False
        return ASKED_WORDS.search(clause[quote[0] + 1 : quote[1] - 1]) is not None

    def chosen(self, text: str) -> str:
        """The words naming what the brief chooses, without what it rejects: `不是 LRU 条目而是
        APC 那条` → `APC 那条`, `APC 那条而非 LRU 条目` → `APC 那条`."""
        rejected = self.lexicon.place["not_here"].search(masked_quotes(text))
        if rejected is None:
            return text
        instead = self.lexicon.place["instead"].search(masked_quotes(text), rejected.end())
        return text[instead.end() :] if instead else text[: rejected.start()]

    def modifier(self, clause: str, previous: Draft, *, alone: bool = True) -> bool:
        """Fold a clause without a section into the action before it, when it only adds to
        that action: leads for a question, the section mark of a new citation, pointers, more
        value pairs. `alone`: the clause made no action of its own."""
        changed = False
        given = WORDS_GIVEN.fullmatch(clause)
        if given and alone and not previous.phrase and previous.kind in GIVEN_WORDS_KINDS:
            # `新增一问，问题为「…？」`, `末尾补一句，内容为「…」`: the words of the question or
            # the sentence asked just before.
            previous.phrase = given["words"].strip()
            return True
        leads = self.lexicon.leads.search(clause) or LEADS_AFTER_VERB.match(clause)
        if leads and previous.kind in (ActionKind.ADD_QUESTION, ActionKind.ADD_ENTRY):
            # `挂 X 作线索`, and after the question it speaks of, `补上线索 X`, `挂上线索："X"`.
            previous.leads = leads.group("leads").strip().strip('"“”「」『』')
            changed = True
        if names_brackets(clause, self.lexicon) and previous.kind is ActionKind.ADD_CITATION:
            previous.with_section = True
            previous.named_support = previous.named_support or support_named(clause, self.lexicon)
            changed = True
        said = arrow_in(clause) or quoted_pair(clause) or NEW_FIRST.search(clause)
        pairs = value_pairs(clause, self.lexicon) if said else []
        if not pairs and previous.kind.changes_values:
            # `…：A 换成 B、C 换成 D`: after a replace, unquoted words pair up too; a number
            # with its unit (`210 tok/s 换成 195 tok/s`) is one value, not its unit alone.
            forms = self.lexicon.value_forms
            spelled = spelled_pairs(clause, self.lexicon.closing_particle, forms)
            pairs = (
                spelled
                if spelled is not None
                else unquoted_pairs(clause, forms)
                or [
                    (m.group("old"), m.group("new"))
                    for m in forms.word_to.finditer(clause)
                    # `周增 +41 改为 周增 +56`: a new value with more words after it is not
                    # cut to its first word (here the label); nor a quoted one to its first.
                    if WORD_END.match(clause, m.end()) and m.group("new")[:1] not in QUOTE_MARKS
                ]
            )
        if not pairs and previous.kind.changes_values and previous.subject:
            pairs = quoted_cell_value(clause, self.lexicon)
        unread = (
            not previous.pairs
            and not previous.old_value
            and NEW_FIRST_SAID.search(previous.clause or previous.request) is not None
        )
        if alone and pairs and previous.kind.changes_values and not unread:
            # `…：A → B，C → D`: the later pairs belong to the same row. Not after a replace
            # whose own values are not read (`以 1,236⭐（复采）替换 1,180⭐，以 +56 替换 +41`):
            # its pair would be dropped unseen.
            if previous.kind is ActionKind.UPDATE_NUMBER:
                previous.pairs = [(previous.old_value, previous.new_value)]
                previous.kind = ActionKind.REPLACE
                previous.old_value = previous.new_value = ""
            # Read as the first clause's pairs are (fill): `；渗透率约 12% → 约 15%` keeps its
            # label written. (`，吞吐改为 150` after a row's cell change is another cell.)
            pairs = [(without_label(o, n), n) for o, n in pairs]
            # `来源由 [R3] 换成新增的 [R19]`: the label is the new value, not what it is called.
            pairs = [(o, NEW_LABEL_LEAD.sub("", n)) for o, n in pairs]
            previous.pairs += [p for p in pairs if p not in previous.pairs]
            changed = True
        if self.lexicon.pointers.search(clause):
            previous.pointers = True
            named = ITEM_NAMED.search(clause)
            if named and previous.item and f"{named[1]} {named[2]}" != previous.item.key:
                previous.partner = f"{named[1]} {named[2]}"
            changed = True
        if previous.kind is ActionKind.ADD_QUESTION and points_at_own_entry(clause, previous):
            previous.refers_to_new = True
            changed = True
        alongside = sibling_names(clause)
        following = [] if alongside else after_entry(clause, self.lexicon)
        siblings = alongside or following
        if alone and siblings and previous.kind is ActionKind.ADD_ENTRY and not previous.siblings:
            # `…补一条 X，与 A、B 并列`, `…，放在 "A" 那条之后`: where the entry before stands.
            previous.siblings = siblings
            previous.placement = "after" if following else "alongside"
            changed = True
        asked = quote_after(COLON, clause) if alone and not previous.phrase else None
        if asked and previous.kind is ActionKind.ADD_QUESTION:
            # `新增一问，编号顺延："…？"`: an aside between the verb and the question's words.
            previous.phrase = asked.group(1).strip()
            changed = True
        if alone and previous.kind is ActionKind.ADD_QUESTION and not previous.siblings:
            # `…加一问「…」，放在第 2 问后面`: where the question before stands.
            changed = self.place_question(previous, clause) or changed
        end = alone and previous.kind is ActionKind.ADD_ENTRY and self.says_the_end(clause)
        if end:
            # `…新增一条 X，放在最后`, `…，置于本节最后面`: the place is said, the section's end;
            # another line placing the entry elsewhere in it disagrees (places_differ).
            previous.end_said = True
            changed = True
        position = self.position_words(clause) if alone and not siblings and not end else ""
        if (
            position
            and previous.kind in ADDING
            and not previous.siblings
            and not said_apart(previous.request, previous.clause, clause)
        ):
            # `…新增一条 X，排在 A 那条前面`, `…登记引用，放在 2610.44109 之前`: a place
            # kbpatch does not write; reported.
            previous.position = previous.position or position
            changed = True
        return changed

    def place_question(self, draft: Draft, text: str) -> bool:
        """Read where a new question is asked to stand: right after one named question
        (siblings, placement "after"), or a place kbpatch does not write (position)."""
        named = after_question(text, self.lexicon)
        if named:
            draft.siblings, draft.placement = [named], "after"
            return True
        # `add a question: 1) Does it hold after tiering? 2) …`: the questions' own words
        # ask for no place.
        lead, asked = numbered_questions(text, self.lexicon.counts["marks"])
        draft.position = draft.position or self.position_words(lead if asked else text)
        return bool(draft.position)

    def says_the_end(self, clause: str) -> bool:
        """`，放在最后`, `，排在末尾`, `，置于本节最后`, `, at the end of the section`: a clause
        that only places the entry asked before it at its section's end (place.end, with a
        verb that places and the section's own words, nothing else)."""
        plain = masked_all(clause).strip(" 。.；;，,!！")
        found = self.lexicon.place["end"].search(plain)
        return bool(
            found
            and END_HEAD.fullmatch(plain[: found.start()])
            and END_TAIL.fullmatch(plain[found.end() :])
        )

    def position_words(self, text: str) -> str:
        """The words asking for a new entry's place that kbpatch does not write, shown as the
        brief says them: the section's start (`最前面`, `置顶`, `作为第一条`), before an entry
        (`排在 X 那条前面`), after an entry it cannot tell by a Latin or quoted name
        (`级联与升级 条目之后`). "" for none, the end, or right after a named entry (siblings);
        a section before the word (`放在 §2.2 之后`) names a neighbour, read elsewhere."""
        plain = masked_all(text)
        for found in self.lexicon.place["before_named"].finditer(masked_quotes(text)):
            named = NAME_AFTER_WORD.match(text, found.end())
            if named:  # `before vLLM`: the entry stands after the word, as English has it
                return shortened(text[found.start() : named.end()].strip(), 40)
        for found in self.lexicon.place["after_named"].finditer(masked_quotes(text)):
            if NAME_AFTER_WORD.match(text, found.end()) is None:
                # `after the one on cascades`: right after an entry not told by its name.
                rest = CLAUSE_MARK.split(text[found.start() :])[0]
                return shortened(rest.strip(" .。"), 40)
        for where in ("start", "under", "beside", "right_after", "before", "between_two", "after"):
            for found in self.lexicon.place[where].finditer(plain):
                head = text[: found.start()].rstrip()
                if any(m.end() == len(head) for m in SECTION_REF.finditer(head)):
                    continue
                # `放 §3.1 的第 3 条（级联与升级）之后`: an aside does not hide the entry noun;
                # `排在级联与升级前面`: a verb that places says a place is asked without one.
                named = ENTRY_BEFORE_PLACE.search(ASIDE_AT_END.sub("", head))
                placed = PLACE_VERB.match(CLAUSE_MARK.split(head)[-1])
                if LIST_AFTER_LABEL.search(text, max(found.start() - 40, 0), found.end()):
                    continue  # `在 [注22] 之后`: the line the list labels so (LIST_AFTER_LABEL)
                if where in ("before", "between_two", "after") and not (named or placed):
                    continue  # `上面提到的`, `发布以后`: no entry named, no place asked
                # From the clause mark before the word to its end: `排在 EAGLE-4 那条前面`.
                starts = [m.end() for m in CLAUSE_MARK.finditer(head)]
                same = self.lexicon.place["same_form"]
                if same.search(plain, starts[-1] if starts else 0, found.start()):
                    continue  # `体例同加粗名称开头的段落`: the model entries' words, no place
                end = found.end() + (
                    text[found.end() : found.end() + 1] in ("面", "边", "头", "方")
                )
                if where in ("under", "beside", "right_after"):
                    # `挨着 X`, `紧跟 X`: the entry after the word belongs to the place.
                    closing = CLAUSE_MARK.search(text, found.end())
                    end = closing.start() if closing else len(text.rstrip("。. "))
                return shortened(text[starts[-1] if starts else 0 : end].strip(), 40)
        before = placed_at_tail(text, self.lexicon.place["before_tail"])
        if before:  # `排在级联与升级前`
            return shortened(f"{before}前", 40)
        return ""


# The marks of a sentence, which words naming a sentence's topic hold none of.
SENTENCE_MARK = re.compile(r"[，,；;。！!？?%]|\d")


# `指向 ShardKV`: what a new question points at, by name.
POINTS_AT = re.compile(
    r"^\s*(?:并|且|并且)?\s*(?:指向|链接到|引到|指回|关联到?)\s*(?P<name>[^\s，,；;。]+)"
)


def new_label(plain: str, place: str) -> re.Match[str] | None:
    """The label a new question is given (`Q7：X？`) where the words after it open with that
    label and a colon; None for any other words."""
    if not QUESTION_LABEL.fullmatch(place):
        return None
    return re.match(rf"\s*{re.escape(place)}(?=\s*[：:])", plain)


def question_words(text: str, plain: str, verb_end: int) -> str:
    """An unquoted question's words, after the words asking for it: `开放问题新增一条：X？`,
    `新增疑问一条：X？` → "X？"; `新增开放问题 X？` → "X？". Read in `plain` (the text with its
    asides and quotes blanked, offsets kept), written from `text`: an aside of the question
    (`X（如 Y）能否…？`) is its words, never the blanks that stand for it."""
    rest = plain[verb_end:]
    head, colon, _ = rest.partition("：") if "：" in rest else rest.partition(":")
    start = verb_end + (len(head) + 1 if colon and "？" not in head and "?" not in head else 0)
    lead = QUESTION_NUMBER_LEAD.match(plain[start:])
    return text[start + (lead.end() if lead else 0) :].strip()


ROW_CELL_SPLIT = re.compile(r"(?<!\\)\|")


def literal_row(request: str, clause: str) -> tuple[str, ...]:
    """The cells of the table row a clause writes out (`§1.6 表新增一行：| a | b | c |`), read
    from its request sentence: a cell may hold the comma that ends the clause. () for none."""
    said = clause.strip()
    at = request.find(said)
    if "|" not in said and at >= 0 and ROW_ASKED_AT_END.search(said):
        # `时间线表补记一行，位置在 A 与 B 两行之间，原文如下：`| … |``: the row dictated after a
        # word of dictation later in the sentence.
        later = LITERAL_ROW.search(request, at + len(said))
        between = request[at + len(said) : later.start()] if later else ""
        if later is None or SENTENCE_STOP_MARK.search(between) or not ROW_DICTATED.search(between):
            return ()
        return tuple(cell.strip() for cell in ROW_CELL_SPLIT.split(later.group(0))[1:-1])
    # Right after the words asking for the row (`新增一行：`, `加一行`), not a line that is
    # itself a table's row (`| 1 | §1.3 新增… | 条目 2 |` in a closing table).
    if not ROW_LEAD.search(said[: said.find("|")]):
        # `新增一行：X | 1.9 | 3.8 | 出处`: the cells written with no pipe at either end, the
        # words asking for them in this clause.
        bare = bare_row_span(request[at:]) if at >= 0 and "|" in said else None
        if bare is None or bare[0] > len(said):
            return ()
        return bare_row_cells(request[at:])
    found = LITERAL_ROW.search(request, at + said.find("|")) if at >= 0 else None
    if found is None:
        return ()
    return tuple(cell.strip() for cell in ROW_CELL_SPLIT.split(found.group(0))[1:-1])


# A row asked for at a clause's end, its words to come (`补记一行`, `登入新的一行`, `插一行`).
ROW_ASKED_AT_END = re.compile(r"[增补添加列录登记附插入]{1,2}[上入进]?\s?(?:新的?\s?)?一行\s*$")
# A word of dictation right before a row written out (`原文如下：`, `全文：`, `写成`).
ROW_DICTATED = re.compile(r"(?:原文|全文|如下|写成|写作|内容为)(?:如下)?\s*[：:]?\s*[`「“]?\s*$")
# `新增一行 X，列按表头填：a / b / c`: a row asked for, its name after `一行`, then its cells
# after a colon, each apart from the next by a slash with a space beside it (`下载/月` and
# `vLLM/SGLang` are one cell's words).
ROW_ASKED = re.compile(
    r"(?:[增补添加列]|新增|新添|追加|增加|增列|添加)[上入]?\s*一行(?P<name>\s*[^\s，,；;：:。|]+)?"
)
SLASHED_CELLS = re.compile(r"[：:]\s*(?P<cells>[^：:；;。，\n|]+)(?=[，；;。]|$)")
CELL_SLASH = re.compile(r"\s+[/／]\s*|[/／]\s+")


def slashed_row(request: str, clause: str) -> tuple[str, ...]:
    """The cells of a table row a sentence gives apart by slashes (SLASHED_CELLS), after the
    clause asking for the row: its name (when the clause gives one after `一行`) and then the
    cells, as the brief wrote them; whether they are as many as the table's columns is
    checked where the row is written (a cell is never moved or guessed). () for none."""
    asked = ROW_ASKED.search(masked_quotes(clause))
    at = request.find(clause.strip())
    if asked is None or at < 0:
        return ()
    found = next(
        (
            m
            for m in SLASHED_CELLS.finditer(request, at)
            # In the row's own sentence (not after a `；`), with two slashes at least.
            if not SENTENCE_STOP.search(request, at, m.start())
            and len(CELL_SLASH.findall(m["cells"])) > 1
        ),
        None,
    )
    if found is None:
        return ()
    cells = tuple(c.strip() for c in CELL_SLASH.split(found.group("cells").strip()))
    name = (asked.group("name") or "").strip()
    return (name, *cells) if name else cells


# `附上来源链接 https://…`, `注明出处（arXiv:…）`, `补链接：https://…`: unquoted words that are
# a noun of a source and the reference alone.
SOURCE_WORDS = re.compile(
    r"(?P<noun>(?:来源|出处|原始|镜像|参考|复现)?\s*(?:链接|地址|出处|来源))\s*[：:]?\s*[（(]?\s*"
    r"(?P<ref>https?://[^\s（）()，,；;。]+|arXiv\s*[:：]?\s*\d{4}\.\d{4,5}(?:v\d+)?)\s*[）)]?"
)


def appended_source(phrase: str) -> str:
    """Unquoted words to append that are a source's noun and the reference alone, written as an
    added source is (source_note): `链接 https://x` → `（https://x）`, `出处（arXiv:1）` →
    `（arXiv:1）`; a link that is not the source keeps its noun: `镜像链接 https://y` →
    `（镜像链接：https://y）`. Other words as they are."""
    found = SOURCE_WORDS.fullmatch(phrase.strip())
    if found is None:
        return phrase
    ref = found["ref"]
    noun = found["noun"].strip()
    if ref.lower().startswith("arxiv"):
        ref = "arXiv:" + re.sub(r"(?i)^arxiv\s*[:：]?\s*", "", ref)
    elif not ("来源" in noun or "出处" in noun or noun == "链接"):
        ref = f"{noun}：{ref}"
    return source_note([ref])


# Quoted lines named together (`"A" 与 "B"`, `"A"、"B" 和 "C"`): the joiners between them.
QUOTES_JOINED = re.compile(
    rf"{QUOTED_VALUE}(?:\s*(?:、|，|,|和|与|及|以及|(?i:\band\b))\s*{QUOTED_VALUE})+"
)


def lines_named_with(clause: str, first: str) -> list[str]:
    """The other quoted lines a clause names together with `first` (`"A" 与 "B" 两行都补
    arXiv:…` → ["B"]), each to get the same source: [] when `first` is not among them."""
    for joined in QUOTES_JOINED.finditer(clause):
        named = [q.strip() for q in QUOTE.findall(joined.group(0))]
        if first.strip() in named:
            return [q for q in dict.fromkeys(named) if q != first.strip()]
    return []


def names_brackets(text: str, lexicon: Lexicon, *, only_brackets: bool = False) -> bool:
    """Whether a clause says what a new citation's brackets hold: a word for them (`〔〕内写
    §2.4`, `用于 §2.4`; with `only_brackets`, only words that mean nothing else) or the
    brackets written out with a section (`, 〔§2.4〕`)."""
    mark = lexicon.bracket_mark if only_brackets else lexicon.section_mark
    if mark.search(text):
        return True
    plain = ascii_numbers(masked_quotes(text))
    return any(SECTION_REF.search(m.group(0)) for m in CITATION_MARK.finditer(plain))


def support_named(text: str, lexicon: Lexicon) -> str:
    """The section a new citation's brackets are to name, as the brief gives it: in the
    brackets (`第 73 条〔§6.1〕`) or after a word for them (`〔〕内写 §6.1`, `节号 §6.1`); ""
    when it names none or several."""
    plain = ascii_numbers(masked_quotes(text))
    inside = [m.group(0) for m in CITATION_MARK.finditer(plain) if m.group(0) != "〔〕"]
    mark = lexicon.section_mark.search(plain)
    said = inside or ([plain[mark.end() :]] if mark else [])
    found = [ref for words in said for ref in SECTION_REF.finditer(words)]
    if len(found) == 1:
        return "§" + section_key(ref_number(found[0]))
    if len(inside) == 1 and len(found) > 1:
        # `第 73 条引用〔§2.2 / §5.5〕`: every section the one bracket names, as the list's
        # brackets write several.
        return " / ".join("§" + section_key(ref_number(ref)) for ref in found)
    # `〔〕里填 2 节`: after the bracket word, a whole number with 节 is a section too.
    bare = [m for words in said for m in BARE_SECTION.finditer(words)] if not found else []
    return "§" + bare[0].group(1) if len(bare) == 1 else ""


BARE_SECTION = re.compile(r"(?<![\d.])(\d+(?:\.\d+)*)\s*小?节(?!点)")


def names_a_line(text: str) -> bool:
    """Whether a quote in `text` (the words before an append's verb) names the line the words
    go on (`"X" 那一行后面附上…`, `"X" 这行注明…`, `"X" 条目末尾补…`): it is the place, not the
    words to add."""
    quote = QUOTE.search(text)
    return quote is not None and (
        ENTRY_AFTER_QUOTE.match(text, quote.end()) is not None
        or ROW_AFTER_QUOTE.match(text, quote.end()) is not None
        or PARAGRAPH_AFTER_QUOTE.match(text, quote.end()) is not None
    )


def points_at_own_entry(clause: str, draft: Draft) -> bool:
    """Whether a clause points at the entry the draft's own item is about, by its name
    (`指向 ShardKV` in the item titled `ShardKV —— …`)."""
    found = POINTS_AT.match(masked_quotes(clause))
    if found is None or draft.item is None:
        return False
    name = found.group("name").strip()
    return bool(name) and name in split_title(draft.item.title)[0]


def sibling_names(text: str) -> list[str]:
    """The entries `与 A、B 并列` names, for a new entry to stand beside."""
    alongside = ALONGSIDE.search(text)
    if alongside is None:
        return []
    return [n.strip() for n in SIBLING_SPLIT.split(alongside.group("names")) if n.strip()]


# What stands right before a place word that makes it a place beside an entry: the entry's
# noun, a quoted or Latin name (`"A"之后`, `EAGLE-4 前面`, `X 条目后面`).
CLAUSE_MARK = re.compile(r"[，,；;：:]")
# A verb that puts something somewhere, before the entry it names: `放在 X 那条之后`.
# The words a clause saying only "at the section's end" may hold around the end word (see
# ClauseReader.says_the_end): a verb that places (`放在`, `排在`, `置于`, `put it`) and the
# section itself (`本节`, `该小节`, `of the section`).
END_HEAD = linear(
    r"\s*(?:并|且|就|请)?\s*(?:(?:紧跟|紧接|放|排|插|置|接|跟|列|位|写|挂|加|补|添|追加)(?:在|于|到|至|进)?)?"
    r"\s*(?:(?:本|该|此|这一?|同一?)\s*(?:小节|节|部分|列表))?\s*的?\s*"
    r"|(?i:\s*(?:and\s+)?(?:(?:put|place|add|append|insert|list|file)\s+(?:it|this|the\s+entry)?|goes|going)?\s*)"
)
END_TAIL = linear(
    r"\s*(?:面|处|位置|一条|一位)?\s*(?:即可|就行|就好|吧)?\s*"
    r"|(?i:\s*of\s+(?:the|this|that)\s+(?:section|list|part)\s*)"
)
# A verb placing a thing and its particle: `放在`, `紧跟于`, `加在`, `写到`.
PLACE_VERB = re.compile(
    # (`在 QuEra 博客之后加一行`: 在 alone opening the words places as well.)
    # (`表在 IRIS² 行之后`: after the table's noun that names the section's table.)
    r"^\s*(?:(?:紧跟|紧接|放|排|插|置|接|跟|列|位|写|挂|加|补|添|记|登)(?:在|于|到)|(?:表格?|列表)?\s?在)\s*"
)
# A bracketed aside closing the words before a place word: `第 3 条（级联与升级）`.
ASIDE_AT_END = re.compile(r"\s*[（(][^（）()]*[)）]\s*$")
ENTRY_BEFORE_PLACE = re.compile(r"(?:条目|条|行|项|问题|问|题|[\"”」』]|[A-Za-z0-9])\s*的?$")


# The question a new one is to follow, before a place word: `第 2 条`, `第二问`, `Q3`,
# `预取命中率那问`, `「冷档落盘」那个问题`.
QUESTION_NAMED = linear(
    r"(?:第\s*[\d一二三四五六七八九十]+\s*(?:个|道)?(?:问题|问|条|项|题)"
    r"|[A-Z]{1,2}-?\d+|\w[\w.+/\- ]{0,15}?\s*的?\s*(?:那|这)一?(?:个|道)?(?:问题|问|条|项|题)"
    # `问 5 之后`, `问题 5 后面`: by the label a list of `**问 5：**` questions writes.
    r"|(?:问题|问)\s?\d{1,3})"
    r"\s*的?\s*$"
)
QUESTION_QUOTE_ENDS = linear(r"\s*(?:那|这)?一?(?:个|道)?(?:问题|问|条|项|题)?\s*的?\s*$")


# The answer a brief gives a new question after it: `答：待定。`, `**答：** …`, `答案写「…」`, to
# the end of its line (or inside its quote).
ANSWER_GIVEN = re.compile(
    r"(?:^|(?<=[\s，,。；;）)」”\"?？*「“]))(?:\*\*)?(?:答案?|回答)(?:\*\*)?"
    r"[ \t]?(?:写为|写成|写|为)?[ \t]?(?:[：:][ \t]?(?:\*\*)?[ \t]?|(?=[「“]))"
    r"(?:「(?P<quoted>[^「」\n]+)」|“(?P<curly>[^“”\n]+)”|(?P<words>[^\n「」“”]+))"
)


def answer_given(text: str, question: str) -> str:
    """The answer a line gives the new question it asks, after the question's words (`…会不会
    成为主流？答：待定。目前仅两家试点。`); "" for none."""
    # (Bold aside: the question's words may be read without it.)
    text, question = text.replace("**", ""), question.replace("**", "")
    at = text.find(question) if question else -1
    if at < 0:
        return ""
    found = ANSWER_GIVEN.search(text, at + len(question))
    if found is None:
        return ""
    words = found.group("quoted") or found.group("curly") or found.group("words") or ""
    return words.strip().strip('「」“”"').strip()


def after_question(text: str, lexicon: Lexicon) -> str:
    """The question a new one is to follow, as the text names it (`第 2 条`, `Q3`, `「冷档落盘」`,
    `预取命中率那问`, `紧跟 P3`); "" when the text names none. Render follows it only when it is the
    section's last question, and reports the rest."""
    plain = masked_quotes(text)
    after = lexicon.place["after"].search(plain)
    if after is not None:
        before = text[: after.start()]
    elif lead := lexicon.place["right_after"].search(plain):
        # `紧跟 P3`: the words after the lead, to the clause's end.
        before = CLAUSE_MARK.split(text[lead.end() :])[0].rstrip(" 。.：:")
    else:
        return ""
    part = PLACE_VERB.sub("", CLAUSE_MARK.split(before)[-1]).strip()
    part = re.sub(r"^(?:在|于|紧跟|紧接|接在)\s*", "", part)
    quoted = quote_before(part, QUESTION_QUOTE_ENDS)
    if quoted and QUESTION_QUOTE_ENDS.fullmatch(part[quoted.end() :]):
        return quoted.group(0)
    named = QUESTION_NAMED.search(masked_quotes(part))
    if named is None or named.start() != 0:
        return ""
    return part[: named.end()].strip()


def named_after_word(words: re.Pattern[str], text: str) -> str:
    """The entry named right after one of the words (`after vLLM`, `before the "SGLang"
    entry`), as English names it; "" when none is."""
    plain = masked_quotes(text)
    for found in words.finditer(plain):
        named = NAME_AFTER_WORD.match(text, found.end())
        if named:
            said = named.group("quoted") or named.group("name") or named.group("label")
            return (said or named.group("words")).strip()
    return ""


# An aside opening the words before an entry's name (`（≥300 MW AI 园区登记）在 X 那一行`).
LEADING_ASIDE = re.compile(r"^\s*[（(][^（）()\n]{0,40}[）)]")
# A new line placed between two that stand (`位置在 A 与 B 两行之间`, `插在「A」和「B」之间`).
BETWEEN_TWO = re.compile(
    r"(?:在|于|插在|放在|排在|加在|位置在|介于)\s?"
    r"(?P<first>「[^「」\n]{1,40}」|“[^“”\n]{1,40}”|[^\s，,；;。、与和及跟「」“”]{1,30})\s?"
    r"(?:与|和|及|跟)\s?"
    r"(?P<second>「[^「」\n]{1,40}」|“[^“”\n]{1,40}”|[^\s，,；;。、与和及跟「」“”]{1,30})\s?"
    r"(?:(?:这|那)?两\s?(?:行|条|项|段|句)\s?)?(?:之间|中间)"
)


def between_entries(text: str, lexicon: Lexicon) -> tuple[str, str] | None:
    """The two entries a new one is placed between (`位置在 A 与 B 两行之间`), else None."""
    text = lexicon.place["in_order"].sub("", text)
    between = BETWEEN_TWO.search(text)
    if between is None or lexicon.negation.search(masked_quotes(text[: between.start()])):
        return None
    marks = "「」“”\"' "
    return between.group("first").strip(marks), between.group("second").strip(marks)


def after_entry(text: str, lexicon: Lexicon) -> list[str]:
    """The entry a new one is to follow (`在 "X" 那条之后插入`, `X 条目后面`, `after X`), as a
    sibling to stand beside; [] when the text names none."""
    # `按时间顺序放在 X 之后`: the order the place keeps comes before its verb, no entry's name.
    text = lexicon.place["in_order"].sub("", text)
    between = between_entries(text, lexicon)
    if between is not None:
        # `位置在 2026-05-20 与 2026-07-08 两行之间`, `插在「A」和「B」之间`: right after the first
        # (render checks the second stands right after it).
        return [between[0]]
    after = lexicon.place["after"].search(masked_quotes(text))
    if after is not None:
        before = text[: after.start()]
    elif lead := lexicon.place["right_after"].search(masked_quotes(text)):
        # `紧跟 X 那条`: the words after the lead, to the clause's end.
        before = CLAUSE_MARK.split(text[lead.end() :])[0].rstrip(" 。.")
    else:
        english = named_after_word(lexicon.place["after_named"], text)
        return [english] if english else followed_entry(text, lexicon)
    quoted = quote_before(before, QUOTE_ENDS)
    if quoted:
        return [quoted.group(1).strip()]
    named = AFTER_NAMED.search(masked_quotes(before))
    if named:
        return [named.group("name").strip()]
    # `冷启动那条之后`, `级联与升级 条目之后`: plain words before the entry noun (the render
    # finds the one entry holding them, or reports it).
    # (`表 4-1（≥300 MW AI 园区登记）在 X 那一行之后`: the aside glossing the section before
    # the entry's name is none of it.)
    segment = LEADING_ASIDE.sub("", CLAUSE_MARK.split(before)[-1])
    unplaced = PLACE_VERB.sub("", segment)
    words = words_naming_entry(unplaced)
    if not words and unplaced != segment:
        # `放在多模型路由之后`: after a verb that places, the words alone name the entry.
        words = plain_entry_name(unplaced)
    return [words] if words else []


def followed_entry(text: str, lexicon: Lexicon) -> list[str]:
    """The entry named right after a word that says "right after" (`紧跟"X"条目`, `紧随 X
    那条`): the entry a new one follows; [] when there is no such word or no name after it."""
    plain = masked_quotes(text)
    found = lexicon.place["right_after"].search(plain)
    if found is None:
        tail = placed_at_tail(text, lexicon.place["after_tail"])
        words = tail and (words_naming_entry(tail) or plain_entry_name(tail))
        return [words] if words else []
    rest = text[found.end() :]
    quoted = QUOTE.match(rest.lstrip())
    if quoted:
        return [quoted.group(1).strip()]
    segment = CLAUSE_MARK.split(rest)[0]
    words = words_naming_entry(segment) or plain_entry_name(segment)
    return [words] if words else []


def placed_at_tail(text: str, word: re.Pattern[str]) -> str:
    """The words between a verb that places and a one-character place word ending the clause
    (`多模型路由` in `放在多模型路由后`); "" when no clause reads so."""
    for segment in CLAUSE_MARK.split(masked_quotes(text)):
        segment = segment.strip().rstrip("。.")
        verb = PLACE_VERB.match(segment)
        last = word.search(segment[-1:]) if verb and segment else None
        if verb and last and len(segment) > verb.end() + 1:
            return segment[verb.end() : -1]
    return ""


def plain_entry_name(text: str) -> str:
    """Words that alone name an entry where a place verb put them (`多模型路由` in `放在多模型
    路由之后`): short, unquoted, not a position (`本节`, `最后`) nor two entries (`A 与 B`)."""
    name = text.strip()
    if re.fullmatch(MARKED, name):
        return name  # `放在【X】之后`: a name in the KB's own marks, marks and all
    if (
        not PLAIN_NAME.fullmatch(name)
        or text != masked_all(text)
        or NOT_A_NAME.search(name)
        or name.replace(" ", "").isdigit()
    ):
        return ""
    return name


# A name of 2 to 16 characters, no joiner of two names (`A 与 B`, `A 和 B`) in it.
PLAIN_NAME = re.compile(r"(?!.*[与和及、])\w[\w.+/\- ]{1,15}")


# Words saying an entry moves unchanged, right before the verb that moves it.
MOVED_AS_IS = re.compile(
    r"(?:原文|原样|原封|一字)不动地?(?=[ \t]?(?:挪|移|搬|调|放)(?:到|至|去|入))"
)


def unasked(text: str) -> str:
    """The text with its A-not-A questions blanked, for reading negations: `要不要新增`,
    `需不需要补`, `该不该改` ask; they negate nothing. Each 不 between two equal CJK characters,
    left to right, not overlapping the one before (as a search for `([一-鿿])不\1` finds them).
    Words saying an entry moves unchanged (`原文不动地移到`) are blanked too: they negate no
    edit either."""
    spans: list[tuple[int, int]] = []
    at = text.find("不", 1)
    while 0 < at < len(text) - 1:
        free = spans[-1][1] if spans else 0
        if at - 1 >= free and text[at - 1] == text[at + 1] and is_han(text[at - 1]):
            spans.append((at - 1, at + 2))
        at = text.find("不", at + 1)
    moved = [
        m.span()
        for m in MOVED_AS_IS.finditer(text)
        if not any(s < m.end() and m.start() < e for s, e in spans)
    ]
    return blank_spans(text, sorted([*spans, *moved]))


def ending_with(words: re.Pattern[str], text: str) -> str:
    """The words of the pattern that end the text, if any."""
    return next((m.group(0) for m in words.finditer(text) if m.end() == len(text)), "")


def changelog_draft(where: Place, target: SectionRef, words: str) -> Draft:
    """The changelog line or row (`words`) the brief dictates, as a new entry of its item or,
    from a closing line naming none, of the brief (the round's own line)."""
    draft = where.make(ActionKind.ADD_ENTRY, target)
    draft.statement = words
    draft.changelog = True
    return draft


def words_at(text: str, masked: str, words: str) -> str:
    """The words of `text` where a match of `words` in its mask stands (quotes shown again)."""
    at = masked.find(words)
    return text[at : at + len(words)] if at != -1 else words


# A figure a refusal names (`71%`, `2.5 m`, `63 %`): a number with a decimal or a unit sign.
# A keep of no object of its own (`别改`, `也先不动`): it is of what the clause before names.
BARE_KEEP = re.compile(
    r"(?:也|都|就|先|暂|暂时|本轮|这次|今晚|一律)*\s?(?:别|不要|不用|无需|勿|不)\s?(?:改|动|碰|更新)了?"
)
# A line's label said among other words: `Q-09`, `H-02`, `J-2`, `OQ-7`, `H3` (LINE_LABEL whole).
LABEL_IN_WORDS = re.compile(rf"(?<![A-Za-z0-9.\-]){LINE_LABEL.pattern}(?![\w.])")
REFUSED_FIGURE = re.compile(r"(?<![\w.])\d+(?:\.\d+)?\s?(?:%|％|‰)|(?<![\w.])\d+\.\d+")
# A run of word characters, no space nor mark (`重测追加一句` after `改写`).
WORD_RUN = re.compile(rf"[\w{HAN_RANGE}]{{1,16}}")
# Characters that join two requests or point at an entry, never inside a name after a verb.
NOT_IN_NAME = re.compile(r"[并和及与再且后的把将为成该这那此其]")
# Verbs of rewriting that also begin a name (`改写重测`, `重写率`).
REWRITE_ROOTS = ("改写", "重写")


def begins_a_name(plain: str, unsupported: re.Match[str], lexicon: Lexicon) -> bool:
    """Whether the verb of rewriting found in `plain` begins a name instead (`改写重测追加一句`:
    the entry 改写重测, then the verb of appending or adding that asks the edit): a run of word
    characters from it straight into such a verb, no space, mark or joining word between."""
    tail = WORD_RUN.match(plain, unsupported.end())
    if tail is None or not unsupported.group(0).startswith(REWRITE_ROOTS):
        return False
    run = tail.group(0)
    for kind in ("append", "add"):
        verb = lexicon.verbs[kind].search(run)
        named = run[: verb.start()] if verb is not None else ""
        # `改写该条并追加一句`: a pointer or a joining word between asks both edits.
        if named and not NOT_IN_NAME.search(named):
            return True
    return False


def words_around(clause: str, own: str, cut: int, masked: str, words: str) -> str:
    """The words of a keep as the clause says them (`无需在安全一节补出处`), where its match in
    `own` (the clause without its section, cut at `cut`) runs across the section: the
    section's words shown again between the two halves, not a gap."""
    at = masked.find(words)
    if at == -1 or not at < cut < at + len(words):
        return words_at(own, masked, words)
    head, tail = own[at:cut].strip(), own[cut : at + len(words)].strip()
    start = clause.find(head) if head else -1
    end = clause.find(tail, start + len(head)) if start != -1 and tail else -1
    if end == -1:
        return words_at(own, masked, words)
    return clause[start : end + len(tail)].strip()


def narrow_part(after: str, keep_words: str, parts: re.Pattern[str] | None = None) -> str:
    """What a keep names inside its section: `§6.1 第 30 条保留不动` → "第 30 条",
    `§5.6 Kapitsa 条目保留不动` → "Kapitsa", `Part I 导语不动` → "导语" (a part word of the
    lexicon's `place.parts`); "" when it keeps the whole section (`§3.3 不动`, `§2.2 正文本轮
    不改`, `不得写进 §1.1 作为默认做法`)."""
    text = masked_all(after)
    cut = text.find(keep_words)
    before_keep = text[:cut] if cut != -1 else text
    # (Read with the keep after it: a part may be told by the keep that follows, `X表不动`.)
    found = parts.finditer(text) if parts is not None else iter(())
    part = next((m for m in found if m.end() <= len(before_keep)), None)
    if part:
        return part.group(0)
    numbered = NUMBERED.search(before_keep)
    if numbered:
        number = numbered.group(1)
        return numbered.group(0) if number.isdigit() else f"第 {section_key(number)} 条"
    named = NAMED.search(before_keep) or SENTENCE_NAMED.search(before_keep)
    if named:
        return named.group("name").strip()
    # `§6.2 "X" 一行无需改动`: the line a quote names.
    head = after[: len(before_keep)]
    quoted = (
        quote_before(head, ROW_AFTER_QUOTE)
        or quote_before(head, ENTRY_AFTER_QUOTE)
        or quote_before(head, DEFINITION_AFTER_QUOTE)
    )
    if quoted:
        return quoted.group(1).strip()
    if words := kept_words(head):
        return words
    # `2.3 节【过滤感知图】那条的 15 点`, `§2.2 LRU 驱逐那条`: an entry named in other words,
    # pointed at by its noun.
    entry = ENTRY_KEPT.search(before_keep)
    return (entry.group("bracket") or entry.group("words")).strip() if entry else ""


def kept_words(head: str) -> str:
    """The section's words a keep quotes right before it (`B.3 的"X"判断维持` → X), or ""."""
    quoted = quote_before(head, WORDS_AFTER_QUOTE)
    return quoted.group(1).strip() if quoted else ""


# A keep said first, before its colon (`保持原样：`, `不动：`), the things it keeps after it.
KEEP_LEAD = re.compile(r"\s*(?P<keep>[^：:，,、；;§「」\s]{1,8})[：:]\s*")
# `在「X」之后…`, `在「X」前面…`, `"X" 后接…`: a place in the section's words, by the words quoted.
# `、句号之前`: the place right before the stop after the words an insert follows.
BEFORE_THE_STOP = re.compile(r"[、，,]?\s*(?:句号|句末的?句号|句末标点)\s*(?:之前|以前|前面|前)")
# A footnote's whole definition dictated in a request, quoted or after a colon:
# `[^f9-tally]: FAA，发射许可统计。` (Markdown's colon, as the document defines them).
DICTATED_FOOTNOTE = re.compile(
    r"(?:[「“\"『`][ \t]*(?P<line>\[\^[\w-]{1,40}\]:[ \t]*[^「」“”\"『』`\n]+?)[ \t]*[」”\"』`]"
    r"|[：:][ \t]*(?P<bare>\[\^[\w-]{1,40}\]:[ \t]*[^「」“”\"『』`\n]+?)[ \t]*$)"
)
# The noun a definition is asked by, alone (`脚注定义：…`, `定义记入文末：…`).
DEFINITION_NOUN = re.compile(r"定义")
# A citation's marker given bare after a verb of adding: `上标 <sup>21</sup>`, `脚注 [^21]`.
# Also a note's label as a notes list writes it (`[注14]`, `【来源 7】`, `〔3〕`, `^[12]`), after a
# noun of citing (`注`, `出处`, `来源`: `加注 [注14]`, `补上出处 [12]`).
CITATION_MARKER = re.compile(
    r"(?:挂\s*)?(?:(?:上标|角标|脚注|引用|引注|标注|注释|注|出处|来源|标)\s*)?(?:号\s*)?"
    r"`?(?P<marker><sup>\s*\d{1,3}(?:\s*[,，、–-]\s*\d{1,3})*\s*</sup>|\[\^[\w-]{1,20}\]|\[\d{1,3}\]"
    rf"|\[[{HAN_RANGE}]{{1,3}} ?\d{{1,3}}\]|【[{HAN_RANGE}]{{0,3}} ?\d{{1,3}}】|〔\d{{1,3}}〕"
    r"|［\d{1,3}］|\^\[\d{1,3}\])`?"
    r"(?=\s*(?:$|[，,；;。（(]))"
)
# `在「X」之后`, `「X」前面`, and `「X」句号前` (the stop after X, which BEFORE_THE_STOP reads).
INSERT_AT_QUOTE = re.compile(
    r"(?:在\s*)?[「“\"『](?P<anchor>[^「」“”\"『』\n]{1,80})[」”\"』]\s*"
    r"(?P<side>之后|以后|后面|后|之前|前面|前|(?=(?:句号|句末的?句号|句末标点)\s*(?:之前|以前|前面|前))"
    # (`「…数据。」句末补〔21〕`: at the end of the sentence quoted whole, before its stop.)
    r"|(?<=[。.！!？?][」”\"』])\s*(?:句末|句尾)(?:处)?)"
)
# Before the noun of a nested item (`子项`): the entry it goes under or after, quoted or named
# with its noun, its word of place, and the verb and count asking for it (`「X」下补一条`,
# `在「X」后面增补一条`, `X 那条下面再加一个`).
NESTED_PLACE = re.compile(
    r"(?:[「“\"『](?P<quoted>[^「」“”\"『』\n]{1,40})[」”\"』](?:\s*(?:那一?条|这一?条|条目|一条|那一?子项|这一?子项))?"
    r"|(?P<bare>[^\s，,；;。「」“”\"『』在][^\s，,；;。「」“”\"『』]{1,29}?)\s*(?:那一?条|这一?条|条目|那一?子项|这一?子项)"
    # (`在阳江 SOV 那一子项之后`: after `在`, a nested item named by words with spaces.)
    r"|在\s*(?P<spaced>[^\s，,；;。「」“”\"『』](?:[^，,；;。「」“”\"『』]{0,28}?[^\s，,；;。「」“”\"『』])?)"
    r"\s*(?:那一?条|这一?条|条目|那一?子项|这一?子项))"
    # Each optional word takes the white space after it: two gaps side by side would trade it.
    r"\s*(?:的\s*)?(?P<place>下面|下方|之下|下|里|中|后面|之后|以后|后)\s*(?:(?:再|还|另)\s*)?"
    r"(?:(?:增补|追加|补充|新增|添加|增加|补|加|添|增|插|列|录|登记|附)[上入]?\s*)?"
    r"(?:(?:一\s*[个条项]|个)\s*)?$"
)
UNDER_WORDS = frozenset({"下面", "下方", "之下", "下", "里", "中"})
# After the noun of a nested item, its words quoted, a colon aside: `子项：「…」`.
QUOTE_AFTER_NOUN = re.compile(
    r"\s*(?:[：:]\s*)?[「“\"『](?P<words>[^「」“”\"『』\n]{1,200})[」”\"』]"
)


# A row or entry a keep names by its name alone, all that stands before the keep's words: a
# name with a Latin letter and a capital or digit (`Canary-1B`, `Whisper large-v3`; not the
# words of an English keep, `remains unchanged`), then the cells of that row it
# keeps, if any (`DROID 规模`, `X 的规模与许可一栏`).
ROW_KEPT_ALONE = re.compile(
    r"[\s：:]*(?P<name>(?=[^\s]*[A-Za-zΑ-ω])(?=[^\s]*[A-ZΑ-Ω0-9])[A-Za-z0-9Α-ω][A-Za-z0-9Α-ω²³_.+/-]*"
    r"(?:\s(?=[^\s]*[A-Za-zΑ-ω])[A-Za-z0-9Α-ω][A-Za-z0-9Α-ω²³_.+/-]*)*)"
    rf"(?:\s*(?:的|行)?\s*(?P<cells>[{HAN_RANGE}]{{2,6}}?(?:\s*[、和与及]\s*[{HAN_RANGE}]{{2,6}}?)*)"
    r"\s*(?:一?[列栏])?)?\s*"
)
CELLS_APART = re.compile(r"\s*[、和与及]\s*")
# A row kept by its Chinese name and the row's noun: `超导行`, `表 超导 一行`, `超导那一行`.
HAN_ROW_KEPT = re.compile(
    rf"[\s：:]*(?:表格?[ \t]?)?(?P<name>[{HAN_RANGE}]{{2,8}}?)[ \t]?(?:这|那)?一?行[ \t]*"
)


COLON_LEAD = re.compile(r"\s*(?:[：:]\s*)?")


# A column's name alone before its change verb (`来源`, `数据年份`, `Notes`).
COLUMN_WORDS = re.compile(r"[^\s，,；;。：:、“”\"「」『』()（）]{1,16}")


def quoted_cell_value(clause: str, lexicon: Lexicon) -> list[tuple[str, str]]:
    """`…，来源改为「Yang 等, 2026」` after a change of a named row: the column the clause opens
    with and the quoted value it is given, when that is the whole clause; [] otherwise."""
    said = quoted_new_values(clause, lexicon)
    quotes = dict(quoted_spans(clause))
    if len(said) != 1:
        return []
    verb, at, value = said[0]
    column = clause[: verb.start()].strip()
    rest = clause[quotes[at] :].strip(" \t。.；;，,")
    if rest or not value or not COLUMN_WORDS.fullmatch(column):
        return []
    return [(column, value)]


def refused_with_ba(plain: str, at: int, lexicon: Lexicon) -> bool:
    """Whether a negation before 把/将 and its object refuses the verb at `at` (`不要把它和 X
    并成一条`, `勿将它并入 Q1`): the verb is then no request."""
    return (
        re.search(rf"(?:{lexicon.negation.pattern})\s*(?:再|也)?\s*[把将]", plain[:at]) is not None
    )


def quoted_new_values(text: str, lexicon: Lexicon) -> list[tuple[re.Match[str], int, str]]:
    """Each change verb (lexicon verbs.replace, outside quotes) with a quoted value right after
    it, white space and a colon aside (`状态改为"已关闭"`, `标题改为：「…」`): the verb, where the
    quote opens, its words."""
    plain = masked_quotes(text)
    quotes = dict(quoted_spans(text))
    found = []
    for verb in lexicon.verbs["replace"].finditer(plain):
        lead = COLON_LEAD.match(text, verb.end())
        at = lead.end() if lead else verb.end()
        if at in quotes:
            found.append((verb, at, text[at + 1 : quotes[at] - 1].strip()))
    return found


# An entry named right after the keep that opens its clause, with its noun: `勿改 Aidoc 条目`.
ENTRY_AFTER_KEEP = re.compile(
    r"\s*(?P<name>[^\s，,；;。：:“”\"「」]{1,40}?)\s*(?:条目|那一?条|这一?条|那一?行|这一?行)\s*(?:[，,；;。]|$)"
)


def without_time_words(words: str, not_cells: re.Pattern[str] | None) -> str:
    """The words before a keep without the words of time or degree that end them (`本轮`,
    `均`, `先`: the lexicon's `place.not_cells`), which say when, not what."""
    if not_cells is None:
        return words
    return re.sub(rf"(?:\s*(?:{not_cells.pattern}))+\s*$", "", words)


def kept_name(
    after: str,
    keep_words: str,
    not_cells: re.Pattern[str] | None,
    all_cells: re.Pattern[str] | None = None,
) -> tuple[str, tuple[str, ...]]:
    """The row a keep names by its name alone and the cells of it it keeps (`：DROID 规模保持
    不变` → DROID, (规模,)); ("", ()) when the words before the keep are anything else, and
    the keep holds its whole section as before. Words of time or degree before the keep
    (`本轮`, `均`; the lexicon's `place.not_cells`) are no cell."""
    text = masked_all(after)
    cut = text.find(keep_words)
    if cut == -1:
        return "", ()  # the keep's words stand before the section (`leave Part II alone`)
    before = without_time_words(text[:cut], not_cells)
    found = ROW_KEPT_ALONE.fullmatch(before)
    if found is None:
        # `§2.1 超导行不动`, `表超导一行不动`: a row named in Chinese before its noun.
        han = HAN_ROW_KEPT.fullmatch(before)
        return (han["name"], ()) if han and is_row_name(han["name"]) else ("", ())
    cells = tuple(CELLS_APART.split(found.group("cells"))) if found.group("cells") else ()
    if row_noun_only(cells):
        cells = ()  # `SOEC 成本行`: the row of the cost table, its noun no cell
    if not_cells is not None and any(not_cells.fullmatch(cell) for cell in cells):
        return "", ()
    if all_cells is not None and cells and all(all_cells.fullmatch(cell) for cell in cells):
        cells = ()  # `X 的数字不必改`: every figure of the row
    return found.group("name"), cells


def row_noun_only(cells: tuple[str, ...]) -> bool:
    """Whether the words read as a row's cells end with the row's own noun (`成本行`: the row
    of the cost table), so name the row and no cell of it."""
    return bool(cells) and all(cell.endswith("行") for cell in cells)


# The words a keep names a thing of its section by, in Chinese alone (`盈亏点`, `华东占比`).
# (`中` only set apart: `中试线` is a word.)
WORD_OF_PLACE_LEAD = re.compile(r"^(?:[里内]|中(?=\s))\s*")
KEPT_HAN_WORDS = re.compile(rf"(?![这那此其该本])[{HAN_RANGE}]{{2,10}}")
# A table's column named by its header's words and its noun (`表 2027Q2E 列`, `投运一栏`).
KEPT_COLUMN = re.compile(
    r"(?:表格?[ \t]?(?:的|中|里)?[ \t]?)?(?P<words>[^\s，,；;：:、|]{1,16}?)[ \t]?"
    r"(?:这|那)?一?(?<![系序排并队])[列栏]"
)


def kept_text_words(after: str, keep_words: str, lexicon: Lexicon) -> str:
    """The few Chinese words all that stands between a section and its keep (`§2.1 华东占比本轮
    不动` → 华东占比), none of them the section's whole (`其余`, `正文`: lexicon
    place.whole_section); "" for any other words."""
    text = masked_all(after)
    cut = text.find(keep_words)
    if cut == -1 or quotes_in(after[cut:]):
        return ""  # (`成熟度维持"试点"`: the value kept, read as such)
    before = without_time_words(text[:cut], lexicon.place.get("not_cells"))
    before = KEEP_SOFTENER.sub("", before).strip(" ：:，,的")
    before = WORD_OF_PLACE_LEAD.sub("", before)  # `§2.1 里华东占比`
    column = KEPT_COLUMN.fullmatch(before)
    if column is not None:
        # `§1.2 表 2027Q2E 列：本轮不动`: the column of that header (render: its cells).
        return column["words"]
    cells = lexicon.place.get("all_cells")
    if cells is not None:
        # `§2.1 的良率数字不动`: the figures of 良率, which its clauses say.
        before = re.sub(rf"(?<=\w)\s?的?(?:{cells.pattern})$", "", before)
    whole = lexicon.place.get("whole_section")
    if not KEPT_HAN_WORDS.fullmatch(before) or (whole is not None and whole.search(before)):
        return ""
    if lexicon.negation.search(before) or any(v.search(before) for v in lexicon.verbs.values()):
        return ""  # `§2.2 勿删勿改`: a refusal said twice, no thing of the section
    return before


# A thing a keep names by a short run of words (`折扣默认值`, `MASAI 检出率`), none of them
# a pointer or a particle that would make it a phrase.
KEPT_THING = re.compile(
    rf"(?![这那此其该本])[{HAN_RANGE}A-Za-z0-9][{HAN_RANGE}A-Za-z0-9 _.-]{{1,11}}"
)
# Words that soften a keep and name nothing (`可不改`, `就不动`, `也先不改`).
KEEP_SOFTENER = re.compile(r"[可就也都均仍还先]+\s*$")
# Between the words of a name and its figure words (`AlphaFold 3 的数字`, `X 之 CASP16 数字`).
THING_WORDS_APART = re.compile(r"[\s的之]+")


def words_of_a_thing(words: str, lexicon: Lexicon) -> list[str]:
    """The words naming a thing a keep or refusal speaks of (`AlphaFold 3 的 CASP16 数字` →
    AlphaFold, 3, CASP16), its figure words (`数字`, lexicon place.all_cells) and particles
    aside."""
    cells = lexicon.place.get("all_cells")
    return [
        w
        for w in THING_WORDS_APART.split(words.strip())
        if w and not (cells is not None and cells.fullmatch(w))
    ]


# The figure a caveat points at (`此数字`, `这个数`, `该数值`, `这两个数字`): its item's.
POINTED_FIGURE = re.compile(r"(?:此|这|该|本条|这条的?)\s*(?:[个两几]\s*)?(?:数字|数值|数|值|读数)")
# The edits that change values where they stand.
VALUE_EDITS = frozenset({ActionKind.REPLACE, ActionKind.UPDATE_NUMBER})
# `X 不变`, `X 均保持不变` ending a clause.
UNCHANGED_END = re.compile(r"\s*(?:(?:均|都|仍|也)\s*)?(?:保持\s*)?不变\s*[。.；;]?\s*$")
# Right after a thing whose value a request changes: its old value given (`由 0.75`, `从`, a
# number or an arrow), as `X 由 A 改为 B`, `X 0.75 → 0.8`, `X 从 A 调到 B` write it.
# (`表注中"A"改为"B"`: a word of place between the thing and its old value.)
CHANGED_AFTER_THING = rf"\s*(?:的\s*)?(?:[中里内](?:的)?\s*)?(?:由|从|自|[\d\"“「]|{ARROW})"

# An entry a keep names by its words before a pointing noun: `【X】那条`, `LRU 驱逐那条`.
ENTRY_KEPT = re.compile(
    r"(?:【(?P<bracket>[^】]{1,20})】|(?P<words>[^\s，,；;：:的【】]{1,16}(?:\s[^\s，,；;：:的【】]{1,16})?))"
    r"\s*(?:那|这)一?(?:条目|条|行)"
)


ARROW_BEFORE = re.compile(rf"{ARROW}\s*")
ARROW_END = re.compile(rf"{ARROW}\s*$")


def arrow_to_section(plain: str) -> int:
    """Where the words after `→ §x` start, when an arrow points at a section; 0 when none
    does. `plain` has its quotes masked: a quoted `"§1.5" → "§1.6"` is a pair of values."""
    for arrow in ARROW_BEFORE.finditer(plain):
        ref = SECTION_REF.match(plain, arrow.end())
        if ref:
            return ref.end()
    return 0


def arrow_in(text: str) -> bool:
    return any(arrow in text for arrow in ARROWS)
