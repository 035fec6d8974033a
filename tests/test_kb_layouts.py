"""Where edits land in KB layouts whose blocks are not all the section's list: a `<details>`
part folded away, and other shapes where the neighbours' layout decides the line. Each said
several ways in our own words; the edits are rendered and, where a repository matters,
applied in one."""

from __future__ import annotations

from pathlib import Path

import pytest

from kbpatch.locate import split_row
from kbpatch.models import Action, ActionKind, Status
from kbpatch.render import Rendered

from .conftest import FIXTURE_KB, FIXTURES, added_lines, applied_kb, render_brief

DATE = "2026-12-09"


def brief(suggestion: str, *, title: str = "MeshBench", point: str = "") -> str:
    point = point or "MeshBench 用 900 个沙箱 API 评测多步调用，结果可复现。"
    return (
        "agents · E1 预消化简报(2026-12-09)\n\n一、今日 agents 主题的重要增量（1 条）\n\n"
        f"增量 1：{title}\n\n"
        "来源：organized/paper_cards/7001-meshbench.md（arXiv:2612.04411）\n\n"
        f"要点：{point}\n\n"
        f"建议归入：{suggestion}\n"
    )


def rendered(kb: str, suggestion: str, **fields: str) -> list[tuple[Action, Rendered]]:
    return render_brief(brief(suggestion, **fields), kb.splitlines(keepends=True), DATE)


def entry_adds(kb: str, suggestion: str) -> list[tuple[Action, Rendered]]:
    return [(a, r) for a, r in rendered(kb, suggestion) if a.kind is ActionKind.ADD_ENTRY]


FOLDED = """\
# agents 活文档

## 1 评测

- **HopBench**：320 个真实网站上的多跳任务 [@hop2025]。
- **CallSuite**：按调用链长度分档 [@call2025]。

<details>
<summary>不再维护的评测</summary>

- **OldArena**：只有单步调用 [@old2023]。
- **StepCheck**：人工标注的单步调用 [@step2023]。
- **ToyCalls**：十个玩具 API [@toy2022]。

</details>

## 2 参考文献

- [@hop2025] Hop et al. HopBench.
"""


@pytest.mark.parametrize(
    "suggestion",
    [
        "§1 新增一条 MeshBench。",
        "「评测」一节补一条 MeshBench。",
        "§1 加一条 MeshBench 条目",
        "放进 §1：MeshBench。",
    ],
)
def test_a_new_entry_joins_the_shown_list_not_a_folded_details_block(suggestion: str) -> None:
    lines = FOLDED.splitlines(keepends=True)
    [(_, result)] = entry_adds(FOLDED, suggestion)
    assert result.status is Status.PROPOSED, result.reason
    assert result.edit is not None
    # Right after CallSuite (line 5), above `<details>`.
    assert result.edit.start == 6
    [line] = added_lines(result, lines)
    assert line.startswith("- **MeshBench**")


def test_a_list_only_folded_away_is_still_the_sections_list() -> None:
    kb = FOLDED.replace(
        "- **HopBench**：320 个真实网站上的多跳任务 [@hop2025]。\n"
        "- **CallSuite**：按调用链长度分档 [@call2025]。\n\n",
        "",
    )
    [(_, result)] = entry_adds(kb, "§1 新增一条 MeshBench。")
    assert result.status is Status.PROPOSED, result.reason
    assert result.edit is not None
    assert kb.splitlines()[result.edit.start - 1].startswith("- **ToyCalls**")


SUFFIXED = """\
# sched 活文档

## 3 准入

### 3.2 限流

- **TokenGate**：按 token 桶限流。

### 3.2a 限流（按租户）

- **TenantGate**：每个租户一只桶。

### 3.2b 限流（实测）

- **实测 1**：突发 4 倍时 P99 上升 30%。

### 3.3 排队

- **FairQueue**：按租户轮转。
"""


@pytest.mark.parametrize(
    ("suggestion", "after"),
    [
        ("§3.2a 新增一条 MeshBench。", "- **TenantGate**"),
        ("§3.2b 新增一条 MeshBench。", "- **实测 1**"),
        ("放进 §3.2a：MeshBench。", "- **TenantGate**"),
        ("§ 3.2b 加一条 MeshBench 条目。", "- **实测 1**"),
        ("§3.2 新增一条 MeshBench。", "- **TokenGate**"),
    ],
)
def test_a_lettered_section_number_names_that_section_not_the_one_it_follows(
    suggestion: str, after: str
) -> None:
    [(_, result)] = entry_adds(SUFFIXED, suggestion)
    assert result.status is Status.PROPOSED, result.reason
    assert result.edit is not None
    assert SUFFIXED.splitlines()[result.edit.start - 1].startswith(after)


def test_a_lettered_section_the_kb_lacks_is_reported_not_sent_to_its_parent() -> None:
    [(_, result)] = entry_adds(SUFFIXED, "§3.2c 新增一条 MeshBench。")
    assert result.status is Status.UNRESOLVED
    assert "3.2c" in result.reason


CHAPTER_QUESTIONS = """\
# agents 活文档

## 1 规划

- **TreePlan**：按子目标展开搜索树 [1]。
- **LoopFix**：失败后回读轨迹再规划 [2]。

### 开放问题

1. 搜索树的宽度该随预算变化吗？
   - 线索：TreePlan 附录
2. 回读轨迹的成本能否摊薄？

## 2 记忆

- **NoteBank**：把观察写成笔记再检索 [3]。

### 开放问题

1. 笔记该多久合并一次？
"""

NEW_QUESTION = "子目标失败时应回退几层？"


@pytest.mark.parametrize(
    "suggestion",
    [
        f"§1 开放问题新增一条：「{NEW_QUESTION}」",
        f"§1 新增一条开放问题：「{NEW_QUESTION}」",
        f"§1 的开放问题里加一问：「{NEW_QUESTION}」",
        f"§1 补一个开放问题「{NEW_QUESTION}」",
    ],
)
def test_a_question_for_a_chapter_goes_to_its_own_open_questions_not_its_entries(
    suggestion: str,
) -> None:
    lines = CHAPTER_QUESTIONS.splitlines(keepends=True)
    [(action, result)] = rendered(CHAPTER_QUESTIONS, suggestion)
    assert action.kind is ActionKind.ADD_QUESTION
    assert result.status is Status.PROPOSED, result.reason
    assert result.edit is not None
    # After question 2 of §1 (line 12), not after LoopFix, nor in §2's questions.
    assert lines[result.edit.start - 1].startswith("2. 回读轨迹")
    [line] = added_lines(result, lines)
    assert line.startswith(f"3. {NEW_QUESTION}")


def test_a_chapter_with_two_lists_of_questions_is_reported() -> None:
    kb = CHAPTER_QUESTIONS.replace(
        "## 2 记忆", "### 未决问题（工程）\n\n1. 日志该存多久？\n\n## 2 记忆"
    )
    [(_, result)] = rendered(kb, f"§1 新增一条开放问题：「{NEW_QUESTION}」")
    assert result.status is Status.UNRESOLVED
    assert "several lists of questions" in result.reason


def qa_kb(pairs: str) -> str:
    return (
        "# agents 活文档\n\n## 1 规划\n\n- **TreePlan**：按子目标展开搜索树。\n\n## 2 开放问题\n\n"
        + pairs
    )


QUOTED_PAIRS = (
    "> **问：** 搜索树该多宽？\n> **答：** 暂无数据。\n\n"
    "> **问：** 回读轨迹值得吗？\n> **答：** 未研究。\n"
)
ONE_QUOTE_PAIRS = "> Q: 搜索树该多宽？\n> A: 暂无数据。\n>\n> Q: 回读轨迹值得吗？\n> A: 未研究。\n"
PLAIN_BOLD_PAIRS = (
    "**问**：搜索树该多宽？\n**答**：暂无数据。\n\n**问**：回读轨迹值得吗？\n**答**：未研究。\n"
)


@pytest.mark.parametrize(
    ("pairs", "new"),
    [
        (QUOTED_PAIRS, ["", f"> **问：** {NEW_QUESTION}"]),
        (ONE_QUOTE_PAIRS, [">", f"> Q: {NEW_QUESTION}"]),
        (PLAIN_BOLD_PAIRS, ["", f"**问**：{NEW_QUESTION}"]),
    ],
)
@pytest.mark.parametrize(
    "suggestion",
    [
        f"§2 新增一条开放问题：「{NEW_QUESTION}」",
        f"「开放问题」一节加一问「{NEW_QUESTION}」",
        f"§2 加一问：「{NEW_QUESTION}」",
    ],
)
def test_a_question_after_question_and_answer_pairs_starts_a_pair_of_its_own(
    pairs: str, new: list[str], suggestion: str
) -> None:
    kb = qa_kb(pairs)
    lines = kb.splitlines(keepends=True)
    [(action, result)] = rendered(kb, suggestion)
    assert action.kind is ActionKind.ADD_QUESTION
    assert result.status is Status.PROPOSED, result.reason
    assert result.edit is not None
    assert result.edit.start == len(lines)
    written = [line.rstrip("\n") for line in result.edit.lines]
    assert written[:-1] == new[:-1]
    assert written[-1].startswith(new[-1])


BENCH_TABLE = """\
# agents 活文档

## 1 评测

| 评测 | 最长步数 | 工具数 | 主要发现 | 出处 |
|:-----|-------:|:----:|:--------|:---:|
| HopBench | 40 | 320 | 多跳任务在第 3 跳后成功率减半 | [1] |
| CallSuite | 12 | 58 | 长调用链比工具数更难 | [2] |

## 2 参考文献

[1] arXiv:2601.00001 — HopBench
[2] arXiv:2601.00002 — CallSuite
"""


def row_cells(line: str) -> list[str]:
    return [cell.strip() for cell in split_row(line.rstrip("\n"))]


@pytest.mark.parametrize(
    "suggestion",
    [
        "§1 新增一行 MeshBench。",
        "§1 评测表加一行 MeshBench。",
        "§1 表格补一行：MeshBench",
        "§1 表格新增一行，写 MeshBench。",
    ],
)
def test_a_new_row_puts_the_words_under_the_findings_not_in_a_column_of_measures(
    suggestion: str,
) -> None:
    lines = BENCH_TABLE.splitlines(keepends=True)
    [(_, result)] = entry_adds(BENCH_TABLE, suggestion)
    assert result.status is Status.PROPOSED, result.reason
    [row] = added_lines(result, lines)
    name, steps, tools, finding, source = row_cells(row)
    assert name == "MeshBench"
    # The measures the brief does not give by their column's name stay empty, the words
    # go under 主要发现, and the `[n]` column gets no card path.
    assert (steps, tools) == ("", "")
    assert finding.startswith("MeshBench 用 900 个沙箱 API")
    assert "organized/paper_cards/7001-meshbench.md" in finding
    assert "organized/" not in source


def test_a_new_row_cites_by_the_label_its_new_citation_takes(tmp_path: Path) -> None:
    brief_text = brief("§1 新增一行 MeshBench；§2 参考文献登记一条引用。").replace(
        "agents", "inference"
    )
    path = "inbox/tom/2026-12-09-inference-e1prep.md"
    after = applied_kb(tmp_path, BENCH_TABLE, brief_text, path)
    [row] = [line for line in after.splitlines() if line.startswith("| MeshBench")]
    assert row_cells(row)[4].startswith("[3]")
    assert "organized/" in row_cells(row)[3]
    assert "[3] arXiv:2612.04411" in after


@pytest.mark.parametrize(
    "kb",
    [
        "## 1 榜单\n\n| 模型 | 分数 |\n|:--|--:|\n| A | 71.2 |\n| B | 68.4 |",
        "## 1 榜单\n\n| 模型 | 分数 | 参数量 |\n|---|---|---|\n| A | 71.2 | 7B |\n| B | — | 13B |",
    ],
)
def test_a_new_row_of_a_table_of_measures_only_is_reported_not_filled_with_words(kb: str) -> None:
    [(_, result)] = entry_adds(kb, "§1 新增一行 MeshBench。")
    assert result.status is Status.UNRESOLVED
    assert "分数" in result.reason


def appended_row(kb: str, suggestion: str, name: str) -> list[str]:
    lines = kb.splitlines(keepends=True)
    results = [r for a, r in rendered(kb, suggestion) if a.kind is ActionKind.APPEND]
    [result] = results
    assert result.status is Status.PROPOSED, result.reason
    [row] = added_lines(result, lines)
    assert row.startswith(f"| {name} |")
    return row_cells(row)


@pytest.mark.parametrize(
    ("suggestion", "finding"),
    [
        (
            '§1 HopBench 那一行的主要发现末尾补一句"（GPT-4 只到第 2 跳）"',
            "多跳任务在第 3 跳后成功率减半（GPT-4 只到第 2 跳）",
        ),
        (
            '§1 HopBench 一行，主要发现列补半句"；GPT-4 只到第 2 跳"',
            "多跳任务在第 3 跳后成功率减半；GPT-4 只到第 2 跳",
        ),
        (
            '§1 HopBench 一行末尾补一句"GPT-4 只到第 2 跳。"',
            "多跳任务在第 3 跳后成功率减半；GPT-4 只到第 2 跳",
        ),
        (
            '§1 HopBench 那条末尾补充"；a | b 两类都算"',
            "多跳任务在第 3 跳后成功率减半；a \\| b 两类都算",
        ),
    ],
)
def test_words_added_to_a_row_go_into_its_cell_of_words_not_the_label_cell(
    suggestion: str, finding: str
) -> None:
    cells = appended_row(BENCH_TABLE, suggestion, "HopBench")
    assert cells[3] == finding
    assert cells[4] == "[1]"
    assert cells[1:3] == ["40", "320"]


def test_words_added_to_a_row_go_into_the_column_the_brief_names() -> None:
    kb = BENCH_TABLE.replace("| 出处 |", "| 备注 |").replace("| [1] |", "| 仅英文 |")
    cells = appended_row(kb, '§1 HopBench 一行的主要发现补半句"；GPT-4 只到第 2 跳"', "HopBench")
    assert cells[3].endswith("；GPT-4 只到第 2 跳")
    assert cells[4] == "仅英文"
    cells = appended_row(kb, '§1 HopBench 一行末尾补一句"不含中文任务。"', "HopBench")
    assert cells[3] == "多跳任务在第 3 跳后成功率减半"
    assert cells[4] == "仅英文；不含中文任务"


URL_ENTRIES = """\
# agents 活文档

## 1 规划

(a) TreePlan：按子目标展开搜索树，剪枝靠价值估计。见 https://arxiv.org/abs/2601.00001
(b) LoopFix：失败后回读轨迹再规划。见 https://example.org/posts/loopfix/

## 2 参考

[1] https://arxiv.org/abs/2601.00001
[2] https://example.org/posts/loopfix/
"""


@pytest.mark.parametrize(
    ("suggestion", "line"),
    [
        (
            '§1 TreePlan 那条末尾补一句"宽度 4 时最好。"',
            "(a) TreePlan：按子目标展开搜索树，剪枝靠价值估计。宽度 4 时最好。"
            "见 https://arxiv.org/abs/2601.00001",
        ),
        (
            '§1 TreePlan 那条末尾补一句"（仅限英文任务）"',
            "(a) TreePlan：按子目标展开搜索树，剪枝靠价值估计（仅限英文任务）。"
            "见 https://arxiv.org/abs/2601.00001",
        ),
        (
            "§1 LoopFix 那条补上出处 arXiv:2601.00002。",
            "(b) LoopFix：失败后回读轨迹再规划。见 https://example.org/posts/loopfix/"
            " （arXiv:2601.00002）",
        ),
        (
            '§2 第 2 条标注"博客，非论文"。',
            "[2] https://example.org/posts/loopfix/ （博客，非论文）",
        ),
    ],
)
def test_words_added_to_a_line_that_ends_with_a_bare_url_never_run_into_the_link(
    suggestion: str, line: str
) -> None:
    lines = URL_ENTRIES.splitlines(keepends=True)
    [(_, result)] = rendered(URL_ENTRIES, suggestion)
    assert result.status is Status.PROPOSED, result.reason
    assert added_lines(result, lines) == [line + "\n"]


WRAPPED = """\
Agents notes
============

1 Planning
----------

**Tree search.** Expanding sub-goals as a tree solves 61% of the
long tasks, against 44% for a flat plan, but costs three times the
tokens (Hop et al., 2025).

**Replanning.** Reading the failed trace back before a new plan
lifts success by 9 points (Call et al., 2025).
"""


@pytest.mark.parametrize(
    ("suggestion", "last"),
    [
        (
            '§1 Tree search 那条末尾补一句"Width 4 works best."',
            "tokens (Hop et al., 2025). Width 4 works best.",
        ),
        (
            '§1 Tree search 条目末尾补一句"The gain halves on web tasks."',
            "tokens (Hop et al., 2025). The gain halves on web tasks.",
        ),
        (
            '§1 Replanning 那条末尾补一句"Two retries are enough."',
            "lifts success by 9 points (Call et al., 2025). Two retries are enough.",
        ),
    ],
)
def test_words_added_to_a_wrapped_paragraph_entry_go_after_its_last_line(
    suggestion: str, last: str
) -> None:
    lines = WRAPPED.splitlines(keepends=True)
    [(_, result)] = rendered(WRAPPED, suggestion)
    assert result.status is Status.PROPOSED, result.reason
    assert result.edit is not None
    assert added_lines(result, lines) == [last + "\n"]
    assert lines[result.edit.start].startswith(last.split(" ")[0])


def test_a_value_on_a_wrapped_line_of_a_paragraph_entry_is_replaced_there() -> None:
    lines = WRAPPED.splitlines(keepends=True)
    [(_, result)] = rendered(WRAPPED, '§1 Tree search 那条，"three times" 改为 "2.5 times"')
    assert result.status is Status.PROPOSED, result.reason
    assert added_lines(result, lines) == [
        "long tasks, against 44% for a flat plan, but costs 2.5 times the\n"
    ]


SOURCE_LINES = """\
# data 活文档

## 1 去重

- ShingleCut：7-gram 指纹，阈值 0.75，去掉约 25% 网页文本。
  来源：arXiv:2601.00011
- EmbedPrune：嵌入聚类后删近邻，训练快 15%。
  Source: https://arxiv.org/abs/2601.00012
- PlainRule：按行去重。
  阈值 3 次以上才删。
"""


@pytest.mark.parametrize(
    ("suggestion", "line"),
    [
        (
            '§1 ShingleCut 那条末尾补一句"代码数据上需降到 0.6。"',
            "- ShingleCut：7-gram 指纹，阈值 0.75，去掉约 25% 网页文本。代码数据上需降到 0.6。",
        ),
        (
            '§1 ShingleCut 条目末尾补半句"，中文网页略少"',
            "- ShingleCut：7-gram 指纹，阈值 0.75，去掉约 25% 网页文本。中文网页略少。",
        ),
        (
            '§1 EmbedPrune 那条末尾补一句"下游不掉点。"',
            "- EmbedPrune：嵌入聚类后删近邻，训练快 15%。下游不掉点。",
        ),
        (
            '§1 PlainRule 那条末尾补一句"代码文件除外。"',
            "  阈值 3 次以上才删。代码文件除外。",
        ),
    ],
)
def test_words_added_to_an_entry_go_on_its_words_not_on_its_source_line(
    suggestion: str, line: str
) -> None:
    lines = SOURCE_LINES.splitlines(keepends=True)
    [(_, result)] = rendered(SOURCE_LINES, suggestion)
    assert result.status is Status.PROPOSED, result.reason
    assert added_lines(result, lines) == [line + "\n"]


PARTED = """\
# serving 活文档

## 4 发布

### 4.2 灰度

- 每一级放量至少覆盖一个日内高峰。
- 放量判据同时看延迟与质量。

#### 回退清单

- 回退时清空前缀缓存。
- 旧权重热副本保留一天。

### 4.3 监控

- 盯 TTFT p99。
"""

CHECK_LINE = "回退前先冻结路由表"


@pytest.mark.parametrize(
    "suggestion",
    [
        f'§4.2 的「回退清单」末尾加一行"{CHECK_LINE}"。',
        f'§4.2「回退清单」加一行"{CHECK_LINE}"。',
        f'§4.2 回退清单 小节加一行"{CHECK_LINE}"。',
        f'§4.2 的“回退清单”里加一行"{CHECK_LINE}"。',
        f'§4.2 的「回退清单」小节末尾加一行"{CHECK_LINE}"。',
        # The part's bare words after 的 or right before the verb: that part, not the lead list.
        f'在 §4.2 的回退清单加一条"{CHECK_LINE}"。',
        f'§4.2 的回退清单补一行"{CHECK_LINE}"。',
        f'§4.2 回退清单新增一项"{CHECK_LINE}"。',
        f'给 §4.2 的回退清单添一条"{CHECK_LINE}"。',
        # A word of place between the section and the part's quoted name.
        f'§4.2 里「回退清单」加一行"{CHECK_LINE}"。',
        f'§4.2 中的「回退清单」末尾补一行"{CHECK_LINE}"。',
        f'§4.2 下「回退清单」新增一条"{CHECK_LINE}"。',
        f'§4.2 之下的「回退清单」加一行"{CHECK_LINE}"。',
    ],
)
def test_a_part_named_by_its_heading_right_after_the_section_is_where_the_line_goes(
    suggestion: str,
) -> None:
    lines = PARTED.splitlines(keepends=True)
    [(_, result)] = rendered(PARTED, suggestion)
    assert result.status is Status.PROPOSED, result.reason
    assert result.edit is not None
    # After 旧权重热副本 (the part's last line), not after 放量判据 above `#### 回退清单`.
    assert lines[result.edit.start - 1].startswith("- 旧权重热副本")
    [line] = added_lines(result, lines)
    assert line.startswith(f"- {CHECK_LINE}")


@pytest.mark.parametrize(
    "suggestion", [f'§4.2 加一行"{CHECK_LINE}"。', f'§4.2 灰度 末尾加一行"{CHECK_LINE}"。']
)
def test_a_section_named_alone_keeps_its_own_list_before_its_parts(suggestion: str) -> None:
    lines = PARTED.splitlines(keepends=True)
    [(_, result)] = rendered(PARTED, suggestion)
    assert result.status is Status.PROPOSED, result.reason
    assert result.edit is not None
    assert lines[result.edit.start - 1].startswith("- 放量判据")


COMMENTED = """\
# agents 活文档

## 1 评测

- **HopBench**：320 个真实网站上的多跳任务（arXiv:2601.00001）。

<!--
- **MeshBench**：多工具评测（待复核，暂不入档）（arXiv:2612.04411）。
-->
<!-- MeshBench 见 arXiv:2612.04411，复核后再议 -->

## 2 参考
"""


@pytest.mark.parametrize(
    "suggestion",
    [
        "§1 新增一条 MeshBench。",
        "放进 §1：MeshBench。",
        "§1 加一条 MeshBench 条目",
        "§1 补一条 MeshBench。",
    ],
)
def test_an_entry_commented_out_does_not_count_as_present(suggestion: str) -> None:
    lines = COMMENTED.splitlines(keepends=True)
    [(_, result)] = entry_adds(COMMENTED, suggestion)
    assert result.status is Status.PROPOSED, result.reason
    assert result.edit is not None
    assert lines[result.edit.start - 1].startswith("- **HopBench**")
    [line] = added_lines(result, lines)
    assert line.startswith("- **MeshBench**")


def test_an_entry_shown_as_well_as_commented_out_is_present() -> None:
    kb = COMMENTED.replace(
        "<!--\n", "- **MeshBench**：多工具评测（arXiv:2612.04411）。\n\n<!--\n", 1
    )
    [(_, result)] = entry_adds(kb, "§1 新增一条 MeshBench。")
    assert result.status is Status.ALREADY_PRESENT


def cited_kb(references: str) -> str:
    return (
        "# agents 活文档\n\n## 1 评测\n\n- **HopBench**：多跳任务。[R1]\n\n## 2 参考\n\n"
        + references
    )


@pytest.mark.parametrize(
    ("references", "line"),
    [
        (
            "- [R1] doi:10.48550/arXiv.2601.00001 — HopBench: Multi-hop Web Tasks\n"
            "- [R2] doi:10.48550/arXiv.2601.00002 — CallSuite: Long Call Chains\n",
            "- [R3] doi:10.48550/arXiv.2612.04411 — MeshBench",
        ),
        (
            "[R1] 10.48550/arXiv.2601.00001 HopBench\n[R2] 10.48550/arXiv.2601.00002 CallSuite\n",
            "[R3] 10.48550/arXiv.2612.04411 MeshBench",
        ),
        (
            "- [R1] https://arxiv.org/abs/2601.00001 — HopBench\n"
            "- [R2] https://arxiv.org/abs/2601.00002 — CallSuite\n",
            "- [R3] https://arxiv.org/abs/2612.04411 — MeshBench",
        ),
        (
            "[1] https://arxiv.org/abs/2601.00001\n[2] https://arxiv.org/abs/2601.00002\n",
            "[3] https://arxiv.org/abs/2612.04411 (E1",
        ),
        (
            "1. https://doi.org/10.48550/arXiv.2601.00001 — HopBench\n"
            "2. https://doi.org/10.48550/arXiv.2601.00002 — CallSuite\n",
            "3. https://doi.org/10.48550/arXiv.2612.04411 — MeshBench",
        ),
    ],
)
@pytest.mark.parametrize("suggestion", ["§2 参考登记一条引用。", "§2 补一条引用。"])
def test_a_new_citation_follows_a_list_that_cites_by_doi_or_url(
    references: str, line: str, suggestion: str
) -> None:
    kb = cited_kb(references)
    lines = kb.splitlines(keepends=True)
    cited = [r for a, r in rendered(kb, suggestion) if a.kind is ActionKind.ADD_CITATION]
    [result] = cited
    assert result.status is Status.PROPOSED, result.reason
    [new] = added_lines(result, lines)
    assert new.startswith(line)


@pytest.mark.parametrize(
    "references",
    [
        "- [R1] HopBench. arXiv:2601.00001\n- [R2] CallSuite. arXiv:2601.00002\n",
        '[R1]: https://arxiv.org/abs/2601.00001 "HopBench"\n'
        '[R2]: https://arxiv.org/abs/2601.00002 "CallSuite"\n',
    ],
)
def test_a_labelled_citation_list_kbpatch_cannot_follow_is_reported_not_a_crash(
    references: str,
) -> None:
    kb = cited_kb(references)
    [result] = [
        r for a, r in rendered(kb, "§2 参考登记一条引用。") if a.kind is ActionKind.ADD_CITATION
    ]
    assert result.status is Status.UNRESOLVED


BOM_KB = (
    "\ufeff## 1 规划\n\n- **TreePlan**：按子目标展开搜索树。\n\n"
    "## 2 参考\n\n1. arXiv:2601.00001 — TreePlan\n"
)


@pytest.mark.parametrize(
    ("suggestion", "expected"),
    [
        ("§1 新增一条 MeshBench。", "- **MeshBench**"),
        ("§1 新增一条 MeshBench，与 TreePlan 并列。", "- **MeshBench**"),
        (
            '§1 TreePlan 那条，"搜索树" 改为 "搜索树（宽度 4）"',
            "- **TreePlan**：按子目标展开搜索树（宽度 4）。",
        ),
        ("§1 补一条 MeshBench。", "- **MeshBench**"),
    ],
)
def test_a_kb_saved_with_a_byte_order_mark_keeps_its_first_heading(
    tmp_path: Path, suggestion: str, expected: str
) -> None:
    brief_text = brief(suggestion).replace("agents", "inference")
    after = applied_kb(tmp_path, BOM_KB, brief_text, "inbox/tom/2026-12-09-inference-e1prep.md")
    assert after.startswith("\ufeff## 1 规划\n")
    section = after.split("## 2 参考")[0]
    assert any(line.startswith(expected) for line in section.splitlines())


FULL_WIDTH = """\
# agents 活文档

## １ 规划

- **TreePlan**：按子目标展开搜索树。

## ２ 记忆

- **NoteBank**：把观察写成笔记。

### ２．１ 长期记忆

- **LongNote**：按周合并笔记。
"""


@pytest.mark.parametrize(
    ("suggestion", "after"),
    [
        ("§1 新增一条 MeshBench。", "- **TreePlan**"),
        ("§2 新增一条 MeshBench。", "- **NoteBank**"),
        ("§2.1 新增一条 MeshBench。", "- **LongNote**"),
        ("§２．１ 新增一条 MeshBench。", "- **LongNote**"),
        ("§２ 新增一条 MeshBench。", "- **NoteBank**"),
    ],
)
def test_headings_numbered_in_full_width_digits_are_found_by_their_number(
    suggestion: str, after: str
) -> None:
    [(_, result)] = entry_adds(FULL_WIDTH, suggestion)
    assert result.status is Status.PROPOSED, result.reason
    assert result.edit is not None
    assert FULL_WIDTH.splitlines()[result.edit.start - 1].startswith(after)


MARKED_HEADINGS = """\
# notes

## 1 `torch.compile` 与算子

- **Fuser**：融合逐元素算子。

## 2 Open Questions

1. Does fusion help decode?
"""


@pytest.mark.parametrize(
    ("suggestion", "after"),
    [
        ("「torch.compile 与算子」一节新增一条 MeshBench。", "- **Fuser**"),
        ("「torch.compile与算子」一节补一条 MeshBench。", "- **Fuser**"),
        # Found by its words; a paper is then no open question: reported, with the heading.
        ("「open questions」一节新增一条 MeshBench。", ""),
        ("「OPEN QUESTIONS」一节加一条 MeshBench 条目", ""),
    ],
)
def test_a_heading_named_by_its_words_is_found_whatever_its_marks_spaces_and_case(
    suggestion: str, after: str
) -> None:
    [(_, result)] = entry_adds(MARKED_HEADINGS, suggestion)
    if not after:
        assert result.heading == "2 Open Questions"
        assert "list of open questions" in result.reason
        return
    assert result.status is Status.PROPOSED, result.reason
    assert result.edit is not None
    assert MARKED_HEADINGS.splitlines()[result.edit.start - 1].startswith(after)


PARAGRAPHS = """\
# agents 活文档

## 1 规划

**TreePlan** — 按子目标展开搜索树，剪枝靠价值估计。

**LoopFix** — 失败后回读轨迹再规划。

## 2 记忆

(a) NoteBank：把观察写成笔记。
(b) LongNote：按周合并笔记，
    旧笔记只留摘要。
(c) SlotMem：固定槽位。
"""


@pytest.mark.parametrize(
    ("suggestion", "after"),
    [
        ("§1 新增一条 MeshBench，放在 TreePlan 那条之后。", "**TreePlan** — 按子目标"),
        ("§1 新增一条 MeshBench，排在 TreePlan 后面。", "**TreePlan** — 按子目标"),
        ("§1 新增一条 MeshBench，与 LoopFix 并列。", "**LoopFix** — 失败后"),
        ("§2 新增一条 MeshBench，排在 SlotMem 后面。", "(c) SlotMem：固定槽位。"),
    ],
)
def test_a_new_entry_stands_after_the_paragraph_entry_the_brief_names(
    suggestion: str, after: str
) -> None:
    lines = PARAGRAPHS.splitlines(keepends=True)
    [(_, result)] = entry_adds(PARAGRAPHS, suggestion)
    assert result.status is Status.PROPOSED, result.reason
    assert result.edit is not None
    assert lines[result.edit.start - 1].startswith(after)
    assert any("MeshBench" in line for line in added_lines(result, lines))


def questions_kb(questions: str) -> str:
    return (
        "# agents 活文档\n\n## 1 规划\n\n- **TreePlan**：按子目标展开搜索树。\n\n## 2 开放问题\n\n"
        + questions
    )


@pytest.mark.parametrize(
    ("questions", "new"),
    [
        ("1）搜索树该多宽？\n2）回读轨迹值得吗？\n", ["3）" + NEW_QUESTION]),
        ("1)搜索树该多宽？\n2)回读轨迹值得吗？\n", ["3)" + NEW_QUESTION]),
        ("> 搜索树该多宽？\n\n> 回读轨迹值得吗？\n", ["", "> " + NEW_QUESTION]),
        ("（一）搜索树该多宽？\n（二）回读轨迹值得吗？\n", ["（三）" + NEW_QUESTION]),
    ],
)
@pytest.mark.parametrize(
    "suggestion",
    [f"§2 新增一条开放问题：「{NEW_QUESTION}」", f"§2 加一问：「{NEW_QUESTION}」"],
)
def test_a_new_question_takes_the_next_number_or_quote_its_neighbours_carry(
    questions: str, new: list[str], suggestion: str
) -> None:
    kb = questions_kb(questions)
    lines = kb.splitlines(keepends=True)
    [(action, result)] = rendered(kb, suggestion)
    assert action.kind is ActionKind.ADD_QUESTION
    assert result.status is Status.PROPOSED, result.reason
    assert result.edit is not None
    written = [line.rstrip("\n") for line in result.edit.lines]
    assert written[:-1] == new[:-1]
    assert written[-1].startswith(new[-1])
    assert result.edit.start == len(lines)


@pytest.mark.parametrize(
    "suggestion",
    [
        "§2 新增一条 MeshBench。",
        "§2 新增一条 MeshBench，与 LongNote 并列。",
        "§2 新增一条 MeshBench，排在 SlotMem 后面。",
        "放进 §2：MeshBench。",
    ],
)
def test_a_new_entry_among_bracket_lettered_lines_is_the_next_letter_at_their_end(
    suggestion: str,
) -> None:
    lines = PARAGRAPHS.splitlines(keepends=True)
    [(_, result)] = entry_adds(PARAGRAPHS, suggestion)
    assert result.status is Status.PROPOSED, result.reason
    assert result.edit is not None
    assert result.edit.start == len(lines)
    [line] = added_lines(result, lines)
    assert line.startswith("(d) MeshBench")


def test_a_new_entry_right_after_a_middle_lettered_line_is_reported() -> None:
    [(_, result)] = entry_adds(PARAGRAPHS, "§2 新增一条 MeshBench，放在 LongNote 那条之后。")
    assert result.status is Status.UNRESOLVED
    assert "LongNote" in result.reason


BROKEN_LINES = """\
# agents 活文档

## 1 规划

- **TreePlan**：按子目标展开搜索树，成功率 61% [@hop2025]。<br>局限：token 成本高三倍。
- **LoopFix**：失败后回读轨迹再规划。<br/>适用：长任务
NoteBank：把观察写成笔记 [3]。<br>代价：索引膨胀。
"""


@pytest.mark.parametrize(
    ("suggestion", "line"),
    [
        (
            '§1 TreePlan 那条末尾补一句"宽度 4 时最好。"',
            "- **TreePlan**：按子目标展开搜索树，成功率 61% [@hop2025]。宽度 4 时最好。"
            "<br>局限：token 成本高三倍。",
        ),
        (
            '§1 TreePlan 条目末尾补一句"（仅英文任务）"',
            "- **TreePlan**：按子目标展开搜索树，成功率 61% [@hop2025]（仅英文任务）。"
            "<br>局限：token 成本高三倍。",
        ),
        (
            '§1 LoopFix 那条末尾补一句"两次重试即可。"',
            "- **LoopFix**：失败后回读轨迹再规划。两次重试即可。<br/>适用：长任务",
        ),
        (
            '§1 NoteBank 那条末尾补一句"按周合并。"',
            "NoteBank：把观察写成笔记 [3]。按周合并。<br>代价：索引膨胀。",
        ),
    ],
)
def test_words_added_to_an_entry_go_before_a_field_after_a_line_break(
    suggestion: str, line: str
) -> None:
    lines = BROKEN_LINES.splitlines(keepends=True)
    [(_, result)] = rendered(BROKEN_LINES, suggestion)
    assert result.status is Status.PROPOSED, result.reason
    assert added_lines(result, lines) == [line + "\n"]


TWIN_NUMBERS = """\
# agents 活文档

## 2 工具

### 2.1 工具调用

- **Caller**：按文档生成调用。

### 2.1 工具评测

- **HopBench**：多跳任务。
"""


@pytest.mark.parametrize(
    ("suggestion", "after"),
    [
        ("§2.1 工具评测 新增一条 MeshBench。", "- **HopBench**"),
        ("§2.1「工具评测」新增一条 MeshBench。", "- **HopBench**"),
        ("§2.1 工具调用 新增一条 MeshBench。", "- **Caller**"),
        ("§2.1 的工具调用小节补一条 MeshBench。", "- **Caller**"),
    ],
)
def test_two_headings_numbered_alike_are_told_apart_by_the_title_after_the_number(
    suggestion: str, after: str
) -> None:
    [(_, result)] = entry_adds(TWIN_NUMBERS, suggestion)
    assert result.status is Status.PROPOSED, result.reason
    assert result.edit is not None
    assert TWIN_NUMBERS.splitlines()[result.edit.start - 1].startswith(after)


def test_two_headings_numbered_alike_without_a_title_stay_unresolved() -> None:
    [(_, result)] = entry_adds(TWIN_NUMBERS, "§2.1 新增一条 MeshBench。")
    assert result.status is Status.UNRESOLVED
    assert "2 headings are numbered 2.1" in result.reason


DOI_ENTRIES = """\
# agents 活文档

## 1 评测

1) HopBench（doi:10.48550/arXiv.2601.00001）：多跳任务。
2) CallSuite（doi:10.48550/arXiv.2601.00002）：长调用链。
"""


@pytest.mark.parametrize(
    "suggestion",
    [
        "§1 新增一条 MeshBench。",
        "§1 新增一条 MeshBench，与 CallSuite 并列。",
        "放进 §1：MeshBench。",
    ],
)
def test_a_new_entry_gives_its_id_as_the_neighbours_do_by_doi(suggestion: str) -> None:
    lines = DOI_ENTRIES.splitlines(keepends=True)
    [(_, result)] = entry_adds(DOI_ENTRIES, suggestion)
    assert result.status is Status.PROPOSED, result.reason
    [line] = added_lines(result, lines)
    assert line.startswith("3) MeshBench（doi:10.48550/arXiv.2612.04411）：")
    assert "arXiv:2612" not in line


def test_the_demo_brief_titles_its_section_so_a_twin_number_is_told_apart(
    tmp_path: Path,
) -> None:
    kb = FIXTURE_KB.read_text(encoding="utf-8").replace("### 5.4 ", "### 5.3 ", 1)
    brief_text = (FIXTURES / "demo" / "brief.md").read_text(encoding="utf-8")
    after = applied_kb(tmp_path, kb, brief_text, "inbox/tom/2026-11-04-inference-e1prep.md")
    section = after.split("### 5.3 部署框架与模型卡片")[1].split("\n### ")[0]
    assert "Baichuan-M3-14B-AWQ" in section


COMMENTED_HEADING = """\
# agents 活文档

## 1 规划

- **TreePlan**：按子目标展开搜索树。

<!--
## 2 归档（停用）

- **OldPlan**：单步计划。
-->

<!-- ### 2.1 草稿 -->

## 3 记忆

- **NoteBank**：把观察写成笔记。
"""


@pytest.mark.parametrize(
    "suggestion",
    [
        "§2 新增一条 MeshBench。",
        "§2.1 新增一条 MeshBench。",
        "放进 §2：MeshBench。",
        "「归档（停用）」一节补一条 MeshBench。",
    ],
)
def test_a_heading_inside_an_html_comment_is_no_section(suggestion: str) -> None:
    [(_, result)] = entry_adds(COMMENTED_HEADING, suggestion)
    assert result.status is Status.UNRESOLVED


@pytest.mark.parametrize(
    ("suggestion", "after"),
    [("§1 新增一条 MeshBench。", "- **TreePlan**"), ("§3 新增一条 MeshBench。", "- **NoteBank**")],
)
def test_sections_around_a_commented_heading_keep_their_own_lists(
    suggestion: str, after: str
) -> None:
    [(_, result)] = entry_adds(COMMENTED_HEADING, suggestion)
    assert result.status is Status.PROPOSED, result.reason
    assert result.edit is not None
    assert COMMENTED_HEADING.splitlines()[result.edit.start - 1].startswith(after)


@pytest.mark.parametrize("suggestion", ["§2 参考登记一条引用。", "§2 补一条引用。"])
@pytest.mark.parametrize("gap", [". ", " "])
def test_a_new_citation_follows_a_list_of_titles_then_urls(suggestion: str, gap: str) -> None:
    kb = cited_kb(
        f"[1] HopBench{gap}https://arxiv.org/abs/2601.00001\n"
        "[2] Web Notes. https://example.org/notes\n"
        f"[3] CallSuite{gap}https://arxiv.org/abs/2601.00002\n"
    )
    lines = kb.splitlines(keepends=True)
    [result] = [r for a, r in rendered(kb, suggestion) if a.kind is ActionKind.ADD_CITATION]
    assert result.status is Status.PROPOSED, result.reason
    assert added_lines(result, lines) == [f"[4] MeshBench{gap}https://arxiv.org/abs/2612.04411\n"]


def test_a_list_of_authors_titles_then_urls_is_not_filled_without_authors() -> None:
    kb = cited_kb(
        "[1] Hop et al., 2025. HopBench. https://arxiv.org/abs/2601.00001\n"
        "[2] Call et al., 2025. CallSuite. https://arxiv.org/abs/2601.00002\n"
    )
    [result] = [
        r for a, r in rendered(kb, "§2 参考登记一条引用。") if a.kind is ActionKind.ADD_CITATION
    ]
    assert result.status is Status.UNRESOLVED
