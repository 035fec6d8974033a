"""An append to a glossary term's definition (`§3 X 定义末尾补一句：…`, `X 的释义后加一句`,
`「X」词条末尾补一句`) goes at the end of the paragraph or bullet that defines X, named by its bold
term with or without the English in brackets (`**X（English）**：`, `**X**（English）：`), never
the section's last term. A term the glossary does not define is reported, nothing written. Our
own words, on a small KB of our own."""

from __future__ import annotations

import pytest

from kbpatch.models import ActionKind, Status

from .conftest import new_lines_of, render_brief

KB = """\
# 咖啡烘焙活文档

## 1 概览

精品咖啡的烘焙这几年从深烘掩盖缺陷转向浅烘突出产地风味，曲线的记录和复现成了基本功。

本文档记录烘焙曲线的经验、生豆处理法的影响和杯测口径。术语见第 3 节。

## 3 术语表

**一爆（First Crack）**：豆内水分汽化、细胞壁破裂时发出的第一轮爆裂声。

**发展时间**（Development Time）：从一爆开始到出豆的时长。

**烘焙 RoR**：豆温上升速率，单位为每分钟摄氏度。

**回温**：出豆后豆温短暂回升的现象。

## 4 杯测用语

- **干香**：研磨后未加水时闻到的香气。
- **湿香（Aroma）**：注水后破渣时闻到的香气。
- **余韵**：吞咽后留在口腔里的风味。

## 5 修订

- 2026-12-01：初版。
"""
LINES = KB.splitlines(keepends=True)
SAID = "浅烘豆通常更明显。"


def brief(suggestion: str) -> str:
    return (
        "# coffee · E1 预消化简报（2026-12-12）\n\n## 一、今日条目\n\n"
        "### 条目 1：回温与浅烘\n\n"
        "- **来源**：inbox/lu/2026-12-11-roast-notes.md\n"
        "- **要点**：出豆后两分钟内豆温回升约 3 度（自测）。\n"
        f"- **建议归入**：{suggestion}\n"
    )


def appended(suggestion: str) -> tuple[Status, str, list[str]]:
    found = render_brief(brief(suggestion), LINES, "2026-12-12")
    [(action, rendered)] = found
    assert action.kind is ActionKind.APPEND
    return rendered.status, rendered.reason or "", new_lines_of(found, LINES)


@pytest.mark.parametrize(
    ("suggestion", "opening"),
    [
        (f"§3 一爆 定义末尾补一句：{SAID}", "**一爆（First Crack）**："),
        (f"§3 一爆（First Crack）的定义末尾补一句：{SAID}", "**一爆（First Crack）**："),
        (f"§3 发展时间 的释义后加一句：{SAID}", "**发展时间**（Development Time）："),
        (f"§3 术语表 烘焙 RoR 定义末尾补一句：{SAID}", "**烘焙 RoR**："),
        (f"§3 「一爆」词条末尾补一句：{SAID}", "**一爆（First Crack）**："),
        (f'§3 **发展时间** 定义后补一句"{SAID}"', "**发展时间**（Development Time）："),
        (f"§4 湿香 定义末尾补一句：{SAID}", "- **湿香（Aroma）**："),
        (f"§4 杯测用语 干香 的定义末尾加一句：{SAID}", "- **干香**："),
    ],
)
def test_the_sentence_goes_to_the_named_term(suggestion: str, opening: str) -> None:
    status, reason, lines = appended(suggestion)
    assert status is Status.PROPOSED, reason
    [line] = lines
    assert line.startswith(opening) and line.endswith(SAID), line


@pytest.mark.parametrize(
    ("suggestion", "term"),
    [
        (f"§3 冷却 定义末尾补一句：{SAID}", "冷却"),
        (f"§3 二爆 的释义后加一句：{SAID}", "二爆"),
        (f"§4 酸质 定义末尾补一句：{SAID}", "酸质"),
    ],
)
def test_a_term_the_glossary_lacks_is_reported_not_the_last_term(
    suggestion: str, term: str
) -> None:
    status, reason, lines = appended(suggestion)
    assert status is Status.UNRESOLVED and term in reason, (status, reason)
    assert lines == []
