"""A request whose object is a quoted question (`加一个标注框："…？"`, `登记一问："…？"`, `add a
question callout to §1.2: "…?"`) asks for that question: it is filed where the section keeps its
questions, or reported; never an entry made of the item's heading and its points. A quote that
says something of a new entry (`新增一条 X，注明"…？"`) leaves the entry an entry. Our own words."""

from __future__ import annotations

import pytest

from kbpatch.models import ActionKind, Status

from .conftest import KB_PATH, new_lines_of, render_brief

DATE = "2026-12-14"

KB = """\
# 存储 活文档

## 1. 缓存

### 1.1 页缓存

* **HotPage**：按访问频度保留热页，命中率提升 9%。
* **ColdSweep**：后台批量淘汰冷页，尾延迟降 12%。

### 1.2 待解问题

1. 热页阈值能否随负载自动调整？
2. 冷页淘汰会否放大写入？
"""
LINES = KB.splitlines(keepends=True)
QUESTION = "分段粒度能否按对象热度自适应？"


def brief(suggestion: str) -> str:
    return (
        "# storage · E1 预消化简报（2026-12-14）\n\n"
        f"对照：{KB_PATH}\n\n## 一、增量\n\n"
        "### 条目 1：分段缓存的待解问题\n\n"
        "- **来源**：inbox/kim/2026-12-13-segments.md\n"
        "- **要点**：分段粒度固定时，冷热混合负载下命中率下降。\n"
        f"- **建议归入**：{suggestion}\n"
    )


@pytest.mark.parametrize(
    "suggestion",
    [
        f"§1.1 加一个 > [!question] 标注框：“{QUESTION}”",
        f"1.1 节登记一问：“{QUESTION}”",
        f"add a question callout to §1.1: “{QUESTION}”",
        f"§1.1 补一个提示框「{QUESTION}」",
        f"1.1 节末尾挂一个：“{QUESTION}”",
    ],
)
def test_a_quoted_question_in_an_entry_section_is_reported_never_an_entry(
    suggestion: str,
) -> None:
    results = render_brief(brief(suggestion), LINES, DATE)
    edits = [(a, r) for a, r in results if a.kind.edits_document]
    assert [a.kind for a, _ in edits] == [ActionKind.ADD_QUESTION], [
        (a.kind, r.reason) for a, r in edits
    ]
    assert all(r.status is not Status.PROPOSED for _, r in edits)
    assert new_lines_of(results, LINES) == []


@pytest.mark.parametrize(
    "suggestion",
    [
        f"§1.2 加一个标注框：“{QUESTION}”",
        f"1.2 节登记一问：“{QUESTION}”",
        f"add a question callout to §1.2: “{QUESTION}”",
        f"1.2 节末尾挂一个：“{QUESTION}”",
    ],
)
def test_a_quoted_question_goes_to_the_section_s_questions(suggestion: str) -> None:
    results = render_brief(brief(suggestion), LINES, DATE)
    added = new_lines_of(results, LINES)
    assert len(added) == 1 and added[0].startswith(f"3. {QUESTION}"), added


@pytest.mark.parametrize(
    "suggestion",
    [
        "§1.1 新增一条 SegCache，注明“分段粒度能否自适应？”",
        "§1.1 新增一条 SegCache（“分段粒度能否自适应？”待核）",
        "§1.1 补一条 SegCache；另注“分段粒度能否自适应？”",
        "§1.1 新增一条“SegCache”",
    ],
)
def test_a_quote_said_of_a_new_entry_leaves_it_an_entry(suggestion: str) -> None:
    results = render_brief(brief(suggestion), LINES, DATE)
    kinds = [a.kind for a, _ in results if a.kind.edits_document]
    assert ActionKind.ADD_ENTRY in kinds and ActionKind.ADD_QUESTION not in kinds, kinds
