"""parse: brief text (markdown or flattened) → Brief with items, closing list and caveats."""

from __future__ import annotations

import re
import time

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from kbpatch.errors import BadInput
from kbpatch.models import Brief, Item, ItemStatus, Segment
from kbpatch.parse import (
    QUOTE_PAIRS,
    SUB_BULLET,
    clean_line,
    decode_brief,
    parse_brief,
    quoted_spans,
    split_outside_quotes,
)

MARKDOWN = """\
# serving · E1 预消化简报(2026-12-01)

> 批次：work-guard 11111111（E1 预消化 · serving）

本轮清单 3 份材料，构成 1 条实质增量与 2 条非增量。

## 一、今日 serving 主题的重要增量（1 条）

### 条目 1：FlowCache —— 按会话冷热分层的前缀缓存（arXiv:2612.00101）

- **来源**：organized/paper_cards/2001-2612-00101.md
  - 代码：https://github.com/flow-lab/flowcache（MIT）
- **要点**：把会话按最近访问时间分成三档，热档常驻显存，冷档换出到主机内存。
- **与活文档脉络的关系**：
  - §2.2 目前只写了 LRU 驱逐，没有按会话分层的做法。
  - 与 §5.4 的编排层无直接关系。
- **建议归入**：§2.2 末尾新增一条 FlowCache 条目，标注「只在单机上测过」。

### 条目 2（复核无新增观点）：OldTool

- **来源**：organized/repo_cards/1000-oldtool.md
- **复核结论**：已在 §1.6 收录，只是计数变化，今晚不动。

### 条目 3（判定主题外，不计入增量）：stat/ci-tool

- **来源**：organized/repo_cards/5002-ci-tool.md
- **判定**：这是统计推断库，与 LLM 推理无关。
- **动作建议**：不写入 serving 活文档。

## 二、值得警惕的矛盾与待核实说法

1. FlowCache 只在一种负载上测过，不能外推。

## 三、可引用的 arXiv 号

- arXiv:2612.00101 — FlowCache: Session-Tiered Prefix Caching（新论文）

## 四、本轮结论与建议动作

- §2.2 新增 FlowCache 条目（条目 1）。
- 条目 2 不动，条目 3 主题外。
"""

FLAT = "\n".join(
    [
        "serving · E1 预消化简报(2026-12-02)",
        "",
        "作者：Tom · E1 日间预消化轮(serving) 对照活文档：organized/knowledge/serving.md",
        "",
        "增量条数：1 条（正文可落地增量）＋ 2 条复查项（非新观点）",
        "",
        "增量 1：GateMux —— 请求级多模型网关（1200⭐，网关而非引擎）★★",
        "",
        (
            "来源"
            " - 卡片：organized/repo_cards/5001-gatemux.md（首次采集 2026-12-01）"
            " - 攻略：organized/guides/gatemux.md"
        ),
        "",
        "要点把多个引擎包装成一个 OpenAI 兼容端点，按模型名转发请求。1200⭐，周增 +30。",
        "",
        (
            "与 knowledge/serving.md 现有脉络的关系"
            " - 正文没有收录该仓。"
            " - 建议归入 §1.6，定位写清：它是网关，不是引擎。"
            ' - 作者自述"route - then - serve"只是口号。'
        ),
        "",
        "值得警惕之处 - 周增属于 repo card 口径。 - 只支持两种引擎的日志格式。",
        "",
        "复查项（已消化或非新观点，不计入增量）",
        "",
        "oldcache（repo_cards/4000-oldcache.md）：300⭐，§1.6 已收录。若要动，只更新数字即可。",
        "Real NVP（arXiv:1605.08803）：被引刷新，维持不纳入正文。",
        "",
        "值得警惕的矛盾 / 待核实清单（今晚必看）",
        "",
        "⚠ GateMux 与引擎日志格式强绑定。",
        "",
        "今晚建议的归并动作（按优先级）",
        "",
        '§1.6 补 GateMux 一条（增量 1）：定位写"多模型网关，非引擎"。',
        "§1.6 只更新 oldcache 计数（290→300），不新增条目。",
        "",
        "证据边界与未消费声明",
        "",
        "本班只消费清单内材料，未联网补料。",
    ]
)


def texts(segments: tuple[Segment, ...]) -> list[str]:
    return [s.text for s in segments]


def lines_of(segments: tuple[Segment, ...]) -> list[int]:
    return [s.line for s in segments]


def item(brief: Brief, key: str) -> Item:
    return next(i for i in brief.items if i.key == key)


def all_segments(brief: Brief) -> list[Segment]:
    found = [*brief.closing, *brief.caveats]
    for it in brief.items:
        for name in ("sources", "summary", "relation", "suggestions", "verdict", "caveats"):
            found += getattr(it, name)
    return found


# ---------------------------------------------------------------- title, topic, date


@pytest.mark.parametrize(
    ("text", "title", "topic", "date"),
    [
        (MARKDOWN, "serving · E1 预消化简报(2026-12-01)", "serving", "2026-12-01"),
        (FLAT, "serving · E1 预消化简报(2026-12-02)", "serving", "2026-12-02"),
        (
            "kv-cache E1 简报\n\n条目 1：X —— Y\n\n  • 建议归入：§1.1 新增一条。\n",
            "kv-cache E1 简报",
            "kv-cache",
            "",
        ),
    ],
)
def test_title_topic_and_date(text: str, title: str, topic: str, date: str) -> None:
    brief = parse_brief(text)
    assert (brief.title, brief.topic, brief.date) == (title, topic, date)
    assert brief.line_count == len(text.splitlines())


# ---------------------------------------------------------------- markdown briefs


def test_markdown_items_keys_titles_and_lines() -> None:
    brief = parse_brief(MARKDOWN)
    assert [(i.key, i.number, i.title, i.line) for i in brief.items] == [
        ("条目 1", 1, "FlowCache —— 按会话冷热分层的前缀缓存（arXiv:2612.00101）", 9),
        ("条目 2", 2, "OldTool", 19),
        ("条目 3", 3, "stat/ci-tool", 24),
    ]
    label = item(brief, "条目 1").label
    assert label == "条目 1：FlowCache —— 按会话冷热分层的前缀缓存（arXiv:2612.00101）"


def test_markdown_fields_bold_labels_and_nested_bullets() -> None:
    first = item(parse_brief(MARKDOWN), "条目 1")
    assert texts(first.sources) == [
        "organized/paper_cards/2001-2612-00101.md",
        "代码：https://github.com/flow-lab/flowcache（MIT）",
    ]
    assert lines_of(first.sources) == [11, 12]
    assert texts(first.summary) == [
        "把会话按最近访问时间分成三档，热档常驻显存，冷档换出到主机内存。"
    ]
    # A nested bullet that happens to start with 与 and end with 关系 is content, not a label.
    assert texts(first.relation) == [
        "§2.2 目前只写了 LRU 驱逐，没有按会话分层的做法。",
        "与 §5.4 的编排层无直接关系。",
    ]
    assert lines_of(first.relation) == [15, 16]
    assert texts(first.suggestions) == [
        "§2.2 末尾新增一条 FlowCache 条目，标注「只在单机上测过」。"
    ]
    assert lines_of(first.suggestions) == [17]


def test_markdown_status_notes_and_verdicts() -> None:
    brief = parse_brief(MARKDOWN)
    second, third = item(brief, "条目 2"), item(brief, "条目 3")
    assert (second.status, second.status_note) == (ItemStatus.NOTHING_NEW, "复核无新增观点")
    assert texts(second.verdict) == ["已在 §1.6 收录，只是计数变化，今晚不动。"]
    assert (third.status, third.status_note) == (ItemStatus.OUT_OF_SCOPE, "判定主题外，不计入增量")
    assert texts(third.verdict) == ["这是统计推断库，与 LLM 推理无关。"]
    assert texts(third.suggestions) == ["不写入 serving 活文档。"]
    assert item(brief, "条目 1").status is ItemStatus.INCREMENT


def test_markdown_closing_list_and_caveats() -> None:
    brief = parse_brief(MARKDOWN)
    assert [(s.line, s.text) for s in brief.closing] == [
        (40, "§2.2 新增 FlowCache 条目（条目 1）。"),
        (41, "条目 2 不动，条目 3 主题外。"),
    ]
    # The citations chapter is neither caveats nor closing.
    assert [(s.line, s.text) for s in brief.caveats] == [
        (32, "FlowCache 只在一种负载上测过，不能外推。")
    ]


# ---------------------------------------------------------------- flattened briefs


def test_flattened_increment_title_drops_stars() -> None:
    gate = item(parse_brief(FLAT), "增量 1")
    assert gate.title == "GateMux —— 请求级多模型网关（1200⭐，网关而非引擎）"
    assert (gate.number, gate.line, gate.status) == (1, 7, ItemStatus.INCREMENT)


def test_flattened_fields_without_separator_and_sub_bullets() -> None:
    gate = item(parse_brief(FLAT), "增量 1")
    assert texts(gate.sources) == [
        "卡片：organized/repo_cards/5001-gatemux.md（首次采集 2026-12-01）",
        "攻略：organized/guides/gatemux.md",
    ]
    assert lines_of(gate.sources) == [9, 9]
    # `要点` runs straight into its text, with no colon.
    assert texts(gate.summary) == [
        "把多个引擎包装成一个 OpenAI 兼容端点，按模型名转发请求。1200⭐，周增 +30。"
    ]
    # ` - ` splits sub-bullets, except inside a quoted phrase; a 建议 bullet is a suggestion.
    assert texts(gate.relation) == [
        "正文没有收录该仓。",
        '作者自述"route - then - serve"只是口号。',
    ]
    assert texts(gate.suggestions) == ["建议归入 §1.6，定位写清：它是网关，不是引擎。"]
    assert lines_of(gate.relation) == lines_of(gate.suggestions)[:1] * 2 == [13, 13]
    assert texts(gate.caveats) == ["周增属于 repo card 口径。", "只支持两种引擎的日志格式。"]


def test_flattened_review_block_items() -> None:
    brief = parse_brief(FLAT)
    reviews = [i for i in brief.items if i.key.startswith("复查项")]
    assert [(i.key, i.number, i.title, i.line, i.status) for i in reviews] == [
        ("复查项 1", 1, "oldcache", 19, ItemStatus.NOTHING_NEW),
        ("复查项 2", 2, "Real NVP", 20, ItemStatus.NOTHING_NEW),
    ]
    assert texts(reviews[0].verdict) == [
        "oldcache（repo_cards/4000-oldcache.md）：300⭐，§1.6 已收录。若要动，只更新数字即可。"
    ]
    assert reviews[0].status_note == "复查项（非新观点）"


def test_flattened_closing_list_ends_at_next_block() -> None:
    brief = parse_brief(FLAT)
    assert [(s.line, s.text) for s in brief.closing] == [
        (28, '§1.6 补 GateMux 一条（增量 1）：定位写"多模型网关，非引擎"。'),
        (29, "§1.6 只更新 oldcache 计数（290→300），不新增条目。"),
    ]
    assert [(s.line, s.text) for s in brief.caveats] == [(24, "⚠ GateMux 与引擎日志格式强绑定。")]


@pytest.mark.parametrize(
    "heading",
    [
        "四、本轮结论与建议动作",
        "## 四、本轮结论与建议动作",
        "今晚建议的归并动作（按优先级）",
        "### 今晚建议的归并动作（按优先级）",
    ],
)
def test_closing_list_headings(heading: str) -> None:
    text = (
        "serving · E1 预消化简报(2026-12-03)\n\n"
        "条目 1：FlowCache\n\n  • 建议归入：§2.2 新增一条。\n\n"
        f"{heading}\n\n  • §2.2 新增 FlowCache 条目（条目 1）。\n  • §1.6 只更新 x 计数（1→2）。\n"
    )
    brief = parse_brief(text)
    assert [(s.line, s.text) for s in brief.closing] == [
        (9, "§2.2 新增 FlowCache 条目（条目 1）。"),
        (10, "§1.6 只更新 x 计数（1→2）。"),
    ]


def test_item_references_in_closing_and_caveats_are_not_items() -> None:
    text = (
        "serving · E1 预消化简报(2026-12-03)\n\n"
        "条目 1：FlowCache\n\n  • 建议归入：§2.2 新增一条。\n\n"
        "二、值得警惕的矛盾与待核实说法\n\n  1. 条目 1：只测了一种负载。\n\n"
        "四、本轮结论与建议动作\n\n"
        "  • 条目 1：§2.2 新增 FlowCache 条目。\n"
        "  • 条目 2：§1.6 只更新 oldcache 计数（10→12）。\n"
    )
    brief = parse_brief(text)
    assert [i.key for i in brief.items] == ["条目 1"]
    assert texts(brief.caveats) == ["条目 1：只测了一种负载。"]
    assert texts(brief.closing) == [
        "条目 1：§2.2 新增 FlowCache 条目。",
        "条目 2：§1.6 只更新 oldcache 计数（10→12）。",
    ]


def test_fenced_code_in_brief_is_skipped() -> None:
    text = (
        "serving · E1 预消化简报(2026-12-03)\n\n"
        "条目 1：FlowCache\n\n  • 要点：三档分层。\n```\n条目 9：不是条目\n```\n"
        "  • 建议归入：§2.2 新增一条。\n"
    )
    brief = parse_brief(text)
    assert [i.key for i in brief.items] == ["条目 1"]
    assert [(s.line, s.text) for s in brief.items[0].suggestions] == [(9, "§2.2 新增一条。")]


# ---------------------------------------------------------------- line numbers


@pytest.mark.parametrize("text", [MARKDOWN, FLAT], ids=["markdown", "flat"])
def test_every_segment_stands_on_its_line(text: str) -> None:
    raw = text.splitlines()
    brief = parse_brief(text)
    segments = all_segments(brief)
    assert len(segments) > 10
    for segment in segments:
        assert segment.text in raw[segment.line - 1].replace("**", ""), segment
    for it in brief.items:
        assert it.title in raw[it.line - 1], it


# ---------------------------------------------------------------- encodings and line endings


def test_bom_and_crlf_read_like_plain_lf() -> None:
    plain = parse_brief(decode_brief(MARKDOWN.encode("utf-8")))
    for data in (
        b"\xef\xbb\xbf" + MARKDOWN.encode("utf-8"),
        MARKDOWN.replace("\n", "\r\n").encode("utf-8"),
        b"\xef\xbb\xbf" + FLAT.replace("\n", "\r\n").encode("utf-8"),
    ):
        text = decode_brief(data)
        assert not text.startswith("\ufeff")
        brief = parse_brief(text)
        if "2026-12-02" in brief.title:
            assert brief == parse_brief(FLAT)
        else:
            assert brief == plain


def test_bom_left_in_text_does_not_reach_the_title() -> None:
    brief = parse_brief("\ufeff" + MARKDOWN)
    assert brief.title == "serving · E1 预消化简报(2026-12-01)"
    assert brief.date == "2026-12-01"


@pytest.mark.parametrize(
    ("data", "message"),
    [
        (b"", "empty"),
        (b" \n\t\r\n", "white space"),
        ("\u3000\n".encode(), "white space"),
        (b"\xef\xbb\xbf", "white space"),
        (b"# title\x00\x01\x02", "binary"),
        ("# 简报\n条目 1：测试".encode("gb18030"), "not UTF-8"),
    ],
    ids=["empty", "blank", "ideographic-space", "bom-only", "binary", "gb18030"],
)
def test_bad_bytes_raise_bad_input(data: bytes, message: str) -> None:
    with pytest.raises(BadInput, match=message):
        decode_brief(data)


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("---\n***\n", "no title"),
        ("# 随手记\n\n今天看了几篇论文。\n", "no items"),
    ],
)
def test_text_that_is_not_a_brief_raises_bad_input(text: str, message: str) -> None:
    with pytest.raises(BadInput, match=message):
        parse_brief(text)


# ---------------------------------------------------------------- quote helpers


def test_quoted_spans_all_quote_styles() -> None:
    text = 'a"b"c“d”e「f」g『h』i"unclosed'
    assert [text[s:e] for s, e in quoted_spans(text)] == ['"b"', "“d”", "「f」", "『h』"]


def test_split_outside_quotes_keeps_quoted_dashes() -> None:
    from kbpatch.parse import SUB_BULLET

    text = "一 - 二「三 - 四」 - 五"
    assert split_outside_quotes(text, SUB_BULLET) == ["一", "二「三 - 四」", "五"]


def _clean_line_in_three_steps(raw: str) -> str:
    """clean_line as first written: strip heading, quote and list marks one after another."""
    text = raw.strip().lstrip("\ufeff")
    text = re.sub(r"^#{1,6}\s+", "", text)
    text = re.sub(r"^>\s?", "", text)
    text = re.sub(r"^\s*(?:[-*+•·]|\d+[.)、]|[①-⑩])\s+", "", text)
    return text.replace("**", "").replace("__", "").strip()


@settings(max_examples=500, deadline=None)
@given(raw=st.text(alphabet="#> \t-*+•·1.)、①⑩_x\ufeff", max_size=16))
def test_clean_line_strips_decoration_as_three_substitutions_would(raw: str) -> None:
    assert clean_line(raw) == _clean_line_in_three_steps(raw)


def test_decode_brief_counts_a_bad_byte_after_the_bom_as_utf_8_sig_does() -> None:
    for data in (b"\xef\xbb\xbfab\xffc", b"ab\xffc", b"\xef\xbb"):
        try:
            data.decode("utf-8-sig")
        except UnicodeDecodeError as err:
            expected = f"(byte {err.start})"
        with pytest.raises(BadInput, match=re.escape(expected)):
            decode_brief(data)


def _split_outside_quotes_reference(text: str, pattern: re.Pattern[str]) -> list[str]:
    spans = quoted_spans(text)
    pieces: list[str] = []
    last = 0
    for match in pattern.finditer(text):
        if any(start < match.start() < end for start, end in spans):
            continue
        pieces.append(text[last : match.start()])
        last = match.end()
    pieces.append(text[last:])
    return pieces


@settings(max_examples=1000, deadline=None)
@given(text=st.text(alphabet='"“”「」『』；;。 - x', max_size=16))
def test_split_outside_quotes_splits_where_its_reference_does(text: str) -> None:
    for pattern in (re.compile(r"[；;。]"), re.compile(r"\s+-\s+(?=\S)")):
        assert split_outside_quotes(text, pattern) == _split_outside_quotes_reference(text, pattern)


# The definition quoted_spans implements in one pass: from an opener to the first of its
# closers after it, leftmost first (each branch starts with its own opener).
_QUOTED_REFERENCE = re.compile(
    "|".join(
        f"{re.escape(opener)}[^{re.escape(closer)}]*{re.escape(closer)}"
        for opener, closer in QUOTE_PAIRS.items()
    )
)


@settings(max_examples=1000, deadline=None)
@given(text=st.text(alphabet='"“”「」『』ab', max_size=24))
def test_quoted_spans_are_the_spans_the_quote_pattern_finds(text: str) -> None:
    assert quoted_spans(text) == [match.span() for match in _QUOTED_REFERENCE.finditer(text)]


@pytest.mark.parametrize(
    ("line", "count"),
    [("「（“[ - " * 100_000, 100_000), ("「a」 - " * 100_000, 100_000), ('"' * 200_001, 1)],
)
def test_a_line_of_many_quote_marks_is_split_in_time_linear_in_its_length(
    line: str, count: int
) -> None:
    # A hostile brief may hold a line of quote marks without closers, or many quoted phrases
    # with a split point after each: looking for a closer from every opener, or through
    # every phrase at every split point, took minutes.
    started = time.monotonic()
    pieces = split_outside_quotes(line, SUB_BULLET)
    assert time.monotonic() - started < 5
    assert len(pieces) == count
