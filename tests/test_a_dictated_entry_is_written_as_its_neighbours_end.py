"""A new entry dictated whole (`新增第 4 条："4. **X** — …（[论文](…)）"`), quoted or not, is
written with the list's own marker only (the one copied inside the quote is no word of it),
and ends as its neighbours do: no full stop after its link aside where none of them has one;
beside neighbours that end with one, it keeps it. Our own words, on a KB of our own."""

from __future__ import annotations

from pathlib import Path

import pytest

from .conftest import proposed_and_applied

BRIEF_PATH = "inbox/he/2026-12-20-loom-e1prep.md"
KB_PATH = "organized/knowledge/loom.md"

NO_STOP = """\
# 织机 活文档

## 电子提花机

1. **Stäubli JC7** — 法国厂商的旗舰机型，针数最高 2.4 万（[手册](https://example.org/jc7)）
2. **Bonas Si** — 英国厂商，主打窄幅织带（[手册](https://example.org/si)）
3. **Grosse EJP** — 德国厂商，适合大提花装饰布（[手册](https://example.org/ejp)）

## 备注

本页只收电子提花机。
"""
WITH_STOP = NO_STOP.replace("）\n", "）。\n")
NEW = "**天鹅 TJ-9** — 国产机型，针数 1.6 万，售价约为进口机一半（[手册](https://example.org/tj9)）"


def brief(suggestion: str) -> str:
    return f"""\
# loom · E1 预消化简报（2026-12-20）

## 一、条目

### 条目 1：天鹅 TJ-9

- 来源：organized/paper_cards/8801-tj9.md
- 要点：国产提花机针数追上进口中端机型。
- 建议归入：{suggestion}
"""


def added(tmp_path: Path, kb: str, suggestion: str) -> tuple[int, str, list[str]]:
    code, report, after = proposed_and_applied(tmp_path, KB_PATH, kb, brief(suggestion), BRIEF_PATH)
    return code, report, [line for line in after.splitlines() if line not in kb.splitlines()]


MARK = "（E1 2026-12-20 · 条目 1）"


@pytest.mark.parametrize(
    "suggestion",
    [
        f"电子提花机一节新增第 4 条：“4. {NEW}”",
        f"电子提花机一节新增第 4 条：4. {NEW}",
        f"电子提花机一节补录一条：「4. {NEW}」",
    ],
)
def test_the_entry_keeps_one_marker_and_no_stop_its_neighbours_lack(
    tmp_path: Path, suggestion: str
) -> None:
    code, report, new = added(tmp_path, NO_STOP, suggestion)
    assert code == 0, report
    assert new == [f"4. {NEW}{MARK}"], report


def test_beside_neighbours_that_end_with_a_stop_it_keeps_one(tmp_path: Path) -> None:
    code, report, new = added(tmp_path, WITH_STOP, f"电子提花机一节新增第 4 条：4. {NEW}")
    assert code == 0, report
    assert new == [f"4. {NEW}。{MARK}"], report
