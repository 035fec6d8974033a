"""A new question asked by the label it is to take, then a clause mark (`第六章新增 Q6，原文：
「…？」`), is a question: it was written as an entry (`- **Q6** …？。`). It takes its list's
form, the aside each open question says when it was asked in (`（2026-10 提出）：`) with the
brief's own date; a label the list does not take next (`新增 Q7` after Q5) is reported. Our own
words and our own small KB."""

from __future__ import annotations

import pytest

from .conftest import kb_after
from .test_a_line_naming_only_a_place_heads_the_requests_under_it import brief

KB = """\
# 先进封装

## 六、开放问题

- ~~**Q1**~~ 已解决：A 是否过半？——是（来源：[3]）。
- **Q3**（2026-10 提出）：AP7 能否量产？
- **Q4**（2026-10 提出）：CoPoS 能否控制翘曲？
- **Q5**（2026-11 提出）：EMIB-T 能否拿到客户？
"""
ASKED = "- **Q6**（2027-02 提出）：CoWoS-L 会不会挤压成熟制程？（E1 2027-02-05 · 条目 1）"


@pytest.mark.parametrize(
    "asked",
    [
        "第六章新增 Q6，原文：「CoWoS-L 会不会挤压成熟制程？」",
        "§6 新增 Q6：「CoWoS-L 会不会挤压成熟制程？」",
        "§6 新增一条开放问题：「CoWoS-L 会不会挤压成熟制程？」",
    ],
)
def test_the_question_is_written_in_its_list_s_form(asked: str) -> None:
    lines, rows = kb_after(KB, brief(asked))
    assert [status for status, _ in rows] == ["proposed"], rows
    assert ASKED in lines, rows


def test_a_label_the_list_does_not_take_next_is_reported() -> None:
    lines, rows = kb_after(KB, brief("第六章新增 Q7，原文：「CoWoS-L 会不会挤压成熟制程？」"))
    assert lines == KB.splitlines(), rows
    assert [status for status, _ in rows] == ["unresolved"], rows
