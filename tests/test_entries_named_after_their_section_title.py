"""An entry named after its section's number and title (`§2.1 召回 双塔那条`, the section's
own words before the entry's) is that entry: its append or replace goes there. Words that are
the section's title alone name no entry, and are reported. Each phrasing is our own."""

from __future__ import annotations

from pathlib import Path

import pytest

from .conftest import proposed_and_applied

KB_PATH = "organized/knowledge/ranking.md"
KB = """\
# 排序活文档

## 2. 召回

### 2.1 稠密召回

- **双塔**：离线建库，在线只算查询向量，延迟约 8 ms。
- **ColBERT 晚交互**：逐词向量，索引体积约为双塔的 20 倍。

### 2.2 稀疏召回

- **BM25 基线**：冷启动默认。
"""
BRIEF_PATH = "inbox/lin/2026-12-21-ranking-e1prep.md"


def brief(suggestion: str) -> str:
    return (
        "# ranking · E1 预消化简报（2026-12-21）\n\n## 一、增量\n\n"
        "### 条目 1：双塔延迟复测（arXiv:2612.05555）\n"
        "- 来源：organized/paper_cards/2612-05555.md\n"
        "- 要点：新硬件上双塔在线延迟降到 5 ms。\n"
        f"- 建议归入：{suggestion}\n\n"
        "## 三、可引用的 arXiv 号\n\n- arXiv:2612.05555 — Two-Tower Latency Revisited\n"
    )


@pytest.mark.parametrize(
    ("suggestion", "changed"),
    [
        ('§2.1 稠密召回 双塔那条末尾补一句"新硬件上约 5 ms"。', "约 8 ms。新硬件上约 5 ms。"),
        ('§2.1 稠密召回双塔那条末尾补一句"新硬件上约 5 ms"。', "约 8 ms。新硬件上约 5 ms。"),
        ('§2.1 稠密召回 ColBERT 晚交互那条，"约为双塔的 20 倍" 改为 "约为双塔的 18 倍"。', "18 倍"),
        ('2.1 节 稠密召回 双塔 条目，"约 8 ms" 改为 "约 5 ms"。', "延迟约 5 ms。"),
    ],
)
def test_an_entry_named_after_its_section_s_title_is_that_entry(
    suggestion: str, changed: str, tmp_path: Path
) -> None:
    code, report, kb = proposed_and_applied(tmp_path, KB_PATH, KB, brief(suggestion), BRIEF_PATH)
    assert code == 0, report
    new = [line for line in kb.splitlines() if line not in KB.splitlines()]
    assert len(new) == 1 and changed in new[0], kb


def test_the_section_s_title_alone_names_no_entry(tmp_path: Path) -> None:
    suggestion = '§2.1 稠密召回那条末尾补一句"新硬件上约 5 ms"。'
    code, report, kb = proposed_and_applied(tmp_path, KB_PATH, KB, brief(suggestion), BRIEF_PATH)
    assert code == 1 and "no entry named 「稠密召回」" in report, report
    assert kb == KB
