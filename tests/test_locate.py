"""locate: KB headings and their spans, named parts, and the last block of a span."""

from __future__ import annotations

import pytest

from kbpatch.locate import (
    Block,
    Span,
    Tail,
    Unresolved,
    entry_tail,
    front_matter_end,
    outline,
    part_span,
    resolve,
    section_span,
)
from kbpatch.models import Heading, SectionRef

KB = """\
---
title: "## 这不是标题"
owner: kb
---
# serving 活文档

## 一、推理引擎

### 1.1 引擎格局

- **vLLM**：通用默认。
- **SGLang**：多轮优先。

#### 新 entrants（观察）

- **ds4**：单模型专用。
- **Kapitsa**：端侧专用。

### §1.2 已知缺陷

```bash
## 2.1 代码里的井号行
```

~~~text
### 9.9 波浪线围栏里的井号行
~~~

````markdown
```python
## 3.3 嵌套围栏里的井号行
```
````

1. 第一条缺陷。
2. 第二条缺陷。

## 二、缓存

### 2.1 卸载

| 项目 | 定位 | 来源 |
| --- | --- | --- |
| tierkv | 热度迁移 | cards/a.md |

★ 以上为卡片级证据。

### 2.2 复用

前缀复用率是核心指标。
驱逐策略默认 LRU。

## 七、引用列表

- arXiv:2612.00101 — FlowCache
"""
LINES = KB.splitlines(keepends=True)
HEADINGS = outline(LINES)


def heading(key: str) -> Heading:
    return resolve(HEADINGS, SectionRef(key=key, raw=f"§{key}"))


def region(body: str) -> tuple[list[str], Span]:
    """A section `### 1.1 x` with the given body, and the span of that body."""
    lines = ("### 1.1 x\n" + body).splitlines(keepends=True)
    return lines, Span(start=1, end=len(lines), title="x")


# ---------------------------------------------------------------- outline


def test_outline_keys_levels_and_spans() -> None:
    assert [(h.key, h.level, h.text, h.start, h.end) for h in HEADINGS] == [
        ("", 1, "serving 活文档", 4, 55),
        ("1", 2, "一、推理引擎", 6, 37),
        ("1.1", 3, "1.1 引擎格局", 8, 18),
        ("", 4, "新 entrants（观察）", 13, 18),
        ("1.2", 3, "§1.2 已知缺陷", 18, 37),
        ("2", 2, "二、缓存", 37, 52),
        ("2.1", 3, "2.1 卸载", 39, 47),
        ("2.2", 3, "2.2 复用", 47, 52),
        ("7", 2, "七、引用列表", 52, 55),
    ]


def test_headings_inside_fences_and_front_matter_are_not_sections() -> None:
    texts = [h.text for h in HEADINGS]
    assert not [t for t in texts if "井号行" in t or "不是标题" in t]
    assert front_matter_end(LINES) == 4


def test_closing_fence_carries_no_info_string() -> None:
    lines = "# kb\n\n```\n```python\n## 4.4 仍在代码里\n```\n\n## 4.5 真标题\n".splitlines(True)
    assert [h.text for h in outline(lines)] == ["kb", "4.5 真标题"]


def test_unclosed_front_matter_is_not_skipped() -> None:
    lines = "---\n# 1.1 标题\n".splitlines(True)
    assert front_matter_end(lines) == 0
    assert [h.key for h in outline(lines)] == ["1.1"]


def test_crlf_headings() -> None:
    lines = "## 五、部署\r\n\r\n### 5.3 模型卡片 ###\r\n\r\n- a\r\n".splitlines(True)
    assert [(h.key, h.text, h.end) for h in outline(lines)] == [
        ("5", "五、部署", 5),
        ("5.3", "5.3 模型卡片", 5),
    ]


# ---------------------------------------------------------------- resolve


@pytest.mark.parametrize(
    ("key", "text"),
    [("1.1", "1.1 引擎格局"), ("1.2", "§1.2 已知缺陷"), ("7", "七、引用列表"), ("2", "二、缓存")],
)
def test_resolve_numbered_and_chinese_headings(key: str, text: str) -> None:
    assert heading(key).text == text


def test_duplicate_numbers_name_both_lines() -> None:
    lines = "## 三、调度\n\n### 3.1 路由\n\n- a\n\n### 3.1 路由（旧）\n\n- b\n".splitlines(True)
    with pytest.raises(Unresolved) as err:
        resolve(outline(lines), SectionRef(key="3.1", raw="§3.1"))
    assert str(err.value) == "2 headings are numbered 3.1 (line 3, line 7); not guessing"


@pytest.mark.parametrize(
    ("key", "closest"),
    [
        ("1.3", "§1.2 §1.2 已知缺陷, §1.1 1.1 引擎格局, §1 一、推理引擎"),
        ("8", "§7 七、引用列表, §2 二、缓存, §1 一、推理引擎"),
        ("2.10", "§2.2 2.2 复用, §2.1 2.1 卸载, §2 二、缓存"),
        ("9.9", "§2.2 2.2 复用, §2.1 2.1 卸载, §1.2 §1.2 已知缺陷"),
    ],
)
def test_missing_section_suggests_the_closest_headings(key: str, closest: str) -> None:
    with pytest.raises(Unresolved) as err:
        resolve(HEADINGS, SectionRef(key=key, raw=f"§{key}"))
    assert str(err.value) == f"no section numbered {key}; closest: {closest}"


def test_no_numbered_headings_at_all() -> None:
    with pytest.raises(Unresolved, match=r"the KB has no numbered headings"):
        resolve(outline(["# kb\n", "\n", "## 杂记\n"]), SectionRef(key="1.1", raw="§1.1"))


# ---------------------------------------------------------------- parts


def test_part_by_deeper_heading() -> None:
    span = part_span(LINES, HEADINGS, heading("1.1"), "新 entrants")
    assert (span.start, span.end, span.title) == (14, 18, "新 entrants（观察）")


def test_part_by_bold_paragraph_label() -> None:
    kb = (
        "### 5.9 待核查\n\n"
        "**CSDN 线索**：转载链条不可追溯。\n\n"
        "- **MiniMax 教程**：HTTP 521。\n"
        "- **Sage 指南**：只有标题。\n\n"
        "**论坛线索**：\n\n"
        "- 一条。\n\n"
        "结尾说明段落。\n"
    )
    lines = kb.splitlines(True)
    headings = outline(lines)
    span = part_span(lines, headings, headings[0], "csdn线索")
    # Bold list items are the part's entries, not the next label.
    assert (span.start, span.end, span.title) == (2, 6, "CSDN 线索")
    span = part_span(lines, headings, headings[0], "论坛线索")
    assert (span.start, span.end, span.title) == (7, 10, "论坛线索")


def test_part_by_bullet_label_holds_the_nested_items() -> None:
    kb = (
        "### 5.9 待核查\n\n"
        "- **CSDN 线索**：\n"
        "  - **MiniMax 教程**：HTTP 521。\n"
        "  - **Sage 指南**：只有标题。\n"
        "- **论坛线索**：\n"
        "  - 一条。\n"
    )
    lines = kb.splitlines(True)
    headings = outline(lines)
    span = part_span(lines, headings, headings[0], "CSDN 线索")
    assert (span.start, span.end, span.title) == (3, 5, "CSDN 线索")
    tail = entry_tail(lines, span)
    assert (tail.after, tail.form, tail.indent) == (4, "bullet", "  ")


def test_unknown_part_lists_the_parts() -> None:
    with pytest.raises(Unresolved) as err:
        part_span(LINES, HEADINGS, heading("1.1"), "不存在的小节")
    assert str(err.value) == (
        "§1.1 has no part named 「不存在的小节」; its parts: "
        "「新 entrants（观察）」、「vLLM」、「SGLang」"
    )


# ---------------------------------------------------------------- entry_tail


def test_entry_tail_of_bold_bullet_list_is_the_sections_own_before_its_parts() -> None:
    section = heading("1.1")
    tail = entry_tail(LINES, section_span(section))
    assert tail == Tail(after=11, form="bullet", next_number=1)
    part = part_span(LINES, outline(LINES), section, "新 entrants")
    assert entry_tail(LINES, part) == Tail(after=16, form="bullet", next_number=1)


def test_entry_tail_of_ordered_list_after_code_blocks() -> None:
    tail = entry_tail(LINES, section_span(heading("1.2")))
    assert (tail.after, tail.form, tail.marker, tail.next_number) == (35, "ordered", ".", 3)
    assert LINES[tail.after] == "2. 第二条缺陷。\n"


def test_entry_tail_of_table_is_its_last_row_not_the_remark() -> None:
    tail = entry_tail(LINES, section_span(heading("2.1")))
    assert (tail.after, tail.form, tail.columns) == (43, "table", ("项目", "定位", "来源"))
    assert LINES[tail.after].startswith("| tierkv |")


def test_entry_tail_of_paragraphs() -> None:
    tail = entry_tail(LINES, section_span(heading("2.2")))
    assert (tail.after, tail.form) == (50, "paragraph")
    assert LINES[tail.after] == "驱逐策略默认 LRU。\n"


@pytest.mark.parametrize(
    ("body", "after", "form", "extra"),
    [
        ("\n- a\n- b\n  - b1\n  - b2\n\n说明段落。\n\n另一段。\n", 5, "bullet", {"gap": " "}),
        ("\n* a\n* b\n", 3, "bullet", {"marker": "*"}),
        ("\n  - a\n  - b\n", 3, "bullet", {"indent": "  "}),
        ("\n-   a\n-   b\n", 3, "bullet", {"gap": "   "}),
        ("\n- **a**：x\n- 结尾备注：y\n", 3, "bullet", {"items": ("**a**：x", "结尾备注：y")}),
        ("\n1) a\n2) b\n10) c\n", 4, "ordered", {"marker": ")", "next_number": 11}),
        ("\n1. a\n2. b\n\n> 备注\n", 3, "ordered", {"next_number": 3}),
        ("\n- a\n\n  续行段落\n\n- b\n", 6, "bullet", {}),
        (
            "\n| a | b |\n| - | - |\n| 1 | 2 |\n表后紧跟的说明\n",
            4,
            "table",
            {"columns": ("a", "b")},
        ),
        ("\n> 引用\n", 2, "paragraph", {}),
        ("\n\n", 0, "paragraph", {}),
    ],
    ids=[
        "remark-after-list",
        "star",
        "indent",
        "gap",
        "bold-and-plain-items",
        "paren-ordered",
        "quote-after-ordered",
        "loose",
        "table-remark",
        "quote",
        "empty",
    ],
)
def test_entry_tail_of_forms(body: str, after: int, form: str, extra: dict[str, object]) -> None:
    lines, span = region(body)
    tail = entry_tail(lines, span)
    assert (tail.after, tail.form) == (after, form)
    for name, value in extra.items():
        assert getattr(tail, name) == value, name


def test_entry_tail_of_crlf_region() -> None:
    lines, span = region("\r\n- a\r\n- b\r\n\r\n备注。\r\n")
    assert entry_tail(lines, span) == Tail(after=3, form="bullet", next_number=1)


# ---------------------------------------------------------------- Block.find


def test_finding_lines_ignores_white_space_and_emphasis() -> None:
    span = section_span(heading("2.2"))
    assert Block(LINES, span).find("驱逐策略") == [50]
    assert Block(LINES, span).find("驱逐 策略 默认") == [50]
    assert Block(LINES, span).find("lru") == [50]
    assert Block(LINES, span).find("不存在") == []
    assert Block(LINES, span).find("") == list(range(span.start, span.end))
