"""A list whose lines open with their name as a link (`- [Halide-X](https://…)（MIT，2024）— …`):
a line the brief dictates in that form, after a colon or not, with its list marker or not, is
written as given, with no label from the item's title in front and never the item's 要点
instead; a line for a name the list has already is not added. An entry named by its link's
words (`多面体调度器条目中的"A"改为"B"`, `Halide-X 条目末尾补一句`) is that line, not another
that mentions the name or holds the same value. Our own KB and words."""

from __future__ import annotations

from pathlib import Path

import pytest

from .conftest import proposed_and_applied, report_rows

BRIEF_PATH = "inbox/mu/2026-12-24-compilers-e1prep.md"
KB_PATH = "organized/knowledge/compilers.md"

KB = """\
# 编译器 活文档

## 2 优化

### 2.1 调度器

- [Halide-X](https://example.org/halide-x)（MIT，2024）— 自动调度，CPU 上平均提速约 1.8 倍。
- [TVM-Ansor](https://example.org/ansor)（UCB，2020）— 基于程序采样的搜索，平均提速约 1.5 倍。
- [2048 核调度器](https://example.org/k2048)（NUDT，2025）— 面向众核的分层调度。
- [多面体调度器](https://example.org/poly)（INRIA，2025）— 借鉴 Halide-X 的搜索，平均提速约 1.8 倍。

### 2.2 基准

| 系统 | 提速 |
|---|---|
| Halide-X | 约 1.8 倍 |
"""

LINE = (
    "[Tiramisu-Y](https://example.org/tiramisu-y)（MIT，2026）— 多面体调度，GPU 上提速约 2.1 倍。"
)


def brief(suggestion: str) -> str:
    return f"""\
# compilers · E1 预消化简报（2026-12-24）

## 一、今日条目

### 条目 1：MIT Tiramisu-Y 调度器

- **来源**：organized/paper_cards/2612-tiramisu-y.md
- **要点**：论文报告多面体方法在 GPU 上的新结果。
- **建议归入**：{suggestion}

## 二、本轮结论与建议动作

- 见条目 1。
"""


@pytest.mark.parametrize(
    "suggestion",
    [
        f"§2.1 补一条：{LINE}",
        f"2.1 调度器补一条 {LINE}",
        f"§2.1 新增第 4 条：- {LINE}",
        f"调度器一节新增一条：{LINE}",
        f"§2.1 补一条：`{LINE}`",
    ],
)
def test_the_linked_line_is_written_as_given(tmp_path: Path, suggestion: str) -> None:
    code, report, after = proposed_and_applied(tmp_path, KB_PATH, KB, brief(suggestion), BRIEF_PATH)
    assert code == 0, report
    added = [line for line in after.splitlines() if line not in KB.splitlines()]
    assert added == [f"- {LINE}（E1 2026-12-24 · 条目 1）"], report
    lines = after.splitlines()
    assert lines.index(added[0]) == lines.index("### 2.2 基准") - 2


def test_a_linked_line_for_a_name_the_list_has_is_not_added(tmp_path: Path) -> None:
    suggestion = "§2.1 补一条：[TVM-Ansor](https://example.org/ansor)（UCB，2020）— 重复登记。"
    code, report, after = proposed_and_applied(tmp_path, KB_PATH, KB, brief(suggestion), BRIEF_PATH)
    assert after == KB and code == 1, report
    assert any("TVM-Ansor" in row and "already" in row for row in report_rows(report)), report


def test_a_value_changes_in_the_entry_its_link_names(tmp_path: Path) -> None:
    suggestion = "§2.1 多面体调度器条目中的“约 1.8 倍”改为“约 1.7 倍”"
    code, report, after = proposed_and_applied(tmp_path, KB_PATH, KB, brief(suggestion), BRIEF_PATH)
    assert code == 0, report
    assert "平均提速约 1.7 倍" in after and "CPU 上平均提速约 1.8 倍" in after, report


def test_a_sentence_goes_to_the_entry_its_link_names(tmp_path: Path) -> None:
    suggestion = "§2.1 Halide-X 条目末尾补一句“第二版已开源。”"
    code, report, after = proposed_and_applied(tmp_path, KB_PATH, KB, brief(suggestion), BRIEF_PATH)
    assert code == 0, report
    assert "CPU 上平均提速约 1.8 倍。第二版已开源。" in after, report


def test_a_plain_name_given_with_its_maker_names_the_line(tmp_path: Path) -> None:
    suggestion = "调度器一节补一条 Tiramisu-Y（MIT，2026）：多面体调度，GPU 上提速约 2.1 倍。"
    code, report, after = proposed_and_applied(tmp_path, KB_PATH, KB, brief(suggestion), BRIEF_PATH)
    assert code == 0, report
    added = [line for line in after.splitlines() if line not in KB.splitlines()]
    assert added == [
        "- Tiramisu-Y（MIT，2026）：多面体调度，GPU 上提速约 2.1 倍。（E1 2026-12-24 · 条目 1）"
    ], report


def test_a_linked_line_inserted_after_an_entry_goes_there(tmp_path: Path) -> None:
    suggestion = f"在 2.1 的 TVM-Ansor 之后插入 - {LINE}"
    code, report, after = proposed_and_applied(tmp_path, KB_PATH, KB, brief(suggestion), BRIEF_PATH)
    assert code == 0, report
    lines = after.splitlines()
    ansor = next(k for k, line in enumerate(lines) if line.startswith("- [TVM-Ansor]"))
    assert lines[ansor + 1] == f"- {LINE}（E1 2026-12-24 · 条目 1）", report


def test_an_entry_named_with_no_section_is_the_linked_line_not_the_row(tmp_path: Path) -> None:
    suggestion = "Halide-X 条目中“平均提速约 1.8 倍”改为“平均提速约 1.9 倍”"
    code, report, after = proposed_and_applied(tmp_path, KB_PATH, KB, brief(suggestion), BRIEF_PATH)
    assert code == 0, report
    assert "CPU 上平均提速约 1.9 倍。" in after and "| Halide-X | 约 1.8 倍 |" in after, report
