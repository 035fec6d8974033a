"""A line the brief dictates whole for a list is written whole, as given: a reference after
`补录：` in backquotes or after `新增 - ` unquoted (its commas and the `- ` marker are the line's,
not cuts between requests); a dated changes line whose parts are joined by `；` (`附：变更
加一行：* 2026/12/23 · 人 · A；B；关闭 Q4`: no part of it is read as a request of its own); a
glossary line with its English aside and dash (`补丁回放（Patch Replay）—— …`), with or without
its marker. A line for a name the list already has is not added a second time; lines led by
dates are no names. Our own KB and words."""

from __future__ import annotations

from pathlib import Path

import pytest

from .conftest import proposed_and_applied, report_rows

BRIEF_PATH = "inbox/ke/2026-12-26-looms-e1prep.md"
KB_PATH = "organized/knowledge/looms.md"

KB = """\
# 织机 活文档

## Part 1 · 机型

**Jacquard-9**（Lyon，2019）：提花控制，每分钟约 600 纬（见 [[2019-jacquard-9]]）。

**Rapier-5**（Como，2021）：剑杆引纬，每分钟约 650 纬（见 [[2021-rapier]]）。

## Part 2 · 时间线

* 2026/11 · 剑杆织机 R-7 发布，车速约 700 纬。
* 2026/09 · 喷气织机 A-3 量产。

## Part 3 · 术语

- 纬密（Weft Density）—— 每厘米内的纬纱根数。
- 开口（Shedding）—— 经纱分成上下两层、形成梭口的动作。
- 引纬（Weft Insertion）—— 把纬纱送过梭口的动作。

## 附：参考

- [[2019-jacquard-9]] Martin P. et al., Jacquard-9: A Modern Jacquard Head, ITMA 2019.
- [[2021-rapier]] Chen Y. et al., Rapier Dynamics at High Speed, Textile Res. J. 2021.

## 附：变更

* 2026/11/28 · 柯宁 · Part 2 补 R-7；术语补引纬。
* 2026/10/02 · 柯宁 · 初版。
"""


def brief(suggestion: str, closing: str = "见条目 1。") -> str:
    return f"""\
# looms · E1 预消化简报（2026-12-26）

## 一、今日条目

### 条目 1：R-7 复测

- **来源**：organized/paper_cards/2612-r7-retest.md
- **要点**：新一轮测试中 R-7 车速稳定在约 720 纬。
- **建议归入**：{suggestion}

## 二、本轮结论与建议动作

- {closing}
"""


def run(tmp_path: Path, suggestion: str, closing: str = "见条目 1。") -> tuple[int, str, str]:
    return proposed_and_applied(tmp_path, KB_PATH, KB, brief(suggestion, closing), BRIEF_PATH)


def added(after: str) -> list[str]:
    before = KB.splitlines()
    return [line for line in after.splitlines() if line not in before]


REFERENCE = "[[2026-12-r7]] Ke N. et al., R-7 at 720 Picks per Minute, arXiv 2026."


@pytest.mark.parametrize(
    "suggestion",
    [
        f"附：参考 补录：`- {REFERENCE}`",
        f"§附：参考 新增 - {REFERENCE}",
        f"参考列表补 `- {REFERENCE}`",
    ],
)
def test_a_dictated_reference_is_written_as_given(tmp_path: Path, suggestion: str) -> None:
    code, report, after = run(tmp_path, suggestion)
    assert code == 0, report
    assert added(after) == [f"- {REFERENCE}（E1 2026-12-26 · 条目 1）"], report


def test_a_dictated_changes_line_is_not_cut_at_its_semicolons(tmp_path: Path) -> None:
    closing = "附：变更 加一行：* 2026/12/26 · 柯宁 · Part 2 补 R-7 复测；术语补综框；关闭 Q4。"
    code, report, after = run(tmp_path, "见文末。", closing)
    assert added(after) == [
        "* 2026/12/26 · 柯宁 · Part 2 补 R-7 复测；术语补综框；关闭 Q4。（E1 2026-12-26 · 条目 1）"
    ], report
    assert after.index("2026/12/26") < after.index("2026/11/28"), report
    assert not any("Q4" in row and "not" in row for row in report_rows(report)), report
    assert code == 0, report


@pytest.mark.parametrize(
    "suggestion",
    [
        "§Part 3 术语补一条：- 综框（Heald Frame）—— 提起经纱、形成开口的框架。",
        "Part 3 术语补一条：综框（Heald Frame）—— 提起经纱、形成开口的框架。",
        "Part 3 术语补：`- 综框（Heald Frame）—— 提起经纱、形成开口的框架。`",
    ],
)
def test_a_dictated_glossary_line_keeps_its_aside(tmp_path: Path, suggestion: str) -> None:
    code, report, after = run(tmp_path, suggestion)
    assert code == 0, report
    assert added(after) == [
        "- 综框（Heald Frame）—— 提起经纱、形成开口的框架。（E1 2026-12-26 · 条目 1）"
    ], report


def test_a_line_for_a_name_the_list_has_is_not_added(tmp_path: Path) -> None:
    code, report, after = run(tmp_path, "§Part 3 术语补一条：- 开口（Shed）—— 重复登记。")
    assert after == KB and code == 1, report
    assert any("开口" in row and "already" in row for row in report_rows(report)), report


def test_a_dated_line_beside_one_of_the_same_month_is_added(tmp_path: Path) -> None:
    code, report, after = run(tmp_path, "§Part 2 时间线补一条：* 2026/11 · R-7 复测车速约 720 纬。")
    assert code == 0, report
    assert added(after) == ["* 2026/11 · R-7 复测车速约 720 纬。（E1 2026-12-26 · 条目 1）"], report


def test_a_section_named_inside_a_dictated_line_is_no_place(tmp_path: Path) -> None:
    suggestion = "附：变更 顶部加一行：`* 2026/12/26 · 柯宁 · 2.1 补 R-7 复测；3.1 补综框。`"
    code, report, after = run(tmp_path, suggestion)
    assert added(after) == [
        "* 2026/12/26 · 柯宁 · 2.1 补 R-7 复测；3.1 补综框。（E1 2026-12-26 · 条目 1）"
    ], report
    assert after.index("2026/12/26") < after.index("2026/11/28"), report
    assert code == 0, report


def test_a_dictated_line_the_caveat_refuses_is_not_written(tmp_path: Path) -> None:
    text = brief("Part 3 术语补：`- 综框（Heald Frame）—— 提起经纱、形成开口的框架。`").replace(
        "\n\n## 二、", "\n- **值得警惕**：术语本轮不加。\n\n## 二、"
    )
    code, report, after = proposed_and_applied(tmp_path, KB_PATH, KB, text, BRIEF_PATH)
    assert after == KB, report
    assert any("forbid" in row for row in report_rows(report)), report
    assert code == 0, report


def test_a_changes_line_naming_a_kept_row_is_no_edit_of_it(
    tmp_path: Path,
) -> None:
    text = brief("见文末。", "附：变更 加一行：* 2026/12/26 · 柯宁 · Part 2 补 R-7 复测。").replace(
        "\n\n## 二、", "\n- **值得警惕**：R-7 的车速先别改。\n\n## 二、"
    )
    code, report, after = proposed_and_applied(tmp_path, KB_PATH, KB, text, BRIEF_PATH)
    assert added(after) == [
        "* 2026/12/26 · 柯宁 · Part 2 补 R-7 复测。（E1 2026-12-26 · 条目 1）"
    ], report
    assert code == 0, report


def test_a_whole_entry_in_backticks_is_written_as_its_words(tmp_path: Path) -> None:
    said = "**R-9**（Lyon，2026）：剑杆提花，每分钟约 720 纬（见 [[2026-r9]]）。"
    code, report, after = run(tmp_path, f"§Part 1 新增：`{said}`")
    assert code == 0, report
    assert [line for line in added(after) if line] == [f"{said}（E1 2026-12-26 · 条目 1）"], report
