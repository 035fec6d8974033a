"""A whole list line dictated under its request in backticks (`` §2.1 新增一条：\n `- **X** …：仅把
judge 升到 B…` ``) is the new entry's words, never requests of its own: `升到 B` was read as a
change, and `judge` became `B` in another line (a wrong edit). Dictated after words that say it
is the entry as given (`新增一条，按下面原文落笔：`), it is the entry; dictated after other words,
an entry of the item's own 要点 that writes few of its words is not proposed in its stead (it
was). Our own words and our own small KB."""

from __future__ import annotations

from pathlib import Path

import pytest

from .conftest import kb_after

KB = """\
# Agents

## 2. Methods

### 2.1 Trajectory judging

- **TrajJudge** (arXiv:2610.01111) [20]：κ = 0.71。
- 本组口径：judge 模型与被测模型不得同族。

## References

[20] Li et al. TrajJudge. arXiv:2610.01111, 2026.
"""
LINE = "- **JudgeDrift** (arXiv:2612.03318)：仅把 judge 升到 B，漂移 3.8–7.1 pts。"
WRITTEN = LINE + "（E1 2026-12-07 · 条目 1）"


def brief(suggestion: str) -> str:
    return f"""\
agents · E1 预消化简报(2026-12-07)

一、今日增量

条目 1：JudgeDrift（arXiv:2612.03318）—— judge 漂移

  • 来源：organized/paper_cards/1901-2612-03318.md
  • 要点：同一批 agent 轨迹，只把 judge 从小版本 A 换到 B，pass rate 漂移 3.8–7.1 pts。
  • **建议归入**：{suggestion}
"""


@pytest.mark.parametrize(
    "suggestion",
    [f"§2.1 新增一条：\n    `{LINE}`", f"§2.1 新增一条，按下面原文落笔：\n    `{LINE}`"],
)
def test_the_dictated_line_is_the_entry(suggestion: str) -> None:
    lines, rows = kb_after(KB, brief(suggestion))
    assert [status for status, _ in rows] == ["proposed"], rows
    assert WRITTEN in lines, rows
    assert "- 本组口径：judge 模型与被测模型不得同族。" in lines, rows


def test_an_entry_of_the_item_s_words_is_not_written_for_a_line_it_does_not_use() -> None:
    lines, rows = kb_after(KB, brief(f"§2.1 新增一条，即「{LINE}」"))
    assert lines == KB.splitlines(), rows
    assert [status for status, _ in rows] == ["not understood"], rows


def test_a_closing_line_pointing_at_the_item_s_dictated_words_writes_no_other() -> None:
    """On a whole brief of ours (tests/data): `§2.1：TrajJudge 后插入 JudgeDrift（原文见条目 2）`,
    where the item's dictated line is not read, writes no entry of the item's 要点 instead."""
    data = Path(__file__).parent / "data"
    kb = (data / "agents-kb.md").read_text(encoding="utf-8")
    lines, rows = kb_after(kb, (data / "agents-e1prep.md").read_text(encoding="utf-8"))
    assert not any("同一批 agent 轨迹，只把 judge" in line for line in lines), rows
    assert not any("37.9%" in line for line in lines if line not in kb.splitlines()), rows
