"""Paragraph entries that close with their source tag after the last full stop
(`…提速约 1.8 倍。〔来源：organized/paper_cards/…〕`): a sentence the brief appends goes after
the last sentence, before the tag, never after it in brackets; so does a citation of it by
author and year (`补引 (Adams, 2019)`), inside the sentence's full stop. Our own KB and words."""

from __future__ import annotations

from pathlib import Path

import pytest

from .conftest import proposed_and_applied

BRIEF_PATH = "inbox/mu/2026-12-24-compilers-e1prep.md"
KB_PATH = "organized/knowledge/compilers.md"

KB = """\
# 编译器 活文档

## 2 优化

Halide-X（MIT，2024）：自动调度在 CPU 上平均提速约 1.8 倍。〔来源：organized/paper_cards/hx.md〕

TVM-Ansor（UCB，2020）：基于程序采样的搜索。【出处：organized/paper_cards/an.md】
"""


def brief(suggestion: str) -> str:
    return f"""\
# compilers · E1 预消化简报（2026-12-24）

## 一、今日条目

### 条目 1：复现

- **来源**：organized/paper_cards/2612-repro.md
- **要点**：第二版在 ARM 上复现。
- **建议归入**：{suggestion}

## 二、本轮结论与建议动作

- 见条目 1。
"""


@pytest.mark.parametrize(
    ("suggestion", "written"),
    [
        (
            "§2 Halide-X 一段末尾补一句：“第二版在 ARM 上复现了提速。”",
            "Halide-X（MIT，2024）：自动调度在 CPU 上平均提速约 1.8 倍。第二版在 ARM 上复现了提速。"
            "〔来源：organized/paper_cards/hx.md〕",
        ),
        (
            "§2 TVM-Ansor 那段末尾加一句“已并入主线”",
            "TVM-Ansor（UCB，2020）：基于程序采样的搜索。已并入主线。"
            "【出处：organized/paper_cards/an.md】",
        ),
    ],
)
def test_the_sentence_stands_before_the_tag(tmp_path: Path, suggestion: str, written: str) -> None:
    code, report, after = proposed_and_applied(tmp_path, KB_PATH, KB, brief(suggestion), BRIEF_PATH)
    assert code == 0, report
    assert written in after.splitlines(), report


@pytest.mark.parametrize(
    "suggestion",
    [
        "§2 Halide-X 一段补引 (Adams, 2019)",
        "§2 Halide-X 条目末尾补引用 (Adams, 2019)",
        "§2 Halide-X 那段末尾补上 (Adams, 2019)",
    ],
)
def test_an_author_and_year_cite_the_last_sentence_before_the_tag(
    tmp_path: Path, suggestion: str
) -> None:
    code, report, after = proposed_and_applied(tmp_path, KB_PATH, KB, brief(suggestion), BRIEF_PATH)
    assert code == 0, report
    written = (
        "Halide-X（MIT，2024）：自动调度在 CPU 上平均提速约 1.8 倍 (Adams, 2019)。"
        "〔来源：organized/paper_cards/hx.md〕"
    )
    assert written in after.splitlines(), report


def test_a_new_paragraph_keeps_the_source_tag_it_is_given_with(tmp_path: Path) -> None:
    said = "Tiramisu-Y（MIT，2026）：多面体调度，提速约 2.1 倍。〔来源：organized/ty.md〕"
    code, report, after = proposed_and_applied(
        tmp_path, KB_PATH, KB, brief(f"§2 末尾新增一段：{said}"), BRIEF_PATH
    )
    assert code == 0, report
    assert f"{said}（E1 2026-12-24 · 条目 1）" in after.splitlines(), report


@pytest.mark.parametrize(
    "suggestion", ["§2 第一段末尾加一句“已并入主线。”", "§2 第一段末尾补充“已并入主线。”"]
)
def test_a_paragraph_named_by_its_place_takes_the_sentence_before_its_tag(
    tmp_path: Path, suggestion: str
) -> None:
    code, report, after = proposed_and_applied(tmp_path, KB_PATH, KB, brief(suggestion), BRIEF_PATH)
    assert code == 0, report
    written = (
        "Halide-X（MIT，2024）：自动调度在 CPU 上平均提速约 1.8 倍。已并入主线。"
        "〔来源：organized/paper_cards/hx.md〕"
    )
    assert written in after.splitlines(), report


def test_a_paragraph_named_after_the_section_s_noun_is_that_paragraph(tmp_path: Path) -> None:
    suggestion = "§2 一节第一段末尾补一句“已并入主线。”"
    code, report, after = proposed_and_applied(tmp_path, KB_PATH, KB, brief(suggestion), BRIEF_PATH)
    assert code == 0, report
    assert "自动调度在 CPU 上平均提速约 1.8 倍。已并入主线。" in after, report
