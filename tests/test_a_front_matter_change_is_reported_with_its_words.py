"""A request to change the document's front matter (`文档头 front matter 的 updated 改为 …`,
`YAML 头部 updated: A → B`, `front matter 里的 updated 更新为 …`) is reported with its words,
in 建议归入 and in a closing list whose items were read (where a line naming no item was
passed over before), also when it names a field of the document's opening (`文首 updated 字段`)
beside the item's other edits; the front matter is never edited, and the items' own edits stand. A
line that keeps the front matter asks nothing. Our own words and KB."""

from __future__ import annotations

from pathlib import Path

import pytest

from .conftest import proposed_and_applied, report_rows

BRIEF_PATH = "inbox/rue/2026-12-23-soil-e1prep.md"
KB_PATH = "organized/knowledge/soil.md"

KB = """\
---
title: 土壤笔记
updated: 2026-11-02
---

# 土壤笔记

## 一、改良

1. **生物炭**（农科院, 2023）：提高保水性约 15%。
"""


def brief(suggestion: str, closing: str) -> str:
    return f"""\
# soil · E1 预消化简报（2026-12-23）

## 一、条目

### 条目 1：蚯蚓粪 —— 团粒结构实验（arXiv 2612.06666）

- 来源：inbox/rue/2026-12-22-notes.md
- 要点：施用蚯蚓粪三个月后团粒结构提高 20%。
- **建议归入**：{suggestion}

## 三、本轮结论与建议动作

- §一 新增 蚯蚓粪（条目 1）。
- {closing}
"""


def rows_about_the_header(report: str) -> list[str]:
    return [r for r in report_rows(report) if "front matter" in r]


@pytest.mark.parametrize(
    "closing",
    [
        "文档头 front matter 的 updated 改为 2026-12-23。",
        "YAML 头部 updated: 2026-11-02 → 2026-12-23。",
        "front matter 里的 updated 更新为 2026-12-23。",
        "文首 updated 字段改为 2026-12-23（条目 1）",
        "文档开头的 updated 字段更新为 2026-12-23（条目 1）。",
        "文件头 updated 属性改成 2026-12-23（条目 1）",
        "文首“updated”改为 2026-12-23",
        "文首 updated 日期改为 2026-12-23（条目 1）",
    ],
)
def test_a_closing_line_changing_the_header_is_reported(tmp_path: Path, closing: str) -> None:
    code, report, after = proposed_and_applied(
        tmp_path, KB_PATH, KB, brief("§一 新增一条 蚯蚓粪（农科院, 2025）。", closing), BRIEF_PATH
    )
    assert "updated: 2026-11-02" in after and "2. **蚯蚓粪**" in after, report
    (row,) = rows_about_the_header(report)
    assert "not understood" in row and "2026-12-23" in row, report
    assert code == 1, report


def test_the_same_request_in_the_item_is_reported(tmp_path: Path) -> None:
    code, report, after = proposed_and_applied(
        tmp_path,
        KB_PATH,
        KB,
        brief("YAML 头部 updated: 2026-11-02 → 2026-12-23。", "本轮无其他动作。"),
        BRIEF_PATH,
    )
    (row,) = rows_about_the_header(report)
    assert "not understood" in row and "2026-11-02 → 2026-12-23" in row, report
    assert "updated: 2026-11-02" in after and code == 1, report


def test_a_kept_header_asks_nothing(tmp_path: Path) -> None:
    code, report, after = proposed_and_applied(
        tmp_path,
        KB_PATH,
        KB,
        brief("§一 新增一条 蚯蚓粪（农科院, 2025）。", "front matter 本轮不改。"),
        BRIEF_PATH,
    )
    assert code == 0 and "2. **蚯蚓粪**" in after, report
    assert not rows_about_the_header(report), report


@pytest.mark.parametrize(
    "closing", ["正文开头的说明补一句：样本取自华北。", "文首说明段补一句：样本取自华北。"]
)
def test_opening_words_naming_no_field_are_no_header(tmp_path: Path, closing: str) -> None:
    _, report, after = proposed_and_applied(
        tmp_path,
        KB_PATH,
        KB,
        brief("§一 新增一条 蚯蚓粪（农科院, 2025）。", closing),
        BRIEF_PATH,
    )
    assert "2. **蚯蚓粪**" in after and "updated: 2026-11-02" in after, report
    assert not rows_about_the_header(report), report
