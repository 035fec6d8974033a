"""Every edit a suggestion asks is proposed or reported, never folded away: a line that names
one section again for other values asks a second replace (another row of a table, the
command block under an entry), and a suggestion that opens with a lead phrase and a dash
(`照旧做法——…`) still asks what follows the dash."""

from __future__ import annotations

from pathlib import Path

import pytest

from kbpatch.models import ActionKind, Status

from .conftest import KB_PATH, applied_kb, render_brief

DATE = "2026-12-09"
BRIEF = "inbox/lin/2026-12-09-inference-e1prep.md"

KB = """\
# inference 活文档

## 一、引擎

### 1.1 引擎表

| 引擎 | 定位 | 热度 | 状态 |
|---|---|---|---|
| Orca | 批处理服务 | 1,020⭐ | beta |
| Kestrel | 本地推理 | 388⭐ | experimental |

### 1.2 部署

- **Hy-Lite**：官方 FP8 权重，推荐 max_len 32K。

```bash
serve hy-lite --max-len 32768
launch hy-lite --ctx 32768
```

## 二、缓存

### 2.1 前缀缓存

- **LRU 驱逐**：按最近访问驱逐前缀块。
"""
LINES = KB.splitlines(keepends=True)


def brief(suggestion: str, closing: str = "") -> str:
    text = (
        "# inference · E1 预消化简报（2026-12-09）\n\n"
        f"对照：{KB_PATH}\n\n## 一、增量\n\n"
        "### 条目 1：TierCache —— 按冷热分层的前缀缓存（arXiv:2612.00417）\n\n"
        "- **来源**：organized/paper_cards/3001-2612-00417.md\n"
        "- **要点**：把前缀块按访问冷热分三档，热档常驻显存，冷档换出到主机内存。\n"
        f"- **建议归入**：{suggestion}\n"
    )
    if closing:
        text += f"\n## 三、建议动作\n\n1. {closing}\n"
    return text


def changed_lines(suggestion: str, closing: str = "") -> list[str]:
    """The lines of the KB the brief's proposed edits write, all of them; none unresolved."""
    results = render_brief(brief(suggestion, closing), LINES, DATE)
    edits = [(a, r) for a, r in results if a.kind.edits_document]
    assert all(r.status is Status.PROPOSED for _, r in edits), [
        (a.kind, a.clause, r.reason) for a, r in results
    ]
    return [line for _, r in edits if r.edit for line in r.edit.lines if line not in LINES]


TWO_ROWS = (
    '§1.1 Orca 那一行 "1,020⭐" 改为 "1,100⭐"；§1.1 Kestrel 那一行 "388⭐" 改为 "415⭐"。',
    '§1.1 表 Orca 一行："1,020⭐" → "1,100⭐"。§1.1 表 Kestrel 一行："388⭐" → "415⭐"。',
    "1.1 节 Orca 那行，「1,020⭐」更新为「1,100⭐」，其余列不动。"
    "1.1 节 Kestrel 那行，「388⭐」更新为「415⭐」。",
    '§1.1 Orca 一行 "1,020⭐" 改成 "1,100⭐"，另把 §1.1 的 "388⭐" 改成 "415⭐"。',
)


@pytest.mark.parametrize("suggestion", TWO_ROWS)
def test_a_second_row_of_one_table_named_in_the_same_line_is_replaced_too(
    suggestion: str,
) -> None:
    assert changed_lines(suggestion) == [
        "| Orca | 批处理服务 | 1,100⭐ | beta |\n",
        "| Kestrel | 本地推理 | 415⭐ | experimental |\n",
    ]


ENTRY_AND_COMMANDS = (
    '§1.2 Hy-Lite 条目 "max_len 32K" 改为 "max_len 64K"。§1.2 命令块："--max-len 32768" 改为 '
    '"--max-len 65536"。§1.2 命令块："--ctx 32768" 改为 "--ctx 65536"。',
    '§1.2 Hy-Lite 那条 "32K" 改为 "64K"；另把 §1.2 的 "--max-len 32768" 改为 "--max-len 65536"；'
    '另把 §1.2 的 "--ctx 32768" 改为 "--ctx 65536"。',
    "§1.2 Hy-Lite 一条：「max_len 32K」→「max_len 64K」。§1.2 里 serve 那行：「--max-len 32768」→"
    "「--max-len 65536」。§1.2 里 launch 那行：「--ctx 32768」→「--ctx 65536」。",
    '§1.2 Hy-Lite 条目由"max_len 32K"改为"max_len 64K"，'
    '§1.2 "--max-len 32768" 改为 "--max-len 65536"，'
    '§1.2 "--ctx 32768" 改为 "--ctx 65536"。',
)


@pytest.mark.parametrize("suggestion", ENTRY_AND_COMMANDS)
def test_an_entry_and_its_command_block_replaced_in_one_line_are_three_edits(
    suggestion: str,
) -> None:
    assert changed_lines(suggestion) == [
        "- **Hy-Lite**：官方 FP8 权重，推荐 max_len 64K。\n",
        "serve hy-lite --max-len 65536\n",
        "launch hy-lite --ctx 65536\n",
    ]


def test_a_second_replace_that_cannot_be_made_is_reported_not_dropped() -> None:
    results = render_brief(
        brief('§1.1 Orca 一行 "1,020⭐" 改为 "1,100⭐"；§1.1 Kestrel 一行 "999⭐" 改为 "415⭐"。'),
        LINES,
        DATE,
    )
    replaces = [(a, r) for a, r in results if a.kind is ActionKind.REPLACE]
    assert [r.status for _, r in replaces] == [Status.PROPOSED, Status.UNRESOLVED]
    assert "999⭐" in replaces[1][1].reason


@pytest.mark.parametrize(
    "closing",
    [
        '§1.1 Kestrel 一行 "388⭐" 改为 "415⭐"（条目 1）',
        "§1.1 Kestrel 388⭐ → 415⭐（条目 1）",
    ],
)
def test_a_closing_repeat_of_the_second_replace_joins_that_one(closing: str) -> None:
    results = render_brief(brief(TWO_ROWS[0], closing), LINES, DATE)
    replaces = [a for a, _ in results if a.kind.edits_document]
    assert [a.subject for a in replaces] == ["Orca", "Kestrel"]
    # The suggestion is line 11 of the brief, the closing line 15.
    assert [sorted(a.lines) for a in replaces] == [[11], [11, 15]]


def test_one_row_named_twice_with_more_values_stays_one_edit() -> None:
    """Values said after the row without naming the section again belong to that row."""
    results = render_brief(
        brief('§1.1 Kestrel 那一行 "388⭐" 改为 "415⭐"；"experimental" 改为 "beta"。'),
        LINES,
        DATE,
    )
    [(replace, result)] = [(a, r) for a, r in results if a.kind.edits_document]
    assert replace.pairs == (("388⭐", "415⭐"), ("experimental", "beta"))
    assert result.edit is not None
    assert [line for line in result.edit.lines if line not in LINES] == [
        "| Kestrel | 本地推理 | 415⭐ | beta |\n"
    ]


def test_the_edits_of_one_line_apply_together(tmp_path: Path) -> None:
    kb = applied_kb(tmp_path / "kb", KB, brief(TWO_ROWS[0] + ENTRY_AND_COMMANDS[0]), BRIEF)
    for line in (
        "| Orca | 批处理服务 | 1,100⭐ | beta |",
        "| Kestrel | 本地推理 | 415⭐ | experimental |",
        "- **Hy-Lite**：官方 FP8 权重，推荐 max_len 64K。",
        "serve hy-lite --max-len 65536",
        "launch hy-lite --ctx 65536",
    ):
        assert line in kb.splitlines()


@pytest.mark.parametrize(
    "suggestion",
    [
        "两步走——在 §2.1 末尾新增一条 TierCache，紧跟 LRU 那条之后。",
        "老规矩——§2.1 新增一条 TierCache。",
        "一句话——TierCache 归入 2.1 节。",
        "同条目 3 的处理——§2.1 补一条 TierCache。",
        "照旧——§2.1 新增 TierCache 条目。",
    ],
)
def test_a_lead_phrase_before_a_dash_leaves_the_request_after_it(suggestion: str) -> None:
    results = render_brief(brief(suggestion), LINES, DATE)
    [(add, result)] = [(a, r) for a, r in results if a.kind.edits_document]
    assert add.kind is ActionKind.ADD_ENTRY and add.target is not None
    assert add.target.key == "2.1"
    assert result.status is Status.PROPOSED, result.reason
    assert result.edit is not None
    [new] = [line for line in result.edit.lines if line not in LINES]
    assert new.startswith("- **TierCache**")
    assert not [a for a, _ in results if a.kind is ActionKind.NOT_UNDERSTOOD]


def test_a_refusal_before_a_dash_is_read_beside_the_request_after_it() -> None:
    results = render_brief(
        brief('不另起条目——§2.1 LRU 驱逐那条末尾补一句"冷档换出到主机内存"。'), LINES, DATE
    )
    kinds = {a.kind for a, _ in results}
    assert ActionKind.CONSTRAINT in kinds
    [(append, result)] = [(a, r) for a, r in results if a.kind.edits_document]
    assert append.kind is ActionKind.APPEND and not append.forbidden_by
    assert result.edit is not None
    assert [line for line in result.edit.lines if line not in LINES] == [
        "- **LRU 驱逐**：按最近访问驱逐前缀块。冷档换出到主机内存。\n"
    ]


@pytest.mark.parametrize(
    "suggestion",
    [
        "§2.1 新增一条 TierCache——与 §1.2 的部署条目形成对照。",
        "§2.1 新增一条 TierCache——§1.2 已有类似做法。",
    ],
)
def test_the_words_after_a_request_and_its_dash_explain_it(suggestion: str) -> None:
    results = render_brief(brief(suggestion), LINES, DATE)
    assert [(a.kind, a.target.key if a.target else "") for a, _ in results] == [
        (ActionKind.ADD_ENTRY, "2.1")
    ]


@pytest.mark.parametrize(
    "suggestion",
    [
        '§1.1 Orca 行：热度 1,020⭐ → 1,100⭐；定位列 "批处理服务" 末尾补"（支持多会话）"。',
        '§1.1 表 Orca 那一行 "1,020⭐" 改为 "1,100⭐"；定位列末尾补一句"（支持多会话）"。',
        "1.1 节 Orca 那行，「1,020⭐」更新为「1,100⭐」；"
        "定位一栏「批处理服务」末尾加「（支持多会话）」。",
        '§1.1 Orca 一行："1,020⭐" → "1,100⭐"，定位列 "批处理服务" 结尾添"（支持多会话）"。',
    ],
)
def test_a_cell_append_after_a_rows_replace_goes_to_that_row(suggestion: str) -> None:
    # Each edit as made on HEAD: the two are one patch, applied in turn.
    assert changed_lines(suggestion) == [
        "| Orca | 批处理服务 | 1,100⭐ | beta |\n",
        "| Orca | 批处理服务（支持多会话） | 1,020⭐ | beta |\n",
    ]


def test_a_rows_replace_and_its_cell_append_apply_together(tmp_path: Path) -> None:
    suggestion = (
        '§1.1 Orca 行：热度 1,020⭐ → 1,100⭐；定位列 "批处理服务" 末尾补"（支持多会话）"。'
    )
    kb = applied_kb(tmp_path / "kb", KB, brief(suggestion), BRIEF)
    assert "| Orca | 批处理服务（支持多会话） | 1,100⭐ | beta |" in kb.splitlines()


@pytest.mark.parametrize(
    "suggestion",
    [
        '§1.1 Kestrel 那一行的状态列，把"experimental"改成"beta"。',
        "§1.1 表 Kestrel 那行的状态栏，「experimental」更新为「beta」。",
        '1.1 节 Kestrel 那一行的状态列，"experimental" → "beta"。',
        '§1.1 Kestrel 这一行的状态列，由"experimental"改为"beta"。',
    ],
)
def test_a_row_and_column_named_before_a_comma_are_the_place_of_the_replace(
    suggestion: str,
) -> None:
    assert changed_lines(suggestion) == ["| Kestrel | 本地推理 | 388⭐ | beta |\n"]


def numbered_items_brief(tag: str) -> str:
    return (
        "# inference · E1 预消化简报（2026-12-09）\n\n"
        f"对照：{KB_PATH}\n\n## 一、增量\n\n"
        "### 增量一：两处复采\n\n"
        "**来源**：organized/repo_cards/3101-orca.md\n"
        "**要点**：Orca 热度上涨；Hy-Lite 默认上下文翻倍。\n"
        "**建议归入**：\n"
        '1. §1.1 Orca 那一行 "1,020⭐" 改为 "1,100⭐"。\n'
        '2. §1.2 Hy-Lite 条目 "max_len 32K" 改为 "max_len 64K"。\n\n'
        "### 增量二：LRU 复测\n\n"
        "**来源**：organized/repo_cards/3102-lru.md\n"
        "**要点**：冷档换出实测。\n"
        '**建议归入**：§2.1 LRU 驱逐那条末尾补一句"冷档换出到主机内存"。\n\n'
        "## 三、归并动作\n\n"
        "| # | 动作 | 对应 |\n|---|---|---|\n"
        f"| 1 | §1.1 Orca 热度状态更新；§1.2 Hy-Lite 上下文跟进 | {tag} |\n"
    )


@pytest.mark.parametrize("tag", ["增量一", "增量 1", "增量1"])
def test_a_closing_table_rows_tag_names_the_item_of_each_of_its_requests(tag: str) -> None:
    results = render_brief(numbered_items_brief(tag), LINES, DATE)
    assert not [a for a, _ in results if a.kind is ActionKind.NOT_UNDERSTOOD], [
        (a.kind, a.reason) for a, _ in results
    ]
    replaces = [a for a, _ in results if a.kind is ActionKind.REPLACE]
    assert [(a.item_key, a.target.key if a.target else "") for a in replaces] == [
        ("增量 1", "1.1"),
        ("增量 1", "1.2"),
    ]
    # Both requests of the row are the item's own, repeated: the row's line joins each.
    assert all(len(a.lines) == 2 for a in replaces), [a.lines for a in replaces]
