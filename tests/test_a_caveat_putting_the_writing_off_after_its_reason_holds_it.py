"""An item's caveat that puts its writing off at the end of a clause, after the thing or the
reason it names (`40% 暂不落笔`, `40% 是初值，暂不落笔`, `数字是初值，本轮不落笔`, `暂不动笔`),
holds the item's edit; one that puts off another thing the request does not name (`华南数据暂不
落笔，其余照改`) holds nothing. Our own words, on our own cold-chain KB."""

from __future__ import annotations

import pytest

from .cold_chain_kb import KB
from .conftest import kb_after
from .test_a_line_naming_only_a_place_heads_the_requests_under_it import brief

ASKED = '§2.1 "约 38%"改为"约 40%"。'
CHANGED = "全国冷库总容量约 2.1 亿立方米<sup>1</sup>，其中华东占比约 40%。"


@pytest.mark.parametrize(
    "caveat", ["40% 暂不落笔。", "40% 是初值，暂不落笔。", "数字是初值，本轮不落笔。", "暂不动笔。"]
)
def test_the_writing_put_off_holds_the_edit(caveat: str) -> None:
    lines, rows = kb_after(KB, brief(ASKED, caveat=caveat))
    assert lines == KB.splitlines(), rows
    assert "forbidden" in [status for status, _ in rows], rows


def test_another_thing_put_off_holds_nothing() -> None:
    lines, rows = kb_after(KB, brief(ASKED, caveat="华南数据暂不落笔，其余照改。"))
    assert CHANGED in lines, rows
