"""A closing line about an item that asks for an edit of another kind than the item's own
request (`大事记补一行：…（条目 1）` beside a change of values), or that gives quoted words to
put in (`大事记加入"…"`) where kbpatch reads no section, is reported with its words, never
taken for a restatement and dropped. A closing line that restates the item's own request adds
no report. Our own words and KB."""

from __future__ import annotations

from pathlib import Path

from .conftest import proposed_and_applied, report_rows
from .loom_kb import BRIEF_PATH, KB, KB_PATH, brief

CHANGE = "§一 换纸时间由约 40 分钟改为约 38 分钟"


def test_an_edit_of_another_kind_is_reported(tmp_path: Path) -> None:
    closing = "大事记补一行：2026-11 ｜ 苏州厂换纸时间降到 38 分钟（条目 1）"
    _, report, after = proposed_and_applied(
        tmp_path, KB_PATH, KB, brief(CHANGE, closing), BRIEF_PATH
    )
    assert "提花机的换纸时间约 38 分钟。" in after.splitlines(), report
    assert any("大事记补一行" in row and "not understood" in row for row in report_rows(report))


def test_quoted_words_to_put_in_are_reported(tmp_path: Path) -> None:
    closing = '大事记加入"2026-11 ｜ 苏州厂换纸时间降到 38 分钟"（条目 1）'
    code, report, after = proposed_and_applied(
        tmp_path, KB_PATH, KB, brief("见文末建议动作。", closing), BRIEF_PATH
    )
    assert after == KB and code == 1, report
    assert any("asks to write the quoted words" in row for row in report_rows(report)), report


def test_a_restatement_adds_no_report(tmp_path: Path) -> None:
    closing = "§一 换纸时间更新为约 38 分钟（条目 1）"
    code, report, _ = proposed_and_applied(
        tmp_path, KB_PATH, KB, brief(CHANGE, closing), BRIEF_PATH
    )
    assert code == 0, report
    assert not any("not understood" in row for row in report_rows(report)), report
