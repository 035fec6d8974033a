"""A new entry ends with one sentence end, in its last sentence's script; unresolved reasons
read as sentences."""

from __future__ import annotations

import pytest

from kbpatch.models import Action, ActionKind, EntryContent, SectionRef, Status
from kbpatch.render import render

from .conftest import one_action

DATE = "2026-12-03"
MARK = "（E1 2026-12-03 · 条目 1）"

KB = """\
# serving 活文档

## 1 引擎

### 1.1 引擎格局

- **vLLM**：通用默认。
- **SGLang**：多轮优先。

### 1.2 信号

| 项目 | 要点 | 来源 |
| --- | --- | --- |
| acme/rec | 单厂商引擎。 | repo_cards/rec.md |

### 1.3 做法

1. 多实例共享权重时先确认只读挂载。
2. 灰度时保留旧实例。
"""
LINES = KB.splitlines(keepends=True)


def act(kind: ActionKind, key: str, **fields: object) -> Action:
    return one_action(kind, SectionRef(key=key, raw=f"§{key}"), item_key="条目 1", **fields)


def new_line(key: str, entry: EntryContent) -> str:
    rendered = render(LINES, act(ActionKind.ADD_ENTRY, key, entry=entry), date=DATE)
    assert rendered.status is Status.PROPOSED, rendered.reason
    assert rendered.edit is not None
    return rendered.edit.lines[0].rstrip("\n")


@pytest.mark.parametrize(
    ("summary", "ending"),
    [
        # An English sentence closed by the brief, then 。 by the reader: its own end stays.
        ("Pool grows by day (author-reported).。", "(author-reported)."),
        ("Is the pool ever too small?。", "too small?"),
        ("Latency halves at p99!", "at p99!"),
        ("Splits the pool in two. Each half warms on its own.。", "on its own."),
        # A Chinese sentence keeps its 。, once.
        ("按时段伸缩 KV 池。", "KV 池。"),
        ("按时段伸缩 KV 池。。", "KV 池。"),
        # An English term at the end of a Chinese sentence: still Chinese.
        ("显存利用率提升，见 Fig. 3。", "Fig. 3。"),
    ],
)
def test_a_list_entry_ends_with_one_sentence_end_in_its_script(summary: str, ending: str) -> None:
    line = new_line("1.1", EntryContent(title="KVTide", summary=summary))
    assert line.endswith(ending + MARK), line
    assert ".。" not in line and "。。" not in line and "?。" not in line


def test_a_table_row_summary_has_no_full_stop_after_an_english_one() -> None:
    entry = EntryContent(
        title="acme/tide", summary="Sizes the pool by traffic.。", sources="repo_cards/tide.md"
    )
    row = new_line("1.2", entry)
    assert "| Sizes the pool by traffic. |" in row, row


def test_dictated_english_words_keep_their_own_end() -> None:
    entry = EntryContent(title="x", summary="Check the driver first.。", dictated=True)
    assert new_line("1.3", entry) == f"3. Check the driver first.{MARK}"


def test_dictated_chinese_words_keep_their_full_stop() -> None:
    entry = EntryContent(title="x", summary="上线前核对驱动版本。", dictated=True)
    assert new_line("1.3", entry) == f"3. 上线前核对驱动版本。{MARK}"


@pytest.mark.parametrize(
    ("key", "anchor", "reason"),
    [
        ("1.1", "Orca", "this section has no entry named 「Orca」"),
        ("1.3", "7", "this section has no item 7"),
    ],
)
def test_an_absent_entry_is_named_without_a_doubled_article(
    key: str, anchor: str, reason: str
) -> None:
    action = act(ActionKind.APPEND, key, anchor=anchor, phrase="另见 1.2。")
    rendered = render(LINES, action, date=DATE)
    assert rendered.status is Status.UNRESOLVED
    assert rendered.reason == reason


def test_a_value_on_no_line_is_said_in_the_singular() -> None:
    action = act(ActionKind.REPLACE, "1.1", pairs=(("9,999⭐", "10,001⭐"),))
    rendered = render(LINES, action, date=DATE)
    assert rendered.reason.startswith("no line of this section holds 「9,999⭐」"), rendered.reason
