"""Words that ask nothing more than the request beside them are no "not understood" row: a
refusal that names the thing refused before its verb and the place after it (`勿将 X 写入
§1.1`, `别把 X 放进 1.2 节`) keeps that section for the item; `表格维持不变` keeps it; a note
on the new entry's form (`体例同…开头的条目`) is no place. Our own words."""

from __future__ import annotations

from pathlib import Path

import pytest

from .test_moves_and_removals_of_what_is_not_an_item import KB, run


def added(after: str) -> list[str]:
    return sorted(set(after.splitlines()) - set(KB.splitlines()))


@pytest.mark.parametrize(
    "suggestion",
    [
        "勿将 DedupX 写入 §1.1。",
        "别把 DedupX 放进 1.2 节。",
        "不要把本条列入 §1.2。",
        "切勿将它收进 §1.1。",
    ],
)
def test_a_refused_placement_is_a_keep(tmp_path: Path, suggestion: str) -> None:
    code, report, after = run(tmp_path, suggestion)
    assert after == KB and code == 0 and "not understood" not in report, report
    assert "constraint" in report, report


@pytest.mark.parametrize(
    "suggestion", ["§1.2 新增 DedupX，勿将其写入 §1.1。", "别把 DedupX 列入 §1.1，放 §1.2。"]
)
def test_the_section_not_refused_takes_the_entry(tmp_path: Path, suggestion: str) -> None:
    code, report, after = run(tmp_path, suggestion)
    [line] = added(after)
    assert code == 0 and "DedupX" in line and "not understood" not in report, report
    assert after.index(line) > after.index("### 1.2"), report


@pytest.mark.parametrize(
    "suggestion",
    [
        '§1.1 新增 DedupX，勿把"已验证"写入条目。',
        "§1.1 新增 DedupX，别把单卡数据写进结论。",
        "§1.1 新增 DedupX，不要把作者自测数字写在正文里。",
    ],
)
def test_what_the_entry_must_not_say_refuses_no_section(tmp_path: Path, suggestion: str) -> None:
    code, report, after = run(tmp_path, suggestion)
    [line] = added(after)
    assert code == 0 and "DedupX" in line, report
    assert after.index("### 1.1") < after.index(line) < after.index("### 1.2"), report


@pytest.mark.parametrize(
    "suggestion",
    [
        "§1.1 新增 DedupX；§2.1 表格维持不变。",
        "§1.1 新增 DedupX，§2.1 維持不變。",
        "§1.1 新增 DedupX，§2.2 保持不变。",
    ],
)
def test_a_section_kept_unchanged_asks_nothing(tmp_path: Path, suggestion: str) -> None:
    code, report, after = run(tmp_path, suggestion)
    [line] = added(after)
    assert code == 0 and "DedupX" in line and "not understood" not in report, report


@pytest.mark.parametrize(
    "suggestion",
    [
        "§1.1 新增一条 DedupX，体例同现有加粗名称开头的条目。",
        "§1.1 新增一段 DedupX，体例同已有以编号开头的段落。",
        "§1.1 补一条 DedupX，格式同以 [AB-n] 开头的那几条。",
    ],
)
def test_a_form_note_is_no_place(tmp_path: Path, suggestion: str) -> None:
    code, report, after = run(tmp_path, suggestion)
    [line] = added(after)
    assert code == 0 and "DedupX" in line and "not understood" not in report, report
    assert after.index("### 1.1") < after.index(line) < after.index("### 1.2"), report


@pytest.mark.parametrize(
    "suggestion", ["§1.1 新增 DedupX，放在最前面。", "§1.1 新增 DedupX，放在最前面，体例同上。"]
)
def test_a_place_said_beside_a_form_note_is_still_reported(tmp_path: Path, suggestion: str) -> None:
    code, report, after = run(tmp_path, suggestion)
    assert after == KB and code != 0 and "放在最前面" in report, report
