"""A document that asks each open question in a callout of its own (`> [!question] Q1.1-a` /
`> …？`, at the end of its section): a new question is a callout too, after the section's last
one with the next label (`Q1.1-b`), or at the end of a section without one, labelled as every
callout of the document is by its own section's number (`Q2.1-a`). One callout in the whole
document is no rule to label by: a section without one is reported. Our own words."""

from __future__ import annotations

import pytest

from kbpatch.models import ActionKind, Status

from .conftest import KB_PATH, new_lines_of, render_brief

DATE = "2026-12-18"

KB = """\
# 存储 活文档

> 待解问题用 `> [!question]` 标注框，放在小节末尾。

## §1 缓存

### §1.1 页缓存

* **HotPage**：按访问频度保留热页，命中率提升 9%。
* **ColdSweep**：后台批量淘汰冷页，尾延迟降 12%。

> [!question] Q1.1-a
> 热页判定阈值能否随负载自动调整？

### §1.2 对象缓存

* **ObjTier**：两级对象缓存，容量翻倍时成本增 30%。

> [!question] Q1.2-a
> 两级缓存的回填风暴如何抑制？

## §2 存储引擎

### §2.1 日志结构

* **LogMerge**：分层合并，写放大约 11 倍。
* **ZoneLog**：分区盘日志布局，空间回收时间缩短 40%。

## §3 文献

* [@li2025hot] HotPage: Frequency-Aware Page Retention. arXiv:2601.10001.
"""
LINES = KB.splitlines(keepends=True)
QUESTION = "分段粒度能否按对象热度自适应？"
MARK = "（E1 2026-12-18 · 条目 1）"


def brief(suggestion: str) -> str:
    return (
        "# storage · E1 预消化简报（2026-12-18）\n\n"
        f"对照：{KB_PATH}\n\n## 一、增量\n\n"
        "### 条目 1：分段缓存的待解问题\n\n"
        "- **来源**：inbox/kim/2026-12-17-segments.md\n"
        "- **要点**：分段粒度固定时，冷热混合负载下命中率下降。\n"
        f"- **建议归入**：{suggestion}\n"
    )


def written(suggestion: str) -> list[str]:
    """The KB's line the new lines follow, then the new lines."""
    results = render_brief(brief(suggestion), LINES, DATE)
    edits = [(a, r) for a, r in results if a.kind.edits_document]
    assert [a.kind for a, _ in edits] == [ActionKind.ADD_QUESTION], [
        (a.kind, r.reason) for a, r in edits
    ]
    (result,) = (r for _, r in edits)
    assert result.status is Status.PROPOSED, result.reason
    assert result.edit is not None and result.edit.start == result.edit.end
    new = [line.rstrip("\n") for line in result.edit.lines]
    return [LINES[result.edit.start - 1].rstrip("\n"), *new]


@pytest.mark.parametrize(
    "suggestion",
    [
        f"§1.2 加一个 > [!question] 标注框：“{QUESTION}”",
        f"1.2 节登记一问：“{QUESTION}”",
        f"add a question callout to §1.2: “{QUESTION}”",
        f"§1.2 末尾添一个待解问题：“{QUESTION}”",
        f"「对象缓存」一节补问题“{QUESTION}”",
    ],
)
def test_a_section_with_a_callout_takes_the_next_label(suggestion: str) -> None:
    assert written(suggestion) == [
        "> 两级缓存的回填风暴如何抑制？",
        "",
        "> [!question] Q1.2-b",
        f"> {QUESTION}{MARK}",
    ]


@pytest.mark.parametrize(
    "suggestion",
    [
        f"§2.1 加一个 > [!question] 标注框：“{QUESTION}”",
        f"2.1 节登记一问：“{QUESTION}”",
        f"add a question callout to §2.1: “{QUESTION}”",
        f"§2.1 末尾添一个待解问题：“{QUESTION}”",
    ],
)
def test_a_section_without_one_takes_its_own_number(suggestion: str) -> None:
    assert written(suggestion) == [
        "* **ZoneLog**：分区盘日志布局，空间回收时间缩短 40%。",
        "",
        "> [!question] Q2.1-a",
        f"> {QUESTION}{MARK}",
    ]


@pytest.mark.parametrize(
    "suggestion",
    [f"§2.1 加一个标注框：“{QUESTION}”", f"2.1 节登记一问：“{QUESTION}”"],
)
def test_one_callout_in_the_document_is_no_rule_to_label_by(suggestion: str) -> None:
    start = LINES.index("### §1.2 对象缓存\n")
    lines = LINES[: start + 3] + LINES[start + 6 :]  # §1.2 without its callout
    assert "> [!question] Q1.2-a\n" not in lines
    results = render_brief(brief(suggestion), lines, DATE)
    assert [r.status for a, r in results if a.kind.edits_document] == [Status.UNRESOLVED]
    assert new_lines_of(results, lines) == []
