"""Documents of shapes the seeds do not have: `Part IV` and `第3部分` chapters, a citation
chapter without a number, citation and trend tables, checklist questions, footnote citations,
` — ` separators. Each edit lands where that document's maintainer would put it."""

from __future__ import annotations

import pytest

from kbpatch import forms
from kbpatch.locate import (
    Span,
    Unresolved,
    entry_tail,
    heading_key,
    outline,
    resolve,
    split_row,
)
from kbpatch.models import Action, ActionKind, EntryContent, SectionRef, Status
from kbpatch.reading.clauses import refs_in
from kbpatch.reading.lexicon import default_lexicon
from kbpatch.reading.text import section_key
from kbpatch.render import render

from .conftest import one_action, proposed_lines

DATE = "2026-12-11"

KB = """\
# serving 活文档

## Part I — Engines 引擎

### 1.1 Signals

| Repo | Stars | License | Notes | Added |
|---|---|---|---|---|
| north/gate | 1,200⭐ / +30 | MIT | 网关。 | 2026-11-01 |

### 1.2 Trends 趋势

| 趋势 | 证据 |
|---|---|
| 准入进入网关 | — |
| 缓存走向集群 | arXiv:2610.40003 |

| 观察 | 备注 |
|---|---|
| 调度前移 | 仅一例 |

### 1.3 Caches

- **RadixCache** — 基数树管理前缀。[^1]
- **HashPrefix** — 块哈希匹配前缀。[^2]

## Part II — Open questions 开放问题

- [ ] Q1 池化后谁来承担成本？
- [x] Q2 FP8 KV 会不会掉点？

## Part III — References 引用

| # | arXiv | 标题 | 用于 |
|---|---|---|---|
| 1 | 2610.40001 | FP8 KV Cache | §1.2 |
| 2 | 2610.40003 | Cluster Prefix Caching | §1.2 |

## 参考文献

[^1]: arXiv:2312.07104 — SGLang（§1.3）
[^2]: arXiv:2610.50002 — Block-Hash Prefix Matching（§1.3）
[^3]: arXiv:2610.50003 — Fair Preemption（挂账）
"""
LINES = KB.splitlines(keepends=True)


def action(kind: ActionKind, key: str, raw: str = "", **fields: object) -> Action:
    return one_action(kind, SectionRef(key=key, raw=raw or f"§{key}"), **fields)


# ---------------------------------------------------------------- references to chapters


@pytest.mark.parametrize(
    ("heading", "key"),
    [
        ("Part IV — References 引用", "4"),
        ("Part II", "2"),
        ("Chapter 12 Notes", "12"),
        ("第3部分 开放问题", "3"),
        ("Partners 合作方", ""),
    ],
)
def test_part_and_chapter_headings_are_numbered(heading: str, key: str) -> None:
    assert heading_key(heading) == key


@pytest.mark.parametrize(("numeral", "value"), [("IV", "4"), ("IX", "9"), ("XII", "12")])
def test_roman_numerals_read_as_section_numbers(numeral: str, value: str) -> None:
    assert section_key(numeral) == value


@pytest.mark.parametrize(
    ("clause", "keys"),
    [
        ("Part III 新增一条开放问题", ["3"]),
        ("并在 Part IV 引用表末尾登记一条引用", ["4"]),
        ("同时在 §IV 登记一条引用", ["4"]),
        ("在 Part 3 补一条开放问题", ["3"]),
        ("§Index 不是节号，§2 是", ["2"]),
        ("在参考文献末尾新增一条引用（脚注）", ["references"]),
        ("References 第 2 条标注“跨主题引用”", ["references"]),
        # `引用` alone is what a clause adds, not a place; a numbered reference wins.
        ("§2.1 新增一条条目并新增一条引用", ["2.1"]),
        ("§7 参考文献末尾新增一条引用", ["7"]),
    ],
)
def test_clauses_name_parts_and_the_citation_list(clause: str, keys: list[str]) -> None:
    refs = refs_in(clause, default_lexicon(), "serving")
    assert [r.ref.key for r in refs] == keys


def test_a_citation_chapter_without_a_number_is_found_by_its_words() -> None:
    heading = resolve(outline(LINES), SectionRef(key="references", raw="参考文献"))
    assert heading.text == "参考文献"
    assert SectionRef(key="references", raw="参考文献").display == "§参考文献"


# ---------------------------------------------------------------- tables


def test_an_id_for_a_table_row_replaces_the_missing_mark_in_its_evidence_cell() -> None:
    act = action(ActionKind.ADD_SOURCE, "1.2", phrase="准入进入网关", source_ids=("2611.09102",))
    assert proposed_lines(render(LINES, act, date=DATE)) == ["| 准入进入网关 | arXiv:2611.09102 |"]


def test_an_id_joins_the_ids_already_in_the_evidence_cell() -> None:
    act = action(ActionKind.ADD_SOURCE, "1.2", phrase="缓存走向集群", source_ids=("2611.09103",))
    assert proposed_lines(render(LINES, act, date=DATE)) == [
        "| 缓存走向集群 | arXiv:2610.40003；arXiv:2611.09103 |"
    ]


def test_an_id_for_a_row_without_an_evidence_column_stays_inside_the_last_cell() -> None:
    act = action(ActionKind.ADD_SOURCE, "1.2", phrase="调度前移", source_ids=("2611.09104",))
    (row,) = proposed_lines(render(LINES, act, date=DATE))
    assert row == "| 调度前移 | 仅一例（arXiv:2611.09104） |"
    assert row.endswith("|") and len(split_row(row)) == 2


def test_a_new_citation_in_a_citation_table_is_a_numbered_row_of_its_columns() -> None:
    entry = EntryContent(title="SpillKV", summary="把冷 KV 块溢出到主机内存。")
    act = action(
        ActionKind.ADD_CITATION,
        "3",
        raw="Part III",
        entry=entry,
        item_title="SpillKV —— 冷 KV 溢出",
        source_ids=("2611.09101",),
        supports="§2.1",
    )
    (row,) = proposed_lines(render(LINES, act, date=DATE))
    cells = split_row(row)
    assert cells[:3] == ["3", "2611.09101", "SpillKV：冷 KV 溢出"]
    assert cells[3].startswith("§2.1")
    assert len(cells) == 4


def test_a_citation_row_named_by_its_number_is_annotated_in_its_where_cell() -> None:
    act = action(
        ActionKind.ANNOTATE_CITATION,
        "3",
        raw="Part III",
        phrase="跨主题引用",
        anchor="2",
        source_ids=("2611.09999",),  # the item's own paper, not the one the row cites
    )
    assert proposed_lines(render(LINES, act, date=DATE)) == [
        "| 2 | 2610.40003 | Cluster Prefix Caching | §1.2；跨主题引用 |"
    ]


def test_weekly_delta_follows_the_neighbours_way_of_writing_it() -> None:
    facts = forms.Facts(name="west/proxy", stars="760⭐", weekly="+25")
    row = forms.table_row(["Repo", "Stars"], [["north/gate", "1,200⭐ / +30"]], facts)
    assert row == "| west/proxy | 760⭐ / +25 |"


def test_a_star_count_aside_leaves_the_summary_when_stars_have_a_column() -> None:
    facts = forms.Facts(name="west/proxy", stars="760⭐", sentences=("鉴权代理（760⭐）。",))
    row = forms.table_row(["Repo", "Stars", "Notes"], [["a/b", "1⭐", "x。"]], facts)
    assert split_row(row)[2] == "鉴权代理。"


@pytest.mark.parametrize(
    ("sources", "neighbours", "written"),
    [
        (
            "organized/repo_cards/1-a.md；organized/guides/a.md",
            ["repo_cards/2-b.md"],
            "repo_cards/1-a.md；guides/a.md",
        ),
        ("organized/repo_cards/1-a.md", ["organized/repo_cards/2-b.md"], None),
        ("organized/repo_cards/1-a.md", ["—"], None),
        ("https://example.org/repo_cards/x.md", ["repo_cards/2-b.md"], None),
    ],
)
def test_source_paths_are_written_from_the_neighbours_folder(
    sources: str, neighbours: list[str], written: str | None
) -> None:
    assert forms.rooted_like(sources, neighbours) == (written or sources)


# ---------------------------------------------------------------- lists


def test_a_checklist_of_questions_gets_an_open_box_and_the_next_label() -> None:
    act = action(ActionKind.ADD_QUESTION, "2", raw="Part II", phrase="谁先淘汰？")
    (line,) = proposed_lines(render(LINES, act, date=DATE))
    assert line.startswith("- [ ] Q3 谁先淘汰？")


def test_footnote_citations_continue_with_the_next_footnote_label() -> None:
    act = action(
        ActionKind.ADD_CITATION,
        "references",
        raw="参考文献",
        phrase="TrieShare",
        source_ids=("2611.09301",),
    )
    (line,) = proposed_lines(render(LINES, act, date=DATE))
    assert line.startswith("[^4]: arXiv:2611.09301 — ")


def test_footnote_lines_are_a_labelled_list() -> None:
    heading = resolve(outline(LINES), SectionRef(key="references", raw="参考文献"))
    tail = entry_tail(LINES, Span(start=heading.start + 1, end=heading.end, title=""))
    assert tail.next_label == "[^4]:"


def test_a_dash_after_a_bold_name_is_the_lists_separator() -> None:
    form = forms.learn_list(("**RadixCache** — 基数树。[^1]", "**HashPrefix** — 块哈希。[^2]"))
    assert form.separator == " — "
    assert form.bold


def test_a_slash_in_prose_is_not_a_source_path() -> None:
    form = forms.learn_list(("分离式 prefill/decode 收益最大。", "连续批处理是默认。"))
    assert not form.has_sources
    assert forms.learn_list(("X：见 organized/guides/x.md。",)).has_sources


def test_two_citation_chapters_are_not_guessed_between() -> None:
    lines = "# KB\n\n## 引用\n\n- a\n\n## 文献\n\n- b\n".splitlines(keepends=True)
    with pytest.raises(Unresolved, match="not guessing"):
        resolve(outline(lines), SectionRef(key="references", raw="参考文献"))


def test_an_entry_among_footnoted_items_points_at_its_papers_footnote() -> None:
    entry = EntryContent(title="FairSwap", summary="抢占时把 KV 换出。")
    act = action(ActionKind.ADD_ENTRY, "1.3", entry=entry, source_ids=("2610.50003",))
    (line,) = proposed_lines(render(LINES, act, date=DATE))
    assert line.startswith("- **FairSwap** — 抢占时把 KV 换出。[^3]（E1 ")
    assert "arXiv" not in line


def test_an_entry_without_a_footnote_keeps_its_id_inline() -> None:
    entry = EntryContent(title="TrieShare", summary="多租户共用前缀树。")
    act = action(ActionKind.ADD_ENTRY, "1.3", entry=entry, source_ids=("2611.09301",))
    (line,) = proposed_lines(render(LINES, act, date=DATE))
    assert "arXiv:2611.09301" in line
    assert "[^" not in line


def test_a_paper_the_section_cites_by_footnote_is_already_present() -> None:
    entry = EntryContent(title="BlockHash", summary="逐块哈希。")
    act = action(ActionKind.ADD_ENTRY, "1.3", entry=entry, source_ids=("2610.50002",))
    rendered = render(LINES, act, date=DATE)
    assert rendered.status is Status.ALREADY_PRESENT
    assert "[^2]" in rendered.reason


def test_a_citation_table_without_an_id_column_is_unresolved_not_guessed() -> None:
    lines = (
        "# KB\n\n## 7. 参考文献\n\n| 编号 | 论文 | 链接 |\n|---|---|---|\n"
        "| 1 | Alpha | https://a.org |\n| 2 | Beta | https://b.org |\n"
    ).splitlines(keepends=True)
    act = action(ActionKind.ADD_CITATION, "7", phrase="Gamma", source_ids=("2611.00001",))
    rendered = render(lines, act, date=DATE)
    assert rendered.status is Status.UNRESOLVED
    assert "no arXiv or id column" in rendered.reason


def test_an_append_to_a_numbered_table_row_stays_inside_the_row() -> None:
    act = action(ActionKind.APPEND, "3", raw="Part III", anchor="1", phrase="v2 已更正")
    assert proposed_lines(render(LINES, act, date=DATE)) == [
        "| 1 | 2610.40001 | FP8 KV Cache | §1.2；v2 已更正 |"
    ]


def test_a_phrase_found_in_a_table_header_is_not_a_row_to_cite() -> None:
    act = action(ActionKind.ADD_SOURCE, "1.2", phrase="观察", source_ids=("2611.09105",))
    rendered = render(LINES, act, date=DATE)
    assert rendered.status is Status.UNRESOLVED
    assert "header" in rendered.reason


def test_a_new_trend_row_puts_the_statement_first_and_the_id_in_the_evidence_column() -> None:
    facts = forms.Facts(
        name="GateAdmit",
        ids=("2611.09102",),
        sentences=("SLO 余量成为网关准入依据。",),
        sources="organized/paper_cards/2402-2611-09102.md",
    )
    rows = [["准入进入网关", "—"], ["缓存走向集群", "arXiv:2610.40003"]]
    assert forms.table_row(["趋势", "证据"], rows, facts) == (
        "| SLO 余量成为网关准入依据。 | arXiv:2611.09102 |"
    )


@pytest.mark.parametrize(
    ("header", "meaning"),
    [("证据", "source"), ("Evidence", "source"), ("证据等级", ""), ("趋势", "statement")],
)
def test_evidence_columns_hold_sources_but_an_evidence_level_does_not(
    header: str, meaning: str
) -> None:
    assert forms.column_meanings(["#", header])[1] == meaning
