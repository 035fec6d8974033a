"""KBs other teams write: definition-list entries (a term line, then `: …` definitions), read
as one entry each. Every KB and request here is our own."""

from __future__ import annotations

import pytest

from kbpatch.locate import heading_key, list_section, outline, written_number
from kbpatch.models import ActionKind, Status

from .conftest import added_lines, render_brief
from .test_phrasings import markdown

DATE = "2026-12-11"

GLOSSARY = """\
# 路由 活文档

## 1 路由

### 1.1 调度器

**Prism**（2024）
: 按前缀亲和路由；命中率 +21%。见 [arXiv:2410.11111](https://arxiv.org/abs/2410.11111)。

**Lattice**（2025）
: 两级队列，尾延迟减半。见 [arXiv:2502.22222](https://arxiv.org/abs/2502.22222)。

## 2 开放问题

- 路由与缓存能否合并？
"""
GLOSSARY_LINES = GLOSSARY.splitlines(keepends=True)


def sources(suggestion: str, lines: list[str]) -> list[tuple[Status, str, list[str]]]:
    """Each add-source action the suggestion gives: its status, reason, lines written."""
    found = []
    for action, result in render_brief(markdown(suggestion), lines, DATE):
        if action.kind is ActionKind.ADD_SOURCE:
            written = added_lines(result, lines) if result.edit else []
            found.append((result.status, result.reason, written))
    return found


@pytest.mark.parametrize(
    "suggestion",
    [
        "§1.1 Lattice 条目补引 arXiv:2502.22222。",
        "§1.1 Lattice 条目补引 arXiv:2502.22222v2。",
        "§1.1 Lattice 条目补充出处 arXiv:2502.22222。",
        "§1.1 中 Lattice 一条补引 arXiv:2502.22222。",
        "§1.1 Prism 条目补引 arXiv:2410.11111。",
    ],
)
def test_an_id_a_terms_definition_already_cites_is_already_present(suggestion: str) -> None:
    ((status, reason, written),) = sources(suggestion, GLOSSARY_LINES)
    assert status is Status.ALREADY_PRESENT, reason
    assert written == []
    assert "already cites" in reason


@pytest.mark.parametrize(
    ("suggestion", "line"),
    [
        (
            "§1.1 Lattice 条目补引 arXiv:2507.33333。",
            ": 两级队列，尾延迟减半。见 [arXiv:2502.22222](https://arxiv.org/abs/2502.22222)"
            "（arXiv:2507.33333）。\n",
        ),
        (
            "§1.1 Prism 条目补引 arXiv:2507.33333。",
            ": 按前缀亲和路由；命中率 +21%。见 [arXiv:2410.11111](https://arxiv.org/abs/2410.11111)"
            "（arXiv:2507.33333）。\n",
        ),
    ],
)
def test_a_new_id_for_a_term_goes_on_its_definition_line_not_the_term(
    suggestion: str, line: str
) -> None:
    ((status, reason, written),) = sources(suggestion, GLOSSARY_LINES)
    assert status is Status.PROPOSED, reason
    assert written == [line]


def test_a_term_with_two_definitions_is_not_guessed_between() -> None:
    kb = GLOSSARY.replace(
        "尾延迟减半。见 [arXiv:2502.22222](https://arxiv.org/abs/2502.22222)。\n",
        "尾延迟减半。\n: 也用于批处理。\n",
    )
    ((status, reason, written),) = sources(
        "§1.1 Lattice 条目补引 arXiv:2507.33333。", kb.splitlines(keepends=True)
    )
    assert status is Status.UNRESOLVED
    assert "2 definitions" in reason and written == []


# ---------------------------------------------------------------- headings written in HTML

HTML_KB = """\
<h1>服务 活文档</h1>

<h2 id="sched">1 调度</h2>

<h3>1.1 批处理</h3>

- **Orca**：迭代级调度。

<H3 class="x">1.2 抢占</H3>

- **FastServe**：按跳过连接抢占。

<h2 id="open"><a name="q"></a>2 开放问题</h2>

1. 抢占代价如何计量？
"""
HTML_LINES = HTML_KB.splitlines(keepends=True)


def test_html_headings_are_sections_with_their_numbers() -> None:
    assert [(h.key, h.level, h.text, h.start) for h in outline(HTML_LINES)] == [
        ("", 1, "服务 活文档", 0),
        ("1", 2, "1 调度", 2),
        ("1.1", 3, "1.1 批处理", 4),
        ("1.2", 3, "1.2 抢占", 8),
        ("2", 2, "2 开放问题", 12),
    ]


@pytest.mark.parametrize(
    "text",
    [
        "<h2>1 调度</h2> 之后还有字\n",  # not a heading of its own line
        "正文里写了 <h2>1 调度</h2>。\n",
        "```html\n<h2>1 调度</h2>\n```\n",  # inside a fence
        "<!--\n<h2>1 调度</h2>\n-->\n",  # inside a comment
        "<h2>1 调度\n</h2>\n",  # over two lines: not read
    ],
)
def test_html_that_is_not_a_heading_line_is_no_section(text: str) -> None:
    assert outline(text.splitlines(keepends=True)) == []


def entry_lines(suggestion: str, lines: list[str]) -> list[tuple[int, list[str]]]:
    """Where each proposed new entry goes (its first line's index) and what it writes."""
    found = []
    for action, result in render_brief(markdown(suggestion), lines, DATE):
        if action.kind in (ActionKind.ADD_ENTRY, ActionKind.ADD_QUESTION):
            assert result.status is Status.PROPOSED, result.reason
            assert result.edit is not None
            found.append((result.edit.start, added_lines(result, lines)))
    return found


@pytest.mark.parametrize(
    "suggestion",
    [
        "§1.1 新增一条 FlowCache。",
        "在 §1.1 补一条 FlowCache 条目。",
        "FlowCache 归入 §1.1。",
        "1.1 批处理 一节新增一条 FlowCache。",
    ],
)
def test_an_entry_for_a_section_under_an_html_heading_lands_there(suggestion: str) -> None:
    ((start, written),) = entry_lines(suggestion, HTML_LINES)
    assert start == 7  # after `- **Orca**…`, before `<H3 …>1.2 抢占</H3>`
    assert len(written) == 1 and written[0].startswith("- **FlowCache**")


@pytest.mark.parametrize(
    "suggestion",
    [
        "§2 新增一条开放问题：“分层后命中率还能否保持？”",
        "开放问题新增一条：“分层后命中率还能否保持？”",
        "在 §2 补一个待解问题：“分层后命中率还能否保持？”",
        "§2 加一条开放问题：分层后命中率还能否保持？",
    ],
)
def test_a_question_for_a_chapter_under_an_html_heading_joins_its_list(suggestion: str) -> None:
    ((start, written),) = entry_lines(suggestion, HTML_LINES)
    assert start == len(HTML_LINES)
    assert len(written) == 1 and written[0].startswith("2. 分层后命中率还能否保持？")


# ---------------------------------------------------------------- `一.一` sub-section numbers


@pytest.mark.parametrize(
    ("heading", "key", "written"),
    [
        ("一.一 批处理", "1.1", "一.一"),
        ("二．三 抢占", "2.3", "二．三"),
        ("三.二、卸载", "3.2", "三.二"),
        ("十二.一 附记", "12.1", "十二.一"),
        ("一.二.三 细节", "1.2.3", "一.二.三"),
        # A chapter, as before: `一、` / `一.` then words (`一.一致性` is chapter 1's words).
        ("一、调度", "1", ""),
        ("一. 调度", "1", ""),
        ("一.一致性检验", "1", ""),
    ],
)
def test_chinese_numerals_joined_by_dots_number_a_sub_section(
    heading: str, key: str, written: str
) -> None:
    assert (heading_key(heading), written_number(heading)) == (key, written)


CN_DOTTED_KB = """\
# 服务 活文档

## 一、调度

### 一.一 批处理

- **Orca**：迭代级调度。

### 一.二 抢占

- **FastServe**：按跳过连接抢占。

## 二、开放问题

1. 抢占代价如何计量？
"""


@pytest.mark.parametrize(
    ("suggestion", "after"),
    [
        ("§1.1 新增一条 FlowCache。", "- **Orca**：迭代级调度。\n"),
        ("第一章第二节新增一条 FlowCache。", "- **FastServe**：按跳过连接抢占。\n"),
        ("FlowCache 归入 §1.2。", "- **FastServe**：按跳过连接抢占。\n"),
        ("在 1.1 节补一条 FlowCache 条目。", "- **Orca**：迭代级调度。\n"),
    ],
)
def test_an_entry_for_a_section_numbered_in_chinese_numerals_lands_there(
    suggestion: str, after: str
) -> None:
    lines = CN_DOTTED_KB.splitlines(keepends=True)
    ((start, written),) = entry_lines(suggestion, lines)
    assert lines[start - 1] == after
    assert len(written) == 1 and written[0].startswith("- **FlowCache**")


# ---------------------------------------------------------------- entries written as headings

HEADED_KB = """\
# 引擎 活文档

## 1 引擎

### 1.1 开源

每个引擎一小节。

#### vLLM

分页管理 KV 缓存，吞吐 2–4×。来源：arXiv:2309.06180。

#### SGLang

前缀树复用 KV；结构化输出快。来源：arXiv:2312.07104。

### 1.2 闭源

- **TRT-LLM**：NVIDIA 官方。

## 2 开放问题

1. 分页与前缀树能否统一？
"""
HEADED_LINES = HEADED_KB.splitlines(keepends=True)


def new_lines(suggestion: str, lines: list[str]) -> list[tuple[int, tuple[str, ...]]]:
    """Where each proposed new entry goes and every line it writes, blank ones included."""
    found = []
    for action, result in render_brief(markdown(suggestion), lines, DATE):
        if action.kind is ActionKind.ADD_ENTRY:
            assert result.status is Status.PROPOSED, result.reason
            assert result.edit is not None
            found.append((result.edit.start, result.edit.lines))
    return found


@pytest.mark.parametrize(
    "suggestion",
    [
        "§1.1 新增一条 FlowCache。",
        "在 §1.1 补一条 FlowCache 条目。",
        "FlowCache 归入 §1.1。",
        "§1.1 新增一条 FlowCache，与 SGLang 并列。",
    ],
)
def test_a_new_entry_among_heading_entries_is_a_heading_of_their_level(suggestion: str) -> None:
    ((start, written),) = new_lines(suggestion, HEADED_LINES)
    assert HEADED_LINES[start - 1] == "前缀树复用 KV；结构化输出快。来源：arXiv:2312.07104。\n"
    assert written[:3] == ("\n", "#### FlowCache\n", "\n")
    assert written[3].startswith("把会话按访问时间分成三档") and "arXiv:2612.00101" in written[3]


def test_heading_entries_one_level_up_take_that_level() -> None:
    kb = (
        HEADED_KB.replace("### 1.1 开源\n\n每个引擎一小节。\n\n", "")
        .replace("### 1.2 闭源\n\n- **TRT-LLM**：NVIDIA 官方。\n\n", "")
        .replace("#### ", "### ")
    )
    lines = kb.splitlines(keepends=True)
    ((_, written),) = new_lines("§1 新增一条 FlowCache。", lines)
    assert written[1] == "### FlowCache\n"


@pytest.mark.parametrize(
    "suggestion",
    [
        "§1.1 新增一条 vLLM。",
        "§1.1 新增一条 SGLang 条目。",
        "§1.1 增加一条 SGLang。",
        "在 §1.1 补一条 vLLM。",
        "§1.1 新增一条“SGLang”。",
    ],
)
def test_a_heading_entry_of_the_same_name_is_not_added_twice(suggestion: str) -> None:
    results = [
        r
        for a, r in render_brief(markdown(suggestion), HEADED_LINES, DATE)
        if a.kind is ActionKind.ADD_ENTRY
    ]
    assert [r.status for r in results] == [Status.UNRESOLVED]
    assert "already stands in this section (its heading" in results[0].reason


@pytest.mark.parametrize(
    ("first", "second"),
    [
        ("背景", "方法"),  # topics, not names
        ("Overview", "Dense methods"),  # names, but their text cites nothing (below)
        ("Q1 分页能否统一", "Q2 谁来承担成本"),  # questions
        ("1.1.1 vLLM", "1.1.2 SGLang"),  # numbered sub-sections
    ],
)
def test_sub_sections_that_are_no_heading_entries_are_not_guessed_into(
    first: str, second: str
) -> None:
    kb = HEADED_KB.replace("#### vLLM", f"#### {first}").replace("#### SGLang", f"#### {second}")
    if first == "Overview":
        kb = kb.replace("来源：arXiv:2309.06180。", "").replace("来源：arXiv:2312.07104。", "")
    lines = kb.splitlines(keepends=True)
    results = [
        r
        for a, r in render_brief(markdown("§1.1 新增一条 FlowCache。"), lines, DATE)
        if a.kind is ActionKind.ADD_ENTRY
    ]
    assert [r.status for r in results] == [Status.UNRESOLVED]
    assert "stand in its sub-sections" in results[0].reason


# ---------------------------------------------------------------- KBs in traditional characters

TRADITIONAL_KB = """\
# 推論服務 · 活文檔

## 第一章 引擎

### 第一節 通用引擎

- **vLLM**：分頁管理 KV 快取（arXiv:2309.06180）。

### 第二節 端側引擎

- **llama.cpp**：GGUF 格式。

## 第二章 未決問題

1. 分頁與前綴樹能否統一？

## 第三章 參考資料

1. arXiv:2309.06180 — Efficient Memory Management for LLM Serving with PagedAttention
"""
TRADITIONAL_LINES = TRADITIONAL_KB.splitlines(keepends=True)


@pytest.mark.parametrize(
    ("heading", "kind"),
    [
        ("參考文獻", "citations"),
        ("參考資料", "citations"),
        ("參考連結", "citations"),
        ("延伸閱讀", "citations"),
        ("開放問題", "questions"),
        ("未決問題", "questions"),
        ("問題清單", "questions"),
        ("技術趨勢", "trends"),
    ],
)
def test_lists_named_in_traditional_characters_are_found_by_their_names(
    heading: str, kind: str
) -> None:
    lines = f"# 文檔\n\n## 1 引擎\n\n- a\n\n## 2 {heading}\n\n1. x\n".splitlines(keepends=True)
    assert list_section(outline(lines), kind).text == f"2 {heading}"


def test_traditional_chapters_and_sections_are_numbered() -> None:
    assert [(h.key, h.text) for h in outline(TRADITIONAL_LINES)][1:4] == [
        ("1", "第一章 引擎"),
        ("1.1", "第一節 通用引擎"),
        ("1.2", "第二節 端側引擎"),
    ]


@pytest.mark.parametrize(
    "suggestion",
    [
        "开放问题新增一条：“分層後命中率還能否保持？”",
        "§2 新增一条开放问题：“分層後命中率還能否保持？”",
        "在待解问题里补一条：“分層後命中率還能否保持？”",
        "第二章新增一条开放问题：“分層後命中率還能否保持？”",
    ],
)
def test_a_question_joins_a_list_named_in_traditional_characters(suggestion: str) -> None:
    ((start, written),) = entry_lines(suggestion, TRADITIONAL_LINES)
    assert TRADITIONAL_LINES[start - 1] == "1. 分頁與前綴樹能否統一？\n"
    assert written[0].startswith("2. 分層後命中率還能否保持？")


@pytest.mark.parametrize(
    "suggestion",
    [
        "§1.2 新增一条 FlowCache；参考文献登记一条引用。",
        "第一章第二节新增一条 FlowCache，另补一条引用。",
        "§1.2 新增一条 FlowCache；引用列表登记一条。",
        "§1.2 新增一条 FlowCache；参考文献末尾新增一条引用。",
    ],
)
def test_a_citation_joins_a_list_named_in_traditional_characters(suggestion: str) -> None:
    citations = [
        r
        for a, r in render_brief(markdown(suggestion), TRADITIONAL_LINES, DATE)
        if a.kind is ActionKind.ADD_CITATION
    ]
    assert [r.status for r in citations] == [Status.PROPOSED], [r.reason for r in citations]
    assert citations[0].edit is not None
    assert citations[0].edit.start == len(TRADITIONAL_LINES)
    assert citations[0].edit.lines[0].startswith("2. arXiv:2612.00101 — ")


# ---------------------------------------------------------------- a written-out row beside a list

TABLE_AND_LIST_KB = """\
# 量化 活文档

## 4 格式

### 4.1 格式对比

| 格式 | 块大小 | 缩放 | 硬件 |
|---|---|---|---|
| NVFP4 | 16 | E4M3 | B200 |
| MXFP4 | 32 | E8M0 | MI355X |

- **QATFactory**：按格式做量化感知训练（arXiv:2610.11111）。
- **ScaleFix**：修正缩放布局（arXiv:2610.22222）。

## 5 开放问题

1. FP6 是否值得？
"""
TABLE_AND_LIST_LINES = TABLE_AND_LIST_KB.splitlines(keepends=True)


@pytest.mark.parametrize(
    "suggestion",
    [
        "§4.1 格式表增加一行：| MXFP6 | 32 | E8M0 | MI355X |",
        "§4.1 表格末尾增加一行：| MXFP6 | 32 | E8M0 | MI355X |。",
        "§4.1 的表格加一行：| MXFP6 | 32 | E8M0 | MI355X |；表下两条不动。",
        "§4.1 新增一行 | MXFP6 | 32 | E8M0 | MI355X |",
    ],
)
def test_a_written_out_row_joins_the_sections_table_beside_its_list(suggestion: str) -> None:
    ((start, written),) = entry_lines(suggestion, TABLE_AND_LIST_LINES)
    assert TABLE_AND_LIST_LINES[start - 1] == "| MXFP4 | 32 | E8M0 | MI355X |\n"
    assert written == ["| MXFP6 | 32 | E8M0 | MI355X（E1 2026-12-11 · 条目 1） |\n"]


def test_a_written_out_row_of_too_few_cells_is_not_spread_over_the_columns() -> None:
    results = [
        r
        for a, r in render_brief(
            markdown("§4.1 格式表增加一行：| MXFP6 | 32 | E8M0 |"), TABLE_AND_LIST_LINES, DATE
        )
        if a.kind is ActionKind.ADD_ENTRY
    ]
    assert [r.status for r in results] == [Status.UNRESOLVED]
    assert "a row of 3 cells for a table of 4 columns" in results[0].reason


# ---------------------------------------------------------------- a line of a command block

COMMANDS_KB = """\
# 部署 活文档

## 2 部署

### 2.1 启动命令

- **Hy3-FP8**：max_model_len 64K，单机 8 卡。

```bash
vllm serve hy3-fp8 --max-model-len 65536 --tp 8
python -m sglang.launch_server --model hy3-fp8 --context-length 65536
```

## 3 开放问题

1. 128K 是否稳定？
"""
COMMANDS_LINES = COMMANDS_KB.splitlines(keepends=True)
ENTRY_LINE = "- **Hy3-FP8**：max_model_len 128K，单机 8 卡。\n"
VLLM_LINE = "vllm serve hy3-fp8 --max-model-len 131072 --tp 8\n"
SGLANG_LINE = "python -m sglang.launch_server --model hy3-fp8 --context-length 131072\n"


def replaced(suggestion: str) -> list[str]:
    """The KB's lines each proposed replace writes (each alone), in the order asked."""
    written = []
    for action, result in render_brief(markdown(suggestion), COMMANDS_LINES, DATE):
        if action.kind.edits_document:
            assert result.status is Status.PROPOSED, result.reason
            assert result.edit is not None
            written += list(result.edit.lines)
    return written


@pytest.mark.parametrize(
    ("suggestion", "lines"),
    [
        (
            '§2.1 Hy3-FP8 条目 "max_model_len 64K" 改为 "max_model_len 128K"；命令块里 vllm 那行 '
            '"--max-model-len 65536" 改为 "--max-model-len 131072"，sglang 那行 '
            '"--context-length 65536" 改为 "--context-length 131072"。',
            [ENTRY_LINE, VLLM_LINE, SGLANG_LINE],
        ),
        (
            '§2.1 Hy3-FP8 条目把 "64K" 改为 "128K"；代码块中 vllm 那一行 "65536" 改为 "131072"。',
            [ENTRY_LINE, VLLM_LINE],
        ),
        (
            '§2.1 Hy3-FP8 条目 "64K" → "128K"；sglang 那行 "65536" → "131072"。',
            [ENTRY_LINE, SGLANG_LINE],
        ),
        ('§2.1 命令块里 vllm 那行 "65536" 改为 "131072"。', [VLLM_LINE]),
    ],
)
def test_a_replace_naming_a_line_of_the_command_block_changes_that_line(
    suggestion: str, lines: list[str]
) -> None:
    assert replaced(suggestion) == lines


def test_more_values_of_the_same_line_stay_with_it() -> None:
    # `，"A" 改为 "B"` names no line of its own: it is more values of the line before.
    assert replaced('§2.1 Hy3-FP8 条目 "64K" 改为 "128K"，"单机 8 卡" 改为 "单机 4 卡"。') == [
        "- **Hy3-FP8**：max_model_len 128K，单机 4 卡。\n"
    ]


def edits_of(
    kind: ActionKind, suggestion: str, lines: list[str]
) -> list[tuple[Status, str, list[str]]]:
    """Each action of a kind the suggestion gives (a replace of values or of a number alike):
    its status, reason, lines written."""
    return [
        (result.status, result.reason, added_lines(result, lines) if result.edit else [])
        for action, result in render_brief(markdown(suggestion), lines, DATE)
        if action.kind is kind
        or {action.kind, kind} <= {ActionKind.REPLACE, ActionKind.UPDATE_NUMBER}
    ]


@pytest.mark.parametrize(
    ("suggestion", "written"),
    [
        (
            '§1.1 vLLM 那条末尾补一句"（0.7 起支持前缀分层）"。',
            "吞吐 2–4×（0.7 起支持前缀分层）。来源：arXiv:2309.06180。",
        ),
        (
            '§1.1 中 SGLang 一条，末尾补充"（已支持 MoE）"。',
            "结构化输出快（已支持 MoE）。来源：arXiv:2312.07104。",
        ),
        (
            '在 §1.1 的 vLLM 条目后面补一句"另有 CPU 卸载。"',
            "吞吐 2–4×。另有 CPU 卸载。来源：arXiv:2309.06180。",
        ),
        (
            '§1.1「SGLang」那条末尾加上"（社区活跃）"。',
            "结构化输出快（社区活跃）。来源：arXiv:2312.07104。",
        ),
    ],
)
def test_words_appended_to_a_heading_entry_go_on_its_text(suggestion: str, written: str) -> None:
    ((status, reason, added),) = edits_of(ActionKind.APPEND, suggestion, HEADED_LINES)
    assert status is Status.PROPOSED, reason
    (line,) = added
    assert line.endswith(written + "\n") and not line.startswith("#")


@pytest.mark.parametrize(
    ("suggestion", "written"),
    [
        ('§1.1 vLLM 那条，"2–4×" 改为 "2–5×"。', "分页管理 KV 缓存，吞吐 2–5×。"),
        ('§1.1 vLLM 条目里 "吞吐 2–4×" 改为 "吞吐 3–4×"。', "分页管理 KV 缓存，吞吐 3–4×。"),
        (
            '§1.1 中 SGLang 一条，"结构化输出快" 改为 "结构化输出最快"。',
            "前缀树复用 KV；结构化输出最快。",
        ),
        ('§1.1 SGLang 条目："前缀树" → "基数树"。', "基数树复用 KV；结构化输出快。"),
    ],
)
def test_a_value_in_a_heading_entry_is_replaced_in_its_text(suggestion: str, written: str) -> None:
    ((status, reason, added),) = edits_of(ActionKind.REPLACE, suggestion, HEADED_LINES)
    assert status is Status.PROPOSED, reason
    (line,) = added
    assert line.startswith(written)


CHINESE_HEADED = HEADED_KB.replace("#### SGLang", "#### 前缀树复用")


@pytest.mark.parametrize(
    ("kind", "suggestion", "written"),
    [
        (ActionKind.APPEND, '§1.1 前缀树复用那条末尾补一句"（已开源）"。', "（已开源）"),
        (ActionKind.APPEND, '§1.1 中「前缀树复用」一条，末尾补"（v0.5）"。', "（v0.5）"),
        (
            ActionKind.REPLACE,
            '§1.1 前缀树复用 条目里 "KV" 改为 "KV 与视觉缓存"。',
            "KV 与视觉缓存",
        ),
        (ActionKind.REPLACE, '§1.1 前缀树复用那条，"快" 改为 "更快"。', "结构化输出更快"),
    ],
)
def test_an_entry_headed_by_a_chinese_name_is_edited_in_its_text(
    kind: ActionKind, suggestion: str, written: str
) -> None:
    lines = CHINESE_HEADED.splitlines(keepends=True)
    ((status, reason, added),) = edits_of(kind, suggestion, lines)
    assert status is Status.PROPOSED, reason
    (line,) = added
    assert line.startswith("前缀树") and written in line


@pytest.mark.parametrize(
    "suggestion",
    ["§1.1 新增一条 FlowCache。", "在 §1.1 补一条 FlowCache 条目。", "FlowCache 归入 §1.1。"],
)
def test_a_chinese_name_among_heading_entries_named_in_latin_is_one_of_them(
    suggestion: str,
) -> None:
    lines = CHINESE_HEADED.splitlines(keepends=True)
    ((start, written),) = new_lines(suggestion, lines)
    assert lines[start - 1] == "前缀树复用 KV；结构化输出快。来源：arXiv:2312.07104。\n"
    assert written[:3] == ("\n", "#### FlowCache\n", "\n")


@pytest.mark.parametrize(
    ("kb", "suggestion"),
    [
        # Headings in Chinese only: names or topics (背景), the KB does not say.
        (
            HEADED_KB.replace("#### vLLM", "#### 分页注意力").replace(
                "#### SGLang", "#### 前缀树复用"
            ),
            "§1.1 新增一条 FlowCache。",
        ),
        # A part holding a list is no entry: the words' line is not said.
        (
            HEADED_KB.replace("分页管理 KV 缓存", "- 分页管理 KV 缓存\n- 另一行"),
            '§1.1 vLLM 那条末尾补一句"（0.7 起）"。',
        ),
        # Two paragraphs under the heading: which one ends the entry is not guessed.
        (
            HEADED_KB.replace("分页管理 KV 缓存，", "分页管理 KV 缓存。\n\n另一段，"),
            '§1.1 vLLM 那条末尾补一句"（0.7 起）"。',
        ),
    ],
)
def test_heading_parts_that_are_not_plainly_one_entry_are_reported(
    kb: str, suggestion: str
) -> None:
    lines = kb.splitlines(keepends=True)
    results = [
        r
        for a, r in render_brief(markdown(suggestion), lines, DATE)
        if a.kind in (ActionKind.ADD_ENTRY, ActionKind.APPEND)
    ]
    assert [r.status for r in results] == [Status.UNRESOLVED]
