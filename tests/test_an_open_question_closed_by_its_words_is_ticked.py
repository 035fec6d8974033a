"""An open question of a `- [ ]` list that the brief closes by quoting it (`"X？"一项勾选为已解决`,
`关闭"X？"一问`, `"X？"可关闭`, `把"X？"打勾`) has its box ticked (`- [x] X？`), its words and
every other line as they were. A tick said with more words in its sentence (an answer or a
note: `，并在问题后注明"…"`, `，答：…`) is reported with the brief's words, never made as a
bare tick that loses them; a question two open items share, or one already ticked, is
reported, never guessed. Our own words and KB."""

from __future__ import annotations

from pathlib import Path

import pytest

from .conftest import proposed_and_applied

BRIEF_PATH = "inbox/ole/2026-12-16-print-e1prep.md"
KB_PATH = "organized/knowledge/print.md"

KB = """\
# print 活文档

## 1 材料

**PETG**：耐温约 80 度，层间结合好。

## 2 待解问题

- [ ] 高速打印时 PETG 的层间强度是否下降超过 20%？
- [ ] 封闭腔体能否消除 ABS 的翘边？
- [ ] 封闭腔体对 PLA 是否有害？
- [x] 0.2 mm 喷嘴是否值得默认使用？（已确认，见 §1）
"""

QUESTION = "封闭腔体能否消除 ABS 的翘边？"


def brief(suggestion: str) -> str:
    return f"""\
# print · E1 预消化简报（2026-12-16）

## 一、条目

### 条目 1：腔体温度实验

- 来源：arXiv:2612.03333
- 要点：45 度腔体温度下 ABS 翘边率降到 2% 以下。
- 建议归入：{suggestion}
"""


def run(tmp_path: Path, suggestion: str) -> tuple[int, str, str]:
    return proposed_and_applied(tmp_path, KB_PATH, KB, brief(suggestion), BRIEF_PATH)


@pytest.mark.parametrize(
    "suggestion",
    [
        f'§2 "{QUESTION}"一项勾选为已解决。',
        f"§2 关闭「{QUESTION}」一问。",
        f'§2 "{QUESTION}"可关闭。',
        f'§2 把"{QUESTION}"打勾。',
        f'§2 "{QUESTION}"标为已回答。',
    ],
)
def test_a_quoted_open_question_closed_is_ticked(tmp_path: Path, suggestion: str) -> None:
    code, report, after = run(tmp_path, suggestion)
    assert after == KB.replace(f"- [ ] {QUESTION}", f"- [x] {QUESTION}"), report
    assert code == 0, report


@pytest.mark.parametrize(
    "suggestion",
    [
        f'§2 "{QUESTION}"一项勾选为已解决，并在问题后注明"可以，45 度时低于 2%"。',
        f'§2 "{QUESTION}"一项勾选为已完成，答：可以。',
        '§2 "封闭腔体能否消除 ABS 的翘边"一项标为已完成，并在后面注明"可以"。',
    ],
)
def test_a_tick_said_with_an_answer_is_reported_with_its_words(
    tmp_path: Path, suggestion: str
) -> None:
    code, report, after = run(tmp_path, suggestion)
    assert after == KB, report
    assert "not understood" in report and "ticks 「封闭腔体能否消除 ABS 的翘边" in report, report
    assert code == 1, report


@pytest.mark.parametrize(
    "suggestion",
    [
        # Two open questions open with these words: which one is meant is not guessed.
        '§2 "封闭腔体"一项勾选为已解决。',
        # Already ticked.
        '§2 "0.2 mm 喷嘴是否值得默认使用？"一项勾选为已解决。',
    ],
)
def test_a_question_not_one_open_item_is_reported(tmp_path: Path, suggestion: str) -> None:
    code, report, after = run(tmp_path, suggestion)
    assert after == KB, report
    assert code == 1, report
