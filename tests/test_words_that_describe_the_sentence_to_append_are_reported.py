"""`末尾补一句写明 X`: words that say what the sentence should tell (写明, 说明, 点出, 提一下…)
are an instruction to whoever writes it, never the sentence itself. The request is reported
with those words; the entry is left as it is (words given after a colon or quoted are the
sentence, and are written: tests/test_append_verbs.py)."""

from __future__ import annotations

import pytest

from .words_fixture import changed_lines, proposal, rows


@pytest.mark.parametrize(
    ("suggestion", "described"),
    [
        ("§1.1 Tinyear 条目末尾补一句写明多语种扩展。", "写明多语种扩展"),
        ("§1.1 Tinyear 条目末尾补一句话说明已支持多语种。", "说明已支持多语种"),
        ("§1.1 Tinyear 条目末尾补半句点出多语种扩展；速度数字不写。", "点出多语种扩展"),
        ("§1.1 Tinyear 条目末尾补一句提一下多语种扩展。", "提一下多语种扩展"),
        ("§1.1 Tinyear 条目末尾补一句注明多语种扩展的语种数。", "注明多语种扩展的语种数"),
    ],
)
def test_an_instruction_for_the_sentence_is_reported_not_written(
    suggestion: str, described: str
) -> None:
    found = proposal(suggestion)
    assert changed_lines(found) == []
    assert any(
        status == "not understood" and f"「{described}」" in reason
        for status, reason in rows(found)
    ), rows(found)
