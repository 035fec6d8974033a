"""A document that numbers its headings with a trailing dot (`### 2.1. 去重`) is named so by
its briefs (`2.1. 节`, `§2.2.`, `1.1. 抓取 X 那条`): the dot is the number's, not a full stop,
where the document has that section; a number it does not have is read as before."""

from __future__ import annotations

from pathlib import Path

import pytest

from .conftest import KB_PATH, applied_kb, proposed_and_applied

BRIEF = "inbox/lu/2026-12-13-inference-e1prep.md"

KB = """\
# data 活文档

## 1. 采集

### 1.1. 抓取

- **SiteCrawl**：按站点地图抓取，日均 2 TB。

## 2. 清洗

### 2.1. 去重

- **MinHash**：整篇粒度的近重复去重。

### 2.2. 过滤

- **行长规则**：按行长与符号比例过滤，误杀约 4%。
"""


def brief(suggestion: str, closing: str = "") -> str:
    text = (
        "# inference · E1 预消化简报（2026-12-13）\n\n## 一、增量\n\n"
        "### 增量 1：ShardDedup —— 分片级近重复去重（arXiv:2612.04444）\n\n"
        "- 来源：organized/paper_cards/2101-2612-04444.md\n"
        "- 要点：ShardDedup 按分片做近重复去重，多去掉约 8% 的文本。\n"
        f"- 建议归入：{suggestion}\n"
    )
    if closing:
        text += f"\n## 四、落笔清单\n\n- {closing}\n"
    return text


@pytest.mark.parametrize(
    "suggestion",
    [
        "2.1. 节新增一条 ShardDedup。",
        "§2.1. 补一条 ShardDedup。",
        "2.1. 小节增录 ShardDedup。",
        "2.1. 去重：新增一条 ShardDedup。",
    ],
)
def test_a_section_number_with_its_trailing_dot_names_the_section(
    suggestion: str, tmp_path: Path
) -> None:
    kb = applied_kb(tmp_path / "kb", KB, brief(suggestion), BRIEF)
    lines = kb.splitlines()
    at = lines.index("- **MinHash**：整篇粒度的近重复去重。")
    assert lines[at + 1].startswith("- **ShardDedup**"), lines


@pytest.mark.parametrize(
    "suggestion",
    [
        '§2.2. 行长规则那条末尾补一句"表格页误杀偏多"。',
        '2.2. 节行长规则那条末尾补一句"表格页误杀偏多"。',
    ],
)
def test_an_append_after_a_dotted_number_is_not_cut_at_the_dot(
    suggestion: str, tmp_path: Path
) -> None:
    kb = applied_kb(tmp_path / "kb", KB, brief(suggestion), BRIEF)
    assert "- **行长规则**：按行长与符号比例过滤，误杀约 4%。表格页误杀偏多。" in kb.splitlines()


def test_the_closing_list_names_a_dotted_section_too(tmp_path: Path) -> None:
    said = brief("见下方清单。", closing="2.1. 节：新增一条 ShardDedup（增量 1）")
    kb = applied_kb(tmp_path / "kb", KB, said, BRIEF)
    assert any(line.startswith("- **ShardDedup**") for line in kb.splitlines())


def test_a_dotted_number_the_document_does_not_have_is_never_edited(tmp_path: Path) -> None:
    code, report, kb = proposed_and_applied(
        tmp_path / "kb", KB_PATH, KB, brief("3.1. 节新增一条 ShardDedup。"), BRIEF
    )
    assert code == 1, report
    assert kb == KB
