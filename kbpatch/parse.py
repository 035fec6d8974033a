"""Read an E1 brief (proper markdown or markdown flattened to plain text) into a `Brief`."""

from __future__ import annotations

import bisect
import itertools
import re
from collections.abc import Iterable
from dataclasses import dataclass, field, replace
from typing import TYPE_CHECKING, NamedTuple

from .chars import HAN_RANGE
from .errors import BadInput
from .models import Brief, Item, ItemStatus, OutsideLine, Segment

if TYPE_CHECKING:
    from .reading.lexicon import Lexicon

# `\s*` in a pattern's source (not `\s*?`, not `\s*+`).
WHITE_RUN = re.compile(r"\\s\*(?![?+])")
RUN_NAMES = itertools.count()


def whole_run(chars: str = r"\s") -> str:
    """A pattern for a run of `chars` taken whole and never given back: an atomic group,
    spelled as a lookahead and a backreference (Python 3.10 has no `*+`). Runs that may each
    give some to the next cost time to the power of their number to fail, and a hostile line,
    a blanked quote or a list of blanked references is such a run."""
    name = f"run{next(RUN_NAMES)}"
    return f"(?=(?P<{name}>[{chars}]*))(?P={name})"


def linear(pattern: str, flags: int = 0) -> re.Pattern[str]:
    r"""`re.compile(pattern, flags)` with each `\s*` a whole run (whole_run): for patterns where
    nothing after a `\s*` may start with white space, so that it matches the same."""
    return re.compile(WHITE_RUN.sub(lambda _: whole_run(), pattern), flags)


# The other forms of a tag's number, each character one number: circled, in parentheses,
# with a full stop, white on black (①, ⑴, ⒈, ❶, ➀, ➊, ⓫).
# Each run: its first character, the number it stands for, how many follow in order.
NUMBER_RUNS = (
    (0x2460, 1, 20),  # ①
    (0x2474, 1, 20),  # ⑴
    (0x2488, 1, 20),  # ⒈
    (0x2776, 1, 10),  # ❶
    (0x2780, 1, 10),  # ➀
    (0x278A, 1, 10),  # ➊
    (0x24F5, 1, 10),  # ⓵
    (0x24EB, 11, 10),  # ⓫
)
NUMBER_CHARACTERS = {
    chr(first + offset): number + offset
    for first, number, count in NUMBER_RUNS
    for offset in range(count)
}
# `条目 1：X` on any line, and the forms no sentence starts with: `条目 1｜X`, `【条目 1】X`,
# `【条目一】X`, `【增量②】X` (a plain-text brief's items, which no heading mark sets apart).
ITEM_HEADER = re.compile(
    r"^(?:(?P<kind>条目|增量)\s*(?P<num>\d+)\s*(?P<note>（[^）]*）|\([^)]*\))?\s*[：:｜]"
    r"|【\s*(?P<bracketed>条目|增量)\s*(?P<bracketed_num>\d{1,4}|[一二三四五六七八九十]{1,3}|["
    + "".join(NUMBER_CHARACTERS)
    + r"])\s*】)\s*(?P<title>.*)$"
)
# An item's heading in the other forms analysts write it, read only on a heading line (a
# markdown heading, or a line all in bold): no colon (`条目 1 QuietRoute`, `条目 2 - X`), a
# Chinese numeral (`增量 一：X`), a circled one (`增量 ②：X`), a sub-number (`条目 1a：X`).
# Also in brackets (`【条目 1】X`), after 新增 (`新增条目 1：X`), with a `#` (`增量 #1：X`), with
# a full-width bar, a full stop or a parenthesis after the number (`条目 1｜X`, `条目 1. X`,
# `条目 1）X`), and as `第 1 条：X`.
LOOSE_ITEM_HEADER = linear(
    r"^(?:【\s*)?(?:新增)?(?:(?P<kind>条目|增量)\s*[#＃]?\s*|第\s*(?=[\d一二三四五六七八九十]+\s*条))"
    r"(?P<num>\d{1,4}|[一二三四五六七八九十]{1,3}|["
    + "".join(NUMBER_CHARACTERS)
    + r"])(?P<sub>[a-z](?![A-Za-z]))?(?(kind)|\s*条)"
    r"\s*(?:】)?\s*(?P<note>（[^）]*）|\([^)]*\))?"
    r"\s*(?:[：:]|[-—–·|｜]+|[.．、)）](?!\d)|(?<=\s)|(?<=】))\s*(?P<title>\S.*)$"
)
# What follows an English item tag on its heading line: `: Title`, ` — Title`.
TAGGED_TITLE = re.compile(r"\s*(?:[：:]|[-—–·|]+)\s*(?P<title>\S.*)")
# An English field label of an item (`Suggested placement:`, `Key points:`, `Source:`): read by
# what it says, as an items table's column header is (COLUMN_SLOTS).
ENGLISH_FIELD = re.compile(r"(?P<label>[A-Za-z][A-Za-z ]{1,30}?)\s*[：:]\s*")
ENGLISH_FIELD_SLOTS = frozenset(
    {"sources", "summary", "suggestions", "relation", "verdict", "caveats"}
)
# `### 1. QuietRoute（…）`: a numbered heading in the items' section is an item's heading.
# `1. X`, `1) X`, and in brackets `[1] X`, `【1】X`, `(1) X`.
NUMBERED_ITEM_HEADER = re.compile(
    r"^(?:(?P<num>\d{1,3})\s*[.、．)）]|[\[【(（](?P<bracketed>\d{1,3})[\]】)）])\s*(?P<title>\S.*)$"
)
CHINESE_DIGITS = {c: n for n, c in enumerate("一二三四五六七八九", start=1)}
# A line of the arXiv list: it names a paper by its id, a DOI or a link.
CITATION_LINE = re.compile(r"\d{4}\.\d{4,5}|(?i:doi|https?://|arxiv)")
CHAPTER = re.compile(r"^[一二三四五六七八九十]+[、.．]\s*\S")
BLOCK_KEYWORDS = re.compile(
    r"^(?P<kw>复查项|值得警惕的|可引用的\s*arXiv|今晚建议|今夜建议|证据边界与未消费|附带观察|建议的归并动作"
    # A closing list's heading on a line of its own in a flattened brief (`归并动作`).
    r"|(?:归并|建议)动作\s*$|(?i:closing\s+actions?)\s*$)"
)
FIELD = re.compile(
    # The relation label must be followed by its separator (or end the line): a relation bullet
    # such as `与 §5.4 的编排层无直接关系。` is content, not a field name.
    # `关系：` alone (the E1 format's own label) is that field too.
    # `来源` ends at its separator or a space: `来源新增：[29] …`, `来源清单新增一行` are requests.
    r"^(?P<name>来源(?=(?:（[^）]*）)?(?:[：:\s]|-\s|$))|要点|(?:与[^：:\s]{0,30}(?:\s\S{1,30}){0,3}?)?(?:关系|脉络)"
    r"(?=(?:（[^）]*）)?\s*(?:[：:]|-\s|$))|建议归入|复核结论|判定|"
    # A terse brief's short labels, with their colon (`归入：§2.1 …`, `警惕：…`).
    r"归入(?=\s*[：:])|警惕(?=\s*[：:])|"
    r"动作建议|值得警惕之处|唯一仍有价值的观察)(?P<paren>（[^）]*）)?\s*(?:[：:]|-(?=\s))?\s*"
)
# The label of a caveat as an item writes it (`值得警惕：…`), on a line of a block of no item.
OWN_CAVEAT = re.compile(r"^值得警惕(?:之处)?\s*[：:]\s*(?=\S)")
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
# Typed full-width too (`３．３ 加 X`): the reader reads the number in ASCII (reading.text).
LEADING_SECTION = re.compile(
    rf"[1-9１-９]\d?[.．]\d{{1,2}}(?=\s*[：:]|\s+[{HAN_RANGE}A-Za-z])"
    r"(?!\s*(?:倍|个|分|秒|点|万|亿|版|代|次|小时|天|周|月|年|[KMGT]?B\b|ms\b|s\b|x\b|tok))"
    r"(?!\s*小?节)"  # `2.4 节新增…` names its section already
)
# ` - ` inside a field starts a sub-bullet, but not right after a paper's id: `arXiv:… - Title`
# is the id and its title, as citation lists write them; nor right after a verb of adding
# (`新增 - [[card]] …`, `补录： - …`): the dash is the marker of the line the brief dictates.
SUB_BULLET = re.compile(
    r"(?<!\d{4}\.\d{4})(?<!\d{4}\.\d{5})(?<![增补添加录登列记附入])(?<![增补添加录登列记附入][：:])"
    r"(?<!一[行条项])\s+-\s+(?=\S)"
)
# `术语里补录 **X**（scorecard）：…`: the name right after a verb of filing it, then its aside or
# its words' colon (not `新增 **X** 条目`, read as the entry noun names it).
FILED_IN_BOLD = re.compile(
    r"(?<=新增|增加|添加|新建|增补|补充|加入|收录|补录)\s*\*\*"
    # A Chinese name, which unquoted reads as words of the request (a Latin one reads as a name).
    rf"(?P<name>[{HAN_RANGE}][^*\n\"“”「」『』]*?)\*\*(?=\s*[（(：:])"
)
# A list of a new entry's fields dictated after a colon: `：- 机构：NVIDIA`, then `特点：…`.
FIELD_LIST_START = re.compile(rf"[：:]\s*-\s+[{HAN_RANGE}]{{1,6}}\s*[：:]")
FIELD_PIECE = re.compile(rf"[{HAN_RANGE}]{{1,6}}\s*[：:]\s*\S")
DATE = re.compile(r"(\d{4})-(\d{2})-(\d{2})")
NON_ITEM_BLOCKS = ("closing", "caveats", "citations")
RULE = re.compile(r"(?:[-*_=]\s*){3,}")
FENCE = re.compile(r"^\s{0,3}(```|~~~)")
MARKDOWN_HEADING = re.compile(r"^\s{0,3}#{1,6}\s")
CHAPTER_NUMBER = re.compile(r"^[一二三四五六七八九十]+[、.．]\s*")
TITLE_STARS = re.compile(r"\s*[★⭐]+\s*$")
REVIEW_TITLE = re.compile(r"^(?P<title>[^（(：:]+)(?P<rest>.*)$")
RELATION_SUGGESTION = re.compile(r"^(建议|同时建议|同时给|并给|另建议)")
OUT_OF_SCOPE_NOTE = re.compile(r"主题外|不计入")
NOTHING_NEW_NOTE = re.compile(r"无新增|非新观点|已消化|复查|复核")
CITATION_HEADING = re.compile(r"可引用|号")
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
    "归入": "suggestions",
    "警惕": "caveats",
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
        text = data.decode("utf-8-sig")
    except UnicodeDecodeError as err:
        raise BadInput(
            f"the brief is not UTF-8 (byte {err.start}); convert it, e.g. "
            "`iconv -f GB18030 -t UTF-8`"
        ) from None
    if not text or text.isspace():
        raise BadInput("the brief holds only white space; write the E1 brief first")
    return text


QUOTE_PAIRS = {'"': '"', "“": "”", "「": "」", "『": "』"}


def quoted_spans(text: str) -> list[tuple[int, int]]:
    """Spans (start, end) of quoted phrases, quotes included: "…" “…” 「…」 『…』. A quoted
    phrase runs from an opener to the first of its closers after it, an opener without one
    being plain text, leftmost first. Found in one pass: a pattern looking for a closer from
    every opener would cost a hostile line of openers with no closer its length squared."""
    spans: list[tuple[int, int]] = []
    # Each quote mark's next place at or after a position (len(text): none), looked for again
    # only once the scan has passed it, so each mark's searches cover the text once.
    ahead: dict[str, int] = {}

    def next_at(mark: str, at: int) -> int:
        if ahead.get(mark, -1) < at:
            found = text.find(mark, at)
            ahead[mark] = found if found >= 0 else len(text)
        return ahead[mark]

    at = 0
    while (start := min(next_at(opener, at) for opener in QUOTE_PAIRS)) < len(text):
        end = next_at(QUOTE_PAIRS[text[start]], start + 1)
        if end < len(text):
            spans.append((start, end + 1))
            at = end + 1
        else:
            at = start + 1
    return spans


def merged_spans(spans: list[tuple[int, int]]) -> list[tuple[int, int]]:
    """The spans sorted, those that overlap joined into one."""
    merged: list[tuple[int, int]] = []
    for start, end in sorted(spans):
        if merged and start < merged[-1][1]:
            merged[-1] = (merged[-1][0], max(end, merged[-1][1]))
        else:
            merged.append((start, end))
    return merged


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


# A tag in the brackets a paragraph closes with after its full stop (`〔来源：…〕`, `【出处：…】`);
# the brief and the document write it alike (forms, reading.text, reading.actions).
CLOSING_TAG = r"[〔【][^〔〕【】\n]{1,200}[〕】]"
# A list's line dictated whole after an add verb (`补录 - Zhong, H.-S. et al. (2020). Title.`,
# its backticks taken off by clean_line): its own full stops end no sentence of the request.
DICTATED_LINE = re.compile(
    r"[增补添加录登列记附](?:[ \t]*一[ \t]*[行条项])?(?:[ \t]*[：:])?[ \t]*"
    # A dated line (a changelog's) runs to the end, its `；` its own: `加：- 2026-12-24：A；B`.
    r"(?P<line>[-*+][ \t](?:\d{4}[-/.年][^\n]+|[^；;。\n]+))"
)


# An inline code span on one line.
CODE_SPAN = re.compile(r"`[^`\n]+`")


def given_spans(text: str) -> list[tuple[int, int]]:
    """The spans of words a text gives as they are, in order and apart: quoted phrases, a list's
    line dictated whole, words in backticks."""
    return merged_spans(
        [
            *quoted_spans(text),
            *(m.span("line") for m in DICTATED_LINE.finditer(text)),
            # `` `[19] 宁德时代. 新闻稿, 2026-11-18.` ``: words in backticks are given as they are,
            # whatever stops they hold.
            *(m.span() for m in CODE_SPAN.finditer(text)),
        ]
    )


def split_outside_quotes(text: str, pattern: re.Pattern[str]) -> list[str]:
    """Split text at matches of pattern that do not fall inside a quoted phrase or a list's
    line dictated whole."""
    spans = given_spans(text)
    starts = [start for start, _ in spans]

    def inside(at: int) -> bool:
        # The spans are sorted and apart: only the last one opening before `at` can hold it
        # (a search per match, so a line of many quotes costs no more than it is long).
        index = bisect.bisect_left(starts, at) - 1
        return index >= 0 and at < spans[index][1]

    return cut_at(text, (m for m in pattern.finditer(text) if not inside(m.start())))


# A bold name right after the count of a new thing (`新增一条 **X**`, `add a **X** entry`): the
# request names the new entry by it, as by a quote (Brief.bold_names); bold elsewhere is
# emphasis only.
NEW_THING_IN_BOLD = re.compile(
    # `补一条：**X**：…`: a colon may stand between the count and the name; `新增条目 **X**`:
    # the entry noun right after the verb counts one; `一条：- **X**`: a list marker copied
    # with the line is the list's.
    r"(?:(?:(?:一|第\s*\d{1,3}\s*)[条项]|(?<=新增|增加|添加|新建|增补|补充|加入|收录|补录)(?:条目|词条))"
    r"\s*(?:[：:]\s*)?(?:[-*+•]\s+|\d{1,3}[.)、]\s*)?|(?i:\b(?:a|an|one|new)\s+))\*\*(?P<name>[^*\n\"“”「」『』]+?)\*\*"
    r"(?=\s*(?:条目|词条|$|[，,；;。（(：:]|——|[—–]\s|(?i:entry|bullet|item)\b))"
)


# A table row written as inline code (`` 新增一行 `| a | b |` ``): the backticks only set the
# row apart, as quotes would; its cells are the row's.
CODE_ROW = re.compile(r"`[ \t]*(\|(?:[^`|\n]*\|){2,})[ \t]*`")
# A whole line written as inline code right after the colon or verb that dictates it
# (`` 新增：`4. **X**（…）— …` ``, `` 补录 `- ❓ Q6 …？` ``, `` 一条 `**X**：…` ``): the backticks
# set the line apart, as quotes would; its words (marker and bold included) are the line's, not
# code. Not a form shown in an aside (`（`- 标题：正文` 一行）`).
CODE_LINE = re.compile(
    r"(?:(?<=[：:])|(?<=[增补添加录登列记附])|(?<=[增补添加录登列记附][上入进])|(?<=一[行条项]))"
    r"(?P<gap>[ \t]*)"
    # (A line opening with its name as a link, `[X](https://…)（…）— …`, is one too; so is a
    # footnote's definition, `[^21]: …`.)
    r"`[ \t]*(?P<line>(?:[-*+•][ \t]|\d{1,3}[.)、][ \t]*|\*\*|\[(?=[^\]`\n]+\]\()"
    r"|\[\^[\w-]{1,20}\][ \t]*[：:])[^`\n]*?)[ \t]*`"
)


# A line that only dictates, in backticks or quotes, under a request ending with its colon.
DICTATED_BELOW = re.compile(r"`[^`\n]+`|「[^「」\n]+」|“[^“”\n]+”")
# The end of a request the next line's words complete: its colon, or the count of what it adds.
DICTATING_END = re.compile(r"(?:[：:]|一[条行项句段])\s*$")


def quoted_code(line: str) -> str:
    """A line dictated in backticks under its request (`` `- **X**：…` ``), quoted as 「…」: its
    words are the line's, never requests of their own (`仅把 judge 升到 B` is no change of
    values); any other line as it is."""
    if len(line) > 2 and line[0] == line[-1] == "`" and not re.search(r"[「」`]", line[1:-1]):
        return f"「{line[1:-1].strip()}」"
    return line


def dictates_below(opened: Segment, number: int, stripped: str) -> bool:
    """Whether line `number` (`` `- **X**（…）—— …` ``) only dictates the words the request on
    the line before it (`opened`: `术语表末尾增补一条：`) asks for after its colon."""
    return (
        opened.line == number - 1
        and DICTATING_END.search(opened.text) is not None
        and DICTATED_BELOW.fullmatch(stripped) is not None
    )


# A verb of change and its 为/成 (`改为`, `更新成`, `修订为`, `替为`, `调整为`).
CHANGED_TO = r"(?:改|更新|更正|更改|修改|修订|修正|订正|校正|调整|调|替换|替|换|写|改正)[为成]"
# A value written as inline code beside an arrow or before or after a verb of change
# (`` `0.3–0.8` -> `0.2–0.6` ``, `` "上海为 1.25" → `上海为 1.2` ``, `` 由 `7` 更新成 `8` ``):
# the backticks quote it, as 「」 would. Not a whole line (a list item, bold label, row or
# link), which CODE_LINE reads.
CODE_VALUE = re.compile(
    r"`(?P<before>[^`「」\n]+)`(?=[ \t]*(?:->|=>|[→⇒]))"
    # (Before a verb of change, a value, not a line: `把 `- [ ]` 改成 `- [x]`` is a box.)
    r"|`(?![ \t]*(?:[-*+•|][ \t]|\d{1,3}[.)、](?!\d)|\*\*|\[))(?P<said>[^`「」\n]+)`"
    rf"(?=[ \t]*{CHANGED_TO})"
    # (After a verb of change too: `备注改为 `FCC 半数节点已延期``.)
    rf"|(?P<verb>->|=>|[→⇒]|{CHANGED_TO})(?P<gap>[ \t]*)"
    # (`76.0` is a figure, not an ordered list's `1. …`.)
    r"`(?![ \t]*(?:[-*+•|][ \t]|\d{1,3}[.)、](?!\d)|\*\*|\[))(?P<after>[^`「」\n]+)`"
)


def quoted_code_value(found: re.Match[str]) -> str:
    if found.group("before") is not None:
        return f"「{found.group('before').strip()}」"
    if found.group("said") is not None:
        return f"「{found.group('said').strip()}」"
    return f"{found.group('verb')}{found.group('gap')}「{found.group('after').strip()}」"


def clean_line(raw: str) -> str:
    """Strip markdown decoration a brief line may carry: headings, list markers, bold, the
    backticks around a table row, a line or a value."""
    text = LINE_DECORATION.sub("", raw.strip().lstrip("\ufeff"), count=1)
    text = CODE_ROW.sub(r"\1", text) if "`|" in text or "` |" in text else text
    text = CODE_LINE.sub(code_line, text) if "`" in text else text
    text = CODE_VALUE.sub(quoted_code_value, text) if "`" in text else text
    return text.replace("**", "").replace("__", "").strip()


NUMBERED_CODE_LINE = re.compile(r"\d{1,3}[.)、](?!\d)")  # (not `2.1.3 X：…`, a numbered paragraph)


def code_line(found: re.Match[str]) -> str:
    """A line dictated as inline code, its backticks dropped where it ends the brief's line;
    quoted (`「…」`) where more words follow it (`` `19. X. 2026.`，首段的上标…换成… ``), which
    would otherwise run on as words of the line."""
    rest = found.string[found.end() :]
    # (A numbered line stays quoted: bare, `补一条 5. 作者. 标题.` would part at its `5.`.)
    numbered = NUMBERED_CODE_LINE.match(found.group("line"))
    if not rest.strip(" \t。.；;") and not numbered:
        return found.group("gap") + found.group("line")
    return f"{found.group('gap')}「{found.group('line')}」"


# A field label written in brackets (`【建议归入】§4.1 新增…`, `〔来源〕…`, `[Source] …`): the same
# label as `建议归入：`. Not a link's text (`[论文](https://…)`), nor a number (`【1】`).
BRACKETED_LABEL = re.compile(
    rf"^[【〔\[［](?P<label>[{HAN_RANGE}]{{2,8}}|[A-Za-z][A-Za-z ]{{1,30}})[】〕\]］](?![(（])"
    r"\s*[：:]?\s*"
)


def unbracketed_label(text: str, lexicon: Lexicon) -> str:
    """`【建议归入】X` → `建议归入：X` where the label names an item's field; any other line
    as it is (`【条目一】标题` is an item's heading, `【注】` no field)."""
    unbracketed = BRACKETED_LABEL.sub(lambda m: f"{m.group('label')}：", text, count=1)
    if unbracketed == text:
        return text
    named = (
        FIELD.match(unbracketed)
        or english_field(unbracketed)
        or caveats_field(unbracketed, lexicon)
        or suggestion_field(unbracketed)
    )
    return unbracketed if named else text


ITEM_WORDS = ("条目", "增量")


# ---------------------------------------------------------------- items tables

# An analyst may list the items as the rows of one markdown table
# (`| # | 材料 | 要点 | 建议归入 |`). What a column holds is read from its header, as FIELD reads
# a field's label: each pattern below is tried in turn on the lower-cased header, and the first
# that matches names the column's slot. A header that matches none is the item's reasoning
# ("relation"), as an unlabelled line of an item is.
COLUMN_SLOTS: tuple[tuple[str, re.Pattern[str]], ...] = (
    # The row's number: only when the cells hold numbers (else `条目` / `item` is its name).
    (
        "key",
        re.compile(
            r"(?:条目|增量|item)\s*(?:#|＃|序号|编号|no\.?)?|(?:#|＃|序号|编号|no\.?|nr\.?|id)"
        ),
    ),
    ("suggestions", re.compile(r"建议|归入|去向|suggest|placement|proposed|action")),
    ("caveats", re.compile(r"警惕|风险|存疑|caveat|caution|warning|risk")),
    ("relation", re.compile(r"关系|脉络|relation|context")),
    ("verdict", re.compile(r"判定|复核|结论|verdict")),
    ("status", re.compile(r"状态|status")),
    ("summary", re.compile(r"要点|摘要|内容|核心|summary|key\s*points?|gist|findings?")),
    ("title", re.compile(r"材料|名称|标题|论文|项目|material|title|name|paper|item|entry")),
    ("sources", re.compile(r"来源|出处|链接|卡片|sources?|src|links?|cards?|url")),
)
# The slots that make a table an items table: a suggestion and what the item is.
ITEM_WHAT_SLOTS = frozenset({"title", "summary", "sources"})
TABLE_DELIMITER = re.compile(r"\|?\s*:?-+:?\s*(?:\|\s*:?-+:?\s*)*\|?")
CELL_SPLIT = re.compile(r"(?<!\\)\|")
CELL_BREAK = re.compile(r"<br\s*/?>", re.IGNORECASE)
CIRCLED = "①②③④⑤⑥⑦⑧⑨⑩⑪⑫⑬⑭⑮⑯⑰⑱⑲⑳"
ROW_KEY = re.compile(
    rf"(?:(?P<kind>条目|增量)\s*)?[#＃]?\s*(?:(?P<num>\d{{1,4}})|(?P<circled>[{CIRCLED}]))"
    r"\s*[.、)）]?\s*(?P<note>（[^）]*）|\([^)]*\))?"
)
# How the brief names an item elsewhere (`（增量 2）`): the word a row numbered by `#` is named by.
ITEM_WORD_MENTION = re.compile(r"(条目|增量)\s*\d+(?!\s*条)")
# A key-like header that may head the items' names instead of their numbers.
KEY_NAMING_ITEM = re.compile(r"条目|增量|item")


def table_cells(line: str) -> list[str]:
    """A table row's cells: outer pipes dropped, split at each unescaped pipe."""
    text = line.strip()
    text = text.removeprefix("|")
    if text.endswith("|") and not text.endswith("\\|"):
        text = text[:-1]
    return [cell.strip().replace("\\|", "|") for cell in CELL_SPLIT.split(text)]


def column_slot(header: str) -> str:
    name = header.replace("**", "").replace("__", "").strip().lower()
    for slot, pattern in COLUMN_SLOTS:
        if slot == "key":
            if pattern.fullmatch(name):
                return slot
        elif pattern.search(name):
            return slot
    return "relation"


class RowKey(NamedTuple):
    word: str  # 条目 / 增量, or "" when the cell names none
    number: int
    note: str  # `5（复核无新增）`: what the item is, as an item heading's note says


def row_key(cell: str) -> RowKey | None:
    """The number a key cell holds (`3`, `#3`, `③`, `增量 3`, `5（主题外）`), or None."""
    match = ROW_KEY.fullmatch(cell.replace("**", "").strip())
    if match is None:
        return None
    circled = match.group("circled")
    number = CIRCLED.index(circled) + 1 if circled else int(match.group("num"))
    return RowKey(match.group("kind") or "", number, (match.group("note") or "").strip("（）()"))


@dataclass
class _ItemsTable:
    """An items table found at a header line: its columns' slots and its rows' lines."""

    headers: list[str]
    slots: list[str]
    rows: list[tuple[int, list[str]]]  # (1-based line, cells)
    end: int  # the 1-based line of its last row


def items_table(raw_lines: list[str], at: int) -> _ItemsTable | None:
    """The items table whose header is raw_lines[at] (0-based), or None when there is none.

    A table is an items table by its headers alone, wherever it stands: one column says where
    the item goes (`建议归入`) and one what it is (`材料`, `要点`, `来源`). Any other table
    (a comparison inside one item's 要点) stays that item's text."""
    delimiter = raw_lines[at + 1].strip() if at + 1 < len(raw_lines) else ""
    # Markdown's rule: a delimiter row of as many cells as the header (a `---` rule is none).
    if "|" not in delimiter or TABLE_DELIMITER.fullmatch(delimiter) is None:
        return None
    headers = table_cells(raw_lines[at])
    if len(table_cells(delimiter)) != len(headers):
        return None
    slots = [column_slot(header) for header in headers]
    if "suggestions" not in slots or ITEM_WHAT_SLOTS.isdisjoint(slots):
        return None
    rows: list[tuple[int, list[str]]] = []
    end = at + 2
    for index in range(at + 2, len(raw_lines)):
        line = raw_lines[index].strip()
        if not line or "|" not in line or FENCE.match(raw_lines[index]):
            break
        end = index + 1
        cells = table_cells(line)
        if any(cells):
            rows.append((index + 1, (cells + [""] * len(headers))[: len(headers)]))
    # A key-like column is the rows' number only when its cells hold numbers; `条目` or `item`
    # full of names is what the item is.
    for column, slot in enumerate(slots):
        if slot == "key" and not any(row_key(cells[column]) for _, cells in rows):
            named = KEY_NAMING_ITEM.search(headers[column].lower())
            slots[column] = "title" if named else "relation"
    if "suggestions" not in slots or ITEM_WHAT_SLOTS.isdisjoint(slots):
        return None
    return _ItemsTable(headers=headers, slots=slots, rows=rows, end=end)


def field_table(raw_lines: list[str], at: int, lexicon: Lexicon) -> dict[int, str] | None:
    """An item's fields written as a two-column table (`| 字段 | 内容 |`, then `| 来源 | … |`,
    `| 建议归入 | … |`): each row's line (1-based) → the row as a field line (`来源：…`), the
    header and delimiter rows → "". None when no row is labelled as an item's field is."""
    delimiter = raw_lines[at + 1].strip() if at + 1 < len(raw_lines) else ""
    if TABLE_DELIMITER.fullmatch(delimiter) is None or len(table_cells(delimiter)) != 2:
        return None
    found = {at + 1: "", at + 2: ""}
    for index in range(at + 2, len(raw_lines)):
        line = raw_lines[index].strip()
        if not line.startswith("|") or FENCE.match(raw_lines[index]):
            break
        label, value, *_ = [*table_cells(line), "", ""]
        found[index + 1] = clean_line(f"{label}：{CELL_BREAK.sub(' ', value)}")
    labelled = [
        text
        for text in found.values()
        if text
        and (
            FIELD.match(text)
            or english_field(text)
            or caveats_field(text, lexicon)
            or suggestion_field(text)
        )
    ]
    return found if labelled else None


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
    from_table: bool = False
    numbered_by_position: bool = False
    field_bulleted: bool = False  # whether the last labelled field stood on a list item
    record: bool = False  # written as `label: value` lines (`item: 2`, `where: …`, `edit:`)
    dictating: bool = False  # a record's lines go on dictating the words of the line above

    def add(self, slot: str, text: str, line: int) -> None:
        self.current = slot
        pieces = split_outside_quotes(text, SUB_BULLET)
        if FIELD_LIST_START.search(pieces[0]) and all(
            FIELD_PIECE.match(piece.strip()) for piece in pieces[1:]
        ):
            # `登记新条目 **X**：- 机构：NVIDIA - 特点：…`: the fields dictated for one new entry,
            # no sub-bullets of the item's own.
            pieces = [text]
        for raw_piece in pieces:
            piece = raw_piece.strip()
            if not piece:
                continue
            target = slot
            if slot == "relation" and RELATION_SUGGESTION.match(piece):
                target = "suggestions"
            elif slot in ("relation", "summary") and (placed := suggestion_field(piece)):
                # `… - 处理建议：§2.2 X 那条，…` inside a paragraph: the suggestion, read as
                # it would be on a line of its own.
                target, piece = "suggestions", placed
            self.slots.setdefault(target, []).append(Segment(text=piece, line=line))

    def item(self) -> Item:
        slots = self.slots
        bare = slots.pop("bare", [])
        if bare and not slots.get("suggestions") and not slots.get("relation"):
            # `## [1] X`, `src: …`, then bullets of no label: the item's requests (a terse brief
            # writes no field names), its first bullet its 要点 too.
            slots["suggestions"] = bare
            slots.setdefault("summary", bare[:1])
        elif bare:
            # Lines of no label are the 要点 (read as before: all of them, or the reasoning
            # once a 要点 is labelled).
            slots.setdefault("summary" if "summary" not in slots else "relation", []).extend(bare)
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
            places=tuple(slots.get("places", ())),
        )


def table_drafts(table: _ItemsTable, item_word: str) -> list[_ItemDraft]:
    """One item per row of an items table, every segment on the row's line.

    A row's number is its key cell's (`3`, `#3`, `③`, `增量 3`); with no key column, its
    position in the table. Its word is the key cell's or the key column's own (`增量`), else
    `item_word`: the word the brief names its items by. A key cell with no number names the
    row by its brief line (`表格第 12 行`): no `条目 N` of the brief can mean it."""
    slots = table.slots
    key_column = slots.index("key") if "key" in slots else None
    title_column = slots.index("title") if "title" in slots else None
    key_header = table.headers[key_column].replace("**", "") if key_column is not None else ""
    header_word = next((word for word in ITEM_WORDS if key_header.startswith(word)), "")
    drafts: list[_ItemDraft] = []
    for position, (line, cells) in enumerate(table.rows, start=1):
        key = row_key(cells[key_column]) if key_column is not None else RowKey("", position, "")
        notes = [
            clean_line(cell) for cell, slot in zip(cells, slots, strict=True) if slot == "status"
        ]
        status_note = "；".join(note for note in (key.note if key else "", *notes) if note)
        status = status_from_note(status_note)
        title = clean_line(cells[title_column]) if title_column is not None else ""
        draft = _ItemDraft(
            key=f"{key.word or header_word or item_word} {key.number}" if key else row_name(line),
            number=key.number if key else position,
            title=title_without_stars(title),
            line=line,
            status=status,
            status_note=status_note,
            from_table=True,
            numbered_by_position=key_column is None,
        )
        for column, (cell, slot) in enumerate(zip(cells, slots, strict=True)):
            if slot in ("key", "status") or column == title_column:
                continue
            for piece in CELL_BREAK.split(cell):
                text = clean_line(piece)
                if text:
                    draft.add("relation" if slot == "title" else slot, text, line)
        drafts.append(draft)
    return drafts


# What a table row repeats of an item of the same key (an overview table above the items):
# its requests are read with the item's, its words are not the item's.
REQUEST_SLOTS = ("suggestions", "caveats", "verdict")


def row_name(line: int) -> str:
    """The key of a row no number names: its brief line, which no `条目 N` can mean."""
    return f"表格第 {line} 行"


# The names a title holds: Latin words of three characters or more, arXiv ids.
TITLE_NAME = re.compile(r"[A-Za-z][\w.+/-]{2,}|\d{4}\.\d{4,5}")
TITLE_COMMON = frozenset({"arxiv", "llm", "repo", "github", "paper", "the", "and", "for"})
CJK_RUN = re.compile(rf"[{HAN_RANGE}]{{3,}}")


def title_names(text: str) -> set[str]:
    names = {name.lower().rstrip(".") for name in TITLE_NAME.findall(text)}
    return names - TITLE_COMMON


def cjk_trigrams_of(text: str) -> set[str]:
    return {run[i : i + 3] for run in CJK_RUN.findall(text) for i in range(len(run) - 2)}


def repeats_item(row: _ItemDraft, item: _ItemDraft) -> bool:
    """Whether a row numbered like an item is about the same thing: their titles share a name
    (`FlashEvict`, an arXiv id), or, with no Latin name in either, three Chinese characters
    in a row; a row with no title, when its requests name the item's name."""
    item_names = title_names(item.title)
    if row.title:
        row_names = title_names(row.title)
        if row_names or item_names:
            return not row_names.isdisjoint(item_names)
        return not cjk_trigrams_of(row.title).isdisjoint(cjk_trigrams_of(item.title))
    asked = " ".join(s.text for slot in REQUEST_SLOTS for s in row.slots.get(slot, ()))
    return not title_names(asked).isdisjoint(item_names)


def with_table_rows_placed(items: list[_ItemDraft]) -> list[_ItemDraft]:
    """The items with each table row placed. A row numbered like an item of the brief's
    headings (`| 2 |` and `### 条目 2：`), or like an earlier row, and about the same thing
    (an overview table above the items) gives that item its requests and is no item itself;
    about something else, or numbered only by its place in the table, it keeps its own words
    and is named by its brief line: the number names the other item."""
    headed: dict[str, _ItemDraft] = {}
    for draft in items:
        if not draft.from_table:
            headed.setdefault(draft.key, draft)
    placed: list[_ItemDraft] = []
    seen: dict[str, _ItemDraft] = {}
    for draft in items:
        if draft.from_table:
            home = headed.get(draft.key) or seen.get(draft.key)
            if home is not None and not draft.numbered_by_position and repeats_item(draft, home):
                for slot in REQUEST_SLOTS:
                    if slot in draft.slots:
                        home.slots.setdefault(slot, []).extend(draft.slots[slot])
                if not home.slots.get("summary") and draft.slots.get("summary"):
                    # The item says no 要点 of its own: the row's is the only one the brief gives.
                    home.slots["summary"] = list(draft.slots["summary"])
                continue
            if home is not None:
                draft.key = row_name(draft.line)
        seen.setdefault(draft.key, draft)
        placed.append(draft)
    return placed


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
    if SENTENCE_OF_A_REQUEST.search(text_line):
        # `九、术语新开 G 组，加 GWP（增量 4）。` in a closing list numbered so: a sentence, or
        # words quoted, are a request's, never a heading's.
        return False
    return LIST_MARKER.match(stripped) is None


# What a chapter heading never holds: a full stop, a semicolon, a quote.
SENTENCE_OF_A_REQUEST = re.compile(r"[。；;「」『』“”]")


# What a plain line that heads a block never holds: a sentence's marks, a section, a quote, a
# table's cell bar, or words after a colon (`结论：照办` is a field, `结论与建议动作：` a heading).
NOT_A_PLAIN_HEADING = re.compile(r"[。，,；;§|\"“”「」『』]|[：:]\s*\S")
PLAIN_HEADING_CHARS = 24


def is_plain_heading(stripped: str, text_line: str, lexicon: Lexicon) -> bool:
    """`结论与建议动作`, `下一步`, `Next steps`, `arXiv 列表` on a line of their own in a plain-text
    brief: a short line, no list item, no sentence, whose words name the closing list or the
    arXiv list (the lexicon's `headings` tables) heads that block, as `## 下一步` does."""
    if LIST_MARKER.match(stripped) or len(text_line) > PLAIN_HEADING_CHARS:
        return False
    boxes = (lexicon.box_ticked, lexicon.box_unticked, lexicon.box_dropped)
    if any(box.match(text_line) for box in boxes):
        return False  # `☑ 落笔`: a ticked line of a list
    if NOT_A_PLAIN_HEADING.search(text_line):
        return False
    if lexicon.aside_heading.fullmatch(text_line.strip()):
        return True  # `撤回项`, `备注`: a block of its own, whose lines no item owns
    return block_kind(text_line.rstrip("：: "), lexicon) in ("closing", "citations")


# `(3) 产业链：…`: a closing line's count in brackets, before its words.
BRACKETED_LIST_NUMBER = re.compile(r"[(（]\d{1,2}[)）][ \t]+(?=\S)")


def without_list_number(text: str) -> str:
    """A closing-list line numbered `二、` before the section it names (`二、§3.2 末尾补…`,
    `二、在 3.2 节补…`): the number counts the list's lines, it is no chapter of the KB.
    A line that starts with a bare section number (`3.3 加 X 一条`, `2.5：加 X`) names that
    section: it is read as `§3.3 …` (only there: inside a sentence `4.6 改为 5.1` are values)."""
    match = LIST_NUMBER_BEFORE_SECTION.match(text) or BRACKETED_LIST_NUMBER.match(text)
    text = text[match.end() :] if match else text
    return f"§{text}" if LEADING_SECTION.match(text) else text


# A heading that is only the word for things looked at again, an aside after it if any.
REVIEW_HEADING = re.compile(r"(?:复查|复核)\s*(?:[（(][^（）()]{0,20}[）)])?")


def block_kind(text: str, lexicon: Lexicon) -> str:
    """Name the kind of a brief block from its heading words (the closing list's are the
    lexicon's `headings` tables)."""
    if text.startswith("复查项") or REVIEW_HEADING.fullmatch(text.strip()):
        # `复查项`, `## 复查 (不改)`: lines each a thing looked at again, read as such (not
        # `### 复查 1：政策口径`, one such thing's own heading).
        return "review"
    if lexicon.caveats_heading.search(text):
        return "caveats"
    if lexicon.closing_heading.search(text):
        return "closing"
    if ("arXiv" in text and CITATION_HEADING.search(text)) or lexicon.citations_heading.search(
        text
    ):
        return "citations"
    if lexicon.items_heading.search(text) and not text.startswith("附带观察"):
        return "items"
    # `## 二、风险`, `## 二、注意事项`: the caveats by their kind, when nothing else is named.
    if lexicon.caveats_heading_words.search(text) and not lexicon.closing_heading_words.search(
        text
    ):
        return "caveats"
    # `## 四、建议`, `## 结论`, `#### 今晚动作`, `## Actions`: a closing list by its kind.
    if lexicon.closing_heading_words.search(text) and not text.startswith("附带观察"):
        return "closing"
    return "other"


def english_field(text_line: str) -> tuple[str, str] | None:
    """`Suggested placement: …` → ("suggestions", "…"): an English label an items table's
    header would name a slot by; None for any other line (`Note: …` is the item's text)."""
    label = ENGLISH_FIELD.match(text_line)
    if label is None:
        return None
    name = label.group("label").strip().lower()
    slot = next(
        (slot for slot, pattern in COLUMN_SLOTS if slot != "key" and pattern.search(name)), ""
    )
    if slot not in ENGLISH_FIELD_SLOTS:
        return None
    return slot, text_line[label.end() :].strip()


# A short Chinese field label of an item (`值得警惕：`, `风险：`, `存疑（作者自述）：`).
CHINESE_FIELD = re.compile(rf"(?P<label>[{HAN_RANGE}]{{1,8}})\s*(?:（[^）]*）)?\s*[：:]\s*")


SUGGESTION_LABEL = dict(COLUMN_SLOTS)["suggestions"]
# A Chinese label names the suggestion by its last word (`处理建议`, `归并建议`), not by a word
# that only qualifies another (`建议写法：` is drafted text).
CHINESE_SUGGESTION_LABEL = re.compile(rf"(?:{SUGGESTION_LABEL.pattern})$")


def suggestion_field(text: str) -> str:
    """The words after a label that names the item's suggestion, as an items table's header
    would (`处理建议：…`, `归并建议：…`, `Placement: …`); "" for any other text."""
    chinese = CHINESE_FIELD.match(text)
    label = chinese or ENGLISH_FIELD.match(text)
    names = CHINESE_SUGGESTION_LABEL if chinese else SUGGESTION_LABEL
    if label is None or not names.search(label.group("label").lower()):
        return ""
    return text[label.end() :].strip()


def caveats_field(text_line: str, lexicon: Lexicon) -> tuple[str, str] | None:
    """`值得警惕：…`, `风险：…`: a Chinese label that names the item's caveats by its kind, in
    the words that make a heading the caveats' (the lexicon's `headings.caveats` and
    `caveats_words`), not only as `值得警惕之处` (FIELD); None for any other line."""
    label = CHINESE_FIELD.match(text_line)
    if label is None:
        return None
    name = label.group("label")
    if not (lexicon.caveats_heading.search(name) or lexicon.caveats_heading_words.search(name)):
        return None
    return "caveats", text_line[label.end() :].strip()


def chinese_number(text: str) -> int:
    """`三` → 3, `十二` → 12, `二十` → 20, `②` → 2 (the numerals an item heading may use);
    digits as is."""
    if text in NUMBER_CHARACTERS:
        return NUMBER_CHARACTERS[text]
    if text.isdigit():
        return int(text)
    tens, _, ones = text.rpartition("十")
    if "十" not in text:
        return CHINESE_DIGITS.get(text, 0)
    return (CHINESE_DIGITS.get(tens, 0) if tens else 1) * 10 + CHINESE_DIGITS.get(ones, 0)


def heading_line(raw: str) -> bool:
    """A markdown heading, or a line all in bold (`**条目 1 X**`): where an item's heading
    may be written without its colon."""
    stripped = raw.strip()
    if MARKDOWN_HEADING.match(raw):
        return True
    body = LIST_MARKER.sub("", stripped, count=1) if LIST_MARKER.match(stripped) else stripped
    return len(body) > 4 and body.startswith("**") and body.endswith("**") and body.count("**") == 2


class ItemHeader(NamedTuple):
    key: str
    number: int
    title: str
    note: str
    numbered: bool  # `### 1. X`: no item word, numbered only


def item_header(
    raw: str, text_line: str, block: str, numbered_items: bool, item_word: str, lexicon: Lexicon
) -> ItemHeader | None:
    """The item a line starts, if any: `条目 N：…` anywhere but the closing list, the caveats
    and the arXiv list; on a heading line also `条目 1 X`, `条目 2 - X`, `增量 一：X`,
    `条目 1a：X`; and `### 1. X` in the items' section (or after an item headed so)."""
    if block in NON_ITEM_BLOCKS:
        return None
    header = ITEM_HEADER.match(text_line)
    if header is None and heading_line(raw):
        header = LOOSE_ITEM_HEADER.match(text_line)
        tag = lexicon.item_tag.match(text_line) if header is None else None
        rest = TAGGED_TITLE.fullmatch(text_line, tag.end()) if tag else None
        if tag is not None and rest is not None:
            # `### Item 1: QuietRoute`: an English tag word (the lexicon's item_tags.words).
            word = text_line[: tag.start("number")].strip(" #")
            number = int(tag.group("number"))
            return ItemHeader(f"{word} {number}", number, rest.group("title"), "", numbered=False)
    if header is not None:
        found = header.groupdict()
        if found.get("bracketed"):
            found.update(kind=found["bracketed"], num=found["bracketed_num"])
        number = chinese_number(found["num"])
        if not number:
            return None
        note = (found["note"] or "").strip("（）()")
        key = f"{found['kind'] or '条目'} {number}{found.get('sub') or ''}"
        return ItemHeader(key, number, found["title"], note, numbered=False)
    if not MARKDOWN_HEADING.match(raw) or not (block == "items" or numbered_items):
        return None
    bare = raw.strip().lstrip("#").strip().replace("**", "").replace("__", "")
    numbered = NUMBERED_ITEM_HEADER.match(bare)
    if numbered is None:
        return None
    number = int(numbered.group("num") or numbered.group("bracketed"))
    return ItemHeader(f"{item_word} {number}", number, numbered.group("title"), "", numbered=True)


# A record's line at the margin: a label, its colon, its value (`where: …`, `edit:`, `item: 2`).
RECORD_LINE = re.compile(
    rf"(?P<label>[A-Za-z][A-Za-z ]{{0,19}}|[{HAN_RANGE}]{{1,6}})[ \t]*[:：][ \t]*(?P<value>.*)"
)
RECORD_NUMBER = re.compile(r"\d{1,3}")


def record_line(raw: str, lexicon: Lexicon) -> tuple[str, str, str] | None:
    """A record's `label: value` line at the margin, as (slot, label, value): the slot the
    lexicon's `records` gives the label, "" for a label of none; None for any other line
    (indented, or no label and colon)."""
    if raw[:1].isspace():
        return None
    line = RECORD_LINE.fullmatch(raw.rstrip())
    if line is None:
        return None
    label = line.group("label").strip()
    slot = next((s for s, names in lexicon.record_fields.items() if names.fullmatch(label)), "")
    return slot, label, line.group("value").strip()


# What opens an item's line of fields: a label of the E1 format, or a source's short label.
ITEM_FIELD_LEAD = re.compile(r"(?:来源|要点|建议归入|归入|src|source)\s*[：:]", re.IGNORECASE)


def item_fields_follow(raw_lines: list[str], number: int) -> bool:
    """Whether the lines under the heading on line `number` (1-based), up to the next
    heading, hold an item's fields (`src: …`, `- 归入: …`): the heading then heads an item."""
    for raw in raw_lines[number : number + 12]:
        if MARKDOWN_HEADING.match(raw):
            return False
        if ITEM_FIELD_LEAD.match(LINE_DECORATION.sub("", raw.strip(), count=1).replace("**", "")):
            return True
    return False


def title_without_stars(title: str) -> str:
    return TITLE_STARS.sub("", title).strip()


def title_topic(title: str) -> str:
    match = TOPIC_BEFORE_E.match(title)
    if match:
        return match.group(1).strip()
    match = TOPIC_WORD.match(title)
    return match.group(1) if match else ""


# The longest line a brief may hold. Real briefs' lines are a few hundred characters (a
# paragraph flattened to one line: a thousand or two); the reader's scans of a line are not
# all linear in its length, so a line of a hostile brief far beyond this would take minutes.
MAX_LINE_CHARS = 5_000


def check_line_lengths(lines: list[str]) -> None:
    """Refuse a brief with a line no brief needs (MAX_LINE_CHARS)."""
    for number, line in enumerate(lines, 1):
        if len(line) > MAX_LINE_CHARS:
            raise BadInput(
                f"brief line {number} is longer than {MAX_LINE_CHARS:,} characters "
                f"({len(line):,}); a brief's lines are sentences: break it into lines"
            )


def parse_brief(text: str, lexicon: Lexicon | None = None) -> Brief:
    """Parse brief text (already decoded) into items, closing actions and caveats; `lexicon`
    names the blocks by their headings (the shipped one when None). A brief in traditional
    characters is parsed as its simplified reading (the lexicon's `script.folds`, one
    character for one), and each piece of text keeps the brief's own characters."""
    if lexicon is None:
        from .reading.lexicon import default_lexicon  # the reader imports this module

        lexicon = default_lexicon()
    folded = text.translate(lexicon.fold)
    if folded == text:
        return parsed_brief(text, lexicon)
    return in_own_script(parsed_brief(folded, lexicon), text.splitlines(), folded.splitlines())


def in_own_script(brief: Brief, lines: list[str], folded: list[str]) -> Brief:
    """The brief parsed from its `folded` lines with every piece of text in its own `lines`'
    characters. A piece found in its folded line is that span of its own line; one whose
    marks were cleaned away is unfolded character by character, as that line folded."""

    def own(text: str, line: int) -> str:
        if not 0 < line <= len(lines) or not text:
            return text
        mine, read = lines[line - 1], folded[line - 1]
        at = read.find(text)
        if at != -1:
            return mine[at : at + len(text)]
        unfold = {ord(r): m for r, m in zip(read, mine, strict=True) if r != m}
        return text.translate(unfold)

    def segments(pieces: tuple[Segment, ...]) -> tuple[Segment, ...]:
        return tuple(Segment(text=own(s.text, s.line), line=s.line) for s in pieces)

    items = tuple(
        replace(
            item,
            title=own(item.title, item.line),
            status_note=own(item.status_note, item.line),
            sources=segments(item.sources),
            summary=segments(item.summary),
            relation=segments(item.relation),
            suggestions=segments(item.suggestions),
            verdict=segments(item.verdict),
            caveats=segments(item.caveats),
        )
        for item in brief.items
    )
    return replace(
        brief,
        items=items,
        closing=segments(brief.closing),
        caveats=segments(brief.caveats),
        citations=segments(brief.citations),
        outside=tuple(replace(o, text=own(o.text, o.line)) for o in brief.outside),
    )


def parsed_brief(text: str, lexicon: Lexicon) -> Brief:
    """parse_brief of a text in the characters the lexicon is written in."""
    raw_lines = text.splitlines()
    check_line_lengths(raw_lines)
    title = ""
    items: list[_ItemDraft] = []
    closing: list[Segment] = []
    caveats: list[Segment] = []
    citations: list[Segment] = []
    outside: list[OutsideLine] = []
    bold_names: list[Segment] = []
    bold_lines: list[Segment] = []
    block = "preamble"
    heading = ""  # the words of the heading the block stands under
    numbered_items = False  # the items are headed `### 1. X`: a next such heading is one too
    review_count = 0
    in_fence = False
    table_end = 0
    headed: _ItemDraft | None = None  # the item whose heading the lines are under
    fields: dict[int, str] = {}  # an item's field table's lines, read as fields (field_table)
    # The word the brief names its items by outside its tables: the first `条目 N` / `增量 N`.
    mentions = (ITEM_WORD_MENTION.search(line) for line in raw_lines if "|" not in line)
    item_word = next((m.group(1) for m in mentions if m), "条目")

    for number, raw in enumerate(raw_lines, start=1):
        stripped = raw.strip()
        if not stripped:
            continue  # blank: neither a fence nor anything once cleaned
        if FENCE.match(raw):
            in_fence = not in_fence
            continue
        if in_fence or number <= table_end:
            continue
        if block == "item" and number not in fields and stripped.startswith("|"):
            fields = field_table(raw_lines, number - 1, lexicon) or fields
        if number in fields and not fields[number]:
            continue  # a field table's header or delimiter row
        # In the closing list, the caveats or the arXiv list a table's rows refer to items, as
        # `条目 1：…` there does: they are that block's lines, not items.
        table = (
            items_table(raw_lines, number - 1)
            if "|" in stripped and block not in NON_ITEM_BLOCKS and number not in fields
            else None
        )
        if table is not None:
            # Inside an item, the lines after the table go on being that item's.
            items.extend(table_drafts(table, item_word))
            table_end = table.end
            continue
        text_line = fields.get(number) or unbracketed_label(clean_line(stripped), lexicon)
        bold_names.extend(
            Segment(text=m.group("name").strip(), line=number)
            for form in (NEW_THING_IN_BOLD, FILED_IN_BOLD)
            for m in form.finditer(stripped)
        )
        if "**" in stripped:
            bold_lines.append(Segment(text=stripped, line=number))
        # A rule is checked on the raw line too: with bold stripped, `***` would read as `*`.
        if not text_line or RULE.fullmatch(text_line) or RULE.fullmatch(stripped):
            continue
        if not title:
            title = text_line
            continue
        # `条目 1：…` in the closing list or the caveats refers to an item; it starts none.
        # `## 1) 东京复算` then `src: …`, `- 归入: …`: a numbered heading over an item's fields
        # starts an item, in whatever block it stands.
        numbered_here = numbered_items or (
            block not in NON_ITEM_BLOCKS and item_fields_follow(raw_lines, number)
        )
        header = item_header(raw, text_line, block, numbered_here, item_word, lexicon)
        record = record_line(raw, lexicon) if block not in NON_ITEM_BLOCKS else None
        if (
            header is None
            and record is not None
            and record[0] == "item"
            and RECORD_NUMBER.fullmatch(record[2])
        ):
            # `item: 2`: a record's first line; its fields follow (`title: …`, `where: …`).
            header = ItemHeader(f"{item_word} {int(record[2])}", int(record[2]), "", "", False)
        if header is not None:
            headed = _ItemDraft(
                key=header.key,
                number=header.number,
                title=title_without_stars(header.title),
                line=number,
                status=status_from_note(header.note),
                status_note=header.note,
            )
            items.append(headed)
            numbered_items = header.numbered
            block = "item"
            headed.record = record is not None and record[0] == "item"
            continue
        if block == "item" and headed is not None and headed.record:
            if record is not None and record[0] not in ("", "item"):
                slot, _, value = record
                if slot == "title":
                    headed.title = headed.title or title_without_stars(value)
                elif value:
                    headed.add(slot, value, number)
                else:
                    headed.current = slot
                continue
            if record is not None and not record[2]:
                # `other:`, `merge list:`: a label of no field ends the records; it heads a
                # block of the brief, as a heading would.
                heading = record[1]
                block = block_kind(heading, lexicon)
                continue
            if raw[:1].isspace() and headed.current:
                # A line of the list under a label: that field's, whatever its words. Lines with
                # no list mark under one that ends with its colon (`新增问 6，…：`, then
                # `**问 6：** …` and `**答：** …`) are the words it dictates, read with it.
                opened = headed.slots.get(headed.current, [])[-1:]
                marked = LIST_MARKER.match(raw) is not None
                if (
                    opened
                    and not marked
                    and (headed.dictating or DICTATING_END.search(opened[0].text))
                ):
                    # Each dictated line read as quoted words (as `「…」` under the colon would
                    # be): its own words, no request of its own.
                    # (A line in backticks is quoted too: its words are the line's, never
                    # requests of their own, `仅把 judge 升到 B` no change of values.)
                    said = (
                        quoted_code(stripped)
                        if DICTATED_BELOW.fullmatch(stripped)
                        else f"「{stripped}」"
                    )
                    dictated = Segment(text=f"{opened[0].text}{said}", line=opened[0].line)
                    headed.slots[headed.current][-1] = dictated
                    headed.dictating = True
                    if "**" in stripped:
                        bold_lines.append(Segment(text=stripped, line=number))
                else:
                    headed.dictating = False
                    headed.add(headed.current, text_line, number)
                continue
        field_match = FIELD.match(text_line)
        keyword = BLOCK_KEYWORDS.match(text_line)
        starts_block = (
            is_chapter_heading(stripped, text_line)
            or (not field_match and MARKDOWN_HEADING.match(raw) is not None)
            or (keyword is not None and (len(text_line) <= 40 or keyword.group("kw") == "附带观察"))
            or (not field_match and is_plain_heading(stripped, text_line, lexicon))
        )
        if starts_block and not (block == "item" and field_match):
            heading = text_line
            block = block_kind(CHAPTER_NUMBER.sub("", text_line), lexicon)
            numbered_items = False
            continue
        if block == "item":
            assert headed is not None  # block "item" starts at an item's heading
            draft = headed
            english = (
                None
                if field_match
                else english_field(text_line) or caveats_field(text_line, lexicon)
            )
            if field_match:
                name = field_match.group("name")
                slot = FIELD_SLOTS.get(name, "relation")
                body = text_line[field_match.end() :].strip()
                if body:
                    draft.add(slot, body, number)
                else:
                    draft.current = slot
                draft.field_bulleted = LIST_MARKER.match(stripped) is not None
            elif english is not None:
                slot, body = english
                if body:
                    draft.add(slot, body, number)
                else:
                    draft.current = slot
                draft.field_bulleted = LIST_MARKER.match(stripped) is not None
            else:
                fallback = "summary" if "summary" not in draft.slots else "relation"
                bullet = LIST_MARKER.match(raw) is not None and not raw[:1].isspace()
                # `src: …` on a line of its own, then bullets at the margin: the item's words,
                # no more sources (a source's own line nests under a bulleted field).
                # (`- src: …` with its words, then `- …` at the margin: a line of its own too.)
                after_sources = draft.current == "sources" and (
                    not draft.field_bulleted or bool(draft.slots.get("sources"))
                )
                bare = bullet and (after_sources or not draft.current)
                slot = "bare" if bare else draft.current or fallback
                opened = draft.slots.get(slot, [])[-1:]
                if opened and dictates_below(opened[0], number, stripped):
                    # `建议归入：术语表末尾增补一条：` then `` `- **X**（…）—— …` `` on the next
                    # line: the line it dictates, read as if written after its colon.
                    joined = opened[0].text + quoted_code(stripped)
                    draft.slots[slot][-1] = Segment(text=clean_line(joined), line=number - 1)
                    if "**" in stripped:
                        bold_lines.append(Segment(text=joined, line=number - 1))
                else:
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
            if not CITATION_LINE.search(text_line):
                outside.append(
                    OutsideLine(text=text_line, line=number, heading=heading, block=block)
                )
        elif block != "preamble" and (labelled := OWN_CAVEAT.match(text_line)):
            # `### 复查 1：…` then `- **值得警惕**：11 个省市保持不变`: a caveat in a block of no
            # item is the brief's own, as its caveats list is.
            caveats.append(Segment(text=text_line[labelled.end() :].strip(), line=number))
        else:  # the preamble, a block of no known kind, the items' section before an item
            outside.append(OutsideLine(text=text_line, line=number, heading=heading, block=block))
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
        items=tuple(draft.item() for draft in with_table_rows_placed(items)),
        closing=tuple(closing),
        caveats=tuple(caveats),
        citations=tuple(citations),
        outside=tuple(outside),
        bold_names=tuple(bold_names),
        bold_lines=tuple(bold_lines),
        lines_below=tuple(lines_given_below(raw_lines)),
    )


# A brief line that is one whole line in quotes or backticks, as a block of lines is given
# below its request (`  "- **X**"`, `` `  - 说明：…` ``).
QUOTED_WHOLE_LINE = re.compile(r"^\s*(?:[-*+]\s+)?(?:\"[^\"]+\"|“[^“”]+”|「[^「」]+」|`[^`]+`)\s*$")
# The end of a request whose words follow below it: its colon.
COLON_END = re.compile(r"[：:]\s*$")


def lines_given_below(raw_lines: list[str]) -> list[Segment]:
    """The requests that give two or more whole lines below them (`A.1 新增一条，三行照抄：`, then
    a fenced block or a quoted line apiece), each with its line and the lines as given: words
    kbpatch does not read as an entry's, which no entry built from the item may stand for."""
    found = []
    for index, raw in enumerate(raw_lines):
        if not COLON_END.search(raw) or FENCE.match(raw):
            continue
        below = index + 1
        while below < len(raw_lines) and not raw_lines[below].strip():
            below += 1
        given: list[str] = []
        if below < len(raw_lines) and FENCE.match(raw_lines[below]):
            end = below + 1
            while end < len(raw_lines) and not FENCE.match(raw_lines[end]):
                given.append(raw_lines[end].rstrip("\r\n"))
                end += 1
        else:
            while below < len(raw_lines) and QUOTED_WHOLE_LINE.match(raw_lines[below]):
                given.append(raw_lines[below].strip())
                below += 1
        if len([line for line in given if line.strip()]) >= 2:
            found.append(Segment(text="\n".join(given), line=index + 1))
    return found
