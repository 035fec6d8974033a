"""A new entry's name the request gives unquoted wins over the item heading's: a run of Latin
words between the add verb and `条目` / `一条` (`补录 Hedged fan out 条目`, `新增 Fanout-3 一条`),
or in English `add an entry for X` / `add a X entry`; the heading's name stays where the request
names none (`补录该条目`, `新增一条`, `add an entry for the paper`). Our own words."""

from __future__ import annotations

from pathlib import Path

import pytest

from .conftest import proposed_and_applied

KB = "organized/knowledge/serving.md"
BRIEF = "inbox/lin/2026-12-21-serving-e1prep.md"

PLAIN_KB = """\
# serving 活文档

## 3. 路由

### 3.1 扇出

- **Hedged requests** — 慢副本超时后向第二个副本重发。
- **Tied requests** — 两个副本同时排队，先到先做。

## 4. 引用

1. arXiv:2401.30001 — Tail at Scale〔§3.1〕
"""


def brief(request: str) -> str:
    return (
        "# serving · E1 预消化（2026-12-21）\n\n## 一、条目\n\n"
        "### 条目 1：按尾延迟预算扇出请求（arXiv:2612.60606）\n\n"
        "- **来源**：organized/paper_cards/4-2612-60606.md\n"
        "- **要点**：按剩余尾延迟预算决定扇出副本数，P999 降 30%（作者自测）。\n"
        f"- **建议归入**：{request}\n"
    )


def new_entry(tmp_path: Path, request: str) -> str:
    code, report, after = proposed_and_applied(tmp_path / "kb", KB, PLAIN_KB, brief(request), BRIEF)
    assert code == 0, report
    (line,) = [
        line for line in after.splitlines() if "2612.60606" in line and line.startswith("- ")
    ]
    return line


@pytest.mark.parametrize(
    ("request_words", "name"),
    [
        ("§3.1 补录 Budgeted fan out 条目。", "Budgeted fan out"),
        ("§3.1 新增一条 Budget aware hedging policy 条目。", "Budget aware hedging policy"),
        ("§3.1 新增 Fanout-3 一条。", "Fanout-3"),
        ("§3.1 增录 Tail budget fanout 一条，与 Hedged requests 并列。", "Tail budget fanout"),
        ("§3.1: add an entry for Budget Fanout.", "Budget Fanout"),
        ("Add an entry for BudgetFan to §3.1.", "BudgetFan"),
        ("§3.1: add a Budget Fanout entry.", "Budget Fanout"),
        ("§3.1: add a new entry for vFan-2.", "vFan-2"),
    ],
)
def test_the_name_the_request_gives_is_the_entry_s(
    request_words: str, name: str, tmp_path: Path
) -> None:
    line = new_entry(tmp_path, request_words)
    assert line.startswith(f"- **{name}**"), line


@pytest.mark.parametrize(
    "request_words",
    [
        "§3.1 补录该条目。",
        "§3.1 补录 这一 条目。",
        "§3.1 新增一条。",
        "§3.1: add an entry for the paper.",
        "§3.1: add a short entry.",
    ],
)
def test_words_that_name_nothing_keep_the_heading_s_name(
    request_words: str, tmp_path: Path
) -> None:
    line = new_entry(tmp_path, request_words)
    assert line.startswith("- **按尾延迟预算扇出请求**"), line
