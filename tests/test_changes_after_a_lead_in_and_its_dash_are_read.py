"""Quoted words changed right after a lead-in and its dash (`第一段整句更新——"A"替换为"B"，"C"
替换为"D"`) are the request the lead-in announces, read as they are after a colon; words after
a dash that change nothing stay its explanation. Our own KB and words."""

from __future__ import annotations

from pathlib import Path

import pytest

from .conftest import proposed_and_applied

BRIEF_PATH = "inbox/he/2026-12-26-tide-e1prep.md"
KB_PATH = "organized/knowledge/tide.md"

KB = """\
# 潮汐能 活文档

## D. 成本

### D.2 度电成本

2026-09 欧洲潮流能项目平均度电成本约 0.21 欧元/kWh，仍是海上风电的 3 倍[4]。

按行业测算，装机过 1 GW 后成本可降一半。
"""


def brief(suggestion: str) -> str:
    return f"""\
# tide · E1 预消化简报（2026-12-26）

## 一、今日条目

### 条目 1：欧洲潮流能成本季报

- **来源**：organized/paper_cards/2612-tidal-cost.md
- **要点**：季报更新了度电成本。
- **建议归入**：{suggestion}

## 二、本轮结论与建议动作

- 见条目 1。
"""


@pytest.mark.parametrize(
    "lead",
    ["D.2 第一段整句更新——", "D.2 第一段按新季报更新——", "D.2 第一段——"],
)
def test_the_pairs_after_the_dash_are_changed(tmp_path: Path, lead: str) -> None:
    suggestion = f'{lead}"2026-09"替换为"2026-12"，"约 0.21 欧元/kWh"替换为"约 0.19 欧元/kWh"。'
    code, report, after = proposed_and_applied(tmp_path, KB_PATH, KB, brief(suggestion), BRIEF_PATH)
    assert code == 0, report
    assert "2026-12 欧洲潮流能项目平均度电成本约 0.19 欧元/kWh，仍是海上风电的 3 倍[4]。" in after


def test_words_after_a_dash_that_change_nothing_stay_its_reason(tmp_path: Path) -> None:
    suggestion = 'D.2 第一段"2026-09"改为"2026-12"——季报口径与上季一致。'
    code, report, after = proposed_and_applied(tmp_path, KB_PATH, KB, brief(suggestion), BRIEF_PATH)
    assert code == 0, report
    assert "2026-12 欧洲潮流能项目平均度电成本约 0.21 欧元/kWh" in after
    assert "口径" not in after
