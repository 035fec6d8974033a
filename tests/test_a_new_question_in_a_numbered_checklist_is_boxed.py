"""A new open question of a numbered checklist (`1. [ ] …？`, `2. [x] …？——…`) takes the next
number and an open box, as a bulleted checklist's new item does; a numbered list of questions
without boxes gets none. Our own KB and words."""

from __future__ import annotations

from pathlib import Path

import pytest

from .conftest import proposed_and_applied

BRIEF_PATH = "inbox/he/2026-12-29-tides-e1prep.md"
KB_PATH = "organized/knowledge/tides.md"

BOXED = """\
# 潮汐 活文档

## 六、开放问题

1. [ ] 潮差预报在河口的误差为何大于外海？（提出：何川，2026.10.02）
2. [x] 半日潮是否主导本港？——是，见 2.1。（提出：何川，2026.09.01；关闭：2026.09.20）
"""

PLAIN = BOXED.replace("[ ] ", "").replace("[x] ", "")


def brief() -> str:
    return """\
# tides · E1 预消化简报（2026-12-29）

## 一、今日条目

### 条目 1：风暴增水

- **来源**：organized/paper_cards/2612-surge.md
- **要点**：风暴增水与天文潮叠加时误差放大。
- **建议归入**：第六章新增一条开放问题：风暴增水叠加天文潮时误差为何放大？（提出：何川，2026.12.29）

## 二、本轮结论与建议动作

- 见条目 1。
"""


@pytest.mark.parametrize(("kb", "box"), [(BOXED, "[ ] "), (PLAIN, "")])
def test_the_new_question_is_written_as_its_neighbours(tmp_path: Path, kb: str, box: str) -> None:
    code, report, after = proposed_and_applied(tmp_path, KB_PATH, kb, brief(), BRIEF_PATH)
    assert code == 0, report
    new = [line for line in after.splitlines() if line not in kb.splitlines()]
    assert new == [
        f"3. {box}风暴增水叠加天文潮时误差为何放大？（提出：何川，2026.12.29）"
        "（E1 2026-12-29 · 条目 1）"
    ], report
