"""A section whose entries are followed by other lists under a label of their own (questions
after `疑问：`, citations after `参考：`, links, a summary, notes under a table) takes a new entry
in the entries' list, found by what its items are, never in the last list. Two labelled lists
of entries (`**主要方法**` / `**不足**`) are told apart only by the label the brief names;
unnamed, the entry is unresolved with both lists. (Our own KBs and briefs.)"""

from __future__ import annotations

import pytest

from kbpatch.models import ActionKind, Status

from .conftest import added_lines, apply_edit, render_brief

DATE = "2026-12-20"


def kb(section: str) -> list[str]:
    text = f"# 检索 活文档\n\n## 1 稠密检索\n\n{section}\n## 2 稀疏检索\n\n- **BM25**：词频基线。\n"
    return text.splitlines(keepends=True)


def brief(request: str) -> str:
    return (
        "# 检索 · E1 预消化简报（2026-12-20）\n\n"
        "- **作者**：Wen · E1 预消化（检索）\n"
        "- **时间**：2026-12-20 21:00\n"
        "- **对照活文档**：organized/knowledge/retrieval.md\n\n"
        "## 一、增量\n\n"
        "### 增量 1：Contriever-2 论文首采\n\n"
        "- **来源**：organized/paper_cards/31-contriever2.md\n"
        "- **要点**：Contriever-2 用无监督对比学习训练检索器，零样本召回高 4 点。\n"
        '- **开放问题**："无监督检索器能否替代标注数据？"\n'
        f"- **建议归入**：{request}\n"
    )


ENTRIES = "- **DPR**：双塔编码器。\n- **ColBERT**：逐词晚交互。\n\n"
LAST_ENTRY = "- **ColBERT**：逐词晚交互。\n"

# A label and the list under it that is not the entries' list.
TRAILING = {
    "questions under 疑问：": "疑问：\n\n- 负样本该怎么挖？\n- 蒸馏是否必要？\n",
    "questions under a bold label": "**待解问题**\n\n- 负样本该怎么挖？\n- 蒸馏是否必要？\n",
    "numbered questions under 问题：": "问题：\n- Q1.1 负样本该怎么挖？\n- Q1.2 蒸馏是否必要？\n",
    "citations under 参考：": "参考：\n\n- arXiv:2004.04906 — DPR\n- arXiv:2004.12832 — ColBERT\n",
    "links under 相关链接：": (
        "相关链接：\n\n- https://github.com/facebookresearch/DPR\n"
        "- https://github.com/stanford-futuredata/ColBERT\n"
    ),
    "a summary under 小结：": "小结：\n\n- 双塔快，晚交互准。\n- 两者都需要难负样本。\n",
}

PHRASINGS = (
    "§1 新增一条 Contriever-2。",
    "§1 补录一条 Contriever-2。",
    "「稠密检索」一节新增 Contriever-2 条目。",
    "§1 末尾加一条 Contriever-2。",
)


def added_entry(section: str, request: str) -> tuple[str, list[str]]:
    """The one line the new entry adds, and the KB after it."""
    lines = kb(section)
    results = render_brief(brief(request), lines, DATE)
    [entry] = [r for a, r in results if a.kind is ActionKind.ADD_ENTRY]
    assert entry.status is Status.PROPOSED, entry.reason
    assert entry.edit is not None
    after = apply_edit(lines, entry.edit)
    new = [line for line in after if line not in lines]
    assert len(new) == 1, new
    return new[0], after


@pytest.mark.parametrize("shape", sorted(TRAILING))
@pytest.mark.parametrize("request_words", PHRASINGS)
def test_a_new_entry_joins_the_entries_not_a_labelled_list_after_them(
    shape: str, request_words: str
) -> None:
    new, after = added_entry(ENTRIES + TRAILING[shape], request_words)
    assert new.startswith("- **Contriever-2**"), new
    assert after[after.index(new) - 1] == LAST_ENTRY


TABLE = (
    "| 名称 | 结构 | 备注 |\n|---|---|---|\n| DPR | 双塔 | 基线 |\n| ColBERT | 晚交互 | 慢 |\n\n"
)


@pytest.mark.parametrize("request_words", PHRASINGS[:3])
def test_a_table_of_entries_with_notes_under_it_takes_a_row(request_words: str) -> None:
    section = TABLE + "注：\n\n- 召回率为作者自报。\n- 结构按论文自述。\n"
    new, after = added_entry(section, request_words)
    assert new.startswith("| Contriever-2 |"), new
    assert after[after.index(new) - 1] == "| ColBERT | 晚交互 | 慢 |\n"


TWO_LABELLED = {
    "bold labels": (
        "**主要方法**\n\n- **DPR**：双塔编码器。\n- **ColBERT**：逐词晚交互。\n\n"
        "**不足**\n\n- **成本**：索引占 10 倍存储。\n- **领域**：跨领域掉点。\n"
    ),
    "plain labels": (
        "主要方法：\n\n- **DPR**：双塔编码器。\n- **ColBERT**：逐词晚交互。\n\n"
        "不足：\n\n- **成本**：索引占 10 倍存储。\n- **领域**：跨领域掉点。\n"
    ),
}


@pytest.mark.parametrize("shape", sorted(TWO_LABELLED))
@pytest.mark.parametrize(
    "request_words",
    (
        "§1 主要方法新增一条 Contriever-2。",
        "§1「主要方法」新增一条 Contriever-2。",
        "§1 主要方法列表末尾补一条 Contriever-2。",
        "§1 主要方法下加一条 Contriever-2。",
    ),
)
def test_the_label_the_brief_names_picks_its_list(shape: str, request_words: str) -> None:
    new, after = added_entry(TWO_LABELLED[shape], request_words)
    assert new.startswith("- **Contriever-2**"), new
    assert after[after.index(new) - 1] == LAST_ENTRY


@pytest.mark.parametrize("shape", sorted(TWO_LABELLED))
@pytest.mark.parametrize("request_words", PHRASINGS[:2])
def test_two_labelled_lists_of_named_items_unnamed_are_not_guessed(
    shape: str, request_words: str
) -> None:
    results = render_brief(brief(request_words), kb(TWO_LABELLED[shape]), DATE)
    [entry] = [r for a, r in results if a.kind is ActionKind.ADD_ENTRY]
    assert entry.status is Status.UNRESOLVED
    assert "「主要方法」" in entry.reason and "「不足」" in entry.reason
    assert "「- **DPR**：双塔编码器。」" in entry.reason


@pytest.mark.parametrize("shape", sorted(TWO_LABELLED))
def test_a_named_neighbour_still_places_the_entry_between_labelled_lists(shape: str) -> None:
    new, after = added_entry(TWO_LABELLED[shape], "§1 新增一条 Contriever-2，放在 ColBERT 之后。")
    assert after[after.index(new) - 1] == LAST_ENTRY


def test_a_question_of_the_section_joins_its_labelled_question_list() -> None:
    lines = kb(ENTRIES + TRAILING["questions under 疑问："])
    text = brief('§1 新增一条 Contriever-2；§1 新增一条开放问题："无监督检索器能否替代标注数据？"')
    [question] = [
        r for a, r in render_brief(text, lines, DATE) if a.kind is ActionKind.ADD_QUESTION
    ]
    assert question.edit is not None, question.reason
    after = apply_edit(lines, question.edit)
    new = [line for line in after if line not in lines]
    assert len(new) == 1 and "无监督检索器能否替代标注数据？" in new[0], new
    assert after[after.index(new[0]) - 1] == "- 蒸馏是否必要？\n"


def test_a_labelled_second_table_leaves_new_rows_to_the_first() -> None:
    section = TABLE + "已弃用：\n\n| 名称 | 结构 | 备注 |\n|---|---|---|\n| ANCE | 双塔 | 旧 |\n"
    new, after = added_entry(section, "§1 新增一条 Contriever-2。")
    assert after[after.index(new) - 1] == "| ColBERT | 晚交互 | 慢 |\n"


def test_unlabelled_lists_still_take_the_entry_in_the_longest() -> None:
    section = (
        ENTRIES.replace("\n\n", "\n- **ANCE**：异步负样本。\n\n") + "另有一行说明。\n\n- 见附录。\n"
    )
    new, after = added_entry(section, "§1 新增一条 Contriever-2。")
    assert after[after.index(new) - 1] == "- **ANCE**：异步负样本。\n"


# A document whose questions stand in a chapter of their own, and whose citations too.
QUESTION_CHAPTER = """\
# 检索 活文档

## 1 稠密检索

### 1.1 双塔

- **DPR**：双塔编码器（arXiv:2004.04906）。
- **ANCE**：异步负样本。

## 2 开放问题

1. 负样本该怎么挖？

## 3 参考文献

1. arXiv:2004.04906 — DPR
"""


def rendered_alone(text: str, request: str, kind: ActionKind) -> tuple[Status, str]:
    lines = text.splitlines(keepends=True)
    [result] = [r for a, r in render_brief(brief(request), lines, DATE) if a.kind is kind]
    return result.status, result.reason


@pytest.mark.parametrize(
    "request_words",
    (
        '§1.1 新增一条开放问题："难负样本是否总是有益？"',
        "§1.1 加一问「难负样本是否总是有益？」",
        '§1.1 末尾补一条开放问题："难负样本是否总是有益？"',
        '「双塔」一节新增开放问题："难负样本是否总是有益？"',
    ),
)
def test_a_question_for_a_section_of_entries_is_not_filed_as_an_entry(
    request_words: str,
) -> None:
    status, reason = rendered_alone(QUESTION_CHAPTER, request_words, ActionKind.ADD_QUESTION)
    assert status is Status.UNRESOLVED
    assert "no list of open questions" in reason and "**ANCE**" in reason


@pytest.mark.parametrize(
    ("request_words", "reason"),
    (
        ('§3 新增一条开放问题："难负样本是否总是有益？"', "holds citations"),
        ("§3 加一问「难负样本是否总是有益？」", "holds citations"),
        # The words name another section than the number: that conflict is reported first.
        ('§3 开放问题新增一条："难负样本是否总是有益？"', "「2 开放问题」"),
    ),
)
def test_a_question_for_the_citation_list_is_not_filed_as_a_citation(
    request_words: str, reason: str
) -> None:
    status, said = rendered_alone(QUESTION_CHAPTER, request_words, ActionKind.ADD_QUESTION)
    assert status is Status.UNRESOLVED
    assert reason in said


@pytest.mark.parametrize(
    "request_words", ("§2 新增一条 Contriever-2。", "§2 补录一条 Contriever-2。")
)
def test_a_paper_for_the_question_list_is_not_filed_as_a_question(request_words: str) -> None:
    status, reason = rendered_alone(QUESTION_CHAPTER, request_words, ActionKind.ADD_ENTRY)
    assert status is Status.UNRESOLVED
    assert "list of open questions" in reason


@pytest.mark.parametrize(
    ("request_words", "kind"),
    (
        ('§2 新增一条开放问题："难负样本是否总是有益？"', ActionKind.ADD_QUESTION),
        ('开放问题新增一条："难负样本是否总是有益？"', ActionKind.ADD_QUESTION),
        # A new "entry" that is a question is read as the question (新增一条"…？").
        ('§2 新增一条："难负样本是否总是有益？"', ActionKind.ADD_QUESTION),
    ),
)
def test_a_question_for_the_question_list_still_joins_it(
    request_words: str, kind: ActionKind
) -> None:
    lines = QUESTION_CHAPTER.splitlines(keepends=True)
    [result] = [r for a, r in render_brief(brief(request_words), lines, DATE) if a.kind is kind]
    assert result.edit is not None, result.reason
    new = added_lines(result, lines)
    assert len(new) == 1 and new[0].startswith("2. 难负样本是否总是有益？"), new


def grouped(bold: bool) -> str:
    def label(name: str) -> str:
        return f"**{name}**" if bold else name

    return (
        f"- {label('英文')}\n  - **E5**：弱监督预训练。\n  - **GTE**：多阶段对比。\n"
        f"- {label('中文')}\n  - **BGE**：中文优先。\n"
        f"- {label('多语')}\n  - **mE5**：百种语言。\n"
    )


@pytest.mark.parametrize("bold", (True, False))
@pytest.mark.parametrize(
    "request_words",
    (
        "§1 中文下新增一条 Contriever-2。",
        "§1 在中文分组里补一条 Contriever-2。",
        "§1 中文一组新增 Contriever-2 条目。",
        "§1 中文之下加一条 Contriever-2。",
    ),
)
def test_a_new_entry_joins_the_group_the_brief_names(bold: bool, request_words: str) -> None:
    new, after = added_entry(grouped(bold), request_words)
    assert new.startswith("  - **Contriever-2**"), new
    assert after[after.index(new) - 1] == "  - **BGE**：中文优先。\n"


@pytest.mark.parametrize("bold", (True, False))
@pytest.mark.parametrize("request_words", PHRASINGS[:2])
def test_a_grouped_list_without_a_named_group_is_not_guessed(
    bold: bool, request_words: str
) -> None:
    results = render_brief(brief(request_words), kb(grouped(bold)), DATE)
    [entry] = [r for a, r in results if a.kind is ActionKind.ADD_ENTRY]
    assert entry.status is Status.UNRESOLVED
    assert "「英文」、「中文」、「多语」" in entry.reason


def test_a_group_word_inside_the_new_entrys_name_picks_no_group() -> None:
    results = render_brief(brief("§1 新增一条 中文 Contriever-2。"), kb(grouped(True)), DATE)
    [entry] = [r for a, r in results if a.kind is ActionKind.ADD_ENTRY]
    assert entry.status is Status.UNRESOLVED


# The section already holds an entry for ColBERT, named in another form each time.
NAMED_FORMS = {
    "a link": "- [ColBERT](https://github.com/stanford-futuredata/ColBERT)：逐词晚交互。\n",
    "a wikilink": "- [[ColBERT]]：逐词晚交互 ^colbert\n",
    "a wikilink with its shown name": "- [[ColBERT|ColBERT]]：逐词晚交互。\n",
    "a table cell after a date": (
        "| 日期 | 名称 | 结论 |\n|---|---|---|\n| 2026-10-01 | ColBERT | 晚交互 |\n"
    ),
    "a circled number": "① ColBERT：逐词晚交互。\n\n② DPR：双塔。\n",
    "a global label": "- [R3] **ColBERT**：逐词晚交互。\n- [R4] **DPR**：双塔。\n",
    "a status emoji": "- 🧪 **ColBERT**：逐词晚交互。\n- ✅ **DPR**：双塔。\n",
}


@pytest.mark.parametrize("shape", sorted(NAMED_FORMS))
@pytest.mark.parametrize("request_words", ("§1 新增一条 ColBERT。", "§1 补录一条 ColBERT 条目。"))
def test_an_entry_named_in_another_form_is_not_added_twice(shape: str, request_words: str) -> None:
    text = brief(request_words).replace("Contriever-2 论文首采", "ColBERT 新版")
    text = text.replace("Contriever-2 用无监督", "ColBERT 新版用无监督")
    results = render_brief(text, kb(NAMED_FORMS[shape]), DATE)
    [entry] = [r for a, r in results if a.kind is ActionKind.ADD_ENTRY]
    assert entry.status is Status.UNRESOLVED, entry.edit
    assert "「ColBERT」 already stands" in entry.reason


@pytest.mark.parametrize("shape", sorted(NAMED_FORMS))
def test_a_longer_name_in_those_forms_is_another_entry(shape: str) -> None:
    section = NAMED_FORMS[shape].replace("ColBERT", "ColBERTv2")
    text = brief("§1 新增一条 ColBERT。").replace("Contriever-2 论文首采", "ColBERT 新版")
    results = render_brief(text, kb(section), DATE)
    [entry] = [r for a, r in results if a.kind is ActionKind.ADD_ENTRY]
    assert "already stands" not in entry.reason


SUMMED = (
    "| 名称 | 召回 | 备注 |\n|---|---|---|\n| DPR | 78.4 | 双塔 |\n| ColBERT | 80.1 | 晚交互 |\n"
    "| {label} | 79.3 | — |\n"
)


@pytest.mark.parametrize("label", ("**平均**", "平均", "合计", "**Average**"))
@pytest.mark.parametrize("request_words", ("§1 表新增一行 Contriever-2。", PHRASINGS[0]))
def test_a_new_row_goes_above_the_tables_summary_row(label: str, request_words: str) -> None:
    new, after = added_entry(SUMMED.format(label=label), request_words)
    assert new.startswith("| Contriever-2 |"), new
    assert after[after.index(new) - 1] == "| ColBERT | 80.1 | 晚交互 |\n"
    assert after[after.index(new) + 1] == f"| {label} | 79.3 | — |\n"


@pytest.mark.parametrize(
    "catch_all", ("其他：ANCE、RocketQA 等。", "**其余**：见附录。", "Others: see below.")
)
def test_a_new_entry_goes_above_the_lists_catch_all_item(catch_all: str) -> None:
    new, after = added_entry(ENTRIES.rstrip("\n") + f"\n- {catch_all}\n", PHRASINGS[0])
    assert new.startswith("- **Contriever-2**"), new
    assert after[after.index(new) - 1] == LAST_ENTRY
    assert after[after.index(new) + 1] == f"- {catch_all}\n"


GLOBAL_LABELS = """\
# 检索 活文档

## 1 稠密检索

- [D1] **DPR**：双塔编码器。
- [D2] **ColBERT**：逐词晚交互。

## 2 稀疏检索

- [D3] **SPLADE**：稀疏扩展。
- [D4] **BM25**：词频基线。
"""


@pytest.mark.parametrize(
    "request_words",
    (
        "§1 新增一条 Contriever-2。",
        "§1 新增一条 Contriever-2，放在 ColBERT 之后。",
        "§1 补录一条 Contriever-2。",
    ),
)
def test_labels_that_run_across_the_document_take_the_documents_next(request_words: str) -> None:
    lines = GLOBAL_LABELS.splitlines(keepends=True)
    [entry] = [
        r
        for a, r in render_brief(brief(request_words), lines, DATE)
        if a.kind is ActionKind.ADD_ENTRY
    ]
    new = added_lines(entry, lines)
    assert new[0].startswith("- [D5] **Contriever-2**"), new


def test_labels_that_restart_in_each_section_stay_the_sections() -> None:
    lines = GLOBAL_LABELS.replace("[D3]", "[D1]").replace("[D4]", "[D2]").splitlines(keepends=True)
    [entry] = [
        r
        for a, r in render_brief(brief(PHRASINGS[0]), lines, DATE)
        if a.kind is ActionKind.ADD_ENTRY
    ]
    assert added_lines(entry, lines)[0].startswith("- [D3] **Contriever-2**")
