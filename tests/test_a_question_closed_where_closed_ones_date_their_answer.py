"""Where the document's closed questions date their answer and lead it with a word
(`〔状态：已答复 · 2026-10-02 · 答：…〕`, `（状态：已关闭 / 2026-09-30 / 结论：…）`), a question the
brief closes with an answer is written the same way, dated with the brief's day, its answer
led once (`答案是 …` under `答：` is not led twice). A close with no answer, or with a date of
its own, is reported with the brief's words, never written in another form. Our own KB."""

from __future__ import annotations

from pathlib import Path

import pytest

from .conftest import proposed_and_applied, report_rows

BRIEF_PATH = "inbox/yu/2026-12-18-tidal-e1prep.md"
KB_PATH = "organized/knowledge/tidal.md"


def kb(open_mark: str, closed_mark: str) -> str:
    return f"""\
# 潮汐能 活文档

## 2 机组

潮流机组单机容量已到 2 MW。

## 5 待解问题

- Q1 叶片生物附着能否在两年内免维护？ {open_mark}
- Q2 海底电缆故障率是否低于陆上？ {closed_mark}
- Q3 阵列尾流损失能否控制在 10% 内？ {open_mark}
"""


SHAPES = {
    "dotted": ("〔状态：开放〕", "〔状态：已答复 · 2026-10-02 · 答：低，约为陆上一半〕"),
    "slashed": ("（状态：未决）", "（状态：已关闭 / 2026-09-30 / 结论：低，约为陆上一半）"),
}
QUESTION = "- Q3 阵列尾流损失能否控制在 10% 内？"
WRITTEN = {
    "dotted": f"{QUESTION} 〔状态：已答复 · 2026-12-18 · 答：可以，实测 8%〕",
    "slashed": f"{QUESTION} （状态：已关闭 / 2026-12-18 / 结论：可以，实测 8%）",
}


def brief(suggestion: str) -> str:
    return f"""\
# tidal · E1 预消化简报（2026-12-18）

## 一、今日条目

### 条目 1：阵列尾流实测

- **来源**：organized/paper_cards/2612-array-wake.md
- **要点**：三机阵列实测尾流损失 8%。
- **建议归入**：{suggestion}

## 二、本轮结论与建议动作

- 见条目 1。
"""


@pytest.mark.parametrize("shape", sorted(SHAPES))
@pytest.mark.parametrize(
    "suggestion",
    [
        "§5 Q3 关闭，答复：可以，实测 8%。",
        "关闭 Q3：可以，实测 8%。",
        "Q3 关闭：答案是可以，实测 8%。",
    ],
)
def test_a_closed_question_dates_its_answer_as_its_neighbours(
    tmp_path: Path, shape: str, suggestion: str
) -> None:
    if shape == "slashed" and "答案是" in suggestion:
        suggestion = suggestion.replace("答案是", "结论是")
    code, report, after = proposed_and_applied(
        tmp_path, KB_PATH, kb(*SHAPES[shape]), brief(suggestion), BRIEF_PATH
    )
    assert code == 0, report
    assert WRITTEN[shape] in after.splitlines(), after


@pytest.mark.parametrize("suggestion", ["关闭 Q3。", "Q3 关闭：2026-12-01 实测 8%。"])
def test_a_close_without_the_dated_answer_is_reported(tmp_path: Path, suggestion: str) -> None:
    before = kb(*SHAPES["dotted"])
    code, report, after = proposed_and_applied(
        tmp_path, KB_PATH, before, brief(suggestion), BRIEF_PATH
    )
    assert code == 1, report  # unresolved: something for a human
    assert after == before, after
    assert any("date their answer" in row for row in report_rows(report)), report
