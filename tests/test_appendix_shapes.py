"""A document of yet another shape: chapters as level-1 headings (`# 1 …`, `## 1.1`), the
citations in an appendix (`## 附录 A 参考文献`, `- [A2] arXiv:id Title（见 2.1）`), open
questions as bold-labelled paragraphs (`**OQ7** …`), two tables in one section, list items
that end with their reference (`（见 A1）。`) and plain-sentence numbered lists."""

from __future__ import annotations

from dataclasses import replace

import pytest

from kbpatch import forms
from kbpatch.locate import heading_key, outline, resolve
from kbpatch.models import Action, ActionKind, Edit, EntryContent, SectionRef, Status
from kbpatch.parse import parse_brief
from kbpatch.reading import plan
from kbpatch.reading.clauses import refs_in
from kbpatch.reading.lexicon import default_lexicon
from kbpatch.render import render

from .conftest import one_action, proposed_lines
from .test_reading import one_item

DATE = "2026-12-11"

KB = """\
# 1 引擎

## 1.1 引擎与网关

| 名称 | 类型 | 要点 | Stars |
|---|---|---|---|
| ferro/infer | 引擎 | 单机引擎。 | 1,120⭐ |
| pika/serve | 引擎 | 边缘引擎。 | 410⭐ |

| 名称 | 路由依据 | Stars |
|---|---|---|
| gull/router | 模型名 | 760⭐ |

## 1.2 部署备忘

1. 多实例共享权重时，先确认只读挂载。
2. 量化模型上线前对齐 tokenizer 版本。

# 2 缓存

## 2.1 KV 缓存

- **PageKV** — 按页管理 KV（见 A1）。
- **TierCache** — 冷页换出到主机内存（见 A2）。

## 2.3 开放问题

**OQ6** 页大小是否应随序列长度变化？

**OQ7** 冷页换出的时机由谁决定？

# 附录

## 附录 A 参考文献

- [A1] arXiv:2309.06180 PagedAttention（见 2.1）
- [A2] arXiv:2610.60002 TierCache: Host-Memory Spill（见 2.1）
"""
LINES = KB.splitlines(keepends=True)
APPENDIX = SectionRef(key="appendix-a", raw="附录 A")


def action(kind: ActionKind, target: SectionRef, **fields: object) -> Action:
    return one_action(kind, target, **fields)


@pytest.mark.parametrize(
    ("heading", "key"),
    [("附录 A 参考文献", "appendix-a"), ("附录C", "appendix-c"), ("附录", ""), ("1 引擎", "1")],
)
def test_an_appendix_is_keyed_by_its_letter_not_as_a_roman_numeral(heading: str, key: str) -> None:
    assert heading_key(heading) == key


@pytest.mark.parametrize(
    ("clause", "keys"),
    [("附录 A 末尾登记一条引用", ["appendix-a"]), ("附录A 第 2 条标注“已复核”", ["appendix-a"])],
)
def test_a_brief_names_an_appendix_by_its_letter(clause: str, keys: list[str]) -> None:
    assert [r.ref.key for r in refs_in(clause, default_lexicon(), "serving")] == keys


def test_the_appendix_heading_is_found_under_a_level_one_chapter() -> None:
    assert resolve(outline(LINES), APPENDIX).text == "附录 A 参考文献"


def test_a_new_appendix_citation_takes_the_next_lettered_label_and_the_lists_mark() -> None:
    act = action(
        ActionKind.ADD_CITATION,
        APPENDIX,
        phrase="ShardKV",
        source_ids=("2611.61001",),
        supports="§2.1",
    )
    (line,) = proposed_lines(render(LINES, act, date=DATE))
    assert line.startswith("- [A3] arXiv:2611.61001 ShardKV（见 2.1）")


def test_a_citation_numbered_by_its_letter_label_is_annotated() -> None:
    act = action(
        ActionKind.ANNOTATE_CITATION,
        APPENDIX,
        anchor="2",
        phrase="v2 已复核",
        source_ids=("2611.61001",),  # the item's own paper; `第 2 条` names the citation
    )
    (line,) = proposed_lines(render(LINES, act, date=DATE))
    assert line == "- [A2] arXiv:2610.60002 TierCache: Host-Memory Spill（见 2.1；v2 已复核）"


def test_a_question_among_labelled_paragraphs_is_a_paragraph_of_its_own() -> None:
    act = action(ActionKind.ADD_QUESTION, SectionRef(key="2.3", raw="§2.3"), phrase="谁来换出？")
    lines = proposed_lines(render(LINES, act, date=DATE))
    assert lines[0] == ""
    assert lines[1].startswith("**OQ8** 谁来换出？")


def test_an_entry_beside_items_ending_with_their_reference_ends_with_its_id() -> None:
    entry = EntryContent(title="ShardKV", summary="按注意力头切分 KV 页。")
    act = action(
        ActionKind.ADD_ENTRY,
        SectionRef(key="2.1", raw="§2.1"),
        entry=entry,
        source_ids=("2611.61001",),
    )
    (line,) = proposed_lines(render(LINES, act, date=DATE))
    assert line.startswith("- **ShardKV** — 按注意力头切分 KV 页（arXiv:2611.61001）。")


def test_dictated_words_beside_plain_sentences_are_the_whole_entry() -> None:
    entry = EntryContent(title="moss/edge", summary="上线前核对 NPU 驱动版本。", dictated=True)
    act = action(ActionKind.ADD_ENTRY, SectionRef(key="1.2", raw="§1.2"), entry=entry)
    (line,) = proposed_lines(render(LINES, act, date=DATE))
    assert line.startswith("3. 上线前核对 NPU 驱动版本。（E1 ")


def test_dictated_words_beside_named_items_keep_the_name() -> None:
    form = forms.learn_list(("**PageKV** — 按页管理。", "**TierCache** — 冷页换出。"))
    facts = forms.Facts(name="ShardKV", sentences=("按头切分。",), dictated=True)
    assert forms.list_entry(form, facts).startswith("**ShardKV** — 按头切分。")


def test_a_kind_every_row_shares_is_given_when_the_brief_says_it() -> None:
    entry = EntryContent(title="moss/edge", summary="手机端的 int4 推理引擎。")
    act = action(ActionKind.ADD_ENTRY, SectionRef(key="1.1", raw="§1.1"), entry=entry)
    (line,) = proposed_lines(render(LINES, act, date=DATE))
    assert line.startswith("| moss/edge | 引擎 | ")


def test_a_kind_the_brief_does_not_say_is_left_missing() -> None:
    facts = forms.Facts(name="x/y", sentences=("一个网关。",))
    assert forms.shared_kind(["引擎", "引擎"], facts) == ""
    assert forms.shared_kind(["引擎", "网关"], forms.Facts(name="x", sentences=("引擎",))) == ""


def test_an_entry_named_with_that_clause_is_the_one_appended_to() -> None:
    (act,) = [
        a
        for a in plan(parse_brief(one_item('§2.2 FlowCache 那条末尾补一句"v2 已复核。"')))
        if a.kind is ActionKind.APPEND
    ]
    assert (act.anchor, act.phrase) == ("FlowCache", "v2 已复核。")


def test_an_entry_given_after_a_colon_is_written_in_those_words() -> None:
    (act,) = [
        a
        for a in plan(parse_brief(one_item('§2.2 新增一条："冷档换出前先落盘。"')))
        if a.kind is ActionKind.ADD_ENTRY
    ]
    assert act.entry is not None
    assert act.entry.dictated
    assert act.entry.summary == "冷档换出前先落盘。"


def test_a_question_pointing_at_its_items_entry_by_name_shows_where_it_stands() -> None:
    suggestion = (
        '§2.2 末尾新增 FlowCache 条目；§6.1 新增一条开放问题："冷档多大合适？"，指向 FlowCache。'
    )
    actions = plan(parse_brief(one_item(suggestion)))
    entry = next(a for a in actions if a.kind is ActionKind.ADD_ENTRY)
    question = next(a for a in actions if a.kind is ActionKind.ADD_QUESTION)
    assert question.depends_on == (entry.id,)
    assert question.phrase == "冷档多大合适？（见 §2.2）"


def test_a_question_pointing_at_another_name_carries_no_pointer() -> None:
    suggestion = '§2.2 末尾新增 FlowCache 条目；§6.1 新增一条开放问题："冷档多大合适？"，指向 LRU。'
    question = next(
        a for a in plan(parse_brief(one_item(suggestion))) if a.kind is ActionKind.ADD_QUESTION
    )
    assert question.depends_on == ()
    assert question.phrase == "冷档多大合适？"


# ---------------------------------------------------------------- the same brief, other shapes


def test_an_evidence_level_the_brief_dictates_fills_the_arrow_lists_evidence_slot() -> None:
    bodies = [
        "**PrefetchNet**（arXiv:2609.11111，预取）→ 推理侧可迁移点：预热 → 证据等级：论文自测。",
        "**LateBind**（arXiv:2609.22222，晚绑定）→ 推理侧可迁移点：晚拼 → 证据等级：论文自测。",
    ]
    (act,) = [
        a
        for a in plan(parse_brief(one_item('§2.2 末尾新增 FlowCache，证据等级写"论文自测"。')))
        if a.kind is ActionKind.ADD_ENTRY
    ]
    assert act.entry is not None
    facts = forms.facts_of(act.entry, item_title=act.item_title, ids=act.source_ids)
    text = forms.list_entry(forms.learn_list(tuple(bodies)), facts)
    # The slot, and the full stop every neighbour ends with.
    assert text.endswith("→ 证据等级：论文自测。")


def test_an_id_for_an_english_sentence_goes_before_its_full_stop() -> None:
    lines = "# KB\n\n## 6.2 Trends\n\n- Admission moves into the gateway.\n".splitlines(True)
    act = action(
        ActionKind.ADD_SOURCE,
        SectionRef(key="6.2", raw="§6.2"),
        phrase="Admission moves into the gateway",
        source_ids=("2611.72002",),
    )
    assert proposed_lines(render(lines, act, date=DATE)) == [
        "- Admission moves into the gateway (arXiv:2611.72002)."
    ]


def test_a_citation_named_by_its_label_is_annotated_without_an_id() -> None:
    (act,) = [
        a
        for a in plan(parse_brief(one_item('§7 Ref-3 标注"已发表"。', title="Ref 复核")))
        if a.kind is ActionKind.ANNOTATE_CITATION
    ]
    assert (act.anchor, act.phrase) == ("3", "已发表")
    lines = (
        "# KB\n\n## 7. References\n\n- Ref-2: arXiv:2610.70002 — Gateway Routing [§1.1]\n"
        "- Ref-3: arXiv:2610.70003 — Learned Draft Budgets [pending]\n"
    ).splitlines(True)
    marked = replace(act, source_ids=())
    assert proposed_lines(render(lines, marked, date=DATE)) == [
        "- Ref-3: arXiv:2610.70003 — Learned Draft Budgets [pending；已发表]"
    ]


def test_a_version_on_the_entitys_card_fills_the_version_column() -> None:
    entry = EntryContent(
        title="pelican/routerd",
        summary="按命中率路由。",
        sources="organized/repo_cards/7001-pelican-routerd.md（Apache-2.0，1,780⭐，v0.4）",
    )
    facts = forms.facts_of(entry)
    row = forms.table_row(["Project", "Version"], [["**a/b**", "v1"]], facts)
    assert row == "| **pelican/routerd** | v0.4 |"


# ---------------------------------------------------------------- two tables in one section


def table_entry(request: str) -> Action:
    entry = EntryContent(title="moss/edge", summary="手机端推理引擎。")
    return replace(
        action(ActionKind.ADD_ENTRY, SectionRef(key="1.1", raw="§1.1"), entry=entry),
        request=request,
    )


def test_a_table_named_by_what_its_rows_say_gets_the_new_row() -> None:
    (line,) = proposed_lines(
        render(LINES, table_entry("§1.1 引擎表新增一行 moss/edge。"), date=DATE)
    )
    assert line.startswith("| moss/edge | 引擎 |")


def test_a_table_name_no_table_carries_is_unresolved_not_the_longest_table() -> None:
    rendered = render(LINES, table_entry("§1.1 网关表新增一行 moss/edge。"), date=DATE)
    assert rendered.status is Status.UNRESOLVED
    assert "「网关表」 names none" in rendered.reason


def test_a_section_with_two_tables_named_by_no_word_keeps_its_entries_table() -> None:
    (line,) = proposed_lines(render(LINES, table_entry("§1.1 表格新增一行 moss/edge。"), date=DATE))
    assert line.startswith("| moss/edge | 引擎 |")


def test_the_shorter_of_two_tables_gets_the_row_when_the_brief_names_it() -> None:
    lines = (
        "# KB\n\n## 1.1 引擎与网关\n\n| 引擎 | 要点 |\n|---|---|\n"
        "| a/x | 一。 |\n| b/y | 二。 |\n\n"
        "| 网关 | 要点 |\n|---|---|\n| g/r | 三。 |\n\n## 1.2 其他\n"
    ).splitlines(True)
    (line,) = proposed_lines(
        render(lines, table_entry("§1.1 网关表新增一行 moss/edge。"), date=DATE)
    )
    assert line.startswith("| moss/edge | ")
    rendered = render(lines, table_entry("§1.1 网关表新增一行 moss/edge。"), date=DATE)
    assert isinstance(rendered.edit, Edit)
    assert rendered.edit.start == 12  # after `| g/r | 三。 |`, the second table's last row
