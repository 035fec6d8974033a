"""forms: an entry's form learnt from its neighbours, its slots filled from the brief's facts."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from kbpatch import forms
from kbpatch.locate import (
    Span,
    Unresolved,
    entry_tail,
    heading_key,
    list_section,
    next_label,
    outline,
    split_row,
)
from kbpatch.models import EntryContent

MARK = "（E1 2026-12-09 · 增量 1）"

ARROW_ITEMS = (
    "**Alpha**（arXiv:2609.00001，分段预取）→ 可迁移点：按会话预热前缀 → 证据等级：论文自测。",
    "**Beta**（arXiv:2609.00002，晚绑定）→ 可迁移点：检索结果晚一步拼接 → 证据等级：论文自测。",
)


def facts(**fields: object) -> forms.Facts:
    values: dict[str, object] = {"name": "Gamma", "mark": MARK, **fields}
    return forms.Facts(**values)  # type: ignore[arg-type]


# ---------------------------------------------------------------- list items


def test_arrow_list_entry_fills_each_slot_from_the_matching_fact() -> None:
    form = forms.learn_list(ARROW_ITEMS)
    assert (form.bold, form.id_paren, form.arrows) == (True, True, ("可迁移点", "证据等级"))
    entry = forms.list_entry(
        form,
        facts(
            ids=("2611.00003",),
            headline="按收益早停",
            caveats=(("可迁移点", "按收益决定是否调用下一级"), ("证据等级", "摘要级")),
        ),
    )
    assert entry == (
        "**Gamma**（arXiv:2611.00003，按收益早停）→ 可迁移点：按收益决定是否调用下一级"
        f" → 证据等级：摘要级。{MARK}"
    )


def test_arrow_list_entry_leaves_out_a_slot_without_a_fact() -> None:
    entry = forms.list_entry(
        forms.learn_list(ARROW_ITEMS),
        facts(ids=("2611.00003",), headline="按收益早停", caveats=(("证据等级", "摘要级"),)),
    )
    assert entry == f"**Gamma**（arXiv:2611.00003，按收益早停）→ 证据等级：摘要级。{MARK}"
    assert "可迁移点" not in entry


def test_arrow_list_entry_puts_evidence_caveats_in_the_evidence_slot() -> None:
    entry = forms.list_entry(
        forms.learn_list(ARROW_ITEMS),
        facts(ids=("2611.00003",), headline="早停", caveats=(("标注", "不可复现"),)),
    )
    assert entry.endswith(f"→ 证据等级：不可复现。{MARK}")


def test_arrow_list_keeps_the_words_every_item_writes_before_its_arrows() -> None:
    # Every neighbour ends with a full stop: so does the new entry, before its mark.
    items = [
        "**A**（arXiv:2609.00001，预取）：外域方法 → 可迁移点：预热前缀。",
        "**B**（arXiv:2609.00002，回放）：外域方法 → 可迁移点：离线回放。",
    ]
    entry = forms.list_entry(
        forms.learn_list(tuple(items)),
        facts(ids=("2611.00003",), headline="早停", caveats=(("可迁移点", "按收益调用"),)),
    )
    assert entry == f"**Gamma**（arXiv:2611.00003，早停）：外域方法 → 可迁移点：按收益调用。{MARK}"


@pytest.mark.parametrize(
    ("items", "expected"),
    [
        (
            ["**vLLM**：通用默认。", "**SGLang**：多轮优先。"],
            f"**Gamma**：它做一件事。口径：作者自测。来源：https://example.org/g。{MARK}",
        ),
        (
            ["前缀复用率是核心指标。", "驱逐策略默认 LRU。"],
            f"Gamma：它做一件事。口径：作者自测。来源：https://example.org/g。{MARK}",
        ),
    ],
    ids=["bold-title-bullets", "plain-bullets"],
)
def test_list_entry_is_bold_only_where_the_neighbours_are(items: list[str], expected: str) -> None:
    entry = forms.list_entry(
        forms.learn_list(tuple(items)),
        facts(
            sentences=("它做一件事。",),
            caveats=(("口径", "作者自测"),),
            sources="https://example.org/g",
        ),
    )
    assert entry == expected


@pytest.mark.parametrize(
    ("items", "expected"),
    [
        (
            [
                "**Alpha** (arXiv:2608.11111) — harder arithmetic; scores 78–85%. [3]",
                "**Beta** (arXiv:2609.22222) — monthly problems; drift of 4 pts. [5]",
            ],
            "**Gamma** (arXiv:2611.00003) — It does one thing. [6] (E1 2026-12-01 · Item 1)",
        ),
        (
            [
                "**Alpha** (arXiv:2608.11111) — harder arithmetic variant.",
                "**Beta** (arXiv:2609.22222) — contamination-free monthly problems.",
            ],
            "**Gamma** (arXiv:2611.00003) — It does one thing. (E1 2026-12-01 · Item 1)",
        ),
        (
            [
                "**Alpha** (arXiv:2608.11111): harder arithmetic variant.",
                "**Beta** (arXiv:2609.22222): contamination-free monthly problems.",
                "**Delta** (arXiv:2609.33333): formal proofs.",
            ],
            "**Gamma** (arXiv:2611.00003): It does one thing. (E1 2026-12-01 · Item 1)",
        ),
        (
            ["Alpha (arXiv:2608.11111) - harder arithmetic.", "Beta (arXiv:2609.22222) - drift."],
            "Gamma (arXiv:2611.00003) - It does one thing. (E1 2026-12-01 · Item 1)",
        ),
        # Full-width asides stay full-width, the label-cited list keeps its ids after names.
        (
            [
                "**Alpha**（arXiv:2608.11111）：更难的算术。[3]",
                "**Beta**（arXiv:2609.22222）：按月出题。[5]",
            ],
            "**Gamma**（arXiv:2611.00003）：它做一件事。[6]（E1 2026-12-01 · 条目 1）",
        ),
    ],
    ids=["dash-and-labels", "dash", "colon", "plain-hyphen", "full-width-labels"],
)
def test_a_new_entry_writes_the_id_and_separator_as_its_neighbours_do(
    items: list[str], expected: str
) -> None:
    english = "Item" in expected
    entry = forms.list_entry(
        forms.learn_list(tuple(items)),
        facts(
            ids=("2611.00003",),
            sentences=("It does one thing." if english else "它做一件事。",),
            mark=f"（E1 2026-12-01 · {'Item' if english else '条目'} 1）",
            reference="6",
        ),
    )
    assert entry == expected


def test_list_entry_with_an_id_cites_the_id_not_the_card_path() -> None:
    entry = forms.list_entry(
        forms.learn_list(("前缀复用率是核心指标。", "驱逐策略默认 LRU。")),
        facts(ids=("2611.00003",), sentences=("它做一件事。",), sources="paper_cards/9-x.md"),
    )
    assert entry == f"Gamma（arXiv:2611.00003）：它做一件事。{MARK}"


def test_list_entry_keeps_two_whole_sentences_within_its_budget() -> None:
    long = "甲" * 200 + "。"
    entry = forms.list_entry(
        forms.learn_list(("短。", "也短。")),
        facts(sentences=(long, "第二句。", "第三句。")),
    )
    assert entry == f"Gamma：{long}{MARK}"
    short = forms.list_entry(
        forms.learn_list(("短。", "也短。")), facts(sentences=("一。", "二。", "三。"))
    )
    assert short == f"Gamma：一。二。{MARK}"


# ---------------------------------------------------------------- facts


def test_facts_drop_a_repeated_caveat_and_bookkeeping() -> None:
    entry = EntryContent(
        title="Delta-7B 官方部署卡片（双命令）",
        summary="官方给出两套命令。正文缺条目，属挂账。",
        caveats=("说明：1.2× 为官方自述", "标注：1.2× 为官方自述", "定位：部署卡片"),
        sources="卡片：organized/repo_cards/1-delta.md（首次采集 2026-12-01，MIT，成熟度 beta）",
    )
    found = forms.facts_of(entry, item_title="Delta-7B 官方部署卡片（双命令）—— 一句话（挂账）")
    assert found.name == "Delta-7B"
    assert found.headline == "一句话"
    assert found.sentences == ("官方给出两套命令。",)
    assert found.caveats == (("说明", "1.2× 为官方自述"), ("定位", "部署卡片"))
    assert (found.license, found.maturity, found.first_seen) == ("MIT", "beta", "2026-12-01")
    assert found.positioning == "部署卡片"


def test_facts_take_the_sources_about_the_entity_not_its_relatives() -> None:
    entry = EntryContent(
        title="acme/widget",
        summary="一个工具。900⭐，周增 +3。",
        sources=(
            "卡片：organized/repo_cards/7-acme-widget.md（首次采集 2026-11-30）；"
            "兄弟仓：organized/repo_cards/8-acme-gadget.md（120⭐ / 首次采集 2026-01-01）；"
            "攻略：organized/guides/acme-widget.md"
        ),
    )
    found = forms.facts_of(entry)
    assert found.sources == "organized/repo_cards/7-acme-widget.md；organized/guides/acme-widget.md"
    assert (found.stars, found.weekly, found.first_seen) == ("900⭐", "+3", "2026-11-30")


@pytest.mark.parametrize(
    ("head", "name"),
    [
        ("NVIDIA Orca-3.5-VL-90B-FP8 部署配方（托管，vLLM）", "NVIDIA Orca-3.5-VL-90B-FP8"),
        ("acme/widget", "acme/widget"),
        ("SlackGate（arXiv:2611.01234）", "SlackGate"),
        ("agent 框架重试事故复盘", "agent 框架重试事故复盘"),
        ("六代理可回放实验", "六代理可回放实验"),
    ],
)
def test_entity_name_is_the_name_not_its_description(head: str, name: str) -> None:
    assert forms.entity_name(head) == name


def test_sentences_are_never_cut_inside_quotes_or_brackets() -> None:
    text = "它说“先放行。再排队。”然后（见下。）结束。没有句号的尾巴"
    assert forms.sentences_of(text) == [
        "它说“先放行。再排队。”然后（见下。）结束。",
        "没有句号的尾巴。",
    ]


# ---------------------------------------------------------------- tables


HEADER_WITH_SOURCE = ("项目", "定位", "Stars", "来源")
ROWS_WITH_SOURCE = (
    ("acme/a", "网关", "800⭐", "repo_cards/a.md"),
    ("acme/b", "引擎", "—", "repo_cards/b.md"),
)
HEADER_NO_SOURCE = ("Name", "Kind", "Notes", "Stars / 周增", "License", "Maturity", "First seen")
ROWS_NO_SOURCE = (
    ("**acme/a**", "工具", "读日志。", "820⭐ / 周增 +2", "MIT", "beta", "2026-10-12"),
)
FULL = forms.Facts(
    name="acme/c",
    sentences=("它读调度日志。",),
    caveats=(("定位", "观测工具，非引擎"),),
    sources="organized/repo_cards/9-acme-c.md",
    mark=MARK,
    stars="640⭐",
    weekly="+0",
    license="Apache-2.0",
    maturity="alpha",
    first_seen="2026-11-19",
    positioning="观测工具，非引擎",
)


def test_table_row_with_a_provenance_column_puts_the_source_there() -> None:
    row = forms.table_row(HEADER_WITH_SOURCE, ROWS_WITH_SOURCE, FULL)
    assert row == (
        "| acme/c | 观测工具，非引擎。它读调度日志。 | 640⭐ "
        f"| repo_cards/9-acme-c.md{MARK} |"  # from the folder the neighbours' paths start at
    )


def test_table_row_without_a_provenance_column_ends_the_summary_with_it() -> None:
    row = forms.table_row(HEADER_NO_SOURCE, ROWS_NO_SOURCE, FULL)
    assert row == (
        "| **acme/c** | 观测工具，非引擎 | 它读调度日志。来源：organized/repo_cards/9-acme-c.md。"
        f"{MARK} | 640⭐ / 周增 +0 | Apache-2.0 | alpha | 2026-11-19 |"
    )


def test_table_row_with_missing_facts_takes_the_neighbours_mark_or_stays_empty() -> None:
    sparse = forms.Facts(name="acme/d", sentences=("一句。",), mark=MARK)
    with_mark = forms.table_row(HEADER_WITH_SOURCE, ROWS_WITH_SOURCE, sparse)
    assert with_mark == f"| acme/d | 一句。 | — | {MARK} |"
    without = forms.table_row(HEADER_NO_SOURCE, ROWS_NO_SOURCE, sparse)
    assert without == f"| **acme/d** |  | 一句。{MARK} |  |  |  |  |"
    for row, header in ((with_mark, HEADER_WITH_SOURCE), (without, HEADER_NO_SOURCE)):
        assert len(split_row(row)) == len(header)


@pytest.mark.parametrize(
    ("header", "used_in", "expected"),
    [
        (["Label", "arXiv", "Title", "Used in"], ["1.1", "2.2 / 3.1"], "1.1"),
        (["#", "arXiv", "标题", "用于"], ["2-1", "1-2"], "1.1"),
        (["#", "arXiv", "标题", "正文位置"], ["§2.2", "§5.6"], "§1.1"),
        (["Label", "arXiv", "Title", "Section"], ["—", ""], "§1.1"),
    ],
    ids=["english-bare", "hyphen-bare", "with-section-sign", "no-filled-cell"],
)
def test_a_citation_rows_section_is_written_as_its_column_writes_them(
    header: list[str], used_in: list[str], expected: str
) -> None:
    rows = [
        ["R1", "arXiv:2601.00001", "Alpha", used_in[0]],
        ["R2", "arXiv:2601.00002", "Beta", used_in[1]],
    ]
    facts = forms.Facts(name="Gamma", ids=("2611.00003",), paper_title="Gamma", where="§1.1")
    assert split_row(forms.table_row(header, rows, facts, "R3"))[3] == expected


def test_column_meanings_read_chinese_and_english_headers() -> None:
    headers = ["项目", "类型", "要点", "Stars / 周增", "许可", "版本", "成熟度", "首次采集", "来源"]
    english = ["Project", "Type", "Summary", "Stars", "License", "Version", "Maturity", "Date"]
    assert forms.column_meanings(headers) == [
        "name", "type", "summary", "stars", "license", "version", "maturity", "date", "source",
    ]  # fmt: skip
    assert forms.column_meanings(english) == [
        "name", "type", "summary", "stars", "license", "version", "maturity", "date",
    ]  # fmt: skip


# ---------------------------------------------------------------- citations


@pytest.mark.parametrize(
    ("items", "expected"),
    [
        (
            ["arXiv:2609.00001 — Alpha Paper〔§2.1〕", "arXiv:2609.00002 — Beta Paper〔挂账〕"],
            f"arXiv:2611.00003 — Gamma Paper〔§3.4〕{MARK}",
        ),
        (
            ["arXiv:2609.00001 — Alpha Paper [§2.1]", "arXiv:2609.00002 — Beta Paper [pending]"],
            f"arXiv:2611.00003 — Gamma Paper [§3.4]{MARK}",
        ),
        (
            ["2609.00001: Alpha Paper", "2609.00002: Beta Paper"],
            f"2611.00003: Gamma Paper{MARK}",  # the neighbours name no section: nor does it
        ),
    ],
    ids=["tortoise-brackets", "square-brackets", "no-brackets"],
)
def test_a_new_citation_takes_the_lists_form(items: list[str], expected: str) -> None:
    assert forms.is_citation_list(items)
    form = forms.learn_citations(tuple(items))
    assert forms.citation_entry(form, "2611.00003", "Gamma Paper", "§3.4", MARK) == expected


@pytest.mark.parametrize(
    ("body", "brackets", "expected"),
    [
        (
            "1. arXiv:1 — T〔挂账，正文未引用〕",
            ("〔", "〕"),
            "1. arXiv:1 — T〔挂账，正文未引用；跨主题〕",
        ),
        ("- Ref-3: arXiv:1 — T [pending]", ("[", "]"), "- Ref-3: arXiv:1 — T [pending；跨主题]"),
        ("- arXiv:1 — T（§4.2）", ("（", "）"), "- arXiv:1 — T（§4.2；跨主题）"),
        ("- arXiv:1 — Title (v2)", ("〔", "〕"), "- arXiv:1 — Title (v2)（跨主题）"),
        ("- arXiv:1 — T。", ("", ""), "- arXiv:1 — T（跨主题）。"),
    ],
)
def test_an_annotation_goes_inside_the_lists_own_brackets(
    body: str, brackets: tuple[str, str], expected: str
) -> None:
    assert forms.annotated(body, "跨主题", brackets) == expected


# ---------------------------------------------------------------- locate: lists by form


@pytest.mark.parametrize(
    ("bodies", "label"),
    [
        (["[1] a", "[2] b"], "[3]"),
        (["**Q1**：a", "**Q2**：b"], "**Q3**："),
        (["Ref-1: a", "Ref-2: b"], "Ref-3:"),
        (["OQ-7", "OQ-9"], "OQ-10"),
        (["H200 上跑", "H100 上跑"], ""),
        (["plain", "text"], ""),
    ],
)
def test_next_label_continues_the_lists_own_labels(bodies: list[str], label: str) -> None:
    assert next_label(bodies) == label


@pytest.mark.parametrize(
    ("text", "key"),
    [("第一章 引擎", "1"), ("第十二章 附录", "12"), ("七、引用列表", "7"), ("1. Engines", "1")],
)
def test_chapter_headings_of_every_numbering_have_a_key(text: str, key: str) -> None:
    assert heading_key(text) == key


def test_new_entry_goes_after_the_entries_not_after_code_or_a_trailing_remark() -> None:
    lines = [
        "- **A**：一。\n",
        "- **B**：二。\n",
        "\n",
        "命令：\n",
        "\n",
        "```bash\n",
        "serve\n",
        "```\n",
        "\n",
        "- 趋势：一句话。\n",
    ]
    tail = entry_tail(lines, Span(start=0, end=len(lines), title=""))
    assert (tail.after, tail.form, forms.learn_list(tail.items).bold) == (1, "bullet", True)


def test_a_list_whose_last_item_introduces_a_code_block_keeps_it() -> None:
    lines = [
        "- 一。\n",
        "- 二。\n",
        "- 命令如下：\n",
        "```bash\n",
        "serve\n",
        "```\n",
        "\n",
        "- 尾注。\n",
    ]
    tail = entry_tail(lines, Span(start=0, end=len(lines), title=""))
    assert tail.after == 7


@pytest.mark.parametrize(
    ("kind", "expected"),
    [("citations", "第四章 参考文献"), ("questions", "3.1 开放问题"), ("trends", "3.2 趋势")],
)
def test_lists_are_found_by_what_their_heading_says(kind: str, expected: str) -> None:
    text = (
        "# kb\n## 第三章 开放问题与趋势\n### 3.1 开放问题\n- **Q1**：一？\n"
        "### 3.2 趋势\n- 一。\n## 第四章 参考文献\n[1] arXiv:2609.00001 — A〔§1〕\n"
    )
    assert list_section(outline(text.splitlines(keepends=True)), kind).text == expected


def test_english_lists_are_found_too() -> None:
    text = "# kb\n## 6. Open questions and trends\n## 7. References\n- Ref-1: arXiv:1 — A\n"
    headings = outline(text.splitlines(keepends=True))
    assert list_section(headings, "citations").text == "7. References"
    assert list_section(headings, "questions").text == "6. Open questions and trends"
    with pytest.raises(Unresolved):
        list_section(outline(["# kb\n", "## 1. Engines\n"]), "trends")


def test_two_lists_of_one_kind_at_the_same_depth_are_not_guessed_between() -> None:
    headings = outline(["# kb\n", "## 7. References\n", "## 8. More references\n"])
    with pytest.raises(Unresolved, match="2 headings name the citations list"):
        list_section(headings, "citations")


def test_an_entry_named_by_its_id_takes_the_papers_short_title() -> None:
    entry = EntryContent(
        title="arXiv:2611.04321",
        summary="只写协议。",
        sources="inbox/jay/x.md；论文：Should We Look Twice? A Study of Retrieval Budgets，链接 https://e.org/p",
    )
    found = forms.facts_of(entry, ids=("2611.04321",))
    assert found.name == "Should We Look Twice?"
    assert found.paper_title == "Should We Look Twice? A Study of Retrieval Budgets"
    citation = forms.citation_entry(
        forms.CitationForm(brackets=("〔", "〕"), names_sections=True),
        "2611.04321",
        found.paper_title,
        "§5.7",
        "",
    )
    assert (
        citation == "arXiv:2611.04321 — Should We Look Twice? A Study of Retrieval Budgets〔§5.7〕"
    )


def test_a_sentence_making_a_claim_the_brief_forbids_is_left_out() -> None:
    entry = EntryContent(
        title="FlowCache",
        summary="它回答冷热分层到底能省多少显存这个问题。它把会话分成三档。",
        unsaid=("冷热分层总能省显存",),
    )
    assert forms.facts_of(entry).sentences == ("它把会话分成三档。",)
    assert not forms.says("它把会话分成三档。", "冷热分层总能省显存")


CELL = st.text(alphabet=st.sampled_from("ab⭐—|*：。 项目来源Stars-"), max_size=8)
HEADERS = st.lists(
    st.sampled_from(
        [
            "项目",
            "Name",
            "类型",
            "要点",
            "Notes",
            "Stars",
            "许可",
            "版本",
            "成熟度",
            "首次采集",
            "来源",
            "备注",
            "X",
        ]
    ),
    min_size=1,
    max_size=8,
)


@settings(max_examples=200, deadline=None)
@given(header=HEADERS, data=st.data())
def test_a_new_row_always_has_the_tables_column_count(
    header: list[str], data: st.DataObject
) -> None:
    rows = data.draw(
        st.lists(st.lists(CELL, min_size=len(header), max_size=len(header)), max_size=3)
    )
    facts = forms.Facts(
        name=data.draw(CELL),
        sentences=tuple(data.draw(st.lists(CELL, max_size=2))),
        sources=data.draw(CELL),
        mark=data.draw(st.sampled_from(["", MARK])),
        stars=data.draw(st.sampled_from(["", "12⭐"])),
    )
    try:
        row = forms.table_row(header, rows, facts)
    except Unresolved as refused:
        # No row at all when the facts fill no cell but its name: never a row of blanks.
        # Nor a row whose one-word attribute columns the facts leave empty (`| 语言 |`).
        assert any(
            reason in str(refused)
            for reason in ("none of the new row's cells", "no column", "gives no value for")
        )
        return
    assert "\n" not in row
    assert len(split_row(row)) == len(header)


def test_a_citation_table_gets_a_row_with_the_next_number_title_and_place() -> None:
    header = ("#", "arXiv", "Title", "正文位置")
    rows = (
        ("1", "arXiv:2609.00001", "Alpha Paper", "§2.1"),
        ("2", "arXiv:2609.00002", "Beta", "—"),
    )
    found = forms.Facts(
        name="Gamma", ids=("2611.00003",), paper_title="Gamma: A Paper", where="§3.4", mark=MARK
    )
    row = forms.table_row(header, rows, found, label="3")
    assert row == f"| 3 | arXiv:2611.00003 | Gamma: A Paper | §3.4{MARK} |"
