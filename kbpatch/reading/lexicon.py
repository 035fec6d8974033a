"""The reader's vocabulary: lexicon.toml (and a team's `.kbpatch.toml`) as compiled patterns."""

from __future__ import annotations

import re
import sys
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path
from typing import Any

if sys.version_info >= (3, 11):
    import tomllib
else:  # pragma: no cover - Python 3.10
    import tomli as tomllib

from ..chars import HAN_RANGE
from ..errors import BadInput
from ..parse import NUMBER_CHARACTERS, chinese_number, linear, whole_run
from .text import QUOTE_FILLER, ValueForms, value_forms

# The file a team puts at its repository root to add phrases of its own.
TEAM_FILE = ".kbpatch.toml"
# Lists whose words the code escapes itself when it builds the patterns.
ESCAPED_BY_CODE = frozenset(
    {
        "folds",
        "roots",
        "words",
        "this",
        "not_before",
        "objects",
        "between",
        "co_verbs",
        "place_words",
        "leads",
        "pointers",
        "section_mark",
        "bracket_mark",
        "refers_to_new",
        "common",
        "see_above",
        "same_place",
        "fallback",
        "nouns",
        "not_negations",
        "closing_particles",
        "replace_too",
        "name_ends",
        "descriptive",
        "function_words",
        "not_numbers",
        "quantity_units",
        "verbs",
        "verb_ends",
        "surnames",
        "not_names",
    }
)
# The kinds of list a document holds that a brief names by what they are (table `lists`).
LISTS = ("citations", "questions", "trends")
# The verbs, in the order the reader tries them: the most specific first.
VERB_ORDER = ("hand_over", "source", "append", "replace", "question", "citation", "annotate", "add")


@dataclass(frozen=True)
class Lexicon:
    """Each meaning as one compiled pattern; `words` keeps the phrases for the docs and tests."""

    verbs: dict[str, re.Pattern[str]]
    # Any root of the verb tables (`补`, `改`, `挪`…): a suggestion holding one asks something,
    # read or not.
    roots: re.Pattern[str]
    negation: re.Pattern[str]
    no_op: re.Pattern[str]
    unsupported: re.Pattern[str]  # edits kbpatch does not propose: delete, move, rewrite
    removal: re.Pattern[str]  # of those, the verbs that take an entry away whole
    new_column: re.Pattern[str]  # a new table column: kbpatch adds rows, never columns
    new_heading: re.Pattern[str]  # a new heading: kbpatch writes no headings
    # A row's cell changed by its column's name, no old value: each form with its groups (`row`,
    # `column`), the new value after the match.
    cell_change: tuple[re.Pattern[str], ...]
    cell_row_lead: re.Pattern[str]  # a table's name or `把` written before the row's name
    cell_change_tail: re.Pattern[str]  # a clause that opens with such a change (`状态改为 X`)
    # The words before a clause's verb that name only a column (`备注`, `其备注`, `备注列`),
    # in group `column`: that cell of the row the clause before named.
    column_lead: re.Pattern[str]
    item_merge: re.Pattern[str]  # items merged into one entry: reported, none proposed
    attributive: re.Pattern[str]  # a verb describing a noun (`新增的两个案例`): no request
    # `97⭐ 已过时，现为 160⭐`: a value called stale, the link, and the value now (`old`, `new`).
    restated: re.Pattern[str]
    # `「约 310」是我推算的，不准`: a quoted value, a few words, and words calling it wrong.
    called_wrong: re.Pattern[str]
    closing_particle: re.Pattern[str]  # `即可`, `为宜` after a new value: no part of it
    value_given: re.Pattern[str]  # `填`, `改` right before a closing line's value (values.given)
    # How an unquoted value is said replaced (`5% 改写为 3%`, `由 5% 改成 3%`), around the verbs
    # that link two values (verbs.replace.value_links).
    value_forms: ValueForms
    version: re.Pattern[str]  # `版本`, `version`: the value a clause names is a version
    sub_item: re.Pattern[str]  # a nested item under an entry: not proposed, reported
    manner: re.Pattern[str]  # whose form a text follows (`照问题 3 的写法`): asks nothing
    recompute: re.Pattern[str]  # a value worked out anew (`环比按新值重算`): not computed
    tick: re.Pattern[str]  # an open checkbox item ticked (`"X"一项勾选为已完成`): a replace
    tick_asked: re.Pattern[str]  # a tick asked in other words (`→ 请勾选`): reported in a list
    # An open question asked closed (`关闭 Q2：…`, `Q3 标为已关闭`), the values a closed one's
    # status holds (`已关闭`), and the label that status stands under (`状态`).
    question_close: re.Pattern[str]
    closed_status: re.Pattern[str]
    close_reason_lead: re.Pattern[str]  # `理由`, `结论` opening a close's reason after it
    status_label: re.Pattern[str]
    code_block: re.Pattern[str]  # a line inside a code block: not proposed, reported
    drafted_elsewhere: re.Pattern[str]  # the entry's text drafted elsewhere
    drafted_field: re.Pattern[str]  # an item's field holding that text (`拟写条目：…`)
    # A new term's definition written out after its lead (`释义为：…`), in group `text`.
    definition_text: re.Pattern[str]
    # Traditional characters read as simplified ones (`條` as `条`), one for one: str.translate.
    fold: dict[int, str]
    # The same pairs the other way: a simplified character and the traditional ones read as it
    # (`系` ← `係繫`), for a value written in one script to be found in the other.
    unfold: dict[str, str]
    # A condition, a later round, a report of past work or a question: no request now.
    not_a_request: dict[str, re.Pattern[str]]
    constraints: dict[str, re.Pattern[str]]
    only: re.Pattern[str]
    question_only: re.Pattern[str]  # the item goes only into the open questions
    # How many new entries or questions a line counts (`两条`, `两问`), and the words that make
    # a count one per name (`各一条`): by kind (entries, questions, each).
    counts: dict[str, re.Pattern[str]]
    place: dict[str, re.Pattern[str]]
    preferred: re.Pattern[str]
    second: re.Pattern[str]
    undecided: re.Pattern[str]  # the choice between options left open (`二选一请林舟定`)
    fallback: re.Pattern[str]  # a sentence that offers the other place of the edit before it
    documents: re.Pattern[str]
    this_document: re.Pattern[str]
    # Words after a section that put the request into another document (`（写在 edge 活文档里）`).
    document_placed: re.Pattern[str]
    document_named: re.Pattern[str]  # another document's name just before a section
    context: re.Pattern[str]
    cross_reference: re.Pattern[str]  # a section named after these is a reference, no place
    side_mention: re.Pattern[str]  # after a place: a mention of the item there, no entry
    negated: re.Pattern[str]  # a negation and what it negates: `不动`, `无需再写`
    # A caveat's keep of the values it names (`2.41% 不要改`, `不要用 2.96% 覆盖`): values.kept.
    value_keep: re.Pattern[str]
    # A clause that only takes a request back (`但这轮先不做`, `现撤回`, `还是不加了`).
    take_back: re.Pattern[str]
    # Words that open a reason (`因为`, `由于`, `理由是`): the clause says why, it asks nothing.
    reason: re.Pattern[str]
    # A closing-list sentence that limits the round to what it names (`只落条目 1、2`, `其余不动`,
    # `除 §5.6 外`): its words by kind (only, range, except, rest, rest_nouns, filler).
    scope: dict[str, re.Pattern[str]]
    # Words of an item kept out of its new entry (`但 91% 不写入`): the negated verb (`verb`),
    # and the place words and fillers around what it keeps out.
    kept_out: dict[str, re.Pattern[str]]
    # A thing kept out of the document as a whole (`不要把 X 写进活文档`): `ban` (the thing
    # before the verb), `ban_after` (after it: `无需收录 X`), and the words read around it.
    document_ban: dict[str, re.Pattern[str]]
    # `→ 请…`: a line of the brief's caveats list that asks the one who merges for something.
    caveat_request: re.Pattern[str]
    # An item's field that says whether it is filed (`处理意见：暂挂`), its label and its words;
    # and one that names its topic (`归属主题：evaluation`).
    verdict_field: re.Pattern[str]
    topic_field: re.Pattern[str]
    leads: re.Pattern[str]
    pointers: re.Pattern[str]
    section_mark: re.Pattern[str]
    bracket_mark: re.Pattern[str]  # words for a citation's brackets only (`〔〕内写`, `括号里`)
    citation_number: re.Pattern[str]  # the number a new citation is asked to take
    refers_to_new: re.Pattern[str]
    common: re.Pattern[str]  # a sentence after an option list that holds for every option
    see_above: re.Pattern[str]  # a suggestion that points back at the reasoning's options
    same_place: re.Pattern[str]  # a suggestion that takes its place from the item before
    points_elsewhere: re.Pattern[str]  # a suggestion handing its request to another block
    points_to_brief: re.Pattern[str]  # a line handing its request to a part of the brief
    # A suggestion's label at a clause's start, before its colon (past a section it names).
    suggestion_label: re.Pattern[str]
    suggestion_word: re.Pattern[str]  # the same label written run-in, all a clause's words
    short_forms: re.Pattern[str]  # words that ask for a short new entry: a line, a note
    footnote_new: re.Pattern[str]  # words asking that an edit carry a new footnote
    because_of_this: re.Pattern[str]  # words tying a keep to the reason before it
    insert_verbs: re.Pattern[str]  # verbs putting words after or before words held
    footnote_refused: re.Pattern[str]  # words refusing a new footnote (English)
    replace_too: re.Pattern[str]  # after a replace, another value to swap, with no new value
    disposal: re.Pattern[str]  # a clause opening with `把` / `将`: something done to a thing
    formatting: re.Pattern[str]  # a clause asking a look (`并加粗显示`, `同时标红`), not words
    at_merge: re.Pattern[str]  # words addressing the one who merges: `归并时`, `顺手`
    # A root of an editorial verb with its direction or result (`添上`, `补全为`): a line of
    # no block that holds one asks something (reported, never read into an edit).
    loose_requests: re.Pattern[str]
    # A noun that names an entry (`RadixCache 条目`, `已有一条`) with no add verb's root before it.
    nouns: re.Pattern[str]
    # Block headings: the closing list's (`建议动作`), and words that make a heading the
    # closing list's when it names no items and no arXiv list (`结论`, `待办`, `Actions`).
    closing_heading: re.Pattern[str]
    closing_heading_words: re.Pattern[str]
    # The items' section, the caveats and the arXiv list, by their headings' words.
    items_heading: re.Pattern[str]
    caveats_heading: re.Pattern[str]
    caveats_heading_words: re.Pattern[str]  # `## 二、风险`: when the heading names nothing else
    citations_heading: re.Pattern[str]
    # The document's lists (citations, questions, trends) by their headings' words, and the
    # other names each goes by, looked for where no heading has the first ones.
    lists: dict[str, re.Pattern[str]]
    other_lists: dict[str, re.Pattern[str]]
    # A heading line that is wholly a block of no known kind's words (`撤回项`, `备注`): fullmatch.
    aside_heading: re.Pattern[str]
    # The name a request gives its new entry (`新增一条 ExpertFlow`), in its group `name`.
    new_entry_name: re.Pattern[str]
    # A glossary term a request dictates after an add verb and a term noun (`新增术语「X」：…`,
    # `补一个术语：X（Y）——…`): the term in group `quoted`, `bold` or `bare` (dictated_term_of);
    # its definition, where the request gives one after a colon or dash, in group `text`.
    dictated_term: re.Pattern[str]
    # An append verb right before its quoted words (`末尾补"…"`), read on quotes_as_marks text.
    append_before_quote: re.Pattern[str]
    # A label before the words an append adds and their colon (`说明：`): matched at their start.
    append_lead: re.Pattern[str]
    # A verb that only describes the words an append adds (`写明 X`), at their start: no words.
    append_described: re.Pattern[str]
    # `补一句 X 采用比例`: bare words that end in what a sentence should tell, not a sentence.
    append_topic: re.Pattern[str]
    # `（释义待补）`: a new entry's words still to come.
    words_pending: re.Pattern[str]
    # A line an append names by the label it opens with (`表注末尾补一句`), as all the words
    # before the verb: the label is the line's name.
    append_line_label: re.Pattern[str]
    # A glossary term an append names by its definition's noun (`X 定义末尾补一句`), as all the
    # words before the verb: the term in group `name`, quotes and bold taken off first.
    append_defined_term: re.Pattern[str]
    # A paragraph an append names by its place (`第一段末尾`, `最后一段`, `第 3 段`), as the last
    # words before the verb: `first`, `last` or `number` (figures or Chinese numerals) is set.
    append_paragraph: re.Pattern[str]
    # A noun of a line among the words before a section's end (`下面那段末尾`): they name a line.
    append_line_noun: re.Pattern[str]
    # A source verb right after a quote, before an arXiv id or a link (`"X" 加上 arXiv:…`),
    # read on quotes_as_marks text: the quote names the line the source is for.
    source_after_quote: re.Pattern[str]
    # The words before a quote that give the new entry's title (`标题用"…"`, `titled "…"`).
    title_lead: re.Pattern[str]
    # The label of an entry's field that holds its limits (`- 局限：…`, `- Limitations: …`):
    # the brief's caveats for a new entry go there (forms.heading_field_values).
    limit_labels: re.Pattern[str]
    # An English item tag (`Item 2`, `Delta 3`): the item's number in its group `number`.
    item_tag: re.Pattern[str]
    # Tags in a list, `Item 2 and 3`, `Items 2, 4`, `Item 2、Item 3`: the numbers they name.
    item_tag_list: re.Pattern[str]
    # An aside that holds one (`(Item 2)`, `（Delta 3，推荐）`): it names the item, no words of
    # the request.
    item_tag_aside: re.Pattern[str]
    # A run of tags (`增量 ②`, `条目二、三`, `Item ❷`) whose numbers may be written otherwise
    # than in digits: each number in group `number` of item_tag_number_in (items.plain_tags).
    item_tag_run: re.Pattern[str]
    item_tag_number_in: re.Pattern[str]
    # An item's words that void a line of the closing list (`下方归并动作第 2 行删去`): the line
    # by its place in group `nth` or `nth_after`, else by a section the words name, else the
    # item's own.
    closing_line_void: re.Pattern[str]
    # An item's request that leaves its figures to the closing list (`数字以文末归并清单为准`).
    closing_defers: re.Pattern[str]
    # A task-list box at a closing line's start: ticked, unticked, or marking the line dropped.
    box_ticked: re.Pattern[str]
    box_unticked: re.Pattern[str]
    box_dropped: re.Pattern[str]
    # A brief that writes each item as a record of `label: value` lines (`item: 2`, `where: …`,
    # `edit:` then its list): by the item's slot it fills, the labels that name it (read whole,
    # in any case).
    record_fields: dict[str, re.Pattern[str]]
    words: dict[str, tuple[str, ...]]


def _with_change(pattern: str, data: dict[str, Any]) -> str:
    """A pattern with its `{change}` (the lexicon's verb of a cell change) filled in."""
    return pattern.replace("{change}", data.get("unsupported", {}).get("change", "(?!)"))


def _unfolded(folds: list[str]) -> dict[str, str]:
    """Each simplified character of the `script.folds` pairs with the traditional ones that
    fold to it: `{"系": "係繫"}`."""
    found: dict[str, str] = {}
    for pair in folds:
        for k in range(0, len(pair) - 1, 2):
            found[pair[k + 1]] = found.get(pair[k + 1], "") + pair[k]
    return found


# A class of Han characters alone, as the lexicon's phrases write it.
HAN_CLASS = f"[{HAN_RANGE}]"


def _alternation(phrases: list[str]) -> re.Pattern[str]:
    return re.compile(_alternatives(phrases), re.I)


def _alternatives(phrases: list[str]) -> str:
    """The phrases as one pattern's source, to compile (_alternation) or to write into a
    larger pattern: compiling it only to read its source back costs as much as the compile."""
    # Longest first, so that `不新增条目` wins over `不新增` where both match at one place;
    # phrases of one length in the file's order (a set's order would change from run to run).
    ordered = sorted(dict.fromkeys(phrases), key=len, reverse=True)
    joined = "|".join(f"(?:{p})" for p in ordered) if ordered else r"(?!)"
    # Each Han class is read with case: no Han character has one, so it matches the same, and
    # re.I would fold the case of its 21k characters one by one to compile it (3 ms a class,
    # not 1, on every run; not_a_request.done_by_others holds 17).
    return joined.replace(HAN_CLASS, f"(?-i:{HAN_CLASS})")


def _expand(table: dict[str, Any], not_verbs: list[str]) -> list[str]:
    roots = table.get("roots", [])
    root = "[" + "".join(re.escape(r) for r in roots) + "]" if roots else ""
    if root and not_verbs:
        root = f"(?!{_words(not_verbs)}){root}"  # `加速` starts with 加 but adds nothing
    return [p.replace("{root}", root) for p in table.get("phrases", [])]


def _literal(phrase: object) -> str:
    """A team's phrase as plain text (`{root}` kept): a file a pull request can change must
    not bring patterns that take exponential time."""
    if not isinstance(phrase, str):
        raise TypeError(f"a phrase must be a string, not {phrase!r}")
    escaped = re.escape(phrase).replace(r"\{root\}", "{root}")
    escaped = escaped.replace(r"\{negation\}", "{negation}").replace(r"\{n\}", "{n}")
    return escaped.replace(r"\{item_tag\}", "{item_tag}")


def _merged(base: dict[str, Any], extra: dict[str, Any]) -> dict[str, Any]:
    """`extra`'s lists added to `base`'s, table by table (a team never removes a phrase).
    The team's phrases are plain text; words the code escapes itself (roots, negations,
    document and context words) are taken as they are."""
    merged = dict(base)
    for key, value in extra.items():
        if key not in merged:
            raise KeyError(f"unknown table or key {key!r}")
        if isinstance(value, dict) and isinstance(merged[key], dict):
            merged[key] = _merged(merged[key], value)
        elif isinstance(value, list) and isinstance(merged[key], list):
            escaped = key not in ESCAPED_BY_CODE
            merged[key] = [*merged[key], *(_literal(v) if escaped else str(v) for v in value)]
        else:
            raise TypeError(f"{key!r} must be a table of lists of phrases")
    return merged


def _build(data: dict[str, Any]) -> Lexicon:
    verbs = data.get("verbs", {})
    not_verbs = list(data.get("not_verbs", {}).get("words", []))
    words: dict[str, tuple[str, ...]] = {}
    compiled_verbs: dict[str, re.Pattern[str]] = {}
    for meaning in VERB_ORDER:
        phrases = _expand(verbs.get(meaning, {}), not_verbs)
        if meaning == "replace":
            # `97⭐ 已过时，现为 160⭐`: a value called stale, then given anew, is replaced.
            phrases += list(data.get("values", {}).get("restated", []))
            # `"X"一项勾选为已完成`: the item's open box replaced by a ticked one.
            phrases += list(data.get("tick", {}).get("phrases", []))
        words[f"verbs.{meaning}"] = tuple(phrases)
        compiled_verbs[meaning] = _alternation(phrases)
    person = _person(data.get("people", {}))
    guard = _not_negations(data["negation"])
    negation = f"(?:{guard}(?:{_words(data['negation']['words'])}))"
    tag_word = _item_tag_word(data.get("item_tags", {}).get("words", []))
    constraints = {
        key: _guarded(
            guard,
            [p.replace("{negation}", negation).replace("{item_tag}", tag_word) for p in value],
        )
        for key, value in data["constraints"].items()
    }
    place = {key: _alternation(list(value)) for key, value in data["place"].items()}
    only = data["only"]
    only_words = "|".join(re.escape(w) for w in sorted(only["words"], key=len, reverse=True))
    not_before = "|".join(re.escape(w) for w in only["not_before"])
    new_entry = data.get("new_entry", {})
    # A name verb's `{root}` is an add verb's root: `新{root}` reads 新增, 新补… as verbs.add does.
    add_roots = verbs.get("add", {}).get("roots", [])
    name_table = {"roots": add_roots, "phrases": new_entry.get("name_verbs", [])}
    name_verbs = _expand(name_table, not_verbs)
    words["new_entry.name_verbs"] = tuple(name_verbs)
    append_table = verbs.get("append", {})
    before_quote = _expand(
        {"roots": append_table.get("roots", []), "phrases": append_table.get("before_quote", [])},
        not_verbs,
    )
    words["verbs.append.before_quote"] = tuple(before_quote)
    source_table = verbs.get("source", {})
    after_quote = _expand(
        {"roots": source_table.get("roots", []), "phrases": source_table.get("after_quote", [])},
        not_verbs,
    )
    words["verbs.source.after_quote"] = tuple(after_quote)
    replace_table = verbs.get("replace", {})
    value_links = _expand(
        {"roots": replace_table.get("roots", []), "phrases": replace_table.get("value_links", [])},
        not_verbs,
    )
    words["verbs.replace.value_links"] = tuple(value_links)
    item_tag = re.compile(rf"{tag_word}\s*#?\s*(?P<number>{TAG_NUMBER})")
    figures, chinese = _tag_numbers(data.get("item_tags", {}))
    common = list(data["modifiers"].get("common", []))
    fallback = list(data["preference"].get("fallback", []))
    return Lexicon(
        verbs=compiled_verbs,
        roots=re.compile(
            "["
            + "".join(sorted({re.escape(r) for t in verbs.values() for r in t.get("roots", [])}))
            + "]"
            if any(t.get("roots") for t in verbs.values())
            else "(?!)"
        ),
        negation=_guarded(guard, [re.escape(w) for w in data["negation"]["words"]]),
        no_op=_alternation(list(data["no_op"]["phrases"])),
        unsupported=_alternation(list(data.get("unsupported", {}).get("phrases", []))),
        removal=_alternation(list(data.get("unsupported", {}).get("removals", []))),
        new_column=_alternation(list(data.get("unsupported", {}).get("columns", []))),
        new_heading=_alternation(list(data.get("unsupported", {}).get("headings", []))),
        cell_change=tuple(
            re.compile(_with_change(p, data), re.I)
            for p in data.get("unsupported", {}).get("cell_changes", [])
        ),
        cell_row_lead=re.compile(data.get("unsupported", {}).get("cell_row_lead", "(?!)")),
        cell_change_tail=_alternation(
            [_with_change(data.get("unsupported", {}).get("cell_change_tail", "(?!)"), data)]
        ),
        column_lead=re.compile(data.get("unsupported", {}).get("column_lead", "(?!)")),
        item_merge=_alternation(list(data.get("unsupported", {}).get("item_merges", []))),
        attributive=_alternation(list(data.get("attributive", {}).get("phrases", []))),
        sub_item=_alternation(list(data.get("sub_item", {}).get("phrases", []))),
        manner=_alternation(list(data.get("manner", {}).get("phrases", []))),
        recompute=_alternation(list(data.get("recompute", {}).get("phrases", []))),
        tick=_alternation(list(data.get("tick", {}).get("phrases", []))),
        tick_asked=_alternation(
            [*data.get("tick", {}).get("phrases", []), *data.get("tick", {}).get("asked", [])]
        ),
        question_close=_alternation(list(data.get("close_question", {}).get("phrases", []))),
        closed_status=_alternation(list(data.get("close_question", {}).get("closed", []))),
        close_reason_lead=_alternation(
            list(data.get("close_question", {}).get("reason_leads", []))
        ),
        status_label=_alternation(list(data.get("close_question", {}).get("status_labels", []))),
        code_block=_alternation(list(data.get("code_block", {}).get("phrases", []))),
        drafted_elsewhere=_alternation(list(data["modifiers"].get("drafted_elsewhere", []))),
        fold={
            ord(pair[k]): pair[k + 1]
            for pair in data.get("script", {}).get("folds", [])
            for k in range(0, len(pair) - 1, 2)
        },
        unfold=_unfolded(data.get("script", {}).get("folds", [])),
        drafted_field=re.compile(
            rf"^\s*(?:{_alternatives(list(data['modifiers'].get('drafted_fields', [])))})"
            r"\s*[：:]\s*(?:[-*]\s+)?"
        ),
        definition_text=re.compile(
            rf"(?:{_alternatives(list(data['modifiers'].get('definition_leads', [])))})"
            r"\s?(?P<text>[^\s\"“「『](?:.*[^\s。.])?)"
        ),
        restated=_restated(list(data.get("values", {}).get("restated", []))),
        called_wrong=re.compile(
            r"[「“\"『](?P<value>[^「」“”\"『』\n]{1,30})[」”\"』][^「“\"『，,；;。\n]{0,20}?[，,]?\s*"
            rf"(?:{_alternatives(list(data.get('values', {}).get('called_wrong', [])))})"
        ),
        closing_particle=_closing(data.get("values", {}).get("closing_particles", [])),
        value_given=_alternation(list(data.get("values", {}).get("given", []))),
        value_forms=value_forms(
            f"(?:{_alternatives(value_links)})",
            _alternatives(replace_table.get("number_links", [])) or "(?!)",
        ),
        version=_alternation(list(data.get("values", {}).get("versions", []))),
        not_a_request={
            key: _alternation([p.replace("{person}", person) for p in value])
            for key, value in data["not_a_request"].items()
        },
        constraints=constraints,
        only=re.compile(f"(?:{only_words})(?!{not_before})" if not_before else only_words),
        question_only=_alternation(list(only.get("question_only", []))),
        counts={
            key: _alternation([p.replace("{n}", COUNT_NUMBER) for p in value])
            for key, value in data.get("counts", {}).items()
        },
        place=place,
        preferred=_alternation(list(data["preference"]["preferred"])),
        second=_alternation(list(data["preference"]["second"])),
        undecided=_alternation(list(data["preference"].get("undecided", []))),
        fallback=re.compile(rf"\s*(?:{_words(fallback)})" if fallback else r"(?!)"),
        documents=_alternation([re.escape(w) for w in data["documents"]["words"]]),
        this_document=_alternation([re.escape(w) for w in data["documents"]["this"]]),
        document_named=_alternation(
            [
                p.replace("{document}", _words(data["documents"]["words"]))
                for p in data["documents"].get("named", [])
            ]
        ),
        document_placed=_alternation(
            [
                p.replace("{document}", _words(data["documents"]["words"])).replace(
                    "{this}", _words(data["documents"]["this"])
                )
                for p in data["documents"].get("placed", [])
            ]
        ),
        context=_alternation([re.escape(w) for w in data["context"]["words"]]),
        cross_reference=_alternation(list(data["context"]["cross_reference"])),
        side_mention=_alternation(list(data["context"].get("side_mention", []))),
        negated=_negated(data["negation"], guard),
        value_keep=_guarded(
            guard,
            [p.replace("{negation}", negation) for p in data.get("values", {}).get("kept", [])],
        ),
        take_back=_take_back(data.get("take_back", {}), negation),
        reason=_alternation(list(data.get("take_back", {}).get("reason", []))),
        scope={key: _alternation(list(value)) for key, value in data.get("scope", {}).items()},
        kept_out=_kept_out(data.get("kept_out", {}), negation),
        document_ban=_document_ban(data.get("document_ban", {}), negation),
        caveat_request=_alternation(
            list(data.get("caveat_request", {}).get("asks", [])) or ["(?!)"]
        ),
        verdict_field=_field(data.get("verdict", {}).get("labels", [])),
        topic_field=_field(data.get("verdict", {}).get("topic_labels", [])),
        leads=_leads(data["modifiers"]),
        pointers=_alternation([re.escape(w) for w in data["modifiers"]["pointers"]]),
        section_mark=_alternation([re.escape(w) for w in data["modifiers"]["section_mark"]]),
        bracket_mark=_alternation(
            [re.escape(w) for w in data["modifiers"].get("bracket_mark", [])]
        ),
        citation_number=_alternation(list(data["modifiers"].get("citation_number", []))),
        refers_to_new=_alternation([re.escape(w) for w in data["modifiers"]["refers_to_new"]]),
        common=re.compile(rf"\s*(?:{_words(common)})" if common else r"(?!)"),
        see_above=_alternation([re.escape(w) for w in data["modifiers"].get("see_above", [])]),
        same_place=_alternation([re.escape(w) for w in data["modifiers"].get("same_place", [])]),
        points_elsewhere=_alternation(list(data["modifiers"].get("points_elsewhere", []))),
        points_to_brief=_alternation(list(data["modifiers"].get("points_to_brief", []))),
        suggestion_label=re.compile(
            rf"\s*(?:{_alternatives(list(data['modifiers'].get('suggestion_labels', [])))})"
            r"(?=\s*(?:§\s*[\w.-]+\s*)?[：:])"
        ),
        suggestion_word=re.compile(
            rf"[\s\-—–]*(?:{_alternatives(list(data['modifiers'].get('suggestion_labels', [])))})"
            r"[\s：:]*"
        ),
        short_forms=_alternation(list(data["modifiers"]["short_forms"])),
        footnote_new=_alternation(list(data["modifiers"].get("footnote_new", []))),
        because_of_this=_alternation(list(data["modifiers"].get("because_of_this", []))),
        insert_verbs=_alternation(list(data["modifiers"].get("insert_verbs", []))),
        footnote_refused=_alternation(list(data["modifiers"].get("footnote_refused", []))),
        replace_too=_alternation([re.escape(w) for w in data["modifiers"]["replace_too"]]),
        disposal=_at_start(list(data["modifiers"].get("disposal", []))),
        formatting=_at_start(list(data["modifiers"].get("formatting", []))),
        at_merge=_alternation(list(data["modifiers"].get("at_merge", []))),
        loose_requests=_alternation(
            _expand(
                {
                    "roots": sorted({r for t in verbs.values() for r in t.get("roots", [])}),
                    "phrases": data["modifiers"].get("loose_requests", []),
                },
                not_verbs,
            )
        ),
        nouns=_nouns(data["modifiers"].get("nouns", []), verbs.get("add", {}).get("roots", [])),
        closing_heading=_alternation(list(data.get("headings", {}).get("closing", []))),
        closing_heading_words=_alternation(list(data.get("headings", {}).get("closing_words", []))),
        items_heading=_alternation(list(data.get("headings", {}).get("items", []))),
        caveats_heading=_alternation(list(data.get("headings", {}).get("caveats", []))),
        caveats_heading_words=_alternation(list(data.get("headings", {}).get("caveats_words", []))),
        citations_heading=_alternation(list(data.get("headings", {}).get("citations", []))),
        lists={kind: _alternation(list(data["lists"].get(kind, []))) for kind in LISTS},
        other_lists={
            kind: _alternation(list(data["lists"].get("other", {}).get(kind, []))) for kind in LISTS
        },
        aside_heading=_aside_heading(list(data.get("headings", {}).get("asides", []))),
        new_entry_name=_new_entry_name(
            name_verbs,
            new_entry.get("name_ends", []),
            new_entry.get("descriptive", []),
            new_entry.get("function_words", []),
        ),
        dictated_term=_dictated_term(name_verbs, new_entry.get("term_nouns", [])),
        append_before_quote=_before_quote(
            before_quote,
            [*append_table.get("quoted_names", []), *append_table.get("quoted_olds", [])],
        ),
        append_lead=re.compile(
            rf"\s*(?:{_alternatives(list(append_table.get('word_leads', [])))})\s*[：:]\s*"
        ),
        append_described=re.compile(
            rf"\s*(?:话\s*)?(?P<verb>{_alternatives(list(append_table.get('describing', [])))})"
            r"(?!\s*[：:])"
        ),
        words_pending=_alternation(list(data.get("new_entry", {}).get("words_pending", []))),
        append_topic=re.compile(
            rf"(?:{_alternatives(list(append_table.get('described_topics', [])))})\s*$"
        ),
        append_line_label=re.compile(
            r"^\s*(?:[的中里内]\s*)?"
            rf"(?P<name>{_alternatives(list(append_table.get('line_labels', [])))})"
            # Each optional word takes the spaces after it: `\s*` runs side by side with only
            # optional words between them trade a long run of spaces (tests/test_patterns_…).
            r"\s*(?:(?:这|那)\s*)?(?:一\s*)?(?:(?:行|段)\s*)?(?:的\s*)?(?:(?:末尾|结尾|句末)\s*)?$"
        ),
        append_defined_term=re.compile(
            r"^\s*(?:[的中里内]\s*)?"
            rf"(?:(?:{_alternatives(list(new_entry.get('term_nouns', [])))})表?\s*"
            r"(?:[的中里内]\s*)?)?"
            r"(?P<name>[^\s，,；;。：:、][^，,；;。：:、]{0,30}?)"
            r"\s*(?:(?:这|那)\s*)?(?:一\s*)?(?:(?:词条|条目|[个条项])\s*)?(?:的\s*)?"
            rf"(?:{_alternatives(list(append_table.get('definition_nouns', [])))})"
            r"\s*(?:的\s*)?(?:(?:末尾|结尾|句末|最后|后面|之后|后)\s*)?$"
        ),
        append_paragraph=re.compile(
            # (`1.4 一节第一段`: after the section's noun too; `1.2：第一段`, after its colon.)
            r"(?:^|(?<=[\s的中里内节章：:]))\s*"
            rf"(?:(?P<first>{_alternatives(list(append_table.get('first_paragraph', [])))})"
            rf"|(?P<last>{_alternatives(list(append_table.get('last_paragraph', [])))})"
            r"|第\s*(?P<number>\d{1,2}|[一二三四五六七八九十])\s*(?:自然)?段(?:落)?)"
            # (`第二段（"设备侧，…"那段）段末`: an aside quoting how it opens, checked by render.)
            r"(?:\s*[（(][^（）()\n]{0,60}[）)])?"
            # (`在 §1.3 第一段末尾，加一句`: the place, its comma, then the verb.)
            r"\s*(?:的\s*)?(?:(?:末尾|结尾|句末|段末|段尾|末|最后|后面|之后|后|里|中)\s*)?[，,]?\s*$"
        ),
        append_line_noun=re.compile(_alternatives(list(append_table.get("line_nouns", [])))),
        source_after_quote=_after_quote(after_quote),
        title_lead=_title_lead(list(new_entry.get("title_leads", []))),
        limit_labels=_alternation(list(data.get("fields", {}).get("limits", []))),
        item_tag=item_tag,
        item_tag_list=re.compile(
            rf"{tag_word}s?\s*#?\s*{TAG_NUMBER}"
            rf"(?:\s*(?:,|，|、|&|(?i:and)|和|与|及)\s*(?:{tag_word}\s*#?\s*)?{TAG_NUMBER})*"
        ),
        item_tag_aside=re.compile(rf"[（(][^（）()]*?(?:{item_tag.pattern})[^（）()]*[）)]"),
        item_tag_run=_tag_run(tag_word, figures, chinese),
        closing_line_void=_closing_line_void(data.get("closing_lines", {})),
        closing_defers=_alternation(list(data.get("closing_lines", {}).get("defers", []))),
        box_ticked=_at_start(data.get("checkboxes", {}).get("ticked", [])),
        box_unticked=_at_start(data.get("checkboxes", {}).get("unticked", [])),
        box_dropped=_at_start(data.get("checkboxes", {}).get("dropped", [])),
        item_tag_number_in=re.compile(rf"(?:[#＃]\s*)?(?P<number>{figures}|{chinese})"),
        record_fields={
            slot: _alternation(list(labels)) for slot, labels in data.get("records", {}).items()
        },
        words=words,
    )


def _before_quote(verbs: list[str], names: list[str]) -> re.Pattern[str]:
    """The verbs right before a quote (each quote as its marks around QUOTE_FILLER), in the
    group `verb`, the quote not followed by words that make it a name."""
    if not verbs:
        return re.compile(r"(?!)")
    not_a_name = rf"(?!\s*(?:{'|'.join(names)}))" if names else ""
    return re.compile(
        rf"(?P<verb>{_alternatives(verbs)})\s*[\"“「『]{QUOTE_FILLER}*[\"”」』]{not_a_name}"
    )


def _aside_heading(words: list[str]) -> re.Pattern[str]:
    """A heading line made of one of the words alone, perhaps numbered (`三、`, `3.`), with an
    aside (`（1 条）`) and a colon after it; read with fullmatch."""
    if not words:
        return re.compile(r"(?!)")
    return linear(
        r"(?:[一二三四五六七八九十\d]+\s*[、.．]\s*)?"
        rf"(?:{_alternatives(words)})"
        r"(?:\s*[（(][^（）()]{0,20}[）)])?\s*[：:]?",
        re.I,
    )


def _after_quote(verbs: list[str]) -> re.Pattern[str]:
    """A quote (its marks around QUOTE_FILLER), then one of the verbs, then the source it
    gives: an arXiv id or a link (after `链接` / `URL` if said), perhaps in brackets."""
    if not verbs:
        return re.compile(r"(?!)")
    source = (
        r"[（(\[]?\s*(?:arXiv\s*[:：]?\s*\d{4}\.\d{4,5}"
        r"|(?:(?:来源|出处)\s*)?(?:链接|网址|URL)?\s*[:：]?\s*https?://)"
    )
    # Several `\s*` gaps in a row: each takes its run of white space whole (parse.linear).
    return linear(
        rf"[\"“「『]{QUOTE_FILLER}*[\"”」』]\s*的?\s*(?P<verb>{_alternatives(verbs)})"
        rf"\s*{source}"
    )


def _nouns(nouns: list[str], roots: list[str]) -> re.Pattern[str]:
    if not nouns:
        return re.compile(r"(?!)")
    before = "".join(re.escape(r) for r in roots)
    return re.compile(f"(?<![{before}新])(?:{_words(nouns)})" if before else _words(nouns))


# English words after a name that say where it goes (`add an entry for X to §4.1`).
PLACE_WORDS = r"(?:to|in|into|under|after|before|below|above)\b"
# `add X right after Y`: a word that sharpens the place is no part of the name before it.
PLACE_ADVERBS = r"(?:right|just|directly|immediately)\s+(?=" + PLACE_WORDS + ")"
ENGLISH_PLACE = rf"\s+(?:{PLACE_ADVERBS})?{PLACE_WORDS}"


def _new_entry_name(
    verbs: list[str], ends: list[str], descriptive: list[str], function_words: list[str]
) -> re.Pattern[str]:
    """`新增一条 X 条目`, `新增一条 X，与 Y 并列`, `增录 X。`: a Latin name (one word or two, not
    an arXiv id) right after a name verb and an optional `一条` (or its number, `第 4 条：`),
    ended by `条目`, a clause mark,
    the line's end, another `一条` or an end word; three or four Latin words, or a Chinese run
    set apart after the verb (`新增 可验证奖励合成 一条`), only where the words are clearly a
    name (below). Case matters (`arXiv` is an id, not `ARXIV`): compiled without re.I, as the
    verbs are CJK."""
    if not verbs:
        return re.compile(r"(?!)")
    said = "|".join(f"(?:{v})" for v in sorted(dict.fromkeys(verbs), key=len, reverse=True))
    end = f"|(?:{_words(ends)})" if ends else ""
    # The English noun after a name (`新增一条 X entry`; `新增一条 **X** entry`, its quote
    # removed) is no part of the name and no name: it ends the name, as `条目` does.
    noun = r"(?:entry|item|bullet|row|line)(?![A-Za-z0-9])"
    # The words of a name: Latin letters and digits, the first a letter (not an arXiv id),
    # none ending in a full stop (`add X.`).
    rest = r"(?:[A-Za-z0-9_.+/-]*[A-Za-z0-9_+/-])?"
    first = rf"(?!arXiv|{noun})[A-Za-z]{rest}"
    # `add X as a new entry under 2.3.1`: `as a … entry` says what X becomes, no word of it.
    apposed = rf"as\s+(?:a|an|one)\s+(?:new\s+)?{noun}"
    word = rf"(?!{PLACE_WORDS}|{PLACE_ADVERBS}|{noun}|{apposed})[A-Za-z0-9]{rest}"
    entry_noun = rf"\s*条目|\s+{noun}"
    clause_end = r"\s*(?:[，,；;。（(]|\.(?!\S)|$)"
    # Ended by the clause alone, three or four words are a name only when capitalised and
    # free of words that describe (`add Notes on the decode path`).
    plain = rf"(?!(?:{_words(function_words)})(?![A-Za-z0-9]))" if function_words else ""
    # A Chinese run (no space in it) set apart after the verb: no count first (`一条关于…`),
    # no word that describes (`实验数据`, `…的说明`); ended by a noun of an entry or the clause.
    han = f"[{HAN_RANGE}]"
    said_of = rf"(?![^\s，,；;。（(]*?(?:{_words(descriptive)}))" if descriptive else ""
    no_count = r"(?![一两二三四五六七八九十几]\s*[条项个行]|条目|词条)"
    return re.compile(
        # `新增：SO-101（2025）— …`: the name may follow the verb's colon too.
        # `新增一行 RDT：类型 …`: after `一行`, the row's name ends at the colon opening its cells.
        rf"(?:{said})\s*(?P<verb_colon>[：:]\s*)?"
        rf"(?:(?:一|第\s*\d+\s*)(?:[条项个]|(?P<row_word>行))\s*(?P<count_colon>[：:])?\s*)?"
        rf"(?:(?P<name>{first}(?:\s{word})?)"
        # `新增一条 X：…`: a name, then the entry's words after its colon (not after a colon of
        # the verb's own: `新增一条：X：…` is a glossary's term and its definition).
        rf"(?:{entry_noun}|(?=\s*(?:[，,；;。（(]|\.(?!\S)|$|一\s*[条项个行]{end}"
        rf"|(?(verb_colon)(?!)|(?(count_colon)(?!)|[：:]\s*[^\s：:]))"
        rf"|(?(row_word)[：:]|(?!)))"
        rf"|{ENGLISH_PLACE}|\s+{apposed}))"
        # `补录 Predictive warm pools 条目`: three or four words where a noun of an entry ends
        # them (the run is a name, not words describing the entry), or the clause when they
        # are clearly a name (`Chapter 3 补录 Predictive warm pools；`).
        rf"|(?P<long>{first}(?:\s{word}){{2,3}})(?:{entry_noun}|(?=\s*一\s*[条项个行]))"
        rf"|(?=[A-Z])(?P<plain>{plain}{first}(?:\s{plain}{word}){{2,3}})(?={clause_end}|{ENGLISH_PLACE}))"
        # Set apart by a space or the verb's colon (`新增：喀尔巴阡蜂（2019）。`).
        rf"|(?:{said})(?:\s+|\s*[：:]\s*){no_count}{said_of}"
        rf"(?P<han>{han}[{HAN_RANGE}A-Za-z0-9·-]{{1,15}}?)"
        rf"(?=\s*(?:一\s*[条项个行]|条目?|entry(?![A-Za-z]))|{clause_end})"
        # `补一条 逆醛缩酶（IPD，2026）：…`: after a count, set apart by a space, a Chinese run
        # before its aside or the colon opening the entry's words.
        rf"|(?:{said})(?:\s*一\s*[条项个])?\s+{said_of}"
        rf"(?P<counted>{han}[{HAN_RANGE}A-Za-z0-9·-]{{0,15}}?)"
        rf"(?=\s*(?:[（(][^（）()\n]{{1,40}}[）)])?\s*(?:[：:]|——|[—–]\s)\s*\S)"
    )


def _dictated_term(verbs: list[str], nouns: list[str]) -> re.Pattern[str]:
    """A name verb, an optional count (`一个`) and a term noun, then the term, quoted
    (`「X」`, `"X"`), bold (`**X**`) or bare up to its colon, dash or the clause's end (`语义 ID`,
    `回温（Rebound）`: a bare term may hold a space or an aside), then its definition
    after that colon or dash, to the clause's end."""
    if not nouns:
        return re.compile(r"(?!)")
    ordered = sorted(dict.fromkeys(verbs), key=len, reverse=True)
    said = "|".join(f"(?:{v})" for v in ordered) if ordered else r"(?!)"
    # (A quote holding a colon or a full stop is the whole entry dictated, term and words:
    # `补一个术语：「X：…。」`.)
    quoted = r"[「『“\"](?P<quoted>[^」』”\"\n：:。]{1,40})[」』”\"]|\*\*(?P<bold>[^*\n]{1,40})\*\*"
    bare = r"(?P<bare>[^\s：:，,；;。「『“\"*][^：:，,；;。\n]{0,39}?)"
    # `：`, a dash, or `，释义为`: the definition follows (`加一个术语"X"，释义为"…"`).
    separator = r"\s*(?:[：:]|——|\s[—–-]\s|[，,]\s*(?:释义|定义|含义|意为)(?:为|是)?[：:]?)\s*"
    return re.compile(
        # `补一条：术语"X"，释义"…"`: the count's colon before the noun.
        rf"(?:{said})\s*(?:一\s*[个条项]\s*(?:[：:]\s*)?)?(?:新的?\s*)?(?:{_alternatives(nouns)})\s*[：:]?\s*"
        rf"(?:{quoted}|{bare})"
        rf"(?:{separator}(?P<text>[^\s。；;].*?)|(?=\s*(?:[。；;，,]|$)))\s*[。.]?\s*$"
    )


def _title_lead(leads: list[str]) -> re.Pattern[str]:
    """A title lead and what may stand between it and its quote: `标题用："…"`, `titled "…"`."""
    if not leads:
        return re.compile(r"(?!)")
    return re.compile(rf"(?:{_alternatives(leads)})\s*[：:]?\s*", re.I)


# An item tag's number: not a range (`Item 2–4`), a section (`Item 2.1`) nor a quantity
# (`delta 2%`, `delta 2x`).
TAG_NUMBER = r"\d+(?!\d|\.\d|\s*[–\-~～]\s*\d|\s*[%‰]|[A-Za-z])"


CHINESE_NUMERALS = "一二三四五六七八九十"
# A count in words or figures (`两`, `三`, `2`): the `{n}` of the counts table. Not an ordinal
# (`第 73 条`, `第二条`): a place, no count; nor the end of a name (`FP8 条目`).
# English number words count the same way (`add two questions`, `three new entries`): a whole
# word only (not `someone`, `often`).
ENGLISH_NUMBERS = ("one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten")
_ENGLISH_NUMBER = rf"\b(?:{'|'.join(ENGLISH_NUMBERS)})\b"
COUNT_NUMBER = (
    r"(?<!第)(?<!第\s)(?:[一两二三四五六七八九十]|(?<![\dA-Za-z._\-])\d{1,2}(?![\d.])"
    rf"|(?<![-–]){_ENGLISH_NUMBER}(?![-–]))"
)


def counted(words: str) -> int:
    """The number a count of the counts table says: `两条` → 2, `3 个条目` → 3, `two new
    entries` → 2."""
    number = re.search(rf"[一两二三四五六七八九十]|\d+|{_ENGLISH_NUMBER}", words, re.I)
    assert number is not None, words  # every count holds one
    said = number.group(0).lower()
    if said in ENGLISH_NUMBERS:
        return ENGLISH_NUMBERS.index(said) + 1
    return 2 if said == "两" else chinese_number(said)


def _tag_numbers(table: dict[str, Any]) -> tuple[str, str]:
    """A tag's number in any form: in figures (digits, full width, circled) and in Chinese
    numerals; neither a section (`条目 2.1`) nor a quantity (the table's `quantity_units`),
    and no numeral that starts a word of `not_numbers` (`条目一律`)."""
    characters = "".join(NUMBER_CHARACTERS)
    units = table.get("quantity_units", [])
    not_quantity = rf"(?!\s*(?:{_words(units)}))" if units else ""
    not_word = rf"(?!{_words(table.get('not_numbers', []))})" if table.get("not_numbers") else ""
    figures = rf"(?:[{characters}]|[0-9０-９]+(?![0-9０-９]|[.．][0-9０-９])){not_quantity}"
    chinese = rf"{not_word}[{CHINESE_NUMERALS}]{{1,3}}(?![{CHINESE_NUMERALS}]){not_quantity}"
    return figures, chinese


def _tag_run(tag_word: str, figures: str, chinese: str) -> re.Pattern[str]:
    """`条目 ②`, `增量二、三`, `条目 #2 和 3`, `条目 ２–３`, `Item ❷`: an item word, then one
    number, a list or a range. After a comma only figures or another tag go on the list:
    `（增量 1，二选一）` names item 1 and then the options."""
    word = rf"(?:条目|增量|{tag_word})"
    tag = rf"(?:[#＃]\s*)?(?:{figures}|{chinese})"
    joint = r"\s*(?:、|和|与|及|/|／|[–\-~～]|至|到)\s*"
    comma = rf"\s*[,，]\s*(?:{word}\s*{tag}|(?:[#＃]\s*)?{figures})"
    return re.compile(rf"{word}\s*{tag}(?:{joint}(?:{word}\s*)?{tag}|{comma})*")


def _at_start(phrases: list[str]) -> re.Pattern[str]:
    """One of the phrases at the text's start (after white space), in group `said`."""
    if not phrases:
        return re.compile(r"(?!)")
    return linear(rf"\s*(?P<said>{_alternatives(phrases)})")


def _closing_line_void(table: dict[str, Any]) -> re.Pattern[str]:
    """The closing list, a line of it (by its place, `第 N 行` / `line N`, in a group `nth…`;
    else words pointing at one) and a void word, within one clause: the list, the line, the
    word (`归并动作第 2 行删去`); the word first (`删去归并动作第 2 行`); or `drop line 2 of the
    closing list`."""
    if not all(table.get(key) for key in ("list", "lines", "void")):
        return re.compile(r"(?!)")
    named, noun, void, own = (
        _alternatives(list(table.get(key, []))) for key in ("list", "lines", "void", "self")
    )
    clause = r"[^，,；;。（）()]"
    number = rf"\d+|[{CHINESE_NUMERALS}]+"

    def line(group: str) -> str:
        return (
            rf"(?:{clause}{{0,6}}?(?:第\s*(?P<{group}>{number})\s*(?:{noun})"
            rf"|(?i:line|item|entry)\s*#?\s*(?P<{group}_en>\d+))"
            rf"|{clause}{{0,6}}?(?:{own}){clause}{{0,8}}?(?:{noun})"
            rf"|{clause}{{0,22}}?(?:{noun}))"
        )

    return re.compile(
        rf"(?:{named}){line('nth')}{clause}{{0,8}}?(?:{void})"
        rf"|(?:{void}){clause}{{0,8}}?(?:{named}){line('nth_after')}"
        rf"|(?:{void}){line('nth_of')}\s+(?:of|in|from)\s+(?:the\s+)?(?:{named})",
        re.I,
    )


def closing_line_number(match: re.Match[str]) -> int:
    """The place of the closing line a closing_line_void match names (`第 2 行`, `line 2`),
    or 0 when it names the line otherwise."""
    for group, said in match.groupdict().items():
        if said and group.startswith("nth"):
            return chinese_number(said)
    return 0


def _item_tag_word(words: list[str]) -> str:
    """An English item tag word (`Item`, `delta`) as a word of its own, in any case."""
    return rf"(?<![A-Za-z])(?i:{_words(words)})" if words else r"(?!)"


def _closing(particles: list[str]) -> re.Pattern[str]:
    """A closing particle at the end of a value's text (`40% 即可` → `40%`)."""
    return re.compile(rf"\s*(?:{_words(particles)})\s*$" if particles else r"(?!)")


def _person(table: dict[str, Any]) -> str:
    """A person's name by its shapes (table `people`), to write into the phrases that hand a
    request over: `{surnames}` and `{not_names}` in a shape are those lists' words."""
    surnames = _words(table.get("surnames", [])) or "(?!)"
    not_names = _words(table.get("not_names", [])) or "(?!)"
    shapes = [
        shape.replace("{surnames}", surnames).replace("{not_names}", not_names)
        for shape in table.get("shapes", [])
    ]
    return f"(?:{_alternatives(shapes)})"


def _words(words: list[str]) -> str:
    return "|".join(re.escape(w) for w in sorted(dict.fromkeys(words), key=len, reverse=True))


def _not_negations(table: dict[str, Any]) -> str:
    """A lookahead that fails where a negation word is part of a word negating nothing: at
    the `别` of `分别`, `(?<=[分区…])别` holds. "" when the table lists no such word."""
    # The words before a negation, by what follows them and by their length (a lookbehind
    # takes one width): one lookbehind per group keeps the pattern short, and this guard
    # stands at the head of every constraint, so its length is paid in every search.
    before_by_rest: dict[tuple[str, int], dict[str, None]] = {}
    for word in dict.fromkeys(table.get("not_negations", [])):
        for negation in table["words"]:
            at = word.find(negation)
            while at >= 0:
                key = (word[at:], at)
                before_by_rest.setdefault(key, {})[word[:at]] = None
                at = word.find(negation, at + 1)
    pieces = []
    for (rest, width), befores in before_by_rest.items():
        if width == 0:
            pieces.append(re.escape(rest))
        elif width == 1:
            chars = "".join(re.escape(b) for b in befores)
            pieces.append(f"(?<=[{chars}]){re.escape(rest)}")
        else:
            pieces.append(f"(?<={'|'.join(re.escape(b) for b in befores)}){re.escape(rest)}")
    return f"(?!{'|'.join(pieces)})" if pieces else ""


def _guarded(guard: str, phrases: list[str]) -> re.Pattern[str]:
    """The phrases' alternation, never starting inside a word that negates nothing."""
    return linear(f"{guard}(?:{_alternatives(phrases)})", re.I)


def _negated(table: dict[str, Any], guard: str = "") -> re.Pattern[str]:
    """A negation, a few words that may follow it (本轮, 再, 要), and what it negates."""
    # `不必给 §3.1 X 一条补出处`: a co-verb and its object (no clause break) before the verb.
    co_verbs = table.get("co_verbs", [])
    object_of = rf"(?:(?:{_words(co_verbs)})[^，,；;。：:]{{1,24}}?)?" if co_verbs else ""
    # `不必在 §3.1 里补条目`: a word of place after the gap the section leaves, before the verb.
    places = table.get("place_words", [])
    inside = f"(?:{_words(places)})?" if places else ""
    return re.compile(
        f"{guard}(?:{_words(table['words'])})(?:{_words(table['between'])})?{object_of}"
        # `勿在 §6.2 重复写`: the section read out of the words leaves a gap.
        rf"\s*{inside}\s*(?:{_words(table['objects'])})"
    )


def _kept_out(table: dict[str, Any], negation: str) -> dict[str, re.Pattern[str]]:
    """The kept_out table's patterns: `verb` a negated verb of writing words down (`暂不写入`,
    `不要写进去`, `勿提`); `places` and `fillers` the words around what it keeps out."""
    verbs, ends = _words(table.get("verbs", [])), _words(table.get("verb_ends", []))
    verb = f"{negation}\\s*(?:{verbs})(?:{ends})?" if verbs else r"(?!)"
    return {
        "verb": re.compile(verb),
        **{key: _alternation(list(table.get(key, []))) for key in ("places", "fillers")},
    }


def _document_ban(table: dict[str, Any], negation: str) -> dict[str, re.Pattern[str]]:
    """The document_ban table's patterns, each read on one clause to its end: `ban` a negation,
    把 and the thing, a verb of writing into and the document's own word if any (`不要把 X
    写进活文档`); `ban_after` a negation, a verb of filing and the thing (`无需收录 X`);
    `tables`, `pronouns`, `thing_ends` and `filing` the words read around them."""
    verbs = f"(?:{_words(table['verbs'])})(?:{_words(table['verb_ends'])})?"
    filing = f"(?:{_alternatives(table['filing'])})"
    place = f"(?P<place>{_alternatives([*table['documents'], *table['tables']])})"
    # Each optional word takes the spaces after it: no two runs of spaces meet (a long run
    # would be split between them every way).
    tail = rf"\s*(?:{place}\s*)?(?:(?:{_alternatives(table['inside'])})\s*)?(?:[。.!！]\s*)?$"
    soft = r"(?:再|要|先|暂且?|可|必)?"
    thing = r"(?P<thing>[^，,；;。]{0,30}?)"
    return {
        "ban": re.compile(
            rf"{negation}\s*{soft}\s*(?:把|将)\s*{thing}\s*(?:{verbs}|{filing}){tail}"
        ),
        "ban_after": re.compile(
            rf"{negation}\s*{soft}\s*(?:{filing})\s*(?P<thing>[^，,；;。]{{1,30}}?)\s*[。.!！]?\s*$"
        ),
        "tables": re.compile(f"(?:{_alternatives(table['tables'])})"),
        "pronouns": re.compile(f"(?:{_alternatives(table['pronouns'])})"),
        "thing_ends": re.compile(rf"\s*(?:{_alternatives(table['thing_ends'])})\s*$"),
        "filing": re.compile(f"(?:{_alternatives(table['speaks_of_filing'])})"),
        "edit_nouns": re.compile(f"(?:{_alternatives(table.get('edit_nouns', [])) or '(?!)'})"),
        "unconfirmed": re.compile(
            rf"(?:{_alternatives(table.get('unconfirmed', []))})\s*[。.!！]?"
        ),
        # A filing said last, into the document or nowhere named (`…后再入档`, `…再写进活文档`).
        "filed_last": re.compile(
            rf"(?:{verbs}|{filing}|{_alternatives(table['speaks_of_filing'])}"
            rf"|(?<=再){_alternatives(table.get('changed_last', []))}){tail}"
        ),
    }


def _take_back(table: dict[str, Any], negation: str) -> re.Pattern[str]:
    """A whole clause that takes a request back: openers (但, 不过), then time words or
    `这一步`, then the word, a particle and an aside (`（证据不足）`), and nothing else.
    `{negation}` in a phrase is any negation word (the pattern `negation`)."""
    phrases = [p.replace("{negation}", negation) for p in table.get("phrases", [])]
    # `{later}`, `{set_aside}`, `{watch}`, `{put_off}`: a word of the table's list so named.
    for name in ("later", "set_aside", "watch", "put_off"):
        listed = "|".join(table.get(name, [])) or "(?!)"
        phrases = [p.replace(f"{{{name}}}", f"(?:{listed})") for p in phrases]
    if not phrases:
        return re.compile(r"(?!)")
    openers = "|".join(table.get("openers", [])) or "(?!)"
    adverbs = "|".join(table.get("adverbs", [])) or "(?!)"

    # Each run of white space or separators is taken whole (whole_run, and each `\s*` of the
    # phrases: linear): blanked quotes and references leave long runs, and the words read
    # between runs never start with one.
    def sep() -> str:
        return whole_run(r"\s，,、：:—–\-")

    def space() -> str:
        return whole_run()

    def said() -> str:
        return rf"(?:(?:{adverbs}){sep()})*(?:{_alternatives(phrases)})"

    return linear(
        # `仅供参考、不建议入档`: take-backs said one after another are one.
        rf"{sep()}(?:(?:{openers}){sep()})*{said()}(?:{space()}[、，,]{sep()}{said()})*"
        # `skip this round`: a time word may follow too.
        rf"(?:{sep()}(?:{adverbs}))?"
        rf"{space()}(?:了|吧|啦|掉)?{space()}(?:[（(][^（）()]*[）)])?{space()}[。.!！]?{space()}",
        re.I,
    )


def _restated(links: list[str]) -> re.Pattern[str]:
    """A value with a digit (and a unit after a space), a link of `links`, and the value now."""
    if not links:
        return re.compile(r"(?!)")
    unit = r"(?:\s+[A-Za-z%µ]{1,6}(?:/[A-Za-z]{1,6})?(?![\w/]))?"
    return re.compile(
        rf"(?P<old>[^\d\s，,；;：:]*\d(?:,(?=\d)|[^\s，,；;：:])*{unit})\s*(?:{'|'.join(links)})\s*"
        rf"(?P<new>[^\d\s，,；;。]*\d(?:,(?=\d)|\.(?=\w)|[^\s，,；;。.])*{unit})"
    )


def _field(labels: list[str]) -> re.Pattern[str]:
    """A field whose short label holds one of `labels`: its `label`, then its `words` up to
    the end of the line or of its bracket (`【状态：已撤回】`)."""
    if not labels:
        return re.compile(r"(?!)")
    return re.compile(
        rf"(?:^|【)\s*(?P<label>[^：:【】\n]{{0,8}}?(?:{'|'.join(labels)})[^：:【】\n]{{0,4}}?)"
        r"\s*[：:]\s*(?P<words>[^【】\n]+)"
    )


def _leads(table: dict[str, Any]) -> re.Pattern[str]:
    """`挂 X 与 Y 作线索` → X 与 Y: the words before a leads phrase, after a verb."""
    verbs = "|".join(table["lead_verbs"])
    return linear(
        # The leads start and end with a word, so that the gap after them is tried only
        # there: a long run of white space is not traded between them and the gap.
        rf"(?:——|—|--)?\s*(?:{verbs})?\s*"
        rf"(?P<leads>[^，,；;。—\s](?:[^，,；;。—]*?[^，,；;。—\s])?)"
        rf"\s*(?:{_words(table['leads'])})"
    )


def _parse(text: str, where: str) -> dict[str, Any]:
    try:
        return tomllib.loads(text)
    except tomllib.TOMLDecodeError as err:
        raise BadInput(f"{where}: not valid TOML ({err})") from None


@lru_cache(maxsize=1)
def _base_data() -> dict[str, Any]:
    # The wheel installs it beside this module (package data); importlib.resources would
    # find it there too, after ~3 ms of importing itself and zipfile on every run.
    text = Path(__file__).with_name("lexicon.toml").read_text(encoding="utf-8")
    return _parse(text, "kbpatch/reading/lexicon.toml")


@lru_cache(maxsize=1)
def default_lexicon() -> Lexicon:
    """The lexicon kbpatch ships with."""
    return _build(_base_data())


@lru_cache(maxsize=16)
def lexicon_from_text(team_text: str, where: str = TEAM_FILE) -> Lexicon:
    """The shipped lexicon with a team's phrases (TOML text, same tables) added."""
    if not team_text.strip():
        return default_lexicon()
    try:
        return _build(_merged(_base_data(), _parse(team_text, where)))
    except (re.error, KeyError, TypeError) as err:
        raise BadInput(f"{where}: {err}; see docs/reading.md for its tables") from None


def lexicon_for(root: Path) -> Lexicon:
    """The lexicon for briefs of the repository at `root`: with its `.kbpatch.toml`, if any."""
    team = root / TEAM_FILE
    if team.is_symlink():
        raise BadInput(f"{team} is a symbolic link; keep the lexicon file itself at the root")
    if not team.is_file():
        return default_lexicon()
    # A configuration file is a few KB; read no more than that plus one byte.
    with team.open("rb") as handle:
        data = handle.read(256 * 1024 + 1)
    if len(data) > 256 * 1024:
        raise BadInput(f"{team}: larger than 256 KB; a lexicon file is a few KB")
    try:
        # utf-8-sig: an editor that saves with a byte-order mark (Notepad) writes it first,
        # and the TOML reader takes it for a stray character.
        text = data.decode("utf-8-sig")
    except UnicodeDecodeError:
        raise BadInput(f"{team}: not UTF-8") from None
    return lexicon_from_text(text, str(team))
