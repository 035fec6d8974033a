"""A request that names its new entry (`增一条 X（2025）— …`, `新增：X（2025）…`, a quoted line
`加一条 "X（2025）— …"` with a space before the quote, both options of `§A 或 §B 新增 X 一条`)
gives the entry that name and, beside entries written `Name（年份）— text`, its year in that
form; a descriptive item title (`桌面机械臂新进展`) is never the name. Words a later clause
gives another place (`；参考文献 补一条：…`) are that place's, never the entry's. Our own
words and KB."""

from __future__ import annotations

from pathlib import Path

import pytest

from .conftest import proposed_and_applied, report_rows

BRIEF_PATH = "inbox/mo/2026-12-23-arms-e1prep.md"
KB_PATH = "organized/knowledge/arms.md"

KB = """\
# 桌面机械臂

## 2 硬件

### 2.1 低成本机械臂

- ArmOne（2023）— 六轴桌面臂，开源固件 [1]。
- PiperX（2024）— 双臂主从，舵机驱动 [2]。

### 2.2 仿真环境

- SimDesk（2022）— 桌面抓取仿真，带域随机化 [3]。

## 参考文献

[1] Wang et al. ArmOne. arXiv:2301.00001
[2] Zhao et al. PiperX. arXiv:2402.00002
[3] Liu et al. SimDesk. arXiv:2203.00003
"""

TITLE = "桌面机械臂新进展"


def brief(request: str) -> str:
    return f"""\
# arms · E1 预消化简报（2026-12-23）

## 一、条目

### 条目 1：{TITLE}

- 来源：inbox/mo/2026-12-22-notes.md
- 要点：舵机换成无刷电机，重复定位精度提高到 0.1 mm。
- **建议归入**：{request}

## 二、本轮结论与建议动作

- 见条目 1。
"""


def added_lines(after: str) -> list[str]:
    return [line for line in after.splitlines() if line not in KB.splitlines()]


@pytest.mark.parametrize(
    "request_words",
    [
        "§2.1 增一条 TinyArm v2（2025）— 无刷电机版桌面臂。",
        "2.1 新增：TinyArm v2（2025）— 无刷电机版桌面臂。",
        "§2.1 新增：TinyArm v2（2025）。",
        "§2.1 加一条 “TinyArm v2（2025）— 无刷电机版桌面臂”。",
        "「低成本机械臂」一节 添 TinyArm v2（2025）一条。",
    ],
)
def test_the_entry_is_named_as_the_request_names_it(tmp_path: Path, request_words: str) -> None:
    code, report, after = proposed_and_applied(
        tmp_path, KB_PATH, KB, brief(request_words), BRIEF_PATH
    )
    assert code == 0, report
    (line,) = added_lines(after)
    assert line.startswith("- TinyArm v2（2025）— "), line
    assert TITLE not in after, line
    assert after.index(line) < after.index("### 2.2"), after


def test_both_options_of_a_choice_add_the_named_entry(tmp_path: Path) -> None:
    request = "§2.1 或 §2.2 新增 TinyArm v2（2025）一条，二选一；倾向 §2.1。"
    code, report, after = proposed_and_applied(tmp_path, KB_PATH, KB, brief(request), BRIEF_PATH)
    (line,) = added_lines(after)
    assert line.startswith("- TinyArm v2（2025）— "), line
    alternatives = list((tmp_path / "kb").rglob("alternatives/*.patch")) or list(
        tmp_path.rglob("alternatives/*.patch")
    )
    assert alternatives, report
    added = [
        line
        for line in alternatives[0].read_text(encoding="utf-8").splitlines()
        if line.startswith("+- ")
    ]
    assert len(added) == 1 and added[0].startswith("+- TinyArm v2（2025）— "), added
    assert any("alternative" in row for row in report_rows(report)), report
    assert code == 0, report


@pytest.mark.parametrize(
    "reference",
    [
        "参考文献 补一条：Li et al. TinyArm: A Brushless Desk Arm. arXiv:2501.01234。",
        "参考文献补登一条：Li et al. TinyArm: A Brushless Desk Arm. arXiv:2501.01234",
    ],
)
def test_words_a_later_clause_gives_the_references_are_not_the_entry_s(
    tmp_path: Path, reference: str
) -> None:
    request = f"「低成本机械臂」一节 添 TinyArm v2（2025）一条；{reference}"
    _code, report, after = proposed_and_applied(tmp_path, KB_PATH, KB, brief(request), BRIEF_PATH)
    assert "add entry" in report, report
    section = after.split("### 2.2")[0]
    assert "Li et al." not in section, section
    (line,) = [line for line in added_lines(after) if line.startswith("- ")]
    assert line.startswith("- TinyArm v2（2025）— 舵机换成无刷电机"), line


def test_a_closing_line_naming_the_entry_without_its_year_is_the_same_entry(
    tmp_path: Path,
) -> None:
    text = (
        brief("「低成本机械臂」一节 添 TinyArm v2（2025）一条。")
        .replace("- 见条目 1。", "- 2.1 新增 TinyArm v2（条目 1）。")
        .replace(f"条目 1：{TITLE}", "条目 1：TinyArm v2 —— 无刷桌面臂")
    )
    code, report, after = proposed_and_applied(tmp_path, KB_PATH, KB, text, BRIEF_PATH)
    assert code == 0, report
    (line,) = added_lines(after)
    assert line.startswith("- TinyArm v2（2025）— "), line
    assert any("the same entry" in row for row in report_rows(report)), report


def test_a_name_without_a_year_stands_apart_from_its_dash(tmp_path: Path) -> None:
    request = "§2.1 新增 TinyArm v2 条目：无刷电机版桌面臂。"
    code, report, after = proposed_and_applied(tmp_path, KB_PATH, KB, brief(request), BRIEF_PATH)
    assert code == 0, report
    (line,) = added_lines(after)
    assert line.startswith("- TinyArm v2 — 无刷电机版桌面臂。"), line
