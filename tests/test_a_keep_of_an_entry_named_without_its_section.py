"""A keep that names an entry by its words and noun but no section (`Tinyear 那条不改`,
`Tinyear 条目保持原样`) keeps that entry wherever it stands: an edit of it the same brief asks
elsewhere (in the same line, or in the closing list) is forbidden with the keep's words, never
made beside it; an edit of another entry stands."""

from __future__ import annotations

import pytest

from .words_fixture import changed_lines, proposal, rows

TITLE = "多语种扩展"  # no entry's name: the keep names an entry, not the item
APPEND = '§1.1 Tinyear 条目末尾补一句"支持 12 种语言。"'


@pytest.mark.parametrize(
    "keep",
    ["Tinyear 那条不改", "Tinyear 条目保持原样", "【Tinyear】那条不动", "Tinyear 这一条无需改动"],
)
def test_an_edit_of_the_kept_entry_is_forbidden(keep: str) -> None:
    for found in (
        proposal(f"{keep}；{APPEND}", TITLE),
        proposal(f"{keep}。", TITLE, closing=APPEND),
    ):
        assert not found.patches, rows(found)
        forbidden = [o.action.forbidden_by for o in found.outcomes if o.status.value == "forbidden"]
        assert forbidden and all(keep in by for by in forbidden), rows(found)


def test_an_edit_of_another_entry_stands() -> None:
    found = proposal('Tinyear 那条不改；§1.1 Pocketasr 条目末尾补一句"支持离线热词。"', TITLE)
    assert changed_lines(found) == [
        "**Pocketasr**：手机端离线识别，词表 5k。支持离线热词。[Ho 2024]"
    ], rows(found)
