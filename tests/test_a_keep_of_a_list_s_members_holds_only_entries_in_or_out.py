"""A keep of a list's members (`3.a 的列表本轮不增不减`, `条目数不变`, `不增删`) holds a new
entry, a removal and a move there, and no change of words: `「约 3 个百分点」改为「约 4 个
百分点」` beside it is made. Our own words, on our own water-network KB."""

from __future__ import annotations

import pytest

from .conftest import kb_after
from .test_a_section_lettered_under_its_chapter_is_named_by_its_number import KB, NEW, brief

KEEPS = ["3.a 的列表本轮不增不减。", "3.a 列表不增删。", "3.a 条目数不变。"]


@pytest.mark.parametrize("keep", KEEPS)
def test_a_change_of_words_in_the_list_is_made(keep: str) -> None:
    lines, rows = kb_after(KB, brief(f"§3.a「约 3 个百分点」改为「约 4 个百分点」。{keep}"))
    assert "proposed" in [status for status, _ in rows], rows
    assert any("约 4 个百分点" in line for line in lines), rows


@pytest.mark.parametrize("keep", KEEPS)
@pytest.mark.parametrize(
    "asked",
    [
        f"§3.a 末尾补一条：「{NEW}」",
        "§3.a 删去「分区计量」那条",
        "把「分区计量」整条从 3.a 移到 3.c 列表末尾",
    ],
)
def test_an_entry_in_or_out_is_held(asked: str, keep: str) -> None:
    lines, rows = kb_after(KB, brief(f"{asked}。{keep}"))
    assert lines == KB.splitlines(), rows
    assert "forbidden" in [status for status, _ in rows], rows
