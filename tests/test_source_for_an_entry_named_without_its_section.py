"""A source asked for one existing entry named by its id or its name, with or without its
section (`RT-03 条目补引 arXiv:…`, `给「稀疏注意力」那条补充出处 arXiv:…`, `Cite arXiv:… on
RT-03.`, `Cite arXiv:… on the Lattice entry in §1.2.`, `§1.1 Lattice 条目的来源补上 arXiv:…`):
that entry's line takes the source.
Before, these were not understood, or (the English one with no section) dropped silently.
A name that opens no entry, or opens two, is reported, never guessed."""

from __future__ import annotations

from pathlib import Path

import pytest

from .conftest import proposed_and_applied

KB_PATH = "organized/knowledge/runtime.md"
BRIEF_PATH = "inbox/ada/2026-12-10-runtime-e1prep.md"
PAPER = "arXiv:2612.04321"

KB = """\
# 运行时活文档

## 1. 执行

### 1.1 编译

- **[RT-02] Lattice**：把算子图切成静态块再编译，冷启动 40 s。
- **[RT-03] 稀疏注意力**：块稀疏核在 64k 上下文提速 2.1 倍。

### 1.2 调度

- **[RT-05] 抢占**：按优先级抢占 decode 槽位。
- **[RT-06] 抢占**：另一种按 SLO 抢占的做法。
"""


def brief(suggested: str) -> str:
    return (
        "# runtime · E1 预消化简报(2026-12-10)\n\n## 一、增量\n\n"
        f"### 条目 1：BlockSpar（{PAPER}）\n\n"
        "- **来源**：paper_cards/3.md\n"
        "- **要点**：块稀疏核的复现实验，提速与原文一致。\n"
        f"- **建议归入**：{suggested}\n"
    )


@pytest.mark.parametrize(
    ("suggested", "line_start"),
    [
        (f"RT-03 条目补引 {PAPER}。", "- **[RT-03]"),
        (f"[RT-03] 那条补充来源 {PAPER}", "- **[RT-03]"),
        (f"给「稀疏注意力」那条补充出处 {PAPER}。", "- **[RT-03]"),
        (f"Cite {PAPER} on RT-03.", "- **[RT-03]"),
        (f"Cite {PAPER} for the [RT-02] entry.", "- **[RT-02]"),
        (f"Cite {PAPER} on the Lattice entry in §1.1.", "- **[RT-02]"),
        (f"§1.1 Lattice 条目的来源补上 {PAPER}", "- **[RT-02]"),
        (f"§1.1 稀疏注意力那条的出处补 {PAPER}。", "- **[RT-03]"),
    ],
)
def test_the_named_entry_s_line_takes_the_source(
    tmp_path: Path, suggested: str, line_start: str
) -> None:
    code, report, kb = proposed_and_applied(tmp_path, KB_PATH, KB, brief(suggested), BRIEF_PATH)
    assert code == 0, report
    assert "add source" in report and "proposed" in report, report
    cited = [line for line in kb.splitlines() if PAPER in line]
    assert len(cited) == 1 and cited[0].startswith(line_start), kb
    assert len(kb.splitlines()) == len(KB.splitlines()), kb  # no new line, the source only


@pytest.mark.parametrize(
    "suggested",
    [
        f"RT-09 条目补引 {PAPER}。",  # no entry has this id
        f"给「抢占」那条补充出处 {PAPER}。",  # two entries open with this name
        f"Cite {PAPER} on RT-09.",
    ],
)
def test_an_entry_not_found_once_is_reported(tmp_path: Path, suggested: str) -> None:
    _, report, kb = proposed_and_applied(tmp_path, KB_PATH, KB, brief(suggested), BRIEF_PATH)
    assert kb == KB, kb
    assert "add source" in report and ("unresolved" in report or "not understood" in report), report


@pytest.mark.parametrize(
    "suggested",
    [
        f"RT-03 那条先不补 {PAPER}。",
        f"Do not cite {PAPER} on RT-03.",
        f"No need to cite {PAPER} for the [RT-02] entry.",
        f"Don't cite {PAPER} on the Lattice entry in §1.1.",
    ],
)
def test_a_refused_source_is_not_written(tmp_path: Path, suggested: str) -> None:
    _, report, kb = proposed_and_applied(tmp_path, KB_PATH, KB, brief(suggested), BRIEF_PATH)
    assert kb == KB, report
    assert "proposed" not in report, report
