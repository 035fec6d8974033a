"""A new entry among paragraphs that each open with a bold name and run on with no colon
(`**X**（机构, 年）做了…。(arXiv id)`) is such a paragraph: after a blank line, its name in
bold, its paper's id at its end in the neighbours' own form, never plain with `（arXiv:…）`
after the name; so too where a `> 注：` note closes the section. Our own words, on a small
KB of our own."""

from __future__ import annotations

import pytest

from kbpatch.models import Status

from .conftest import apply_edit, render_brief

KB = """\
# 存储活文档

## 一、压缩

### （一）列存压缩

**ZoneMap**（CMU, 2019）按块记录最小最大值，扫描时跳过无关块。(arXiv 1901.01111)

**DeltaPack**（港科大, 2021）对有序列做差分再位打包，压缩比提高约 30%。(arXiv 2102.02222)

### （二）行存压缩

**RowZip**（UW, 2020）按页字典编码，点查延迟不变。（arXiv 2003.03333）

**PageDict**（ETH, 2022）在页内共享字典，写放大下降。（arXiv 2204.04444）

> 注：行存压缩的数字都来自作者自测。

## 二、索引

- B+ 树仍是默认。
"""
LINES = KB.splitlines(keepends=True)
DATE = "2026-12-23"
MARK = "（E1 2026-12-23 · 条目 1）"


def new_paragraph(suggestion: str) -> str:
    """The one line the brief's entry adds, checked to stand after a blank line."""
    [(_, rendered)] = render_brief(brief(suggestion), LINES, DATE)
    assert rendered.status is Status.PROPOSED, rendered.reason
    assert rendered.edit is not None
    after = apply_edit(LINES, rendered.edit)
    (at,) = [k for k, line in enumerate(after) if "BitSlice" in line]
    assert after[at - 1].strip() == "", after[at - 1]
    return after[at].rstrip("\n")


def brief(suggestion: str) -> str:
    return (
        "# storage · E1 预消化简报（2026-12-23）\n\n## 一、今日条目\n\n"
        "### 条目 1：BitSlice —— 位切片扫描（arXiv 2406.05555）\n\n"
        "- **来源**：inbox/ann/2026-12-22-notes.md\n"
        "- **要点**：扫描吞吐提高 2.1 倍（作者自报）。\n"
        f"- **建议归入**：{suggestion}\n"
    )


@pytest.mark.parametrize(
    "suggestion",
    [
        "「列存压缩」一节 ZoneMap 之后新增一段 BitSlice。",
        "「列存压缩」一节末尾新增一段 BitSlice。",
        "§一 DeltaPack 之后新增一段 BitSlice。",
    ],
)
def test_the_paragraph_is_bold_led_and_cites_at_its_end(suggestion: str) -> None:
    line = new_paragraph(suggestion)
    assert line == "**BitSlice**：扫描吞吐提高 2.1 倍（作者自报）。(arXiv 2406.05555)" + MARK


@pytest.mark.parametrize(
    "suggestion",
    [
        "「行存压缩」一节末尾新增一段 BitSlice。",
        "「行存压缩」一节 PageDict 之后新增一段 BitSlice。",
    ],
)
def test_before_a_closing_note_the_paragraph_is_bold_led_too(suggestion: str) -> None:
    line = new_paragraph(suggestion)
    assert line == "**BitSlice**：扫描吞吐提高 2.1 倍（作者自报）。（arXiv 2406.05555）" + MARK


MONTHS_KB = """\
# vision 活文档

## 二、模型

**Qwen3-VL**（阿里通义，2026-09）：原生 256K 上下文。[^1]

**InternVL-4.1**（上海 AI Lab，2026-10）：动态切图。[^2]
"""


@pytest.mark.parametrize(
    ("title", "suggestion", "lead"),
    [
        # The item's heading gives the maker and the month, as the neighbours write theirs.
        (
            "GLM-5V 技术报告（智谱，2026-12）",
            "§二 新增一条 GLM-5V 条目。",
            "**GLM-5V**（智谱，2026-12）：",
        ),
        # The request gives them after the name.
        ("GLM-5V", "§二 新增一条 GLM-5V（智谱，2026-12）。", "**GLM-5V**（智谱，2026-12）："),
        # None given: none made up.
        ("GLM-5V 技术报告", "§二 新增一条 GLM-5V 条目。", "**GLM-5V**："),
    ],
)
def test_a_maker_and_month_go_after_the_name_as_the_neighbours_write_them(
    title: str, suggestion: str, lead: str
) -> None:
    text = brief(suggestion).replace("BitSlice —— 位切片扫描（arXiv 2406.05555）", title)
    lines = MONTHS_KB.splitlines(keepends=True)
    [(_, rendered)] = render_brief(text, lines, DATE)
    assert rendered.status is Status.PROPOSED, rendered.reason
    assert rendered.edit is not None
    (new,) = [x for x in apply_edit(lines, rendered.edit) if x not in lines and x.strip()]
    assert new.startswith(lead), new
