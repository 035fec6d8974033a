"""An add verb's root right before the quoted words it adds (`那条末尾补"…"`, `加"…"`, `追加"…"`,
`写上"…"`) appends them to the entry named, as `补一句"…"` does: the lexicon's
`verbs.append.before_quote`. A quote that names a new thing (`新增"X"条目`, `补"X"一条`, `加"X"列`)
keeps its own reading."""

from __future__ import annotations

from pathlib import Path

import pytest

from kbpatch.models import ActionKind, Status
from kbpatch.parse import parse_brief
from kbpatch.reading import lexicon_from_text, plan

from .conftest import KB_PATH, applied_kb, render_brief

DATE = "2026-12-10"
BRIEF = "inbox/lin/2026-12-10-inference-e1prep.md"

KB = """\
# inference 活文档

## 一、缓存

### 1.1 前缀缓存

- **LRU 驱逐**：按最近访问驱逐前缀块。
- **RadixTree**：按 token 前缀共享 KV 块。

### 1.2 事故

| 日期 | 组件 | 现象 | 处置 |
|---|---|---|---|
| 11-02 | 网关 | 超时 | 重启网关 |
"""
LINES = KB.splitlines(keepends=True)


def brief(suggestion: str) -> str:
    return (
        "# inference · E1 预消化简报（2026-12-10）\n\n"
        f"对照：{KB_PATH}\n\n## 一、增量\n\n"
        "### 条目 1：冷档换出实测\n\n"
        "- **来源**：organized/repo_cards/5001-tiered-cache.md\n"
        "- **要点**：冷档换出到主机内存后命中率不变。\n"
        f"- **建议归入**：{suggestion}\n"
    )


def appended(suggestion: str) -> list[str]:
    results = render_brief(brief(suggestion), LINES, DATE)
    [(action, result)] = [(a, r) for a, r in results if a.kind.edits_document]
    assert action.kind is ActionKind.APPEND, [(a.kind, a.reason) for a, _ in results]
    assert result.status is Status.PROPOSED, result.reason
    assert result.edit is not None
    return [line for line in result.edit.lines if line not in LINES]


@pytest.mark.parametrize(
    "suggestion",
    [
        '§1.1 "LRU 驱逐"那条末尾补"（冷档换出到主机内存）"。',
        "1.1 节 LRU 驱逐那一条末尾加「（冷档换出到主机内存）」。",
        '§1.1 LRU 驱逐条目后面添"（冷档换出到主机内存）"。',
        "§1.1 LRU 驱逐那条末尾附『（冷档换出到主机内存）』。",
        '§1.1 LRU 驱逐那条追加"（冷档换出到主机内存）"。',
        '§1.1 "LRU 驱逐"那条结尾写上"（冷档换出到主机内存）"。',
        '§1.1 LRU 驱逐那条末尾写"（冷档换出到主机内存）"。',
    ],
)
def test_a_verb_right_before_quoted_words_appends_them(suggestion: str) -> None:
    assert appended(suggestion) == [
        "- **LRU 驱逐**：按最近访问驱逐前缀块（冷档换出到主机内存）。\n"
    ]


@pytest.mark.parametrize(
    "suggestion",
    [
        '§1.1 LRU 驱逐那条附记一句"（冷档换出到主机内存）"。',
        '§1.1 LRU 驱逐那条增记一句"（冷档换出到主机内存）"。',
        "§1.1 LRU 驱逐那条补述「（冷档换出到主机内存）」。",
        '§1.1 LRU 驱逐那条添一笔"（冷档换出到主机内存）"。',
        '§1.1 LRU 驱逐那条备注"（冷档换出到主机内存）"。',
        '§1.1 LRU 驱逐那条末尾续写一句"（冷档换出到主机内存）"。',
        # A root with 上 before the sentence, as 加上一句.
        '§1.1 LRU 驱逐条目末尾附上一句"（冷档换出到主机内存）"。',
        '§1.1 LRU 驱逐那条添上一句"（冷档换出到主机内存）"。',
        "§1.1 LRU 驱逐那条补上一句「（冷档换出到主机内存）」。",
    ],
)
def test_a_root_with_a_verb_of_writing_down_appends_the_quote(suggestion: str) -> None:
    assert appended(suggestion) == [
        "- **LRU 驱逐**：按最近访问驱逐前缀块（冷档换出到主机内存）。\n"
    ]


@pytest.mark.parametrize(
    "suggestion",
    [
        '§1.2 事故表 11-02 那行处置列末尾补"（已加超时告警）"。',
        '§1.2 11-02 那一行末尾加"（已加超时告警）"。',
    ],
)
def test_a_verb_before_a_quote_appends_to_a_table_row(suggestion: str) -> None:
    assert appended(suggestion) == ["| 11-02 | 网关 | 超时 | 重启网关（已加超时告警） |\n"]


@pytest.mark.parametrize(
    ("suggestion", "kind"),
    [
        ('§1.1 新增"TierCache"条目。', ActionKind.ADD_ENTRY),
        ('§1.1 补"TierCache"一条。', ActionKind.ADD_ENTRY),
        ('§1.1 加"TierCache"一条，写明冷档换出。', ActionKind.ADD_ENTRY),
        ('§1.2 事故表加"负责人"列。', ActionKind.NOT_UNDERSTOOD),
    ],
)
def test_a_quote_that_names_a_new_thing_keeps_its_reading(
    suggestion: str, kind: ActionKind
) -> None:
    actions = plan(parse_brief(brief(suggestion)))
    assert [a.kind for a in actions] == [kind], [(a.kind, a.reason) for a in actions]


def test_quoted_words_with_no_entry_named_are_not_placed_by_a_guess() -> None:
    results = render_brief(brief('§1.1 加"冷档换出到主机内存"。'), LINES, DATE)
    [(action, result)] = [(a, r) for a, r in results if a.kind.edits_document]
    assert action.kind is ActionKind.APPEND and result.edit is None
    assert result.status is Status.UNRESOLVED and "entry" in result.reason


def test_a_teams_verb_before_a_quote_is_lexicon_data() -> None:
    # 缀 was this verb until the lexicon took it (test_suffix_colon_and_should_be_verbs).
    said = brief('§1.1 LRU 驱逐那条末尾殿以"（冷档换出到主机内存）"。')
    assert [a.kind for a in plan(parse_brief(said))] == [ActionKind.NOT_UNDERSTOOD]
    team = lexicon_from_text('[verbs.append]\nbefore_quote = ["殿以"]\n')
    [action] = plan(parse_brief(said), team)
    assert action.kind is ActionKind.APPEND and action.phrase == "（冷档换出到主机内存）"


def test_the_append_applies_to_the_repository(tmp_path: Path) -> None:
    kb = applied_kb(
        tmp_path / "kb", KB, brief('§1.1 "LRU 驱逐"那条末尾补"（冷档换出到主机内存）"。'), BRIEF
    )
    assert "- **LRU 驱逐**：按最近访问驱逐前缀块（冷档换出到主机内存）。" in kb.splitlines()
