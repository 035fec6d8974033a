"""A request for a glossary term by its noun (`新增术语「X」：…`, `新增术语 X：…`,
`新增术语 **X**：…`, `新增一个术语：X——…`) adds the term the brief writes with the definition
the brief gives, in the glossary's own form (bold-led paragraphs or `- **X**：` bullets), never
named after the item's title nor defined by its 要点. A term the glossary already defines (with
or without its English aside) is reported; a term given no definition is reported, its 要点
never written as one. The section's heading words after its number (`§3 术语表`) name the
section, no table of it. Our own words, on a small KB of our own."""

from __future__ import annotations

import pytest

from kbpatch.models import Status

from .conftest import apply_edit, new_lines_of, render_brief

KB = """\
# 咖啡烘焙活文档

## 1 概览

精品咖啡的烘焙这几年从深烘掩盖缺陷转向浅烘突出产地风味，曲线的记录和复现成了基本功。

本文档记录烘焙曲线的经验、生豆处理法的影响和杯测口径。术语见第 3 节。

## 2 工具

1. **Artisan**（开源, 2012）：记录豆温与风温曲线的软件，支持导出曲线。
2. **Cropster**（商业, 2010）：烘焙曲线与库存管理一体的平台。

## 3 术语表

**一爆（First Crack）**：豆内水分汽化、细胞壁破裂时发出的第一轮爆裂声。

**发展时间**（Development Time）：从一爆开始到出豆的时长，常以其占总时长的比例描述烘焙程度。

**RoR**：豆温上升速率，单位为每分钟摄氏度。

## 4 杯测用语

- **干香**：研磨后未加水时闻到的香气。
- **湿香**：注水后破渣时闻到的香气。
- **余韵（Aftertaste）**：吞咽后留在口腔里的风味。

## 5 修订

- 2026-12-01：初版。
"""
LINES = KB.splitlines(keepends=True)
DATE = "2026-12-11"
MARK = "（E1 2026-12-11 · 条目 1）"
SAID = "豆表颜色经近红外测得的读数，数值越低烘得越深"


def brief(suggestion: str) -> str:
    return (
        "# coffee · E1 预消化简报（2026-12-11）\n\n## 一、今日条目\n\n"
        "### 条目 1：Agtron 色值与烘焙度的对应\n\n"
        "- **来源**：inbox/lu/2026-12-10-roast-notes.md\n"
        "- **要点**：三家烘焙厂的 Agtron 读数相差可达 8 个点（自测）。\n"
        f"- **建议归入**：{suggestion}\n"
    )


def added(suggestion: str) -> list[str]:
    found = render_brief(brief(suggestion), LINES, DATE)
    assert [r.status for _, r in found] == [Status.PROPOSED], [r.reason for _, r in found]
    return new_lines_of(found, LINES)


@pytest.mark.parametrize(
    "suggestion",
    [
        f"§3 新增术语「色值」：{SAID}。",
        f"§3 新增术语 色值：{SAID}。",
        f"§3 新增术语 **色值**：{SAID}。",
        f'§3 新增术语"色值"：{SAID}',
        f"§3 新增一个术语：色值——{SAID}。",
        f"§3 术语表 新增术语「色值」：{SAID}。",
        f"第 3 节 补一个术语：“色值”：{SAID}。",
    ],
)
def test_a_bold_led_paragraph_glossary_gets_the_brief_s_term(suggestion: str) -> None:
    [(_, rendered)] = render_brief(brief(suggestion), LINES, DATE)
    assert rendered.status is Status.PROPOSED, rendered.reason
    assert rendered.edit is not None
    after = apply_edit(LINES, rendered.edit)
    at = after.index(f"**色值**：{SAID}。{MARK}\n")
    # After the section's last term, set apart by a blank line as the others are.
    assert after[at - 2].startswith("**RoR**：") and after[at - 1] == "\n"
    assert not any("Agtron" in line or "8 个点" in line for line in after[at:])


@pytest.mark.parametrize(
    "suggestion",
    [
        f"§4 新增术语「色值」：{SAID}。",
        f"§4 杯测用语 新增术语 色值：{SAID}。",
        f"§4 新增一个术语：**色值** —— {SAID}。",
    ],
)
def test_a_bulleted_glossary_gets_the_brief_s_term(suggestion: str) -> None:
    assert added(suggestion) == [f"- **色值**：{SAID}。{MARK}"]


@pytest.mark.parametrize(
    ("suggestion", "written"),
    [
        ("§3 新增术语 回温（Rebound）：出豆后豆温短暂回升的现象。", "**回温（Rebound）**："),
        ("§4 新增术语「酸质 (Acidity)」：明亮、活泼的口感。", "- **酸质 (Acidity)**："),
    ],
)
def test_a_term_with_its_english_aside_is_written_whole(suggestion: str, written: str) -> None:
    [line] = added(suggestion)
    assert line.startswith(written), line


@pytest.mark.parametrize(
    ("suggestion", "term"),
    [
        ("§3 新增术语 RoR。", "RoR"),
        ("§3 新增术语「一爆」：第一轮爆裂声。", "一爆"),
        ("§3 新增术语 **发展时间**：一爆到出豆的时长。", "发展时间"),
        ("§4 新增术语 湿香：注水后闻到的香气。", "湿香"),
        ("§4 新增术语「余韵」。", "余韵"),
    ],
)
def test_a_term_the_glossary_defines_already_is_reported(suggestion: str, term: str) -> None:
    found = render_brief(brief(suggestion), LINES, DATE)
    assert new_lines_of(found, LINES) == []
    [(_, rendered)] = found
    assert rendered.status is Status.UNRESOLVED
    assert f"「{term}」" in rendered.reason


@pytest.mark.parametrize(
    "suggestion",
    ["§3 新增术语「色值」。", "§3 新增术语 色值", "§4 新增术语 **色值**。"],
)
def test_a_term_given_no_definition_is_reported(suggestion: str) -> None:
    found = render_brief(brief(suggestion), LINES, DATE)
    assert new_lines_of(found, LINES) == []
    [(_, rendered)] = found
    assert rendered.status is Status.UNRESOLVED
    assert "色值" in rendered.reason and "no definition" in rendered.reason
