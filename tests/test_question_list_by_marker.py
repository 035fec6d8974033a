"""A list of questions named by the marker its questions open with (`Q: 列表`, `Q 清单`), a
question added by that marker (`§3 增列 Q："…?"`), or a quoted question added at the list's
end by a verb that adds words (`开放问题清单末尾追加："…？"`): a new question with its words,
never a clause dropped or an entry without a name. Words added to one question (`Q2 末尾补…`)
or words that ask nothing (`追加："X 成立。"`) are no new question."""

from __future__ import annotations

from pathlib import Path

import pytest

from kbpatch.models import ActionKind
from kbpatch.parse import parse_brief
from kbpatch.reading import plan

from .conftest import proposed_and_applied

BRIEF = "inbox/ann/2026-12-16-agent-memory-e1prep.txt"
KB_FILE = "organized/knowledge/agent-memory.md"
QUESTION = "Does a shared scratchpad leak facts between agents?"

KB = """\
# Agent memory notes

## 1 Stores

* **ScratchPad** — a shared buffer per run (arXiv:2601.00021) [paper]

## 3 Open questions

Q: Is recall worth its latency on short tasks?
A: open.

Q: Can a summary replace the raw log?
A: open.
"""


def brief(closing: str) -> str:
    return (
        "agent-memory · E1 预消化简报（2026-12-16）\n\n本轮只有一个问题。\n\n"
        f"四、本轮结论与建议动作\n\n  - {closing}\n"
    )


@pytest.mark.parametrize(
    "closing",
    [
        f'在 Q: 列表末尾追加："{QUESTION}"',
        f'Q 列表新增一条："{QUESTION}"',
        f'§3 增列 Q："{QUESTION}"',
        f'§3 补一条 Q: "{QUESTION}"',
        f'在 Q：清单里加一问："{QUESTION}"',
        f'开放问题清单末尾追加："{QUESTION}"',
    ],
)
def test_a_question_added_by_the_lists_marker_is_written_after_the_last_one(
    closing: str, tmp_path: Path
) -> None:
    code, report, after = proposed_and_applied(tmp_path, KB_FILE, KB, brief(closing), BRIEF)
    assert code == 0, report
    new = [line for line in after.splitlines() if line not in KB.splitlines()]
    assert [line for line in new if line] and all(
        line.startswith(f"Q: {QUESTION}") for line in new if line
    ), new
    assert after.index(QUESTION) > after.index("Can a summary replace the raw log?")


@pytest.mark.parametrize(
    "closing",
    [
        'Q2 末尾补："or only its tail?"',
        '开放问题清单末尾追加："recall is worth it."',
        '开放问题清单里"Is recall worth it?"那一问末尾补"on short tasks?"',
        "Q: 列表不动。",
    ],
)
def test_words_for_one_question_or_no_question_add_none(closing: str) -> None:
    actions = plan(parse_brief(brief(closing)))
    assert not [a for a in actions if a.kind is ActionKind.ADD_QUESTION]
