"""A sentence added at a section's end (`§1.3 仅在末尾补一句"…"`, no entry named) joins the
paragraph the section's own text ends with; after any other block it is unresolved."""

from __future__ import annotations

from dataclasses import replace

import pytest

from kbpatch.models import Action, ActionKind, SectionRef, Status
from kbpatch.parse import parse_brief
from kbpatch.reading import plan
from kbpatch.render import Rendered, render

from .conftest import apply_edit, one_action

DATE = "2026-12-03"

KB = """\
# serving 活文档

## 1 容量

### 1.1 规划

容量以并发为单位规划，
不按峰值吞吐。

### 1.2 Pools

Prefill and decode are sized apart.

### 1.3 分池

按负载分池估算。[3]

#### 1.3.1 细节

- 细节一。

### 1.4 清单

先看这张表。

| 项 | 值 |
| --- | --- |
| a | 1 |

### 1.5 命令

```
kbctl pools
```

### 1.6 引述

> 容量不是吞吐。

### 1.7 列表

- 一。
- 二。

### 1.8 未完

容量见下
"""
LINES = KB.splitlines(keepends=True)


def at_end(key: str, phrase: str, request: str = "") -> Action:
    request = request or f'§{key} 仅在末尾补一句"{phrase}"'
    action = one_action(ActionKind.APPEND, SectionRef(key=key, raw=f"§{key}"), phrase=phrase)
    return replace(action, request=request)


def changed(rendered: Rendered) -> tuple[int, str]:
    assert rendered.status is Status.PROPOSED, rendered.reason
    assert rendered.edit is not None
    assert rendered.edit.end == rendered.edit.start + 1
    return rendered.edit.start, rendered.edit.lines[0]


def test_a_chinese_paragraph_takes_the_sentence_on_its_last_line() -> None:
    rendered = render(LINES, at_end("1.1", "夜间另算低谷"), date=DATE)
    index, line = changed(rendered)
    assert LINES[index] == "不按峰值吞吐。\n"
    assert line == "不按峰值吞吐。夜间另算低谷。\n"


def test_an_english_paragraph_takes_the_sentence_after_a_space() -> None:
    rendered = render(LINES, at_end("1.2", "Night load is sized apart too."), date=DATE)
    assert changed(rendered)[1] == (
        "Prefill and decode are sized apart. Night load is sized apart too.\n"
    )


def test_the_sentence_goes_before_the_paragraphs_reference_marker_and_sub_headings() -> None:
    # §1.3's own text ends before its sub-heading: the sentence joins that paragraph.
    rendered = render(LINES, at_end("1.3", "夜间另算。"), date=DATE)
    assert changed(rendered)[1] == "按负载分池估算。夜间另算。[3]\n"


def test_the_colon_phrasing_of_a_closing_sentence_is_placed_too() -> None:
    action = at_end("1.1", "夜间另算低谷。", request='§1.1 最后补一句："夜间另算低谷。"')
    assert changed(render(LINES, action, date=DATE))[1] == "不按峰值吞吐。夜间另算低谷。\n"


@pytest.mark.parametrize(
    ("key", "shape"),
    [("1.4", "a table"), ("1.5", "a code block"), ("1.6", "a quote"), ("1.7", "a list")],
)
def test_a_section_ending_in_another_block_is_unresolved_with_its_shape(
    key: str, shape: str
) -> None:
    rendered = render(LINES, at_end(key, "另算低谷。"), date=DATE)
    assert rendered.status is Status.UNRESOLVED
    assert rendered.reason.startswith(f"this section ends in {shape}, not a paragraph"), (
        rendered.reason
    )


def test_a_paragraph_without_a_full_stop_is_not_guessed_at() -> None:
    rendered = render(LINES, at_end("1.8", "另算低谷。"), date=DATE)
    assert rendered.status is Status.UNRESOLVED
    assert "does not end with a full stop" in rendered.reason


def test_a_sentence_the_paragraph_already_says_is_already_present() -> None:
    rendered = render(LINES, at_end("1.1", "不按峰值吞吐。"), date=DATE)
    assert rendered.status is Status.ALREADY_PRESENT


def test_an_entry_the_brief_points_at_without_a_name_stays_unresolved() -> None:
    action = at_end("1.1", "另算低谷。", request='§1.1 那条末尾补一句"另算低谷。"')
    rendered = render(LINES, action, date=DATE)
    assert rendered.status is Status.UNRESOLVED
    assert rendered.reason == "the brief does not name the entry to append to"


@pytest.mark.parametrize(
    "request_words",
    [
        '§1.1 仅在末尾补一句"夜间另算低谷。"',
        '§1.1 最后补一句："夜间另算低谷。"',
        '§1.1 段尾添一句："夜间另算低谷。"',
        '在 §1.1 段末追加："夜间另算低谷。"',
        '§1.1 节尾补一句"夜间另算低谷。"',
    ],
)
def test_a_brief_asking_for_a_closing_sentence_gets_it(request_words: str) -> None:
    brief = parse_brief(
        "serving · E1 预消化简报(2026-12-03)\n\n"
        "条目 1：TideKV —— 按时段伸缩缓存（arXiv:2612.55501）\n\n"
        "  • 来源：organized/paper_cards/x.md\n"
        "  • 要点：白天扩池，夜间缩池。\n"
        f"  • 建议归入：{request_words}\n"
    )
    [action] = [a for a in plan(brief) if a.kind.edits_document]
    assert action.kind is ActionKind.APPEND
    rendered = render(LINES, action, date=brief.date)
    assert rendered.edit is not None
    assert changed(rendered)[1] == "不按峰值吞吐。夜间另算低谷。\n"
    # Applied, the same brief finds the sentence already there.
    again = render(apply_edit(LINES, rendered.edit), action, date=brief.date)
    assert again.status is Status.ALREADY_PRESENT
