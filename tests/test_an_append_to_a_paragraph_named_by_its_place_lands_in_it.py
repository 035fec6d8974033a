"""An append to a paragraph named by its place in the section (`第一段末尾`, `首段`, `开头那段`,
`第 2 段`, `最后一段`, `末段`) goes at the end of that paragraph of the section's own text, never
the section's last one; a place the section has no paragraph at, or words before the section's
end naming a line kbpatch does not find (`下面那段`), are reported with nothing written. Our own
words, on a small KB of our own."""

from __future__ import annotations

import pytest

from kbpatch.models import ActionKind, Status

from .conftest import new_lines_of, render_brief

KB = """\
# 咖啡烘焙活文档

## 1 概览

精品咖啡的烘焙这几年从深烘转向浅烘，突出产地风味。

烘焙曲线的记录和复现成了烘焙师的基本功，软件记录已很普遍。

本文档记录曲线经验、处理法的影响和杯测口径。

## 2 工具

1. **Artisan**（开源, 2012）：记录豆温与风温曲线的软件。
2. **Cropster**（商业, 2010）：曲线与库存管理一体的平台。

## 3 曲线

浅烘曲线的关键在一爆前后的升温速率控制。

| 阶段 | 时长 (分) | 豆温 (℃) |
| --- | --- | --- |
| 脱水 | 4 | 150 |
| 梅纳 | 3 | 190 |

## 4 杯测

杯测按 SCA 口径，每批三杯。

## 5 修订

- 2026-12-01：初版。
"""
LINES = KB.splitlines(keepends=True)
SAID = "家用机也能做到。"


def brief(suggestion: str) -> str:
    return (
        "# coffee · E1 预消化简报（2026-12-13）\n\n## 一、今日条目\n\n"
        "### 条目 1：家用烘焙机的曲线记录\n\n"
        "- **来源**：inbox/lu/2026-12-12-home-roast.md\n"
        "- **要点**：家用机加装探针后可记录豆温（自测）。\n"
        f"- **建议归入**：{suggestion}\n"
    )


def appended(suggestion: str) -> tuple[Status, str, list[str]]:
    found = render_brief(brief(suggestion), LINES, "2026-12-13")
    [(action, rendered)] = found
    assert action.kind is ActionKind.APPEND
    return rendered.status, rendered.reason or "", new_lines_of(found, LINES)


@pytest.mark.parametrize(
    ("suggestion", "opening"),
    [
        (f"§1 概览 第一段末尾补一句：{SAID}", "精品咖啡的烘焙"),
        (f"§1 第一段末尾补一句：{SAID}", "精品咖啡的烘焙"),
        (f"§1 首段末尾加一句：{SAID}", "精品咖啡的烘焙"),
        (f"§1 开头那段补一句：{SAID}", "精品咖啡的烘焙"),
        (f"第 1 节 的第一段末尾补一句“{SAID}”", "精品咖啡的烘焙"),
        (f"§1 第二段末尾补一句：{SAID}", "烘焙曲线的记录"),
        (f"§1 概览 第 2 段后补一句：{SAID}", "烘焙曲线的记录"),
        (f"§3 最后一段末尾补一句：{SAID}", "浅烘曲线的关键"),
        (f"§3 曲线 末段补一句：{SAID}", "浅烘曲线的关键"),
        (f"§3 第一段末尾补一句：{SAID}", "浅烘曲线的关键"),
    ],
)
def test_the_sentence_goes_to_the_paragraph_at_that_place(suggestion: str, opening: str) -> None:
    status, reason, lines = appended(suggestion)
    assert status is Status.PROPOSED, reason
    [line] = lines
    assert line.startswith(opening) and line.endswith(SAID), line


@pytest.mark.parametrize(
    ("suggestion", "said"),
    [
        (f"§1 第四段末尾补一句：{SAID}", "paragraph 4"),
        (f"§4 杯测 第二段末尾补一句：{SAID}", "paragraph 2"),
        (f"§1 概览 下面那段末尾补一句：{SAID}", "下面那段"),
        (f"§4 杯测 下面那段末尾加一句：{SAID}", "下面那段"),
    ],
)
def test_a_paragraph_the_section_lacks_is_reported_not_the_last_one(
    suggestion: str, said: str
) -> None:
    status, reason, lines = appended(suggestion)
    assert status is Status.UNRESOLVED and said in reason, (status, reason)
    assert lines == []
