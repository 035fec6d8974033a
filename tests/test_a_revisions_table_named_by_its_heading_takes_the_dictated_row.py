"""A changelog whose heading is a bare `## 修订` (or `## 附：变更`) is named by that word where
a line or row is added to it (`修订加一行：| … |`, `修订 新增：…`): the dictated row is written as
given where its date puts it, and a section named inside the dictated words is no place of the
request. Our own KB and words."""

from __future__ import annotations

from pathlib import Path

from .conftest import proposed_and_applied, report_rows

BRIEF_PATH = "inbox/fu/2026-12-30-kilns-e1prep.md"
KB_PATH = "organized/knowledge/kilns.md"

KB = """\
# 窑炉 活文档

## 1 记录

| 型号 | 类型 | 温度 | 日期 |
|---|---|---|---|
| K-9 | 电窑 | 1300 | 2026/09 |

## 修订

| 版本 | 日期 | 修改人 | 内容 |
|---|---|---|---|
| v1.2 | 2026-11-20 | 付岩 | §1 补 K-9。 |
| v1.1 | 2026-10-02 | 付岩 | 初版。 |
"""


def brief(suggestion: str) -> str:
    return f"""\
# kilns · E1 预消化简报（2026-12-30）

## 一、今日条目

### 条目 1：记录整理

- **来源**：organized/paper_cards/2612-k7.md
- **要点**：本轮整理记录。
- **建议归入**：{suggestion}

## 二、本轮结论与建议动作

- 见条目 1。
"""


def test_the_dictated_row_is_written_on_top(tmp_path: Path) -> None:
    suggestion = "修订加一行：| v1.3 | 2026-12-30 | 付岩 | §1 补 K-7；核对温度。 |"
    code, report, after = proposed_and_applied(tmp_path, KB_PATH, KB, brief(suggestion), BRIEF_PATH)
    assert code == 0, report
    lines = after.splitlines()
    at = lines.index("| v1.2 | 2026-11-20 | 付岩 | §1 补 K-9。 |")
    assert (
        lines[at - 1]
        == "| v1.3 | 2026-12-30 | 付岩 | §1 补 K-7；核对温度（E1 2026-12-30 · 条目 1） |"
    )
    assert "| K-9 | 电窑 | 1300 | 2026/09 |" in after and len(lines) == len(KB.splitlines()) + 1


def test_a_section_named_in_the_dictated_words_gets_no_row(tmp_path: Path) -> None:
    suggestion = "修订 新增：v1.3，2026-12-30，付岩，§1 补 K-7。"
    _, report, after = proposed_and_applied(tmp_path, KB_PATH, KB, brief(suggestion), BRIEF_PATH)
    assert "| K-9 | 电窑 | 1300 | 2026/09 |\n\n" in after, report
    assert not any(
        r.startswith("A") and "§1 " in r and "proposed" in r for r in report_rows(report)
    )
