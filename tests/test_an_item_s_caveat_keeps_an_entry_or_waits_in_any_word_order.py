"""An item's caveat that keeps an entry with a negated verb of changing (`Aidoc 条目勿改`,
`勿改 Aidoc 条目`, `Aidoc 条目不要改`) holds the item's edit of it; one that waits on a meeting
named by its time (`待下周组会讨论后再加`) holds the item's new question (the time is what the
wait waits for, no take-back), and so does one that keeps the item's own thing out of a list
(`这条问题暂不加入待解问题`). A new entry whose words the brief says are still to come
(`（释义待补）`) and a question asked closed (`关闭"X"一条`) are reported, never written from
the item's words or as a new question. Our own words and KB."""

from __future__ import annotations

from pathlib import Path

import pytest

from .conftest import proposed_and_applied, report_rows
from .numbered_kb import AIDOC, BRIEF_PATH, KB, KB_PATH, brief

CHANGE = "基础模型一节 Aidoc 条目约 30 项改为约 34 项"
QUESTION = "待解问题新增一条：“小病灶的 Dice 为何普遍低于 0.6？”"


@pytest.mark.parametrize(
    ("request_words", "caveat"),
    [
        (CHANGE, "Aidoc 条目勿改——公司口径与数据库不一致。"),
        (CHANGE, "勿改 Aidoc 条目，口径不一致。"),
        (CHANGE, "Aidoc 条目不要改。"),
        (QUESTION, "待下周组会讨论后再加。"),
        # The item's own thing, pointed at, kept out of the list it would go in.
        (QUESTION, "这条问题暂不加入待解问题。"),
    ],
)
def test_the_caveat_holds_the_edit(tmp_path: Path, request_words: str, caveat: str) -> None:
    _, report, after = proposed_and_applied(
        tmp_path, KB_PATH, KB, brief(request_words, caveat), BRIEF_PATH
    )
    assert after == KB, report
    assert any("forbidden" in row for row in report_rows(report)), report


def test_a_caveat_of_another_entry_holds_nothing(tmp_path: Path) -> None:
    code, report, after = proposed_and_applied(
        tmp_path, KB_PATH, KB, brief(CHANGE, "MedSAM-2 条目勿改。"), BRIEF_PATH
    )
    assert code == 0, report
    assert AIDOC.replace("约 30 项", "约 34 项") in after.splitlines(), report


@pytest.mark.parametrize(
    "request_words",
    [
        "术语中加入 PACS 一条（释义待补）。",
        "术语一节新增 **PACS**，释义待定。",
        "待解问题：关闭“国内是否会出现大规模 3D CT 数据集”一条",
    ],
)
def test_words_not_given_are_reported(tmp_path: Path, request_words: str) -> None:
    _, report, after = proposed_and_applied(
        tmp_path, KB_PATH, KB, brief(request_words, title="PACS"), BRIEF_PATH
    )
    assert after == KB or "- [x] 国内是否会出现大规模 3D CT 数据集？" in after, report
    assert not any("add" in row and "proposed" in row for row in report_rows(report)), report
