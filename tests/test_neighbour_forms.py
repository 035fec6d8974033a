"""Small form details a maintainer would otherwise fix by hand: a bracketed note goes before
the sentence's full stop, a new citation names its section the way its neighbours do, a new
item of a blockquoted list is blockquoted too. Each against KBs of several shapes."""

from __future__ import annotations

from collections.abc import Sequence

import pytest

from kbpatch.models import ActionKind
from kbpatch.render import Rendered, supported_section

from .conftest import render_brief

DATE = "2026-12-05"


def brief(suggestion: str, title: str = "LaneKV —— 按租户分片的 KV 页（arXiv:2612.05555）") -> str:
    return (
        "inference · E1 预消化简报(2026-12-05)\n\n一、今日 inference 主题的重要增量（1 条）\n\n"
        f"增量 1：{title}\n\n"
        "来源：organized/paper_cards/2112-2612-05555.md\n\n"
        "要点：KV 页表按租户分片，多租户混部时锁竞争下降一半。\n\n"
        f"建议归入：{suggestion}\n"
    )


def proposed(text: str, kb: str, kind: ActionKind) -> list[str]:
    """The lines the one action of `kind` writes, without line ends: the changed line of an
    append, the new lines of an addition."""
    lines = kb.splitlines(keepends=True)
    results: list[Rendered] = [r for a, r in render_brief(text, lines, DATE) if a.kind is kind]
    assert len(results) == 1
    (result,) = results
    assert result.edit is not None, result.reason
    assert (result.edit.end - result.edit.start) == (kind is ActionKind.APPEND)
    return [line.rstrip("\n") for line in result.edit.lines]


def only(rows: Sequence[str]) -> str:
    assert len(rows) == 1, rows
    return rows[0]


# ---------------------------------------------------------------- a note before the full stop

OBSERVABILITY = """\
# inference 活文档

## 5.2 可观测性

- 最小指标集：吞吐、首字延迟、队列长度。
- 指标按引擎版本打标签。

## 5.3 Metrics

- Minimal set: TTFT, TPOT, queue depth.
- Tag every metric with the engine version.

## 5.5 Open questions

- Q1 Can hit rate be measured without a fixed trace?
- Q2 Does tiering help under bursty load!
- Q3 前缀共享在多租户下是否泄露信息？

## 5.4 指标表

| 指标 | 说明 |
|---|---|
| 命中率 | 按请求统计。 |
| 抢占 | 每分钟次数 |
"""


@pytest.mark.parametrize(
    ("suggestion", "expected"),
    [
        (
            '§5.2 "最小指标集" 那条末尾补一句"（队列长度按秒采样）"。',
            "- 最小指标集：吞吐、首字延迟、队列长度（队列长度按秒采样）。",
        ),
        (
            '§5.3 "Minimal set" 那条末尾补一句"(sampled per second)"。',
            "- Minimal set: TTFT, TPOT, queue depth (sampled per second).",
        ),
        (
            '§5.4 "命中率" 那一行末尾补一句"（宜按 token 统计）"。',
            "| 命中率 | 按请求统计（宜按 token 统计）。 |",
        ),
        (
            '§5.2 "最小指标集" 那条末尾补一句"（队列长度按秒采样）。"',
            "- 最小指标集：吞吐、首字延迟、队列长度（队列长度按秒采样）。",
        ),
        (
            '§5.2 "引擎版本" 那条末尾补一句"（见 §1.5）"。',
            "- 指标按引擎版本打标签（见 §1.5）。",
        ),
        (
            '§5.5 Q1 末尾补一句"(partly answered 2026-11)"。',
            "- Q1 Can hit rate be measured without a fixed trace? (partly answered 2026-11)",
        ),
        (
            '§5.5 Q1 末尾补一句"（部分已答，见 §1.5）"。',
            "- Q1 Can hit rate be measured without a fixed trace? (部分已答，见 §1.5)",
        ),
        (
            '§5.5 Q2 末尾补一句"(see [4])"。',
            "- Q2 Does tiering help under bursty load! (see [4])",
        ),
        (
            '§5.5 Q3 末尾补一句"（部分已答）"。',
            "- Q3 前缀共享在多租户下是否泄露信息？（部分已答）",
        ),
    ],
)
def test_a_bracketed_note_goes_before_the_full_stop_of_the_text_it_is_added_to(
    suggestion: str, expected: str
) -> None:
    line = only(proposed(brief(suggestion), OBSERVABILITY, ActionKind.APPEND))
    assert line == expected
    assert "。（" not in line and "。。" not in line and "）。）" not in line


def test_a_sentence_appended_to_a_line_still_follows_its_full_stop() -> None:
    text = brief('§5.2 "引擎版本" 那条末尾补一句"租户标签同理"')
    line = only(proposed(text, OBSERVABILITY, ActionKind.APPEND))
    assert line == "- 指标按引擎版本打标签。租户标签同理。"


# ---------------------------------------------------------------- a citation's section mention


def cited_kb(citations: str) -> str:
    return (
        "# inference 活文档\n\n## 2 缓存\n\n### 2.1 KV 缓存\n\n"
        "- **PageKV** — 按页管理 KV，页表由调度器持有。\n"
        "- **TierCache** — 把冷页换出到主机内存。\n\n"
        f"## 7 参考文献\n\n{citations}"
    )


@pytest.mark.parametrize(
    ("citations", "expected"),
    [
        (
            "- [A1] arXiv:2309.06180 PagedAttention（见 2.1）\n"
            "- [A2] arXiv:2610.60002 TierCache（见 2.1）\n",
            "- [A3] arXiv:2612.05555 LaneKV：按租户分片的 KV 页（见 2.1）",
        ),
        (
            "- Ref-1: arXiv:2309.06180 — PagedAttention (see §2.1)\n"
            "- Ref-2: arXiv:2610.60002 — TierCache (see §2.1)\n",
            "- Ref-3: arXiv:2612.05555 — LaneKV：按租户分片的 KV 页 (see §2.1)",
        ),
        (
            "1. arXiv:2309.06180 — PagedAttention〔§2.1〕\n"
            "2. arXiv:2610.60002 — TierCache〔挂账〕\n",
            "3. arXiv:2612.05555 — LaneKV：按租户分片的 KV 页〔§2.1〕",
        ),
        (
            "- [1] arXiv:2309.06180 — PagedAttention\n- [2] arXiv:2610.60002 — TierCache\n",
            "- [3] arXiv:2612.05555 — LaneKV：按租户分片的 KV 页",
        ),
    ],
    ids=["see-number", "english-see-sign", "sign-in-tortoise-brackets", "no-mention"],
)
@pytest.mark.parametrize(
    "named", ["「KV 缓存」一节新增一条 LaneKV", "§2.1 新增一条 LaneKV"], ids=["words", "number"]
)
def test_a_new_citation_names_its_section_as_the_neighbouring_citations_do(
    citations: str, expected: str, named: str
) -> None:
    text = brief(f"{named}；§7 登记一条引用。")
    line = only(proposed(text, cited_kb(citations), ActionKind.ADD_CITATION))
    assert line == f"{expected}（E1 {DATE} · 增量 1）"


@pytest.mark.parametrize(
    "words",
    [
        '§2.1 "TierCache" 那条末尾补一句"（LaneKV 同样分片，arXiv:2612.05555）"',
        '§2.1 TierCache 条目补一句"按租户分片亦可（LaneKV）"',
        '在 §2.1 的 "PageKV" 那条后面加一句"（页表可按租户分片，见 LaneKV）"',
        '「KV 缓存」一节 "PageKV" 那条末尾追加"（LaneKV 佐证）"',
    ],
)
def test_a_new_citation_of_words_added_to_an_entry_names_that_entrys_section(words: str) -> None:
    citations = (
        "1. arXiv:2309.06180 — PagedAttention〔§2.1〕\n2. arXiv:2610.60002 — TierCache〔§2.1〕\n"
    )
    text = brief(f"{words}；§7 登记一条引用。")
    line = only(proposed(text, cited_kb(citations), ActionKind.ADD_CITATION))
    assert line == f"3. arXiv:2612.05555 — LaneKV：按租户分片的 KV 页〔§2.1〕（E1 {DATE} · 增量 1）"


# ---------------------------------------------------------------- items of a blockquote


def trends_kb(trends: str) -> str:
    return f"# inference 活文档\n\n## 2.2 趋势\n\n{trends}\n## 2.3 开放问题\n\n- Q1 页大小？\n"


@pytest.mark.parametrize(
    ("trends", "expected"),
    [
        (
            "> 2026-10 · KV 缓存开始跨实例共享。\n> 2026-11 · 调度器把 prefill 拆成小块。\n",
            ["> 2026-12 · KV 页开始按租户隔离。"],
        ),
        (
            "> - 2026-10：KV 缓存开始跨实例共享。\n> - 2026-11：调度器把 prefill 拆成小块。\n",
            ["> - 2026-12 · KV 页开始按租户隔离。"],
        ),
        (
            "  > * KV 缓存开始跨实例共享。\n  >\n  > * 调度器把 prefill 拆成小块。\n",
            ["  >", "  > * 2026-12 · KV 页开始按租户隔离。"],
        ),
        (
            "说明如下。\n\n>1. KV 缓存开始跨实例共享。\n>2. 调度器把 prefill 拆成小块。\n",
            [">3. 2026-12 · KV 页开始按租户隔离。"],
        ),
    ],
    ids=["quoted-lines", "quoted-bullets", "indented-loose-stars", "quoted-numbers"],
)
def test_a_new_item_of_a_blockquoted_list_is_blockquoted_the_same_way(
    trends: str, expected: list[str]
) -> None:
    text = brief('§2.2 补一行"2026-12 · KV 页开始按租户隔离"。', title="租户隔离的趋势")
    added = proposed(text, trends_kb(trends), ActionKind.ADD_ENTRY)
    mark = f"（E1 {DATE} · 增量 1）"
    assert added == [*expected[:-1], expected[-1] + mark]


def test_a_quoted_remark_after_a_paragraph_is_no_list_to_join() -> None:
    kb = trends_kb("调度器正在变得可抢占。\n\n> 注：以上观察来自两家厂商的公开博客。\n")
    text = brief('§2.2 补一行"2026-12 · KV 页开始按租户隔离"。', title="租户隔离的趋势")
    added = proposed(text, kb, ActionKind.ADD_ENTRY)
    assert added == ["", f"2026-12 · KV 页开始按租户隔离。（E1 {DATE} · 增量 1）"]


# ---------------------------------------------------------------- a section named by its own title

ENGINES = """\
# inference 活文档

## 1 引擎

### 1.1 引擎格局

- **ferro**：单机引擎。
- **pika**：边缘引擎。

#### 1.1.1 网关

- **gull**：按租户路由。

### 1.2 部署备忘

1. 权重只读挂载。
"""


@pytest.mark.parametrize(
    "suggestion",
    [
        "§1.1「引擎格局」小节新增一条 LaneKV。",
        "§1.1 的「引擎格局」小节末尾新增一条 LaneKV。",
        "§1.1「引擎格局」部分新增一条 LaneKV。",
    ],
)
def test_a_part_named_by_the_sections_own_title_is_the_section_itself(suggestion: str) -> None:
    lines = ENGINES.splitlines(keepends=True)
    ((action, result),) = [
        (a, r) for a, r in render_brief(brief(suggestion), lines, DATE) if a.kind.edits_document
    ]
    assert action.target is not None and action.target.part == "引擎格局"
    assert result.edit is not None, result.reason
    assert result.heading == "1.1 引擎格局"
    # Among the section's own entries, before its 1.1.1 part.
    assert lines[result.edit.start - 1].startswith("- **pika**")
    assert result.edit.lines[0].startswith("- **LaneKV**")


def test_a_part_called_as_its_section_is_still_the_part() -> None:
    kb = ENGINES.replace("#### 1.1.1 网关", "#### 引擎格局")
    lines = kb.splitlines(keepends=True)
    text = brief("§1.1「引擎格局」小节新增一条 LaneKV。")
    ((_, result),) = [(a, r) for a, r in render_brief(text, lines, DATE) if a.kind.edits_document]
    assert result.edit is not None, result.reason
    assert lines[result.edit.start - 1].startswith("- **gull**")


def test_a_quoted_remark_of_two_sentences_is_no_list_to_join() -> None:
    kb = trends_kb("> **注意**：以上数据来自厂商博客。\n> 复现前请先核对引擎版本。\n")
    text = brief('§2.2 补一行"2026-12 · KV 页开始按租户隔离"。', title="租户隔离的趋势")
    added = proposed(text, kb, ActionKind.ADD_ENTRY)
    assert added == ["", f"2026-12 · KV 页开始按租户隔离。（E1 {DATE} · 增量 1）"]


@pytest.mark.parametrize(
    ("supports", "shown"),
    [("§KV 缓存", "§2.1"), ("§2.1", "§2.1"), ("§KV", "§KV"), ("§七", "§七")],
    ids=["heading-words", "number", "part-of-the-words", "chinese-numeral"],
)
def test_only_a_heading_whose_words_are_the_name_gives_its_number(
    supports: str, shown: str
) -> None:
    lines = cited_kb("- [1] arXiv:2309.06180 — PagedAttention（见 2.1）\n").splitlines()
    lines += ["", "## 7.1 七天留存", ""]
    assert supported_section(lines, supports) == shown


# ---------------------------------------------------------------- the name is not said twice

NAMED_ENTRIES = """\
# inference 活文档

## 2.2 KV 分页

- **PagedAttention**（arXiv:2309.06180）：按页管理 KV，显存碎片降到 4% 以下。
- **vAttention**：用虚拟内存映射代替页表，内核无需改写。
"""


@pytest.mark.parametrize(
    ("summary", "written"),
    [
        ("LaneKV 把 KV 页表按租户分片，锁竞争减半。", "：把 KV 页表按租户分片，锁竞争减半。"),
        ("LaneKV按租户分片页表，锁竞争下降一半。", "：按租户分片页表，锁竞争下降一半。"),
        ("LaneKV 不需要改内核，锁竞争下降一半。", "：不需要改内核，锁竞争下降一半。"),
        ("LaneKV 的页表按租户分片，锁竞争减半。", "：LaneKV 的页表按租户分片，锁竞争减半。"),
        ("LaneKV 与 vAttention 可以叠加，锁竞争下降一半。", "：LaneKV 与 vAttention 可以叠加"),
        ("LaneKVX 按租户分片页表。", "：LaneKVX 按租户分片页表。"),
    ],
)
def test_a_summary_opening_with_the_entry_name_does_not_say_it_twice(
    summary: str, written: str
) -> None:
    text = brief("§2.2 新增一条 LaneKV。").replace(
        "KV 页表按租户分片，多租户混部时锁竞争下降一半。", summary
    )
    line = only(proposed(text, NAMED_ENTRIES, ActionKind.ADD_ENTRY))
    assert line.startswith("- **LaneKV**（arXiv:2612.05555）" + written), line
