"""An entry's form, learnt from its neighbours, filled with the brief's facts.

Pure functions on strings: the neighbours are the first lines of a list's items or a table's
rows, as the KB has them; the facts are the brief's own words. A slot the brief gives no fact
for takes the neighbours' mark for a missing value, or is left out: nothing is invented."""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Iterator, Mapping, Sequence
from dataclasses import dataclass, replace
from functools import lru_cache

from .chars import HAN, HAN_RANGE, is_han
from .locate import Unresolved
from .models import EntryContent
from .parse import CLOSING_TAG, TITLE_STARS
from .reading.text import ARXIV, PAPER_CARD, TITLE_DASH, title_given

PATH_OR_URL = re.compile(r"https?://[^\s，。；、（）()「」“”\"]+|[\w.~-]+(?:/[\w.*~-]+)+")
# Asides about the brief's own bookkeeping: not content for the document.
BOOKKEEPING = re.compile(r"挂账|归位|正文缺|缺条目|孤儿|落点|非新观点|计数刷新|本轮|今晚|今夜")
PAREN = re.compile(r"（[^（）]*）|\([^()]*\)")
LAST_ASIDE = re.compile(r"[（(][^（）()]*[）)]$")
# A name as a brief writes one: Latin words, digits, dots, dashes, slashes (and spaces between
# capitalised words: `Acme Falcon-9.1`), before the Chinese description that follows it.
LATIN_NAME = re.compile(
    r"^(?P<name>[A-Za-z0-9][\w./:+\-]*(?:\s+[A-Za-z0-9][\w./:+\-]*)*?)"
    rf"(?=\s*(?:[（(]|[{HAN_RANGE}\"“「]|$))"
)
ID_ONLY_PAREN = re.compile(r"[（(\[]\s*arXiv[:：]?\s*\d{4}\.\d{4,5}\s*[）)\]](?!\()")
# An id in square brackets, not a link's text: `[arXiv:2211.17192]`.
ID_SQUARE = re.compile(r"\[arXiv[:：]\s*\d{4}\.\d{4,5}(?:v\d+)?\](?!\()")
# An id written as a link: `[arXiv:2107.06499](https://arxiv.org/abs/2107.06499)`.
ID_LINK = re.compile(r"\[arXiv[:：]\s*(?P<id>\d{4}\.\d{4,5})(?:v\d+)?\]\((?P<url>[^()\s]+)\)")
ID_PAREN = re.compile(r"^\s*[（(]\s*arXiv[:：]?\s*\d{4}\.\d{4,5}[^（）()]*[）)]")

STARS = re.compile(r"(\d[\d,]*(?:\.\d+)?\s*[kK]?)\s*[⭐★]")
WEEKLY = re.compile(r"周增\s*([+＋\-−–]\s*\d[\d,]*)|([+＋\-−]\d[\d,]*)\s*/\s*(?:week|wk)", re.I)
FIRST_SEEN = re.compile(r"(?:首次采集|first seen|first collected)[：:\s]*(\d{4}-\d{2}-\d{2})", re.I)
MATURITY_WORD = re.compile(
    rf"(?:成熟度|maturity)[：:\s]*([A-Za-z{HAN_RANGE}-]+)|"
    r"(?<![A-Za-z])(experimental|alpha|beta|research|stable|production|GA|deprecated)(?![A-Za-z])",
    re.I,
)
LICENSE = re.compile(
    r"(?<![\w-])(Apache-2\.0|MIT|BSD-[23]-Clause|[AL]?GPL-[23]\.0(?:-only|-or-later)?|MPL-2\.0|"
    r"CC[- ]BY(?:-[A-Z]+)*(?:-\d\.\d)?|Unlicense|ISC)(?![\w-])"
)
# `论文：Title`, `title: Title`, and after a title word with no colon (`（arXiv:…，标题 Title）`,
# `题为 Title`, `titled Title`): a Latin title, up to the next clause.
PAPER_TITLE = re.compile(
    r"(?:(?:论文|paper|标题|title)\s*[：:]|(?:标题|题为|题目)\s*[为是]?|\btitled\b)"
    r"\s*(?P<title>[A-Za-z0-9][^，；;\n]*?)(?=\s*(?:[，；;]|来源|链接|https?://|$))",
    re.I,
)


def within_aside(title: str) -> str:
    """A title cut where the aside holding it closes (`（arXiv:…，标题 Title）` → `Title`):
    a bracket it did not open is no part of it."""
    depth = 0
    for at, char in enumerate(title):
        if char in "（(":
            depth += 1
        elif char in "）)":
            if depth == 0:
                return title[:at].strip()
            depth -= 1
    return title


VERSION = re.compile(r"(?<![\w.])(v\d+(?:\.\w+)*)")

# What a table column holds, by the words of its header (Chinese and English forms), any case.
COLUMN_WORDS = (
    # A running number of the rows (`| 序号 | 数据集 | …`): the next column names them.
    ("ordinal", r"^(?:序号|序|No\.?)$"),
    ("source", r"来源|出处|链接|证据(?!等级)|provenance|source|link|evidence(?! level)|\bref"),
    # A table of trends or questions: each row is a statement, not a named thing.
    ("statement", r"^(?:趋势|问题|观察|trends?|questions?|observations?)$"),
    ("lead", r"线索|\bleads?\b|\bclues?\b"),  # a question's leads: where to look
    ("stars", r"⭐|★|star|热度|周增"),
    ("license", r"许可|协议|licen[cs]e"),
    ("version", r"版本|version|release"),
    ("maturity", r"成熟度|状态|阶段|maturity|status|stage"),
    ("date", r"首次采集|采集|日期|时间|^提出$|date|first seen|added|\braised\b"),
    ("id", r"arxiv|^doi$"),
    ("where", r"正文位置|位置|落点|用于|用在|used in|where|^section$|^§$"),
    ("title", r"^(?:标题|题目|title)$"),
    ("type", r"类型|定位|类别|分类|type|kind|category|role"),
    # A glossary's other name for its term: `| 术语 | 英文 | 释义 |`, `| Term | Full name |`.
    ("alias", r"英文|英语|全称|原文|外文|原名|别名|english|full\s*name|expansion|alias"),
    (
        "summary",
        r"要点|说明|摘要|描述|结论|发现|备注|内容|释义|定义|含义|解释"
        r"|notes?|summary|highlights?|findings?|descr|definition|meaning",
    ),
    ("name", r"项目|名称|条目|论文|模型|仓库|工具|name|project|repo|model|paper|tool"),
)
COLUMN_MEANINGS = tuple((meaning, re.compile(words, re.I)) for meaning, words in COLUMN_WORDS)
MISSING_VALUES = ("—", "-", "–", "——", "N/A", "n/a", "NA", "未知", "无", "?", "？", "/")
# The labels of caveats that belong in an evidence slot (`证据等级：…`).
EVIDENCE_LABELS = re.compile(r"证据|口径|标注|说明|等级|注|evidence|caveat", re.I)
POSITION_LABELS = re.compile(r"定位|类型|positioning|type", re.I)
OPENERS = "（(「“『[〔【"
CLOSERS = "）)」”』]〕】"


def outside_brackets(text: str) -> Iterator[int]:
    """The indexes of the characters of `text` that stand where no bracket or quote is open
    (brackets themselves excluded)."""
    depth = 0
    for index, char in enumerate(text):
        if char in OPENERS:
            depth += 1
        elif char in CLOSERS:
            depth = max(depth - 1, 0)
        elif depth == 0:
            yield index


def split_outside(text: str, separators: Sequence[str]) -> list[str]:
    """Split at any of `separators` where no bracket or quote is open."""
    parts: list[str] = []
    start = 0
    for index in outside_brackets(text):
        if index < start:
            continue  # inside the separator just split at
        found = next((s for s in separators if text.startswith(s, index)), "")
        if found:
            parts.append(text[start:index])
            start = index + len(found)
    parts.append(text[start:])
    return parts


def sentences_of(text: str) -> list[str]:
    """Whole sentences, each with its full stop; never cut inside brackets or quotes."""
    out: list[str] = []
    start = 0
    for index in outside_brackets(text):
        if text[index] in "。！？":
            out.append(text[start : index + 1].strip())
            start = index + 1
    rest = text[start:].strip()
    if rest and out and SOURCE_TAG.fullmatch(rest):
        # `…。〔来源：…〕`: the source tag closes the last sentence; no stop of its own.
        out[-1] += rest
    elif rest:
        out.append(rest if rest.endswith(("。", "！", "？", ".")) else rest.rstrip("；;，,") + "。")
    return [s for s in (one_sentence_end(s) for s in out) if s.strip("。 ")]


# A source tag after a sentence's stop: `〔来源：organized/…〕`, `【出处：…】`.
SOURCE_TAG = re.compile(CLOSING_TAG)


LINE_BREAKS = re.compile(r"\s*[\r\n]+\s*")


def single_line(text: str) -> str:
    return LINE_BREAKS.sub(" ", text).strip()


# A sentence end said twice (`….。` where a brief closes an English sentence with 。, `。。`):
# the first end stands, whichever script it is in.
DOUBLED_END = re.compile(r"(?<=[.!?。！？])[。！？]+$")


def one_sentence_end(text: str) -> str:
    return DOUBLED_END.sub("", text.strip())


# Words whose parts end with half-width stops, a reference's way (`林岚. 标题. 2026-10.`).
LATIN_STOPPED = re.compile(r"\S\.[ \t]\S.*\S\.$")


def latin_sentence(text: str) -> bool:
    """Whether the last sentence of a text is written in Latin letters (`GPU use +18%.`), not
    Chinese (`KV 池过小。`): more Latin letters than Han characters after the last 。！？."""
    last = re.split(r"[。！？]", text.rstrip("。！？"))[-1]
    han = len(HAN.findall(last))
    return len(re.findall(r"[A-Za-z]", last)) > han


# A question or exclamation closed by one aside after it (`…？（状态：未决）`): the sentence
# ended at its mark; a full stop after the aside would be a second end.
ASKED_THEN_ASIDE = re.compile(r"[？！?!]\s*[（(][^（）()]*[）)]$")


def full_stop(text: str) -> str:
    """A text ending with exactly one sentence end: an English sentence keeps its own `.`,
    `!`, `?` (no `。` after it); any other ends with `。`."""
    text = one_sentence_end(text)
    if not text or text.endswith(("。", "！", "？")) or ASKED_THEN_ASIDE.search(text):
        return text
    if (
        (tag := SOURCE_TAG.search(text))
        and tag.end() == len(text)
        and text[: tag.start()][-1:] in "。！？"
    ):
        return text  # `…。〔来源：…〕`: stopped before its source tag
    if text.endswith((".", "!", "?")) and latin_sentence(text):
        return text
    return text.rstrip("；;，,.") + "。"


# ---------------------------------------------------------------- the facts


@dataclass(frozen=True)
class Facts:
    """What the brief says about the entity a new entry is for, slot by slot."""

    name: str
    ids: tuple[str, ...] = ()
    headline: str = ""
    label: str = ""
    sentences: tuple[str, ...] = ()
    cross_refs: str = ""
    caveats: tuple[tuple[str, str], ...] = ()  # (label, text), each text once
    sources: str = ""
    mark: str = ""
    stars: str = ""
    weekly: str = ""
    license: str = ""
    version: str = ""
    maturity: str = ""
    first_seen: str = ""
    positioning: str = ""
    paper_title: str = ""  # `论文：Title` in the sources
    where: str = ""  # where the same item's entry lands (`§3.4`), for a citation
    dictated: bool = False  # the sentences are the brief's very words for the entry
    # The label the brief's new citation of this paper takes (`R12`): the entry cites by it
    # where its neighbours cite by labels of that series (`…。（R8）`, a `来源` cell `R8`).
    reference: str = ""
    # The paper's authors and year, when the brief's sources give them (`Okonkwo et al.,
    # 2026`): an entry cites by them where its neighbours cite by author and year.
    authors: Authors | None = None
    # The key the brief says the entry cites by (`引用写作 [Zeng 2024]`), brackets aside.
    cited_as: str = ""

    @property
    def summary(self) -> str:
        return "".join(self.sentences)


def split_item_title(title: str) -> tuple[str, str]:
    """`rec —— 单厂商专用引擎（挂账）★` → ("rec", "单厂商专用引擎")."""
    title = TITLE_STARS.sub("", title.strip())
    # An id in brackets is a slot of its own (`ids`), not part of a name or a headline.
    title = ID_ONLY_PAREN.sub("", title).strip()
    parts = TITLE_DASH.split(title, maxsplit=1)
    head = parts[0].strip()
    headline = parts[1].strip() if len(parts) > 1 else ""
    headline = TITLE_STARS.sub("", headline)
    # A trailing aside about bookkeeping goes; one about content (`（1771⭐，教学索引）`) stays.
    while (last := LAST_ASIDE.search(headline)) and BOOKKEEPING.search(last.group(0)):
        headline = headline[: last.start()].strip()
    if BOOKKEEPING.search(headline):
        headline = ""
    return head, headline


# The aside that closes a name (`X（图搜索）`), its words apart; and with the space before it,
# to take it off (`X（图搜索）` → `X`).
CLOSING_ASIDE = re.compile(r"[（(](?P<words>[^（）()]+)[）)]\s*$")
SPACED_CLOSING_ASIDE = re.compile(r"\s*[（(][^（）()]*[）)]\s*$")


def entity_name(head: str) -> str:
    """The entity's own name in an item's title: `Orca-7.2-24B-AWQ 官方部署卡片（…）` →
    `Orca-7.2-24B-AWQ`; a title that is a name already stays whole."""
    head = ID_ONLY_PAREN.sub("", ID_PAREN.sub("", head)).strip()  # `X [arXiv:…]` too
    bare = SPACED_CLOSING_ASIDE.sub("", head).strip() or head
    match = LATIN_NAME.match(bare)
    name = match.group("name").strip() if match else ""
    # A proper name has a capital, a digit or a joint (`vLLM`, `EAGLE-4`, `owner/repo`); a
    # common word (`agent 框架…`) starts a description instead.
    if name and match and match.end() < len(bare) and re.search(r"[A-Z0-9/\-.]", name):
        # `kite/shard repo 首采`: the kind of thing after the name is not part of it.
        return KIND_AFTER_NAME.sub("", name) or name
    return bare


# What a title may say a name is, after it: `kite/shard repo`, `Orca paper`.
KIND_AFTER_NAME = re.compile(r"\s+(?:repo|repository|project|paper|library|model|card)s?$", re.I)


def _pairs(text: str) -> set[str]:
    """A text's character pairs (Chinese) and words (Latin), to compare wordings loosely."""
    words = {w.lower() for w in re.findall(r"[A-Za-z0-9]+", text)}
    han = re.sub(rf"[^{HAN_RANGE}]", "", text)
    return words | {han[k : k + 2] for k in range(len(han) - 1)}


def says(sentence: str, claim: str, share: float = 0.6) -> bool:
    """Whether a sentence makes a claim the brief said not to write: most of the claim's
    wording (`share` of it) is in it (`已经天然具备多少决策能力` says `LLM 已天然具备决策能力`)."""
    wanted = _pairs(claim)
    return bool(wanted) and len(wanted & _pairs(sentence)) >= share * len(wanted)


# How much of a note's wording a sentence of the entry must hold to say it already
# (`需重新训练草稿头` beside `…；需要重新训练草稿头。`): nearly all, so that a note adding a
# word of its own (`吞吐提升 30% 为自测` beside `吞吐提升 30%`) is still written.
RESTATED_SHARE = 0.8


def without_unsaid(sentence: str, claims: Sequence[str]) -> str:
    """A 要点 sentence without what the brief said not to write: whole when it makes none of
    the claims; else its parts apart by `；` that make none (`覆盖 40 种语言；作者称错误率低
    60%。` without `"错误率低 60%"` → `覆盖 40 种语言。`); "" when every part, or the sentence
    only as a whole, makes one. Never a part cut at a comma: which words of it stand alone is
    a guess."""
    if not any(says(sentence, claim) for claim in claims):
        return sentence
    cuts = [i for i in outside_brackets(sentence) if sentence[i] in "；;"]
    parts = [sentence[a + 1 : b] for a, b in zip([-1, *cuts], [*cuts, len(sentence)], strict=True)]
    kept = [p.strip(" 。") for p in parts if not any(says(p, claim) for claim in claims)]
    kept = [p for p in kept if p]
    if not kept or len(kept) == len(parts):
        return ""
    return "；".join(kept) + "。"


def _ids_in(text: str) -> list[str]:
    found = [m.group(1) for m in ARXIV.finditer(text)]
    found += [f"{m.group(1)}.{m.group(2)}" for m in PAPER_CARD.finditer(text)]
    return list(dict.fromkeys(found))


def _linked_already(source: str, caveats: list[tuple[str, str]]) -> bool:
    """Whether a caveat of the entry already links this source's path (`攻略：guides/x.md`
    for `organized/guides/x.md`): the entry names each path once."""
    path = short_source(source)
    return any("/" in text and (path.endswith(text) or text.endswith(path)) for _, text in caveats)


def about_entity(pieces: Sequence[str], name: str, ids: Sequence[str]) -> list[str]:
    """The source pieces about the entity itself (its card, its guide), not its relatives."""
    slug = re.sub(r"[^a-z0-9]+", "-", name.lower()).strip("-")
    tail = slug.rsplit("-", 1)[-1] if "/" in name else ""
    chosen = []
    for piece in pieces:
        text = piece.lower()
        flat = re.sub(r"[^a-z0-9]+", "-", text)
        named = len(slug) >= 3 and slug in flat
        # `owner/name`: a guide or card named after the repository's own name.
        own_file = len(tail) >= 4 and re.search(rf"(?<![a-z0-9]){re.escape(tail)}\.md", text)
        if named or own_file or any(i in piece for i in ids):
            chosen.append(piece)
    return chosen or list(pieces[:1])


def short_source(piece: str) -> str:
    """A source piece as the document cites one: its paths and URLs, without the remarks."""
    bare = PAREN.sub("", PAREN.sub("", piece))
    steps = []
    for step in bare.split("→"):
        found = [m.group(0).rstrip(".") for m in PATH_OR_URL.finditer(step)]
        found = [f for f in found if "/" in f]
        if found:
            steps.append("、".join(found))
    return " → ".join(steps) if steps else piece.strip()


# A paper's own short name, before the colon of its title: `EvictBench: Measuring …`.
PAPER_SHORT_NAME = re.compile(r"([A-Za-z][A-Za-z0-9.+-]{1,30})\s*[:：]\s")
# An item's title that says it is a paper (`KV 驱逐策略论文`, `… paper`).
PAPER_ITEM = re.compile(r"(?:论文|预印本|(?i:\bpaper))\s*(?:[（(][^（()）]*[）)]\s*)?$")


def facts_of(
    entry: EntryContent, *, item_title: str = "", ids: Sequence[str] = (), mark: str = ""
) -> Facts:
    """The facts of an entry, in slots: the brief's words, sorted, each said once."""
    head, headline = split_item_title(item_title) if item_title else (entry.title, "")
    # A title the brief gives the entry (`标题用"X（图搜索）"`) keeps its closing aside whole:
    # an aside the item's heading does not hold (`AgentZ 图搜索分解法`) was not cut from it, it
    # names the entry.
    bare_title = ID_ONLY_PAREN.sub("", ID_PAREN.sub("", entry.title)).strip()
    own_aside = CLOSING_ASIDE.search(bare_title)
    words = own_aside.group("words").strip() if own_aside else ""
    given = bool(
        item_title and words and not re.search(rf"[（(]\s*{re.escape(words)}\s*[）)]", item_title)
    )
    name = bare_title if given or entry.named else entity_name(entry.title or head)
    all_ids = list(dict.fromkeys([*ids, *_ids_in(entry.title), *_ids_in(item_title)]))
    sentences = [
        said
        for s in sentences_of(entry.summary)
        if (not BOOKKEEPING.search(s) or len(s) > 60) and (said := without_unsaid(s, entry.unsaid))
    ]
    caveats: list[tuple[str, str]] = []
    seen = {_plain(s) for s in sentences}
    positioning = ""
    for caveat in entry.caveats:
        label, _, text = caveat.partition("：")
        if not text:
            label, text = "", caveat
        text = text.strip().strip('"“”「」『』').strip()
        key = _plain(text)
        if POSITION_LABELS.fullmatch(label.strip()) and not positioning:
            positioning = text
        if not key or any(key in other or other in key for other in seen if len(other) > 3):
            continue
        if len(key) > 5 and any(says(other, key, RESTATED_SHARE) for other in seen):
            continue  # the 要点 says it already, a word apart
        seen.add(key)
        caveats.append((label.strip(), text))
    pieces = [p.strip() for p in split_outside(entry.sources, ["；", ";"]) if p.strip()]
    own = about_entity(pieces, name, all_ids)
    primary = own[0] if own else ""
    # The count the title or summary gives, else the one on the entity's own card.
    stars = STARS.search(f"{item_title} {entry.summary}") or STARS.search(primary)
    weekly = WEEKLY.search(entry.summary) or WEEKLY.search(primary)
    maturity = MATURITY_WORD.search(primary)
    first_seen = FIRST_SEEN.search(primary)
    licence = LICENSE.search(primary)
    # The version the title or summary gives, else the one on the entity's own card.
    version = VERSION.search(head) or VERSION.search(entry.summary) or VERSION.search(primary)
    titled = PAPER_TITLE.search(entry.sources)
    paper_title = (
        entry.paper_title
        or (within_aside(titled.group("title").strip()) if titled else "")
        or title_given(all_ids, entry.sources, item_title or entry.title)
    )
    # `论文：Title（Okonkwo et al., 2026）`: the authors are not part of the title.
    paper_title = AUTHORS_ASIDE.sub("", paper_title).strip()
    short_name = PAPER_SHORT_NAME.match(paper_title)
    if (
        short_name
        and PAPER_ITEM.search(head)
        and name.lower() not in short_name.group(1).lower()
        and not (given or entry.named)
    ):
        # `KV 驱逐策略论文` about 《EvictBench: Measuring KV Eviction…》: the paper names
        # itself; the Latin word of the item's description (`KV`) is no name of it.
        name = short_name.group(1)
    if paper_title and (ARXIV.search(name) and len(name) <= 20):
        # An entry named by its id takes the paper's short title: up to its first `:` or `?`.
        short = re.match(r"^(.+?[?:？：])\s", paper_title + " ")
        name = (short.group(1) if short else paper_title).rstrip(":：")
    return Facts(
        name=name,
        ids=tuple(all_ids),
        headline=headline,
        label=entry.label,
        sentences=tuple(sentences),
        cross_refs=entry.cross_refs,
        caveats=tuple(caveats),
        sources="；".join(
            dict.fromkeys(short_source(p) for p in own if not _linked_already(p, caveats))
        ),
        mark=mark,
        stars=re.sub(r"\s+", "", stars.group(1)) + "⭐" if stars else "",
        weekly=re.sub(r"\s+", "", (weekly.group(1) or weekly.group(2))) if weekly else "",
        license=licence.group(1) if licence else "",
        version=version.group(1) if version else "",
        maturity=(maturity.group(1) or maturity.group(2)) if maturity else "",
        first_seen=first_seen.group(1) if first_seen else "",
        positioning=positioning,
        paper_title=paper_title,
        dictated=entry.dictated,
        where=" / ".join(entry.cited_at),
        reference=entry.reference,
        cited_as=entry.cited_as,
        authors=authors_in([*own, *(p for p in pieces if p not in own and about_paper(p))]),
    )


def _plain(text: str) -> str:
    return re.sub(r"[\s*_`。，；：、,.;:]+", "", text).lower()


# ---------------------------------------------------------------- authors and year


@dataclass(frozen=True)
class Authors:
    """A paper's authors and year as the brief gives them: `Okonkwo et al., 2026`."""

    names: str  # `Okonkwo`, `Okonkwo, J.`, `Okonkwo and Lee`, `张伟`
    # How the brief says there are more authors (` et al.`, ` 等`), or "" when it names all.
    others: str
    year: str

    @property
    def surnames(self) -> str:
        """The names without initials, as a citation in the text writes them: `Okonkwo`."""
        return INITIALS.sub("", self.names)

    def in_text(self, et_al: EtAl) -> str:
        """`Okonkwo et al.` in the document's way of saying "and others" for a name in that
        script (`Novak 等`), else in the brief's own."""
        return self.surnames + self._others(et_al)

    def in_list(self, et_al: EtAl, initials: bool) -> str:
        """The authors as a reference list writes them: with the brief's initials where the
        list writes initials (`Okonkwo, J. et al.`), never with invented ones."""
        return (self.names if initials else self.surnames) + self._others(et_al)

    def _others(self, et_al: EtAl) -> str:
        if not self.others:
            return ""
        latin, han = et_al
        return (han if HAN.match(self.names) else latin) or self.others


# How a document writes "and others" after a Latin name and after a Chinese one
# (` et al.`, ` 等`); "" where it shows none.
EtAl = tuple[str, str]


def et_al_of(authors: Sequence[str]) -> EtAl:
    """The document's "and others" after Latin and after Chinese names, from its citations'
    authors (`Kwon et al.`, `张伟 等`)."""
    found: dict[bool, Counter[str]] = {False: Counter(), True: Counter()}
    for names in authors:
        many = ET_AL.search(names)
        if many:
            found[bool(HAN.match(names))][many.group(0)] += 1
    latin, han = (found[k].most_common(1)[0][0] if found[k] else "" for k in (False, True))
    return latin, han


INITIALS = re.compile(r",\s?(?:[A-Z]\.\s?-?)+$")
_SURNAME = r"[A-Z][A-Za-z'’-]+(?:,\s?(?:[A-Z]\.\s?-?)+)?"
_HAN_NAME = rf"[{HAN_RANGE}]{{1,4}}"
_YEAR = r"(?P<year>(?:19|20)\d{2})(?![\d.\-/:])"
# Authors and a year as a brief's sources write them. Unlabelled, only with `et al.`/`等` or
# two names joined by and/&: a capitalised word before a year (`Gemini 2025`) may be a name of
# anything. After `作者：`, one name is enough.
BRIEF_AUTHORS = re.compile(
    rf"(?:(?<=作者：)|(?<=作者:)|(?<=作者：\s)|(?<=作者:\s)|(?<![\w.]))"
    rf"(?P<names>{_SURNAME}(?:\s(?:and|&)\s{_SURNAME})?|{_HAN_NAME})"
    r"(?P<many>\s?(?:et al\.?|等人?))?"
    rf"\s?(?:[,，]\s?|[（(])?{_YEAR}[）)]?"
)
# Authors and a year in brackets after a paper's title: `Title（Okonkwo et al., 2026）`, or
# the start of such a bracket where the title was cut at its comma (`Title（作者：王芳 等`).
AUTHORS_ASIDE = re.compile(
    r"\s*[（(](?:作者[：:]\s?)?[^（）()]*?(?:et al\.?|等人?)[,，]?\s?(?:19|20)\d{2}[）)]$"
    r"|\s*[（(]作者[：:][^（）()]*$"
)


def about_paper(piece: str) -> bool:
    """Whether a source piece speaks of the paper itself though it does not name it: the one
    giving its title (`论文：Title…`), or one that is only authors and a year
    (`Okonkwo et al., 2026`, `作者：王芳 等，2026`), as the pieces about relatives are not."""
    if PAPER_TITLE.search(piece):
        return True
    bare = re.sub(r"^作者[：:]\s?", "", piece.strip().strip("。."))
    return (match := BRIEF_AUTHORS.match(bare)) is not None and match.end() == len(bare)


def authors_in(pieces: Sequence[str]) -> Authors | None:
    """The authors and year the brief's source pieces about the paper give, when they give
    one such pair; None when none, or several (which one is the paper's is not told)."""
    found = set()
    for piece in pieces:
        for match in BRIEF_AUTHORS.finditer(piece):
            labelled = piece[: match.start()].rstrip().endswith(("作者：", "作者:"))
            said = match.group("many") or ""
            two = re.search(r"\s(?:and|&)\s", match.group("names")) is not None
            if said or two or labelled:
                others = " 等" if "等" in said else " et al." if said else ""
                found.add(Authors(match.group("names").strip(), others, match.group("year")))
    return found.pop() if len(found) == 1 else None


# ---------------------------------------------------------------- list items


@dataclass(frozen=True)
class ListForm:
    """How the items of one list are written, learnt from their first lines."""

    bold: bool = False
    id_paren: bool = False  # `**SPAR**（arXiv:…，一句话）`
    half_width: bool = False  # the parenthesis after the name is `(…)`: `**SPAR** (arXiv:…)`
    # Items write their ids in square brackets (`**X** [arXiv:…]：…`, `… . [arXiv:…]`): "head"
    # right after the name, "end" at the item's end, "stop" before its last full stop
    # (`… 得分 70–85 [arXiv:…]。`); "" when they do not.
    id_square: str = ""
    latin: bool = False  # items hold no Chinese: asides `(…)`, labels in English
    # Items open with a bold name that is their sentence's subject: `**GCG attacks** transfer…`.
    subject: bool = False
    # Most items open with a name and none writes a subtitle in it (`**X：副标题**：…`): a
    # new entry's name stands without the one its item's title gives (`X：副标题` → `X`).
    bare_names: bool = False
    # Items write a paper's id as a link, to this address (`{id}` standing for the id), and
    # put it last, in brackets before their full stop (`…（[arXiv:…](https://…)）。`).
    id_link: str = ""
    id_link_end: bool = False
    # Items cite their paper's id at their end in a form of the document's own (`。[论文](…)`,
    # `（见 arXiv …）。`): id_citation_form's.
    id_cite: tuple[str, bool] | None = None
    gloss_in_paren: bool = False  # the parenthesis after the name holds a gloss too
    separator: str = "："  # after the head: `：`, ` — `, `——`
    footnoted: bool = False  # items end with a footnote marker: `… 。[^2]`, `…点[^2]。`
    # The marker stands before the item's full stop (`…点[^2]。`), not after it.
    footnote_before_stop: bool = False
    arrows: tuple[str, ...] = ()  # labels of the ` → 标签：…` slots after the head
    first_arrow: str = " → "  # between the head and the first slot: `）→ ` or ` → `
    lead: str = ""  # words every item writes before its first arrow: `：外域方法 → …`
    has_sources: bool = False  # neighbours cite paths or URLs
    # Neighbours cite file paths, or their sources under a label (`来源：https://…`): a path
    # source is cited as theirs are; beside paper links alone (`[论文](…)`) it is not.
    takes_paths: bool = False
    # Most items give their maker and year in brackets after the name: `**GPTQ**（IST
    # Austria, 2022）：…`.
    year_aside: bool = False
    named: bool = True  # items start with a name and a separator (or a bold name)
    # Items end with their reference in brackets (`… 取回（见 A2）。`), none after the name.
    tail_ref: bool = False
    full_stop: bool = False  # items end with a full stop (`… → 证据等级：论文自测。`)
    # Items end with a citation in brackets, by label (`…。（R8）`, `… [3]。`) or by author and
    # year (`…（Kwon et al., 2023）。`): how they write it.
    cites: TailCitation | None = None
    median: int = 0  # characters in a neighbour's text
    # How items write a paper's id: `arXiv:`, or its DOI `doi:10.48550/arXiv.` (`（doi:…）`).
    id_prefix: str = "arXiv:"
    # Items open with their name in marks and run on (`【过滤】高选择性…`): the marks.
    marks: tuple[str, str] = ("", "")
    # Every item writes a label before its name (`名称：LangGraph——…`): the label and colon.
    name_lead: str = ""
    # Every item ends with its source in brackets under a label (`…（来源：repo card 3120）`):
    # the label, and the full stop after the bracket ("" when they write none).
    source_label: str = ""
    source_stop: str = ""
    # The brackets of that source, and whether the item's full stop stands before them.
    source_brackets: tuple[str, str] = ("（", "）")
    source_after_stop: bool = False
    # Every item opens with its number in the document's levels, counting on (`1.1.2 X：…`,
    # `1.1.3 Y：…`): the number the next item takes (`1.1.4`).
    number_lead: str = ""

    @property
    def budget(self) -> int:
        """About twice the neighbours' median: what an entry may take unless asked for more."""
        return max(2 * self.median, 160) if self.median else 0


# Brackets after a name that give its maker and year: `（IST Austria, 2022）`, `(Meta, 2024)`.
# `（2023）` alone too: the year is the aside (`RT-2（2023）— …`).
# The year may give its month too: `（智谱，2026-12）`.
YEAR_ASIDE = re.compile(
    r"[（(](?:[^（）()]{1,40}?[,，、\s])?(?:19|20)\d{2}(?:[-./]\d{1,2}|年\d{1,2}月)?[）)]"
)
# What follows an id's link in brackets that ends its item: the bracket, a full stop.
TAIL_LINK = re.compile(r"^[）)][。.]?\s*$")


DASHES = ("—", "–", "-")
# Where a name gives way to its subtitle: `JudgeBench-2：评委一致性基准`, `Orca: a fast …`.
SUBTITLE = re.compile(r"\s*(?:：|:\s)\s*")


# A reference in brackets at an item's end, before its full stop: `（见 A1）。`, `(R3).`
TAIL_REF = re.compile(r"[（(][^（）()]{1,24}[）)][。.]?$")
ITEM_HEAD = re.compile(
    r"^(?:(?P<bold>\*\*|__)(?P<bname>.+?)(?P=bold)"
    r"|(?P<name>[^：:（(→—*]{1,80}?)(?=\s*(?:[（(]|：|:|——| — |→)| - ))"
    # The spaces around a dash belong to the separator (`**Name** — …`, `名称 —— …`,
    # `名称 - …`), so they are not taken before it.
    r"\s*(?P<paren>[（(][^（）()]*[）)])?"
    # `RT-2（2023）— …`: a dash straight after the bracket is set apart as well.
    r"(?:\s*(?P<dash>(?<=[\s）)])(?:——|[—-])\s+)|\s*(?P<sep>：|:|——|→))?"
)


# `名称：LangGraph——…`: a label and its colon, then the name and a dash.
NAME_LEAD = re.compile(
    rf"^(?P<lead>[{HAN_RANGE}A-Za-z]{{1,6}}[：:])\s*(?P<name>[^：:—*\s][^：:—*]{{0,59}}?)\s*"
    r"(?P<sep>——| — )"
)
# `…（来源：repo card 3120，2026-10-11）`: the item's source in brackets, at its end.
# (`…。〔来源：…〕`: after the full stop, in the brackets a paragraph's closing tag takes.)
SOURCE_TAIL = re.compile(
    r"(?P<before>[。.]?)(?P<open>[（(〔【])(?P<label>来源|出处|Sources?)[：:]\s*[^（）()〔〕【】]+"
    r"(?P<close>[）)〕】])(?P<stop>[。.]?)$",
    re.I,
)


def common_group(pattern: re.Pattern[str], bodies: Sequence[str], group: str) -> str | None:
    """The words `group` of `pattern` holds in every body, when every body matches it and
    they are the same words; else None."""
    found = {m.group(group) if (m := pattern.search(b)) else None for b in bodies}
    if len(bodies) < 2 or len(found) != 1 or None in found:
        return None
    return found.pop()


# A link's address in its brackets: `(https://…)`, `(/docs/x)`, `(#anchor)`.
LINK_ADDRESS = re.compile(r"\((?:[a-z]+://|/|#)")


# A batch adds entries to the same few lists of the KB, brief after brief, and the tails that
# hand their items in are cached (locate._entry_tail): what a list teaches is learnt once per list.
@lru_cache(maxsize=256)
def learn_list(items: tuple[str, ...]) -> ListForm:
    """The form of a list from its items' texts (without marker, number or indent)."""
    bodies = [b.strip() for b in items if b.strip()]
    if not bodies:
        return ListForm()

    def most(count: int) -> bool:
        return count * 2 > len(bodies)

    id_parens = gloss = heads = half_width = subjects = year_asides = 0
    subtitled = False  # an item's name holds a subtitle: `**X：副标题**：…`, `X: sub — …`
    links = [(m, b) for b in bodies if (m := ID_LINK.search(b)) and m.group("id") in m.group("url")]
    citing = sum(1 for b in bodies if ARXIV.search(b))
    squares: Counter[str] = Counter()  # where items write `[arXiv:…]`: "head", "end", "" (no)
    separators: Counter[str] = Counter()
    arrow_labels: Counter[tuple[str, ...]] = Counter()
    leads: Counter[str] = Counter()  # the words between the head and the first arrow
    for body in bodies:
        head = ITEM_HEAD.match(body)
        # A citation key in square brackets (`… [@kwon2023vllm]。`) stands where the item
        # cites its paper: a new entry's id goes there (as its key, when the document has one).
        square = ID_SQUARE.search(body) or next(reversed(list(KEY_CITE.finditer(body))), None)
        if square is not None:
            named_end = head.end("bname") + 2 if head is not None and head.group("bold") else -1
            after_name = named_end >= 0 and not body[named_end : square.start()].strip()
            rest = body[square.end() :].strip()
            # `… [arXiv:…]` ends the item; `… [arXiv:…]。` ends its last sentence; one in the
            # middle of its text says the item cites so, not where a new one's id goes.
            at_end = "end" if not rest else "stop" if rest in ("。", ".") else "mid"
            squares["head" if after_name else at_end] += 1
        elif ARXIV.search(body):
            squares[""] += 1
        if head is not None:
            paren = head.group("paren") or ""
            # (A link's address in brackets, `[X](https://…)`, is no aside of the name.)
            half_width += paren.startswith("(") and not LINK_ADDRESS.match(paren)
            year_asides += bool(YEAR_ASIDE.fullmatch(paren)) and not ARXIV.search(paren)
            if ARXIV.search(paren):
                id_parens += 1
                gloss += bool(re.search(r"[，,]", paren))
            dash = head.group("dash")
            # A dash keeps the space before it as written: `名称 — …`, but `名称（2023）— …`.
            spaced = dash is not None and body[head.start("dash") - 1].isspace()
            sep = head.group("sep") or (f"{' ' if spaced else ''}{dash.strip()} " if dash else "")
            # A bracket that ends the sentence (`…默认做法（Kwon et al., 2023）。`) is its
            # reference, not an aside after a name.
            heads += bool(sep or (paren and body[head.end() :].strip(" 。.")))
            if sep == ":" and body[head.end() : head.end() + 1] == " ":
                sep = ": "  # `**RadixCache**: shares …`, as English lists write it
            subtitled |= bool(SUBTITLE.search(head.group("bname") or head.group("name") or ""))
            if sep:
                separators[sep] += 1
            elif head.group("bold") and body[head.end("bname") + 2 :].startswith(" "):
                subjects += 1  # `**GCG attacks** transfer poorly…`: the name is the subject
        first, *slots = split_outside(body, [" → ", "→"])
        labels = tuple(
            s.strip().split("：", 1)[0].strip()
            for s in slots
            if "：" in s and len(s.strip().split("：", 1)[0]) <= 12
        )
        if labels:
            arrow_labels[labels] += 1
        head = ITEM_HEAD.match(first)
        if head and (head.group("sep") or head.group("dash")) and head.end() < len(first):
            leads[first[head.end() :].strip()] += 1
    arrows = next((labels for labels, count in arrow_labels.most_common(1) if most(count)), ())
    separator = "："
    for top, count in separators.most_common(1):
        if top != "→" and count * 2 >= len(bodies):
            # A bare `:` (`名字:…`) is a half-width `：`; `: ` with its space is the list's own.
            separator = "：" if top == ":" else top
    lead = next((t for t, count in leads.most_common(1) if most(count) and len(t) <= 12), "")
    bold = any(b.startswith(("**", "__")) for b in bodies)
    # `名称：X——…` in every item: the label stands before the name, the dash after it.
    name_lead = common_group(NAME_LEAD, bodies, "lead") if not bold else None
    if name_lead is not None:
        separator = common_group(NAME_LEAD, bodies, "sep") or separator
    source_label = common_group(SOURCE_TAIL, bodies, "label")
    # Most items that cite write square brackets, and most of those that end or open with
    # them agree where: the new entry's id goes there.
    placed = Counter({at: n for at, n in squares.items() if at not in ("", "mid")})
    squared = (sum(squares.values()) - squares[""]) * 2 > sum(squares.values())
    id_square = next((at for at, n in placed.most_common(1) if n * 2 > placed.total()), "")
    id_square = id_square if squared else ""
    return ListForm(
        first_arrow="→ " if most(sum(1 for b in bodies if re.search(r"[）)]→", b))) else " → ",
        lead=lead if arrows else "",
        bold=bold,
        id_paren=most(id_parens),
        id_square=id_square,
        half_width=most(half_width),
        latin=most(sum(1 for b in bodies if not HAN.search(b))),
        subject=most(subjects),
        bare_names=most(heads) and not subtitled,
        id_link=(
            links[-1][0].group("url").replace(links[-1][0].group("id"), "{id}")
            if len(links) * 2 > citing
            else ""
        ),
        # `…（[arXiv:…](…)）。`: the link in the item's last brackets, before its full stop.
        id_link_end=len(links) * 2 > citing
        and sum(TAIL_LINK.match(b[m.end() :]) is not None for m, b in links) * 2 > len(links),
        gloss_in_paren=most(gloss),
        separator=separator,
        arrows=arrows,
        # A paper's id written as a link to it is the paper, not a source of the item's own.
        has_sources=any(SOURCE_REF.search(ID_LINK.sub("", b)) for b in bodies),
        takes_paths=any(
            FILE_PATH.search(WEB_ADDRESS.sub("", b)) or SOURCE_LABEL.search(b) for b in bodies
        ),
        year_aside=most(year_asides),
        named=bold or most(heads),
        tail_ref=most(sum(1 for b in bodies if TAIL_REF.search(b))),
        full_stop=most(sum(1 for b in bodies if b.endswith("。"))),
        footnoted=most(sum(1 for b in bodies if FOOTNOTE_REF.search(b))),
        footnote_before_stop=most(sum(1 for b in bodies if FOOTNOTE_BEFORE_STOP.search(b))),
        cites=tail_citation_form(bodies),
        # A list's items are few: one that cites, with none citing otherwise, shows the form.
        id_cite=id_citation_form(bodies, least=1, plain=False),
        median=median_length(bodies),
        id_prefix=id_prefix_of(bodies),
        marks=("【", "】") if most(sum(1 for b in bodies if MARKED_HEAD.match(b))) else ("", ""),
        name_lead=name_lead or "",
        source_label=source_label or "",
        source_stop=(common_group(SOURCE_TAIL, bodies, "stop") or "") if source_label else "",
        source_brackets=(
            common_group(SOURCE_TAIL, bodies, "open") or "（",
            common_group(SOURCE_TAIL, bodies, "close") or "）",
        ),
        source_after_stop=bool(source_label and common_group(SOURCE_TAIL, bodies, "before")),
        number_lead=next_number_lead(bodies),
    )


# An item's number in the document's levels, before its name: `1.1.3 EAST：…` (1.1. and 3).
NUMBER_LEAD = re.compile(r"^(?P<prefix>\d{1,3}(?:\.\d{1,3}){0,2}\.)(?P<last>\d{1,3})\s+(?=\S)")


def next_number_lead(bodies: Sequence[str]) -> str:
    """The number after the last of a list whose every item opens with its number in levels,
    the same levels counting up (`1.1.2`, `1.1.3` → `1.1.4`); "" otherwise."""
    found = [NUMBER_LEAD.match(b) for b in bodies]
    numbered = [m for m in found if m is not None]
    if not bodies or len(numbered) != len(bodies):
        return ""
    lasts = [int(m.group("last")) for m in numbered]
    if len({m.group("prefix") for m in numbered}) != 1 or lasts != sorted(set(lasts)):
        return ""
    if lasts == [lasts[0]] and lasts[0] != 1:
        return ""  # one paragraph numbered on from others elsewhere: no count to follow
    return f"{numbered[-1].group('prefix')}{lasts[-1] + 1}"


# kbpatch's own labels, in a list of English sentences.
ENGLISH_LABELS = {"交叉引用": "See also", "来源": "Source"}


# An item that opens with its name in marks: `【过滤】高选择性标量过滤…`.
MARKED_HEAD = re.compile(r"^【[^【】]{1,20}】\S")


# An arXiv paper's DOI as items write it: `doi:10.48550/arXiv.2210.17323`.
ARXIV_DOI = re.compile(r"(?<![\w/])(doi[:：]\s?)10\.48550/arXiv\.\d{4}\.\d{4,5}", re.I)


def id_prefix_of(bodies: Sequence[str]) -> str:
    """`doi:10.48550/arXiv.` when the items that give a paper's id give its DOI and none
    writes `arXiv:`; else `arXiv:`."""
    dois = [m for b in bodies if (m := ARXIV_DOI.search(b))]
    if dois and not any(re.search(r"arXiv[:：]", b) for b in bodies):
        return f"{dois[-1].group(1)}10.48550/arXiv."
    return "arXiv:"


# A paper's id cited at the end of a line's words: a link whose address holds it
# (`[论文](https://arxiv.org/abs/2402.03300)`) or brackets around it (`（见 arXiv 2401.09670）`),
# after the sentence's full stop or before it; an HTML comment may close the line.
CITED_ID = re.compile(
    r"(?P<stop>[。.]?)(?P<cite>\[[^\[\]]{1,20}\]\([^()\s]*?(?P<link>\d{4}\.\d{4,5})[^()\s]*\)"
    r"|[（(][^（）()]{0,12}?(?P<bracket>\d{4}\.\d{4,5})[^（）()\d]{0,12}[）)]"
    # `…有争议。doi:10.48550/arXiv.2501.14249`: an id alone, after the sentence's full stop.
    r"|(?<=[。.])\s?(?:doi:\s?10\.48550/arXiv\.|arXiv[:：]\s?)(?P<plain>\d{4}\.\d{4,5}))"
    r"(?P<after>[。.]?)\s*(?:<!--(?:(?!-->).)*-->\s*)?$"
)
PAPER_ID = re.compile(r"(?<!\d)(?<!\d\.)\d{4}\.\d{4,5}(?!\d)")


def id_citation_form(
    bodies: Sequence[str], least: int = 2, *, plain: bool = True
) -> tuple[str, bool] | None:
    """How most lines that cite a paper's id write it at their end: the citation with
    `{id}` for the id, and whether it stands after the sentence's full stop (the others
    put it before); None when fewer than `least` lines cite so, or most do not agree. Not
    `plain`: an id alone after the full stop is no form to learn (a new entry gives its id
    after its name, with the id's prefix the items write, id_prefix_of)."""
    citing = [b for b in bodies if PAPER_ID.search(b)]
    return commonest_citation([CITED_ID.search(b.rstrip()) for b in citing], least, plain=plain)


# A line that cites a paper's id somewhere (PAPER_ID), with CITED_ID's groups where the
# citation ends the line: one match per line gives id_citation_form's count and shape.
CITING_LINE = re.compile(rf"(?=.*?{PAPER_ID.pattern})(?:.*?(?:{CITED_ID.pattern}))?")


def commonest_citation(
    citations: Sequence[re.Match[str] | None], least: int = 2, *, plain: bool = True
) -> tuple[str, bool] | None:
    """id_citation_form of the citing lines' CITED_ID matches (None: the line cites an id,
    but not at its end; a CITING_LINE match without the groups is the same)."""
    shapes: Counter[tuple[str, bool]] = Counter()
    for match in citations:
        if match is None or match.group("cite") is None:
            continue
        group = next(g for g in ("link", "bracket", "plain") if match.group(g))
        if group == "plain" and not plain:
            continue
        cite, paper = match.group("cite"), match.group(group)
        at = match.start(group) - match.start("cite")
        shapes[(cite[:at] + "{id}" + cite[at + len(paper) :], bool(match.group("stop")))] += 1
    for shape, count in shapes.most_common(1):
        # kbpatch's own `（arXiv:…）` before the full stop is what it writes anyway.
        own = shape in (("（arXiv:{id}）", False), ("(arXiv:{id})", False))
        if count >= least and count * 2 > len(citations) and not own:
            return shape
    return None


# An HTML comment closing the line (`… <!-- id: sd-01 -->`): an id or note for tools, no words.
TRAILING_COMMENT = re.compile(r"\s*<!--(?:(?!-->).)*-->\s*$")


def cited_as(body: str, learned: tuple[str, bool], paper: str) -> str:
    """A line's words with a paper's id cited at their end in a learnt form (id_citation_form):
    after its full stop (`…。[论文](https://arxiv.org/abs/…)`) or before it (`…（见 arXiv …）。`);
    a comment closing the line stays last."""
    comment = TRAILING_COMMENT.search(body)
    if comment is not None and body[: comment.start()].strip():
        return cited_as(body[: comment.start()], learned, paper) + body[comment.start() :]
    template, after_stop = learned
    cite = template.replace("{id}", paper)
    stripped = body.rstrip()
    if after_stop:
        return stripped + cite + body[len(stripped) :]
    stop = stripped[-1:] if stripped.endswith(("。", ".")) else ""
    return stripped.removesuffix(stop) + cite + stop + body[len(stripped) :]


@dataclass(frozen=True)
class TailCitation:
    """How items write the citation they end with: `…30–40%。（R5）`, `…无效 [3]。`,
    `…默认做法（Kwon et al., 2023）。`, `…[Kwon 2023]`."""

    before: str  # what stands before the bracket: `。`, a space, or nothing
    opening: str
    closing: str
    after: str  # what follows it: `。` or nothing
    prefix: str = ""  # a label's letters (`R` of `R5`); "" for `[3]` and for authors
    # Between the authors and the year (`, `, ` `, `，`): set when items cite by author and
    # year, None when by label.
    year_gap: str | None = None
    # What follows the first author's name when there are more (` et al.`, ` 等`), "" when
    # no neighbour shows it.
    et_al: EtAl = ("", "")


# A citation in brackets at an item's end, with the full stop before or after it: a label
# (`…30–40%。（R5）`, `…无效 [3]。`, `…80%<sup>3</sup>`) or authors and a year (`…（Kwon et
# al., 2023）。`, `[Kwon 2023]`, `（张伟 等, 2025）`). Not a footnote (`[^3]`), nor a bare year
# (`（2023）`).
TAIL_CITE = re.compile(
    r"(?P<before>[。.]?\s?)(?P<open>[（(\[]|<sup>)"
    r"(?:(?P<prefix>[A-Z]{0,3}-?)\d{1,3}"
    rf"|(?P<authors>(?:[A-Z][\w'’-]*|[{HAN_RANGE}]{{1,4}})[^\d（）()\[\]。]{{0,40}}?)"
    r"(?P<gap>,\s?|，\s?|\s)(?:19|20)\d{2}[a-z]?)"
    r"(?P<close>[）)\]]|</sup>)(?P<after>[。.]?)$"
)
ET_AL = re.compile(r"\s?(?:et al\.|等人?)$")
# A reference's key of authors and a year, as TAIL_CITE reads one: `Ding 2025`, `Kwon et al.,
# 2023`, `张伟 等, 2025`.
AUTHOR_YEAR_KEY = re.compile(
    rf"(?:[A-Z][\w'’-]*|[{HAN_RANGE}]{{1,4}})[^\d（）()\[\]。]{{0,40}}?"
    r"(?P<gap>,\s?|，\s?|\s)(?:19|20)\d{2}[a-z]?"
)


def tail_citation_form(bodies: Sequence[str]) -> TailCitation | None:
    """How most items write the citation they end with, or None."""
    shapes: Counter[TailCitation] = Counter()
    authors: list[str] = []
    for body in bodies:
        match = TAIL_CITE.search(body)
        if match is None:
            continue
        before, opening, closing, after = (
            match.group(name) for name in ("before", "open", "close", "after")
        )
        authors.append(match.group("authors") or "")
        shapes[
            TailCitation(
                before=before,
                opening=opening,
                closing=closing,
                after=after,
                prefix=match.group("prefix") or "",
                year_gap=match.group("gap"),
            )
        ] += 1
    for shape, count in shapes.most_common(1):
        if count * 2 > len(bodies):
            return replace(shape, et_al=et_al_of(authors)) if shape.year_gap is not None else shape
    return None


def tail_citation(form: ListForm, facts: Facts) -> str:
    """The entry's citation in the neighbours' brackets: by the label the brief's new citation
    of the paper takes (`（R12）`) where they cite by labels of that series, by its authors and
    year (`（Okonkwo et al., 2026）`) where they cite so and the brief gives both; else ""."""
    cites = form.cites
    if cites is None:
        return ""
    if cites.year_gap is not None and facts.cited_as:
        # `引用写作 [Zeng 2024]`: the key as the brief writes it, in the neighbours' brackets.
        return f"{cites.opening}{facts.cited_as}{cites.closing}"
    key = AUTHOR_YEAR_KEY.fullmatch(facts.reference) if cites.year_gap is not None else None
    if key is not None and key.group("gap") == cites.year_gap:
        # `§7 登记 [Ding 2025] …` in the same request: the entry cites the key that reference
        # takes, where the neighbours cite by keys written so (`[Park 2019]`).
        return f"{cites.opening}{facts.reference}{cites.closing}"
    if cites.year_gap is not None:
        if facts.authors is None or not facts.authors.year:
            return ""
        written = facts.authors.in_text(cites.et_al)
        return f"{cites.opening}{written}{cites.year_gap}{facts.authors.year}{cites.closing}"
    if not facts.reference:
        return ""
    if not cites.prefix and cites.opening not in ("[", "<sup>"):
        return ""  # `（3）` without a letter may count anything; `[3]`, `<sup>3</sup>` cite
    if not re.fullmatch(re.escape(cites.prefix) + r"\d+", facts.reference):
        return ""
    return f"{cites.opening}{facts.reference}{cites.closing}"


def median_length(texts: Sequence[str]) -> int:
    """The median of the texts' lengths, rounded down (statistics.median, without importing
    it and the fractions module behind it on every run)."""
    lengths = sorted(map(len, texts))
    return (lengths[(len(lengths) - 1) // 2] + lengths[len(lengths) // 2]) // 2


# A footnote marker at the end of an item (`…。[^2]`), and a footnote that cites a paper.
FOOTNOTE_REF = re.compile(r"\[\^[\w-]+\][。.]?\s*$")
FOOTNOTE_BEFORE_STOP = re.compile(r"\[\^[\w-]+\][。.]\s*$")
# A full stop and the footnote markers right after it, as a new item is first written.
STOP_THEN_MARKERS = re.compile(r"([。.])((?:\[\^[\w-]+\])+)")
FOOTNOTE_DEF = re.compile(r"^\s*(\[\^[\w-]+\]):.*?(?<![\d.])(\d{4}\.\d{4,5})(?!\d)")


# A bibliography line that gives a paper's citation key: `- [@kwon2023vllm] Kwon et al. …
# arXiv:2309.06180` (pandoc).
KEY_DEF = re.compile(r"^\s*(?:[-*+]\s+)?(\[@[^\[\]\s]+\])(?!\().*?(?<![\d.])(\d{4}\.\d{4,5})(?!\d)")
# A pandoc citation in an item's text: `[@kwon2023vllm]`, `[@a; @b]`.
KEY_CITE = re.compile(r"\[@[^\[\]]+\](?!\()")


def footnotes_of(lines: Sequence[str]) -> dict[str, str]:
    """The footnote marker (`[^3]`) or citation key (`[@kwon2023vllm]`) of each paper a
    document's footnotes or bibliography cite, by arXiv id."""
    found: dict[str, str] = {}
    for line in lines:
        match = FOOTNOTE_DEF.match(line) or KEY_DEF.match(line)
        if match:
            found.setdefault(match.group(2), match.group(1))
    return found


# Chinese characters or Chinese punctuation (`〔§1〕`, `：`, the doubled dash `——`): a line
# written the Chinese way.
CJK = re.compile(rf"[\u3000-\u303f{HAN_RANGE}\uff00-\uffef]|——")


def mark_in_script(mark: str, neighbours: Sequence[str], words: str) -> str:
    """The provenance mark in English brackets after a space (` (E1 …)`) where the neighbours
    and the new line's own words hold no Chinese characters or punctuation, as an English line
    writes an aside; else as it is (`（E1 …）`)."""
    english = not CJK.search(words) and not any(CJK.search(n) for n in neighbours)
    if english and mark.startswith("（") and mark.endswith("）"):
        return f" ({mark[1:-1]})"
    return mark


def list_entry(form: ListForm, facts: Facts, footnotes: Mapping[str, str] | None = None) -> str:
    """The text of a new item (without marker) in the form of its neighbours. In a list whose
    items end with footnote markers, a paper the document's footnotes already cite is pointed
    at by its marker instead of its id (`footnotes`: marker by id), where the neighbours put
    theirs: after the full stop (`…。[^2]`) or before it (`…点[^2]。`)."""
    text = _list_entry(form, facts, footnotes)
    if not form.footnote_before_stop:
        return text
    stops = list(STOP_THEN_MARKERS.finditer(text))
    if not stops:
        return text
    last = stops[-1]
    return text[: last.start()] + last.group(2) + last.group(1) + text[last.end() :]


# A line's closing aside that is a link citing its paper: `（[论文](https://…)）`.
LINK_ASIDE_END = re.compile(r"[（(]\s*\[[^\[\]]{1,20}\]\([^()\s]+\)\s*[）)]$")


def _list_entry(form: ListForm, facts: Facts, footnotes: Mapping[str, str] | None) -> str:
    # English neighbours and an entry in English: English brackets, labels and clauses.
    form = replace(form, latin=form.latin and not HAN.search(facts.summary))
    if form.latin and facts.mark.startswith("（") and facts.mark.endswith("）"):
        # In English brackets; a Chinese sentence keeps its own, whatever its neighbours' ids.
        facts = replace(facts, mark=f" ({facts.mark[1:-1]})")
    name, *subtitle = split_outside(facts.name, ["：", ": "]) if form.bare_names else [""]
    if subtitle and name.strip():
        # Beside names without subtitles the item title's subtitle is no part of the name:
        # `* X — …`, not `* X：副标题 — …` (the entry's sentences say what it is).
        facts = replace(facts, name=name.strip(), headline=facts.headline or subtitle[0].strip())
    # (A name the brief writes in bold, `**CPM**：…`, is bold already.)
    bolded = form.bold and not facts.name.startswith(("**", "__"))
    name = f"**{facts.name}**" if bolded else facts.name
    # Words the brief dictates that cite the paper already (`…TTS（arXiv:…）。`): not again.
    shown_ids = [
        i for i in facts.ids if i not in facts.name and not (facts.dictated and i in facts.summary)
    ]
    markers = [footnotes[i] for i in shown_ids if form.footnoted and footnotes and i in footnotes]
    if markers:
        shown_ids = [i for i in shown_ids if i not in (footnotes or {})]
    elif form.footnoted and re.fullmatch(r"\^[\w-]+", facts.reference):
        # The footnote the same brief adds for the paper (`[^12]:`): the entry points at it.
        markers, shown_ids = [f"[{facts.reference}]"], []
    # Words the brief dictates that point at the footnote already (`…单站单季）[^27]。`): not again.
    markers = [m for m in markers if m not in facts.summary and m not in facts.name]
    if facts.dictated and not form.named and facts.sentences:
        # Plain sentences beside plain sentences: the brief's words, without a name before.
        cited = tail_citation(form, facts)
        if cited and form.cites is not None:
            said = cited_at_end(full_stop(facts.summary), form.cites, cited)
            return said + "".join(markers) + facts.mark
        id_aside = aside([f"{form.id_prefix}{i}" for i in shown_ids[:2]])
        said = facts.summary.rstrip("。")
        # (`作者. 标题. 2026-12.`: a line whose parts end with half-width stops keeps its own.)
        latin = latin_sentence(said) or LATIN_STOPPED.search(said) is not None
        end = said[-1] if latin and said.endswith((".", "!", "?")) else "。"
        said = said[:-1] if end != "。" else said
        return f"{said}{id_aside}{end}" + "".join(markers) + facts.mark
    if form.marks != ("", "") and facts.sentences and not facts.dictated:
        # `【名称】` and the sentences straight after it, as every neighbour opens.
        opening, closing = form.marks
        fixed = _fixed_parts(form, facts)
        room = form.budget - len(facts.name) - sum(map(len, fixed)) - len(facts.mark)
        said = without_name_again(facts.name, "".join(_sentences_within(facts.sentences, room)))
        cited = tail_citation(form, facts)
        if cited and form.cites is not None:
            said = cited_at_end(said, form.cites, cited)
        else:
            said = said.rstrip("。") + aside([f"{form.id_prefix}{i}" for i in shown_ids[:2]]) + "。"
        return (
            f"{opening}{facts.name}{closing}" + joined(said, fixed) + "".join(markers) + facts.mark
        )
    if not form.named and form.median and facts.sentences and facts.name in facts.sentences[0]:
        # A summary that names its subject (`PreemptSwap 抢占时…`) beside plain sentences is
        # a sentence of that list too: no `Name（id）：` before it, the id before its full stop.
        fixed = _fixed_parts(form, facts)
        body = _sentences_within(
            facts.sentences, form.budget - sum(map(len, fixed)) - len(facts.mark)
        )
        said = "".join(body)
        cited = tail_citation(form, facts)
        if cited and form.cites is not None:
            # Cited as the neighbours cite (`（Kwon et al., 2023）`): no id beside it.
            said = cited_at_end(said, form.cites, cited)
            return joined(said, fixed) + "".join(markers) + facts.mark
        ids = [f"{form.id_prefix}{i}" for i in shown_ids[:2]]
        if said.endswith(".") and ids:
            said = f"{said[:-1]} ({', '.join(ids)})."  # an English sentence, as English lists do
        elif not said.endswith(".") or ids:
            said = said.rstrip("。") + aside(ids) + "。"
        return joined(said, fixed) + "".join(markers) + facts.mark
    if form.arrows:
        return _arrow_entry(form, facts, name, shown_ids)
    if form.name_lead:
        name = form.name_lead + name  # `名称：X`, as every neighbour opens
    if form.number_lead:
        name = f"{form.number_lead} {name}"  # `1.1.4 X`, numbered on from its neighbours
    source = ""
    # Words the brief dictates that give their source as the neighbours do (`…（来源：[18]）。`):
    # not a second one after them.
    own_source = rf"{re.escape(form.source_label)}\s*[：:]"
    sourced = facts.dictated and re.search(own_source, facts.summary)
    if form.source_label and not sourced:
        # `…（来源：…）` at the end, as every neighbour ends: the entry's own source, else its
        # paper's id (then not beside the name too).
        if facts.sources and (form.has_sources or not facts.ids):
            source = facts.sources
        elif shown_ids and not form.id_paren:
            source = "；".join(f"{form.id_prefix}{i}" for i in shown_ids[:2])
            shown_ids = []
    labelled = tail_citation(form, facts)
    if labelled and not form.id_paren:
        # The paper is cited as the neighbours cite theirs (its new label, its authors and
        # year): no id beside it, unless they give their ids after their names too.
        shown_ids = []
    # The neighbours cite only at their end (`… [Kwon 2023]。`) and this paper cannot be cited
    # their way: its id stands where they cite, in their brackets, not after the name.
    tail_ids = (
        shown_ids[:2]
        if form.cites
        # A footnote number (`<sup>3</sup>`) holds no id: one stays after the name.
        and form.cites.opening != "<sup>"
        and not (labelled or form.tail_ref or form.id_paren or form.id_square or form.id_link)
        else []
    )
    ids = [i for i in shown_ids[:2] if i not in tail_ids]
    paren = [f"{form.id_prefix}{i}" for i in ids]
    if form.id_link:
        paren = [f"[{form.id_prefix}{i}]({form.id_link.replace('{id}', i)})" for i in ids]
    # A paper the bibliography gives a key is cited by it (`[@kwon2023vllm]`); another keeps
    # its id in square brackets (`[arXiv:…]`): no key is made up, none is pretended, and the
    # reviewer sees where the key the bibliography lacks would go.
    keys = {i: k for i, k in (footnotes or {}).items() if k.startswith("[@")}
    square = " ".join(keys.get(i, f"[{form.id_prefix}{i}]") for i in ids) if form.id_square else ""
    if square:
        # `**X** [arXiv:…]：…`, `… [arXiv:…]`: the ids where and as the neighbours write theirs.
        paren = []
        name = f"{name} {square}" if form.id_square == "head" else name
    ids_at_end = ""
    # Neighbours that end with their id in a form of their own (`。(arXiv 2402.02750)`)
    # show where and how the one id goes: as they write it (cite_end), not in our brackets.
    own_end_form = form.id_cite is not None and len(ids) == 1 and not form.id_link
    if (form.tail_ref or form.id_link_end) and not form.id_paren and paren and not own_end_form:
        # The neighbours give their reference at the end: so does the new entry, its id.
        ids_at_end, paren = aside(paren, half_width=form.half_width or form.latin), []
    # The neighbours cite their paper at their end in the document's own form: so does the
    # new entry, one paper's id, not beside its name.
    cite_end = (
        ids[0] if form.id_cite and len(ids) == 1 and paren == [f"{form.id_prefix}{ids[0]}"] else ""
    )
    if cite_end and not (form.id_paren or form.id_link or ids_at_end or labelled):
        paren = []
    else:
        cite_end = ""
    if facts.label and _plain(facts.label) not in _plain(facts.name):
        paren.append(facts.label)
    head = name + aside(paren, half_width=form.half_width or form.latin)
    fixed = _fixed_parts(form, facts)
    body = _sentences_within(
        facts.sentences, form.budget - len(head) - sum(map(len, fixed)) - len(facts.mark)
    )
    said = without_name_again(facts.name, "".join(body))
    if form.subject and not paren and said.startswith(facts.name + " "):
        # `**TurnGuard** tracks …`: the bold name is the subject of the entry's sentence.
        head, said = name, said[len(facts.name) :]
        form = replace(form, separator="")
    elif form.separator.strip():
        # `**X** (arXiv:…) — re-runs …`: after the name and its separator, the sentence goes
        # on from its verb, as a stutter would not.
        said = without_english_subject(facts.name, said)
    if ids_at_end:
        said = said.rstrip("。.") + ids_at_end + ("." if form.latin else "。")
    if tail_ids and form.cites and (unsaid := [i for i in tail_ids if i not in said]):
        # (Not again when the entry's own sentence gives it: `…（Liu 2025，arXiv:…）`.)
        comma = ", " if form.latin else "，"
        if form.cites.opening == "[":
            # Square brackets hold the document's keys (`[Kim 2025]`, `[3]`): an id in them
            # would pose as one. It goes in kbpatch's own brackets, before the full stop.
            ids = [f"{form.id_prefix}{i}" for i in unsaid]
            said = said.rstrip("。.") + aside(ids, half_width=form.half_width or form.latin)
            said += "." if form.latin else "。"
        else:
            labelled = form.cites.opening + comma.join(f"{form.id_prefix}{i}" for i in unsaid)
            labelled += form.cites.closing
    separator = form.separator
    if separator[:1] in DASHES and separator.endswith(" ") and not head.endswith(("）", ")")):
        # `RT-2（2023）— …` writes its dash straight after the bracket; after a bare name it
        # stands apart (`SO-101 — …`).
        separator = " " + separator
    text = head + separator + joined(said, fixed)
    if source:
        brackets = ("(", ")") if form.latin else form.source_brackets
        colon = ": " if form.latin else "："
        text = (
            (full_stop(text) if form.source_after_stop else text.rstrip("。."))
            + f"{brackets[0]}{form.source_label}{colon}{source}{brackets[1]}"
            + form.source_stop
        )
    if square and form.id_square == "end":
        text = f"{text} {square}"
    elif square and form.id_square == "stop":
        stop = text[-1] if text.endswith(("。", ".")) else ""
        text = f"{text.removesuffix(stop)} {square}{stop}"
    if labelled and form.cites is not None and labelled not in text:
        # (Not again where the brief's own words cite it: `…：平均块长 420 token [19]`.)
        text = cited_at_end(text, form.cites, labelled)
    if cite_end and form.id_cite is not None:
        text = cited_as(text, form.id_cite, cite_end)
    if (
        facts.dictated
        and not form.full_stop
        and text.endswith("。")
        and LINK_ASIDE_END.search(text[:-1])
    ):
        # `…（[论文](…)）` beside neighbours that end so, with no full stop after their aside.
        text = text[:-1]
    return text + "".join(markers) + facts.mark


# A section an item points at in brackets at its end, before its full stop: `（见 2.1.）`,
# `（2.1.）`, `(see §3.2)`.
SECTION_ASIDE = re.compile(
    r"(?P<open>[（(])(?P<lead>(?:见|参见|详见|see)\s*)?(?P<sign>§)?\s*\d+(?:\.\d+)*(?P<dot>\.)?"
    r"(?P<close>[）)])[。.]?$",
    re.I,
)
# Cross-references that are sections alone: `§2.1`, `见 §6.1`, `§2.1、§3`.
SECTIONS_ONLY = re.compile(
    r"(?:(?:见|参见|详见)\s*)?§\s*\d+(?:\.\d+)*(?:\s*(?:、|，|,|和|与|及)\s*§\s*\d+(?:\.\d+)*)*"
)


def sections_aside(items: Sequence[str], cross_refs: str) -> str:
    """The cross-references (`§2.1`, `见 §2.1`) as an aside in the form the items end with
    theirs (`（见 2.1.）`: the same brackets, lead word, `§` or none, dot after the number or
    none), when the refs are sections alone and some item ends so; else ""."""
    if not SECTIONS_ONLY.fullmatch(cross_refs.strip()):
        return ""
    shapes: Counter[tuple[str, str, str, str, str]] = Counter()
    for item in items:
        match = SECTION_ASIDE.search(item.strip())
        if match:
            open_, lead, sign, dot, close = match.group("open", "lead", "sign", "dot", "close")
            shapes[(open_, lead or "", sign or "", dot or "", close)] += 1
    if not shapes:
        return ""
    (open_, lead, sign, dot, close), _ = shapes.most_common(1)[0]
    numbers = re.findall(r"§\s*(\d+(?:\.\d+)*)", cross_refs)
    return open_ + lead + "、".join(f"{sign}{n}{dot}" for n in numbers) + close


def with_aside(text: str, mark: str, said: str) -> str:
    """`text` (ending with `mark`) with `said` (an aside) before its last full stop, as the
    neighbours end: `…不变（见 2.1.）。（E1 …）`; "" when the text does not end so."""
    body = text.removesuffix(mark) if mark else text
    if mark and body == text:
        return ""
    if body.endswith(("。", ".")):
        return body[:-1] + said + body[-1] + mark
    return body + said + mark


def without_name_again(name: str, said: str) -> str:
    """`KTO-2：KTO-2 不需要成对偏好` reads as a stutter: after the entry's name, a summary that
    opens with that name and goes on in Chinese (`不需要…`) starts with what follows it. Kept
    where the name is the head of a longer phrase (`X 的吞吐`, `X 与 Y`) or an English
    sentence's subject. A copula right after the name goes with it (`X 是 Y 的…`)."""
    # A name the brief titles with an aside (`X（图搜索）`) is said again by its bare part too.
    bare = SPACED_CLOSING_ASIDE.sub("", name).strip()
    said_by = next((n for n in (name, bare) if n and said.startswith(n)), "")
    rest = said[len(said_by) :].lstrip() if said_by else ""
    if rest and is_han(rest[0]) and rest[0] not in "的之和与及或、":
        # `X：X 是 Y 的版本` → `X：Y 的版本`: after the name, the copula says nothing more.
        if rest.startswith("是否"):
            return said  # the name is the subject of a question: `X 是否优于 Y`
        copula = rest.startswith("是") and len(rest) > 2 and rest[1] != "不"
        return rest[1:].lstrip() if copula else rest
    return said


# After an English subject: its verb (`re-runs`, `tracks`), or a copula and an article (`is
# a …`, the copula left out); not words that make the name part of a longer subject (`X and
# Y`, `X's`, `X in …`).
ENGLISH_PREDICATE = re.compile(
    r"^(?:(?:is|are|was|were)\s+(?=(?:a|an|the)\s))?"
    r"(?!(?:and|or|of|with|vs|versus|in|on|for|to|from|at|by|as)\b)(?P<rest>[a-z][\w-]*\b.*)$",
    re.S,
)


def without_english_subject(name: str, said: str) -> str:
    """`X re-runs 6 benchmarks …` after the entry's name and a separator (`**X** — …`) reads
    as a stutter: the sentence goes on from its verb (`re-runs 6 benchmarks …`), a copula
    left out (`X is a suite …` → `a suite …`). Kept where the name is the head of a longer
    subject (`X and Y share …`, `X's …`)."""
    if not name or not said.startswith(name + " "):
        return said
    predicate = ENGLISH_PREDICATE.match(said[len(name) + 1 :])
    return predicate.group("rest") if predicate else said


def cited_at_end(text: str, cites: TailCitation, cited: str) -> str:
    """`text` ending with `cited` where the neighbours put theirs: before their full stop
    (`…做法（Kwon et al., 2023）。`) or after it (`…30–40%。（R5）`)."""
    stop = "." if "." in cites.before + cites.after else "。"
    return text.rstrip("。").removesuffix(stop) + cites.before + cited + cites.after


def _fixed_parts(form: ListForm, facts: Facts) -> list[str]:
    """What an entry carries whatever its length: the cross-references, the caveats that
    must stay, the source (when the neighbours cite sources, or the entry has no id and is
    not words the brief dictates whole: those are written as given, its mark tells whence)."""
    labelled: list[tuple[str, str]] = []
    if facts.cross_refs:
        labelled.append(("交叉引用", facts.cross_refs))
    labelled += facts.caveats
    # Beside entries that cite only by a reference mark (`…[^3]。`, `… [12]。`) a card path is
    # no source of theirs either: the patch's note says whence, the reviewer adds the reference.
    # (An author and year, `(Chen, 2025)`, is the paper's name in the text, not such a mark.)
    marked = form.cites is not None and form.cites.year_gap is None
    by_reference = (form.footnoted or marked) and not form.has_sources
    unsourced = not facts.ids and not facts.dictated and not by_reference
    # A source of the kind the neighbours cite: an inbox path beside entries that cite only web
    # pages (`[博客](https://…)`) is no source of theirs; the id says whence.
    paths_only = not WEB_ADDRESS.search(facts.sources)
    cited_alike = form.has_sources and (form.takes_paths or not paths_only)
    if facts.sources and (cited_alike or unsourced) and not form.source_label:
        labelled.append(("来源", facts.sources))
    if not form.latin:
        return [full_stop(f"{label}：{text}" if label else text) for label, text in labelled]
    # English sentences: each part a clause of the entry's last sentence (`…; self-reported.`,
    # see joined), under kbpatch's own labels in English; a label of the brief's in Chinese is
    # left out, its words kept.
    parts = []
    for label, text in labelled:
        label = ENGLISH_LABELS.get(label, "" if HAN.search(label) else label)
        parts.append("; " + (f"{label}: {text}" if label else text).rstrip("。；;，,. "))
    return parts


def joined(said: str, fixed: Sequence[str]) -> str:
    """What an entry says and the parts it carries whatever its length (_fixed_parts): each a
    sentence after it, or in an English list a clause of its last sentence."""
    if not fixed or not fixed[0].startswith("; "):
        return said + "".join(fixed)
    return said.rstrip(" .。") + "".join(fixed) + "."


def aside(parts: Sequence[str], *, half_width: bool = False) -> str:
    """`（a，b）`, or ` (a, b)` as lists that write their asides so do; "" without parts."""
    if not parts:
        return ""
    return " (" + ", ".join(parts) + ")" if half_width else "（" + "，".join(parts) + "）"


def _sentences_within(sentences: Sequence[str], room: int) -> list[str]:
    """The first one or two sentences, the second only when it fits in `room`."""
    if not sentences:
        return []
    chosen = [sentences[0]]
    if len(sentences) > 1 and (room <= 0 or len(sentences[0]) + len(sentences[1]) <= room):
        chosen.append(sentences[1])
    return chosen


def _arrow_entry(form: ListForm, facts: Facts, name: str, shown_ids: Sequence[str]) -> str:
    """`**Name**（arXiv:id，一句话）→ 标签：… → 标签：…`, each slot from the brief's facts."""
    # What it is, in a few words: a one-sentence summary when short, else the headline.
    short = facts.summary if len(facts.sentences) == 1 and len(facts.summary) <= 60 else ""
    first = facts.sentences[0] if facts.sentences else ""
    gloss = short.rstrip("。") or facts.headline or first.rstrip("。")
    paren = [f"{form.id_prefix}{i}" for i in shown_ids[:2]]
    if gloss and (form.gloss_in_paren or not form.id_paren):
        paren.append(gloss)
    head = name + aside(paren)
    remaining = list(facts.caveats)
    slots: list[str] = []
    for label in form.arrows:
        wanted = _plain(label)
        taken = [
            (lab, text)
            for lab, text in remaining
            if lab and (_plain(lab) in wanted or wanted in _plain(lab))
        ]
        if not taken and EVIDENCE_LABELS.search(label):
            # An evidence slot holds the caveats about the evidence.
            taken = [(lab, text) for lab, text in remaining if EVIDENCE_LABELS.search(lab)]
        remaining = [c for c in remaining if c not in taken]
        if taken:
            # The slot's label says what they are: theirs would say it twice.
            slots.append(f"{label}：" + "；".join(text.rstrip("。") for _, text in taken))
    text = head
    if slots:
        text += (form.separator + form.lead if form.lead else "") + form.first_arrow
        text += " → ".join(slots)
    leftovers = [f"{lab}：{body}" if lab else body for lab, body in remaining]
    if facts.sources and (form.has_sources or not facts.ids):
        leftovers.append(f"来源：{facts.sources}")
    if leftovers:
        text += "；" + "；".join(v.rstrip("。") for v in leftovers)
    if form.full_stop and slots:
        text += "。"
    return text + facts.mark


# ---------------------------------------------------------------- tables


def column_meanings(header: Sequence[str]) -> list[str]:
    """What each column holds, by its header's words; a first column of no known meaning
    holds the names, and so does the one after a first column of running numbers."""
    found = [next((m for m, p in COLUMN_MEANINGS if p.search(name)), "") for name in header]
    named = 1 if found[:1] == ["ordinal"] else 0
    return [m or ("name" if k == named else "") for k, m in enumerate(found)]


def missing_mark(cells: Sequence[str]) -> str:
    """The mark the neighbours write for a value they do not have, or ""."""
    marks = Counter(c for c in cells if c in MISSING_VALUES)
    return marks.most_common(1)[0][0] if marks else ""


def unstated(neighbours: Sequence[str], table_missing: str) -> str:
    """What a new row writes in a column the brief states nothing for, as the column's own
    cells do: their missing-value mark (`—`), empty where they leave a cell empty, else the
    table's mark."""
    own = missing_mark(neighbours)
    if own or any(not cell.strip() for cell in neighbours):
        return own
    return table_missing


def table_row(
    header: Sequence[str],
    rows: Sequence[Sequence[str]],
    facts: Facts,
    label: str = "",
    *,
    strict: bool = False,
    values_required: bool = False,
) -> str:
    """A new row with the table's columns, each filled by what its header means; `label`, the
    next of the labels or numbers the first column gives its rows, when it does. `strict`: a
    row whose words stand in cells of another kind (misplaced_cells) is Unresolved.
    `values_required`: so is one that leaves empty every value column all rows fill (a row
    only a closing-list line asks for)."""
    meanings = column_meanings(header)
    alias = ""
    if "alias" in meanings and (other := CLOSING_ASIDE.search(facts.name)) and other.start():
        # `CEI（Cathode Electrolyte Interphase）` beside a column of other names: the term
        # in its cell, the words in brackets in theirs.
        alias = other.group("words").strip()
        facts = replace(facts, name=facts.name[: other.start()].strip())
    if "statement" in meanings:
        # The statement is the row's summary; there is no name to give it.
        meanings = ["summary" if m == "statement" else m for m in meanings]
    elif "name" not in meanings and "title" not in meanings and meanings:
        meanings[0] = "name"
    if label and meanings:
        meanings[0] = "label"
    column = [[r[k] for r in rows if k < len(r)] for k in range(len(header))]
    for k in range(1, len(meanings)):
        if meanings[k] in ("name", "title", "type") and measures_only(column[k]):
            meanings[k] = ""  # `工具数`, `| 58 |`: a count, whatever word its header holds
    table_missing = missing_mark([c for cells in column for c in cells])
    source_at = meanings.index("source") if "source" in meanings else None
    labels_only = source_at is not None and cites_by_number(column[source_at])
    # A source column that holds only the citation list's `[n]` labels takes the new one's
    # label (or nothing): the card path goes with the summary, as in a table without one.
    has_source_column = source_at is not None and not labels_only
    # Words the brief dictates for the row take no card path where no row cites one (a
    # glossary's definition), as a dictated entry of a list takes none.
    sourced_rows = any("来源" in c or "/" in c for r in rows for c in r)
    source_in_summary = not has_source_column and (not facts.dictated or sourced_rows)
    # With no label to cite it by, the paper's id goes with the card path.
    unlabelled = facts.ids if labels_only and not facts.reference.isdigit() else ()
    # The summary column; without one, the first column that is neither a name nor a fact
    # nor a column of measures (`| 2M | 503 |`: a sentence there reads as the value).
    summary_at = (
        meanings.index("summary")
        if "summary" in meanings
        else next(
            (
                k
                for k, m in enumerate(meanings)
                if m in ("", "type")
                and not measures_only(column[k])
                and not (m == "" and attributes_only(column[k]))
            ),
            None,
        )
    )
    cells: list[str] = []
    for index, meaning in enumerate(meanings):
        neighbours = column[index]
        value = label if meaning == "label" else _cell(meaning, facts, neighbours)
        if meaning == "alias":
            value = alias
        if index == summary_at and meaning != "summary":
            # The column that stands for a summary: the positioning first, then the rest.
            summary = _summary_cell(facts, with_source=source_in_summary, ids=unlabelled)
            value = "".join(full_stop(p) for p in (value, summary) if p)
        elif meaning == "summary":
            value = _summary_cell(facts, with_source=source_in_summary, ids=unlabelled)
        elif index == source_at and labels_only:
            value = f"[{facts.reference}]" if facts.reference.isdigit() else ""
        if index == summary_at and "stars" in meanings:
            value = STARS_ASIDE.sub("", value)  # the count has its own column
        if not value and meaning == "type":
            value = shared_kind(neighbours, facts)
        if not value and not meaning:
            value = measured(header[index], facts, neighbours)
        if not value:
            value = unstated(neighbours, table_missing)
        cells.append(value)
    rest = [k for k, m in enumerate(meanings) if m not in ("name", "label")]
    untold = [
        k
        for k in rest
        if not meanings[k] and attributes_only(column[k]) and cells[k] in ("", *MISSING_VALUES)
    ]
    if summary_at is None and untold:
        # `| 引擎 | 语言 | …`, `| vLLM | Python |`: a column of one-word attributes the brief
        # says nothing of; a row without them, or with the item's words there, is not its form.
        raise Unresolved(
            "the brief gives no value for the new row's "
            + "、".join(f"「{header[k]}」" for k in untold)
            + " (every row fills it); not guessed"
        )
    if (
        summary_at is None
        and rest
        and all(
            not meanings[k] and measures_only(column[k]) and cells[k] in ("", *MISSING_VALUES)
            for k in rest
        )
    ):
        # `| 模型 | 分数 |`: only measures, none of which the brief gives by its column's name.
        raise Unresolved(
            "the table has no column for the item's words: its columns "
            + "、".join(f"「{header[k]}」" for k in rest)
            + " hold measures the brief does not give by their names; not guessed"
        )
    if rest and all(cells[k] in ("", *MISSING_VALUES) for k in rest):
        # `B.3 表新增一行 X` where the item says nothing any column holds: a row of its name
        # alone, the provenance in a column of other things, is no row a reviewer keeps.
        raise Unresolved(
            "the brief gives none of the new row's cells ("
            + "、".join(f"「{header[k]}」" for k in rest)
            + "); not guessed"
        )
    # A kind the brief gives (`定位：观测工具`) opens the cell that stands for a summary.
    kind_given = bool(facts.positioning or facts.label)
    misplaced = misplaced_cells(header, column, meanings, cells, summary_at, source_at, kind_given)
    if strict and misplaced:
        raise Unresolved(
            "the brief's words for the new row do not fit this table's cells: "
            + "; ".join(misplaced)
            + "; the row is not guessed: add it by hand"
        )
    # The columns every row fills with words of its own (not the item's words or source):
    # the row's values.
    values = [
        k
        for k in rest
        if k not in (summary_at, source_at)
        and column[k]
        and all(c.strip() and c not in MISSING_VALUES for c in column[k])
    ]
    if values_required and not table_missing and values and all(cells[k] == "" for k in values):
        # `4.2 表加 X 一行` in the closing list alone, where the item's words give none of the
        # values every row gives (and the table marks no value missing): a row of its 要点 and
        # source with those cells empty is no row of this table; the values are not made up.
        raise Unresolved(
            "the brief gives no value for the new row's "
            + "、".join(f"「{header[k]}」" for k in values)
            + ", which every row of the table fills; kbpatch builds no row of the item's "
            "words without them: add it by hand"
        )
    if facts.mark:
        # Provenance: in the provenance column, else at the end of the summary cell.
        at = source_at if has_source_column else summary_at
        at = len(cells) - 1 if at is None else at
        mark = mark_in_script(facts.mark, [*header, *(c for r in rows for c in r)], "".join(cells))
        filled = cells[at] if cells[at] not in MISSING_VALUES else ""
        cells[at] = filled + (mark if filled else mark.lstrip())
    escaped = [single_line(c).replace("|", "\\|") for c in cells]
    return "| " + " | ".join(escaped) + " |"


# A cell that cites a paper by author and year: `(Yen et al., 2024)`, `（王等，2025）`.
AUTHOR_YEAR_CELL = re.compile(r"^[（(][^（）()]*(?:19|20)\d\d[a-z]?[）)]$")
# A cell of a short label (`十选一多选`, `函数补全`), no sentence.
LABEL_CELL = re.compile(r"^[^。，,；;！？!?]{1,16}$")


def misplaced_cells(
    header: Sequence[str],
    column: Sequence[Sequence[str]],
    meanings: Sequence[str],
    cells: Sequence[str],
    summary_at: int | None,
    source_at: int | None,
    kind_given: bool = False,
) -> list[str]:
    """What of a row built from the item's words stands in a column that holds another kind
    of thing: the item's sentences alone in a column of short kinds (`类型`, with no column
    for a summary; `kind_given`: the brief gives the kind that opens it), a card path or id
    where every neighbour cites by author and year."""
    wrong = []
    # (A column of no known meaning standing for the summary is the table's own choice.)
    summary_alone = summary_at is not None and not kind_given and meanings[summary_at] == "type"
    if summary_at is not None and summary_alone and cells[summary_at]:
        labels = [c for c in column[summary_at] if c.strip() and c not in MISSING_VALUES]
        sentence = not LABEL_CELL.match(cells[summary_at])
        if labels and sentence and all(LABEL_CELL.match(c) for c in labels):
            wrong.append(
                f"「{header[summary_at]}」 holds short labels (「{labels[-1]}」), not the "
                f"item's sentences (「{cells[summary_at][:30]}…」)"
            )
    if source_at is not None and cells[source_at] not in ("", *MISSING_VALUES):
        cited = [c for c in column[source_at] if c.strip() and c not in MISSING_VALUES]
        uncited = not AUTHOR_YEAR_CELL.match(cells[source_at])
        if cited and uncited and all(AUTHOR_YEAR_CELL.match(c) for c in cited):
            wrong.append(
                f"「{header[source_at]}」 cites by author and year (「{cited[-1]}」), which "
                "the brief does not give by that column's name"
            )
    return wrong


def dated_like(column: Sequence[str], date: str) -> str:
    """The brief's date (`2026-12-03`) as every cell of a date column or field writes its dates
    (the day, or the month alone: `2026-12`); "" when they write them otherwise."""
    if not column or not ISO_DATE.fullmatch(date):
        return ""
    if all(ISO_DATE.fullmatch(cell) for cell in column):
        return date
    return date[:7] if all(ISO_MONTH.fullmatch(cell) for cell in column) else ""


# A date as a column or field writes it: `2026-10-15`, or its month alone.
ISO_DATE = re.compile(r"\d{4}-\d{2}-\d{2}")
ISO_MONTH = re.compile(r"\d{4}-\d{2}")


def field_values(
    labels: Sequence[str], columns: Sequence[Sequence[str]], facts: Facts, date: str
) -> list[str] | None:
    """The values of a new entry whose facts are sub-items under its name, one for each of the
    neighbours' labels (`来源`, `要点`, `日期`; `columns`: each label's values beside), filled
    as a table's column of that meaning is, the date being the brief's in the neighbours'
    shape and the provenance mark ending the summary. None when a label is no source, summary
    or date (`方法`, `结果`: which of the brief's facts is which is not told)."""
    meanings = column_meanings(["", *labels])[1:]
    if "summary" not in meanings or any(m not in ("source", "summary", "date") for m in meanings):
        return None
    values: list[str] = []
    for meaning, column in zip(meanings, columns, strict=True):
        if meaning == "date":
            value = dated_like(column, date)
            if not value:
                return None
        elif meaning == "source" and cites_by_number(column) and facts.reference.isdigit():
            value = f"[{facts.reference}]"
        elif meaning == "source":
            # No label to cite by: the paper's id or the card, inline (render notes it).
            value = "；".join(f"arXiv:{i}" for i in facts.ids[:1]) or _cell("source", facts, [])
        else:
            value = _summary_cell(facts, with_source="source" not in meanings)
            value += mark_in_script(facts.mark, [v for c in columns for v in c], value)
        values.append(value)
    return values


def heading_field_values(
    labels: Sequence[str],
    columns: Sequence[Sequence[str]],
    facts: Facts,
    date: str,
    footnotes: Mapping[str, str],
    limits: re.Pattern[str],
) -> list[str]:
    """The values of a new entry written as a heading and labelled bullets (`- 来源：…`, `-
    要点：…`, `- 局限：…`), one for each of the neighbours' labels (`columns`: each label's
    values beside), "" for a label the brief does not fill (it is left out, never invented).
    The source in the neighbours' citation form (field_source); the 要点 the brief's sentences
    and the provenance mark; a caveat under the label its own words name (`局限一项写明"…"`),
    the others under the label of the caveats (`limits`: the lexicon's words for them), else
    after the 要点's sentences. Unresolved when no label holds the 要点."""
    meanings = column_meanings(["", *labels])[1:]
    meanings = [
        "limits" if not m and limits.fullmatch(label.strip()) else m
        for m, label in zip(meanings, labels, strict=True)
    ]
    if "summary" not in meanings:
        raise Unresolved(
            "this section's entries write their words under "
            + "、".join(f"「{label}」" for label in labels)
            + ", none of them a 要点 (summary); where the brief's words go is not told"
        )
    named: dict[int, list[str]] = {}
    loose: list[tuple[str, str]] = []
    for label, text in facts.caveats:
        at = [k for k, own in enumerate(labels) if own and own in label]
        if len(at) == 1:
            named.setdefault(at[0], []).append(text)
        else:
            loose.append((label, text))
    if "limits" in meanings:
        named.setdefault(meanings.index("limits"), []).extend(text for _, text in loose)
        loose = []
    values: list[str] = []
    for k, (meaning, column) in enumerate(zip(meanings, columns, strict=True)):
        if meaning in meanings[:k] and k not in named:
            # A second label of one meaning (`来源` and `链接`): the first holds it.
            values.append("")
            continue
        if k in named:
            value = "".join(full_stop(text) for text in named[k])
        elif meaning == "date":
            value = dated_like(column, date)
        elif meaning == "source":
            value = field_source(column, facts, footnotes)
        elif meaning == "summary":
            parts = [
                *facts.sentences,
                *(full_stop(f"{lab}：{t}" if lab else t) for lab, t in loose),
            ]
            said = "".join(full_stop(p) for p in parts)
            value = said + mark_in_script(facts.mark, [v for c in columns for v in c], said)
        else:
            value = ""
        values.append(value)
    if not values[meanings.index("summary")].removesuffix(facts.mark):
        raise Unresolved(
            f"the brief gives the new entry 「{facts.name}」 no 要点 to write under "
            f"「{labels[meanings.index('summary')]}」: check by hand"
        )
    return values


# A citation by authors and year, then the footnote it points at: `（Chen 等, 2024）[^4]`.
AUTHOR_YEAR_FOOTNOTE = re.compile(
    rf"(?P<open>[（(])(?P<authors>(?:[A-Z][\w'’-]*|[{HAN_RANGE}]{{1,4}})[^\d（）()\[\]。]{{0,40}}?)"
    r"(?P<gap>,\s?|，\s?|\s)(?:19|20)\d{2}[a-z]?(?P<close>[）)])(?P<marker>\[\^[\w-]+\])?"
)


def field_source(column: Sequence[str], facts: Facts, footnotes: Mapping[str, str]) -> str:
    """The source of a new entry in the form its neighbours' source fields cite in: the
    paper by its footnote marker where theirs carry one (the document's, or the one the same
    brief adds), after its authors and year where theirs write them and the brief gives both
    (`（Sturua 等, 2024）[^18]`); else by its id (`arXiv:…`); then the brief's cards and links
    (paths) as they write theirs (`repo card organized/…`). "" when the brief gives none."""
    parts: list[str] = []
    paper = facts.ids[0] if facts.ids else ""
    marker = footnotes.get(paper, "") if paper else ""
    if paper and not marker and re.fullmatch(r"\^[\w-]+", facts.reference):
        marker = f"[{facts.reference}]"
    cited = [m for value in column if (m := AUTHOR_YEAR_FOOTNOTE.search(value))]
    footnoted = any("[^" in value for value in column)
    if paper and marker and footnoted:
        shape = cited[-1] if cited and all(m.group("marker") for m in cited) else None
        authors = facts.authors
        if shape is not None and authors is not None and authors.year:
            et_al = et_al_of([m.group("authors") for m in cited])
            written = authors.in_text(et_al)
            gap = shape.group("gap")
            parts.append(f"{shape.group('open')}{written}{gap}{authors.year}{shape.group('close')}")
        parts[-1:] = [(parts[-1] if parts else "") + marker]
    elif paper:
        parts.append(f"arXiv:{paper}")
    # The cards the neighbours cite, by folder, with the words they write before each path
    # (`repo card organized/repo_cards/…`): a path of the brief's in such a folder is cited
    # so; one in a folder they never cite (an inbox note) is no source of theirs.
    leads: dict[str, str] = {}
    for value in column:
        for piece in split_outside(value, ["；", ";"]):
            found = PATH_OR_URL.search(piece)
            if (
                found is not None
                and "/" in found.group(0)
                and not found.group(0).startswith("http")
            ):
                folder = found.group(0).rsplit("/", 1)[0]
                leads.setdefault(folder, piece[: found.start()].lstrip())
    for piece in split_outside(facts.sources, ["；", ";"]):
        found = PATH_OR_URL.search(piece)
        if found is None or (paper and paper in piece):
            continue
        path = found.group(0).rstrip(".")
        folder = path.rsplit("/", 1)[0]
        if folder in leads:
            parts.append(leads[folder] + path)
    return "；".join(dict.fromkeys(p for p in parts if p))


# A cell that is only the label of a numbered citation: `[4]`, `[4][7]`, `[4, 7]`.
NUMBER_LABELS = re.compile(r"(?:\[\d+(?:\s*[,，、]\s*\d+)*\]\s*)+")
# A cell that states a measure: `128K`, `503`, `53.7%`, `~2M`, `1.3x`.
MEASURE_CELL = re.compile(r"[~≈<>≤≥]?\s*\d[\d,.]*\s*(?:[A-Za-z%×]{1,3}|万|亿)?\+?")


def cites_by_number(cells: Sequence[str]) -> bool:
    """Whether a column's filled cells are all `[n]` labels of a citation list."""
    filled = [c for c in cells if c.strip() and c not in MISSING_VALUES]
    return bool(filled) and all(NUMBER_LABELS.fullmatch(c.strip()) for c in filled)


def measures_only(cells: Sequence[str]) -> bool:
    """Whether a column's filled cells are all measures (numbers, with their unit)."""
    filled = [c for c in cells if c.strip() and c not in MISSING_VALUES]
    return bool(filled) and all(MEASURE_CELL.fullmatch(c.strip()) for c in filled)


def attributes_only(cells: Sequence[str]) -> bool:
    """Whether a column's cells (two or more) all hold one short word each (`Python`, `Rust`,
    `开源`): attributes of the row's thing, never a place for a sentence about it."""
    filled = [c.strip() for c in cells]
    return len(filled) >= 2 and all(ATTRIBUTE_CELL.fullmatch(c) for c in filled)


# One short word: Latin (`C++`, `Go`) or Chinese (`开源`), no space or sentence mark in it.
ATTRIBUTE_CELL = re.compile(rf"(?:[A-Za-z][\w.+#\-]{{0,11}}|[{HAN_RANGE}]{{1,4}})")


# A measured value as the brief writes one: `124B`, `64.0`, `2`, `40%`.
MEASURE = r"\d+(?:\.\d+)?(?:[A-Za-z%]{1,3})?"


def measured(header: str, facts: Facts, neighbours: Sequence[str]) -> str:
    """The value the brief gives for a column of measures (its cells numbers: `34B`, `51.1`),
    named by the column's header right before or after it (`MMMU 64.0`, `k=2`, `124B 参数`),
    once; "" when it gives none, or several."""
    cells = [c for c in neighbours if c and c not in MISSING_VALUES]
    name = re.escape(header.strip())
    if not name or not cells or not all(c[0].isdigit() for c in cells):
        return ""
    # The header as written (`k` is not the `K` of `128K`), standing as a word of its own.
    after = rf"(?<![A-Za-z0-9]){name}\s*(?:=|：|:|为|是|约)?\s*(?P<v>{MEASURE})(?![\d.])"
    before = rf"(?<![\d.\-–~])(?P<v>{MEASURE})\s*{name}(?![A-Za-z0-9])"
    text = " ".join([*facts.sentences, facts.headline])
    found = {m.group("v") for p in (after, before) for m in re.finditer(p, text)}
    return found.pop() if len(found) == 1 else ""


def shared_kind(neighbours: Sequence[str], facts: Facts) -> str:
    """The kind every row of a type column gives (`引擎`), when the brief's words for the new
    entity say it too (`推理引擎`); else ""."""
    kinds = {cell.strip() for cell in neighbours if cell.strip()}
    if len(kinds) != 1:
        return ""
    kind = kinds.pop()
    said = " ".join([facts.headline, facts.positioning, *facts.sentences[:1]])
    return kind if kind not in MISSING_VALUES and kind in said else ""


def sections_like(where: str, neighbours: Sequence[str]) -> str:
    """`§1.1` as the column writes its sections: `1.1` where no filled cell writes a `§`,
    `1.1.` where every filled cell ends its numbers with a dot (a document numbered `### 1.1.`)."""
    filled = [c.strip() for c in neighbours if c.strip() and c.strip() not in MISSING_VALUES]
    if filled and not any("§" in c for c in filled):
        where = where.replace("§", "")
    if filled and all(re.fullmatch(r"§?\d+(?:\.\d+)*\.", c) for c in filled):
        where = re.sub(r"(\d+(?:\.\d+)*)(?![.\d])", r"\1.", where)
    return where


# A cell that holds only arXiv ids or a missing-value mark.
ONLY_IDS = re.compile(
    r"(?:arXiv[:：]\s*)?\d{4}\.\d{4,5}(?:\s*[；;、,，]\s*(?:arXiv[:：]\s*)?\d{4}\.\d{4,5})*"
    r"|[—–-]|N/A|n/a"
)
# How a stars cell writes the weekly delta after the count: ` / 周增 ` in `820⭐ / 周增 +3`.
WEEKLY_AFTER = re.compile(r"[⭐★]+(\s*/\s*(?:周增\s*)?)[+＋\-−–]\s*\d")
# An aside that only gives a star count: `（760⭐）`.
STARS_ASIDE = re.compile(r"\s*[（(]\s*\d[\d,.]*\s*[kK]?\s*[⭐★]+\s*[）)]")


FILE_PATH = re.compile(r"(?<![\w/.:-])[\w.-]+(?:/[\w.-]+)+\.[A-Za-z]\w*\b")
WEB_ADDRESS = re.compile(r"https?://\S+")
# A source under its label in an item: `来源：https://…`, `出处: …`, `Source: …`.
SOURCE_LABEL = re.compile(r"(?:来源|出处|Sources?)\s*[：:]", re.I)
# A source a list item cites: a URL or a file path (`prefill/decode` is neither).
SOURCE_REF = re.compile(r"https?://\S+|" + FILE_PATH.pattern)


def rooted_like(text: str, neighbours: Sequence[str]) -> str:
    """The file paths in `text` written from the folder the neighbours' paths start at:
    `organized/repo_cards/x.md` and `organized/guides/y.md` are `repo_cards/x.md` and
    `guides/y.md` beside `repo_cards/z.md` (the prefix they leave out is left out of all)."""
    roots = {m.group(0).split("/")[0] for c in neighbours for m in FILE_PATH.finditer(c)}
    if not roots:
        return text
    prefixes = set()
    for match in FILE_PATH.finditer(text):
        parts = match.group(0).split("/")
        start = next((k for k, part in enumerate(parts[:-1]) if part in roots), 0)
        if start:
            prefixes.add("/".join(parts[:start]) + "/")
    if len(prefixes) != 1:
        return text  # none left out, or no one prefix to leave out
    prefix = prefixes.pop()

    def trimmed(match: re.Match[str]) -> str:
        path = match.group(0)
        return path[len(prefix) :] if path.startswith(prefix) else path

    return FILE_PATH.sub(trimmed, text)


def source_cell(facts: Facts, neighbours: Sequence[str]) -> str:
    """The item's source as a source column's cells write theirs (`arXiv:2309.06180`)."""
    return _cell("source", facts, neighbours)


def _cell(meaning: str, facts: Facts, neighbours: Sequence[str]) -> str:
    if meaning == "name":
        bold = any(c.startswith(("**", "__")) for c in neighbours)
        return f"**{facts.name}**" if bold else facts.name
    plain = {
        "type": facts.positioning or facts.label,
        "license": facts.license,
        "version": facts.version,
        "maturity": facts.maturity,
        "date": facts.first_seen,
        "where": sections_like(facts.where, neighbours),
    }
    if meaning in plain:
        return plain[meaning]
    if meaning == "stars":
        if not facts.stars:
            return ""
        # The neighbours' way of writing the weekly delta after the count, if they write it:
        # `1,880⭐ / 周增 +40` or `1,880⭐ / +40`.
        forms_seen = [m.group(1) for c in neighbours if (m := WEEKLY_AFTER.search(c))]
        if not forms_seen or not facts.weekly:
            return facts.stars
        return f"{facts.stars}{Counter(forms_seen).most_common(1)[0][0]}{facts.weekly}"
    if meaning == "title":
        return citation_title(facts)
    if meaning == "id":
        # Bare ids when the column's cells are bare (`| 2610.40001 |`), else `arXiv:id`.
        bare = bool(neighbours) and all(ARXIV.fullmatch(c) for c in neighbours)
        return "、".join(i if bare else f"arXiv:{i}" for i in facts.ids[:2])
    if meaning == "source":
        cited = [c for c in neighbours if c and c not in MISSING_VALUES]
        prefix = re.match(r"[A-Z]{1,3}-?", facts.reference) if facts.reference else None
        if (
            prefix is not None
            and cited
            and all(re.fullmatch(re.escape(prefix.group(0)) + r"\d+", c) for c in cited)
        ):
            return facts.reference  # the column cites by the labels of the citation list
        ids = "；".join(f"arXiv:{i}" for i in facts.ids if i not in facts.sources)
        if ids and neighbours and all(ONLY_IDS.fullmatch(c) for c in neighbours):
            return ids  # the column cites papers by id, not by card path
        return "；".join(p for p in (rooted_like(facts.sources, neighbours), ids) if p)
    return ""


def _summary_cell(facts: Facts, *, with_source: bool, ids: Sequence[str] = ()) -> str:
    """One or two of the brief's sentences, the caveats that must stay, the source if the
    table has no column for it."""
    parts = list(facts.sentences[:1])
    if len(facts.sentences) > 1 and len(facts.sentences[0]) < 60:
        parts.append(facts.sentences[1])
    for label, text in facts.caveats:
        if text == facts.positioning:
            continue
        parts.append(full_stop(f"{label}：{text}" if label else text))
    if facts.cross_refs:
        parts.append(full_stop(f"交叉引用：{facts.cross_refs}"))
    shown = "".join(parts)
    cited = [f"arXiv:{i}" for i in ids if i not in facts.sources and i not in shown]
    if with_source and (facts.sources or cited):
        parts.append(full_stop("来源：" + "；".join(p for p in (facts.sources, *cited) if p)))
    return "".join(parts)


# ---------------------------------------------------------------- citations


@dataclass(frozen=True)
class CitationForm:
    """How a citation list writes its items: `arXiv:id — Title〔§x〕`."""

    prefix: str = "arXiv:"
    separator: str = " — "
    brackets: tuple[str, str] = ("", "")
    bracket_gap: str = ""  # what stands before the bracket: `Title [§2.1]` or `Title〔§2.1〕`
    # How the bracket names a section: `§2.1`, or `见 2.1` (the words before, no `§`).
    where_lead: str = ""
    section_sign: bool = True
    # The bracket's section numbers end with a dot, as a document numbered `### 2.1.` writes
    # them (`（1.1.）`, `（见 2.1.）`).
    where_dot: bool = False
    # Whether any neighbour's bracket names a section at all: if none does, a new one doesn't.
    names_sections: bool = False
    # A tail that says where the paper is used by the section's words: ` · 用于「…」`, as
    # (what stands before the words, what after), ("", "") when the items write none.
    use: tuple[str, str] = ("", "")
    # The items name their papers short (`MMMU`, `InternVL 1.5`: three words at most), no
    # `Title: subtitle`.
    short_titles: bool = False
    # The items cite by authors and year first (`Kwon, W. et al. (2023). Title. arXiv:id`).
    author_year: AuthorYearLine | None = None


@dataclass(frozen=True)
class AuthorYearLine:
    """How a reference list writes a paper by its authors and year:
    `{opening}{authors}{middle}{year}{after}{title}{id_lead}{prefix}{id}{id_close}`, or
    `…{title}{end}` in a list that gives no ids."""

    opening: str  # `(` of `(Chen et al., 2021) Title…`, else ""
    middle: str  # between the authors and the year: ` (`, `, `
    after: str  # after the year: `). `, `. `, `) `
    id_lead: str  # between the title and the id: `. `, `（`; "" with no ids
    prefix: str  # `arXiv:`; "" with no ids
    id_close: str  # after the id: `）`, ""
    end: str  # after the title in a list without ids: `.`, ""
    where_lead: str = ""  # after the id, before the sections the paper supports: ` —— `
    et_al: EtAl = ("", "")
    initials: bool = False  # `Kwon, W. et al.`: the first author's initials after the name
    example: str = ""  # the list's last such item, to name the form in a report


# A reference written authors and year first, then the title and maybe the id:
# `Kwon, W. et al. (2023). Title. arXiv:2309.06180`, `Agrawal et al., 2024. Title.`,
# `(Chen et al., 2021) Title（arXiv:2107.03374）`. A sentence (with `。`) is no reference.
AUTHOR_YEAR_ITEM = re.compile(
    rf"^(?P<open>[(（\[]?)(?P<authors>(?:[A-Z][\w'’-]*|[{HAN_RANGE}]{{1,4}})[^\d()（）\[\]。]{{0,120}}?)"
    r"(?P<middle>,\s?|，\s?|\s?[(（]|\s)(?P<year>(?:19|20)\d{2}[a-z]?)"
    r"(?P<after>[)）\]]?[.,:]?\s?)(?P<rest>[^\s。][^。]*)$"
)
TITLE_THEN_ID = re.compile(
    r"^(?P<title>.+?)(?P<lead>[.,]?\s?[（(]?\s?)(?P<prefix>arXiv[:：]\s?)\d{4}\.\d{4,5}(?:v\d+)?"
    r"(?P<close>[）)]?\.?)"
    # ` —— 1.1, 2.3`: the sections the paper supports, after it.
    r"(?:(?P<where>\s*(?:——|—|--)\s*)\d+(?:\.\d+)*(?:\s*[,，、/]\s*\d+(?:\.\d+)*)*)?$"
)


@lru_cache(maxsize=256)
def author_year_line(bodies: tuple[str, ...]) -> AuthorYearLine | None:
    """How most items of a list write a reference authors and year first, or None."""
    shapes: Counter[AuthorYearLine] = Counter()
    names: list[str] = []
    initials = 0
    example = ""
    for body in bodies:
        match = AUTHOR_YEAR_ITEM.match(body.strip())
        if match is None:
            continue
        opening, middle, after = match.group("open", "middle", "after")
        if "." not in after and not (opening and after[:1] in (")", "）", "]")):
            # `Kwon et al. (2023) show …`: a sentence that opens with its citation.
            continue
        example = body.strip()
        authors, rest = match.group("authors"), match.group("rest")
        names.append(authors)
        initials += bool(re.match(r"[^,]+,\s?[A-Z]\.", authors))
        with_id = TITLE_THEN_ID.match(rest)
        lead, prefix, close = (
            (with_id.group("lead"), with_id.group("prefix"), with_id.group("close"))
            if with_id
            else ("", "", "")
        )
        end = "" if with_id else rest[-1:] if rest.endswith(".") else ""
        where_lead = (with_id.group("where") or "") if with_id else ""
        shapes[AuthorYearLine(opening, middle, after, lead, prefix, close, end, where_lead)] += 1
    for shape, count in shapes.most_common(1):
        if count * 2 > len(bodies):
            return replace(
                shape,
                et_al=et_al_of(names),
                initials=initials * 2 > sum(shapes.values()),
                example=example,
            )
    return None


@dataclass(frozen=True)
class AuthorTitleYear:
    """How a reference list writes authors, title and year in that order (`Chen et al.,
    SpecTree: Tree Drafting, 2024`): the separators after the authors and before the year,
    what ends the line, the list's "and others"."""

    after_authors: str
    before_year: str
    end: str
    et_al: EtAl
    example: str


# `Chen et al., SpecTree: Tree Drafting, 2024`, `陈伟 等，草稿树，2025。`: authors (no comma nor
# digit in them, so `Chen, W.` initials are no title), a title, the year last.
AUTHOR_TITLE_YEAR_ITEM = re.compile(
    rf"^(?P<authors>(?:[A-Z][\w'’-]*|[{HAN_RANGE}]{{1,4}})[^\d,，()（）\[\]。.]{{0,60}}?\.?)"
    r"(?P<sep>,\s?|，\s?)(?P<title>[^\s,，][^。]*?)(?P<before>,\s?|，\s?)"
    r"(?P<year>(?:19|20)\d{2}[a-z]?)(?P<end>[.。]?)$"
)


def author_title_year_line(bodies: Sequence[str]) -> AuthorTitleYear | None:
    """The form of a list whose every item (two or more) is authors, title, year, its
    separators alike; None otherwise."""
    found = [AUTHOR_TITLE_YEAR_ITEM.match(b.strip()) for b in bodies if b.strip()]
    if len(found) < 2 or not all(found):
        return None
    shapes = {(m.group("sep"), m.group("before"), m.group("end")) for m in found if m}
    if len(shapes) != 1:
        return None
    ((after_authors, before_year, end),) = shapes
    names = [m.group("authors") for m in found if m]
    return AuthorTitleYear(after_authors, before_year, end, et_al_of(names), bodies[-1].strip())


def author_title_year_entry(form: AuthorTitleYear, title: str, authors: Authors | None) -> str:
    """`Okonkwo et al., LayerDraft: Multi-Layer Drafting, 2026` in the list's form; Unresolved
    without the paper's authors, year and title from the brief: none is made up."""
    if authors is None:
        raise Unresolved(
            f"the citation list writes its items as 「{form.example[:60]}」 (authors, title, "
            "year); the brief gives no authors or year for that form"
        )
    title = title.strip().rstrip("。.")
    if not title:
        raise Unresolved(
            f"the citation list writes its items as 「{form.example[:60]}」 (authors, title, "
            "year); the brief gives no title of the paper for that form"
        )
    names = authors.in_list(form.et_al, initials=False)
    return f"{names}{form.after_authors}{title}{form.before_year}{authors.year}{form.end}"


# What a citation's bracket writes before the section it names (`见 `, `§`, `see §`), and
# the number (`2.1`, `2-1`, `III.2`, `B.2`: a capital before the number is part of it).
WHERE_INSIDE = re.compile(
    r"^(?P<lead>[^\d§]{0,6}?\s*)(?P<sign>§?)\s*(?:\d+(?:[.-]\d+)*|(?:[IVX]+|[A-Z])[.-]\d+)"
    r"(?P<dot>\.(?!\d))?"
)


def where_in_form(form: CitationForm, where: str) -> str:
    """A section mark (`§2.1`) written as the list's brackets name sections (`见 2.1`)."""
    match = re.fullmatch(r"§\s*((?:\d+|[IVX]+|[A-Z])(?:[.-]\d+)*)", where.strip())
    if match is None:
        return where
    dot = "." if form.where_dot and not match.group(1).endswith(".") else ""
    return f"{form.where_lead}{'§' if form.section_sign else ''}{match.group(1)}{dot}"


# A citation's tail that names where the paper is used by the section's words:
# ` · 用于「幻觉」`, ` — used in "Benchmarks"`.
USE_TAIL = re.compile(
    r"(?P<before>\s*[·|—–-]\s*(?:用于|用在|见于|used in|see)\s*[「『“\"])"
    r"(?P<words>[^」』”\"§\d][^」』”\"]*)(?P<after>[」』”\"])\s*$",
    re.I,
)


# A citation that opens with the paper's id: `arXiv:id`, a bare id, its arXiv DOI
# (`doi:10.48550/arXiv.id`, `https://doi.org/10.48550/arXiv.id`) or its abstract's URL; then a
# separator and the title, or nothing (`[6] https://arxiv.org/abs/id`).
CITATION_ITEM = re.compile(
    r"^(?P<prefix>arXiv[:：]\s?|ArXiv[:：]\s?|(?:doi[:：]\s?|https?://(?:dx\.)?doi\.org/)?10\.48550/arXiv\."
    r"|(?:https?://)?(?:www\.)?arxiv\.org/abs/|)(?P<id>\d{4}\.\d{4,5})"
    r"(?P<sep>\s*(?:—|——|-|–|:|：|·)\s*|\s+(?=[^\s\W])|\s*$)"
)
TRAILING_BRACKET = re.compile(
    r"(?P<open>[〔【\[（(])(?P<inside>[^〔【\[（()\]】〕）]*)(?P<close>[〕】\]）)])\s*$"
)


# A reference list's own line, which cites for the entries rather than as one: a footnote or
# key definition (`[^3]: …`, `[@kwon2023]: …`), the id first (`arXiv:… — Title`), or authors
# and year first (`Kwon, W. et al. (2023). Title. arXiv:…`; is_reference says which of these
# is no sentence that opens with its citation).
REFERENCE_LINE = re.compile(
    r"^\s*(?:[-*+]\s+|\d+[.)]\s+)?(?:\[[\^@][^\[\]\s]+\]:"
    rf"|{CITATION_ITEM.pattern[1:]}|{AUTHOR_YEAR_ITEM.pattern[1:]})"
)


def is_reference(match: re.Match[str]) -> bool:
    """Whether a REFERENCE_LINE match is a reference, not a sentence such as `Kwon et al.
    (2023) show …` (author_year_line's test)."""
    if match.group("authors") is None:
        return True
    opening, after = match.group("open", "after")
    return "." in after or bool(opening and after[:1] in (")", "）", "]"))


# A reference list's line that opens with the label the entries cite it by, then the paper:
# `[8] Chi et al. Title. arXiv:id`, `- [Yao 2024] Title. arXiv:id`, `[^3]: …`, `[@key] …`.
LABEL_LEAD = re.compile(r"^\s*(?:[-*+]\s+|\d+[.)]\s+)?\[(?P<label>[^\[\]\s][^\[\]]{0,39})\]:?\s")
LINE_PAPER_ID = re.compile(r"(?<![\d.])(\d{4}\.\d{4,5})(?!\d)")


def reference_labels(lines: Sequence[str]) -> dict[str, list[str]]:
    """The labels a document's reference lines give each paper, by arXiv id: `Yao 2024` of
    `- [Yao 2024] Zipformer… arXiv:2310.11230`, `8` of `[8] Chi et al. … arXiv:2402.10329`.
    A line counts when REFERENCE_LINE reads it as a reference, or when it opens with a label
    whose text is a reference again (`Chi et al. Title. arXiv:id`, an author-year lead or the
    id first), or a number and the paper's words; never an entry's sentence."""
    found: dict[str, list[str]] = {}
    for line in lines:
        papers = LINE_PAPER_ID.findall(line)
        label = reference_label(line) if papers else ""
        for paper in papers if label else ():
            found.setdefault(paper, []).append(label)
    return found


def reference_label(line: str) -> str:
    """The label a reference list's line opens with (reference_labels), "" for another line."""
    lead = LABEL_LEAD.match(line)
    if lead is None:
        return ""
    label = lead.group("label")
    whole = REFERENCE_LINE.match(line)
    rest = line[lead.end() :].strip()
    inner = REFERENCE_LINE.match(rest)
    numbered = label.isdigit() and "。" not in rest
    if (whole and is_reference(whole)) or (inner and is_reference(inner)) or numbered:
        return label
    return ""


def cites_label(text: str, label: str) -> bool:
    """Whether `text` cites the reference labelled `label`: `[Yao 2024]` or `（Yao 2024；…）` in
    brackets, a number as `<sup>8</sup>`, `<sup>1,8</sup>`, `[8]`, `[1, 8]`, `[^8]`."""
    if label.isdigit():
        number = rf"(?<!\d){label}(?!\d)"
        return bool(
            re.search(rf"<sup>[^<]*?{number}[^<]*</sup>", text)
            or re.search(rf"\[\^?(?:\d+\s*[,，、]\s*)*{label}(?:\s*[,，、]\s*\d+)*\](?!\()", text)
        )
    return bool(re.search(rf"[\[（(][^\[\]（）()]*?{re.escape(label)}[^\[\]（）()]*[\]）)]", text))


def bracket_words(bodies: Sequence[str]) -> list[str]:
    """What the items' closing brackets hold: `检索` of `arXiv:… — Title（检索）`."""
    return [m.group("inside").strip() for b in bodies if (m := TRAILING_BRACKET.search(b))]


def is_citation_list(bodies: Sequence[str]) -> bool:
    """Whether most items of a list are citations of papers (`arXiv:id — Title`)."""
    hits = sum(1 for b in bodies if CITATION_ITEM.match(b.strip()))
    return bool(bodies) and (hits * 2 > len(bodies) or author_year_line(tuple(bodies)) is not None)


# Learnt once per list, as learn_list is.
@lru_cache(maxsize=256)
def learn_citations(bodies: tuple[str, ...]) -> CitationForm:
    """The form of a citation list from its items' texts."""
    prefixes: Counter[str] = Counter()
    separators: Counter[str] = Counter()
    brackets: Counter[tuple[str, str]] = Counter()
    gaps: Counter[str] = Counter()
    wheres: Counter[tuple[str, bool]] = Counter()
    dots = 0
    uses: Counter[tuple[str, str]] = Counter()
    titles: list[str] = []
    for body in bodies:
        match = CITATION_ITEM.match(body.strip())
        if match is None:
            continue
        use = USE_TAIL.search(body)
        if use:
            uses[(use.group("before"), use.group("after"))] += 1
        titles.append(body.strip()[match.end() : use.start() if use else None])
        prefixes[match.group("prefix")] += 1
        separators[match.group("sep")] += 1
        bracket = TRAILING_BRACKET.search(body)
        if bracket:
            brackets[(bracket.group("open"), bracket.group("close"))] += 1
            gaps[" " if body[: bracket.start()].endswith(" ") else ""] += 1
            inside = WHERE_INSIDE.match(bracket.group("inside").strip())
            if inside:
                wheres[(inside.group("lead"), bool(inside.group("sign")))] += 1
                dots += bool(inside.group("dot"))
    return CitationForm(
        prefix=prefixes.most_common(1)[0][0] if prefixes else "arXiv:",
        separator=separators.most_common(1)[0][0] if separators else " — ",
        brackets=brackets.most_common(1)[0][0] if brackets else ("", ""),
        bracket_gap=gaps.most_common(1)[0][0] if gaps else "",
        where_lead=wheres.most_common(1)[0][0][0] if wheres else "",
        section_sign=wheres.most_common(1)[0][0][1] if wheres else True,
        where_dot=dots * 2 > sum(wheres.values()),
        names_sections=bool(wheres),
        use=uses.most_common(1)[0][0] if sum(uses.values()) * 2 > len(titles) else ("", ""),
        short_titles=bool(titles)
        and all(len(t.split()) <= 3 and not re.search(r"[:：]\s", t) for t in titles),
        author_year=author_year_line(bodies),
    )


def citation_title(facts: Facts) -> str:
    """A paper's title: the one the sources give, else its name and headline from the brief."""
    if facts.paper_title:
        return facts.paper_title
    named = not ARXIV.search(facts.name)
    return "：".join(p for p in (facts.name if named else "", facts.headline) if p) or facts.name


def citation_entry(
    form: CitationForm,
    paper_id: str,
    title: str,
    where: str,
    mark: str,
    authors: Authors | None = None,
) -> str:
    """A new citation in the list's form; `where` (e.g. `§3.4`) goes in its brackets, written
    as the neighbours name sections (`（见 3.4）`), and only when some neighbour names one. A
    list that cites by authors and year takes the `authors` the brief gives; without them it
    takes no line in another form (Unresolved)."""
    if form.author_year is not None:
        return author_year_entry(form.author_year, paper_id, title, authors, where) + mark
    if form.short_titles:
        # `AMBER: An LLM-free …` beside `MMMU`, `POPE`: the name before its subtitle.
        title = re.split(r"[:：]\s", title, maxsplit=1)[0]
    if not form.separator:
        title = ""  # the items give the id alone (`[6] https://arxiv.org/abs/id`)
    # No title given: the id alone, not a separator left hanging (`arXiv:id —`).
    text = f"{form.prefix}{paper_id}{form.separator if title.strip() else ''}{title}".rstrip()
    opening, closing = form.brackets
    if where and form.names_sections:
        text += f"{form.bracket_gap}{opening}{where_in_form(form, where)}{closing}"
    words = where.strip().removeprefix("§").strip()
    if form.use != ("", "") and words and not words[0].isdigit():
        # The section by its words, as the neighbours name theirs (`用于「基准/开源」`).
        text += f"{form.use[0]}{words.replace(' → ', '/')}{form.use[1]}"
    return text + ("" if mark.startswith(" ") else after_url(text)) + mark


def author_year_entry(
    line: AuthorYearLine, paper_id: str, title: str, authors: Authors | None, where: str = ""
) -> str:
    """`Okonkwo et al. (2026). Title. arXiv:id` in the list's way of writing one, with the
    section it supports (`where`, `§2.3`) after it where the list's items name theirs."""
    if authors is None:
        # A line in another form would stand out of the list; authors or a year made up
        # would be wrong.
        raise Unresolved(
            f"the citation list writes its items as 「{line.example[:60]}」, not starting with"
            " the id; the brief gives no authors or year for that form"
        )
    title = title.strip().rstrip("。.")
    if not title:
        raise Unresolved("the brief gives no title for the new reference")
    names = authors.in_list(line.et_al, line.initials)
    text = f"{line.opening}{names}{line.middle}{authors.year}{line.after}{title}"
    if line.prefix:
        text = f"{text}{line.id_lead}{line.prefix}{paper_id}{line.id_close}"
        supports = where.strip().removeprefix("§").strip()
        if line.where_lead and supports and supports[0].isdigit():
            text += line.where_lead + supports
        return text
    return text + line.end


# A bare URL that ends a line (`见 https://arxiv.org/abs/2404.06395`): a Markdown renderer
# makes a link of it up to the next space, so words glued after it would join the link.
BARE_URL_END = re.compile(r"(?<![(<\w])https?://\S+$")
# The same with the words that introduce it, as a reference at a sentence's end.
URL_REFERENCE_END = re.compile(
    r"(?:(?:参见|详见|见|see|cf\.)\s*)?(?<![(<\w])https?://\S+\s*$", re.I
)


def after_url(text: str) -> str:
    """The space that must part words added after `text` from a bare URL it ends with."""
    return " " if BARE_URL_END.search(text.rstrip()) else ""


# A link reference definition: `[1]: https://… "Title"` (the title quoted or in parentheses).
LINK_DEFINITION = re.compile(
    r"^ {0,3}\[[^\]]+\]:[ \t]*\S+"
    r"(?:[ \t]+(?P<title>\"(?P<dq>[^\"]*)\"|'(?P<sq>[^']*)'|\((?P<pq>[^()]*)\)))?[ \t]*$"
)


def in_definition_title(body: str, words: str) -> str | None:
    """A link reference definition with `words` added inside its title (`"Orca"` →
    `"Orca（OSDI 2022）"`): anything after the title would make the line a paragraph and break
    every link to it. None when the line is no such definition; Unresolved when it has no
    title to hold them."""
    found = LINK_DEFINITION.match(body.rstrip("\r\n"))
    if found is None:
        return None
    if found.group("title") is None:
        raise Unresolved(
            "the line is a link reference definition ending with its URL; words after it "
            "would break the definition and every link to it: add them by hand"
        )
    words = words.strip().rstrip("。.")
    if not (words.startswith(("（", "(")) and words.endswith(("）", ")"))):
        words = f"（{words}）"
    close = found.end("title") - 1
    return body[:close] + words + body[close:]


def annotated(body: str, note: str, brackets: tuple[str, str] = ("", "")) -> str:
    """`body` with `note` inside its trailing bracket (`〔挂账〕` → `〔挂账；note〕`), or at its
    end in （…） when it has none. `brackets`, the pair the list's items end with, may be
    round ones; without it a trailing （…） is taken for part of the text."""
    titled = in_definition_title(body, note)
    if titled is not None:
        return titled
    stripped = body.rstrip()
    trailing = body[len(stripped) :]
    bracket = TRAILING_BRACKET.search(stripped)
    ours = bracket is not None and (
        (bracket.group("open"), bracket.group("close")) == brackets
        or bracket.group("open") not in "（("
    )
    if bracket is not None and ours:
        inside = bracket.group("inside").strip()
        joined = f"{inside}；{note}" if inside else note
        opening, closing = bracket.group("open"), bracket.group("close")
        return f"{stripped[: bracket.start()]}{opening}{joined}{closing}{trailing}"
    if stripped.endswith("。"):
        return stripped[:-1] + f"（{note}）。" + trailing
    return stripped + after_url(stripped) + f"（{note}）" + trailing
