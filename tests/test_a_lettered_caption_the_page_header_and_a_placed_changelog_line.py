"""A table named by a caption numbered with its chapter's letter (`表 B-1　…`, `表 B-1 的 X
行，「列」改为「值」`) is found by that number; a change of the page header's words (`页眉「最近
更新：…」同步改为…`) is reported with its words, never dropped; a changelog line dictated after
the place said for it (`变更记录补一条，放在最上面：「- 2026-12-07（Lin）：…」`) is written where
the list's date order puts it, as the brief's own line (an item whose title says `…补一条` is
no author of it). Our own KB and words (tests/tide_kb.py)."""

from __future__ import annotations

import pytest

from .conftest import kb_after
from .tide_kb import KB, brief

TABLED = KB.replace(
    "### B.2 运行表现",
    "表 B-1　主要机组参数\n\n| 机组 | 装机 | 状态 |\n|---|---|---|\n"
    "| MeyGen 1A | 6 MW | 运行 |\n| O2 | 2 MW | 运行 |\n\n### B.2 运行表现",
)


@pytest.mark.parametrize(
    "suggestion",
    [
        "表 B-1 的 O2 行，「装机」改为「2.4 MW」，「状态」改为「扩容中」",
        "表 B-1 O2 一行：装机改为 2.4 MW，状态改为扩容中",
    ],
)
def test_a_row_of_a_table_named_by_a_lettered_caption(suggestion: str) -> None:
    lines, rows = kb_after(TABLED, brief(suggestion))
    assert "| O2 | 2.4 MW | 扩容中 |" in lines, rows


@pytest.mark.parametrize(
    "closing",
    ["页眉「最近更新：2026-11-30」同步改为「最近更新：2026-12-07」。", "页眉日期 -> 2026-12-07"],
)
def test_a_change_of_the_page_header_is_reported(closing: str) -> None:
    lines, rows = kb_after(KB, brief("见下。", closing))
    assert lines == KB.splitlines()
    assert any(s == "not understood" and "页眉" in why for s, why in rows), rows


def test_a_changelog_line_dictated_after_its_place() -> None:
    closing = "变更记录补一条，放在最上面：「- 2026-12-07（Lin）：B.1 补 Nova。」"
    item_brief = brief("A.1 纳入标准末尾加一条：「- 有第三方测试报告的机组。」", closing)
    item_brief = item_brief.replace("条目 1：潮流能新进展", "条目 1：纳入标准补一条")
    logged = KB.replace(
        "- 2026-11-30：初版。", "- 2026-11-30（Mo）：补 O2。\n- 2026-11-02（Mo）：初版。"
    )
    lines, rows = kb_after(logged, item_brief)
    assert [s for s, _ in rows] == ["proposed", "proposed"], rows
    at = lines.index("## 变更记录")
    assert lines[at + 2 : at + 4] == [
        "- 2026-12-07（Lin）：B.1 补 Nova。（E1 2026-12-07 · 简报）",
        "- 2026-11-30（Mo）：补 O2。",
    ]
