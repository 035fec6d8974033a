"""A citation's superscript asked at an entry's end (`新能源那条句末补上标 <sup>4</sup>`) or
beside a change of it (`新能源那条："约 12%"→"约 15%"，并在句号前加上标 <sup>4</sup>`) ends the
entry's words, before its stop, never a sentence after it; held while no edit adds the
reference it cites; one asked beside a change that names no entry ends the changed sentence, and
one the brief keeps asks nothing. Our own words, on our own cold-chain KB."""

from __future__ import annotations

import pytest

from .cold_chain_kb import KB
from .conftest import kb_after
from .test_a_line_naming_only_a_place_heads_the_requests_under_it import brief

REFERENCE = "参考文献 4：中物联冷链委. 2027 冷链年报. 2027."


def test_a_superscript_asked_beside_a_change_naming_no_entry_ends_the_changed_sentence() -> None:
    request = '§2.1："约 38%"改为"约 39%"，并在句号前加上标 <sup>4</sup>。'
    lines, rows = kb_after(KB, brief(request, REFERENCE))
    changed = "全国冷库总容量约 2.1 亿立方米<sup>1</sup>，其中华东占比约 39%<sup>4</sup>。"
    assert changed in lines, rows


def test_a_superscript_asked_beside_a_change_is_held_without_its_reference() -> None:
    request = '§2.1："约 38%"改为"约 39%"，并在句号前加上标 <sup>4</sup>。'
    lines, rows = kb_after(KB, brief(request))
    assert "全国冷库总容量约 2.1 亿立方米<sup>1</sup>，其中华东占比约 39%。" in lines, rows
    assert any(status == "unresolved" and "<sup>4</sup>" in reason for status, reason in rows)


def test_a_superscript_kept_beside_a_change_asks_nothing() -> None:
    request = '§2.1："约 38%"改为"约 39%"，引用仍用 <sup>1</sup>。'
    _, rows = kb_after(KB, brief(request))
    assert [status for status, _ in rows] == ["proposed"], rows


@pytest.mark.parametrize(
    "asked",
    ["新能源那条句末补上标 <sup>4</sup>。", "新能源那条末尾补上标 <sup>4</sup>。"],
)
def test_a_superscript_asked_at_an_entry_s_end_goes_before_its_stop(asked: str) -> None:
    lines, rows = kb_after(KB, brief("§2.2", asked, REFERENCE))
    assert [status for status, _ in rows] == ["proposed", "proposed"], rows
    assert "- 新能源冷藏车渗透率约 12%<sup>4</sup>。" in lines, rows


def test_a_superscript_asked_beside_a_change_of_the_entry_ends_its_words() -> None:
    asked = '新能源那条："约 12%"→"约 15%"，并在句号前加上标 <sup>4</sup>。'
    lines, rows = kb_after(KB, brief("§2.2", asked, REFERENCE))
    assert [status for status, _ in rows] == ["proposed", "proposed", "proposed"], rows
    assert "- 新能源冷藏车渗透率约 15%<sup>4</sup>。" in lines, rows


def test_a_superscript_of_a_reference_no_edit_adds_is_held() -> None:
    asked = '新能源那条："约 12%"→"约 15%"，并在句号前加上标 <sup>4</sup>。'
    lines, rows = kb_after(KB, brief("§2.2", asked))
    assert "- 新能源冷藏车渗透率约 15%。" in lines, rows
    assert any(status == "unresolved" and "<sup>4</sup>" in reason for status, reason in rows)
