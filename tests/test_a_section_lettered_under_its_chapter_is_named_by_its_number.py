"""A document that letters the sections of a chapter (`## 3 管网`, `### 3.a 漏损`, `### 3.b
更新改造`) is named by those numbers, with `§` or bare (`§3.b`, `3.b 末尾`, `从 3.a 移到
3.b`): an edit there lands in that section, not in the chapter, nor in a sibling. Our own
words, on our own water-network KB."""

from __future__ import annotations

from pathlib import Path

import pytest

from .conftest import kb_after, proposed_and_applied

KB_PATH = "organized/knowledge/water.md"
BRIEF_PATH = "inbox/lin/2027-03-02-water-e1prep.md"
KB = """\
# 城市供水管网 · 活文档

## 3 管网

本章记录管网漏损与改造的口径。

### 3.a 漏损

- **夜间最小流量法**：以凌晨 2–4 时流量估算背景漏损。
- **分区计量**：DMA 分区后按区考核，试点城市漏损率下降约 3 个百分点。

### 3.b 更新改造

- **球墨铸铁替换**：老旧灰口铸铁管按 2% 年更新率替换。
- **非开挖修复**：内衬法适用于 DN300 以上干管。

### 3.c 监测

- **声波检漏**：夜间巡检为主。

## 4 水价

全国 36 个大中城市居民水价中位数约 2.9 元/吨。
"""
NEW = "- **智能水表**：NB-IoT 远传表覆盖率约 35%。"
NIGHT = "- **夜间最小流量法**：以凌晨 2–4 时流量估算背景漏损。"


def brief(place: str, closing: str = "见条目 1。") -> str:
    return f"""\
# water · E1 预消化简报（2027-03-02）

## 一、今日重要增量

### 条目 1：远传水表

- **来源**：住建部《城市供水统计年鉴 2026》（2027-02-20）
- **要点**：NB-IoT 远传表覆盖率约 35%。
- **建议归入**：{place}

## 四、本轮结论与建议动作

- {closing}
"""


@pytest.mark.parametrize(
    "asked",
    [
        f"§3.b 末尾补一条：「{NEW}」",
        f"3.b 末尾追加一条：「{NEW}」",
        f"在 3.b 登记一条：「{NEW}」",
        f"3.b 里添一条：「{NEW}」",
    ],
)
def test_an_entry_lands_in_the_lettered_section_named(asked: str) -> None:
    lines, rows = kb_after(KB, brief(asked))
    assert [status for status, _ in rows] == ["proposed"], rows
    # (The new line ends with the mark of the brief it came from.)
    added = [k for k, line in enumerate(lines) if line.startswith(NEW)]
    assert added == [lines.index("- **非开挖修复**：内衬法适用于 DN300 以上干管。") + 1], lines


@pytest.mark.parametrize(
    "asked",
    [
        "把「夜间最小流量法」整条从 3.a 移到 3.c 列表末尾，原文一字不改。",
        "把「夜间最小流量法」整条从 §3.a 挪到 §3.c「监测」列表末尾。",
        "「夜间最小流量法」整条移到 3.c 末尾。",
    ],
)
def test_an_entry_moves_between_lettered_sections(asked: str) -> None:
    lines, rows = kb_after(KB, brief(asked))
    assert [status for status, _ in rows] == ["proposed"], rows
    assert lines.index(NIGHT) == lines.index("- **声波检漏**：夜间巡检为主。") + 1
    assert lines.count(NIGHT) == 1


def test_a_move_from_a_lettered_section_applies_with_git(tmp_path: Path) -> None:
    code, report, after = proposed_and_applied(
        tmp_path,
        KB_PATH,
        KB,
        brief("把「夜间最小流量法」整条从 3.a 移到 3.c 列表末尾。"),
        BRIEF_PATH,
    )
    assert code == 0, report
    assert f"- **声波检漏**：夜间巡检为主。\n{NIGHT}\n\n## 4 水价" in after, after


@pytest.mark.parametrize(
    "asked",
    [
        # A value with a letter after its dot is no section of this document.
        f"3.d 末尾补一条：「{NEW}」",
        # A regulation's paragraph is no section either.
        f"按 3A090.b 补一条：「{NEW}」",
    ],
)
def test_a_lettered_number_the_document_lacks_writes_nothing(asked: str) -> None:
    lines, rows = kb_after(KB, brief(asked))
    assert lines == KB.splitlines(), rows
