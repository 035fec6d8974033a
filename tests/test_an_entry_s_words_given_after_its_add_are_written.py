"""The words of a new entry given in the clause after its add (`新增一条，内容为「…」`,
`原文为「…」`, `写作「…」`, `措辞：「…」`, `照录：「…」`) are the entry's words: written as given,
never an entry composed from the item's title and 要点 instead. A whole line given after words
kbpatch does not read so (`即「- …」`) is reported, never replaced by an entry of kbpatch's
making. So are a new question's words (`新增一问，问题为「…？」`) and a sentence's appended to an
entry (`…末尾补一句，内容为「…」`). Our own words, on our own cold-chain KB."""

from __future__ import annotations

import pytest

from .cold_chain_kb import KB
from .conftest import added_to
from .test_a_line_naming_only_a_place_heads_the_requests_under_it import brief

LINE = "- 冷库租金：华东均价约 1.2 元/吨·天。"


@pytest.mark.parametrize(
    "asked",
    [
        f"§2.1 新增一条，内容为「{LINE}」",
        f"§2.1 新增一条，内容是「{LINE}」",
        f"§2.1 末尾补一条，原文为「{LINE}」",
        f"§2.1 新增一条，写作「{LINE}」",
        f"§2.1 新增一条，内容：「{LINE}」",
        f"§2.1 新增一条，措辞：「{LINE}」",
        f"§2.1 补充一条，表述为「{LINE}」",
        f"§2.1 新增一条，照录：「{LINE}」",
        f"§2.1 新增一条，如下：「{LINE}」",
        f"§2.1 新增一条，建议写法：「{LINE}」",
        f"§2.1 补一条，用这句：「{LINE}」",
    ],
)
def test_the_words_given_after_the_add_are_the_entry(asked: str) -> None:
    added, rows = added_to(KB, brief(asked))
    assert [status for status, _ in rows] == ["proposed"], rows
    assert len(added) == 1 and added[0].startswith(LINE.rstrip("。")), added


@pytest.mark.parametrize(
    "asked",
    [
        "§2.2 新能源那条末尾补一句，内容为「以城配为主。」",
        "§2.2 新能源那条末尾补一句，写作「以城配为主。」",
    ],
)
def test_the_words_given_after_an_append_are_appended(asked: str) -> None:
    added, rows = added_to(KB, brief(asked))
    assert added == ["- 新能源冷藏车渗透率约 12%。以城配为主。"], rows


@pytest.mark.parametrize(
    "asked",
    [
        "§四 新增一问，问题为「冷链断链率如何统计？」",
        "§四 新增一个问题，内容是「冷链断链率如何统计？」",
    ],
)
def test_the_words_given_after_a_new_question_are_the_question(asked: str) -> None:
    added, rows = added_to(KB, brief(asked))
    assert any("冷链断链率如何统计？" in line for line in added), rows


@pytest.mark.parametrize(
    "asked",
    [
        f"§2.1 新增一条，即「{LINE}」",
        f"§2.1 新增一条，条目为「{LINE}」",
        f"§2.1 新增一条，全文「{LINE}」",
    ],
)
def test_a_whole_line_given_in_words_not_read_is_reported_not_replaced(asked: str) -> None:
    added, rows = added_to(KB, brief(asked))
    assert added == [], rows
    assert [status for status, _ in rows] == ["not understood"], rows
    assert LINE in rows[0][1], rows


def test_a_line_another_sentence_dictates_leaves_the_add_as_it_is() -> None:
    _, rows = added_to(KB, brief("§2.1 新增一条；§2.2 新能源那条末尾补一句「- 城配为主。」"))
    assert rows[0][0] == "proposed", rows


def test_a_line_written_out_after_a_colon_of_other_words_is_reported_not_replaced() -> None:
    added, rows = added_to(KB, brief("§2.1 新增一条代表项目：- 代表项目：嘉兴某冷库。"))
    assert added == [], rows
    assert "代表项目：嘉兴某冷库" in rows[0][1], rows


def test_a_name_the_line_does_not_say_in_a_list_of_unnamed_lines_is_reported() -> None:
    added, rows = added_to(KB, brief("§2.1 新增一条 **嘉兴冷库**：公称容积 5 万立方米。"))
    assert added == [], rows
    assert "嘉兴冷库" in rows[0][1], rows
    added, rows = added_to(KB, brief("§2.1 新增一条 **嘉兴冷库**：嘉兴冷库公称容积 5 万立方米。"))
    assert [line.split("（E1")[0] for line in added] == ["- 嘉兴冷库公称容积 5 万立方米。"], rows


def test_words_written_out_after_a_count_and_colon_are_not_replaced() -> None:
    added, rows = added_to(KB, brief("§2.2 新增一行：冷藏车以城配为主。"))
    assert all("冷链年报" not in line for line in added), rows


@pytest.mark.parametrize(
    "asked",
    [
        "§2.1 补一条：「- 冷库租金：华东均价约 1.2 元/吨·天。」§2.2 补一条：「- 城配为主。」",
        "§2.1 表新增一行：华中 | 2500 | 12%",
    ],
)
def test_a_quote_or_a_row_after_the_count_is_no_unread_line(asked: str) -> None:
    _, rows = added_to(KB, brief(asked))
    assert not any("does not read as giving" in reason for _, reason in rows), rows
