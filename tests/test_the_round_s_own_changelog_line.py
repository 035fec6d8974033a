"""The round's own changelog line, dictated in the closing list with its date and naming no
item (`更新日志追加一行："2026-12-03：…"`, `更新日志加一条 2026-12-03：…`, `更新日志记一笔：
2026-12-03 …`), is written as given where the list's date order puts it, marked as the
brief's (`（E1 … · 简报）`); its date's mark follows the list's (`2026-12-03 …` →
`2026-12-03：…`). The same line tagged `（条目 1）` is that item's."""

from __future__ import annotations

import pytest

from .conftest import kb_after

KB = """\
# 储能活文档

## 一、电芯

**NaCell**（某厂，2026）：钠离子，低温性能好。

## 更新日志

- 2026-11-20：一、电芯补 NaCell。
- 2026-11-01：初版。
"""


def brief(closing: str) -> str:
    return (
        "# storage · E1 预消化简报（2026-12-03）\n\n## 一、增量\n\n"
        "### 条目 1：NaCell 低温实测\n\n"
        "- **来源**：organized/paper_cards/7003-nacell.md（arXiv:2612.00004）\n"
        "- **要点**：-20℃ 容量保持 85%。\n"
        '- **建议归入**：§一 NaCell 条目末尾补一句"-20℃ 容量保持 85%。"\n\n'
        f"## 三、本轮建议的归并动作\n\n- 见条目 1。\n- {closing}\n"
    )


def changelog(closing: str) -> list[str]:
    lines, _ = kb_after(KB, brief(closing))
    at = lines.index("## 更新日志")
    return lines[at + 2 : at + 5]


@pytest.mark.parametrize(
    "closing",
    [
        '更新日志追加一行："2026-12-03：一、电芯补充 -20℃ 数据；问题清单不变。"',
        "更新日志加一条 2026-12-03：一、电芯补充 -20℃ 数据；问题清单不变。",
        "更新日志记一笔：2026-12-03 一、电芯补充 -20℃ 数据；问题清单不变。",
        "在更新日志里登记：2026-12-03：一、电芯补充 -20℃ 数据；问题清单不变。",
    ],
)
def test_the_round_s_line_goes_on_top_marked_as_the_brief_s(closing: str) -> None:
    assert changelog(closing) == [
        "- 2026-12-03：一、电芯补充 -20℃ 数据；问题清单不变。（E1 2026-12-03 · 简报）",
        "- 2026-11-20：一、电芯补 NaCell。",
        "- 2026-11-01：初版。",
    ]


def test_a_line_tagged_with_its_item_is_that_item_s() -> None:
    closing = '更新日志追加一行："2026-12-03：NaCell 补低温数据。"（条目 1）'
    assert changelog(closing)[0] == "- 2026-12-03：NaCell 补低温数据。（E1 2026-12-03 · 条目 1）"


AUTHORED_KB = KB.replace("- 2026-11-20：", "- 2026-11-20（顾岚）：").replace(
    "- 2026-11-01：", "- 2026-11-01（顾岚）："
)


@pytest.mark.parametrize(
    "closing",
    [
        "更新日志最前面加一条：「- 2026-12-03（沈屹）：一、电芯补充 -20℃ 数据。」",
        "更新日志顶部追加：「2026-12-03（沈屹）：一、电芯补充 -20℃ 数据。」",
        "更新日志登记一行 2026-12-03（沈屹）：一、电芯补充 -20℃ 数据。",
        "在更新日志里添上 `- 2026-12-03（沈屹）：一、电芯补充 -20℃ 数据。`",
    ],
)
def test_a_line_naming_its_author_before_its_colon_is_written_as_given(closing: str) -> None:
    lines, _ = kb_after(AUTHORED_KB, brief(closing))
    at = lines.index("## 更新日志")
    assert lines[at + 2 : at + 4] == [
        "- 2026-12-03（沈屹）：一、电芯补充 -20℃ 数据。（E1 2026-12-03 · 简报）",
        "- 2026-11-20（顾岚）：一、电芯补 NaCell。",
    ]


NUMBERED_KB = KB.replace(
    "- 2026-11-20：一、电芯补 NaCell。\n- 2026-11-01：初版。",
    "1. 2026-11-01：初版。\n2. 2026-11-20：一、电芯补 NaCell。",
)


@pytest.mark.parametrize(
    "closing",
    [
        "更新日志追加一行：`3. 2026-12-03：一、电芯补充 -20℃ 数据。`",
        "更新日志末尾添上：「3. 2026-12-03：一、电芯补充 -20℃ 数据。」",
        "更新日志加一条 2026-12-03：一、电芯补充 -20℃ 数据。",
    ],
)
def test_a_numbered_changelog_takes_the_line_at_its_end_numbered_on(closing: str) -> None:
    lines, _ = kb_after(NUMBERED_KB, brief(closing))
    at = lines.index("## 更新日志")
    assert lines[at + 2 : at + 5] == [
        "1. 2026-11-01：初版。",
        "2. 2026-11-20：一、电芯补 NaCell。",
        "3. 2026-12-03：一、电芯补充 -20℃ 数据。（E1 2026-12-03 · 简报）",
    ]


@pytest.mark.parametrize(
    "closing",
    [
        "更新日志追加一行：`3. 2026-12-03：v0.10，一、电芯补充 -20℃ 数据，核对单位。`",
        "更新日志追加一行：「3. 2026-12-03：v0.10，一、电芯补充 -20℃ 数据，核对单位。」",
    ],
)
def test_a_numbered_line_is_written_whole_past_its_commas(closing: str) -> None:
    lines, _ = kb_after(NUMBERED_KB, brief(closing))
    at = lines.index("2. 2026-11-20：一、电芯补 NaCell。")
    assert lines[at + 1] == (
        "3. 2026-12-03：v0.10，一、电芯补充 -20℃ 数据，核对单位。（E1 2026-12-03 · 简报）"
    )


def test_a_numbered_changelog_takes_no_line_among_its_lines() -> None:
    closing = "更新日志追加一行：2026-11-10：一、电芯补充 -20℃ 数据。"
    lines, outcomes = kb_after(NUMBERED_KB, brief(closing))
    assert not any("-20℃ 数据" in line for line in lines[lines.index("## 更新日志") :])
    assert any(status == "unresolved" for status, _ in outcomes)
