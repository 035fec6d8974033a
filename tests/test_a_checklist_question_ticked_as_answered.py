"""A checklist question ticked as answered by its label (`§6 Q7 勾为已答`, `Q7 标记为已答`) has
its box ticked, as `关闭 Q7` and `Q7 勾选` tick it: it was reported as asking nothing (or as a
mark for a citation). A refusal (`暂不勾为已答`) asks nothing. Our own words and small KB."""

from __future__ import annotations

import pytest

from .conftest import kb_after
from .test_a_line_naming_only_a_place_heads_the_requests_under_it import brief

KB = """\
# 储能

## 6 开放问题

- [ ] Q6：半固态电池成本是否优于 LFP？
- [ ] Q7：全钒电解液租赁模式下，残值如何计价？
"""


@pytest.mark.parametrize("asked", ["§6 Q7 勾为已答。", "§6 Q7 标记为已答。", "§6 Q7 标为已答。"])
def test_the_box_is_ticked(asked: str) -> None:
    lines, rows = kb_after(KB, brief(asked))
    assert [status for status, _ in rows] == ["proposed"], rows
    assert "- [x] Q7：全钒电解液租赁模式下，残值如何计价？" in lines, rows
    assert "- [ ] Q6：半固态电池成本是否优于 LFP？" in lines, rows


def test_a_refusal_ticks_nothing() -> None:
    lines, rows = kb_after(KB, brief("§6 Q7 暂不勾为已答。"))
    assert lines == KB.splitlines(), rows
