"""What KIND of request a clause is: a statement that something is already there, a remark
on an entry that stands, a note on an entry, a move or a removal of an entry is no new entry.
Each kind said several ways in our own words, planned and rendered against a small KB; the
plain requests beside them still read as their edits."""

from __future__ import annotations

import pytest

from kbpatch.models import Action, ActionKind, Status
from kbpatch.render import Rendered

from .conftest import added_lines, render_brief

DATE = "2026-12-07"

KB = """\
# batching 活文档

## 一、调度器

### 1.1 批处理策略

- **SlotFill**：空出的槽位立即补入新请求，吞吐提升 1.8 倍。
- **WaveBatch**：按波次整体换入换出，尾延迟稳定。

### 1.2 基准

| 基准 | 请求数 | 说明 | 来源 |
| --- | --- | --- | --- |
| ChatMix | 2,000 | 多轮对话混合负载 | repo_cards/11-chatmix.md |
| LongTail | 500 | 长输出尾部压力 | repo_cards/12-longtail.md |

## 二、开放问题

1. 波次大小能否随负载自适应？
2. 抢占代价如何计入 SLO？

## 三、引用列表

1. arXiv:2401.00011 — SlotFill〔§1.1〕
"""
LINES = KB.splitlines(keepends=True)


def brief(suggestion: str, title: str = "PackRun —— 按输出长度预测打包请求") -> str:
    return (
        "batching · E1 预消化简报(2026-12-07)\n\n一、今日 batching 主题的重要增量（1 条）\n\n"
        f"增量 1：{title}\n\n"
        "来源：organized/paper_cards/3101-packrun.md\n\n"
        "要点：先预测输出长度，再把长度相近的请求打进同一批，尾延迟降 25%。\n\n"
        f"建议归入：{suggestion}\n"
    )


def rendered(suggestion: str) -> list[tuple[Action, Rendered]]:
    return render_brief(brief(suggestion), LINES, DATE)


def proposed(results: list[tuple[Action, Rendered]]) -> list[tuple[Action, Rendered]]:
    return [(a, r) for a, r in results if r.status is Status.PROPOSED]


def summary(results: list[tuple[Action, Rendered]]) -> list[tuple[str, str, str]]:
    return [(a.kind.value, r.status.value, a.reason or r.reason) for a, r in results]


@pytest.mark.parametrize(
    "suggestion",
    [
        "§1.1 已收录。",
        "§三 已登记该论文。",
        "§1.1 已经收录过同一工作。",
        "§1.2 已列入，数字不变。",
        "不入档；§1.1 已收录。",
        "§1.1 早已被 SlotFill 一条覆盖。",
    ],
)
def test_a_section_said_to_hold_it_already_gets_no_new_entry(suggestion: str) -> None:
    results = rendered(suggestion)
    assert proposed(results) == [], summary(results)
    # Said done (a stated no-op) or reported: never a new entry.
    said = (ActionKind.NOT_UNDERSTOOD, ActionKind.NO_OP)
    assert any(a.kind in said for a, _ in results), summary(results)


@pytest.mark.parametrize(
    "suggestion",
    [
        "§1.1 SlotFill 条目已覆盖此点。",
        "§1.1 现有 SlotFill 条目足以说明。",
        "§1.1 SlotFill 条目的数字仍然成立。",
        "§1.1 WaveBatch 条目可作对照。",
        "§1.1 与 WaveBatch 条目同源。",
        "§1.2 LongTail 一行数字照旧成立。",
        "§1.2 LongTail 一行作废。",
        "§1.2 ChatMix 一行存疑。",
        "§1.2 LongTail 一行不再保留。",
        "§1.1 WaveBatch 一行下线，由 SlotFill 接替。",
    ],
)
def test_a_remark_on_an_entry_that_stands_adds_no_entry(suggestion: str) -> None:
    results = rendered(suggestion)
    assert proposed(results) == [], summary(results)
    # Reported with the brief's words, or read as naming the section for context.
    assert results and all(
        a.kind in (ActionKind.NOT_UNDERSTOOD, ActionKind.NO_OP, ActionKind.CONSTRAINT)
        for a, _ in results
    ), summary(results)


@pytest.mark.parametrize(
    ("suggestion", "starts"),
    [
        ("§1.1 PackRun 条目。", "- **PackRun**"),
        ("§1.1 新增一条 PackRun。", "- **PackRun**"),
        ("§1.1 补录 PackRun，与 SlotFill 并列。", "- **PackRun**"),
        ("§1.2 新增一行 PackRun。", "| PackRun |"),
        ("§1.1 已收录的 SlotFill 条目之后补一条 PackRun。", "- **PackRun**"),
    ],
)
def test_a_plain_request_for_an_entry_still_adds_it(suggestion: str, starts: str) -> None:
    results = rendered(suggestion)
    ((action, result),) = proposed(results)
    assert action.kind is ActionKind.ADD_ENTRY, summary(results)
    (line,) = added_lines(result, LINES)
    assert line.startswith(starts), line


@pytest.mark.parametrize(
    "suggestion",
    [
        '§1.1 WaveBatch 条目注明"仅限同构 GPU。"',
        '§1.1 在 WaveBatch 条目中注明"仅限同构 GPU。"',
        "§1.1 WaveBatch 那条标明「仅限同构 GPU。」",
        '§1.1 WaveBatch 这一条注明"仅限同构 GPU。"',
    ],
)
def test_a_note_on_an_entry_that_stands_is_appended_to_it(suggestion: str) -> None:
    results = rendered(suggestion)
    ((action, result),) = results
    assert action.kind is ActionKind.APPEND, summary(results)
    assert result.status is Status.PROPOSED, summary(results)
    assert added_lines(result, LINES) == [
        "- **WaveBatch**：按波次整体换入换出，尾延迟稳定。仅限同构 GPU。\n"
    ]


@pytest.mark.parametrize(
    "suggestion",
    [
        '§1.1 新增一条 PackRun，条目注明"单一来源"。',
        '§1.1 新增条目注明"单一来源"。',
        '§1.1 补一条 PackRun；该条目注明"单一来源"。',
    ],
)
def test_a_note_on_the_entry_being_added_stays_with_it(suggestion: str) -> None:
    results = rendered(suggestion)
    ((action, result),) = proposed(results)
    assert action.kind is ActionKind.ADD_ENTRY, summary(results)
    (line,) = added_lines(result, LINES)
    assert line.startswith("- **PackRun**") and "单一来源" in line, line


@pytest.mark.parametrize(
    "suggestion",
    [
        "§二 第一个开放问题标记为已解决。",
        '§二 开放问题第 2 条标注"已部分回答"。',
        "§二 第 1 个开放问题关闭。",
        "§二 第二个开放问题状态改为已回答。",
        "§二 第二个开放问题已部分回答。",
        "§二 open question 1 is now answered (tail latency only).",
    ],
)
def test_naming_the_question_list_asks_no_new_question(suggestion: str) -> None:
    results = rendered(suggestion)
    assert proposed(results) == [], summary(results)
    assert [a.kind for a, _ in results] == [ActionKind.NOT_UNDERSTOOD], summary(results)


@pytest.mark.parametrize(
    "suggestion",
    [
        '§二 新增一条开放问题："打包误差能否在线校正？"',
        "§二 开放问题补记一条：「打包误差能否在线校正？」",
        "§二 增列开放问题 打包误差能否在线校正？",
        "§二 开放问题：“打包误差能否在线校正？”",
        '§二: add the open question "打包误差能否在线校正？"',
    ],
)
def test_a_question_asked_with_the_lists_name_is_still_added(suggestion: str) -> None:
    results = rendered(suggestion)
    ((action, result),) = results
    assert action.kind is ActionKind.ADD_QUESTION, summary(results)
    assert added_lines(result, LINES) == ["3. 打包误差能否在线校正？（E1 2026-12-07 · 增量 1）\n"]


@pytest.mark.parametrize(
    "suggestion",
    [
        "§二 纳入第 3 问：「打包误差能否在线校正？」",
        "§二 新增疑问一条：打包误差能否在线校正？",
        '§二 追加问题："打包误差能否在线校正？"',
        "§二 添加问题 3：“打包误差能否在线校正？”",
        '§二 补一条新问题："打包误差能否在线校正？"',
        "§二 开放问题新增一条：打包误差能否在线校正？",
    ],
)
def test_a_question_asked_by_its_plain_noun_or_number_is_the_question_not_the_summary(
    suggestion: str,
) -> None:
    results = rendered(suggestion)
    ((action, result),) = results
    assert action.kind is ActionKind.ADD_QUESTION, summary(results)
    assert added_lines(result, LINES) == ["3. 打包误差能否在线校正？（E1 2026-12-07 · 增量 1）\n"]


@pytest.mark.parametrize(
    "suggestion",
    [
        # The list's name before its add verb, the words after a colon or in a quote.
        "§二 开放问题增列：打包误差能否在线校正？",
        "§二 开放问题补记：打包误差能否在线校正？",
        "§二 待解问题加上：「打包误差能否在线校正？」",
        "§二 开放问题里录入“打包误差能否在线校正？”",
        # The plain noun after its verb, its words quoted with no colon.
        "§二 添加问题「打包误差能否在线校正？」",
        '§二 增列问题"打包误差能否在线校正？"',
        "§二 补充疑问『打包误差能否在线校正？』",
        "§二 新增问题 “打包误差能否在线校正？”",
    ],
)
def test_a_question_asked_with_its_noun_before_the_verb_or_quoted_without_a_colon_is_added(
    suggestion: str,
) -> None:
    results = rendered(suggestion)
    ((action, result),) = results
    assert action.kind is ActionKind.ADD_QUESTION, summary(results)
    assert result.status is Status.PROPOSED, result.reason
    assert added_lines(result, LINES) == ["3. 打包误差能否在线校正？（E1 2026-12-07 · 增量 1）\n"]


@pytest.mark.parametrize(
    "suggestion",
    [
        "§二 第 2 条开放问题补记：抢占代价已计入 SLO。",
        "§二 第 1 个开放问题补：波次大小已能自适应。",
        "§二 那个开放问题补记：已有初步答案。",
        "§二 这道开放问题加上：已有初步答案。",
    ],
)
def test_words_for_one_open_question_named_before_the_verb_ask_no_new_question(
    suggestion: str,
) -> None:
    results = rendered(suggestion)
    assert all(a.kind is not ActionKind.ADD_QUESTION for a, _ in results), summary(results)


def test_a_new_question_after_a_remark_on_an_old_one_is_still_asked() -> None:
    results = rendered('§二 第一个开放问题标记为已解决，并补一条新问题："打包误差能否在线校正？"')
    assert [a.kind for a, _ in results] == [ActionKind.NOT_UNDERSTOOD, ActionKind.ADD_QUESTION]
    assert added_lines(results[1][1], LINES) == [
        "3. 打包误差能否在线校正？（E1 2026-12-07 · 增量 1）\n"
    ]


@pytest.mark.parametrize(
    "suggestion",
    [
        "§1.1 WaveBatch 一条改放 §1.2。",
        '§1.1 "WaveBatch"那条改归 §1.2。',
        "把 §1.1 的 WaveBatch 改挂到 §1.2。",
        "§1.1 WaveBatch 一条放到 §1.2 更合适。",
        "WaveBatch（现 §1.1）改放 §1.2。",
    ],
)
def test_moving_an_entry_that_stands_is_reported_not_added_twice(suggestion: str) -> None:
    results = rendered(suggestion)
    assert proposed(results) == [], summary(results)
    assert results and all(a.kind is ActionKind.NOT_UNDERSTOOD for a, _ in results)
    assert all("WaveBatch" in a.reason and "move" in a.reason for a, _ in results)


@pytest.mark.parametrize(
    "suggestion",
    ["PackRun 归入 §1.1。", "本条改放 §1.1。", "放到 §1.1。", "输出长度预测一条放到 §1.1。"],
)
def test_the_item_put_into_a_section_is_still_added_there(suggestion: str) -> None:
    results = rendered(suggestion)
    ((action, _),) = proposed(results)
    assert action.kind is ActionKind.ADD_ENTRY and action.target is not None
    assert action.target.key == "1.1", summary(results)


@pytest.mark.parametrize(
    ("suggestion", "words"),
    [
        ("§1.1 新增一条 PackRun，同时撤下 WaveBatch。", "撤下"),
        ("§1.1 新增一条 PackRun，并删去 WaveBatch。", "删去"),
        ("§1.1 新增一条 PackRun；WaveBatch 一条移除。", "一条移除"),
        ("§1.1 新增一条 PackRun，旧的 WaveBatch 条目作废。", "条目作废"),
        ("§1.1 新增一条 PackRun；WaveBatch 一条下线。", "一条下线"),
        ("§1.1 新增一条 PackRun，与 WaveBatch 合并为一条。", "合并"),
        ("§1.1 新增一条 PackRun，取代原来的 WaveBatch。", "取代"),
    ],
)
def test_a_removal_after_an_add_is_reported_beside_it(suggestion: str, words: str) -> None:
    results = rendered(suggestion)
    ((action, _),) = proposed(results)
    assert action.kind is ActionKind.ADD_ENTRY
    (report,) = [a for a, _ in results if a.kind is ActionKind.NOT_UNDERSTOOD]
    assert words in report.reason and "WaveBatch" in report.reason, report.reason


@pytest.mark.parametrize(
    "suggestion",
    [
        "§1.1 新增一条 PackRun 并替掉 WaveBatch。",
        "§1.1 WaveBatch 一条剔掉，新增 PackRun 替代。",
        '§1.1 "WaveBatch"一条换成 PackRun 条目。',
        "§1.1 WaveBatch 一条作废。",
    ],
)
def test_an_entry_replaced_or_retired_in_one_clause_is_reported_not_added(
    suggestion: str,
) -> None:
    results = rendered(suggestion)
    assert proposed(results) == [], summary(results)
    assert any(a.kind is ActionKind.NOT_UNDERSTOOD for a, _ in results)


def test_a_removal_the_paper_made_is_a_remark_not_a_request() -> None:
    results = rendered("§1.1 新增一条 PackRun；作者删去了旧基线。")
    assert [a.kind for a, _ in results] == [ActionKind.ADD_ENTRY], summary(results)


@pytest.mark.parametrize(
    "suggestion",
    [
        "§1.1 WaveBatch 条目附上 arXiv:2612.00301 作为佐证。",
        "§1.1 WaveBatch 条目补引 arXiv:2612.00301。",
        "§1.1 WaveBatch 那条挂上 arXiv:2612.00301。",
        "§1.1 WaveBatch 一条加注来源 arXiv:2612.00301。",
    ],
)
def test_a_source_given_to_a_named_entry_is_added_to_it_not_as_a_new_entry(
    suggestion: str,
) -> None:
    results = rendered(suggestion)
    ((action, result),) = results
    assert action.kind is ActionKind.ADD_SOURCE, summary(results)
    assert added_lines(result, LINES) == [
        "- **WaveBatch**：按波次整体换入换出，尾延迟稳定（arXiv:2612.00301）。\n"
    ]


@pytest.mark.parametrize(
    "suggestion",
    [
        "§1.2 表新增一行：| PackRun | 800 | 长度相近的请求同批 | repo_cards/13-packrun.md |",
        "§1.2 加一行 | PackRun | 800 | 长度相近的请求同批 | repo_cards/13-packrun.md |",
        "§1.2 基准表追加一行如下 | PackRun | 800 | 长度相近的请求同批 | repo_cards/13-packrun.md |",
        "§1.2 新增一行：| PackRun | 800 | 长度相近的请求同批 | repo_cards/13-packrun.md |；"
        "§三 不动",
    ],
)
def test_a_row_written_out_cell_by_cell_is_the_new_row(suggestion: str) -> None:
    results = rendered(suggestion)
    ((action, result),) = proposed(results)
    assert action.kind is ActionKind.ADD_ENTRY, summary(results)
    assert added_lines(result, LINES) == [
        "| PackRun | 800 | 长度相近的请求同批 | "
        "repo_cards/13-packrun.md（E1 2026-12-07 · 增量 1） |\n"
    ]


def test_a_written_out_row_keeps_a_comma_inside_its_cells() -> None:
    results = rendered("§1.2 新增一行：| PackRun | 800 | 同批，尾延迟降 25% | repo_cards/13.md |")
    ((_, result),) = proposed(results)
    assert added_lines(result, LINES) == [
        "| PackRun | 800 | 同批，尾延迟降 25% | repo_cards/13.md（E1 2026-12-07 · 增量 1） |\n"
    ]


@pytest.mark.parametrize(
    "suggestion",
    [
        "§1.2 新增一行：| PackRun | 800 | 长度相近的请求同批 |",
        "§1.2 新增一行：| PackRun | 800 | 同批 | repo_cards/13.md | 2026-12-07 |",
        "§1.1 新增一行：| PackRun | 800 | 长度相近的请求同批 | repo_cards/13.md |",
    ],
)
def test_a_written_out_row_that_does_not_fit_the_table_is_reported(suggestion: str) -> None:
    results = rendered(suggestion)
    assert proposed(results) == [], summary(results)
    ((_, result),) = results
    assert result.status is Status.UNRESOLVED and "row" in result.reason, summary(results)


@pytest.mark.parametrize(
    "suggestion",
    [
        '§1.1 SlotFill 已收录，只把 "1.8 倍" 改为 "1.6 倍"。',
        '§1.1 已收录 SlotFill；"1.8 倍" 改为 "1.6 倍"。',
        "§1.1 已收录，只更新数字：1.8 倍 → 1.6 倍。",
        "§1.1 已经收录该工作，仅把「1.8 倍」改成「1.6 倍」。",
    ],
)
def test_a_change_asked_after_already_there_is_made_in_that_section(suggestion: str) -> None:
    results = rendered(suggestion)
    ((action, result),) = proposed(results)
    assert action.kind in (ActionKind.REPLACE, ActionKind.UPDATE_NUMBER), summary(results)
    assert added_lines(result, LINES) == [
        "- **SlotFill**：空出的槽位立即补入新请求，吞吐提升 1.6 倍。\n"
    ]
    assert not any(a.kind is ActionKind.ADD_ENTRY for a, _ in results), summary(results)


@pytest.mark.parametrize(
    ("suggestion", "lead"),
    [
        ('§二 开放问题第 1 问补线索"PackRun 的长度预测"。', "PackRun 的长度预测"),
        ("§二 第 1 问补上线索 PackRun。", "PackRun"),
        ("§二 开放问题第一问挂上线索 PackRun。", "PackRun"),
        ("「开放问题」一节第 1 问补上线索 PackRun。", "PackRun"),
    ],
)
def test_a_lead_for_a_question_that_stands_is_appended_to_it(suggestion: str, lead: str) -> None:
    results = rendered(suggestion)
    ((action, result),) = results
    assert action.kind is ActionKind.APPEND, summary(results)
    assert added_lines(result, LINES) == [f"1. 波次大小能否随负载自适应？（线索：{lead}）\n"]


def test_a_lead_for_a_question_with_no_section_is_reported_not_dropped() -> None:
    results = rendered("「开放问题」第 1 问补上线索 PackRun。")
    assert [a.kind for a, _ in results] == [ActionKind.NOT_UNDERSTOOD], summary(results)


@pytest.mark.parametrize(
    "suggestion",
    [
        '§二 新增一条开放问题："打包误差能否在线校正？"，挂上线索 PackRun。',
        '§二 新增一条开放问题："打包误差能否在线校正？"，补线索："PackRun"',
        '§二 新增一条开放问题："打包误差能否在线校正？"，挂 PackRun 作线索。',
    ],
)
def test_a_lead_after_a_new_question_is_that_questions_lead(suggestion: str) -> None:
    results = rendered(suggestion)
    ((action, result),) = results
    assert action.kind is ActionKind.ADD_QUESTION, summary(results)
    assert added_lines(result, LINES) == [
        "3. 打包误差能否在线校正？（线索：PackRun）（E1 2026-12-07 · 增量 1）\n"
    ]


ENGLISH_KB = """\
# serving notes

# Engines

**SlotServe** — fills freed batch slots at once.

**TileServe** — tiles the KV cache by request length.

# Scheduling

**WaveBatch** — swaps requests in and out by waves.
"""
ENGLISH_LINES = ENGLISH_KB.splitlines(keepends=True)


@pytest.mark.parametrize(
    "suggestion",
    [
        "add PackRun to the Engines section.",
        "add PackRun to Engines.",
        'add PackRun to the "Engines" section.',
        "file PackRun under Engines.",
    ],
)
def test_an_english_request_naming_a_section_by_its_words_adds_there(suggestion: str) -> None:
    results = render_brief(brief(suggestion, title="PackRun"), ENGLISH_LINES, DATE)
    ((action, result),) = results
    assert action.kind is ActionKind.ADD_ENTRY, summary(results)
    assert result.status is Status.PROPOSED, summary(results)
    assert result.heading == "Engines"
    (line,) = added_lines(result, ENGLISH_LINES)
    assert line.startswith("**PackRun** — "), line


@pytest.mark.parametrize(
    "suggestion",
    [
        "remove the WaveBatch paragraph in Scheduling.",
        "drop the WaveBatch entry from the Scheduling section.",
        "add PackRun to the Serving section.",
    ],
)
def test_an_english_request_kbpatch_cannot_make_is_reported_not_dropped(suggestion: str) -> None:
    results = render_brief(brief(suggestion, title="PackRun"), ENGLISH_LINES, DATE)
    assert proposed(results) == [], summary(results)
    assert results and all(r.status is not Status.SKIPPED for _, r in results), summary(results)


@pytest.mark.parametrize(
    "suggestion",
    ["§1.1 编入 PackRun。", "编入 §1.1。", "§1.1 新开一条 PackRun。", "收入 §1.1：PackRun。"],
)
def test_more_words_that_put_the_item_into_a_section_add_it(suggestion: str) -> None:
    results = rendered(suggestion)
    ((action, result),) = proposed(results)
    assert action.kind is ActionKind.ADD_ENTRY, summary(results)
    (line,) = added_lines(result, LINES)
    assert line.startswith("- **PackRun**"), line


@pytest.mark.parametrize(
    "suggestion",
    [
        '§1.1 WaveBatch 条目后附一句"仅限同构 GPU。"',
        '§1.1 WaveBatch 条目结尾添上"仅限同构 GPU。"',
        '§1.1 WaveBatch 条目后面追记"仅限同构 GPU。"',
    ],
)
def test_more_words_that_add_to_an_entrys_end_append_to_it(suggestion: str) -> None:
    results = rendered(suggestion)
    ((action, result),) = results
    assert action.kind is ActionKind.APPEND, summary(results)
    assert added_lines(result, LINES) == [
        "- **WaveBatch**：按波次整体换入换出，尾延迟稳定。仅限同构 GPU。\n"
    ]


@pytest.mark.parametrize("suggestion", ["§1.1 SlotFill 写入带宽翻倍。", "不得写进 §1.1。"])
def test_write_words_that_name_no_place_or_are_negated_add_nothing(suggestion: str) -> None:
    assert proposed(rendered(suggestion)) == []


@pytest.mark.parametrize(
    "suggestion", ["放进「批处理策略」：PackRun。", "放到『批处理策略』：PackRun。"]
)
def test_a_place_named_only_by_quoted_words_is_reported_not_dropped(suggestion: str) -> None:
    results = rendered(suggestion)
    assert [a.kind for a, _ in results] == [ActionKind.NOT_UNDERSTOOD], summary(results)
