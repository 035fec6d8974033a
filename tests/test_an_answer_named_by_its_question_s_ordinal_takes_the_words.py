"""Words asked onto the answer of a question named by its ordinal (`第 2 问的回答末尾补一句：…`,
`FAQ 第一问的答案末尾补一句："…"`) in a section of question / answer pairs (`**问 1：**` over
`**答：**`, `Q:` over `A:`) go on that answer's line; the question alone (`第 2 问末尾补…`) takes
them on its own line; a question the section does not hold is reported. Our own words."""

from __future__ import annotations

import pytest

from .cold_chain_kb import KB
from .conftest import kb_after
from .test_a_line_naming_only_a_place_heads_the_requests_under_it import brief

ANSWER = "**答：** 初步判断是补能网络，待年报核实。"
FAQ = """\
# 光伏 知识库

## Part 3 FAQ

Q: 钙钛矿叠层何时量产？
A: 预计 2028 年前后，稳定性仍是瓶颈。

Q: 储能电芯价格还会跌吗？
A: 待观察。
"""


@pytest.mark.parametrize(
    "asked",
    [
        "§4 第 2 问的回答末尾补一句：补能网络已有改善。",
        "§4 第二问的答案末尾补充：补能网络已有改善。",
    ],
)
def test_words_for_the_answer_go_on_its_line(asked: str) -> None:
    lines, rows = kb_after(KB, brief(asked))
    assert [status for status, _ in rows] == ["proposed"], rows
    assert ANSWER + "补能网络已有改善。" in lines, rows


def test_words_for_the_answer_of_a_q_and_a_pair_go_on_its_line() -> None:
    lines, rows = kb_after(FAQ, brief('Part 3 FAQ 第一问的答案末尾补一句："已有中试线投产。"'))
    assert [status for status, _ in rows] == ["proposed"], rows
    assert "A: 预计 2028 年前后，稳定性仍是瓶颈。已有中试线投产。" in lines, rows


def test_a_question_the_section_does_not_hold_is_reported() -> None:
    lines, rows = kb_after(KB, brief("§4 第 3 问的答案末尾补一句：补能网络已有改善。"))
    assert lines == KB.splitlines(), rows
    assert [status for status, _ in rows] == ["unresolved"], rows
