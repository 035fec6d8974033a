"""A closing table's row may join its actions with `+` in one cell and their places with `/` in
another (`| 1 | 新增 X + 补引用 | §2 / §9 |`): each action is asked in its place, in order,
when there are as many of each; otherwise the row is reported once with its words, never read
as its cells run together. Our own KB and briefs, in the E1 format."""

from __future__ import annotations

from pathlib import Path

import pytest

from .conftest import proposed_and_applied

KB = "organized/knowledge/search.md"
BRIEF = "inbox/li/2026-12-18-search-e1prep.md"

SEARCH_KB = """\
# search 活文档

## 2 召回

- **BM25**（arXiv:2401.10001）：词项匹配的默认基线。

## 3 重排

- **CrossRank**（arXiv:2401.10003）：交叉编码器重排。

## 9 参考文献

1. arXiv:2401.10001 — Okapi Revisited 〔§2〕
2. arXiv:2401.10003 — CrossRank 〔§3〕
"""


def brief(*table: str) -> str:
    """One item with no place of its own: the closing table says where it goes."""
    rows = "\n".join(table)
    return (
        "# search · E1 预消化（2026-12-18）\n\n"
        f"- 对照活文档：{KB}\n\n"
        "## 一、条目\n\n"
        "### 条目 1：DocPrune —— 召回前的文档剪枝（arXiv:2612.80001）\n\n"
        "- 来源：organized/paper_cards/1-2612.80001.md\n"
        "- 要点：按查询日志剪掉冷文档，索引缩小四成，召回只降 1 点。\n\n"
        f"## 二、落笔表\n\n{rows}\n"
    )


def propose(tmp_path: Path, text: str) -> tuple[int, str, str]:
    """The exit code, the report, and the KB once every written patch is applied."""
    return proposed_and_applied(tmp_path / "kb", KB, SEARCH_KB, text, BRIEF)


ACTION_THEN_PLACE = ("| 条目 | 动作 | 位置 |", "|---|---|---|")


@pytest.mark.parametrize(
    "table",
    [
        (*ACTION_THEN_PLACE, "| 1 | 新增 DocPrune + 登记引用 | §2 / §9 |"),
        (*ACTION_THEN_PLACE, "| 1 | 新增一条 DocPrune ＋ 补一条引用 | §2 / 参考文献 |"),
        (*ACTION_THEN_PLACE, "| 1 | add DocPrune + add citation | §2 / §9 |"),
        ("| 条目 | 位置 | 动作 |", "|---|---|---|", "| 1 | §2 / §9 | 新增 DocPrune + 补引用 |"),
        (
            "| 条目 | 动作 | 位置 | 状态 |",
            "|---|---|---|---|",
            "| 1 | 新增 DocPrune + 补引用 | §2 / §9 | 照办 |",
        ),
    ],
)
def test_each_joined_action_is_asked_in_its_joined_place_in_order(
    table: tuple[str, ...], tmp_path: Path
) -> None:
    code, report, after = propose(tmp_path, brief(*table))
    assert code == 0, report
    lines = after.splitlines()
    entry = lines.index(next(line for line in lines if line.startswith("- **DocPrune**")))
    assert lines[entry - 1].startswith("- **BM25**")  # in §2, not §3
    assert "3. arXiv:2612.80001 — DocPrune" in after and after.count("DocPrune") == 2


@pytest.mark.parametrize(
    "row",
    [
        "| 1 | 新增 DocPrune + 补引用 | §2 / §9 / §3 |",
        "| 1 | 新增 DocPrune + 补引用 + 加一问 | §2 / §9 |",
        "| 1 | add DocPrune + add citation | §2 / §3 / §9 |",
        "| 1 | 新增一条 DocPrune ＋ 补一条引用 | §2 / §3 / 参考文献 |",
    ],
)
def test_a_row_joining_more_actions_than_places_or_fewer_is_reported_once_with_its_words(
    row: str, tmp_path: Path
) -> None:
    code, report, after = propose(tmp_path, brief(*ACTION_THEN_PLACE, row))
    assert code == 1, report
    assert after == SEARCH_KB
    (reported,) = [line for line in report.splitlines() if " A0" in line]
    assert "which place each action is asked in is not read" in reported, report
    actions, places = (cell.strip() for cell in row.strip("|").split("|")[1:3])
    assert actions in reported and places in reported, reported
