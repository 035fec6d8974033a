"""A keep of a sentence named by its place in a section's first paragraph (`§2 第一句保持原样`,
`首句不动`, `第 2 句别改`) keeps that sentence's words: a sentence appended at the paragraph's
end is made; a change of words inside the kept sentence is held. Our own words, on our own
tram KB."""

from __future__ import annotations

import pytest

from .conftest import kb_after
from .test_a_caveat_or_strike_holds_only_what_it_says import brief
from .test_words_given_in_backticks_or_whole_lines_are_written_as_given import KB as TRAM

FIRST = "苏州有轨电车 2014 年开通首条线。"
SECOND = "淮安全线采用无接触网供电。"
KB = TRAM.replace("## 2 来源清单", f"## 1.5 概述\n\n{FIRST}{SECOND}\n\n## 2 来源清单")
ADDED = "2026 年两地客流合计约 3,000 万人次。"


@pytest.mark.parametrize("keep", ["§1.5 第一句保持原样。", "§1.5 首句不动。", "§1.5 第 1 句别改。"])
def test_a_sentence_appended_to_the_paragraph_is_made(keep: str) -> None:
    lines, rows = kb_after(KB, brief(f"§1.5 第一段末尾追加一句：「{ADDED}」{keep}"))
    assert "proposed" in [status for status, _ in rows], rows
    assert f"{FIRST}{SECOND}{ADDED}" in lines, rows


@pytest.mark.parametrize("keep", ["§1.5 第一句保持原样。", "§1.5 首句不动。"])
def test_a_change_inside_the_kept_sentence_is_held(keep: str) -> None:
    lines, rows = kb_after(KB, brief(f"§1.5「2014 年开通首条线」改为「2014 年开通」。{keep}"))
    assert lines == KB.splitlines(), rows
    assert "forbidden" in [status for status, _ in rows], rows


def test_a_change_inside_another_sentence_is_made() -> None:
    lines, rows = kb_after(
        KB, brief("§1.5「全线采用无接触网供电」改为「全线无接触网」。§1.5 首句不动。")
    )
    assert f"{FIRST}淮安全线无接触网。" in lines, rows
