"""KB shapes no fixture had before: setext headings under YAML front matter, defined-term
paragraphs, author-first and link-reference citation lists, entries nested under group labels,
tables that write a group once, `问：` questions, lines ending with reference markers, and
plain-sentence lists whose sentences end with their reference (fixtures/shape6-*)."""

from __future__ import annotations

import pytest

from kbpatch import forms
from kbpatch.locate import heading_words, outline
from kbpatch.models import ActionKind, EntryContent, SectionRef, Status
from kbpatch.render import append_sentence, render

from .conftest import one_action, proposed_lines

DATE = "2026-12-11"
S1 = SectionRef(key="1", raw="§1")


def lines_of(text: str) -> list[str]:
    return text.splitlines(keepends=True)


def heads(text: str) -> list[tuple[str, int, str, int]]:
    return [(h.key, h.level, h.text, h.start) for h in outline(lines_of(text))]


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        (
            "文档\n====\n\n1 缓存\n------\n\n正文。\n",
            [("", 1, "文档", 0), ("1", 2, "1 缓存", 3)],
        ),
        (
            "---\ntitle: x\ntags: [a]\n---\n\n2 调度\n---\n\n### 2.1 准入\n\n- a\n",
            [("2", 2, "2 调度", 5), ("2.1", 3, "2.1 准入", 8)],
        ),
        (
            "# 总览\n\n第3章 问题\n  ===  \n\n- [ ] 一个问题？\n",
            [("", 1, "总览", 0), ("3", 1, "第3章 问题", 2)],
        ),
    ],
)
def test_setext_headings_are_sections_and_front_matter_is_not_one(
    text: str, expected: list[tuple[str, int, str, int]]
) -> None:
    assert heads(text) == expected


@pytest.mark.parametrize(
    "text",
    [
        "## 1 章\n\n- 列表项\n---\n",  # a thematic break under a list
        "## 1 章\n\n| a | b |\n|---|---|\n| 1 | 2 |\n---\n",  # under a table
        "## 1 章\n\n第一行，\n第二行。\n---\n",  # under a paragraph of two lines
        "## 1 章\n\n```\n代码\n---\n```\n",  # inside a fence
    ],
)
def test_an_underline_not_under_a_one_line_paragraph_is_no_heading(text: str) -> None:
    assert [h.text for h in outline(lines_of(text))] == ["1 章"]


@pytest.mark.parametrize(
    ("kb", "expected"),
    [
        (
            "1 方法\n----\n\n**PrefixHub**：共享前缀。\n\n**SpanReuse**：按片段复用。\n",
            "**ShardKV**（arXiv:2612.00001）：按头切分 KV 页。",
        ),
        (
            "## 1 方法\n\n**PrefixHub** — 共享前缀。\n\n**SpanReuse** — 按片段复用。\n",
            "**ShardKV**（arXiv:2612.00001） — 按头切分 KV 页。",
        ),
        (
            "## 1 方法\n\n__PrefixHub__（2025）：共享前缀。\n\n"
            "__SpanReuse__（2026）：按片段复用。\n",
            "**ShardKV**（arXiv:2612.00001）：按头切分 KV 页。",
        ),
    ],
)
def test_an_entry_among_defined_terms_is_a_bold_paragraph_after_a_blank_line(
    kb: str, expected: str
) -> None:
    entry = EntryContent(title="ShardKV", summary="按头切分 KV 页。")
    act = one_action(ActionKind.ADD_ENTRY, S1, entry=entry, source_ids=("2612.00001",))
    new = proposed_lines(render(lines_of(kb), act, date=DATE))
    assert new[0] == ""
    assert new[1].startswith(expected)
    assert len(new) == 2


@pytest.mark.parametrize(
    "citation",
    [
        "1. Zhang et al., 2025. PrefixHub. arXiv:2505.11021",
        "[1] Zhang, Q. (2025). PrefixHub. arXiv:2505.11021",
        "1) Zhang et al. PrefixHub, 2025 — arXiv:2505.11021",
    ],
)
def test_a_citation_list_written_authors_first_gets_no_id_first_line(citation: str) -> None:
    kb = f"## 4 参考文献\n\n{citation}\n{citation.replace('1', '2', 1)}\n"
    act = one_action(
        ActionKind.ADD_CITATION,
        SectionRef(key="4", raw="§4"),
        phrase="BurstKV",
        source_ids=("2612.10101",),
    )
    rendered = render(lines_of(kb), act, date=DATE)
    assert rendered.status is Status.UNRESOLVED
    assert "not starting with the id" in rendered.reason


@pytest.mark.parametrize(
    ("kb", "expected"),
    [
        (
            "## 1 引擎\n\n- 单机\n  - **ferro**：单机。\n- 分布式\n  - **gull**：多卡。\n"
            "  - **wren**：MoE。\n",
            "  - **kite**：",
        ),
        (
            "## 1 引擎\n\n* 单机\n    * **ferro** — 单机。\n* 分布式\n    * **wren** — MoE。\n",
            "    * **kite** — ",
        ),
        (
            "## 1 引擎\n\n1. 单机\n   1. ferro：单机。\n2. 分布式\n   1. gull：多卡。\n"
            "   2. wren：MoE。\n",
            "   3. kite：",
        ),
    ],
)
def test_an_entry_beside_a_nested_one_is_an_item_of_that_nested_list(
    kb: str, expected: str
) -> None:
    entry = EntryContent(title="kite", summary="按层切分。")
    act = one_action(ActionKind.ADD_ENTRY, S1, entry=entry, siblings=("wren",))
    (line,) = proposed_lines(render(lines_of(kb), act, date=DATE))
    assert line.startswith(expected)
    # Without the neighbour, the group is not guessed.
    rendered = render(lines_of(kb), one_action(ActionKind.ADD_ENTRY, S1, entry=entry), date=DATE)
    assert rendered.status is Status.UNRESOLVED
    assert "groups its entries" in rendered.reason


def test_details_nested_under_entries_are_not_groups() -> None:
    kb = "## 1 引擎\n\n- **ferro**：单机。\n  - 只支持 dense。\n- **gull**：多卡。\n  - 64 卡。\n"
    act = one_action(ActionKind.ADD_ENTRY, S1, entry=EntryContent(title="kite", summary="分层。"))
    (line,) = proposed_lines(render(lines_of(kb), act, date=DATE))
    assert line.startswith("- **kite**：分层。")


@pytest.mark.parametrize(
    ("body", "expected"),
    [
        ("- SlotGate 按显存准入。[3]", "- SlotGate 按显存准入。只在 A100 上复现过。[3]"),
        ("- SlotGate 按显存准入。[^2]", "- SlotGate 按显存准入。只在 A100 上复现过。[^2]"),
        ("- SlotGate 按显存准入。[1][4]", "- SlotGate 按显存准入。只在 A100 上复现过。[1][4]"),
    ],
)
def test_words_added_to_a_line_go_before_its_reference_markers(body: str, expected: str) -> None:
    assert append_sentence(body, "只在 A100 上复现过") == expected


@pytest.mark.parametrize(
    ("body", "addition", "expected"),
    [
        # A source named by its label, as the line's last sentence: words go before it.
        (
            "- SlotGate 按显存准入。来源：arXiv:2401.00001。",
            "（仅 A100）",
            "- SlotGate 按显存准入（仅 A100）。来源：arXiv:2401.00001。",
        ),
        (
            "- SlotGate 按显存准入。来源：arXiv:2401.00001。",
            "只在 A100 上复现过。",
            "- SlotGate 按显存准入。只在 A100 上复现过。来源：arXiv:2401.00001。",
        ),
        (
            "- SlotGate 按显存准入。出处：arXiv:2401.00001、arXiv:2402.00002",
            "（单机）",
            "- SlotGate 按显存准入（单机）。出处：arXiv:2401.00001、arXiv:2402.00002",
        ),
        # A note on a sentence whose source closes it in brackets: before the source.
        (
            "- SlotGate 拒绝率最低（arXiv:2401.00001）。",
            "（仅 A100）",
            "- SlotGate 拒绝率最低（仅 A100）（arXiv:2401.00001）。",
        ),
        (
            "- SlotGate 拒绝率最低（arXiv:2401.00001、arXiv:2402.00002）。",
            "（作者自测）",
            "- SlotGate 拒绝率最低（作者自测）（arXiv:2401.00001、arXiv:2402.00002）。",
        ),
        # A sentence of its own after a bracketed source, and a note after a bracketed year,
        # stay as they were.
        (
            "- SlotGate 拒绝率最低（arXiv:2401.00001）。",
            "代价是准入延迟上升。",
            "- SlotGate 拒绝率最低（arXiv:2401.00001）。代价是准入延迟上升。",
        ),
        (
            "- SlotGate 拒绝率最低（2023）。",
            "（仅 A100）",
            "- SlotGate 拒绝率最低（2023）（仅 A100）。",
        ),
    ],
)
def test_words_added_to_a_line_go_before_the_source_it_ends_with(
    body: str, addition: str, expected: str
) -> None:
    assert append_sentence(body, addition) == expected


@pytest.mark.parametrize(
    ("mention", "entry"),
    [
        ("- [ ] 复现 SlotGate 的曲线", "- SlotGate 按显存准入。"),
        ("- 与 SlotGate 对比过", "- **SlotGate**：按显存准入。"),
        ("2. 对照 SlotGate 的拒绝率", "1. SlotGate 按显存准入。"),
    ],
)
def test_an_entry_named_is_the_one_its_name_opens_not_a_line_that_mentions_it(
    mention: str, entry: str
) -> None:
    kb = f"## 1 准入\n\n{entry}\n\n待跟进：\n\n{mention}\n"
    act = one_action(ActionKind.APPEND, S1, anchor="SlotGate", phrase="只测了 A100")
    rendered = render(lines_of(kb), act, date=DATE)
    (line,) = proposed_lines(rendered)
    assert line.startswith(entry.rstrip("。"))
    assert rendered.edit is not None and rendered.edit.start == 2


@pytest.mark.parametrize("lead", ["问：", "Q: ", "Question: "])
def test_a_question_among_lead_word_questions_carries_the_lead(lead: str) -> None:
    kb = f"## 1 待解问题\n\n{lead}甲是否成立？\n答：待测。\n\n{lead}乙是否成立？\n答：暂无。\n"
    act = one_action(ActionKind.ADD_QUESTION, S1, phrase="丙是否成立？")
    new = proposed_lines(render(lines_of(kb), act, date=DATE))
    assert new[0] == ""
    assert new[1].startswith(f"{lead}丙是否成立？")


@pytest.mark.parametrize(
    ("definition", "expected"),
    [
        (
            '[1]: https://arxiv.org/abs/2505.11021 "PrefixHub"',
            '[3]: https://arxiv.org/abs/2612.20202 "PreemptSwap：按页换出"',
        ),
        (
            "[1]: https://arxiv.org/abs/2505.11021 'PrefixHub'",
            "[3]: https://arxiv.org/abs/2612.20202 'PreemptSwap：按页换出'",
        ),
        (
            "[1]: <https://arxiv.org/abs/2505.11021> (PrefixHub)",
            "[3]: <https://arxiv.org/abs/2612.20202> (PreemptSwap：按页换出)",
        ),
    ],
)
def test_a_citation_among_link_references_is_one_more_definition(
    definition: str, expected: str
) -> None:
    kb = f"## 4 参考文献\n\n{definition}\n{definition.replace('[1]', '[2]')}\n"
    entry = EntryContent(title="PreemptSwap", summary="抢占时按页换出。")
    act = one_action(
        ActionKind.ADD_CITATION,
        SectionRef(key="4", raw="§4"),
        phrase="PreemptSwap",
        source_ids=("2612.20202",),
        entry=entry,
        item_title="PreemptSwap（arXiv:2612.20202）—— 按页换出",
    )
    (line,) = proposed_lines(render(lines_of(kb), act, date=DATE))
    assert line == expected


@pytest.mark.parametrize(
    "table",
    [
        "| 厂商 | 卡型 | 显存 |\n|---|---|---|\n| 甲厂 | X100 | 80 GB |\n|  | X100e | 96 GB |\n"
        "| 乙厂 | Y20 | 64 GB |\n",
        "| 组 | 项目 | 要点 |\n|---|---|---|\n| 引擎 | ferro | 单机。 |\n| | pika | 边缘。 |\n",
        "| Vendor | Card | Notes |\n| --- | --- | --- |\n| A | X1 | main |\n| B | Y1 | edge |\n"
        "|   | Y2 | lite |\n",
    ],
)
def test_a_table_that_writes_each_group_once_gets_no_guessed_row(table: str) -> None:
    act = one_action(ActionKind.ADD_ENTRY, S1, entry=EntryContent(title="X200", summary="新卡。"))
    rendered = render(lines_of(f"## 1 卡型\n\n{table}"), act, date=DATE)
    assert rendered.status is Status.UNRESOLVED
    assert "groups its rows" in rendered.reason


@pytest.mark.parametrize(
    ("items", "expected"),
    [
        (
            "- 连续批处理是默认做法（Kwon et al., 2023）。\n"
            "- 分块 prefill 压低 p99（Agrawal, 2024）。\n",
            "- FlexChunk 在线调整块大小（arXiv:2612.30303）。",
        ),
        (
            "- 准入按 SLO 余量放行。\n- 余量估计误差变成尾延迟（arXiv:2608.33333）。\n",
            "- FlexChunk 在线调整块大小（arXiv:2612.30303）。",
        ),
        (
            "1. 抢占时优先换出。\n2. 恢复时复用前缀。\n",
            "3. FlexChunk 在线调整块大小（arXiv:2612.30303）。",
        ),
    ],
)
def test_a_summary_that_names_its_subject_is_a_sentence_among_plain_sentences(
    items: str, expected: str
) -> None:
    entry = EntryContent(title="FlexChunk", summary="FlexChunk 在线调整块大小。")
    act = one_action(ActionKind.ADD_ENTRY, S1, entry=entry, source_ids=("2612.30303",))
    (line,) = proposed_lines(render(lines_of(f"## 1 批处理\n\n{items}"), act, date=DATE))
    assert line.startswith(expected)


@pytest.mark.parametrize(
    ("head", "name"),
    [
        ("kite/shard repo", "kite/shard"),
        ("Orca-7B model 官方卡片", "Orca-7B"),
        ("FlexChunk paper", "FlexChunk"),
    ],
)
def test_the_kind_after_a_name_in_a_title_is_not_part_of_the_name(head: str, name: str) -> None:
    assert forms.entity_name(f"{head} 首采") == name


@pytest.mark.parametrize(
    ("heading", "key", "words"),
    [("1) Engines", "1", "Engines"), ("2）调度", "2", "调度"), ("3.1) 准入", "3.1", "准入")],
)
def test_a_number_closed_by_a_parenthesis_numbers_its_heading(
    heading: str, key: str, words: str
) -> None:
    (found,) = outline(lines_of(f"## {heading}\n\n正文。\n"))
    assert found.key == key
    assert heading_words(found) == words


@pytest.mark.parametrize("lead", ["Q: ", "问：", "Question: "])
def test_a_question_among_lead_word_items_carries_the_lead(lead: str) -> None:
    kb = f"## 1 Open questions\n\n- {lead}Does A hold?\n- {lead}Does B hold?\n"
    act = one_action(ActionKind.ADD_QUESTION, S1, phrase="Does C hold?")
    (line,) = proposed_lines(render(lines_of(kb), act, date=DATE))
    assert line.startswith(f"- {lead}Does C hold?")


@pytest.mark.parametrize(
    ("after", "expected"),
    [
        ("Follow-ups:\n\n- [ ] 测命中率\n- [ ] 比较块大小\n- [ ] 查租户泄漏\n", "- **SegCache**"),
        ("待跟进：\n\n1. 复现曲线\n2. 找实现\n3. 写周报\n", "- **SegCache**"),
        ("<!-- 备注 -->\n\n* 备忘一\n* 备忘二\n* 备忘三\n", "- **SegCache**"),
    ],
)
def test_an_entry_beside_a_named_neighbour_takes_the_neighbours_list_not_a_longer_one(
    after: str, expected: str
) -> None:
    kb = f"## 1 缓存\n\n- **RadixCache**：基数树。\n- **HashPrefix**：块哈希。\n\n{after}"
    entry = EntryContent(title="SegCache", summary="按语义段缓存。")
    act = one_action(ActionKind.ADD_ENTRY, S1, entry=entry, siblings=("HashPrefix",))
    rendered = render(lines_of(kb), act, date=DATE)
    (line,) = proposed_lines(rendered)
    assert line.startswith(expected + "：按语义段缓存。")
    assert rendered.edit is not None and rendered.edit.start == 4


@pytest.mark.parametrize(
    ("items", "separator"),
    [
        (("**RadixCache**: shares prefixes.", "**HashPrefix**: hashes blocks."), ": "),
        (("RadixCache: shares prefixes.", "HashPrefix: hashes blocks."), ": "),
        (("**RadixCache**:共享前缀。", "**HashPrefix**:块哈希。"), "："),
    ],
)
def test_an_ascii_colon_with_its_space_is_the_lists_own_separator(
    items: tuple[str, str], separator: str
) -> None:
    assert forms.learn_list(items).separator == separator
