"""The words a new entry, question or lead takes into the KB are the KB's words: the name
the brief asks for (never the analyst's remark in the item heading, a star or an attributive
before the name), the quoted question (never the item's notes), and leads without the brief's
references to its own items or a bracket left open. Each said several ways in our own words."""

from __future__ import annotations

import pytest

from kbpatch.models import ActionKind, Status

from .conftest import added_lines, render_brief

DATE = "2026-12-09"

KB = """\
# serving 活文档

## 一、缓存

- **RadixCache**：按前缀树共享 KV。

- **分层卸载**：冷 KV 下放主机内存。

## 二、开放问题

1. 冷档落盘的延迟能否被预取掩盖？
2. 预取命中率该如何评测？
"""


def two_items(first_suggestion: str, second_suggestion: str, first_title: str = "") -> str:
    title = first_title or "TideKV（arXiv:2612.04417）—— 按层冷热的 KV 放置"
    return (
        "serving · E1 预消化简报(2026-12-09)\n\n一、今日增量\n\n"
        f"条目 1：{title}\n\n"
        "来源：organized/paper_cards/2101-2612-04417.md\n\n"
        "要点：浅层 KV 常驻显存，深层 KV 下放主机内存，多轮复用时首字延迟降 1.8×。\n\n"
        f"建议归入：{first_suggestion}\n\n"
        "条目 2：草稿头的 KV 放哪里 —— 只提问题\n\n"
        "来源：Jay 12-08 工程简报第 2 条（讨论，无论文）\n\n"
        "要点：卸载后草稿头的 KV 是否同层下放，没有人答。\n\n"
        f"建议归入：{second_suggestion}\n"
    )


def added(text: str, kind: ActionKind) -> list[str]:
    lines = KB.splitlines(keepends=True)
    found = []
    for action, result in render_brief(text, lines, DATE):
        if action.kind is kind:
            assert result.status is Status.PROPOSED, result.reason
            found += added_lines(result, lines)
    return found


@pytest.mark.parametrize(
    "asked",
    [
        "§二 加一问「草稿头的 KV 该随目标模型同层下放吗？」，挂条目 1 的 TideKV 作线索。",
        "§二 新增一问「草稿头的 KV 该随目标模型同层下放吗？」，以条目 1 的 TideKV 作为线索。",
        "§二 加一问「草稿头的 KV 该随目标模型同层下放吗？」，挂 TideKV（条目 1）作线索。",
        "§二 加一问「草稿头的 KV 该随目标模型同层下放吗？」，附条目 1 里的 TideKV 为线索。",
    ],
)
def test_a_lead_named_by_its_item_is_written_with_the_items_id_not_its_tag(asked: str) -> None:
    (question,) = added(two_items("§一 新增一条 TideKV。", asked), ActionKind.ADD_QUESTION)
    assert "（线索：TideKV，arXiv:2612.04417）" in question, question
    assert "条目" not in question.split("（E1")[0], question


WITH_ID = "TideKV，arXiv:2612.04417"


@pytest.mark.parametrize(
    ("asked", "lead"),
    [
        ("§二 第 2 问后面挂线索 TideKV（arXiv:2612.04417）。", f"（线索：{WITH_ID}）"),
        ("§二 第 2 问补上线索 TideKV（arXiv:2612.04417）", f"（线索：{WITH_ID}）"),
        ("§二 第 2 问挂上线索「TideKV（实测）」。", "（线索：TideKV（实测））"),
        ("§二 第 2 问补线索（TideKV）。", "（线索：TideKV）"),
    ],
)
def test_a_lead_appended_to_a_question_closes_every_bracket_it_opens(asked: str, lead: str) -> None:
    appended = added(two_items("§一 新增一条 TideKV。", asked), ActionKind.APPEND)
    (line,) = [line for line in appended if line.startswith("2.")]
    assert lead in line, line
    body = line.split("（E1")[0]
    assert body.count("（") == body.count("）"), line


def one_item(title: str, suggestion: str) -> str:
    return (
        "serving · E1 预消化简报(2026-12-09)\n\n一、今日增量\n\n"
        f"条目 1：{title}\n\n"
        "来源：organized/paper_cards/2101-2612-04417.md\n\n"
        "要点：浅层 KV 常驻显存，深层 KV 下放主机内存，多轮复用时首字延迟降 1.8×。\n\n"
        f"建议归入：{suggestion}\n"
    )


def new_entry(title: str, suggestion: str) -> str:
    (line,) = added(one_item(title, suggestion), ActionKind.ADD_ENTRY)
    return line


REMARK = "挂账论文 arXiv:2612.04417 终于能落笔了 —— 按层冷热"


@pytest.mark.parametrize(
    "suggestion",
    [
        '§一 新增一条"**按层冷热放置**"，放在"分层卸载"那条之后。',
        "§一 新增一条「按层冷热放置」，体例同本节。",
        '§一 末尾新增一条"按层冷热放置"条目。',
        "§一 新增「按层冷热放置」条目，放在分层卸载那条之后。",
    ],
)
def test_the_name_a_request_quotes_names_the_entry_not_the_analysts_remark(
    suggestion: str,
) -> None:
    line = new_entry(REMARK, suggestion)
    assert line.startswith("- **按层冷热放置**（arXiv:2612.04417）：浅层 KV"), line
    assert "挂账" not in line and "落笔" not in line, line


@pytest.mark.parametrize(
    ("title", "suggestion", "start"),
    [
        # A quote before a noun of its own labels a note; the title's head stays.
        ("按层冷热的 KV 放置", '§一 末尾加一条"层级策略"小注。', "- **按层冷热的 KV 放置**（"),
        # Beside a Latin name in the head, a quoted topic is the entry's label.
        (
            "TideKV（arXiv:2612.04417）",
            '§一 单列一条"层级策略"。',
            "- **TideKV**（arXiv:2612.04417，层级策略）",
        ),
        # A head that holds the name the request gives keeps its words.
        ("缓存基准 TideKV", "§一 新增一条 TideKV。", "- **缓存基准 TideKV**（"),
    ],
)
def test_a_quote_or_name_that_does_not_name_the_entry_leaves_the_title_alone(
    title: str, suggestion: str, start: str
) -> None:
    assert new_entry(title, suggestion).startswith(start)


@pytest.mark.parametrize(
    "suggestion",
    [
        "§一 末尾按体例新增第 3 条 TideKV，写全。",
        "§一 新增第 3 条：TideKV。",
        "§一 新增 TideKV 条目（第 3 条）。",
        "§一 末尾补一条 TideKV。",
    ],
)
def test_the_latin_name_a_request_gives_wins_over_another_things_name_in_the_title(
    suggestion: str,
) -> None:
    line = new_entry("RadixCache 的后续 —— 分层卸载再添一例", suggestion)
    assert line.startswith("- **TideKV**（arXiv:2612.04417）："), line
    assert "RadixCache" not in line, line


@pytest.mark.parametrize(
    "title",
    [
        "★ TideKV（arXiv:2612.04417）—— 按层冷热",
        "☆TideKV（arXiv:2612.04417）",
        "同一课题组的 TideKV（arXiv:2612.04417）",
        "另一家实验室的 TideKV",
    ],
)
def test_a_mark_or_an_attributive_before_the_name_is_no_part_of_it(title: str) -> None:
    for suggestion in ("§一 新增一条 TideKV。", "§一 末尾新增一条。"):
        line = new_entry(title, suggestion)
        assert line.startswith("- **TideKV**（arXiv:2612.04417）："), line


@pytest.mark.parametrize(
    "caveat",
    [
        "不转述 1.8× 这个外域指标（本节体例）。",
        "别复述 1.8× 这个数。",
        '不要转述"1.8×"。',
        "不复述 1.8× 这个外域数字，体例不收外域指标。",
    ],
)
def test_a_figure_the_brief_says_not_to_relay_is_never_written(caveat: str) -> None:
    text = one_item("RadixCache 的后续", "§一 新增一条 TideKV。") + f"\n值得警惕：{caveat}\n"
    lines = KB.splitlines(keepends=True)
    results = render_brief(text, lines, DATE)
    written = [line for _, r in results if r.edit is not None for line in added_lines(r, lines)]
    assert not any("1.8×" in line for line in written), written
    # Every sentence of the entry says it: the entry is reported, not written without it.
    (entry,) = [r for a, r in results if a.kind is ActionKind.ADD_ENTRY]
    assert entry.status is Status.FORBIDDEN, entry.reason


LABELLED_KB = KB.replace("1. 冷档落盘", "- **Q1** 冷档落盘").replace(
    "2. 预取命中率", "- **Q2** 预取命中率"
)


@pytest.mark.parametrize(
    "asked",
    [
        '§二 新增一条问题："草稿头的 KV 该随目标模型同层下放吗？"',
        "§二 补一条问题「草稿头的 KV 该随目标模型同层下放吗？」。",
        '§二 新增一个问题："草稿头的 KV 该随目标模型同层下放吗？"，不进正文。',
        '§二 新增一条"草稿头的 KV 该随目标模型同层下放吗？"。',
        "§二 加一条：「草稿头的 KV 该随目标模型同层下放吗？」",
    ],
)
@pytest.mark.parametrize(("kb", "start"), [(KB, "3. "), (LABELLED_KB, "- **Q3** ")])
def test_a_quoted_question_asked_as_one_more_thing_is_that_question(
    asked: str, kb: str, start: str
) -> None:
    lines = kb.splitlines(keepends=True)
    results = render_brief(two_items("§一 新增一条 TideKV。", asked), lines, DATE)
    asked_kinds = (ActionKind.ADD_QUESTION, ActionKind.ADD_ENTRY, ActionKind.NOT_UNDERSTOOD)
    (question,) = [(a, r) for a, r in results if a.item_key == "条目 2" and a.kind in asked_kinds]
    action, result = question
    assert action.kind is ActionKind.ADD_QUESTION, result.reason
    (line,) = added_lines(result, lines)
    assert line.startswith(f"{start}草稿头的 KV 该随目标模型同层下放吗？（E1"), line


REFERENCED_KB = """\
# serving 活文档

## 一、缓存

* 【前缀树】按前缀树共享 KV [R1]。
* 【分层】冷 KV 下放主机内存 [R2]。

## 二、参考文献

[R1] Zheng et al. (2024). SGLang: Structured Language Model Programs. arXiv:2312.07104
[R2] Lee et al. (2025). Tiered KV Caches. arXiv:2501.01234
"""
ID_FIRST_KB = REFERENCED_KB.replace(
    "[R1] Zheng et al. (2024). SGLang: Structured Language Model Programs. arXiv:2312.07104",
    "[R1] arXiv:2312.07104 — SGLang: Structured Language Model Programs",
).replace(
    "[R2] Lee et al. (2025). Tiered KV Caches. arXiv:2501.01234",
    "[R2] arXiv:2501.01234 — Tiered KV Caches",
)


@pytest.mark.parametrize(
    "suggestion",
    [
        "§二 参考文献新增 [R3]；§一 分层那条末尾补一句「（按层放置同样成立 [R3]）」。",
        "§一 分层那条末尾补一句「（按层放置同样成立 [R3]）」；§二 补登一条引用 [R3]。",
        "§二 新增 [R3]，体例照旧；§一 分层那条末尾加注「按层放置同样成立 [R3]」。",
        '§二 登记 [R3]；§一 分层那条 "[R2]" 改为 "[R2][R3]"。',
    ],
)
def test_words_that_cite_a_new_label_wait_for_the_citation_that_takes_it(suggestion: str) -> None:
    text = one_item("TideKV（arXiv:2612.04417）", suggestion)
    # The list cites by authors and year, which the brief does not give: no citation, and no
    # text pointing at the label it would have taken.
    lines = REFERENCED_KB.splitlines(keepends=True)
    results = render_brief(text, lines, DATE)
    written = [line for _, r in results if r.edit is not None for line in added_lines(r, lines)]
    assert not any("R3" in line for line in written), written
    (cited,) = [r for a, r in results if a.target and a.target.key == "1" and a.kind.edits_document]
    assert cited.status is Status.UNRESOLVED and "depends on" in cited.reason, cited.reason
    # Where the citation is made, so is the text that cites it.
    lines = ID_FIRST_KB.splitlines(keepends=True)
    results = render_brief(text, lines, DATE)
    assert all(r.status is Status.PROPOSED for a, r in results if a.kind.edits_document), [
        r.reason for _, r in results
    ]


MARKED_KB = """\
# 检索活文档

## 一、选型

### 1.1 过滤

* 【前过滤】选择性高于 10% 时后过滤即可。
* 【过滤感知图】ACORN 类方法按谓词扩展邻居，召回比前过滤高 15 点以上。
* 【多租户】按 partition key 过滤；过滤感知图的构建成本另见第二章。

### 1.2 重排

* 【交叉编码器】bge-reranker-v2.5 是默认重排器，P50 38 ms。
* 【LLM 重排】质量最好，但成本是交叉编码器的 20 倍以上。
"""


def marked(suggestion: str) -> list[tuple[ActionKind, Status, list[str]]]:
    lines = MARKED_KB.splitlines(keepends=True)
    text = one_item("TideKV（arXiv:2612.04417）", suggestion)
    return [
        (a.kind, r.status, added_lines(r, lines) if r.edit is not None else [r.reason])
        for a, r in render_brief(text, lines, DATE)
        if a.kind.edits_document or a.kind is ActionKind.NOT_UNDERSTOOD
    ]


@pytest.mark.parametrize(
    "suggestion",
    [
        "§1.1 新增一条 TideKV，放在【过滤感知图】那条后面。",
        '§1.1 新增一条 TideKV，放在"【过滤感知图】"那条之后。',
        "§1.1 在【过滤感知图】条目之后新增一条 TideKV。",
        "§1.1 新增一条 TideKV，紧跟【过滤感知图】那条。",
    ],
)
def test_a_new_entry_follows_an_entry_named_in_the_kbs_own_marks(suggestion: str) -> None:
    ((kind, status, written),) = marked(suggestion)
    assert (kind, status) == (ActionKind.ADD_ENTRY, Status.PROPOSED), written
    lines = MARKED_KB.splitlines(keepends=True)
    results = render_brief(one_item("TideKV（arXiv:2612.04417）", suggestion), lines, DATE)
    edit = results[0][1].edit
    assert edit is not None and lines[edit.start - 1].startswith("* 【过滤感知图】")


@pytest.mark.parametrize(
    "suggestion",
    [
        '§1.1 【过滤感知图】那条末尾补一句"（谓词固定时另见 TideKV）"。',
        '§1.1【过滤感知图】条目末尾补一句"（谓词固定时另见 TideKV）"。',
        '第一章第一节【过滤感知图】那条末尾加注"（谓词固定时另见 TideKV）"。',
        '§1.1 "【过滤感知图】"那条末尾补一句"（谓词固定时另见 TideKV）"。',
    ],
)
def test_an_append_names_an_entry_by_the_kbs_own_marks(suggestion: str) -> None:
    ((kind, status, written),) = marked(suggestion)
    assert (kind, status) == (ActionKind.APPEND, Status.PROPOSED), written
    (line,) = written
    assert line.startswith("* 【过滤感知图】ACORN"), line
    assert line.endswith("15 点以上（谓词固定时另见 TideKV）。\n"), line


@pytest.mark.parametrize(
    "suggestion",
    [
        '§1.2 【交叉编码器】那条 "38 ms" → "31 ms"；末尾补一句"（蒸馏版）"。',
        '§1.2【交叉编码器】那条，"38 ms" 改为 "31 ms"；该条末尾补一句"（蒸馏版）"。',
        '§1.2 【交叉编码器】那条 "38 ms" 改为 "31 ms"；同一条末尾补一句"（蒸馏版）"。',
        '§1.2 交叉编码器 那条 "38 ms" 改为 "31 ms"；末尾补一句"（蒸馏版）"。',
        '§1.2 交叉编码器那条，"38 ms" → "31 ms"；末尾补一句"（蒸馏版）"。',
    ],
)
def test_an_append_after_a_replace_goes_to_the_entry_the_replace_named(suggestion: str) -> None:
    found = marked(suggestion)
    assert [(k, s) for k, s, _ in found] == [
        (ActionKind.REPLACE, Status.PROPOSED),
        (ActionKind.APPEND, Status.PROPOSED),
    ], found
    assert all(w[0].startswith("* 【交叉编码器】") for _, _, w in found), found


@pytest.mark.parametrize(
    ("suggestion", "line"),
    [
        ('[R2] 的年份由"(2025)"改为"(2026)"。', "[R2] Lee et al. (2026). Tiered KV Caches."),
        (
            '把 [R2] 的 "Tiered KV Caches" 改为 "Tiered KV Caches at Scale"。',
            "Caches at Scale. arXiv",
        ),
        ('[R2] 那条末尾补一句"（另见第一章）"。', "arXiv:2501.01234（另见第一章）"),
        ('在 [R2] 这条末尾加注"（另见第一章）"。', "arXiv:2501.01234（另见第一章）"),
        ('[R2] 的 "2025" → "2026"。', "[R2] Lee et al. (2026)."),
    ],
)
def test_a_citation_named_by_its_label_alone_is_found_in_the_citation_list(
    suggestion: str, line: str
) -> None:
    lines = REFERENCED_KB.splitlines(keepends=True)
    (result,) = [
        r
        for a, r in render_brief(one_item("TideKV（arXiv:2612.04417）", suggestion), lines, DATE)
        if a.kind.edits_document or a.kind is ActionKind.NOT_UNDERSTOOD
    ]
    assert result.status is Status.PROPOSED, result.reason
    (written,) = added_lines(result, lines)
    assert written.startswith("[R2] ") and line in written, written


TAILED_KB = (
    MARKED_KB
    + """
## 二、参考文献

[R1] Patel et al. (2024). ACORN: Predicate-Agnostic Search. arXiv:2403.04871 —— 1.1
[R2] Jégou et al. (2011). Product Quantization. DOI:10.1109/TPAMI.2010.57 —— 1.2
[R3] Pradeep et al. (2023). RankZephyr: Listwise Reranking. arXiv:2312.02724 —— 1.1, 1.2
"""
)
WRITTEN = "Tan et al. (2026). TideKV: Layered KV Placement for Serving. arXiv:2612.04417 —— 1.1"


@pytest.mark.parametrize(
    "suggestion",
    [
        f"§二 参考文献新增：[R4] {WRITTEN}。",
        f"参考文献登记 [R4]：{WRITTEN}。",
        f"第二章新增 [R4] {WRITTEN}；不改别的。",
        f"§二 补登一条引用 [R4] {WRITTEN}",
    ],
)
def test_a_reference_the_brief_writes_out_in_the_lists_form_is_written_so(suggestion: str) -> None:
    lines = TAILED_KB.splitlines(keepends=True)
    text = one_item("按层冷热的 KV 放置", suggestion)
    (result,) = [r for a, r in render_brief(text, lines, DATE) if a.kind is ActionKind.ADD_CITATION]
    assert result.status is Status.PROPOSED, result.reason
    (line,) = added_lines(result, lines)
    assert line.startswith(f"[R4] {WRITTEN}（E1 2026-12-09"), line


def test_a_reference_written_out_elsewhere_in_the_brief_gives_its_authors() -> None:
    text = one_item("按层冷热的 KV 放置", "§二 参考文献新增 [R4]。") + (
        "\n## 补充说明\n\n"
        f"- 条目 1 的论文按库里体例写成：[R4] {WRITTEN}\n"
        "- 另一篇：[R9] Kim et al. (2025). Other Paper. arXiv:2501.09999 —— 1.2\n"
    )
    lines = TAILED_KB.splitlines(keepends=True)
    (result,) = [r for a, r in render_brief(text, lines, DATE) if a.kind is ActionKind.ADD_CITATION]
    assert result.status is Status.PROPOSED, result.reason
    (line,) = added_lines(result, lines)
    assert line.startswith(f"[R4] {WRITTEN}（E1"), line


def test_without_authors_a_reference_in_that_form_is_still_not_made_up() -> None:
    lines = TAILED_KB.splitlines(keepends=True)
    text = one_item("按层冷热的 KV 放置", "§二 参考文献新增 [R4]，章节号写 1.1。")
    (result,) = [
        r
        for a, r in render_brief(text, lines, DATE)
        if a.kind in (ActionKind.ADD_CITATION, ActionKind.ADD_ENTRY)
    ]
    assert result.status is Status.UNRESOLVED
    assert "no authors or year" in result.reason


NUMBERED_CITATIONS_KB = """\
# serving 活文档

## 一、缓存

- **RadixCache**：按前缀树共享 KV。

## 二、引用列表

1. arXiv:2403.04871 — ACORN: Predicate-Agnostic Search〔§一〕
"""


@pytest.mark.parametrize("heading", ["## arXiv", "三、arXiv", "## arXiv 列表", "## 3. arXiv"])
def test_the_arxiv_list_under_a_bare_heading_gives_the_citations_title(heading: str) -> None:
    text = one_item(
        "TideKV（arXiv:2612.04417）—— 按层冷热的 KV 放置", "§二 补登一条引用，〔〕写 §一。"
    )
    text += f"\n{heading}\n\n- arXiv:2612.04417 — TideKV: Layered KV Placement for Serving（新）\n"
    lines = NUMBERED_CITATIONS_KB.splitlines(keepends=True)
    (result,) = [r for a, r in render_brief(text, lines, DATE) if a.kind is ActionKind.ADD_CITATION]
    (line,) = added_lines(result, lines)
    assert line.startswith("2. arXiv:2612.04417 — TideKV: Layered KV Placement for Serving"), line


@pytest.mark.parametrize(
    ("suggestion", "kind"),
    [
        ('§1.1 【前过滤】那条 "1.15.2" 改为 "1.16.0"。', ActionKind.REPLACE),
        ("§1.1 【前过滤】那条版本 0.9.0 → 0.9.1。", ActionKind.REPLACE),
        ('§1.1 【前过滤】那条 "v2.6.4" 改为 "v2.6.5"。', ActionKind.REPLACE),
        ('§1.1 【前过滤】那条 "10%" 改为 "12%"。', ActionKind.REPLACE),
        ("§1.1 【前过滤】那条 1,180 改为 1,260。", ActionKind.UPDATE_NUMBER),
    ],
)
def test_a_version_bump_is_a_replace_not_a_count(suggestion: str, kind: ActionKind) -> None:
    text = one_item("TideKV（arXiv:2612.04417）", suggestion)
    actions = [a for a, _ in render_brief(text, MARKED_KB.splitlines(keepends=True), DATE)]
    assert [a.kind for a in actions] == [kind]


@pytest.mark.parametrize(
    "suggestion",
    [
        "§1.1 新增一条【TideKV】，体例同本节。",
        "§1.1 末尾新增一条 TideKV。",
        "§1.1 新增 TideKV 条目，放在【多租户】那条之后。",
        "§1.2 补一条 TideKV。",
    ],
)
def test_a_new_entry_opens_with_its_name_in_marks_where_every_neighbour_does(
    suggestion: str,
) -> None:
    ((kind, status, written),) = marked(suggestion)
    assert (kind, status) == (ActionKind.ADD_ENTRY, Status.PROPOSED), written
    (line,) = written
    assert line.startswith("* 【TideKV】浅层 KV 常驻显存"), line
    assert "（arXiv:2612.04417）。（E1" in line, line


@pytest.mark.parametrize(
    ("summary", "said"),
    [
        ("TideKV 是 RadixCache 的分层版本，冷 KV 下放。", "：RadixCache 的分层版本，冷 KV 下放。"),
        ("TideKV 是按层放置的第一个样本。", "：按层放置的第一个样本。"),
        ("TideKV 不按块而按层判断冷热。", "：不按块而按层判断冷热。"),
        ("TideKV 是否优于 RadixCache 尚无定论。", "：TideKV 是否优于 RadixCache 尚无定论。"),
    ],
)
def test_the_name_and_its_copula_are_not_said_again_after_the_entrys_name(
    summary: str, said: str
) -> None:
    text = one_item("TideKV（arXiv:2612.04417）", "§一 新增一条 TideKV。").replace(
        "浅层 KV 常驻显存，深层 KV 下放主机内存，多轮复用时首字延迟降 1.8×。", summary
    )
    (line,) = added(text, ActionKind.ADD_ENTRY)
    assert line.startswith(f"- **TideKV**（arXiv:2612.04417）{said}"), line


@pytest.mark.parametrize(
    "suggestion",
    [
        "§一 新增一条 TideKV + §二 第 2 条〔§一〕。",
        "§一 新增 TideKV 条目 + §二 第 2 条〔§一〕",
        "§一 新增一条 TideKV，§二 第 2 条（§一）。",
    ],
)
def test_a_numbered_slot_with_the_section_it_supports_is_a_citation(suggestion: str) -> None:
    lines = NUMBERED_CITATIONS_KB.splitlines(keepends=True)
    text = one_item("TideKV（arXiv:2612.04417）—— 按层冷热的 KV 放置", suggestion)
    results = render_brief(text, lines, DATE)
    assert [a.kind for a, _ in results] == [ActionKind.ADD_ENTRY, ActionKind.ADD_CITATION]
    (line,) = added_lines(results[1][1], lines)
    assert line.startswith("2. arXiv:2612.04417 — TideKV"), line
