"""Small facts about brief text the reader and the renderer share: section numbers, quoted
phrases, masks, names."""

from __future__ import annotations

import re
import unicodedata
import zlib
from collections.abc import Sequence
from functools import lru_cache
from typing import NamedTuple

from ..chars import HAN_RANGE, is_han
from ..models import EXACT_NAME_KEY
from ..parse import CLOSING_TAG, CODE_SPAN, cut_at, linear, quoted_spans

CN_DIGITS = {digit: value for value, digit in enumerate("一二三四五六七八九十", 1)}
CN_NUMBER = "[一二三四五六七八九十]+"
ROMAN_DIGITS = {"I": 1, "V": 5, "X": 10, "L": 50, "C": 100}
# The Roman numerals Unicode writes as one character (`Ⅲ`, as Chinese documents often do).
ROMAN_CHARACTERS = dict(
    zip(
        "ⅠⅡⅢⅣⅤⅥⅦⅧⅨⅩⅪⅫ",
        ("I", "II", "III", "IV", "V", "VI", "VII", "VIII", "IX", "X", "XI", "XII"),
        strict=True,
    )
)
ROMAN_NUMBER = "[IVXLC]+|[\u2160-\u216b]"
# A Roman numeral as written (to CCCXCIX): `IIII` or `LC` is no number.
ROMAN_VALID = re.compile(r"C{0,3}(?:XC|XL|L?X{0,3})(?:IX|IV|V?I{0,3})")
# A section numbered with a hyphen, `2-1` (the KB's `### 2-1 RoPE`), or with a middle dot,
# `3·2` (`・`, `‧`, `･` as other input methods type it): small parts only, so that a date
# (`2026-11`) is no section. section_key reads every joiner as `.`.
JOINERS = "·・‧･-"  # the hyphen last: it stays itself inside a character class
HYPHENATED = rf"\d{{1,2}}(?:[{JOINERS}]\d{{1,2}})+"
# An entry named by its ordinal and, in brackets after it, its words: `第 4 条（水系钠离子电池）`.
ORDINAL_ASIDE = re.compile(
    r"第\s?(?:\d{1,3}|[一二三四五六七八九十]{1,3})\s?[条项]\s?[（(](?P<name>[^（()）]{1,40})[）)]"
)
# The roots editorial verbs compose from, and words that join one more request (`再`, `另`,
# `也`): words holding one after a section's number are no heading's (`§5.3 并改写`).
EDIT_ROOTS = re.compile(r"[增补添加列录登记附改更调修订换替删移撤并挪再另也]")
# Full-width digits and dots, as some documents number headings (`## ２．１ 多租户`) and a
# Chinese input method types a section number (`§３．２`, `第３章`): references are read in their
# ASCII forms. One character for one: offsets into the text stay the same.
FULL_WIDTH_NUMBER = str.maketrans("０１２３４５６７８９．", "0123456789.")
# A section inserted after another one, lettered: `2.1a`, `2.1b` (neither is 2.1); and a
# section lettered under its chapter: `4.a`, `4.b` (`### 4.a 实体清单` under `## 4 规则`), also
# written with its letter in brackets, `2.1(a)` (`#### (a) 产能` under `### 2.1 …`): 2.1.a.
LETTER_IN_BRACKETS_WORDS = r"[ \t]?[(（][a-z][)）]"
SUFFIXED = rf"\d+(?:\.\d+)*(?:\.\d+[a-z]|\.[a-z]|{LETTER_IN_BRACKETS_WORDS})(?![A-Za-z\d])"
LETTER_IN_BRACKETS = re.compile(r"[ \t]?[(（]([a-z])[)）]$")
# A section's small letter after its number (`II.4.a`), read as the number's last part.
SMALL_LETTER = r"(?:\.[a-z](?![A-Za-z\d]))?"
# The number after `§` (reading.actions joins lists of references with it), and a reference:
# `§5.3`, `§ 七`, `5.3 节`, `第七章`, `第 3 章`, `第3部分`, `Part IV`, `附录 A`, each with its whole
# number (a section is never dropped for its chapter): `§III.2`, `Part III.2`, `§2-1`, `§B.2`
# (a lettered section: section_key reads the letter). `(?<![\d.])\d` is
# written `\d(?<![\d.]\d)`: a pattern that starts with a character class lets the search
# skip to the next candidate. `\w` takes in every CJK ideograph, U+4E00–U+9FFF being letters
# (but for U+9FFD–U+9FFF, unassigned before Python 3.11's Unicode 14): `[\u4e00-\u9fff\w]`
# says no more than `\w`, and each CJK range costs about a millisecond to compile.
SECTION_NUMBER = (
    rf"{HYPHENATED}(?!\d|[.{JOINERS}]\d)|{SUFFIXED}|\d+(?:[.．]\d+)*|{CN_NUMBER}"
    # A letter not inside a word: `§Jev` is a name. `§B-2` as a document numbering by hyphens
    # writes its lettered sections (`### B-2 …`).
    rf"|(?:{ROMAN_NUMBER}|[A-Z])(?:[.\-]\d+)*{SMALL_LETTER}(?![A-Za-z\d])"
)
# `三（二）`, `§3（2）`, `第四章（一）`, `六、（三）`: a chapter and its sub-section numbered in
# brackets (`### （二）…` under `## 三、…`). A bare chapter number is a Chinese numeral not
# inside a word; after `第` it takes its 章 or 部分.
BRACKETED_SECTION = (
    rf"(?:§\s*|第\s*(?=(?:\d{{1,2}}|{CN_NUMBER})\s*(?:章|部分?))|(?<!\w)(?={CN_NUMBER}))"
    rf"(?P<bracket_chapter>\d{{1,2}}|{CN_NUMBER})\s*(?:章|部分?|、)?\s*"
    rf"[（(](?P<bracket_section>\d{{1,2}}|{CN_NUMBER})[）)]"
    # `五、（一）3. 端侧推理`: a sub-section its section numbers afresh (`#### 3. …`), with its dot.
    r"(?:\s*(?P<bracket_sub>\d{1,2})[.．](?![\d.．]))?"
)
SECTION_REF = re.compile(
    # First: `§三（二）` is §3.2, not §三 and an aside (paren_spans leaves its bracket unblanked).
    rf"{BRACKETED_SECTION}"
    rf"|§\s*(?P<num>{SECTION_NUMBER})"
    # `5.3 节`, `III.2 节`, `B.2 小节`, and `2-1 节` as a document numbering by hyphens writes
    # it (not a date's tail, `2026-11 节`, a range of items, `条目 1-2 节`, nor nodes, `8-16 节点`).
    # `3.2.1 节` and a lettered part alone, `C 节`, too.
    rf"|(?:第\s*)?(?P<bare>\d(?<![\d.]\d)\d*(?:\.\d+)+|(?<![A-Za-z\d.])(?:{ROMAN_NUMBER}|[A-Z])(?:[.\-]\d+)*"
    # A lettered chapter by its noun too: `F 章`, `G 章最前面`.
    rf"|(?<!条目)(?<!条目\s)\d(?<![\d.{JOINERS}]\d)\d?(?:[{JOINERS}]\d{{1,2}})+(?![\d.{JOINERS}]))\s*(?:小?节(?!点)|章)"
    # `第2部分 2-1`: a chapter, then one of its sections by its hyphen number (`2-` the chapter's).
    r"|第\s*(?P<hyphen_chapter>\d{1,2})\s*(?:章|部分?)\s*的?\s*"
    rf"(?P<hyphen_section>(?P=hyphen_chapter)(?:[{JOINERS}]\d{{1,2}})+)(?!\d|[.{JOINERS}]\d)(?:\s*小?节)?"
    # `第五章第八节`: a chapter and its section, both counted in words.
    rf"|第\s*(?P<chapter_of>\d+|{CN_NUMBER})\s*章\s*第\s*(?P<section_of>\d+|{CN_NUMBER})\s*节"
    # `第1节 2）代码`: a chapter and one of the sub-sections it numbers afresh (`### 2）代码`).
    rf"|第\s*(?P<restart_chapter>\d+|{CN_NUMBER})\s*[节章]\s*的?\s*(?P<restart_section>\d{{1,2}})\s*[）)]"
    # `第二部分第 3 章`: a chapter inside a part (as `Part II, Chapter 3` below).
    rf"|第\s*(?:\d+|{CN_NUMBER})\s*部分?\s*(?:[,，、]\s*)?(?:的\s*)?第\s*(?P<part_chapter_cn>\d+|{CN_NUMBER})\s*章"
    # `第 2 章`, `第二部分`, and `第 2 节` / `第二节` (not `第 2 节点`, nor a paper's own
    # section: `论文第 4 节`).
    rf"|(?<!论文)(?<!原文)(?<!文中)(?<!论文\s)第\s*(?P<chapter>\d+|{CN_NUMBER})\s*(?:章|部分?|节(?!点))"
    # `五.4`: a chapter numeral, a dot and the section's number (not inside a word).
    rf"|(?<!\w)(?P<mixed_chapter>{CN_NUMBER})[.．](?P<mixed_section>\d+)(?![\d.])"
    # A chapter named as its heading is written, `七、引用列表`: a numeral and `、` before words
    # (not `一、二` in a list, not `第一、` inside a sentence).
    rf"|(?<!\w)(?P<head>{CN_NUMBER})、(?=[{HAN_RANGE}])(?!{CN_NUMBER})"
    # `Part II, Chapter 3`, `第二部分第 3 章`: a chapter inside a part, named by both; the key is
    # the chapter's, the part only narrows where it is looked for (locate.resolve).
    rf"|\bPart\s+(?:\d+|{ROMAN_NUMBER})\s*(?:[,，、]\s*)?Chapter\s+(?P<part_chapter>\d+|{ROMAN_NUMBER})\b"
    rf"|\b(?:Part|Chapter)\s+(?P<part>(?:\d+|{ROMAN_NUMBER})(?:\.\d+)*)\b"
    # `Section 5.3`, `Sec. 2`, `sect.4.1`, `sections 2.2 and 4.1` (clauses.refs_in reads the
    # numbers joined after a plural).
    r"|\b(?:[Ss]ections?|SECTIONS?|[Ss]ecs?\.?|SECS?\.?|[Ss]ects?\.?)\s*(?P<english>\d+(?:\.\d+)*)(?![\d.]*\d)"
    # `Leave 2.1 as is`, `keep 2.1 intact`: a dotted number right after an English verb of
    # keeping is the section it keeps (not a value: `keep 1.4×`).
    r"|(?:(?<=\b[Ll]eave\s)|(?<=\b[Kk]eep\s)|(?<=\b[Tt]ouch\s)|(?<=\bLEAVE\s)|(?<=\bKEEP\s))"
    r"(?P<kept>\d+(?:\.\d+)+)(?![\d.]|\s*(?:[%×x倍]|[KMGT]?B\b|ms\b|s\b))"
    # An appendix by its letter, `附录 A`: its key is `appendix-a` (a letter is no number,
    # and `附录 C` is not chapter 100).
    r"|附录\s*(?P<appendix>[A-Z])(?![A-Za-z])"
)
# The word a section's number is written with says what kind of heading it numbers: a chapter
# (`Chapter 3`, `第 3 章`), a part (`Part III`, `第三部分`) or a section (`Section 2`, `第二节`).
# A document may number its parts and its chapters alike (`# Part III`, `## Chapter 3`): the
# word a brief writes picks the heading whose own words carry it (locate.resolve).
NUMBERING_WORD = re.compile(
    rf"(?:(?P<chapter>Chapter|Ch\.)|(?P<part>Part)|(?P<section>Section|Sec\.))\s*(?:\d|{ROMAN_NUMBER})"
    rf"|第\s*(?:\d+|{CN_NUMBER})\s*(?:(?P<zh_part>部分?)|(?P<zh_chapter>章)|(?P<zh_section>节(?!点)|節))"
    # `附录 B`, `Appendix C`: an appendix, not the chapter its letter also numbers (`## B. …`).
    r"|(?P<appendix>附录|附錄|Appendix)\s*(?:[A-Z](?![A-Za-z])|\d)",
    re.IGNORECASE,
)
# A chapter named inside its part (`Part II, Chapter 3`, `第二部分第 3 章`): the part's number.
PART_OF_PATH = re.compile(
    rf"^\s*(?:Part\s+(?P<part>\d+|{ROMAN_NUMBER})|第\s*(?P<zh_part>\d+|{CN_NUMBER})\s*部分?)"
    r"\s*(?:[,，、]\s*)?(?:的\s*)?(?:Chapter\s|第)"
)


# A sub-part's number after its part's (`第三部分 · 二`): a joiner, then the numeral.
PART_JOINER = re.compile(rf"\s*[{JOINERS}]\s*(?:{CN_NUMBER}|\d)")


def numbering_kind(text: str, *, last: bool = False) -> str:
    """What kind of heading the number at the start of `text` numbers (`Chapter 3 — …` →
    "chapter", `第三部分 开放问题` → "part", `第二节 重排` → "section"), or "" when no word
    says; with `last`, the kind the last number of a reference names (`Part II, Chapter 3` →
    "chapter")."""
    found = list(NUMBERING_WORD.finditer(text)) if last else []
    match = found[-1] if found else None if last else NUMBERING_WORD.match(text.lstrip("§# \t"))
    if match is None:
        return ""
    if not last and PART_JOINER.match(text.lstrip("§# \t"), match.end()):
        return ""  # `第三部分 · 二 偏好优化`: a sub-part, whose own number writes no word
    kind = next(name for name, value in match.groupdict().items() if value)
    return kind.removeprefix("zh_")


def part_of_path(raw: str) -> str:
    """The key of the part a reference names its chapter inside (`Part II, Chapter 3` → "2"),
    or ""."""
    match = PART_OF_PATH.match(raw)
    if match is None:
        return ""
    return section_key(match.group("part") or match.group("zh_part"))


# A section number written bare where a brief names a place: at a clause's or a table cell's
# start, before its request's words (`B.2 新增…`, `A.1 X 那条`, `3.2.1 X 那条`, `1.6 表 X 一行`,
# `| 2.1.2 |`, `A.2、B.3 不动`, `给 1.1 "X"一行…`). Read as `§B.2` only where the document has
# a section so numbered (reading.items.marked_sections); a count with its unit (`1.4 倍`) is
# never one.
# A section number joined by hyphens as a document numbering `### 4-2 …` writes it, written
# bare (`4-2 里…`, `2-1：删去…`): no part with a leading zero, so that a date's month and day
# (`12-05 的新闻稿`) is none; read as a section only where the document has it (marked_sections).
HYPHEN_NUMBER = r"[1-9]\d?(?:-[1-9]\d?){1,3}(?![\d-])"
# A sub-section lettered under its chapter, as a document numbering `### 4.a …` writes it
# (`4.a`, `2.1.b`): a dotted number and one small letter, no word after it.
LETTER_UNDER_NUMBER = (
    rf"\d{{1,2}}(?:\.\d{{1,2}}){{0,2}}(?:\.[a-z]|{LETTER_IN_BRACKETS_WORDS})(?![A-Za-z\d])"
)
# Each way a brief may write a section's number bare.
BARE_NUMBER = (
    rf"{LETTER_UNDER_NUMBER}|\d{{1,2}}(?:\.\d{{1,2}}){{1,3}}|[A-Z](?:\.\d{{1,2}}){{1,3}}"
    rf"|{HYPHEN_NUMBER}"
)
BARE_SECTION = re.compile(
    # (After a half-width stop and its space too: `…别动. 1.2.1：…`.)
    r"(?:^|(?<=[|：:，,；;。、])|(?<=[^\dA-Za-z\s.][.!?][ \t])"
    # `只在 B.3 表中把…`, `in B.3 set…`: after a word that says where, as at a clause's start.
    r"|(?<=在|于)|(?<=\b[Ii]n)(?=\s)"
    # `给 1.1 "X"一行补…`, `把 3.1.1 X 一行的"A"更新为…`: after a preposition of disposal, a
    # number then the words of what it holds; a number right before a verb is a value there
    # (`把 1.5 更新为 1.6`).
    r"|(?<=[把将给对])(?=\s*[\dA-Z][\d.]*\s+(?![改换变升降涨调更替修设写标]))"
    # `二、服务化 → 2.2：新增…`: the last step of a heading path, before what is asked there.
    r"|(?<=[→⇒⟶➜➔>])(?=\s*[\dA-Z][\d.]*(?:\s[^，,；;。：:]*)?[：:])"
    # `把 X 从 4.b 移到 4.c`: where an entry moves from, right before the verb of moving.
    r"|(?<=从)(?=\s*[\dA-Z][\d.a-z]*\s*(?:移|挪|搬)(?:到|至|入)))(?P<lead>\s*)"
    rf"(?P<num>{BARE_NUMBER})"
    # (`1.2.2 (1–3 个百分点) 别动`: an aside on what the section says may follow its number.)
    rf"(?=\s*[：:、/／|]|\s*表|\s*$|\s+[{HAN_RANGE}A-Za-z\"“「]|\s+[（(]|(?<=[)）])[{HAN_RANGE}])"
    r"(?!\s*(?:倍|个|分|秒|点|万|亿|版|代|次|小时|天|周|月|年|[KMGT]?B\b|ms\b|s\b|x\b|tok))"
    r"(?!\s*小?节)"  # `5.1 小节` names its section already (SECTION_REF)
    # `，1.3 改为 1.6`, `1.3 → 1.6`: a value and its new value, not a place.
    r"(?!\s*(?:→|->|=>|[改换变升降涨调]|(?i:to|is\s+now)\b))"
)
# A section number written bare right after a verb that puts something in a place (`改放 1.1。`,
# `不放 3.1，`, `应放 1.1）`): where it goes, or does not, wherever the clause ends after it.
# `§4 的 4.1 表`, `第 4 章里 4.1`, `Benchmarks 一章的 4.1`: a section's bare number after its
# chapter, named by number or by words, and `的`/`里`/`中` (reading.items.marked_sections).
CHAPTER_THEN_BARE = re.compile(
    r"(?:§\s*\d{1,2}|第\s*(?:\d{1,2}|[一二三四五六七八九十]{1,3})\s*(?:章|部分)|一章|部分)"
    r"\s*(?:的|里|中)?\s*(?P<num>\d{1,2}(?:\.\d{1,2}){1,3})(?![\d.])"
    r"(?!\s*(?:倍|个|分|秒|点|万|亿|版|代|次|小时|天|周|月|年|%|[KMGT]?B\b|ms\b|s\b|x\b))"
)
# `删去 2.3 中 X 一条`, `2.3 里的 X 那行`: a bare number right before a word of "inside" names
# the section holding what follows (not `2.3 中位数`, `1.5 内存`: a value and its noun).
# (Not `表 1-1 里`, `图 2.3 中`: a table's or figure's caption number.)
SECTION_HOLDING = re.compile(
    r"(?<![\dA-Za-z.§/_\-])(?<![为成到至→>表图]\s)(?<![为成到至→>表图])"
    rf"(?P<num>{BARE_NUMBER})"
    r"(?=\s?(?:中|里|内)(?![位值等文国型存核部程]))"
)
PLACED_BARE_SECTION = re.compile(
    r"(?<=放|归)(?P<lead>(?:到|在|入|进|于|至)?\s*)"
    rf"(?P<num>{BARE_NUMBER})"
    r"(?=\s*(?:[，,；;。）)：:、]|$))"
)
# `移到 4.c 末尾`, `挪至 2.3「X」列表`: a bare number right after a verb of moving is where an
# entry goes.
MOVED_TO_BARE_SECTION = re.compile(
    r"(?<=移|挪|搬)(?P<lead>(?:到|至|入)\s*)"
    rf"(?P<num>{BARE_NUMBER})"
    r"(?=\s*(?:[，,；;。）)：:、「（(]|末尾|最后|列表|清单|$))"
)
# A lettered section number written bare anywhere else a brief names a place (`第 II 部分 B.2
# 补录…`, `X 收入 B.2 浮点低比特`, `add X to B.2`, `under A.3`, `Agent 类（A.3）增补…`): a capital
# and its dotted number is neither a count nor a measure. Read as `§B.2` only where the document
# has a section so numbered (reading.items.marked_sections), never inside a word (`FP8.2`,
# `v2.B.1`) nor as a value a change gives or leaves (`改为 B.2`, `→ B.2`, `B.2 改成…`).
LETTERED_SECTION = re.compile(
    r"(?<![A-Za-z\d.§_/\-])(?<![→>为成]\s)(?<![→>为成])"
    # A paper's own appendix, table or figure (`论文附录 C.1`, `Table B.2`) is no section here.
    r"(?<!附录)(?<!附录\s)(?<![图表])(?<![图表]\s)(?<!(?i:table)\s)(?<!(?i:fig\.)\s)"
    r"(?<!(?i:figure)\s)(?<!(?i:appendix)\s)"
    # A Roman numeral (`Ⅴ.3`, `II.3`), as documents that number their parts so write it.
    rf"(?P<num>(?:[A-Z]|[IVX]{{2,4}}|[\u2160-\u216b])(?:[.\-]\d{{1,2}}){{1,3}}{SMALL_LETTER})"
    r"(?![\d.]*\d|[A-Za-z_/\-])"
    r"(?!\s*(?:→|->|=>|[改换变升降涨调]|(?i:to|is\s+now)\b))"
)
# A dotted or hyphenated section number written bare before its heading's own words (`add X to
# 2.2 推理数据合成`, `X 收入 3.2 连续批处理`, `2-4 对比表 X 一行…`): read as `§2.2` only where the
# document's section 2.2 has those words (reading.items.marked_sections), since a number alone
# may as well be a value (`2-4 周`).
TITLED_SECTION = re.compile(
    r"(?<![A-Za-z\d.§_/\-])(?P<num>\d{1,2}(?:[.\-]\d{1,2}){1,3})(?![\d.]*\d)(?P<gap>\s*)"
)
# A section in parentheses right after the words a clause opens with, before its request
# (`Agent 类（A.3）增补…`, `待解问题（第5章）添…`): the number glosses those words, as a heading
# writes both, and is read as said outside the parenthesis (reading.items.marked_sections) when
# the words hold no verb. Not at a clause's end (`新增第 73 条（§2.4）。`: a citation's section).
GLOSSED_SECTION = re.compile(
    r"(?:^|(?<=[：:，,；;。]))(?P<head>[^（()）\"“「『，,；;。：:]{1,24}?)"
    r"[（(](?P<ref>[^（()）]{1,16})[）)](?=\s*[^\s，,；;。：:.（()）])"
)
# A chapter's number written bare as its heading writes it, with a dot, before its words
# (`6. 待确认 补一问`, `3、代码模型 新增…`): read as `§6` only where heading 6 has those words
# (reading.items.marked_sections), since `1.` may as well open a numbered list.
BARE_CHAPTER = re.compile(
    r"(?:^|(?<=[：:，,；;。]))(?P<lead>\s*)(?P<num>\d{1,2})[.．、](?![\d.．])(?P<gap>\s*)"
)
# A chapter's numeral and a sub-section's number in brackets, as a document numbering
# `## 一、基准` and `### (2) 代码` writes them (`§一(2)`, `一、(2) 代码`, `一（２）`): read as the
# document's number for that sub-section (`§1.2`). Without `§` or `、`, the numeral must not be
# the end of a word (`统一(2)`).
CHAPTER_AND_PART = re.compile(
    rf"(?:(?P<mark>§)\s*|(?<![{HAN_RANGE}]))(?P<chapter>[一二三四五六七八九十]{{1,3}})"
    r"\s*(?P<comma>[、.．])?\s*[(（]\s*(?P<part>[0-9０-９]{1,2})\s*[)）](?P<gap>\s*)"
)
# A chapter numbered by a circled numeral (`## ③ 解码加速`, `### ③-2 投机解码`), as its
# digits: section 3, section 3.2 (locate.heading_key, SPELT_SECTION).
CIRCLED_NUMBER = {chr(0x2460 + k): str(k + 1) for k in range(20)}
# A section written in a numbering SECTION_REF does not read, as some documents number their
# headings: a circled chapter and its sub-number (`§③-2`, `③－２`, `§③`), a letter glued to its
# sub-number (`§B2`, `B2 小节`, `B2 表` for `### B2 …` under `## B. …`), a part and its sub-part
# (`第二部分 · 二`, `第二部分第二节`, `§二·二`). reading.items.marked_sections reads each as
# `§3.2`, `§B.2`, `§2.2`: with `§` always, bare only where the document has that section.
SPELT_SECTION = re.compile(
    r"(?P<mark>§\s*)?(?:"
    r"(?P<circled>[\u2460-\u2473])(?:\s*[-－]\s*(?P<circled_sub>[0-9０-９]{1,2})(?![0-9０-９.．]))?"
    # `第③章` (a circled chapter with its word).
    r"|第\s*(?P<circled_chapter>[\u2460-\u2473])\s*(?:章|部分?)"
    # `§B2`, and `§Ｂ３` as a Chinese input method types it.
    r"|(?<![A-Za-z\d\-_/.Ａ-Ｚａ-ｚ０-９])(?P<letter>[A-ZＡ-Ｚ])(?P<letter_sub>[0-9０-９]{1,2})"
    r"(?![\dA-Za-z_/Ａ-Ｚａ-ｚ０-９]|[.\-．]\d)"
    rf"|第\s*(?P<part>{CN_NUMBER}|\d+)\s*部分?\s*(?:[{JOINERS}]\s*(?P<part_sub>{CN_NUMBER}|\d+)"
    rf"|的?\s*第\s*(?P<part_section>{CN_NUMBER}|\d+)\s*[节節](?!点))"
    rf"|(?<![{HAN_RANGE}\w])(?P<cn>{CN_NUMBER})\s*[{JOINERS[:-1]}]\s*(?P<cn_sub>{CN_NUMBER})(?![{HAN_RANGE}\w])"
    r")"
)
# `Part C` where the document letters its chapters (`## C. …`): chapter C, which a document
# numbering in Roman would write `Part C` for chapter 100 only (marked_sections).
PART_LETTER = re.compile(r"\bPart\s+(?P<letter>[A-Z])(?![A-Za-z\d]|\.\d)")
# A section number with a trailing dot, as a document numbering `### 2.1. 去重` writes it
# (`2.1. 节`, `§2.2. 规则过滤那条`, `1.1. 网页抓取 X 那条`): the dot is the number's, no full stop,
# where Chinese words, `节` or a colon follow. Read without it where the document has that
# section (reading.items.marked_sections).
TRAILING_DOT_SECTION = re.compile(
    rf"(?<![\d.])(?P<num>\d{{1,2}}(?:\.\d{{1,2}}){{1,3}})\.(?=\s*(?:小?节|[{HAN_RANGE}「“\"]|[：:]))"
)
# A list a brief may name instead of numbering its chapter: the citation list (`参考文献末尾
# 新增一条引用`). Not `引用` alone: it is also what a clause adds (`新增一条引用`).
NAMED_LIST = re.compile(
    r"参考文献|引用表|引用列表|引用清单|文献列表|来源清单|来源列表|\b(?:References|Bibliography)\b"
    # `来源新增：[29] …`, `来源新增 `[29] …``: the sources list, by its name right before a
    # verb of adding and the line it adds.
    # (`来源末尾加：`…``, `来源接着补 `…``, `来源再补一条：…`: a place or an adverb between.)
    r"|(?<![\u4e00-\u9fff])来源(?=\s*(?:末尾|最后|结尾|接着|再|也|另|同步|一并|照例)?\s*"
    # (The line given after it, in backticks the request drops: `来源补 `- [S21] …``.)
    r"(?:新增|增补|补录|补充|[补增添加附录登](?:上|入|录|记)?)\s*(?:一条|一行)?"
    r"\s*(?:[：:`「]|[-*+]\s+\[|\[))"
    # `引用一节`, `引用部分`: `引用` named as a list, by the noun after it.
    r"|引用(?=\s*(?:一节|一章|小节|部分|章节?|节(?!点)))"
    # The open-question list, named as a list (`开放问题清单新增一条`): `开放问题` alone is
    # what a clause adds, as `引用` is.
    r"|(?P<questions>(?:开放|待解|未决)问题(?:清单|列表|一节|一章)"
    # `Q: 列表`, `Q 清单`: the list of questions named by the marker its questions open with.
    r"|(?<![A-Za-z])Q\s*[:：]?\s*(?:清单|列表))"
)
# Words that name the citation list only as a list (`参考资料一节`, `「参考资料」`,
# `参考资料新增一条引用`): in a sentence they are also the reference material of a paper
# (`参考资料见卡片`), so clauses.named_list_ref takes them only before a list noun or an add verb.
# `参考` alone (`参考补一条`) and `脚注` (`脚注新增一条 [^6]`) name the list the same way, where a
# document heads its citations so.
# (`注释`, `尾注`: the list of a document's numbered notes, `[注12] …`.)
LOOSE_LIST = re.compile(r"参考资料|参考链接|参考(?!文献)|脚注|(?<![的下])注释(?!掉)|尾注")
# What a name alone may stand for when it is the citation list's (`「参考资料」一节`).
_CITATION_LIST_WORDS = (
    r"参考文献|参考资料|参考链接|引用|引用表|引用列表|引用清单|文献列表|References|Bibliography"
)
CITATION_LIST_NAME = re.compile(_CITATION_LIST_WORDS)
QUOTED_LIST = re.compile(rf"「\s*(?P<word>{_CITATION_LIST_WORDS})\s*」")
LIST_NOUN = re.compile(r"\s*(?:一节|一章|小节|部分|列表|清单|章节?|节(?!点))")
# A section named by its heading's words, for documents that number nothing: `「长上下文基准」一节`,
# `「安全评测」小节`, or a path from chapter to section, `基准与数据集 → 长上下文基准 小节`
# (the path starts the clause or follows a space; locate.named_heading finds the heading).
HEADING_NAME_REF = re.compile(
    # `「推理框架」表`: the table of the section so named (or the table so captioned).
    r"「(?P<quoted>[^「」\n]{1,40})」\s*(?:一节|小节|[这那]一?节|一章|[这那]一?章|章节?|节(?!点)|部分|表格?(?![头尾态达示明述])"
    # `「组网发射记录」列表补一条`: the section by the list it is.
    r"|列表|清单"
    # `「中介层尺寸与良率」（二）良率段：…`: the section, before a labelled paragraph of it.
    r"|(?=[ \t]?的?[ \t]?[（(][^（）()\s]{1,4}[）)][^，,；;。：:「」\s]{1,12}段))"
    # A quoted path from chapter to section by a breadcrumb mark, which only a path writes
    # (`「星座进展 › 小结」第一段`): a place with no noun after it (not `→`, which a change of
    # values also writes).
    rf"|「(?P<quoted_path>[{HAN_RANGE}A-Za-z][^「」\n›»＞]{{0,39}}?\s?[›»＞]\s?"
    rf"[{HAN_RANGE}A-Za-z][^「」\n›»＞]{{0,39}})」"
    # Each name of a path starts with a letter, not a digit: `8 → 16 节点` is a value pair.
    # Each name ends in a word character, so that only `\s*` takes the spaces around an arrow:
    # a long run of arrows is read in linear time, never in as many ways as it splits.
    rf"|(?<!\w)(?P<path>[{HAN_RANGE}A-Za-z](?:[\w ]{{0,39}}?\w)?"
    rf"(?:\s*(?:→|->)\s*[{HAN_RANGE}A-Za-z](?:[\w ]{{0,39}}?\w)?)+)\s*(?:小节|一节)"
    # A bare name set apart by a space before its noun: `长上下文基准 小节`.
    rf"|(?<!\w)(?P<bare>[{HAN_RANGE}]\w{{1,19}})\s+(?:小节|一节)"
    # A short Chinese name that opens its clause, right before `一节` or `小节`: `重排一节新增…`,
    # `浮点低比特小节增补…` (not `上一节`, `同一节`, `另起一节`, `第三章第一节`, `各小节`,
    # `新增小节`: a position or a new section, not a name).
    r"|(?:^|(?<=[\s，,；;：:。]))(?:在|于|往|给|把)?"
    rf"(?P<bare_start>(?![在于往给把])[{HAN_RANGE}]{{2,8}}?)"
    r"(?:(?<![同这那上下前后每本该此另某任第起独开成新整单])一[节章]"
    r"|(?<![同这那上下前后每本该此另某任第起独开成新整单增加各])小节)"
    # A Latin name that opens its clause, right before `一节` or `小节` (`Episodic memory 一节新增
    # X`, `在 Tool use 小节补一条`): the heading's own English words.
    r"|(?:^|(?<=[，,；;：:。]))\s*(?:在|于|往|给|把)?\s*"
    r"(?P<bare_latin>[A-Za-z][A-Za-z0-9.+\-]*(?: [A-Za-z0-9.+\-]+){0,4})\s*(?:小节|一节|这一节)"
    # A name that opens its clause, pointed at (`KV cache 卸载那一节`, `调度与系统那一章`), or
    # follows a verb of putting (`别写进商业模式那一节`: the name, not the refusal).
    r"|(?:^|(?<=[\s，,；;。：:])|(?<=写进|写入|放进|放入|归入|并入|放到|写到|加到|加进))"
    rf"(?P<pointed>(?![在于往给把第别勿不])[{HAN_RANGE}A-Za-z][\w .+-]{{0,30}}?)"
    r"(?<![同这那上下前后每本该此另某任起独开成新整单\s])\s*[那这]一?[节章]"
    # In English: `the Engines section`, `the "Open questions" section`, `"Engines" section`,
    # and a capitalised name ending a request after to / under / into (`add X to Engines.`).
    r"|(?i:\bthe\s+)[\"“]?(?P<english>(?!(?i:end|start|same|this|that|next|previous|last|first|"
    rf"other|new|whole|right|each|every)\b)[A-Za-z{HAN_RANGE}][\w\-]*"
    r"(?:\s(?!(?i:the|of|a|an)\b)[A-Za-z][\w\-]*){0,3}?)[\"”]?\s+(?i:section|chapter)\b"
    r"|[\"“](?P<english_quoted>[A-Za-z][^\"”\n]{0,40}?)[\"”]\s+(?i:section|chapter)\b"
    r"|(?:(?<=\bto\s)|(?<=\bunder\s)|(?<=\binto\s))"
    r"(?P<english_end>[A-Z][\w\-]*(?:\s[A-Z][\w\-]*){0,2})\s*[.。]?\s*$"
    # A table named by its caption's number as a place (`表 2 的 X 一行`, `表 2 补…`, `表 1 光纤
    # DAS 一行`): its caption line (locate.table_captions) is the place. Not a paper's table
    # the words speak of (`撤回 Table 2 H200 数值`).
    # (Numbered as the document numbers them: `表 2`, `表 B-1`, `表 3-2`.)
    r"|(?<![\w\u4e00-\u9fff])(?P<table_number>(?:表|Table)\s?(?:[A-Z][-–]?)?\d{1,3}(?:[-–]\d{1,2})?)(?![\d.])"
    r"(?=\s?(?:的|里|中|内|末尾|最后|[补加增添新追登列]|[，,：:]|$|[「『“\"][^「」『』“”\"\n]{1,24}[」』”\"]\s?(?:这|那)?一?行)"
    r"|(?:\s[^\s，,；;。]{1,20}){1,3}\s?(?:这|那)?一?行)"
    # Or opening its clause (`表 1 成熟度维持"试点"`).
    r"|(?:^|(?<=[，,；;。：:]))\s?(?P<table_first>(?:表|Table)\s?(?:[A-Z][-–]?)?\d{1,3}(?:[-–]\d{1,2})?)(?![\d.])"
)
# Words that open a line of their own: a list mark, a number, or a short label and its colon
# (`注 5：…`): never words to splice into another line.
# (Matched on words with no white space before them.)
LINE_OF_ITS_OWN = re.compile(
    r"(?:[-*+]\s|\d{1,3}[.)、]\s|[^\s：:，,。；;（(]{1,8}(?:\s*\d{1,3})?\s*[：:])"
)
# An ellipsis in a line's quoted words, which stands for words of the line left out; ending
# them (`"代表项目：阿里云仁和……"那条`), the line goes on past them: the words before it open it.
ELLIPSIS = re.compile(r"…+|\.{3,}|⋯+")
ELLIPSIS_END = re.compile(rf"\s*(?:{ELLIPSIS.pattern})$")
# The words after a quote that put new words after the quoted ones: `"A"之后`, `「A」那句后面`.
POINTED_AFTER_WORDS = r"[ \t]?(?:那句|这句)?(?:之后|以后|后面|后)"
HEADING_PATH_SPLIT = re.compile(r"\s*(?:→|->|›|»|＞)\s*|[ \t]>[ \t]")
# `§5.4 新增一条：X 支持不停机热更新。`, `§6.2 新增趋势一行：路由校准从全局走向分片。`,
# `§1.2 新增 **X** 条目：开源音频基础模型，支持识别与对话。`: the words
# after the colon, to the sentence's end, are the new line's (a trend line's whole text).
# Not a list of names with their places (`新增一条：X（§3.1）、Y（§2.2）`), nor an item's tag.
ENTRY_AFTER_COLON = re.compile(
    r"(?:一条|第\s*\d{1,3}\s*条|一段(?:话|文字)?|(?<=[增补添加附记])上(?=\s*[：:])|(?P<line>(?:趋势|判断|观察)\s*一行|一行\s*(?:趋势|判断|观察)|一条(?:趋势|判断|观察))"
    # `末尾加一行：2026-11：X 发布…`: a line that opens with its date, after its colon.
    r"|一行(?=\s*[：:]\s*(?:[-*]\s+)?\d{4}\s*[-/.年]\s*\d{1,2})"
    # `新增 1.1.4：1.1.4 X：…`, `补充第 2.3.5 段：…`: the number the new paragraph takes.
    r"|(?<=新增|增加|添加|增补|补充|加入|补录)\s*(?:第\s*)?\d{1,3}(?:\.\d{1,3}){1,3}\s*(?:段|条)?(?=\s*[：:])"
    # `新增 **X** 条目：…` (read with its bold marks dropped): the name the add verb gives the
    # new entry and its noun, then its words. (The name opens on a word: a gap that could be the
    # verb's or the name's read a long run of spaces in as many ways as it has.)
    r"|(?<=新增|增加|添加|新建|增补|补充)\s*[^：:，,。；;（()）§\s][^：:，,。；;（()）§]{0,39}?\s*(?:条目|词条)(?=\s*[：:])"
    # `新增条目：**X**（…）：…`, `新增条目 **X**：…`: the noun alone after the verb, as `一条`.
    r"|(?<=新增|增加|添加|新建|增补|补充|加入|收录|补录)\s*(?:条目|词条)"
    # `4.2 新增：SO-101（2025）— 改进版…`: the verb's colon, then a name, its aside and a dash
    # or colon before the entry's words (a list of names with places has none).
    # `加一行：X / English：…`, `补一则：X（2024）：…`: a count of one line, the same.
    r"|(?:(?<=新增|增加|添加|增补|补充|加入|收录|补录)|一\s*[行项则])"
    r"(?=\s*[：:]\s*[^：:—–，,。；;（()）§\s]"
    r"[^：:—–，,。；;（()）§]{0,39}(?:[（(][^（）()\n§]{1,40}[）)])?\s*(?:——|—|–|[：:])\s*\S)"
    # `§4.2 新增 SO-101（2025）— 改进版…`: the name right after the verb, read as after a count.
    # `「术语表」添 **X**：…`: one root of adding is such a verb too.
    r"|(?:(?<=新增|增加|添加|增补|补充|加入|收录|补录)|(?<=[添加补增录登列记]))"
    r"(?=\s*(?:\*\*|「|[\"“『]|\s[A-Za-z]"
    # `新增 综框（纺机所）：…`: a Chinese name set apart, then its aside and colon or dash.
    r"|\s[\u4e00-\u9fff][\u4e00-\u9fffA-Za-z0-9-]{0,15}(?:\s*[（(][^（）()\n§]{1,40}[）)])?"
    r"\s*(?:[：:]|——|[—–]\s))))"
    # `补一条 **X**：…`, `补一条 **X** —— …`: the bold name, then its words after a colon or dash.
    # A bold name is read quoted after its count (quoted_bold_names: `一条「X」`).
    r"(?:\s*\*\*[^*]{1,40}\*\*|\s*「[^「」]{1,40}」|\s*[\"“『][^\"“”『』\n]{1,40}[\"”』]"
    # A Latin or Greek name (`π0.6`) set apart by a space.
    r"|\s+[A-Za-z\u0370-\u03ff][\w.+-]{0,39}(?:\s[A-Za-z0-9][\w.+-]{0,19}){0,3}"
    # A Chinese name set apart by a space, right before its aside or colon (`补一条 逆醛缩酶
    # （IPD，2026）：…`).
    r"|\s+[\u4e00-\u9fff][\u4e00-\u9fffA-Za-z0-9-]{0,15}"
    r"(?=\s*(?:[（(][^（）()\n§]{1,40}[）)])?\s*(?:[：:]|——|[—–]\s)))?"
    # `补一条 X（NVIDIA，2020）：…`, `增一条 X（2025）— …`: the name's maker and year before them.
    r"(?:\s*[（(][^（）()\n§]{1,40}[）)])?"
    # (`补一条 2024-11：…`: a dated line right after its count, its date the line's.)
    r"(?:\s*[：:]|\s*——|\s*[—–](?=\s)|\s+-(?=\s)|\s+(?=\d{4}\s*[-/.年]\s*\d{1,2}[^：:\n]{0,8}[：:]))"
    # A quote may open the words when more of the sentence follows it (`新增一条："X"正在成为…`):
    # the quote is a phrase of the line, not the whole of it, nor its name.
    # A list marker the brief copies with the line (`新增一条：- **X**…`, `新增第 6 条：6. **X**…`)
    # is the list's, no word.
    r"\s*(?:[-*+•]\s+|\d{1,3}[.)、](?:\s+|(?=\*\*)))?(?P<text>(?:[^\s\"“「『§]|[\"“「『][^\"“”「」『』\n]{1,40}[\"”」』](?=[^\s。.；;，,：:]))"
    # The words end with their sentence: a sentence after them asks something else (`…（62%）。
    # Q5 可以关闭`).
    # A section named inside brackets (`（冷压口径，见 §5.1）`) is the words' own aside.
    # A `；` parts the words' own clauses (`闭源；未发布技术报告。`), unless a question or an item
    # is named after it (`…；Q5 可以关闭`): another request.
    # An aside may hold a markdown link (`（[论文](https://…)）`), its address no part of the count.
    r"(?:[^；;。§（(]|[（(](?:[^（）()\n；;。\[]|\[[^\[\]\n]{1,40}\]\([^()\s]{1,300}\)|\[){0,40}[）)]"
    # A source tag after the last full stop (`…。〔来源：…〕`) is the words' own, as given.
    rf"|[；;](?!\s*(?:Q\d|问题\s*\d|条目|增量))|。(?={CLOSING_TAG}\s*$)){{7,}}?)"
    rf"(?:[。.]?\s*$|。(?!{CLOSING_TAG}\s*$))"
)
# `题量「3.46K」`: a new row's cell given by its column's name, then its value quoted.
QUOTED_CELL = re.compile(
    r"(?P<key>[^「」“”\"『』\s，,：:；;]{1,12})\s*[「“\"『](?P<value>[^「」“”\"『』]+)[」”\"』]"
)
# A citation named by author and year, as author-year lists write it: `Chen et al., 2021`,
# `Kamradt, 2023`, `Wei and Zou 2019`.
AUTHOR_YEAR = re.compile(
    r"(?<![A-Za-z])[A-Z][A-Za-z'-]+(?:\s+et\s+al\.?|\s+(?:and|&)\s+[A-Z][A-Za-z'-]+)?,?\s*"
    r"(?:19|20)\d\d[a-z]?(?!\d)"
)
# A title that names its subject in Latin letters (`RulerX`, `BOOM`), an arXiv aside aside.
LATIN_NAME = re.compile(r"(?<![A-Za-z])(?!arXiv\b)[A-Za-z][A-Za-z0-9]")
# A letter or digit of any script: words, not punctuation or marks alone.
WORD_CHARACTER = re.compile(r"[^\W_]")
ARXIV = re.compile(r"(\d(?<![\d.]\d)\d{3}\.\d{4,5})(?!\d)")
# A standard by its number (`GB/T 45654—2025`, `GB/T 35273`, `JR/T 0171`, `ISO/IEC 27001:2022`):
# a work a citation list may cite that has no arXiv id.
STANDARD = re.compile(
    r"(?<![A-Za-z])(?:GB(?:/[TZ])?|[A-Z]{2}/[TZ]|ISO(?:/IEC)?|IEC)\s?\d{2,6}(?:\.\d+)*"
    r"(?:\s*[—–-]\s*(?:19|20)\d\d|:(?:19|20)\d\d)?(?!\d)"
)
# Its year (`—2025`, `:2022`): a standard is the same one with or without it.
STANDARD_YEAR = re.compile(r"(?:\s*[—–-]\s*|:)(?:19|20)\d\d$")
PAPER_CARD = re.compile(r"paper_cards/\d+-(\d{4})-(\d{4,5})\.md")
PATH = re.compile(r"(?<![\w/.-])(?:organized/|inbox/|guides/)[\w./-]+\.(?:md|json)")
# The guides a request asks to link (`挂接已有攻略 guides/x.md`).
GUIDE_PATH = re.compile(r"(?<![\w/.-])(?:organized/)?guides/[\w./-]+\.md")
PAREN = re.compile(r"[（()）]")
# A quoted phrase as the reader's patterns take it: an opening quote, the words up to the
# first closing one. A pattern that wants words just before or after a quote matches those
# words beside a match of this one (quote_after, quote_before) rather than spelling the
# quote classes again: each class of CJK quote marks costs sre ~0.1 ms to compile, each run.
# Corner brackets close only with their own mark, as parse.quoted_spans pairs them: straight
# quotes inside (`「草案提到"鼓励融合"，但未涉及。」`) are the phrase's words. Straight and curly
# double quotes close one another (`“X"`: typed on two keyboards).
QUOTE = re.compile(
    r"[\"“「『]((?<=「)[^」]+(?=」)|(?<=『)[^』]+(?=』)|(?<=[\"“])[^\"”」』]+(?=[\"”]))[\"”」』]"
)
TITLE_DASH = re.compile(r"\s*(?:——|—|--)\s*")
BOOKKEEPING_ASIDE = re.compile(r"（[^（）]*(?:挂账|缺条目|缺失|正文|摘要级)[^（）]*）$")
BOOKKEEPING_SUBTITLE = ("孤儿", "归位", "挂账", "挂着", "落点", "缺条目", "正文缺", "需要一次")
# A comma between digits is a thousands separator (`1,200⭐`), not a clause break; `、` after
# a chapter numeral names the chapter (`七、引用列表`).
# Nor is the comma of an author-year citation (`Chen et al., 2021`), nor the one before a
# surname's initial (`Lund, E. et al.`).
CLAUSE_SPLIT = linear(
    # Nor is `、` inside a list of numbers one `节` ends (`第 2、4 节`), nor before the stop a
    # place is also said by (`"X"之后、句号之前补…`).
    rf"，|(?<!{CN_NUMBER[:-1]})、(?!\s*\d+(?:\.\d+)*(?:\s*、\s*\d+(?:\.\d+)*)*\s*小?节(?!点))(?!\s*句(?:号|末))|(?<![A-Za-z.]),(?!\d)|(?<!\d),(?!\s?(?:1[89]|20)\d\d\b|\s?[A-Z]\.(?:\s|$))"
)
# An ASCII full stop ends a sentence when a space and a word follow it (`… → "+30". no new
# row`), not inside a number or an id.
# Not after an abbreviation inside a name or a citation (`Pairwise vs. single`, `Kwon et al.
# 2023`, `e.g. vLLM`): there the stop ends the word, not the sentence.
ABBREVIATIONS = ("vs", "al", "e.g", "i.e", "cf", "approx", "resp", "Fig", "Eq", "Vol")
# A verb that puts words somewhere (`放在`, `接到`, `插入`): a place said for words given before it.
PLACING = r"(?:(?:并|再|且)\s*)?(?:放|置|排|接|挂|插|写|加|补)(?:在|到|于|至|进|入)"
# A line in backticks that ends with its stop, then a space and more words (`` `[19] X,
# 2026-11-18.` B.1 那条不改 ``): the words after it are a sentence of their own.
# Not before where it goes (`` `[^2]: X.` 放在参考文献末尾 ``): that is the same request.
CODE_LINE_END = rf"(?<=[.。！？]`)(?=\s+(?!{PLACING})[^\s，,；;。、：:（(）)])"
SENTENCE_SPLIT = re.compile(
    # (Not a stop inside a short aside, `该段末尾（<sup>3</sup>。之后）追加…`: the aside's own.)
    r"[；;]|。(?![^（）()「」“”\"\n]{0,12}[）)])|"
    # A quote that ends its own sentence (`补一句："…2.1 倍。" 正文里的数字不改`), then a space
    # and more words: the words after it are a sentence of their own (not a list's `and`).
    r"(?<=[。！？][”\"」』])(?=\s+(?!(?:and|or|与|和|及)\b)[^\s，,；;。、：:（(）)])|"
    # With no space, before a label, a section or an item (`…样本 14 笔）。」Q-02 先不关闭`).
    r"(?<=[。！？][”\"」』])(?=[A-Z§]|条目|增量)|"
    # Nor before what is said of the rest (`…追加一句：「…。」原句"X"不删`, `…。」其余不动`).
    r"(?<=[。！？][”\"」』])(?=原句|原文|原话|原表述|其余|其他|其它|余下)|"
    # Nor before another request that dictates its own words (`…加一条：「- X。」术语部分增补：
    # 「**Y**：…」`, `…换成「Y。」参考资料相应添上「[R13] …」`): words with a root of adding,
    # its colon if any, a quote. Not a place said from the quote (`「X。」后面添上：…`,
    # `「X。」这句补：…`).
    r"(?<=[。！？][”\"」』])(?![后前之下里中内这那该此一的处末句段为])"
    r"(?=[^\s「」“”\"『』`，,；;。、：:（(）)][^「」“”\"『』`，,；;。、：:]{0,15}?"
    r"[增补添加录登列记附][^「」“”\"『』`，,；;。、：:]{0,3}?[：:]?[ \t]*[「“\"『`])|"
    rf"{CODE_LINE_END}|"
    # A half-width stop after words, before a number that opens the next sentence (`…改为
    # 96.4%. 1.2.2 别动`): not a decimal's point, a list's number (`1. A`) nor an abbreviation
    # (`Sec. 2.2`).
    r"(?<=[^\dA-Za-z\s.])\.(?=[ \t]+\d)|"
    + "".join(rf"(?<!\b{re.escape(word)})" for word in ABBREVIATIONS)
    # Nor after an author's initial (`Lund, E. et al.`, `Lund, E. M. et al.`, `Park D. et
    # al.`).
    + r"(?<![A-Za-z,] [A-Z])(?<![A-Z]\. [A-Z])"
    # Nor after a sub-section's number right after its section's bracket (`§五（一）3. 端侧推理`).
    + r"(?<![）)]\d)(?<![）)]\d\d)"
    # Nor after a part's lone letter label before its heading words (`归入 B. 优化器`).
    + rf"\.(?=\s+[A-Za-z§]|(?<![^A-Za-z][A-Z]\.)(?<!^[A-Z]\.)\s+[{HAN_RANGE}])"
)


# A heading's label before its words, as a document writes it and a brief copies it with the
# words (`三、KV 缓存`, `（一）通用引擎`, `B. 优化器`, `II. 后训练`, `1 | 数学与推理`,
# `1.1 | 基准一览`, `第二节 重排`): a lone letter or Roman numeral only with its mark (`A 股`,
# `IV 安全` are words).
HEADING_LABEL = re.compile(
    r"\s*(?:[（(【\[]\s*(?:\d{1,3}|[一二三四五六七八九十]{1,3}|[A-Za-z]|[IVXivx]{1,4})\s*[）)】\]]"
    r"|\d{1,3}(?:[.．]\d{1,3})*(?:\s*[.．、|｜:：)）]|(?=\s))"
    r"|(?:[A-Z]|[IVXLC]{2,}|[\u2160-\u216b])(?:(?:[.．]\d{1,3})+(?:\s*[.．、|｜:：]|(?=\s))|\s*[.．、|｜:：])"
    r"|[一二三四五六七八九十]{1,3}[、.．]"
    r"|第\s*(?:\d{1,3}|[一二三四五六七八九十]{1,3})\s*(?:章|节|部分?))"
    r"[\s|｜:：]*(?=[^\s|｜:：])"
)
# What a heading's text loses when a brief copies it: spaces, the marks between its label and
# its words (`1 | 数学与推理` is `1 数学与推理`, `B.优化器` is `B. 优化器`), emphasis; a dot stays
# only inside a number (`1.1`).
HEADING_TEXT_DROPS = frozenset("|、:·*_`")
# A section_names entry that is a heading's text, not a key: HEADING_ENTRY, then its key (when no
# other heading has it), its parent heading's text and its own, parted by HEADING_ENTRY_PARTS.
HEADING_ENTRY = "\x1e"
HEADING_ENTRY_PARTS = "\x1f"


# A section_names entry for every heading, as places named otherwise than by number read it
# (clauses.places_named): HEADING_RECORD, then its key (when no other heading has it), its
# parent's words, its text (attributes aside), its words and its ids, parted as above.
HEADING_RECORD = "\x1d"


def heading_entry(key: str, parent: str, text: str) -> str:
    """A labelled heading as kb.section_names carries it to the reader (headings_named)."""
    return HEADING_ENTRY + HEADING_ENTRY_PARTS.join((key, parent, text))


def text_positions(text: str) -> list[tuple[str, int]]:
    """Each character of `text` as heading texts are compared (NFKC, case folded: `Ｂ．` is
    `b.`, `Ⅱ` is `ii`, `（一）` is `(一)`), with its place in `text`, without the marks and
    spaces HEADING_TEXT_DROPS says a copy may leave out."""
    chars = [
        (c, at) for at, ch in enumerate(text) for c in unicodedata.normalize("NFKC", ch).casefold()
    ]
    kept = []
    for index, (char, at) in enumerate(chars):
        if char.isspace() or char in HEADING_TEXT_DROPS:
            continue
        if char == "." and not (
            0 < index < len(chars) - 1
            and chars[index - 1][0].isdigit()
            and chars[index + 1][0].isdigit()
        ):
            continue
        kept.append((char, at))
    return kept


@lru_cache(maxsize=4096)
def heading_text_key(text: str) -> str:
    """A heading's label and words as compared with a brief's copy of them (text_positions)."""
    return "".join(char for char, _ in text_positions(text))


def ascii_numbers(text: str) -> str:
    """The text with full-width digits and full stops as ASCII ones (`§３．２` → `§3.2`), each
    at its place."""
    return text.translate(FULL_WIDTH_NUMBER)


def heading_name_key(name: str, *, exact: bool = False) -> str:
    """An ASCII key for a section named by words (patch names and the manifest carry keys):
    `name-` and a checksum of the words, so two names never share a key and `「X」一节不动`
    vetoes edits to X only. `exact`: the name must be a heading's very words (EXACT_NAME_KEY)."""
    return f"{EXACT_NAME_KEY if exact else 'name-'}{zlib.crc32(name.encode('utf-8')):08x}"


def number_value(number: str) -> int | None:
    """A number's value (`12`, `十二`, `７`), None for characters that are no number (`一一`)."""
    key = section_key(number)
    return int(key) if key.isdigit() else None


def section_key(number: str) -> str:
    """Normalise a section number: `七` → `7`, `十二` → `12`, `IV` → `4`, `III.2` → `3.2`,
    `Ⅲ.2` → `3.2`, `2-1` → `2.1`, `5.3` stays. One letter is a lettered section, `B.2` →
    `appendix-b.2`, `C` → `appendix-c` (a letter with a sub-number is never a Roman numeral,
    nor are `L` and `C` alone: no document has a chapter 50 or 100); `I`, `V`, `X` alone are
    Roman (see other_reading)."""
    number = LETTER_IN_BRACKETS.sub(r".\1", number.translate(FULL_WIDTH_NUMBER))
    if re.fullmatch(HYPHENATED, number):
        return re.sub(f"[{JOINERS}]", ".", number)
    if re.fullmatch(r"[A-Z]+(?:-\d+)+", number):
        number = number.replace("-", ".")  # `B-2` is `B.2`, as its heading writes it
    head, dot, rest = number.partition(".")
    if head in ROMAN_CHARACTERS:  # `Ⅰ` is Roman whatever follows it
        return str(roman_value(ROMAN_CHARACTERS[head])) + dot + rest
    if head.isascii() and head.isalpha() and head.isupper():
        if len(head) == 1 and (dot or head not in "IVX"):
            return appendix_key(head) + dot + rest
        if ROMAN_VALID.fullmatch(head):
            return str(roman_value(head)) + dot + rest
        return number
    if number in CN_DIGITS:
        return str(CN_DIGITS[number])
    if len(number) == 2 and number[0] == "十" and number[1] in CN_DIGITS:
        return str(10 + CN_DIGITS[number[1]])
    if len(number) == 2 and number[1] == "十" and number[0] in CN_DIGITS:
        return str(10 * CN_DIGITS[number[0]])
    if len(number) == 3 and number[1] == "十":
        return str(10 * CN_DIGITS.get(number[0], 0) + CN_DIGITS.get(number[2], 0))
    return number


def roman_value(numeral: str) -> int:
    """`IV` → 4, `XII` → 12 (a smaller digit before a larger one subtracts)."""
    values = [ROMAN_DIGITS[c] for c in numeral]
    return sum(-v if v < after else v for v, after in zip(values, [*values[1:], 0], strict=True))


def ref_number(match: re.Match[str]) -> str:
    """The section number a SECTION_REF match names, as written."""
    groups = match.groupdict()
    for chapter, section in (
        ("chapter_of", "section_of"),
        ("restart_chapter", "restart_section"),
        ("mixed_chapter", "mixed_section"),
        ("bracket_chapter", "bracket_section"),
    ):
        if groups.get(chapter):
            sub = f".{groups['bracket_sub']}" if groups.get("bracket_sub") else ""
            return f"{section_key(groups[chapter])}.{section_key(groups[section])}{sub}"
    part = groups.get("part") or ""
    head, dot, rest = part.partition(".")
    if ROMAN_VALID.fullmatch(head) and head:
        # `Part I.2` is Roman whatever follows: a part is never lettered by I, V or X.
        return f"{roman_value(head)}{dot}{rest}"
    names = (
        "num",
        "bare",
        "hyphen_section",
        "chapter",
        "head",
        "part_chapter",
        "part_chapter_cn",
        "part",
        "english",
        "kept",
    )
    numbers = (groups.get(name) for name in names)
    return next((n for n in numbers if n), "") or appendix_key(groups.get("appendix"))


# A reference by one letter that may be Roman: `§I.2`, `§V`, `I.2 节`.
LONE_LETTER = re.compile(r"(?:§\s*)?(?P<letter>[IVX])(?P<rest>(?:[.-]\d+)*)(?:\s*小?节)?")


def other_reading(raw: str, key: str) -> str:
    """The other section a reference by one letter that is also a Roman numeral may name:
    `§I.2` is lettered section I.2 (its key) or section 1.2 of a document numbered in Roman;
    `§V` is chapter 5 (its key) or chapter V of a lettered one. "" for any other reference."""
    lone = LONE_LETTER.fullmatch(raw.strip())
    if lone is None:
        return ""
    # (`§I-2`, as a document numbered `### I-2` writes it: the parts after a hyphen.)
    letter, rest = lone.group("letter"), lone.group("rest").replace("-", ".")
    readings = {str(roman_value(letter)) + rest, appendix_key(letter) + rest} - {key}
    return readings.pop() if len(readings) == 1 else ""


def appendix_key(letter: str | None) -> str:
    """The key of an appendix named by its letter: `A` → `appendix-a`; ASCII, as patch
    names and the manifest carry it."""
    return f"appendix-{letter.lower()}" if letter else ""


def blank_spans(text: str, spans: list[tuple[int, int]]) -> str:
    """The text with each span (ascending, apart) blanked by spaces of the same length."""
    if not spans:
        return text
    pieces: list[str] = []
    last = 0
    for start, end in spans:
        pieces.append(text[last:start])
        pieces.append(" " * (end - start))
        last = end
    pieces.append(text[last:])
    return "".join(pieces)


def blanked(match: re.Match[str]) -> str:
    """A match as spaces of its length (a `re.sub` replacement that keeps offsets)."""
    return " " * (match.end() - match.start())


def said_at(text: str, match: re.Match[str], offset: int = 0) -> str:
    """The words of `text` where a match on its masked form (masked_quotes, masked_all, which
    keep offsets) stands, `offset` on when the masked form is of a part of it from there: what
    is shown (a reason, a phrase) is always the brief's own words, never a mask's blanks."""
    return text[offset + match.start() : offset + match.end()]


def restored(piece: str, masked: str, text: str) -> str:
    """A piece cut from a masked form of `text` (a clause split off it, stripped) as the
    brief says it: the words of `text` at the piece's place in `masked`. The piece itself
    when it is not found there."""
    at = masked.find(piece)
    return text[at : at + len(piece)] if at >= 0 and len(masked) == len(text) else piece


@lru_cache(maxsize=4096)
def masked_quotes(text: str) -> str:
    """The text with quoted phrases blanked (parentheses kept): the spans quoted_spans finds
    in one pass.
    A table row written out after the words asking for it is blanked as a quote is."""
    quotes = quoted_spans(text)
    rows = written_row_spans(blank_spans(text, quotes))
    if rows:
        outside = [q for q in quotes if not any(r[0] <= q[0] < r[1] for r in rows)]
        quotes = sorted(outside + rows)
    return blank_spans(text, quotes)


# The stops that end a request's sentence: `。`, `；`.
SENTENCE_STOP_MARK = re.compile(r"[；;。]")


def sentence_end(text: str) -> int:
    """Where the text's first sentence ends: at its first `。` or `；` outside quotes (a
    quote's own full stop ends nothing); len(text) when it holds none."""
    stop = SENTENCE_STOP_MARK.search(masked_quotes(text))
    return stop.start() if stop else len(text)


# A markdown table row written out in a request: `| FlowCache | 库 | … |` (`\|` inside a cell),
# right after the words asking for it (`表新增一行：`, `如下`, `add a row`).
LITERAL_ROW = re.compile(r"\|(?:(?:\\\||[^|\n])*\|){2,}")
# Or right after an add verb (`C.3 表新增 | X | … |`, `表里登记 | X | … |`): one of its roots, or
# two (`新增`, `追加`), with `上`/`入` after it.
ROW_LEAD = re.compile(
    r"(?:行|如下|[：:]|(?i:\brow)|(?:新|追|增|补|添|加|列|录|登|记|附)?[增补添加列录登记附][上入]?"
    # `在「X」那一行之后插入 | … |`, `写入 | … |`: a verb of putting in.
    r"|插入?|[写放填]入)"
    # (`加一行：「| X | … |」`: the row in quotes or backticks, their mark right before it.)
    r"\s*[「“\"『`]?\s*$"
)


def written_row_spans(text: str) -> list[tuple[int, int]]:
    """The span of the table row a text writes out after the words asking for it: the new
    row's cells, no words of the request (`| Judge prompt | if judged |` states no condition).
    Not a line that is itself a table's row (`| 1 | §1.3 新增… |`): no words before it."""
    first = text.find("|")
    if first < 0:
        return []
    if not ROW_LEAD.search(text[:first]):
        bare = bare_row_span(text)
        return [bare] if bare else []
    found = LITERAL_ROW.match(text, first)
    return [found.span()] if found else []


# A row's name the words asking for it give (`加一行 jina-v3：`, `新增 Weaviate 1.25 一行：`):
# Latin words and figures, a few at most.
ROW_NAME = r"[A-Za-z0-9][A-Za-z0-9_.+/()-]*(?: [A-Za-z0-9(][A-Za-z0-9_.+/()-]*){0,3}"
# The words asking for a row right before its cells written bare (`新增一行：`, `加一行 `,
# `加一行 X：`, `一行，列按表头填：`, `如下：`, `add a row:`): its first cell follows them.
BARE_ROW_LEAD = re.compile(
    # `新增术语：X | Y | 释义`: a glossary table's row, by its term's noun.
    r"(?:(?:行|如下|术语|词条|(?i:\brow))[^|\n。；;：:]{0,16}[：:]"
    rf"|一行[ \t]?{ROW_NAME}[ \t]?[：:]|一行(?=[ \t]))[ \t]*(?=[^|\s])"
)
# The row's name right before the colon that opens its cells: after `一行` (`加一行 X：`) or
# before it (`新增 X 一行：`).
ROW_NAMED_BEFORE_CELLS = re.compile(
    rf"(?:一行[ \t]?(?P<after>{ROW_NAME})|(?<![^\s])(?P<before>{ROW_NAME})[ \t]?一行)"
    r"[ \t]?[：:][ \t]*$"
)
# Where a bare row's words end: the sentence's end, a line's.
BARE_ROW_STOP = re.compile(r"[。；;\n]")
# Where its last cell ends: a clause mark after it (`…| 论文，放在 X 之后`), not the comma of
# a number (`1,200 题`).
LAST_CELL_STOP = re.compile(r"，|,(?!\d)")
# An item's tag closing a bare row's words (`（条目 1）`, `（增量 1、4、6）`): no cell's words.
ROW_ITEM_TAG = re.compile(
    r"\s*[（(]\s*(?:条目|增量)\s*\d+(?:\s*[、,，和及]\s*(?:(?:条目|增量)\s*)?\d+)*\s*[）)]\s*$"
)
# Words after a row's cells that ask something more of the document (a place, an edit verb's
# root, a section, a keep or a negation: `；其余不动`): the cells end before them.
ROW_REQUEST_WORDS = re.compile(
    r"§|\d+\.\d+|[增补添加列录登记附改更调修订换替删移撤并挪放置插排不勿别免]|之[后前]"
    r"|无需|保持|其[余他它]"
    r"|(?i:\b(?:add|put|place|after|before|move|replace)\b)"
)
# What a first cell, the row's name, never holds: a clause mark (the words before a colon).
NAME_CELL_STOP = re.compile(r"[，,：:]")


def bare_row_span(text: str) -> tuple[int, int] | None:
    """The span of the cells of a table row a text writes out with no pipe at either end,
    right after the words asking for it (`新增一行：X | 1.9 | 3.8 | 出处。`): three cells at
    least, the first its name, up to the sentence's end (the last cell up to a clause mark
    after it); None when the text writes no such row. A line that is itself a table's row
    (`| 1 | 1.6 表新增一行：X | 条目 2 |`) writes none."""
    if text.lstrip().startswith("|"):
        return None
    for lead in BARE_ROW_LEAD.finditer(text):
        start = lead.end()
        stop = BARE_ROW_STOP.search(text, start)
        end = stop.start() if stop else len(text)
        newline = text.find("\n", start)
        line_end = newline if newline >= 0 else len(text)
        if end < line_end and not ROW_REQUEST_WORDS.search(text, end, line_end):
            # `…| 增加亲和力头；仅 4 个靶点，预印本。`: the words after a stop that ask nothing
            # more are the cells' own (a caveat, a second clause of the cell), never dropped.
            end = len(text[:line_end].rstrip().removesuffix("。").rstrip())
        pieces = text[start:end].split("|")
        if len(pieces) < 3 or NAME_CELL_STOP.search(pieces[0]):
            continue
        # `…| 论文，放在 X 之后`: the last cell ends at a clause mark that words asking more
        # follow; `…| Lin（条目 1）。`: the item's tag after it says whose row it is.
        tail = pieces[-1]
        cut = LAST_CELL_STOP.search(tail)
        if cut and ROW_REQUEST_WORDS.search(tail, cut.start()):
            tail = tail[: cut.start()]
        last = ROW_ITEM_TAG.sub("", tail)
        if not all(p.strip() for p in [*pieces[:-1], last]):
            continue  # `a || b`, `a | b |`: no row of cells
        return start, start + len("|".join([*pieces[:-1], last]).rstrip())
    return None


# The words asking for a new row before a colon, the row's own words after it (`新增一行：X，
# 520，1.2`, `加一行 X，列按表头填：a / b`).
ROW_WORDS_LEAD = re.compile(r"一行[^|\n。；;：:]{0,16}[：:]")


def row_words_spans(text: str) -> list[tuple[int, int]]:
    """The spans of a text's words that are a new row's cells, not requests: the row it
    writes out (written_row_spans), else its words after `一行…：` up to the sentence's end;
    a number there (`| 1.2 |`, `，1.2，`) is a value, no section."""
    rows = written_row_spans(text)
    if rows:
        return rows
    lead = ROW_WORDS_LEAD.search(text)
    if lead is None or text.lstrip().startswith("|"):
        return []
    stop = BARE_ROW_STOP.search(text, lead.end())
    end = stop.start() if stop else len(text)
    return [(lead.end(), end)] if text[lead.end() : end].strip() else []


def bare_row_cells(text: str) -> tuple[str, ...]:
    """The cells of the row bare_row_span finds, as the text writes them, led by the row's
    name when the words asking for the row give it apart (`加一行 X：a | b`, `新增 X 一行：a |
    b` → X, a, b; not twice when the first cell is that name); () for none."""
    span = bare_row_span(text)
    if span is None:
        return ()
    cells = tuple(cell.strip() for cell in text[span[0] : span[1]].split("|"))
    named = ROW_NAMED_BEFORE_CELLS.search(text, 0, span[0])
    name = (named["after"] or named["before"]) if named else ""
    return (name, *cells) if name and name != cells[0] else cells


# What stands for a quote's words between its marks in quotes_as_marks: no white space, no
# word, so that a pattern can tell a quote right after a verb (`补"…"`) from other words.
QUOTE_FILLER = "\x1f"


@lru_cache(maxsize=4096)
def quotes_as_marks(text: str) -> str:
    """The text with each quote's words filled by QUOTE_FILLER between its two marks: where
    a quote stands, not what it says (offsets kept)."""
    spans = quoted_spans(text)
    if not spans:
        return text
    pieces: list[str] = []
    last = 0
    for start, end in spans:
        pieces += [text[last : start + 1], QUOTE_FILLER * (end - start - 2), text[end - 1]]
        last = end
    pieces.append(text[last:])
    return "".join(pieces)


@lru_cache(maxsize=4096)
def masked_all(text: str) -> str:
    """The text with quoted phrases and parentheses blanked: their words are not requests."""
    return blank_spans(masked_quotes(text), paren_spans(text))


def paren_spans(text: str) -> list[tuple[int, int]]:
    spans: list[tuple[int, int]] = []
    if "(" not in text and "（" not in text:
        return spans
    depth = 0
    start = 0
    for match in PAREN.finditer(text):
        index = match.start()
        if match.group() in "（(":
            if depth == 0:
                start = index
            depth += 1
        elif depth:
            depth -= 1
            if depth == 0 and not SECTION_IN_BRACKETS.search(text, 0, index + 1):
                spans.append((start, index + 1))
    return spans


# `三（二）`: a sub-section's number in brackets after its chapter's is part of the
# reference (SECTION_REF), not an aside to blank.
# `2.1(a)` likewise (a sub-section lettered in brackets under 2.1).
SECTION_IN_BRACKETS = re.compile(
    rf"(?:{BRACKETED_SECTION}|\d(?:\.\d+)*{LETTER_IN_BRACKETS_WORDS})$"
)


def quotes_in(text: str) -> list[str]:
    """The quoted phrases of a text, in order, without their quote marks."""
    return [text[start + 1 : end - 1].strip() for start, end in quoted_spans(text)]


def numbered_questions(text: str, marks: re.Pattern[str]) -> tuple[str, list[str]]:
    """The words before a list of numbered questions and the questions, in order: `新增两问：
    ① A？② B？` → ("新增两问：", ["A？", "B？"]). No questions unless each numbered part (outside
    quotes) is one, ending with its question mark."""
    marked = list(marks.finditer(masked_quotes(text)))
    parts = [part.strip(" \t、，,；;。") for part in cut_at(text, marked)]
    if not marked or not all(part.endswith(("？", "?")) for part in parts[1:]):
        return text, []
    return parts[0], parts[1:]


def quote_after(
    lead: re.Pattern[str], text: str, tail: re.Pattern[str] | None = None
) -> re.Match[str] | None:
    """The first QUOTE of text right after words `lead` matches (`只写"…"`) and, with `tail`,
    right before words it matches, as a search for them in one pattern finds it; its group 1
    holds the quoted words."""
    for words in lead.finditer(text):
        quote = QUOTE.match(text, words.end())
        if quote and (tail is None or tail.match(text, quote.end())):
            return quote
    return None


def quote_before(text: str, tail: re.Pattern[str]) -> re.Match[str] | None:
    """The first QUOTE of text right before words `tail` matches (`"X" 那一行`), as a search
    for the two in one pattern finds it: from each opening mark, as `"` also closes a quote."""
    at = 0
    while (quote := QUOTE.search(text, at)) is not None:
        if tail.match(text, quote.end()):
            return quote
        at = quote.start() + 1
    return None


def first_quote(text: str) -> str:
    found = quotes_in(text)
    return found[0] if found else ""


# What may stand right after a quote that closes: the text's end, a space, a clause mark.
AFTER_CLOSER = re.compile(r"$|[\s，,。.；;：:、）)（(！!？?」”』]")
# Right after a straight quote, a Latin letter or digit: the quote opens words, it closes none.
OPENS_WORDS = re.compile(r"[A-Za-z0-9]")


def outermost_quote(text: str) -> str | None:
    """The words of the first quote of `text` when straight quotes nest inside it
    (`补一句"v1 的 "1.7×" 含…"`): paired mark by mark, its closing mark would stand after a
    space or right before a word (`的 "1.7×`), as a mark that opens does. Then the words run
    to the first later mark that closes (a clause mark, a space or the end after it) with as
    many marks before it as pair up: the whole sentence. None when the first quote closes as
    it should; "" when it nests but no mark closes the whole: the quote cannot be told."""
    spans = quoted_spans(text)
    if not spans or text[spans[0][0]] != '"':
        return None
    start, end = spans[0]
    if not (text[end - 2].isspace() or OPENS_WORDS.match(text, end)):
        return None
    marks = [at for at in range(start, len(text)) if text[at] == '"']
    for count, at in enumerate(marks, 1):
        if at >= end and count % 2 == 0 and count > 2 and AFTER_CLOSER.match(text, at + 1):
            return text[start + 1 : at].strip()
    return ""


# A word that opens a request of its own right after the quote the one before ends with
# (`…写「…」另开一个新问题`): the clause ends at the quote. (Not `并`, `再`: `补一句「…」并挂上
# 脚注` goes on with the same request.)
# A dictated sentence closed by its stop and quote, then another quote opening
# (`…清缴。」「履约与核查」首段那句不动`): the next request, its sentence's stop left out.
# So does a section named right after it (`…35%。」3.a 的列表不增不减`, `…。」§3.c 不动`).
NEXT_REQUEST = re.compile(
    r"[ \t]*另|(?<=[。！？!?]」)[ \t]*(?:「|§|\d{1,2}(?:\.\d{1,2}){0,3}(?:\.[a-z])?(?=[ \t]))"
)


def split_clauses(sentence: str) -> list[str]:
    """Split at commas that are outside quotes and parentheses, and after a quote that the
    words of another request follow."""
    # (Nor at a comma in backticks: `` `[19] X. 新闻稿, 2026-11-18.` `` is given as it is.)
    code = [m.span() for m in CODE_SPAN.finditer(sentence)]
    masked = blank_spans(masked_all(sentence), code)
    cuts = [
        *CLAUSE_SPLIT.finditer(masked),
        *(
            # A cut of no width: nothing dropped.
            found
            for _, end in quoted_spans(sentence)
            if (found := QUOTE_END.match(sentence, end))
            and NEXT_REQUEST.match(sentence, end)
            # Not inside a quote the words after close (`「…增「X」另…」`).
            and sentence.count("」", end) <= sentence.count("「", end)
        ),
    ]
    cuts.sort(key=lambda m: m.start())
    pieces = cut_at(sentence, cuts)
    kept = counted_keep_cuts(pieces, cuts)
    if kept:
        pieces = cut_at(sentence, [cut for k, cut in enumerate(cuts) if k not in kept])
    return [p for p in pieces if p.strip()]


# The last of a table's cells or columns listed with `、` when it says how many they are and
# that they stay (`所在地、列入日期、出处三格不动`, `A、B 两列均保持原样`). (Rows and entries kept
# so, `国网、千帆两行不动`, are read one by one, as keeps of their own.)
COUNTED_KEEP = re.compile(
    r"[ \t]?(?P<count>[两二三四五六七八九]|\d)[ \t]?(?:格|列|栏)[ \t]?"
    r"(?:(?:均|都|也|一律|仍)[ \t]?)?"
    r"(?:不动|不变|不改|保持原样|维持原样|保持不变|原样不动|勿动|别动|别改|照旧)[ \t]?[。.]?[ \t]?$"
)


def counted_keep_cuts(pieces: Sequence[str], cuts: Sequence[re.Match[str]]) -> set[int]:
    """The cuts at `、` inside a list of things a keep counts (COUNTED_KEEP): they and the keep
    are one clause, where the count is the number of things listed (`列入日期` listed there is
    no request to list anything)."""
    joined: set[int] = set()
    for k, piece in enumerate(pieces):
        counted = COUNTED_KEEP.search(piece)
        if counted is None or k == 0:
            continue
        count = (
            int(counted["count"])
            if counted["count"].isdigit()
            else CN_DIGITS.get(counted["count"], 2)
        )
        first = k - count + 1  # the piece the list starts with
        listed = range(first, k)  # the cuts inside the list
        if (
            count >= 2
            and first >= 0
            and all(cuts[c].group(0) == "、" for c in listed)
            # (One thing more listed before them: the count is not of this list.)
            and (first == 0 or cuts[first - 1].group(0) != "、")
        ):
            joined.update(listed)
    return joined


# The empty span right after a closing corner quote.
QUOTE_END = re.compile(r"(?<=」)|(?<=』)")


def split_title(title: str) -> tuple[str, str]:
    """`rec —— 单厂商专用引擎` → ("rec", "单厂商专用引擎")."""
    parts = TITLE_DASH.split(title, maxsplit=1)
    head = parts[0].strip()
    subtitle = parts[1].strip() if len(parts) > 1 else ""
    # A trailing aside about the brief's own bookkeeping is not content for the document.
    subtitle = BOOKKEEPING_ASIDE.sub("", subtitle).strip()
    if any(word in subtitle for word in BOOKKEEPING_SUBTITLE):
        subtitle = ""
    return head, subtitle


@lru_cache(maxsize=1024)
def name_pattern(token: str) -> re.Pattern[str]:
    """The token as a whole word, any case (cached: item names recur across clauses). A token
    in its own marks (`【过滤】`) is whole by them: the entry's words may run on after it."""
    before = r"(?<![A-Za-z0-9])" if token[:1].isalnum() else ""
    after = r"(?![A-Za-z0-9])" if token[-1:].isalnum() else ""
    return re.compile(before + re.escape(token) + after, re.I)


def source_note(refs: Sequence[str]) -> str:
    """Sources as an entry cites them after its line's words, `（arXiv:…；https://…）`: the one
    form an added source (render.add_source) and an appended source's words
    (reading.clauses.appended_source) take."""
    return "（" + "；".join(refs) + "）"


@lru_cache(maxsize=4096)
def cjk_trigrams(text: str) -> frozenset[str]:
    """Every run of three CJK characters in text."""
    trigrams = set()
    run = 0  # how many CJK characters end at `end`
    for end, char in enumerate(text, 1):
        run = run + 1 if is_han(char) else 0
        if run >= 3:
            trigrams.add(text[end - 3 : end])
    return frozenset(trigrams)


def sentence_around(text: str, index: int) -> str:
    start = 0
    for match in SENTENCE_SPLIT.finditer(text, 0, index):
        start = match.end()
    end_match = SENTENCE_SPLIT.search(text, index)
    end = end_match.start() if end_match else len(text)
    return text[start:end].strip()


# Caches keyed on a brief's own text serve the repeats within that brief. Each brief starts
# with them empty, so that in a batch no brief is planned faster for resembling another.
BRIEF_CACHES = (masked_all, masked_quotes, cjk_trigrams)


# An English title: a capitalised word and one or more words after it, joined by spaces,
# colons, commas or hyphens (`Online Budgets for Draft Trees`, `X: Fast Y`).
ENGLISH_TITLE = r"[A-Z][A-Za-z0-9\-]*(?:[ ,:\-–]+[A-Za-z0-9][A-Za-z0-9\-]*)+"
# A title in title marks (`《…》`, either script), or an English one in quotes.
MARKED_TITLE = re.compile(
    rf"《\s*(?P<marked>[^《》\n]{{2,200}}?)\s*》|[\"“「『]\s*(?P<quoted>{ENGLISH_TITLE})\s*[\"”」』]"
)


# A title in brackets right after the paper's id (`arXiv:…（Revisiting Visual Token Pruning）`):
# English words, three or more (not `(v2)`, `(ICLR 2026)`); a hyphen joins a word or stands
# between spaces, never both, so a long run that closes no bracket is read once.
BRACKETED_TITLE = re.compile(
    r"\s*[（(]\s*(?P<quoted>[A-Z][A-Za-z0-9\-]*(?:[ ,:–]+(?:-\s+)?[A-Za-z0-9][A-Za-z0-9\-]*){2,})"
    r"\s*[）)]"
)
# A word that says the title follows (`标题 X`, `题为 X`, `titled X`, `title: X`).
TITLE_WORD = re.compile(r"(?:标题|题为|题目)\s*[为是：:]?\s*|(?i:\btitled\b|\btitle\s*[：:])\s*")


def title_given(ids: Sequence[str], *texts: str, after_id_only: bool = False) -> str:
    """The paper's title as the brief writes it in `texts` (its sources, its item's heading):
    in title marks (`《…》`), in quotes when English (`"Online Budgets for Draft Trees"`), or
    in English right after the paper's id (`arXiv:2611.20931 — Online Budgets for Draft
    Trees`, `arXiv:2611.20931《…》`, in brackets `arXiv:…（Title）`) or after a word saying it is
    the title (`标题 X`, `titled X`); with `after_id_only` (a request's words, whose quotes may
    name an entry) only right after the id or such a word. "" when the brief gives none: none
    is made up."""
    for text in texts:
        marked = None if after_id_only else MARKED_TITLE.search(text)
        if marked:
            return (marked.group("marked") or marked.group("quoted")).strip()
        for word in TITLE_WORD.finditer(text):
            # The brief says which words are the title: those, even in a request.
            said = MARKED_TITLE.match(text, word.end()) or re.compile(ENGLISH_TITLE).match(
                text, word.end()
            )
            if said:
                groups = said.groupdict()
                title = groups.get("marked") or groups.get("quoted") or said.group(0)
                return title.strip(" ,:-–")
        for paper in ids:
            lead = rf"{re.escape(paper)}\s*(?:——|—|--|–|-|:|：)?\s*"
            at = re.compile(lead).search(text)
            if at is None:
                continue
            after = (
                MARKED_TITLE.match(text, at.end())
                or BRACKETED_TITLE.match(text, at.end())
                or re.compile(ENGLISH_TITLE).match(text, at.end())
            )
            if after:
                groups = after.groupdict()
                title = groups.get("marked") or groups.get("quoted") or after.group(0)
                return title.strip(" ,:-–")
    return ""


def enclosing_keys(key: str) -> list[str]:
    """A section's key and the keys of the sections that hold it: "5.3" → ["5.3", "5"]."""
    parts = key.split(".")
    return [".".join(parts[:n]) for n in range(len(parts), 0, -1)] if key else []


# `调为"B"（原"A"）`, `改成 "B" (was "A")`: what stands between a new value and the old one
# given after it in an aside.
# `（原文约 1500 小时）`: the words the old value was written in.
WAS_GAP = re.compile(
    r"\s*[（(]\s*(?:原|原为|原来是|原值|旧值|此前|原文|原文为|原写|(?i:was|formerly))\s*[：:]?\s*"
)
# A value's unit after a space (`210 tok/s`, `20–40 s`, `2 GB`): Latin letters, one `/`; or
# a Chinese measure word, spaced or not (`6 秒`, `3 分钟内`, `2.1 倍`).
UNIT = (
    r"(?:\s+[A-Za-z%µ]{1,6}(?:/[A-Za-z]{1,6})?(?![\w/])"
    r"|\s*(?:秒|分钟|小时|天|周|个月|年|倍|次|张卡|卡|块|台|条|个|人)(?:以内|以上|内|左右)?)"
)
# `约 3.3 KB 改为 约 3.4 KB`: a word of approximation apart from its number.
ABOUT = r"(?:(?P<{}>约|大约|~|≈)\s+)?"
SPACED_ABOUT = r"(?:(?:约|大约|~|≈)\s+)?"


class ValueForms(NamedTuple):
    """How a brief says an unquoted value is replaced by another, each form built around the
    lexicon's verbs that link the two (verbs.replace.value_links: `改为`, `改写为`, `调整成`)."""

    # A verb that links an old value to its new one, with its 为/成/到/至/作.
    verb: re.Pattern[str]
    # `155⭐ 调整为 190⭐`, `1.8–2.4 s 应为 2.0–2.6 s`: unquoted values, each with a digit (and the
    # unit after it), around the verb. Each value is the words up to its first digit, which
    # hold none, then the rest: the same values as "any words, a digit, any words", without
    # trying every digit of a long run of them as the one (a cost of the run's length cubed).
    value_to: re.Pattern[str]
    # `9.9 万元 调为 8.5 万元`, `100 万+ 轨迹 改为 120 万+ 轨迹`: a number and the same words
    # after it on both sides of the verb (a unit of words apart from the number, which
    # value_to does not read); each value is its number with those words, and its word of
    # approximation where only one side says it (`约 1.2 亿元 改为 约 1.5 亿元` keeps 约 as is).
    value_same_words: re.Pattern[str]
    # `星数更新到 160⭐（原 97⭐）`, `update to 160⭐ (was 97⭐)`: the new value, then the old one
    # in an aside (WAS_GAP), unquoted.
    value_was: re.Pattern[str]
    # `A 改为 B` said of one word each, after a replace.
    word_to: re.Pattern[str]
    # `由 5% 改为 3%`, `把 5% 调整成 3%`: the old value after 从/由/把/将.
    from_to: re.Pattern[str]
    # `许可由 CC BY-SA 4.0 改成 CC BY 4.0`: after 从/由, an old value of several Latin words (no
    # Chinese: `把 X 那一行的 A 改为 B` names a row before its value).
    from_to_words: re.Pattern[str]
    # `复采 1,180⭐ 改为 复采 1,236⭐`, `成熟度 beta 改为 成熟度 stable`: a label word said on both
    # sides names the value, it is no part of it (nor ever the new value itself). The verb,
    # then the label after it (clauses.labelled_pairs looks for the same word before the verb).
    label_after_verb: re.Pattern[str]


def value_forms(link: str, number_link: str = "(?!)") -> ValueForms:
    """The forms of an unquoted value replaced, `link` being the verbs that join two values
    before their 为/成/到/至 (`3.90 下调为 3.60`, `上调至`: a value moved down or up as well);
    `number_link` the verbs that join two only where each is a number right beside it
    (`94.2% 更为 96.8%`; elsewhere `更为` is "more")."""
    verb = rf"[上下]?{link}"
    value_verb = rf"(?:{verb}[为成到至作]|应为|(?<=\s)(?i:is\s+now|should\s+(?:read|be)|to)(?=\s))"
    number_verb = rf"(?:{value_verb}|{number_link})"
    old_number = r"(?P<old>[^\d\s，,；;：:]*\d(?:,(?=\d)|[^\s，,；;：:])*)"
    # Not the full stop that ends an English sentence (`… is now 160⭐.`).
    new_number = r"(?P<new>[^\d\s，,；;。]*\d(?:,(?=\d)|\.(?=\w)|[^\s，,；;。.])*)"
    # One or two words after a number, none a digit, a mark or a quote (`万元`, `万+ 轨迹`).
    unit_words = r"(?:\s*[^\d\s，,；;：:。.\"“”「」『』（()）]{1,6}){1,2}?"
    return ValueForms(
        verb=re.compile(number_verb),
        value_to=re.compile(
            ABOUT.format("old_about")
            + old_number
            + rf"(?P<old_unit>{UNIT})?\s*{number_verb}\s*"
            + ABOUT.format("new_about")
            + new_number
            + rf"(?P<new_unit>{UNIT})?"
        ),
        value_same_words=re.compile(
            ABOUT.format("old_about")
            + rf"{old_number}(?P<words>{unit_words})\s*{number_verb}\s*"
            + ABOUT.format("new_about")
            + rf"{new_number}(?P=words)"
            r"(?![^\s，,；;。（(])"
        ),
        value_was=re.compile(
            # `应为约 1542 小时（原文约 1500 小时）`: a word of approximation and a unit apart
            # from each number are no part of it.
            rf"{value_verb}\s*{SPACED_ABOUT}(?P<new>[^\d\s，,；;。（(]*\d[^\s，,；;。（()）]*)"
            rf"(?:{UNIT})?{WAS_GAP.pattern}{SPACED_ABOUT}"
            rf"(?P<old>[^\d\s，,；;。）)]*\d[^\s，,；;。）)]*)(?:{UNIT})?\s*[）)]"
        ),
        word_to=re.compile(
            rf"(?P<old>[^\s，,；;：:、]+)\s*{link}[为成到至]\s*(?P<new>[^\s，,；;。、]+)"
        ),
        # (Not the 由 of a word, `自由能误差改为…`, `理由`: no old value follows it.)
        from_to=re.compile(
            rf"(?:从|(?<![自理缘原事经来])由|把|将)\s*(?P<old>[^\s，,；;]+?)\s*{verb}[为成到至]\s*"
            r"(?P<new>[^\s，,；;。]+)(?P<rest>[^，,；;。]*)"
        ),
        from_to_words=re.compile(
            rf"(?:从|(?<![自理缘原事经来])由)\s*(?P<old>[!-~]+(?:\s+[!-~]+)+?)\s*{verb}[为成到至]\s*"
            r"(?P<new>[^\s，,；;。]+)(?P<rest>[^，,；;。]*)"
        ),
        label_after_verb=re.compile(
            # Not a word of approximation: `约 3,400 次改为约 4,100 次` labels nothing.
            rf"(?:{link}[为成到至作]|应为)\s*(?!(?:约|大约|~|≈)\s)(?P<label>[^\s，,；;：:。\"“「『]+)\s+"
            r"(?P<new>(?:\d,(?=\d)|[^\s，,；;。])+)(?P<rest>(?:\d,(?=\d)|[^，,；;。])*)"
        ),
    )


def shortened(text: str, limit: int) -> str:
    """`text` cut to `limit` characters with `…`, as a report quotes a brief's or a KB's words."""
    return text if len(text) <= limit else text[: limit - 1] + "…"
