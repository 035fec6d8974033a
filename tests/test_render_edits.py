"""A brief's append, replace, new-citation and vetoed requests, read and rendered against a
KB of another shape than the fixtures' (第N章 chapters, `[n]` citations with 【§x】 marks)."""

from __future__ import annotations

import pytest

from kbpatch.models import Action, ActionKind, Status
from kbpatch.parse import parse_brief
from kbpatch.reading import plan
from kbpatch.render import Rendered, label_number, render, value_pattern

from .conftest import apply_edit, render_brief

DATE = "2026-12-03"

KB = """\
# retrieval 活文档

## 第一章 检索器

### 1.1 稠密检索

- **DPR**：双塔编码，召回快。
- **ColBERT**：后期交互，索引大。

### 1.2 项目信号

| 名称 | 说明 | Stars |
|---|---|---|
| acme/dense | 稠密检索库 | 1,200⭐ / 周增 +30 |
| acme/sparse | 稀疏检索库，周增 +30 | 800⭐ |

## 第二章 参考文献

[1] arXiv:2004.04906 - Dense Passage Retrieval【§1.1】
[2] arXiv:2004.12832 - ColBERT【§1.1】
"""
LINES = KB.splitlines(keepends=True)


def brief(suggestion: str, closing: str = "") -> str:
    text = (
        "retrieval · E1 预消化简报(2026-12-03)\n\n一、今日 retrieval 主题的重要增量（1 条）\n\n"
        "增量 1：LateCache —— 后期交互的索引压缩（arXiv:2612.00777）\n\n"
        "来源：organized/paper_cards/2001-2612-00777.md\n\n"
        "要点：把 token 向量按簇量化，索引缩小四倍。\n\n"
        f"建议归入：{suggestion}\n"
    )
    if closing:
        text += f"\n今晚建议的归并动作\n\n{closing}\n"
    return text


def rendered(suggestion: str, closing: str = "") -> list[tuple[Action, Rendered]]:
    """Every action of a one-item brief with its rendering against KB, dependencies settled."""
    return render_brief(brief(suggestion, closing), LINES, DATE)


def changed_lines(result: Rendered) -> list[str]:
    assert result.edit is not None, result.reason
    return [line.rstrip("\n") for line in result.edit.lines]


def test_a_sentence_is_appended_to_the_named_entry_not_added_as_a_new_one() -> None:
    ((action, result),) = [
        (a, r)
        for a, r in rendered('§1.1 的 ColBERT 条目末尾补一句"索引可按簇量化压缩"，不新增条目。')
        if a.kind.edits_document
    ]
    assert action.kind is ActionKind.APPEND
    assert changed_lines(result) == ["- **ColBERT**：后期交互，索引大。索引可按簇量化压缩。"]


def test_an_append_already_made_is_already_present() -> None:
    ((_, result),) = [
        (a, r)
        for a, r in rendered("§1.1 的 DPR 条目末尾补一句「召回快」。")
        if a.kind.edits_document
    ]
    assert result.status is Status.ALREADY_PRESENT


def test_values_are_replaced_in_the_named_row_only() -> None:
    ((action, result),) = [
        (a, r)
        for a, r in rendered(
            '§1.2 表中 acme/dense 一行只把"1,200⭐ / 周增 +30"更新为"1,350⭐ / 周增 +41"，'
            "不改其余列。"
        )
        if a.kind.edits_document
    ]
    assert action.kind is ActionKind.REPLACE
    assert changed_lines(result) == ["| acme/dense | 稠密检索库 | 1,350⭐ / 周增 +41 |"]


def test_several_pairs_in_one_clause_are_replaced_together() -> None:
    ((_, result),) = [
        (a, r)
        for a, r in rendered("§1.2 acme/dense 一行：1,200⭐ → 1,350⭐，+30 → +41。")
        if a.kind.edits_document
    ]
    assert changed_lines(result) == ["| acme/dense | 稠密检索库 | 1,350⭐ / 周增 +41 |"]


def test_a_replace_whose_old_value_is_not_in_the_row_is_unresolved_with_both_values() -> None:
    results = rendered('§1.2 acme/sparse 一行把"900⭐"改为"950⭐"，不新增条目。')
    ((action, result),) = [(a, r) for a, r in results if a.kind.edits_document]
    assert action.kind is ActionKind.REPLACE
    assert result.status is Status.UNRESOLVED
    assert "900⭐" in result.reason and "950⭐" in result.reason
    # Never another kind of edit instead.
    assert not [r for _, r in results if r.status is Status.PROPOSED]


def test_a_replace_without_a_row_needs_the_old_value_on_one_line() -> None:
    ((_, result),) = [
        (a, r) for a, r in rendered('§1.2 把"周增 +30"改为"周增 +41"。') if a.kind.edits_document
    ]
    assert result.status is Status.UNRESOLVED
    assert "2 lines" in result.reason


def test_a_new_citation_takes_the_next_label_and_the_section_of_the_new_entry() -> None:
    results = rendered(
        "§1.1 末尾新增一条 LateCache 条目；同时在 §二 末尾新增一条引用（第 3 条），"
        "【】内标注实际落笔的节号。"
    )
    by_kind = {a.kind: (a, r) for a, r in results}
    action, result = by_kind[ActionKind.ADD_CITATION]
    assert action.depends_on == (by_kind[ActionKind.ADD_ENTRY][0].id,)
    assert changed_lines(result) == [
        "[3] arXiv:2612.00777 - LateCache：后期交互的索引压缩【§1.1】（E1 2026-12-03 · 增量 1）"
    ]
    # Both apply: the entry and the citation.
    text = LINES
    for _, r in sorted(results, key=lambda pair: -(pair[1].edit.start if pair[1].edit else 0)):
        if r.edit is not None:
            text = apply_edit(text, r.edit)
    assert "LateCache" in "".join(text[:10])


def test_a_citation_for_an_entry_that_cannot_be_placed_is_unresolved_too() -> None:
    results = rendered("§1.9 末尾新增一条 LateCache 条目；在 §二 新增一条引用，【】内标注节号。")
    by_kind = {a.kind: (a, r) for a, r in results}
    entry = by_kind[ActionKind.ADD_ENTRY]
    citation = by_kind[ActionKind.ADD_CITATION]
    assert entry[1].status is Status.UNRESOLVED
    assert citation[1].status is Status.UNRESOLVED
    assert citation[1].reason == f"depends on {entry[0].id}, which is unresolved"


def test_a_forbidden_action_is_reported_forbidden_never_proposed() -> None:
    results = rendered(
        "§1.2 acme/dense 一行只把“1,200⭐”更新为“1,350⭐”。",
        closing="§1.1 新增 LateCache 条目（增量 1）。",
    )
    statuses = {(a.kind, r.status) for a, r in results if a.kind.edits_document}
    assert statuses == {
        (ActionKind.REPLACE, Status.PROPOSED),
        (ActionKind.ADD_ENTRY, Status.FORBIDDEN),
    }
    forbidden = next(r for a, r in results if r.status is Status.FORBIDDEN)
    assert "brief line" in forbidden.reason


def test_a_line_that_points_at_a_new_entry_that_cannot_be_placed_is_unresolved_too() -> None:
    results = rendered("§1.9 末尾新增一条 LateCache 条目，并在 §1.1 末尾加一行指向它。")
    entry, pointer = [(a, r) for a, r in results if a.kind is ActionKind.ADD_ENTRY]
    assert entry[1].status is Status.UNRESOLVED
    assert pointer[0].depends_on == (entry[0].id,)
    assert (pointer[1].status, pointer[1].reason) == (
        Status.UNRESOLVED,
        f"depends on {entry[0].id}, which is unresolved",
    )


@pytest.mark.parametrize(
    ("line", "number"),
    [
        ("44. arXiv:2610.20418 — TierKV〔§2.2〕", 44),
        ("[12] arXiv:2004.04906 - DPR【§1.1】", 12),
        ("- **Q7**：混合检索的权重能否自适应？", 7),
        ("- Ref-3: arXiv:2610.70003 — Learned Draft Budgets [pending]", 3),
        ("R1: arXiv:2308.16369 · SARATHI（§1.1）", 1),
        ("- 没有编号的一条", None),
    ],
)
def test_an_entry_named_by_number_is_found_in_any_labelled_form(
    line: str, number: int | None
) -> None:
    assert label_number(line) == number


def test_a_sentence_is_appended_at_the_end_of_a_multi_line_entry() -> None:
    lines = [
        "### 1.1 稠密检索\n",
        "\n",
        "- **ColBERT**：后期交互，精度高。\n",
        "  索引大，需要压缩。\n",
        "- **DPR**：双塔编码。\n",
    ]
    (action,) = [
        a
        for a in plan(parse_brief(brief('§1.1 的 ColBERT 条目末尾补一句"残差压缩可缩小索引"')))
        if a.kind.edits_document
    ]
    result = render(lines, action, date=DATE)
    assert result.edit is not None and (result.edit.start, result.edit.end) == (3, 4)
    assert changed_lines(result) == ["  索引大，需要压缩。残差压缩可缩小索引。"]


def test_a_count_matches_only_as_a_number_of_its_own_and_a_value_where_it_stands() -> None:
    # A count (`.5`) is never the tail of a longer number (`1.5`); a value that starts with
    # a mark (`.5`) may follow anything, but a number it ends with is never cut short; a
    # Latin word at either end is never cut out of a longer word (`LMCache` holds no `Cache`).
    assert value_pattern(".5", number=True).search("从 1.5 到 2") is None
    assert value_pattern(".5", number=True).search("占比 .5 左右") is not None
    assert value_pattern(".5").search("1.5") is not None
    assert value_pattern("v2").search("v23") is None
    assert value_pattern("v2").search("xv2 版") is None
    assert value_pattern("v2").search("卸载v2 版") is not None
    assert value_pattern("Cache").search("- LMCache（arXiv）") is None
    assert value_pattern("Cache").search("KV Cache 卸载") is not None
    assert value_pattern("B").search("34B 模型") is not None
    assert value_pattern("tok").search("tokens") is None
