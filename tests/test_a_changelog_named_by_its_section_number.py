"""A changelog named by its section's number (`§4 加一行：…`, `§4 登记一行变更：…`), whose heading
says what it is (`4 · 变更记录 Changelog`), takes the row dictated after the colon, with or
without its outer pipes; the sections inside that row are its words, never requests: no entry
is added in them."""

from __future__ import annotations

import pytest

from .conftest import added_to

KB = """\
# 语音活文档

## 1 · 识别 ASR

- **Whisper-X** — OpenAI · 2025 — 多语种识别。

## 2 · 趋势 Trends

1. **流式化**：端到端模型转向流式。

## 4 · 变更记录 Changelog

| 日期 | 变更 |
| --- | --- |
| 2026-11-20 | §1 新增 Whisper-X |
| 2026-11-25 | §2 新增流式化 |
"""
ROW = "| 2026-12-18 | §1 新增 Mimi-2 |"


def proposed(closing: str) -> tuple[list[str], list[tuple[str, str]]]:
    brief = (
        "# speech · E1 预消化简报（2026-12-18）\n\n## 一、今日条目\n\n"
        "### 条目 1：Mimi-2 低帧率 codec\n\n"
        "- **来源**：organized/repo_cards/9101-mimi.md（arXiv:2612.06031）\n"
        "- **要点**：低帧率 codec。\n- **建议归入**：见文末。\n\n"
        f"## 三、本轮建议的归并动作\n\n- {closing}\n"
    )
    return added_to(KB, brief)


@pytest.mark.parametrize(
    "closing",
    [
        f"§4 加一行：{ROW}",
        f"§4 变更记录加一行：{ROW}",
        f"「变更记录」登记一行：{ROW}",
        "§4 追加一行：2026-12-18 | §1 新增 Mimi-2",
    ],
)
def test_the_row_is_written_as_given(closing: str) -> None:
    new, rows = proposed(closing)
    # Marked as the brief's, or as the item whose entry its words name.
    (row,) = new
    assert row.startswith("| 2026-12-18 | §1 新增 Mimi-2（E1 2026-12-18 · "), rows
    assert row.endswith("） |"), rows


def test_the_sections_in_a_dated_line_are_no_requests() -> None:
    new, rows = proposed("§4 登记一行变更：2026-12-18，§1 新增 Mimi-2；§2 新增第 2 条趋势")
    assert new == [], rows
    assert [status for status, _ in rows] == ["unresolved"], rows
