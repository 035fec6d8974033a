"""A reference the brief writes out whole with its number, in quotes, where the document's
references are an ordered list (`1. 作者. 标题. 年份.`): `参考文献续号登记为「3. …」`,
`参考文献新增一条：「3. …」`, `新文献续号 3：「3. …」` add it after the last, as given, when 3
is the list's next; a number the list has passed is reported. A new line citing `<sup>3</sup>`
then stands, the reference it cites added beside it. Our own storage KB and words."""

from __future__ import annotations

import pytest

from .conftest import kb_after

KB = """\
# 储能 活文档

## 一、现状

国内 2026 年新增装机约 40 GW<sup>1</sup>。

- 锂电仍占九成以上<sup>2</sup>。

## 参考文献

1. 中关村储能产业技术联盟. 储能产业研究白皮书 2026. 2026.
2. 国家能源局. 新型储能试点示范项目清单. 2025.
"""

REFERENCE = "3. 国家能源局. 2026 年新型储能装机通报. 2027."
WRITTEN = "3. 国家能源局. 2026 年新型储能装机通报. 2027 (E1 2027-01-12 · 条目 1)."


def brief(suggestion: str) -> str:
    return f"""\
# storage · E1 预消化简报（2027-01-12）

## 一、今日重要增量

### 条目 1：2026 年装机通报

- **来源**：国家能源局通报（2027-01）
- **要点**：2026 年新增新型储能装机 43 GW。
- **建议归入**：{suggestion}

## 四、本轮结论与建议动作

- 见条目 1。
"""


@pytest.mark.parametrize(
    "suggestion",
    [
        f"参考文献续号登记为「{REFERENCE}」",
        f"参考文献新增一条：「{REFERENCE}」",
        f"新文献续号 3：「{REFERENCE}」",
        f"参考文献续号 3：“{REFERENCE}”",
    ],
)
def test_the_reference_is_written_as_given_after_the_last(suggestion: str) -> None:
    lines, rows = kb_after(KB, brief(suggestion))
    assert rows == [("proposed", "")], rows
    assert lines[-2:] == ["2. 国家能源局. 新型储能试点示范项目清单. 2025.", WRITTEN], lines


@pytest.mark.parametrize("number", ["2", "1"])
def test_a_number_the_list_has_passed_is_reported(number: str) -> None:
    reference = REFERENCE.replace("3.", f"{number}.", 1)
    lines, rows = kb_after(KB, brief(f"参考文献续号登记为「{reference}」"))
    assert lines == KB.splitlines(), rows
    assert rows[0][0] == "unresolved" and f"{number}." in rows[0][1], rows


def test_a_new_line_citing_the_new_number_stands_beside_it() -> None:
    line = "- 2026 年新增 43 GW，同比增一成<sup>3</sup>。"
    lines, rows = kb_after(
        KB, brief(f"一、现状末尾补一条「{line}」；参考文献续号登记为「{REFERENCE}」")
    )
    assert [status for status, _ in rows] == ["proposed", "proposed"], rows
    assert WRITTEN in lines, lines
    assert any(written.startswith(line.rstrip("。")) for written in lines), lines


def test_a_new_line_citing_a_number_nobody_adds_is_held() -> None:
    line = "- 2026 年新增 43 GW，同比增一成<sup>3</sup>。"
    lines, rows = kb_after(KB, brief(f"一、现状末尾补一条「{line}」"))
    assert lines == KB.splitlines(), rows
    assert "<sup>3</sup>" in rows[0][1], rows


def test_a_number_past_the_next_that_no_edit_fills_is_reported() -> None:
    reference = REFERENCE.replace("3.", "4.", 1)
    lines, rows = kb_after(KB, brief(f"参考文献续号登记为「{reference}」"))
    assert lines == KB.splitlines(), rows
    assert rows[0][0] == "unresolved" and "skip" in rows[0][1], rows


def test_two_numbers_in_turn_are_both_written_in_order() -> None:
    second = "4. 国家能源局. 2026 年储能调度运行报告. 2027."
    lines, rows = kb_after(
        KB, brief(f"参考文献续号登记为「{REFERENCE}」；参考文献续号登记为「{second}」")
    )
    assert [status for status, _ in rows] == ["proposed", "proposed"], rows
    assert lines[-2] == WRITTEN and lines[-1].startswith(
        "4. 国家能源局. 2026 年储能调度运行报告"
    ), lines


SOURCES_BRIEF = """\
# storage · E1 预消化简报（2027-01-12）

## 一、今日重要增量

### 条目 1：2026 年装机通报

- **来源**：国家能源局通报（2027-01）
- **要点**：2026 年新增新型储能装机 43 GW。
- **建议归入**：一、现状末尾补一条「- 2026 年新增 43 GW<sup>3</sup>。」；参考文献续号 3（见文末）

## 三、可引用的文献

- 国家能源局. 2026 年新型储能装机通报. 2027. → 参考文献新增 3（用途见条目 1）
- 国家能源局. 新型储能试点示范项目清单. 2025.（已在列表中）
"""


def test_a_reference_numbered_in_the_brief_s_list_of_sources_is_written() -> None:
    lines, rows = kb_after(KB, SOURCES_BRIEF)
    assert [status for status, _ in rows] == ["proposed", "proposed"], rows
    assert WRITTEN in lines, lines
    assert "- 2026 年新增 43 GW<sup>3</sup>。（E1 2027-01-12 · 条目 1）" in lines, lines
