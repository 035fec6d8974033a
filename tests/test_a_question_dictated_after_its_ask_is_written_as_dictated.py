"""A new question asked first and dictated after a comma (`开放问题末尾新增一条，原文：「- [ ] Q8：
…？」`, `…，原话如下：「…？」`) is the quoted question: the words asking for it (`末尾新增一条`)
were written as the question. Asked with no words at all, it is reported. Our own words."""

from __future__ import annotations

import pytest

from .conftest import kb_after
from .test_a_line_naming_only_a_place_heads_the_requests_under_it import brief
from .test_a_status_given_for_a_line_s_label_is_reported import KB

ASKED = "- [ ] Q8：构网型储能提供的短路电流如何计量？（E1 2027-02-05 · 条目 1）"


@pytest.mark.parametrize(
    "asked",
    [
        "第 6 章开放问题末尾新增一条，原文：「- [ ] Q8：构网型储能提供的短路电流如何计量？」",
        "① 第 6 章开放问题末尾新增一条，原文：「- [ ] Q8：构网型储能提供的短路电流如何计量？」"
        " ② 另一件事我拿不准。",
        "第 6 章开放问题末尾新增一条，原话如下：「构网型储能提供的短路电流如何计量？」",
    ],
)
def test_the_quoted_question_is_written(asked: str) -> None:
    lines, rows = kb_after(KB, brief(asked))
    assert [status for status, _ in rows] == ["proposed"], rows
    assert ASKED in lines, rows


def test_a_question_asked_without_words_is_reported() -> None:
    lines, rows = kb_after(KB, brief("第 6 章开放问题末尾新增一条"))
    assert lines == KB.splitlines(), rows
    assert [status for status, _ in rows] == ["unresolved"], rows
