"""A reference line the brief dictates in backticks, opening with its number in brackets
(`` 参考文献末尾补 `[4] X. Title. 2026.` ``), is added to the list as a quoted one is, and a list
line quoted before it in the same sentence (`` 加一条：`- X | …[4]`；参考文献末尾补 `[4] …` ``)
ends at its closing quote: the entry and the reference are two requests, neither dropped. Our
own words, on our own KB of tidal power."""

from __future__ import annotations

import pytest

from .conftest import kb_after

KB = """\
# 潮汐能 · 活文档

## 2 · 设备

### 2-1 机组

- MeyGen | 苏格兰彭特兰海峡的阵列，单机 1.5 MW[1]
- Sihwa | 韩国始华湖潮汐电站，装机 254 MW[2]

### 2-2 并网记录

| 日期 | 事件 | 出处 |
|---|---|---|
| 2026.03 | MeyGen 1A 第四台复役 | [1] |

## 引用

[1] SIMEC Atlantis. MeyGen Phase 1A Operations Report. 2024.
[2] K-water. Sihwa Lake Tidal Power Station Overview. 2023.
[3] IEA-OES. Annual Report: Ocean Energy Systems. 2025.
"""

REFERENCE = "[4] Orbital Marine. O2 Turbine Commissioning Note. 2026."
ENTRY = "- Orbital O2 | 浮式潮流机组，单机 2 MW[4]"


def brief(suggestion: str) -> str:
    return f"""\
# 潮汐能 · E1 预消化简报（2026-12-06）

## 一、今日重要增量

### 条目 1：Orbital O2 并网

- **来源**：Orbital Marine 公告（2026-12-01）
- **要点**：O2 浮式机组并网。
- **建议归入**：{suggestion}

## 二、今晚建议的归并动作

1. 见条目 1。
"""


def added(suggestion: str) -> tuple[list[str], list[tuple[str, str]]]:
    lines, rows = kb_after(KB, brief(suggestion))
    return [line for line in lines if line not in KB.splitlines()], rows


@pytest.mark.parametrize(
    "asked",
    [
        f"引用列表末尾补 `{REFERENCE}`",
        f"引用列表补一条：`{REFERENCE}`",
        f"引用列表末尾补「{REFERENCE}」",
    ],
)
def test_a_reference_in_backticks_is_added_after_the_last(asked: str) -> None:
    new, rows = added(asked)
    assert [status for status, _ in rows] == ["proposed"], rows
    assert [line.split(" (E1")[0].rstrip(".") for line in new] == [REFERENCE.rstrip(".")], new


@pytest.mark.parametrize("joiner", ["；", "。"])
def test_a_quoted_entry_then_its_reference_are_two_requests(joiner: str) -> None:
    new, rows = added(f"2-1 列表末尾加一条：`{ENTRY}`{joiner}引用列表末尾补 `{REFERENCE}`")
    assert [status for status, _ in rows] == ["proposed", "proposed"], rows
    assert new[0].startswith(ENTRY), new
    assert new[1].startswith(REFERENCE.rstrip(".")), new


def test_a_request_after_a_quoted_entry_is_never_dropped() -> None:
    # The reference asked in words kbpatch does not read is reported, not lost in the entry.
    _, rows = added(f"2-1 列表末尾加一条：`{ENTRY}`；参考资料改写一下")
    assert rows[0][0] == "proposed" and len(rows) == 2, rows
    assert rows[1][0] != "proposed", rows


def test_a_reference_described_after_a_row_citing_it_is_not_made_up() -> None:
    # The row's last cell `[4] |` and the words after it describe the reference, never give it.
    new, _ = added(
        "2-2 表在 2026.03 那行后面插入 `| 2026.11 | Orbital O2 并网 | [4] |`；引用列表补 [4]，"
        "作者写 Orbital Marine，题名用公告英文标题，年份 2026，体例同上。"
    )
    assert not any(line.startswith("[4]") for line in new), new


@pytest.mark.parametrize("refusal", ["不加 ref", "不另立参考资料编号"])
def test_a_refused_citation_holds_the_reference_not_the_entry(refusal: str) -> None:
    entry = "- Orbital O2 | 浮式潮流机组，单机 2 MW"
    asked = f"2-1 列表末尾加一条：`{entry}`；引用列表末尾补 `{REFERENCE}`"
    text = brief(asked).replace("1. 见条目 1。", f"1. 2-1 新增 Orbital O2，{refusal}（条目 1）。")
    lines, rows = kb_after(KB, text)
    new = [line for line in lines if line not in KB.splitlines()]
    assert [line.split("（E1")[0] for line in new] == ["- Orbital O2 | 浮式潮流机组，单机 2 MW"], (
        rows
    )
