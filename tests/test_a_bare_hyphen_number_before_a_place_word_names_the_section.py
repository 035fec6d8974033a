"""A document numbering its sections with hyphens (`### 1-3 核能`, `#### 1-3-1 重启项目`) is
named by the bare number before a place word, as a dotted one is (`1-3-1 里…`, `1-4：…`,
`1-3-1 列表里添一条`); a clause naming an entry of it to edit inside (`1-3-1 Palisades 那条里，
把"A"替换成"B"`) places the request after its comma. A number the document has no section
for stays a number. Our own words, on a KB of our own."""

from __future__ import annotations

import pytest

from tests.conftest import kb_after

KB = """\
# 供电

## 第一部分 供电

### 1-3 核能

#### 1-3-1 重启项目

- Holtec Palisades（800 MW）：计划 2026 年内恢复并网，进度以 NRC 检查结果为准。
- Crane（835 MW）：目标 2027 年恢复运行。

### 1-4 储能

储能正文。
"""
PALISADES = "- Holtec Palisades（800 MW）：计划 2026 年内恢复并网，进度以 NRC 检查结果为准。"
CRANE = "- Crane（835 MW）：目标 2027 年恢复运行。"


def brief(request: str) -> str:
    return f"""\
# 供电 · E1 预消化简报（2026-12-09）

## 一、今日重要增量

### 条目 1：重启

- **来源**：某新闻稿（2026-12-06）
- **要点**：Palisades 恢复并网。
- **建议归入**：{request}

## 四、本轮结论与建议动作

- 见条目 1。
"""


@pytest.mark.parametrize(
    "request_words",
    [
        "1-3-1 Palisades 那条里，把「计划 2026 年内恢复并网」替换成「已于 2026-10 恢复并网」。",
        "1-3-1 里把「计划 2026 年内恢复并网」更正为「已于 2026-10 恢复并网」。",
        "1-3-1：「计划 2026 年内恢复并网」改为「已于 2026-10 恢复并网」。",
        "在 1-3-1 的 Palisades 条目中，「计划 2026 年内恢复并网」调整为「已于 2026-10 恢复并网」。",
    ],
)
def test_the_value_is_changed_in_the_section_the_bare_number_names(request_words: str) -> None:
    lines, rows = kb_after(KB, brief(request_words))
    assert [status for status, _ in rows] == ["proposed"], rows
    assert PALISADES.replace("计划 2026 年内", "已于 2026-10 ") in lines, rows
    assert CRANE in lines


@pytest.mark.parametrize(
    "request_words",
    [
        "1-3-1 列表里添一条：「- Diablo Canyon（2.2 GW）：延寿至 2030 年。」",
        "1-3-1 末尾补一条：「- Diablo Canyon（2.2 GW）：延寿至 2030 年。」",
    ],
)
def test_a_new_entry_goes_to_the_section_the_bare_number_names(request_words: str) -> None:
    lines, rows = kb_after(KB, brief(request_words))
    assert [status for status, _ in rows] == ["proposed"], rows
    assert lines[lines.index(CRANE) + 1].startswith("- Diablo Canyon（2.2 GW）：延寿至 2030 年。")


def test_a_number_the_document_has_no_section_for_is_no_place() -> None:
    lines, rows = kb_after(KB, brief("3-2 里把「目标 2027 年」改为「目标 2026 年」。"))
    assert lines == KB.splitlines(), rows
    assert "proposed" not in [status for status, _ in rows], rows
