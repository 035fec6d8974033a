"""A suggestion written inside the item's reasoning paragraph, after its own label
(`… - 建议归入：§1.1 X 那条，"A" 改为 "B"。`, `处理建议：`, `归并建议：`, `Placement:`), is read as
it would be on a line of its own: the label names the field, its `归入` is no add verb, so the
entry or row it names is edited, never added a second time."""

from __future__ import annotations

import pytest

from kbpatch.models import ActionKind, Status

from .conftest import render_brief

DATE = "2026-12-11"

KB = """\
# serving 活文档

## 一、缓存

### 1.1 前缀缓存

- **LRU 驱逐**：按最近访问驱逐前缀块，命中率约 61%。
- **RadixTree**：按 token 前缀共享 KV 块。

### 1.2 项目热度

| 项目 | 定位 | 热度 | 状态 |
|---|---|---|---|
| TierKV | 分层 KV 存储 | 410⭐ / 周增 +12 | beta |
| SlotGate | 准入控制 | 95⭐ / 周增 +3 | research |
"""
LINES = KB.splitlines(keepends=True)


def flattened(suggestion: str) -> str:
    """A plain-text brief whose reasoning is one paragraph of ` - ` parts, the last of them
    the suggestion."""
    return (
        "serving · E1 预消化简报(2026-12-11)\n\n"
        "增量 1：缓存与项目复采\n\n"
        "来源 - organized/repo_cards/6001-tierkv.md（12-10 复采）\n\n"
        "要点复采后数字有变。\n\n"
        "与 knowledge/serving.md 现有脉络的关系 - §1.1 与 §1.2 已记旧数字。 - "
        f"{suggestion}\n"
    )


def markdown(suggestion: str) -> str:
    """The same paragraph as one bullet of a markdown item."""
    return (
        "# serving · E1 预消化简报（2026-12-11）\n\n## 增量\n\n"
        "### 增量 1：缓存与项目复采\n\n"
        "- **来源**：organized/repo_cards/6001-tierkv.md\n"
        "- **要点**：复采后数字有变。\n"
        f"- **与活文档的关系**：§1.1 与 §1.2 已记旧数字。 - {suggestion}\n"
    )


FORMS = {"flattened": flattened, "markdown": markdown}


def edits_of(suggestion: str, form: str) -> list[tuple[ActionKind, list[str]]]:
    """Each edit the brief asks for, with the lines it writes that the KB did not hold."""
    found = []
    for action, result in render_brief(FORMS[form](suggestion), LINES, DATE):
        if not action.kind.edits_document:
            continue
        assert result.status is Status.PROPOSED, (action.kind, result.reason)
        assert result.edit is not None
        found.append((action.kind, [line for line in result.edit.lines if line not in LINES]))
    return found


ENTRY_REPLACES = (
    '建议归入：§1.1 LRU 驱逐那条，"约 61%" 改为 "约 64%"。',
    '建议归入 §1.1：LRU 驱逐那条，"约 61%" 改为 "约 64%"。',
    '处理建议：§1.1 中 LRU 驱逐一条，命中率由 "约 61%" 改为 "约 64%"。',
    '归并建议：§1.1 LRU 驱逐条目，"约 61%" 改为 "约 64%"。',
    'Placement: §1.1 LRU 驱逐那条，"约 61%" 改为 "约 64%"。',
    '建议归入：§1.1 LRU 驱逐那条里 "约 61%" 改为 "约 64%"。',
)


@pytest.mark.parametrize("form", sorted(FORMS))
@pytest.mark.parametrize("suggestion", ENTRY_REPLACES)
def test_an_inline_labelled_replace_edits_the_named_entry(suggestion: str, form: str) -> None:
    assert edits_of(suggestion, form) == [
        (ActionKind.REPLACE, ["- **LRU 驱逐**：按最近访问驱逐前缀块，命中率约 64%。\n"])
    ]


ENTRY_APPENDS = (
    '建议归入：§1.1 LRU 驱逐那条，末尾补一句"（冷档另计）"。',
    '归并建议：§1.1 LRU 驱逐条目末尾补一句"（冷档另计）"。',
    '处理建议：§1.1 的 LRU 驱逐那条，句末追加"（冷档另计）"。',
    'Placement: §1.1 LRU 驱逐那条，末尾补一句"（冷档另计）"。',
)


@pytest.mark.parametrize("form", sorted(FORMS))
@pytest.mark.parametrize("suggestion", ENTRY_APPENDS)
def test_an_inline_labelled_append_extends_the_named_entry(suggestion: str, form: str) -> None:
    assert edits_of(suggestion, form) == [
        (ActionKind.APPEND, ["- **LRU 驱逐**：按最近访问驱逐前缀块，命中率约 61%（冷档另计）。\n"])
    ]


ROW_REPLACES = (
    '建议归入：§1.2 表 TierKV 那一行，"410⭐" 改为 "455⭐"，"+12" 改为 "+18"；其余列不改。',
    '建议归入：§1.2 表中 TierKV 这一行，"410⭐" 改为 "455⭐"，"+12" 改为 "+18"。',
    '建议归入：§1.2 TierKV 一行，"410⭐" 改为 "455⭐"，"+12" 改为 "+18"。',
    '处理建议：§1.2 TierKV 行，"410⭐" 改为 "455⭐"，"+12" 改为 "+18"。',
    '建议归入 §1.2：表格 TierKV 那一行，"410⭐" 改为 "455⭐"，"+12" 改为 "+18"。',
)


@pytest.mark.parametrize("form", sorted(FORMS))
@pytest.mark.parametrize("suggestion", ROW_REPLACES)
def test_an_inline_labelled_row_replace_edits_both_values_of_the_row(
    suggestion: str, form: str
) -> None:
    assert edits_of(suggestion, form) == [
        (ActionKind.REPLACE, ["| TierKV | 分层 KV 存储 | 455⭐ / 周增 +18 | beta |\n"])
    ]


@pytest.mark.parametrize("form", sorted(FORMS))
@pytest.mark.parametrize(
    "suggestion",
    (
        "建议归入：§1.1 新增一条 TierKV 复采。",
        "建议归入：§1.1 在 LRU 驱逐那条之后新增一条 TierKV 复采。",
        "处理建议：§1.1 补一条 TierKV 复采。",
        "Placement: §1.1 新增一条 TierKV 复采。",
    ),
)
def test_an_inline_labelled_add_still_adds_one_entry(suggestion: str, form: str) -> None:
    [(kind, lines)] = edits_of(suggestion, form)
    assert kind is ActionKind.ADD_ENTRY
    assert len([line for line in lines if line.strip()]) == 1
