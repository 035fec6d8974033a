"""A citation's marker inserted right after quoted words of a section, given bare after the
verb (`"约 40 GW"之后、句号之前补上标 <sup>3</sup>`, `"约 40 GW"后补上标 <sup>3</sup>`,
`"约 40 GW"之后加上 <sup>3</sup>`): written there, with the reference it cites added by the
same brief; `句号之前` holds only where the stop follows the words. A place said in a sentence
of its own (`…续号 3。一、现状最上方加一条 X`) is no place of the citation before it: that add
is reported with its words. Our own storage KB."""

from __future__ import annotations

import pytest

from .conftest import kb_after
from .test_a_numbered_reference_written_out_is_the_list_s_next import KB, REFERENCE, WRITTEN, brief

CITED = "国内 2026 年新增装机约 40 GW<sup>1</sup>。"


@pytest.mark.parametrize(
    "insert",
    [
        '一、现状"锂电仍占九成以上"后补上标 <sup>3</sup>',
        '一、现状"锂电仍占九成以上"之后加上 <sup>3</sup>',
    ],
)
def test_the_marker_follows_the_words_and_its_reference_is_added(insert: str) -> None:
    lines, rows = kb_after(KB, brief(f"{insert}；参考文献续号登记为「{REFERENCE}」"))
    assert [status for status, _ in rows] == ["proposed", "proposed"], rows
    assert "- 锂电仍占九成以上<sup>3</sup><sup>2</sup>。" in lines, lines
    assert WRITTEN in lines, lines


def test_before_the_stop_is_where_the_stop_follows_the_words() -> None:
    kb = KB.replace("- 锂电仍占九成以上<sup>2</sup>。", "- 锂电仍占九成以上。")
    insert = '一、现状"锂电仍占九成以上"之后、句号之前补上标 <sup>3</sup>'
    lines, rows = kb_after(kb, brief(f"{insert}；参考文献续号登记为「{REFERENCE}」"))
    assert [status for status, _ in rows] == ["proposed", "proposed"], rows
    assert "- 锂电仍占九成以上<sup>3</sup>。" in lines, lines


def test_before_the_stop_holds_only_where_the_stop_follows_the_words() -> None:
    insert = '一、现状"新增装机"之后、句号之前补上标 <sup>3</sup>'
    lines, rows = kb_after(KB, brief(f"{insert}；参考文献续号登记为「{REFERENCE}」"))
    assert rows[0][0] == "unresolved" and CITED in lines, rows


def test_a_marker_of_a_reference_nobody_adds_is_held() -> None:
    lines, rows = kb_after(KB, brief('一、现状"锂电仍占九成以上"后补上标 <sup>3</sup>'))
    assert lines == KB.splitlines(), rows
    assert "<sup>3</sup>" in rows[0][1], rows


def test_a_place_said_in_a_sentence_of_its_own_is_not_the_citation_s() -> None:
    suggestion = f"参考文献续号登记为「{REFERENCE}」。时间线最上方加一条 2026 年的装机事件。"
    _, rows = kb_after(KB, brief(suggestion))
    assert "最上方" not in rows[0][1], rows
    assert any("「时间线最上方加一条 2026 年的装机事件」" in reason for _, reason in rows), rows
