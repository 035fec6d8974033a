"""A replace whose old value stands on two lines of its section (`61%` in two benchmarks'
entries) is made in the entry the brief names by its own words (`§1.1 GAIA：61% → 64%`),
however the replace is worded; it stays reported when the brief names none of those
entries, or both. Once made, the same brief finds it done, not the other line's value. Our
own KB and words."""

from __future__ import annotations

import pytest

from kbpatch.api import Options, propose
from kbpatch.kb import Kb
from kbpatch.models import Status

KB = """\
# agents 活文档

## 1 评测

### 1.1 基准

- 名称：WebArena——812 个网页任务，人类 78%，最好模型约 61%（来源：arXiv:2307.13854）
- 名称：GAIA——466 道多步问题，最好成绩约 61%（来源：arXiv:2311.12983）
- 名称：AgentBench——8 个环境的综合分（来源：arXiv:2308.03688）

### 1.2 框架

- **Swarmlet** — handoff between agents; 40% fewer tokens than a planner loop.
- **Relay** — one planner, many workers; 40% fewer tokens on long tasks.
"""


def outcome(place: str, kb_text: str = KB) -> tuple[list[Status], list[str], str]:
    """Each action's status, the lines the patches write and the KB once they are made."""
    brief = (
        "# agents · E1 预消化简报（2026-12-09）\n\n## 一、今日条目\n\n"
        "### 条目 1：成绩更新\n\n"
        "- **来源**：inbox/jay/2026-12-08-engineering-brief.md 第 2 条\n"
        "- **要点**：榜单刷新。\n"
        f"- **建议归入**：{place}\n\n## 二、合并建议\n\n- 条目 1 照上。\n"
    )
    kb = Kb(kb_text, path="organized/knowledge/agents.md")
    proposal = propose(brief, kb, Options(brief_path="inbox/t/2026-12-09-agents-e1prep.md"))
    lines = kb_text.splitlines(keepends=True)
    added = [line.rstrip() for e in proposal.combined for line in e.lines if line not in lines]
    for edit in sorted(proposal.combined, key=lambda e: e.start, reverse=True):
        lines[edit.start : edit.end] = edit.lines
    return [o.status for o in proposal.outcomes], added, "".join(lines)


@pytest.mark.parametrize(
    "place",
    [
        "§1.1 GAIA：61% → 64%。",
        "§1.1 GAIA 的最好成绩由约 61% 改为约 64%。",
        "§1.1 GAIA 61% 调整为 64%。",
        "§1.1 GAIA 成绩更新为 64%（原 61%）。",
        "§1.1 GAIA score: update 61% to 64%.",
        "1.1 节 GAIA 最好成绩 61% 改成 64%。",
    ],
)
def test_the_named_entry_picks_the_line_of_the_old_value(place: str) -> None:
    statuses, added, after = outcome(place)
    assert statuses == [Status.PROPOSED], (statuses, added)
    assert len(added) == 1 and added[0].startswith("- 名称：GAIA——")
    assert "约 64%" in added[0]
    assert "最好模型约 61%" in after  # WebArena's 61% untouched
    # The same brief on the patched KB: done, not WebArena's 61% next.
    again, more, _ = outcome(place, after)
    assert more == [] and Status.PROPOSED not in again, again


@pytest.mark.parametrize(
    "place",
    [
        "§1.2 Relay：40% → 45%。",
        "§1.2 **Relay** 的 40% 改为 45%。",
        "§1.2 Relay 40% 更正为 45%。",
        "§1.2 Relay token savings: update 40% to 45%.",
    ],
)
def test_a_bold_named_entry_picks_its_line(place: str) -> None:
    statuses, added, after = outcome(place)
    assert statuses == [Status.PROPOSED], (statuses, added)
    assert added == ["- **Relay** — one planner, many workers; 45% fewer tokens on long tasks."]
    assert "40% fewer tokens than a planner loop" in after


@pytest.mark.parametrize(
    "place",
    [
        "§1.1 61% → 64%。",
        "§1.1 最好成绩 61% 改为 64%。",
        "§1.1 WebArena 与 GAIA：61% → 64%。",
        "§1.1 GAIA 与 WebArena 的 61% 都调为 64%。",
        "§1.2 token 节省 40% → 45%。",
    ],
)
def test_no_entry_or_both_named_is_still_reported(place: str) -> None:
    statuses, added, _ = outcome(place)
    assert added == [] and Status.PROPOSED not in statuses, (statuses, added)
