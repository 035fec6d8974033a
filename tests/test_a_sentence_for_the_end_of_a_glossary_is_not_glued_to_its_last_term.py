"""A sentence asked for the end of a section that ends in terms it defines (`**X**：…` paragraphs,
one a term) would read as part of the last term's definition: reported, never glued to it,
whether the words are a plain sentence or a term of their own. A section that ends in a
paragraph of its own still takes the sentence there. Our own words and KB."""

from __future__ import annotations

from pathlib import Path

import pytest

from .conftest import proposed_and_applied

BRIEF_PATH = "inbox/lu/2026-12-31-bees-e1prep.md"
KB_PATH = "organized/knowledge/bees.md"

KB = """\
# 养蜂知识库

## 1. 概览

本文记录蜂种、病害与管理经验。

## 2. 术语表

**分蜂**：蜂群一分为二，老蜂王带走部分工蜂另建新巢。

**巢脾**：工蜂用蜂蜡筑成、排满六角形巢房的板状结构。
"""


def brief(request: str) -> str:
    return (
        "# bees · E1 预消化简报（2026-12-31）\n\n## 一、增量\n\n"
        "### 条目 1：术语补遗\n\n"
        "- **来源**：inbox/lu/2026-12-30-notes.md\n"
        "- **要点**：术语表需要统一口径。\n"
        f"- **建议归入**：{request}\n"
    )


@pytest.mark.parametrize(
    "request_words",
    [
        "§2 末尾补一句：术语以国家标准为准。",
        '§2 最后加一句"术语以国家标准为准。"',
        '§2 末尾补上"**蜂胶**：蜜蜂采集树脂混合蜂蜡而成的胶状物。"',
    ],
)
def test_words_for_the_end_of_a_glossary_are_reported(tmp_path: Path, request_words: str) -> None:
    code, report, after = proposed_and_applied(
        tmp_path, KB_PATH, KB, brief(request_words), BRIEF_PATH
    )
    assert after == KB
    assert code != 0 and "ends in terms it defines" in report, report


def test_a_section_ending_in_its_own_paragraph_takes_the_sentence(tmp_path: Path) -> None:
    code, report, after = proposed_and_applied(
        tmp_path, KB_PATH, KB, brief("§1 末尾补一句：各章可单独阅读。"), BRIEF_PATH
    )
    assert code == 0, report
    assert "本文记录蜂种、病害与管理经验。各章可单独阅读。" in after, after
