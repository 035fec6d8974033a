"""A change of a value in an entry the request names by its noun and no section (`Kestrel 条目中
"A"改为"B"`) is made in the one entry of the document so named, where the value stands; a table
row that opens with the same name is no entry (the request calls it one), a value the entry does
not hold is reported, and so is a name two entries open with. A line asking a change of the
table of the document's own facts under its title (`文首元数据表：…`) is reported whole. Our own
KB and words."""

from __future__ import annotations

from pathlib import Path

import pytest

from .conftest import proposed_and_applied, report_rows

BRIEF_PATH = "inbox/yu/2026-12-27-drones-e1prep.md"
KB_PATH = "organized/knowledge/drones.md"

KB = """\
# 无人机 活文档

| 维护 | 版本 | 最后更新 |
|---|---|---|
| 余舟 | v0.4 | 2026/11/30 |

## 一、机型

### 1.1 固定翼

**Kestrel**（Bristol，2023）：续航约 4 小时，巡航速度约 90 km/h（见 [[2023-kestrel]]）。

**Osprey-M**（Delft，2024）：垂直起降，续航约 2.5 小时（见 [[2024-osprey-m]]）。

### 1.2 对比

| 机型 | 续航 | 日期 |
|---|---|---|
| Kestrel | 约 4 小时 | 2023/05 |
| Osprey-M | 约 2.5 小时 | 2024/02 |
"""


def brief(suggestion: str, closing: str = "见条目 1。") -> str:
    return f"""\
# drones · E1 预消化简报（2026-12-27）

## 一、今日条目

### 条目 1：续航复测

- **来源**：organized/paper_cards/2612-endurance.md
- **要点**：复测后 Kestrel 续航约 4.2 小时。
- **建议归入**：{suggestion}

## 二、本轮结论与建议动作

- {closing}
"""


def run(tmp_path: Path, suggestion: str, closing: str = "见条目 1。") -> tuple[int, str, str]:
    return proposed_and_applied(tmp_path, KB_PATH, KB, brief(suggestion, closing), BRIEF_PATH)


@pytest.mark.parametrize(
    "suggestion",
    [
        "Kestrel 条目中“续航约 4 小时”改为“续航约 4.2 小时”",
        "Kestrel 那条“约 4 小时”改成“约 4.2 小时”",
    ],
)
def test_the_entry_so_named_has_its_value_changed(tmp_path: Path, suggestion: str) -> None:
    code, report, after = run(tmp_path, suggestion)
    assert code == 0, report
    assert "续航约 4.2 小时，巡航速度约 90 km/h" in after, report
    assert "| Kestrel | 约 4 小时 | 2023/05 |" in after, report


def test_a_value_the_entry_does_not_hold_is_reported(tmp_path: Path) -> None:
    code, report, after = run(tmp_path, "Kestrel 条目中“约 3 小时”改为“约 4.2 小时”")
    assert after == KB and code == 1, report


def test_a_name_no_entry_opens_with_is_reported(tmp_path: Path) -> None:
    code, report, after = run(tmp_path, "Harrier 条目中“约 4 小时”改为“约 4.2 小时”")
    assert after == KB and code == 1, report


def test_a_change_of_the_table_of_the_document_s_facts_is_reported_whole(tmp_path: Path) -> None:
    closing = "文首元数据表：版本由 v0.4 改为 v0.5，最后更新由 2026/11/30 改为 2026/12/27"
    code, report, after = run(tmp_path, "§1.1 Kestrel 条目“约 4 小时”改为“约 4.2 小时”", closing)
    assert "| 余舟 | v0.4 | 2026/11/30 |" in after and "续航约 4.2 小时" in after, report
    (row,) = [r for r in report_rows(report) if "front matter" in r]
    assert "v0.5" in row and "2026/12/27" in row, report
    assert code == 1, report


def test_the_yu_of_a_word_gives_no_old_value(tmp_path: Path) -> None:
    # `自由巡航速度` holds 由, but no old value follows it: the words are not cut into one.
    code, report, after = run(tmp_path, "§1.1 Kestrel 的自由巡航速度改为约 95 km/h")
    assert after == KB and code == 1, report
