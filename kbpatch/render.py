"""Turn one action and the KB text into an edit: new lines in the form of their neighbours."""

from __future__ import annotations

import html
import itertools
import re
import unicodedata
from collections import Counter
from collections.abc import Callable, Sequence
from dataclasses import dataclass, replace
from functools import partial

from mistletoe.block_token import Table

from . import forms
from .chars import (
    AFTER_MARKER,
    AUTHOR_YEAR_OPENING,
    CITING_MARKER,
    FULL_WIDTH,
    HAN,
    HAN_RANGE,
    QUESTION_ID,
    QUESTION_WORD_ID,
    VERSION_BEFORE_DATE,
    in_ascii,
)
from .locate import (
    ATX,
    BOLD_LABEL,
    DEFINED_TERM,
    DEFINITION,
    FIELD_ROW,
    FOLD_BODY,
    FOLD_NAME,
    HEADING_ASIDE,
    HEADING_NUMBER,
    HTML_HEADING,
    HTML_TAG,
    LIST_LINE,
    NUMBER_KEY,
    NUMBERED_PARAGRAPH,
    QA_ANSWER,
    QA_QUESTION,
    QUESTION_LINE_LEAD,
    QUOTE_MARK,
    REFERENCE_LABEL,
    SUMMARY,
    TASK_BOX,
    Block,
    Outline,
    Span,
    Tail,
    Unresolved,
    blocks_of,
    body_of,
    captioned_table,
    closing_paragraph,
    commented_lines,
    either_script,
    entry_in_fold,
    entry_opens_with,
    entry_tail,
    entry_under_heading,
    eol_of,
    field_lines,
    field_of,
    footnotes_span,
    group_labels,
    group_tail,
    heading_entries,
    heading_fields,
    heading_mark,
    heading_words,
    headings_naming,
    holder,
    is_question_list,
    kb_wide_label,
    last_filled,
    line_of,
    line_shape,
    lines_matching,
    lines_opening_with_label,
    misnamed,
    names_a_row,
    next_callout,
    next_inline_callout,
    normalise,
    opens_with,
    other_kind,
    outline,
    own_paragraphs,
    paragraphs_ask,
    part_named_after,
    part_span,
    parts_with_entries,
    question_callout,
    question_headings,
    questions_callout_span,
    questions_part,
    reference_list,
    resolve,
    section_span,
    shared_fields,
    simplified,
    split_row,
    sub_list,
    table_notes,
    titled_among,
    unlabelled,
    version_line,
    written_number,
)
from .locate import ITEM_LABEL as LOCATED_LABEL
from .models import (
    BOX_NAMED,
    COMMENT,
    ENTRY_NAMED,
    KEPT_TABLE,
    LINE,
    PARAGRAPH_OPENING,
    QUESTION_LINE,
    SENTENCE,
    VERSION_LINE,
    WORDS_HELD,
    Action,
    ActionKind,
    Edit,
    EntryContent,
    Heading,
    SectionRef,
    Status,
)
from .parse import linear, quoted_spans, split_outside_quotes
from .reading.text import (
    ARXIV,
    CITATION_LIST_NAME,
    ELLIPSIS,
    ELLIPSIS_END,
    LINE_OF_ITS_OWN,
    LITERAL_ROW,
    ORDINAL_ASIDE,
    POINTED_AFTER_WORDS,
    QUOTE,
    QUOTED_CELL,
    STANDARD,
    STANDARD_YEAR,
    enclosing_keys,
    masked_quotes,
    name_pattern,
    number_value,
    quotes_in,
    section_key,
    sentence_around,
    sentence_end,
    shortened,
    source_note,
)

# A URL ends where Chinese punctuation starts, `（` included: `https://…/repo（MIT）`.
URL = re.compile(r"https?://[^\s，。；、（）)「」“”\"]+")
SLUG = re.compile(r"^[A-Za-z0-9][\w.-]*/[\w.-]+$")


@dataclass(frozen=True)
class Rendered:
    """What one action does to the text: an edit, or why there is none."""

    status: Status
    reason: str = ""
    heading: str = ""
    edit: Edit | None = None


def provenance(action: Action, date: str) -> str:
    """The mark a new line carries: the brief's date and item, `（E1 2026-01-01 · 条目 1）`."""
    return f"（E1 {date or '?'} · {action.item_key or '简报'}）"


def line_ending(lines: Sequence[str]) -> str:
    crlf = sum(1 for line in lines if line.endswith("\r\n"))
    return "\r\n" if crlf * 2 > len(lines) else "\n"


def insert_after(lines: Sequence[str], after: int, new: list[str], eol: str) -> Edit:
    """Insert whole lines after line `after`, keeping a missing final newline missing."""
    body = tuple(line + eol for line in new)
    if after < 0 or eol_of(lines[after]):
        return Edit(start=after + 1, end=after + 1, lines=body)
    # The text's last line: it takes a line break, and the new last line goes without one.
    last = body[-1][: -len(eol)]
    return Edit(start=after, end=after + 1, lines=(lines[after] + eol, *body[:-1], last))


def replace_line(lines: Sequence[str], index: int, new_body: str) -> Edit:
    return Edit(start=index, end=index + 1, lines=(new_body + eol_of(lines[index]),))


def append_in_line(body: str, addition: str) -> str:
    """Add text at the end of a line's content, before a closing full stop."""
    comment = TRAILING_COMMENT.search(body)
    if comment is not None and body[: comment.start()].strip():
        # `…变差。<!-- id: pd-03 -->`: the comment closes the line, after the words added.
        return append_in_line(body[: comment.start()], addition) + body[comment.start() :]
    stripped = body.rstrip()
    trailing = body[len(stripped) :]
    if stripped.endswith("。"):
        return stripped[:-1] + addition + "。" + trailing
    if forms.BARE_URL_END.search(stripped):
        return stripped + " " + addition + trailing  # the link ends at the space
    if ENGLISH_END.search(stripped):
        # An English sentence: its parentheses and space, before its full stop.
        if addition.startswith("（") and addition.endswith("）"):
            addition = f"({addition[1:-1]})"
        if addition.startswith("("):
            addition = " " + addition
        return stripped[:-1] + addition + "." + trailing
    if ENGLISH_QUESTION_END.search(stripped):
        # `Can X be measured without a fixed set?`: the note after the question, a space apart.
        if addition.startswith("（") and addition.endswith("）"):
            addition = f"({addition[1:-1]})"
        return f"{stripped} {addition}{trailing}"
    return stripped + addition + trailing


# A line that ends as an English sentence does: a word, then one full stop.
ENGLISH_END = re.compile(r"[A-Za-z0-9)\]`'\"][.]$")
# A line that ends as an English question or exclamation does.
ENGLISH_QUESTION_END = re.compile(r"[A-Za-z0-9)\]`'\"][?!]$")


def entry_keys(entry: EntryContent, action: Action, mark: str) -> list[str]:
    """What identifies an entry already in a section: its provenance (in either brackets: a
    list of English sentences writes it `(E1 …)`), ids, slug, URLs."""
    marks = [mark, f"({mark[1:-1]})"] if mark.startswith("（") and mark.endswith("）") else [mark]
    keys = [*marks, *action.source_ids, *URL.findall(entry.sources)]
    if SLUG.match(entry.title):
        keys.append(entry.title)
    return [k for k in keys if k]


def entry_lines(
    tail: Tail,
    action: Action,
    mark: str,
    document: Sequence[str] = (),
    date: str = "",
    key: str = "",
) -> list[str]:
    """The new lines of an entry, in the form of the entries beside it (see forms.py);
    `document`, all the KB's lines, for the footnotes its entries point at; `date`, the
    brief's, for terms that carry the month they were added (`MMLU (2026-01)`)."""
    assert action.entry is not None
    asked = action.entry.number
    if asked and tail.form == "ordered" and asked != tail.next_number:
        # `补充第 2 条：…` where the list runs to 3: an insert with the rest renumbered, which
        # kbpatch does not write; never the asked entry under another number.
        raise Unresolved(
            f"the brief gives the new entry the number {asked}, but this list's next is "
            f"{tail.next_number}; kbpatch adds only at a list's end: check by hand"
        )
    facts = facts_for(action, mark)
    if tail.fold:
        # A fold of its own (locate.entry_folds): the name in its summary, the entry's
        # words as its neighbours' bodies are written.
        inner = replace(tail, form="paragraph", spaced=False, fold=())
        body = entry_lines(inner, action, mark, document)
        name = html.escape(facts.name, quote=False)
        return [""] * tail.spaced + [
            part
            for line in tail.fold
            for part in (body if line == FOLD_BODY else [line.replace(FOLD_NAME, name)])
        ]
    if tail.form == "table":
        if written := LITERAL_ROW.search(action.request):
            # The request writes a row's cells that were not read as the new row's: a row
            # made of the item's words instead would be no row the brief asked for.
            raise Unresolved(
                f"the brief writes a row 「{written.group(0)}」 that kbpatch does not read as "
                "the new row's cells; check by hand"
            )
        # `补录 **评分卡**（scorecard）：…` beside a column of other names: the words in brackets
        # after the dictated term are its other name (forms.table_row puts them there).
        other = (
            re.search(re.escape(facts.name) + LATIN_ASIDE_AFTER, action.request)
            if action.entry.dictated and not forms.CLOSING_ASIDE.search(facts.name)
            else None
        )
        if other is not None:
            facts = replace(facts, name=f"{facts.name}（{other.group('words').strip()}）")
        # A new entry's row: never one whose words stand in cells of another kind.
        return [
            forms.table_row(
                tail.columns,
                tail.rows,
                facts,
                tail.next_label,
                strict=True,
                values_required=action.entry.from_closing,
            )
        ]
    if tail.form == "definition":
        undefined_term(action.entry, facts.name)
        if not (action.entry.summary.strip() or action.entry.statement):
            # No 要点 and no words after `释义为：`: the item's 来源 is no definition.
            raise Unresolved(
                f"the brief gives the new term 「{facts.name}」 no definition (no 要点, no "
                "words after 释义为：); its 来源 is not written as one: check by hand"
            )
        other = re.search(re.escape(facts.name) + LATIN_ASIDE_AFTER, action.request)
        # (A definition list's items are read as `term：definition`.)
        terms = [item.partition("：")[0].strip() for item in tail.items]
        glossed = sum(1 for term in terms if CLOSING_LATIN_ASIDE.search(term))
        if other and glossed * 2 > len(tail.items) and not CLOSING_LATIN_ASIDE.search(facts.name):
            # `新增：格点手术（lattice surgery）：…` beside `逻辑比特（logical qubit）` terms: the
            # term's other name, in brackets after it as theirs.
            facts = replace(facts, name=f"{facts.name}（{other.group('words').strip()}）")
        defines = action.entry.term or (action.entry.named and action.entry.dictated)
        if defines and not any(ARXIV.search(i) or "](" in i or "[^" in i for i in tail.items):
            # A glossary (`DMTA`, `: 设计-合成-…`) and a term the brief names and defines: its
            # terms cite no paper, nor does the new one.
            facts = replace(facts, ids=())
        # A term, then its definition (`PlanCritic（arXiv:id）`, `: 先生成…。`): the entry's
        # head and its text, split where a one-line entry would join them.
        form = replace(forms.learn_list(tail.items), separator=TERM_BREAK)
        term, _, said = forms.list_entry(form, facts).partition(TERM_BREAK)
        term, said = forms.single_line(term), forms.single_line(said)
        dated = dated_aside([item.partition("：")[0] for item in tail.items], date)
        if dated or key:
            # `MMLU (2026-01)`: the term is the name and the month; its id, or the key the
            # document cites it by (`[hendrycks21]`), goes in the text.
            extra = f"[{key}]" if key else term.removeprefix(facts.name).strip()
            english = f"({mark[1:-1]})"
            marked = next((m for m in (mark, f" {english}", english) if said.endswith(m)), "")
            term, text = facts.name + dated, said.removesuffix(marked) if marked else said
            if key:
                text = ARXIV_ASIDE.sub("", text)
            if extra and extra not in text:
                # After a Latin word or figure (`… 0.98。`), a space before the id's bracket.
                spaced = " " + extra if re.search(r"[A-Za-z0-9]。?$", text) else extra
                text = append_in_line(text, spaced) if text else extra
            said = text + (f" {english}" if marked == english and text else marked)
        return ["", term, ": " + said]
    citations = forms.is_citation_list(tail.items)
    statement = action.entry.statement
    if action.entry.label_alone and not citations and not forms.learn_list(tail.items).named:
        # `补一条"X"` in a list of lines without names (a checklist): X is the line itself.
        statement = action.entry.label
    dictated = action.entry.summary if action.entry.dictated else ""
    if not statement and date_lead(dictated) and all(date_lead(item) for item in tail.items):
        # `记一条：2023-12：…` beside lines that each open with their month: the brief's line as
        # given, in their form, never led by a name the timeline's lines do not carry.
        statement = dictated
    if statement and not citations:
        # A line of statements (trends, observations): the brief's words are the line.
        check_line_new(tail.items, statement)
        said = statement_in_form(statement, tail.items)
        if not tail.items or any(STOPPED.search(item) for item in tail.items):
            # (`- [S24] Google DeepMind · AlphaQubit（Nature）· 2024-11`: lines with no stop
            # take none.)
            said = forms.full_stop(said)
        form = forms.learn_list(tail.items)
        citation = forms.tail_citation(form, facts)
        if citation and form.cites is not None and citation not in said:
            # Beside lines that end with their paper's authors and year (`… (Zheng et al.,
            # 2023)`), the brief's words are cited as they cite: the item's paper is theirs.
            said = forms.cited_at_end(said, form.cites, citation)
        text = said + mark
    elif facts.ids and citations:
        cited = forms.learn_citations(tail.items)
        text = forms.citation_entry(
            cited, facts.ids[0], forms.citation_title(facts), facts.where, mark, facts.authors
        )
    else:
        form = cited_like_nearest(forms.learn_list(tail.items), tail, document)
        # (A label that is the name itself, `新增一条 **X**（…）`, says nothing more of it.)
        unlabelled = facts.label.strip() in ("", facts.name.strip())
        made = maker_and_year(action, facts.name) if unlabelled else ""
        if made and (form.year_aside or maker_dictated(action, facts.name)):
            # `新增一条 X（清华, 2026）` beside `**Y**（机构, 年）：…`: the brief's maker and year,
            # after the name as the neighbours give theirs; and where the brief dictates the
            # line with them (`新增：**X**（机构，2024）：…`), as it writes it, whatever a
            # neighbour without them does.
            facts = replace(facts, label=made)
        other = re.search(re.escape(facts.name) + LATIN_ASIDE_AFTER, action.request)
        glossed = sum(1 for item in tail.items if LATIN_GLOSSED.match(item))
        if other and unlabelled and action.entry.dictated and glossed * 2 > len(tail.items):
            # `新增：**RadGraph F1**（RadGraph F1 score）：…` beside `**X**（English）：…`: the
            # name's other name, in brackets after it as theirs.
            facts = replace(facts, label=other.group("words").strip())
        if form.named and is_glossary(tail.items):
            entry = action.entry
            called = action.target is not None and glossary_called(action.target.raw)
            if called and not (entry.term or entry.named or entry.dictated or entry.label):
                # A glossary's terms are words the brief writes; the item's title is a finding,
                # and its 要点 no definition: nothing is made up from them.
                raise Unresolved(
                    "asks for a new term in a glossary but writes out neither the term nor its "
                    "definition; the item's title and 要点 are not written as one: check by hand"
                )
            if not action.entry.term:
                # The term named by the request (`新增术语 X：…`) is the name already, the
                # words after its colon all definition.
                facts = dictated_term(facts, action.entry.title)
            check_term_new(tail.items, facts.name)
            undefined_term(action.entry, facts.name)
        elif form.named:
            facts = dictated_with_name(facts, named=action.entry.named)
            if dictated_without_name(form, facts, action.request):
                # `§1.3 增加一条：权限要求正在成为第一约束` beside `判断：理由` lines: the brief
                # dictates the whole line and names nothing; no name is made up for it (the
                # item's title is no words of the document's).
                form = replace(form, named=False)
        elif action.entry.named and facts.name and not names_itself(facts):
            # `新增一条 **X**：…` in a list whose lines carry no names: written without it, the
            # line would not say what it is about; how to write the name in is not guessed.
            raise Unresolved(
                f"the brief names the new entry 「{facts.name}」, but this list's lines carry "
                "no names and its words do not say it: how to write it in is not guessed; "
                "check by hand"
            )
        footnotes = forms.footnotes_of(document) if form.footnoted or form.id_square else None
        text = forms.list_entry(form, facts, footnotes)
        aside = forms.sections_aside(tail.items, facts.cross_refs)
        if aside:
            # The neighbours point at sections in an aside at their end (`（见 2.1.）`): so
            # does the new entry, not with a `交叉引用：§2.1` sentence of its own.
            plain = forms.list_entry(form, replace(facts, cross_refs=""), footnotes)
            text = forms.with_aside(plain, facts.mark, aside) or text
    return item_lines(tail, forms.single_line(text))


def names_itself(facts: forms.Facts) -> bool:
    """Whether the new line's words say the name the brief gives it (`X 的公称容积…`)."""
    words = simplified(" ".join((facts.summary, *facts.sentences)))
    return simplified(facts.name) in words


# The brief's dictated words opening with a name and a separator: `X：…`, `X —— …`, `X - …`.
DICTATED_NAME = re.compile(
    r"^(?P<name>[^：:，,。；;（()）\s][^：:，,。；;（()）]{0,39}?)"
    # `X（机构，2025）：…`: the name's maker and year between it and the separator.
    r"(?P<aside>\s*[（(][^（）()]{1,40}[）)])?"
    r"(?:\s*[：:]\s*|\s*——\s*|\s*[—–]\s+|\s+-\s+)(?P<rest>\S.*)$"
)


# A name set in bold: `**萝卜快跑**`.
BOLD_NAME = re.compile(r"\*\*(?P<words>[^*\n]+)\*\*")
# An aside that dates the name before it, its year first: `（2025 商用）`, `（2022 签约）`.
DATED_ASIDE = re.compile(r"[（(](?:19|20)\d{2}(?:[-./]\d{1,2})?\s*[^（）()\d]{1,20}[）)]")


def dictated_with_name(facts: forms.Facts, *, named: bool) -> forms.Facts:
    """`新增 X 一条："X：…"` beside named entries: the words the brief dictates open with the
    entry's name and a separator, which the list's own form writes (`X —— …`); the name
    they give is the entry's (the one the request gives holds it, or is held by it), the
    rest its text. Words before a colon that are no such name (`注意：…`) stay. Where the
    request names no entry (`末尾补一条：「4. 电解液：…」`), the words before the colon are
    the only name the brief gives: the item's title is no word of the line."""
    opening = DICTATED_NAME.match(facts.summary) if facts.dictated else None
    if opening is None:
        return facts
    name, known = opening.group("name").strip(), facts.name.lower()
    aside = (opening.group("aside") or "").strip()
    # A name given with its maker and year (`OneTrans（字节跳动，2025）：…`, `X（2025 商用）：…`)
    # is a name, whatever the item's title; other words in brackets before a colon
    # (`注意（重要）：`) are not.
    made = aside and (forms.YEAR_ASIDE.fullmatch(aside) or DATED_ASIDE.fullmatch(aside))
    # A name the brief sets in bold, as the list's own names are, is one with its aside
    # (`**萝卜快跑**（香港）：…` beside `- **萝卜快跑**（迪拜）：…`).
    bold = BOLD_NAME.fullmatch(name)
    if bold:
        name, made = bold.group("words").strip(), made or bool(aside)
    if aside and not made:
        return facts
    unrelated = not known or (name.lower() not in known and known not in name.lower())
    if named and not made and unrelated:
        return facts
    # (The label the item's title would take, its paper's id, is none of a name it does not
    # give.)
    label = (facts.label if named else "") or (aside[1:-1].strip() if made else "")
    rest = tuple(forms.sentences_of(opening.group("rest")))
    return replace(facts, name=name, label=label, sentences=rest)


def dictated_without_name(form: forms.ListForm, facts: forms.Facts, request: str) -> bool:
    """Whether the brief dictates a new line of a list whose items open with plain words
    and a colon, giving it no name: the name the entry would take is its item's title, which
    the request does not write and which names no paper or thing (`基本判断补充`, not `Late
    Chunking` nor an entry citing its paper's id). Words of the line's own before a colon
    are its lead."""
    plain = not (form.bold or form.name_lead or form.marks != ("", "") or form.arrows)
    return (
        plain
        and facts.dictated
        and bool(facts.sentences)
        and not facts.ids
        and not LATIN_OR_FIGURE.search(facts.name)
        and facts.name.strip() not in request
    )


LATIN_OR_FIGURE = re.compile(r"[A-Za-z0-9]")


# A glossary's item: a bold term, then its definition after a colon (`**PTQ**：训练后量化…`);
# the term's English may stand in brackets after the bold (`**回温**（Rebound）：…`), words
# only: not a maker and year (`**X**（Meta，2024）：`), which make a list of works.
GLOSSARY_TERM = re.compile(
    r"^(\*\*|__)(?P<term>[^*_]+?)\1\s*"
    # (`（ICE, initial Coulombic efficiency）`: an English aside may hold a comma.)
    r"(?P<aside>[（(][A-Za-z][A-Za-z .,'&/-]{0,48}[）)])?\s*[：:]"
)


def glossary_called(words: str) -> bool:
    """Whether the brief calls a section a glossary by its words (`术语一章`, `词汇表`,
    `Glossary`), as a heading names one (the lexicon's `place.glossary_heading`)."""
    from .reading.lexicon import default_lexicon  # the reader imports this module

    return default_lexicon().place["glossary_heading"].search(words) is not None


def is_glossary(items: Sequence[str]) -> bool:
    """Whether a list's items each define a bold term and none cites a paper or a link: a
    glossary, where a new item's name is the term the brief writes, not its item's title."""
    return len(items) >= 2 and all(
        GLOSSARY_TERM.match(item) and not ARXIV.search(item) and "](" not in item for item in items
    )


def maker_and_year(action: Action, name: str) -> str:
    """The maker and year the request gives in brackets right after the entry's name
    (`新增一段 KVQuant（UC Berkeley, 2024）`), else the item's heading (`X 技术报告（智谱，
    2026-12）`), as written; "" when neither gives them."""
    if not name:
        return ""
    said = re.search(
        # After the name's bold or quote, if the request marks it (`**X**（农大，2025）`).
        re.escape(name) + r"(?:\*\*|__|[」\"”』])?\s*(?P<aside>" + forms.YEAR_ASIDE.pattern + ")",
        action.request,
    )
    if said:
        return said.group("aside")[1:-1].strip()
    # `### 条目 1：GLM-5V 技术报告（智谱，2026-12）`: the item's heading gives them, once.
    titled = [m.group(0) for m in forms.YEAR_ASIDE.finditer(action.item_title)]
    return titled[0][1:-1].strip() if len(titled) == 1 and name in action.item_title else ""


def maker_dictated(action: Action, name: str) -> bool:
    """Whether the words the brief dictates for the new entry open with its name, its maker
    and year in brackets and a separator: `**JAM**（Nabla Bio，2024）：…`."""
    return (
        action.entry is not None
        and action.entry.dictated
        and bool(
            re.search(
                re.escape(name)
                + r"(?:\*\*|__|[」\"”』])?\s*"
                + forms.YEAR_ASIDE.pattern
                + r"\s*(?:[：:]|——|[—–]\s)",
                action.request,
            )
        )
    )


def dictated_term(facts: forms.Facts, head: str) -> forms.Facts:
    """A new glossary term from the words the brief dictates (`新增一条：**校准集**：用于…`,
    read without the bold): they open with the term, whole (`Kronecker 分解`, `block size`,
    never cut at its space) and a colon, which the glossary's form writes (`**X**：`); or,
    where the reader already took the colon off after the item's title, with that title. The
    term the brief writes wins over the item's title (`术语补充`); the definition is the rest,
    never the term again."""
    if not facts.dictated:
        return facts
    said, head = facts.summary, head.strip()
    if head and said.startswith(head) and (rest := said[len(head) :].lstrip(" ：:")):
        return replace(facts, name=head, sentences=tuple(forms.sentences_of(rest)))
    opening = DICTATED_NAME.match(said)
    if opening is None:
        return facts
    return replace(
        facts,
        name=opening.group("name").strip(),
        sentences=tuple(forms.sentences_of(opening.group("rest"))),
    )


def undefined_term(entry: EntryContent, term: str) -> None:
    """A term the request names by its noun (`新增术语 X。`) with no definition after it is
    reported: its 要点 says what the item found, not what the term means."""
    if entry.term and not entry.dictated:
        raise Unresolved(
            f"the brief gives the new term 「{term}」 no definition (no words after the term); "
            "its 要点 is not written as one: check by hand"
        )


def terms_of(defined: re.Match[str]) -> set[str]:
    """The names a glossary's term goes by, lower-cased: its bold words, with and without an
    English aside in brackets (`语义 ID（Semantic ID）` is `语义 ID` too; `**回温**（Rebound）`
    is `回温` and `回温（Rebound）`)."""
    bold = defined.group("term").strip()
    bare = re.sub(r"\s*[（(][^（）()]*[）)]\s*$", "", bold)
    return {bold.lower(), bare.lower(), (bare + (defined.group("aside") or "")).lower()}


# The name a line opens with before its aside and dash (`解决率（Resolve Rate）—— …`): what a
# list of defined names goes by (a colon after a word is as often a label: `问题：…`).
LINE_LEAD = re.compile(
    r"^\s*(?:\*\*|__)?(?P<name>[^（(：:—*_/\s][^（(：:—*_]{0,29}?)(?:\*\*|__)?\s*"
    # `X（Y）—— …`, or a glossary's `**X** / English name：…`.
    r"(?:(?:[（(][^（）()]*[）)]\s*)?(?:——|—)|/\s*[^：:/*_—]{1,60}?[：:])"
)


# A line led by its date, no name: `2026/11 · …`, `2024-12：…`, `2025 年…`.
DATED_NAME = re.compile(r"\d{2,4}\s*[-/.年月·]")
# A line's name written as a link: `[Aquila](https://…)`.
LINKED_NAME = re.compile(r"^\s*\[(?P<name>[^\[\]\n]{1,60})\]\([^()\s]{1,300}\)")


def check_line_new(items: Sequence[str], line: str) -> None:
    """A line the brief dictates whole for a list whose every line opens with a name and a
    dash (`X（Y）—— …`) is not added when a line of the list opens with the same name: a
    second entry for it is no new line (the brief may mean to change the one there)."""
    # `[Aquila](https://…)（…）— …`: a name given as a link is named by its words.
    said = LINE_LEAD.match(LINKED_NAME.sub(r"\g<name>", line))
    leads = [LINE_LEAD.match(LINKED_NAME.sub(r"\g<name>", item)) for item in items]
    if said is None or len(items) < 2 or not all(leads):
        return
    names = [normalise(lead.group("name")) for lead in leads if lead]
    if len(set(names)) != len(names) or any(DATED_NAME.match(n) for n in names):
        return  # lines led by one label (`趋势：…`) or by dates: no names of things
    name = normalise(said.group("name"))
    twin = next(
        (
            item
            for item, lead in zip(items, leads, strict=True)
            if lead and normalise(lead.group("name")) == name
        ),
        None,
    )
    if twin is not None:
        raise Unresolved(
            f"the list already has a line for 「{said.group('name').strip()}」 (「"
            f"{shorten_line(twin)}」); a second one is not added: check the brief's words"
        )


def check_term_new(items: Sequence[str], term: str) -> None:
    """A glossary term the list defines already is not defined a second time."""
    for item in items:
        defined = GLOSSARY_TERM.match(item)
        if defined and term.lower() in terms_of(defined):
            raise Unresolved(
                f"the glossary already defines 「{term}」 (「{shorten_line(item)}」); a second "
                "definition is not added: check the brief's words"
            )


def cited_like_nearest(form: forms.ListForm, tail: Tail, document: Sequence[str]) -> forms.ListForm:
    """A list whose items cite no paper gives a new entry's id the form of the document's
    nearest entries of its kind that cite one (`[arXiv:…](…)` links, `[arXiv:…]` at the end,
    `（见 arXiv …）` before the full stop):
    the document's way, not kbpatch's `（arXiv:…）`, which stays where they show none."""
    if form.id_square or form.id_link or any(ARXIV.search(item) for item in tail.items):
        return form

    def entry_body(line: str) -> str | None:
        """The line's text when it is an entry of the tail's kind; not a bibliography's."""
        body = body_of(line).strip()
        item = LIST_LINE.match(body)
        if tail.form == "bullet" and item and item.group("marker") == tail.marker:
            return None if REFERENCE_LABEL.match(item.group("body")) else item.group("body")
        return body if tail.form == "paragraph" and DEFINED_TERM.match(body) else None

    near = sorted(nearest_bodies(document, tail.after, entry_body))[:3]
    if not near:
        return form
    cited = forms.learn_list(tuple(unlabelled([body for _, body in near[:3]])))
    return replace(
        form,
        id_link=cited.id_link,
        id_link_end=cited.id_link_end,
        id_square=cited.id_square,
        id_cite=cited.id_cite,
    )


def nearest_bodies(
    document: Sequence[str], start: int, body_of_entry: Callable[[str], str | None], count: int = 3
) -> list[tuple[int, str]]:
    """(distance, body) of the `count` cited entries nearest to line `start`, with every tie
    at the last distance: walking outward stops there instead of reading a 200k-line KB."""
    found: list[tuple[int, str]] = []
    for distance in range(max(start, len(document) - start) + 1):
        if len(found) >= count:
            break
        for k in {start - distance, start + distance}:
            if 0 <= k < len(document) and ARXIV.search(document[k]):
                body = body_of_entry(document[k])
                if body is not None:
                    found.append((distance, body))
    return found


# A statement that opens with a short lead and a colon: `实测 2：H100 上…`.
STATEMENT_LEAD = re.compile(
    r"^(?P<lead>[^：:，,。；;*（()）]{1,24}?)"
    # `OneTrans（字节跳动，2025）：…`: the name's maker and year stay after its bold.
    rf"(?P<aside>\s*{forms.YEAR_ASIDE.pattern})?"
    r"\s*(?P<colon>[：:]\s*)(?P<rest>\S.*)$"
)


# A glossary line whose bold term is followed by its other name after a slash:
# `**pLDDT** / predicted LDDT：…`.
SLASH_GLOSSED = re.compile(r"^(?:\*\*|__)(?P<term>[^*_/]+?)(?:\*\*|__)\s*/\s*[^：:/*_]+?[：:]")
# The same line as a brief gives it, its bold (if any) read away: `扩散模型 / Diffusion Model：…`.
SLASH_LEAD = re.compile(
    r"^(?:\*\*|__)?(?P<term>[^：:/*_]+?)(?:\*\*|__)?(?P<gloss>\s*/\s*[^：:/*_]+?[：:].*)$"
)


def statement_in_form(statement: str, items: Sequence[str]) -> str:
    """A given line whose lead and colon stand as the neighbours' bold names do
    (`实测 2：…` beside `**实测 1**：…`, `扩散模型 / Diffusion Model：…` beside
    `**pLDDT** / predicted LDDT：…`) takes their bold; otherwise it is as the brief says."""
    slashed = SLASH_LEAD.match(statement.strip())
    if slashed and len(items) >= 2 and all(SLASH_GLOSSED.match(item) for item in items):
        return f"**{slashed.group('term').strip()}**{slashed.group('gloss')}"
    lead = STATEMENT_LEAD.match(statement.strip())
    if lead is None or not forms.learn_list(tuple(items)).bold:
        return statement
    aside = (lead.group("aside") or "").strip()
    return f"**{lead.group('lead').strip()}**{aside}{lead.group('colon')}{lead.group('rest')}"


# An id in brackets in an entry's text, where a key cites the paper instead.
ARXIV_ASIDE = re.compile(r"\s*[（(]arXiv:\d{4}\.\d{4,5}(?:v\d+)?[）)]")
# Where a definition list's entry breaks from its term to its definition (entry_lines).
TERM_BREAK = "\n: "


def item_facts(action: Action, mark: str) -> forms.Facts:
    """The facts of the item's entry, as the 要点 gives them (facts_for: as they are written)."""
    assert action.entry is not None
    return forms.facts_of(
        action.entry, item_title=action.item_title, ids=action.source_ids, mark=mark
    )


# Latin words in brackets right after a name (`评分卡（scorecard）`), before the colon that
# opens its words.
# A term closed by its other name in Latin words: `逻辑比特（logical qubit）`.
CLOSING_LATIN_ASIDE = re.compile(r"[（(][A-Za-z][A-Za-z0-9 .,'/+-]{0,60}[）)]$")
LATIN_ASIDE_AFTER = r"[」』\"”*]*\s*[（(](?P<words>[A-Za-z][A-Za-z0-9 .,'/+-]{0,60})[）)]\s*[：:]"


# An entry whose name has its other name in Latin words after it: `**HU**（Hounsfield unit）：…`.
LATIN_GLOSSED = re.compile(r"^(?:\*\*|__)[^*_]+(?:\*\*|__)\s*[（(][A-Za-z][^（）()]*[）)]\s*[：:]")


def facts_for(action: Action, mark: str) -> forms.Facts:
    assert action.entry is not None
    facts = item_facts(action, mark)
    unsaid, summary = action.entry.unsaid, forms.sentences_of(action.entry.summary)
    # A line the brief words itself (`新增一条"X：…"`) takes none of the 要点's words.
    if (
        summary
        and not action.entry.statement
        and not any(forms.without_unsaid(s, unsaid) for s in summary)
    ):
        # `新增 X 条目，但不写"…55%"` where the 要点's one sentence says it: an entry without
        # words (`* X — （arXiv:…）`) is no entry; which of the sentence's words may stay is not
        # guessed.
        raise Unresolved(
            "the brief says not to write "
            + "、".join(f"「{claim}」" for claim in unsaid)
            + ", and every sentence of the 要点 says it; the entry is not written without "
            "words: check by hand"
        )
    if facts.sentences or not facts.name:
        return facts
    # `新增 ORPO 条目（单阶段偏好对齐，免参考模型）` where the 要点 says nothing of its own: the
    # request's words for the entry are its text.
    said = re.search(
        re.escape(facts.name) + r"\s*(?:条目|條目)?\s*[（(](?P<words>[^（）()]{2,80})[）)]",
        action.request,
    )
    if said is None or NOT_DESCRIBED.search(said.group("words")):
        return facts
    return replace(facts, sentences=(forms.full_stop(said.group("words").strip()),))


# Words in brackets after an entry's name that are no description of it: a condition, a
# status or a place (`（待 E2 复现）`, `（暂缓）`, `（与 X 并列）`, `（见 §2.1）`), news about it
# (`（作者已放出 70B 结果）`), a question, an id.
NOT_DESCRIBED = re.compile(
    r"[§？?]|arXiv|E\d|待|若|如|除非|等到|等待|需|须|应|暂|先等|再说|之后|以后|之前|并列|见|同上|体例|放在"
    r"|归入|条目|本轮|下轮|作者|已|未|是否"
)


def item_lines(tail: Tail, text: str) -> list[str]:
    """The lines a new item adds: its line, after a blank one where items are paragraphs."""
    return ["", item_line(tail, text)] if tail.spaced else [item_line(tail, text)]


def item_line(tail: Tail, text: str) -> str:
    """`text` as the next item of the tail's list: its marker, number or label, and indent."""
    label = tail.next_label
    if tail.task and TASK_BOX.match(text):
        # `新增待办「- [ ] P3：…」`: a whole checklist line given; its box is the list's own.
        text = TASK_BOX.sub("", text, count=1)
    given = GIVEN_LABEL.match(text)
    if given and given["label"].startswith("[") != label.strip("*_ ").startswith("["):
        given = None  # `[S3] 的风险分…？` in a list labelled `Q3`: a citation, no label
    if given and label.strip():
        if given["label"] != label.strip("*_ ").rstrip("：:").strip():
            raise Unresolved(
                f"the line given opens with the label 「{given['label']}」, but the list's next "
                f"one is 「{label.strip()}」; kbpatch does not renumber; check by hand"
            )
        label = ""  # the line given carries the list's next label already
    if label[:2] in ("**", "__") and label.count(label[:2]) == 1:
        # A label whose bold holds the name too (`**[PT-13]`, locate.next_label) takes the
        # name into it (`**[PT-13] X**：…`); before a text without that bold, it closes.
        bold = label[:2]
        text, label = (text[2:], label) if text.startswith(bold) else (text, label + bold)
    if (
        label
        and not label.endswith(("：", "、"))
        and not text.startswith("（")  # `**Q6**（未决）：…`: the status right after its label
        and (tail.gap or tail.form != "labelled")
    ):
        label += " "
    if tail.form == "bullet":
        return f"{tail.indent}{tail.marker}{tail.gap}{tail.task}{label}{text}"
    if tail.form == "ordered":
        # `1. [ ] …`: a numbered checklist's item is boxed as a bulleted one is.
        return f"{tail.indent}{tail.next_number}{tail.marker}{tail.gap}{tail.task}{label}{text}"
    if tail.form == "labelled":
        return f"{label}{text}"
    return text


# A stop that ends a sentence inside or at the end of a line.
STOPPED = re.compile(r"[。！？]|[.!?](?:\s|$)")
# A label a given line opens with, as a list's labels are written: `P3：`, `Q6 `, `A-12：`.
GIVEN_LABEL = re.compile(r"(?P<label>\[[A-Z]{1,3}-?\d{1,3}\]|[A-Z]{1,3}-?\d{1,3})(?:[：:]|\s)")


def words_named(lines: Sequence[str], headings: Outline, action: Action) -> Heading | None:
    """`第二段「我们估计其…约 50%」中的「约 50%」更新为「约 55%」`: a change whose place is
    quoted in words no heading has, which the document's one line holds: that line's
    section; None for any other action, or words that many lines (or none) hold."""
    assert action.target is not None
    changes = (ActionKind.REPLACE, ActionKind.UPDATE_NUMBER)
    if not action.target.key.startswith("name-") or action.kind not in changes:
        return None
    olds = [old for old, _ in action.pairs] + [action.old_value]
    if not any(old and old in action.target.raw for old in olds):
        return None  # the words named are the line the values change in
    try:
        return holder(lines, headings, SectionRef(key=WORDS_HELD, raw=action.target.raw), "")
    except Unresolved:
        return None


def target_span(
    lines: Sequence[str], action: Action, headings: Sequence[Heading] | None = None
) -> tuple[Span, str]:
    assert action.target is not None
    if not isinstance(headings, Outline):
        headings = Outline(outline(lines) if headings is None else list(headings))
    if action.target.key in (
        ENTRY_NAMED,
        BOX_NAMED,
        VERSION_LINE,
        PARAGRAPH_OPENING,
        QUESTION_LINE,
        WORDS_HELD,
    ):
        # `【DPO】条目后附上"…"`: no section named, the document's one entry of that name;
        # `"X"一项勾选完成`: the one open box so worded; `版本行改为…`: the version line.
        heading = holder(lines, headings, action.target, action.clause or action.request)
        return section_span(heading), heading.text
    # `在「推理引擎对比」表中新增一行` where those words are no heading's but a bold caption's,
    # right above its table: the table is the place (before a heading that only holds them).
    captioned = (
        captioned_table(lines, headings, action.target.raw)
        if action.target.key.startswith("name-")
        else None
    )
    if captioned is not None:
        return captioned, held_by(headings, captioned)
    try:
        heading = resolve(headings, action.target)
    except Unresolved:
        unheaded = unheaded_list(lines, headings, action)
        if unheaded is not None:
            return unheaded, held_by(headings, unheaded)
        # Two headings numbered alike (`### §2.1 工具调用`, `### §2.1 工具评测`): the title the
        # brief writes after the number tells them apart.
        titled = titled_among(headings, action.target, action.request)
        if titled is None:
            paragraph = numbered_paragraph(lines, headings, action.target.key)
            if paragraph is not None:
                return paragraph, paragraph.title
            held = words_named(lines, headings, action)
            if held is None:
                raise
            return section_span(held), held.text
        heading = titled
    misnamed(headings, heading, action.request, action.target.raw, lines)
    title = heading.text
    if action.target.part:
        span = part_span(lines, headings, heading, action.target.part)
        # A part that is the section itself (its own title quoted) is shown once.
        return span, title if span == section_span(heading) else f"{title} › {span.title}"
    part = part_named_after(headings, heading, action.request, action.target.raw)
    if part is not None:
        # `§5.8 的「回滚检查单」末尾加一行`: the brief names the part by its heading's words.
        span = Span(start=part.start + 1, end=min(part.end, heading.end), title=part.text)
        return span, f"{title} › {part.text}"
    return section_span(heading), title


# The lists a document may keep with no heading naming them, by the kind of what is added:
# the kind of the list, and where such a list is found by what it is.
UNHEADED_LISTS: dict[ActionKind, tuple[str, str, Callable[[Sequence[str]], Span | None]]] = {
    # `开放问题新增一问` where one callout's title names the list (`> [!NOTE] 开放问题` +
    # `> 1. …？`): the callout is the list.
    ActionKind.ADD_QUESTION: ("questions", "questions", questions_callout_span),
    # `定义记入文末：`[^x]: …``: the document's footnote definitions (under a rule at its end).
    ActionKind.ADD_CITATION: ("references", "citations", footnotes_span),
}


def unheaded_list(lines: Sequence[str], headings: Outline, action: Action) -> Span | None:
    """The document's list the action adds to, found by what it is where no heading names
    it (UNHEADED_LISTS); None where a heading names it, or no such list stands."""
    found = UNHEADED_LISTS.get(action.kind)
    if found is None or action.target is None:
        return None
    key, kind, span_of = found
    if action.target.key != key or headings_naming(headings, kind):
        return None
    return span_of(lines)


def numbered_paragraph(lines: Sequence[str], headings: Outline, key: str) -> Span | None:
    """`1.2.1：96.1% → 96.4%` where no heading is numbered 1.2.1 but section 1.2 holds one
    paragraph that opens with that number (`1.2.1　时间可利用率…`): that paragraph, to its
    blank line. None otherwise."""
    parent = key.rpartition(".")[0]
    if not parent or not NUMBER_KEY.fullmatch(key):
        return None
    try:
        heading = resolve(headings, SectionRef(key=parent, raw=parent))
    except Unresolved:
        return None
    found = [
        k
        for k in range(heading.start + 1, heading.end)
        if (opens := NUMBERED_PARAGRAPH.match(lines[k])) and opens["key"] == key
    ]
    if len(found) != 1:
        return None
    end = found[0] + 1
    while end < heading.end and lines[end].strip() and not lines[end].lstrip().startswith("#"):
        end += 1
    return Span(start=found[0], end=end, title=f"{heading.text} › {key}")


def add_sub_item(
    lines: Sequence[str], span: Span, action: Action, mark: str, eol: str
) -> Edit | str:
    """A nested item the brief dictates (`「X」下补一条子项：「…」`): under the list item X, after
    its last nested item and in that item's indent and marker (where X has none, as the
    document nests an item under one indented as X); or (placement "under_after", `在「X」后面
    增补一条子项`) right after X where X is itself nested, in X's indent and marker. Unresolved
    where X is no list item, the document nests no item so (placement "under"), or X is no
    nested item (placement "under_after"): which level is meant is not guessed."""
    entry = action.entry
    words = entry.summary.strip() if entry is not None and entry.dictated else ""
    named = action.siblings[0] if action.siblings else ""
    if not words or not named:
        raise Unresolved("asks for a nested item without its words or the entry it goes under")
    said = words.rstrip("。.")
    for k in range(span.start, span.end):
        if said in lines[k]:
            return f"line {k + 1} already says 「{shorten_line(words)}」"
    at = anchor_line(lines, span, named)
    item = LIST_LINE.match(body_of(lines[at]))
    if item is None:
        raise Unresolved(
            f"「{named}」 is no list item (line {at + 1}); a nested item goes under one"
        )
    depth = len(item.group("indent"))
    nested: list[re.Match[str]] = []
    end = at + 1
    while end < span.end and body_of(lines[end]).strip():
        below = LIST_LINE.match(body_of(lines[end]))
        if below is not None and len(below.group("indent")) <= depth:
            break
        if below is None and len(body_of(lines[end])) - len(body_of(lines[end]).lstrip()) <= depth:
            break
        if below is not None:
            nested.append(below)
        end += 1
    if action.placement == "under":
        children = [
            m
            for m in nested
            if len(m.group("indent")) == min(len(n.group("indent")) for n in nested)
        ]
        model_child = children[-1] if children else nesting_of(lines, depth)
        if model_child is None:
            raise Unresolved(
                f"asks for the nested item 「{shorten_line(words)}」 under 「{named}」 (line "
                f"{at + 1}), but neither it nor any item of the document holds nested items "
                "whose form a new one could follow; add it by hand"
            )
        model = model_child
    else:
        above = [
            m
            for k in range(span.start, at)
            if (m := LIST_LINE.match(body_of(lines[k]))) and len(m.group("indent")) < depth
        ]
        if not above:
            raise Unresolved(
                f"asks for the nested item 「{shorten_line(words)}」 after 「{named}」 (line "
                f"{at + 1}), which is no nested item; whether it goes under it or beside it is "
                "not guessed: add it by hand"
            )
        model = item
    line = f"{model.group('indent')}{model.group('marker')}{model.group('gap')}{words}{mark}"
    return insert_after(lines, end - 1, [line], eol)


def nesting_of(lines: Sequence[str], depth: int) -> re.Match[str] | None:
    """The first nested item of the document right under a list item indented `depth`: how
    the document nests an item one level in (its indent and marker); None where it nests none."""
    for k in range(len(lines) - 1):
        item = LIST_LINE.match(body_of(lines[k]))
        below = LIST_LINE.match(body_of(lines[k + 1]))
        if item and below and len(item.group("indent")) == depth < len(below.group("indent")):
            return below
    return None


# A keep of an entry (`"X"那条不动`, `X 一行保持不变`), which an edit of its line breaks.
# (`S20 不动（见条目 5）`: an item's tag is no entry's noun.)
ENTRY_KEPT = re.compile(r"(?:那|这|一)[条行项]|条目(?!\s*\d)|词条")


def kept_line_edited(
    lines: Sequence[str], result: Edit, kept_lines: Sequence[tuple[str, str]]
) -> str:
    """The reason an edit is forbidden where it changes a line the brief keeps by its words
    (`"建议 ELL 测算同时给出…两种结果"那条不动`: every piece around the ellipsis on the line);
    "" where it changes none."""
    written = "\n".join(result.lines).lower()
    for words, said in kept_lines:
        if words == KEPT_TABLE:
            if row := table_row_touched(lines, result):
                return f"the brief forbids it ({said}): line {row} is a row of the table it keeps"
            continue
        pieces = [piece.strip().lower() for piece in ELLIPSIS.split(words) if piece.strip()]
        if not ENTRY_KEPT.search(said) and pieces and all(p in written for p in pieces):
            # `同句「约占观测升温的 20%」不改`: words of a sentence, which the edit leaves as
            # they are (it changes other words of the line); an entry kept is kept whole.
            continue
        label = CITATION_LABEL_ALONE.fullmatch(words.strip())
        for k in range(result.start, result.end):
            if label is not None:
                # `〔22〕那一行不改`: the reference's own line, which opens with its label; a
                # sentence citing it (`…约 40 例〔22〕。`) is no line of it.
                if LIST_MARK_LEAD.sub("", body_of(lines[k])).startswith(words.strip()):
                    return f"the brief forbids it ({said}): line {k + 1} is the line it keeps"
                continue
            if pieces and all(piece in lines[k].lower() for piece in pieces):
                return f"the brief forbids it ({said}): line {k + 1} is the line it keeps"
    return ""


def table_row_touched(lines: Sequence[str], result: Edit) -> int:
    """The number of a table row an edit changes, writes, or adds a line right under (its
    first); 0 where it touches none."""
    for k in range(result.start, result.end):
        if body_of(lines[k]).lstrip().startswith("|"):
            return k + 1
    if any(line.lstrip().startswith("|") for line in result.lines):
        return result.start + 1
    after_row = result.start > 0 and body_of(lines[result.start - 1]).lstrip().startswith("|")
    return result.start if result.start == result.end and after_row else 0


# A citation's label alone, as a keep names its line: `〔22〕`, `[22]`, `[^3]`, `【来源 7】`.
CITATION_LABEL_ALONE = re.compile(r"〔\d{1,3}〕|\[\^?[\w-]{1,20}\]|【[^【】\n]{1,12}】")
# A list item's marker before its words: `- `, `* `, `+ `.
LIST_MARK_LEAD = re.compile(r"^[ \t]*(?:[-*+][ \t]+)?")


# The marks that end a clause of a line: what a keep of words of it (`华东占比不动`) holds.
CLAUSE_STOP = re.compile(r"[，,。；;！!？?：:]")
# A line's marks around its words: its list marker, bold, code, quote marks and tags.
MARKUP_AROUND = re.compile(r"^\s*(?:[-*+]\s+|\d+[.)、]\s*)|[*_`>\s]|<[^<>]*>")


def kept_text_edited(
    lines: Sequence[str], span: Span, result: Edit, kept: Sequence[tuple[str, str]]
) -> str:
    """The reason an edit is forbidden by a keep of words of its section (`§2.1 华东占比本轮不动`):
    it changes a clause of the section's text that holds them, or the section's text holds them
    in no clause with more words (none, a heading's, a label's `**华东占比**：`), so the keep
    holds the whole section; "" where the edit leaves them be."""
    written = "".join(result.lines)
    for words, said in kept:
        nth = NTH_SENTENCE.fullmatch(words.strip())
        if nth is not None:
            # `§6-1 第一句保持原样`: that sentence of the section's first paragraph, its words
            # kept; an edit that leaves them (`第一段末尾追加一句`) stands.
            if reason := nth_sentence_edited(lines, span, result, nth, said):
                return reason
            continue
        clauses: list[tuple[int, str]] = []
        columns: list[tuple[int, int]] = []
        for k in range(span.start, span.end):
            body = body_of(lines[k])
            if words not in body or ATX.match(body) or HTML_HEADING.match(body):
                continue
            header = split_row(body) if body.lstrip().startswith("|") else []
            if words in header and k + 1 < span.end and DELIMITER_ROW.match(body_of(lines[k + 1])):
                # `§1.2 表 2027Q2E 列不动`: the column that header heads, its cells kept.
                columns.append((k, header.index(words)))
                continue
            if body.lstrip().startswith("|"):
                # A table's header or cell (`成熟度维持`): its column or row, no clause.
                clauses.append((k, words))
                continue
            stops = [0, *(m.end() for m in CLAUSE_STOP.finditer(body)), len(body)]
            for left, right in itertools.pairwise(stops):
                clause = body[left:right]
                if words in clause:
                    clauses.append((k, clause))
        if columns and not clauses:
            if column := column_edited(lines, result, columns):
                return f"the brief forbids it ({said}): {column}"
            continue
        if not clauses or any(
            len(CLAUSE_STOP.sub("", MARKUP_AROUND.sub("", clause)).strip()) <= len(words)
            for _, clause in clauses
        ):
            return (
                f"the brief forbids it ({said}): 「{words}」 is no clause of this section's "
                "text (a heading's or a label's words, or none), so the keep holds the section"
            )
        for k, clause in clauses:
            if result.start <= k < result.end and clause not in written:
                return f"the brief forbids it ({said}): line {k + 1} says it"
        before = "".join(lines[result.start : result.end])
        if written.count(words) > before.count(words):
            # `§2.1 自动化立体库不动` beside a new line about 自动化立体库: it speaks of the
            # thing kept, held with it.
            return f"the brief forbids it ({said}): the words it writes say 「{words}」"
    return ""


# A sentence named by its place (`第一句`, `第 2 句`, `首句`, `末句`, `最后一句话`).
NTH_SENTENCE = re.compile(
    r"(?:第\s*(?P<nth>\d{1,2}|[一二三四五六七八九十]{1,3})|(?P<first>首)|(?P<last>末|最后一?))\s*句话?"
)
# Where each sentence of a paragraph ends: right after its stop.
AFTER_SENTENCE = re.compile(r"(?<=[。！？!?])")


def nth_sentence_edited(
    lines: Sequence[str], span: Span, result: Edit, nth: re.Match[str], said: str
) -> str:
    """The reason an edit is forbidden by a keep of a sentence named by its place in the
    section's first paragraph: the edit changes that line and does not write the sentence's
    words again; "" where it does, or the section has no such sentence to tell."""
    paragraphs = own_paragraphs(lines, span)
    if not paragraphs:
        return f"the brief forbids it ({said}): the section has no paragraph of its own"
    first, last = paragraphs[0]
    text = "".join(lines[first : last + 1])
    sentences = [s.strip() for s in AFTER_SENTENCE.split(text) if s.strip()]
    if nth["first"]:
        index = 0
    elif nth["last"]:
        index = len(sentences) - 1
    else:
        number = nth["nth"]
        index = (int(number) if number.isdigit() else int(section_key(number))) - 1
    if not 0 <= index < len(sentences):
        return f"the brief forbids it ({said}): its paragraph has no such sentence"
    if (
        result.start <= last
        and first < result.end
        and sentences[index] not in "".join(result.lines)
    ):
        return f"the brief forbids it ({said}): lines {first + 1}–{last + 1} say it"
    return ""


def column_edited(lines: Sequence[str], result: Edit, columns: Sequence[tuple[int, int]]) -> str:
    """Where an edit changes a kept column (its header's line, its index): its header, or the
    cell under it of a row the edit writes again by the same name; "" where it leaves every
    such cell be (a new row adds a cell, it changes none)."""
    for header, column in columns:
        name = split_row(body_of(lines[header]))[column]
        if result.start <= header < result.end:
            return f"it rewrites the header of the column 「{name}」"
        first = header + 2
        last = first
        while last < len(lines) and body_of(lines[last]).lstrip().startswith("|"):
            last += 1
        old = {
            cells[0]: cells[column]
            for k in range(max(first, result.start), min(last, result.end))
            if len(cells := split_row(body_of(lines[k]))) > column
        }
        for line in result.lines:
            cells = split_row(body_of(line)) if line.lstrip().startswith("|") else []
            if len(cells) > column and cells[0] in old and old[cells[0]] != cells[column]:
                return f"it changes the row 「{cells[0]}」 under 「{name}」"
    return ""


def held_by(headings: Sequence[Heading], span: Span) -> str:
    """A span's title as shown, after its innermost heading's (`调度 › 推理引擎对比`)."""
    holders = [h for h in headings if h.start < span.start < h.end]
    holder = max(holders, key=lambda h: h.level).text if holders else ""
    return f"{holder} › {span.title}" if holder else span.title


def render(
    lines: Sequence[str],
    action: Action,
    *,
    date: str,
    headings: Sequence[Heading] | None = None,
    eol: str | None = None,
) -> Rendered:
    """The edit one action makes to the KB lines, or the reason it makes none. `headings`
    (outline(lines)) and `eol` (line_ending(lines)) are passed in when actions share a text."""
    if action.kind is ActionKind.NOT_UNDERSTOOD:
        return Rendered(status=Status.NOT_UNDERSTOOD, reason=action.reason)
    if action.forbidden_by:
        return Rendered(
            status=Status.FORBIDDEN, reason=f"the brief forbids it ({action.forbidden_by})"
        )
    if action.kind is ActionKind.NO_CONTENT:
        # An entry asked for that kbpatch cannot tie to an item: a request left undone.
        return Rendered(status=Status.UNRESOLVED, reason=action.reason or action.kind.value)
    if not action.kind.edits_document:
        return Rendered(status=Status.SKIPPED, reason=action.reason or action.kind.value)
    if action.target is None:
        return Rendered(status=Status.UNRESOLVED, reason="no section is named for this action")
    try:
        span, title = target_span(lines, action, headings)
    except Unresolved as err:
        # A removal says what it would take away: a section not found names no line.
        asked = (
            f" (asked to remove 「{action.anchor}」)" if action.kind is ActionKind.REMOVE else ""
        )
        return Rendered(status=Status.UNRESOLVED, reason=f"{err}{asked}")
    # Only new lines carry the provenance mark (and look for it): the others need none; a
    # question closed takes the brief's date from it where the closed lines are dated.
    mark = provenance(action, date) if action.kind in MARKED or action.closes_question else ""
    if eol is None:
        eol = line_ending(lines)
    try:
        if action.kind is ActionKind.ADD_QUESTION:
            result = add_question(lines, span, action, mark, eol, date)
        elif action.kind is ActionKind.ADD_ENTRY and action.placement.startswith("under"):
            result = add_sub_item(lines, span, action, mark, eol)
        elif action.kind is ActionKind.ADD_ENTRY:
            adder = cited_as_asked(or_as_written(partial(add_entry, date=date)))
            result = adder(lines, span, action, mark, eol)
        else:
            result = EDITORS[action.kind](lines, span, action, mark, eol)
    except Unresolved as err:
        return Rendered(status=Status.UNRESOLVED, reason=str(err), heading=title)
    if isinstance(result, str):
        return Rendered(status=Status.ALREADY_PRESENT, reason=result, heading=title)
    if kept := kept_line_edited(lines, result, action.kept_lines) or kept_text_edited(
        lines, span, result, action.kept_text
    ):
        return Rendered(status=Status.FORBIDDEN, reason=kept, heading=title)
    head = table_head_changed(lines, result)
    if head is not None and not (
        action.kind.changes_values and HEADER_ASKED.search(action.request)
    ):
        # Whatever path found it: a header holds every column's name, so words that only
        # stand there (`备注补"…"` with no row) are no row's; only `表头 …` asks for it.
        return Rendered(
            status=Status.UNRESOLVED,
            reason=(
                f"「{action.clause or action.request}」 finds only line {head + 1}, a table's "
                f"header or delimiter row ({body_of(lines[head]).strip()}), which is never "
                "edited unless the brief asks for the header; name the row; check by hand"
            ),
            heading=title,
        )
    split = table_split(lines, result)
    if split is not None:
        # Whatever path wrote it: a line that is no row, between two rows, cuts the table in
        # two (`- X：…` under 「层状氧化物」那行之后 where the brief describes a row).
        return Rendered(
            status=Status.UNRESOLVED,
            reason=f"the new line 「{shortened(split.strip(), 30)}」 is no table row but would "
            "stand between two rows of a table, cutting it in two; check by hand",
            heading=title,
        )
    if mark and english_section(lines, span, headings):
        result = in_english_punctuation(lines, result)
    if FULL_WIDTH.search("".join(result.lines)) and not any(FULL_WIDTH.search(x) for x in lines):
        # `９１%` in a document that writes every digit and letter in ASCII: ASCII too.
        result = result._replace(lines=tuple(in_ascii(line) for line in result.lines))
    if result.lines == tuple(lines[result.start : result.end]):
        # e.g. `243→243`: the brief asks for what the text already says.
        return Rendered(
            status=Status.ALREADY_PRESENT, reason="the text already reads so", heading=title
        )
    note = (
        key_wanted(lines, result) or label_wanted(lines, result)
        if action.kind is ActionKind.ADD_ENTRY
        else ""
    )
    return Rendered(status=Status.PROPOSED, heading=title, edit=result, reason=note)


def key_wanted(lines: Sequence[str], edit: Edit) -> str:
    """The report's note for a new entry that cites its paper as `[arXiv:id]` in a document
    that cites by bibliography keys (`[@key]`, forms.KEY_DEF): no key is made up, so the
    reviewer adds it; "" otherwise."""
    ids = [i for line in edit.lines for i in re.findall(r"\[arXiv:(\d{4}\.\d{4,5})\]", line)]
    if not ids or not any(forms.KEY_DEF.match(line) for line in lines):
        return ""
    return (
        f"the bibliography gives arXiv:{ids[0]} no citation key: the entry cites it as "
        f"[arXiv:{ids[0]}] where its neighbours' keys stand; add its key and bibliography line"
    )


# A new entry's source field that cites its paper inline: `  - 来源：arXiv:2611.88001`.
INLINE_SOURCE = re.compile(r"^(?P<head>\s+[-*+]\s+[^\s：:]{1,10}[：:]\s*)arXiv:(?P<id>\S+)\s*$")


def label_wanted(lines: Sequence[str], edit: Edit) -> str:
    """The report's note for a new entry whose source field cites its paper inline where the
    same field of the other entries cites a `[n]` label (fielded_entry): no `[n]: URL` list
    was found to number it in, so no label is made up; "" otherwise."""
    for line in edit.lines:
        inline = INLINE_SOURCE.match(line.rstrip("\r\n"))
        if inline is None:
            continue
        labelled = re.compile(re.escape(inline.group("head")) + r"\[\d+\]\s*$")
        if any(labelled.match(body_of(other)) for other in lines):
            return (
                f"the other entries cite their sources by [n] labels, but no `[n]: URL` list "
                f"was found to number arXiv:{inline.group('id')} in: it is cited inline; "
                "give it a label and its link line by hand"
            )
    new = [line for line in edit.lines if line not in lines[edit.start : edit.end]]
    cited = [i for line in new for i in re.findall(r"arXiv:(\d{4}\.\d{4,5})", line)]
    if not cited or any(KEY_CITED.search(line) for line in new):
        return ""
    keys = [lines[k] for k, _ in lines_matching(lines, KEY_LINK)]
    if len(keys) >= 2:
        # `MMLU (2026-01)` / `: … [hendrycks21].` with `[hendrycks21]: https://…` listed: a key
        # is made of the authors and year, which the brief does not give.
        return (
            f"the document cites by reference keys (「{keys[-1].strip()}」); the brief gives no "
            f"authors and year to key arXiv:{cited[0]} by: it is cited inline; add its key and "
            "reference line by hand"
        )
    return ""


# A reference link keyed by words (`[hendrycks21]: https://…`), and a key cited in a line.
KEY_LINK = re.compile(r"^ {0,3}\[[A-Za-z][\w-]*\]:\s*https?://")
KEY_CITED = re.compile(r"\[[A-Za-z][\w-]*\d{2}[a-z]?\](?![(:])")


def english_section(
    lines: Sequence[str], span: Span, headings: Sequence[Heading] | None = None
) -> bool:
    """Whether a section is English as its document is: most of its lines hold no Chinese
    character, and no heading of the document does (`## 1. Engines`, not `## 一、引擎`)."""
    filled = [line for line in lines[span.start : span.end] if line.strip()]
    if not filled or sum(1 for line in filled if HAN.search(line)) * 5 > len(filled):
        return False
    texts = (h.text for h in headings) if headings is not None else (h.text for h in outline(lines))
    return not any(HAN.search(text) for text in texts)


# Chinese punctuation and the ASCII an English line writes instead: brackets, a colon, comma
# or semicolon, a full stop, question or exclamation mark.
ENGLISH_MARKS = {
    "（": "(",
    "）": ")",
    "：": ":",
    "，": ",",
    "；": ";",
    "。": ".",
    "？": "?",
    "！": "!",
}


# Where a clause ends: a mark above, or its ASCII form before a space or the line's end (not
# the dots and colons inside ids, versions and paths).
CLAUSE_END = re.compile(r"[：，；。？！]|[:;,.?!](?=\s|$)")
# The provenance mark kbpatch writes, `（E1 2026-12-02 · 条目 1）`: its words stay, its brackets
# are the document's.
PROVENANCE = re.compile(r"E1\s")


def english_punctuation(text: str) -> str:
    """A line kbpatch wrote, with the ASCII punctuation of an English document where the
    marks are its own or close Latin words: `X（arXiv:…）：说明。（E1 … · 条目 1）` → `X (arXiv:…):
    说明。 (E1 … · 条目 1)`. Brackets around words without Chinese, and the provenance mark's,
    become ` (…)`; another mark becomes ASCII when the clause it ends holds no Chinese (the
    colon after a name, the stop after a path), with a space after it. A clause of the
    brief's in Chinese keeps its marks (`配额，超额请求先等待。`), as Chinese is written in
    any document, and so does an aside in Chinese (`（作者自测）`)."""
    ascii_at: set[int] = set()
    opened: list[int] = []
    for index, char in enumerate(text):
        if char == "（":
            opened.append(index)
        elif char == "）" and opened:
            start = opened.pop()
            inner = text[start + 1 : index]
            if not HAN.search(inner) or PROVENANCE.match(inner):
                ascii_at.update((start, index))
    clause_start = 0
    for end in CLAUSE_END.finditer(text):
        if end.group(0) in ENGLISH_MARKS and not HAN.search(text, clause_start, end.start()):
            ascii_at.add(end.start())
        clause_start = end.end()
    out: list[str] = []
    for index, char in enumerate(text):
        if index not in ascii_at:
            out.append(char)
            continue
        ascii_mark = ENGLISH_MARKS[char]
        if char == "（":
            if out and not out[-1].isspace() and out[-1] not in "([":
                out.append(" ")
            out.append(ascii_mark)
            continue
        while char == "）" and out and out[-1] == " ":
            out.pop()  # `说明. )` where `。）` met
        out.append(ascii_mark)
        following = text[index + 1 : index + 2]
        if char != "）" and following and not following.isspace() and following not in "）)]":
            out.append(" ")
    return "".join(out)


def in_english_punctuation(lines: Sequence[str], edit: Edit) -> Edit:
    """The edit with each line it adds (not one it keeps) in English punctuation."""
    kept = {body_of(line) for line in lines[edit.start : edit.end]}
    changed = tuple(
        line
        if body_of(line) in kept or not line.strip()
        else english_punctuation(body_of(line)) + eol_of(line)
        for line in edit.lines
    )
    return edit._replace(lines=changed)


# A changelog's dated heading: `### 2026-12-08`, or a version and its date, `### v1.3
# （2027-02-24）`.
DATED_HEADING = re.compile(
    r"^(?P<marks>#{2,6})[ \t]+(?:[vV]?\d{1,3}(?:\.\d{1,3}){0,3}[ \t]?[（(])?"
    r"(?P<date>\d{4})-(?P<month>\d{1,2})-(?P<day>\d{1,2})[）)]?[ \t]*$"
)


def dated_heading_entry(
    lines: Sequence[str], span: Span, action: Action, mark: str, eol: str
) -> Edit | str:
    """`§9 新增「### 2026-12-11」小节，写入：「- …」` where the section keeps its changes under
    dated headings of that level, in date order: the heading and the line under it, as the
    brief writes them (in the list's marker), where the order puts them. Unresolved where the
    section keeps no such headings, keeps them in no order, or has that date's heading."""
    entry = action.entry
    assert entry is not None
    heading = entry.heading
    if not heading.startswith("#"):
        # `加 v1.4（2027-03-04）小节`: the heading's words alone, at the level of the
        # changelog's dated headings (one level, or none is taken).
        levels = {
            found.group("marks")
            for k in range(span.start, span.end)
            if (found := DATED_HEADING.match(body_of(lines[k])))
        }
        heading = f"{levels.pop()} {heading}" if len(levels) == 1 else heading
    said = DATED_HEADING.match(heading)
    heads = [
        (k, found)
        for k in range(span.start, span.end)
        if (found := DATED_HEADING.match(body_of(lines[k])))
        and said is not None
        and found.group("marks") == said.group("marks")
    ]
    words = f"「{heading}」 with 「{shorten_line(entry.statement)}」"
    if said is None or not heads:
        raise Unresolved(
            f"the brief dictates a dated heading {words}, but this section keeps no dated "
            "headings of that level to put it among; check by hand"
        )

    def day(found: re.Match[str]) -> tuple[int, int, int]:
        return int(found.group("date")), int(found.group("month")), int(found.group("day"))

    new, dates = day(said), [day(found) for _, found in heads]
    written = entry.statement.split("\n")
    if new in dates:
        if all(any(w in lines[k] for k in range(span.start, span.end)) for w in written):
            return f"the changelog holds {heading} and its line already"
        raise Unresolved(
            f"this changelog has a heading for {said.group(0).lstrip('# ')} already; the line "
            f"is not put under it: check by hand ({words})"
        )
    listed = next(
        (m for k in range(heads[0][0], span.end) if (m := LIST_LINE.match(body_of(lines[k])))),
        None,
    )
    marker = f"{listed.group('marker')}{listed.group('gap')}" if listed else "- "
    # The mark after each line's own words and stop, as the changelog's dated lines take it.
    added = [f"{marker}{words}{mark}" for words in written]
    if dates == sorted(dates, reverse=True):
        later = [k for (k, _), when in zip(heads, dates, strict=True) if when < new]
    elif dates == sorted(dates):
        later = [k for (k, _), when in zip(heads, dates, strict=True) if when > new]
    else:
        raise Unresolved(
            f"this changelog's dated headings stand in no date order; {words} is not placed "
            "among them: check by hand"
        )
    if later:
        return insert_after(lines, later[0] - 1, [heading, "", *added, ""], eol)
    last = max(k for k in range(span.start, span.end) if lines[k].strip())
    return insert_after(lines, last, ["", heading, "", *added], eol)


# A heading's number and marks before its words: `8 `, `七、`, `R. `, `§8 `.
HEADING_NUMBER_LEAD = re.compile(r"^[\s§\dA-Z.．、（）()一二三四五六七八九十]+")


def titled_references(title: str) -> bool:
    """Whether a section's title names it the list of references (`8 参考文献`, `七、参考资料`,
    `R. 参考文献 · References`, `附录B　参考文献`): its first words, its number or its
    appendix's label aside."""
    words = HEADING_NUMBER_LEAD.sub("", title).split()
    if words[:1] and APPENDIX_LABEL.fullmatch(words[0]):
        words = words[1:]
    return bool(words) and CITATION_LIST_NAME.fullmatch(words[0]) is not None


# An appendix's label before its title's words: `附录B`, `附录 2`, `Appendix C`.
APPENDIX_LABEL = re.compile(r"(?:附录|附|Appendix)\s*[A-Z0-9一二三四五六七八九十]{1,3}[.．:：]?")


# The label another question opens with (`Q14`, `OQ-3`, `问题 4`): a line under a question
# that holds one is no answer of it.
ANOTHER_QUESTION = re.compile(rf"(?:{QUESTION_ID}(?![\w.])|{QUESTION_WORD_ID})")


def answer_under(
    lines: Sequence[str], span: Span, action: Action, mark: str, eol: str
) -> Edit | str:
    """`Q13 下面补答复：`  → 答：…``: the dictated line, as written, right under the one line of
    the section that opens with the question's label. Where lines stand under it already, the
    new line goes after them only when it is dated and they are dated lines of its own form, none
    later (`   - 2026-11-20 更新：…`, `**进展（2026-11-10）**：…`): the question's record runs on
    in date order. Anything else there (an answer, a note) is not guessed at: Unresolved, as
    where no line or several open with the label."""
    label = action.anchor
    found = lines_opening_with_label(lines, range(span.start, span.end), label)
    if len(found) != 1:
        raise Unresolved(f"{len(found)} lines open with {label}; wanted one; check by hand")
    question = found[0]
    under = lines_under_question(lines, question, span.end)
    written = append_in_line(with_dated_lead(lines, span, under, action.new_value.rstrip()), mark)
    if not under:
        if ATX.match(body_of(lines[question])):
            # (Under a heading, apart from it as the document's paragraphs are.)
            return insert_after(lines, question, ["", written], eol)
        return insert_after(lines, question, [nested_under(lines, span, question, written)], eol)
    said = action.new_value.strip().rstrip("。.")
    for k in under:
        if said in lines[k]:
            return f"line {k + 1} under {label} already says 「{shorten_line(said)}」"
    form, date = dated_form(written)
    # (Whether the lines there stand apart, as paragraphs, or run on, as a list.)
    apart = any(not lines[k].strip() for k in range(under[0], under[-1]))
    if ATX.match(body_of(lines[question])) and not LIST_LINE.match(written):
        # `#### Q7 …？` over its own words, then its dated paragraphs: a new dated paragraph
        # follows them all (apart, as paragraphs stand), its words first left out of the count.
        own_words = 0
        while own_words < len(under) and not dated_form(body_of(lines[under[own_words]]))[1]:
            own_words += 1
        if date and own_words and own_words == len(under):
            return insert_after(lines, under[-1], ["", written], eol)
        under = under[own_words:] if date and own_words else under
    forms = [dated_form(body_of(lines[k])) for k in under]
    if not date or any(other[0].lstrip() != form.lstrip() or other[1] > date for other in forms):
        raise Unresolved(
            f"line {under[0] + 1} stands under {label} already; where the new line goes among "
            "the lines there is not guessed; check by hand"
        )
    # The lines' own indent, where the brief gives the line without it.
    written = forms[-1][0][: len(forms[-1][0]) - len(forms[-1][0].lstrip())] + written.lstrip()
    last = under[-1]
    if action.siblings and action.siblings[0] not in lines[last]:
        # `放在 11-12 那条后面`: only where that line is the last there (the record's order).
        raise Unresolved(
            f"the brief puts the line after the one holding 「{action.siblings[0]}」, but line "
            f"{last + 1} is the last under {label}; check by hand"
        )
    return insert_after(lines, last, ["", written] if apart else [written], eol)


def with_dated_lead(lines: Sequence[str], span: Span, under: list[int], given: str) -> str:
    """A dated line given bare (`2026-11-24：…`) led as the dated lines under the question are
    (`    - 2026-11-18：…`), or, where it has none, as those under the section's other questions,
    when they all share one lead that is only a list marker and the same mark after their date;
    any other line as given (a person places it)."""
    form, date = dated_form(given)
    if not date or form.strip():
        return given
    after = given[len(form) + len(date) : len(form) + len(date) + 1]
    pool = under or [
        below
        for k in range(span.start, span.end)
        if LIST_LINE.match(body_of(lines[k]))
        for below in lines_under_question(lines, k, span.end)
    ]
    leads = set()
    for k in pool:
        lead, their_date = dated_form(body_of(lines[k]))
        if their_date:
            mark_after = body_of(lines[k])[len(lead) + len(their_date) :][:1]
            leads.add((lead, mark_after))
    if len(leads) != 1:
        return given
    lead, mark_after = next(iter(leads))
    if lead.strip() not in ("-", "*", "+") or mark_after != after:
        return given
    return lead + given.lstrip()


def nested_under(lines: Sequence[str], span: Span, question: int, written: str) -> str:
    """A list item given for a question that is a list item (`- 2026-12-01 更新：…` under
    `- Q2：…？`), nested under it: in the indent the section's other questions give such lines
    (`   - 2026-11-20 更新：…`), else in the question's own words' indent. Any other line as
    given."""
    asked = LIST_LINE.match(body_of(lines[question]))
    given = LIST_LINE.match(written)
    if asked is None and given is not None and not given["indent"]:
        # `**Q2** …？` with `  - 答（…）：…` under the others: their one indent, where they
        # share it.
        form = dated_form(written)[0]
        indents = {
            own[: len(own) - len(own.lstrip())]
            for k in range(span.start, span.end)
            for own, date in [dated_form(body_of(lines[k]))]
            if date and own.lstrip() == form and own != own.lstrip()
        }
        return indents.pop() + written if len(indents) == 1 else written
    if asked is None or (given is not None and len(given["indent"]) > len(asked["indent"])):
        return written
    form = dated_form(written)[0].lstrip()
    for k in range(span.start, span.end):
        if k != question and LIST_LINE.match(body_of(lines[k])):
            for below in lines_under_question(lines, k, span.end):
                own = dated_form(body_of(lines[below]))[0]
                if own.lstrip() == form and len(own) - len(own.lstrip()) > len(asked["indent"]):
                    return own[: len(own) - len(own.lstrip())] + written.lstrip()
    if given is None:
        # `> 更新（…）：…` under `5. 【Q-5】…？` where no other question has such a line: not
        # nested by guess.
        return written
    depth = len(asked["indent"]) + len(asked["marker"]) + len(asked["gap"])
    return " " * depth + written.lstrip()


def lines_under_question(lines: Sequence[str], question: int, end: int) -> list[int]:
    """The lines that belong to the question at `question`, up to `end`: for a heading, the
    lines of words under it before the next heading; for a line, the lines right after it (no
    blank between) that open no question of their own, no heading, and stand no list item at
    its own indent or less."""
    if ATX.match(body_of(lines[question])):
        under = []
        for k in range(question + 1, end):
            if ATX.match(body_of(lines[k])):
                break
            if lines[k].strip():
                under.append(k)
        return under
    indent = len(lines[question]) - len(lines[question].lstrip(" \t"))
    listed = LIST_LINE.match(body_of(lines[question])) is not None
    under = []
    for k in range(question + 1, end):
        body = body_of(lines[k])
        lead = QUESTION_LINE_LEAD.match(body)
        opens = ANOTHER_QUESTION.match(body, lead.end() if lead else 0)
        if not body.strip(" \t>") or ATX.match(body) or opens:
            break
        if listed and LIST_LINE.match(body) and len(body) - len(body.lstrip(" \t")) <= indent:
            break
        under.append(k)
    return under


# A dated line's form: what stands before its date (`   - `, `> **进展（`), and the date.
FORM_BEFORE_DATE = re.compile(r"^(?P<form>\D*?)(?P<date>(?<!\d)\d{4}-\d{2}-\d{2})(?!\d)")


def dated_form(line: str) -> tuple[str, str]:
    """What stands before a line's date and the date, or the line and no date."""
    found = FORM_BEFORE_DATE.match(line)
    return (found["form"], found["date"]) if found else (line, "")


# A line of the document that answers the question above it, in its form: its lead (quote
# marks, list marker, bold), its date in brackets, if any, and its colon
# (`> **答**（2026-10-14）：`).
ANSWER_FORM = re.compile(
    r"^(?P<lead>[ \t]*(?:>[ \t]?)*(?:[-*+][ \t]+)?(?:\*\*|__)?(?:答|答复|回答)(?:\*\*|__)?)"
    r"(?P<dated>[ \t]?[（(](?P<date>\d{4}-\d{2}-\d{2})[）)])?[ \t]?(?P<colon>[：:])[ \t]?(?=\S)"
)


def answer_in_form(
    lines: Sequence[str], span: Span, action: Action, mark: str, eol: str
) -> Edit | str:
    """`在问题 4 下方补答，日期记 2026-12-09，答复文字为：「…」`: the answer's words in the form
    every answer of the document has (`> **答**（date）：…`), right under the question's line.
    Unresolved where the document answers in no one form, dates its answers and the brief
    gives no date (or the other way round)."""
    answers = [found for line in lines if (found := ANSWER_FORM.match(body_of(line)))]
    forms = {(found["lead"], bool(found["dated"]), found["colon"]) for found in answers}
    if len(forms) != 1:
        raise Unresolved(
            f"the document answers its questions in {len(forms)} forms; the answer's line is "
            "not guessed; check by hand"
        )
    lead, dated, colon = next(iter(forms))
    if dated != bool(action.new_value):
        said = "gives no date for it" if dated else f"dates it {action.new_value}"
        raise Unresolved(
            f"the document's answers {'carry' if dated else 'carry no'} their date, but the brief "
            f"{said}; check by hand"
        )
    when = answers[0]["dated"].replace(answers[0]["date"], action.new_value) if dated else ""
    line = f"{lead}{when}{colon}{action.answer.strip()}"
    return answer_under(lines, span, replace(action, new_value=line), mark, eol)


def add_entry(
    lines: Sequence[str], span: Span, action: Action, mark: str, eol: str, date: str = ""
) -> Edit | str:
    assert action.entry is not None
    if action.whole_line:
        return answer_under(lines, span, action, mark, eol)
    if action.answer and action.target is not None and action.target.key == QUESTION_LINE:
        return answer_in_form(lines, span, action, mark, eol)
    if action.entry.changelog and action.entry.heading:
        return dated_heading_entry(lines, span, action, mark, eol)
    if action.target is not None and QUESTION_NAME_LABEL.fullmatch(action.target.raw.strip()):
        # `Q2 下加…` read as no answer or progress line of Q2: the section's lists run across
        # its questions, and their end or date order is no place under Q2.
        raise Unresolved(
            f"the brief asks for a line under {action.target.raw.strip()}, in words kbpatch does "
            "not read as that question's answer or progress line; check by hand"
        )
    words = (action.entry.statement or action.entry.summary).strip().strip("`")
    if (
        (action.entry.dictated or action.entry.statement)
        and titled_references(span.title)
        and AUTHOR_YEAR_LINE.match(words)
    ):
        # `附录B 增补：「Yang, Q. 等 (2026). …」` where 附录B is the references: the reference
        # as given, placed by its first author, never an entry named by the item's title.
        return written_by_author(lines, span, replace(action, written=words), mark, eol)
    reference = (action.entry.statement or action.entry.label or words).strip().strip("`")
    if titled_references(span.title) and KEYED_REFERENCE_LINE.match(reference):
        # `参考文献补 `- Zealand 2026. Title. Source.``: the reference as given, by its key.
        return written_by_key(lines, span, replace(action, written=reference), mark, eol)
    if (
        (action.entry.dictated or action.entry.statement)
        and BRACKETED_REFERENCE_LINE.match(words)
        and any(
            BRACKETED_REFERENCE_LINE.match(body_of(lines[k])) for k in range(span.start, span.end)
        )
    ):
        # `§9 补一条：`〔28〕机构，标题，日期，链接`` where §9 lists `〔27〕…`: the reference as
        # given after the last, labelled next (written_as_given), never an entry of the item.
        # (A dictated line's words may keep its closing backtick and a stop after it.)
        reference = re.sub(r"`[。.]?$", "", words).strip()
        return written_as_given(lines, span, replace(action, written=reference), mark, eol)
    # (A dictated line's words come without their marker: `- [X](…)` gives `[X](…)`.)
    link_line = words if LINK_LIST_LINE.match(words) else f"- {words}"
    if (
        (action.entry.dictated or action.entry.statement)
        and LINK_LIST_LINE.match(link_line)
        and any(LINK_LIST_LINE.match(body_of(lines[k])) for k in range(span.start, span.end))
    ):
        # `来源一节末尾添上 `- [X](https://…)（季度）`` where the section lists links: the line
        # as given, its page listed once (written_link_line).
        return written_link_line(lines, span, replace(action, written=link_line), mark, eol)
    if (
        not action.entry.dictated
        and titled_references(span.title)
        and not action.source_ids
        and not item_facts(action, mark).ids
    ):
        # `§8 登记 Qian` where §8 is `## 8 参考文献`: a reference list takes the reference the
        # brief writes out or cites by its id, never an entry made of the item's words.
        raise Unresolved(
            f"this section is a list of references ({span.title}); kbpatch adds to it only a "
            "reference the brief writes out whole or cites by its id, never an entry made of "
            "the item's words: check by hand"
        )
    block = Block(lines, span)
    hidden = commented_lines(lines, span)
    for key in entry_keys(action.entry, action, mark):
        if any(k not in hidden for k in block.find(key)):
            return f"「{key}」 is already in this section"
    if action.source_ids and block.find("[^"):
        # The section may cite the paper through a footnote marker rather than by its id.
        footnotes = forms.footnotes_of(lines)
        for paper in action.source_ids:
            marker = footnotes.get(paper)
            if marker and block.find(marker):
                return f"arXiv:{paper} is already cited in this section ({marker})"
    # Only the name here: a row of the brief's own cells holds none of the 要点's words, so
    # words the brief keeps out of the 要点 (facts_for) do not hold it back.
    name = item_facts(action, mark).name
    # A row the brief writes out, or gives by column name, is named by its own first cell, not
    # by the item: the table's rows are checked for it below (and in row_by_columns).
    given = bool(action.entry.row) or bool(named_cells(action.request)) or action.entry.changelog
    pointed = ENTRY_ADDED_TO.search(action.clause or action.request)
    other = pointed.group("name").strip('*`「」"“” ') if pointed else ""
    standing = same_named_entry(lines, span, other or name)
    if standing is not None and (
        sub_item := field_added(lines, span, standing, other or name, action, mark, eol)
    ):
        # `GraphDOP 条目补一行：状态：…` where `- **GraphDOP**` holds labelled sub-items: one
        # more of them, never a second entry of that name.
        return sub_item
    if other and other != name and standing is not None:
        # `Vega 条目补一行：…` in an item about Lyra: a line of the entry Vega, not Lyra's entry.
        raise Unresolved(
            f"the brief asks to add to the entry 「{other}」 (line {standing + 1}) in words "
            "kbpatch does not write there; no entry of the item is added in their stead"
        )
    twin = None if given else standing
    if twin is not None:
        raise Unresolved(
            f"an entry named 「{name}」 already stands in this section"
            f" (line {twin + 1}); a second one is not added: check the brief's words"
        )
    headings = parts_with_entries(lines, span)
    headed = heading_entries(lines, headings) if headings else None
    if headed is not None and headed.fields:
        # `#### X` then `- 来源：…`, `- 要点：…` for each entry: one more so, after the last
        # one or after the one the brief names.
        return add_heading_entry(lines, headings, headed, action, mark, eol, date)
    named = sibling_item(lines, span, action.siblings)
    if action.placement == "after":
        follow_one(lines, span, action.siblings[0], named is not None)
    if action.before_sibling:
        followed_by(lines, span, named, action.siblings[0], action.before_sibling)
    if named is not None and not LIST_LINE.match(body_of(lines[named[0]])):
        # A list item's own list is found from it (sub_list); a paragraph's form is its part's.
        span = neighbours_part(lines, span, named[0])
    if named is not None:
        named = numbered_place(lines, span, named, action)
    if named is not None and PARAGRAPH_ITEM.match(body_of(lines[named[0]])):
        named = lettered_place(lines, span, named, action)
    beside = named[1] if named else -1
    parts = parts_with_entries(lines, span) if named is None else []
    if (headed := heading_entries(lines, parts)) is not None:
        return add_heading_entry(lines, parts, headed, action, mark, eol, date)
    if len(parts) > 1:
        # `§3.2 新增一条` where §3.2 writes nothing of its own and leaves its entries to
        # 3.2.1 and 3.2.2: which of them is not told.
        raise Unresolved(
            "this section's entries stand in its sub-sections "
            + "、".join(f"「{h.text}」 (line {h.start + 1})" for h in parts)
            + "; the brief names neither one nor an entry to stand beside; not guessing"
        )
    try:
        kind = "row" if action.entry.row else "entry"
        tail = entry_tail(lines, span, table_named(action), list_named(action), kind)
    except Unresolved:
        if beside < 0:
            raise
        # Which of several lists holds the entries is not known, but the named neighbour's
        # own list is where the new entry goes (sub_list, below).
        tail = Tail(after=beside, form="paragraph")
    after = tail.after if beside < 0 else beside
    # Only a named neighbour puts the entry in a nested list: the end of the last group is
    # no reason to join that group.
    # The neighbour's own list, from its first line: not the list of the details nested
    # under it (`  - 来源：[3]` under `- **RAPTOR**`), which are no entries.
    nested = sub_list(lines, span, after, tail, named[0]) if named else None
    if nested is not None:
        # Beside a nested entry (`写法同 wren/mesh`, a sub-item): one of its nested list.
        tail = nested
    elif groups := group_labels(lines, span, tail):
        words = list_named(action)
        picked = [g for g in groups if g in words]
        group = group_tail(lines, span, tail, picked[0]) if len(picked) == 1 else None
        if group is not None:
            # `§1.2 AMD 下新增一条 X`: the group the brief names, after its last entry.
            tail, after = group, group.after
        else:
            raise Unresolved(
                "this list groups its entries under "
                + "、".join(f"「{g}」" for g in groups)
                + "; the brief names no group nor an entry of a group to stand beside; "
                "not guessing"
            )
    own_words = action.entry.statement or (action.entry.summary if action.entry.dictated else "")
    if beside < 0 and not ASKED.search(own_words):
        # `§六 新增一条 X` where §六 is the open questions: a paper is no question.
        pairs = section_pairs(lines, span)
        if is_question_list(tail, span.title):
            asked = tail.items[-1]
        elif len(pairs) >= 2:
            # `Q: …？` / `A: …` pairs: questions, each with its answer.
            asked = QUOTE_MARK.sub("", body_of(lines[pairs[-1][0]]), count=1).strip()
        else:
            asked = paragraphs_ask(lines, span) if tail.form == "paragraph" else ""
        if asked:
            raise Unresolved(
                f"this section is a list of open questions (「{asked}」); a new entry is not "
                "filed among them"
            )
    if not forms.is_citation_list(tail.items) and (cited := reference_list(lines, span, tail)):
        # `§6 参考文献登记 [@key]` where §6 lists `* [@key] Title. arXiv:id.`: a summary entry
        # would stand in a bibliography; its lines' form is not one kbpatch writes.
        raise Unresolved(
            f"this section is a list of references (「{shorten_line(cited)}」) in a form kbpatch "
            "does not write; a new entry is not filed among them: add the reference by hand"
        )
    table = named_table_words(action)
    if tail.form != "table" and table and not names_heading(table, action, span.title):
        # `§4.2 格式表增加 X 一行`: a row of the table, never a bullet under it; not `§5 术语表`,
        # the section's own heading (`## 5. 术语表`).
        raise Unresolved(
            f"the brief asks for a row of 「{table}」, but this section's entries stand in a "
            "list, not in that table; the row and its cells are not guessed"
        )
    if action.entry.changelog and tail.form == "table":
        # `变更记录加一行：2026-12-09 | 改 X | Lin`: the brief's own cells, every one, where the
        # table's date order puts them; never a row built from the item.
        cells = changelog_cells(tail, action.entry)
        new = [given_row(tail, cells, mark)]
        return insert_after(lines, dated_row_place(lines, tail, cells), quoted(tail, new), eol)
    if action.entry.row and tail.form == "table":
        # `补一行：| X | … |` where the table holds a row X: that row, never a second one.
        first = action.entry.row[0].strip(" *`")
        firsts = [row[0].strip(" *`") for row in tail.rows if row]
        held = [name for name in firsts if name == first]
        # (A first column whose rows repeat a name (`2T 组件` in two rows) names no one row.)
        unique_names = len(set(firsts)) == len(firsts)
        whole = [
            row
            for row in tail.rows
            if [c.strip() for c in row] == [c.strip() for c in action.entry.row]
        ]
        if whole:
            return f"this table already holds the row 「{' | '.join(action.entry.row)}」"
        if first and held and unique_names:
            raise Unresolved(
                f"this table already holds a row 「{first}」; a second row of that name is not "
                "added (change its cells by their old values)"
            )
    if action.entry.row:
        # `一行：| X | 库 | … |`: the brief's own cells, never a row built from the item; in a
        # table whose rows stand in date order, where its date puts it.
        new = [given_row(tail, action.entry.row, mark)]
        # (Right after the row the brief names, where it names one: its word over the order.)
        by_date = tail.form == "table" and beside < 0
        dated = date_ordered_place(tail, action.entry.row) if by_date else None
        return insert_after(lines, after if dated is None else dated, quoted(tail, new), eol)
    if tail.form == "table" and (listed := listed_cells(action)):
        # `新增一行：LayerServe，Rust，1.5×`: the brief's cells in the columns' order, the
        # source column (when it is the one they leave out) the item's; any other count is
        # reported by given_row, never filled from the item's words.
        meanings = forms.column_meanings(tail.columns)
        if len(listed) + 1 == len(tail.columns) and meanings[-1] == "source":
            sources = [row[-1] for row in tail.rows if row]
            listed = [*listed, forms.source_cell(item_facts(action, ""), sources)]
        # In a table whose rows stand in date order, where its date puts it (unless the
        # brief names the row it goes after).
        dated = date_ordered_place(tail, listed) if beside < 0 else None
        new = [given_row(tail, listed, mark)]
        return insert_after(lines, after if dated is None else dated, quoted(tail, new), eol)
    if tail.form == "table" and (dictated := dictated_cells(action, tail.columns)):
        # `加一行 X（类型：…；规模：…）`: cells the brief gives by column, the row built from
        # them in the table's order; never from the item's words beside them.
        row = row_by_columns(tail, action, facts_for(action, mark), mark, dictated)
        return insert_after(lines, after, quoted(tail, [row]), eol)
    if tail.form == "table" and (words := unread_row_words(action)):
        # `新增 X 一行（约 2 万条、多为 A、MIT）`: values with no column each; never the
        # item's words in the row in their stead.
        raise Unresolved(
            f"the brief gives the new row's words 「{shorten_line(words)}」 but not which "
            "column each goes in (as 「A | B | C」 in the columns' order, or 「列名：值」); "
            "kbpatch builds no row from the item's words beside them: add it by hand"
        )
    if (
        tail.form == "table"
        and len(tail.columns) >= 3
        and (
            action.entry.statement
            or (action.entry.dictated and not action.entry.named and not action.entry.term)
        )
    ):
        # `§2 新增一条：「…。」` where the section's entries are the rows of a table of several
        # columns: the brief's sentence (no name of its own) is no row, and its words are not
        # split into cells.
        raise Unresolved(
            "the brief dictates the new entry's words, but this section's entries are the rows "
            f"of a table ({' | '.join(tail.columns)}); which cell each word goes in is not "
            "guessed: give the row as 「A | B | C」 or name the list it belongs to"
        )
    if tail.form == "table" and (groups := grouped_rows(tail.rows)):
        raise Unresolved(
            "this table groups its rows under "
            + "、".join(f"「{g}」" for g in groups)
            + " (blank cells below each); a new row's group and place are not guessed"
        )
    if nested is None and (
        fielded := fielded_entry(lines, span, tail, after, action, mark, eol, date)
    ):
        return fielded
    name = item_facts(action, mark).name
    fields = given_fields(action.request, name, ())
    if not action.entry.dictated and len(fields) >= 2:
        # `补录一条：**X**（机构：…；架构：…）` where the entries write no such fields: the
        # brief's fields are not written as kbpatch's words, nor the item's words in their stead.
        raise Unresolved(
            "the brief gives the new entry's fields "
            + "、".join(f"「{label}」" for label in fields)
            + ", which the entries here do not write as fields; add it by hand"
        )
    given_as_line = re.search(
        r"(?:^|[\s：:`「“\"])[-*+][ \t]+" + re.escape(action.entry.statement[:20]), action.request
    )
    if action.entry.statement and given_as_line and forms.is_citation_list(tail.items):
        # `附录 B 补录 - Zhong, H.-S. et al. (2020). …`: the brief's whole reference line, at
        # its place among the list's; never an entry made of the item's words.
        written = replace(action, written=action.entry.statement)
        placed = written_bullet_citation(lines, span, written, mark, eol)
        if placed is None:
            raise Unresolved(
                f"the brief gives a reference line (「{shorten_line(action.entry.statement)}」) "
                "for a list whose form kbpatch does not write it in; add it by hand"
            )
        return placed
    tail = kb_wide_label(lines, span, tail)
    tail = marked_like_the_document(lines, tail)
    tail = numbered_paragraphs(lines, span, tail)
    keyed = keyed_reference(lines, facts_for(action, mark)) if tail.form == "definition" else None
    new = entry_lines(tail, action, mark, lines, date, keyed[0] if keyed else "")
    if unsaid := name_left_out(action, new):
        # `§2.1 新增一条 嘉兴冷库` in an item about another thing: the entry the brief names is
        # not the one the item's words make; never written under the item's name instead.
        raise Unresolved(
            f"the brief names the new entry 「{unsaid}」, which the entry built from the item's "
            "words does not say; no entry is written in its stead: add it by hand"
        )
    if missing := given_words_left_out(action, new):
        # `补录一行：X，2026 年投运` into a list: the brief's own words for the line, which
        # the entry built here does not say; never the item's words in their stead.
        raise Unresolved(
            f"the brief gives the new line's words 「{shorten_line(missing)}」, which kbpatch "
            "does not read as the whole entry; no entry is built from the item's words in their "
            "stead: add it by hand"
        )
    if tail.form == "paragraph" or (
        tail.form in ("bullet", "ordered") and is_loose_list(lines, span, after)
    ):
        new = ["", *new]
    if tail.form == "paragraph" and (rule := rule_between(lines, span, after)):
        new = ["", rule, *new]  # `---` between every two entries: before the new one too
    first = next((line for line in new if line.strip()), "")
    undated = (item := LIST_LINE.match(first)) is None or date_lead(item.group("body")) is None
    if tail.form == "bullet" and undated and timeline_dates(lines, tail) is not None:
        # Every line of the list opens with its date (a changelog, a timeline, whatever its
        # heading says): a new line there is the dated line the brief gives, never the item's
        # entry; a date or words the brief does not give are not made up.
        raise Unresolved(
            "every line of this list opens with its date (a changelog or timeline), and the "
            "brief gives no dated line for it (its date and words, as 「date：text」); kbpatch "
            "makes up neither and writes no entry of the item there: add it by hand"
        )
    if action.entry is not None and action.entry.changelog:
        # A changelog's dated line goes where the list's date order puts it, newest first
        # or last as the list keeps it; a list in no date order is not guessed at.
        ordered = date_order_place(lines, tail, new[0]) if tail.form != "paragraph" else None
        if tail.form == "ordered" and ordered != tail.after:
            # `1. 2026-10-15：…`: a numbered changelog takes a new line at its end only; one
            # placed among its lines would renumber those after it.
            ordered = None
        new[0] = with_date_mark(new[0], date_mark(lines[tail.after]), date_gap(lines[tail.after]))
        if ordered is None or date_mark(new[0]) != date_mark(lines[tail.after]):
            raise Unresolved(
                f"the changelog line 「{action.entry.statement}」 is placed by date, but this "
                "section is no dated list in date order whose lines follow their date as this "
                "one does: add it by hand"
            )
        after = after if ordered == tail.after else ordered  # the list's end, as it is found
    elif beside < 0 and action.placement == "end" and tail.form == "bullet" and new and new[0]:
        # With no place said, a timeline's date order places the line; an end said is kept.
        after = in_date_order(lines, tail, after, new[0])
        if after != tail.after or timeline_dates(lines, tail) is not None:
            new[0] = with_date_mark(new[0], date_mark(lines[tail.after]))
    elif action.placement == "start":
        # `时间线最上面加「- …」`: before the list's first entry.
        after = list_top(lines, span, tail, new[0], shortened(action.request.strip(), 60))
        if timeline_dates(lines, tail) is not None:
            new[0] = with_date_mark(new[0], date_mark(lines[tail.after]))
    entry = insert_after(lines, after, quoted(tail, new), eol)
    return with_line(lines, entry, keyed[1], keyed[2], eol) if keyed and keyed[2] else entry


def list_top(lines: Sequence[str], span: Span, tail: Tail, first: str, asked: str) -> int:
    """The line a new entry asked first in its section's list goes after: the one before the
    list's first entry. Unresolved where the entries stand in no one tight bulleted list (a
    numbered one would renumber), or in a timeline whose date order puts the new line
    elsewhere."""
    if tail.form != "bullet" or tail.spaced or tail.quote or tail.next_label or tail.task:
        raise Unresolved(
            f"the brief asks for the new entry first in its list (「{asked}」), but this "
            "section's entries stand in no tight bulleted list of unlabelled lines kbpatch puts "
            "one on top of (a label or number would go out of order); check by hand"
        )
    top = tail.after
    while top > span.start and lines[top - 1].strip():
        above = body_of(lines[top - 1])
        if not (LIST_LINE.match(above) or indent_of(above) > len(tail.indent)):
            break
        top -= 1
    opening = LIST_LINE.match(body_of(lines[top]))
    if opening is None or opening["indent"] != tail.indent:
        raise Unresolved(
            f"the brief asks for the new entry first in its list (「{asked}」), but the list's "
            f"first line (line {top + 1}) is no entry of it; check by hand"
        )
    dated = in_date_order(lines, tail, tail.after, first)
    if timeline_dates(lines, tail) is not None and dated != top - 1:
        raise Unresolved(
            f"the brief asks for the new line first in its list (「{asked}」), but every line of "
            f"the list opens with its date and the new line's date puts it after line "
            f"{dated + 1}; not placed against the list's order: check by hand"
        )
    return top - 1


# A line opening with its month (`2024-07：`, `2024/7 `, `2024 年 7 月：`), its day if it says
# one: a timeline's entry.
VERSIONED = re.compile(VERSION_BEFORE_DATE)
DATED_LEAD = re.compile(
    r"(?P<year>\d{4})\s*(?P<sep>[-/.]|年)\s*(?P<month>\d{1,2})(?!\d)"
    r"(?:\s*月)?(?:\s*(?:[-/.])\s*(?P<day>\d{1,2})(?!\d))?"
)


def date_lead(body: str) -> tuple[str, tuple[int, int, int]] | None:
    """The form (its separator) and the date a list item's words open with (in bold or not:
    `**2026-12**：…`); None for none."""
    said = body.strip().removeprefix("**")
    # (`v1.8（2026-11-02）：…`: a version before the line's date.)
    version = VERSIONED.match(said)
    found = DATED_LEAD.match(said, version.end() if version else 0)
    if found is None:
        return None
    day = int(found.group("day") or 0)
    return found.group("sep"), (int(found.group("year")), int(found.group("month")), day)


def date_mark(line: str) -> str:
    """The mark a list line's date is followed by (`：` of `- 2026-11-20：…`), " " where words
    follow it after a space (`* 2026-09-14 周敏：…`), "" for none: a dated line is in its list's
    form only when it follows its date as the others do."""
    item = LIST_LINE.match(body_of(line))
    found = DATED_LEAD.match(item.group("body").strip()) if item else None
    rest = item.group("body").strip()[found.end() :] if item and found else ""
    if rest[:1].isspace() and rest.lstrip()[:1].isalnum():
        return " "
    return rest.lstrip()[:1]


def date_gap(line: str) -> str:
    """What stands between a list line's date and its words, spaces and mark (` · ` of
    `* 2026-11-30 · …`, `：` of `- 2026-11-20：…`); "" for an undated line."""
    item = LIST_LINE.match(body_of(line))
    found = DATED_LEAD.match(item.group("body")) if item else None
    if item is None or found is None:
        return ""
    rest = item.group("body")[found.end() :]
    return rest[: len(rest) - len(DATE_GAP.sub("", rest, count=1))]


# The spaces and marks after a date, before the words (` · `, `：`, `, `).
DATE_GAP = re.compile(r"^[\s:：,，·•|｜—–-]*")


def with_date_mark(line: str, mark: str, gap: str = "") -> str:
    """`- 2026-11-25 3.1 补 X` in a list whose lines follow their date with `：`: the same
    line with that mark after its date, where only a space parts the date from its words; a
    comma or colon after the date becomes the list's own (`gap`, ` · `, where it is known)."""
    item = LIST_LINE.match(line)
    found = DATED_LEAD.match(item.group("body")) if item else None
    if item is None or found is None or not mark.strip() or mark.isalnum():
        return line
    at = item.start("body") + found.end()
    rest = line[at:]
    if rest[:1] in ("，", ",", "：", ":") and mark.strip() != rest[:1] and rest[1:].strip():
        # `- 2025-03，D-Wave …` where every line writes `- 2025-02：…`, `2026-12-04：…` where
        # they write `* 2026-11-30 · …`: the list's mark.
        return f"{line[:at]}{gap if gap.strip() == mark.strip() else mark}{rest[1:].lstrip()}"
    if not rest[:1].isspace() or not rest.strip() or not rest.lstrip()[:1].isalnum():
        return line
    return f"{line[:at]}{mark}{rest.lstrip()}"


def in_date_order(lines: Sequence[str], tail: Tail, after: int, first: str) -> int:
    """Where a new dated line goes in a timeline (date_order_place); `after` (the list's end)
    for any other list or an undated line. Unresolved for a dated line in a list whose every
    line opens with its date, newest first on the whole but out of date order: its place is
    not guessed, nor its end (the oldest place)."""
    place = date_order_place(lines, tail, first)
    new = LIST_LINE.match(first)
    dated = timeline_dates(lines, tail)
    # (Newest first on the whole, its end is the oldest place: a new line is never put there.)
    newest_first = dated is not None and dated[0][1] > dated[-1][1]
    if place is None and newest_first and new and date_lead(new.group("body")):
        assert dated is not None
        raise Unresolved(
            "every line of this list opens with its date, but they stand in no date order "
            f"(line {dated[0][0] + 1} to line {dated[-1][0] + 1}); where the new dated line goes "
            "is not guessed: add it by hand"
        )
    return after if place is None or place == tail.after else place


def date_order_place(lines: Sequence[str], tail: Tail, first: str) -> int | None:
    """The line a new dated line goes after in a timeline (every item of the list opens with a
    date of one form, in date order, a tight list): oldest first, after the last item dated
    no later than it; newest first (a changelog), before the first dated no later than it;
    so the order holds. None for any other list or an undated line."""
    new = LIST_LINE.match(first)
    said = date_lead(new.group("body")) if new else None
    dated = timeline_dates(lines, tail)
    if said is None or dated is None:
        return None
    dates = [when for _, when in dated]
    if dates == sorted(dates):
        later = [k for k, when in dated if when > said[1]]
        return later[0] - 1 if later else tail.after
    if dates == sorted(dates, reverse=True):
        older = [k for k, when in dated if when <= said[1]]
        return older[0] - 1 if older else tail.after
    return None


def timeline_dates(
    lines: Sequence[str], tail: Tail
) -> list[tuple[int, tuple[int, int, int]]] | None:
    """Each line of a dated list (a changelog, a timeline: two or more items of one tight list,
    every one opening with a date of one form) with its date; None for any other list."""
    top = 0 if tail.after < 0 else tail.after
    while top > 0 and lines[top - 1].strip():
        top -= 1  # the list's first line: a timeline is one block, no blank line inside
    items: list[tuple[int, tuple[str, tuple[int, int, int]] | None]] = []
    for k in range(top, tail.after + 1):
        item = LIST_LINE.match(body_of(lines[k]))
        if item is not None and item.group("indent") == tail.indent:
            items.append((k, date_lead(item.group("body"))))
    if len(items) < 2 or items[0][0] != top:
        return None
    dated = [(k, lead) for k, lead in items if lead is not None]
    if len(dated) < len(items) or len({lead[0] for _, lead in dated}) != 1:
        return None
    return [(k, lead[1]) for k, lead in dated]


# A thematic break on a line of its own: `---`, `***`, `___`, `- - -`.
RULE_LINE = re.compile(r" {0,3}(?:(?:-[ \t]*){3,}|(?:\*[ \t]*){3,}|(?:_[ \t]*){3,})")


def rule_between(lines: Sequence[str], span: Span, last: int) -> str:
    """The rule (`---`) that stands alone between every two paragraphs of the section, walking
    up from the one ending on line `last` to the section's first, when there are two or more
    and every gap holds the same rule; "" otherwise: a separator is kept only where the section
    always writes it."""
    rules: set[str] = set()
    k = last
    while True:
        while k > span.start and lines[k - 1].strip():
            k -= 1  # the paragraph's first line
        above = last_filled(lines, k - 1)
        if above < span.start:
            break  # the section's first paragraph
        rule = body_of(lines[above]).rstrip()
        if not RULE_LINE.fullmatch(rule) or lines[above - 1].strip():
            return ""  # a paragraph with no rule above it (or a setext underline)
        k = last_filled(lines, above - 1)
        if k < span.start or RULE_LINE.fullmatch(body_of(lines[k]).rstrip()):
            return ""
        rules.add(rule)
    return rules.pop() if len(rules) == 1 else ""


def fielded_entry(
    lines: Sequence[str],
    span: Span,
    tail: Tail,
    after: int,
    action: Action,
    mark: str,
    eol: str,
    date: str,
) -> Edit | None:
    """A new entry beside entries whose facts are sub-items under a bold name (`- **X**`, then
    `  - 来源：[3]`, `  - 要点：…`, `  - 日期：2026-05`): the last entry's fields, in its labels
    and order (forms.field_values). A source the neighbours cite by `[n]` with a `[n]: URL`
    list takes the next free number, and its link line joins the same edit. None where a
    field is not one kbpatch fills (`方法`, `结果`: the one-line form, docs/shapes.md)."""
    if tail.form != "bullet" or not all(BOLD_LABEL.match(item) for item in tail.items):
        return None
    # The fields repeat under two entries: of this section, or above it where it has one.
    if not shared_fields(lines, Span(start=0, end=span.end, title=span.title), tail):
        return None
    depth = len(tail.indent)
    columns: dict[str, list[str]] = {}
    heads: dict[str, str] = {}  # each label's line up to its value, as the last entry writes it
    for k in range(span.start, tail.after + 1):
        item = LIST_LINE.match(body_of(lines[k]))
        if item is None:
            continue
        if len(item.group("indent")) <= depth:
            heads = {}
            continue
        field = FIELD.match(item.group("body").strip())
        if field is None:
            return None
        text, value = body_of(lines[k]).rstrip(), field.group("value").strip()
        columns.setdefault(field.group("label"), []).append(value)
        heads[field.group("label")] = text[: len(text) - len(value)]
    if not heads:
        return None
    facts, given = named_with_fields(action, facts_for(action, mark), list(heads))
    if given:
        # `补录一条：**X**（机构：…；架构：…）`: the fields the brief gives, under the neighbours'
        # labels and in their order, never the item's words in their stead.
        unknown = [label for label in given if label not in heads]
        if unknown:
            raise Unresolved(
                "the brief gives the new entry's "
                + "、".join(f"「{label}」" for label in unknown)
                + ", which its neighbours write no field for (theirs: "
                + "、".join(f"「{label}」" for label in heads)
                + "); the entry is not written in part: add it by hand"
            )
        written = [label for label in heads if label in given]
        bold = tail.items[-1][:2]
        new = [item_line(tail, f"{bold}{facts.name}{bold}")]
        new += [heads[label] + given[label] for label in written]
        neighbours = [v for c in columns.values() for v in c]
        new[-1] += forms.mark_in_script(facts.mark, neighbours, given[written[-1]])
        if is_loose_list(lines, span, after):
            new = ["", *new]
        return insert_after(lines, after, new, eol)
    source = next(
        (label for label in heads if columns[label] and forms.cites_by_number(columns[label])), ""
    )
    link = ""
    defined = [k for k, line in enumerate(lines) if NUMBERED_DEFINITION.match(body_of(line))]
    if source and facts.ids and not facts.reference and defined:
        held = [k for k in defined if facts.ids[0] in lines[k]]
        number = label_number(lines[held[0]]) if held else None
        if number is None:
            number = max(label_number(lines[k]) or 0 for k in defined) + 1
            try:
                link = citation_line(lines[defined[-1]], number, facts.ids[0], "", "")
            except Unresolved:
                number = None
        if number is not None:
            facts = replace(facts, reference=str(number))
    values = forms.field_values(list(heads), [columns[label] for label in heads], facts, date)
    if values is None:
        return None
    bold = tail.items[-1][:2]
    new = [item_line(tail, f"{bold}{facts.name}{bold}")]
    new += [head + value for head, value in zip(heads.values(), values, strict=True)]
    if is_loose_list(lines, span, after):
        new = ["", *new]
    entry = insert_after(lines, after, new, eol)
    return with_line(lines, entry, defined[-1], link, eol) if link else entry


# A field a request gives a new entry after its name: its label, a colon, its value
# (`（机构：Google DeepMind；架构：FGN）`, `：- 机构：NVIDIA - 特点：…`); a label then a space or a
# quote (`机构 Google DeepMind`, `特点"…"`) only for the labels the entries write.
GIVEN_FIELD_LEAD = r"(?:^|[（(；;，,：:]|\s-\s)\s*-?\s*"
GIVEN_FIELD = re.compile(rf"{GIVEN_FIELD_LEAD}(?P<label>[{HAN_RANGE}]{{1,6}})\s*[：:]\s*(?=\S)")


FIELDS_ASKED = re.compile(
    r"^(?:(?:条目|一条|那条|这条)\s*)?(?:[，,]\s*)?(?:(?:(?:末尾|下面|下方|里|中)\s*)?"
    r"[增补添加列录登记附]{1,2}(?:上|入)?(?:一[行条项个])?\s*)?(?:(?:其|各)?字段表?(?:如下)?\s*)?"
    r"[：:（(]?"
)


def given_fields(request: str, name: str, labels: Sequence[str]) -> dict[str, str]:
    """The fields a request dictates for the new entry `name`, after the name (in its aside or
    after its colon), by label (after a space too where it is one of `labels`, the entries'
    own): each value runs to the next field's label or the end of the words given. {} unless
    two or more are given, or one of `labels`, each a label and its value."""
    spaced = "|".join(re.escape(label) for label in labels)
    form = (
        re.compile(
            f"{GIVEN_FIELD.pattern}|{GIVEN_FIELD_LEAD}(?P<spaced>{spaced})"
            '(?:\\s+(?=\\S)|\\s*(?=["“「『]))'
        )
        if labels
        else GIVEN_FIELD
    )
    at = request.find(name) if name else -1
    if at < 0:
        return {}
    rest = request[at + len(name) :].strip("*` ")
    # The fields end with their sentence (`…；指标"…"。参考补 …`: another request after it).
    # (A full stop inside a value's quotes is the value's.)
    stop = WHOLLY_QUOTED.sub(lambda m: " " * len(m.group(0)), rest).find("。")
    rest = rest[:stop] if stop >= 0 else rest
    # `X 条目补一行：状态：…`: the words asking for the fields, then their colon.
    rest = re.sub(FIELDS_ASKED, "", rest)
    # The aside's closing bracket ends the fields, not a value's own (`开源：是（MIT）`).
    unclosed = rest.count("）") + rest.count(")") > rest.count("（") + rest.count("(")
    rest = re.sub(r"[）)]?\s*[。.]?\s*$" if unclosed else r"\s*[。.]?\s*$", "", rest)
    found = list(form.finditer(rest))
    if not found or rest[: found[0].start()].strip():
        return {}
    fields: dict[str, str] = {}
    for here, following in zip(found, [*found[1:], None], strict=True):
        end = following.start() if following else len(rest)
        value = rest[here.end() : end].strip(" ；;，,-")
        whole = WHOLLY_QUOTED.fullmatch(value)
        value = whole.group("words") if whole else value
        label = here.group("label") or here.group("spaced")
        if not value or label in fields:
            return {}
        fields[label] = value
    return fields if len(fields) >= 2 or set(fields) <= set(labels) else {}


def named_with_fields(
    action: Action, facts: forms.Facts, labels: Sequence[str]
) -> tuple[forms.Facts, dict[str, str]]:
    """The fields a request gives its new entry (given_fields), after the name the entry
    takes, else after the name the brief writes for it (`补一条 **X**（机构：…）` in an item
    titled otherwise), which the entry then takes."""
    given = given_fields(action.request, facts.name, labels)
    label = action.entry.label.strip() if action.entry else ""
    if given or not label or label == facts.name:
        return facts, given
    given = given_fields(action.request, label, labels)
    return (replace(facts, name=label) if given else facts), given


# `GraphDOP 条目补一行`, `Vega 那条下面加一项`: the entry a request adds to, named before it.
ENTRY_ADDED_TO = re.compile(
    r"(?P<name>[^\s，,；;：:。]{1,30}?)\s*(?:条目|那条|这条|那一条|这一条)\s*(?:的)?\s*"
    r"(?:末尾|下面|下方|里|中)?\s*[增补添加列录登记附]"
)


def field_added(
    lines: Sequence[str],
    span: Span,
    entry: int,
    name: str,
    action: Action,
    mark: str,
    eol: str,
) -> Edit | None:
    """A field given for an entry that stands already as a bold name with labelled sub-items:
    the new sub-item after its last one, in their indent; None where the entry has none, or
    the brief gives no field by a label the document's sub-items write. Unresolved where the
    entry has that field already (its value is changed by its old one, not added twice)."""
    opened = LIST_LINE.match(body_of(lines[entry]))
    if opened is None or not BOLD_LABEL.match(opened.group("body").strip()):
        return None
    last = entry_end(lines, span, entry)
    subs = [LIST_LINE.match(body_of(lines[k])) for k in range(entry + 1, last + 1)]
    own = [FIELD.match(m.group("body").strip()) for m in subs if m is not None]
    if not subs or None in subs or None in own:
        return None
    labels = {
        found.group("label")
        for line in lines
        if (item := LIST_LINE.match(body_of(line))) and item.group("indent")
        if (found := FIELD.match(item.group("body").strip()))
    }
    given = given_fields(action.request, name, sorted(labels))
    if not given or not set(given) <= labels:
        return None
    had = [f.group("label") for f in own if f is not None and f.group("label") in given]
    if had:
        raise Unresolved(
            f"the entry 「{name}」 has 「{had[0]}」 already (line "
            f"{entry + 1}); its value is changed by its old one, not written twice"
        )
    indent = subs[-1].group("indent") if subs[-1] else ""
    marker = body_of(lines[last]).lstrip()[:2]
    new = [f"{indent}{marker}{label}：{value}" for label, value in given.items()]
    new[-1] += forms.mark_in_script(mark, [], new[-1])
    return insert_after(lines, last, new, eol)


def with_line(lines: Sequence[str], entry: Edit, at: int, line: str, eol: str) -> Edit:
    """An entry's edit and, in the same edit, `line` after line `at` elsewhere in the text (a
    link or reference line the entry cites by): the lines between stay as they are."""
    cite = insert_after(lines, at, [line], eol)
    if cite.start < entry.start:
        return Edit(
            cite.start, entry.end, (*cite.lines, *lines[cite.end : entry.start], *entry.lines)
        )
    return Edit(entry.start, cite.end, (*entry.lines, *lines[entry.end : cite.start], *cite.lines))


# A reference link keyed by a short author-and-year key (`[hendrycks21]: https://…`).
SHORT_KEY_LINK = re.compile(r"^ {0,3}\[(?P<key>[a-z]+\d{2}[a-z]?)\]:\s*https?://\S*arxiv\.org/abs/")


def keyed_reference(lines: Sequence[str], facts: forms.Facts) -> tuple[str, int, str] | None:
    """The key a new entry cites its paper by where the document keys its references by the
    first author's surname and the year's last digits (`[hendrycks21]: https://arxiv.org/…`,
    two or more): the key the list already gives the paper, or one made of the authors and
    year the brief gives, with the line after which its reference goes (the list's order by
    key, when it keeps one) and that line; None where the brief gives neither or the key is
    taken."""
    keys = [
        (k, m.group("key")) for k, line in enumerate(lines) if (m := SHORT_KEY_LINK.match(line))
    ]
    if len(keys) < 2 or not facts.ids:
        return None
    held = [key for k, key in keys if facts.ids[0] in lines[k]]
    if held:
        return held[0], -1, ""
    authors = facts.authors
    first = re.findall(r"[A-Za-z]+", authors.surnames) if authors is not None else []
    if authors is None or not first or not re.fullmatch(r"\d{4}", authors.year):
        return None
    key = first[0].lower() + authors.year[-2:]
    names = [name for _, name in keys]
    if key in names:
        return None  # two papers of one key: the reviewer tells them apart
    at = keys[-1][0]
    if names == sorted(names):
        at = next((k - 1 for k, name in keys if name > key), at)
    return key, at, f"[{key}]: https://arxiv.org/abs/{facts.ids[0]}"


# A link reference definition numbered as a citation: `[12]: https://…`.
NUMBERED_DEFINITION = re.compile(r"^ {0,3}\[\d+\]:\s*\S")


def numbered_paragraphs(lines: Sequence[str], span: Span, tail: Tail) -> Tail:
    """A section of paragraphs that each open with their number in the document's levels,
    counting up (`1.1.2 SPARC：…`, `1.1.3 EAST：…`): they are the neighbours a new entry takes
    its form from, its number the next (forms.next_number_lead)."""
    if tail.form != "paragraph" or tail.items or tail.after < 0:
        return tail
    firsts = tuple(
        body_of(lines[k]).strip()
        for k in range(span.start, tail.after + 1)
        if lines[k].strip()
        and (k == span.start or not lines[k - 1].strip())
        and not lines[k].lstrip().startswith("#")
    )
    return replace(tail, items=firsts) if forms.next_number_lead(firsts) else tail


def marked_like_the_document(lines: Sequence[str], tail: Tail) -> Tail:
    """A section whose one entry is a paragraph opening with its name in marks (`【PPO】…`)
    or in bold (`**PPO**：…`, locate.DEFINED_TERM), in a document whose entries elsewhere open
    so too: the entry is the neighbour a new one takes its form from (`【X】…`, `**X**：…`),
    as a section of two or more such paragraphs is."""
    if tail.form != "paragraph" or tail.items or tail.after < 0:
        return tail
    last = body_of(lines[tail.after]).strip()
    starts = tail.after == 0 or not lines[tail.after - 1].strip()
    if not starts or not DEFINED_TERM.match(last):
        return tail
    others = [
        k
        for k, line in enumerate(lines)
        if k != tail.after
        and (k == 0 or not lines[k - 1].strip())
        and DEFINED_TERM.match(body_of(line).strip())
    ]
    return replace(tail, items=(last,)) if others else tail


def add_heading_entry(
    lines: Sequence[str],
    parts: Sequence[Heading],
    tail: Tail,
    action: Action,
    mark: str,
    eol: str,
    date: str = "",
) -> Edit:
    """A new entry of a section whose entries are headings (`#### vLLM` + its text): a heading
    of their level naming it, then its text, after the last one; Unresolved when a heading
    already names it."""
    assert action.entry is not None
    facts = facts_for(action, mark)
    # The name the entry takes, or the one the brief writes for it (`新增一条"X"`).
    names = {normalise(n): n for n in (facts.name, action.entry.label) if n.strip()}
    # `##### Mooncake（2026-05）`: the date after a heading's name is no part of it.
    # `###### 🧪 SpecTree`: nor is the mark before it.
    twin = [
        (p, name)
        for p in parts
        for said in (p.text, heading_mark(p.text)[1])
        for bare in (said, HEADING_ASIDE.sub("", said))
        if (name := names.get(normalise(bare)))
    ]
    if twin:
        raise Unresolved(
            f"an entry named 「{twin[0][1]}」 already stands in this section "
            f"(its heading, line {twin[0][0].start + 1}); a second one is not added: check the "
            "brief's words"
        )
    if tail.fields:
        return add_fielded_heading_entry(lines, parts, tail, action, mark, eol, date)
    openings = [
        next((body_of(line) for line in lines[p.start + 1 : p.end] if line.strip()), "")
        for p in parts
    ]
    if all(DEFINED_TERM.match(QUOTE_MARK.sub("", line, count=1)) for line in openings):
        # `###### 🧪 X` then `**来源**：…`, `**要点**：…`: each entry's text is fields whose
        # labels and order a paragraph would not follow.
        raise Unresolved(
            f"this section's entries open their text with a label (「{openings[-1].strip()}」); "
            "a new entry's fields are not built from the brief; not guessing"
        )
    endings = [
        next((body_of(line) for line in reversed(lines[p.start + 1 : p.end]) if line.strip()), "")
        for p in parts
    ]
    if all(
        SOURCE_ONLY.match(QUOTE_MARK.sub("", line, count=1).strip()) and line not in openings
        for line in endings
    ):
        # `来源：arXiv:…` as each entry's last paragraph: a form of two blocks, not learnt.
        raise Unresolved(
            f"this section's entries end their text with a line of their sources "
            f"(「{endings[-1].strip()}」); a new entry in that form is not built; not guessing"
        )
    # `> …` under every heading: the new entry's text is quoted so too.
    quote = "> " if all(QUOTE_MARK.match(line) for line in openings) else ""
    form = replace(forms.learn_list(tail.items), separator=TERM_BREAK)
    term, _, said = forms.list_entry(form, facts).partition(TERM_BREAK)
    # What the one-line form puts after the name (its id, `（arXiv:…）`) goes in the text,
    # before the provenance mark: the neighbours' headings are bare names.
    extra = forms.single_line(term).removeprefix(facts.name).strip()
    text = forms.single_line(said).removesuffix(mark)
    if extra and extra not in text:
        text = append_in_line(text, extra)
    new = [
        "",
        f"{tail.marker} {facts.name}{dated_aside([p.text for p in parts], date)}",
        "",
        quote + text + mark,
    ]
    return insert_after(lines, tail.after, new, eol)


def add_fielded_heading_entry(
    lines: Sequence[str],
    parts: Sequence[Heading],
    tail: Tail,
    action: Action,
    mark: str,
    eol: str,
    date: str,
) -> Edit:
    """A new entry of a section whose entries are headings each followed by the same labelled
    bullets (`#### BGE-M3`, `- 来源：…`, `- 要点：…`, `- 局限：…`): a heading of their level
    naming it, then the bullets in their labels and order, each as the last entry writes its
    own up to the value, filled from the brief (forms.heading_field_values; a label the brief
    does not fill is left out), spaced as they are; after the last entry, or after the one the
    brief names (`在 X 条目之后新增`, `与 X 并列`)."""
    from .reading.lexicon import default_lexicon  # the reader imports this module

    assert action.entry is not None
    # Every card the item's 来源 names, not only the one named after the entry: the field
    # cites those in the folders its neighbours cite (forms.field_source).
    facts = replace(facts_for(action, mark), sources=action.entry.sources)
    columns: dict[str, list[str]] = {label: [] for label in tail.fields}
    heads: dict[str, str] = {}
    ends: dict[str, str] = {}  # what follows a value: a row's closing pipe
    table: list[str] = []  # the header and delimiter of a table of fields
    for part in parts:
        rows = field_lines(lines[part.start + 1 : part.end]) or []
        for k in rows:
            text = body_of(lines[part.start + 1 + k]).rstrip()
            field = field_of(text)
            assert field is not None
            value = text[field.start : field.end]
            columns[field.label].append(value)
            heads[field.label] = text[: field.start] if value else text[: field.end] + " "
            ends[field.label] = text[field.end :]
        first = part.start + 1 + rows[0] if rows else part.start
        if rows and lines[first].lstrip().startswith("|"):
            table = [body_of(lines[first - 2]), body_of(lines[first - 1])]  # the last entry's
    facts, given = named_with_fields(action, facts, tail.fields)
    unknown = [label for label in given if label not in tail.fields]
    if unknown:
        raise Unresolved(
            "the brief gives the new entry's "
            + "、".join(f"「{label}」" for label in unknown)
            + ", which its neighbours write no field for (theirs: "
            + "、".join(f"「{label}」" for label in tail.fields)
            + "); the entry is not written in part: add it by hand"
        )
    if given:
        # `新增 X 条目，字段：机构：…；发表：…`: the fields the brief gives, under the
        # neighbours' labels and in their order, never the item's words in their stead.
        values = [given.get(label, "") for label in tail.fields]
        marked = max(k for k, value in enumerate(values) if value)
        neighbours = [v for c in columns.values() for v in c]
        values[marked] += forms.mark_in_script(facts.mark, neighbours, values[marked])
    else:
        values = forms.heading_field_values(
            tail.fields,
            [columns[label] for label in tail.fields],
            facts,
            date,
            forms.footnotes_of(lines),
            default_lexicon().limit_labels,
        )
    after = tail.after
    if action.siblings and action.placement in ("after", "alongside"):
        beside = [
            p
            for p in parts
            if normalise(simplified(action.siblings[0]))
            in {normalise(simplified(p.text)), normalise(simplified(HEADING_ASIDE.sub("", p.text)))}
        ]
        if len(beside) != 1:
            raise Unresolved(
                f"no entry of this section is headed 「{action.siblings[0]}」, the entry the brief "
                "puts the new one after; not placed elsewhere"
            )
        after = last_filled(lines, beside[0].end - 1)
    last = parts[-1]
    body = [k for k in range(last.start + 1, last.end) if lines[k].strip()]
    gap = [""] if body and body[0] > last.start + 1 and not lines[last.start + 1].strip() else []
    if table and any("|" in value for value in values):
        raise Unresolved(
            "a value the brief gives holds 「|」, which would split the new entry's table row; "
            "check by hand"
        )
    bullets = [
        heads[label] + value + ends[label]
        for label, value in zip(tail.fields, values, strict=True)
        if value
    ]
    new = ["", f"{tail.marker} {facts.name}{dated_aside([p.text for p in parts], date)}", *gap]
    return insert_after(lines, after, [*new, *table, *bullets], eol)


def dated_aside(names: Sequence[str], date: str) -> str:
    """The brief's date in the brackets every entry's name ends with (`##### X（2026-05）`,
    `MMLU (2026-01)`), in their shape (the month, or the day); "" where not all end so."""
    asides = [HEADING_ASIDE.search(name) for name in names]
    inner = [a.group(0).strip()[1:-1].strip() for a in asides if a is not None]
    dated = forms.dated_like(inner, date) if len(inner) == len(names) else ""
    if not dated:
        return ""
    last = asides[-1]
    assert last is not None
    written = last.group(0)
    return written.replace(written.strip()[1:-1].strip(), dated)


# Words that end by asking (`…能否统一？`): a question the brief writes out as the new line.
ASKED = re.compile(r"[？?][\s」”\"』）)]*$")


# Between the dictated cells of a changelog's row given by column name (`日期 2026-12-09，变更
# "A；B"，维护人 Lin`): a comma or semicolon outside quotes.
CELL_APART = re.compile(r"[，,；;]")


def changelog_cells(tail: Tail, entry: EntryContent) -> list[str]:
    """The cells of a changelog table's new row as the brief dictates them: apart by pipes in
    the columns' order, or each after its column's name (`日期 2026-12-09，变更"…"，维护人
    Lin`, `维护人：Lin`); Unresolved, with the brief's words, unless every column is given
    once and none is empty: a date, a change or a name is never made up or moved."""
    header = [c.strip() for c in tail.columns]
    words = entry.statement
    cells = list(entry.row) or cells_by_column(words, header)
    if not cells:
        raise Unresolved(
            f"the brief gives the changelog row 「{shorten_line(words)}」 but not each column's "
            "value (" + " | ".join(header) + ") as 「A | B | C」 in the columns' order or as "
            "「列名 值」 for every column; kbpatch makes up no cell: add it by hand"
        )
    if len(cells) != len(header) or not all(cells):
        raise Unresolved(
            f"the brief gives the changelog row 「{shorten_line(words)}」 as {len(cells)} cells "
            f"({sum(1 for c in cells if c)} filled) for a table of {len(header)} columns ("
            + " | ".join(header)
            + "); a cell is never moved or made up: add it by hand"
        )
    if any([c.strip() for c in row] == cells for row in tail.rows):
        raise Unresolved(f"this table already holds the row 「{' | '.join(cells)}」")
    return cells


def cells_by_column(words: str, header: Sequence[str]) -> list[str]:
    """The cells `words` give each after its column's name (`日期 2026-12-09`, `变更"…"`,
    `维护人：Lin`, `维护人一栏写 Lin`), apart by commas or semicolons outside quotes, in the
    columns' order; [] unless every piece is one column's and every column is given."""
    keys = [m.group(0) if (m := HEADER_KEY.match(c)) else c for c in header]
    given: dict[int, str] = {}
    for piece in (p.strip() for p in split_outside_quotes(words, CELL_APART)):
        column = max(
            (k for k, key in enumerate(keys) if key and piece.startswith(key)),
            key=lambda k: len(keys[k]),
            default=-1,
        )
        if column < 0 or column in given:
            return []
        rest = piece[len(keys[column]) :]
        lead = COLUMN_VALUE_LEAD.match(rest) or re.match(
            r"\s*(?:[：:=]\s*|(?=[\"“「『])|\s+)", rest
        )
        if lead is None or (not lead.group(0) and rest[:1] not in '"“「『'):
            return []
        given[column] = rest[lead.end() :].strip().strip('"“”「」『』').strip()
    if len(given) != len(keys) or not all(given.values()):
        return []
    return [given[k] for k in range(len(keys))]


def dated_row_place(lines: Sequence[str], tail: Tail, cells: Sequence[str]) -> int:
    """The line a changelog's new row goes after, by the date of its first column dated in
    every row: oldest first, after the last row dated no later than it; newest first, before
    the first dated no later than it. Unresolved when no column dates every row, the rows
    are in no date order, or the new row gives no date there: its place is not guessed."""
    first = tail.after - len(tail.rows) + 1
    if len(tail.rows) < 2 or not all(
        body_of(lines[k]).lstrip().startswith("|") for k in range(first, tail.after + 1)
    ):
        raise Unresolved(
            "the changelog table has too few rows to tell its date order; the new row's "
            "place is not guessed: add it by hand"
        )
    place = date_ordered_place(tail, cells)
    if place is None:
        raise Unresolved(
            "no column of the changelog table dates every row in date order, or the brief's "
            "row gives no date there; the new row's place is not guessed: add it by hand"
        )
    return place


def date_ordered_place(tail: Tail, cells: Sequence[str]) -> int | None:
    """The line a table's new row goes after where a column dates every row in date order
    and the new row gives a date there: oldest first, after the last row dated no later than
    it; newest first, before the first dated no later than it. None for any other table."""
    first = tail.after - len(tail.rows) + 1
    if len(tail.rows) < 2:
        return None
    for column in range(len(cells)):
        said = date_lead(cells[column])
        dates = [date_lead(row[column]) if column < len(row) else None for row in tail.rows]
        if said is None or not all(dates):
            continue
        order = [d[1] for d in dates if d]
        if order == sorted(order):
            later = [k for k, d in enumerate(order) if d > said[1]]
            return first + later[0] - 1 if later else tail.after
        if order == sorted(order, reverse=True):
            later = [k for k, d in enumerate(order) if d > said[1]]
            return first + (later[-1] if later else -1)
    return None


def given_row(tail: Tail, cells: Sequence[str], mark: str) -> str:
    """The row the brief writes out cell by cell, with the provenance mark in the table's
    source column (else its summary column, else its last cell); Unresolved when the
    section's entries are no table or the cells are not as many as its columns: a cell is
    never moved or guessed."""
    if tail.form != "table":
        raise Unresolved(
            "the brief writes out a table row, but this section's entries are no table; "
            "the row is not turned into another form"
        )
    meanings = forms.column_meanings(tail.columns)
    ordinal = tail.next_label if meanings[:1] == ["ordinal"] else ""
    if ordinal.isdigit() and len(cells) == len(tail.columns) - 1:
        # `| 序号 | 数据集 | …` and a row given without its number: the next one.
        cells = [ordinal, *cells]
    if len(cells) != len(tail.columns):
        raise Unresolved(
            f"the brief writes out a row of {len(cells)} cells for a table of "
            f"{len(tail.columns)} columns ("
            + " | ".join(c.strip() for c in tail.columns)
            + "); which cell goes where is not guessed"
        )
    row = list(cells)
    at = next((meanings.index(m) for m in ("source", "summary") if m in meanings), len(row) - 1)
    # A source cell left empty (`—`) takes the mark in its place; any other cell keeps the value
    # the brief gives it (`| … | 300–600 | — |`: the last column's "not applicable").
    empty = row[at] in forms.MISSING_VALUES and at < len(meanings) and meanings[at] == "source"
    row[at] = ("" if empty else row[at]) + mark
    return "| " + " | ".join(forms.single_line(c) for c in row) + " |"


def bounded(name: str) -> str:
    """A pattern for an entry's name, not a longer word's start (`Orca` is not `Orcas`); a
    name that ends with its own mark (`【过滤感知图】`) may run straight into the entry's text."""
    return re.escape(name) + (r"(?![A-Za-z0-9])" if name[-1:].isalnum() else "")


def followed_by(
    lines: Sequence[str], span: Span, named: tuple[int, int] | None, first: str, second: str
) -> None:
    """`位置在 A 与 B 之间`: the entry (or table row) right after A's must be B's, for the new
    one to go between them; Unresolved otherwise (never put elsewhere)."""
    rows = named_rows(lines, span, [first]) if named is None else []
    last = named[1] if named is not None else rows[0] if len(rows) == 1 else None
    after = (
        next((k for k in range(last + 1, span.end) if lines[k].strip()), None)
        if last is not None
        else None
    )
    one = Span(after, after + 1, "") if after is not None else None
    if one is None or (
        sibling_item(lines, one, (second,)) is None and not named_rows(lines, one, [second])
    ):
        raise Unresolved(
            f"the brief places the new entry between 「{first}」 and 「{second}」, but "
            f"「{second}」 does not stand right after 「{first}」; not placed elsewhere"
        )


def follow_one(lines: Sequence[str], span: Span, name: str, found: bool) -> None:
    """`放在 "X" 那条之后`: the one entry of the section titled X, else the one line holding
    X; none or several: Unresolved, never the section's end in its stead."""
    if not found:
        raise Unresolved(
            f"no entry of this section holds 「{name}」, the entry the brief puts the new one "
            "after; not placed elsewhere"
        )
    pattern = re.compile(r"(?<![A-Za-z0-9])" + bounded(name), re.I)
    titled = re.compile(r"^\s*(?:[-*+]|\d+[.)、])\s+(?:\*\*|\[)?\s*" + pattern.pattern, re.I)
    opened = re.compile(PARAGRAPH_LEAD + pattern.pattern, re.I)
    holding = [k for k in range(span.start + 1, span.end) if pattern.search(lines[k])]
    heads = [k for k in holding if titled.search(lines[k]) or opened.search(lines[k])]
    rows = named_rows(lines, span, [name])
    if rows and not heads:
        # A row is named by its name cell: one such row, whatever other lines say the name.
        heads = rows
    if len(heads) == 1 or len(holding) == 1:
        return
    raise Unresolved(
        f"several lines of this section hold 「{name}」 (lines "
        + ", ".join(str(k + 1) for k in holding[:5])
        + "), the entry the brief puts the new one after; not guessing which"
    )


def grouped_rows(rows: Sequence[Sequence[str]]) -> list[str]:
    """The groups a table writes once in its first column, leaving the cell blank in the rows
    below (`| 甲厂 | X100 |`, `|  | X100e |`); [] when every row fills its first cell."""
    firsts = [row[0].strip() if row else "" for row in rows]
    if len(firsts) < 2 or not firsts[0] or all(firsts):
        return []
    return [cell for cell in firsts if cell]


def first_cell_repeats(rows: Sequence[Sequence[str]]) -> bool:
    """Whether rows share their first cell and each says its own second (`| 台积电 | CoWoS-S |`,
    `| 台积电 | CoWoS-L |`): the second cell names the row, as a blank first cell's does."""
    pairs = [(row[0].strip(), row[1].strip()) for row in rows if len(row) > 1]
    firsts = [first for first, _ in pairs]
    seconds = [second for _, second in pairs if second]
    return len(set(firsts)) < len(firsts) and len(set(seconds)) == len(pairs)


def quoted(tail: Tail, new: list[str]) -> list[str]:
    """New lines of a list that stands in a blockquote, marked as its lines are (`> `); a
    blank one stays inside the quote (`>`)."""
    if not tail.quote:
        return new
    return [f"{tail.quote}{line}" if line else tail.quote.rstrip() for line in new]


def table_named(action: Action) -> str:
    """The word the request names the section's table by, right after the section: `引擎` of
    `§1.1 引擎表新增一行`; "" for `§1.1 表格新增一行` or none."""
    if action.target is None or not action.target.raw:
        return ""
    found = re.search(
        re.escape(action.target.raw)
        + rf"\s*的?\s*(?P<word>[{HAN_RANGE}A-Za-z/]{{1,8}}?)表(?![注格头])",
        action.request,
    )
    return found.group("word") if found else ""


def list_named(action: Action) -> str:
    """The request's words right after its section, up to the clause's end (`代表工作新增一条
    Hydra` of `§1 代表工作新增一条 Hydra`), where a label of one of the section's lists may
    name the list; "" when the request names no section."""
    if action.target is None or not action.target.raw:
        return ""
    at = action.request.find(action.target.raw)
    if at < 0:
        return ""
    rest = action.request[at + len(action.target.raw) :]
    # Up to the verb: the new entry's own name after it names no list (`新增一条 AMD Instinct`);
    # a quoted label holds no verb (`「补充说明」列表新增一条`).
    # (`补充说明列表`: a list's label, no verb.)
    verb = re.search(
        r"新增|增加|增补|补(?!充说明)|加|添|录入|登记|写入|[，。；,;]", masked_quotes(rest)
    )
    return rest[: verb.start()] if verb else rest


def named_table_words(action: Action) -> str:
    """`§4.2 格式对比表`, `§1.6 表`: the words naming the section's table right after it in
    the request; "" when it names none (not 列表, 代表, 表示…)."""
    if action.target is None or not action.target.raw:
        return ""
    # (A section the request names bare, `在 2.1 对比表里`, is shown with its `§`.)
    found = re.search(
        r"(?<![\d.])§?\s*"
        + re.escape(action.target.raw.lstrip("§ "))
        + rf"\s*(?:的|里|中)?\s*[{HAN_RANGE}A-Za-z/]{{0,8}}?"
        + r"(?<![代发列图外])表(?![注头示明述达现])",
        action.request,
    )
    return found.group(0).strip() if found else ""


def names_heading(words: str, action: Action, title: str) -> bool:
    """Whether the words after the request's section (`§5 术语表`) are that section's heading
    (`5. 术语表`) rather than a table of it."""
    assert action.target is not None
    named = words.removeprefix(action.target.raw).strip(" 的里中")
    return bool(named) and named in title


# A table header's first words (`要点（README 口径）` → 要点, `Stars / 周增` → Stars).
HEADER_KEY = re.compile(r"[^\s（(/|]+")


# A row's cells listed after its noun and a colon: `新增一行：LayerServe，Rust，1.5×。`
# (`## 修订 新增：v1.5，2026-12-25，…` in a table: the add verb's colon, as `一行：`.)
LISTED_ROW = re.compile(
    r"(?:一行|新增|增加|添加|增补|补充)\s*[：:]\s*(?P<cells>[^|｜：\n]+?)\s*[。.；;]?\s*$"
)


def listed_cells(action: Action) -> list[str]:
    """The cells a request lists for a new row after `一行：`, apart by `，` or `、`, the first
    being the new entry's name (so the words are cells, not a sentence about it); [] else."""
    assert action.entry is not None
    said = LISTED_ROW.search(action.request)
    if said is None:
        return []
    cells = [c.strip() for c in re.split(r"[，、]", said.group("cells"))]
    name = normalise(action.entry.title)
    # The item's heading may say more than the name (`X 上榜`): the first cell names it.
    first = normalise(cells[0]) if cells else ""
    if len(cells) < 2 or not all(cells) or not name or not first or first not in name:
        return []
    return cells


# The words a request gives for a new row after the words asking for it and a colon (`新增一行：
# X，快，新`), or in a parenthesis right after them (`新增 X 一行（约 2 万条、多为 A、MIT）`).
ROW_WORDS = re.compile(
    r"(?:一行[^|\n。；;：:（(]{0,16}|新增|增加|添加|增补|补充)[：:]\s*(?P<words>[^。；;\n]+)"
)
ROW_VALUES = re.compile(r"一行\s*[（(](?P<words>[^（()）]+)[）)]")
# A parenthesis that tags or places the row, no values of it (`（条目 1）`, `（放在 A 之后）`).
ROW_ASIDE = re.compile(r"条目|增量|之后|之前|后面|前面|并列|末尾|开头|下方|上方")


def unread_row_words(action: Action) -> str:
    """The words a request gives for a new table row that no reading of cells took (not
    `| a | b |`, not `列名：值`, not as many cells as columns): words after `一行：` beyond the
    row's name, or two values or more in a parenthesis after `一行`; "" when it gives none.
    Which word goes in which column is then not guessed, nor the item's words put there."""
    assert action.entry is not None
    request = action.request
    name = normalise(action.entry.title)
    for found in ROW_WORDS.finditer(request):
        words = found.group("words").strip()
        if words and not (normalise(words) and normalise(words) in name):
            return words
    for found in ROW_VALUES.finditer(request):
        words = found.group("words").strip()
        if len([w for w in re.split(r"[、，,；;]", words) if w.strip()]) > 1 and not (
            ROW_ASIDE.search(words)
        ):
            return words
    return ""


def built_from_item(action: Action) -> bool:
    """Whether the new entry's words are built from the item's (no line, words or changelog
    line the brief dictates for it)."""
    entry = action.entry
    assert entry is not None
    return not (entry.dictated or entry.statement or entry.changelog)


def name_left_out(action: Action, new: Sequence[str]) -> str:
    """The Chinese words a request names its new entry by after the count of its add (`新增
    一条 嘉兴冷库`) when the lines built from the item's words do not say them; "" else (a
    kind of entry, `新增一条趋势`; the brief's own words for the entry)."""
    if not built_from_item(action):
        return ""
    from .reading.lexicon import default_lexicon  # the reader imports this module

    place = default_lexicon().place
    found = place["name_after_count"].search(masked_quotes(action.clause))
    if found is None or place["kind_of_entry"].search(found["name"]):
        return ""
    name = found["name"]
    return "" if normalise(name) in normalise("".join(new)) else name


ENTRY_NOUN_END = re.compile(r"\s*(?:这|那)?一?(?:条目|条|行|项)[。.]?\s*$")


def given_words_left_out(action: Action, new: Sequence[str]) -> str:
    """The words a request gives for the new line after the words asking for it (`一行：X，Y`,
    `新增：X，Y`, unread_row_words) of which a part, set apart by a comma, is not in the `new`
    lines built for it; "" when they are all there, or none are given."""
    if not built_from_item(action):
        return ""  # the brief's own words, as read
    # Only words given in the clause's own request (`§1.1 新增一条 X；§2.1 新增一行：Y` gives Y
    # to §2.1): from the clause on, asked in it.
    said = action.clause.strip()
    at = action.request.find(said) if said else -1
    found = ROW_WORDS.search(action.request, max(at, 0))
    if at < 0 or found is None or found.start() >= at + len(said):
        return ""
    words = found.group("words").strip()
    if "§" in words:
        return ""  # `新增：X（§1.1）、Y（§1.2）`: names, each with its place, no line's words
    written = normalise("".join(new))
    # (A part that tags or places the line, `条目 1`, `放在 X 之后`, says none of its words.)
    # (Nor does the noun after them, `X 一条`.)
    parts = (
        normalise(ENTRY_NOUN_END.sub("", part))
        for part in re.split(r"[，,、；;（()）]", words)
        if not ROW_ASIDE.search(part)
    )
    return words if any(part and part not in written for part in parts) else ""


def dictated_cells(action: Action, columns: Sequence[str]) -> list[str]:
    """The columns (but the first, the row's name) whose value the request gives right after
    the column's name: `类型"轻量服务端"`, `Stars 301⭐`, `成熟度：beta`, `出处 (Haas, 2026)`,
    `现状：仍在更新`; or after the name and a space where the name opens a part of the
    request (`，状态 维护中`: words of any script; `许可宽松` is no cell)."""
    keys = [m.group(0) for c in columns[1:] if (m := HEADER_KEY.match(c.strip()))]
    return [
        key
        for key in keys
        if re.search(
            rf"(?<![\w]){re.escape(key)}\s*(?:[：:=]\s*(?=\S)|\s*(?=[\"“「『\dA-Za-z(（])"
            rf"|{COLUMN_VALUE_LEAD.pattern})"
            rf"|(?:^|[，,；;：:])\s*{re.escape(key)}\s+(?=[^\s，,；;。])",
            action.request,
        )
    ]


# Words between a column's name and the value it is given (`许可一栏写"未标注"`, `语言一列填
# Rust`, `备注栏填：无`).
COLUMN_VALUE_LEAD = re.compile(
    r"\s*(?:这|那)?一?[栏列格]\s*(?:里|中)?\s*(?:填写|写作|记为|写|填|记|为|是)\s*[：:]?\s*(?=\S)"
)


def spoken_cells(request: str, keys: Sequence[str], name: str) -> dict[str, str]:
    """The cells a request gives by column name after the row's name, apart by commas, each
    the column's name and then its value after a space or the words naming a column's value
    (`新增一行 X，规模 30k 轨迹，种类 1（A），许可一栏写"未标注"`), by column name; {} when any
    of its pieces there is no such cell (which words are whose is not guessed)."""
    asked = ROW_ASKED.search(request)
    if asked is None:
        return {}
    rest = request[asked.end() :].strip()
    # (To its sentence's end: `…，来源 [^21]。新脚注接在…` asks something else after it.)
    rest = rest[: sentence_end(rest)].strip().rstrip("。.")
    named = ROW_NAME_COLON.match(rest)
    if named and normalise(named.group("name")) == normalise(name):
        rest = rest[named.end() :]  # `一行 RDT：类型 …`: the row's name before the cells' colon
    rest = rest.lstrip("：: ")  # `一行：规模 …`
    # (A comma inside a figure, `24,000 TEU`, parts no cells.)
    pieces = [p.strip() for p in re.split(r"[，；;]|,(?!\d{3})", rest) if p.strip()]
    if pieces and normalise(pieces[0].strip("*")) == normalise(name):
        pieces = pieces[1:]  # the row's name, said after the words asking for it
    cells: dict[str, str] = {}
    for piece in pieces:
        key = max((k for k in keys if piece.startswith(k)), key=len, default="")
        lead = COLUMN_VALUE_LEAD.match(piece, len(key)) if key else None
        # (`处置状态"检漏中"`: a quoted value may follow its column's name with no space.)
        spaced = (
            re.match(r"\s+(?=\S)|(?=[\"“「『])", piece[len(key) :])
            if key and lead is None
            else None
        )
        if not key or (lead is None and spaced is None):
            return {}
        at = lead.end() if lead else len(key) + (spaced.end() if spaced else 0)
        cells[key] = piece[at:].strip().strip('"“”「」『』').strip()
    return cells if cells and all(cells.values()) else {}


# `（类型：…；规模：…）`, `，类型：…；规模：…`: one cell a piece, its column's name, a colon, its
# value; pieces apart by semicolons (a value may hold commas).
NAMED_CELL = re.compile(r"^\s*(?P<key>[^：:；;\s]{1,12})\s*[：:]\s*(?P<value>\S.*?)\s*[。.]?\s*$")
ROW_ASKED = re.compile(r"一行")
ROW_NAME_AFTER = re.compile(r"^\**[^\s（(，,：:；;*]{1,40}\**\s*(?=[（(，,：:])")
# `一行 RDT：类型 …`: the row's name right before the colon that opens its cells.
ROW_NAME_COLON = re.compile(r"^\**(?P<name>[^\s（(，,：:；;*]{1,40})\**\s*[：:]")


def named_cells(request: str) -> dict[str, str]:
    """The cells a request gives by column name after the words asking for the row (`新增
    X 一行（类型：A；规模：B）`), by column name; {} when its words there are not all such
    cells (`（类型 服务端，Stars 300⭐）`: which words are whose is not guessed)."""
    asked = ROW_ASKED.search(request)
    if asked is None:
        return {}
    # `加一行 X（类型：…）`: the row's name after the words asking for it is no cell.
    rest = ROW_NAME_AFTER.sub("", request[asked.end() :].strip(), count=1)
    if rest[:1] in ("（", "("):
        depth, end = 0, -1
        for k, char in enumerate(rest):
            depth += 1 if char in "（(" else -1 if char in "）)" else 0
            if depth == 0:
                end = k
                break
        rest = rest[1:end] if end > 0 else ""
    else:
        rest = rest.lstrip("，,：: ").rstrip("。")
    pieces = [p for p in re.split(r"[；;]", rest) if p.strip()]
    found = [NAMED_CELL.match(p) for p in pieces]
    if not pieces or not all(found):
        # `基准「MMMU-Pro」，题量「3.46K」`: each value quoted right after its column's name,
        # pieces apart by commas (a quoted value may hold them).
        quoted = [
            QUOTED_CELL.fullmatch(p.strip().rstrip("。"))
            for p in forms.split_outside(rest, ["，", ",", "；", ";", "、"])
            if p.strip()
        ]
        if not quoted or not all(quoted):
            return {}
        return {m["key"]: m["value"].strip() for m in quoted if m is not None}
    return {
        m.group("key"): m.group("value").strip().strip('"“”「」『』').strip()
        for m in found
        if m is not None
    }


def row_by_columns(
    tail: Tail, action: Action, facts: forms.Facts, mark: str, dictated: Sequence[str]
) -> str:
    """The new row from the cells the request gives by column name, in the table's column
    order: the name in the first column, a column it gives nothing for left as the
    neighbours leave theirs (empty, or their missing-value mark) only where some of them do;
    else, or when its cells are not all read, Unresolved. The provenance mark goes in the
    source column, unless that column cites papers by author and year (a mark there would
    stand in a citation): then at the end of the last column of words before it."""
    header = [c.strip() for c in tail.columns]
    keys = [m.group(0) if (m := HEADER_KEY.match(c)) else c for c in header]
    columns = [[row[k] for row in tail.rows if k < len(row)] for k in range(len(header))]
    said = ", ".join(dictated)
    # Columns every row fills that the brief gives nothing for: not made up from the item.
    filled = [
        header[k]
        for k in range(1, len(header))
        if keys[k] not in dictated
        and not any(not c.strip() or c in forms.MISSING_VALUES for c in columns[k])
    ]
    if filled:
        raise Unresolved(
            f"the brief gives the new row's cells by column ({said}) but not "
            + "、".join(f"「{m}」" for m in filled)
            + ", which every row of the table fills; kbpatch builds no row from the item's "
            "words beside them: add it by hand"
        )
    # A column said with its unit (`Recall@10 (%) 6.88`) as well as by its key alone.
    spoken = spoken_cells(action.request, [*keys, *header], facts.name)
    given = named_cells(action.request) or spoken
    if strays := [k for k in given if k not in keys and k not in header]:
        raise Unresolved(
            f"the brief gives the new row's cells by column ({said}), and "
            + "、".join(f"「{k}」" for k in strays)
            + ", which heads no column of the table ("
            + " | ".join(header)
            + "); which cell its value goes in is not guessed"
        )
    if not given:
        raise Unresolved(
            f"the brief gives the new row's cells by column ({said}), but not each as "
            "「列名：值」 apart by 「；」; which words go in which cell is not guessed"
        )
    # `一行：比特宽度：W4A8；代表方法：…`: the first column's value given by its name, as the
    # others are; else the row's name, when the request says it (`新增一行 X，…`).
    first = given.get(keys[0], given.get(header[0], ""))
    # The name said in the request, not only as another column's value (`代表方法：X`).
    beside_cells = action.request
    for value in given.values():
        beside_cells = beside_cells.replace(value, "", 1)
    if not first and normalise(facts.name) not in normalise(beside_cells):
        raise Unresolved(
            f"the brief gives the new row's cells by column ({said}) but not 「{header[0]}」, "
            "its first column, nor the row's name; the item's title is not put there: add "
            "it by hand"
        )
    name = first or facts.name
    if any(row and row[0].strip(" *`") == name for row in tail.rows):
        raise Unresolved(f"this table already holds a row 「{name}」; not added again")
    table_missing = forms.missing_mark([c for cells in columns for c in cells])
    bold = any(c.startswith(("**", "__")) for c in columns[0])
    cells = [f"**{name}**" if bold else name]
    for k in range(1, len(header)):
        value = given.get(keys[k], given.get(header[k], ""))
        cells.append(value or forms.unstated(columns[k], table_missing))
    meanings = forms.column_meanings(header)
    source = meanings.index("source") if "source" in meanings else None
    cited = [c for c in columns[source] if c.strip()] if source is not None else []
    if source is not None and not (cited and all(forms.AUTHOR_YEAR_CELL.match(c) for c in cited)):
        at = source
    else:
        worded = [
            k
            for k in range(1, source if source is not None else len(cells))
            if cells[k] not in ("", *forms.MISSING_VALUES)
        ]
        at = worded[-1] if worded else len(cells) - 1
    cells[at] = (cells[at] if cells[at] not in forms.MISSING_VALUES else "") + mark
    return "| " + " | ".join(forms.single_line(c).replace("|", "\\|") for c in cells) + " |"


LIST_ITEM_START = re.compile(r"^\s*(?:[-*+•]|\d+[.)、])\s+\S")


def is_loose_list(lines: Sequence[str], span: Span, last: int) -> bool:
    """Whether the list item ending at `last` stands apart from the item before it by a
    blank line (a loose list): a new item then keeps that blank line too. The list's first
    item has none before it: the blank line between it and the item after it tells (a new
    entry put right after the first one, `A 条目之后`)."""
    start = last
    while start > span.start and not LIST_ITEM_START.match(lines[start]):
        if not lines[start].strip():
            return False
        start -= 1
    if start - 1 >= span.start and lines[start - 1].strip():
        return False  # the item before it, or the words that open the list, with no gap
    if start - 2 >= span.start and LIST_ITEM_START.match(lines[start - 2]):
        return True
    return (
        last + 2 < span.end
        and not lines[last + 1].strip()
        and LIST_ITEM_START.match(lines[last + 2]) is not None
    )


def same_named_entry(lines: Sequence[str], span: Span, name: str) -> int | None:
    """The line of an entry of the span that opens with `name` itself (`- **Lanes**：…`,
    `- [Lanes](url)：…`, `- [[Lanes]]：…`, `- [E3] **Lanes**`, `- 🧪 **Lanes**`, `① Lanes：…`),
    or a table row with a cell that is the name (`| 2026-10 | Lanes | … |`), not a longer
    name (`Lanes-2`); None when none does."""
    if not name.strip():
        return None
    # In either script (`連續批處理` is `连续批处理`): the name and each line read simplified.
    name = simplified(name)
    whole = re.compile(re.escape(name.strip()) + r"(?:\*\*|__)?(?=\s*(?:[：:（(|]|—|$))")
    cell = re.compile(r"(?:\*\*|__)?" + re.escape(name.strip()) + r"(?:\*\*|__)?")
    hidden = commented_lines(lines, span)
    for index in range(span.start, span.end):
        if index in hidden:
            continue  # an entry commented out is not one of the section's
        body = simplified(unlinked(body_of(lines[index])))
        if body.lstrip().startswith("|"):
            if any(cell.fullmatch(c.strip()) for c in split_row(body)):
                return index
            continue
        # A list item after its marker; else a paragraph entry (`① KIVI：…`, `**KIVI**：…`).
        start = entry_start(body) if LIST_LINE.match(body) else 0
        marks = ENTRY_MARKS.match(body, start)
        if whole.match(body, marks.end() if marks else start):
            return index
    return None


# Links around an entry's name: `[Name](url)` and Obsidian's `[[Name]]`, `[[Name|shown]]`.
MARKDOWN_LINK = re.compile(r"\[([^\[\]]+)\]\([^)\s]*(?:\s+\"[^\"]*\")?\)")
WIKI_LINK = re.compile(r"\[\[([^\[\]|#^]+)(?:[#^|][^\[\]]*)?\]\]")
# What may stand between an entry's marker and its name: a circled number (`①`), a label
# (`[E3]`), a status emoji (`🧪`), bold.
ENTRY_MARKS = re.compile(
    r"(?:\s*[\u2460-\u2473\u24f5-\u24fe\u2776-\u277f])?(?:\s*\[[A-Za-z]{0,3}\d{1,4}\])?"
    r"(?:\s*[^\w\s\[\]（()「“\"'*_#>|`~+\-.,，。:：;；/\\]\ufe0f?)*\s*(?:\*\*|__)?"
)


def unlinked(body: str) -> str:
    """A line with its links read as their text (`[vLLM](url)` → `vLLM`, `[[Orca]]` → `Orca`)."""
    if "[" not in body:
        return body
    return MARKDOWN_LINK.sub(r"\1", WIKI_LINK.sub(r"\1", body))


def neighbours_part(lines: Sequence[str], span: Span, index: int) -> Span:
    """The innermost sub-section of `span` that holds line `index` (a neighbour the brief
    names), else `span`: `§二 KIVI 之后新增一段` where KIVI is a paragraph of §二's second
    part takes that part's form, never the list of §二's first part (numbered on from it)."""
    inner = [
        h for h in outline(lines) if span.start <= h.start < index < h.end and h.end <= span.end
    ]
    if not inner:
        return span
    part = max(inner, key=lambda h: h.start)
    return Span(start=part.start + 1, end=part.end, title=part.text)


def numbered_place(
    lines: Sequence[str], span: Span, named: tuple[int, int], action: Action
) -> tuple[int, int]:
    """Where a new item beside the named one goes when their list numbers its items (`1.`,
    `- [A2]`, `- [ ] Q3`): after the list's last item, with the next number, when the brief
    only asks for it to stand beside (`与 X 并列`), since beside a middle item the next number
    reads out of order (`1. 4. 2. 3.`). A brief that puts it right after a middle item (`X
    之后`) is not guessed at: renumbering the items below would break the references to them
    (`第 3 条`) elsewhere in the document."""
    first = LIST_LINE.match(body_of(lines[named[0]]))
    if first is None or not numbers_items(first):
        return named
    last = last_peer(lines, span, named[0])
    if last == named[0]:
        return named
    if action.placement == "alongside":
        return last, entry_end(lines, span, last)
    words = "、".join(f"「{name}」" for name in action.siblings if name)
    raise Unresolved(
        f"the brief puts the new item right after {words} (line {named[0] + 1}), in the middle"
        f" of a numbered list that goes on to line {last + 1}: the next number would stand out"
        " of order there, and renumbering the items below would break references to them"
        " (第 n 条); not guessing"
    )


def lettered_place(
    lines: Sequence[str], span: Span, named: tuple[int, int], action: Action
) -> tuple[int, int]:
    """numbered_place for entries labelled in brackets one a line (`(b) Lion：…`): beside a
    middle one, the new entry goes after the run's last, with the next label; right after a
    middle one is not guessed (the labels below would be out of order)."""
    end = named[1]
    while end + 1 < span.end and body_of(lines[end + 1]).strip():
        end += 1
    if end == named[1]:
        return named
    if action.placement == "alongside":
        return end, end
    words = "、".join(f"「{name}」" for name in action.siblings if name)
    raise Unresolved(
        f"the brief puts the new entry right after {words} (line {named[0] + 1}), in the middle"
        f" of entries labelled in order up to line {end + 1}: the next label would stand out"
        " of order there; not guessing"
    )


# A list item's label that counts: `[A2]`, `[5]`, `Q3`, `OQ-3` (after a checklist's box).
COUNTED_LABEL = re.compile(
    r"^(?:\[[ xX]\]\s+)?(?:\*\*)?(?:\[[A-Z]{0,2}-?\d+\]|(?:Q|OQ|R|Ref)-?\d+(?!\d))"
)


def numbers_items(item: re.Match[str]) -> bool:
    """Whether a list item's number or label counts it among its peers (`3.`, `- [A2] …`)."""
    return (
        item.group("marker")[:-1].isdigit() or COUNTED_LABEL.match(item.group("body")) is not None
    )


def last_peer(lines: Sequence[str], span: Span, first: int) -> int:
    """The first line of the last item of the list the item starting at line `first` is in:
    the items at its indent with the same kind of marker, up to a line that ends the list."""
    item = LIST_LINE.match(body_of(lines[first]))
    assert item is not None
    depth = len(item.group("indent"))
    kind = item.group("marker")[-1]
    last = first
    for index in range(first + 1, span.end):
        line = body_of(lines[index])
        if not line.strip():
            continue
        match = LIST_LINE.match(line)
        indent = len(line) - len(line.lstrip())
        if match is not None and len(match.group("indent")) == depth:
            if match.group("marker")[-1] != kind:
                break  # another list
            last = index
        elif indent <= depth:
            break
    return last


def sibling_item(
    lines: Sequence[str], span: Span, siblings: tuple[str, ...]
) -> tuple[int, int] | None:
    """The first and last lines of the last list item that names one of the siblings, else
    None: an item whose title is a sibling (`- **Kapitsa**：…`) before one that only mentions
    it (a decision tree's `7. … → **Kapitsa**`)."""
    names = [bounded(name) for name in siblings if name]
    if not names:
        return None
    # One pattern for all the names: a line matches it when it matches one of theirs.
    any_name = "(?:" + "|".join(names) + ")"
    titled = re.compile(r"^\s*(?:[-*+]|\d+[.)、])\s+(?:\*\*|\[)?\s*" + any_name, re.I)
    # A definition list's term: the name alone on its line (`Reflexion`, `**Reflexion**`),
    # a definition (`: …`) under it.
    term_line = re.compile(r"^\s*(?:\*\*)?" + any_name + r"\s*(?:\*\*)?\s*$", re.I)
    mentioned = re.compile(r"(?<![A-Za-z0-9])" + any_name, re.I)
    # A paragraph entry that opens with the name: `**vLLM** — …`, `(c) Muon：…`, `稠密检索：…`.
    opened = re.compile(PARAGRAPH_LEAD + any_name, re.I)

    def is_term(k: int) -> bool:
        return k + 1 < span.end and DEFINITION.match(body_of(lines[k + 1])) is not None

    def is_paragraph_entry(k: int) -> bool:
        body = body_of(lines[k])
        starts = (
            k == span.start or not body_of(lines[k - 1]).strip() or bool(PARAGRAPH_ITEM.match(body))
        )
        return not LIST_LINE.match(body) and starts and opened.search(body) is not None

    backwards = range(span.end - 1, span.start - 1, -1)
    found = (
        [k for k in backwards if titled.search(lines[k])]
        or [k for k in backwards if term_line.search(lines[k]) and is_term(k)]
        or [k for k in backwards if is_paragraph_entry(k)]
        or named_rows(lines, span, siblings)
        or [k for k in backwards if mentioned.search(lines[k])]
    )
    if not found:
        return None
    last = found[0]
    if table_body_row(lines, span, last) and named_rows(lines, span, siblings):
        # `在 X 行之后新增一行`: the row whose name cell says X, one line.
        return last, last
    if is_paragraph_entry(last):
        return last, paragraph_end(lines, span, last)
    if LIST_LINE.match(body_of(lines[last])) is None and not is_term(last):
        return None
    # A list item with its nested lines, or a term with its definitions.
    return last, entry_end(lines, span, last)


def named_rows(lines: Sequence[str], span: Span, names: Sequence[str]) -> list[int]:
    """The table body rows of the span, last first, whose first or name cell says one of the
    names (`| NVFP4 | ModelOpt | … |` is the NVFP4 row), as a cell change finds its row."""
    patterns = [named(simplified(name)) for name in names if name]
    return [
        k
        for k in range(span.end - 1, span.start - 1, -1)
        if table_body_row(lines, span, k)
        and any(row_named_by(lines, span, k, pattern) for pattern in patterns)
    ]


# What a paragraph entry may open with before its name: a bold mark or the KB's own name
# mark (`【X】…`), a letter or number in brackets (`(c) `, `（2）`).
PARAGRAPH_LEAD = r"^\s*(?:[（(][A-Za-z0-9]{1,3}[）)]\s*)?(?:\*\*|__|【)?\s*"
# A line that opens an entry of a run of one-line entries: `(c) …`, `（2）…`.
PARAGRAPH_ITEM = re.compile(r"^\s*[（(][A-Za-z0-9]{1,3}[）)]")


def update_number(
    lines: Sequence[str], span: Span, action: Action, mark: str, eol: str
) -> Edit | str:
    if not action.old_value or not action.new_value:
        raise Unresolved("the brief gives no old→new values")
    block = lines[span.start : span.end]
    # Without a subject, every line is about it.
    about = name_pattern(action.subject) if action.subject else re.compile("")

    old, new = action.old_value, action.new_value
    # The lines about the subject: those that name it, and the nested details or definitions
    # of an entry it opens (`SlotGate` / `: …上限 64。`).
    naming = [k for k, line in enumerate(block) if about.search(line)]
    said = f"「{shorten_line(action.clause or action.request)}」"
    row = row_named_beside_column(lines, span, action, (old, new)) if action.subject else None
    if action.subject and row is None:
        row = table_named_row(lines, span, action.subject, said, action.clause or action.request)
    if row is not None:
        naming = [row - span.start]  # the row so named, not another row's cell that says it
    about_lines = naming
    if action.subject:
        ends = {k: entry_end(lines, span, span.start + k) - span.start for k in naming}
        about_lines = sorted({j for k in naming for j in range(k, ends[k] + 1)})
        fielded = named_fields(lines, span, action.subject)
        if fielded is not None:
            # `#### RAGAS` then `- 局限：…0.15`: the entry's lines are its bullets.
            about_lines = sorted({*about_lines, *(k - span.start for k in fielded[1])})
    # The lines of the span (as indexes in it) that hold the old count as a number of its
    # own (not inside the new one, `243` → `243–250`), and those that hold the new one. The
    # value as it is first: a line without it cannot match.
    candidates = [
        k for k in about_lines if old in block[k] and standing(old, new, block[k], number=True)
    ]
    # The subject's own line first: a count its nested lines hold too is the one it names.
    candidates = [k for k in candidates if k in naming] or candidates
    subject = f" for {action.subject}" if action.subject else ""
    if not candidates:
        token = value_pattern(new, number=True)
        done = [k for k in about_lines if token.search(block[k])]
        if done:
            return f"line {span.start + done[0] + 1} already holds {action.new_value}"
        seen = [block[k] for k in naming] if action.subject else []
        # Long enough to show the count a table row holds in its later cells.
        detail = (
            f"; the {action.subject} line reads: {shorten_line(body_of(seen[0]))}" if seen else ""
        )
        raise Unresolved(
            f"old count does not match: no line holds {action.old_value}{subject}{detail}"
        )
    if candidates and not action.subject:
        # `丰田 行 规模量产 2028 改为 2029`: of the lines holding the count (or the new one
        # already), the one whose own name the request writes: the row of 丰田, never another
        # row holding 2028, before its patch or after it.
        token = value_pattern(new, number=True)
        pool = sorted({*candidates, *(k for k in about_lines if token.search(block[k]))})
        named = lines_named_in(
            lines, [span.start + k for k in pool], action.clause or action.request
        )
        if len(named) == 1 and named[0] - span.start not in candidates:
            return f"line {named[0] + 1} already holds {action.new_value}"
        if len(named) == 1:
            candidates = [named[0] - span.start]
    if len(candidates) > 1:
        where = ", ".join(str(span.start + k + 1) for k in candidates)
        raise Unresolved(
            f"{action.old_value}{subject} stands on several lines ({where}); not guessing"
        )
    index = span.start + candidates[0]
    if action.subject and row is None:
        check_row_named(lines, span, index, action.subject, said)
    body = body_of(block[candidates[0]])
    # The count after the subject's name: the line may hold the same number before it, for
    # something else.
    named_at = re.search(re.escape(action.subject), body, re.I) if action.subject else None
    found = standing(old, new, body, number=True)
    after = [at for at in found if named_at is None or at[0] >= named_at.start()]
    shown = f"{old} → {new}"
    column = asked_column(lines, span, index, action, shown)
    if column is not None:
        # `X 行 Y 列由 2.9 改为 2.8`: the count in that one cell, never another column's.
        left, right = cell_spans(body)[column.index]
        after = found = [at for at in found if left <= at[0] and at[1] <= right]
        if not found:
            if already_reads(body[left:right], new, whole=True):
                return f"line {index + 1} already holds {action.new_value}"
            raise Unresolved(
                f"{old} does not occur in line {index + 1} under 「{column.header}」: {shown}; "
                f"the line reads: {shorten_line(body)}"
            )
    elif body.lstrip().startswith("|"):
        # `X 一行：数值由 2 改成 3` where the row reads `| X | 2 | … | 抽帧 2 fps |`: the count
        # that is a cell of its own is the value; once it reads 3, the 2 inside another
        # cell's words is no count still to change.
        cells = cell_spans(body)
        whole = [at for at in (after or found) if at in cells]
        if len(whole) == 1:
            after = whole
        elif not whole and any(body[a:b].strip() == new for a, b in cells):
            return f"line {index + 1} already holds {action.new_value}"
    start, end = (after or found)[0]
    return replace_line(lines, index, spliced(body, start, end, new))


def add_source(lines: Sequence[str], span: Span, action: Action, mark: str, eol: str) -> Edit | str:
    if LINK_LIST_LINE.match(action.phrase):
        # `§8 补一条来源：「- [X](https://…)（季度）」`: a whole line of a list of links, no words
        # of the section's to cite it for.
        return written_link_line(lines, span, replace(action, written=action.phrase), mark, eol)
    if not action.phrase:
        raise Unresolved('the brief does not quote the line to cite; quote it as "…"')
    if not action.source_ids and not action.source_urls:
        raise Unresolved("the brief gives no arXiv id or link to add")
    fielded = named_fields(lines, span, action.phrase) if not action.anchor else None
    if fielded is not None:
        return source_in_field(lines, fielded, action)
    if any(not url.startswith("http") for url in action.source_urls):
        # A card's path is a source only in a field of sources (source_in_field).
        raise Unresolved(
            f"the brief gives a card ({action.source_urls[0]}) as the source, not an id or a "
            "link, for no entry whose sources stand in a field of their own; check by hand"
        )
    if action.anchor:
        # `HNSW 的"内存"子项补 arXiv:…`: the line nested in the one entry of that name which
        # opens with the field's words, never a line of another entry.
        owner = anchor_line(lines, span, action.anchor)
        nested = range(owner + 1, entry_end(lines, span, owner) + 1)
        found = [k for k in nested if entry_opens_with(lines[k].lstrip(), action.phrase)]
        if not found:
            raise Unresolved(
                f"the entry 「{action.anchor}」 has no nested line opening with 「{action.phrase}」"
            )
    else:
        found = Block(lines, span).find(action.phrase)
    if not found:
        raise Unresolved(f"no line of this section contains 「{action.phrase}」")
    if len(found) > 1:
        where = ", ".join(str(i + 1) for i in found)
        raise Unresolved(f"「{action.phrase}」 stands on several lines ({where}); not guessing")
    index = found[0]
    summary = SUMMARY.search(lines[index])
    folded = (
        entry_in_fold(lines, index, span.end, HTML_TAG.sub("", summary.group(2)))
        if summary
        else None
    )
    if folded is not None:
        # `<details><summary>HLE</summary>`: the entry's words stand in the fold, below it.
        index = paragraph_end(lines, span, folded)
    if ATX.match(body_of(lines[index])) or HTML_HEADING.match(body_of(lines[index])):
        # `###### RULER` with its paragraph below: an id in the heading would rename it (and
        # its anchor), as appended words would (append_to_entry).
        raise Unresolved(
            f"「{action.phrase}」 is the heading on line {index + 1}, not an entry's line: kbpatch "
            "does not cite in a heading; check by hand"
        )
    # The entry the line opens: a term with its definitions (`: …参见 [arXiv:…]。`) or a
    # list item with its nested lines. An id any of them cites is already there.
    entry = range(index, entry_end(lines, span, index) + 1)
    refs = action.source_ids or action.source_urls
    missing = [r for r in refs if not any(r in lines[k] for k in entry)]
    # `[Yao 2024]`, `<sup>8</sup>`: the entry cites the paper through the reference line the
    # document lists it on, in the document's own form; the id is there already.
    # Only the lines that hold a missing id can label it; reading every line of a long KB as a
    # possible reference line, for each source, was most of a batch's time on a 50k-line KB.
    holding = sorted({k for r in missing for k, line in enumerate(lines) if r in line})
    labels = forms.reference_labels([lines[k] for k in holding]) if action.source_ids else {}
    through = {
        r: label
        for r in missing
        for label in labels.get(r, ())
        if any(forms.cites_label(lines[k], label) for k in entry)
    }
    if missing and len(through) == len(missing):
        citing = next(k for k in entry if forms.cites_label(lines[k], through[missing[0]]))
        cited = ", ".join(f"{r} (as its reference [{through[r]}])" for r in missing)
        return f"line {citing + 1} already cites {cited}"
    if not missing:
        citing = next(k for k in entry if refs[0] in lines[k])
        verb = "cites" if action.source_ids else "links"
        return f"line {citing + 1} already {verb} {', '.join(refs)}"
    if not action.source_ids:
        # A link, in parentheses at the end of the line's own words, as an id is
        # (`…待补（https://…）。`).
        body = body_of(lines[index])
        if body.lstrip().startswith("|"):
            raise Unresolved("a link for a table row's source is not placed by guess")
        return replace_line(lines, index, append_in_line(body, source_note(missing)))
    definitions = [k for k in entry if DEFINITION.match(body_of(lines[k]))]
    if len(definitions) > 1:
        raise Unresolved(
            f"「{action.phrase}」 has {len(definitions)} definitions (lines "
            f"{', '.join(str(k + 1) for k in definitions)}); not guessing which to cite in"
        )
    # A term's note goes on its definition, where its neighbours cite.
    index = definitions[0] if definitions else index
    body = body_of(lines[index])
    if body.lstrip().startswith("|"):
        following = body_of(lines[index + 1]) if index + 1 < span.end else ""
        if DELIMITER_ROW.match(body) or DELIMITER_ROW.match(following):
            raise Unresolved(f"「{action.phrase}」 is in a table's header, not in a row")
        return replace_line(lines, index, cited_row(lines, span, index, missing))
    if written := list(forms.ID_SQUARE.finditer(body)):
        # `**X** [arXiv:…]：…`: the new id as the line writes its own, right after the last.
        at = written[-1].end()
        added = "".join(f" [arXiv:{i}]" for i in missing)
        return replace_line(lines, index, body[:at] + added + body[at:])
    by_label = labelled_citation(lines, action.cited_by) if len(missing) == 1 else None
    if by_label is not None and not forms.TAIL_CITE.search(body.rstrip()):
        # (A line that ends with a citation of its own already is not given a second by
        # guess: `[Yao 2024]。[Osei 2026]` is no form the document shows.)
        # `参考文献补 [9] …` in the same brief: the entry cites that label as the document's
        # entries cite theirs (`…评估<sup>9</sup>`, `…迭代。[Park 2020]`), not by the id.
        return replace_line(lines, index, forms.cited_at_end(body, *by_label))
    learned = neighbours_citation(lines, span, index)
    if learned is not None and len(missing) == 1:
        return replace_line(lines, index, forms.cited_as(body, learned, missing[0]))
    note = source_note([f"arXiv:{i}" for i in missing])
    return replace_line(lines, index, append_in_line(body, note))


def labelled_citation(lines: Sequence[str], label: str) -> tuple[forms.TailCitation, str] | None:
    """How the document's entries end with a reference's label (forms.tail_citation_form over
    the lines that end so, reference lines aside), and `label` written that way; None when
    there is no label, no such form, or the label is not of its series (`9` beside `（R5）`)."""
    if not label:
        return None
    bodies = [
        body
        for line in lines
        if forms.TAIL_CITE.search(body := body_of(line).rstrip())
        and not forms.reference_label(line)
        and not forms.REFERENCE_LINE.match(body)
    ]
    form = forms.ListForm(cites=forms.tail_citation_form(bodies))
    cited = forms.tail_citation(form, forms.Facts(name="", reference=label))
    return (form.cites, cited) if cited and form.cites is not None else None


def neighbours_citation(lines: Sequence[str], span: Span, index: int) -> tuple[str, bool] | None:
    """How the other lines cite a paper's id at their end (forms.id_citation_form): the
    section's, where two or more of them cite, else the document's."""
    section = [body_of(lines[k]) for k in range(span.start, span.end) if k != index]
    if sum(1 for b in section if forms.PAPER_ID.search(b)) >= 2:
        return forms.id_citation_form(section)
    # The document's lines that cite an id (the others count for nothing), read once; a
    # reference list's own lines cite for the entries, in no form an entry's words take.
    references = {
        k for k, m in lines_matching(lines, forms.REFERENCE_LINE) if forms.is_reference(m)
    }
    citing = lines_matching(lines, forms.CITING_LINE)
    # `[8] Chi et al. Title. arXiv:id`: a line opening with its label is a reference too; its
    # id after the title's full stop is no form for an entry's words (` arXiv:id` glued on).
    references |= {k for k, _ in citing if forms.reference_label(lines[k])}
    return forms.commonest_citation(
        [match for k, match in citing if k != index and k not in references]
    )


def table_head_changed(lines: Sequence[str], edit: Edit) -> int | None:
    """The first line an edit rewrites or drops that is a table's header or delimiter row;
    None when it leaves every one as it was (new rows inserted below a header change none)."""
    for k in range(edit.start, edit.end):
        body = body_of(lines[k])
        following = body_of(lines[k + 1]) if k + 1 < len(lines) else ""
        heads = DELIMITER_ROW.match(body) or DELIMITER_ROW.match(following)
        if body.lstrip().startswith("|") and heads and lines[k] not in edit.lines:
            return k
    return None


def table_split(lines: Sequence[str], edit: Edit) -> str | None:
    """The first line an edit writes that is no table row, where the line before the edit
    and the line after it are both rows of a table; None where it writes none such."""
    before = body_of(lines[edit.start - 1]) if edit.start > 0 else ""
    after = body_of(lines[edit.end]) if edit.end < len(lines) else ""
    if not (before.lstrip().startswith("|") and after.lstrip().startswith("|")):
        return None
    return next((line for line in edit.lines if not line.lstrip().startswith("|")), None)


# Words that ask for a table's header itself: `表头`, `列名`, `header`.
HEADER_ASKED = re.compile(r"表头|列名|栏名|标题行|header|column\s+name", re.I)


def header_unasked(lines: Sequence[str], span: Span, index: int, request: str) -> bool:
    """Whether line `index` is a table's header row and the request does not speak of a
    header: `X 行：状态 → 归档` names the 状态 column of row X, never the column's name to
    rewrite; a value is replaced in a row, the header only when asked by name."""
    body = body_of(lines[index])
    following = body_of(lines[index + 1]) if index + 1 < span.end else ""
    return (
        body.lstrip().startswith("|")
        and DELIMITER_ROW.match(following) is not None
        and HEADER_ASKED.search(request) is None
    )


# A table's delimiter row: `|---|:---:|`.
DELIMITER_ROW = re.compile(r"^\s*\|?\s*:?-{3,}:?\s*(?:\|\s*:?-{3,}:?\s*)*\|?\s*$")
# A column that holds a row's evidence: where an id added to the row belongs.
EVIDENCE_COLUMN = re.compile(r"证据|出处|来源|引用|文献|evidence|sources?|refs?\b|citations?", re.I)


def table_of(lines: Sequence[str], span: Span, index: int) -> tuple[list[str], list[list[str]]]:
    """The header cells and the body rows' cells of the table that line `index` is a row of."""
    first = index
    while first > span.start and body_of(lines[first - 1]).lstrip().startswith("|"):
        first -= 1
    last = index
    while last + 1 < span.end and body_of(lines[last + 1]).lstrip().startswith("|"):
        last += 1
    header = split_row(body_of(lines[first]))
    rows = [split_row(body_of(lines[k])) for k in range(first + 2, last + 1)]
    return header, rows


def cell_spans(body: str) -> list[tuple[int, int]]:
    """Where each cell's text (without its padding) lies in a table row, to splice one cell
    and keep every other byte of the row."""
    pipes = [m.start() for m in re.finditer(r"(?<!\\)\|", body)]
    if body.strip().startswith("|"):
        pipes = pipes[1:] if pipes else pipes
        start = body.index("|") + 1
    else:
        start = 0
    spans: list[tuple[int, int]] = []
    for pipe in [*pipes, len(body)]:
        text = body[start:pipe]
        if pipe == len(body) and not text.strip():
            break  # after the closing pipe
        left = start + len(text) - len(text.lstrip())
        right = start + len(text.rstrip())
        spans.append((left, max(left, right)))
        start = pipe + 1
    return spans


def with_cell(body: str, column: int, value: str) -> str:
    """A table row with one cell's text replaced, the rest of the row byte for byte."""
    spans = cell_spans(body)
    left, right = spans[column]
    padded = value
    if left == right:
        # An empty cell, written `||` or `| |`: the value set apart from both pipes.
        before = "" if body[left - 1 : left] == " " else " "
        after = "" if body[right : right + 1] == " " else " "
        padded = f"{before}{value}{after}"
    return body[:left] + padded + body[right:]


def cited_row(lines: Sequence[str], span: Span, index: int, ids: Sequence[str]) -> str:
    """A table row with arXiv ids added in its evidence or id column (a missing-value mark
    there is replaced), else inside its last cell: never after the row's closing pipe."""
    header, rows = table_of(lines, span, index)
    body = body_of(lines[index])
    cells = split_row(body)
    meanings = forms.column_meanings(header)
    column = next(
        (
            k
            for k, name in enumerate(header)
            if k and (meanings[k] in ("id", "source") or EVIDENCE_COLUMN.search(name))
        ),
        None,
    )
    if column is None or column >= len(cells):
        column = len(cells) - 1
        value = append_in_line(cells[column], source_note([f"arXiv:{i}" for i in ids]))
        return with_cell(body, column, value)
    bare = [r[column] for r in rows if column < len(r) and ARXIV.fullmatch(r[column])]
    return with_added(body, column, "；".join(i if bare else f"arXiv:{i}" for i in ids))


def with_added(body: str, column: int, value: str) -> str:
    """A table row with `value` after one cell's text (`；` between), or in its place where
    the cell is empty or holds a missing-value mark."""
    current = split_row(body)[column]
    empty = current in ("", *forms.MISSING_VALUES)
    return with_cell(body, column, value if empty else f"{current}；{value}")


def annotate_citation(
    lines: Sequence[str], span: Span, action: Action, mark: str, eol: str
) -> Edit | str:
    if not action.phrase:
        raise Unresolved("the brief does not say what to mark the citation with")
    if not action.anchor and not action.source_ids:
        raise Unresolved("the brief names neither the citation's number nor its arXiv id")
    if action.anchor:
        # `第 3 条标注"…"` names the citation by its number, whatever paper its item is about;
        # `Chen et al., 2021 一条标注"…"` by its author and year.
        index = anchor_line(lines, span, action.anchor)
    else:
        found = Block(lines, span).first_with(action.source_ids)
        if found is None:
            raise Unresolved(f"no citation of {', '.join(action.source_ids)} in this section")
        index = found
    if normalise(action.phrase) in normalise(lines[index]):
        return f"line {index + 1} already carries 「{action.phrase}」"
    body = body_of(lines[index])
    if body.lstrip().startswith("|"):
        # A citation table: the note joins the cell that says where the paper is used, else
        # the row's last cell.
        meanings = forms.column_meanings(table_of(lines, span, index)[0])
        last = len(split_row(body)) - 1
        column = min(meanings.index("where") if "where" in meanings else last, last)
        return replace_line(lines, index, with_added(body, column, action.phrase))
    tail = entry_tail(lines, span)
    brackets = forms.learn_citations(tail.items).brackets
    return replace_line(lines, index, forms.annotated(body, action.phrase, brackets))


def add_question(
    lines: Sequence[str], span: Span, action: Action, mark: str, eol: str, date: str = ""
) -> Edit | str:
    """A new open question after the section's last, in their form; `date`, the brief's,
    for a table that dates its questions."""
    # `新增一问：Q: X？`: the brief's own label is no word of the question; the list's label
    # form (question_lead, a table's label column, a callout's) is the one written.
    question = QUESTION_LABEL.sub("", forms.single_line(action.phrase), count=1)
    # `加一条 "- [ ] Q6 X？"`: a whole list line given; its marker, box and label are the
    # list's form, which the new line takes from the list, not words of the question.
    question = QUESTION_LINE_GIVEN.sub("", question, count=1)
    if not question:
        raise Unresolved("the brief does not give the question's text")
    if action.target is not None and not action.target.part:
        # `§2 新增一条开放问题` where §2 ends with its own `### 开放问题`: the question goes
        # there, not among §2's entries above it.
        span = questions_part(lines, span) or span
    block = Block(lines, span)
    # The item's mark on a question that opens with the same words: written before, maybe
    # retouched since. Not on another question of the same item (an item may ask two).
    opening = normalise(question)[:8]
    # As written before, or in an English document's punctuation (english_punctuation).
    marked = [k for m in (mark, english_punctuation(mark)) for k in block.find(m)]
    openings = (opening, normalise(english_punctuation(question))[:8])
    listed = block.find(question) or block.find(english_punctuation(question))
    if listed or any(o in normalise(lines[k]) for k in marked for o in openings):
        return "this question is already listed"
    if asked := question_headings(lines, span):
        # `### Q1 …？` headings with their notes: a new question would be a heading of its
        # own with notes kbpatch cannot write; never a paragraph inside the last question.
        raise Unresolved(
            "this section writes its questions as headings ("
            + "、".join(f"「{h.text}」" for h in asked[-2:])
            + "); a new one is a heading with its own notes: add it by hand"
        )
    callout = None if question_callout(lines, span) else next_callout(lines, span)
    if callout is not None:
        # `> [!question] Q2.2-a` / `> …？`, one callout a question: the new one is a callout
        # of its own, labelled next, after a blank line as each of them stands.
        after, head, label = callout
        text = question + forms.mark_in_script(mark, (), question)
        new = ["", f"{head}{label}", f"{head.split('[')[0]}{text}"]
        return insert_after(lines, after, new, eol)
    inline = None if question_callout(lines, span) else next_inline_callout(lines, span)
    if inline is not None:
        # `> [!QUESTION] Q3：…？` callouts through the document: the next one, a paragraph.
        after, head = inline
        return insert_after(lines, after, ["", head + question + mark], eol)
    tail = question_callout(lines, span) or entry_tail(
        lines, span, named=list_named(action), kind="question"
    )
    if held := other_kind(tail, span.title):
        # `§1.1 新增一条开放问题` where §1.1 lists only papers: a question is no entry of it.
        last = tail.items[-1] if tail.items else " | ".join(tail.rows[-1])
        raise Unresolved(
            f"this section holds no list of open questions: its list holds {held} "
            f"(「{last}」); the question is not filed among them"
        )
    if action.placement == "after" and action.siblings:
        follow_last_question(lines, span, tail, action.siblings[0])
    question += open_status(tail.items, question) or dictated_tail(action.request, question, tail)
    text = question + forms.mark_in_script(mark, tail.items, question)
    pair = qa_pair(lines, tail)
    if pair is not None:
        # `> **问：** …？` / `> **答：** …` pairs: a new pair of its own, after the blank line
        # the pairs keep between them, never a line glued under the last answer.
        gap, lead = pair
        given = PAIR_LABEL_GIVEN.match(text)
        if given is not None:
            # `新增问 6：「**问 6：** …？」`: the label the pairs write next, given with the words,
            # is written once; another number is the brief's to settle.
            wanted = LABEL_NUMBER.search(next_numbered(lead))
            if wanted is not None and int(given["number"]) != int(wanted.group()):
                raise Unresolved(
                    f"the brief labels the new question 「{given.group(0).strip(' *：:')}」, but "
                    f"the section's next label is 「{next_numbered(lead).strip(' *：:')}」; "
                    "check by hand"
                )
            text = text[given.end() :]
        new = [tail.quote + next_numbered(lead) + text]
        answer = placeholder_answer(lines, span)
        if action.answer:
            # `新增问 6：「X？」答：待定。…`: the brief's answer, on the answer line the pairs
            # keep, labelled as the last one is.
            answers = [a for _, a in section_pairs(lines, span) if a is not None]
            last = QUOTE_MARK.sub("", body_of(lines[answers[-1]]), count=1) if answers else ""
            lead_of = QA_ANSWER_LEAD.match(last.strip())
            new.append(
                tail.quote + next_numbered(lead_of.group(0) if lead_of else "") + action.answer
            )
        elif answer:
            # Every question of the section stands over the same kind of empty answer
            # (`A: 待定`, `A: open.`): so does the new one, under the last one's words.
            answered = QA_ANSWER.match(answer)
            end = answered.end() if answered else 0
            new.append(tail.quote + next_numbered(answer[:end]) + answer[end:])
        if not packed_pairs(lines, span):
            new.insert(0, gap)
        return insert_after(lines, tail.after, new, eol)
    if action.answer:
        # No answer lines to write it on: never the question without the answer given.
        raise Unresolved(
            f"the brief gives the new question its answer (「{shorten_line(action.answer)}」), "
            "but this section writes no answer lines under its questions; check by hand"
        )
    if tail.form == "table":
        row = question_row(tail, text, date, action.request)
        return insert_after(lines, tail.after, quoted(tail, [row]), eol)
    if tail.form == "paragraph" and (quote := quoted_questions(block.lines)):
        # `> Does …?` paragraphs, one question each: the new one is quoted too, with the lead
        # they share (`> 问：…？`); where they stand in one quote (`>` lines between them),
        # it goes on inside it, parted as they are, not as a quote of its own.
        unquoted = [QUOTE_MARK.sub("", body_of(line), count=1) for line in block.lines]
        quoted_at = [
            k
            for k in range(span.start, span.end)
            if QUOTE_MARK.match(lines[k]) and body_of(lines[k]).rstrip().endswith(("？", "?"))
        ]
        last_two = quoted_at[-2:] if len(quoted_at) >= 2 else [tail.after, tail.after]
        between = [body_of(line) for line in lines[last_two[0] + 1 : last_two[1]]]
        parted = between if all(QUOTE_MARK.match(line) for line in between) else [""]
        if len(quoted_at) < 2 or quoted_at[-1] != tail.after:
            parted = [""]
        lead = question_lead(unquoted) or numbered_lead(unquoted)
        lead = "" if text.startswith(lead) else lead
        return insert_after(lines, tail.after, [*parted, quote + lead + text], eol)
    if tail.form == "paragraph":
        run = question_run(lines, span, tail.after)
        if run:
            # Questions one a line, no blank line between (`Q: …？` lines, `（一）…？`): the
            # new one is the run's next line, with their lead or the next number.
            return insert_after(lines, tail.after, [run_lead(run) + text], eol)
        return insert_after(lines, tail.after, ["", question_lead(block.lines) + text], eol)
    if not tail.next_label:
        # `- Q: …?` items (or the one such item): the new one too.
        text = (question_lead(tail.items) or item_label(tail.items)) + text
    else:
        # `「- **Q6**（状态：开放）…？」`: the list's marker and the label's bold are the list's
        # to write, once.
        text = re.sub(r"\*\*|__", "", DICTATED_MARKER.sub("", text))
        own = OWN_QUESTION_LABEL.match(text)
        named = LABEL_ADDED.search(action.clause or action.request)
        if (
            own is None
            and named is not None
            and named["label"].replace("-", "") != re.sub(r"[\s*_：:.\-]", "", tail.next_label)
        ):
            # `新增 Q7，原文：「…？」` where the list's next label is Q6.
            raise Unresolved(
                f"the brief labels the new question 「{named['label']}」, but the list's next "
                f"label is 「{tail.next_label.strip(' ：:*_')}」; check by hand"
            )
        if own:
            # `新增一问：「P9：…？」` in a list labelled `P1：`…: the label the list writes next
            # is the one given, written once; another is the brief's to settle.
            said = re.sub(r"\s", "", own.group("label"))
            if not re.sub(r"[\s*_：:.]", "", tail.next_label) == said:
                raise Unresolved(
                    f"the brief labels the new question 「{said}」, but the list's next label "
                    f"is 「{tail.next_label.strip(' ：:*_')}」; check by hand"
                )
            text = text[own.end() :]
        # `- **Q4**（未决）：…？`: the status most open questions write after their label,
        # unless the brief writes one there itself (`Q6（状态：开放）…`).
        if not text.startswith(("（", "(")):
            text = label_status(tail.items, date) + text
    new = item_lines(tail, text)
    if (
        tail.form in ("bullet", "ordered")
        and not tail.spaced
        and is_loose_list(lines, span, tail.after)
    ):
        new = ["", *new]  # items a blank line apart: the new one too
    return insert_after(lines, tail.after, quoted(tail, new), eol)


def dictated_tail(request: str, question: str, tail: Tail) -> str:
    """The words the brief writes after the new question, up to its line's end (`？ —— @许棠
    2026-12-22`), where most of the list's questions end with words of that shape after
    theirs (`—— @人 日期`, `（提出：人，日期）`): the proposer and date as given; "" else."""
    at = request.find(question)
    if at < 0 or not question.endswith(("？", "?")):
        return ""
    said = re.split(r"[`；;\n]", request[at + len(question) :], maxsplit=1)[0].rstrip(" 。.")
    if not said.strip():
        return ""
    shape = tail_shape(said)
    theirs = [tail_shape(item[item.rfind("？") + 1 :]) for item in tail.items if "？" in item]
    return said if len(theirs) >= 2 and theirs.count(shape) * 2 > len(theirs) else ""


def tail_shape(words: str) -> str:
    """Words after a question as their marks alone (`—— @林晚 2026-11-02` → `—— @0 0-0-0`)."""
    return re.sub(r"\s+", " ", re.sub(r"\w+", "0", words.strip()))


# A question's status in brackets and a colon, after its label (`**Q4**（未决）：`; a list's
# items are read without their labels).
LABEL_STATUS = re.compile(
    r"^(?:(?:\*\*|__)?"
    + QUESTION_ID
    + r"(?:\*\*|__)?)?(?P<status>[（(](?P<value>[^（）()\n]{1,20})[）)][：:])"
)


def label_status(items: Sequence[str], date: str = "") -> str:
    """The status a new question of a labelled list writes after its label (`（未决）：`), as
    most of the list's open questions write it there; "" when fewer than two questions write
    a status so, or no value is written by more than half of the open ones."""
    from .reading.lexicon import default_lexicon  # the reader imports this module

    closed = default_lexicon().closed_status
    said = [m for item in items if (m := LABEL_STATUS.match(listed_text(item).strip()))]
    still_open = [m for m in said if not closed.match(m["value"].strip())]
    if len(said) < 2:
        return ""
    dated = {ASKED_DATE.sub("{date}", m["status"]) for m in still_open}
    if date and len(still_open) >= 2 and len(dated) == 1 and "{date}" in next(iter(dated)):
        # `（2026-10 提出）：`, `（2026-11 提出）：`: each says when it was asked, alike; the new
        # one says the brief's date so (to the month where they write months).
        months = all(len(ASKED_DATE.search(m["status"])[0]) == 7 for m in still_open)  # type: ignore[index]
        return next(iter(dated)).replace("{date}", date[:7] if months else date)
    return most_of([m["status"] for m in still_open])


# The label a new question is to take, said right after the add verb (`新增 Q7，…`).
LABEL_ADDED = re.compile(
    r"(?:新增|新加|增列|追加|添加|增加|加列|[加添增])[上入]?\s?(?P<label>(?<![A-Za-z])"
    + QUESTION_ID
    + r")"
    r"(?![\d.])"
)
# The date an open question's status aside says it was asked on (`2026-10`, `2026-10-12`).
ASKED_DATE = re.compile(r"(?<!\d)20\d\d-\d\d(?:-\d\d)?(?!\d)")


def qa_pair(lines: Sequence[str], tail: Tail) -> tuple[str, str] | None:
    """When the section's last paragraph (quoted or not) is a question and its answer, each
    after its label (`**问：** …？` then `**答：** …`): the line that parts two pairs (blank,
    or a bare `>` inside one quote) and the question's label, for a new pair; else None."""
    if tail.form not in ("lines", "paragraph") or tail.after < 0:
        return None
    quote = QUOTE_MARK if tail.quote else None

    def inner(k: int) -> str:
        body = body_of(lines[k])
        if quote is None:
            return body.strip()
        mark = quote.match(body)
        return body[mark.end() :].strip() if mark else ""

    first = tail.after
    while first > 0 and inner(first - 1):
        first -= 1
    paragraph = [inner(k) for k in range(first, tail.after + 1)]
    lead = QA_QUESTION.match(paragraph[0])
    if lead is None or not any(QA_ANSWER.match(line) for line in paragraph[1:]):
        return None
    before = body_of(lines[first - 1]) if first > 0 else ""
    gap = before.rstrip() if quote is not None and quote.match(before) else ""
    # Pairs packed in one paragraph: the last question's label, which a number continues.
    last = [m for line in paragraph if (m := QA_QUESTION.match(line))][-1]
    return gap, last.group(0)


# Words of an answer that says it has none yet, also inside a sentence (`暂无定论，待补证据。`).
NOT_YET_WORDS = r"待定|待补|待答|待解|待查|未定|未决|暂无|尚无|TBD|TBA|TODO|pending"
SAYS_NOT_YET = re.compile(NOT_YET_WORDS, re.I)
# An answer that says nothing yet, after its label: `A: 待定`, `**答：** 暂无。`, `A: open.`;
# alone, shorter words say so too (`无`, `open`, `—`).
PLACEHOLDER_ANSWER = linear(
    r"^(?:\*\*|__)?(?:答|回答|A|Answer)\s?\d{0,3}(?:\*\*|__)?\s*[：:]\s*(?:\*\*|__)?\s*[（(]?"
    rf"(?:{NOT_YET_WORDS}|未知|无|open|unknown|unanswered|none yet|N/?A|—+|-+|–|？+|\?+)"
    r"[）)]?\s*[。.]?\s*$",
    re.I,
)


# A question's numbered label the brief writes before its words (`**问 6：** `, `Q6: `).
PAIR_LABEL_GIVEN = re.compile(
    r"^(?:\*\*|__)?(?:问题?|Q|Question)\s?(?P<number>\d{1,3})(?:\*\*|__)?\s*[：:]\s*(?:\*\*|__)?\s*",
    re.I,
)
# An answer's label with the marks and space after it (`**答：** `, `A: `).
QA_ANSWER_LEAD = re.compile(QA_ANSWER.pattern + r"(?:\*\*|__)?[ \t]*", re.I)


def section_pairs(lines: Sequence[str], span: Span) -> list[tuple[int, int | None]]:
    """Each question of a section of `Q:`/`A:` pairs (quoted or not) with the line of the
    answer right under it, or None where it has none."""
    inner = [
        QUOTE_MARK.sub("", body_of(lines[k]), count=1).strip() for k in range(span.start, span.end)
    ]
    pairs: list[tuple[int, int | None]] = []
    for k, line in enumerate(inner):
        if QA_QUESTION.match(line):
            answered = k + 1 < len(inner) and QA_ANSWER.match(inner[k + 1]) is not None
            pairs.append((span.start + k, span.start + k + 1 if answered else None))
    return pairs


def placeholder_answer(lines: Sequence[str], span: Span) -> str:
    """The answer line (label and words) under the section's last question when every
    question of the section stands over such an empty answer (PLACEHOLDER_ANSWER), or over
    the same sentence saying so (`答2：暂无定论，待补证据。` under each); else ""."""
    pairs = section_pairs(lines, span)
    answers = [a for _, a in pairs]
    if len(pairs) < 2 or None in answers:
        return ""
    bodies = [QUOTE_MARK.sub("", body_of(lines[a]), count=1).strip() for a in answers if a]
    said = {b[label.end() :].strip() for b in bodies if (label := QA_ANSWER.match(b))}
    empty = all(PLACEHOLDER_ANSWER.match(b) for b in bodies)
    # The same sentence under every question, saying there is no answer yet: a placeholder
    # too; the same real answer twice (`A: 否`) is not.
    same = len(said) == 1 and SAYS_NOT_YET.search(next(iter(said))) is not None
    return bodies[-1] if empty or same else ""


# The number in a question's or an answer's label (`问3：`, `Q2:`).
LABEL_NUMBER = re.compile(r"\d{1,3}")


def next_numbered(label: str) -> str:
    """A numbered pair's label for the next pair (`问3：` → `问4：`); an unnumbered one as it is."""
    number = LABEL_NUMBER.search(label)
    if number is None:
        return label
    return f"{label[: number.start()]}{int(number.group()) + 1}{label[number.end() :]}"


def packed_pairs(lines: Sequence[str], span: Span) -> bool:
    """Whether the section's pairs follow one another with no blank line between them
    (`Q: …`, `A: …`, `Q: …`, `A: …`)."""
    pairs = section_pairs(lines, span)
    return len(pairs) >= 2 and all(
        q == (a0 or q0) + 1 for (q0, a0), (q, _) in itertools.pairwise(pairs)
    )


# How a brief names the question a new one follows: by its place (`第 2 条`, `第二问`), by
# its label (`Q3`), or by its words (`「冷档落盘」`, `预取命中率那问`).
QUESTION_BY_NUMBER = re.compile(r"^第\s*(?P<number>\d+|[一二三四五六七八九十]+)")
# `Q4`, `P-9`; `问 5`, `问题 5` where the list writes `**问 5：**`.
QUESTION_BY_LABEL = re.compile(r"^(?P<prefix>[A-Z]{1,2}-?|问题?\s?)(?P<number>\d+)$")
QUESTION_NOUN = linear(r"\s*的?\s*(?:那|这)?一?(?:个|道)?(?:问题|问|条|项|题)?\s*的?\s*$")


def follow_last_question(lines: Sequence[str], span: Span, tail: Tail, named: str) -> None:
    """`第 2 条后面加一问`: a new question goes after the section's last one, so kbpatch can
    put it after the one the brief names only when that one is the last; any other place
    (which would renumber the questions after it) is Unresolved, never the end in its stead."""
    if tail.form == "table":
        questions = [" | ".join(row) for row in tail.rows]
    elif tail.form == "paragraph":
        questions = question_run(lines, span, tail.after) or [body_of(lines[tail.after])]
    else:
        questions = list(tail.items)
    by_number = QUESTION_BY_NUMBER.match(named)
    if by_number and number_value(by_number.group("number")) is None:
        by_number = None  # `第一一个`: no number, no question named by it
    by_label = QUESTION_BY_LABEL.match(named)
    # The label as the list writes it, without its marks: `**Q4**`, `[Q4]`, `P9：`.
    next_label = tail.next_label.strip("*_[]（）()：:.、 ")
    label_number = re.search(r"\d+$", next_label)
    # (`问题 5` names the question a list labels `问 5`.)
    prefix = by_label["prefix"].replace(" ", "").replace("问题", "问") if by_label else ""
    if by_number or (by_label and label_number and next_label.replace(" ", "").startswith(prefix)):
        if by_number:
            number = number_value(by_number.group("number")) or 0
            last = tail.next_number - 1 if tail.form == "ordered" else len(questions)
        else:
            assert by_label is not None and label_number is not None
            number, last = int(by_label.group("number")), int(label_number.group(0)) - 1
        if not 0 < number <= last:
            raise Unresolved(
                f"this section has no question {named}, the question the brief puts the new "
                "one after; not placed elsewhere"
            )
        is_last = number == last
    elif by_label and (labels := labelled_questions(lines, span, prefix)):
        # `问 5 之后` where each question opens with its label (`**问 5：** …？`, its answer on
        # the next line): the question so labelled, the last when no label is higher.
        number = int(by_label.group("number"))
        if number not in labels:
            raise Unresolved(
                f"this section has no question {named}, the question the brief puts the new "
                "one after; not placed elsewhere"
            )
        is_last = number == max(labels)
    else:
        words = QUESTION_NOUN.sub("", named).strip("\"“”「」『』' ")
        holding = [k for k, question in enumerate(questions) if words and words in question]
        if len(holding) != 1:
            raise Unresolved(
                f"{'no' if not holding else 'more than one'} question of this section holds "
                f"「{words}」, the question the brief puts the new one after; not placed elsewhere"
            )
        is_last = holding[0] == len(questions) - 1
    if not is_last:
        raise Unresolved(
            f"asks for the new question right after {named}, which is not this section's last "
            "question; kbpatch adds a question after the last one and renumbers none; "
            "not placed elsewhere; check by hand"
        )


# A question written after a lead word or mark: `问：…？`, `Q: …?`, `❓ …？`.
# Bold or not: `**问题**：`, `**Q:**` label a question as `问题：` does.
QUESTION_LABEL = re.compile(
    r"^(?:\*\*)?(?:问|问题|Q|Question)(?:\*\*)?\s*[：:]\s*(?:\*\*(?!\S*\*\*))?\s*", re.I
)
# A question given with a label of its own (`P9：…？`, `H-2: …?`).
OWN_QUESTION_LABEL = re.compile(r"^(?P<label>[A-Z]{1,2}-?\s?\d{1,3})(?:\s*[：:]\s*|\s*(?=[（(]))")
# A list item's marker the brief writes before the words it dictates: `- `, `* `.
DICTATED_MARKER = re.compile(r"^\s*[-*+]\s+")
QUESTION_LINE_GIVEN = re.compile(
    r"^(?:(?:[-*+]|\d{1,3}[.)])\s+(?:\[[ xX]\]\s+)?|\[[ xX]\]\s+)"
    r"(?:(?:Q|OQ)-?\d{1,3}(?:\s*[：:.]\s*|\s+))?"
)
QUESTION_LEAD = re.compile(
    rf"{QUESTION_LABEL.pattern}|^[^\w\s\[\]（()「“\"'*_#>|`~+-]\ufe0f?\s*", re.I
)
# A question numbered in brackets: `（三）…？`, `(3) …?`.
NUMBERED_QUESTION = re.compile(
    r"^(?P<open>[（(])(?P<number>[一二三四五六七八九十]+|\d+)(?P<close>[）)])(?P<gap>\s*)"
    # `1）…？`, `2)…?`: a number closed by a bracket alone.
    r"|^(?P<open_>)(?P<number_>\d+)(?P<close_>[）)])(?P<gap_>\s*)"
)
CN_NUMERALS = "一二三四五六七八九"


def quoted_questions(section: Sequence[str]) -> str:
    """The quote mark every question of the section stands behind (`> `), when there are two
    or more and each is a one-line quote of its own; else ""."""
    asked = [body_of(line) for line in section if body_of(line).rstrip().endswith(("？", "?"))]
    marks = [QUOTE_MARK.match(line) for line in asked]
    if len(asked) < 2 or not all(marks):
        return ""
    return next(m.group(0) for m in marks if m)


def labelled_questions(lines: Sequence[str], span: Span, prefix: str) -> list[int]:
    """The numbers of a section's questions that open their lines with a label of `prefix`
    and a number (`**问 5：** …`, `Q5: …`), in the section's order."""
    if not prefix:
        return []
    opening = re.compile(rf"^(?:\*\*)?{re.escape(prefix)}\s?(\d{{1,3}})\s*(?:\*\*)?\s*[：:]")
    return [
        int(found.group(1))
        for k in range(span.start, span.end)
        if (found := opening.match(body_of(lines[k]).strip()))
    ]


def question_run(lines: Sequence[str], span: Span, last: int) -> list[str]:
    """The lines of the paragraph ending at line `last` when it writes one question a line
    (two or more, each ending with `？`), else []."""
    first = last
    while first > span.start and lines[first - 1].strip():
        first -= 1
    run = [body_of(line).strip() for line in lines[first : last + 1]]
    asked = all(line.endswith(("？", "?")) for line in run)
    # `TODO(Q4)：…。` lines: one question a line by its label, whatever the line ends with.
    return run if len(run) >= 2 and (asked or counted_lead(run)) else []


def run_lead(run: Sequence[str]) -> str:
    """What a new question of a run opens with: the next number when every line is numbered
    (`（三）` → `（四）`), else the lead they share (see question_lead)."""
    numbered = [NUMBERED_QUESTION.match(line) for line in run]
    if not all(numbered):
        return counted_lead(run) or question_lead(run)
    last = numbered[-1]
    assert last is not None

    def part(match: re.Match[str], name: str) -> str:
        return match.group(name) or match.group(name + "_") or ""

    digits = part(last, "number").isdigit()
    values = [number_value(part(m, "number")) for m in numbered if m]
    if None in values:
        return question_lead(run)  # `（一一）`: no number to count on from
    following = max(v for v in values if v is not None) + 1
    number = str(following) if digits else chinese_numeral(following)
    return f"{part(last, 'open')}{number}{part(last, 'close')}{part(last, 'gap')}"


# A line's label holding a number: `TODO(Q5)：`, `Q5. `, `问5：` (the words around the number,
# then the marks that close the label).
COUNTED_LEAD = re.compile(
    r"^(?P<head>[^\d\s]{0,12}?)(?P<number>\d{1,3})(?P<close>[^\w\s]{1,3})(?P<gap>\s*)"
)


def counted_lead(run: Sequence[str]) -> str:
    """The next label when every line of the run opens with the same label around a number
    that rises line by line (`TODO(Q4)：`, `TODO(Q5)：` → `TODO(Q6)：`), else ""."""
    leads = [COUNTED_LEAD.match(line) for line in run]
    if not all(leads):
        return ""
    shapes = {(m.group("head"), m.group("close")) for m in leads if m}
    numbers = [int(m.group("number")) for m in leads if m]
    if len(shapes) != 1 or numbers != sorted(set(numbers)):
        return ""
    last = leads[-1]
    assert last is not None
    return f"{last.group('head')}{numbers[-1] + 1}{last.group('close')}{last.group('gap')}"


def chinese_numeral(value: int) -> str:
    """`4` → `四`, `12` → `十二`, `20` → `二十` (1 to 99)."""
    tens, ones = divmod(value, 10)
    head = "" if tens == 0 else ("十" if tens == 1 else CN_NUMERALS[tens - 1] + "十")
    return head + (CN_NUMERALS[ones - 1] if ones else "")


def question_lead(section: Sequence[str]) -> str:
    """The lead the section's questions share (`问：`, `Q: `, `❓ `), for a new one; "" when
    fewer than two questions are there, or not every one carries the same lead."""
    questions = [body_of(line) for line in section if body_of(line).rstrip().endswith(("？", "?"))]
    leads = [match.group(0) if (match := QUESTION_LEAD.match(q)) else "" for q in questions]
    # Every question carries it: a mark only some carry (`★` for a priority) is no lead.
    return leads[0] if len(leads) >= 2 and len(set(leads)) == 1 else ""


# A question's numbered label, as a lead: `**开放问题 2**：`, `问题 4：`, `**Q3**：`.
NUMBERED_LEAD = re.compile(
    r"^(?:\*\*|__)?[^\s*_：:？?\d]{1,10}?[ \t]?\d{1,3}(?:\*\*|__)?[ \t]?[：:][ \t]?"
)


def numbered_lead(section: Sequence[str]) -> str:
    """The label the section's next question takes where every question carries one of one
    form, numbered one after another (`**开放问题 7**：`, `**开放问题 8**：` → `**开放问题 9**：`);
    "" otherwise."""
    questions = [body_of(line) for line in section if body_of(line).rstrip().endswith(("？", "?"))]
    leads = [match.group(0) if (match := NUMBERED_LEAD.match(q)) else "" for q in questions]
    if len(leads) < 2 or not all(leads) or len({re.sub(r"\d+", "#", lead) for lead in leads}) != 1:
        return ""
    numbers = [int(found.group()) for lead in leads if (found := re.search(r"\d+", lead))]
    if numbers != list(range(numbers[0], numbers[0] + len(numbers))):
        return ""
    return next_numbered(leads[-1])


def open_status(items: Sequence[str], question: str) -> str:
    """The status a new question of the list is written with (`（状态：未决）`): the bracket
    its open questions end with, when most of its question lines carry one and every one not
    closed writes the same; "" when they carry none, differ, or the brief gives its own."""
    from .reading.lexicon import default_lexicon  # the reader imports this module

    lexicon = default_lexicon()
    if status_fields(question, lexicon.status_label):
        return ""  # `…？（状态：未决）` in the brief: its own, written once
    asked = [item for item in items if is_question_line(item, lexicon.status_label)]
    carried = [b for item in asked if (b := status_bracket(item, lexicon.status_label))]
    if not asked or 2 * len(carried) <= len(asked):
        return ""
    still_open = {b for b in carried if not lexicon.closed_status.match(status_value(b))}
    return next(iter(still_open)) if len(still_open) == 1 else ""


# A status written in brackets (`（状态：未决）`), as a question's line closes with it.
STATUS_BRACKET = r"[（(]\s*(?:{label})\s*[：:]\s*(?P<value>[^（）()]+?)\s*[）)]"


def status_bracket(line: str, label: re.Pattern[str]) -> str:
    """The one status bracket of a line (`（状态：未决）`), as written; "" for none or several."""
    pattern = STATUS_BRACKET.format(label=label.pattern)
    written = [m.group(0) for m in re.finditer(pattern, line, re.I)]
    return written[0] if len(written) == 1 else ""


def status_value(bracket: str) -> str:
    """A status bracket's value (`（状态：未决）` → 未决)."""
    return re.split(r"[：:]", bracket[1:-1], maxsplit=1)[-1].strip()


def is_question_line(item: str, label: re.Pattern[str]) -> bool:
    """Whether a list item is a question: it asks (`…？`, its status bracket and full stop
    aside), opens with a question's label (`问题：`, `Q3：`) or carries a status bracket."""
    text = TASK_BOX.sub("", item.strip())
    bare = re.sub(r"(?:\s*[（(][^（）()]*[）)])*[\s。.]*$", "", text)
    return (
        bare.endswith(("？", "?"))
        or bool(QUESTION_LABEL.match(text) or re.match(QUESTION_ID + r"\s*[：:.]", text))
        or bool(status_bracket(text, label))
    )


def item_label(items: Sequence[str]) -> str:
    """The label (`Q: `, `问：`) a list of one question item opens it with: the list's form for
    a second one, as question_lead gives it for two or more; "" for a mark (`★`) or none."""
    from .reading.lexicon import default_lexicon  # the reader imports this module

    status = default_lexicon().status_label
    asked = [item for item in items if is_question_line(item, status)]
    label = QUESTION_LABEL.match(asked[0].strip()) if len(asked) == 1 else None
    return label.group(0) if label else ""


# A question's leads as the reader writes them after it: `（线索：arXiv:2611.30555）`.
LEADS_ASIDE = re.compile(r"（线索：(?P<leads>[^（）]*)）")


def question_row(tail: Tail, text: str, date: str = "", request: str = "") -> str:
    """A question as a new row of a table of questions: its label, the question (in the
    column that holds them, else the first after the label), its leads in a leads column
    (`线索`), the brief's `date` in a date column whose rows all hold such dates (or months),
    a value the `request` gives a column by its name (`提出人 周宁，2026-11-09`), the table's
    missing-value mark in the others."""
    width = len(tail.columns)
    missing = forms.missing_mark([c for row in tail.rows for c in row])
    cells = [missing] * width
    meanings = forms.column_meanings(tail.columns)
    first = 1 if tail.next_label else 0
    if tail.next_label:
        cells[0] = tail.next_label
    at = next((k for k in range(first, width) if meanings[k] == "statement"), first)
    leads = LEADS_ASIDE.search(text)
    lead_at = next((k for k in range(first, width) if meanings[k] == "lead" and k != at), None)
    if leads and lead_at is not None:
        cells[lead_at] = leads.group("leads").replace("|", "\\|")
        text = text[: leads.start()] + text[leads.end() :]
    cells[min(at, width - 1)] = text.replace("|", "\\|")
    for k in range(first, width):
        column = [row[k] for row in tail.rows if k < len(row)]
        if k != at and meanings[k] == "date" and (dated := forms.dated_like(column, date)):
            cells[k] = dated
        elif k != at and meanings[k] == "maturity" and (opened := open_cell(column)):
            cells[k] = opened
    for k, value in named_column_values(tail.columns, request).items():
        # (The leads, read with their verb `线索挂 X`, are in their cell already.)
        if k >= first and k != at and not (leads and k == lead_at):
            cells[k] = value.replace("|", "\\|")
    return "| " + " | ".join(cells) + " |"


def named_column_values(columns: Sequence[str], request: str) -> dict[int, str]:
    """The values a request gives a table's columns by their names, after its quotes
    (`，提出人 周宁，2026-11-09，状态 开放` → 提出: `周宁，2026-11-09`, 状态: `开放`): each runs to
    the next column's name or the clause's end, its commas kept."""
    names = [cell_name(c) for c in columns]
    plain = masked_quotes(request)
    alternatives = "|".join(
        re.escape(n) for n in sorted(filter(None, names), key=len, reverse=True)
    )
    if not alternatives:
        return {}
    # `提出人 X`, `提出：X`, `状态为 X`: a name, a word of who or what, a colon or a space; or,
    # right after a comma, the value straight after the name (`，状态开放`).
    named = re.compile(
        rf"(?<![{HAN_RANGE}A-Za-z])(?P<name>{alternatives})(?:人|者|方)?(?:[：:]|为|\s)\s*"
        rf"|(?<=[，,；;])\s*(?P<glued>{alternatives})(?:人|者|方)?(?=[^\s，,；;：:])"
    )
    found = [m for m in named.finditer(plain) if m.end() < len(plain)]
    values: dict[int, str] = {}
    for k, m in enumerate(found):
        end = found[k + 1].start() if k + 1 < len(found) else len(plain)
        # (Up to the sentence's end: `；` or `。` outside quotes end the value.)
        said = request[m.end() : end]
        value = said[: sentence_end(said)].strip(" ，,")
        name = m["name"] or m["glued"]
        # (`状态写"开放"`: a verb of writing before the value, its quotes only marking it.)
        value = CELL_WRITTEN_AS.sub("", value, count=1)
        quoted_value = WHOLLY_QUOTED.fullmatch(value)
        value = quoted_value["words"] if quoted_value else value
        if value and CELL_DESCRIBED.match(value):
            # `最近进展照第 5 个问题的写法`: the cell described, never given.
            raise Unresolved(
                f"the brief describes the 「{name}」 cell (「{value}」) rather than giving its "
                "words; check by hand"
            )
        if value and masked_quotes(value).strip() and name in names:
            values[names.index(name)] = value
    return values


# A verb of writing before a cell's value: `写"开放"`, `填 开放`, `写成「…」`.
CELL_WRITTEN_AS = re.compile(r"^\s*(?:写成|写作|写为|填写|填成|填为|写|填|记)\s*")
# A cell's words described by what they follow: `照第 5 个问题的写法`, `同上`, `参照 Q3`.
CELL_DESCRIBED = re.compile(r"(?:照|按|同|参照|仿照|比照|沿用)")


def open_cell(column: Sequence[str]) -> str:
    """The status a new question row is written with in a status column (`开放`): the value
    most of the table's open rows write (a closed one, `已关闭`, is no open row's); "" when
    no value is written by more than half of them."""
    from .reading.lexicon import default_lexicon  # the reader imports this module

    closed = default_lexicon().closed_status
    return most_of([c.strip() for c in column if c.strip() and not closed.match(c.strip())])


def most_of(values: Sequence[str]) -> str:
    """The value more than half of `values` are; "" when none is."""
    said = Counter(values).most_common(1)
    return said[0][0] if said and 2 * said[0][1] > len(values) else ""


# ---------------------------------------------------------------- append, replace, cite

# A list item's or citation's own number or label: `44.`, `[44]`, `Q7`, `Ref-12`.
# `【12】` is a bracketed number too, as some Chinese documents label their references.
ITEM_LABEL = re.compile(
    r"^(?P<lead>\s*(?:[-*+]\s+)?)(?P<label>\[\^?(?P<bracket>\d+)\]:?|【(?P<lenticular>\d+)】|"
    r"(?P<num>\d+)[.)、]|"
    r"(?P<prefix>Q|Ref-|R|C)(?P<labelled>\d+)\b[.:：]?)(?P<gap>\s*)(?P<body>.*?)\s*$"
)
# The mark a citation carries for where the document uses it: `〔§2.2〕`, `【§2.2】`, or in
# parentheses when it names a section: `（§2.2）`, `(§2.2)`.
USE_MARK = re.compile(
    r"(?:(?P<open>[〔【［])[^〔〕【】［］]*(?P<close>[〕】］])"
    r"|(?P<popen>[（(])\s*§[^（()）]*(?P<pclose>[）)]))\s*$"
)
CITATION_FORM = re.compile(
    r"^(?P<prefix>arXiv:\s*|arxiv\.org/abs/)\d{4}\.\d{4,5}(?:v\d+)?"
    r"(?P<sep>\s*[—–·|-]+\s*|\s*[:：]\s*|\s+)"
)


def label_number(line: str) -> int | None:
    """The number of a numbered or labelled list line (`44.`, `[44]`, `- **Q7**：`, `Ref-3`),
    else None."""
    body = body_of(line).strip()
    if body.startswith("|"):
        # A table row numbers itself in its first cell: `| 3 | 2610.40003 | … |`.
        first = split_row(body)[0]
        labelled_cell = LOCATED_LABEL.match(first)
        if first.isdigit():
            return int(first)
        return int(labelled_cell.group("number")) if labelled_cell else None
    listed = LIST_LINE.match(body)
    if listed:
        marker = listed.group("marker")
        if marker[:-1].isdigit():
            return int(marker[:-1])
        body = listed.group("body").strip()
    labelled = LOCATED_LABEL.match(body)
    if labelled and (labelled.group("open") or labelled.group("lead")):
        return int(labelled.group("number"))
    match = ITEM_LABEL.match(body)
    found = match and (
        match.group("bracket")
        or match.group("lenticular")
        or match.group("num")
        or match.group("labelled")
    )
    return int(found) if found else None


def named(name: str) -> re.Pattern[str]:
    """A name as a whole word when it is Latin (`vLLM`, not inside `vLLMx`), else as written."""
    return name_pattern(name) if name.isascii() else re.compile(re.escape(name))


# What stands before an entry's first word: its marker, checkbox, bold, or the bracket of a
# name written as a link (`- [Willow](https://…)（Google，2024）— …`).
ENTRY_OPENING = re.compile(
    # (`1.1.3 EAST：…`: a paragraph's number in the document's levels is no word of its name.)
    r"\s*(?:[-*+]\s+|\d{1,3}(?:\.\d{1,3}){1,3}\s+|\d+[.)、]\s*)?(?:\[[ xX]\]\s+)?(?:\*\*|__)?"
    r"(?:\[(?=[^\[\]\n]+\]\())?"
)


def entry_start(line: str) -> int:
    """Where an entry line's own words start, after its marker, box and bold."""
    opening = ENTRY_OPENING.match(line)
    return opening.end() if opening else 0


def titled_by(pattern: re.Pattern[str], line: str) -> bool:
    """Whether an entry line opens with the name (`- SlotGate 按…`), or with it in the KB's
    own marks (`* 【交叉编码器】…`)."""
    start = entry_start(line)
    return bool(
        pattern.match(line, start)
        or (line.startswith("【", start) and pattern.match(line, start + 1))
    )


# The aside a name ends with: `首字延迟（FTD）`, `Recall (top-10)`.
TRAILING_ASIDE = re.compile(r"[（(][^（）()]+[）)]$")


# A word of place between a section's title and the entry's words: `切块策略 中…`, `…里…`.
PLACE_IN_SECTION = re.compile(r"^[的中里内]\s*")


# The bars a row named by several of its cells is written with (`Waymo｜凤凰城`).
CELL_BARS = re.compile(r"[|｜]")


def anchor_line(lines: Sequence[str], span: Span, anchor: str) -> int:
    """The one line of a span that is the entry an action names: by number or by name."""
    block = range(span.start, span.end)
    if anchor.isdigit():
        numbers = [label_number(lines[k]) for k in block]
        found = [k for k, number in zip(block, numbers, strict=True) if number == int(anchor)]
        what = f"item {anchor}"
        # `第 5 条` is counted among numbered or labelled entries only: a bullet list's
        # entries carry no number, and kbpatch does not count them.
        absent = (
            f"has no {what}"
            if any(n is not None for n in numbers)
            else f"numbers none of its entries: kbpatch finds {what} among numbered entries "
            "only and does not count bullets or rows; name the entry by its words"
        )
    elif len(parts := [p.strip() for p in CELL_BARS.split(anchor)]) > 1:
        # `Waymo｜凤凰城`: the table row holding each of those cells.
        wanted = {cell_name(p) for p in parts}
        found = [
            k
            for k in block
            if lines[k].lstrip().startswith("|")
            and wanted <= {cell_name(c) for c in split_row(body_of(lines[k]))}
        ]
        what = f"the row 「{anchor}」"
        absent = "has no row holding those cells"
    else:
        # In either script (`連續批處理 條目` names `- **连续批处理**：…`): both read simplified,
        # one character for one.
        pattern = named(simplified(anchor))
        found = [k for k in block if pattern.search(simplified(lines[k]))]
        entries = [
            k
            for k in found
            if LIST_LINE.match(body_of(lines[k])) or lines[k].lstrip().startswith("|")
        ]
        found = entries or found
        if len(found) > 1:
            # The one entry the name opens (`- SlotGate 按剩余显存…`) beside lines that only
            # mention it (`- [ ] 复现 SlotGate …`): that entry is the one named.
            titled = [k for k in found if titled_by(pattern, simplified(body_of(lines[k])))]
            found = titled if len(titled) == 1 else found
        what = f"the entry named 「{anchor}」"
        absent = f"has no entry named 「{anchor}」"
        # `§1.1 vLLM 那条` where the entry is the heading `#### vLLM` and its text (or the
        # span is that heading's part): the entry's words are its text's.
        headed = [
            text
            for k in found or [span.start - 1]
            if (text := entry_under_heading(lines, k, span.end, anchor)) is not None
        ]
        if len(headed) == 1:
            return headed[0]
        aside = TRAILING_ASIDE.search(anchor)
        if not found and aside is not None and aside.start() > 0:
            # `首包时间(TTFB)` where the document writes `**首包时间（TTFB）**` or `**首包时间**`:
            # the entry the name before the aside opens, when exactly one does.
            bare = named(simplified(anchor[: aside.start()].rstrip()))
            opened = [k for k in block if titled_by(bare, simplified(body_of(lines[k])))]
            if len(opened) == 1:
                return opened[0]
    title = HEADING_NUMBER.sub("", span.title).strip()
    if not found and title and anchor.startswith(title) and anchor[len(title) :].strip():
        # `§1.1 网页抓取 robots 合规那条`: the section's own title before the entry's words.
        rest = anchor[len(title) :].strip()
        inside = PLACE_IN_SECTION.sub("", rest)
        if inside and not any(named(simplified(rest)).search(simplified(lines[k])) for k in block):
            rest = inside  # `切块策略 中固定长度切块一段`: 中 says "in that section", no name's
        return anchor_line(lines, span, rest)
    # The noun phrase takes its own article: `no entry named …`, `the entry named … stands`.
    if not found:
        raise Unresolved(f"this section {absent}")
    if len(found) > 1:
        where = ", ".join(str(k + 1) for k in found)
        raise Unresolved(f"{what} stands on several lines ({where}); not guessing")
    return found[0]


# Words in one pair of brackets: a note on the sentence, not a sentence of its own.
NOTE = re.compile(r"[（(][^（()）]*[）)]")


# One reference in a marker's brackets: a label (`R5`, `Ref-12`), an author and year
# (`Brown 2020`, `Xie et al., 2023`), an arXiv id; in square brackets also any short word
# (`[3]`, `[^2]`, `[a-1]`), as footnotes and numbered citations write it.
CITED = (
    r"(?:[A-Za-z][A-Za-z-]{0,5}\d{1,4}"
    r"|[A-Z][\w'’-]+(?:\s+(?:et\s+al\.?|(?:and|&)\s+[A-Z][\w'’-]+))?,?\s+\d{4}[a-z]?"
    r"|arXiv:\s*\d{4}\.\d{4,5}(?:v\d+)?)"
)
SQUARE_CITED = r"(?:\^?[\w-]{1,8}|" + CITED + ")"
SEPARATOR = r"\s*[,;，；、]\s*"
# The reference markers a line ends with, after its full stop (`。[3]`, `。[^2]`, `。[1][4]`,
# `。[Brown 2020]`, `。（R5）`): they point at the sentences before them, so words added to the
# line go before the markers. Other words in round brackets (`（2023）`, `（仅 WebArena）`) are
# a note, not a marker.
# A marker after a full stop inside a line, then the next sentence: `。[文献3] 酶法…`.
MARKER_THEN_SENTENCE = re.compile(r"[。！？.!?][ \t]?\[[^\[\]\n]{1,12}\](?P<gap>[ \t]?)(?=[^\s\[])")
TRAILING_MARKERS = re.compile(
    r"(?<=[。！？.!?])\s?(?:\[" + SQUARE_CITED + f"(?:{SEPARATOR}{SQUARE_CITED})*" + r"\]"
    r"|[（(]" + CITED + f"(?:{SEPARATOR}{CITED})*" + r"[）)]"
    # `。来源：arXiv:2312.07104。`: a source named by its label, as a sentence of its own.
    r"|(?:来源|出处|(?i:sources?))\s*[：:]\s*"
    + CITED
    + f"(?:{SEPARATOR}{CITED})*"
    + r"[。.]?)+\s*$"
)
# One reference marker alone, as a request adds it to a line: `[Xu 2025]`, `[3]`, `〔30〕`,
# `[@key]`.
# (`(Ransford, 2025)`: an author and year in round brackets, as running text cites.)
CITATION_MARK = re.compile(
    r"\[" + CITED + r"\]|\[\d{1,4}\]|〔\d{1,4}〕|\((?=[A-Z])" + CITED + r"\)"
    # `[@mulroney2023]`, `[@a2020; @b2021]`: pandoc's citation keys.
    r"|\[@[\w:.+-]{1,40}(?:;\s*@[\w:.+-]{1,40})*\]"
)
# Footnote markers a line ends with where no full stop stands before them (`…80%+<sup>1</sup>`,
# `…最好[^2]`): the line's last sentence ends at them.
UNSTOPPED_FOOTNOTES = re.compile(
    r"(?<![。！？.!?\s])(?:<sup>[^<>]{1,12}</sup>|\[\^[\w-]{1,8}\])+[ \t]*$"
)
# The source a sentence ends with, in brackets before its full stop (`…最低（arXiv:2610.40677）。`):
# a note added to the sentence goes before it, as the claim's words do.
SOURCE_BEFORE_STOP = re.compile(r"（" + CITED + f"(?:{SEPARATOR}{CITED})*" + r"）(?=。?$)")


# An Obsidian block id ending a line: ` ^trt`, ` ^block-7`.
BLOCK_ID = re.compile(r"[ \t]+\^[A-Za-z0-9-]+[ \t]*$")
TRAILING_COMMENT = forms.TRAILING_COMMENT


# A field the line goes on with after a break: `<br>局限：…`, `<br/>Cost: …`.
BREAK_FIELD = re.compile(r"<br\s*/?>\s*(?:\*\*)?[^\s：:，。,<>]{1,12}(?:\*\*)?\s*[：:]", re.I)


# A link that ends a line after its sentence's full stop: `…。[论文](https://…)`.
CITING_LINK_END = re.compile(r"(?<=[。.！？])\s*\[[^\[\]]{1,20}\]\([^()\s]+\)\s*$")


def append_sentence(body: str, addition: str, gap: str = "") -> str:
    """A line's content with words added at its end, in the form the line ends with. `gap`:
    what the document writes between a marker and the sentence after it (marker_gap), for a
    line that shows none of its own."""
    titled = forms.in_definition_title(body, addition)
    if titled is not None:
        return titled  # `[1]: URL "Title"`: the words go inside the title
    block_id = BLOCK_ID.search(body)
    if block_id is not None and body[: block_id.start()].strip():
        # `… FP8 最快 ^trt`: an Obsidian block id must end the line, or links to it break.
        return append_sentence(body[: block_id.start()], addition) + body[block_id.start() :]
    comment = TRAILING_COMMENT.search(body)
    if comment is not None and body[: comment.start()].strip():
        # `…下降约 35%。<!-- id: sc-02 -->`: words after the comment would read as glued to it.
        return append_sentence(body[: comment.start()], addition) + body[comment.start() :]
    field = BREAK_FIELD.search(body)
    if field is not None and body[: field.start()].strip():
        # `…高 6 点 [@yao2023react]。<br>局限：…`: the entry's words end before the field; a
        # result added after it would read as part of the limitation.
        return append_sentence(body[: field.start()], addition) + body[field.start() :]
    markers = TRAILING_MARKERS.search(body)
    if markers is not None and TRAILING_MARKERS.search(addition.strip()):
        return after_own_marker(body, markers, addition, gap)
    if markers is not None:
        return append_sentence(body[: markers.start()], addition) + body[markers.start() :]
    footnotes = UNSTOPPED_FOOTNOTES.search(body)
    if footnotes is not None and body[: footnotes.start()].strip():
        # `…成功率 80%+<sup>1</sup>`: the document's sentences end at their footnote with no
        # full stop; a sentence added goes before it as one of them, not in brackets after it.
        kept = body[: footnotes.start()]
        note = NOTE.fullmatch(addition.strip().rstrip("。.")) is not None
        joined = append_in_line if note else half_sentence
        return (
            joined(kept, addition.strip().rstrip("。.") if note else addition)
            + body[footnotes.start() :]
        )
    link = CITING_LINK_END.search(body)
    if link is not None and body[: link.start()].strip():
        # `…快约 300 倍。[论文](https://…)`: the link cites the entry's words, as `[3]` does;
        # a sentence added goes before it, never after the citation.
        kept = body[: link.start()]
        return append_sentence(kept, addition) + body[len(kept) :]
    url = forms.URL_REFERENCE_END.search(body)
    if url is not None and body[: url.start()].strip():
        # `…便于续训。见 https://…`: the URL is the sentence's reference, like `[3]`; the
        # words go before it, never glued onto the link.
        kept = body[: url.start()].rstrip()
        return append_sentence(kept, addition) + body[len(kept) :]
    stripped = body.rstrip()
    trailing = body[len(stripped) :]
    addition = addition.strip()
    cite = CITATION_MARK.fullmatch(addition.rstrip("。."))
    if cite is not None and not stripped.endswith("|"):
        # `补上 [Xu 2025]`: a reference marker cites the sentence it ends, before its full
        # stop (`…低于 1 mA/cm² [Xu 2025]。`), never a sentence of its own after it. An
        # author and year stand apart by a space, as in running text; a number or label not.
        # (Before a source tag that closes the paragraph, `。〔来源：…〕`: it cites no words.)
        tag = SOURCE_TAG_END.search(stripped)
        closing = stripped[tag.start() :] if tag and stripped[: tag.start()].strip() else ""
        cited = stripped[: len(stripped) - len(closing)]
        stop = cited[-1] if cited.endswith(("。", "！", "？", ".")) else ""
        kept = cited[: len(cited) - len(stop)].rstrip()
        space = " " if re.search(r"[A-Za-z]{2}.*\d{4}", cite.group(0)) else ""
        return f"{kept}{space}{cite.group(0)}{stop}{closing}{trailing}"
    # A note in brackets belongs to the sentence it is added to: before its full stop,
    # `…命中率（note）。`, not `…命中率。（note）。`.
    if NOTE.fullmatch(addition.rstrip("。.")):
        addition = addition.rstrip("。.")  # `"（…）。"`: the line's own full stop ends it
    note = NOTE.fullmatch(addition) is not None
    if stripped.endswith("|"):
        cells = stripped[:-1].rstrip()
        if note:
            return f"{append_in_line(cells, addition)} |{trailing}"
        return f"{half_sentence(cells, addition)} |{trailing}"
    source = SOURCE_BEFORE_STOP.search(stripped) if note else None
    if source is not None and stripped[: source.start()].strip():
        return stripped[: source.start()] + addition + stripped[source.start() :] + trailing
    if note:
        return append_in_line(stripped, addition) + trailing
    tag = SOURCE_TAG_END.search(stripped)
    if tag is not None and stripped[: tag.start()].strip():
        # `…综合征提取。〔来源：…〕`: the paragraph's source closes it; the sentence added is
        # one more before it, never after the tag.
        kept = stripped[: tag.start()]
        return kept + forms.full_stop(addition) + stripped[tag.start() :] + trailing
    if addition.startswith("、") and stripped.endswith(("。", "；")):
        # `末尾补"、X"`: one more of the list the sentence ends with, before its stop.
        return stripped[:-1] + addition.rstrip("。") + stripped[-1] + trailing
    if stripped.endswith(("。", "！", "？")):
        return stripped + forms.full_stop(addition) + trailing
    if ENGLISH_END.search(stripped):
        return f"{stripped} {forms.full_stop(addition)}{trailing}"
    if forms.LINK_ASIDE_END.search(stripped):
        # `…Dice 约 0.89（[论文](https://…)）`: the aside cites the entry's paper; a sentence
        # added is one more phrase of the entry after it, not a second aside of the link.
        return half_sentence(stripped, addition) + trailing
    if stripped.endswith(("）", ")", "〕", "]", "】")):
        # `… Title（§1.1）`, `…占 30%。（仅 WebArena）`: the line ends with an aside (a citation's
        # section, a note): the words added are one more, in brackets as it is.
        return f"{stripped}（{addition.rstrip('。')}）{trailing}"
    # `… 100 美元级机械臂`: the entry's phrases end with no full stop; a sentence added is one
    # more of them, after `；`, as before an unstopped footnote: never an aside in brackets.
    return half_sentence(stripped, addition) + trailing


# A source tag closing a paragraph after its full stop: `。〔来源：organized/…〕`, `。【出处：…】`.
SOURCE_TAG_END = re.compile(
    r"(?<=[。！？])[ \t]*[〔【［\[][ \t]*(?:来源|出处|资料来源|(?i:source))[ \t]*[：:]"
    r"[^〔〕【】［］\[\]\n]*[〕】］\]]$"
)


def append_to_entry(
    lines: Sequence[str], span: Span, action: Action, mark: str, eol: str
) -> Edit | str:
    if not action.phrase and not action.anchor:
        raise Unresolved(
            'the brief names neither the entry to append to nor the words (quote them as "…")'
        )
    if action.sentence:
        return marker_ending_sentence(lines, span, action)
    core = normalise(action.phrase.strip("。.；;，, "))
    quotes = [
        ELLIPSIS_END.sub("", q) for q in quotes_in(action.clause) if any(c.isalnum() for c in q)
    ]
    names = [normalise(n) for n in (action.anchor, span.title) if n]
    # `第三段末尾（"……A。"之后）接一句`: a quote the words go after, where the paragraph's end is
    # named, points at that end (checked by append_to_paragraph), no words to add.
    ending = words_pointed_after(action.clause) if action.paragraph else ""
    # `「开放问题」一节` names the section `二、开放问题`: a quote inside a name is that name.
    unread = [
        q
        for q in quotes
        if not any(normalise(q) in name for name in names) and not (ending and ending in q)
    ]
    if unread and not (core and any(normalise(q) in core or core in normalise(q) for q in quotes)):
        # `append "A" to the X entry.` read as appending `X entry.` (or the `.` after it):
        # the words appended are none of the quotes, and a quote names neither the entry nor
        # the section: it was not read.
        raise Unresolved(
            f"the request quotes 「{unread[0]}」, but the words read to append are "
            f"「{action.phrase}」; check by hand"
        )
    if not any(c.isalnum() for c in action.phrase):
        # A phrase of stops alone is no words: appended, it would never be seen as said,
        # and would be proposed again after its own patch.
        raise Unresolved('the brief does not give the words to append; quote them as "…"')
    if action.paragraph:
        return append_to_paragraph(
            lines, span, action.paragraph, action.phrase, action.anchor, ending
        )
    if not action.anchor:
        from .reading.lexicon import default_lexicon  # the reader imports this module

        at_end = default_lexicon().place["end"].search(action.request)
        if ENTRY_WORDS.search(action.request) or not at_end:
            raise Unresolved("the brief does not name the entry to append to")
        line_named = words_before_end(action, span)
        if line_named:
            # `§1 概览 某段末尾补一句`: the words name a line kbpatch did not read; the section's
            # last paragraph is not that line.
            raise Unresolved(
                f"the brief names 「{line_named}」 before the section's end, which kbpatch does "
                "not find as a line of it; the sentence is not put on the section's last paragraph"
            )
        return append_to_section(lines, span, action.phrase)
    fielded = named_fields(lines, span, action.anchor) if not action.anchor.isdigit() else None
    if fielded is not None:
        # `ARES 条目局限一项末尾加一句` where the entry is `#### ARES` and its labelled bullets:
        # the bullet the request names (append_to_field), never the heading.
        heading, bullets = fielded
        if any(says(lines[k], action.phrase) for k in bullets):
            return f"the entry 「{action.anchor}」 already says 「{action.phrase}」"
        own = FIELD.match(action.phrase.strip())
        labels = [f.label for k in bullets if (f := field_of(body_of(lines[k])))]
        if own is not None and own.group("label") not in labels:
            # `X 条目补一句：注意：…` where no bullet is labelled 注意: a new field is a guess.
            raise Unresolved(
                f"the entry 「{action.anchor}」 (line {heading + 1}) has no field 「"
                f"{own.group('label')}」 (its fields: {'、'.join(labels)}); not guessing"
            )
        if FIELD_ROW.match(body_of(lines[bullets[0]])):
            return append_to_field_row(lines, action, heading, bullets)
        return append_to_field(lines, action, heading, bullets, eol)
    # `第 2 条句末补〔9〕`, `第 1 个问题后补注…`: an entry counted as a replace counts it
    # (nth_entry): its numbered entry, else the Nth item of a section that is one list.
    first = (
        nth_entry(lines, span, int(action.anchor))
        if action.anchor.isdigit()
        else row_named_exactly(lines, span, action.anchor)
        if action.column or names_a_row(action.clause, action.anchor)
        else anchor_line(lines, span, action.anchor)
    )
    aside = ORDINAL_ASIDE.search(action.clause) if action.anchor.isdigit() else None
    if aside is not None and not named(simplified(aside["name"])).search(simplified(lines[first])):
        # `第 2 条（分层卸载）`: the words in brackets check the entry counted.
        raise Unresolved(
            f"entry {action.anchor} of this section (line {first + 1}) is not 「{aside['name']}」 "
            "as the brief says; check by hand"
        )
    first = answer_named(lines, span, first, action.clause)
    if action.column and not table_body_row(lines, span, first):
        # `X 行 …，备注补"…"` where X names no table row: a column of no row is no place.
        raise Unresolved(
            f"「{action.anchor}」 names no row of a table (line {first + 1}), so 「"
            f"{action.column}」 is no cell of it: 「{action.clause}」 is not written; check by hand"
        )
    if ATX.match(body_of(lines[first])) or HTML_HEADING.match(body_of(lines[first])):
        # `### Q1 …？` with its notes below: words added to the heading would rename it (and
        # its anchor); which line below they go on is not said.
        raise Unresolved(
            f"「{action.anchor}」 is the heading on line {first + 1}, not an entry: kbpatch does "
            "not add words to a heading; check by hand"
        )
    placed = PLACED_AFTER.search(action.clause)
    if (
        placed is None
        and not opened_by_name(lines, span, first, action.anchor)
        and not paragraph_named_by_words(action.clause, action.anchor)
    ):
        # Not `在"X"后补注"…"`: words placed after named words go there, in whatever line
        # holds them (placed_after_words); nor `"X"那段末尾`, the one paragraph holding them.
        # A paragraph is otherwise named only by what it opens with.
        raise Unresolved(
            f"no paragraph of the section opens with 「{action.anchor}」 (line {first + 1} only "
            "mentions it); check by hand"
        )
    last = item_end(lines, span, first)
    if last == first and not LIST_LINE.match(body_of(lines[first])):
        last = paragraph_end(lines, span, first)  # a paragraph entry, wrapped or indented
    after = placed
    if after is not None and normalise(after["words"]) not in normalise(action.phrase):
        added = after["added"] or action.phrase
        if LINE_OF_ITS_OWN.match(added.lstrip()):
            # `在"注 4"之后补「注 5：…」`: a line of its own, never spliced into this one.
            raise Unresolved(
                f"the brief puts 「{shorten_line(added)}」 after 「{after['words']}」, but it "
                "reads as a line of its own, not words inside that line; check by hand"
            )
        # Words placed after named words are there only where they follow those words: `灰`
        # elsewhere in the line is no `（灰）` after `Ash`.
        if any(says(lines[k], after["words"] + added) for k in range(first, last + 1)):
            return f"line {first + 1} already says 「{added}」 after 「{after['words']}」"
        return placed_after_words(lines, first, last, after["words"], added)
    if any(says(lines[k], action.phrase) for k in range(first, last + 1)):
        return f"line {first + 1} already says 「{action.phrase}」"
    nested = [k for k in range(first + 1, last + 1) if LIST_LINE.match(body_of(lines[k]))]
    if nested:
        # The entry's facts stand in sub-items (`  - 方法：…`, `  - 来源：[5]`): its last line
        # is one of them, not the entry's end.
        return append_to_field(lines, action, first, nested, eol)
    while last > first and SOURCE_ONLY.match(body_of(lines[last]).strip()):
        # `  来源：arXiv:2107.06499` under the entry's words: words go on the words' line.
        last -= 1
    if body_of(lines[last]).lstrip().startswith("|"):
        return replace_line(lines, last, row_appended(lines, span, last, action))
    end_said = END_AFTER_WORDS.search(action.clause)
    # (The words may be quoted: `在段末（「我们认为可信度偏低。」之后）`.)
    said_end = end_said["words"].strip().strip('「」“”"『』') if end_said else ""
    if end_said and not normalise(body_of(lines[last]).rstrip()).endswith(normalise(said_end)):
        # `该段末尾（[^1]。之后）追加…` where `[^1]。` does not end the paragraph: its end, or
        # right after those words? Not guessed.
        request = action.request
        said_at = END_AFTER_WORDS.search(request)
        if said_at is not None:
            # The request's own words from its clause on (its clause as read may be reworded).
            request = request[max(request.rfind(m, 0, said_at.start()) for m in "，,；;") + 1 :]
        raise Unresolved(
            f"the brief puts the sentence at the end, after 「{end_said['words'].strip()}」, but "
            f"those words do not end line {last + 1}: 「{shorten_line(request.strip())}」; "
            "check by hand"
        )
    marker = APPENDED_MARKER.fullmatch(action.phrase.strip())
    if marker is not None:
        # `快接头那条句末补上标 <sup>21</sup>`: the marker ends the entry's words, before its
        # stop, never a sentence after it.
        if any(marker["marker"] in lines[k] for k in range(first, last + 1)):
            return f"line {first + 1} cites {marker['marker']} already"
        body = body_of(lines[last])
        after_named = AFTER_MARKER.search(action.clause)
        if after_named is not None and not ends_citing(body, after_named["marker"]):
            raise Unresolved(
                f"the brief puts {marker['marker']} after {after_named['marker']}, but the entry "
                f"「{action.anchor}」 (line {last + 1}) does not end with it; check by hand"
            )
        return replace_line(lines, last, before_the_stop(body, marker["marker"]))
    gap = marker_gap(lines) if TRAILING_MARKERS.search(action.phrase.strip()) else ""
    return replace_line(lines, last, append_sentence(body_of(lines[last]), action.phrase, gap))


# A citation's marker asked at an entry's end, after the noun that names it (`上标 <sup>21</sup>`,
# `脚注 [^3]`; `补上标` may leave its `标`).
# A marker of the document's own forms (`^[27]`, `[12]`, `〔3〕`), set apart in backticks or not.
APPENDED_MARKER = re.compile(
    r"(?:上标|角标|标注|标|引用|引注|脚注)?[ \t]?`?"
    r"(?P<marker><sup>[ \t]?\d{1,3}(?:[ \t]?[,，、–-][ \t]?\d{1,3})*[ \t]?</sup>|\[\^[\w-]{1,20}\]"
    rf"|\^\[\d{{1,3}}\]|[\[〔【][{HAN_RANGE}]{{0,3}} ?\d{{1,3}}[\]〕】])"
    r"`?[ \t]?[。.]?"
)
# The stop that ends a line's words, before any trailing space.
LINE_STOP = ("。", ".", "；", ";", "！", "!", "？", "?")


def ends_citing(body: str, marker: str) -> bool:
    """Whether a line's words end with `marker`, before their stop or after it."""
    words = body.rstrip()
    return words.endswith(marker) or (words[:-1].endswith(marker) and words.endswith(LINE_STOP))


def before_the_stop(body: str, marker: str) -> str:
    """`…海外厂商。` with `<sup>21</sup>`: `…海外厂商<sup>21</sup>。`; a line with no stop ends
    with the marker, and so does one that cites after its stop (`…海外厂商。[12]`)."""
    words = body.rstrip()
    trailing = body[len(words) :]
    if MARKER_RUN_END.search(words):
        return f"{words}{marker}{trailing}"
    if words.endswith(LINE_STOP):
        return f"{words[:-1]}{marker}{words[-1]}{trailing}"
    return f"{words}{marker}{trailing}"


# The stop that ends a sentence inside a line: a Chinese one, or a Latin one before a space.
SENTENCE_STOP = re.compile(r"[。！？!?]|\.(?=\s|$)")
# Markers a sentence cites by, side by side (`^[1]`, `[^3]`, `〔21〕`, `<sup>4</sup>`, `[12]`).
MARKER_RUN = re.compile(f"(?:{CITING_MARKER})+")
# Markers after a line's last stop: the document cites after its stops (`…。[12]`).
MARKER_RUN_END = re.compile(f"[。！？!?.](?:{CITING_MARKER})+$")


def marker_ending_sentence(lines: Sequence[str], span: Span, action: Action) -> Edit | str:
    """`把 A 改成 B，并在这句句末的 ^[1] 后面补 ^[32]`: the marker ends the one sentence of the
    section holding A, after the markers it already ends with (before its stop, or after it
    where the document cites after its stops)."""
    holding = [k for k in range(span.start, span.end) if action.anchor in lines[k]]
    count = sum(lines[k].count(action.anchor) for k in holding)
    if count != 1:
        raise Unresolved(
            f"「{action.anchor}」 stands {count} times in the section, so the sentence to end "
            f"with {action.phrase} is not one; check by hand"
        )
    index = holding[0]
    body = body_of(lines[index])
    at = body.index(action.anchor)
    stop = SENTENCE_STOP.search(body, at + len(action.anchor))
    end = stop.start() if stop else len(body.rstrip())
    sentence_start = max((m.end() for m in SENTENCE_STOP.finditer(body, 0, at)), default=0)
    if action.phrase in body[sentence_start:end]:
        return f"line {index + 1} cites {action.phrase} in that sentence already"
    runs = [m.group(0) for m in MARKER_RUN.finditer(body, sentence_start, end) if m.end() == end]
    ending = runs[-1] if runs else ""
    after_stop = MARKER_RUN.match(body, stop.end()) if stop and not ending else None
    named = AFTER_MARKER.search(action.clause)
    if after_stop is not None:
        ending, end = after_stop.group(0), after_stop.end()  # `…。[12]`: cites after stops
    if named is not None and not ending.endswith(named["marker"]):
        raise Unresolved(
            f"the brief puts {action.phrase} after {named['marker']}, but the sentence holding "
            f"「{action.anchor}」 (line {index + 1}) does not end with it; check by hand"
        )
    return replace_line(lines, index, f"{body[:end]}{action.phrase}{body[end:]}")


# An end said with the words it follows, in an aside: `末尾（<sup>3</sup>。之后）`.
END_AFTER_WORDS = re.compile(
    r"(?:末尾|结尾|段末|句末|最后)\s*[（(](?P<words>[^（）()]{1,30}?)\s*(?:之后|以后|后面?)\s*[）)]"
)


def row_named_exactly(lines: Sequence[str], span: Span, name: str) -> int:
    """The one table row of a span whose name cell is `name` itself (`π0` beside `π0-FAST`),
    else the line anchor_line finds by the name."""
    wanted = cell_name(name)

    def names_it(k: int) -> bool:
        cells = split_row(body_of(lines[k]))
        columns = name_columns(*table_of(lines, span, k))
        return any(cell_name(cells[c]) == wanted for c in columns if c < len(cells))

    rows = [
        k
        for k in range(span.start, span.end)
        if body_of(lines[k]).lstrip().startswith("|") and table_body_row(lines, span, k)
        if names_it(k)
    ]
    return rows[0] if len(rows) == 1 else anchor_line(lines, span, name)


def opened_by_name(lines: Sequence[str], span: Span, index: int, anchor: str) -> bool:
    """Whether a prose line an append names by words opens with them (`父子切块（…）：…`, after
    its bold): a paragraph that only mentions them mid-sentence is about something else, and
    the words added there would speak of it. List lines, rows and numbered entries are named
    by words they hold anywhere (see anchor_line)."""
    body = simplified(body_of(lines[index]))
    if anchor.isdigit() or LIST_LINE.match(body) or body.lstrip().startswith("|"):
        return True
    title = HEADING_NUMBER.sub("", span.title).strip()
    names = [anchor]
    if title and anchor.startswith(title):
        # `切块策略 中固定长度切块`: the section's title before the words (see anchor_line).
        rest = anchor[len(title) :].strip()
        names += [rest, PLACE_IN_SECTION.sub("", rest)]
    patterns = [named(simplified(name)) for name in names if name]
    if not any(pattern.search(body) for pattern in patterns):
        return True  # the entry's text under its heading (`#### X`): the heading names it
    label = LEADING_LABEL.match(body)
    if label is not None and any(pattern.search(label.group()) for pattern in patterns):
        return True  # `[R2] Lee et al. …` named `[R2]`: its label names it
    # `(a) TreePlan：…`: the words open the entry after its label.
    opened = [body, body[label.end() :]] if label is not None else [body]
    return any(titled_by(pattern, line) for pattern in patterns for line in opened)


# The label a prose entry opens with, before its words: `(a) `, `[R2] `, `b) `.
LEADING_LABEL = re.compile(r"\s*[(（\[]?\^?[A-Za-z0-9-]{1,6}[)）\]]\s*")


# `"7 起漏液事件"那段末尾追加一句`, `含"X"的那段`: a paragraph named by quoted words it holds
# anywhere and the noun of a paragraph, not by an entry's name (anchor_line finds the one line).
PARAGRAPH_BY_WORDS = re.compile(
    r"[\"“「『](?P<words>[^\"“”「」『』]{2,60})[\"”」』]\s*(?:所在的?|的)?\s*"
    r"(?:[那这该此]\s*一?|一)?\s*段(?:落|话)?(?!时间|位)"
)


def paragraph_named_by_words(clause: str, anchor: str) -> bool:
    """Whether the clause names the paragraph it edits by quoted words the paragraph holds."""
    return any(m["words"].strip() == anchor for m in PARAGRAPH_BY_WORDS.finditer(clause))


# `在"树莓派"后补注"（…）"`, `把"large-v3"后面加注"…"`: the words the addition goes right after,
# quoted, then a verb of adding (read on the clause, the quotes kept).
PLACED_AFTER = re.compile(
    r"[\"“「『](?P<words>[^\"“”「」『』]{1,40})[\"”」』]\s*(?:之|的)?\s*(?:后面|后边|之后|后)\s*"
    r"(?:补注|加注|补充|补上|加上|添上|插入|添加|注明|补|加|添)"
    # The words added, as quoted (`补充"、iPad"`: its lead mark is part of them).
    r"(?:\s*[：:]?\s*[\"“「『](?P<added>[^\"“”「」『』]{1,80})[\"”」』])?"
)


def placed_after_words(
    lines: Sequence[str], first: int, last: int, words: str, addition: str
) -> Edit:
    """The addition right after the words the brief names, where they stand once in the entry:
    at the line's end it would say something of other words (`树莓派，…20M 参数（含 RISC-V）`)."""
    found = [(k, at) for k in range(first, last + 1) for at in spots(body_of(lines[k]), words)]
    if len(found) != 1:
        where = "does not hold" if not found else f"holds {len(found)} times"
        raise Unresolved(
            f"the entry {where} 「{words}」, which the brief places 「{addition}」 after; "
            "check by hand"
        )
    index, at = found[0]
    body = body_of(lines[index])
    for marked in INLINE_MARKUP.finditer(body):
        if marked.start() < at - len(words) and at < marked.end():
            # `**Whisper 系**`: the words inside a bold name (a link's text, code) are part of
            # it; the addition after them would split the name (`**Whisper（OpenAI） 系**`),
            # and where outside the markup the brief wants it is not said.
            raise Unresolved(
                f"「{words}」 stands inside 「{marked.group()}」 on line {index + 1}; "
                f"「{addition}」 right after it would split that name; check by hand"
            )
    return replace_line(lines, index, body[:at] + addition.strip() + body[at:])


# Inline markup whose words are one name (`**X 系**`, `__X__`, `` `x` ``, `[X](url)`, `~~X~~`).
INLINE_MARKUP = re.compile(r"\*\*.+?\*\*|__.+?__|`[^`]+`|\[[^\[\]]+\]\([^()]*\)|~~.+?~~")


def spots(body: str, words: str) -> list[int]:
    """Where each occurrence of `words` in `body` ends."""
    ends: list[int] = []
    start = body.find(words)
    while start >= 0:
        ends.append(start + len(words))
        start = body.find(words, start + 1)
    return ends


# A continuation line that only gives the entry's source: `来源：arXiv:…`, `Source: <URL>`.
SOURCE_ONLY = re.compile(
    r"^(?:来源|出处|链接|参考|原文|论文|代码|sources?|refs?|links?|papers?|code)\s*[：:]", re.I
)


def row_appended(lines: Sequence[str], span: Span, index: int, action: Action) -> str:
    """A table row with the brief's words added to one cell: the column the brief names
    (`关键发现列补半句`; in the clause itself before the rest of its request), else the cell
    the words it goes after fill (`"业务库内嵌" 末尾补"…"`), else the row's cell of words,
    never a cell of labels (`[4]`), ids, dates or measures, whichever comes last."""
    header, rows = table_of(lines, span, index)
    body = body_of(lines[index])
    cells = split_row(body)
    width = min(len(header), len(cells))
    named: list[int] = []
    if action.column:
        # `X 行 状态 改为…，备注补"…"`: the cell of the column the brief names, or none.
        named = [k for k in range(1, width) if headed_by(header[k], action.column)]
        if len(named) != 1:
            raise Unresolved(
                f"「{action.column}」 heads no one column of the table of 「{action.anchor}」 "
                f"(its columns: {'、'.join(f'「{h}」' for h in header)}): 「{action.clause}」 "
                "is not written; check by hand"
            )
    for said in (action.clause, action.request):
        if named:
            break
        request = normalise(said)
        named = [
            k
            for k in range(1, width)
            if len(normalise(header[k])) >= 2 and normalise(header[k]) in request
        ]
    filled = [k for k in range(1, width) if cells[k].strip() == action.anchor.strip()]
    if len(named) != 1 and len(filled) == 1:
        named = filled
    if len(named) == 1:
        column = named[0]
    else:
        meanings = forms.column_meanings(header)
        words = [
            k
            for k in range(1, width)
            if meanings[k] not in UNWORDED_COLUMNS
            and not forms.measures_only([r[k] for r in rows if k < len(r)])
            and not forms.cites_by_number([r[k] for r in rows if k < len(r)])
        ]
        if not words:
            raise Unresolved(
                "this row has no cell of words to add them to (its columns "
                + "、".join(f"「{h}」" for h in header[1:width])
                + "); name the column"
            )
        column = words[-1]
    addition = action.phrase.strip().replace("|", "\\|")
    return with_cell(body, column, cell_sentence(cells[column], addition))


def headed_by(header: str, column: str) -> bool:
    """Whether a header cell is the column's name as a brief says it: whole (`备注`), or its
    first words (`Stars` of `Stars / 周增`)."""
    key = HEADER_KEY.match(header.strip())
    wanted = cell_name(column)
    return cell_name(header) == wanted or (key is not None and key.group(0).casefold() == wanted)


# Columns whose cells hold no words to add to: sources, ids, dates, counts, versions.
UNWORDED_COLUMNS = ("source", "id", "date", "stars", "license", "version", "label")


def cell_sentence(cell: str, addition: str) -> str:
    """A table cell's words with more added: a note in brackets before its full stop, a
    half sentence (`；…`) joined as written, a sentence after one, else after `；`."""
    if NOTE.fullmatch(addition.rstrip("。.")):
        return append_in_line(cell, addition.rstrip("。."))
    if cell in ("", *forms.MISSING_VALUES):
        return addition.lstrip("；;，,、 ")
    if addition[:1] in "；;，,、":
        if cell.endswith("。"):
            return cell[:-1] + addition.rstrip("。") + "。"
        return cell + addition.rstrip("。")
    if cell.endswith(("。", "！", "？")):
        return cell + forms.full_stop(addition)
    return half_sentence(cell, addition)


def half_sentence(words: str, addition: str) -> str:
    """Words added to a phrase with no full stop (a cell, a field's value) after `；`; where
    neither holds Chinese (an English cell or line), after `; `, or as a sentence of its own
    after an English full stop: a full-width mark would stand out of it."""
    addition = addition.strip().rstrip("。")
    if HAN.search(words) or HAN.search(addition):
        return f"{words}；{addition}"
    if ENGLISH_END.search(words) or ENGLISH_QUESTION_END.search(words):
        return f"{words} {addition if addition.endswith(('.', '!', '?')) else addition + '.'}"
    return f"{words}; {addition.removesuffix('.')}"


# A sub-item that is a field: a short label, then its value (`方法：…`, `**结果**: …`).
FIELD = re.compile(
    r"^(?:\*\*|__)?(?P<label>[^\s：:，。,*_]{1,10})(?:\*\*|__)?\s*[：:]\s*(?P<value>.*)$"
)


# What may stand between a field's name and the verb that adds to it: `结果字段末尾补一句`,
# `结果一项后面加一句`, `结果里补`.
FIELD_BEFORE_VERB = (
    # `"关键数字"一行末尾补…`: the field named in quotes, as its line.
    r"[」\"”』]?\s*(?:字段|一项|那项|那一项|一栏|栏|项|一行|那一?行)?\s*的?\s*(?:末尾|最后|后面|后|里|中)?\s*"
    # A verb of adding: one root, or two (`追加`, `添上`, `附上`, `增补`).
    r"(?:追|续|新|增|添)?[补加添增附](?:上|入)?"
)


def says(line: str, phrase: str) -> bool:
    """Whether a line already holds the words, however their sentence end or brackets were
    written when they were added (`"…。"` is appended as `（…）` after a line without `。`),
    or, for words that name a field (`结果：…`), that field's value."""
    core = phrase.strip().rstrip("。.！!？?；;，, ")
    if NOTE.fullmatch(core):
        core = core[1:-1]
    field = FIELD.match(core)
    if field is not None and field.group("value") and says(line, field.group("value")):
        return True
    return bool(core) and normalise(core) in normalise(line)


def append_to_field(
    lines: Sequence[str], action: Action, first: int, nested: Sequence[int], eol: str
) -> Edit:
    """Words for an entry whose facts are sub-items: the field the words name (`成本：…`, a
    new one when the entry has none so named) or the one the request names (`结果 补一句`);
    else unresolved: which field they belong to is not guessed."""
    items = {k: LIST_LINE.match(body_of(lines[k])) for k in nested}
    fields = {
        k: field
        for k, item in items.items()
        if item is not None and (field := FIELD.match(item.group("body").strip()))
    }
    labels = {field.group("label"): k for k, field in fields.items()}
    phrase = action.phrase.strip()
    own = FIELD.match(phrase)
    if own is not None and len(fields) == len(nested):
        label, value = own.group("label"), own.group("value")
        if label in labels:
            index = labels[label]
            return replace_line(lines, index, field_sentence(body_of(lines[index]), value))
        return insert_after(lines, *new_field(lines, fields, phrase), eol)
    # The field the request adds to, named right before its verb (`的结果末尾补一句`), not
    # a word that happens to stand elsewhere in it (`…"，结果待复现`).
    rest = action.request.replace(action.phrase, "")
    named = [
        k
        for label, k in labels.items()
        if re.search(re.escape(label) + FIELD_BEFORE_VERB, rest) is not None
    ]
    if len(named) == 1 and len(fields) == len(nested):
        index = named[0]
        return replace_line(lines, index, field_sentence(body_of(lines[index]), phrase))
    shown = "、".join(f"「{label}」" for label in labels) or "unlabelled sub-items"
    raise Unresolved(
        f"the entry on line {first + 1} writes its facts as sub-items ({shown}); which one "
        "the words join is not told (name the field, or quote them as 「字段：…」); not guessing"
    )


def append_to_field_row(
    lines: Sequence[str], action: Action, heading: int, rows: Sequence[int]
) -> Edit:
    """Words for an entry written as a heading and a table of fields (`#### X`, then `| 机构 |
    Meta |`, …): the row whose label the words open with (`开源：…`) or the request names
    before its verb (`的核心做法末尾补一句`) takes them after its value, as a field's line
    does (field_sentence); else unresolved: which row they join is not guessed."""
    fields = {k: f for k in rows if (f := field_of(body_of(lines[k]))) is not None}
    labels = {f.label: k for k, f in fields.items()}
    words = action.phrase.strip()
    own = FIELD.match(words)
    if own is not None and own.group("label") in labels:
        named = [labels[own.group("label")]]
        words = own.group("value").strip()
    else:
        rest = action.request.replace(action.phrase, "")
        named = [
            k
            for label, k in labels.items()
            if re.search(re.escape(label) + FIELD_BEFORE_VERB, rest) is not None
        ]
    if len(named) != 1:
        shown = "、".join(f"「{label}」" for label in labels)
        raise Unresolved(
            f"the entry on line {heading + 1} writes its facts as a table of fields ({shown}); "
            "which one the words join is not told (name the field, or quote them as 「字段：…」); "
            "not guessing"
        )
    if "|" in words:
        raise Unresolved(f"the words 「{words}」 hold 「|」, which would split the table's row")
    index = named[0]
    body, field = body_of(lines[index]), fields[index]
    value = field_sentence(body[field.start : field.end], words)
    return replace_line(lines, index, body[: field.start] + value + body[field.end :])


def field_sentence(body: str, addition: str) -> str:
    """A field's line with words added: a sentence after its full stop (see append_sentence);
    after `；` where its value is a phrase with none (`结果：尾延迟下降 18%；P99 同样下降`), as a
    table cell takes them."""
    if body.rstrip().endswith(("。", "！", "？", ".", "!", "?")) or NOTE.fullmatch(addition):
        return append_sentence(body, addition)
    stripped = body.rstrip()
    return f"{half_sentence(stripped, addition)}{body[len(stripped) :]}"


def new_field(
    lines: Sequence[str], fields: dict[int, re.Match[str]], phrase: str
) -> tuple[int, list[str]]:
    """Where a new field goes and its line: in the sub-items' marker and indent, after the
    last one but before a closing source field (`来源：[5]`), ending as most of them end."""
    indexes = sorted(fields)
    last = indexes[-1]
    if len(indexes) > 1 and forms.column_meanings(["", fields[last].group("label")])[1] == "source":
        last = indexes[-2]
    item = LIST_LINE.match(body_of(lines[indexes[-1]]))
    assert item is not None
    stops = sum(1 for f in fields.values() if f.group("value").rstrip().endswith("。"))
    text = forms.full_stop(phrase) if stops * 2 > len(fields) else phrase.rstrip("。")
    return last, [f"{item.group('indent')}{item.group('marker')}{item.group('gap')}{text}"]


# A sentence for a section's end (`§1.3 仅在末尾补一句"…"`, `最后补一句`, `段尾添一句`: the
# lexicon's words of the end), told apart from one for an entry whose name the reader did not
# find (`那条末尾补一句`): only the former is placed without a name.
ENTRY_WORDS = re.compile(
    r"那条|该条|此条|这条|条目|一条|那行|该行|一行|这行|那一?项|\b(?:entry|row|line|item)\b",
    re.IGNORECASE,
)


def append_to_section(lines: Sequence[str], span: Span, phrase: str) -> Edit | str:
    """A sentence added at the end of a section: at the end of the paragraph its own text
    ends with, in that paragraph's script (see paragraph_sentence)."""
    first, last = closing_paragraph(lines, span)
    if any(says(lines[k], phrase) for k in range(first, last + 1)):
        return f"line {last + 1} already says 「{phrase}」"
    return replace_line(lines, last, paragraph_sentence(body_of(lines[last]), phrase))


def words_before_end(action: Action, span: Span) -> str:
    """The words of an append between its section and the section's end that name a line
    (`下面那段` of `§1 概览 下面那段末尾补一句`): a noun of a line among them once the section's
    heading words and words of place (`一节`, `的`, `里`) are taken; "" when there is none
    (`§1.3 仅在末尾补一句`: the section's own end)."""
    from .reading.lexicon import default_lexicon  # the reader imports this module

    if action.target is None or not action.target.raw:
        return ""
    request = masked_quotes(action.request)
    # The section as the brief wrote it: `1.2：…` where kbpatch shows `§1.2`.
    raw = next(
        (r for r in (action.target.raw, action.target.raw.lstrip("§ ")) if r in request),
        action.target.raw,
    )
    at = request.find(raw)
    place = default_lexicon().place
    # The end as a word of place (`末尾`), not `段末` (`那段末尾` names its paragraph first).
    end = place["end"].search(request, max(at, 0))
    if at < 0 or end is None:
        return ""
    said = between = request[at + len(raw) : end.start()]
    for word in span.title.split():
        between = between.replace(word, " ")
    for kind in ("section_nouns", "inside"):
        between = place[kind].sub(" ", between)
    # What is left of `这一节`, `本节` once `节` is taken: pointing words, no name.
    between = re.sub(r"[的之在于一这那本该\s，,：:。；;（()）]+", " ", between)
    named = default_lexicon().append_line_noun.search(between)
    return said.strip(" 的之，,：:") if named else ""


# A quote's words the new ones go after: `（"……A。"之后）`, `"A"那句后面`.
POINTED_AFTER = re.compile(POINTED_AFTER_WORDS)
ELLIPSIS_LEAD = re.compile(rf"^\s*(?:{ELLIPSIS.pattern})\s*")


def words_pointed_after(clause: str) -> str:
    """The one quote of `clause` a place word follows (`"……并未减轻。"之后`), its leading
    ellipsis dropped: the words the new ones go after; "" where none or several are."""
    found = [
        ELLIPSIS_LEAD.sub("", clause[start + 1 : end - 1].strip())
        for start, end in quoted_spans(clause)
        if POINTED_AFTER.match(clause, end)
    ]
    return found[0] if len(found) == 1 else ""


def append_to_paragraph(
    lines: Sequence[str],
    span: Span,
    place: int,
    phrase: str,
    opening: str = "",
    ending: str = "",
) -> Edit | str:
    """`第一段末尾补一句`: the sentence at the end of that paragraph of the section's own text
    (`place` 1 the first, 2 the second…, -1 the last), in its script; reported where the
    section has no paragraph there, or where it does not open with the words the brief says it
    does (`opening`) or end with those it says the sentence follows (`ending`), never put on
    another."""
    paragraphs = own_paragraphs(lines, span)
    at = place - 1 if place > 0 else len(paragraphs) + place
    named = "the last paragraph" if place < 0 else f"paragraph {place}"
    if not 0 <= at < len(paragraphs):
        raise Unresolved(
            f"the brief names {named} of this section, which has {len(paragraphs)} "
            "paragraph(s) of its own text; the sentence is not put on another"
        )
    first, last = paragraphs[at]
    if opening and not body_of(lines[first]).lstrip().startswith(opening):
        raise Unresolved(
            f"the brief names {named} of this section as the one opening 「{opening}」, but "
            f"that paragraph (line {first + 1}) opens otherwise; the sentence is not put on "
            "another"
        )
    if any(says(lines[k], phrase) for k in range(first, last + 1)):
        return f"line {last + 1} already says 「{phrase}」"
    if ending and not body_of(lines[last]).rstrip().endswith(ending):
        raise Unresolved(
            f"the brief puts the sentence after 「{ending}」 at the end of {named}, but that "
            f"paragraph (line {last + 1}) ends otherwise; the sentence is not put elsewhere"
        )
    return replace_line(lines, last, paragraph_sentence(body_of(lines[last]), phrase))


def after_own_marker(body: str, markers: re.Match[str], addition: str, gap: str = "") -> str:
    """`…打平。[文献4]` and `二期投产。[文献26]`: a sentence cited by its own marker goes after
    the line's markers (`markers`), apart from them as the line's sentences stand apart
    (`。[文献3] 酶法…`), else as the document's do (`gap`)."""
    words = body.rstrip()
    inner = MARKER_THEN_SENTENCE.search(words[: markers.start()])
    gap = inner.group("gap") if inner else gap
    return f"{words}{gap}{addition.strip()}{body[len(words) :]}"


def marker_gap(lines: Sequence[str]) -> str:
    """What the document writes between a marker and the sentence after it, where its lines
    agree (`。[文献3] 酶法…`: a space); "" where they show none or differ."""
    gaps = {m.group("gap") for line in lines for m in MARKER_THEN_SENTENCE.finditer(line)}
    return gaps.pop() if len(gaps) == 1 else ""


def paragraph_sentence(body: str, addition: str) -> str:
    """A paragraph's last line with a sentence after its own: straight after a Chinese full
    stop, after a space following an English one; before the reference markers the line
    ends with (`…估算。[3]`), or after them where the sentence has its own (`…估算。[3]` and
    `X。[4]`). A line that ends without a full stop is not guessed at."""
    markers = TRAILING_MARKERS.search(body)
    if markers is not None and TRAILING_MARKERS.search(addition.strip()):
        return after_own_marker(body, markers, addition)
    if markers is not None:
        return paragraph_sentence(body[: markers.start()], addition) + body[markers.start() :]
    tag = SOURCE_TAG_END.search(body.rstrip())
    if tag is not None and body[: tag.start()].strip():
        # `…。〔来源：…〕`: the sentence before the source tag that closes the paragraph.
        return paragraph_sentence(body[: tag.start()], addition) + body[tag.start() :]
    stripped = body.rstrip()
    trailing = body[len(stripped) :]
    sentence = forms.full_stop(addition)
    if stripped.endswith(("。", "！", "？")):
        return stripped + sentence + trailing
    if stripped.endswith((".", "!", "?")):
        return f"{stripped} {sentence}{trailing}"
    raise Unresolved(
        "the section's last paragraph does not end with a full stop; where the sentence "
        "joins it is not guessed"
    )


def item_end(lines: Sequence[str], span: Span, first: int) -> int:
    """The last line of the list item that starts at `first`: its lines indented deeper than
    its marker, up to a blank line or the next item."""
    start = LIST_LINE.match(body_of(lines[first]))
    if start is None:
        return first
    depth = len(start.group("indent"))
    last = first
    while last + 1 < span.end:
        following = body_of(lines[last + 1])
        indent = len(following) - len(following.lstrip())
        if not following.strip() or indent <= depth:
            break
        last += 1
    return last


# A letter a Latin word is made of: a value starting or ending with one is a whole word.
LATIN_LETTER = re.compile(r"[A-Za-z]")


def value_pattern(value: str, *, number: bool = False) -> re.Pattern[str]:
    """A value as a whole: a number at its start or end (all of it, for a `number` such as
    `.5`) is not part of a longer number or a decimal; a Latin word at its start or end is
    not part of a longer word (`Cache` is not the tail of `LMCache`)."""
    before = r"(?<![\d.,])" if number or value[:1].isdigit() else ""
    after = r"(?![\d]|[.,]\d)" if number or value[-1:].isdigit() else ""
    if LATIN_LETTER.match(value[:1]):
        before = r"(?<![A-Za-z])"
    if LATIN_LETTER.match(value[-1:]):
        after = r"(?![A-Za-z])"
    # `迭代級調度` in a brief names `迭代级调度` in the document, and the reverse.
    if not HAN.search(value):
        return re.compile(before + re.escape(value) + after)
    # `2026年10月` names `2026 年 10 月`, and the reverse: writers space a number apart from
    # the Chinese word beside it, or not, as they please.
    pieces = DIGIT_HAN_GAP.split(value)
    return re.compile(before + r"\s*".join(either_script(p) for p in pieces) + after)


# Between a digit and a Chinese character beside it (either way round): a space or none.
DIGIT_HAN_GAP = re.compile(rf"(?<=\d)\s*(?=[{HAN_RANGE}])|(?<=[{HAN_RANGE}])\s*(?=\d)")


def spaced_as(written: str, new: str) -> str:
    """`new` with its digits and the Chinese words beside them spaced as `written`, the words
    it replaces, space them: all apart (`2026 年 10 月`) or all together (`2026年10月`); as
    given where `written` does both or neither."""
    gaps = [m.group(0) for m in DIGIT_HAN_GAP.finditer(written)]
    if not gaps or (any(gaps) and not all(gaps)):
        return new
    # A bracketed label (`[注14]`, `【来源 7】`) is a marker written as the notes list
    # writes it, not prose: its spacing is the list's, so it is left as dictated.
    labels = [m.span() for m in SQUARE_BRACKETED.finditer(new)]
    gap = " " if all(gaps) else ""
    return DIGIT_HAN_GAP.sub(
        lambda m: m.group(0) if any(a < m.start() < b for a, b in labels) else gap, new
    )


# A label in square brackets, half or full width: `[注14]`, `［注 3］`, `【来源 7】`.
SQUARE_BRACKETED = re.compile(r"[\[［【][^\[\]［］【】\n]{1,12}[\]］】]")


def replace_values(
    lines: Sequence[str], span: Span, action: Action, mark: str, eol: str
) -> Edit | str:
    if action.target is not None and action.target.key == VERSION_LINE:
        return version_line_set(lines, action)
    if action.whole_line and (action.paragraph or not action.subject):
        return paragraph_rewritten(lines, span, action)
    if action.whole_line:
        return entry_rewritten(lines, span, action)
    if action.closes_question:
        shut = question_closed(lines, span, action, mark)
        return with_pairs(shut, action) if action.pairs else shut
    if (
        action.pairs
        and not action.subject
        and (action.paragraph or (action.anchor and not action.anchor.isdigit()))
    ):
        # `§1.3 第一段，把 A 改成 B`, `以「X」开头的那段里 A → B`: A in that paragraph only.
        top, bottom = named_paragraph(lines, span, action, "changed")
        span = replace(span, start=top, end=bottom + 1)
    pairs = action.pairs
    tick_pair = TICKED_PAIR.fullmatch(" → ".join(pairs[0])) if len(pairs) == 1 else None
    if tick_pair and not any(
        TASK_BOX.match(listed_text(lines[k])) for k in range(span.start, span.end)
    ):
        # `「X」那条标为已关闭` where questions carry a status, no box: X's question closed so.
        from .reading.lexicon import default_lexicon  # the reader imports this module

        closed = default_lexicon().closed_status.search(action.clause or action.request)
        closing = replace(
            action, subject=tick_pair["words"], closed_as=closed.group(0) if closed else ""
        )
        return question_closed(lines, span, closing, mark)
    if action.column and not pairs:
        defined = definition_replaced(lines, span, action)
        if defined is not None:
            return defined
        fielded = named_fields(lines, span, action.subject) if action.subject else None
        if fielded is not None:
            # `X 条目"发布"字段更新为"…"` where X is `#### X` and its labelled bullets: the one
            # bullet labelled so takes the new value, whole.
            return field_set(lines, fielded[1], action)
        # `X 一行，状态改为稳定`; another line's reading of the same change that gives both
        # values (`"857⭐" → "912⭐"`) is read by them, as written.
        return cell_replaced(lines, span, action, [(action.column, action.new_value)])
    if not pairs:
        raise Unresolved("the brief gives no old → new values")
    columns_only = all(column_named(lines, span, *pair) for pair in pairs)
    fielded = named_fields(lines, span, action.subject) if action.subject else None
    labels = [f.label for k in fielded[1] if (f := field_of(body_of(lines[k])))] if fielded else []
    if fielded is not None and action.column and action.column not in labels:
        fielded = None  # `X 行 Y 列…`: a column of a table, not a field of the entry
    if action.column and action.subject and not columns_only and fielded is None:
        return cell_and_values_replaced(
            lines, span, action, [(action.column, action.new_value)], pairs, mark, eol
        )
    by_column = [pair for pair in pairs if column_named(lines, span, *pair)]
    if action.subject and by_column and not columns_only and fielded is None:
        # `上海行：SUHII 由 2.8 改为 3.0，数据年份改为 2025`: cells named by their column beside
        # values given old and new, all of one row.
        values = [pair for pair in pairs if pair not in by_column]
        beside = row_named_beside_column(lines, span, action, values[0])
        if beside is not None:
            # The subject read (SUHII) heads a column; the row is the one the request names.
            action = replace(action, subject=split_row(body_of(lines[beside]))[0])
        return cell_and_values_replaced(lines, span, action, by_column, values, mark, eol)
    if action.subject and columns_only:
        # `X 行：备注 → 已弃用`: the old value is a column's header the row does not hold;
        # `X 的 SOTA 改为 78.5，题量改为 1055`: the row's cells under two columns.
        asked = [(action.column, action.new_value)] if action.column else []
        return cell_replaced(lines, span, action, [*asked, *pairs])
    shown = "; ".join(f"「{old}」 → 「{new}」" for old, new in pairs)
    if fielded is not None:
        # `§3.1 ColBERTv2 条目中"A"改为"B"` where the entry is `#### ColBERTv2` and its labelled
        # bullets: A in the one bullet that holds it.
        index = field_holding(lines, action.subject, fielded[1], pairs, shown)
        held = field_of(body_of(lines[index]))
        # `X 条目的开源一栏由 A 改为 B`: the field is named as a column of the entry.
        said = action.column or field_named(lines, fielded[1], action.clause or action.request)
        if said and held is not None and held.label != said:
            # `把 X 条目要点里的"A"改为"B"` where A stands in its `局限`: not the field named.
            raise Unresolved(
                f"the request names the field 「{said}」 of 「{action.subject}」, but "
                f"「{pairs[0][0]}」 stands in its 「{held.label}」 (line {index + 1}): "
                f"{shown}"
            )
    elif action.subject and (beside := row_named_beside_column(lines, span, action, pairs[0])):
        index = beside
    elif action.subject:
        said = f"「{shorten_line(action.clause or action.request)}」"
        row = table_named_row(lines, span, action.subject, said, action.clause or action.request)
        if row is None:
            row = subject_line(lines, span, action.subject, [old for old, _ in pairs])
            row = entry_line_holding(lines, span, row, pairs)
            check_row_named(lines, span, row, action.subject, said)
        index = row
    elif action.anchor.isdigit():
        # `第 3 条中 A 改为 B`: A in that entry, never where else the section holds it; `问 1 的答
        # "待定"改为…`: in that question's answer.
        entry = nth_entry(lines, span, int(action.anchor))
        answer = answer_named(lines, span, entry, action.clause or action.request)
        index = answer if answer != entry else entry_line_holding(lines, span, entry, pairs)
    else:
        first = value_pattern(pairs[0][0])
        holding = [
            k
            for k in range(span.start, span.end)
            if first.search(lines[k]) and not header_unasked(lines, span, k, action.request)
        ]
        named_here: list[int] = []
        if len(holding) > 1 or (holding and pairs_named_elsewhere(lines, span, pairs, holding)):
            # `§2.1 SWE-bench Verified：72% → 75%` where another line holds 72% too: the
            # entry the brief names by its own words is the line (once its value is
            # replaced, still that line, already done, not the other's 72%).
            new_first = value_pattern(pairs[0][1])
            either = [
                k
                for k in range(span.start, span.end)
                if first.search(lines[k]) or new_first.search(lines[k])
            ]
            named_here = lines_named_in(lines, either, action.request)
            if len(named_here) == 1:
                holding = named_here
        if not holding and body_of(lines[span.end - 1]).lstrip().startswith("|"):
            # `表 2 下方那条注的「…」改为「…」`: the notes right under the table the span ends with.
            holding = [k for k in table_notes(lines, span.end) if first.search(lines[k])]
        if len(holding) != 1:
            many = f"{len(holding)} lines of this section hold"
            count = many if holding else "no line of this section holds"
            raise Unresolved(f"{count} 「{pairs[0][0]}」; wanted one: {shown}")
        index = holding[0]
        if len(pairs) > 1 and not named_here:
            # No row named: each value where it stands once in the section, not the first
            # line's copy of another row's value.
            return values_on_their_lines(lines, span, pairs, sentence_of(action))
    body = body_of(lines[index])
    if action.subject and len(pairs) > 1:
        spread = pairs_on_named_lines(lines, span, index, action)
        if spread is not None:
            return spread
    # `X 行 Y 列由 A 改为 B`: A is looked for in that one cell, never elsewhere in the row.
    # An entry's table of fields names its field by its row (field_holding above), not a column.
    column = None if fielded else asked_column(lines, span, index, action, shown)
    left, right = (0, len(body))
    under = ""
    if column is not None and len(pairs) == 1:
        left, right = cell_spans(body)[column.index]
        under = f" under 「{column.header}」"
    changed = body[left:right]
    done = 0
    for old, new in pairs:
        found = standing(old, new, changed)
        if not found and (bare := unquoted_pair(old, new, changed)):
            # `KeSpeech 列由"—"改为 12.6`: the quote marks are the brief's, the line holds `—`
            # (a bare placeholder stands in many cells: the column said is the table's, above).
            old, new = bare
            found = standing(old, new, changed)
        if len(found) == 1 and action.inserted and names_the_entry(changed, *found[0]):
            # `「第三国转运」之后加"样片外流"` where the line is `- 第三国转运：…`: words put
            # inside an entry's name; the brief likely means a new entry after it.
            raise Unresolved(
                f"「{old}」 is the whole name line {index + 1} opens with; words put after it "
                f"would go inside that name ({shown}); a new entry after it? check by hand"
            )
        if len(found) == 1:
            start, end = found[0]
            changed = spliced(changed, start, end, new)
        elif not found and already_reads(body[left:right], new, whole=bool(under)):
            # (Read on the line as it was: a new value an earlier pair wrote is no sign that
            # this pair's is done.)
            done += 1
        elif (
            not found
            and new in (n for o, n in pairs if (o, n) != (old, new))
            and not any(old in lines[k] for k in range(span.start, span.end))
        ):
            # `…“1200”改为“1500”，即改为 1500`: the earlier pair said again; its old words are
            # none of the section's. (Where they stand on another line, the pair is that
            # line's change: reported below, never taken as done.)
            done += 1
        else:
            times = "does not occur" if not found else f"occurs {len(found)} times"
            raise Unresolved(
                f"「{old}」 {times} in line {index + 1}{under} (wanted exactly once): {shown}; "
                f"the line reads: {shorten_line(body)}"
            )
    if done == len(pairs):
        return f"line {index + 1} already reads {', '.join(new for _, new in pairs)}"
    return replace_line(lines, index, body[:left] + changed + body[right:])


def names_the_entry(body: str, start: int, end: int) -> bool:
    """Whether `body[start:end]` is the whole name its entry opens with: right after the list
    mark (and bold), right before the name's own colon (`- X：…`, `- **X**：…`)."""
    opening = ENTRY_OPENING.match(body)
    return (
        opening is not None
        and opening.end() == start
        and ENTRY_NAME_END.match(body, end) is not None
    )


# Where an entry's name ends: its colon, bold closed first or not (`X：`, `X**：`, `X**:`).
ENTRY_NAME_END = re.compile(r"(?:\*\*|__)?[：:]")


# The citation marks an entry's line carries: `[R3]`, `[12]`, `[^4]`, `<sup>7</sup>`.
REWRITE_MARKERS = re.compile(
    r"\[(?:[A-Z]{1,3}-?)?\d{1,4}\]|\[\^[\w-]{1,20}\]|<sup>[^<>]{1,12}</sup>"
)


def named_paragraph(lines: Sequence[str], span: Span, action: Action, done: str) -> tuple[int, int]:
    """The first and last line of the one paragraph of the section's own text named by its
    place (`action.paragraph`) and opening as the brief says it does (`action.anchor`), or the
    one opening so; Unresolved where none, or several, are so named (nothing `done`)."""
    paragraphs = own_paragraphs(lines, span)
    opening = action.anchor
    if action.paragraph:
        at = action.paragraph - 1 if action.paragraph > 0 else len(paragraphs) + action.paragraph
        placed = [paragraphs[at]] if 0 <= at < len(paragraphs) else []
        named = "the last paragraph" if action.paragraph < 0 else f"paragraph {action.paragraph}"
    else:
        placed, named = paragraphs, "the paragraph"
    found = [p for p in placed if opens_with(body_of(lines[p[0]]), opening)]
    if len(found) != 1:
        said = f" opening 「{opening}」" if opening else ""
        raise Unresolved(
            f"the brief names {named}{said} of this section, which has {len(paragraphs)} "
            f"paragraph(s) of its own text and {len(found)} so named; nothing is {done}"
        )
    return found[0]


def paragraph_rewritten(lines: Sequence[str], span: Span, action: Action) -> Edit | str:
    """One paragraph of the section's own text written anew as the brief dictates it (`第二段
    整段替换为：「…」`, `以「X」开头的那一段整段替换为：「…」`): the one named by its place
    (`action.paragraph`) and opening as the brief says it does (`action.anchor`), or the one
    opening so. Unresolved where no paragraph, or several, are so named: never another."""
    first, last = named_paragraph(lines, span, action, "rewritten")
    new = action.new_value.strip()
    if action.sentence_at:
        return sentence_rewritten(lines, first, last, action.sentence_at, new)
    if action.sentence:
        # `第二段整句替换为「…」`: the paragraph must be that one sentence; of several, which
        # one is meant is not guessed.
        old = " ".join(body_of(lines[k]).strip() for k in range(first, last + 1))
        stops = len(SENTENCE_STOP.findall(old.rstrip("。.！!？? ")))
        if stops:
            raise Unresolved(
                f"the brief replaces a whole sentence, but the paragraph at line {first + 1} "
                f"holds {stops + 1} sentences; which one is meant is not guessed; check by hand"
            )
    if new == "\n".join(body_of(lines[k]).strip() for k in range(first, last + 1)):
        return f"line {first + 1} already reads so"
    return Edit(start=first, end=last + 1, lines=(new + eol_of(lines[last]),))


# A sentence of a paragraph's line: its words to its stop, and the markers it cites by after
# the stop (`…活化[[16]]。`, `…。[12]`).
SENTENCE_WITH_MARKERS = re.compile(rf"[^。！？!?]+[。！？!?]+(?:{CITING_MARKER})*")


def sentence_rewritten(lines: Sequence[str], first: int, last: int, at: int, new: str) -> Edit:
    """The sentence at place `at` (1 first, -1 last, n the nth) of the one-line paragraph at
    line `first`, written anew as `new`, its other sentences as they are. Unresolved where the
    paragraph runs over several lines, its sentences are not told apart by their stops, it
    has no sentence there, or the new words drop a marker the old sentence cites by."""
    if first != last:
        raise Unresolved(
            f"the paragraph at line {first + 1} runs over lines {first + 1}–{last + 1}; kbpatch "
            "rewrites one sentence only in a paragraph of one line; check by hand"
        )
    body = body_of(lines[first])
    words = body.strip()
    sentences = SENTENCE_WITH_MARKERS.findall(words)
    if "".join(sentences) != words or not sentences:
        raise Unresolved(
            f"the sentences of line {first + 1} are not told apart by their stops; check by hand"
        )
    index = at - 1 if at > 0 else len(sentences) + at
    if not 0 <= index < len(sentences):
        raise Unresolved(
            f"the paragraph at line {first + 1} has {len(sentences)} sentence(s), none at the "
            "place the brief names; check by hand"
        )
    old = sentences[index]
    dropped = [m for m in REWRITE_MARKERS.findall(old) if m not in new]
    if dropped:
        raise Unresolved(
            f"the new sentence drops {dropped[0]}, which the old one cites by (line "
            f"{first + 1}); check by hand"
        )
    if old.strip() == new:
        raise Unresolved(f"line {first + 1} already reads so")
    sentences[index] = new
    lead = body[: len(body) - len(body.lstrip())]
    return Edit(
        start=first, end=first + 1, lines=(lead + "".join(sentences) + eol_of(lines[first]),)
    )


def entry_rewritten(lines: Sequence[str], span: Span, action: Action) -> Edit | str:
    """The one entry `action.subject` names, on one line, written anew as the line the brief
    dictates (`X 那条整行替换为：「- X：…」`): in the entry's own indent and marker where the
    dictated line writes one alike. Unresolved where the entry runs over several lines, or the
    new line no longer names it (then it would be another entry in its place)."""
    index, end = entry_block(lines, span, replace(action, anchor=action.subject))
    if end != index + 1:
        raise Unresolved(
            f"the entry 「{action.subject}」 runs over lines {index + 1}–{end}; kbpatch writes a "
            "whole entry anew only where it is one line; check by hand"
        )
    new = action.new_value.strip()
    if normalise(action.subject) not in normalise(new):
        raise Unresolved(
            f"the new line 「{shorten_line(new)}」 does not name 「{action.subject}」, the entry "
            "it replaces; check by hand"
        )
    body = body_of(lines[index])
    dropped = [m for m in REWRITE_MARKERS.findall(body) if m not in new]
    if dropped:
        # `…2021 年并网 [R3]。` written anew without `[R3]`: the entry's source would go with it.
        raise Unresolved(
            f"the new line 「{shorten_line(new)}」 drops {dropped[0]}, which line {index + 1} "
            "cites; check by hand"
        )
    said, old = LIST_LINE.match(new), LIST_LINE.match(body)
    if (said is None) != (old is None):
        raise Unresolved(
            f"the new line 「{shorten_line(new)}」 and line {index + 1} are not both list lines; "
            "check by hand"
        )
    if said is not None and old is not None:
        # The entry's own indent and marker: `- ` stays `- `, `3. ` stays `3. `.
        new = body[: old.start("body")] + said.group("body")
    for bold in re.findall(r"\*\*([^*\n]{1,40})\*\*", body):
        if f"**{bold}**" not in new and bold in new:
            # The brief's words lose their bold on its lines; the entry's name keeps its own.
            new = new.replace(bold, f"**{bold}**", 1)
    if new == body.strip():
        return f"line {index + 1} already reads so"
    return replace_line(lines, index, new)


def cell_and_values_replaced(
    lines: Sequence[str],
    span: Span,
    action: Action,
    cells: Sequence[tuple[str, str]],
    values: Sequence[tuple[str, str]],
    mark: str,
    eol: str,
) -> Edit | str:
    """`X 一行 Dice 改为 0.88，时延由 950 改为 870`: the `cells` named by their column (each its
    header and new value) and the `values` given old and new are edits of the same row, made
    together or not at all (the pairs alone would drop the cells' change unseen)."""
    values_only = replace(action, column="", new_value="", pairs=tuple(values))
    # `X 一行 star 更新为 912⭐` beside `"857⭐" → "912⭐"`: the same change said twice.
    cells = [cell for cell in cells if all(new != cell[1] for _, new in values)]
    if not cells:
        return replace_values(lines, span, values_only, mark, eol)
    cell = cell_replaced(lines, span, action, cells)
    if isinstance(cell, str):
        return replace_values(lines, span, values_only, mark, eol)
    written = [*lines[: cell.start], *cell.lines, *lines[cell.end :]]
    done = replace_values(written, span, values_only, mark, eol)
    if isinstance(done, str):
        return cell
    if (done.start, done.end) != (cell.start, cell.end):
        shown = "; ".join(f"「{old}」 → 「{new}」" for old, new in values)
        named = "、".join(f"「{column}」" for column, _ in cells)
        raise Unresolved(
            f"{shown} stand on line {done.start + 1}, not on the row 「{action.subject}」 "
            f"(line {cell.start + 1}) whose {named} the same request changes"
        )
    return done


def source_in_field(
    lines: Sequence[str], fielded: tuple[int, list[int]], action: Action
) -> Edit | str:
    """`X 条目的来源补上 URL` where the entry is a heading and labelled bullets (`#### X`, `- 来源：
    …`): the bullet whose label says it holds sources takes the id or link, after its own
    sources as they are parted (`；`); a paper the document's footnotes hold, by its marker.
    Already there (the id, the link or the paper's footnote marker in any of its bullets):
    said so. Unresolved when no bullet, or several, are labelled as sources."""
    heading, bullets = fielded
    labels = [field_of(body_of(lines[k])) for k in bullets]
    meanings = forms.column_meanings(["", *(f.label if f else "" for f in labels)])[1:]
    held = [k for k, meaning in zip(bullets, meanings, strict=True) if meaning == "source"]
    if len(held) != 1:
        shown = "、".join(f"「{f.label}」" for f in labels if f)
        raise Unresolved(
            f"the entry 「{action.phrase}」 (line {heading + 1}) writes its fields as {shown}; "
            f"{'none' if not held else 'several'} of them hold its sources; not guessing"
        )
    (index,) = held
    footnotes = forms.footnotes_of(lines)
    refs = [*action.source_ids, *action.source_urls]
    cited = {r: footnotes.get(r, "") for r in refs}
    there = [
        r
        for r in refs
        if any(r in lines[k] or (cited[r] and cited[r] in lines[k]) for k in bullets)
    ]
    if there:
        return f"the entry 「{action.phrase}」 already cites {', '.join(there)}"
    pieces = [cited[r] or (f"arXiv:{r}" if r in action.source_ids else r) for r in refs]
    body = body_of(lines[index])
    field = field_of(body)
    assert field is not None
    value = body[field.start : field.end].rstrip()
    stop = "。" if value.endswith("。") else ""
    value = value.removesuffix(stop) + "".join(f"；{p}" for p in pieces) + stop
    return replace_line(lines, index, body[: field.start] + value + body[field.end :].rstrip())


def named_fields(lines: Sequence[str], span: Span, name: str) -> tuple[int, list[int]] | None:
    """The entry `name` of a span written as a heading and labelled bullets (locate.heading_
    fields): its heading's line and its bullets' lines. The span may be that entry's own
    text (`§4.3 ARES 条目` names the part under `#### ARES`), its heading right above it."""
    return heading_fields(lines, max(span.start - 1, 0), span.end, name)


# A field of an entry named right before words of place (`要点里的`, `局限一项中`, `来源栏`).
FIELD_PLACE = r"\s*(?:一项|那项|那一项|字段|一栏|栏|项)?\s*(?:里|中|内)"
# Or named as the field a change is of (`开源一栏由…`, `机构字段改为…`, `局限一项的`).
FIELD_CHANGED = (
    r"\s*(?:(?:一项|那项|那一项|字段|一栏|栏)\s*(?=由|从|的|改|换|更|修|订|：|:)|(?=由|从))"
)


# A field of the version line, by the words that label it, and its value up to the next field.
VERSION_FIELDS = {
    "版本": r"版本号?|(?i:version)",
    "上一版": r"上一?版本?|(?i:previous(?:\s+version)?|prev)",
}


def version_line_set(lines: Sequence[str], action: Action) -> Edit | str:
    """`版本行改为 v1.4（…），上一版 v1.3（…）`: each field of the document's version line
    (locate.version_line) the brief gives a value, that value; the line as given when the brief
    dictates it whole (keeping its quote mark). Unresolved where a field is not on the line."""
    index = version_line(lines, outline(lines))
    line = body_of(lines[index])
    new = line
    for said, value in action.pairs:
        if not said:
            lead = QUOTE_MARK.match(line)
            new = (lead.group(0) if lead and not QUOTE_MARK.match(value) else "") + value
            continue
        # (`上一版相应改为 v1.3`, read as a change of its own: the field its words open with.)
        field = next((f for f in VERSION_FIELDS if said.startswith(f)), "")
        if not field:
            raise Unresolved(
                f"the brief sets 「{said}」 of the version line to 「{value}」, a field kbpatch "
                "does not write there; check by hand"
            )
        found = re.search(
            rf"(?:^|(?<=[｜|│;；\s>*]))(?:{VERSION_FIELDS[field]})(?:\*\*|__)?[ \t]*[：:][ \t]*"
            r"(?:\*\*|__)?[ \t]*(?P<value>[^｜|│;；\n]*?)[ \t]*(?=[｜|│;；]|$)",
            new,
        )
        if found is None:
            raise Unresolved(
                f"the version line (line {index + 1}) has no field 「{field}」 for "
                f"「{value}」; check by hand"
            )
        new = new[: found.start("value")] + value + new[found.end("value") :]
    if new == line:
        return "the version line reads so already"
    return replace_line(lines, index, new)


def field_set(lines: Sequence[str], bullets: Sequence[int], action: Action) -> Edit:
    """The bullet of an entry's labelled bullets that `action.column` labels, its value after
    the label's colon replaced by `action.new_value`; Unresolved when no bullet, or several,
    is labelled so, or the value already reads so."""
    labelled = [
        (k, found)
        for k in bullets
        if (found := field_of(body_of(lines[k])))
        and normalise(found.label) == normalise(action.column)
    ]
    if len(labelled) != 1:
        raise Unresolved(
            f"the entry 「{action.subject}」 has {len(labelled) or 'no'} field(s) labelled "
            f"「{action.column}」; wanted one; check by hand"
        )
    index, found = labelled[0]
    body = body_of(lines[index])
    if body[found.start : found.end].strip() == action.new_value.strip():
        raise Unresolved(f"the field 「{action.column}」 already reads 「{action.new_value}」")
    new = action.new_value.strip()
    if "|" in new and FIELD_ROW.match(body):
        raise Unresolved(f"the value 「{new}」 holds 「|」, which would split the table's row")
    return replace_line(lines, index, body[: found.start] + new + body[found.end :])


def field_named(lines: Sequence[str], bullets: Sequence[int], clause: str) -> str:
    """The one label of an entry's bullets the clause names as the field it speaks of
    (`要点里的"A"`, `局限一项中`), quotes aside; "" when it names none, or several."""
    plain = QUOTE.sub("", clause)
    labels = [f.label for k in bullets if (f := field_of(body_of(lines[k])))]
    said = [
        label
        for label in labels
        if re.search(f"{re.escape(label)}(?:{FIELD_PLACE}|{FIELD_CHANGED})", plain)
    ]
    return said[0] if len(said) == 1 else ""


def field_holding(
    lines: Sequence[str],
    name: str,
    bullets: Sequence[int],
    pairs: Sequence[tuple[str, str]],
    shown: str,
) -> int:
    """The one bullet of the entry `name` (written as a heading and labelled bullets) that
    holds the first old value, or already its new one; Unresolved when none or several do."""
    old, new = pairs[0]
    holding = [
        k
        for k in bullets
        if standing(old, new, body_of(lines[k])) or value_pattern(new).search(lines[k])
    ]
    if len(holding) == 1:
        return holding[0]
    where = ", ".join(str(k + 1) for k in holding or bullets)
    count = f"{len(holding)} of its lines hold" if holding else "none of its lines holds"
    raise Unresolved(
        f"the entry 「{name}」 (lines {where}): {count} 「{old}」; wanted one: {shown}"
    )


def already_reads(text: str, new: str, *, whole: bool) -> bool:
    """Whether `text` holds the new value already: anywhere in a line, or as the whole of the
    one cell a column names (`是（JAX）` is no cell that reads `是`)."""
    if not whole:
        return value_pattern(new).search(text) is not None
    return cell_name(text) in (cell_name(new), cell_name(WHOLLY_QUOTED.sub(r"\g<words>", new)))


# `粤语 列由…`, `闽南 CER 一栏改为…`: 列 or 栏 naming a column, the column's words before it
# (not the 列 of `Qwen 系列的`, `并列`, `序列`).
COLUMN_SAID = re.compile(
    r"(?<![系序排并队])\s?(?:一|这一)?[列栏](?=\s?(?:由|从|的|中|里|：|:|改|填|写|[\"“「『]))"
)


@dataclass(frozen=True, slots=True)
class AskedColumn:
    """The column of a table a request names (`Y 列`): its place among the cells, its header."""

    index: int
    header: str


def asked_column(
    lines: Sequence[str], span: Span, index: int, action: Action, shown: str
) -> AskedColumn | None:
    """The column of line `index`'s table that the request names by `Y 列` / `Y 一栏`, when it
    names one; None when the line is no table row or the request names no column (or several:
    each must be the table's, which value goes under which is not guessed). A header is the
    column named when the words before 列 end with it, else when it is the one header that
    holds those words (`Stars` of `Stars / 周增`). Unresolved when no header or several are so
    named: a value is never written under another column."""
    request = action.clause or action.request
    said = list(COLUMN_SAID.finditer(request))
    if not body_of(lines[index]).lstrip().startswith("|"):
        return None
    if not said:
        # `台积电一行，2026Q2 由 86 改成 88`: a header's very words right before the change,
        # no noun: that column, where the old value must stand.
        header, _ = table_of(lines, span, index)
        before_change = [
            k
            for k, h in enumerate(header)
            if h.strip()
            and re.search(rf"(?:^|[\s，,；;：:的]){re.escape(h.strip())}[ \t]?(?:由|从)", request)
        ]
        if len(before_change) != 1:
            return None
        return AskedColumn(before_change[0], header[before_change[0]])
    header, _ = table_of(lines, span, index)
    found = []
    for m in said:
        # `"处置状态"一栏`: a column named in quotes, read without its marks.
        before = request[: m.start()].rstrip().rstrip("\"”」』'’")
        words = column_words(before, action.subject).lstrip("\"“「『'‘")
        columns = headers_named(header, before, words)
        found.append(columns)
        if not words or len(columns) == 1:
            continue
        listed = "、".join(f"「{h}」" for h in header)
        if not columns:
            raise Unresolved(
                f"names the column 「{words}」, which this table does not have (its columns: "
                f"{listed}): {shown}"
            )
        raise Unresolved(f"{len(columns)} columns of the table are named 「{words}」: {shown}")
    if len(said) != 1 or len(found[0]) != 1:
        return None
    return AskedColumn(found[0][0], header[found[0][0]])


# The words of a column said before 列 where no row is named before them: after the last
# space or mark.
LAST_WORDS = re.compile(r"[^\s，,；;：:、]*$")


def column_words(before: str, row: str) -> str:
    """The words a request names a column by, from the words before its `列`: those after the
    row it names (`X 行的粤北 CER`, `X 那一行，Stars`, `X 行许可`), else its last words."""
    if row:
        marked = re.escape(row) + r"\s*(?:这|那)?一?(?:行|条目)(?:的|中|里)?[\s，,：:]*"
        after = [m.end() for m in re.finditer(marked, before)]
        if after and before[after[-1] :].strip():
            return before[after[-1] :].strip()
    found = LAST_WORDS.search(before.rstrip())
    return found.group(0) if found else ""


def headers_named(header: Sequence[str], before: str, words: str) -> list[int]:
    """The columns whose header the words `before` a `列` end with (the longest such header),
    else those whose header holds the column's `words` whole."""
    names = [cell_name(h) for h in header]
    # (Its words apart by a slash as the names are: `确定订单/预购列` names `确定订单/预购`.)
    said = SLASH_APART.sub(" / ", before.casefold())
    ending = [k for k, name in enumerate(names) if name and said.endswith(name)]
    if ending:
        longest = max(len(names[k]) for k in ending)
        return [k for k in ending if len(names[k]) == longest]
    if not words:
        return []
    pattern = named(simplified(SLASH_APART.sub(" / ", words.casefold())))
    return [k for k, name in enumerate(names) if pattern.search(simplified(name))]


def one_table(lines: Sequence[str], span: Span) -> tuple[int, int]:
    """The header line and the line after the last row of the section's one table;
    Unresolved when it holds none or several (which one is meant is not guessed)."""
    tables = [b for b in blocks_of(lines[span.start : span.end]) if isinstance(b, Table)]
    if len(tables) != 1:
        raise Unresolved(f"this section holds {len(tables)} tables; wanted one to find the row in")
    first = span.start + line_of(tables[0]) - 1
    return first, first + 2 + len(list(tables[0].children or []))


# What a cell writes around a name: bold, code, a link's brackets and target.
NAME_MARKUP = re.compile(r"\*\*|__|`|\]\([^)]*\)|^\[")


def cell_name(cell: str) -> str:
    """A cell's name without the marks around it (`**X**`, `[X](url)`), case folded, its
    words apart by a slash one way (`Stars/周增` is `Stars / 周增`)."""
    return SLASH_APART.sub(" / ", NAME_MARKUP.sub("", cell.strip()).strip().casefold())


SLASH_APART = re.compile(r" ?/ ?")


# A glossary's line: its term (bold or not, after a list marker if any), an aside, then its
# definition after a dash or a colon (`- **MNF**（Minimum Night Flow）—— 夜间最小流量…`).
TERM_LINE = re.compile(
    r"^(?P<lead>\s*(?:[-*+]\s+)?(?:\*\*|__)?(?P<term>[^*_：:—（(|\s][^*_：:—（(|]{0,39}?)(?:\*\*|__)?"
    r"\s*(?:[（(][^（）()]{0,60}[）)]\s*)?(?:——|—|：|:)\s*)(?P<definition>\S.*)$"
)
DEFINITION_WORDS = frozenset({"释义", "定义"})


def definition_replaced(lines: Sequence[str], span: Span, action: Action) -> Edit | str | None:
    """`术语表 MNF 一条的释义替换成：「…」`: the definition of the one term of the section so named
    (a glossary's line, TERM_LINE) written anew as the brief gives it, the term, its aside and
    its separator kept. None where the change names no definition or no line defines the term
    (a table's row is read as a row then); Unresolved where several lines do."""
    if action.column not in DEFINITION_WORDS or not action.subject or not action.new_value:
        return None
    wanted = normalise(action.subject)
    found = [
        (k, term)
        for k in range(span.start, span.end)
        if (term := TERM_LINE.match(body_of(lines[k]))) and normalise(term.group("term")) == wanted
    ]
    if not found:
        return None
    if len(found) > 1:
        where = ", ".join(str(k + 1) for k, _ in found)
        raise Unresolved(f"lines {where} each define 「{action.subject}」; not guessing")
    at, term = found[0]
    new = term.group("lead") + forms.single_line(action.new_value.strip())
    if new == body_of(lines[at]):
        return f"line {at + 1} already reads so"
    return replace_line(lines, at, new)


def with_pairs(closed: Edit | str, action: Action) -> Edit | str:
    """A question closed (`Q4 可以关闭`) whose line the brief changes besides (`句末「A」替换成
    「B」`): each old value, standing once on the closed line, written anew. Unresolved where
    one does not, or the question is closed already: the change is never dropped unseen."""
    from .reading.lexicon import default_lexicon  # the reader imports this module

    words = f"「{shorten_line(action.clause or action.request)}」"
    # (`状态改成"已关闭"` beside the close: its status, written by the close itself.)
    status = default_lexicon().closed_status
    pairs = [
        (old, new)
        for old, new in action.pairs
        if (said := new.strip(" \"“”「」『』'")) != action.closed_as.strip()
        and not status.match(said)
    ]
    if not pairs:
        return closed
    if isinstance(closed, str):
        olds = "; ".join(old for old, _ in pairs)
        raise Unresolved(
            f"{closed}, and the brief changes its line besides ({olds}); that change is not "
            f"made alone: {words}"
        )
    body = "".join(closed.lines)
    for old, new in pairs:
        if body.count(old) != 1:
            raise Unresolved(
                f"「{old}」 does not stand once on the question's line, which the brief closes "
                f"and changes: {words}"
            )
        body = body.replace(old, new)
    return closed._replace(lines=tuple(body.splitlines(keepends=True)))


def column_named(lines: Sequence[str], span: Span, old: str, new: str) -> bool:
    """Whether `old` is the header of a column of the section's one table and stands in
    none of its rows' cells: a pair that names the column, not a value to find."""
    try:
        first, end = one_table(lines, span)
    except Unresolved:
        return False
    rows = [split_row(body_of(lines[k])) for k in range(first + 2, end)]
    wanted = cell_name(old)
    header = [cell_name(c) for c in split_row(body_of(lines[first]))]
    return (
        bool(new.strip())
        and header.count(wanted) == 1
        and not any(wanted in cell_name(c) for r in rows for c in r)
    )


# An aside that closes a column's header: `当前最高（模型 / 分数）`, `延迟 (ms)`.
HEADER_ASIDE = re.compile(r"\s*[（(][^（）()]*[）)]\s*$")


def cell_replaced(
    lines: Sequence[str], span: Span, action: Action, changes: Sequence[tuple[str, str]]
) -> Edit | str:
    """`X 一行，状态改为稳定`: the cells of the section's one table in the row named X (the
    action's subject, by its first or name cell, exactly) under the columns headed so (each
    change a column's header and its new value), written anew; every other byte of the row
    kept. Unresolved, with the brief's words, when the table, the row or a column is not one."""
    row = action.subject
    words = f"「{shorten_line(action.clause or action.request)}」"
    try:
        first, end = one_table(lines, span)
    except Unresolved as error:
        fielded = field_replaced(lines, span, row, changes)
        if fielded is not None:
            return fielded
        raise Unresolved(f"{error}: {words}") from None
    header = split_row(body_of(lines[first]))
    names = name_columns(header, [split_row(body_of(lines[k])) for k in range(first + 2, end)])
    shown = "、".join(f"「{column}」" for column, _ in changes)

    def rows_named(same: Callable[[str], bool]) -> list[int]:
        return [
            k
            for k in range(first + 2, end)
            if any(
                same(cell_name(cells[n]))
                for cells in [split_row(body_of(lines[k]))]
                for n in names
                if n < len(cells)
            )
        ]

    wanted = cell_name(row.strip())
    rows = rows_named(lambda name: name == wanted)
    if not rows and wanted:
        # `三星 SDI 行` read as `SDI`: the one row whose name's last word it is, apart by a space.
        rows = rows_named(lambda name: name.endswith(" " + wanted)) if " " not in wanted else []
        rows = rows if len(rows) == 1 else []
    if not rows and wanted:
        # `2026 行` for the row `2026（估）`: a name cell's closing aside is no part of its name.
        rows = rows_named(lambda name: HEADER_ASIDE.sub("", name) == wanted)
        rows = rows if len(rows) == 1 else []
    if len(rows) != 1 or not all(new.strip() for _, new in changes):
        what = f"{len(rows)} rows" if len(rows) != 1 else "no new value"
        raise Unresolved(
            f"{what} of this section's table for 「{row}」 {shown}; wanted one: {words}"
        )
    body = written = body_of(lines[rows[0]])
    values = []
    for column, new in changes:
        columns = [k for k, cell in enumerate(header) if cell_name(cell) == cell_name(column)]
        if not columns:
            # `当前最高` names the column `当前最高（模型 / 分数）`: its header without the aside.
            columns = [
                k
                for k, cell in enumerate(header)
                if cell_name(HEADER_ASIDE.sub("", cell)) == cell_name(column)
            ]
        if len(columns) != 1:
            raise Unresolved(
                f"{len(columns)} columns of this section's table are headed 「{column}」 (its "
                f"columns: {'、'.join(f'「{h}」' for h in header)}); wanted one: {words}"
            )
        if columns[0] >= len(cell_spans(written)):
            raise Unresolved(f"the row 「{row}」 has no cell under 「{column}」: {words}")
        value = forms.single_line(new.strip()).replace("|", "\\|")
        values.append(value)
        if split_row(written)[columns[0]] != value:
            written = with_cell(written, columns[0], value)
    if written == body:
        return f"line {rows[0] + 1} already reads {'、'.join(values)} under {shown}"
    return replace_line(lines, rows[0], written)


def field_replaced(
    lines: Sequence[str], span: Span, row: str, changes: Sequence[tuple[str, str]]
) -> Edit | str | None:
    """`Q2 状态改为"已关闭，…"` where no table holds Q2: the one line of the section named so
    (line_names) that writes the field under its label (`（状态：未决）`, `状态：未决；`) has the
    field's value written anew, to its bracket's close or its clause's end; None when no one
    line names `row` and writes every field asked (the table reading reports it then)."""
    named = [k for k in range(span.start, span.end) if row.strip() in line_names(lines[k])]
    if len(named) != 1 or not row.strip():
        return None
    body = written = body_of(lines[named[0]])
    for label, new in changes:
        value = forms.single_line(new.strip())
        fields = list(re.finditer(rf"(?P<open>[（(]?)\s*{re.escape(label)}\s*[：:]\s*", written))
        if len(fields) != 1 or not value:
            return None
        field = fields[0]
        # In brackets, the value runs to their close; else to the clause's end.
        stop = re.compile(r"[）)]" if field.group("open") else r"[，,；;。）)]|$")
        end = stop.search(written, field.end())
        if end is None or end.start() == field.end():
            return None
        written = written[: field.end()] + value + written[end.start() :]
    if written == body:
        return f"line {named[0] + 1} already reads {'、'.join(v for _, v in changes)}"
    return replace_line(lines, named[0], written)


def question_closed(lines: Sequence[str], span: Span, action: Action, mark: str = "") -> Edit | str:
    """`关闭 Q2：理由`: the one line of the section that the question's label opens (or that
    holds its quoted words), closed as the document closes its questions: its status field
    (`（状态：未决）`) set to the closed value its closed lines write (`已关闭`; the brief's
    word where none is closed yet), then the brief's reason as given, joined as they join
    theirs (`已关闭，2026-11-20：…`); a checklist's box ticked. Unresolved, with the brief's
    words, for no such line or several, a line with neither, or a box with a reason to write."""
    from .reading.lexicon import default_lexicon  # the reader imports this module

    lexicon = default_lexicon()
    words = f"「{shorten_line(action.clause or action.request)}」"
    named = [k for k in range(span.start, span.end) if names_question(lines[k], action.subject)]
    if not named:
        row = question_row_closed(lines, span, action, words, mark)
        if row is not None:
            return row
        field = headed_question_field(lines, span, action)
        if field is not None:
            return field
        named = question_numbered(lines, span, action.subject)
    if len(named) != 1:
        how = "no question line" if not named else f"{len(named)} question lines"
        raise Unresolved(f"this section holds {how} named 「{action.subject}」: {words}")
    index = named[0]
    body = body_of(lines[index])
    text = listed_text(lines[index])
    if text.startswith(("[x] ", "[X] ")):
        return f"line {index + 1} is already ticked"
    if text.startswith("[ ] "):
        box = len(body) - len(text)
        ticked = body[:box] + "[x]" + body[box + 3 :]
        if action.new_value:
            aside = closed_reason_aside(lines, span, lexicon.closed_status)
            tail = closed_reason_tail(lines, span, lexicon.closed_status)
            if aside is None and tail is not None:
                # `- [x] Q1 …？ → 已解决：理由。（2026-09-14）`: the reason after the question, as
                # the ticked lines write theirs, dated with the brief's date where they are.
                joiner, lead, dated = tail
                reason = answer_words(action.new_value, lexicon.closed_status)
                day = DAY.search(mark)
                stamp = dated.replace("{date}", day.group(0)) if day else UNDATED.sub("", dated)
                kept = ticked.rstrip()
                written = f"{kept}{joiner}{lead}{reason}{stamp}"
                return replace_line(lines, index, written + ticked[len(kept) :])
            if aside is None:
                raise Unresolved(
                    f"line {index + 1} is a checkbox: ticked, it has no place for the reason "
                    f"「{action.new_value}」 kbpatch would write: {words}"
                )
            # `- [x] Q3 …（已关闭：理由）`: the reason in the aside the closed lines write.
            opening, lead, closing = aside
            reason = forms.single_line(action.new_value.strip()).rstrip("。.")
            kept = ticked.rstrip()
            return replace_line(
                lines, index, f"{kept}{opening}{lead}{reason}{closing}{ticked[len(kept) :]}"
            )
        if closed_reason_tail(lines, span, lexicon.closed_status) is not None:
            # The ticked questions each give their answer (`→ 已解决：…`): one ticked with none
            # would stand apart from them.
            raise Unresolved(
                f"the section's closed questions give their answer (→ 已解决：…); the brief "
                f"gives none for line {index + 1}: {words}"
            )
        return replace_line(lines, index, ticked)
    fields = status_fields(body, lexicon.status_label)
    tail = closed_reason_tail(lines, span, lexicon.closed_status, ticked=False)
    if not fields and tail is not None and action.new_value:
        # `- 问题 3：…？——已答：…（2026-11-12）。` beside open ones with no status field: the
        # answer after the question, as the closed ones write theirs.
        if CLOSED_REASON_TAIL.search(body) is not None:
            return f"line {index + 1} already gives its answer"
        return answered_as_closed(lines, index, action, mark, tail, words)
    if len(fields) != 1:
        raise Unresolved(
            f"line {index + 1} carries {'no' if not fields else 'more than one'} status field "
            f"(「状态：…」) and no checkbox; kbpatch writes no closed mark of its own: {words}"
        )
    start, end = fields[0]
    written, joiner = closed_form(lines, lexicon.status_label, lexicon.closed_status)
    answer_form = dated_answer_form(lines, lexicon.status_label, lexicon.closed_status)
    if answer_form is not None and not lexicon.closed_status.match(body[start:end]):
        # `〔状态：已答复 · 2026-10-02 · 答：…〕`: each closed question dates its answer and
        # leads it with a word; one closed with neither would stand apart from them.
        word, middle, lead = answer_form
        answer = forms.single_line(action.new_value.strip()).rstrip("。.")
        # (`答案是 10 MW/m²` under `答：` leads the answer twice.)
        answer = re.sub(rf"^{re.escape(lead)}\S{{0,2}}?(?:是|为|[：:])\s*", "", answer)
        day = DAY.search(mark)
        if not answer or DAY.search(answer) or day is None:
            raise Unresolved(
                f"the section's closed questions date their answer "
                f"({word}{middle.replace('{date}', '日期')}…); the brief "
                f"gives {'no answer' if not answer else 'a date of its own'} for line "
                f"{index + 1}: {words}"
            )
        value = word + middle.replace("{date}", day.group(0)) + answer
        return replace_line(lines, index, body[:start] + value + body[end:])
    closed = written or action.closed_as
    if not closed:
        raise Unresolved(
            "the document closes no question yet and the brief names no closed value "
            f"(「已关闭」) to write: {words}"
        )
    if not written and action.new_value.startswith(("（", "(")):
        joiner = ""  # `已解决（…）`: no closed line to follow, the brief's aside as written
    value = closed + (joiner + action.new_value if action.new_value else "")
    if body[start:end] == value:
        return f"line {index + 1} already reads {value}"
    if lexicon.closed_status.match(body[start:end]):
        raise Unresolved(
            f"line {index + 1} is closed already (「{body[start:end]}」); not closed again: {words}"
        )
    return replace_line(lines, index, body[:start] + value + body[end:])


def question_row_closed(
    lines: Sequence[str], span: Span, action: Action, words: str, mark: str = ""
) -> Edit | str | None:
    """`关闭 Q5` where the section lists its questions as a table (`| Q5 | …？ | 开放 | Wei |`):
    the one row whose first or second cell is the label has its one status cell (the column
    headed 状态) set to the closed value the table's closed rows write (the brief's word where
    none is closed yet). None when no row of a table is named so; Unresolved, with the brief's
    words, for a reason to write (a cell holds the status alone), no status column or several."""
    from .reading.lexicon import default_lexicon  # the reader imports this module

    lexicon = default_lexicon()
    try:
        first, end = one_table(lines, span)
    except Unresolved:
        return None
    rows = [
        k
        for k in range(first + 2, end)
        if any(names_question(cell, action.subject) for cell in split_row(body_of(lines[k]))[:2])
    ]
    if len(rows) != 1:
        return None
    header = split_row(body_of(lines[first]))
    columns = [
        k for k, cell in enumerate(header) if lexicon.status_label.fullmatch(cell_name(cell))
    ]
    if len(columns) != 1:
        raise Unresolved(
            f"the question table has {len(columns)} columns headed 「状态」; wanted one: {words}"
        )
    column = columns[0]
    body = body_of(lines[rows[0]])
    if column >= len(cell_spans(body)):
        raise Unresolved(f"line {rows[0] + 1} has no cell under 「{header[column]}」: {words}")
    answered = [
        k
        for k, cell in enumerate(header)
        if k != column and lexicon.close_reason_lead.fullmatch(cell_name(cell))
    ]
    if action.new_value and len(answered) == 1:
        # `| 编号 | 问题 | 状态 | 结论 |`: the reason goes in the column headed for it.
        return row_closed_with_answer(
            lines, (first, end), rows[0], (column, answered[0]), action, words, mark
        )
    if len(answered) == 1 and any(
        lexicon.closed_status.match(cells[column])
        and answered[0] < len(cells)
        and cells[answered[0]].strip() not in ("", *forms.MISSING_VALUES)
        for k in range(first + 2, end)
        for cells in [split_row(body_of(lines[k]))]
        if column < len(cells)
    ):
        # The closed rows each give their answer in its column: one closed with none would
        # stand apart from them.
        raise Unresolved(
            f"the table's closed questions give their answer under 「{header[answered[0]]}」; "
            f"the brief gives none for line {rows[0] + 1}: {words}"
        )
    # The closed rows write their answer in the status cell (`已答（2026-11-20）：…〔14〕`).
    answered_in_status = any(
        (said := lexicon.closed_status.match(row[column])) and row[column][said.end() :].strip()
        for k in range(first + 2, end)
        for row in [split_row(body_of(lines[k]))]
        if column < len(row)
    )
    given = f"{action.closed_as}{action.new_value}"
    if action.new_value and answered_in_status:
        if f"「{given}」" not in action.request:
            raise Unresolved(
                f"the table's closed questions write their answer in the 「{header[column]}」 "
                f"cell, in a form of their own; the brief dictates no whole value for line "
                f"{rows[0] + 1}: {words}"
            )
        # `Q-09 的「状态」格改为「已答（2026-12-08）：…」`: the value as dictated.
        if lexicon.closed_status.match(split_row(body)[column]):
            raise Unresolved(
                f"line {rows[0] + 1} is closed already (「{split_row(body)[column]}」); "
                f"not closed again: {words}"
            )
        return replace_line(lines, rows[0], with_cell(body, column, given))
    if action.new_value:
        raise Unresolved(
            f"line {rows[0] + 1} is a table row: its 「{header[column]}」 cell holds the status "
            f"alone, with no place for the reason 「{action.new_value}」: {words}"
        )
    dictated = action.closed_as if not lexicon.closed_status.fullmatch(action.closed_as) else ""
    # A value the brief dictates whole (`"已关闭（定 150 ms）"`) is written as given; a closed
    # word alone, in the form the table's closed rows write.
    closed = dictated or table_closed_form(lines, (first, end), column, mark) or action.closed_as
    if not closed:
        raise Unresolved(
            "the document closes no question yet and the brief names no closed value "
            f"(「已关闭」) to write: {words}"
        )
    now = split_row(body)[column]
    if now == closed:
        return f"line {rows[0] + 1} already reads {closed}"
    if lexicon.closed_status.match(now):
        raise Unresolved(
            f"line {rows[0] + 1} is closed already (「{now}」); not closed again: {words}"
        )
    return replace_line(lines, rows[0], with_cell(body, column, closed))


def table_closed_form(lines: Sequence[str], table: tuple[int, int], column: int, mark: str) -> str:
    """The closed status a question table's closed rows write in its status `column`: the last
    dated one's form, dated with the brief's day (`已关闭（2026-09-14）` → `已关闭（2026-12-28）`),
    else the closed word most of them write; "" where no row is closed."""
    from .reading.lexicon import default_lexicon  # the reader imports this module

    closed = default_lexicon().closed_status
    first, end = table
    cells = [split_row(body_of(lines[k])) for k in range(first + 2, end)]
    written = [row[column] for row in cells if column < len(row) and closed.match(row[column])]
    dated = [cell for cell in written if DAY.search(cell)]
    day = DAY.search(mark)
    if dated and day is not None:
        return DAY.sub(day.group(0), dated[-1])
    said = Counter(found.group(0) for cell in written if (found := closed.match(cell)))
    return said.most_common(1)[0][0] if said else ""


# In a close's words, the status the brief dictates (`状态改为"已关闭（2026-11-09）"`) and the
# words it gives the answer's column after its name (`结论写「…」`, `结论列写：…`).
DICTATED_STATUS = re.compile(
    r"(?:状态|(?i:status))\s*(?:改为|改成|写成|写为|写|填|为)\s*[：:]?\s*"
    r"[\"“「『](?P<value>[^\"“”「」『』\n]{1,40})[\"”」』]"
)


def row_closed_with_answer(
    lines: Sequence[str],
    table: tuple[int, int],
    index: int,
    columns: tuple[int, int],
    action: Action,
    words: str,
    mark: str,
) -> Edit | str:
    """`Q-01 关闭：状态改为"已关闭（2026-11-09）"，结论写「…」` where the question table has a
    column for the answer (`结论`): the status cell set to the value the brief dictates, else
    the closed form the table's closed rows write (their date the brief's day), and the answer
    written in its column, in place of the mark saying there is none yet (`—`). Unresolved,
    with the brief's words, when the answer cell holds words already or no form is known."""
    first = table[0]
    status, answer_column = columns
    header = split_row(body_of(lines[first]))
    said = action.new_value.strip()
    dictated = DICTATED_STATUS.search(said)
    named = re.search(
        rf"{re.escape(cell_name(header[answer_column]))}\s*(?:列|栏)?\s*"
        r"(?:改为|改成|写成|写为|写|填|为)?\s*[：:]?\s*",
        said,
    )
    if named is not None:
        answer = said[named.end() :]
    elif dictated is not None:
        answer = said[dictated.end() :].lstrip("，,；; ")
    else:
        answer = said
    answer = answer.strip().rstrip("。.；;")
    whole = WHOLLY_QUOTED.fullmatch(answer)
    answer = (whole["words"] if whole else answer).strip().rstrip("。.")
    if dictated is not None:
        closed = dictated["value"]
    else:
        closed = table_closed_form(lines, table, status, mark) or action.closed_as
    cells = split_row(body_of(lines[index]))
    now = cells[answer_column] if answer_column < len(cells) else ""
    if not closed or not answer or DICTATED_STATUS.search(answer):
        raise Unresolved(f"kbpatch reads no closed status and answer to write: {words}")
    if now.strip() and now.strip() not in forms.MISSING_VALUES:
        raise Unresolved(
            f"line {index + 1}'s 「{header[answer_column]}」 cell holds words already "
            f"(「{now}」); not written over: {words}"
        )
    body = with_cell(body_of(lines[index]), status, closed)
    return replace_line(lines, index, with_cell(body, answer_column, answer))


# The aside a ticked question line ends with, giving why it was closed: `（已关闭：理由）`.
CLOSED_REASON_ASIDE = re.compile(
    r"(?P<open>[（(])(?P<lead>[^：:（）()\n]{1,8}[：:][ \t]?)[^（）()\n]*(?P<close>[）)])[ \t]*$"
)


# A ticked question's reason after its question mark: `？ → 已解决：理由。（2026-09-14）`.
CLOSED_REASON_TAIL = re.compile(
    r"[？?](?:[ \t]*[（(][^（）()\n]*[）)])?(?P<joiner>[ \t]*(?:→|->|⇒|——|—|–)[ \t]*)"
    r"(?P<lead>[^：:（）()\n]{1,8}[：:][ \t]?)[^\n]*?"
    # (`——已答：…（2026-11-12）。`: the date may stand before the stop.)
    r"(?P<dated_first>[ \t]*[（(]\d{4}-\d{1,2}-\d{1,2}[）)])?(?P<stop>[。.]?)"
    r"(?P<dated>[ \t]*[（(]\d{4}-\d{1,2}-\d{1,2}[）)])?[ \t]*$"
)
# An answer given with its lead: `→ 已答：`, `已解决：`.
ANSWER_LEAD = re.compile(r"\s*(?:(?:→|->|⇒|——|—|–)\s*)?(?P<lead>[^：:（）()\s]{1,8})[：:]\s*")
# Words quoted whole: `「…」`.
WHOLE_QUOTE = re.compile(r"[「“『\"]([^「」“”『』\"]+)[」”』\"]")
# The date an answer is given, after its words: `，日期记 2026-12-05`, `（2026-12-05）`.
ANSWER_DATED = re.compile(
    r"\s*(?:[，,；;]\s*(?:(?:回答|答复|关闭|已答|标注)?(?:日期|时间))\s*"
    r"(?:记为|记作|记成|写为|写成|写作|标为|填为|记|写|标|填|为|用|是)?\s*[：:]?\s*"
    r"\d{4}-\d{1,2}-\d{1,2}|[（(]\s*\d{4}-\d{1,2}-\d{1,2}\s*[）)])\s*$"
)
# A date's place in a learnt form, with its brackets: dropped where no date is known.
UNDATED = re.compile(r"[ \t]*[（(]\{date\}[）)]")
# A day as a brief's mark gives it: `（E1 2026-12-21 · 条目 4）`.
DAY = re.compile(r"\d{4}-\d{2}-\d{2}")


def answered_as_closed(
    lines: Sequence[str],
    index: int,
    action: Action,
    mark: str,
    tail: tuple[str, str, str],
    words: str,
) -> Edit:
    """Line `index`'s question given the brief's answer as the section's answered questions
    give theirs (closed_reason_tail), dated with the one date the request gives, else the
    brief's own; Unresolved where the form has a date and neither gives one."""
    from .reading.lexicon import default_lexicon  # the reader imports this module

    joiner, lead, dated = tail
    reason = forms.single_line(action.new_value.strip()).rstrip("。.")
    if "{date}" in dated:
        # (`「…」，日期记 2026-12-05`: the date the form writes, not the answer's words.)
        reason = ANSWER_DATED.sub("", reason)
    whole = WHOLE_QUOTE.fullmatch(reason)
    reason = answer_words(whole.group(1) if whole else reason, default_lexicon().closed_status)
    if any(quote in reason for quote in "「」“”『』"):
        # `「…」，另见问题 3`: words beside the quoted answer; which are the answer's is not
        # guessed.
        raise Unresolved(f"the answer holds words beside its quote: {words}")
    # The date the request gives (`日期记 2026-12-05`), else the brief's own.
    days = set(DAY.findall(action.request)) - set(DAY.findall(reason))
    if len(days) > 1 and "{date}" in dated:
        raise Unresolved(f"the request gives {len(days)} dates; which dates the answer: {words}")
    day = days.pop() if days else (m.group(0) if (m := DAY.search(mark)) else "")
    if "{date}" in dated and not day:
        raise Unresolved(f"the answered questions are dated; the brief gives no date: {words}")
    body = body_of(lines[index]).rstrip()
    kept = body.rstrip("。.")
    return replace_line(lines, index, f"{kept}{joiner}{lead}{reason}{dated.replace('{date}', day)}")


def answer_words(value: str, closed: re.Pattern[str]) -> str:
    """The brief's answer on one line, its stop and the list's own lead (`→ 已答：`) aside:
    `答案写「→ 已答：…」` gives the answer with the lead the closed lines write anyway."""
    reason = forms.single_line(value.strip()).rstrip("。.")
    said = ANSWER_LEAD.match(reason)
    return reason[said.end() :] if said and closed.match(said.group("lead")) else reason


def closed_reason_tail(
    lines: Sequence[str], span: Span, closed: re.Pattern[str], *, ticked: bool = True
) -> tuple[str, str, str] | None:
    """How the section's ticked questions (or, not `ticked`, any of its questions) give their
    reason after the question (`- [x] Q1 …？ → 已解决：…。（2026-09-14）`, `- 问题 3：…？——已答：
    …（2026-11-12）。`): the joiner, the closed word with its colon, and what follows the
    reason, its date's form in it (`。（{date}）`, `（{date}）。`; no date: the stop alone);
    None when no such line does."""
    for k in reversed(range(span.start, span.end)):
        if ticked and not listed_text(lines[k]).startswith(("[x] ", "[X] ")):
            continue
        found = CLOSED_REASON_TAIL.search(body_of(lines[k]))
        if found and closed.match(found.group("lead").strip()):
            dated = (found.group("dated_first") or "") + found.group("stop")
            dated += found.group("dated") or ""
            return found.group("joiner"), found.group("lead"), DAY.sub("{date}", dated)
    return None


def closed_reason_aside(
    lines: Sequence[str], span: Span, closed: re.Pattern[str]
) -> tuple[str, str, str] | None:
    """How the section's ticked questions give their reason (`- [x] Q3 …（已关闭：…）`): the
    aside's opening bracket, its closed word with its colon, its closing bracket; None when
    no ticked line of the section writes one."""
    for k in reversed(range(span.start, span.end)):
        if not listed_text(lines[k]).startswith(("[x] ", "[X] ")):
            continue
        found = CLOSED_REASON_ASIDE.search(body_of(lines[k]))
        if found and closed.match(found.group("lead").strip()):
            return found.group("open"), found.group("lead"), found.group("close")
    return None


def listed_text(line: str) -> str:
    """A line's words after its list marker, if any (`- [ ] Q2 …` → `[ ] Q2 …`)."""
    body = body_of(line)
    item = LIST_LINE.match(body)
    return item.group("body") if item else body


# A question named by its place in a numbered list (`问题 5`, `第 5 问`), not by a label.
QUESTION_BY_PLACE = re.compile(r"(?:问题|第)\s*(?P<number>\d{1,3})\s*问?")


def question_numbered(lines: Sequence[str], span: Span, named: str) -> list[int]:
    """`问题 5` where the section's questions are a numbered list with no labels (`5. **问题**：…？
    — 状态：未决`): the one line numbered 5 that asks a question; [] otherwise."""
    said = QUESTION_BY_PLACE.fullmatch(named.strip())
    if said is None:
        return []
    numbered = [
        k
        for k in range(span.start, span.end)
        if (item := LIST_LINE.match(body_of(lines[k])))
        and item.group("marker").rstrip(".)、") == said["number"]
        and ("？" in lines[k] or "?" in lines[k])
    ]
    return numbered if len(numbered) == 1 else []


def names_question(line: str, named: str) -> bool:
    """Whether a line is the question a brief names: by the label it opens with (`- Q2：…`,
    `- [ ] 问题3 …`, spaces aside) or, for a name that is no label, by holding its words."""
    body = body_of(line)
    text = TASK_BOX.sub("", listed_text(line)).replace("*", "")
    if QUESTION_NAME_LABEL.fullmatch(named):
        return opens_with_label(text, named)
    return bool(named) and named in body


def opens_with_label(text: str, named: str) -> bool:
    """Whether words open with a question's label: spaces aside inside it (`问题 3`, `问题3`);
    right after it, a letter or digit makes another label (`Q50`, `Q5a`), a space then a name
    does not (`Q5 GNoME …`)."""
    label = r"\s*".join(re.escape(c) for c in re.sub(r"\s+", "", named))
    return re.match(label + r"(?![A-Za-z0-9_.])", text.lstrip()) is not None


# A line of a question's notes that opens with a field's label: `状态：开放（2026-10-15 提出）`.
FIELD_LINE = re.compile(r"^\s*(?:[-*+]\s+)?(?:\*\*)?(?P<label>[^\s：:|#>*]{1,6})(?:\*\*)?\s*[：:]")


def headed_question_field(lines: Sequence[str], span: Span, action: Action) -> Edit | str | None:
    """`问题 2 可以关闭：状态行改为「状态：已回答（…）」` where each question is a heading of its
    own (`#### 问题 2：…？`) with its notes below: the one line under that heading that opens
    with the label the brief's quoted line opens with (`状态：`), written as quoted. None where
    no heading of the section opens with the question's label, or the brief quotes no such
    line; Unresolved where that heading holds no line of the label, or several."""
    if not QUESTION_NAME_LABEL.fullmatch(action.subject.strip()):
        return None
    heads = [
        (k, len(h.group(1)))
        for k in range(span.start, span.end)
        if (h := ATX.match(body_of(lines[k]))) and opens_with_label(h.group(2), action.subject)
    ]
    quoted = [
        (q.group(1).strip(), f.group("label"))
        for q in QUOTE.finditer(action.clause or action.request)
        if (f := FIELD_LINE.match(q.group(1)))
    ]
    if len(heads) != 1 or len(quoted) != 1:
        return None
    (at, level), (words, label) = heads[0], quoted[0]
    end = next(
        (
            k
            for k in range(at + 1, span.end)
            if (h := ATX.match(body_of(lines[k]))) and len(h.group(1)) <= level
        ),
        span.end,
    )
    fields = [
        k
        for k in range(at + 1, end)
        if (f := FIELD_LINE.match(body_of(lines[k]))) and f.group("label") == label
    ]
    if len(fields) != 1:
        how = "no line" if not fields else f"{len(fields)} lines"
        raise Unresolved(
            f"the question 「{action.subject}」 (line {at + 1}) holds {how} opening with "
            f"「{label}：」 for the brief's 「{shorten_line(words)}」; check by hand"
        )
    if body_of(lines[fields[0]]).strip() == words:
        return f"line {fields[0] + 1} already reads 「{shorten_line(words)}」"
    return replace_line(lines, fields[0], words)


# A quoted line asked ticked, as the reader gives it: `[ ] X` → `[x] X`.
TICKED_PAIR = re.compile(r"\[ \] (?P<words>.+) → \[x\] (?P=words)", re.S)
# A question's label as a brief names it: `Q2`, `OQ-3`, `问题 3`, `#3`.
QUESTION_NAME_LABEL = re.compile(QUESTION_ID + r"|问题\s*\d{1,3}|#\d{1,3}")


def status_fields(body: str, label: re.Pattern[str]) -> list[tuple[int, int]]:
    """Where a line's status values stand (`（状态：未决）` → 未决): to their bracket's close, or
    without brackets to their clause's end."""
    found: list[tuple[int, int]] = []
    # (`〔状态：待定〕`, `【状态：…】`: other brackets hold it as well.)
    for field in re.finditer(
        rf"(?P<open>[（(〔【［\[])?\s*(?:{label.pattern})\s*[：:]\s*", body, re.I
    ):
        stop = re.compile(r"[）)〕】］\]]" if field.group("open") else r"[；;。]|$")
        end = stop.search(body, field.end())
        if end is not None and end.start() > field.end():
            found.append((field.end(), end.start()))
    return found


def closed_form(
    lines: Sequence[str], label: re.Pattern[str], closed: re.Pattern[str]
) -> tuple[str, str]:
    """The closed value the document's closed questions write in their status (`已关闭`) and
    the mark that joins a reason to it (`，`), the most used of each; ("", "，") when none."""
    values = [
        body_of(line)[start:end]
        for line in lines
        for start, end in status_fields(body_of(line), label)
    ]
    words: Counter[str] = Counter()
    joiners: Counter[str] = Counter()
    for value in values:
        said = closed.match(value)
        if said is None:
            continue
        words[said.group(0)] += 1
        joiner = re.match(r"\s*[，,；;：:—–-]?\s*", value[said.end() :])
        if joiner and value[said.end() :].strip():
            joiners[joiner.group(0)] += 1
    word = words.most_common(1)[0][0] if words else ""
    return word, joiners.most_common(1)[0][0] if joiners else "，"


# After a closed status word, its answer's date and the word that leads the answer
# (`已答复 · 2026-10-02 · 答：…` → ` · 2026-10-02 · 答：`).
DATED_ANSWER = re.compile(
    r"(?P<middle>[^：:\d]{0,6}\d{4}-\d{2}-\d{2}[^：:\d]{0,6}?"
    r"(?P<lead>[^\s·•，,；;：:（）()]{1,4})[：:][ \t]?)"
)


def dated_answer_form(
    lines: Sequence[str], label: re.Pattern[str], closed: re.Pattern[str]
) -> tuple[str, str, str] | None:
    """How the document's closed questions write their answer when they date it and lead it
    with a word (`〔状态：已答复 · 2026-10-02 · 答：…〕`): the closed word, what stands between
    it and the answer (its date as `{date}`), and the leading word (`答`); the last closed
    question's, None when it writes no such form."""
    for line in reversed(lines):
        body = body_of(line)
        for start, end in status_fields(body, label):
            value = body[start:end]
            said = closed.match(value)
            found = DATED_ANSWER.match(value, said.end()) if said else None
            if said and found:
                middle = DAY.sub("{date}", found.group("middle"))
                return said.group(0), middle, found.group("lead")
            if said:
                return None
    return None


# Where an entry line's name ends: its dash, colon, closing bold, cell or parenthesis.
NAME_END = re.compile(r"——|—|--|[：:|（(]|\*\*|__")


def line_names(line: str) -> list[str]:
    """The names an entry line opens with (`- 名称：SWE-bench Verified——…` → 名称, SWE-bench
    Verified; `| H200 on-demand | … |` → H200 on-demand): its first two pieces of words."""
    body = body_of(line).strip().lstrip("|").strip()
    pieces = [p.strip() for p in NAME_END.split(body[entry_start(body) :])[:2]]
    return [p for p in pieces if len(p) >= 2]


def pairs_named_elsewhere(
    lines: Sequence[str], span: Span, pairs: Sequence[tuple[str, str]], holding: Sequence[int]
) -> bool:
    """Whether a line other than the ones holding the first old value already reads its new
    value: the brief may have named that line, its replace already made."""
    new = value_pattern(pairs[0][1])
    return any(new.search(lines[k]) for k in range(span.start, span.end) if k not in holding)


def lines_named_in(lines: Sequence[str], holding: Sequence[int], request: str) -> list[int]:
    """Of the lines holding a value, those whose own name the request writes (and no other
    of them), so that a named entry picks its line; [] when the request names none of them."""
    plain = request.translate(str.maketrans("", "", "*`"))
    return [k for k in holding if any(named(n).search(plain) for n in line_names(lines[k]))]


def pairs_on_named_lines(
    lines: Sequence[str], span: Span, index: int, action: Action
) -> Edit | None:
    """`CCD-90 售价由 A 改为 B；光纤定位器定位误差由 C 改为 D`: pairs the named line does not
    all hold, each standing once in the section on a line the request names too (or on the
    named one), each replaced where it stands. None when the named line holds every pair,
    or when any pair stands elsewhere, more than once, or on a line the request does not name."""
    body = body_of(lines[index])
    pairs = action.pairs
    if all(standing(old, new, body) or already_reads(body, new, whole=False) for old, new in pairs):
        return None
    try:
        spread = values_on_their_lines(lines, span, pairs)
    except Unresolved:
        return None
    if isinstance(spread, str):
        return None
    touched = [
        k for k in range(spread.start, spread.end) if spread.lines[k - spread.start] != lines[k]
    ]
    # A line is named by the words it opens with (its first cell), never by a value it holds.
    plain = action.request.translate(str.maketrans("", "", "*`"))
    values = {value for pair in pairs for value in pair}
    said = {
        k
        for k in touched
        for name in line_names(lines[k])[:1]
        if name not in values and named(name).search(plain)
    }
    return spread if index in touched and set(touched) <= said | {index} else None


def sentence_of(action: Action) -> str:
    """The sentence of the request that holds the action's clause (`…行：A → B，C → D；多晶硅
    行不动` → up to the `；`): the rows it names, not those the next sentence names."""
    said = action.clause.strip()
    at = action.request.find(said) if said else -1
    return sentence_around(action.request, at) if at >= 0 else action.request


def values_on_their_lines(
    lines: Sequence[str], span: Span, pairs: Sequence[tuple[str, str]], request: str = ""
) -> Edit | str:
    """Pairs that name no row, each old value on a line of its own (`"512⭐"、"388⭐" 分别改为
    "530⭐"、"401⭐"` over two table rows): each value replaced where it stands, when it
    stands exactly once in the whole section; else nothing is guessed. One edit from the
    first changed line to the last (the lines between stay as they are)."""
    shown = "; ".join(f"「{old}」 → 「{new}」" for old, new in pairs)
    changed: dict[int, str] = {}
    done = 0
    for old, new in pairs:
        places = [
            (k, at)
            for k in range(span.start, span.end)
            for at in standing(old, new, changed.get(k, body_of(lines[k])))
        ]
        if not places and any(
            value_pattern(new).search(lines[k]) for k in range(span.start, span.end)
        ):
            done += 1
            continue
        named = lines_named_in(lines, sorted({k for k, _ in places}), request)
        if len(places) > 1 and len(named) == 1:
            # `组件（TOPCon）行：日期 2026-10 → 2026-11` where two rows say 2026-10: the row the
            # request names by its own name.
            places = [place for place in places if place[0] == named[0]]
        if len(places) != 1:
            times = "does not occur" if not places else f"occurs {len(places)} times"
            raise Unresolved(f"「{old}」 {times} in this section (wanted exactly once): {shown}")
        index, (start, end) = places[0]
        body = changed.get(index, body_of(lines[index]))
        changed[index] = spliced(body, start, end, new)
    if done == len(pairs):
        return f"the section already reads {', '.join(new for _, new in pairs)}"
    first, last = min(changed), max(changed)
    return Edit(
        start=first,
        end=last + 1,
        lines=tuple(
            changed[k] + eol_of(lines[k]) if k in changed else lines[k]
            for k in range(first, last + 1)
        ),
    )


# A value the brief quotes whole (`"—"`, `「待测」`): its words between the marks.
WHOLLY_QUOTED = re.compile(r"[\"“「『](?P<words>[^\"“”「」『』]+)[\"”」』]")


def unquoted_pair(old: str, new: str, text: str) -> tuple[str, str] | None:
    """An (old, new) pair without the quote marks the brief puts around either value, when the
    old value stands in `text` only so (`"—"` where the cell reads `—`); None when neither is
    quoted or the line does not hold the old value's words either."""
    bare = [
        found.group("words").strip() if (found := WHOLLY_QUOTED.fullmatch(v.strip())) else v
        for v in (old, new)
    ]
    if bare[0] == old or not bare[0] or not bare[1]:
        return None
    return (bare[0], bare[1]) if standing(bare[0], bare[1], text) else None


# A word of approximation a new value opens with: `约 4,100 次`.
ABOUT_LEAD = re.compile(r"(?:约|大约|~|≈)\s*")


def spliced(text: str, start: int, end: int, new: str) -> str:
    """`text` with its `start:end` replaced by `new`, whose word of approximation is dropped
    where the text says it right before (`每日约 3,400 次` with `3,400 次` → `约 4,100 次` reads
    `每日约 4,100 次`, never `约 约`)."""
    about = ABOUT_LEAD.match(new)
    if about is not None and text[:start].rstrip().endswith(about.group(0).strip()):
        new = new[about.end() :]
    return text[:start] + spaced_as(text[start:end], new) + text[end:]


def standing(old: str, new: str, text: str, *, number: bool = False) -> list[tuple[int, int]]:
    """Where `old` stands in `text` as a value of its own, not as part of `new` already
    written there: a new value that holds the old one (`34B` → `34B/110B`, `1.25` →
    `1.0–1.25`) is the replace done, not the old value still to replace."""
    written = [m.span() for m in value_pattern(new, number=number).finditer(text)]
    return [
        m.span()
        for m in value_pattern(old, number=number).finditer(text)
        if not any(start <= m.start() and m.end() <= end for start, end in written)
    ]


# A line that opens an entry of its own or another block, never a wrapped line's rest: a bold
# lead, `(b)` / `（2）` / `[3]` / `【来源 7】`, a name and its colon, a list item, heading, quote,
# table, fence.
OPENS_ANOTHER = re.compile(
    r"^(?:\*\*|__|[（(][A-Za-z0-9]{1,3}[）)]|\[[^\]]{1,12}\]|【[^】]{1,12}】|〔[^〕]{1,12}〕"
    r"|[^\s：:，。,；;]{1,40}\s*[：:]"
    r"|[-*+]\s|\d+[.)、]\s|#|>|\||```|~~~)"
)


def paragraph_end(lines: Sequence[str], span: Span, first: int) -> int:
    """The last line of a paragraph entry that starts at `first`: its hard-wrapped or indented
    lines follow up to a blank line, up to a line that opens an entry or block of its own
    (`(c) Muon：…` after `(b) Lion：…`), or one that starts as the entry's first line does."""
    shape = line_shape(body_of(lines[first]))
    last = first
    while last + 1 < span.end:
        following = body_of(lines[last + 1]).strip()
        if not following or OPENS_ANOTHER.match(following):
            break
        if shape != ("", "") and line_shape(following) == shape:
            break
        last += 1
    return last


def entry_end(lines: Sequence[str], span: Span, first: int) -> int:
    """The last line of the entry that starts at line `first`: a list item with its nested
    lines (see item_end), or a term with its definitions (`: …` lines under it)."""
    last = item_end(lines, span, first)
    while last + 1 < span.end and DEFINITION.match(body_of(lines[last + 1])):
        last += 1
    return last


def entry_line_holding(
    lines: Sequence[str], span: Span, index: int, pairs: Sequence[tuple[str, str]]
) -> int:
    """The line of the entry that starts at `index` that holds the values to replace: its
    first line when that holds them, else the one line of its nested details
    (`  - 结果：…72–83%`) or of its definition (`: …78%`) that holds the first old value (or
    already its new one); `index` when none or several do (the caller reports it)."""
    old, new = pairs[0]
    if value_pattern(old).search(lines[index]) or value_pattern(new).search(lines[index]):
        return index
    last = entry_end(lines, span, index)
    if last == index and not LIST_LINE.match(body_of(lines[index])):
        last = paragraph_end(lines, span, index)  # a paragraph entry's wrapped lines
    holding = [
        k
        for k in range(index + 1, last + 1)
        if standing(old, new, body_of(lines[k])) or value_pattern(new).search(lines[k])
    ]
    return holding[0] if len(holding) == 1 else index


# An ordinal that counts questions (`第 1 个问题`, `第三问`), not entries (`第 3 条`).
QUESTION_ORDINAL = re.compile(r"第\s*(?:\d+|[一二三四五六七八九十]+)\s*(?:个问题|问(?!题))")


# Words naming a question's answer: `第一问的答案`, `问 2 的回答`, `问 1 的答"待定"`.
ANSWER_WORDS = re.compile(r"(?:的|之)\s*(?:答案|回答|答复|答(?=\s*[\"“「『]))")


def answer_named(lines: Sequence[str], span: Span, question: int, clause: str) -> int:
    """The answer line under the question on line `question` where the clause names the
    answer (`第一问的答案末尾补一句`), else `question`."""
    asked = [pair for pair in section_pairs(lines, span) if pair[0] == question]
    if not ANSWER_WORDS.search(clause) or not asked:
        return question
    answer = asked[0][1]
    if answer is None:
        raise Unresolved(f"the question on line {question + 1} has no answer line under it")
    return answer


def nth_entry(lines: Sequence[str], span: Span, number: int) -> int:
    """The line of the section's entry `第 N 条` names: its numbered entry N, else, in a section
    whose entries are one list of unnumbered items and no sub-sections, its Nth item."""
    block = range(span.start, span.end)
    if any(label_number(lines[k]) is not None for k in block):
        return anchor_line(lines, span, str(number))
    if pairs := section_pairs(lines, span):
        # `Q: …？` / `A: …` pairs, none numbered: the Nth question.
        if number > len(pairs):
            raise Unresolved(f"this section asks {len(pairs)} questions, not {number}")
        return pairs[number - 1][0]
    listed = [k for k in block if LIST_LINE.match(body_of(lines[k]))]
    depth = min((len(lines[k]) - len(lines[k].lstrip()) for k in listed), default=0)
    items = [k for k in listed if len(lines[k]) - len(lines[k].lstrip()) == depth]
    headed = any(ATX.match(body_of(lines[k])) for k in range(span.start + 1, span.end))
    if headed or not items or blocks_between(lines, items):
        raise Unresolved(
            f"kbpatch counts entries only in a section that is one list; item {number} of "
            "this section is not counted: name the entry by its words"
        )
    if number > len(items):
        raise Unresolved(f"this section lists {len(items)} entries, not {number}")
    return items[number - 1]


def blocks_between(lines: Sequence[str], items: Sequence[int]) -> bool:
    """Whether anything but the list's own lines (its items' wrapped or nested lines, blank
    lines) stands between its first and last item: then the section is not one list."""
    return any(
        lines[k].strip() and not lines[k][:1].isspace() and not LIST_LINE.match(body_of(lines[k]))
        for k in range(items[0], items[-1] + 1)
    )


def name_columns(header: Sequence[str], rows: Sequence[Sequence[str]] = ()) -> list[int]:
    """The columns whose cells name a table's rows: the first, and any headed as names or
    titles; the second too where the first only groups the rows (grouped_rows: `| 人员运输 |
    CTV（双体） |`, `|  | CTV（SWATH） |`)."""
    meanings = forms.column_meanings(header)
    grouped = [1] if len(header) > 2 and (grouped_rows(rows) or first_cell_repeats(rows)) else []
    named = [k for k, m in enumerate(meanings) if m in ("name", "title") and k]
    return [0, *grouped, *(k for k in named if k not in grouped)]


def table_body_row(lines: Sequence[str], span: Span, index: int) -> bool:
    """Whether line `index` is a row of a table's body: neither its header nor its delimiter."""
    body = body_of(lines[index])
    following = body_of(lines[index + 1]) if index + 1 < span.end else ""
    return (
        body.lstrip().startswith("|")
        and DELIMITER_ROW.match(body) is None
        and DELIMITER_ROW.match(following) is None
    )


def row_named_by(lines: Sequence[str], span: Span, index: int, pattern: re.Pattern[str]) -> bool:
    """Whether the table row on line `index` holds the name `pattern` finds in a name cell."""
    header, rows = table_of(lines, span, index)
    cells = split_row(body_of(lines[index]))
    return any(
        pattern.search(simplified(NAME_MARKUP.sub("", cells[k])))
        for k in name_columns(header, rows)
        if k < len(cells)
    )


def table_named_row(
    lines: Sequence[str], span: Span, subject: str, said: str, request: str = ""
) -> int | None:
    """The row `X 行` names when only the section's tables say X: the one body row whose name
    cell holds X, whatever other rows hold X in another cell (`| RoboCasa | MuJoCo |` is no
    MuJoCo row); None when lines outside the tables say X too, or several rows are so named
    (the caller picks among the lines as before, checked by check_row_named). Unresolved when
    no row is: X then names no row, and no other row is edited in its place. A request that
    calls X a row (`表「X」一行`) means the table's row also where an entry of the section is
    named X too."""
    if CELL_BARS.search(subject):
        return anchor_line(lines, span, subject)  # `X | Y`: the row by several of its cells
    pattern = named(simplified(subject))
    naming = [k for k in range(span.start, span.end) if pattern.search(simplified(lines[k]))]
    in_tables = [k for k in naming if body_of(lines[k]).lstrip().startswith("|")]
    if in_tables and names_a_row(request, subject):
        naming = in_tables
    if not naming or len(in_tables) < len(naming):
        return None
    rows = [
        k
        for k in naming
        if table_body_row(lines, span, k) and row_named_by(lines, span, k, pattern)
    ]
    if not any(table_body_row(lines, span, k) for k in naming):
        # `§4.1 KeSpeech 列由…`: X is a column's header, and no row is named at all.
        where = ", ".join(str(k + 1) for k in naming)
        raise Unresolved(
            f"「{subject}」 heads a column (line {where}); the request names no row of the "
            f"table: {said}"
        )
    if not rows:
        where = ", ".join(
            f"line {k + 1}, the row 「{split_row(body_of(lines[k]))[0]}」"
            for k in naming
            if table_body_row(lines, span, k)
        )
        raise Unresolved(
            f"no row of the table is named 「{subject}」 (in its first or name cell); it stands "
            f"only in other cells ({where}): {said}"
        )
    return rows[0] if len(rows) == 1 else None


def row_named_beside_column(
    lines: Sequence[str], span: Span, action: Action, values: tuple[str, str]
) -> int | None:
    """`表 2-1 东京行：夜间 SUHII 由 2.9 调整为 3.0`, where the words read as the change's subject
    (SUHII) head a column, only the tables' header rows saying them: the one body row holding
    the old value (or the new) whose own name the request writes. None otherwise (then the
    subject names no row, and the caller says so)."""
    pattern = named(simplified(action.subject))
    naming = [k for k in range(span.start, span.end) if pattern.search(simplified(lines[k]))]
    if not naming or any(
        table_body_row(lines, span, k) or not body_of(lines[k]).lstrip().startswith("|")
        for k in naming
    ):
        return None
    old, new = (value_pattern(value) for value in values)
    holding = [
        k
        for k in range(span.start, span.end)
        if table_body_row(lines, span, k) and (old.search(lines[k]) or new.search(lines[k]))
    ]
    rows = lines_named_in(lines, holding, action.request)
    if len(rows) != 1:
        return None
    header, _ = table_of(lines, span, rows[0])
    cells = split_row(body_of(lines[rows[0]]))
    under = [k for k, title in enumerate(header) if pattern.search(simplified(title))]
    if not any(old.search(cells[k]) or new.search(cells[k]) for k in under if k < len(cells)):
        # `东京行：SUHII 由 2.4 改为 3.0` where 2.4 is the row's CUHII: not the cell named.
        raise Unresolved(
            f"「{values[0]}」 does not stand under 「{action.subject}」 in the row the request "
            f"names (line {rows[0] + 1}): 「{shorten_line(action.clause or action.request)}」"
        )
    return rows[0]


def check_row_named(lines: Sequence[str], span: Span, index: int, subject: str, said: str) -> None:
    """Unresolved when line `index` is a table row that says `subject` in a cell other than its
    name cell: the request names a row by X, and this row is another's."""
    pattern = named(simplified(subject))
    row = simplified(lines[index])
    if not table_body_row(lines, span, index) or not pattern.search(row):
        return
    if not row_named_by(lines, span, index, pattern):
        name = split_row(body_of(lines[index]))[0]
        raise Unresolved(
            f"no row of the table is named 「{subject}」 (in its first or name cell); line "
            f"{index + 1}, the row 「{name}」, holds it in another cell: {said}"
        )


def subject_line(lines: Sequence[str], span: Span, subject: str, olds: list[str]) -> int:
    """The line a replace names by its subject; when several lines name it (`ModelExpress` in
    a summary line and in its own entry), the one line among them that holds every old value."""
    try:
        return anchor_line(lines, span, subject)
    except Unresolved:
        pattern = named(subject)
        holding = [
            k
            for k in range(span.start, span.end)
            if pattern.search(lines[k]) and all(value_pattern(o).search(lines[k]) for o in olds)
        ]
        if len(holding) == 1:
            return holding[0]
        raise


def shorten_line(text: str) -> str:
    text = text.strip()
    return text if len(text) <= 160 else text[:159] + "…"


# A link reference definition's target and the opening of its title, as a citation writes
# them: `https://arxiv.org/abs/2610.55501 "Expert-Sliced MoE Serving"`.
LINK_TARGET = re.compile(
    r"^(?P<url><?https?://(?:www\.)?arxiv\.org/abs/)\d{4}\.\d{4,5}(?:v\d+)?(?P<angle>>?)"
    r"(?:(?P<gap>\s+)(?P<open>[\"'(])|\s*$)"
)


def numbered_like(neighbour: str, number: int) -> tuple[re.Match[str], str]:
    """The neighbour's label match and the label `number` takes in its form (`[5]`, `5.`,
    `R5`); Unresolved for a form kbpatch does not number."""
    match = ITEM_LABEL.match(body_of(neighbour))
    if match is None:
        raise Unresolved(
            f"the citation list labels its items as 「{shorten_line(body_of(neighbour))[:40]}」,"
            " a form kbpatch does not number; check by hand"
        )
    if match.group("bracket") or match.group("lenticular"):
        # `[5]`, `[^5]:`, `【5】`
        label = re.sub(r"\d+", str(number), match.group("label"), count=1)
    elif match.group("num"):
        label = f"{number}{match.group('label')[-1]}"
    else:
        label = (
            f"{match.group('prefix')}{number}"
            + match.group("label")[len(match.group("prefix")) + len(match.group("labelled")) :]
        )
    return match, label


def numbered_citations(lines: Sequence[str], span: Span) -> list[int]:
    """The lines of a section that carry a citation's number (`12.`, `[12]`), table rows
    aside; Unresolved when there is none to follow."""
    numbered = [
        k
        for k in range(span.start, span.end)
        if label_number(lines[k]) is not None and not body_of(lines[k]).lstrip().startswith("|")
    ]
    if not numbered:
        raise Unresolved("this section holds no numbered citation to follow")
    return numbered


def add_standard_citation(
    lines: Sequence[str], span: Span, action: Action, mark: str, eol: str
) -> Edit | str:
    """A standard cited by its number (`[14] GB/T 45654—2025 生成式人工智能服务安全基本要求`), in
    a numbered list whose last citation is a standard too, numbered next, with the title the
    brief gives; a list that cites no standards so, or no title, is Unresolved."""
    source_id = action.source_ids[0]
    number = STANDARD_YEAR.sub("", source_id)
    written = re.escape(number).replace("\\ ", r"\s?")  # `GB/T 45654` or `GB/T45654`
    said = re.compile(rf"(?<![\w/]){written}(?!\d)")
    if any(said.search(lines[k]) for k in range(span.start, span.end)):
        return f"{number} is already in the citation list"
    numbered = numbered_citations(lines, span)
    last = numbered[-1]
    match, label = numbered_like(
        lines[last], max(label_number(lines[k]) or 0 for k in numbered) + 1
    )
    bodies = [ITEM_LABEL.match(body_of(lines[k])) for k in numbered]
    if not any(body and STANDARD.match(body.group("body")) for body in bodies):
        raise Unresolved(
            f"the citation list cites no standard by its number; {source_id} has no form to "
            "follow; check by hand"
        )
    if not action.phrase:
        raise Unresolved(f"the brief gives no title for {source_id}; check by hand")
    text = f"{source_id} {action.phrase}{mark}"
    new = f"{match.group('lead')}{label}{match.group('gap') or ' '}{text}"
    return insert_after(lines, last, [new], eol)


def citation_line(
    neighbour: str,
    number: int,
    source_id: str,
    title: str,
    supports: str,
    linked_title: str = "",
) -> str:
    """A new citation in the form of the list's last one: label, id form, separator, mark.
    `linked_title`, the paper's fuller title, names it in a link reference's quotes."""
    match, label = numbered_like(neighbour, number)
    body = match.group("body")
    link = LINK_TARGET.match(body)
    if link is not None:
        # A link reference definition (`[4]: https://arxiv.org/abs/id "Title"`): the URL and
        # the title in the same quotes; nothing after them, or it is no definition.
        # One without a title (`[4]: https://arxiv.org/abs/id`) is followed without one.
        quote = link.group("open") or ""
        closing = {"(": ")"}.get(quote, quote)
        named = (linked_title or title).replace(closing, "") if quote else ""
        text = f"{link.group('url')}{source_id}{link.group('angle')}"
        text += f"{link.group('gap')}{quote}{named}{closing}" if named else ""
        return f"{match.group('lead')}{label}{match.group('gap') or ' '}{text}"
    titled = TITLE_THEN_URL.match(body)
    named = (linked_title or title).strip()
    if titled is not None and named and not AUTHORED.search(titled.group("title")):
        # `[6] ∞Bench. https://arxiv.org/abs/2402.13718`: the title, then the paper's URL.
        text = f"{named.rstrip('。.')}{titled.group('sep')}{titled.group('url')}{source_id}"
        return f"{match.group('lead')}{label}{match.group('gap') or ' '}{text}"
    form = CITATION_FORM.match(body)
    if form is None:
        # The list writes its citations another way (`Zhang et al., 2025. Title. arXiv:…`):
        # an `arXiv:id — title` line among them is not in its form, and the brief gives no
        # authors or year to write one that is.
        raise Unresolved(
            f"the citation list writes its items as 「{shorten_line(body)[:60]}」, not"
            " starting with the id; the brief gives no authors or year for that form"
        )
    prefix, separator = form.group("prefix"), form.group("sep")
    text = f"{prefix}{source_id}{separator}{title}" if title else f"{prefix}{source_id}"
    use = USE_MARK.search(body)
    if use and supports:
        opener = use.group("open") or use.group("popen")
        closer = use.group("close") or use.group("pclose")
        text += f"{opener}{supports}{closer}"
    return f"{match.group('lead')}{label}{match.group('gap') or ' '}{text}"


def supported_section(lines: Sequence[str], supports: str) -> str:
    """The section a new citation supports, by its heading's number when it has one: a section
    the brief named by its words (`§KV 缓存`) is `§2.1` to a list that names sections by
    number, and a number is written as its heading writes it (`§2-1`, `§III.2`). Unchanged
    when the words name no one numbered heading."""
    numbered = re.fullmatch(r"§\s*(?P<key>\d+(?:\.\d+)*)", supports.strip())
    if numbered is not None:
        # The number as its heading writes it: `§2-1` where the KB numbers `### 2-1`.
        key = numbered.group("key")
        found = [h for h in outline(lines) if h.key == key]
        written = written_as(found[0]) if len(found) == 1 else ""
        return f"§{written}" if written and written != key else supports
    named = re.fullmatch(r"§\s*(?P<words>.*\D.*)", supports.strip())
    if named is None:
        return supports
    # Only the one heading whose words are the name: one that merely contains it (`七` in
    # `七天留存`) is another section.
    found = [h for h in outline(lines) if heading_words(h) == named.group("words").strip()]
    if len(found) == 1 and NUMBER_KEY.fullmatch(found[0].key):
        return f"§{found[0].key}"
    return supports


def where_entries_land(
    lines: Sequence[str],
    actions: Sequence[Action],
    *,
    date: str,
    headings: Sequence[Heading] | None = None,
) -> list[Action]:
    """The actions, each new citation naming the section its item's new entry lands in, by
    that heading's own number (`§2.2` where the brief named 「KV cache 卸载与分层存储」, `§2-1`
    where `第2章「RoPE 及其缩放」小节` put the entry in `### 2-1 RoPE 及其缩放`, `§3.2.1` where
    `§3.2` left it to its one sub-section). A citation whose entry is not made, or lands under a
    heading without a number, keeps the section the brief named."""
    if headings is None:
        headings = outline(lines)
    by_id = {action.id: action for action in actions}
    placed: list[Action] = []
    for action in actions:
        entry = by_id.get(action.depends_on[0]) if action.depends_on else None
        if (
            action.kind is ActionKind.ADD_CITATION
            and action.supports
            and not action.supports_given
            and entry is not None
            and entry.kind is ActionKind.ADD_ENTRY
        ):
            landed = landing_number(lines, entry, date, headings)
            if landed:
                action = replace(action, supports=f"§{landed}")
        placed.append(action)
    return placed


def landing_number(
    lines: Sequence[str], entry: Action, date: str, headings: Sequence[Heading]
) -> str:
    """The number, as its heading writes it, of the deepest section the entry lands in; ""
    when the entry is not made there or that heading has none."""
    rendered = render(lines, entry, date=date, headings=headings)
    if rendered.edit is None:
        return ""
    edit = rendered.edit
    # The line the new lines follow (an insertion), else the first line they replace.
    at = edit.start - 1 if edit.start == edit.end else edit.start
    around = [h for h in headings if h.start <= at < h.end]
    if not around:
        return ""
    landed = max(around, key=lambda h: (h.level, h.start))
    # As the heading writes it (`2-1`, `III.2`), else its key (`第2章` is 2).
    return written_as(landed) or (landed.key if NUMBER_KEY.fullmatch(landed.key) else "")


def written_as(heading: Heading) -> str:
    """The heading's number as it writes it (`2-1`, `III.2`), when that number is its key:
    not `1` for a sub-section numbered afresh in its chapter (`### 1 开源` under `## 2`,
    read as 2.1)."""
    written = written_number(heading.text)
    return "" if written.isdigit() and written != heading.key else written


def cited_by_label(lines: Sequence[str], actions: Sequence[Action], *, date: str) -> list[Action]:
    """The actions, each new entry that a new citation of the same brief supports knowing the
    label that citation takes (`R12` in a list or table labelled `R9`, `R10`, after the
    brief's earlier new citations): an entry whose neighbours cite by such labels (`（R8）`)
    cites by it, in the same series, rather than by its arXiv id (forms.tail_citation)."""
    entries = {a.id for a in actions if a.kind is ActionKind.ADD_ENTRY and a.entry is not None}
    citations = [a for a in actions if a.kind is ActionKind.ADD_CITATION and a.recommended]
    # `X 条目补出处 arXiv:…，并在参考文献补 [9] …`: the source added to an entry is that paper.
    sources = {
        c.id: [
            a.id
            for a in actions
            if a.kind is ActionKind.ADD_SOURCE
            and a.recommended
            and a.item_key == c.item_key
            and len(a.source_ids) == 1
            and a.source_ids == c.source_ids
        ]
        for c in citations
        if c.item_key
    }
    if not any(c.depends_on and c.depends_on[0] in entries for c in citations) and not any(
        sources.values()
    ):
        return list(actions)
    current = list(lines)
    labels: dict[str, str] = {}
    # In turn, as the series renders them: each new citation takes the label after the last.
    for citation in citations:
        rendered = render(current, citation, date=date)
        edit = rendered.edit
        if rendered.status is not Status.PROPOSED or edit is None:
            continue
        new = [line for line in edit.lines if line not in current[edit.start : edit.end]]
        current = [*current[: edit.start], *edit.lines, *current[edit.end :]]
        label = NEW_LABEL.match(body_of(new[0])) if new else None
        if label is None:
            continue
        taken = label.group("cell") or label.group("bracket") or label.group("key")
        if citation.depends_on and citation.depends_on[0] in entries:
            labels.setdefault(citation.depends_on[0], taken)
        for source in sources.get(citation.id, []):
            labels.setdefault(source, taken)
    return [
        replace(a, entry=replace(a.entry, reference=labels[a.id]))
        if a.id in labels and a.entry is not None
        else replace(a, cited_by=labels[a.id])
        if a.id in labels and a.kind is ActionKind.ADD_SOURCE
        else a
        for a in actions
    ]


# The label a new citation line opens with: `| R11 | …`, `[6] …`, `- [A3] …`, `[^12]: …`, or
# the author-and-year key of a reference written out label first (`- [Ding 2025] Title. …`).
NEW_LABEL = re.compile(
    r"^(?:\s*>)*\s*(?:\|\s*(?P<cell>[A-Z]{1,3}-?\d+)\s*\||(?:[-*+]\s+)?\[(?P<bracket>\^[\w-]+|[A-Z]{0,3}-?\d+)\]"
    rf"|(?:[-*+]\s+)?\[(?P<key>{forms.AUTHOR_YEAR_KEY.pattern})\]\s)"
)


# A citation written as a Markdown link to the paper: `[ReAct: …](https://arxiv.org/abs/id)`.
LINKED_CITATION = re.compile(
    r"^\[(?P<title>(?:[^\]\\]|\\.)+)\]\((?P<url><?https?://(?:www\.)?arxiv\.org/(?:abs|pdf)/)"
    r"(?P<id>\d{4}\.\d{4,5})(?:v\d+)?(?P<rest>[^)\s]*)\)"
)
# A link named by its paper's id (`[arXiv:2404.04475](…)`, `[2404.04475](…)`): what stands
# before the id.
ID_NAMED = re.compile(r"(?i:arXiv\s?[:：]?\s?)?")


# A citation written as its title, then the paper's arXiv URL ending the line.
TITLE_THEN_URL = re.compile(
    r"^(?P<title>[^\s].*?)(?P<sep>[.。?？]?\s+)(?P<url>https?://(?:www\.)?arxiv\.org/abs/)"
    r"\d{4}\.\d{4,5}(?:v\d+)?\s*$"
)
# Authors and a year before a title (`Zhang et al., 2024. ∞Bench`): a form the brief cannot fill.
AUTHORED = re.compile(r"\bet al\b|(?<!\d)(?:19|20)\d{2}(?!\d)|等[，,]")


Editor = Callable[[Sequence[str], Span, Action, str, str], Edit | str]


# A written-out reference that opens with its label: `[Peng 2023] …`, `[9] …`.
LABEL_FIRST = re.compile(r"^\[[^\[\]]+\]\s")


def or_as_written(editor: Editor) -> Editor:
    """`editor`, and where it cannot write the new line in its list's form (a list whose
    items do not open with the id: `[^7]: Name 技术报告，arXiv:id，2025。`, `6. Huang, Title,
    2020. arXiv:id`), the brief's own line for it, if the brief writes one out."""

    def edit(lines: Sequence[str], span: Span, action: Action, mark: str, eol: str) -> Edit | str:
        if (
            action.written
            and LABEL_FIRST.match(action.written)
            # (`[19] 宁德时代. 新闻稿, 2026-11-18.`, no paper's id: add_citation writes it.)
            and (action.source_ids or not REFERENCE_LINE.match(action.written))
            and not any(Block(lines, span).find(i) for i in action.source_ids)
        ):
            key_not_taken(lines, span, action.written)
            # `[Peng 2023] Title. arXiv:id`: the brief writes the reference out whole, label
            # first; its label, authors and title stand as given, never ones kbpatch makes up.
            written = written_citation(lines, span, action, mark, eol)
            if written is not None:
                return written
        try:
            return editor(lines, span, action, mark, eol)
        except Unresolved:
            # (A footnote written out with no paper's id was read whole: nothing to retry.)
            retry = action.written and action.source_ids
            written = written_citation(lines, span, action, mark, eol) if retry else None
            if written is None:
                raise
            return written

    return edit


# A key a written-out reference opens with that names the paper by its words (`[Park 2019]`),
# not a number: a list's numbered labels are checked against its next label (written_citation).
WORDS_KEY = re.compile(r"^\[(?!\^?\d+\])[^\[\]]+\]")


def key_not_taken(lines: Sequence[str], span: Span, written: str) -> None:
    """Unresolved where the list already holds the key the brief's new reference opens with
    (`[Park 2019]`) for a paper the brief does not name (the new id is in no line of it): two
    references under one key make every citation of that key ambiguous in the document."""
    key = WORDS_KEY.match(written.strip())
    if key is None:
        return
    for k in range(span.start, span.end):
        item = LIST_LINE.match(body_of(lines[k]))
        body = (item.group("body") if item else body_of(lines[k])).strip()
        if body.startswith(key.group(0)):
            raise Unresolved(
                f"the list already holds {key.group(0)} for another paper (line {k + 1}: "
                f"「{shorten_line(body)[:60]}」); a second {key.group(0)} would make every "
                f"{key.group(0)} citation ambiguous; check by hand"
            )


# A citation's shape around its paper's id, its words aside: what stands before the id
# (`，arXiv:`, `. arXiv:`) and after it (`，2025。`).
AROUND_ID = re.compile(
    r"(?P<before>\W*(?:(?i:arXiv)\s*[:：]\s*|https?://\S*?)?)\d{4}\.\d{4,5}(?:v\d+)?(?P<after>.*)$"
)
# What parts a citation's leading words (its authors, its name) from the rest: `Liu,`, `Name，`.
LEADING_WORDS_END = re.compile(r"[,，:：;；]")


def leading_words(body: str) -> str:
    return LEADING_WORDS_END.split(body, maxsplit=1)[0].strip().casefold()


def citation_shape(body: str) -> tuple[str, str, str] | None:
    """The shape of a citation line without its words: the mark after its leading words, what
    stands before its id and what after (words as `0`); None when it names no paper's id."""
    found = AROUND_ID.search(body)
    if found is None:
        return None
    parted = LEADING_WORDS_END.search(body)
    lead = parted.group(0) if parted else ""
    before = re.sub(r"\s+", " ", found.group("before"))
    after = re.sub(r"\s+", " ", re.sub(r"\w+", "0", found.group("after")))
    return lead, before, after


# The label the brief gives a citation it writes out: `补脚注 [^15]：…`, `补 [12]：…`.
LABEL_SAID = re.compile(r"(?P<label>\[\^?(?P<number>\d{1,4})\])\s*[：:]")
# The same, opening the brief's written-out line: `[9] Prasad et al. Title. arXiv:…`.
OWN_NUMBER = re.compile(r"^(?P<label>\[\^?(?P<number>\d{1,4})\])\s*[：:]?\s*")


def plain_key(body: str) -> str:
    """A citation's leading words to order it by, accents aside (`Röttger` as `Rottger`)."""
    decomposed = unicodedata.normalize("NFKD", leading_words(body))
    return "".join(c for c in decomposed if not unicodedata.combining(c))


# A footnote defined under a name of its own (`[^sc1]: Pathak, J. et al. …`).
NAMED_FOOTNOTE = re.compile(r"^\[\^(?P<name>[^\]\s]*[^\]\s\d][^\]\s]*)\]:\s*\S")


def named_footnote(
    lines: Sequence[str], span: Span, action: Action, mark: str, eol: str
) -> Edit | None:
    """`参考补 [^sc1]: Pathak, J. et al. …` where the section defines its footnotes under names
    (`[^gc1]: …`): the brief's definition as written, after the last of them. None where the
    line or the section holds no such footnote; Unresolved where the name is defined already."""
    text = action.written.strip().strip("`").strip()
    new = NAMED_FOOTNOTE.match(text)
    defined = [k for k in range(span.start, span.end) if NAMED_FOOTNOTE.match(body_of(lines[k]))]
    if new is None or not defined:
        return None
    label = text[: text.index("]:") + 2]
    taken = [k for k, line in enumerate(lines) if body_of(line).startswith(label)]
    if taken:
        raise Unresolved(
            f"the document defines {label} already (line {taken[0] + 1}); a second definition "
            "would make every citation of it ambiguous; check by hand"
        )
    bodies = [body_of(lines[k]) for k in defined]
    return insert_after(
        lines, defined[-1], [append_in_line(text, forms.mark_in_script(mark, bodies, text))], eol
    )


def written_bullet_citation(
    lines: Sequence[str], span: Span, action: Action, mark: str, eol: str
) -> Edit | None:
    """The brief's whole line for a list of unnumbered citations (`- Okafor, N. et al.
    (2026). Title. arXiv:…`), in the items' shape: at its place among them where they stand
    in the order of their leading words (authors), else at the end. None where the section
    holds no such list; Unresolved where the line is not in their shape."""
    tail = entry_tail(lines, span, kind="citation")
    bodies = [b.strip() for b in tail.items if b.strip()]
    if tail.form != "bullet" or len(bodies) < 2 or not forms.is_citation_list(tail.items):
        return None
    text = action.written.strip()
    if text.endswith(("。", ".")) and not any(b.endswith(text[-1]) for b in bodies):
        text = text[:-1]
    stop = bodies[0][-1:]
    if stop in ("。", ".") and all(b.endswith(stop) for b in bodies) and not text.endswith(stop):
        text += stop  # the line given without the stop its list's items all end with
    if citation_shape(text) is None or citation_shape(text) not in map(citation_shape, bodies):
        raise Unresolved(
            f"the citation list writes its items as 「{shorten_line(bodies[-1])[:60]}」; the "
            f"brief's 「{shorten_line(text)[:60]}」 is not in that form; check by hand"
        )
    written = append_in_line(text, forms.mark_in_script(mark, bodies, text))
    items = [
        k
        for k in range(span.start, span.end)
        if (item := LIST_LINE.match(body_of(lines[k]))) and item.group("body").strip() in bodies
    ]
    if not items:
        return None
    keys = [plain_key(body_of(lines[k]).lstrip("-*+ ")) for k in items]
    key = plain_key(text)
    # In the order of their authors, but for a slip or two (`Röttger` before `Rein`): the
    # new line goes where its neighbours on both sides are in order with it.
    in_order = sum(a <= b for a, b in itertools.pairwise(keys))
    ordered = len(keys) >= 3 and in_order * 5 >= (len(keys) - 1) * 4
    places = [
        k
        for n, k in enumerate(items)
        if ordered and keys[n] > key and (n == 0 or keys[n - 1] <= key)
    ]
    item = LIST_LINE.match(body_of(lines[items[-1]]))
    assert item is not None
    new = f"{item.group('indent')}{item.group('marker')}{item.group('gap')}{written}"
    after = places[0] - 1 if places else items[-1]
    return insert_after(lines, after, quoted(tail, [new]), eol)


def written_citation(
    lines: Sequence[str], span: Span, action: Action, mark: str, eol: str
) -> Edit | None:
    """The new citation as the brief writes it out whole (`action.written`), labelled as the
    list's items are (`[^8]:`, `14.`), where they do not open with the id: at the list's end,
    numbered next. None where the section holds no labelled citation; Unresolved where the
    brief's line is not in the items' shape (no title or year made up), or where the list is
    sorted by its leading words (authors) and the line's place is not its end."""
    try:
        numbered = numbered_citations(lines, span)
    except Unresolved:
        return named_footnote(lines, span, action, mark, eol) or written_bullet_citation(
            lines, span, action, mark, eol
        )
    found = [(k, ITEM_LABEL.match(body_of(lines[k]))) for k in numbered]
    labelled = [(k, m.group("body")) for k, m in found if m]
    # Footnotes (`[^3]:`) are named, not numbered in order: a new one goes last whatever
    # order their words are in.
    footnotes = any(m and "^" in m.group("label") for _, m in found)
    bodies = [body for _, body in labelled]
    if not bodies:
        return None
    text = action.written.strip()
    said_label = LABEL_SAID.search(action.request)
    if own := OWN_NUMBER.match(text):
        # `[9] Prasad et al. …`: the label the brief gives goes where the list writes its own.
        text, said_label = text[own.end() :], own
    if text.endswith(("。", ".")) and not any(b.endswith(text[-1]) for b in bodies):
        text = text[:-1]  # the sentence's stop, which the items do not end with
    stop = bodies[0][-1:]
    if stop in ("。", ".") and all(b.endswith(stop) for b in bodies) and not text.endswith(stop):
        text += stop  # `"Name 技术报告，arXiv:id，2025"` quoted without the stop its list takes
    if citation_shape(text) is None or citation_shape(text) not in map(citation_shape, bodies):
        raise Unresolved(
            f"the citation list writes its items as 「{shorten_line(bodies[-1])[:60]}」; the "
            f"brief's 「{shorten_line(text)[:60]}」 is not in that form; check by hand"
        )
    last = numbered[-1]
    number = max(label_number(lines[k]) or 0 for k in numbered) + 1
    if (said := said_label) and int(said.group("number")) != number:
        # `补脚注 [^2]：…` where the list's next label is [^4]: neither a label the list holds
        # twice nor one the brief did not say.
        raise Unresolved(
            f"the brief labels the new citation {said.group('label')}, but the list's next "
            f"label is {said.group('label').replace(said.group('number'), str(number))}; "
            "check by hand"
        )
    written = append_in_line(text, forms.mark_in_script(mark, bodies, text))
    keys, key = [leading_words(b) for b in bodies], leading_words(text)
    ordered = (
        not footnotes
        and len(keys) >= 3
        and all(k[:1].isascii() and k[:1].isalpha() for k in keys)
        and keys == sorted(keys)
        and len(set(keys)) > 1
    )
    before = [k for (k, _), other in zip(labelled, keys, strict=True) if ordered and other > key]
    if not before:
        match, label = numbered_like(lines[last], number)
        new = f"{match.group('lead')}{label}{match.group('gap') or ' '}{written}"
        return insert_after(lines, last, [new], eol)
    # Its sorted place is inside the list: a careful merge renumbers every item after it,
    # lines a reviewer checks one by one, and numbers the document's prose may cite (`参考 12`,
    # `见第 12 条`) where kbpatch cannot see them all. Reported, with the place.
    raise Unresolved(
        f"the citation list is sorted by its leading words: 「{shorten_line(text)[:80]}」 goes "
        f"before 「{shorten_line(body_of(lines[before[0]]))[:60]}」, and the items from there on "
        "would be renumbered; kbpatch adds a citation at its list's end only; check by hand"
    )


# A footnote's definition line: `[^12]: …`, its label's name or number.
FOOTNOTE_LINE = re.compile(r"^\[\^(?P<name>[\w-]{1,20})\](?P<colon>\s*[：:][ \t]*)")
# A numbered reference's line: `[18] …`, or labelled (`[R12] …`), after a list's marker if any.
REFERENCE_LINE = re.compile(
    r"^(?P<marker>[-*+][ \t]+)?\[(?P<name>(?:[A-Za-z]{1,4}-?|[\u4e00-\u9fff]{1,2}\s?)?\d{1,3})\]"
    r"(?P<colon>[ \t]+)(?=\S)"
)


# A reference labelled in full-width brackets: `【来源 23】马士基，业绩指引，2026-12-03。`.
BRACKETED_REFERENCE_LINE = re.compile(
    r"^(?P<marker>[-*+][ \t]+)?(?P<open>[【〔])(?P<name>(?:[\u4e00-\u9fff]{1,2}\s?)?\d{1,3})"
    r"(?P<close>[】〕])(?P<colon>[ \t]*)(?=\S)"
)
# A link reference definition: `[r19]: https://… "机构，标题，2026-05"`.
LINK_DEFINITION_LINE = re.compile(
    r"^(?P<marker>)\[(?P<name>(?!\^)[\w-]{1,20})\](?P<colon>:[ \t]*)(?=\S)"
)
# A line of a list of links: `- [IBM 路线图](https://…)（2026-02）`.
LINK_LIST_LINE = re.compile(
    r"^(?P<marker>[-*+][ \t]+)\[(?P<words>[^\[\]\n]+)\]\((?P<target>https?://[^\s()<>]+)\)"
)
# A reference of an ordered list, by its number: `19. 赛迪顾问. …. 2027.` (no marker of its own).
ORDERED_REFERENCE_LINE = re.compile(r"^(?P<marker>)(?P<name>\d{1,3})\.(?P<colon>[ \t]+)(?=\S)")


def bracketed_label(written: str) -> str:
    """The label form of a reference in full-width brackets, as the brief writes it: `【{}】`,
    `〔{}〕`."""
    found = BRACKETED_REFERENCE_LINE.match(written)
    return f"{found['open']}{{}}{found['close']}" if found else "【{}】"


def written_as_given(
    lines: Sequence[str], span: Span, action: Action, mark: str, eol: str
) -> Edit | str:
    """`参考文献末尾附上 [^21]: IMO. *Title*, 2026.` where the section's citations are
    footnotes (`[^20]: …`), or `[19] 宁德时代. 新闻稿, 2026-11-18.` where they are numbered
    references (`[18] …`): the brief's line as given, after the last one, its gap or colon as
    theirs; Unresolved where the section lists none of that form, the label is listed already,
    or a number is one the list has passed."""
    footnote = action.written.startswith("[^")
    ordered = ORDERED_REFERENCE_LINE.match(action.written) is not None
    bracketed = BRACKETED_REFERENCE_LINE.match(action.written) is not None
    # `[r21]: https://… "…"`: a link's definition, which nothing may follow on its line.
    linked = not footnote and LINK_DEFINITION_LINE.match(action.written) is not None
    line, kind, form, label = (
        (FOOTNOTE_LINE, "footnote", "`[^n]: …`", "[^{}]")
        if footnote
        else (LINK_DEFINITION_LINE, "link definition", "`[id]: https://…`", "[{}]")
        if linked
        else (ORDERED_REFERENCE_LINE, "reference", "`n. …`", "{}.")
        if ordered
        else (BRACKETED_REFERENCE_LINE, "reference", "`【n】…`", bracketed_label(action.written))
        if bracketed
        else (REFERENCE_LINE, "reference", "`[n] …`", "[{}]")
    )
    said = line.match(action.written)
    defined = [
        (k, found) for k in range(span.start, span.end) if (found := line.match(body_of(lines[k])))
    ]
    words = f"「{shorten_line(action.written)}」"
    if said is None or not defined:
        raise Unresolved(
            f"the brief writes out a {kind} {words}, but this section lists no {kind}s "
            f"({form}) to add it to; check by hand"
        )
    name = said.group("name")
    if any(found.group("name") == name for _, found in defined):
        raise Unresolved(
            f"{kind} {label.format(name)} is listed already; not listed again: {words}"
        )
    # (`[R13]` after `[R12]`: the numbers of the labels that share its letters.)
    lead, _ = label_parts(name)
    numbers = [
        number
        for _, f in defined
        for letters, number in [label_parts(f.group("name"))]
        if letters == lead and number >= 0
    ]
    if label_parts(name)[1] >= 0 and numbers and label_parts(name)[1] <= max(numbers):
        # (A number past the next may be the brief's own: `[^21]` and `[^22]` of two items.)
        raise Unresolved(
            f"the brief numbers the new {kind} {label.format(name)}, but the list's next is "
            f"{label.format(f'{lead}{max(numbers) + 1}')}; check by hand: {words}"
        )
    last, found = defined[-1]
    after = [s.strip("[]^ ") for s in action.siblings]
    if after and after[0] != found.group("name"):
        # `注释在 [注1] 之后增加一行` where [注1] is not the list's last: not put elsewhere.
        raise Unresolved(
            f"the brief asks for the new {kind} after {label.format(after[0])}, which is not the "
            f"list's last ({label.format(found.group('name'))}); check by hand: {words}"
        )
    colon = found.group("colon")
    text = action.written[said.end() :].strip()
    if text.endswith("。") and not any(
        body_of(lines[k]).rstrip().endswith("。") for k, _ in defined
    ):
        # `来源补 `- [S21] …（2026/12/02）`。`: the brief's own stop after the line it quotes,
        # which ends none of the list's lines.
        text = text[:-1]
    marker = "" if footnote else found.group("marker") or ""
    written = f"{marker}{label.format(name)}{colon}{text}"
    if not linked:
        written = append_in_line(written, forms.mark_in_script(mark, [written], text))
    return insert_after(lines, last, [written], eol)


def written_link_line(
    lines: Sequence[str], span: Span, action: Action, mark: str, eol: str
) -> Edit | str:
    """`来源列表最后加一行：`- [X](https://…)（季度）`` where the section lists its sources as
    links (`- [Y](https://…)（持续）`): the brief's line as given after the last (or after the
    one link named), in the list's marker, its provenance after it; Unresolved where the
    section lists no links or not the one named. A page listed already is not listed again."""
    said = LINK_LIST_LINE.match(action.written)
    listed = [
        (k, found)
        for k in range(span.start, span.end)
        if (found := LINK_LIST_LINE.match(body_of(lines[k])))
    ]
    words = f"「{shorten_line(action.written)}」"
    if said is None or not listed:
        raise Unresolved(
            f"the brief writes out a link line {words}, but this section lists no links "
            "(`- [name](https://…)`) to add it to; check by hand"
        )
    target = said.group("target").rstrip("/")
    for k, found in listed:
        if found.group("target").rstrip("/") != target:
            continue
        if (
            body_of(lines[k]).strip()[len(found.group("marker")) :]
            == action.written[len(said.group("marker")) :].strip()
        ):
            return f"line {k + 1} already reads so"
        # The page listed in other words: which words stand is not for kbpatch to choose.
        raise Unresolved(
            f"line {k + 1} lists 「{found.group('words')}」 ({found.group('target')}) already; "
            f"a second line for it is not added: {words}"
        )
    last, found = listed[-1]
    if action.siblings:
        # `在 QuEra 博客之后加一行`: right after the one link whose words hold the name.
        name = action.siblings[0]
        named = [(k, f) for k, f in listed if name in f.group("words")]
        if len(named) != 1:
            how = "no link" if not named else f"{len(named)} links"
            raise Unresolved(f"the list holds {how} named 「{name}」 to follow: {words}")
        last, found = named[0]
    text = action.written[len(said.group("marker")) :].strip()
    written = found.group("marker") + text
    # (After the line as given, its stop and all, as a dictated entry's mark goes.)
    written += forms.mark_in_script(mark, [written], text)
    return insert_after(lines, last, [written], eol)


def sort_key(text: str) -> str:
    """A reference's words as an author list sorts them: case and accents aside (`Völker` is
    filed as `Volker`, before `Wang`)."""
    plain = unicodedata.normalize("NFKD", text)
    return "".join(c for c in plain if not unicodedata.combining(c)).casefold()


def label_parts(name: str) -> tuple[str, int]:
    """A label's letters and number (`R13` → ("R", 13), `19` → ("", 19)); -1 for no number."""
    found = re.fullmatch(r"(?P<letters>\D*?)(?P<number>\d+)", name)
    return (found["letters"], int(found["number"])) if found else (name, -1)


# A reference in author-year form (AUTHOR_YEAR_OPENING): `Kim, S., … (2026). …`, `METI（2026）.
# …`; listed after a marker (`- Kim, S., …`).
AUTHOR_YEAR_LINE = re.compile(rf"^{AUTHOR_YEAR_OPENING}")
LISTED_AUTHOR_YEAR = re.compile(rf"^(?P<marker>\s*[-*+]\s+)(?P<text>{AUTHOR_YEAR_OPENING}.*)$")


def written_by_author(
    lines: Sequence[str], span: Span, action: Action, mark: str, eol: str
) -> Edit | str:
    """`参考文献补一条，照录：`Kim, S., … (2026). Title. …`` where the section lists references
    in that form (`- Gao, Y., … (2025). …`): the brief's reference as given, in the list's
    marker, placed among the references by its first author where the list keeps them in
    that order, else after the last. Unresolved where the section lists none of that form."""
    listed = [
        (k, found)
        for k in range(span.start, span.end)
        if (found := LISTED_AUTHOR_YEAR.match(body_of(lines[k])))
    ]
    words = f"「{shorten_line(action.written)}」"
    if not listed:
        raise Unresolved(
            f"the brief writes out a reference {words}, but this section lists no references "
            "in that form (`Surname, I. (year). …`) to add it to; check by hand"
        )
    text = action.written.strip()
    opening = AUTHOR_YEAR_LINE.match(text)
    head = opening.group(0) if opening else text
    if any(found.group("text").startswith(head) for _, found in listed):
        return f"a reference opening 「{head}」 is listed already"
    keys = [sort_key(found.group("text")) for _, found in listed]
    after = in_list_order([k for k, _ in listed], keys, sort_key(text))
    return reference_written(lines, after, listed[0][1].group("marker"), text, mark, eol)


def in_list_order(listed: list[int], keys: list[str], key: str) -> int:
    """The line a new reference goes after: where the list keeps its references in order of
    their keys, after the last one before it (before the first, where none is); else after the
    last."""
    if keys != sorted(keys):
        return listed[-1]
    earlier = [k for k, each in zip(listed, keys, strict=True) if each <= key]
    return earlier[-1] if earlier else listed[0] - 1


def reference_written(
    lines: Sequence[str], after: int, marker: str, text: str, mark: str, eol: str
) -> Edit:
    """A reference's line as the brief writes it, in its list's marker, after line `after`."""
    written = marker + text
    written = append_in_line(written, forms.mark_in_script(mark, [written], text))
    return insert_after(lines, after, [written], eol)


# A reference listed by its key, an author's or body's name and a year (`- Lilly 2026c. Title.
# Source.`, `- Novo Nordisk 2026. …`): the key is how the document's text cites it.
KEYED_REFERENCE_LINE = re.compile(
    r"^(?P<marker>[-*+][ \t]+)?"
    r"(?P<key>[A-Z\u4e00-\u9fff][^\n.。,，(（]{0,40}?[ \t](?:19|20)\d\d[a-z]?)\.[ \t]+(?=\S)"
)


# A reference named by its key as the one a new one goes after: `排在 Lilly 2026b 之后`.
AFTER_KEY = re.compile(
    r"(?:排在|放在|接在|列在|在)[ \t]?(?P<key>[^，,：:；;。`「」\s][^，,：:；;。`「」]{0,40}?"
    r"(?:19|20)\d\d[a-z]?)[ \t]?(?:之后|以后|后面|后)"
)


def written_by_key(
    lines: Sequence[str], span: Span, action: Action, mark: str, eol: str
) -> Edit | str:
    """`参考文献补：`- Lilly 2026c. Title. Source.`` where every line of the section lists a
    reference so (`- Lilly 2026b. …`): the reference as given, in the list's marker, right
    after the one the brief names (`排在 Lilly 2026b 之后`), else in the list's order by key
    where it keeps one, else after the last. Unresolved where the section lists references
    otherwise, the key is listed already with other words, or the named one is not there."""
    own = [k for k in range(span.start, span.end) if LIST_LINE.match(body_of(lines[k]))]
    listed = [(k, found) for k in own if (found := KEYED_REFERENCE_LINE.match(body_of(lines[k])))]
    given = KEYED_REFERENCE_LINE.match(action.written.strip())
    words = f"「{shorten_line(action.written)}」"
    if given is None or len(listed) < 2 or len(listed) != len(own):
        raise Unresolved(
            f"the brief writes out a reference {words}, but this section does not list its "
            "references in that form (`- Key 2026. …`) alone; check by hand"
        )
    text = action.written.strip()[given.end("marker") if given["marker"] else 0 :]
    key = given["key"]
    for k, found in listed:
        if found["key"] == key:
            if body_of(lines[k])[found.end("marker") :].startswith(text.rstrip("。. ")):
                return f"line {k + 1} lists 「{key}」 already"
            raise Unresolved(f"line {k + 1} lists 「{key}」 already, in other words; check by hand")
    placed = AFTER_KEY.search(masked_quotes(action.request))
    sibling = action.siblings[0].strip() if action.siblings else placed["key"] if placed else ""
    if sibling:
        named = [k for k, found in listed if sibling.endswith(found["key"])]
        if len(named) != 1:
            raise Unresolved(
                f"the brief puts {words} after 「{sibling}」, which this section lists not "
                "once; check by hand"
            )
        after = named[0]
    else:
        keys = [sort_key(found["key"]) for _, found in listed]
        after = in_list_order([k for k, _ in listed], keys, sort_key(key))
    return reference_written(lines, after, listed[0][1]["marker"] or "", text, mark, eol)


def add_citation(
    lines: Sequence[str], span: Span, action: Action, mark: str, eol: str
) -> Edit | str:
    if (
        not action.source_ids
        and KEYED_REFERENCE_LINE.match(action.written.strip())
        and titled_references(span.title)
    ):
        return written_by_key(lines, span, action, mark, eol)
    if not action.source_ids and (
        action.written.startswith("[^")
        or REFERENCE_LINE.match(action.written)
        or ORDERED_REFERENCE_LINE.match(action.written)
        or BRACKETED_REFERENCE_LINE.match(action.written)
        or LINK_DEFINITION_LINE.match(action.written)
    ):
        return written_as_given(lines, span, action, mark, eol)
    if BRACKETED_REFERENCE_LINE.match(action.written) and any(
        BRACKETED_REFERENCE_LINE.match(body_of(lines[k])) for k in range(span.start, span.end)
    ):
        # `参考文献新增 `〔31〕 作者, 标题, arXiv:2611.04417, 2026.``: the reference line given
        # whole in the list's own form, its arXiv id one of its words.
        return written_as_given(lines, span, action, mark, eol)
    if not action.source_ids and AUTHOR_YEAR_LINE.match(action.written):
        return written_by_author(lines, span, action, mark, eol)
    if not action.source_ids and LINK_LIST_LINE.match(action.written):
        return written_link_line(lines, span, action, mark, eol)
    if not action.source_ids:
        raise Unresolved("the brief gives no arXiv id for the new citation")
    if STANDARD.fullmatch(action.source_ids[0]):
        return add_standard_citation(lines, span, action, mark, eol)
    if action.supports:
        action = replace(action, supports=supported_section(lines, action.supports))
    source_id = action.source_ids[0]
    if Block(lines, span).find(source_id):
        return f"arXiv:{source_id} is already in the citation list"
    tail = entry_tail(lines, span, kind="citation")
    if forms.is_citation_list(tail.items):
        # The list's own form and the paper's title, as a new entry in it takes (forms.py).
        form = forms.learn_citations(tail.items)
        where = action.supports
        words = where.strip().removeprefix("§").strip()
        titles = {heading_words(h) for h in outline(lines)}
        inside = forms.bracket_words(tail.items)
        if (
            not form.names_sections
            and words in titles
            and sum(w in titles for w in inside) * 2 > len(tail.items)
        ):
            # `…（检索）`: the neighbours name their sections by the headings' words, as a KB
            # without section numbers can only; so does the new one (`（重排）`).
            form = replace(form, names_sections=True, where_lead="", section_sign=False)
            where = words
        title = action.phrase
        if action.entry is not None:
            title = forms.citation_title(facts_for(action, mark))
        if form.author_year is not None and action.entry is not None:
            # Authors, year and title first in a reference: the paper's own title as the
            # brief gives it; an item's name or heading is none (none is made up).
            title = facts_for(action, mark).paper_title
        by = facts_for(action, mark).authors if action.entry is not None else None
        mark = forms.mark_in_script(mark, tail.items, title)
        text = forms.citation_entry(form, source_id, title, where, mark, by)
        added = item_lines(tail, forms.single_line(text))
        return insert_after(lines, tail.after, quoted(tail, added), eol)
    if tail.next_label and (shape := forms.author_title_year_line(tail.items)):
        # `【2】 Fu et al., Lookahead Decoding, 2024`: the paper's authors, title and year as
        # the brief gives them, labelled next; the title it names the paper by, not a summary.
        facts = facts_for(action, mark) if action.entry is not None else None
        # The paper's own title, as the sources give it; an item's name is no title.
        title = facts.paper_title if facts else action.phrase
        text = forms.author_title_year_entry(shape, title, facts.authors if facts else None)
        added = item_lines(tail, text + forms.mark_in_script(mark, tail.items, text))
        return insert_after(lines, tail.after, quoted(tail, added), eol)
    linked = [LINKED_CITATION.match(item.strip()) for item in tail.items]
    if tail.form in ("bullet", "ordered") and sum(map(bool, linked)) * 2 > len(linked):
        # Markdown links to the papers (`- [Title](https://arxiv.org/abs/id)`): a new link
        # in the last one's URL form, named by the paper's title.
        link = next(m for m in reversed(linked) if m)
        # Links named by their papers' ids (`- [arXiv:2404.04475](…) Authors, Title, 2024.`)
        # name the new one so too, in the last such one's words: a title there would stand
        # out of the list.
        by_id = [
            found.group("title")[: -len(found.group("id"))]
            for found in linked
            if found and found.group("title").endswith(found.group("id"))
        ]
        lead = next((w for w in reversed(by_id) if ID_NAMED.fullmatch(w)), None)
        title = action.phrase
        if not title and action.entry is not None:
            title = forms.citation_title(facts_for(action, mark))
        if lead is not None and len(by_id) * 2 > sum(map(bool, linked)):
            title = f"{lead}{source_id}"
        if not title:
            raise Unresolved("the brief gives no title to name the new link by")
        named = title.replace("[", "\\[").replace("]", "\\]")
        text = f"[{named}]({link.group('url')}{source_id}{link.group('rest')}){mark}"
        return insert_after(lines, tail.after, quoted(tail, item_lines(tail, text)), eol)
    if tail.form == "table" and "id" in forms.column_meanings(tail.columns):
        # A citation table (`| # | arXiv | 标题 | 用于 |`): a row by what its columns mean.
        if action.entry is not None:
            facts = facts_for(action, mark)
        else:
            facts = forms.Facts(name=action.phrase, ids=action.source_ids, mark=mark)
        if action.supports:
            facts = replace(facts, where=action.supports)
        row = forms.table_row(tail.columns, tail.rows, facts, tail.next_label)
        return insert_after(lines, tail.after, quoted(tail, [row]), eol)
    if tail.form == "table":
        raise Unresolved("this section's table has no arXiv or id column for a new citation")
    numbered = numbered_citations(lines, span)
    last = numbered[-1]
    number = max(label_number(lines[k]) or 0 for k in numbered) + 1
    full = forms.citation_title(facts_for(action, mark)) if action.entry is not None else ""
    new = citation_line(lines[last], number, source_id, action.phrase, action.supports, full)
    return insert_after(lines, last, [new], eol)


def settle_dependencies(actions: Sequence[Action], results: dict[str, Rendered]) -> None:
    """An action that refers to another new thing is unresolved when that thing is not made
    (in turn: what depends on an action made unresolved here is unresolved too)."""
    changed = True
    while changed:
        changed = False
        for action in actions:
            if results[action.id].status is not Status.PROPOSED:
                continue
            for needed in action.depends_on:
                first = results.get(needed)
                if first is not None and first.status is not Status.PROPOSED:
                    results[action.id] = Rendered(
                        status=Status.UNRESOLVED,
                        reason=f"depends on {needed}, which is {first.status.value}",
                        heading=results[action.id].heading,
                    )
                    changed = True
                    break


# A label in brackets that the brief's words cite (`see [S7]`, `[R10]`).
CITED_LABEL = re.compile(r"\[([A-Z]{1,3}-?\d+)\]")


def settle_cited_labels(
    actions: Sequence[Action], results: dict[str, Rendered], head: Sequence[str]
) -> None:
    """An edit whose dictated words cite a label (`append "(see [S7])"`) that the document does
    not hold is unresolved unless another proposed edit writes that label (the new entry or
    citation it names): the text would point at nothing."""
    text = "".join(head)
    for action in actions:
        if results[action.id].status is not Status.PROPOSED:
            continue
        said = " ".join([action.phrase, action.new_value, *(new for _, new in action.pairs)])
        for label in dict.fromkeys(CITED_LABEL.findall(said)):
            written = re.compile(rf"(?<![A-Za-z0-9]){re.escape(label)}(?!\d)")
            if written.search(text) or any(
                other.id != action.id
                and (made := results[other.id]).status is Status.PROPOSED
                and made.edit is not None
                and any(written.search(line) for line in made.edit.lines)
                for other in actions
            ):
                continue
            results[action.id] = Rendered(
                status=Status.UNRESOLVED,
                reason=f"its words cite [{label}], which the document does not hold and no "
                "proposed edit adds; check by hand",
                heading=results[action.id].heading,
            )
            break
    settle_reference_gaps(actions, results, head)
    settle_cited_numbers(actions, results, head)
    settle_cited_footnotes(actions, results, head)


# A note's marker in the text, its label in brackets: a footnote's (`[^27]`) or a numbered
# note's (`[注23]`, `[附注 4]`); and the line that defines it (`[^27]: …`, `[注23] …`).
NOTE_MARKER = re.compile(r"\[(\^[\w-]+|[\u4e00-\u9fff]{1,2}\s?\d{1,3})\]")
NOTE_DEFINED = re.compile(
    r"^\s*(?:[-*+]\s+)?\[(\^[\w-]+|[\u4e00-\u9fff]{1,2}\s?\d{1,3})\](?:[：:]|\s)"
)


def settle_cited_footnotes(
    actions: Sequence[Action], results: dict[str, Rendered], head: Sequence[str]
) -> None:
    """An edit that writes a footnote's marker (`| … | [^27] |`, `…88%[^27]。`) the document
    defines nowhere, where the brief asks for that footnote in a request kbpatch does not make
    (`新脚注 [^27]：「…」`, `注释补一行：[注23] …`, reported), is unresolved unless another
    proposed edit defines it: the
    text would point at a footnote the brief means to add, and no patch adds it. (A footnote the
    brief leaves to be added by hand, `脚注另行补在文末`, is cited as dictated.)"""
    defined = {m.group(1) for line in head if (m := NOTE_DEFINED.match(line))}
    if not defined:
        return
    added = lines_added(actions, results, head)
    defined |= {
        m.group(1) for lines in added.values() for line in lines if (m := NOTE_DEFINED.match(line))
    }
    for action_id, written in added.items():
        cited = [
            label
            for line in written
            if not NOTE_DEFINED.match(line)
            for label in NOTE_MARKER.findall(line)
        ]
        unmade = " ".join(
            a.clause or a.request
            for a in actions
            if a.id != action_id and results[a.id].status is not Status.PROPOSED
        )
        missing = [label for label in cited if label not in defined and f"[{label}]" in unmade]
        if missing:
            results[action_id] = Rendered(
                status=Status.UNRESOLVED,
                reason=f"its words cite [{missing[0]}], a footnote the document does not define "
                "and the brief asks in a request kbpatch does not make; check by hand",
                heading=results[action_id].heading,
            )


# A reference cited by its number in superscript (`…供热<sup>20</sup>。`), and a numbered list's
# reference line (`20. 作者. 标题. 2026.`, `[20] …`).
CITED_SUP = re.compile(r"<sup>\s*(\d{1,3})\s*</sup>")
REFERENCE_NUMBERED = re.compile(r"^\s*(?:[-*+]\s+)?(?:\[(\d{1,3})\]|(\d{1,3})[.、)])\s")


def reference_numbers(lines: Sequence[str]) -> set[int]:
    """The numbers of the numbered references among lines (`20. …`, `[20] …`)."""
    return {int(m[1] or m[2]) for line in lines if (m := REFERENCE_NUMBERED.match(line))}


def settle_reference_gaps(
    actions: Sequence[Action], results: dict[str, Rendered], head: Sequence[str]
) -> None:
    """A new citation that adds reference 20 where the list ends at 18 is unresolved unless
    another proposed edit adds 19: the list would skip a number (the brief's 19 left to be
    added by hand, after 20)."""
    if not any(action.kind is ActionKind.ADD_CITATION for action in actions):
        return
    held = reference_numbers(head)
    if not held:
        return
    proposed = {
        action.id: reference_numbers([line for line in made.edit.lines if line not in head])
        for action in actions
        if action.kind is ActionKind.ADD_CITATION
        and (made := results[action.id]).status is Status.PROPOSED
        and made.edit is not None
    }
    added = {n for numbers in proposed.values() for n in numbers}
    for action_id, numbers in proposed.items():
        gap = [n for n in range(max(held) + 1, max(numbers, default=0)) if n not in added]
        if gap:
            results[action_id] = Rendered(
                status=Status.UNRESOLVED,
                reason=f"it numbers the new reference {max(numbers)}, but the list ends at "
                f"{max(held)} and no proposed edit adds {gap[0]}: the list would skip a "
                "number; check by hand",
                heading=results[action_id].heading,
            )


def lines_added(
    actions: Sequence[Action], results: dict[str, Rendered], head: Sequence[str]
) -> dict[str, list[str]]:
    """The lines each proposed edit writes that the document does not hold, by action id."""
    return {
        action.id: [line for line in made.edit.lines if line not in head]
        for action in actions
        if (made := results[action.id]).status is Status.PROPOSED and made.edit is not None
    }


def settle_cited_numbers(
    actions: Sequence[Action], results: dict[str, Rendered], head: Sequence[str]
) -> None:
    """An edit that writes a superscript citation (`<sup>20</sup>`) the document's numbered
    references do not hold is unresolved unless another proposed edit adds reference 20: the
    text would cite nothing. Only where the document cites so and numbers its references."""
    if not any(CITED_SUP.search(line) for line in head):
        return
    held = reference_numbers(head)
    if not held:
        return
    proposed = lines_added(actions, results, head)
    for action_id, written in proposed.items():
        cited = {int(n) for line in written for n in CITED_SUP.findall(line)}
        added = {
            n
            for other, lines in proposed.items()
            if other != action_id
            for n in reference_numbers(lines)
        }
        missing = sorted(cited - held - added - reference_numbers(written))
        if missing:
            results[action_id] = Rendered(
                status=Status.UNRESOLVED,
                reason=f"its words cite <sup>{missing[0]}</sup>, a reference the document's list "
                "does not hold and no proposed edit adds; check by hand",
                heading=results[action_id].heading,
            )


# A footnote's definition (`[^6]: …`) and a footnote's marker anywhere else (`…点[^6]。`).
FOOTNOTE_DEFINED = re.compile(r"^\s*\[(\^[\w-]+)\]:")


# A footnote's marker (`[^21]`).
MARKER = re.compile(r"\[\^[\w-]+\]")
# Where the sentence of a request's clause ends (its other requests are their own), and where
# its clauses part (a refusal of a footnote is said in its own: `不另加脚注`).
SENTENCE_END = re.compile(r"[。；;]|\.(?=\s|$)")
CLAUSE_APART = re.compile(r"[，,、]")


def settle_asked_footnotes(
    actions: Sequence[Action], results: dict[str, Rendered], head: Sequence[str]
) -> None:
    """An edit whose sentence asks it to carry a new footnote (`…加一条「- X。」，同样挂新脚注`,
    lexicon footnote_new), in a document whose citations are footnotes, is unresolved when it
    writes no footnote marker: the line would stand without the citation the brief asks."""
    from .reading.lexicon import default_lexicon  # the reader imports this module

    if not any(FOOTNOTE_DEFINED.match(line) for line in head):
        return
    lexicon = default_lexicon()
    for action in actions:
        made = results[action.id]
        if made.status is not Status.PROPOSED or made.edit is None:
            continue
        if action.kind is ActionKind.ADD_CITATION:
            continue
        clause = (action.clause or action.request).strip()[:20]
        pieces = split_outside_quotes(action.request, SENTENCE_END)
        sentence = next((piece for piece in pieces if clause and clause in piece), "")
        asked = any(
            lexicon.footnote_new.search(part)
            and not lexicon.negation.search(part)
            and not lexicon.footnote_refused.search(part)
            for part in split_outside_quotes(sentence, CLAUSE_APART)
        )
        # (A marker the replaced lines held already, `…92%[^6]`, is no new footnote's.)
        before = {m for line in head[made.edit.start : made.edit.end] for m in MARKER.findall(line)}
        after = {m for line in made.edit.lines for m in MARKER.findall(line)}
        if asked and not after - before:
            results[action.id] = Rendered(
                status=Status.UNRESOLVED,
                reason="the brief asks it to carry a new footnote, which kbpatch does not "
                "write here; check by hand",
                heading=made.heading,
            )


def settle_footnotes(
    actions: Sequence[Action], results: dict[str, Rendered], head: Sequence[str]
) -> None:
    """A new footnote (`[^6]: …`) for an item whose new entry the brief also writes, that no
    line of the document and no other proposed edit points at (the entry's neighbours carry no
    markers, so the new entry carries none), is unresolved: a footnote defined and never
    referenced is no citation. A footnote asked alone (no entry) is the brief's to place."""
    by_id = {a.id: a for a in actions}
    for action in actions:
        made = results[action.id]
        if action.kind is not ActionKind.ADD_CITATION or made.status is not Status.PROPOSED:
            continue
        entry = by_id.get(action.depends_on[0]) if action.depends_on else None
        if entry is None or entry.kind is not ActionKind.ADD_ENTRY:
            continue
        if results[entry.id].status is not Status.PROPOSED:
            continue
        assert made.edit is not None
        defined = [FOOTNOTE_DEFINED.match(line) for line in made.edit.lines if line not in head]
        labels = [found.group(1) for found in defined if found is not None]
        if not labels:
            continue
        marker = f"[{labels[0]}]"
        lines = [
            *head,
            *(
                line
                for other in actions
                if other.id != action.id
                and (done := results[other.id]).status is Status.PROPOSED
                and done.edit is not None
                for line in done.edit.lines
            ),
        ]
        if any(marker in line and not FOOTNOTE_DEFINED.match(line) for line in lines):
            continue
        results[action.id] = Rendered(
            status=Status.UNRESOLVED,
            reason=f"it would define footnote {marker}, which no line points at (the entry "
            "it supports carries no footnote marker where its neighbours carry none); "
            "check by hand",
            heading=made.heading,
        )


def cited_as_asked(editor: Editor) -> Editor:
    """`editor`, where a new entry the brief says cites by a key (`引用写作 [Zeng 2024]`)
    is written with it; Unresolved where the entry would not carry that key (its neighbours
    cite otherwise), never the brief's words dropped."""

    def edit(lines: Sequence[str], span: Span, action: Action, mark: str, eol: str) -> Edit | str:
        made = editor(lines, span, action, mark, eol)
        key = action.entry.cited_as if action.entry else ""
        if key and isinstance(made, Edit) and not any(key in line for line in made.lines):
            raise Unresolved(
                f"the brief says the new entry cites [{key}], but the section's entries cite "
                "in another form; check by hand"
            )
        return made

    return edit


def remove_entry(lines: Sequence[str], span: Span, action: Action, mark: str, eol: str) -> Edit:
    """The one entry the action names taken away: its line and the lines nested under it (and a
    blank line after it where it stood alone between blank lines). Never a reference (the
    document cites it by its number), an entry of a numbered list that numbers more after it
    (they would skip one), nor a line that is no list entry or table row."""
    if titled_references(span.title):
        raise Unresolved(
            "asks to remove a reference, which the document cites; kbpatch does not remove "
            "references; check by hand"
        )
    if action.subject == COMMENT:
        return remove_note(lines, span, action)
    index, end = entry_block(lines, span, action)
    return removed_lines(lines, index, end)


def entry_block(lines: Sequence[str], span: Span, action: Action) -> tuple[int, int]:
    """Lines [start, end) of the one entry of the span a removal or move names by its words
    (and ordinal): its list line or table row and the lines nested under it."""
    pattern = named(simplified(action.anchor))
    holding = [k for k in range(span.start, span.end) if pattern.search(simplified(lines[k]))]
    titled = [k for k in holding if titled_by(pattern, simplified(body_of(lines[k])))]
    if len(holding) > 1 and len(titled) != 1:
        # `冷库那条删掉` where a paragraph and an entry both say 冷库: an edit may pick the
        # entry among lines that mention it; a removal takes none it is not sure of.
        where = ", ".join(str(k + 1) for k in holding)
        raise Unresolved(
            f"「{action.anchor}」 stands on several lines ({where}) and opens none of them alone; "
            "which one to remove is not guessed; check by hand"
        )
    if holding:
        # The line the words open among those that hold them, or the one that holds them.
        index = titled[0] if len(holding) > 1 else holding[0]
    else:
        index = anchor_line(lines, span, action.anchor)  # reports the words found nowhere
    body = body_of(lines[index])
    item = LIST_LINE.match(body)
    row = item is None and body.lstrip().startswith("|")
    if (
        item is None
        and not row
        and not (
            action.subject in (SENTENCE, LINE) and paragraph_line_named(lines, span, index, pattern)
        )
    ):
        # A paragraph of one line goes only where the brief quotes its opening words as a
        # line's or a sentence's: an entry's name (`比重那条`) may open a paragraph by chance.
        raise Unresolved(
            f"「{action.anchor}」 finds line {index + 1}, which is no list entry or table row: "
            f"{shortened(body.strip(), 40)}; kbpatch removes only those, and a paragraph of one "
            "line whose opening words the brief quotes; check by hand"
        )
    if action.subject == SENTENCE and (row or len(sentences_of(body)) != 1):
        # `那句"X"删掉`: the line goes only where the sentence is all of it.
        raise Unresolved(
            f"「{action.anchor}」 finds line {index + 1}, which holds more than one sentence: "
            f"{shortened(body.strip(), 40)}; kbpatch removes a sentence only where it is a "
            "line whole; check by hand"
        )
    if action.number and item is not None and list_place(lines, span, index) != int(action.number):
        # `第 6 条（ds4）`: the entry the words name must stand there, or it is another one.
        raise Unresolved(
            f"「{action.anchor}」 finds line {index + 1}, entry {list_place(lines, span, index)} "
            f"of its list, not entry {action.number} as the brief says; check by hand"
        )
    end = index + 1
    if item is not None:
        depth = len(item["indent"])
        while end < span.end and lines[end].strip() and indent_of(lines[end]) > depth:
            end += 1  # its nested lines go with it
        after = body_of(lines[end]) if end < span.end else ""
        if after.strip() and not LIST_LINE.match(after):
            raise Unresolved(
                f"the entry on line {index + 1} goes on in line {end + 1} "
                f"({shortened(after.strip(), 30)}); kbpatch does not guess where it ends; "
                "check by hand"
            )
        numbered = item["marker"][0].isdigit()
        follower = LIST_LINE.match(after) if after.strip() else None
        if numbered and follower and follower["marker"][0].isdigit() and indent_of(after) == depth:
            raise Unresolved(
                f"the entry on line {index + 1} is numbered, and the entries after it would skip "
                "its number; kbpatch does not renumber a list; check by hand"
            )
    return index, end


def paragraph_line_named(
    lines: Sequence[str], span: Span, index: int, pattern: re.Pattern[str]
) -> bool:
    """Whether line `index` is a paragraph of its own (blank lines or the span's edges around
    it) that opens with the words of `pattern`: a line a removal may take whole."""
    alone = (index == span.start or not lines[index - 1].strip()) and (
        index + 1 >= span.end or not lines[index + 1].strip()
    )
    body = body_of(lines[index])
    return (
        alone
        and not body.startswith((" ", "\t", "#", ">"))
        and bool(pattern.match(simplified(body)))
    )


def sentences_of(body: str) -> list[str]:
    """The sentences of a line's words (its list marker, provenance and trailing markers
    aside): the pieces its stops end."""
    words = TRAILING_COMMENT.sub("", body[entry_start(body) :]).strip()
    return [piece for piece in SENTENCE_STOP.split(words) if not AFTER_LAST_STOP.fullmatch(piece)]


# What may stand after a line's last stop and is no sentence: closing marks, the markers it
# cites by, an aside in brackets (kbpatch's provenance mark).
AFTER_LAST_STOP = re.compile(rf"[\s*）)」』]*(?:(?:{CITING_MARKER}|[（(][^（）()]*[）)])\s*)*")


def move_entry(lines: Sequence[str], span: Span, action: Action, mark: str, eol: str) -> Edit:
    """The entry the action names in its source section, moved in the target section's one
    bulleted list (`span`): to its end, its start, or right after the entry named beside it.
    One edit from the first of the two places to the last, the lines between as they are.
    Only a bulleted entry into a bulleted list of its depth: a number, a row, a list the
    target lacks or two lists there are reported."""
    assert action.source is not None
    source, _ = target_span(lines, replace(action, target=action.source))
    start, end = entry_block(lines, source, action)
    item = LIST_LINE.match(body_of(lines[start]))
    target = action.target.raw if action.target else "the target"
    if item is None or item["marker"][0].isdigit():
        raise Unresolved(
            f"「{action.anchor}」 is no bulleted entry (line {start + 1}); kbpatch moves only "
            "those; check by hand"
        )
    depth = len(item["indent"])
    within = span.start <= start < span.end
    peers = [
        k
        for k in range(span.start, span.end)
        if (m := LIST_LINE.match(body_of(lines[k])))
        and len(m["indent"]) == depth
        and not start <= k < end
    ]
    if not peers:
        raise Unresolved(f"{target} has no list for the entry to move into; check by hand")
    apart = [
        k
        for k in range(peers[0], peers[-1])
        if lines[k].strip()
        and not LIST_LINE.match(body_of(lines[k]))
        and indent_of(lines[k]) <= depth
    ]
    spaced = any(not lines[k].strip() for k in range(peers[0], peers[-1]))
    marker = LIST_LINE.match(body_of(lines[peers[-1]]))
    assert marker is not None
    if apart or spaced or marker["marker"][0].isdigit():
        # Two lists in the section, or one numbered or spaced: where it goes is not guessed.
        raise Unresolved(
            f"the list of {target} is numbered or spaced, or {target} holds more than one; "
            "where the moved entry goes in it is not guessed; check by hand"
        )
    if action.placement == "start":
        insert = peers[0]
    else:
        last = peers[-1]
        if action.placement == "after":
            last = anchor_line(lines, span, action.siblings[0])
            if last not in peers:
                raise Unresolved(
                    f"「{action.siblings[0]}」 finds line {last + 1}, no entry of the list the "
                    "moved one stands in; check by hand"
                )
        insert = last + 1
        while insert < span.end and lines[insert].strip() and indent_of(lines[insert]) > depth:
            insert += 1  # after that entry's nested lines
    if insert == len(lines) and not lines[-1].endswith(("\n", "\r")):
        # Past the document's last line, which ends with no line break: nothing to join it to.
        raise Unresolved(f"{target} ends the document with no line break after it; check by hand")
    block = [lines[start].replace(item["marker"], marker["marker"], 1), *lines[start + 1 : end]]
    for old, new in action.pairs:
        # `挪的时候把「预计 2026 年投运」改为「预计 2027 年投运」`: changed as it moves, where the
        # entry says the words once.
        said = [k for k, line in enumerate(block) if old in line]
        if len(said) != 1 or block[said[0]].count(old) != 1:
            raise Unresolved(
                f"the entry 「{action.anchor}」 says 「{old}」 {len(said)} times, not once: the "
                "change asked as it moves is not made; check by hand"
            )
        block[said[0]] = block[said[0]].replace(old, new)
    if not block[-1].endswith(("\n", "\r")):
        block[-1] += eol  # the document's last line, moved before others
    removed = removed_lines(lines, start, end) if not within else Edit(start, end, ())
    if removed.end <= insert:
        return Edit(start, insert, tuple([*lines[removed.end : insert], *block]))
    return Edit(insert, removed.end, tuple([*block, *lines[insert:start]]))


def removed_lines(lines: Sequence[str], start: int, end: int) -> Edit:
    """Lines [start, end) taken away, and the blank line after them where they stood alone
    between two."""
    alone = (start == 0 or not lines[start - 1].strip()) and (
        end < len(lines) and not lines[end].strip()
    )
    return Edit(start, end + 1 if alone else end, ())


# A note to the document's editors on a line of its own: an HTML comment, a `>` note.
EDITORS_NOTE = re.compile(r"^\s{0,3}(?:<!--.*-->|>.*)\s*$")


def remove_note(lines: Sequence[str], span: Span, action: Action) -> Edit:
    """The one note to editors (an HTML comment or a `>` note line) of the section the removal
    names, by its words where it gives some."""
    notes = [k for k in range(span.start, span.end) if EDITORS_NOTE.match(body_of(lines[k]))]
    words = action.anchor.split()
    if words:
        notes = [k for k in notes if all(simplified(w) in simplified(lines[k]) for w in words)]
    # A place said (`开头那条注释`) chooses none among several: once the one it names is gone,
    # another would stand there, and the request would ask for that one too.
    named = f"note (comment) holding 「{action.anchor}」" if words else "note (comment)"
    if len(notes) != 1:
        where = ", ".join(str(k + 1) for k in notes)
        raise Unresolved(
            f"this section has no {named}"
            if not notes
            else f"a {named} stands on several lines ({where}); not guessing"
        )
    return removed_lines(lines, notes[0], notes[0] + 1)


def list_place(lines: Sequence[str], span: Span, index: int) -> int:
    """Which entry of its list the list line at `index` is: its number where the list numbers
    them, else its count among the entries of its depth from the list's first."""
    item = LIST_LINE.match(body_of(lines[index]))
    if item is not None and item["marker"][0].isdigit():
        return int(item["marker"].rstrip(".)"))
    depth = indent_of(lines[index])
    place = 1
    for k in range(index - 1, span.start - 1, -1):
        body = body_of(lines[k])
        if not body.strip() or (not LIST_LINE.match(body) and indent_of(body) <= depth):
            break
        if LIST_LINE.match(body) and indent_of(body) == depth:
            place += 1
    return place


def indent_of(line: str) -> int:
    return len(line) - len(line.lstrip(" \t"))


# The kinds whose editors read `mark`.
MARKED = frozenset({ActionKind.ADD_ENTRY, ActionKind.ADD_QUESTION, ActionKind.ADD_CITATION})
EDITORS = {
    ActionKind.ADD_ENTRY: or_as_written(add_entry),
    ActionKind.UPDATE_NUMBER: update_number,
    ActionKind.ADD_SOURCE: add_source,
    ActionKind.ANNOTATE_CITATION: annotate_citation,
    ActionKind.ADD_QUESTION: add_question,
    ActionKind.APPEND: append_to_entry,
    ActionKind.REPLACE: replace_values,
    ActionKind.ADD_CITATION: or_as_written(add_citation),
    ActionKind.REMOVE: remove_entry,
    ActionKind.MOVE: move_entry,
}


# A request that opens with a label in brackets (`[PT-08] 中…`), and a line that opens with
# one in bold, as an entry's id (`- **[PT-08] 名称**：…`; a citation list's is not bold).
ENTRY_ID_FIRST = re.compile(r"\s*(?:(?:把|将|给|在)\s*)?(\[[A-Z]{1,3}-?\d+\])")
ENTRY_ID = re.compile(r"\s{0,3}(?:[-*+]\s+|\d{1,3}[.)、]\s*)?\*\*(\[[A-Z]{1,3}-?\d+\])")
ENTRY_EDITS = frozenset({ActionKind.REPLACE, ActionKind.APPEND, ActionKind.UPDATE_NUMBER})


def kept_by_heading(
    lines: Sequence[str], actions: Sequence[Action], headings: Sequence[Heading] | None = None
) -> list[Action]:
    """The actions, each edit inside a section the brief keeps by its heading's words forbidden.
    `「端侧」一节不动`, `「调度与系统」一章不动`, or `第二部分不动` beside an edit of
    `「内容过滤」一节`: which section a heading's words name is known only against the
    document, so a keep and an edit that do not both name their sections by number are matched
    here (by number, reading has matched them already, with its exceptions). A keep by words
    that names no heading of the document keeps nothing it can tie to a place: it is reported,
    never dropped."""
    if not isinstance(headings, Outline):
        headings = Outline(outline(lines) if headings is None else list(headings))
    keeps: list[tuple[Action, Heading]] = []
    unplaced: dict[str, str] = {}
    for keep in actions:
        if (
            keep.kind is not ActionKind.CONSTRAINT
            or keep.target is None
            or keep.target.part
            or keep.forbids
            or keep.scope not in ("brief", "item")
        ):
            continue
        try:
            keeps.append((keep, resolve(headings, keep.target)))
        except Unresolved as err:
            # (`表 1 成熟度维持"试点"`: a table named by its caption is a place, which the
            # reading's veto holds by its name.)
            captioned = captioned_table(lines, headings, keep.target.raw)
            if keep.target.key.startswith("name-") and captioned is None:
                unplaced[keep.id] = str(err)
    placed: list[Action] = []
    ids: set[str] | None = None  # the document's entry ids, read only when a request may name one
    for action in actions:
        label = ENTRY_ID_FIRST.match(action.clause) if action.kind in ENTRY_EDITS else None
        listed = action.target is not None and action.target.key == "references"
        if label and listed and ids is None:
            ids = {found.group(1) for line in lines if (found := ENTRY_ID.match(line))}
        if label and listed and ids and label.group(1) in ids:
            # `[PT-08] 后补一句"…"`, read as a citation named by its label: where the document
            # holds that label as an entry's id, it names that entry (and so its section).
            action = replace(action, target=SectionRef(key=ENTRY_NAMED, raw=label.group(1)))
        if action.id in unplaced:
            action = replace(
                action,
                kind=ActionKind.NOT_UNDERSTOOD,
                reason=f"{action.reason}, but {unplaced[action.id]}; check by hand",
            )
        elif action.kind.edits_document and action.target and not action.forbidden_by:
            action = kept_inside(lines, action, keeps, headings)
        placed.append(action)
    return placed


def keys_nest_apart(keep: Action, keys: Sequence[str]) -> bool:
    """Whether an edit whose section and enclosing sections are `keys` is held by `keep` only
    through the document's nesting: not a section the keep names as its exception."""
    return not any(key in keep.excepted for key in keys)


def kept_inside(
    lines: Sequence[str],
    action: Action,
    keeps: Sequence[tuple[Action, Heading]],
    headings: Outline,
) -> Action:
    """The action, forbidden by the first keep whose section holds its own. Where both name
    their sections by number, reading has matched keys that nest by number (`§3` holds
    `§3.2`, with its exceptions); the document alone knows the rest: `# Part II` holds
    `## Chapter 3`, though 3 is no sub-number of 2."""
    assert action.target is not None
    by_number = NUMBER_KEY.fullmatch(action.target.key) is not None
    try:
        # `【DPO】条目后附上"…"`: the section of the one entry so named, kept by number too.
        heading = holder(lines, headings, action.target, action.clause or action.request)
    except Unresolved:
        return action
    for keep, kept in keeps:
        assert keep.target is not None
        if action.target.key in keep.excepted:
            continue  # `第3章其余各节不动`: the brief's own edits are no part of "the rest"
        if by_number and NUMBER_KEY.fullmatch(keep.target.key):
            keys = enclosing_keys(action.target.key)
            if keep.target.key in keys or not keys_nest_apart(keep, keys):
                continue
        if keep.scope == "item" and keep.item_key != action.item_key:
            continue
        said = f"{action.request} {action.clause} {action.written}".casefold()
        if keep.held_names and not any(name.casefold() in said for name in keep.held_names):
            continue  # `遮阳构筑物的造价…，但不要写进第五章…`: of that thing only
        if kept.start <= heading.start < kept.end:
            words = keep.reason.removeprefix("the brief says ")
            return replace(action, forbidden_by=f"brief line {min(keep.lines)}: 「{words}」")
    return action
